#!/usr/bin/env python3
"""A tiny class-file assembler, for code that javac 17 never writes (jsr/ret,
goto_w, wide iinc, ...).

    classasm.py <source.jasm> <output dir>

writes one <Name>.class per class in the source. Meant for old class files
(version 49 and below): it writes no StackMapTable, so classes of version 50
and above that branch would be rejected by a verifier.

Source format, one statement per line; a word starting with ';' starts a comment:

    .class public super Name      flags, then the internal name; starts a class
    .super java/lang/Object       (the default)
    .implements some/Interface
    .version 49 0                 major minor (the default: 49 0)
    .source Name.jasm             a SourceFile attribute
    .field private static count I
    .method public static main([Ljava/lang/String;)V
        .limit stack 4            (default 16)
        .limit locals 3           (default: enough for the arguments and every local used)
        .line 12                  a LineNumberTable entry at the next instruction
    Label:
        getstatic java/lang/System out Ljava/io/PrintStream;
        ldc "text"                ldc/ldc_w: 12, 1.5f, "text", class Name; ldc2_w: 12L, 2.5d
        invokevirtual java/io/PrintStream println (Ljava/lang/String;)V
        wide iinc 300 -30000      wide is written out, never implied
        goto Label
        tableswitch -1 L0 L1 L2 default Ldefault      targets for -1, 0, 1
        lookupswitch -7:La 3:Lb default:Ldefault       sorted by key here
        .catch java/lang/Exception Start End Handler  (or .catch any ...)
    .end method

Every other statement is an instruction: its mnemonic (JVMS chapter 6) and
operands: a number, a label, a class name, `owner name descriptor` for
fields and methods, an array type (int, long, ...) for newarray.
"""
import os
import struct
import sys

from classfile import (ACC_STATIC, FLAG_NAMES, FIELDREF, INTERFACE_METHODREF, METHODREF, OPCODES,
                       Attribute, ClassFile, Code, Member, u2)

ARRAY_TYPES = {"boolean": 4, "char": 5, "float": 6, "double": 7, "byte": 8, "short": 9, "int": 10, "long": 11}
WIDE_LOCALS = {"lload", "dload", "lstore", "dstore"}  # these use two local slots


class AsmError(Exception):
    pass


def parse_flags(words):
    flags = 0
    for w in words:
        if w not in FLAG_NAMES:
            raise AsmError("unknown access flag " + w)
        flags |= FLAG_NAMES[w]
    return flags


def parameter_slots(descriptor):
    """Local slots taken by the parameters of a method descriptor."""
    slots, i = 0, 1
    while descriptor[i] != ")":
        array = descriptor[i] == "["
        while descriptor[i] == "[":
            i += 1
        if descriptor[i] == "L":
            i = descriptor.index(";", i)
        slots += 2 if descriptor[i] in "JD" and not array else 1
        i += 1
    return slots


