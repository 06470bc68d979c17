"""The Riven Veil's event sentences in the interface language (issue 28), as ``app/event_words.py`` does for
the campaign.

The Veil engine stays pure and English: each :class:`~grail_desktop.engine.veil.events.VeilEvent` keeps the
sentence its ``ctx.say`` wrote, which is also what a match sheet's replay writes again. The desk and the text
mode show :func:`veil_event_words` instead: the sentence is matched against the templates of its kind in
:data:`SENTENCES` (one English template per sentence shape, with named slots) and the template's translation is
filled with the slots. Names in the slots come from the pack the match plays with, which is already its
translation (``i18n/<lang>/``); numbers are written the locale's way; slots that hold a phrase of their own (a
region with its position, a unit, a deck, the source of VP, the match's mode) are translated here. A faction
whose English name reads as a plural ("The Tide Wardens draw") matches the same template as a singular one. A
sentence no template fits is shown as the engine wrote it; the tests play random German matches and fail on
any such line.
"""

from __future__ import annotations

import re
from functools import cache

from grail_desktop.app.i18n import language, number, tr, tr_noop
from grail_desktop.app.sentence_templates import SentenceTemplates
from grail_desktop.catalog.veil import plural_faction_names
from grail_desktop.engine.veil.defs import POSITION_NAMES
from grail_desktop.engine.veil.events import VeilEvent
from grail_desktop.engine.veil.gains import SOURCE_WORDS

#: Slots holding a whole number (written the locale's way).
_NUMBERS = frozenset({"n", "m", "initiative", "strength", "limit"})

