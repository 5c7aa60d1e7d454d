// How natives are declared: each file lists its functions with the class,
// name and descriptor they implement. Internal to vm/natives.
#pragma once

#include <span>
#include <vector>

#include "vm/runtime/class.h"

namespace loupe::vm {

struct NativeEntry {
  const char* class_name;  // internal form
  const char* name;
  const char* descriptor;
  NativeFunction function;
};

std::span<const NativeEntry> object_and_system_natives();
std::span<const NativeEntry> class_natives();
std::span<const NativeEntry> thread_natives();
std::span<const NativeEntry> throwable_natives();
std::span<const NativeEntry> unsafe_natives();
std::span<const NativeEntry> io_natives();
std::span<const NativeEntry> path_natives();
std::span<const NativeEntry> member_natives();
std::span<const NativeEntry> metadata_natives();  // reflection metadata, forwarding classes
std::span<const NativeEntry> reflection_natives();
std::span<const NativeEntry> zip_natives();
std::span<const NativeEntry> process_natives();
std::span<const NativeEntry> reference_natives();
std::span<const NativeEntry> net_natives();
std::span<const NativeEntry> number_natives();
std::span<const NativeEntry> loader_natives();
std::span<const NativeEntry> library_natives();  // vm/jni/libraries.cpp: System.load's end
std::span<const NativeEntry> method_handle_natives();  // vm/indy/method_handles.cpp: java.lang.invoke
std::span<const NativeEntry> var_handle_natives();     // vm/indy/var_handles.cpp

// A frame of a stack trace, and the StackTraceElement[] for frames
// (vm/natives/throwable_natives.cpp); null with an exception pending.
struct TraceFrame {
  Method* method;
  int bci;
};
ArrayObject* make_stack_trace(Thread* t, const std::vector<TraceFrame>& frames);
// The most frames a trace records (HotSpot's MaxJavaStackTraceDepth).
inline constexpr size_t kMaxStackTraceDepth = 1024;
// Records the current thread's frames as `exception`'s trace without
// allocating: into the long[2 * kMaxStackTraceDepth] backtrace it already
// has (the preallocated OutOfMemoryError's, thrown when the heap cannot
// hold a new one), ending with a null method when shorter. Frames of
// classes that may be unloaded are left out: the array cannot keep them
// loaded. Clears the decoded trace the exception cached from a former throw.
void record_trace_in_place(Thread* t, Object* exception);

// Result helpers: natives return a Slot.
inline Slot int_result(int32_t v) {
  Slot s;
  s.bits = 0;
  s.i = v;
  return s;
}
inline Slot long_result(int64_t v) {
  Slot s;
  s.j = v;
  return s;
}
inline Slot float_result(float v) {
  Slot s;
  s.bits = 0;
  s.f = v;
  return s;
}
inline Slot double_result(double v) {
  Slot s;
  s.d = v;
  return s;
}
inline Slot ref_result(Object* v) {
  Slot s;
  s.ref = v;
  return s;
}
inline Slot void_result() { return Slot{}; }

// IndexOutOfBoundsException (the JDK's "Range [off, off + len) out of
// bounds for length n") unless [off, off+len) lies within the array;
// NullPointerException for a null array.
bool check_array_range(Thread* t, Object* array, int32_t off, int32_t len);

}  // namespace loupe::vm
