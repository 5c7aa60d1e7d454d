// Java threads on OS threads: starting them, their lives, their ends; and
// the main thread's run of the program, as the java launcher does it.
#include "vm/runtime/java_threads.h"

#include <pthread.h>
#include <unistd.h>

#include <cstdio>

#include "interp/interp.h"
#include "jit/jit.h"
#include "jvmpi/jvmpi.h"
#include "jvmpi/profiler.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/monitor.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/statistics.h"
#include "vm/runtime/threads.h"
#include "vm/vm.h"

namespace loupe::vm {

namespace {

// The C stack of every Java thread: the interpreter does not recurse on
// Java calls, so this only bounds nesting through native code.
constexpr size_t kNativeStackBytes = 8 * 1024 * 1024;

Method* find_virtual(Object* receiver, const char* name, const char* descriptor) {
  return class_of(receiver)->find_method_in_hierarchy(intern_symbol(name), intern_symbol(descriptor));
}

// Other threads read this thread's CPU clock (a profiler's ThreadHasRun).
void record_cpu_clock(Thread* thread) {
  thread->profiler.has_cpu_clock = pthread_getcpuclockid(pthread_self(), &thread->profiler.cpu_clock) == 0;
  thread->profiler.os_thread = pthread_self();  // -Xcheck:jvmpi's watchdog asks it for its native stack
  thread->profiler.has_os_thread = true;
}

void record_native_stack(Thread* thread) {
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) != 0) return;
  void* low = nullptr;
  size_t size = 0;
  pthread_attr_getstack(&attr, &low, &size);
  pthread_attr_destroy(&attr);
  thread->set_native_stack(static_cast<char*>(low), static_cast<char*>(low) + size);
}

// The last steps of every VM thread: THREAD_END, then the thread leaves the
// VM (its buffer goes back first: no collection runs meanwhile).
void leave_vm_thread(Thread* thread) {
  jvmpi::post_thread_end(thread);  // also marks it ended when no agent listens
  the_vm().heap->retire_mutator(thread->mutator);
  threads::enter_safe(thread);
  if (the_vm().options.statistics) record_thread_statistics(*thread);
  threads::remove(thread);
}

// After run(): Thread.exit(), then the thread is dead and joiners wake up.
void finish_java_thread(Thread* thread) {
  Vm& vm = the_vm();
  Object* saved = thread->pending_exception;
  thread->pending_exception = nullptr;
  Slot receiver;
  receiver.ref = thread->java_thread;
  if (Method* exit = thread->java_thread ? find_virtual(thread->java_thread, "exit", "()V") : nullptr) {
    interp::call(thread, exit, &receiver, 1);
    thread->pending_exception = nullptr;
  }
  Object* jthread = thread->java_thread;
  if (jthread == nullptr) return;
  set_field<int64_t>(jthread, vm.fields.thread_eetop, 0);
  set_field<int32_t>(jthread, vm.fields.thread_status, 2);
  monitor_enter(thread, thread->java_thread);
  monitor_notify(thread, thread->java_thread, true);
  monitor_exit(thread, thread->java_thread);
  thread->pending_exception = saved;
}

void* java_thread_main(void* arg) {
  auto* thread = static_cast<Thread*>(arg);
  Thread::set_current(thread);
  record_native_stack(thread);
  record_cpu_clock(thread);
  threads::leave_safe(thread);
  if (jvmpi::enabled(JVMPI_EVENT_THREAD_START)) jvmpi::post_thread_start(thread);
  {
    Slot receiver;
    receiver.ref = thread->java_thread;
    if (Method* run = find_virtual(thread->java_thread, "run", "()V")) interp::call(thread, run, &receiver, 1);
    if (has_pending_exception(thread)) dispatch_uncaught_exception(thread);
    finish_java_thread(thread);
  }
  leave_vm_thread(thread);
  return nullptr;
}

struct NativeThreadStart {
  Thread* thread;
  void (*body)(void*);
  void* arg;
};

void* native_thread_main(void* arg) {
  std::unique_ptr<NativeThreadStart> start(static_cast<NativeThreadStart*>(arg));
  Thread* thread = start->thread;
  Thread::set_current(thread);
  record_native_stack(thread);
  record_cpu_clock(thread);
  threads::leave_safe(thread);
  if (jvmpi::enabled(JVMPI_EVENT_THREAD_START)) jvmpi::post_thread_start(thread);
  threads::enter_safe(thread);  // the agent's code runs in native state
  start->body(start->arg);
  threads::leave_safe(thread);
  finish_java_thread(thread);
  leave_vm_thread(thread);
  return nullptr;
}

}  // namespace

