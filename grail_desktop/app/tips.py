"""Hover texts for the things on the table (ux.md: every thing on the table says what it is and does on hover).

Plain functions from the views (:mod:`grail_desktop.app.views`) and the catalog to one or two short rich-text
paragraphs; the widgets only call ``setToolTip`` with them. Rules words come from the glossary's rules terms
(:data:`grail_desktop.app.glossary.RULES_TERMS`), so a tooltip and the journal's keyword tips agree.
"""

from __future__ import annotations

from html import escape
from typing import Any

from grail_desktop.app.emphasis import unmarked
from grail_desktop.app.glossary import RULES_TERMS
from grail_desktop.app.i18n import term, tr, tr_noop
from grail_desktop.app.views import CardView, PawnView, TrackView, badge_key
from grail_desktop.engine.defs import Catalog

#: Seal glyphs as the map paints them, with what each seal means (S0 "Location cards").
SEALS: dict[str, tuple[str, str]] = {
    "menhir": ("▲", tr_noop("Menhir seal: a standing stone stands here. Wake it to light the land around it.")),
    "dream": (
        "☾",
        tr_noop(
            "Dream seal: a character here at the End of the Day reads this place's Dream "
            "(a Nightmare while Going Insane)."
        ),
    ),
    "settlement": ("⌂", tr_noop("Settlement seal: people live here; its own action says what they offer.")),
}

#: What the red-edged slots of each track mean (the edge is red, the fill the track's colour: newcomer 10 saw
#: an orange "red slot") (rules-decisions.md "Survival tracks").
_RED = {
    "Energy": tr_noop(
        "Red-edged slots (0 and 1): Exhausted — one card fewer in encounters, less Energy back at night."
    ),
    "Health": tr_noop("Red-edged slot (0): Dying — recover Health before the days run out."),
    "Terror": tr_noop(
        "Red-edged slots (the top two): Going Insane — Travel costs more, Nightmares replace Dreams. "
        "Terror above Health is Panic: one Strategy phase fewer each encounter round."
    ),
}


def seal_legend(seals: tuple[str, ...]) -> str:
    """One line per seal on a card: glyph and meaning."""
    return "<br>".join(f"{SEALS[s][0]} {escape(tr(SEALS[s][1]))}" for s in seals if s in SEALS)


def track_tip(track: TrackView) -> str:
    """A survival track: value, limits, what the track is, its red slots and, on Energy, the Health cap."""
    lines = [
        tr("<b>{name} {value}</b> of {max} (starts at {start})").format(
            name=term(track.name), value=track.value, max=track.max, start=track.start
        ),
        escape(tr(RULES_TERMS.get(track.name, ""))),
        escape(tr(_RED.get(track.name, ""))),
        tr("» marks the starting slot."),
    ]
    if track.cap is not None:
        lines.append(
            tr("Health cap: Energy can never be higher than Health ({cap}); the slots above it are shaded.").format(
                cap=track.cap
            )
        )
    return "<br>".join(line for line in lines if line)


def pawn_tip(pawn: PawnView, tray: Any = None) -> str:
    """A character's pawn: who, where, whose turn; the tray's states when given."""
    lines = [tr("<b>{value}</b>'s pawn").format(value=escape(pawn.name))]
    if tray is not None:
        lines.append(
            tr("Energy {value}, Health {value2}, Terror {value3}").format(
                value=tray.tracks[0].value, value2=tray.tracks[1].value, value3=tray.tracks[2].value
            )
        )
        if tray.badges:
            lines.append(tr("States: ") + ", ".join(escape(b) for b in tray.badges))
    lines.append(
        tr("Their turn: drag onto a glowing location to travel.") if pawn.active else tr("Waiting for their turn.")
    )
    lines.append(tr("Right-click: the character's sheet."))
    return "<br>".join(lines)


def menhir_tip(dial: int) -> str:
    """A Menhir's dial on the map: days of light left and what the light does."""
    days = tr("%n day(s) of light left", None, dial) if dial else tr("it goes dark at the next dawn")
    return tr(
        "<b>Menhir</b>: {days}. {rule} The dial drops by 1 every morning; waking the stone again sets it "
        "(leftover days are lost)."
    ).format(days=days, rule=escape(tr(RULES_TERMS["Menhir"])))


def guardian_tip(names: list[str]) -> str:
    """Guardians standing on a card."""
    return tr("<b>Guardian</b>: {value}. {value2}").format(
        value=escape(", ".join(names)), value2=escape(tr(RULES_TERMS["Guardian"]))
    )


