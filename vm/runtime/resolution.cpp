#include "vm/runtime/resolution.h"

#include <algorithm>

#include "vm/base/mutf8.h"
#include "vm/indy/method_handles.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

namespace {

struct MemberRef {
  const Symbol* name;
  const Symbol* descriptor;
};

MemberRef member_ref(const Class* from, const CpCacheEntry& e) {
  const CpCacheEntry& nat = from->constant_pool[e.second];
  return {from->constant_pool[nat.first].utf8, from->constant_pool[nat.second].utf8};
}

// 'int Foo.bar(java.lang.String)' for a method that may not exist.
std::string method_signature(const Class* holder, const Symbol* name, const Symbol* descriptor,
                             const char* prefix = "") {
  MethodDescriptor md = parse_method_descriptor(descriptor->view());
  // Appended piece by piece: "'" + std::string(...) trips g++ 12's -Wrestrict.
  std::string s = "'";
  s += prefix;
  s += descriptor_to_source_type(md.return_descriptor);
  s += ' ';
  if (holder != nullptr) s += holder->external_name() + ".";
  s += name->str() + "(";
  for (size_t i = 0; i < md.parameter_descriptors.size(); ++i) {
    if (i > 0) s += ", ";
    s += descriptor_to_source_type(md.parameter_descriptors[i]);
  }
  return s + ")'";
}

bool is_selectable(const Method* m) { return !m->is_static() && !m->is_private(); }

// The maximally-specific superinterface methods of `klass` (JVMS 5.4.3.3).
std::vector<Method*> maximally_specific(Class* klass, const Symbol* name, const Symbol* descriptor) {
  std::vector<Method*> candidates;
  for (Class* iface : klass->all_interfaces) {
    Method* m = iface->find_declared_method(name, descriptor);
    if (m != nullptr && is_selectable(m)) candidates.push_back(m);
  }
  std::vector<Method*> result;
  for (Method* m : candidates) {
    bool overridden = std::any_of(candidates.begin(), candidates.end(), [m](Method* other) {
      return other != m && other->holder->implements(m->holder);
    });
    if (!overridden) result.push_back(m);
  }
  return result;
}

Method* pick_from_superinterfaces(Class* klass, const Symbol* name, const Symbol* descriptor) {
  std::vector<Method*> specific = maximally_specific(klass, name, descriptor);
  std::vector<Method*> concrete;
  for (Method* m : specific) {
    if (!m->is_abstract()) concrete.push_back(m);
  }
  if (concrete.size() == 1) return concrete[0];
  return specific.empty() ? nullptr : specific[0];
}

Method* lookup_class_method(Class* klass, const Symbol* name, const Symbol* descriptor) {
  if (Method* m = klass->find_method_in_hierarchy(name, descriptor)) return m;
  return pick_from_superinterfaces(klass, name, descriptor);
}

Method* lookup_interface_method(Class* iface, const Symbol* name, const Symbol* descriptor) {
  if (Method* m = iface->find_declared_method(name, descriptor)) return m;
  Method* in_object = the_vm().classes.object->find_declared_method(name, descriptor);
  if (in_object != nullptr && in_object->is_public() && !in_object->is_static()) return in_object;
  return pick_from_superinterfaces(iface, name, descriptor);
}

}  // namespace

Method* lookup_referenced_method(Class* klass, const Symbol* name, const Symbol* descriptor) {
  return klass->is_interface() ? lookup_interface_method(klass, name, descriptor)
                               : lookup_class_method(klass, name, descriptor);
}

namespace {

// The class whose nest `klass` belongs to (JVMS 5.4.4). A class the VM spins
// for a host joins the host's nest.
Class* nest_host(Thread* thread, Class* klass) {
  if (klass->nest_host_class != nullptr) {
    Class* host = klass->nest_host_class;
    return host == klass ? host : nest_host(thread, host);
  }
  Class* host = klass;
  if (klass->nest_host_name != nullptr) {
    Object* saved = thread->pending_exception;
    Class* candidate = klass->loader->load(thread, klass->nest_host_name);
    thread->pending_exception = saved;
    if (candidate != nullptr && candidate->same_package(klass) &&
        std::find(candidate->nest_members.begin(), candidate->nest_members.end(), klass->name) !=
            candidate->nest_members.end()) {
      host = candidate;
    }
  }
  klass->nest_host_class = host;
  return host;
}

const char* member_kind_word(uint16_t flags) {
  if (flags & access::kPrivate) return "private ";
  if (flags & access::kProtected) return "protected ";
  if (flags & access::kPublic) return "public ";
  return "";
}

}  // namespace

bool are_nestmates(Thread* thread, Class* a, Class* b) {
  return a == b || nest_host(thread, a) == nest_host(thread, b);
}

