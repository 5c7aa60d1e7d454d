// Reading and naming native stacks (native_stack.h).
//
// The walk is glibc's backtrace() (the unwinder of libgcc, driven by each
// library's .eh_frame, so it needs no frame pointers). Naming uses libdwfl
// on this very process: the loaded modules as /proc/self/maps lists them,
// their ELF symbol tables and, where present, their DWARF line tables.
#include "vm/base/native_stack.h"

#include <cxxabi.h>
#include <cstdio>
#include <elfutils/libdwfl.h>
#include <execinfo.h>
#include <unistd.h>

#include <cstdlib>
#include <memory>
#include <mutex>

namespace loupe::vm {

namespace {

// One libdwfl session for the process, rebuilt when an address falls in no
// module it knows (a library opened since).
class ProcessSymbols {
 public:
  ~ProcessSymbols() {
    if (dwfl_ != nullptr) dwfl_end(dwfl_);
  }

  NativeFrame symbol_at(const void* at) {
    std::lock_guard<std::mutex> guard(lock_);
    NativeFrame frame;
    frame.pc = at;
    auto address = static_cast<Dwarf_Addr>(reinterpret_cast<uintptr_t>(at));
    if (dwfl_ == nullptr && !report()) return frame;
    Dwfl_Module* module = dwfl_addrmodule(dwfl_, address);
    // A zero-initialised global of the VM's own (.bss) lies past the
    // mappings of its file, in anonymous memory no module claims: its
    // symbol is still in the VM's symbol table.
    bool own_bss = false;
    if (module == nullptr) {
      module = dwfl_addrmodule(dwfl_, reinterpret_cast<uintptr_t>(&describe_address));
      own_bss = true;
    }
    if (module == nullptr) return frame;
    GElf_Sym symbol;
    GElf_Off offset = 0;
    const char* symbol_name = dwfl_module_addrinfo(module, address, &offset, &symbol, nullptr, nullptr, nullptr);
    if (symbol_name == nullptr || (own_bss && offset >= symbol.st_size)) return frame;
    const char* main_file = nullptr;
    const char* name = dwfl_module_info(module, nullptr, nullptr, nullptr, nullptr, nullptr, &main_file, nullptr);
    frame.library = main_file != nullptr ? main_file : (name != nullptr ? name : "");
    frame.function = demangle(symbol_name);
    frame.function_offset = static_cast<size_t>(offset);
    return frame;
  }

  NativeFrame describe(const void* pc) {
    std::lock_guard<std::mutex> guard(lock_);
    NativeFrame frame;
    frame.pc = pc;
    // A return address is just past its call: look up the call itself.
    auto address = static_cast<Dwarf_Addr>(reinterpret_cast<uintptr_t>(pc)) - 1;
    Dwfl_Module* module = find_module(address);
    if (module == nullptr) return frame;
    const char* main_file = nullptr;
    const char* name = dwfl_module_info(module, nullptr, nullptr, nullptr, nullptr, nullptr, &main_file, nullptr);
    frame.library = main_file != nullptr ? main_file : (name != nullptr ? name : "");
    GElf_Sym symbol;
    GElf_Off offset = 0;
    const char* symbol_name = dwfl_module_addrinfo(module, address, &offset, &symbol, nullptr, nullptr, nullptr);
    if (symbol_name != nullptr) {
      frame.function = demangle(symbol_name);
      frame.function_offset = static_cast<size_t>(offset) + 1;  // of the return address, as debuggers print
    } else {
      Dwarf_Addr base = 0;
      dwfl_module_info(module, nullptr, &base, nullptr, nullptr, nullptr, nullptr, nullptr);
      frame.function_offset = static_cast<size_t>(address + 1 - base);
    }
    if (Dwfl_Line* line = dwfl_module_getsrc(module, address)) {
      int line_number = 0;
      const char* file = dwfl_lineinfo(line, nullptr, &line_number, nullptr, nullptr, nullptr);
      if (file != nullptr) {
        frame.file = file;
        frame.line = line_number;
      }
    }
    return frame;
  }

 private:
  Dwfl_Module* find_module(Dwarf_Addr address) {
    if (dwfl_ == nullptr && !report()) return nullptr;
    Dwfl_Module* module = dwfl_addrmodule(dwfl_, address);
    if (module == nullptr && report()) module = dwfl_addrmodule(dwfl_, address);
    return module;
  }

  bool report() {
    if (dwfl_ == nullptr) {
      callbacks_.find_elf = dwfl_linux_proc_find_elf;
      callbacks_.find_debuginfo = dwfl_standard_find_debuginfo;
      dwfl_ = dwfl_begin(&callbacks_);
      if (dwfl_ == nullptr) return false;
    }
    dwfl_report_begin(dwfl_);
    int failed = dwfl_linux_proc_report(dwfl_, getpid());
    dwfl_report_end(dwfl_, nullptr, nullptr);
    return failed == 0;
  }

  static std::string demangle(const char* name) {
    int status = 0;
    std::unique_ptr<char, decltype(&std::free)> plain(abi::__cxa_demangle(name, nullptr, nullptr, &status), &std::free);
    return status == 0 && plain != nullptr ? std::string(plain.get()) : std::string(name);
  }

  std::mutex lock_;
  Dwfl_Callbacks callbacks_{};
  Dwfl* dwfl_ = nullptr;
};

ProcessSymbols& symbols() {
  static ProcessSymbols s;
  return s;
}

}  // namespace

std::string file_name_of(const std::string& path) {
  size_t slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::vector<const void*> capture_native_stack(int skip, int max_frames) {
  std::vector<void*> raw(static_cast<size_t>(max_frames + skip + 1));
  int n = backtrace(raw.data(), static_cast<int>(raw.size()));
  std::vector<const void*> frames;
  for (int i = skip + 1; i < n; ++i) frames.push_back(raw[static_cast<size_t>(i)]);
  return frames;
}

NativeFrame describe_return_address(const void* pc) { return symbols().describe(pc); }

NativeFrame describe_address(const void* address) { return symbols().symbol_at(address); }

std::string format_frame(const NativeFrame& frame) {
  char hex[32];
  std::string text;
  if (!frame.function.empty()) {
    std::snprintf(hex, sizeof hex, "+0x%zx", frame.function_offset);
    text = frame.function + (frame.function_offset != 0 ? hex : "");
  } else if (!frame.library.empty()) {
    std::snprintf(hex, sizeof hex, "+0x%zx", frame.function_offset);
    text = file_name_of(frame.library) + hex;
  } else {
    std::snprintf(hex, sizeof hex, "%p", frame.pc);
    text = hex;
  }
  if (!frame.file.empty()) text += " (" + file_name_of(frame.file) + ":" + std::to_string(frame.line) + ")";
  if (!frame.library.empty()) text += " [" + file_name_of(frame.library) + "]";
  return text;
}

}  // namespace loupe::vm
