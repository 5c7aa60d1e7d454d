// Who hears about compiled code (announce.h): JVMPI agents that enabled
// COMPILED_METHOD_LOAD/UNLOAD, and the student who asked for
// -Xjit:print=<pattern>. Both cost one test each when nobody listens: the
// event's byte flag, and whether the pattern is empty.
//
// Everything here reads the code after it was published. A template is
// the range from its instruction's offset to the next instruction's, in
// code order; the code before the first template (the prologue) and after
// the last one (the fall-off exit, the direct entry, the exit stubs, the
// epilogue) belongs to no instruction. What the listing says beside the
// machine code comes from three places: the Translator's notes and named
// constants (recorded while it emitted the code, for listed methods only),
// the field tables built from the offsets the templates use, and the VM's
// symbol table for the C++ functions and variables the code calls or reads.
#include "jit/announce.h"

#include <capstone/capstone.h>

#include <algorithm>
#include <atomic>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <span>
#include <unordered_map>

#include "jit/jit.h"
#include "jit/translator.h"
#include "jvmpi/jvmpi.h"
#include "vm/base/native_stack.h"
#include "vm/classfile/bytecodes.h"
#include "vm/runtime/thread.h"

namespace loupe::jit {

using namespace vm;

namespace {

// ---- the code's layout ----

struct Piece {
  uint32_t bci;
  uint32_t begin, end;  // offsets in the code; begin == end: no code of its own
};

struct Layout {
  std::vector<Piece> instructions;  // in code order
  uint32_t first = 0;               // where the first template starts (the prologue ends)
  uint32_t tail = 0;                // where the code after the last template starts
};

Layout layout_of(const CompiledMethodInfo& info) {
  const uint32_t size = static_cast<uint32_t>(info.size);
  const uint32_t length = info.method->code_length();
  Layout out;
  out.tail = size;
  std::vector<std::pair<uint32_t, uint32_t>> order;  // (offset, bci)
  for (auto [bci, offset] : info.instruction_offsets) {
    if (offset >= size) continue;  // not in this code: nothing sensible to say about it
    if (bci >= length) {
      out.tail = offset;
      continue;
    }
    order.emplace_back(offset, bci);
  }
  // Of instructions at one offset, the last in bci order has the code (the
  // ones before emitted nothing): sorting by bci too puts it last.
  std::sort(order.begin(), order.end());
  out.first = order.empty() ? out.tail : std::min(order.front().first, out.tail);
  for (size_t i = 0; i < order.size(); ++i) {
    uint32_t begin = order[i].first;
    uint32_t end = i + 1 < order.size() ? order[i + 1].first : std::max(out.tail, begin);
    out.instructions.push_back(Piece{order[i].second, begin, end});
  }
  return out;
}

// ---- bytecode as text ----

const char* const kArrayTypes[] = {"boolean", "char", "float", "double", "byte", "short", "int", "long"};

class ConstantText {
 public:
  explicit ConstantText(const Class& cls) : pool_(cls.constant_pool) {}

  // What constant-pool entry `index` names, as javap's comments say it.
  std::string operator()(uint32_t index) const {
    if (index == 0 || index >= pool_.size()) return "?";
    const CpCacheEntry& e = pool_[index];
    char number[64];
    switch (e.tag) {
      case CpTag::kUtf8: return std::string(e.utf8->view());
      case CpTag::kInteger: return std::to_string(e.int_value);
      case CpTag::kFloat:
        std::snprintf(number, sizeof number, "%gf", static_cast<double>(e.float_value));
        return number;
      case CpTag::kLong: return std::to_string(e.long_value) + "l";
      case CpTag::kDouble:
        std::snprintf(number, sizeof number, "%gd", e.double_value);
        return number;
      case CpTag::kClass: return utf8(e.first);
      case CpTag::kString: return quoted(utf8(e.first));
      case CpTag::kFieldref:
      case CpTag::kMethodref:
      case CpTag::kInterfaceMethodref:
        return class_name(e.first) + "." + name_and_type(e.second);
      case CpTag::kNameAndType: return name_and_type(index);
      case CpTag::kMethodType: return utf8(e.first);
      case CpTag::kMethodHandle: return std::string("MethodHandle ") + (*this)(e.first);
      case CpTag::kDynamic:
      case CpTag::kInvokeDynamic: return std::string("#") + std::to_string(e.first) + ":" + name_and_type(e.second);
      default: return "?";
    }
  }

