// The dump test agent (test/agents/dumps, issue 4).
//
// In the MONITOR_WAIT event of the program's Thread.sleep(1234) it turns GC
// off (the IDs it collects must stay valid between requests) and requests
// HEAP_DUMP at levels 2, 1 and 0 (and with a NULL argument), OBJECT_DUMPs
// of known objects and a MONITOR_DUMP. It parses every buffer as
// docs/formats.md ("JVMPI dump buffers") lays it out: u1 tags, IDs and JNIEnv pointers as
// native pointers, integers and primitive values big-endian, instance
// values in CLASS_LOAD instances[] order then the superclasses', CLASS_DUMP
// interfaces counted by CLASS_LOAD's num_interfaces and statics by its
// statics[]. The class descriptions come from RequestEvent(CLASS_LOAD) for
// each class ID met in a dump, so a class that moved since it was loaded
// is still described correctly.
//
// It checks the dumps against the values Main.java sets and prints
// "dumps: ..." lines on stderr (test/agents/jvmpi_cases.py reads them); a
// broken expectation is a "dumps: FAIL ..." line.
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "jvmpi.h"

namespace {

constexpr jlong kDumpSleepMs = 1234;  // Thread.sleep(1234) in Main.java
constexpr size_t kPtr = sizeof(void*);

JVMPI_Interface* g_jvmpi = nullptr;
JVMPI_RawMonitor g_raw = nullptr;  // "dump-raw", held during the monitor dump

std::mutex g_lock;                        // guards the two below
std::map<std::string, JNIEnv*> g_envs;    // thread name -> JNIEnv *, from THREAD_START
std::set<JNIEnv*> g_ended;                // from THREAD_END
bool g_dumped = false;
int g_failures = 0;  // only touched on the thread that dumps

void vprint(const char* prefix, const char* fmt, va_list args) {
  char buffer[1024];
  vsnprintf(buffer, sizeof buffer, fmt, args);
  fprintf(stderr, "dumps: %s%s\n", prefix, buffer);
}

void say(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
void say(const char* fmt, ...) {
  va_list args;
  va_start(args, fmt);
  vprint("", fmt, args);
  va_end(args);
}

// Returns 1, for counting problems: bad += fail(...).
int fail(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
int fail(const char* fmt, ...) {
  va_list args;
  va_start(args, fmt);
  vprint("FAIL ", fmt, args);
  va_end(args);
  ++g_failures;
  return 1;
}

void* vp(const void* p) { return const_cast<void*>(p); }

JNIEnv* thread_env(const std::string& name) {
  std::lock_guard<std::mutex> guard(g_lock);
  auto it = g_envs.find(name);
  return it != g_envs.end() ? it->second : nullptr;
}

// ---- the answers of RequestEvent -------------------------------------------

struct ClassInfo {
  std::string name;
  jint num_interfaces = 0;
  std::vector<std::pair<std::string, std::string>> statics;    // name, signature
  std::vector<std::pair<std::string, std::string>> instances;  // name, signature
};

// One requested event, copied while NotifyEvent runs (its buffers are the
// VM's and live only until the callback returns).
struct Answer {
  jint wanted = 0;
  int count = 0;
  bool requested_bit = true;
  int dump_level = -1;
  std::vector<unsigned char> bytes;  // heap/monitor dump begin..end, object dump data
  jint data_len = -1;
  std::vector<JNIEnv*> trace_envs;   // heap_dump/monitor_dump traces
  std::vector<jint> trace_frames;
  std::vector<jint> status;          // monitor_dump threads_status (empty when NULL)
  bool status_null = false;
  ClassInfo cls;                     // CLASS_LOAD
  jobjectID class_id = nullptr;
};
thread_local Answer* t_answer = nullptr;

void copy_traces(Answer* a, jint n, const JVMPI_CallTrace* traces) {
  for (jint i = 0; traces != nullptr && i < n; ++i) {
    a->trace_envs.push_back(traces[i].env_id);
    a->trace_frames.push_back(traces[i].num_frames);
  }
}

void take_answer(const JVMPI_Event* e, jint type) {
  Answer* a = t_answer;
  a->count++;
  a->requested_bit = a->requested_bit && (e->event_type & JVMPI_REQUESTED_EVENT) != 0;
  switch (type) {
    case JVMPI_EVENT_HEAP_DUMP:
      a->dump_level = e->u.heap_dump.dump_level;
      if (e->u.heap_dump.begin != nullptr && e->u.heap_dump.end >= e->u.heap_dump.begin) {
        a->bytes.assign(e->u.heap_dump.begin, e->u.heap_dump.end);
      }
      copy_traces(a, e->u.heap_dump.num_traces, e->u.heap_dump.traces);
      break;
    case JVMPI_EVENT_MONITOR_DUMP:
      if (e->u.monitor_dump.begin != nullptr && e->u.monitor_dump.end >= e->u.monitor_dump.begin) {
        a->bytes.assign(e->u.monitor_dump.begin, e->u.monitor_dump.end);
      }
      copy_traces(a, e->u.monitor_dump.num_traces, e->u.monitor_dump.traces);
      a->status_null = e->u.monitor_dump.threads_status == nullptr;
      if (!a->status_null) {
        a->status.assign(e->u.monitor_dump.threads_status, e->u.monitor_dump.threads_status + e->u.monitor_dump.num_traces);
      }
      break;
    case JVMPI_EVENT_OBJECT_DUMP:
      a->data_len = e->u.object_dump.data_len;
      if (e->u.object_dump.data != nullptr && e->u.object_dump.data_len > 0) {
        a->bytes.assign(e->u.object_dump.data, e->u.object_dump.data + e->u.object_dump.data_len);
      }
      break;
    case JVMPI_EVENT_OBJECT_ALLOC:
      a->class_id = e->u.obj_alloc.class_id;
      break;
    case JVMPI_EVENT_CLASS_LOAD: {
      const auto& c = e->u.class_load;
      a->class_id = c.class_id;
      a->cls.name = c.class_name != nullptr ? c.class_name : "(null)";
      a->cls.num_interfaces = c.num_interfaces;
      for (jint i = 0; i < c.num_static_fields; ++i) a->cls.statics.emplace_back(c.statics[i].field_name, c.statics[i].field_signature);
      for (jint i = 0; i < c.num_instance_fields; ++i) a->cls.instances.emplace_back(c.instances[i].field_name, c.instances[i].field_signature);
      break;
    }
    default:
      break;
  }
}

// RequestEvent, checked: success and one synchronous answer flagged as
// requested. Returns false (having said why) otherwise.
bool request(jint type, void* arg, const char* what, Answer* out) {
  out->wanted = type;
  Answer* outer = t_answer;
  t_answer = out;
  jint rc = g_jvmpi->RequestEvent(type, arg);
  t_answer = outer;
  if (rc != JVMPI_SUCCESS) {
    fail("RequestEvent(%s) returned %d", what, static_cast<int>(rc));
    return false;
  }
  if (out->count != 1) {
    fail("RequestEvent(%s): %d events before it returned (expected 1)", what, out->count);
    return false;
  }
  if (!out->requested_bit) fail("RequestEvent(%s): the event lacks JVMPI_REQUESTED_EVENT", what);
  return true;
}

// Class descriptions by ID; valid only while GC stays off (dump_all).
std::map<jobjectID, ClassInfo> g_classes;

const ClassInfo* class_info(jobjectID id) {
  auto it = g_classes.find(id);
  if (it != g_classes.end()) return &it->second;
  Answer a;
  char what[64];
  snprintf(what, sizeof what, "CLASS_LOAD, %p", vp(id));
  if (!request(JVMPI_EVENT_CLASS_LOAD, id, what, &a)) return nullptr;
  if (a.class_id != id) {
    fail("requested CLASS_LOAD for %p describes %p", vp(id), vp(a.class_id));
    return nullptr;
  }
  return &(g_classes[id] = a.cls);
}

std::string class_name(jobjectID id) {
  if (id == nullptr) return "NULL";
  const ClassInfo* info = class_info(id);
  return info != nullptr ? info->name : "?";
}

// ---- parsing ----------------------------------------------------------------

bool is_ref(char sig) { return sig == 'L' || sig == '['; }

size_t sig_size(char sig) {
  switch (sig) {
    case 'Z': case 'B': return 1;
    case 'C': case 'S': return 2;
    case 'I': case 'F': return 4;
    case 'J': case 'D': return 8;
    default: return kPtr;
  }
}

// Size of a value of a JVMPI type code (§3.6), 0 for an unknown code.
size_t type_size(int ty) {
  switch (ty) {
    case JVMPI_CLASS: return kPtr;
    case JVMPI_BOOLEAN: case JVMPI_BYTE: return 1;
    case JVMPI_CHAR: case JVMPI_SHORT: return 2;
    case JVMPI_INT: case JVMPI_FLOAT: return 4;
    case JVMPI_LONG: case JVMPI_DOUBLE: return 8;
    default: return 0;
  }
}

class Reader {
 public:
  Reader(const unsigned char* data, size_t size) : data_(data), size_(size) {}
  bool ok() const { return ok_; }
  bool at_end() const { return pos_ >= size_; }
  size_t pos() const { return pos_; }
  uint64_t be(size_t n) {
    if (!need(n)) return 0;
    uint64_t v = 0;
    for (size_t i = 0; i < n; ++i) v = (v << 8) | data_[pos_ + i];
    pos_ += n;
    return v;
  }
  uint8_t u1() { return static_cast<uint8_t>(be(1)); }
  uint16_t u2() { return static_cast<uint16_t>(be(2)); }
  uint32_t u4() { return static_cast<uint32_t>(be(4)); }
  void* ptr() {
    void* p = nullptr;
    if (need(kPtr)) {
      memcpy(&p, data_ + pos_, kPtr);
      pos_ += kPtr;
    }
    return p;
  }
  jobjectID id() { return static_cast<jobjectID>(ptr()); }
  JNIEnv* env() { return static_cast<JNIEnv*>(ptr()); }
  std::vector<unsigned char> bytes(size_t n) {
    if (!need(n)) return {};
    std::vector<unsigned char> out(data_ + pos_, data_ + pos_ + n);
    pos_ += n;
    return out;
  }

 private:
  bool need(size_t n) {
    if (ok_ && n <= size_ - pos_) return true;
    ok_ = false;
    return false;
  }
  const unsigned char* data_;
  size_t size_;
  size_t pos_ = 0;
  bool ok_ = true;
};

// A field value of a dump: primitive bits (big-endian decoded) or an ID.
struct Value {
  char sig = 0;
  uint64_t bits = 0;
  jobjectID ref = nullptr;
};

Value read_value(Reader& r, char sig) {
  Value v;
  v.sig = sig;
  if (is_ref(sig)) {
    v.ref = r.id();
  } else {
    v.bits = r.be(sig_size(sig));
  }
  return v;
}

struct Record {
  int tag = 0;
  size_t begin = 0, end = 0;  // bytes of the record, tag included
  jobjectID id = nullptr;     // the object, class, array or root's object
  JNIEnv* env = nullptr;      // roots with a thread
  uint32_t frame = 0;         // JNI_LOCAL, JAVA_FRAME
  jobjectID super = nullptr;  // CLASS_DUMP
  uint32_t instance_size = 0;
  std::vector<jobjectID> interfaces;
  std::vector<Value> statics;  // CLASS_DUMP, in statics[] order (refs only at level 1)
  jobjectID class_id = nullptr;  // INSTANCE_DUMP
  std::vector<unsigned char> values;  // INSTANCE_DUMP field bytes
  uint32_t length = 0;                // arrays
  jobjectID element_class = nullptr;  // OBJ_ARRAY_DUMP
  std::vector<jobjectID> elements;
  int element_type = 0;               // PRIM_ARRAY_DUMP
  std::vector<unsigned char> prims;
};

bool is_object_record(int tag) {
  return tag == JVMPI_GC_CLASS_DUMP || tag == JVMPI_GC_INSTANCE_DUMP || tag == JVMPI_GC_OBJ_ARRAY_DUMP ||
         tag == JVMPI_GC_PRIM_ARRAY_DUMP;
}

struct Parsed {
  bool ok = false;
  std::vector<Record> records;
  std::map<jobjectID, size_t> objects;  // object ID -> index of its record
  std::map<int, int> tag_counts;
  const Record* object(jobjectID id) const {
    auto it = objects.find(id);
    return it != objects.end() ? &records[it->second] : nullptr;
  }
};

// One record's body after its tag; false on a malformed record.
bool parse_record(Reader& r, int level, Record& rec, std::string* error) {
  switch (rec.tag) {
    case JVMPI_GC_ROOT_UNKNOWN:
    case JVMPI_GC_ROOT_STICKY_CLASS:
    case JVMPI_GC_ROOT_MONITOR_USED:
      rec.id = r.id();
      return true;
    case JVMPI_GC_ROOT_JNI_GLOBAL:
      rec.id = r.id();
      r.ptr();  // the global reference
      return true;
    case JVMPI_GC_ROOT_JNI_LOCAL:
    case JVMPI_GC_ROOT_JAVA_FRAME:
      rec.id = r.id();
      rec.env = r.env();
      rec.frame = r.u4();
      return true;
    case JVMPI_GC_ROOT_NATIVE_STACK:
    case JVMPI_GC_ROOT_THREAD_BLOCK:
      rec.id = r.id();
      rec.env = r.env();
      return true;
    case JVMPI_GC_CLASS_DUMP: {
      rec.id = r.id();
      rec.super = r.id();
      for (int i = 0; i < 5; ++i) r.ptr();  // loader, signers, protection domain, name, reserved
      rec.instance_size = r.u4();
      if (!r.ok()) return true;
      const ClassInfo* info = class_info(rec.id);
      if (info == nullptr) {
        *error = "CLASS_DUMP of a class RequestEvent(CLASS_LOAD) does not describe";
        return false;
      }
      for (jint i = 0; i < info->num_interfaces; ++i) rec.interfaces.push_back(r.id());
      uint16_t cp = r.u2();
      for (uint16_t i = 0; i < cp && r.ok(); ++i) {
        r.u2();
        int ty = r.u1();
        if (type_size(ty) == 0) {
          *error = "CLASS_DUMP constant pool entry of unknown type " + std::to_string(ty);
          return false;
        }
        if (ty == JVMPI_CLASS) {
          r.ptr();
        } else {
          r.be(type_size(ty));
        }
      }
      for (const auto& [name, sig] : info->statics) {
        if (level == JVMPI_DUMP_LEVEL_1 && !is_ref(sig[0])) continue;
        rec.statics.push_back(read_value(r, sig[0]));
      }
      return true;
    }
    case JVMPI_GC_INSTANCE_DUMP: {
      rec.id = r.id();
      rec.class_id = r.id();
      uint32_t n = r.u4();
      rec.values = r.bytes(n);
      return true;
    }
    case JVMPI_GC_OBJ_ARRAY_DUMP: {
      rec.id = r.id();
      rec.length = r.u4();
      rec.element_class = r.id();
      for (uint32_t i = 0; i < rec.length && r.ok(); ++i) rec.elements.push_back(r.id());
      return true;
    }
    case JVMPI_GC_PRIM_ARRAY_DUMP: {
      rec.id = r.id();
      rec.length = r.u4();
      rec.element_type = r.u1();
      if (rec.element_type < JVMPI_BOOLEAN || rec.element_type > JVMPI_LONG) {
        *error = "PRIM_ARRAY_DUMP of element type " + std::to_string(rec.element_type);
        return false;
      }
      if (level == JVMPI_DUMP_LEVEL_2) rec.prims = r.bytes(rec.length * type_size(rec.element_type));
      return true;
    }
    default:
      *error = "unknown record tag";
      return false;
  }
}

// A level 1 or 2 heap dump, consumed exactly to its end.
Parsed parse_heap(const std::vector<unsigned char>& bytes, int level) {
  Parsed out;
  Reader r(bytes.data(), bytes.size());
  while (!r.at_end()) {
    Record rec;
    rec.begin = r.pos();
    rec.tag = r.u1();
    std::string error;
    if (!parse_record(r, level, rec, &error) || !r.ok()) {
      if (error.empty()) error = "record runs past the end of the buffer";
      fail("level %d: %s (tag 0x%02x at offset %zu of %zu)", level, error.c_str(), rec.tag, rec.begin, bytes.size());
      return out;
    }
    rec.end = r.pos();
    out.tag_counts[rec.tag]++;
    if (is_object_record(rec.tag)) {
      if (!out.objects.emplace(rec.id, out.records.size()).second) {
        fail("level %d: object %p dumped twice", level, vp(rec.id));
      }
    }
    out.records.push_back(std::move(rec));
  }
  out.ok = true;
  return out;
}

// ---- checking the heap dumps ------------------------------------------------

struct FieldValue {
  std::string owner, name;
  Value value;
};

// The instance values of `rec`, named: the class's instances[], then each
// superclass's (the superclass links come from the dump's CLASS_DUMPs).
// False when the byte count does not match the fields.
bool decode_instance(const Parsed& dump, const Record& rec, int level, std::vector<FieldValue>* out) {
  size_t expected = 0;
  std::vector<jobjectID> chain;
  for (jobjectID k = rec.class_id; k != nullptr;) {
    const ClassInfo* info = class_info(k);
    const Record* class_record = dump.object(k);
    if (info == nullptr || class_record == nullptr || class_record->tag != JVMPI_GC_CLASS_DUMP) return false;
    chain.push_back(k);
    for (const auto& [name, sig] : info->instances) {
      if (level == JVMPI_DUMP_LEVEL_2 || is_ref(sig[0])) expected += sig_size(sig[0]);
    }
    k = class_record->super;
    if (chain.size() > 64) return false;
  }
  if (expected != rec.values.size()) return false;
  if (out == nullptr) return true;
  Reader r(rec.values.data(), rec.values.size());
  for (jobjectID k : chain) {
    const ClassInfo* info = class_info(k);
    for (const auto& [name, sig] : info->instances) {
      if (level == JVMPI_DUMP_LEVEL_1 && !is_ref(sig[0])) continue;
      out->push_back(FieldValue{info->name, name, read_value(r, sig[0])});
    }
  }
  return r.ok() && r.at_end();
}

const Value* field(const std::vector<FieldValue>& fields, const std::string& name) {
  for (const FieldValue& f : fields) {
    if (f.name == name) return &f.value;
  }
  return nullptr;
}

const Value* static_value(const Record& class_record, const std::string& name, int level) {
  const ClassInfo* info = class_info(class_record.id);
  if (info == nullptr) return nullptr;
  size_t index = 0;
  for (const auto& [n, sig] : info->statics) {
    if (level == JVMPI_DUMP_LEVEL_1 && !is_ref(sig[0])) continue;
    if (n == name) return index < class_record.statics.size() ? &class_record.statics[index] : nullptr;
    ++index;
  }
  return nullptr;
}

const Record* class_record_named(const Parsed& dump, const std::string& name) {
  for (const Record& rec : dump.records) {
    if (rec.tag == JVMPI_GC_CLASS_DUMP && class_name(rec.id) == name) return &rec;
  }
  return nullptr;
}

uint64_t float_bits(float f) {
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return u;
}
uint64_t double_bits(double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}

// What the level-2 dump says about the program's objects.
struct Known {
  jobjectID marker = nullptr, ints = nullptr, objs = nullptr, held = nullptr, waited_on = nullptr;
  jobjectID array_class = nullptr, primitive_class = nullptr;
  jobjectID marker_class = nullptr, object_class = nullptr;
};

void expect_bits(const std::vector<FieldValue>& fields, const char* name, uint64_t want, int* bad) {
  const Value* v = field(fields, name);
  if (v == nullptr || v->bits != want) {
    fail("Marker.%s: %s%llx, expected %llx", name, v == nullptr ? "missing " : "0x",
         static_cast<unsigned long long>(v != nullptr ? v->bits : 0), static_cast<unsigned long long>(want));
    ++*bad;
  }
}

// Every reference in the dump names an object the dump has (it holds what
// is reachable, so it is closed under references); every root names one.
void check_closure(const Parsed& dump, int level) {
  long dangling = 0;
  auto check = [&](jobjectID id, const char* where, const Record& rec) {
    if (id == nullptr || dump.object(id) != nullptr) return;
    if (++dangling <= 5) fail("level %d: %s of record 0x%02x %p names %p, which the dump lacks", level, where, rec.tag, vp(rec.id), vp(id));
  };
  for (const Record& rec : dump.records) {
    switch (rec.tag) {
      case JVMPI_GC_CLASS_DUMP:
        check(rec.super, "super", rec);
        for (jobjectID i : rec.interfaces) check(i, "interface", rec);
        for (const Value& v : rec.statics) {
          if (is_ref(v.sig)) check(v.ref, "static", rec);
        }
        break;
      case JVMPI_GC_INSTANCE_DUMP: {
        check(rec.class_id, "class", rec);
        std::vector<FieldValue> fields;
        if (decode_instance(dump, rec, level, &fields)) {
          for (const FieldValue& f : fields) {
            if (is_ref(f.value.sig)) check(f.value.ref, "field", rec);
          }
        }
        break;
      }
      case JVMPI_GC_OBJ_ARRAY_DUMP:
        check(rec.element_class, "element class", rec);
        for (jobjectID e : rec.elements) check(e, "element", rec);
        break;
      case JVMPI_GC_PRIM_ARRAY_DUMP:
        break;
      default:
        check(rec.id, "root", rec);
        break;
    }
  }
  if (dangling > 0) fail("level %d: %ld references to objects the dump lacks", level, dangling);
}

// Instance records whose byte count disagrees with the class's fields.
void check_instances(const Parsed& dump, int level) {
  long bad = 0, instances = 0;
  for (const Record& rec : dump.records) {
    if (rec.tag != JVMPI_GC_INSTANCE_DUMP) continue;
    ++instances;
    if (!decode_instance(dump, rec, level, nullptr) && ++bad <= 5) {
      fail("level %d: INSTANCE_DUMP %p of class %s: %zu value bytes do not match its fields", level, vp(rec.id),
           class_name(rec.class_id).c_str(), rec.values.size());
    }
  }
  if (bad > 0) fail("level %d: %ld of %ld instance records malformed", level, bad, instances);
}

void check_roots(const Parsed& dump, int level, const Answer& answer, JNIEnv* main_env) {
  JNIEnv* holder = thread_env("holder");
  int main_frames = -1;
  for (size_t i = 0; i < answer.trace_envs.size(); ++i) {
    if (answer.trace_envs[i] == main_env) main_frames = answer.trace_frames[i];
  }
  if (main_frames <= 0) fail("level %d: heap_dump.traces has no frames for the dumping thread (%d)", level, main_frames);
  bool main_frame_root = false, holder_block = false, object_sticky = false;
  long bad_frame_numbers = 0;
  for (const Record& rec : dump.records) {
    if (rec.tag == JVMPI_GC_ROOT_JAVA_FRAME && rec.env == main_env) {
      main_frame_root = true;
      // Numbered N..1 from the innermost frame (docs/jvmpi.md).
      if (main_frames > 0 && (rec.frame < 1 || rec.frame > static_cast<uint32_t>(main_frames))) ++bad_frame_numbers;
    }
    if (rec.tag == JVMPI_GC_ROOT_THREAD_BLOCK && holder != nullptr && rec.env == holder) {
      const Record* thread = dump.object(rec.id);
      holder_block = thread != nullptr && thread->tag == JVMPI_GC_INSTANCE_DUMP && class_name(thread->class_id) == "java.lang.Thread";
    }
    // Only classes with a CLASS_DUMP have a CLASS_LOAD to name them (the
    // class objects of primitive types are sticky too, and have none).
    if (rec.tag == JVMPI_GC_ROOT_STICKY_CLASS) {
      const Record* cls = dump.object(rec.id);
      if (cls != nullptr && cls->tag == JVMPI_GC_CLASS_DUMP && class_name(rec.id) == "java.lang.Object") object_sticky = true;
    }
  }
  if (!main_frame_root) fail("level %d: no JAVA_FRAME root on the dumping (main) thread", level);
  if (bad_frame_numbers > 0) fail("level %d: %ld JAVA_FRAME roots of main with a frame number outside 1..%d", level, bad_frame_numbers, main_frames);
  if (!holder_block) fail("level %d: no THREAD_BLOCK root for thread \"holder\" naming a java.lang.Thread", level);
  if (!object_sticky) fail("level %d: no STICKY_CLASS root for java.lang.Object", level);
  say("level%d roots java-frame=%d sticky-class=%d thread-block=%d main-frame=%d holder-block=%d object-sticky=%d", level,
      dump.tag_counts.count(JVMPI_GC_ROOT_JAVA_FRAME) ? dump.tag_counts.at(JVMPI_GC_ROOT_JAVA_FRAME) : 0,
      dump.tag_counts.count(JVMPI_GC_ROOT_STICKY_CLASS) ? dump.tag_counts.at(JVMPI_GC_ROOT_STICKY_CLASS) : 0,
      dump.tag_counts.count(JVMPI_GC_ROOT_THREAD_BLOCK) ? dump.tag_counts.at(JVMPI_GC_ROOT_THREAD_BLOCK) : 0,
      main_frame_root ? 1 : 0, holder_block ? 1 : 0, object_sticky ? 1 : 0);
}

// Level 2: the program's objects with all their values.
bool check_level2(const Parsed& dump, Known* known) {
  const Record* main_class = class_record_named(dump, "Main");
  if (main_class == nullptr) {
    fail("level 2: no CLASS_DUMP of Main");
    return false;
  }
  struct {
    const char* name;
    jobjectID* id;
  } statics[] = {{"marker", &known->marker}, {"ints", &known->ints}, {"objs", &known->objs},
                 {"held", &known->held}, {"waitedOn", &known->waited_on}, {"arrayClass", &known->array_class},
                 {"primitiveClass", &known->primitive_class}};
  for (auto& s : statics) {
    const Value* v = static_value(*main_class, s.name, JVMPI_DUMP_LEVEL_2);
    if (v == nullptr || v->ref == nullptr) {
      fail("level 2: CLASS_DUMP of Main lacks static %s", s.name);
      return false;
    }
    *s.id = v->ref;
  }

  // The Marker instance.
  const Record* marker = dump.object(known->marker);
  if (marker == nullptr || marker->tag != JVMPI_GC_INSTANCE_DUMP) {
    fail("level 2: Main.marker %p has no INSTANCE_DUMP", vp(known->marker));
    return false;
  }
  known->marker_class = marker->class_id;
  if (class_name(marker->class_id) != "Marker") fail("level 2: Main.marker's class is %s", class_name(marker->class_id).c_str());
  std::vector<FieldValue> fields;
  if (!decode_instance(dump, *marker, JVMPI_DUMP_LEVEL_2, &fields)) {
    fail("level 2: the Marker instance's %zu value bytes do not match Marker's and Base's fields", marker->values.size());
    return false;
  }
  int bad = 0;
  expect_bits(fields, "answer", 12345, &bad);
  expect_bits(fields, "big", 0x1122334455667788ULL, &bad);
  expect_bits(fields, "small", 0xFFFE, &bad);
  expect_bits(fields, "letter", 'Q', &bad);
  expect_bits(fields, "tiny", 0xF9, &bad);
  expect_bits(fields, "on", 1, &bad);
  expect_bits(fields, "ratio", float_bits(1.5f), &bad);
  expect_bits(fields, "precise", double_bits(-0.25), &bad);
  expect_bits(fields, "baseLong", 0x0102030405060708ULL, &bad);
  const Value* link = field(fields, "link");
  if (link == nullptr || link->ref != known->marker) bad += fail("Marker.link is not the marker itself");
  for (const char* name : {"text", "baseRef"}) {
    const Value* v = field(fields, name);
    const Record* s = v != nullptr ? dump.object(v->ref) : nullptr;
    if (s == nullptr || s->tag != JVMPI_GC_INSTANCE_DUMP || class_name(s->class_id) != "java.lang.String") {
      bad += fail("Marker.%s is not a dumped java.lang.String", name);
    }
  }
  // The order: Marker's own fields first, then Base's.
  if (fields.size() != 12 || fields.front().owner != "Marker" || fields.back().owner != "Base") {
    bad += fail("Marker instance: %zu values, first of %s, last of %s (expected 10 of Marker then 2 of Base)", fields.size(),
         fields.empty() ? "-" : fields.front().owner.c_str(), fields.empty() ? "-" : fields.back().owner.c_str());
  }
  if (bad == 0) say("marker answer=12345 big=0x1122334455667788 small=-2 letter=Q tiny=-7 on=1 ratio=1.5 precise=-0.25 baseLong=0x0102030405060708 ok");

  // Marker's CLASS_DUMP: statics, superclass, interface.
  const Record* marker_class = dump.object(known->marker_class);
  if (marker_class == nullptr || marker_class->tag != JVMPI_GC_CLASS_DUMP) {
    fail("level 2: no CLASS_DUMP of Marker");
  } else {
    bad = 0;
    auto expect_static = [&](const char* name, uint64_t want) {
      const Value* v = static_value(*marker_class, name, JVMPI_DUMP_LEVEL_2);
      if (v == nullptr || v->bits != want) {
        bad += fail("Marker.%s static: 0x%llx, expected 0x%llx", name, static_cast<unsigned long long>(v ? v->bits : 0),
             static_cast<unsigned long long>(want));
      }
    };
    expect_static("MAGIC", 777777);
    expect_static("STAMP", static_cast<uint64_t>(-2LL));
    expect_static("FLAG", 1);
    expect_static("RATIO", double_bits(2.5));
    const Value* self = static_value(*marker_class, "SELF", JVMPI_DUMP_LEVEL_2);
    if (self == nullptr || self->ref != known->marker) bad += fail("Marker.SELF static is not the marker");
    std::string super = class_name(marker_class->super);
    if (super != "Base") bad += fail("Marker's superclass in its CLASS_DUMP is %s", super.c_str());
    if (marker_class->interfaces.size() != 1 || class_name(marker_class->interfaces[0]) != "Tagged") {
      bad += fail("Marker's CLASS_DUMP interfaces: %zu, expected Tagged", marker_class->interfaces.size());
    }
    if (marker_class->instance_size == 0) bad += fail("Marker's CLASS_DUMP instance size 0");
    const Record* base = dump.object(marker_class->super);
    if (base == nullptr || class_name(base->super) != "java.lang.Object") bad += fail("Base's superclass is not java.lang.Object");
    if (bad == 0) say("marker-class MAGIC=777777 STAMP=-2 FLAG=1 RATIO=2.5 SELF=marker super=Base interfaces=Tagged ok");
  }

  // int[777] of i*3.
  const Record* ints = dump.object(known->ints);
  if (ints == nullptr || ints->tag != JVMPI_GC_PRIM_ARRAY_DUMP || ints->length != 777 || ints->element_type != JVMPI_INT ||
      ints->prims.size() != 777 * 4) {
    fail("level 2: Main.ints is not a PRIM_ARRAY_DUMP of 777 ints");
  } else {
    int wrong = 0;
    for (uint32_t i = 0; i < 777; ++i) {
      uint32_t v = (uint32_t{ints->prims[4 * i]} << 24) | (uint32_t{ints->prims[4 * i + 1]} << 16) |
                   (uint32_t{ints->prims[4 * i + 2]} << 8) | ints->prims[4 * i + 3];
      if (v != i * 3 && ++wrong <= 3) fail("ints[%u] = %u in the dump, expected %u", i, v, i * 3);
    }
    if (wrong == 0) say("ints length=777 type=int values=i*3 ok");
  }

  // Object[3] = {marker, ints, null}.
  const Record* objs = dump.object(known->objs);
  if (objs == nullptr || objs->tag != JVMPI_GC_OBJ_ARRAY_DUMP || objs->length != 3 || objs->elements.size() != 3) {
    fail("level 2: Main.objs is not an OBJ_ARRAY_DUMP of length 3");
  } else {
    known->object_class = objs->element_class;
    std::string element = class_name(objs->element_class);
    if (element != "java.lang.Object") fail("Main.objs element class %s", element.c_str());
    if (objs->elements[0] != known->marker || objs->elements[1] != known->ints || objs->elements[2] != nullptr) {
      fail("Main.objs elements %p %p %p, expected marker %p, ints %p, NULL", vp(objs->elements[0]), vp(objs->elements[1]),
           vp(objs->elements[2]), vp(known->marker), vp(known->ints));
    } else if (element == "java.lang.Object") {
      say("objs length=3 element-class=java.lang.Object elements=marker,ints,null ok");
    }
  }
  return true;
}

// int[].class and int.class: instances of java.lang.Class in the dump (no
// CLASS_DUMP, as HotSpot). The array class has a CLASS_LOAD ("[I") to be
// requested; the primitive type's has none, so RequestEvent must either
// answer anyway or refuse (not JVMPI_SUCCESS): an agent that is told
// SUCCESS waits for an event that never comes. That verdict is printed as
// a line of its own ("primitive-class ..."), checked by the test
// dumps-primitive-class, not by dumps.
void check_class_objects(const Parsed& dump, const Known& known) {
  for (jobjectID id : {known.array_class, known.primitive_class}) {
    const Record* rec = dump.object(id);
    if (rec == nullptr || rec->tag != JVMPI_GC_INSTANCE_DUMP || class_name(rec->class_id) != "java.lang.Class") {
      fail("level 2: %s is not dumped as an instance of java.lang.Class", id == known.array_class ? "int[].class" : "int.class");
    }
  }
  // OBJECT_ALLOC of a class object names java.lang.Class as its class,
  // except for java.lang.Class's own class object, whose class_id is NULL
  // (as HotSpot sent it: an agent asking for the class's class would
  // otherwise recurse for ever).
  const Record* array_class_rec = dump.object(known.array_class);
  jobjectID class_of_class = array_class_rec != nullptr ? array_class_rec->class_id : nullptr;
  Answer of_array_class, of_class_class;
  if (class_of_class != nullptr &&
      request(JVMPI_EVENT_OBJECT_ALLOC, known.array_class, "OBJECT_ALLOC of int[].class", &of_array_class) &&
      request(JVMPI_EVENT_OBJECT_ALLOC, class_of_class, "OBJECT_ALLOC of java.lang.Class's class object", &of_class_class)) {
    if (of_array_class.class_id == class_of_class && of_class_class.class_id == nullptr) {
      say("class-object-alloc class_id=java.lang.Class, of java.lang.Class NULL ok");
    } else {
      fail("OBJECT_ALLOC: int[].class has class_id %p (java.lang.Class is %p), java.lang.Class's class object %p (expected NULL)",
           vp(of_array_class.class_id), vp(class_of_class), vp(of_class_class.class_id));
    }
  }
  std::string array_name = class_name(known.array_class);
  if (array_name == "[I") {
    say("array-class name=[I ok");
  } else {
    fail("RequestEvent(CLASS_LOAD) for int[].class names %s, not [I", array_name.c_str());
  }
  Answer a;
  a.wanted = JVMPI_EVENT_CLASS_LOAD;
  t_answer = &a;
  jint rc = g_jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, known.primitive_class);
  t_answer = nullptr;
  const char* verdict = rc == JVMPI_SUCCESS && a.count == 1 ? "answered" : rc != JVMPI_SUCCESS && a.count == 0 ? "refused" : "inconsistent";
  say("primitive-class request=%d events=%d %s", static_cast<int>(rc), a.count, verdict);
}

// Level 1: the same records as level 2, without primitive values.
void check_level1(const Parsed& l1, const Parsed& l2, const Known& known) {
  std::vector<std::pair<int, jobjectID>> a, b;
  for (const Record& r : l1.records) a.emplace_back(r.tag, r.id);
  for (const Record& r : l2.records) b.emplace_back(r.tag, r.id);
  if (a != b) {
    size_t i = 0;
    while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
    fail("levels 1 and 2 differ in their records: %zu and %zu records, first difference at record %zu", a.size(), b.size(), i);
  }
  int bad = 0;
  const Record* marker = l1.object(known.marker);
  std::vector<FieldValue> fields;
  if (marker == nullptr || !decode_instance(l1, *marker, JVMPI_DUMP_LEVEL_1, &fields)) {
    bad += fail("level 1: the Marker instance is missing or its values do not match its reference fields");
  } else {
    const Record* m2 = l2.object(known.marker);
    std::vector<FieldValue> fields2;
    decode_instance(l2, *m2, JVMPI_DUMP_LEVEL_2, &fields2);
    std::vector<jobjectID> refs1, refs2;
    for (const FieldValue& f : fields) refs1.push_back(f.value.ref);
    for (const FieldValue& f : fields2) {
      if (is_ref(f.value.sig)) refs2.push_back(f.value.ref);
    }
    if (fields.size() != 3 || refs1 != refs2) bad += fail("level 1: Marker instance has %zu reference values, not level 2's 3", fields.size());
  }
  const Record* ints = l1.object(known.ints);
  if (ints == nullptr || ints->tag != JVMPI_GC_PRIM_ARRAY_DUMP || ints->length != 777 || ints->element_type != JVMPI_INT ||
      ints->end - ints->begin != 1 + kPtr + 4 + 1) {
    bad += fail("level 1: Main.ints is not a PRIM_ARRAY_DUMP of 777 ints without values");
  }
  const Record* marker_class = l1.object(known.marker_class);
  if (marker_class == nullptr || marker_class->tag != JVMPI_GC_CLASS_DUMP || marker_class->statics.size() != 1 ||
      marker_class->statics[0].ref != known.marker) {
    bad += fail("level 1: Marker's CLASS_DUMP statics are not just SELF");
  }
  if (bad == 0) say("level1 records=%zu same-as-level2=%d marker-refs-only=1 ints-no-values=1 statics-refs-only=1", l1.records.size(), a == b ? 1 : 0);
}

// Level 0: (kind, id) per object; the same objects as level 2.
void check_level0(const std::vector<unsigned char>& bytes, const Parsed& l2, const Known& known) {
  if (bytes.size() % (1 + kPtr) != 0) {
    fail("level 0: %zu bytes, not a multiple of %zu", bytes.size(), 1 + kPtr);
    return;
  }
  std::map<jobjectID, int> kinds;
  Reader r(bytes.data(), bytes.size());
  while (!r.at_end()) {
    int kind = r.u1();
    jobjectID id = r.id();
    if (kind != JVMPI_NORMAL_OBJECT && kind != JVMPI_CLASS && (kind < JVMPI_BOOLEAN || kind > JVMPI_LONG)) {
      fail("level 0: object %p of kind %d", vp(id), kind);
      return;
    }
    if (!kinds.emplace(id, kind).second) fail("level 0: object %p twice", vp(id));
  }
  auto kind_of = [&](jobjectID id) {
    auto it = kinds.find(id);
    return it != kinds.end() ? it->second : -1;
  };
  int marker = kind_of(known.marker), ints = kind_of(known.ints), objs = kind_of(known.objs), cls = kind_of(known.marker_class);
  if (marker != JVMPI_NORMAL_OBJECT || ints != JVMPI_INT || objs != JVMPI_CLASS || cls != JVMPI_NORMAL_OBJECT) {
    fail("level 0: kinds marker %d ints %d objs %d Marker class %d (expected 0, 10, 2, 0)", marker, ints, objs, cls);
  }
  std::set<jobjectID> level0, level2;
  for (const auto& [id, kind] : kinds) level0.insert(id);
  for (const auto& [id, index] : l2.objects) level2.insert(id);
  if (level0 != level2) fail("level 0 has %zu objects, level 2 %zu (not the same set)", level0.size(), level2.size());
  say("level0 objects=%zu marker=%d ints=%d objs=%d same-as-level2=%d", kinds.size(), marker, ints, objs, level0 == level2 ? 1 : 0);
}

// OBJECT_DUMP: exactly the object's level-2 record.
void check_object_dump(const std::vector<unsigned char>& level2, const Parsed& l2, jobjectID id, const char* what) {
  const Record* rec = l2.object(id);
  Answer a;
  char label[64];
  snprintf(label, sizeof label, "OBJECT_DUMP, %s", what);
  if (rec == nullptr || !request(JVMPI_EVENT_OBJECT_DUMP, id, label, &a)) return;
  std::vector<unsigned char> want(level2.begin() + static_cast<long>(rec->begin), level2.begin() + static_cast<long>(rec->end));
  if (a.data_len != static_cast<jint>(want.size()) || a.bytes != want) {
    fail("OBJECT_DUMP of %s: %d bytes (data_len %d), not its %zu-byte level-2 record", what, static_cast<int>(a.bytes.size()),
         static_cast<int>(a.data_len), want.size());
    return;
  }
  say("object-dump %s tag=0x%02x bytes=%zu same-as-level2=1", what, want[0], want.size());
}

// ---- the monitor dump -------------------------------------------------------

struct MonitorRecord {
  int kind = 0;
  jobjectID object = nullptr;      // JAVA
  std::string name;                // RAW
  JVMPI_RawMonitor raw = nullptr;  // RAW
  JNIEnv* owner = nullptr;
  uint32_t entries = 0;
  std::vector<JNIEnv*> entering, waiting;
};

void check_monitor_dump(const Answer& a, const Known& known, JNIEnv* main_env) {
  std::vector<MonitorRecord> records;
  Reader r(a.bytes.data(), a.bytes.size());
  while (!r.at_end()) {
    MonitorRecord m;
    size_t at = r.pos();
    m.kind = r.u1();
    if (m.kind == JVMPI_MONITOR_JAVA) {
      m.object = r.id();
    } else if (m.kind == JVMPI_MONITOR_RAW) {
      const char* name = static_cast<const char*>(r.ptr());
      m.name = name != nullptr ? name : "(null)";
      m.raw = static_cast<JVMPI_RawMonitor>(r.ptr());
    } else {
      fail("monitor dump: kind %d at offset %zu", m.kind, at);
      return;
    }
    m.owner = r.env();
    m.entries = r.u4();
    for (uint32_t n = r.u4(), i = 0; i < n && r.ok(); ++i) m.entering.push_back(r.env());
    for (uint32_t n = r.u4(), i = 0; i < n && r.ok(); ++i) m.waiting.push_back(r.env());
    if (!r.ok()) {
      fail("monitor dump: record at offset %zu runs past the end (%zu bytes)", at, a.bytes.size());
      return;
    }
    records.push_back(m);
  }
  JNIEnv* holder = thread_env("holder");
  JNIEnv* blocker = thread_env("blocker");
  JNIEnv* waiter = thread_env("waiter");
  const MonitorRecord* held = nullptr;
  const MonitorRecord* waited_on = nullptr;
  const MonitorRecord* raw = nullptr;
  for (const MonitorRecord& m : records) {
    if (m.kind == JVMPI_MONITOR_JAVA && m.object == known.held) held = &m;
    if (m.kind == JVMPI_MONITOR_JAVA && m.object == known.waited_on) waited_on = &m;
    if (m.kind == JVMPI_MONITOR_RAW && m.raw == g_raw) raw = &m;
  }
  int bad = 0;
  if (held == nullptr) {
    bad += fail("monitor dump: no record for Main.held");
  } else if (held->owner != holder || held->entries < 1 || held->entering.size() != 1 || held->entering[0] != blocker ||
             !held->waiting.empty()) {
    bad += fail("monitor dump: Main.held owner %p (holder %p), entries %u, %zu entering (blocker %p), %zu waiting", vp(held->owner),
         vp(holder), held->entries, held->entering.size(), vp(blocker), held->waiting.size());
  }
  if (waited_on == nullptr) {
    bad += fail("monitor dump: no record for Main.waitedOn");
  } else if (waited_on->owner != nullptr || !waited_on->entering.empty() || waited_on->waiting.size() != 1 ||
             waited_on->waiting[0] != waiter) {
    bad += fail("monitor dump: Main.waitedOn owner %p, %zu entering, %zu waiting (waiter %p)", vp(waited_on->owner),
         waited_on->entering.size(), waited_on->waiting.size(), vp(waiter));
  }
  if (raw == nullptr) {
    bad += fail("monitor dump: no record for the raw monitor dump-raw");
  } else if (raw->name != "dump-raw" || raw->owner != main_env || raw->entries != 1 || !raw->entering.empty() || !raw->waiting.empty()) {
    bad += fail("monitor dump: raw monitor %s owner %p (main %p), entries %u", raw->name.c_str(), vp(raw->owner), vp(main_env), raw->entries);
  }
  // One trace and one status per thread.
  if (a.status_null || a.trace_envs.size() < 4) {
    bad += fail("monitor dump: %zu traces, threads_status %s (expected one per thread)", a.trace_envs.size(), a.status_null ? "NULL" : "set");
  } else {
    auto status_of = [&](JNIEnv* env) -> int {
      for (size_t i = 0; i < a.trace_envs.size(); ++i) {
        if (a.trace_envs[i] == env) return a.status[i] & ~(JVMPI_THREAD_SUSPENDED | JVMPI_THREAD_INTERRUPTED);
      }
      return -1;
    };
    auto frames_of = [&](JNIEnv* env) -> int {
      for (size_t i = 0; i < a.trace_envs.size(); ++i) {
        if (a.trace_envs[i] == env) return a.trace_frames[i];
      }
      return -1;
    };
    if (status_of(blocker) != JVMPI_THREAD_MONITOR_WAIT || status_of(waiter) != JVMPI_THREAD_CONDVAR_WAIT ||
        status_of(holder) != JVMPI_THREAD_RUNNABLE || status_of(main_env) != JVMPI_THREAD_RUNNABLE) {
      bad += fail("monitor dump: threads_status holder %d blocker %d waiter %d main %d (expected 1 2 3 1)", status_of(holder),
           status_of(blocker), status_of(waiter), status_of(main_env));
    }
    if (frames_of(blocker) <= 0 || frames_of(waiter) <= 0 || frames_of(main_env) <= 0) {
      bad += fail("monitor dump: traces without frames: blocker %d waiter %d main %d", frames_of(blocker), frames_of(waiter), frames_of(main_env));
    }
  }
  if (bad == 0) {
    say("monitor held owner=holder entering=blocker; waitedOn waiting=waiter; raw dump-raw owner=main; traces=%zu status ok",
        a.trace_envs.size());
  }
}

// ---- the dumps, in the callback of Thread.sleep(1234) -----------------------

void dump_all(JNIEnv* main_env) {
  JNIEnv* blocker = thread_env("blocker");
  JNIEnv* waiter = thread_env("waiter");
  if (thread_env("holder") == nullptr || blocker == nullptr || waiter == nullptr) {
    fail("no THREAD_START for holder, blocker or waiter");
    return;
  }
  jint blocked = g_jvmpi->GetThreadStatus(blocker), waiting = g_jvmpi->GetThreadStatus(waiter);
  if (blocked != JVMPI_THREAD_MONITOR_WAIT || waiting != JVMPI_THREAD_CONDVAR_WAIT) {
    fail("GetThreadStatus: blocker %d, waiter %d (expected 2, 3)", static_cast<int>(blocked), static_cast<int>(waiting));
  }

  // Every ID below must mean the same object in every dump.
  g_jvmpi->DisableGC();
  g_classes.clear();
  JVMPI_HeapDumpArg arg2{JVMPI_DUMP_LEVEL_2}, arg1{JVMPI_DUMP_LEVEL_1}, arg0{JVMPI_DUMP_LEVEL_0}, arg3{3};
  Answer d2, d1, d0, dnull;
  bool have2 = request(JVMPI_EVENT_HEAP_DUMP, &arg2, "HEAP_DUMP, level 2", &d2);
  bool have1 = request(JVMPI_EVENT_HEAP_DUMP, &arg1, "HEAP_DUMP, level 1", &d1);
  bool have0 = request(JVMPI_EVENT_HEAP_DUMP, &arg0, "HEAP_DUMP, level 0", &d0);
  if (request(JVMPI_EVENT_HEAP_DUMP, nullptr, "HEAP_DUMP, NULL", &dnull) && dnull.dump_level != JVMPI_DUMP_LEVEL_2) {
    fail("HEAP_DUMP with a NULL argument came at level %d, not 2", dnull.dump_level);
  }
  {
    Answer none;
    none.wanted = JVMPI_EVENT_HEAP_DUMP;
    t_answer = &none;
    jint rc = g_jvmpi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, &arg3);
    t_answer = nullptr;
    if (rc != JVMPI_NOT_AVAILABLE || none.count != 0) fail("HEAP_DUMP at level 3: %d, %d events", static_cast<int>(rc), none.count);
  }
  for (auto [answer, level] : {std::pair{&d2, 2}, std::pair{&d1, 1}, std::pair{&d0, 0}}) {
    if (answer->count == 1 && answer->dump_level != level) fail("HEAP_DUMP at level %d says dump_level %d", level, answer->dump_level);
  }

  Known known;
  if (have2) {
    Parsed l2 = parse_heap(d2.bytes, JVMPI_DUMP_LEVEL_2);
    if (l2.ok) {
      say("level2 parsed bytes=%zu records=%zu classes=%d instances=%d objarrays=%d primarrays=%d", d2.bytes.size(), l2.records.size(),
          l2.tag_counts[JVMPI_GC_CLASS_DUMP], l2.tag_counts[JVMPI_GC_INSTANCE_DUMP], l2.tag_counts[JVMPI_GC_OBJ_ARRAY_DUMP],
          l2.tag_counts[JVMPI_GC_PRIM_ARRAY_DUMP]);
      check_instances(l2, 2);
      check_closure(l2, 2);
      check_roots(l2, 2, d2, main_env);
      if (check_level2(l2, &known)) {
        if (have1) {
          Parsed l1 = parse_heap(d1.bytes, JVMPI_DUMP_LEVEL_1);
          if (l1.ok) {
            say("level1 parsed bytes=%zu records=%zu", d1.bytes.size(), l1.records.size());
            check_instances(l1, 1);
            check_closure(l1, 1);
            check_roots(l1, 1, d1, main_env);
            check_level1(l1, l2, known);
          }
        }
        check_class_objects(l2, known);
        if (have0) check_level0(d0.bytes, l2, known);
        check_object_dump(d2.bytes, l2, known.marker, "marker");
        check_object_dump(d2.bytes, l2, known.marker_class, "Marker-class");
        check_object_dump(d2.bytes, l2, known.ints, "ints");
        check_object_dump(d2.bytes, l2, known.objs, "objs");
      }
    }
  }

  // The monitor dump, holding a raw monitor of our own.
  if (known.held != nullptr) {
    g_jvmpi->RawMonitorEnter(g_raw);
    Answer m;
    bool have = request(JVMPI_EVENT_MONITOR_DUMP, nullptr, "MONITOR_DUMP", &m);
    g_jvmpi->RawMonitorExit(g_raw);
    if (have) check_monitor_dump(m, known, main_env);
  }
  g_classes.clear();
  g_jvmpi->EnableGC();
}

// A MONITOR_DUMP asked for at JVM_SHUT_DOWN lists no thread whose
// THREAD_END has gone out (main's among them).
void check_shutdown_monitor_dump() {
  Answer a;
  if (!request(JVMPI_EVENT_MONITOR_DUMP, nullptr, "MONITOR_DUMP at shutdown", &a)) return;
  std::lock_guard<std::mutex> guard(g_lock);
  int listed = 0;
  for (JNIEnv* env : a.trace_envs) listed += g_ended.count(env) != 0 ? 1 : 0;
  if (listed == 0 && !g_ended.empty()) {
    say("shutdown-monitor-dump ended-threads-listed=0 ok");
  } else {
    fail("MONITOR_DUMP at shutdown lists %d of the %zu threads whose THREAD_END went out", listed, g_ended.size());
  }
}

void notify(JVMPI_Event* e) {
  jint type = e->event_type & ~JVMPI_REQUESTED_EVENT;
  if (t_answer != nullptr && t_answer->wanted == type) {
    take_answer(e, type);
    return;
  }
  switch (type) {
    case JVMPI_EVENT_THREAD_START: {
      std::lock_guard<std::mutex> guard(g_lock);
      if (e->u.thread_start.thread_name != nullptr) g_envs[e->u.thread_start.thread_name] = e->u.thread_start.thread_env_id;
      break;
    }
    case JVMPI_EVENT_MONITOR_WAIT: {
      if (e->u.monitor_wait.object != nullptr || e->u.monitor_wait.timeout != kDumpSleepMs) break;
      {
        std::lock_guard<std::mutex> guard(g_lock);
        if (g_dumped) break;
        g_dumped = true;
      }
      dump_all(e->env_id);
      break;
    }
    case JVMPI_EVENT_THREAD_END: {
      std::lock_guard<std::mutex> guard(g_lock);
      g_ended.insert(e->env_id);
      break;
    }
    case JVMPI_EVENT_JVM_SHUT_DOWN: {
      check_shutdown_monitor_dump();
      std::lock_guard<std::mutex> guard(g_lock);
      fprintf(stderr, "dumps: done dumped=%d failures=%d\n", g_dumped ? 1 : 0, g_failures);
      break;
    }
    default:
      if ((e->event_type & JVMPI_REQUESTED_EVENT) != 0) fail("requested event %d outside its RequestEvent", static_cast<int>(type));
      break;
  }
}

}  // namespace

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char*, void*) {
  if (vm->GetEnv(reinterpret_cast<void**>(&g_jvmpi), JVMPI_VERSION_1) != JNI_OK) {
    fprintf(stderr, "dumps: GetEnv(JVMPI_VERSION_1) failed\n");
    return JNI_ERR;
  }
  g_jvmpi->NotifyEvent = notify;
  char name[] = "dump-raw";
  g_raw = g_jvmpi->RawMonitorCreate(name);
  for (jint event : {JVMPI_EVENT_THREAD_START, JVMPI_EVENT_THREAD_END, JVMPI_EVENT_MONITOR_WAIT, JVMPI_EVENT_JVM_SHUT_DOWN}) {
    if (g_jvmpi->EnableEvent(event, nullptr) != JVMPI_SUCCESS) {
      fprintf(stderr, "dumps: EnableEvent(%d) failed\n", static_cast<int>(event));
      return JNI_ERR;
    }
  }
  // The dump events can only be requested.
  for (jint event : {JVMPI_EVENT_HEAP_DUMP, JVMPI_EVENT_MONITOR_DUMP, JVMPI_EVENT_OBJECT_DUMP}) {
    if (g_jvmpi->EnableEvent(event, nullptr) != JVMPI_NOT_AVAILABLE) {
      fprintf(stderr, "dumps: FAIL EnableEvent(%d) of a dump event did not answer JVMPI_NOT_AVAILABLE\n", static_cast<int>(event));
      ++g_failures;
    }
  }
  return JNI_OK;
}
