#!/usr/bin/env python3
"""An independent APNG reader (standard library only), used by the film tests.

Usage: apng_frames.py FILE.png
Checks the chunk CRCs and sequence numbers, decodes every frame (8-bit RGB or
RGBA, non-interlaced, full-canvas frames, as Flipbook writes them) with zlib
and the PNG row filters, and prints one line per frame:
    <index> <delay_num>/<delay_den> <minX> <minY> <maxX> <maxY>
the bounding box of the pure-red pixels (r > 200, g < 60, b < 60), or "none".
Exits 1 with a message on any inconsistency.
"""
import struct
import sys
import zlib


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(1)


def chunks(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail("not a PNG")
    offset = 8
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        kind = data[offset + 4:offset + 8]
        body = data[offset + 8:offset + 8 + length]
        (crc,) = struct.unpack(">I", data[offset + 8 + length:offset + 12 + length])
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            fail("bad CRC in %s at %d" % (kind, offset))
        yield kind.decode("ascii"), body
        offset += 12 + length


def unfilter(raw, width, height, bpp):
    stride = width * bpp
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride if kind else 0):
            a = line[x - bpp] if x >= bpp else 0
            b = previous[x]
            c = previous[x - bpp] if x >= bpp else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return rows


def main():
    data = open(sys.argv[1], "rb").read()
    width = height = bpp = None
    frames, expected_sequence, frame_count = [], 0, None
    for kind, body in chunks(data):
        if kind == "IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if depth != 8 or colour not in (2, 6):
                fail("unsupported IHDR")
            bpp = 3 if colour == 2 else 4
        elif kind == "acTL":
            frame_count, _ = struct.unpack(">II", body)
        elif kind == "fcTL":
            fields = struct.unpack(">IIIIIHHBB", body)
            if fields[0] != expected_sequence:
                fail("fcTL sequence %d, expected %d" % (fields[0], expected_sequence))
            expected_sequence += 1
            if fields[1:5] != (width, height, 0, 0):
                fail("frame region is not the whole canvas")
            frames.append({"delay": (fields[5], fields[6]), "data": b""})
        elif kind == "IDAT":
            if len(frames) == 1:
                frames[0]["data"] += body
        elif kind == "fdAT":
            (sequence,) = struct.unpack(">I", body[:4])
            if sequence != expected_sequence:
                fail("fdAT sequence %d, expected %d" % (sequence, expected_sequence))
            expected_sequence += 1
            frames[-1]["data"] += body[4:]
    if frame_count != len(frames):
        fail("acTL says %s frames, found %d" % (frame_count, len(frames)))
    for index, frame in enumerate(frames):
        rows = unfilter(zlib.decompress(frame["data"]), width, height, bpp)
        box = None
        for y, row in enumerate(rows):
            for x in range(width):
                r, g, b = row[x * bpp], row[x * bpp + 1], row[x * bpp + 2]
                if r > 200 and g < 60 and b < 60:
                    box = (x, y, x, y) if box is None else (min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y))
        where = "none" if box is None else "%d %d %d %d" % box
        print("%d %d/%d %s" % (index, frame["delay"][0], frame["delay"][1], where))


main()
