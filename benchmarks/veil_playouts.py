"""Riven Veil random playouts: actions per second next to a python-chess random playout in the same run.

Both sides do the same work per step: list every legal move/action, pick one with a seeded generator, apply it
through the normal gate (the Veil's ``rules.apply`` with its legality check; chess's ``Board.push``), until the
game ends. The ratio Veil/chess is the figure to watch (issue 21 target: ≥ 0.5). It also times the search
bot's decisions at each budget level (the default should decide in about a second here). python-chess is a
benchmark-only extra: ``pip install -e ".[bench]"``. Usage::

    python benchmarks/veil_playouts.py [SECONDS_PER_SIDE]   # default 10
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from grail_desktop.catalog.veil import load_veil_pack  # noqa: E402
from grail_desktop.engine.rng import Rng  # noqa: E402
from grail_desktop.engine.veil import rules  # noqa: E402
from grail_desktop.engine.veil.bots import BUDGETS, SearchBot  # noqa: E402
from grail_desktop.engine.veil.game import VeilGame  # noqa: E402
from grail_desktop.engine.veil.setup import new_state  # noqa: E402
from grail_desktop.engine.veil.state import Mode  # noqa: E402


def veil_rate(seconds: float) -> tuple[float, int]:
    pack = load_veil_pack("saltcrown")
    factions = list(pack.factions)
    steps = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        seats = 2 + games % 3
        state, _ = new_state(pack, factions[:seats], Mode(), games)
        rng = Rng.from_seed(games)
        while state.phase != "over":
            seat = rules.to_act(state)[0]
            rules.apply(state, pack, rng.choice(rules.legal(state, pack, seat)))
            steps += 1
        games += 1
    return steps / (time.perf_counter() - start), games


def chess_rate(seconds: float) -> tuple[float, int]:
    import chess

    steps = games = 0
    rng = Rng.from_seed(1)
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        board = chess.Board()
        while not board.is_game_over(claim_draw=False) and board.fullmove_number < 200:
            board.push(rng.choice(list(board.legal_moves)))
            steps += 1
        games += 1
    return steps / (time.perf_counter() - start), games


def search_times() -> dict[str, float]:
    """Seconds per decision of the search bot at each budget, over the first decisions of a 2-seat match."""
    pack = load_veil_pack("saltcrown")
    out: dict[str, float] = {}
    for level in BUDGETS:
        game = VeilGame(pack, list(pack.factions)[:2], Mode(), 3)
        bot = SearchBot(pack, Rng.from_seed(2), level)
        spent, decisions = 0.0, 0
        rng = Rng.from_seed(4)
        while decisions < 6 and not game.over:
            seat = game.to_act()[0]
            legal = game.legal_actions(seat)
            if seat == 0 and len(legal) > 1:
                t = time.perf_counter()
                a = bot.choose(game.view(seat), seat, legal)
                spent += time.perf_counter() - t
                decisions += 1
            else:
                a = rng.choice(legal)
            game.apply(a)
        out[level] = spent / max(decisions, 1)
    return out


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
    veil, vg = veil_rate(seconds)
    try:
        chess_actions, cg = chess_rate(seconds)
    except ImportError:
        print(f"Riven Veil: {veil:,.0f} actions/s over {vg} games (install the bench extra for python-chess)")
        return
    print(f"Riven Veil random playouts: {veil:,.0f} actions/s over {vg} games (2–4 seats)")
    print(f"python-chess random playouts: {chess_actions:,.0f} moves/s over {cg} games")
    print(f"ratio Veil / chess: {veil / chess_actions:.2f} (target ≥ 0.5)")
    for level, t in search_times().items():
        print(f"search bot '{level}' ({BUDGETS[level]} playouts): {t:.2f} s a decision")


if __name__ == "__main__":
    main()
