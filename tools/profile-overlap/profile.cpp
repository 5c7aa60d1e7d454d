#include "profile.h"

#include <algorithm>
#include <cinttypes>
#include <cstdarg>
#include <cstdio>
#include <limits>
#include <string_view>

namespace profile_overlap {

namespace {

// Products of two 64-bit counts need 128 bits; GCC and Clang have them.
__extension__ typedef unsigned __int128 u128;
__extension__ typedef __int128 i128;

constexpr uint64_t kMaxCount = std::numeric_limits<uint64_t>::max();

std::string at(const std::string& name, size_t line) { return name + ":" + std::to_string(line) + ": "; }

// Digits only: a sign, blanks or a fraction would mean the file is not what
// we think it is, so none is accepted.
std::optional<uint64_t> parse_count(std::string_view text) {
  if (text.empty()) return std::nullopt;
  uint64_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    uint64_t digit = static_cast<uint64_t>(c - '0');
    if (value > (kMaxCount - digit) / 10) return std::nullopt;
    value = value * 10 + digit;
  }
  return value;
}

long double share(uint64_t count, uint64_t total) {
  return total == 0 ? 0.0L : static_cast<long double>(count) / static_cast<long double>(total);
}

// A C variadic function rather than a template, so that the compiler checks
// every pattern against its arguments.
__attribute__((format(printf, 1, 2))) std::string format(const char* pattern, ...) {
  va_list args;
  va_start(args, pattern);
  va_list again;
  va_copy(again, args);
  int size = std::vsnprintf(nullptr, 0, pattern, args);
  va_end(args);
  std::string out(static_cast<size_t>(size) + 1, '\0');
  std::vsnprintf(out.data(), out.size(), pattern, again);
  va_end(again);
  out.pop_back();
  return out;
}

std::string json_string(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    unsigned char u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20) {
      out += format("\\u%04x", static_cast<unsigned>(u));
    } else {
      out += c;
    }
  }
  return out + "\"";
}

}  // namespace

ParseResult parse(std::istream& in, const std::string& name) {
  ParseResult result;
  Profile& profile = result.profile;
  std::string line;
  size_t number = 0;
  while (std::getline(in, line)) {
    ++number;
    // Tolerate a file that went through a Windows editor.
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    // Frame names may hold spaces (a method's signature, say), the count
    // cannot: so the count is what follows the last one.
    size_t space = line.rfind(' ');
    std::optional<uint64_t> count;
    if (space != std::string::npos) count = parse_count(std::string_view(line).substr(space + 1));
    if (!count) {
      result.error = at(name, number) + "expected \"frame;...;frame count\"";
      return result;
    }
    if (*count > kMaxCount - profile.total) {
      result.error = at(name, number) + "counts add up to more than " + std::to_string(kMaxCount);
      return result;
    }
    profile.total += *count;
    // Every context's sum is at most the total, so it cannot overflow either.
    profile.contexts[line.substr(0, space)] += *count;
  }
  if (in.bad()) {
    result.error = name + ": read error";
    return result;
  }
  std::erase_if(profile.contexts, [](const auto& entry) { return entry.second == 0; });
  return result;
}

size_t common_contexts(const Profile& a, const Profile& b) {
  const Profile& small = a.contexts.size() <= b.contexts.size() ? a : b;
  const Profile& large = &small == &a ? b : a;
  size_t common = 0;
  for (const auto& entry : small.contexts) common += large.contexts.count(entry.first);
  return common;
}

long double overlap(const Profile& a, const Profile& b) {
  if (a.total == 0 || b.total == 0) return 0;
  // min(ca / ta, cb / tb) = min(ca * tb, cb * ta) / (ta * tb): summing the
  // numerators in integers makes identical and scaled profiles come out at
  // exactly 100%, whatever the order of the stacks. No overflow: the sum is
  // at most ta * tb < 2^128.
  u128 sum = 0;
  for (const auto& [stack, ca] : a.contexts) {
    auto found = b.contexts.find(stack);
    if (found == b.contexts.end()) continue;
    u128 cb = found->second;
    sum += std::min(u128{ca} * b.total, cb * a.total);
  }
  return static_cast<long double>(sum) / static_cast<long double>(u128{a.total} * b.total);
}

