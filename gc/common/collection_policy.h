// When a collector with a cheap and a thorough kind of collection
// (generational: scavenge or full; refcount: batch or batch plus backup
// trace) must run the thorough one, whatever its own state says.
#pragma once
#include <cstdint>

#include "gc/collector.h"

namespace loupe::gc {

// System.gc() and the last-ditch collection always do. Under -Xgcstress every
// eighth collection does, so that both kinds run often; `stress_collections`
// counts the stress collections so far.
inline bool cause_forces_thorough_collection(GcCause cause, uint64_t& stress_collections) {
  switch (cause) {
    case GcCause::kExplicit:
    case GcCause::kLastDitch:
      return true;
    case GcCause::kStress:
      return ++stress_collections % 8 == 0;
    case GcCause::kAllocationFailure:
      return false;
  }
  return false;
}

}  // namespace loupe::gc
