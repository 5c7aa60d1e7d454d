"""A small model of a class file (JVMS chapter 4): read one, change it, write it back.

Shared by classmutate.py (which damages valid class files on purpose) and
classasm.py (which assembles class files from text). Nothing here checks
that a class file is well formed: the point is to be able to write bad ones.

    cf = ClassFile.parse(open("Foo.class", "rb").read())
    cf.major = 49
    main = cf.find_method("main")
    code = cf.code_of(main)          # a Code object, or None
    code.max_stack = 0
    cf.set_code(main, code)
    open("Foo.class", "wb").write(cf.to_bytes())
"""
import struct

# Constant-pool tags (JVMS 4.4).
UTF8 = 1
INTEGER = 3
FLOAT = 4
LONG = 5
DOUBLE = 6
CLASS = 7
STRING = 8
FIELDREF = 9
METHODREF = 10
INTERFACE_METHODREF = 11
NAME_AND_TYPE = 12
METHOD_HANDLE = 15
METHOD_TYPE = 16
DYNAMIC = 17
INVOKE_DYNAMIC = 18
MODULE = 19
PACKAGE = 20

# Access flags.
ACC_PUBLIC = 0x0001
ACC_PRIVATE = 0x0002
ACC_PROTECTED = 0x0004
ACC_STATIC = 0x0008
ACC_FINAL = 0x0010
ACC_SUPER = 0x0020
ACC_SYNCHRONIZED = 0x0020
ACC_VOLATILE = 0x0040
ACC_TRANSIENT = 0x0080
ACC_NATIVE = 0x0100
ACC_INTERFACE = 0x0200
ACC_ABSTRACT = 0x0400
ACC_STRICT = 0x0800

FLAG_NAMES = {
    "public": ACC_PUBLIC, "private": ACC_PRIVATE, "protected": ACC_PROTECTED,
    "static": ACC_STATIC, "final": ACC_FINAL, "super": ACC_SUPER,
    "synchronized": ACC_SYNCHRONIZED, "volatile": ACC_VOLATILE,
    "transient": ACC_TRANSIENT, "native": ACC_NATIVE, "interface": ACC_INTERFACE,
    "abstract": ACC_ABSTRACT, "strict": ACC_STRICT,
}


class Reader:
    """Big-endian reads from a byte string."""

    def __init__(self, data):
        self.data = data
        self.pos = 0

    def u1(self):
        self.pos += 1
        return self.data[self.pos - 1]

    def u2(self):
        self.pos += 2
        return struct.unpack_from(">H", self.data, self.pos - 2)[0]

    def u4(self):
        self.pos += 4
        return struct.unpack_from(">I", self.data, self.pos - 4)[0]

    def bytes(self, n):
        self.pos += n
        if self.pos > len(self.data):
            raise ValueError("truncated class file")
        return self.data[self.pos - n:self.pos]


def u2(v):
    return struct.pack(">H", v)


def u4(v):
    return struct.pack(">I", v)


class Attribute:
    """An attribute kept as raw bytes: name_index plus its body."""

    def __init__(self, name_index, data):
        self.name_index = name_index
        self.data = bytes(data)

    def to_bytes(self):
        return u2(self.name_index) + u4(len(self.data)) + self.data


class Member:
    """A field_info or method_info."""

    def __init__(self, access, name_index, descriptor_index, attributes):
        self.access = access
        self.name_index = name_index
        self.descriptor_index = descriptor_index
        self.attributes = attributes

    def to_bytes(self):
        out = u2(self.access) + u2(self.name_index) + u2(self.descriptor_index) + u2(len(self.attributes))
        return out + b"".join(a.to_bytes() for a in self.attributes)


