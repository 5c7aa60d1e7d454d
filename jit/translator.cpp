// The Translator's pass over a method (translator.h): labels at every
// instruction, the templates in order (templates.cpp), then what the
// templates jump to: the direct entry for compiled callers, the exit stubs
// and the epilogue, through which compiled code leaves.
#include <xbyak/xbyak.h>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "gc/gc.h"
#include "interp/block_sampling.h"
#include "interp/frame.h"
#include "interp/jit_support.h"
#include "interp/stack_map.h"
#include "jit/translator.h"
#include "jvmpi/profiler.h"
#include "vm/classfile/bytecodes.h"
#include "vm/runtime/globals.h"

namespace loupe::jit {

using namespace vm;
using namespace Xbyak::util;
using interp::Frame;
namespace helpers = interp::compiled;

Translator::Translator(Method* method, const Offsets& offsets, uint8_t* buffer, size_t capacity, bool counting,
                       Compiled* compiled)
    : Xbyak::CodeGenerator(capacity, buffer),
      method_(method),
      root_method_(method),
      offsets_(offsets),
      barrier_(the_vm().heap->barrier()),
      counting_(counting),
      inlining_allowed_(inlining_allowed_now(counting)),
      guard_inlined_calls_(jvmpi::any_agent_loaded()),
      interface_caches_(compiled->interface_caches) {
  if (counting_) {
    run_lengths_ = method->profile.run_lengths.load(std::memory_order_acquire);
    if (run_lengths_ == nullptr) run_lengths_ = interp::make_run_lengths(method);
  }
}

// Counting code (block_sampling.h): the thread's countdown pays for the
// run that starts at run_bci, as the interpreter's charge_run does; when
// it runs out, a stub saves the frame's state (the run's start, the stack
// in memory as it is at every branch) and posts BYTECODE_SAMPLE.
void Translator::charge(uint32_t run_bci) {
  if (!counting_) return;
  Xbyak::Label& sample = charge_labels_.emplace_back();
  Xbyak::Label& resume = charge_labels_.emplace_back();
  sub(qword[rbx + offsets_.bytecode_countdown], run_lengths_[run_bci]);
  jle(sample, T_NEAR);
  L(resume);
  samples_.push_back({run_bci, depth()});
}

// Instructions that may jump to bci (besides falling through to it), and
// the handlers' first instructions: where every path's values must be in
// their slots.
std::vector<bool> block_starts(const Method& method, const std::vector<uint32_t>& starts) {
  const uint8_t* code = method.bytecode.data();
  std::vector<bool> targets(method.bytecode.size() + 1, false);
  auto mark = [&](int64_t t) {
    if (t >= 0 && static_cast<size_t>(t) < targets.size()) targets[static_cast<size_t>(t)] = true;
  };
  for (uint32_t bci : starts) for_each_branch_target(code, bci, mark);
  for (const ExceptionHandler& h : method.handlers) mark(h.handler_pc);
  targets[0] = true;
  return targets;
}

bool Translator::translate(Compiled* compiled, uint32_t* compiled_count) {
  const std::vector<uint8_t>& original = method_->bytecode;
  const uint8_t* code = method_->interp_code.get();
  const interp::StackMaps* maps = method_->stack_maps.get();
  const size_t n = original.size();
  if (maps == nullptr) return false;
  labels_.resize(n + 1);
  std::vector<uint32_t> starts;
  for (size_t bci = 0; bci < n;) {
    size_t length = instruction_length(original.data(), n, bci);
    if (length == 0) return false;
    starts.push_back(static_cast<uint32_t>(bci));
    bci += length;
  }
  std::vector<bool> block_start = block_starts(*method_, starts);
  std::vector<bool> enterable(n, false);
  choose_homes(starts);
  prologue();
  uint32_t templated = 0;
  bool falls_in = true;  // into bci 0, with an empty stack
  for (uint32_t bci : starts) {
    const uint16_t depth_here = maps->stack_depth(bci);
    if (depth_here == interp::StackMaps::kNoInstruction) {  // unreachable: no code
      L(labels_[bci]);
      falls_in = false;
      continue;
    }
    if (block_start[bci] && falls_in) flush();  // whoever jumps here has stored everything
    L(labels_[bci]);
    if (block_start[bci] || !falls_in) {
      reset_stack(depth_here);
    } else if (depth() != depth_here) {
      throw std::runtime_error("the operand stack's depth at bci " + std::to_string(bci) +
                               " disagrees with the method's analysis");
    }
    // The interpreter can enter compiled code here only if the operand
    // stack is all in the frame.
    enterable[bci] = all_in_memory();
    make_room();
    const bool done = emit(code, bci);
    if (done) ++templated;
    // (No jsr or ret gets here: the subroutines of a method were inlined
    // before it ran, jsr_inliner.h.)
    falls_in = done && falls_through(original[bci]);
  }
  // Falling off the end cannot happen in verified code; exit anyway. The
  // label marks where the code after the last template starts (listings).
  L(labels_[n]);
  if (falls_in) {
    note([] { return std::string("fall-off exit: the code cannot fall off the method's end; leave anyway"); });
    leave(static_cast<uint32_t>(n));
  }
  Xbyak::Label direct_entry;
  L(direct_entry);
  note([] { return std::string("direct entry: compiled callers enter here, and it builds the frame"); });
  reset_stack(0);
  direct_entry_code();
  stubs();
  epilogue();
  if (templated == 0) return false;
  // Code cache: the code is in the scratch buffer, position-independent;
  // compile() copies it into the cache and moves these addresses there.
  ready();
  fill_relative_tables();
  compiled->entries.assign(n, nullptr);
  for (uint32_t bci : starts) {
    if (enterable[bci]) compiled->entries[bci] = labels_[bci].getAddress();
    compiled->instruction_offsets.push_back({bci, static_cast<uint32_t>(labels_[bci].getAddress() - getCode())});
  }
  compiled->instruction_offsets.push_back(
      {static_cast<uint32_t>(n), static_cast<uint32_t>(labels_[n].getAddress() - getCode())});
  compiled->direct_entry = direct_entry.getAddress();
  *compiled_count = templated;
  return true;
}

std::string Translator::bci_text(uint32_t bci) const {
  const std::vector<uint8_t>& code = root_method_->bytecode;
  std::string text = "bci " + std::to_string(bci);
  if (bci >= code.size()) return text;
  std::string op = kBytecodeName[code[bci]];
  if (op.ends_with('_')) op.pop_back();  // goto_, new_ (C++ keywords in bytecodes.def)
  return text + " (" + op + ")";
}

void Translator::fill_relative_tables() {
  for (const RelativeTable& table : relative_tables_) {
    for (size_t i = 0; i < table.targets.size(); ++i) {
      const int64_t distance = table.targets[i]->getAddress() - (getCode() + table.offset);
      rewrite(table.offset + 4 * i, static_cast<uint32_t>(static_cast<int32_t>(distance)), 4);
    }
  }
}

// (thread, frame, sp, locals, entry): rdi, rsi, rdx, rcx, r8. Six
// callee-saved registers pushed and 8 bytes more keep the C stack
// 16-aligned for helpers.
void Translator::prologue() {
  note([] {
    return std::string("entered from the interpreter: rbx = the Thread, r14 = the Frame, r13 = its locals, "
                       "r12 = the operand stack's top; on to the entry in r8");
  });
  note([&] {
    std::string text = "homes (locals kept in registers, home_locals.cpp):";
    if (homes_.empty()) return text + " none";
    for (const Home& h : homes_) {
      text += " local " + std::to_string(h.local) + " in " +
              (h.in_xmm ? Xbyak::Xmm(h.reg).toString() : Xbyak::Reg64(h.reg).toString()) + ",";
    }
    text.pop_back();
    return text;
  });
  push(rbx);
  push(rbp);  // a home (home_locals.cpp)
  push(r12);
  push(r13);
  push(r14);
  push(r15);
  mov(rbx, rdi);
  mov(r14, rsi);
  mov(r12, rdx);
  mov(r13, rcx);
  mov(r11, r8);  // scratch: no home is ever loaded into r11
  sub(rsp, 8);
  load_homes();
  jmp(r11);
}

// Leaves for the interpreter at bci (sp as it is in r12).
void Translator::exit_to(uint32_t bci) {
  store_homes();
  mov(rax, reinterpret_cast<uint64_t>(pc_of(bci)));
  jmp(epilogue_, T_NEAR);
}

// Leaves for the interpreter at bci with the stack as it is now.
void Translator::leave(uint32_t bci) {
  flush();
  lea(r12, ptr[r14 + kStackBase + 8 * depth()]);
  exit_to(bci);
}

// Where compiled code leaves, with rax = the pc to carry on from. Entered
// from the interpreter (through the prologue), it returns {pc, sp}. In
// a frame a compiled caller called (kCompiledCall), the interpreter
// finishes the frame here and now, and the return goes to that caller as
// a compiled return would (or with status 2: an exception is pending).
void Translator::epilogue() {
  Xbyak::Label nested, threw;
  L(epilogue_);
  note([] { return std::string("epilogue: back to the interpreter at the pc in rax, sp in r12"); });
  test(dword[r14 + kFrameFlags], Frame::kCompiledCall);
  jnz(nested, T_NEAR);
  mov(rdx, r12);
  add(rsp, 8);
  pop(r15);
  pop(r14);
  pop(r13);
  pop(r12);
  pop(rbp);
  pop(rbx);
  ret();
  L(nested);
  note([] {
    return std::string("finish for a compiled caller: the interpreter runs the rest of this frame, "
                       "then return to the caller as a compiled return would");
  });
  mov(r15, qword[r14 + kFrameCaller]);
  mov(rdi, rbx);
  mov(rsi, r14);
  mov(rdx, rax);
  mov(rcx, r12);
  call_helper(&helpers::finish_in_interpreter);
  mov(r14, r15);
  mov(r13, qword[r14 + kFrameLocals]);
  test(rax, rax);
  jz(threw, T_NEAR);
  mov(r12, rax);
  add(rsp, 8);
  xor_(eax, eax);
  ret();
  L(threw);
  note([] { return std::string("threw: status 2, the compiled caller hands the exception to the interpreter"); });
  mov(r12, qword[r14 + kFrameSp]);
  add(rsp, 8);
  mov(eax, 2);
  ret();
}

// Where a compiled caller enters the method: r12 is the caller's
// operand-stack top, with the arguments on it; r14 the caller's frame,
// whose pc and sp are saved. The method builds its frame as the
// interpreter's invoke would, or declines (status 1, nothing changed)
// when the interpreter must make the call: a profiler wants method
// events or every instruction, the Java stack would overflow (the
// interpreter throws), or the C stack is getting low.
void Translator::direct_entry_code() {
  Xbyak::Label decline;
  mov(rax, reinterpret_cast<uint64_t>(&jvmpi::g_event_enabled[jvmpi::kMethodHooks]));
  cmp(byte[rax], 0);
  jne(decline, T_NEAR);
  mov(rax, reinterpret_cast<uint64_t>(&helpers::code_allowed(counting_)));
  cmp(byte[rax], 0);
  je(decline, T_NEAR);
  cmp(rsp, qword[rbx + offsets_.call_floor]);
  jb(decline, T_NEAR);
  const int32_t frame_at = 8 * method_->max_locals;
  lea(rax, ptr[r12 - 8 * method_->arg_slots]);  // the arguments become the first locals
  lea(rcx, ptr[rax + frame_at]);
  lea(rdx, ptr[rcx + 8 * static_cast<int32_t>(interp::kFrameSlots + method_->max_stack)]);
  cmp(rdx, qword[rbx + offsets_.stack_limit]);
  ja(decline, T_NEAR);
  if (method_->is_synchronized()) {
    // Its monitor, if uncontended (monitors.cpp); the interpreter's
    // invoke otherwise, which blocks and posts the events.
    load_method_lock(rsi);
    thin_lock(rsi, decline);
    lea(rax, ptr[r12 - 8 * method_->arg_slots]);
    lea(rcx, ptr[rax + frame_at]);
  }
  name_method(method_);
  mov(rdx, reinterpret_cast<uint64_t>(method_));
  mov(qword[rcx + offsetof(Frame, method)], rdx);
  mov(rdx, reinterpret_cast<uint64_t>(pc_of(0)));
  mov(qword[rcx + kFramePc], rdx);
  mov(qword[rcx + kFrameLocals], rax);
  lea(rdx, ptr[rcx + sizeof(Frame)]);
  mov(qword[rcx + kFrameSp], rdx);
  mov(qword[rcx + kFrameCaller], r14);
  if (method_->is_synchronized()) {
    mov(qword[rcx + offsetof(Frame, lock)], rsi);  // released by the return, or by the interpreter's unwinding
  } else {
    mov(qword[rcx + offsetof(Frame, lock)], 0);
  }
  mov(qword[rcx + kFrameFlags], Frame::kCompiledCall);  // flags and padding
  mov(qword[rbx + offsets_.top_frame], rcx);
  mov(r14, rcx);
  mov(r13, rax);
  mov(r12, rdx);
  load_homes();  // the arguments among them
  sub(rsp, 8);  // the C stack 16-aligned again, for helpers
  charge(0);  // the method's first run, as the interpreter's invoke does
  cmp(dword[rbx + offsets_.poll_word], 0);
  jne(exit_stub(0), T_NEAR);  // the interpreter polls, as its invoke does
  jmp(labels_[0], T_NEAR);
  L(decline);
  note([] { return std::string("decline: status 1, the interpreter makes the call"); });
  mov(eax, 1);
  ret();
}

// The frame's state as the interpreter saves it before a slow path: the
// stack (flushed) as it is now.
void Translator::save_state(uint32_t bci) {
  mov(r11, reinterpret_cast<uint64_t>(pc_of(bci)));
  mov(qword[r14 + kFramePc], r11);
  lea(r11, ptr[r14 + kStackBase + 8 * depth()]);
  mov(qword[r14 + kFrameSp], r11);
}

// A conditional exit: the returned label, jumped to, leaves at bci with
// the stack as it is now (with the instruction's own operands, if it has
// not popped them yet: the interpreter runs it again). Values in
// registers are stored by the stub, so a template must not change the
// registers its operands are in before its last jump to the stub.
Xbyak::Label& Translator::exit_stub(uint32_t bci) {
  if (failing_ != nullptr) return *failing_;  // inlined code leaves at its call
  stubs_.push_back({Xbyak::Label(), bci, stack_});
  return stubs_.back().label;
}

void Translator::stubs() {
  for (size_t i = 0; i < samples_.size(); ++i) {
    auto [run_bci, depth_there] = samples_[i];
    L(charge_labels_[2 * i]);
    note([&, run_bci = run_bci] {
      return "sample stub for the run at " + bci_text(run_bci) + ": the countdown ran out, post BYTECODE_SAMPLE";
    });
    mov(r11, reinterpret_cast<uint64_t>(pc_of(run_bci)));
    mov(qword[r14 + kFramePc], r11);
    lea(r11, ptr[r14 + kStackBase + 8 * depth_there]);
    mov(qword[r14 + kFrameSp], r11);
    mov(rdi, rbx);
    call_helper(&helpers::bytecode_sample);
    jmp(charge_labels_[2 * i + 1], T_NEAR);
  }
  for (Stub& s : stubs_) {
    L(s.label);
    note([&] {
      const size_t depth = s.stack.size();
      return "exit stub for " + bci_text(s.bci) + ": the operand stack (" + std::to_string(depth) +
             (depth == 1 ? " slot" : " slots") + ") to memory, then the interpreter carries on at that instruction";
    });
    for (size_t i = 0; i < s.stack.size(); ++i) store_value(s.stack[i], static_cast<int>(i));
    lea(r12, ptr[r14 + kStackBase + 8 * static_cast<int>(s.stack.size())]);
    exit_to(s.bci);
  }
}

// ---- calls between compiled methods (with direct_entry_code and the epilogue) ----

// A call: rax holds the callee's Method*, the arguments (arg_slots) are
// on the stack, in their slots (flushed), their receiver checked. A
// compiled callee is called directly, with r12 at the stack's top; any
// other call, or a callee that declines, is the interpreter's, at this
// instruction. After a normal return the result is in the arguments' first
// slots, and r13/r14 are this frame's again (the callee restored them).
void Translator::call_method(uint32_t bci, int32_t arg_slots, uint32_t next_bci, int result_slots) {
  Xbyak::Label through_helper, returned;
  const int args_at = depth() - arg_slots;
  Xbyak::Label& interpreter_calls = exit_stub(bci);  // with the arguments
  note([] {
    return std::string("the call: at the callee's direct entry (Method::jit.direct_entry, in rdx) if it has one, "
                       "else through the interpreter's invoke");
  });
  mov(rdx, qword[rax + offsets_.direct_entry]);
  mov(rcx, reinterpret_cast<uint64_t>(pc_of(bci)));
  mov(qword[r14 + kFramePc], rcx);
  lea(rcx, ptr[r14 + kStackBase + 8 * args_at]);
  mov(qword[r14 + kFrameSp], rcx);
  lea(r12, ptr[r14 + kStackBase + 8 * depth()]);
  test(rdx, rdx);
  jz(through_helper, T_NEAR);
  mov(r15, rax);  // the callee, should it decline
  store_homes();
  call(rdx);
  load_homes();  // also when the callee threw: an exit stores them again
  test(eax, eax);
  jz(returned, T_NEAR);
  cmp(eax, 2);
  stack_.resize(static_cast<size_t>(args_at));
  je(exit_stub(bci), T_NEAR);  // threw: the interpreter handles it here
  mov(rax, r15);
  lea(rcx, ptr[r14 + kStackBase + 8 * args_at]);
  // Not compiled, native, or declined (method events wanted, a stack
  // running out): the interpreter's way, from here.
  L(through_helper);
  mov(rdi, rbx);
  mov(rsi, r14);
  mov(rdx, rax);
  call_helper(&helpers::invoke);
  test(rax, rax);
  jz(interpreter_calls, T_NEAR);  // threw, or the interpreter must make the call
  L(returned);
  stack_.resize(static_cast<size_t>(args_at));
  push_memory(result_slots);
  // A profiler may have asked for every instruction meanwhile.
  mov(rax, reinterpret_cast<uint64_t>(&helpers::code_allowed(counting_)));
  cmp(byte[rax], 0);
  je(exit_stub(next_bci), T_NEAR);
}

// A return from a frame a compiled caller called: the result to the
// caller's operand stack, the caller's frame back in r13/r14, status 0.
// Any other frame returns through the interpreter, and so does this one
// while a profiler wants METHOD_EXIT or a safepoint is asked for.
void Translator::return_with(uint32_t bci, int result_slots) {
  const bool locked = method_->is_synchronized();
  if (locked) flush();  // the unlock below uses rax, rcx and rdx
  Xbyak::Label& leave_here = exit_stub(bci);
  test(dword[r14 + kFrameFlags], Frame::kCompiledCall);
  jz(leave_here, T_NEAR);
  mov(r11, reinterpret_cast<uint64_t>(&jvmpi::g_event_enabled[jvmpi::kMethodHooks]));
  cmp(byte[r11], 0);
  jne(leave_here, T_NEAR);
  cmp(dword[rbx + offsets_.poll_word], 0);
  jne(leave_here, T_NEAR);
  if (locked) {
    // Last, so that nothing leaves for the interpreter (which would
    // release the monitor again) once it is released.
    mov(rsi, qword[r14 + offsetof(Frame, lock)]);
    thin_unlock(rsi, leave_here);
  }
  if (result_slots > 0) {
    Popped result = result_slots == 2 ? take_wide() : take();
    load_into(r11, result);  // a long or double: its value is in its first slot
    mov(qword[r13], r11);
  }
  mov(r14, qword[r14 + kFrameCaller]);
  mov(qword[rbx + offsets_.top_frame], r14);
  mov(r13, qword[r14 + kFrameLocals]);
  add(rsp, 8);
  xor_(eax, eax);
  ret();
}

}  // namespace loupe::jit
