// Run lengths and the switch of bytecode charging (see block_sampling.h).
#include "interp/block_sampling.h"

#include <memory>
#include <mutex>
#include <vector>

#include "interp/interp.h"
#include "vm/classfile/bytecodes.h"

namespace loupe::interp {

using namespace vm;

std::atomic<bool> g_charging_bytecodes{false};

namespace {

std::mutex g_make_lock;  // a method's table is made once

// The instructions after which control does not simply go on to the next
// one (calls return to it, so they do not count).
bool ends_run(uint8_t op) { return flow_of(op) != FlowKind::kNext; }

}  // namespace

const uint16_t* make_run_lengths(Method* method) {
  std::lock_guard<std::mutex> guard(g_make_lock);
  if (const uint16_t* made = method->profile.run_lengths.load(std::memory_order_acquire)) return made;
  // The original code: the quickened copy has the same lengths but other
  // opcodes.
  const std::vector<uint8_t>& code = method->bytecode;
  const size_t n = code.size();
  std::vector<uint32_t> starts;
  for (size_t bci = 0; bci < n;) {
    size_t length = instruction_length(code.data(), n, bci);
    if (length == 0) break;  // the checker rejected such code before it ran
    starts.push_back(static_cast<uint32_t>(bci));
    bci += length;
  }
  // At most 65535 instructions in a method (code is shorter than 64 KiB).
  auto lengths = std::make_unique<uint16_t[]>(n + 1);
  uint16_t after = 0;  // the run length of the next instruction
  for (size_t i = starts.size(); i-- > 0;) {
    uint32_t bci = starts[i];
    lengths[bci] = ends_run(code[bci]) ? 1 : static_cast<uint16_t>(after + 1);
    after = lengths[bci];
  }
  method->profile.run_lengths_storage = std::move(lengths);
  method->profile.run_lengths.store(method->profile.run_lengths_storage.get(), std::memory_order_release);
  return method->profile.run_lengths_storage.get();
}

void set_bytecode_charging(bool on) {
#if LOUPE_JVMPI_HOOKS
  g_charging_bytecodes.store(on, std::memory_order_relaxed);
  set_charging_handlers(on);
#else
  (void)on;  // profiler support compiled out: nothing charges
#endif
}

}  // namespace loupe::interp
