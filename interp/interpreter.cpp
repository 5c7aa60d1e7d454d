// The bytecode interpreter: one loop over all frames of a thread, with
// threaded dispatch (GCC's computed goto: each handler jumps straight to the
// next one, which predicts better than one shared switch).
//
// Registers: pc (current instruction), sp (first free operand-stack slot),
// locals, cp (the current class's constant-pool cache) and frame. Java calls
// do not recurse in C++: a call pushes a frame and carries on in this loop;
// a return pops it. Only frames entered from C++ (entry frames) return from
// run().
//
// The one rule that keeps precise garbage collection working: before
// anything that can collect, throw or block, store pc and sp into the frame
// (SAVE_STATE), leaving the instruction's operands on the stack, and after
// it reread every object from the stack or locals, never from a C++ local.
#include <atomic>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <mutex>

#include "interp/block_sampling.h"
#include "interp/float_arith.h"
#include "interp/frame.h"
#include "interp/interp_internal.h"
#include "interp/jit_support.h"
#include "interp/quick_bytecodes.h"
#include "interp/runtime_calls.h"
#include "jit/jit.h"
#include "jvmpi/jvmpi.h"
#include "jvmpi/profiler.h"
#include "vm/classfile/bytecodes.h"
#include "vm/indy/call_site.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/monitor.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/threads.h"

namespace loupe::interp {

using namespace vm;

namespace {

// Java's conversions of NaN and out-of-range floating values saturate
// (JVMS 6.5 f2i); C++ leaves them undefined.
template <typename Int, typename Float>
Int saturating_cast(Float value) {
  if (std::isnan(value)) return 0;
  if (value >= static_cast<Float>(std::numeric_limits<Int>::max())) return std::numeric_limits<Int>::max();
  if (value <= static_cast<Float>(std::numeric_limits<Int>::min())) return std::numeric_limits<Int>::min();
  return static_cast<Int>(value);
}

template <typename T>
int32_t compare(T a, T b, int32_t if_nan) {
  if (a < b) return -1;
  if (a > b) return 1;
  if (a == b) return 0;
  return if_nan;
}

inline int32_t wrap_add(int32_t a, int32_t b) { return static_cast<int32_t>(static_cast<uint32_t>(a) + static_cast<uint32_t>(b)); }
inline int32_t wrap_sub(int32_t a, int32_t b) { return static_cast<int32_t>(static_cast<uint32_t>(a) - static_cast<uint32_t>(b)); }
inline int32_t wrap_mul(int32_t a, int32_t b) { return static_cast<int32_t>(static_cast<uint32_t>(a) * static_cast<uint32_t>(b)); }
inline int64_t wrap_add(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b)); }
inline int64_t wrap_sub(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b)); }
inline int64_t wrap_mul(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b)); }

// Every write of an int or float fills the whole 8-byte slot. The
// interpreter moves slots as 8-byte words (iload, istore, dup); a 4-byte
// store followed by an 8-byte load of the same slot cannot be forwarded by
// the CPU and stalls it for many cycles in every tight loop.
inline void put_int(Slot& slot, int32_t value) { slot.bits = static_cast<uint32_t>(value); }
inline void put_float(Slot& slot, float value) { slot.bits = std::bit_cast<uint32_t>(value); }

// The branch offset a tableswitch or lookupswitch at pc takes for key.
inline int32_t tableswitch_offset(const uint8_t* pc, int32_t key) {
  const uint8_t* words = reinterpret_cast<const uint8_t*>((reinterpret_cast<uintptr_t>(pc) + 4) & ~uintptr_t{3});
  int64_t low = read_s4(words + 4), high = read_s4(words + 8);
  if (key >= low && key <= high) return read_s4(words + 12 + 4 * (key - low));
  return read_s4(words);
}

