"""What a finished run of one cell means.

Each cell gets one verdict, the first that applies in this order:

    hang       the runner's timeout killed it, or the VM's watchdog fired
               (exit status 124 and a line starting "JVMPI watchdog:")
    crash      killed by a signal or exit status >= 128, without a message
               that explains the ending (FATAL ERROR in JVMPI agent, or the
               heap event checker's failure, which aborts on purpose)
    violation  a -Xcheck:jvmpi message or a -Xcheckgcevents failure on stderr
    differs    stdout (normalised by --compare) or exit status not the first
               cell's
    ok         none of these

The texts matched here are the VM's own; each is one constant below, next to
where the VM writes it.
"""
import dataclasses
import difflib
import re
import signal

OK, VIOLATION, CRASH, HANG, DIFFERS = "ok", "violation", "crash", "hang", "differs"
VERDICTS = (OK, VIOLATION, CRASH, HANG, DIFFERS)

# -Xcheck:jvmpi (jvmpi/check_report.cpp): a message is one of these lines
# followed by zero or more indented "at ..." lines, the agent's native call
# site. agentcheck/e2e checks them on the real VM.
CHECK_WARNING = "WARNING in JVMPI agent "
CHECK_FATAL = "FATAL ERROR in JVMPI agent "
CALL_SITE_LINE = re.compile(r"^\s+at\s")
# -Xcheckgcevents (gc/common/event_checker.cpp, EventChecker::fail): one
# line, then abort().
HEAP_CHECKER_FAILURE = "Heap event protocol violated: "
# The VM's watchdog (jvmpi/watchdog.cpp, exit status 124): this line, then
# every thread's Java and native stacks.
WATCHDOG_LINE = "JVMPI watchdog:"
WATCHDOG_STATUS = 124
# The VM's crash report (jvmpi/crash_report.cpp, on a fatal signal, which
# it raises again): the signal, the agent and event, a native backtrace.
CRASH_REPORT_LINE = "# A fatal error has been detected"

CRASH_TAIL_LINES = 40      # of stderr, when there is no crash report
REPORT_MAX_LINES = 200     # of a crash or watchdog report (the watchdog lists every thread)
DIFF_MAX_LINES = 40
DIFF_INPUT_MAX_LINES = 5000


@dataclasses.dataclass
class Run:
    """One finished (or killed) run of the VM."""
    command: list
    returncode: int        # negative: killed by that signal (subprocess's convention)
    timed_out: bool        # the runner's own timeout killed it
    stdout: str
    stderr: str
    seconds: float


@dataclasses.dataclass
class Outcome:
    verdict: str
    summary: str                                     # one line: why this verdict
    messages: list = dataclasses.field(default_factory=list)  # [(message, count)], first seen first
    report: list = dataclasses.field(default_factory=list)    # crash or watchdog report lines
    diff: list = dataclasses.field(default_factory=list)      # unified diff lines against the first cell


def status_text(returncode):
    """'exit status 1' or 'signal 11 (SIGSEGV)'."""
    if returncode < 0:
        try:
            name = signal.Signals(-returncode).name
        except ValueError:
            name = "unknown signal"
        return f"signal {-returncode} ({name})"
    return f"exit status {returncode}"


def violation_messages(stderr):
    """The -Xcheck:jvmpi messages and -Xcheckgcevents failures in stderr,
    in order, each as one string (call-site lines joined with newlines)."""
    messages = []
    current = None
    for line in stderr.splitlines():
        if line.startswith((CHECK_WARNING, CHECK_FATAL, HEAP_CHECKER_FAILURE)):
            current = [line]
            messages.append(current)
        elif current is not None and current[0].startswith((CHECK_WARNING, CHECK_FATAL)) \
                and CALL_SITE_LINE.match(line):
            current.append(line)
        else:
            current = None
    return ["\n".join(m) for m in messages]


HEX_NUMBER = re.compile(r"0x[0-9a-fA-F]+")


