"""Finding ids and notation in player-facing text (ux.md: "Players never see an id, a notation fragment or a file
name"), and the random games the id tests walk.

:func:`leaks` lists what in a text is an id of the catalog or a fragment of the action / effect notation.
:func:`random_games` plays seeded random games with a bounded number of steps, yielding the game before every
step; the desktop and text-mode tests render what each front end would show at that point.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import attrs

from grail_desktop.app.words import known_ids
from grail_desktop.engine import Game, new_game
from grail_desktop.engine.defs import Catalog

#: Notation words no sentence uses (verbs and effect words with hyphens, the party and pay syntax).
_NOTATION = re.compile(
    r"\b(location-action|character-action|inspect-menhir|activate-menhir|pick-up|end-phase|take-reward|"
    r"skip-reward|discard-card|pick-card|add-die|refresh-die|turn-dial|strike-again|any-colour|draw-item|"
    r"discard-item|discard-secret|complete-quest|random-events|quest-dial|time-dial|advance-quest-dial|"
    r"not-status|has-item|not-item|has-secret|not-secret|move-lowest)\b"
    r"|\((?:s|es)\)"
    r"|\b(?:gain|lose|pay) (?:food|wealth|reputation|magic|experience|energy|health|terror) \d"
    r"|\b[a-z]+=\d"
    r"|\.toml\b"
)
#: Newcomer findings (issue 19, session 2): notation that is not an id but still reads as the program's own
#: shorthand — node positions with slashes, numbered lists in brackets, "(after)" tags, dice and chains named by
#: number, "1 dice", "pays: …", "pair 3 → 4", "◎ 101", a doubled word, "is no longer Panic" (a state as a noun).
_SHORTHAND = re.compile(
    r"\b(?:top|middle|bottom) ?/ ?(?:top|middle|bottom)\b"
    r"|\(\d+: "
    r"|\((?:after|special|during)\)"
    r"|\brolls: \d+:"
    r"|\bdie \d+\b|\bdouble-hit\b"
    r"|\bchain \d+\b"
    r"|\b1 dice\b"
    r"|\bpays: "
    r"|\bpair \d+ →"
    r"|◎"
    r"|\b([A-Z][a-z]+) \1\b"
    r"|\bno longer Panic\b"
    # newcomer 6 (issue 19, session 3): a section number, "→1" under a die, an effect heading run into the card's
    # sentence ("After It feeds…"), "Exp" beside "Experience", hits read as Health left, a bare Strategy value,
    # a bare "pool", a roll of nothing
    r"|§"
    r"|(?<!\d )(?<!\d)→ ?\d"  # "→1" under a die; "Energy 3 → 5" (a value then and now) reads
    r"|(?:^|\n|>|: |\. )(?:After|During|Special) (?:It|Its|You|Your|The|A|An|He|His|She|Her|They|Their)\b"
    r"|\bExp\b"
    r"|\(\d+ of \d+ Health\)"
    r"|\bStrategy \d"
    r"|\bpool \d"
    r"|\brolls no dice\b"
    # newcomer 10 (issue 19, session 6): a location's card number where a sentence or button names the place
    # ("Carn Naw (106)", "at 106 Carn Naw", "Journal 106"; the map's own list may print it, as a card does); a
    # quest's dial as a bare number ("Quest Dial “…” now 1"); a world-text span left unresolved ("[if sunk
    # 106]"); a strike "On a top node", which did not say whose node it meets
    r"|[A-Za-z'’] \((?:1|2)\d\d\)|\b(?:at|Journal) [12]\d\d\b"
    r"|\bDial “[^”]*” (?:now|at) \d"
    r"|\[(?:if|else|end)\b"
    r"|(?:^|[\s(>])On an? (?:top|middle|bottom)\b"  # a strike "On a top node" (whose node?)
    # newcomer run (issue 19, session 8): a lone node without its article ("its right edge has middle node")
    r"|\bhas (?:top|middle|bottom) node\b"
)
_COMMAND = re.compile(r"`[^`]*`")
_WORD = re.compile(r"(?<![\w-])[a-z0-9]+(?:-[a-z0-9]+)*(?![\w-])")


def leaks(text: str, catalog: Catalog) -> list[str]:
    """Ids and notation fragments in ``text`` (commands in backticks, which the text mode teaches, excepted)."""
    text = _COMMAND.sub("", text)
    ids = known_ids(catalog)
    found = [w for w in _WORD.findall(text) if w in ids and ("-" in w or w in catalog.characters)]
    found += [m.group(0) for m in _NOTATION.finditer(text)]
    found += [m.group(0) for m in _SHORTHAND.finditer(text)]
    return found


@attrs.define
class Step:
    """The game before one step of a random game, and the events the previous step produced."""

    game: Game
    events: list
    seed: int
    #: The characters the game began with, in the order they were drawn.
    party: list[str] = attrs.field(factory=list)
    #: The actions taken so far (in notation), which replay the game from its seed.
    taken: tuple[str, ...] = ()


def random_games(catalog: Catalog, games: int, steps: int) -> Iterator[Step]:
    """``games`` seeded random games of at most ``steps`` steps each, one or two characters; at each step the
    legal action taken is picked at random, Pass only rarely (so the days go on and End of the Day comes)."""
    characters = sorted(catalog.characters)
    for seed in range(games):
        rng = random.Random(seed)
        party = rng.sample(characters, 1 + seed % 2)
        game = new_game(catalog, party, seed=seed)
        events: list = []
        taken: tuple[str, ...] = ()
        for _ in range(steps):
            yield Step(game, events, seed, party, taken)
            legal = game.legal_actions()
            if not legal:
                break
            passing = [a for a in legal if a.verb == "pass"]
            others = [a for a in legal if a.verb != "pass"]
            pick = rng.choice(passing if passing and (not others or rng.random() < 0.15) else others)
            taken += (str(pick),)
            events = list(game.apply(pick).events)
        yield Step(game, events, seed, party, taken)
