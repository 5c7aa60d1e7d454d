// Uncontended monitors inline (translator.h). A Java monitor is a thin
// lock most of the time (vm/runtime/monitor.h): the object's 32-bit lock
// word is 0 when free and (owner id << 8 | recursions << 1) while one
// thread holds it. Taking a free lock, re-entering one's own and
// releasing it are each one `lock cmpxchg` on that word, done here in
// compiled code; everything else (a lock another thread holds, an
// inflated monitor, a recursion count at its limit, a compare-and-swap
// that lost a race) takes the slow path: monitorenter/monitorexit call
// the interpreter's monitor code, a synchronized method's compiled entry
// declines and its return leaves for the interpreter, which post the
// MONITOR_CONTENDED events when there is contention. An uncontended lock
// has no JVMPI event, so the fast path posts none. The word's layout
// comes from one definition, `thin_lock` in vm/runtime/monitor.h.
#include <xbyak/xbyak.h>

#include <cstdint>

#include "gc/object_model.h"
#include "interp/jit_support.h"
#include "jit/translator.h"
#include "vm/classfile/bytecodes.h"
#include "vm/runtime/monitor.h"

namespace loupe::jit {

using namespace Xbyak::util;
namespace helpers = interp::compiled;

namespace {
const int32_t kLockWord = static_cast<int32_t>(gc::Object::lock_word_offset());
}  // namespace

// Jumps to `slow` unless eax, a lock word, is a thin lock held by this
// thread, whose "held once" word is in ecx. Uses edx.
void Translator::unless_thin_and_ours(Xbyak::Label& slow) {
  using namespace vm::thin_lock;
  test(eax, kInflatedBit);
  jnz(slow, T_NEAR);
  mov(edx, eax);
  and_(edx, ~((1u << kOwnerShift) - 1));
  cmp(edx, ecx);
  jne(slow, T_NEAR);
}

// Takes `object`'s thin lock for this thread, or jumps to `slow` having
// changed nothing. Uses rax, rcx and rdx.
void Translator::thin_lock(const Xbyak::Reg64& object, Xbyak::Label& slow) {
  using namespace vm::thin_lock;
  Xbyak::Label done;
  mov(ecx, dword[rbx + offsets_.thread_id]);
  shl(ecx, kOwnerShift);  // the word that says "held once by this thread"
  xor_(eax, eax);
  lock();
  cmpxchg(dword[object + kLockWord], ecx);  // free: take it
  je(done, T_NEAR);
  // eax: the word as it was. Ours, thin, and below the recursion limit:
  // count one more entry.
  unless_thin_and_ours(slow);
  mov(edx, eax);
  and_(edx, kRecursionMask);
  cmp(edx, kRecursionMask);
  je(slow, T_NEAR);
  lea(edx, ptr[rax + kRecursionUnit]);
  lock();
  cmpxchg(dword[object + kLockWord], edx);
  jne(slow, T_NEAR);
  L(done);
}

// Releases `object`'s thin lock held by this thread, or jumps to `slow`
// having changed nothing (inflated, not ours, or a race lost to a
// contender inflating it). Uses rax, rcx and rdx.
void Translator::thin_unlock(const Xbyak::Reg64& object, Xbyak::Label& slow) {
  using namespace vm::thin_lock;
  Xbyak::Label once;
  mov(ecx, dword[rbx + offsets_.thread_id]);
  shl(ecx, kOwnerShift);
  mov(eax, dword[object + kLockWord]);
  unless_thin_and_ours(slow);
  xor_(edx, edx);  // held once: free
  test(eax, kRecursionMask);
  jz(once, T_NEAR);
  lea(edx, ptr[rax - kRecursionUnit]);  // re-entered: one entry fewer
  L(once);
  lock();
  cmpxchg(dword[object + kLockWord], edx);
  jne(slow, T_NEAR);
}

// monitorenter and monitorexit: the thin lock inline, the interpreter's
// monitor code otherwise (it may block, a safepoint, so the frame's state
// is saved first; it throws IllegalMonitorStateException).
void Translator::monitor_instruction(uint8_t op, uint32_t bci) {
  flush();
  Xbyak::Label& fail = exit_stub(bci);  // null, or an exception pending
  Xbyak::Label slow, done;
  mov(rsi, slot_at(depth() - 1));
  test(rsi, rsi);
  jz(fail, T_NEAR);
  if (op == vm::op_monitorenter) {
    thin_lock(rsi, slow);
  } else {
    thin_unlock(rsi, slow);
  }
  jmp(done, T_NEAR);
  L(slow);
  note([] { return std::string("slow path: the lock is not thin, or not ours"); });
  save_state(bci);
  mov(rdi, rbx);
  call_helper(op == vm::op_monitorenter ? &helpers::enter_monitor : &helpers::exit_monitor);
  test(al, al);
  jz(fail, T_NEAR);
  L(done);
  take();
}

// A synchronized method's monitor: its receiver (the first argument,
// below r12 at the direct entry), or its class's mirror, read when the
// code runs (a moving collector may move it).
void Translator::load_method_lock(const Xbyak::Reg64& dst) {
  if (method_->is_static()) {
    mov(dst, reinterpret_cast<uint64_t>(&method_->holder->mirror));
    mov(dst, qword[dst]);
  } else {
    mov(dst, qword[r12 - 8 * method_->arg_slots]);
  }
}

}  // namespace loupe::jit
