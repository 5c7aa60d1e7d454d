# Shared by tools/demo and tools/test: make sure the Debian packages the
# build needs are there (installing them when running as root), and build.
LOUPE_PACKAGES="meson ninja-build g++ pkg-config zlib1g-dev libffi-dev libdw-dev catch2 libxbyak-dev libcapstone-dev openjdk-17-jdk-headless python3"
# What only the tests need: Debian's Chromium loads the generated pages
# (test/browser).
LOUPE_TEST_PACKAGES="chromium"
LOUPE_ROOT=$(cd "$(dirname "$0")/.." && pwd)
LOUPE_BUILD=${LOUPE_BUILD:-$LOUPE_ROOT/build}

missing_packages() {
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || printf ' %s' "$p"
  done
}

# ensure_packages [extra packages...]
ensure_packages() {
  missing=$(missing_packages $LOUPE_PACKAGES "$@")
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" = 0 ]; then
    sudo=""
  elif command -v sudo >/dev/null; then
    sudo="sudo"
  else
    echo "missing Debian packages:$missing (apt-get install them as root)" >&2
    exit 1
  fi
  echo "installing:$missing (a few minutes on a fresh machine)"
  $sudo apt-get update -qq
  # apt's own progress is too chatty to read: one line per package set up
  # shows that it is moving. (A pipeline's status is its last command's,
  # so whether it worked is asked of dpkg afterwards.)
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing 2>&1 |
    grep --line-buffered -E '^(Setting up|E:)' | sed -u 's/^/  /; s/ \.\.\.$//' || true
  still_missing=$(missing_packages $missing)
  if [ -n "$still_missing" ]; then
    echo "could not install:$still_missing" >&2
    exit 1
  fi
}

# build_loupe [ninja targets...]: configure once, then build (everything,
# or only the targets given). Ninja's own status line ("[12/262] Compiling
# ...") shows the progress.
build_loupe() {
  if [ ! -f "$LOUPE_BUILD/build.ninja" ]; then
    meson setup "$LOUPE_BUILD" "$LOUPE_ROOT" --buildtype=release >/dev/null
  else
    meson setup --reconfigure "$LOUPE_BUILD" "$LOUPE_ROOT" >/dev/null
  fi
  ninja -C "$LOUPE_BUILD" "$@"
}
