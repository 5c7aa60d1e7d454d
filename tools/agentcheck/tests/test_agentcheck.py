"""loupe-agentcheck's own tests: the runner driven over a fake VM
(fake_loupe.py), its classification, exit status, reports and options; and
the parsing of stderr on its own.

Run by meson as agentcheck/runner (tools/agentcheck/meson.build), or by hand:

    LOUPE_AGENTCHECK=build/loupe-agentcheck python3 -m unittest discover -s tools/agentcheck/tests

Without $LOUPE_AGENTCHECK the package is run from the source tree.
"""
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE_DIR = os.path.dirname(HERE)
SOURCE_ROOT = os.environ.get("LOUPE_SOURCE_ROOT", os.path.dirname(os.path.dirname(PACKAGE_DIR)))
FAKE_SCRIPT = os.path.join(HERE, "fake_loupe.py")
sys.path.insert(0, PACKAGE_DIR)
# The fake VM as one executable for --loupe: this interpreter, started
# directly (through a version manager's shim on PATH each start of the
# fake would cost half a second), without site packages.
FAKE_DIR = tempfile.TemporaryDirectory()
FAKE = os.path.join(FAKE_DIR.name, "fake-loupe")
with open(FAKE, "w") as script:
    script.write(f'#!/bin/sh\nexec "{sys.executable}" -S "{FAKE_SCRIPT}" "$@"\n')
os.chmod(FAKE, 0o755)

from agentcheck import report, verdicts  # noqa: E402


def runner_command():
    script = os.environ.get("LOUPE_AGENTCHECK")
    if script:
        return [sys.executable, script]
    return [sys.executable, "-m", "agentcheck"]


class Result:
    def __init__(self, completed, report_dir):
        self.status = completed.returncode
        self.stdout = completed.stdout
        self.stderr = completed.stderr
        self.report_dir = report_dir

    def read(self, name):
        with open(os.path.join(self.report_dir, name), encoding="utf-8") as f:
            return f.read()

    @property
    def md(self):
        return self.read("report.md")

    @property
    def html(self):
        return self.read("report.html")

    def verdict_of(self, cell_name):
        """The verdict report.md's Cells section gives cell_name."""
        match = re.search(r"^- " + re.escape(cell_name) + r": .*?: (\w+) \(", self.md, re.M)
        return match.group(1) if match else None

    def verdicts(self):
        return dict(re.findall(r"^- ([\w-]+): .*?: (\w+) \(", self.md, re.M))


class RunnerTestCase(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)

    def agentcheck(self, *args, loupe=FAKE, env=None, report_dir=None, timeout=120):
        report_dir = report_dir or os.path.join(self.tmp.name, "report")
        command = runner_command() + (["--loupe", loupe] if loupe else []) + ["--report", report_dir] + list(args)
        full_env = dict(os.environ, PYTHONPATH=PACKAGE_DIR, PYTHONDONTWRITEBYTECODE="1")
        full_env.update(env or {})
        completed = subprocess.run(command, capture_output=True, text=True, env=full_env, timeout=timeout)
        return Result(completed, report_dir)


