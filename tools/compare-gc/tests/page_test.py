#!/usr/bin/env python3
"""loupe-compare-gc's page in headless Chromium (suite browser).

  page_test.py fake          the fake VM (fake_loupe.py) as loupe and as
                             java: the page loads with no console line, a
                             row per run, the failing and differing runs
                             marked, five heap pictures in iframes
  page_test.py real CLASSES  build/loupe on GcChurn (the agent suite's
                             classes): each row's collections equal the
                             pause lines in that collector's log, every
                             run agrees, the HotSpot row when java is on PATH,
                             five heap pictures when build/agents has heapviz

Exit 77 (skipped) when no Chromium is installed.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fakes  # noqa: E402

sys.path.insert(0, os.path.dirname(os.environ.get('PAGE_CHECK') or
                                   os.path.join(HERE, '..', '..', '..', 'test', 'browser', 'page_check.py')))
import page_check  # noqa: E402

COLLECTORS = ('marksweep', 'compact', 'semispace', 'generational', 'refcount')
# A pause line of -verbose:gc (either format) or of HotSpot's -Xlog:gc.
PAUSE_LINE = re.compile(r'^\[[\d.]+s\]\[info\]\[gc *\] GC\(\d+\) Pause ', re.MULTILINE)


def run_tool(args):
    done = subprocess.run([sys.executable, fakes.tool()] + args, capture_output=True, text=True, timeout=500)
    if done.returncode != 0:
        sys.exit('loupe-compare-gc exited %d:\n%s' % (done.returncode, done.stderr))


def pause_lines(out, stem):
    with open(os.path.join(out, stem + '.stdout')) as f:
        return len(PAUSE_LINE.findall(f.read()))


def row(collector, collections, status):
    return r'<tr class="run" data-collector="%s" data-collections="%d" data-exit="-?\d+" data-status="%s"' % (
        collector, collections, status)


def fake(directory):
    loupe = fakes.fake_build(directory)
    out = os.path.join(directory, 'out')
    run_tool(['--loupe', loupe, '--java', loupe, '-o', out, '--', '-Xmx32m', 'Main'])
    counts = {row(c, pause_lines(out, c), 'bad' if c in ('semispace', 'refcount') else 'ok'): 1
              for c in COLLECTORS + ('hotspot',)}
    counts['<iframe src="heap-'] = 5
    counts['<tr class="run"'] = 6
    page_check.check(os.path.join(out, 'index.html'), contains=['OutOfMemoryError', 'HotSpot serial'],
                     counts=counts)


def real(directory, classes):
    out = os.path.join(directory, 'out')
    run_tool(['-o', out, '--', '-cp', classes, 'GcChurn', '300'])
    java = shutil.which('java') is not None
    runs = COLLECTORS + (('hotspot',) if java else ())
    counts = {row(c, pause_lines(out, c), 'ok'): 1 for c in runs}
    counts['<tr class="run"'] = len(runs)
    counts['<figure class="picture"'] = 5
    # Once the heapviz agent is built beside loupe, a picture per collector.
    heapviz = os.path.join(os.path.dirname(os.path.abspath(fakes.tool())), 'agents', 'libheapviz.so')
    counts['<iframe src="heap-'] = 5 if os.path.exists(heapviz) else 0
    # Every collection a dot in the pause plot.
    counts['<circle class="pause"'] = sum(pause_lines(out, c) for c in runs)
    page_check.check(os.path.join(out, 'index.html'), contains=['Collectors compared', 'GcChurn 300'],
                     counts=counts, min_counts={r'<polyline class="series"': len(runs)})
    for c in runs:
        if pause_lines(out, c) == 0:
            sys.exit('%s: no collection logged' % c)


def main(argv):
    if page_check.chromium() is None:
        print('skipped: no chromium on PATH')
        return 77
    with tempfile.TemporaryDirectory(prefix='compare-gc-') as directory:
        try:
            if argv[0] == 'fake':
                fake(directory)
            else:
                real(directory, argv[1])
        except page_check.PageError as error:
            print(error, file=sys.stderr)
            return 1
    print('ok')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
