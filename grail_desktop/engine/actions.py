"""Actions of the campaign game (outside encounters) and their text notation (``docs/notation.md``).

Every action is a small frozen attrs value; ``str(action)`` is its notation and :func:`parse_action` reads it
back (encounter verbs are handed to :func:`grail_desktop.engine.encounter.parse_encounter_action`). Party
actions carry the party that joined the acting character (S0 "Parties and Party Actions": the list is the
consent of both sides), e.g. ``explore with b,c``; shared payments may name how Energy is split, e.g.
``location-action with b pay a=1,b=1``, and how any other shared cost is split, with ``who:resource=n``, e.g.
``activate-menhir with b pay a:magic=1,b:magic=1,b:wealth=2`` (rules-decisions.md "Parties").
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from grail_desktop.engine.core import Action, IllegalActionError

Party = tuple[str, ...]
Payment = tuple[tuple[str, int], ...]


def _party_text(party: Party) -> str:
    return f" with {','.join(party)}" if party else ""


def _pay_text(pay: Payment) -> str:
    return f" pay {','.join(f'{c}={n}' for c, n in pay)}" if pay else ""


@attrs.frozen
class Explore(Action):
    """``explore [with b,c]``: 1 Energy per party member; read the location's journal entry (S1 "Explore")."""

    verb: ClassVar[str] = "explore"
    party: Party = ()

    def __str__(self) -> str:
        return "explore" + _party_text(self.party)


@attrs.frozen
class Travel(Action):
    """``travel <number> [with b]``: move along a connection; 1 Energy per member (S1 "Travel")."""

    verb: ClassVar[str] = "travel"
    to: int
    party: Party = ()

    def __str__(self) -> str:
        return f"travel {self.to}" + _party_text(self.party)


@attrs.frozen
class LocationAction(Action):
    """``location-action [with b] [pay a=1,b=1]``: the location's action, one shared payment (S1)."""

    verb: ClassVar[str] = "location-action"
    party: Party = ()
    pay: Payment = ()

    def __str__(self) -> str:
        return "location-action" + _party_text(self.party) + _pay_text(self.pay)


@attrs.frozen
class CharacterAction(Action):
    """``character-action [with b] [pay a=1,b=1]``: the tile's action; the performer pays ≥ 1 (S1)."""

    verb: ClassVar[str] = "character-action"
    party: Party = ()
    pay: Payment = ()

    def __str__(self) -> str:
        return "character-action" + _party_text(self.party) + _pay_text(self.pay)


@attrs.frozen
class InspectMenhir(Action):
    """``inspect-menhir``: free; tells what activating this location's Menhir costs (S1)."""

    verb: ClassVar[str] = "inspect-menhir"

    def __str__(self) -> str:
        return "inspect-menhir"


@attrs.frozen
class ActivateMenhir(Action):
    """``activate-menhir [with b] [pay a:magic=1,b:magic=1]``: pay the Menhir's cost × players in the game and
    set its dial (S0, S1); the party may split the cost any way (rules-decisions.md "Parties")."""

    verb: ClassVar[str] = "activate-menhir"
    party: Party = ()
    pay: Payment = ()

    def __str__(self) -> str:
        return "activate-menhir" + _party_text(self.party) + _pay_text(self.pay)


@attrs.frozen
class Pass(Action):
    """``pass``: end this character's day; irreversible (S1 "Pass")."""

    verb: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"


@attrs.frozen
class Trade(Action):
    """``trade <giver> <receiver> <food|wealth> <n>`` or ``trade <giver> <receiver> <item-or-secret-id>``.

    Outside actions, between characters on one location (S0 "Resources", "Items", "Secrets").
    """

    verb: ClassVar[str] = "trade"
    giver: str
    receiver: str
    what: str
    amount: int = 1

    def __str__(self) -> str:
        amount = f" {self.amount}" if self.what in ("food", "wealth") else ""
        return f"trade {self.giver} {self.receiver} {self.what}{amount}"


