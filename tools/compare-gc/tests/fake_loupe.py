#!/usr/bin/env python3
"""A stand-in for loupe and java in loupe-compare-gc's tests: prints a
collection log in the shape the real VM would for the collector asked
for, and a program output, and behaves badly on purpose:

  -Xgc:marksweep, generational  the new -verbose:gc format, "checksum 42"
  -Xgc:compact                  the earlier format, "checksum 42"
  -Xgc:semispace                "checksum 41": output differs
  -Xgc:refcount                 an OutOfMemoryError, exit code 1
  -XX:+UseSerialGC (as java)    HotSpot's -Xlog:gc,gc+heap=info, "checksum 42"
  -Xrunheapviz:file=F           writes a small page to F

Each pause line's number of collections is fixed per collector
(PAUSES) so the tests know what to expect.
"""
import sys

PAUSES = {'marksweep': 3, 'compact': 2, 'semispace': 4, 'generational': 5, 'refcount': 3, 'hotspot': 4}
ARENA = {'marksweep': 'Mark-sweep space', 'semispace': 'Semispace', 'refcount': 'Reference-counted space'}


def new_format(collector):
    print('[0.004s][info][gc] Using %s' % collector)
    for n in range(PAUSES[collector]):
        t = 0.010 * (n + 1)
        if collector == 'generational':
            kind = 'Full' if n == PAUSES[collector] - 1 else 'Minor'
            arenas = [('Eden', 4096, 0, 4096), ('Survivor 0', 0, 100 + n, 512), ('Survivor 1', 0, 0, 512),
                      ('Old generation', 200 * n, 200 * n + 50, 8192)]
        elif collector == 'refcount':
            kind = 'Backup Trace' if n == 1 else 'Refcount Batch'
            arenas = [(ARENA[collector], 3000, 1000, 8192)]
        else:
            kind = 'Full'
            arenas = [(ARENA[collector], 6144, 410, 8192)]
        arenas.append(('Permanent space', 41, 41, 256))
        cause = 'System.gc()' if n == 0 else 'Allocation Failure'
        print('[%.3fs][info][gc] GC(%d) Pause %s (%s) 7.2M->0.4M(8.0M) %.3fms' % (t, n, kind, cause, 0.5 + n))
        for name, before, after, capacity in arenas:
            print('[%.3fs][info][gc,heap] GC(%d) %s: %dK->%dK(%dK)' % (t, n, name, before, after, capacity))


def old_format(collector):
    for n in range(PAUSES[collector]):
        print('[%.3fs][info][gc] GC(%d) Pause %s (Allocation Failure) 7M->0M(8M) %.3fms, permanent 41K(256K)' % (
            0.01 * (n + 1), n, collector, 1.25))


def hotspot():
    print('[0.009s][info][gc] Using Serial')
    for n in range(PAUSES['hotspot']):
        t = 0.1 + 0.01 * n
        kind = 'Full' if n == 0 else 'Young'
        print('[%.3fs][info][gc,heap] GC(%d) DefNew: 796K(4928K)->%dK(4928K) Eden: 796K(4416K)->0K(4416K) '
              'From: 0K(512K)->0K(512K)' % (t, n, n))
        print('[%.3fs][info][gc,heap] GC(%d) Tenured: 0K(10944K)->452K(10944K)' % (t, n))
        print('[%.3fs][info][gc     ] GC(%d) Pause %s (System.gc()) 0M->0M(15M) 2.996ms' % (t, n, kind))


def main(argv):
    collector = next((a[5:] for a in argv if a.startswith('-Xgc:')), None)
    for a in argv:
        if a.startswith('-Xrunheapviz:file='):
            with open(a[len('-Xrunheapviz:file='):], 'w') as f:
                f.write('<!DOCTYPE html><html><body><p class="fake-heap">%s</p></body></html>\n' % collector)
    print('hello')
    if '-XX:+UseSerialGC' in argv:
        hotspot()
    elif collector == 'compact':
        old_format(collector)
    elif collector in PAUSES:
        new_format(collector)
    else:
        print('fake_loupe: no -Xgc: option', file=sys.stderr)
        return 2
    if collector == 'refcount':
        sys.stdout.flush()
        print('Exception in thread "main" java.lang.OutOfMemoryError: Java heap space', file=sys.stderr)
        return 1
    print('checksum %d' % (41 if collector == 'semispace' else 42))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
