#include "interp/stack_map.h"

#include <algorithm>
#include <optional>

#include "vm/classfile/bytecodes.h"

namespace loupe::interp {

using namespace vm;

StackMaps::StackMaps(uint32_t code_length, uint32_t slots_per_entry)
    : words_per_entry_(std::max<uint32_t>(1, (slots_per_entry + 63) / 64)),
      depth_(code_length, kNoInstruction),
      entry_of_(code_length, -1) {}

void StackMaps::set(uint32_t bci, uint16_t depth, const std::vector<bool>& refs) {
  depth_[bci] = depth;
  entry_of_[bci] = static_cast<int32_t>(bits_.size() / words_per_entry_);
  size_t base = bits_.size();
  bits_.resize(base + words_per_entry_, 0);
  for (size_t i = 0; i < refs.size(); ++i) {
    if (refs[i]) bits_[base + i / 64] |= uint64_t{1} << (i % 64);
  }
}

namespace {

// The kind of value in a slot. (Subroutines were inlined before the
// analysis runs, so there are no return addresses: see jsr_inliner.h.)
using VType = uint8_t;
enum Kind : uint8_t { kTop, kInt, kFloat, kLong, kLongHi, kDouble, kDoubleHi, kRef };
inline Kind kind_of(VType v) { return static_cast<Kind>(v); }

Kind kind_for_descriptor(char c) {
  switch (c) {
    case 'J': return kLong;
    case 'D': return kDouble;
    case 'F': return kFloat;
    case 'L': case '[': return kRef;
    case 'V': return kTop;
    default: return kInt;
  }
}

struct State {
  std::vector<VType> locals;
  std::vector<VType> stack;
};

struct VerifyFailure {
  std::string message;
};

class Analyzer {
 public:
  explicit Analyzer(const Method& m)
      : method_(m), code_(m.bytecode.data()), length_(m.code_length()), cp_(m.holder->constant_pool),
        starts_(length_, false), leaders_(length_, false), states_(length_), queued_(length_, false) {}

  std::unique_ptr<StackMaps> run() {
    find_instructions();
    merge_into(0, entry_state());
    while (!worklist_.empty()) {
      uint32_t bci = worklist_.back();
      worklist_.pop_back();
      queued_[bci] = false;
      interpret_block(bci, nullptr);
    }
    auto maps = std::make_unique<StackMaps>(length_, method_.max_locals + method_.max_stack);
    maps->set_max_locals(method_.max_locals);
    for (uint32_t bci = 0; bci < length_; ++bci) {
      if (leaders_[bci] && states_[bci]) interpret_block(bci, maps.get());
    }
    return maps;
  }

 private:
  // Messages are those of HotSpot's verifier for old class files.
  [[noreturn]] static void fail(const std::string& what) { throw VerifyFailure{what}; }

  static const char* kind_word(Kind k) {
    switch (k) {
      case kInt: return "integer";
      case kFloat: return "float";
      case kLong: return "long";
      case kDouble: return "double";
      default: return "object/array";
    }
  }

  // ---- structure ----------------------------------------------------------

  void find_instructions() {
    for (uint32_t bci = 0; bci < length_;) {
      starts_[bci] = true;
      uint32_t len = static_cast<uint32_t>(instruction_length(code_, length_, bci));
      bool branches = false;
      for_each_branch_target(code_, bci, [&](int64_t target) {
        leaders_[static_cast<uint32_t>(target)] = true;
        branches = true;
      });
      bool ends_block = !falls_through(code_[bci]) || branches;
      if (ends_block && bci + len < length_) leaders_[bci + len] = true;
      bci += len;
    }
    leaders_[0] = true;
    for (const ExceptionHandler& h : method_.handlers) leaders_[h.handler_pc] = true;
  }

  State entry_state() const {
    State s;
    s.locals.assign(method_.max_locals, kTop);
    uint32_t i = 0;
    if (!method_.is_static()) s.locals[i++] = kRef;
    for (BasicType t : method_.parameter_types) {
      Kind k = kind_for_descriptor(descriptor_char(t));
      s.locals[i++] = k;
      if (k == kLong || k == kDouble) s.locals[i++] = static_cast<VType>(k + 1);
    }
    return s;
  }

  // ---- merging ------------------------------------------------------------

