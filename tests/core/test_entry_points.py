"""The command line: --version, headless command dispatch, no Qt needed for either."""

from __future__ import annotations

import subprocess
import sys

import pytest

from grail_desktop import __version__
from grail_desktop.main import main


def test_version_flag(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"grail-desktop {__version__}"


def test_python_dash_m_version() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "grail_desktop", "--version"], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == f"grail-desktop {__version__}"


def test_help_lists_headless_commands(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for command in ("validate", "play", "replay", "simulate", "--smoke-test"):
        assert command in out
