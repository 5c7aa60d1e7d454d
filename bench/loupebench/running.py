"""Running: probing which configurations this build can run, then every
program x configuration x repetition round-robin, each run checked.

The order is repetition (outermost), program, configuration, the
configurations' order rotating by one every repetition, so that a slow phase
of a busy machine hits every configuration alike."""
import os
import shlex
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

from . import parsing
from .configs import unsupported_reason

GC_LOG_OPTION = {"loupe": "-verbose:gc", "java": "-Xlog:gc"}
STATS_OPTION = "-Xstats"       # Loupe's statistics at exit (coming; used only if accepted)
JIT_STATS_OPTION = "-Xjit:stats"   # the JIT's compile speed at exit, for configurations that compile
STDERR_KEPT = 20               # lines of stderr kept for a failed run


@dataclass
class Run:
    program: str
    config: str
    rep: int
    order: int
    status: str = "failed"     # "ok", "failed" or "unsupported"
    time_ms: float = None
    checksum: int = None
    wall_s: float = None
    message: str = ""          # what went wrong
    command: str = ""
    pauses: list = field(default_factory=list)   # parsing.Pause
    stats: dict = field(default_factory=dict)    # -Xstats, when asked for and given
    jit: dict = field(default_factory=dict)      # -Xjit:stats (parsing.parse_jit_stats), when given
    stderr: str = ""           # the first lines, for failed runs

    @property
    def ok(self):
        return self.status == "ok"


def clean_env():
    env = dict(os.environ, LC_ALL="C.UTF-8")
    # these would add options to every HotSpot run behind our back
    for var in ("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS"):
        env.pop(var, None)
    return env


@dataclass
class Settings:
    """What every run shares."""
    executables: dict            # {"loupe": path, "java": path}
    size: str
    gc_log: bool = False
    stats: bool = False          # add -Xstats to Loupe runs
    jit_stats: frozenset = frozenset()   # configurations that get -Xjit:stats
    vm_options: tuple = ()       # --vm-options, for every run on both VMs
    timeout: float = 1800
    env: dict = None


def command_for(settings, config, program):
    """VM, configuration options, program options (`// bench-options:`),
    --vm-options, GC logging, then -cp, the program and its size."""
    command = [config.executable or settings.executables[config.vm]] + list(config.options) + list(program.options)
    command += list(settings.vm_options)
    if settings.gc_log:
        command.append(GC_LOG_OPTION[config.vm])
    if settings.stats and config.is_loupe:
        command.append(STATS_OPTION)
    if config.name in settings.jit_stats:
        command.append(JIT_STATS_OPTION)
    return command + ["-cp", program.classes, program.name, settings.size]


def check_output(run, returncode, stdout, stderr, expected, size, stats=False):
    """Fills run.status/message/time from what the process did; with stats,
    run.stats from Loupe's -Xstats report on stderr; run.jit from the
    -Xjit:stats line on stderr whenever there is one."""
    out = parsing.parse_stdout(stdout)
    run.pauses = out.pauses
    if returncode != 0:
        reason = unsupported_reason(returncode, stderr, stdout)
        if reason:
            run.status, run.message = "unsupported", reason
        else:
            first = next((l.strip() for l in (stderr + "\n" + "\n".join(out.other)).splitlines() if l.strip()), "")
            run.message = f"exit status {returncode}" + (f": {first}" if first else "")
        return run
    if stats:
        run.stats = parsing.parse_stats(stderr)
    run.jit = parsing.parse_jit_stats(stderr) or {}
    if len(out.bench) != 1:
        run.message = f"stdout has {len(out.bench)} 'bench ...' lines, expected one"
    elif out.other:
        run.message = f"stdout has other lines than the bench line and GC log lines: {out.other[0][:120]!r}"
    elif out.bench[0].program != run.program or out.bench[0].size != size:
        run.message = f"the bench line names {out.bench[0].program} {out.bench[0].size}"
    elif out.bench[0].checksum != expected:
        run.message = f"checksum {out.bench[0].checksum}, expected {expected}"
    else:
        run.status, run.message = "ok", ""
        run.time_ms = out.bench[0].time_ms
        run.checksum = out.bench[0].checksum
    return run


