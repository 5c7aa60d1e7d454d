// Finding basic blocks and switching q_block_start in and out (see
// block_sampling.h).
#include "interp/block_sampling.h"

#include <atomic>
#include <memory>
#include <mutex>

#include "vm/classfile/bytecodes.h"
#include "vm/runtime/loader.h"

namespace loupe::vm {
void BlockTableDeleter::operator()(interp::BlockTable* table) const { std::default_delete<interp::BlockTable>()(table); }
}  // namespace loupe::vm

namespace loupe::interp {

using namespace vm;

namespace {

std::atomic<bool> g_sampling{false};
std::mutex g_install_lock;  // tables are made once per method

bool ends_block(uint8_t op) {
  return (op >= op_ifeq && op <= op_return_) || op == op_athrow || op == op_ifnull || op == op_ifnonnull ||
         op == op_goto_w || op == op_jsr_w;
}

// The leaders of the method's code (JVMS: the first instruction, every
// branch and switch target, every instruction after a branch, switch,
// return or throw, every exception handler), and each block's length in
// instructions. Calls do not end blocks: a block is charged before it runs.
std::unique_ptr<BlockTable> find_blocks(const Method& method) {
  const std::vector<uint8_t>& code = method.bytecode;
  size_t n = code.size();
  std::vector<bool> leader(n + 1, false), start(n + 1, false);
  leader[0] = true;
  for (const ExceptionHandler& h : method.handlers) {
    if (h.handler_pc < n) leader[h.handler_pc] = true;
  }
  auto mark = [&](int64_t target) {
    if (target >= 0 && static_cast<size_t>(target) < n) leader[static_cast<size_t>(target)] = true;
  };
  for (size_t bci = 0; bci < n;) {
    size_t length = instruction_length(code.data(), n, bci);
    if (length == 0) break;  // the checker rejected such code before it ran
    start[bci] = true;
    uint8_t op = code[bci];
    auto at = static_cast<int64_t>(bci);
    if ((op >= op_ifeq && op <= op_jsr) || op == op_ifnull || op == op_ifnonnull) {
      mark(at + read_s2(&code[bci + 1]));
    } else if (op == op_goto_w || op == op_jsr_w) {
      mark(at + read_s4(&code[bci + 1]));
    } else if (op == op_tableswitch || op == op_lookupswitch) {
      size_t operands = (bci + 4) & ~size_t{3};
      mark(at + read_s4(&code[operands]));
      if (op == op_tableswitch) {
        int32_t low = read_s4(&code[operands + 4]), high = read_s4(&code[operands + 8]);
        for (int64_t i = 0; i <= int64_t{high} - low; ++i) mark(at + read_s4(&code[operands + 12 + 4 * i]));
      } else {
        int32_t pairs = read_s4(&code[operands + 4]);
        for (int32_t i = 0; i < pairs; ++i) mark(at + read_s4(&code[operands + 12 + 8 * static_cast<size_t>(i)]));
      }
    }
    if (ends_block(op) || op == op_tableswitch || op == op_lookupswitch) leader[bci + length] = true;
    bci += length;
  }
  auto table = std::make_unique<BlockTable>();
  table->at.assign(n, BlockTable::Entry{});
  size_t current = 0;
  for (size_t bci = 0; bci < n; ++bci) {
    if (!start[bci]) continue;
    if (leader[bci]) current = bci;
    ++table->at[current].length;
  }
  return table;
}

void install(Method* method) {
  if (method->bytecode.empty() || method->interp_code == nullptr) return;
  {
    std::lock_guard<std::mutex> guard(g_install_lock);
    if (method->blocks == nullptr) method->blocks.reset(find_blocks(*method).release());
  }
  BlockTable& table = *method->blocks;
  uint8_t* code = method->interp_code.get();
  for (size_t bci = 0; bci < table.at.size(); ++bci) {
    if (table.at[bci].length == 0 || code[bci] == q_block_start) continue;
    table.at[bci].displaced = code[bci];
    std::atomic_ref<uint8_t>(code[bci]).store(q_block_start, std::memory_order_release);
  }
}

void uninstall(Method* method) {
  if (method->blocks == nullptr) return;
  BlockTable& table = *method->blocks;
  uint8_t* code = method->interp_code.get();
  for (size_t bci = 0; bci < table.at.size(); ++bci) {
    if (code[bci] == q_block_start) std::atomic_ref<uint8_t>(code[bci]).store(table.at[bci].displaced, std::memory_order_release);
  }
}

}  // namespace

void set_block_sampling(bool on) {
  if (g_sampling.exchange(on) == on) return;
  for_each_class([&](Class& c) {
    for (Method& m : c.methods) {
      if (!m.prepared.load(std::memory_order_acquire)) continue;
      if (on) {
        install(&m);
      } else {
        uninstall(&m);
      }
    }
  });
}

void install_blocks_if_sampling(Method* method) {
  if (g_sampling.load(std::memory_order_acquire)) install(method);
}

void rewrite_instruction(Method* method, uint8_t* pc, uint8_t quick) {
  if (*pc == q_block_start) {
    method->blocks->at[static_cast<size_t>(pc - method->interp_code.get())].displaced = quick;
    return;
  }
  std::atomic_ref<uint8_t>(*pc).store(quick, std::memory_order_release);
}

}  // namespace loupe::interp
