#!/usr/bin/env python3
"""Damages a valid class file in one named way, to see how a VM rejects it.

    classmutate.py <in.class> <out.class> <mutation> [<mutation>...]
    classmutate.py --list

Mutations apply in order, so `as-version-49 stack-underflow` gives an old
class file (checked by HotSpot's old inference verifier) whose method
`twice` underflows its stack. The mutations are written against
test/launcher/java/Victim.java: they name its methods (main, twice,
identity, guarded) and its field (label).
"""
import sys

import classfile as cf_mod
from classfile import ClassFile, Code, instructions

MUTATIONS = {}


def mutation(function):
    """Registers a mutation under its function name with '_' spelled '-'."""
    MUTATIONS[function.__name__.replace("_", "-")] = function
    return function


def replace_code(cf, method_name, code_bytes, max_stack=None, max_locals=None):
    """Gives a method a new code array (no handlers, no StackMapTable, no line numbers)."""
    method = cf.find_method(method_name)
    old = cf.code_of(method)
    cf.set_code(method, Code(old.max_stack if max_stack is None else max_stack,
                             old.max_locals if max_locals is None else max_locals, code_bytes))


def op(name):
    return cf_mod.OPCODES[name][0]


# ---- whole-file damage: these work on bytes --------------------------------------

@mutation
def bad_magic(data):
    """The magic number is 0xCAFEBABF instead of 0xCAFEBABE."""
    return b"\xca\xfe\xba\xbf" + data[4:]


@mutation
def truncated_empty(data):
    """A class file of zero bytes."""
    return b""


@mutation
def truncated_in_magic(data):
    """Only the first two bytes of the magic number."""
    return data[:2]


@mutation
def truncated_in_constant_pool(data):
    """Cut a little after the start of the constant pool."""
    return data[:40]


@mutation
def truncated_in_code(data):
    """Cut in the middle of main's code."""
    cf = ClassFile.parse(data)
    marker = bytes(cf.code_of(cf.find_method("main")).code[:12])
    return data[:data.index(marker) + 6]


@mutation
def truncated_last_byte(data):
    """Everything but the last byte (the class attributes end early)."""
    return data[:-1]


@mutation
def extra_bytes(data):
    """One byte after the end of the class file."""
    return data + b"\0"


# ---- structure: these work on a parsed ClassFile --------------------------------

@mutation
def version_62(cf):
    """Class file version 62.0, one newer than Java 17 knows."""
    cf.major, cf.minor = 62, 0


@mutation
def version_44(cf):
    """Class file version 44.0, one older than the oldest (45)."""
    cf.major, cf.minor = 44, 0


@mutation
def preview_61(cf):
    """Version 61.65535: compiled with Java 17 preview features."""
    cf.major, cf.minor = 61, 0xFFFF


@mutation
def preview_60(cf):
    """Version 60.65535: preview features of Java 16, which Java 17 cannot run."""
    cf.major, cf.minor = 60, 0xFFFF


@mutation
def in_package(cf):
    """Renames the class Victim to pkg.Victim (it must then be stored as pkg/Victim.class)."""
    cf.cp[cf.cp.index((cf_mod.UTF8, b"Victim"))] = (cf_mod.UTF8, b"pkg/Victim")


@mutation
def minor_version_nonzero(cf):
    """Version 61.1: from version 56 on the minor version must be 0 or 65535."""
    cf.major, cf.minor = 61, 1


@mutation
def as_version_49(cf):
    """Relabels the file as version 49.0 (Java 5) and drops the StackMapTables it no longer needs."""
    cf.major, cf.minor = 49, 0
    for method in cf.methods:
        code = cf.code_of(method)
        if code is not None:
            code.attributes = [a for a in code.attributes if cf.utf8(a.name_index) != "StackMapTable"]
            cf.set_code(method, code)


@mutation
def this_class_out_of_range(cf):
    """this_class is a constant-pool index past the end of the pool."""
    cf.this_class = len(cf.cp) + 5


