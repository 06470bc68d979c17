"""Text rendering for ``grail-desktop play`` / ``replay``: the state, the journal, encounters, events, labels.

Everything here reads the engine's state and the catalog and returns plain text (lists of lines); nothing
changes the game. Journal option reasons come from the engine's own checks (``runtime.check`` and
``runtime.can_pay``), so a reason shown never disagrees with what ``Game.apply`` accepts. No Qt; the cards
that fade at dawn come from ``grail_desktop.app.views`` (the desktop's red band), so both agree.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable, Mapping, Sequence

import attrs

from grail_desktop.app.belongings_view import chapter_goal, sunk_note
from grail_desktop.app.card_sheets import tracks_words
from grail_desktop.app.day_views import restore_sentence
from grail_desktop.app.describe import travel_price_why
from grail_desktop.app.encounter_view import escape_extras
from grail_desktop.app.event_words import chapter_words, effects_words, reason_words, sentence_words
from grail_desktop.app.glossary import Glossary, build_glossary
from grail_desktop.app.i18n import language, number, tr, tr_noop
from grail_desktop.app.journal_view import NOTHING_CHANGES, hidden_when_closed, is_price, option_price
from grail_desktop.app.quest_dials import quest_dials
from grail_desktop.app.shared_costs import shared_costs
from grail_desktop.app.views import vanishing_locations
from grail_desktop.app.words import clean, old_lines
from grail_desktop.app.world_text import event_face, section_text
from grail_desktop.cli.card_words import die_words, face_word, right_nodes, strike_sentence
from grail_desktop.engine import Game, day, legal, mapgrid, reasons, runtime
from grail_desktop.engine import actions as A
from grail_desktop.engine.core import Action, Event
from grail_desktop.engine.defs import ATTRIBUTE_PAIRS as PAIRS
from grail_desktop.engine.defs import Catalog, JournalOptionDef
from grail_desktop.engine.effects import Condition, Effect, parse_effect
from grail_desktop.engine.encounter import actions as E
from grail_desktop.engine.encounter.state import Die, EncounterState
from grail_desktop.engine.state import Task
from grail_desktop.engine.traits import trait_note
from grail_desktop.engine.wording import costs_sentence, effect_phrase, outcome_words

WIDTH = 88

_EMPHASIS = re.compile(r"\*{1,2}([^*\n]+?)\*{1,2}")
_DOUBLE_STOP = re.compile(r"(?<!\.)\.\.(?!\.)")
_ONE_DICE = re.compile(r"\b(1|one|a) ((?:[a-z]+ )?)dice\b", re.IGNORECASE)
_ID_WORDS = {"experience": "Experience", "hp": "Health"}


def plain(text: str) -> str:
    """Player-ready text: ``*emphasis*`` shown plainly, no doubled full stops, ``1 gold die`` (not dice)."""
    text = _EMPHASIS.sub(r"\1", text).replace("*", "")
    text = _DOUBLE_STOP.sub(".", text)
    text = re.sub(r"([!?])\.", r"\1", text)
    return _ONE_DICE.sub(_one_die, text)


def _one_die(m: re.Match[str]) -> str:
    """``1 gold dice`` → ``1 gold die``, unless it ends a list (``3 red, 1 gold dice``)."""
    if m.string[max(0, m.start() - 2) : m.start()] == ", ":
        return m.group(0)
    return f"{m.group(1)} {m.group(2)}die"


_AMOUNTS = "food|wealth|reputation|magic|experience|energy|health|terror"
_RAW_EFFECT = re.compile(rf"\b(gain|lose|pay) ({_AMOUNTS}) (\d+)\b")
_LOWER_AMOUNT = re.compile(rf"\b(\d+) ({_AMOUNTS})\b")


_PLURAL = re.compile(r"\b(\d+) ((?:[A-Za-z]+ )?[A-Za-z]+)\(s\)")
_QUOTED_ID = re.compile(r"^(Status marked|Status cleared|Time Dial|Quest Dial)(:? )'?([a-z0-9.-]+)'?(.*)$")


_QUOTED = re.compile(r"'([^']+)'")
_OFFER = re.compile(r"\b(\d+): ([a-z-]+(?: [A-Za-z0-9.-]+)*)")
_ENCOUNTER_WORDS = re.compile(
    r"\b(add-die|refresh-die) (red|blue|gold|any) (\d+)\b|\b(turn-dial|strike-again|any-colour)\b"
)
_HYPHENATED = re.compile(r"\b[a-z0-9]+(?:-[a-z0-9]+)+\b")


def event_text(text: str, game: Game | None = None) -> str:
    """An engine event line made readable: :func:`plain`; effect words as the rules write them (``gain food
    1`` → ``gain 1 Food``, ``'lose energy 1'`` → ``lose 1 Energy``); ``1 event(s)`` → ``1 event``; dial ids
    in words (``Quest Dial 'heledd-trail' now 1`` → ``Quest Dial "Heledd trail" now 1``); with ``game``,
    Item, Secret, card and enemy ids become their names."""
    text = plain(text)
    dial = _QUOTED_ID.match(text)
    if dial:
        what, sep, ident, rest = dial.groups()
        if "Dial" in what:
            shown = f'"{status_name(game, ident) if game is not None else pretty_id(ident)}"'
        else:
            shown = status_name(game, ident) if game is not None else pretty_id(ident)
        text = f"{what}{sep}{shown}{rest}"
    if game is not None:
        text = old_lines(text, game.catalog)  # an older save's "Carn Naw (106)", "Quest Dial … now 1"
        # A Status a Menhir marks is bookkeeping, not a price (and its id would be raw): leave it out.
        text = re.sub(r"(?:, mark [a-z0-9.-]+\b|\bmark [a-z0-9.-]+, )", "", text) if "asks for" in text else text
        text = text.replace("reward(s) '", "rewards: '" if "; " in text else "reward: '")
        text = re.sub(r"pays '([^']+)' to escape", r"pays the cost ('\1') to escape", text)
        text = _QUOTED.sub(lambda m: _effects_or_quote(game, m), text)
        if text.startswith("Instant rewards on offer"):
            text = _OFFER.sub(lambda m: f"{m.group(1)}: {_effect_words(game, m.group(2)) or m.group(2)}", text)
        text = _HYPHENATED.sub(lambda m: _name_of(game, m.group(0)), text)
    text = _ENCOUNTER_WORDS.sub(_encounter_word, text)
    text = _RAW_EFFECT.sub(lambda m: f"{m.group(1)} {m.group(3)} {word(m.group(2))}", text)
    text = _LOWER_AMOUNT.sub(lambda m: f"{m.group(1)} {word(m.group(2))}", text)
    if game is not None:
        text = clean(text, game.catalog, game)
    return _PLURAL.sub(lambda m: f"{m.group(1)} {m.group(2)}{'' if m.group(1) == '1' else 's'}", text)


def _effect_words(game: Game, text: str) -> str:
    """``gain food 1; mark x`` in words, or ``""`` when it is not a list of effects."""
    try:
        return ", ".join(effect_text(game, parse_effect(part.strip())) for part in text.split(";"))
    except ValueError:
        return ""


def _effects_or_quote(game: Game, m: re.Match[str]) -> str:
    return _effect_words(game, m.group(1)) or m.group(0)


def _encounter_word(m: re.Match[str]) -> str:
    if m.group(4):
        return {"turn-dial": "turn the dial", "strike-again": "strike again", "any-colour": "any colour"}[m.group(4)]
    verb = "add" if m.group(1) == "add-die" else "refresh"
    return f"{verb} {m.group(3)} {m.group(2)} {'die' if m.group(3) == '1' else 'dice'}"


#: An encounter effect word in the interface language, for an effect shown on its own (an Item's flip: the German
#: text mode read "Abwehr 2, turn the dial", issue 19); engine lines keep the English, their templates match it.
_SAID_WORDS = {
    "turn-dial": tr_noop("turn the dial"),
    "strike-again": tr_noop("strike once more"),
    "any-colour": tr_noop("dice of any colour apply"),
}


def _said_encounter_word(m: re.Match[str]) -> str:
    if m.group(4):
        return tr(_SAID_WORDS[m.group(4)])
    said = _encounter_word(m)
    if language() != "en" and said.startswith("add "):
        said = "gain " + said[4:]  # the effect table's shape ("gain {dice}"): a die added to the pool is gained
    return effects_words(said)


def _name_of(game: Game, ident: str) -> str:
    cat = game.catalog
    for table in (cat.items, cat.secrets, cat.cards, cat.enemies):
        if ident in table:
            return str(table[ident].name)
    return ident


def word(what: str) -> str:
    """A resource, track or attribute id as the rules write it: ``wealth`` → ``Wealth``."""
    return tr(_ID_WORDS.get(what, what.replace("-", " ").capitalize()))  # the rules' terms (i18n.TERMS)


def pretty_id(name: str) -> str:
    """A status or dial id in words: ``heledd-trail`` → ``Heledd trail``."""
    return name.replace("-", " ").replace(".", " ").capitalize()


def _proper_words(game: Game) -> frozenset[str]:
    """Words the pack writes with a capital inside a name (places, characters, enemies, cards, Events)."""
    cat = game.catalog
    names: list[str] = [loc.name for loc in cat.locations.values()]
    for table in (cat.characters, cat.enemies, cat.items, cat.secrets):
        names.extend(str(d.name) for d in table.values())
    names.extend(ev.title for ev in cat.events.values())
    return frozenset(w.lower() for n in names for w in re.findall(r"[A-Za-z]+", n) if w[:1].isupper())


_PROPER: dict[int, tuple[Catalog, frozenset[str]]] = {}


def status_name(game: Game, ident: str) -> str:
    """A Status or dial id as a player reads it: ``carn-naw-named`` → ``Carn Naw named`` (words the pack
    capitalises in its names keep their capital; ``bell.2`` → ``Bell (part 2)``). A name the pack gives it
    (``names.toml``, translated with the pack) comes first."""
    cat = game.catalog
    named = cat.status_names.get(ident) or cat.dial_names.get(ident)
    if named:
        return named
    cached = _PROPER.get(id(game.catalog))
    if cached is None or cached[0] is not game.catalog:
        cached = _PROPER[id(game.catalog)] = (game.catalog, _proper_words(game))
    proper = cached[1]
    base, _dot, part = ident.partition(".")
    words = [w.capitalize() if w in proper or i == 0 else w for i, w in enumerate(base.split("-"))]
    return " ".join(words) + (" " + tr("(part {part})").format(part=part) if part else "")


def paragraphs(text: str, indent: str = "    ") -> list[str]:
    """Prose wrapped to :data:`WIDTH`, one blank line between paragraphs (blank lines in the source)."""
    out: list[str] = []
    for para in re.split(r"\n\s*\n", plain(text).strip()):
        if out:
            out.append("")
        joined = " ".join(para.split())
        out.extend(textwrap.wrap(joined, WIDTH, initial_indent=indent, subsequent_indent=indent) or [indent])
    return out


def costs_text(costs: Sequence[Effect], catalog: Catalog | None = None) -> str:
    """``pay wealth 1``, ``lose health 2`` → ``1 Wealth and 2 Health`` (the same resource added up: a Menhir's
    cost for every player); other words as sentences (``engine.wording``), never as notation."""
    amounts: dict[str, int] = {}
    others: list[str] = []
    for c in costs:
        if c.word in ("pay", "lose") and len(c.args) == 2:
            amounts[c.args[0]] = amounts.get(c.args[0], 0) + c.int_arg(1)
        elif catalog is not None:
            others.append(effect_phrase(catalog, c))
        else:
            others.append(" ".join(a.replace("-", " ") for a in (c.word, *c.args)))
    return (" " + tr("and") + " ").join([f"{n} {word(what)}" for what, n in amounts.items()] + [o for o in others if o])


def effect_text(game: Game, e: Effect) -> str:
    """One effect in words, for option and reward labels: ``gain food 2`` → ``gain 2 Food``."""
    cat = game.catalog
    w, args = e.word, e.args
    if w in ("gain", "lose", "pay") and len(args) == 2:
        verb = {"gain": tr("gain {n} {what}"), "lose": tr("lose {n} {what}"), "pay": tr("pay {n} {what}")}[w]
        return verb.format(n=args[1], what=word(args[0]))
    if w == "item" and args[0] in cat.items:
        return tr("the Item {name}").format(name=cat.items[args[0]].name)
    if w == "secret" and args[0] in cat.secrets:
        return tr("the Secret {name}").format(name=cat.secrets[args[0]].name)
    if w == "draw-item":
        return tr("draw an Item") if args[0] == "any" else tr("draw a {keyword} Item").format(keyword=tr(args[0]))
    if w == "fight":
        return tr("fight {enemies}").format(enemies=(" " + tr("and") + " ").join(game.enemy_name(a) for a in args))
    if w == "hits":
        return tr("%n hit(s)", n=int(args[0])) if args[0].isdigit() else f"{args[0]} hits"
    if w in ("mark", "unmark"):
        said = tr("mark the Status “{name}”") if w == "mark" else tr("clear the Status “{name}”")
        return said.format(name=status_name(game, args[0]))
    if w in ("add-die", "refresh-die", "turn-dial", "strike-again", "any-colour"):
        return _ENCOUNTER_WORDS.sub(_said_encounter_word, str(e))
    if w in ("draw", "discard", "block") and args and args[0].isdigit():
        cards = {"draw": tr("draw %n card(s)", n=int(args[0])), "discard": tr("discard %n card(s)", n=int(args[0]))}
        return cards.get(w) or tr("block {n}").format(n=args[0])
    return pretty_id(str(e))


# ------------------------------------------------------------------ journal


def condition_reason(game: Game, who: str, cond: Condition) -> str:
    """Why ``cond`` fails for ``who`` in plain words: ``needs Lore 2 (you have 0)`` (``engine.reasons``).

    Statuses and Secrets not held are not named (they would tell the story ahead); dial ids read as words."""
    if cond.word == "quest-dial":
        now = game.state.quest_dials.get(cond.args[0], 0)
        return tr("needs the Quest Dial of “{name}” to show {target} (it shows {now})").format(
            name=status_name(game, cond.args[0]), target=cond.args[1], now=now
        )
    return reasons.condition_reason(game, who, cond, reasons.TEXT_MODE)


def option_reason(game: Game, option: JournalOptionDef) -> str:
    """Every reason ``option`` of the open section cannot be taken now (failed conditions in
    :func:`condition_reason` words, then an unpaid cost); ``""`` when it can."""
    ex = game.state.exploration
    if ex is None:
        return ""
    task = Task("check", character=ex.character, party=list(ex.party))
    out = [condition_reason(game, ex.character, c) for c in option.conditions if not runtime.check(game, task, c)]
    unpaid = reasons.option_reason(game, attrs.evolve(option, conditions=()), reasons.TEXT_MODE)
    # in the interface language (newcomer run in German: "— cannot pay 1 Food (you have 0)", issue 19)
    return reason_words("; ".join(dict.fromkeys([*out, *([unpaid] if unpaid else [])])))


def journal_open(game: Game) -> bool:
    """True when the first open decision is a journal choice (numbers then mean ``choose N``)."""
    s = game.state
    return s.encounter is None and bool(s.pending) and s.pending[0].kind == "journal"


def option_hidden(game: Game, number: int) -> bool:
    """True when option ``number`` (1-based) of the open section is not shown: it cannot be taken now and
    ``journal_view.hidden_when_closed`` hides it (a spent path, a Secret not found, a ``secret`` option's
    failing condition; docs/rules.md "Closed journal options"). The desktop reader hides the same options."""
    ex = game.state.exploration
    if ex is None:
        return False
    options = game.catalog.journal[ex.section].options
    if not 1 <= number <= len(options) or (journal_open(game) and str(number) in game.state.pending[0].options):
        return False
    return hidden_when_closed(game, options[number - 1])


def journal_lines(game: Game, *, dim: bool = False) -> list[str]:
    """The open section's options as numbered lines: legal ones with costs; failing ones in parentheses with
    the reason (dimmed on a terminal); Secret options (``secret = true``) and spent paths (a path already
    taken or used up: :func:`option_hidden`) only when they can be taken. Numbers stay the engine's."""
    s = game.state
    ex = s.exploration
    if ex is None:
        return []
    section = game.catalog.journal[ex.section]
    legal = set(s.pending[0].options) if journal_open(game) else set()
    lines = []
    skipped = False
    for i, option in enumerate(section.options, start=1):
        text = plain(option.text)
        _price, moves = option_price(option, game.catalog)
        paid = [*option.costs, *(e for e in option.effects if is_price(e))]
        cost = " " + tr("(costs {costs})").format(costs=costs_text(paid, game.catalog)) if paid else ""
        cost += " " + tr("(also: {effects})").format(effects=effects_words(moves)) if moves else ""
        if str(i) in legal:
            lines.extend(_wrapped(f"  {i:>3}. {text}{cost}"))
        elif not option_hidden(game, i):
            reason = option_reason(game, option) or tr("not available now")
            wrapped = _wrapped(f"  ({i:>2}. {text}{cost} — {reason})")
            lines.extend(f"\x1b[2m{line}\x1b[0m" if dim else line for line in wrapped)
        else:
            skipped = True
    if skipped:
        lines.append("       " + tr("(Numbers that are missing are paths not open to you now; type the number shown.)"))
    return lines


