"""Player help for ``grail-desktop play``: the help topics and the ``read`` command's texts.

Plain explanations of the rules words a newcomer meets in text mode (newcomer playtest, "Play-mode
interface"). Rule sources: docs/rules.md (S0, S1, rules-decisions.md) and docs/encounters.md (S2). Nothing
here changes the game.
"""

from __future__ import annotations

from grail_desktop.app.i18n import tr, tr_noop
from grail_desktop.cli import render
from grail_desktop.engine import Game
from grail_desktop.engine.defs import Catalog

HELP = tr_noop(
    """\
How to play
  Type the number shown in front of an action, or the action itself (e.g. `travel 102`, `explore`).
  Numbers: while the journal asks for a choice, a number is the option's own number as printed
  (`4` means `choose 4`); options in parentheses cannot be taken now and say why; a number that is
  missing is a path not open to you now. At any other time a number picks from the numbered list of
  actions shown just above the prompt.

Commands
  state         the whole state: Event, Active Quests with hints, characters, map, the open section
  quests        how to win the chapter, and the Active Quests with their text and hint
  trade         give Food, Wealth, an Item or a Secret to a character on the same location (asks which)
  read NAME     the text of an Item or Secret the party holds, a character (`read maelon`), the location
                you stand on and its action (`read here`); `read` alone lists what can be read
  log           the actions taken today
  undo          take back the last action (not past a roll, a card drawn or a section read)
  save [FILE]   save the game to a save sheet (the file given last, or the one it was loaded from)
  checkpoint NAME  mark a named checkpoint of this moment (not during an encounter), kept beside the campaign
  checkpoints   list this campaign's checkpoints; restore one with the `play --load` line shown under it
  help TOPIC    more on a topic: day, journal, end, advance, items, events, combat
  quit          stop playing (also `exit`, or end of input); on an unsaved game it asks: y saves, n does not

Saving, loading, recording and replaying
  grail-desktop play --load game.toml                        go on from a save sheet
  grail-desktop play --characters maelon --record game.txt   writes every action taken to game.txt
  grail-desktop play --actions game.txt                      plays game.txt first, then reads the keyboard
  grail-desktop replay game.txt                              rebuilds the game and prints what happened"""
)

