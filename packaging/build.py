"""Build Grail Desktop for players: the PyInstaller bundle, a .tar.gz and (Linux) a .deb, then check them.

    python packaging/build.py             # onedir bundle: dist/grail-desktop/
    python packaging/build.py --onefile   # one executable: dist/grail-desktop/grail-desktop
    python packaging/build.py --check     # only re-run the checks on what dist/ holds

Outputs (``<v>`` from pyproject.toml, ``<arch>`` from the build machine):

* ``dist/grail-desktop/`` — the bundle (``grail-desktop`` executable, ``_internal/`` in onedir mode);
* ``dist/grail-desktop-<v>-linux-<arch>.tar.gz`` — that folder, compressed;
* ``dist/grail-desktop_<v>_<debarch>.deb`` — installs to /opt/grail-desktop with /usr/bin/grail-desktop,
  a .desktop entry and hicolor icons.

Checks (any failure exits 1 with the reason): the frozen binary passes ``--smoke-test`` offscreen (and on X11
under Xvfb when ``xvfb-run`` is installed); the tarball unpacks and its binary passes too; the .deb unpacks
with ``dpkg -x`` into a scratch root whose launcher passes, and installs with ``dpkg --root`` into an empty scratch
system, passes through its launcher and purges without leftovers.
Needs PyInstaller (``pip install -e ".[package]"``), binutils (objdump) and, for the .deb, dpkg-deb.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bundle_archive import write_tarball
from bundle_linux import INSTALL_DIR, LAUNCHER_PATH, build_deb, stage_deb
from bundle_meta import APP_ID, BUNDLED_FOLDERS, PACKAGING_DIR, REPO_ROOT, archive_name, deb_name, os_tag, read_project

DIST = REPO_ROOT / "dist"
BUILD = REPO_ROOT / "build"
BUNDLE = DIST / APP_ID
ICONS = BUILD / "icons"
#: The executable's file name inside the bundle folder.
EXE_NAME = APP_ID + (".exe" if os_tag() == "windows" else "")
SMOKE_TIMEOUT_S = 180


class BuildError(Exception):
    """A build or check step failed; the message says which and why."""


def _say(message: str) -> None:
    print(f"build: {message}", flush=True)


def _mb(path: Path) -> float:
    """Size of a file or folder in MB (10^6 bytes, as the issue's targets are stated)."""
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink()) / 1e6


def _run(cmd: list[str], cwd: Path | None = None) -> None:
    _say("$ " + " ".join(cmd))
    if subprocess.run(cmd, check=False, cwd=cwd).returncode != 0:
        raise BuildError(f"command failed: {' '.join(cmd)}")


def check_tools(deb: bool) -> None:
    """Fail early, naming what to install, when a build tool is missing."""
    if importlib.util.find_spec("PyInstaller") is None:
        raise BuildError('PyInstaller is not installed: pip install -e ".[package]"')
    if os_tag() == "linux" and shutil.which("objdump") is None:
        raise BuildError("objdump not found: install binutils (apt-get install -y binutils)")
    if deb and shutil.which("dpkg-deb") is None:
        raise BuildError("dpkg-deb not found: install dpkg, or pass --no-deb")


def make_icons() -> None:
    """Render the PNG/ICO/ICNS icons from assets/icons/app.svg into build/icons (a fresh Qt process)."""
    _run([sys.executable, str(PACKAGING_DIR / "bundle_icons.py"), str(ICONS)])


def run_pyinstaller(onefile: bool, clean: bool) -> None:
    """Run the spec; the bundle lands in dist/grail-desktop/ in both modes."""
    if BUNDLE.exists():
        shutil.rmtree(BUNDLE)
    cmd = [sys.executable, "-m", "PyInstaller", str(PACKAGING_DIR / "grail_desktop.spec"), "--noconfirm"]
    cmd += ["--distpath", str(BUNDLE if onefile else DIST), "--workpath", str(BUILD / "pyinstaller")]
    if clean:
        cmd.append("--clean")
    if onefile:
        cmd += ["--", "--onefile"]
    _run(cmd, cwd=REPO_ROOT)
    if not (BUNDLE / EXE_NAME).is_file():
        raise BuildError(f"PyInstaller finished but {BUNDLE / EXE_NAME} is missing")


def _data_files(root: Path, skip_images: bool = False) -> set[str]:
    """Files under ``root`` the spec bundles (relative paths): no caches or hidden files; ``images/`` optional."""
    found = set()
    for path in root.rglob("*"):
        rel = path.relative_to(root)
        hidden = any(part.startswith(".") or part == "__pycache__" for part in rel.parts)
        screenshots = skip_images and "images" in rel.parts
        if path.is_file() and not hidden and not screenshots and path.suffix != ".pyc":
            found.add(rel.as_posix())
    return found


