// Posting events: one function per kind, called from the event's natural
// place in the VM once its site has tested the event's flag.
//
// Before JVM_INIT_DONE nothing is posted: the VM is still building its core
// classes and objects. At INIT_DONE the VM collects, then replays what
// exists, as HotSpot does (arenas, every live object, every loaded class,
// every live thread), so that from then on every ID an agent sees has had
// its defining event.
#include <algorithm>
#include <atomic>
#include <cstring>
#include <mutex>

#include "interp/interp.h"
#include "jvmpi/jvmpi_internal.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/threads.h"

namespace loupe::jvmpi {

namespace {
std::atomic<bool> g_started{false};
}

bool events_started() { return g_started.load(std::memory_order_acquire); }

CallbackScope::CallbackScope(vm::Thread* thread, bool hold_off_gc)
    : thread_(thread), hold_off_gc_(hold_off_gc), was_running_(false) {
  if (hold_off_gc_) vm::threads::disable_gc(thread_);
  was_running_ = thread_ != nullptr && thread_->state.load() == vm::ThreadState::kRunning;
  if (thread_ != nullptr) local_refs_.emplace(thread_);
  if (was_running_) vm::threads::enter_safe(thread_);
}

// With collection held off the thread must not park for a SuspendThread on
// the way back (it would keep collections waiting while parked): it parks
// at its next poll instead.
CallbackScope::~CallbackScope() {
  if (was_running_) vm::threads::leave_safe(thread_, /*may_suspend=*/!hold_off_gc_);
  if (hold_off_gc_) vm::threads::enable_gc(thread_);
}

InVmScope::InVmScope(vm::Thread* thread)
    : thread_(thread), entered_(thread != nullptr && thread->state.load() == vm::ThreadState::kSafe) {
  if (entered_) vm::threads::leave_safe(thread_);
}

InVmScope::~InVmScope() {
  if (entered_) vm::threads::enter_safe(thread_);
}

JNIEnv* env_of(vm::Thread* thread) { return thread != nullptr ? vm::jni::env_of(thread) : nullptr; }
// Agents name threads by JNIEnv*, possibly of a thread that has ended: any
// thread but the caller is looked up among the live ones.
vm::Thread* thread_of(JNIEnv* env) {
  if (env == nullptr) return nullptr;
  vm::Thread* t = vm::jni::thread_of(env);
  if (t == vm::Thread::current()) return t;
  return vm::threads::is_live(t) ? t : nullptr;
}

namespace {

struct UnloadingClass {
  vm::Class* cls;
  jobjectID id;
};
// Noted during the collection, announced after it (one collecting thread at a time).
std::vector<UnloadingClass> g_unloading;
// The ones post_class_unloads is announcing now, and the thread doing it:
// only its agents' callbacks may ask about them.
std::vector<UnloadingClass> g_announcing;
std::atomic<vm::Thread*> g_announcer{nullptr};

const UnloadingClass* announced(auto matches) {
  if (g_announcer.load(std::memory_order_relaxed) == nullptr) [[likely]] return nullptr;
  if (g_announcer.load(std::memory_order_relaxed) != vm::Thread::current()) return nullptr;
  for (const UnloadingClass& u : g_announcing) {
    if (matches(u)) return &u;
  }
  return nullptr;
}

}  // namespace

jobjectID class_id_of(vm::Class* cls) {
  // An unloading class's object is gone: the ID it had.
  if (const UnloadingClass* u = announced([cls](const UnloadingClass& x) { return x.cls == cls; })) return u->id;
  return cls != nullptr ? to_id(cls->mirror) : nullptr;
}

void deliver(JVMPI_Event& event, int only) {
  if (shut_down() && (event.event_type & ~JVMPI_REQUESTED_EVENT) != JVMPI_EVENT_JVM_SHUT_DOWN) return;
  int type = event.event_type & ~JVMPI_REQUESTED_EVENT;
  for (int i = 0; i < agent_count(); ++i) {
    if (only >= 0 && i != only) continue;
    Agent& a = agent(i);
    if (only < 0 && (type >= kEventTableSize || a.enabled[type].load(std::memory_order_relaxed) == 0)) continue;
    if (a.table.NotifyEvent == nullptr) continue;
    if (check::on()) [[unlikely]] {
      check::notify(i, event);  // the same call, recorded for the rules and the watchdog
    } else {
      a.table.NotifyEvent(&event);
    }
  }
}

namespace {

JVMPI_Event make_event(jint type, vm::Thread* thread, bool requested) {
  JVMPI_Event e;
  std::memset(&e, 0, sizeof e);
  e.event_type = type | (requested ? JVMPI_REQUESTED_EVENT : 0);
  e.env_id = env_of(thread);
  return e;
}

// A method's first and last source lines (-1 when it has none).
std::pair<jint, jint> line_range(const vm::Method& m) {
  if (m.is_native() || m.is_abstract() || m.line_numbers.empty()) return {-1, -1};
  jint lo = INT32_MAX, hi = -1;
  for (const auto& entry : m.line_numbers) {
    lo = std::min<jint>(lo, entry.line);
    hi = std::max<jint>(hi, entry.line);
  }
  return {lo, hi};
}

std::string dotted_name(const vm::Class* cls) {
  std::string name(cls->name->view());
  std::replace(name.begin(), name.end(), '/', '.');
  return name;
}

const char* thread_group_name(const vm::Thread* t) { return t->profiler.is_system_thread ? "system" : "main"; }
const char* thread_parent_name(const vm::Thread* t) { return t->profiler.is_system_thread ? nullptr : "system"; }

}  // namespace

void send_class_load(vm::Thread* thread, vm::Class* cls, bool requested, int only) {
  if (cls->mirror == nullptr || cls->is_primitive) return;
  CallbackScope scope(thread, true);
  std::string name = dotted_name(cls);
  std::string source = cls->source_file != nullptr ? std::string(cls->source_file->view()) : std::string();
  // Strings the event points at: they live until the callbacks return.
  std::vector<std::string> text;
  text.reserve(2 * (cls->methods.size() + cls->fields.size()));
  auto keep = [&](std::string_view s) { return text.emplace_back(s).data(); };
  std::vector<JVMPI_Method> methods;
  for (vm::Method& m : cls->methods) {
    auto [start, end] = line_range(m);
    methods.push_back(JVMPI_Method{keep(m.name->view()), keep(m.descriptor->view()), start, end, to_method_id(&m)});
  }
  std::vector<JVMPI_Field> statics, instances;
  for (vm::Field& f : cls->fields) {
    (f.is_static() ? statics : instances).push_back(JVMPI_Field{keep(f.name->view()), keep(f.descriptor->view())});
  }
  JVMPI_Event e = make_event(JVMPI_EVENT_CLASS_LOAD, thread, requested);
  e.u.class_load.class_name = name.c_str();
  e.u.class_load.source_name = cls->source_file != nullptr ? source.data() : nullptr;
  e.u.class_load.num_interfaces = static_cast<jint>(cls->interfaces.size());
  e.u.class_load.num_methods = static_cast<jint>(methods.size());
  e.u.class_load.methods = methods.data();
  e.u.class_load.num_static_fields = static_cast<jint>(statics.size());
  e.u.class_load.statics = statics.data();
  e.u.class_load.num_instance_fields = static_cast<jint>(instances.size());
  e.u.class_load.instances = instances.data();
  e.u.class_load.class_id = class_id_of(cls);
  deliver(e, only);
}

void send_thread_start(vm::Thread* poster, vm::Thread* subject, bool requested, int only) {
  CallbackScope scope(poster, true);
  gc::Object* jthread = subject->java_thread;
  std::string name;
  if (jthread != nullptr) {
    if (auto* s = vm::get_field<gc::Object*>(jthread, vm::the_vm().fields.thread_name)) name = vm::string_to_utf8(s);
  }
  std::string group = thread_group_name(subject);
  const char* parent = thread_parent_name(subject);
  std::string parent_text = parent != nullptr ? parent : "";
  JVMPI_Event e = make_event(JVMPI_EVENT_THREAD_START, poster, requested);
  e.u.thread_start.thread_name = name.data();
  e.u.thread_start.group_name = group.data();
  e.u.thread_start.parent_name = parent != nullptr ? parent_text.data() : nullptr;
  e.u.thread_start.thread_id = to_id(jthread);
  e.u.thread_start.thread_env_id = env_of(subject);
  deliver(e, only);
}

void send_object_alloc(vm::Thread* thread, gc::Object* obj, int32_t arena, size_t size, bool requested, int only) {
  CallbackScope scope(thread, !requested);  // a requested event already runs with the caller's guarantees
  auto* cls = static_cast<vm::Class*>(const_cast<gc::TypeLayout*>(obj->layout()));
  JVMPI_Event e = make_event(JVMPI_EVENT_OBJECT_ALLOC, thread, requested);
  e.u.obj_alloc.arena_id = arena;
  if (!cls->is_array) {
    // java.lang.Class's own class object is an instance of itself; HotSpot
    // sent NULL for its class (an agent asking for the class's class
    // would otherwise recurse for ever).
    bool is_class_of_class = cls == vm::the_vm().classes.class_class && obj == cls->mirror;
    e.u.obj_alloc.class_id = is_class_of_class ? nullptr : class_id_of(cls);
    e.u.obj_alloc.is_array = JVMPI_NORMAL_OBJECT;
  } else if (cls->component->is_primitive) {
    e.u.obj_alloc.class_id = nullptr;
    e.u.obj_alloc.is_array = static_cast<jint>(cls->element_type);  // newarray codes = JVMPI's 4..11
  } else {
    e.u.obj_alloc.class_id = class_id_of(cls->component);
    e.u.obj_alloc.is_array = JVMPI_CLASS;
  }
  e.u.obj_alloc.size = static_cast<jint>(size);
  e.u.obj_alloc.obj_id = to_id(obj);
  deliver(e, only);
}

// ---- compiled code ----------------------------------------------------------

namespace {

// A load that came before JVM_INIT_DONE, kept until then (the compiler
// runs from the first bytecode on under -Xcomp, long before agents may
// hear anything).
struct PendingLoad {
  vm::Method* method;
  const void* code;
  size_t size;
  std::vector<CodeLine> lines;
};
std::mutex g_pending_loads_lock;
std::vector<PendingLoad> g_pending_loads;

void send_compiled_method_load(vm::Thread* thread, vm::Method* method, const void* code, size_t size,
                               const std::vector<CodeLine>& lines) {
  // A method ID is no heap object: collection may go on during the callback.
  CallbackScope scope(thread, false);
  std::vector<JVMPI_Lineno> table;
  table.reserve(lines.size());
  for (const CodeLine& l : lines) table.push_back(JVMPI_Lineno{l.offset, l.line});
  JVMPI_Event e = make_event(JVMPI_EVENT_COMPILED_METHOD_LOAD, thread, false);
  e.u.compiled_method_load.method_id = to_method_id(method);
  e.u.compiled_method_load.code_addr = const_cast<void*>(code);
  e.u.compiled_method_load.code_size = static_cast<jint>(size);
  e.u.compiled_method_load.lineno_table_size = static_cast<jint>(table.size());
  e.u.compiled_method_load.lineno_table = table.empty() ? nullptr : table.data();
  deliver(e);
}

// At INIT_DONE, after the classes (whose CLASS_LOAD defines the method IDs).
void replay_compiled_methods(vm::Thread* thread) {
  std::vector<PendingLoad> pending;
  {
    std::lock_guard<std::mutex> guard(g_pending_loads_lock);
    pending.swap(g_pending_loads);
  }
  for (const PendingLoad& p : pending) send_compiled_method_load(thread, p.method, p.code, p.size, p.lines);
}

}  // namespace

// ---- natural events -------------------------------------------------------

namespace {

void post_simple(jint type, vm::Thread* thread) {
  CallbackScope scope(thread, false);
  JVMPI_Event e = make_event(type, thread, false);
  deliver(e);
}

// Every object reachable now, in the order a trace finds them (objects,
// dumps.cpp). Collection must be held off.
void replay_objects(vm::Thread* thread) {
  for (gc::Object* obj : reachable_objects()) {
    send_object_alloc(thread, obj, arena_of(obj), gc::object_size(obj), false, -1);
  }
}

}  // namespace

void post_jvm_init_done(vm::Thread* thread) {
  if (!any_agent_loaded()) return;
  // Start from a heap that holds only what is reachable: the replay then
  // announces every object that later events can name.
  vm::the_vm().heap->collect(gc::GcCause::kExplicit);
  vm::threads::disable_gc(thread);
  g_started.store(true, std::memory_order_release);
  for (int event = 1; event < kEventTableSize; ++event) {
    if (g_event_enabled[event].load()) apply_event_switch(thread, event);
  }
  if (enabled(JVMPI_EVENT_ARENA_NEW)) replay_arenas();
  if (enabled(JVMPI_EVENT_OBJECT_ALLOC)) replay_objects(thread);
  if (enabled(JVMPI_EVENT_CLASS_LOAD)) {
    std::vector<vm::Class*> classes;
    vm::for_each_class([&](vm::Class& c) { classes.push_back(&c); });
    for (vm::Class* c : classes) send_class_load(thread, c, false, -1);
  }
  // Code compiled while the VM started. Kept only while the event was
  // enabled (from JVM_OnLoad): an agent that enables it later hears of
  // what is compiled from then on, as with every natural event.
  if (enabled(JVMPI_EVENT_COMPILED_METHOD_LOAD)) {
    replay_compiled_methods(thread);
  } else {
    std::lock_guard<std::mutex> guard(g_pending_loads_lock);
    g_pending_loads.clear();
  }
  if (enabled(JVMPI_EVENT_THREAD_START)) {
    std::vector<vm::Thread*> live;
    vm::threads::for_each_locked([&](vm::Thread& t) { live.push_back(&t); });
    for (vm::Thread* t : live) {
      t->profiler.start_posted = true;
      send_thread_start(thread, t, false, -1);
    }
  }
  vm::threads::enable_gc(thread);
  if (enabled(JVMPI_EVENT_JVM_INIT_DONE)) post_simple(JVMPI_EVENT_JVM_INIT_DONE, thread);
  start_signal_watcher(thread);
}

void post_jvm_shut_down(vm::Thread* thread) {
  // Once, from whichever thread ends the VM first.
  static std::atomic<bool> posted{false};
  if (shut_down() || posted.exchange(true)) return;
  post_simple(JVMPI_EVENT_JVM_SHUT_DOWN, thread);
  mark_shut_down();
}

void post_thread_start(vm::Thread* thread) {
  if (!events_started()) return;
  thread->profiler.start_posted = true;
  send_thread_start(thread, thread, false, -1);
}

void post_thread_end(vm::Thread* thread) {
  thread->profiler.ended = true;
  if (check::on()) check::thread_ended(env_of(thread));
  if (!enabled(JVMPI_EVENT_THREAD_END) || !events_started() || !thread->profiler.start_posted) return;
  post_simple(JVMPI_EVENT_THREAD_END, thread);
}

void post_class_load(vm::Thread* thread, vm::Class* cls) {
  if (!events_started()) return;
  send_class_load(thread, cls, false, -1);
}

void note_class_unloading(vm::Class* cls) { g_unloading.push_back({cls, class_id_of(cls)}); }

vm::Class* unloading_class_with_id(jobjectID id) {
  const UnloadingClass* u = announced([id](const UnloadingClass& x) { return x.id == id; });
  return u != nullptr ? u->cls : nullptr;
}

void post_class_unloads(vm::Thread* thread) {
  g_announcing = std::move(g_unloading);
  g_unloading.clear();
  g_announcer.store(thread, std::memory_order_relaxed);
  for (const UnloadingClass& u : g_announcing) {
    if (check::on()) check::class_unloaded(*u.cls);
    if (u.id == nullptr || !enabled(JVMPI_EVENT_CLASS_UNLOAD) || thread == nullptr || !events_started()) continue;
    CallbackScope scope(thread, true);  // an event with an object ID: GC held off during the callbacks
    JVMPI_Event e = make_event(JVMPI_EVENT_CLASS_UNLOAD, thread, false);
    e.u.class_unload.class_id = u.id;
    deliver(e);
  }
  g_announcer.store(nullptr, std::memory_order_relaxed);
  g_announcing.clear();
}

void post_class_load_hook(vm::Thread* thread, std::vector<uint8_t>* bytes) {
  if (!events_started()) return;
  CallbackScope scope(thread, false);
  // Each agent in turn sees what the previous one made of the class.
  for (int i = 0; i < agent_count(); ++i) {
    Agent& a = agent(i);
    if (a.enabled[JVMPI_EVENT_CLASS_LOAD_HOOK].load() == 0 || a.table.NotifyEvent == nullptr) continue;
    JVMPI_Event e = make_event(JVMPI_EVENT_CLASS_LOAD_HOOK, thread, false);
    e.u.class_load_hook.class_data = bytes->data();
    e.u.class_load_hook.class_data_len = static_cast<jint>(bytes->size());
    e.u.class_load_hook.new_class_data = nullptr;
    e.u.class_load_hook.new_class_data_len = 0;
    e.u.class_load_hook.malloc_f = [](unsigned int n) -> void* { return std::malloc(n); };
    a.table.NotifyEvent(&e);
    // An agent that hands back the very buffer it was given changed nothing.
    unsigned char* out = e.u.class_load_hook.new_class_data;
    if (out != nullptr && out != bytes->data()) {
      if (e.u.class_load_hook.new_class_data_len >= 0) bytes->assign(out, out + e.u.class_load_hook.new_class_data_len);
      std::free(out);
    }
  }
}

void post_method_entry(vm::Thread* thread, vm::Method* method, gc::Object* receiver) {
  if (!events_started()) return;
  // ENTRY2 first, while `receiver` is certainly current: ENTRY's callback
  // runs with collection allowed.
  if (enabled(JVMPI_EVENT_METHOD_ENTRY2)) {
    CallbackScope scope(thread, true);
    JVMPI_Event e = make_event(JVMPI_EVENT_METHOD_ENTRY2, thread, false);
    e.u.method_entry2.method_id = to_method_id(method);
    e.u.method_entry2.obj_id = method->is_static() ? nullptr : to_id(receiver);
    deliver(e);
  }
  if (enabled(JVMPI_EVENT_METHOD_ENTRY)) {
    CallbackScope scope(thread, false);
    JVMPI_Event e = make_event(JVMPI_EVENT_METHOD_ENTRY, thread, false);
    e.u.method.method_id = to_method_id(method);
    deliver(e);
  }
}

void post_method_exit(vm::Thread* thread, vm::Method* method) {
  if (!events_started() || !enabled(JVMPI_EVENT_METHOD_EXIT)) return;
  CallbackScope scope(thread, false);
  JVMPI_Event e = make_event(JVMPI_EVENT_METHOD_EXIT, thread, false);
  e.u.method.method_id = to_method_id(method);
  deliver(e);
}

namespace {
void post_monitor(jint type, vm::Thread* thread, gc::Object* obj) {
  if (!events_started()) return;
  CallbackScope scope(thread, true);
  JVMPI_Event e = make_event(type, thread, false);
  e.u.monitor.object = to_id(obj);
  deliver(e);
}
void post_wait(jint type, vm::Thread* thread, gc::Object* obj, int64_t ms) {
  if (!events_started()) return;
  CallbackScope scope(thread, obj != nullptr);
  JVMPI_Event e = make_event(type, thread, false);
  e.u.monitor_wait.object = to_id(obj);
  e.u.monitor_wait.timeout = ms;
  deliver(e);
}
}  // namespace

void post_monitor_contended_enter(vm::Thread* t, gc::Object* obj) { post_monitor(JVMPI_EVENT_MONITOR_CONTENDED_ENTER, t, obj); }
void post_monitor_contended_entered(vm::Thread* t, gc::Object* obj) { post_monitor(JVMPI_EVENT_MONITOR_CONTENDED_ENTERED, t, obj); }
void post_monitor_contended_exit(vm::Thread* t, gc::Object* obj) { post_monitor(JVMPI_EVENT_MONITOR_CONTENDED_EXIT, t, obj); }
void post_monitor_wait(vm::Thread* t, gc::Object* obj, int64_t ms) { post_wait(JVMPI_EVENT_MONITOR_WAIT, t, obj, ms); }
void post_monitor_waited(vm::Thread* t, gc::Object* obj, int64_t ms) { post_wait(JVMPI_EVENT_MONITOR_WAITED, t, obj, ms); }

void post_jni_globalref_alloc(vm::Thread* thread, gc::Object* obj, jobject ref, bool weak) {
  if (!events_started()) return;
  CallbackScope scope(thread, true);
  JVMPI_Event e = make_event(weak ? JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC : JVMPI_EVENT_JNI_GLOBALREF_ALLOC, thread, false);
  e.u.jni_globalref_alloc.obj_id = to_id(obj);
  e.u.jni_globalref_alloc.ref_id = ref;
  deliver(e);
}

void post_jni_globalref_free(vm::Thread* thread, jobject ref, bool weak) {
  if (!events_started()) return;
  CallbackScope scope(thread, true);
  JVMPI_Event e = make_event(weak ? JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE : JVMPI_EVENT_JNI_GLOBALREF_FREE, thread, false);
  e.u.jni_globalref_free.ref_id = ref;
  deliver(e);
}

void post_instruction_start(vm::Thread* thread, vm::Method* method, int32_t bci, const InstructionDetail& detail) {
  if (!events_started()) return;
  CallbackScope scope(thread, false);
  JVMPI_Event e = make_event(JVMPI_EVENT_INSTRUCTION_START, thread, false);
  e.u.instruction.method_id = to_method_id(method);
  e.u.instruction.offset = bci;
  e.u.instruction.u.tableswitch_info.key = detail.a;
  e.u.instruction.u.tableswitch_info.low = detail.b;
  e.u.instruction.u.tableswitch_info.hi = detail.c;
  deliver(e);
}

// COMPILED_METHOD_LOAD and _UNLOAD (the JIT's announce.cpp).
void post_compiled_method_load(vm::Thread* thread, vm::Method* method, const void* code, size_t size,
                               const std::vector<CodeLine>& lines) {
  if (!events_started()) {
    std::lock_guard<std::mutex> guard(g_pending_loads_lock);
    // Checked again under the lock: INIT_DONE may have taken the list meanwhile.
    if (!events_started()) {
      g_pending_loads.push_back(PendingLoad{method, code, size, lines});
      return;
    }
  }
  send_compiled_method_load(thread, method, code, size, lines);
}

bool compiled_method_loads_wanted() {
  return enabled(JVMPI_EVENT_COMPILED_METHOD_LOAD) || (any_agent_loaded() && !events_started());
}

void post_compiled_method_unload(vm::Thread* thread, vm::Method* method, const void* code) {
  {
    // A load not posted yet (INIT_DONE has not replayed it): neither is.
    std::lock_guard<std::mutex> guard(g_pending_loads_lock);
    size_t erased = std::erase_if(g_pending_loads, [&](const PendingLoad& p) {
      return p.method == method && p.code == code;
    });
    if (erased != 0 || !events_started()) return;
  }
  CallbackScope scope(thread, false);
  JVMPI_Event e = make_event(JVMPI_EVENT_COMPILED_METHOD_UNLOAD, thread, false);
  e.u.compiled_method_unload.method_id = to_method_id(method);
  deliver(e);
}

void post_data_dump_request() { post_simple(JVMPI_EVENT_DATA_DUMP_REQUEST, vm::Thread::current()); }
void post_data_reset_request() { post_simple(JVMPI_EVENT_DATA_RESET_REQUEST, vm::Thread::current()); }

}  // namespace loupe::jvmpi
