"""The cells of the matrix and how one is run.

A cell is a collector, an execution mode and a collection stress (0: none).
Each runs

    loupe -Xcheck:jvmpi -Xcheckgcevents -Xgc:<collector> -X<mode> [-Xgcstress:<n>] <loupe options> <main> [args]

in its own process group (so that the runner's timeout also ends whatever
the VM started), stdout and stderr going straight to <report>/cells/<cell>.out
and .err.
"""
import dataclasses
import os
import signal
import subprocess
import threading
import time

from . import verdicts

COLLECTORS = ("marksweep", "compact", "semispace", "generational", "refcount")
MODES = ("int", "mixed", "comp")
# The checks every cell asks of the VM, before the cell's own options.
CHECK_OPTIONS = ("-Xcheck:jvmpi", "-Xcheckgcevents")


@dataclasses.dataclass(frozen=True)
class Cell:
    collector: str
    mode: str
    stress: int            # -Xgcstress:<n>, 0 for none

    @property
    def name(self):
        """File-name safe, e.g. semispace-comp-stress10."""
        return f"{self.collector}-{self.mode}-" + (f"stress{self.stress}" if self.stress else "nostress")

    @property
    def column(self):
        """The matrix column: the mode, with stress or not."""
        return f"{self.mode}, stress {self.stress}" if self.stress else self.mode

    @property
    def stress_text(self):
        return f"-Xgcstress:{self.stress}" if self.stress else "no stress"

    def vm_options(self):
        options = list(CHECK_OPTIONS) + [f"-Xgc:{self.collector}", f"-X{self.mode}"]
        if self.stress:
            options.append(f"-Xgcstress:{self.stress}")
        return options


def stress_levels(stress):
    """Without stress, then with -Xgcstress:<stress> unless it is 0."""
    return [0, stress] if stress else [0]


def cells(collectors, modes, stress):
    """Collector by collector, each mode without then with stress: the
    first cell (the reference for exit status and output) is the first
    collector's first mode without stress."""
    return [Cell(c, m, s) for c in collectors for m in modes for s in stress_levels(stress)]


def columns(modes, stress):
    return [Cell(COLLECTORS[0], m, s).column for m in modes for s in stress_levels(stress)]


# The VMs running now (with --jobs, several): Ctrl-C ends them all, as
# they do not share the runner's process group.
_running = set()
_running_lock = threading.Lock()


def run_cell(loupe, cell, program, cells_dir, timeout):
    """Runs one cell; returns its verdicts.Run. program: the loupe options,
    main class (or -jar file) and arguments the user gave."""
    command = [loupe] + cell.vm_options() + list(program)
    out_path = os.path.join(cells_dir, cell.name + ".out")
    err_path = os.path.join(cells_dir, cell.name + ".err")
    start = time.monotonic()
    timed_out = False
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                   start_new_session=True)
        with _running_lock:
            _running.add(process)
        try:
            returncode = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
            kill_group(process)
            returncode = process.wait()
        except BaseException:
            # Ctrl-C: leave no VM behind.
            kill_group(process)
            process.wait()
            raise
        finally:
            with _running_lock:
                _running.discard(process)
    seconds = time.monotonic() - start
    return verdicts.Run(command, returncode, timed_out, read_text(out_path), read_text(err_path), seconds)


def kill_all():
    with _running_lock:
        for process in _running:
            kill_group(process)


def kill_group(process):
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def read_text(path):
    with open(path, "rb") as f:
        return f.read().decode("utf-8", "replace")


class CompareError(Exception):
    """The --compare command failed."""


def normalise(output, compare_command, timeout=60):
    """output through the shell command compare_command (stdin to stdout);
    output itself when there is none."""
    if not compare_command:
        return output
    try:
        result = subprocess.run(compare_command, shell=True, input=output.encode("utf-8"),
                                capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise CompareError(f"--compare command did not finish in {timeout} s: {compare_command}") from None
    if result.returncode != 0:
        detail = result.stderr.decode("utf-8", "replace").strip()
        raise CompareError(f"--compare command failed ({verdicts.status_text(result.returncode)}): "
                           f"{compare_command}" + (f": {detail}" if detail else ""))
    return result.stdout.decode("utf-8", "replace")


# A first cell whose stderr holds one of these never ran the program: the
# matrix would only repeat the same failure (vm/launcher/).
STARTUP_FAILURES = (
    "Unrecognized option: ",
    "Error occurred during initialization of VM",
    "Error: Could not create the Java Virtual Machine.",
    "Error: Could not find or load main class",
    "Error: Unable to access jarfile",
)


def startup_failure(run):
    """The VM's own words when the run never got to the program, else None."""
    if run.timed_out:
        return None
    # (HotSpot, and Loupe after it, print "Error occurred during
    # initialization of VM" on stdout.)
    lines = run.stdout.splitlines()[:20] + run.stderr.splitlines()
    if any(line.startswith(STARTUP_FAILURES) for line in lines):
        return "\n".join(line for line in lines if line.strip())[:4000]
    return None
