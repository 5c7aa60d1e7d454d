// bytecodes.def as bytecodes.h reads it: every instruction described,
// lengths and operand kinds that agree with the decoder, control flow and
// stack effects as JVMS chapter 6 gives them, the branch-target decoder on
// hand-assembled code, and the quick opcodes' standard instructions.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "interp/quick_bytecodes.h"
#include "vm/classfile/bytecodes.h"

using namespace loupe::vm;

namespace {

// The operand bytes each fixed-length operand kind takes.
int operand_bytes(OperandKind k) {
  switch (k) {
    case OperandKind::kNone: return 0;
    case OperandKind::kLocal: case OperandKind::kByte: case OperandKind::kConstantPool1:
    case OperandKind::kArrayType:
      return 1;
    case OperandKind::kLocalAndConst: case OperandKind::kShort: case OperandKind::kConstantPool:
    case OperandKind::kBranch2:
      return 2;
    case OperandKind::kMultiArray: return 3;
    case OperandKind::kInterfaceCall: case OperandKind::kDynamicCall: case OperandKind::kBranch4: return 4;
    default: return -1;  // variable: the switches and wide
  }
}

std::vector<int64_t> targets_of(const std::vector<uint8_t>& code, size_t bci) {
  std::vector<int64_t> targets;
  for_each_branch_target(code.data(), bci, [&](int64_t t) { targets.push_back(t); });
  return targets;
}

void put_s4(std::vector<uint8_t>& code, int32_t v) {
  for (int shift = 24; shift >= 0; shift -= 8) code.push_back(static_cast<uint8_t>(static_cast<uint32_t>(v) >> shift));
}

}  // namespace

TEST_CASE("Every opcode the JVMS defines is described, and only those", "[bytecodes]") {
  for (int op = 0; op < 256; ++op) {
    const BytecodeInfo& info = kBytecodes[op];
    INFO("opcode " << op << " " << info.name);
    if (op < kNumStandardBytecodes) {
      CHECK(info.length >= 0);
      CHECK(std::string(info.name) != "<unknown>");
      CHECK(std::strspn(info.effect.pops, "IJFDAR12s*") == std::strlen(info.effect.pops));
      CHECK(std::strspn(info.effect.pushes, "IJFDAR12s*") == std::strlen(info.effect.pushes));
    } else {
      CHECK(info.length == -1);
      CHECK(std::string(info.name) == "<unknown>");
      CHECK(info.flow == FlowKind::kNext);  // quickened code flows as the plain one
    }
  }
}

TEST_CASE("Lengths agree with the operand kinds and with instruction_length", "[bytecodes]") {
  for (int op = 0; op < kNumStandardBytecodes; ++op) {
    const BytecodeInfo& info = kBytecodes[op];
    INFO(info.name);
    int bytes = operand_bytes(info.operands);
    if (bytes < 0) {
      CHECK(info.length == 0);
      continue;
    }
    CHECK(info.length == 1 + bytes);
    std::vector<uint8_t> code(8, 0);
    code[0] = static_cast<uint8_t>(op);
    CHECK(instruction_length(code.data(), code.size(), 0) == static_cast<size_t>(info.length));
    CHECK(instruction_length(code.data(), static_cast<size_t>(info.length) - 1, 0) == 0);  // cut short
  }
  std::vector<uint8_t> wide_load{op_wide, op_iload, 1, 0};
  CHECK(instruction_length(wide_load.data(), wide_load.size(), 0) == 4);
  std::vector<uint8_t> wide_iinc{op_wide, op_iinc, 1, 0, 0xff, 0xfe};
  CHECK(instruction_length(wide_iinc.data(), wide_iinc.size(), 0) == 6);
  CHECK(operands_of(op_wide) == OperandKind::kWide);
  CHECK(operands_of(op_tableswitch) == OperandKind::kTableSwitch);
  CHECK(operands_of(op_lookupswitch) == OperandKind::kLookupSwitch);
}

