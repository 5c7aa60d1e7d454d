"""bench/accuracy.py's pure parts (loupebench.profile_accuracy): settings,
collapsed profiles and their overlap, the table with its mean row, the
targets, the CSV files. Fake profiles and numbers; no VM runs."""
import csv
import importlib.util
import math
import os
import stat
import sys
import tempfile
import unittest

from helpers import TESTS, config

from loupebench import accuracy
from loupebench import profile_accuracy as pa

BC10K, BC10K_J = pa.Setting("bytecodes", 10000), pa.Setting("bytecodes", 10000, 100)
SAMPLES, SITES, EXACT = pa.Setting("samples", 1), pa.Setting("sites"), pa.Setting("exact")


def fake_table():
    """Three programs; Db's jitter profile failed, Jess has no timing for sites."""
    t = pa.Table(["Compress", "Db", "Jess"], [BC10K, BC10K_J, SAMPLES, SITES])
    values = {  # program: {setting: (overlap, rel error, ratio)}
        "Compress": {BC10K: (99.0, -2.0e-6, 1.05), BC10K_J: (98.0, -3.0e-6, 1.06),
                     SAMPLES: (None, None, 1.01), SITES: (None, None, 1.5)},
        "Db": {BC10K: (96.0, 4.0e-4, 1.20), BC10K_J: (None, None, 1.21),
               SAMPLES: (None, None, 1.04), SITES: (None, None, 2.0)},
        "Jess": {BC10K: (93.0, -1.0e-5, 1.10), BC10K_J: (94.0, 0.0, 1.10),
                 SAMPLES: (None, None, 1.09), SITES: (None, None, None)},
    }
    for p, by in values.items():
        for s, (over, err, ratio) in by.items():
            c = t.cell(p, s)
            c.overlap_pct, c.rel_error, c.ratio = over, err, ratio
            if s.sampled and over is not None:
                c.samples = 5400
                c.compare = {"exact_contexts": 146, "sampled_contexts": 24, "common_contexts": 24,
                             "exact_total": 54014920, "sampled_total": 54010002}
    t.cell("Db", BC10K_J).problem = "profile: exit status 1: HPROF ERROR"
    t.cell("Jess", SITES).problem = "timing: a run failed"
    for p, ratio in (("Compress", 14.0), ("Db", 12.0), ("Jess", None)):
        t.cell(p, EXACT).ratio = ratio
    return t


def row(markdown, first):
    for line in markdown.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells[0] == first:
            return cells
    raise AssertionError(f"no row {first!r} in\n{markdown}")


class Settings(unittest.TestCase):
    def test_options_and_names(self):
        self.assertEqual(EXACT.hprof, "cpu=bytecodes,interval=1")
        self.assertEqual(BC10K.hprof, "cpu=bytecodes,interval=10000")
        self.assertEqual(BC10K_J.hprof, "cpu=bytecodes,interval=10000,jitter=100")
        self.assertEqual(SAMPLES.hprof, "cpu=samples,interval=1")
        self.assertEqual(SITES.hprof, "heap=sites")
        self.assertEqual(BC10K_J.options("depth=100", "/p/x.txt"),
                         "-Xrunhprof:cpu=bytecodes,interval=10000,jitter=100,depth=100,file=/p/x.txt")
        self.assertEqual([pa.Setting("bytecodes", g).name for g in (500, 1000, 100000, 1000000)],
                         ["loupe-int-hprof-bytecodes500", "loupe-int-hprof-bytecodes1k",
                          "loupe-int-hprof-bytecodes100k", "loupe-int-hprof-bytecodes1M"])
        self.assertEqual((BC10K.family, BC10K_J.family),
                         ("loupe-int-hprof-bytecodes", "loupe-int-hprof-bytecodes-jitter100"))

    def test_same_as_configs_py(self):
        """The configurations the script makes are configs.py's where it has them."""
        for s in (BC10K, BC10K_J, SAMPLES, SITES):
            made, known = s.config(), config(s.name)
            self.assertEqual((made.prefix, made.base), (known.prefix, known.base), s.name)
            self.assertIn("agents", known.groups)

    def test_settings_for(self):
        names = [s.name for s in pa.settings_for([1000, 10000], [0, 100])]
        self.assertEqual(names, ["loupe-int-hprof-bytecodes1k", "loupe-int-hprof-bytecodes1k-jitter100",
                                 "loupe-int-hprof-bytecodes10k", "loupe-int-hprof-bytecodes10k-jitter100",
                                 "loupe-int-hprof-samples1ms", "loupe-int-hprof-sites"])
        self.assertEqual(pa.settings_for([10000], [0], samples_ms=0, sites=False), [BC10K])

    def test_parse_list(self):
        self.assertEqual(pa.parse_list("1000, 10000,1000", "--intervals"), [1000, 10000])
        self.assertEqual(pa.parse_list("0,100", "--jitters"), [0, 100])
        for text, what in (("0", "--intervals"), ("x", "--intervals"), ("", "--jitters"), ("-1", "--jitters")):
            with self.assertRaises(ValueError, msg=text):
                pa.parse_list(text, what)