 private:
  std::string utf8(uint32_t index) const {
    if (index >= pool_.size() || pool_[index].tag != CpTag::kUtf8) return "?";
    return std::string(pool_[index].utf8->view());
  }
  std::string class_name(uint32_t index) const {
    if (index >= pool_.size() || pool_[index].tag != CpTag::kClass) return "?";
    return utf8(pool_[index].first);
  }
  std::string name_and_type(uint32_t index) const {
    if (index >= pool_.size() || pool_[index].tag != CpTag::kNameAndType) return "?";
    return utf8(pool_[index].first) + ":" + utf8(pool_[index].second);
  }
  // A string constant, short enough for one line of a listing.
  static std::string quoted(const std::string& s) {
    constexpr size_t kMax = 40;
    std::string out = "\"";
    for (char c : s.substr(0, kMax)) {
      if (c == '\n') {
        out += "\\n";
      } else if (c == '"' || c == '\\') {
        out += '\\';
        out += c;
      } else {
        out += c;
      }
    }
    return out + (s.size() > kMax ? "...\"" : "\"");
  }

  const std::vector<CpCacheEntry>& pool_;
};

// ---- disassembly ----

// What the listing says beside the machine code: the notes the
// Translator left (stubs, inlined calls, guards), the names of the fields
// reached through compiled code's fixed registers, and the names of the
// C++ functions and variables whose addresses the code embeds.
struct Landmarks {
  const uint8_t* code;
  const Layout* layout;
  const uint8_t* interp_code;  // exits load rax with an address in it
  uint32_t code_length;
  std::vector<CodeNote> notes;              // sorted by offset, in the order recorded at each
  std::unordered_map<uint64_t, std::string> constants;  // what the Translator said embedded addresses are
  std::vector<NamedOffset> thread_fields;   // [rbx + d]: rbx holds the Thread (translator.cpp, prologue)
  std::vector<NamedOffset> frame_fields;    // [r14 + d]: r14 the Frame; r13 the locals

  // The notes at `offset` (a search: a listing asks at every instruction).
  std::span<const CodeNote> notes_at(uint32_t offset) const {
    auto [first, last] = std::equal_range(notes.begin(), notes.end(), CodeNote{offset, {}},
                                          [](const CodeNote& a, const CodeNote& b) { return a.offset < b.offset; });
    return {first, last};
  }

  // The instruction whose template starts at `offset`, if any: the first
  // there (a branch to an instruction folded into the next one's template
  // lands where both start).
  const Piece* instruction_at(uint64_t offset) const {
    auto it = std::lower_bound(layout->instructions.begin(), layout->instructions.end(), offset,
                               [](const Piece& p, uint64_t o) { return p.begin < o; });
    return it != layout->instructions.end() && it->begin == offset ? &*it : nullptr;
  }

  // The label of the note that starts at `offset` ("exit stub for bci
  // 12 (getfield)"): what a jump there goes to. Empty if none.
  std::string label_at(uint32_t offset) const {
    for (const CodeNote& n : notes_at(offset)) {
      if (n.closes) continue;
      size_t colon = n.text.find(": ");
      return colon == std::string::npos ? n.text : n.text.substr(0, colon);
    }
    return "";
  }

