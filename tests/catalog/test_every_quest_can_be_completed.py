"""Every quest of the shipped pack can leave Active Quests (S1 "Active Quests": a quest stays until its text is
done; issue 24's playtest found Chapter II's Salt-Stone quest open after the stone was woken, with nothing in
the pack that could ever complete it), and the Salt-Stone's quest closes whether the stone was woken before the
boy from Morfa brings it or after."""

from __future__ import annotations

from grail_desktop.catalog import load_campaign
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.effects import Effect

CATALOG = load_campaign("ynys-wen")


def _completions(catalog: Catalog) -> dict[str, list[str]]:
    """Quest (event id) → the journal sections or options (``section/option``) whose effects complete it."""
    out: dict[str, list[str]] = {}

    def note(effects: tuple[Effect, ...], where: str) -> None:
        for e in effects:
            if e.word == "complete-quest":
                out.setdefault(e.args[0], []).append(where)

    for section in catalog.journal.values():
        note(section.effects, section.id)
        for n, option in enumerate(section.options, start=1):
            note(option.effects, f"{section.id}/{n}")
    return out


def test_every_quest_has_something_that_completes_it() -> None:
    quests = [eid for eid, ev in CATALOG.events.items() if ev.quest is not None]
    done = _completions(CATALOG)
    assert quests
    assert [q for q in quests if q not in done] == []


def test_the_salt_stone_quest_closes_when_the_stone_burns_before_or_after_the_news() -> None:
    where = _completions(CATALOG)["ev2-cold-salt-stone"]
    sections = {w.split("/")[0] for w in where}
    assert "2901" in sections  # the boy's news, read when the Event comes: the stone may already burn
    assert "211.2" in sections  # at the stone, once it burns
    for w in where:
        sid, n = w.split("/")
        option = CATALOG.journal[sid].options[int(n) - 1]
        assert any(str(c) == "menhir 211" for c in option.conditions), w  # only once the Salt-Stone is lit


def test_morfa_does_not_say_the_stone_goes_out_again() -> None:
    """The entry section is read after the stone is woken too: it must not show its light going out."""
    assert "goes out again" not in CATALOG.journal["211"].text
