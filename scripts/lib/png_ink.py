"""Is a screenshot of a printed sheet a page of print? Usage: png_ink.py FILE.

Reads an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium's
--screenshot writes) with the standard library only, and fails unless
the picture is mostly light (paper) with some dark pixels (text and
rules): between 0.5 % and 40 % of the pixels darker than mid-grey.
A blank, black or failed page is refused.
"""

import struct
import sys
import zlib


def pixels(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    pos, idat = 8, b""
    width = height = channels = 0
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            channels = {2: 3, 6: 4}.get(colour, 0)
            if depth != 8 or not channels or interlace:
                sys.exit(f"{path}: unsupported PNG (depth {depth}, colour {colour})")
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    prev = bytearray(stride)
    rows = []
    i = 0
    for _ in range(height):
        f = raw[i]
        line = bytearray(raw[i + 1 : i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = prev[x]
            c = prev[x - channels] if x >= channels else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pred) & 255
        rows.append(line)
        prev = line
    return width, height, channels, rows


def main():
    path = sys.argv[1]
    width, height, channels, rows = pixels(path)
    dark = 0
    for line in rows:
        for x in range(0, len(line), channels):
            if line[x] + line[x + 1] + line[x + 2] < 3 * 128:
                dark += 1
    share = dark / (width * height)
    if not 0.005 <= share <= 0.40:
        sys.exit(f"{path}: {share:.1%} dark pixels: not a page of print")
    print(f"{path}: {width}x{height}, {share:.1%} ink")


main()
