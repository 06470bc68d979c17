"""Rule tests of the encounter machine (S2 seed and rules-decisions.md "Encounters: combat and diplomacy").

Everything runs against an in-code catalog and :class:`FakeHost`, a small class implementing
``EncounterHost``. Each test's docstring cites the sentence or decision it checks.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from grail_desktop.engine.core import Action, Event, IllegalActionError
from grail_desktop.engine.defs import (
    CampaignDef,
    Catalog,
    DeckKind,
    EnemyDef,
    EnemyEffectDef,
    ItemDef,
    SkillDef,
    SkillSideDef,
    StrikeCardDef,
    StrikeEffectDef,
)
from grail_desktop.engine.effects import Effect, parse_effect
from grail_desktop.engine.encounter import (
    ENCOUNTER_VERBS,
    ApplyDie,
    Commit,
    DiscardCard,
    Draw,
    EncounterHost,
    EncounterState,
    EndPhase,
    Escape,
    ParticipantInfo,
    Play,
    Resolve,
    Roll,
    SkipReward,
    TakeReward,
    Use,
    acting_character,
    encounter_apply,
    encounter_legal_actions,
    parse_encounter_action,
    start_encounter,
)
from grail_desktop.engine.rng import Rng

# ------------------------------------------------------------------ the in-code catalog

ALL = ("top", "middle", "bottom")


def fx(*texts: str) -> tuple[Effect, ...]:
    return tuple(parse_effect(t) for t in texts)


def card(cid: str, strikes: Iterable[tuple[tuple[str, ...], tuple[str, ...]]], right: tuple[str, ...]) -> StrikeCardDef:
    return StrikeCardDef(
        id=cid,
        name=cid.replace("-", " ").title(),
        deck="combat",
        character="ana",
        strikes=tuple(StrikeEffectDef(positions=p, effects=fx(*e)) for p, e in strikes),
        right_nodes=right,
    )


def enemy(eid: str, health: int, right: tuple[str, ...], dial: str, **kw: object) -> EnemyDef:
    return EnemyDef(
        id=eid,
        name=eid.title(),
        colour="green",
        level=1,
        deck="combat",
        health=health,
        right_nodes=right,
        dial=dial,
        **kw,  # type: ignore[arg-type]
    )


def effects(*texts: str) -> tuple[EnemyEffectDef, ...]:
    return (EnemyEffectDef(text=" and ".join(texts), effects=fx(*texts)),)


CARDS = [
    card("c-two", [(("top", "middle"), ("hits 1",))], ("top",)),
    card("c-end", [(("top",), ("hits 2",))], ()),
    card("c-split", [(("top",), ("hits 1",)), (("bottom",), ("draw 1",))], ("top",)),
    card("c-again", [(("top",), ("strike-again",)), (("middle",), ("add-die red 1",))], ALL),
    card("c-colour", [(ALL, ("any-colour",))], ("top",)),
    card("c-dial", [(ALL, ("turn-dial",))], ("top",)),
    card("c-block", [(ALL, ("block 2",))], ("top",)),
    card("c-refresh", [(ALL, ("refresh-die red 2",))], ("top",)),
    card("c-discard", [(ALL, ("discard 1",))], ("top",)),
    card("c-draw", [(ALL, ("draw 2",))], ("top",)),
    card("c-gain", [(ALL, ("gain magic 1",))], ("top",)),
    card("c-low", [(("bottom",), ("hits 1",))], ("bottom",)),
    card("c-plain", [(ALL, ())], ALL),
]

ENEMIES = [
    enemy(
        "wolf",
        3,
        ("top", "middle"),
        "red",
        after=effects("lose health 1"),
        instant_rewards=fx("gain food 1", "gain terror 1"),
        item_rewards=fx("gain wealth 2"),
        escape_cost=fx("lose energy 1"),
    ),
    enemy("boar", 2, ("bottom",), "blue", after=effects("gain terror 1"), escape_cost=fx("pay food 1")),
    enemy("warden", 9, (), "gold", guardian=True, escape_cost=fx("lose health 1")),
    enemy("armoured", 3, ALL, "red", during=effects("block 1")),
    enemy("trickster", 2, ALL, "red", during=(*effects("any-colour"), *effects("lose health 1"))),
    enemy("winder", 9, ALL, "red", after=effects("turn-dial")),
    enemy("ambusher", 9, ALL, "red", special=effects("lose health 1")),
    enemy("killer", 9, ALL, "red", after=effects("lose health 9")),
    enemy("thief", 9, ALL, "red", after=effects("discard 1")),
    EnemyDef(
        id="envoy", name="Envoy", colour="blue", level=1, deck="diplomacy", health=2, right_nodes=ALL, dial="blue"
    ),
]

ITEMS = [
    ItemDef(id="horn", name="Horn", text="flip: a gold die", effects=fx("add-die gold 1"), flip=True),
    ItemDef(id="charm", name="Charm", text="a blue die", effects=fx("add-die blue 1", "gain food 1")),
    ItemDef(id="spear", name="Spear", text="flip: 2 hits", effects=fx("hits 2"), flip=True),
]


def make_catalog() -> Catalog:
    return Catalog(
        campaign=CampaignDef(id="t", title="T", version="1", format_version=1, start_location=101, chapters=(1,)),
        characters={},
        cards={c.id: c for c in CARDS},
        enemies={e.id: e for e in ENEMIES},
        locations={},
        journal={},
        items={i.id: i for i in ITEMS},
        secrets={},
        skills={
            "sk": SkillDef(
                id="sk",
                attribute="might",
                sides=(SkillSideDef("Left", "", fx("block 1")), SkillSideDef("Right", "", fx("add-die gold 1"))),
            )
        },
        events={},
        chapters={},
    )


CATALOG = make_catalog()


class ScriptedRng(Rng):
    """An Rng whose ``below`` returns scripted values first (index into the die faces: 0–1 miss, 2–4 hit,
    5 double hit), then falls back to the seeded generator."""

    def __init__(self, script: Iterable[int] = (), seed: int = 1) -> None:
        super().__init__(Rng.from_seed(seed).state)
        self.script = list(script)

    def below(self, n: int) -> int:
        return self.script.pop(0) if self.script else super().below(n)


HIT, DOUBLE, MISS = 2, 5, 0


@attrs.define
class Sheet:
    """A character's mutable facts inside the fake host."""

    name: str
    attributes: dict[str, int]
    strategy: int = 2
    health: int = 5
    terror: int = 0
    energy: int = 4
    exhausted: bool = False
    items: tuple[str, ...] = ()
    skills: dict[str, int] = attrs.field(factory=dict)
    resources: dict[str, int] = attrs.field(factory=dict)
    deck: list[str] = attrs.field(factory=list)


