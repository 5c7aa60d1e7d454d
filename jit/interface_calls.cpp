// Interface calls (docs/jit.md, "Inline caches"): each call site has a
// polymorphic inline cache (inline_cache.h) that compiled code searches
// inline with a short compare chain, and a miss helper that asks the
// interface table and fills the cache until it turns megamorphic. Also the
// caches' part of class unloading.
#include <xbyak/xbyak.h>

#include "interp/jit_support.h"
#include "jit/translator.h"

namespace loupe::jit {

using namespace vm;
using namespace Xbyak::util;
namespace helpers = interp::compiled;

// A miss: the interface table's answer, kept by the cache unless it is
// megamorphic (then this is only the interface table lookup, without
// touching the cache's memory: no store, no compare-and-swap).
Method* Translator::lookup_interface(Object* receiver, const CpCacheEntry* entry, InterfaceInlineCache* cache) {
  Method* target = helpers::interface_target(receiver, entry);
  if (target != nullptr && !cache->megamorphic()) cache->remember(receiver->layout(), target);
  return target;
}

// Class unloading: a dying receiver class's address may come back as a
// new class's, which must not find the old target (InterfaceInlineCache::
// forget_if says how an entry is emptied safely).
size_t Translator::forget_dying_interface_targets(InterfaceCaches& caches, const DyingClasses& dying) {
  size_t emptied = 0;
  for (InterfaceInlineCache& cache : caches) {
    emptied += cache.forget_if([&](const void* layout, const Method* target) {
      return dying.layouts.contains(layout) || dying.methods.contains(target);
    });
  }
  return emptied;
}

size_t Translator::interface_caches_holding(const InterfaceCaches& caches, const void* layout) {
  size_t holding = 0;
  for (const InterfaceInlineCache& cache : caches) holding += cache.holding(layout);
  return holding;
}

// invokeinterface, with the stack in memory. The receiver's class compared
// with each entry's in turn; a hit loads that entry's target, a miss calls
// lookup_interface (a null answer: the interpreter runs the instruction
// and throws). The chain is unrolled: kEntries compares and branches on
// one cache line, cheaper than the helper's call even when every entry
// is tried. An empty entry holds null, which no receiver's class is.
//
//     mov rax, [receiver]              ; its class
//     mov rdx, cache
//     cmp rax, [rdx + 0]  ; jne next1 ; mov rax, [rdx + 8]  ; jmp found
//   next1: cmp rax, [rdx + 16] ; jne next2 ; mov rax, [rdx + 24] ; jmp found
//     ...
//   miss: call lookup_interface(receiver, entry, cache)
//   found: call the method in rax
void Translator::interface_call(const CpCacheEntry& e, uint32_t bci, uint32_t next_bci) {
  const int32_t arg_slots = e.quick_arg_slots;
  const int result_slots = depth_at(next_bci) - (depth() - arg_slots);
  InterfaceInlineCache* cache = &interface_caches_.emplace_back();
  Xbyak::Label found;
  flush();
  mov(rdi, slot_at(depth() - arg_slots));
  test(rdi, rdi);
  jz(exit_stub(bci), T_NEAR);  // the interpreter throws NullPointerException
  mov(rax, qword[rdi]);        // the receiver's layout
  mov(rdx, reinterpret_cast<uint64_t>(cache));
  for (int i = 0; i < InterfaceInlineCache::kEntries; ++i) {
    Xbyak::Label next;
    cmp(rax, qword[rdx + InterfaceInlineCache::layout_at(i)]);
    jne(next);
    mov(rax, qword[rdx + InterfaceInlineCache::target_at(i)]);
    jmp(found, T_NEAR);
    L(next);
  }
  mov(rsi, reinterpret_cast<uint64_t>(&e));
  call_helper(&lookup_interface);  // rdi, rsi, rdx: receiver, entry, cache
  test(rax, rax);
  jz(exit_stub(bci), T_NEAR);
  L(found);
  call_method(bci, arg_slots, next_bci, result_slots);
}

}  // namespace loupe::jit
