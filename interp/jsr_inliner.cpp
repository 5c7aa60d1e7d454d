#include "interp/jsr_inliner.h"

#include <map>
#include <utility>

#include "vm/classfile/bytecodes.h"

namespace loupe::interp {

using namespace vm;

namespace {

struct Instruction {
  uint32_t bci;
  uint32_t length;
  uint8_t op;      // after `wide`, the widened opcode
  bool wide;
};

// A routine: the main code or one subroutine, as the set of instructions
// reachable from its entry without entering the subroutines it calls.
struct Routine {
  uint32_t entry;
  std::vector<bool> contains;  // by bci
};

// One copy of a routine, made for one call: where its ret goes back to.
struct Instance {
  size_t routine;
  int caller;              // instance, -1 for the main code
  uint32_t return_bci;     // in the caller: the instruction after the jsr
  std::vector<size_t> active;  // routines on the call chain (no recursion)
};

using Label = std::pair<int, uint32_t>;  // (instance, original bci)

struct Item {
  enum Kind { kCopy, kPushNull, kGoto, kBranch, kSwitch };
  Item(Kind k, int inst, uint32_t from, Label to = {}) : kind(k), instance(inst), bci(from), target(to) {}

  Kind kind;
  int instance;
  uint32_t bci;  // the original instruction it comes from
  Label target;
  std::vector<Label> switch_targets;  // default first
  bool long_form = false;
};

bool is_jsr(uint8_t op) { return flow_of(op) == FlowKind::kJsr; }

// The if family, goto and goto_w (not jsr: it calls).
bool is_branch(uint8_t op) {
  return flow_of(op) == FlowKind::kConditional || flow_of(op) == FlowKind::kGoto;
}

uint8_t inverted(uint8_t op) {
  switch (op) {
    case op_ifnull: return op_ifnonnull;
    case op_ifnonnull: return op_ifnull;
    default: return static_cast<uint8_t>(((op - op_ifeq) ^ 1) + op_ifeq);  // ifeq<->ifne, iflt<->ifge, ...
  }
}

class Inliner {
 public:
  explicit Inliner(const Method& m) : m_(m), code_(m.bytecode.data()), length_(m.code_length()) {}

  std::optional<InlinedCode> run(std::string* error) {
    decode();
    routines_.push_back(find_routine(0));
    for (const Instruction& i : instructions_) {
      if (!is_jsr(i.op)) continue;
      uint32_t entry = target_of(i);
      if (routine_of_entry_.count(entry) == 0) {
        routine_of_entry_[entry] = routines_.size();
        routines_.push_back(find_routine(entry));
      }
    }
    instances_.push_back({0, -1, 0, {0}});
    for (size_t i = 0; i < instances_.size(); ++i) {
      if (!emit_instance(static_cast<int>(i), error)) return std::nullopt;
      // Subroutines that call others twice double the code at each level:
      // stop as soon as the copies could not fit in a method.
      if (items_.size() > 65535) {
        *error = "Code too large after inlining subroutines";
        return std::nullopt;
      }
    }
    return assemble(error);
  }

 private:
  void decode() {
    index_of_.assign(length_, -1);
    for (uint32_t bci = 0; bci < length_;) {
      uint32_t len = static_cast<uint32_t>(instruction_length(code_, length_, bci));
      bool wide = code_[bci] == op_wide;
      index_of_[bci] = static_cast<int>(instructions_.size());
      instructions_.push_back({bci, len, wide ? code_[bci + 1] : code_[bci], wide});
      bci += len;
    }
  }

  const Instruction& at(uint32_t bci) const { return instructions_[static_cast<size_t>(index_of_[bci])]; }

  uint32_t target_of(const Instruction& i) const {
    return static_cast<uint32_t>(branch_target(code_ + i.bci, i.bci));
  }

  // (default, targets...) of a switch, as bcis.
  std::vector<uint32_t> switch_targets(const Instruction& i) const {
    std::vector<uint32_t> targets;
    for_each_branch_target(code_, i.bci, [&](int64_t target) { targets.push_back(static_cast<uint32_t>(target)); });
    return targets;
  }

  Routine find_routine(uint32_t entry) const {
    Routine r{entry, std::vector<bool>(length_, false)};
    std::vector<uint32_t> work{entry};
    while (!work.empty()) {
      uint32_t bci = work.back();
      work.pop_back();
      if (bci >= length_ || r.contains[bci]) continue;
      r.contains[bci] = true;
      const Instruction& i = at(bci);
      for (const ExceptionHandler& h : m_.handlers) {
        if (bci >= h.start_pc && bci < h.end_pc) work.push_back(h.handler_pc);
      }
      if (i.op == op_ret) continue;
      if (is_jsr(i.op)) {
        work.push_back(bci + i.length);  // the call returns here; the subroutine is another routine
        continue;
      }
      if (is_branch(i.op)) work.push_back(target_of(i));
      if (is_switch(i.op)) {
        for (uint32_t t : switch_targets(i)) work.push_back(t);
      }
      if (falls_through(i.op)) work.push_back(bci + i.length);
    }
    return r;
  }