class FakeHost:
    """Implements ``EncounterHost`` over a dict of sheets; records everything the machine asks for."""

    def __init__(self, sheets: dict[str, Sheet], rng: Rng | None = None) -> None:
        self.catalog = CATALOG
        self.rng = rng if rng is not None else Rng.from_seed(7)
        self.sheets = sheets
        self.applied: list[tuple[str, str]] = []
        self.returned: dict[str, list[str]] = {}

    def participant(self, character: str, kind: DeckKind) -> ParticipantInfo:
        s = self.sheets[character]
        return ParticipantInfo(
            character=character,
            name=s.name,
            attributes=dict(s.attributes),
            dice_map={"red": "might", "blue": "guile", "gold": "zeal"},
            strategy=s.strategy,
            health=s.health,
            terror=s.terror,
            energy=s.energy,
            exhausted=s.exhausted,
            panic=s.terror > s.health,
            dying=s.health <= 0,
            items=s.items,
            skills=dict(s.skills),
        )

    def take_deck(self, character: str, kind: DeckKind) -> list[str]:
        deck, self.sheets[character].deck = self.sheets[character].deck, []
        return deck

    def return_cards(self, character: str, kind: DeckKind, cards: list[str]) -> list[Event]:
        self.returned.setdefault(character, []).extend(cards)
        self.sheets[character].deck.extend(cards)
        return [Event("CardsReturned", f"{len(cards)} cards back", character)]

    def apply_effect(self, character: str, effect: Effect) -> list[Event]:
        self.applied.append((character, str(effect)))
        s = self.sheets[character]
        what, n = effect.args[0], effect.int_arg(1)
        sign = 1 if effect.word == "gain" else -1
        if what in ("health", "terror", "energy"):
            setattr(s, what, max(0, getattr(s, what) + sign * n))
        else:
            s.resources[what] = s.resources.get(what, 0) + sign * n
        return [Event("EffectApplied", str(effect), character)]

    def is_dying(self, character: str) -> bool:
        return self.sheets[character].health <= 0


def _satisfies_protocol(host: FakeHost) -> EncounterHost:
    """mypy checks here that FakeHost implements the EncounterHost protocol."""
    return host


def sheet(deck: Iterable[str], *, red: int = 1, blue: int = 0, gold: int = 0, **kw: Any) -> Sheet:
    return Sheet(
        name="Ana",
        attributes={"might": red, "guile": blue, "zeal": gold, "empathy": 0, "candour": 0, "lore": 0},
        deck=list(deck),
        **kw,
    )


def start(
    deck: Iterable[str], enemies: list[str], *, script: Iterable[int] = (), **kw: Any
) -> tuple[EncounterState, FakeHost]:
    host = FakeHost({"ana": sheet(deck, **kw)}, ScriptedRng(script))
    enc, _ = start_encounter(host, ["ana"], enemies, source="test")
    return enc, host


def act(enc: EncounterState, host: FakeHost, *texts: str) -> list[Event]:
    events: list[Event] = []
    for text in texts:
        action = parse_encounter_action(text)
        assert action is not None, text
        events += encounter_apply(enc, host, action)
    return events


def legal(enc: EncounterState, host: FakeHost) -> list[str]:
    return [str(a) for a in encounter_legal_actions(enc, host)]


def reason(enc: EncounterState, host: FakeHost, text: str) -> str:
    action = parse_encounter_action(text)
    assert action is not None
    with pytest.raises(IllegalActionError) as info:
        encounter_apply(enc, host, action)
    return info.value.reason


# ------------------------------------------------------------------ start


def test_start_lends_deck_deals_three_and_builds_pools() -> None:
    """rules-decisions.md "Hands" (opening hand 3) and "Dice" (per colour 1 + mapped attribute); the dial
    starts at the first enemy's colour (rules-decisions.md "The dial")."""
    enc, host = start(["c-two", "c-end", "c-split", "c-again"], ["boar", "wolf"], red=2, blue=0, gold=1)
    ana = enc.participants[0]
    assert ana.hand == ["c-two", "c-end", "c-split"]
    assert ana.deck == ["c-again"]
    assert host.sheets["ana"].deck == []  # lent to the encounter
    assert [d.colour for d in ana.pool] == ["red", "red", "red", "blue", "gold", "gold"]
    assert enc.dial == "blue"
    assert enc.step == "strike" and enc.round == 1 and enc.phase == 1


def test_exhausted_opening_hand_is_one_smaller() -> None:
    """rules-decisions.md "Dying and Going Insane": Exhausted at the start → opening hand one card smaller."""
    enc, _ = start(["c-two", "c-end", "c-split"], ["wolf"], exhausted=True)
    assert enc.participants[0].hand == ["c-two", "c-end"]


def test_start_rejects_mixed_deck_kinds_and_unknown_enemies() -> None:
    """rules-decisions.md: combat and diplomacy use one machine with different decks; one kind per fight."""
    host = FakeHost({"ana": sheet([])})
    with pytest.raises(ValueError, match="deck kind"):
        start_encounter(host, ["ana"], ["wolf", "envoy"], source="t")
    with pytest.raises(ValueError, match="unknown enemy"):
        start_encounter(host, ["ana"], ["nobody"], source="t")


# ------------------------------------------------------------------ Strike step


def test_draw_may_exceed_hand_limit() -> None:
    """S2 "Draw a Combat Card": the draw may exceed the hand limit (5, rules-decisions.md "Hands")."""
    enc, host = start(["c-plain"] * 8, ["wolf"], strategy=4, script=[MISS] * 10)
    act(enc, host, "draw", "roll", "end-phase", "draw", "roll", "end-phase", "draw")
    assert len(enc.participants[0].hand) == 6


def test_draw_from_empty_deck_is_illegal() -> None:
    """S2 "Draw": drawing takes the top card of the deck; with none left there is nothing to draw."""
    enc, host = start(["c-plain"], ["wolf"])
    assert "draw" not in legal(enc, host)
    assert "deck is empty" in reason(enc, host, "draw")


