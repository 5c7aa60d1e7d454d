"""A small SVG plotting module: a canvas, linear and log scales with nice
ticks, axes, legends, and three charts (grouped bars, box-and-strip,
lines-and-points). Standard library only; the output is plain SVG 1.1 that
browsers, editors and GitHub show as is.

Every coordinate goes through num(), which refuses NaN and infinities, so a
plot never carries them silently.
"""
import math
from xml.sax.saxutils import escape

FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"
# Okabe-Ito colours (colour-blind safe, yellow left out: too pale on white), then a few more
PALETTE = ["#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#000000",
           "#8C564B", "#7F7F7F", "#17BECF", "#BCBD22", "#1F3F7F"]
INK = "#222222"
GRID = "#DDDDDD"
MUTED = "#666666"


def num(v):
    v = float(v)
    if math.isnan(v) or math.isinf(v):
        raise ValueError(f"not a finite number: {v}")
    text = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def text_width(s, size):
    """A rough width of a label in this sans-serif font."""
    return len(s) * size * 0.58


def color(i):
    return PALETTE[i % len(PALETTE)]


class Canvas:
    def __init__(self, width, height, title=""):
        self.width, self.height = width, height
        self.items = []
        self.title = title

    @staticmethod
    def _attributes(attrs):
        parts = []
        for k, v in attrs.items():
            if v is None:
                continue
            if isinstance(v, (int, float)):
                v = num(v)
            parts.append(f'{k.rstrip("_").replace("_", "-")}="{escape(str(v), {chr(34): "&quot;"})}"')
        return "".join(" " + p for p in parts)

    def _element(self, tag, attrs, content=None, tooltip=None):
        inner = ""
        if tooltip:
            inner += f"<title>{escape(tooltip)}</title>"
        if content is not None:
            inner += escape(content)
        attributes = self._attributes(attrs)
        self.items.append(f"<{tag}{attributes}>{inner}</{tag}>" if inner else f"<{tag}{attributes}/>")

    def rect(self, x, y, w, h, tooltip=None, **style):
        if h < 0:
            y, h = y + h, -h
        self._element("rect", dict(x=x, y=y, width=max(w, 0), height=h, **style), tooltip=tooltip)

    def line(self, x1, y1, x2, y2, **style):
        self._element("line", dict(x1=x1, y1=y1, x2=x2, y2=y2, **style))

    def circle(self, cx, cy, r, tooltip=None, **style):
        self._element("circle", dict(cx=cx, cy=cy, r=r, **style), tooltip=tooltip)

    def polyline(self, points, **style):
        self._element("polyline", dict(points=" ".join(f"{num(x)},{num(y)}" for x, y in points),
                                       fill="none", **style))

    def text(self, x, y, s, size=12, anchor="start", rotate=None, weight=None, fill=INK, **style):
        transform = f"rotate({num(rotate)} {num(x)} {num(y)})" if rotate else None
        self._element("text", dict(x=x, y=y, font_size=size, text_anchor=anchor, font_weight=weight,
                                   fill=fill, transform=transform, **style), content=str(s))

    def open_group(self, **style):
        """Elements until close_group() share these attributes (smaller files)."""
        self.items.append(f"<g{self._attributes(style)}>")

    def close_group(self):
        self.items.append("</g>")

    def render(self):
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{num(self.width)}" '
                f'height="{num(self.height)}" viewBox="0 0 {num(self.width)} {num(self.height)}" '
                f'font-family="{FONT}">')
        title = f"<title>{escape(self.title)}</title>" if self.title else ""
        background = f'<rect x="0" y="0" width="{num(self.width)}" height="{num(self.height)}" fill="white"/>'
        return "\n".join([head + title, background] + self.items + ["</svg>"]) + "\n"


# ---------------------------------------------------------------- scales

def nice_step(span, count):
    raw = span / max(count, 1)
    mag = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 2.5, 5, 10):
        if raw <= m * mag:
            return m * mag
    return 10 * mag


def tick_label(v):
    if v == 0:
        return "0"
    a = abs(v)
    if a >= 10000:
        return f"{v:.0f}"
    if a >= 1:
        return f"{v:.6g}"
    return f"{v:.3g}"


