// Numbers as text against HotSpot 17: the golden files in data/ were written by
// data/GenerateNumberTextGolden.java on JDK 17 (data/regenerate.sh).
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "vm/text/java_number_text.h"
#include "vm/text/unsigned_big_int.h"

using loupe::text::DecimalDigits;
using loupe::text::java_check_number_syntax;
using loupe::text::java_double_to_string;
using loupe::text::java_float_to_string;
using loupe::text::java_formatter_digits;
using loupe::text::java_parse_double;
using loupe::text::java_parse_float;
using loupe::text::NumberSyntax;

namespace {

std::vector<std::string> read_golden_lines(const std::string& name) {
  const std::filesystem::path path = std::filesystem::path(LOUPE_TEST_DATA_DIR) / "text" / "data" / name;
  std::ifstream in(path);
  INFO("golden file " << path.string());
  REQUIRE(in.good());
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty()) {
      lines.push_back(line);
    }
  }
  REQUIRE(lines.size() > 100);
  return lines;
}

std::vector<std::string> split(const std::string& line, char separator) {
  std::vector<std::string> fields;
  std::string field;
  std::istringstream in(line);
  while (std::getline(in, field, separator)) {
    fields.push_back(field);
  }
  return fields;
}

double double_from_hex_bits(const std::string& hex) { return std::bit_cast<double>(std::stoull(hex, nullptr, 16)); }

float float_from_hex_bits(const std::string& hex) {
  return std::bit_cast<float>(static_cast<uint32_t>(std::stoul(hex, nullptr, 16)));
}

std::string hex_bits(double value) {
  std::ostringstream out;
  out << std::hex << std::bit_cast<uint64_t>(value);
  return out.str();
}

std::string hex_bits(float value) {
  std::ostringstream out;
  out << std::hex << std::bit_cast<uint32_t>(value);
  return out.str();
}

std::string without_trailing_zeros(std::string digits) {
  while (digits.size() > 1 && digits.back() == '0') {
    digits.pop_back();
  }
  return digits;
}

// Undoes GenerateNumberTextGolden.escape: \\ \t \n and \uXXXX.
std::u16string unescape(const std::string& text) {
  std::u16string result;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\\') {
      result += static_cast<char16_t>(static_cast<unsigned char>(text[i]));
      continue;
    }
    const char kind = text[++i];
    if (kind == 'u') {
      result += static_cast<char16_t>(std::stoul(text.substr(i + 1, 4), nullptr, 16));
      i += 4;
    } else {
      result += kind == 't' ? u'\t' : kind == 'n' ? u'\n' : u'\\';
    }
  }
  return result;
}

std::string escape_ascii(std::u16string_view text) {
  std::string result;
  for (char16_t c : text) {
    if (c == u'\\') {
      result += "\\\\";
    } else if (c == u'\t') {
      result += "\\t";
    } else if (c == u'\n') {
      result += "\\n";
    } else if (c < 0x20 || c >= 0x7f) {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned>(c));
      result += buffer;
    } else {
      result += static_cast<char>(c);
    }
  }
  return result;
}

std::u16string_view java_trim(std::u16string_view text) {
  while (!text.empty() && text.front() <= u' ') {
    text.remove_prefix(1);
  }
  while (!text.empty() && text.back() <= u' ') {
    text.remove_suffix(1);
  }
  return text;
}

// What FloatingDecimal.parseDouble / parseFloat produce, in the golden file's
// notation: result bits, or NFE: and the message the Java side builds.
std::string parse_outcome(const std::u16string& input, bool as_float) {
  switch (java_check_number_syntax(input)) {
    case NumberSyntax::kEmpty:
      return "NFE:empty String";
    case NumberSyntax::kMultiplePoints:
      return "NFE:multiple points";
    case NumberSyntax::kInvalid:
      return "NFE:For input string: \"" + escape_ascii(java_trim(input)) + "\"";
    case NumberSyntax::kValid:
      break;
  }
  return as_float ? hex_bits(java_parse_float(input)) : hex_bits(java_parse_double(input));
}

}  // namespace

TEST_CASE("Double.toString prints the JDK 17 quirks", "[text]") {
  CHECK(java_double_to_string(1e23) == "9.999999999999999E22");
  CHECK(java_double_to_string(4.096e26) == "4.096E26");  // a rounding boundary, accepted by the big-integer path
  CHECK(java_double_to_string(2.82879384806159E17) == "2.82879384806159008E17");
  CHECK(java_double_to_string(2e-3) == "0.002");
  CHECK(java_double_to_string(1.0E7) == "1.0E7");
  CHECK(java_double_to_string(9999999.0) == "9999999.0");
  CHECK(java_double_to_string(123456789.0) == "1.23456789E8");
  CHECK(java_double_to_string(0.1 + 0.2) == "0.30000000000000004");
  CHECK(java_double_to_string(1e-3) == "0.001");
  CHECK(java_double_to_string(1e-4) == "1.0E-4");
  CHECK(java_double_to_string(100.0) == "100.0");
  CHECK(java_double_to_string(-1.5) == "-1.5");
  CHECK(java_double_to_string(4.9e-324) == "4.9E-324");
  CHECK(java_double_to_string(1.7976931348623157e308) == "1.7976931348623157E308");
  CHECK(java_double_to_string(0.0) == "0.0");
  CHECK(java_double_to_string(-0.0) == "-0.0");
  CHECK(java_double_to_string(std::nan("")) == "NaN");
  CHECK(java_double_to_string(HUGE_VAL) == "Infinity");
  CHECK(java_double_to_string(-HUGE_VAL) == "-Infinity");
}