std::optional<long double> relative_error(const Profile& exact, const Profile& sampled) {
  if (exact.total == 0) return std::nullopt;
  // The difference first, exactly, so that close totals keep their digits.
  i128 difference = static_cast<i128>(sampled.total) - static_cast<i128>(exact.total);
  return static_cast<long double>(difference) / static_cast<long double>(exact.total);
}

std::vector<Difference> top_differences(const Profile& exact, const Profile& sampled, size_t n) {
  // Ranked by |cs * te - ce * ts|, the difference of the shares times the
  // same te * ts for every stack: exact, so that equal differences are
  // equal (in floating point .5 - .6 and 0 - .1 are not) and the stack text
  // decides, whatever the maps' order. A zero total stands in as 1: the
  // other side's counts are then all 0 anyway.
  const u128 te = std::max<uint64_t>(exact.total, 1);
  const u128 ts = std::max<uint64_t>(sampled.total, 1);
  struct Ranked {
    u128 key;
    Difference difference;
  };
  std::vector<Ranked> all;
  all.reserve(exact.contexts.size() + sampled.contexts.size());
  auto add = [&](const std::string& stack, uint64_t ce, uint64_t cs) {
    u128 a = cs * te;
    u128 b = ce * ts;
    all.push_back({a > b ? a - b : b - a, {stack, share(ce, exact.total), share(cs, sampled.total)}});
  };
  for (const auto& [stack, count] : exact.contexts) {
    auto found = sampled.contexts.find(stack);
    add(stack, count, found == sampled.contexts.end() ? 0 : found->second);
  }
  for (const auto& [stack, count] : sampled.contexts) {
    if (!exact.contexts.contains(stack)) add(stack, 0, count);
  }
  auto before = [](const Ranked& x, const Ranked& y) {
    if (x.key != y.key) return x.key > y.key;
    return x.difference.stack < y.difference.stack;
  };
  n = std::min(n, all.size());
  std::partial_sort(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(n), all.end(), before);
  std::vector<Difference> top;
  top.reserve(n);
  for (size_t i = 0; i < n; ++i) top.push_back(std::move(all[i].difference));
  return top;
}

std::string text_report(const Profile& exact, const Profile& sampled, size_t top) {
  std::string out = format("overlap: %.2Lf%%\n", 100 * overlap(exact, sampled));
  out += format("contexts: exact %zu, sampled %zu, common %zu\n", exact.contexts.size(), sampled.contexts.size(),
                common_contexts(exact, sampled));
  out += format("total: exact %" PRIu64 ", sampled %" PRIu64 ", relative error ", exact.total, sampled.total);
  std::optional<long double> error = relative_error(exact, sampled);
  out += error ? format("%.3Lg\n", *error) : std::string("n/a (exact total is 0)\n");
  for (const Difference& d : top_differences(exact, sampled, top)) {
    out += format("  %+.2Lf%%  exact %.2Lf%%  sampled %.2Lf%%  ", 100 * d.difference(), 100 * d.exact_share,
                  100 * d.sampled_share);
    out += d.stack + "\n";
  }
  return out;
}

std::string json_report(const Profile& exact, const Profile& sampled, size_t top) {
  std::optional<long double> error = relative_error(exact, sampled);
  std::string out = format(
      "{\"overlap_pct\": %.6Lf, \"exact_contexts\": %zu, \"sampled_contexts\": %zu, \"common_contexts\": %zu, "
      "\"exact_total\": %" PRIu64 ", \"sampled_total\": %" PRIu64 ", \"relative_error\": ",
      100 * overlap(exact, sampled), exact.contexts.size(), sampled.contexts.size(), common_contexts(exact, sampled),
      exact.total, sampled.total);
  out += error ? format("%.6Le", *error) : std::string("null");
  if (top > 0) {
    out += ", \"top\": [";
    const char* separator = "";
    for (const Difference& d : top_differences(exact, sampled, top)) {
      out += separator;
      out += format("{\"difference_pct\": %.6Lf, \"exact_pct\": %.6Lf, \"sampled_pct\": %.6Lf, \"stack\": ",
                    100 * d.difference(), 100 * d.exact_share, 100 * d.sampled_share);
      out += json_string(d.stack) + "}";
      separator = ", ";
    }
    out += "]";
  }
  return out + "}\n";
}

}  // namespace profile_overlap
