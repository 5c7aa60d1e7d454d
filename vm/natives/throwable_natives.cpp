// Throwable's stack traces: recorded cheaply as (method, bci) pairs when the
// exception is made, turned into StackTraceElements only if asked.
#include <algorithm>
#include <vector>

#include "interp/interp.h"
#include "vm/natives/native_registry.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

namespace {

// The frames to record for `exception`: leaving out the natives and
// fillInStackTrace frames that are recording it, the constructors running
// for it, and the VM's own glue (lambda and concat classes), as HotSpot does.
std::vector<TraceFrame> capture_frames(Thread* t, Object* exception) {
  std::vector<TraceFrame> frames;
  Class* exception_class = class_of(exception);
  bool skipping_fill = true, skipping_init = true;
  interp::walk_frames(t, [&](Method* m, int bci) {
    if (skipping_fill) {
      if (m->name->view() == "fillInStackTrace0" || m->name->view() == "fillInStackTrace") return true;
      skipping_fill = false;
    }
    if (skipping_init) {
      if (m->is_constructor() && exception_class->is_subtype_of(m->holder)) return true;
      skipping_init = false;
    }
    if (m->hidden_in_traces) return true;
    frames.push_back({m, bci});
    return frames.size() < kMaxStackTraceDepth;
  });
  return frames;
}

// The classes of a user loader among the frames' (deduplicated): they may
// be unloaded, and the trace names their methods.
std::vector<Class*> unloadable_holders(const std::vector<TraceFrame>& frames) {
  std::vector<Class*> holders;
  for (const TraceFrame& f : frames) {
    Class* holder = f.method->holder;
    if (holder->loader->unloadable() && std::find(holders.begin(), holders.end(), holder) == holders.end()) {
      holders.push_back(holder);
    }
  }
  return holders;
}

// Throwable.backtrace is a long[] of (Method*, bci) pairs; when a frame's
// class belongs to a user loader it is an Object[] of that long[] and the
// mirrors of such classes, which keep them loaded while the exception lives
// (class_unloading.cpp).
Slot throwable_fill_in(Thread* t, Slot* args) {
  HandleScope scope(t);
  Handle<> exception = scope.make(args[0].ref);
  std::vector<TraceFrame> frames = capture_frames(t, exception.get());
  ArrayObject* pairs = new_primitive_array(t, BasicType::kLong, static_cast<int32_t>(frames.size() * 2));
  if (pairs == nullptr) return void_result();
  auto* words = pairs->elements<int64_t>();
  for (size_t i = 0; i < frames.size(); ++i) {
    words[2 * i] = reinterpret_cast<int64_t>(frames[i].method);
    words[2 * i + 1] = frames[i].bci;
  }
  Object* backtrace = pairs;
  std::vector<Class*> holders = unloadable_holders(frames);
  if (!holders.empty()) {
    Handle<> pairs_handle = scope.make(backtrace);
    ArrayObject* with_classes =
        new_object_array(t, the_vm().classes.object, static_cast<int32_t>(1 + holders.size()));
    if (with_classes == nullptr) return void_result();
    Handle<ArrayObject> array = scope.make<ArrayObject>(with_classes);
    set_array_element(array.get(), 0, pairs_handle.get());
    for (size_t i = 0; i < holders.size(); ++i) {
      Object* mirror = mirror_of(t, holders[i]);  // the frames on this stack keep the classes meanwhile
      if (mirror == nullptr) return void_result();
      set_array_element(array.get(), static_cast<int32_t>(i + 1), mirror);
    }
    backtrace = array.get();
  }
  set_reference_field(exception.get(), the_vm().fields.throwable_backtrace, backtrace);
  return void_result();
}

}  // namespace

void record_trace_in_place(Thread* t, Object* exception) {
  auto* backtrace = get_field<ArrayObject*>(exception, the_vm().fields.throwable_backtrace);
  if (backtrace == nullptr || class_of(backtrace)->element_type != BasicType::kLong) return;
  std::vector<TraceFrame> frames = capture_frames(t, exception);  // C++ memory, not the heap's
  int64_t* words = backtrace->elements<int64_t>();
  const auto capacity = static_cast<size_t>(backtrace->length() / 2);
  size_t n = 0;
  for (const TraceFrame& f : frames) {
    if (n == capacity) break;
    if (f.method->holder->loader->unloadable()) continue;
    words[2 * n] = reinterpret_cast<int64_t>(f.method);
    words[2 * n + 1] = f.bci;
    ++n;
  }
  if (n < capacity) words[2 * n] = 0;
  set_reference_field(exception, the_vm().fields.throwable_stack_trace, nullptr);  // decode this trace, not the last
}

