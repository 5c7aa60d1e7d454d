// Modified UTF-8 (JVMS 4.4.7): what the validator accepts and rejects, and
// the conversions to and from UTF-16.
#include <catch2/catch.hpp>

#include <string>

#include "vm/base/mutf8.h"

using loupe::vm::is_valid_mutf8;
using loupe::vm::mutf8_to_utf16;
using loupe::vm::utf16_to_mutf8;
using loupe::vm::utf16_to_utf8;

namespace {

// std::string from a brace list of byte values (clearer than "\xC0\x80" escapes).
std::string bytes(std::initializer_list<unsigned> values) {
  std::string s;
  for (unsigned v : values) s.push_back(static_cast<char>(v));
  return s;
}

// U+1F600 (an emoji) as a UTF-16 surrogate pair.
const std::u16string kEmoji = {0xD83D, 0xDE00};

}  // namespace

TEST_CASE("Modified UTF-8 accepts ASCII, two- and three-byte forms", "[mutf8]") {
  CHECK(is_valid_mutf8(""));
  CHECK(is_valid_mutf8("java/lang/Object"));
  CHECK(is_valid_mutf8(bytes({0xC3, 0xA9})));        // é
  CHECK(is_valid_mutf8(bytes({0xC2, 0x80})));        // U+0080, the smallest two-byte form
  CHECK(is_valid_mutf8(bytes({0xE0, 0xA0, 0x80})));  // U+0800, the smallest three-byte form
  CHECK(is_valid_mutf8(bytes({0xE2, 0x82, 0xAC})));  // €
  CHECK(is_valid_mutf8(bytes({0xEF, 0xBF, 0xBF})));  // U+FFFF
}

TEST_CASE("Modified UTF-8 writes U+0000 as C0 80 and never as a zero byte", "[mutf8]") {
  CHECK(is_valid_mutf8(bytes({'a', 0xC0, 0x80, 'b'})));
  CHECK_FALSE(is_valid_mutf8(std::string("a\0b", 3)));
  CHECK(mutf8_to_utf16(bytes({0xC0, 0x80})) == std::u16string(1, u'\0'));
  CHECK(utf16_to_mutf8(std::u16string(1, u'\0')) == bytes({0xC0, 0x80}));
}

TEST_CASE("Modified UTF-8 holds supplementary characters as two three-byte surrogates", "[mutf8]") {
  const std::string encoded = bytes({0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80});
  CHECK(is_valid_mutf8(encoded));
  CHECK(mutf8_to_utf16(encoded) == kEmoji);
  CHECK(utf16_to_mutf8(kEmoji) == encoded);
}

TEST_CASE("Modified UTF-8 rejects four-byte forms", "[mutf8]") {
  CHECK_FALSE(is_valid_mutf8(bytes({0xF0, 0x9F, 0x98, 0x80})));  // U+1F600 as standard UTF-8
  CHECK_FALSE(is_valid_mutf8(bytes({0xF4, 0x8F, 0xBF, 0xBF})));
  CHECK_FALSE(is_valid_mutf8(bytes({0xF8, 0x88, 0x80, 0x80, 0x80})));
  CHECK_FALSE(is_valid_mutf8(bytes({0xFF})));
}

TEST_CASE("Modified UTF-8 rejects overlong forms other than C0 80", "[mutf8]") {
  CHECK_FALSE(is_valid_mutf8(bytes({0xC0, 0xAF})));        // '/' in two bytes
  CHECK_FALSE(is_valid_mutf8(bytes({0xC1, 0xBF})));        // U+007F in two bytes
  CHECK_FALSE(is_valid_mutf8(bytes({0xE0, 0x80, 0x80})));  // U+0000 in three bytes
  CHECK_FALSE(is_valid_mutf8(bytes({0xE0, 0x9F, 0xBF})));  // U+07FF in three bytes
}

TEST_CASE("Modified UTF-8 rejects incomplete and misplaced sequences", "[mutf8]") {
  CHECK_FALSE(is_valid_mutf8(bytes({0x80})));              // a continuation byte alone
  CHECK_FALSE(is_valid_mutf8(bytes({'a', 0xBF})));
  CHECK_FALSE(is_valid_mutf8(bytes({0xC3})));              // cut after the lead byte
  CHECK_FALSE(is_valid_mutf8(bytes({0xE2, 0x82})));
  CHECK_FALSE(is_valid_mutf8(bytes({0xC3, 'A'})));         // lead byte without continuation
  CHECK_FALSE(is_valid_mutf8(bytes({0xE2, 'A', 0xAC})));
  CHECK_FALSE(is_valid_mutf8(bytes({0xE2, 0x82, 'A'})));
}

TEST_CASE("Every UTF-16 code unit survives a round trip through modified UTF-8", "[mutf8]") {
  int failures = 0;
  for (uint32_t unit = 0; unit <= 0xFFFF; ++unit) {
    const std::u16string original(1, static_cast<char16_t>(unit));
    const std::string encoded = utf16_to_mutf8(original);
    const size_t expected_length = unit == 0 ? 2 : unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3;
    if (encoded.size() != expected_length || !is_valid_mutf8(encoded) || mutf8_to_utf16(encoded) != original) {
      ++failures;
    }
  }
  CHECK(failures == 0);
}

TEST_CASE("A mixed string survives a round trip through modified UTF-8", "[mutf8]") {
  const std::u16string text = u"a\u00e9\u20ac" + kEmoji + std::u16string(1, u'\0') + u"z";
  const std::string encoded = utf16_to_mutf8(text);
  CHECK(encoded.size() == 1 + 2 + 3 + 6 + 2 + 1);
  CHECK(is_valid_mutf8(encoded));
  CHECK(mutf8_to_utf16(encoded) == text);
}

TEST_CASE("Standard UTF-8 output joins surrogate pairs and replaces lone surrogates", "[mutf8]") {
  CHECK(utf16_to_utf8(kEmoji) == bytes({0xF0, 0x9F, 0x98, 0x80}));
  CHECK(utf16_to_utf8(u"\u00e9\u20ac") == bytes({0xC3, 0xA9, 0xE2, 0x82, 0xAC}));
  CHECK(utf16_to_utf8(std::u16string(1, u'\0')) == std::string(1, '\0'));
  CHECK(utf16_to_utf8(std::u16string{0xD83D, u'x'}) == "?x");  // high surrogate without its low half
  CHECK(utf16_to_utf8(std::u16string{0xDE00, 0xD83D}) == "??");  // halves in the wrong order
}
