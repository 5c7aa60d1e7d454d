"""The cases of the launcher suite, as data.

Each case runs `java <args>` and `loupe <args>` in the fixtures directory
(see launcher_test.py fixtures()) and compares:

  - the exit status, always;
  - stdout: "exact" unless said otherwise;
  - stderr: "exact" unless said otherwise. The other ways to compare are
      "stream"       only that both print something there, or both nothing:
                     for text that is Loupe's own (usage, version);
      "first-line"   the first line, for a message followed by the usage;
      "cause-class"  the first line, and the second up to the exception
                     class ("Caused by: java.lang.VerifyError"): for
                     VerifyErrors of class files of version 50 and later,
                     which HotSpot's type-checking verifier reports with a
                     multi-line "Exception Details" dump Loupe does not
                     imitate (it gives the old verifier's one-line form).
  - "verbose-class:<Name>" (stdout only): see compare_verbose_class().

A case with `xfail` is a known difference in a part of Loupe that the
launcher work did not change (interpreter, loader, stack-map analysis, the
class-file parser's behaviour as opposed to its wording); the reason names
the code and the difference, and meson counts the case as an expected
failure. When it starts to pass, meson reports an unexpected pass: remove
the mark.
"""


class Case:
    def __init__(self, name, what, args, stdout="exact", stderr="exact", xfail=None, env=None,
                 loupe_options=(), timeout=60):
        self.name = name
        self.what = what
        self.args = list(args)
        self.stdout = stdout
        self.stderr = stderr
        self.xfail = xfail
        self.env = dict(env or {})  # added to both VMs' environment (the driver removes CLASSPATH and the *_OPTIONS)
        self.loupe_options = list(loupe_options)  # given to Loupe only, before args
        self.timeout = timeout  # seconds, for each VM's run


CASES = []

# The comparisons that are not "exact", named after why they are used.
OWN_TEXT = "stream"            # the text is Loupe's own (usage, version): only which stream it goes to
THEN_USAGE = "first-line"      # HotSpot's message, then the usage text, which is Loupe's own
TYPE_CHECKER = "cause-class"   # a VerifyError from HotSpot's type-checking verifier (version 50+): its
                               # "Exception Details" report is not imitated, the exception class must match


def case(name, what, args, **options):
    CASES.append(Case(name, what, args, **options))


# ---- known differences outside the launcher -----------------------------------------

# ---- options ----------------------------------------------------------------------

case("options/no-arguments", "no arguments at all: the usage on stderr, status 1",
     [], stderr=OWN_TEXT)
for name, option in (("help-dash-help", "-help"), ("help-dash-h", "-h"), ("help-question-mark", "-?")):
    case("options/" + name, option + ": the usage on stderr (not stdout), status 0",
         [option], stderr=OWN_TEXT)
case("options/help-double-dash", "--help: the usage on stdout, status 0",
     ["--help"], stdout=OWN_TEXT)
case("options/help-ends-options", "nothing after -help is read: an unknown option there is no error",
     ["-help", "-Xfoo"], stderr=OWN_TEXT)
case("options/help-checks-earlier-options", "options before -help are checked (a VM is created)",
     ["-Xmx1k", "-help"])
case("options/version", "-version: the version on stderr, status 0",
     ["-version"], stderr=OWN_TEXT)
case("options/version-double-dash", "--version: the version on stdout, status 0",
     ["--version"], stdout=OWN_TEXT)
case("options/version-ends-options", "nothing after -version is read",
     ["-version", "-Xfoo"], stderr=OWN_TEXT)
case("options/version-checks-earlier-options", "options before -version are checked (a VM is created)",
     ["-Xss1k", "-version"])
case("options/showversion", "-showversion: the version on stderr, then the program runs",
     ["-showversion", "-cp", "classes", "Args", "x"], stderr=OWN_TEXT)
case("options/show-version-double-dash", "--show-version: the version on stdout before the program's output",
     ["--show-version", "-cp", "classes", "Args"], stdout=OWN_TEXT)
