#!/usr/bin/env bash
# FlipbookSnapshotTesting as a user meets it: builds the package shown in
# docs/snapshot-testing.md in a temporary folder outside the repository,
# depending on this checkout by path and on swift-snapshot-testing. Run 1
# records the snapshots in __Snapshots__ (and fails, as swift-snapshot-testing
# does when it records); run 2 passes with them unchanged; then the animation
# changes (the dimming view's opacity 0.4 -> 0.3) and run 3 must fail both
# tests (the filmstrip and the last frame both show the dimming) with
# swift-snapshot-testing's message.
#
# The package's files are the doc's code blocks whose first line is
# "// File: PATH" (scripts/doc-package.py), so the doc cannot drift from what
# is tested.
# Build products are kept in .build/snapshot-package between runs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
doc="$root/docs/snapshot-testing.md"
work=$(mktemp -d "${TMPDIR:-/tmp}/flipbook-snapshot-package.XXXXXX")
trap 'rm -rf "$work"' EXIT
# The dependency's identity is its folder's name: "Flipbook", as in the doc.
ln -s "$root" "$work/Flipbook"
package="$work/Sheets"
python3 "$root/scripts/doc-package.py" snapshot-package-check "$doc" "$package"
scratch="$root/.build/snapshot-package"
swiftpm=(--package-path "$package" --scratch-path "$scratch")
echo "snapshot-package-check: building the package (first build: a few minutes)"
swift build --build-tests "${swiftpm[@]}" 2>&1 | tail -n 3
snapshots="$package/Tests/SheetsTests/__Snapshots__/SheetSnapshotTests"
fail() { cat "$1"; echo "snapshot-package-check: $2" >&2; exit 1; }

echo "snapshot-package-check: run 1 records the snapshots (and fails, as swift-snapshot-testing does)"
if SNAPSHOT_TESTING_RECORD=missing swift test --skip-build "${swiftpm[@]}" > "$work/run1.log" 2>&1; then
    fail "$work/run1.log" "the recording run passed; it must fail, saying what it recorded"
fi
grep -q "No reference was found on disk" "$work/run1.log" || fail "$work/run1.log" "run 1 did not say it recorded"
for name in presentation.1.png presentedSheet.1.png; do
    [ -s "$snapshots/$name" ] || fail "$work/run1.log" "run 1 did not write $snapshots/$name"
done
# The filmstrip is a PNG the size of an 8-frame, 4-column sheet at 2x (16 + 4 * 160 + 3 * 12 pt wide).
python3 - "$snapshots/presentation.1.png" <<'PY' || exit 1
import struct, sys
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
width, height = struct.unpack(">II", data[16:24])
if width < 1000 or height < 400:
    sys.exit(f"snapshot-package-check: the filmstrip is {width} x {height} px, not a sheet of 8 thumbnails")
print(f"snapshot-package-check: recorded a {width} x {height} px filmstrip")
PY
recorded=$(cd "$snapshots" && sha256sum *.png)

echo "snapshot-package-check: run 2 verifies against them"
SNAPSHOT_TESTING_RECORD=never swift test --skip-build "${swiftpm[@]}" > "$work/run2.log" 2>&1 \
    || fail "$work/run2.log" "run 2 failed against the snapshots recorded in run 1"
grep -q "Test run with 2 tests" "$work/run2.log" || fail "$work/run2.log" "run 2 did not run both tests"
[ "$(cd "$snapshots" && sha256sum *.png)" = "$recorded" ] || fail "$work/run2.log" "run 2 changed the snapshots"

echo "snapshot-package-check: run 3 after a change to the animation (dimming 0.4 -> 0.3) must fail"
sed -i 's/public static let dimming: CGFloat = 0.4/public static let dimming: CGFloat = 0.3/' "$package/Sources/Sheets/Sheets.swift"
grep -q "dimming: CGFloat = 0.3" "$package/Sources/Sheets/Sheets.swift" || { echo "snapshot-package-check: the doc's dimming line changed; update this script" >&2; exit 1; }
swift build --build-tests "${swiftpm[@]}" 2>&1 | tail -n 1
if SNAPSHOT_TESTING_RECORD=never swift test --skip-build "${swiftpm[@]}" > "$work/run3.log" 2>&1; then
    fail "$work/run3.log" "run 3 passed although the animation changed"
fi
count=$(grep -c "Snapshot does not match reference" "$work/run3.log" || true)
[ "$count" -ge 2 ] || fail "$work/run3.log" "run 3 should fail both tests with swift-snapshot-testing's message (found $count)"
grep -q "px differ" "$work/run3.log" || fail "$work/run3.log" "run 3's message does not say how many pixels differ"
[ "$(cd "$snapshots" && sha256sum *.png)" = "$recorded" ] || fail "$work/run3.log" "run 3 changed the snapshots"
echo "snapshot-package-check: recorded 2 snapshots, verified them, and a changed animation failed both"
