"""What gaining things does (S3 "Scoring", "Favor", "Excalibur", "The Holy Grail", Mist Cards).

Every change to VP, Favor, Power, cards and Artifacts goes through these helpers, so the floors (VP never
below 0, S3 FAQ), the Favor Track's VP spaces and its end (each Favor past it = 2 VP), and who may see each
event are handled in one place. :class:`Ctx` carries the state, the pack and the events of one ``apply``.
"""

from __future__ import annotations

from grail_desktop.engine.veil.board import GEAR_LIMIT, region_name
from grail_desktop.engine.veil.defs import Part, VeilPack
from grail_desktop.engine.veil.events import VeilEvent
from grail_desktop.engine.veil.state import VeilState

#: VP for each Favor gained past the end of the Favor Track (S3 "Favor").
FAVOR_OVERFLOW_VP = 2
#: VP of claiming the Holy Grail (S3 "The Holy Grail").
GRAIL_VP = 10
DECK_WORDS: dict[str, str] = {
    "deploy": "Deploy",
    "move": "Move",
    "settle": "Settle",
    "plan": "Battle Plan",
}


def counted(n: int, noun: str, plural: str = "") -> str:
    """``"1 card"``, ``"3 cards"``: a number and its noun, singular or plural (``plural`` when not noun + s)."""
    return f"{n} {noun if n == 1 else (plural or noun + 's')}"


#: How a VP gain's source reads in the events ("gains 3 VP for a region").
SOURCE_WORDS: dict[str, str] = {
    "favor": "from the Favor Track",
    "artifacts": "for an Artifact",
    "mist": "from a Mist Card",
    "grail": "for the Holy Grail",
    "cards": "from a card",
    "beasts": "for a Beast",
    "settlements": "from Settlement slots",
    "prophecies": "for a Prophecy",
    "hand": "for cards left in hand",
    "regions": "for a region",
    "start": "to start with",
}
_PLURAL_VERBS = {"has": "have", "is": "are"}


class Ctx:
    """One ``apply`` in progress: ``state``, ``pack``, the ``events`` so far and queued "when" effects."""

    __slots__ = ("events", "pack", "state", "when")

    def __init__(self, state: VeilState, pack: VeilPack) -> None:
        self.state = state
        self.pack = pack
        self.events: list[VeilEvent] = []
        self.when: list[tuple[int, Part, str]] = []

    def say(self, kind: str, text: str, seat: int | None = None) -> None:
        """Record an event; ``seat`` None = everyone may see it."""
        self.events.append(VeilEvent(kind, text, seat))

    def name(self, seat: int) -> str:
        """A seat's display name: its faction."""
        return self.pack.factions[self.state.players[seat].faction].name

    def plural(self, seat: int) -> bool:
        """Whether the seat's name reads as a plural ("The Tide Wardens draw", "The Hollow Court draws")."""
        return self.name(seat).endswith("s")

    def does(self, seat: int, verb: str) -> str:
        """The seat's name and ``verb`` (given in the singular, "draws") agreeing with it."""
        if self.plural(seat):
            verb = _PLURAL_VERBS.get(verb) or (verb[:-2] if verb.endswith(("ches", "shes", "sses")) else verb[:-1])
        return f"{self.name(seat)} {verb}"

    def its(self, seat: int) -> str:
        """ "its" or "their", as the seat's name asks."""
        return "their" if self.plural(seat) else "its"

    def owner(self, seat: int) -> str:
        """The possessive of a seat's name: "The Thorn Kin's", "The Tide Wardens'"."""
        name = self.name(seat)
        return f"{name}'" if name.endswith("s") else f"{name}'s"


def gain_vp(ctx: Ctx, seat: int, n: int, source: str) -> None:
    """Add ``n`` VP (may be negative) from ``source``; VP never drops below 0 (S3 FAQ)."""
    p = ctx.state.players[seat]
    before = p.vp
    p.vp = max(0, p.vp + n)
    gained = p.vp - before
    if gained:
        p.vp_from[source] = p.vp_from.get(source, 0) + gained
        why = SOURCE_WORDS.get(source, source)
        ctx.say("VPGained", f"{ctx.does(seat, 'gains')} {gained} VP {why}, now {p.vp}.")


def gain_power(ctx: Ctx, seat: int, n: int) -> None:
    """Add ``n`` Faction Power (S3 "Faction Power"); never below 0."""
    p = ctx.state.players[seat]
    p.power = max(0, p.power + n)
    ctx.say("PowerGained", f"{ctx.does(seat, 'gains')} {n} Faction Power, now {p.power}.")


def gain_favor(ctx: Ctx, seat: int, n: int) -> None:
    """Move up the Favor Track ``n`` spaces: VP of marked spaces; Excalibur to the first at its end (S3 step 8);
    each Favor past the end is 2 VP (S3 "Favor")."""
    s, pack = ctx.state, ctx.pack
    p = s.players[seat]
    last = len(pack.favor_vp) - 1
    for _ in range(n):
        if p.favor < last:
            p.favor += 1
            if pack.favor_vp[p.favor]:
                gain_vp(ctx, seat, pack.favor_vp[p.favor], "favor")
            if p.favor == last and s.excalibur < 0:
                s.excalibur = seat
                ctx.say(
                    "ExcaliburClaimed", f"{ctx.does(seat, 'reaches')} the end of the Favor Track and takes Excalibur."
                )
        else:
            gain_vp(ctx, seat, FAVOR_OVERFLOW_VP, "favor")
    ctx.say("FavorGained", f"{ctx.does(seat, 'gains')} {n} Favor, now {p.favor}.")


