// The binary format's dumps (binary_writer.h): HEAP_DUMP_SEGMENT translated
// from the JVMPI level-2 heap dump (docs/formats.md, "From JVMPI records to HPROF sub-records"),
// ALLOC_SITES and CPU_SAMPLES.
#include <algorithm>
#include <cstring>

#include "binary_writer.h"
#include "dump_reader.h"
#include "hprof.h"

namespace hprof {

namespace {

constexpr uint8_t kAllocSites = 0x06, kHeapDumpSegment = 0x1C, kHeapDumpEnd = 0x2C, kCpuSamples = 0x0D;

// HEAP_DUMP_SEGMENT's sub-records, one HeapDumpReader visitor call at a
// time: the same tags as JVMPI's records, with the file's IDs.
class HeapTranslator {
 public:
  explicit HeapTranslator(const JVMPI_Event& e)
      : event_(e), a_(agent()), w_(*a_.binary), reader_(e.u.heap_dump.begin, e.u.heap_dump.end) {}

  bool run() {
    if (!reader_.learn_classes(*this)) return false;
    w_.classes();
    thread_roots();
    bool ok = reader_.visit(*this);
    array_classes();
    for (uint32_t serial : traces_) w_.trace(serial);
    w_.record(kHeapDumpSegment, out_);
    w_.record(kHeapDumpEnd, Body());
    return ok;
  }

  // ---- HeapDumpReader's visitor (dump_reader.h) ----

  const ClassInfo& class_layout(uintptr_t id) { return a_.tables.classes[class_index(id)]; }

  void root(const DumpRoot& root) {
    out_.u1(static_cast<uint64_t>(root.kind));
    out_.id(file_id(root.object));
    switch (root.kind) {
      case JVMPI_GC_ROOT_JNI_GLOBAL: out_.id(root.global_ref); break;
      case JVMPI_GC_ROOT_JNI_LOCAL:
      case JVMPI_GC_ROOT_JAVA_FRAME:
        out_.u4(thread(root.env));
        out_.u4(static_cast<uint32_t>(root.frame));
        break;
      case JVMPI_GC_ROOT_NATIVE_STACK:
      case JVMPI_GC_ROOT_THREAD_BLOCK: out_.u4(thread(root.env)); break;
      default: break;
    }
  }

  void class_dump(const ClassDump& c, const ClassInfo& layout) {
    out_.u1(JVMPI_GC_CLASS_DUMP);
    out_.id(file_id(c.id));
    out_.u4(0);
    out_.id(file_id(c.super));
    out_.id(file_id(c.loader));
    out_.id(file_id(c.signers));
    out_.id(file_id(c.domain));
    out_.id(0);
    out_.id(0);
    out_.u4(c.instance_size);
    out_.u2(c.constants.size());
    for (const DumpConstant& k : c.constants) {
      out_.u2(k.index);
      out_.u1(static_cast<uint64_t>(k.value.type));
      value(k.value);
    }
    out_.u2(layout.statics.size());
    for (size_t i = 0; i < c.statics.size(); ++i) {
      out_.id(w_.string_id(layout.statics[i].name));
      out_.u1(static_cast<uint64_t>(c.statics[i].type));
      value(c.statics[i]);
    }
    out_.u2(layout.instances.size());
    for (const FieldInfo& f : layout.instances) {
      out_.id(w_.string_id(f.name));
      out_.u1(static_cast<uint64_t>(signature_type(f.signature)));
    }
  }

  void instance_begin(const InstanceDump& d) {
    out_.u1(JVMPI_GC_INSTANCE_DUMP);
    out_.id(file_id(d.id));
    out_.u4(object_trace(d.id));
    out_.id(file_id(d.class_id));
    out_.u4(d.byte_count);
  }

  void instance_field(const FieldInfo&, const DumpValue& v) { value(v); }

  // Values we could not attribute to a field: copied as they are.
  void instance_end(const InstanceDump&, const char* unattributed, size_t size) { out_.raw(unattributed, size); }

  void object_array(const ObjectArrayDump& d) {
    out_.u1(JVMPI_GC_OBJ_ARRAY_DUMP);
    out_.id(file_id(d.id));
    out_.u4(object_trace(d.id));
    out_.u4(d.length);
    out_.id(array_class(d.element_class));
    for (uint32_t i = 0; i < d.length; ++i) out_.id(file_id(d.element(i)));
  }

  void primitive_array(const PrimitiveArrayDump& d) {
    out_.u1(JVMPI_GC_PRIM_ARRAY_DUMP);
    out_.id(file_id(d.id));
    out_.u4(object_trace(d.id));
    out_.u4(d.length);
    out_.u1(static_cast<uint64_t>(d.type));
    out_.raw(d.elements, d.size);
  }

 private:
  uint32_t class_index(uintptr_t id) { return a_.tables.class_of(reinterpret_cast<jobjectID>(id)); }
  uint32_t thread(uintptr_t env) { return a_.tables.thread_serial(reinterpret_cast<JNIEnv*>(env)); }

  uint32_t object_trace(uintptr_t object) {
    uint32_t size = 0, trace = 0;
    object_info(reinterpret_cast<jobjectID>(object), &size, &trace);
    if (trace != 0) traces_.push_back(trace);
    return trace;
  }

  // A value as the file has it: references by the file's IDs, primitives
  // already big-endian.
  void value(const DumpValue& v) {
    if (v.is_reference()) {
      out_.id(file_id(v.reference));
    } else {
      out_.raw(v.bytes, v.size);
    }
  }

