"""The interface between the encounter machine and the engine core that hosts it.

The engine core (``Game``) implements :class:`EncounterHost`; the machine reads characters through
:class:`ParticipantInfo`, borrows and returns their Combat / Diplomacy decks, and hands every effect that is
not an encounter word (``gain``, ``lose``, ``pay``, ``item`` …) back to the host. Contract:
``brief/encounter-contract.md``; rules: S2 seed and rules-decisions.md "Encounters".
"""

from __future__ import annotations

from typing import Protocol

import attrs

from grail_desktop.engine.core import Event
from grail_desktop.engine.defs import Catalog, DeckKind
from grail_desktop.engine.effects import Effect
from grail_desktop.engine.rng import Rng


@attrs.frozen
class ParticipantInfo:
    """What the machine needs to know of one character, read at the start and on demand.

    ``attributes`` holds the six attributes (``defs.ATTRIBUTES``); ``dice_map`` maps dice colour → attribute
    for this deck kind (``CharacterDef.dice[kind]``); ``strategy`` is the Strategy value with effects but
    *without* the Panic penalty (the machine applies Panic, rules-decisions.md "Dying and Going Insane").
    ``items`` lists active (face-up) item ids and secret ids usable in encounters; ``skills`` (optional)
    maps Skill card ids to the kept side.
    """

    character: str
    name: str
    attributes: dict[str, int]
    dice_map: dict[str, str]
    strategy: int
    health: int
    terror: int
    energy: int
    exhausted: bool
    panic: bool
    dying: bool
    items: tuple[str, ...] = ()
    #: Additive extension: the character's Skill cards, skill id -> kept side index (0 or 1); the encounter
    #: words of a kept side resolve once at the start of each encounter (rules-decisions.md "Advancement").
    skills: dict[str, int] = attrs.field(factory=dict)


class EncounterHost(Protocol):
    """Implemented by the engine core; every call may be made at any point of an encounter."""

    catalog: Catalog
    rng: Rng

    def participant(self, character: str, kind: DeckKind) -> ParticipantInfo:
        """The character's current facts for a deck kind."""
        ...

    def take_deck(self, character: str, kind: DeckKind) -> list[str]:
        """Lend the character's whole Combat or Diplomacy deck (card ids, top first) to the encounter.

        The character's own deck list stays empty until :meth:`return_cards`.
        """
        ...

    def return_cards(self, character: str, kind: DeckKind, cards: list[str]) -> list[Event]:
        """Take back every lent card (deck, hand, chains, discard); the host shuffles them into the deck."""
        ...

    def apply_effect(self, character: str, effect: Effect) -> list[Event]:
        """Apply a non-encounter word (gain/lose/pay/mark/item/draw-item/secret/...) to one character.

        May make the character Dying; the machine checks :meth:`is_dying` afterwards.
        """
        ...

    def is_dying(self, character: str) -> bool:
        """True when the character's Health is 0 (rules-decisions.md "Dying and Going Insane")."""
        ...


def host_can_pay(host: EncounterHost, character: str, costs: list[Effect]) -> bool:
    """Whether ``character`` can pay ``costs`` (``pay`` / ``lose`` words), asked of the host.

    Optional hook, an additive extension of the contract: a host may define
    ``can_pay(character: str, costs: list[Effect]) -> bool``; without it every cost counts as payable.
    The machine asks before an ``escape`` (rules-decisions.md "Escape": the cost must be paid).
    """
    check = getattr(host, "can_pay", None)
    return True if check is None else bool(check(character, costs))


def host_shortfall(host: EncounterHost, character: str, cost: Effect) -> list[Effect]:
    """What ``character`` bears instead of an escape ``cost`` they cannot pay, asked of the host.

    Optional hook, an additive extension of the contract: a host may define
    ``escape_shortfall(character: str, cost: Effect) -> list[Effect]``; without it the unpaid cost is skipped.
    Escape is never refused for want of a resource (rules-decisions.md "Escape", completed in docs/rules.md
    "An escape nobody can pay": no character is held in a fight by an empty purse).
    """
    hook = getattr(host, "escape_shortfall", None)
    return [] if hook is None else list(hook(character, cost))
