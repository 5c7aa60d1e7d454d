# Shared by tools/demo and tools/test: make sure the Debian packages the
# build needs are there (installing them when running as root), and build.
LOUPE_PACKAGES="meson ninja-build g++ pkg-config zlib1g-dev libffi-dev libdw-dev catch2 libxbyak-dev libcapstone-dev openjdk-17-jdk-headless python3"
# What only the tests need: Debian's Chromium loads the generated pages
# (test/browser).
LOUPE_TEST_PACKAGES="chromium"
LOUPE_ROOT=$(cd "$(dirname "$0")/.." && pwd)
LOUPE_BUILD=${LOUPE_BUILD:-$LOUPE_ROOT/build}

# ensure_packages [extra packages...]
ensure_packages() {
  missing=""
  for p in $LOUPE_PACKAGES "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
  done
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" = 0 ]; then
    echo "installing:$missing"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
  elif command -v sudo >/dev/null; then
    echo "installing (sudo):$missing"
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
  else
    echo "missing Debian packages:$missing (apt-get install them as root)" >&2
    exit 1
  fi
}

build_loupe() {
  if [ ! -f "$LOUPE_BUILD/build.ninja" ]; then
    meson setup "$LOUPE_BUILD" "$LOUPE_ROOT" --buildtype=release >/dev/null
  else
    meson setup --reconfigure "$LOUPE_BUILD" "$LOUPE_ROOT" >/dev/null
  fi
  ninja -C "$LOUPE_BUILD"
}