  // A field reached through a fixed register: "Thread::pending_exception",
  // "Frame::pc", "stack slot 2", "local 1". Empty for any other operand.
  std::string field(const x86_op_mem& m) const {
    if (m.index != X86_REG_INVALID || m.segment != X86_REG_INVALID) return "";
    const auto disp = static_cast<int64_t>(m.disp);
    auto lookup = [&](const std::vector<NamedOffset>& table) -> std::string {
      for (const NamedOffset& f : table) {
        if (f.offset == disp) return f.name;
      }
      return "";
    };
    switch (m.base) {
      case X86_REG_RBX: return lookup(thread_fields);
      case X86_REG_R14:
        // The operand stack starts right after the frame (kStackBase).
        if (disp >= kStackBase && (disp - kStackBase) % 8 == 0) {
          return "stack slot " + std::to_string((disp - kStackBase) / 8);
        }
        return lookup(frame_fields);
      case X86_REG_R13:
        if (disp >= 0 && disp % 8 == 0) return "local " + std::to_string(disp / 8);
        return "";
      default: return "";
    }
  }
};

// A C++ function or variable at `address` (a helper compiled code calls,
// a flag it tests), as its symbol says, shortened for a listing:
// "interp::compiled::new_instance" for
// "loupe::interp::compiled::new_instance(loupe::vm::Thread*, ...)",
// "jvmpi::g_event_enabled+0x41". Empty when no symbol covers it (a
// class, a method, a constant-pool entry: addresses in the VM's memory).
std::string symbol_text(uint64_t address) {
  vm::NativeFrame found = vm::describe_address(reinterpret_cast<const void*>(address));
  std::string name = found.function;
  if (name.empty()) return "";
  // A function's parameter list goes: its name says enough.
  if (found.function_offset == 0 && name.ends_with(')')) {
    int depth = 0;
    for (size_t i = name.size(); i-- > 0;) {
      if (name[i] == ')') ++depth;
      if (name[i] == '(' && --depth == 0) {
        name.resize(i);
        break;
      }
    }
  }
  for (std::string_view noise : {"loupe::", "(anonymous namespace)::"}) {
    for (size_t at; (at = name.find(noise)) != std::string::npos;) name.erase(at, noise.size());
  }
  if (found.function_offset != 0) {
    char hex[32];
    std::snprintf(hex, sizeof hex, "+%#zx", found.function_offset);
    name += hex;
  }
  return name;
}

// symbol_text, remembered: the same few helpers and flags come back in
// every method, and most addresses (classes, methods) have no symbol.
std::string symbol_name(uint64_t address) {
  static std::mutex lock;
  static std::unordered_map<uint64_t, std::string> known;
  std::lock_guard<std::mutex> guard(lock);
  auto [it, added] = known.try_emplace(address);
  if (added) it->second = symbol_text(address);
  return it->second;
}

// One pass over a range of code: what registers were last loaded with a
// named address, so that `call rax` says which helper it calls.
class Disassembler {
 public:
  Disassembler(csh handle, const Landmarks& marks) : handle_(handle), marks_(marks) {}

  // Appends one line per machine instruction in [begin, end), the notes
  // at its offsets above them (and closing notes below the instruction
  // they close).
  void range(uint32_t begin, uint32_t end, std::string& out) {
    if (begin >= end) return;  // no code: the notes there belong to the ranges around
    loaded_.clear();
    uint32_t at = begin;
    while (at < end) {
      notes_at(at, at == begin, out);
      if (uint32_t table = data_at(at); table > 0) {
        at = jump_table(at, std::min(at + table, end), out);
        continue;
      }
      const uint8_t* start = marks_.code + at;
      cs_insn* insn = nullptr;
      // One instruction at a time: data (a jump table) may follow any of them.
      size_t count =
          handle_ != 0 ? cs_disasm(handle_, start, end - at, reinterpret_cast<uint64_t>(start), 1, &insn) : 0;
      char line[512];
      if (count == 0) {
        // Not an instruction (or no disassembler): the byte as data, and on.
        std::snprintf(line, sizeof line, "      %#018" PRIxPTR " +%04" PRIx32 "  %02x%28s .byte 0x%02x\n",
                      reinterpret_cast<uintptr_t>(start), at, start[0], "", start[0]);
        out += line;
        ++at;
        continue;
      }
      std::snprintf(line, sizeof line, "      %#018" PRIx64 " +%04" PRIx32 "  %-30s %s%s%s", insn->address, at,
                    hex_bytes(insn->bytes, insn->size).c_str(), insn->mnemonic, insn->op_str[0] != '\0' ? " " : "",
                    insn->op_str);
      out += line;
      std::vector<std::string> said = comments(*insn);
      for (size_t k = 0; k < said.size(); ++k) out += (k == 0 ? "    ; " : "; ") + said[k];
      out += '\n';
      at += static_cast<uint32_t>(insn->size);
      cs_free(insn, count);
    }
    closing_notes_at(end, out);
  }