case("options/fullversion-ignores-bad-options", "-fullversion answers before the VM options are checked",
     ["-Xfoo", "-fullversion"], stderr=OWN_TEXT)
case("options/extra-help", "-X: the extra options on stderr, status 0",
     ["-X"], stderr=OWN_TEXT)
case("options/unknown-x", "an unknown -X option",
     ["-Xfoo", "-cp", "classes", "Args"])
case("options/moving-classes", "-Xmovingclasses (Loupe's testing aid): the program runs as without it, "
     "collecting at every allocation while class objects move",
     ["-cp", "classes", "Args", "x"], loupe_options=["-Xmovingclasses", "-Xgc:semispace", "-Xgcstress:1"])
case("options/unknown-dash", "an unknown option",
     ["-foo", "-cp", "classes", "Args"])
case("options/unknown-xx", "an unknown -XX flag: named without its +",
     ["-XX:+NoSuchFlag", "-cp", "classes", "Args"])
case("options/unknown-xx-value", "an unknown -XX flag with a value",
     ["-XX:NoSuchFlag=1", "-cp", "classes", "Args"])
case("options/unknown-without-class", "an unknown option and no main class: the option is reported, not the usage",
     ["-Xfoo"])
case("options/xmx-malformed", "-Xmx with an unknown unit",
     ["-Xmx12q", "-cp", "classes", "Args"])
case("options/xmx-empty", "-Xmx without a size",
     ["-Xmx", "-cp", "classes", "Args"])
case("options/xmx-zero", "-Xmx0 is invalid (-Xms0 is not)",
     ["-Xmx0", "-cp", "classes", "Args"])
case("options/xmx-negative", "-Xmx-1",
     ["-Xmx-1", "-cp", "classes", "Args"])
case("options/xmx-overflow", "a size that does not fit in 64 bits",
     ["-Xmx99999999999999999999", "-cp", "classes", "Args"])
case("options/xmx-two-units", "-Xmx1gb: one unit letter at most",
     ["-Xmx1gb", "-cp", "classes", "Args"])
case("options/xmx-hex", "sizes may be written in hex",
     ["-Xmx0x4000000", "-cp", "classes", "Args"])
case("options/xmx-too-small", "-Xmx under 2 MiB: 'Error occurred during initialization of VM', on stdout",
     ["-Xmx1k", "-cp", "classes", "Args"])
case("options/xmx-last-wins", "the last -Xmx counts",
     ["-Xmx1k", "-Xmx64m", "-cp", "classes", "Args"])
case("options/xmx-unreservable", "a heap larger than the address space: could not reserve",
     ["-Xmx16384t", "-cp", "classes", "Args"])
case("options/xms-malformed", "-Xms with a negative size",
     ["-Xms-5m", "-cp", "classes", "Args"])
case("options/xms-zero", "-Xms0 is accepted",
     ["-Xms0", "-cp", "classes", "Args"])
case("options/xms-too-small", "-Xms under 1 MiB",
     ["-Xms1k", "-cp", "classes", "Args"])
case("options/xms-above-xmx", "an initial heap larger than the maximum",
     ["-Xms64m", "-Xmx32m", "-cp", "classes", "Args"])
case("options/xms-above-xmx-reversed", "the same, the other way round on the command line",
     ["-Xmx32m", "-Xms64m", "-cp", "classes", "Args"])
case("options/xss-malformed", "-Xss with an unknown unit",
     ["-Xss12q", "-cp", "classes", "Args"])
case("options/xss-too-small", "-Xss under 136k: a message on stdout, two on stderr",
     ["-Xss1k", "-cp", "classes", "Args"])
case("options/xss-rounded-up", "-Xss is rounded up to whole KiB before the minimum is checked",
     ["-Xss139263", "-cp", "classes", "Args"])
case("options/xss-too-large", "-Xss over 1 GiB",
     ["-Xss2g", "-cp", "classes", "Args"])