class TestClassification(RunnerTestCase):
    def test_all_ok(self):
        r = self.agentcheck("--modes", "int", "--stress", "0", "--", "-cp", "classes", "Main")
        self.assertEqual(r.status, 0, r.stderr)
        self.assertIn("5 cells: 5 ok", r.stdout)
        self.assertEqual(set(r.verdicts().values()), {"ok"})
        self.assertEqual(len(r.verdicts()), 5)
        self.assertNotIn("## Details", r.md)

    def test_the_whole_default_matrix(self):
        r = self.agentcheck("--", "-cp", "classes", "Main",
                            "violate=semispace/generational", "crash=comp", "differ=refcount")
        self.assertEqual(r.status, 1)
        found = r.verdicts()
        self.assertEqual(len(found), 5 * 3 * 2)
        for collector in ("marksweep", "compact", "semispace", "generational", "refcount"):
            for mode in ("int", "mixed", "comp"):
                for stress in ("nostress", "stress10"):
                    name = f"{collector}-{mode}-{stress}"
                    if mode == "comp":
                        expected = "crash"       # a crash wins over the warnings before it
                    elif collector in ("semispace", "generational"):
                        expected = "violation"
                    elif collector == "refcount":
                        expected = "differs"
                    else:
                        expected = "ok"
                    self.assertEqual(found[name], expected, name)
        self.assertIn("30 cells: 8 ok, 8 violation, 10 crash, 4 differs", r.stdout)
        # The progress lines on stderr, one per cell.
        self.assertEqual(len(re.findall(r"^agentcheck: \[\d+/30\] ", r.stderr, re.M)), 30)
        self.assertIn("[30/30] refcount comp -Xgcstress:10: crash (8 ok, 8 violation, 10 crash, 4 differs so far)",
                      r.stderr)

    def test_the_command_line_of_each_cell(self):
        log = os.path.join(self.tmp.name, "log")
        r = self.agentcheck("--collectors", "compact", "--modes", "comp,int", "--stress", "3",
                            "--", "-cp", "c", "-Xruntoy:depth=2", "Main", "a b",
                            env={"FAKE_LOUPE_LOG": log})
        self.assertEqual(r.status, 0, r.stderr)
        with open(log) as f:
            lines = f.read().splitlines()
        self.assertEqual(lines, [
            "-Xcheck:jvmpi -Xcheckgcevents -Xgc:compact -Xcomp -cp c -Xruntoy:depth=2 Main a b",
            "-Xcheck:jvmpi -Xcheckgcevents -Xgc:compact -Xcomp -Xgcstress:3 -cp c -Xruntoy:depth=2 Main a b",
            "-Xcheck:jvmpi -Xcheckgcevents -Xgc:compact -Xint -cp c -Xruntoy:depth=2 Main a b",
            "-Xcheck:jvmpi -Xcheckgcevents -Xgc:compact -Xint -Xgcstress:3 -cp c -Xruntoy:depth=2 Main a b",
        ])

    def test_violation_messages_are_counted(self):
        r = self.agentcheck("--collectors", "marksweep,semispace", "--modes", "int", "--stress", "0",
                            "--", "Main", "violate=semispace")
        self.assertEqual(r.status, 1)
        self.assertEqual(r.verdict_of("semispace-int-nostress"), "violation")
        self.assertIn("2 distinct messages, 3 in all", r.md)
        self.assertIn("   2 x WARNING in JVMPI agent libtoy.so: GetMethodClass called with an unknown method ID 0x10",
                      r.md)
        self.assertIn("         at toy_method_entry (toy.c:42)", r.md)
        self.assertIn("   1 x WARNING in JVMPI agent libtoy.so: object ID 0x20 used after OBJECT_FREE", r.md)
        self.assertNotIn("some other stderr line", r.md)

    def test_fatal_error_is_a_violation_not_a_crash(self):
        r = self.agentcheck("--collectors", "marksweep,compact", "--modes", "int", "--stress", "0",
                            "--", "Main", "fatal=compact")
        self.assertEqual(r.verdict_of("compact-int-nostress"), "violation")
        self.assertIn("FATAL ERROR in JVMPI agent libtoy.so: RawMonitorExit", r.md)

    def test_heap_checker_failure_is_a_violation(self):
        r = self.agentcheck("--collectors", "marksweep,semispace", "--modes", "int", "--stress", "0",
                            "--", "Main", "heapcheck=semispace")
        self.assertEqual(r.verdict_of("semispace-int-nostress"), "violation")
        self.assertIn("Heap event protocol violated: OBJECT_MOVE of unknown object 0x1234", r.md)

    def test_crash_report(self):
        r = self.agentcheck("--collectors", "marksweep", "--modes", "int,comp", "--stress", "0",
                            "--", "Main", "crash=comp")
        self.assertEqual(r.verdict_of("marksweep-comp-nostress"), "crash")
        self.assertIn("signal 11 (SIGSEGV)", r.md)
        self.assertIn("Crash report:", r.md)
        self.assertIn("  #0 toy_method_entry+0x12 (libtoy.so)", r.md)

    def test_crash_without_report_shows_last_40_lines(self):
        r = self.agentcheck("--collectors", "marksweep", "--modes", "int,mixed", "--stress", "0",
                            "--", "Main", "bigcrash=mixed")
        self.assertEqual(r.verdict_of("marksweep-mixed-nostress"), "crash")
        self.assertIn("exit status 139", r.md)
        self.assertIn("Last 40 lines of stderr (no crash report)", r.md)
        self.assertIn("stderr line 59", r.md)
        self.assertIn("stderr line 20", r.md)
        self.assertNotIn("stderr line 19\n", r.md)

    def test_watchdog(self):
        r = self.agentcheck("--collectors", "marksweep,refcount", "--modes", "int", "--stress", "0",
                            "--", "Main", "watchdog=refcount")
        self.assertEqual(r.status, 1)
        self.assertEqual(r.verdict_of("refcount-int-nostress"), "hang")
        self.assertIn("Watchdog report", r.md)
        self.assertIn("JVMPI watchdog: agent libtoy.so has held the VM", r.md)
        self.assertIn("    at toy_wait (toy.c:7)", r.md)

    def test_status_124_without_the_watchdog_line_is_no_hang(self):
        outcome = classify_text("", 124, reference_status=0)
        self.assertEqual(outcome.verdict, verdicts.DIFFERS)

    def test_timeout_kills_the_process_group(self):
        pids = os.path.join(self.tmp.name, "pids")
        start = time.monotonic()
        r = self.agentcheck("--collectors", "marksweep,compact", "--modes", "int", "--stress", "0",
                            "--timeout", "1.5", "--", "Main", "hang=compact",
                            env={"FAKE_CHILD_PID_FILE": pids})
        self.assertLess(time.monotonic() - start, 30)
        self.assertEqual(r.status, 1)
        self.assertEqual(r.verdict_of("compact-int-nostress"), "hang")
        self.assertIn("killed by the runner after", r.md)
        self.assertIn("Stderr:\n\n```\n(empty)\n```", r.md)
        with open(pids) as f:
            child = int(f.read().split()[0])
        # The VM's own child went with it (it may linger a moment as a zombie of init).
        for _ in range(50):
            if not alive(child):
                break
            time.sleep(0.1)
        self.assertFalse(alive(child), "the hung VM's child process survived")

    def test_interrupt_ends_the_running_vms(self):
        for signum in (signal.SIGINT, signal.SIGTERM):
            pids = os.path.join(self.tmp.name, f"pids-{signum}")
            command = runner_command() + ["--loupe", FAKE, "--report", os.path.join(self.tmp.name, "r"),
                                          "--jobs", "2", "--collectors", "marksweep,compact,semispace",
                                          "--modes", "int", "--stress", "0", "--", "Main", "hang=compact/semispace"]
            env = dict(os.environ, PYTHONPATH=PACKAGE_DIR, PYTHONDONTWRITEBYTECODE="1", FAKE_CHILD_PID_FILE=pids)
            # (A shell's background job starts with SIGINT ignored.)
            runner = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                      preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
            children = []
            for _ in range(300):
                if os.path.exists(pids):
                    with open(pids) as f:
                        children = f.read().split()
                if len(children) == 2:
                    break
                time.sleep(0.1)
            self.assertEqual(len(children), 2, "the hanging cells did not start")
            runner.send_signal(signum)
            _, stderr = runner.communicate(timeout=30)
            self.assertEqual(runner.returncode, 130, stderr)
            self.assertIn(b"loupe-agentcheck: interrupted", stderr)
            for _ in range(50):
                if not any(alive(int(pid)) for pid in children):
                    break
                time.sleep(0.1)
            self.assertFalse(any(alive(int(pid)) for pid in children), "a VM outlived the runner")

    def test_exit_status_differs(self):
        r = self.agentcheck("--collectors", "marksweep,generational", "--modes", "int", "--stress", "0",
                            "--", "Main", "status=generational")
        self.assertEqual(r.verdict_of("generational-int-nostress"), "differs")
        self.assertIn("exit status 0 in marksweep-int-nostress, exit status 3 here", r.md)
        self.assertIn("generational-int-nostress: generational, int, no stress: differs (exit status not the first "
                      "cell's; exit status 3;", r.md)

    def test_jobs_give_the_same_verdicts(self):
        program = ["--collectors", "marksweep,semispace,refcount", "--modes", "int,comp",
                   "--", "Main", "violate=semispace", "crash=comp/stress", "differ=refcount"]
        serial = self.agentcheck(*program).verdicts()
        parallel = self.agentcheck("--jobs", "4", *program,
                                   report_dir=os.path.join(self.tmp.name, "parallel")).verdicts()
        self.assertEqual(serial, parallel)
        self.assertEqual(list(serial), list(parallel))   # and in the same order


