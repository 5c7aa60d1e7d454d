"""Parsing recorded outputs: bench lines, GC logs of Loupe and HotSpot,
unsupported options, the checks of one run, source declarations."""
import os
import tempfile
import unittest

from helpers import bench_time, exit_status, fixture, pauses_in, run_from

from loupebench import configs, environment, parsing, programs


class BenchLine(unittest.TestCase):
    def test_recorded_line(self):
        line = parsing.parse_bench_line(fixture("loupe-bench.stdout"))
        self.assertEqual(line, parsing.BenchLine("NBody", "s1", bench_time("loupe-bench.stdout"), 3725798584181916364))
        self.assertGreater(line.time_ms, 0)

    def test_negative_checksum_and_param_size(self):
        line = parsing.parse_bench_line("bench Foo size=param=12 time_ms=0.004 checksum=-5")
        self.assertEqual((line.size, line.time_ms, line.checksum), ("param=12", 0.004, -5))

    def test_not_a_bench_line(self):
        for text in ("bench Foo size=s1 time_ms=1.0", "benchmark Foo", "bench Foo size=s1 time_ms=x checksum=1",
                     "[0.1s][info][gc] Using G1"):
            self.assertIsNone(parsing.parse_bench_line(text), text)


class LoupeGcLog(unittest.TestCase):
    def setUp(self):
        self.out = parsing.parse_stdout(fixture("loupe-gc.stdout"))

    def test_every_pause_kept(self):
        n = len(pauses_in("loupe-gc.stdout"))
        self.assertGreater(n, 10)
        self.assertEqual(len(self.out.pauses), n)
        self.assertEqual([p.gc_id for p in self.out.pauses], list(range(n)))
        self.assertEqual(self.out.gc_lines, n)
        self.assertEqual(self.out.other, [])
        self.assertEqual(len(self.out.bench), 1)

    def test_first_and_last_pause(self):
        first, last = self.out.pauses[0], self.out.pauses[-1]
        self.assertEqual((first.gc_id, first.kind, first.heap_mb), (0, "Pause semispace (Allocation Failure)", 6.0))
        self.assertEqual((last.gc_id, last.ms), pauses_in("loupe-gc.stdout")[-1])
        self.assertLess(first.uptime_s, last.uptime_s)
        self.assertTrue(all(p.after_mb <= p.before_mb <= p.heap_mb for p in self.out.pauses))

    def test_the_example_of_the_brief(self):
        p = parsing.parse_pause("[0.123s][info][gc] GC(3) Pause semispace (Allocation Failure) 32M->5M(32M) 1.342ms")
        self.assertEqual((p.gc_id, p.before_mb, p.after_mb, p.heap_mb, p.ms), (3, 32, 5, 32, 1.342))


class OtherLoupeCollectors(unittest.TestCase):
    def test_generational(self):
        out = parsing.parse_stdout(fixture("loupe-generational-gc.stdout"))
        self.assertEqual([(p.gc_id, p.ms) for p in out.pauses], pauses_in("loupe-generational-gc.stdout"))
        self.assertTrue(out.pauses)
        self.assertTrue(all(p.kind.startswith("Pause generational") for p in out.pauses))
        self.assertEqual((len(out.bench), out.other), (1, []))