TEST_CASE("Control flow as the JVMS gives it", "[bytecodes]") {
  const std::vector<uint8_t> stops{op_goto_,   op_goto_w,  op_jsr,     op_jsr_w,   op_ret,     op_tableswitch,
                                   op_lookupswitch, op_athrow, op_ireturn, op_lreturn, op_freturn, op_dreturn,
                                   op_areturn, op_return_};
  for (int op = 0; op < 256; ++op) {
    INFO(kBytecodeName[op]);
    bool stops_here = std::find(stops.begin(), stops.end(), op) != stops.end();
    CHECK(falls_through(static_cast<uint8_t>(op)) == !stops_here);
    const FlowKind flow = flow_of(static_cast<uint8_t>(op));
    const bool one_target = flow == FlowKind::kConditional || flow == FlowKind::kGoto || flow == FlowKind::kJsr;
    CHECK(has_branch_operand(static_cast<uint8_t>(op)) == one_target);
  }
  for (uint8_t op = op_ifeq; op <= op_if_acmpne; ++op) CHECK(flow_of(op) == FlowKind::kConditional);
  CHECK(flow_of(op_ifnull) == FlowKind::kConditional);
  CHECK(flow_of(op_ifnonnull) == FlowKind::kConditional);
  CHECK(flow_of(op_goto_w) == FlowKind::kGoto);
  CHECK(flow_of(op_jsr_w) == FlowKind::kJsr);
  CHECK(flow_of(op_ret) == FlowKind::kRet);
  CHECK(flow_of(op_athrow) == FlowKind::kThrow);
  CHECK(flow_of(op_lookupswitch) == FlowKind::kSwitch);
  for (uint8_t op = op_ireturn; op <= op_return_; ++op) CHECK(is_return(op));
  CHECK(flow_of(op_invokevirtual) == FlowKind::kNext);  // a call comes back
}

TEST_CASE("Stack effects of a sample of instructions", "[bytecodes]") {
  struct Expected {
    uint8_t op;
    const char* pops;
    const char* pushes;
    int popped, pushed;
  };
  // JVMS 6.5's "Operand Stack" lines, in slots.
  const Expected expected[] = {
      {op_iadd, "II", "I", 2, 1},         {op_ladd, "JJ", "J", 4, 2},        {op_lshl, "JI", "J", 3, 2},
      {op_lcmp, "JJ", "I", 4, 1},         {op_dcmpg, "DD", "I", 4, 1},       {op_fcmpl, "FF", "I", 2, 1},
      {op_i2d, "I", "D", 1, 2},           {op_d2l, "D", "J", 2, 2},          {op_l2i, "J", "I", 2, 1},
      {op_baload, "AI", "I", 2, 1},       {op_daload, "AI", "D", 2, 2},      {op_iastore, "AII", "", 3, 0},
      {op_lastore, "AIJ", "", 4, 0},      {op_aastore, "AIA", "", 3, 0},     {op_aconst_null, "", "A", 0, 1},
      {op_dconst_1, "", "D", 0, 2},       {op_sipush, "", "I", 0, 1},        {op_ldc, "", "1", 0, 1},
      {op_ldc2_w, "", "2", 0, 2},         {op_lload_2, "", "J", 0, 2},       {op_astore, "A", "", 1, 0},
      {op_pop2, "ss", "", 2, 0},          {op_dup_x1, "11", "111", 2, 3},    {op_dup2_x2, "ssss", "ssssss", 4, 6},
      {op_swap, "11", "11", 2, 2},        {op_if_acmpne, "AA", "", 2, 0},    {op_tableswitch, "I", "", 1, 0},
      {op_jsr, "", "R", 0, 1},            {op_lreturn, "J", "", 2, 0},       {op_return_, "", "", 0, 0},
      {op_new_, "", "A", 0, 1},           {op_newarray, "I", "A", 1, 1},     {op_arraylength, "A", "I", 1, 1},
      {op_athrow, "A", "", 1, 0},         {op_checkcast, "A", "A", 1, 1},    {op_instanceof, "A", "I", 1, 1},
      {op_monitorexit, "A", "", 1, 0},    {op_iinc, "", "", 0, 0},
  };
  for (const Expected& e : expected) {
    INFO(kBytecodeName[e.op]);
    const StackEffect& effect = stack_effect(e.op);
    CHECK(std::string(effect.pops) == e.pops);
    CHECK(std::string(effect.pushes) == e.pushes);
    CHECK(effect.popped_slots == e.popped);
    CHECK(effect.pushed_slots == e.pushed);
    CHECK_FALSE(effect.variable);
  }
  // What the constant pool or an operand decides is marked, beside the
  // values that are always there (the receiver, the array).
  for (uint8_t op : {op_getstatic, op_putstatic, op_getfield, op_putfield, op_invokevirtual, op_invokespecial,
                     op_invokestatic, op_invokeinterface, op_invokedynamic, op_multianewarray, op_wide}) {
    INFO(kBytecodeName[op]);
    CHECK(stack_effect(op).variable);
  }
  CHECK(stack_effect(op_getfield).popped_slots == 1);
  CHECK(stack_effect(op_invokeinterface).popped_slots == 1);
  CHECK(stack_effect(op_invokestatic).popped_slots == 0);
  CHECK(stack_effect(op_multianewarray).pushed_slots == 1);
}

