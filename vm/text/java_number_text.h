// Numbers as text exactly as JDK 17 prints and parses them: Double.toString,
// Float.toString, Double.parseDouble, Float.parseFloat, and the decimal digits
// java.util.Formatter rounds for %e %f %g. Plain C++ types only, no VM types.
//
// Natives of loupe.internal.FloatingDecimal (all private static) and the
// functions they call. Java Strings cross as UTF-16 (std::u16string_view in,
// std::string of ASCII out):
//
//   Java native (descriptor)                          C++ function
//   ------------------------------------------------  ---------------------------------------------
//   String doubleToString(double)                     java_double_to_string(d)
//          (D)Ljava/lang/String;
//   String floatToString(float)                       java_float_to_string(f)
//          (F)Ljava/lang/String;
//   int    checkSyntax(String)                        static_cast<int>(java_check_number_syntax(s))
//          (Ljava/lang/String;)I
//   double parseDouble0(String)                       java_parse_double(s)
//          (Ljava/lang/String;)D
//   float  parseFloat0(String)                        java_parse_float(s)
//          (Ljava/lang/String;)F
//   String decimalDigits0(double)                     java_formatter_digits(d).digits
//          (D)Ljava/lang/String;
//   int    decimalExponent0(double)                   java_formatter_digits(d).decimal_exponent
//          (D)I
//
// The class is loupe/internal/FloatingDecimal. checkSyntax returns 0
// (parsable), 1 (empty after trimming), 2 (not in Java's syntax) or 3 (a
// second decimal point, which the JDK reports with a message of its own); the
// Java side throws NumberFormatException with the JDK's message, so
// parseDouble0 / parseFloat0 only ever see valid strings (on an invalid one
// they return NaN; they never throw). No native throws or allocates Java
// objects other than its result string.
#pragma once

#include <string>
#include <string_view>

namespace loupe::text {

// Double.toString(value) of JDK 17: "1.0E10", "0.001", "9.999999999999999E22".
std::string java_double_to_string(double value);

// Float.toString(value) of JDK 17: the same algorithm on the float's own bits.
std::string java_float_to_string(float value);

// value = 0.<digits> * 10^decimal_exponent, digits without sign or point.
struct DecimalDigits {
  std::string digits;
  int decimal_exponent = 0;
};

// The digits JDK 17's java.util.Formatter starts from for %e %f %g (before it
// rounds them half-up to the precision): those of Double.toString, except
// that the generator never stops after the first digit. Sign ignored; zero
// gives {"0", 0} like the JDK. value must be finite.
DecimalDigits java_formatter_digits(double value);

// The digits and exponent Double.toString prints (for tests and tools).
DecimalDigits java_to_string_digits(double value);

enum class NumberSyntax {
  kValid = 0,
  kEmpty = 1,    // nothing but characters <= ' '
  kInvalid = 2,  // NumberFormatException: For input string: "<trimmed>"
  kMultiplePoints = 3,  // NumberFormatException: multiple points
};

// Whether Double.parseDouble / Float.parseFloat accept text: characters <= ' '
// trimmed at both ends, optional sign, then "NaN", "Infinity", a decimal
// number with optional exponent and f/F/d/D suffix, or a hexadecimal one
// ("0x1.8p1", exponent required).
NumberSyntax java_check_number_syntax(std::u16string_view text);
NumberSyntax java_check_number_syntax(std::string_view text);

// Correctly rounded value of valid text (NaN for invalid text).
double java_parse_double(std::u16string_view text);
double java_parse_double(std::string_view text);

// Rounded once, directly to float (no double rounding).
float java_parse_float(std::u16string_view text);
float java_parse_float(std::string_view text);

}  // namespace loupe::text
