// Structural checks of method code, done once when a class is parsed, so that
// the interpreter can trust every instruction boundary, branch target,
// local-variable index and constant-pool operand. (Operand-stack depth and
// value kinds are checked later, by the stack-map analysis, before a method
// first runs.)
//
// The messages are those of HotSpot's inference verifier (the one it uses
// for class files before version 50), which checks the same things in the
// same order: "(class: C, method: m signature: (I)V) Illegal target of jump
// or branch". HotSpot's type-checking verifier, for version 50 and later,
// reports the same faults in a longer form that Loupe does not imitate.
#include <vector>

#include "vm/classfile/class_file_internal.h"
#include "vm/classfile/descriptors.h"

namespace loupe::vm {

namespace {

class CodeChecker {
 public:
  CodeChecker(const ClassFile& cf, const MethodInfo& m, const std::string& class_name)
      : cf_(cf), method_(m), code_(*m.code), class_name_(class_name),
        starts_(code_.code.size(), false) {}

  void run() {
    mark_instruction_starts();
    for (size_t bci = 0; bci < code_.code.size();) {
      size_t length = instruction_length(code_.code.data(), code_.code.size(), bci);
      check_instruction(bci);
      bci += length;
    }
    check_handlers();
  }

 private:
  [[noreturn]] void verify_error(const std::string& problem) {
    throw ParseFailure{ClassFileErrorKind::kVerify, "(class: " + class_name_ + ", method: " + method_.name->str() +
                                                        " signature: " + method_.descriptor->str() + ") " + problem};
  }

  [[noreturn]] void format_error(const std::string& problem) {
    throw ParseFailure{ClassFileErrorKind::kClassFormat, problem + " in class file " + class_name_};
  }

  // Why the instruction at bci has no length (instruction_length gave 0):
  // an opcode or a switch that cannot be decoded at all is "illegal", one
  // that would just run past the end of the code "stops in the middle".
  [[noreturn]] void undecodable(size_t bci) {
    const size_t n = code_.code.size();
    const uint8_t* p = at(bci);
    bool illegal = kBytecodeLength[p[0]] < 0;
    if (p[0] == op_wide) {
      illegal = bci + 1 >= n || !is_widenable(p[1]);
    } else if (is_switch(p[0])) {
      // The words up to the count must be there, and the count make sense.
      bool table = p[0] == op_tableswitch;
      size_t base = (bci + 4) & ~size_t{3};
      illegal = base + (table ? 12 : 8) > n;
      if (!illegal) {
        int64_t cases = SwitchOperands(code_.code.data(), bci).case_count();
        illegal = table ? cases < 1 || cases > 65536 : cases < 0 || cases > 65535;
      }
    }
    if (illegal) verify_error("Illegal instruction found at offset " + std::to_string(bci));
    verify_error("Code stops in the middle of instruction  starting at offset " + std::to_string(bci));
  }

  // The loads, stores, ret and iinc (bytecodes.def's local-index operands).
  static bool is_widenable(uint8_t op) {
    return operands_of(op) == OperandKind::kLocal || operands_of(op) == OperandKind::kLocalAndConst;
  }

  const uint8_t* at(size_t bci) const { return code_.code.data() + bci; }

  void mark_instruction_starts() {
    const size_t n = code_.code.size();
    for (size_t bci = 0; bci < n;) {
      size_t length = kBytecodeLength[code_.code[bci]] < 0 ? 0 : instruction_length(code_.code.data(), n, bci);
      if (length == 0 || (code_.code[bci] == op_wide && !is_widenable(code_.code[bci + 1]))) undecodable(bci);
      starts_[bci] = true;
      bci += length;
    }
  }

  bool is_target(int64_t target) const {
    return target >= 0 && target < static_cast<int64_t>(code_.code.size()) && starts_[target];
  }

  void check_target(int64_t target, const char* problem = "Illegal target of jump or branch") {
    if (!is_target(target)) verify_error(problem);
  }

