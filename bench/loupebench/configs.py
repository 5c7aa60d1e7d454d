"""Configurations: which VM runs a program, with which options.

A configuration is one line of data: a name (the column title and the
--configs key), the command prefix (the VM, "loupe" or "java", then its
options; the runner puts the program's own options, -cp and the program
after it) and the groups it belongs to. Two optional fields:

- base: for a profiler agent, the configuration without the agent; the
  agent's overhead is its time over the base's (plot c).
- needs: "jit" for a configuration that only makes sense once Loupe has a JIT;
  it is skipped while `loupe <options> -version` says "interpreted mode".

A configuration this build cannot run (Loupe rejects an option, see
UNSUPPORTED) is skipped with a note in the report, not counted as a failure.
"""
import os
import shlex
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Config:
    name: str
    prefix: str                 # "loupe -Xint -Xgc:semispace"
    groups: tuple = ()
    base: str = ""              # agents: the same configuration without the agent
    needs: str = ""             # "jit": skipped while this Loupe has no JIT

    @property
    def vm(self):
        return self.words[0].partition("@")[0]

    @property
    def executable(self):
        """'loupe@/path/to/loupe' runs that build instead of --loupe (to
        compare two builds side by side); None for the usual one."""
        path = self.words[0].partition("@")[2]
        return os.path.abspath(path) if path else None

    @property
    def options(self):
        return tuple(self.words[1:])

    @property
    def words(self):
        return tuple(shlex.split(self.prefix))

    @property
    def is_loupe(self):
        return self.vm == "loupe"

    @property
    def is_hotspot(self):
        return self.vm == "java"

    @property
    def compiles(self):
        """A Loupe configuration whose JIT runs: the runner adds -Xjit:stats
        to it and reports the compile speed. As in the VM, the last of
        -Xint, -Xcomp and -Xmixed wins; -Xstats turns the JIT off."""
        if not self.is_loupe or "-Xstats" in self.options:
            return False
        modes = [o for o in self.options if o in ("-Xint", "-Xcomp", "-Xmixed")]
        return not modes or modes[-1] != "-Xint"


# Collectors run interpreted (-Xint) so that only the collector differs.
# Agents are measured against loupe-int, the same VM without the agent.
CONFIGS = [
    # name                          command prefix                            groups
    Config("loupe-int",               "loupe -Xint",                            ("default", "check")),
    Config("loupe-int-semispace",     "loupe -Xint -Xgc:semispace",             ("collectors",)),
    Config("loupe-int-marksweep",     "loupe -Xint -Xgc:marksweep",             ("collectors",)),
    Config("loupe-int-compact",       "loupe -Xint -Xgc:compact",               ("collectors",)),
    Config("loupe-int-generational",  "loupe -Xint -Xgc:generational",          ("collectors",)),
    Config("loupe-int-refcount",      "loupe -Xint -Xgc:refcount",              ("collectors",)),
    Config("loupe-jit",               "loupe",                                  ("jit",), needs="jit"),
    Config("loupe-comp",              "loupe -Xcomp",                           ("jit",), needs="jit"),
    Config("loupe-int-hprof-samples",   "loupe -Xint -Xrunhprof:cpu=samples",   ("agents",), base="loupe-int"),
    Config("loupe-int-hprof-times",     "loupe -Xint -Xrunhprof:cpu=times",     ("agents",), base="loupe-int"),
    Config("loupe-int-hprof-sites",     "loupe -Xint -Xrunhprof:heap=sites",    ("agents",), base="loupe-int"),
    Config("loupe-int-hprof-bytecodes", "loupe -Xint -Xrunhprof:cpu=bytecodes", ("agents",), base="loupe-int"),
    # issue 5's settings (bench/accuracy.py makes the same, named alike)
    Config("loupe-int-hprof-samples1ms", "loupe -Xint -Xrunhprof:cpu=samples,interval=1", ("agents",),
           base="loupe-int"),
    Config("loupe-int-hprof-bytecodes10k", "loupe -Xint -Xrunhprof:cpu=bytecodes,interval=10000", ("agents",),
           base="loupe-int"),
    Config("loupe-int-hprof-bytecodes10k-jitter100", "loupe -Xint -Xrunhprof:cpu=bytecodes,interval=10000,jitter=100",
           ("agents",), base="loupe-int"),
    Config("hotspot-int",             "java -Xint",                             ("default", "check", "hotspot")),
    Config("hotspot-int-serial",      "java -Xint -XX:+UseSerialGC",            ()),  # beside the collectors
    Config("hotspot-c1",              "java -XX:TieredStopAtLevel=1",           ("default", "hotspot")),
    Config("hotspot-default",         "java",                                   ("default", "hotspot")),
    # C2 alone (no tiers): issue 19 reports it beside C1; it is still
    # compiling during a short kernel, so it often loses to C1 at s10.
    Config("hotspot-c2",              "java -XX:-TieredCompilation",            ("hotspot",)),
]

