#!/usr/bin/env bash
# Installs the system packages Flipbook needs, when they are missing.
# As root it runs apt-get; otherwise it prints the exact command and fails.
#
#   scripts/ensure-deps.sh [--browser]
# What building and rendering need; with --browser (`make test`) also what the
# browser test of `flipbook review` needs: Debian's Chromium, its chromedriver
# and Selenium for Debian's /usr/bin/python3, installed without recommends to
# keep CI short. FLIPBOOK_SKIP_BROWSER=1 leaves those out (the browser test then
# skips, unless CI is set, where it fails). --browser also installs what the
# tests of the animated outputs read them back with: Pillow for Debian's python3
# (an independent GIF decoder) and ffmpeg (mp4/webm; without it those outputs
# fail with FB-VIDEO-FFMPEG-MISSING, and so would their tests).
set -euo pipefail

# macOS: Homebrew's formulae of the same libraries (docs: README.md, "macOS").
if [ "$(uname -s)" = Darwin ]; then
  formulae=(cairo libpng libdeflate giflib pkg-config)
  [ "${1:-}" = --browser ] && formulae+=(ffmpeg)
  if ! command -v brew >/dev/null 2>&1; then
    echo "flipbook needs Homebrew's ${formulae[*]} and the casks font-inter and font-dejavu: install Homebrew (https://brew.sh), then run make again" >&2
    exit 1
  fi
  missing=()
  for f in "${formulae[@]}"; do brew list --formula "$f" >/dev/null 2>&1 || missing+=("$f"); done
  if [ ${#missing[@]} -gt 0 ]; then echo "installing ${missing[*]} ..."; brew install "${missing[@]}"; fi
  brew list --cask font-dejavu >/dev/null 2>&1 || brew install --cask font-dejavu
  brew list --cask font-inter >/dev/null 2>&1 || brew install --cask font-inter
  prefix=$(brew --prefix)
  echo "flipbook: build with: swift build -Xcc -I$prefix/include -Xlinker -L$prefix/lib (libdeflate and giflib are linked by name)" >&2
  exit 0
fi

# fonts-inter: the system font (Inter, close to SF Pro); fonts-dejavu-core: the
# fallback where Inter is missing, and the family the benchmark's scene names.
packages=(libcairo2-dev libpng-dev libdeflate-dev libgif-dev libpng-tools pkg-config fonts-inter fonts-dejavu-core python3)
test_packages=(python3-pil ffmpeg)
browser_packages=(chromium chromium-driver python3-selenium)

missing_of() {
  local p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || echo "$p"
  done
}
missing=($(missing_of "${packages[@]}"))
missing_browser=()
if [ "${1:-}" = --browser ]; then
  missing_browser=($(missing_of "${test_packages[@]}"))
  if [ "${FLIPBOOK_SKIP_BROWSER:-0}" != 1 ]; then
    missing_browser+=($(missing_of "${browser_packages[@]}"))
  fi
fi
[ ${#missing[@]} -eq 0 ] && [ ${#missing_browser[@]} -eq 0 ] && exit 0
all=("${missing[@]}" "${missing_browser[@]}")
if ! command -v apt-get >/dev/null 2>&1; then
  echo "flipbook needs these packages (or your system's equivalents): ${all[*]}" >&2
  exit 1
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "flipbook needs: ${all[*]}. Install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${all[*]}" >&2
  exit 1
fi
echo "installing ${all[*]} ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
if [ ${#missing[@]} -gt 0 ]; then
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if [ ${#missing_browser[@]} -gt 0 ]; then
  apt-get install -y -qq --no-install-recommends "${missing_browser[@]}" >/dev/null
fi