def _wrapped(line: str) -> list[str]:
    """An option line wrapped to :data:`WIDTH`, continuation lines indented under the text."""
    return textwrap.wrap(line, WIDTH, subsequent_indent=" " * 8) or [line]


# ------------------------------------------------------------------ encounters


def dice_text(dice: Iterable[Die]) -> str:
    """Dice by colour with their faces: ``red: hit, ?; blue: miss`` (``?`` not rolled)."""
    by: dict[str, list[str]] = {}
    for d in dice:
        by.setdefault(d.colour, []).append(
            (face_word(d.face) if d.face else "?") + (" " + tr("(placed)") if d.applied else "")
        )
    return "; ".join(
        f"{len(f)} {tr(c)}" + (f" [{', '.join(f)}]" if any(x != "?" for x in f) else "") for c, f in by.items()
    )


def card_line(game: Game, card_id: str) -> str:
    """A strike card: name, strikes (node positions: effect) and right nodes."""
    card = game.catalog.cards.get(card_id)
    if card is None:
        return card_id
    strikes = " ".join(strike_sentence(game.catalog, st.positions, plain(st.text), st.effects) for st in card.strikes)
    return f"{card.name} — {strikes or tr('No strikes.')} {_capital(right_nodes(card.right_nodes))}."


def _capital(text: str) -> str:
    """``text`` with a capital first letter, the rest as it is (German nouns keep theirs)."""
    return text[:1].upper() + text[1:]