class MethodAsm:
    """One method: instructions collected first, laid out and encoded at the end."""

    def __init__(self, cls, access, name, descriptor):
        self.cls = cls
        self.access = access
        self.name = name
        self.descriptor = descriptor
        self.max_stack = 16
        self.max_locals = None
        self.items = []      # ("label", name) | ("line", n) | ("insn", mnemonic, operands, wide)
        self.catches = []    # (type or None, start, end, handler)

    def add(self, words):
        if words[0] == ".limit":
            if words[1] == "stack":
                self.max_stack = int(words[2])
            elif words[1] == "locals":
                self.max_locals = int(words[2])
            else:
                raise AsmError("unknown .limit " + words[1])
        elif words[0] == ".line":
            self.items.append(("line", int(words[1])))
        elif words[0] == ".catch":
            catch_type, start, end, handler = words[1:5]
            self.catches.append((None if catch_type == "any" else catch_type, start, end, handler))
        elif words[0].endswith(":") and len(words) == 1:
            self.items.append(("label", words[0][:-1]))
        elif words[0] == "wide":
            self.items.append(("insn", words[1], words[2:], True))
        else:
            if words[0] not in OPCODES:
                raise AsmError("unknown instruction " + words[0])
            self.items.append(("insn", words[0], words[1:], False))

    # ---- layout --------------------------------------------------------------

    def length(self, pc, mnemonic, operands, wide):
        shape = OPCODES[mnemonic][1]
        if wide:
            return 6 if mnemonic == "iinc" else 4
        if shape == "ts":
            return ((pc + 4) & ~3) - pc + 12 + 4 * (len(operands) - 3)
        if shape == "ls":
            return ((pc + 4) & ~3) - pc + 8 + 8 * (len(operands) - 1)
        return {"": 1, "b": 2, "s": 3, "l": 2, "i": 3, "c1": 2, "c2": 3, "j2": 3, "j4": 5,
                "ii": 5, "id": 5, "t": 2, "m": 4}[shape]

    def assemble(self):
        # Pass 1: addresses of labels (every instruction has a fixed size once its pc is known).
        labels, pc = {}, 0
        for item in self.items:
            if item[0] == "label":
                labels[item[1]] = pc
            elif item[0] == "insn":
                pc += self.length(pc, *item[1:])
        # Pass 2: bytes.
        code, lines = bytearray(), []
        used_locals = parameter_slots(self.descriptor) + (0 if self.access & ACC_STATIC else 1)
        for item in self.items:
            if item[0] == "line":
                lines.append((len(code), item[1]))
            elif item[0] == "insn":
                pc = len(code)
                encoded, top_local = self.encode(pc, item[1], item[2], item[3], labels)
                if len(encoded) != self.length(pc, *item[1:]):
                    raise AsmError("internal: length of " + item[1])
                code += encoded
                used_locals = max(used_locals, top_local)
        handlers = []
        for catch_type, start, end, handler in self.catches:
            handlers.append([labels[start], labels[end], labels[handler],
                             0 if catch_type is None else self.cls.cf.add_class(catch_type)])
        attributes = []
        if lines:
            table = u2(len(lines)) + b"".join(u2(pc) + u2(n) for pc, n in lines)
            attributes.append(Attribute(self.cls.cf.add_utf8("LineNumberTable"), table))
        max_locals = used_locals if self.max_locals is None else self.max_locals
        return Code(self.max_stack, max_locals, code, handlers, attributes)

    def encode(self, pc, mnemonic, operands, wide, labels):
        """The bytes of one instruction, and the number of locals it needs."""
        cf = self.cls.cf
        number, shape = OPCODES[mnemonic]

        def target(label, size):
            if label not in labels:
                raise AsmError("undefined label " + label)
            offset = labels[label] - pc
            return struct.pack(">h" if size == 2 else ">i", offset)

        if wide:
            index = int(operands[0])
            out = bytes([OPCODES["wide"][0], number]) + u2(index)
            if mnemonic == "iinc":
                out += struct.pack(">h", int(operands[1]))
            return out, index + (2 if mnemonic in WIDE_LOCALS else 1)
        op = bytes([number])
        if shape == "":
            return op, 0
        if shape == "b":
            return op + struct.pack(">b", int(operands[0])), 0
        if shape == "s":
            return op + struct.pack(">h", int(operands[0])), 0
        if shape == "l":
            index = int(operands[0])
            if index > 255:
                raise AsmError("%s %d needs wide" % (mnemonic, index))
            return op + bytes([index]), index + (2 if mnemonic in WIDE_LOCALS else 1)
        if shape == "i":
            index, delta = int(operands[0]), int(operands[1])
            if index > 255 or not -128 <= delta <= 127:
                raise AsmError("iinc %d %d needs wide" % (index, delta))
            return op + bytes([index]) + struct.pack(">b", delta), index + 1
        if shape in ("c1", "c2"):
            index = self.constant(mnemonic, operands)
            if shape == "c1":
                if index > 255:
                    raise AsmError("ldc index %d too large: use ldc_w" % index)
                return op + bytes([index]), 0
            return op + u2(index), 0
        if shape == "ii":
            owner, name, descriptor = operands
            index = cf.add_member_ref(INTERFACE_METHODREF, owner, name, descriptor)
            return op + u2(index) + bytes([parameter_slots(descriptor) + 1, 0]), 0
        if shape == "j2":
            return op + target(operands[0], 2), 0
        if shape == "j4":
            return op + target(operands[0], 4), 0
        if shape == "t":
            return op + bytes([ARRAY_TYPES[operands[0]]]), 0
        if shape == "m":
            return op + u2(cf.add_class(operands[0])) + bytes([int(operands[1])]), 0
        padding = bytes(((pc + 4) & ~3) - pc - 1)
        if shape == "ts":
            # tableswitch low L_low L_low+1 ... default L_default
            low = int(operands[0])
            if operands[-2] != "default":
                raise AsmError("tableswitch must end with: default <label>")
            cases = operands[1:-2]
            out = op + padding + target(operands[-1], 4) + struct.pack(">ii", low, low + len(cases) - 1)
            return out + b"".join(target(label, 4) for label in cases), 0
        if shape == "ls":
            # lookupswitch key:label ... default:label
            pairs, default = [], None
            for word in operands:
                key, _, label = word.partition(":")
                if key == "default":
                    default = label
                else:
                    pairs.append((int(key), label))
            if default is None:
                raise AsmError("lookupswitch needs default:<label>")
            pairs.sort()
            out = op + padding + target(default, 4) + struct.pack(">i", len(pairs))
            return out + b"".join(struct.pack(">i", key) + target(label, 4) for key, label in pairs), 0
        raise AsmError("cannot encode " + mnemonic)

    def constant(self, mnemonic, operands):
        """The constant-pool index for an instruction with a u1/u2 constant operand."""
        cf = self.cls.cf
        if mnemonic in ("getstatic", "putstatic", "getfield", "putfield"):
            return cf.add_member_ref(FIELDREF, *operands)
        if mnemonic in ("invokevirtual", "invokespecial", "invokestatic"):
            owner, name, descriptor = operands
            return cf.add_member_ref(METHODREF, owner, name, descriptor)
        if mnemonic in ("new", "anewarray", "checkcast", "instanceof"):
            return cf.add_class(operands[0])
        # ldc, ldc_w, ldc2_w
        if operands[0] == "class":
            return cf.add_class(operands[1])
        text = operands[0]
        if text.startswith('"'):
            # Python-style escapes (\n, \", \u0041); sources are ASCII.
            return cf.add_string(text[1:-1].encode("ascii").decode("unicode_escape"))
        if mnemonic == "ldc2_w":
            if text.endswith("L"):
                return cf.add_long(int(text[:-1]))
            return cf.add_double(float(text.rstrip("d")))
        if text.endswith("f"):
            return cf.add_float(float(text[:-1]))
        return cf.add_int(int(text, 0))


