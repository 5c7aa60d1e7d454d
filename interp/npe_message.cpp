// Helpful NullPointerException messages (JEP 358), worded as HotSpot words
// them: "Cannot invoke "String.length()" because "<local1>" is null".
//
// The failed action comes from the faulting instruction. The "because" part
// needs to know which instruction pushed the null: a forward data-flow pass
// records, for every operand-stack slot at every instruction, the bci that
// pushed it (or "unknown" where paths disagree), and which locals may have
// been written. The description then follows that instruction back a few
// levels ("this.next.value", "args[0]", "the return value of ...").
// It runs only when an NPE is thrown, so it favours clarity over speed.
#include <optional>
#include <string>
#include <vector>

#include "interp/runtime_calls.h"
#include "vm/classfile/bytecodes.h"
#include "vm/classfile/descriptors.h"

namespace loupe::interp {

using namespace vm;

namespace {

constexpr int kMaxDetail = 5;
constexpr int32_t kUnknownSource = -1;

struct SimState {
  std::vector<int32_t> stack;  // source bci per slot (a long takes two slots)
  std::vector<bool> written;   // locals stored to on some path so far
};

class NullSourceAnalysis {
 public:
  explicit NullSourceAnalysis(const Method& m) : m_(m), code_(m.bytecode.data()), states_(m.code_length()) {
    SimState entry;
    entry.written.assign(m.max_locals, false);
    merge(0, entry);
    for (const ExceptionHandler& h : m.handlers) {
      SimState at_handler{{kUnknownSource}, std::vector<bool>(m.max_locals, true)};
      merge(h.handler_pc, at_handler);
    }
    while (!work_.empty()) {
      uint32_t bci = work_.back();
      work_.pop_back();
      step(bci);
    }
  }

  const SimState* state_at(uint32_t bci) const { return states_[bci] ? &*states_[bci] : nullptr; }

 private:
  void merge(uint32_t bci, const SimState& in) {
    if (bci >= states_.size()) return;
    auto& existing = states_[bci];
    if (!existing) {
      existing = in;
      work_.push_back(bci);
      return;
    }
    bool changed = false;
    if (existing->stack.size() != in.stack.size()) return;  // malformed: keep the first
    for (size_t i = 0; i < in.stack.size(); ++i) {
      if (existing->stack[i] != in.stack[i] && existing->stack[i] != kUnknownSource) {
        existing->stack[i] = kUnknownSource;
        changed = true;
      }
    }
    for (size_t i = 0; i < in.written.size(); ++i) {
      if (in.written[i] && !existing->written[i]) {
        existing->written[i] = true;
        changed = true;
      }
    }
    if (changed) work_.push_back(bci);
  }

  std::string_view member_descriptor(uint16_t index) const {
    const auto& cp = m_.holder->constant_pool;
    return cp[cp[cp[index].second].second].utf8->view();
  }

  static int size_of(char descriptor_char) {
    return descriptor_char == 'J' || descriptor_char == 'D' ? 2 : (descriptor_char == 'V' ? 0 : 1);
  }

  void pop(SimState& s, int n) {
    for (int i = 0; i < n && !s.stack.empty(); ++i) s.stack.pop_back();
  }
  void push(SimState& s, int n, int32_t source) {
    for (int i = 0; i < n; ++i) s.stack.push_back(source);
  }

