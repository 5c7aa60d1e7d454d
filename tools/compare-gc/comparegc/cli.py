"""The command line: loupe-compare-gc [options] -- <loupe options> <main class or -jar jar> [args]."""
import argparse
import os
import shutil
import sys

from . import page, runs

USAGE = 'loupe-compare-gc [-o DIR] [options] -- <loupe options> <main class | -jar jar> [args]'
DESCRIPTION = """Runs a Java program under each of Loupe's five collectors (and HotSpot's serial
collector when java is on PATH), each with -verbose:gc, and writes DIR/index.html:
the pause table, plots of heap occupancy and pauses, and the heap pictures of the
heapviz agent side by side. The logs stay in DIR. See docs/compare-gc.md."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise runs.UsageError(message)


def _parser():
    parser = _Parser(prog='loupe-compare-gc', usage=USAGE, description=DESCRIPTION)
    parser.add_argument('-o', '--output', metavar='DIR', default='compare-gc',
                        help='where index.html, the heap pictures and the logs go (default: ./compare-gc)')
    parser.add_argument('--loupe', metavar='PATH', help='the loupe binary (default: the one beside this script)')
    parser.add_argument('--java', metavar='PATH',
                        help="HotSpot's java for the serial collector's run (default: java on PATH)")
    parser.add_argument('--no-hotspot', action='store_true', help="leave out HotSpot's run")
    parser.add_argument('--no-heapviz', action='store_true', help='no heap pictures (one run per collector)')
    parser.add_argument('--collectors', metavar='LIST', default=','.join(runs.COLLECTORS),
                        help='comma-separated Loupe collectors to run (default: all five)')
    parser.add_argument('--timeout', metavar='SECONDS', type=float, default=600,
                        help='stop a run after this long (default: 600)')
    return parser


def _split_at_dashes(argv):
    """The tool's own options, and the program's command line: after "--",
    or from the first word that is not one of the tool's options."""
    if '--' in argv:
        at = argv.index('--')
        return argv[:at], argv[at + 1:]
    own = []
    i = 0
    takes_value = ('-o', '--output', '--loupe', '--java', '--collectors', '--timeout')
    while i < len(argv):
        word = argv[i]
        if word in takes_value:
            own += argv[i:i + 2]
            i += 2
        elif word.startswith('--') or word in ('-h',) or (word.startswith('-o') and len(word) > 2):
            own.append(word)
            i += 1
        else:
            break
    return own, argv[i:]


def _heapviz_library(loupe, agent_dirs):
    """Where the launcher would find libheapviz.so (jvmpi/agents.cpp looks
    beside itself in agents/, then in the installed agent directory)."""
    for directory in [os.path.join(os.path.dirname(loupe), 'agents')] + list(agent_dirs):
        candidate = os.path.join(directory, 'libheapviz.so')
        if os.path.exists(candidate):
            return candidate
    return None


def _prepare_output(directory):
    if os.path.exists(directory) and not os.path.isdir(directory):
        raise runs.UsageError('-o %s: exists and is not a directory' % directory)
    try:
        os.makedirs(directory, exist_ok=True)
    except OSError as error:
        raise runs.UsageError('-o %s: cannot create it (%s)' % (directory, error.strerror))
    if not os.access(directory, os.W_OK | os.X_OK):
        raise runs.UsageError('-o %s: cannot write there' % directory)
    return os.path.abspath(directory)


def main(argv, default_loupe, agent_dirs=()):
    try:
        return _main(argv, default_loupe, agent_dirs)
    except runs.UsageError as error:
        print('loupe-compare-gc: %s\nusage: %s' % (error, USAGE), file=sys.stderr)
        return 1


def _main(argv, default_loupe, agent_dirs):
    own, rest = _split_at_dashes(argv)
    args = _parser().parse_args(own)
    if not rest:
        raise runs.UsageError('no program given: put the program after "--", e.g. -- -cp classes Main')
    program = runs.split_program(rest)
    collectors = [c for c in args.collectors.split(',') if c]
    unknown = [c for c in collectors if c not in runs.COLLECTORS]
    if unknown or not collectors:
        raise runs.UsageError('--collectors: %s is not one of %s' % (','.join(unknown) or '(none)',
                                                                   ', '.join(runs.COLLECTORS)))
    loupe = args.loupe or default_loupe
    if not (os.path.isfile(loupe) and os.access(loupe, os.X_OK)):
        raise runs.UsageError('loupe not found at %s (give its path with --loupe)' % loupe)
    loupe = os.path.abspath(loupe)
    java = None
    if not args.no_hotspot:
        java = args.java or shutil.which('java')
        if args.java and not (os.path.isfile(java) and os.access(java, os.X_OK)):
            raise runs.UsageError('--java %s: not an executable' % args.java)
    out_dir = _prepare_output(args.output)

    notes = []
    heapviz = None if args.no_heapviz else _heapviz_library(loupe, agent_dirs)
    no_picture_because = ''
    if args.no_heapviz:
        no_picture_because = '--no-heapviz.'
    elif heapviz is None:
        no_picture_because = 'the heapviz agent (libheapviz.so) is not beside %s nor installed.' % loupe
    if no_picture_because:
        notes.append('No heap pictures: ' + no_picture_because)
    dropped = [o for o in program.vm_options if runs.is_tools_own(o)]
    if dropped:
        notes.append('Left out of every run, since each run chooses its own: %s.' % ' '.join(dropped))

    done = []
    for collector in collectors:
        _progress('%s ...' % collector)
        run = runs.execute(collector, runs.loupe_command(loupe, collector, program), args.timeout,
                           out_dir, collector)
        if heapviz:
            _add_picture(run, loupe, program, args.timeout, out_dir)
        else:
            run.picture_problem = no_picture_because
        done.append(run)
        _progress('%s: %d collections, exit %d\n' % (collector, len(run.log.pauses), run.exit_code), again=True)
    if java:
        _progress('HotSpot serial ...')
        command, dropped_options = runs.hotspot_command(java, program)
        run = runs.execute(runs.HOTSPOT, command, args.timeout, out_dir, runs.HOTSPOT)
        run.dropped_options = dropped_options
        done.append(run)
        _progress('HotSpot serial: %d collections, exit %d\n' % (len(run.log.pauses), run.exit_code), again=True)
    elif not args.no_hotspot:
        notes.append('No HotSpot run: no java on PATH.')
    reference = runs.compare(done)
    index = os.path.join(out_dir, 'index.html')
    page.write(index, done, program.describe(), reference, notes)
    print('wrote %s' % index)
    return 0


def _add_picture(run, loupe, program, timeout, out_dir):
    name = 'heap-%s.html' % run.name
    target = os.path.join(out_dir, name)
    if os.path.exists(target):
        os.remove(target)  # an old picture must not pass for this run's
    command = runs.loupe_command(loupe, run.name, program, ['-Xrunheapviz:file=' + target])
    picture_run = runs.execute(run.name, command, timeout, out_dir, 'heap-' + run.name)
    if os.path.exists(target):
        run.picture = name
        if len(picture_run.log.pauses) != len(run.log.pauses):
            # heapviz may collect for its own first picture: said, not judged.
            run.picture_problem = 'This run collected %d times, the run without the agent %d.' % (
                len(picture_run.log.pauses), len(run.log.pauses))
    else:
        run.picture_problem = 'the run with heapviz wrote no picture (exit code %d; see heap-%s.stderr)' % (
            picture_run.exit_code, run.name)


def _progress(text, again=False):
    """What is running, on stderr, so stdout stays the one line naming the page."""
    sys.stderr.write(('\r' if again else '') + text)
    sys.stderr.flush()