void dispatch_uncaught_exception(Thread* thread) {
  HandleScope scope(thread);
  Handle<> exception = scope.make(thread->pending_exception);
  thread->pending_exception = nullptr;
  Object* jthread = thread->java_thread;
  Method* dispatch = jthread ? find_virtual(jthread, "dispatchUncaughtException", "(Ljava/lang/Throwable;)V") : nullptr;
  if (dispatch != nullptr) {
    Slot args[2];
    args[0].ref = jthread;
    args[1].ref = exception.get();
    interp::call(thread, dispatch, args, 2);
  }
  if (has_pending_exception(thread)) {
    // As HotSpot: the handler's own exception is named, after a blank line.
    Class* thrown = class_of(thread->pending_exception);
    thread->pending_exception = nullptr;
    jthread = thread->java_thread;  // the call may have moved it
    std::fprintf(stderr, "\nException: %s thrown from the UncaughtExceptionHandler in thread \"%s\"\n",
                 thrown->external_name().c_str(),
                 jthread ? string_to_utf8(get_field<Object*>(jthread, the_vm().fields.thread_name)).c_str() : "?");
  }
}

bool start_java_thread(Thread* self, Object* java_thread) {
  Vm& vm = the_vm();
  HandleScope scope(self);
  Handle<> jthread = scope.make(java_thread);
  bool daemon = get_field<uint8_t>(java_thread, vm.fields.thread_daemon) != 0;
  Thread* thread = threads::create(vm.options.stack_bytes, daemon);
  thread->java_thread = jthread.get();
  set_field<int64_t>(jthread.get(), vm.fields.thread_eetop, reinterpret_cast<int64_t>(thread));

  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, kNativeStackBytes);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_t os_thread;
  int status = pthread_create(&os_thread, &attr, java_thread_main, thread);
  pthread_attr_destroy(&attr);
  if (status != 0) {
    set_field<int64_t>(jthread.get(), vm.fields.thread_eetop, 0);
    threads::remove(thread);
    throw_out_of_memory(self, "unable to create native thread: possibly out of memory or process/resource limits reached");
    return false;
  }
  return true;
}

bool start_native_thread(Thread* self, const std::string& name, int priority, void (*body)(void*), void* arg) {
  Vm& vm = the_vm();
  HandleScope scope(self);
  Object* name_string = new_string_from_utf8(self, name);
  if (name_string == nullptr) return false;
  Handle<> name_handle = scope.make(name_string);
  Object* obj = new_instance(self, vm.classes.thread);
  if (obj == nullptr) return false;
  Handle<> jthread = scope.make(obj);
  Method* ctor = vm.classes.thread->find_declared_method(sym::init, intern_symbol("(Ljava/lang/String;)V"));
  if (ctor == nullptr) return false;
  Slot args[2];
  args[0].ref = jthread.get();
  args[1].ref = name_handle.get();
  interp::call(self, ctor, args, 2);
  if (has_pending_exception(self)) {
    self->pending_exception = nullptr;
    return false;
  }
  set_field<uint8_t>(jthread.get(), vm.fields.thread_daemon, 1);
  set_field<int32_t>(jthread.get(), vm.fields.thread_priority, priority);
  Thread* thread = threads::create(vm.options.stack_bytes, true);
  thread->profiler.is_system_thread = true;
  thread->java_thread = jthread.get();
  set_field<int64_t>(jthread.get(), vm.fields.thread_eetop, reinterpret_cast<int64_t>(thread));
  set_field<int32_t>(jthread.get(), vm.fields.thread_status, 1);

  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, kNativeStackBytes);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_t os_thread;
  auto start = std::make_unique<NativeThreadStart>(NativeThreadStart{thread, body, arg});
  if (pthread_create(&os_thread, &attr, native_thread_main, start.get()) != 0) {
    pthread_attr_destroy(&attr);
    set_field<int64_t>(jthread.get(), vm.fields.thread_eetop, 0);
    threads::remove(thread);
    return false;
  }
  pthread_attr_destroy(&attr);
  (void)start.release();  // the new thread owns it now
  return true;
}