class TestCompare(RunnerTestCase):
    args = ("--collectors", "marksweep,semispace,refcount", "--modes", "int", "--stress", "0")

    def test_ids_differ_without_compare(self):
        r = self.agentcheck(*self.args, "--", "Main", "ids=all")
        self.assertEqual(r.status, 1)
        self.assertEqual(r.verdict_of("semispace-int-nostress"), "differs")
        self.assertRegex(r.md, r"(?m)^-object 0x[0-9a-f]+$")
        self.assertRegex(r.md, r"(?m)^\+object 0x[0-9a-f]+$")
        self.assertIn("```diff", r.md)

    def test_compare_normalises(self):
        r = self.agentcheck(*self.args, "--compare", "sed 's/0x[0-9a-f]*/ID/g'", "--", "Main", "ids=all")
        self.assertEqual(r.status, 0, r.md)
        # A real difference still shows through the normalisation.
        r = self.agentcheck(*self.args, "--compare", "sed 's/0x[0-9a-f]*/ID/g'", "--", "Main", "ids=all",
                            "differ=refcount")
        self.assertEqual(r.verdict_of("refcount-int-nostress"), "differs")
        self.assertEqual(r.verdict_of("semispace-int-nostress"), "ok")
        self.assertIn("-result 42\n+result 43", r.md)

    def test_failing_compare_command(self):
        r = self.agentcheck(*self.args, "--compare", "exit 3", "--", "Main")
        self.assertEqual(r.status, 2)
        self.assertIn("--compare command failed (exit status 3)", r.stderr)


