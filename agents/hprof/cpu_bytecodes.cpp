// cpu=bytecodes: deterministic sampling by bytecode counting (the Komorium
// paper), on Loupe's BYTECODE_SAMPLE extension event. Every thread posts a
// sample itself, synchronously, each `interval` bytecodes it executes; the
// sample carries the bytecodes run since the previous one. We charge them
// to the thread's whole stack, a path in a calling-context tree (CCT).
//
// At a dump the trees become the CPU SAMPLES section (one sample per
// event, traced by the top `depth` frames as HPROF traces are) and the
// .collapsed file, whose counts are estimated bytecodes, so that the sum of
// its counts estimates the program's total and an exact profile
// (interval=1: every basic block a sample) compares with it directly
// (tools/profile-overlap, docs/profiling-accuracy.md).
//
// The hot path takes no global lock and allocates only when the tree
// grows: each thread owns its tree (JVMPI thread-local storage), and a
// sample's path shares its prefix with the previous sample's path, which
// is compared frame by frame before any hash lookup.
#include <algorithm>

#include "cpu_bytecodes.h"
#include "hprof.h"

namespace hprof {

namespace {

// Deeper stacks lose their outermost frames (the tree is then rooted at
// the deepest frame kept).
constexpr jint kMaxDepth = 4096;

BytecodesThread& thread_data(JNIEnv* env) {
  Agent& a = agent();
  void* stored = a.jvmpi->GetThreadLocalStorage(env);
  if (stored != nullptr) return *static_cast<BytecodesThread*>(stored);
  // Once per thread: the data lock only to own the new record.
  loupe_agents::EventGuard guard(a.lock);
  a.bytecodes_threads.push_back(std::make_unique<BytecodesThread>());
  BytecodesThread& t = *a.bytecodes_threads.back();
  t.thread_serial = a.options.thread ? a.tables.thread_serial(env) : 0;
  t.call_frames.resize(kMaxDepth);
  a.jvmpi->SetThreadLocalStorage(env, &t);
  return t;
}

uint32_t child_of(BytecodesThread& t, uint32_t parent, jmethodID method, jint line) {
  auto [at, added] = t.children.try_emplace(BytecodesThread::ChildKey{parent, line, method},
                                            static_cast<uint32_t>(t.nodes.size()));
  if (added) t.nodes.push_back(BytecodesThread::Node{method, line, parent, 0, 0});
  return at->second;
}

}  // namespace

void bytecodes_sample(const JVMPI_Event& event) {
  Agent& a = agent();
  BytecodesThread& t = thread_data(event.env_id);
  std::lock_guard<std::mutex> guard(t.mutex);
  JVMPI_CallTrace call{event.env_id, 0, t.call_frames.data()};
  a.jvmpi->GetCallTrace(&call, kMaxDepth);
  const size_t n = static_cast<size_t>(std::max(call.num_frames, 0));
  const JVMPI_CallFrame* frames = call.frames;  // innermost first
  auto line_of = [&](size_t k) { return a.options.lineno ? frames[k].lineno : -1; };
  // The common prefix with the previous sample (in a loop, all but the
  // innermost frame or two): no hashing.
  size_t depth = 0;
  uint32_t node = 0;
  const size_t reusable = std::min(t.path.size(), n);
  while (depth < reusable) {
    const BytecodesThread::Node& known = t.nodes[t.path[depth]];
    size_t k = n - 1 - depth;
    if (known.method != frames[k].method_id || known.line != line_of(k)) break;
    node = t.path[depth++];
  }
  t.path.resize(depth);
  for (; depth < n; ++depth) {
    size_t k = n - 1 - depth;
    node = child_of(t, node, frames[k].method_id, line_of(k));
    t.path.push_back(node);
  }
  BytecodesThread::Node& leaf = t.nodes[node];
  leaf.samples += 1;
  leaf.bytecodes += static_cast<uint64_t>(std::max<jlong>(event.u.bytecode_sample.bytecodes, 0));
}

// Every tree's counts into agent().cpu_costs (samples per trace) and
// agent().contexts (bytecodes per method path); the counts restart from
// zero, as HPROF's do after a dump. Data lock held.
void bytecodes_collect() {
  Agent& a = agent();
  const size_t depth = static_cast<size_t>(std::max(a.options.depth, 0));
  std::vector<Frame> frames;
  std::vector<jmethodID> context;
  for (auto& owned : a.bytecodes_threads) {
    BytecodesThread& t = *owned;
    std::lock_guard<std::mutex> guard(t.mutex);
    for (size_t i = 1; i < t.nodes.size(); ++i) {
      BytecodesThread::Node& leaf = t.nodes[i];
      if (leaf.samples == 0) continue;
      frames.clear();
      context.clear();
      for (uint32_t at = static_cast<uint32_t>(i); at != 0; at = t.nodes[at].parent) {
        const BytecodesThread::Node& n = t.nodes[at];
        if (frames.size() < depth) frames.push_back(Frame{n.method, n.line});
        context.push_back(n.method);
        a.tables.method(n.method);  // names it for the .collapsed file
      }
      std::reverse(context.begin(), context.end());
      uint32_t serial = a.tables.intern(t.thread_serial, frames.data(), frames.size());
      a.cpu_costs[serial].count += leaf.samples;
      a.total_samples += leaf.samples;
      a.contexts[context] += leaf.bytecodes;
      leaf.samples = 0;
      leaf.bytecodes = 0;
    }
  }
}

bool bytecodes_start() {
  Agent& a = agent();
  JVMPI_BytecodeSampleArg arg{a.options.interval_bytecodes, a.options.jitter};
  return a.jvmpi->EnableEvent(JVMPI_EVENT_BYTECODE_SAMPLE, &arg) == JVMPI_SUCCESS;
}

}  // namespace hprof
