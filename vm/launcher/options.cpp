#include "vm/launcher/options.h"

#include <cstdlib>

namespace loupe::launcher {

namespace {

const char* const kFatalTail =
    "Error: Could not create the Java Virtual Machine.\n"
    "Error: A fatal exception has occurred. Program will exit.";

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

bool parse_size_option(std::string_view arg, std::string_view prefix, const char* what, size_t* out,
                       std::string* error) {
  auto size = parse_size(arg.substr(prefix.size()));
  if (!size) {
    *error = std::string("Invalid ") + what + ": " + std::string(arg) + "\n" + kFatalTail;
    return false;
  }
  *out = *size;
  return true;
}

}  // namespace

std::optional<size_t> parse_size(std::string_view text) {
  if (text.empty()) return std::nullopt;
  size_t digits = 0;
  while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
  if (digits == 0 || text.size() - digits > 1) return std::nullopt;
  unsigned long long value = std::strtoull(std::string(text.substr(0, digits)).c_str(), nullptr, 10);
  unsigned shift = 0;
  if (digits < text.size()) {
    switch (text[digits]) {
      case 'k': case 'K': shift = 10; break;
      case 'm': case 'M': shift = 20; break;
      case 'g': case 'G': shift = 30; break;
      case 't': case 'T': shift = 40; break;
      default: return std::nullopt;
    }
  }
  if (value > (~0ull >> shift)) return std::nullopt;
  return static_cast<size_t>(value << shift);
}

std::string usage_text() {
  return "Usage: loupe [options] <mainclass> [args...]\n"
         "           (to execute a class)\n"
         "   or  loupe [options] -jar <jarfile> [args...]\n"
         "           (to execute a jar file)\n"
         "\n"
         " Arguments following the main class or -jar <jarfile> are passed as the\n"
         " arguments to main class.\n"
         "\n"
         " where options include:\n"
         "\n"
         "    -cp <class search path of directories and zip/jar files>\n"
         "    -classpath <class search path of directories and zip/jar files>\n"
         "    --class-path <class search path of directories and zip/jar files>\n"
         "                  A : separated list of directories, JAR archives,\n"
         "                  and ZIP archives to search for class files.\n"
         "    -D<name>=<value>\n"
         "                  set a system property\n"
         "    -verbose:[class|gc]\n"
         "                  enable verbose output\n"
         "    -version      print product version to the error stream and exit\n"
         "    --version     print product version to the output stream and exit\n"
         "    -? -h -help --help\n"
         "                  print this help message to the output stream\n"
         "    -ea[:...] -enableassertions[:...]\n"
         "                  enable assertions\n"
         "    -da[:...] -disableassertions[:...]\n"
         "                  disable assertions\n"
         "    -esa | -enablesystemassertions\n"
         "                  enable system assertions\n"
         "    -Xint         interpreted mode execution only\n"
         "    -Xms<size>    set initial Java heap size\n"
         "    -Xmx<size>    set maximum Java heap size\n"
         "    -Xss<size>    set java thread stack size\n"
         "    -Xgc:<name>   choose the garbage collector (semispace)\n"
         "    -Xgcstress:<n>\n"
         "                  collect on every n-th allocation slow path (testing aid)\n";
}

std::optional<LaunchRequest> parse_command_line(int argc, char** argv, std::string* error) {
  LaunchRequest r;
  int i = 1;
  auto next_value = [&](const std::string& option) -> std::optional<std::string> {
    if (i + 1 >= argc) {
      *error = "Error: " + option + " requires class path specification\n" + usage_text();
      return std::nullopt;
    }
    return std::string(argv[++i]);
  };
  for (; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.empty() || arg[0] != '-') break;
    if (arg == "-cp" || arg == "-classpath" || arg == "--class-path") {
      auto value = next_value(arg);
      if (!value) return std::nullopt;
      r.vm.class_path = *value;
    } else if (starts_with(arg, "--class-path=")) {
      r.vm.class_path = arg.substr(13);
    } else if (arg == "-jar") {
      if (i + 1 >= argc) {
        *error = "Error: -jar requires jar file specification\n" + usage_text();
        return std::nullopt;
      }
      r.jar = argv[++i];
      ++i;
      break;
    } else if (starts_with(arg, "-D")) {
      size_t eq = arg.find('=');
      std::string name = arg.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
      if (name.empty()) {
        *error = "Error: -D requires a property name\n" + std::string(kFatalTail);
        return std::nullopt;
      }
      r.vm.properties.emplace_back(name, eq == std::string::npos ? "" : arg.substr(eq + 1));
    } else if (arg == "-version") {
      r.show_version = true;
    } else if (arg == "--version") {
      r.show_version_out = true;
    } else if (arg == "-help" || arg == "-?" || arg == "-h" || arg == "--help") {
      r.show_help = true;
    } else if (arg == "-verbose:class" || arg == "-verbose") {
      r.vm.verbose_class = true;
    } else if (arg == "-verbose:gc") {
      r.vm.verbose_gc = true;
    } else if (arg == "-Xint") {
      r.vm.interpret_only = true;
    } else if (arg == "-ea" || arg == "-enableassertions" || starts_with(arg, "-ea:") ||
               starts_with(arg, "-enableassertions:")) {
      r.vm.assertions = true;
    } else if (arg == "-da" || arg == "-disableassertions" || starts_with(arg, "-da:") ||
               starts_with(arg, "-disableassertions:")) {
      r.vm.assertions = false;
    } else if (arg == "-esa" || arg == "-enablesystemassertions") {
      r.vm.system_assertions = true;
    } else if (arg == "-dsa" || arg == "-disablesystemassertions") {
      r.vm.system_assertions = false;
    } else if (starts_with(arg, "-Xmx")) {
      if (!parse_size_option(arg, "-Xmx", "maximum heap size", &r.vm.max_heap_bytes, error)) return std::nullopt;
    } else if (starts_with(arg, "-Xms")) {
      if (!parse_size_option(arg, "-Xms", "initial heap size", &r.vm.initial_heap_bytes, error)) return std::nullopt;
    } else if (starts_with(arg, "-Xss")) {
      if (!parse_size_option(arg, "-Xss", "thread stack size", &r.vm.stack_bytes, error)) return std::nullopt;
    } else if (starts_with(arg, "-Xgc:")) {
      r.vm.collector = arg.substr(5);
    } else if (starts_with(arg, "-Xgcstress:")) {
      auto n = parse_size(arg.substr(11));
      if (!n || *n == 0 || *n > 0xFFFFFFFFu) {
        *error = "Invalid GC stress interval: " + arg + "\n" + kFatalTail;
        return std::nullopt;
      }
      r.vm.gc_stress_interval = static_cast<uint32_t>(*n);
    } else {
      *error = "Unrecognized option: " + arg + "\n" + kFatalTail;
      return std::nullopt;
    }
  }
  if (r.jar.empty() && i < argc) r.main_class = argv[i++];
  for (; i < argc; ++i) r.args.emplace_back(argv[i]);
  return r;
}

}  // namespace loupe::launcher
