"""Effects and costs as sentences, and plurals: the one wording every front end and event text uses.

:func:`effects_sentence` turns effect lines (``docs/content-format.md`` "Effects") into words, merging repeats
(``pay magic 1`` twice → ``2 Magic``); :func:`costs_sentence` says a price without verbs (``2 Magic and 1
Wealth``); :func:`plural` counts nouns (``1 red die``, ``3 cards``). The wording is a table,
:data:`EFFECT_PHRASES`: a new effect word needs one line there. Ids become display names through the catalog
(``names.toml`` for Statuses, dials and endings); a word missing from the table reads as its words with the
hyphens taken out, never as raw notation. Pure: no Qt, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.effects import Effect, VocabularyError, parse_effect

#: Open decisions (``Pending.kind``) as the player reads them.
DECISION_NAMES: dict[str, str] = {
    "journal": "choose a journal option",
    "rest": "eat or go without food",
    "advance": "spend Experience",
    "pick-card": "keep one of three Advancement cards",
    "skill": "choose a Skill and its side",
    "equip": "choose which card stays face up, in use (the other of its keyword is kept face down, not in use)",
    "guardian": "choose which Guardian to face first",
    "claim": "choose a character to take up",
    "secret": "pass on a Secret",
    "mercy": "accept the Allmother's Mercy",
    "next-chapter": "begin the next chapter",
}

#: Nouns whose plural is not noun + s.
_IRREGULAR = {"die": "dice", "Time Token": "Time Tokens", "Quest Token": "Quest Tokens", "enemy": "enemies"}

#: A resource or track id as the tray writes it.
AMOUNT_WORDS = {
    "food": "Food",
    "wealth": "Wealth",
    "reputation": "Reputation",
    "magic": "Magic",
    "experience": "Experience",
    "energy": "Energy",
    "health": "Health",
    "terror": "Terror",
}

#: effect word → template. ``{n}`` is the effect's number (merged repeats are added up), ``{a0}``/``{a1}`` its
#: other arguments in words (ids as display names), ``[die|dice]`` picks by ``{n}``. An empty template means the
#: effect is bookkeeping a player need not read (``goto``).
EFFECT_PHRASES: dict[str, str] = {
    "gain": "gain {n} {a0}",
    "lose": "lose {n} {a0}",
    "pay": "pay {n} {a0}",
    "mark": "the Status “{a0}”",
    "unmark": "the Status “{a0}” is cleared",
    "goto": "",
    "end": "the exploration ends",
    "quest": "the Active Quest {a0}",
    "complete-quest": "the quest {a0} is completed",
    "random-events": "{n} random [event|events] on top of the Event deck",
    "time-dial": "the Time Dial “{a0}” set to {n}",
    "quest-dial": "the Quest Dial “{a0}” set to {n}",
    "advance-quest-dial": "the Quest Dial “{a0}” advances by {n}",
    "time-token": "{n} Time [Token|Tokens] on {a0}",
    "win": "the chapter is won: {a0}",
    "replace": "{a0} is transformed into {a1}",
    "move": "move to {a0}",
    "move-lowest": "move to the lowest-numbered location",
    "item": "the Item {a0}",
    "draw-item": "draw {a0} from the Item deck",
    "discard-item": "discard the Item {a0}",
    "discard-items": "discard {n} [Item|Items] (never a Secret)",
    "secret": "the Secret {a0}",
    "discard-secret": "give up the Secret {a0}",
    "encounter": "a {a0} encounter",
    "fight": "a fight with {a0}",
    "hits": "{n} [hit|hits]",
    "draw": "draw {n} [card|cards]",
    "strike-again": "strike once more",
    "add-die": "gain {n} {a0} [die|dice]",
    "refresh-die": "refresh {n} {a0} [die|dice]",
    "any-colour": "dice of any colour apply",
    "turn-dial": "turn the dial",
    "block": "block {n}",
    "discard": "discard {n} [card|cards]",
}

_CHOICE = re.compile(r"\[([^|\]]*)\|([^\]]*)\]")
_ITEM_FILTER_WORDS = {"any": "an Item", "craftable": "a craftable Item"}


def plural(n: int, noun: str) -> str:
    """``plural(1, "red die")`` → ``"1 red die"``, ``plural(3, "card")`` → ``"3 cards"``."""
    if n == 1:
        return f"{n} {noun}"
    head, _sep, last = noun.rpartition(" ")
    for single, many in _IRREGULAR.items():
        if noun.endswith(single):
            return f"{n} {noun[: len(noun) - len(single)]}{many}"
    return f"{n} {head + ' ' if head else ''}{last}s"


def either(words: Sequence[str], joiner: str = "or") -> str:
    """``["top", "middle"]`` → ``"top or middle"``; three or more → ``"top, middle or bottom"``."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {joiner} {words[-1]}"


