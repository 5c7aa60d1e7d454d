// A small arbitrary-precision unsigned integer, just enough for the digit
// generator of java_double_digits.cpp: values of the form m * 2^a * 5^b, times
// ten, compared, and divided one decimal digit at a time. Doubles need at most
// about 1100 bits, so a plain vector of 32-bit limbs is fast enough.
#pragma once

#include <cstdint>
#include <vector>

namespace loupe::text {

class UnsignedBigInt {
 public:
  UnsignedBigInt() = default;
  explicit UnsignedBigInt(uint64_t value);

  // value * 5^power_of_5 * 2^power_of_2.
  static UnsignedBigInt from_product(uint64_t value, int power_of_5, int power_of_2);

  void multiply_by(uint32_t factor);
  void multiply_by_power_of_5(int exponent);
  void shift_left(int bits);
  void add(const UnsignedBigInt& other);

  // Replaces *this by *this mod divisor and returns the quotient. Meant for
  // quotients below a few dozen (one decimal digit), found by subtraction.
  uint32_t divide_small_quotient(const UnsignedBigInt& divisor);

  bool is_zero() const { return limbs_.empty(); }

  // <0, 0, >0 as *this is less than, equal to or greater than other.
  int compare(const UnsignedBigInt& other) const;

  friend UnsignedBigInt operator+(UnsignedBigInt a, const UnsignedBigInt& b) {
    a.add(b);
    return a;
  }

 private:
  void subtract(const UnsignedBigInt& smaller);
  void trim();

  std::vector<uint32_t> limbs_;  // least significant first; no high zero limbs
};

}  // namespace loupe::text