namespace {

// The java.lang.Thread of an attached thread, made by its own constructors
// on it: Thread(String), or Thread() which names it "Thread-<n>" as
// HotSpot names unnamed attached threads.
bool create_attached_thread_object(Thread* thread, const char* name, bool daemon) {
  Vm& vm = the_vm();
  HandleScope scope(thread);
  Handle<> name_handle;
  if (name != nullptr) {
    Object* s = new_string_from_mutf8(thread, name);
    if (s == nullptr) return false;
    name_handle = scope.make(s);
  }
  Object* obj = new_instance(thread, vm.classes.thread);
  Method* ctor = vm.classes.thread->find_declared_method(
      sym::init, name != nullptr ? intern_symbol("(Ljava/lang/String;)V") : sym::void_sig);
  if (obj == nullptr || ctor == nullptr) return false;
  Handle<> jthread = scope.make(obj);
  Slot args[2];
  args[0].ref = jthread.get();
  args[1].ref = name_handle.get();
  interp::call(thread, ctor, args, name != nullptr ? 2 : 1);
  if (has_pending_exception(thread)) return false;
  obj = jthread.get();
  set_field<uint8_t>(obj, vm.fields.thread_daemon, daemon ? 1 : 0);
  set_field<int64_t>(obj, vm.fields.thread_eetop, reinterpret_cast<int64_t>(thread));
  set_field<int32_t>(obj, vm.fields.thread_status, 1);
  thread->java_thread = obj;
  return true;
}

}  // namespace

Thread* attach_current_thread(const char* name, bool daemon) {
  Thread* thread = threads::create(the_vm().options.stack_bytes, daemon);
  Thread::set_current(thread);
  record_native_stack(thread);
  record_cpu_clock(thread);
  threads::leave_safe(thread);
  if (!create_attached_thread_object(thread, name, daemon)) {
    thread->pending_exception = nullptr;
    leave_vm_thread(thread);
    Thread::set_current(nullptr);
    return nullptr;
  }
  if (jvmpi::enabled(JVMPI_EVENT_THREAD_START)) jvmpi::post_thread_start(thread);
  threads::enter_safe(thread);  // back to the native code that attached
  return thread;
}

void detach_current_thread(Thread* thread) {
  threads::leave_safe(thread);
  finish_java_thread(thread);
  leave_vm_thread(thread);
  Thread::set_current(nullptr);
}

int run_on_new_os_thread(int (*body)(void*), void* context) {
  struct Start {
    int (*body)(void*);
    void* context;
    int result;
  } start{body, context, 1};
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, kNativeStackBytes);
  pthread_t os_thread;
  auto trampoline = [](void* arg) -> void* {
    auto* s = static_cast<Start*>(arg);
    s->result = s->body(s->context);
    return nullptr;
  };
  if (pthread_create(&os_thread, &attr, trampoline, &start) != 0) {
    pthread_attr_destroy(&attr);
    return body(context);
  }
  pthread_attr_destroy(&attr);
  pthread_join(os_thread, nullptr);
  return start.result;
}

Thread* attach_main_thread(size_t java_stack_bytes) {
  Thread* thread = threads::create(java_stack_bytes, false);
  Thread::set_current(thread);
  record_native_stack(thread);
  record_cpu_clock(thread);
  threads::leave_safe(thread);
  return thread;
}

namespace {

[[noreturn]] void launcher_error(const std::string& message) {
  std::fflush(stdout);
  std::fprintf(stderr, "%s\n", message.c_str());
  halt_vm(1);
}

std::string pending_description(Thread* thread) {
  Object* e = thread->pending_exception;
  std::string text = class_of(e)->external_name();
  if (auto* message = get_field<Object*>(e, the_vm().fields.throwable_detail_message)) {
    text += ": " + string_to_utf8(message);
  }
  return text;
}

Method* find_main_method(Class* klass) {
  for (Class* k = klass; k != nullptr; k = k->super) {
    for (Method& m : k->methods) {
      if (m.name == sym::main && m.descriptor->view().starts_with("([Ljava/lang/String;)") && m.is_public()) {
        return &m;
      }
    }
  }
  return nullptr;
}

// Whether Class.forName would look for `internal` at all (the check of
// java.lang.Class.forName0 before it asks a loader): not empty, no '.', ';'
// or '[' inside a name, no leading or doubled '/'. Array names are left to
// the loader.
bool is_searchable_class_name(std::string_view internal) {
  if (internal.empty()) return false;
  if (internal[0] == '[') return true;
  char last = 0;
  for (char c : internal) {
    if (c == '.' || c == ';' || c == '[') return false;
    if (c == '/' && (last == 0 || last == '/')) return false;
    last = c;
  }
  return true;
}

// Links `klass` as HotSpot does when the launcher looks up main: its
// superclasses and superinterfaces first, then every method of its own is
// checked (Loupe otherwise checks a method just before its first run). False
// with a VerifyError pending on the first method that fails.
bool verify_for_launch(Thread* thread, Class* klass, std::vector<Class*>& done) {
  if (klass == nullptr || klass->is_bootstrap || klass->is_array) return true;
  for (Class* seen : done) {
    if (seen == klass) return true;
  }
  done.push_back(klass);
  if (!verify_for_launch(thread, klass->super, done)) return false;
  for (Class* iface : klass->interfaces) {
    if (!verify_for_launch(thread, iface, done)) return false;
  }
  for (Method& m : klass->methods) {
    if (!interp::prepare_method(thread, &m)) return false;
  }
  return true;
}

}  // namespace