class TestReports(RunnerTestCase):
    def test_markdown(self):
        r = self.agentcheck("--collectors", "semispace,marksweep", "--modes", "comp,int", "--stress", "5",
                            "--", "Main", "violate=semispace")
        md = r.md
        self.assertIn("| collector | comp | comp, stress 5 | int | int, stress 5 |", md)
        self.assertRegex(md, r"\| semispace \| \S+ violation \| \S+ violation \| \S+ violation \| \S+ violation \|")
        self.assertRegex(md, r"\| marksweep \| \S+ ok \| \S+ ok \| \S+ ok \| \S+ ok \|")
        # The first cell is the first collector's first mode without stress.
        self.assertLess(md.index("- semispace-comp-nostress:"), md.index("- marksweep-int-stress5:"))
        self.assertIn("- semispace-int-stress5: semispace, int, -Xgcstress:5: violation (", md)
        self.assertIn("### semispace-comp-stress5: violation", md)
        self.assertIn("## Messages across the matrix", md)
        self.assertIn("- 8 x in 4 cells (semispace-comp-nostress, semispace-comp-stress5, "
                      "semispace-int-nostress, semispace-int-stress5):", md)
        self.assertIn("`cells/semispace-comp-stress5.err`", md)

    def test_cell_outputs_are_kept(self):
        r = self.agentcheck("--collectors", "compact", "--modes", "int", "--", "Main", "violate=stress")
        cells = sorted(os.listdir(os.path.join(r.report_dir, "cells")))
        self.assertEqual(cells, ["compact-int-nostress.err", "compact-int-nostress.out",
                                 "compact-int-stress10.err", "compact-int-stress10.out"])
        self.assertEqual(r.read("cells/compact-int-stress10.out"), "hello from Main\nresult 42\n")
        self.assertIn("WARNING in JVMPI agent", r.read("cells/compact-int-stress10.err"))
        self.assertNotIn("WARNING", r.read("cells/compact-int-nostress.err"))
        # A second run into the same folder leaves none of the first run's cells.
        r = self.agentcheck("--collectors", "marksweep", "--modes", "int", "--stress", "0", "--", "Main",
                            report_dir=r.report_dir)
        self.assertEqual(sorted(os.listdir(os.path.join(r.report_dir, "cells"))),
                         ["marksweep-int-nostress.err", "marksweep-int-nostress.out"])

    def test_html_is_coloured_self_contained_and_escaped(self):
        r = self.agentcheck("--collectors", "marksweep,semispace,generational,refcount", "--modes", "int",
                            "--stress", "0", "--timeout", "1",
                            "--", "Main", "html=semispace", "crash=generational", "hang=refcount")
        page = r.html
        self.assertTrue(page.startswith("<!DOCTYPE html>"))
        self.assertIn("<style>", page)
        self.assertNotIn("<script", page)
        self.assertNotIn("<b>bad</b>", page)
        self.assertNotIn("src=", page)
        self.assertIn("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; done", page)
        self.assertIn("WARNING in JVMPI agent libx.so: &lt;b&gt;bad&lt;/b&gt; &amp; &quot;quoted&quot;", page)
        self.assertIn('<td class="verdict ok">ok</td>', page)
        self.assertIn('<td class="verdict violation"><a href="#semispace-int-nostress">violation</a></td>', page)
        self.assertIn('<td class="verdict crash"><a href="#generational-int-nostress">crash</a></td>', page)
        self.assertIn('<td class="verdict hang"><a href="#refcount-int-nostress">hang</a></td>', page)
        self.assertIn('<h3 id="semispace-int-nostress">', page)
        for verdict, (background, _) in report.COLOURS.items():
            self.assertIn(f"td.{verdict}, span.{verdict} {{ background: {background};", page)
        # green, red, orange, yellow
        self.assertEqual([report.COLOURS[v][0] for v in ("ok", "violation", "crash", "hang", "differs")],
                         ["#2e7d32", "#c62828", "#c62828", "#ef6c00", "#fdd835"])