class Linear:
    def __init__(self, lo, hi, a, b, ticks=5):
        if hi <= lo:
            hi = lo + 1
        step = nice_step(hi - lo, ticks)
        self.lo, self.hi = math.floor(lo / step) * step, math.ceil(hi / step) * step
        self.step, self.a, self.b = step, a, b

    def __call__(self, v):
        return self.a + (v - self.lo) / (self.hi - self.lo) * (self.b - self.a)

    def ticks(self):
        n = int(round((self.hi - self.lo) / self.step))
        return [self.lo + i * self.step for i in range(n + 1)]


class Log:
    def __init__(self, lo, hi, a, b):
        if lo <= 0:
            raise ValueError("log scale needs positive values")
        if hi <= lo:
            hi = lo * 10
        self.ticks_ = log_ticks(lo, hi)
        self.lo, self.hi = min(lo, self.ticks_[0]), max(hi, self.ticks_[-1])
        self.a, self.b = a, b

    def __call__(self, v):
        return self.a + (math.log(v) - math.log(self.lo)) / (math.log(self.hi) - math.log(self.lo)) * (self.b - self.a)

    def ticks(self):
        return self.ticks_


def log_ticks(lo, hi):
    """1-2-5 ticks when the range is a few decades, decades when wider;
    always a tick at or below lo and at or above hi."""
    first, last = math.floor(math.log10(lo)), math.ceil(math.log10(hi))
    mults = (1, 2, 5) if last - first <= 3 else (1,)
    if last - first <= 1:
        mults = (1, 1.5, 2, 3, 5, 7)
    candidates = sorted({round(m * 10 ** e, 12) for e in range(first - 1, last + 1) for m in mults})
    below = [t for t in candidates if t <= lo]
    above = [t for t in candidates if t >= hi]
    start, end = (below[-1] if below else candidates[0]), (above[0] if above else candidates[-1])
    return [t for t in candidates if start <= t <= end]


# ---------------------------------------------------------------- frame pieces

class Frame:
    """A chart's plot area inside a canvas, with its title, axes and legend."""

    def __init__(self, canvas, left, top, right, bottom):
        self.canvas = canvas
        self.x0, self.y0 = left, top
        self.x1, self.y1 = canvas.width - right, canvas.height - bottom

    def y_axis(self, scale, label, fmt=tick_label):
        c = self.canvas
        for t in scale.ticks():
            y = scale(t)
            c.line(self.x0, y, self.x1, y, stroke=GRID, stroke_width=1)
            c.line(self.x0 - 4, y, self.x0, y, stroke=INK, stroke_width=1)
            c.text(self.x0 - 7, y + 4, fmt(t), size=11, anchor="end")
        c.line(self.x0, self.y0, self.x0, self.y1, stroke=INK, stroke_width=1)
        mid = (self.y0 + self.y1) / 2
        c.text(16, mid, label, size=12, anchor="middle", rotate=-90)

    def x_axis(self, scale, label, fmt=tick_label):
        c = self.canvas
        for t in scale.ticks():
            x = scale(t)
            c.line(x, self.y0, x, self.y1, stroke=GRID, stroke_width=1)
            c.line(x, self.y1, x, self.y1 + 4, stroke=INK, stroke_width=1)
            c.text(x, self.y1 + 17, fmt(t), size=11, anchor="middle")
        c.line(self.x0, self.y1, self.x1, self.y1, stroke=INK, stroke_width=1)
        c.text((self.x0 + self.x1) / 2, self.y1 + 36, label, size=12, anchor="middle")

    def category_labels(self, centers, labels, slot):
        """Labels under the plot area, turned when they do not fit their slot."""
        c = self.canvas
        turn = max((text_width(l, 12) for l in labels), default=0) > slot - 4
        for x, l in zip(centers, labels):
            if turn:
                c.text(x + 4, self.y1 + 14, l, size=12, anchor="end", rotate=-35)
            else:
                c.text(x, self.y1 + 18, l, size=12, anchor="middle")
        c.line(self.x0, self.y1, self.x1, self.y1, stroke=INK, stroke_width=1)


