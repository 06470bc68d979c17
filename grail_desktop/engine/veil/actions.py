"""Riven Veil actions and their stable text notation (docs/riven-veil.md "Notation").

Every action is one frozen :class:`Act`: the acting ``seat``, a verb (``kind``) and positional ``args`` (lists inside
an argument are comma-joined, in hand order). ``str(act)`` is the notation and :func:`parse_act` reads it back,
so ``parse_act(str(a)) == a``. Examples::

    0: keep ar-moonsilver-torc on c1     1: start sw        2: play dp-tide-landing pay mv-ferry,st-cairn
    0: standard power   1: deploy warrior se   2: move lord sw w   0: settle w   1: token lord   2: draw move
    0: use ab-saltbinder   1: bond bt-ash-hart   2: done   0: end   1: plan bp-shield-wall bonus mv-ferry
    2: combat draw   0: combat stop
"""

from __future__ import annotations

import attrs

from grail_desktop.engine.core import Action, IllegalActionError

#: verb → number of arguments (optional trailing list arguments count)
_ARITY: dict[str, int] = {
    "keep": 2,
    "start": 1,
    "play": 2,
    "standard": 1,
    "deploy": 2,
    "move": 3,
    "settle": 1,
    "token": 1,
    "draw": 1,
    "done": 0,
    "end": 0,
    "use": 1,
    "bond": 1,
    "plan": 2,
    "combat": 1,
}
VERBS: tuple[str, ...] = tuple(_ARITY)


@attrs.frozen
class Act(Action):
    """One action: ``seat`` (0-based), ``kind`` a verb of :data:`VERBS`, ``args`` strings (see module doc)."""

    seat: int
    kind: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        a = self.args
        v = self.kind
        if v == "keep":
            body = f"keep {a[0]} on {a[1]}"
        elif v == "play":
            body = f"play {a[0]}" + (f" pay {a[1]}" if a[1] else "")
        elif v == "plan":
            body = f"plan {a[0]}" + (f" bonus {a[1]}" if a[1] else "")
        else:
            body = " ".join((v, *a))
        return f"{self.seat}: {body}"


def act(seat: int, verb: str, *args: str) -> Act:
    """Build an :class:`Act` (``play``/``plan`` get an empty list argument when it is left out)."""
    if verb in ("play", "plan") and len(args) == 1:
        args = (args[0], "")
    return Act(seat, verb, tuple(args))


def parse_act(text: str) -> Act:
    """Read notation back into an :class:`Act`; raises :class:`IllegalActionError` saying what is wrong."""
    head, sep, body = text.strip().partition(":")
    if not sep or not head.strip().isdigit():
        raise IllegalActionError(f"{text!r}: an action starts with the seat number and a colon, e.g. '0: end'")
    seat = int(head)
    words = body.split()
    if not words:
        raise IllegalActionError(f"{text!r}: no verb after the seat")
    verb, rest = words[0], words[1:]
    if verb not in _ARITY:
        raise IllegalActionError(f"{text!r}: unknown verb {verb!r} (known: {', '.join(VERBS)})")
    if verb == "keep":
        if len(rest) != 3 or rest[1] != "on":
            raise IllegalActionError(f"{text!r}: write 'keep ARTIFACT on lord|c1|c2'")
        return Act(seat, verb, (rest[0], rest[2]))
    if verb in ("play", "plan"):
        key = "pay" if verb == "play" else "bonus"
        if len(rest) == 1:
            return Act(seat, verb, (rest[0], ""))
        if len(rest) == 3 and rest[1] == key:
            return Act(seat, verb, (rest[0], rest[2]))
        raise IllegalActionError(f"{text!r}: write '{verb} CARD [{key} CARD,CARD]'")
    if len(rest) != _ARITY[verb]:
        n = _ARITY[verb]
        raise IllegalActionError(f"{text!r}: {verb!r} takes {n} argument{'' if n == 1 else 's'}, got {len(rest)}")
    return Act(seat, verb, tuple(rest))