class HotSpotGcLog(unittest.TestCase):
    def test_g1_pauses_and_other_gc_lines(self):
        text = fixture("hotspot-g1-gc.stdout")
        out = parsing.parse_stdout(text)
        self.assertEqual([(p.gc_id, p.ms) for p in out.pauses], pauses_in("hotspot-g1-gc.stdout"))
        # + Using G1, Concurrent Mark Cycle start and end, To-space exhausted, ...
        self.assertEqual(out.gc_lines, sum(1 for l in text.splitlines() if l.startswith("[")))
        self.assertGreater(out.gc_lines, len(out.pauses))
        self.assertEqual(out.other, [])
        kinds = {p.kind for p in out.pauses}
        self.assertIn("Pause Remark", kinds)
        self.assertIn("Pause Cleanup", kinds)
        self.assertIn("Pause Young (Normal) (G1 Evacuation Pause)", kinds)
        self.assertEqual((out.pauses[0].gc_id, out.pauses[0].kind, out.pauses[0].heap_mb),
                         (0, "Pause Young (Normal) (G1 Evacuation Pause)", 8.0))
        # Remark and Cleanup belong to their concurrent cycle's GC(n)
        for remark in (p for p in out.pauses if p.kind == "Pause Remark"):
            self.assertIn(("Pause Cleanup", remark.gc_id), [(p.kind, p.gc_id) for p in out.pauses])

    def test_serial(self):
        out = parsing.parse_stdout(fixture("hotspot-serial-gc.stdout"))
        self.assertEqual([(p.kind, p.ms) for p in out.pauses],
                         [("Pause Young (Allocation Failure)", ms) for _, ms in pauses_in("hotspot-serial-gc.stdout")])
        self.assertEqual(len(out.pauses), 1)

    def test_units_and_padding(self):
        p = parsing.parse_pause("[1.5s][info ][gc     ] GC(7) Pause Full (System.gc()) 512K->1G(2G) 10ms")
        self.assertEqual((p.kind, p.before_mb, p.after_mb, p.heap_mb, p.ms), ("Pause Full (System.gc())", 0.5,
                                                                              1024.0, 2048.0, 10.0))

    def test_not_pauses(self):
        for line in ("[0.003s][info][gc] Using G1", "[0.181s][info][gc] GC(3) Concurrent Mark Cycle 25.974ms",
                     "GC(0) Pause Young (Normal) 6M->1M(9M) 2.345ms", "[0.1s][info][safepoint] GC(0) Pause 1M->1M(2M) 1ms"):
            self.assertIsNone(parsing.parse_pause(line), line)


class Unsupported(unittest.TestCase):
    def test_unknown_collector(self):
        status = exit_status("loupe-unknown-gc")
        reason = configs.unsupported_reason(status, fixture("loupe-unknown-gc.stderr"),
                                            fixture("loupe-unknown-gc.stdout"))
        self.assertTrue(reason.startswith("Unknown garbage collector"), reason)
        self.assertIn("nosuchgc", reason)

    def test_unknown_collector_on_stdout(self):
        # what Loupe printed before the collectors arrived (exit status 1), as
        # HotSpot prints its "Error occurred during initialization of VM"
        stdout = "Error occurred during initialization of VM\nUnknown garbage collector: marksweep\n"
        self.assertEqual(configs.unsupported_reason(1, "", stdout), "Unknown garbage collector: marksweep")

    def test_unknown_options(self):
        self.assertEqual(configs.unsupported_reason(exit_status("loupe-unknown-option"),
                                                    fixture("loupe-unknown-option.stderr")),
                         "Unrecognized option: -Xrunnosuchagent:cpu=samples")
        self.assertEqual(configs.unsupported_reason(exit_status("hotspot-unknown-option"),
                                                    fixture("hotspot-unknown-option.stderr")),
                         "Unrecognized VM option 'NoSuchOption'")

    def test_a_wrong_result_is_not_unsupported(self):
        self.assertIsNone(configs.unsupported_reason(1, fixture("loupe-wrong-result.stderr")))
        self.assertIsNone(configs.unsupported_reason(0, "Unrecognized option: -Xfoo"))


class CheckingARun(unittest.TestCase):
    def test_good_run_with_gc_log(self):
        run = run_from("BinaryTrees", "loupe-int", 1, fixture("loupe-gc.stdout"), expected=-2278421344676527489)
        self.assertEqual((run.status, run.time_ms, len(run.pauses)),
                         ("ok", bench_time("loupe-gc.stdout"), len(pauses_in("loupe-gc.stdout"))))

    def test_wrong_checksum(self):
        run = run_from("BinaryTrees", "loupe-int", 1, fixture("loupe-gc.stdout"), expected=1)
        self.assertEqual(run.status, "failed")
        self.assertIn("expected 1", run.message)

    def test_wrong_program_name(self):
        run = run_from("Sieve", "loupe-int", 1, fixture("loupe-bench.stdout"), expected=3725798584181916364, size="s1")
        self.assertIn("names NBody", run.message)

    def test_failed_and_unsupported(self):
        run = run_from("NBody", "loupe-int", 1, "", status=1, stderr=fixture("loupe-wrong-result.stderr"))
        self.assertEqual(run.status, "failed")
        self.assertTrue(run.message.startswith("exit status 1: NBody: WRONG RESULT"))
        run = run_from("NBody", "loupe-int-nosuchgc", 1, fixture("loupe-unknown-gc.stdout"), status=1,
                       stderr=fixture("loupe-unknown-gc.stderr"))
        self.assertEqual(run.status, "unsupported")
        self.assertIn("nosuchgc", run.message)

    def test_stray_stdout_fails(self):
        run = run_from("NBody", "loupe-int", 1, "hello\n" + fixture("loupe-bench.stdout"),
                       expected=3725798584181916364, size="s1")
        self.assertEqual(run.status, "failed")
        self.assertIn("hello", run.message)
        run = run_from("NBody", "loupe-int", 1, fixture("loupe-bench.stdout") * 2, expected=3725798584181916364,
                       size="s1")
        self.assertIn("2 'bench ...' lines", run.message)