case("options/xss-zero", "-Xss0 means the default",
     ["-Xss0", "-cp", "classes", "Args"])
case("options/stack-checked-before-heap", "with a bad stack and a bad heap size, the stack is reported",
     ["-Xmx1k", "-Xss1k", "-cp", "classes", "Args"])
case("options/cp-without-value", "-cp as the last argument",
     ["-cp"])
case("options/classpath-without-value", "-classpath as the last argument",
     ["-classpath"])
case("options/class-path-without-value", "--class-path as the last argument",
     ["--class-path"])
case("options/class-path-equals", "--class-path=<path>",
     ["--class-path=classes", "Args", "a"])
case("options/jar-without-value", "-jar as the last argument: the message, then the usage",
     ["-jar"], stderr=THEN_USAGE)
case("options/jar-without-value-bad-option", "-jar without a jar after an unknown option: both messages",
     ["-Xfoo", "-jar"])
case("options/classpath-environment", "without -cp, $CLASSPATH is the class path",
     ["Args", "env"], env={"CLASSPATH": "classes"})
case("options/classpath-environment-overridden", "-cp wins over $CLASSPATH",
     ["-cp", "jars/app.jar", "Args"], env={"CLASSPATH": "nosuper"})
case("options/classpath-environment-ignored-with-jar", "-jar ignores $CLASSPATH",
     ["-jar", "jars/pkg.jar"], env={"CLASSPATH": "classes"})
case("options/system-properties", "-D forms: without '=', with '=' in the value, empty, repeated (the last wins)",
     ["-Dflag", "-Dkey=value", "-Deq==", "-Dq=a=b", "-Dempty=", "-Dkey=again", "-D", "-D=nameless", "-cp", "classes",
      "Prop", "flag", "key", "eq", "q", "empty", "unset"])
case("options/verbose-class", "-verbose:class logs the main class's load as HotSpot does",
     ["-verbose:class", "-cp", "classes", "Args", "x"], stdout="verbose-class:Args")
case("options/verbose-class-unload", "-verbose:class logs the unloading of a class whose loader died as HotSpot does",
     ["-verbose:class", "-cp", "classes", "Unload"], stdout="verbose-unload:Unload$Plugin")
case("options/noclassgc", "-Xnoclassgc: accepted, and nothing is unloaded (Loupe; HotSpot logs no unloading either)",
     ["-Xnoclassgc", "-verbose:class", "-cp", "classes", "Unload"], stdout="verbose-class:Unload")
case("options/verbose-other-kind", "-verbose:<something else> is accepted",
     ["-verbose:nothing", "-cp", "classes", "Args"])
case("options/assertions-enabled", "-ea: assert statements run; the last one kills main",
     ["-ea", "-cp", "classes", "Assert"])
case("options/assertions-disabled", "assertions are off by default",
     ["-cp", "classes", "Assert"])
case("options/assertions-da-after-ea", "-da after -ea turns them off again",
     ["-ea", "-da", "-cp", "classes", "Assert"])
case("options/assertions-other-class", "-ea:<class> enables assertions in that class only",
     ["-ea:SomeOtherClass", "-cp", "classes", "Assert"])
case("options/dry-run", "--dry-run: the main class is loaded and checked, main does not run",
     ["--dry-run", "-cp", "classes", "Args", "x"])
case("options/dry-run-does-not-initialize", "--dry-run does not run the main class's static initializer",
     ["--dry-run", "-cp", "classes", "InitThrows"])
case("options/dry-run-checks-main", "--dry-run still reports a missing main method",
     ["--dry-run", "-cp", "classes", "NoMain"])
case("options/dry-run-verifies", "--dry-run links the main class: a VerifyError is reported",
     ["--dry-run", "-cp", "bad/old-branch-into-instruction", "Victim"])
case("options/hotspot-tuning-accepted",
     "HotSpot's compiler, signal and sharing options are accepted and change nothing",
     ["-server", "-client", "-Xmixed", "-Xcomp", "-Xbatch", "-Xrs", "-Xnoclassgc", "-Xdiag", "-Xshare:auto",
      "-Xshare:off", "-Xint", "-esa", "-dsa", "-cp", "classes", "Args"])