// The steps and the messages of the java launcher's LauncherHelper:
// load the class (not initialize it), link it, find main, then run it.
int run_main(const std::string& main_class, const std::vector<std::string>& args, bool dry_run) {
  Vm& vm = the_vm();
  Thread* thread = Thread::current();
  HandleScope scope(thread);
  // The launcher accepts "p/q/Main" for "p.q.Main" and names the class with dots.
  std::string name = main_class;
  for (char& c : name) {
    if (c == '/') c = '.';
  }
  std::string internal = binary_to_internal_name(name);
  if (!is_searchable_class_name(internal)) {
    launcher_error("Error: Could not find or load main class " + name +
                   "\nCaused by: java.lang.ClassNotFoundException: " + internal);
  }
  Class* klass = vm.app_loader->load(thread, intern_symbol(internal), true);
  if (klass == nullptr) {
    if (pending_exception_is(thread, "java/lang/ClassNotFoundException") ||
        pending_exception_is(thread, "java/lang/NoClassDefFoundError")) {
      launcher_error("Error: Could not find or load main class " + name + "\nCaused by: " +
                     pending_description(thread));
    }
    // HotSpot verifies at link time, after loading: Loupe's structural code
    // checks run while parsing, but are reported as java reports them.
    if (pending_exception_is(thread, "java/lang/VerifyError")) {
      launcher_error("Error: Unable to initialize main class " + name + "\nCaused by: " + pending_description(thread));
    }
    launcher_error("Error: LinkageError occurred while loading main class " + name + "\n\t" +
                   pending_description(thread));
  }
  std::vector<Class*> verified;
  if (!verify_for_launch(thread, klass, verified)) {
    launcher_error("Error: Unable to initialize main class " + name + "\nCaused by: " + pending_description(thread));
  }
  Method* main = find_main_method(klass);
  const std::string how = "please define the main method as:\n   public static void main(String[] args)";
  if (main == nullptr) {
    launcher_error("Error: Main method not found in class " + name + ", " + how +
                   "\nor a JavaFX application class must extend javafx.application.Application");
  }
  if (!main->is_static()) launcher_error("Error: Main method is not static in class " + name + ", " + how);
  if (main->return_type != BasicType::kVoid) {
    launcher_error("Error: Main method must return a value of type void in class " + name + ", please \n" +
                   "define the main method as:\n   public static void main(String[] args)");
  }
  if (dry_run) return 0;
  ArrayObject* array = new_object_array(thread, vm.classes.string, static_cast<int32_t>(args.size()));
  if (array != nullptr) {
    Handle<ArrayObject> argv = scope.make<ArrayObject>(array);
    for (size_t i = 0; i < args.size() && !has_pending_exception(thread); ++i) {
      Object* s = new_string_from_utf8(thread, args[i]);
      if (s != nullptr) set_array_element(argv.get(), static_cast<int32_t>(i), s);
    }
    if (!has_pending_exception(thread) && ensure_initialized(thread, klass)) {
      Slot slot;
      slot.ref = argv.get();
      interp::call(thread, main, &slot, 1);
    }
  }
  if (!has_pending_exception(thread)) return 0;
  dispatch_uncaught_exception(thread);
  return 1;
}

void destroy_vm_and_exit(int status) {
  Thread* thread = Thread::current();
  threads::wait_for_non_daemon_threads(thread);
  run_library_method(thread, "java/lang/Shutdown", "shutdown");
  // The main thread ends here, as in HotSpot's DestroyJavaVM.
  jvmpi::post_thread_end(thread);  // also marks it ended when no agent listens
  halt_vm(status);
}

void halt_vm(int status) {
  // The profiler's last event, once, whichever way the VM ends.
  if (Thread* self = Thread::current(); self != nullptr && jvmpi::enabled(JVMPI_EVENT_JVM_SHUT_DOWN)) {
    jvmpi::post_jvm_shut_down(self);
  }
  jvmpi::report_checks_at_exit();
  jit::print_statistics(stderr);
  jit::explain_empty_listing(stderr);
  if (the_vm().options.statistics && the_vm().heap != nullptr) print_statistics(stderr);
  std::fflush(stdout);
  std::fflush(stderr);
  _exit(status);
}

}  // namespace loupe::vm
