// The profile-overlap library on hand-made profiles whose overlap and
// relative error are worked out by hand.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

#include <sstream>
#include <string>

#include "profile.h"

using profile_overlap::Difference;
using profile_overlap::parse;
using profile_overlap::ParseResult;
using profile_overlap::Profile;

namespace {

Profile profile(const std::string& text) {
  std::istringstream in(text);
  ParseResult result = parse(in, "test.collapsed");
  INFO(result.error);
  REQUIRE(result.ok());
  return result.profile;
}

std::string parse_error(const std::string& text) {
  std::istringstream in(text);
  return parse(in, "bad.collapsed").error;
}

double pct(long double fraction) { return static_cast<double>(100 * fraction); }

}  // namespace

TEST_CASE("parse sums counts per stack and ignores empty lines", "[profile-overlap]") {
  Profile p = profile("a;b 3\n\na;c 4\na;b 5\n");
  CHECK(p.contexts.size() == 2);
  CHECK(p.contexts.at("a;b") == 8);
  CHECK(p.contexts.at("a;c") == 4);
  CHECK(p.total == 12);
}

TEST_CASE("parse takes the count after the last space", "[profile-overlap]") {
  Profile p = profile("java.lang.Thread.run;Main.main(String[] args);Foo.<init> 42\nno newline at end 7");
  CHECK(p.contexts.at("java.lang.Thread.run;Main.main(String[] args);Foo.<init>") == 42);
  CHECK(p.contexts.at("no newline at end") == 7);
  CHECK(p.total == 49);
}

TEST_CASE("parse accepts counts beyond 2^32 up to 2^64-1 and CRLF line ends", "[profile-overlap]") {
  Profile p = profile("a 18446744073709551614\r\nb 1\r\n");
  CHECK(p.contexts.at("a") == 18446744073709551614ULL);
  CHECK(p.total == 18446744073709551615ULL);
}

TEST_CASE("a prefix of a stack is a context of its own", "[profile-overlap]") {
  Profile p = profile("a;b 1\na;b;c 2\na 4\n");
  CHECK(p.contexts.size() == 3);
  CHECK(p.contexts.at("a;b") == 1);
  CHECK(p.contexts.at("a;b;c") == 2);
  Profile q = profile("a;b;c 5\n");
  CHECK(profile_overlap::common_contexts(p, q) == 1);
  CHECK(pct(profile_overlap::overlap(p, q)) == Approx(100.0 * 2 / 7));
}

TEST_CASE("stacks counted zero times are not contexts", "[profile-overlap]") {
  Profile p = profile("a 0\nb 2\nc 0\nc 0\n");
  CHECK(p.contexts.size() == 1);
  CHECK(p.total == 2);
}

TEST_CASE("empty profile", "[profile-overlap]") {
  Profile empty = profile("");
  Profile blank = profile("\n\n");
  Profile some = profile("a 1\n");
  CHECK(empty.contexts.empty());
  CHECK(empty.total == 0);
  CHECK(blank.contexts.empty());
  CHECK(profile_overlap::overlap(empty, some) == 0);
  CHECK(profile_overlap::overlap(some, empty) == 0);
  CHECK(profile_overlap::overlap(empty, empty) == 0);
  CHECK_FALSE(profile_overlap::relative_error(empty, some).has_value());
  REQUIRE(profile_overlap::relative_error(some, empty).has_value());
  CHECK(*profile_overlap::relative_error(some, empty) == -1);
}

TEST_CASE("malformed lines are reported with their line number", "[profile-overlap]") {
  const std::string expected = ": expected \"frame;...;frame count\"";
  CHECK(parse_error("a 1\nno-count\n") == "bad.collapsed:2" + expected);
  CHECK(parse_error("a 1\n\na;b\n") == "bad.collapsed:3" + expected);
  CHECK(parse_error("a;b -5\n") == "bad.collapsed:1" + expected);
  CHECK(parse_error("a;b +5\n") == "bad.collapsed:1" + expected);
  CHECK(parse_error("a;b 5x\n") == "bad.collapsed:1" + expected);
  CHECK(parse_error("a;b 1.5\n") == "bad.collapsed:1" + expected);
  CHECK(parse_error("a;b 5 \n") == "bad.collapsed:1" + expected);
  CHECK(parse_error("a;b\t5\n") == "bad.collapsed:1" + expected);
  CHECK(parse_error("a 1\nb 2\na;b 18446744073709551616\n") == "bad.collapsed:3" + expected);
  CHECK(parse_error("a 99999999999999999999999\n") == "bad.collapsed:1" + expected);
  CHECK(parse_error("a 18446744073709551615\nb 1\n") ==
        "bad.collapsed:2: counts add up to more than 18446744073709551615");
}

TEST_CASE("identical profiles overlap 100%", "[profile-overlap]") {
  const std::string text = "main 3\nmain;f 1\nmain;f;g 5\nmain;h 7\n";
  Profile a = profile(text);
  Profile b = profile(text);
  CHECK(profile_overlap::overlap(a, b) == 1);
  CHECK(profile_overlap::common_contexts(a, b) == 4);
  REQUIRE(profile_overlap::relative_error(a, b).has_value());
  CHECK(*profile_overlap::relative_error(a, b) == 0);
}

TEST_CASE("the same shape at seven times the counts overlaps 100%, relative error 6", "[profile-overlap]") {
  Profile a = profile("main 3\nmain;f 1\nmain;f;g 5\nmain;h 7\n");
  Profile b = profile("main 21\nmain;f 7\nmain;f;g 35\nmain;h 49\n");
  CHECK(profile_overlap::overlap(a, b) == 1);
  CHECK(profile_overlap::overlap(b, a) == 1);
  REQUIRE(profile_overlap::relative_error(a, b).has_value());
  CHECK(static_cast<double>(*profile_overlap::relative_error(a, b)) == Approx(6.0));
  CHECK(static_cast<double>(*profile_overlap::relative_error(b, a)) == Approx(1.0 / 7 - 1));
}