def test_play_needs_a_matching_node() -> None:
    """S2 "Play": a card goes to the right of an enemy or card with one or more matching nodes."""
    enc, host = start(["c-low", "c-two", "c-plain"], ["wolf"])
    assert "play c-low on 1" not in legal(enc, host)
    assert "no strike position" in reason(enc, host, "play c-low on 1")
    assert "play c-two on 1" in legal(enc, host)


def test_effect_meeting_two_nodes_resolves_once() -> None:
    """S2: never resolve an effect more than once, even if it matches several nodes (rules-decisions.md
    "Strike step": each effect whose positions meet at least one node resolves once)."""
    enc, host = start(["c-two", "c-plain", "c-plain"], ["wolf"])  # c-two covers top+middle, wolf has both
    act(enc, host, "play c-two on 1")
    assert enc.enemies[0].hits == 1
    assert [c.card for c in enc.enemies[0].chain] == ["c-two"]


def test_unmatched_effects_do_not_activate() -> None:
    """S2: effects that do not match a node on the previous card are not activated."""
    enc, host = start(["c-split", "c-plain", "c-plain", "c-plain"], ["wolf"])  # wolf: top, middle
    act(enc, host, "play c-split on 1")
    assert enc.enemies[0].hits == 1  # the top effect
    assert enc.participants[0].hand == ["c-plain", "c-plain"]  # the bottom "draw 1" did not resolve
    assert enc.participants[0].deck == ["c-plain"]


def test_nothing_follows_a_card_without_right_edge_nodes() -> None:
    """S2: you cannot play a card next to a card with no nodes (rules-decisions.md "Strike step")."""
    enc, host = start(["c-end", "c-plain", "c-plain"], ["wolf"], script=[MISS] * 9)
    act(enc, host, "play c-end on 1", "roll", "end-phase")
    assert not [a for a in legal(enc, host) if a.startswith("play")]
    assert "no right-edge nodes" in reason(enc, host, "play c-plain on 1")


def test_nothing_follows_an_enemy_without_nodes() -> None:
    """rules-decisions.md "Strike step": a chain starts at an enemy; nothing follows one without nodes."""
    enc, host = start(["c-plain"] * 3, ["warden"])
    assert "no right-edge nodes" in reason(enc, host, "play c-plain on 1")


def test_any_number_of_cards_chain_to_one_enemy() -> None:
    """S2: you can chain any number of combat cards to the same enemy."""
    enc, host = start(["c-again"] * 6, ["wolf"])
    act(enc, host, "play c-again on 1", "play c-again on 1", "play c-again on 1")
    assert len(enc.enemies[0].chain) == 3


def test_strike_again_repeats_the_step_else_it_ends() -> None:
    """S2: if instructed to "strike again", you may repeat the Strike step; otherwise one strike a phase."""
    enc, host = start(["c-again", "c-two", "c-plain", "c-plain"], ["wolf"])
    act(enc, host, "play c-again on 1")  # the top effect meets wolf's top node: strike again
    assert enc.step == "strike"
    assert "draw" in legal(enc, host)
    act(enc, host, "play c-two on 1")  # after c-again (all nodes) c-two's top+middle effect: 1 hit
    assert enc.step == "commit"
    assert "draw" not in legal(enc, host)
    assert "Strike step" in reason(enc, host, "draw")


def test_every_strategy_phase_has_its_own_strike() -> None:
    """S2 "Strike Step": you can strike every time you perform the Strategy phase."""
    enc, host = start(["c-plain"] * 5, ["warden"], strategy=3, script=[MISS] * 4)
    act(enc, host, "draw", "roll")
    assert "draw" not in legal(enc, host)
    act(enc, host, "end-phase")
    assert enc.step == "strike" and "draw" in legal(enc, host)
    act(enc, host, "draw")
    assert len(enc.participants[0].hand) == 5


def test_striking_is_optional() -> None:
    """S2: "you may strike": committing or rolling without a strike is allowed."""
    enc, host = start(["c-plain"] * 3, ["wolf"], script=[HIT])
    act(enc, host, "commit red 1", "roll")
    assert enc.step == "apply"


# ------------------------------------------------------------------ Commit, Roll, Apply


def test_commit_any_number_and_roll_all_unapplied() -> None:
    """S2 "Commit Dice Step" and "Roll Dice Step": any number from the pool; all active dice roll at once."""
    enc, host = start(["c-plain"] * 3, ["wolf"], red=2, blue=1, script=[HIT, MISS, DOUBLE])
    act(enc, host, "commit red 2", "commit blue 1")
    ana = enc.participants[0]
    assert len(ana.pool) == 3 and len(ana.active) == 3  # 3 red + 2 blue + 1 gold = 6 dice
    act(enc, host, "roll")
    assert [d.face for d in ana.active] == ["hit", "miss", "double-hit"]
    assert "commit red 1" not in legal(enc, host)
    assert "already rolled" in reason(enc, host, "commit red 1")


def test_misses_cannot_be_applied() -> None:
    """S2 "Apply Dice Step": misses cannot be applied."""
    enc, host = start(["c-plain"] * 3, ["wolf"], script=[MISS])
    act(enc, host, "commit red 1", "roll")
    assert "misses cannot be applied" in reason(enc, host, "apply 1 to 1")


def test_off_colour_dice_commit_and_roll_but_do_not_apply() -> None:
    """S2 "Restrictions When Applying Dice": dice that do not match the dial may be committed and rolled but
    not applied (rules-decisions.md "The dial")."""
    enc, host = start(["c-plain"] * 3, ["wolf"], blue=1, script=[HIT, HIT])  # dial red
    act(enc, host, "commit blue 2", "roll")
    assert [d.face for d in enc.participants[0].active] == ["hit", "hit"]
    assert not [a for a in legal(enc, host) if a.startswith("apply")]
    assert "only red dice" in reason(enc, host, "apply 1 to 1")


def test_any_colour_effect_allows_off_colour_dice_this_phase() -> None:
    """S2: cards, enemy effects and items alter the dial rule (effect word any-colour)."""
    enc, host = start(["c-colour", "c-plain", "c-plain"], ["wolf"], blue=1, script=[HIT, HIT, HIT])
    act(enc, host, "play c-colour on 1", "commit blue 1", "roll", "apply 1 to 1")
    assert enc.enemies[0].hits == 1
    act(enc, host, "end-phase", "commit blue 1", "roll")
    assert "only red dice" in reason(enc, host, "apply 2 to 1")  # the flag lasted one phase


