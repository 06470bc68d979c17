"""The engine's event sentences in the interface language (issue 28).

The engine stays pure (no catalog of messages, no I/O): each :class:`~grail_desktop.engine.core.Event` keeps
its English ``text``, which is also what the chronicle and every save keep. The front ends show
:func:`event_words` instead: the English sentence is matched against the table :data:`SENTENCES` (one
English template per sentence shape the engine writes, with named slots), and the template's translation is
filled with the slots. Names in the slots come from the catalog the game plays with, which is already the
pack's translation (``i18n/<lang>/``); numbers are written the locale's way; slots that hold a phrase of their
own (a count of days, a die face, an effect in words, a state) are translated by :func:`phrase`. Because the
text is matched, not a stored template id, the lines of older saves and of the chronicle read in the interface
language too. A sentence no template matches is shown as the engine wrote it; the tests play random German
games and fail on any such line.

:func:`reason_words` does the same for the reasons the engine gives (``engine/reasons.py``, refusals).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from grail_desktop.app.i18n import language, number, term, tr, tr_noop
from grail_desktop.app.sentence_templates import SentenceTemplates
from grail_desktop.catalog import plural_names
from grail_desktop.engine.core import Event

#: Slots holding a whole number (written the locale's way).
_NUMBERS = frozenset({"n", "m", "day", "round", "roll", "limit", "of", "cost", "value", "now", "dial", "old", "loc"})
#: Slots holding a phrase of their own, translated by :func:`phrase`.
_PHRASES = frozenset({"fx", "fx2", "days", "cards", "phases", "hits", "dice", "faces", "die", "colour", "state"})
_PHRASES |= frozenset(
    {"direction", "tokens", "events", "attribute", "deck", "kind", "what", "does", "doing", "rest", "label"}
)

#: (event kinds the template is tried for, or ``()`` for any kind; the English template).
SENTENCES: tuple[tuple[tuple[str, ...], str], ...] = (
    # the session's own lines (``app/session.py``)
    (("CampaignStarted",), tr_noop("A new campaign of {title} begins.")),
    (("CampaignLoaded",), tr_noop("The campaign goes on.")),
    (("CampaignLoaded",), tr_noop("{title} goes on.")),
    # the day
    (("DayStarted",), tr_noop("Day {day} begins")),
    (("PhaseChanged",), tr_noop("Day {day}: During the Day")),
    (("PhaseChanged",), tr_noop("Day {day}: End of the Day")),
    (("PhaseChanged",), tr_noop("Day {day}: Start of the Day")),
    (("DaySkipped",), tr_noop("Day {day}: nobody has Energy to act, so the day passes to its End")),
    (("DayOver",), tr_noop("{who}: no Energy left, so the day ends for them")),
    (("TurnSkipped",), tr_noop("{who} has no Energy and takes no turn today ({rest})")),
    (("TurnSkipped",), tr_noop("{who} has no Energy and takes no turn today")),
    (("Passed",), tr_noop("{who} passes for the day")),
    (("FoodEaten",), tr_noop("{who} eats and rests")),
    (("Fasted",), tr_noop("{who} goes hungry")),
    (("EventDeckEmpty",), tr_noop("The Event deck is empty")),
    (("EventRevealed",), tr_noop("Event: {title}")),
    (("QuestAdded",), tr_noop("New Active Quest: {title}")),
    (("QuestCompleted",), tr_noop("Quest completed: {title}")),
    (("RandomEventsAdded",), tr_noop("{events} put on top of the Event deck")),
    (("Wyrdness",), tr_noop("The wyrdness gnaws at {who}")),
    (("Wyrdness",), tr_noop("The wyrdness swallows the ground under {who}")),
    (("LastMenhirOut",), tr_noop("The last Menhir has gone dark; the remaining land stays")),
    # Menhirs and dials
    (("MenhirExpired",), tr_noop("The Menhir at {place} goes dark")),
    (("MenhirDialReduced",), tr_noop("The Menhir dial at {place} is removed; it goes dark tomorrow")),
    (("MenhirDialReduced",), tr_noop("The Menhir dial at {place} shows {days} of light")),
    (
        ("MenhirInspected",),
        tr_noop("The Menhir of {place} is lit: {state}. Waking it again asks for: {fx}. If you wake it: {text}"),
    ),
    (("MenhirInspected",), tr_noop("The Menhir of {place} is lit: {state}. Waking it again asks for: {fx}.")),
    (("MenhirInspected",), tr_noop("The Menhir of {place} is dark. Waking it asks for: {fx}. If you wake it: {text}")),
    (("MenhirInspected",), tr_noop("The Menhir of {place} is dark. Waking it asks for: {fx}.")),
    (("MenhirActivated",), tr_noop("{text} The Menhir of {place} wakes: its dial shows {dial}.")),
    (("MenhirActivated",), tr_noop("The Menhir of {place} wakes: its dial shows {dial}.")),
    (
        ("MenhirActivated",),
        tr_noop(
            "{text} The Menhir of {place} is relit: its dial is lowered to {dial} (it showed {old}; {days} of light are lost)."  # noqa: E501
        ),
    ),
    (
        ("MenhirActivated",),
        tr_noop(
            "The Menhir of {place} is relit: its dial is lowered to {dial} (it showed {old}; {days} of light are lost)."
        ),
    ),
    (("MenhirActivated",), tr_noop("{text} The Menhir of {place} is relit: its dial shows {dial} (it showed {old}).")),
    (("MenhirActivated",), tr_noop("The Menhir of {place} is relit: its dial shows {dial} (it showed {old}).")),
    (("DialRemoved",), tr_noop("Time Dial “{name}” ran out")),
    (("DialReduced",), tr_noop("Time Dial “{name}” shows {n}")),
    (("DialSet",), tr_noop("“{name}” moves on: its Quest Dial now shows {n}")),
    (("DialSet",), tr_noop("Time Dial “{name}” now {n}")),
    (("DialSet", "DialTurned"), tr_noop("The Quest Dial of “{name}” is set to {n}")),
    (("DialSet", "DialTurned"), tr_noop("Time Dial “{name}” set to {n}")),
    (("TimeTokenRemoved",), tr_noop("A Time Token leaves {place}")),
    (("TimeTokenAdded",), tr_noop("{tokens} on {place}")),
    # the map
    (("LocationRevealed",), tr_noop("{place} is revealed")),
    (("LocationRemoved",), tr_noop("{place} sinks into the wyrdness")),
    (("LocationReplaced",), tr_noop("{place} is transformed")),
    (("LocationReplaced",), tr_noop("{place} becomes {other}")),
    (("CharacterMoved",), tr_noop("{who} travels to {place}")),
    (("CharacterMoved",), tr_noop("{who} is moved to {place}")),
    (("Displaced",), tr_noop("{who} is thrown to {place}")),
    (("MoveBlocked",), tr_noop("{place} is not on the map; nobody moves")),
    (("PartyJoined",), tr_noop("{who} join the arriving party in the encounter at {place}")),
    (("PartyJoined",), tr_noop("The arriving party faces the encounter at {place} alone")),
    (
        ("PartyLeft",),
        tr_noop("{who} cannot pay {n} Energy (has {m}) and is dropped from the party; {doing} goes on with the rest"),
    ),
    (("GuardianDiscarded",), tr_noop("{enemy} rolls the discard face on the Guardian die: it leaves the map")),
    (("GuardianMoved",), tr_noop("{enemy} rolls {direction} on the Guardian die: it moves to {place}")),
    (("GuardianStayed",), tr_noop("{enemy} rolls the blank face on the Guardian die: it does not move")),
    (("GuardianPlaced",), tr_noop("{enemy} stays at {place} as a Guardian")),
    (("GuardianDiscarded",), tr_noop("{enemy} leaves the map with {place}")),
    # actions
    (("LocationActionTaken", "CharacterActionTaken"), tr_noop("{who}: {title}")),
    (("Traded",), tr_noop("{who} gives {what} to {other}")),
    (("Adjusted",), tr_noop("Chronicler correction: {text}")),
    (("Equipped",), tr_noop("{who} keeps {item} face up")),
    (("Equipped",), tr_noop("{who} turns {item} face down (dying)")),
    (("CardGained",), tr_noop("{who} adds {card} to the {deck} deck")),
    (("SkillGained",), tr_noop("{who} gains the Skill {title}")),
    (("AttributeRaised",), tr_noop("{who} raises {attribute} to {value} ({cost} Experience)")),
    (("NoSkillLeft",), tr_noop("No {attribute} Skill card is left to gain")),
    (("CardsRevealed",), tr_noop("{who} looks at {cards_named}")),
    (("CardCut",), tr_noop("{who} sets {card} aside")),
    (("CardRestored",), tr_noop("{who} puts {card} back in the deck")),
    # belongings
    (("ItemGained",), tr_noop("{who} gains {item}")),
    (("ItemUnavailable",), tr_noop("{item} is not available")),
    (("ItemUnavailable",), tr_noop("No {kind} item is left in the Item deck")),
    (("ItemDiscarded",), tr_noop("{who} discards {item}")),
    (("ItemDropped",), tr_noop("{item} is left at {place}")),
    (("SecretGained",), tr_noop("{who} gains the Secret {secret}")),
    (("SecretGained",), tr_noop("{who} takes {secret}")),
    (("SecretUnavailable",), tr_noop("{secret} is already taken")),
    (("SecretDiscarded",), tr_noop("{who} gives up {secret}")),
    (("SecretDiscarded",), tr_noop("The Personal Secret {secret} vanishes")),
    (("ItemEffect",), tr_noop("{who}'s {item}: {text}")),
    (("TraitApplied",), tr_noop("{who}'s trait, {title}: {fx}")),
    # tracks and states
    (
        ("EnergyGained", "EnergySpent", "HealthChanged", "TerrorChanged", "ResourceChanged"),
        tr_noop("{who} gained {n} {what}"),
    ),
    (
        ("EnergyGained", "EnergySpent", "HealthChanged", "TerrorChanged", "ResourceChanged"),
        tr_noop("{who} lost {n} {what}"),
    ),
    (
        ("EnergyGained", "EnergySpent", "HealthChanged", "TerrorChanged", "ResourceChanged"),
        tr_noop("{who} spent {n} {what}"),
    ),
    (("EnergySpent",), tr_noop("{who}'s Energy fell to their Health ({n})")),
    (("StateStarted",), tr_noop("{who} is now Exhausted: {does}")),
    (("StateStarted",), tr_noop("{who} is now in a Panic: {does}")),
    (("StateStarted",), tr_noop("{who} is now Going Insane: {does}")),
    (("StateEnded",), tr_noop("{who} is no longer Exhausted.")),
    (("StateEnded",), tr_noop("{who} is no longer in a Panic.")),
    (("StateEnded",), tr_noop("{who} is no longer Going Insane.")),
    (("DyingStarted",), tr_noop("{who} is dying again, with the days left from before ({days} to recover)")),
    (("DyingStarted",), tr_noop("{who} is dying ({days} to recover)")),
    (("DyingWorsened",), tr_noop("{who} is closer to death: {days} left")),
    (("DyingWorsened",), tr_noop("{who} has {days} left to recover")),
    (("DyingEnded",), tr_noop("{who} is no longer dying ({days} of the countdown stay for a next fall)")),
    (("CharacterDied",), tr_noop("{who} dies")),
    (("CharacterClaimed",), tr_noop("{who} joins the party at {place}")),
    (("CharacterClaimed",), tr_noop("{who} joins at {place}")),
    (("CharacterLeft",), tr_noop("{who} does not go on into the new chapter")),
    (("SatOut",), tr_noop("{who}'s player claims no new character and sits out")),
    (("SatOut",), tr_noop("No character is left to claim: {who}'s player sits out")),
    (
        ("InsanityRolled",),
        tr_noop("{who} is Going Insane and rolls {roll} after exploring: a 1 brings a purple encounter"),
    ),
    (
        ("InsanityRolled",),
        tr_noop("{who} is Going Insane and rolls {roll} after exploring: only a 1 would bring a purple encounter"),
    ),
    (("InsanityRolled",), tr_noop("{who} rolls {roll} for their fraying mind")),  # older saves' logs
    # the journal (the chronicle's own heads, ``describe.chronicle_line``)
    (("SectionRead", "ExplorationEnded"), tr_noop("Journal: Exploration ends")),
    (("SectionRead",), tr_noop("Journal: {title}")),
    (("OptionChosen",), tr_noop("Chose: “{text}”")),
    (("QuestAdded",), tr_noop("Quest: {title}")),
    (("ExplorationEnded",), tr_noop("Exploration ends")),
    (("StatusMarked",), tr_noop("Status: {title}")),
    (("StatusCleared",), tr_noop("Status cleared: {title}")),
    (("StoryClosed",), tr_noop("That story ended with an earlier chapter: {title}")),
    (("Mercy",), tr_noop("The Allmother's Mercy: the chapter begins again")),
    (("GameOver",), tr_noop("The game is over: every character is dead")),
    (("GameOver",), tr_noop("The game is over: the party has failed")),
    (("GameOver",), tr_noop("The game is over: won: {title}")),
    (("GameOver", "ChapterWon"), tr_noop("The chapter is won: {title}")),
    (("ChapterStarted",), tr_noop("Chapter {chapter}: {title} begins")),
    (("ChapterStarted",), tr_noop("Chapter {chapter} begins")),
    # encounters
    (("EncounterUnavailable",), tr_noop("No {colour} encounter is left to draw")),
    (("EncounterSkipped",), tr_noop("Nobody is able to face the encounter")),
    (("EncounterStarted",), tr_noop("Encounter: {enemy}")),
    (("EncounterSetUp",), tr_noop("A combat begins against {enemy}; the dial shows {colour}.")),
    (("EncounterSetUp",), tr_noop("A diplomatic encounter begins against {enemy}; the dial shows {colour}.")),
    (("EncounterEnded",), tr_noop("The encounter is over")),
    (("EncounterEnded",), tr_noop("The encounter is won")),
    (("EncounterEnded",), tr_noop("The encounter is lost")),
    (("EncounterOutcome",), tr_noop("Every enemy is defeated.")),
    (("EncounterOutcome",), tr_noop("Nobody is left in the fight.")),
    (("EncounterOutcome",), tr_noop("Every enemy is defeated: the encounter is won.")),  # saves before nc12
    (("EncounterOutcome",), tr_noop("The encounter ends without a victory.")),  # saves before nc12
    (("EncounterLeft",), tr_noop("{who} escapes the encounter.")),
    (("EncounterLeft",), tr_noop("{who} is dying and escapes the encounter at once.")),
    (("EscapeCost",), tr_noop("{who} pays {fx} to escape {enemy}.")),
    (("EscapeCost",), tr_noop("{who} cannot pay the escape cost ({fx}); {fx2} instead.")),
    (("EscapeCost",), tr_noop("{who} cannot pay the escape cost ({fx}) and escapes without it.")),
    (("EffectIgnored",), tr_noop("'{text}' has no meaning on an enemy; ignored.")),
    (("HitsTaken",), tr_noop("{enemy} takes {hits} (it is already defeated).")),
    (
        ("ParticipantJoined",),
        tr_noop(
            "{who} joins with {dice} dice and draws {cards} (Exhausted, 1 Energy or less: the opening hand is one card smaller)."  # noqa: E501
        ),
    ),
    (("ParticipantJoined",), tr_noop("{who} joins with {dice} dice and draws {cards}.")),
    (
        ("TurnStarted",),
        tr_noop("Round {round}: {who} takes up to {phases} (Panic: one fewer); the dial shows {colour}."),
    ),
    (("TurnStarted",), tr_noop("Round {round}: {who} takes up to {phases}; the dial shows {colour}.")),
    (("PhaseStarted",), tr_noop("{who} begins Strategy phase {n} of {m}.")),
    (("ResolvePhase",), tr_noop("Round {round}: Resolve phase.")),
    (("DialTurned",), tr_noop("The dial turns to {colour}.")),
    (("AnyColour",), tr_noop("Dice of any colour may be applied this Strategy phase.")),
    (("CardDrawn",), tr_noop("{who} strikes by drawing {card}.")),
    (("CardPlayed",), tr_noop("{who} plays {card} after {other} in the chain against {enemy}.")),
    (("CardPlayed",), tr_noop("{who} plays {card} against {enemy}, starting its chain.")),
    (("CardPlayed",), tr_noop("{who} plays {card} against {enemy}.")),
    (("CardsDrawn",), tr_noop("{who} draws {cards}.")),
    (("CardsDrawn", "DiscardOwed"), tr_noop("{who} has no card left to draw.")),
    (("CardDiscarded",), tr_noop("{who} discards {card}.")),
    (("DiscardOwed",), tr_noop("{who} has no card to discard.")),
    (("DiscardOwed",), tr_noop("{who} must discard {cards} (hand limit {limit}).")),
    (("DiscardOwed",), tr_noop("{who} must discard {cards}.")),
    (("DiceAdded",), tr_noop("{who} gains {dice}.")),
    (("DiceAdded", "DiceRefreshed"), tr_noop("{who} refreshes {dice}.")),
    (("DiceAdded",), tr_noop("{who} has no exhausted {colour} die to refresh.")),
    (("DiceCommitted",), tr_noop("{who} commits {dice}.")),
    (("DiceExhausted",), tr_noop("{who} exhausts {dice}.")),
    (("DiceRolled",), tr_noop("{who} has no dice to roll and goes on.")),
    (("DiceRolled",), tr_noop("{who} rolls {faces}.")),
    (("DieApplied",), tr_noop("{who} applies {faces} to {enemy}.")),
    (("DieApplied",), tr_noop("{who} applies {faces} to {enemy}")),
    (("Blocked",), tr_noop("{who} blocks {n} this round.")),
    (("Blocked",), tr_noop("{who} blocks {n} Health loss.")),
    (("HitsTaken",), tr_noop("{enemy} takes {hits}; {n} of {m} Health left.")),
    (("HitsTaken",), tr_noop("{enemy} takes {hits} ({n} of {m} Health).")),
    (("HitsTaken",), tr_noop("{enemy} takes {hits}; 0 of {m} Health left: it is defeated.")),
    (("EnemyDefeated",), tr_noop("{enemy} is defeated.")),
    (("StrikeAgain",), tr_noop("{who} may strike again.")),
    (("ItemUsed",), tr_noop("{who} flips {item}.")),
    (("ItemRestored",), tr_noop("{who} turns {item} face up.")),
    (("RewardOffered",), tr_noop("Instant rewards on offer, take any or all of them: {fx}.")),
    (("RewardOffered",), tr_noop("Instant rewards on offer: {fx}.")),
    (("RewardTaken",), tr_noop("{who} takes the reward: {fx}.")),
    (("RewardSkipped",), tr_noop("{who} leaves the reward: {fx}.")),
    (("RewardSkipped",), tr_noop("{who} leaves the rewards: {fx}.")),
    (("ItemReward",), tr_noop("The reward for winning goes to {who}: {fx}.")),
    (("SpecialEffect",), tr_noop("Special effect of {enemy}: {text}")),
    (("AfterEffect",), tr_noop("After effect of {enemy}: even defeated, it still strikes. {text}")),
    (("AfterEffect",), tr_noop("After effect of {enemy}: {text}")),
    (("StrikeEffect", "ItemEffect", "DuringEffect"), tr_noop("{card}: {fx}.")),
    (("StrikeEffect", "ItemEffect", "DuringEffect"), tr_noop("{card}: {text}")),
)

#: Kinds whose text is the pack's own words (a section title, an option): already in the language of the
#: catalog the game plays with, shown as they are where no template (a chronicle head) fits.
PACK_TEXT_KINDS = frozenset({"OptionChosen", "SectionRead"})


#: The table compiled, by kind.
TEMPLATES = SentenceTemplates(SENTENCES, numbers=_NUMBERS)
#: The template of :data:`SENTENCES` a sentence of a kind was written from, and its slots (or None).
match = TEMPLATES.match


#: The disambiguation of a template's form whose subject is a place whose name takes a plural verb in the
#: interface language (the pack translation's ``name_number = "plural"``; docs/content-format.md "Translations").
PLURAL = "plural subject"
#: The templates whose subject is ``{place}``, marked in their plural form ("Die Salzgärten von Morfa werden
#: aufgedeckt", issue 19).
PLURAL_FORMS: frozenset[str] = frozenset(
    (
        tr_noop("{place} is revealed", "plural subject"),
        tr_noop("{place} sinks into the wyrdness", "plural subject"),
        tr_noop("{place} is transformed", "plural subject"),
        tr_noop("{place} becomes {other}", "plural subject"),
        tr_noop("{place} is not on the map; nobody moves", "plural subject"),
        tr_noop("{place} is transformed into {other}", "plural subject"),
        tr_noop(
            "{place} has sunk into the wyrdness and is not on the map now. It can be found again by travelling "
            "to it from a card beside it, and it stays only within a Menhir's reach.",
            "plural subject",
        ),
    )
)


def subject_form(template: str, place: str | None) -> str:
    """``template`` translated, in its plural form when ``place`` (its subject, as shown) is a name the pack's
    translation marks as plural and the template has such a form; else its usual translation."""
    words = tr(template)
    if place and template in PLURAL_FORMS and place in plural_names(language()):
        plural = tr(template, PLURAL)
        words = plural if plural != template else words
    return words


def _fill(template: str, slots: dict[str, str]) -> str:
    values = {}
    for name, value in slots.items():
        if name in _NUMBERS:
            values[name] = number(int(value))
        elif name in _PHRASES:
            values[name] = phrase(value)
        else:
            values[name] = value
    return subject_form(template, slots.get("place")).format(**values)


@cache
def _sentence(kind: str, text: str, lang: str) -> str:
    return text if lang == "en" else TEMPLATES.say(kind, text, _fill)


def event_words(event: Event) -> str:
    """``event``'s sentence in the interface language (its ``text`` as written in English)."""
    return sentence_words(event.kind, event.text)