TEST_CASE("disjoint profiles overlap 0%", "[profile-overlap]") {
  Profile a = profile("a;b 10\na 5\n");
  Profile b = profile("x;b 10\nb 5\n");
  CHECK(profile_overlap::overlap(a, b) == 0);
  CHECK(profile_overlap::common_contexts(a, b) == 0);
}

TEST_CASE("worked example: 60/30/10 against 5/4/1 overlaps 80%", "[profile-overlap]") {
  // rce in A: a;b .6, a;c .3, a .1; in B: a;b .5, a;c .4, a;d .1.
  // min(.6, .5) + min(.3, .4) = .8; "a" and "a;d" are in one profile only.
  Profile a = profile("a;b 60\na;c 30\na 10\n");
  Profile b = profile("a;b 5\na;c 4\na;d 1\n");
  CHECK(pct(profile_overlap::overlap(a, b)) == Approx(80.0));
  CHECK(pct(profile_overlap::overlap(b, a)) == Approx(80.0));
  CHECK(profile_overlap::common_contexts(a, b) == 2);
  CHECK(static_cast<double>(*profile_overlap::relative_error(a, b)) == Approx(10.0 / 100 - 1));

  std::vector<Difference> top = profile_overlap::top_differences(a, b, 10);
  // |differences|: a;b .1, a;c .1, a .1, a;d .1 - all equal, so by stack text.
  REQUIRE(top.size() == 4);
  CHECK(top[0].stack == "a");
  CHECK(top[1].stack == "a;b");
  CHECK(top[2].stack == "a;c");
  CHECK(top[3].stack == "a;d");
  CHECK(static_cast<double>(top[0].difference()) == Approx(-0.1));
  CHECK(static_cast<double>(top[2].difference()) == Approx(0.1));
  CHECK(static_cast<double>(top[3].exact_share) == 0);
  CHECK(static_cast<double>(top[3].sampled_share) == Approx(0.1));
}

TEST_CASE("top_differences puts the largest |difference| first and stops at n", "[profile-overlap]") {
  // rce in A: x .5, y .3, z .2; in B: x .2, y .3, w .5.
  Profile a = profile("x 50\ny 30\nz 20\n");
  Profile b = profile("x 2\ny 3\nw 5\n");
  std::vector<Difference> top = profile_overlap::top_differences(a, b, 3);
  REQUIRE(top.size() == 3);
  CHECK(top[0].stack == "w");  // +.5
  CHECK(top[1].stack == "x");  // -.3
  CHECK(top[2].stack == "z");  // -.2
  CHECK(profile_overlap::top_differences(a, b, 0).empty());
  CHECK(profile_overlap::top_differences(a, b, 100).size() == 4);
  CHECK(profile_overlap::top_differences(a, b, 100).back().stack == "y");
}

TEST_CASE("text report", "[profile-overlap]") {
  Profile a = profile("a;b 60\na;c 30\na 10\n");
  Profile b = profile("a;b 5\na;c 4\na;d 1\n");
  CHECK(profile_overlap::text_report(a, b, 0) ==
        "overlap: 80.00%\n"
        "contexts: exact 3, sampled 3, common 2\n"
        "total: exact 100, sampled 10, relative error -0.9\n");
  CHECK(profile_overlap::text_report(a, b, 2) ==
        "overlap: 80.00%\n"
        "contexts: exact 3, sampled 3, common 2\n"
        "total: exact 100, sampled 10, relative error -0.9\n"
        "  -10.00%  exact 10.00%  sampled 0.00%  a\n"
        "  -10.00%  exact 60.00%  sampled 50.00%  a;b\n");
  CHECK(profile_overlap::text_report(profile(""), b, 0) ==
        "overlap: 0.00%\n"
        "contexts: exact 0, sampled 3, common 0\n"
        "total: exact 0, sampled 10, relative error n/a (exact total is 0)\n");
}

TEST_CASE("JSON report", "[profile-overlap]") {
  Profile a = profile("a;b 60\na;c 30\na 10\n");
  Profile b = profile("a;b 5\na;c 4\na;d 1\n");
  CHECK(profile_overlap::json_report(a, b, 0) ==
        "{\"overlap_pct\": 80.000000, \"exact_contexts\": 3, \"sampled_contexts\": 3, \"common_contexts\": 2, "
        "\"exact_total\": 100, \"sampled_total\": 10, \"relative_error\": -9.000000e-01}\n");
  CHECK(profile_overlap::json_report(profile(""), profile(""), 0) ==
        "{\"overlap_pct\": 0.000000, \"exact_contexts\": 0, \"sampled_contexts\": 0, \"common_contexts\": 0, "
        "\"exact_total\": 0, \"sampled_total\": 0, \"relative_error\": null}\n");
  Profile quoted = profile("say \"hi\";back\\slash 1\n");
  CHECK(profile_overlap::json_report(quoted, quoted, 1) ==
        "{\"overlap_pct\": 100.000000, \"exact_contexts\": 1, \"sampled_contexts\": 1, \"common_contexts\": 1, "
        "\"exact_total\": 1, \"sampled_total\": 1, \"relative_error\": 0.000000e+00, \"top\": "
        "[{\"difference_pct\": 0.000000, \"exact_pct\": 100.000000, \"sampled_pct\": 100.000000, "
        "\"stack\": \"say \\\"hi\\\";back\\\\slash\"}]}\n");
}