  void merge_into(uint32_t target, const State& incoming) {
    if (target >= length_ || !starts_[target]) fail("Illegal target of jump or branch");
    std::unique_ptr<State>& existing = states_[target];
    bool changed = false;
    if (!existing) {
      existing = std::make_unique<State>(incoming);
      changed = true;
    } else {
      if (existing->stack.size() != incoming.stack.size()) {
        fail("Inconsistent stack height " + std::to_string(incoming.stack.size()) + " != " +
                         std::to_string(existing->stack.size()));
      }
      changed |= merge_slots(existing->locals, incoming.locals);
      changed |= merge_slots(existing->stack, incoming.stack);
    }
    if (changed && !queued_[target]) {
      queued_[target] = true;
      worklist_.push_back(target);
    }
  }

  static bool merge_slots(std::vector<VType>& into, const std::vector<VType>& from) {
    bool changed = false;
    for (size_t i = 0; i < into.size(); ++i) {
      if (into[i] != from[i] && into[i] != kTop) {
        into[i] = kTop;
        changed = true;
      }
    }
    return changed;
  }

  void merge_into_handlers(uint32_t bci, const State& s) {
    for (const ExceptionHandler& h : method_.handlers) {
      if (bci < h.start_pc || bci >= h.end_pc) continue;
      State at_handler{s.locals, {kRef}};
      if (method_.max_stack < 1) fail("Stack size too large");
      merge_into(h.handler_pc, at_handler);
    }
  }

  // ---- the abstract interpreter ---------------------------------------------

  struct Frame {
    State s;
    uint32_t bci;
    Analyzer* a;

    void push(VType v) {
      if (s.stack.size() >= a->method_.max_stack) a->fail("Stack size too large");
      s.stack.push_back(v);
    }
    void push_kind(Kind k) {
      if (k == kTop) return;
      push(k);
      if (k == kLong || k == kDouble) push(static_cast<VType>(k + 1));
    }
    VType pop_any() {
      if (s.stack.empty()) a->fail("Unable to pop operand off an empty stack");
      VType v = s.stack.back();
      s.stack.pop_back();
      return v;
    }
    void pop(Kind k) {
      std::string expecting = std::string("Expecting to find ") + kind_word(k) + " on stack";
      if (k == kLong || k == kDouble) {
        if (kind_of(pop_any()) != k + 1 || kind_of(pop_any()) != k) a->fail(expecting);
        return;
      }
      VType v = pop_any();
      if (kind_of(v) != k) a->fail(expecting);
    }
    // Category-1 value of any kind (for pop, dup, swap).
    VType pop_cat1() {
      VType v = pop_any();
      Kind k = kind_of(v);
      if (k == kLongHi || k == kDoubleHi || k == kLong || k == kDouble) a->fail("Expecting to find category-1 value on stack");
      return v;
    }
    void check_local(uint32_t local, Kind k) {
      bool wide = k == kLong || k == kDouble;
      if (local + (wide ? 1 : 0) >= s.locals.size()) a->fail("Illegal local variable number");
      if (kind_of(s.locals[local]) == kTop) {
        a->fail("Accessing value from uninitialized register " + std::to_string(local));
      }
      if (kind_of(s.locals[local]) != k || (wide && kind_of(s.locals[local + 1]) != k + 1)) {
        a->fail("Register " + std::to_string(local) + " contains wrong type");
      }
    }
    void load(uint32_t local, Kind k) {
      check_local(local, k);
      push_kind(k);
    }
    void store(uint32_t local, VType v) {
      Kind k = kind_of(v);
      bool wide = k == kLong || k == kDouble;
      if (local + (wide ? 1 : 0) >= s.locals.size()) a->fail("Illegal local variable number");
      // Overwriting half of a long or double makes the other half unusable.
      if (local > 0 && (kind_of(s.locals[local - 1]) == kLong || kind_of(s.locals[local - 1]) == kDouble)) {
        s.locals[local - 1] = kTop;
      }
      uint32_t last = local + (wide ? 1 : 0);
      if (last + 1 < s.locals.size() && (kind_of(s.locals[last]) == kLong || kind_of(s.locals[last]) == kDouble)) {
        s.locals[last + 1] = kTop;
      }
      s.locals[local] = v;
      if (wide) s.locals[local + 1] = static_cast<VType>(k + 1);
    }
    void store_popped(uint32_t local, Kind k) {
      if (k == kRef) {
        VType v = pop_any();
        if (kind_of(v) != kRef) a->fail("Expecting to find object/array on stack");
        store(local, v);
        return;
      }
      pop(k);
      store(local, k);
    }
  };

