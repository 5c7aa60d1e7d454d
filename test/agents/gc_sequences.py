"""Checks a trace of the gc and heap events (events=gc+heap) against the
JVMPI heap-event protocol and against what each collector promises in
docs/collectors.md ("Events" under each collector).

check(events, collector) returns a list of problems (empty: all is well).
"""

# Every collector also has the permanent arena, where class objects live
# and never move; its sweep frees in place, in address order.
PERMANENT_ARENA = 16
ARENAS = {
    "marksweep": {1: "Mark-sweep space"},
    "compact": {1: "Compacted space"},
    "semispace": {1: "Semispace A", 2: "Semispace B"},
    "generational": {1: "Eden", 2: "Survivor 0", 3: "Survivor 1", 4: "Old generation"},
    "refcount": {1: "Reference-counted space"},
}
for _arenas in ARENAS.values():
    _arenas[PERMANENT_ARENA] = "Permanent space"

HEAP_EVENTS = {"ARENA_NEW", "ARENA_DELETE", "OBJECT_ALLOC", "OBJECT_FREE", "OBJECT_MOVE", "GC_START", "GC_FINISH"}


class Shadow:
    """The protocol, as heapcheck checks it: IDs, arenas, GC bracket, counts."""

    def __init__(self, problems):
        self.problems = problems
        self.arenas = {}    # id -> name
        self.objects = {}   # id -> [arena, size]
        self.in_gc = False
        self.collections = []  # per collection: the events between GC_START and GC_FINISH

    def fail(self, ev, message):
        if len(self.problems) < 20:
            self.problems.append(f"line {ev.line_number}: {ev.name}: {message}")

    def apply(self, ev):
        name = ev.name
        if name == "GC_START":
            if self.in_gc:
                self.fail(ev, "nested GC_START")
            self.in_gc = True
            self.collections.append([])
            return
        if self.in_gc and name != "GC_FINISH":
            self.collections[-1].append(ev)
        if name == "GC_FINISH":
            if not self.in_gc:
                self.fail(ev, "without GC_START")
            self.in_gc = False
            count, space = len(self.objects), sum(s for _, s in self.objects.values())
            if ev["used_objects"] != count or ev["used_space"] != space:
                self.fail(ev, f"reports {ev['used_objects']} objects / {ev['used_space']} bytes, "
                              f"the events add up to {count} / {space}")
            if ev["total_space"] < ev["used_space"]:
                self.fail(ev, "total space below used space")
        elif name == "ARENA_NEW":
            if ev["arena"] in self.arenas:
                self.fail(ev, f"arena {ev['arena']} already live")
            self.arenas[ev["arena"]] = ev["name"]
        elif name == "ARENA_DELETE":
            self.require_gc(ev)
            arena = ev["arena"]
            if arena not in self.arenas:
                self.fail(ev, f"arena {arena} not live")
            del_ids = [i for i, (a, _) in self.objects.items() if a == arena]
            for i in del_ids:
                del self.objects[i]
            self.arenas.pop(arena, None)
        elif name == "OBJECT_ALLOC":
            if self.in_gc:
                self.fail(ev, "inside a collection")
            if ev["arena"] not in self.arenas:
                self.fail(ev, f"into arena {ev['arena']}, not live")
            if ev["obj"] in self.objects:
                self.fail(ev, f"ID {ev['obj']:#x} already live")
            self.objects[ev["obj"]] = [ev["arena"], ev["size"]]
        elif name == "OBJECT_FREE":
            self.require_gc(ev)
            if self.objects.pop(ev["obj"], None) is None:
                self.fail(ev, f"ID {ev['obj']:#x} not live")
        elif name == "OBJECT_MOVE":
            self.require_gc(ev)
            record = self.objects.pop(ev["obj"], None)
            if record is None:
                self.fail(ev, f"ID {ev['obj']:#x} not live")
                return
            if record[0] != ev["arena"]:
                self.fail(ev, f"object is in arena {record[0]}, not {ev['arena']}")
            if ev["new_arena"] not in self.arenas:
                self.fail(ev, f"into arena {ev['new_arena']}, not live")
            if ev["new_obj"] in self.objects:
                self.fail(ev, f"onto live ID {ev['new_obj']:#x}")
            self.objects[ev["new_obj"]] = [ev["new_arena"], record[1]]

    def require_gc(self, ev):
        if not self.in_gc:
            self.fail(ev, "outside GC_START ... GC_FINISH")


