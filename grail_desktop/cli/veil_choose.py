"""Menus of the text mode: a card's payment or Bonus Cards chosen one card at a time, with Back and Confirm.

A sealed choice (``play CARD pay …``, ``plan CARD bonus …``) can have dozens of ways (a Battle Plan with
five other hand cards has 26 Bonus Card sets). The first menu lists each card once; picking it opens a
sub-menu that asks for one paying or Bonus Card at a time, then shows the whole choice to confirm. Every
entry is narrowed from the legal actions, so what is finally applied is always one of them; Back (or
``back``) returns a step and changes nothing in the match.
"""

from __future__ import annotations

import attrs

from grail_desktop.engine.veil.actions import Act

#: Above this many ways a card's payment or Bonus Cards are chosen one card at a time.
LIST_AT_ONCE = 6


@attrs.frozen
class Entry:
    """One numbered line: ``label`` and what picking it does: an action to apply, or a step of the sub-menu
    (``pick`` a card, ``stop`` adding Bonus Cards, ``back``, ``open`` a card's sub-menu)."""

    label: str
    act: Act | None = None
    step: str = ""
    card: str = ""


def _cards(a: Act) -> list[str]:
    return [c for c in a.args[1].split(",") if c]


def group(legal: list[Act]) -> list[tuple[Act, list[Act]]]:
    """The first menu: every ``play``/``plan`` of one card is one entry (its ways asked next); every other
    action is its own entry. Order follows ``legal``."""
    groups: dict[tuple[str, str], list[Act]] = {}
    menu: list[tuple[Act, list[Act]]] = []
    for a in legal:
        if a.kind in ("play", "plan") and a.args[0] != "none":
            key = (a.kind, a.args[0])
            if key not in groups:
                groups[key] = []
                menu.append((a, groups[key]))
            groups[key].append(a)
        else:
            menu.append((a, [a]))
    return menu


@attrs.define
class CardChoice:
    """The sub-menu of one card: ``ways`` its legal actions (same kind and card), ``picked`` so far."""

    ways: list[Act]
    picked: list[str] = attrs.field(factory=list)
    stopped: bool = False

    @property
    def kind(self) -> str:
        return self.ways[0].kind

    def fitting(self) -> list[Act]:
        """Ways that contain every card picked so far."""
        return [a for a in self.ways if set(self.picked) <= set(_cards(a))]

    def exact(self) -> Act | None:
        """The way made of exactly the picked cards, if it is legal."""
        return next((a for a in self.ways if sorted(_cards(a)) == sorted(self.picked)), None)

    def chosen(self) -> Act | None:
        """The finished choice, once no more cards are to be picked (then it is confirmed)."""
        exact = self.exact()
        if exact is None:
            return None
        if self.stopped or len(self.ways) <= LIST_AT_ONCE:
            return exact
        more = [a for a in self.fitting() if len(_cards(a)) > len(self.picked)]
        return exact if not more else None

    def next_cards(self) -> list[str]:
        """Cards that may be picked next, in hand order (as the legal actions list them)."""
        out: list[str] = []
        for a in self.fitting():
            for c in _cards(a):
                if c not in self.picked and c not in out:
                    out.append(c)
        return out

    def back(self) -> bool:
        """One step back; ``False`` when already at the start (the caller closes the sub-menu)."""
        if self.stopped:
            self.stopped = False
            return True
        if self.picked:
            self.picked.pop()
            return True
        return False