case("options/class-path-wildcard", "dir/* on the class path: every jar in dir",
     ["-cp", "jars/lib/*", "Base"])
case("options/class-path-missing-entries", "class path entries that do not exist are skipped",
     ["-cp", "nowhere:jars/nothere.jar:classes", "Args"])
case("options/options-after-main-class", "options after the main class are the program's arguments",
     ["-cp", "classes", "Args", "-version", "-Xfoo"])

# ---- the main class -----------------------------------------------------------------

case("main/missing", "a main class that is nowhere",
     ["-cp", "classes", "Missing"])
case("main/missing-default-class-path", "without -cp the class path is '.'",
     ["Args"])
case("main/package-dotted", "a class in a package, named with dots",
     ["-cp", "classes", "p.q.InPkg", "a", "b"])
case("main/package-slashed", "a class in a package, named with slashes",
     ["-cp", "classes", "p/q/InPkg", "a"])
case("main/missing-slashed", "a missing class named with slashes is reported with dots",
     ["-cp", "classes", "p/q/Nope"])
case("main/leading-dot", "'.Args': not a class name Class.forName would look for",
     ["-cp", "classes", ".Args"])
case("main/double-dot", "'p..q.InPkg': an empty package name",
     ["-cp", "classes", "p..q.InPkg"])
case("main/trailing-slash", "'Args/'",
     ["-cp", "classes", "Args/"])
case("main/class-suffix", "'Args.class' is the class 'class' in package 'Args'",
     ["-cp", "classes", "Args.class"])
case("main/empty-name", "an empty main class name",
     ["-cp", "classes", ""])
case("main/wrong-name", "Foo.class holds the class bar.Foo",
     ["-cp", "wrongname", "Foo"])
case("main/wrong-name-qualified", "asking for bar.Foo, which is not at bar/Foo.class",
     ["-cp", "wrongname", "bar.Foo"])
case("main/no-main-method", "a class without main",
     ["-cp", "classes", "NoMain"])
case("main/non-static", "main is an instance method",
     ["-cp", "classes", "NonStatic"])
case("main/non-void", "main returns int",
     ["-cp", "classes", "NonVoid"])
case("main/non-public", "main has package access",
     ["-cp", "classes", "NonPublic"])
case("main/private", "main is private",
     ["-cp", "classes", "PrivateMain"])
case("main/object-array-parameter", "main(Object[]) is not main(String[])",
     ["-cp", "classes", "ObjectArrayMain"])
case("main/inherited", "main inherited from the superclass; the main class is initialized",
     ["-cp", "classes", "Derived", "1", "2"])
case("main/in-interface", "a static main in an interface",
     ["-cp", "classes", "InterfaceMain"])
case("main/in-abstract-class", "a static main in an abstract class",
     ["-cp", "classes", "AbstractMain"])
case("main/static-initializer-throws", "the main class's static initializer throws",
     ["-cp", "classes", "InitThrows"])
case("main/missing-superclass", "the main class's superclass is not on the class path",
     ["-cp", "nosuper", "NeedsSup"])
case("main/arguments", "arguments reach main as given: empty, with spaces, non-ASCII, looking like options",
     ["-cp", "classes", "Args", "", "a b", "\u00fc\u20ac", "-x", "--", "-jar"])
case("main/array-class", "an array class named as the main class",
     ["[Ljava.lang.String;"])
case("main/library-class", "a class of the library, without main",
     ["java.lang.String"])
case("main/library-class-slashed", "the same, named with slashes",
     ["java/lang/Object"])
case("main/uncaught-exception", "main throws: the stack trace on stderr, status 1",
     ["-cp", "classes", "Uncaught"])
case("main/system-exit", "System.exit(42)",
     ["-cp", "classes", "Exit"])
case("main/from-jar-on-class-path", "a main class found in a jar on -cp",
     ["-cp", "jars/app.jar", "Args", "z"])

