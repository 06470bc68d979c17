"""Linux desktop integration and the ``.deb``: the .desktop entry, the launcher, the control file, the staging tree.

The package installs the PyInstaller bundle under ``/opt/grail-desktop``, a launcher ``/usr/bin/grail-desktop``,
``/usr/share/applications/grail-desktop.desktop`` and the icon in the hicolor theme (PNG sizes plus scalable SVG).
The launcher finds the bundle relative to its own location first, so a tree unpacked with ``dpkg -x`` into a
scratch root runs as well as an installed one.

Text builders are pure (tested headless); :func:`stage_deb` writes files; :func:`build_deb` runs ``dpkg-deb``.
"""

from __future__ import annotations

import gzip
import os
import platform
import shutil
import subprocess
import textwrap
from datetime import UTC, datetime
from pathlib import Path

from bundle_meta import APP_ID, DISPLAY_NAME, MAINTAINER, SUMMARY, Project, deb_arch

INSTALL_DIR = f"/opt/{APP_ID}"
LAUNCHER_PATH = f"/usr/bin/{APP_ID}"

#: Host libraries PyInstaller deliberately leaves out of a bundle (libc, GL/EGL, libxcb), so the package
#: depends on them; the Wayland client libraries are only needed under a Wayland session.
DEPENDS = ("libgl1", "libegl1", "libxcb1")
RECOMMENDS = ("libwayland-client0", "libwayland-cursor0", "libwayland-egl1", "fontconfig")


#: Lintian tags that follow from shipping a self-contained PyInstaller bundle under /opt (what issue 11 asks
#: for) rather than a distribution package built from source against system Python and Qt.
LINTIAN_OVERRIDES = (
    "dir-or-file-in-opt",  # the bundle lives under /opt by design
    "embedded-library",  # Qt, ICU, zlib… ship inside the bundle
    "custom-library-search-path",  # Qt's libraries find each other through $ORIGIN run paths
    "shared-library-lacks-prerequisites",  # Qt plugins and data-only libraries (ICU data)
    "library-not-linked-against-libc",
    "hardening-no-pie",  # PyInstaller's bootloader
    "package-section-games-but-contains-no-game",  # the launcher is /usr/bin/grail-desktop, not /usr/games
    "duplicate-font-file",  # the app registers its own fonts (assets/fonts) so text never renders as boxes
)


def manual_page(project: Project, when: datetime) -> str:
    """``grail-desktop(6)``: a short roff manual page (section 6, games)."""
    return textwrap.dedent(
        f"""\
        .TH GRAIL-DESKTOP 6 "{when:%Y-%m-%d}" "{APP_ID} {project.version}" "Games"
        .SH NAME
        {APP_ID} \\- {SUMMARY.lower()}
        .SH SYNOPSIS
        .B {APP_ID}
        .RI [ save.toml ]
        .br
        .B {APP_ID}
        .BR --smoke-test " | " --version " | " --help
        .br
        .B {APP_ID}
        .IR command " [" options ]
        .SH DESCRIPTION
        {DISPLAY_NAME} is a desktop edition of a story-driven survival and exploration campaign game.
        It opens the game window; the optional argument names a save sheet to open.
        .PP
        .B --smoke-test
        builds the window offscreen, loads the bundled campaign and writes and reads a save in a temporary
        folder, then exits 0 (or 1 with a message).
        Headless commands (validate, play, replay, simulate) are listed by
        .BR "{APP_ID} --help" .
        .SH ENVIRONMENT
        .TP
        .B GRAIL_DESKTOP_HOME
        keep saves, logs and cache in this folder instead of the usual per-user folders.
        .SH FILES
        .I {INSTALL_DIR}
        holds the self-contained application (Python and Qt included).
        """
    )


def lintian_overrides() -> str:
    """``usr/share/lintian/overrides/grail-desktop``: one ``package: tag`` line per :data:`LINTIAN_OVERRIDES`."""
    return "".join(f"{APP_ID}: {tag}\n" for tag in LINTIAN_OVERRIDES)