class ClassAsm:
    def __init__(self, access, name):
        self.cf = ClassFile()
        self.cf.access = access
        self.cf.this_class = self.cf.add_class(name)
        self.super_name = "java/lang/Object"
        self.source = None
        self.methods = []

    def finish(self):
        cf = self.cf
        cf.super_class = cf.add_class(self.super_name)
        for m in self.methods:
            code = m.assemble()
            cf.methods.append(Member(m.access, cf.add_utf8(m.name), cf.add_utf8(m.descriptor),
                                     [Attribute(cf.add_utf8("Code"), code.to_bytes())]))
        if self.source:
            cf.attributes.append(Attribute(cf.add_utf8("SourceFile"), u2(cf.add_utf8(self.source))))
        return cf


def split_line(line):
    """Words of one source line: quoted strings stay whole (quotes kept); a word
    starting with ';' starts a comment (a ';' inside a descriptor does not)."""
    words, i = [], 0
    while i < len(line):
        c = line[i]
        if c == ";":
            break
        if c.isspace():
            i += 1
            continue
        if c == '"':
            j = i + 1
            while j < len(line) and line[j] != '"':
                j += 2 if line[j] == "\\" else 1
            words.append(line[i:j + 1])
            i = j + 1
            continue
        j = i
        while j < len(line) and not line[j].isspace():
            j += 1
        words.append(line[i:j])
        i = j
    return words


def assemble(text):
    """ClassFile objects for every class in an assembler source."""
    classes, cls, method = [], None, None
    for number, raw in enumerate(text.splitlines(), 1):
        words = split_line(raw)
        if not words:
            continue
        try:
            head = words[0]
            if method is not None:
                if head == ".end" and words[1:] == ["method"]:
                    method = None
                else:
                    method.add(words)
            elif head == ".class":
                cls = ClassAsm(parse_flags(words[1:-1]), words[-1])
                classes.append(cls)
            elif cls is None:
                raise AsmError("statement before .class")
            elif head == ".super":
                cls.super_name = words[1]
            elif head == ".implements":
                cls.cf.interfaces.append(cls.cf.add_class(words[1]))
            elif head == ".version":
                cls.cf.major, cls.cf.minor = int(words[1]), int(words[2])
            elif head == ".source":
                cls.source = words[1]
            elif head == ".field":
                cf = cls.cf
                cf.fields.append(Member(parse_flags(words[1:-2]), cf.add_utf8(words[-2]), cf.add_utf8(words[-1]), []))
            elif head == ".method":
                name, _, rest = words[-1].partition("(")
                method = MethodAsm(cls, parse_flags(words[1:-1]), name, "(" + rest)
                cls.methods.append(method)
            else:
                raise AsmError("unknown statement " + head)
        except (AsmError, ValueError, IndexError, KeyError) as e:
            raise AsmError("line %d: %s: %s" % (number, raw.strip(), e)) from None
    if method is not None:
        raise AsmError("missing .end method")
    return [c.finish() for c in classes]


def main(argv):
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        text = f.read()
    try:
        classes = assemble(text)
    except AsmError as e:
        sys.stderr.write("%s: %s\n" % (argv[1], e))
        return 1
    for cf in classes:
        path = os.path.join(argv[2], cf.name + ".class")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(cf.to_bytes())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
