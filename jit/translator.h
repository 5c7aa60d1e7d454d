// The baseline compiler's internal header, shared by its parts and by
// nothing else (jit.h is the JIT's public face): what a compiled method
// keeps, where compiled code finds the VM's fields, and the Translator,
// which turns one method into code. Its work is split by concept:
//   translator.cpp     the pass over the method; entries, exits, stubs,
//                      calls and returns
//   value_stack.cpp    the operand stack as the compiler sees it: which
//                      values sit in registers, locals or constants
//   home_locals.cpp    the most used locals kept in registers
//   inliner.cpp        small callees that cannot stop, in the caller's
//                      code, by receiver profile too
//   templates.cpp      the instructions on values: arithmetic, locals,
//                      branches, conversions
//   object_templates.cpp  the instructions on objects: fields, arrays,
//                      allocation, casts, invokes
//   interface_calls.cpp   invokeinterface through a polymorphic inline
//                      cache (inline_cache.h)
//   barriers.cpp       the collectors' write barriers inline
//   monitors.cpp       uncontended thin locks inline
//   compiler.cpp       compile/forget: when to translate, and publishing;
//                      freeing forgotten code (code_cache.h)
#pragma once

#include <xbyak/xbyak.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <list>
#include <memory>
#include <unordered_set>
#include <utility>
#include <vector>

#include "gc/gc.h"
#include "interp/frame.h"
#include "jit/announce.h"
#include "jit/code_cache.h"
#include "jit/inline_cache.h"
#include "vm/runtime/class.h"

namespace loupe::jit {

class Translator;

// A compiled method's interface inline caches (inline_cache.h,
// interface_calls.cpp): compiled code points at them, so they live as
// long as the code. A list, not a deque: addresses stay put, and most
// methods have none, for which a list allocates nothing (a deque
// allocates two blocks at once).
using InterfaceCaches = std::list<InterfaceInlineCache>;

// A compiled method: its code and its entry table. Once forgotten it is
// retired, and freed at a safepoint when no activation runs in it
// (compiler.cpp: free_unused_code), or when its class is unloaded
// (jit.h: forget_unloaded_classes).
struct Compiled {
  vm::Method* method = nullptr;
  // Code cache: the code, in the cache, and the interface caches it
  // points at, freed with it. (The Translator is not kept: it would hold
  // kilobytes per method for nothing.)
  CodeBlock block;
  InterfaceCaches interface_caches;
  bool retired = false;  // forgotten: no longer entered, maybe still running
  std::vector<const void*> entries;
  const void* direct_entry = nullptr;
  std::vector<std::pair<uint32_t, uint32_t>> instruction_offsets;  // (bci, code offset), for announce.h
};

// Class unloading (jit.h): the classes about to be freed, as what compiled
// code compares with, and their methods.
struct DyingClasses {
  std::unordered_set<const void*> layouts;  // each class as its TypeLayout (what an object's header points at)
  std::unordered_set<const vm::Method*> methods;
};

// Where compiled code finds what it reads in the VM's structures, as
// displacements from the register or constant that points at them.
struct Offsets {
  int32_t poll_word, top_frame, pending_exception, call_floor, stack_limit, tlab_top, tlab_end,
      bytecode_countdown, thread_id;  // Thread
  int32_t direct_entry;  // Method
  int32_t vtable_base;   // Class, from its TypeLayout (what an object's header points at)
  int32_t component;     // Class (an array's element class), the same way
};

// The Offsets of `method`'s code, as compiled by `thread` (compiler.cpp).
Offsets offsets_for(const vm::Thread* thread, const vm::Method* method);

// -Xjit:print's names for the fields compiled code reaches through its
// fixed registers (rbx: the Thread; r14: the Frame), from the very
// offsets the templates use (compiler.cpp): "Thread::poll_word".
struct NamedOffset {
  int32_t offset;
  const char* name;
};
std::vector<NamedOffset> thread_field_names(const Offsets& offsets);
std::vector<NamedOffset> frame_field_names();

constexpr int32_t kFramePc = offsetof(interp::Frame, pc);
constexpr int32_t kFrameSp = offsetof(interp::Frame, sp);
constexpr int32_t kFrameLocals = offsetof(interp::Frame, locals);
constexpr int32_t kFrameCaller = offsetof(interp::Frame, caller);
constexpr int32_t kFrameFlags = offsetof(interp::Frame, flags);
// The operand stack starts right after the frame (Frame::stack_base).
constexpr int32_t kStackBase = sizeof(interp::Frame);

// The instructions other instructions jump to (and bci 0, and the
// handlers): where every value must be in its slot. `starts` lists the
// method's instructions.
std::vector<bool> block_starts(const vm::Method& method, const std::vector<uint32_t>& starts);

// One operand-stack slot as the compiler sees it (value_stack.cpp).
// Within a basic block a value may live elsewhere than in its slot; at
// block boundaries, calls out and exits every value is in its slot, where
// the interpreter and the collectors expect it.
struct Value {
  enum class Kind : uint8_t {
    kMemory,    // in its slot
    kLocal,     // the local `bits` holds it (not written since it was loaded)
    kConstant,  // `bits` is the slot's contents
    kGpr,       // in general-purpose register `reg`
    kXmm,       // in xmm register `reg`: a double, or a float if `single`
    kUpper,     // the second slot of a long or double held elsewhere: nothing to store
  };
  Kind kind = Kind::kMemory;
  uint8_t reg = 0;
  bool single = false;
  bool wide = false;  // a long or double (kLocal: reads two locals)
  int64_t bits = 0;
};

// A value taken off the stack by a template, with the slot it was in.
struct Popped {
  Value value;
  int index;
};

class Translator : public Xbyak::CodeGenerator {
 public:
  // `counting`: the code charges bytecodes (block_sampling.h) as the
  // interpreter does, once per run at the branches that start runs.
  // Code cache: the code is assembled into `buffer` (capacity bytes, plain
  // memory), position-independent, and compile() copies it into the
  // cache; the addresses translate() records are in the buffer.
  // The interface caches the code points at go into `compiled`.
  Translator(vm::Method* method, const Offsets& offsets, uint8_t* buffer, size_t capacity, bool counting,
             Compiled* compiled);

