"""Plain-words labels for action notations, for buttons, tooltips and the chronicle.

``describe(notation, game, catalog)`` returns ``(label, cost)``: e.g. ``travel 102`` →
``("Travel to Hollow Ferry (102)", "1 Energy")``. Unknown verbs fall back to the notation itself, so a new
engine verb is still playable before it gets its own words.
"""

from __future__ import annotations

import re
from typing import Any

from grail_desktop.app.emphasis import unmarked
from grail_desktop.app.event_words import chapter_words, effects_words, phrase, sentence_words
from grail_desktop.app.event_words import die_words as event_die_words
from grail_desktop.app.i18n import number as locale_number
from grail_desktop.app.i18n import term, tr, tr_noop
from grail_desktop.app.views import active_character, character_name
from grail_desktop.app.words import clean, old_lines
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

#: A card text that already says its action is once a day (the packs' English and German wording): the
#: tooltip then does not say it twice ("Once per day. Once a day.", newcomer report 165).
_SAYS_ONCE = re.compile(r"once (?:per|a) day|einmal (?:pro|am) tag", re.IGNORECASE)

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
        return tr(" with {names}").format(names=", ".join(character_name(catalog, m) for m in members))
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
        name = to.name if to else args[0]
        # the engine's price: 1 Energy each, 1 more while Going Insane (a newcomer paid 2 under "1 Energy each")
        travellers = [who, *(words[words.index("with") + 1].split(",") if "with" in words else [])]
        known = [m for m in travellers if m and m in s.characters and m in game.catalog.characters]
        price = sum(legal.travel_cost(game, m) for m in known) if len(known) == len(travellers) else members
        why = travel_price_why(game, catalog, known, who)
        cost = tr("{n} Energy").format(n=price)
        return tr("Travel to {place}").format(place=name) + party, f"{cost}: {why}" if why else cost
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
            cost = effects_words(costs_sentence(catalog, here.menhir.cost_per_player, scale=s.players))
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
            thing = f"{args[3] if len(args) > 3 else 1} {term(amount_word(what))}"
        return (
            tr("{giver} gives {thing} to {receiver}").format(
                giver=character_name(catalog, giver), thing=thing, receiver=character_name(catalog, receiver)
            ),
            tr("free"),
        )
    if verb == "pick-up" and len(args) == 2:
        item = catalog.items.get(args[1])
        return tr("{who} picks up {item}").format(
            who=character_name(catalog, args[0]), item=item.name if item else args[1]
        ), tr("free")
    if verb == "choose" and args:
        return _journal_option(game, catalog, args[0]), ""
    if verb == "equip" and args:
        held = catalog.items.get(args[0]) or catalog.secrets.get(args[0])
        return tr("Keep {item} face up").format(item=held.name if held else args[0]), ""
    if verb == "guardian" and args:
        enemy = catalog.enemies.get(args[0])
        return tr("Face {enemy} first").format(enemy=enemy.name if enemy else args[0]), ""
    if verb == "eat":
        return tr("Eat 1 Food: +1 Health, −1 Terror"), tr("1 Food")
    if verb == "fast":
        return tr("Go without food: Energy drops to 0 (or lose 1 Health if it is already 0)"), ""
    if verb == "raise" and args:
        return tr("Raise {attribute}").format(attribute=term(args[0])), ""
    if verb == "advance" and args:
        card = (
            tr("Buy a Combat card: see 3, keep 1") if args[0] == "combat" else tr("Buy a Diplomacy card: see 3, keep 1")
        )
        return card, tr("{cost} Experience").format(cost=2)
    if verb == "take" and args:
        # "Keep", not "Take": a card named "Take the Blow" read "Take Take the Blow" (newcomer run)
        return tr("Keep the card {card}").format(card=_card_name(catalog, args[0])), ""
    if verb == "cut" and args:
        return tr("Cut {card} from the deck (kept aside)").format(card=_card_name(catalog, args[0])), ""
    if verb == "restore" and args:
        return tr("Put {card} back into the deck").format(card=_card_name(catalog, args[0])), ""
    if verb == "done":
        return tr("Done"), ""
    if verb == "skill" and len(args) == 2:
        skill = catalog.skills.get(args[0])
        # Sides are numbered 1 and 2 in the notation (docs/notation.md).
        if skill is not None and args[1].isdigit() and 1 <= int(args[1]) <= len(skill.sides):
            side = skill.sides[int(args[1]) - 1]
            return tr("Take the skill {name}: {text}").format(name=side.name, text=side.text), ""
        return tr("Take skill {skill} side {side}").format(skill=args[0], side=args[1]), ""
    if verb == "claim" and args:
        return tr("Claim {who}").format(who=character_name(catalog, args[0])), ""
    if verb == "join" and args:
        if args[0] == "none":
            return tr("Face it alone"), ""
        names = ", ".join(character_name(catalog, c) for c in args[0].split(","))
        return tr("Let {names} join the fight").format(names=names), ""
    if verb == "sit-out":
        return tr("Claim nobody: sit out while the others play on"), ""
    if verb == "discard" and args:
        item = catalog.items.get(args[0])
        return tr("Discard {item}").format(item=item.name if item else args[0]), ""
    if verb == "give" and len(args) == 2:
        secret = catalog.secrets.get(args[0])
        return tr("Give {secret} to {who}").format(
            secret=secret.name if secret else args[0], who=character_name(catalog, args[1])
        ), ""
    if verb == "mercy":
        return tr("Accept the mercy: restart the chapter"), ""
    if verb == "next-chapter":
        return _next_chapter_label(game, catalog, args), ""
    return _encounter_label(verb, args, game, catalog) or (clean(notation.replace("-", " "), catalog).capitalize(), "")


