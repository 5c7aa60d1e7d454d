#include "vm/text/unsigned_big_int.h"

#include <algorithm>
#include <cstddef>

namespace loupe::text {

namespace {

constexpr uint32_t kLargestPowerOf5In32Bits = 1220703125;  // 5^13
constexpr int kExponentOfLargestPowerOf5 = 13;

}  // namespace

UnsignedBigInt::UnsignedBigInt(uint64_t value) {
  while (value != 0) {
    limbs_.push_back(static_cast<uint32_t>(value));
    value >>= 32;
  }
}

UnsignedBigInt UnsignedBigInt::from_product(uint64_t value, int power_of_5, int power_of_2) {
  UnsignedBigInt result(value);
  result.multiply_by_power_of_5(power_of_5);
  result.shift_left(power_of_2);
  return result;
}

void UnsignedBigInt::multiply_by(uint32_t factor) {
  uint64_t carry = 0;
  for (uint32_t& limb : limbs_) {
    uint64_t product = static_cast<uint64_t>(limb) * factor + carry;
    limb = static_cast<uint32_t>(product);
    carry = product >> 32;
  }
  if (carry != 0) {
    limbs_.push_back(static_cast<uint32_t>(carry));
  }
  trim();
}

void UnsignedBigInt::multiply_by_power_of_5(int exponent) {
  // Multiplying by the largest power of 5 that fits a limb keeps the number of
  // passes over the limbs small.
  for (; exponent >= kExponentOfLargestPowerOf5; exponent -= kExponentOfLargestPowerOf5) {
    multiply_by(kLargestPowerOf5In32Bits);
  }
  uint32_t rest = 1;
  for (int i = 0; i < exponent; ++i) {
    rest *= 5;
  }
  multiply_by(rest);
}

void UnsignedBigInt::shift_left(int bits) {
  if (is_zero() || bits <= 0) {
    return;
  }
  const auto whole_limbs = static_cast<size_t>(bits / 32);
  const int bit_shift = bits % 32;
  if (bit_shift != 0) {
    uint32_t carry = 0;
    for (uint32_t& limb : limbs_) {
      uint32_t next_carry = limb >> (32 - bit_shift);
      limb = (limb << bit_shift) | carry;
      carry = next_carry;
    }
    if (carry != 0) {
      limbs_.push_back(carry);
    }
  }
  limbs_.insert(limbs_.begin(), whole_limbs, 0u);
}

void UnsignedBigInt::add(const UnsignedBigInt& other) {
  if (limbs_.size() < other.limbs_.size()) {
    limbs_.resize(other.limbs_.size(), 0u);
  }
  uint64_t carry = 0;
  for (size_t i = 0; i < limbs_.size(); ++i) {
    uint64_t sum = static_cast<uint64_t>(limbs_[i]) + carry;
    if (i < other.limbs_.size()) {
      sum += other.limbs_[i];
    }
    limbs_[i] = static_cast<uint32_t>(sum);
    carry = sum >> 32;
  }
  if (carry != 0) {
    limbs_.push_back(static_cast<uint32_t>(carry));
  }
}

void UnsignedBigInt::subtract(const UnsignedBigInt& smaller) {
  int64_t borrow = 0;
  for (size_t i = 0; i < limbs_.size(); ++i) {
    int64_t difference = static_cast<int64_t>(limbs_[i]) - borrow;
    if (i < smaller.limbs_.size()) {
      difference -= smaller.limbs_[i];
    }
    borrow = difference < 0 ? 1 : 0;
    limbs_[i] = static_cast<uint32_t>(difference + (borrow << 32));
  }
  trim();
}

uint32_t UnsignedBigInt::divide_small_quotient(const UnsignedBigInt& divisor) {
  uint32_t quotient = 0;
  while (compare(divisor) >= 0) {
    subtract(divisor);
    ++quotient;
  }
  return quotient;
}

int UnsignedBigInt::compare(const UnsignedBigInt& other) const {
  if (limbs_.size() != other.limbs_.size()) {
    return limbs_.size() < other.limbs_.size() ? -1 : 1;
  }
  for (size_t i = limbs_.size(); i-- > 0;) {
    if (limbs_[i] != other.limbs_[i]) {
      return limbs_[i] < other.limbs_[i] ? -1 : 1;
    }
  }
  return 0;
}

void UnsignedBigInt::trim() {
  while (!limbs_.empty() && limbs_.back() == 0) {
    limbs_.pop_back();
  }
}

}  // namespace loupe::text
