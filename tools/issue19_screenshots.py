"""Issue 19 screenshots at 1280x800 (docs/images), on two-character tables of the shipped campaign: the card
viewer on a Combat card (``card-viewer.png``), the Quests & belongings view with a Quest Dial set
(``quests-belongings.png``), an Item's and a Secret's reveal (``reveal-item.png``, ``reveal-secret.png``), the
dice aids in a fight (``dice-aids.png``: a blue hit under a red dial, hovered; ``dice-aids-applicable.png``: a
blue hit under a blue dial, hovered) and the travel list (``issue19-travel-names.png``).

Usage, under a display of your own (Xvfb, no window manager): ``DISPLAY=:NN python tools/issue19_screenshots.py
OUTDIR`` (``docs/images`` to retake them). Writes each PNG with ``import -window root`` (ImageMagick), cropped to
the window. The fights are started by the engine's public ``start_fight`` and played with legal actions; the
Quest Dial is set on the state directly (on day 1 no journal option has moved it yet), as the reveals are shown
from staged events.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QToolTip

from grail_desktop.app import card_sheets
from grail_desktop.app.session import GameSession
from grail_desktop.app.settings import Preferences, save_preferences
from grail_desktop.catalog import load_campaign
from grail_desktop.engine.core import Event
from grail_desktop.engine.defs import Catalog
from grail_desktop.ui.application import create_application
from grail_desktop.ui.card_viewer import show_sheet
from grail_desktop.ui.encounter_items import DieItem
from grail_desktop.ui.quests_view import QuestsDialog
from grail_desktop.ui.table import TableScreen
from grail_desktop.ui.theme import apply_theme


def _settle(app: QApplication) -> None:
    for _ in range(20):
        app.processEvents()


def _shot(app: QApplication, out: Path, name: str) -> None:
    _settle(app)
    subprocess.run(["import", "-window", "root", "-crop", "1280x800+0+0", str(out / f"{name}.png")], check=True)


def _table(session: GameSession) -> TableScreen:
    table = TableScreen(session, 12, False)
    table.resize(1280, 800)
    table.move(0, 0)
    table.show()
    return table


def _play(app: QApplication, table: TableScreen, steps: tuple[str, ...]) -> None:
    """Submit ``steps`` in order; a decision the fight asks first (a card to discard) takes its first choice."""
    session = table.session
    for step in steps:
        for _ in range(5):
            legal = [str(a) for a in session.game.legal_actions()]
            if step in legal:
                break
            assert session.submit(legal[0]), legal
        assert session.submit(step), step
        _settle(app)
        scene = table.encounter_board.scene
        if scene.overlay_lines and scene.interactive:
            scene.dismiss_overlay()
        _settle(app)


def _hover_die(app: QApplication, table: TableScreen, colour: str, face: str) -> None:
    """Show the tooltip of the first rolled ``colour`` ``face`` die where the pointer would rest on it."""
    board = table.encounter_board
    die = next(
        i
        for i in board.scene.items()
        if isinstance(i, DieItem) and i.die is not None and (i.die.colour, i.die.face) == (colour, face)
    )
    view = board.view
    spot = view.mapFromScene(die.sceneBoundingRect().center())
    QToolTip.showText(view.viewport().mapToGlobal(spot + QPoint(8, 8)), die.toolTip(), view.viewport())
    _settle(app)


def _fight(app: QApplication, out: Path, catalog: Catalog, enemy: str, name: str, colour: str) -> None:
    session = GameSession.start(catalog, ["maelon", "ceri"], seed=7)
    game = session.game
    game.start_fight(["ceri"], [enemy], "test", game.state.characters["ceri"].location)
    table = _table(session)
    table.refresh()
    _play(app, table, ("commit blue 2", "commit red 2", "roll") if colour == "red" else ("commit blue 2", "roll"))
    _hover_die(app, table, "blue", "hit")
    _shot(app, out, name)
    QToolTip.hideText()
    table.close()


def main(out: Path) -> None:
    app = create_application([], lang="en")
    apply_theme(app, "dark", 12)
    save_preferences(Preferences(animation_speed=0))
    catalog = load_campaign("ynys-wen")
    session = GameSession.start(catalog, ["maelon", "ceri"], seed=3)
    table = _table(session)
    table.refresh()
    _shot(app, out, "issue19-travel-names")
    card = next(c for c in catalog.cards.values() if c.character == "ceri" and c.strikes)
    sheet = card_sheets.sheet_for(catalog, card.id)
    assert sheet is not None
    viewer = show_sheet(sheet, table)
    viewer.move(300, 60)
    _shot(app, out, "card-viewer")
    viewer.close()
    session.game.state.quest_dials["heledd-trail"] = 1
    quests = QuestsDialog(session)
    quests.resize(800, 700)
    quests.move(240, 40)
    quests.show()
    quests.refresh()
    _settle(app)
    text = quests.text
    bar = text.verticalScrollBar()  # Active Quests at the top, the Quest Dials below them
    bar.setValue(bar.value() + text.cursorRect(text.document().find("Active Quests")).top() - 8)
    _shot(app, out, "quests-belongings")
    quests.close()
    item = next(i for i in catalog.items.values() if i.keyword == "weapon")
    table._on_events([Event("ItemGained", f"Maelon Harrow gains {item.name}", "maelon", (("item", item.id),))])
    _shot(app, out, "reveal-item")
    table.reveal_overlay.dismiss()
    secret = catalog.secrets["secret-bell-under-the-mere"]
    table._on_events(
        [Event("SecretGained", f"Maelon Harrow gains the Secret {secret.name}", "maelon", (("secret", secret.id),))]
    )
    _shot(app, out, "reveal-secret")
    table.close()
    _fight(app, out, catalog, "yew-wolf-mother", "dice-aids", "red")
    _fight(app, out, catalog, "candle-eater", "dice-aids-applicable", "blue")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
