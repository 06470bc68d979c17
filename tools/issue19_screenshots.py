"""Issue 19 screenshots at 1280x800 (docs/images): the card viewer on a Combat card, the Quests & belongings
view, an Item's reveal and the travel list, on a two-character table of the shipped campaign.

Usage, under a display of your own (Xvfb, no window manager): ``DISPLAY=:NN python tools/issue19_screenshots.py
OUTDIR``. Writes ``issue19-*.png`` with ``import -window root`` (ImageMagick), cropped to the window.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from grail_desktop.app import card_sheets
from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.core import Event
from grail_desktop.ui.application import create_application
from grail_desktop.ui.card_viewer import show_sheet
from grail_desktop.ui.quests_view import QuestsDialog
from grail_desktop.ui.table import TableScreen
from grail_desktop.ui.theme import apply_theme


def main(out: Path) -> None:
    app = create_application([])
    apply_theme(app, "dark", 12)
    catalog = load_campaign("ynys-wen")
    session = GameSession.start(catalog, ["maelon", "ceri"], seed=3)
    table = TableScreen(session, 12, False)
    table.resize(1280, 800)
    table.move(0, 0)
    table.show()

    def shot(name: str) -> None:
        for _ in range(20):
            app.processEvents()
        subprocess.run(["import", "-window", "root", "-crop", "1280x800+0+0", str(out / f"{name}.png")], check=True)

    table.refresh()
    shot("issue19-travel-names")
    card = next(c for c in catalog.cards.values() if c.character == "ceri" and c.strikes)
    sheet = card_sheets.sheet_for(catalog, card.id)
    assert sheet is not None
    viewer = show_sheet(sheet, table)
    viewer.move(300, 60)
    shot("issue19-card-viewer")
    viewer.close()
    quests = QuestsDialog(session)
    quests.resize(800, 700)
    quests.move(240, 40)
    quests.show()
    quests.refresh()
    shot("issue19-quests-view")
    quests.close()
    item = next(i for i in catalog.items.values() if i.keyword == "weapon")
    table._on_events([Event("ItemGained", f"Maelon Harrow gains {item.name}", "maelon", (("item", item.id),))])
    shot("issue19-reveal")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
