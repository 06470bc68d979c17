"""First run (issue 18): when Qt's xcb plugin cannot load, the app names the missing libraries (read from the
plugin with ldd) and the apt line, instead of Qt's raw abort. Headless: the message is built from ldd's text."""

from __future__ import annotations

import subprocess
from pathlib import Path

from grail_desktop.app import qt_platform
from grail_desktop.app.qt_platform import XCB_PACKAGES, missing_from_ldd, missing_message, package_for, will_use_xcb

LDD = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f1)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f2)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxkbcommon-x11.so.0 => not found
\tlibxcb-icccm.so.4 => not found
"""


def test_the_missing_libraries_are_read_from_ldd_once_each() -> None:
    assert missing_from_ldd(LDD) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxkbcommon-x11.so.0"]
    assert missing_from_ldd("\tlibc.so.6 => /lib/libc.so.6 (0x1)\n") == []


def test_sonames_map_to_debian_packages() -> None:
    assert package_for("libxcb-icccm.so.4") == "libxcb-icccm4"
    assert package_for("libxcb-render-util.so.0") == "libxcb-render-util0"
    assert package_for("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"
    assert package_for("libEGL.so.1") == "libegl1"
    assert package_for("libdbus-1.so.3") == "libdbus-1-3"


def test_the_message_names_each_library_and_one_apt_line_for_all() -> None:
    text = missing_message(missing_from_ldd(LDD))
    assert "libxcb-icccm.so.4 (package libxcb-icccm4)" in text
    assert "libxcb-keysyms.so.1 (package libxcb-keysyms1)" in text
    apt = next(line for line in text.splitlines() if "apt-get install" in line).split()
    assert apt[3:6] == ["libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0"], "the missing ones first"
    assert set(XCB_PACKAGES) <= set(apt), "and every library the plugin needs"
    assert "libxcb-cursor0" not in text.split("apt-get")[0], "it does not blame a library that is there"


def test_the_readme_lists_every_library_the_plugin_needs() -> None:
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    assert all(package in readme for package in XCB_PACKAGES)


def test_xcb_is_expected_only_on_linux_with_an_x_display() -> None:
    assert will_use_xcb({"DISPLAY": ":0"}, "linux")
    assert not will_use_xcb({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not will_use_xcb({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert will_use_xcb({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not will_use_xcb({"DISPLAY": ":0"}, "win32")


def test_a_complete_plugin_is_stamped_and_not_read_again(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    plugin = tmp_path / "libqxcb.so"
    plugin.write_bytes(b"")
    calls: list[list[str]] = []

    class Done:
        stdout = "\tlibxcb.so.1 => /lib/libxcb.so.1 (0x1)\n"

    def run(args: list[str], **_kw: object) -> Done:
        calls.append(args)
        return Done()

    monkeypatch.setattr(qt_platform, "will_use_xcb", lambda: True)
    monkeypatch.setattr(qt_platform, "xcb_plugin", lambda: plugin)
    monkeypatch.setattr(qt_platform.shutil, "which", lambda _name: "/usr/bin/ldd")
    monkeypatch.setattr(subprocess, "run", run)  # imported where ldd is asked
    stamp = tmp_path / "stamp"
    assert qt_platform.xcb_problem(stamp) is None
    assert qt_platform.xcb_problem(stamp) is None
    assert len(calls) == 1, "ldd ran once; the stamp answered the second time"
    Done.stdout = LDD
    stamp.unlink()
    problem = qt_platform.xcb_problem(stamp)
    assert problem is not None and "libxcb-keysyms1" in problem and not stamp.exists()