  void thread_roots() {
    for (jint i = 0; i < event_.u.heap_dump.num_traces; ++i) {
      const JVMPI_CallTrace& t = event_.u.heap_dump.traces[i];
      uint32_t serial = 0;
      uint32_t trace = dump_thread_trace(t, &serial);
      traces_.push_back(trace);
      out_.u1(0x08);
      out_.id(file_id(reinterpret_cast<uintptr_t>(a_.jvmpi->GetThreadObject(t.env_id))));
      out_.u4(serial);
      out_.u4(trace);
    }
  }

  // The array class of an object array: JVMPI names the element class,
  // today's readers want the array's own class (reference §3.8). An
  // unloaded class of that name is another class.
  uint64_t array_class(uintptr_t element) {
    const std::string& name = a_.tables.classes[class_index(element)].name;
    std::string array_name = !name.empty() && name[0] == '[' ? "[" + name : "[L" + name + ";";
    for (size_t i = 1; i < a_.tables.classes.size(); ++i) {
      const ClassInfo& c = a_.tables.classes[i];
      if (c.loaded && c.name == array_name) return class_file_id(static_cast<uint32_t>(i));
    }
    return file_id(element);
  }

  // JVMPI sends no CLASS_DUMP for array classes; readers need one for each
  // array type that occurs (else VisualVM fails with "Invalid type"); not
  // for unloaded ones, whose UNLOAD_CLASS is in the file.
  void array_classes() {
    uint64_t object = 0;
    for (size_t i = 1; i < a_.tables.classes.size(); ++i) {
      if (a_.tables.classes[i].name == "java.lang.Object") object = class_file_id(static_cast<uint32_t>(i));
    }
    for (size_t i = 1; i < a_.tables.classes.size(); ++i) {
      const ClassInfo& c = a_.tables.classes[i];
      if (!c.loaded || c.name.empty() || c.name[0] != '[') continue;
      out_.u1(JVMPI_GC_CLASS_DUMP);
      out_.id(class_file_id(static_cast<uint32_t>(i)));
      out_.u4(0);
      out_.id(object);
      for (int k = 0; k < 5; ++k) out_.id(0);  // loader, signers, domain, reserved x2
      out_.u4(0);
      out_.u2(0);
      out_.u2(0);
      out_.u2(0);
    }
  }

  const JVMPI_Event& event_;
  Agent& a_;
  BinaryWriter& w_;
  HeapDumpReader reader_;
  Body out_;
  std::vector<uint32_t> traces_;
};

}  // namespace

void binary_heap_dump(const JVMPI_Event& event) {
  if (event.u.heap_dump.dump_level != JVMPI_DUMP_LEVEL_2) return;
  if (!HeapTranslator(event).run()) {
    loupe_agents::write_stderr("HPROF ERROR: a heap dump record could not be read; the dump is cut short\n");
  }
}

void binary_sites() {
  Agent& a = agent();
  sites_settle();
  BinaryWriter& w = *a.binary;
  std::vector<const Site*> order;
  uint64_t live_bytes = 0, live_objects = 0, alloc_bytes = 0, alloc_objects = 0;
  for (const Site& s : a.sites) {
    order.push_back(&s);
    live_bytes += s.live_bytes;
    live_objects += s.live_objects;
    alloc_bytes += s.alloc_bytes;
    alloc_objects += s.alloc_objects;
  }
  std::stable_sort(order.begin(), order.end(),
                   [](const Site* x, const Site* y) { return x->live_bytes > y->live_bytes; });
  size_t rows = 0;
  for (; rows < order.size(); ++rows) {
    double share = live_bytes == 0 ? 0.0 : static_cast<double>(order[rows]->live_bytes) / live_bytes;
    if (share < a.options.cutoff) break;
  }
  w.classes();
  for (size_t i = 0; i < rows; ++i) w.trace(order[i]->trace);
  Body body;
  body.u2(0);
  float cutoff = static_cast<float>(a.options.cutoff);
  uint32_t bits;
  std::memcpy(&bits, &cutoff, sizeof bits);
  body.u4(bits);
  body.u4(live_bytes);
  body.u4(live_objects);
  body.u8(alloc_bytes);
  body.u8(alloc_objects);
  body.u4(rows);
  for (size_t i = 0; i < rows; ++i) {
    const Site& s = *order[i];
    body.u1(static_cast<uint64_t>(s.kind));
    body.u4(s.kind == JVMPI_NORMAL_OBJECT || s.kind == JVMPI_CLASS ? s.class_index : 0);
    body.u4(s.trace);
    body.u4(s.live_bytes);
    body.u4(s.live_objects);
    body.u4(s.alloc_bytes);
    body.u4(s.alloc_objects);
  }
  w.record(kAllocSites, body);
}

void binary_cpu_samples() {
  Agent& a = agent();
  std::vector<std::pair<uint32_t, uint64_t>> rows;
  for (const auto& [serial, cost] : a.cpu_costs) rows.emplace_back(serial, cost.count);
  std::stable_sort(rows.begin(), rows.end(), [](const auto& x, const auto& y) { return x.second > y.second; });
  for (const auto& r : rows) a.binary->trace(r.first);
  Body body;
  body.u4(a.total_samples);
  body.u4(rows.size());
  for (const auto& [serial, count] : rows) {
    body.u4(count);
    body.u4(serial);
  }
  a.binary->record(kCpuSamples, body);
  a.cpu_costs.clear();
  a.total_samples = 0;
}

}  // namespace hprof