def take_top(ctx: Ctx, deck: str) -> str:
    """Take the top card of ``deck``; a spent main or Combat deck is reshuffled from its discard (decision).
    Returns "" when both are empty."""
    s = ctx.state
    cards = s.decks[deck]
    if not cards and s.discards.get(deck):
        cards.extend(s.discards[deck])
        s.discards[deck].clear()
        s.rng.shuffle(cards)
        ctx.say("DeckShuffled", f"The {DECK_WORDS.get(deck, deck)} discard is shuffled into a new deck.")
    return cards.pop() if cards else ""


def draw_card(ctx: Ctx, seat: int, deck: str) -> None:
    """Draw one main-deck card into ``seat``'s hand: the seat sees which, the others see only the deck."""
    card = take_top(ctx, deck)
    if not card:
        return
    ctx.state.players[seat].hand.append(card)
    ctx.say("CardDrawn", f"{ctx.does(seat, 'draws')} a {DECK_WORDS[deck]} card.")
    ctx.say("CardDrawn", f"You draw {ctx.pack.cards[card].name}.", seat)


def deal(ctx: Ctx, seat: int, decks: list[str]) -> None:
    """Draw one card from each of ``decks`` (in order) as one event: the seat sees the cards, the others the
    decks."""
    got = [c for c in (take_top(ctx, d) for d in decks) if c]
    for c in got:
        ctx.state.players[seat].hand.append(c)
    if got:
        kinds = ", ".join(DECK_WORDS[ctx.pack.cards[c].deck] for c in got)
        ctx.say("CardsDrawn", f"{ctx.does(seat, 'draws')} {len(got)} cards ({kinds}).")
        ctx.say("CardsDrawn", "You draw " + ", ".join(ctx.pack.cards[c].name for c in got) + ".", seat)


def equip(ctx: Ctx, seat: int, artifact: str, prefer: str) -> None:
    """Equip ``artifact`` to Hero ``prefer`` if it has room (2 a Hero), else the Hero with fewest, else keep it
    unequipped (decision; an unequipped Artifact's ability cannot be used, S3 FAQ)."""
    gear = ctx.state.players[seat].gear
    if len(gear[prefer]) < GEAR_LIMIT:
        gear[prefer].append(artifact)
        return
    hero = min(("lord", "c1", "c2"), key=lambda h: len(gear[h]))
    if len(gear[hero]) < GEAR_LIMIT:
        gear[hero].append(artifact)
    else:
        ctx.state.players[seat].loose.append(artifact)


def gain_artifact(ctx: Ctx, seat: int, prefer: str) -> None:
    """Draw an Artifact face up, equip it and gain its VP (S3 "Gaining Artifacts")."""
    card = take_top(ctx, "artifact")
    if not card:
        return
    a = ctx.pack.artifacts[card]
    ctx.say("ArtifactGained", f"{ctx.does(seat, 'gains')} the Artifact {a.name}.")
    equip(ctx, seat, card, prefer)
    gain_vp(ctx, seat, a.vp, "artifacts")


def explore(ctx: Ctx, seat: int, i: int) -> None:
    """A Lord explores region ``i``: its Mist Card turns face up and acts for the explorer (S3 glossary;
    Mist Card kinds are a decision, docs/riven-veil.md)."""
    s, pack = ctx.state, ctx.pack
    r = s.regions[i]
    r.explored = True
    card = pack.mist[r.mist] if r.mist else None
    what = card.name if card else "nothing"
    ctx.say("RegionExplored", f"{ctx.owner(seat)} Lord explores {region_name(s, pack, i)} and finds {what}.")
    if card is not None:
        kind, n = card.kind, card.n
        if kind == "beast":
            beast = take_top(ctx, "beast")
            if beast:
                r.beast = beast
                ctx.say("BeastAppeared", f"{pack.beasts[beast].name} waits in {region_name(s, pack, i)}.")
        elif kind == "artifact":
            gain_artifact(ctx, seat, "lord")
        elif kind == "favor":
            gain_favor(ctx, seat, n)
        elif kind == "power":
            gain_power(ctx, seat, n)
        elif kind == "vp":
            gain_vp(ctx, seat, n, "mist")
        elif kind == "token":
            s.players[seat].lord_tokens += n
            ctx.say("TokenPlaced", f"{ctx.owner(seat)} Lord gains {counted(n, 'Strength Token')}.")
        elif kind == "grail" and s.grail < 0:
            s.grail = seat
            ctx.say("GrailClaimed", f"{ctx.does(seat, 'claims')} the Holy Grail.")
            gain_vp(ctx, seat, GRAIL_VP, "grail")
        elif kind == "knight":
            r.knight = True
            ctx.say("KnightAppeared", f"The Green Knight stands in {region_name(s, pack, i)}.")
    queue_when(ctx, seat, "explore")


def queue_when(ctx: Ctx, seat: int, on: str) -> None:
    """Queue the seat's "when" effects for ``on``; they resolve after the causing effect (S3 FAQ)."""
    side = ctx.pack.side(ctx.state.players[seat].faction, ctx.state.mode.symmetric)
    for w in side.when:
        if w.on == on:
            for part in w.parts:
                ctx.when.append((seat, part, w.text))


def immediate(ctx: Ctx, seat: int, part: Part, n: int) -> bool:
    """Do an immediate part (power, vp, favor); False when the word needs a choice."""
    if part.do == "power":
        gain_power(ctx, seat, n)
    elif part.do == "vp":
        gain_vp(ctx, seat, n, "cards")
    elif part.do == "favor":
        gain_favor(ctx, seat, n)
    else:
        return False
    return True


def flush_when(ctx: Ctx) -> None:
    """Resolve queued "when" effects (each is immediate: power, vp or favor)."""
    while ctx.when:
        seat, part, _text = ctx.when.pop(0)
        immediate(ctx, seat, part, part.n)
