#!/usr/bin/env python3
"""Tests of the heapviz agent (docs/heapviz.md); test/browser/meson.build
registers them.

    heapviz_test.py page    <loupe> <classes> <collector>
        GcChurn under the collector with -Xrunheapviz and -verbose:gc (no
        -Xgcstress: its collections while the VM starts, before any event
        is posted, would be counted by -verbose:gc alone); the
        page, loaded in headless Chromium (page_check.py), prints nothing on
        the console, names the collector's arenas, has one collection per
        GC_START/GC_FINISH pair (-verbose:gc's pause lines, less the one the
        VM makes before JVM_INIT_DONE, which the page counts apart) and at
        least one block in its maps.
    heapviz_test.py options <loupe> <classes>
        help: the usage on stdout, exit status 0; bad options: a message
        naming heapviz and the option, exit status 1, the program not run.
    heapviz_test.py budget  <loupe> <classes>
        many collections and large maps under maxsize=1: the page stays
        within 1 MiB, keeps fewer maps, says so, and still loads cleanly.

Exit status 0 when the test passes, 1 with the reasons, 77 (skipped) when
Chromium is missing for a test that needs it.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import page_check  # noqa: E402

TIMEOUT = 300
SKIP = 77

ARENAS = {
    'marksweep': ['Mark-sweep space'],
    'compact': ['Compacted space'],
    'semispace': ['Semispace A', 'Semispace B'],
    'generational': ['Eden', 'Survivor 0', 'Survivor 1', 'Old generation'],
    'refcount': ['Reference-counted space'],
}
# The pause line shared by the old and the new -verbose:gc formats.
PAUSE_LINE = re.compile(r'\] GC\(\d+\) Pause ')


def run(loupe, classes, options, main='GcChurn', args=(), cwd=None):
    command = [os.path.abspath(loupe), '-cp', os.path.abspath(classes)] + list(options) + [main] + list(args)
    result = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT, cwd=cwd,
                            stdin=subprocess.DEVNULL, env=dict(os.environ, LC_ALL='C.UTF-8'))
    return command, result


def explain(command, result):
    print('command:', ' '.join(command))
    print('exit status:', result.returncode)
    print('stdout (head):', result.stdout[:1500])
    print('stderr (head):', result.stderr[:1500])


def attribute(dom, name):
    found = re.search(r'<div id="heapviz"[^>]*\s' + name + r'="(\d+)"', dom)
    return int(found.group(1)) if found else None


def page(loupe, classes, collector):
    if page_check.chromium() is None:
        print('skipped: no chromium')
        return SKIP
    with tempfile.TemporaryDirectory(prefix='heapviz-') as work:
        path = os.path.join(work, 'heap.html')
        command, result = run(loupe, classes, ['-Xgc:' + collector, '-verbose:gc',
                                               '-Xrunheapviz:file=' + path], args=['300'])
        if result.returncode != 0 or not os.path.exists(path):
            print('FAILED: the run failed or wrote no page')
            explain(command, result)
            return 1
        pauses = sum(1 for line in result.stdout.splitlines() if PAUSE_LINE.search(line))
        dom, console = page_check.load(path)
        problems = ['console: ' + line for line in console]
        for name in ARENAS[collector] + ['Permanent space']:
            if 'class="arena" data-name="%s"' % name not in dom:
                problems.append('no <g class="arena" data-name="%s">' % name)
        collections = attribute(dom, 'data-collections')
        unreported = attribute(dom, 'data-unreported-collections')
        marks = len(re.findall(r'<rect class="collection[ "]', dom))
        if collections is None or unreported is None:
            problems.append('no data-collections / data-unreported-collections on #heapviz')
        elif collections + unreported != pauses:
            problems.append('the page counts %d collections (+%d unreported), -verbose:gc %d pauses'
                            % (collections, unreported, pauses))
        elif marks != collections:
            problems.append('%d collection marks on the timeline for %d collections' % (marks, collections))
        blocks = len(re.findall(r'<rect class="block"', dom))
        if blocks == 0:
            problems.append('no blocks in the maps')
        if problems:
            print('FAILED:', collector)
            for p in problems:
                print('   ', p)
            return 1
        print('ok: %s: %d collections (+%d at start-up), %d pause lines, %d blocks'
              % (collector, collections, unreported, pauses, blocks))
        return 0


BAD_OPTIONS = [
    ('-Xrunheapviz:cells=3', "heapviz: bad option 'cells=3'"),
    ('-Xrunheapviz:maxsize=0', "heapviz: bad option 'maxsize=0'"),
    ('-Xrunheapviz:colour=red', "heapviz: bad option 'colour=red'"),
    ('-Xrunheapviz:sites=maybe', "heapviz: bad option 'sites=maybe'"),
    ('-Xrunheapviz:file=/nonexistent-dir/h.html', 'heapviz: cannot create /nonexistent-dir/h.html'),
]


def options(loupe, classes):
    failures = 0
    with tempfile.TemporaryDirectory(prefix='heapviz-') as work:
        command, result = run(loupe, classes, ['-Xrunheapviz:help'], cwd=work)
        if result.returncode != 0 or 'heapviz usage: -Xrunheapviz' not in result.stdout \
                or 'checksum' in result.stdout:
            print('FAILED: help should print the usage on stdout and exit 0')
            explain(command, result)
            failures += 1
        for option, message in BAD_OPTIONS:
            command, result = run(loupe, classes, [option], cwd=work)
            if result.returncode != 1 or message not in result.stderr or 'checksum' in result.stdout:
                print('FAILED: %s: expected exit status 1, %r on stderr, the program not run' % (option, message))
                explain(command, result)
                failures += 1
        # The default file, in the current directory.
        command, result = run(loupe, classes, ['-Xrunheapviz'], args=['20'], cwd=work)
        if result.returncode != 0 or not os.path.exists(os.path.join(work, 'heapviz.html')):
            print('FAILED: -Xrunheapviz should write heapviz.html in the current directory')
            explain(command, result)
            failures += 1
    if failures:
        return 1
    print('ok: help, %d bad options, the default file' % len(BAD_OPTIONS))
    return 0


def budget(loupe, classes):
    with tempfile.TemporaryDirectory(prefix='heapviz-') as work:
        path = os.path.join(work, 'heap.html')
        # A collection at every 40th allocation: hundreds of collections, each
        # with maps of 1024 cells per arena, far more than 1 MiB in all.
        command, result = run(loupe, classes, ['-Xgc:generational', '-Xgcstress:40',
                                               '-Xrunheapviz:file=%s,maxsize=1,cells=1024' % path],
                              args=['400'])
        if result.returncode != 0 or not os.path.exists(path):
            print('FAILED: the run failed or wrote no page')
            explain(command, result)
            return 1
        size = os.path.getsize(path)
        text = open(path, encoding='utf-8').read()
        found = re.search(r'<script type="application/json" id="heapviz-data">(.*?)</script>', text, re.S)
        data = json.loads(found.group(1)) if found else {'collections': [], 'budget': {'shown': 0}}
        shown, recorded = data['budget']['shown'], len(data['collections'])
        problems = []
        if size > 1 << 20:
            problems.append('the page is %d bytes, over its budget of 1 MiB' % size)
        if not 0 < shown < recorded:
            problems.append('expected maps for some but not all collections (shown %d of %d)' % (shown, recorded))
        if page_check.chromium() is not None:
            dom, console = page_check.load(path)
            problems += ['console: ' + line for line in console]
            if 'to keep the page within its budget' not in dom:
                problems.append('the page does not say that it kept fewer maps')
            if not re.search(r'<rect class="block"', dom):
                problems.append('no blocks in the maps')
        if problems:
            print('FAILED: budget')
            for p in problems:
                print('   ', p)
            return 1
        print('ok: %d bytes within 1 MiB, maps for %d of %d collections' % (size, shown, recorded))
        return 0


def main():
    mode, loupe, classes = sys.argv[1], sys.argv[2], sys.argv[3]
    if mode == 'page':
        return page(loupe, classes, sys.argv[4])
    if mode == 'options':
        return options(loupe, classes)
    if mode == 'budget':
        return budget(loupe, classes)
    print('unknown mode', mode)
    return 2


if __name__ == '__main__':
    sys.exit(main())
