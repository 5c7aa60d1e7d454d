#!/usr/bin/env python3
"""-Xjit:print=<pattern> (jit/announce.cpp), Loupe's own option: `java` has
nothing to compare with, so this checks the listing's form itself.

    jit_print_test.py <fixtures dir> <loupe> listing|patterns|labels [--regen]

Runs JitPrint and JitLabels (test/launcher/java/programs, compiled into
the launcher fixtures' classes/) under -Xcomp.

listing:  the listing of JitPrint.poly on stderr: a header naming the
          method, its descriptor, code address and size; every bytecode
          instruction of poly in order, each followed by its template's
          x86 (iload_0 by a mov, iadd by an add; an instruction folded into
          the next one's template by nothing, the next one's code doing its
          work); the lines' addresses and byte counts cover the code
          exactly, with no gap or overlap; and stdout exactly the program's
          output.
patterns: '*' and a method name alone select as documented; a pattern
          matching nothing lists nothing and says so in one line (with the
          number of methods compiled), -Xint lists nothing and says why,
          and an empty pattern is refused with status 1.
labels:   the listing's notes on JitLabels.work and JitLabels.pick: exit
          stubs labelled with their bci and instruction, jumps to them
          naming them, helper calls naming the helper, classes and methods
          the code embeds named, Thread and Frame
          fields named, inlined calls opened and closed ("{" ... "}", two
          deep), the virtual call's guard, the direct entry, the epilogue,
          and pick's jump table as entries naming their targets; every
          compilation's size under -verbose:jit the same with the listing
          as without (the labels are only in the printer). Then the
          last listing of work, without addresses and bytes (its notes,
          instructions and helper calls), against jit_print_labels.golden,
          which is Loupe's own output checked by hand: --regen rewrites it.
Exit status 0 when the test passes, 1 with an explanation otherwise.
"""
import os
import re
import sys

import launcher_checks
from launcher_checks import Verdict, golden

EXPECTED_STDOUT = "total 465\n"
LABELS_STDOUT = "sum 83000\n"
GOLDEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "jit_print_labels.golden")
# javac's code for poly (JitPrint.java).
POLY_BYTECODE = ["iload_0", "iload_1", "iadd", "istore_2", "iload_2", "iload_0", "imul", "iload_1", "isub",
                 "istore_3", "iload_2", "iload_3", "iadd", "ireturn"]

HEADER = re.compile(r"\[jit\] (\S+?)(\(\S*): (\d+) bytes of code at (0x[0-9a-f]+), (\d+) bytes of bytecode")
BYTECODE = re.compile(r"  +(\d+): (\S+)(.*)")
# address, offset, bytes, then the instruction (and perhaps a "; note").
MACHINE = re.compile(r"  +(0x[0-9a-f]+) \+([0-9a-f]+)  ((?:[0-9a-f]{2} )+) *(\S+)(.*)")


def run(loupe, fixtures, options, program="JitPrint"):
    return launcher_checks.run(loupe, fixtures, options, program)


def listings(stderr):
    """{method: (header match, [lines after it])} of each listing on stderr
    (the last one of a method listed more than once)."""
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
    no_match = r"-Xjit:print: no compiled method matched '{}' \(\d+ methods compiled; -Xjit:print=\* lists them all\)\n"
    cases = [
        (["-Xcomp", "-Xjit:print=JitPrint.*"], ["JitPrint.main", "JitPrint.poly"], None),
        (["-Xcomp", "-Xjit:print=poly"], ["JitPrint.poly"], None),      # a method name alone: any class
        (["-Xcomp", "-Xjit:print=*Print.p*y"], ["JitPrint.poly"], None),
        (["-Xcomp", "-Xjit:print=JitPrint.poly*"], ["JitPrint.poly"], None),
        (["-Xcomp", "-Xjit:print=JitPrint.pol"], [], no_match.format(r"JitPrint\.pol")),  # the whole name must match
        (["-Xcomp", "-Xjit:print=Nope.*"], [], no_match.format(r"Nope\.\*")),
        # Nothing compiled: -Xint, or no method reached the threshold.
        (["-Xint", "-Xjit:print=*"], [],
         r"-Xjit:print: nothing compiled: -Xint runs everything in the interpreter\n"),
        (["-Xjit:threshold=1000000", "-Xjit:print=*"], [],
         r"-Xjit:print: nothing compiled: no method reached the threshold of 1000000 calls and back-edges "
         r"\(-Xcomp compiles each method at its first call\)\n"),
    ]
    for options, methods, explanation in cases:
        command, r = run(loupe, fixtures, options)
        ok = v.check(r.returncode == 0 and r.stdout == EXPECTED_STDOUT,
                     f"{' '.join(options)}: exit status {r.returncode}, stdout {r.stdout!r}")
        listed = sorted(listings(r.stderr))
        ok = v.check(listed == methods, f"{' '.join(options)}: listings of {listed}, expected {methods}") and ok
        if explanation is not None:
            ok = v.check(re.fullmatch(explanation, r.stderr) is not None,
                         f"{' '.join(options)}: stderr {r.stderr[:300]!r}, expected one line matching {explanation!r}") and ok
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


