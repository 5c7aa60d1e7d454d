// heap=dump: HEAP DUMP BEGIN ... END from a level-2 JVMPI heap dump
// (buffer format: docs/formats.md, "JVMPI dump buffers"; text lines:
// docs/formats.md, "HPROF text file"). The VM answers RequestEvent in this
// thread, with the world running again and collection held off, so the IDs
// in the buffer stay valid and the agent may allocate and ask the VM more.
#include <cinttypes>
#include <cstdio>
#include <cstring>

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

// HEAP DUMP's lines, one HeapDumpReader visitor call at a time.
class DumpPrinter {
 public:
  explicit DumpPrinter(const JVMPI_Event& e)
      : event_(e), a_(agent()), reader_(e.u.heap_dump.begin, e.u.heap_dump.end) {}

  void print() {
    // Pass 1 learns every class's superclass, which pass 2 needs to name
    // the fields of instances (their values run up the class chain).
    bool readable = reader_.learn_classes(*this);
    if (readable) {
      thread_roots();
      readable = reader_.visit(*this);
    }
    if (!readable) {
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

  // ---- HeapDumpReader's visitor (dump_reader.h) ----

  const ClassInfo& class_layout(uintptr_t id) {
    return a_.tables.classes[a_.tables.class_of(reinterpret_cast<jobjectID>(id))];
  }

  void root(const DumpRoot& root) {
    std::string line = "ROOT " + hex(root.object);
    switch (root.kind) {
      case JVMPI_GC_ROOT_JNI_GLOBAL: line += " (kind=<JNI global ref>, id=" + hex(root.global_ref) + ", trace=0)"; break;
      case JVMPI_GC_ROOT_JNI_LOCAL:
      case JVMPI_GC_ROOT_JAVA_FRAME:
        line += root.kind == JVMPI_GC_ROOT_JNI_LOCAL ? " (kind=<JNI local ref>" : " (kind=<Java stack>";
        line += ", thread=" + std::to_string(thread_serial(root.env)) + ", frame=" + std::to_string(root.frame) + ")";
        break;
      case JVMPI_GC_ROOT_NATIVE_STACK:
      case JVMPI_GC_ROOT_THREAD_BLOCK:
        line += root.kind == JVMPI_GC_ROOT_NATIVE_STACK ? " (kind=<native stack>" : " (kind=<thread block>";
        line += ", thread=" + std::to_string(thread_serial(root.env)) + ")";
        break;
      case JVMPI_GC_ROOT_STICKY_CLASS: line += " (kind=<system class>, name=" + class_name(root.object) + ")"; break;
      case JVMPI_GC_ROOT_MONITOR_USED: line += " (kind=<busy monitor>)"; break;
      default: line += " (kind=<unknown>)"; break;
    }
    out_.push_back(std::move(line));
  }

  void class_dump(const ClassDump& c, const ClassInfo& layout) {
    out_.push_back("CLS " + hex(c.id) + " (name=" + layout.name + ", trace=0)");
    if (c.super != 0) out_.push_back("\tsuper\t\t" + hex(c.super));
    if (c.loader != 0) out_.push_back("\tloader\t\t" + hex(c.loader));
    if (c.signers != 0) out_.push_back("\tsigners\t\t" + hex(c.signers));
    if (c.domain != 0) out_.push_back("\tdomain\t\t" + hex(c.domain));
    for (const DumpConstant& k : c.constants) {
      if (k.value.reference != 0) out_.push_back("\tconstant[" + std::to_string(k.index) + "]\t" + hex(k.value.reference));
    }
    for (size_t i = 0; i < c.statics.size(); ++i) {
      if (c.statics[i].reference != 0) out_.push_back("\tstatic " + layout.statics[i].name + "\t" + hex(c.statics[i].reference));
    }
  }

  void instance_begin(const InstanceDump& d) {
    out_.push_back("OBJ " + hex(d.id) + " " + size_and_trace(d.id) + ", class=" + class_name(d.class_id) + "@" +
                   hex(d.class_id) + ")");
  }

  void instance_field(const FieldInfo& f, const DumpValue& v) {
    if (v.reference != 0) out_.push_back("\t" + f.name + "\t" + (f.name.size() < 8 ? "\t" : "") + hex(v.reference));
  }

  void instance_end(const InstanceDump&, const char*, size_t) {}

  void object_array(const ObjectArrayDump& d) {
    out_.push_back("ARR " + hex(d.id) + " " + size_and_trace(d.id) + ", nelems=" + std::to_string(d.length) +
                   ", elem type=" + class_name(d.element_class) + "@" + hex(d.element_class) + ")");
    for (uint32_t i = 0; i < d.length; ++i) {
      uintptr_t v = d.element(i);
      if (v != 0) out_.push_back("\t[" + std::to_string(i) + "]\t\t" + hex(v));
    }
  }

  void primitive_array(const PrimitiveArrayDump& d) {
    out_.push_back("ARR " + hex(d.id) + " " + size_and_trace(d.id) + ", nelems=" + std::to_string(d.length) +
                   ", elem type=" + primitive_name(d.type) + ")");
  }

 private:
  uint32_t thread_serial(uintptr_t env) { return a_.tables.thread_serial(reinterpret_cast<JNIEnv*>(env)); }

  std::string class_name(uintptr_t id) { return class_layout(id).name; }

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
      uint32_t serial = 0;
      uint32_t trace = dump_thread_trace(t, &serial);
      traces_.push_back(trace);
      out_.push_back("ROOT " + hex(reinterpret_cast<uintptr_t>(a_.jvmpi->GetThreadObject(t.env_id))) +
                     " (kind=<thread>, id=" + std::to_string(serial) + ", trace=" + std::to_string(trace) + ")");
    }
  }

  const JVMPI_Event& event_;
  Agent& a_;
  HeapDumpReader reader_;
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
