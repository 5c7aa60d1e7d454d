"""report.md, report.html and the summary table on stdout.

All three show the same things in the same order: the matrix (rows
collectors, columns mode x stress), one line per cell, then the details of
each cell that is not ok. results is a list of (matrix.Cell, verdicts.Run,
verdicts.Outcome) in the order the cells were listed; info a dict with the
run's "command", "loupe", "program", "started", "seconds".
"""
import html
import shlex

from . import verdicts

# Markdown has no colours: a coloured square before the verdict.
SQUARES = {verdicts.OK: "\U0001F7E9", verdicts.VIOLATION: "\U0001F7E5", verdicts.CRASH: "\U0001F7E5",
           verdicts.HANG: "\U0001F7E7", verdicts.DIFFERS: "\U0001F7E8"}
# Background and text colours in the HTML.
COLOURS = {verdicts.OK: ("#2e7d32", "#fff"), verdicts.VIOLATION: ("#c62828", "#fff"),
           verdicts.CRASH: ("#c62828", "#fff"), verdicts.HANG: ("#ef6c00", "#fff"),
           verdicts.DIFFERS: ("#fdd835", "#000")}


def counts_text(results):
    """'30 cells: 27 ok, 2 violation, 1 crash'."""
    counts = {}
    for _, _, outcome in results:
        counts[outcome.verdict] = counts.get(outcome.verdict, 0) + 1
    parts = [f"{counts[v]} {v}" for v in verdicts.VERDICTS if v in counts]
    return f"{len(results)} cell{'s' if len(results) != 1 else ''}: " + ", ".join(parts)


def grid(results):
    """(collectors, columns, {(collector, column): result}) in first-seen order."""
    rows, cols, by_place = [], [], {}
    for result in results:
        cell = result[0]
        if cell.collector not in rows:
            rows.append(cell.collector)
        if cell.column not in cols:
            cols.append(cell.column)
        by_place[(cell.collector, cell.column)] = result
    return rows, cols, by_place


def cell_line(cell, run, outcome):
    return (f"{cell.name}: {cell.collector}, {cell.mode}, {cell.stress_text}: {outcome.verdict} "
            f"({outcome.summary}; {run.seconds:.1f} s)")


MAX_MESSAGES = 50   # distinct messages shown per cell, and across the matrix


def matrix_wide_messages(results):
    """[(message, total count, [cell names])] over all cells, most cells
    first (messages grouped as verdicts.deduplicate does)."""
    seen = {}
    for cell, _, outcome in results:
        for message, count in outcome.messages:
            entry = seen.setdefault(verdicts.message_key(message), [message, 0, []])
            entry[1] += count
            entry[2].append(cell.name)
    return sorted((tuple(entry) for entry in seen.values()), key=lambda item: -len(item[2]))


def detail_sections(cell, run, outcome):
    """[(heading, lines, is_diff)] of one cell that is not ok."""
    sections = []
    if outcome.messages:
        total = sum(count for _, count in outcome.messages)
        lines = []
        for message, count in outcome.messages[:MAX_MESSAGES]:
            first, *rest = message.split("\n")
            lines.append(f"{count:4d} x {first}")
            lines += ["         " + line.strip() for line in rest]
        if len(outcome.messages) > MAX_MESSAGES:
            lines.append(f"... and {len(outcome.messages) - MAX_MESSAGES} more distinct messages "
                         f"(cells/{cell.name}.err)")
        sections.append((f"Messages ({len(outcome.messages)} distinct, {total} in all)", lines, False))
    if outcome.report:
        heading = {verdicts.HANG: "Watchdog report" if "watchdog" in outcome.summary else "Last lines of stderr",
                   verdicts.CRASH: "Crash report"}.get(outcome.verdict, "Report")
        if outcome.verdict == verdicts.CRASH and not outcome.report[0].startswith(verdicts.CRASH_REPORT_LINE):
            heading = f"Last {len(outcome.report)} lines of stderr (no crash report)"
        sections.append((heading, outcome.report, False))
    elif outcome.verdict in (verdicts.CRASH, verdicts.HANG):
        sections.append(("Stderr", ["(empty)"], False))
    if outcome.diff:
        sections.append(("Differences from the first cell", outcome.diff, True))
    return sections