def message_key(message):
    """Messages that differ only in hexadecimal numbers (object IDs,
    addresses, offsets) are one message: an agent that misuses a thousand
    IDs the same way makes one entry, not a thousand."""
    return HEX_NUMBER.sub("0x...", message)


def deduplicate(messages):
    """[(message, count)] in the order each was first seen, each message
    the first of those with its key."""
    first, counts = {}, {}
    for m in messages:
        key = message_key(m)
        first.setdefault(key, m)
        counts[key] = counts.get(key, 0) + 1
    return [(first[key], counts[key]) for key in first]


def lines_from(lines, prefix):
    """The lines from the first that starts with prefix on (at most
    REPORT_MAX_LINES), or [] when there is none."""
    for i, line in enumerate(lines):
        if line.startswith(prefix):
            return lines[i:i + REPORT_MAX_LINES]
    return []


def crash_report(stderr):
    lines = stderr.splitlines()
    return lines_from(lines, CRASH_REPORT_LINE) or lines[-CRASH_TAIL_LINES:]


def output_diff(reference_text, text, reference_name, name):
    """A short unified diff of two outputs ([] when equal). Only their first
    DIFF_INPUT_MAX_LINES lines are compared line by line: difflib's time
    grows with the square of the length when outputs differ everywhere."""
    if reference_text == text:
        return []
    reference_lines, lines = reference_text.splitlines(), text.splitlines()
    note = []
    if max(len(reference_lines), len(lines)) > DIFF_INPUT_MAX_LINES:
        note = [f"(only the first {DIFF_INPUT_MAX_LINES} lines compared: "
                f"{len(reference_lines)} and {len(lines)} lines)"]
        reference_lines, lines = reference_lines[:DIFF_INPUT_MAX_LINES], lines[:DIFF_INPUT_MAX_LINES]
        if reference_lines == lines:
            return note + ["(they differ after that)"]
    diff = note + list(difflib.unified_diff(reference_lines, lines, reference_name, name, n=2, lineterm=""))
    if len(diff) > DIFF_MAX_LINES:
        diff = diff[:DIFF_MAX_LINES] + [f"... ({len(diff) - DIFF_MAX_LINES} more diff lines)"]
    return diff


def classify(run, output, reference_run, reference_output, name="this cell", reference_name="first cell"):
    """The Outcome of run. output and reference_output are the stdouts
    after --compare's normalisation (the raw stdouts without it)."""
    messages = violation_messages(run.stderr)
    counted = deduplicate(messages)
    status = status_text(run.returncode)
    # A hang or crash says how it ended: their diff is of stdout alone.
    stdout_diff = output_diff(reference_output, output, reference_name, name)
    status_differs = run.returncode != reference_run.returncode
    diff = ([f"{status_text(reference_run.returncode)} in {reference_name}, {status} here"] if status_differs
            else []) + stdout_diff

    if run.timed_out:
        return Outcome(HANG, f"killed by the runner after {run.seconds:.0f} s (--timeout)", counted,
                       run.stderr.splitlines()[-CRASH_TAIL_LINES:], stdout_diff)
    if run.returncode == WATCHDOG_STATUS:
        watchdog = lines_from(run.stderr.splitlines(), WATCHDOG_LINE)
        if watchdog:
            return Outcome(HANG, "the VM's watchdog fired", counted, watchdog, stdout_diff)
    explained = any(m.startswith((CHECK_FATAL, HEAP_CHECKER_FAILURE)) for m in messages)
    if (run.returncode < 0 or run.returncode >= 128) and not explained:
        return Outcome(CRASH, f"crashed: {status}", counted, crash_report(run.stderr), stdout_diff)
    if messages:
        kinds = f"{len(counted)} distinct message{'s' if len(counted) != 1 else ''}, {len(messages)} in all"
        return Outcome(VIOLATION, f"{kinds}; {status}", counted, [], diff)
    if diff:
        what = " and ".join(w for w, differs in (("exit status", status_differs), ("output", stdout_diff)) if differs)
        return Outcome(DIFFERS, f"{what} not the first cell's; {status}", [], [], diff)
    return Outcome(OK, status)