class Profiles(unittest.TestCase):
    EXACT = "main;a 60\nmain;b 30\nmain 10\nmain;a 0\n"

    def test_compare_files(self):
        with tempfile.TemporaryDirectory() as d:
            e, s = os.path.join(d, "e.collapsed"), os.path.join(d, "s.collapsed")
            for path, text in ((e, self.EXACT), (s, "main;a 60\nmain;b 40\n")):
                with open(path, "w") as f:
                    f.write(text)
            tool = os.path.join(d, "profile-overlap")      # a stand-in printing fixed JSON
            with open(tool, "w") as f:
                f.write(f"#!{sys.executable}\nimport sys\nassert sys.argv[1] == '--json'\n"
                        "print('{\"overlap_pct\": 97.5, \"exact_contexts\": 3, \"sampled_contexts\": 2, '\n"
                        "      '\"common_contexts\": 2, \"exact_total\": 100, \"sampled_total\": 100, '\n"
                        "      '\"relative_error\": 0}')\n")
            os.chmod(tool, os.stat(tool).st_mode | stat.S_IXUSR)
            self.assertEqual(pa.compare_files(e, s, tool)["overlap_pct"], 97.5)
            with open(tool, "w") as f:
                f.write(f"#!{sys.executable}\nimport sys\nsys.exit('cannot read')\n")
            with self.assertRaises(pa.ProfileError):
                pa.compare_files(e, s, tool)

    def test_samples(self):
        text = "TRACE 1:\nCPU SAMPLES BEGIN (total = 5401) Sat Nov 21 12:10:46 2026\nrank self\n"
        self.assertEqual(pa.samples_of(BC10K, text, 54010002), 5401)
        self.assertEqual(pa.samples_of(BC10K, "", 54010002), 5401)
        self.assertEqual(pa.samples_of(BC10K_J, "", 10049500), 1000)     # mean granularity 10049.5


class Table(unittest.TestCase):
    def test_mean(self):
        t = fake_table()
        m = t.mean(BC10K)
        self.assertAlmostEqual(m.overlap_pct, 96.0)
        self.assertEqual(m.max_abs_error, 4.0e-4)
        self.assertAlmostEqual(m.ratio, (1.05 * 1.20 * 1.10) ** (1 / 3))
        self.assertEqual((m.counted_overlap, m.counted_ratio), (3, 3))
        j = t.mean(BC10K_J)
        self.assertAlmostEqual(j.overlap_pct, 96.0)
        self.assertEqual((j.counted_overlap, j.counted_ratio), (2, 3))
        self.assertAlmostEqual(t.mean(SITES).ratio, math.sqrt(3.0))
        self.assertIsNone(pa.mean_of([]).ratio)

    def test_markdown(self):
        md = pa.markdown(fake_table(), EXACT)
        self.assertEqual(md.splitlines()[0], "| program | exact (interval=1) | bytecodes 10000 | "
                                             "bytecodes 10000 jitter 100 | samples 1 ms | heap=sites |")
        self.assertEqual(md.splitlines()[1], "|---|---:|---:|---:|---:|---:|")
        self.assertEqual(row(md, "Compress"), ["Compress", "14.0x", "99.0% / -2.0e-06 / 1.05x",
                                               "98.0% / -3.0e-06 / 1.06x", "1.01x", "1.50x"])
        self.assertEqual(row(md, "Db")[2:4], ["96.0% / 4.0e-04 / 1.20x", "- / - / 1.21x"])
        self.assertEqual(row(md, "Jess")[1], "-")
        self.assertEqual(row(md, "Jess")[3], "94.0% / 0 / 1.10x")
        self.assertEqual(row(md, "Jess")[5], "FAILED")
        mean = row(md, "**mean**")
        self.assertEqual(mean[1], "**13.0x** (1 left out)")
        self.assertEqual(mean[2], "**96.0% / max 4.0e-04 / 1.11x**")
        self.assertEqual(mean[3], "**96.0% / max 3.0e-06 / 1.12x** (1 left out)")
        self.assertEqual(mean[5], "**1.73x** (1 left out)")

    def test_targets(self):
        verdicts = pa.check_targets(fake_table())
        self.assertEqual([v for v, _ in verdicts], ["PASS", "PASS", "PASS", "PASS", "MISS", "MISS", "PASS", "PASS"])
        lines = [line for _, line in verdicts]
        self.assertIn("bytecodes 10000: overlap with the exact profile >= 95% on average: mean 96.0% "
                      "(lowest Jess 93.0%)", lines[0])
        self.assertIn("1 of 3 programs without a value", lines[1])
        self.assertIn("max 4.0e-04 (Db 4.0e-04)", lines[2])
        self.assertIn("highest Db 1.20x", lines[4])
        t = fake_table()
        t.settings = [pa.Setting("bytecodes", 1000)]
        self.assertEqual({v for v, _ in pa.check_targets(t)}, {"NOT MEASURED"})
        self.assertIn("samples 1 ms:", pa.targets_text(pa.check_targets(t)))

    def test_repeat_note(self):
        t = fake_table()
        self.assertIsNone(pa.repeat_note(t))
        t.cell("Db", BC10K).repeat_overlap_pct, t.cell("Db", BC10K).repeat_rel_error = 99.99, 1e-7
        t.cell("Jess", BC10K).repeat_overlap_pct, t.cell("Jess", BC10K).repeat_rel_error = 100.0, 0.0
        self.assertIn("at least 99.990% (Db, bytecodes 10000)", pa.repeat_note(t))