# ---- -jar ---------------------------------------------------------------------------

case("jar/main-class", "Main-Class from the manifest; arguments after the jar",
     ["-jar", "jars/app.jar", "a", "b"])
case("jar/main-class-in-package", "Main-Class naming a class in a package",
     ["-jar", "jars/pkg.jar", "x"])
case("jar/deflated-entries", "a jar whose entries are deflated (the jar tool's default)",
     ["-jar", "jars/app.jar"])
case("jar/stored-entries", "a jar made with jar --no-compress (-0): entries stored",
     ["-jar", "jars/stored.jar", "stored"])
case("jar/class-path-attribute", "Class-Path: lib/base.jar, relative to the jar, holds the superclass",
     ["-jar", "jars/classpath.jar"])
case("jar/manifest-continuation-line", "a hand-written manifest: CRLF, Main-Class continued on a second line",
     ["-jar", "jars/continued.jar", "c"])
case("jar/cp-ignored", "-cp is ignored with -jar",
     ["-cp", "classes", "-jar", "jars/app.jar"])
case("jar/options-after-jar", "what follows the jar are the program's arguments",
     ["-jar", "jars/app.jar", "-version"])
case("jar/missing", "a jar that does not exist",
     ["-jar", "jars/nothere.jar"])
case("jar/missing-with-bad-option", "the jar is looked at before the VM options",
     ["-Xfoo", "-jar", "jars/nothere.jar"])
case("jar/directory", "a directory given as the jar",
     ["-jar", "jars"])
case("jar/no-manifest", "a jar without META-INF/MANIFEST.MF",
     ["-jar", "jars/nomanifest.jar"])
case("jar/no-main-class-attribute", "a manifest without Main-Class",
     ["-jar", "jars/nomain.jar"])
case("jar/main-class-not-in-jar", "Main-Class names a class the jar does not have",
     ["-jar", "jars/missingmain.jar"])
case("jar/truncated-half", "the first half of a jar",
     ["-jar", "jars/truncated-half.jar"])
case("jar/truncated-end", "a jar missing its last 10 bytes (the end of central directory)",
     ["-jar", "jars/truncated-end.jar"])
case("jar/empty-file", "a jar of zero bytes",
     ["-jar", "jars/empty.jar"])
case("jar/not-a-zip", "a text file named .jar",
     ["-jar", "jars/not-a-zip.jar"])
case("jar/corrupt-entry", "the main class's deflated data scrambled, the zip directories intact",
     ["-jar", "jars/corrupt-entry.jar"])
case("jar/corrupt-entry-on-class-path", "the same jar on -cp",
     ["-cp", "jars/corrupt-entry.jar", "Args"])

# ---- malformed class files, run as the main class ---------------------------------------

# bad/<directory>/Victim.class is Victim.class after the classmutate.py
# mutation of the same name. A directory named old-<m> has the file
# relabelled as version 49 first, so that HotSpot's old inference verifier
# checks it; one named in-package-<m> has the class renamed pkg.Victim first
# (HotSpot names it pkg/Victim in its messages).
MUTANTS = {}  # directory -> (mutations, main class)

