#!/bin/sh
# Regenerates the README's picture of loupe-compare-gc, docs/images/compare-gc.png:
# example/TreesAndCycles.java under the five collectors and HotSpot, the
# page rendered by headless Chromium at 1400x1000.
#   tools/compare-gc/screenshot.sh [BUILD_DIR]     (default: build)
# LOUPE=<path> runs another loupe (with its own agents/ beside it) instead
# of BUILD_DIR's.
# Needs a built tree (ninja -C build) and chromium. The PNG is rewritten
# with a palette (png_palette.py), then by optipng when installed.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
[ -x "$build/loupe-compare-gc" ] || { echo "screenshot.sh: no $build/loupe-compare-gc; build first" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac -d "$out/classes" "$root/tools/compare-gc/example/TreesAndCycles.java"
# -Xmx8m: small enough that every collector collects often, large enough
# that none runs out of memory.
"$build/loupe-compare-gc" ${LOUPE:+--loupe "$LOUPE"} -o "$out/page" -- -Xmx8m -cp "$out/classes" TreesAndCycles 5000 >/dev/null
mkdir -p "$root/docs/images"
png="$root/docs/images/compare-gc.png"
PYTHONDONTWRITEBYTECODE=1 python3 -c '
import sys
sys.path.insert(0, sys.argv[1])
import page_check
page_check.screenshot(sys.argv[2], sys.argv[3], 1400, 1000)
' "$root/test/browser" "$out/page/index.html" "$png"
python3 "$root/tools/compare-gc/png_palette.py" "$png" >/dev/null
if command -v optipng >/dev/null; then optipng -quiet -o2 "$png"; fi
echo "wrote $png ($(wc -c < "$png") bytes)"