def encounter_lines(game: Game, enc: EncounterState) -> list[str]:
    """Enemies (Health, hits, dial colour, During/After effects, chains), the acting member's hand and dice."""
    cat = game.catalog
    kind = tr("Combat encounter") if enc.kind == "combat" else tr("Diplomacy encounter")
    lines = [
        "  "
        + tr("{kind} · round {round} · Strategy phase {phase} · step {step} · the dial shows {dial}").format(
            kind=kind, round=enc.round, phase=enc.phase, step=tr(STEP_NAMES.get(enc.step, enc.step)), dial=tr(enc.dial)
        )
    ]
    if len(enc.enemies) > 1:
        standing = sum(1 for e in enc.enemies if not e.defeated)
        lines.append(
            "    "
            + tr(
                "{count} enemies, {standing} still standing: each starts its own chain, hits go to any of"
                " them, and the fight is won when all are defeated."
            ).format(count=len(enc.enemies), standing=standing)
        )
    for n, e in enumerate(enc.enemies, start=1):
        d = cat.enemies.get(e.id)
        if d is None:
            lines.append("    " + tr("Enemy {n}: {name} ({hits} hits)").format(n=n, name=e.id, hits=e.hits))
            continue
        flag = " — " + tr("defeated") if e.defeated else ""
        lines.append(
            "    "
            + tr(
                "Enemy {n}: {name} (level {level} {colour} encounter) · Health {health}, hits taken {hits}"
                " · dial colour {dial} · {nodes}"
            ).format(
                n=n,
                name=d.name,
                level=d.level,
                colour=tr(d.colour),
                health=d.health,
                hits=e.hits,
                dial=tr(d.dial),
                nodes=right_nodes(d.right_nodes),
            )
            + flag
        )
        for label, effects in (
            (tr("During (while it stands)"), d.during),
            (tr("After (at every Resolve, even once defeated)"), d.after),
            (tr("Special (once, at the start)"), d.special),
        ):
            for eff in effects:
                lines.append(f"        {label}: {plain(eff.text)}")
        chain = " → ".join(cat.cards[c.card].name if c.card in cat.cards else c.card for c in e.chain)
        lines.append("        " + tr("Its chain: {cards}").format(cards=chain or tr("no cards yet")))
    if enc.result is None and enc.participants:
        m = enc.current()
        lines.append(
            "    "
            + tr("{name} acts · deck {deck} · discard {discard}").format(
                name=m.name, deck=len(m.deck), discard=len(m.discard)
            )
        )
        lines.append("      " + tr("Hand:") + ("" if m.hand else " " + tr("empty")))
        lines.extend(f"        - {card_line(game, c)}" for c in m.hand)
        none = tr("none")
        lines.append("      " + tr("Dice pool: {dice}").format(dice=dice_text(m.pool) or none))
        placed = " " + tr("(placed)")
        active = ", ".join(f"{tr(d.colour)} {face_word(d.face)}{placed if d.applied else ''}" for d in m.active)
        lines.append("      " + tr("Active: {dice}").format(dice=active or none))
        # "Exhausted dice" (used up this encounter), not the Exhausted state of a character (1 Energy or less)
        lines.append("      " + tr("Exhausted dice: {dice}").format(dice=dice_text(m.exhausted) or none))
        if enc.reward_offer:
            rewards = ", ".join(
                effect_text(game, runtime.effect(r)) + trait_note(game, m.character, [runtime.effect(r)])
                for r in enc.reward_offer
            )
            lines.append("      " + tr("Rewards offered: {rewards}").format(rewards=rewards))
        lines.extend(step_lines(game, enc))
    return lines


_STEP_HELP = {
    "strike": tr_noop(
        "Strike: play a card from your hand at the end of a chain (one of its strike nodes must meet a"
        " right-edge node of the card before it), or draw a card; or go on and commit dice."
    ),
    "commit": tr_noop(
        "Commit: move dice from the pool to the active area, then roll. `end-phase` and `resolve` come"
        " after the roll: every Strategy phase goes Strike, Commit, Roll, Apply (docs/encounters.md)."
    ),
    "apply": tr_noop(
        "Apply: place rolled hits on an enemy; only dice of the dial's colour ({dial}) can be placed. Then"
        " `end-phase` (another Strategy phase) or `resolve` (enemies' After effects, the dial turns)."
    ),
}

#: The Strategy steps and the dice colours by name (S2), marked for the catalog.
STEP_NAMES = {
    "strike": tr_noop("strike"),
    "commit": tr_noop("commit"),
    "roll": tr_noop("roll"),
    "apply": tr_noop("apply"),
}
COLOUR_WORDS = (tr_noop("red"), tr_noop("blue"), tr_noop("gold"), tr_noop("green"), tr_noop("gray"), tr_noop("purple"))
#: The keywords of Items and Secrets (S0 "Items"), marked for the catalog.
KEYWORD_WORDS = (tr_noop("weapon"), tr_noop("armor"), tr_noop("shield"), tr_noop("companion"), tr_noop("relic"))


def step_lines(game: Game, enc: EncounterState) -> list[str]:
    """What the current Strategy step allows, and why a rolled hit cannot be placed (the engine's reason)."""
    out = []
    if enc.step in _STEP_HELP and not enc.reward_offer:
        for line in textwrap.wrap(
            tr(_STEP_HELP[enc.step]).format(dial=tr(enc.dial)),
            WIDTH,
            initial_indent="      " + tr("Step") + " · ",
            subsequent_indent="             ",
        ):
            out.append(line)
    legal_now = {str(a) for a in game.legal_actions()}
    cat = game.catalog
    if enc.step == "apply" and enc.enemies:
        member = enc.current()
        for n, die in enumerate(member.active, start=1):
            if die.applied or die.face in (None, "miss"):
                continue
            tries = [f"apply {n} to {e}" for e in range(1, len(enc.enemies) + 1)]
            if not any(t in legal_now for t in tries):
                why = clean(game.illegal_reason(tries[0]) or tr("it cannot be placed now"), cat, game)
                named = die_words([(d.colour, d.face) for d in member.active], n - 1)
                out.append(
                    "      "
                    + tr("{die} cannot be placed: {reason}").format(
                        die=named[:1].upper() + named[1:], reason=reason_words(plain(why))
                    )
                )
    if enc.enemies and all(e.defeated for e in enc.enemies) and not enc.reward_offer and "resolve" in legal_now:
        note = tr("Every enemy is defeated: `resolve` ends the round and the fight (nothing is left to roll for).")
        out.extend(textwrap.wrap(note, WIDTH, initial_indent="      ", subsequent_indent="      "))
    return out


# ------------------------------------------------------------------ action labels


def _party(game: Game, party: Sequence[str]) -> str:
    return " " + tr("with {names}").format(names=", ".join(game.name(c) for c in party)) if party else ""


def split_lines(game: Game, actions: Sequence[Action]) -> list[str]:
    """Other ways a party may split a shared cost (Energy, Wealth, Magic …), in words: for the biggest party of
    each Location action and Menhir activation listed (rules-decisions.md "Parties": shared costs may be split
    any way the members agree; the notation is ``pay a=1,b:wealth=1``, docs/notation.md)."""
    who = game.current_actor()
    if who is None:
        return []
    here = game.state.characters[who].location
    out: list[str] = []
    for kind in (A.LocationAction, A.ActivateMenhir):
        found = [a for a in actions if isinstance(a, kind) and a.party]
        if not found:
            continue
        action = max(found, key=lambda a: len(a.party))
        members = [who, *action.party]
        if isinstance(action, A.LocationAction):
            loc_action = game.catalog.locations[here].action
            title = loc_action.name if loc_action else tr("the location action")
        else:
            title = tr("waking the Menhir")
        parts: list[list[str]] = []
        for cost in shared_costs(game, action.verb):
            parts.append(
                [
                    ", ".join(f"{game.name(p)} {n} {word(cost.resource)}" for p, n in sp.items())
                    for sp in legal.resource_splits(game, members, cost.resource, cost.total, 3)
                ]
            )
        if not parts or any(not p for p in parts):
            continue
        combos = [""]
        for options in parts:
            combos = [f"{c}, {o}" if c else o for c in combos for o in options][:4]
        out.append(
            "  "
            + tr("{title}: the party may share its cost any way it agrees, e.g. {ways}.").format(
                title=title, ways=("; " + tr("or") + " ").join(combos)
            )
        )
    return out