def check_bundled_folders() -> None:
    """Every file of content/, assets/ and docs/ (bar the README's screenshots) is in the onedir bundle."""
    internal = BUNDLE / "_internal"
    if not internal.is_dir():
        _say("one-file bundle: its data folders are checked by the smoke test only")
        return
    for folder in BUNDLED_FOLDERS:
        if not (REPO_ROOT / folder).is_dir():
            continue
        wanted = _data_files(REPO_ROOT / folder, skip_images=folder == "docs")
        missing = sorted(wanted - _data_files(internal / folder))
        if missing:
            raise BuildError(f"the bundle lacks {len(missing)} file(s) of {folder}/, e.g. {', '.join(missing[:3])}")
    _say(f"the bundle holds every file of {', '.join(f + '/' for f in BUNDLED_FOLDERS)}")


def smoke(executable: Path, label: str, platform: str = "offscreen") -> None:
    """Run ``executable --smoke-test`` offscreen with a private HOME; fail unless it exits 0 saying ``smoke: ok``.

    ``platform="xcb"`` runs it on a virtual X server (``xvfb-run``) instead, which proves the bundled xcb
    plugin and its libraries load. Windows and macOS builds are GUI apps without a console, so there only the
    exit status counts.
    """
    with tempfile.TemporaryDirectory(prefix="grail-pkg-home-") as home:
        env = dict(os.environ, QT_QPA_PLATFORM=platform, HOME=home, XDG_CONFIG_HOME=f"{home}/.config")
        cmd = [str(executable), "--smoke-test"]
        if platform == "xcb":
            cmd = ["xvfb-run", "-a", *cmd]
        env.pop("PYTHONPATH", None)
        started = time.perf_counter()
        try:
            done = subprocess.run(
                cmd,
                check=False,
                env=env,
                capture_output=True,
                text=True,
                timeout=SMOKE_TIMEOUT_S,
            )
        except subprocess.TimeoutExpired as exc:
            raise BuildError(f"{label}: smoke test hung for {SMOKE_TIMEOUT_S} s") from exc
    for line in done.stdout.splitlines():
        print(f"  {line}")
    said_ok = "smoke: ok" in done.stdout or os_tag() != "linux"
    if done.returncode != 0 or not said_ok:
        raise BuildError(f"{label}: smoke test failed (exit {done.returncode}):\n{done.stderr.strip()}")
    _say(f"{label}: smoke test passed in {time.perf_counter() - started:.1f} s")


def make_tarball(version: str) -> Path:
    """Compress dist/grail-desktop/ as dist/grail-desktop-<v>-<os>-<arch>.tar.gz."""
    return write_tarball(BUNDLE, DIST / archive_name(version))


def check_tarball(tarball: Path) -> None:
    """Unpack the tarball into a scratch folder and smoke-test the binary inside."""
    with tempfile.TemporaryDirectory(prefix="grail-pkg-tar-") as tmp:
        with tarfile.open(tarball) as tar:
            tar.extractall(tmp, filter="tar")
        smoke(Path(tmp) / APP_ID / EXE_NAME, f"tarball {tarball.name}")


def make_deb(project_version: str) -> Path:
    """Stage and build the .deb into dist/."""
    project = read_project()
    stage = stage_deb(BUNDLE, ICONS, BUILD / "deb" / "root", project)
    return build_deb(stage, DIST / deb_name(project_version))


def check_deb(deb: Path) -> None:
    """``dpkg -x`` the package into a scratch root, check its files, and smoke-test through its launcher."""
    info = subprocess.run(["dpkg-deb", "--info", str(deb)], capture_output=True, text=True, check=False)
    if info.returncode != 0:
        raise BuildError(f"{deb.name}: dpkg-deb --info failed: {info.stderr.strip()}")
    with tempfile.TemporaryDirectory(prefix="grail-pkg-root-") as tmp:
        root = Path(tmp)
        _run(["dpkg-deb", "-x", str(deb), str(root)])
        expected = [
            LAUNCHER_PATH,
            f"{INSTALL_DIR}/{APP_ID}",
            f"/usr/share/applications/{APP_ID}.desktop",
            f"/usr/share/icons/hicolor/48x48/apps/{APP_ID}.png",
            f"/usr/share/icons/hicolor/256x256/apps/{APP_ID}.png",
            f"/usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
        ]
        missing = [path for path in expected if not (root / path.lstrip("/")).exists()]
        if missing:
            raise BuildError(f"{deb.name}: missing from the package: {', '.join(missing)}")
        validator = shutil.which("desktop-file-validate")
        if validator:
            _run([validator, str(root / f"usr/share/applications/{APP_ID}.desktop")])
        smoke(root / LAUNCHER_PATH.lstrip("/"), f"deb {deb.name} launcher in a scratch root")


