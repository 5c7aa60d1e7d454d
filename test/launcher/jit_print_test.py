#!/usr/bin/env python3
"""-Xjit:print=<pattern> (jit/announce.cpp), Loupe's own option: `java` has
nothing to compare with, so this checks the listing's form itself.

    jit_print_test.py <fixtures dir> <loupe> listing|patterns

Runs JitPrint (test/launcher/java/programs, compiled into the launcher
fixtures' classes/) under -Xcomp.

listing:  the listing of JitPrint.poly on stderr: a header naming the
          method, its descriptor, code address and size; every bytecode
          instruction of poly in order, each followed by its template's
          x86 (iload_0 by a mov, iadd by an add; an instruction folded into
          the next one's template by nothing, the next one's code doing its
          work); the lines' addresses and byte counts cover the code
          exactly, with no gap or overlap; and stdout exactly the program's
          output.
patterns: '*' and a method name alone select as documented, a pattern
          matching nothing prints nothing, -Xint prints nothing, and an
          empty pattern is refused with status 1.
Exit status 0 when the test passes, 1 with an explanation otherwise.
"""
import os
import re
import subprocess
import sys

EXPECTED_STDOUT = "total 465\n"
# javac's code for poly (JitPrint.java).
POLY_BYTECODE = ["iload_0", "iload_1", "iadd", "istore_2", "iload_2", "iload_0", "imul", "iload_1", "isub",
                 "istore_3", "iload_2", "iload_3", "iadd", "ireturn"]

HEADER = re.compile(r"\[jit\] (\S+?)(\(\S*): (\d+) bytes of code at (0x[0-9a-f]+), (\d+) bytes of bytecode")
BYTECODE = re.compile(r"  +(\d+): (\S+)(.*)")
# address, offset, bytes, then the instruction (and perhaps a "; note").
MACHINE = re.compile(r"  +(0x[0-9a-f]+) \+([0-9a-f]+)  ((?:[0-9a-f]{2} )+) *(\S+)(.*)")


def run(loupe, fixtures, options):
    command = [loupe] + options + ["-cp", os.path.join(fixtures, "classes"), "JitPrint"]
    env = dict(os.environ, LC_ALL="C.UTF-8")
    env.pop("CLASSPATH", None)
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120,
                            stdin=subprocess.DEVNULL)
    return command, result


class Verdict:
    def __init__(self):
        self.problems = []

    def check(self, ok, message):
        if not ok:
            self.problems.append(message)
        return ok

    def show_run(self, command, result):
        print("command:", " ".join(command))
        print("exit status:", result.returncode)
        print("stdout:", repr(result.stdout[:300]))
        print("stderr (first 80 lines):")
        for line in result.stderr.splitlines()[:80]:
            print("   ", line)

    def finish(self, what):
        if self.problems:
            print("FAILED:", what)
            for p in self.problems:
                print("   ", p)
            return 1
        print("ok:", what)
        return 0


def listings(stderr):
    """{method: (header match, [lines after it])} of each listing on stderr."""
    found = {}
    current = None
    for line in stderr.splitlines():
        m = HEADER.fullmatch(line)
        if m:
            current = m.group(1)
            found[current] = (m, [])
        elif current is not None and line.startswith("  "):
            found[current][1].append(line)
        else:
            current = None
    return found