  // False when the method has nothing worth compiling (every instruction
  // would exit at once).
  bool translate(Compiled* compiled, uint32_t* compiled_count);
  uint32_t inlined_calls() const { return inlined_calls_; }
  // -Xjit:print (announce.h): record notes on the code into `notes`, for a
  // method that will be listed. The code is the same with or without.
  void take_notes(std::vector<CodeNote>* notes, std::vector<NamedConstant>* constants) {
    notes_ = notes;
    constants_ = constants;
  }

  // Class unloading, with the world stopped (interface_calls.cpp):
  // empties every interface inline cache of a code (`caches`, its
  // Compiled's) whose receiver class or target is dying, so that it misses
  // and fills again. Returns how many it emptied.
  static size_t forget_dying_interface_targets(InterfaceCaches& caches, const DyingClasses& dying);
  // How many of a code's interface inline caches hold `layout` (tests).
  static size_t interface_caches_holding(const InterfaceCaches& caches, const void* layout);

 private:
  struct Stub {
    Xbyak::Label label;
    uint32_t bci;
    std::vector<Value> stack;  // stored into the slots before leaving
  };

  using Jump = void (Xbyak::CodeGenerator::*)(const Xbyak::Label&, Xbyak::CodeGenerator::LabelType);

  // translator.cpp: entries, exits and stubs; calls and returns.
  void prologue();
  void exit_to(uint32_t bci);
  void leave(uint32_t bci);
  void epilogue();
  void direct_entry_code();
  void save_state(uint32_t bci);
  Xbyak::Label& exit_stub(uint32_t bci);
  void stubs();
  void call_method(uint32_t bci, int32_t arg_slots, uint32_t next_bci, int result_slots);
  void return_with(uint32_t bci, int result_slots);