#: (event kinds the template is tried for; the English template). Source: the ``ctx.say`` sites of
#: ``engine/veil`` (gains, rules, season, setup, war).
SENTENCES: tuple[tuple[tuple[str, ...], str], ...] = (
    # setup (engine/veil/setup.py)
    (("GameSetUp",), tr_noop("A match of {pack} for {n} factions ({mode}).")),
    (("ArtifactsOffered",), tr_noop("{who} draws {n} Artifacts.")),
    (("ArtifactsOffered",), tr_noop("You draw the Artifacts {artifacts}: keep one.")),
    # gains (engine/veil/gains.py)
    (("VPGained",), tr_noop("{who} gains {n} VP {why}, now {m}.")),
    (("PowerGained",), tr_noop("{who} gains {n} Faction Power, now {m}.")),
    (("ExcaliburClaimed",), tr_noop("{who} reaches the end of the Favor Track and takes Excalibur.")),
    (("FavorGained",), tr_noop("{who} gains {n} Favor, now {m}.")),
    (("DeckShuffled",), tr_noop("The {deck} discard is shuffled into a new deck.")),
    (("DeckShuffled",), tr_noop("The Artifacts not kept are shuffled back into their deck.")),
    (("CardDrawn",), tr_noop("{who} draws a {deck} card.")),
    (("CardDrawn", "CardsDrawn"), tr_noop("You draw {card}.")),
    (("CardsDrawn",), tr_noop("{who} draws {cards} ({decks}).")),
    (("ArtifactGained",), tr_noop("{who} gains the Artifact {artifact}.")),
    (("RegionExplored",), tr_noop("{owner} Lord explores {region} and finds {what}.")),
    (("BeastAppeared",), tr_noop("{beast} waits in {region}.")),
    (("TokenPlaced",), tr_noop("{owner} Lord gains {tokens}.")),
    (("GrailClaimed",), tr_noop("{who} claims the Holy Grail.")),
    (("KnightAppeared",), tr_noop("The Green Knight stands in {region}.")),
    # a turn (engine/veil/rules.py)
    (("ChoiceSealed",), tr_noop("{who} has made a secret choice.")),
    (("ChoiceSealed",), tr_noop("You chose: {choice}.")),
    (("LordLanded",), tr_noop("{owner} Lord lands in {region} with a Warrior.")),
    (("CombatStopped",), tr_noop("{who} stops drawing Combat Cards.")),
    (("AbilityUsed",), tr_noop("{who} uses {ability}.")),
    (("BeastBonded",), tr_noop("{who} bonds {beast} in {region}.")),
    (("Deployed",), tr_noop("{who} deploys {unit} to {region}.")),
    (("Moved",), tr_noop("{who} moves {unit} from {region} to {region2}.")),
    (("Settled",), tr_noop("{who} builds a Settlement in {region}.")),
    (("TokenPlaced",), tr_noop("{who} places a Strength Token on its Lord.")),
    (("TokenPlaced",), tr_noop("{who} places a Strength Token on its Settlement.")),
    (("ArtifactKept",), tr_noop("{who} keeps the Artifact {artifact}.")),
    (
        ("ChoicesRevealed",),
        tr_noop("{who} reveals {card} (initiative {initiative}; the highest acts first), paying with {paid}."),
    ),
    (("ChoicesRevealed",), tr_noop("{who} takes the Standard Action: {standard}.")),
    (("TurnStarted",), tr_noop("{owner} turn.")),
    (("UnitLimit",), tr_noop("{who} has more than 5 units in {region}: one goes back.")),
    (("StepSkipped",), tr_noop("{who} has no unit to deploy: the rest of this step is skipped.")),
    (("StepSkipped",), tr_noop("{who} has no unit to move: the rest of this step is skipped.")),
    (("StepSkipped",), tr_noop("{who} has nowhere to build a Settlement: this step is skipped.")),
    (("StepSkipped",), tr_noop("{who} has nothing to place a Strength Token on: this step is skipped.")),
    (("StepSkipped",), tr_noop("{who} has no card left to draw: the rest of this step is skipped.")),
    # the seasons (engine/veil/season.py)
    (("SeasonStarted",), tr_noop("Season {n} begins with the Mist Phase.")),
    (("TilesRevealed",), tr_noop("The Region Tiles turn face up: {regions}.")),
    (("ProphecyRevealed",), tr_noop("A Prophecy is revealed: {prophecy}.")),
    (("HandDealt",), tr_noop("Every faction is dealt a new hand.")),
    (("CatchUp",), tr_noop("{who} trails and gets Catch-Up help.")),
    (("RoundStarted",), tr_noop("Season {n}, round {m} of the Preparation Phase: choose your cards.")),
    (("ProphecyCompleted",), tr_noop("{who} fulfils the Prophecy {prophecy}.")),
    (("HandDiscarded",), tr_noop("{who} discards {cards} at the end of the season.")),
    (("GameOver",), tr_noop("The game ends. {names} wins with {n} VP.")),
    (("GameOver",), tr_noop("The game ends. {names} win with {n} VP.")),
    # the War Phase (engine/veil/war.py)
    (("WarStarted",), tr_noop("The War Phase of Season {n} begins.")),
    (("BattleStarted",), tr_noop("Battle in {region}: Heroes choose Battle Plans in secret.")),
    (
        ("PlansRevealed",),
        tr_noop(
            "{who} reveals {card} (strength {strength}; it fails if its Combat Cards add up to more than {limit}) with {bonus}."  # noqa: E501
        ),
    ),
    (("PlansRevealed",), tr_noop("{who} plays no Battle Plan.")),
    (("CombatCardDrawn",), tr_noop("{who} draws a Combat Card.")),
    (("CombatCardDrawn",), tr_noop("You draw {card} ({strength}).")),
    (("CombatRevealed",), tr_noop("Combat Cards are revealed — {shown}.")),
    (("PlanResolved",), tr_noop("{owner} {card} succeeds.")),
    (("PlanResolved",), tr_noop("{owner} {card} fails.")),
    (("ExcaliburUsed",), tr_noop("{who} raises Excalibur to break the tie.")),
    (("RegionScored",), tr_noop("{region}: {standings} (no Hero there, so no Battle Plans: strength alone decides).")),
    (("RegionScored",), tr_noop("{region}: {standings}.")),
)

#: The engine's plural verbs (``engine/veil/gains.py`` ``Ctx.does``): "has" → "have", else the "s" goes.
_PLURAL_VERBS = {"has": "have", "is": "are"}


