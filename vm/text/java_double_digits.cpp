// JDK 17's FloatingDecimal digit generator, reimplemented from its documented
// behaviour. It is NOT a shortest-round-trip algorithm; its outputs are part of
// what Java programs print, so every quirk below is deliberate:
//   * integers below 2^63 are printed from their exact 64-bit value, rounded
//     only at a count of "insignificant" trailing digits for large powers of two
//     (hence 2.82879384806159008E17);
//   * the margin of rounding freedom (half an ulp) is symmetric and halved for
//     every power of two; the tests against it are strict, except the upper
//     one of the big-integer path;
//   * in scientific notation (and always for the Formatter) the generator may
//     not stop after the first digit;
//   * machine-integer arithmetic is used when the operands look small enough,
//     including its overflow behaviour.
#include "vm/text/java_double_digits.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <iterator>
#include <type_traits>

#include "vm/text/unsigned_big_int.h"

namespace loupe::text {

namespace {

constexpr int kDoubleFractionBits = 52;
constexpr uint64_t kDoubleFractionMask = (uint64_t{1} << kDoubleFractionBits) - 1;
constexpr uint64_t kDoubleHiddenBit = uint64_t{1} << kDoubleFractionBits;
constexpr int kDoubleExponentBias = 1023;
constexpr int kFloatFractionBits = 23;
constexpr int kFloatExponentBias = 127;

// Integers whose binary exponent is at most this are converted exactly with
// 64-bit arithmetic.
constexpr int kLargestExactIntegerExponent = 62;

// Bit lengths of 5^i (0 for i = 0), used to predict whether machine integers
// can hold the scaled operands. Beyond the table the prediction is 3 bits per 5.
constexpr int kBitsOfPowerOf5[] = {0,  3,  5,  7,  10, 12, 14, 17, 19, 21, 24, 26, 28, 31,
                                   33, 35, 38, 40, 42, 45, 47, 49, 52, 54, 56, 59, 61};
constexpr int kBitsOfPowerOf5Count = static_cast<int>(std::size(kBitsOfPowerOf5));

int predicted_bits_of_power_of_5(int exponent) {
  return exponent < kBitsOfPowerOf5Count ? kBitsOfPowerOf5[exponent] : exponent * 3;
}

uint64_t power_of_10(int exponent) {
  uint64_t result = 1;
  for (int i = 0; i < exponent; ++i) {
    result *= 10;
  }
  return result;
}

uint64_t power_of_5(int exponent) {
  uint64_t result = 1;
  for (int i = 0; i < exponent; ++i) {
    result *= 5;
  }
  return result;
}

// How many low decimal digits of an integer 2^(p + significant bits + 1)-ish
// carry no information: floor(p * log10(2)) for p >= 2. Exact for the p this
// is called with (at most 62 - 24 - 1 = 37).
int insignificant_digits_for_power_of_2(int p) {
  if (p <= 1) {
    return 0;
  }
  return static_cast<int>((static_cast<int64_t>(p) * 30103) / 100000);
}

// The JDK guesses the decimal exponent from a straight-line approximation of
// log10 evaluated in double arithmetic; the guess can be one too high, which
// the generator then corrects (see run_generator). The operations must stay
// separate IEEE double operations (no fused multiply-add) to reproduce it.
int estimate_decimal_exponent(uint64_t significand, int binary_exponent) {
  const double mantissa_in_1_2 =
      std::bit_cast<double>((uint64_t{kDoubleExponentBias} << kDoubleFractionBits) |
                            (significand & kDoubleFractionMask));
  const double estimate = (mantissa_in_1_2 - 1.5) * 0.289529654 + 0.176091259 +
                          static_cast<double>(binary_exponent) * 0.301029995663981;
  return static_cast<int>(std::floor(estimate));
}

// Digits of an integer, rounded half up at `insignificant` low digits, with
// trailing zeros dropped.
DecimalDigits integer_digits(uint64_t value, int insignificant) {
  DecimalDigits result;
  int exponent = 0;
  if (insignificant != 0) {
    const uint64_t scale = power_of_10(insignificant);
    const uint64_t dropped = value % scale;
    value /= scale;
    exponent = insignificant;
    if (dropped >= scale / 2) {
      ++value;
    }
  }
  while (value % 10 == 0) {
    value /= 10;
    ++exponent;
  }
  std::string reversed;
  for (; value != 0; value /= 10) {
    reversed.push_back(static_cast<char>('0' + value % 10));
  }
  result.digits.assign(reversed.rbegin(), reversed.rend());
  result.decimal_exponent = exponent + static_cast<int>(result.digits.size());
  return result;
}

// Adds one unit in the last digit. A carry out of the first digit gives "1"
// followed by zeros: the digit count never changes.
void round_up_last_digit(DecimalDigits& number) {
  std::string& digits = number.digits;
  size_t i = digits.size() - 1;
  while (digits[i] == '9' && i > 0) {
    digits[i] = '0';
    --i;
  }
  if (digits[i] == '9') {
    digits[i] = '1';
    ++number.decimal_exponent;
    return;
  }
  ++digits[i];
}

// The operands of digit generation, all scaled to integers:
//   value / 10^estimate = B / S,   rounding margin / 10^estimate = M / S,
// with B = odd significand * 5^b5 * 2^b2, S = 5^s5 * 2^s2, M = 5^m5 * 2^m2.
struct ScaledOperands {
  uint64_t odd_significand = 0;
  int significant_fraction_bits = 0;  // bit length of odd_significand
  int b2 = 0, b5 = 0, s2 = 0, s5 = 0, m2 = 0, m5 = 0;
};

// Java's int or long arithmetic, wrapping on overflow as Java does.
template <typename Int>
Int wrapping_multiply(Int a, Int b) {
  using Unsigned = std::make_unsigned_t<Int>;
  return static_cast<Int>(static_cast<Unsigned>(a) * static_cast<Unsigned>(b));
}

template <typename Int>
Int wrapping_add(Int a, Int b) {
  using Unsigned = std::make_unsigned_t<Int>;
  return static_cast<Int>(static_cast<Unsigned>(a) + static_cast<Unsigned>(b));
}

template <typename Int>
Int wrapping_subtract(Int a, Int b) {
  using Unsigned = std::make_unsigned_t<Int>;
  return static_cast<Int>(static_cast<Unsigned>(a) - static_cast<Unsigned>(b));
}

template <typename Int>
Int wrapping_shift_left(Int a, int bits) {
  using Unsigned = std::make_unsigned_t<Int>;
  return static_cast<Int>(static_cast<Unsigned>(a) << bits);
}

// B, S and M in one Java primitive type (int or long).
template <typename Int>
class MachineArithmetic {
 public:
  explicit MachineArithmetic(const ScaledOperands& k)
      : b_(wrapping_shift_left(wrapping_multiply(static_cast<Int>(k.odd_significand),
                                                 static_cast<Int>(power_of_5(k.b5))),
                               k.b2)),
        s_(wrapping_shift_left(static_cast<Int>(power_of_5(k.s5)), k.s2)),
        m_(wrapping_shift_left(static_cast<Int>(power_of_5(k.m5)), k.m2)),
        ten_s_(wrapping_multiply(s_, Int{10})) {}

