// Output and option parsing for the in-tree agents (agent_support.h).
#include "agent_support.h"

#include <unistd.h>

#include <cerrno>

namespace loupe_agents {

bool write_all(int fd, std::string_view text) {
  const char* data = text.data();
  size_t size = text.size();
  while (size > 0) {
    ssize_t n = ::write(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    data += n;
    size -= static_cast<size_t>(n);
  }
  return true;
}

namespace {

bool is_list_key(std::initializer_list<std::string_view> list_keys, std::string_view key) {
  for (std::string_view k : list_keys) {
    if (k == key) return true;
  }
  return false;
}

}  // namespace

void FdWriter::put_decimal(int64_t value) {
  char digits[24];
  size_t n = 0;
  // Work on the unsigned magnitude so that INT64_MIN does not overflow.
  uint64_t magnitude = value < 0 ? 0 - static_cast<uint64_t>(value) : static_cast<uint64_t>(value);
  do {
    digits[n++] = static_cast<char>('0' + magnitude % 10);
    magnitude /= 10;
  } while (magnitude != 0);
  if (value < 0) put('-');
  while (n > 0) put(digits[--n]);
}

void FdWriter::put_hex(uint64_t value) {
  char digits[16];
  size_t n = 0;
  do {
    digits[n++] = "0123456789abcdef"[value & 0xf];
    value >>= 4;
  } while (value != 0);
  put("0x");
  while (n > 0) put(digits[--n]);
}

void FdWriter::put_quoted(const char* text) {
  if (text == nullptr) {
    put("null");
    return;
  }
  put('"');
  for (const char* p = text; *p != '\0'; ++p) {
    unsigned char c = static_cast<unsigned char>(*p);
    if (c == '"' || c == '\\') {
      put('\\');
      put(static_cast<char>(c));
    } else if (c == '\n') {
      put("\\n");
    } else if (c == '\t') {
      put("\\t");
    } else if (c < 0x20 || c == 0x7f) {
      put("\\x");
      put("0123456789abcdef"[c >> 4]);
      put("0123456789abcdef"[c & 0xf]);
    } else {
      // Bytes of 0x80 and up pass through: names are modified UTF-8.
      put(static_cast<char>(c));
    }
  }
  put('"');
}

void FdWriter::flush() {
  write_all(fd_, std::string_view(buffer_, used_));
  used_ = 0;
}

void write_stderr(std::string_view text) { write_all(2, text); }

bool parse_options(const char* options, std::initializer_list<std::string_view> list_keys,
                   std::vector<Option>* out, std::string* error) {
  out->clear();
  if (options == nullptr) return true;
  std::string_view rest(options);
  while (!rest.empty()) {
    size_t comma = rest.find(',');
    std::string_view piece = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    if (piece.empty()) continue;
    size_t eq = piece.find('=');
    if (eq == std::string_view::npos) {
      // A list continued after a comma: "events=gc,heap".
      if (!out->empty() && out->back().has_value && is_list_key(list_keys, out->back().key)) {
        out->back().value += ',';
        out->back().value += piece;
        continue;
      }
      out->push_back(Option{std::string(piece), std::string(), false});
      continue;
    }
    if (eq == 0) {
      *error = "option '" + std::string(piece) + "' has no name";
      return false;
    }
    out->push_back(Option{std::string(piece.substr(0, eq)), std::string(piece.substr(eq + 1)), true});
  }
  return true;
}

std::vector<std::string> split_list(std::string_view list) {
  std::vector<std::string> items;
  size_t start = 0;
  for (size_t i = 0; i <= list.size(); ++i) {
    if (i == list.size() || list[i] == '+' || list[i] == ',') {
      if (i > start) items.emplace_back(list.substr(start, i - start));
      start = i + 1;
    }
  }
  return items;
}

bool parse_bool(std::string_view text, bool* value) {
  if (text == "y" || text == "yes" || text == "true" || text == "1") {
    *value = true;
    return true;
  }
  if (text == "n" || text == "no" || text == "false" || text == "0") {
    *value = false;
    return true;
  }
  return false;
}

}  // namespace loupe_agents