def _plural_verb(verb: str) -> str:
    if verb in _PLURAL_VERBS:
        return _PLURAL_VERBS[verb]
    return verb[:-2] if verb.endswith(("ches", "shes", "sses")) else verb[:-1]


def _owner_slot(name: str) -> str | None:
    if name == "owner":  # "The Thorn Kin's", "The Tide Wardens'"
        return rf"(?P<{name}>.+?(?:'s|'))"
    return None


def _literal(parts: list[str], i: int) -> str:
    """The text between slots: the verb after ``{who}`` and "its" also in the plural a plural name takes
    ("draw", "their")."""
    part = parts[i]
    text = re.escape(part)
    if i > 0 and parts[i - 1] == "who":
        found = re.match(r"^ (\w+)", part)
        if found:
            verb = found[1]
            text = rf" (?:{verb}|{_plural_verb(verb)})" + re.escape(part[len(verb) + 1 :])
    return re.sub(r"\bits\b", "(?:its|their)", text)


#: The table compiled, by kind (the refusals below are read the same way).
TEMPLATES = SentenceTemplates(SENTENCES, numbers=_NUMBERS, slot=_owner_slot, literal=_literal)
#: The template of :data:`SENTENCES` a sentence of a kind was written from, and its slots (or None).
match = TEMPLATES.match


def veil_event_words(event: VeilEvent) -> str:
    """``event``'s sentence in the interface language (its ``text`` as the engine wrote it in English)."""
    return veil_sentence(event.kind, event.text)


def veil_sentence(kind: str, text: str) -> str:
    """A Veil engine sentence of ``kind`` in the interface language (``text`` itself in English or when no
    template fits)."""
    return _sentence(kind, text, language())


@cache
def _sentence(kind: str, text: str, lang: str) -> str:
    return text if lang == "en" else TEMPLATES.say(kind, text, _fill)


def _fill(template: str, slots: dict[str, str]) -> str:
    words = tr(template)
    subject = slots.get("who", slots.get("names", ""))
    if subject in plural_faction_names(language()) and template in PLURAL_FORMS:  # "Die Gezeitenhüter erhalten"
        plural = tr(template, PLURAL)
        words = plural if plural != template else words
    return words.format(**{name: _slot(name, value) for name, value in slots.items()})


# ---------------------------------------------------------------------- a plural subject

#: The disambiguation of a template's form for a subject whose name takes a plural verb in the interface
#: language (the pack translation's ``number = "plural"``; docs/content-format.md "Translations").
PLURAL = "plural subject"
#: The templates with a subject (``{who}``, or a single winner's ``{names}``), marked in their plural form.
PLURAL_FORMS: tuple[str, ...] = (
    tr_noop("{who} draws {n} Artifacts.", "plural subject"),
    tr_noop("{who} gains {n} VP {why}, now {m}.", "plural subject"),
    tr_noop("{who} gains {n} Faction Power, now {m}.", "plural subject"),
    tr_noop("{who} reaches the end of the Favor Track and takes Excalibur.", "plural subject"),
    tr_noop("{who} gains {n} Favor, now {m}.", "plural subject"),
    tr_noop("{who} draws a {deck} card.", "plural subject"),
    tr_noop("{who} draws {cards} ({decks}).", "plural subject"),
    tr_noop("{who} gains the Artifact {artifact}.", "plural subject"),
    tr_noop("{who} claims the Holy Grail.", "plural subject"),
    tr_noop("{who} has made a secret choice.", "plural subject"),
    tr_noop("{who} stops drawing Combat Cards.", "plural subject"),
    tr_noop("{who} uses {ability}.", "plural subject"),
    tr_noop("{who} bonds {beast} in {region}.", "plural subject"),
    tr_noop("{who} deploys {unit} to {region}.", "plural subject"),
    tr_noop("{who} moves {unit} from {region} to {region2}.", "plural subject"),
    tr_noop("{who} builds a Settlement in {region}.", "plural subject"),
    tr_noop("{who} places a Strength Token on its Lord.", "plural subject"),
    tr_noop("{who} places a Strength Token on its Settlement.", "plural subject"),
    tr_noop("{who} keeps the Artifact {artifact}.", "plural subject"),
    tr_noop(
        "{who} reveals {card} (initiative {initiative}; the highest acts first), paying with {paid}.", "plural subject"
    ),
    tr_noop("{who} takes the Standard Action: {standard}.", "plural subject"),
    tr_noop("{who} has more than 5 units in {region}: one goes back.", "plural subject"),
    tr_noop("{who} has no unit to deploy: the rest of this step is skipped.", "plural subject"),
    tr_noop("{who} has no unit to move: the rest of this step is skipped.", "plural subject"),
    tr_noop("{who} has nowhere to build a Settlement: this step is skipped.", "plural subject"),
    tr_noop("{who} has nothing to place a Strength Token on: this step is skipped.", "plural subject"),
    tr_noop("{who} has no card left to draw: the rest of this step is skipped.", "plural subject"),
    tr_noop("{who} trails and gets Catch-Up help.", "plural subject"),
    tr_noop("{who} fulfils the Prophecy {prophecy}.", "plural subject"),
    tr_noop("{who} discards {cards} at the end of the season.", "plural subject"),
    tr_noop(
        "{who} reveals {card} (strength {strength}; it fails if its Combat Cards add up to more than {limit}) with {bonus}.",  # noqa: E501
        "plural subject",
    ),
    tr_noop("{who} plays no Battle Plan.", "plural subject"),
    tr_noop("{who} draws a Combat Card.", "plural subject"),
    tr_noop("{who} raises Excalibur to break the tie.", "plural subject"),
    tr_noop("The game ends. {names} wins with {n} VP.", "plural subject"),
)