  // Quotient digit of B / S; then B = 10 * (B mod S) and M = 10 * M.
  int next_digit() {
    const Int q = b_ / s_;
    b_ = wrapping_multiply(Int{10}, static_cast<Int>(b_ % s_));
    m_ = wrapping_multiply(m_, Int{10});
    return static_cast<int>(q);
  }

  // "low": stopping here (truncating) stays within the margin.
  bool low() const { return b_ < m_; }
  // "high": rounding this digit up stays within the margin.
  bool high() const { return wrapping_add(b_, m_) > ten_s_; }
  // After ten-fold growth M may overflow; the JDK then stops with both set.
  bool margin_overflowed() const { return m_ <= 0; }

  // Sign of 2B - 10S, computed in Int as the JDK does (it may wrap).
  int compare_twice_remainder_with_ten_s() const {
    const Int difference = wrapping_subtract(wrapping_shift_left(b_, 1), ten_s_);
    return difference == 0 ? 0 : (difference > 0 ? 1 : -1);
  }

 private:
  Int b_, s_, m_, ten_s_;
};

class BigArithmetic {
 public:
  explicit BigArithmetic(const ScaledOperands& k)
      : b_(UnsignedBigInt::from_product(k.odd_significand, k.b5, k.b2)),
        s_(UnsignedBigInt::from_product(1, k.s5, k.s2)),
        m_(UnsignedBigInt::from_product(1, k.m5, k.m2)),
        ten_s_(s_) {
    ten_s_.multiply_by(10);
  }

