#!/usr/bin/env python3
"""A stand-in for loupe that loupe-agentcheck's tests give it with --loupe.

    fake_loupe.py <vm options> <main class> [rule...]

It reads the cell from its options (-Xgc:<c>, -Xint/-Xmixed/-Xcomp,
-Xgcstress:<n>) and, for each rule whose condition holds, misbehaves as
the real VM would report it. A rule is <what>=<condition>, a condition
tokens separated by '/' (a collector, a mode, 'stress', or 'all'), true
when any token matches the cell:

    violate    two -Xcheck:jvmpi warnings (one twice, with call sites)
    fatal      a FATAL ERROR in JVMPI agent message, then exit status 134
    heapcheck  the -Xcheckgcevents failure line, then SIGABRT
    crash      a crash report, then SIGSEGV
    bigcrash   60 lines of stderr, no crash report, then exit status 139
    hang       sleep, with a child process that sleeps too (its pid in $FAKE_CHILD_PID_FILE)
    watchdog   the watchdog's report and exit status 124
    differ     a different last line of output
    status     exit status 3
    ids        an object ID that changes from cell to cell ("object 0x...")
    html       output and a warning with HTML in them

Without a rule that fires it prints two lines and exits 0. Exits 1 with
"Unrecognized option: -Xcheck:jvmpi" when $FAKE_LOUPE_NO_XCHECK is set,
and appends its command line to $FAKE_LOUPE_LOG when that is set.
"""
import os
import resource
import signal
import subprocess
import sys
import time


def cell_of(args):
    """(collector, mode, stress, main, rules) from the command line."""
    collector, mode, stress = "generational", "mixed", 0
    i = 0
    while i < len(args) and args[i].startswith("-"):
        a = args[i]
        if a.startswith("-Xgc:"):
            collector = a[len("-Xgc:"):]
        elif a in ("-Xint", "-Xmixed", "-Xcomp"):
            mode = a[2:]
        elif a.startswith("-Xgcstress:"):
            stress = int(a[len("-Xgcstress:"):])
        elif a in ("-cp", "-classpath"):
            i += 1
        i += 1
    main = args[i] if i < len(args) else None
    return collector, mode, stress, main, args[i + 1:]


def holds(condition, collector, mode, stress):
    tokens = condition.split("/")
    return "all" in tokens or collector in tokens or mode in tokens or ("stress" in tokens and stress > 0)


def main():
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))     # no core files from its SIGSEGV and SIGABRT
    args = sys.argv[1:]
    if os.environ.get("FAKE_LOUPE_LOG"):
        with open(os.environ["FAKE_LOUPE_LOG"], "a") as log:
            log.write(" ".join(args) + "\n")
    if os.environ.get("FAKE_LOUPE_NO_XCHECK") and "-Xcheck:jvmpi" in args:
        print("Unrecognized option: -Xcheck:jvmpi\nError: Could not create the Java Virtual Machine.\n"
              "Error: A fatal exception has occurred. Program will exit.", file=sys.stderr)
        return 1
    collector, mode, stress, main_class, rules = cell_of(args)
    fired = {what for what, _, condition in (r.partition("=") for r in rules)
             if holds(condition, collector, mode, stress)}
    print(f"hello from {main_class}")
    if "ids" in fired:
        print(f"object 0x{abs(hash((collector, mode, stress, time.time()))) % 2**32:x}")
    if "html" in fired:
        print("<script>alert('x')</script> & done")
        print("WARNING in JVMPI agent libx.so: <b>bad</b> & \"quoted\"", file=sys.stderr)
    print("result " + ("43" if "differ" in fired else "42"), flush=True)
    if "violate" in fired:
        for _ in range(2):
            print("WARNING in JVMPI agent libtoy.so: GetMethodClass called with an unknown method ID 0x10\n"
                  "\tat toy_method_entry (toy.c:42)\n\tat toy_dispatch (toy.c:17)", file=sys.stderr)
        print("some other stderr line", file=sys.stderr)
        print("WARNING in JVMPI agent libtoy.so: object ID 0x20 used after OBJECT_FREE", file=sys.stderr)
    if "fatal" in fired:
        print("FATAL ERROR in JVMPI agent libtoy.so: RawMonitorExit of a monitor it does not own\n"
              "\tat toy_unlock (toy.c:99)", file=sys.stderr, flush=True)
        return 134
    if "heapcheck" in fired:
        print("Heap event protocol violated: OBJECT_MOVE of unknown object 0x1234", file=sys.stderr, flush=True)
        os.kill(os.getpid(), signal.SIGABRT)
    if "crash" in fired:
        print("# A fatal error has been detected by Loupe:\n#  SIGSEGV at pc=0xdead\n"
              "native backtrace:\n  #0 toy_method_entry+0x12 (libtoy.so)\n  #1 post_event", file=sys.stderr, flush=True)
        os.kill(os.getpid(), signal.SIGSEGV)
    if "bigcrash" in fired:
        for n in range(60):
            print(f"stderr line {n}", file=sys.stderr)
        return 139
    if "watchdog" in fired:
        print("JVMPI watchdog: agent libtoy.so has held the VM in an event callback for 30 s\n"
              "  thread main in METHOD_ENTRY\n    at toy_wait (toy.c:7)", file=sys.stderr, flush=True)
        return 124
    if "hang" in fired:
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        if os.environ.get("FAKE_CHILD_PID_FILE"):
            with open(os.environ["FAKE_CHILD_PID_FILE"], "a") as f:
                f.write(f"{child.pid}\n")
        time.sleep(600)
    if "status" in fired:
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