def _ascending(values):
    return all(a < b for a, b in zip(values, values[1:]))


def _names(events):
    return [e.name for e in events]


def _check_marksweep(gc, fail):
    if set(_names(gc)) - {"OBJECT_FREE"}:
        fail("only OBJECT_FREE expected, got " + ", ".join(sorted(set(_names(gc)))))
    if not _ascending([e["obj"] for e in gc]):
        fail("frees not in address order")


def _check_compact(gc, fail):
    names = _names(gc)
    if set(names) - {"OBJECT_FREE", "OBJECT_MOVE"}:
        fail("only OBJECT_FREE and OBJECT_MOVE expected")
    if "OBJECT_MOVE" in names and "OBJECT_FREE" in names[names.index("OBJECT_MOVE"):]:
        fail("an OBJECT_FREE after the first OBJECT_MOVE (all frees come before anything moves)")
    frees = [e for e in gc if e.name == "OBJECT_FREE"]
    moves = [e for e in gc if e.name == "OBJECT_MOVE"]
    if not _ascending([e["obj"] for e in frees]):
        fail("frees not in address order")
    if not _ascending([e["obj"] for e in moves]):
        fail("moves not in address order")
    for m in moves:
        if m["arena"] != 1 or m["new_arena"] != 1:
            fail(f"line {m.line_number}: move between arenas {m['arena']} -> {m['new_arena']}")
        if m["new_obj"] >= m["obj"]:
            fail(f"line {m.line_number}: object moved up, not down")


def _check_semispace(gc, fail, state):
    names = _names(gc)
    if names[-2:] != ["ARENA_DELETE", "ARENA_NEW"] or set(names[:-2]) - {"OBJECT_MOVE"}:
        fail("expected OBJECT_MOVE* ARENA_DELETE ARENA_NEW, got " + " ".join(dict.fromkeys(names)))
        return
    deleted, created = gc[-2]["arena"], gc[-1]["arena"]
    if deleted != created:
        fail(f"ARENA_DELETE {deleted} but ARENA_NEW {created}")
    if state.get("current") is not None and deleted != state["current"]:
        fail(f"deleted arena {deleted}, but allocation went to {state['current']}")
    moves = gc[:-2]
    for m in moves:
        if m["arena"] != deleted or m["new_arena"] == deleted:
            fail(f"line {m.line_number}: move {m['arena']} -> {m['new_arena']} while evacuating {deleted}")
            break
    if not _ascending([m["new_obj"] for m in moves]):
        fail("moves not in copy order (new addresses ascending)")
    state["current"] = 3 - deleted  # the other half receives the next allocations


def _check_generational(gc, fail, state):
    names = _names(gc)
    tail = names[-4:]
    if tail != ["ARENA_DELETE", "ARENA_NEW", "ARENA_DELETE", "ARENA_NEW"]:
        fail("expected the collection to end with ARENA_DELETE/NEW of eden and of a survivor, got "
             + " ".join(tail))
        return
    body = gc[:-4]
    if "OBJECT_MOVE" in _names(body) and "OBJECT_FREE" in _names(body)[_names(body).index("OBJECT_MOVE"):]:
        fail("an OBJECT_FREE after the first OBJECT_MOVE (a full collection frees first)")
    if set(_names(body)) - {"OBJECT_FREE", "OBJECT_MOVE"}:
        fail("unexpected events inside the collection")
    eden_del, eden_new, surv_del, surv_new = (e["arena"] for e in gc[-4:])
    if eden_del != 1 or eden_new != 1:
        fail(f"first ARENA_DELETE/NEW pair is {eden_del}/{eden_new}, not eden (1)")
    if surv_del != surv_new or surv_del not in (2, 3):
        fail(f"second ARENA_DELETE/NEW pair is {surv_del}/{surv_new}, not one survivor")
        return
    to_space = 5 - surv_del
    for e in body:
        if e.name == "OBJECT_FREE" and state["objects_arena"].get(e["obj"]) not in (4, None):
            fail(f"line {e.line_number}: OBJECT_FREE of a young object (a scavenge never frees)")
        if e.name == "OBJECT_MOVE":
            if e["arena"] not in (1, surv_del) or e["new_arena"] not in (to_space, 4):
                fail(f"line {e.line_number}: move {e['arena']} -> {e['new_arena']}, expected from eden or "
                     f"survivor {surv_del} to survivor {to_space} or old (4)")
                break


