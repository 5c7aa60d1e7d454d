// Interned names: class names, member names and descriptors from class files.
// Each distinct string exists once, so names compare by pointer. Symbols live
// as long as the VM.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace loupe::vm {

class Symbol {
 public:
  explicit Symbol(std::string_view text) : text_(text) {}
  std::string_view view() const { return text_; }
  const std::string& str() const { return text_; }
  const char* c_str() const { return text_.c_str(); }
  size_t size() const { return text_.size(); }
  bool starts_with(char c) const { return !text_.empty() && text_[0] == c; }

 private:
  std::string text_;
};

// Thread-safe.
const Symbol* intern_symbol(std::string_view text);

// Symbols the VM compares against all the time.
namespace sym {
extern const Symbol* const init;        // <init>
extern const Symbol* const clinit;      // <clinit>
extern const Symbol* const void_sig;    // ()V
extern const Symbol* const object;      // java/lang/Object
extern const Symbol* const string;      // java/lang/String
extern const Symbol* const main;        // main
extern const Symbol* const main_sig;    // ([Ljava/lang/String;)V
}  // namespace sym

}  // namespace loupe::vm