def run_one(run, command, expected, settings, workdir):
    run.command = " ".join(shlex.quote(c) for c in command)
    start = time.monotonic()
    try:
        result = subprocess.run(command, capture_output=True, text=True, env=settings.env, cwd=workdir,
                                timeout=settings.timeout, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        run.wall_s = time.monotonic() - start
        run.message = f"timed out after {settings.timeout:g} s"
        return run
    except OSError as e:
        run.message = f"cannot run: {e}"
        return run
    run.wall_s = time.monotonic() - start
    check_output(run, result.returncode, result.stdout, result.stderr, expected, settings.size,
                 stats=settings.stats)
    if not run.ok:
        other = parsing.parse_stdout(result.stdout).other
        run.stderr = "\n".join((result.stderr.splitlines() + ["(stdout) " + l for l in other])[:STDERR_KEPT])
    return run


def probe(settings, config, probe_dir):
    """None if this build can run the configuration, else why not."""
    exe = config.executable or settings.executables[config.vm]
    env = settings.env
    try:
        if config.needs == "jit":
            r = subprocess.run([exe] + list(config.options) + ["-version"], capture_output=True, text=True,
                               env=env, timeout=60, stdin=subprocess.DEVNULL)
            if "interpreted mode" in r.stdout + r.stderr:
                return f"this build has no JIT (`{config.vm} {' '.join(config.options + ('-version',))}` " \
                       f"says interpreted mode)"
        if probe_dir:
            r = subprocess.run([exe] + list(config.options) + ["-cp", probe_dir, "LoupeBenchProbe"],
                               capture_output=True, text=True, env=env, timeout=60, stdin=subprocess.DEVNULL)
            return unsupported_reason(r.returncode, r.stderr, r.stdout)
    except (OSError, subprocess.TimeoutExpired):
        return None    # let the real runs say what is wrong
    return None


def accepts_jit_stats(settings, config, probe_dir):
    """Whether this configuration's Loupe takes -Xjit:stats and prints its
    line (a loupe@<path> build may be older than the option)."""
    if not probe_dir:
        return False
    exe = config.executable or settings.executables[config.vm]
    try:
        r = subprocess.run([exe] + list(config.options) + [JIT_STATS_OPTION, "-cp", probe_dir, "LoupeBenchProbe"],
                           capture_output=True, text=True, env=settings.env, timeout=60, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return r.returncode == 0 and parsing.parse_jit_stats(r.stderr) is not None


def accepts_option(settings, vm, option, probe_dir):
    """Whether a VM takes an option (e.g. Loupe's coming -Xstats)."""
    if not probe_dir:
        return False
    try:
        r = subprocess.run([settings.executables[vm], option, "-cp", probe_dir, "LoupeBenchProbe"],
                           capture_output=True, text=True, env=settings.env, timeout=60, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return r.returncode == 0


def plan(reps, programs, configs):
    """[(rep, program, config)] in run order (see the module comment)."""
    out = []
    for rep in range(reps):
        for program in programs:
            k = rep % len(configs) if configs else 0
            for config in configs[k:] + configs[:k]:
                out.append((rep, program, config))
    return out


def fmt_duration(seconds):
    seconds = int(round(seconds))
    return f"{seconds // 60}m{seconds % 60:02d}s" if seconds >= 60 else f"{seconds}s"


def run_all(settings, programs, configs, reps, progress=sys.stderr):
    """Runs the plan; returns (runs, {(program, config): reason} for pairs
    found unsupported on the way, whose remaining repetitions are dropped,
    and a note if interrupted with Ctrl-C: the runs so far are kept)."""
    steps = plan(reps, programs, configs)
    runs, unsupported = [], {}
    try:
        _run_steps(settings, steps, reps, runs, unsupported, progress)
    except KeyboardInterrupt:
        note = f"interrupted after {len(runs)} of {len(steps)} runs"
        progress.write(f"\n{note}; reporting the runs so far\n")
        return runs, unsupported, note
    return runs, unsupported, ""


def _run_steps(settings, steps, reps, runs, unsupported, progress):
    started = time.monotonic()
    width = len(str(len(steps)))
    with tempfile.TemporaryDirectory(prefix="loupe-bench-work-") as workdir:
        for i, (rep, program, config) in enumerate(steps):
            if (program.name, config.name) in unsupported:
                continue
            run = run_one(Run(program.name, config.name, rep + 1, i + 1), command_for(settings, config, program),
                          program.checksums[settings.size], settings, workdir)
            runs.append(run)
            if run.status == "unsupported":
                unsupported[program.name, config.name] = run.message
            elapsed = time.monotonic() - started
            left = elapsed / (i + 1) * (len(steps) - i - 1)
            if run.ok:
                shown = f"{run.time_ms:10.1f} ms"
                if settings.gc_log:
                    shown += f"  GC {len(run.pauses):>4} pauses {sum(p.ms for p in run.pauses):8.1f} ms"
            else:
                shown = ("SKIPPED: " if run.status == "unsupported" else "FAILED: ") + run.message
            progress.write(f"[{i + 1:>{width}}/{len(steps)}] rep {rep + 1}/{reps} {program.name:<14} "
                           f"{config.name:<22} {shown}   ({fmt_duration(elapsed)}, ~{fmt_duration(left)} left)\n")
            if run.status == "failed":
                progress.write(f"    command: {run.command}\n")
                for line in run.stderr.splitlines()[:10]:
                    progress.write(f"    | {line}\n")
            progress.flush()
