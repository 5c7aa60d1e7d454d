"""Where a comparison ran: the machine, Loupe's commit, the VMs' versions.
Only reads: git is asked with --no-optional-locks, so it never touches the
repository's index."""
import datetime
import os
import subprocess

from .parsing import version_summary
from .programs import ROOT


def capture(command, cwd=None):
    try:
        r = subprocess.run(command, capture_output=True, text=True, cwd=cwd, timeout=60,
                           stdin=subprocess.DEVNULL)
        return (r.stdout + r.stderr).strip()
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"unavailable ({e})"


def cpu_model(cpuinfo_text):
    for line in cpuinfo_text.splitlines():
        if line.startswith("model name") or line.startswith("Model"):
            return line.split(":", 1)[1].strip()
    return "unknown CPU"


def memory_gib(meminfo_text):
    for line in meminfo_text.splitlines():
        if line.startswith("MemTotal:"):
            return int(line.split()[1]) / 1024 / 1024
    return None


def read(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return ""


def machine():
    mem = memory_gib(read("/proc/meminfo"))
    parts = [cpu_model(read("/proc/cpuinfo")), f"{os.cpu_count()} cores"]
    if mem:
        parts.append(f"{mem:.1f} GiB memory")
    parts.append(f"{os.uname().sysname} {os.uname().release}")
    return ", ".join(parts)


def git_commit():
    head = capture(["git", "--no-optional-locks", "rev-parse", "--short=12", "HEAD"], cwd=ROOT)
    status = capture(["git", "--no-optional-locks", "status", "--porcelain"], cwd=ROOT).splitlines()
    modified = [l for l in status if not l.startswith("??")]
    untracked = [l for l in status if l.startswith("??")]
    if not modified and not untracked:
        return f"{head} (clean)"
    return f"{head} (dirty: {len(modified)} changed, {len(untracked)} untracked files)"


def built(path):
    try:
        return datetime.datetime.fromtimestamp(os.path.getmtime(path)).strftime("%Y-%m-%d %H:%M")
    except OSError:
        return "?"


def collect(executables, uses_loupe, uses_java):
    """{what: text}, in report order."""
    env = {"machine": machine(), "loupe commit": git_commit()}
    if uses_loupe:
        env["loupe binary"] = f"{executables['loupe']} (built {built(executables['loupe'])})"
        env["loupe -version"] = version_summary(capture([executables["loupe"], "-version"]))
    if uses_java:
        env["java -version"] = version_summary(capture([executables["java"], "-version"]))
    return env


def now():
    return datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
