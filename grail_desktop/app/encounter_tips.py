"""The encounter board's hover texts and button captions, as sentences (issue 19 "Nothing cryptic").

The board's widgets only place these strings: a card's strikes say where they meet the card before them ("If the
card before it has a top or middle node: 1 hit."), a die is named by its colour and face (never "die 4"), a chain
by the enemy it faces (never "chain 1"). Kept in ``app`` so the id test reads exactly what the board shows.
Rules: S2 "Play", "Apply Dice Step"; rules-decisions.md "Escape".
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from grail_desktop.app.encounter_view import CardFace, DieView, EnemyView, StrikeView
from grail_desktop.app.event_words import die_words as said_die
from grail_desktop.app.event_words import node_words, positions_words
from grail_desktop.app.i18n import language, tr, tr_noop
from grail_desktop.engine.wording import die_words, right_nodes, strike_nodes


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


#: When an enemy's effects happen, as the heading before the card's own sentence (newcomer 6: "After It feeds on
#: your courage" read as one broken sentence; a heading with a colon keeps the card's words whole). Short ones
#: for the card faces, long ones for tooltips. Source: docs/encounters.md "Enemy card"; rules-decisions.md.
EFFECT_HEADS = {
    "during": tr_noop("Each turn"),
    "after": tr_noop("After effect"),  # the log's word too (newcomer 10: "At Resolve" here, "After effect" there)
    "special": tr_noop("At the start"),
}
EFFECT_HEADS_LONG = {
    "during": tr_noop("At the start of each turn, while it stands"),
    "after": tr_noop("After effect, at each Resolve phase, even once defeated"),
    "special": tr_noop("Once, when the fight begins"),
}
#: "Chain" and "node" where the player first meets them: the hand cards, the chain ends and the enemies.
CHAIN_MEANS = tr_noop(
    "A chain is the row of cards played against one enemy, starting at the enemy's own card. Nodes are the "
    "top, middle and bottom points on a card's edges: a strike on a card's left edge happens when it meets a "
    "node on the right edge of the card before it."
)

#: The dots on a card's edges (paint_node in ui/cards.py): a newcomer saw coloured rings and no word on them.
NODE_DOTS = tr_noop(
    "The dots on a card's edges are nodes, coloured by place: gold top, teal middle, purple bottom (with the "
    "colour-blind aid ▲ top, ● middle, ■ bottom). A ringed dot on the left edge is one of the card's strikes; a "
    "filled dot on the right edge is a node the next card can meet. A bright ring marks a strike that meets a node."
)


def fight_dial_means(dial: str) -> str:
    """The fight's dial (the wheel on the board), told apart from the "Dial" square on an enemy card (newcomer 8
    read "Dial ■ red" on the enemy beside the board's dial). S2 "Apply Dice Step"; the dial turns at Resolve."""
    return tr(
        "The fight's dial shows {dial}: only {dial} dice apply now. It turns red → blue → gold after each "
        "Resolve phase. (The small “Start” square on an enemy card is only the colour the fight's dial starts at.)"
    ).format(dial=dial)


def enemy_number_means(number: int) -> str:
    """The number in an enemy card's corner (newcomer 7 and 8 asked what it counts)."""
    return tr(
        "The {n} in the corner is its place in the order the enemies came: the fight's dial starts at enemy 1's "
        "colour, and the text mode names enemies by these numbers."
    ).format(n=number)


def starting_dial_means(colour: str) -> str:
    """An enemy card's "Start" square: the colour the fight's dial starts at, not the colour now (S2 Setup)."""
    return tr(
        "Start {colour}: the fight's dial starts at the first enemy's colour. The colour that counts now is on "
        "the fight's dial beside the chains."
    ).format(colour=colour)


def chain_means() -> str:
    """:data:`CHAIN_MEANS` in the interface language."""
    return tr(CHAIN_MEANS)


def enemy_effects(enemy: EnemyView, *, long: bool = False) -> list[tuple[str, str]]:
    """``(heading, the card's sentence)`` for each During, After and Special effect of ``enemy``, in that order:
    ``("After effect", "It feeds on your courage: gain 1 Terror.")``."""
    heads = EFFECT_HEADS_LONG if long else EFFECT_HEADS
    groups = (("during", enemy.during), ("after", enemy.after), ("special", enemy.special))
    return [(tr(heads[kind]), text) for kind, texts in groups for text in texts]


def strike_line(strike: StrikeView) -> str:
    """``"If the card before it has a top or middle node: 1 hit."``"""
    text = _cap(strike.text.strip())
    return node_words(f"{strike_nodes(strike.positions)}: {text}" + ("" if text.endswith((".", "!", "?")) else "."))


