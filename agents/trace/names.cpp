#include "names.h"

#include <cstring>

namespace loupe_trace {

void Names::class_loaded(const JVMPI_Event& event) {
  const auto& c = event.u.class_load;
  if (c.class_id == nullptr) return;
  std::string name = c.class_name != nullptr ? c.class_name : "<unnamed>";
  std::vector<ClassFileMethod> code;
  if (auto waiting = waiting_code_.find(name); waiting != waiting_code_.end()) {
    code = std::move(waiting->second);
    waiting_code_.erase(waiting);
  }
  std::vector<jmethodID>& ids = methods_of_class_[c.class_id];
  for (jint i = 0; c.methods != nullptr && i < c.num_methods; ++i) {
    const JVMPI_Method& m = c.methods[i];
    std::string name_and_signature = std::string(m.method_name != nullptr ? m.method_name : "?") +
                                     (m.method_signature != nullptr ? m.method_signature : "");
    methods_[m.method_id] = name + "." + name_and_signature;
    ids.push_back(m.method_id);
    for (ClassFileMethod& method : code) {
      if (method.name_and_signature == name_and_signature && !method.code.empty()) {
        code_[m.method_id] = std::move(method.code);
        break;
      }
    }
  }
  classes_[c.class_id] = std::move(name);
}

void Names::class_unloaded(jobjectID class_id) {
  classes_.erase(class_id);
  auto found = methods_of_class_.find(class_id);
  if (found == methods_of_class_.end()) return;
  for (jmethodID method : found->second) {
    methods_.erase(method);
    code_.erase(method);
  }
  methods_of_class_.erase(found);
}

// extract() and insert() of the same node allocate nothing: the table is
// no fuller afterwards than before, so it does not grow either.
void Names::object_moved(jobjectID from, jobjectID to) {
  if (auto node = classes_.extract(from)) {
    node.key() = to;
    auto inserted = classes_.insert(std::move(node));
    if (!inserted.inserted) inserted.position->second = std::move(inserted.node.mapped());
  }
  if (auto node = methods_of_class_.extract(from)) {
    node.key() = to;
    methods_of_class_.insert(std::move(node));
  }
}

void Names::thread_started(const JVMPI_Event& event) {
  const auto& t = event.u.thread_start;
  if (t.thread_env_id == nullptr) return;
  threads_[t.thread_env_id] = t.thread_name != nullptr ? t.thread_name : "<unnamed>";
}

void Names::class_file_seen(const unsigned char* data, int32_t length) {
  if (!keeping_code_ || data == nullptr || length <= 0) return;
  std::string name;
  std::vector<ClassFileMethod> methods;
  if (read_class_file(data, static_cast<size_t>(length), &name, &methods)) waiting_code_[name] = std::move(methods);
}

int Names::opcode_at(jmethodID method, int32_t offset) const {
  auto found = code_.find(method);
  if (found == code_.end() || offset < 0 || static_cast<size_t>(offset) >= found->second.size()) return -1;
  return found->second[static_cast<size_t>(offset)];
}

// ---- what an event teaches, and asking the VM ----

NamedIds named_ids(jint type, const JVMPI_Event& ev) {
  NamedIds ids;
  ids.env = ev.env_id;
  switch (type) {
    case JVMPI_EVENT_METHOD_ENTRY:
    case JVMPI_EVENT_METHOD_EXIT:
      ids.method = ev.u.method.method_id;
      break;
    case JVMPI_EVENT_METHOD_ENTRY2:
      ids.method = ev.u.method_entry2.method_id;
      break;
    case JVMPI_EVENT_INSTRUCTION_START:
      ids.method = ev.u.instruction.method_id;
      break;
    case JVMPI_EVENT_COMPILED_METHOD_LOAD:
      ids.method = ev.u.compiled_method_load.method_id;
      break;
    case JVMPI_EVENT_OBJECT_ALLOC:
      if (ev.u.obj_alloc.is_array == JVMPI_NORMAL_OBJECT || ev.u.obj_alloc.is_array == JVMPI_CLASS) {
        ids.class_id = ev.u.obj_alloc.class_id;
      }
      break;
    default:
      break;
  }
  return ids;
}

void Names::learn(jint type, const JVMPI_Event& ev) {
  switch (type) {
    case JVMPI_EVENT_CLASS_LOAD:
      class_loaded(ev);
      break;
    case JVMPI_EVENT_THREAD_START:
      thread_started(ev);
      break;
    case JVMPI_EVENT_OBJECT_MOVE:
      object_moved(ev.u.obj_move.obj_id, ev.u.obj_move.new_obj_id);
      break;
    case JVMPI_EVENT_CLASS_LOAD_HOOK:
      class_file_seen(ev.u.class_load_hook.class_data, ev.u.class_load_hook.class_data_len);
      break;
    default:
      break;
  }
}

void Names::forget(jint type, const JVMPI_Event& ev) {
  if (type == JVMPI_EVENT_THREAD_END) thread_ended(ev.env_id);
  if (type == JVMPI_EVENT_CLASS_UNLOAD) class_unloaded(ev.u.class_unload.class_id);
}

bool Names::knows_all(const NamedIds& ids) const {
  return (ids.env == nullptr || thread_name(ids.env) != nullptr) &&
         (ids.method == nullptr || method_name(ids.method) != nullptr) &&
         (ids.class_id == nullptr || class_name(ids.class_id) != nullptr);
}

void Names::ask_vm(JVMPI_Interface* jvmpi, const NamedIds& ids) {
  ask_about_thread(jvmpi, ids.env);
  ask_about_method(jvmpi, ids.method);
  ask_about_class(jvmpi, ids.class_id);
}

// (A VM may leave a function it does not offer null.)
void Names::ask_about_class(JVMPI_Interface* jvmpi, jobjectID class_id) {
  if (class_id == nullptr || class_name(class_id) != nullptr) return;
  if (jvmpi->RequestEvent != nullptr) {
    answering_own_request_ = true;
    jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, class_id);
    answering_own_request_ = false;
  }
  if (class_name(class_id) == nullptr) name_class(class_id, "");
}