class Files(unittest.TestCase):
    def test_accuracy_csv_reads_back(self):
        """accuracy.csv is what run.py --accuracy and the accuracy plot read."""
        rows = pa.accuracy_rows(fake_table())
        self.assertEqual(len(rows), 5)            # Db's jitter run has no overlap
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "accuracy.csv")
            pa.write_csv(path, pa.ACCURACY_HEAD, rows)
            back = accuracy.load(path)
            with open(path) as f:
                raw = list(csv.DictReader(f))
        self.assertEqual(back[0], {"config": "loupe-int-hprof-bytecodes", "interval": "10000",
                                   "overhead_pct": 5.0, "overlap_pct": 99.0, "program": "Compress"})
        self.assertEqual((raw[0]["rel_error"], raw[0]["samples"], raw[0]["jitter"]), ("-2.000000e-06", "5400", "0"))
        points = accuracy.aggregate(back)
        self.assertEqual(list(points), [("loupe-int-hprof-bytecodes", "10000"),
                                        ("loupe-int-hprof-bytecodes-jitter100", "10000")])
        over, overlap = points["loupe-int-hprof-bytecodes", "10000"]
        self.assertAlmostEqual(overlap, 96.0)
        self.assertAlmostEqual(over, ((1.05 * 1.20 * 1.10) ** (1 / 3) - 1) * 100, places=3)

    def test_cells_csv(self):
        rows = pa.cells_rows(fake_table(), EXACT)
        self.assertTrue(all(len(r) == len(pa.CELLS_HEAD) for r in rows))
        means = [r for r in rows if r[0] == "mean"]
        self.assertEqual([r[1] for r in means], ["exact (interval=1)", "bytecodes 10000", "bytecodes 10000 jitter 100",
                                                 "samples 1 ms", "heap=sites"])
        self.assertEqual(means[1][4:8], ["96.0000", "4.000000e-04", "", "1.1149"])
        failed = next(r for r in rows if r[0] == "Db" and r[2] == BC10K_J.name)
        self.assertEqual(failed[pa.CELLS_HEAD.index("problem")], "profile: exit status 1: HPROF ERROR")


class Script(unittest.TestCase):
    def load(self):
        path = os.path.join(os.path.dirname(TESTS), "accuracy.py")
        spec = importlib.util.spec_from_file_location("accuracy_script", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module

    def test_arguments_and_tool(self):
        script = self.load()
        args = script.parse_args([])
        self.assertEqual((args.size, args.reps, args.intervals, args.jitters), ("s10", 3, "10000", "0,100"))
        with tempfile.TemporaryDirectory() as d:
            loupe = os.path.join(d, "loupe")
            with self.assertRaises(SystemExit):
                script.find_overlap_tool(None, loupe)
            tool = os.path.join(d, "tools", "profile-overlap", "profile-overlap")
            os.makedirs(os.path.dirname(tool))
            with open(tool, "w") as f:
                f.write("#!/bin/sh\n")
            os.chmod(tool, 0o755)
            self.assertEqual(script.find_overlap_tool(None, loupe), tool)
            self.assertEqual(script.find_overlap_tool(tool, loupe), tool)
            with self.assertRaises(SystemExit):
                script.find_overlap_tool(os.path.join(d, "nothing"), loupe)
        self.assertEqual(list(pa.SPEC_PROGRAMS), ["Compress", "Db", "Jess", "Javac", "Jack", "Mpegaudio", "Mtrt"])
        self.assertTrue(all(os.path.exists(os.path.join(os.path.dirname(TESTS), "programs", p + ".java"))
                            for p in pa.SPEC_PROGRAMS))


if __name__ == "__main__":
    unittest.main()