  bool emit_instance(int index, std::string* error) {
    for (const Instruction& i : instructions_) {
      Instance inst = instances_[static_cast<size_t>(index)];
      if (!routines_[inst.routine].contains[i.bci]) continue;
      labels_[{index, i.bci}] = items_.size();
      if (is_jsr(i.op)) {
        size_t sub = routine_of_entry_.at(target_of(i));
        for (size_t active : inst.active) {
          if (active == sub) {
            *error = "Recursive call to jsr entry at bci " + std::to_string(i.bci);
            return false;
          }
        }
        std::vector<size_t> chain = inst.active;
        chain.push_back(sub);
        int callee = static_cast<int>(instances_.size());
        instances_.push_back({sub, index, i.bci + i.length, std::move(chain)});
        items_.emplace_back(Item::kPushNull, index, i.bci);
        items_.emplace_back(Item::kGoto, index, i.bci, Label{callee, routines_[sub].entry});
      } else if (i.op == op_ret) {
        if (inst.caller < 0) {  // no jsr put a return address there: HotSpot's words for it
          uint32_t local = i.wide ? read_u2(code_ + i.bci + 2) : code_[i.bci + 1];
          *error = "Register " + std::to_string(local) + " contains wrong type";
          return false;
        }
        if (inst.return_bci >= length_) {  // the jsr ends the code: returning falls off its end
          *error = "Falling off the end of the code";
          return false;
        }
        items_.emplace_back(Item::kGoto, index, i.bci, Label{inst.caller, inst.return_bci});
      } else if (is_branch(i.op)) {
        items_.emplace_back(Item::kBranch, index, i.bci, Label{index, target_of(i)});
      } else if (is_switch(i.op)) {
        Item item(Item::kSwitch, index, i.bci);
        for (uint32_t t : switch_targets(i)) item.switch_targets.push_back({index, t});
        items_.push_back(std::move(item));
      } else {
        items_.emplace_back(Item::kCopy, index, i.bci);
      }
    }
    return true;
  }

  uint32_t size_of(const Item& item, uint32_t position) const {
    const Instruction& i = at(item.bci);
    switch (item.kind) {
      case Item::kCopy: return i.length;
      case Item::kPushNull: return 1;
      case Item::kGoto: return item.long_form ? 5 : 3;
      case Item::kBranch:
        if (!item.long_form) return 3;
        return i.op == op_goto_ || i.op == op_goto_w ? 5 : 8;  // inverted branch over a goto_w
      case Item::kSwitch: {
        uint32_t pad = (4 - (position + 1) % 4) % 4;
        uint32_t original_pad = (4 - (i.bci + 1) % 4) % 4;
        return i.length - original_pad + pad;
      }
    }
    return 0;
  }

  // Lays the items out, widening branches whose offsets do not fit in 16
  // bits until nothing changes.
  std::vector<uint32_t> layout() {
    while (true) {
      std::vector<uint32_t> positions(items_.size() + 1);
      for (size_t k = 0; k < items_.size(); ++k) positions[k + 1] = positions[k] + size_of(items_[k], positions[k]);
      bool widened = false;
      for (size_t k = 0; k < items_.size(); ++k) {
        Item& item = items_[k];
        if ((item.kind != Item::kGoto && item.kind != Item::kBranch) || item.long_form) continue;
        int64_t offset = int64_t{positions[labels_.at(item.target)]} - positions[k];
        if (offset < -32768 || offset > 32767) {
          item.long_form = true;
          widened = true;
        }
      }
      if (!widened) return positions;
    }
  }

  static void put_u2(std::vector<uint8_t>& out, uint32_t v) {
    out.push_back(static_cast<uint8_t>(v >> 8));
    out.push_back(static_cast<uint8_t>(v));
  }
  static void put_s4(std::vector<uint8_t>& out, int32_t v) {
    put_u2(out, static_cast<uint16_t>(static_cast<uint32_t>(v) >> 16));
    put_u2(out, static_cast<uint16_t>(v));
  }

