"""The Markdown report, the CSV files, results.json and the accuracy file."""
import csv
import json
import os
import re
import tempfile
import unittest

from helpers import config, pauses_in, run_from, sample_results

from loupebench import accuracy, report, results


def table_rows(markdown, first_cell):
    """The cells of the Markdown table row starting with first_cell."""
    for line in markdown.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells and cells[0] == first_cell:
            return cells
    raise AssertionError(f"no row {first_cell!r} in\n{markdown}")


class Markdown(unittest.TestCase):
    def setUp(self):
        self.a = report.Analysis(sample_results())

    def test_times(self):
        md = report.times_md(self.a)
        self.assertEqual(md.splitlines()[0], "| program | loupe-int | hotspot-int | hotspot-default |")
        self.assertEqual(md.splitlines()[1], "|---|---:|---:|---:|")
        self.assertEqual(table_rows(md, "BinaryTrees"),
                         ["BinaryTrees", "160.0 (150.0-170.0)", "490.0 (480.0-500.0)", "22.0 (20.0-25.0)"])
        self.assertEqual(table_rows(md, "Sieve")[1], "505.0 (500.0-510.0) (1 of 3 FAILED)")
        self.assertNotIn("Broken", md)            # skipped programs are listed apart

    def test_ratios(self):
        md = report.ratios_md(self.a)
        self.assertEqual(table_rows(md, "BinaryTrees"), ["BinaryTrees", "0.33", "1.00", "0.045"])
        self.assertEqual(table_rows(md, "Sieve")[1], "-")
        self.assertEqual(table_rows(md, "**geometric mean**")[1], "**0.59** (1 left out)")

    def test_gc(self):
        md = report.gc_md(self.a)
        row = table_rows(md, "BinaryTrees")
        n = str(len(pauses_in("loupe-gc.stdout")))
        self.assertEqual(row[:4], ["BinaryTrees", "loupe-int", n, n])
        self.assertIn("total vs hotspot-int", md.splitlines()[0])
        self.assertNotIn("| NBody |", md)
        self.assertIn("No GC pause on any configuration: NBody, Sieve.", md)
        self.assertIn("| BinaryTrees | hotspot-default | 0 | 0 | 0.0 | 0.00 | 0 |", md)

    def test_report(self):
        md = report.report_md(self.a, [("relative.svg", "kernel time relative to hotspot-int")])
        for text in ("# Loupe benchmarks: size s10, 3 repetitions", "- command: `bench/run.py --gc`",
                     "- machine: AMD EPYC", "`java -version`", "## Skipped",
                     "configuration `loupe-int-marksweep` (`loupe -Xint -Xgc:marksweep`): not supported",
                     "program `Broken`: does not compile", "## Garbage collection", "](relative.svg)",
                     "## Failed runs", "Sieve loupe-int rep 2: exit status 1: Sieve: WRONG RESULT"):
            self.assertIn(text.replace("Sieve: WRONG", "NBody: WRONG"), md)
        self.assertIsNone(re.search(r"\bnan\b", md, re.IGNORECASE))


class Statistics(unittest.TestCase):
    def test_xstats_section(self):
        res = sample_results()
        for r in res.runs:
            if r.program == "NBody" and r.config == "loupe-int":
                r.stats = {"bytecodes executed": 100.0 * r.rep, "opcode iload": 5.0}
        md = report.stats_md(report.Analysis(res))
        self.assertIn("### NBody", md)
        self.assertEqual(table_rows(md, "bytecodes executed"), ["bytecodes executed", "200"])
        self.assertNotIn("opcode", md)
        self.assertEqual(report.stats_md(report.Analysis(sample_results())), "")


class JitSpeed(unittest.TestCase):
    def results(self):
        """sample_results with loupe-jit beside: NBody compiles 2000 bytes
        in 1, 2 and 4 ms, BinaryTrees 3000 bytes in 1 ms each time; Sieve
        printed no line."""
        res = sample_results(gc=False)
        res.configs.append(config("loupe-jit"))
        for rep in range(3):
            for program, ms in (("NBody", [1.0, 2.0, 4.0][rep]), ("BinaryTrees", 1.0), ("Sieve", None)):
                stderr = "" if ms is None else (
                    f"[jit] compiled 10 methods ({2000 if program == 'NBody' else 3000} bytes of bytecode) in "
                    f"{ms:.2f} ms: {(2000 if program == 'NBody' else 3000) / ms:.0f} bytecode bytes/ms; "
                    "0 not compiled, 1 forgotten\n")
                res.runs.append(run_from(program, "loupe-jit", rep + 1, "", time_ms=100.0, stderr=stderr))
        return res

    def test_table(self):
        a = report.Analysis(self.results())
        md = report.jit_md(a)
        self.assertEqual(md.splitlines()[0], "| program | loupe-jit |")
        self.assertEqual(table_rows(md, "NBody"), ["NBody", "1000 (10 methods, 2.00 ms)"])
        self.assertEqual(table_rows(md, "BinaryTrees"), ["BinaryTrees", "3000 (10 methods, 1.00 ms)"])
        self.assertEqual(table_rows(md, "Sieve"), ["Sieve", "-"])
        self.assertEqual(table_rows(md, "**geometric mean**"), ["**geometric mean**", f"**{(1000 * 3000) ** 0.5:.0f}**"])
        # (3 x 2000 + 3 x 3000 bytes) / (7 + 3 ms)
        self.assertEqual(table_rows(md, "**total** (all bytes / all ms)")[1], "**1500**")
        self.assertIn("JIT compile speed", report.summary_md(a))
        self.assertEqual(report.jit_md(report.Analysis(sample_results())), "")

    def test_files(self):
        res = self.results()
        with tempfile.TemporaryDirectory() as out:
            results.save(res, os.path.join(out, "results.json"))
            again = results.load(os.path.join(out, "results.json"))
            self.assertEqual(again, res)
            report.write_all(again, out)
            with open(os.path.join(out, "jit.csv"), newline="") as f:
                rows = list(csv.DictReader(f))
            self.assertEqual(len(rows), 6)
            self.assertEqual(rows[0]["rate"], "2000.0")
            with open(os.path.join(out, "report.md")) as f:
                self.assertIn("## JIT compile speed", f.read())

    def test_old_results_without_jit(self):
        """results.json written before -Xjit:stats has no "jit" in its runs."""
        text = results.to_json(sample_results())
        data = json.loads(text)
        for r in data["runs"]:
            del r["jit"]
        self.assertEqual(results.from_json(json.dumps(data)), sample_results())


