"""Chapter transitions on the shipped pack (issue 24; S1 World Setup 9 "a new Chapter Setup card"; S1 "Saving";
S0 "Adding or Removing players"; decided for this edition: docs/rules.md "Chapters").

A won chapter ends with its ending and offers the next one through ``legal_actions`` / ``apply``; the next
chapter is set up from the campaign carried over, as ``chapters.toml`` says."""

from __future__ import annotations

import pytest

from grail_desktop.catalog import load_campaign
from grail_desktop.engine import Game, death, new_game
from grail_desktop.engine.actions import NextChapter
from grail_desktop.engine.core import IllegalActionError
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.invariants import problems
from grail_desktop.engine.rng import Rng


@pytest.fixture(scope="module")
def pack() -> Catalog:
    return load_campaign("ynys-wen")


def won_chapter_one(pack: Catalog, characters: list[str], ending: str = "heledd-brought-home") -> Game:
    """A Chapter I game ended by one of its endings (the effect ``win`` does exactly this, runtime.py)."""
    game = new_game(pack, characters, seed=11, difficulty="normal")
    death.end_game(game, f"won {ending}")
    return game


def test_a_won_chapter_ends_with_its_ending_and_offers_the_next(pack: Catalog) -> None:
    """S1 World Setup 9: after a chapter comes the next Chapter Setup; the ending is kept by the world."""
    game = won_chapter_one(pack, ["maelon", "ceri"])
    s = game.state
    assert s.phase == "over" and s.outcome == "won heledd-brought-home"
    assert s.endings == ["heledd-brought-home"]
    legal = [str(a) for a in game.legal_actions()]
    assert legal[0] == "next-chapter"
    assert "next-chapter maelon" in legal and "next-chapter ceri" in legal  # one of two stays behind
    assert "next-chapter maelon,ceri,hywel" in legal  # a fresh character joins
    with pytest.raises(IllegalActionError):
        game.apply("explore")


def test_the_next_chapter_is_set_up_from_the_chapter_setup(pack: Catalog) -> None:
    """chapters.toml chapter 2: Event deck, encounter decks without level 1, Menhirs reset, 101/109/113/128
    replaced by their Chapter II versions, tracks reset; characters keep their cards and belongings."""
    game = won_chapter_one(pack, ["maelon"])
    hero = game.state.characters["maelon"]
    hero.items.append("salt-horn")
    game.state.item_deck.remove("salt-horn")
    hero.attributes["might"] = 4
    hero.health, hero.terror = 2, 6
    deck = sorted(hero.combat_deck)
    game.apply(NextChapter())
    s = game.state
    chapter = pack.chapters[2]
    assert (s.chapter, s.day, s.phase, s.outcome) == (2, 1, "day", None)
    assert s.current_event == chapter.events[0] and s.active_quests == [chapter.events[0]]
    assert s.event_deck == list(chapter.events[1:])
    for colour, enemies in s.encounter_decks.items():
        assert sorted(enemies) == sorted(chapter.encounter_decks[colour])
        assert all(pack.enemies[e].level >= 2 for e in enemies), colour
    assert {101, 109, 113, 128} <= set(s.removed_locations)
    assert list(s.menhirs) == ["209"] and s.locations["209"].x == 0 and s.locations["209"].y == 0
    hero = s.characters["maelon"]
    assert hero.location == 209 and "salt-horn" in hero.items and hero.attributes["might"] == 4
    assert sorted(hero.combat_deck) == deck
    d = pack.characters["maelon"]
    assert (hero.health, hero.terror) == (d.health.start, d.terror.start)
    assert all(e.chapter == 2 for e in map(pack.events.get, s.random_events) if e is not None)
    assert problems(game.catalog, game.state) == []


