"""The text mode reads the desktop's Settings language on Windows and macOS too (issue 28: the text mode follows
the desktop's setting), where ``QSettings`` keeps them as Qt documents it: the registry
(``HKEY_CURRENT_USER\\Software\\GrailDesktop\\grail-desktop``, group ``ui`` as a subkey) and the property list
``~/Library/Preferences/com.graildesktop.grail-desktop.plist`` (key ``ui.language``). Checked here without those
systems: by the location function for each platform, a property list written as macOS writes it, and a stand-in
for ``winreg``."""

from __future__ import annotations

import plistlib
from pathlib import Path
from types import TracebackType

import pytest

from grail_desktop.cli import language


def test_where_each_system_keeps_the_settings(tmp_path: Path) -> None:
    home = tmp_path / "user"
    assert language.settings_source("linux", {}, home) == (
        "ini",
        str(home / ".config" / "GrailDesktop" / "grail-desktop.conf"),
    )
    assert language.settings_source("linux", {"XDG_CONFIG_HOME": "/x"}, home) == (
        "ini",
        "/x/GrailDesktop/grail-desktop.conf",
    )
    assert language.settings_source("darwin", {}, home) == (
        "plist",
        str(home / "Library" / "Preferences" / "com.graildesktop.grail-desktop.plist"),
    )
    assert language.settings_source("win32", {}, home) == ("registry", r"Software\GrailDesktop\grail-desktop\ui")
    for platform in ("linux", "darwin", "win32"):  # GRAIL_DESKTOP_HOME: the desktop writes an INI file there
        kind, where = language.settings_source(platform, {"GRAIL_DESKTOP_HOME": str(tmp_path)}, home)
        assert (kind, Path(where)) == ("ini", tmp_path / "settings" / "GrailDesktop" / "grail-desktop.ini")


@pytest.mark.parametrize("fmt", [plistlib.FMT_BINARY, plistlib.FMT_XML], ids=["binary", "xml"])
def test_the_macos_property_list_is_read(tmp_path: Path, fmt: plistlib.PlistFormat) -> None:
    path = tmp_path / "com.graildesktop.grail-desktop.plist"
    prefs = {"ui.language": "de", "ui.theme": "dark", "window.geometry": b"\x01\xd9\xd0"}
    path.write_bytes(plistlib.dumps(prefs, fmt=fmt))
    assert language.saved_language(path) == "de"
    path.write_bytes(plistlib.dumps({**prefs, "ui.language": ""}, fmt=fmt))  # the system's
    assert language.saved_language(path) == ""
    path.write_bytes(plistlib.dumps({**prefs, "ui.language": "fr"}, fmt=fmt))  # no catalog
    assert language.saved_language(path) == ""
    path.write_bytes(b"bplist00 broken")
    assert language.saved_language(path) == ""
    assert language.saved_language(tmp_path / "missing.plist") == ""


class FakeKey:
    def __init__(self, values: dict[str, object]) -> None:
        self.values = values

    def __enter__(self) -> FakeKey:
        return self

    def __exit__(self, *exc: type[BaseException] | BaseException | TracebackType | None) -> None:
        return None


class FakeWinreg:
    """What :func:`language.registry_language` uses of ``winreg``: a registry of ``{subkey: {value: data}}``."""

    HKEY_CURRENT_USER = "HKCU"

    def __init__(self, keys: dict[str, dict[str, object]]) -> None:
        self.keys = keys
        self.opened: list[tuple[str, str]] = []

    def OpenKey(self, root: str, key: str) -> FakeKey:  # winreg's name
        self.opened.append((root, key))
        if key not in self.keys:
            raise FileNotFoundError(key)
        return FakeKey(self.keys[key])

    def QueryValueEx(self, handle: FakeKey, name: str) -> tuple[object, int]:  # winreg's name
        if name not in handle.values:
            raise FileNotFoundError(name)
        return handle.values[name], 1


def test_the_windows_registry_value_is_read() -> None:
    key = r"Software\GrailDesktop\grail-desktop\ui"
    reg = FakeWinreg({key: {"language": "de", "theme": "dark"}})
    assert language.registry_language(reg) == "de"
    assert reg.opened == [("HKCU", key)]
    assert language.registry_language(FakeWinreg({key: {"language": ""}})) == ""
    assert language.registry_language(FakeWinreg({key: {"language": 7}})) == ""  # not a string
    assert language.registry_language(FakeWinreg({key: {"theme": "dark"}})) == ""
    assert language.registry_language(FakeWinreg({})) == ""  # nothing saved yet


def test_off_windows_a_registry_source_reads_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GRAIL_DESKTOP_HOME", raising=False)
    monkeypatch.setattr(language, "settings_source", lambda: ("registry", language.REGISTRY_KEY))
    assert language.saved_language() == ""
    assert language.settings_file() is None