 private:
  static std::string hex_bytes(const uint8_t* bytes, size_t size) {
    std::string text;
    for (size_t b = 0; b < size; ++b) {
      char hex[4];
      std::snprintf(hex, sizeof hex, "%02x ", bytes[b]);
      text += hex;
    }
    return text;
  }

  // The length of the data (a jump table) a note says starts at `offset`.
  uint32_t data_at(uint32_t offset) const {
    for (const CodeNote& n : marks_.notes_at(offset)) {
      if (n.data_bytes > 0) return n.data_bytes;
    }
    return 0;
  }

  // A tableswitch's jump table (templates.cpp, switch_on): 32-bit entries,
  // each a target's distance from the table. One line each, with the
  // target. Returns where the code goes on.
  uint32_t jump_table(uint32_t at, uint32_t end, std::string& out) const {
    const uint32_t table = at;
    char line[256];
    for (; at + 4 <= end; at += 4) {
      int32_t distance;
      std::memcpy(&distance, marks_.code + at, 4);
      const uint64_t target = reinterpret_cast<uint64_t>(marks_.code) + table + static_cast<int64_t>(distance);
      std::snprintf(line, sizeof line, "      %#018" PRIxPTR " +%04" PRIx32 "  %-30s .long %d",
                    reinterpret_cast<uintptr_t>(marks_.code + at), at, hex_bytes(marks_.code + at, 4).c_str(),
                    distance);
      out += line;
      std::string where = jump_target(target);
      if (!where.empty()) out += "    ; " + where;
      out += '\n';
    }
    return at;
  }

  // The notes recorded at `offset`, in the order recorded (code order).
  // The closing notes that come first there close code above: the range
  // that ends at `offset` prints them (closing_notes_at), the range that
  // starts there does not.
  void notes_at(uint32_t offset, bool at_range_start, std::string& out) const {
    bool leading = true;
    for (const CodeNote& n : marks_.notes_at(offset)) {
      leading = leading && n.closes;
      if (!(leading && at_range_start)) out += "      ; " + n.text + "\n";
    }
  }
  void closing_notes_at(uint32_t offset, std::string& out) const {
    for (const CodeNote& n : marks_.notes_at(offset)) {
      if (!n.closes) break;
      out += "      ; " + n.text + "\n";
    }
  }

  std::vector<std::string> comments(const cs_insn& insn) {
    std::vector<std::string> said;
    if (insn.detail == nullptr) return said;
    const cs_x86& x86 = insn.detail->x86;
    const bool jump = cs_insn_group(handle_, &insn, CS_GRP_JUMP);
    const bool call = cs_insn_group(handle_, &insn, CS_GRP_CALL);
    for (uint8_t i = 0; i < x86.op_count; ++i) {
      const cs_x86_op& op = x86.operands[i];
      if (op.type == X86_OP_MEM) {
        std::string name = marks_.field(op.mem);
        // lea computes the address and reads nothing.
        if (!name.empty()) said.push_back(insn.id == X86_INS_LEA ? "&" + name : name);
      } else if (op.type == X86_OP_REG && call) {
        // `call rax` after `movabs rax, <helper>`.
        auto it = loaded_.find(op.reg);
        if (it != loaded_.end()) said.push_back("helper: " + it->second);
      } else if (op.type == X86_OP_IMM && jump) {
        std::string where = jump_target(static_cast<uint64_t>(op.imm));
        if (!where.empty()) said.push_back(where);
      }
    }
    if (insn.id == X86_INS_MOVABS && x86.op_count == 2 && x86.operands[0].type == X86_OP_REG &&
        x86.operands[1].type == X86_OP_IMM) {
      const x86_reg reg = x86.operands[0].reg;
      const auto value = static_cast<uint64_t>(x86.operands[1].imm);
      loaded_.erase(reg);
      std::string name = constant(reg, value);
      if (!name.empty()) said.push_back(name);
    } else if (x86.op_count > 0 && x86.operands[0].type == X86_OP_REG && !jump && !call) {
      loaded_.erase(x86.operands[0].reg);  // overwritten (or changed): no longer the address
    }
    return said;
  }

