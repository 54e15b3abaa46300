#!/usr/bin/env bash
# Builds a Flipbook animator plugin: a shared library compiled against the
# Flipbook modules of a build of this package, NOT linked with them, so the
# plugin's references bind to the one copy of Flipbook inside the host
# (`flipbook`, or a test bundle) when the host loads it. See docs/plugins.md.
#
#   scripts/build-plugin.sh [options] SOURCE...
#     SOURCE                 .swift files, or folders whose .swift files are used
#     -o, --output FILE      the library to write (default: lib<MODULE>.so in the current folder)
#     --module-name NAME     the plugin's module name (default: the first folder's name, else "AnimatorPlugin")
#     -c, --configuration C  debug (default) or release: must match the build of the host
#     --build-path DIR       the package's build folder (default: .build)
#     --modules DIR          the folder holding Flipbook.swiftmodule (default: DIR/C/Modules)
#
# The host must be built first (`swift build`, or `swift build -c release`).
# Environment: SWIFTC (default: swiftc next to `swift` on the PATH).
set -euo pipefail

configuration=debug
build_path=.build
modules=""
output=""
module_name=""
sources=()
while [ $# -gt 0 ]; do
  case "$1" in
    -o|--output) output="$2"; shift 2 ;;
    --module-name) module_name="$2"; shift 2 ;;
    -c|--configuration) configuration="$2"; shift 2 ;;
    --build-path) build_path="$2"; shift 2 ;;
    --modules) modules="$2"; shift 2 ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "build-plugin: unknown option '$1' (see --help)" >&2; exit 2 ;;
    *) sources+=("$1"); shift ;;
  esac
done

case "$configuration" in
  debug) optimization=(-Onone -g) ;;
  release) optimization=(-O) ;;
  *) echo "build-plugin: --configuration must be debug or release, not '$configuration'" >&2; exit 2 ;;
esac
[ ${#sources[@]} -gt 0 ] || { echo "build-plugin: give the plugin's .swift files or folder (see --help)" >&2; exit 2; }

files=()
for source in "${sources[@]}"; do
  if [ -d "$source" ]; then
    [ -n "$module_name" ] || module_name="$(basename "$source")"
    while IFS= read -r -d '' file; do files+=("$file"); done < <(find "$source" -name '*.swift' -print0 | sort -z)
  elif [ -f "$source" ]; then
    files+=("$source")
  else
    echo "build-plugin: no such file or folder: $source" >&2; exit 2
  fi
done
[ ${#files[@]} -gt 0 ] || { echo "build-plugin: no .swift files in ${sources[*]}" >&2; exit 2; }
[ -n "$module_name" ] || module_name=AnimatorPlugin
[ -n "$output" ] || output="lib${module_name}.so"

[ -n "$modules" ] || modules="$build_path/$configuration/Modules"
if [ ! -e "$modules/FlipbookAnimators.swiftmodule" ]; then
  echo "build-plugin: no FlipbookAnimators.swiftmodule in $modules; build the host first (swift build -c $configuration)" >&2
  exit 2
fi

swiftc="${SWIFTC:-}"
if [ -z "$swiftc" ]; then
  swiftc="$(command -v swiftc || true)"
  [ -n "$swiftc" ] || swiftc="$(dirname "$(command -v swift)")/swiftc"
fi

# Undefined Flipbook symbols are left for the loader: a shared library may
# have them on Linux; macOS needs `-undefined dynamic_lookup`.
platform_flags=()
[ "$(uname -s)" = Darwin ] && platform_flags=(-Xlinker -undefined -Xlinker dynamic_lookup)

mkdir -p "$(dirname "$output")"
temporary="$output.tmp.$$"
trap 'rm -f "$temporary"' EXIT
"$swiftc" -emit-library -module-name "$module_name" -swift-version 6 "${optimization[@]}" \
  -I "$modules" "${platform_flags[@]}" "${files[@]}" -o "$temporary"
mv -f "$temporary" "$output"
echo "built $output"
