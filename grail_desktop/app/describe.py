"""Plain-words labels for action notations, for buttons, tooltips and the chronicle.

``describe(notation, game, catalog)`` returns ``(label, cost)``: e.g. ``travel 102`` →
``("Travel to Hollow Ferry (102)", "1 Energy")``. Unknown verbs fall back to the notation itself, so a new
engine verb is still playable before it gets its own words.
"""

from __future__ import annotations

import re
from typing import Any

from grail_desktop.app.i18n import tr
from grail_desktop.app.views import active_character, character_name
from grail_desktop.app.words import clean
from grail_desktop.engine import Game, legal
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.effects import parse_effect
from grail_desktop.engine.traits import trait_note
from grail_desktop.engine.wording import (
    amount_word,
    costs_sentence,
    die_words,
    effect_phrase,
    effects_sentence,
    name_of,
    plural,
)

#: Standard actions shown on the action bar even when illegal (with the reason), in this order (ux.md).
STANDARD_ACTIONS: tuple[str, ...] = (
    "explore",
    "location-action",
    "character-action",
    "inspect-menhir",
    "activate-menhir",
    "pass",
)


def _party(words: list[str], catalog: Catalog) -> str:
    if "with" in words:
        members = words[words.index("with") + 1].split(",")
        return " with " + ", ".join(character_name(catalog, m) for m in members)
    return ""


def _card_name(catalog: Catalog, card: str) -> str:
    c = catalog.cards.get(card)
    return c.name if c is not None else card