  void check_local(uint32_t index, bool wide_value) {
    if (index + (wide_value ? 1u : 0u) >= code_.max_locals) verify_error("Illegal local variable number");
  }

  const CpEntry& cp_entry(uint16_t index) {
    if (index == 0 || index >= cf_.constant_pool.size()) verify_error("Illegal constant pool index");
    return cf_.constant_pool[index];
  }

  void expect_tag(uint16_t index, std::initializer_list<CpTag> tags) {
    CpTag tag = cp_entry(index).tag;
    for (CpTag t : tags) {
      if (t == tag) return;
    }
    verify_error("Illegal type in constant pool");
  }

  // The member name of a Fieldref/Methodref/InterfaceMethodref.
  std::string_view member_name(uint16_t index) const {
    const CpEntry& nat = cf_.constant_pool[cf_.constant_pool[index].index.second];
    return cf_.utf8_at(nat.index.first)->view();
  }

  std::string_view member_descriptor(uint16_t index) const {
    const CpEntry& nat = cf_.constant_pool[cf_.constant_pool[index].index.second];
    return cf_.utf8_at(nat.index.second)->view();
  }

  void check_instruction(size_t bci) {
    const uint8_t* p = at(bci);
    uint8_t op = p[0];
    switch (op) {
      case op_ldc:
      case op_ldc_w: {
        uint16_t index = op == op_ldc ? p[1] : read_u2(p + 1);
        expect_tag(index, {CpTag::kInteger, CpTag::kFloat, CpTag::kString, CpTag::kClass,
                           CpTag::kMethodType, CpTag::kMethodHandle, CpTag::kDynamic});
        if (cf_.constant_pool[index].tag == CpTag::kClass && cf_.major_version < 49) {
          verify_error("Illegal type in constant pool");
        }
        break;
      }
      case op_ldc2_w:
        expect_tag(read_u2(p + 1), {CpTag::kLong, CpTag::kDouble, CpTag::kDynamic});
        break;
      case op_ret:
        if (cf_.major_version >= 51) verify_error("jsr/ret are not allowed in class files of version 51 or later");
        check_local(p[1], false);
        break;
      case op_iload: case op_fload: case op_aload: case op_istore: case op_fstore: case op_astore:
        check_local(p[1], false);
        break;
      case op_lload: case op_dload: case op_lstore: case op_dstore:
        check_local(p[1], true);
        break;
      case op_iinc:
        check_local(p[1], false);
        break;
      case op_wide:
        check_wide(bci);
        break;
      case op_jsr:
      case op_jsr_w:
        if (cf_.major_version >= 51) verify_error("jsr/ret are not allowed in class files of version 51 or later");
        check_target(branch_target(p, bci));
        break;
      case op_tableswitch:
      case op_lookupswitch:
        check_switch(bci);
        break;
      case op_getstatic: case op_putstatic: case op_getfield: case op_putfield:
        expect_tag(read_u2(p + 1), {CpTag::kFieldref});
        break;
      case op_invokevirtual:
      case op_invokespecial:
      case op_invokestatic:
      case op_invokeinterface:
        check_invoke(bci, op);
        break;
      case op_invokedynamic:
        if (cf_.major_version < 51) verify_error("invokedynamic bytecode is not supported in this class file version");
        expect_tag(read_u2(p + 1), {CpTag::kInvokeDynamic});
        if (p[3] != 0 || p[4] != 0) verify_error("Third and fourth operand bytes of invokedynamic must be zero");
        break;
      case op_new_: {
        uint16_t index = read_u2(p + 1);
        expect_tag(index, {CpTag::kClass});
        if (cf_.class_name_at(index)->starts_with('[')) verify_error("Illegal creation of multi-dimensional array");
        break;
      }
      case op_anewarray: case op_checkcast: case op_instanceof:
        expect_tag(read_u2(p + 1), {CpTag::kClass});
        break;
      case op_multianewarray: {
        uint16_t index = read_u2(p + 1);
        expect_tag(index, {CpTag::kClass});
        std::string_view name = cf_.class_name_at(index)->view();
        size_t dims = name.find_first_not_of('[');
        if (p[3] == 0 || p[3] > dims) verify_error("Illegal dimension argument");
        break;
      }
      case op_newarray:
        if (p[1] < 4 || p[1] > 11) verify_error("Bad type passed to newarray");
        break;
      default:
        if (has_branch_operand(op)) check_target(branch_target(p, bci));  // the if family, goto, goto_w
        break;
    }
  }

