#!/usr/bin/env bash
# Fails when a public symbol of the library modules has no documentation comment.
# Run by `make test` after the build: dumps the modules' symbol graphs from the debug build
# (`swift package dump-symbol-graph`, which rebuilds nothing when the build is current) and
# lists each undocumented public or open symbol as FILE:LINE: MODULE: KIND NAME, then a count
# per module (scripts/doc_coverage.py says what counts as documented).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
# The modules of the library products, and FlipbookPort (the port plugin's engine).
modules=(Flipbook FlipbookCairo FlipbookAnimators FlipbookScene FlipbookTestingCore FlipbookTesting
         FlipbookSnapshotTesting FlipbookPort)
if [ "$(uname -s)" = Linux ]; then modules+=(UIKit QuartzCore CoreGraphics); fi
python3 scripts/doc_coverage.py --self-test
log=$(mktemp); trap 'rm -f "$log"' EXIT
if ! swift package dump-symbol-graph --minimum-access-level public > "$log" 2>&1; then
    cat "$log"; echo "doc-coverage: swift package dump-symbol-graph failed" >&2; exit 2
fi
# "Files written to /path/.build/<triple>/symbolgraph"
folder=$(sed -n 's/^.*[Ff]iles written to \(.*\)$/\1/p' "$log" | tail -n 1)
if [ -z "$folder" ] || [ ! -d "$folder" ]; then
    cat "$log"; echo "doc-coverage: cannot find the symbol graphs' folder in the output above" >&2; exit 2
fi
python3 scripts/doc_coverage.py "$folder" "${modules[@]}"
