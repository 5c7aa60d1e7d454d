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
// (interval=1: every run of basic blocks a sample) compares with it directly
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

uint32_t child_of(BytecodesThread& t, uint32_t parent, jmethodID method, jint line) {
  auto [at, added] = t.children.try_emplace(BytecodesThread::ChildKey{parent, line, method},
                                            static_cast<uint32_t>(t.nodes.size()));
  if (added) t.nodes.push_back(BytecodesThread::Node{method, line, parent, 0, 0});
  return at->second;
}

}  // namespace

void bytecodes_sample(const JVMPI_Event& event) {
  Agent& a = agent();
  BytecodesThread& t = thread_record(event.env_id, a.bytecodes_threads, kMaxDepth);
  std::lock_guard<std::mutex> guard(t.mutex);
  JVMPI_CallTrace call{event.env_id, 0, t.call_frames.data()};
  a.jvmpi->GetCallTrace(&call, kMaxDepth);
  const size_t n = static_cast<size_t>(std::max(call.num_frames, 0));
  if (n == 0) return;  // never while Java runs: the VM posts from a Java frame
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
  // The rest a thread posts as it leaves Java counts its bytecodes, but is
  // no sample: it may be a handful.
  if (event.u.bytecode_sample.last == 0) leaf.samples += 1;
  leaf.bytecodes += static_cast<uint64_t>(std::max<jlong>(event.u.bytecode_sample.bytecodes, 0));
}

// Every tree's counts into agent().cpu_costs (samples per trace) and
// agent().contexts (bytecodes per method path); the counts restart from
// zero, as HPROF's do after a dump. Data lock held. A CLASS_UNLOAD calls
// it too, before the unloaded methods' IDs are forgotten: the tree's nodes
// name methods by ID, and from then on a node whose ID is reused counts
// for the method that now has it (no thread runs the unloaded one).
//
// Traces are numbered as they are first met, so the leaves are visited in
// the order of their stacks' text, not of the threads' first samples
// (which threads race for): a deterministic program gets the same TRACE
// numbers every run.
void bytecodes_collect() {
  Agent& a = agent();
  const size_t depth = static_cast<size_t>(std::max(a.options.depth, 0));
  struct Leaf {
    std::string order;  // the frames' text, innermost first
    BytecodesThread* thread;
    uint32_t node;
  };
  std::vector<Leaf> leaves;
  std::vector<std::unique_lock<std::mutex>> guards;
  for (auto& owned : a.bytecodes_threads) {
    BytecodesThread& t = *owned;
    guards.emplace_back(t.mutex);
    for (size_t i = 1; i < t.nodes.size(); ++i) {
      if (t.nodes[i].samples == 0 && t.nodes[i].bytecodes == 0) continue;
      Leaf leaf{std::to_string(t.thread_serial), &t, static_cast<uint32_t>(i)};
      for (uint32_t at = leaf.node; at != 0; at = t.nodes[at].parent) {
        const BytecodesThread::Node& n = t.nodes[at];
        leaf.order += ';' + a.tables.method_name(a.tables.method_serial(n.method)) + ':' + std::to_string(n.line);
      }
      leaves.push_back(std::move(leaf));
    }
  }
  std::stable_sort(leaves.begin(), leaves.end(), [](const Leaf& x, const Leaf& y) { return x.order < y.order; });
  std::vector<Frame> frames;
  std::vector<uint32_t> context;
  for (const Leaf& leaf : leaves) {
    BytecodesThread& t = *leaf.thread;
    frames.clear();
    context.clear();
    for (uint32_t at = leaf.node; at != 0; at = t.nodes[at].parent) {
      const BytecodesThread::Node& n = t.nodes[at];
      uint32_t method = a.tables.method_serial(n.method);  // known: the loop above asked
      if (frames.size() < depth) frames.push_back(Frame{method, n.line});
      context.push_back(method);
    }
    std::reverse(context.begin(), context.end());
    BytecodesThread::Node& counts = t.nodes[leaf.node];
    if (counts.samples > 0) {
      uint32_t serial = a.tables.intern(t.thread_serial, frames.data(), frames.size());
      a.cpu_costs[serial].count += counts.samples;
      a.total_samples += counts.samples;
    }
    a.contexts[context] += counts.bytecodes;
    counts.samples = 0;
    counts.bytecodes = 0;
  }
}

bool bytecodes_start() {
  Agent& a = agent();
  JVMPI_BytecodeSampleArg arg{a.options.interval_bytecodes, a.options.jitter};
  return a.jvmpi->EnableEvent(JVMPI_EVENT_BYTECODE_SAMPLE, &arg) == JVMPI_SUCCESS;
}

}  // namespace hprof