# What a VM says (exit status 1, on stderr or stdout) about an option this build
# does not have: the configuration is skipped, not failed.
UNSUPPORTED = (
    "Unrecognized option",          # Loupe and HotSpot: unknown -X option
    "Unrecognized VM option",       # HotSpot: unknown -XX option
    "Unknown garbage collector",    # Loupe: -Xgc:<name> not built in
    "Could not find agent library",  # an -Xrun/-agentlib agent that is not there
)


def unsupported_reason(returncode, stderr, stdout=""):
    """The line saying an option is not supported, or None. Both stderr and
    stdout are searched: like HotSpot's "Error occurred during initialization
    of VM" messages, Loupe's "Unknown garbage collector" goes to stdout."""
    if returncode != 1:
        return None
    for line in (stderr + "\n" + stdout).splitlines():
        if any(marker in line for marker in UNSUPPORTED):
            return line.strip()
    return None


def groups(configs=CONFIGS):
    """{group: [config names]}, plus "all"."""
    out = {}
    for c in configs:
        for g in c.groups:
            out.setdefault(g, []).append(c.name)
    out["all"] = [c.name for c in configs]
    return out


def parse_extra(text):
    """--add-config NAME=PREFIX, e.g. 'loupe-int-big=loupe -Xint -Xmx1g'."""
    name, sep, prefix = text.partition("=")
    name, prefix = name.strip(), prefix.strip()
    if not sep or not name or not prefix:
        raise ValueError(f"--add-config wants NAME=PREFIX, got {text!r}")
    words = shlex.split(prefix)
    if words[0].partition("@")[0] not in ("loupe", "java"):
        raise ValueError(f"--add-config {name}: the prefix must start with 'loupe' or 'java' "
                         f"(or loupe@<path>), got {words[0]!r}")
    return Config(name, prefix, ("command-line",))


@dataclass
class Selection:
    configs: list                        # Config, in table order
    notes: list = field(default_factory=list)   # what the selection added, for stderr
    added: dict = field(default_factory=dict)   # {base added: [agents that need it]}

    def unneeded(self, skipped):
        """The bases added only for agents that are all skipped."""
        return [b for b, agents in self.added.items() if all(a in skipped for a in agents)]


def select(items, configs=CONFIGS, default_group="default"):
    """Configuration names and group names (comma lists allowed) -> Selection.
    Order: as given, a group expanding in CONFIGS order; duplicates dropped.
    (Group and configuration names must differ; tests check it.)
    An agent's base configuration is added after it when not selected."""
    by_name = {c.name: c for c in configs}
    fam = groups(configs)
    names = []
    words = [w.strip() for item in items for w in item.split(",") if w.strip()] or [default_group]
    unknown = [w for w in words if w not in by_name and w not in fam]
    if unknown:
        raise ValueError(f"unknown configuration or group: {', '.join(unknown)} "
                         f"(groups: {', '.join(sorted(fam))}; configurations: {', '.join(by_name)})")
    for w in words:
        for n in fam.get(w, [w]):
            if n not in names:
                names.append(n)
    notes, added = [], {}
    for n in list(names):
        base = by_name[n].base
        if base and (base not in names or base in added):
            if base not in names:
                names.append(base)
                notes.append(f"added {base}: the agents' overhead is measured against it")
            added.setdefault(base, []).append(n)
    return Selection([by_name[n] for n in names], notes, added)


def default_baseline(configs):
    """The first HotSpot configuration, else the first."""
    for c in configs:
        if c.is_hotspot:
            return c.name
    return configs[0].name if configs else None


def gc_reference(configs, baseline):
    """Whose GC pauses the others are compared with: the baseline when it is
    a HotSpot configuration, else the first HotSpot configuration (or None)."""
    by_name = {c.name: c for c in configs}
    if baseline in by_name and by_name[baseline].is_hotspot:
        return baseline
    for c in configs:
        if c.is_hotspot:
            return c.name
    return None