  void step(uint32_t bci) {
    SimState s = *states_[bci];
    const uint8_t* p = code_ + bci;
    uint8_t op = p[0];
    auto load = [&](uint32_t local, int size) {
      (void)local;
      push(s, size, static_cast<int32_t>(bci));
    };
    auto store = [&](uint32_t local, int size) {
      pop(s, size);
      for (int i = 0; i < size && local + i < s.written.size(); ++i) s.written[local + i] = true;
    };
    switch (op) {
      case op_iload: case op_fload: case op_aload: load(p[1], 1); break;
      case op_lload: case op_dload: load(p[1], 2); break;
      case op_iload_0: case op_iload_1: case op_iload_2: case op_iload_3:
      case op_fload_0: case op_fload_1: case op_fload_2: case op_fload_3:
      case op_aload_0: case op_aload_1: case op_aload_2: case op_aload_3:
        load(0, 1);
        break;
      case op_lload_0: case op_lload_1: case op_lload_2: case op_lload_3:
      case op_dload_0: case op_dload_1: case op_dload_2: case op_dload_3:
        load(0, 2);
        break;
      case op_istore: case op_fstore: case op_astore: store(p[1], 1); break;
      case op_lstore: case op_dstore: store(p[1], 2); break;
      case op_istore_0: case op_istore_1: case op_istore_2: case op_istore_3: store(op - op_istore_0, 1); break;
      case op_fstore_0: case op_fstore_1: case op_fstore_2: case op_fstore_3: store(op - op_fstore_0, 1); break;
      case op_astore_0: case op_astore_1: case op_astore_2: case op_astore_3: store(op - op_astore_0, 1); break;
      case op_lstore_0: case op_lstore_1: case op_lstore_2: case op_lstore_3: store(op - op_lstore_0, 2); break;
      case op_dstore_0: case op_dstore_1: case op_dstore_2: case op_dstore_3: store(op - op_dstore_0, 2); break;
      case op_wide: {
        uint16_t n = read_u2(p + 2);
        switch (p[1]) {
          case op_iload: case op_fload: case op_aload: load(n, 1); break;
          case op_lload: case op_dload: load(n, 2); break;
          case op_istore: case op_fstore: case op_astore: store(n, 1); break;
          case op_lstore: case op_dstore: store(n, 2); break;
          default: break;
        }
        break;
      }
      case op_dup: { int32_t v = s.stack.back(); s.stack.push_back(v); break; }
      case op_dup_x1: { auto n = s.stack.size(); s.stack.insert(s.stack.begin() + static_cast<ptrdiff_t>(n - 2), s.stack[n - 1]); break; }
      case op_dup_x2: { auto n = s.stack.size(); s.stack.insert(s.stack.begin() + static_cast<ptrdiff_t>(n - 3), s.stack[n - 1]); break; }
      case op_dup2: { auto n = s.stack.size(); int32_t a = s.stack[n - 2], b = s.stack[n - 1]; s.stack.push_back(a); s.stack.push_back(b); break; }
      case op_dup2_x1: {
        auto n = s.stack.size();
        int32_t a = s.stack[n - 2], b = s.stack[n - 1];
        s.stack.insert(s.stack.begin() + static_cast<ptrdiff_t>(n - 3), {a, b});
        break;
      }
      case op_dup2_x2: {
        auto n = s.stack.size();
        int32_t a = s.stack[n - 2], b = s.stack[n - 1];
        s.stack.insert(s.stack.begin() + static_cast<ptrdiff_t>(n - 4), {a, b});
        break;
      }
      case op_swap: std::swap(s.stack[s.stack.size() - 1], s.stack[s.stack.size() - 2]); break;
      case op_checkcast: break;  // the value keeps its source: casts are transparent in messages
      case op_getstatic: push(s, size_of(member_descriptor(read_u2(p + 1))[0]), static_cast<int32_t>(bci)); break;
      case op_putstatic: pop(s, size_of(member_descriptor(read_u2(p + 1))[0])); break;
      case op_getfield: pop(s, 1); push(s, size_of(member_descriptor(read_u2(p + 1))[0]), static_cast<int32_t>(bci)); break;
      case op_putfield: pop(s, size_of(member_descriptor(read_u2(p + 1))[0]) + 1); break;
      case op_invokevirtual: case op_invokespecial: case op_invokestatic: case op_invokeinterface:
      case op_invokedynamic: {
        MethodDescriptor md = parse_method_descriptor(member_descriptor(read_u2(p + 1)));
        pop(s, md.parameter_slots + (op == op_invokestatic || op == op_invokedynamic ? 0 : 1));
        push(s, size_of(md.return_descriptor[0]), static_cast<int32_t>(bci));
        break;
      }
      default: {  // the effect in slots, as bytecodes.def gives it
        const StackEffect& effect = stack_effect(op);
        pop(s, op == op_multianewarray ? p[3] : effect.popped_slots);  // one int per dimension
        push(s, effect.pushed_slots, static_cast<int32_t>(bci));
        break;
      }
    }
    propagate(bci, s);
  }

  void propagate(uint32_t bci, const SimState& s) {
    // Subroutines are not followed: old class files only, messages may lack
    // a cause there.
    if (flow_of(code_[bci]) == FlowKind::kJsr) return;
    for_each_branch_target(code_, bci, [&](int64_t target) { merge(static_cast<uint32_t>(target), s); });
    if (falls_through(code_[bci])) {
      merge(bci + static_cast<uint32_t>(instruction_length(code_, m_.code_length(), bci)), s);
    }
  }

