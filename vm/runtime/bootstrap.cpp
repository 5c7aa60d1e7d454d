// VM startup: the order in which the core classes come to life.
//
// java.lang.Class must exist before any mirror can, and arrays need
// Cloneable and Serializable, so those load first; the mirrors of the few
// classes loaded before Class are made once it is there. Then the primitive
// and array classes, the field offsets the VM uses, the main Thread object,
// and finally System.initPhase1, after which Java code may run freely.
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <thread>

#include "interp/interp.h"
#include "jit/jit.h"
#include "vm/natives/native_registry.h"
#include "vm/runtime/boxing.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/gc_support.h"
#include "jvmpi/profiler.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/threads.h"
#include "vm/vm.h"

namespace loupe::vm {

namespace {

Class* load_boot_class(Thread* thread, const char* name) {
  return the_vm().boot_loader->load(thread, intern_symbol(name));
}

uint32_t field_offset(Class* klass, const char* name, const char* descriptor) {
  Field* f = klass->find_declared_field(intern_symbol(name), intern_symbol(descriptor));
  if (f == nullptr) {
    std::fprintf(stderr, "Error: the class library lacks %s.%s %s\n", klass->external_name().c_str(), name,
                 descriptor);
    std::exit(1);
  }
  return f->offset;
}

bool load_core_classes(Thread* thread, std::string* error) {
  Vm& vm = the_vm();
  WellKnownClasses& c = vm.classes;
  c.object = load_boot_class(thread, "java/lang/Object");
  c.cloneable = c.object ? load_boot_class(thread, "java/lang/Cloneable") : nullptr;
  c.serializable = c.cloneable ? load_boot_class(thread, "java/io/Serializable") : nullptr;
  c.string = c.serializable ? load_boot_class(thread, "java/lang/String") : nullptr;
  Class* class_class = c.string ? load_boot_class(thread, "java/lang/Class") : nullptr;
  if (class_class == nullptr) {
    *error = "the class library (" + vm.options.boot_class_path + ") lacks the core classes of java.lang";
    return false;
  }
  vm.fields.class_vm_class = field_offset(class_class, "vmClass", "J");
  vm.fields.string_value = field_offset(c.string, "value", "[C");
  vm.fields.string_hash = field_offset(c.string, "hash", "I");
  c.class_class = class_class;
  for_each_class([thread](Class& k) { mirror_of(thread, &k); });

  create_primitive_classes();
  for (int t = static_cast<int>(BasicType::kBoolean); t <= static_cast<int>(BasicType::kVoid); ++t) {
    Class* prim = c.primitive[t];
    if (prim == nullptr) continue;
    mirror_of(thread, prim);
    if (t != static_cast<int>(BasicType::kVoid)) c.primitive_array[t] = array_class_of(thread, prim);
  }
  c.char_array = c.primitive_array[static_cast<int>(BasicType::kChar)];
  c.byte_array = c.primitive_array[static_cast<int>(BasicType::kByte)];
  c.object_array = array_class_of(thread, c.object);
  c.string_array = array_class_of(thread, c.string);
  c.class_array = array_class_of(thread, class_class);

  c.throwable = load_boot_class(thread, "java/lang/Throwable");
  c.error = load_boot_class(thread, "java/lang/Error");
  c.thread = load_boot_class(thread, "java/lang/Thread");
  c.system = load_boot_class(thread, "java/lang/System");
  c.reference = load_boot_class(thread, "java/lang/ref/Reference");
  c.soft_reference = load_boot_class(thread, "java/lang/ref/SoftReference");
  c.stack_trace_element = load_boot_class(thread, "java/lang/StackTraceElement");
  c.constructor = load_boot_class(thread, "java/lang/reflect/Constructor");
  if (has_pending_exception(thread) || c.constructor == nullptr) {
    *error = "the class library (" + vm.options.boot_class_path + ") is incomplete";
    return false;
  }
  WellKnownFields& f = vm.fields;
  f.thread_eetop = field_offset(c.thread, "eetop", "J");
  f.thread_name = field_offset(c.thread, "name", "Ljava/lang/String;");
  f.thread_priority = field_offset(c.thread, "priority", "I");
  f.thread_daemon = field_offset(c.thread, "daemon", "Z");
  f.thread_status = field_offset(c.thread, "threadStatus", "I");
  f.throwable_backtrace = field_offset(c.throwable, "backtrace", "Ljava/lang/Object;");
  f.throwable_stack_trace = field_offset(c.throwable, "stackTrace", "[Ljava/lang/StackTraceElement;");
  f.throwable_detail_message = field_offset(c.throwable, "detailMessage", "Ljava/lang/String;");
  f.throwable_cause = field_offset(c.throwable, "cause", "Ljava/lang/Throwable;");
  f.reference_referent = field_offset(c.reference, "referent", "Ljava/lang/Object;");
  // Declared by Executable, Constructor's superclass (Method's too).
  f.constructor_vm_method = field_offset(c.constructor->super, "vmMethod", "J");
  return true;
}

// Reports an exception that escaped VM startup and gives up.
[[noreturn]] void startup_failed(Thread* thread, const char* step) {
  Object* e = thread->pending_exception;
  std::string what = e != nullptr ? class_of(e)->external_name() : "unknown error";
  if (e != nullptr) {
    if (auto* message = get_field<Object*>(e, the_vm().fields.throwable_detail_message)) {
      what += ": " + string_to_utf8(message);
    }
  }
  std::fprintf(stderr, "Error occurred during initialization of VM\n%s failed: %s\n", step, what.c_str());
  std::_Exit(1);
}

void create_main_thread_object(Thread* thread) {
  Vm& vm = the_vm();
  HandleScope scope(thread);
  Class* thread_class = vm.classes.thread;
  if (!ensure_initialized(thread, thread_class)) startup_failed(thread, "java.lang.Thread initialization");
  Object* name = new_string_from_utf8(thread, "main");
  Handle<> name_handle = scope.make(name);
  Object* obj = new_instance(thread, thread_class);
  if (obj == nullptr) startup_failed(thread, "creating the main thread");
  Handle<> thread_handle = scope.make(obj);
  Method* ctor = thread_class->find_declared_method(sym::init, intern_symbol("(Ljava/lang/String;)V"));
  Slot args[2];
  args[0].ref = thread_handle.get();
  args[1].ref = name_handle.get();
  interp::call(thread, ctor, args, 2);
  if (has_pending_exception(thread)) startup_failed(thread, "creating the main thread");
  obj = thread_handle.get();
  set_field<int64_t>(obj, vm.fields.thread_eetop, reinterpret_cast<int64_t>(thread));
  set_field<int32_t>(obj, vm.fields.thread_status, 1);
  thread->java_thread = obj;
}

void preallocate_out_of_memory_error(Thread* thread) {
  Class* oom = load_boot_class(thread, "java/lang/OutOfMemoryError");
  if (oom == nullptr || !ensure_initialized(thread, oom)) startup_failed(thread, "loading OutOfMemoryError");
  HandleScope scope(thread);
  Object* message = new_string_from_utf8(thread, "Java heap space");
  Handle<> message_handle = scope.make(message);
  // Its backtrace too, so that a full heap still gets a stack trace
  // (record_trace_in_place): the most frames a trace keeps.
  ArrayObject* backtrace = new_primitive_array(thread, BasicType::kLong, static_cast<int32_t>(2 * kMaxStackTraceDepth));
  if (backtrace == nullptr) startup_failed(thread, "allocating OutOfMemoryError's backtrace");
  Handle<> backtrace_handle = scope.make(backtrace);
  Object* error = new_instance(thread, oom);
  if (error == nullptr) startup_failed(thread, "allocating OutOfMemoryError");
  set_reference_field(error, the_vm().fields.throwable_detail_message, message_handle.get());
  set_reference_field(error, the_vm().fields.throwable_cause, error);
  set_reference_field(error, the_vm().fields.throwable_backtrace, backtrace_handle.get());
  the_vm().preallocated_oom = error;
}

// A write to a pipe whose reader has gone (`loupe Prog | head -1`) must fail
// with EPIPE, an IOException the Java code can handle (PrintStream swallows
// it), and not kill the VM with SIGPIPE, as HotSpot arranges too. A handler
// that does nothing, rather than SIG_IGN, is reset by exec, so child
// processes start with the default action.
void on_broken_pipe(int) {}

void survive_broken_pipes() {
  struct sigaction action{};
  action.sa_handler = on_broken_pipe;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  sigaction(SIGPIPE, &action, nullptr);
}

size_t physical_memory() {
  long pages = sysconf(_SC_PHYS_PAGES), page_size = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && page_size > 0 ? static_cast<size_t>(pages) * static_cast<size_t>(page_size) : size_t{1} << 30;
}

}  // namespace

bool create_vm(const VmOptions& options, std::string* error) {
  Vm& vm = the_vm();
  vm.options = options;
  survive_broken_pipes();
  // HotSpot's defaults: a quarter of physical memory at most, 1/64 at first.
  if (vm.options.max_heap_bytes == 0) vm.options.max_heap_bytes = physical_memory() / 4;
  if (vm.options.initial_heap_bytes == 0) {
    vm.options.initial_heap_bytes = std::min(physical_memory() / 64, vm.options.max_heap_bytes);
  }
  gc::HeapConfig config;
  config.initial_bytes = vm.options.initial_heap_bytes;
  config.max_bytes = vm.options.max_heap_bytes;
  config.stress_interval = vm.options.gc_stress_interval;
  config.verbose = vm.options.verbose_gc;
  config.verify = vm.options.verify_heap;
  config.moving_classes = vm.options.moving_classes;
  auto collector = gc::make_collector(vm.options.collector, config);
  if (collector == nullptr) {
    *error = "Unknown garbage collector: " + vm.options.collector;
    return false;
  }
  // Profiler agents are opened first, so that the heap is built for them;
  // their JVM_OnLoad runs after System.initPhase1 (below).
  jvmpi::configure_checks(vm.options.jvmpi_check);
  if (!jvmpi::open_agents(vm.options.agents, error)) return false;
  std::unique_ptr<gc::HeapEventSink> checker;
  if (vm.options.check_gc_events) checker = gc::make_event_protocol_checker();
  gc::HeapEventSink* sink;
  if (jvmpi::any_agent_loaded()) {
    if (checker != nullptr) jvmpi::set_heap_sink_downstream(std::move(checker));
    sink = &jvmpi::heap_event_sink();
  } else {
    vm.heap_events = checker != nullptr ? std::move(checker) : std::make_unique<gc::HeapEventSink>();
    sink = vm.heap_events.get();
  }
  vm.heap = std::make_unique<gc::Heap>(std::move(collector), config, gc_support(), *sink);
  jit::Settings jit_settings;
  jit_settings.enabled = !vm.options.interpret_only;
  jit_settings.threshold = vm.options.compile_all ? 1 : vm.options.jit_threshold;
  jit_settings.verbose = vm.options.verbose_jit;
  jit_settings.print_pattern = vm.options.jit_print_pattern;
  jit_settings.stats = vm.options.jit_stats;
  jit_settings.code_cache_bytes = vm.options.jit_code_cache_bytes;
  jit::configure(jit_settings);
  // Counting every object (-Xstats) or reporting it takes the allocation slow path.
  if (vm.options.statistics || sink->wants(gc::HeapEventSink::kObjectAlloc)) {
    vm.heap->set_observing_allocations(true);
  }

  ClassPath boot_path;
  std::string jar_error;
  if (!boot_path.add_jar(vm.options.boot_class_path, &jar_error)) {
    *error = "cannot open the class library " + vm.options.boot_class_path + ": " + jar_error;
    return false;
  }
  static ClassLoader boot(ClassLoader::Kind::kBootstrap, std::move(boot_path), nullptr);
  static ClassLoader app(ClassLoader::Kind::kApp, ClassPath::parse(vm.options.class_path), &boot);
  vm.boot_loader = &boot;
  vm.app_loader = &app;

  Thread* thread = Thread::current();
  if (!load_core_classes(thread, error)) return false;
  vm.started = true;  // exceptions are Java exceptions from here on
  preallocate_out_of_memory_error(thread);
  create_main_thread_object(thread);
  if (!prepare_boxing(thread)) startup_failed(thread, "finding the wrapper classes");

  Method* init = vm.classes.system->find_declared_method(intern_symbol("initPhase1"), sym::void_sig);
  if (init == nullptr || !ensure_initialized(thread, vm.classes.system)) startup_failed(thread, "System initialization");
  interp::call(thread, init, nullptr, 0);
  if (has_pending_exception(thread)) startup_failed(thread, "System.initPhase1");
  // java.lang and the class loaders are ready: agents may use JNI in their
  // JVM_OnLoad. Then they hear of what exists so far, then JVM_INIT_DONE.
  if (!jvmpi::start_agents(error)) return false;
  jvmpi::post_jvm_init_done(thread);
  return true;
}

}  // namespace loupe::vm