  // " ; bci 12" for a jump to a template, the stub's label for a jump to
  // a stub.
  std::string jump_target(uint64_t value) const {
    const uint64_t base = reinterpret_cast<uint64_t>(marks_.code);
    if (value < base) return "";
    const uint64_t offset = value - base;
    if (const Piece* p = marks_.instruction_at(offset)) return "bci " + std::to_string(p->bci);
    if (offset > UINT32_MAX) return "";
    std::string label = marks_.label_at(static_cast<uint32_t>(offset));
    if (!label.empty()) return "-> " + label;
    return offset >= marks_.layout->tail ? "stubs" : "";
  }

  // An address moved into a register: "exit at bci 12" for an
  // interpreter pc moved into rax (how an exit names where the
  // interpreter goes on), "pc of bci 12" for one moved elsewhere; what the
  // Translator said it is ("class JitLabels", "method ..."); else the
  // symbol of a C++ function or variable.
  std::string constant(x86_reg reg, uint64_t value) {
    if (marks_.interp_code != nullptr) {
      const uint64_t base = reinterpret_cast<uint64_t>(marks_.interp_code);
      if (value >= base && value <= base + marks_.code_length) {
        return (reg == X86_REG_RAX ? "exit at bci " : "pc of bci ") + std::to_string(value - base);
      }
    }
    if (auto it = marks_.constants.find(value); it != marks_.constants.end()) return it->second;
    std::string name = symbol_name(value);
    if (name.empty()) return "";
    loaded_[reg] = name;
    return "&" + name;
  }

