"""``grail-desktop play`` after the second newcomer playtest (2026-11-30, "Text-mode interface"): flip items
explained, a Menhir inspected as dark or lit, the End of the Day restore says which rule applied, the story
before what it gives, fading cards on the Map line, Character Actions with their text. Played on the shipped
pack, with the state arranged where a test needs a situation the story would take days to reach."""

from __future__ import annotations

import io

import attrs

from grail_desktop.catalog import load_campaign
from grail_desktop.cli import play, play_help, render
from grail_desktop.engine import Game, new_game
from grail_desktop.engine.core import Event
from grail_desktop.engine.defs import Catalog, JournalOptionDef, JournalSectionDef
from grail_desktop.engine.effects import parse_effect

CATALOG = load_campaign("ynys-wen")


def _game(catalog: Catalog = CATALOG) -> Game:
    return new_game(catalog, ["hywel"], seed=11)


def _play(game: Game, lines: list[str]) -> str:
    out = io.StringIO()
    play.session(game, lines, out)
    return out.getvalue()


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_flip_items_are_explained_and_their_cards_read_plainly() -> None:
    """docs/encounters.md "Items (flip items)" and docs/content-format.md ``flip``: `help items` says what a
    flip item is; a gained or read flip item says "Flip it in a fight (once, with `use`)" instead of a bare
    "Flip:"; an item without flip keeps its own words."""
    items = _flat(play_help.help_text("items"))
    assert "Flip items" in items and "`use <item>`" in items
    assert "stays face down until the encounter ends" in items
    assert play_help.help_text("flip") == play_help.help_text("items")
    game = _game()
    game.state.characters["hywel"].items.append("lamplighters-hook")
    hook = CATALOG.items["lamplighters-hook"]
    assert hook.flip and "Flip: " in hook.text
    read = _flat(play_help.read(game, "Lamplighter's Hook"))
    gained = _flat("\n".join(render.event_lines(game, [Event("ItemGained", "x", "hywel", (("item", hook.id),))])))
    for text in (read, gained):
        assert "Flip it in a fight (once, with `use`): 2 hits on the first enemy still standing" in text
        assert "Flip: " not in text
    plain = next(i for i in CATALOG.items.values() if not i.flip and i.text)
    assert render.card_text(game, plain.id) == plain.text
    fighter = new_game(CATALOG, ["maelon"], seed=2)  # the Hunt at Blackyew Hollow draws a fight (tests/cli/routes)
    fighter.state.characters["maelon"].items.append("lamplighters-hook")
    text = _flat(_play(fighter, ["travel 102", "location-action"]))
    assert "Flip Lamplighter's Hook: 2 hits on the first enemy still standing (it stays" in text


def test_inspecting_a_dark_menhir_tells_the_waking_as_what_it_would_do() -> None:
    """S1 "Inspect a Menhir" (playtest 2: "the Menhir of Carn Naw burns" read as if it had happened): Carn Naw
    is called dark; its price, then "If you wake it:" and the card's text under it. Tref Eithin is lit with
    its dial."""
    game = _game()
    at_home = _flat(_play(game, ["inspect-menhir"]))
    assert "The Menhir of Tref Eithin is lit: its dial shows 8 (days of light left)." in at_home
    text = _flat(_play(game, ["travel 104", "travel 106", "inspect-menhir"]).rsplit("> inspect-menhir", 1)[-1])
    assert "The Menhir of Carn Naw is dark. Waking it asks for: 2 Magic." in text
    waking = _flat(CATALOG.locations[106].menhir.text)  # type: ignore[union-attr]
    assert f"If you wake it: {waking}" in text


def test_the_restore_after_resting_says_which_rule_applied() -> None:
    """S1 End of the Day step 2 and rules-decisions.md "Exhausted": +4 Energy (no higher than the starting
    slot) when Exhausted, else back to the starting slot; never lowered. The rest prompt says it ahead, the
    restore line says which rule gave it, and `help end` tells both."""
    assert "Exhausted character (1 Energy or less" in _flat(play_help.help_text("end"))
    tired = _game()
    tired.state.characters["hywel"].energy = 1
    text = _flat(_play(tired, ["pass", "eat"]))
    assert "Then Energy: you are Exhausted (1 Energy or less), so +4, no higher than the starting slot 5" in text
    # the desktop's night sentence (day_views.restore_sentence, issue 19), not "gained 4 Energy (Exhausted, …)"
    assert "Hywel Quill: Energy restored from 1 to 5, the starting slot." in text
    assert "gained 4 Energy (" not in text
    rested = _game()
    rested.state.characters["hywel"].energy = 3
    text = _flat(_play(rested, ["pass", "eat"]))
    assert "Then Energy comes back to the starting slot 5 if you eat; fasting leaves you Exhausted" in text
    assert "Hywel Quill: Energy restored from 3 to 5, the starting slot." in text
    fresh = _game()
    ch = fresh.state.characters["hywel"]
    ch.health, ch.energy = 7, 6
    text = _flat(_play(fresh, ["pass", "eat"]))
    assert "Hywel Quill: Energy stays 6: it is already at the starting slot 5 or above, and resting never" in text
    assert fresh.state.characters["hywel"].energy == 6


