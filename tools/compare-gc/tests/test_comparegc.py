"""loupe-compare-gc's own tests, no real VM (meson test compare-gc/unit):
the log parsers on the three formats, the command-line split and the
translation for HotSpot, the agreement check, the error messages, and a
whole run against the fake VM (tests/fake_loupe.py)."""
import os
import re
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from comparegc import gclog, runs  # noqa: E402
import fakes  # noqa: E402

NEW = """[0.004s][info][gc] Using generational
[0.069s][info][gc] GC(0) Pause Minor (Allocation Failure) 7.2M->0.4M(8.0M) 0.690ms
[0.069s][info][gc,heap] GC(0) Eden: 6144K->0K(6144K)
[0.069s][info][gc,heap] GC(0) Survivor 0: 0K->300K(512K)
[0.069s][info][gc,heap] GC(0) Permanent space: 41K->41K(256K)
hello (from the program)
[0.090s][info][gc] GC(1) Pause Full (System.gc()) 3.0M->1.5M(8.0M) 2.500ms
[0.090s][info][gc,heap] GC(1) Eden: 1024K->0K(6144K)
[0.090s][info][gc,heap] GC(1) Survivor 0: 300K->0K(512K)
[0.090s][info][gc,heap] GC(1) Permanent space: 41K->41K(256K)
[0.120s][info][gc] GC(2) Pause Refcount Batch (Allocation Failure) 1.0M->0.5M(8.0M) 0.010ms
[0.130s][info][gc] GC(3) Pause Backup Trace (Last Ditch Collection) 1.0M->0.5M(8.0M) 4.000ms
"""

OLD = """[0.412s][info][gc] GC(0) Pause generational (Allocation Failure) 24M->3M(85M) 1.873ms, permanent 41K(256K)
[0.500s][info][gc] GC(1) Pause marksweep (System.gc()) 4M->3M(85M) 0.500ms, permanent 41K(256K)
checksum 42
"""

HOTSPOT = """[0.009s][info][gc] Using Serial
[0.129s][info][gc,heap] GC(0) DefNew: 796K(4928K)->0K(4928K) Eden: 796K(4416K)->0K(4416K) From: 0K(512K)->0K(512K)
[0.129s][info][gc,heap] GC(0) Tenured: 0K(10944K)->452K(10944K)
[0.129s][info][gc     ] GC(0) Pause Full (System.gc()) 0M->0M(15M) 2.996ms
[0.131s][info][gc,heap] GC(1) DefNew: 176K(4928K)->10K(4928K) Eden: 176K(4416K)->0K(4416K) From: 0K(512K)->10K(512K)
[0.131s][info][gc,heap] GC(1) Tenured: 452K(10944K)->454K(10944K)
[0.131s][info][gc     ] GC(1) Pause Young (Allocation Failure) 0M->0M(15M) 0.849ms
checksum 42
"""


class Parsing(unittest.TestCase):
    def test_new_format(self):
        log = gclog.parse(NEW)
        self.assertEqual(log.collector, 'generational')
        self.assertEqual([p.kind for p in log.pauses], [gclog.MINOR, gclog.FULL, gclog.BATCH, gclog.BACKUP])
        first = log.pauses[0]
        self.assertEqual((first.number, first.time_s, first.cause), (0, 0.069, 'Allocation Failure'))
        self.assertEqual((first.before_m, first.after_m, first.capacity_m, first.pause_ms), (7.2, 0.4, 8.0, 0.690))
        self.assertEqual([a.name for a in first.arenas], ['Eden', 'Survivor 0', 'Permanent space'])
        # The permanent space is left out of the heap's occupancy.
        self.assertEqual(first.occupancy_k(), (6144, 300))
        self.assertEqual(log.pauses[1].cause, 'System.gc()')
        self.assertEqual(log.pauses[2].occupancy_k(), (1024.0, 512.0))
        self.assertAlmostEqual(log.total_ms(), 7.2)
        self.assertEqual(log.longest_ms(), 4.0)
        self.assertEqual(log.arena_names(), ['Eden', 'Survivor 0', 'Permanent space'])

    def test_old_format(self):
        log = gclog.parse(OLD)
        self.assertEqual([p.name for p in log.pauses], ['generational', 'marksweep'])
        # Mark-sweep only ever collects the whole heap; generational's kind is not said.
        self.assertEqual([p.kind for p in log.pauses], [gclog.UNKNOWN, gclog.FULL])
        self.assertEqual(log.pauses[0].occupancy_k(), (24 * 1024, 3 * 1024))
        self.assertEqual(log.pauses[1].cause, 'System.gc()')

    def test_hotspot(self):
        log = gclog.parse(HOTSPOT)
        self.assertEqual(log.collector, 'Serial')
        self.assertEqual([p.kind for p in log.pauses], [gclog.FULL, gclog.MINOR])
        # Arena lines come before the pause line; DefNew's first figure only.
        self.assertEqual([(a.name, a.before_k, a.after_k, a.capacity_k) for a in log.pauses[1].arenas],
                         [('DefNew', 176, 10, 4928), ('Tenured', 452, 454, 10944)])
        self.assertEqual(log.pauses[1].occupancy_k(), (628, 464))

    def test_program_output_leaves_the_log_out(self):
        self.assertEqual(gclog.program_output(NEW), 'hello (from the program)\n')
        self.assertEqual(gclog.program_output(HOTSPOT), 'checksum 42\n')
        self.assertEqual(gclog.program_output(OLD), 'checksum 42\n')