# ---- Markdown ----

def fence(lines, language=""):
    """A fenced block that the lines cannot close early."""
    ticks = "```"
    while any(line.lstrip().startswith(ticks) for line in lines):
        ticks += "`"
    return [ticks + language] + list(lines) + [ticks]


def code(text):
    """Inline code that a backquote inside cannot end."""
    ticks = "``" if "`" in text else "`"
    return f"{ticks} {text} {ticks}" if ticks == "``" else f"`{text}`"


def md_table_text(text):
    return text.replace("|", "\\|")


def markdown(results, info):
    rows, cols, by_place = grid(results)
    out = ["# loupe-agentcheck report", ""]
    out += [f"- command: {code(info['command'])}",
            f"- VM: {code(info['loupe'])}",
            f"- program: {code(info['program'])}",
            f"- started {info['started']}, {info['seconds']:.1f} s in all",
            f"- {counts_text(results)}", ""]
    out += ["## Matrix", "",
            "| collector | " + " | ".join(md_table_text(c) for c in cols) + " |",
            "|---|" + "---|" * len(cols)]
    for row in rows:
        entries = []
        for col in cols:
            result = by_place.get((row, col))
            entries.append(f"{SQUARES[result[2].verdict]} {result[2].verdict}" if result else "")
        out.append(f"| {row} | " + " | ".join(entries) + " |")
    out += ["", " · ".join(f"{SQUARES[v]} {v}" for v in verdicts.VERDICTS)]
    out += ["", "## Cells", ""]
    out += [f"- {md_table_text(cell_line(*r))}" for r in results]
    failing = [r for r in results if r[2].verdict != verdicts.OK]
    wide = matrix_wide_messages(results)
    if wide:
        out += ["", "## Messages across the matrix", ""]
        for message, total, names in wide[:MAX_MESSAGES]:
            out += [f"- {total} x in {len(names)} cell{'s' if len(names) != 1 else ''} "
                    f"({', '.join(names)}):", ""]
            out += ["  " + line for line in fence(message.split("\n"))]
        if len(wide) > MAX_MESSAGES:
            out.append(f"- ... and {len(wide) - MAX_MESSAGES} more distinct messages")
    if failing:
        out += ["", "## Details"]
    for cell, run, outcome in failing:
        out += ["", f"### {cell.name}: {outcome.verdict}", "",
                f"{cell.collector}, {cell.mode}, {cell.stress_text}: {md_table_text(outcome.summary)}. "
                f"Full output: `cells/{cell.name}.out`, `cells/{cell.name}.err`.", "",
                f"Command: {code(shlex.join(run.command))}"]
        for heading, lines, is_diff in detail_sections(cell, run, outcome):
            out += ["", f"{heading}:", ""] + fence(lines, "diff" if is_diff else "")
    return "\n".join(out) + "\n"


# ---- HTML ----

STYLE = """
body { font-family: sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; }
th, td { border: 1px solid #999; padding: 0.3em 0.8em; text-align: left; }
td.verdict a { color: inherit; }
pre { background: #f4f4f4; padding: 0.6em; overflow-x: auto; }
.cells li { font-family: monospace; }
""" + "".join(f"td.{v}, span.{v} {{ background: {bg}; color: {fg}; }}\n" for v, (bg, fg) in COLOURS.items())


def e(text):
    return html.escape(str(text), quote=True)


def verdict_span(verdict):
    return f'<span class="{verdict}">&nbsp;{e(verdict)}&nbsp;</span>'


