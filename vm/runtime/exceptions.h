// Throwing Java exceptions from C++. The exception becomes the thread's
// pending exception; callers return a failure value (nullptr, false) and the
// interpreter unwinds to a handler.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "vm/classfile/class_file.h"
#include "vm/runtime/thread.h"

namespace loupe::vm {

inline bool has_pending_exception(Thread* t) { return t->pending_exception != nullptr; }

// Creates an instance of the named throwable class (internal name) with the
// message (none: the no-argument constructor) and makes it pending. If that
// fails, whatever exception the failure produced is pending instead.
void throw_new(Thread* thread, std::string_view class_name, std::optional<std::string> message);
inline void throw_new(Thread* thread, std::string_view class_name, const std::string& message) {
  throw_new(thread, class_name, std::optional<std::string>(message));
}
inline void throw_new(Thread* thread, std::string_view class_name, const char* message) {
  throw_new(thread, class_name, std::optional<std::string>(message));
}
// Same, with a cause (the constructor (String, Throwable) or (Throwable)).
void throw_new_with_cause(Thread* thread, std::string_view class_name, std::optional<std::string> message,
                          Object* cause);

void throw_out_of_memory(Thread* thread, const char* message = "Java heap space");
void throw_stack_overflow(Thread* thread);
void throw_class_file_error(Thread* thread, const ClassFileError& error);

// True when the pending exception is an instance of the named class (or a subclass).
bool pending_exception_is(Thread* thread, std::string_view class_name);

// "java.lang.Integer is in module java.base of loader 'bootstrap'" style
// descriptions, for ClassCastException and IllegalAccessError messages.
std::string describe_class_location(const Class* a, const Class* b);

}  // namespace loupe::vm
