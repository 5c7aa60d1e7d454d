"""Writes the comparison page, index.html: the pause table, two plots as
inline SVG (heap occupancy over time, each pause against time) and the
heap pictures side by side. Everything is in the page except the heap
pictures (heap-<collector>.html, beside it, in iframes) and the logs it
links to; nothing is fetched from a network, nothing printed to the console.

The markup carries what a test checks: one <tr class="run"> per run with
data-collector and data-collections, one <circle class="pause"> per
collection in the pause plot, one <figure class="picture"> per collector.
"""
import datetime
import html
import math

from . import gclog
from .runs import HOTSPOT

# One colour per run, the same in the table, the plots and the pictures.
COLOURS = {
    'marksweep': '#1f77b4', 'compact': '#ff7f0e', 'semispace': '#2ca02c',
    'generational': '#d62728', 'refcount': '#9467bd', HOTSPOT: '#555555',
}
TITLES = {HOTSPOT: 'HotSpot serial'}

_STYLE = """
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.2em 2em; color: #222; }
h1 { font-size: 1.5em; margin: 0 0 .2em; } h2 { font-size: 1.15em; margin: 1.2em 0 .4em; }
.command { font-family: monospace; background: #f4f4f4; padding: .3em .6em; }
table { border-collapse: collapse; }
th, td { padding: .25em .7em; border-bottom: 1px solid #ddd; text-align: right; white-space: nowrap; }
td.status { white-space: normal; }
th:first-child, td:first-child, td.status { text-align: left; }
tr.run:hover, tr.run.lit { background: #fff6d5; }
td.status.bad { color: #b00020; font-weight: 600; }
.swatch { display: inline-block; width: .8em; height: .8em; margin-right: .4em; border-radius: 2px; }
.plots { display: flex; flex-wrap: wrap; gap: 1.5em; }
.plots figure { margin: 0; }
.plots figcaption { font-size: 13px; }
.panels { display: grid; grid-template-columns: repeat(2, 322px); gap: 4px 12px; margin-top: 6px; }
svg text { font: 11px system-ui, sans-serif; fill: #333; }
svg .grid { stroke: #e4e4e4; } svg .axis { stroke: #888; }
svg .series { fill: none; stroke-width: 1.6; }
svg.dimmed .series:not(.lit), svg.dimmed .pauses:not(.lit) { opacity: .15; }
.pictures { display: flex; gap: 1em; overflow-x: auto; padding-bottom: .5em; }
figure.picture { margin: 0; flex: 0 0 auto; }
/* Each heap picture at half size, so that several fit side by side; the
   link opens it whole. */
figure.picture .frame { width: 560px; height: 480px; overflow: hidden; border: 1px solid #ccc; }
figure.picture iframe { width: 1120px; height: 960px; border: 0; transform: scale(.5); transform-origin: 0 0; }
figure.picture a { font-weight: normal; font-size: .9em; margin-left: .6em; }
figure.picture p { width: 300px; color: #666; }
figcaption { font-weight: 600; margin-bottom: .3em; }
details { margin: .3em 0; } pre { background: #f7f7f7; padding: .5em; max-height: 14em; overflow: auto; }
"""

# Hovering a row or a legend entry brings out that run's lines in the plots.
_SCRIPT = """
(function () {
  var plots = document.querySelectorAll('svg.plot');
  function light(name, on) {
    plots.forEach(function (svg) {
      svg.classList.toggle('dimmed', on);
      svg.querySelectorAll('[data-collector]').forEach(function (g) {
        g.classList.toggle('lit', on && g.getAttribute('data-collector') === name);
      });
    });
  }
  document.querySelectorAll('tr.run, .legend [data-collector]').forEach(function (el) {
    var name = el.getAttribute('data-collector');
    el.addEventListener('mouseenter', function () { light(name, true); });
    el.addEventListener('mouseleave', function () { light(name, false); });
  });
})();
"""


def title(name):
    return TITLES.get(name, name)


def esc(text):
    return html.escape(str(text), quote=True)


def write(path, runs, program_text, reference_name, notes):
    with open(path, 'w') as f:
        f.write(render(runs, program_text, reference_name, notes))