  // A call of C++: the homed locals go to their slots first and come back
  // after (home_locals.cpp).
  template <typename Fn>
  void call_helper(Fn* fn) {
    store_homes();
    mov(rax, reinterpret_cast<uint64_t>(fn));
    call(rax);
    load_homes();
  }

  // -Xjit:print (announce.h, CodeNote): a note where the code is now, if
  // the method is listed. `text` (a callable returning the note's text)
  // runs only then: a compilation nobody lists pays one test per note.
  template <typename Text>
  void note(Text&& text, bool closes = false, uint32_t data_bytes = 0) {
    if (notes_ != nullptr) [[unlikely]] {
      notes_->push_back(CodeNote{static_cast<uint32_t>(getSize()), text(), closes, data_bytes});
    }
  }
  // -Xjit:print: what `value`, an address about to be embedded, is (a
  // callable returning the text, run only for a listed method).
  template <typename Text>
  void name_constant(const void* value, Text&& text) {
    if (constants_ != nullptr) [[unlikely]] {
      constants_->push_back(NamedConstant{reinterpret_cast<uint64_t>(value), text()});
    }
  }
  void name_class(const vm::Class* cls) {
    name_constant(cls, [&] { return "class " + cls->external_name(); });
    name_constant(static_cast<const gc::TypeLayout*>(cls), [&] { return "class " + cls->external_name(); });
  }
  void name_method(const vm::Method* m) {
    name_constant(m, [&] { return "method " + m->qualified_name(); });
  }
  // "bci 12 (getfield)", of the method compiled (not of an inlined callee).
  std::string bci_text(uint32_t bci) const;

  const uint8_t* pc_of(uint32_t bci) const { return method_->interp_code.get() + bci; }
  // Slots and locals of the method being translated; while a callee is
  // inlined (inliner.cpp), the callee's, on the C stack.
  Xbyak::Address slot_at(int index) { return qword[frame_.slots + frame_.slots_disp + 8 * index]; }
  Xbyak::Address slot_at32(int index) { return dword[frame_.slots + frame_.slots_disp + 8 * index]; }
  Xbyak::Address local(uint32_t index) {
    return qword[frame_.locals + frame_.locals_disp + 8 * static_cast<int>(index)];
  }
  Xbyak::Address local32(uint32_t index) {
    return dword[frame_.locals + frame_.locals_disp + 8 * static_cast<int>(index)];
  }
  int depth() const { return static_cast<int>(stack_.size()); }
  int depth_at(uint32_t bci) const;
  void write_value(const Xbyak::Address& dst, const Popped& p, int bytes);
  Xbyak::Reg64 index_register(const Popped& p);
  template <typename Fn>
  void preserving_registers(Fn&& call);

  // home_locals.cpp: the most used locals in registers.
  struct Home {
    uint32_t local;
    bool in_xmm;  // a double; otherwise an int, long or reference
    uint8_t reg;
  };
  void choose_homes(const std::vector<uint32_t>& starts);
  const Home* home_of(uint32_t index) const;
  void store_homes();
  void load_homes();

  // value_stack.cpp.
  void reset_stack(int depth);
  bool all_in_memory() const;
  void store_value(const Value& v, int index);
  void flush();
  void make_room();
  void before_local_write(uint32_t index, bool wide);
  Xbyak::Reg64 new_gpr();
  Xbyak::Xmm new_xmm();
  Popped take();
  Popped take_wide();
  bool is_shared(const Popped& p) const;
  Xbyak::Reg64 gpr(const Popped& p);
  Xbyak::Reg64 owned_gpr(const Popped& p);
  Xbyak::Xmm xmm(const Popped& p, bool single);
  Xbyak::Xmm owned_xmm(const Popped& p, bool single);
  void load_into(const Xbyak::Reg64& dst, const Popped& p);
  void load_into(const Xbyak::Xmm& dst, const Popped& p, bool single);
  void claim(const Xbyak::Reg64& r);
  void push_value(const Value& v);
  void push_gpr(const Xbyak::Reg64& r, bool wide = false);
  void push_xmm(const Xbyak::Xmm& r, bool single);
  void push_constant(int64_t bits, bool wide = false);
  void push_local(uint32_t index, bool wide);
  void push_memory(int slots);
  void hold(const Xbyak::Reg& r);
  template <typename Fn>
  void with_int_operand(const Popped& p, Fn&& fn);  // fn(Reg32 | Address | uint32_t)