@attrs.frozen
class PickUp(Action):
    """``pick-up <character> <item-id>``: take an Item left on the location by a dead character (S0 "Death")."""

    verb: ClassVar[str] = "pick-up"
    character: str
    item: str

    def __str__(self) -> str:
        return f"pick-up {self.character} {self.item}"


@attrs.frozen
class Choose(Action):
    """``choose <n>``: take option ``n`` (1-based, as written in the section) of the journal section."""

    verb: ClassVar[str] = "choose"
    option: int

    def __str__(self) -> str:
        return f"choose {self.option}"


@attrs.frozen
class Equip(Action):
    """``equip <id>``: keep this Item/Secret face up for its keyword; the others turn face down (S0)."""

    verb: ClassVar[str] = "equip"
    item: str

    def __str__(self) -> str:
        return f"equip {self.item}"


@attrs.frozen
class FaceGuardian(Action):
    """``guardian <enemy-id>``: which Guardian on the location is fought first (S0 "Guardians")."""

    verb: ClassVar[str] = "guardian"
    enemy: str

    def __str__(self) -> str:
        return f"guardian {self.enemy}"


@attrs.frozen
class Eat(Action):
    """``eat``: End of the Day rest with 1 Food (S1 End of the Day step 1)."""

    verb: ClassVar[str] = "eat"

    def __str__(self) -> str:
        return "eat"


@attrs.frozen
class Fast(Action):
    """``fast``: rest without eating (S1 End of the Day step 1)."""

    verb: ClassVar[str] = "fast"

    def __str__(self) -> str:
        return "fast"


@attrs.frozen
class Raise(Action):
    """``raise <attribute>``: spend Experience on one attribute point (S0 "Advancing Attributes")."""

    verb: ClassVar[str] = "raise"
    attribute: str

    def __str__(self) -> str:
        return f"raise {self.attribute}"


@attrs.frozen
class Advance(Action):
    """``advance <combat|diplomacy>``: pay 2 Exp, look at the top 3 of the Advancement Pool (S0)."""

    verb: ClassVar[str] = "advance"
    deck: str

    def __str__(self) -> str:
        return f"advance {self.deck}"


@attrs.frozen
class Take(Action):
    """``take <card-id>``: the one of the three Advancement Pool cards added to the deck (S0)."""

    verb: ClassVar[str] = "take"
    card: str

    def __str__(self) -> str:
        return f"take {self.card}"


@attrs.frozen
class Cut(Action):
    """``cut <card-id>``: set a card aside from the deck; the deck keeps ≥ 15 (S0, S1 End of the Day 4)."""

    verb: ClassVar[str] = "cut"
    card: str

    def __str__(self) -> str:
        return f"cut {self.card}"


@attrs.frozen
class Restore(Action):
    """``restore <card-id>``: put a card set aside back into its deck (S1 End of the Day step 4)."""

    verb: ClassVar[str] = "restore"
    card: str

    def __str__(self) -> str:
        return f"restore {self.card}"


@attrs.frozen
class Done(Action):
    """``done``: finish advancing and deck building for this character (S1 End of the Day steps 3–4)."""

    verb: ClassVar[str] = "done"

    def __str__(self) -> str:
        return "done"


@attrs.frozen
class ChooseSkill(Action):
    """``skill <skill-id> <1|2>``: the Skill card gained and the side kept (S0 "Buying Skills")."""

    verb: ClassVar[str] = "skill"
    skill: str
    side: int

    def __str__(self) -> str:
        return f"skill {self.skill} {self.side}"


@attrs.frozen
class Claim(Action):
    """``claim <character-id>``: a new character for the player whose character died (S0 "Death")."""

    verb: ClassVar[str] = "claim"
    character: str

    def __str__(self) -> str:
        return f"claim {self.character}"


@attrs.frozen
class Give(Action):
    """``give <secret-id> <character-id>``: hand a dead character's Secret to a living one (S0 "Death")."""

    verb: ClassVar[str] = "give"
    secret: str
    character: str

    def __str__(self) -> str:
        return f"give {self.secret} {self.character}"


