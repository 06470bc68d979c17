"""Write a real save sheet with the code and pack of an old release (for tests/saves/released/).

Run it from an export of the release, with that checkout first on the path, e.g.::

    git archive 87ee31f | tar -x -C /tmp/old      # Ynys Wen 0.3.0 as released
    cd /tmp/old && PYTHONPATH=/tmp/old python /path/to/tools/make_released_save.py /tmp/old out.toml 4 day

Arguments: the checkout root, the file to write, a day to reach and a mode: ``day`` (stop on that day),
``reading`` (stop there in the middle of a journal reading) or ``encounter`` (in the middle of an encounter).
Two characters (Maelon and Ceri), seed 2026, and a fixed choice rule make the run the same every time.
"""

from __future__ import annotations

import sys
from pathlib import Path

from grail_desktop.catalog import load_campaign
from grail_desktop.engine import new_game
from grail_desktop.saves import save_game


def main(argv: list[str]) -> int:
    root, out, target_day = Path(argv[0]), Path(argv[1]), int(argv[2])
    mode = argv[3] if len(argv) > 3 else "day"
    catalog = load_campaign(root / "content/campaigns/ynys-wen")
    game = new_game(catalog, characters=["maelon", "ceri"], seed=2026)

    def done() -> bool:
        if game.state.day < target_day:
            return False
        if mode == "reading":
            return game.state.exploration is not None
        if mode == "encounter":
            return game.state.encounter is not None
        return True

    step = 0
    while not done() and not game.state.outcome and step < 3000:
        actions = [str(a) for a in game.legal_actions()]
        # do things rather than pass, but pass now and then so the days go by; a fixed rotation, no chance
        pick = [a for a in actions if not a.startswith("pass")] or actions
        if step % 9 == 8:
            pick = actions
        game.apply(pick[(step * 5) % len(pick)])
        step += 1
    save_game(game, out)
    print(f"pack {catalog.campaign.version}: day {game.state.day} after {step} actions -> {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