def test_apply_one_at_a_time_defeat_rewards_and_hits_after_defeat() -> None:
    """S2 "Apply Dice Step": one die at a time; defeated at hits ≥ Health; instant rewards optional; hits may
    go on defeated enemies; item rewards are not gained at this time."""
    enc, host = start(["c-plain"] * 3, ["wolf", "boar"], red=3, script=[DOUBLE, HIT, HIT, HIT])
    act(enc, host, "commit red 4", "roll", "apply 1 to 1")
    assert enc.enemies[0].hits == 2 and not enc.enemies[0].defeated
    act(enc, host, "apply 2 to 1")
    assert enc.enemies[0].defeated
    assert legal(enc, host) == ["take-reward 1", "take-reward 2", "skip-reward"]
    assert "take or skip" in reason(enc, host, "apply 3 to 1")
    act(enc, host, "take-reward 1", "skip-reward")
    assert host.applied == [("ana", "gain food 1")]  # the terror reward was declined; no item reward yet
    act(enc, host, "apply 3 to 1")
    assert enc.enemies[0].hits == 4  # hits on a defeated enemy
    assert "already applied" in reason(enc, host, "apply 1 to 2")


def test_not_required_to_apply_all_hits() -> None:
    """S2: you are not required to apply all rolled hits; rules-decisions.md: committed dice are exhausted."""
    enc, host = start(["c-plain"] * 3, ["boar"], red=1, script=[HIT, HIT])
    enc.dial = "red"
    act(enc, host, "commit red 2", "roll", "apply 1 to 1", "resolve")
    ana = enc.participants[0]
    assert enc.enemies[0].hits == 1 and len(ana.exhausted) == 2 and not ana.active


def test_during_block_reduces_dice_hits_until_defeated() -> None:
    """S2 "Enemy Effects": During effects apply from activation until the enemy is defeated (block = armour)."""
    enc, host = start(["c-plain"] * 3, ["armoured"], red=3, script=[DOUBLE, DOUBLE, DOUBLE, DOUBLE])
    act(enc, host, "commit red 4", "roll", "apply 1 to 1", "apply 2 to 1")
    assert enc.enemies[0].hits == 2  # 2 - 1 twice
    act(enc, host, "apply 3 to 1")
    assert enc.enemies[0].defeated and enc.enemies[0].hits == 3
    act(enc, host, "apply 4 to 1")
    assert enc.enemies[0].hits == 5  # the During block ended with the defeat


def test_during_any_colour_ends_on_defeat_and_during_effects_trigger_each_turn() -> None:
    """S2 "Enemy Effects": During effects end immediately when the enemy is defeated; decided here: During
    effects that are not modifiers trigger at the start of each member's turn."""
    enc, host = start(["c-plain"] * 3, ["trickster", "wolf"], red=0, blue=2, script=[HIT, HIT, HIT])
    assert host.sheets["ana"].health == 4  # trickster's During "lose health 1" at the turn start
    act(enc, host, "commit blue 3", "roll", "apply 1 to 1", "apply 2 to 1")  # blue applies while it stands
    assert enc.enemies[0].defeated
    assert "only red dice" in reason(enc, host, "apply 3 to 2")


# ------------------------------------------------------------------ Strategy phases


def test_phase_cap_counts_the_first_phase() -> None:
    """S2 "Repeating the Strategy Phase": the total, including the first, cannot exceed Strategy."""
    enc, host = start(["c-plain"] * 3, ["warden"], strategy=2, script=[MISS] * 4)
    act(enc, host, "roll")
    assert "end-phase" in legal(enc, host)
    act(enc, host, "end-phase", "roll")
    assert enc.phase == 2
    assert "end-phase" not in legal(enc, host)
    assert "all 2 Strategy phases" in reason(enc, host, "end-phase")


def test_panic_lowers_strategy_by_one_minimum_one() -> None:
    """rules-decisions.md "Panic": Strategy − 1 in an encounter, minimum 1."""
    enc, host = start(["c-plain"] * 3, ["warden"], strategy=2, terror=9, health=5, script=[MISS])
    assert enc.participants[0].strategy == 1
    act(enc, host, "roll")
    assert "end-phase" not in legal(enc, host)
    enc, host = start(["c-plain"] * 3, ["warden"], strategy=1, terror=9, health=5)
    assert enc.participants[0].strategy == 1


def test_repeated_phase_adds_dice_to_unapplied_and_rerolls_only_those() -> None:
    """S2 "Repeating the Strategy Phase": commit more dice to the unapplied ones, roll all unapplied dice."""
    enc, host = start(["c-plain"] * 3, ["warden"], gold=2, strategy=3, script=[HIT, MISS, DOUBLE, HIT])
    act(enc, host, "commit gold 2", "roll", "apply 1 to 1", "end-phase", "commit gold 1", "roll")
    ana = enc.participants[0]
    assert [(d.face, d.applied) for d in ana.active] == [("hit", True), ("double-hit", False), ("hit", False)]


def test_no_phase_after_every_enemy_is_defeated() -> None:
    """S2 last sentence: you cannot repeat the Strategy phase if all enemies are defeated."""
    enc, host = start(["c-plain"] * 3, ["boar"], red=1, strategy=3, script=[DOUBLE])
    enc.dial = "red"
    act(enc, host, "commit red 1", "roll", "apply 1 to 1")
    assert enc.enemies[0].defeated
    assert "end-phase" not in legal(enc, host)
    assert "every enemy is defeated" in reason(enc, host, "end-phase")


# ------------------------------------------------------------------ Resolve phase and the end


def test_after_effects_trigger_on_defeated_enemies() -> None:
    """S2 "Enemy Effects" / rules-decisions.md "Resolve phase": After effects trigger even if defeated."""
    enc, host = start(["c-plain"] * 3, ["boar", "warden"], red=1, script=[DOUBLE])
    enc.dial = "red"
    act(enc, host, "commit red 1", "roll", "apply 1 to 1")
    assert enc.enemies[0].defeated
    act(enc, host, "resolve")
    assert ("ana", "gain terror 1") in host.applied
    assert enc.result is None and enc.round == 2


