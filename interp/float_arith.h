// Java's float/double + and *, with HotSpot's choice of NaN: the one definition the
// interpreter uses and the JIT's templates mirror (jit/templates.cpp, float_arithmetic).
//
// IEEE 754 leaves open which payload a NaN result carries when both operands are NaN.
// HotSpot's template interpreter computes a + b and a * b as `b op= a` with SSE
// (addsd/mulsd: the destination's NaN wins), so the result is b's NaN, quieted; for
// - and / (and the remainders) it is a's. Programs observe it through
// Double.doubleToRawLongBits. HotSpot's C2 picks a's for all four; Loupe follows the
// interpreter, which is what short programs see.
#pragma once

namespace loupe {

template <typename T>
inline T java_nan_add(T a, T b) {
  T r = a + b;
  // The compiler may commute a + b; when b is NaN, b + b is b's NaN quieted.
  if (r != r && b != b) [[unlikely]] r = b + b;
  return r;
}

template <typename T>
inline T java_nan_mul(T a, T b) {
  T r = a * b;
  if (r != r && b != b) [[unlikely]] r = b + b;
  return r;
}

}  // namespace loupe
