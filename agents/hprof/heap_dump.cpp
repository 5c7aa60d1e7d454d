// heap=dump: HEAP DUMP BEGIN ... END from a level-2 JVMPI heap dump
// (buffer format: docs/formats.md, "JVMPI dump buffers"; text lines:
// docs/formats.md, "HPROF text file"). The VM answers RequestEvent in this
// thread, with the world running again and collection held off, so the IDs
// in the buffer stay valid and the agent may allocate and ask the VM more.
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <unordered_map>

#include "dump_reader.h"
#include "hprof.h"
#include "text_writer.h"

namespace hprof {

namespace {

const char* primitive_name(int ty) {
  switch (ty) {
    case JVMPI_BOOLEAN: return "boolean";
    case JVMPI_BYTE: return "byte";
    case JVMPI_CHAR: return "char";
    case JVMPI_SHORT: return "short";
    case JVMPI_INT: return "int";
    case JVMPI_LONG: return "long";
    case JVMPI_FLOAT: return "float";
    case JVMPI_DOUBLE: return "double";  // H1 printed "long" here, a bug
    default: return "<Unknown>";
  }
}

std::string hex(uintptr_t v) {
  char text[24];
  std::snprintf(text, sizeof text, "%" PRIxPTR, v);
  return text;
}

class DumpPrinter {
 public:
  explicit DumpPrinter(const JVMPI_Event& e) : event_(e), a_(agent()) {}

  void print() {
    // Pass 1 learns every class's superclass, which pass 2 needs to name
    // the fields of instances (their values run up the class chain).
    if (!walk(false) || !walk(true)) {
      out_.push_back("HEAP DUMP: a record could not be read; the rest is left out");
    }
    uint64_t objects = 0, bytes = 0;
    sites_totals(&objects, &bytes);
    TextWriter& w = *a_.writer;
    for (uint32_t serial : traces_) w.trace_record(serial);
    w.line("HEAP DUMP BEGIN (" + std::to_string(objects) + " objects, " + std::to_string(bytes) + " bytes) " +
               ctime_now(), false);
    for (const std::string& line : out_) w.line(line);
    w.line("HEAP DUMP END");
  }

 private:
  uint32_t thread_serial(uintptr_t env) { return a_.tables.thread_serial(reinterpret_cast<JNIEnv*>(env)); }

  std::string class_name(uintptr_t id) {
    return a_.tables.classes[a_.tables.class_of(reinterpret_cast<jobjectID>(id))].name;
  }

  // "(sz=N, trace=N" of an object, remembering the trace for its record.
  std::string size_and_trace(uintptr_t object) {
    uint32_t size = 0, trace = 0;
    object_info(reinterpret_cast<jobjectID>(object), &size, &trace);
    if (trace != 0) traces_.push_back(trace);
    return "(sz=" + std::to_string(size) + ", trace=" + std::to_string(trace);
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
      out_.push_back("ROOT " + hex(reinterpret_cast<uintptr_t>(a_.jvmpi->GetThreadObject(t.env_id))) +
                     " (kind=<thread>, id=" + std::to_string(serial) + ", trace=" + std::to_string(trace) + ")");
    }
  }

  bool walk(bool printing) {
    if (printing) thread_roots();
    Reader r(event_.u.heap_dump.begin, event_.u.heap_dump.end);
    auto emit = [&](std::string line) {
      if (printing) out_.push_back(std::move(line));
    };
    while (!r.done() && r.ok()) {
      int tag = static_cast<int>(r.number(1));
      switch (tag) {
        case JVMPI_GC_ROOT_UNKNOWN: emit("ROOT " + hex(r.pointer()) + " (kind=<unknown>)"); break;
        case JVMPI_GC_ROOT_JNI_GLOBAL: {
          uintptr_t obj = r.pointer(), ref = r.pointer();
          emit("ROOT " + hex(obj) + " (kind=<JNI global ref>, id=" + hex(ref) + ", trace=0)");
          break;
        }
        case JVMPI_GC_ROOT_JNI_LOCAL:
        case JVMPI_GC_ROOT_JAVA_FRAME: {
          uintptr_t obj = r.pointer(), env = r.pointer();
          int32_t frame = static_cast<int32_t>(r.number(4));
          if (printing) {
            emit("ROOT " + hex(obj) + (tag == JVMPI_GC_ROOT_JNI_LOCAL ? " (kind=<JNI local ref>" : " (kind=<Java stack>") +
                 ", thread=" + std::to_string(thread_serial(env)) + ", frame=" + std::to_string(frame) + ")");
          }
          break;
        }
        case JVMPI_GC_ROOT_NATIVE_STACK:
        case JVMPI_GC_ROOT_THREAD_BLOCK: {
          uintptr_t obj = r.pointer(), env = r.pointer();
          if (printing) {
            emit("ROOT " + hex(obj) + (tag == JVMPI_GC_ROOT_NATIVE_STACK ? " (kind=<native stack>" : " (kind=<thread block>") +
                 ", thread=" + std::to_string(thread_serial(env)) + ")");
          }
          break;
        }
        case JVMPI_GC_ROOT_STICKY_CLASS: {
          uintptr_t obj = r.pointer();
          if (printing) emit("ROOT " + hex(obj) + " (kind=<system class>, name=" + class_name(obj) + ")");
          break;
        }
        case JVMPI_GC_ROOT_MONITOR_USED: emit("ROOT " + hex(r.pointer()) + " (kind=<busy monitor>)"); break;
        case JVMPI_GC_CLASS_DUMP: class_dump(r, printing); break;
        case JVMPI_GC_INSTANCE_DUMP: instance_dump(r, printing); break;
        case JVMPI_GC_OBJ_ARRAY_DUMP: {
          uintptr_t arr = r.pointer();
          uint32_t length = static_cast<uint32_t>(r.number(4));
          uintptr_t element_class = r.pointer();
          if (printing) {
            emit("ARR " + hex(arr) + " " + size_and_trace(arr) + ", nelems=" + std::to_string(length) +
                 ", elem type=" + class_name(element_class) + "@" + hex(element_class) + ")");
          }
          for (uint32_t i = 0; i < length && r.ok(); ++i) {
            uintptr_t v = r.pointer();
            if (v != 0) emit("\t[" + std::to_string(i) + "]\t\t" + hex(v));
          }
          break;
        }
        case JVMPI_GC_PRIM_ARRAY_DUMP: {
          uintptr_t arr = r.pointer();
          uint32_t length = static_cast<uint32_t>(r.number(4));
          int ty = static_cast<int>(r.number(1));
          if (type_size(ty) == 0) return false;
          if (printing) {
            emit("ARR " + hex(arr) + " " + size_and_trace(arr) + ", nelems=" + std::to_string(length) +
                 ", elem type=" + primitive_name(ty) + ")");
          }
          r.skip(static_cast<size_t>(length) * type_size(ty));
          break;
        }
        default:
          return false;
      }
    }
    return r.ok();
  }