TOPICS: dict[str, str] = {
    "day": tr_noop(
        """\
The day (docs/rules.md "The day")
  Start of the Day: Menhir dials drop by 1 (a location out of a lit Menhir's reach fades), Time Dials drop,
  the top Event is revealed (a Quest stays among your Active Quests until it is completed).
  During the Day each character takes one action at a time: explore (1 Energy), travel to a connected
  location (1 Energy, 2 while Going Insane), the location's action, the character's own action, or pass.
  When nobody can act, the End of the Day follows (`help end`).
  Menhirs: `inspect-menhir` tells whether the Menhir is lit (and its dial) or dark, what activating it costs
  and what activating it does; its dial counts the days it keeps the land near it safe (activating one sets the
  dial; every morning it drops by 1). A card out of reach of every Menhir still lit tomorrow is marked
  "fades at dawn" on the Map line."""
    ),
    "journal": tr_noop(
        """\
The journal (docs/rules.md "Journal, events and statuses")
  Exploring opens the location's journal entry. Options are numbered as written; type the number.
  An option in parentheses cannot be taken now and says why; costs are shown before you choose.
  Some options stay hidden until they can be taken, so a number can be missing: that is not an error.
  Statuses record what the party has done or learned; they open or close options later."""
    ),
    "end": tr_noop(
        """\
The End of the Day (docs/rules.md "The day", S1)
  1. Rest: `eat` 1 Food for +1 Health and -1 Terror, or `fast`: no Food, and your Energy drops to 0
     (if it already is 0, you lose 1 Health instead).
  2. Energy comes back to its starting slot, but an Exhausted character (1 Energy or less, as after
     fasting) gets only +4, no higher than the starting slot. Health caps Energy; resting never lowers it.
  3. Spend Experience (`help advance`), then type `done`.
  4. On a location with a Dream, its Dream is read."""
    ),
    "advance": tr_noop(
        """\
Spending Experience (docs/rules.md "Advancement", S0)
  `raise <attribute>`: +1 to an attribute. It costs 2 x the total of the attribute and its opposite after
  the raise, at most 10 (2, 4, 6, 8, 10); the list shows the cost of each.
  `advance combat` / `advance diplomacy`: pay 2 Experience, look at the top 3 cards of that Advancement
  Pool and take one into your deck (`take <card>`); the other two go back.
  `cut <card>`: take a weak card out of your deck, so the cards you keep come up more often (the card is
  removed, not improved); a deck keeps at least 15 cards, so at 15 buy a card before cutting one. A card
  taken out stays yours, set aside; `restore <card>` puts it back. `done` ends the step."""
    ),
    "items": tr_noop(
        """\
Items and Secrets (docs/rules.md "Items and Secrets")
  Items and Secrets have a keyword (weapon, armor, shield, companion, relic). Only one card of a keyword is
  in use, face up; when you gain a second, you choose which stays face up (`equip <card>`) and the other
  turns face down: you keep it, and can choose again the next morning.
  `read <name>` shows a card's text. Items and non-Personal Secrets can be traded on the same location.
  Flip items ("Flip it in a fight"): in an encounter, during Strike, Commit or Apply, `use <item>` flips the
  item once for its effect (e.g. 2 hits on the first enemy still standing); it stays face down until the
  encounter ends, then turns face up again. Items without Flip work by themselves at the start of each
  encounter (e.g. "Block 1"). Both kinds count only while face up (in use) (docs/encounters.md)."""
    ),
    "events": tr_noop(
        """\
Events, quests and dials (docs/rules.md "Journal, events and statuses")
  Each morning the top card of the Event deck is revealed. "A random event put on top of the Event deck"
  means tomorrow's (or a coming morning's) Event will be one drawn at random from the random Events.
  A Quest stays among your Active Quests (`quests`) until the story completes it.
  A Quest Dial counts a quest's progress; only the story moves it, and some options need it at a number.
  A Time Dial counts days down: it drops by 1 every morning."""
    ),
    "combat": tr_noop(
        """\
Encounters: combat and diplomacy (docs/encounters.md, S2)
  Enemies: "level 2 purple" is the enemy's level (1 or 2: how strong) and the encounter deck it came
  from (green, gray, purple, blue). Blue ones are met with your Diplomacy deck (words instead of blows),
  the others with your Combat deck. Each has Health (the hits that defeat it), a dial colour, and During
  (while it stands) / After (every Resolve) effects.
  The dial: the fight's dial shows one colour of dice (red, blue, gold). It starts at the first enemy's
  "dial colour" and turns red -> blue -> gold -> red after every round.
  Chains and nodes: each enemy starts a chain. A card's left edge has strikes at node positions (top,
  middle, bottom); its right edge has nodes. You may play a card at the end of a chain when one of its
  strikes sits at a position where the card (or enemy) before it has a right node ("right nodes
  top/middle"); every strike that meets a node happens once. Nothing follows a card with no right nodes.
  A round: you take Strategy phases (up to your character's Strategy value; one fewer in Panic), each in
  four steps:
    Strike  - play a card onto a chain, or draw one (optional);
    Commit  - move dice from your pool to the active area;
    Roll    - roll the active dice (miss, miss, hit, hit, hit, double hit);
    Apply   - place hits on an enemy. Only dice of the DIAL'S colour can be placed (unless a card says
              any colour); other dice may be rolled but not placed.
  Then `end-phase` starts another phase, or `resolve` ends your turn: every enemy's After effects happen
  (defeated ones too), committed dice are exhausted, the dial turns. When every enemy is defeated the
  encounter is won after that Resolve; you still finish the phase you are in (roll, then resolve).
  `escape` pays the escape cost, only at the start of your turn before striking.
  Flip items: `use <item>` in the Strike, Commit or Apply step, once per encounter (`help items`).
  "Exhausted dice" are committed dice used up for the rest of the encounter (unless an effect refreshes
  them); a character who is Exhausted (1 Energy or less) draws an opening hand one card smaller."""
    ),
}
TOPICS["fight"] = TOPICS["encounter"] = TOPICS["diplomacy"] = TOPICS["combat"]
TOPICS["chain"] = TOPICS["chains"] = TOPICS["node"] = TOPICS["nodes"] = TOPICS["combat"]
TOPICS["rest"] = TOPICS["end"]
TOPICS["experience"] = TOPICS["advance"]
TOPICS["equip"] = TOPICS["keyword"] = TOPICS["flip"] = TOPICS["items"]
TOPICS["quest"] = TOPICS["quests"] = TOPICS["dials"] = TOPICS["events"]
#: The topics' German names (issue 28; the German help lists these).
GERMAN_TOPICS = {
    "tag": "day",
    "buch": "journal",
    "erkundungsbuch": "journal",
    "ende": "end",
    "rasten": "rest",
    "aufstieg": "advance",
    "erfahrung": "advance",
    "gegenstände": "items",
    "ereignisse": "events",
    "aufträge": "quests",
    "scheiben": "dials",
    "kampf": "combat",
    "begegnung": "encounter",
    "diplomatie": "diplomacy",
}


def help_text(topic: str = "", catalog: Catalog | None = None) -> str:
    """The general help, or one topic's, or (with ``catalog``) the glossary's word on a term the journal or a
    card uses (`help menhir`, `help lantern company`); an unknown topic lists the topics."""
    key = topic.strip().lower()
    key = GERMAN_TOPICS.get(key, key)
    if not key:
        return tr(HELP)
    if key in TOPICS:
        return tr(TOPICS[key])
    found = render.glossary_of(catalog).entry(topic) if catalog is not None else None
    if found is not None:
        return f"  {found[0]}: {found[1]}"
    return tr(
        "no help on '{topic}'; topics: day, journal, end, advance, items, events, combat, "
        "or a word the journal names (`help menhir`)"
    ).format(topic=topic)


