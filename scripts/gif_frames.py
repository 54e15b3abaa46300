#!/usr/bin/env python3
"""Reads an animated GIF with Pillow (an independent decoder, Debian's python3-pil)
and prints what a viewer would play, for the tests of Flipbook's GIF writer:

    gif_frames.py FILE.gif [OUT_FOLDER]

First line: "frames <count> loop <loop count, or 'none'> size <width>x<height>".
Then one line a frame: "<index> <duration in ms>". With OUT_FOLDER, every frame
as the viewer shows it (composited over the frames before it) is written there as
frame-<index>.png, RGB."""
import os
import sys

from PIL import Image

path = sys.argv[1]
out = sys.argv[2] if len(sys.argv) > 2 else None
im = Image.open(path)
if im.format != "GIF":
    sys.exit(f"{path}: not a GIF ({im.format})")
count = getattr(im, "n_frames", 1)
loop = im.info.get("loop", "none")
print(f"frames {count} loop {loop} size {im.size[0]}x{im.size[1]}")
for k in range(count):
    im.seek(k)
    print(f"{k} {im.info.get('duration', 0)}")
    if out:
        im.convert("RGB").save(os.path.join(out, f"frame-{k}.png"))
