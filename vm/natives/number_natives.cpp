// loupe.internal.FloatingDecimal: numbers as text, exactly as JDK 17 writes
// and reads them. The algorithms live in vm/text/; these natives only move
// strings between the heap and C++.
#include "vm/natives/native_registry.h"
#include "vm/runtime/objects.h"
#include "vm/text/java_number_text.h"

namespace loupe::vm {

namespace {

Slot ascii_result(Thread* t, const std::string& text) { return ref_result(new_string_from_utf8(t, text)); }

Slot double_to_string(Thread* t, Slot* args) { return ascii_result(t, text::java_double_to_string(args[0].d)); }

Slot float_to_string(Thread* t, Slot* args) { return ascii_result(t, text::java_float_to_string(args[0].f)); }

Slot check_syntax(Thread*, Slot* args) {
  return int_result(static_cast<int32_t>(text::java_check_number_syntax(string_chars(args[0].ref))));
}

Slot parse_double(Thread*, Slot* args) { return double_result(text::java_parse_double(string_chars(args[0].ref))); }

Slot parse_float(Thread*, Slot* args) { return float_result(text::java_parse_float(string_chars(args[0].ref))); }

Slot decimal_digits(Thread* t, Slot* args) { return ascii_result(t, text::java_formatter_digits(args[0].d).digits); }

Slot decimal_exponent(Thread*, Slot* args) { return int_result(text::java_formatter_digits(args[0].d).decimal_exponent); }

constexpr const char* kClass = "loupe/internal/FloatingDecimal";

const NativeEntry kNatives[] = {
    {kClass, "doubleToString", "(D)Ljava/lang/String;", double_to_string},
    {kClass, "floatToString", "(F)Ljava/lang/String;", float_to_string},
    {kClass, "checkSyntax", "(Ljava/lang/String;)I", check_syntax},
    {kClass, "parseDouble0", "(Ljava/lang/String;)D", parse_double},
    {kClass, "parseFloat0", "(Ljava/lang/String;)F", parse_float},
    {kClass, "decimalDigits0", "(D)Ljava/lang/String;", decimal_digits},
    {kClass, "decimalExponent0", "(D)I", decimal_exponent},
};

}  // namespace

std::span<const NativeEntry> number_natives() { return kNatives; }

}  // namespace loupe::vm
