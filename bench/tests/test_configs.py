"""Configurations, groups and the round-robin plan."""
import importlib.util
import os
import unittest

from helpers import config

from loupebench import configs, running


class Configurations(unittest.TestCase):
    def test_names_unique_and_not_group_names(self):
        names = [c.name for c in configs.CONFIGS]
        self.assertEqual(len(names), len(set(names)))
        self.assertEqual(set(names) & set(configs.groups()), set())

    def test_every_prefix_names_a_vm(self):
        for c in configs.CONFIGS:
            self.assertIn(c.vm, ("loupe", "java"), c.name)
            if c.base:
                self.assertIn(c.base, [x.name for x in configs.CONFIGS])

    def test_families(self):
        def names(*items):
            return [c.name for c in configs.select(list(items)).configs]
        self.assertEqual(names("hotspot"), ["hotspot-int", "hotspot-c1", "hotspot-default", "hotspot-c2"])
        self.assertEqual(names("collectors")[0], "loupe-int-semispace")
        self.assertTrue(all("-Xgc:" in config(n).prefix for n in names("collectors")))
        self.assertEqual(names("jit"), ["loupe-jit", "loupe-comp"])
        self.assertEqual(names(), ["loupe-int", "hotspot-int", "hotspot-c1", "hotspot-default"])
        self.assertEqual(names("hotspot-int,loupe-int", "hotspot"),
                         ["hotspot-int", "loupe-int", "hotspot-c1", "hotspot-default", "hotspot-c2"])

    def test_agents_bring_their_base(self):
        sel = configs.select(["agents"])
        self.assertEqual(sel.configs[-1].name, "loupe-int")
        self.assertEqual(len(sel.notes), 1)
        agents = [c.name for c in sel.configs if c.base]
        self.assertEqual(sel.unneeded(set(agents)), ["loupe-int"])
        self.assertEqual(sel.unneeded(set(agents[1:])), [])
        # asked for explicitly: never dropped
        self.assertEqual(configs.select(["loupe-int", "agents"]).unneeded(set(agents)), [])

    def test_unknown(self):
        with self.assertRaises(ValueError):
            configs.select(["loupe-int,nonsense"])

    def test_extra(self):
        c = configs.parse_extra("big=loupe -Xint -Xmx1g")
        self.assertEqual((c.name, c.vm, c.options), ("big", "loupe", ("-Xint", "-Xmx1g")))
        self.assertIsNone(c.executable)
        other = configs.parse_extra("nohooks=loupe@build-nohooks/loupe -Xint")
        self.assertEqual((other.vm, other.executable, other.options),
                         ("loupe", os.path.abspath("build-nohooks/loupe"), ("-Xint",)))
        for bad in ("big", "big=", "big=python x", "big=python@x y"):
            with self.assertRaises(ValueError):
                configs.parse_extra(bad)

    def test_baselines(self):
        sel = configs.select(["loupe-int,hotspot-c1,hotspot-int"]).configs
        self.assertEqual(configs.default_baseline(sel), "hotspot-c1")
        self.assertEqual(configs.default_baseline(configs.select(["collectors"]).configs), "loupe-int-semispace")
        self.assertEqual(configs.gc_reference(sel, "loupe-int"), "hotspot-c1")
        self.assertEqual(configs.gc_reference(sel, "hotspot-int"), "hotspot-int")
        self.assertIsNone(configs.gc_reference(configs.select(["collectors"]).configs, "loupe-int-semispace"))


class Plan(unittest.TestCase):
    def test_round_robin_rotates(self):
        steps = running.plan(3, ["A", "B"], ["x", "y", "z"])
        self.assertEqual(len(steps), 18)
        self.assertEqual([(r, p, c) for r, p, c in steps[:6]],
                         [(0, "A", "x"), (0, "A", "y"), (0, "A", "z"), (0, "B", "x"), (0, "B", "y"), (0, "B", "z")])
        self.assertEqual([c for r, p, c in steps if r == 1 and p == "A"], ["y", "z", "x"])
        self.assertEqual([c for r, p, c in steps if r == 2 and p == "B"], ["z", "x", "y"])

    def test_command(self):
        class P:
            name, options, classes = "GcBench", ["-Xmx8m"], "/c/GcBench"
        s = running.Settings({"loupe": "/b/loupe", "java": "/j/java"}, "s10", gc_log=True, vm_options=("-Xss2m",))
        self.assertEqual(running.command_for(s, config("loupe-int-semispace"), P),
                         ["/b/loupe", "-Xint", "-Xgc:semispace", "-Xmx8m", "-Xss2m", "-verbose:gc",
                          "-cp", "/c/GcBench", "GcBench", "s10"])
        self.assertEqual(running.command_for(s, config("hotspot-default"), P)[:4],
                         ["/j/java", "-Xmx8m", "-Xss2m", "-Xlog:gc"])

    def test_jit_stats_for_configurations_that_compile(self):
        class P:
            name, options, classes = "NBody", [], "/c/NBody"
        s = running.Settings({"loupe": "/b/loupe"}, "s1", jit_stats=frozenset({"loupe-jit", "loupe-comp"}))
        self.assertEqual(running.command_for(s, config("loupe-comp"), P),
                         ["/b/loupe", "-Xcomp", "-Xjit:stats", "-cp", "/c/NBody", "NBody", "s1"])
        self.assertNotIn("-Xjit:stats", running.command_for(s, config("loupe-int"), P))
        self.assertEqual([c.name for c in configs.CONFIGS if c.compiles], ["loupe-jit", "loupe-comp"])
        for prefix, compiles in (("loupe -Xint -Xcomp", True), ("loupe -Xcomp -Xint", False),
                                 ("loupe -Xstats", False), ("loupe -Xjit:threshold=10", True), ("java", False)):
            self.assertEqual(configs.parse_extra("x=" + prefix).compiles, compiles, prefix)


if __name__ == "__main__":
    unittest.main()


class CommandLineTest(unittest.TestCase):
    def test_vm_options_value_may_start_with_a_dash(self):
        path = os.path.join(os.path.dirname(__file__), "..", "run.py")
        spec = importlib.util.spec_from_file_location("bench_run", path)
        run = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(run)
        args = run.parse_args(["--vm-options", "-Xmx16m -Xss2m", "--add-config", "x=loupe -Xint", "--gc"])
        self.assertEqual(args.vm_options, "-Xmx16m -Xss2m")
        self.assertEqual(args.add_config, ["x=loupe -Xint"])
        self.assertTrue(args.gc)
        self.assertEqual(run.parse_args(["--vm-options=-Xmx8m"]).vm_options, "-Xmx8m")