def sentence_words(kind: str, text: str) -> str:
    """An engine sentence of ``kind`` in the interface language (``text`` itself in English or when no template
    fits)."""
    return _sentence(kind, text, language())


# ---------------------------------------------------------------------- phrases inside a sentence

_COLOURS = {
    "red": tr_noop("red"),
    "blue": tr_noop("blue"),
    "gold": tr_noop("gold"),
    "green": tr_noop("green"),
    "gray": tr_noop("gray"),
    "purple": tr_noop("purple"),
}
#: A die colour's stem before a noun (German adds the ending: ``rot`` + ``en``; ``golden`` + ``en``).
_STEMS = {
    "red": tr_noop("red", "die colour stem"),
    "blue": tr_noop("blue", "die colour stem"),
    "gold": tr_noop("gold", "die colour stem"),
}
#: Item keywords and filters (``engine/defs.py`` ``ITEM_KEYWORDS``, ``effects.ITEM_FILTERS``).
_KINDS = {
    "weapon": tr_noop("weapon"),
    "armor": tr_noop("armor"),
    "armour": tr_noop("armour"),
    "shield": tr_noop("shield"),
    "companion": tr_noop("companion"),
    "relic": tr_noop("relic"),
    "craftable": tr_noop("craftable"),
}
_DIRECTIONS = {"north": tr_noop("north"), "east": tr_noop("east"), "south": tr_noop("south"), "west": tr_noop("west")}
_FACES = {
    "hit": tr_noop("hit"),
    "double hit": tr_noop("double hit"),
    "miss": tr_noop("miss"),
    "not rolled": tr_noop("not rolled"),
}


