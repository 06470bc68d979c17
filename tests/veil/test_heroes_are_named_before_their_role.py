"""A Hero is named before its role, never after it: a Lord's name may carry its own title ("Queen Ysolde of
the Barrow", "Admiral Corvan Brine", the Champion "Sister Cinder"), so "Lord Queen Ysolde" doubled it
(newcomer 9). The text mode's menus and event lines, the replay and the desk's sentences all write
``Queen Ysolde of the Barrow (Lord)`` / ``… (your Lord)`` (S3 glossary: Heroes are a faction's Lord and
Champions)."""

from __future__ import annotations

import io
import re

import pytest
from veil_testkit import FACTIONS, pack

from grail_desktop.app.i18n import set_language
from grail_desktop.app.veil.event_lines import event_line, hero_names_first
from grail_desktop.app.veil.words import action_words, hero_words, standings, unit_words
from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.cli.veil_play import TextTable
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode


def _doubled(text: str, names: list[str]) -> list[str]:
    """Every "Lord NAME" / "Champion NAME" (any language's role word before a Hero's name) in ``text``."""
    found = []
    for name in names:
        found += re.findall(rf"\b(?:Lord|Champion|Fürst|Fürsten) {re.escape(name)}", text)
    return found


def _names(p) -> list[str]:  # type: ignore[no-untyped-def]
    return [n for f in p.factions.values() for n in (f.lord, *f.champions)]


def test_every_hero_of_the_pack_reads_name_then_role() -> None:
    """The desk's labels and the action objects, for every Hero of every faction of the bundled pack."""
    p = pack()
    for fid in FACTIONS:
        f = p.factions[fid]
        assert hero_words(p, fid, "lord") == f"{f.lord} (Lord)"
        assert unit_words(p, fid, "lord") == f"{f.lord} (your Lord)"
        for k, champion in enumerate(f.champions):
            assert unit_words(p, fid, f"c{k + 1}", own=False) == f"{champion} (Champion)"
            assert unit_words(p, fid, f"c{k + 1}") == f"{champion} (your Champion)"
    assert hero_words(p, "tide-wardens", "lord") == "Admiral Corvan Brine (Lord)"


def test_the_engine_line_is_rewritten_with_the_role_after_the_name() -> None:
    p = pack()
    line = "The Tide Wardens move their Lord Admiral Corvan Brine from Lantern Point (south-east) to Lake of Glass."
    assert hero_names_first(line, p) == (
        "The Tide Wardens move Admiral Corvan Brine (Lord) from Lantern Point (south-east) to Lake of Glass."
    )
    assert hero_names_first("The Ember Oath deploys its Champion Sister Cinder to X.", p) == (
        "The Ember Oath deploys Sister Cinder (Champion) to X."
    )
    # a Lord named by its faction only, or a word that merely starts like a name, is left alone
    assert hero_names_first("The Hollow Court's Lord explores X.", p) == "The Hollow Court's Lord explores X."


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_text_match_never_doubles_a_title(lang: str) -> None:
    """A whole four-faction match in the text mode (a person choosing the first action each time, three greedy
    bots): the menus, the standings and every event line; and the desk's region standings and event lines."""
    set_language(lang)
    try:
        p = load_veil_pack("saltcrown", lang=lang if lang != "en" else "")  # as the desk and `veil play` load it
        g = VeilGame(p, FACTIONS, Mode(), 1)
        out = io.StringIO()
        TextTable(g, ["human", "greedy", "greedy", "greedy"], "quick", out, io.StringIO("1\n" * 900 + "quit\n")).run()
        text = out.getvalue()
        assert g.over, text[-2000:]
        names = _names(p)
        assert _doubled(text, names) == []
        assert any(n in text for n in names), "the match named no Hero at all"
        lines = [event_line(e, p) for e in g.events_for(None)]
        assert _doubled("\n".join(lines), names) == []
        s = g.view(0)
        words = [action_words(s, p, a) for a in g.legal_actions(0)]
        words += [src for i in range(len(s.regions)) for st in standings(s, p, i) for src, _ in st.sources]
        assert _doubled("\n".join(words), names) == []
    finally:
        set_language("en")