def test_fresh_characters_join_and_leavers_hand_on_their_secrets(pack: Catalog) -> None:
    """S0 "Adding or Removing players": a removed character's Secrets go to those who stay; a fresh character
    starts with the standard setup beside the veterans."""
    game = won_chapter_one(pack, ["maelon", "ceri"])
    game.state.characters["ceri"].secrets.append("secret-old-salt-road")
    game.state.secret_box.remove("secret-old-salt-road")
    game.apply("next-chapter maelon,hywel")
    s = game.state
    assert sorted(s.characters) == ["hywel", "maelon"] and s.players == 2
    assert "secret-old-salt-road" in s.characters["maelon"].secrets
    fresh = s.characters["hywel"]
    d = pack.characters["hywel"]
    assert fresh.location == s.characters["maelon"].location == 209
    assert len(fresh.combat_deck) == 15 and fresh.attributes == dict(d.attributes)
    assert s.setup.characters == ["maelon", "hywel"]
    assert problems(game.catalog, game.state) == []


def test_a_party_may_not_bring_back_the_dead_or_grow_past_four(pack: Catalog) -> None:
    game = won_chapter_one(pack, ["maelon", "ceri"])
    game.state.characters["ceri"].dead = True
    assert "next-chapter ceri" not in [str(a) for a in game.legal_actions()]
    with pytest.raises(IllegalActionError, match="died"):
        game.apply("next-chapter maelon,ceri")
    with pytest.raises(IllegalActionError):
        game.apply("next-chapter maelon,maelon")


def test_chapter_two_cards_are_never_revealed_in_chapter_one(pack: Catalog) -> None:
    """``add_locations``: the Chapter II country enters play with its setup, whatever is lit before it."""
    assert {pack.entering_chapter(n) for n in range(201, 209)} == {2}
    game = new_game(pack, ["maelon"], seed=3)
    rng = Rng.from_seed(5)
    for _ in range(600):
        legal = game.legal_actions()
        if not legal:
            break
        game.apply(legal[rng.below(len(legal))])
        assert not any(201 <= int(n) <= 213 for n in game.state.locations)


def test_a_chapter_one_ending_read_again_in_chapter_two_ends_nothing(pack: Catalog) -> None:
    """Chapters list their endings: an earlier chapter's story, read again later, does not end this one."""
    game = won_chapter_one(pack, ["maelon"])
    game.apply(NextChapter())
    from grail_desktop.engine import runtime
    from grail_desktop.engine.state import Task

    runtime.execute(
        game, Task("effects", character="maelon", party=["maelon"]), runtime.effect("win blind-stone-wakes")
    )
    assert game.state.phase != "over" and game.state.outcome is None


def test_the_mercy_of_chapter_two_begins_chapter_two_again(pack: Catalog) -> None:
    """S0 "Allmother's Mercy": restart at the beginning of the chapter; here Statuses go back to what the
    Chapter II setup left, the character keeps what it carries (decided for this edition)."""
    game = won_chapter_one(pack, ["maelon"])
    game.apply(NextChapter())
    s = game.state
    s.statuses.append("chart-copied")
    s.day = 9
    s.characters["maelon"].items.append("salt-horn")
    s.item_deck.remove("salt-horn")
    s.characters["maelon"].health = 0
    death.die(game, "maelon")
    assert s.outcome == "death" and [str(a) for a in game.legal_actions()] == ["mercy"]
    game.apply("mercy")
    s = game.state
    assert any(line.startswith("SectionRead[section=2900]") for line in s.chronicle)  # the mercy reading
    assert "chart-copied" not in s.statuses and "saved-by-the-goddess" in s.statuses
    hero = s.characters["maelon"]
    assert not hero.dead and "salt-horn" in hero.items and hero.location == 209
    while game.state.exploration is not None:
        game.apply(game.legal_actions()[0])
    assert game.state.day == 1 and game.state.chapter == 2
    assert problems(game.catalog, game.state) == []