  Kind ldc_kind(uint16_t index) {
    const CpCacheEntry& e = cp_[index];
    switch (e.tag) {
      case CpTag::kInteger: return kInt;
      case CpTag::kFloat: return kFloat;
      case CpTag::kLong: return kLong;
      case CpTag::kDouble: return kDouble;
      case CpTag::kDynamic: return kind_for_descriptor(cp_[cp_[e.second].second].utf8->view()[0]);
      case CpTag::kString: case CpTag::kClass: case CpTag::kMethodType: case CpTag::kMethodHandle: return kRef;
      default: fail("Illegal constant pool entry");
    }
  }

  std::string_view member_descriptor(uint16_t ref_index) const {
    return cp_[cp_[cp_[ref_index].second].second].utf8->view();
  }

  // Interprets one basic block from `start`. With `maps`, records each
  // instruction's reference map instead of merging into successors.
  void interpret_block(uint32_t start, StackMaps* maps) {
    Frame f{*states_[start], start, this};
    for (uint32_t bci = start;;) {
      f.bci = bci;
      if (maps != nullptr) record(maps, bci, f.s);
      merge_into_handlers(bci, f.s);
      uint32_t len = static_cast<uint32_t>(instruction_length(code_, length_, bci));
      bool continues = execute(f, bci);
      merge_into_handlers(bci, f.s);
      uint32_t next = bci + len;
      if (!continues) return;
      if (next >= length_) fail("Falling off the end of the code");
      if (leaders_[next]) {
        if (maps == nullptr) merge_into(next, f.s);
        return;
      }
      bci = next;
    }
  }

  void record(StackMaps* maps, uint32_t bci, const State& s) {
    std::vector<bool> refs(method_.max_locals + method_.max_stack, false);
    for (size_t i = 0; i < s.locals.size(); ++i) refs[i] = kind_of(s.locals[i]) == kRef;
    for (size_t i = 0; i < s.stack.size(); ++i) refs[method_.max_locals + i] = kind_of(s.stack[i]) == kRef;
    maps->set(bci, static_cast<uint16_t>(s.stack.size()), refs);
  }

  void branch(Frame& f, uint32_t bci) {
    for_each_branch_target(code_, bci, [&](int64_t target) { merge_into(static_cast<uint32_t>(target), f.s); });
  }

  void check_return(Frame& f, Kind k) {
    Kind expected = method_.return_type == BasicType::kVoid ? kTop
                                                            : kind_for_descriptor(descriptor_char(method_.return_type));
    if (expected != k) f.a->fail("Wrong return type in function");
    if (k != kTop) f.pop(k);
  }

  void invoke(Frame& f, uint32_t bci, uint8_t op) {
    // Member references and InvokeDynamic both name a NameAndType second.
    std::string_view desc = member_descriptor(read_u2(code_ + bci + 1));
    MethodDescriptor md = parse_method_descriptor(desc);
    for (size_t i = md.parameters.size(); i-- > 0;) f.pop(kind_for_descriptor(md.parameter_descriptors[i][0]));
    if (op != op_invokestatic && op != op_invokedynamic) f.pop(kRef);
    f.push_kind(kind_for_descriptor(md.return_descriptor[0]));
  }

