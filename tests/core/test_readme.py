"""The README keeps exactly two set-up commands, and CI runs the second one verbatim."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _setup_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Set up", 1)[1].split("\n## ", 1)[0]
    return [block.strip() for block in re.findall(r"```sh\n(.*?)```", section, flags=re.S)]


def test_readme_has_exactly_two_setup_commands() -> None:
    commands = _setup_commands()
    assert len(commands) == 2
    start, test = commands
    assert start.endswith("grail-desktop")
    assert "[test]" in test and "tools/check.sh" in test


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert _setup_commands()[1] in ci
