"""An installed wheel finds its bundled content and assets and passes the smoke test from any folder."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.timeout(600)
def test_wheel_installs_and_smoke_tests_from_an_unrelated_folder(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(ROOT)],
        check=True,
        capture_output=True,
        text=True,
    )
    (wheel,) = wheels.glob("grail_desktop-*.whl")
    env_dir = tmp_path / "venv"
    # The running environment provides the (large) dependencies; the package itself comes from the wheel.
    # A .pth file rather than system site-packages: the test environment is usually a venv itself, whose
    # packages the base interpreter's site-packages do not hold.
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / "bin" / "python"
    child_site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    parent_sites = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (Path(child_site) / "parent-env.pth").write_text("\n".join(sorted(parent_sites)) + "\n")
    subprocess.run(
        [str(python), "-m", "pip", "install", "--no-deps", "-q", str(wheel)],
        check=True,
        capture_output=True,
        text=True,
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    probe = subprocess.run(
        [
            str(python),
            "-c",
            "import grail_desktop, grail_desktop.resources as r; "
            "print(grail_desktop.__file__); print(r.assets_dir()); print(r.content_dir()); "
            "print(r.bundled_dir('docs'))",
        ],
        cwd=elsewhere,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    package_file, assets, content, docs = probe.stdout.split()
    assert str(env_dir) in package_file
    for folder in (assets, content, docs):
        assert folder.startswith(str(env_dir)), folder
    assert (Path(assets) / "icons" / "app.svg").is_file()
    smoke = subprocess.run(
        [str(env_dir / "bin" / "grail-desktop"), "--smoke-test"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert smoke.returncode == 0, smoke.stderr
    assert "smoke: ok" in smoke.stdout