def label_room(labels, slot):
    """Space under the plot area that the category labels need."""
    widest = max((text_width(l, 12) for l in labels), default=0)
    return 30 if widest <= slot - 4 else 24 + widest * math.sin(math.radians(35))


def legend_rows(entries, width, size=12):
    """Lays legend entries out in rows within width: [[(x offset, entry)]]."""
    rows, row, x = [], [], 0
    for e in entries:
        w = 22 + text_width(e, size) + 16
        if row and x + w > width:
            rows.append(row)
            row, x = [], 0
        row.append((x, e))
        x += w
    if row:
        rows.append(row)
    return rows


def draw_legend(canvas, rows, left, top, colors, marker="square"):
    for i, row in enumerate(rows):
        y = top + i * 18
        for x, entry in row:
            if marker == "circle":
                canvas.circle(left + x + 6, y - 4, 5, fill=colors[entry])
            else:
                canvas.rect(left + x, y - 10, 12, 12, fill=colors[entry])
            canvas.text(left + x + 18, y, entry, size=12)


def wrap(text, width, size):
    lines, line = [], ""
    for word in text.split():
        if line and text_width(line + " " + word, size) > width:
            lines.append(line)
            line = word
        else:
            line = (line + " " + word).strip()
    return lines + [line] if line else lines


class Head:
    """Title, subtitle (wrapped) and legend rows at the top of a chart; .bottom
    is where they end."""

    def __init__(self, width, title, subtitle, entries, legend_left):
        self.title, self.left = title, legend_left
        self.sub = wrap(subtitle, width - 32, 12) if subtitle else []
        self.legend_y = 43 + 16 * len(self.sub) + (6 if self.sub else -10)
        self.rows = legend_rows(entries, width - legend_left - 20)
        self.bottom = self.legend_y + 18 * len(self.rows) - 6

    def draw(self, canvas, colors, marker="square"):
        canvas.text(16, 24, self.title, size=16, weight="bold")
        for i, line in enumerate(self.sub):
            canvas.text(16, 43 + 16 * i, line, size=12, fill=MUTED)
        draw_legend(canvas, self.rows, self.left, self.legend_y, colors, marker)


# ---------------------------------------------------------------- charts

def bar_chart(title, groups, series, values, ylabel, subtitle="", errors=None, log=False,
              reference=None, reference_label="", colors=None, label_groups=()):
    """Grouped bars: one group per category (e.g. program), one bar per series
    (e.g. configuration). values {(group, series): v}; errors {(group, series):
    (low, high)} drawn as whiskers; on a log scale bars grow from `reference`
    (up for more, down for less). A missing value is marked "n/a". Values of
    the groups in label_groups are written on their bars."""
    errors = errors or {}
    colors = colors or {s: color(i) for i, s in enumerate(series)}
    bar_w = 14 if len(series) > 3 else 18
    slot = len(series) * bar_w + 22
    right = 30 if not (reference is not None and reference_label) else 16 + text_width(reference_label, 11)
    width = max(480, 70 + len(groups) * slot + right)
    head = Head(width, title, subtitle, series, 70)
    top = head.bottom + 20
    bottom = label_room(groups, slot) + 8
    c = Canvas(width, top + 300 + bottom, title)
    head.draw(c, colors)
    f = Frame(c, 70, top, right, bottom)

    shown = [v for v in values.values() if v is not None]
    shown += [x for e in errors.values() if e for x in e]
    if reference is not None:
        shown.append(reference)
    if not shown:
        shown = [1.0]
    if log:
        scale = Log(min(shown) / 1.15, max(shown) * 1.15, f.y1, f.y0)
        base = reference if reference is not None else scale.lo
    else:
        scale = Linear(0, max(shown) * 1.08, f.y1, f.y0)
        base = 0
    f.y_axis(scale, ylabel)
    centers = []
    for gi, g in enumerate(groups):
        left = f.x0 + 12 + gi * slot
        centers.append(left + len(series) * bar_w / 2)
        if g in label_groups:
            c.rect(left - 6, f.y0, slot - 10, f.y1 - f.y0, fill="#F3F3F3")
        for si, s in enumerate(series):
            x = left + si * bar_w
            v = values.get((g, s))
            if v is None or (log and v <= 0):
                c.text(x + bar_w / 2 + 3, scale(base) - 4, "n/a", size=9, rotate=-90, fill=MUTED)
                continue
            c.rect(x + 1, scale(base), bar_w - 2, scale(v) - scale(base), fill=colors[s],
                   tooltip=f"{g}, {s}: {v:.3g}")
            e = errors.get((g, s))
            if e:
                cx = x + bar_w / 2
                c.line(cx, scale(e[0]), cx, scale(e[1]), stroke=INK, stroke_width=1)
                for end in e:
                    c.line(cx - 3, scale(end), cx + 3, scale(end), stroke=INK, stroke_width=1)
            if g in label_groups:   # written along the bar, beyond its end
                label = f"{v:.2f}" if v >= 0.1 else f"{v:.3f}"
                if v >= base:
                    end = e[1] if e else v
                    c.text(x + bar_w / 2 + 4, scale(end) - 4, label, size=10, rotate=-90, weight="bold")
                else:
                    end = e[0] if e else v
                    c.text(x + bar_w / 2 + 4, scale(end) + 4, label, size=10, anchor="end", rotate=-90,
                           weight="bold")
    if reference is not None:
        y = scale(reference)
        c.line(f.x0, y, f.x1, y, stroke=INK, stroke_width=1.5, stroke_dasharray="5,3")
        if reference_label:   # in the right margin, at the line's end
            c.text(f.x1 + 5, y + 4, reference_label, size=11, fill=INK)
    f.category_labels(centers, groups, slot)
    return c.render()