def label(game: Game, action: Action) -> str:
    """What an action does, in words (never its notation: ux.md): ``Travel to Blackyew Hollow (1
    Energy)``, ``Barter at the market with Ceri Halen (Energy paid: Maelon Harrow 1) — Spend …``."""
    desc = _describe(game, action)
    if isinstance(action, A.LocationAction | A.CharacterAction) and ": " in desc:
        name, _sep, text = desc.partition(": ")
        if action.party:
            paid = ", ".join(f"{game.name(c)} {n}" for c, n in action.pay)
            name += _party(game, action.party) + " " + tr("(Energy paid: {paid})").format(paid=paid)
        return f"{name} — {text}"
    if isinstance(action, A.Travel):
        return tr("Travel to {place}", "text mode: the number and the price follow").format(place=desc)
    if isinstance(action, A.InspectMenhir):
        return tr("Inspect the Menhir") + f" — {desc}"
    if isinstance(action, A.Pass):
        return tr("Pass") + f" — {desc}"
    if not desc:
        return clean(str(action).replace("-", " "), game.catalog, game)
    return desc[:1].upper() + desc[1:]


@attrs.frozen
class Entry:
    """One numbered line of the action list: ``actions`` has one action, or several (the same action alone
    or with others here, with each way of sharing the Energy; or every trade) asked for with ``question``."""

    label: str
    actions: tuple[Action, ...]
    question: str = ""

    def choices(self, game: Game) -> list[str]:
        """The answers to :attr:`question`, numbered from 1 in this order."""
        return [_variant(game, a) for a in self.actions]


def _variant(game: Game, a: Action) -> str:
    """How a party variant differs: ``alone``, ``with Ceri Halen (Energy paid: …)``; a trade's label."""
    if isinstance(a, A.Trade):
        return label(game, a)
    party = getattr(a, "party", ())
    if not party:
        return tr("alone")
    paid = ", ".join(f"{game.name(c)} {n}" for c, n in getattr(a, "pay", ()))
    return _party(game, party).strip() + (" " + tr("(Energy paid: {paid})").format(paid=paid) if paid else "")


def menu(game: Game) -> list[Entry]:
    """The numbered action list (issue 19): an action that others here could join is one line, asked
    "with whom / who pays" when chosen; all trades are one line, asked "which trade"."""
    out: list[Entry] = []
    grouped: dict[object, int] = {}
    trades: list[Action] = []
    for a in display_order(game.legal_actions()):
        if isinstance(a, A.Trade):
            trades.append(a)
            continue
        if isinstance(a, A.Explore | A.Travel | A.LocationAction | A.CharacterAction | A.ActivateMenhir):
            key = (a.verb, getattr(a, "to", None))
            if key in grouped:
                at = grouped[key]
                e = out[at]
                out[at] = Entry(e.label, (*e.actions, a), tr("Alone or with others here, and who pays the Energy?"))
                continue
            grouped[key] = len(out)
            out.append(Entry(label(game, a), (a,)))
            continue
        out.append(Entry(label(game, a), (a,)))
    for i, e in enumerate(out):
        if len(e.actions) > 1:
            solo = next((a for a in e.actions if not getattr(a, "party", ())), None)
            base = label(game, solo) if solo is not None else e.label
            out[i] = Entry(f"{base} " + tr("(others here may join: you will be asked)"), e.actions, e.question)
    if trades:
        out.append(
            Entry(
                tr("Trade: give Food, Wealth, an Item or a Secret to someone here (free; `trade`)"),
                tuple(trades),
                tr("Which trade?"),
            )
        )
    return out


def _describe(game: Game, a: Action) -> str:
    s, cat = game.state, game.catalog
    who = game.current_actor()
    here = s.characters[who].location if who else None
    if isinstance(a, A.Explore) and here is not None:
        price = tr("(1 Energy each)") if a.party else tr("(1 Energy)")
        return tr("explore {place}").format(place=cat.locations[here].name) + f"{_party(game, a.party)} {price}"
    if isinstance(a, A.Travel):
        name = cat.locations[a.to].name if a.to in cat.locations else str(a.to)
        energy = legal.travel_cost(game, who) if who else 1
        price = tr("(%n Energy each)", n=energy) if a.party else tr("(%n Energy)", n=energy)
        why = travel_price_why(game, cat, [who], who) if who else ""
        price = price[:-1] + f": {why})" if why else price  # issue 19: a changed price says why
        return f"{name}{_party(game, a.party)} {price}"
    if isinstance(a, A.LocationAction) and here is not None:
        act = cat.locations[here].action
        return f"{act.name}: {plain(act.text)}" if act else ""
    if isinstance(a, A.CharacterAction) and who is not None:
        cact = cat.characters[who].action
        effects = ", ".join(effect_text(game, e) for e in cact.effects)
        return f"{cact.name}: " + tr("Spend {n} Energy: {effects}").format(n=cact.cost, effects=effects)
    if isinstance(a, A.InspectMenhir):
        return tr("see whether the Menhir here is lit and what activating it costs and does (free, keeps your turn)")
    if isinstance(a, A.ActivateMenhir) and here is not None:
        menhir = cat.locations[here].menhir
        paid = [e for e in menhir.cost_per_player if e.word in ("pay", "lose")] if menhir else []
        cost = costs_text([e for _ in range(s.players) for e in paid])
        change = legal.menhir_dial_change(game, here)
        dial = ""
        if change is not None:
            now, after = change
            dial = ": " + tr("its dial will show {n}").format(n=after)
            if now is not None and now > after:
                dial += " " + tr("(now {now}; %n day(s) lost)", n=now - after).format(now=now)
            elif now is not None:
                dial += " " + tr("(now {now})").format(now=now)
        return tr("activate the Menhir (costs {costs})").format(costs=cost) + f"{dial}{_party(game, a.party)}"
    if isinstance(a, A.Pass) and who is not None:
        return tr("end {name}'s day").format(name=game.name(who))
    if isinstance(a, A.Trade):
        what = (
            cat.items[a.what].name if a.what in cat.items else cat.secrets[a.what].name if a.what in cat.secrets else ""
        )
        thing = what or f"{a.amount} {word(a.what)}"
        return tr("{giver} gives {thing} to {receiver}").format(
            giver=game.name(a.giver), thing=thing, receiver=game.name(a.receiver)
        )
    if isinstance(a, A.PickUp):
        item = cat.items[a.item].name if a.item in cat.items else a.item
        return tr("{name} picks up {item}").format(name=game.name(a.character), item=item)
    if isinstance(a, A.Choose) and s.exploration is not None:
        options = cat.journal[s.exploration.section].options
        return plain(options[a.option - 1].text) if 0 < a.option <= len(options) else ""
    if isinstance(a, A.Equip):
        return tr("keep {card} face up (in use; the others of its keyword turn face down)").format(
            card=_card_name(game, a.item)
        )
    if isinstance(a, A.FaceGuardian):
        return tr("fight {enemy} first").format(enemy=game.enemy_name(a.enemy))
    if isinstance(a, A.Eat):
        return tr("eat 1 Food: +1 Health, −1 Terror")
    if isinstance(a, A.Fast):
        return tr("go hungry (no Food eaten: Energy drops to 0, or you lose 1 Health if it is already 0)")
    if isinstance(a, A.Raise):
        p = s.pending[0].character if s.pending else who
        exp = day.attribute_cost(s.characters[p].attributes, a.attribute) if p in s.characters else 0
        return tr("raise {attribute} by 1 (costs {n} Experience)").format(attribute=word(a.attribute), n=exp)
    if isinstance(a, A.Advance):
        pool = (
            tr("Combat Advancement Pool", "after 'of the'")
            if a.deck == "combat"
            else tr("Diplomacy Advancement Pool", "after 'of the'")
        )
        return tr("pay {n} Experience: look at the top 3 cards of the {pool} and add one to your deck").format(
            n=day.ADVANCE_COST, pool=pool
        )
    if isinstance(a, A.Cut):
        return tr("take {card} out of the deck (kept aside; `restore` puts it back)").format(
            card=_card_name(game, a.card)
        )
    if isinstance(a, A.Restore):
        return tr("put {card} back into the deck").format(card=_card_name(game, a.card))
    if isinstance(a, A.Done):
        return tr("finish spending Experience")
    if isinstance(a, A.Take):
        return card_line(game, a.card)
    if isinstance(a, A.ChooseSkill):
        skill = cat.skills.get(a.skill)
        if skill and 0 < a.side <= len(skill.sides):
            side = skill.sides[a.side - 1]
            return f"{side.name}: {plain(side.text)}"
        return ""
    if isinstance(a, A.Claim):
        return tr("take up {name}").format(name=game.name(a.character))
    if isinstance(a, A.Join):
        if not a.joiners:
            return tr("face it alone: nobody else here joins")
        return tr("let {names} join the encounter").format(names=", ".join(game.name(c) for c in a.joiners))
    if isinstance(a, A.SitOut):
        return tr("claim nobody: sit out and watch the others play on")
    if isinstance(a, A.DiscardItem):
        return tr("discard {card} (to the bottom of the Item deck)").format(card=_card_name(game, a.item))
    if isinstance(a, A.Give):
        return tr("give {card} to {name}").format(card=_card_name(game, a.secret), name=game.name(a.character))
    if isinstance(a, A.Mercy):
        return tr("accept the Mercy: restart the chapter")
    if isinstance(a, A.NextChapter):
        from grail_desktop.app.describe import describe

        return describe(str(a), game, cat)[0]
    return _describe_encounter(game, a)


