"""Pass-and-play views (issue 12, ux.md "Pass-and-play"): seats, whose turn it is, parties, join prompts, trades.

Plain values computed from the engine state, the catalog and the legal notations, so they cannot disagree
with the engine: the UI offers only notations the engine lists (or that its gate accepts). Seats (player
names and colours per character) travel in the save sheet (issue 17); :func:`load_seating` still reads the
``QSettings`` where earlier builds kept them, for sheets written before. The co-op preferences stay in
``QSettings``.

Rules: S0 "Parties and Party Actions", "Resources" / "Items" / "Secrets" (trading), "Death"; S1 "During the
Day" (turn order by Character Number); rules-decisions.md "Dying and Going Insane", "Encounters" (parties).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs
from PySide6.QtCore import QSettings

from grail_desktop.app.describe import action_does
from grail_desktop.app.i18n import term, tr, tr_noop
from grail_desktop.app.shared_costs import SharedCost, pay_clause, shared_costs
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.tracks import is_insane

#: verbs a party can take together (docs/notation.md "During the Day")
PARTY_VERBS = ("explore", "travel", "location-action", "character-action", "activate-menhir")
#: verbs whose cost is one shared payment, split as written (``pay a=1,b=1,b:wealth=1``)
SHARED_COST_VERBS = ("location-action", "character-action", "activate-menhir")
#: decisions of the day's upkeep: the Chronicler answers them when one is chosen
UPKEEP_KINDS = frozenset({"rest", "advance", "pick-card", "skill"})
#: decisions after a death: the dead character's owner answers them (S0 "Death")
DEATH_KINDS = frozenset({"secret", "claim"})

_VERB_WORDS = {
    "explore": tr_noop("explores"),
    "travel": tr_noop("travels"),
    "location-action": tr_noop("takes the location action"),
    "character-action": tr_noop("takes the Character Action"),
    "activate-menhir": tr_noop("activates the Menhir"),
}
_DECISION_WORDS = {
    "journal": tr_noop("chooses in the journal"),
    "equip": tr_noop("chooses which Item stays face up"),
    "guardian": tr_noop("chooses which Guardian to face"),
    "rest": tr_noop("decides whether to eat"),
    "advance": tr_noop("spends Experience"),
    "pick-card": tr_noop("picks an advancement card"),
    "skill": tr_noop("picks a Skill side"),
    "secret": tr_noop("hands on a Secret of the fallen"),
    "claim": tr_noop("claims a new character or sits out"),
    "join": tr_noop("chooses who joins the encounter"),
    "discard-items": tr_noop("chooses which Items to discard"),
    "mercy": tr_noop("decides on the Allmother's Mercy"),
}


# ------------------------------------------------------------------ seats


@attrs.frozen
class Seat:
    """Who plays a character: ``player`` (a name, may be empty) and the seat ``colour`` (``#rrggbb``)."""

    character: str
    name: str
    player: str
    colour: str

    @property
    def label(self) -> str:
        """``"Ceri Halen (Bea)"`` or just the character's name when no player name was given."""
        return f"{self.name} ({self.player})" if self.player and self.player != self.name else self.name


def seat(catalog: Catalog, character: str, players: Mapping[str, str], colours: Mapping[str, str]) -> Seat:
    """The seat of ``character``: the player's name and colour when set, else the character's own colour."""
    d = catalog.characters.get(character)
    name = d.name if d is not None else character
    colour = colours.get(character) or (d.colour if d is not None else "#c9a45a")
    return Seat(character, name, players.get(character, ""), colour)


def seating_key(state: Any) -> str:
    """The QSettings group of one campaign's seats: campaign, seed and the starting characters."""
    setup = state.setup
    return f"coop/{setup.campaign}-{setup.seed}-{'+'.join(setup.characters)}"


def load_seating(state: Any) -> tuple[dict[str, str], dict[str, str]]:
    """The (players, colours) by character that earlier builds kept in QSettings for this campaign; empty dicts
    when none were kept. Only read for sheets without seats (issue 17 moved them into the sheet)."""
    s = QSettings()
    s.beginGroup(seating_key(state))
    players = {k: str(s.value(f"players/{k}", "")) for k in _child_keys(s, "players")}
    colours = {k: str(s.value(f"colours/{k}", "")) for k in _child_keys(s, "colours")}
    s.endGroup()
    return players, colours


def _child_keys(s: QSettings, group: str) -> list[str]:
    s.beginGroup(group)
    keys = list(s.childKeys())
    s.endGroup()
    return keys


@attrs.define
class CoopPreferences:
    """Pass-and-play preferences. ``banner``: show the hand-off banner (off for one person playing several
    characters); ``flash``: a soft flash of the frame when the turn passes; ``sound``: a short beep then;
    ``chronicler``: the character whose player answers the upkeep prompts ("" = the acting player)."""

    banner: bool = True
    flash: bool = True
    sound: bool = False
    chronicler: str = ""


def load_coop_preferences(state: Any | None = None) -> CoopPreferences:
    """Read the co-op preferences (the Chronicler is kept per campaign)."""
    s = QSettings()
    d = CoopPreferences()
    chronicler = str(s.value(f"{seating_key(state)}/chronicler", "")) if state is not None else ""
    return CoopPreferences(
        banner=_flag(s.value("coop/banner", d.banner), d.banner),
        flash=_flag(s.value("coop/flash", d.flash), d.flash),
        sound=_flag(s.value("coop/sound", d.sound), d.sound),
        chronicler=chronicler,
    )


def save_coop_preferences(prefs: CoopPreferences, state: Any | None = None) -> None:
    s = QSettings()
    s.setValue("coop/banner", prefs.banner)
    s.setValue("coop/flash", prefs.flash)
    s.setValue("coop/sound", prefs.sound)
    if state is not None:
        s.setValue(f"{seating_key(state)}/chronicler", prefs.chronicler)
    s.sync()


def _flag(value: Any, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return value.lower() in ("1", "true", "yes")
    return default


# ------------------------------------------------------------------ whose turn


@attrs.frozen
class TurnView:
    """Who should take the mouse now. ``kind``: ``day`` (an action), ``reading``, ``encounter`` (a Strategy
    phase or discards), ``decision``, ``over`` or ``none``; ``seat`` is None when nobody in particular
    (``over`` / ``none``). ``text`` is the banner's plain sentence; ``chronicler`` says the Chronicler
    answers instead of the character's own player."""

    kind: str
    seat: Seat | None
    text: str
    chronicler: bool = False

    @property
    def key(self) -> tuple[str, str]:
        """Changes exactly when the mouse should pass (for the flash)."""
        return (self.kind, self.seat.character if self.seat is not None else "")


def turn_view(
    game: Any, catalog: Catalog, players: Mapping[str, str], colours: Mapping[str, str], chronicler: str = ""
) -> TurnView:
    """Whose turn it is and what they do (S1 "During the Day": one action each in Character Number order;
    rules-decisions.md "Encounters": party members take their Strategy phases in turn)."""
    s = game.state

    def seat_of(c: str) -> Seat:
        return seat(catalog, c, players, colours)

    def hand_to(st: Seat) -> str:
        return tr(" — {player}, take the mouse.").format(player=st.player) if st.player else "."

    if s.phase == "over":
        return TurnView("over", None, tr("The game is over. Decide together."))
    enc = s.encounter
    if enc is not None:
        who = next(
            (p.character for p in enc.participants if p.left is None and p.pending_discards),
            enc.participants[enc.turn].character,
        )
        st = seat_of(who)
        what = tr("discards") if any(p.pending_discards for p in enc.participants) else tr("takes a Strategy phase")
        return TurnView("encounter", st, f"{st.name} {what}{hand_to(st)}")
    if s.pending:
        p = s.pending[0]
        what = tr(_DECISION_WORDS[p.kind]) if p.kind in _DECISION_WORDS else tr("answers ({kind})").format(kind=p.kind)
        if p.kind == "mercy" or p.character is None:
            if s.exploration is not None:
                st = seat_of(s.exploration.character)
                return TurnView("decision", st, f"{st.name} {what}{hand_to(st)}")
            return TurnView("decision", None, tr("The party {what}. Decide together.").format(what=what))
        st = seat_of(p.character)
        if p.kind in UPKEEP_KINDS and chronicler and chronicler in s.characters:
            ch = seat_of(chronicler)
            by = ch.player or ch.name
            said = tr("For {name}: {what}. The Chronicler ({by}) answers.").format(name=st.name, what=what, by=by)
            return TurnView("decision", st, said, True)
        if p.kind in DEATH_KINDS:
            by = st.player or tr("their player")
            return TurnView(
                "decision", st, tr("{name} has fallen: {by} {what}.").format(name=st.name, by=by, what=what)
            )
        return TurnView("decision", st, f"{st.name} {what}{hand_to(st)}")
    if s.exploration is not None:
        st = seat_of(s.exploration.character)
        return TurnView("reading", st, tr("{name} reads the journal{hand}").format(name=st.name, hand=hand_to(st)))
    actor = game.current_actor() if s.phase == "day" else None
    if actor is not None:
        st = seat_of(actor)
        return TurnView("day", st, tr("{name} acts: one action{hand}").format(name=st.name, hand=hand_to(st)))
    return TurnView("none", None, "")


# ------------------------------------------------------------------ parties


def split_notation(notation: str) -> tuple[str, tuple[str, ...], str]:
    """``"travel 102 with b,c"`` → ``("travel 102", ("b", "c"), "")``; a ``pay`` clause comes back third
    (``"a=1,b=1"``)."""
    base, _, rest = notation.partition(" with ")
    pay = ""
    if " pay " in rest:
        rest, _, pay = rest.partition(" pay ")
    elif rest.startswith("pay "):
        pay, rest = rest[4:], ""
    members = tuple(m for m in rest.split(",") if m)
    return base.strip(), members, pay


def party_variants(legal: Sequence[str], base: str) -> dict[frozenset[str], str]:
    """The legal notations of ``base`` (e.g. ``"explore"``, ``"travel 102"``) by the set of joining members."""
    out: dict[frozenset[str], str] = {}
    for n in legal:
        b, members, _pay = split_notation(n)
        if b == base:
            out.setdefault(frozenset(members), n)
    return out


def wants_party_prompt(legal: Sequence[str], notation: str) -> bool:
    """True when ``notation`` is a solo party-able action and others could join it (the join prompt)."""
    base, members, _pay = split_notation(notation)
    if members or base.split()[0] not in PARTY_VERBS:
        return False
    return any(k for k in party_variants(legal, base))


@attrs.frozen
class JoinCandidate:
    """A character on the acting character's location: whether they may join, and why not."""

    seat: Seat
    energy: int
    can_join: bool
    why: str


@attrs.frozen
class JoinPromptView:
    """The join prompt: ``title`` (who does what), ``cost`` (how the cost is paid), the actor's seat, and
    everyone else on the location. ``shares`` lists each resource of a shared payment (Energy, Wealth,
    Magic…) that the party splits as it agrees (rules-decisions.md "Parties")."""

    base: str
    title: str
    cost: str
    actor: Seat
    candidates: tuple[JoinCandidate, ...]
    shared_cost: int  # total Energy of a shared payment (location / character action), else 0
    shares: tuple[SharedCost, ...] = ()
    does: str = ""  # what a location's or character's own action does (its card's words)


def join_prompt_view(
    game: Any, catalog: Catalog, legal: Sequence[str], base: str, players: Mapping[str, str], colours: Mapping[str, str]
) -> JoinPromptView | None:
    """The join prompt for ``base`` (S0 "Parties": others on the location may join; a member who cannot pay
    the cost drops out), or None when nobody acts now."""
    s = game.state
    actor = game.current_actor()
    if actor is None:
        return None
    verb = base.split(maxsplit=1)[0]
    variants = party_variants(legal, base)
    joinable = {m for k in variants for m in k}
    here = s.characters[actor].location
    loc = catalog.locations.get(here)
    where = loc.name if loc is not None else str(here)
    shared = 0
    if verb == "explore":
        cost = tr("1 Energy from each member.")
        title_tail = tr("explores {place}").format(place=where)
    elif verb == "travel":
        to = int(base.split()[1])
        dest = catalog.locations.get(to)
        insane = [
            d.name
            for c, d in catalog.characters.items()
            if c in s.characters
            and s.characters[c].location == s.characters[actor].location
            and is_insane(s.characters[c], d)
        ]
        cost = tr("1 Energy from each member") + (
            tr("; 2 from {names} (Going Insane).").format(names=", ".join(insane)) if insane else "."
        )
        title_tail = tr("travels to {place}").format(place=dest.name if dest else to)
    elif verb == "location-action" and loc is not None and loc.action is not None:
        shared = loc.action.cost
        parts = [f"{c.total} {term(c.name)}" for c in shared_costs(game, base)]
        said = f" {tr('and')} ".join(parts) or tr("Nothing")
        cost = tr("{cost} in all, shared by the party as you agree.").format(cost=said)
        title_tail = tr("takes {action} at {place}").format(action=loc.action.name, place=where)
    elif verb == "character-action":
        act = catalog.characters[actor].action
        shared = act.cost
        cost = tr("{n} Energy in all, shared as you agree; {name} pays at least 1.").format(
            n=shared, name=catalog.characters[actor].name
        )
        title_tail = tr("takes {action}").format(action=act.name)
    elif verb == "activate-menhir":
        cost = tr("The Menhir's cost for every player in the game, shared by the party as you agree.")
        title_tail = tr("activates the Menhir at {place}").format(place=where)
    else:
        cost = ""
        title_tail = tr(_VERB_WORDS[verb]) if verb in _VERB_WORDS else verb
    actor_seat = seat(catalog, actor, players, colours)
    candidates: list[JoinCandidate] = []
    for c in game.living():
        ch = s.characters[c]
        if c == actor or ch.location != here:
            continue
        why = ""
        if c not in joinable:
            if ch.passed:
                why = tr("has passed for the day")
            elif ch.acted:
                why = tr("has already acted this round")
            elif ch.energy < 1 and verb in ("explore", "travel"):
                why = tr("cannot pay 1 Energy, so stays behind")
            else:
                why = tr("cannot join this action now")
        candidates.append(JoinCandidate(seat(catalog, c, players, colours), ch.energy, c in joinable, why))
    shares = shared_costs(game, base) if verb in SHARED_COST_VERBS else ()
    does = action_does(base, game, catalog)
    return JoinPromptView(
        base, f"{actor_seat.name} {title_tail}", cost, actor_seat, tuple(candidates), shared, shares, does
    )


def party_notation(
    legal: Sequence[str],
    base: str,
    members: Sequence[str],
    pay: Mapping[str, int] | None = None,
    shares: Mapping[str, Mapping[str, int]] | None = None,
) -> str | None:
    """The notation for ``base`` with ``members`` joining: the engine's listed one, or (for a shared cost)
    the same with the split replaced: ``pay`` is the Energy split (character → Energy), ``shares`` the split of
    every resource (resource → character → amount, Energy included as ``"energy"``; it wins over ``pay``).
    None when no such party is legal; the engine's gate checks the split itself."""
    listed = party_variants(legal, base).get(frozenset(members))
    if listed is None:
        return None
    b, listed_members, listed_pay = split_notation(listed)
    if not listed_members:
        return listed
    if shares:
        clause = pay_clause(shares)
        return f"{b} with {','.join(listed_members)} pay {clause}" if clause else listed
    if not pay or not listed_pay:
        return listed
    split = ",".join(f"{c}={n}" for c, n in pay.items() if n > 0)
    return f"{b} with {','.join(listed_members)} pay {split}"


def listed_pay(notation: str) -> dict[str, int]:
    """The ``pay`` split written in a notation, e.g. ``{"maelon": 1, "ceri": 1}``."""
    _b, _m, pay = split_notation(notation)
    out: dict[str, int] = {}
    for part in pay.split(","):
        if "=" in part:
            k, v = part.split("=", 1)
            out[k] = int(v)
    return out


@attrs.frozen
class PartyView:
    """A party at work: ``members`` (seats, the leader first), ``activity`` in words, ``location`` number."""

    members: tuple[Seat, ...]
    activity: str
    location: int | None

    @property
    def text(self) -> str:
        names = " · ".join(m.name for m in self.members)
        if self.activity == "in a fight":
            return tr("Party fight: {names} — each takes their Strategy phases in turn").format(names=names)
        if self.activity == "in a parley":
            return tr("Party parley: {names} — each takes their Strategy phases in turn").format(names=names)
        if self.activity == "reading the journal together":
            # short enough for two names in the hand-off banner at 1280 × 800 (newcomer 11 read "… · Ceri…")
            return tr("Reading together: {names}").format(names=names)
        return f"Party {self.activity}: {names}"


def party_view(
    game: Any, catalog: Catalog, players: Mapping[str, str] | None = None, colours: Mapping[str, str] | None = None
) -> PartyView | None:
    """The party acting now (two or more members) for the map, the reader and the encounter board: the
    encounter's members still in the fight, or the party reading the journal; None otherwise."""
    s = game.state
    players, colours = players or {}, colours or {}
    enc = s.encounter
    if enc is not None:
        members = [p.character for p in enc.participants if p.left is None]
        activity = "in a fight" if enc.kind == "combat" else "in a parley"
    elif s.exploration is not None:
        members = list(s.exploration.party)
        activity = "reading the journal together"
    else:
        return None
    if len(members) < 2:
        return None
    location = s.characters[members[0]].location if members[0] in s.characters else None
    return PartyView(tuple(seat(catalog, c, players, colours) for c in members), activity, location)


# ------------------------------------------------------------------ trading


@attrs.frozen
class TradeOption:
    """One listed trade: ``kind`` is ``food``, ``wealth``, ``item``, ``secret`` or ``pick-up``; ``most`` the
    largest amount (resources); ``notation`` the listed notation (amount 1)."""

    notation: str
    giver: str
    receiver: str
    what: str
    kind: str
    label: str
    most: int


def trade_options(game: Any, catalog: Catalog, legal: Sequence[str]) -> tuple[TradeOption, ...]:
    """Every listed trade and pick-up (S0: Food, Wealth, Items and non-Personal Secrets between characters on
    one location outside actions; never Reputation, Experience or Magic), labelled for people."""
    s = game.state
    out: list[TradeOption] = []
    for n in legal:
        words = n.split()
        if words[0] == "trade" and len(words) >= 4:
            giver, receiver, what = words[1], words[2], words[3]
            if what in ("food", "wealth"):
                most = int(s.characters[giver].resources[what])
                out.append(TradeOption(n, giver, receiver, what, what, term(what), most))
            elif what in catalog.items:
                out.append(TradeOption(n, giver, receiver, what, "item", catalog.items[what].name, 1))
            elif what in catalog.secrets:
                out.append(
                    TradeOption(
                        n,
                        giver,
                        receiver,
                        what,
                        "secret",
                        tr("Secret: {name}").format(name=catalog.secrets[what].name),
                        1,
                    )
                )
        elif words[0] == "pick-up" and len(words) == 3:
            who, item = words[1], words[2]
            name = catalog.items[item].name if item in catalog.items else item
            out.append(TradeOption(n, "", who, item, "pick-up", name, 1))
    return tuple(out)


def trade_notation(option: TradeOption, amount: int = 1) -> str:
    """The notation to submit for ``option`` (resources: ``amount`` at once, e.g. ``trade a b food 2``)."""
    if option.kind in ("food", "wealth"):
        return f"trade {option.giver} {option.receiver} {option.what} {amount}"
    return option.notation
