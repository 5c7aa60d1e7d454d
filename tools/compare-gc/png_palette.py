#!/usr/bin/env python3
"""Rewrites an 8-bit RGB or RGBA PNG (a Chromium screenshot) as a palette
PNG of at most 256 colours, for the README's pictures: a page is mostly a
few flat colours, and a palette image is a third of the size.

  png_palette.py FILE.png     (rewritten in place)

The palette is the 256 most frequent colours; every other colour (the
anti-aliased edges of text and lines) becomes the nearest of them.
Standard library only (no Pillow on the build machines).
"""
import collections
import struct
import sys
import zlib

SIGNATURE = b'\x89PNG\r\n\x1a\n'


def chunks(data):
    at = len(SIGNATURE)
    while at < len(data):
        length, kind = struct.unpack('>I4s', data[at:at + 8])
        yield kind, data[at + 8:at + 8 + length]
        at += 12 + length


def unfilter(raw, width, height, channels):
    """The pixel rows of a decompressed image, its filters undone (PNG spec, section 9)."""
    stride = width * channels
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, row = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = row[i - channels] if i >= channels else 0
            up = previous[i]
            if kind == 1:
                row[i] = (row[i] + left) & 255
            elif kind == 2:
                row[i] = (row[i] + up) & 255
            elif kind == 3:
                row[i] = (row[i] + ((left + up) >> 1)) & 255
            elif kind == 4:
                upper_left = previous[i - channels] if i >= channels else 0
                estimate = left + up - upper_left
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - upper_left)
                row[i] = (row[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else upper_left)) & 255
        rows.append(row)
        previous = row
    return rows


def chunk(kind, body):
    return struct.pack('>I', len(body)) + kind + body + struct.pack('>I', zlib.crc32(kind + body) & 0xffffffff)


def main(path):
    with open(path, 'rb') as f:
        data = f.read()
    if not data.startswith(SIGNATURE):
        sys.exit('%s: not a PNG' % path)
    header, compressed = None, b''
    for kind, body in chunks(data):
        if kind == b'IHDR':
            header = struct.unpack('>IIBBBBB', body)
        elif kind == b'IDAT':
            compressed += body
    width, height, depth, colour_type, _, _, interlace = header
    channels = {2: 3, 6: 4}.get(colour_type)
    if depth != 8 or channels is None or interlace:
        print('%s: left as it is (not 8-bit non-interlaced RGB or RGBA)' % path)
        return 0
    rows = unfilter(zlib.decompress(compressed), width, height, channels)
    pixels = [bytes(row[i:i + 3]) for row in rows for i in range(0, width * channels, channels)]
    palette = [colour for colour, _ in collections.Counter(pixels).most_common(256)]
    index = {colour: n for n, colour in enumerate(palette)}

    def nearest(colour):
        r, g, b = colour
        return min(range(len(palette)), key=lambda n: (palette[n][0] - r) ** 2 + (palette[n][1] - g) ** 2
                   + (palette[n][2] - b) ** 2)

    for colour in set(pixels):
        if colour not in index:
            index[colour] = nearest(colour)
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        raw.extend(index[colour] for colour in pixels[y * width:(y + 1) * width])
    out = (SIGNATURE + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 3, 0, 0, 0))
           + chunk(b'PLTE', b''.join(palette)) + chunk(b'IDAT', zlib.compress(bytes(raw), 9)) + chunk(b'IEND', b''))
    if len(out) < len(data):
        with open(path, 'wb') as f:
            f.write(out)
    print('%s: %d -> %d bytes' % (path, len(data), min(len(out), len(data))))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1]))