  int next_digit() {
    const uint32_t q = b_.divide_small_quotient(s_);
    b_.multiply_by(10);
    m_.multiply_by(10);
    return static_cast<int>(q);
  }

  bool low() const { return b_.compare(m_) < 0; }
  // Unlike the machine-integer paths, the JDK's big-integer path also accepts
  // B + M == 10S: a value whose upper rounding boundary is exactly a short
  // decimal (4.096E26, i.e. 2^12 * 10^23 between two doubles) prints as that
  // decimal here, where the int and long paths (1.0E23) print more digits.
  bool high() const { return (b_ + m_).compare(ten_s_) >= 0; }
  bool margin_overflowed() const { return false; }

  int compare_twice_remainder_with_ten_s() const {
    UnsignedBigInt twice = b_;
    twice.shift_left(1);
    return twice.compare(ten_s_);
  }

 private:
  UnsignedBigInt b_, s_, m_, ten_s_;
};

template <typename Arithmetic>
DecimalDigits run_generator(Arithmetic arithmetic, int estimated_exponent, DigitStyle style) {
  DecimalDigits result;
  int exponent = estimated_exponent;
  int q = arithmetic.next_digit();
  bool low = arithmetic.low();
  bool high = arithmetic.high();
  if (q == 0 && !high) {
    --exponent;  // the estimate was one too high: the leading zero is dropped
  } else {
    result.digits.push_back(static_cast<char>('0' + q));
  }
  // In scientific notation (and always for the Formatter) the JDK refuses to
  // stop after the first digit: one source of its non-shortest output.
  if (style == DigitStyle::kFormatter || exponent < -3 || exponent >= 8) {
    low = false;
    high = false;
  }
  while (!low && !high) {
    q = arithmetic.next_digit();
    if (arithmetic.margin_overflowed()) {
      low = true;
      high = true;
    } else {
      low = arithmetic.low();
      high = arithmetic.high();
    }
    result.digits.push_back(static_cast<char>('0' + q));
  }
  if (result.digits.empty()) {
    result.digits.push_back('0');  // unreachable for real values; keeps the round-up safe
  }
  result.decimal_exponent = exponent + 1;
  if (high) {
    const int comparison = low ? arithmetic.compare_twice_remainder_with_ten_s() : 1;
    const bool last_digit_odd = ((result.digits.back() - '0') & 1) != 0;
    if (comparison > 0 || (comparison == 0 && last_digit_odd)) {
      round_up_last_digit(result);
    }
  }
  return result;
}

ScaledOperands scale_operands(const NormalizedBinary& value, int estimated_exponent,
                              int tiny_bits) {
  const int trailing_zeros = std::countr_zero(value.significand);
  ScaledOperands k;
  k.significant_fraction_bits = kDoubleFractionBits + 1 - trailing_zeros;
  k.odd_significand = value.significand >> trailing_zeros;
  k.b5 = std::max(0, -estimated_exponent);
  k.b2 = k.b5 + tiny_bits + value.binary_exponent;
  k.s5 = std::max(0, estimated_exponent);
  k.s2 = k.s5 + tiny_bits;
  k.m5 = k.b5;
  k.m2 = k.b2 - value.significant_bits;  // half an ulp of the source format
  k.b2 -= k.significant_fraction_bits - 1;
  const int common_power_of_2 = std::min(k.b2, k.s2);
  k.b2 -= common_power_of_2;
  k.s2 -= common_power_of_2;
  k.m2 -= common_power_of_2;
  if (k.significant_fraction_bits == 1) {
    // A power of two: the gap below is half the gap above, and the JDK uses
    // the smaller margin on both sides (even where the gaps are equal, as for
    // subnormals and the smallest normal).
    k.m2 -= 1;
  }
  if (k.m2 < 0) {
    k.b2 -= k.m2;
    k.s2 -= k.m2;
    k.m2 = 0;
  }
  return k;
}

}  // namespace

NormalizedBinary normalize_double(double magnitude) {
  const uint64_t bits = std::bit_cast<uint64_t>(magnitude) & ~(uint64_t{1} << 63);
  uint64_t fraction = bits & kDoubleFractionMask;
  int biased_exponent = static_cast<int>(bits >> kDoubleFractionBits);
  NormalizedBinary result;
  if (biased_exponent == 0) {
    const int leading_zeros = std::countl_zero(fraction);
    const int shift = leading_zeros - (63 - kDoubleFractionBits);
    fraction <<= shift;
    biased_exponent = 1 - shift;
    result.significant_bits = 64 - leading_zeros;
  } else {
    fraction |= kDoubleHiddenBit;
    result.significant_bits = kDoubleFractionBits + 1;
  }
  result.significand = fraction;
  result.binary_exponent = biased_exponent - kDoubleExponentBias;
  return result;
}

NormalizedBinary normalize_float(float magnitude) {
  const uint32_t bits = std::bit_cast<uint32_t>(magnitude) & 0x7FFFFFFFu;
  uint32_t fraction = bits & ((1u << kFloatFractionBits) - 1);
  int biased_exponent = static_cast<int>(bits >> kFloatFractionBits);
  NormalizedBinary result;
  if (biased_exponent == 0) {
    const int leading_zeros = std::countl_zero(fraction);
    const int shift = leading_zeros - (31 - kFloatFractionBits);
    fraction <<= shift;
    biased_exponent = 1 - shift;
    result.significant_bits = 32 - leading_zeros;
  } else {
    fraction |= 1u << kFloatFractionBits;
    result.significant_bits = kFloatFractionBits + 1;
  }
  // The generator works with the leading one at bit 52, as for doubles.
  result.significand = static_cast<uint64_t>(fraction) << (kDoubleFractionBits - kFloatFractionBits);
  result.binary_exponent = biased_exponent - kFloatExponentBias;
  return result;
}

DecimalDigits generate_java_digits(const NormalizedBinary& value, DigitStyle style) {
  const int trailing_zeros = std::countr_zero(value.significand);
  const int fraction_bits = kDoubleFractionBits + 1 - trailing_zeros;
  // Bits of the significand below the binary point.
  const int tiny_bits = std::max(0, fraction_bits - value.binary_exponent - 1);

  if (tiny_bits == 0 && value.binary_exponent <= kLargestExactIntegerExponent) {
    const int excess_bits = value.binary_exponent - value.significant_bits - 1;
    const int insignificant =
        value.binary_exponent > value.significant_bits ? insignificant_digits_for_power_of_2(excess_bits) : 0;
    const uint64_t integer = value.binary_exponent >= kDoubleFractionBits
                                 ? value.significand << (value.binary_exponent - kDoubleFractionBits)
                                 : value.significand >> (kDoubleFractionBits - value.binary_exponent);
    return integer_digits(integer, insignificant);
  }

  const int estimated_exponent = estimate_decimal_exponent(value.significand, value.binary_exponent);
  const ScaledOperands k = scale_operands(value, estimated_exponent, tiny_bits);
  const int b_bits = k.significant_fraction_bits + k.b2 + predicted_bits_of_power_of_5(k.b5);
  const int ten_s_bits = k.s2 + 1 + predicted_bits_of_power_of_5(k.s5 + 1);
  if (b_bits < 32 && ten_s_bits < 32) {
    return run_generator(MachineArithmetic<int32_t>(k), estimated_exponent, style);
  }
  if (b_bits < 64 && ten_s_bits < 64) {
    return run_generator(MachineArithmetic<int64_t>(k), estimated_exponent, style);
  }
  return run_generator(BigArithmetic(k), estimated_exponent, style);
}

}  // namespace loupe::text