def _describe_encounter(game: Game, a: Action) -> str:
    enc = game.state.encounter
    cat = game.catalog
    if enc is None:
        return ""
    member = enc.current()
    if isinstance(a, E.Draw):
        return tr("strike: draw the top card of your deck ({n} left)").format(n=len(member.deck))
    if isinstance(a, E.Play):
        target = enc.enemies[a.chain - 1].id if 0 < a.chain <= len(enc.enemies) else "?"
        card = cat.cards[a.card].name if a.card in cat.cards else a.card
        return tr("strike: play {card} onto the chain against {enemy}").format(card=card, enemy=game.enemy_name(target))
    if isinstance(a, E.Commit):
        counts = (  # one die is "it" (newcomer run: "1 red die … (they count …)")
            (tr("it counts under the dial now") if a.n == 1 else tr("they count under the dial now"))
            if a.colour == enc.dial or enc.any_colour
            else (
                tr("it does not count now: the dial is {dial}")
                if a.n == 1
                else tr("they do not count now: the dial is {dial}")
            ).format(dial=tr(enc.dial))
        )
        one, many = {
            "red": (tr("1 red die"), tr("{n} red dice")),
            "blue": (tr("1 blue die"), tr("{n} blue dice")),
            "gold": (tr("1 gold die"), tr("{n} gold dice")),
        }.get(a.colour, (f"1 {a.colour} die", f"{{n}} {a.colour} dice"))
        dice = one if a.n == 1 else many.format(n=a.n)
        return tr("move {dice} from the pool to the active area ({counts})").format(dice=dice, counts=counts)
    if isinstance(a, E.Roll):  # newcomer 6: "roll the active dice" was offered with none to roll
        unrolled = sum(1 for d in member.active if not d.applied)
        if not unrolled and member.pool:  # issue 19: dice still in the pool, only none committed
            if len(member.pool) == 1:
                return tr("go on without rolling: no die is committed, and the pool still holds 1 die")
            return tr("go on without rolling: no die is committed, and the pool still holds {n} dice").format(
                n=number(len(member.pool))
            )
        if not unrolled:
            return tr("go on without rolling (no die is left to roll)")
        if unrolled == 1:
            return tr("roll 1 die in the active area")
        return tr("roll {n} dice in the active area").format(n=unrolled)
    if isinstance(a, E.ApplyDie):
        die = member.active[a.die - 1] if 0 < a.die <= len(member.active) else None
        target = enc.enemies[a.enemy - 1].id if 0 < a.enemy <= len(enc.enemies) else "?"
        what = die_words([(d.colour, d.face) for d in member.active], a.die - 1) if die else tr("a die")
        return tr("place {die} on {enemy}").format(die=what, enemy=game.enemy_name(target))
    if isinstance(a, E.Use):
        item = cat.items.get(a.item)
        effects = (
            ", ".join(
                effect_text(game, e) + (" " + tr("on the first enemy still standing") if e.word == "hits" else "")
                for e in item.effects
            )
            if item is not None
            else ""
        )
        done = " " + tr("(it stays face down until the encounter ends)")
        flip = tr("flip {item}").format(item=_card_name(game, a.item))
        return flip + (f": {effects}{done}" if effects else done)
    if isinstance(a, E.EndPhase):
        return tr("end this Strategy phase")
    if isinstance(a, E.Resolve):
        after = [
            f"{cat.enemies[e.id].name}: {plain(x.text).rstrip('.')}"
            for e in enc.enemies
            if e.id in cat.enemies
            for x in cat.enemies[e.id].after
        ]
        then = " " + tr("(After effects: {effects})").format(effects="; ".join(after)) if after else ""
        if enc.enemies and all(e.defeated for e in enc.enemies):  # after a win (newcomer 6)
            return tr("resolve: every enemy is defeated, so the fight is won") + then
        return tr("resolve: enemies act and the dial turns") + then
    if isinstance(a, E.Escape):
        # every active (undefeated) enemy's escape cost (rules-decisions.md "Escape")
        costs = [
            effects_words(costs_sentence(cat, cat.enemies[e.id].escape_cost))
            for e in enc.enemies
            if e.id in cat.enemies and not e.defeated
        ]
        # what a trait or a cost nobody can pay adds, with its reason, as the desktop's Escape button (issue 19)
        standing = [
            c for e in enc.enemies if e.id in cat.enemies and not e.defeated for c in cat.enemies[e.id].escape_cost
        ]
        _, _, pays, parts = escape_extras(game, cat, enc.current().character, standing)
        if pays:  # the total first, then why it is not the printed price (as the desktop's Escape button)
            return tr("run from the encounter: you pay {pays} ({why})").format(pays=pays, why="; ".join(parts))
        cost = (" " + tr("and") + " ").join(c for c in costs if c)
        return tr("run from the encounter") + (" " + tr("(costs {costs})").format(costs=cost) if cost else "")
    if isinstance(a, E.TakeReward):
        if 0 < a.n <= len(enc.reward_offer):
            offer = runtime.effect(enc.reward_offer[a.n - 1])
            return tr("take the reward: {reward}").format(reward=effect_text(game, offer)) + trait_note(
                game, enc.current().character, [offer]
            )
        return tr("take the reward")
    if isinstance(a, E.SkipReward):
        return tr("leave the rewards")
    if isinstance(a, E.DiscardCard):
        return tr("discard {card}").format(card=_card_name(game, a.card))
    return ""


def _card_name(game: Game, card: str) -> str:
    cat = game.catalog
    for table in (cat.items, cat.secrets, cat.cards):
        if card in table:
            return str(table[card].name)
    return card


def closed_actions(game: Game) -> list[str]:
    """During the Day, the acting character's usual actions that cannot be taken now, each with the reason
    (newcomer playtest: "actions you can't afford disappear without a reason"). Empty outside the Day."""
    s, cat = game.state, game.catalog
    who = game.current_actor()
    if who is None or s.phase != "day" or s.pending or s.encounter is not None:
        return []
    ch = s.characters[who]
    loc = cat.locations[ch.location]
    legal_now = {a.verb for a in game.legal_actions() if not getattr(a, "party", ())} | {
        str(a) for a in game.legal_actions()
    }
    out: list[str] = []

    def energy(n: int) -> str:
        return tr("needs %n Energy (you have {have})", n=n).format(have=ch.energy)

    if "explore" not in legal_now:
        out.append(tr("Explore") + f" — {energy(1)}")
    step = legal.travel_cost(game, who)
    if ch.energy < step:
        places = ", ".join(str(n) for _d, n in mapgrid.connected(cat, s, ch.location))
        if places:
            out.append(tr("Travel ({places})").format(places=places) + f" — {energy(step)}")
    act = loc.action
    if act is not None and "location-action" not in legal_now:
        placed = s.locations[str(ch.location)]
        task = Task("check", character=who, party=[who])
        failed = [condition_reason(game, who, c) for c in act.conditions if not runtime.check(game, task, c)]
        if act.once_per_day and placed.action_used:
            why = tr("already done here today (once a day)")
        elif failed:
            why = "; ".join(failed)  # text-mode words ("you have"), Quest Dials by name
        else:
            why = engine_reason(game, "location-action", act.name)
        out.append(f"{act.name} " + tr("(the location's action)") + f" — {why}")
    cact = cat.characters[who].action
    if "character-action" not in legal_now:
        why = engine_reason(game, "character-action", cact.name)
        out.append(f"{cact.name} " + tr("(your character's action)") + f" — {why}")
    if loc.menhir is not None and "menhir" in loc.seals and "activate-menhir" not in legal_now:
        out.append(tr("Activate the Menhir") + f" — {engine_reason(game, 'activate-menhir', 'activating the Menhir')}")
    return out


_THERE_IS = re.compile(r"(\d+) (\w+) \(there is (\d+)\)")


def engine_reason(game: Game, notation: str, name: str) -> str:
    """Why the acting character alone cannot take the day action ``notation`` (``location-action``,
    ``character-action``, ``activate-menhir``): the engine's own reason (``Game.illegal_reason``), which names
    only what is short (third newcomer pass: "costs 1 Magic (you have 0 Magic)", not the Energy that is there),
    with the leading ``name`` dropped (the line names the action already) and "there is" said as "you have"."""
    why = game.illegal_reason(notation) or tr("not possible now")
    if why.startswith(f"{name} "):
        why = why[len(name) + 1 :]
    return reason_words(plain(_THERE_IS.sub(r"\1 \2 (you have \3 \2)", why)))


def compact_cards(game: Game, numbered: Sequence[tuple[int, Action]]) -> list[str]:
    """``cut`` / ``restore`` choices as a few lines of ``7 Card Name`` (a deck lists 15 or more), under one line
    saying what they do (S0 "Advancing"; rules-decisions.md: a deck keeps at least 15 cards)."""
    out: list[str] = []
    for verb, what in (
        (
            "cut",
            tr("cut: take a card out of its deck (kept aside; a deck keeps at least {n} cards)").format(n=day.MIN_DECK),
        ),
        ("restore", tr("restore: put a card taken out back into its deck")),
    ):
        items = [f"{i}. {_card_name(game, getattr(a, 'card', ''))}" for i, a in numbered if a.verb == verb]
        if items:
            out.append(f"    {what}:")
            out.extend(textwrap.wrap(" · ".join(items), WIDTH, initial_indent="      ", subsequent_indent="      "))
    return out