def test_listing(fixtures, loupe):
    v = Verdict()
    command, r = run(loupe, fixtures, ["-Xcomp", "-Xjit:print=JitPrint.poly"])
    v.check(r.returncode == 0, f"exit status {r.returncode}")
    v.check(r.stdout == EXPECTED_STDOUT, f"stdout {r.stdout!r}, expected {EXPECTED_STDOUT!r}")
    found = listings(r.stderr)
    v.check(list(found) == ["JitPrint.poly"], f"listings of {list(found)}, expected JitPrint.poly only")
    if "JitPrint.poly" in found:
        header, lines = found["JitPrint.poly"]
        v.check(header.group(2) == "(II)I", f"descriptor {header.group(2)}")
        v.check(header.group(5) == "14", f"{header.group(5)} bytes of bytecode, javac makes 14")
        code_size, code_addr = int(header.group(3)), int(header.group(4), 16)
        # Each instruction with the machine lines that follow it.
        instructions = []  # [mnemonic, [machine mnemonics]]
        expected_offset = 0
        for line in lines:
            b = BYTECODE.fullmatch(line)
            m = MACHINE.fullmatch(line)
            if b:
                instructions.append([b.group(2), []])
            elif m:
                address, offset, size = int(m.group(1), 16), int(m.group(2), 16), len(m.group(3).split())
                v.check(offset == expected_offset, f"machine line at +{offset:04x}, expected +{expected_offset:04x}: {line!r}")
                v.check(address == code_addr + offset, f"address {m.group(1)} is not the code's + {offset:#x}")
                expected_offset = offset + size
                if instructions:
                    instructions[-1][1].append(m.group(4))
        v.check(expected_offset == code_size, f"the machine lines cover {expected_offset} bytes of the {code_size}")
        names = [i[0] for i in instructions]
        v.check(names == POLY_BYTECODE, f"instructions {names}, expected {POLY_BYTECODE}")
        # An instruction folded into the next one's template has no lines of
        # its own: it runs the code of the next instruction that has some.
        following = []
        for name, machine in reversed(instructions):
            following.append(machine if machine or not following else following[-1])
        following.reverse()
        v.check(all(following), "the last instruction of poly has no code")
        for index, name, wanted in ((0, "iload_0", "mov"), (2, "iadd", "add"), (6, "imul", "imul")):
            if index < len(instructions) and instructions[index][0] == name:
                got = following[index]
                v.check(wanted in got, f"{name} (bci {index}) runs {got}, no {wanted}")
    if v.problems:
        v.show_run(command, r)
    return v.finish("-Xjit:print=JitPrint.poly lists poly's bytecode and machine code")


def test_patterns(fixtures, loupe):
    v = Verdict()
    cases = [
        (["-Xcomp", "-Xjit:print=JitPrint.*"], ["JitPrint.main", "JitPrint.poly"]),
        (["-Xcomp", "-Xjit:print=poly"], ["JitPrint.poly"]),           # a method name alone: any class
        (["-Xcomp", "-Xjit:print=*Print.p*y"], ["JitPrint.poly"]),
        (["-Xcomp", "-Xjit:print=JitPrint.poly*"], ["JitPrint.poly"]),
        (["-Xcomp", "-Xjit:print=JitPrint.pol"], []),                   # the whole name must match
        (["-Xcomp", "-Xjit:print=Nope.*"], []),
        (["-Xint", "-Xjit:print=*"], []),                               # nothing compiled
    ]
    for options, methods in cases:
        command, r = run(loupe, fixtures, options)
        ok = v.check(r.returncode == 0 and r.stdout == EXPECTED_STDOUT,
                     f"{' '.join(options)}: exit status {r.returncode}, stdout {r.stdout!r}")
        listed = sorted(listings(r.stderr))
        ok = v.check(listed == methods, f"{' '.join(options)}: listings of {listed}, expected {methods}") and ok
        if not methods:
            ok = v.check(r.stderr == "", f"{' '.join(options)}: stderr {r.stderr[:200]!r}, expected nothing") and ok
        if not ok:
            v.show_run(command, r)
    # -Xjit:print=* lists the class library's methods too; JitPrint's among them.
    command, r = run(loupe, fixtures, ["-Xcomp", "-Xjit:print=*"])
    listed = listings(r.stderr)
    if not v.check(r.returncode == 0 and "JitPrint.poly" in listed and len(listed) > 10,
                   f"-Xjit:print=*: exit status {r.returncode}, {len(listed)} listings"):
        v.show_run(command, r)
    command, r = run(loupe, fixtures, ["-Xjit:print="])
    first = r.stderr.splitlines()[0] if r.stderr else ""
    if not v.check(r.returncode == 1 and first == "Invalid JIT print pattern: -Xjit:print=" and r.stdout == "",
                   f"-Xjit:print=: exit status {r.returncode}, first stderr line {first!r}, stdout {r.stdout!r}"):
        v.show_run(command, r)
    return v.finish("-Xjit:print patterns select as documented; an empty one is refused")


def main():
    fixtures, loupe, which = sys.argv[1:4]
    tests = {"listing": test_listing, "patterns": test_patterns}
    return tests[which](os.path.abspath(fixtures), os.path.abspath(loupe))


if __name__ == "__main__":
    sys.exit(main())
