// The registry of collectors: -Xgc:<name> picks one of these.
#include "gc/collector.h"
#include "gc/compact/compact_collector.h"
#include "gc/generational/generational_collector.h"
#include "gc/marksweep/marksweep_collector.h"
#include "gc/refcount/refcount_collector.h"
#include "gc/semispace/semispace_collector.h"

namespace loupe::gc {

std::unique_ptr<Collector> make_collector(std::string_view name, const HeapConfig& config) {
  if (name == "marksweep") return std::make_unique<MarkSweepCollector>(config);
  if (name == "compact") return std::make_unique<CompactCollector>(config);
  if (name == "semispace") return std::make_unique<SemispaceCollector>(config);
  if (name == "generational") return std::make_unique<GenerationalCollector>(config);
  if (name == "refcount") return std::make_unique<RefCountCollector>(config);
  return nullptr;
}

bool is_collector_name(std::string_view name) {
  return name == "marksweep" || name == "compact" || name == "semispace" || name == "generational" ||
         name == "refcount";
}

const char* collector_names() { return "marksweep|compact|semispace|generational|refcount"; }

}  // namespace loupe::gc