def describe(notation: str, game: Any, catalog: Catalog) -> tuple[str, str]:
    """``(label, cost)`` for an action notation; cost may be ``""``."""
    words = notation.split()
    if not words:
        return notation, ""
    verb, args = words[0], words[1:]
    s = game.state
    who = active_character(game)
    here = catalog.locations.get(s.characters[who].location) if who and who in s.characters else None
    party = _party(words, catalog)
    members = 1 + (len(words[words.index("with") + 1].split(",")) if "with" in words else 0)
    if verb == "explore":
        place = here.name if here else tr("here")
        return tr("Explore {place}").format(place=place) + party, tr("{n} Energy").format(n=members)
    if verb == "travel" and args:
        to = catalog.locations.get(int(args[0])) if args[0].isdigit() else None
        name = f"{to.name} ({to.number})" if to else args[0]
        return tr("Travel to {place}").format(place=name) + party, tr("{n} Energy").format(n=members)
    if verb == "location-action":
        if here is not None and here.action is not None:
            return f"{here.action.name}{party}", tr("{n} Energy").format(n=here.action.cost)
        return tr("Location action"), ""
    if verb == "character-action":
        if who in catalog.characters:
            a = catalog.characters[who].action
            return f"{a.name}{party}", tr("{n} Energy").format(n=a.cost)
        return tr("Character action"), ""
    if verb == "inspect-menhir":
        return tr("Inspect the Menhir"), tr("free")
    if verb == "activate-menhir":
        cost, result = "", ""
        # the engine's location: the dial as the difficulty and house rules set it (what the waking does)
        here = getattr(game, "catalog", catalog).locations.get(here.number, here) if here is not None else None
        if here is not None and here.menhir is not None:
            # Menhir costs scale with the players (S1); a Status the waking marks is bookkeeping, not a price.
            cost = costs_sentence(catalog, here.menhir.cost_per_player, scale=s.players)
            lit = s.menhirs.get(str(here.number))
            # Re-activating sets the dial; leftover days are lost, never added (rules-decisions.md "Menhirs").
            # said whole, so a dial that goes down reads as going down (newcomer run: "sets its dial to 3, now 6")
            now = ""
            if lit is not None:
                if lit.dial > here.menhir.dial:
                    now = tr(" (down from {dial})").format(dial=lit.dial)
                elif lit.dial < here.menhir.dial:
                    now = tr(" (up from {dial})").format(dial=lit.dial)
            result = tr(": sets its dial to {dial}").format(dial=here.menhir.dial) + now
        return tr("Activate the Menhir") + result + party, cost
    if verb == "pass":
        return tr("Pass — end your day"), tr("free")
    if verb == "trade" and len(args) >= 3:
        giver, receiver, what = args[0], args[1], args[2]
        if what in catalog.items or what in catalog.secrets:
            thing = name_of(catalog, what)
        else:
            thing = f"{args[3] if len(args) > 3 else 1} {amount_word(what)}"
        return (
            f"{character_name(catalog, giver)} gives {thing} to {character_name(catalog, receiver)}",
            "free",
        )
    if verb == "pick-up" and len(args) == 2:
        item = catalog.items.get(args[1])
        return f"{character_name(catalog, args[0])} picks up {item.name if item else args[1]}", "free"
    if verb == "choose" and args:
        return _journal_option(game, catalog, args[0]), ""
    if verb == "equip" and args:
        held = catalog.items.get(args[0]) or catalog.secrets.get(args[0])
        return f"Keep {held.name if held else args[0]} face up", ""
    if verb == "guardian" and args:
        enemy = catalog.enemies.get(args[0])
        return f"Face {enemy.name if enemy else args[0]} first", ""
    if verb == "eat":
        return tr("Eat 1 Food: +1 Health, −1 Terror"), tr("1 Food")
    if verb == "fast":
        return tr("Go without food: Energy drops to 0 (or lose 1 Health if it is already 0)"), ""
    if verb == "raise" and args:
        return f"Raise {args[0].capitalize()}", ""
    if verb == "advance" and args:
        return f"Buy a {args[0].capitalize()} card: see 3, keep 1", "2 Experience"
    if verb == "take" and args:
        # "Keep", not "Take": a card named "Take the Blow" read "Take Take the Blow" (newcomer run)
        return f"Keep the card {_card_name(catalog, args[0])}", ""
    if verb == "cut" and args:
        return f"Cut {_card_name(catalog, args[0])} from the deck (kept aside)", ""
    if verb == "restore" and args:
        return f"Put {_card_name(catalog, args[0])} back into the deck", ""
    if verb == "done":
        return tr("Done"), ""
    if verb == "skill" and len(args) == 2:
        skill = catalog.skills.get(args[0])
        # Sides are numbered 1 and 2 in the notation (docs/notation.md).
        if skill is not None and args[1].isdigit() and 1 <= int(args[1]) <= len(skill.sides):
            side = skill.sides[int(args[1]) - 1]
            return f"Take the skill {side.name}: {side.text}", ""
        return f"Take skill {args[0]} side {args[1]}", ""
    if verb == "claim" and args:
        return f"Claim {character_name(catalog, args[0])}", ""
    if verb == "join" and args:
        if args[0] == "none":
            return "Face it alone", ""
        return "Let " + ", ".join(character_name(catalog, c) for c in args[0].split(",")) + " join the fight", ""
    if verb == "sit-out":
        return "Claim nobody: sit out while the others play on", ""
    if verb == "discard" and args:
        item = catalog.items.get(args[0])
        return f"Discard {item.name if item else args[0]}", ""
    if verb == "give" and len(args) == 2:
        secret = catalog.secrets.get(args[0])
        return f"Give {secret.name if secret else args[0]} to {character_name(catalog, args[1])}", ""
    if verb == "mercy":
        return "Accept the mercy: restart the chapter", ""
    if verb == "next-chapter":
        return _next_chapter_label(game, catalog, args), ""
    return _encounter_label(verb, args, game, catalog) or (clean(notation.replace("-", " "), catalog).capitalize(), "")


def action_does(notation: str, game: Any, catalog: Catalog) -> str:
    """What a location's or character's own action does, from its card (its text, else its effects in words);
    ``""`` for other actions (their tooltip says what the verb does). Issue 19: a location action's tooltip said
    only "This location's own action, as its card says"."""
    verb = notation.split(" ", 1)[0]
    who = active_character(game)
    if not who or who not in game.state.characters:
        return ""
    if verb == "location-action":
        here = catalog.locations.get(game.state.characters[who].location)
        action = here.action if here is not None else None
        if action is None:
            return ""
        does = action.text.strip() or effects_sentence(catalog, action.effects)
        # the card's own text names its price already; effects in words do not
        extra = "" if action.text.strip() else costs_sentence(catalog, action.costs)
        once = " Once a day." if action.once_per_day else ""
        return (does[:1].upper() + does[1:]).rstrip(".") + "." + (f" It also costs {extra}." if extra else "") + once
    if verb == "character-action" and who in catalog.characters:
        a = catalog.characters[who].action
        does = a.text.strip() or effects_sentence(catalog, a.effects)
        return (does[:1].upper() + does[1:]).rstrip(".") + "."
    return ""