# name -> (stderr comparison, xfail reason or None)
CLASS_FILE_CASES = [
    ("bad-magic", "exact", None),
    ("truncated-empty", "exact", None),
    ("truncated-in-magic", "exact", None),
    ("truncated-in-constant-pool", "exact", None),
    ("truncated-in-code", "exact", None),
    ("truncated-last-byte", "exact", None),
    ("extra-bytes", "exact", None),
    ("version-62", "exact", None),
    ("version-44", "exact", None),
    ("preview-61", "exact", None),
    ("preview-60", "exact", None),
    ("minor-version-nonzero", "exact", None),
    ("this-class-out-of-range", "exact", None),
    ("string-index-out-of-range", "exact", None),
    ("super-class-wrong-tag", "exact", None),
    ("string-wrong-tag", "exact", None),
    ("mutf8-zero-byte", "exact", None),
    ("mutf8-four-byte-form", "exact", None),
    ("mutf8-cut-sequence", "exact", None),
    ("code-length-zero", "exact", None),
    ("branch-outside-code", TYPE_CHECKER, None),
    ("branch-into-instruction", TYPE_CHECKER, None),
    ("handler-range-outside-code", "exact", None),
    ("handler-pc-outside-code", "exact", None),
    ("duplicate-method", "exact", None),
    ("duplicate-field", "exact", None),
    ("field-bad-descriptor", "exact", None),
    ("method-bad-descriptor", "exact", None),
    ("interface-not-abstract", "exact", None),
    ("interface-extends-number", "exact", None),
    ("abstract-strict-method", "exact", None),
    ("nest-host-before-11", "exact", None),
    ("unknown-opcode", TYPE_CHECKER, None),
    ("local-out-of-range", TYPE_CHECKER, None),
    ("stack-underflow", TYPE_CHECKER, None),
    ("max-stack-too-small", TYPE_CHECKER, None),
    ("int-as-reference", TYPE_CHECKER, None),
    ("falls-off-end", TYPE_CHECKER, None),
    ("old-valid", "exact", None),
    ("old-branch-outside-code", "exact", None),
    ("old-branch-into-instruction", "exact", None),
    ("old-handler-range-outside-code", "exact", None),
    ("old-unknown-opcode", "exact", None),
    ("old-local-out-of-range", "exact", None),
    ("old-code-length-zero", "exact", None),
    ("old-handler-inside-instruction", "exact",
     "HotSpot's inference verifier finds a handler that starts inside an instruction at link time: 'Error: "
     "Unable to initialize main class Victim' / 'Caused by: java.lang.ClassFormatError: (class: Victim, method: "
     "guarded signature: (I)Ljava/lang/String;) Illegal exception table handler'; Loupe's code checker finds it "
     "while parsing (vm/classfile/code_checker.cpp check_handlers), so the launcher reports a LinkageError while "
     "loading, 'Illegal exception table handler in class file Victim'; the ClassFileError kinds cannot say "
     "'a ClassFormatError found by the verifier' (vm/classfile/class_file.h, vm/runtime/exceptions.cpp)"),
    ("old-stack-underflow", "exact", None),
    ("old-max-stack-too-small", "exact", None),
    ("old-int-as-reference", "exact", None),
    ("old-falls-off-end", "exact", None),
    ("in-package-bad-magic", "exact", None),
    ("in-package-version-62", "exact", None),
    ("in-package-duplicate-field", "exact", None),
    ("in-package-field-bad-descriptor", "exact", None),
    ("in-package-old-unknown-opcode", "exact", None),
    ("in-package-old-stack-underflow", "exact", None),
]

def mutant(name):
    """(mutations, main class) for the directory bad/<name>."""
    if name.startswith("in-package-"):
        mutations, _ = mutant(name[len("in-package-"):])
        return ["in-package"] + mutations, "pkg.Victim"
    if name == "old-valid":
        return ["as-version-49"], "Victim"
    if name.startswith("old-"):
        return ["as-version-49", name[4:]], "Victim"
    return [name], "Victim"


for name, stderr, xfail in CLASS_FILE_CASES:
    MUTANTS[name] = mutant(name)
    mutations, main_class = MUTANTS[name]
    what = main_class + " (Victim.class) after the mutations " + ", ".join(mutations)
    case("classfile/" + name, what, ["-cp", "bad/" + name, main_class], stderr=stderr, xfail=xfail)

# The same damage met by Class.forName in a running program, which catches it.
FORNAME_CASES = [
    ("bad-magic", None),
    ("truncated-in-code", None),
    ("version-62", None),
    ("preview-61", None),
    ("duplicate-method", None),
    ("field-bad-descriptor", None),
    ("old-branch-into-instruction", None),
    ("old-unknown-opcode", None),
    ("old-stack-underflow", None),
    ("old-int-as-reference", None),
]
for name, xfail in FORNAME_CASES:
    case("forname/" + name, "Class.forName(\"Victim\") on the class of classfile/" + name + ", caught",
         ["-cp", "classes:bad/" + name, "LoadBad", "Victim"], xfail=xfail)
