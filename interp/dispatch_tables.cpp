// The dispatch tables and their patching (dispatch_tables.h).
#include "interp/dispatch_tables.h"

#include <atomic>
#include <mutex>

#include "interp/block_sampling.h"
#include "interp/interp.h"
#include "interp/jit_support.h"
#include "interp/tracing.h"
#include "jit/jit.h"

namespace loupe::interp {

namespace dispatch {

void* g_handlers[256];
void* g_dispatch[256];
void* g_counting_dispatch[256];
std::atomic<bool> g_compiled_code_allowed{true};

}  // namespace dispatch

namespace {

using namespace dispatch;

HandlerLabels g_labels;
std::atomic<bool> g_installed{false};
bool g_instruction_hooks = false;  // guarded by table_lock()
bool g_charging = false;           // guarded by table_lock()
bool g_tracing = false;            // -Xtrace:bytecodes; set once, at install
// Compiled code charges bytecodes only if it was compiled to (jit.h,
// forget_all): each kind of code checks its own flag at calls, and the
// interpreter enters whatever code is published, which is of the kind the
// charging asks for.
std::atomic<bool> g_plain_code_allowed{true};      // no instruction hooks, not charging
std::atomic<bool> g_counting_code_allowed{false};  // no instruction hooks, charging

std::mutex& table_lock() {
  static std::mutex lock;
  return lock;
}

// Makes the tables say what g_instruction_hooks and g_charging say. Entries
// are stored one by one (atomically) while other threads jump through them.
void patch_tables() {
  g_compiled_code_allowed.store(!g_instruction_hooks, std::memory_order_relaxed);
  g_plain_code_allowed.store(!g_instruction_hooks && !g_charging, std::memory_order_relaxed);
  g_counting_code_allowed.store(!g_instruction_hooks && g_charging, std::memory_order_relaxed);
  for (int op = 0; op < 256; ++op) {
    void* handler = g_charging && g_labels.charging[op] != nullptr ? g_labels.charging[op] : g_labels.plain[op];
    std::atomic_ref<void*>(g_handlers[op]).store(handler, std::memory_order_relaxed);
    // Every instruction first through one entry: the INSTRUCTION_START hook
    // (which traces too), else the trace entry, else none.
    void* entry = g_instruction_hooks ? g_labels.instruction_start
                  : g_tracing         ? g_labels.trace_instruction
                                      : nullptr;
    std::atomic_ref<void*>(g_dispatch[op]).store(entry != nullptr ? entry : handler, std::memory_order_relaxed);
    std::atomic_ref<void*>(g_counting_dispatch[op])
        .store(entry != nullptr ? entry : g_labels.count_bytecode, std::memory_order_relaxed);
  }
}

}  // namespace

namespace dispatch {

bool installed() { return g_installed.load(std::memory_order_acquire); }

void install(const HandlerLabels& labels) {
  std::lock_guard<std::mutex> guard(table_lock());
  if (g_installed.load(std::memory_order_relaxed)) return;  // another thread's first call came first
  g_labels = labels;
  g_tracing = tracing::bytecodes_on();
  patch_tables();
  g_installed.store(true, std::memory_order_release);
}

}  // namespace dispatch

const std::atomic<bool>& compiled::code_allowed(bool counting) {
  return counting ? g_counting_code_allowed : g_plain_code_allowed;
}

void set_instruction_start_hooks(bool on) {
  std::lock_guard<std::mutex> guard(table_lock());
  g_instruction_hooks = on;
  if (g_installed.load(std::memory_order_acquire)) patch_tables();
}

void set_charging_handlers(bool on) {
  {
    std::lock_guard<std::mutex> guard(table_lock());
    if (g_charging == on) return;
    g_charging = on;
    if (g_installed.load(std::memory_order_acquire)) patch_tables();
  }
  // Compiled code of the other kind is thrown away (and compiled again).
  jit::forget_all();
}

}  // namespace loupe::interp
