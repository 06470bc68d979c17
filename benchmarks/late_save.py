"""Write a late four-character save sheet deterministically, for ``benchmarks/resume.py``.

A greedy bot plays all four characters of the bundled chapter from a fixed seed and stops after ``--actions``
actions (default 1,500) at a point where the table waits for a player (During the Day, no decision, no
encounter), then writes the save sheet. Same code, same pack, same file: the resume benchmark is reproducible
from a clean checkout. If the game ends first, the next seed is tried.

    python benchmarks/late_save.py OUT.toml [--actions 1500] [--seed 3]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from grail_desktop.catalog import load_campaign  # noqa: E402
from grail_desktop.cli.bots import make_bot  # noqa: E402
from grail_desktop.engine import Game, new_game  # noqa: E402
from grail_desktop.saves import save_game  # noqa: E402


def late_game(actions: int, seed: int, campaign: str = "ynys-wen", tries: int = 20) -> tuple[Game, int]:
    """A four-character game at least ``actions`` actions in, waiting for a character's action During the Day,
    and the number of actions applied.

    Raises RuntimeError when ``tries`` seeds in a row end (or stall) before that.
    """
    catalog = load_campaign(campaign)
    chars = [c.id for c in sorted(catalog.characters.values(), key=lambda d: d.number)][:4]
    for attempt in range(tries):
        game_seed = seed + attempt
        game = new_game(catalog, chars, seed=game_seed, undo=False)
        bot = make_bot("greedy", random.Random(game_seed * 1_000_003), catalog)
        steps = 0
        while game.state.phase != "over":
            s = game.state
            if steps >= actions and s.phase == "day" and not s.pending and s.encounter is None:
                return game, steps
            legal = game.legal_actions()
            if not legal:
                break
            game.apply(bot.choose(game, legal))
            steps += 1
    raise RuntimeError(f"no game from seed {seed} lasted {actions} actions in {tries} tries")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path, help="the save sheet to write (.toml)")
    parser.add_argument("--actions", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    game, steps = late_game(args.actions, args.seed)
    save_game(game, args.out, keep=0)
    s = game.state
    print(f"{args.out}: day {s.day}, {steps} actions, seed {s.setup.seed}, characters {', '.join(s.order)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