def _colour_adjective(colour: str, ending: str) -> str:
    """A die colour before a noun: ``roter`` / ``roten`` / ``rote`` (German), ``red`` (English)."""
    if language() == "en" or colour not in _STEMS:
        return tr(_COLOURS.get(colour, colour))
    return tr(_STEMS[colour], "die colour stem") + ending


_PHRASE_RULES: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = (
    (re.compile(r"^(-?\d+) days?$"), lambda m: tr("%n day(s)", n=int(m[1]))),
    (re.compile(r"^(-?\d+) cards?$"), lambda m: tr("%n card(s)", n=int(m[1]))),
    (re.compile(r"^(-?\d+) hits?$"), lambda m: tr("%n hit(s)", n=int(m[1]))),
    (re.compile(r"^(-?\d+) Strategy phases?$"), lambda m: tr("%n Strategy phase(s)", n=int(m[1]))),
    (re.compile(r"^(-?\d+) Time Tokens?$"), lambda m: tr("%n Time Token(s)", n=int(m[1]))),
    (re.compile(r"^(-?\d+) random events?$"), lambda m: tr("%n random event(s)", n=int(m[1]))),
    (re.compile(r"^(-?\d+) committed dic?e$"), lambda m: tr("%n committed die/dice", n=int(m[1]))),
    (
        re.compile(r"^(-?\d+) (red|blue|gold) dic?e$"),
        lambda m: tr("%n {colour} die/dice", n=int(m[1])).format(
            colour=_colour_adjective(m[2], "en" if int(m[1]) == 1 else "e")
        ),
    ),
    (re.compile(r"^(red|blue|gold|green|gray|purple)$"), lambda m: tr(_COLOURS[m[1]])),
    (re.compile(r"^(weapon|armor|armour|shield|companion|relic|craftable)$"), lambda m: tr(_KINDS[m[1]])),
    (
        re.compile(r"^its dial shows (\d+) \(days of light left\)$"),
        lambda m: tr("its dial shows {n} (days of light left)").format(n=number(int(m[1]))),
    ),
    (re.compile(r"^it goes dark at the next dawn$"), lambda m: tr("it goes dark at the next dawn")),
    (re.compile(r"^the action$"), lambda m: tr("the action")),
    (re.compile(r"^the exploration$"), lambda m: tr("the exploration")),
    (re.compile(r"^the journey$"), lambda m: tr("the journey")),
    (re.compile(r"^(north|east|south|west)$"), lambda m: tr(_DIRECTIONS[m[1]])),
    (re.compile(r"^Combat$"), lambda m: tr("Combat")),
    (re.compile(r"^Diplomacy$"), lambda m: tr("Diplomacy")),
    (
        re.compile(
            r"^(Might|Empathy|Guile|Candour|Zeal|Lore|Food|Wealth|Magic|Reputation|Experience|Exp|Energy|Health|Terror)$",
            re.I,
        ),
        lambda m: term(m[1]),
    ),
    (re.compile(r"^nothing$"), lambda m: tr("nothing")),
)