def location_tip(card: CardView, menhir_dial: int | None, guardians: list[str]) -> str:
    """A location card: name, number, description, action, arrival rule, seals with their legend, Menhir,
    Guardians, Time Tokens, the dawn warning and how to travel."""
    tip = [
        f"<b>{escape(card.name)}</b>",  # the place by its name: players never see its number (nc12)
        escape(unmarked(card.description)),
    ]
    if card.legacy is not None:
        tip.append(tr("<i>Transformed:</i> this card replaced the place that stood here."))
    if card.action:
        tip.append(tr("<i>Action:</i> {value}").format(value=escape(unmarked(card.action))))
    if card.instant:
        tip.append(tr("<i>On arrival (⚡):</i> {value}").format(value=escape(unmarked(card.instant))))
    if card.seals:
        tip.append(seal_legend(card.seals))
    if menhir_dial is not None:
        tip.append(menhir_tip(menhir_dial))
    if guardians:
        tip.append(guardian_tip(guardians))
    if card.time_tokens:
        n = card.time_tokens
        tip.append("⧗ " + tr("%n Time Token(s): {rule}", None, n).format(rule=escape(tr(RULES_TERMS["Time Token"]))))
    if card.keys:
        tip.append(tr("Direction Keys on the edges: the numbers of the cards this one connects to."))
    if card.vanishing:
        tip.append(tr("<span style='color:#c25a48'>Out of Menhir range: this card fades at the next dawn.</span>"))
    if card.travel_target:
        tip.append(tr("Click, or drag your pawn here, to travel."))
    tip.append(tr("Right-click: read the card large."))
    return "<br>".join(t for t in tip if t)


def item_tip(catalog: Catalog, name: str, keyword: str, active: bool) -> str:
    """An Item on the tray, by its name: kind, keyword, face up or down, its full text."""
    item = next((i for i in catalog.items.values() if i.name == name), None)
    text = escape(unmarked(item.text)) if item is not None else ""
    flip = tr(" It is flipped in a fight for its effect, once per encounter.") if item is not None and item.flip else ""
    face = tr("face up: in use") if active else tr("face down: kept, not in use (one card of a keyword is in use)")
    kind = f"{keyword.capitalize()} · " if keyword else ""
    return tr("<b>{value}</b> — Item · {kind}{face}<br>{text}{flip}<br>Right-click: read it large.").format(
        value=escape(name), kind=kind, face=face, text=text, flip=flip
    )


def secret_tip(catalog: Catalog, name: str, personal: bool) -> str:
    """A Secret on the tray, by its name."""
    secret = next((s for s in catalog.secrets.values() if s.name == name), None)
    text = escape(unmarked(secret.text.strip())) if secret is not None else ""
    kind = tr("Personal Secret (never changes hands)") if personal else tr("Secret")
    return tr("<b>{value}</b> — {kind}<br>{text}<br>Right-click: read it large.").format(
        value=escape(name), kind=kind, text=text
    )


#: What a difficulty's Mercy rule means, under its description on the wizard's difficulty page (newcomer 8 did
#: not know the Allmother; a loss is a solo death or nobody left playing, and the glossary's "Allmother's Mercy"
#: is the tooltip): S0 "Death"; docs/rules.md "Death and the Allmother's Mercy".
MERCY_NOTES = {
    "always": tr_noop(
        "The Allmother's Mercy, every time: the island's goddess starts the chapter again after each loss."
    ),
    "once": tr_noop("The Allmother's Mercy, once: the island's goddess starts the chapter again after the first loss."),
    "never": tr_noop("No Allmother's Mercy: the island's goddess does not forgive, and a loss ends the campaign."),
}


def mercy_note(mercy: str) -> str:
    """:data:`MERCY_NOTES` for a difficulty's ``mercy`` (``always``, ``once``, ``never``), ``""`` for another."""
    return tr(MERCY_NOTES[mercy]) if mercy in MERCY_NOTES else ""


def passed_words() -> str:
    """The tray's note for a character who passed: news, not a warning (newcomer 8 read "⚠ Passed")."""
    return tr("✓ Passed: done for today")


def passed_tip() -> str:
    """What passing means, for the tray's note (S1 "During the Day": a character who passes acts no more today)."""
    return tr(
        "This character has passed and takes no more actions today; the others go on until they pass too, then "
        "the End of the Day follows."
    )


def state_tip(badge: str) -> str:
    """A state badge on the tray (``Exhausted``, ``Panic``, ``Dying (2 days left)`` …)."""
    key = badge_key(badge)
    return f"<b>{escape(badge)}</b>: {escape(tr(RULES_TERMS.get(key, tr('a state of the character'))))}"