  void dup_op(Frame& f, uint8_t op) {
    // The two-slot forms move slots without looking at categories: splitting a
    // long only produces slots no later instruction accepts.
    switch (op) {
      case op_dup: {
        VType v = f.pop_cat1();
        f.push(v);
        f.push(v);
        break;
      }
      case op_dup_x1: {
        VType v1 = f.pop_cat1(), v2 = f.pop_cat1();
        f.push(v1); f.push(v2); f.push(v1);
        break;
      }
      case op_dup_x2: {
        VType v1 = f.pop_cat1();
        VType v2 = f.pop_any(), v3 = f.pop_any();
        f.push(v1); f.push(v3); f.push(v2); f.push(v1);
        break;
      }
      case op_dup2: {
        VType v1 = f.pop_any(), v2 = f.pop_any();
        f.push(v2); f.push(v1); f.push(v2); f.push(v1);
        break;
      }
      case op_dup2_x1: {
        VType v1 = f.pop_any(), v2 = f.pop_any();
        VType v3 = f.pop_cat1();
        f.push(v2); f.push(v1); f.push(v3); f.push(v2); f.push(v1);
        break;
      }
      case op_dup2_x2: {
        VType v1 = f.pop_any(), v2 = f.pop_any(), v3 = f.pop_any(), v4 = f.pop_any();
        f.push(v2); f.push(v1); f.push(v4); f.push(v3); f.push(v2); f.push(v1);
        break;
      }
      case op_swap: {
        VType v1 = f.pop_cat1(), v2 = f.pop_cat1();
        f.push(v1); f.push(v2);
        break;
      }
      case op_pop:
        f.pop_cat1();
        break;
      case op_pop2:
        f.pop_any();
        f.pop_any();
        break;
      default:
        break;
    }
  }

  // Applies one instruction to f. False when control does not continue to
  // the next instruction. The instructions that touch locals or the
  // constant pool, move slots (dup, swap, pop) or return are handled here;
  // every other one does what bytecodes.def's stack effect says.
  bool execute(Frame& f, uint32_t bci) {
    const uint8_t* p = code_ + bci;
    uint8_t op = *p;
    switch (op) {
      case op_ldc: f.push_kind(ldc_kind(p[1])); return true;
      case op_ldc_w: case op_ldc2_w: f.push_kind(ldc_kind(read_u2(p + 1))); return true;
      case op_iload: f.load(p[1], kInt); return true;
      case op_lload: f.load(p[1], kLong); return true;
      case op_fload: f.load(p[1], kFloat); return true;
      case op_dload: f.load(p[1], kDouble); return true;
      case op_aload: f.load(p[1], kRef); return true;
      case op_iload_0: case op_iload_1: case op_iload_2: case op_iload_3: f.load(op - op_iload_0, kInt); return true;
      case op_lload_0: case op_lload_1: case op_lload_2: case op_lload_3: f.load(op - op_lload_0, kLong); return true;
      case op_fload_0: case op_fload_1: case op_fload_2: case op_fload_3: f.load(op - op_fload_0, kFloat); return true;
      case op_dload_0: case op_dload_1: case op_dload_2: case op_dload_3: f.load(op - op_dload_0, kDouble); return true;
      case op_aload_0: case op_aload_1: case op_aload_2: case op_aload_3: f.load(op - op_aload_0, kRef); return true;
      case op_istore: f.store_popped(p[1], kInt); return true;
      case op_lstore: f.store_popped(p[1], kLong); return true;
      case op_fstore: f.store_popped(p[1], kFloat); return true;
      case op_dstore: f.store_popped(p[1], kDouble); return true;
      case op_astore: f.store_popped(p[1], kRef); return true;
      case op_istore_0: case op_istore_1: case op_istore_2: case op_istore_3: f.store_popped(op - op_istore_0, kInt); return true;
      case op_lstore_0: case op_lstore_1: case op_lstore_2: case op_lstore_3: f.store_popped(op - op_lstore_0, kLong); return true;
      case op_fstore_0: case op_fstore_1: case op_fstore_2: case op_fstore_3: f.store_popped(op - op_fstore_0, kFloat); return true;
      case op_dstore_0: case op_dstore_1: case op_dstore_2: case op_dstore_3: f.store_popped(op - op_dstore_0, kDouble); return true;
      case op_astore_0: case op_astore_1: case op_astore_2: case op_astore_3: f.store_popped(op - op_astore_0, kRef); return true;
      case op_pop: case op_pop2: case op_dup: case op_dup_x1: case op_dup_x2: case op_dup2:
      case op_dup2_x1: case op_dup2_x2: case op_swap:
        dup_op(f, op); return true;
      case op_iinc: f.check_local(p[1], kInt); return true;
      case op_jsr: case op_jsr_w: fail("Subroutine not inlined");
      // Subroutines were inlined away, so no local can hold a return address.
      case op_ret: fail("Register " + std::to_string(p[1]) + " contains wrong type");
      case op_ireturn: check_return(f, kInt); return false;
      case op_lreturn: check_return(f, kLong); return false;
      case op_freturn: check_return(f, kFloat); return false;
      case op_dreturn: check_return(f, kDouble); return false;
      case op_areturn: check_return(f, kRef); return false;
      case op_return_: check_return(f, kTop); return false;
      case op_getstatic: f.push_kind(kind_for_descriptor(member_descriptor(read_u2(p + 1))[0])); return true;
      case op_putstatic: f.pop(kind_for_descriptor(member_descriptor(read_u2(p + 1))[0])); return true;
      case op_getfield: f.pop(kRef); f.push_kind(kind_for_descriptor(member_descriptor(read_u2(p + 1))[0])); return true;
      case op_putfield: f.pop(kind_for_descriptor(member_descriptor(read_u2(p + 1))[0])); f.pop(kRef); return true;
      case op_invokevirtual: case op_invokespecial: case op_invokestatic: case op_invokeinterface:
      case op_invokedynamic:
        invoke(f, bci, op); return true;
      case op_anewarray: {
        std::string_view element = cp_[cp_[read_u2(p + 1)].first].utf8->view();
        if (element.find_first_not_of('[') >= 255) fail("Array with too many dimensions");
        unary(f, kInt, kRef);
        return true;
      }
      case op_wide: return execute_wide(f, bci);
      case op_multianewarray:
        for (int i = 0; i < p[3]; ++i) f.pop(kInt);
        f.push(kRef);
        return true;
      default:
        if (kBytecodeLength[op] < 0) fail("Bad instruction");
        apply_stack_effect(f, stack_effect(op));
        branch(f, bci);
        return falls_through(op);
    }
  }

