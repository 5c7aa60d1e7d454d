"""Shared by the runner's tests: the fixtures folder, and a small comparison
built from recorded outputs (no VM runs, no timing)."""
import os
import sys

TESTS = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(TESTS))          # bench/, for loupebench

from loupebench import configs, results, running  # noqa: E402

FIXTURES = os.path.join(TESTS, "fixtures")


def fixture(name):
    path = os.path.join(FIXTURES, name)
    if not os.path.exists(path):
        return ""
    with open(path) as f:
        return f.read()


def exit_status(name):
    for line in fixture("exit-status.txt").splitlines():
        n, status = line.split()
        if n == name:
            return int(status)
    raise KeyError(name)


def config(name):
    return next(c for c in configs.CONFIGS if c.name == name)


def run_from(program, config_name, rep, stdout, time_ms=None, expected=None, status=0, stderr="", size="s10"):
    """A Run as running.check_output makes it from a process's output. With
    time_ms, stdout is a bench line with that time (and the pauses of the
    given stdout)."""
    if time_ms is not None:
        gc = "\n".join(l for l in stdout.splitlines() if not l.startswith("bench "))
        stdout = gc + f"\nbench {program} size={size} time_ms={time_ms:.3f} checksum=7\n"
        expected = 7
    run = running.Run(program, config_name, rep, 0)
    return running.check_output(run, status, stdout, stderr, expected, size)


def sample_results(gc=True):
    """Three programs on Loupe and two HotSpot configurations, 3 repetitions,
    GC pauses from the recorded logs (none on hotspot-default); Sieve failed
    once on Loupe; a skipped
    collector and a program that did not compile."""
    loupe_gc, g1_gc = fixture("loupe-gc.stdout"), fixture("hotspot-g1-gc.stdout")
    times = {  # program: {config: [ms per rep]}
        "BinaryTrees": {"loupe-int": [160.0, 150.0, 170.0], "hotspot-int": [480.0, 500.0, 490.0],
                        "hotspot-default": [20.0, 25.0, 22.0]},
        "NBody": {"loupe-int": [560.0, 540.0, 580.0], "hotspot-int": [520.0, 530.0, 525.0],
                  "hotspot-default": [40.0, 41.0, 39.0]},
        "Sieve": {"loupe-int": [500.0, None, 510.0], "hotspot-int": [470.0, 480.0, 460.0],
                  "hotspot-default": [45.0, 44.0, 46.0]},
    }
    chosen = [config("loupe-int"), config("loupe-int-marksweep"), config("hotspot-int"), config("hotspot-default")]
    res = results.Results("s10", 3, chosen, ["BinaryTrees", "Broken", "NBody", "Sieve"], baseline="hotspot-int",
                          gc_log=gc, command="bench/run.py --gc", date="2026-11-21 08:00 UTC")
    res.skipped_configs["loupe-int-marksweep"] = "not supported by this build: Unknown garbage collector: marksweep"
    res.skipped_programs["Broken"] = "does not compile: Broken.java:1: error: incompatible types"
    res.environment = {"machine": "AMD EPYC, 2 cores, 23.5 GiB memory, Linux 6",
                       "loupe -version": "loupe version \"0.1.0\"", "java -version": "openjdk version \"17.0.15\""}
    order = 0
    for rep in range(3):
        for program, by_config in times.items():
            for c, series in by_config.items():
                order += 1
                t = series[rep]
                if t is None:
                    r = run_from(program, c, rep + 1, "", status=1, stderr=fixture("loupe-wrong-result.stderr"))
                else:
                    # BinaryTrees: Loupe's and G1's recorded pauses on loupe-int and hotspot-int
                    log = {"loupe-int": loupe_gc, "hotspot-int": g1_gc}.get(c, "") \
                        if program == "BinaryTrees" and gc else ""
                    r = run_from(program, c, rep + 1, log, time_ms=t)
                r.order = order
                res.runs.append(r)
    return res


def pauses_in(name):
    """[(gc_id, ms)] of a recorded GC log, found by plain string handling
    (independently of loupebench.parsing), so that the tests still hold
    after the fixtures are recorded again."""
    out = []
    for line in fixture(name).splitlines():
        words = line.split()
        if len(words) > 2 and words[1].startswith("GC(") and words[2] == "Pause":
            out.append((int(words[1][3:-1]), float(words[-1][:-2])))
    return out


def bench_time(name):
    """The time_ms of the bench line of a recorded stdout."""
    line = next(l for l in fixture(name).splitlines() if l.startswith("bench "))
    return float(line.split()[3].split("=")[1])