class Sources(unittest.TestCase):
    SOURCE = """// bench-options: -Xmx8m
// Loupe benchmark
//   bench-options:  -Xss2m -Dk=v
class A {
    static final long[] CHECKSUMS = {1L, -2_000L, 3l};
}
"""

    def test_checksums(self):
        self.assertEqual(parsing.declared_checksums(self.SOURCE, ("s1", "s10", "s100")),
                         {"s1": 1, "s10": -2000, "s100": 3})
        self.assertIsInstance(parsing.declared_checksums("class A {}", ("s1",)), str)
        self.assertIsInstance(parsing.declared_checksums(self.SOURCE, ("s1", "s10")), str)

    def test_bench_options_near_the_top_only(self):
        self.assertEqual(parsing.bench_options(self.SOURCE), ["-Xmx8m", "-Xss2m", "-Dk=v"])
        late = "\n" * parsing.OPTION_LINES + "// bench-options: -Xmx1m\n"
        self.assertEqual(parsing.bench_options(late), [])

    def test_program_declarations(self):
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, "A.java"), "w") as f:
                f.write(self.SOURCE)
            with open(os.path.join(d, "B.java"), "w") as f:
                f.write("class B { static final long[] CHECKSUMS = {0L, 0L, 0L}; }")
            self.assertEqual(programs.all_programs(d), ["A", "B"])
            a = programs.load("A", d)
            self.assertEqual((a.options, a.checksums["s10"], a.problem), (["-Xmx8m", "-Xss2m", "-Dk=v"], -2000, ""))
            self.assertEqual(programs.require_checksum(a, "s10").problem, "")
            b = programs.require_checksum(programs.load("B", d), "s10")
            self.assertEqual(b.problem, "no checksum for s10 yet (CHECKSUMS declares 0)")
            self.assertIn("cannot read", programs.load("C", d).problem)

    def test_javac_error(self):
        self.assertEqual(parsing.first_error(fixture("javac-error.stderr")),
                         "/tmp/fixture/Broken.java:1: error: incompatible types: String cannot be converted to int")