class Code:
    """The body of a Code attribute, decoded one level."""

    def __init__(self, max_stack, max_locals, code, handlers=(), attributes=()):
        self.max_stack = max_stack
        self.max_locals = max_locals
        self.code = bytearray(code)
        self.handlers = [list(h) for h in handlers]  # [start_pc, end_pc, handler_pc, catch_type]
        self.attributes = list(attributes)

    @staticmethod
    def parse(data):
        r = Reader(data)
        max_stack, max_locals = r.u2(), r.u2()
        code = r.bytes(r.u4())
        handlers = [[r.u2(), r.u2(), r.u2(), r.u2()] for _ in range(r.u2())]
        attributes = []
        for _ in range(r.u2()):
            name = r.u2()
            attributes.append(Attribute(name, r.bytes(r.u4())))
        return Code(max_stack, max_locals, code, handlers, attributes)

    def to_bytes(self):
        out = u2(self.max_stack) + u2(self.max_locals) + u4(len(self.code)) + bytes(self.code)
        out += u2(len(self.handlers)) + b"".join(u2(s) + u2(e) + u2(h) + u2(t) for s, e, h, t in self.handlers)
        return out + u2(len(self.attributes)) + b"".join(a.to_bytes() for a in self.attributes)


class ClassFile:
    def __init__(self):
        self.magic = 0xCAFEBABE
        self.minor = 0
        self.major = 49
        self.cp = [None]  # cp[i] is a tuple (tag, ...); None at 0 and after LONG/DOUBLE
        self.access = ACC_PUBLIC | ACC_SUPER
        self.this_class = 0
        self.super_class = 0
        self.interfaces = []
        self.fields = []
        self.methods = []
        self.attributes = []

    # ---- reading and writing ------------------------------------------------

    @staticmethod
    def parse(data):
        cf = ClassFile()
        r = Reader(data)
        cf.magic = r.u4()
        cf.minor, cf.major = r.u2(), r.u2()
        count = r.u2()
        cf.cp = [None]
        while len(cf.cp) < count:
            tag = r.u1()
            if tag == UTF8:
                cf.cp.append((tag, r.bytes(r.u2())))
            elif tag in (INTEGER, FLOAT):
                cf.cp.append((tag, r.u4()))
            elif tag in (LONG, DOUBLE):
                cf.cp.append((tag, (r.u4() << 32) | r.u4()))
                cf.cp.append(None)
            elif tag in (CLASS, STRING, METHOD_TYPE, MODULE, PACKAGE):
                cf.cp.append((tag, r.u2()))
            elif tag in (FIELDREF, METHODREF, INTERFACE_METHODREF, NAME_AND_TYPE, DYNAMIC, INVOKE_DYNAMIC):
                cf.cp.append((tag, r.u2(), r.u2()))
            elif tag == METHOD_HANDLE:
                cf.cp.append((tag, r.u1(), r.u2()))
            else:
                raise ValueError("unknown constant tag %d" % tag)
        cf.access = r.u2()
        cf.this_class, cf.super_class = r.u2(), r.u2()
        cf.interfaces = [r.u2() for _ in range(r.u2())]

        def members():
            result = []
            for _ in range(r.u2()):
                access, name, desc = r.u2(), r.u2(), r.u2()
                result.append(Member(access, name, desc, attributes()))
            return result

        def attributes():
            result = []
            for _ in range(r.u2()):
                name = r.u2()
                result.append(Attribute(name, r.bytes(r.u4())))
            return result

        cf.fields = members()
        cf.methods = members()
        cf.attributes = attributes()
        return cf

    def to_bytes(self):
        out = u4(self.magic) + u2(self.minor) + u2(self.major) + u2(len(self.cp))
        for entry in self.cp[1:]:
            if entry is None:
                continue
            tag = entry[0]
            out += bytes([tag])
            if tag == UTF8:
                out += u2(len(entry[1])) + bytes(entry[1])
            elif tag in (INTEGER, FLOAT):
                out += u4(entry[1])
            elif tag in (LONG, DOUBLE):
                out += u4(entry[1] >> 32) + u4(entry[1] & 0xFFFFFFFF)
            elif tag == METHOD_HANDLE:
                out += bytes([entry[1]]) + u2(entry[2])
            else:
                out += b"".join(u2(v) for v in entry[1:])
        out += u2(self.access) + u2(self.this_class) + u2(self.super_class)
        out += u2(len(self.interfaces)) + b"".join(u2(i) for i in self.interfaces)
        for group in (self.fields, self.methods):
            out += u2(len(group)) + b"".join(m.to_bytes() for m in group)
        return out + u2(len(self.attributes)) + b"".join(a.to_bytes() for a in self.attributes)

    # ---- constant pool --------------------------------------------------------

    def utf8(self, index):
        """The text of a Utf8 entry (undecodable bytes replaced)."""
        return self.cp[index][1].decode("utf-8", "replace")

    def class_name(self, index):
        return self.utf8(self.cp[index][1])

    @property
    def name(self):
        return self.class_name(self.this_class)

    def _add(self, entry):
        for i, existing in enumerate(self.cp):
            if existing == entry:
                return i
        self.cp.append(entry)
        if entry[0] in (LONG, DOUBLE):
            self.cp.append(None)
            return len(self.cp) - 2
        return len(self.cp) - 1

    def add_utf8(self, text):
        data = text if isinstance(text, bytes) else encode_mutf8(text)
        return self._add((UTF8, data))

    def add_class(self, name):
        return self._add((CLASS, self.add_utf8(name)))

    def add_string(self, text):
        return self._add((STRING, self.add_utf8(text)))

    def add_int(self, value):
        return self._add((INTEGER, value & 0xFFFFFFFF))

    def add_float(self, value):
        return self._add((FLOAT, struct.unpack(">I", struct.pack(">f", value))[0]))

    def add_long(self, value):
        return self._add((LONG, value & 0xFFFFFFFFFFFFFFFF))

    def add_double(self, value):
        return self._add((DOUBLE, struct.unpack(">Q", struct.pack(">d", value))[0]))

    def add_name_and_type(self, name, descriptor):
        return self._add((NAME_AND_TYPE, self.add_utf8(name), self.add_utf8(descriptor)))

    def add_member_ref(self, tag, owner, name, descriptor):
        return self._add((tag, self.add_class(owner), self.add_name_and_type(name, descriptor)))

    # ---- members --------------------------------------------------------------

    def find_method(self, name, descriptor=None):
        for m in self.methods:
            if self.utf8(m.name_index) == name and (descriptor is None or self.utf8(m.descriptor_index) == descriptor):
                return m
        raise KeyError("no method %s in %s" % (name, self.name))

    def find_field(self, name):
        for f in self.fields:
            if self.utf8(f.name_index) == name:
                return f
        raise KeyError("no field %s in %s" % (name, self.name))

    def attribute(self, owner, name):
        """The first attribute called `name` of a member (or of the class if owner is None)."""
        for a in (self.attributes if owner is None else owner.attributes):
            if self.utf8(a.name_index) == name:
                return a
        return None

    def code_of(self, method):
        a = self.attribute(method, "Code")
        return Code.parse(a.data) if a else None

    def set_code(self, method, code):
        self.attribute(method, "Code").data = code.to_bytes()


