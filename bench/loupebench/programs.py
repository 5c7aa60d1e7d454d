"""The benchmark programs: what bench/programs holds when the command runs,
what each declares (checksums per size, `// bench-options:`), and compiling
them, each with the shared harness into its own directory."""
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from . import parsing

BENCH_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(BENCH_DIR)
PROGRAMS_DIR = os.path.join(BENCH_DIR, "programs")
HARNESS_SOURCE = os.path.join(BENCH_DIR, "harness", "BenchHarness.java")
SIZES = ("s1", "s10", "s100")


@dataclass
class Program:
    name: str
    source: str = ""
    checksums: dict = field(default_factory=dict)   # {size: checksum}
    options: list = field(default_factory=list)     # from `// bench-options:` lines
    classes: str = ""                               # compiled into this directory
    problem: str = ""                               # why it cannot run; "" when it can


def all_programs(directory=PROGRAMS_DIR):
    return sorted(f[:-len(".java")] for f in os.listdir(directory) if f.endswith(".java"))


def load(name, directory=PROGRAMS_DIR):
    program = Program(name)
    try:
        with open(os.path.join(directory, name + ".java"), encoding="utf-8") as f:
            program.source = f.read()
    except (OSError, UnicodeDecodeError) as e:
        program.problem = f"cannot read {name}.java: {e}"
        return program
    sums = parsing.declared_checksums(program.source, SIZES)
    if isinstance(sums, str):
        program.problem = sums
    else:
        program.checksums = sums
    program.options = parsing.bench_options(program.source)
    return program


def require_checksum(program, size):
    """A checksum of 0 is a placeholder (a program whose checksums are not
    computed yet): its runs could not be verified, so it is not run."""
    if not program.problem and program.checksums.get(size) == 0:
        program.problem = f"no checksum for {size} yet (CHECKSUMS declares 0)"
    return program


def compile_one(javac, program, into, directory=PROGRAMS_DIR):
    out = os.path.join(into, program.name)
    os.makedirs(out, exist_ok=True)
    command = [javac, "-encoding", "UTF-8", "-d", out, os.path.join(directory, program.name + ".java"),
               HARNESS_SOURCE]
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as e:
        program.problem = f"javac could not run: {e}"
        return program
    if result.returncode != 0:
        program.problem = "does not compile: " + parsing.first_error(result.stdout + result.stderr)
    else:
        program.classes = out
    return program


def compile_all(javac, programs, into, directory=PROGRAMS_DIR):
    """Compiles, in parallel, every program that has no problem yet; a
    program that does not compile gets its problem set, never an exception."""
    todo = [p for p in programs if not p.problem]
    with ThreadPoolExecutor(max_workers=max(1, os.cpu_count() or 1)) as pool:
        list(pool.map(lambda p: compile_one(javac, p, into, directory), todo))
    return programs


def compile_and_report(javac, programs, into, skipped, say):
    """compile_all, telling `say` what it does and each program it skips,
    and noting why in `skipped` ({name: problem})."""
    say(f"compiling {sum(1 for p in programs if not p.problem)} programs with {javac}")
    compile_all(javac, programs, into)
    for p in programs:
        if p.problem:
            skipped[p.name] = p.problem
            say(f"  {p.name}: SKIPPED: {p.problem}")
    return programs


PROBE_SOURCE = "public class LoupeBenchProbe { public static void main(String[] args) { } }\n"


def compile_probe(javac, into):
    """A class that does nothing: running it with a configuration's options
    shows whether the VM accepts them. Returns its directory, or None."""
    out = os.path.join(into, "_probe")
    os.makedirs(out, exist_ok=True)
    source = os.path.join(out, "LoupeBenchProbe.java")
    with open(source, "w") as f:
        f.write(PROBE_SOURCE)
    try:
        result = subprocess.run([javac, "-d", out, source], capture_output=True, text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return out if result.returncode == 0 else None
