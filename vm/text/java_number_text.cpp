// Double.toString / Float.toString layout and the Formatter's digits. The
// digits themselves come from java_double_digits.cpp.
#include "vm/text/java_number_text.h"

#include <cmath>
#include <string>

#include "vm/text/java_double_digits.h"

namespace loupe::text {

namespace {

// Plain notation for 10^-3 <= |value| < 10^7, i.e. for these exponents of
// the 0.ddd form.
constexpr int kSmallestPlainExponent = -2;
constexpr int kLargestPlainExponent = 7;

void append_plain(std::string& out, const DecimalDigits& number) {
  const std::string& digits = number.digits;
  const int exponent = number.decimal_exponent;
  if (exponent > 0) {
    const auto integer_digits = static_cast<size_t>(exponent);
    if (digits.size() <= integer_digits) {
      out += digits;
      out.append(integer_digits - digits.size(), '0');
      out += ".0";
    } else {
      out.append(digits, 0, integer_digits);
      out += '.';
      out.append(digits, integer_digits);
    }
    return;
  }
  out += "0.";
  out.append(static_cast<size_t>(-exponent), '0');
  out += digits;
}

// "d.dddE-n": at least one digit after the point, no '+' in the exponent.
void append_scientific(std::string& out, const DecimalDigits& number) {
  out += number.digits[0];
  out += '.';
  if (number.digits.size() > 1) {
    out.append(number.digits, 1);
  } else {
    out += '0';
  }
  out += 'E';
  out += std::to_string(number.decimal_exponent - 1);
}

std::string layout(bool negative, const DecimalDigits& number) {
  std::string out;
  if (negative) {
    out += '-';
  }
  if (number.decimal_exponent >= kSmallestPlainExponent && number.decimal_exponent <= kLargestPlainExponent) {
    append_plain(out, number);
  } else {
    append_scientific(out, number);
  }
  return out;
}

// NaN, the infinities and the zeros, or an empty string for other values.
template <typename Floating>
std::string special_value_text(Floating value) {
  if (std::isnan(value)) {
    return "NaN";
  }
  if (std::isinf(value)) {
    return value > 0 ? "Infinity" : "-Infinity";
  }
  if (value == 0) {
    return std::signbit(value) ? "-0.0" : "0.0";
  }
  return {};
}

}  // namespace

std::string java_double_to_string(double value) {
  std::string special = special_value_text(value);
  if (!special.empty()) {
    return special;
  }
  return layout(std::signbit(value), generate_java_digits(normalize_double(value), DigitStyle::kToString));
}

std::string java_float_to_string(float value) {
  std::string special = special_value_text(value);
  if (!special.empty()) {
    return special;
  }
  return layout(std::signbit(value), generate_java_digits(normalize_float(value), DigitStyle::kToString));
}

DecimalDigits java_formatter_digits(double value) {
  if (value == 0 || !std::isfinite(value)) {
    return DecimalDigits{"0", 0};
  }
  return generate_java_digits(normalize_double(value), DigitStyle::kFormatter);
}

DecimalDigits java_to_string_digits(double value) {
  if (value == 0 || !std::isfinite(value)) {
    return DecimalDigits{"0", 0};
  }
  return generate_java_digits(normalize_double(value), DigitStyle::kToString);
}

}  // namespace loupe::text
