"""Packaging (issue 11) without building: spec inputs, pruning rules, icon files, .desktop, control file, launcher.

Headless: no PySide6, no PyInstaller. The real build and its frozen smoke tests run in packaging/build.py
(packaging/check_bundle.sh), which is too slow for every test run.
"""

from __future__ import annotations

import configparser
import gzip
import importlib
import os
import struct
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


@pytest.fixture(scope="module")
def pkg() -> Iterator[dict[str, ModuleType]]:
    """The packaging helpers, imported from packaging/ (a folder of scripts, not a package)."""
    sys.path.insert(0, str(PACKAGING))
    try:
        yield {
            name: importlib.import_module(name)
            for name in ("bundle_meta", "bundle_prune", "bundle_icons", "bundle_linux", "bundle_archive")
        }
    finally:
        sys.path.remove(str(PACKAGING))


def _fake_png(size: int) -> bytes:
    """The first bytes of a PNG of ``size``×``size`` (signature and IHDR), enough for the icon containers."""
    ihdr = struct.pack(">II", size, size) + bytes([8, 6, 0, 0, 0])
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + ihdr + b"\0\0\0\0" + bytes(size % 7)


def test_project_identity_comes_from_pyproject(pkg: dict[str, ModuleType]) -> None:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        expected = tomllib.load(handle)["project"]
    project = pkg["bundle_meta"].read_project()
    assert (project.name, project.version) == (expected["name"], expected["version"])
    spec = (PACKAGING / "grail_desktop.spec").read_text(encoding="utf-8")
    compile(spec, "grail_desktop.spec", "exec")  # the spec is valid Python
    assert "read_project()" in spec and "project.version" in spec


