"""Size of the Grail Desktop bundle against a bare PySide6 hello-window bundle, both built in this run.

Both are built by ``packaging/grail_desktop.spec`` with the same options and pruning (the baseline through its
``GRAIL_BUNDLE_BARE_SCRIPT`` switch) into a temporary folder, then measured on disk and as a gzip'd tarball.
Targets (issue 11): app/bare size ratio ≤ 1.15 and the app's compressed archive under 60 MB.

    python benchmarks/bundle.py                          # build both in a temp folder (about 2–4 min)
    python benchmarks/bundle.py --app-dir dist/grail-desktop   # reuse an app bundle built by packaging/build.py
    python benchmarks/bundle.py --strict                 # exit 1 when a target is missed (CI)
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))

from bundle_archive import write_tarball  # noqa: E402 (packaging/ is not a package)
from bundle_meta import APP_ID  # noqa: E402

SPEC = ROOT / "packaging" / "grail_desktop.spec"
RATIO_TARGET = 1.15
ARCHIVE_TARGET_MB = 60.0

HELLO = (
    '"""A bare PySide6 window: the size floor any Qt Widgets bundle pays."""\n'
    "import sys\n"
    "from PySide6.QtWidgets import QApplication, QLabel, QMainWindow\n"
    "app = QApplication(sys.argv)\n"
    "window = QMainWindow(); window.setCentralWidget(QLabel('hello')); window.resize(640, 400); window.show()\n"
    "app.processEvents(); window.close()\n"
)


def _size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink())


def _build(work: Path, name: str, bare_script: Path | None) -> Path:
    env = dict(os.environ)
    env.pop("GRAIL_ONEFILE", None)
    if bare_script is not None:
        env["GRAIL_BUNDLE_BARE_SCRIPT"] = str(bare_script)
        env["GRAIL_BUNDLE_NAME"] = name
    cmd = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--log-level", "WARN"]
    cmd += ["--distpath", str(work / "dist"), "--workpath", str(work / "build" / name)]
    subprocess.run(cmd, env=env, cwd=ROOT, check=True)
    bundle = work / "dist" / name
    # Prove each bundle starts (the baseline shows its window offscreen); the app's full smoke test is build.py's.
    subprocess.run(
        [str(bundle / name), *([] if bare_script else ["--version"])],
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        timeout=180,
    )
    return bundle


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--app-dir", type=Path, help="an already built app bundle folder (default: build one)")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="grail-bundle-bench-") as tmp_name:
        work = Path(tmp_name)
        script = work / "hello_qt.py"
        script.write_text(HELLO, encoding="utf-8")
        bare = _build(work, "hello-qt", script)
        app = args.app_dir.resolve() if args.app_dir else _build(work, APP_ID, None)
        bare_bytes, app_bytes = _size(bare), _size(app)
        bare_tar = _size(write_tarball(bare, work / "hello-qt.tar.gz"))
        app_tar = _size(write_tarball(app, work / f"{APP_ID}.tar.gz"))
    ratio = app_bytes / bare_bytes
    mb = 1e6
    print(f"bare PySide6 hello bundle : {bare_bytes / mb:7.1f} MB on disk, {bare_tar / mb:6.1f} MB as .tar.gz")
    print(f"grail-desktop bundle      : {app_bytes / mb:7.1f} MB on disk, {app_tar / mb:6.1f} MB as .tar.gz")
    print(f"size ratio app/bare       : {ratio:.3f} (target <= {RATIO_TARGET})")
    print(f"app archive               : {app_tar / mb:.1f} MB (target < {ARCHIVE_TARGET_MB:.0f} MB)")
    missed = ratio > RATIO_TARGET or app_tar / mb >= ARCHIVE_TARGET_MB
    print("targets                   : " + ("MISSED" if missed else "met"))
    return 1 if missed and args.strict else 0


if __name__ == "__main__":
    sys.exit(main())