def display_order(actions: Sequence[Action]) -> list[Action]:
    """The legal actions as listed to the player: grouped by verb in the engine's order, travel sorted by
    location number (the numbers typed refer to this list)."""
    first: dict[str, int] = {}
    for i, a in enumerate(actions):
        first.setdefault(a.verb, i)
    keyed = sorted(
        enumerate(actions),
        key=lambda p: (first[p[1].verb], p[1].to if isinstance(p[1], A.Travel) else 0, p[0]),
    )
    return [a for _i, a in keyed]


# ------------------------------------------------------------------ decisions and state


def decision_heading(game: Game) -> str:
    """A line that says what the open decision is for (End of the Day steps, journal, equip …)."""
    s = game.state
    if s.encounter is not None or not s.pending:
        return ""
    p = s.pending[0]
    name = game.name(p.character) if p.character and p.character in s.characters else tr("the party")
    ch = s.characters.get(p.character or "")
    exp = ch.resources.get("experience", 0) if ch else 0
    fast = (
        tr("you lose 1 Health (Energy is already 0)")
        if ch is not None and not ch.energy
        else tr("Energy drops to 0 before it is restored")
    )
    food = ch.resources.get("food", 0) if ch else 0
    headings = {
        "journal": tr("{name} reads the journal: choose an option by its number").format(name=name),
        "rest": (
            tr(
                "End of the Day for {name}: rest. `eat` 1 Food (+1 Health, −1 Terror; you have {food} Food)"
                " or `fast` (no Food: {fast})."
            ).format(name=name, food=food, fast=fast)
            + " "
            + _restore_ahead(game, p.character)
        ),
        "advance": tr(
            "End of the Day for {name}: spend Experience (you have {exp}) or type done. `raise` adds 1 to an"
            " attribute{raise_note}; `advance` pays {cost} Experience to look at 3 Advancement Pool cards and add"
            " one to your deck{deck_note}"
        ).format(
            name=name,
            exp=exp,
            raise_note=_raise_note(game, p.character),
            cost=day.ADVANCE_COST,
            deck_note=_deck_note(game, p.character),
        ),
        "pick-card": tr(
            "End of the Day for {name}: take one of the three Advancement Pool cards into your deck"
            " (the other two go back to the pool)"
        ).format(name=name),
        "skill": tr("{name} gains a Skill: choose the card and the side to keep").format(name=name),
        "equip": tr(
            "{name} holds more than one face-up {keyword} card: only one of a keyword is in use."
            " Choose which stays face up; the others turn face down (kept, not in use)"
        ).format(name=name, keyword=tr(p.data.get("keyword", ""))),
        "guardian": tr("Choose which Guardian to face first"),
        "claim": tr("Choose a character to take up, or sit out")
        if p.data.get("may_sit_out") == "1"
        else tr("Choose a character to take up"),
        "join": tr("Others stand here: the arriving party chooses who joins the encounter it meets"),
        "discard-items": tr(
            "{name} must discard %n Item(s) (never a Secret): choose which", n=int(p.data.get("left", "1"))
        ).format(name=name),
        "secret": tr("Give {name}'s Secret to a living character").format(name=name),
        "mercy": tr("The party has failed: accept the Mercy to restart the chapter"),
        "next-chapter": _next_chapter_heading(game),
    }
    if p.kind == "advance" and not exp:
        return _no_experience_heading(game, name)
    return headings.get(p.kind, tr("Decision: {kind} for {name}").format(kind=p.kind, name=name))


def _no_experience_heading(game: Game, name: str) -> str:
    """The advancement step with no Experience (issue 19: it asked to spend Experience there was none of):
    says so, and what is still free (cutting a card above the 15, putting one back), or that only done is left."""
    free = any(str(a).startswith(("cut ", "restore ")) for a in game.legal_actions())
    if free:
        return tr(
            "End of the Day for {name}: no Experience to spend tonight, so nothing can be raised or bought."
            " You may `cut` a card from a deck or `restore` one (free), or type done."
        ).format(name=name)
    return tr(
        "End of the Day for {name}: no Experience to spend tonight, and no card to cut or put back: type done."
    ).format(name=name)


def _next_chapter_heading(game: Game) -> str:
    """The completion of a chapter: its ending and what comes next (issue 24; S1 "Saving")."""
    from grail_desktop.engine.chapters import chapter_name

    s = game.state
    ending = game.thing_name(s.outcome[4:]) if s.outcome and s.outcome.startswith("won ") else tr("won")
    after = game.catalog.chapter_after(s.chapter)
    nxt = chapter_words(chapter_name(game.catalog, after)) if after is not None else tr("the next chapter")
    return tr(
        "{chapter} is won: {ending}. Save now (`save`) to keep the completion, then begin {next} now or later."
        " Characters keep what they carry; players may join or leave between chapters"
    ).format(chapter=chapter_words(chapter_name(game.catalog, s.chapter)), ending=ending, next=nxt)


def _restore_ahead(game: Game, who: str | None) -> str:
    """What the restore after resting will give (S1 End of the Day step 2; rules-decisions.md: Exhausted
    gets +4, no higher than the starting slot)."""
    if who is None or who not in game.state.characters:
        return ""
    start = game.catalog.characters[who].energy.start
    energy = game.state.characters[who].energy
    if energy <= 1:
        return tr(
            "Then Energy: you are Exhausted (1 Energy or less), so +4, no higher than the starting slot {start}"
        ).format(start=start)
    if energy >= start:
        return tr(
            "Then Energy stays {energy} if you eat; fasting leaves you Exhausted (0 Energy): only +4, no higher"
            " than {start}"
        ).format(energy=energy, start=start)
    return tr(
        "Then Energy comes back to the starting slot {start} if you eat; fasting leaves you Exhausted (0 Energy):"
        " only +4, no higher than {start}"
    ).format(start=start)


def _raise_note(game: Game, who: str | None) -> str:
    """Why no ``raise`` is listed when none is (docs/rules.md "Advancement": 2 × the pair's total after the
    raise, at most 10): the cheapest raise and its price against the Experience held."""
    ch = game.state.characters.get(who or "")
    if ch is None or any(isinstance(a, A.Raise) for a in game.legal_actions()):
        return " " + tr("(each raise listed below with its cost)")
    costs = {attr: day.attribute_cost(ch.attributes, attr) for attr in ch.attributes}
    if not costs:
        return ""
    low = min(costs.values())
    names = [word(a) for a, c in costs.items() if c == low]
    cheapest = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {tr('or')} {names[-1]}"
    exp = ch.resources.get("experience", 0)
    return " " + tr(
        "(none you can afford: the cheapest raise, of {attributes}, costs {cost} Experience; you have {exp})"
    ).format(attributes=cheapest, cost=low, exp=exp)


def _deck_note(game: Game, who: str | None) -> str:
    """While ``cut`` is offered: what cutting does (S0 "Advancing"; rules-decisions.md: at least 15 cards);
    when it is not, that the decks are at their minimum."""
    if not any(isinstance(a, A.Cut | A.Restore) for a in game.legal_actions()):
        return ". " + tr("No card can be cut: your decks are at their minimum of {n} cards (buy one first)").format(
            n=day.MIN_DECK
        )
    return ". " + tr(
        "You may also take cards out of your deck with `cut` (a deck keeps at least {n} cards; cards taken out"
        " stay yours, set aside, and `restore` puts one back)"
    ).format(n=day.MIN_DECK)


def quest_lines(game: Game) -> list[str]:
    """Active Quests with their quest text and hint, then the Quest Dials the story has set."""
    cat = game.catalog
    out: list[str] = []
    for q in game.state.active_quests:
        ev = cat.events.get(q)
        if ev is None:
            out.append("  " + tr("Quest: {title}").format(title=q))
            continue
        out.append("  " + tr("Quest: {title}").format(title=ev.title))
        ev = event_face(game, ev)
        if ev.quest is not None:
            out.extend(paragraphs(ev.quest.text))
            if ev.quest.hint:
                out.extend(paragraphs(tr("Hint: {hint}").format(hint=ev.quest.hint)))
            lost = sunk_note(game, cat, q)
            if lost:
                out.extend(paragraphs(lost))
    out = out or ["  " + tr("No Active Quests.")]
    for title, text in quest_dials(game, cat):  # what "its Quest Dial now shows 1" spoke of (issue 19)
        out.append("  " + title)
        out.extend(paragraphs(text))
    return out


def goal_lines(game: Game) -> list[str]:
    """The chapter's goal (``chapters.toml`` ``goal``) under its heading, or nothing when the pack has none."""
    goal = chapter_goal(game, game.catalog)
    if goal is None:
        return []
    return ["  " + tr("How to win the chapter") + f" · {goal[0]}", *paragraphs(goal[1])]