def test_resolve_exhausts_dice_and_advances_dial() -> None:
    """rules-decisions.md "Resolve phase" and "The dial": all committed dice exhausted, red → blue → gold → red."""
    enc, host = start(["c-plain"] * 3, ["warden"], red=2, script=[HIT, MISS] + [MISS] * 9)
    act(enc, host, "commit red 2", "roll", "resolve")
    ana = enc.participants[0]
    assert len(ana.exhausted) == 2 and not ana.active and all(d.face is None for d in ana.exhausted)
    assert enc.dial == "red"  # warden starts gold
    act(enc, host, "roll", "resolve")
    assert enc.dial == "blue"
    act(enc, host, "roll", "resolve")
    assert enc.dial == "gold"


def test_hand_discards_down_to_five_by_choice() -> None:
    """rules-decisions.md "Hands": at the end of each round discard down to the hand limit of 5."""
    enc, host = start(["c-plain"] * 4 + ["c-two"] * 4, ["warden"], strategy=4, script=[MISS] * 9)
    act(enc, host, "draw", "roll", "end-phase", "draw", "roll", "end-phase", "draw", "roll", "end-phase")
    act(enc, host, "draw", "roll", "resolve")
    ana = enc.participants[0]
    assert len(ana.hand) == 7 and ana.pending_discards == 2
    assert legal(enc, host) == ["discard-card c-plain", "discard-card c-two"]
    assert "must first discard" in reason(enc, host, "roll")
    act(enc, host, "discard-card c-two", "discard-card c-two")
    assert len(ana.hand) == 5 and ana.discard == ["c-two", "c-two"]
    assert enc.step == "strike" and enc.round == 2


def test_win_gains_item_rewards_returns_every_card_and_restores_items() -> None:
    """rules-decisions.md "Resolve phase": won when every enemy is defeated: item rewards gained, cards shuffle
    back; S0 "Flipping Cards": flipped items are flipped back after the fight."""
    deck = ["c-two", "c-end", "c-plain", "c-draw", "c-gain"]
    enc, host = start(deck, ["wolf"], red=2, items=("horn",), script=[HIT, HIT])
    act(enc, host, "play c-two on 1", "use horn", "commit red 2", "roll", "apply 1 to 1", "apply 2 to 1")
    act(enc, host, "skip-reward", "resolve")
    assert enc.result is not None and enc.result.won
    assert enc.result.defeated == ("wolf",) and enc.result.escaped == ()
    assert ("ana", "gain wealth 2") in host.applied
    assert sorted(host.returned["ana"]) == sorted(deck)
    assert enc.participants[0].flipped == []
    assert any("face up" in line for line in enc.log)
    assert "Every enemy is defeated." in enc.log, "the host's EncounterEnded says it is won, once (nc12)"
    assert not any("won" in line for line in enc.log)
    assert encounter_legal_actions(enc, host) == []
    assert reason(enc, host, "roll") == "the encounter is over"


# ------------------------------------------------------------------ escape and dying


def test_escape_pays_every_active_enemy_cost_before_the_first_strike() -> None:
    """rules-decisions.md "Escape": before the first Strike of a round, pay the escape cost of every active
    enemy; an undefeated Guardian is reported so the host leaves it on the map."""
    enc, host = start(["c-plain"] * 3, ["wolf", "warden"])
    assert "escape" in legal(enc, host)
    act(enc, host, "escape")
    assert host.applied == [("ana", "lose energy 1"), ("ana", "lose health 1")]
    assert enc.result is not None and not enc.result.won
    assert enc.result.escaped == ("ana",) and enc.result.undefeated_guardians == ("warden",)
    assert sorted(host.returned["ana"]) == ["c-plain"] * 3


def test_escape_closes_after_the_first_strike_and_defeated_enemies_cost_nothing() -> None:
    """rules-decisions.md "Escape": only before the first Strike of a round; only active enemies' costs."""
    enc, host = start(["c-plain"] * 4, ["boar", "wolf"], red=1, script=[DOUBLE, MISS])
    enc.dial = "red"
    act(enc, host, "draw")
    assert "before the first strike" in reason(enc, host, "escape")
    act(enc, host, "commit red 1", "roll", "apply 1 to 1", "resolve")
    act(enc, host, *(["discard-card c-plain"] * enc.participants[0].pending_discards))
    assert enc.enemies[0].defeated and enc.round == 2
    act(enc, host, "escape")
    assert ("ana", "pay food 1") not in host.applied
    assert ("ana", "lose energy 1") in host.applied


def test_dying_forces_escape_at_once() -> None:
    """S0 "You Are Dying" / rules-decisions.md: falling to Health 0 escapes the encounter at once."""
    enc, host = start(["c-plain"] * 3, ["killer"])
    act(enc, host, "roll", "resolve")
    assert enc.result is not None and not enc.result.won and enc.result.escaped == ("ana",)
    assert enc.participants[0].left == "dying"
    assert sorted(host.returned["ana"]) == ["c-plain"] * 3


def test_special_effects_resolve_at_the_start_on_every_member() -> None:
    """S2 "Enemy Effects": Special effects have their own timing; decided here: they resolve once at start."""
    host = FakeHost({"ana": sheet(["c-plain"] * 3), "bo": sheet(["c-plain"] * 3)})
    start_encounter(host, ["ana", "bo"], ["ambusher"], source="t")
    assert host.applied == [("ana", "lose health 1"), ("bo", "lose health 1")]


def test_nobody_able_to_progress_must_escape() -> None:
    """Decided here (docs/encounters.md): when no member has a die, a card or an item left, only escape."""
    enc, host = start(["c-plain"], ["warden"], red=0, exhausted=True)
    ana = enc.participants[0]
    ana.exhausted += ana.pool
    ana.pool = []
    ana.hand = []
    ana.deck = []
    assert legal(enc, host) == ["escape"]
    assert "only way out" in reason(enc, host, "roll")


# ------------------------------------------------------------------ effects and items


