"""One comparison's results: what was asked for, what was skipped and why,
every run with its GC pauses, and where it ran. Saved as results.json in the
results folder, from which the report, the CSV files and the plots are made
(again, with --report-from DIR)."""
import json
from dataclasses import asdict, dataclass, field

from .configs import Config
from .parsing import Pause
from .running import Run

FORMAT = 1


@dataclass
class Results:
    size: str
    reps: int
    configs: list                 # Config, every one selected, in table order (skipped ones too)
    programs: list                # program names selected, skipped ones too
    runs: list = field(default_factory=list)              # Run
    baseline: str = ""
    gc_log: bool = False
    skipped_configs: dict = field(default_factory=dict)   # {config: why}
    skipped_programs: dict = field(default_factory=dict)  # {program: why}
    unsupported_pairs: dict = field(default_factory=dict)  # {(program, config): why}
    program_options: dict = field(default_factory=dict)   # {program: [options]}
    environment: dict = field(default_factory=dict)       # {what: text}
    command: str = ""
    date: str = ""
    notes: list = field(default_factory=list)

    @property
    def ran_configs(self):
        return [c for c in self.configs if c.name not in self.skipped_configs]

    @property
    def ran_programs(self):
        return [p for p in self.programs if p not in self.skipped_programs]

    def config(self, name):
        return next(c for c in self.configs if c.name == name)

    def runs_of(self, program, config):
        return [r for r in self.runs if r.program == program and r.config == config]


def to_json(results):
    data = asdict(results)
    data["format"] = FORMAT
    data["unsupported_pairs"] = [[p, c, why] for (p, c), why in results.unsupported_pairs.items()]
    for run in data["runs"]:
        run["pauses"] = [[p["uptime_s"], p["gc_id"], p["kind"], p["before_mb"], p["after_mb"], p["heap_mb"], p["ms"]]
                         for p in run["pauses"]]
    return json.dumps(data, indent=1)


def from_json(text):
    data = json.loads(text)
    if data.get("format") != FORMAT:
        raise ValueError(f"results format {data.get('format')!r}, expected {FORMAT}")
    data.pop("format")
    data["configs"] = [Config(c["name"], c["prefix"], tuple(c["groups"]), c["base"], c["needs"])
                       for c in data["configs"]]
    runs = []
    for r in data["runs"]:
        r["pauses"] = [Pause(*p) for p in r["pauses"]]
        runs.append(Run(**r))
    data["runs"] = runs
    data["unsupported_pairs"] = {(p, c): why for p, c, why in data["unsupported_pairs"]}
    return Results(**data)


def save(results, path):
    with open(path, "w") as f:
        f.write(to_json(results))


def load(path):
    with open(path) as f:
        return from_json(f.read())