bool can_access_class(Class* from, Class* target) {
  return target->is_public() || from->same_package(target) ||
         (from->nest_host_class != nullptr && from->nest_host_class->same_package(target));
}

bool can_access_member(Thread* thread, Class* from, Class* holder, uint16_t flags) {
  if (flags & access::kPublic) return true;
  if (flags & access::kPrivate) return from == holder || are_nestmates(thread, from, holder);
  if (from->same_package(holder)) return true;
  if (from->nest_host_class != nullptr && from->nest_host_class->same_package(holder)) return true;
  if (flags & access::kProtected) {
    if (from->is_subtype_of(holder)) return true;
    return from->nest_host_class != nullptr && from->nest_host_class->is_subtype_of(holder);
  }
  return false;
}

Field* lookup_field(Class* klass, const Symbol* name, const Symbol* descriptor) {
  for (Class* k = klass; k != nullptr; k = k->super) {
    if (Field* f = k->find_declared_field(name, descriptor)) return f;
    for (Class* iface : k->interfaces) {
      if (Field* f = lookup_field(iface, name, descriptor)) return f;
    }
  }
  return nullptr;
}

Class* resolve_class(Thread* thread, Class* from, uint16_t index) {
  CpCacheEntry& e = from->constant_pool[index];
  if (void* done = e.resolved.load(std::memory_order_acquire)) return static_cast<Class*>(done);
  Class* klass = from->loader->load(thread, from->constant_pool[e.first].utf8);
  if (klass == nullptr) return nullptr;
  Class* element = klass;
  while (element->is_array) element = element->component;
  if (!element->is_primitive && !can_access_class(from, element)) {
    throw_new(thread, "java/lang/IllegalAccessError",
              "failed to access class " + element->external_name() + " from class " + from->external_name() + " (" +
                  describe_class_location(element, from) + ")");
    return nullptr;
  }
  e.resolved.store(klass, std::memory_order_release);
  return klass;
}

Field* resolve_field(Thread* thread, Class* from, uint16_t index, bool is_static) {
  CpCacheEntry& e = from->constant_pool[index];
  auto* field = static_cast<Field*>(e.resolved.load(std::memory_order_acquire));
  if (field == nullptr) {
    Class* klass = resolve_class(thread, from, e.first);
    if (klass == nullptr) return nullptr;
    MemberRef ref = member_ref(from, e);
    field = lookup_field(klass, ref.name, ref.descriptor);
    if (field == nullptr) {
      throw_new(thread, "java/lang/NoSuchFieldError", ref.name->str());
      return nullptr;
    }
    if (!can_access_member(thread, from, field->holder, field->access_flags)) {
      throw_new(thread, "java/lang/IllegalAccessError",
                "class " + from->external_name() + " tried to access " + member_kind_word(field->access_flags) +
                    "field " + field->holder->external_name() + "." + field->name->str() + " (" +
                    describe_class_location(from, field->holder) + ")");
      return nullptr;
    }
    // A static field's class is initialized before the loading constraints
    // are checked, as HotSpot orders it (a failed <clinit> is reported first).
    bool java_loader = from->loader->kind() == ClassLoader::Kind::kJava ||
                       field->holder->loader->kind() == ClassLoader::Kind::kJava;
    if (is_static && field->is_static() && java_loader && field->holder->loader != from->loader &&
        !ensure_initialized(thread, field->holder)) {
      return nullptr;
    }
    if (!check_field_constraints(thread, from, field)) return nullptr;
    e.resolved.store(field, std::memory_order_release);
  }
  if (field->is_static() != is_static) {
    throw_new(thread, "java/lang/IncompatibleClassChangeError",
              std::string(is_static ? "Expected static field " : "Expected non-static field ") +
                  field->holder->external_name() + "." + field->name->str());
    return nullptr;
  }
  return field;
}

