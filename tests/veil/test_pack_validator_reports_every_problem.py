"""The Riven Veil pack format and its strict validator (issue 21 "The content"): the bundled pack is clean
and big enough; faults come back together as ``file: key: message``."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from grail_desktop.catalog.problems import ContentError
from grail_desktop.catalog.veil import load_veil_pack, resolve_veil_pack, validate_veil_pack
from grail_desktop.engine.veil.defs import MAIN_DECKS


def test_bundled_pack_is_clean_and_has_the_required_sizes() -> None:
    assert validate_veil_pack("saltcrown") == []
    pk = load_veil_pack("saltcrown")
    assert len(pk.factions) == 4
    rings = [t.ring for t in pk.regions.values()]
    assert rings.count("coastal") >= 6 and rings.count("inner") >= 6 and rings.count("central") >= 2
    for deck in MAIN_DECKS:
        assert len(pk.deck(deck)) >= 16
    assert len({c.initiative for c in pk.cards.values()}) == len(pk.cards)
    assert len(pk.beasts) >= 8 and len(pk.artifacts) >= 12 and len(pk.prophecies) >= 12
    assert sum(c.copies for c in pk.combat.values()) >= 12 and len(pk.favor_vp) >= 6
    for f in pk.factions.values():
        assert f.side.abilities and f.side.when and len(f.champions) == 2


@pytest.fixture
def broken(tmp_path: Path) -> Path:
    root = tmp_path / "broken"
    shutil.copytree(resolve_veil_pack("saltcrown"), root)
    return root


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_faults_are_reported_together_as_file_key_message(broken: Path) -> None:
    _edit(broken / "cards/deploy.toml", 'name = "Tide Landing"', 'name = "Tide Landing"\ncolour = "red"')
    _edit(broken / "cards/move.toml", "cost = 1", 'cost = "1"')
    _edit(broken / "cards/settle.toml", 'do = "settle"', 'do = "teleport"')
    _edit(broken / "beasts.toml", "strength = 2", "strength = 40")
    _edit(broken / "prophecies.toml", 'goal = "regions"', 'goal = "gold"')
    _edit(broken / "pack.toml", 'replays_from = ["0.2.0"]', "replays_from = [1]")
    text = (broken / "cards/plan.toml").read_text(encoding="utf-8")
    first = text.index("[[card]]", text.index("[[card]]") + 1)
    (broken / "cards/plan.toml").write_text(text[:first], encoding="utf-8")  # one Battle Plan left
    problems = [str(p) for p in validate_veil_pack(broken)]
    joined = "\n".join(problems)
    assert "cards/deploy.toml: card dp-tide-landing:" in joined and "colour" in joined
    assert "cards/move.toml: card " in joined and "expected int" in joined
    assert "cards/settle.toml: card " in joined and "unknown word 'teleport'" in joined
    assert "beasts.toml: beast " in joined and "40 is outside 1–6" in joined
    assert "prophecies.toml: prophecy pr-many-fires .goal: unknown goal 'gold'" in joined
    assert "cards/plan.toml: card: 1 cards; each main deck needs 16" in joined
    assert "pack.toml: pack.replays_from: expected an array of version texts" in joined
    with pytest.raises(ContentError):
        load_veil_pack(broken)


def test_missing_file_duplicate_id_and_initiative(broken: Path) -> None:
    (broken / "mist.toml").unlink()
    text = (broken / "artifacts.toml").read_text(encoding="utf-8")
    first = text.index("[[artifact]]")
    (broken / "artifacts.toml").write_text(text + "\n" + text[first : text.index("[[artifact]]", first + 1)])
    _edit(broken / "cards/deploy.toml", "initiative = 25", "initiative = 58")
    joined = "\n".join(str(p) for p in validate_veil_pack(broken))
    assert "mist.toml: (file): required file is missing" in joined
    assert "artifacts.toml: artifact ar-moonsilver-torc: duplicate id" in joined
    assert "initiative: 58 is also" in joined


def test_unknown_pack_is_a_clear_error() -> None:
    problems = validate_veil_pack("no-such-pack")
    assert len(problems) == 1 and "no such folder" in str(problems[0])
