// What a collector may ask of the VM. The VM implements this interface
// (vm/runtime/gc_support.cpp); collectors use nothing else of it.
//
// Roots are reported slot by slot so that moving collectors can update them in
// place. Every root carries its kind (and, for thread roots, the thread and
// frame depth) because heap dumps report roots by kind.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>

#include "gc/object_model.h"

namespace loupe::gc {

enum class RootKind : uint8_t {
  kJavaFrame,         // a local or operand-stack slot of a Java frame
  kNativeHandle,      // a handle held by VM or native code on some thread
  kGlobalHandle,      // a VM-wide handle (preallocated errors, JNI globals)
  kStaticField,       // a static field of a loaded class
  kInternedString,    // the string table
  kClassMirror,       // java.lang.Class objects of loaded classes
  kThreadObject,      // java.lang.Thread objects of live threads
  kPendingException,  // an exception being thrown
  kMonitor,           // an object whose monitor is held or waited on
  kVmInternal,        // anything else the VM keeps (constant-pool strings, call sites)
};

struct RootInfo {
  RootKind kind;
  const void* thread = nullptr;  // the VM thread owning a thread-local root
  int frame_depth = -1;          // kJavaFrame: 0 is the innermost frame
};

class RootVisitor {
 public:
  virtual ~RootVisitor() = default;
  virtual void visit(Object** slot, const RootInfo& info) = 0;
};

// Allocation state a mutator thread keeps for the collector: a thread-local
// allocation buffer (TLAB). Lives inside the VM's thread structure.
//
// `tlab_end` is the limit the inline fast paths test; it equals
// `tlab_real_end` except while someone observes every allocation (-Xstats,
// a profiler's OBJECT_ALLOC), when it is held at `tlab_top`: a false heap
// limit that sends every allocation to the slow path, which still bumps the
// real buffer (the JVMPI paper's trick, so fast paths never test a flag).
struct MutatorContext {
  char* tlab_top = nullptr;
  char* tlab_end = nullptr;
  char* tlab_real_end = nullptr;
};

class VmInterface {
 public:
  virtual ~VmInterface() = default;

  // Bring every other mutator thread to a safepoint and keep it there.
  virtual void stop_the_world() = 0;
  virtual void resume_the_world() = 0;

  virtual void visit_roots(RootVisitor& visitor) = 0;

  // Every mutator's allocation context (the world is stopped).
  virtual void for_each_mutator(const std::function<void(MutatorContext&)>& fn) = 0;
};

}  // namespace loupe::gc