def render(runs, program_text, reference_name, notes):
    parts = ['<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">',
             '<title>Collectors compared: %s</title>' % esc(program_text),
             '<style>%s</style></head><body>' % _STYLE,
             '<main id="compare-gc" data-runs="%d">' % len(runs),
             '<h1>Collectors compared</h1>',
             '<p>Program: <span class="command">%s</span>. Generated %s by loupe-compare-gc. '
             'Pause and run times come from runs without an agent; the heap pictures from separate runs '
             'with heapviz.</p>' % (esc(program_text), esc(datetime.datetime.now().strftime('%Y-%m-%d %H:%M')))]
    for note in notes:
        parts.append('<p class="note">%s</p>' % esc(note))
    parts.append(_table(runs, reference_name))
    parts.append('<h2>Plots</h2><div class="plots">%s%s</div>' % (_occupancy_plot(runs), _pause_plot(runs)))
    parts.append(_pictures(runs))
    parts.append(_details(runs))
    parts.append('</main><script>%s</script></body></html>\n' % _SCRIPT)
    return '\n'.join(parts)


def _ms(value):
    return '%.3f ms' % value


def _table(runs, reference_name):
    rows = ['<h2>Pauses</h2><table id="pauses"><thead><tr><th>Collector</th><th>Collections</th>'
            '<th>Minor</th><th>Full</th><th>Refcount batch</th><th>Backup trace</th><th>Total pause</th>'
            '<th>Longest</th><th>Mean</th><th>Run time</th><th>Exit code</th><th>Output</th></tr></thead><tbody>']
    for run in runs:
        log = run.log
        counts = [log.count(kind) for kind in (gclog.MINOR, gclog.FULL, gclog.BATCH, gclog.BACKUP)]
        status = esc(run.problem) if run.problem else 'agrees'
        rows.append(
            '<tr class="run" data-collector="%s" data-collections="%d" data-exit="%d" data-status="%s">'
            '<td><span class="swatch" style="background:%s"></span>%s</td><td class="collections">%d</td>'
            '%s<td>%s</td><td>%s</td><td>%s</td><td>%.2f s</td><td>%s</td><td class="status%s">%s</td></tr>' % (
                esc(run.name), len(log.pauses), run.exit_code, 'bad' if run.problem else 'ok',
                COLOURS.get(run.name, '#000'), esc(title(run.name)), len(log.pauses),
                ''.join('<td>%d</td>' % n for n in counts),
                _ms(log.total_ms()), _ms(log.longest_ms()), _ms(log.mean_ms()), run.seconds,
                'timeout' if run.timed_out else run.exit_code, ' bad' if run.problem else '', status))
    rows.append('</tbody></table>')
    if any(run.log.count(gclog.UNKNOWN) for run in runs):
        rows.append('<p class="note">Some collections count in no kind column: this Loupe\'s -verbose:gc names '
                    'the collector, not the kind of collection, and generational\'s minor and full collections, '
                    'like refcount\'s batches and backup traces, cannot be told apart.</p>')
    rows.append('<p>Output: each run\'s exit code and what the program printed (the collection log left out), '
                'checked against %s.</p>' % esc(reference_name))
    return '\n'.join(rows)


def _nice_step(span, ticks=5):
    """A round step (1, 2 or 5 times a power of ten) giving about `ticks` ticks."""
    if span <= 0:
        return 1.0
    raw = span / ticks
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return factor * power
    return 10 * power


def _number(value):
    return ('%.3f' % value).rstrip('0').rstrip('.') if value else '0'