Method* resolve_method(Thread* thread, Class* from, uint16_t index, InvokeKind kind) {
  CpCacheEntry& e = from->constant_pool[index];
  auto* method = static_cast<Method*>(e.resolved.load(std::memory_order_acquire));
  if (method == nullptr) {
    Class* klass = resolve_class(thread, from, e.first);
    if (klass == nullptr) return nullptr;
    bool interface_ref = e.tag == CpTag::kInterfaceMethodref;
    if (interface_ref != klass->is_interface()) {
      throw_new(thread, "java/lang/IncompatibleClassChangeError",
                std::string(interface_ref ? "Found class " : "Found interface ") + klass->external_name() +
                    (interface_ref ? ", but interface was expected" : ", but class was expected"));
      return nullptr;
    }
    MemberRef ref = member_ref(from, e);
    // mh.invokeExact(...), vh.compareAndSet(...): an invoker for the call's own descriptor.
    if (kind == InvokeKind::kVirtual) method = signature_polymorphic_method(thread, klass, ref.name, ref.descriptor, from);
    if (method == nullptr) {
      method = interface_ref ? lookup_interface_method(klass, ref.name, ref.descriptor)
                             : lookup_class_method(klass, ref.name, ref.descriptor);
    }
    if (method == nullptr) {
      throw_new(thread, "java/lang/NoSuchMethodError", method_signature(klass, ref.name, ref.descriptor));
      return nullptr;
    }
    bool array_clone = klass->is_array && method->holder == the_vm().classes.object;
    if (!array_clone && !can_access_member(thread, from, method->holder, method->access_flags)) {
      throw_new(thread, "java/lang/IllegalAccessError",
                "class " + from->external_name() + " tried to access " + member_kind_word(method->access_flags) +
                    "method " + method->external_signature() + " (" + describe_class_location(from, method->holder) +
                    ")");
      return nullptr;
    }
    if (!check_method_constraints(thread, from, method)) return nullptr;
    e.resolved.store(method, std::memory_order_release);
  }
  if ((kind == InvokeKind::kStatic) != method->is_static()) {
    throw_new(thread, "java/lang/IncompatibleClassChangeError",
              std::string(kind == InvokeKind::kStatic ? "Expected static method " : "Expecting non-static method ") +
                  method->external_signature());
    return nullptr;
  }
  return method;
}

Method* select_special(Thread* thread, Class* from, Method* resolved) {
  Method* target = resolved;
  bool super_call = !resolved->is_constructor() && !resolved->is_private() && !resolved->holder->is_interface() &&
                    resolved->holder != from && from->is_subtype_of(resolved->holder);
  if (super_call && from->super != nullptr) {
    target = from->super->find_method_in_hierarchy(resolved->name, resolved->descriptor);
    if (target == nullptr) target = resolved;
  }
  if (target->is_abstract()) {
    throw_new(thread, "java/lang/AbstractMethodError", target->qualified_name());
    return nullptr;
  }
  return target;
}

Method* select_method(Class* receiver, Method* resolved, bool* conflict) {
  *conflict = false;
  if (resolved->is_private()) return resolved;
  for (Class* k = receiver; k != nullptr; k = k->super) {
    Method* m = k->find_declared_method(resolved->name, resolved->descriptor);
    if (m != nullptr && is_selectable(m)) return m;
  }
  std::vector<Method*> specific = maximally_specific(receiver, resolved->name, resolved->descriptor);
  Method* found = nullptr;
  for (Method* m : specific) {
    if (m->is_abstract()) continue;
    if (found != nullptr) {
      *conflict = true;
      return nullptr;
    }
    found = m;
  }
  return found;
}

Method* select_virtual_target(Class* receiver, Method* resolved, bool* conflict) {
  *conflict = false;
  if (!resolved->holder->is_interface()) {
    auto index = static_cast<size_t>(resolved->vtable_index);
    if (resolved->vtable_index >= 0 && index < receiver->vtable.size()) return receiver->vtable[index];
  } else if (resolved->itable_selector != 0 && receiver->imt != nullptr) {
    Method* found = nullptr;
    if (receiver->imt->lookup(resolved->itable_selector, &found) && found != nullptr) return found;
  }
  return select_method(receiver, resolved, conflict);
}

void throw_no_selected_method(Thread* thread, Class* receiver, Method* resolved, bool conflict) {
  if (conflict) {
    std::string message = "Conflicting default methods:";
    for (Method* m : maximally_specific(receiver, resolved->name, resolved->descriptor)) {
      if (!m->is_abstract()) message += " " + m->holder->name->str() + "." + m->name->str();  // HotSpot: itf/Left.pick
    }
    throw_new(thread, "java/lang/IncompatibleClassChangeError", message);
    return;
  }
  Class* holder = resolved->holder;
  throw_new(thread, "java/lang/AbstractMethodError",
            "Receiver class " + receiver->external_name() +
                " does not define or inherit an implementation of the resolved method " +
                method_signature(nullptr, resolved->name, resolved->descriptor, "abstract ") + " of " +
                (holder->is_interface() ? "interface " : "abstract class ") + holder->external_name() + ".");
}

Object* resolve_string(Thread* thread, Class* from, uint16_t index) {
  CpCacheEntry& e = from->constant_pool[index];
  std::atomic_ref<Object*> slot(e.string_object);
  if (Object* s = slot.load(std::memory_order_acquire)) return s;
  Object* s = intern_string(thread, mutf8_to_utf16(from->constant_pool[e.first].utf8->view()));
  if (s == nullptr) return nullptr;
  slot.store(s, std::memory_order_release);
  return s;
}

}  // namespace loupe::vm
