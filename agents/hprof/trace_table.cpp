// The names HPROF prints (classes, methods, threads) and the TRACE table
// (hprof.h). Everything here allocates and may call back into the VM
// (RequestEvent), so none of it runs in thread-suspended mode; callers hold
// the data lock.
#include <algorithm>
#include <cstring>

#include "hprof.h"

namespace hprof {

void trace_key(uint32_t thread_serial, const Frame* frames, size_t count, std::string* key) {
  key->resize(sizeof thread_serial + count * (sizeof(uint32_t) + sizeof(jint)));
  char* p = key->data();
  std::memcpy(p, &thread_serial, sizeof thread_serial);
  p += sizeof thread_serial;
  for (size_t i = 0; i < count; ++i) {
    std::memcpy(p, &frames[i].method, sizeof(uint32_t));
    p += sizeof(uint32_t);
    std::memcpy(p, &frames[i].line, sizeof(jint));
    p += sizeof(jint);
  }
}

void Tables::add_class(const JVMPI_Event& event) {
  const auto& c = event.u.class_load;
  // The VM replays CLASS_LOAD at JVM_INIT_DONE for classes an agent may
  // already have asked for: the second one changes nothing.
  auto found = class_index.find(c.class_id);
  uint32_t index;
  if (found != class_index.end()) {
    index = found->second;
  } else {
    index = static_cast<uint32_t>(classes.size());
    classes.push_back(ClassInfo{c.class_name != nullptr ? c.class_name : "<Unknown>",
                                c.source_name != nullptr ? c.source_name : ""});
    class_index.emplace(c.class_id, index);
  }
  ClassInfo& info = classes[index];
  info.num_interfaces = c.num_interfaces;
  auto fields = [](const JVMPI_Field* f, jint n) {
    std::vector<FieldInfo> out;
    for (jint i = 0; i < n; ++i) {
      out.push_back(FieldInfo{f[i].field_name != nullptr ? f[i].field_name : "<Unknown>",
                              f[i].field_signature != nullptr ? f[i].field_signature : "I"});
    }
    return out;
  };
  info.statics = fields(c.statics, c.num_static_fields);
  info.instances = fields(c.instances, c.num_instance_fields);
  info.method_ids.clear();
  for (jint i = 0; i < c.num_methods; ++i) {
    const JVMPI_Method& m = c.methods[i];
    MethodInfo record{index, m.method_name != nullptr ? m.method_name : "<Unknown>",
                      m.method_signature != nullptr ? m.method_signature : ""};
    auto [at, added] = method_serials.try_emplace(m.method_id, 0);
    // The same class again (replayed, requested), or a method first met
    // without a name: its serial stays, so that what was recorded with it
    // gets the name. Any other entry is an earlier method's, whose class
    // went unseen: this is a new method.
    uint32_t owner = added ? 0 : methods[at->second].class_index;
    if (!added && (owner == index || owner == 0)) {
      methods[at->second] = std::move(record);
    } else {
      at->second = static_cast<uint32_t>(methods.size());
      methods.push_back(std::move(record));
    }
    info.method_ids.push_back(m.method_id);
  }
}

bool Tables::remove_class(jobjectID class_id) {
  auto found = class_index.find(class_id);
  if (found == class_index.end()) return false;
  const uint32_t index = found->second;
  ClassInfo& info = classes[index];
  for (jmethodID id : info.method_ids) {
    auto m = method_serials.find(id);
    if (m != method_serials.end() && methods[m->second].class_index == index) method_serials.erase(m);
  }
  // An unnamed method may have been one of this class's: forget them all
  // (the next trace that meets one asks the VM again).
  for (jmethodID id : unnamed_methods_) {
    auto m = method_serials.find(id);
    if (m != method_serials.end() && methods[m->second].class_index == 0) method_serials.erase(m);
  }
  unnamed_methods_.clear();
  // The name and source stay for what names the class; the rest was only
  // for reading heap dumps, where it no longer appears.
  info.method_ids = {};
  info.statics = {};
  info.instances = {};
  info.loaded = false;
  class_index.erase(found);
  return true;
}

uint32_t Tables::class_of(jobjectID class_id) {
  if (class_id == nullptr) return 0;
  auto found = class_index.find(class_id);
  if (found != class_index.end()) return found->second;
  // Partial profiling as the JVMPI paper describes it: ask for the defining
  // event, which comes back synchronously on this thread (and finds the
  // data lock held by this thread already).
  agent().jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, class_id);
  found = class_index.find(class_id);
  return found != class_index.end() ? found->second : 0;
}

