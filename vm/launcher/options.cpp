#include "vm/launcher/options.h"

#include <cstdlib>

#include "gc/collector.h"

namespace loupe::launcher {

namespace {

const char* const kFatalTail =
    "Error: Could not create the Java Virtual Machine.\n"
    "Error: A fatal exception has occurred. Program will exit.";

// HotSpot's limits (Linux x86-64): -Xss is at most 1 GiB and, rounded up to
// whole KiB, at least 136 KiB (0 means the default); -Xmx at least 2 MiB;
// -Xms, when given and not 0, at least 1 MiB.
constexpr size_t kKiB = 1024;
constexpr size_t kMiB = 1024 * kKiB;
constexpr size_t kMaxStackBytes = 1024 * kMiB;
constexpr size_t kMinStackBytes = 136 * kKiB;
constexpr size_t kDefaultStackBytes = 1 * kMiB;
constexpr size_t kMinMaxHeapBytes = 2 * kMiB;
constexpr size_t kMinInitialHeapBytes = 1 * kMiB;

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

VmStartError option_error(const std::string& message) { return VmStartError{"", message + "\n" + kFatalTail}; }

// "Error occurred during initialization of VM" goes to stdout in HotSpot.
VmStartError init_error(const std::string& message) {
  return VmStartError{"Error occurred during initialization of VM\n" + message, ""};
}

// One VM option; nullopt when it is good (and applied).
std::optional<VmStartError> apply_vm_option(const std::string& arg, vm::VmOptions& vm) {
  if (starts_with(arg, "-D")) {
    size_t eq = arg.find('=');
    std::string name = arg.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
    // java accepts "-D" and "-D=x" too; a property without a name cannot be read back.
    if (!name.empty()) vm.properties.emplace_back(name, eq == std::string::npos ? "" : arg.substr(eq + 1));
  } else if (starts_with(arg, "-verbose")) {
    // As HotSpot: "-verbose" and "-verbose:class" log class loading, "-verbose:gc"
    // collections; any other kind (jni, module, ...) is accepted and ignored.
    std::string kind = arg.substr(8);
    if (kind.empty() || kind == ":class") vm.verbose_class = true;
    if (kind == ":gc") vm.verbose_gc = true;
    if (kind == ":jit") vm.verbose_jit = true;
  } else if (arg == "-Xstats") {
    vm.statistics = true;
  } else if (starts_with(arg, "-Xtrace:")) {
    // -Xtrace:bytecodes[=<pattern>], -Xtrace:stackmaps[=<pattern>]
    // (interp/tracing.h); without a pattern every method.
    std::string spec = arg.substr(8);
    size_t eq = spec.find('=');
    std::string kind = spec.substr(0, eq);
    std::string pattern = eq == std::string::npos ? "" : spec.substr(eq + 1);
    if (kind != "bytecodes" && kind != "stackmaps") {
      return option_error("Invalid -Xtrace option: " + arg +
                          " (expected -Xtrace:bytecodes[=<pattern>] or -Xtrace:stackmaps[=<pattern>])");
    }
    // The pattern names methods as "pkg.Class.method" ('*': any
    // characters), as -Xjit:print's does; an empty one, or one spelt with
    // '/', a descriptor or blanks, would silently match nothing.
    if (eq != std::string::npos &&
        (pattern.empty() || pattern.find_first_of("/();[ \t") != std::string::npos)) {
      return option_error("Invalid trace pattern: " + arg +
                          " (expected Class.method, '*' for any characters, e.g. Fib.fib, Fib.*, java.lang.String.*)");
    }
    if (kind == "bytecodes") {
      vm.trace_bytecodes = true;
      vm.trace_bytecodes_pattern = pattern;
    } else {
      vm.trace_stackmaps = true;
      vm.trace_stackmaps_pattern = pattern;
    }
  } else if (arg == "-Xint" || arg == "-Xcomp" || arg == "-Xmixed") {
    // As java: the last of the three wins.
    vm.interpret_only = arg == "-Xint";
    vm.compile_all = arg == "-Xcomp";
  } else if (starts_with(arg, "-Xjit:threshold=")) {
    auto n = parse_size(std::string_view(arg).substr(16));
    if (!n || *n == 0 || *n > 0xFFFFFFFFu) return option_error("Invalid JIT threshold: " + arg);
    vm.jit_threshold = static_cast<uint32_t>(*n);
  } else if (starts_with(arg, "-Xjit:print=")) {
    // "Class.method" with '*' for any run of characters (jit/announce.h);
    // an empty pattern would silently list nothing.
    std::string pattern = arg.substr(12);
    if (pattern.empty()) return option_error("Invalid JIT print pattern: " + arg);
    vm.jit_print_pattern = pattern;
  } else if (starts_with(arg, "-Xjit:codecache=")) {
    // The code cache's size (jit/code_cache.h), as -Xmx a size with an
    // optional k, m or g. Below a page it would hold nothing.
    auto size = parse_size(std::string_view(arg).substr(16));
    if (!size || *size < 4096 || *size > (size_t{1} << 31)) return option_error("Invalid code cache size: " + arg);
    vm.jit_code_cache_bytes = *size;
  } else if (arg == "-Xjit:stats") {
    // Exactly this: "-Xjit:stats=..." and the like fall through to
    // "Unrecognized option", as any other -X option that is not Loupe's.
    vm.jit_stats = true;
  } else if (arg == "-Xnoclassgc") {
    vm.class_unloading = false;
  } else if (arg == "-Xbatch" || arg == "-server" || arg == "-client" ||
             arg == "-Xrs" || arg == "-Xdiag" || arg == "-Xshare:auto" || arg == "-Xshare:off") {
    // HotSpot's tuning of its compilers, signals and class data sharing:
    // accepted, as java does, with nothing to change in Loupe.
  } else if (arg == "-ea" || arg == "-enableassertions" || starts_with(arg, "-ea:") ||
             starts_with(arg, "-enableassertions:") || arg == "-da" || arg == "-disableassertions" ||
             starts_with(arg, "-da:") || starts_with(arg, "-disableassertions:")) {
    bool enable = arg[1] == 'e';
    size_t colon = arg.find(':');
    if (colon == std::string::npos) {
      vm.assertions = enable;
    } else {
      // "-ea:pkg..." is a package and its subpackages ("-ea:..." the unnamed
      // package), "-ea:Name" one class.
      std::string target = arg.substr(colon + 1);
      bool package = target.ends_with("...");
      if (package) target.resize(target.size() - 3);
      vm.assertion_switches.push_back({target, package, enable});
    }
  } else if (arg == "-esa" || arg == "-enablesystemassertions") {
    vm.system_assertions = true;
  } else if (arg == "-dsa" || arg == "-disablesystemassertions") {
    vm.system_assertions = false;
  } else if (starts_with(arg, "-Xmx")) {
    auto size = parse_size(std::string_view(arg).substr(4));
    if (!size || *size == 0) return option_error("Invalid maximum heap size: " + arg);
    vm.max_heap_bytes = *size;
  } else if (starts_with(arg, "-Xms")) {
    auto size = parse_size(std::string_view(arg).substr(4));
    if (!size) return option_error("Invalid initial heap size: " + arg);
    vm.initial_heap_bytes = *size;
  } else if (starts_with(arg, "-Xss")) {
    auto size = parse_size(std::string_view(arg).substr(4));
    if (!size) return option_error("Invalid thread stack size: " + arg);
    if (*size > kMaxStackBytes) {
      return option_error("Invalid thread stack size: " + arg +
                          "\nThe specified size exceeds the maximum representable size.");
    }
    vm.stack_bytes = *size == 0 ? kDefaultStackBytes : (*size + kKiB - 1) / kKiB * kKiB;
  } else if (starts_with(arg, "-Xgc:")) {
    vm.collector = arg.substr(5);
    if (!gc::is_collector_name(vm.collector)) {
      return option_error("Unknown garbage collector '" + vm.collector + "': choose one of " +
                          gc::collector_names());
    }
  } else if (starts_with(arg, "-Xrun")) {
    // -Xrun<name>[:<options>]: everything after the first ':' goes to the
    // agent verbatim; without a ':' its JVM_OnLoad gets NULL.
    std::string spec = arg.substr(5);
    size_t colon = spec.find(':');
    jvmpi::AgentSpec agent;
    agent.name = spec.substr(0, colon);
    if (colon != std::string::npos) {
      agent.has_options = true;
      agent.options = spec.substr(colon + 1);
    }
    if (agent.name.empty()) return option_error("Invalid -Xrun option: " + arg + " (no library name)");
    vm.agents.push_back(std::move(agent));
  } else if (arg == "-Xverifyheap") {
    vm.verify_heap = true;
  } else if (arg == "-Xcheckgcevents") {
    vm.check_gc_events = true;
  } else if (arg == "-Xcheck:jvmpi" || starts_with(arg, "-Xcheck:jvmpi:")) {
    // -Xcheck:jvmpi[:fatal][:timeout=<seconds>], as HotSpot's -Xcheck:jni
    // for JNI (docs/agent-validation.md).
    vm.jvmpi_check.on = true;
    std::string_view rest = std::string_view(arg).substr(std::string_view("-Xcheck:jvmpi").size());
    while (!rest.empty()) {
      rest.remove_prefix(1);  // the ':'
      std::string_view item = rest.substr(0, rest.find(':'));
      rest.remove_prefix(item.size());
      if (item == "fatal") {
        vm.jvmpi_check.fatal = true;
      } else if (item.starts_with("timeout=")) {
        auto seconds = parse_size(item.substr(8));
        if (!seconds || *seconds > 86400) return option_error("Invalid JVMPI watchdog timeout: " + arg);
        vm.jvmpi_check.watchdog_seconds = static_cast<int>(*seconds);
      } else {
        return option_error("Invalid -Xcheck:jvmpi option: " + arg +
                            " (expected -Xcheck:jvmpi[:fatal][:timeout=<seconds>])");
      }
    }
  } else if (arg == "-Xmovingclasses") {
    vm.moving_classes = true;
  } else if (starts_with(arg, "-Xgcstress:")) {
    auto n = parse_size(std::string_view(arg).substr(11));
    if (!n || *n == 0 || *n > 0xFFFFFFFFu) return option_error("Invalid GC stress interval: " + arg);
    vm.gc_stress_interval = static_cast<uint32_t>(*n);
  } else if (starts_with(arg, "-XX:")) {
    // Loupe has none of HotSpot's -XX flags; HotSpot names the flag without its +/-.
    std::string flag = arg.substr(4);
    if (!flag.empty() && (flag[0] == '+' || flag[0] == '-')) flag = flag.substr(1);
    return option_error("Unrecognized VM option '" + flag + "'");
  } else {
    return option_error("Unrecognized option: " + arg);
  }
  return std::nullopt;
}

}  // namespace

std::optional<size_t> parse_size(std::string_view text) {
  // As HotSpot reads sizes: decimal digits, or 0x and hex digits, then at
  // most one unit letter; anything that does not fit in 64 bits is invalid.
  unsigned base = 10;
  size_t pos = 0;
  if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    base = 16;
    pos = 2;
  }
  auto digit_value = [base](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (base == 16 && c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (base == 16 && c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  size_t first_digit = pos;
  unsigned long long value = 0;
  for (; pos < text.size() && digit_value(text[pos]) >= 0; ++pos) {
    unsigned long long d = static_cast<unsigned>(digit_value(text[pos]));
    if (value > (~0ull - d) / base) return std::nullopt;
    value = value * base + d;
  }
  if (pos == first_digit) {
    // "0x" with no hex digit: HotSpot reads the 0 and then refuses the 'x'.
    if (base != 16) return std::nullopt;
    pos = 1;
  }
  if (text.size() - pos > 1) return std::nullopt;
  unsigned shift = 0;
  if (pos < text.size()) {
    switch (text[pos]) {
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
         "    -verbose:[class|gc|jit]\n"
         "                  enable verbose output\n"
         "    -version      print product version to the error stream and exit\n"
         "    --version     print product version to the output stream and exit\n"
         "    -showversion  print product version to the error stream and continue\n"
         "    --show-version\n"
         "                  print product version to the output stream and continue\n"
         "    -? -h -help\n"
         "                  print this help message to the error stream\n"
         "    --help        print this help message to the output stream\n"
         "    -X            print help on extra options to the error stream\n"
         "    --dry-run     create the VM and load the main class, but do not run main\n"
         "    -ea[:...] -enableassertions[:...]\n"
         "                  enable assertions\n"
         "    -da[:...] -disableassertions[:...]\n"
         "                  disable assertions\n"
         "    -esa | -enablesystemassertions\n"
         "                  enable system assertions\n"
         "    -dsa | -disablesystemassertions\n"
         "                  disable system assertions\n";
}

std::string extra_options_text() {
  return "    -Xmixed           mixed mode execution (default): the JIT compiles hot methods\n"
         "    -Xint             interpreted mode execution only\n"
         "    -Xcomp            compile every method before it first runs (testing aid)\n"
         "    -Xjit:threshold=<n>\n"
         "                      compile a method after n calls and loop back-edges (100)\n"
         "    -Xjit:print=<pattern>\n"
         "                      print the bytecode and machine code of each compiled method\n"
         "                      matching Class.method ('*': any characters) on stderr\n"
         "    -Xjit:codecache=<size>\n"
         "                      the code cache's size (64m); when it is full the JIT stops compiling\n"
         "    -Xjit:stats       print at exit on stderr how many methods the JIT compiled, how much\n"
         "                      bytecode, and its speed in bytecode bytes per millisecond\n"
         "    -Xms<size>        set initial Java heap size\n"
         "    -Xmx<size>        set maximum Java heap size\n"
         "    -Xss<size>        set java thread stack size\n"
         "    -Xgc:<name>       choose the garbage collector: marksweep, compact, semispace,\n"
         "                      generational (the default) or refcount\n"
         "    -Xverifyheap      check the heap before and after every collection\n"
         "    -Xcheckgcevents   check every heap event against the JVMPI protocol\n"
         "    -Xgcstress:<n>    collect at every n-th allocation (testing aid)\n"
         "    -Xcheck:jvmpi[:fatal][:timeout=<s>]\n"
         "                      check every call a JVMPI agent makes against the specification\n"
         "                      (warn, or abort with :fatal), and report a callback that has\n"
         "                      not returned after <s> seconds (10; 0: never) and exit 124\n"
         "    -Xmovingclasses   allocate class objects in the heap, where they move, instead of\n"
         "                      in the permanent space (testing aid for agents)\n"
         "    -Xrun<name>[:<options>]\n"
         "                      load the JVMPI profiler agent lib<name>.so and pass it <options>\n"
         "    -Xstats           print what the VM did at exit: bytecodes, calls, allocation, collections\n"
         "    -Xtrace:bytecodes[=<pattern>]\n"
         "                      print on stderr each instruction the methods matching Class.method\n"
         "                      ('*': any characters; all methods without a pattern) run: bci,\n"
         "                      operand-stack depth, opcode and operands. Traced methods are\n"
         "                      never compiled: they run in the interpreter, also under -Xcomp\n"
         "    -Xtrace:stackmaps[=<pattern>]\n"
         "                      print on stderr, when each matching method is first prepared,\n"
         "                      which local and stack slots hold references at each bci (what\n"
         "                      a collector visits in its frames)\n"
         "\n"
         "These extra options are subject to change without notice.\n";
}

std::optional<LaunchRequest> parse_command_line(int argc, char** argv, std::string* error) {
  LaunchRequest r;
  bool class_path_given = false;
  int i = 1;
  for (; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.empty() || arg[0] != '-') break;
    if (arg == "-cp" || arg == "-classpath" || arg == "--class-path") {
      if (i + 1 >= argc) {
        *error = "Error: " + arg + " requires class path specification";
        return std::nullopt;
      }
      r.vm.class_path = argv[++i];
      class_path_given = true;
    } else if (starts_with(arg, "--class-path=")) {
      r.vm.class_path = arg.substr(13);
      class_path_given = true;
    } else if (arg == "-jar") {
      if (i + 1 >= argc) {
        r.early_error = "Error: -jar requires jar file specification";
        r.action = Action::kUsage;
        return r;
      }
      r.jar = argv[++i];
      ++i;
      break;
      // The informational options end the command line: java reads no further.
    } else if (arg == "-version") {
      r.action = Action::kVersion;
      return r;
    } else if (arg == "--version") {
      r.action = Action::kVersionOut;
      return r;
    } else if (arg == "-help" || arg == "-?" || arg == "-h") {
      r.action = Action::kHelp;
      return r;
    } else if (arg == "--help") {
      r.action = Action::kHelpOut;
      return r;
    } else if (arg == "-X") {
      r.action = Action::kExtraHelp;
      return r;
    } else if (arg == "-fullversion") {
      r.action = Action::kFullVersion;
      return r;
    } else if (arg == "-showversion") {
      r.show_version = true;
    } else if (arg == "--show-version") {
      r.show_version_out = true;
    } else if (arg == "--dry-run") {
      r.dry_run = true;
    } else {
      r.vm_args.push_back(arg);
    }
  }
  // Without a class path option, $CLASSPATH (even empty: the current directory); -jar sets its own.
  if (!class_path_given) {
    if (const char* env = std::getenv("CLASSPATH")) r.vm.class_path = env;
  }
  bool has_main_class = r.jar.empty() && i < argc;  // "" is a (bad) class name, not a missing one
  if (has_main_class) r.main_class = argv[i++];
  for (; i < argc; ++i) r.args.emplace_back(argv[i]);
  if (!has_main_class && r.jar.empty()) r.action = Action::kUsage;
  return r;
}

std::optional<VmStartError> apply_vm_options(LaunchRequest& r) {
  for (const std::string& arg : r.vm_args) {
    if (auto problem = apply_vm_option(arg, r.vm)) return problem;
  }
  const vm::VmOptions& o = r.vm;
  if (o.stack_bytes < kMinStackBytes) {
    return VmStartError{"\nThe Java thread stack size specified is too small. Specify at least " +
                            std::to_string(kMinStackBytes / kKiB) + "k",
                        kFatalTail};
  }
  if (o.max_heap_bytes != 0 && o.initial_heap_bytes > o.max_heap_bytes) {
    return init_error("Initial heap size set to a larger value than the maximum heap size");
  }
  if (o.max_heap_bytes != 0 && o.max_heap_bytes < kMinMaxHeapBytes) return init_error("Too small maximum heap");
  if (o.initial_heap_bytes != 0 && o.initial_heap_bytes < kMinInitialHeapBytes) {
    return init_error("Too small initial heap");
  }
  return std::nullopt;
}

}  // namespace loupe::launcher