def phrase(text: str) -> str:
    """A phrase the engine puts inside a sentence (``"3 days"``, ``"1 red, 2 blue dice"``, ``"a red hit and a
    blue miss"``, ``"gain 1 Food or gain 1 Exp"``) in the interface language; itself where nothing fits."""
    if language() == "en":
        return text
    return _phrase(text, language())


@cache
def _phrase(text: str, lang: str) -> str:
    for pattern, make in _PHRASE_RULES:
        found = pattern.match(text)
        if found:
            return make(found)
    faces = _faces(text)
    if faces is not None:
        return faces
    pool = _dice_pool(text)
    if pool is not None:
        return pool
    said = effects_words(text)
    if said != text:
        return said
    if text in _STATE_DOES:
        return tr(_STATE_DOES[text])
    reason = _why_words(text)
    return reason


_FACE_ITEM = re.compile(r"^an? (unrolled )?(red|blue|gold) (double hit|hit|miss|die)$")
_FACE_ITEM_LIST = re.compile(r"(?:, | and )")


def _faces(text: str) -> str | None:
    """``"a blue double hit and a gold miss"`` → ``"einen blauen Doppeltreffer und einen goldenen Fehlwurf"``;
    ``"no dice"``."""
    if text == "no dice":
        return tr("no dice")
    items = _FACE_ITEM_LIST.split(text)
    said = []
    for item in items:
        found = _FACE_ITEM.match(item)
        if found is None:
            return None
        unrolled, colour, face = found.groups()
        if face == "die" or unrolled:
            said.append(tr("an unrolled {colour} die").format(colour=_colour_adjective(colour, "en")))
        else:
            said.append(tr("a {colour} {face}").format(colour=_colour_adjective(colour, "en"), face=tr(_FACES[face])))
    return _join(said)