inline int32_t lookupswitch_offset(const uint8_t* pc, int32_t key) {
  const uint8_t* words = reinterpret_cast<const uint8_t*>((reinterpret_cast<uintptr_t>(pc) + 4) & ~uintptr_t{3});
  int32_t lo = 0, hi = read_s4(words + 4) - 1;
  while (lo <= hi) {  // the pairs are sorted by key (checked when the class was parsed)
    int32_t mid = lo + (hi - lo) / 2;
    int32_t candidate = read_s4(words + 8 + 8 * mid);
    if (candidate == key) return read_s4(words + 12 + 8 * mid);
    if (candidate < key) {
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return read_s4(words);
}

inline int invoke_length(uint8_t op) {
  return (op == op_invokeinterface || op == op_invokedynamic || op == q_invokeinterface ||
          op == q_invokeinterface_object || op == q_invokedynamic)
             ? 5
             : 3;
}

// The TLAB bump (gc.h, bump_allocate) for the interpreter's allocation fast
// paths; null when the buffer is exhausted (the caller then saves state and
// takes the slow path).
inline Object* try_allocate(Thread* thread, Class* klass, size_t bytes) {
  Object* obj = gc::bump_allocate(thread->mutator, bytes);
  if (obj == nullptr) return nullptr;
  obj->set_layout(klass);
  return obj;
}

inline ArrayObject* try_allocate_array(Thread* thread, Class* array_class, int32_t length) {
  if (length < 0 || length > (1 << 24)) return nullptr;  // checks and big arrays: slow path
  auto* array = static_cast<ArrayObject*>(try_allocate(thread, array_class, gc::array_size_in_bytes(array_class, length)));
  if (array != nullptr) array->set_length(length);
  return array;
}

inline Slot narrow(BasicType t, Slot v) {
  switch (t) {
    case BasicType::kBoolean: v.bits = static_cast<uint32_t>(v.i & 1); break;
    case BasicType::kByte: v.bits = static_cast<uint32_t>(static_cast<int32_t>(static_cast<int8_t>(v.i))); break;
    case BasicType::kChar: v.bits = static_cast<uint16_t>(v.i); break;
    case BasicType::kShort: v.bits = static_cast<uint32_t>(static_cast<int32_t>(static_cast<int16_t>(v.i))); break;
    default: break;
  }
  return v;
}

void store_field(Object* obj, uint32_t offset, BasicType type, const Slot* value) {
  switch (type) {
    case BasicType::kBoolean: *obj->field_at<uint8_t>(offset) = static_cast<uint8_t>(value->i & 1); break;
    case BasicType::kByte: *obj->field_at<int8_t>(offset) = static_cast<int8_t>(value->i); break;
    case BasicType::kChar:
    case BasicType::kShort: *obj->field_at<uint16_t>(offset) = static_cast<uint16_t>(value->i); break;
    case BasicType::kInt:
    case BasicType::kFloat: *obj->field_at<int32_t>(offset) = value->i; break;
    case BasicType::kLong:
    case BasicType::kDouble: *obj->field_at<int64_t>(offset) = value->j; break;
    default: the_vm().heap->write_reference(obj, obj->field_at<Object*>(offset), value->ref); break;
  }
}

// Dispatch tables. Label addresses exist only inside run(), which fills
// them on its first call. g_handlers holds each opcode's handler: the plain
// one, or its charging twin while a profiler counts bytecodes (the
// branches; block_sampling.h). g_dispatch is what DISPATCH jumps through
// (g_counting_dispatch under -Xstats). While a profiler wants
// INSTRUCTION_START, every entry of both points at the hook, which posts
// the event and then jumps to the handler. Threads switch at once, and the
// loop keeps its table pointer in a register: no test per instruction for
// what is off.
void* g_handlers[256];
void* g_plain_handlers[256];
void* g_charging_handlers[256];  // null: the opcode has no twin
void* g_dispatch[256];
void* g_counting_dispatch[256];
void* g_count_label = nullptr;
void* g_instruction_label = nullptr;
std::atomic<bool> g_tables_ready{false};
bool g_instruction_hooks = false;  // guarded by table_lock()
bool g_charging = false;           // guarded by table_lock()
// Compiled code does not report instructions: while a profiler wants
// them, methods run interpreted. It charges bytecodes only if it was
// compiled to (jit.h, forget_all): each kind of code checks its own flag
// at calls, and the interpreter enters whatever code is published, which
// is of the kind the charging asks for.
std::atomic<bool> g_compiled_code_allowed{true};   // no instruction hooks
std::atomic<bool> g_plain_code_allowed{true};      // ... and not charging
std::atomic<bool> g_counting_code_allowed{false};  // ... and charging

// Returning from an entry frame leaves Java for good (a bytecode
// sampling's remainder is due) unless it was called from C++ called from
// Java, or from compiled code (jit_support.h).
inline bool leaves_java(const Thread* thread, const Frame* frame) {
  return thread->native_call_depth == 1 && (frame->flags & Frame::kResumedCompiledCall) == 0;
}

std::mutex& table_lock() {
  static std::mutex lock;
  return lock;
}

// Makes the tables say what g_instruction_hooks and g_charging say.
void patch_tables() {
  g_compiled_code_allowed.store(!g_instruction_hooks, std::memory_order_relaxed);
  g_plain_code_allowed.store(!g_instruction_hooks && !g_charging, std::memory_order_relaxed);
  g_counting_code_allowed.store(!g_instruction_hooks && g_charging, std::memory_order_relaxed);
  for (int op = 0; op < 256; ++op) {
    void* handler = g_charging && g_charging_handlers[op] != nullptr ? g_charging_handlers[op] : g_plain_handlers[op];
    std::atomic_ref<void*>(g_handlers[op]).store(handler, std::memory_order_relaxed);
    std::atomic_ref<void*>(g_dispatch[op]).store(g_instruction_hooks ? g_instruction_label : handler,
                                                 std::memory_order_relaxed);
    std::atomic_ref<void*>(g_counting_dispatch[op]).store(g_instruction_hooks ? g_instruction_label : g_count_label,
                                                          std::memory_order_relaxed);
  }
}

}  // namespace

const std::atomic<bool>& compiled::code_allowed(bool counting) {
  return counting ? g_counting_code_allowed : g_plain_code_allowed;
}

void set_instruction_start_hooks(bool on) {
  std::lock_guard<std::mutex> guard(table_lock());
  g_instruction_hooks = on;
  if (g_tables_ready.load(std::memory_order_acquire)) patch_tables();
}

void set_charging_handlers(bool on) {
  {
    std::lock_guard<std::mutex> guard(table_lock());
    if (g_charging == on) return;
    g_charging = on;
    if (g_tables_ready.load(std::memory_order_acquire)) patch_tables();
  }
  // Compiled code of the other kind is thrown away (and compiled again).
  jit::forget_all();
}

Slot run(Thread* thread, Frame* entry, bool resume) {
  if (!g_tables_ready.load(std::memory_order_acquire)) [[unlikely]] {
    std::lock_guard<std::mutex> guard(table_lock());
    for (void*& handler : g_plain_handlers) handler = &&op_unknown;
#define LOUPE_BYTECODE(name, opcode, ...) g_plain_handlers[opcode] = &&op_##name;
#include "vm/classfile/bytecodes.def"
#undef LOUPE_BYTECODE
#define LOUPE_QUICK_BYTECODE(name, standard) g_plain_handlers[name] = &&name;
#include "interp/quick_bytecodes.def"
#undef LOUPE_QUICK_BYTECODE
#define CHARGING(name) g_charging_handlers[op_##name] = &&charged_##name;
    CHARGING(ifeq) CHARGING(ifne) CHARGING(iflt) CHARGING(ifge) CHARGING(ifgt) CHARGING(ifle)
    CHARGING(if_icmpeq) CHARGING(if_icmpne) CHARGING(if_icmplt) CHARGING(if_icmpge) CHARGING(if_icmpgt)
    CHARGING(if_icmple) CHARGING(if_acmpeq) CHARGING(if_acmpne) CHARGING(ifnull) CHARGING(ifnonnull)
    CHARGING(goto_) CHARGING(goto_w) CHARGING(tableswitch) CHARGING(lookupswitch)
#undef CHARGING
    g_count_label = &&count_bytecode;
    g_instruction_label = &&instruction_start;
    patch_tables();
    g_tables_ready.store(true, std::memory_order_release);
  }

  gc::Heap* const heap = the_vm().heap.get();
  const bool counting = the_vm().options.statistics;
  // Compiled code runs instructions uncounted: none under -Xstats.
  const bool jit_on = jit::settings().enabled && !counting;
  void* const* const dispatch = counting ? g_counting_dispatch : g_dispatch;
  uint64_t* const bytecode_counts = thread->statistics.bytecodes.data();
  Frame* frame = entry;
  const uint8_t* pc = frame->pc;
  Slot* sp = frame->sp;
  Slot* locals = frame->locals;
  CpCacheEntry* cp = frame->method->holder->constant_pool.data();
  Method* callee = nullptr;

#define DISPATCH() goto* dispatch[*pc]
// After a slow path rewrote the instruction into its quick form: straight
// to the new handler. The instruction was counted (-Xstats) and reported
// (INSTRUCTION_START) on the way in.
#define REDISPATCH() goto* g_handlers[*pc]
#define NEXT(n)  \
  do {           \
    pc += (n);   \
    DISPATCH();  \
  } while (0)
#define SAVE_STATE() \
  do {               \
    frame->pc = pc;  \
    frame->sp = sp;  \
  } while (0)
#define THROW(call)         \
  do {                      \
    SAVE_STATE();           \
    call;                   \
    goto handle_exception;  \
  } while (0)
// The JIT (jit/jit.h): at a call or a loop back-edge, counts towards
// compiling the method (the state saved: compiling announces the code to
// profilers), and runs its compiled code from pc if there is some;
// compiled code returns where the interpreter carries on, with an
// exception pending if a slow path or a compiled callee threw.
#define TRY_COMPILED()                                                                   \
  do {                                                                                   \
    Method* m_ = frame->method;                                                          \
    jit::Code code_ = jit::compiled_code(m_);                                            \
    if (code_ == nullptr && jit::still_counting(m_)) {                                   \
      SAVE_STATE();                                                                      \
      code_ = jit::count_towards_compiling(m_);                                          \
    }                                                                                    \
    if (code_ != nullptr && g_compiled_code_allowed.load(std::memory_order_relaxed)) {   \
      if (const void* entry_ = jit::entry_at(m_, static_cast<uint32_t>(pc - m_->interp_code.get()))) { \
        jit::Exit exit_ = code_(thread, frame, sp, locals, entry_);                      \
        pc = exit_.pc;                                                                   \
        sp = exit_.sp;                                                                   \
        if (thread->pending_exception != nullptr) [[unlikely]] {                        \
          SAVE_STATE();                                                                  \
          goto handle_exception;                                                         \
        }                                                                                \
        POLL(); /* it may have left because a safepoint was asked for */                  \
      }                                                                                  \
    }                                                                                    \
  } while (0)
  // Safepoint poll: one load and a rarely taken branch.
#define POLL()                                                              \
  do {                                                                      \
    if (thread->poll_word.load(std::memory_order_relaxed) != 0) [[unlikely]] { \
      SAVE_STATE();                                                         \
      threads::poll(thread);                                                \
    }                                                                       \
  } while (0)
#define BRANCH(offset)        \
  do {                        \
    int32_t off_ = (offset);  \
    pc += off_;               \
    if (off_ <= 0) {          \
      POLL();                 \
      if (jit_on) TRY_COMPILED(); \
    }                         \
    DISPATCH();               \
  } while (0)
// Bytecode sampling (block_sampling.h): pc starts a run; the thread's
// countdown pays for it, and posts a sample when it runs out.
#define CHARGE_RUN()                                                                                \
  do {                                                                                              \
    if ((thread->profiler.bytecode_countdown -= run_length_at(frame->method, pc)) <= 0) [[unlikely]] { \
      SAVE_STATE();                                                                                 \
      report_bytecode_sample(thread);                                                               \
    }                                                                                               \
  } while (0)
#define CHARGED_BRANCH(offset)      \
  do {                              \
    int32_t off_ = (offset);        \
    pc += off_;                     \
    CHARGE_RUN();                   \
    if (off_ <= 0) {                \
      POLL();                       \
      if (jit_on) TRY_COMPILED();   \
    }                               \
    DISPATCH();                     \
  } while (0)
#define CHARGED_NEXT(n) \
  do {                  \
    pc += (n);          \
    CHARGE_RUN();       \
    DISPATCH();         \
  } while (0)
#define NULL_CHECK(obj) \
  if ((obj) == nullptr) [[unlikely]] THROW(throw_null_pointer(thread, frame))
#define CP_INDEX() read_u2(pc + 1)
#define LOAD_FRAME_REGISTERS()                             \
  do {                                                     \
    locals = frame->locals;                                \
    cp = frame->method->holder->constant_pool.data();      \
  } while (0)

  if (resume) {  // compiled code left this frame at pc (jit_support.h)
    if (thread->pending_exception != nullptr) goto handle_exception;
    POLL();
    DISPATCH();
  }
  if (charging_bytecodes()) [[unlikely]] CHARGE_RUN();  // the method's first run
  if (jit_on) TRY_COMPILED();
  DISPATCH();

  // ---- constants --------------------------------------------------------
op_nop:
  NEXT(1);
op_aconst_null:
  (sp++)->ref = nullptr;
  NEXT(1);
op_iconst_m1:
  put_int(*sp++, -1);
  NEXT(1);
op_iconst_0:
  put_int(*sp++, 0);
  NEXT(1);
op_iconst_1:
  put_int(*sp++, 1);
  NEXT(1);
op_iconst_2:
  put_int(*sp++, 2);
  NEXT(1);
op_iconst_3:
  put_int(*sp++, 3);
  NEXT(1);
op_iconst_4:
  put_int(*sp++, 4);
  NEXT(1);
op_iconst_5:
  put_int(*sp++, 5);
  NEXT(1);
op_lconst_0:
  sp->j = 0;
  sp += 2;
  NEXT(1);
op_lconst_1:
  sp->j = 1;
  sp += 2;
  NEXT(1);
op_fconst_0:
  put_float(*sp++, 0.0f);
  NEXT(1);
op_fconst_1:
  put_float(*sp++, 1.0f);
  NEXT(1);
op_fconst_2:
  put_float(*sp++, 2.0f);
  NEXT(1);
op_dconst_0:
  sp->d = 0.0;
  sp += 2;
  NEXT(1);
op_dconst_1:
  sp->d = 1.0;
  sp += 2;
  NEXT(1);
op_bipush:
  put_int(*sp++, static_cast<int8_t>(pc[1]));
  NEXT(2);
op_sipush:
  put_int(*sp++, read_s2(pc + 1));
  NEXT(3);
op_ldc:
op_ldc_w:
  SAVE_STATE();
  if (resolve_ldc(thread, frame, const_cast<uint8_t*>(pc)) == SlowPath::kException) goto handle_exception;
  REDISPATCH();
q_ldc_value:
  put_int(*sp++, cp[pc[1]].int_value);
  NEXT(2);
q_ldc_string:
  (sp++)->ref = cp[pc[1]].string_object;
  NEXT(2);
q_ldc_class:
  (sp++)->ref = static_cast<Class*>(cp[pc[1]].resolved.load(std::memory_order_relaxed))->mirror;
  NEXT(2);
q_ldc_w_value:
  put_int(*sp++, cp[CP_INDEX()].int_value);
  NEXT(3);
q_ldc_w_string:
  (sp++)->ref = cp[CP_INDEX()].string_object;
  NEXT(3);
q_ldc_w_class:
  (sp++)->ref = static_cast<Class*>(cp[CP_INDEX()].resolved.load(std::memory_order_relaxed))->mirror;
  NEXT(3);
op_ldc2_w: {
  const CpCacheEntry& e = cp[CP_INDEX()];
  if (e.tag != CpTag::kLong && e.tag != CpTag::kDouble) {
    THROW(throw_new(thread, "java/lang/InternalError", "Loupe cannot load a dynamic constant"));
  }
  sp->j = e.long_value;  // a double's bits alias the long
  sp += 2;
  NEXT(3);
}

  // ---- locals -----------------------------------------------------------
  // One body per opcode, even where bodies are equal: labels sharing a body
  // get a jump stub from GCC, an extra jump on the hottest paths.
#define LOAD1(index) \
  *sp++ = locals[index]; \
  NEXT(1);
#define LOAD2(index) \
  *sp = locals[index];  \
  sp += 2;              \
  NEXT(1);
#define STORE1(index)      \
  locals[index] = *--sp; \
  NEXT(1);
#define STORE2(index)    \
  sp -= 2;               \
  locals[index] = *sp;   \
  NEXT(1);
op_iload:
  *sp++ = locals[pc[1]];
  NEXT(2);
op_fload:
  *sp++ = locals[pc[1]];
  NEXT(2);
op_aload:
  *sp++ = locals[pc[1]];
  NEXT(2);
op_lload:
op_dload:
  *sp = locals[pc[1]];
  sp += 2;
  NEXT(2);
op_iload_0: LOAD1(0)
op_iload_1: LOAD1(1)
op_iload_2: LOAD1(2)
op_iload_3: LOAD1(3)
op_fload_0: LOAD1(0)
op_fload_1: LOAD1(1)
op_fload_2: LOAD1(2)
op_fload_3: LOAD1(3)
op_aload_0: LOAD1(0)
op_aload_1: LOAD1(1)
op_aload_2: LOAD1(2)
op_aload_3: LOAD1(3)
op_lload_0: LOAD2(0)
op_lload_1: LOAD2(1)
op_lload_2: LOAD2(2)
op_lload_3: LOAD2(3)
op_dload_0: LOAD2(0)
op_dload_1: LOAD2(1)
op_dload_2: LOAD2(2)
op_dload_3: LOAD2(3)
op_istore:
  locals[pc[1]] = *--sp;
  NEXT(2);
op_fstore:
  locals[pc[1]] = *--sp;
  NEXT(2);
op_astore:
  locals[pc[1]] = *--sp;
  NEXT(2);
op_lstore:
op_dstore:
  sp -= 2;
  locals[pc[1]] = *sp;
  NEXT(2);
op_istore_0: STORE1(0)
op_istore_1: STORE1(1)
op_istore_2: STORE1(2)
op_istore_3: STORE1(3)
op_fstore_0: STORE1(0)
op_fstore_1: STORE1(1)
op_fstore_2: STORE1(2)
op_fstore_3: STORE1(3)
op_astore_0: STORE1(0)
op_astore_1: STORE1(1)
op_astore_2: STORE1(2)
op_astore_3: STORE1(3)
op_lstore_0: STORE2(0)
op_lstore_1: STORE2(1)
op_lstore_2: STORE2(2)
op_lstore_3: STORE2(3)
op_dstore_0: STORE2(0)
op_dstore_1: STORE2(1)
op_dstore_2: STORE2(2)
op_dstore_3: STORE2(3)
#undef LOAD1
#undef LOAD2
#undef STORE1
#undef STORE2
op_iinc:
  put_int(locals[pc[1]], wrap_add(locals[pc[1]].i, static_cast<int8_t>(pc[2])));
  NEXT(3);
op_wide: {
  uint16_t n = read_u2(pc + 2);
  switch (pc[1]) {
    case op_iload: case op_fload: case op_aload: *sp++ = locals[n]; NEXT(4);
    case op_lload: case op_dload: *sp = locals[n]; sp += 2; NEXT(4);
    case op_istore: case op_fstore: case op_astore: locals[n] = *--sp; NEXT(4);
    case op_lstore: case op_dstore: sp -= 2; locals[n] = *sp; NEXT(4);
    case op_iinc: put_int(locals[n], wrap_add(locals[n].i, read_s2(pc + 4))); NEXT(6);
    default:  // ret: the return address is a bci
      pc = frame->method->interp_code.get() + locals[n].bits;
      DISPATCH();
  }
}

  // ---- arrays -----------------------------------------------------------
#define ARRAY_ACCESS(array_slot, index_slot)                                                         \
  auto* array = static_cast<ArrayObject*>(sp[array_slot].ref);                                       \
  int32_t index = sp[index_slot].i;                                                                  \
  NULL_CHECK(array);                                                                                 \
  if (static_cast<uint32_t>(index) >= static_cast<uint32_t>(array->length())) [[unlikely]] {         \
    THROW(throw_array_index(thread, index, array->length()));                                        \
  }
op_iaload: { ARRAY_ACCESS(-2, -1); put_int(sp[-2], array->elements<int32_t>()[index]); --sp; NEXT(1); }
op_faload: { ARRAY_ACCESS(-2, -1); put_float(sp[-2], array->elements<float>()[index]); --sp; NEXT(1); }
op_aaload: { ARRAY_ACCESS(-2, -1); sp[-2].ref = array->elements<Object*>()[index]; --sp; NEXT(1); }
op_baload: { ARRAY_ACCESS(-2, -1); put_int(sp[-2], array->elements<int8_t>()[index]); --sp; NEXT(1); }
op_caload: { ARRAY_ACCESS(-2, -1); put_int(sp[-2], array->elements<uint16_t>()[index]); --sp; NEXT(1); }
op_saload: { ARRAY_ACCESS(-2, -1); put_int(sp[-2], array->elements<int16_t>()[index]); --sp; NEXT(1); }
op_laload: { ARRAY_ACCESS(-2, -1); sp[-2].j = array->elements<int64_t>()[index]; NEXT(1); }
op_daload: { ARRAY_ACCESS(-2, -1); sp[-2].d = array->elements<double>()[index]; NEXT(1); }
op_iastore: { ARRAY_ACCESS(-3, -2); array->elements<int32_t>()[index] = sp[-1].i; sp -= 3; NEXT(1); }
op_fastore: { ARRAY_ACCESS(-3, -2); array->elements<float>()[index] = sp[-1].f; sp -= 3; NEXT(1); }
op_castore:
op_sastore: { ARRAY_ACCESS(-3, -2); array->elements<uint16_t>()[index] = static_cast<uint16_t>(sp[-1].i); sp -= 3; NEXT(1); }
op_bastore: {
  ARRAY_ACCESS(-3, -2);
  // boolean[] shares baload/bastore with byte[]; a boolean keeps only bit 0.
  int32_t value = class_of(array)->element_type == BasicType::kBoolean ? (sp[-1].i & 1) : sp[-1].i;
  array->elements<int8_t>()[index] = static_cast<int8_t>(value);
  sp -= 3;
  NEXT(1);
}
op_lastore: { ARRAY_ACCESS(-4, -3); array->elements<int64_t>()[index] = sp[-2].j; sp -= 4; NEXT(1); }
op_dastore: { ARRAY_ACCESS(-4, -3); array->elements<double>()[index] = sp[-2].d; sp -= 4; NEXT(1); }
op_aastore: {
  ARRAY_ACCESS(-3, -2);
  Object* value = sp[-1].ref;
  if (value != nullptr) {
    Class* element = class_of(array)->component;
    Class* actual = class_of(value);
    if (actual != element && !actual->is_subtype_of(element)) [[unlikely]] THROW(throw_array_store(thread, value));
  }
  heap->write_reference(array, &array->elements<Object*>()[index], value);
  sp -= 3;
  NEXT(1);
}
#undef ARRAY_ACCESS
op_arraylength: {
  auto* array = static_cast<ArrayObject*>(sp[-1].ref);
  NULL_CHECK(array);
  put_int(sp[-1], array->length());
  NEXT(1);
}

  // ---- operand stack ----------------------------------------------------
op_pop:
  --sp;
  NEXT(1);
op_pop2:
  sp -= 2;
  NEXT(1);
op_dup:
  sp[0] = sp[-1];
  ++sp;
  NEXT(1);
op_dup_x1: {
  Slot v1 = sp[-1], v2 = sp[-2];
  sp[-2] = v1;
  sp[-1] = v2;
  sp[0] = v1;
  ++sp;
  NEXT(1);
}
op_dup_x2: {
  Slot v1 = sp[-1], v2 = sp[-2], v3 = sp[-3];
  sp[-3] = v1;
  sp[-2] = v3;
  sp[-1] = v2;
  sp[0] = v1;
  ++sp;
  NEXT(1);
}
op_dup2:
  sp[0] = sp[-2];
  sp[1] = sp[-1];
  sp += 2;
  NEXT(1);
op_dup2_x1: {
  Slot v1 = sp[-1], v2 = sp[-2], v3 = sp[-3];
  sp[-3] = v2;
  sp[-2] = v1;
  sp[-1] = v3;
  sp[0] = v2;
  sp[1] = v1;
  sp += 2;
  NEXT(1);
}
op_dup2_x2: {
  Slot v1 = sp[-1], v2 = sp[-2], v3 = sp[-3], v4 = sp[-4];
  sp[-4] = v2;
  sp[-3] = v1;
  sp[-2] = v4;
  sp[-1] = v3;
  sp[0] = v2;
  sp[1] = v1;
  sp += 2;
  NEXT(1);
}
op_swap: {
  Slot v = sp[-1];
  sp[-1] = sp[-2];
  sp[-2] = v;
  NEXT(1);
}

  // ---- arithmetic -------------------------------------------------------
#define INT_OP(expr)         \
  {                          \
    int32_t b = sp[-1].i;    \
    int32_t a = sp[-2].i;    \
    put_int(sp[-2], (expr));       \
    --sp;                    \
    NEXT(1);                 \
  }
#define LONG_OP(expr)        \
  {                          \
    int64_t b = sp[-2].j;    \
    int64_t a = sp[-4].j;    \
    sp[-4].j = (expr);       \
    sp -= 2;                 \
    NEXT(1);                 \
  }
#define LONG_SHIFT(expr)     \
  {                          \
    int32_t b = sp[-1].i;    \
    int64_t a = sp[-3].j;    \
    sp[-3].j = (expr);       \
    --sp;                    \
    NEXT(1);                 \
  }
#define FLOAT_OP(expr)       \
  {                          \
    float b = sp[-1].f;      \
    float a = sp[-2].f;      \
    put_float(sp[-2], (expr));       \
    --sp;                    \
    NEXT(1);                 \
  }
#define DOUBLE_OP(expr)      \
  {                          \
    double b = sp[-2].d;     \
    double a = sp[-4].d;     \
    sp[-4].d = (expr);       \
    sp -= 2;                 \
    NEXT(1);                 \
  }
op_iadd: INT_OP(wrap_add(a, b))
op_isub: INT_OP(wrap_sub(a, b))
op_imul: INT_OP(wrap_mul(a, b))
op_iand: INT_OP(a & b)
op_ior: INT_OP(a | b)
op_ixor: INT_OP(a ^ b)
op_ishl: INT_OP(static_cast<int32_t>(static_cast<uint32_t>(a) << (b & 31)))
op_ishr: INT_OP(a >> (b & 31))
op_iushr: INT_OP(static_cast<int32_t>(static_cast<uint32_t>(a) >> (b & 31)))
op_idiv:
  if (sp[-1].i == 0) [[unlikely]] THROW(throw_arithmetic(thread));
  INT_OP(b == -1 ? wrap_sub(0, a) : a / b)
op_irem:
  if (sp[-1].i == 0) [[unlikely]] THROW(throw_arithmetic(thread));
  INT_OP(b == -1 ? 0 : a % b)
op_ladd: LONG_OP(wrap_add(a, b))
op_lsub: LONG_OP(wrap_sub(a, b))
op_lmul: LONG_OP(wrap_mul(a, b))
op_land: LONG_OP(a & b)
op_lor: LONG_OP(a | b)
op_lxor: LONG_OP(a ^ b)
op_ldiv:
  if (sp[-2].j == 0) [[unlikely]] THROW(throw_arithmetic(thread));
  LONG_OP(b == -1 ? wrap_sub(int64_t{0}, a) : a / b)
op_lrem:
  if (sp[-2].j == 0) [[unlikely]] THROW(throw_arithmetic(thread));
  LONG_OP(b == -1 ? 0 : a % b)
op_lshl: LONG_SHIFT(static_cast<int64_t>(static_cast<uint64_t>(a) << (b & 63)))
op_lshr: LONG_SHIFT(a >> (b & 63))
op_lushr: LONG_SHIFT(static_cast<int64_t>(static_cast<uint64_t>(a) >> (b & 63)))
op_fadd: FLOAT_OP(java_nan_add(a, b))
op_fsub: FLOAT_OP(a - b)
op_fmul: FLOAT_OP(java_nan_mul(a, b))
op_fdiv: FLOAT_OP(a / b)
op_frem: FLOAT_OP(std::fmod(a, b))
op_dadd: DOUBLE_OP(java_nan_add(a, b))
op_dsub: DOUBLE_OP(a - b)
op_dmul: DOUBLE_OP(java_nan_mul(a, b))
op_ddiv: DOUBLE_OP(a / b)
op_drem: DOUBLE_OP(std::fmod(a, b))
#undef INT_OP
#undef LONG_OP
#undef LONG_SHIFT
#undef FLOAT_OP
#undef DOUBLE_OP
op_ineg:
  put_int(sp[-1], wrap_sub(0, sp[-1].i));
  NEXT(1);
op_lneg:
  sp[-2].j = wrap_sub(int64_t{0}, sp[-2].j);
  NEXT(1);
op_fneg:
  put_float(sp[-1], -sp[-1].f);
  NEXT(1);
op_dneg:
  sp[-2].d = -sp[-2].d;
  NEXT(1);

  // ---- conversions and comparisons --------------------------------------
op_i2l:
  sp[-1].j = sp[-1].i;
  ++sp;
  NEXT(1);
op_i2f:
  put_float(sp[-1], static_cast<float>(sp[-1].i));
  NEXT(1);
op_i2d:
  sp[-1].d = sp[-1].i;
  ++sp;
  NEXT(1);
op_l2i:
  put_int(sp[-2], static_cast<int32_t>(sp[-2].j));
  --sp;
  NEXT(1);
op_l2f:
  put_float(sp[-2], static_cast<float>(sp[-2].j));
  --sp;
  NEXT(1);
op_l2d:
  sp[-2].d = static_cast<double>(sp[-2].j);
  NEXT(1);
op_f2i:
  put_int(sp[-1], saturating_cast<int32_t>(sp[-1].f));
  NEXT(1);
op_f2l:
  sp[-1].j = saturating_cast<int64_t>(sp[-1].f);
  ++sp;
  NEXT(1);
op_f2d:
  sp[-1].d = sp[-1].f;
  ++sp;
  NEXT(1);
op_d2i:
  put_int(sp[-2], saturating_cast<int32_t>(sp[-2].d));
  --sp;
  NEXT(1);
op_d2l:
  sp[-2].j = saturating_cast<int64_t>(sp[-2].d);
  NEXT(1);
op_d2f:
  put_float(sp[-2], static_cast<float>(sp[-2].d));
  --sp;
  NEXT(1);
op_i2b:
  put_int(sp[-1], static_cast<int8_t>(sp[-1].i));
  NEXT(1);
op_i2c:
  put_int(sp[-1], static_cast<uint16_t>(sp[-1].i));
  NEXT(1);
op_i2s:
  put_int(sp[-1], static_cast<int16_t>(sp[-1].i));
  NEXT(1);
op_lcmp:
  put_int(sp[-4], compare(sp[-4].j, sp[-2].j, 0));
  sp -= 3;
  NEXT(1);
op_fcmpl:
  put_int(sp[-2], compare(sp[-2].f, sp[-1].f, -1));
  --sp;
  NEXT(1);
op_fcmpg:
  put_int(sp[-2], compare(sp[-2].f, sp[-1].f, 1));
  --sp;
  NEXT(1);
op_dcmpl:
  put_int(sp[-4], compare(sp[-4].d, sp[-2].d, -1));
  sp -= 3;
  NEXT(1);
op_dcmpg:
  put_int(sp[-4], compare(sp[-4].d, sp[-2].d, 1));
  sp -= 3;
  NEXT(1);

  // ---- branches ---------------------------------------------------------
  // Written once, instantiated twice: the plain handlers, and their twins
  // that charge the bytecode countdown with the run at the target
  // (block_sampling.h), which the tables point at while a profiler counts
  // bytecodes. TAKE(offset) branches; FALL(n) goes on past the branch.
  // (jsr and ret have no twins: methods with subroutines have them inlined
  // before they run, jsr_inliner.h.)
#define BRANCH_HANDLERS(P, TAKE, FALL)                                       \
  P##ifeq: if ((--sp)->i == 0) TAKE(read_s2(pc + 1)); FALL(3);               \
  P##ifne: if ((--sp)->i != 0) TAKE(read_s2(pc + 1)); FALL(3);               \
  P##iflt: if ((--sp)->i < 0) TAKE(read_s2(pc + 1)); FALL(3);                \
  P##ifge: if ((--sp)->i >= 0) TAKE(read_s2(pc + 1)); FALL(3);               \
  P##ifgt: if ((--sp)->i > 0) TAKE(read_s2(pc + 1)); FALL(3);                \
  P##ifle: if ((--sp)->i <= 0) TAKE(read_s2(pc + 1)); FALL(3);               \
  P##if_icmpeq: sp -= 2; if (sp[0].i == sp[1].i) TAKE(read_s2(pc + 1)); FALL(3); \
  P##if_icmpne: sp -= 2; if (sp[0].i != sp[1].i) TAKE(read_s2(pc + 1)); FALL(3); \
  P##if_icmplt: sp -= 2; if (sp[0].i < sp[1].i) TAKE(read_s2(pc + 1)); FALL(3);  \
  P##if_icmpge: sp -= 2; if (sp[0].i >= sp[1].i) TAKE(read_s2(pc + 1)); FALL(3); \
  P##if_icmpgt: sp -= 2; if (sp[0].i > sp[1].i) TAKE(read_s2(pc + 1)); FALL(3);  \
  P##if_icmple: sp -= 2; if (sp[0].i <= sp[1].i) TAKE(read_s2(pc + 1)); FALL(3); \
  P##if_acmpeq: sp -= 2; if (sp[0].ref == sp[1].ref) TAKE(read_s2(pc + 1)); FALL(3); \
  P##if_acmpne: sp -= 2; if (sp[0].ref != sp[1].ref) TAKE(read_s2(pc + 1)); FALL(3); \
  P##ifnull: if ((--sp)->ref == nullptr) TAKE(read_s2(pc + 1)); FALL(3);     \
  P##ifnonnull: if ((--sp)->ref != nullptr) TAKE(read_s2(pc + 1)); FALL(3);  \
  P##goto_: TAKE(read_s2(pc + 1));                                           \
  P##goto_w: TAKE(read_s4(pc + 1));                                          \
  P##tableswitch: --sp; TAKE(tableswitch_offset(pc, sp->i));                 \
  P##lookupswitch: --sp; TAKE(lookupswitch_offset(pc, sp->i));

  BRANCH_HANDLERS(op_, BRANCH, NEXT)
  BRANCH_HANDLERS(charged_, CHARGED_BRANCH, CHARGED_NEXT)
#undef BRANCH_HANDLERS

op_jsr:
op_jsr_w: {
  // The return address is pushed as a bci (the analysis keeps it out of the reference maps).
  uint32_t bci = static_cast<uint32_t>(pc - frame->method->interp_code.get());
  bool narrow = *pc == op_jsr;
  (sp++)->bits = bci + (narrow ? 3 : 5);
  BRANCH(narrow ? read_s2(pc + 1) : read_s4(pc + 1));
}
op_ret:
  pc = frame->method->interp_code.get() + locals[pc[1]].bits;
  DISPATCH();

  // ---- fields -----------------------------------------------------------
op_getfield:
op_putfield:
op_getstatic:
op_putstatic: {
  Field* field = nullptr;
  SAVE_STATE();
  switch (resolve_field_instruction(thread, frame, const_cast<uint8_t*>(pc), &field)) {
    case SlowPath::kQuickened: REDISPATCH();
    case SlowPath::kException: goto handle_exception;
    case SlowPath::kExecute: break;
  }
  // A static of a class this thread is initialising right now.
  Slot* slot = &field->holder->statics[field->offset];
  int slots = slot_count(field->type);
  if (*pc == op_getstatic) {
    *sp = *slot;
    sp += slots;
  } else {
    sp -= slots;
    if (is_reference(field->type)) {
      heap->write_reference(field->holder->mirror, &slot->ref, sp->ref);
    } else {
      *slot = narrow(field->type, *sp);
    }
  }
  NEXT(3);
}
#define GETFIELD(type, member)                                 \
  {                                                            \
    Object* obj = sp[-1].ref;                                  \
    NULL_CHECK(obj);                                           \
    PUT_##member(sp[-1], *obj->field_at<type>(cp[CP_INDEX()].quick_index)); \
    NEXT(3);                                                   \
  }
#define PUT_i(slot, v) put_int(slot, v)
#define PUT_ref(slot, v) (slot).ref = (v)
q_getfield_b: GETFIELD(int8_t, i)
q_getfield_c: GETFIELD(uint16_t, i)
q_getfield_s: GETFIELD(int16_t, i)
q_getfield_i: GETFIELD(int32_t, i)
q_getfield_a: GETFIELD(Object*, ref)
q_getfield_j: {
  Object* obj = sp[-1].ref;
  NULL_CHECK(obj);
  sp[-1].j = *obj->field_at<int64_t>(cp[CP_INDEX()].quick_index);
  ++sp;
  NEXT(3);
}
#undef GETFIELD
#undef PUT_i
#undef PUT_ref
#define PUTFIELD(type, value)                                        \
  {                                                                  \
    Object* obj = sp[-2].ref;                                        \
    NULL_CHECK(obj);                                                 \
    *obj->field_at<type>(cp[CP_INDEX()].quick_index) = (value);      \
    sp -= 2;                                                         \
    NEXT(3);                                                         \
  }
q_putfield_b: PUTFIELD(int8_t, static_cast<int8_t>(sp[-1].i))
q_putfield_z: PUTFIELD(uint8_t, static_cast<uint8_t>(sp[-1].i & 1))
q_putfield_c: PUTFIELD(uint16_t, static_cast<uint16_t>(sp[-1].i))
q_putfield_i: PUTFIELD(int32_t, sp[-1].i)
#undef PUTFIELD
q_putfield_j: {
  Object* obj = sp[-3].ref;
  NULL_CHECK(obj);
  *obj->field_at<int64_t>(cp[CP_INDEX()].quick_index) = sp[-2].j;
  sp -= 3;
  NEXT(3);
}
q_putfield_a: {
  Object* obj = sp[-2].ref;
  NULL_CHECK(obj);
  heap->write_reference(obj, obj->field_at<Object*>(cp[CP_INDEX()].quick_index), sp[-1].ref);
  sp -= 2;
  NEXT(3);
}
q_putfield_volatile: {
  auto* field = static_cast<Field*>(cp[CP_INDEX()].resolved.load(std::memory_order_relaxed));
  int slots = slot_count(field->type);
  Object* obj = sp[-1 - slots].ref;
  NULL_CHECK(obj);
  store_field(obj, field->offset, field->type, sp - slots);
  std::atomic_thread_fence(std::memory_order_seq_cst);  // a volatile store orders later loads
  sp -= 1 + slots;
  NEXT(3);
}
q_getstatic_1:
  *sp++ = *cp[CP_INDEX()].static_slot;
  NEXT(3);
q_getstatic_2:
  *sp = *cp[CP_INDEX()].static_slot;
  sp += 2;
  NEXT(3);
q_putstatic_1:
  *cp[CP_INDEX()].static_slot = *--sp;
  NEXT(3);
q_putstatic_2:
  sp -= 2;
  *cp[CP_INDEX()].static_slot = *sp;
  NEXT(3);
q_putstatic_a: {
  const CpCacheEntry& e = cp[CP_INDEX()];
  auto* field = static_cast<Field*>(e.resolved.load(std::memory_order_relaxed));
  heap->write_reference(field->holder->mirror, &e.static_slot->ref, (--sp)->ref);
  NEXT(3);
}
q_putstatic_narrow: {
  const CpCacheEntry& e = cp[CP_INDEX()];
  auto* field = static_cast<Field*>(e.resolved.load(std::memory_order_relaxed));
  *e.static_slot = narrow(field->type, *--sp);
  NEXT(3);
}
q_putstatic_volatile: {
  const CpCacheEntry& e = cp[CP_INDEX()];
  auto* field = static_cast<Field*>(e.resolved.load(std::memory_order_relaxed));
  int slots = slot_count(field->type);
  sp -= slots;
  if (is_reference(field->type)) {
    heap->write_reference(field->holder->mirror, &e.static_slot->ref, sp->ref);
  } else {
    *e.static_slot = narrow(field->type, *sp);
  }
  std::atomic_thread_fence(std::memory_order_seq_cst);
  NEXT(3);
}

  // ---- objects ----------------------------------------------------------
op_new_:
op_anewarray:
op_checkcast:
op_instanceof:
op_multianewarray: {
  Class* klass = nullptr;
  SAVE_STATE();
  switch (resolve_class_instruction(thread, frame, const_cast<uint8_t*>(pc), &klass)) {
    case SlowPath::kQuickened: REDISPATCH();
    case SlowPath::kException: goto handle_exception;
    case SlowPath::kExecute: break;
  }
  if (*pc == op_new_) {  // the class is being initialised by this thread, or has a finalizer
    Object* obj = allocate_instance_slow(thread, klass);
    if (obj == nullptr) goto handle_exception;
    (sp++)->ref = obj;
    NEXT(3);
  }
  int dims = pc[3];
  Object* array = multianewarray(thread, klass, sp - dims, dims);
  if (array == nullptr) goto handle_exception;
  sp -= dims;
  (sp++)->ref = array;
  NEXT(4);
}
q_new: {
  auto* klass = static_cast<Class*>(cp[CP_INDEX()].resolved.load(std::memory_order_relaxed));
  Object* obj = try_allocate(thread, klass, klass->instance_size);
  if (obj == nullptr) [[unlikely]] {
    SAVE_STATE();
    obj = allocate_instance_slow(thread, klass);
    if (obj == nullptr) goto handle_exception;
  }
  (sp++)->ref = obj;
  NEXT(3);
}
op_newarray: {
  Class* array_class = the_vm().classes.primitive_array[pc[1]];
  ArrayObject* array = try_allocate_array(thread, array_class, sp[-1].i);
  if (array == nullptr) [[unlikely]] {
    SAVE_STATE();
    array = allocate_array_slow(thread, array_class, sp[-1].i);
    if (array == nullptr) goto handle_exception;
  }
  sp[-1].ref = array;
  NEXT(2);
}
q_anewarray: {
  auto* element = static_cast<Class*>(cp[CP_INDEX()].resolved.load(std::memory_order_relaxed));
  Class* array_class = element->array_class.load(std::memory_order_acquire);
  ArrayObject* array = try_allocate_array(thread, array_class, sp[-1].i);
  if (array == nullptr) [[unlikely]] {
    SAVE_STATE();
    array = allocate_array_slow(thread, array_class, sp[-1].i);
    if (array == nullptr) goto handle_exception;
  }
  sp[-1].ref = array;
  NEXT(3);
}
q_checkcast: {
  Object* obj = sp[-1].ref;
  if (obj != nullptr) {
    auto* target = static_cast<Class*>(cp[CP_INDEX()].resolved.load(std::memory_order_relaxed));
    Class* actual = class_of(obj);
    if (actual != target && !actual->is_subtype_of(target)) [[unlikely]] THROW(throw_class_cast(thread, obj, target));
  }
  NEXT(3);
}
q_instanceof: {
  Object* obj = sp[-1].ref;
  if (obj == nullptr) {
    put_int(sp[-1], 0);
  } else {
    auto* target = static_cast<Class*>(cp[CP_INDEX()].resolved.load(std::memory_order_relaxed));
    Class* actual = class_of(obj);
    put_int(sp[-1], actual == target || actual->is_subtype_of(target));
  }
  NEXT(3);
}
op_athrow: {
  Object* exception = sp[-1].ref;
  NULL_CHECK(exception);
  SAVE_STATE();
  thread->pending_exception = exception;
  goto handle_exception;
}
op_monitorenter: {
  Object* obj = sp[-1].ref;
  NULL_CHECK(obj);
  SAVE_STATE();
  monitor_enter(thread, obj);
  --sp;
  NEXT(1);
}
op_monitorexit: {
  Object* obj = sp[-1].ref;
  NULL_CHECK(obj);
  SAVE_STATE();
  if (!monitor_exit(thread, obj)) goto handle_exception;
  --sp;
  NEXT(1);
}

  // ---- calls ------------------------------------------------------------
op_invokevirtual:
op_invokespecial:
op_invokestatic:
op_invokeinterface: {
  SAVE_STATE();
  switch (resolve_invoke_instruction(thread, frame, const_cast<uint8_t*>(pc), &callee)) {
    case SlowPath::kQuickened: REDISPATCH();
    case SlowPath::kException: goto handle_exception;
    case SlowPath::kExecute: break;
  }
  if (!callee->is_static()) NULL_CHECK(sp[-callee->arg_slots].ref);
  goto invoke;
}
q_invokevirtual: {
  const CpCacheEntry& e = cp[CP_INDEX()];
  Object* receiver = sp[-e.quick_arg_slots].ref;
  NULL_CHECK(receiver);
  callee = class_of(receiver)->vtable[e.quick_index];
  goto invoke;
}
q_invokevirtual_direct: {
  const CpCacheEntry& e = cp[CP_INDEX()];
  NULL_CHECK(sp[-e.quick_arg_slots].ref);
  callee = static_cast<Method*>(e.resolved.load(std::memory_order_relaxed));
  goto invoke;
}
q_invokespecial: {
  const CpCacheEntry& e = cp[CP_INDEX()];
  NULL_CHECK(sp[-e.quick_arg_slots].ref);
  callee = e.special_target.load(std::memory_order_relaxed);
  goto invoke;
}
q_invokestatic:
  callee = static_cast<Method*>(cp[CP_INDEX()].resolved.load(std::memory_order_relaxed));
  goto invoke;
q_invokevirtual_interface:
q_invokeinterface: {
  const CpCacheEntry& e = cp[CP_INDEX()];
  Object* receiver = sp[-e.quick_arg_slots].ref;
  NULL_CHECK(receiver);
  Class* klass = class_of(receiver);
  if (klass->imt == nullptr || !klass->imt->lookup(e.quick_index, &callee) || callee == nullptr) [[unlikely]] {
    SAVE_STATE();
    callee = select_interface_target(thread, receiver, static_cast<Method*>(e.resolved.load(std::memory_order_relaxed)));
    if (callee == nullptr) goto handle_exception;
  }
  goto invoke;
}
q_invokeinterface_object: {
  const CpCacheEntry& e = cp[CP_INDEX()];
  Object* receiver = sp[-e.quick_arg_slots].ref;
  NULL_CHECK(receiver);
  callee = class_of(receiver)->vtable[e.quick_index];
  goto invoke;
}
op_invokedynamic:
  SAVE_STATE();
  if (link_invokedynamic(thread, frame, const_cast<uint8_t*>(pc)) == SlowPath::kException) goto handle_exception;
  REDISPATCH();
q_invokedynamic: {
  auto* site = static_cast<CallSite*>(cp[CP_INDEX()].resolved.load(std::memory_order_relaxed));
  if (site->constant != nullptr) {
    (sp++)->ref = site->constant;
    NEXT(5);
  }
  callee = site->target;
  goto invoke;
}

invoke: {
  // The arguments on top of the caller's stack become the callee's first locals.
  Slot* args = sp - callee->arg_slots;
  frame->pc = pc;
  frame->sp = args;
  if (callee->is_native()) {
    Slot result = call_native(thread, frame, callee, args);
    if (thread->pending_exception != nullptr) goto handle_exception;
    int result_slots = slot_count(callee->return_type);
    args[0] = result;
    sp = args + result_slots;
    NEXT(invoke_length(*pc));
  }
  if (!callee->prepared.load(std::memory_order_acquire)) [[unlikely]] {
    if (!ensure_prepared(thread, callee)) goto handle_exception;
  }
  if (callee->is_abstract()) [[unlikely]] {
    THROW(throw_new(thread, "java/lang/AbstractMethodError", callee->qualified_name()));
  }
  auto* callee_frame = reinterpret_cast<Frame*>(args + callee->max_locals);
  if (callee_frame->stack_base() + callee->max_stack > thread->stack_limit()) [[unlikely]] {
    THROW(throw_stack_overflow(thread));
  }
  callee_frame->method = callee;
  callee_frame->pc = callee->interp_code.get();
  callee_frame->locals = args;
  callee_frame->sp = callee_frame->stack_base();
  callee_frame->caller = frame;
  callee_frame->lock = nullptr;
  callee_frame->flags = 0;
  thread->top_frame = callee_frame;
  frame = callee_frame;
  pc = frame->pc;
  sp = frame->sp;
  LOAD_FRAME_REGISTERS();
  // JVMPI: one byte tested per call while no agent wants method events.
  if (jvmpi::enabled(jvmpi::kMethodHooks)) [[unlikely]] {
    SAVE_STATE();
    report_method_entry(thread, frame);
  }
  if (charging_bytecodes()) [[unlikely]] CHARGE_RUN();  // the callee's first run
  if (callee->is_synchronized()) {
    frame->lock = callee->is_static() ? callee->holder->mirror : locals[0].ref;
    SAVE_STATE();
    monitor_enter(thread, frame->lock);
  }
  POLL();
  if (jit_on) TRY_COMPILED();
  DISPATCH();
}

  // ---- returns ----------------------------------------------------------
  {
    Slot result;
    int result_slots;
op_ireturn:
op_freturn:
op_areturn:
    result = sp[-1];
    result_slots = 1;
    goto do_return;
op_lreturn:
op_dreturn:
    result = sp[-2];
    result_slots = 2;
    goto do_return;
op_return_:
    result.bits = 0;
    result_slots = 0;
  do_return:
    if (jvmpi::enabled(jvmpi::kMethodHooks)) [[unlikely]] {
      // The callback may collect: the result is reread from the stack.
      SAVE_STATE();
      report_method_exit(thread, frame->method);
      if (result_slots > 0) result = sp[-result_slots];
    }
    if (frame->lock != nullptr) {
      SAVE_STATE();
      if (!monitor_exit(thread, frame->lock)) {
        frame->lock = nullptr;
        goto handle_exception;
      }
    }
    if (frame->is_entry()) {
      if (charging_bytecodes() && leaves_java(thread, frame)) [[unlikely]] {
        SAVE_STATE();
        report_bytecode_remainder(thread);  // leaving Java (block_sampling.h)
        if (result_slots > 0) result = sp[-result_slots];
      }
      thread->top_frame = frame->caller;
      return result;
    }
    Slot* destination = frame->locals;
    frame = frame->caller;
    thread->top_frame = frame;
    destination[0] = result;
    sp = destination + result_slots;
    pc = frame->pc + invoke_length(*frame->pc);
    LOAD_FRAME_REGISTERS();
    POLL();
    DISPATCH();
  }

op_unknown:
  THROW(throw_new(thread, "java/lang/InternalError", "unknown bytecode " + std::to_string(*pc)));

  // -Xstats only: the counting table sends every instruction here first.
count_bytecode:
  ++bytecode_counts[*pc];
  goto* g_handlers[*pc];

  // JVMPI INSTRUCTION_START only: the instrumented table sends every
  // instruction here first.
instruction_start:
  SAVE_STATE();
  report_instruction_start(thread, frame, pc, sp);
  if (counting) ++bytecode_counts[*pc];
  goto* g_handlers[*pc];

  // ---- exceptions -------------------------------------------------------
  // The thrower saved the frame's state; the exception is pending.
handle_exception : {
  Method* method = frame->method;
  uint32_t bci = static_cast<uint32_t>(frame->pc - method->interp_code.get());
  int32_t handler = find_exception_handler(thread, method, bci);
  if (handler >= 0) {
    sp = frame->stack_base();
    (sp++)->ref = thread->pending_exception;
    thread->pending_exception = nullptr;
    pc = method->interp_code.get() + handler;
    LOAD_FRAME_REGISTERS();
    if (charging_bytecodes()) [[unlikely]] CHARGE_RUN();  // the handler's run
    if (jit_on) TRY_COMPILED();  // a compiled method catches in its code
    DISPATCH();
  }
  if (jvmpi::enabled(jvmpi::kMethodHooks)) [[unlikely]] report_method_exit(thread, frame->method);  // exceptional exit
  if (frame->lock != nullptr) {
    Object* exception = thread->pending_exception;
    thread->pending_exception = nullptr;
    monitor_exit(thread, frame->lock);
    if (thread->pending_exception == nullptr) thread->pending_exception = exception;
  }
  if (frame->is_entry()) {
    if (charging_bytecodes() && leaves_java(thread, frame)) [[unlikely]] report_bytecode_remainder(thread);
    thread->top_frame = frame->caller;
    return Slot{};
  }
  frame = frame->caller;
  thread->top_frame = frame;
  goto handle_exception;
}

#undef DISPATCH
#undef REDISPATCH
#undef NEXT
#undef SAVE_STATE
#undef THROW
#undef POLL
#undef BRANCH
#undef TRY_COMPILED
#undef CHARGE_RUN
#undef CHARGED_BRANCH
#undef CHARGED_NEXT
#undef NULL_CHECK
#undef CP_INDEX
#undef LOAD_FRAME_REGISTERS
}

}  // namespace loupe::interp
