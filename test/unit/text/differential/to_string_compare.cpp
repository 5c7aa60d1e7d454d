// Differential test of Double.toString, Float.toString and the Formatter's
// digits: reads ToStringCases output (HotSpot's texts) on stdin, prints the
// first mismatches and a summary, exits non-zero on any mismatch. run.sh
// builds and runs it.
#include <bit>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>

#include "vm/text/java_number_text.h"

namespace {

constexpr long kMismatchesShown = 30;

struct Tally {
  long doubles = 0;
  long formatter_digits = 0;
  long floats = 0;
  long mismatches = 0;

  void report(const std::string& what, const std::string& bits, const std::string& java, const std::string& ours) {
    if (mismatches++ < kMismatchesShown) {
      std::printf("%s %s: java %s ours %s\n", what.c_str(), bits.c_str(), java.c_str(), ours.c_str());
    }
  }
};

std::string without_trailing_zeros(std::string digits) {
  while (digits.size() > 1 && digits.back() == '0') {
    digits.pop_back();
  }
  return digits;
}

// "-1.234000e-05" -> digits "1234", exponent of the 0.DIGITS form (-4).
void parse_scientific(std::string text, std::string& digits, int& exponent) {
  if (text[0] == '-') {
    text.erase(0, 1);
  }
  const size_t e = text.find('e');
  digits = without_trailing_zeros(text.substr(0, 1) + text.substr(2, e - 2));
  exponent = std::stoi(text.substr(e + 1)) + 1;
}

void compare_double(const std::string& bits, const std::string& java_text, const std::string& java_scientific,
                    Tally& tally) {
  const double value = std::bit_cast<double>(std::stoull(bits, nullptr, 16));
  ++tally.doubles;
  const std::string ours = loupe::text::java_double_to_string(value);
  if (ours != java_text) {
    tally.report("Double.toString", bits, java_text, ours);
  }
  if (java_scientific == "-" || value == 0) {
    return;
  }
  std::string java_digits;
  int java_exponent = 0;
  parse_scientific(java_scientific, java_digits, java_exponent);
  const loupe::text::DecimalDigits our = loupe::text::java_formatter_digits(value);
  ++tally.formatter_digits;
  if (without_trailing_zeros(our.digits) != java_digits || our.decimal_exponent != java_exponent) {
    tally.report("formatter digits", bits, java_digits + " e" + std::to_string(java_exponent),
                 our.digits + " e" + std::to_string(our.decimal_exponent));
  }
}

void compare_float(const std::string& bits, const std::string& java_text, Tally& tally) {
  const float value = std::bit_cast<float>(static_cast<uint32_t>(std::stoul(bits, nullptr, 16)));
  ++tally.floats;
  const std::string ours = loupe::text::java_float_to_string(value);
  if (ours != java_text) {
    tally.report("Float.toString", bits, java_text, ours);
  }
}

}  // namespace

int main() {
  Tally tally;
  for (std::string line; std::getline(std::cin, line);) {
    std::istringstream fields(line);
    std::string kind, bits, text, scientific = "-";
    if (!(fields >> kind >> bits >> text)) {
      continue;
    }
    fields >> scientific;
    if (kind == "d") {
      compare_double(bits, text, scientific, tally);
    } else {
      compare_float(bits, text, tally);
    }
  }
  std::printf("compared %ld doubles (%ld formatter digit strings) and %ld floats: %ld mismatches\n", tally.doubles,
              tally.formatter_digits, tally.floats, tally.mismatches);
  return tally.mismatches == 0 ? 0 : 1;
}