class _Frame:
    """A plot's axes: maps data to SVG coordinates."""
    WIDTH, HEIGHT, LEFT, RIGHT, TOP, BOTTOM = 620, 270, 58, 14, 26, 40
    # One of the small panels, a run each, of the occupancy plot.
    PANEL = {'WIDTH': 322, 'HEIGHT': 84, 'LEFT': 30, 'RIGHT': 8, 'TOP': 17, 'BOTTOM': 17}

    def __init__(self, x_max, y_max, size=None):
        for name, value in (size or {}).items():
            setattr(self, name, value)
        self.x_step = _nice_step(x_max or 1)
        self.y_step = _nice_step(y_max or 1)
        self.x_max = math.ceil((x_max or 1) / self.x_step) * self.x_step
        self.y_max = math.ceil((y_max or 1) / self.y_step) * self.y_step

    def x(self, value):
        return self.LEFT + value / self.x_max * (self.WIDTH - self.LEFT - self.RIGHT)

    def y(self, value):
        return self.HEIGHT - self.BOTTOM - value / self.y_max * (self.HEIGHT - self.TOP - self.BOTTOM)

    def axes(self, heading, x_label, y_label):
        out = ['<text x="%d" y="%d" style="font-weight:600;font-size:13px">%s</text>' % (
            self.LEFT, self.TOP - 5, esc(heading))]
        steps = int(round(self.x_max / self.x_step))
        for i in range(steps + 1):
            value = i * self.x_step
            out.append('<line class="grid" x1="%.1f" x2="%.1f" y1="%d" y2="%d"/>' % (
                self.x(value), self.x(value), self.TOP, self.HEIGHT - self.BOTTOM))
            out.append('<text x="%.1f" y="%d" text-anchor="middle">%s</text>' % (
                self.x(value), self.HEIGHT - self.BOTTOM + 14, _number(value)))
        steps = int(round(self.y_max / self.y_step))
        for i in range(0, steps + 1, 1 if self.HEIGHT > 150 else 2):
            value = i * self.y_step
            out.append('<line class="grid" x1="%d" x2="%d" y1="%.1f" y2="%.1f"/>' % (
                self.LEFT, self.WIDTH - self.RIGHT, self.y(value), self.y(value)))
            out.append('<text x="%d" y="%.1f" text-anchor="end">%s</text>' % (
                self.LEFT - 5, self.y(value) + 4, _number(value)))
        out.append('<line class="axis" x1="%d" x2="%d" y1="%d" y2="%d"/>' % (
            self.LEFT, self.WIDTH - self.RIGHT, self.HEIGHT - self.BOTTOM, self.HEIGHT - self.BOTTOM))
        out.append('<line class="axis" x1="%d" x2="%d" y1="%d" y2="%d"/>' % (
            self.LEFT, self.LEFT, self.TOP, self.HEIGHT - self.BOTTOM))
        if x_label:
            out.append('<text x="%d" y="%d" text-anchor="middle">%s</text>' % (
                (self.LEFT + self.WIDTH - self.RIGHT) // 2, self.HEIGHT - 6, esc(x_label)))
        if y_label:
            out.append('<text transform="translate(13,%d) rotate(-90)" text-anchor="middle">%s</text>' % (
                (self.TOP + self.HEIGHT - self.BOTTOM) // 2, esc(y_label)))
        return out

    def svg(self, name, body):
        return ('<svg class="plot" id="%s" width="%d" height="%d" viewBox="0 0 %d %d" '
                'xmlns="http://www.w3.org/2000/svg">%s</svg>' % (
                    name, self.WIDTH, self.HEIGHT, self.WIDTH, self.HEIGHT, '\n'.join(body)))


def _legend(runs):
    return '<div class="legend">%s</div>' % ' '.join(
        '<span data-collector="%s"><span class="swatch" style="background:%s"></span>%s</span>' % (
            esc(run.name), COLOURS.get(run.name, '#000'), esc(title(run.name))) for run in runs)


def _occupancy_plot(runs):
    """Heap used (MiB) against time, a panel per run on the same scales
    (one plot of all six is a tangle): at each collection a drop from the
    size before to the size after, over the pause's length; between
    collections the rise is what the program allocated."""
    series = []
    for run in runs:
        points = []
        for pause in run.log.pauses:
            before_k, after_k = pause.occupancy_k()
            end = pause.time_s
            points.append((max(0.0, end - pause.pause_ms / 1000), before_k / 1024))
            points.append((end, after_k / 1024))
        series.append((run, points))
    x_max = max((x for _, points in series for x, _ in points), default=1)
    y_max = max((y for _, points in series for _, y in points), default=1)
    panels = []
    for run, points in series:
        frame = _Frame(x_max, y_max, _Frame.PANEL)
        body = frame.axes(title(run.name), '', '')
        if points:
            path = ' '.join('%.1f,%.1f' % (frame.x(x), frame.y(y)) for x, y in points)
            body.append('<g data-collector="%s" class="series"><polyline class="series" points="%s" stroke="%s">'
                        '<title>%s</title></polyline></g>' % (esc(run.name), path, COLOURS.get(run.name, '#000'),
                                                              esc(title(run.name))))
        panels.append(frame.svg('occupancy-' + run.name, body))
    return ('<figure class="occupancy"><figcaption>Heap used at each collection, before then after '
            '(MiB; seconds since VM start)</figcaption><div class="panels">%s</div></figure>' % ''.join(panels))


def _pause_plot(runs):
    """Each collection's pause (ms) at the time it ended, one dot each."""
    x_max = max((p.time_s for run in runs for p in run.log.pauses), default=1)
    y_max = max((p.pause_ms for run in runs for p in run.log.pauses), default=1)
    frame = _Frame(x_max, y_max)
    body = frame.axes('Pause of each collection', 'seconds since VM start', 'ms')
    for run in runs:
        dots = ['<circle class="pause" cx="%.1f" cy="%.1f" r="3"><title>%s GC(%d) %s (%s): %.3f ms</title></circle>' % (
            frame.x(p.time_s), frame.y(p.pause_ms), esc(title(run.name)), p.number, esc(p.name), esc(p.cause),
            p.pause_ms) for p in run.log.pauses]
        body.append('<g class="pauses" data-collector="%s" fill="%s" fill-opacity="0.7">%s</g>' % (
            esc(run.name), COLOURS.get(run.name, '#000'), ''.join(dots)))
    return '<figure>%s%s</figure>' % (frame.svg('pause-times', body), _legend(runs))


def _pictures(runs):
    figures = []
    for run in runs:
        if run.name == HOTSPOT:
            continue
        if run.picture:
            inner = '<div class="frame"><iframe src="%s" title="heap picture under %s"></iframe></div>' % (
                esc(run.picture), esc(run.name))
            if run.picture_problem:
                inner += '<p class="picture-note">%s</p>' % esc(run.picture_problem)
        else:
            inner = '<p class="no-picture">No heap picture: %s</p>' % esc(run.picture_problem or 'not made')
        link = '<a href="%s">open whole</a>' % esc(run.picture) if run.picture else ''
        figures.append('<figure class="picture" data-collector="%s"><figcaption>'
                       '<span class="swatch" style="background:%s"></span>%s%s</figcaption>%s</figure>' % (
                           esc(run.name), COLOURS.get(run.name, '#000'), esc(run.name), link, inner))
    return '<h2>The heap under each collector</h2><div class="pictures">%s</div>' % ''.join(figures)


def _details(runs):
    out = ['<h2>Runs</h2>']
    for run in runs:
        stem = run.name
        output = run.output
        out.append('<details class="run-details" data-collector="%s"><summary>%s: %s</summary>'
                   '<p class="command">%s</p><p>Logs: <a href="%s.stdout">stdout</a>, <a href="%s.stderr">stderr</a>%s</p>'
                   '<p>Program output (%d lines, collection log left out):</p><pre>%s</pre>%s</details>' % (
                       esc(run.name), esc(title(run.name)), esc(run.problem or 'agrees'),
                       esc(' '.join(run.command)), esc(stem), esc(stem),
                       ('. HotSpot ran without ' + esc(' '.join(run.dropped_options))) if run.dropped_options else '',
                       len(output.splitlines()), esc(_tail(output)),
                       ('<p>stderr:</p><pre>%s</pre>' % esc(_tail(run.stderr))) if run.stderr.strip() else ''))
    return '\n'.join(out)


def _tail(text, lines=40):
    kept = text.splitlines()
    if len(kept) <= lines:
        return text
    return '...\n' + '\n'.join(kept[-lines:])