void Names::ask_about_method(JVMPI_Interface* jvmpi, jmethodID method) {
  if (method == nullptr || method_name(method) != nullptr) return;
  if (jvmpi->GetMethodClass != nullptr) ask_about_class(jvmpi, jvmpi->GetMethodClass(method));
  if (method_name(method) == nullptr) name_method(method, "");
}

void Names::ask_about_thread(JVMPI_Interface* jvmpi, JNIEnv* env) {
  if (env == nullptr || thread_name(env) != nullptr) return;
  jobjectID thread = jvmpi->GetThreadObject != nullptr ? jvmpi->GetThreadObject(env) : nullptr;
  if (thread != nullptr && jvmpi->RequestEvent != nullptr) {
    answering_own_request_ = true;
    jvmpi->RequestEvent(JVMPI_EVENT_THREAD_START, thread);
    answering_own_request_ = false;
  }
  if (thread_name(env) == nullptr) name_thread(env, "");
}

// ---- reading a class file (JVMS 4.1) ----

namespace {

// Big-endian reads that fail, rather than run past the end, on a short file.
class Reader {
 public:
  Reader(const unsigned char* data, size_t length) : data_(data), length_(length) {}
  bool ok() const { return ok_; }
  uint32_t u1() { return read(1); }
  uint32_t u2() { return read(2); }
  uint32_t u4() { return read(4); }
  void skip(size_t n) {
    if (length_ - position_ < n) ok_ = false;
    position_ = ok_ ? position_ + n : length_;
  }
  const unsigned char* here() const { return data_ + position_; }

 private:
  uint32_t read(size_t n) {
    if (length_ - position_ < n) {
      ok_ = false;
      position_ = length_;
      return 0;
    }
    uint32_t value = 0;
    for (size_t i = 0; i < n; ++i) value = (value << 8) | data_[position_++];
    return value;
  }