  // Pops the effect's values, top first, checking each one's kind, then
  // pushes its results. Only the kinds I, J, F, D and A occur here (the
  // other letters belong to instructions execute handles itself).
  static void apply_stack_effect(Frame& f, const StackEffect& effect) {
    auto kind_of_letter = [](char c) {
      switch (c) {
        case 'I': return kInt;
        case 'J': return kLong;
        case 'F': return kFloat;
        case 'D': return kDouble;
        default: return kRef;
      }
    };
    for (size_t i = std::char_traits<char>::length(effect.pops); i-- > 0;) f.pop(kind_of_letter(effect.pops[i]));
    for (const char* c = effect.pushes; *c != '\0'; ++c) f.push_kind(kind_of_letter(*c));
  }

  bool execute_wide(Frame& f, uint32_t bci) {
    const uint8_t* p = code_ + bci;
    uint16_t local = read_u2(p + 2);
    switch (p[1]) {
      case op_iload: f.load(local, kInt); return true;
      case op_lload: f.load(local, kLong); return true;
      case op_fload: f.load(local, kFloat); return true;
      case op_dload: f.load(local, kDouble); return true;
      case op_aload: f.load(local, kRef); return true;
      case op_istore: f.store_popped(local, kInt); return true;
      case op_lstore: f.store_popped(local, kLong); return true;
      case op_fstore: f.store_popped(local, kFloat); return true;
      case op_dstore: f.store_popped(local, kDouble); return true;
      case op_astore: f.store_popped(local, kRef); return true;
      case op_iinc: f.check_local(local, kInt); return true;
      case op_ret: fail("Register " + std::to_string(local) + " contains wrong type");
      default: fail("Bad wide instruction");
    }
  }

  static void unary(Frame& f, Kind in, Kind out) {
    f.pop(in);
    f.push_kind(out);
  }

  const Method& method_;
  const uint8_t* code_;
  uint32_t length_;
  const std::vector<CpCacheEntry>& cp_;
  std::vector<bool> starts_;
  std::vector<bool> leaders_;
  std::vector<std::unique_ptr<State>> states_;
  std::vector<bool> queued_;
  std::vector<uint32_t> worklist_;
};

}  // namespace

std::unique_ptr<StackMaps> analyze_method(const Method& method, std::string* error) {
  try {
    return Analyzer(method).run();
  } catch (const VerifyFailure& failure) {
    *error = failure.message;
    return nullptr;
  }
}

}  // namespace loupe::interp