  csh handle_;
  const Landmarks& marks_;
  std::map<x86_reg, std::string> loaded_;  // register -> the symbol whose address it holds
};

std::mutex g_print_lock;  // one listing at a time on stderr
// For explain_empty_listing: methods compiled while a pattern was given,
// and how many of them were listed.
std::atomic<uint64_t> g_compiled_while_printing{0};
std::atomic<uint64_t> g_listed{0};
std::atomic<bool> g_explained{false};

bool pattern_selects(const std::string& pattern, const Method* method) {
  return matches_print_pattern(pattern, method->holder->external_name() + "." + method->name->str());
}

}  // namespace

std::vector<jvmpi::CodeLine> line_table(const CompiledMethodInfo& info) {
  std::vector<jvmpi::CodeLine> table;
  for (const Piece& p : layout_of(info).instructions) {
    int line = info.method->line_number_at(p.bci);
    if (line <= 0) continue;
    if (!table.empty() && table.back().line == line) continue;
    // An earlier instruction here emitted nothing: its line has no code.
    if (!table.empty() && table.back().offset == static_cast<int32_t>(p.begin)) table.pop_back();
    if (!table.empty() && table.back().line == line) continue;
    table.push_back(jvmpi::CodeLine{static_cast<int32_t>(p.begin), line});
  }
  return table;
}

bool matches_print_pattern(std::string_view pattern, std::string_view name) {
  if (pattern.find('.') == std::string_view::npos) {
    // A method name alone: match the part after the last '.'.
    size_t dot = name.rfind('.');
    if (dot != std::string_view::npos) name.remove_prefix(dot + 1);
  }
  // Left to right; on a mismatch the last '*' seen swallows one more
  // character and matching resumes after it. Going back to that '*' only
  // is enough: an earlier '*' could absorb nothing the last one cannot.
  size_t p = 0, n = 0;
  size_t star = std::string_view::npos, star_n = 0;
  while (n < name.size()) {
    if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      star_n = n;
    } else if (p < pattern.size() && pattern[p] == name[n]) {
      ++p;
      ++n;
    } else if (star != std::string_view::npos) {
      p = star + 1;
      n = ++star_n;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

std::string bytecode_text(const Method& method, uint32_t bci) {
  const uint8_t* code = method.bytecode.data();
  const size_t length = method.bytecode.size();
  if (bci >= length || instruction_length(code, length, bci) == 0) return "<truncated>";
  const uint8_t* at = code + bci;
  const uint8_t op = at[0];
  std::string text = kBytecodeName[op];
  // bytecodes.def spells goto and new "goto_" and "new_" (C++ keywords).
  if (text.ends_with('_')) text.pop_back();
  ConstantText constant(*method.holder);
  auto with = [&](const std::string& operands) { return text + " " + operands; };
  auto target = [&](int64_t delta) { return std::to_string(static_cast<int64_t>(bci) + delta); };
  auto pool = [&](uint32_t index) { return std::string("#") + std::to_string(index) + "  // " + constant(index); };
  switch (operands_of(op)) {
    case OperandKind::kNone: return text;
    case OperandKind::kByte: return with(std::to_string(static_cast<int8_t>(at[1])));
    case OperandKind::kShort: return with(std::to_string(read_s2(at + 1)));
    case OperandKind::kConstantPool1: return with(pool(at[1]));
    case OperandKind::kConstantPool:
    case OperandKind::kDynamicCall: return with(pool(read_u2(at + 1)));
    case OperandKind::kInterfaceCall: return with(pool(read_u2(at + 1)) + ", " + std::to_string(at[3]) + " slots");
    case OperandKind::kMultiArray:
      return with(pool(read_u2(at + 1)) + ", " + std::to_string(at[3]) + " dimensions");
    case OperandKind::kLocal: return with(std::to_string(at[1]));
    case OperandKind::kLocalAndConst:
      return with(std::to_string(at[1]) + ", " + std::to_string(static_cast<int8_t>(at[2])));
    case OperandKind::kArrayType: return with(at[1] >= 4 && at[1] <= 11 ? kArrayTypes[at[1] - 4] : "?");
    case OperandKind::kWide: {
      std::string inner = kBytecodeName[at[1]];
      std::string operands = inner + " " + std::to_string(read_u2(at + 2));
      if (at[1] == op_iinc) operands += std::string(", ") + std::to_string(read_s2(at + 4));
      return with(operands);
    }
    case OperandKind::kBranch2:
    case OperandKind::kBranch4: return with(std::to_string(branch_target(at, bci)));
    case OperandKind::kTableSwitch:
    case OperandKind::kLookupSwitch: {
      // Targets by key, then the default; long switches are cut short.
      constexpr int kShown = 8;
      const SwitchOperands operands(code, bci);
      std::string cases = "{";
      int shown = 0;
      const int64_t count = operands.case_count();
      for (int64_t i = 0; i < count && shown < kShown; ++i, ++shown) {
        cases += std::to_string(operands.key(i)) + ": " + target(operands.offset(i)) + ", ";
      }
      if (count > shown) cases += std::string("... (") + std::to_string(count) + " in all), ";
      return with(cases + "default: " + target(operands.default_offset()) + "}");
    }
  }
  return text;
}

std::string listing(const CompiledMethodInfo& info) {
  const Method& method = *info.method;
  const Layout layout = layout_of(info);
  Landmarks marks{info.code, &layout, method.interp_code.get(), method.code_length(), info.notes, {}, {},
                  frame_field_names()};
  for (const NamedConstant& c : info.constants) marks.constants.emplace(c.value, c.name);
  if (const Thread* self = Thread::current()) marks.thread_fields = thread_field_names(offsets_for(self, &method));
  std::stable_sort(marks.notes.begin(), marks.notes.end(),
                   [](const CodeNote& a, const CodeNote& b) { return a.offset < b.offset; });
  csh handle = 0;
  bool have_capstone = cs_open(CS_ARCH_X86, CS_MODE_64, &handle) == CS_ERR_OK;
  if (have_capstone) {
    cs_option(handle, CS_OPT_DETAIL, CS_OPT_ON);  // operands, for the notes
  } else {
    handle = 0;
  }
  std::string out;
  char line[256];
  std::snprintf(line, sizeof line, "[jit] %s: %zu bytes of code at %p, %zu bytes of bytecode\n",
                method.qualified_name().c_str(), info.size, static_cast<const void*>(info.code),
                method.bytecode.size());
  out += line;
  if (!have_capstone) out += "  (capstone could not be opened: code shown as bytes)\n";
  Disassembler disassembler(handle, marks);
  if (layout.first > 0) {
    out += "  prologue\n";
    disassembler.range(0, layout.first, out);
  }
  int shown_line = -1;
  for (const Piece& p : layout.instructions) {
    int source_line = method.line_number_at(p.bci);
    if (source_line > 0 && source_line != shown_line) {
      out += std::string("  line ") + std::to_string(source_line) + "\n";
      shown_line = source_line;
    }
    std::snprintf(line, sizeof line, "  %5" PRIu32 ": %s\n", p.bci, bytecode_text(method, p.bci).c_str());
    out += line;
    // The compiler may fold an instruction into the next one's template
    // (loads into the arithmetic that uses them): it starts there too.
    if (p.end == p.begin) out += "      (no code of its own: the code below does its work too)\n";
    disassembler.range(p.begin, p.end, out);
  }
  if (layout.tail < info.size) {
    out += "  stubs (code of no single instruction: exits, entries, the epilogue)\n";
    disassembler.range(layout.tail, static_cast<uint32_t>(info.size), out);
  }
  if (have_capstone) cs_close(&handle);
  return out;
}

bool listing_wanted(const Method* method) {
  const std::string& pattern = settings().print_pattern;
  return !pattern.empty() && pattern_selects(pattern, method);
}

void explain_empty_listing(FILE* out) {
  const Settings& s = settings();
  if (s.print_pattern.empty() || g_listed.load(std::memory_order_relaxed) > 0 || g_explained.exchange(true)) return;
  const uint64_t compiled = g_compiled_while_printing.load(std::memory_order_relaxed);
  if (!s.enabled) {
    std::fprintf(out, "-Xjit:print: nothing compiled: -Xint runs everything in the interpreter\n");
  } else if (compiled == 0) {
    std::fprintf(out,
                 "-Xjit:print: nothing compiled: no method reached the threshold of %u calls and back-edges "
                 "(-Xcomp compiles each method at its first call)\n",
                 s.threshold);
  } else {
    std::fprintf(out,
                 "-Xjit:print: no compiled method matched '%s' (%llu methods compiled; -Xjit:print=* lists them all)\n",
                 s.print_pattern.c_str(), static_cast<unsigned long long>(compiled));
  }
  std::fflush(out);
}

void announce_load(const CompiledMethodInfo& info) {
  Method* method = info.method;
  if (jvmpi::compiled_method_loads_wanted()) [[unlikely]] {
    jvmpi::post_compiled_method_load(Thread::current(), method, info.code, info.size, line_table(info));
  }
  const std::string& pattern = settings().print_pattern;
  if (!pattern.empty()) [[unlikely]] {
    g_compiled_while_printing.fetch_add(1, std::memory_order_relaxed);
    if (!pattern_selects(pattern, method)) return;
    g_listed.fetch_add(1, std::memory_order_relaxed);
    std::string text = listing(info);
    std::lock_guard<std::mutex> guard(g_print_lock);
    std::fputs(text.c_str(), stderr);
    std::fflush(stderr);
  }
}

void announce_unload(Method* method, const void* code) {
  // Also while loads are kept for INIT_DONE: the unload then drops the load.
  if (jvmpi::enabled(JVMPI_EVENT_COMPILED_METHOD_UNLOAD) || jvmpi::compiled_method_loads_wanted()) [[unlikely]] {
    jvmpi::post_compiled_method_unload(Thread::current(), method, code);
  }
  const std::string& pattern = settings().print_pattern;
  if (!pattern.empty() && pattern_selects(pattern, method)) {
    std::lock_guard<std::mutex> guard(g_print_lock);
    std::fprintf(stderr, "[jit] %s: code at %p no longer entered\n", method->qualified_name().c_str(), code);
    std::fflush(stderr);
  }
}

}  // namespace loupe::jit