  // templates.cpp: values.
  bool emit(const uint8_t* code, uint32_t bci);
  bool emit_value_instruction(uint8_t op, const uint8_t* at, uint32_t bci);
  void load(uint32_t index, bool wide);
  void store(uint32_t index, bool wide);
  void iinc(uint32_t index, int32_t delta);
  void int_arithmetic(uint8_t op, uint32_t bci);
  void long_arithmetic(uint8_t op, uint32_t bci);
  void float_arithmetic(uint8_t op);
  void float_remainder(uint8_t op);
  void convert(uint8_t op);
  void compare_floats(uint8_t op);
  bool stack_shuffle(uint8_t op);
  void branch_to(uint32_t bci, uint32_t target);
  void charge(uint32_t run_bci);
  void conditional(uint32_t bci, uint32_t target, Jump taken, Jump not_taken);
  static std::pair<Jump, Jump> jumps(int condition);
  void if_compare(uint8_t op, const uint8_t* at, uint32_t bci);
  void switch_on(const uint8_t* at, uint32_t bci, bool table);

  // inliner.cpp: small callees that cannot stop, in the caller's code.
  // At call_bci; the receiver, if any, is not checked yet.
  bool inline_call(const vm::Method* callee, uint32_t call_bci);
  bool inline_virtual_call(const vm::CpCacheEntry& e, uint32_t bci, uint32_t next_bci);
  bool inline_interface_call(const vm::CpCacheEntry& e, uint32_t bci, uint32_t next_bci, Xbyak::Label& done);
  const vm::Class* profiled_receiver(const vm::CpCacheEntry& e) const;
  void results_to_slots(int result_slots);
  struct InlinePlan {
    const vm::Method* callee = nullptr;
    std::vector<uint32_t> starts;  // its instructions' bcis
    std::vector<uint8_t> ops;      // and opcodes (quickened)
    std::vector<bool> block;       // by bci: a branch target
    std::vector<bool> throws;      // by instruction: on a throw path, not compiled
    std::vector<bool> object_not_null;  // by instruction: its object (a field's, a call's receiver) is known not null
    std::vector<std::unique_ptr<InlinePlan>> nested;  // by instruction: the plan of a call it inlines in turn
    bool fails_inside = false;     // its code may leave at the call (besides a null receiver)
    bool writes = false;           // it stores into a field or an array
    bool calls_out = false;        // some template of it calls C++ (a barrier, a subtype test, fmod)
    bool may_fail = false;         // fails_inside, or a receiver to check at the call
  };
  struct InlineBudget {
    int depth;      // calls inlined around this one
    int bytes_left; // bytecode the whole inlined tree may still take
  };
  bool plan_inline(const vm::Method* callee, InlinePlan* plan, InlineBudget* budget);
  bool plan_nested_call(const InlinePlan& plan, size_t k, InlineBudget* budget, std::unique_ptr<InlinePlan>* nested);
  void emit_inline(const InlinePlan& plan, uint32_t call_bci, bool receiver_checked);
  // JVMPI and inlining (inliner.cpp): whether code compiled now may inline
  // calls, and the test an inlined call makes first while agents are
  // loaded (leaving at the call while a profiler wants method events).
  static bool inlining_allowed_now(bool counting);
  void guard_inlined_call(uint32_t call_bci);
  void keep_caller_values(const InlinePlan& plan, bool arguments_to_slots);
  // Instead of `test o, o; jz <exit>` before a field access: nothing when
  // the inlined callee's plan knows the object is not null (inliner.cpp).
  Xbyak::Label* null_exit(uint32_t bci) { return object_not_null_ ? nullptr : &exit_stub(bci); }
  void null_check(const Xbyak::Reg64& o, Xbyak::Label* fail) {
    if (fail == nullptr) return;
    test(o, o);
    jz(*fail, T_NEAR);
  }

