// What the trace agent knows about the IDs it prints, so that a line can
// name them beside their hex (docs/jvmpi.md, "The trace agent"): class and
// method names from CLASS_LOAD, thread names from THREAD_START, and each
// method's bytecode from CLASS_LOAD_HOOK (for INSTRUCTION_START's opcode:
// JVMPI has no function that reads a method's code, but the hook hands the
// agent every class file the VM loads from then on).
//
// Not thread-safe: the caller holds the agent's lock. The lookups do not
// allocate, so they are usable in thread-suspended mode (between GC_START
// and GC_FINISH); the updates allocate and happen only in events outside it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "jvmpi.h"

namespace loupe_trace {

// The methods of a class file and their Code attributes, or false when the
// bytes are not a class file this reader understands. `class_name` is
// dotted.
struct ClassFileMethod {
  std::string name_and_signature;  // "main([Ljava/lang/String;)V"
  std::vector<uint8_t> code;  // empty for abstract and native methods
};
bool read_class_file(const unsigned char* data, size_t length, std::string* class_name,
                     std::vector<ClassFileMethod>* methods);

// The IDs of an event that get a name beside them.
struct NamedIds {
  JNIEnv* env = nullptr;
  jmethodID method = nullptr;
  jobjectID class_id = nullptr;  // an instance's class, or an object array's element class
};
NamedIds named_ids(jint type, const JVMPI_Event& event);

class Names {
 public:
  // What an event teaches the tables, before its line is written
  // (CLASS_LOAD, THREAD_START, OBJECT_MOVE, CLASS_LOAD_HOOK).
  void learn(jint type, const JVMPI_Event& event);
  // What they forget once its line is written: IDs that may be reused
  // (THREAD_END, CLASS_UNLOAD).
  void forget(jint type, const JVMPI_Event& event);

  // Whether every ID in `ids` has a name (or is known to have none).
  bool knows_all(const NamedIds& ids) const;
  // Asks the VM about the IDs met without their defining event (an object
  // of a class loaded before trace enabled CLASS_LOAD, as the VM's replay
  // at JVM_INIT_DONE sends objects before classes), as the JVMPI paper's
  // partial profiling does: RequestEvent, whose answer comes synchronously
  // in this thread and goes to learn(). Never between GC_START and
  // GC_FINISH; the caller holds GC disabled. An ID the VM cannot name is
  // remembered as unnamed, so that it is asked about once.
  void ask_vm(JVMPI_Interface* jvmpi, const NamedIds& ids);
  // True while ask_vm waits for the VM's answer.
  bool answering_own_request() const { return answering_own_request_; }

  // CLASS_LOAD, requested or not: the class's name and its methods'.
  void class_loaded(const JVMPI_Event& event);
  // THREAD_START: the thread's name, by its JNIEnv.
  void thread_started(const JVMPI_Event& event);
  // After THREAD_END's line is written: its JNIEnv may be reused.
  void thread_ended(JNIEnv* env) { threads_.erase(env); }
  // After CLASS_UNLOAD's line is written: its IDs may come back for other
  // classes (their names then come with their own CLASS_LOAD).
  void class_unloaded(jobjectID class_id);
  // OBJECT_MOVE (under -Xmovingclasses a class object moves, and its ID
  // with it). In thread-suspended mode: the entry is re-keyed in place,
  // without allocating.
  void object_moved(jobjectID from, jobjectID to);

  // Keep each method's bytecode from now on (only INSTRUCTION_START needs it).
  void keep_code() { keeping_code_ = true; }
  // CLASS_LOAD_HOOK: the class file; its methods' code waits for the class's
  // CLASS_LOAD, which gives their method IDs.
  void class_file_seen(const unsigned char* data, int32_t length);

  // Names found by other means, or "" for an ID the VM could not name
  // (so that it is asked about once).
  void name_class(jobjectID class_id, std::string name) { classes_[class_id] = std::move(name); }
  void name_method(jmethodID method, std::string name) { methods_[method] = std::move(name); }
  void name_thread(JNIEnv* env, std::string name) { threads_[env] = std::move(name); }

  // Null when unknown.
  const std::string* class_name(jobjectID class_id) const { return find(classes_, class_id); }
  const std::string* method_name(jmethodID method) const { return find(methods_, method); }
  const std::string* thread_name(JNIEnv* env) const { return find(threads_, env); }
  // The opcode at `offset` in the method's code, or -1 when its class file
  // was not seen (classes loaded before the agent started).
  int opcode_at(jmethodID method, int32_t offset) const;

 private:
  template <typename Map, typename Key>
  static const std::string* find(const Map& map, Key key) {
    auto found = map.find(key);
    return found != map.end() ? &found->second : nullptr;
  }

  std::unordered_map<jobjectID, std::string> classes_;   // "java.lang.String"
  std::unordered_map<jmethodID, std::string> methods_;   // "Hello.main([Ljava/lang/String;)V"
  std::unordered_map<jobjectID, std::vector<jmethodID>> methods_of_class_;
  std::unordered_map<JNIEnv*, std::string> threads_;
  void ask_about_class(JVMPI_Interface* jvmpi, jobjectID class_id);
  void ask_about_method(JVMPI_Interface* jvmpi, jmethodID method);
  void ask_about_thread(JVMPI_Interface* jvmpi, JNIEnv* env);

  bool keeping_code_ = false;
  bool answering_own_request_ = false;
  // Class files seen by the hook and not yet matched to a CLASS_LOAD, by
  // dotted class name.
  std::unordered_map<std::string, std::vector<ClassFileMethod>> waiting_code_;
  std::unordered_map<jmethodID, std::vector<uint8_t>> code_;
};

}  // namespace loupe_trace
