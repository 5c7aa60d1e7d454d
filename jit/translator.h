// The baseline compiler's internal header, shared by its parts and by
// nothing else (jit.h is the JIT's public face): what a compiled method
// keeps, where compiled code finds the VM's fields, and the Translator,
// which turns one method into code. Its work is split by concept:
//   translator.cpp       the pass over the method; entries, exits, stubs
//   pending_operands.cpp loads and constants kept out of the stack
//   templates.cpp        one template per instruction (emit)
//   compiler.cpp         compile/forget: when to translate, and publishing
#pragma once

#include <xbyak/xbyak.h>

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <utility>
#include <vector>

#include "gc/gc.h"
#include "interp/frame.h"
#include "vm/runtime/class.h"

namespace loupe::jit {

// A compiled method: its code and its entry table. Kept for the VM's
// life, also once forgotten: activations may still run in it.
struct Compiled {
  std::unique_ptr<Xbyak::CodeGenerator> code;
  std::vector<const void*> entries;
  const void* direct_entry = nullptr;
  std::vector<std::pair<uint32_t, uint32_t>> instruction_offsets;  // (bci, code offset), for announce.h
};

// Where compiled code finds what it reads in the VM's structures, as
// displacements from the register or constant that points at them.
struct Offsets {
  int32_t poll_word, top_frame, pending_exception, call_floor, stack_limit, tlab_top, tlab_end;  // Thread
  int32_t direct_entry;  // Method
  int32_t vtable_base;   // Class, from its TypeLayout (what an object's header points at)
};

constexpr int32_t kFramePc = offsetof(interp::Frame, pc);
constexpr int32_t kFrameSp = offsetof(interp::Frame, sp);
constexpr int32_t kFrameLocals = offsetof(interp::Frame, locals);
constexpr int32_t kFrameCaller = offsetof(interp::Frame, caller);
constexpr int32_t kFrameFlags = offsetof(interp::Frame, flags);

class Translator : public Xbyak::CodeGenerator {
 public:
  Translator(vm::Method* method, const Offsets& offsets, size_t capacity);

  // False when the method has nothing worth compiling (every instruction
  // would exit at once).
  bool translate(Compiled* compiled, uint32_t* compiled_count);

 private:
  // A pending operand (pending_operands.cpp): a local load or a constant
  // not pushed yet.
  struct Pending {
    bool is_local;
    int32_t value;  // the local's index, or the constant (an int, or null)
  };

  struct Stub {
    Xbyak::Label label;
    uint32_t bci;
    std::vector<Pending> pending;  // pushed before leaving
  };

  using Jump = void (Xbyak::CodeGenerator::*)(const Xbyak::Label&, Xbyak::CodeGenerator::LabelType);

  // translator.cpp: entries, exits and stubs.
  void prologue();
  void exit_to(uint32_t bci);
  void epilogue();
  void direct_entry_code();
  void save_state(uint32_t bci);
  Xbyak::Label& exit_stub(uint32_t bci);
  void stubs();

  template <typename Fn>
  void call_helper(Fn* fn) {
    mov(rax, reinterpret_cast<uint64_t>(fn));
    call(rax);
  }

  const uint8_t* pc_of(uint32_t bci) const { return method_->interp_code.get() + bci; }
  Xbyak::Address slot(int index) { return qword[r12 + 8 * index]; }  // index < 0: below the top
  Xbyak::Address local(uint32_t index) { return qword[r13 + 8 * static_cast<int>(index)]; }

  // pending_operands.cpp.
  static std::vector<bool> branch_targets(const uint8_t* code, size_t length, const std::vector<uint32_t>& starts);
  void load32(const Xbyak::Reg32& r, const Pending& p);
  void load64(const Xbyak::Reg64& r, const Pending& p);
  void materialize(const Pending& p, int at);
  void flush_below(size_t keep);
  void flush();
  void defer(Pending p);
  bool reads_local(uint32_t index) const;
  void int_op(uint8_t op, const Pending& p);
  bool emit_on_pending(uint8_t op, const uint8_t* at, uint32_t bci);

  // templates.cpp: the instructions and their helpers.
  bool emit(const uint8_t* code, uint32_t bci);
  void push_int(int32_t value);
  void load(uint32_t index, int slots);
  void store(uint32_t index, int slots);
  void iinc(uint32_t index, int32_t delta);
  void branch_to(uint32_t bci, uint32_t target);
  void conditional(uint32_t bci, uint32_t target, Jump taken, Jump not_taken);
  static std::pair<Jump, Jump> jumps(int condition);
  void array_access(uint32_t bci, int array_at, int index_at);
  const vm::CpCacheEntry& entry_of(const uint8_t* at) const;
  uint32_t quick_offset(const uint8_t* at) const;
  static bool is_square_root(const vm::Method* m);
  void call_method(uint32_t bci, int32_t arg_slots, uint32_t next_bci);
  void return_with(uint32_t bci, int result_slots);
  void bump(const gc::TypeLayout* layout, Xbyak::Label& slow);
  void store_reference();
  void store_element(int size_log2, const Xbyak::Reg& value);
  void switch_on(const uint8_t* at, uint32_t bci, bool table);

  vm::Method* method_;
  Offsets offsets_;
  gc::BarrierKind barrier_;
  std::vector<Xbyak::Label> labels_;
  std::deque<Stub> stubs_;  // labels must not move once referred to
  std::vector<Pending> pending_;
  Xbyak::Label epilogue_;
};

}  // namespace loupe::jit
