// Structural checks of method code, done once when a class is parsed, so that
// the interpreter can trust every instruction boundary, branch target,
// local-variable index and constant-pool operand. (Operand-stack depth and
// value kinds are checked later, by the stack-map analysis, before a method
// first runs.)
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
      check_instruction(bci, length);
      bci += length;
    }
    check_handlers();
  }

 private:
  [[noreturn]] void verify_error(size_t bci, const std::string& problem) {
    throw ParseFailure{ClassFileErrorKind::kVerify,
                       "(class: " + class_name_ + ", method: " + method_.name->str() + " signature: " +
                           method_.descriptor->str() + ") " + problem + " at bci " + std::to_string(bci)};
  }

  [[noreturn]] void format_error(const std::string& problem) {
    throw ParseFailure{ClassFileErrorKind::kClassFormat, problem + " in class file " + class_name_};
  }

  const uint8_t* at(size_t bci) const { return code_.code.data() + bci; }

  void mark_instruction_starts() {
    const size_t n = code_.code.size();
    for (size_t bci = 0; bci < n;) {
      uint8_t op = code_.code[bci];
      if (kBytecodeLength[op] < 0) verify_error(bci, "Bad instruction 0x" + hex(op));
      size_t length = instruction_length(code_.code.data(), n, bci);
      if (length == 0) verify_error(bci, std::string("Truncated or malformed ") + kBytecodeName[op]);
      starts_[bci] = true;
      bci += length;
    }
  }

  static std::string hex(unsigned v) {
    static const char* digits = "0123456789abcdef";
    return std::string{digits[(v >> 4) & 15], digits[v & 15]};
  }

  void check_target(size_t bci, int64_t target) {
    if (target < 0 || target >= static_cast<int64_t>(code_.code.size()) || !starts_[target]) {
      verify_error(bci, "Illegal target of jump or branch");
    }
  }

  void check_local(size_t bci, uint32_t index, bool wide_value) {
    if (index + (wide_value ? 1u : 0u) >= code_.max_locals) verify_error(bci, "Illegal local variable number");
  }

  const CpEntry& cp_entry(size_t bci, uint16_t index) {
    if (index == 0 || index >= cf_.constant_pool.size()) verify_error(bci, "Illegal constant pool index");
    return cf_.constant_pool[index];
  }

  void expect_tag(size_t bci, uint16_t index, std::initializer_list<CpTag> tags) {
    CpTag tag = cp_entry(bci, index).tag;
    for (CpTag t : tags) {
      if (t == tag) return;
    }
    verify_error(bci, std::string("Illegal type ") + cp_tag_name(tag) + " in constant pool");
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

  void check_instruction(size_t bci, size_t length) {
    const uint8_t* p = at(bci);
    uint8_t op = p[0];
    switch (op) {
      case op_ldc:
      case op_ldc_w: {
        uint16_t index = op == op_ldc ? p[1] : read_u2(p + 1);
        expect_tag(bci, index, {CpTag::kInteger, CpTag::kFloat, CpTag::kString, CpTag::kClass,
                                CpTag::kMethodType, CpTag::kMethodHandle, CpTag::kDynamic});
        if (cf_.constant_pool[index].tag == CpTag::kClass && cf_.major_version < 49) {
          verify_error(bci, "Illegal type Class in constant pool");
        }
        break;
      }
      case op_ldc2_w:
        expect_tag(bci, read_u2(p + 1), {CpTag::kLong, CpTag::kDouble, CpTag::kDynamic});
        break;
      case op_iload: case op_fload: case op_aload: case op_istore: case op_fstore: case op_astore:
      case op_ret:
        check_local(bci, p[1], false);
        break;
      case op_lload: case op_dload: case op_lstore: case op_dstore:
        check_local(bci, p[1], true);
        break;
      case op_iinc:
        check_local(bci, p[1], false);
        break;
      case op_wide:
        check_wide(bci);
        break;
      case op_ifeq: case op_ifne: case op_iflt: case op_ifge: case op_ifgt: case op_ifle:
      case op_if_icmpeq: case op_if_icmpne: case op_if_icmplt: case op_if_icmpge:
      case op_if_icmpgt: case op_if_icmple: case op_if_acmpeq: case op_if_acmpne:
      case op_goto_: case op_ifnull: case op_ifnonnull:
        check_target(bci, static_cast<int64_t>(bci) + read_s2(p + 1));
        break;
      case op_jsr:
      case op_jsr_w:
        if (cf_.major_version >= 51) verify_error(bci, "jsr/ret are not allowed in class files of version 51 or later");
        check_target(bci, static_cast<int64_t>(bci) + (op == op_jsr ? read_s2(p + 1) : read_s4(p + 1)));
        break;
      case op_goto_w:
        check_target(bci, static_cast<int64_t>(bci) + read_s4(p + 1));
        break;
      case op_tableswitch:
      case op_lookupswitch:
        check_switch(bci);
        break;
      case op_getstatic: case op_putstatic: case op_getfield: case op_putfield:
        expect_tag(bci, read_u2(p + 1), {CpTag::kFieldref});
        break;
      case op_invokevirtual:
      case op_invokespecial:
      case op_invokestatic:
      case op_invokeinterface:
        check_invoke(bci, op);
        break;
      case op_invokedynamic:
        expect_tag(bci, read_u2(p + 1), {CpTag::kInvokeDynamic});
        if (p[3] != 0 || p[4] != 0) verify_error(bci, "Illegal invokedynamic instruction");
        break;
      case op_new_: {
        uint16_t index = read_u2(p + 1);
        expect_tag(bci, index, {CpTag::kClass});
        if (cf_.class_name_at(index)->starts_with('[')) verify_error(bci, "Illegal new instruction");
        break;
      }
      case op_anewarray: case op_checkcast: case op_instanceof:
        expect_tag(bci, read_u2(p + 1), {CpTag::kClass});
        break;
      case op_multianewarray: {
        uint16_t index = read_u2(p + 1);
        expect_tag(bci, index, {CpTag::kClass});
        std::string_view name = cf_.class_name_at(index)->view();
        size_t dims = name.find_first_not_of('[');
        if (p[3] == 0 || p[3] > dims) verify_error(bci, "Illegal dimension in multianewarray instruction");
        break;
      }
      case op_newarray:
        if (p[1] < 4 || p[1] > 11) verify_error(bci, "Illegal newarray instruction");
        break;
      default:
        break;
    }
    (void)length;
  }

  void check_wide(size_t bci) {
    const uint8_t* p = at(bci);
    uint16_t index = read_u2(p + 2);
    switch (p[1]) {
      case op_iload: case op_fload: case op_aload: case op_istore: case op_fstore: case op_astore:
      case op_ret: case op_iinc:
        check_local(bci, index, false);
        break;
      case op_lload: case op_dload: case op_lstore: case op_dstore:
        check_local(bci, index, true);
        break;
      default:
        verify_error(bci, "Bad wide instruction");
    }
  }

  void check_switch(size_t bci) {
    const uint8_t* p = at(bci);
    size_t base = (bci + 4) & ~size_t{3};
    for (size_t pad = bci + 1; pad < base; ++pad) {
      if (code_.code[pad] != 0 && cf_.major_version >= 51) verify_error(bci, "Nonzero padding bytes in switch");
    }
    const uint8_t* words = code_.code.data() + base;
    check_target(bci, static_cast<int64_t>(bci) + read_s4(words));
    if (p[0] == op_tableswitch) {
      int64_t low = read_s4(words + 4), high = read_s4(words + 8);
      for (int64_t i = 0; i <= high - low; ++i) check_target(bci, static_cast<int64_t>(bci) + read_s4(words + 12 + 4 * i));
    } else {
      int32_t pairs = read_s4(words + 4);
      for (int32_t i = 0; i < pairs; ++i) {
        if (i > 0 && read_s4(words + 8 + 8 * i) <= read_s4(words + 8 + 8 * (i - 1))) {
          verify_error(bci, "Bad lookupswitch instruction");
        }
        check_target(bci, static_cast<int64_t>(bci) + read_s4(words + 12 + 8 * i));
      }
    }
  }

  void check_invoke(size_t bci, uint8_t op) {
    const uint8_t* p = at(bci);
    uint16_t index = read_u2(p + 1);
    if (op == op_invokevirtual) {
      expect_tag(bci, index, {CpTag::kMethodref});
    } else if (op == op_invokeinterface) {
      expect_tag(bci, index, {CpTag::kInterfaceMethodref});
    } else if (cf_.major_version >= 52) {
      expect_tag(bci, index, {CpTag::kMethodref, CpTag::kInterfaceMethodref});
    } else {
      expect_tag(bci, index, {CpTag::kMethodref});
    }
    std::string_view name = member_name(index);
    if (name == "<init>" && op != op_invokespecial) verify_error(bci, "Illegal call to internal method");
    if (name[0] == '<' && name != "<init>") verify_error(bci, "Illegal call to internal method");
    if (op == op_invokeinterface) {
      int slots = parse_method_descriptor(member_descriptor(index)).parameter_slots + 1;
      if (p[3] != slots) verify_error(bci, "Inconsistent args count operand in invokeinterface");
      if (p[4] != 0) verify_error(bci, "Fourth operand byte of invokeinterface must be zero");
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
