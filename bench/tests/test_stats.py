"""Medians, geometric means, ratios, GC and overhead summaries."""
import math
import unittest

from helpers import config, fixture, pauses_in, run_from, sample_results

from loupebench import stats


class Basics(unittest.TestCase):
    def test_median(self):
        self.assertEqual(stats.median([3.0]), 3.0)
        self.assertEqual(stats.median([5.0, 1.0, 3.0]), 3.0)
        self.assertEqual(stats.median([4.0, 1.0, 3.0, 2.0]), 2.5)
        with self.assertRaises(ValueError):
            stats.median([])

    def test_geomean(self):
        self.assertAlmostEqual(stats.geomean([2.0, 8.0]), 4.0)
        self.assertAlmostEqual(stats.geomean([0.5, 2.0]), 1.0)
        self.assertIsNone(stats.geomean([]))
        for bad in ([0.0, 1.0], [-1.0], [math.nan]):
            with self.assertRaises(ValueError):
                stats.geomean(bad)

    def test_box(self):
        b = stats.box([1, 2, 3, 4, 5, 6, 7, 8, 100])
        self.assertEqual((b.q1, b.median, b.q3), (3, 5, 7))
        self.assertEqual((b.low, b.high, b.outliers, b.n), (1, 8, (100,), 9))
        self.assertEqual(stats.box([2.5]), stats.Box(2.5, 2.5, 2.5, 2.5, 2.5, (), 1))


class Comparison(unittest.TestCase):
    def setUp(self):
        self.res = sample_results()
        self.table = stats.cells(self.res)

    def test_cells(self):
        c = self.table["BinaryTrees", "loupe-int"]
        self.assertEqual((c.median, c.low, c.high, c.ok, c.runs, c.status), (160.0, 150.0, 170.0, 3, 3, "ok"))
        s = self.table["Sieve", "loupe-int"]
        self.assertEqual((s.median, s.ok, s.runs, s.status), (505.0, 2, 3, "partial"))
        self.assertEqual(self.table["NBody", "loupe-int-marksweep"].status, "skipped")
        self.assertEqual(self.table["Broken", "loupe-int"].status, "skipped")

    def test_ratios_and_geomean(self):
        names = [c.name for c in self.res.ran_configs]
        r = stats.ratios(self.table, self.res.ran_programs, names, "hotspot-int")
        self.assertAlmostEqual(r["loupe-int"]["BinaryTrees"], 160 / 490)
        self.assertAlmostEqual(r["loupe-int"]["NBody"], 560 / 525)
        self.assertNotIn("Sieve", r["loupe-int"])        # a failed run: no ratio
        self.assertEqual(r["hotspot-int"], {"BinaryTrees": 1.0, "NBody": 1.0, "Sieve": 1.0})
        means = stats.geomeans(r, self.res.ran_programs)
        self.assertAlmostEqual(means["loupe-int"].value, math.sqrt(160 / 490 * 560 / 525))
        self.assertEqual((means["loupe-int"].counted, means["loupe-int"].missing), (2, 1))
        self.assertAlmostEqual(means["hotspot-default"].value, (22 / 490 * 40 / 525 * 45 / 470) ** (1 / 3))

    def test_gc(self):
        gc = stats.gc_cells(self.res)
        loupe, g1 = gc["BinaryTrees", "loupe-int"], gc["BinaryTrees", "hotspot-int"]
        recorded_loupe, recorded_g1 = pauses_in("loupe-gc.stdout"), pauses_in("hotspot-g1-gc.stdout")
        self.assertEqual((loupe.runs, loupe.collections, loupe.pauses), (3, len(recorded_loupe), len(recorded_loupe)))
        # Remark and Cleanup share their cycle's id: fewer collections than pauses
        self.assertEqual((g1.collections, g1.pauses), (len({i for i, _ in recorded_g1}), len(recorded_g1)))
        self.assertLess(g1.collections, g1.pauses)
        self.assertAlmostEqual(loupe.max_ms, max(ms for _, ms in recorded_loupe))
        self.assertEqual(gc["NBody", "loupe-int"].pauses, 0)
        self.assertEqual(gc["NBody", "loupe-int"].max_ms, 0.0)
        self.assertAlmostEqual(stats.gc_ratio(gc, "BinaryTrees", "loupe-int", "hotspot-int"),
                               loupe.total_ms / g1.total_ms)
        self.assertIsNone(stats.gc_ratio(gc, "NBody", "loupe-int", "hotspot-int"))  # HotSpot did not pause
        pauses = stats.pauses_by_config(self.res)
        self.assertEqual(len(pauses["loupe-int"]), 3 * len(recorded_loupe))
        self.assertEqual(pauses["loupe-int"][0], ("BinaryTrees", recorded_loupe[0][1]))

    def test_overhead(self):
        res = sample_results(gc=False)
        res.configs.append(config("loupe-int-hprof-samples"))
        for rep, t in enumerate([240.0, 200.0, 230.0]):
            res.runs.append(run_from("BinaryTrees", "loupe-int-hprof-samples", rep + 1, "", time_ms=t))
        table = stats.cells(res)
        over = stats.overhead(res, table)
        self.assertEqual(list(over), ["loupe-int-hprof-samples"])
        self.assertAlmostEqual(over["loupe-int-hprof-samples"]["BinaryTrees"], 230 / 160)
        self.assertNotIn("NBody", over["loupe-int-hprof-samples"])   # never run with the agent

    def test_fixture_pause_sum(self):
        from loupebench import parsing
        total = sum(p.ms for p in parsing.parse_stdout(fixture("loupe-gc.stdout")).pauses)
        self.assertAlmostEqual(stats.gc_cells(sample_results())["BinaryTrees", "loupe-int"].total_ms, total)


if __name__ == "__main__":
    unittest.main()