  // monitors.cpp: uncontended thin locks inline.
  void thin_lock(const Xbyak::Reg64& object, Xbyak::Label& slow);
  void thin_unlock(const Xbyak::Reg64& object, Xbyak::Label& slow);
  void unless_thin_and_ours(Xbyak::Label& slow);
  void monitor_instruction(uint8_t op, uint32_t bci);
  void load_method_lock(const Xbyak::Reg64& dst);

  // object_templates.cpp: objects and calls.
  static vm::Method* lookup_interface(vm::Object* receiver, const vm::CpCacheEntry* entry,
                                      InterfaceInlineCache* cache);
  void interface_call(const vm::CpCacheEntry& e, uint32_t bci, uint32_t next_bci);
  bool emit_object_instruction(uint8_t op, const uint8_t* at, uint32_t bci);
  const vm::CpCacheEntry& entry_of(const uint8_t* at) const;
  uint32_t quick_offset(const uint8_t* at) const;
  static bool is_square_root(const vm::Method* m);
  // What a direct call (q_invokestatic, q_invokespecial,
  // q_invokevirtual_direct) at `at` in `caller` runs: the one answer the
  // invoke template and the inliner's plans share. Null if unresolved.
  static vm::Method* direct_callee(const vm::Method* caller, uint8_t op, const uint8_t* at);
  enum class BitCast { kNone, kDoubleToLong, kLongToDouble, kFloatToInt, kIntToFloat };
  static BitCast bit_cast_of(const vm::Method* m);
  std::pair<Xbyak::Reg64, Xbyak::Reg64> checked_element(const Popped& array, const Popped& index, Xbyak::Label& fail);
  void array_load(uint8_t op, uint32_t bci);
  void array_store(uint8_t op, uint32_t bci);
  void get_field(uint8_t op, const uint8_t* at, uint32_t bci);
  void put_field(uint8_t op, const uint8_t* at, uint32_t bci);
  void old_to_young_store(uint32_t offset, uint32_t bci);
  void skip_unless_old_to_young(const Xbyak::Reg64& o, const Xbyak::Reg64& v, Xbyak::Label& done);
  void counted_store(uint32_t offset, uint32_t bci);
  void heap_reference_store(const Xbyak::Reg64& o, const Xbyak::Reg64* v, uint32_t offset);
  void allocate(uint8_t op, const uint8_t* at, uint32_t bci);
  void bump(const gc::TypeLayout* layout, Xbyak::Label& slow);
  void type_check(uint8_t op, const uint8_t* at, uint32_t bci);
  bool invoke(uint8_t op, const uint8_t* at, uint32_t bci);

