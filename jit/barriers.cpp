// The collectors' write barriers in compiled code (translator.h): a
// reference putfield under the generational collector and under reference
// counting does the heap's own work inline (gc.h, remember_if_old_to_young;
// refcount_collector.cpp, write_barrier), calling out only in the rare
// cases; aastore uses the generational test too (object_templates.cpp).
// Every bit, shift, mask and the order of the tests come from the GC word's
// one definition, gc/object_model.h (gc_bits), whose comment names these
// copies: nothing about the GC word is spelt out here.
#include <xbyak/xbyak.h>

#include <cstddef>
#include <cstdint>

#include "gc/collector.h"
#include "gc/gc.h"
#include "gc/object_model.h"
#include "interp/jit_support.h"
#include "jit/translator.h"
#include "vm/runtime/globals.h"

namespace loupe::jit {

using namespace vm;
using namespace Xbyak::util;
using Kind = Value::Kind;
namespace helpers = interp::compiled;

// putfield of a reference under the generational collector, its barrier
// inline: the store, then the heap's test (gc.h, remember_if_old_to_young)
// of a young value in an old holder not yet remembered; only that rare
// case calls the heap's write_reference, which remembers the holder.
void Translator::old_to_young_store(uint32_t offset, uint32_t bci) {
  Xbyak::Label* fail = null_exit(bci);
  Popped value = take(), object = take();
  Xbyak::Reg64 o = gpr(object);
  null_check(o, fail);
  if (value.value.kind == Kind::kConstant) {  // null: nothing to remember
    write_value(qword[o + offset], value, 8);
    return;
  }
  Xbyak::Reg64 v = gpr(value);
  mov(qword[o + offset], v);
  Xbyak::Label done;
  skip_unless_old_to_young(o, v, done);
  heap_reference_store(o, &v, offset);
  L(done);
}

// After a reference store of v into holder o: jumps to `done` unless v
// is young, o old and not yet remembered (the heap's own test, gc.h).
void Translator::skip_unless_old_to_young(const Xbyak::Reg64& o, const Xbyak::Reg64& v, Xbyak::Label& done) {
  const gc::AddressRange young = the_vm().heap->young_range();
  const uint64_t minus_start = 0 - reinterpret_cast<uint64_t>(young.start);
  Xbyak::Reg64 t = new_gpr();
  auto in_young = [&](const Xbyak::Reg64& r) {  // flags: below means young
    mov(t, minus_start);
    add(t, r);
    mov(r11, young.size);
    cmp(t, r11);
  };
  in_young(v);
  jae(done, T_NEAR);
  in_young(o);
  jb(done, T_NEAR);
  test(dword[o + gc::Object::gc_word_offset()], gc::gc_bits::kRemembered);
  jnz(done, T_NEAR);
}

// putfield of a reference under reference counting, its barrier inline
// (the collector's write_barrier, refcount_collector.cpp): the new value's
// count up, the slot exchanged, the old value's count down, each count a
// compare-and-swap on the GC word that sticks at its maximum. Calls out
// only when the holder has a weak referent (the collector keeps those
// apart) and when a count may reach zero (the collector's zero-count
// table).
void Translator::counted_store(uint32_t offset, uint32_t bci) {
  using namespace gc::gc_bits;
  const uint32_t word = static_cast<uint32_t>(gc::Object::gc_word_offset());
  claim(rax);  // cmpxchg's
  Xbyak::Label* fail = null_exit(bci);
  Popped value = take(), object = take();
  Xbyak::Reg64 o = gpr(object);
  null_check(o, fail);
  const bool null_value = value.value.kind == Kind::kConstant;
  Xbyak::Reg64 v = null_value ? Xbyak::Reg64() : gpr(value);
  Xbyak::Reg64 old = new_gpr();
  Xbyak::Label whole_barrier, done, count_up_done, count_up, count_down, last_count;
  mov(r11, qword[o]);  // the holder's layout
  cmp(byte[r11 + offsetof(gc::TypeLayout, has_weak_referent)], 0);
  jne(whole_barrier, T_NEAR);
  if (null_value) {
    xor_(old.cvt32(), old.cvt32());
  } else {
    test(v, v);
    jz(count_up_done, T_NEAR);
    mov(eax, dword[v + word]);
    L(count_up);
    mov(r11d, eax);
    and_(r11d, kCountMask);
    cmp(r11d, kCountMask);
    je(count_up_done, T_NEAR);  // stuck
    lea(r11d, ptr[rax + kCountOne]);
    lock();
    cmpxchg(dword[v + word], r11d);  // eax = the word seen, if it changed meanwhile
    jne(count_up, T_NEAR);
    L(count_up_done);
    mov(old, v);
  }
  xchg(qword[o + offset], old);  // locked: another thread's exchange is ordered with this one
  test(old, old);
  jz(done, T_NEAR);
  mov(eax, dword[old + word]);
  L(count_down);
  mov(r11d, eax);
  and_(r11d, kCountMask);
  jz(done, T_NEAR);  // never counted
  cmp(r11d, kCountMask);
  je(done, T_NEAR);  // stuck
  cmp(r11d, kCountOne);
  je(last_count, T_NEAR);
  lea(r11d, ptr[rax - kCountOne]);
  lock();
  cmpxchg(dword[old + word], r11d);
  jne(count_down, T_NEAR);
  jmp(done, T_NEAR);
  L(last_count);
  preserving_registers([&] {
    mov(rdi, old);
    call_helper(&helpers::drop_reference);
  });
  jmp(done, T_NEAR);
  L(whole_barrier);
  heap_reference_store(o, null_value ? nullptr : &v, offset);
  L(done);
}

// The heap's write_reference for holder o, field offset, value v (null:
// a null store), the stack's registers kept: the inline barriers' rare
// case.
void Translator::heap_reference_store(const Xbyak::Reg64& o, const Xbyak::Reg64* v, uint32_t offset) {
  preserving_registers([&] {
    if (v == nullptr) {
      xor_(r11d, r11d);
    } else {
      mov(r11, *v);  // before rdi, rsi, rdx are written: o and v may be among them
    }
    mov(rdi, o);
    lea(rsi, ptr[rdi + offset]);
    mov(rdx, r11);
    call_helper(&helpers::write_reference);
  });
}

}  // namespace loupe::jit
