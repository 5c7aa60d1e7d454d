#!/usr/bin/env python3
"""The launcher suite's driver: runs one case on HotSpot (`java`) and on
Loupe, and compares what a user sees.

    launcher_test.py list                      case names for meson, "<name> xfail" when expected to fail
    launcher_test.py inputs <source dir>       the files the fixtures are built from
    launcher_test.py prepare <source dir> <fixtures dir> <stamp> <javac> <jar>
    launcher_test.py run <fixtures dir> <loupe> <java> <case name>

The cases are data, in cases.py. `prepare` builds everything they run on,
once, at build time (see fixtures() below for the layout); `run` runs both
VMs in the fixtures directory, so that relative paths in messages are the
same for both. A case passes when the exit codes are equal, stdout is equal
(or equal after the case's normalisation) and stderr is equal (or equal in
the way the case says). Exit status: 0 pass, 1 fail, 77 skip (no `java`).
"""
import difflib
import glob
import os
import re
import shutil
import subprocess
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import cases as case_data  # noqa: E402
import classasm  # noqa: E402
import classmutate  # noqa: E402


# ---- fixtures ---------------------------------------------------------------------

def run_tool(command, cwd=None):
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write("failed: %s\n%s%s" % (" ".join(command), done.stdout, done.stderr))
        sys.exit(1)


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def fixtures(source, out, javac, jar):
    """Builds, in `out`:

        classes/        test/launcher/java/programs, compiled by javac (version 61)
        nosuper/        NeedsSup.class without its superclass Sup
        wrongname/      Foo.class, which holds the class bar.Foo
        victim/         Victim.class, compiled with --release 8 (version 52)
        bad/<m>/        Victim.class (or pkg/Victim.class) damaged by classmutate.py mutations (see cases.MUTANTS)
        asm/            every test/launcher/asm/*.jasm assembled, plus Print.class
        jars/           jars made by the `jar` tool, and damaged copies of them
    """
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(out)
    java_dir = os.path.join(source, "java")
    programs = sorted(glob.glob(os.path.join(java_dir, "programs", "**", "*.java"), recursive=True))
    classes = os.path.join(out, "classes")
    run_tool([javac, "-encoding", "UTF-8", "-d", classes] + programs)

    write(os.path.join(out, "nosuper", "NeedsSup.class"), read(os.path.join(classes, "NeedsSup.class")))
    write(os.path.join(out, "wrongname", "Foo.class"), read(os.path.join(classes, "bar", "Foo.class")))

    victim = os.path.join(out, "victim")
    run_tool([javac, "-encoding", "UTF-8", "--release", "8", "-d", victim,
              os.path.join(java_dir, "victim", "Victim.java")])
    victim_bytes = read(os.path.join(victim, "Victim.class"))
    for directory, (mutations, class_name) in case_data.MUTANTS.items():
        write(os.path.join(out, "bad", directory, class_name.replace(".", "/") + ".class"),
              classmutate.apply(victim_bytes, mutations))

    asm = os.path.join(out, "asm")
    run_tool([javac, "-encoding", "UTF-8", "--release", "8", "-d", asm, os.path.join(java_dir, "print", "Print.java")])
    for source_file in sorted(glob.glob(os.path.join(source, "asm", "*.jasm"))):
        with open(source_file, encoding="utf-8") as f:
            for cf in classasm.assemble(f.read()):
                write(os.path.join(asm, cf.name + ".class"), cf.to_bytes())

    make_jars(os.path.join(out, "jars"), classes, jar)


