// What the parts of the dump test agent (test/agents/dumps, issue 4) share:
// its log lines, the answers of RequestEvent, the decoded dump buffers and
// the checks. dumps.cpp is the agent (events, the dump sequence);
// dump_parsing.cpp decodes the buffers as docs/formats.md ("JVMPI dump
// buffers") lays them out; heap_dump_checks.cpp checks the heap dumps of
// every level and OBJECT_DUMP against them; monitor_dump_checks.cpp the
// monitor dumps.
#pragma once

#include <cstdint>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "jvmpi.h"

namespace dumps_test {

constexpr size_t kPtr = sizeof(void*);

extern JVMPI_Interface* g_jvmpi;
extern JVMPI_RawMonitor g_raw;  // "dump-raw", held during the monitor dump

extern std::mutex g_lock;                      // guards the two below
extern std::map<std::string, JNIEnv*> g_envs;  // thread name -> JNIEnv *, from THREAD_START
extern std::set<JNIEnv*> g_ended;              // from THREAD_END

// "dumps: ..." lines on stderr; fail's are "dumps: FAIL ...".
void say(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
// Returns 1, for counting problems: bad += fail(...).
int fail(const char* fmt, ...) __attribute__((format(printf, 1, 2)));

inline void* vp(const void* p) { return const_cast<void*>(p); }

JNIEnv* thread_env(const std::string& name);

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
extern thread_local Answer* t_answer;

// RequestEvent, checked: success and one synchronous answer flagged as
// requested. Returns false (having said why) otherwise.
bool request(jint type, void* arg, const char* what, Answer* out);

// A class's description by ID, from RequestEvent(CLASS_LOAD); valid only
// while GC stays off (dump_all). nullptr if the VM cannot tell.
const ClassInfo* class_info(jobjectID id);
std::string class_name(jobjectID id);

// ---- the decoded buffers (dump_parsing.cpp) ------------------------------------

inline bool is_ref(char sig) { return sig == 'L' || sig == '['; }

inline size_t sig_size(char sig) {
  switch (sig) {
    case 'Z': case 'B': return 1;
    case 'C': case 'S': return 2;
    case 'I': case 'F': return 4;
    case 'J': case 'D': return 8;
    default: return kPtr;
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

Value read_value(Reader& r, char sig);

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

// A level 1 or 2 heap dump, consumed exactly to its end.
Parsed parse_heap(const std::vector<unsigned char>& bytes, int level);

struct FieldValue {
  std::string owner, name;
  Value value;
};

// The instance values of `rec`, named: the class's instances[], then each
// superclass's (the superclass links come from the dump's CLASS_DUMPs).
// False when the byte count does not match the fields.
bool decode_instance(const Parsed& dump, const Record& rec, int level, std::vector<FieldValue>* out);
const Value* field(const std::vector<FieldValue>& fields, const std::string& name);
const Value* static_value(const Record& class_record, const std::string& name, int level);
const Record* class_record_named(const Parsed& dump, const std::string& name);

// ---- the checks ------------------------------------------------------------------

// What the level-2 dump says about the program's objects.
struct Known {
  jobjectID marker = nullptr, ints = nullptr, objs = nullptr, held = nullptr, waited_on = nullptr;
  jobjectID array_class = nullptr, primitive_class = nullptr;
  jobjectID marker_class = nullptr, object_class = nullptr;
};

// heap_dump_checks.cpp
void check_instances(const Parsed& dump, int level);
void check_closure(const Parsed& dump, int level);
void check_roots(const Parsed& dump, int level, const Answer& answer, JNIEnv* main_env);
bool check_level2(const Parsed& dump, Known* known);
void check_class_objects(const Parsed& dump, const Known& known);
void check_level1(const Parsed& l1, const Parsed& l2, const Known& known);
void check_level0(const std::vector<unsigned char>& bytes, const Parsed& l2, const Known& known);
void check_object_dump(const std::vector<unsigned char>& level2, const Parsed& l2, jobjectID id, const char* what);

// monitor_dump_checks.cpp
void check_monitor_dump(const Answer& a, const Known& known, JNIEnv* main_env);
void check_shutdown_monitor_dump();

}  // namespace dumps_test