@attrs.frozen
class DiscardItem(Action):
    """``discard <item-id>``: the Item chosen for a "discard N Items" effect (S0 "Discarding"; Secrets are
    never chosen, even with an Item keyword)."""

    verb: ClassVar[str] = "discard"
    item: str

    def __str__(self) -> str:
        return f"discard {self.item}"


@attrs.frozen
class Join(Action):
    """``join <a,b>`` / ``join none``: which characters already standing here join the Encounter the arriving
    Party triggers (rules-decisions.md "Parties": if the arriving Party agrees)."""

    verb: ClassVar[str] = "join"
    joiners: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"join {','.join(self.joiners) or 'none'}"


@attrs.frozen
class SitOut(Action):
    """``sit-out``: after a co-op death, claim no new character and watch the others play on
    (rules-decisions.md "Parties": "you may claim")."""

    verb: ClassVar[str] = "sit-out"

    def __str__(self) -> str:
        return "sit-out"


@attrs.frozen
class Mercy(Action):
    """``mercy``: Allmother's Mercy after a failure: restart the chapter (S0 "Allmother's Mercy")."""

    verb: ClassVar[str] = "mercy"

    def __str__(self) -> str:
        return "mercy"


@attrs.frozen
class NextChapter(Action):
    """``next-chapter`` / ``next-chapter <a,b>``: after a won chapter, set up the next one for the same living
    party or for the party named in full (S1 World Setup 9; S0 "Adding or Removing players")."""

    verb: ClassVar[str] = "next-chapter"
    party: tuple[str, ...] = ()

    def __str__(self) -> str:
        return "next-chapter" + (f" {','.join(self.party)}" if self.party else "")


@attrs.frozen
class Adjust(Action):
    """``adjust <character> <track|resource|attribute> <value>``: a Chronicler correction.

    ``value`` is absolute (``3``) or relative (``+2`` / ``-1``); invariants are kept (architecture.md).
    """

    verb: ClassVar[str] = "adjust"
    character: str
    field: str
    value: int
    relative: bool = False

    def __str__(self) -> str:
        value = f"{self.value:+d}" if self.relative else str(self.value)
        return f"adjust {self.character} {self.field} {value}"


_NO_ARGS: dict[str, Action] = {
    "inspect-menhir": InspectMenhir(),
    "pass": Pass(),
    "eat": Eat(),
    "fast": Fast(),
    "done": Done(),
    "mercy": Mercy(),
    "sit-out": SitOut(),
}
_ONE_ID: dict[str, type[Action]] = {
    "equip": Equip,
    "guardian": FaceGuardian,
    "take": Take,
    "cut": Cut,
    "restore": Restore,
    "claim": Claim,
    "discard": DiscardItem,
}

#: Every verb :func:`parse_action` reads itself (encounter verbs are listed by the encounter package).
VERBS: frozenset[str] = frozenset(
    {
        *_NO_ARGS,
        *_ONE_ID,
        "explore",
        "travel",
        "location-action",
        "character-action",
        "activate-menhir",
        "trade",
        "pick-up",
        "choose",
        "raise",
        "advance",
        "skill",
        "give",
        "join",
        "adjust",
        "next-chapter",
    }
)