def travel_price_why(game: Game, catalog: Catalog, travellers: list[str], who: str | None) -> str:
    """Why a journey costs more than 1 Energy a traveller ("" when it does not): "you are Going Insane", or
    who of the party is (rules-decisions.md "Dying and Going Insane": Travel costs 1 more Energy). Issue 19:
    a price that changes says why beside it."""
    insane = [m for m in travellers if m in game.state.characters and legal.travel_cost(game, m) > 1]
    if not insane:
        return ""
    if insane == [who]:
        return tr("you are Going Insane")
    names = [character_name(catalog, m) for m in insane]
    if len(names) == 1:
        return tr("{name} is Going Insane").format(name=names[0])
    return tr("{names} are Going Insane").format(names=", ".join(names[:-1]) + tr(" and ") + names[-1])


def travel_closed(game: Game, catalog: Catalog) -> str:
    """Why no journey is open to the acting character During the Day ("" when one is, or nobody acts): the
    price against the Energy left (1 Energy, 1 more while Going Insane; rules-decisions.md "Dying and Going
    Insane"), or no card connected. Issue 18: Travel vanished from the actions with no word why."""
    from grail_desktop.engine import mapgrid

    who = active_character(game)
    state = game.state
    if who is None or who not in state.characters or state.phase != "day":
        return ""
    here = state.characters[who].location
    targets = [n for _d, n in mapgrid.connected(game.catalog, state, here)]
    if not targets:
        return tr("no Direction Key leads on from here")
    price, have = legal.travel_cost(game, who), state.characters[who].energy
    if have < price:
        cost = tr("{n} Energy").format(n=price)
        why = travel_price_why(game, catalog, [who], who)
        if why:
            return tr("a journey costs {cost}, as {why}, and {have} Energy is left").format(
                cost=cost, why=why, have=have
            )
        return tr("a journey costs {cost} (there is {have})").format(cost=cost, have=have)
    reason = game.illegal_reason(f"travel {targets[0]}")
    return clean(reason, catalog, game) if reason else ""


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
        does = action.text.strip() or effects_words(effects_sentence(catalog, action.effects))
        # the card's own text names its price already; effects in words do not
        extra = "" if action.text.strip() else effects_words(costs_sentence(catalog, action.costs))
        once = tr(" Once a day.") if action.once_per_day and not _SAYS_ONCE.search(does) else ""
        also = tr(" It also costs {cost}.").format(cost=extra) if extra else ""
        return (does[:1].upper() + does[1:]).rstrip(".") + "." + also + once
    if verb == "character-action" and who in catalog.characters:
        a = catalog.characters[who].action
        does = a.text.strip() or effects_words(effects_sentence(catalog, a.effects))
        return (does[:1].upper() + does[1:]).rstrip(".") + "."
    return ""


def _next_chapter_label(game: Any, catalog: Catalog, args: list[str]) -> str:
    """``"Begin Chapter II: The Drowned Roads with Maelon Harrow and Ceri Halen (fresh); Gwawr Tanat stays
    behind"`` (issue 24): the same living party without arguments, else the party named, a character nobody has
    played yet marked fresh, and who stays behind (S0 "Adding or Removing players")."""
    from grail_desktop.engine.chapters import chapter_name

    state = game.state
    number = catalog.chapter_after(state.chapter)
    title = chapter_words(chapter_name(catalog, number)) if number is not None else tr("the next chapter")
    party = args[0].split(",") if args else [c for c in state.order if not state.characters[c].dead]
    names = [character_name(catalog, c) + ("" if c in state.characters else tr(" (fresh)")) for c in party]
    who = f" {tr('and')} ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names)
    if not args:
        return tr("Begin {chapter} with the same party: {who}").format(chapter=title, who=who)
    gone = [character_name(catalog, c) for c in state.order if c not in party and not state.characters[c].dead]
    left = f" {tr('and')} ".join(gone)
    change = (tr("; {names} stay behind") if len(gone) > 1 else tr("; {names} stays behind")).format(names=left)
    return tr("Begin {chapter} with {who}{change}").format(chapter=title, who=who, change=change if gone else "")


