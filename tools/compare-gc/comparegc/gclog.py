"""Reads the collection log a run printed on stdout.

Three shapes, all after HotSpot's unified logging decorations
"[<uptime>s][info][gc] ...":

  Loupe's -verbose:gc, a pause line then one line per arena:
    [0.069s][info][gc] GC(3) Pause Full (System.gc()) 7.2M->0.4M(8.0M) 0.690ms
    [0.069s][info][gc,heap] GC(3) Mark-sweep space: 6144K->0K(6144K)
  Loupe's earlier -verbose:gc, the collector's name where the kind is now:
    [0.412s][info][gc] GC(3) Pause generational (Allocation Failure) 24M->3M(85M) 1.873ms, permanent 41K(256K)
  HotSpot's -Xlog:gc,gc+heap=info (serial collector), arena lines first,
  each "<name>: <used>K(<capacity>K)->...", tags padded with blanks:
    [0.129s][info][gc,heap] GC(0) DefNew: 796K(4928K)->0K(4928K) Eden: ...
    [0.129s][info][gc     ] GC(0) Pause Young (Allocation Failure) 3M->0M(15M) 2.996ms

Lines of neither shape are the program's own output (program_output).
"""
import re
from dataclasses import dataclass, field

# The kinds a collection is counted under in the table.
MINOR, FULL, BATCH, BACKUP, UNKNOWN = 'minor', 'full', 'batch', 'backup', 'unknown'

# Whatever the pause is called, then the cause in parentheses. The cause may
# hold parentheses itself ("System.gc()"), so it is matched lazily up to the
# ") " that precedes the sizes rather than as [^)]*.
_PAUSE = re.compile(r'^\[([\d.]+)s\]\[info\]\[gc *\] GC\((\d+)\) Pause (.+?) \((.*?)\) '
                    r'([\d.]+)M->([\d.]+)M\(([\d.]+)M\) ([\d.]+)ms')
_HEAP_PREFIX = re.compile(r'^\[([\d.]+)s\]\[info\]\[gc,heap *\] GC\((\d+)\) (.*)$')
# Loupe: "Survivor 0: 512K->0K(512K)".
_LOUPE_ARENA = re.compile(r'^(.+?): (\d+)K->(\d+)K\((\d+)K\)\s*$')
# HotSpot: "DefNew: 796K(4928K)->0K(4928K) Eden: ..." (only the first,
# whole-generation figure; Eden and From are parts of DefNew).
_HOTSPOT_ARENA = re.compile(r'^([^:]+?): (\d+)K\((\d+)K\)->(\d+)K\((\d+)K\)')
_USING = re.compile(r'^\[[\d.]+s\]\[info\]\[gc *\] Using (.+?)\s*$')
# Any line of unified logging with a gc tag set: not the program's output.
_ANY_GC_LINE = re.compile(r'^\[[\d.]+s\]\[\w+ *\]\[gc[\w,]* *\]')

# What a pause's name says about its kind. Loupe's earlier format named the
# collector instead; those that only ever collect the whole heap are full,
# the other two cannot be told apart (UNKNOWN).
_KIND_BY_NAME = {
    'Minor': MINOR, 'Young': MINOR, 'Full': FULL,
    'Refcount Batch': BATCH, 'Backup Trace': BACKUP,
    'marksweep': FULL, 'compact': FULL, 'semispace': FULL,
}

# Loupe's arena of class objects and interned strings: not part of what the
# pause line calls the heap, so left out of the occupancy sums.
PERMANENT_ARENA = 'Permanent space'


@dataclass
class Arena:
    name: str
    before_k: int
    after_k: int
    capacity_k: int


@dataclass
class Pause:
    number: int
    time_s: float
    name: str        # as printed: "Minor", "Young", "generational", ...
    kind: str        # MINOR, FULL, BATCH, BACKUP or UNKNOWN
    cause: str
    before_m: float
    after_m: float
    capacity_m: float
    pause_ms: float
    arenas: list = field(default_factory=list)

    def occupancy_k(self):
        """Heap used before and after, in KiB: the sum of the arenas when
        they were logged (finer than the pause line's MiB), else the pause
        line's figures."""
        arenas = [a for a in self.arenas if a.name != PERMANENT_ARENA]
        if arenas:
            return sum(a.before_k for a in arenas), sum(a.after_k for a in arenas)
        return self.before_m * 1024, self.after_m * 1024


@dataclass
class GcLog:
    collector: str = ''          # from "Using ...", when printed
    pauses: list = field(default_factory=list)

    def count(self, kind):
        return sum(1 for p in self.pauses if p.kind == kind)

    def total_ms(self):
        return sum(p.pause_ms for p in self.pauses)

    def longest_ms(self):
        return max((p.pause_ms for p in self.pauses), default=0.0)

    def mean_ms(self):
        return self.total_ms() / len(self.pauses) if self.pauses else 0.0

    def arena_names(self):
        names = []
        for pause in self.pauses:
            for arena in pause.arenas:
                if arena.name not in names:
                    names.append(arena.name)
        return names


def parse(text):
    """The collections logged in a run's stdout, in order of number."""
    log = GcLog()
    by_number = {}
    # HotSpot logs a collection's arenas before its pause line, Loupe after:
    # arena lines are held by number until both are read.
    arenas_by_number = {}
    for line in text.splitlines():
        match = _PAUSE.match(line)
        if match:
            time_s, number, name, cause, before, after, capacity, pause_ms = match.groups()
            pause = Pause(int(number), float(time_s), name, _KIND_BY_NAME.get(name, UNKNOWN), cause,
                          float(before), float(after), float(capacity), float(pause_ms))
            by_number[pause.number] = pause
            log.pauses.append(pause)
            continue
        match = _HEAP_PREFIX.match(line)
        if match:
            arena = _parse_arena(match.group(3))
            if arena:
                arenas_by_number.setdefault(int(match.group(2)), []).append(arena)
            continue
        match = _USING.match(line)
        if match:
            log.collector = match.group(1)
    for number, arenas in arenas_by_number.items():
        if number in by_number:
            by_number[number].arenas = arenas
    return log


def _parse_arena(text):
    match = _LOUPE_ARENA.match(text)
    if match:
        name, before, after, capacity = match.groups()
        return Arena(name, int(before), int(after), int(capacity))
    match = _HOTSPOT_ARENA.match(text)
    if match:
        name, before, _, after, capacity = match.groups()
        return Arena(name, int(before), int(after), int(capacity))
    return None


def program_output(text):
    """A run's stdout without the collection log: what the program printed."""
    return ''.join(line for line in text.splitlines(keepends=True) if not _ANY_GC_LINE.match(line))
