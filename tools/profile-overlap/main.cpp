// profile-overlap: how close a sampled calling-context profile is to the
// exact one (Komorium paper §7.1 and §7.2); see docs/profiling-accuracy.md.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "profile.h"

namespace {

constexpr const char* kUsage =
    "usage: profile-overlap [--json] [--top N] EXACT.collapsed SAMPLED.collapsed\n"
    "Compares two calling-context profiles in collapsed-stack format (one line\n"
    "per context: \"frame;...;frame count\", root first), EXACT the reference\n"
    "and SAMPLED the estimate, as in the Komorium paper:\n"
    "  overlap         sum over the contexts in both of the smaller of the two\n"
    "                  shares of the total (100% = identical up to scale)\n"
    "  relative error  total(SAMPLED) / total(EXACT) - 1\n"
    "options:\n"
    "  --json          print one JSON object instead of text\n"
    "  --top N         also list the N contexts whose shares differ most\n"
    "  --help          print this help and exit\n";

int usage_error(const std::string& why) {
  std::cerr << "profile-overlap: " << why << "\n" << kUsage;
  return 1;
}

std::optional<size_t> parse_top(const std::string& text) {
  if (text.empty() || text.size() > 18) return std::nullopt;
  size_t n = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + static_cast<size_t>(c - '0');
  }
  return n;
}

// Prints the message itself so that it can name the errno of the failed open.
std::optional<profile_overlap::Profile> load(const std::string& path) {
  errno = 0;  // what the stream sets it to is all we learn of a failure
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::cerr << "profile-overlap: cannot open " << path << ": " << std::strerror(errno ? errno : EIO) << "\n";
    return std::nullopt;
  }
  profile_overlap::ParseResult result = profile_overlap::parse(in, path);
  // A directory opens but cannot be read; errno says so better than
  // parse()'s message, which cannot know why.
  if (in.bad()) {
    std::cerr << "profile-overlap: cannot read " << path << ": " << std::strerror(errno ? errno : EIO) << "\n";
    return std::nullopt;
  }
  if (!result.ok()) {
    std::cerr << "profile-overlap: " << result.error << "\n";
    return std::nullopt;
  }
  return std::move(result.profile);
}

}  // namespace

int main(int argc, char** argv) {
  bool json = false;
  size_t top = 0;
  std::vector<std::string> files;
  bool options_done = false;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (options_done || arg.size() < 2 || arg[0] != '-') {
      files.push_back(arg);
    } else if (arg == "--") {
      options_done = true;
    } else if (arg == "--help") {
      std::cout << kUsage;
      return 0;
    } else if (arg == "--json") {
      json = true;
    } else if (arg == "--top" || arg.starts_with("--top=")) {
      std::string value;
      if (arg == "--top") {
        if (i + 1 == argc) return usage_error("--top needs a number");
        value = argv[++i];
      } else {
        value = arg.substr(6);
      }
      std::optional<size_t> n = parse_top(value);
      if (!n) return usage_error("--top needs a number, not '" + value + "'");
      top = *n;
    } else {
      return usage_error("unknown option '" + arg + "'");
    }
  }
  if (files.size() != 2) return usage_error("expected two files, got " + std::to_string(files.size()));
  std::optional<profile_overlap::Profile> exact = load(files[0]);
  if (!exact) return 1;
  std::optional<profile_overlap::Profile> sampled = load(files[1]);
  if (!sampled) return 1;
  std::string report = json ? profile_overlap::json_report(*exact, *sampled, top)
                            : profile_overlap::text_report(*exact, *sampled, top);
  std::cout << report << std::flush;
  return std::cout ? 0 : 1;
}
