"""png_palette.py (the README picture's shrinking): every PNG filter type
undone, the palette image's pixels the original's."""
import os
import struct
import subprocess
import sys
import tempfile
import unittest
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..'))
import png_palette  # noqa: E402


def paeth(left, up, upper_left):
    estimate = left + up - upper_left
    pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - upper_left)
    return left if pa <= pb and pa <= pc else up if pb <= pc else upper_left


def encode_rgb(rows):
    """An RGB PNG, row y filtered with filter type y % 5."""
    width, raw, previous = len(rows[0]), bytearray(), bytes(len(rows[0]) * 3)
    for y, row in enumerate(rows):
        line = bytes(c for pixel in row for c in pixel)
        kind = y % 5
        raw.append(kind)
        for i, value in enumerate(line):
            left = line[i - 3] if i >= 3 else 0
            up = previous[i]
            upper_left = previous[i - 3] if i >= 3 else 0
            predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upper_left)][kind]
            raw.append((value - predictor) & 255)
        previous = line
    return (png_palette.SIGNATURE + png_palette.chunk(b'IHDR', struct.pack('>IIBBBBB', width, len(rows), 8, 2, 0, 0, 0))
            + png_palette.chunk(b'IDAT', zlib.compress(bytes(raw))) + png_palette.chunk(b'IEND', b''))


def decode_palette(data):
    header, compressed, palette = None, b'', b''
    for kind, body in png_palette.chunks(data):
        if kind == b'IHDR':
            header = struct.unpack('>IIBBBBB', body)
        elif kind == b'PLTE':
            palette = body
        elif kind == b'IDAT':
            compressed += body
    width, height, _, colour_type, _, _, _ = header
    assert colour_type == 3
    rows = png_palette.unfilter(zlib.decompress(compressed), width, height, 1)
    return [[palette[3 * i:3 * i + 3] for i in row] for row in rows]


class Palette(unittest.TestCase):
    def test_round_trip(self):
        # Ten rows (each filter type twice) of a few flat colours, wide
        # enough that the palette image is the smaller one.
        colours = [b'\xff\xff\xff', b'\x1f\x77\xb4', b'\xd6\x27\x28', b'\x22\x22\x22', b'\x80\x80\x80']
        rows = [[colours[(x // 7 + y) % len(colours)] for x in range(400)] for y in range(10)]
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, 'p.png')
            with open(path, 'wb') as f:
                f.write(encode_rgb(rows))
            subprocess.run([sys.executable, os.path.join(HERE, '..', 'png_palette.py'), path], check=True,
                           capture_output=True)
            with open(path, 'rb') as f:
                self.assertEqual(decode_palette(f.read()), rows)


if __name__ == '__main__':
    unittest.main()