class TestUsage(RunnerTestCase):
    def assert_usage_error(self, message, *args, loupe=FAKE):
        r = self.agentcheck(*args, loupe=loupe)
        self.assertEqual(r.status, 2, r.stdout + r.stderr)
        self.assertIn(message, r.stderr)
        self.assertEqual(r.stdout, "")
        return r

    def test_help(self):
        r = self.agentcheck("--help")
        self.assertEqual(r.status, 0)
        for text in ("usage: loupe-agentcheck", "--collectors", "--modes", "--stress", "--timeout", "--compare",
                     "--report", "--jobs", "--loupe", "violation", "docs/agent-validation.md"):
            self.assertIn(text, r.stdout)

    def test_bad_collectors_and_modes(self):
        r = self.assert_usage_error("argument --collectors: unknown collector 'g1'", "--collectors", "marksweep,g1",
                                    "--", "Main")
        self.assertIn("usage: loupe-agentcheck", r.stderr)
        self.assert_usage_error("a collector named twice", "--collectors", "compact,compact", "--", "Main")
        self.assert_usage_error("empty collector name", "--collectors", "compact,", "--", "Main")
        self.assert_usage_error("argument --modes: unknown mode 'jit'", "--modes", "int,jit", "--", "Main")

    def test_all_means_every_one(self):
        log = os.path.join(self.tmp.name, "log")
        r = self.agentcheck("--collectors", "all", "--modes", "all", "--stress", "0", "--", "Main",
                            env={"FAKE_LOUPE_LOG": log})
        self.assertEqual(r.status, 0)
        self.assertIn("15 cells: 15 ok", r.stdout)

    def test_bad_numbers(self):
        self.assert_usage_error("argument --stress: '-1' is not a whole number >= 0", "--stress", "-1", "--", "Main")
        self.assert_usage_error("argument --stress: 'ten' is not", "--stress", "ten", "--", "Main")
        self.assert_usage_error("argument --timeout: '0' is not", "--timeout", "0", "--", "Main")
        self.assert_usage_error("argument --jobs: '0' is not", "--jobs", "0", "--", "Main")

    def test_bad_program(self):
        self.assert_usage_error("missing '--'", "Main")
        self.assert_usage_error("nothing to run after '--'", "--")
        self.assert_usage_error("no main class or -jar file", "--", "-cp", "classes")
        self.assert_usage_error("-jar needs a jar file", "--", "-jar")
        self.assert_usage_error("-Xgc:semispace: the runner sets this per cell; use --collectors",
                                "--", "-Xgc:semispace", "Main")
        self.assert_usage_error("-Xcomp: the runner sets this per cell; use --modes", "--", "-Xcomp", "Main")
        self.assert_usage_error("-Xgcstress:1: the runner sets this per cell; use --stress",
                                "--", "-Xgcstress:1", "Main")
        # After the main class, -Xcomp is the program's argument.
        r = self.agentcheck("--collectors", "marksweep", "--modes", "int", "--stress", "0", "--", "Main", "-Xcomp")
        self.assertEqual(r.status, 0)

    def test_unknown_option(self):
        self.assert_usage_error("unrecognized arguments: --colectors", "--colectors", "x", "--", "Main")

    def test_no_loupe(self):
        self.assert_usage_error("no such executable", "--", "Main", loupe=os.path.join(self.tmp.name, "nothing"))

    def test_vm_without_xcheck(self):
        r = self.agentcheck("--", "Main", env={"FAKE_LOUPE_NO_XCHECK": "1"})
        self.assertEqual(r.status, 2)
        self.assertIn("the VM did not start the program in the first cell (marksweep-int-nostress)", r.stderr)
        self.assertIn("Unrecognized option: -Xcheck:jvmpi", r.stderr)
        self.assertIn("this loupe does not have -Xcheck:jvmpi or -Xcheckgcevents", r.stderr)

    def test_installed_script_finds_loupe_beside_itself(self):
        script = os.environ.get("LOUPE_AGENTCHECK")
        if not script:
            self.skipTest("LOUPE_AGENTCHECK not set (run from meson)")
        self.assertTrue(os.access(script, os.X_OK), f"{script} is not executable")
        # A copy of the script beside a 'loupe' (the fake VM).
        folder = os.path.join(self.tmp.name, "bin")
        os.mkdir(folder)
        os.symlink(FAKE, os.path.join(folder, "loupe"))
        with open(script) as f, open(os.path.join(folder, "loupe-agentcheck"), "w") as copy:
            copy.write(f.read())
        os.chmod(os.path.join(folder, "loupe-agentcheck"), 0o755)
        completed = subprocess.run([os.path.join(folder, "loupe-agentcheck"),
                                    "--report", os.path.join(self.tmp.name, "r2"), "--stress", "0",
                                    "--collectors", "compact", "--modes", "comp", "--", "Main"],
                                   capture_output=True, text=True, timeout=60)
        self.assertEqual(completed.returncode, 0, completed.stderr)
        with open(os.path.join(self.tmp.name, "r2", "report.md")) as f:
            self.assertIn(f"- VM: `{os.path.join(folder, 'loupe')}`", f.read())