  const Method& m_;
  const uint8_t* code_;
  std::vector<std::optional<SimState>> states_;
  std::vector<uint32_t> work_;
};

// HotSpot shortens only these two names in NPE messages.
std::string trimmed_class_name(std::string name) {
  if (name == "java.lang.Object") return "Object";
  if (name == "java.lang.String") return "String";
  return name;
}

class MessageBuilder {
 public:
  MessageBuilder(const Method& m, uint32_t bci) : m_(m), code_(m.bytecode.data()), bci_(bci), analysis_(m) {}

  std::string build() {
    std::optional<std::pair<std::string, int>> action = failed_action();
    if (!action) return "";
    std::string message = action->first;
    std::string cause;
    if (describe(bci_, action->second, kMaxDetail, false, &cause)) {
      if (cause_is_return_value_) {
        message += " because the return value of \"" + cause + "\" is null";
      } else {
        message += " because \"" + cause + "\" is null";
      }
    }
    return message;
  }

 private:
  const CpCacheEntry& cp(uint16_t index) const { return m_.holder->constant_pool[index]; }
  std::string_view utf8(uint16_t index) const { return cp(index).utf8->view(); }
  std::string_view ref_name(uint16_t ref) const { return utf8(cp(cp(ref).second).first); }
  std::string_view ref_descriptor(uint16_t ref) const { return utf8(cp(cp(ref).second).second); }
  std::string ref_class(uint16_t ref) const {
    return trimmed_class_name(internal_to_binary_name(utf8(cp(cp(ref).first).first)));
  }

  std::string method_text(uint16_t ref) const {
    MethodDescriptor md = parse_method_descriptor(ref_descriptor(ref));
    std::string s = ref_class(ref) + "." + std::string(ref_name(ref)) + "(";
    for (size_t i = 0; i < md.parameter_descriptors.size(); ++i) {
      if (i > 0) s += ", ";
      s += trimmed_class_name(descriptor_to_source_type(md.parameter_descriptors[i]));
    }
    return s + ")";
  }

  static int slots_of(std::string_view descriptor) {
    return descriptor[0] == 'J' || descriptor[0] == 'D' ? 2 : 1;
  }

  // The message's first half and the stack slot (from the top) that held null.
  std::optional<std::pair<std::string, int>> failed_action() const {
    const uint8_t* p = code_ + bci_;
    switch (p[0]) {
      case op_iaload: return {{"Cannot load from int array", 1}};
      case op_laload: return {{"Cannot load from long array", 1}};
      case op_faload: return {{"Cannot load from float array", 1}};
      case op_daload: return {{"Cannot load from double array", 1}};
      case op_aaload: return {{"Cannot load from object array", 1}};
      case op_baload: return {{"Cannot load from byte/boolean array", 1}};
      case op_caload: return {{"Cannot load from char array", 1}};
      case op_saload: return {{"Cannot load from short array", 1}};
      case op_iastore: return {{"Cannot store to int array", 2}};
      case op_lastore: return {{"Cannot store to long array", 3}};
      case op_fastore: return {{"Cannot store to float array", 2}};
      case op_dastore: return {{"Cannot store to double array", 3}};
      case op_aastore: return {{"Cannot store to object array", 2}};
      case op_bastore: return {{"Cannot store to byte/boolean array", 2}};
      case op_castore: return {{"Cannot store to char array", 2}};
      case op_sastore: return {{"Cannot store to short array", 2}};
      case op_arraylength: return {{"Cannot read the array length", 0}};
      case op_athrow: return {{"Cannot throw exception", 0}};
      case op_monitorenter: return {{"Cannot enter synchronized block", 0}};
      case op_monitorexit: return {{"Cannot exit synchronized block", 0}};
      case op_getfield: return {{"Cannot read field \"" + std::string(ref_name(read_u2(p + 1))) + "\"", 0}};
      case op_putfield: {
        uint16_t ref = read_u2(p + 1);
        return {{"Cannot assign field \"" + std::string(ref_name(ref)) + "\"", slots_of(ref_descriptor(ref))}};
      }
      case op_invokevirtual: case op_invokespecial: case op_invokeinterface: {
        uint16_t ref = read_u2(p + 1);
        int receiver = parse_method_descriptor(ref_descriptor(ref)).parameter_slots;
        return {{"Cannot invoke \"" + method_text(ref) + "\"", receiver}};
      }
      default:
        return std::nullopt;
    }
  }

