// loupe.internal.FloatingDecimal: numbers as text, exactly as JDK 17 writes
// and reads them (the algorithms are in vm/text/).
#include "vm/natives/native_registry.h"

namespace loupe::vm {

std::span<const NativeEntry> number_natives() { return {}; }

}  // namespace loupe::vm