  void class_dump(Reader& r, bool printing) {
    uintptr_t id = r.pointer();
    uintptr_t super = r.pointer(), loader = r.pointer(), signers = r.pointer(), domain = r.pointer();
    r.pointer();  // the class name String
    r.pointer();  // reserved
    r.number(4);  // instance size
    const ClassInfo& c = a_.tables.classes[a_.tables.class_of(reinterpret_cast<jobjectID>(id))];
    supers_[id] = super;
    for (jint i = 0; i < c.num_interfaces; ++i) r.pointer();
    std::vector<std::string> lines;
    uint32_t cp = static_cast<uint32_t>(r.number(2));
    for (uint32_t i = 0; i < cp && r.ok(); ++i) {
      uint32_t index = static_cast<uint32_t>(r.number(2));
      int ty = static_cast<int>(r.number(1));
      if (ty == JVMPI_CLASS) {
        uintptr_t v = r.pointer();
        if (v != 0) lines.push_back("\tconstant[" + std::to_string(index) + "]\t" + hex(v));
      } else {
        r.skip(type_size(ty));
      }
    }
    for (const FieldInfo& f : c.statics) {
      if (is_reference(f.signature)) {
        uintptr_t v = r.pointer();
        if (v != 0) lines.push_back("\tstatic " + f.name + "\t" + hex(v));
      } else {
        r.skip(signature_size(f.signature));
      }
    }
    if (!printing) return;
    out_.push_back("CLS " + hex(id) + " (name=" + c.name + ", trace=0)");
    if (super != 0) out_.push_back("\tsuper\t\t" + hex(super));
    if (loader != 0) out_.push_back("\tloader\t\t" + hex(loader));
    if (signers != 0) out_.push_back("\tsigners\t\t" + hex(signers));
    if (domain != 0) out_.push_back("\tdomain\t\t" + hex(domain));
    for (std::string& l : lines) out_.push_back(std::move(l));
  }

  void instance_dump(Reader& r, bool printing) {
    uintptr_t obj = r.pointer(), class_id = r.pointer();
    uint32_t bytes = static_cast<uint32_t>(r.number(4));
    if (!printing) {
      r.skip(bytes);
      return;
    }
    out_.push_back("OBJ " + hex(obj) + " " + size_and_trace(obj) + ", class=" + class_name(class_id) + "@" +
                   hex(class_id) + ")");
    // The values: this class's fields, then its superclass's, and so on;
    // a chain we cannot follow ends the listing (the count says where the
    // record ends whatever happens).
    size_t used = 0;
    for (uintptr_t c = class_id; c != 0 && used < bytes; ) {
      const ClassInfo& info = a_.tables.classes[a_.tables.class_of(reinterpret_cast<jobjectID>(c))];
      for (const FieldInfo& f : info.instances) {
        size_t size = signature_size(f.signature);
        if (used + size > bytes) break;
        if (is_reference(f.signature)) {
          uintptr_t v = r.pointer();
          if (v != 0) out_.push_back("\t" + f.name + "\t" + (f.name.size() < 8 ? "\t" : "") + hex(v));
        } else {
          r.skip(size);
        }
        used += size;
      }
      auto next = supers_.find(c);
      c = next == supers_.end() ? 0 : next->second;
    }
    r.skip(bytes - used);
  }

  const JVMPI_Event& event_;
  Agent& a_;
  std::unordered_map<uintptr_t, uintptr_t> supers_;
  std::vector<std::string> out_;
  std::vector<uint32_t> traces_;
};

}  // namespace

void heap_dump_write() {
  Agent& a = agent();
  JVMPI_HeapDumpArg arg{JVMPI_DUMP_LEVEL_2};
  if (a.jvmpi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, &arg) != JVMPI_SUCCESS && a.writer != nullptr) {
    a.writer->line("HEAP DUMP BEGIN (0 objects, 0 bytes) " + ctime_now(), false);
    a.writer->line("HEAP DUMP END");
  }
}

void heap_dump_event(const JVMPI_Event& event) {
  if (event.u.heap_dump.dump_level != JVMPI_DUMP_LEVEL_2) return;
  DumpPrinter(event).print();
}

}  // namespace hprof
