"""Reads HPROF's binary format (docs/formats.md, "HPROF binary file") strictly:
every record and heap-dump sub-record must be consumed exactly. Used by
run_hprof_test.py to check format=b output; raises ValueError on a
malformed file."""
import struct

ID = 8
TYPE_SIZES = {2: ID, 4: 1, 5: 2, 6: 4, 7: 8, 8: 1, 9: 2, 10: 4, 11: 8}


class Dump:
    def __init__(self):
        self.version = None
        self.strings = {}
        self.classes = {}       # class object id -> name
        self.class_serials = {}  # serial -> name
        self.unloaded = []      # class serials in UNLOAD_CLASS order
        self.tags = {}
        self.sub_tags = {}
        self.instances = {}     # class id -> count
        self.obj_arrays = []    # (id, length, class id)
        self.prim_arrays = []   # (id, length, type)
        self.class_dumps = {}   # class id -> (super, statics, fields)
        self.traces = {}
        self.frames = {}
        self.sites = None
        self.samples = None
        self.threads = {}


def u(fmt, data, pos):
    size = struct.calcsize(">" + fmt)
    if pos + size > len(data):
        raise ValueError(f"truncated at {pos}")
    return struct.unpack_from(">" + fmt, data, pos), pos + size


def read(path):
    with open(path, "rb") as f:
        data = f.read()
    d = Dump()
    end = data.index(b"\0")
    d.version = data[:end].decode()
    if d.version not in ("JAVA PROFILE 1.0.1", "JAVA PROFILE 1.0.2"):
        raise ValueError("bad version " + d.version)
    (id_size, hi, lo), pos = u("III", data, end + 1)
    if id_size != ID:
        raise ValueError(f"id size {id_size}")
    while pos < len(data):
        (tag, _time, length), pos = u("BII", data, pos)
        body = data[pos:pos + length]
        if len(body) != length:
            raise ValueError(f"record {tag:#x} at {pos} runs past the end")
        d.tags[tag] = d.tags.get(tag, 0) + 1
        record(d, tag, body)
        pos += length
    return d


def record(d, tag, b):
    if tag == 0x01:
        (sid,), _ = u("Q", b, 0)
        d.strings[sid] = b[ID:].decode("utf-8", "replace")
    elif tag == 0x02:
        (serial, cid, _trace, nid), p = u("IQIQ", b, 0)
        check_end(tag, b, p)
        d.classes[cid] = d.strings[nid]
        d.class_serials[serial] = d.strings[nid]
    elif tag == 0x03:
        (serial,), p = u("I", b, 0)
        check_end(tag, b, p)
        if serial not in d.class_serials:
            raise ValueError(f"UNLOAD_CLASS of class {serial} before its LOAD_CLASS")
        d.unloaded.append(serial)
    elif tag == 0x04:
        (fid, m, s, src, cserial, line), p = u("QQQQIi", b, 0)
        check_end(tag, b, p)
        d.frames[fid] = (d.strings[m], d.strings[s], d.strings[src], cserial, line)
    elif tag == 0x05:
        (serial, thread, n), p = u("III", b, 0)
        ids, p = u(f"{n}Q", b, p)
        check_end(tag, b, p)
        for fid in ids:
            if fid not in d.frames:
                raise ValueError(f"TRACE {serial} names frame {fid:#x} before its FRAME")
        d.traces[serial] = [d.frames[f] for f in ids]
    elif tag == 0x06:
        (flags, cutoff, lb, lo, ab, ao, n), p = u("HIIIQQI", b, 0)
        sites = []
        for _ in range(n):
            row, p = u("BIIIIII", b, p)
            sites.append(row)
        check_end(tag, b, p)
        d.sites = sites
    elif tag == 0x0A:
        (serial, obj, trace, name, group, parent), p = u("IQIQQQ", b, 0)
        check_end(tag, b, p)
        d.threads[serial] = d.strings[name]
    elif tag == 0x0B:
        check_end(tag, b, u("I", b, 0)[1])
    elif tag == 0x0D:
        (total, n), p = u("II", b, 0)
        rows = []
        for _ in range(n):
            row, p = u("II", b, p)
            rows.append(row)
        check_end(tag, b, p)
        d.samples = (total, rows)
    elif tag == 0x0E:
        check_end(tag, b, u("IH", b, 0)[1])
    elif tag in (0x0C, 0x1C):
        heap(d, b)
    elif tag == 0x2C:
        check_end(tag, b, 0)
    else:
        raise ValueError(f"unknown record tag {tag:#x}")


def check_end(tag, b, p):
    if p != len(b):
        raise ValueError(f"record {tag:#x}: {len(b)} bytes, {p} read")


def heap(d, b):
    p = 0
    while p < len(b):
        (sub,), p = u("B", b, p)
        d.sub_tags[sub] = d.sub_tags.get(sub, 0) + 1
        if sub in (0xFF, 0x05, 0x07):
            p += ID
        elif sub == 0x01:
            p += 2 * ID
        elif sub in (0x02, 0x03, 0x08):
            p += ID + 8
        elif sub in (0x04, 0x06):
            p += ID + 4
        elif sub == 0x20:
            (cid, _t, sup, _l, _s, _d, _r1, _r2, _size, cp), p = u("QIQQQQQQIH", b, p)
            for _ in range(cp):
                (_i, ty), p = u("HB", b, p)
                p += TYPE_SIZES[ty]
            (ns,), p = u("H", b, p)
            statics = []
            for _ in range(ns):
                (nid, ty), p = u("QB", b, p)
                statics.append((d.strings[nid], ty, b[p:p + TYPE_SIZES[ty]]))
                p += TYPE_SIZES[ty]
            (nf,), p = u("H", b, p)
            fields = []
            for _ in range(nf):
                (nid, ty), p = u("QB", b, p)
                fields.append((d.strings[nid], ty))
            d.class_dumps[cid] = (sup, statics, fields)
        elif sub == 0x21:
            (oid, _t, cid, n), p = u("QIQI", b, p)
            p += n
            d.instances[cid] = d.instances.get(cid, 0) + 1
        elif sub == 0x22:
            (aid, _t, n, cid), p = u("QIIQ", b, p)
            p += n * ID
            d.obj_arrays.append((aid, n, cid))
        elif sub == 0x23:
            (aid, _t, n, ty), p = u("QIIB", b, p)
            if ty not in TYPE_SIZES or ty == 2:
                raise ValueError(f"primitive array of type {ty}")
            p += n * TYPE_SIZES[ty]
            d.prim_arrays.append((aid, n, ty))
        else:
            raise ValueError(f"unknown heap dump sub-record {sub:#x} at {p - 1}")
        if p > len(b):
            raise ValueError(f"sub-record {sub:#x} runs past its record")
