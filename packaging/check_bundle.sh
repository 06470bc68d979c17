#!/usr/bin/env bash
# Build the desktop bundles and check them (issue 11): the frozen smoke test, the tarball, the .deb unpacked into a
# scratch root, and the bundle-size benchmark against a bare PySide6 bundle. Slow (several minutes), so CI runs it
# as its own job, not in tools/check.sh. Arguments go to packaging/build.py (e.g. --clean, --onefile, --no-deb).
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen

# Build tools, and the Qt runtime libraries PyInstaller copies into the bundle from this machine.
pkgs=(binutils dpkg libegl1 libgl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libglib2.0-0 libxkbcommon0
      libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0
      libxcb-randr0 libxcb-shape0 libxcb-xinerama0 libxcb-xfixes0 libxcb-xkb1)
if command -v dpkg >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  missing=()
  for pkg in "${pkgs[@]}"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "== installing: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi

python -c "import PyInstaller" 2>/dev/null || python -m pip install -q -e ".[package]"

echo "== build and check"
python packaging/build.py "$@"

case " $* " in
  *" --onefile "*) echo "== bundle benchmark skipped (it compares onedir bundles)" ;;
  *) echo "== bundle benchmark"; python benchmarks/bundle.py --app-dir dist/grail-desktop --strict ;;
esac
