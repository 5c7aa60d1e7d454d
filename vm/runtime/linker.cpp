#include "vm/runtime/linker.h"

#include <algorithm>

#include "vm/runtime/exceptions.h"
#include "vm/runtime/loader.h"

namespace loupe::vm {

namespace {

std::atomic<uint32_t> next_selector{1};

void collect_interfaces(Class& klass) {
  std::vector<Class*>& all = klass.all_interfaces;
  auto add = [&all](Class* iface) {
    if (std::find(all.begin(), all.end(), iface) == all.end()) all.push_back(iface);
  };
  for (Class* iface : klass.interfaces) {
    add(iface);
    for (Class* super_iface : iface->all_interfaces) add(super_iface);
  }
  if (klass.super != nullptr) {
    for (Class* iface : klass.super->all_interfaces) add(iface);
  }
}

void set_supers(Class& klass) {
  if (klass.super != nullptr) klass.primary_supers = klass.super->primary_supers;
  klass.depth = static_cast<uint32_t>(klass.primary_supers.size());
  klass.primary_supers.push_back(&klass);
}

void copy_attributes(Class& klass, const ClassFile& cf) {
  klass.name = cf.this_name;
  klass.access_flags = cf.access_flags;
  klass.major_version = cf.major_version;
  klass.source_file = cf.source_file;
  klass.bootstrap_methods = cf.bootstrap_methods;
  klass.nest_host_name = cf.nest_host;
  klass.nest_members = cf.nest_members;
  klass.is_record = cf.record_components.has_value();
  for (const InnerClassEntry& e : cf.inner_classes) {
    klass.inner_classes.push_back({cf.class_name_at(e.inner_class),
                                   e.outer_class ? cf.class_name_at(e.outer_class) : nullptr,
                                   e.inner_name ? cf.utf8_at(e.inner_name) : nullptr, e.access_flags});
  }
  if (cf.enclosing_class != 0) {
    klass.enclosing_class = cf.class_name_at(cf.enclosing_class);
    klass.has_enclosing_method = true;
  }
}

// Instance fields after the superclass's, grouped by size (references first,
// so that the collector's offset list stays short and ordered); statics get
// one slot each.
void layout_fields(Class& klass, const ClassFile& cf) {
  uint32_t offset = klass.super ? klass.super->instance_size : gc::Object::kHeaderSize;
  if (klass.super != nullptr) {
    klass.ref_offset_storage.assign(klass.super->ref_offsets, klass.super->ref_offsets + klass.super->ref_offset_count);
    klass.has_weak_referent = klass.super->has_weak_referent;
    klass.referent_is_soft = klass.super->referent_is_soft;
    klass.referent_is_phantom = klass.super->referent_is_phantom;
    klass.weak_referent_offset = klass.super->weak_referent_offset;
    klass.reference_queue_offset = klass.super->reference_queue_offset;
  }
  klass.fields.reserve(cf.fields.size());
  for (const FieldInfo& info : cf.fields) {
    Field f;
    f.holder = &klass;
    f.name = info.name;
    f.descriptor = info.descriptor;
    f.access_flags = info.access_flags;
    f.type = basic_type_of(info.descriptor->view()[0]);
    f.constant_value_index = info.constant_value;
    klass.fields.push_back(f);
  }
  const int size_order[] = {9, 8, 4, 2, 1};  // 9: references, 8: long/double
  for (int group : size_order) {
    for (Field& f : klass.fields) {
      if (f.is_static()) continue;
      int size = is_reference(f.type) ? 9 : storage_size(f.type);
      if (size != group) continue;
      int bytes = group == 9 ? 8 : group;
      offset = (offset + bytes - 1) & ~static_cast<uint32_t>(bytes - 1);
      f.offset = offset;
      offset += bytes;
      if (group == 9) klass.ref_offset_storage.push_back(f.offset);
    }
  }
  klass.instance_size = static_cast<uint32_t>(gc::align_object_size(offset));
  for (Field& f : klass.fields) {
    if (!f.is_static()) continue;
    f.offset = static_cast<uint32_t>(klass.statics.size());
    if (is_reference(f.type)) klass.static_ref_indexes.push_back(f.offset);
    klass.statics.push_back(Slot{});
  }
  std::sort(klass.ref_offset_storage.begin(), klass.ref_offset_storage.end());
  klass.ref_offsets = klass.ref_offset_storage.data();
  klass.ref_offset_count = static_cast<uint32_t>(klass.ref_offset_storage.size());
  klass.kind = gc::ObjectKind::kInstance;

  if (klass.name->view() == "java/lang/ref/Reference") {
    for (Field& f : klass.fields) {
      if (f.is_static()) continue;
      if (f.name->view() == "referent") {
        klass.has_weak_referent = true;
        klass.weak_referent_offset = f.offset;
      } else if (f.name->view() == "queue") {
        klass.reference_queue_offset = f.offset;
      }
    }
  } else if (klass.name->view() == "java/lang/ref/SoftReference") {
    klass.referent_is_soft = true;
  } else if (klass.name->view() == "java/lang/ref/PhantomReference") {
    klass.referent_is_phantom = true;
  }
}

// Primitive ConstantValue statics are set now; String constants need the
// heap and are set when the class is initialized.
void set_constant_values(Class& klass) {
  for (Field& f : klass.fields) {
    if (!f.is_static() || f.constant_value_index == 0) continue;
    const CpCacheEntry& c = klass.constant_pool[f.constant_value_index];
    Slot& slot = klass.statics[f.offset];
    switch (c.tag) {
      case CpTag::kInteger: slot.i = c.int_value; break;
      case CpTag::kFloat: slot.f = c.float_value; break;
      case CpTag::kLong: slot.j = c.long_value; break;
      case CpTag::kDouble: slot.d = c.double_value; break;
      default: break;
    }
  }
}

void build_methods(Class& klass, ClassFile& cf) {
  for (MethodInfo& info : cf.methods) {
    Method& m = klass.methods.emplace_back();
    m.holder = &klass;
    m.name = info.name;
    m.descriptor = info.descriptor;
    m.access_flags = info.access_flags;
    MethodDescriptor md = parse_method_descriptor(info.descriptor->view());
    m.parameter_types = md.parameters;
    m.return_type = md.return_type;
    m.arg_slots = static_cast<uint16_t>(md.parameter_slots + (m.is_static() ? 0 : 1));
    // Method handles' machinery stays out of stack traces, as HotSpot's
    // LambdaForms do: an exception thrown through mh.invoke shows the
    // target under its caller.
    m.hidden_in_traces = klass.is_bootstrap && klass.package_name() == "java/lang/invoke";
    for (uint16_t index : info.checked_exceptions) m.checked_exceptions.push_back(cf.class_name_at(index));
    if (info.code) {
      CodeAttribute& code = *info.code;
      m.max_stack = code.max_stack;
      m.max_locals = std::max(code.max_locals, m.arg_slots);
      m.bytecode = std::move(code.code);
      m.interp_code = std::make_unique<uint8_t[]>(m.bytecode.size());
      std::copy(m.bytecode.begin(), m.bytecode.end(), m.interp_code.get());
      m.handlers = std::move(code.handlers);
      m.line_numbers = std::move(code.line_numbers);
      // Sorted once, so that line_number_at (every stack trace and every
      // profiler sample asks it) is a binary search. Stable: of entries
      // with the same start, the later one still wins.
      std::stable_sort(m.line_numbers.begin(), m.line_numbers.end(),
                       [](const LineNumberEntry& a, const LineNumberEntry& b) { return a.start_pc < b.start_pc; });
      m.local_variables = std::move(code.local_variables);
    } else {
      m.max_locals = m.arg_slots;
    }
    bool overridable = !m.is_static() && !m.is_private() && !m.is_class_initializer() && !m.is_constructor();
    if (klass.is_interface() && overridable) m.itable_selector = next_selector++;
  }
}

// A class has a finalizer when it, or its nearest superclass declaring one,
// overrides Object.finalize() with a method that does more than return
// (HotSpot's rule: an empty finalize() costs nothing).
void note_finalizer(Class& klass) {
  if (klass.super == nullptr) return;  // java.lang.Object's own does nothing
  klass.has_finalizer = klass.super->has_finalizer;
  for (const Method& m : klass.methods) {
    if (m.is_static() || m.name->view() != "finalize" || m.descriptor->view() != "()V") continue;
    bool just_returns = m.bytecode.size() == 1 && m.bytecode[0] == 0xb1;  // return
    klass.has_finalizer = !m.is_abstract() && !just_returns;
  }
}

void build_constant_pool(Class& klass, const ClassFile& cf) {
  klass.constant_pool = std::vector<CpCacheEntry>(cf.constant_pool.size());
  for (size_t i = 0; i < cf.constant_pool.size(); ++i) {
    const CpEntry& in = cf.constant_pool[i];
    CpCacheEntry& out = klass.constant_pool[i];
    out.tag = in.tag;
    switch (in.tag) {
      case CpTag::kUtf8: out.utf8 = in.utf8; break;
      case CpTag::kInteger: out.int_value = in.int_value; break;
      case CpTag::kFloat: out.float_value = in.float_value; break;
      case CpTag::kLong: out.long_value = in.long_value; break;
      case CpTag::kDouble: out.double_value = in.double_value; break;
      case CpTag::kMethodHandle:
        out.handle_kind = in.handle.kind;
        out.first = in.handle.reference;
        break;
      default:
        out.first = in.index.first;
        out.second = in.index.second;
        break;
    }
  }
}

// JVMS 5.4.5: m in `klass` overrides the inherited `super_method` when that is
// public or protected, or package-private in the same run-time package.
bool can_override(const Class& klass, const Method* super_method) {
  if (super_method->is_private() || super_method->is_static()) return false;
  if (super_method->is_public() || super_method->is_protected()) return true;
  return super_method->holder->same_package(&klass);
}

bool build_vtable(Thread* thread, Class& klass) {
  if (klass.super != nullptr) klass.vtable = klass.super->vtable;
  for (Method& m : klass.methods) {
    if (m.is_static() || m.is_private() || m.is_constructor() || m.is_class_initializer()) continue;
    bool overrode = false;
    for (size_t i = 0; i < klass.vtable.size(); ++i) {
      Method* inherited = klass.vtable[i];
      if (inherited->name != m.name || inherited->descriptor != m.descriptor || !can_override(klass, inherited)) {
        continue;
      }
      if (inherited->is_final()) {
        throw_new(thread, "java/lang/IncompatibleClassChangeError",
                  "class " + klass.external_name() + " overrides final method " +
                      inherited->holder->external_name() + "." + m.name->str() + m.descriptor->str());
        return false;
      }
      klass.vtable[i] = &m;
      if (!overrode) m.vtable_index = static_cast<int32_t>(i);
      overrode = true;
    }
    if (!overrode) {
      m.vtable_index = static_cast<int32_t>(klass.vtable.size());
      klass.vtable.push_back(&m);
    }
  }
  klass.vtable_base = klass.vtable.data();
  return true;
}

void build_interface_table(Class& klass) {
  if (klass.all_interfaces.empty()) return;
  klass.imt = std::make_unique<InterfaceMethodTable>();
  for (Class* iface : klass.all_interfaces) {
    for (Method& m : iface->methods) {
      if (m.itable_selector == 0) continue;
      bool conflict = false;
      Method* target = select_method(&klass, &m, &conflict);
      klass.imt->add(m.itable_selector, conflict ? nullptr : target);
    }
  }
}

}  // namespace

bool link_class(Thread* thread, Class& klass, ClassFile& cf) {
  copy_attributes(klass, cf);
  copy_class_metadata(klass, cf);  // reflection (vm/runtime/class_metadata.h)
  collect_interfaces(klass);
  set_supers(klass);
  build_constant_pool(klass, cf);
  layout_fields(klass, cf);
  set_constant_values(klass);
  build_methods(klass, cf);
  note_finalizer(klass);
  if (!klass.is_interface()) {
    if (!build_vtable(thread, klass)) return false;
    build_interface_table(klass);
  }
  klass.state.store(ClassState::kLinked);
  return true;
}

void link_array_class(Class& array) {
  Class* object = array.super;
  array.vtable = object->vtable;
  array.vtable_base = array.vtable.data();
  set_supers(array);
  if (!array.all_interfaces.empty()) build_interface_table(array);
}

}  // namespace loupe::vm
