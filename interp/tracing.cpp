// -Xtrace:bytecodes and -Xtrace:stackmaps (tracing.h; docs/tracing.md).
//
// The trace is for reading, not for speed: each traced instruction formats
// its text from the class-file code (the interpreter's own copy is
// quickened, its operands rewritten) and prints one line under a lock.
#include "interp/tracing.h"

#include <cinttypes>
#include <cstdio>
#include <mutex>

#include "interp/stack_map.h"
#include "jit/announce.h"
#include "vm/classfile/bytecodes.h"
#include "vm/runtime/globals.h"

namespace loupe::interp::tracing {

using namespace vm;

namespace {

std::mutex g_print_lock;  // one line (or one method's maps) at a time on stderr

// Where a thread's last traced instruction was, to tell when it entered
// another frame (the method is printed then, not on every line).
struct LastTraced {
  const Frame* frame = nullptr;
  const Method* method = nullptr;
  FlowKind flow = FlowKind::kNext;  // of the last instruction
  bool invoke = false;              // it was a call
};
thread_local LastTraced t_last;
const Thread* g_last_thread = nullptr;  // guarded by g_print_lock
bool g_several_threads = false;          // a second thread has printed; guarded by g_print_lock

bool matches(const std::string& pattern, const Method& method) {
  // No pattern: every method.
  return pattern.empty() ||
         jit::matches_print_pattern(pattern, method.holder->external_name() + "." + method.name->str());
}

int call_depth(const Frame* frame) {
  int depth = 0;
  for (const Frame* f = frame; f != nullptr; f = f->caller) ++depth;
  return depth;
}

}  // namespace

bool bytecodes_on() { return the_vm().options.trace_bytecodes; }

void method_prepared(Method& method) {
  const VmOptions& options = the_vm().options;
  if (options.trace_bytecodes && matches(options.trace_bytecodes_pattern, method)) method.trace_bytecodes = true;
  if (options.trace_stackmaps && matches(options.trace_stackmaps_pattern, method)) {
    std::string text = stack_map_text(method);
    std::lock_guard<std::mutex> guard(g_print_lock);
    std::fputs(text.c_str(), stderr);
    std::fflush(stderr);
  }
}

std::string instruction_text(const Method& method, uint32_t bci) {
  // -Xjit:print's text, javap's "getfield #7  // Point.x:I", without the
  // constant-pool index: the trace names what the instruction uses.
  std::string text = jit::bytecode_text(method, bci);
  const size_t hash = text.find(" #");
  if (hash == std::string::npos) return text;
  size_t digits = hash + 2;
  while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
  constexpr std::string_view kComment = "  // ";
  if (digits > hash + 2 && text.compare(digits, kComment.size(), kComment) == 0) {
    text.erase(hash + 1, digits + kComment.size() - (hash + 1));
  }
  return text;
}

void trace_instruction(Thread* thread, Frame* frame, const uint8_t* pc, const Slot* sp) {
  const Method& method = *frame->method;
  const uint32_t bci = static_cast<uint32_t>(pc - method.interp_code.get());
  const auto depth = static_cast<long>(sp - frame->stack_base());
  // A new frame: another frame or method than the last line's, or the same
  // frame's slot reused by a new call (the last line returned or threw, or
  // called out and this is bci 0 again).
  LastTraced& last = t_last;
  const bool entered = last.frame != frame || last.method != &method || last.flow == FlowKind::kReturn ||
                       last.flow == FlowKind::kThrow || (last.invoke && bci == 0);
  const uint8_t op = method.bytecode[bci];
  last = LastTraced{frame, &method, flow_of(op), is_invoke(op)};
  std::string text = instruction_text(method, bci);

  std::lock_guard<std::mutex> guard(g_print_lock);
  // Another thread printed since: a heading says whose lines these are,
  // and from then on every heading names its thread.
  const bool other_thread = g_last_thread != nullptr && g_last_thread != thread;
  g_several_threads = g_several_threads || other_thread;
  if (entered || other_thread) {
    if (!g_several_threads) {
      std::fprintf(stderr, "%s  (call depth %d)\n", method.qualified_name().c_str(), call_depth(frame));
    } else {
      std::fprintf(stderr, "%s  (call depth %d, thread %" PRIu32 ")\n", method.qualified_name().c_str(),
                   call_depth(frame), thread->id());
    }
  }
  g_last_thread = thread;
  std::fprintf(stderr, "  %5" PRIu32 "  [%ld]  %s\n", bci, depth, text.c_str());
}

std::string stack_map_text(const Method& method) {
  std::string out = method.qualified_name() + ": " + std::to_string(method.max_locals) + " locals, stack up to " +
                    std::to_string(method.max_stack) + " (R: a reference the collector visits; .: no reference)\n";
  const StackMaps* maps = method.stack_maps.get();
  if (maps == nullptr) return out + "  (no code)\n";
  const uint8_t* code = method.bytecode.data();
  const size_t length = method.bytecode.size();
  char bci_text[16];
  for (size_t bci = 0; bci < length;) {
    const size_t size = instruction_length(code, length, bci);
    if (size == 0) break;
    const auto at = static_cast<uint32_t>(bci);
    std::snprintf(bci_text, sizeof bci_text, "  %5" PRIu32 "  ", at);
    out += bci_text;
    const uint16_t depth = maps->stack_depth(at);
    if (depth == StackMaps::kNoInstruction) {
      out += "unreachable: no map  ";
    } else {
      // Columns as wide as the method's largest frame, so they line up.
      std::string locals(method.max_locals, '.');
      for (uint32_t i = 0; i < method.max_locals; ++i) {
        if (maps->is_reference_local(at, i)) locals[i] = 'R';
      }
      std::string stack(method.max_stack, ' ');
      for (uint32_t i = 0; i < depth && i < method.max_stack; ++i) {
        stack[i] = maps->is_reference_stack(at, i) ? 'R' : '.';
      }
      out += "locals [" + locals + "]  stack [" + stack + "]  ";
    }
    out += instruction_text(method, at);
    out += '\n';
    bci += size;
  }
  return out;
}

}  // namespace loupe::interp::tracing
