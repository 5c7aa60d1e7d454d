// Native (C and C++) stacks, read and named for people: the agent call
// sites of -Xcheck:jvmpi, the watchdog's thread report and the crash report.
//
// Names come from the libraries' symbol tables and DWARF line tables
// (elfutils' libdwfl): "function+0x1c (agent.cpp:42) [libagent.so]", or
// "[libagent.so+0x11c3]" where a library has no symbols.
#pragma once

#include <string>
#include <vector>

namespace loupe::vm {

struct NativeFrame {
  const void* pc = nullptr;
  std::string library;   // the shared object's path ("" when unknown)
  std::string function;  // demangled; "" when the library has no symbol there
  size_t function_offset = 0;
  std::string file;      // source file and line, when the library has line tables
  int line = 0;
};

// The calling thread's return addresses, innermost first, without the
// first `skip` frames (capture_native_stack's own is never included).
std::vector<const void*> capture_native_stack(int skip = 0, int max_frames = 64);

// Names a return address (the call instruction before it is looked up).
// Not async-signal-safe: call it outside signal handlers.
NativeFrame describe_return_address(const void* pc);
// Names an address itself (a function's first instruction, a global
// variable), as -Xjit:print names the helpers compiled code calls: the
// symbol that covers it and the offset into it, demangled; `function`
// empty when no loaded module has a symbol there (an address in the Java
// heap, say). Does not read line tables, and does not look for libraries
// opened since the last lookup: an address outside every module known
// (most of what compiled code embeds) costs a search, not a rescan.
NativeFrame describe_address(const void* address);
// "function+0x1c (file.cpp:42) [libfoo.so]", library by its file name only.
std::string format_frame(const NativeFrame& frame);
// "libfoo.so" for "/usr/lib/libfoo.so": how reports name libraries.
std::string file_name_of(const std::string& path);

}  // namespace loupe::vm