def spread(n, width, seed):
    """n horizontal offsets in [-width/2, width/2], deterministic (a
    low-discrepancy sequence), so that the same data gives the same picture."""
    phi = 0.6180339887498949
    return [((seed * 0.37 + i * phi) % 1.0 - 0.5) * width for i in range(n)]


def thin(values, limit):
    """At most limit values, evenly spread over the sorted values (keeps the
    distribution's shape, the minimum and the maximum)."""
    if len(values) <= limit:
        return list(values)
    s = sorted(values, key=lambda v: v[1])
    return [s[round(i * (len(s) - 1) / (limit - 1))] for i in range(limit)]


def box_strip_chart(title, groups, points, ylabel, subtitle="", log=None, category_colors=None,
                    reference_groups=(), reference_label="reference", limit=1000, box_stats=None):
    """One box plot per group with its points strewn beside it, each point
    coloured by its category (e.g. the program). points {group: [(category,
    value)]}; groups in reference_groups are shaded and named reference_label.
    box_stats(values) -> stats.Box. log=None picks log when values span more
    than a factor of 30."""
    cats = sorted({cat for g in groups for cat, _ in points.get(g, [])})
    category_colors = category_colors or {cat: color(i) for i, cat in enumerate(cats)}
    slot = 120
    width = max(480, 80 + len(groups) * slot + 30)
    head = Head(width, title, subtitle, cats, 80)
    top = head.bottom + 44
    bottom = label_room(groups, slot) + 8
    c = Canvas(width, top + 320 + bottom, title)
    head.draw(c, category_colors, marker="circle")
    f = Frame(c, 80, top, 30, bottom)

    values = [v for g in groups for _, v in points.get(g, [])]
    positive = [v for v in values if v > 0]
    if log is None:
        log = bool(positive) and max(positive) / min(positive) > 30
    if log and positive:
        scale = Log(min(positive) / 1.2, max(positive) * 1.2, f.y1, f.y0)
    else:
        log = False
        scale = Linear(0, max(values, default=1.0) * 1.08 or 1.0, f.y1, f.y0)
    f.y_axis(scale, ylabel)

    def y(v):
        return scale(max(v, scale.lo)) if log else scale(v)

    refs = [gi for gi, g in enumerate(groups) if g in reference_groups]
    if refs:   # one shaded band behind the reference groups, named once
        left, right = f.x0 + 5 + refs[0] * slot, min(f.x0 + 5 + (refs[-1] + 1) * slot, f.x1)
        c.rect(left, f.y0, right - left, f.y1 - f.y0, fill="#EFEFEF")
        c.text((left + right) / 2, f.y0 - 22, reference_label, size=11, anchor="middle", fill=MUTED)
    centers = []
    for gi, g in enumerate(groups):
        left = f.x0 + 10 + gi * slot
        cx = left + slot / 2 - 5
        centers.append(cx)
        mine = points.get(g, [])
        if not mine:
            c.text(cx, (f.y0 + f.y1) / 2, "no pauses", size=11, anchor="middle", fill=MUTED)
            continue
        shown = thin(mine, limit)
        offsets = spread(len(shown), 34, gi)
        counts = {}
        for cat, _ in shown:
            counts[cat] = counts.get(cat, 0) + 1
        # one group per colour; the biggest first, so that small ones stay visible on top
        for cat in sorted(counts, key=lambda k: (-counts[k], k)):
            c.open_group(fill=category_colors[cat], fill_opacity=0.6)
            for (k, v), dx in zip(shown, offsets):
                if k == cat:
                    c.circle(cx + 22 + dx, y(v), 2.5)
            c.close_group()
        if box_stats:
            b = box_stats([v for _, v in mine])
            bx = cx - 34
            c.line(bx, y(b.low), bx, y(b.q1), stroke=INK, stroke_width=1)
            c.line(bx, y(b.q3), bx, y(b.high), stroke=INK, stroke_width=1)
            for end in (b.low, b.high):
                c.line(bx - 6, y(end), bx + 6, y(end), stroke=INK, stroke_width=1)
            c.rect(bx - 12, y(b.q3), 24, y(b.q1) - y(b.q3), fill="white", stroke=INK, stroke_width=1.2,
                   tooltip=f"{g}: median {b.median:.3g}, quartiles {b.q1:.3g}-{b.q3:.3g}, n={b.n}")
            c.line(bx - 12, y(b.median), bx + 12, y(b.median), stroke=INK, stroke_width=2.5)
        note = f"n={len(mine)}" + (f" ({len(shown)} shown)" if len(shown) < len(mine) else "")
        c.text(cx, f.y0 - 6, note, size=10, anchor="middle", fill=MUTED)
    f.category_labels(centers, groups, slot)
    return c.render()


