"""Before the window opens on Linux/X11: can Qt's xcb platform plugin load? (issue 18, "First run").

Qt aborts with a raw message when a library of its xcb plugin is missing, and blames ``libxcb-cursor0`` whatever is
missing. Here the plugin is read with ``ldd`` (where available) before the QApplication exists, and the missing
libraries are named with the ``apt`` line that installs them. Nothing here imports Qt: the plugin is found from
PySide6's install folder.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import re
import shutil
import sys
from pathlib import Path

#: Every Debian/Ubuntu package the xcb plugin of PySide6 needs beyond a bare system (README "Set up").
XCB_PACKAGES = (
    "libegl1",
    "libgl1",
    "libxkbcommon0",
    "libfontconfig1",
    "libdbus-1-3",
    "libxkbcommon-x11-0",
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-keysyms1",
    "libxcb-image0",
    "libxcb-render-util0",
    "libxcb-randr0",
    "libxcb-shape0",
    "libxcb-xinerama0",
    "libxcb-xkb1",
)

#: Libraries whose package name does not follow the soname (Debian's rule is used for the rest).
_PACKAGE_OF = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libGLdispatch.so.0": "libglvnd0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libfreetype.so.6": "libfreetype6",
    "libpng16.so.16": "libpng16-16",
}

_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found\s*$")


def package_for(soname: str) -> str:
    """The Debian package that ships ``soname`` (``libxcb-icccm.so.4`` → ``libxcb-icccm4``;
    ``libxkbcommon-x11.so.0`` → ``libxkbcommon-x11-0``: a name ending in a digit takes a hyphen)."""
    if soname in _PACKAGE_OF:
        return _PACKAGE_OF[soname]
    name, _, version = soname.partition(".so")
    version = version.lstrip(".").split(".")[0]
    name = name.lower()
    if not version:
        return name
    return f"{name}-{version}" if name[-1].isdigit() else f"{name}{version}"


def missing_from_ldd(output: str) -> list[str]:
    """The sonames ``ldd`` reported as ``not found``, in its order, each once."""
    found = [m.group(1) for line in output.splitlines() if (m := _NOT_FOUND.match(line))]
    return list(dict.fromkeys(found))


def missing_message(missing: list[str]) -> str:
    """What to tell a player whose xcb plugin lacks ``missing`` (sonames): which libraries, and the apt line
    (the missing packages first, then the rest of the plugin's list so one line fixes everything)."""
    packages = list(dict.fromkeys(package_for(s) for s in missing))
    everything = packages + [p for p in XCB_PACKAGES if p not in packages]
    return (
        "Grail Desktop cannot open its window: Qt's X11 (xcb) platform plugin needs libraries that are not "
        "installed:\n  " + "\n  ".join(f"{s} (package {package_for(s)})" for s in missing) + "\n"
        "On Debian or Ubuntu install them with:\n"
        f"  sudo apt-get install {' '.join(everything)}\n"
        "Or play in text mode meanwhile: grail-desktop play --characters maelon"
    )


def xcb_plugin() -> Path | None:
    """PySide6's ``libqxcb.so``, found without importing Qt; None when PySide6 or the plugin is absent."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    for root in spec.submodule_search_locations:
        plugin = Path(root) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
        if plugin.is_file():
            return plugin
    return None


def will_use_xcb(environ: dict[str, str] | None = None, platform: str | None = None) -> bool:
    """Whether Qt will pick the xcb plugin: Linux, an X display, and no other platform asked for."""
    env = os.environ if environ is None else environ
    if not (platform or sys.platform).startswith("linux"):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":")[0] == "xcb"
    return bool(env.get("DISPLAY")) and not env.get("WAYLAND_DISPLAY")


def xcb_problem(stamp: Path | None = None) -> str | None:
    """The message for a player when the xcb plugin would fail to load (read with ``ldd``), else None
    (also None when the plugin or ``ldd`` is not there to ask: Qt then speaks for itself).

    ``ldd`` takes tens of milliseconds, so a plugin found complete is noted in ``stamp`` (its path and
    modification time) and not read again until it changes."""
    if not will_use_xcb():
        return None
    plugin, ldd = xcb_plugin(), shutil.which("ldd")
    if plugin is None or ldd is None:
        return None
    key = f"{plugin} {plugin.stat().st_mtime_ns}"
    try:
        if stamp is not None and stamp.read_text(encoding="utf-8") == key:
            return None
    except OSError:
        pass
    import subprocess  # only when ldd is asked: the start never waits for the module

    try:
        result = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    missing = missing_from_ldd(result.stdout)
    if missing:
        return missing_message(missing)
    if stamp is not None:
        with contextlib.suppress(OSError):  # a read-only cache only costs the check next time
            stamp.write_text(key, encoding="utf-8")
    return None