def strike_nodes(positions: Sequence[str]) -> str:
    """Where a strike meets the card before it, as a sentence head (S2 "Play": a strike happens when its node
    meets a right-edge node): ``("top", "middle")`` → ``"If the card before it has a top or middle node"``
    (issue 19, newcomer 10: "On a top node" did not say whose node)."""
    return f"If the card before it has a {either(positions)} node"


def right_nodes(nodes: Sequence[str]) -> str:
    """A card's right edge in words: ``("top", "bottom")`` → ``"its right edge has top and bottom nodes"``;
    none → ``"its right edge has no nodes: no card can follow it"``."""
    if not nodes:
        return "its right edge has no nodes: no card can follow it"
    if len(nodes) == 1:  # "has middle node" lacked its article
        return f"its right edge has a {nodes[0]} node"
    return f"its right edge has {either(nodes, 'and')} nodes"


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def face_word(face: str | None) -> str:
    """A die face in words: ``"double-hit"`` → ``"double hit"``; None (not rolled) → ``"not rolled"``."""
    return "not rolled" if face is None else face.replace("-", " ")


def die_words(dice: Sequence[tuple[str, str | None]], index: int) -> str:
    """Die ``index`` (0-based) of ``dice`` (colour, face) named as a player sees it, without a number:
    ``"the red hit"``, or ``"the second red hit"`` where several dice show the same colour and face."""
    colour, face = dice[index]
    what = f"{colour} {face_word(face)}" if face is not None else f"unrolled {colour} die"
    same = [i for i, d in enumerate(dice) if d == (colour, face)]
    if len(same) > 1:
        n = same.index(index)
        return f"the {_ORDINALS[n] if n < len(_ORDINALS) else str(n + 1) + 'th'} {what}"
    return f"the {what}"


def dice_list(dice: Sequence[tuple[str, str | None]]) -> str:
    """Rolled dice as a list: ``"a red hit, a blue miss and a gold double hit"`` (S2 dice faces)."""
    return either([f"a {c} {face_word(f)}" for c, f in dice], "and")


def amount_word(what: str) -> str:
    """``"magic"`` → ``"Magic"`` (the tray's words; ``experience`` → ``Experience``)."""
    return AMOUNT_WORDS.get(what, what.replace("-", " ").capitalize())


def name_of(catalog: Catalog, ident: str) -> str:
    """The display name of any id a player may meet: Item, Secret, card, enemy, Event (its title), character,
    Status, dial, ending, location number; unknown ids read as words (hyphens taken out)."""
    for table in (catalog.items, catalog.secrets, catalog.cards, catalog.enemies, catalog.characters):
        if ident in table:
            return str(table[ident].name)
    if ident in catalog.events:
        return catalog.events[ident].title
    for names in (catalog.status_names, catalog.dial_names, catalog.ending_names):
        if ident in names:
            return names[ident]
    if ident.isdigit() and int(ident) in catalog.locations:
        return catalog.locations[int(ident)].name
    if ident == catalog.campaign.id:
        return catalog.campaign.title
    return ident.replace("-", " ")


def _argument(catalog: Catalog, word: str, arg: str) -> str:
    if word in ("gain", "lose", "pay"):
        return amount_word(arg)
    if word == "draw-item":
        return _ITEM_FILTER_WORDS.get(arg, f"a {arg.capitalize()} Item")
    if word in ("add-die", "refresh-die", "encounter"):
        return arg
    return name_of(catalog, arg)


def _as_effect(e: Effect | str) -> Effect | None:
    if isinstance(e, Effect):
        return e
    try:
        return parse_effect(e)
    except VocabularyError:
        return None


