"""Issue 28: the Riven Veil's event sentences read in German when the interface language is German. The Veil
engine writes English (it stays pure); :mod:`grail_desktop.app.veil.event_words` renders each sentence through
the catalog. Random seeded German matches (2–4 seats, bots, every mode switch) are played to the end and every
event line, public and private, is checked for English words; and every event kind the Veil engine says has a
template with German."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from veil_bot_matches import FACTIONS, bot_decisions

from grail_desktop.app import i18n
from grail_desktop.app.veil.event_words import SENTENCES, match, region_phrase, veil_event_words, veil_sentence
from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.engine.veil.defs import VeilPack
from grail_desktop.engine.veil.events import VeilEvent
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode

MATCHES = 16
VEIL_ENGINE = Path(__file__).resolve().parents[2] / "grail_desktop" / "engine" / "veil"

#: English words of the Veil engine's sentences that no German line (nor a German pack name) holds.
ENGLISH = re.compile(
    r"\b(the|The|and|of|to|on|its|their|with|from|for|now|no|nothing|none|gains?|draws?|You|chose|keep|made|"
    r"has|have|secret|choice|reveals?|plays?|takes?|uses?|bonds?|deploys?|moves?|builds?|places?|keeps?|claims?|"
    r"waits?|stands?|explores?|finds?|lands?|stops?|drawing|raises?|reaches|fulfils|fulfil|trails?|discards?|"
    r"succeeds|fails|wins?|begins|ends|turn|round|card|cards|deck|discard|shuffled|dealt|hand|new|more|than|"
    r"units|one|goes|back|Warrior|Lord|Settlement|Season|Favor|Power|Faction|Track|Holy|Grail|Green|Knight|"
    r"Artifacts?|Prophecy|Mist|Battle|Combat|Cards?|Heroes|Standard|Action|Strength|Token|Tokens|Beast|"
    r"Tiles|Preparation|War|initiative|strength|limit|match|factions|seasons|deterministic|"
    r"symmetric|asymmetric|Catch-Up|help|gets|Deploy|Move|Settle|north|south|east|west|centre|"
    r"north-west|north-east|south-west|south-east|region|VP|tie|break)\b"
)


@pytest.fixture(scope="module")
def pack() -> Iterator[VeilPack]:
    i18n.set_language("de")
    yield load_veil_pack("saltcrown", lang="de")
    i18n.set_language("en")


def _matches(pack: VeilPack, count: int) -> Iterator[VeilGame]:
    """``count`` seeded matches played to the end by bots: 2–4 seats, every mode switch, random and greedy."""
    for seed in range(count):
        seats = 2 + seed % 3
        mode = Mode(seasons=2 + seed % 2, deterministic=seed % 4 == 3, symmetric=seed % 5 == 1, catch_up=seed % 3 != 2)
        game = VeilGame(pack, FACTIONS[:seats], mode, seed)
        for _seat in bot_decisions(game, ["greedy" if (seed + k) % 2 else "random" for k in range(seats)], seed):
            pass
        assert game.over, f"match {seed} did not end"
        yield game


def test_every_event_line_of_random_german_matches_reads_in_german(pack: VeilPack) -> None:
    i18n.set_language("de")
    found: dict[str, str] = {}
    kinds: set[str] = set()
    seen = 0
    for game in _matches(pack, MATCHES):
        for event in game.events:  # every seat's private lines too
            seen += 1
            kinds.add(event.kind)
            line = veil_event_words(event)
            words = ENGLISH.findall(line)
            if words:
                found.setdefault(event.kind, f"{line!r} ({', '.join(words)})")
    assert seen > 2000
    assert len(kinds) > 40  # the matches reach nearly every kind of event
    assert not found, "English left in German Veil event lines:\n" + "\n".join(f"{k}: {v}" for k, v in found.items())


def test_the_english_pack_and_plural_names_match_the_same_templates() -> None:
    """A faction whose English name reads as a plural ("The Tide Wardens draw", "their Lord") fits the singular's
    template; region names by position and the VP source read in German."""
    i18n.set_language("de")
    try:
        english = load_veil_pack("saltcrown", lang="")
        for game in _matches(english, 3):
            for event in game.events:
                assert match(event.kind, event.text) is not None, event
        said = veil_sentence("TokenPlaced", "The Tide Wardens place a Strength Token on their Lord.")
        assert said == "The Tide Wardens legt einen Stärkemarker auf den eigenen Fürsten."
        assert veil_sentence("TurnStarted", "The Tide Wardens' turn.") == "The Tide Wardens ist am Zug."
        assert veil_sentence("VPGained", "Der Hohle Hof gains 3 VP for a region, now 12.") == (
            "Der Hohle Hof erhält 3 SP für eine Region, jetzt 12."
        )
        assert region_phrase("the north-west") == "Nordwesten"
        assert region_phrase("Distelgrund (west)") == "Distelgrund (Westen)"
        assert veil_sentence("Unknown", "Something new.") == "Something new."  # no template: as written
    finally:
        i18n.set_language("en")
    assert veil_event_words(VeilEvent("TurnStarted", "The Hollow Court's turn.")) == "The Hollow Court's turn."


def _engine_kinds() -> set[str]:
    """Every event kind the Veil engine's source names in ``ctx.say("Kind", …)``."""
    kinds: set[str] = set()
    for path in VEIL_ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or getattr(node.func, "attr", "") != "say":
                continue
            first = node.args[0] if node.args else None
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                kinds.add(first.value)
    return kinds


def test_every_veil_event_kind_has_a_german_template() -> None:
    i18n.set_language("de")
    try:
        table = {k for kinds, _ in SENTENCES for k in kinds}
        kinds = _engine_kinds()
        assert len(kinds) > 40
        assert not sorted(kinds - table), f"Veil event kinds without a German sentence: {sorted(kinds - table)}"
        for _kinds, template in SENTENCES:
            german = i18n.tr(template)
            assert german != template or not ENGLISH.findall(re.sub(r"\{\w+\}", "", template)), template
    finally:
        i18n.set_language("en")


def test_a_skipped_step_reads_in_german() -> None:
    """The log line of a card part that cannot be done (newcomer 10, item 1) reads in German, singular and
    plural faction names alike."""
    i18n.set_language("de")
    try:
        said = veil_sentence("StepSkipped", "Der Hohle Hof has no unit to deploy: the rest of this step is skipped.")
        assert said == "Der Hohle Hof hat keine Einheit zum Einsetzen: Der Rest dieses Schritts entfällt."
    finally:
        i18n.set_language("en")