def html_report(results, info):
    rows, cols, by_place = grid(results)
    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           "<title>loupe-agentcheck report</title>", f"<style>{STYLE}</style></head><body>",
           "<h1>loupe-agentcheck report</h1>", "<ul>",
           f"<li>command: <code>{e(info['command'])}</code></li>",
           f"<li>VM: <code>{e(info['loupe'])}</code></li>",
           f"<li>program: <code>{e(info['program'])}</code></li>",
           f"<li>started {e(info['started'])}, {info['seconds']:.1f} s in all</li>",
           f"<li>{e(counts_text(results))}</li>", "</ul>",
           "<h2>Matrix</h2>", "<table>", "<tr><th>collector</th>" + "".join(f"<th>{e(c)}</th>" for c in cols) + "</tr>"]
    for row in rows:
        entries = []
        for col in cols:
            result = by_place.get((row, col))
            if result is None:
                entries.append("<td></td>")
            elif result[2].verdict == verdicts.OK:
                entries.append('<td class="verdict ok">ok</td>')
            else:
                verdict = result[2].verdict
                entries.append(f'<td class="verdict {verdict}"><a href="#{e(result[0].name)}">{e(verdict)}</a></td>')
        out.append(f"<tr><th>{e(row)}</th>" + "".join(entries) + "</tr>")
    out += ["</table>", "<p>" + " ".join(verdict_span(v) for v in verdicts.VERDICTS) + "</p>",
            "<h2>Cells</h2>", '<ul class="cells">']
    for cell, run, outcome in results:
        out.append(f"<li>{verdict_span(outcome.verdict)} {e(cell_line(cell, run, outcome))}</li>")
    out.append("</ul>")
    wide = matrix_wide_messages(results)
    if wide:
        out += ["<h2>Messages across the matrix</h2>", "<ul>"]
        for message, total, names in wide[:MAX_MESSAGES]:
            out.append(f"<li>{total} x in {len(names)} cell{'s' if len(names) != 1 else ''} "
                       f"({e(', '.join(names))}):<pre>{e(message)}</pre></li>")
        if len(wide) > MAX_MESSAGES:
            out.append(f"<li>... and {len(wide) - MAX_MESSAGES} more distinct messages</li>")
        out.append("</ul>")
    failing = [r for r in results if r[2].verdict != verdicts.OK]
    if failing:
        out.append("<h2>Details</h2>")
    for cell, run, outcome in failing:
        out += [f'<h3 id="{e(cell.name)}">{e(cell.name)}: {verdict_span(outcome.verdict)}</h3>',
                f"<p>{e(cell.collector)}, {e(cell.mode)}, {e(cell.stress_text)}: {e(outcome.summary)}. "
                f"Full output: <a href=\"cells/{e(cell.name)}.out\">cells/{e(cell.name)}.out</a>, "
                f"<a href=\"cells/{e(cell.name)}.err\">cells/{e(cell.name)}.err</a>.</p>",
                f"<p>Command: <code>{e(shlex.join(run.command))}</code></p>"]
        for heading, lines, _ in detail_sections(cell, run, outcome):
            out += [f"<h4>{e(heading)}</h4>", "<pre>" + e("\n".join(lines)) + "</pre>"]
    out.append("</body></html>")
    return "\n".join(out) + "\n"


# ---- the summary on stdout ----

def summary_table(results, report_dir):
    rows, cols, by_place = grid(results)
    table = [["collector"] + cols]
    for row in rows:
        table.append([row] + [by_place[(row, c)][2].verdict if (row, c) in by_place else "" for c in cols])
    widths = [max(len(line[i]) for line in table) for i in range(len(table[0]))]
    lines = ["  ".join(text.ljust(w) for text, w in zip(line, widths)).rstrip() for line in table]
    lines += ["", f"{counts_text(results)}; report: {report_dir}/report.md, {report_dir}/report.html"]
    return "\n".join(lines) + "\n"
