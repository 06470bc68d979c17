"""The pack-fault corpus (issue 17 "Done when": at least 40 planted faults, all caught by ``grail-desktop
validate`` with a ``file: key: message`` line, none crashing): each planted pack is checked to differ from the
minimal pack exactly as described, then run through the loader and, all together, through the CLI once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from pack_fault_corpus import CORPUS, MINIMAL, PlantedFault, changed_files, plant

from grail_desktop.catalog import ContentError, Problem, load_campaign, validate

REPO = Path(__file__).resolve().parents[2]
KINDS = {"crash", "escape", "number", "string", "encoding", "type", "key", "reference", "layout"}


def matching(problems: list[Problem], fault: PlantedFault) -> list[Problem]:
    return [
        p
        for p in problems
        if p.file == fault.file and p.key == fault.key and fault.fragment in p.message and p.severity == fault.severity
    ]


def test_the_corpus_is_big_and_covers_every_kind() -> None:
    assert len(CORPUS) >= 40
    assert len({f.name for f in CORPUS}) == len(CORPUS)
    assert {f.kind for f in CORPUS} == KINDS
    assert sum(f.severity == "error" for f in CORPUS) >= 40
    assert validate(MINIMAL) == [], "the corpus is planted in the minimal pack, which must be clean"


@pytest.mark.parametrize("fault", CORPUS, ids=[f.name for f in CORPUS])
def test_planted_fault_is_as_described_and_reported_by_the_loader(tmp_path: Path, fault: PlantedFault) -> None:
    pack = plant(fault, tmp_path / "minimal")
    assert changed_files(pack) == set(fault.touched), "the planted fault changes other files than it says"
    problems = validate(pack)
    found = matching(problems, fault)
    assert found, f"no '{fault.file}: {fault.key}: …{fault.fragment}…' among:\n" + "\n".join(map(str, problems))
    assert str(found[0]) == f"{fault.file}: {fault.key}: {'warning: ' if fault.severity == 'warning' else ''}" + (
        found[0].message
    )
    assert all(len(str(p)) < 1000 for p in problems), "a message quotes the planted value in full"
    if fault.severity == "error":
        with pytest.raises(ContentError) as caught:
            load_campaign(pack)
        assert found[0] in caught.value.problems
    assert changed_files(pack) == set(fault.touched), "validation wrote into the pack"


def _limit_memory() -> None:  # pragma: no cover - runs in the child process
    import resource

    limit = 1024 * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def test_the_cli_catches_every_planted_fault_in_one_run(tmp_path: Path) -> None:
    """All packs at once through ``python -m grail_desktop validate``: exit 1, no traceback, within 1 GiB of
    address space, and one ``<pack>/file: key: message`` line per planted fault."""
    packs = [plant(fault, tmp_path / f"{i:02}" / "minimal") for i, fault in enumerate(CORPUS)]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])))
    result = subprocess.run(
        [sys.executable, "-m", "grail_desktop", "validate", *map(str, packs)],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        preexec_fn=_limit_memory if sys.platform.startswith("linux") else None,
    )
    assert "Traceback" not in result.stderr, result.stderr[-3000:]
    assert result.returncode == 1, result.stderr[-3000:]
    lines = result.stdout.splitlines()
    missing = []
    for pack, fault in zip(packs, CORPUS, strict=True):
        warning = "warning: " if fault.severity == "warning" else ""
        head = f"{pack}/{fault.file}: {fault.key}: {warning}"
        if not any(line.startswith(head) and fault.fragment in line for line in lines):
            missing.append(f"{fault.name}: {head}…{fault.fragment}…")
    assert not missing, "\n".join(missing)
    verdicts = [line for line in lines if line.endswith(" warning(s)")]
    assert len(verdicts) == len(CORPUS)
    failed = [v for v in verdicts if ": FAILED: " in v]
    assert len(failed) == sum(f.severity == "error" for f in CORPUS)