# ---------------------------------------------------------------------- phrases inside a sentence

#: A region's position on the board (``engine/veil/defs.py`` ``POSITION_NAMES``) as a noun.
POSITION_WORDS: dict[str, str] = {
    "north-west": tr_noop("north-west", "region position"),
    "north": tr_noop("north", "region position"),
    "north-east": tr_noop("north-east", "region position"),
    "west": tr_noop("west", "region position"),
    "centre": tr_noop("centre", "region position"),
    "east": tr_noop("east", "region position"),
    "south-west": tr_noop("south-west", "region position"),
    "south": tr_noop("south", "region position"),
    "south-east": tr_noop("south-east", "region position"),
}
assert set(POSITION_WORDS) == set(POSITION_NAMES.values())
#: The decks as the engine names them (``engine/veil/gains.py`` ``DECK_WORDS``, and a deck's own id where it
#: has no word: the Combat Cards, Artifacts, Beasts, Prophecies).
DECK_NAMES: dict[str, str] = {
    "Deploy": tr_noop("Deploy", "a Riven Veil deck"),
    "Move": tr_noop("Move", "a Riven Veil deck"),
    "Settle": tr_noop("Settle", "a Riven Veil deck"),
    "Battle Plan": tr_noop("Battle Plan", "a Riven Veil deck"),
}
#: The decks the engine names by their ids (their discards reshuffled).
_DECK_IDS: dict[str, str] = {
    "combat": tr_noop("Combat Cards"),
    "artifact": tr_noop("Artifacts"),
    "beast": tr_noop("Beasts"),
    "prophecy": tr_noop("Prophecies"),
    "mist": tr_noop("Mist Cards"),
}
#: Where VP come from (``engine/veil/gains.py`` ``SOURCE_WORDS``).
_SOURCES: dict[str, str] = {
    "from the Favor Track": tr_noop("from the Favor Track"),
    "for an Artifact": tr_noop("for an Artifact"),
    "from a Mist Card": tr_noop("from a Mist Card"),
    "for the Holy Grail": tr_noop("for the Holy Grail"),
    "from a card": tr_noop("from a card"),
    "for a Beast": tr_noop("for a Beast"),
    "from Settlement slots": tr_noop("from Settlement slots"),
    "for a Prophecy": tr_noop("for a Prophecy"),
    "for cards left in hand": tr_noop("for cards left in hand"),
    "for a region": tr_noop("for a region"),
    "to start with": tr_noop("to start with"),
}
#: The match's mode in words (``engine/veil/state.py`` ``Mode.words``).
_MODE: dict[str, str] = {
    "two seasons": tr_noop("two seasons"),
    "three seasons": tr_noop("three seasons"),
    "deterministic combat": tr_noop("deterministic combat"),
    "Combat Cards": tr_noop("Combat Cards"),
    "symmetric factions": tr_noop("symmetric factions"),
    "asymmetric factions": tr_noop("asymmetric factions"),
    "Catch-Up": tr_noop("Catch-Up"),
    "no Catch-Up": tr_noop("no Catch-Up"),
}
#: The Standard Actions (``engine/veil/rules.py`` ``STANDARD``).
_STANDARD: dict[str, str] = {
    "deploy": tr_noop("deploy 1 Warrior"),
    "move": tr_noop("move 1 unit"),
    "power": tr_noop("gain 1 Faction Power"),
}
_REGION = re.compile(r"^(?P<name>.+) \((?P<pos>[a-z-]+)\)$")
_FACE_DOWN = re.compile(r"^the (?P<pos>[a-z-]+)$")
_COUNT = re.compile(r"^(-?\d+) (card|Strength Token)s?$")