uint32_t Tables::method_serial(jmethodID method) {
  auto found = method_serials.find(method);
  if (found != method_serials.end()) return found->second;
  if (method == nullptr) return 0;
  jobjectID class_id = agent().jvmpi->GetMethodClass(method);
  if (class_id != nullptr) class_of(class_id);
  found = method_serials.find(method);
  if (found != method_serials.end()) return found->second;
  // The VM cannot name it: a serial of its own all the same, so that its
  // traces are not mixed with another unknown method's (and a CLASS_LOAD
  // naming it later names them).
  uint32_t serial = static_cast<uint32_t>(methods.size());
  methods.push_back(MethodInfo{0, "<Unknown>", ""});
  method_serials.emplace(method, serial);
  unnamed_methods_.push_back(method);
  return serial;
}

void Tables::resolve(const JVMPI_CallFrame* frames, size_t count, bool keep_lines, std::vector<Frame>* out) {
  out->resize(count);
  for (size_t i = 0; i < count; ++i) {
    (*out)[i] = Frame{method_serial(frames[i].method_id), keep_lines ? frames[i].lineno : -1};
  }
}

ThreadInfo& Tables::add_thread(const JVMPI_Event& event) {
  const auto& t = event.u.thread_start;
  ThreadInfo& info = threads[t.thread_env_id];
  if (info.serial == 0) info.serial = next_thread_serial++;
  info.name = t.thread_name != nullptr ? t.thread_name : "<Unknown>";
  info.group = t.group_name != nullptr ? t.group_name : "<Unknown>";
  info.object = t.thread_id;
  info.alive = true;
  return info;
}

uint32_t Tables::thread_serial(JNIEnv* env) {
  auto found = threads.find(env);
  if (found != threads.end()) return found->second.serial;
  jobjectID object = agent().jvmpi->GetThreadObject(env);
  if (object != nullptr) agent().jvmpi->RequestEvent(JVMPI_EVENT_THREAD_START, object);
  found = threads.find(env);
  return found != threads.end() ? found->second.serial : 0;
}

uint32_t Tables::intern(uint32_t thread_serial, const Frame* frames, size_t count) {
  // Every allocation at a new site comes here (heap=sites): the key's
  // buffer is kept.
  thread_local std::string key;
  trace_key(thread_serial, frames, count, &key);
  auto found = trace_serials.find(std::string_view(key));
  if (found != trace_serials.end()) return found->second;
  Trace trace;
  trace.serial = static_cast<uint32_t>(traces.size() + 1);
  trace.thread_serial = thread_serial;
  trace.frames.assign(frames, frames + count);
  traces.push_back(std::move(trace));
  trace_serials.emplace(key, traces.back().serial);
  return traces.back().serial;
}

uint32_t dump_thread_trace(const JVMPI_CallTrace& call, uint32_t* thread_serial) {
  Agent& a = agent();
  // The thread first: what the VM is asked comes in the order it always did.
  *thread_serial = a.tables.thread_serial(call.env_id);
  std::vector<Frame> frames;
  size_t count = static_cast<size_t>(std::max(std::min(call.num_frames, a.options.depth), 0));
  a.tables.resolve(call.frames, count, a.options.lineno, &frames);
  return a.tables.intern(a.options.thread ? *thread_serial : 0, frames.data(), frames.size());
}

std::string Tables::method_name(uint32_t method_serial) const {
  const MethodInfo& m = methods[method_serial < methods.size() ? method_serial : 0];
  return classes[m.class_index].name + "." + m.name;
}

std::string Tables::frame_text(const Frame& frame) const {
  std::string text = method_name(frame.method);
  text += '(';
  const MethodInfo& m = methods[frame.method < methods.size() ? frame.method : 0];
  const std::string& source = classes[m.class_index].source;
  text += source.empty() ? "<Unknown>" : source;
  text += ':';
  switch (frame.line) {
    case -1: text += "Unknown line"; break;
    case -2: text += "Compiled method"; break;
    case -3: text += "Native method"; break;
    default: text += frame.line < 0 ? "Unknown line" : std::to_string(frame.line);
  }
  text += ')';
  return text;
}

}  // namespace hprof