def desktop_entry(project: Project) -> str:
    """The freedesktop ``.desktop`` entry launching ``grail-desktop``.

    Declares Desktop Entry Specification 1.4: the newest that Debian 12's desktop-file-validate (0.26) accepts.
    """
    return textwrap.dedent(
        f"""\
        [Desktop Entry]
        Type=Application
        Version=1.4
        Name={DISPLAY_NAME}
        GenericName=Campaign Board Game
        Comment={SUMMARY}
        Exec={APP_ID} %f
        TryExec={APP_ID}
        Icon={APP_ID}
        Terminal=false
        Categories=Game;BoardGame;
        Keywords=board game;campaign;adventure;survival;exploration;
        StartupNotify=true
        StartupWMClass={APP_ID}
        X-AppVersion={project.version}
        """
    )


def launcher_script() -> str:
    """``/usr/bin/grail-desktop``: exec the bundle, looked for beside this script's root, then in /opt.

    From ``<root>/usr/bin/grail-desktop`` the bundle is ``<root>/opt/grail-desktop/grail-desktop``, which is
    ``/opt/…`` once installed and the scratch root's copy after ``dpkg -x``.
    """
    return textwrap.dedent(
        f"""\
        #!/bin/sh
        # {DISPLAY_NAME} launcher: runs the bundle installed under {INSTALL_DIR}.
        # Looks relative to this script first so an unpacked package (dpkg -x into any folder) works too.
        here=$(dirname "$(readlink -f "$0")")
        for app in "$here/../..{INSTALL_DIR}/{APP_ID}" "{INSTALL_DIR}/{APP_ID}"; do
          if [ -x "$app" ]; then
            exec "$app" "$@"
          fi
        done
        echo "{APP_ID}: the app is missing from {INSTALL_DIR}; reinstall the {APP_ID} package" >&2
        exit 127
        """
    )


def glibc_version() -> str:
    """The build machine's glibc version (``"2.36"``): bundles need at least this one; ``""`` if unknown."""
    name, version = platform.libc_ver()
    return version if name == "glibc" else ""


def control_file(project: Project, installed_kib: int, arch: str | None = None, glibc: str | None = None) -> str:
    """The ``DEBIAN/control`` text: identity, size in KiB, host dependencies and a wrapped description."""
    glibc = glibc_version() if glibc is None else glibc
    libc = f"libc6 (>= {glibc})" if glibc else "libc6"
    description = textwrap.fill(project.description or SUMMARY, width=78, initial_indent=" ", subsequent_indent=" ")
    return (
        f"Package: {APP_ID}\n"
        f"Version: {project.version}\n"
        f"Architecture: {deb_arch(arch)}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join((libc, *DEPENDS))}\n"
        f"Recommends: {', '.join(RECOMMENDS)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {SUMMARY}\n"
        f"{description}\n"
        " .\n"
        f" Self-contained (Python and Qt included); installs under {INSTALL_DIR}.\n"
    )


def build_time() -> datetime:
    """When the package is built: ``SOURCE_DATE_EPOCH`` (reproducible builds) or now, in UTC."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
    return datetime.fromtimestamp(int(epoch), UTC) if epoch.isdigit() else datetime.now(UTC)


def changelog(project: Project, when: datetime) -> str:
    """A one-entry Debian changelog for this build (``usr/share/doc/grail-desktop/changelog.gz``)."""
    stamp = when.strftime("%a, %d %b %Y %H:%M:%S +0000")
    return (
        f"{APP_ID} ({project.version}) unstable; urgency=medium\n\n"
        f"  * Self-contained build of {DISPLAY_NAME} {project.version} (PyInstaller bundle).\n\n"
        f" -- {MAINTAINER}  {stamp}\n"
    )


def copyright_file(project: Project, year: int | None = None) -> str:
    """``usr/share/doc/grail-desktop/copyright`` in Debian's machine-readable format."""
    year = year or build_time().year
    return textwrap.dedent(
        f"""\
        Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
        Upstream-Name: {DISPLAY_NAME}

        Files: *
        Copyright: {year} The Grail Desktop team
        License: {project.license or "MIT"}

        Files: {INSTALL_DIR}/*assets/fonts/*
        Copyright: see the licence files beside the fonts (assets/fonts in the bundle)
        License: OFL-1.1 (EB Garamond) and the DejaVu fonts licence (Bitstream Vera derivative)

        Files: {INSTALL_DIR}/*PySide6/* {INSTALL_DIR}/*shiboken6/*
        Copyright: The Qt Company Ltd.
        License: LGPL-3.0-only
        """
    )