_POOL = re.compile(r"^(\d+) (red|blue|gold)$")


def _dice_pool(text: str) -> str | None:
    """``"1 red, 3 blue, 2 gold"`` (a pool before the word ``dice``) → ``"1 rote, 3 blaue, 2 goldene"``."""
    parts = text.split(", ")
    said = []
    for part in parts:
        found = _POOL.match(part)
        if found is None:
            return None
        said.append(f"{number(int(found[1]))} {_colour_adjective(found[2], 'e')}")
    return ", ".join(said)


def _join(parts: list[str], joiner: str = "and") -> str:
    if len(parts) <= 1:
        return "".join(parts)
    word = tr("and") if joiner == "and" else tr("or")
    return f"{', '.join(parts[:-1])} {word} {parts[-1]}"


# ---------------------------------------------------------------------- effects in words

#: The engine's effect phrases (``engine/wording.py`` :data:`EFFECT_PHRASES`, and the notation some reward
#: lines still carry) as templates of their own.
EFFECT_SENTENCES: tuple[str, ...] = (
    tr_noop("gain {n} {what}"),
    tr_noop("lose {n} {what}"),
    tr_noop("pay {n} {what}"),
    tr_noop("gain {what} {n}"),
    tr_noop("lose {what} {n}"),
    tr_noop("the Status “{title}”"),
    tr_noop("the Status “{title}” is cleared"),
    tr_noop("the exploration ends"),
    tr_noop("the Active Quest {title}"),
    tr_noop("the quest {title} is completed"),
    tr_noop("{events} on top of the Event deck"),
    tr_noop("the Time Dial “{title}” set to {n}"),
    tr_noop("the Quest Dial “{title}” set to {n}"),
    tr_noop("the Quest Dial “{title}” advances by {n}"),
    tr_noop("{tokens} on {place}"),
    tr_noop("the chapter is won: {title}"),
    tr_noop("{place} is transformed into {other}"),
    tr_noop("move to the lowest-numbered location"),
    tr_noop("move to {place}"),
    tr_noop("the Item {item}"),
    tr_noop("draw a {kind} Item"),
    tr_noop("draw an {kind} Item"),
    tr_noop("draw an Item"),
    tr_noop("draw an Item from the Item deck"),
    tr_noop("draw a craftable Item from the Item deck"),
    tr_noop("draw a {kind} Item from the Item deck"),
    tr_noop("draw an {kind} Item from the Item deck"),
    tr_noop("draw {item} from the Item deck"),
    tr_noop("discard the Item {item}"),
    tr_noop("discard {n} Item(s) (never a Secret)"),
    tr_noop("the Secret {secret}"),
    tr_noop("give up the Secret {secret}"),
    tr_noop("a {colour} encounter"),
    tr_noop("a fight with {enemy}"),
    tr_noop("{hits}"),
    tr_noop("draw {cards}"),
    tr_noop("strike once more"),
    tr_noop("gain {dice}"),
    tr_noop("refresh {dice}"),
    tr_noop("dice of any colour apply"),
    tr_noop("turn the dial"),
    tr_noop("block {n}"),
    tr_noop("discard {cards}"),
)

