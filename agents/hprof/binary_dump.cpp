// The binary format's dumps (binary_writer.h): HEAP_DUMP_SEGMENT translated
// from the JVMPI level-2 heap dump (docs/formats.md, "From JVMPI records to HPROF sub-records"),
// ALLOC_SITES and CPU_SAMPLES.
#include <algorithm>
#include <cstring>
#include <unordered_map>

#include "binary_writer.h"
#include "dump_reader.h"
#include "hprof.h"

namespace hprof {

namespace {

constexpr uint8_t kAllocSites = 0x06, kHeapDumpSegment = 0x1C, kHeapDumpEnd = 0x2C, kCpuSamples = 0x0D;

// Per-class facts the translation needs: its superclass (from pass 1) and
// its fields (from CLASS_LOAD).
class HeapTranslator {
 public:
  HeapTranslator(const JVMPI_Event& e) : event_(e), a_(agent()), w_(*a_.binary) {}

  bool run() {
    if (!walk(false)) return false;
    w_.classes();
    thread_roots();
    bool ok = walk(true);
    array_classes();
    for (uint32_t serial : traces_) w_.trace(serial);
    w_.record(kHeapDumpSegment, out_);
    w_.record(kHeapDumpEnd, Body());
    return ok;
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

  void thread_roots() {
    for (jint i = 0; i < event_.u.heap_dump.num_traces; ++i) {
      const JVMPI_CallTrace& t = event_.u.heap_dump.traces[i];
      std::vector<Frame> frames;
      for (jint k = 0; k < std::min(t.num_frames, a_.options.depth); ++k) {
        frames.push_back(Frame{t.frames[k].method_id, a_.options.lineno ? t.frames[k].lineno : -1});
      }
      uint32_t serial = a_.tables.thread_serial(t.env_id);
      uint32_t trace = a_.tables.intern(a_.options.thread ? serial : 0, frames.data(), frames.size());
      traces_.push_back(trace);
      out_.u1(0x08);
      out_.id(file_id(reinterpret_cast<uintptr_t>(a_.jvmpi->GetThreadObject(t.env_id))));
      out_.u4(serial);
      out_.u4(trace);
    }
  }

  // The array class of an object array: JVMPI names the element class,
  // today's readers want the array's own class (reference §3.8).
  uint64_t array_class(uintptr_t element) {
    const std::string& name = a_.tables.classes[class_index(element)].name;
    std::string array_name = !name.empty() && name[0] == '[' ? "[" + name : "[L" + name + ";";
    for (size_t i = 1; i < a_.tables.classes.size(); ++i) {
      if (a_.tables.classes[i].name == array_name) return class_file_id(static_cast<uint32_t>(i));
    }
    return file_id(element);
  }

  // JVMPI sends no CLASS_DUMP for array classes; readers need one for each
  // array type that occurs (else VisualVM fails with "Invalid type").
  void array_classes() {
    uint64_t object = 0;
    for (size_t i = 1; i < a_.tables.classes.size(); ++i) {
      if (a_.tables.classes[i].name == "java.lang.Object") object = class_file_id(static_cast<uint32_t>(i));
    }
    for (size_t i = 1; i < a_.tables.classes.size(); ++i) {
      if (a_.tables.classes[i].name.empty() || a_.tables.classes[i].name[0] != '[') continue;
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

  void value(Reader& r, int ty) {
    if (ty == JVMPI_CLASS) {
      out_.id(file_id(r.pointer()));
    } else {
      size_t n = type_size(ty);
      const char* p = r.here();
      r.skip(n);
      if (r.ok()) out_.raw(p, n);  // already big-endian
    }
  }

  bool walk(bool writing) {
    Reader r(event_.u.heap_dump.begin, event_.u.heap_dump.end);
    while (!r.done() && r.ok()) {
      int tag = static_cast<int>(r.number(1));
      if (writing && tag != JVMPI_GC_CLASS_DUMP && tag != JVMPI_GC_INSTANCE_DUMP && tag != JVMPI_GC_OBJ_ARRAY_DUMP &&
          tag != JVMPI_GC_PRIM_ARRAY_DUMP) {
        out_.u1(static_cast<uint64_t>(tag));
      }
      switch (tag) {
        case JVMPI_GC_ROOT_UNKNOWN:
        case JVMPI_GC_ROOT_STICKY_CLASS:
        case JVMPI_GC_ROOT_MONITOR_USED: {
          uint64_t id = file_id(r.pointer());
          if (writing) out_.id(id);
          break;
        }
        case JVMPI_GC_ROOT_JNI_GLOBAL: {
          uint64_t id = file_id(r.pointer());
          uintptr_t ref = r.pointer();
          if (writing) { out_.id(id); out_.id(ref); }
          break;
        }
        case JVMPI_GC_ROOT_JNI_LOCAL:
        case JVMPI_GC_ROOT_JAVA_FRAME: {
          uint64_t id = file_id(r.pointer());
          uintptr_t env = r.pointer();
          uint64_t frame = r.number(4);
          if (writing) { out_.id(id); out_.u4(thread(env)); out_.u4(frame); }
          break;
        }
        case JVMPI_GC_ROOT_NATIVE_STACK:
        case JVMPI_GC_ROOT_THREAD_BLOCK: {
          uint64_t id = file_id(r.pointer());
          uintptr_t env = r.pointer();
          if (writing) { out_.id(id); out_.u4(thread(env)); }
          break;
        }
        case JVMPI_GC_CLASS_DUMP: class_dump(r, writing); break;
        case JVMPI_GC_INSTANCE_DUMP: {
          uintptr_t obj = r.pointer(), cls = r.pointer();
          uint32_t bytes = static_cast<uint32_t>(r.number(4));
          if (!writing) { r.skip(bytes); break; }
          out_.u1(JVMPI_GC_INSTANCE_DUMP);
          out_.id(file_id(obj));
          out_.u4(object_trace(obj));
          out_.id(file_id(cls));
          out_.u4(bytes);
          size_t used = 0;
          for (uintptr_t c = cls; c != 0 && used < bytes;) {
            for (const FieldInfo& f : a_.tables.classes[class_index(c)].instances) {
              if (used + signature_size(f.signature) > bytes) break;
              value(r, signature_type(f.signature));
              used += signature_size(f.signature);
            }
            auto next = supers_.find(c);
            c = next == supers_.end() ? 0 : next->second;
          }
          // Values we could not attribute to a field: copied as they are.
          const char* p = r.here();
          r.skip(bytes - used);
          if (r.ok()) out_.raw(p, bytes - used);
          break;
        }
        case JVMPI_GC_OBJ_ARRAY_DUMP: {
          uintptr_t arr = r.pointer();
          uint32_t length = static_cast<uint32_t>(r.number(4));
          uintptr_t element = r.pointer();
          if (writing) {
            out_.u1(JVMPI_GC_OBJ_ARRAY_DUMP);
            out_.id(file_id(arr));
            out_.u4(object_trace(arr));
            out_.u4(length);
            out_.id(array_class(element));
          }
          for (uint32_t i = 0; i < length && r.ok(); ++i) {
            uint64_t v = file_id(r.pointer());
            if (writing) out_.id(v);
          }
          break;
        }
        case JVMPI_GC_PRIM_ARRAY_DUMP: {
          uintptr_t arr = r.pointer();
          uint32_t length = static_cast<uint32_t>(r.number(4));
          int ty = static_cast<int>(r.number(1));
          if (type_size(ty) == 0) return false;
          size_t n = static_cast<size_t>(length) * type_size(ty);
          const char* p = r.here();
          r.skip(n);
          if (writing && r.ok()) {
            out_.u1(JVMPI_GC_PRIM_ARRAY_DUMP);
            out_.id(file_id(arr));
            out_.u4(object_trace(arr));
            out_.u4(length);
            out_.u1(static_cast<uint64_t>(ty));
            out_.raw(p, n);
          }
          break;
        }
        default:
          return false;
      }
    }
    return r.ok();
  }

  void class_dump(Reader& r, bool writing) {
    uintptr_t id = r.pointer();
    uintptr_t super = r.pointer(), loader = r.pointer(), signers = r.pointer(), domain = r.pointer();
    r.pointer();
    r.pointer();
    uint64_t instance_size = r.number(4);
    supers_[id] = super;
    const ClassInfo& c = a_.tables.classes[class_index(id)];
    for (jint i = 0; i < c.num_interfaces; ++i) r.pointer();
    if (writing) {
      out_.u1(JVMPI_GC_CLASS_DUMP);
      out_.id(file_id(id));
      out_.u4(0);
      out_.id(file_id(super));
      out_.id(file_id(loader));
      out_.id(file_id(signers));
      out_.id(file_id(domain));
      out_.id(0);
      out_.id(0);
      out_.u4(instance_size);
    }
    uint32_t cp = static_cast<uint32_t>(r.number(2));
    if (writing) out_.u2(cp);
    for (uint32_t i = 0; i < cp && r.ok(); ++i) {
      uint64_t index = r.number(2);
      int ty = static_cast<int>(r.number(1));
      if (writing) {
        out_.u2(index);
        out_.u1(static_cast<uint64_t>(ty));
        value(r, ty);
      } else {
        r.skip(type_size(ty));
      }
    }
    if (writing) out_.u2(c.statics.size());
    for (const FieldInfo& f : c.statics) {
      if (writing) {
        out_.id(w_.string_id(f.name));
        out_.u1(static_cast<uint64_t>(signature_type(f.signature)));
        value(r, signature_type(f.signature));
      } else {
        r.skip(signature_size(f.signature));
      }
    }
    if (!writing) return;
    out_.u2(c.instances.size());
    for (const FieldInfo& f : c.instances) {
      out_.id(w_.string_id(f.name));
      out_.u1(static_cast<uint64_t>(signature_type(f.signature)));
    }
  }

  const JVMPI_Event& event_;
  Agent& a_;
  BinaryWriter& w_;
  Body out_;
  std::unordered_map<uintptr_t, uintptr_t> supers_;
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
