#!/usr/bin/env python3
"""Loads a generated page in headless Chromium and checks it.

A page Loupe writes (heapviz's heap picture, loupe-compare-gc's report)
must work offline in a real browser: its scripts run, it prints nothing to
the console (every console line, an uncaught exception included, fails the
check), and the document its scripts built holds what the test expects.

As a module: load(path) returns (dom, console_lines); check(path, ...)
raises PageError. As a command:
  page_check.py PAGE [--contains TEXT]... [--count REGEX=N]... [--min-count REGEX=N]...
exits 0 when every check holds, 1 with the reasons otherwise, and 77
(meson's "skipped") when no Chromium is installed.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

SKIP = 77
# Chromium's log line for console output, e.g.
# [6093:6093:1128/211044.365277:INFO:CONSOLE:4] "Uncaught ReferenceError: ...", source: file:///p.html (4)
CONSOLE_LINE = re.compile(r':CONSOLE(?:\(\d+\))?(?::\d+)?\] (.*)$')


class PageError(Exception):
    pass


def chromium():
    for name in ('chromium', 'chromium-browser', 'google-chrome'):
        path = shutil.which(name)
        if path:
            return path
    return None


def _run_chromium(args, timeout):
    browser = chromium()
    if browser is None:
        raise FileNotFoundError('no chromium on PATH (Debian: apt-get install chromium)')
    # A private profile directory: parallel tests must not share one, and
    # nothing is left in the user's home.
    with tempfile.TemporaryDirectory(prefix='loupe-chromium-') as profile:
        command = [browser, '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
                   '--disable-extensions', '--user-data-dir=' + profile,
                   '--enable-logging=stderr', '--v=0'] + args
        return subprocess.run(command, capture_output=True, text=True, timeout=timeout)


def load(path, budget_ms=5000, timeout=120):
    """The page's DOM after its scripts ran, and the console lines it printed."""
    url = 'file://' + os.path.abspath(path)
    result = _run_chromium(['--virtual-time-budget=%d' % budget_ms, '--dump-dom', url], timeout)
    console = [m.group(1) for m in map(CONSOLE_LINE.search, result.stderr.splitlines()) if m]
    if result.returncode != 0:
        raise PageError('chromium exited %d on %s:\n%s' % (result.returncode, path, result.stderr[-2000:]))
    return result.stdout, console


def screenshot(path, png, width=1400, height=900, timeout=120):
    """Renders the page into a PNG (for the README's pictures)."""
    url = 'file://' + os.path.abspath(path)
    result = _run_chromium(['--hide-scrollbars', '--window-size=%d,%d' % (width, height),
                            '--virtual-time-budget=5000', '--screenshot=' + os.path.abspath(png), url], timeout)
    if result.returncode != 0 or not os.path.exists(png):
        raise PageError('chromium could not render %s:\n%s' % (path, result.stderr[-2000:]))


def check(path, contains=(), counts=None, min_counts=None):
    """Raises PageError naming every check that failed; returns the DOM."""
    dom, console = load(path)
    problems = ['console: ' + line for line in console]
    for text in contains:
        if text not in dom:
            problems.append('the page does not contain %r' % text)
    for regex, expected in (counts or {}).items():
        found = len(re.findall(regex, dom))
        if found != expected:
            problems.append('%r occurs %d times, expected %d' % (regex, found, expected))
    for regex, least in (min_counts or {}).items():
        found = len(re.findall(regex, dom))
        if found < least:
            problems.append('%r occurs %d times, expected at least %d' % (regex, found, least))
    if problems:
        raise PageError('%s:\n  %s' % (path, '\n  '.join(problems)))
    return dom


def _pairs(items):
    table = {}
    for item in items:
        regex, _, number = item.rpartition('=')
        table[regex] = int(number)
    return table


def main():
    parser = argparse.ArgumentParser(description='Load a page in headless Chromium and check it.')
    parser.add_argument('page')
    parser.add_argument('--contains', action='append', default=[])
    parser.add_argument('--count', action='append', default=[], metavar='REGEX=N')
    parser.add_argument('--min-count', action='append', default=[], metavar='REGEX=N')
    args = parser.parse_args()
    if chromium() is None:
        print('skipped: no chromium on PATH (Debian: apt-get install chromium)')
        return SKIP
    try:
        check(args.page, args.contains, _pairs(args.count), _pairs(args.min_count))
    except PageError as error:
        print(error, file=sys.stderr)
        return 1
    print('ok: %s' % args.page)
    return 0


if __name__ == '__main__':
    sys.exit(main())