def _next_chapter_label(game: Any, catalog: Catalog, args: list[str]) -> str:
    """``"Begin Chapter II: The Drowned Roads with Maelon Harrow and Ceri Halen (fresh); Gwawr Tanat stays
    behind"`` (issue 24): the same living party without arguments, else the party named, a character nobody has
    played yet marked fresh, and who stays behind (S0 "Adding or Removing players")."""
    from grail_desktop.engine.chapters import chapter_name

    state = game.state
    number = catalog.chapter_after(state.chapter)
    title = chapter_name(catalog, number) if number is not None else "the next chapter"
    party = args[0].split(",") if args else [c for c in state.order if not state.characters[c].dead]
    names = [character_name(catalog, c) + ("" if c in state.characters else " (fresh)") for c in party]
    who = " and ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names)
    if not args:
        return f"Begin {title} with the same party: {who}"
    gone = [character_name(catalog, c) for c in state.order if c not in party and not state.characters[c].dead]
    change = f"; {' and '.join(gone)} {'stay' if len(gone) > 1 else 'stays'} behind" if gone else ""
    return f"Begin {title} with {who}{change}"


def confirm_before(game: Game, notation: str) -> str | None:
    """What to ask before submitting ``notation``, or None: an activation that lowers a lit Menhir's dial
    (rules-decisions.md "Menhirs": leftover days are lost; issue 20)."""
    if not notation.startswith("activate-menhir"):
        return None
    who = game.current_actor()
    if who is None:
        return None
    return legal.menhir_lowering_warning(game, game.state.characters[who].location)


def _journal_option(game: Any, catalog: Catalog, number: str) -> str:
    exploration = game.state.exploration
    if exploration is None or not number.isdigit():
        return f"Choose {number}"
    section = catalog.journal.get(exploration.section)
    index = int(number) - 1
    if section is None or not 0 <= index < len(section.options):
        return f"Choose {number}"
    return section.options[index].text


def _encounter_label(verb: str, args: list[str], game: Any, catalog: Catalog) -> tuple[str, str] | None:
    if verb == "draw":
        return "Draw a card", ""
    if verb == "play" and len(args) >= 3:
        return f"Play {_card_name(catalog, args[0])} on the chain of {_enemy(game, catalog, args[2])}", ""
    if verb == "commit" and len(args) == 2 and args[1].isdigit():
        return f"Commit {plural(int(args[1]), args[0] + ' die')}{_dial_note(game, args[0], int(args[1]))}", ""
    if verb == "roll":
        return _roll_label(game), ""
    if verb == "apply" and len(args) == 3:
        return f"Apply {_die(game, args[0])} to {_enemy(game, catalog, args[2])}", ""
    if verb == "use" and args:
        item = catalog.items.get(args[0])
        return f"Use {item.name if item else args[0]}", ""
    if verb == "end-phase":
        return "End this Strategy phase", ""
    if verb == "resolve":
        if _all_defeated(game):  # newcomer 6: after a win the offer still spoke of Strategy phases
            return "Resolve: every enemy is defeated, so the fight is won", ""
        return "Finish your Strategy phases (dice not applied are exhausted)", ""
    if verb == "escape":
        return "Escape (pay the escape cost)", ""
    if verb == "take-reward":
        return f"Take the reward: {_reward(game, catalog, args[0] if args else '')}", ""
    if verb == "discard-card" and args:
        return f"Discard {_card_name(catalog, args[0])}", ""
    if verb == "skip-reward":
        return "Skip the reward", ""
    return None


def _all_defeated(game: Any) -> bool:
    """Every enemy of the running encounter is defeated (the fight is won at the next Resolve; S2 "Resolve")."""
    enc = game.state.encounter
    return enc is not None and bool(enc.enemies) and all(e.defeated for e in enc.enemies)


def _roll_label(game: Any) -> str:
    """``Roll 2 dice``; with no die in the active area, that the roll is skipped (newcomer 6: "Roll the active
    dice" was offered with none)."""
    enc = game.state.encounter
    dice = [d for d in enc.current().active if not d.applied] if enc is not None and enc.participants else []
    if not dice:
        return "Go on without rolling (no die is left to roll)"
    return f"Roll {plural(len(dice), 'die')} in the active area"


def _dial_note(game: Any, colour: str, n: int = 2) -> str:
    """Whether ``n`` dice of ``colour`` count under the dial now (S2: only the dial's colour applies)."""
    enc = game.state.encounter
    if enc is None or getattr(enc, "any_colour", False):
        return ""
    they, count, do = ("it", "counts", "does") if n == 1 else ("they", "count", "do")
    return (
        f" ({they} {count} under the dial now)"
        if colour == enc.dial
        else f" ({they} {do} not count now: the dial is {enc.dial})"
    )


