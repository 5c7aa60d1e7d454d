"""The SVG module and the plots: well-formed XML, the expected elements, no
NaN, nothing drawn without data."""
import math
import unittest
import xml.etree.ElementTree as ET

from helpers import config, pauses_in, run_from, sample_results

from loupebench import accuracy, plots, report, stats, svg

NS = "{http://www.w3.org/2000/svg}"


def parse(text):
    root = ET.fromstring(text)
    self_check = [root.tag == NS + "svg", float(root.get("width")) > 0, float(root.get("height")) > 0]
    assert all(self_check), self_check
    lowered = text.lower()
    assert "nan" not in lowered.replace("nbody", "").replace("fannkuch", ""), "NaN in SVG"
    assert "inf" not in lowered.replace("info", ""), "infinity in SVG"
    return root


def texts(root):
    return [t.text for t in root.iter(NS + "text")]


def inside(root):
    """Every rect, circle and line lies within the canvas."""
    w, h = float(root.get("width")), float(root.get("height"))
    for e in root.iter():
        for k, limit in (("x", w), ("cx", w), ("x1", w), ("x2", w), ("y", h), ("cy", h), ("y1", h), ("y2", h)):
            if e.get(k) is not None and e.tag != NS + "text":
                v = float(e.get(k))
                if not -0.5 <= v <= limit + 0.5:
                    return False
    return True


class Primitives(unittest.TestCase):
    def test_num(self):
        self.assertEqual(svg.num(1.0), "1")
        self.assertEqual(svg.num(2.456), "2.46")
        self.assertEqual(svg.num(-0.001), "0")
        for bad in (math.nan, math.inf):
            with self.assertRaises(ValueError):
                svg.num(bad)

    def test_escaping(self):
        c = svg.Canvas(100, 50, "a < b & \"c\"")
        c.text(10, 20, "x < y & z")
        root = parse(c.render())
        self.assertEqual(texts(root), ["x < y & z"])
        self.assertEqual(root.find(NS + "title").text, "a < b & \"c\"")

    def test_linear_ticks(self):
        s = svg.Linear(0, 9.3, 300, 0)
        self.assertEqual(s.ticks(), [0, 2, 4, 6, 8, 10])
        self.assertEqual((s(0), s(10)), (300, 0))

    def test_log_ticks(self):
        self.assertEqual(svg.log_ticks(0.04, 25), [0.01, 0.1, 1, 10, 100])
        self.assertEqual(svg.log_ticks(0.26, 1.5), [0.2, 0.5, 1, 2])
        self.assertEqual(svg.log_ticks(1.05, 2.9), [1, 1.5, 2, 3])
        s = svg.Log(0.1, 10, 200, 0)
        self.assertAlmostEqual(s(1), 100)

    def test_wrap(self):
        lines = svg.wrap("one two three four five six seven", 60, 12)
        self.assertGreater(len(lines), 1)
        self.assertEqual(" ".join(lines), "one two three four five six seven")


class Charts(unittest.TestCase):
    def test_bar_chart(self):
        values = {("A", "x"): 0.5, ("A", "y"): 2.0, ("B", "x"): None, ("B", "y"): 1.5}
        for log in (False, True):
            root = parse(svg.bar_chart("T", ["A", "B"], ["x", "y"], values, "ratio", errors={("A", "x"): (0.4, 0.6)},
                                       log=log, reference=1.0, reference_label="base", label_groups=("A",)))
            bars = [r for r in root.iter(NS + "rect") if r.find(NS + "title") is not None]
            self.assertEqual(len(bars), 3)
            t = texts(root)
            for label in ("T", "A", "B", "x", "y", "base", "n/a", "0.50", "2.00"):
                self.assertIn(label, t)
            self.assertTrue(inside(root))

    def test_box_strip_chart(self):
        points = {"g1": [("p", v) for v in (1.0, 2.0, 3.0, 50.0)] + [("q", 0.5)], "ref": [("p", 1.5)], "none": []}
        root = parse(svg.box_strip_chart("Pauses", ["g1", "none", "ref"], points, "ms", reference_groups=("ref",),
                                         reference_label="HotSpot", box_stats=stats.box))
        self.assertEqual(len(list(root.iter(NS + "circle"))), 6 + 2)   # points + legend markers
        t = texts(root)
        for label in ("g1", "ref", "none", "HotSpot", "no pauses", "n=5", "p", "q"):
            self.assertIn(label, t)
        self.assertTrue(inside(root))

    def test_many_points_are_thinned(self):
        points = {"g": [("p", 0.1 + i / 1000) for i in range(5000)]}
        root = parse(svg.box_strip_chart("P", ["g"], points, "ms", limit=500, box_stats=stats.box))
        self.assertEqual(len(list(root.iter(NS + "circle"))), 500 + 1)
        self.assertIn("n=5000 (500 shown)", texts(root))

    def test_line_chart(self):
        root = parse(svg.line_chart("Acc", {"s": [(30, 95, "1ms"), (5, 80, "10ms")]}, "overhead", "overlap",
                                    y_range=(0, 100)))
        self.assertEqual(len(list(root.iter(NS + "polyline"))), 1)
        self.assertIn("10ms", texts(root))


class Plots(unittest.TestCase):
    def setUp(self):
        self.res = sample_results()
        self.a = report.Analysis(self.res)

    def test_relative(self):
        root = parse(plots.relative(self.res, self.a.table, self.a.ratios, self.a.means))
        t = texts(root)
        for label in ("BinaryTrees", "NBody", "Sieve", "geomean", "loupe-int", "hotspot-default", "hotspot-int"):
            self.assertIn(label, t)
        self.assertNotIn("Broken", t)
        self.assertNotIn("loupe-int-marksweep", t)

    def test_gc_pauses(self):
        root = parse(plots.gc_pauses(self.res))
        t = texts(root)
        self.assertIn("HotSpot (reference)", t)
        self.assertIn(f"n={3 * len(pauses_in('loupe-gc.stdout'))}", t)   # 3 runs on Loupe
        self.assertIn("no pauses", t)         # hotspot-default had none
        self.assertIsNone(plots.gc_pauses(sample_results(gc=False)))

    def test_no_data_no_plot(self):
        self.assertIsNone(plots.overhead(self.res, self.a.overhead))
        self.assertEqual([name for name, _, _ in report.make_plots(self.a)], ["relative.svg", "gc-pauses.svg"])

    def test_overhead_and_accuracy(self):
        self.res.configs.append(config("loupe-int-hprof-samples"))
        for rep, t in enumerate([200.0, 210.0, 190.0]):
            self.res.runs.append(run_from("BinaryTrees", "loupe-int-hprof-samples", rep + 1, "", time_ms=t))
        a = report.Analysis(self.res)
        root = parse(plots.overhead(self.res, a.overhead))
        self.assertIn("loupe-int-hprof-samples", texts(root))
        rows = accuracy.parse('[{"config": "hprof", "interval": "1ms", "overhead_pct": 40, "overlap_pct": 96},'
                              ' {"config": "hprof", "interval": "20ms", "overhead_pct": 3, "overlap_pct": 70}]')
        root = parse(plots.accuracy(rows))
        self.assertIn("20ms", texts(root))
        self.assertIsNone(plots.accuracy([]))


if __name__ == "__main__":
    unittest.main()