def _story() -> Catalog:
    """The shipped pack with Tref Eithin's entry replaced: option 1 pays, gives an Item and leads on; option 2
    gives a second relic (an ``equip`` decision) before the section it leads to is read; option 3 leads there
    with nothing gained."""
    journal = dict(CATALOG.journal)
    entry = CATALOG.locations[101].entry
    journal[entry] = JournalSectionDef(
        id=entry,
        title="A Test Green",
        text="Two ways lie open.",
        location=101,
        options=(
            JournalOptionDef(
                "Take the hook.",
                goto="t.hook",
                costs=(parse_effect("pay wealth 1"),),
                effects=(parse_effect("item lamplighters-hook"),),
            ),
            JournalOptionDef("Take the pebble.", goto="t.pebble", effects=(parse_effect("item cairn-pebble"),)),
            JournalOptionDef("Walk on to the cairn.", goto="t.pebble"),
        ),
    )
    journal["t.hook"] = JournalSectionDef(id="t.hook", title="Hook Story", text="HOOK-PROSE lies in the peat.")
    journal["t.pebble"] = JournalSectionDef(id="t.pebble", title="Pebble Story", text="PEBBLE-PROSE is cold.")
    return attrs.evolve(CATALOG, journal=journal)


def test_the_story_comes_before_what_it_gives() -> None:
    """Playtest 2 "Order of output": after an option is chosen, the prose of the section it leads to is
    printed before the option's costs and gains (S1 "Explore": the option's effects, then its section)."""
    text = _play(_game(_story()), ["explore", "1"])
    chosen = text.index("You chose: Take the hook.")
    prose = text.index("HOOK-PROSE")
    assert chosen < prose < text.index("Hywel Quill lost 1 Wealth") and prose < text.index("gains Lamplighter")


def test_an_equip_decision_waits_until_the_section_is_read() -> None:
    """Playtest 2: the relic ``equip`` prompt came before the story. The prose of the section the option leads
    to is printed first, then the gain and the question, and it is not printed a second time after the
    answer (rules-decisions.md: one face-up card of a keyword)."""
    game = _game(_story())
    game.state.characters["hywel"].items.append("menhir-flake")
    text = _play(game, ["explore", "2", "1"])
    prose = text.index("PEBBLE-PROSE")
    assert prose < text.index("gains Cairn Pebble") < text.index("holds more than one face-up relic card")
    assert text.count("PEBBLE-PROSE") == 1 and text.count("── Pebble Story ──") == 1
    assert text.index("holds more than one face-up relic card") < text.index("Exploration ends")
    assert game.state.exploration is None  # the section was read after the answer: the exploration is over
    again = _game(_story())
    again.state.characters["hywel"].items.append("menhir-flake")
    text = _play(again, ["explore", "2", "undo", "3"])
    assert "undone" in text and text.count("PEBBLE-PROSE") == 2  # printed ahead, undone, then read on another way


def test_the_map_line_marks_the_cards_that_fade_at_dawn() -> None:
    """S1 Start of the Day step 2 (the desktop's red band, app.views.vanishing_locations): a card out of reach
    of every Menhir that still burns tomorrow is marked on the Map line, and it is exactly what the next
    dawn removes."""
    game = _game()
    _play(game, ["travel 104"])
    assert "fades at dawn" not in render.describe(game, full=False)
    far = game.state.locations["106"]
    far.x, far.y = 3, 3  # arranged: a card beyond the reach of Tref Eithin's stone
    shown = _flat(render.describe(game, full=False))
    assert "106 Carn Naw (fades at dawn)" in shown and "out of reach of every Menhir" in shown
    assert "104 Lantern Moor (fades at dawn)" not in shown
    _play(game, ["pass", "eat", "done"])
    assert "106" not in game.state.locations and "104" in game.state.locations


def test_a_character_action_reads_its_text_before_its_effects() -> None:
    """S1 "Character Action" (playtest 2: "Strike a Bargain" was flavourless): the action's own text is
    printed under its name, before what it pays and gives."""
    text = _play(_game(), ["character-action"])
    flavour = _flat(CATALOG.characters["hywel"].action.text)
    flat = _flat(text)
    assert f"Hywel Quill: Strike a Bargain {flavour}" in flat
    assert flat.index(flavour) < flat.index("Hywel Quill lost 1 Wealth") < flat.index("gained 2 Food")