#: What each day action does, for its button's tooltip (S1 "During the Day"; the label says which one).
ACTION_DOES: dict[str, str] = {
    "explore": tr_noop(
        "Read this location's journal entry: its story, its choices and what they cost. Ends with “Exploration ends”."
    ),
    "travel": tr_noop(
        "Move to a connected card (both cards carry a Direction Key on the shared edge). New cards around it are "
        "revealed; Guardians there attack."
    ),
    "location-action": tr_noop("This location's own action, as its card says."),
    "character-action": tr_noop("Your character's own action, as the character card says."),
    "inspect-menhir": tr_noop(
        "See whether the Menhir here is lit, how many days its dial has left, and what activating it costs. Free: "
        "your turn goes on."
    ),
    "activate-menhir": tr_noop(
        "Activate the Menhir: pay its cost (per player) and set its dial; land within one card of it stays on the map "
        "while the dial lasts."
    ),
    "pass": tr_noop("End this character's day: no more actions until the End of the Day."),
    "trade": tr_noop("Hand Food, Wealth, an Item or a Secret to a character on the same location. Free."),
    "pick-up": tr_noop("Take an Item left on this location."),
    "eat": tr_noop("Rest by eating: pay 1 Food to gain 1 Health and lose 1 Terror."),
    "fast": tr_noop("Rest without eating: keeps your Food, but Energy drops to 0 (already 0: lose 1 Health instead)."),
    "done": tr_noop("Finish this step of the End of the Day and go on to the next."),
    "choose": tr_noop(
        "Choose this journal option: the story goes on from it; a price it names is paid when you choose."
    ),
    "draw": tr_noop("Strike by drawing: the top card of your deck goes to your hand."),
    "play": tr_noop(
        "Strike: put this card at the end of the chain. Each of its strikes that meets a node of the card before "
        "it happens once."
    ),
    "commit": tr_noop(
        "Move dice from your pool to the active area, ready to roll. Only dice of the dial's colour count."
    ),
    "roll": tr_noop("Roll every die in the active area; then place the hits on enemies."),
    "apply": tr_noop("Place this rolled hit on the enemy: its hits count against the enemy's Health."),
    "use": tr_noop("Flip this Item for its effect; it stays face down until the encounter ends."),
    "end-phase": tr_noop("End this Strategy phase; the next one begins (Strike, Commit, Roll, Apply)."),
    "resolve": tr_noop(
        "End the round: enemies' After effects happen and the dial turns. Dice not applied are exhausted."
    ),
    "escape": tr_noop("Leave the encounter: pay the escape cost of every enemy still standing."),
    "take-reward": tr_noop("Take this instant reward."),
    "skip-reward": tr_noop("Leave the instant rewards and go on."),
    "discard-card": tr_noop("Put this card on your discard pile (your hand is above its limit)."),
    "equip": tr_noop("This Item or Secret stays face up (in use); the other of the same keyword is kept face down."),
    "claim": tr_noop("Take up this character's card and play on with it (its standard setup)."),
    "sit-out": tr_noop("Take up no character now: you wait while the others play on."),
    "mercy": tr_noop("Accept the Allmother's Mercy: the chapter starts again with fresh characters."),
    "raise": tr_noop("Spend Experience to raise this attribute by one point."),
    "advance": tr_noop("Spend 2 Experience: see three Advancement cards of this deck and keep one."),
    "take": tr_noop("Keep this Advancement card: it goes into your deck."),
    "cut": tr_noop("Take this card out of the deck (kept aside; you can put it back today)."),
    "restore": tr_noop("Put this card back into the deck."),
    "skill": tr_noop("Take this Skill with this side face up."),
    "guardian": tr_noop("Face this Guardian first; the others wait their turn."),
    "secret": tr_noop("Pass this Secret on to the character named."),
    "next-chapter": tr_noop("Begin the next chapter with the same party."),
}


def action_tip(notation: str, label: str, cost: str, does: str = "") -> str:
    """An action button's tooltip: what the action does (never only its own label), its cost, who joins.
    ``does`` is what this very action does (:func:`grail_desktop.app.describe.action_does`); without it the
    verb's general words are used."""
    verb = notation.split(" ", 1)[0]
    does = does or tr(ACTION_DOES.get(verb, ""))
    lines = [f"<b>{escape(label)}</b>" + (f" · {escape(cost)}" if cost else "")]
    if does:
        lines.append(escape(unmarked(does)))
    if " with " in f" {notation} ":
        lines.append(tr("A party action: everyone named acts together and each pays their share."))
    return "<br>".join(lines)


def source_words(catalog: Catalog, source: str) -> str:
    """What started an encounter (``hosting.start_fight``'s source) in words: ``"draw:green"`` → ``"drawing a
    green encounter card"``, ``"guardian:peat-bear"`` → ``"the Guardian Peat Bear"``."""
    from grail_desktop.engine.wording import name_of

    kind, _sep, what = source.partition(":")
    if kind == "draw":
        from grail_desktop.app.event_words import phrase  # "green" → "grün"

        return tr("drawing a {what} encounter card").format(what=phrase(what))
    if kind in ("fight", "guardian"):
        return (tr("the Guardian ") if kind == "guardian" else "") + name_of(catalog, what)
    if kind == "test":
        return "a test"
    return source.replace("-", " ").replace(":", ": ")