class CommandLines(unittest.TestCase):
    def test_split(self):
        program = runs.split_program(['-cp', 'classes', '-Xmx64m', 'Main', '-cp', 'x'])
        self.assertEqual((program.vm_options, program.main, program.arguments),
                         (['-cp', 'classes', '-Xmx64m'], ['Main'], ['-cp', 'x']))
        program = runs.split_program(['-Xint', '-jar', 'app.jar', 'a'])
        self.assertEqual((program.vm_options, program.main, program.arguments), (['-Xint'], ['-jar', 'app.jar'], ['a']))
        with self.assertRaises(runs.UsageError):
            runs.split_program(['-cp', 'classes'])
        with self.assertRaises(runs.UsageError):
            runs.split_program(['-jar'])

    def test_loupe_command_sets_its_own_collector(self):
        program = runs.split_program(['-Xgc:compact', '-verbose:gc', '-Xrunheapviz:file=x.html', '-Xint', 'Main'])
        self.assertEqual(runs.loupe_command('/b/loupe', 'refcount', program),
                         ['/b/loupe', '-Xgc:refcount', '-verbose:gc', '-Xint', 'Main'])

    def test_hotspot_translation(self):
        program = runs.split_program(['-Xmx32m', '-Xms8m', '-Xss1m', '-Dk=v', '-cp', 'c', '-ea', '-Xgc:compact',
                                      '-Xgcstress:5', '-Xrunhprof:cpu=times', '-Xint', 'Main', 'arg'])
        command, dropped = runs.hotspot_command('java', program)
        self.assertEqual(command, ['java', '-XX:+UseSerialGC', '-Xlog:gc,gc+heap=info', '-Xmx32m', '-Xms8m',
                                   '-Xss1m', '-Dk=v', '-cp', 'c', '-ea', 'Main', 'arg'])
        self.assertEqual(dropped, ['-Xgc:compact', '-Xgcstress:5', '-Xrunhprof:cpu=times', '-Xint'])


class Agreement(unittest.TestCase):
    @staticmethod
    def run_of(name, code, out):
        return runs.Run(name, [], exit_code=code, stdout=out)

    def test_against_hotspot(self):
        done = [self.run_of('marksweep', 0, 'a\n'), self.run_of('refcount', 1, ''),
                self.run_of('compact', 0, 'b\n'), self.run_of(runs.HOTSPOT, 0, 'a\n')]
        done[1].stderr = 'Exception in thread "main" java.lang.OutOfMemoryError: Java heap space\n'
        self.assertEqual(runs.compare(done), 'the HotSpot run')
        self.assertEqual(done[0].problem, '')
        self.assertIn('exit code 1 where the HotSpot run exited 0', done[1].problem)
        self.assertIn('OutOfMemoryError', done[1].problem)
        self.assertEqual(done[2].problem, 'output differs from the HotSpot run')

    def test_a_java_that_did_not_start_is_no_reference(self):
        done = [self.run_of('marksweep', 0, 'a\n'), self.run_of('compact', 0, 'a\n'),
                self.run_of(runs.HOTSPOT, 1, '')]
        done[2].stderr = ('Unrecognized option: -Xlog:gc,gc+heap=info\n'
                          'Error: Could not create the Java Virtual Machine.\n')
        self.assertEqual(runs.compare(done), 'most runs')
        self.assertEqual([r.problem for r in done[:2]], ['', ''])
        self.assertEqual(done[2].problem, 'java did not start: Error: Could not create the Java Virtual Machine.')

    def test_by_majority_without_hotspot(self):
        done = [self.run_of('marksweep', 0, 'b\n'), self.run_of('compact', 0, 'a\n'),
                self.run_of('semispace', 0, 'a\n')]
        self.assertEqual(runs.compare(done), 'most runs')
        self.assertEqual([r.problem for r in done], ['output differs from most runs', '', ''])