def without_addresses(header, lines):
    """A listing as the golden file keeps it: the header without the code's
    size and address (they change with every template and run), the
    bytecode and source lines, the notes, and the helper calls with their
    helper; machine code otherwise left out."""
    kept = [f"[jit] {header.group(1)}{header.group(2)}: <size> bytes of code at <address>, "
            f"{header.group(5)} bytes of bytecode"]
    for line in lines:
        m = MACHINE.fullmatch(line)
        if m is None:
            kept.append(line)
        elif "; helper:" in m.group(5):
            kept.append(f"      {m.group(4)}{m.group(5)}")
    return kept


def test_labels(fixtures, loupe, regen):
    v = Verdict()
    command, r = run(loupe, fixtures, ["-Xcomp", "-Xjit:print=JitLabels.*"], "JitLabels")
    v.check(r.returncode == 0, f"exit status {r.returncode}")
    v.check(r.stdout == LABELS_STDOUT, f"stdout {r.stdout!r}, expected {LABELS_STDOUT!r}")
    found = listings(r.stderr)
    for method in ("JitLabels.work", "JitLabels.pick"):
        v.check(method in found, f"no listing of {method}")
    if "JitLabels.work" in found:
        header, lines = found["JitLabels.work"]
        text = "\n".join(lines)
        notes = [line[len("      ; "):] for line in lines if line.startswith("      ; ")]
        wanted = {
            "an exit stub with its bci and instruction": r"(?m)^      ; exit stub for bci \d+ \(\w+\): the operand stack \(\d+ slots?\) to memory",
            "a jump naming the exit stub": r"(?m)^ +0x[0-9a-f]+ .* j\w+ 0x[0-9a-f]+    ; -> exit stub for bci \d+ \(\w+\)$",
            "the allocation's slow path": r"(?m)^      ; slow path: the thread's allocation buffer is full",
            "new_instance named at its call": r"(?m)call rax    ; helper: interp::compiled::new_instance$",
            "new_instance's address named": r"(?m)movabs rax, 0x[0-9a-f]+    ; &interp::compiled::new_instance$",
            "invoke named at its call": r"(?m)call rax    ; helper: interp::compiled::invoke$",
            "the class allocated": r"(?m)movabs r\w+, 0x[0-9a-f]+    ; class JitLabels$",
            "the method the guard compares": r"(?m)movabs r11, 0x[0-9a-f]+    ; method JitLabels\.get\(\)I$",
            "Thread::poll_word": r"(?m)\[rbx \+ 0x[0-9a-f]+\], 0    ; Thread::poll_word$",
            "Thread::mutator.tlab_top": r"(?m)qword ptr \[rbx( \+ 0x[0-9a-f]+)?\]    ; Thread::mutator.tlab_top$",
            "Frame::pc": r"(?m)qword ptr \[r14 \+ 8\], r\w+    ; Frame::pc$",
            "a local": r"(?m)qword ptr \[r13 \+ 0x10\]    ; local 2$",
            "an operand-stack slot": r"(?m)qword ptr \[r14 \+ 0x[0-9a-f]+\], r\w+    ; stack slot \d+$",
            "the address of a slot": r"(?m)lea r12, \[r14 \+ 0x[0-9a-f]+\]    ; &stack slot \d+$",
            "the constructor inlined": r"(?m)^      ; inlined JitLabels\.<init>\(I\)V \(depth 1\) \{$",
            "Object's constructor inlined in it": r"(?m)^      ; inlined java\.lang\.Object\.<init>\(\)V \(depth 2\) \{$",
            "get inlined": r"(?m)^      ; inlined JitLabels\.get\(\)I \(depth 1\) \{$",
            "get's guard": r"(?m)^      ; guard \(vtable entry\): the receiver's class runs JitLabels\.get\(\)I here "
                           r"\(what JitLabels, the class last seen here, runs\), else the next way$",
            "compareTo inlined": r"(?m)^      ; inlined java\.lang\.Integer\.compareTo\(Ljava/lang/Integer;\)I \(depth 1\) \{$",
            "compare inlined in it": r"(?m)^      ; inlined java\.lang\.Integer\.compare\(II\)I \(depth 2\) \{$",
            "the way out of failed inlined code": r"(?m)^      ; inlined code failed: drop its frame on the C stack, leave at the call, bci \d+ \(invokevirtual\)",
            "a direct call named": r"(?m)^      ; call JitLabels\.pick\(I\)I$",
            "the direct entry": r"(?m)^      ; direct entry: ",
            "the decline": r"(?m)^      ; decline: ",
            "the epilogue": r"(?m)^      ; epilogue: ",
        }
        for what, pattern in wanted.items():
            v.check(re.search(pattern, text) is not None, f"JitLabels.work: no {what} ({pattern})")
        # Every inlined call's "{" has its "}", nested properly.
        depth = 0
        for note in notes:
            if note.endswith("{"):
                depth += 1
            elif note.startswith("}"):
                depth -= 1
                if not v.check(depth >= 0, "a '}' closes nothing"):
                    break
        v.check(depth == 0, f"{depth} inlined calls left open")
        # Notes never break the machine lines' cover of the code.
        expected_offset = 0
        for line in lines:
            m = MACHINE.fullmatch(line)
            if m:
                offset, size = int(m.group(2), 16), len(m.group(3).split())
                v.check(offset == expected_offset, f"machine line at +{offset:04x}, expected +{expected_offset:04x}")
                expected_offset = offset + size
        v.check(expected_offset == int(header.group(3)), f"the machine lines cover {expected_offset} bytes of {header.group(3)}")
        kept = "\n".join(without_addresses(header, lines)) + "\n"
        v.same("this run", golden(GOLDEN, kept, regen), kept, "jit_print_labels.golden")
    if "JitLabels.pick" in found:
        header, lines = found["JitLabels.pick"]
        text = "\n".join(lines)
        v.check(re.search(r"(?m)^      ; jump table: 4 targets, each as its distance from here$", text) is not None,
                "JitLabels.pick: no jump table note")
        entries = re.findall(r"(?m)^ +0x[0-9a-f]+ \+[0-9a-f]+  (?:[0-9a-f]{2} ){4} +\.long -?\d+    ; bci (\d+)$", text)
        v.check(len(entries) == 4, f"JitLabels.pick: {len(entries)} jump-table entries naming their bci, expected 4")
    # The labels are only in the printer: every compilation makes as many
    # bytes of code with the listing as without.
    sizes = []
    for options in (["-Xcomp", "-verbose:jit"], ["-Xcomp", "-verbose:jit", "-Xjit:print=JitLabels.*"]):
        _, vr = run(loupe, fixtures, options, "JitLabels")
        sizes.append(re.findall(r"(?m)^\[jit\] compiled (\S+) \(.*?(\d+) bytes of code", vr.stderr))
    v.check(sizes[0] and sizes[0] == sizes[1],
            f"-verbose:jit's code sizes differ with the listing: {len(sizes[0])} compilations without, {len(sizes[1])} with")
    if v.problems:
        v.show_run(command, r)
    return v.finish("-Xjit:print labels stubs, helpers, fields, inlined calls and jump tables")


def main():
    fixtures, loupe, which = sys.argv[1:4]
    regen = "--regen" in sys.argv[4:]
    tests = {"listing": test_listing, "patterns": test_patterns,
             "labels": lambda f, l: test_labels(f, l, regen)}
    return tests[which](os.path.abspath(fixtures), os.path.abspath(loupe))


if __name__ == "__main__":
    sys.exit(main())