def _die(game: Any, number: str) -> str:
    """Active die ``number`` (1-based) by colour and face, never by its number (issue 19: "Apply die 4")."""
    enc = game.state.encounter
    if enc is None or not number.isdigit() or not enc.participants:
        return "a die"
    active = enc.current().active
    if not 0 < int(number) <= len(active):
        return "a die"
    return die_words([(d.colour, d.face) for d in active], int(number) - 1)


def _enemy(game: Any, catalog: Catalog, number: str) -> str:
    """Enemy ``number`` (1-based) of the running encounter by name."""
    enc = game.state.encounter
    if enc is not None and number.isdigit() and 0 < int(number) <= len(enc.enemies):
        return name_of(catalog, enc.enemies[int(number) - 1].id)
    return f"enemy {number}"


def _reward(game: Any, catalog: Catalog, number: str) -> str:
    """Reward ``number`` (1-based) on offer, in words."""
    enc = game.state.encounter
    offer = enc.reward_offer if enc is not None else []
    if number.isdigit() and 0 < int(number) <= len(offer):
        text = str(offer[int(number) - 1])
        return effect_phrase(catalog, text) + trait_note(game, enc.current().character, [parse_effect(text)])
    return number


#: Prefixes that turn terse engine texts into chronicle lines.
_CHRONICLE_PREFIX = {
    "SectionRead": "Journal: ",
    "OptionChosen": "Chose: ",
    "ExplorationEnded": "Journal: ",
    "EventRevealed": "Event: ",
    "QuestAdded": "Quest: ",
}

_RESOURCE_WORDS = {
    "food": "Food",
    "wealth": "Wealth",
    "reputation": "Reputation",
    "magic": "Magic",
    "experience": "Experience",
}
_QUOTED = re.compile(r"^(Status marked|Status cleared|Time Dial|Quest Dial)(:? )'?([a-z0-9.-]+)'?(.*)$")


def pretty_status(name: str) -> str:
    """A status or dial id as words: ``"ianto-talked"`` → ``"ianto talked"``, ``"lamp.2"`` → ``"lamp (2)"``."""
    base, _, part = name.partition(".")
    words = base.replace("-", " ")
    return f"{words} ({part})" if part else words


#: The closing words of a reading, by ``state.exploration.kind`` (S1 "Explore": "Exploration ends"; a Dream is
#: not an exploration: newcomer 6 read "Journal: Exploration ends" after one).
READING_ENDS = {
    "dream": "The Dream ends",
    "nightmare": "The Nightmare ends",
    "event": "The reading ends",
    "mercy": "The reading ends",
}


def event_line(event: Any, catalog: Catalog | None = None) -> str:
    """:func:`chronicle_line` of an :class:`~grail_desktop.engine.core.Event`, with what only its data says
    (which kind of reading ended)."""
    if event.kind == "ExplorationEnded":
        ending = READING_ENDS.get(str(event.get("kind") or ""))
        if ending:
            return ending
    return chronicle_line(event.kind, event.text, catalog)


def chronicle_line(kind: str, text: str, catalog: Catalog | None = None) -> str:
    """The chronicle's line for an event of ``kind`` with the engine's ``text``.

    Journal kinds read as sentences: ``Chose: “Leave.”``, ``Status: You heard the drowned bell``,
    ``Ceri Halen gained 1 Food`` (resource words capitalised as on the tray). With ``catalog`` any id or
    notation left in the text is put in words (:func:`grail_desktop.app.words.clean`).
    """
    if catalog is not None:
        text = clean(text, catalog)
    if kind == "OptionChosen" and not text.startswith("Chose: "):
        return f"Chose: “{text}”"
    if kind in ("StatusMarked", "StatusCleared", "DialSet"):
        match = _QUOTED.match(text)
        if match:
            head, sep, name, rest = match.groups()
            return f"{head}{sep}“{pretty_status(name)}”{rest}"
    if kind == "ResourceChanged":
        words = text.split(" ")
        if words and words[-1] in _RESOURCE_WORDS:
            words[-1] = _RESOURCE_WORDS[words[-1]]
        return " ".join(words)
    prefix = _CHRONICLE_PREFIX.get(kind, "")
    if kind == "QuestAdded" and text.startswith("New Active Quest"):
        return text  # already says what it is ("Quest: New Active Quest: …" doubled it)
    return text if text.startswith(prefix) else prefix + text
