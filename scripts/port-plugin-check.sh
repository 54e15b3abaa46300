#!/usr/bin/env bash
# The FlipbookPort build-tool plugin as a user meets it: builds the example
# package Examples/PortPluginClient outside the repository, depending on this
# checkout by path (as ../Flipbook), and runs its tests. Its test target links
# to the app's folder and compiles the app's files ported by the plugin.
# Build products are kept in .build/port-plugin-package between runs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/.build/port-plugin-work"
rm -rf "$work"; mkdir -p "$work"
# The dependency's identity is its folder's name: "Flipbook", as the example's manifest says.
ln -s "$root" "$work/Flipbook"
# A copy of the example package keeps its link Tests/ToastAppTests/App -> ../../App.
cp -R "$root/Examples/PortPluginClient" "$work/PortPluginClient"
swiftpm=(--package-path "$work/PortPluginClient" --scratch-path "$root/.build/port-plugin-package")
echo "port-plugin-check: building Examples/PortPluginClient (first build: several minutes)"
swift build --build-tests "${swiftpm[@]}" 2>&1 | tail -n 3
swift test --skip-build "${swiftpm[@]}" > "$work/test.log" 2>&1 || { cat "$work/test.log"; echo "port-plugin-check: the example's tests failed" >&2; exit 1; }
grep -q "Test run with 2 tests in 1 suite passed" "$work/test.log" || { cat "$work/test.log"; echo "port-plugin-check: expected 2 passing tests" >&2; exit 1; }
echo "port-plugin-check: the example's 2 tests passed on the app's files ported by the plugin"
