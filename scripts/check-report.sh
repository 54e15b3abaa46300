#!/usr/bin/env bash
# Loads a Flipbook failure report (report.html) in headless Chromium and fails
# when the page logs a console error or does not reach data-report-status="ok"
# (the report's script sets it once every image has loaded).
#
#   scripts/check-report.sh REPORT.html [SCREENSHOT.png]
#
# Installs Chromium with apt when it is missing and we are root. With a second
# argument, also writes a 1200 x 900 screenshot there.
set -euo pipefail

report="${1:?usage: scripts/check-report.sh REPORT.html [SCREENSHOT.png]}"
screenshot="${2:-}"
[ -f "$report" ] || { echo "check-report: no such file: $report" >&2; exit 2; }

browser=""
for name in chromium chromium-browser google-chrome; do
    if command -v "$name" >/dev/null 2>&1; then browser="$name"; break; fi
done
if [ -z "$browser" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "check-report: installing chromium with apt-get" >&2
        apt-get update -qq >/dev/null
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
        browser=chromium
    else
        echo "check-report: Chromium is not installed; install the 'chromium' package" >&2
        exit 2
    fi
fi

url="file://$(cd "$(dirname "$report")" && pwd)/$(basename "$report")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
flags=(--headless --disable-gpu --no-sandbox --enable-logging=stderr --v=0
       --user-data-dir="$work/profile" --allow-file-access-from-files --virtual-time-budget=5000)

"$browser" "${flags[@]}" --dump-dom "$url" >"$work/dom.html" 2>"$work/log.txt" || {
    echo "check-report: $browser failed to load $url" >&2; cat "$work/log.txt" >&2; exit 1; }

status=0
# Console messages appear as `CONSOLE(line)] "text"` (level 1 warning, 2 error) or as
# "Uncaught ..." for script exceptions; failed loads as net::ERR_... lines.
if grep -E 'CONSOLE|Uncaught|net::ERR_' "$work/log.txt" | grep -viE 'INFO:CONSOLE.*level: ?0' >"$work/errors.txt"; then
    if [ -s "$work/errors.txt" ]; then
        echo "check-report: console errors in $report:" >&2
        cat "$work/errors.txt" >&2
        status=1
    fi
fi
if ! grep -q 'data-report-status="ok"' "$work/dom.html"; then
    found="$(grep -o 'data-report-status="[a-z]*"' "$work/dom.html" | head -1 || true)"
    echo "check-report: the report's script did not finish cleanly (${found:-no status}); expected data-report-status=\"ok\"" >&2
    status=1
fi

if [ -n "$screenshot" ]; then
    "$browser" "${flags[@]}" --hide-scrollbars --window-size=1200,900 --screenshot="$screenshot" "$url" \
        >/dev/null 2>>"$work/log.txt" || { echo "check-report: the screenshot failed" >&2; status=1; }
fi
[ "$status" = 0 ] && echo "check-report: $report loads without console errors"
exit "$status"