  vm::Method* method_;       // while inlining: the inlined callee
  vm::Method* root_method_;  // the method compiled
  Offsets offsets_;
  gc::BarrierKind barrier_;
  std::vector<Xbyak::Label> labels_;
  std::deque<Stub> stubs_;  // labels must not move once referred to
  std::vector<Value> stack_;
  std::vector<Home> homes_;
  uint32_t home_gprs_ = 0, home_xmms_ = 0;  // their registers, out of the value stack's pool
  struct FrameRegisters {
    Xbyak::Reg64 slots = Xbyak::util::r14;  // operand-stack slots at slots + slots_disp
    int32_t slots_disp = kStackBase;
    Xbyak::Reg64 locals = Xbyak::util::r13;
    int32_t locals_disp = 0;
  } frame_;
  uint32_t held_gprs_ = 0;  // registers the current template is using (bit per register)
  uint32_t held_xmms_ = 0;
  Xbyak::Label epilogue_;
  uint32_t inlined_calls_ = 0;
  std::vector<CodeNote>* notes_ = nullptr;  // -Xjit:print: the listed method's notes, or null
  std::vector<NamedConstant>* constants_ = nullptr;  // and the names of addresses it embeds
  int inline_depth_ = 0;                    // calls inlined around the code being emitted
  Xbyak::Label* failing_ = nullptr;  // while inlining: where every exit_stub leads (inliner.cpp)
  const InlinePlan* inlining_ = nullptr;  // while inlining: the callee's plan, and the instruction being emitted
  size_t inlining_index_ = 0;
  bool object_not_null_ = false;  // the instruction being emitted works on an object its inlined plan knows not null
  bool counting_;
  // JVMPI and inlining (inliner.cpp), fixed for the whole compilation.
  bool inlining_allowed_;     // no method events, no instruction hooks, not counting
  bool guard_inlined_calls_;  // an agent is loaded: inlined calls test the events' flag
  const uint16_t* run_lengths_ = nullptr;  // counting: by bci, the run that starts there
  std::deque<Xbyak::Label> charge_labels_;
  InterfaceCaches& interface_caches_;  // the Compiled's: they live as long as the code
  std::vector<std::pair<uint32_t, int>> samples_;  // counting: (run bci, depth) of each sample stub
  // Code cache: tableswitch jump tables hold each target's distance from
  // the table, filled in once every label has its place (translate), so
  // that the code runs wherever it is copied.
  struct RelativeTable {
    size_t offset;  // of the table in the code
    std::vector<const Xbyak::Label*> targets;
  };
  std::vector<RelativeTable> relative_tables_;
  std::list<Xbyak::Label> switch_labels_;  // counting: a switch's charging stubs (a list: no allocation while empty)
  void fill_relative_tables();
};

// fn is called with the int operand as a 32-bit register, a memory
// operand or an immediate, so that `add eax, <operand>` reads it in place.
template <typename Fn>
void Translator::with_int_operand(const Popped& p, Fn&& fn) {
  switch (p.value.kind) {
    case Value::Kind::kConstant: fn(static_cast<uint32_t>(p.value.bits)); break;
    case Value::Kind::kLocal: fn(local32(static_cast<uint32_t>(p.value.bits))); break;
    case Value::Kind::kMemory: fn(slot_at32(p.index)); break;
    default: fn(gpr(p).cvt32()); break;
  }
}

// A call to a helper that neither collects nor throws (a barrier, a
// subtype test) without giving up the stack's registers: their values are
// stored in their slots around it and loaded again. Registers the
// template holds (its popped operands) are not kept, and neither is the
// helper's result: `call` moves it to r11 or xmm15 first.
template <typename Fn>
void Translator::preserving_registers(Fn&& call) {
  std::vector<std::pair<int, Value>> kept;
  uint32_t gprs = 0, xmms = 0;
  for (size_t i = 0; i < stack_.size(); ++i) {
    const Value& v = stack_[i];
    uint32_t& seen = v.kind == Value::Kind::kGpr ? gprs : xmms;
    if ((v.kind != Value::Kind::kGpr && v.kind != Value::Kind::kXmm) || (seen >> v.reg & 1)) continue;
    seen |= 1u << v.reg;
    store_value(v, static_cast<int>(i));
    kept.push_back({static_cast<int>(i), v});
  }
  call();
  for (auto& [index, v] : kept) {
    if (v.kind == Value::Kind::kGpr) {
      mov(Xbyak::Reg64(v.reg), slot_at(index));
    } else if (v.single) {
      movss(Xbyak::Xmm(v.reg), slot_at32(index));
    } else {
      movsd(Xbyak::Xmm(v.reg), slot_at(index));
    }
  }
}

}  // namespace loupe::jit
