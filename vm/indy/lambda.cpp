// LambdaMetafactory.metafactory and altMetafactory: lambdas and method
// references.
//
// For each call site the VM spins a final class implementing the functional
// interface, with one field per captured value, a constructor, a static
// factory get$Lambda (the call site's target) and the interface method,
// which loads the captured values and its own arguments, adapts them
// (casts, boxing, unboxing, widening) to the implementation method's types,
// calls it and adapts the result. A lambda that captures nothing is created
// once and the call site returns that instance every time, as HotSpot does.
#include "vm/classfile/bytecodes.h"
#include "vm/indy/bootstraps.h"
#include "vm/indy/class_writer.h"
#include "vm/runtime/exceptions.h"

namespace loupe::vm {

namespace {

constexpr int kFlagSerializable = 1;
constexpr int kFlagMarkers = 2;
constexpr int kFlagBridges = 4;

bool is_primitive_descriptor(std::string_view d) { return d[0] != 'L' && d[0] != '['; }

// The primitive a wrapper descriptor boxes, or kVoid when it is no wrapper.
BasicType unwrapped(std::string_view d) {
  static const std::pair<const char*, BasicType> kWrappers[] = {
      {"Ljava/lang/Integer;", BasicType::kInt},   {"Ljava/lang/Long;", BasicType::kLong},
      {"Ljava/lang/Short;", BasicType::kShort},   {"Ljava/lang/Byte;", BasicType::kByte},
      {"Ljava/lang/Character;", BasicType::kChar}, {"Ljava/lang/Boolean;", BasicType::kBoolean},
      {"Ljava/lang/Float;", BasicType::kFloat},   {"Ljava/lang/Double;", BasicType::kDouble}};
  for (auto [name, type] : kWrappers) {
    if (d == name) return type;
  }
  return BasicType::kVoid;
}

// The class name checkcast takes for a reference descriptor.
std::string cast_target(std::string_view d) {
  return d[0] == '[' ? std::string(d) : std::string(d.substr(1, d.size() - 2));
}

// Converts the value on top of the stack from type `from` to type `to`
// (JLS method-invocation conversions, as LambdaMetafactory allows them).
// `dynamic` is the instantiated type, which names the wrapper to unbox.
void adapt(CodeBuilder& code, std::string_view from, std::string_view to, std::string_view dynamic) {
  if (from == to) return;
  BasicType from_type = basic_type_of(from[0]);
  BasicType to_type = basic_type_of(to[0]);
  if (is_primitive_descriptor(from) && is_primitive_descriptor(to)) {
    code.widen(from_type, to_type);
  } else if (is_primitive_descriptor(from)) {
    code.box(from_type);
  } else if (is_primitive_descriptor(to)) {
    BasicType wrapped = unwrapped(dynamic);
    if (wrapped == BasicType::kVoid) wrapped = unwrapped(from);
    if (wrapped == BasicType::kVoid) wrapped = to_type;
    code.check_cast(wrapper_class(wrapped));
    code.unbox(wrapped);
    code.widen(wrapped, to_type);
  } else if (to != "Ljava/lang/Object;") {
    code.check_cast(cast_target(to));
  }
}

struct LambdaShape {
  std::string class_name;
  std::string interface_method;           // the SAM method's name
  MethodDescriptor factory;               // (captured...)Iface
  std::string factory_descriptor;
  MethodHandleInfo impl;
  std::string instantiated;               // the SAM type with the call site's generics filled in
};

// The body of the interface method (or a bridge) with descriptor `sam`.
void emit_interface_method(ClassWriter& writer, const LambdaShape& s, const std::string& sam) {
  CodeBuilder code(writer);
  MethodDescriptor sam_md = parse_method_descriptor(sam);
  MethodDescriptor dyn_md = parse_method_descriptor(s.instantiated);
  MethodDescriptor impl_md = parse_method_descriptor(s.impl.descriptor);
  bool has_receiver = s.impl.kind == RefKind::kInvokeVirtual || s.impl.kind == RefKind::kInvokeInterface ||
                      s.impl.kind == RefKind::kInvokeSpecial;
  // The impl's parameters, with its receiver first when it has one.
  std::vector<std::string> targets;
  if (has_receiver) targets.push_back("L" + s.impl.owner + ";");
  for (std::string_view d : impl_md.parameter_descriptors) targets.emplace_back(d);

  if (s.impl.kind == RefKind::kNewInvokeSpecial) {
    code.new_object(s.impl.owner);
    code.op(op_dup);
  }
  size_t next_target = 0;
  for (size_t i = 0; i < s.factory.parameters.size(); ++i, ++next_target) {
    code.load(BasicType::kObject, 0);
    code.get_field(s.class_name, "arg$" + std::to_string(i + 1), s.factory.parameter_descriptors[i]);
    if (next_target < targets.size()) adapt(code, s.factory.parameter_descriptors[i], targets[next_target], "");
  }
  uint16_t local = 1;
  for (size_t i = 0; i < sam_md.parameters.size(); ++i, ++next_target) {
    code.load(sam_md.parameters[i], local);
    local = static_cast<uint16_t>(local + slot_count(sam_md.parameters[i]));
    std::string_view dynamic = i < dyn_md.parameter_descriptors.size() ? dyn_md.parameter_descriptors[i] : "";
    if (next_target < targets.size()) adapt(code, sam_md.parameter_descriptors[i], targets[next_target], dynamic);
  }
  std::string impl_return(impl_md.return_descriptor);
  switch (s.impl.kind) {
    case RefKind::kInvokeStatic:
      code.invoke(op_invokestatic, s.impl.owner, s.impl.name, s.impl.descriptor, s.impl.owner_is_interface);
      break;
    case RefKind::kInvokeVirtual:
      code.invoke(op_invokevirtual, s.impl.owner, s.impl.name, s.impl.descriptor);
      break;
    case RefKind::kInvokeInterface:
      code.invoke(op_invokeinterface, s.impl.owner, s.impl.name, s.impl.descriptor);
      break;
    case RefKind::kInvokeSpecial:
      code.invoke(op_invokespecial, s.impl.owner, s.impl.name, s.impl.descriptor, s.impl.owner_is_interface);
      break;
    default:  // kNewInvokeSpecial
      code.invoke(op_invokespecial, s.impl.owner, "<init>", s.impl.descriptor);
      impl_return = "L" + s.impl.owner + ";";
      break;
  }
  std::string_view sam_return = sam_md.return_descriptor;
  if (sam_return == "V") {
    if (impl_return != "V") code.op(slot_count(basic_type_of(impl_return[0])) == 2 ? op_pop2 : op_pop);
  } else {
    adapt(code, impl_return, sam_return, dyn_md.return_descriptor);
  }
  code.return_value(sam_md.return_type);
  code.set_locals(local);
  writer.add_method(access::kPublic, s.interface_method, sam, code);
}

void emit_constructor_and_factory(ClassWriter& writer, const LambdaShape& s) {
  std::string ctor_descriptor = s.factory_descriptor.substr(0, s.factory_descriptor.find(')') + 1) + "V";
  CodeBuilder ctor(writer);
  ctor.load(BasicType::kObject, 0);
  ctor.invoke(op_invokespecial, "java/lang/Object", "<init>", "()V");
  uint16_t local = 1;
  for (size_t i = 0; i < s.factory.parameters.size(); ++i) {
    std::string field = "arg$" + std::to_string(i + 1);
    writer.add_field(access::kPrivate | access::kFinal, field, s.factory.parameter_descriptors[i]);
    ctor.load(BasicType::kObject, 0);
    ctor.load(s.factory.parameters[i], local);
    ctor.put_field(s.class_name, field, s.factory.parameter_descriptors[i]);
    local = static_cast<uint16_t>(local + slot_count(s.factory.parameters[i]));
  }
  ctor.op(op_return_);
  ctor.set_locals(local);
  writer.add_method(access::kPrivate, "<init>", ctor_descriptor, ctor);

  CodeBuilder factory(writer);
  factory.new_object(s.class_name);
  factory.op(op_dup);
  local = 0;
  for (BasicType t : s.factory.parameters) {
    factory.load(t, local);
    local = static_cast<uint16_t>(local + slot_count(t));
  }
  factory.invoke(op_invokespecial, s.class_name, "<init>", ctor_descriptor);
  factory.op(op_areturn);
  factory.set_locals(local);
  writer.add_method(access::kStatic, "get$Lambda", s.factory_descriptor, factory);
}

}  // namespace

CallSite* link_lambda(Thread* thread, BootstrapCall& call, bool alternate) {
  LambdaShape s;
  s.class_name = spun_class_name(call.host, "Lambda");
  s.interface_method = std::string(call.name);
  s.factory_descriptor = std::string(call.descriptor);
  s.factory = parse_method_descriptor(s.factory_descriptor);
  std::string sam = method_type_at(call, 0);
  s.impl = method_handle_at(call, 1);
  s.instantiated = method_type_at(call, 2);

  std::string_view return_descriptor = s.factory.return_descriptor;
  std::vector<std::string> interfaces{std::string(return_descriptor.substr(1, return_descriptor.size() - 2))};
  std::vector<std::string> bridges;
  if (alternate) {
    size_t next = 3;
    int flags = call.arg(next++).int_value;
    if (flags & kFlagMarkers) {
      int count = call.arg(next++).int_value;
      for (int i = 0; i < count; ++i) interfaces.emplace_back(call.utf8_at(call.arg(next++).first));
    }
    if (flags & kFlagBridges) {
      int count = call.arg(next++).int_value;
      for (int i = 0; i < count; ++i) bridges.push_back(method_type_at(call, next++));
    }
    if (flags & kFlagSerializable) interfaces.emplace_back("java/io/Serializable");
  }

  ClassWriter writer(s.class_name, "java/lang/Object", interfaces, access::kFinal | access::kSuper | access::kSynthetic);
  emit_constructor_and_factory(writer, s);
  emit_interface_method(writer, s, sam);
  for (const std::string& bridge : bridges) {
    if (bridge != sam) emit_interface_method(writer, s, bridge);
  }
  return finish_call_site(thread, call, writer.finish(), "get$Lambda", s.factory_descriptor,
                          s.factory.parameters.empty());
}

}  // namespace loupe::vm