@mutation
def string_index_out_of_range(cf):
    """The String constant "Victim.main starts" points past the end of the pool."""
    index = cf.cp.index((cf_mod.UTF8, b"Victim.main starts"))
    string = cf.cp.index((cf_mod.STRING, index))
    cf.cp[string] = (cf_mod.STRING, len(cf.cp) + 100)


@mutation
def super_class_wrong_tag(cf):
    """super_class points to a Utf8 entry instead of a Class entry."""
    cf.super_class = cf.cp[cf.super_class][1]


@mutation
def string_wrong_tag(cf):
    """The String constant "Victim.main starts" points to a Class entry instead of a Utf8."""
    index = cf.cp.index((cf_mod.UTF8, b"Victim.main starts"))
    string = cf.cp.index((cf_mod.STRING, index))
    cf.cp[string] = (cf_mod.STRING, cf.this_class)


def damage_string(cf, replacement):
    index = cf.cp.index((cf_mod.UTF8, b"Victim.main starts"))
    cf.cp[index] = (cf_mod.UTF8, replacement)


@mutation
def mutf8_zero_byte(cf):
    """A Utf8 constant holds a raw NUL byte (modified UTF-8 writes NUL as C0 80)."""
    damage_string(cf, b"Victim\0main starts")


@mutation
def mutf8_four_byte_form(cf):
    """A Utf8 constant holds a 4-byte UTF-8 sequence (modified UTF-8 has none)."""
    damage_string(cf, b"Victim \xf0\x9f\x98\x80 starts")


@mutation
def mutf8_cut_sequence(cf):
    """A Utf8 constant ends in the middle of a 2-byte sequence."""
    damage_string(cf, b"Victim main starts\xc3")


@mutation
def code_length_zero(cf):
    """The method twice has an empty code array."""
    replace_code(cf, "twice", b"")


def main_goto(cf):
    method = cf.find_method("main")
    code = cf.code_of(method)
    pc = next(pc for pc, name in instructions(code.code) if name == "goto")
    return method, code, pc


@mutation
def branch_outside_code(cf):
    """main's loop goto jumps 1000 bytes forward, past the end of the code."""
    method, code, pc = main_goto(cf)
    code.code[pc + 1:pc + 3] = (1000).to_bytes(2, "big", signed=True)
    cf.set_code(method, code)


@mutation
def branch_into_instruction(cf):
    """main's loop goto jumps to the second byte of an instruction (an operand of getstatic)."""
    method, code, pc = main_goto(cf)
    target = next(p for p, name in instructions(code.code) if name == "getstatic" and p > 0)
    code.code[pc + 1:pc + 3] = (target + 1 - pc).to_bytes(2, "big", signed=True)
    cf.set_code(method, code)


@mutation
def handler_range_outside_code(cf):
    """guarded's exception handler covers a range ending 10 bytes past the code."""
    method = cf.find_method("guarded")
    code = cf.code_of(method)
    code.handlers[0][1] = len(code.code) + 10
    cf.set_code(method, code)


@mutation
def handler_pc_outside_code(cf):
    """guarded's exception handler starts past the end of the code."""
    method = cf.find_method("guarded")
    code = cf.code_of(method)
    code.handlers[0][2] = len(code.code) + 4
    cf.set_code(method, code)


@mutation
def duplicate_method(cf):
    """The method identity(Ljava/lang/Object;)Ljava/lang/Object; is declared twice."""
    m = cf.find_method("identity")
    cf.methods.append(cf_mod.Member(m.access, m.name_index, m.descriptor_index, list(m.attributes)))


@mutation
def duplicate_field(cf):
    """The field label is declared twice."""
    label = cf.find_field("label")
    cf.fields.append(cf_mod.Member(label.access, label.name_index, label.descriptor_index, list(label.attributes)))


