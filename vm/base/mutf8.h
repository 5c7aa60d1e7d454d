// Modified UTF-8 (JVMS 4.4.7), the encoding of strings in class files: like
// UTF-8, but U+0000 is two bytes (C0 80) and characters above U+FFFF are
// written as two three-byte surrogates. Java strings are UTF-16.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace loupe::vm {

// True when `bytes` is well-formed modified UTF-8 (no zero byte, no four-byte
// forms, every sequence complete and minimal except the C0 80 of U+0000).
bool is_valid_mutf8(std::string_view bytes);

// Decodes valid modified UTF-8 into UTF-16 code units.
std::u16string mutf8_to_utf16(std::string_view bytes);

std::string utf16_to_mutf8(std::u16string_view chars);

// Standard UTF-8, for the terminal and for error messages; unpaired
// surrogates become '?'.
std::string utf16_to_utf8(std::u16string_view chars);

}  // namespace loupe::vm