def vp_source_words(source: str) -> str:
    """A VP source's id (``engine/veil/gains.py`` ``SOURCE_WORDS``: ``"favor"``) in the interface language
    ("von der Gunstleiste"); the id itself when it has no words."""
    words = SOURCE_WORDS.get(source)
    return tr(_SOURCES[words]) if words in _SOURCES else source


def mode_phrase(words: str) -> str:
    """A match's mode as ``Mode.words`` writes it (``"two seasons, Combat Cards, …"``) in the interface
    language."""
    return _slot("mode", words)


def position_words(position: str) -> str:
    """A position on the board (``"north-west"``) in the interface language (``"Nordwesten"``)."""
    return tr(POSITION_WORDS[position], "region position") if position in POSITION_WORDS else position


def region_phrase(text: str) -> str:
    """A region as ``engine/veil/board.py`` ``region_name`` writes it (``"Distelgrund (west)"``, ``"the
    north-west"``) in the interface language (``"Distelgrund (Westen)"``, ``"Nordwesten"``)."""
    found = _REGION.match(text)
    if found and found["pos"] in POSITION_WORDS:
        return f"{found['name']} ({position_words(found['pos'])})"
    found = _FACE_DOWN.match(text)
    if found and found["pos"] in POSITION_WORDS:
        return position_words(found["pos"])
    return text


def deck_words(deck: str) -> str:
    """A deck as the engine names it (``"Deploy"``, ``"combat"``) in the interface language."""
    if deck in DECK_NAMES:
        return tr(DECK_NAMES[deck], "a Riven Veil deck")
    return tr(_DECK_IDS[deck]) if deck in _DECK_IDS else deck


def _unit(text: str) -> str:
    """``"a Warrior"``, ``"its Lord Queen Ysolde"``, ``"their Champion Pale Tamsin"`` or a Beast's name."""
    if text == "a Warrior":
        return tr("a Warrior", "unit moved")
    found = re.match(r"^(?:its|their) (Lord|Champion) (.+)$", text)
    if found:
        if found[1] == "Lord":
            return tr("{name} (Lord)").format(name=found[2])
        return tr("{name} (Champion)").format(name=found[2])
    return tr("the Beast {name}").format(name=text)


def _count(text: str) -> str:
    found = _COUNT.match(text)
    if found is None:
        return text
    n = int(found[1])
    return tr("%n card(s)", n=n) if found[2] == "card" else tr("%n Strength Token(s)", n=n)


def _choice(text: str) -> str:
    """A sealed choice as ``engine/veil/rules.py`` ``_choice_words`` writes it."""
    found = re.match(r"^keep (.+?) for (.+)$", text)
    if found:
        return tr("keep {artifact} for {hero}").format(artifact=found[1], hero=found[2])
    found = re.match(r"^the Standard Action \((\w+)\)$", text)
    if found:
        return tr("the Standard Action: {standard}").format(standard=_standard(found[1]))
    if text == "no Battle Plan":
        return tr("no Battle Plan")
    found = re.match(r"^(.+?), paying with (.+)$", text)
    if found:
        return tr("{card}, paying with {cards}").format(card=found[1], cards=found[2])
    found = re.match(r"^(.+?), with Bonus Cards (.+)$", text)
    if found:
        return tr("{card}, with the Bonus Cards {cards}").format(card=found[1], cards=found[2])
    return text


