// -Xrunhprof's options (hprof.h): HPROF's names, values and defaults
// (JDK 1.4's table, with JDK 5's interval=), plus Loupe's flame=.
#include <cerrno>
#include <cstdlib>

#include "hprof.h"

namespace hprof {

namespace {

bool yes_no(std::string_view value, bool* out) {
  if (value == "y") { *out = true; return true; }
  if (value == "n") { *out = false; return true; }
  return false;
}

bool positive_int(const std::string& value, int max, int* out) {
  if (value.empty() || value.size() > 9) return false;
  for (char c : value) {
    if (c < '0' || c > '9') return false;
  }
  long n = std::strtol(value.c_str(), nullptr, 10);
  if (n < 1 || n > max) return false;
  *out = static_cast<int>(n);
  return true;
}

}  // namespace

std::string usage() {
  return
      "Hprof usage: -Xrunhprof[:help]|[:<option>=<value>, ...]\n"
      "\n"
      "Option Name and Value  Description                Default\n"
      "---------------------  -----------                -------\n"
      "heap=dump|sites|all    heap profiling             all\n"
      "cpu=samples|times|bytecodes  CPU usage            off\n"
      "monitor=y|n            monitor contention         n\n"
      "format=a|b             ascii or binary output     a\n"
      "file=<file>            write data to file         java.hprof(.txt for ascii)\n"
      "net=<host>:<port>      send data over a socket    write to file\n"
      "depth=<size>           stack trace depth          4\n"
      "interval=<ms>          sample interval in ms      10\n"
      "                       cpu=bytecodes: bytecodes   10000\n"
      "jitter=<n>             cpu=bytecodes: add 0..n-1  0\n"
      "cutoff=<value>         output cutoff point        0.0001\n"
      "lineno=y|n             line number in traces?     y\n"
      "thread=y|n             thread in traces?          n\n"
      "doe=y|n                dump on exit?              y\n"
      "flame=y|n              SVG flame graph <file>.svg n\n"
      "\n"
      "Example: java -Xrunhprof:cpu=samples,file=log.txt,depth=3 FooClass\n"
      "\n"
      "Note: format=b cannot be used with cpu=times\n"
      "Note: the CPU profile is also written as <file>.collapsed\n";
}

// HPROF's syntax: name=value pairs separated by ','; help only as the whole
// string. Each option may be given once (HPROF refused file= and net=
// twice; a repeated option here is as likely a mistake).
ParseResult parse_options(const char* text, Options* o, std::string* message) {
  *o = Options{};
  std::string_view rest(text != nullptr ? text : "");
  if (rest == "help") return ParseResult::kHelp;
  bool heap_given = false, cpu_given = false, monitor_given = false;
  std::string interval, jitter;  // their meaning depends on cpu=
  std::vector<std::string> seen;
  while (!rest.empty()) {
    size_t comma = rest.find(',');
    std::string_view piece = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    size_t eq = piece.find('=');
    if (piece.size() > 999 || eq == std::string_view::npos || eq == 0) {
      *message = "bad hprof option '" + std::string(piece) + "'";
      return ParseResult::kError;
    }
    std::string name(piece.substr(0, eq));
    std::string value(piece.substr(eq + 1));
    for (const auto& s : seen) {
      if (s == name) {
        *message = "bad hprof option: " + name + " given twice";
        return ParseResult::kError;
      }
    }
    seen.push_back(name);
    bool ok = true;
    if (name == "heap") {
      heap_given = true;
      if (value == "dump") o->heap_dump = true;
      else if (value == "sites") o->heap_sites = true;
      else if (value == "all") o->heap_dump = o->heap_sites = true;
      else ok = false;
    } else if (name == "cpu") {
      cpu_given = true;
      if (value == "samples" || value == "y") o->cpu = CpuMode::kSamples;
      else if (value == "times") o->cpu = CpuMode::kTimes;
      else if (value == "bytecodes") o->cpu = CpuMode::kBytecodes;
      else ok = false;
    } else if (name == "monitor") {
      monitor_given = true;
      ok = yes_no(value, &o->monitor);
    } else if (name == "format") {
      if (value == "a") o->binary = false;
      else if (value == "b") o->binary = true;
      else ok = false;
    } else if (name == "file") {
      o->file = value;
      ok = !value.empty();
    } else if (name == "net") {
      size_t colon = value.rfind(':');
      if (colon == std::string::npos || colon == 0) {
        ok = false;
      } else {
        o->net_host = value.substr(0, colon);
        if (!positive_int(value.substr(colon + 1), 65535, &o->net_port)) {
          *message = "bad port number";
          return ParseResult::kError;
        }
      }
    } else if (name == "depth") {
      ok = positive_int(value, 1024, &o->depth);
      if (value == "0") { o->depth = 0; ok = true; }  // HPROF allowed empty traces
    } else if (name == "interval") {
      interval = value;
      ok = !value.empty();
    } else if (name == "jitter") {
      jitter = value;
      ok = !value.empty();
    } else if (name == "cutoff") {
      char* end = nullptr;
      errno = 0;
      o->cutoff = std::strtod(value.c_str(), &end);
      ok = !value.empty() && end != nullptr && *end == '\0' && errno == 0 && o->cutoff >= 0.0 && o->cutoff <= 1.0;
    } else if (name == "lineno") {
      ok = yes_no(value, &o->lineno);
    } else if (name == "thread") {
      ok = yes_no(value, &o->thread);
    } else if (name == "doe") {
      ok = yes_no(value, &o->doe);
    } else if (name == "flame") {
      ok = yes_no(value, &o->flame);
    } else {
      ok = false;
    }
    if (!ok) {
      *message = "bad hprof option '" + std::string(piece) + "'";
      return ParseResult::kError;
    }
  }
  if (!interval.empty()) {
    int n = 0;
    bool bytecodes = o->cpu == CpuMode::kBytecodes;
    if (!positive_int(interval, bytecodes ? 999999999 : 1000000, &n)) {
      *message = "bad hprof option 'interval=" + interval + "'";
      return ParseResult::kError;
    }
    if (bytecodes) o->interval_bytecodes = n;
    else o->interval_ms = n;
  }
  if (!jitter.empty()) {
    int n = 0;
    if (o->cpu != CpuMode::kBytecodes) {
      *message = "jitter= needs cpu=bytecodes";
      return ParseResult::kError;
    }
    bool zero = jitter.find_first_not_of('0') == std::string::npos;
    if (!zero && !positive_int(jitter, 999999999, &n)) {
      *message = "bad hprof option 'jitter=" + jitter + "'";
      return ParseResult::kError;
    }
    o->jitter = n;
  }
  // HPROF's default work: with none of heap, cpu and monitor, heap=all.
  if (!heap_given && !cpu_given && !monitor_given) o->heap_sites = o->heap_dump = true;
  if (o->binary && (o->cpu == CpuMode::kTimes)) {
    *message = "cpu=times is not supported with format=b";
    return ParseResult::kError;
  }
  if (o->binary && o->monitor) {
    *message = "monitor=y is not supported with format=b";
    return ParseResult::kError;
  }
  if (o->file.empty()) o->file = o->binary ? "java.hprof" : "java.hprof.txt";
  return ParseResult::kOk;
}

}  // namespace hprof