  const unsigned char* data_;
  size_t length_;
  size_t position_ = 0;
  bool ok_ = true;
};

// Constant-pool tags and the bytes each entry takes after its tag.
enum : uint32_t { kUtf8 = 1, kLong = 5, kDouble = 6, kClass = 7 };

int entry_bytes(uint32_t tag) {
  switch (tag) {
    case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18: return 4;  // int, float, refs, name-and-type, dynamic
    case kLong: case kDouble: return 8;
    case kClass: case 8: case 16: case 19: case 20: return 2;  // class, string, method type, module, package
    case 15: return 3;  // method handle
    default: return -1;
  }
}

// Skips attributes, or returns the Code attribute's code when `code` is given.
bool read_attributes(Reader& in, const std::vector<std::string_view>& utf8, std::vector<uint8_t>* code) {
  uint32_t count = in.u2();
  for (uint32_t i = 0; i < count && in.ok(); ++i) {
    uint32_t name = in.u2();
    uint32_t length = in.u4();
    if (code != nullptr && name < utf8.size() && utf8[name] == "Code" && length >= 8) {
      Reader attribute(in.here(), length);
      attribute.u2();  // max_stack
      attribute.u2();  // max_locals
      uint32_t code_length = attribute.u4();
      if (attribute.ok() && code_length <= length - 8) code->assign(attribute.here(), attribute.here() + code_length);
    }
    in.skip(length);
  }
  return in.ok();
}

}  // namespace

bool read_class_file(const unsigned char* data, size_t length, std::string* class_name,
                     std::vector<ClassFileMethod>* methods) {
  Reader in(data, length);
  if (in.u4() != 0xCAFEBABE) return false;
  in.u2();  // minor version
  in.u2();  // major version
  uint32_t pool_count = in.u2();
  std::vector<std::string_view> utf8(pool_count);  // the strings, by index
  std::vector<uint32_t> class_names(pool_count);   // a CONSTANT_Class's name index
  for (uint32_t i = 1; i < pool_count && in.ok(); ++i) {
    uint32_t tag = in.u1();
    if (tag == kUtf8) {
      uint32_t bytes = in.u2();
      const unsigned char* text = in.here();
      in.skip(bytes);
      if (in.ok()) utf8[i] = std::string_view(reinterpret_cast<const char*>(text), bytes);
      continue;
    }
    int bytes = entry_bytes(tag);
    if (bytes < 0) return false;
    if (tag == kClass) {
      class_names[i] = in.u2();
    } else {
      in.skip(static_cast<size_t>(bytes));
    }
    if (tag == kLong || tag == kDouble) ++i;  // they take two entries
  }
  in.u2();  // access flags
  uint32_t this_class = in.u2();
  in.u2();  // super class
  in.skip(2 * static_cast<size_t>(in.u2()));  // interfaces
  if (!in.ok() || this_class >= pool_count || class_names[this_class] >= pool_count) return false;
  *class_name = std::string(utf8[class_names[this_class]]);
  for (char& c : *class_name) {
    if (c == '/') c = '.';  // CLASS_LOAD's names are dotted
  }
  uint32_t fields = in.u2();
  for (uint32_t i = 0; i < fields && in.ok(); ++i) {
    in.skip(6);  // access, name, descriptor
    read_attributes(in, utf8, nullptr);
  }
  uint32_t method_count = in.u2();
  for (uint32_t i = 0; i < method_count && in.ok(); ++i) {
    in.u2();  // access flags
    uint32_t name = in.u2();
    uint32_t descriptor = in.u2();
    if (name >= pool_count || descriptor >= pool_count) return false;
    ClassFileMethod method;
    method.name_and_signature = std::string(utf8[name]) + std::string(utf8[descriptor]);
    if (!read_attributes(in, utf8, &method.code)) return false;
    methods->push_back(std::move(method));
  }
  return in.ok();
}

}  // namespace loupe_trace