case("forname/missing", "Class.forName of a class that is nowhere",
     ["-cp", "classes", "LoadBad", "Nowhere"])
case("forname/wrong-name", "Class.forName(\"Foo\") finding Foo.class that holds bar.Foo",
     ["-cp", "classes:wrongname", "LoadBad", "Foo"])

# ---- old class files: jsr/ret and the instructions javac 17 never writes ------------------

# (class in asm/, what it checks, xfail of the plain run, xfail of the -Xgcstress:1 run)
OLD_PROGRAMS = [
    ("JsrBasic", "try/finally as javac 1.4 compiled it: return through finally, throw through finally", None, None),
    ("JsrNested", "a subroutine calling another; a reference live across both", None, None),
    ("JsrTwoCallers", "one subroutine, two callers with an int and a reference in the same local", None, None),
    ("JsrWideRet", "the return address in local 300: wide astore, wide ret", None, None),
    ("JsrExceptions", "exceptions thrown in the try block (finally, then rethrow) and inside the subroutine", None, None),
    ("JsrModifiesLocal", "a finally block storing into locals of the method, changing one's kind", None, None),
    ("JsrNoRet", "subroutines left by return or by a jump, never by ret", None, None),
    ("WideIinc", "wide iinc with 16-bit increments, on locals below and above 255", None, None),
    ("LongJumps", "goto_w forward and backward, jsr_w", None, None),
    ("Dup2X2", "the four forms of dup2_x2; dup2_x1 and dup_x2 with longs", None, None),
    ("SwapAndLdcClass", "swap; ldc of Class constants in a version-49 class", None, None),
    ("NegativeSwitch", "lookupswitch with negative and extreme keys; tableswitch over a negative range", None, None),
]
for name, what, xfail, xfail_stress in OLD_PROGRAMS:
    case("old/" + name, what, ["-cp", "asm", name], xfail=xfail)
    # A missed root can send Loupe into a long walk over garbage before it dies: a short timeout then.
    case("old/" + name + "-gcstress", what + "; Loupe collecting at every allocation (-Xgcstress:1)",
         ["-cp", "asm", name], loupe_options=["-Xgcstress:1"], xfail=xfail_stress,
         timeout=20 if xfail_stress else 60)

# (class in asm/, the fault, xfail)
OLD_VERIFIER_ERRORS = [
    ("OldLdcClass48", "ldc of a Class constant in a version-48 class", None),
    ("OldInvokeInit", "invokestatic of <init>", None),
    ("OldNewArrayClass", "new of an array class", None),
    ("OldMultiDims", "multianewarray with more dimensions than its class", None),
    ("OldStackOverflow", "more on the stack than max_stack", None),
    ("OldWrongReturn", "areturn in a void method", None),
    ("OldUninitializedLocal", "reading a local never written", None),
    ("OldRetNotAddress", "ret through a local holding an int", None),
    ("OldInconsistentStack", "two stack heights at one instruction", None),
    ("OldArrayTooDeep", "anewarray of a 255-dimension array class (256 dimensions)", None),
    ("OldIntAsReference", "an int as the receiver of invokevirtual", None),
]
for name, what, xfail in OLD_VERIFIER_ERRORS:
    case("old-verifier/" + name, what, ["-cp", "asm", name], xfail=xfail)
case("old-verifier/OldJsrIn51", "jsr in a version-51 class (HotSpot's type-checking verifier)",
     ["-cp", "asm", "OldJsrIn51"], stderr=TYPE_CHECKER)


def all_cases():
    return CASES


def find(name):
    for c in CASES:
        if c.name == name:
            return c
    raise KeyError("no case " + name)


assert len({c.name for c in CASES}) == len(CASES), "duplicate case names"
