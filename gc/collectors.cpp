// The registry of collectors: -Xgc:<name> picks one of these.
#include <stdexcept>

#include "gc/collector.h"
#include "gc/semispace/semispace_collector.h"

namespace loupe::gc {

std::unique_ptr<Collector> make_collector(std::string_view name, const HeapConfig& config) {
  if (name == "semispace") return std::make_unique<SemispaceCollector>(config);
  return nullptr;
}

}  // namespace loupe::gc