def test_effect_words_add_refresh_dial_block_draw() -> None:
    """docs/effects-encounter.md: add-die, refresh-die, turn-dial, block, draw, and host words."""
    deck = ["c-again", "c-refresh", "c-dial", "c-block", "c-draw", "c-gain", "c-plain", "c-plain"]
    enc, host = start(deck, ["killer"], red=1, strategy=6, health=20, script=[MISS] * 20)
    ana = enc.participants[0]
    act(enc, host, "play c-again on 1")  # middle: add a red die; top: strike again
    assert sum(d.colour == "red" for d in ana.pool) == 3
    act(enc, host, "play c-refresh on 1", "commit red 3", "roll", "end-phase")
    assert len(ana.active) == 3
    act(enc, host, "play c-dial on 1")
    assert enc.dial == "blue"
    act(enc, host, "roll", "end-phase", "draw", "roll", "end-phase", "play c-block on 1", "roll", "end-phase")
    assert ana.block == 2
    act(enc, host, "draw", "roll", "end-phase", "play c-draw on 1")
    assert ana.hand == ["c-gain", "c-plain"]
    act(enc, host, "roll", "resolve")
    assert ("ana", "lose health 7") in host.applied  # killer's 9 minus the block of 2
    assert ana.block == 0 and len(ana.exhausted) == 3


def test_refresh_die_returns_exhausted_dice() -> None:
    """docs/effects-encounter.md refresh-die: exhausted dice of the colour come back to the pool."""
    enc, host = start(["c-plain", "c-plain", "c-plain", "c-refresh"], ["wolf"], red=2, script=[MISS] * 9)
    act(enc, host, "commit red 3", "roll", "resolve")
    ana = enc.participants[0]
    assert len(ana.exhausted) == 3 and all(d.colour != "red" for d in ana.pool)
    act(enc, host, "draw", "roll", "end-phase", "play c-refresh on 1")
    assert sum(d.colour == "red" for d in ana.pool) == 2 and len(ana.exhausted) == 1


def test_refresh_die_with_nothing_exhausted_says_nothing_was_refreshed() -> None:
    """docs/effects-encounter.md refresh-die with no exhausted die of the colour changes nothing, and the log says
    so in words, not "refreshes 0 red dice" (a newcomer, nc12)."""
    enc, host = start(["c-refresh", "c-plain", "c-plain"], ["wolf"], red=2, script=[MISS] * 9)
    ana = enc.participants[0]
    pool = list(ana.pool)
    events = act(enc, host, "play c-refresh on 1")
    assert ana.pool == pool and not ana.exhausted
    said = [e.text for e in events if e.kind == "DiceAdded"]
    assert said == ["Ana has no exhausted red die to refresh."]


def test_discard_effect_is_a_choice() -> None:
    """docs/effects-encounter.md discard: the member chooses which card(s) to discard."""
    enc, host = start(["c-discard", "c-two", "c-end"], ["wolf"])
    act(enc, host, "play c-discard on 1")
    assert legal(enc, host) == ["discard-card c-two", "discard-card c-end"]
    act(enc, host, "discard-card c-end")
    assert enc.participants[0].discard == ["c-end"] and enc.step == "commit"


def test_items_flip_once_and_passive_items_resolve_at_start() -> None:
    """S2 "Roll Dice Step": items cannot be used during the roll (it is one action); S0 "Flipping Cards"."""
    enc, host = start(["c-plain"] * 3, ["wolf"], items=("horn", "charm", "spear"), script=[MISS] * 9)
    ana = enc.participants[0]
    assert [d.colour for d in ana.pool].count("blue") == 2  # charm's passive blue die
    assert ("ana", "gain food 1") not in host.applied  # only its encounter words resolve
    assert ana.usable_items == ["horn", "spear"]
    act(enc, host, "use spear")
    assert enc.enemies[0].hits == 2
    assert "already flipped" in reason(enc, host, "use spear")
    act(enc, host, "roll", "use horn")  # usable in the Apply step too
    assert [d.colour for d in ana.pool].count("gold") == 2


def test_diplomacy_uses_the_same_machine() -> None:
    """rules-decisions.md: combat and diplomacy use the same machine with different decks."""
    enc, _ = start(["c-plain"] * 3, ["envoy"])
    assert enc.kind == "diplomacy" and enc.dial == "blue"
    assert any("diplomatic" in line for line in enc.log)


# ------------------------------------------------------------------ parties


def party(**kw: Any) -> tuple[EncounterState, FakeHost]:
    sheets = {
        "ana": sheet(["c-again", "c-plain", "c-plain", "c-plain"], **kw),
        "bo": sheet(["c-two", "c-plain", "c-plain", "c-plain"], **kw),
    }
    sheets["bo"].name = "Bo"
    host = FakeHost(sheets, ScriptedRng([MISS] * 30))
    enc, _ = start_encounter(host, ["ana", "bo"], ["wolf", "boar"], source="party")
    return enc, host


def test_party_members_take_turns_against_shared_chains() -> None:
    """rules-decisions.md "Parties": members act in turn order with their own hands and dice against the
    shared enemies and chains; After effects hit every member."""
    enc, host = party()
    assert enc.current().character == "ana"
    act(enc, host, "play c-again on 1", "roll", "resolve")
    assert enc.current().character == "bo" and enc.phase == 1
    act(enc, host, "play c-two on 1")  # follows Ana's card in the shared chain
    assert [(c.card, c.owner) for c in enc.enemies[0].chain] == [("c-again", "ana"), ("c-two", "bo")]
    act(enc, host, "roll", "resolve")
    assert ("ana", "lose health 1") in host.applied and ("bo", "lose health 1") in host.applied
    assert ("ana", "gain terror 1") in host.applied and ("bo", "gain terror 1") in host.applied
    assert enc.round == 2 and enc.current().character == "ana"


def test_one_member_may_escape_alone_and_cards_return_to_owners() -> None:
    """S0 "Party": members leave only by escaping; rules-decisions.md "Parties"."""
    enc, host = party()
    act(enc, host, "play c-again on 1", "roll", "resolve", "escape")
    assert enc.participants[1].left == "escaped" and enc.result is None
    assert enc.round == 2 and enc.current().character == "ana"  # Bo's turn passed; Resolve; next round
    act(enc, host, "escape")
    assert enc.result is not None and enc.result.escaped == ("ana", "bo")
    assert sorted(host.returned["ana"]) == sorted(["c-again", "c-plain", "c-plain", "c-plain"])
    assert sorted(host.returned["bo"]) == sorted(["c-two", "c-plain", "c-plain", "c-plain"])


# ------------------------------------------------------------------ notation and legality