  void check_wide(size_t bci) {
    const uint8_t* p = at(bci);
    uint16_t index = read_u2(p + 2);
    switch (p[1]) {
      case op_lload: case op_dload: case op_lstore: case op_dstore:
        check_local(index, true);
        break;
      default:  // the other widenable ones: undecodable() refused the rest
        check_local(index, false);
        break;
    }
  }

  // In HotSpot's order: padding, key order, the default target, the others.
  void check_switch(size_t bci) {
    const uint8_t* code = code_.code.data();
    size_t base = (bci + 4) & ~size_t{3};
    for (size_t pad = bci + 1; pad < base; ++pad) {
      if (code[pad] != 0 && cf_.major_version >= 51) verify_error("Non zero padding bytes in switch");
    }
    const SwitchOperands operands(code, bci);
    if (!operands.is_table()) {
      for (int64_t i = 1; i < operands.case_count(); ++i) {
        if (operands.key(i) <= operands.key(i - 1)) verify_error("Unsorted lookup switch");
      }
    }
    for_each_branch_target(code, bci, [&](int64_t target, bool is_default) {
      check_target(target, is_default ? "Illegal default target in switch" : "Illegal branch in tableswitch");
    });
  }

  void check_invoke(size_t bci, uint8_t op) {
    const uint8_t* p = at(bci);
    uint16_t index = read_u2(p + 1);
    if (op == op_invokevirtual) {
      expect_tag(index, {CpTag::kMethodref});
    } else if (op == op_invokeinterface) {
      expect_tag(index, {CpTag::kInterfaceMethodref});
    } else if (cf_.major_version >= 52) {
      expect_tag(index, {CpTag::kMethodref, CpTag::kInterfaceMethodref});
    } else {
      expect_tag(index, {CpTag::kMethodref});
    }
    std::string_view name = member_name(index);
    if (name == "<init>" && op != op_invokespecial) verify_error("Must call initializers using invokespecial");
    if (name[0] == '<' && name != "<init>") verify_error("Illegal call to internal method");
    if (op == op_invokeinterface) {
      int slots = parse_method_descriptor(member_descriptor(index)).parameter_slots + 1;
      if (p[3] != slots) verify_error("Inconsistent args_size for invokeinterface");
      if (p[4] != 0) verify_error("Fourth operand byte of invokeinterface must be zero");
    }
  }

  void check_handlers() {
    const size_t n = code_.code.size();
    for (const ExceptionHandler& h : code_.handlers) {
      bool range_ok = h.start_pc < h.end_pc && h.start_pc < n && starts_[h.start_pc] &&
                      (h.end_pc == n || (h.end_pc < n && starts_[h.end_pc]));
      if (!range_ok) format_error("Illegal exception table range");
      if (h.handler_pc >= n || !starts_[h.handler_pc]) format_error("Illegal exception table handler");
    }
  }

  const ClassFile& cf_;
  const MethodInfo& method_;
  const CodeAttribute& code_;
  const std::string& class_name_;
  std::vector<bool> starts_;
};

}  // namespace

void check_code(const ClassFile& cf, const MethodInfo& method, const std::string& class_name) {
  CodeChecker(cf, method, class_name).run();
}

}  // namespace loupe::vm
