// Double.parseDouble / Float.parseFloat of JDK 17: the syntax check is
// ours (it must reject exactly what Java rejects). Decimal conversion is
// glibc's strtod_l / strtof_l in the "C" locale, which round correctly (floats
// directly, never through double). Hexadecimal conversion is ours: glibc's
// strtof misrounds some hexadecimal subnormals.
#include <algorithm>
#include <bit>
#include <clocale>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <locale.h>
#include <string>

#include "vm/text/java_number_text.h"

namespace loupe::text {

namespace {

bool is_decimal_digit(char16_t c) { return c >= u'0' && c <= u'9'; }

bool is_hex_digit(char16_t c) {
  return is_decimal_digit(c) || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
}

bool is_type_suffix(char16_t c) { return c == u'f' || c == u'F' || c == u'd' || c == u'D'; }

// String.trim(): strips every character <= ' ' from both ends.
std::u16string_view trim(std::u16string_view text) {
  size_t begin = 0;
  size_t end = text.size();
  while (begin < end && text[begin] <= u' ') {
    ++begin;
  }
  while (end > begin && text[end - 1] <= u' ') {
    --end;
  }
  return text.substr(begin, end - begin);
}

// Walks a trimmed string left to right.
class Cursor {
 public:
  explicit Cursor(std::u16string_view text) : text_(text) {}

  bool at_end() const { return position_ >= text_.size(); }
  char16_t peek(size_t ahead = 0) const {
    return position_ + ahead < text_.size() ? text_[position_ + ahead] : u'\0';
  }
  void advance(size_t count = 1) { position_ += count; }
  bool accept(char16_t c) {
    if (peek() == c && !at_end()) {
      ++position_;
      return true;
    }
    return false;
  }
  bool accept_either(char16_t a, char16_t b) { return accept(a) || accept(b); }
  size_t count_while(bool (*predicate)(char16_t)) {
    size_t count = 0;
    while (!at_end() && predicate(peek())) {
      ++position_;
      ++count;
    }
    return count;
  }
  std::u16string_view rest() const { return text_.substr(position_); }

  // The end, possibly after one type suffix letter.
  bool at_end_after_optional_suffix() const {
    return at_end() || (position_ + 1 == text_.size() && is_type_suffix(text_[position_]));
  }