TEST_CASE("Float.toString works on the float's own bits", "[text]") {
  CHECK(java_float_to_string(1e-4f) == "1.0E-4");
  CHECK(java_float_to_string(0.1f) == "0.1");
  CHECK(java_float_to_string(1.0e10f) == "1.0E10");
  CHECK(java_float_to_string(16777216.0f) == "1.6777216E7");
  CHECK(java_float_to_string(1.4e-45f) == "1.4E-45");
  CHECK(java_float_to_string(3.4028235e38f) == "3.4028235E38");
  CHECK(java_float_to_string(-0.0f) == "-0.0");
  CHECK(java_float_to_string(std::nanf("")) == "NaN");
}

TEST_CASE("Formatter digits never stop after the first digit", "[text]") {
  const DecimalDigits three_tenths = java_formatter_digits(0.3);
  CHECK(without_trailing_zeros(three_tenths.digits) == "3");
  CHECK(three_tenths.decimal_exponent == 0);
  const DecimalDigits sum = java_formatter_digits(0.1 + 0.2);
  CHECK(sum.digits == "30000000000000004");
  CHECK(sum.decimal_exponent == 0);
  const DecimalDigits zero = java_formatter_digits(0.0);
  CHECK(zero.digits == "0");
  CHECK(zero.decimal_exponent == 0);
}

TEST_CASE("Double.toString and the Formatter's digits match the golden file", "[text]") {
  int compared = 0;
  for (const std::string& line : read_golden_lines("double_to_string.golden")) {
    const std::vector<std::string> fields = split(line, ' ');
    REQUIRE(fields.size() == 4);
    const double value = double_from_hex_bits(fields[0]);
    INFO("bits " << fields[0]);
    CHECK(java_double_to_string(value) == fields[1]);
    if (fields[2] != "-") {
      const DecimalDigits digits = java_formatter_digits(value);
      CHECK(without_trailing_zeros(digits.digits) == fields[2]);
      CHECK(digits.decimal_exponent == std::stoi(fields[3]));
    }
    ++compared;
  }
  CHECK(compared > 3000);
}

TEST_CASE("Float.toString matches the golden file", "[text]") {
  for (const std::string& line : read_golden_lines("float_to_string.golden")) {
    const std::vector<std::string> fields = split(line, ' ');
    REQUIRE(fields.size() == 2);
    INFO("bits " << fields[0]);
    CHECK(java_float_to_string(float_from_hex_bits(fields[0])) == fields[1]);
  }
}

TEST_CASE("parseDouble and parseFloat match the golden file", "[text]") {
  for (const std::string& line : read_golden_lines("parse.golden")) {
    const std::vector<std::string> fields = split(line, '\t');
    REQUIRE(fields.size() == 3);
    const std::u16string input = unescape(fields[0]);
    INFO("input [" << fields[0] << "]");
    CHECK(parse_outcome(input, false) == fields[1]);
    CHECK(parse_outcome(input, true) == fields[2]);
  }
}

TEST_CASE("Java's number syntax", "[text]") {
  CHECK(java_check_number_syntax("  1.5e3d\t") == NumberSyntax::kValid);
  CHECK(java_check_number_syntax("-Infinity") == NumberSyntax::kValid);
  CHECK(java_check_number_syntax("0x1.8p1") == NumberSyntax::kValid);
  CHECK(java_check_number_syntax(" \t ") == NumberSyntax::kEmpty);
  CHECK(java_check_number_syntax("1.2.3") == NumberSyntax::kMultiplePoints);
  CHECK(java_check_number_syntax("0x1.8") == NumberSyntax::kInvalid);
  CHECK(java_check_number_syntax("1e") == NumberSyntax::kInvalid);
  CHECK(java_check_number_syntax("infinity") == NumberSyntax::kInvalid);
  CHECK(java_check_number_syntax(u"1\u00a0") == NumberSyntax::kInvalid);
  CHECK(java_parse_double("0x1.8p1") == 3.0);
  CHECK(java_parse_float("1.00000017881393432617187501") == 1.00000024f);
  CHECK(std::isnan(java_parse_double("-NaN")));
  CHECK(!std::signbit(java_parse_double("-NaN")));
}

TEST_CASE("UnsignedBigInt arithmetic", "[text]") {
  using loupe::text::UnsignedBigInt;
  UnsignedBigInt ten_to_40 = UnsignedBigInt::from_product(1, 40, 40);
  UnsignedBigInt three_times = ten_to_40;
  three_times.multiply_by(3);
  three_times.add(UnsignedBigInt(7));
  CHECK(three_times.divide_small_quotient(ten_to_40) == 3);
  CHECK(three_times.compare(UnsignedBigInt(7)) == 0);
  UnsignedBigInt shifted(1);
  shifted.shift_left(100);
  CHECK(shifted.compare(UnsignedBigInt::from_product(1, 0, 100)) == 0);
  CHECK(shifted.compare(ten_to_40) < 0);
  CHECK(UnsignedBigInt().is_zero());
}
