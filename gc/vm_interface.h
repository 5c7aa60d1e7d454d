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

  // Every root.
  virtual void visit_roots(RootVisitor& visitor) = 0;

  // Class unloading, for the collections that trace the whole heap. A class
  // defined by a user class loader lives as long as its loader, and the
  // loader as long as any of: its java.lang.ClassLoader object, the mirror
  // of one of its classes, an instance of one of its classes (the trace
  // notes those in TypeLayout::instance_reached), or a loader that depends
  // on it. So such a collection
  //   1. visits the strong roots: every root but what a user loader's
  //      classes hold (their mirrors, statics, constants) and the loaders'
  //      objects;
  //   2. traces from them; then, until visit_newly_live_loaders returns
  //      false, traces from the roots of each loader it found alive;
  //   3. after reference processing (whose finalizable objects may keep a
  //      loader alive: step 2 again), calls unload_dead_loaders: every
  //      loader not found alive leaves the roots before anything is swept
  //      or moved, and its classes are freed when the world resumes.
  // The defaults suit a VM that never unloads classes.
  virtual void visit_strong_roots(RootVisitor& visitor) { visit_roots(visitor); }
  virtual bool visit_newly_live_loaders(RootVisitor& visitor, const std::function<bool(Object*)>& is_alive) {
    (void)visitor;
    (void)is_alive;
    return false;
  }
  virtual void unload_dead_loaders() {}
  // Whether `layout` is a class the collection in progress unloaded (the
  // heap verifier checks that no object of one survived).
  virtual bool is_unloaded_class(const TypeLayout* layout) {
    (void)layout;
    return false;
  }

  // Every mutator's allocation context (the world is stopped).
  virtual void for_each_mutator(const std::function<void(MutatorContext&)>& fn) = 0;
};

}  // namespace loupe::gc
