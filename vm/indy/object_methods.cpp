// ObjectMethods.bootstrap: a record's toString, hashCode and equals.
//
// The static arguments name the record class, its component names ("x;y")
// and a getter (a field handle) per component. The spun static method reads
// the fields directly: toString gives "Point[x=1, y=2]", hashCode folds
// 31 * h + hash(component) from 0, and equals compares components with ==
// (Float.compare and Double.compare for floating values, Objects.equals for
// references), as the JDK's ObjectMethods does.
#include "vm/classfile/bytecodes.h"
#include "vm/indy/bootstraps.h"
#include "vm/indy/class_writer.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/resolution.h"

namespace loupe::vm {

namespace {

struct Component {
  std::string name;
  std::string owner;
  std::string field;
  std::string descriptor;
};

std::string append_descriptor(std::string_view d) {
  switch (d[0]) {
    case 'B': case 'S': case 'I': return "(I)Ljava/lang/StringBuilder;";
    case 'Z': case 'C': case 'J': case 'F': case 'D':
      return std::string("(") + d[0] + ")Ljava/lang/StringBuilder;";
    default:
      return d == "Ljava/lang/String;" ? "(Ljava/lang/String;)Ljava/lang/StringBuilder;"
                                       : "(Ljava/lang/Object;)Ljava/lang/StringBuilder;";
  }
}

void emit_to_string(CodeBuilder& code, const std::string& simple_name, const std::vector<Component>& components) {
  code.new_object("java/lang/StringBuilder");
  code.op(op_dup);
  code.ldc_string(simple_name + "[");
  code.invoke(op_invokespecial, "java/lang/StringBuilder", "<init>", "(Ljava/lang/String;)V");
  for (size_t i = 0; i < components.size(); ++i) {
    const Component& c = components[i];
    code.ldc_string((i > 0 ? ", " : "") + c.name + "=");
    code.invoke(op_invokevirtual, "java/lang/StringBuilder", "append", "(Ljava/lang/String;)Ljava/lang/StringBuilder;");
    code.load(BasicType::kObject, 0);
    code.get_field(c.owner, c.field, c.descriptor);
    code.invoke(op_invokevirtual, "java/lang/StringBuilder", "append", append_descriptor(c.descriptor));
  }
  code.ldc_string("]");
  code.invoke(op_invokevirtual, "java/lang/StringBuilder", "append", "(Ljava/lang/String;)Ljava/lang/StringBuilder;");
  code.invoke(op_invokevirtual, "java/lang/StringBuilder", "toString", "()Ljava/lang/String;");
  code.op(op_areturn);
  code.set_locals(1);
}

void emit_hash_code(CodeBuilder& code, const std::vector<Component>& components) {
  code.ldc_int(0);
  code.store(BasicType::kInt, 1);
  for (const Component& c : components) {
    code.load(BasicType::kInt, 1);
    code.ldc_int(31);
    code.op(op_imul);
    code.load(BasicType::kObject, 0);
    code.get_field(c.owner, c.field, c.descriptor);
    BasicType t = basic_type_of(c.descriptor[0]);
    if (is_reference(t)) {
      code.invoke(op_invokestatic, "java/util/Objects", "hashCode", "(Ljava/lang/Object;)I");
    } else {
      code.invoke(op_invokestatic, wrapper_class(t), "hashCode", std::string("(") + c.descriptor[0] + ")I");
    }
    code.op(op_iadd);
    code.store(BasicType::kInt, 1);
  }
  code.load(BasicType::kInt, 1);
  code.op(op_ireturn);
  code.set_locals(2);
}

void emit_equals(CodeBuilder& code, const std::string& record, const std::vector<Component>& components) {
  int is_record = code.new_label(), differ = code.new_label();
  code.load(BasicType::kObject, 1);
  code.instance_of(record);
  code.branch(op_ifne, is_record);
  code.ldc_int(0);
  code.op(op_ireturn);
  code.bind(is_record);
  code.load(BasicType::kObject, 1);
  code.check_cast(record);
  code.store(BasicType::kObject, 2);
  for (const Component& c : components) {
    BasicType t = basic_type_of(c.descriptor[0]);
    for (uint16_t local : {uint16_t{0}, uint16_t{2}}) {
      code.load(BasicType::kObject, local);
      code.get_field(c.owner, c.field, c.descriptor);
    }
    if (is_reference(t)) {
      code.invoke(op_invokestatic, "java/util/Objects", "equals", "(Ljava/lang/Object;Ljava/lang/Object;)Z");
      code.branch(op_ifeq, differ);
    } else if (t == BasicType::kLong) {
      code.op(op_lcmp);
      code.branch(op_ifne, differ);
    } else if (t == BasicType::kFloat || t == BasicType::kDouble) {
      code.invoke(op_invokestatic, wrapper_class(t), "compare", std::string("(") + c.descriptor[0] + c.descriptor[0] + ")I");
      code.branch(op_ifne, differ);
    } else {
      code.branch(op_if_icmpne, differ);
    }
  }
  code.ldc_int(1);
  code.op(op_ireturn);
  code.bind(differ);
  code.ldc_int(0);
  code.op(op_ireturn);
  code.set_locals(3);
}

}  // namespace

CallSite* link_object_method(Thread* thread, BootstrapCall& call) {
  Class* record = resolve_class(thread, call.host, call.static_args.at(0));
  if (record == nullptr) return nullptr;
  std::string names = string_at(call, 1);
  std::vector<Component> components;
  size_t start = 0;
  for (size_t i = 2; i < call.static_args.size(); ++i) {
    size_t semi = names.find(';', start);
    MethodHandleInfo getter = method_handle_at(call, i);
    components.push_back({names.substr(start, semi == std::string::npos ? std::string::npos : semi - start),
                          getter.owner, getter.name, getter.descriptor});
    start = semi == std::string::npos ? names.size() : semi + 1;
  }
  std::string class_name = spun_class_name(call.host, "Record");
  ClassWriter writer(class_name, "java/lang/Object", {}, access::kFinal | access::kSuper | access::kSynthetic);
  CodeBuilder code(writer);
  if (call.name == "toString") {
    emit_to_string(code, record->simple_name(), components);
  } else if (call.name == "hashCode") {
    emit_hash_code(code, components);
  } else if (call.name == "equals") {
    emit_equals(code, record->name->str(), components);
  } else {
    throw_new(thread, "java/lang/IllegalArgumentException", "illegal method name " + std::string(call.name));
    return nullptr;
  }
  writer.add_method(access::kStatic, call.name, call.descriptor, code);
  return finish_call_site(thread, call, writer.finish(), call.name, call.descriptor, false);
}

}  // namespace loupe::vm