def _check_refcount(gc, fail):
    if set(_names(gc)) - {"OBJECT_FREE"}:
        fail("only OBJECT_FREE expected (nothing moves, no arena is deleted)")


def check(events, collector):
    problems = []
    shadow = Shadow(problems)
    state = {"current": None, "objects_arena": {}}
    expected_arenas = ARENAS[collector]
    first_alloc_seen = False
    permanent_allocs = 0
    for ev in events:
        if ev.name not in HEAP_EVENTS:
            problems.append(f"line {ev.line_number}: {ev.name} was not asked for (events=gc+heap)")
            break
        if ev.name == "OBJECT_ALLOC" and ev["arena"] == PERMANENT_ARENA:
            permanent_allocs += 1
        if ev.name == "OBJECT_ALLOC" and not first_alloc_seen:
            first_alloc_seen = True
            if shadow.arenas != expected_arenas:
                problems.append(f"arenas before the first allocation: {shadow.arenas}, expected {expected_arenas}")
        if ev.name == "OBJECT_ALLOC" and collector == "semispace" and ev["arena"] != PERMANENT_ARENA:
            if state["current"] is None:
                state["current"] = ev["arena"]
            elif ev["arena"] != state["current"]:
                problems.append(f"line {ev.line_number}: allocation in arena {ev['arena']}, "
                                f"the current half is {state['current']}")
        if ev.name == "GC_START":
            # Which arena each object is in as the collection starts.
            state["objects_arena"] = {i: a for i, (a, _) in shadow.objects.items()}
        shadow.apply(ev)
        if ev.name == "GC_FINISH" and shadow.collections:
            gc = shadow.collections[-1]
            n = len(shadow.collections)

            def fail(message, n=n, ev=ev):
                if len(problems) < 20:
                    problems.append(f"collection {n} (ends line {ev.line_number}): {message}")

            # The permanent arena's events are the same under every
            # collector: frees in address order, never a move.
            permanent = [e for e in gc if e.name == "OBJECT_FREE" and
                         state["objects_arena"].get(e["obj"]) == PERMANENT_ARENA]
            if not _ascending([e["obj"] for e in permanent]):
                fail("frees in the permanent arena not in address order")
            for e in gc:
                if e.name == "OBJECT_MOVE" and PERMANENT_ARENA in (e["arena"], e["new_arena"]):
                    fail(f"line {e.line_number}: move {e['arena']} -> {e['new_arena']}: the permanent arena never moves")
                    break
            gc = [e for e in gc if e not in permanent]
            if collector == "marksweep":
                _check_marksweep(gc, fail)
            elif collector == "compact":
                _check_compact(gc, fail)
            elif collector == "semispace":
                _check_semispace(gc, fail, state)
            elif collector == "generational":
                _check_generational(gc, fail, state)
            elif collector == "refcount":
                _check_refcount(gc, fail)
            for e in gc:
                if e.name == "ARENA_NEW" and e["name"] != expected_arenas.get(e["arena"]):
                    fail(f"ARENA_NEW {e['arena']} named {e['name']!r}, expected {expected_arenas.get(e['arena'])!r}")
    if not shadow.collections:
        problems.append("no collection in the trace")
    if shadow.in_gc:
        problems.append("the trace ends inside a collection")
    if not first_alloc_seen:
        problems.append("no OBJECT_ALLOC in the trace")
    if not permanent_allocs:
        problems.append("no OBJECT_ALLOC in the permanent arena (the class objects)")
    return problems, len(shadow.collections)