def _norm(text: str) -> str:
    return " ".join(text.lower().replace("-", " ").split())


def readable(game: Game) -> dict[str, str]:
    """What ``read`` can show now: name → text (held Items and Secrets, characters, the acting
    character's location and its action)."""
    s, cat = game.state, game.catalog
    out: dict[str, str] = {}
    for cid in s.order:
        ch, d = s.characters[cid], cat.characters[cid]
        out[d.name] = "\n".join(
            [
                f"  {d.name}",
                *render.paragraphs(d.description),
                "",
                *render.sheet_lines(game, cid),
                "",
                "  " + tr("Letter:"),
                *render.paragraphs(d.letter),
            ]
        )
        for ident in [*ch.items, *ch.secrets]:
            card = cat.items.get(ident) or cat.secrets.get(ident)
            if card is None:
                continue
            kind = tr("Item") if ident in cat.items else tr("Secret")
            keyword = f", {tr(card.keyword)}" if card.keyword else ""
            face = " " + tr("(face down: not in use)") if ident in ch.face_down else ""
            body = render.paragraphs(render.card_text(game, ident)) if card.text else ["    " + tr("(no text)")]
            held = tr("{card} ({kind}{keyword}, held by {name})").format(
                card=card.name, kind=kind, keyword=keyword, name=d.name
            )
            out[card.name] = "\n".join([f"  {held}{face}", *body])
    who = game.current_actor() or (s.order[0] if s.order else None)
    if who is not None:
        loc = cat.locations.get(s.characters[who].location)
        if loc is not None:
            lines = [f"  {loc.number} {loc.name}", *render.paragraphs(loc.description)]
            if loc.action is not None:
                extra = render.costs_text(loc.action.costs, cat)
                price = tr("%n Energy", n=loc.action.cost) + (
                    " " + tr("and {costs}").format(costs=extra) if extra else ""
                )
                price += ", " + tr("once a day") if loc.action.once_per_day else ""
                lines += [
                    "",
                    "  " + tr("Location action: {name} ({price})").format(name=loc.action.name, price=price),
                    *render.paragraphs(loc.action.text),
                ]
            out["here"] = "\n".join(lines)
    return out


def deck_cards(game: Game) -> dict[str, str]:
    """The Combat and Diplomacy cards in each character's decks and set aside: name → what it does, so a card
    can be read before it is cut (issue 24's playtest was asked to cut cards it could not read)."""
    s, cat = game.state, game.catalog
    out: dict[str, str] = {}
    for cid in s.order:
        ch, owner = s.characters[cid], cat.characters[cid].name
        for kind in ("combat", "diplomacy"):
            for ident in sorted({*getattr(ch, f"{kind}_deck"), *getattr(ch, f"{kind}_aside")}):
                card = cat.cards.get(ident)
                if card is not None and card.name not in out:
                    deck = tr("Combat card of {owner}") if kind == "combat" else tr("Diplomacy card of {owner}")
                    out[card.name] = f"  {deck.format(owner=owner)}\n    {render.card_line(game, ident)}"
    return out


def read(game: Game, name: str) -> str:
    """The text for ``read NAME`` (name, id or a unique start of either, any case), or what can be read; the
    cards of the decks can be read by name too (not listed: there are 30 or more)."""
    listed = readable(game)
    if not name.strip():
        return tr("You can read: {names}  (e.g. `read here`)").format(names=_listed(listed))
    texts = {**deck_cards(game), **listed}
    want = _norm(name)
    want = "here" if want == "hier" else want
    cat = game.catalog
    if want in ("letter", "me", "character", "brief", "ich") and game.state.order:
        who = game.current_actor() or game.state.order[0]
        want = _norm(cat.characters[who].name)
    ids = {_norm(i): n for table in (cat.items, cat.secrets, cat.characters) for i, n in _names(table).items()}
    exact = [k for k in texts if _norm(k) == want or ids.get(want) == k]
    found = exact or [k for k in texts if _norm(k).startswith(want) or want in _norm(k)]
    if len(found) == 1:
        return texts[found[0]]
    if found:
        return tr("'{name}' could be: {names}").format(name=name, names=", ".join(found))
    return tr("nothing called '{name}' to read; you can read: {names}").format(name=name, names=_listed(listed))


def _listed(texts: dict[str, str]) -> str:
    """What can be read, ``here`` in the interface language (``lesen hier`` reads it)."""
    return ", ".join(tr("here") if name == "here" else name for name in texts)


def _names(table: object) -> dict[str, str]:
    return {ident: str(d.name) for ident, d in table.items()}  # type: ignore[attr-defined]