@mutation
def field_bad_descriptor(cf):
    """The field label has descriptor "Ljava/lang/String" (no closing ';')."""
    cf.find_field("label").descriptor_index = cf.add_utf8("Ljava/lang/String")


@mutation
def method_bad_descriptor(cf):
    """The method twice has descriptor "(I" (no return type)."""
    cf.find_method("twice").descriptor_index = cf.add_utf8("(I")


@mutation
def abstract_strict_method(cf):
    """twice becomes abstract and strictfp (0xC00), which versions 46 to 60 forbid; the class abstract."""
    cf.access |= cf_mod.ACC_ABSTRACT
    twice = cf.find_method("twice")
    twice.access = cf_mod.ACC_ABSTRACT | cf_mod.ACC_STRICT
    twice.attributes = [a for a in twice.attributes if cf.utf8(a.name_index) != "Code"]


@mutation
def nest_host_before_11(cf):
    """A NestHost attribute whose index names a Utf8 entry, in this version-52 file (NestHost came with 55)."""
    cf.attributes.append(cf_mod.Attribute(cf.add_utf8("NestHost"), cf_mod.u2(cf.add_utf8("NotAClass"))))


@mutation
def interface_extends_number(cf):
    """The class says it is an interface (public abstract) with superclass java.lang.Number."""
    cf.access = cf_mod.ACC_PUBLIC | cf_mod.ACC_INTERFACE | cf_mod.ACC_ABSTRACT
    cf.super_class = cf.add_class("java/lang/Number")


@mutation
def handler_inside_instruction(cf):
    """guarded's exception handler starts on the second byte of its first instruction (new)."""
    method = cf.find_method("guarded")
    code = cf.code_of(method)
    code.handlers[0][2] = 1
    cf.set_code(method, code)


@mutation
def interface_not_abstract(cf):
    """The class says ACC_INTERFACE without ACC_ABSTRACT."""
    cf.access = cf_mod.ACC_PUBLIC | cf_mod.ACC_INTERFACE


@mutation
def unknown_opcode(cf):
    """twice starts with opcode 0xcb, which the JVM does not define."""
    replace_code(cf, "twice", bytes([0xCB, op("iconst_0"), op("ireturn")]))


@mutation
def local_out_of_range(cf):
    """twice loads local 7 with max_locals 1."""
    replace_code(cf, "twice", bytes([op("iload"), 7, op("ireturn")]))


@mutation
def stack_underflow(cf):
    """twice pops from an empty stack: pop; iconst_0; ireturn."""
    replace_code(cf, "twice", bytes([op("pop"), op("iconst_0"), op("ireturn")]))


@mutation
def max_stack_too_small(cf):
    """twice (iload_0; iconst_2; imul) declares max_stack 1 where it needs 2."""
    method = cf.find_method("twice")
    code = cf.code_of(method)
    code.max_stack = 1
    cf.set_code(method, code)


@mutation
def int_as_reference(cf):
    """identity returns an int as its Object result: iconst_1; areturn."""
    replace_code(cf, "identity", bytes([op("iconst_1"), op("areturn")]))


@mutation
def falls_off_end(cf):
    """twice ends without a return: iload_0; pop."""
    replace_code(cf, "twice", bytes([op("iload_0"), op("pop")]))


def apply(data, names):
    for name in names:
        function = MUTATIONS[name]
        if function.__code__.co_varnames[0] == "data":
            data = function(data)
        else:
            cf = ClassFile.parse(data)
            function(cf)
            data = cf.to_bytes()
    return data


def main(argv):
    if argv[1:] == ["--list"]:
        for name, function in MUTATIONS.items():
            print("%-28s %s" % (name, function.__doc__))
        return 0
    if len(argv) < 4 or any(name not in MUTATIONS for name in argv[3:]):
        sys.stderr.write(__doc__)
        return 2
    with open(argv[1], "rb") as f:
        data = f.read()
    with open(argv[2], "wb") as f:
        f.write(apply(data, argv[3:]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
