#!/usr/bin/env python3
"""-verbose:gc under one collector (gc/heap.cpp; docs/collectors.md,
"-verbose:gc"). Loupe's lines are in the shape of HotSpot's -Xlog:gc and
-Xlog:gc+heap, with kinds of collection HotSpot does not have, so this
checks the lines themselves rather than comparing with `java`.

    verbose_gc_test.py <fixtures dir> <loupe> <collector>

Runs GcLog (test/launcher/java/programs) with -verbose:gc and checks that:
- the first line is `[<uptime>s][info][gc] Using <collector>`;
- every other line that is not the program's is a pause line or an arena
  line, in the formats of the coordination notes (PAUSE and ARENA below);
- collections are numbered 0, 1, 2... and each pause line is followed by
  one line per arena of the collector, in the order of its ARENA_NEW
  events, the permanent space last, with the same number;
- the pause line's sizes (MiB, one decimal) agree with the sum of the
  arenas' (KiB), the permanent space aside;
- the kinds are the collector's: generational has a Minor collection
  (Allocation Failure) and a Full one (System.gc()); refcount a Refcount
  Batch and a Backup Trace (System.gc()), and no routine Last Ditch
  collection; the others collect Full only;
- the program's own output is unchanged, and without -verbose:gc there is
  no log line at all.
Exit status 0 when all hold, 1 with an explanation otherwise.
"""
import os
import re
import subprocess
import sys

USING = re.compile(r"\[([\d.]+)s\]\[info\]\[gc\] Using (\w+)")
# The cause may hold parentheses ("System.gc()", as HotSpot's): matched
# lazily up to the ") " before the sizes.
PAUSE = re.compile(r"\[([\d.]+)s\]\[info\]\[gc\] GC\((\d+)\) Pause (Minor|Full|Refcount Batch|Backup Trace) "
                   r"\((.+?)\) ([\d.]+)M->([\d.]+)M\(([\d.]+)M\) ([\d.]+)ms")
ARENA = re.compile(r"\[([\d.]+)s\]\[info\]\[gc,heap\] GC\((\d+)\) (.+): (\d+)K->(\d+)K\((\d+)K\)")

ARENAS = {
    "marksweep": ["Mark-sweep space"],
    "compact": ["Compacted space"],
    "semispace": ["Semispace A", "Semispace B"],
    "generational": ["Eden", "Survivor 0", "Survivor 1", "Old generation"],
    "refcount": ["Reference-counted space"],
}
PERMANENT = "Permanent space"
PROGRAM_OUTPUT = "checksum 6080, kept 256"


def run(loupe, fixtures, options):
    command = [loupe] + options + ["-cp", os.path.join(fixtures, "classes"), "GcLog"]
    env = dict(os.environ, LC_ALL="C.UTF-8")
    env.pop("CLASSPATH", None)
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120,
                            stdin=subprocess.DEVNULL)
    return command, result


def check(lines, collector):
    """The problems found in -verbose:gc's lines (the program's removed)."""
    problems = []
    if not lines or not USING.fullmatch(lines[0]) or USING.fullmatch(lines[0]).group(2) != collector:
        return [f"the first line is not 'Using {collector}': {lines[:1]}"]
    names = ARENAS[collector] + [PERMANENT]
    pauses = []  # (kind, cause)
    i = 1
    while i < len(lines):
        pause = PAUSE.fullmatch(lines[i])
        if not pause:
            problems.append(f"not a pause line where one was due: {lines[i]!r}")
            break
        number = int(pause.group(2))
        if number != len(pauses):
            problems.append(f"collection GC({number}) where GC({len(pauses)}) was due")
        pauses.append((pause.group(3), pause.group(4)))
        arenas = []
        for line in lines[i + 1:i + 1 + len(names)]:
            arena = ARENA.fullmatch(line)
            if not arena or int(arena.group(2)) != number:
                problems.append(f"GC({number}): not one of its arena lines: {line!r}")
                break
            arenas.append((arena.group(3), int(arena.group(4)), int(arena.group(5)), int(arena.group(6))))
        if [a[0] for a in arenas] != names:
            problems.append(f"GC({number}): arenas {[a[0] for a in arenas]}, expected {names}")
            break
        for name, before, after, capacity in arenas:
            if after > capacity:
                problems.append(f"GC({number}) {name}: {after}K used of {capacity}K")
        # KiB are truncated, MiB rounded to one decimal: a little slack.
        heap = arenas[:-1]
        for label, mib, kib in (("before", float(pause.group(5)), sum(a[1] for a in heap)),
                                ("after", float(pause.group(6)), sum(a[2] for a in heap))):
            if abs(mib - kib / 1024) > 0.05 + len(heap) / 1024:
                problems.append(f"GC({number}): {mib}M {label} in the pause line, the arenas sum to {kib}K")
        i += 1 + len(names)
        if len(problems) > 10:
            break
    kinds = {kind for kind, _ in pauses}
    if collector == "generational":
        want = {("Minor", "Allocation Failure"), ("Full", "System.gc()")}
    elif collector == "refcount":
        want = {("Refcount Batch", "Allocation Failure"), ("Backup Trace", "System.gc()")}
        if any(cause == "Last Ditch Collection" for _, cause in pauses):
            problems.append("a Last Ditch collection in a program that never runs out of memory")
    else:
        want = {("Full", "Allocation Failure"), ("Full", "System.gc()")}
        if kinds != {"Full"}:
            problems.append(f"kinds {sorted(kinds)}: {collector} only collects the whole heap")
    for kind, cause in sorted(want - set(pauses)):
        problems.append(f"no 'Pause {kind} ({cause})' among {len(pauses)} collections")
    return problems


def main():
    fixtures, loupe = (os.path.abspath(a) for a in sys.argv[1:3])
    collector = sys.argv[3]
    # A small heap, so that the program's garbage makes several collections.
    options = [f"-Xgc:{collector}", "-Xmx12m"]
    command, result = run(loupe, fixtures, options + ["-verbose:gc"])
    print("$", " ".join(command))
    out = result.stdout.splitlines()
    problems = []
    if result.returncode != 0 or PROGRAM_OUTPUT not in out:
        problems.append(f"the program did not run as without -verbose:gc (status {result.returncode})")
    problems += check([l for l in out if l != PROGRAM_OUTPUT], collector)
    _, quiet = run(loupe, fixtures, options)
    if quiet.stdout.splitlines() != [PROGRAM_OUTPUT]:
        problems.append(f"without -verbose:gc: {quiet.stdout.splitlines()[:3]}")
    print("\n".join(out[:12] + (["..."] if len(out) > 12 else [])))
    for p in problems:
        print("FAIL:", p)
    if problems:
        print(result.stderr[-2000:])
        return 1
    print(f"ok: {sum(1 for l in out if PAUSE.fullmatch(l))} collections")
    return 0


if __name__ == "__main__":
    sys.exit(main())