class Files(unittest.TestCase):
    def test_folder(self):
        res = sample_results()
        res.configs.append(config("loupe-int-hprof-samples"))
        for rep, t in enumerate([240.0, 200.0, 230.0]):
            res.runs.append(run_from("NBody", "loupe-int-hprof-samples", rep + 1, "", time_ms=t))
        rows = accuracy.parse("config,interval,overhead_pct,overlap_pct\nhprof,10ms,5,80\nhprof,1ms,30,95\n")
        with tempfile.TemporaryDirectory() as out:
            results.save(res, os.path.join(out, "results.json"))
            again = results.load(os.path.join(out, "results.json"))
            self.assertEqual(again, res)
            _, made = report.write_all(again, out, rows)
            self.assertEqual(made, ["relative.svg", "gc-pauses.svg", "overhead.svg", "accuracy.svg"])
            for name in ("report.md", "runs.csv", "summary.csv", "geomean.csv", "gc.csv", "gc_pauses.csv",
                         "overhead.csv"):
                self.assertTrue(os.path.exists(os.path.join(out, name)), name)

            def read(name):
                with open(os.path.join(out, name), newline="") as f:
                    return list(csv.DictReader(f))
            runs = read("runs.csv")
            self.assertEqual(len(runs), 30)
            self.assertEqual(sum(r["status"] == "failed" for r in runs), 1)
            summary = {(r["program"], r["config"]): r for r in read("summary.csv")}
            self.assertEqual(summary["BinaryTrees", "loupe-int"]["median_ms"], "160.0")
            self.assertEqual(summary["BinaryTrees", "loupe-int"]["ratio"], f"{160 / 490:.4f}")
            self.assertEqual(summary["NBody", "loupe-int-marksweep"]["status"], "skipped")
            self.assertEqual(summary["Broken", "hotspot-int"]["status"], "skipped")
            means = {r["config"]: r for r in read("geomean.csv")}
            self.assertEqual((means["loupe-int"]["programs"], means["loupe-int"]["left_out"]), ("2", "1"))
            self.assertEqual(len(read("gc_pauses.csv")),
                             3 * len(pauses_in("loupe-gc.stdout")) + 3 * len(pauses_in("hotspot-g1-gc.stdout")))
            gc = {(r["program"], r["config"]): r for r in read("gc.csv")}
            self.assertEqual(gc["BinaryTrees", "hotspot-int"]["total_vs_reference"], "1.0000")
            over = read("overhead.csv")
            self.assertEqual([(r["program"], r["slowdown"]) for r in over],
                             [("NBody", f"{230 / 560:.4f}"), ("geomean", f"{230 / 560:.4f}")])
            with open(os.path.join(out, "report.md")) as f:
                md = f.read()
            self.assertIn("## Profiling overhead", md)
            self.assertIn("![sampling accuracy against overhead](accuracy.svg)", md)


class AccuracyFile(unittest.TestCase):
    CSV = ("config,interval,overhead_pct,overlap_pct,program\n"
           "hprof,10ms,5,80,A\nhprof,10ms,15,90,B\nhprof,1ms,30,95,A\nhprof,1ms,50,97,B\n"
           "other,100us,60,99,A\n")

    def test_csv_and_json_agree(self):
        rows = accuracy.parse(self.CSV)
        as_json = json.dumps({"rows": rows})
        self.assertEqual(accuracy.parse(as_json), rows)
        self.assertEqual(accuracy.parse(json.dumps(rows)), rows)

    def test_aggregate(self):
        points = accuracy.aggregate(accuracy.parse(self.CSV))
        self.assertEqual(list(points), [("hprof", "1ms"), ("hprof", "10ms"), ("other", "100us")])
        over, overlap = points["hprof", "10ms"]
        self.assertAlmostEqual(over, ((1.05 * 1.15) ** 0.5 - 1) * 100)
        self.assertAlmostEqual(overlap, 85.0)

    def test_errors(self):
        for bad in ("config,interval,overhead_pct\nx,1ms,3\n", "config,interval,overhead_pct,overlap_pct\nx,1ms,a,3\n",
                    "config,interval,overhead_pct,overlap_pct\nx,1ms,3,120\n", "[1, 2]", "{\"rows\": 3}", "[{"):
            with self.assertRaises(accuracy.FormatError, msg=bad):
                accuracy.parse(bad)


if __name__ == "__main__":
    unittest.main()