def _int(text: str, what: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise IllegalActionError(f"{what}: '{text}' is not a whole number") from None


def _party_and_pay(verb: str, words: list[str]) -> tuple[Party, Payment]:
    party: Party = ()
    pay: Payment = ()
    rest = list(words)
    while rest:
        key = rest.pop(0)
        if not rest:
            raise IllegalActionError(f"'{verb}': '{key}' needs a value")
        value = rest.pop(0)
        if key == "with":
            party = tuple(p for p in value.split(",") if p)
        elif key == "pay":
            pairs = []
            for part in value.split(","):
                who, sep, amount = part.partition("=")
                if not sep:
                    raise IllegalActionError(f"'{verb}': write pay as a=1,b=2, not '{value}'")
                pairs.append((who, _int(amount, verb)))
            pay = tuple(pairs)
        else:
            raise IllegalActionError(f"'{verb}': unexpected '{key}' (expected 'with' or 'pay')")
    return party, pay


def parse_action(text: str) -> Action:
    """Read an action from its notation (``docs/notation.md``).

    Raises :class:`IllegalActionError` naming the problem when the text is not an action. Encounter verbs
    (``draw``, ``play``, ``commit`` …) are read by the encounter package.
    """
    words = text.split()
    if not words:
        raise IllegalActionError("empty action")
    verb, args = words[0], words[1:]
    if verb not in VERBS:
        from grail_desktop.engine.encounter import ENCOUNTER_VERBS, parse_encounter_action

        if verb in ENCOUNTER_VERBS:
            try:
                action = parse_encounter_action(text)
            except ValueError as exc:
                raise IllegalActionError(str(exc)) from None
            if action is not None:
                return action
        raise IllegalActionError(f"unknown action '{verb}'")
    if verb in _NO_ARGS:
        if args:
            raise IllegalActionError(f"'{verb}' takes no arguments")
        return _NO_ARGS[verb]
    if verb in _ONE_ID:
        if len(args) != 1:
            raise IllegalActionError(f"write '{verb} <id>'")
        return _ONE_ID[verb](args[0])  # type: ignore[call-arg]
    if verb in ("explore", "activate-menhir", "location-action", "character-action"):
        party, pay = _party_and_pay(verb, args)
        if verb == "explore":
            if pay:
                raise IllegalActionError("'explore' costs 1 Energy per member; it takes no 'pay'")
            return Explore(party)
        if verb == "activate-menhir":
            return ActivateMenhir(party, pay)
        return LocationAction(party, pay) if verb == "location-action" else CharacterAction(party, pay)
    if verb == "travel":
        if not args:
            raise IllegalActionError("write 'travel <location number> [with b,c]'")
        party, pay = _party_and_pay(verb, args[1:])
        if pay:
            raise IllegalActionError("'travel' costs 1 Energy per member; it takes no 'pay'")
        return Travel(_int(args[0], "travel"), party)
    if verb == "trade":
        if len(args) == 4 and args[2] in ("food", "wealth"):
            return Trade(args[0], args[1], args[2], _int(args[3], "trade"))
        if len(args) == 3:
            return Trade(args[0], args[1], args[2], 1)
        raise IllegalActionError("write 'trade <giver> <receiver> food|wealth <n>' or 'trade <giver> <receiver> <id>'")
    if verb == "pick-up":
        if len(args) != 2:
            raise IllegalActionError("write 'pick-up <character> <item-id>'")
        return PickUp(args[0], args[1])
    if verb == "choose":
        if len(args) != 1:
            raise IllegalActionError("write 'choose <n>'")
        return Choose(_int(args[0], "choose"))
    if verb == "raise":
        if len(args) != 1:
            raise IllegalActionError("write 'raise <attribute>'")
        return Raise(args[0])
    if verb == "advance":
        if len(args) != 1 or args[0] not in ("combat", "diplomacy"):
            raise IllegalActionError("write 'advance combat' or 'advance diplomacy'")
        return Advance(args[0])
    if verb == "skill":
        if len(args) != 2 or args[1] not in ("1", "2"):
            raise IllegalActionError("write 'skill <skill-id> 1' or 'skill <skill-id> 2'")
        return ChooseSkill(args[0], int(args[1]))
    if verb == "join":
        if len(args) != 1:
            raise IllegalActionError("write 'join <character>[,<character>]' or 'join none'")
        return Join(() if args[0] == "none" else tuple(p for p in args[0].split(",") if p))
    if verb == "next-chapter":
        if len(args) > 1:
            raise IllegalActionError("write 'next-chapter' or 'next-chapter <character>,<character>'")
        return NextChapter(tuple(p for p in args[0].split(",") if p) if args else ())
    if verb == "give":
        if len(args) != 2:
            raise IllegalActionError("write 'give <secret-id> <character>'")
        return Give(args[0], args[1])
    # adjust
    if len(args) != 3:
        raise IllegalActionError("write 'adjust <character> <track|resource|attribute> <value>'")
    relative = args[2][:1] in "+-" and len(args[2]) > 1
    return Adjust(args[0], args[1], _int(args[2], "adjust"), relative)