def encode_mutf8(text):
    """Modified UTF-8 (JVMS 4.4.7): NUL as C0 80, supplementary characters as surrogate pairs."""
    out = bytearray()
    for unit in _utf16_units(text):
        if unit != 0 and unit < 0x80:
            out.append(unit)
        elif unit < 0x800:
            out += bytes([0xC0 | (unit >> 6), 0x80 | (unit & 0x3F)])
        else:
            out += bytes([0xE0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3F), 0x80 | (unit & 0x3F)])
    return bytes(out)


def _utf16_units(text):
    data = text.encode("utf-16-be", "surrogatepass")
    return [int.from_bytes(data[i:i + 2], "big") for i in range(0, len(data), 2)]


# ---- instructions -------------------------------------------------------------
#
# Every opcode of JVMS chapter 6 with the shape of its operands:
#   ""   none                     "b"  signed byte (bipush)    "s"  signed short (sipush)
#   "l"  local index, u1          "i"  iinc: local u1, signed byte
#   "c1" constant-pool index, u1  "c2" constant-pool index, u2
#   "j2" branch offset, s2        "j4" branch offset, s4
#   "ii" invokeinterface: index, count, 0     "id" invokedynamic: index, 0, 0
#   "t"  newarray type, u1        "m"  multianewarray: index, dimensions
#   "ts" tableswitch              "ls" lookupswitch           "w"  wide prefix
_OPCODE_TABLE = """
nop aconst_null iconst_m1 iconst_0 iconst_1 iconst_2 iconst_3 iconst_4 iconst_5 lconst_0 lconst_1
fconst_0 fconst_1 fconst_2 dconst_0 dconst_1 bipush:b sipush:s ldc:c1 ldc_w:c2 ldc2_w:c2
iload:l lload:l fload:l dload:l aload:l
iload_0 iload_1 iload_2 iload_3 lload_0 lload_1 lload_2 lload_3 fload_0 fload_1 fload_2 fload_3
dload_0 dload_1 dload_2 dload_3 aload_0 aload_1 aload_2 aload_3
iaload laload faload daload aaload baload caload saload
istore:l lstore:l fstore:l dstore:l astore:l
istore_0 istore_1 istore_2 istore_3 lstore_0 lstore_1 lstore_2 lstore_3 fstore_0 fstore_1 fstore_2 fstore_3
dstore_0 dstore_1 dstore_2 dstore_3 astore_0 astore_1 astore_2 astore_3
iastore lastore fastore dastore aastore bastore castore sastore
pop pop2 dup dup_x1 dup_x2 dup2 dup2_x1 dup2_x2 swap
iadd ladd fadd dadd isub lsub fsub dsub imul lmul fmul dmul idiv ldiv fdiv ddiv irem lrem frem drem
ineg lneg fneg dneg ishl lshl ishr lshr iushr lushr iand land ior lor ixor lxor iinc:i
i2l i2f i2d l2i l2f l2d f2i f2l f2d d2i d2l d2f i2b i2c i2s
lcmp fcmpl fcmpg dcmpl dcmpg
ifeq:j2 ifne:j2 iflt:j2 ifge:j2 ifgt:j2 ifle:j2
if_icmpeq:j2 if_icmpne:j2 if_icmplt:j2 if_icmpge:j2 if_icmpgt:j2 if_icmple:j2 if_acmpeq:j2 if_acmpne:j2
goto:j2 jsr:j2 ret:l tableswitch:ts lookupswitch:ls
ireturn lreturn freturn dreturn areturn return
getstatic:c2 putstatic:c2 getfield:c2 putfield:c2
invokevirtual:c2 invokespecial:c2 invokestatic:c2 invokeinterface:ii invokedynamic:id
new:c2 newarray:t anewarray:c2 arraylength athrow checkcast:c2 instanceof:c2 monitorenter monitorexit
wide:w multianewarray:m ifnull:j2 ifnonnull:j2 goto_w:j4 jsr_w:j4
"""

