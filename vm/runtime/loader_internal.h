// Shared between the loader's files (loader.cpp, java_loaders.cpp) and the
// runtime's messages (exceptions.cpp). Internal to vm/runtime.
#pragma once

#include <mutex>
#include <string>

#include "vm/runtime/loader.h"

namespace loupe::vm {

// The one loading lock (loader.cpp explains it).
std::recursive_mutex& loading_lock();

// LinkageError "loader X attempted duplicate class definition for Y. (...)".
void throw_duplicate_definition(Thread* thread, ClassLoader* loader, const Symbol* name);

// "module java.base of loader 'bootstrap'", "unnamed module of loader 'app'",
// "unnamed module of loader 'mine' @1b6d3586" and, `with_parent` (as
// LinkageError messages have it), ", parent loader 'app'" after a Java
// loader: how HotSpot's messages place a class.
std::string loader_location(const Class* c, bool with_parent = false);

}  // namespace loupe::vm
