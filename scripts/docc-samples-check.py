#!/usr/bin/env python3
"""Checks that every Swift code sample of the DocC catalogues is compiled code.

Each ```swift block of a Sources/*/Documentation.docc article must appear, line
for line (leading and trailing spaces of each line ignored, blank lines kept),
in a file that the build or `make test` compiles: a .swift file under Sources/,
Tests/ or Examples/ (Examples/Porting/Before is the input FlipbookPortTests
ports), Examples/PortPluginClient/Package.swift, or a "// File:" block of
docs/golden-tests.md (scripts/golden-package-check.sh builds and runs those).
So an article cannot show code that no longer compiles: change the code, and
the sample must change with it.

Prints `ARTICLE:LINE: ...` for each sample not found and exits 1; 0 otherwise.
"""
import glob
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(root)


def normalised(text: str) -> str:
    return "\n".join(line.strip() for line in text.strip("\n").split("\n"))


compiled = []
for pattern in ("Sources/**/*.swift", "Tests/**/*.swift", "Examples/**/*.swift", "Examples/PortPluginClient/Package.swift"):
    for path in glob.glob(pattern, recursive=True):
        if "/.build/" in path or "/Documentation.docc/" in path:
            continue
        try:
            with open(path, encoding="utf-8") as f:
                compiled.append(normalised(f.read()))
        except (OSError, UnicodeDecodeError):
            pass
with open("docs/golden-tests.md", encoding="utf-8") as f:
    for block in re.findall(r"```swift\n(.*?)```", f.read(), flags=re.S):
        if block.startswith("// File: "):
            compiled.append(normalised(block))

missing = 0
samples = 0
for article in sorted(glob.glob("Sources/*/Documentation.docc/**/*.md", recursive=True)):
    with open(article, encoding="utf-8") as f:
        text = f.read()
    for match in re.finditer(r"```swift\n(.*?)```", text, flags=re.S):
        samples += 1
        sample = normalised(match.group(1))
        if not any(sample in source for source in compiled):
            line = text[: match.start()].count("\n") + 1
            first = sample.split("\n")[0]
            print(f"{article}:{line}: this Swift sample is not in any compiled file (first line: {first!r})")
            missing += 1
if missing:
    print(f"docc-samples-check: {missing} of {samples} Swift samples are not compiled code")
    sys.exit(1)
print(f"docc-samples-check: all {samples} Swift samples of the DocC articles are compiled code")