  std::string local_name(uint32_t bci, uint32_t slot, bool is_parameter) const {
    for (const LocalVariableEntry& v : m_.local_variables) {
      if (v.index == slot && bci >= v.start_pc && bci < uint32_t{v.start_pc} + v.length) return v.name->str();
    }
    if (!m_.is_static() && slot == 0 && is_parameter) return "this";
    uint32_t current = m_.is_static() ? 0 : 1;
    for (size_t i = 0; i < m_.parameter_types.size(); ++i) {
      if (current == slot && is_parameter) return "<parameter" + std::to_string(i + 1) + ">";
      current += static_cast<uint32_t>(slot_count(m_.parameter_types[i]));
    }
    return "<local" + std::to_string(slot) + ">";
  }

  // Describes the value in `slot` (counted from the top) of the stack before
  // the instruction at `bci`.
  bool describe(uint32_t bci, int slot, int detail, bool inner, std::string* out) {
    if (detail <= 0) return false;
    const SimState* state = analysis_.state_at(bci);
    if (state == nullptr || static_cast<size_t>(slot) >= state->stack.size()) return false;
    int32_t source = state->stack[state->stack.size() - 1 - static_cast<size_t>(slot)];
    if (source == kUnknownSource) return false;
    const uint8_t* p = code_ + source;
    const SimState* at_source = analysis_.state_at(static_cast<uint32_t>(source));
    auto was_parameter = [&](uint32_t local) {
      return at_source == nullptr || local >= at_source->written.size() || !at_source->written[local];
    };
    uint8_t op = p[0];
    uint32_t local = 0;
    switch (op) {
      case op_aload_0: case op_aload_1: case op_aload_2: case op_aload_3:
        local = op - op_aload_0;
        *out += local_name(static_cast<uint32_t>(source), local, was_parameter(local));
        return true;
      case op_iload_0: case op_iload_1: case op_iload_2: case op_iload_3:
        local = op - op_iload_0;
        *out += local_name(static_cast<uint32_t>(source), local, was_parameter(local));
        return true;
      case op_aload: case op_iload:
        local = p[1];
        *out += local_name(static_cast<uint32_t>(source), local, was_parameter(local));
        return true;
      case op_wide:
        local = read_u2(p + 2);
        *out += local_name(static_cast<uint32_t>(source), local, was_parameter(local));
        return true;
      case op_aconst_null: *out += "null"; return true;
      case op_iconst_m1: case op_iconst_0: case op_iconst_1: case op_iconst_2: case op_iconst_3:
      case op_iconst_4: case op_iconst_5:
        *out += std::to_string(op - op_iconst_0);
        return true;
      case op_bipush: *out += std::to_string(static_cast<int8_t>(p[1])); return true;
      case op_sipush: *out += std::to_string(read_s2(p + 1)); return true;
      case op_iaload: case op_aaload: {
        if (!describe(static_cast<uint32_t>(source), 1, detail - 1, inner, out)) *out += "<array>";
        *out += "[";
        if (!describe(static_cast<uint32_t>(source), 0, detail - 1, true, out)) *out += "...";
        *out += "]";
        return true;
      }
      case op_getstatic: {
        uint16_t ref = read_u2(p + 1);
        *out += ref_class(ref) + "." + std::string(ref_name(ref));
        return true;
      }
      case op_getfield: {
        uint16_t ref = read_u2(p + 1);
        std::string receiver;
        if (describe(static_cast<uint32_t>(source), 0, detail - 1, true, &receiver)) *out += receiver + ".";
        *out += std::string(ref_name(ref));
        return true;
      }
      case op_invokevirtual: case op_invokespecial: case op_invokestatic: case op_invokeinterface:
        if (detail == kMaxDetail && !inner) cause_is_return_value_ = true;
        *out += method_text(read_u2(p + 1));
        return true;
      default:
        return false;
    }
  }

  const Method& m_;
  const uint8_t* code_;
  uint32_t bci_;
  NullSourceAnalysis analysis_;
  bool cause_is_return_value_ = false;
};

}  // namespace

std::string null_pointer_message(const Method* method, uint32_t bci) {
  if (method->bytecode.empty() || bci >= method->code_length()) return "";
  return MessageBuilder(*method, bci).build();
}

}  // namespace loupe::interp