def test_random_playouts_cross_the_chapter_boundary_without_an_exception(pack: Catalog) -> None:
    """Random bots play from a Chapter I completion into Chapter II, 1-4 characters, invariants held."""
    ids = sorted(pack.characters, key=lambda c: pack.characters[c].number)
    for seed in range(4):
        game = won_chapter_one(pack, ids[: seed % 2 + 1], ending="blind-stone-wakes")
        rng = Rng.from_seed(seed)
        crossed = False
        for _ in range(700):
            legal = game.legal_actions()
            if not legal:
                break
            game.apply(legal[rng.below(len(legal))])
            crossed = crossed or game.state.chapter == 2
            assert problems(game.catalog, game.state) == []
        assert crossed


def test_the_chapter_setup_puts_the_pools_strongest_cards_on_top(pack: Catalog) -> None:
    """chapters.toml chapter 2 ``pool_top`` (docs/content-format.md): the named cards still in a pool come to its
    top in the order given, so the chapter's first Advancement look (S0: the top 3) offers them; a card already
    taken into the deck stays there."""
    game = won_chapter_one(pack, ["maelon"])
    hero = game.state.characters["maelon"]
    top = pack.chapters[2].setup.pool_top["maelon"]
    taken = next(c for c in top[1:] if c in hero.combat_pool)
    hero.combat_pool.remove(taken)
    hero.combat_deck.append(taken)
    game.apply(NextChapter())
    hero = game.state.characters["maelon"]
    combat = [c for c in top if pack.cards[c].deck == "combat" and c != taken]
    diplomacy = [c for c in top if pack.cards[c].deck == "diplomacy"]
    assert hero.combat_pool[: len(combat)] == combat
    assert hero.diplomacy_pool[: len(diplomacy)] == diplomacy
    assert taken in hero.combat_deck and taken not in hero.combat_pool
    assert not problems(game.catalog, game.state)


def test_the_chapter_setup_adds_its_own_stronger_cards_to_the_pools(pack: Catalog) -> None:
    """chapters.toml chapter 2 ``pool_add`` (docs/content-format.md; decided for this edition: a later chapter's
    stronger offers, issue 24): the chapter's own cards join each character's Advancement Pools when it begins,
    once (the Allmother's Mercy restarting the chapter adds none again), and every one of them outweighs every
    starting card by the greedy bot's measure."""
    from grail_desktop.cli.bots import card_value
    from grail_desktop.engine.chapters import begin_chapter

    game = won_chapter_one(pack, ["maelon", "ceri"])
    added = pack.chapters[2].setup.pool_add
    assert all(not set(added[c]) & set(game.state.characters[c].combat_pool) for c in ("maelon", "ceri"))
    game.apply(NextChapter())
    for c in ("maelon", "ceri"):
        hero = game.state.characters[c]
        for card in added[c]:
            assert (hero.combat_pool + hero.diplomacy_pool).count(card) == 1, card
            assert card in getattr(hero, f"{pack.cards[card].deck}_pool")
        starters = pack.characters[c].combat_deck + pack.characters[c].diplomacy_deck
        assert min(card_value(pack.cards[k]) for k in added[c]) > max(card_value(pack.cards[k]) for k in starters)
    assert not problems(game.catalog, game.state)
    begin_chapter(game, again=True)  # the Mercy's restart of the same chapter
    hero = game.state.characters["maelon"]
    assert all((hero.combat_pool + hero.diplomacy_pool).count(card) == 1 for card in added["maelon"])
    assert not problems(game.catalog, game.state)


