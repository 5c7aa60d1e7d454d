// BYTECODE_SAMPLE, Loupe's extension event: deterministic sampling by
// bytecode counting (the Komorium paper), with the counting done by the
// interpreter once per run of basic blocks (interp/block_sampling.h). Each thread
// counts down from the granularity; at zero it posts, itself and
// synchronously, how many bytecodes it ran since its previous sample, so the
// agent's GetCallTrace names the code that ran them.
#include <atomic>
#include <cstring>

#include "interp/interp.h"
#include "jvmpi/jvmpi_internal.h"
#include "vm/runtime/threads.h"

namespace loupe::jvmpi {

namespace {
constexpr int64_t kDefaultGranularity = 10000;
std::atomic<int64_t> g_granularity{kDefaultGranularity};
std::atomic<int64_t> g_jitter{0};

// xorshift64*: a small generator per thread, seeded from the thread's
// number, so that a deterministic program samples the same way every run.
uint64_t next_random(uint64_t& state, uint32_t seed) {
  if (state == 0) state = 0x9E3779B97F4A7C15ull ^ (uint64_t{seed} * 0xD1B54A32D192ED03ull);
  state ^= state >> 12;
  state ^= state << 25;
  state ^= state >> 27;
  return state * 0x2545F4914F6CDD1Dull;
}
}  // namespace

bool set_sampling_interval(const JVMPI_BytecodeSampleArg* arg) {
  int64_t granularity = arg != nullptr ? arg->granularity : kDefaultGranularity;
  int64_t jitter = arg != nullptr ? arg->jitter : 0;
  if (granularity < 1 || jitter < 0) return false;
  g_granularity.store(granularity);
  g_jitter.store(jitter);
  return true;
}

int64_t next_sample_interval(vm::Thread* thread) {
  int64_t interval = g_granularity.load(std::memory_order_relaxed);
  int64_t jitter = g_jitter.load(std::memory_order_relaxed);
  if (jitter > 0) {
    interval += static_cast<int64_t>(next_random(thread->profiler.sampling_random, thread->id()) %
                                     static_cast<uint64_t>(jitter));
  }
  return interval;
}

void switch_bytecode_sampling(bool on) {
  // Every thread starts afresh: its first charge arms its countdown.
  vm::threads::for_each([](vm::Thread& t) {
    t.profiler.bytecode_countdown = 0;
    t.profiler.sampling_base = 0;
    t.profiler.sampling_armed = false;
  });
  interp::set_bytecode_charging(on);
}

void post_bytecode_sample(vm::Thread* thread, uint64_t bytecodes, bool last) {
  if (!events_started()) return;
  CallbackScope scope(thread, false);
  JVMPI_Event e;
  std::memset(&e, 0, sizeof e);
  e.event_type = JVMPI_EVENT_BYTECODE_SAMPLE;
  e.env_id = env_of(thread);
  e.u.bytecode_sample.bytecodes = static_cast<jlong>(bytecodes);
  e.u.bytecode_sample.last = last ? 1 : 0;
  deliver(e);
}

}  // namespace loupe::jvmpi