def line_chart(title, series, xlabel, ylabel, subtitle="", y_range=None, x_log=False, colors=None):
    """Points joined by lines, one series each: series {name: [(x, y,
    label)]}, drawn in x order, each point labelled."""
    names = list(series)
    colors = colors or {s: color(i) for i, s in enumerate(names)}
    width = 680
    head = Head(width, title, subtitle, names, 70)
    top = head.bottom + 24
    c = Canvas(width, top + 340 + 60, title)
    head.draw(c, colors, marker="circle")
    f = Frame(c, 70, top, 30, 60)
    xs = [p[0] for pts in series.values() for p in pts] or [0.0, 1.0]
    ys = [p[1] for pts in series.values() for p in pts] or [0.0, 1.0]
    if x_log and min(xs) > 0:
        xscale = Log(min(xs) / 1.2, max(xs) * 1.2, f.x0, f.x1)
    else:
        xscale = Linear(min(0.0, min(xs)), max(xs) * 1.1 or 1.0, f.x0, f.x1)
    lo, hi = y_range or (min(0.0, min(ys)), max(ys) * 1.1 or 1.0)
    yscale = Linear(lo, hi, f.y1, f.y0)
    f.y_axis(yscale, ylabel)
    f.x_axis(xscale, xlabel)
    for s in names:
        pts = sorted(series[s])
        c.polyline([(xscale(x), yscale(y)) for x, y, _ in pts], stroke=colors[s], stroke_width=2)
        for x, y, label in pts:
            c.circle(xscale(x), yscale(y), 4, fill=colors[s], tooltip=f"{s} {label}: x {x:.3g}, y {y:.3g}")
            if label:
                c.text(xscale(x) + 6, yscale(y) - 6, label, size=10, fill=MUTED)
    return c.render()
