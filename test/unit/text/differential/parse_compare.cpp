// Differential test of Double.parseDouble / Float.parseFloat: reads
// ParseCases output (HotSpot's results) on stdin, prints the first mismatches
// and a summary, exits non-zero on any mismatch. run.sh builds and runs it.
#include <bit>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>

#include "vm/text/java_number_text.h"

namespace {

constexpr long kMismatchesShown = 20;

std::u16string decode_hex_units(const std::string& hex) {
  std::u16string text;
  if (hex == "-") {
    return text;
  }
  for (size_t i = 0; i + 4 <= hex.size(); i += 4) {
    text += static_cast<char16_t>(std::stoul(hex.substr(i, 4), nullptr, 16));
  }
  return text;
}

// The NumberFormatException message the Java side builds, in ParseCases'
// notation (' ' as '_', tab and newline escaped).
std::string invalid_message(std::u16string_view text) {
  while (!text.empty() && text.front() <= u' ') {
    text.remove_prefix(1);
  }
  while (!text.empty() && text.back() <= u' ') {
    text.remove_suffix(1);
  }
  std::string message = "EFor_input_string:_\"";
  for (char16_t c : text) {
    if (c == u' ') {
      message += '_';
    } else if (c == u'\t') {
      message += "\\t";
    } else if (c == u'\n') {
      message += "\\n";
    } else {
      message += static_cast<char>(c);
    }
  }
  return message + "\"";
}

std::string outcome(const std::u16string& text, bool as_float) {
  switch (loupe::text::java_check_number_syntax(text)) {
    case loupe::text::NumberSyntax::kEmpty:
      return "Eempty_String";
    case loupe::text::NumberSyntax::kMultiplePoints:
      return "Emultiple_points";
    case loupe::text::NumberSyntax::kInvalid:
      return invalid_message(text);
    case loupe::text::NumberSyntax::kValid:
      break;
  }
  char buffer[32];
  if (as_float) {
    std::snprintf(buffer, sizeof buffer, "F%x", std::bit_cast<uint32_t>(loupe::text::java_parse_float(text)));
  } else {
    std::snprintf(buffer, sizeof buffer, "D%llx",
                  static_cast<unsigned long long>(std::bit_cast<uint64_t>(loupe::text::java_parse_double(text))));
  }
  return buffer;
}

}  // namespace

int main() {
  long compared = 0;
  long mismatches = 0;
  for (std::string line; std::getline(std::cin, line);) {
    std::istringstream fields(line);
    std::string hex, java_double, java_float;
    if (!(fields >> hex >> java_double >> java_float)) {
      continue;
    }
    const std::u16string text = decode_hex_units(hex);
    const std::string our_double = outcome(text, false);
    const std::string our_float = outcome(text, true);
    ++compared;
    if (our_double != java_double || our_float != java_float) {
      if (mismatches++ < kMismatchesShown) {
        std::printf("[%s]: java %s %s ours %s %s\n", hex.c_str(), java_double.c_str(), java_float.c_str(),
                    our_double.c_str(), our_float.c_str());
      }
    }
  }
  std::printf("compared %ld strings (each parsed as double and as float): %ld mismatches\n", compared, mismatches);
  return mismatches == 0 ? 0 : 1;
}