  void emit_switch(std::vector<uint8_t>& out, const Item& item, const std::vector<uint32_t>& positions, size_t k) {
    const Instruction& i = at(item.bci);
    uint32_t here = positions[k];
    auto offset = [&](const Label& l) { return static_cast<int32_t>(positions[labels_.at(l)] - int64_t{here}); };
    out.push_back(i.op);
    while (out.size() % 4 != 0) out.push_back(0);
    // The words after the default (low and high, or npairs) and the keys
    // stay; the offsets are the copy's.
    const SwitchOperands original(code_, i.bci);
    put_s4(out, offset(item.switch_targets[0]));
    if (original.is_table()) {
      put_s4(out, read_s4(original.words() + 4));
      put_s4(out, read_s4(original.words() + 8));
      for (size_t t = 1; t < item.switch_targets.size(); ++t) put_s4(out, offset(item.switch_targets[t]));
    } else {
      put_s4(out, read_s4(original.words() + 4));
      for (size_t t = 1; t < item.switch_targets.size(); ++t) {
        put_s4(out, original.key(static_cast<int64_t>(t - 1)));
        put_s4(out, offset(item.switch_targets[t]));
      }
    }
  }

  std::optional<InlinedCode> assemble(std::string* error) {
    std::vector<uint32_t> positions = layout();
    if (positions.back() > 65535) {
      *error = "Code too large after inlining subroutines";
      return std::nullopt;
    }
    InlinedCode result;
    std::vector<uint8_t>& out = result.code;
    int last_line = -2;
    for (size_t k = 0; k < items_.size(); ++k) {
      const Item& item = items_[k];
      const Instruction& i = at(item.bci);
      int line = m_.line_number_at(item.bci);
      if (line >= 0 && line != last_line) {
        result.line_numbers.push_back({static_cast<uint16_t>(out.size()), static_cast<uint16_t>(line)});
        last_line = line;
      }
      int64_t offset = item.kind == Item::kGoto || item.kind == Item::kBranch
                           ? int64_t{positions[labels_.at(item.target)]} - positions[k]
                           : 0;
      switch (item.kind) {
        case Item::kCopy:
          out.insert(out.end(), code_ + i.bci, code_ + i.bci + i.length);
          break;
        case Item::kPushNull:
          out.push_back(op_aconst_null);
          break;
        case Item::kGoto:
        case Item::kBranch:
          if (!item.long_form) {
            out.push_back(item.kind == Item::kGoto || i.op == op_goto_w ? uint8_t{op_goto_} : i.op);
            put_u2(out, static_cast<uint16_t>(offset));
          } else if (item.kind == Item::kGoto || i.op == op_goto_ || i.op == op_goto_w) {
            out.push_back(op_goto_w);
            put_s4(out, static_cast<int32_t>(offset));
          } else {
            out.push_back(inverted(i.op));  // skip the goto_w when the condition fails
            put_u2(out, 8);
            out.push_back(op_goto_w);
            put_s4(out, static_cast<int32_t>(offset - 3));
          }
          break;
        case Item::kSwitch:
          emit_switch(out, item, positions, k);
          break;
      }
    }
    result.handlers = copy_handlers(positions);
    return result;
  }

  // Every handler, for every instance whose routine holds it: one entry per
  // run of consecutive items that come from its protected range.
  std::vector<ExceptionHandler> copy_handlers(const std::vector<uint32_t>& positions) const {
    std::vector<ExceptionHandler> handlers;
    for (const ExceptionHandler& h : m_.handlers) {
      for (size_t inst = 0; inst < instances_.size(); ++inst) {
        auto target = labels_.find({static_cast<int>(inst), h.handler_pc});
        if (target == labels_.end()) continue;
        size_t k = 0;
        while (k < items_.size()) {
          auto covered = [&](size_t j) {
            return items_[j].instance == static_cast<int>(inst) && items_[j].bci >= h.start_pc &&
                   items_[j].bci < h.end_pc;
          };
          if (!covered(k)) {
            ++k;
            continue;
          }
          size_t end = k;
          while (end < items_.size() && covered(end)) ++end;
          handlers.push_back({static_cast<uint16_t>(positions[k]), static_cast<uint16_t>(positions[end]),
                              static_cast<uint16_t>(positions[target->second]), h.catch_type});
          k = end;
        }
      }
    }
    return handlers;
  }

  const Method& m_;
  const uint8_t* code_;
  uint32_t length_;
  std::vector<Instruction> instructions_;
  std::vector<int> index_of_;
  std::vector<Routine> routines_;
  std::map<uint32_t, size_t> routine_of_entry_;
  std::vector<Instance> instances_;
  std::vector<Item> items_;
  std::map<Label, size_t> labels_;
};

}  // namespace

bool uses_subroutines(const Method& method) {
  const uint8_t* code = method.bytecode.data();
  uint32_t length = method.code_length();
  for (uint32_t bci = 0; bci < length; bci += static_cast<uint32_t>(instruction_length(code, length, bci))) {
    if (is_jsr(code[bci])) return true;
  }
  return false;
}

std::optional<InlinedCode> inline_subroutines(const Method& method, std::string* error) {
  return Inliner(method).run(error);
}

}  // namespace loupe::interp