_EFFECT_NUMBERS = frozenset({"n"})
_EFFECT_SPLIT = re.compile(r"(, | and | or |; )")
_QUOTED_NAME = re.compile(r"“[^”]*”")
_HIDDEN = re.compile(r"\x00(\d+)\x00")


@cache
def _effect_compiled() -> tuple[tuple[str, re.Pattern[str]], ...]:
    out = []
    for template in EFFECT_SENTENCES:
        parts = re.split(r"\{(\w+)\}", template.replace("Item(s)", "\0"))
        regex = []
        for i, part in enumerate(parts):
            if i % 2:
                regex.append(rf"(?P<{part}>-?\d+)" if part in _EFFECT_NUMBERS else rf"(?P<{part}>.+?)")
            else:
                regex.append(re.escape(part).replace("\0", "Items?"))
        out.append((template, re.compile("^" + "".join(regex) + "$")))
    return tuple(out)


def _one_effect(text: str) -> str | None:
    for template, pattern in _effect_compiled():
        found = pattern.match(text)
        if found is None:
            continue
        slots = found.groupdict()
        if template == "{hits}" and not re.match(r"^-?\d+ hits?$", slots["hits"]):
            continue
        if "what" in slots and not re.match(
            r"^(might|empathy|guile|candour|zeal|lore|food|wealth|magic|reputation|experience|exp|energy|health|terror)$",
            slots["what"],
            re.I,
        ):
            continue
        values = {}
        for name, value in slots.items():
            if name == "n":
                values[name] = number(int(value))
            elif name == "what":
                values[name] = term(value)
            elif name == "kind":  # "Armor" in an effect sentence, "armor" in the notation
                values[name] = phrase(value.lower())
            elif name in ("hits", "cards", "dice", "events", "tokens", "colour"):
                values[name] = phrase(value)
            else:
                values[name] = value
        if "(s)" in template:
            return tr(template, n=int(slots["n"])).format(**values)
        return subject_form(template, slots.get("place")).format(**values)
    return None


def effects_words(text: str) -> str:
    """Effects in words (``"gain 1 Food or gain 1 Exp"``, ``"2 Magic and 1 Wealth"``) in the interface
    language; ``text`` itself where a part is not an effect the table knows."""
    if language() == "en":
        return text
    # a name in quotes ("the Status “… gestellt, und er …”") is one piece, whatever commas it holds
    quoted: list[str] = []

    def hide(found: re.Match[str]) -> str:
        quoted.append(found[0])
        return f"\x00{len(quoted) - 1}\x00"

    hidden = _QUOTED_NAME.sub(hide, text.rstrip("."))
    pieces = [_HIDDEN.sub(lambda m: quoted[int(m[1])], p) for p in _EFFECT_SPLIT.split(hidden)]
    said = []
    for i, piece in enumerate(pieces):
        if i % 2:
            said.append({", ": ", ", " and ": f" {tr('and')} ", " or ": f" {tr('or')} ", "; ": "; "}[piece])
            continue
        one = _one_effect(piece)
        if one is None:
            one = _price(piece)
        if one is None:
            return text
        said.append(one)
    return "".join(said)


_PRICE = re.compile(
    r"^(-?\d+) (Might|Empathy|Guile|Candour|Zeal|Lore|Food|Wealth|Magic|Reputation|Experience|Exp|Energy|"
    r"Health|Terror)$"
)


def _price(text: str) -> str | None:
    """A price without a verb (``"2 Magic"``): the number and the term."""
    found = _PRICE.match(text)
    if found is None:
        return None
    return f"{number(int(found[1]))} {term(found[2])}"


# ---------------------------------------------------------------------- states and reasons

#: What each state does, as the engine says when it begins (``engine/tracks.py``).
_STATE_DOES: dict[str, str] = {
    "one card fewer in encounters and less Energy back at the End of the Day": tr_noop(
        "one card fewer in encounters and less Energy back at the End of the Day"
    ),
    "Terror in the top two slots: Travel costs 1 Energy more, Nightmares replace Dreams": tr_noop(
        "Terror in the top two slots: Travel costs 1 Energy more, Nightmares replace Dreams"
    ),
    "Terror above Health: one Strategy phase fewer each encounter round": tr_noop(
        "Terror above Health: one Strategy phase fewer each encounter round"
    ),
}

_WHY: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = (
    (
        re.compile(r"^Dying, (\d+) days? left: only Health restores Energy, and Health is 0$"),
        lambda m: tr("Dying, %n day(s) left: only Health restores Energy, and Health is 0", n=int(m[1])),
    ),
)


def _why_words(text: str) -> str:
    for pattern, make in _WHY:
        found = pattern.match(text)
        if found:
            return make(found)
    return text