def make_jars(jars, classes, jar):
    os.makedirs(os.path.join(jars, "lib"))

    def make(name, *options):
        run_tool([jar, "--create", "--file", os.path.join(jars, name)] + list(options))

    make("app.jar", "--main-class", "Args", "-C", classes, "Args.class")
    make("stored.jar", "--no-compress", "--main-class", "Args", "-C", classes, "Args.class")
    make("pkg.jar", "--main-class", "p.q.InPkg", "-C", classes, "p/q/InPkg.class")
    make("nomain.jar", "-C", classes, "Args.class")
    make("nomanifest.jar", "--no-manifest", "-C", classes, "Args.class")
    make("missingmain.jar", "--main-class", "Missing", "-C", classes, "Args.class")
    make("lib/base.jar", "-C", classes, "Base.class")
    manifest = os.path.join(jars, "cp-manifest.txt")
    with open(manifest, "w") as f:
        f.write("Main-Class: Derived\nClass-Path: lib/base.jar\n")
    make("classpath.jar", "--manifest", manifest, "-C", classes, "Derived.class")

    # The two ways the jar tool stores entries, as the cases expect them.
    for name, method in (("app.jar", zipfile.ZIP_DEFLATED), ("stored.jar", zipfile.ZIP_STORED)):
        with zipfile.ZipFile(os.path.join(jars, name)) as z:
            if z.getinfo("Args.class").compress_type != method:
                sys.exit("%s: Args.class is not stored with method %d" % (name, method))

    # A manifest written by hand: CRLF line ends, Main-Class split over a
    # continuation line (a line starting with one space continues the last).
    with zipfile.ZipFile(os.path.join(jars, "continued.jar"), "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\r\nMain-Class: p.q.In\r\n Pkg\r\n\r\n")
        z.write(os.path.join(classes, "p", "q", "InPkg.class"), "p/q/InPkg.class")

    app = read(os.path.join(jars, "app.jar"))
    write(os.path.join(jars, "truncated-half.jar"), app[:len(app) // 2])
    write(os.path.join(jars, "truncated-end.jar"), app[:-10])
    write(os.path.join(jars, "empty.jar"), b"")
    write(os.path.join(jars, "not-a-zip.jar"), b"This is not a zip file.\n")
    # Args.class's deflated bytes scrambled; the zip directories stay intact.
    with zipfile.ZipFile(os.path.join(jars, "app.jar")) as z:
        info = z.getinfo("Args.class")
    data = bytearray(app)
    start = info.header_offset + 30 + len(info.filename.encode()) + len(info.extra)
    for i in range(start + 10, start + 40):
        data[i] ^= 0x5A
    write(os.path.join(jars, "corrupt-entry.jar"), bytes(data))


def input_files(source):
    patterns = ["*.py", "asm/*.jasm", "java/**/*.java"]
    found = []
    for pattern in patterns:
        found += glob.glob(os.path.join(source, pattern), recursive=True)
    return sorted(os.path.relpath(p, source) for p in found)


# ---- comparing ------------------------------------------------------------------

UPTIME = re.compile(rb"^\[\d+\.\d+s\]", re.M)
CLASS_LOAD = re.compile(rb"^(\[[^\]\n]*\])*\[info\]\[class,load *\] .*\n?", re.M)


def first_line(text):
    return text.split(b"\n", 1)[0]


def cause_class(text):
    """The first line, and of the second only what comes before the exception's
    message: "Caused by: java.lang.VerifyError" of "Caused by:
    java.lang.VerifyError: Operand stack underflow"."""
    lines = text.split(b"\n")
    if len(lines) < 2:
        return text
    second = lines[1]
    if second.startswith(b"Caused by: "):
        second = b"Caused by: " + second[len(b"Caused by: "):].split(b":", 1)[0]
    return lines[0] + b"\n" + second


def compare_stream(label, mode, expected, actual):
    """None when equal under `mode`, else a description of the difference."""
    if mode == "exact":
        ok = expected == actual
    elif mode == "stream":
        ok = bool(expected) == bool(actual)
    elif mode == "first-line":
        ok = bool(expected) == bool(actual) and first_line(expected) == first_line(actual)
    elif mode == "cause-class":
        ok = cause_class(expected) == cause_class(actual)
    elif mode.startswith("verbose-class:"):
        return compare_verbose_class(mode.split(":", 1)[1], expected, actual)
    elif mode.startswith("verbose-unload:"):
        return compare_verbose_unload(mode.split(":", 1)[1], expected, actual)
    else:
        raise ValueError("unknown comparison " + mode)
    if ok:
        return None
    lines = difflib.unified_diff(expected.decode("utf-8", "replace").splitlines(True),
                                 actual.decode("utf-8", "replace").splitlines(True), "java", "loupe")
    return "--- %s differs (%s):\n%s" % (label, mode, "".join(list(lines)[:40]))


def compare_verbose_class(main_class, expected, actual):
    """-verbose:class: the program's own output must be equal, and Loupe must
    log the main class's load as HotSpot does ("[...][info][class,load] Name
    source: ..."), up to the uptime decoration. The other classes loaded
    differ between the two class libraries and are not compared."""
    problems = []
    if CLASS_LOAD.sub(b"", expected) != CLASS_LOAD.sub(b"", actual):
        problems.append("program output (without [class,load] lines) differs")
    pattern = re.compile(rb"^(?:\[[^\]\n]*\])*\[info\]\[class,load\] " + re.escape(main_class.encode()) +
                         rb" source: .*$", re.M)
    java_line = pattern.search(expected)
    loupe_line = pattern.search(actual)
    if java_line is None:
        problems.append("java logged no load of " + main_class)
    elif loupe_line is None:
        problems.append("loupe logged no load of " + main_class)
    elif UPTIME.sub(b"", java_line.group(0)) != UPTIME.sub(b"", loupe_line.group(0)):
        problems.append("main class line differs:\n  java:  %s\n  loupe: %s" %
                        (java_line.group(0).decode(), loupe_line.group(0).decode()))
    return "--- stdout: " + "; ".join(problems) if problems else None


CLASS_UNLOAD = re.compile(rb"^(\[[^\]\n]*\])*\[info\]\[class,unload *\] .*\n?", re.M)


def compare_verbose_unload(unloaded_class, expected, actual):
    """-verbose:class with classes unloaded: the program's own output must be
    equal, and both VMs must log the unloading of `unloaded_class` as HotSpot
    does ("[...][info][class,unload] unloading class Name 0x<16 hex digits>")."""
    problems = []
    strip = lambda text: CLASS_UNLOAD.sub(b"", CLASS_LOAD.sub(b"", text))
    if strip(expected) != strip(actual):
        problems.append("program output (without [class,load] and [class,unload] lines) differs")
    pattern = re.compile(rb"^(?:\[[^\]\n]*\])*\[info\]\[class,unload *\] unloading class " +
                         re.escape(unloaded_class.encode()) + rb" 0x[0-9a-f]{16}$", re.M)
    for vm, text in (("java", expected), ("loupe", actual)):
        if pattern.search(text) is None:
            problems.append(vm + " logged no unloading of " + unloaded_class)
    return "--- stdout: " + "; ".join(problems) if problems else None


# ---- running --------------------------------------------------------------------

def run_vm(vm, args, cwd, extra_env, timeout):
    env = dict(os.environ, LC_ALL="C.UTF-8")
    for name in ("CLASSPATH", "JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS"):
        env.pop(name, None)
    env.update(extra_env)
    try:
        return subprocess.run([vm] + args, cwd=cwd, env=env, stdin=subprocess.DEVNULL, capture_output=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return None


def run_case(case, fixtures_dir, loupe, java):
    java_run = run_vm(java, case.args, fixtures_dir, case.env, case.timeout)
    loupe_run = run_vm(loupe, case.loupe_options + case.args, fixtures_dir, case.env, case.timeout)
    env = "".join("%s=%s " % (k, quote(v)) for k, v in case.env.items())
    print("case:    " + case.name)
    print("checks:  " + case.what)
    print("java:    " + env + "java " + " ".join(quote(a) for a in case.args))
    print("loupe:   " + env + "loupe " + " ".join(quote(a) for a in case.loupe_options + case.args))
    print("in:      " + fixtures_dir)
    if java_run is None or loupe_run is None:
        print("timed out after %d s: %s" % (case.timeout, "java" if java_run is None else "loupe"))
        return False
    problems = []
    if java_run.returncode != loupe_run.returncode:
        problems.append("--- exit status: java %d, loupe %d" % (java_run.returncode, loupe_run.returncode))
    for label, mode, expected, actual in (("stdout", case.stdout, java_run.stdout, loupe_run.stdout),
                                          ("stderr", case.stderr, java_run.stderr, loupe_run.stderr)):
        problem = compare_stream(label, mode, expected, actual)
        if problem:
            problems.append(problem)
    if not problems:
        print("same exit status (%d), stdout (%s) and stderr (%s)" % (java_run.returncode, case.stdout, case.stderr))
        return True
    for p in problems:
        print(p)
    for name, done in (("java", java_run), ("loupe", loupe_run)):
        print("=== %s: exit %d\n--- stdout:\n%s--- stderr:\n%s" % (
            name, done.returncode, tail(done.stdout), tail(done.stderr)))
    if case.xfail:
        print("EXPECTED FAILURE: " + case.xfail)
    return False


def tail(data, limit=25):
    lines = data.decode("utf-8", "replace").splitlines(True)
    return "".join(lines[:limit]) + ("...\n" if len(lines) > limit else "")


def quote(arg):
    return arg if arg and re.fullmatch(r"[\w./:=+,@%-]+", arg) else "'" + arg + "'"


def main(argv):
    command = argv[1] if len(argv) > 1 else ""
    if command == "list" and len(argv) == 2:
        for case in case_data.all_cases():
            print(case.name + (" xfail" if case.xfail else " pass"))
        return 0
    if command == "inputs" and len(argv) == 3:
        print("\n".join(input_files(argv[2])))
        return 0
    if command == "prepare" and len(argv) == 7:
        source, out, stamp, javac, jar = argv[2:7]
        fixtures(source, out, javac, jar)
        with open(stamp, "w") as f:
            f.write("fixtures in %s\n" % out)
        return 0
    if command == "run" and len(argv) == 6:
        fixtures_dir, loupe, java, name = argv[2:6]
        if not java or not os.path.exists(java):
            print("no java (HotSpot) to compare with: skipped")
            return 77
        case = case_data.find(name)
        return 0 if run_case(case, fixtures_dir, loupe, java) else 1
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