class Environment(unittest.TestCase):
    def test_versions_on_one_line(self):
        text = fixture("loupe-version.stderr")
        self.assertEqual(parsing.version_summary(text), " / ".join(text.strip().splitlines()))
        self.assertTrue(parsing.version_summary(text).startswith('loupe version "0.1.0" (Java SE 17 subset) / '))
        self.assertEqual(parsing.version_summary("\n  a \n\nb\n"), "a / b")
        self.assertIn("17.0.15", parsing.version_summary(fixture("java-version.stderr")))

    def test_machine(self):
        model = next(l for l in fixture("cpuinfo.txt").splitlines() if l.startswith("model name"))
        self.assertEqual(environment.cpu_model(fixture("cpuinfo.txt")), model.split(":", 1)[1].strip())
        self.assertEqual(environment.cpu_model("processor\t: 0\nmodel name\t: AMD EPYC\n"), "AMD EPYC")
        kib = int(fixture("meminfo.txt").split()[1])
        self.assertAlmostEqual(environment.memory_gib(fixture("meminfo.txt")), kib / 1024 / 1024)
        self.assertEqual(environment.cpu_model(""), "unknown CPU")

    def test_stats_room(self):
        self.assertEqual(parsing.parse_stats("bytecodes executed: 12345\nheap used = 3.5 MB\nnoise\n"),
                         {"bytecodes executed": 12345.0, "heap used (MB)": 3.5})
        self.assertEqual(parsing.parse_stats(fixture("loupe-gc.stdout")), {})
        # the layout of vm/runtime/statistics.cpp
        text = ("Loupe statistics (-Xstats):\n  bytecodes executed   123456\n"
                "  method invocations   1500 from bytecode, 20 from the VM\n"
                "  objects allocated    900 (1.5 MB)\n"
                "  JIT compilations     none (Loupe interprets only)\n"
                "  bytecodes by opcode, top 2 of 40 executed:\n"
                "     1. iload                   40000   32.4%\n     2. goto                     1000    0.8%\n")
        self.assertEqual(parsing.parse_stats(text),
                         {"bytecodes executed": 123456, "method invocations": 1500, "objects allocated": 900,
                          "opcode iload": 40000, "opcode goto": 1000})

    def test_recorded_xstats(self):
        """-Xstats goes to stderr; stdout keeps its one bench line."""
        stats = parsing.parse_stats(fixture("loupe-xstats.stderr"))
        for key in ("bytecodes executed", "method invocations", "objects allocated", "collections", "safepoints"):
            self.assertIn(key, stats)
        self.assertGreater(stats["bytecodes executed"], 1e6)
        opcodes = {k: v for k, v in stats.items() if k.startswith("opcode ")}
        self.assertEqual(len(opcodes), 20)
        self.assertLessEqual(sum(opcodes.values()), stats["bytecodes executed"])
        run = run_from("NBody", "loupe-int", 1, fixture("loupe-xstats.stdout"), expected=3725798584181916364,
                       size="s1")
        self.assertTrue(run.ok)


class JitStats(unittest.TestCase):
    LINE = ("[jit] compiled 233 methods (11556 bytes of bytecode) in 5.31 ms: 2176 bytecode bytes/ms; "
            "3 not compiled, 12 forgotten")

    def test_the_documented_line(self):
        self.assertEqual(parsing.parse_jit_stats("noise\n" + self.LINE + "\nmore noise\n"),
                         {"methods": 233, "bytecode_bytes": 11556, "ms": 5.31, "rate": 2176.0, "not_compiled": 3,
                          "forgotten": 12})

    def test_nothing_compiled(self):
        """-Xint with -Xjit:stats: the line says 0 everywhere."""
        line = "[jit] compiled 0 methods (0 bytes of bytecode) in 0.00 ms: 0 bytecode bytes/ms; 0 not compiled, 0 forgotten"
        self.assertEqual(parsing.parse_jit_stats(line)["rate"], 0.0)

    def test_no_line(self):
        for text in ("", fixture("loupe-xstats.stderr"), fixture("loupe-wrong-result.stderr"),
                     "[jit] compiled Fib.fib (29 bytes of bytecode, 12 instructions compiled, 578 bytes of code)",
                     self.LINE.replace("5.31 ms", "5.31ms")):
            self.assertIsNone(parsing.parse_jit_stats(text), text[:80])

    def test_recorded(self):
        """A real run of loupe -Xjit:stats: the line on stderr agrees with
        itself, and stdout keeps its one bench line."""
        got = parsing.parse_jit_stats(fixture("loupe-jit-stats.stderr"))
        self.assertIsNotNone(got)
        self.assertGreater(got["methods"], 0)
        self.assertGreaterEqual(got["bytecode_bytes"], got["methods"])
        self.assertGreater(got["ms"], 0)
        # the VM divides by the unrounded time; the line shows it to 0.01 ms
        self.assertLessEqual(abs(got["rate"] - got["bytecode_bytes"] / got["ms"]),
                             got["bytecode_bytes"] / got["ms"] * 0.005 / got["ms"] + 1)
        run = run_from("NBody", "loupe-jit", 1, fixture("loupe-jit-stats.stdout"), expected=3725798584181916364,
                       size="s1", stderr=fixture("loupe-jit-stats.stderr"))
        self.assertTrue(run.ok, run.message)
        self.assertEqual(run.jit, got)
        self.assertEqual(run_from("NBody", "loupe-int", 1, fixture("loupe-bench.stdout"), expected=3725798584181916364,
                                  size="s1").jit, {})


if __name__ == "__main__":
    unittest.main()
