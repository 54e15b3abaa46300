#!/usr/bin/env bash
# The golden workflow as a user meets it: builds the package shown in
# docs/golden-tests.md ("Your transition, pinned in ten lines") in a
# temporary folder outside the repository, depending on this checkout by
# path; records its goldens once, then runs its tests five more times. Every
# later run must pass (Swift Testing runs the tests in parallel, in varying
# order) and leave the goldens byte for byte as recorded.
#
# The package's files are the doc's code blocks whose first line is
# "// File: PATH" (scripts/doc-package.py), so the doc cannot drift from what
# is tested.
# Build products are kept in .build/golden-package between runs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
doc="$root/docs/golden-tests.md"
work=$(mktemp -d "${TMPDIR:-/tmp}/flipbook-golden-package.XXXXXX")
trap 'rm -rf "$work"' EXIT
# The dependency's identity is its folder's name: "Flipbook", as in the doc.
ln -s "$root" "$work/Flipbook"
package="$work/Trips"
python3 "$root/scripts/doc-package.py" golden-package-check "$doc" "$package"
scratch="$root/.build/golden-package"
swiftpm=(--package-path "$package" --scratch-path "$scratch")
echo "golden-package-check: building the package (first build: a few minutes)"
swift build --build-tests "${swiftpm[@]}" 2>&1 | tail -n 3
# Flipbook declares swift-snapshot-testing for its FlipbookSnapshotTesting product only: SwiftPM
# fetches it for this package too, but must not compile it, since nothing here uses that product.
# (SwiftPM plans every target, so SnapshotTesting.build/ exists; its object files must not.)
if compgen -G "$scratch/*/SnapshotTesting.build/*.o" > /dev/null; then
    echo "golden-package-check: a package that uses only FlipbookTesting compiled SnapshotTesting" >&2; exit 1
fi
goldens="$package/Tests/TripsTests/__Filmstrips__"

echo "golden-package-check: run 1 records the goldens (and fails, as documented)"
if FLIPBOOK_RECORD=missing swift test --skip-build "${swiftpm[@]}" > "$work/run1.log" 2>&1; then
    cat "$work/run1.log"; echo "golden-package-check: the recording run passed; it must fail, saying what it wrote" >&2; exit 1
fi
frames=$(find "$goldens" -name 'frame-*.png' 2>/dev/null | wc -l)
if [ "$frames" -lt 11 ]; then
    cat "$work/run1.log"; echo "golden-package-check: expected 11 golden frames, found $frames" >&2; exit 1
fi
fingerprint() { (cd "$goldens" && find . -type f -print0 | sort -z | xargs -0 sha256sum) | sha256sum; }
recorded=$(fingerprint)
if [ -n "${GOLDEN_PACKAGE_KEEP:-}" ]; then rm -rf "$GOLDEN_PACKAGE_KEEP"; cp -r "$goldens" "$GOLDEN_PACKAGE_KEEP"; fi

for run in 2 3 4 5 6; do
    if ! FLIPBOOK_RECORD=never swift test --skip-build "${swiftpm[@]}" > "$work/run$run.log" 2>&1; then
        cat "$work/run$run.log"; echo "golden-package-check: run $run failed against the goldens recorded in run 1" >&2; exit 1
    fi
    grep -q "Test run with 2 tests" "$work/run$run.log" || { cat "$work/run$run.log"; echo "golden-package-check: run $run did not run both tests" >&2; exit 1; }
    if [ "$(fingerprint)" != "$recorded" ]; then
        echo "golden-package-check: run $run changed the goldens" >&2; exit 1
    fi
    echo "golden-package-check: run $run passed"
done
echo "golden-package-check: recorded $frames frames once, then 5 of 5 runs passed with the goldens unchanged"