@pytest.mark.parametrize(
    "action",
    [
        Draw(),
        Play("c-two", 2),
        Commit("gold", 3),
        Roll(),
        ApplyDie(2, 1),
        Use("horn"),
        EndPhase(),
        Resolve(),
        Escape(),
        TakeReward(1),
        SkipReward(),
        DiscardCard("c-end"),
    ],
)
def test_notation_round_trips(action: Action) -> None:
    """docs/encounters.md "Notation": str(action) reads back to the same action; every verb is listed."""
    assert parse_encounter_action(str(action)) == action
    assert str(action).split()[0] in ENCOUNTER_VERBS


@pytest.mark.parametrize("text", ["commit green 1", "play c-two 1", "apply 0 to 1", "roll 2", "take-reward x"])
def test_malformed_notation_is_a_clear_error(text: str) -> None:
    """docs/encounters.md "Notation": malformed arguments raise ValueError with the expected form."""
    with pytest.raises(ValueError, match=r"write|takes no"):
        parse_encounter_action(text)


def test_non_encounter_verbs_parse_to_none() -> None:
    """Contract: parse_encounter_action returns None for verbs it does not own."""
    assert parse_encounter_action("travel 102") is None
    assert parse_encounter_action("") is None


def test_illegal_action_leaves_state_unchanged() -> None:
    """Contract: encounter_apply raises IllegalActionError(reason) and changes nothing."""
    enc, host = start(["c-plain"] * 3, ["wolf"])
    before = attrs.asdict(enc)
    assert "no card 'c-two'" in reason(enc, host, "play c-two on 1")
    assert "no chain 4" in reason(enc, host, "play c-plain on 4")
    assert "roll the dice" in reason(enc, host, "apply 1 to 1")
    assert "no instant reward" in reason(enc, host, "skip-reward")
    assert attrs.asdict(enc) == before


def test_legal_actions_are_deterministic_and_all_legal() -> None:
    """Contract: encounter_legal_actions in deterministic order; every listed action applies."""
    enc, host = start(["c-two", "c-again", "c-plain", "c-end"], ["wolf", "boar"], red=1, items=("horn",))
    first = legal(enc, host)
    assert first == legal(enc, host)
    assert first == [
        "draw",
        "play c-two on 1",
        "play c-again on 1",
        "play c-plain on 1",
        "play c-plain on 2",
        "commit red 1",
        "commit red 2",
        "commit blue 1",
        "commit gold 1",
        "roll",
        "use horn",
        "escape",
    ]  # c-again (top, middle) meets nothing on the boar (bottom)
    for action in encounter_legal_actions(enc, host):
        copy_enc, copy_host = copy.deepcopy((enc, host))
        assert isinstance(encounter_apply(copy_enc, copy_host, action), list)


# ------------------------------------------------------------------ random playouts


def _invariants(enc: EncounterState, host: FakeHost, decks: dict[str, list[str]], dice: dict[str, int]) -> None:
    for p in enc.participants:
        held = p.deck + p.hand + p.discard + [c.card for e in enc.enemies for c in e.chain if c.owner == p.character]
        if enc.result is None:
            assert sorted(held) == sorted(decks[p.character])  # each card in exactly one place
        ids = [id(d) for d in p.pool + p.active + p.exhausted]
        assert len(ids) == len(set(ids))  # each die in exactly one of pool / active / exhausted
        assert len(ids) >= dice[p.character]
        assert all(d.face is None for d in p.pool + p.exhausted)
        assert all(not d.applied or d.face in ("hit", "double-hit") for d in p.active)


PLAYOUT_DECK = ["c-two", "c-again", "c-split", "c-end", "c-low", "c-plain", "c-draw", "c-discard", "c-refresh"]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    enemies=st.lists(
        st.sampled_from(["wolf", "boar", "armoured", "trickster", "winder", "thief", "killer", "warden"]),
        min_size=1,
        max_size=3,
    ),
    members=st.integers(1, 2),
    strategy=st.integers(1, 3),
    health=st.integers(1, 30),
)
def test_random_playouts_keep_invariants_and_end(
    seed: int, enemies: list[str], members: int, strategy: int, health: int
) -> None:
    """Issue 4 "Done when": random playouts with invariants (dice in exactly one of pool / active /
    exhausted; cards in exactly one of deck / hand / chain / discard) and every encounter ends."""
    chars = ["ana", "bo"][:members]
    sheets = {
        c: sheet(PLAYOUT_DECK, red=1, blue=1, gold=1, strategy=strategy, health=health, items=("horn", "spear"))
        for c in chars
    }
    host = FakeHost(sheets, Rng.from_seed(seed))
    policy = Rng.from_seed(seed + 1)
    decks = {c: list(PLAYOUT_DECK) for c in chars}
    enc, _ = start_encounter(host, chars, enemies, source="playout")
    dice = {p.character: len(p.pool) for p in enc.participants}
    steps = 0
    while enc.result is None:
        actions = encounter_legal_actions(enc, host)
        assert actions, "a running encounter always offers an action"
        encounter_apply(enc, host, policy.choice(actions))
        _invariants(enc, host, decks, dice)
        steps += 1
        assert steps < 3000, "encounter did not end"
    for c in chars:
        assert sorted(host.returned[c]) == sorted(decks[c])
    # won exactly when every enemy fell and someone was still in the fight after the Resolve phase
    assert enc.result.won == (all(e.defeated for e in enc.enemies) and bool(enc.remaining()))


class PayingHost(FakeHost):
    """A host with the optional ``can_pay`` hook: ``pay``/``lose`` costs need the resource."""

    def can_pay(self, character: str, costs: list[Effect]) -> bool:
        s = self.sheets[character]
        for cost in costs:
            what, n = cost.args[0], cost.int_arg(1)
            have = getattr(s, what) if what in ("health", "terror", "energy") else s.resources.get(what, 0)
            if have < n:
                return False
        return True


def test_escape_pays_the_cost_when_it_can_and_is_never_refused() -> None:
    """rules-decisions.md "Escape": the cost is paid; docs/rules.md "An escape nobody can pay": a cost the member
    cannot pay never bars the way out (without the host's escape_shortfall hook it is skipped)."""
    host = PayingHost({"ana": sheet(["c-plain"] * 3)})
    enc, _ = start_encounter(host, ["ana"], ["boar"], source="t")  # costs "pay food 1", Ana has none
    assert "escape" in legal(enc, host)
    host.sheets["ana"].resources["food"] = 1
    act(enc, host, "escape")
    assert host.applied == [("ana", "pay food 1")]