def _standard(text: str) -> str:
    return tr(_STANDARD[text]) if text in _STANDARD else text


def _slot(name: str, value: str) -> str:
    """A slot's value in the interface language."""
    if name in _NUMBERS:
        return number(int(value))
    if name == "owner":
        return value[:-2] if value.endswith("'s") else value[:-1]
    if name in ("region", "region2"):
        return region_phrase(value)
    if name == "regions":
        return ", ".join(region_phrase(r) for r in value.split(", "))
    if name == "unit":
        return _unit(value)
    if name == "deck":
        return deck_words(value)
    if name == "decks":
        return ", ".join(deck_words(d) for d in value.split(", "))
    if name == "why":
        return tr(_SOURCES[value]) if value in _SOURCES else value
    if name == "mode":
        return ", ".join(tr(_MODE[m]) if m in _MODE else m for m in value.split(", "))
    if name in ("cards", "tokens"):
        return _count(value)
    if name == "choice":
        return _choice(value)
    if name == "standard":
        return _standard(value)
    if name in ("what", "paid"):
        return tr("nothing") if value == "nothing" else value
    if name == "bonus":
        return tr("no Bonus Cards") if value == "no Bonus Cards" else value
    if name == "shown":
        return re.sub(r": none(?=;|$)", lambda _m: ": " + tr("none"), value)
    if name == "standings":
        return value.replace("the Green Knight", tr("the Green Knight"))
    if name == "names":
        return value.replace(" and ", f" {tr('and')} ")
    return value


# ---------------------------------------------------------------------- refusals

#: The Veil engine's refusal reasons (``IllegalActionError.reason``: ``engine/veil/rules.py``
#: ``illegal_reason``, ``engine/veil/actions.py`` ``parse_act``, ``engine/veil/game.py`` ``undo``), one template
#: per shape; the slots keep the engine's seat numbers and notation as written.
REFUSALS: tuple[str, ...] = (
    tr_noop("the game is over"),
    tr_noop("there is no seat {seat}"),
    tr_noop("seat {seat} has already made its secret choice this time"),
    tr_noop("it is seat {waiting}'s decision, not seat {seat}'s"),
    tr_noop("{act} is not one of seat {seat}'s legal actions now"),
    tr_noop("nothing to undo since the last card drawn, choice revealed or region explored"),
    tr_noop("{text}: an action starts with the seat number and a colon, e.g. '0: end'"),
    tr_noop("{text}: no verb after the seat"),
    tr_noop("{text}: unknown verb {verb} (known: {verbs})"),
    tr_noop("{text}: {verb} takes {n} argument, got {m}"),
    tr_noop("{text}: {verb} takes {n} arguments, got {m}"),
    tr_noop("{text}: write '{usage}'"),
)
_REPLAY_LINE = re.compile(r"^action (?P<n>\d+) \((?P<text>.+?)\): (?P<reason>.+)$", re.DOTALL)


def veil_refusal(reason: str) -> str:
    """A Veil engine refusal ``reason`` in the interface language (itself in English, or when no template of
    :data:`REFUSALS` fits). A replay's "action N ('…'): reason" keeps its line and says the reason so too."""
    return _refusal(reason, language())


@cache
def _refusal(reason: str, lang: str) -> str:
    if lang == "en":
        return reason
    line = _REPLAY_LINE.match(reason)
    if line:
        return tr("action {n} ({text}): {reason}").format(
            n=number(int(line["n"])), text=line["text"], reason=_refusal(line["reason"], lang)
        )
    found = TEMPLATES.first(REFUSALS, reason)
    if found is None:
        return reason
    template, slots = found
    return tr(template).format(**{k: number(int(v)) if k in _NUMBERS else v for k, v in slots.items()})