def check_deb_install(deb: Path) -> None:
    """Install the package with ``dpkg --root`` into an empty scratch system, run it, remove it cleanly.

    Dependencies are not in the scratch system's database, so they are forced; the host provides the libraries.
    """
    dpkg = shutil.which("dpkg")
    if dpkg is None:
        _say("dpkg not found: skipped the scratch install")
        return
    with tempfile.TemporaryDirectory(prefix="grail-pkg-sys-") as tmp:
        root = Path(tmp)
        admin = root / "var" / "lib" / "dpkg"
        (admin / "info").mkdir(parents=True)
        (admin / "updates").mkdir()
        (admin / "status").touch()
        base = [dpkg, f"--root={root}", "--force-not-root", "--force-depends", "--force-script-chrootless"]
        _say("dependencies are forced: the scratch system's package database is empty")
        _run([*base, "--install", str(deb)])
        smoke(root / LAUNCHER_PATH.lstrip("/"), f"deb {deb.name} installed into a scratch system")
        _run([*base, "--purge", APP_ID])
        left = [p for p in (root / INSTALL_DIR.lstrip("/"), root / LAUNCHER_PATH.lstrip("/")) if p.exists()]
        if left:
            raise BuildError(f"{deb.name}: removing the package left {', '.join(map(str, left))}")


def make_windows_installer(version: str) -> Path | None:
    """Compile packaging/windows/grail-desktop.iss with Inno Setup's ``iscc`` when it is on PATH (untested)."""
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    if iscc is None:
        _say("iscc (Inno Setup 6) not on PATH: skipped the Windows installer")
        return None
    _run([iscc, f"/DAppVersion={version}", str(PACKAGING_DIR / "windows" / "grail-desktop.iss")])
    return DIST / f"{APP_ID}-{version}-windows-setup.exe"


def compile_catalogs() -> None:
    """Compile the interface catalogs (``grail_desktop/i18n/*.ts``) to ``.qm`` with PySide6's lrelease, so the
    bundle never builds them at its first start (issue 28)."""
    if subprocess.run(
        [sys.executable, str(Path(__file__).resolve().parent.parent / "tools" / "update_translations.py"), "--qm"],
        check=False,
    ).returncode:
        raise SystemExit("build: the interface catalogs could not be compiled (pyside6-lrelease)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--onefile", action="store_true", help="one self-extracting executable instead of a folder")
    parser.add_argument("--clean", action="store_true", help="clear PyInstaller's cache first")
    parser.add_argument("--no-deb", action="store_true", help="skip the .deb (non-Debian Linux)")
    parser.add_argument("--check", action="store_true", help="only check the outputs already in dist/")
    args = parser.parse_args(argv)
    version = read_project().version
    linux = os_tag() == "linux"
    want_deb = linux and not args.no_deb
    tarball = DIST / archive_name(version)
    deb = DIST / deb_name(version)
    started = time.perf_counter()
    try:
        if not args.check:
            check_tools(want_deb)
            make_icons()
            compile_catalogs()
            run_pyinstaller(args.onefile, args.clean)
            _say(f"bundle: {BUNDLE} ({_mb(BUNDLE):.1f} MB)")
        check_bundled_folders()
        smoke(BUNDLE / EXE_NAME, "frozen bundle")
        if linux and shutil.which("xvfb-run"):
            smoke(BUNDLE / EXE_NAME, "frozen bundle on X11 (xcb under Xvfb)", platform="xcb")
        if not args.check:
            tarball = make_tarball(version)
            _say(f"tarball: {tarball} ({_mb(tarball):.1f} MB)")
        check_tarball(tarball)
        if os_tag() == "windows" and not args.check:
            installer = make_windows_installer(version)
            if installer is not None:
                _say(f"installer: {installer}")
        if want_deb:
            if not args.check:
                deb = make_deb(version)
                _say(f"deb: {deb} ({_mb(deb):.1f} MB)")
            check_deb(deb)
            check_deb_install(deb)
    except (BuildError, FileNotFoundError, RuntimeError, ValueError) as exc:
        print(f"build failed: {exc}", file=sys.stderr, flush=True)
        return 1
    _say(f"all done in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