OPCODES = {}   # name -> (opcode, operand shape)
OPCODE_NAMES = {}  # opcode -> name
for _number, _word in enumerate(_OPCODE_TABLE.split()):
    _name, _, _shape = _word.partition(":")
    OPCODES[_name] = (_number, _shape)
    OPCODE_NAMES[_number] = _name

_FIXED_LENGTH = {"": 1, "b": 2, "s": 3, "l": 2, "i": 3, "c1": 2, "c2": 3, "j2": 3, "j4": 5,
                 "ii": 5, "id": 5, "t": 2, "m": 4}


def instruction_length(code, pc):
    """The length of the instruction at pc (JVMS 4.10.1 layout, switches padded to 4)."""
    shape = OPCODES[OPCODE_NAMES[code[pc]]][1]
    if shape in _FIXED_LENGTH:
        return _FIXED_LENGTH[shape]
    if shape == "w":
        return 6 if OPCODE_NAMES[code[pc + 1]] == "iinc" else 4
    base = (pc + 4) & ~3
    if shape == "ts":
        low, high = struct.unpack_from(">ii", code, base + 4)
        return base - pc + 12 + 4 * (high - low + 1)
    pairs = struct.unpack_from(">i", code, base + 4)[0]
    return base - pc + 8 + 8 * pairs


def instructions(code):
    """(pc, name) of every instruction, in order."""
    pc = 0
    result = []
    while pc < len(code):
        result.append((pc, OPCODE_NAMES[code[pc]]))
        pc += instruction_length(code, pc)
    return result
