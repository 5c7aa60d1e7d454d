// Calling-context profiles in the collapsed-stack format that the hprof
// agent writes (<file>.collapsed), and the two accuracy measures of the
// Komorium paper (§7.1 overlap percentage, §7.2 relative error of the
// bytecode total) for comparing a sampled profile with an exact one.
// See docs/profiling-accuracy.md.
#pragma once

#include <cstddef>
#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace profile_overlap {

struct Profile {
  // Stack text ("root;...;leaf") to its summed count. Only stacks whose
  // counts add up to more than zero are kept: a context nobody spent
  // anything in is not one both profiles "share".
  std::unordered_map<std::string, uint64_t> contexts;
  uint64_t total = 0;  // never overflows: parse() refuses such files
};

struct ParseResult {
  Profile profile;
  // Empty on success, else "NAME:LINE: ..." (without the program name, so
  // that the caller decides how to report it).
  std::string error;
  bool ok() const { return error.empty(); }
};

// Reads every line of in; name is only used in the error message.
ParseResult parse(std::istream& in, const std::string& name);

// Number of stacks present in both profiles.
size_t common_contexts(const Profile& a, const Profile& b);

// Sum over the stacks present in both of min(rce in a, rce in b), in [0, 1];
// 0 when either total is 0.
long double overlap(const Profile& a, const Profile& b);

// total(sampled) / total(exact) - 1; none when the exact total is 0.
std::optional<long double> relative_error(const Profile& exact, const Profile& sampled);

struct Difference {
  std::string stack;
  long double exact_share = 0;    // rce in the exact profile, in [0, 1]
  long double sampled_share = 0;  // rce in the sampled profile, in [0, 1]
  long double difference() const { return sampled_share - exact_share; }
};

// The n stacks (of either profile) whose rce differs most, largest
// |difference| first, equal ones in stack-text order.
std::vector<Difference> top_differences(const Profile& exact, const Profile& sampled, size_t n);

// The tool's output. Text: overlap, contexts and totals lines, then the
// top entries if top > 0. JSON: one object on one line, with a "top" array
// only if top > 0.
std::string text_report(const Profile& exact, const Profile& sampled, size_t top);
std::string json_report(const Profile& exact, const Profile& sampled, size_t top);

}  // namespace profile_overlap