class Errors(unittest.TestCase):
    """Each mistake: a message naming it on stderr, exit code 1."""

    def tool(self, *args, script=None):
        done = subprocess.run([sys.executable, script or fakes.tool()] + list(args), capture_output=True, text=True,
                              timeout=60)
        return done.returncode, done.stderr

    def test_no_program(self):
        for args in ([], ['--'], ['-o', 'x', '--'], ['--', '-cp', 'classes']):
            code, err = self.tool(*args)
            self.assertEqual(code, 1, args)
            self.assertIn('no program given', err)

    def test_loupe_not_found(self):
        code, err = self.tool('--loupe', '/nonexistent/loupe', '--', 'Main')
        self.assertEqual(code, 1)
        self.assertIn('loupe not found at /nonexistent/loupe', err)
        # Without --loupe, beside the script: a copy of it alone in a directory.
        with tempfile.TemporaryDirectory() as directory:
            copy = os.path.join(directory, 'loupe-compare-gc')
            with open(fakes.tool()) as src, open(copy, 'w') as dst:
                dst.write(src.read())
            code, err = self.tool('--', 'Main', script=copy)
            self.assertEqual(code, 1)
            self.assertIn('loupe not found at %s' % os.path.join(directory, 'loupe'), err)

    def test_bad_output_directory(self):
        with tempfile.TemporaryDirectory() as directory:
            loupe = fakes.fake_build(directory)
            a_file = os.path.join(directory, 'file')
            open(a_file, 'w').close()
            code, err = self.tool('--loupe', loupe, '-o', a_file, '--', 'Main')
            self.assertEqual((code, 'exists and is not a directory' in err), (1, True), err)
            code, err = self.tool('--loupe', loupe, '-o', os.path.join(a_file, 'sub'), '--', 'Main')
            self.assertEqual((code, 'cannot create it' in err), (1, True), err)
            code, err = self.tool('--loupe', loupe, '-o', '--', 'Main')
            self.assertEqual(code, 1)

    def test_unknown_collector(self):
        code, err = self.tool('--collectors', 'marksweep,g1', '--', 'Main')
        self.assertEqual(code, 1)
        self.assertIn('g1 is not one of', err)


class WholeRun(unittest.TestCase):
    """The fake VM under every collector and as HotSpot: the page's rows."""

    def test_page(self):
        with tempfile.TemporaryDirectory() as directory:
            loupe = fakes.fake_build(directory)
            out = os.path.join(directory, 'out')
            done = subprocess.run([sys.executable, fakes.tool(), '--loupe', loupe, '--java', loupe, '-o', out, '--',
                                   '-cp', 'classes', 'Main', '7'], capture_output=True, text=True, timeout=120)
            self.assertEqual(done.returncode, 0, done.stderr)
            self.assertEqual(done.stdout, 'wrote %s\n' % os.path.join(out, 'index.html'))
            with open(os.path.join(out, 'index.html')) as f:
                page = f.read()
            rows = dict(re.findall(r'<tr class="run" data-collector="(\w+)" data-collections="(\d+)"', page))
            self.assertEqual(rows, {'marksweep': '3', 'compact': '2', 'semispace': '4', 'generational': '5',
                                    'refcount': '3', 'hotspot': '4'})
            statuses = dict(re.findall(r'data-collector="(\w+)" data-collections="\d+" data-exit="-?\d+" '
                                       r'data-status="(\w+)"', page))
            self.assertEqual([c for c, s in statuses.items() if s == 'bad'], ['semispace', 'refcount'])
            self.assertIn('output differs from the HotSpot run', page)
            self.assertIn('exit code 1 where the HotSpot run exited 0: Exception in thread', page)
            self.assertEqual(len(re.findall(r'<iframe src="heap-\w+\.html"', page)), 5)
            for collector in runs.COLLECTORS:
                self.assertTrue(os.path.exists(os.path.join(out, 'heap-%s.html' % collector)))
                self.assertTrue(os.path.exists(os.path.join(out, '%s.stdout' % collector)))
            self.assertEqual(len(re.findall(r'<circle class="pause"', page)), 21)


if __name__ == '__main__':
    unittest.main()
