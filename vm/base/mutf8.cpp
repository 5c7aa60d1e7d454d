#include "vm/base/mutf8.h"

namespace loupe::vm {

bool is_valid_mutf8(std::string_view bytes) {
  const auto* p = reinterpret_cast<const uint8_t*>(bytes.data());
  const auto* end = p + bytes.size();
  while (p < end) {
    uint8_t b = *p;
    if (b == 0) return false;
    if (b < 0x80) {
      ++p;
    } else if ((b & 0xE0) == 0xC0) {
      if (end - p < 2 || (p[1] & 0xC0) != 0x80) return false;
      // Overlong forms are invalid, except C0 80 which encodes U+0000.
      if (b < 0xC2 && !(b == 0xC0 && p[1] == 0x80)) return false;
      p += 2;
    } else if ((b & 0xF0) == 0xE0) {
      if (end - p < 3 || (p[1] & 0xC0) != 0x80 || (p[2] & 0xC0) != 0x80) return false;
      if (b == 0xE0 && p[1] < 0xA0) return false;  // overlong
      p += 3;
    } else {
      return false;  // continuation byte out of place, or a four-byte form
    }
  }
  return true;
}

std::u16string mutf8_to_utf16(std::string_view bytes) {
  std::u16string out;
  out.reserve(bytes.size());
  const auto* p = reinterpret_cast<const uint8_t*>(bytes.data());
  const auto* end = p + bytes.size();
  while (p < end) {
    uint8_t b = *p;
    if (b < 0x80) {
      out.push_back(b);
      p += 1;
    } else if ((b & 0xE0) == 0xC0 && end - p >= 2) {
      out.push_back(static_cast<char16_t>(((b & 0x1F) << 6) | (p[1] & 0x3F)));
      p += 2;
    } else if (end - p >= 3) {
      out.push_back(static_cast<char16_t>(((b & 0x0F) << 12) | ((p[1] & 0x3F) << 6) | (p[2] & 0x3F)));
      p += 3;
    } else {
      out.push_back(u'?');
      p += 1;
    }
  }
  return out;
}

std::string utf16_to_mutf8(std::u16string_view chars) {
  std::string out;
  out.reserve(chars.size());
  for (char16_t c : chars) {
    if (c != 0 && c < 0x80) {
      out.push_back(static_cast<char>(c));
    } else if (c < 0x800) {
      out.push_back(static_cast<char>(0xC0 | (c >> 6)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {
      out.push_back(static_cast<char>(0xE0 | (c >> 12)));
      out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
  }
  return out;
}

std::string utf16_to_utf8(std::u16string_view chars) {
  std::string out;
  out.reserve(chars.size());
  for (size_t i = 0; i < chars.size(); ++i) {
    uint32_t c = chars[i];
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < chars.size() && chars[i + 1] >= 0xDC00 &&
        chars[i + 1] <= 0xDFFF) {
      c = 0x10000 + ((c - 0xD800) << 10) + (chars[++i] - 0xDC00);
    } else if (c >= 0xD800 && c <= 0xDFFF) {
      c = '?';
    }
    if (c < 0x80) {
      out.push_back(static_cast<char>(c));
    } else if (c < 0x800) {
      out.push_back(static_cast<char>(0xC0 | (c >> 6)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
      out.push_back(static_cast<char>(0xE0 | (c >> 12)));
      out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {
      out.push_back(static_cast<char>(0xF0 | (c >> 18)));
      out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
  }
  return out;
}

}  // namespace loupe::vm
