"""The encounter machine: card-chaining combat and diplomacy with dice (S2, rules-decisions.md "Encounters").

Pure Python. The engine core hosts it through :class:`EncounterHost` (``host.py``) and delegates
``legal_actions`` / ``apply`` to :func:`encounter_legal_actions` / :func:`encounter_apply` while
``GameState.encounter`` is not None. Rules and notation: ``docs/encounters.md``.
"""

from grail_desktop.engine.encounter.actions import (
    ENCOUNTER_VERBS,
    ApplyDie,
    Commit,
    DiscardCard,
    Draw,
    EndPhase,
    Escape,
    Play,
    Resolve,
    Roll,
    SkipReward,
    TakeReward,
    Use,
    parse_encounter_action,
)
from grail_desktop.engine.encounter.host import EncounterHost, ParticipantInfo, host_can_pay
from grail_desktop.engine.encounter.machine import (
    acting_character,
    encounter_apply,
    encounter_legal_actions,
    escape_costs,
    start_encounter,
)
from grail_desktop.engine.encounter.state import (
    ChainCard,
    Die,
    EncounterResult,
    EncounterState,
    EnemyState,
    ParticipantState,
)

__all__ = [
    "ENCOUNTER_VERBS",
    "ApplyDie",
    "ChainCard",
    "Commit",
    "Die",
    "DiscardCard",
    "Draw",
    "EncounterHost",
    "EncounterResult",
    "EncounterState",
    "EndPhase",
    "EnemyState",
    "Escape",
    "ParticipantInfo",
    "ParticipantState",
    "Play",
    "Resolve",
    "Roll",
    "SkipReward",
    "TakeReward",
    "Use",
    "acting_character",
    "encounter_apply",
    "encounter_legal_actions",
    "escape_costs",
    "host_can_pay",
    "parse_encounter_action",
    "start_encounter",
]
