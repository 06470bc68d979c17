"""The text mode's notation errors in the interface language (issue 28: the text mode follows ``--lang``).

A typed action that is not an action at all (``travel`` without a number, ``explore with`` without names,
``commit red``) is refused by the parsers (``engine/actions.py`` ``parse_action``,
``engine/encounter/actions.py`` ``parse_encounter_action``) with an English reason that quotes the notation to
type. :func:`notation_words` finds the template the reason was written from (:data:`NOTATION`) and fills its
translation. It reads the reason as the parser wrote it, before ``app.words.clean`` puts notation into words:
here the notation is what the player has to type, so it stays notation (the verbs, ``with`` and ``pay`` are
what the parser reads in every language); the words around it and the placeholders (``<location number>``)
are translated. No Qt here.
"""

from __future__ import annotations

from grail_desktop.app.event_words import TEMPLATES
from grail_desktop.app.i18n import tr, tr_noop

#: Every reason the two parsers give, one template per shape (slots are the text typed).
NOTATION: tuple[str, ...] = (
    tr_noop("{what}: '{text}' is not a whole number"),
    tr_noop("'{verb}': '{key}' needs a value"),
    tr_noop("'{verb}': write pay as a=1,b=2, not '{typed}'"),
    tr_noop("'{verb}': unexpected '{key}' (expected 'with' or 'pay')"),
    tr_noop("'{verb}' takes no arguments"),
    tr_noop("'explore' costs 1 Energy per member; it takes no 'pay'"),
    tr_noop("'travel' costs 1 Energy per member; it takes no 'pay'"),
    tr_noop("write 'travel <location number> [with b,c]'"),
    tr_noop("write 'trade <giver> <receiver> food|wealth <n>' or 'trade <giver> <receiver> <id>'"),
    tr_noop("write 'pick-up <character> <item-id>'"),
    tr_noop("write 'choose <n>'"),
    tr_noop("write 'raise <attribute>'"),
    tr_noop("write 'advance combat' or 'advance diplomacy'"),
    tr_noop("write 'skill <skill-id> 1' or 'skill <skill-id> 2'"),
    tr_noop("write 'join <character>[,<character>]' or 'join none'"),
    tr_noop("write 'next-chapter' or 'next-chapter <character>,<character>'"),
    tr_noop("write 'give <secret-id> <character>'"),
    tr_noop("write 'adjust <character> <track|resource|attribute> <value>'"),
    tr_noop("write 'play <card-id> on <chain>', chain being the enemy's number (1, 2 …)"),
    tr_noop("write 'commit <colour> <n>', colour one of {colours}, n ≥ 1"),
    tr_noop("write 'apply <die> to <enemy>', both numbers counted from 1"),
    tr_noop("write 'take-reward <n>', n counted from 1"),
    tr_noop("write '{verb} <id>'"),
    tr_noop("unknown action '{verb}'"),
    tr_noop("empty action"),
    # ``Game.undo`` (the text mode's ``undo``; the desktop's Undo is disabled instead)
    tr_noop("nothing to undo: the last action revealed information or rolled a die, or no action was taken"),
)


def notation_words(reason: str) -> str | None:
    """``reason`` (an :class:`~grail_desktop.engine.IllegalActionError`'s, as the parser wrote it) in the
    interface language when it is a notation error of :data:`NOTATION`; None for any other reason (a rule's
    refusal, read by ``app.event_words.reason_words`` once ids are in words)."""
    found = TEMPLATES.first(NOTATION, reason)
    if found is None:
        return None
    template, slots = found
    return tr(template).format(**slots)
