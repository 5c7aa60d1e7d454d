#include "vm/indy/forwarder.h"

#include "vm/classfile/bytecodes.h"
#include "vm/indy/bootstraps.h"
#include "vm/indy/class_writer.h"
#include "vm/runtime/loader.h"

namespace loupe::vm {

namespace {

bool is_reference_descriptor(std::string_view d) { return d[0] == 'L' || d[0] == '['; }

void emit_constructor(ClassWriter& writer, const ForwarderSpec& spec) {
  CodeBuilder code(writer);
  MethodDescriptor md = parse_method_descriptor(spec.super_constructor);
  code.load(BasicType::kObject, 0);
  uint16_t local = 1;
  for (BasicType type : md.parameters) {
    code.load(type, local);
    local += is_wide(type) ? 2 : 1;
  }
  code.invoke(op_invokespecial, spec.super_name, "<init>", spec.super_constructor);
  code.op(op_return_);
  code.set_locals(local);
  writer.add_method(access::kPublic, "<init>", spec.super_constructor, code);
}

void emit_forwarding_method(ClassWriter& writer, const ForwarderSpec& spec, int index) {
  const auto& [name, descriptor] = spec.methods[index];
  MethodDescriptor md = parse_method_descriptor(descriptor);
  CodeBuilder code(writer);
  code.load(BasicType::kObject, 0);
  code.ldc_int(index);
  uint16_t local = 1;
  if (md.parameters.empty()) {
    code.op(op_aconst_null);  // as Proxy passes no arguments: no array to allocate
  } else {
    code.ldc_int(static_cast<int32_t>(md.parameters.size()));
    code.op_u2(op_anewarray, writer.class_ref("java/lang/Object"));
  }
  for (size_t i = 0; i < md.parameters.size(); ++i) {
    BasicType type = md.parameters[i];
    code.op(op_dup);
    code.ldc_int(static_cast<int32_t>(i));
    code.load(type, local);
    if (!is_reference(type)) code.box(type);
    code.op(op_aastore);
    local += is_wide(type) ? 2 : 1;
  }
  code.invoke(op_invokestatic, spec.dispatch_owner, spec.dispatch_name, kForwarderDispatchDescriptor);
  std::string_view result = md.return_descriptor;
  if (md.return_type == BasicType::kVoid) {
    code.op(op_pop);
  } else if (!is_reference_descriptor(result)) {
    code.check_cast(wrapper_class(md.return_type));
    code.unbox(md.return_type);
  } else if (result != "Ljava/lang/Object;") {
    code.check_cast(result[0] == '[' ? std::string(result) : std::string(result.substr(1, result.size() - 2)));
  }
  code.return_value(md.return_type);
  code.set_locals(local);
  writer.add_method(access::kPublic | access::kFinal, name, descriptor, code);
}

}  // namespace

Class* spin_forwarder(Thread* thread, const ForwarderSpec& spec) {
  std::string class_name = spec.host != nullptr ? spun_class_name(spec.host, "Forward") : spec.class_name;
  ClassWriter writer(class_name, spec.super_name, spec.interfaces, spec.access_flags | access::kSuper);
  emit_constructor(writer, spec);
  for (size_t i = 0; i < spec.methods.size(); ++i) emit_forwarding_method(writer, spec, static_cast<int>(i));
  Class* spun = spec.host != nullptr
                    ? spec.host->loader->define_spun_class(thread, writer.finish(), spec.host)
                    : spec.loader->define_from_java(thread, intern_symbol(class_name), writer.finish(), "__Proxy__");
  if (spun == nullptr) return nullptr;
  if (!ensure_initialized(thread, spun)) return nullptr;
  return spun;
}

}  // namespace loupe::vm