namespace {

Object* make_element(Thread* t, Method* m, int bci) {
  Vm& vm = the_vm();
  HandleScope scope(t);
  Class* ste = vm.classes.stack_trace_element;
  Handle<> module, klass, name, file;
  auto text = [&](const std::string& s, Handle<>* out) {
    Object* str = new_string_from_utf8(t, s);
    if (str != nullptr) *out = scope.make(str);
    return str != nullptr;
  };
  if (m->holder->is_bootstrap && !text("java.base", &module)) return nullptr;
  if (!text(m->holder->external_name(), &klass) || !text(m->name->str(), &name)) return nullptr;
  if (m->holder->source_file != nullptr && !text(m->holder->source_file->str(), &file)) return nullptr;
  if (!ensure_initialized(t, ste)) return nullptr;
  Object* element = new_instance(t, ste);
  if (element == nullptr) return nullptr;
  Handle<> result = scope.make(element);
  if (m->holder->loader->kind() == ClassLoader::Kind::kJava) {
    // A user-defined loader's name shows in toString ("mine//C.m(C.java:3)").
    Method* ctor = ste->find_declared_method(
        sym::init, intern_symbol("(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;"
                                 "Ljava/lang/String;Ljava/lang/String;I)V"));
    Slot args[8] = {};
    args[0].ref = result.get();
    args[1].ref = loader_name_of(m->holder->loader);
    args[4].ref = klass.get();
    args[5].ref = name.get();
    args[6].ref = file.get();
    args[7].i = m->is_native() ? -2 : m->line_number_at(static_cast<uint32_t>(bci));
    interp::call(t, ctor, args, 8);
    return has_pending_exception(t) ? nullptr : result.get();
  }
  Method* ctor = ste->find_declared_method(
      sym::init, intern_symbol("(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V"));
  Slot args[6];
  args[0].ref = result.get();
  args[1].ref = module.get();
  args[2].ref = klass.get();
  args[3].ref = name.get();
  args[4].ref = file.get();
  args[5].bits = 0;
  args[5].i = m->is_native() ? -2 : m->line_number_at(static_cast<uint32_t>(bci));
  interp::call(t, ctor, args, 6);
  return has_pending_exception(t) ? nullptr : result.get();
}

Slot throwable_decode(Thread* t, Slot* args) {
  auto* backtrace = get_field<ArrayObject*>(args[0].ref, the_vm().fields.throwable_backtrace);
  if (backtrace != nullptr && class_of(backtrace)->element_type != BasicType::kLong) {
    backtrace = static_cast<ArrayObject*>(backtrace->elements<Object*>()[0]);  // with the classes it names
  }
  std::vector<TraceFrame> frames;
  for (int32_t i = 0, count = backtrace == nullptr ? 0 : backtrace->length() / 2; i < count; ++i) {
    const int64_t* words = backtrace->elements<int64_t>();
    if (words[2 * i] == 0) break;  // the end of a trace recorded in place (record_trace_in_place)
    frames.push_back({reinterpret_cast<Method*>(words[2 * i]), static_cast<int>(words[2 * i + 1])});
  }
  ArrayObject* trace = make_stack_trace(t, frames);
  return trace == nullptr ? void_result() : ref_result(trace);
}

const NativeEntry kNatives[] = {
    {"java/lang/Throwable", "fillInStackTrace0", "()V", throwable_fill_in},
    {"java/lang/Throwable", "decodeBacktrace", "()[Ljava/lang/StackTraceElement;", throwable_decode},
};

}  // namespace

ArrayObject* make_stack_trace(Thread* t, const std::vector<TraceFrame>& frames) {
  HandleScope scope(t);
  ArrayObject* array = new_object_array(t, the_vm().classes.stack_trace_element, static_cast<int32_t>(frames.size()));
  if (array == nullptr) return nullptr;
  Handle<ArrayObject> result = scope.make<ArrayObject>(array);
  for (size_t i = 0; i < frames.size(); ++i) {
    Object* element = make_element(t, frames[i].method, frames[i].bci);
    if (element == nullptr) return nullptr;
    set_array_element(result.get(), static_cast<int32_t>(i), element);
  }
  return result.get();
}

std::span<const NativeEntry> throwable_natives() { return kNatives; }

}  // namespace loupe::vm