def confirm_before(game: Game, notation: str) -> str | None:
    """What to ask before submitting ``notation``, or None: an activation that lowers a lit Menhir's dial
    (rules-decisions.md "Menhirs": leftover days are lost; issue 20)."""
    if not notation.startswith("activate-menhir"):
        return None
    who = game.current_actor()
    if who is None:
        return None
    here = game.state.characters[who].location
    change = legal.menhir_dial_change(game, here)
    now, after = change if change is not None else (None, 0)
    if now is None or now <= after:
        return None  # as legal.menhir_lowering_warning: only a lit dial that would be lowered
    return tr(
        "The Menhir of {place} is still lit with {days} on its dial. Waking it again sets the dial to {dial}: "
        "{lost} of light are thrown away, never added."
    ).format(
        place=game.catalog.locations[here].name,
        days=tr("%n day(s)", n=now),
        dial=locale_number(after),
        lost=tr("%n day(s)", n=now - after),
    )


def _journal_option(game: Any, catalog: Catalog, number: str) -> str:
    exploration = game.state.exploration
    if exploration is None or not number.isdigit():
        return tr("Choose {n}").format(n=number)
    section = catalog.journal.get(exploration.section)
    index = int(number) - 1
    if section is None or not 0 <= index < len(section.options):
        return tr("Choose {n}").format(n=number)
    return unmarked(section.options[index].text)


def _encounter_label(verb: str, args: list[str], game: Any, catalog: Catalog) -> tuple[str, str] | None:
    if verb == "draw":
        return tr("Draw a card"), ""
    if verb == "play" and len(args) >= 3:
        return tr("Play {card} on the chain of {enemy}").format(
            card=_card_name(catalog, args[0]), enemy=_enemy(game, catalog, args[2])
        ), ""
    if verb == "commit" and len(args) == 2 and args[1].isdigit():
        dice = phrase(plural(int(args[1]), args[0] + " die"))
        return tr("Commit {dice}{note}").format(dice=dice, note=_dial_note(game, args[0], int(args[1]))), ""
    if verb == "roll":
        return _roll_label(game), ""
    if verb == "apply" and len(args) == 3:
        return tr("Apply {die} to {enemy}", "action label").format(
            die=_die(game, args[0]), enemy=_enemy(game, catalog, args[2])
        ), ""
    if verb == "use" and args:
        item = catalog.items.get(args[0])
        return tr("Use {item}").format(item=item.name if item else args[0]), ""
    if verb == "end-phase":
        return tr("End this Strategy phase"), ""
    if verb == "resolve":
        if _all_defeated(game):  # newcomer 6: after a win the offer still spoke of Strategy phases
            return tr("Resolve: every enemy is defeated, so the fight is won"), ""
        return tr("Finish your Strategy phases (dice not applied are exhausted)"), ""
    if verb == "escape":
        return tr("Escape (pay the escape cost)"), ""
    if verb == "take-reward":
        return tr("Take the reward: {reward}").format(reward=_reward(game, catalog, args[0] if args else "")), ""
    if verb == "discard-card" and args:
        return tr("Discard {card}").format(card=_card_name(catalog, args[0])), ""
    if verb == "skip-reward":
        return tr("Skip the reward"), ""
    return None


def _all_defeated(game: Any) -> bool:
    """Every enemy of the running encounter is defeated (the fight is won at the next Resolve; S2 "Resolve")."""
    enc = game.state.encounter
    return enc is not None and bool(enc.enemies) and all(e.defeated for e in enc.enemies)


def _roll_label(game: Any) -> str:
    """``Roll 2 dice``; with no die in the active area, that the roll is skipped (newcomer 6: "Roll the active
    dice" was offered with none)."""
    enc = game.state.encounter
    member = enc.current() if enc is not None and enc.participants else None
    dice = [d for d in member.active if not d.applied] if member is not None else []
    if not dice:
        pool = len(member.pool) if member is not None else 0
        if pool:  # issue 19: "no die is left" was said with dice still in the pool (none committed)
            if pool == 1:
                return tr("Go on without rolling: no die is committed, and the pool still holds 1 die")
            return tr("Go on without rolling: no die is committed, and the pool still holds {n} dice").format(
                n=locale_number(pool)
            )
        return tr("Go on without rolling (no die is left to roll)")
    return tr("Roll {dice} in the active area").format(dice=phrase(plural(len(dice), "die")))


