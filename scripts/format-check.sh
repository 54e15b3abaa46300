#!/usr/bin/env bash
# Checks that the project's Swift code is formatted as .swift-format says:
# `swift format lint --strict` (the formatter that ships with the toolchain) on
# Sources and Tests, leaving out Tests/Corpus and Tests/Fixtures, which hold code
# and data kept as their authors wrote them, and Tests/CorpusBuild, whose Swift
# files are `flipbook port`'s output of that corpus, kept byte for byte as the
# port writes it. Run by `make test`.
#
#   scripts/format-check.sh         lint; exits 1 and names each finding
#   scripts/format-check.sh --fix   formats those files in place
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -d '' files < <(find Sources Tests -type f -name '*.swift' \
    -not -path 'Tests/Corpus/*' -not -path 'Tests/CorpusBuild/*' -not -path 'Tests/Fixtures/*' -print0 | sort -z)
if [[ ${#files[@]} -eq 0 ]]; then
    echo "format-check: no Swift files found under Sources and Tests" >&2
    exit 1
fi

if [[ "${1:-}" == "--fix" ]]; then
    swift format format --in-place --parallel "${files[@]}"
    echo "format-check: formatted ${#files[@]} files"
    exit 0
fi

if ! swift format lint --strict --parallel "${files[@]}"; then
    echo "format-check: the findings above break .swift-format's rules; scripts/format-check.sh --fix formats the files (some findings need a hand edit)" >&2
    exit 1
fi
echo "format-check: ${#files[@]} files follow .swift-format"
