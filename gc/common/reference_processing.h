// Weak references and finalization, shared by every tracing collector: the
// step between "the trace from the roots is done" and "free what it did not
// reach". Java fixes the order (java.lang.ref's package documentation):
//
//   1. soft and weak references whose referent was not reached are cleared;
//   2. finalizable objects that were not reached are kept alive, with all
//      they refer to, and handed to the Finalizer (they are "resurrected"
//      until their finalize() has run; then they die like any object);
//   3. phantom references whose referent is still unreached are cleared.
//
// A cleared reference that was registered with a queue is handed to the
// Reference Handler, which enqueues it. Both hand-overs go through the
// Heap's ReferenceLists, which are roots from then on.
//
// A collector supplies its trace, an object with:
//   bool is_alive(Object*)       reached by this collection (objects outside
//                                the collected area count as reached)
//   Object* current(Object*)     where a reached object is now (its copy, or
//                                itself when nothing moved)
//   Object* keep_alive(Object*)  reaches it now, with everything it refers
//                                to (discovering References on the way);
//                                where it is now
//   void referent_kept(Object*)  a reached Reference still holds its referent
//                                (the generational collector remembers it)
//   void finalizable_kept()      the finalizable objects were kept alive: a
//                                trace that unloads classes keeps the class
//                                loaders they reach (class_unloading.h)
//   std::vector<Object*>& discovered()  the References the trace met, not
//                                tracing their referents, where they are now
#pragma once

#include <vector>

#include "gc/collector.h"
#include "gc/object_model.h"

namespace loupe::gc {

namespace reference_processing {

// Clears `ref` if its referent is unreached (queueing it when registered
// with a queue), else points it at the referent's current place.
template <typename Trace>
void settle(Trace& trace, Object* ref, ReferenceLists& lists) {
  const TypeLayout* layout = ref->layout();
  Object** slot = ref->field_at<Object*>(layout->weak_referent_offset);
  Object* referent = *slot;
  if (referent == nullptr) return;
  if (trace.is_alive(referent)) {
    *slot = trace.current(referent);
    trace.referent_kept(ref);
    return;
  }
  *slot = nullptr;
  if (has_reference_queue(ref)) lists.to_enqueue.push_back(ref);
}

}  // namespace reference_processing

template <typename Trace>
void process_references(Trace& trace, ReferenceLists& lists) {
  std::vector<Object*>& discovered = trace.discovered();
  const size_t met_by_trace = discovered.size();
  for (size_t i = 0; i < met_by_trace; ++i) {
    if (!discovered[i]->layout()->referent_is_phantom) reference_processing::settle(trace, discovered[i], lists);
  }

  // All the unreachable ones are found before any is kept alive: an object
  // reachable only from another finalizable object is finalized too.
  std::vector<Object*> unreachable;
  size_t still_registered = 0;
  for (Object* obj : lists.finalizable) {
    if (trace.is_alive(obj)) {
      lists.finalizable[still_registered++] = trace.current(obj);
    } else {
      unreachable.push_back(obj);
    }
  }
  lists.finalizable.resize(still_registered);
  for (Object* obj : unreachable) {
    Object* kept = trace.keep_alive(obj);
    kept->set_gc_word(kept->gc_word() | gc_bits::kFinalized);
    lists.to_finalize.push_back(kept);
  }
  if (!unreachable.empty()) trace.finalizable_kept();

  // Phantom references, and every Reference met while keeping objects alive.
  for (size_t i = 0; i < discovered.size(); ++i) {
    if (i >= met_by_trace || discovered[i]->layout()->referent_is_phantom) {
      reference_processing::settle(trace, discovered[i], lists);
    }
  }
  discovered.clear();
}

}  // namespace loupe::gc