_TRAIT_NOTE = re.compile(r" \((.+)'s trait, (.+): also (.+)\)$")


def trait_words(note: str) -> str:
    """:func:`~grail_desktop.engine.traits.trait_note`'s English (``" (Ceri Halen's trait, Tide-Sick: also gain
    1 Terror)"``) in the interface language; ``""`` stays ``""``."""
    match = _TRAIT_NOTE.match(note)
    if match is None:
        return note
    name, trait, effects = match.groups()
    return tr(" ({name}'s trait, {trait}: also {effects})").format(
        name=name, trait=trait, effects=effects_words(effects)
    )


def _dial_note(game: Any, colour: str, n: int = 2) -> str:
    """Whether ``n`` dice of ``colour`` count under the dial now (S2: only the dial's colour applies)."""
    enc = game.state.encounter
    if enc is None or getattr(enc, "any_colour", False):
        return ""
    if colour == enc.dial:
        return tr(" (it counts under the dial now)") if n == 1 else tr(" (they count under the dial now)")
    note = (
        tr(" (it does not count now: the dial is {dial})")
        if n == 1
        else tr(" (they do not count now: the dial is {dial})")
    )
    return note.format(dial=phrase(enc.dial))


def _die(game: Any, number: str) -> str:
    """Active die ``number`` (1-based) by colour and face, never by its number (issue 19: "Apply die 4")."""
    enc = game.state.encounter
    if enc is None or not number.isdigit() or not enc.participants:
        return tr("a die")
    active = enc.current().active
    if not 0 < int(number) <= len(active):
        return tr("a die")
    return event_die_words(die_words([(d.colour, d.face) for d in active], int(number) - 1))


def _enemy(game: Any, catalog: Catalog, number: str) -> str:
    """Enemy ``number`` (1-based) of the running encounter by name."""
    enc = game.state.encounter
    if enc is not None and number.isdigit() and 0 < int(number) <= len(enc.enemies):
        return name_of(catalog, enc.enemies[int(number) - 1].id)
    return tr("enemy {n}").format(n=number)


def _reward(game: Any, catalog: Catalog, number: str) -> str:
    """Reward ``number`` (1-based) on offer, in words."""
    enc = game.state.encounter
    offer = enc.reward_offer if enc is not None else []
    if number.isdigit() and 0 < int(number) <= len(offer):
        text = str(offer[int(number) - 1])
        note = trait_words(trait_note(game, enc.current().character, [parse_effect(text)]))
        return effects_words(effect_phrase(catalog, text)) + note
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
    "dream": tr_noop("The Dream ends"),
    "nightmare": tr_noop("The Nightmare ends"),
    "event": tr_noop("The reading ends"),
    "mercy": tr_noop("The reading ends"),
}


def event_line(event: Any, catalog: Catalog | None = None) -> str:
    """:func:`chronicle_line` of an :class:`~grail_desktop.engine.core.Event`, with what only its data says
    (which kind of reading ended)."""
    if event.kind == "ExplorationEnded":
        ending = READING_ENDS.get(str(event.get("kind") or ""))
        if ending:
            return tr(ending)
    return chronicle_line(event.kind, event.text, catalog)


def chronicle_line(kind: str, text: str, catalog: Catalog | None = None) -> str:
    """The chronicle's line for an event of ``kind`` with the engine's ``text``.

    Journal kinds read as sentences: ``Chose: “Leave.”``, ``Status: You heard the drowned bell``,
    ``Ceri Halen gained 1 Food`` (resource words capitalised as on the tray). With ``catalog`` any id or
    notation left in the text is put in words (:func:`grail_desktop.app.words.clean`). In the interface
    language (:func:`grail_desktop.app.event_words.sentence_words`).
    """
    return sentence_words(kind, _english_line(kind, text, catalog))


def _english_line(kind: str, text: str, catalog: Catalog | None) -> str:
    if catalog is not None:
        text = clean(text, catalog)
    if kind == "OptionChosen" and not text.startswith("Chose: "):
        return f"Chose: “{text}”"
    if kind in ("StatusMarked", "StatusCleared", "DialSet"):
        match = _QUOTED.match(text)
        if match:
            head, sep, name, rest = match.groups()
            line = f"{head}{sep}“{pretty_status(name)}”{rest}"
            return old_lines(line, catalog)
    if kind == "ResourceChanged":
        words = text.split(" ")
        if words and words[-1] in _RESOURCE_WORDS:
            words[-1] = _RESOURCE_WORDS[words[-1]]
        return " ".join(words)
    prefix = _CHRONICLE_PREFIX.get(kind, "")
    if kind == "QuestAdded" and text.startswith("New Active Quest"):
        return text  # already says what it is ("Quest: New Active Quest: …" doubled it)
    return text if text.startswith(prefix) else prefix + text