# ---- stderr parsing on its own ----

def classify_text(stderr, status, stdout="out\n", reference_status=0, reference_stdout="out\n", timed_out=False):
    run = verdicts.Run(["loupe"], status, timed_out, stdout, stderr, 1.0)
    reference = verdicts.Run(["loupe"], reference_status, False, reference_stdout, "", 1.0)
    return verdicts.classify(run, stdout, reference, reference_stdout)


class TestParsing(unittest.TestCase):
    def test_messages_with_call_sites(self):
        stderr = ("noise\n"
                  "WARNING in JVMPI agent liba.so: one\n\tat f (a.c:1)\n\tat g (a.c:2)\n"
                  "more noise\n\tat not_a_call_site\n"
                  "FATAL ERROR in JVMPI agent liba.so: two\n"
                  "  WARNING in JVMPI agent indented, not a message\n"
                  "WARNING in JVMPI agent liba.so: one\n\tat f (a.c:1)\n\tat g (a.c:2)\n")
        messages = verdicts.violation_messages(stderr)
        self.assertEqual(messages, ["WARNING in JVMPI agent liba.so: one\n\tat f (a.c:1)\n\tat g (a.c:2)",
                                    "FATAL ERROR in JVMPI agent liba.so: two",
                                    "WARNING in JVMPI agent liba.so: one\n\tat f (a.c:1)\n\tat g (a.c:2)"])
        self.assertEqual(verdicts.deduplicate(messages),
                         [(messages[0], 2), (messages[1], 1)])

    def test_same_header_other_call_site_is_another_message(self):
        messages = verdicts.violation_messages("WARNING in JVMPI agent x: m\n\tat a\n"
                                               "WARNING in JVMPI agent x: m\n\tat b\n")
        self.assertEqual(len(verdicts.deduplicate(messages)), 2)

    def test_messages_differing_in_hex_numbers_are_one(self):
        messages = verdicts.violation_messages(
            "WARNING in JVMPI agent x: object ID 0x7f00 freed twice\n\tat f+0x12 (x.so)\n"
            "WARNING in JVMPI agent x: object ID 0x7f08 freed twice\n\tat f+0x12 (x.so)\n"
            "WARNING in JVMPI agent x: object ID 0x7f08 freed twice\n\tat g+0x40 (x.so)\n")
        self.assertEqual(verdicts.deduplicate(messages), [(messages[0], 2), (messages[2], 1)])

    def test_many_distinct_messages_are_cut(self):
        from agentcheck import matrix
        stderr = "".join(f"WARNING in JVMPI agent x: problem number {n}\n" for n in range(60))
        run = verdicts.Run(["loupe"], 0, False, "", stderr, 1.0)
        outcome = verdicts.classify(run, "", run, "")
        self.assertEqual(len(outcome.messages), 60)
        results = [(matrix.Cell("marksweep", "int", 0), run, outcome)]
        md = report.markdown(results, {"command": "c", "loupe": "l", "program": "p", "started": "s", "seconds": 1})
        self.assertIn("problem number 49\n", md)
        self.assertNotIn("problem number 50\n", md)
        self.assertIn("... and 10 more distinct messages (cells/marksweep-int-nostress.err)", md)
        self.assertIn("- ... and 10 more distinct messages", md)
        page = report.html_report(results, {"command": "c", "loupe": "l", "program": "p", "started": "s",
                                            "seconds": 1})
        self.assertIn("... and 10 more distinct messages", page)

    def test_heap_checker_text_is_the_vms(self):
        # The runner looks for the line EventChecker::fail writes.
        path = os.path.join(SOURCE_ROOT, "gc", "common", "event_checker.cpp")
        with open(path) as f:
            source = f.read()
        self.assertIn('"' + verdicts.HEAP_CHECKER_FAILURE + "%s", source)

    def test_verdict_order(self):
        warning = "WARNING in JVMPI agent x: m\n"
        self.assertEqual(classify_text(warning, -11).verdict, verdicts.CRASH)
        self.assertEqual(classify_text(warning, 0).verdict, verdicts.VIOLATION)
        self.assertEqual(classify_text("FATAL ERROR in JVMPI agent x: m\n", -6).verdict, verdicts.VIOLATION)
        self.assertEqual(classify_text("Heap event protocol violated: x\n", -6).verdict, verdicts.VIOLATION)
        self.assertEqual(classify_text(warning + "JVMPI watchdog: stuck\n", 124).verdict, verdicts.HANG)
        self.assertEqual(classify_text(warning, -9, timed_out=True).verdict, verdicts.HANG)
        self.assertEqual(classify_text("", 128).verdict, verdicts.CRASH)
        self.assertEqual(classify_text("", 127, reference_status=127).verdict, verdicts.OK)
        self.assertEqual(classify_text("", 1).verdict, verdicts.DIFFERS)
        self.assertEqual(classify_text("", 0, stdout="other\n").verdict, verdicts.DIFFERS)
        self.assertEqual(classify_text("anything else\n", 0).verdict, verdicts.OK)

    def test_status_text(self):
        self.assertEqual(verdicts.status_text(0), "exit status 0")
        self.assertEqual(verdicts.status_text(-11), "signal 11 (SIGSEGV)")

    def test_long_diff_is_cut(self):
        diff = verdicts.output_diff("\n".join(map(str, range(100))), "\n".join(map(str, range(100, 200))), "a", "b")
        self.assertEqual(len(diff), verdicts.DIFF_MAX_LINES + 1)
        self.assertTrue(diff[-1].startswith("... ("))

    def test_diff_of_long_outputs(self):
        same = "\n".join(map(str, range(verdicts.DIFF_INPUT_MAX_LINES)))
        self.assertEqual(verdicts.output_diff(same + "\nx", same + "\nx", "a", "b"), [])
        diff = verdicts.output_diff(same + "\nx", same + "\ny", "a", "b")
        self.assertEqual(diff[1], "(they differ after that)")
        diff = verdicts.output_diff("a\n" + same, "b\n" + same, "a", "b")
        self.assertTrue(diff[0].startswith("(only the first 5000 lines compared"))
        self.assertIn("-a", diff)
        self.assertIn("+b", diff)

    def test_markdown_fence_survives_backquotes(self):
        self.assertEqual(report.fence(["```", "x"]), ["````", "```", "x", "````"])


def alive(pid):
    """Running (not a zombie)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def tearDownModule():
    FAKE_DIR.cleanup()


if __name__ == "__main__":
    unittest.main()