def describe(game: Game, *, full: bool = True) -> str:
    """The state as text: day and phase, Event, quests, characters, map, journal section or encounter.

    ``full`` adds the Event text, quest texts and hints, and the open section's prose.
    """
    s, cat = game.state, game.catalog
    head = tr("Day {day} · {phase}").format(day=s.day, phase=phase_name(s.phase))
    lines = [head + (f" · {outcome_words(cat, s.outcome)}" if s.outcome else "")]
    if s.current_event and s.current_event in cat.events:
        lines.append("  " + tr("Event: {title}").format(title=cat.events[s.current_event].title))
        if full:
            lines.extend(paragraphs(event_face(game, cat.events[s.current_event]).text))  # its spans resolved
    if full:
        lines.append("  " + tr("Active Quests:"))
        lines.extend("  " + q for q in quest_lines(game))
    elif s.active_quests:
        titles = ", ".join(cat.events[q].title for q in s.active_quests if q in cat.events)
        lines.append("  " + tr("Active Quests:") + " " + titles)
    if s.statuses and full:
        lines.append(
            "  "
            + tr("Statuses (what the party has done or learned):")
            + " "
            + "; ".join(status_name(game, st) for st in s.statuses)
        )
    for cid in s.order:
        lines.extend(character_lines(game, cid, full=full))
    fading = vanishing_locations(s)
    fades = " " + tr("(fades at dawn)")
    places = ", ".join(
        # no-break spaces keep each place's number and name on one line when the Map line wraps
        f"{n} {cat.locations[int(n)].name}{fades if int(n) in fading else ''}".replace(" ", "\u00a0")
        for n in sorted(s.locations, key=int)
    )
    lines.extend(line.replace("\u00a0", " ") for line in _rewrap("  " + tr("Map: {places}").format(places=places)))
    if fading:
        note = "  " + tr(
            "(fades at dawn: out of reach of every Menhir that still burns tomorrow. At the next Start of the Day"
            " the card sinks into the wyrdness; whoever stands on it loses {health} Health, gains {terror} Terror"
            " and is moved)"
        ).format(health=day.WYRD_HEALTH, terror=day.WYRD_TERROR)
        lines.extend(_rewrap(note))
    if s.menhirs:
        lines.append(
            "  "
            + tr("Menhirs (dial: days of light left):")
            + " "
            + ", ".join(
                f"{m.location} {cat.locations[m.location].name if m.location in cat.locations else ''} "
                + tr("(dial {n})").format(n=m.dial)
                for m in s.menhirs.values()
            )
        )
    if s.guardians:
        where = ", ".join(
            tr("{enemy} at {place}")
            .format(
                enemy=game.enemy_name(gd.enemy),
                place=cat.locations[gd.location].name if gd.location in cat.locations else "",
            )
            .rstrip()
            for gd in s.guardians
        )
        lines.extend(
            _rewrap(
                "  "
                + tr("Guardians (they roll to wander each morning; arriving fights them): {where}").format(where=where)
            )
        )
    if s.quest_dials:
        lines.append(
            "  "
            + tr("Quest Dials (a quest's progress; only the story moves them):")
            + " "
            + ", ".join(f"{status_name(game, k)} {v}" for k, v in s.quest_dials.items())
        )
    if s.time_dials:
        lines.append(
            "  "
            + tr("Time Dials (drop by 1 each morning):")
            + " "
            + ", ".join(f"{status_name(game, k)} {v}" for k, v in s.time_dials.items())
        )
    if s.exploration is not None:
        section = cat.journal[s.exploration.section]
        lines.append("  " + tr("Journal: {title}").format(title=plain(section.title)))  # never its number (issue 19)
        if full:
            lines.extend(paragraphs(section_text(game, section)))
    if s.encounter is not None:
        lines.extend(encounter_lines(game, s.encounter))
    return "\n".join(lines)


def phase_name(phase: str) -> str:
    names = {
        "start": tr("Start of the Day"),
        "day": tr("During the Day"),
        "end": tr("End of the Day"),
        "over": tr("game over"),
    }
    return names.get(phase, phase)


#: The survival states (rules-decisions.md "Survival tracks"), as the status line and announcements say them.
STATE_NAMES = {
    "exhausted": tr_noop("Exhausted"),
    "panic": tr_noop("Panic"),
    "insane": tr_noop("Going Insane"),
    "dying": tr_noop("Dying"),
}


def character_states(game: Game, cid: str) -> list[str]:
    """The survival states ``cid`` is in now, in :data:`STATE_NAMES` order (``tracks.has_state``)."""
    from grail_desktop.engine.tracks import has_state

    c, d = game.state.characters[cid], game.catalog.characters[cid]
    return [st for st in STATE_NAMES if has_state(c, d, st)]


def deck_lines(game: Game, cid: str) -> list[str]:
    """The Combat and Diplomacy decks by card name, with counts and the cards set aside (S0 "Advancing")."""
    c = game.state.characters[cid]
    enc = game.state.encounter
    out: list[str] = []
    for kind in ("combat", "diplomacy"):
        deck: list[str] = list(getattr(c, f"{kind}_deck"))
        aside: list[str] = getattr(c, f"{kind}_aside")
        # A deck on loan to a fight is in the fight's piles (S2): count it there, not as an empty deck.
        member = None
        if enc is not None and enc.kind == kind:
            member = next((p for p in enc.participants if p.character == cid), None)
        if member is not None and enc is not None:
            chained = [card.card for e in enc.enemies for card in e.chain if card.owner == cid]
            deck += [*member.deck, *member.hand, *member.discard, *chained]
        counts: dict[str, int] = {}
        for card in deck:
            name = _card_name(game, card)
            counts[name] = counts.get(name, 0) + 1
        names = ", ".join(f"{n} ×{k}" if k > 1 else n for n, k in sorted(counts.items()))
        deck_name = tr("Combat deck") if kind == "combat" else tr("Diplomacy deck")
        head = f"    {deck_name} (" + tr("%n card(s)", n=len(deck))
        if member is not None:
            head += "; " + tr("in this fight: {n} left to draw").format(n=len(member.deck))
        head += "; " + tr("{n} set aside").format(n=len(aside)) if aside else ""
        out.extend(textwrap.wrap(f"{head}): {names}", WIDTH, subsequent_indent="      "))
    return out


def sheet_lines(game: Game, cid: str) -> list[str]:
    """A character's sheet for ``read NAME``: tracks with their limits, attributes in pairs, resources, action,
    trait, Skills, survival states and decks."""
    s, cat = game.state, game.catalog
    c, d = s.characters[cid], cat.characters[cid]
    states = ", ".join(tr(STATE_NAMES[st]) for st in character_states(game, cid)) or tr("none")
    lines = [
        "    " + tracks_words(c, d) + " · " + tr("states: {states}").format(states=states),
        "    "
        + tr("Attributes:")
        + " "
        + ", ".join(f"{word(a)} {c.attributes.get(a, 0)} / {word(b)} {c.attributes.get(b, 0)}" for a, b in PAIRS),
        "    " + ", ".join(f"{word(k)} {v}" for k, v in c.resources.items()),
        *textwrap.wrap(
            "    "
            + tr("Action: {name} ({n} Energy) — {text}").format(
                name=d.action.name, n=d.action.cost, text=plain(d.action.text)
            ),
            WIDTH,
            subsequent_indent="      ",
        ),
        *textwrap.wrap("    " + tr("Trait: {text}").format(text=plain(d.trait)), WIDTH, subsequent_indent="      "),
    ]
    for skill_id, side in c.skills.items():
        skill = cat.skills.get(skill_id)
        if skill is not None and 0 <= side < len(skill.sides):
            kept = skill.sides[side]
            lines.extend(
                textwrap.wrap(
                    "    " + tr("Skill: {name} — {text}").format(name=kept.name, text=plain(kept.text)),
                    WIDTH,
                    subsequent_indent="      ",
                )
            )
    return lines + deck_lines(game, cid)


def character_lines(game: Game, cid: str, *, full: bool) -> list[str]:
    s, cat = game.state, game.catalog
    c, d = s.characters[cid], cat.characters[cid]
    loc = cat.locations[c.location].name if c.location in cat.locations else ""
    flags = [f for f, on in ((tr("dead"), c.dead), (tr("passed"), c.passed)) if on]
    flags += [] if c.dead else [tr(STATE_NAMES[st]) for st in character_states(game, cid)]
    res = ", ".join(f"{word(k)} {v}" for k, v in c.resources.items())
    tracks = tracks_words(c, d)
    lines = [
        "  "
        + tr("{name} at {place}").format(name=d.name, place=loc)  # the place by its name (issue 19)
        + f": {tracks} · {res}"
        + (f" ({', '.join(flags)})" if flags else "")
    ]
    if full:
        lines.append("    " + ", ".join(f"{word(k)} {v}" for k, v in c.attributes.items()))
        down = " " + tr("(face down)")
        held = [_card_name(game, i) + (down if i in c.face_down else "") for i in [*c.items, *c.secrets]]
        if held:
            lines.append("    " + tr("Holds: {cards}  (`read NAME` shows a card's text)").format(cards=", ".join(held)))
        lines.extend(deck_lines(game, cid))
    return lines


# ------------------------------------------------------------------ events