def test_forced_escape_pays_what_it_can() -> None:
    """Decided here (docs/encounters.md): a forced escape skips costs the member cannot pay."""
    host = PayingHost({"ana": sheet(["c-plain"])})
    enc, _ = start_encounter(host, ["ana"], ["boar"], source="t")
    ana = enc.participants[0]
    ana.exhausted += ana.pool
    ana.pool, ana.hand, ana.deck = [], [], []
    assert legal(enc, host) == ["escape"]
    act(enc, host, "escape")
    assert host.applied == [] and enc.result is not None and enc.result.escaped == ("ana",)


def test_acting_character_is_the_discarder_then_the_turn() -> None:
    """Contract extension: acting_character names who must act (discards first, then the turn's member)."""
    enc, host = party()
    assert acting_character(enc) == "ana"
    act(enc, host, "roll", "resolve")
    assert acting_character(enc) == "bo"
    enc.participants[0].pending_discards = 1
    assert acting_character(enc) == "ana"
    assert legal(enc, host) == ["discard-card c-again", "discard-card c-plain"]
    act(enc, host, "discard-card c-plain")
    assert acting_character(enc) == "bo"


def test_kept_skill_side_resolves_at_the_start() -> None:
    """Content decision (skills.toml, rules-decisions.md "Advancement"): a kept Skill side's encounter words
    resolve once at the start of each encounter; the forfeited side does nothing."""
    enc, _ = start(["c-plain"] * 3, ["wolf"], skills={"sk": 1})
    ana = enc.participants[0]
    assert [d.colour for d in ana.pool].count("gold") == 2 and ana.block == 0


def test_after_discard_combines_with_the_hand_limit() -> None:
    """rules-decisions.md "Hands" with an After "discard 1": one choice pause covers both."""
    enc, host = start(["c-plain"] * 3 + ["c-two"] * 3, ["thief"], strategy=3, script=[MISS] * 9)
    act(enc, host, "draw", "roll", "end-phase", "draw", "roll", "resolve")
    ana = enc.participants[0]
    assert len(ana.hand) == 5 and ana.pending_discards == 1  # hand at the limit, the thief takes one
    act(enc, host, "discard-card c-two")
    assert len(ana.hand) == 4 and enc.round == 2 and enc.step == "strike"


def test_state_round_trips_through_cattrs() -> None:
    """The state is plain data a save helper can (un)structure with cattrs."""
    import cattrs

    enc, host = start(["c-again", "c-two", "c-plain", "c-end"], ["wolf", "boar"], script=[HIT])
    act(enc, host, "play c-again on 1", "commit red 1", "roll")
    converter = cattrs.Converter()
    data = converter.unstructure(enc)
    assert converter.structure(data, EncounterState) == enc


def test_no_win_when_after_effects_leave_nobody() -> None:
    """rules-decisions.md "Resolve phase": After effects come before the win; decided here: a member made
    Dying by them has escaped at once, so with nobody left the encounter is not won."""
    enc, host = start(["c-plain"] * 3, ["wolf"], red=2, health=1, script=[DOUBLE, HIT])
    act(enc, host, "commit red 2", "roll", "apply 1 to 1", "apply 2 to 1", "skip-reward", "resolve")
    assert enc.enemies[0].defeated
    assert enc.result is not None and not enc.result.won and enc.participants[0].left == "dying"
    assert ("ana", "gain wealth 2") not in host.applied


def test_hit_and_after_wording_never_counts_past_health() -> None:
    """S2 "Apply Dice Step" wording (newcomer playtest 2): a hit count is never shown above Health; the hit
    that defeats says so; a hit on a defeated enemy says it is already defeated; a defeated enemy's After
    effect says it still strikes (rules-decisions.md "Resolve phase": After effects of defeated enemies too)."""
    enc, host = start(["c-plain"] * 3, ["boar"], red=3, script=[HIT, DOUBLE, HIT])
    enc.dial = "red"
    events = act(enc, host, "commit red 3", "roll", "apply 1 to 1")
    assert [e.text for e in events if e.kind == "HitsTaken"] == ["Boar takes 1 hit; 1 of 2 Health left."]
    events = act(enc, host, "apply 2 to 1")
    assert [e.text for e in events if e.kind == "HitsTaken"] == [
        "Boar takes 2 hits; 0 of 2 Health left: it is defeated."
    ]
    assert enc.enemies[0].hits == 3  # the count itself is unchanged: only the words
    events = act(enc, host, "apply 3 to 1")
    assert [e.text for e in events if e.kind == "HitsTaken"] == ["Boar takes 1 hit (it is already defeated)."]
    after = [e.text for e in act(enc, host, "resolve") if e.kind == "AfterEffect"]
    assert after and after[0].startswith("After effect of Boar: even defeated, it still strikes.")


def test_an_exhausted_joiner_is_told_why_the_hand_is_smaller() -> None:
    """rules-decisions.md "Dying and Going Insane": Exhausted (Energy 1 or less) → one card fewer; the event
    says what Exhausted means (newcomer playtest 2)."""
    host = FakeHost({"ana": sheet(["c-two", "c-end", "c-split"], exhausted=True)}, ScriptedRng([]))
    _enc, events = start_encounter(host, ["ana"], ["wolf"], source="test")
    joined = next(e.text for e in events if e.kind == "ParticipantJoined")
    assert "draws 2 cards (Exhausted, 1 Energy or less: the opening hand is one card smaller)" in joined


def test_several_instant_rewards_read_as_all_of_them() -> None:
    """S2 "Apply Dice Step": every instant reward on offer can be taken in turn, so the offer says "and", not
    "or" (newcomer report 125: "gain 2 Magic or gain 2 Experience" when both could be taken)."""
    enc, host = start(["c-plain"] * 3, ["wolf"], red=3, script=[DOUBLE, HIT, HIT])
    events = act(enc, host, "commit red 3", "roll", "apply 1 to 1", "apply 2 to 1")
    offer = next(e.text for e in events if e.kind == "RewardOffered")
    assert offer == "Instant rewards on offer, take any or all of them: gain 1 Food and gain 1 Terror."