 private:
  std::u16string_view text_;
  size_t position_ = 0;
};

// 0[xX] (hex+ "."? | hex* "." hex+) [pP] sign? digit+ suffix?; the cursor is
// past the sign.
bool is_valid_hexadecimal(Cursor cursor) {
  cursor.advance(2);  // "0x"
  const size_t integer_digits = cursor.count_while(is_hex_digit);
  size_t fraction_digits = 0;
  if (cursor.accept(u'.')) {
    fraction_digits = cursor.count_while(is_hex_digit);
  }
  if (integer_digits + fraction_digits == 0 || !cursor.accept_either(u'p', u'P')) {
    return false;
  }
  cursor.accept_either(u'+', u'-');
  return cursor.count_while(is_decimal_digit) > 0 && cursor.at_end_after_optional_suffix();
}

// The JDK reads digits and points in one scan and complains about a second
// point as soon as it sees it, before looking at anything else.
NumberSyntax check_decimal(Cursor cursor) {
  size_t digits = 0;
  bool point_seen = false;
  while (!cursor.at_end() && (is_decimal_digit(cursor.peek()) || cursor.peek() == u'.')) {
    if (cursor.peek() == u'.') {
      if (point_seen) {
        return NumberSyntax::kMultiplePoints;
      }
      point_seen = true;
    } else {
      ++digits;
    }
    cursor.advance();
  }
  if (digits == 0) {
    return NumberSyntax::kInvalid;
  }
  if (cursor.accept_either(u'e', u'E')) {
    cursor.accept_either(u'+', u'-');
    if (cursor.count_while(is_decimal_digit) == 0) {
      return NumberSyntax::kInvalid;
    }
  }
  return cursor.at_end_after_optional_suffix() ? NumberSyntax::kValid : NumberSyntax::kInvalid;
}

NumberSyntax check_trimmed(std::u16string_view text) {
  if (text.empty()) {
    return NumberSyntax::kEmpty;
  }
  Cursor cursor(text);
  cursor.accept_either(u'+', u'-');
  const std::u16string_view rest = cursor.rest();
  if (rest == u"NaN" || rest == u"Infinity") {
    return NumberSyntax::kValid;
  }
  if (cursor.peek() == u'N' || cursor.peek() == u'I') {
    return NumberSyntax::kInvalid;
  }
  if (cursor.peek() == u'0' && (cursor.peek(1) == u'x' || cursor.peek(1) == u'X')) {
    return is_valid_hexadecimal(cursor) ? NumberSyntax::kValid : NumberSyntax::kInvalid;
  }
  return check_decimal(cursor);
}

std::u16string widen_ascii(std::string_view text) { return std::u16string(text.begin(), text.end()); }

// The trimmed text in ASCII for the C library, without the type suffix.
// Only called on valid text, which is all ASCII.
std::string c_library_form(std::u16string_view valid_trimmed) {
  std::string ascii(valid_trimmed.begin(), valid_trimmed.end());
  if (!ascii.empty() && is_type_suffix(static_cast<char16_t>(ascii.back()))) {
    ascii.pop_back();
  }
  return ascii;
}

// A hexadecimal significand reduced to at most 64 bits: value =
// (bits + something below one if sticky) * 2^exponent.
struct HexSignificand {
  uint64_t bits = 0;
  int64_t exponent = 0;
  bool sticky = false;  // non-zero digits were dropped below `bits`
};

int hex_digit_value(char c) {
  if (c >= '0' && c <= '9') {
    return c - '0';
  }
  return (c | 0x20) - 'a' + 10;
}

// Far beyond any exponent that can matter, small enough never to overflow.
constexpr int64_t kExponentSaturation = int64_t{1} << 40;

// Reads "H.HHHp[+-]E" (after "0x", before any suffix) of a valid string.
HexSignificand read_hex_significand(std::string_view text) {
  HexSignificand result;
  bool after_point = false;
  size_t i = 0;
  for (; text[i] != 'p' && text[i] != 'P'; ++i) {
    if (text[i] == '.') {
      after_point = true;
      continue;
    }
    const int digit = hex_digit_value(text[i]);
    if (result.bits >> 60 == 0) {
      result.bits = (result.bits << 4) | static_cast<uint64_t>(digit);
      if (after_point) {
        result.exponent -= 4;
      }
    } else {
      result.sticky |= digit != 0;
      if (!after_point) {
        result.exponent += 4;
      }
    }
  }
  ++i;  // 'p'
  bool negative_exponent = false;
  if (text[i] == '+' || text[i] == '-') {
    negative_exponent = text[i] == '-';
    ++i;
  }
  int64_t written_exponent = 0;
  for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
    written_exponent = std::min(written_exponent * 10 + (text[i] - '0'), kExponentSaturation);
  }
  result.exponent += negative_exponent ? -written_exponent : written_exponent;
  return result;
}

// Rounds to nearest, ties to even, into a format with `precision` significant
// bits and smallest normal exponent `min_exponent`, and returns the magnitude
// as an exact (significand, exponent) pair for ldexp; exponent is saturated
// high on overflow.
struct RoundedBinary {
  uint64_t significand = 0;
  int64_t exponent = 0;
};

RoundedBinary round_to_format(HexSignificand value, int precision, int min_exponent) {
  if (value.bits == 0) {
    return {};
  }
  const int top_bit = 63 - std::countl_zero(value.bits);
  const int64_t value_exponent = top_bit + value.exponent;
  // The exponent of the lowest bit the format can hold at this magnitude.
  const int64_t lowest_kept = std::max(value_exponent, int64_t{min_exponent}) - (precision - 1);
  const int64_t drop = lowest_kept - value.exponent;
  if (drop <= 0) {
    return {value.bits, value.exponent};
  }
  if (drop > 64) {
    return {};  // below half of the smallest subnormal
  }
  const uint64_t kept = drop == 64 ? 0 : value.bits >> drop;
  const uint64_t dropped_mask = drop == 64 ? ~uint64_t{0} : (uint64_t{1} << drop) - 1;
  const uint64_t dropped = value.bits & dropped_mask;
  const uint64_t half = uint64_t{1} << (drop - 1);
  const bool above_half = dropped > half || (dropped == half && value.sticky);
  const bool exactly_half = dropped == half && !value.sticky;
  const bool round_up = above_half || (exactly_half && (kept & 1) != 0);
  return {kept + (round_up ? 1 : 0), lowest_kept};
}

template <typename Floating>
Floating parse_hexadecimal(std::string_view ascii, int precision, int min_exponent) {
  const bool negative = ascii[0] == '-';
  const size_t start = ascii.find_first_of("xX") + 1;
  const RoundedBinary rounded = round_to_format(read_hex_significand(ascii.substr(start)), precision, min_exponent);
  // ldexp is exact here, and overflows to infinity as wanted.
  const int exponent = static_cast<int>(std::clamp<int64_t>(rounded.exponent, -100000, 100000));
  const Floating magnitude = std::ldexp(static_cast<Floating>(rounded.significand), exponent);
  return negative ? -magnitude : magnitude;
}

bool is_hexadecimal_form(std::string_view ascii) { return ascii.find_first_of("xX") != std::string_view::npos; }

// strtod in the "C" locale whatever the process locale is.
locale_t c_locale() {
  static const locale_t locale = newlocale(LC_ALL_MASK, "C", static_cast<locale_t>(nullptr));
  return locale;
}

}  // namespace

NumberSyntax java_check_number_syntax(std::u16string_view text) { return check_trimmed(trim(text)); }

NumberSyntax java_check_number_syntax(std::string_view text) {
  return java_check_number_syntax(widen_ascii(text));
}

double java_parse_double(std::u16string_view text) {
  const std::u16string_view trimmed = trim(text);
  if (check_trimmed(trimmed) != NumberSyntax::kValid) {
    return std::nan("");
  }
  const std::string ascii = c_library_form(trimmed);
  if (ascii.ends_with("NaN")) {
    return std::numeric_limits<double>::quiet_NaN();  // Java has one NaN, whatever the sign
  }
  if (is_hexadecimal_form(ascii)) {
    return parse_hexadecimal<double>(ascii, 53, -1022);
  }
  return strtod_l(ascii.c_str(), nullptr, c_locale());
}

double java_parse_double(std::string_view text) { return java_parse_double(widen_ascii(text)); }

float java_parse_float(std::u16string_view text) {
  const std::u16string_view trimmed = trim(text);
  if (check_trimmed(trimmed) != NumberSyntax::kValid) {
    return std::nanf("");
  }
  const std::string ascii = c_library_form(trimmed);
  if (ascii.ends_with("NaN")) {
    return std::numeric_limits<float>::quiet_NaN();
  }
  if (is_hexadecimal_form(ascii)) {
    return parse_hexadecimal<float>(ascii, 24, -126);
  }
  return strtof_l(ascii.c_str(), nullptr, c_locale());
}

float java_parse_float(std::string_view text) { return java_parse_float(widen_ascii(text)); }

}  // namespace loupe::text