def test_read_project_names_file_and_key(pkg: dict[str, ModuleType], tmp_path: Path) -> None:
    bad = tmp_path / "pyproject.toml"
    bad.write_text('[project]\nname = "x"\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"pyproject\.toml: \[project\]\.version is missing"):
        pkg["bundle_meta"].read_project(bad)


def test_output_names(pkg: dict[str, ModuleType]) -> None:
    meta = pkg["bundle_meta"]
    assert meta.deb_arch("x86_64") == "amd64" and meta.deb_arch("aarch64") == "arm64"
    assert meta.deb_name("1.2.3", "x86_64") == "grail-desktop_1.2.3_amd64.deb"
    assert meta.archive_name("1.2.3", "x86_64") == f"grail-desktop-1.2.3-{meta.os_tag()}-x86_64.tar.gz"
    assert set(meta.BUNDLED_FOLDERS) == {"content", "assets", "docs"}


def test_plugins_kept_and_dropped(pkg: dict[str, ModuleType]) -> None:
    prune = pkg["bundle_prune"]
    kept = [
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/imageformats/libqjpeg.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6\\plugins\\platforms\\qwindows.dll",
        "PySide6/Qt/lib/libQt6Core.so.6",
        "content/campaigns/ynys-wen/campaign.toml",
    ]
    dropped = [
        "PySide6/Qt/plugins/platforms/libqvnc.so",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/imageformats/libqtiff.so",
        "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
        "PySide6/Qt/plugins/qmltooling/libqmldbg_tcp.so",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    ]
    assert all(prune.keep_plugin(dest) for dest in kept)
    assert not any(prune.keep_plugin(dest) for dest in dropped)
    assert prune.plugin_of("PySide6/Qt/plugins/platforms/libqxcb.so") == ("platforms", "qxcb")
    toc = [(dest, "/src/" + dest, "BINARY") for dest in kept + dropped]
    toc.append(("PySide6/Qt/translations/qtbase_de.qm", "/src/de.qm", "DATA"))
    assert [entry[0] for entry in prune.prune_toc(toc)] == kept


def test_orphaned_libraries_follow_pruned_plugins(pkg: dict[str, ModuleType]) -> None:
    """A library only a pruned plugin linked to goes; one a kept binary still reaches (even indirectly) stays."""
    prune = pkg["bundle_prune"]
    links = {
        "/s/QtGui.so": ["libQt6Gui.so.6"],
        "/s/libQt6Gui.so.6": ["libQt6Core.so.6", "libc.so.6"],
        "/s/libqxcb.so": ["libQt6XcbQpa.so.6"],
        "/s/libQt6XcbQpa.so.6": ["libQt6Gui.so.6"],
        "/s/libqgtk3.so": ["libgtk-3.so.0"],
        "/s/libgtk-3.so.0": ["libcairo.so.2"],
        "/s/libqpdf.so": ["libQt6Pdf.so.6"],
    }
    original = [
        ("PySide6/QtGui.abi3.so", "/s/QtGui.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/s/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/s/libQt6Core.so.6", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/s/libqxcb.so", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/s/libQt6XcbQpa.so.6", "BINARY"),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/s/libqgtk3.so", "BINARY"),
        ("libgtk-3.so.0", "/s/libgtk-3.so.0", "BINARY"),
        ("libcairo.so.2", "/s/libcairo.so.2", "BINARY"),
        ("PySide6/Qt/plugins/imageformats/libqpdf.so", "/s/libqpdf.so", "BINARY"),
        ("PySide6/Qt/lib/libQt6Pdf.so.6", "/s/libQt6Pdf.so.6", "BINARY"),
        ("libhelper.so", "/s/libhelper.so", "BINARY"),  # asked for by a hook: nothing links it, so it is a root
    ]
    kept = prune.prune_toc(original)
    orphans = prune.orphaned_binaries(original, kept, lambda src: links.get(src, []))
    assert orphans == {"libgtk-3.so.0", "libcairo.so.2", "PySide6/Qt/lib/libQt6Pdf.so.6"}
    symlinks = [("libQt6Pdf.so.6", "PySide6/Qt/lib/libQt6Pdf.so.6", "SYMLINK")]
    symlinks.append(("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"))
    present = {entry[0] for entry in kept} - orphans
    assert prune.dangling_symlinks(symlinks, present) == {"libQt6Pdf.so.6"}


def test_unused_qt_modules_excluded_but_not_the_ones_the_app_uses(pkg: dict[str, ModuleType]) -> None:
    excluded = set(pkg["bundle_prune"].EXCLUDED_MODULES)
    assert {"tkinter", "PySide6.QtNetwork", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtWebEngineCore"} <= excluded
    used = {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtSvg", "PySide6.QtTextToSpeech"}
    assert not used & excluded


def test_ico_and_icns_containers(pkg: dict[str, ModuleType]) -> None:
    icons = pkg["bundle_icons"]
    pngs = {size: _fake_png(size) for size in (16, 32, 256)}
    assert icons.png_size(pngs[32]) == (32, 32)
    ico = icons.ico_bytes(pngs)
    assert struct.unpack("<HHH", ico[:6]) == (0, 1, 3)
    for index, size in enumerate(sorted(pngs)):
        width, _h, _c, _r, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", ico[6 + 16 * index : 22 + 16 * index]
        )
        assert width == (0 if size == 256 else size) and (planes, bits) == (1, 32)
        assert ico[offset : offset + length] == pngs[size]
    icns = icons.icns_bytes(pngs)
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert icns[8:12] == b"icp4" and b"icp5" in icns and b"ic08" in icns
    with pytest.raises(ValueError, match="not 512"):
        icons.ico_bytes({512: _fake_png(512)})


def test_desktop_entry_is_valid(pkg: dict[str, ModuleType]) -> None:
    """Desktop Entry Specification: one [Desktop Entry] group, required keys, ';'-terminated lists."""
    project = pkg["bundle_meta"].read_project()
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read_string(pkg["bundle_linux"].desktop_entry(project))
    assert parser.sections() == ["Desktop Entry"]
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application" and entry["Name"] == "Grail Desktop"
    assert entry["Exec"] == "grail-desktop %f" and entry["TryExec"] == "grail-desktop"
    assert entry["Icon"] == "grail-desktop" and entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    assert entry["Keywords"].endswith(";")


def _control_fields(text: str) -> dict[str, str]:
    fields: dict[str, str] = {}
    key = ""
    for line in text.splitlines():
        if line.startswith(" "):
            assert line.strip(), "a description line may not be blank (use ' .')"
            fields[key] += "\n" + line
        else:
            key, _, value = line.partition(": ")
            fields[key] = value
    return fields


def test_deb_control_fields(pkg: dict[str, ModuleType]) -> None:
    project = pkg["bundle_meta"].read_project()
    text = pkg["bundle_linux"].control_file(project, 123456, arch="x86_64", glibc="2.36")
    assert text.endswith("\n")
    fields = _control_fields(text)
    assert fields["Package"] == "grail-desktop" and fields["Version"] == project.version
    assert fields["Architecture"] == "amd64" and fields["Installed-Size"] == "123456"
    assert fields["Section"] == "games" and fields["Priority"] == "optional"
    assert "<" in fields["Maintainer"] and fields["Maintainer"].endswith(">")
    depends = [dep.strip() for dep in fields["Depends"].split(",")]
    assert depends[0] == "libc6 (>= 2.36)" and "libgl1" in depends
    summary, *body = fields["Description"].split("\n")
    assert summary and len(summary) < 80 and body and all(len(line) <= 80 for line in body)


def _write_executable(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    path.chmod(0o755)


def test_launcher_runs_the_bundle_of_a_relocated_root(pkg: dict[str, ModuleType], tmp_path: Path) -> None:
    """After ``dpkg -x`` into a scratch root, usr/bin/grail-desktop runs that root's opt/grail-desktop bundle."""
    linux = pkg["bundle_linux"]
    _write_executable(tmp_path / "usr/bin/grail-desktop", linux.launcher_script())
    _write_executable(tmp_path / "opt/grail-desktop/grail-desktop", '#!/bin/sh\necho "bundle: $0 [$1] [$2]"\n')
    done = subprocess.run(
        [str(tmp_path / "usr/bin/grail-desktop"), "--smoke-test", "a save.toml"],
        capture_output=True,
        text=True,
        check=True,
        env={"PATH": os.environ.get("PATH", "/usr/bin:/bin")},
    )
    bundle = (tmp_path / "usr/bin/../../opt/grail-desktop/grail-desktop").resolve()
    assert Path(done.stdout.split()[1]).resolve() == bundle
    assert done.stdout.strip().endswith("[--smoke-test] [a save.toml]")


def test_staged_package_tree(pkg: dict[str, ModuleType], tmp_path: Path) -> None:
    """The .deb tree: bundle under /opt, launcher, .desktop, every hicolor size and the scalable SVG."""
    linux, icons = pkg["bundle_linux"], pkg["bundle_icons"]
    bundle = tmp_path / "dist" / "grail-desktop"
    _write_executable(bundle / "grail-desktop", "#!/bin/sh\n")
    (bundle / "_internal").mkdir()
    (bundle / "_internal" / "data.txt").write_text("x" * 5000, encoding="utf-8")
    _write_executable(bundle / "_internal" / "libQt6Core.so.6", "not really a library")
    icon_dir = tmp_path / "icons"
    (icon_dir / "png").mkdir(parents=True)
    for size in icons.HICOLOR_SIZES:
        (icon_dir / "png" / f"{size}.png").write_bytes(_fake_png(size))
    (icon_dir / "grail-desktop.svg").write_text("<svg/>", encoding="utf-8")
    project = pkg["bundle_meta"].read_project()
    stage = linux.stage_deb(bundle, icon_dir, tmp_path / "stage", project, arch="x86_64")
    assert os.access(stage / "usr/bin/grail-desktop", os.X_OK)
    assert os.access(stage / "opt/grail-desktop/grail-desktop", os.X_OK)
    assert (stage / "opt/grail-desktop/_internal/data.txt").stat().st_mode & 0o777 == 0o644
    assert (stage / "usr/share/applications/grail-desktop.desktop").is_file()
    for size in icons.HICOLOR_SIZES:
        assert (stage / f"usr/share/icons/hicolor/{size}x{size}/apps/grail-desktop.png").is_file()
    assert (stage / "usr/share/icons/hicolor/scalable/apps/grail-desktop.svg").is_file()
    assert (stage / "opt/grail-desktop/_internal/libQt6Core.so.6").stat().st_mode & 0o777 == 0o644
    doc = stage / "usr/share/doc/grail-desktop"
    assert f"grail-desktop ({project.version})" in gzip.decompress((doc / "changelog.gz").read_bytes()).decode()
    assert "Copyright: 2" in (doc / "copyright").read_text(encoding="utf-8")
    man = gzip.decompress((stage / "usr/share/man/man6/grail-desktop.6.gz").read_bytes()).decode()
    assert man.startswith(".TH GRAIL-DESKTOP 6 ")
    overrides = (stage / "usr/share/lintian/overrides/grail-desktop").read_text(encoding="utf-8").splitlines()
    assert "grail-desktop: dir-or-file-in-opt" in overrides
    fields = _control_fields((stage / "DEBIAN" / "control").read_text(encoding="utf-8"))
    assert fields["Architecture"] == "amd64" and int(fields["Installed-Size"]) >= 5
    with pytest.raises(FileNotFoundError, match="no 'grail-desktop' executable"):
        linux.stage_deb(tmp_path / "nowhere", icon_dir, tmp_path / "stage2", project)


def test_tarball_keeps_the_folder_name_and_root_ownership(pkg: dict[str, ModuleType], tmp_path: Path) -> None:
    import tarfile

    folder = tmp_path / "grail-desktop"
    _write_executable(folder / "grail-desktop", "#!/bin/sh\n")
    out = pkg["bundle_archive"].write_tarball(folder, tmp_path / "out" / "b.tar.gz")
    with tarfile.open(out) as tar:
        members = {m.name: m for m in tar.getmembers()}
    assert set(members) == {"grail-desktop", "grail-desktop/grail-desktop"}
    assert members["grail-desktop/grail-desktop"].mode & 0o111 and members["grail-desktop/grail-desktop"].uid == 0