def test_the_chapters_own_cards_bring_the_magic_food_and_experience_it_runs_short_of(pack: Catalog) -> None:
    """chapters.toml chapter 2 ``pool_add`` (issue 24, "the Advancement Pools finally matter"; docs/balance.md):
    Chapter II is lost mostly to the last Menhir going dark, to hunger and to raises put off by looks, so each
    character's own cards give 1 Magic, 1 Food and 1 Experience on some strike, and the strike's printed text
    (English and German) says the gain, as every other effect."""
    from grail_desktop.engine.effects import Effect

    german = {"magic": "Erhalte 1 Magie", "food": "Erhalte 1 Nahrung", "experience": "Erhalte 1 Erfahrung"}
    english = {"magic": "Gain 1 Magic", "food": "Gain 1 Food", "experience": "Gain 1 Experience"}
    de = load_campaign("ynys-wen", lang="de")
    for who, cards in pack.chapters[2].setup.pool_add.items():
        gains: dict[str, list[str]] = {}
        for key in cards:
            for i, strike in enumerate(pack.cards[key].strikes):
                for what, german_words in german.items():
                    if Effect("gain", (what, "1")) in strike.effects:
                        gains.setdefault(what, []).append(key)
                        assert english[what] in strike.text, (key, strike.text)
                        assert german_words in de.cards[key].strikes[i].text, (key, de.cards[key].strikes[i].text)
        assert set(gains) == set(german), (who, gains)


def test_the_chapter_setup_phases_out_the_pools_earlier_leftovers(pack: Catalog) -> None:
    """chapters.toml chapter 2 ``pool_phase_out`` (S1 World Setup 9: "phasing out easier cards"; issue 24): the
    pools keep only the cards ``pool_add`` and ``pool_top`` name, top first in ``pool_top``'s order, so every
    Advancement look (S0: the top 3) offers them; the rest are phased out for good (not set aside, so no
    ``restore`` brings one back), a Mercy phases out nothing more, and the save keeps them."""
    from grail_desktop.engine.chapters import begin_chapter
    from grail_desktop.saves import dumps, loads

    game = won_chapter_one(pack, ["maelon"])
    hero = game.state.characters["maelon"]
    leftovers = set(hero.combat_pool + hero.diplomacy_pool)
    game.apply(NextChapter())
    hero = game.state.characters["maelon"]
    setup = pack.chapters[2].setup
    top = setup.pool_top["maelon"]
    assert set(setup.pool_add["maelon"]) <= set(top)
    assert hero.combat_pool == [c for c in top if pack.cards[c].deck == "combat"]
    assert hero.diplomacy_pool == [c for c in top if pack.cards[c].deck == "diplomacy"]
    assert sorted(hero.phased_out) == sorted(leftovers - set(top))
    assert not hero.combat_aside and not hero.diplomacy_aside
    assert not problems(game.catalog, game.state)
    game.apply(game.legal_actions()[0])
    back = loads(dumps(game), pack)
    assert back.state == game.state and back.state.characters["maelon"].phased_out == hero.phased_out
    begin_chapter(game, again=True)  # the Mercy's restart of the same chapter
    hero = game.state.characters["maelon"]
    assert sorted(hero.phased_out) == sorted(leftovers - set(top)) and not problems(game.catalog, game.state)


def test_a_character_claimed_in_chapter_two_gets_the_chapters_pools(pack: Catalog) -> None:
    """S0 "Death": a character claimed after a death starts with the standard setup; in Chapter II its pools are
    the chapter's, as the party's were set up (``pool_add``, ``pool_top``, ``pool_phase_out``, issue 24)."""
    game = won_chapter_one(pack, ["maelon", "ceri"])
    game.apply(NextChapter())
    death.die(game, "ceri")
    s = game.state
    while s.pending and s.pending[0].kind != "claim":
        game.apply(game.legal_actions()[0])
    game.apply("claim hywel")
    hero, newcomer = s.characters["maelon"], s.characters["hywel"]
    top = pack.chapters[2].setup.pool_top["hywel"]
    assert newcomer.combat_pool + newcomer.diplomacy_pool == [c for c in top if pack.cards[c].deck == "combat"] + [
        c for c in top if pack.cards[c].deck == "diplomacy"
    ]
    assert len(newcomer.phased_out) == len(hero.phased_out) > 0
    assert not problems(game.catalog, game.state)
