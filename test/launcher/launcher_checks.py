"""What the launcher's own-output tests (jit_print_test.py, trace_test.py)
share: running Loupe on a fixture program, a verdict that collects every
problem before failing, and golden files of Loupe's own output (formats
HotSpot does not have; each golden is checked by hand when it is written
with --regen)."""
import difflib
import os
import subprocess


def run(loupe, fixtures, options, main):
    """Runs loupe with options on the fixture class main (None: no class)."""
    command = [loupe] + options + ["-cp", os.path.join(fixtures, "classes")] + ([main] if main else [])
    env = dict(os.environ, LC_ALL="C.UTF-8")
    env.pop("CLASSPATH", None)
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120,
                            stdin=subprocess.DEVNULL)
    return command, result


def golden(path, text, regen):
    """The golden file's text; with regen, text is written there first."""
    if regen:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    with open(path, encoding="utf-8") as f:
        return f.read()


class Verdict:
    def __init__(self):
        self.problems = []

    def check(self, ok, message):
        if not ok:
            self.problems.append(message)
        return ok

    def same(self, what, expected, actual, golden_name="golden"):
        """Whether actual equals expected; if not, the problem shows a diff."""
        if expected == actual:
            return True
        diff = difflib.unified_diff(expected.splitlines(), actual.splitlines(), golden_name, what, lineterm="", n=2)
        self.problems.append(f"{what} differs from {golden_name}:\n        " + "\n        ".join(list(diff)[:60]))
        return False

    def show_run(self, command, result):
        print("command:", " ".join(command))
        print("exit status:", result.returncode)
        print("stdout:", repr(result.stdout[:300]))
        print("stderr (first 80 lines):")
        for line in result.stderr.splitlines()[:80]:
            print("   ", line)

    def finish(self, what):
        if self.problems:
            print("FAILED:", what)
            for p in self.problems:
                print("   ", p)
            return 1
        print("ok:", what)
        return 0
