#include "vm/base/symbol.h"

#include <memory>
#include <mutex>
#include <unordered_map>

namespace loupe::vm {

namespace {

class SymbolTable {
 public:
  const Symbol* intern(std::string_view text) {
    std::lock_guard<std::mutex> guard(lock_);
    auto it = table_.find(text);
    if (it != table_.end()) return it->second.get();
    auto symbol = std::make_unique<Symbol>(text);
    const Symbol* result = symbol.get();
    table_.emplace(symbol->view(), std::move(symbol));
    return result;
  }

 private:
  std::mutex lock_;
  // Keys view the symbols' own storage, which never moves.
  std::unordered_map<std::string_view, std::unique_ptr<Symbol>> table_;
};

SymbolTable& table() {
  static SymbolTable instance;
  return instance;
}

}  // namespace

const Symbol* intern_symbol(std::string_view text) { return table().intern(text); }

namespace sym {
const Symbol* const init = intern_symbol("<init>");
const Symbol* const clinit = intern_symbol("<clinit>");
const Symbol* const void_sig = intern_symbol("()V");
const Symbol* const object = intern_symbol("java/lang/Object");
const Symbol* const string = intern_symbol("java/lang/String");
const Symbol* const main = intern_symbol("main");
const Symbol* const main_sig = intern_symbol("([Ljava/lang/String;)V");
}  // namespace sym

}  // namespace loupe::vm
