#include "vm/runtime/exceptions.h"

#include <cstdio>
#include <cstdlib>

#include "interp/interp.h"
#include "vm/natives/native_registry.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/loader_internal.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

namespace {

// Before System is initialised no Java code can run, so an exception then
// is a broken class library: say what and stop.
[[noreturn]] void fail_during_bootstrap(std::string_view class_name, const std::optional<std::string>& message) {
  std::fprintf(stderr, "Error: the VM could not start: %s%s%s\n", internal_to_binary_name(class_name).c_str(),
               message ? ": " : "", message ? message->c_str() : "");
  std::exit(1);
}

thread_local bool creating_out_of_memory_error = false;

// Allocates the exception and runs the constructor `descriptor` with the
// reference arguments in `args`. Leaves the exception pending on success.
void construct_and_throw(Thread* thread, Class* klass, const char* descriptor, std::initializer_list<Handle<>> args) {
  HandleScope scope(thread);
  Object* exception = new_instance(thread, klass);
  if (exception == nullptr) return;
  Handle<> handle = scope.make(exception);
  Method* ctor = klass->find_declared_method(sym::init, intern_symbol(descriptor));
  size_t argc = args.size();
  if (ctor == nullptr) {
    ctor = klass->find_declared_method(sym::init, sym::void_sig);
    argc = 0;
  }
  if (ctor != nullptr) {
    Slot slots[4] = {};
    slots[0].ref = handle.get();
    size_t i = 1;
    for (const Handle<>& h : args) {
      if (i <= argc) slots[i++].ref = h.get();
    }
    interp::call(thread, ctor, slots, argc + 1);
    if (has_pending_exception(thread)) return;
  }
  thread->pending_exception = handle.get();
}

Class* throwable_class(Thread* thread, std::string_view class_name) {
  Class* klass = the_vm().boot_loader->load(thread, intern_symbol(class_name));
  if (klass == nullptr || !ensure_initialized(thread, klass)) return nullptr;
  return klass;
}

}  // namespace

void throw_new(Thread* thread, std::string_view class_name, std::optional<std::string> message) {
  throw_new_with_cause(thread, class_name, std::move(message), nullptr);
}

// With a cause, the constructors (String, Throwable) or (Throwable) are used;
// without, (String) or ().
void throw_new_with_cause(Thread* thread, std::string_view class_name, std::optional<std::string> message,
                          Object* cause) {
  if (!the_vm().started) fail_during_bootstrap(class_name, message);
  thread->pending_exception = nullptr;
  HandleScope scope(thread);
  Handle<> cause_handle = scope.make(cause);
  Class* klass = throwable_class(thread, class_name);
  if (klass == nullptr) return;
  Handle<> text;
  if (message) {
    Object* s = new_string_from_utf8(thread, *message);
    if (s == nullptr) return;
    text = scope.make(s);
  }
  if (cause == nullptr) {
    if (message) {
      construct_and_throw(thread, klass, "(Ljava/lang/String;)V", {text});
    } else {
      construct_and_throw(thread, klass, "()V", {});
    }
  } else if (message) {
    if (klass->find_declared_method(sym::init, intern_symbol("(Ljava/lang/String;Ljava/lang/Throwable;)V"))) {
      construct_and_throw(thread, klass, "(Ljava/lang/String;Ljava/lang/Throwable;)V", {text, cause_handle});
      return;
    }
    // Errors such as NoClassDefFoundError have no (String, Throwable)
    // constructor: make it with the message and set the cause after.
    construct_and_throw(thread, klass, "(Ljava/lang/String;)V", {text});
    if (Method* init_cause = the_vm().classes.throwable->find_declared_method(
            intern_symbol("initCause"), intern_symbol("(Ljava/lang/Throwable;)Ljava/lang/Throwable;"))) {
      Handle<> exception = scope.make(thread->pending_exception);
      thread->pending_exception = nullptr;
      Slot args[2];
      args[0].ref = exception.get();
      args[1].ref = cause_handle.get();
      interp::call(thread, init_cause, args, 2);
      if (!has_pending_exception(thread)) thread->pending_exception = exception.get();
    }
  } else {
    construct_and_throw(thread, klass, "(Ljava/lang/Throwable;)V", {cause_handle});
  }
}

void throw_out_of_memory(Thread* thread, const char* message) {
  Vm& vm = the_vm();
  if (creating_out_of_memory_error || !vm.started) {
    if (vm.preallocated_oom == nullptr) fail_during_bootstrap("java/lang/OutOfMemoryError", std::string(message));
    thread->pending_exception = vm.preallocated_oom;
    return;
  }
  creating_out_of_memory_error = true;
  throw_new(thread, "java/lang/OutOfMemoryError", message);
  creating_out_of_memory_error = false;
  // If even that failed, the preallocated error is pending by now: it gets
  // this thread's stack trace, recorded without allocating, so that an
  // uncaught one prints its "\tat" lines as HotSpot's does (the frames
  // unwinding to the handler free what the printing needs).
  if (thread->pending_exception != nullptr && thread->pending_exception == vm.preallocated_oom) {
    record_trace_in_place(thread, thread->pending_exception);
  }
}

void throw_stack_overflow(Thread* thread) {
  thread->use_stack_reserve(true);
  throw_new(thread, "java/lang/StackOverflowError", std::nullopt);
  thread->use_stack_reserve(false);
}

void throw_class_file_error(Thread* thread, const ClassFileError& error) {
  const char* name = "java/lang/ClassFormatError";
  if (error.kind == ClassFileErrorKind::kUnsupportedVersion) name = "java/lang/UnsupportedClassVersionError";
  if (error.kind == ClassFileErrorKind::kVerify) name = "java/lang/VerifyError";
  throw_new(thread, name, error.message);
}

bool pending_exception_is(Thread* thread, std::string_view class_name) {
  if (thread->pending_exception == nullptr) return false;
  Class* klass = the_vm().boot_loader->find_loaded(thread, intern_symbol(class_name));
  return klass != nullptr && class_of(thread->pending_exception)->is_subtype_of(klass);
}

std::string describe_class_location(const Class* a, const Class* b) {
  std::string la = loader_location(a), lb = loader_location(b);
  if (la == lb) return a->external_name() + " and " + b->external_name() + " are in " + la;
  return a->external_name() + " is in " + la + "; " + b->external_name() + " is in " + lb;
}

}  // namespace loupe::vm
