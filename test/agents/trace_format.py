"""Reading the trace agent's output (docs/jvmpi.md, "The trace agent").

Each line is `NAME key=value key=value ...`; values are decimal numbers,
0x hex IDs, quoted strings ("..." with \\" \\\\ \\n \\t \\xHH escapes) or null,
and a value may be a comma-separated list of those (CLASS_LOAD's method=,
static=, field=; INSTRUCTION_START's info=; COMPILED_METHOD_LOAD's line=).
Keys may repeat (CLASS_LOAD, COMPILED_METHOD_LOAD).

A value may be followed by a name in parentheses, ` (java.lang.String)`:
the class, method or thread (quoted) the ID stands for, or the opcode at
INSTRUCTION_START's offset. Event.names holds them as (key, name) pairs;
Event.name_of(key) gives the first.
"""


class Event:
    __slots__ = ("name", "fields", "names", "line_number")

    def __init__(self, name, fields, line_number, names=None):
        self.name = name
        self.fields = fields  # list of (key, value) in order
        self.names = names or []  # list of (key, name) in order
        self.line_number = line_number

    def name_of(self, key, default=None):
        for k, v in self.names:
            if k == key:
                return v
        return default

    def get(self, key, default=None):
        for k, v in self.fields:
            if k == key:
                return v
        return default

    def __getitem__(self, key):
        value = self.get(key)
        if value is None:
            raise KeyError(f"line {self.line_number}: {self.name} has no {key}")
        return value

    def all(self, key):
        return [v for k, v in self.fields if k == key]

    def __repr__(self):
        return f"{self.name}@{self.line_number}"


def _scalar(text):
    if text == "null":
        return None
    if text.startswith("0x"):
        return int(text, 16)
    if text.lstrip("-").isdigit():
        return int(text)
    raise ValueError(f"not a number: {text!r}")


def _read_quoted(line, i):
    """The string starting at line[i] == '"'; returns (text, index after it)."""
    out = []
    i += 1
    while True:
        c = line[i]
        if c == '"':
            return "".join(out), i + 1
        if c == "\\":
            e = line[i + 1]
            if e == "x":
                out.append(chr(int(line[i + 2:i + 4], 16)))
                i += 4
                continue
            out.append({"n": "\n", "t": "\t"}.get(e, e))
            i += 2
            continue
        out.append(c)
        i += 1


def _read_value(line, i):
    """A value (one item or a comma list) from line[i]; returns (value, next index)."""
    items = []
    while True:
        if i < len(line) and line[i] == '"':
            item, i = _read_quoted(line, i)
        else:
            j = i
            while j < len(line) and line[j] not in " ,":
                j += 1
            item = _scalar(line[i:j])
            i = j
        items.append(item)
        if i < len(line) and line[i] == ",":
            i += 1
            continue
        return (items[0] if len(items) == 1 else items), i


def _read_name(line, i):
    """The name in parentheses at line[i:] == " (...)"; returns (name, index
    after it). Parentheses nest (method signatures hold them); a quoted
    name (a thread's) is unquoted."""
    i += 2
    if line[i] == '"':
        name, i = _read_quoted(line, i)
        if line[i] != ")":
            raise ValueError(f"unclosed name in {line!r}")
        return name, i + 1
    depth = 1
    j = i
    while depth:
        if line[j] == "(":
            depth += 1
        elif line[j] == ")":
            depth -= 1
        j += 1
    return line[i:j - 1], j


def parse_line(line, line_number=0):
    line = line.rstrip("\n")
    space = line.find(" ")
    name = line if space < 0 else line[:space]
    if not name or not all(c.isupper() or c.isdigit() or c == "_" for c in name):
        raise ValueError(f"line {line_number}: bad event name in {line!r}")
    fields = []
    names = []
    i = len(name)
    while i < len(line):
        if line[i] != " ":
            raise ValueError(f"line {line_number}: expected a space at {i} in {line!r}")
        eq = line.index("=", i)
        key = line[i + 1:eq]
        value, i = _read_value(line, eq + 1)
        fields.append((key, value))
        if line.startswith(" (", i):
            text, i = _read_name(line, i)
            names.append((key, text))
    return Event(name, fields, line_number, names)


def parse_file(path):
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        return [parse_line(line, n) for n, line in enumerate(f, 1)]