def _merge(effects: Iterable[Effect | str]) -> list[tuple[Effect | str, int | None]]:
    """Effects with their number; repeats of the same word and arguments are added up, first place kept."""
    out: list[tuple[Effect | str, int | None]] = []
    where: dict[tuple[str, tuple[str, ...]], int] = {}
    for raw in effects:
        e = _as_effect(raw)
        if e is None:
            out.append((str(raw), None))
            continue
        numbers = [i for i, a in enumerate(e.args) if a.isdigit() and e.word not in {"replace", "move"}]
        if not numbers:
            out.append((e, None))
            continue
        i = numbers[-1]
        key = (e.word, tuple(a for j, a in enumerate(e.args) if j != i))
        if key in where:
            at = where[key]
            prev, n = out[at]
            out[at] = (prev, (n or 0) + int(e.args[i]))
        else:
            where[key] = len(out)
            out.append((e, int(e.args[i])))
    return out


def effect_phrase(catalog: Catalog, e: Effect | str, n: int | None = None) -> str:
    """One effect in words (``n`` overrides its number, for merged repeats); ``""`` for bookkeeping."""
    effect = _as_effect(e)
    if effect is None:
        return str(e).replace("-", " ")
    template = EFFECT_PHRASES.get(effect.word)
    if template is None:
        return " ".join(a.replace("-", " ") for a in (effect.word, *effect.args))
    numeric = [a for a in effect.args if a.isdigit()] if effect.word not in ("replace", "move") else []
    count = n if n is not None else (int(numeric[-1]) if numeric else 1)
    words = [_argument(catalog, effect.word, a) for a in effect.args if a not in numeric]
    text = _CHOICE.sub(lambda m: m.group(1) if count == 1 else m.group(2), template)
    return text.format(n=count, a0=words[0] if words else "", a1=words[1] if len(words) > 1 else "").strip()


def effects_sentence(catalog: Catalog, effects: Iterable[Effect | str], *, scale: int = 1) -> str:
    """Effects as one sentence fragment, repeats merged: ``["pay magic 1", "pay magic 1", "gain terror 2"]`` →
    ``"pay 2 Magic, gain 2 Terror"``. ``scale`` multiplies every number (a Menhir's cost per player, S1)."""
    phrases = []
    for e, n in _merge(effects):
        phrase = effect_phrase(catalog, e, n * scale if n is not None else None)
        if phrase:
            phrases.append(phrase)
    return ", ".join(dict.fromkeys(phrases))


def costs_sentence(catalog: Catalog, costs: Sequence[Effect | str], *, scale: int = 1) -> str:
    """A price in words: ``pay``/``lose`` costs as amounts (``"2 Magic and 1 Wealth"``), repeats added up, times
    ``scale``; other words as :func:`effect_phrase`, Statuses left out (bookkeeping, not a price)."""
    parts: list[str] = []
    for e, n in _merge(costs):
        effect = _as_effect(e)
        # Terror gained is paid in the track (an escape "costs 2 Terror", not "costs gain 2 Terror")
        terror = effect is not None and effect.word == "gain" and effect.args[:1] == ("terror",)
        if effect is not None and (effect.word in ("pay", "lose") or terror) and n is not None:
            parts.append(f"{n * scale} {amount_word(effect.args[0])}")
        elif effect is not None and effect.word in ("mark", "unmark"):
            continue
        else:
            phrase = effect_phrase(catalog, e, n * scale if n is not None else None)
            if phrase:
                parts.append(phrase)
    if len(parts) > 1:
        return ", ".join(parts[:-1]) + " and " + parts[-1]
    return parts[0] if parts else ""


#: ``state.outcome`` words (S1 "Winning and losing"); ``won <ending>`` names the ending.
_OUTCOMES = {"death": "every character is dead", "failure": "the party has failed"}


def outcome_words(catalog: Catalog, outcome: str) -> str:
    """``"won blind-stone-wakes"`` → ``"won: The Blind Stone Wakes"``; ``"death"`` → ``"every character is dead"``."""
    if outcome.startswith("won "):
        return f"won: {name_of(catalog, outcome[4:])}"
    return _OUTCOMES.get(outcome, outcome.replace("-", " "))


def strike_sentence(catalog: Catalog, positions: Sequence[str], text: str, effects: Iterable[Effect | str]) -> str:
    """One strike of a Combat or Diplomacy card: ``"If the card before it has a top or middle node: 1 hit."``
    (its own text, else its effects in words; S2 "Play")."""
    said = text.strip() or effects_sentence(catalog, effects)
    said = said[:1].upper() + said[1:]
    return f"{strike_nodes(positions)}: {said}" + ("" if said.endswith((".", "!", "?", "”")) else ".")