TEST_CASE("Branch targets of hand-assembled code", "[bytecodes]") {
  // bci 0: nop; bci 1: tableswitch, two bytes of padding, default +40, 3..5.
  std::vector<uint8_t> table{op_nop, op_tableswitch, 0, 0};
  put_s4(table, 40);
  put_s4(table, 3);
  put_s4(table, 5);
  put_s4(table, 20);
  put_s4(table, 24);
  put_s4(table, -1);
  REQUIRE(instruction_length(table.data(), table.size(), 1) == table.size() - 1);
  CHECK(targets_of(table, 1) == std::vector<int64_t>{41, 21, 25, 0});
  SwitchOperands t(table.data(), 1);
  CHECK(t.is_table());
  CHECK(t.case_count() == 3);
  CHECK(t.key(0) == 3);
  CHECK(t.key(2) == 5);

  // bci 3: lookupswitch, no padding, default +9, keys -7 and 100.
  std::vector<uint8_t> lookup{op_nop, op_nop, op_nop, op_lookupswitch};
  put_s4(lookup, 9);
  put_s4(lookup, 2);
  put_s4(lookup, -7);
  put_s4(lookup, 13);
  put_s4(lookup, 100);
  put_s4(lookup, -3);
  REQUIRE(instruction_length(lookup.data(), lookup.size(), 3) == lookup.size() - 3);
  CHECK(targets_of(lookup, 3) == std::vector<int64_t>{12, 16, 0});
  std::vector<std::pair<int64_t, bool>> flagged;
  for_each_branch_target(lookup.data(), 3, [&](int64_t target, bool is_default) { flagged.emplace_back(target, is_default); });
  CHECK(flagged == std::vector<std::pair<int64_t, bool>>{{12, true}, {16, false}, {0, false}});
  SwitchOperands l(lookup.data(), 3);
  CHECK_FALSE(l.is_table());
  CHECK(l.key(0) == -7);
  CHECK(l.key(1) == 100);

  std::vector<uint8_t> branches{op_iconst_0, op_ifeq, 0xff, 0xff, op_goto_w, 0xff, 0xff, 0xff, 0xfb, op_jsr, 0, 3};
  CHECK(targets_of(branches, 1) == std::vector<int64_t>{0});
  CHECK(targets_of(branches, 4) == std::vector<int64_t>{-1});  // not checked here: the checker's job
  CHECK(targets_of(branches, 9) == std::vector<int64_t>{12});
  CHECK(targets_of(branches, 0).empty());
  CHECK(branch_target(branches.data() + 1, 1) == 0);
  CHECK(branch_target(branches.data(), 0) == -1);
}

TEST_CASE("Quick opcodes follow the standard set and name their standard instruction", "[bytecodes]") {
  using namespace loupe::interp;
  CHECK(q_first == 0xcb);
  CHECK(q_getfield_b == 0xcb);
  for (int op = 0; op < 256; ++op) {
    const uint8_t standard = kStandardOpcode[op];
    if (op < q_first || op > q_last) {
      CHECK(standard == op);
      continue;
    }
    INFO("quick opcode " << op << " stands for " << kBytecodeName[standard]);
    CHECK(standard < kNumStandardBytecodes);
    // Quickening resolves a constant-pool reference; the length stays.
    const OperandKind k = operands_of(standard);
    CHECK((k == OperandKind::kConstantPool || k == OperandKind::kConstantPool1 || k == OperandKind::kInterfaceCall ||
           k == OperandKind::kDynamicCall));
  }
  CHECK(kStandardOpcode[q_putstatic_volatile] == op_putstatic);
  CHECK(kStandardOpcode[q_invokeinterface_object] == op_invokeinterface);
  CHECK(kStandardOpcode[q_ldc_w_class] == op_ldc_w);
  CHECK(kStandardOpcode[q_new] == op_new_);
}
