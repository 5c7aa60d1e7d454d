// The decimal digit generator behind JDK 17's Double.toString, Float.toString
// and java.util.Formatter (the algorithm JDK 19 replaced). Internal to
// vm/text/; the public entry points are in java_number_text.h.
#pragma once

#include <cstdint>

#include "vm/text/java_number_text.h"

namespace loupe::text {

// A finite, non-zero magnitude normalised so that the leading one sits at bit
// 52 (also for subnormals and for floats): value = significand * 2^(exponent - 52).
struct NormalizedBinary {
  uint64_t significand = 0;
  int binary_exponent = 0;
  // Precision of the source format at this value: 53 for normal doubles, 24 for
  // normal floats, fewer for subnormals. It sets the rounding margin.
  int significant_bits = 0;
};

enum class DigitStyle {
  // Double.toString / Float.toString ("compatible" mode): may stop after one
  // digit when the value will be printed without an exponent.
  kToString,
  // java.util.Formatter: never stops after the first digit.
  kFormatter,
};

NormalizedBinary normalize_double(double magnitude);
NormalizedBinary normalize_float(float magnitude);

// Digits and exponent, with the JDK's rounding and its quirks.
DecimalDigits generate_java_digits(const NormalizedBinary& value, DigitStyle style);

}  // namespace loupe::text