#: The reasons a journal option cannot be taken (``engine/reasons.py``), one template per shape.
REASONS: tuple[str, ...] = (
    tr_noop("something has to happen first at {places}"),
    tr_noop("something has to happen first, elsewhere in the story"),
    tr_noop("something has to happen first"),
    tr_noop("closed by something that has already happened"),
    tr_noop("needs {what} {n} ({who} has {m}, but {other} has {k}: the one who explores reads)"),
    tr_noop("needs {what} {n} (you have {m}, but {other} has {k}: the one who explores reads)"),
    tr_noop("needs {n} {what} ({who} has {m}, but {other} has {k}: the one who explores reads)"),
    tr_noop("needs {n} {what} (you have {m}, but {other} has {k}: the one who explores reads)"),
    tr_noop("first take or skip the instant rewards on offer"),
    tr_noop("needs {what} {n} ({who} has {m})"),
    tr_noop("needs {what} {n} (you have {m})"),
    tr_noop("needs {n} {what} ({who} has {m})"),
    tr_noop("needs {n} {what} (you have {m})"),
    tr_noop("needs the Item {item}"),
    tr_noop("not while the party holds {item}"),
    tr_noop("needs something you have not learned yet"),
    tr_noop("needs a party of at least {n}"),
    tr_noop("needs the Quest Dial of {name} to show {n} (it shows {m})"),
    tr_noop("not before Day {day}"),
    tr_noop("not tonight"),
    tr_noop("needs the Active Quest {title}"),
    tr_noop("needs the Menhir of {place} lit"),
    tr_noop("not while the Menhir of {place} burns"),
    tr_noop("only once {place} has sunk into the wyrdness"),
    tr_noop("not while {place} is lost"),
    tr_noop("only at {place}"),
    tr_noop("not at {place}"),
    tr_noop("only if an earlier chapter ended with {title}"),
    tr_noop("not after {title}"),
    tr_noop("only {who} can do this"),
    tr_noop("only while {state}"),
    tr_noop("not while {state}"),
    tr_noop("cannot pay: {who} has {fx}"),
    tr_noop("cannot pay {fx}"),
    # a Menhir's waking with several players (``engine/legal.py``; the text mode drops "activating the Menhir")
    tr_noop("activating the Menhir costs {each} for each of the {n} players in the game, so in all {fx}"),
    tr_noop("costs {each} for each of the {n} players in the game, so in all {fx}"),
    tr_noop("activating the Menhir costs {fx}"),
    tr_noop("costs {fx}"),
    tr_noop("{to} is not connected to {here} by Direction Keys on both cards"),
    # the text mode's typed notation (``engine/actions.py`` ``parse_action``, ``engine/legal.py``; words.clean
    # has named the action)
    tr_noop("{action} is not possible now"),
    tr_noop("{action} is not possible in this step of the encounter"),
    tr_noop("unknown action '{verb}'"),
    tr_noop("'{verb}' takes no arguments"),
    tr_noop("empty action"),
    # the encounter machine's (``engine/encounter/machine.py`` ``illegal_reason``; words.clean has named the
    # actions it quotes)
    tr_noop("{who} can escape only before the first strike of the round"),
    tr_noop("striking happens only in the Strike step, before committing or rolling dice"),
    tr_noop("finish this Strategy phase first: roll, then apply"),
    tr_noop("roll the dice before applying them"),
    tr_noop("misses cannot be applied"),
    tr_noop("only {colour} dice (the dial's colour) apply now, not {colour2}"),
    tr_noop("dice are committed before the roll"),
    tr_noop("this phase has already rolled"),
    tr_noop("roll the dice first, then {action}"),
    tr_noop("every enemy is defeated: nothing is left to roll at"),
    tr_noop("every enemy is defeated: no more Strategy phases"),
    tr_noop("{who} has taken all {phases} of this round"),
    tr_noop("nobody can change this fight any more: the only way out is {action}"),
    tr_noop("no instant reward is on offer"),
)

_STATE_NAMES = {
    "Exhausted": tr_noop("Exhausted"),
    "exhausted": tr_noop("Exhausted"),
    "Panic": tr_noop("Panic"),
    "panic": tr_noop("Panic"),
    "Insane": tr_noop("Going Insane"),
    "insane": tr_noop("Going Insane"),
    "Dying": tr_noop("Dying"),
    "dying": tr_noop("Dying"),
}
_OWED = re.compile(r"^(-?\d+) (\w+) \(you have (-?\d+)(?: \2)?\)$")
_THERE = re.compile(r"^(-?\d+) (\w+) \(there is (-?\d+)\)$")  # the desktop's reason: what the payers hold
_HELD = re.compile(r"^(-?\d+) (\w+)$")


def _reason_part(text: str) -> str:
    found = TEMPLATES.first(REASONS, text)
    if found is not None:
        template, slots = found
        values: dict[str, str] = {}
        for name, value in slots.items():
            if name in _NUMBERS:
                values[name] = number(int(value))
            elif name == "what":
                values[name] = term(value)
            elif name == "state":
                values[name] = tr(_STATE_NAMES[value]) if value in _STATE_NAMES else value
            elif name in ("fx", "each"):
                values[name] = _owed(value)
            elif name == "places":
                values[name] = _join(re.split(r", | or ", value), "or")
            elif name in ("colour", "colour2", "phases"):
                values[name] = phrase(value)
            elif name == "to" and re.fullmatch(r"location -?\d+", value):  # a number typed that is no card
                values[name] = tr("location {n}").format(n=value.split()[1])
            else:
                values[name] = value
        return tr(template).format(**values)
    return text


def _owed(text: str) -> str:
    """``"2 Magic (you have 1) and 1 Wealth (you have 0)"`` or ``"1 Magic, 0 Wealth"`` in the language."""
    parts = re.split(r"( and |, )", text)
    said = []
    for i, part in enumerate(parts):
        if i % 2:
            said.append(f" {tr('and')} " if part == " and " else ", ")
            continue
        owed = _OWED.match(part)
        held = _HELD.match(part)
        there = _THERE.match(part)
        if there:
            said.append(
                tr("{n} {what} (there is {m})").format(
                    n=number(int(there[1])), what=term(there[2]), m=number(int(there[3]))
                )
            )
        elif owed:
            said.append(
                tr("{n} {what} (you have {m})").format(
                    n=number(int(owed[1])), what=term(owed[2]), m=number(int(owed[3]))
                )
            )
        elif held:
            said.append(f"{number(int(held[1]))} {term(held[2])}")
        else:
            return text
    return "".join(said)


def reason_words(text: str) -> str:
    """A reason the engine gives (``"needs Lore 2 (Maelon Harrow has 0); not before Day 3"``) in the interface
    language, part by part; a part no template fits stays as written."""
    if language() == "en" or not text:
        return text
    return "; ".join(_reason_part(part) for part in text.split("; "))


# ---------------------------------------------------------------------- card edges and strikes

_POSITIONS = {"top": tr_noop("top"), "middle": tr_noop("middle"), "bottom": tr_noop("bottom")}
_RIGHT_EDGE = re.compile(
    r"^([Ii])ts right edge has (?:a )?((?:top|middle|bottom)(?:(?:, | and )(?:top|middle|bottom))*) nodes?$"
)
_STRIKE_HEAD = re.compile(
    r"^(?:On an?|If the card before it has an?) "
    r"((?:top|middle|bottom)(?:(?:, | or )(?:top|middle|bottom))*) node: (.*)$",
    re.DOTALL,
)


