// Shared between the loader's files (loader.cpp, java_loaders.cpp) and the
// runtime's messages (exceptions.cpp). Internal to vm/runtime.
#pragma once

#include <mutex>
#include <memory>
#include <string>
#include <vector>

#include "vm/runtime/loader.h"

namespace loupe::vm {

// The one loading lock (loader.cpp explains it).
std::recursive_mutex& loading_lock();

// Every Java loader's record (java_loaders.cpp).
std::vector<std::unique_ptr<ClassLoader>>& java_loaders();

// Class unloading: the loaders it is unloading (unloadable, still
// Liveness::kUnknown) leave the loading constraints, and their classes the
// VM-wide class list.
void forget_constraints_of_unloaded_loaders();
void forget_classes_of_unloaded_loaders();

// LinkageError "loader X attempted duplicate class definition for Y. (...)".
void throw_duplicate_definition(Thread* thread, ClassLoader* loader, const Symbol* name);

// -verbose:class's tags, as HotSpot's log decorations show them: once an
// "[class,unload]" line was printed, "[class,load  ]" is padded to its
// width (HotSpot's columns only ever widen).
const char* class_load_log_tags();
void note_class_unload_logged();

// "module java.base of loader 'bootstrap'", "unnamed module of loader 'app'",
// "unnamed module of loader 'mine' @1b6d3586" and, `with_parent` (as
// LinkageError messages have it), ", parent loader 'app'" after a Java
// loader: how HotSpot's messages place a class.
std::string loader_location(const Class* c, bool with_parent = false);

}  // namespace loupe::vm
