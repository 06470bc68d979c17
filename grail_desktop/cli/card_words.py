"""The text mode's words for strike cards and dice in the interface language (issue 28).

The same sentences as :mod:`grail_desktop.engine.wording` (which stays English: the engine has no catalog),
through the message catalog, so a German fight reads "An einem oberen oder mittleren Knoten: …" and "sein
rechter Rand hat Knoten oben und unten". In English every function returns exactly the engine's words.
Rules: S2 "Play" (a strike happens where its node meets a right-edge node), S2 dice faces.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from grail_desktop.app.i18n import tr, tr_noop
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.effects import Effect
from grail_desktop.engine.wording import effects_sentence

#: A strike's node position before "node" ("… has a top node"); German declines it ("… einen oberen Knoten").
_STRIKE_AT = {
    "top": tr_noop("top", "a strike's node"),
    "middle": tr_noop("middle", "a strike's node"),
    "bottom": tr_noop("bottom", "a strike's node"),
}
#: A right-edge node position ("its right edge has top and bottom nodes"; German "Knoten oben und unten").
_EDGE_AT = {
    "top": tr_noop("top", "a right-edge node"),
    "middle": tr_noop("middle", "a right-edge node"),
    "bottom": tr_noop("bottom", "a right-edge node"),
}
#: Die faces (S2: miss, hit, double hit).
_FACES = {"miss": tr_noop("miss"), "hit": tr_noop("hit"), "double-hit": tr_noop("double hit")}
_ORDINALS = (
    tr_noop("first"),
    tr_noop("second"),
    tr_noop("third"),
    tr_noop("fourth"),
    tr_noop("fifth"),
    tr_noop("sixth"),
    tr_noop("seventh"),
    tr_noop("eighth"),
    tr_noop("ninth"),
    tr_noop("tenth"),
)


def either(words: Sequence[str], joiner: str) -> str:
    """``["top", "middle"]`` → ``"top or middle"`` (``joiner`` already in the interface language)."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {joiner} {words[-1]}"


def _position(table: dict[str, str], where: str, disambiguation: str) -> str:
    return tr(table[where], disambiguation) if where in table else where


def strike_nodes(positions: Sequence[str]) -> str:
    """``("top", "middle")`` → ``"If the card before it has a top or middle node"`` (a strike's sentence head)."""
    words = [_position(_STRIKE_AT, p, "a strike's node") for p in positions]
    return tr("If the card before it has a {positions} node").format(positions=either(words, tr("or")))


def right_nodes(nodes: Sequence[str]) -> str:
    """A card's (or enemy's) right edge: ``"its right edge has top and bottom nodes"``."""
    if not nodes:
        return tr("its right edge has no nodes: no card can follow it")
    where = either([_position(_EDGE_AT, p, "a right-edge node") for p in nodes], tr("and"))
    if len(nodes) == 1:
        return tr("its right edge has a {where} node").format(where=where)  # "has middle node" lacked its article
    return tr("its right edge has {where} nodes").format(where=where)


def strike_sentence(catalog: Catalog, positions: Sequence[str], text: str, effects: Iterable[Effect | str]) -> str:
    """One strike: ``"If the card before it has a top or middle node: 1 hit."`` (its own text, else its
    effects in the engine's words)."""
    said = text.strip() or effects_sentence(catalog, effects)
    said = said[:1].upper() + said[1:]
    return f"{strike_nodes(positions)}: {said}" + ("" if said.endswith((".", "!", "?", "”", "“")) else ".")


def face_word(face: str | None) -> str:
    """``"double-hit"`` → ``"double hit"``; None → ``"not rolled"``."""
    if face is None:
        return tr("not rolled")
    return tr(_FACES[face]) if face in _FACES else face.replace("-", " ")


def die_words(dice: Sequence[tuple[str, str | None]], index: int) -> str:
    """Die ``index`` of ``dice`` (colour, face) as a player names it: ``"the red hit"``, ``"the second red
    hit"`` where several show the same colour and face, ``"the unrolled red die"``."""
    colour, face = dice[index]
    shown = tr(colour)
    same = [i for i, d in enumerate(dice) if d == (colour, face)]
    n = same.index(index) if len(same) > 1 else -1
    ordinal = tr(_ORDINALS[n]) if 0 <= n < len(_ORDINALS) else tr("{n}th").format(n=n + 1)
    if face is None:
        if n < 0:
            return tr("the unrolled {colour} die").format(colour=shown)
        return tr("the {ordinal} unrolled {colour} die").format(ordinal=ordinal, colour=shown)
    if n < 0:
        return tr("the {colour} {face}").format(colour=shown, face=face_word(face))
    return tr("the {ordinal} {colour} {face}").format(ordinal=ordinal, colour=shown, face=face_word(face))