def card_tip(face: CardFace, number: int | None = None) -> str:
    """A hand or chain card's tooltip (rich text): name, strikes, right edge, flavour; a hand card (``number``
    given) also says how to play it."""
    head = f"{number}. {face.name}" if number is not None else face.name
    lines = [f"<b>{escape(head)}</b>", *(escape(strike_line(s)) for s in face.strikes)]
    lines.append(escape(_cap(node_words(right_nodes(face.right_nodes))) + "."))
    if face.text:
        lines.append(f"<i>{escape(face.text)}</i>")
    notes = dict.fromkeys(note for s in face.strikes for note in s.notes)  # once each, in order
    lines += [escape(note) for note in notes]
    if number is not None:
        lines.append(tr("Drag it to the end of a chain, or press its number and Enter."))
        lines.append(f"<small>{escape(chain_means())} {escape(tr(NODE_DOTS))}</small>")
    return "<br>".join(lines)


def drop_spot_tip(enemy: str, end_name: str, end_nodes: Sequence[str]) -> str:
    """The free place at the end of the chain against ``enemy``."""
    if not end_nodes:
        return tr("The chain against {enemy} is closed: nothing can follow {end_name}.").format(
            enemy=enemy, end_name=end_name
        )
    nodes = right_nodes(end_nodes).removeprefix("its right edge has ").removeprefix("a ")
    if language() != "en":  # "die Knoten Mitte und unten"
        nodes = tr("the node(s) {positions}", n=len(end_nodes)).format(positions=positions_words(list(end_nodes)))
    return (
        tr(
            "The end of the chain against {enemy}: play a card here whose strikes meet {end_name}'s {nodes}; "
            "each strike that meets one happens."
        ).format(enemy=enemy, end_name=end_name, nodes=nodes)
        + " "
        + chain_means()
    )


def die_name(die: DieView, dice: Sequence[DieView]) -> str:
    """``"The red hit"`` / ``"The second red hit"``: a die of the active area named by colour and face."""
    if die not in dice:
        return tr("The {colour} die").format(colour=die.colour)
    # in the interface language: the tooltip read "The second blue hit: ein Treffer, …" in German (issue 19)
    return _cap(said_die(die_words([(d.colour, d.face) for d in dice], list(dice).index(die)), subject=True))


def die_tip(die: DieView | None, colour: str, dice: Sequence[DieView], enemies: Sequence[str], dial_note: str) -> str:
    """A die's tooltip: in the pool (``die`` None), committed, rolled, applied, a miss or a hit that cannot be
    applied now (with the reason). ``dice`` are the active dice (to tell equal dice apart), ``enemies`` the
    enemies' names by number - 1."""
    if die is None:
        return tr("A {colour} die in the pool: click it, or drag it to the active area, to commit it. {note}").format(
            colour=colour, note=dial_note
        )
    named = die_name(die, dice)
    if die.applied:
        target = enemies[die.enemy - 1] if die.enemy and 0 < die.enemy <= len(enemies) else tr("an enemy")
        return tr("{named} is applied to {target}.").format(named=named, target=target)
    if die.face is None:
        return tr("A committed {colour} die: roll it. {note}").format(colour=colour, note=dial_note)
    if die.targets:
        return tr("{named}: drag it onto an enemy (or click it) to apply it.").format(named=named)
    if die.face == "miss":
        return tr("{named}: a miss, no hit to apply.").format(named=named)
    return tr("{named}: a hit that cannot be applied: {why}").format(named=named, why=die.why or tr("not now"))


def applied_caption() -> str:
    """The word under a die already applied (its tooltip names the enemy): never "→ 1" (newcomer 6)."""
    return tr("applied")


def roll_caption(can_roll: bool, unrolled: int) -> str:
    """The Roll button: ``"Roll 1 die\\n(key R)"``."""
    if can_roll and not unrolled:  # nothing committed: the step goes on without a roll (newcomer 6)
        return tr("Go on without rolling\n(key R)")
    if not can_roll:
        return tr("Roll\n(key R)")
    return tr("Roll 1 die\n(key R)") if unrolled == 1 else tr("Roll {count} dice\n(key R)").format(count=unrolled)


def escape_caption(costs: Sequence[str], *, won: bool = False, extra: Sequence[str] = (), pays: str = "") -> str:
    """The Escape button: what escaping costs, or that it is free; once every enemy is defeated, that there is
    nothing to escape (newcomer 6: it read "free of cost" after the win). ``pays`` (the view's ``escape_pays``)
    is what the acting member pays in all when a trait or a shortfall changes the printed cost: the button says
    that price in one sentence and its tooltip says why (board18f found "costs 2 Reputation, 1 Terror, 2 Terror
    instead of …" cut in its box). ``extra`` (``escape_extra``) without ``pays`` is listed after the cost."""
    if won:
        return tr("Escape (Esc)\nnot needed: you won")
    if pays:
        return tr("Escape (Esc)\nyou pay {cost}; hover for why").format(cost=pays)
    if not costs and not extra:
        return tr("Escape (Esc)\nfree of cost")
    parts = [*costs, *extra]
    text = ", ".join(parts[:-1]) + tr(" and ") + parts[-1] if len(parts) > 1 else parts[0]
    return tr("Escape (Esc)\ncosts {cost}").format(cost=text)