def event_lines(game: Game, events: Iterable[Event], told: set[str] | None = None, *, taken: bool = False) -> list[str]:
    """Events as a player reads them: sections in full (title and prose), Events and new quests with their
    texts, other events as one polished line each.

    The story comes before what it gives (newcomer playtest 2, "Order of output"): after a journal option is
    chosen, its costs and effects are printed after the prose of the section it leads to. When a decision
    (``equip``) interrupts before that section is read, its prose is printed ahead with ``told`` (a set kept
    by the caller across actions): the section id is added, and its later ``SectionRead`` prints nothing
    again. With ``taken`` the choice was the only way on, taken for the player (``journal_view.only_way_on``):
    it is not announced as theirs.
    """
    out: list[str] = []
    held: list[str] | None = None  # lines waiting for the prose of the section an option leads to
    resting: dict[str, bool] = {}  # character → Energy restored yet, after eating or fasting (S1 step 2)
    quiet = False  # a choice made with nothing paid or changed yet: a last one says so (NOTHING_CHANGES)
    for ev in events:
        data = dict(ev.data)
        if ev.kind == "OptionChosen":
            quiet = not out
            held = out[:]  # the option's costs were paid just before: they follow the prose too
            out = [] if taken else ["  " + tr("You chose: {option}").format(option=plain(ev.text))]
            continue
        if ev.kind == "SectionRead" and str(data.get("section")) in game.catalog.journal:
            section = str(data["section"])
            if told is not None and section in told:
                told.discard(section)
            else:
                out.extend(section_lines(game, section))
            out.extend(held or [])
            held = None
            continue
        if ev.kind in ("FoodEaten", "Fasted") and ev.character:
            resting[ev.character] = False
        lines = _event_lines(game, ev, data)
        if ev.kind == "EnergyGained" and ev.character in resting and not resting[ev.character]:
            resting[ev.character] = True
            said = _restore_words(game, ev.character, int(str(data.get("delta", 0))))
            lines = _rewrap(f"  · {said}")
        if ev.kind == "ExplorationEnded" and quiet:
            lines = [*_rewrap("  · " + tr(NOTHING_CHANGES)), *lines]
        if lines or ev.kind == "SectionRead":
            quiet = False
        (out if held is None else held).extend(lines)
    for cid, restored in resting.items():
        if not restored and game.state.phase == "end" and cid in game.state.characters:
            out.extend(_rewrap(f"  · {_restore_words(game, cid, 0)}"))
    if held is not None:
        ahead = section_ahead(game)
        if ahead is not None and told is not None:
            told.add(ahead)
            out.extend(section_lines(game, ahead))
        out.extend(held)
    return out


def _rewrap(line: str) -> list[str]:
    return textwrap.wrap(line, WIDTH, subsequent_indent="    ") or [line]


def section_lines(game: Game, section_id: str) -> list[str]:
    """A journal section as read: a blank line, the title (``Dream:`` / ``Nightmare:`` named), the prose."""
    section = game.catalog.journal[section_id]
    kind = _reading_kinds(game).get(section.id, "")
    if section.title.lower().startswith(kind.lower()):
        kind = ""  # the title already says "Dream: …"
    text = section_text(game, section)  # its spans resolved (docs/content-format.md "Text that follows the world")
    words = [term for _, _, term in glossary_of(game.catalog).find(plain(text))]
    said = tr("(`help WORD` explains: {words})").format(words=", ".join(words))
    explained = textwrap.wrap(said, WIDTH, initial_indent="  ", subsequent_indent="    ") if words else []
    return ["", f"  ── {kind}{plain(section.title)} ──", *paragraphs(text), *explained, ""]


_GLOSSARY: list[tuple[Catalog, str, Glossary]] = []


def glossary_of(catalog: Catalog) -> Glossary:
    """The glossary of ``catalog`` (built once per catalog and interface language): the journal's words the
    text mode names under a section and ``help WORD`` explains, as the desktop underlines them."""
    lang = language()
    for held, held_lang, glossary in _GLOSSARY:
        if held is catalog and held_lang == lang:
            return glossary
    glossary = build_glossary(catalog)
    _GLOSSARY[:] = [(catalog, lang, glossary)]
    return glossary


#: Effect words that change where the story goes: a section queued behind them may never be read.
_DETOURS = frozenset({"goto", "end", "win", "move", "move-lowest", "replace", "encounter", "fight"})


def section_ahead(game: Game) -> str | None:
    """The journal section the engine reads next, when an ``equip`` decision interrupts a chosen option before
    it (only effects that cannot change the way lie between); else None."""
    s = game.state
    if s.exploration is None or s.encounter is not None or not s.pending or s.pending[0].kind != "equip":
        return None
    for task in s.work:
        if task.kind == "section":
            return task.source if task.source in game.catalog.journal else None
        if task.kind != "effects" or any(e.split(" ", 1)[0] in _DETOURS for e in task.effects):
            return None
    return None


def _restore_words(game: Game, cid: str, gained: int) -> str:
    """The End of the Day restore for ``cid`` in the desktop's sentence (``day_views.restore_sentence``; S1 End of
    the Day step 2, rules-decisions.md "Exhausted"), after the character's name. ``gained`` is the Energy just
    restored; the character's Energy now is after it."""
    c = game.state.characters[cid]
    start = game.catalog.characters[cid].energy.start
    said = restore_sentence(c.energy - gained, c.energy, c.health, start)
    return tr("{name}: {sentence}").format(name=game.name(cid), sentence=said)


def _event_lines(game: Game, ev: Event, data: Mapping[str, object]) -> list[str]:
    """One event's lines (every kind but ``OptionChosen`` and ``SectionRead``, which :func:`event_lines`
    places)."""
    cat = game.catalog
    out: list[str] = []
    if ev.kind == "EventRevealed" and str(data.get("event")) in cat.events:
        event = event_face(game, cat.events[str(data["event"])])
        out.append("")
        out.append("  ── " + tr("Event: {title}").format(title=plain(event.title)) + " ──")
        out.extend(paragraphs(event.text))
        out.append("")
    elif ev.kind == "QuestAdded" and str(data.get("event")) in cat.events:
        event = event_face(game, cat.events[str(data["event"])])
        out.append("  · " + tr("New Active Quest: {title}").format(title=plain(event.title)))
        if event.quest is not None:
            out.extend(paragraphs(event.quest.text))
            if event.quest.hint:
                out.extend(paragraphs(tr("Hint: {hint}").format(hint=event.quest.hint)))
    elif ev.kind == "QuestCompleted" and str(data.get("event")) in cat.events:
        out.append("  · " + tr("Quest completed: {title}").format(title=plain(cat.events[str(data["event"])].title)))
    elif ev.kind == "MenhirInspected":
        state, _sep, waking = ev.text.partition(" If you wake it: ")
        out.extend(_rewrap(f"  · {sentence_words(ev.kind, event_text(state, game))}"))
        if waking:
            out.append("    " + tr("If you wake it:"))
            out.extend(paragraphs(waking, indent="      "))
    else:
        note = tr(_NOTES[ev.kind]) if ev.kind in _NOTES else ""
        line = f"  · {sentence_words(ev.kind, event_text(ev.text, game))}{note}"
        if ev.kind == "DialSet" and "Quest Dial" in ev.text:
            line += " " + tr("(the quest's progress: only the story moves it; `quests` shows every Quest Dial)")
        out.extend(_rewrap(line))
        out.extend(_card_text(game, ev.kind, data))
        if ev.kind == "CharacterActionTaken" and ev.character in cat.characters:
            text = cat.characters[ev.character].action.text
            out.extend(paragraphs(text, indent="      ") if text else [])
    return out


#: Short explanations after engine events a newcomer cannot place (newcomer playtest).
_NOTES = {
    "RandomEventsAdded": tr_noop(" (a coming morning's Event will be a random one; `help events`)"),
}


def _card_text(game: Game, kind: str, data: Mapping[str, object]) -> list[str]:
    """The text of an Item or Secret just gained, under its line (``read NAME`` shows it again)."""
    cat = game.catalog
    card = (
        cat.items.get(str(data.get("item")))
        if kind == "ItemGained"
        else cat.secrets.get(str(data.get("secret")))
        if kind == "SecretGained"
        else None
    )
    if card is None or not card.text:
        return []
    return paragraphs(card_text(game, card.id), indent="      ")


_FLIP = re.compile(r"\b(?:Flip|Umdrehen): ")  # the German pack writes "Umdrehen:"


def card_text(game: Game, ident: str) -> str:
    """An Item's or Secret's text as a player reads it: a flip item's ``Flip:`` says what flipping is
    (docs/encounters.md: a flip item is used once in an encounter with ``use`` and stays face down until the
    encounter ends; docs/content-format.md ``flip``). ``""`` for an unknown id."""
    cat = game.catalog
    card = cat.items.get(ident) or cat.secrets.get(ident)
    if card is None:
        return ""
    if ident in cat.items and cat.items[ident].flip:
        return _FLIP.sub(tr("Flip it in a fight (once, with `use`): "), card.text)
    return str(card.text)


def _reading_kinds(game: Game) -> dict[str, str]:
    """Section id → ``"Dream: "`` / ``"Nightmare: "`` for the sections locations name as their dreams."""
    out: dict[str, str] = {}
    for loc in game.catalog.locations.values():
        if loc.dream:
            out[loc.dream] = tr("Dream: ")
        if loc.nightmare:
            out[loc.nightmare] = tr("Nightmare: ")
    return out
