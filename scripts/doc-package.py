#!/usr/bin/env python3
"""Writes the package a doc shows: each ```swift code block of DOC whose
first line is "// File: PATH" becomes the file PATH under OUT (so the doc
cannot drift from what is tested). NAME prefixes the messages; fewer than 3
such blocks (the manifest, the app and the tests) is an error.

Usage: doc-package.py NAME DOC OUT
Used by golden-package-check.sh and snapshot-package-check.sh."""
import os, re, sys

name, doc, out = sys.argv[1], sys.argv[2], sys.argv[3]
text = open(doc, encoding="utf-8").read()
files = 0
for block in re.findall(r"```swift\n(.*?)```", text, flags=re.S):
    first, _, body = block.partition("\n")
    m = re.fullmatch(r"// File: (\S+)", first.strip())
    if not m:
        continue
    path = os.path.join(out, m.group(1))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(body)
    files += 1
if files < 3:
    sys.exit(f"{name}: {doc} has {files} '// File:' code blocks; expected the manifest, the app and the tests")
print(f"{name}: {files} files from {os.path.relpath(doc)}")