def _positions(text: str, joiner: str) -> str:
    words = [tr(_POSITIONS[w]) for w in re.split(r", | and | or ", text)]
    return _join(words, joiner)


def positions_words(positions: list[str], joiner: str = "and") -> str:
    """Node positions (``["middle", "bottom"]``) in the interface language, joined by "and" or "or"."""
    return _join([tr(_POSITIONS[p]) if p in _POSITIONS else p for p in positions], joiner)


def node_words(text: str) -> str:
    """A card's right edge or a strike's head (``engine/wording.py`` ``right_nodes``, ``strike_nodes``) in the
    interface language: ``"its right edge has top and middle nodes"``, ``"If the card before it has a top or
    middle node: 1 hit."``;
    the strike's own words after the colon go through :func:`effects_words`."""
    if language() == "en":
        return text
    if text in (
        "its right edge has no nodes: no card can follow it",
        "Its right edge has no nodes: no card can follow it",
    ):
        return tr("its right edge has no nodes: no card can follow it")
    edge = _RIGHT_EDGE.match(text)
    if edge:
        return tr("its right edge has nodes: {positions}").format(positions=_positions(edge[2], "and"))
    strike = _STRIKE_HEAD.match(text)
    if strike:
        rest = strike[2]
        end = "." if rest.endswith(".") else ""
        said = effects_words(rest.rstrip(".")) if end else rest
        said = said[:1].upper() + said[1:] + end if said != rest.rstrip(".") and said else rest
        return tr("If the card before it has a {positions} node: {effect}").format(
            positions=_positions(strike[1], "or"), effect=said
        )
    return text


_CHAPTER = re.compile(r"^Chapter ([IVXLC]+)(?:: (.*))?$", re.DOTALL)


def chapter_words(text: str) -> str:
    """A chapter's name as the engine writes it (``"Chapter II: The Drowned Roads"``, the title from the pack)
    in the interface language."""
    found = _CHAPTER.match(text)
    if found is None or language() == "en":
        return text
    if found[2] is None:
        return tr("Chapter {chapter}").format(chapter=found[1])
    return tr("Chapter {chapter}: {title}").format(chapter=found[1], title=found[2])


@cache
def _by_literal_length() -> tuple[str, ...]:
    """Every template, the most specific (most literal words) first, so ``"Round {round}: Resolve phase."`` is
    tried before ``"{who}: {title}"``."""
    return tuple(sorted({t for _k, t in SENTENCES}, key=lambda t: -len(re.sub(r"\{\w+\}", "", t))))


@cache
def _any_kind(text: str, lang: str) -> str:
    found = TEMPLATES.first(_by_literal_length(), text)
    return text if found is None else _fill(*found)


def log_words(text: str) -> str:
    """A line of the fight's log (``EncounterState.log`` keeps the sentences without their kinds) in the
    interface language: the first template of any kind that fits."""
    if language() == "en":
        return text
    return _any_kind(text, language())


_ORDINALS = {
    "first": tr_noop("first", "die ordinal"),
    "second": tr_noop("second", "die ordinal"),
    "third": tr_noop("third", "die ordinal"),
    "fourth": tr_noop("fourth", "die ordinal"),
    "fifth": tr_noop("fifth", "die ordinal"),
    "sixth": tr_noop("sixth", "die ordinal"),
    "seventh": tr_noop("seventh", "die ordinal"),
    "eighth": tr_noop("eighth", "die ordinal"),
    "ninth": tr_noop("ninth", "die ordinal"),
    "tenth": tr_noop("tenth", "die ordinal"),
}
_DIE_NAMED = re.compile(r"^the (?:(\w+) )?(red|blue|gold) (double hit|hit|miss)$")
_DIE_UNROLLED = re.compile(r"^the (?:(\w+) )?unrolled (red|blue|gold) die$")


#: The ordinals before a die that is a sentence's subject (German: "der zweite blaue Treffer", not "den zweiten").
_SUBJECT_ORDINALS = {
    "first": tr_noop("first", "die ordinal, subject"),
    "second": tr_noop("second", "die ordinal, subject"),
    "third": tr_noop("third", "die ordinal, subject"),
    "fourth": tr_noop("fourth", "die ordinal, subject"),
    "fifth": tr_noop("fifth", "die ordinal, subject"),
    "sixth": tr_noop("sixth", "die ordinal, subject"),
    "seventh": tr_noop("seventh", "die ordinal, subject"),
    "eighth": tr_noop("eighth", "die ordinal, subject"),
    "ninth": tr_noop("ninth", "die ordinal, subject"),
    "tenth": tr_noop("tenth", "die ordinal, subject"),
}


def die_words(text: str, *, subject: bool = False) -> str:
    """A die named as the engine names it (``engine/wording.py`` ``die_words``: ``"the second red hit"``,
    ``"the unrolled blue die"``) in the interface language, as the object of a verb, or with ``subject`` as a
    sentence's subject (a die's tooltip: "Der zweite blaue Treffer: …", issue 19)."""
    if language() == "en":
        return text
    ordinals, context, ending = (
        (_SUBJECT_ORDINALS, "die ordinal, subject", "e") if subject else (_ORDINALS, "die ordinal", "en")
    )
    found = _DIE_NAMED.match(text)
    if found and (found[1] is None or found[1] in ordinals):
        which = tr(ordinals[found[1]], context) + " " if found[1] else ""
        colour, face = _colour_adjective(found[2], ending), tr(_FACES[found[3]])
        if subject:
            return tr("the {which}{colour} {face}", "die as subject").format(which=which, colour=colour, face=face)
        return tr("the {which}{colour} {face}").format(which=which, colour=colour, face=face)
    found = _DIE_UNROLLED.match(text)
    if found and (found[1] is None or found[1] in ordinals):
        which = tr(ordinals[found[1]], context) + " " if found[1] else ""
        colour = _colour_adjective(found[2], ending)
        if subject:
            return tr("the {which}unrolled {colour} die", "die as subject").format(which=which, colour=colour)
        return tr("the {which}unrolled {colour} die").format(which=which, colour=colour)
    return text