def _is_shared_library(path: Path) -> bool:
    """``libfoo.so``, ``libfoo.so.6``, ``_ssl.cpython-311-x86_64-linux-gnu.so``: loaded, never executed."""
    return path.name.endswith(".so") or ".so." in path.name


def _tree_kib(root: Path) -> int:
    total = sum(p.lstat().st_size for p in root.rglob("*") if p.is_file() or p.is_symlink())
    return max(1, (total + 1023) // 1024)


def stage_deb(bundle: Path, icons: Path, stage: Path, project: Project, arch: str | None = None) -> Path:
    """Lay out the package tree under ``stage`` (removed first) from a built ``bundle`` folder and ``icons``.

    ``icons`` is :func:`bundle_icons.make_icons`'s folder (``png/<size>.png`` and ``grail-desktop.svg``).
    Returns ``stage``. Raises ``FileNotFoundError`` when the bundle or an icon is missing.
    """
    from bundle_icons import HICOLOR_SIZES

    if not (bundle / APP_ID).is_file():
        raise FileNotFoundError(f"{bundle}: no '{APP_ID}' executable; build the bundle first")
    if stage.exists():
        shutil.rmtree(stage)
    opt = stage / INSTALL_DIR.lstrip("/")
    shutil.copytree(bundle, opt, symlinks=True)
    launcher = stage / LAUNCHER_PATH.lstrip("/")
    launcher.parent.mkdir(parents=True)
    launcher.write_text(launcher_script(), encoding="utf-8")
    launcher.chmod(0o755)
    share = stage / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    (share / "applications" / f"{APP_ID}.desktop").write_text(desktop_entry(project), encoding="utf-8")
    for size in HICOLOR_SIZES:
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True)
        shutil.copyfile(icons / "png" / f"{size}.png", target)
    scalable = share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True)
    shutil.copyfile(icons / f"{APP_ID}.svg", scalable)
    doc = share / "doc" / APP_ID
    doc.mkdir(parents=True)
    when = build_time()
    man = share / "man" / "man6" / f"{APP_ID}.6.gz"
    man.parent.mkdir(parents=True)
    man.write_bytes(gzip.compress(manual_page(project, when).encode(), compresslevel=9, mtime=0))
    overrides = share / "lintian" / "overrides" / APP_ID
    overrides.parent.mkdir(parents=True)
    overrides.write_text(lintian_overrides(), encoding="utf-8")
    (doc / "copyright").write_text(copyright_file(project, when.year), encoding="utf-8")
    # Debian wants changelogs gzip'd with -9 -n (no name or time stamp in the header).
    (doc / "changelog.gz").write_bytes(gzip.compress(changelog(project, when).encode(), compresslevel=9, mtime=0))
    # dpkg wants 0755 folders and no group/other write bits, whatever the build machine's umask.
    for path in [stage, *stage.rglob("*")]:
        if path.is_symlink():
            continue
        executable = path.is_dir() or (path.stat().st_mode & 0o111 and not _is_shared_library(path))
        path.chmod(0o755 if executable else 0o644)
    debian = stage / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text(control_file(project, _tree_kib(stage), arch), encoding="utf-8")
    return stage


def build_deb(stage: Path, out: Path) -> Path:
    """Run ``dpkg-deb --build`` on ``stage`` (files owned by root) into ``out``; returns ``out``.

    Raises ``RuntimeError`` with dpkg-deb's message when it fails, ``FileNotFoundError`` when it is missing.
    """
    tool = shutil.which("dpkg-deb")
    if tool is None:
        raise FileNotFoundError("dpkg-deb not found: install dpkg (Debian/Ubuntu) to build the .deb")
    out.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        [tool, "--root-owner-group", "-Zgzip", "-z9", "--build", str(stage), str(out)],
        check=False,
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise RuntimeError(f"dpkg-deb failed (exit {done.returncode}): {done.stderr.strip() or done.stdout.strip()}")
    return out
