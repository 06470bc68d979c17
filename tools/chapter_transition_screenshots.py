"""Screenshots of the chapter transition (issue 24): the end of Chapter I with "Begin Chapter II" and "Who goes
on", the completion save in the Load list, and Chapter II's opening (its first Event and quest), at a given
window size, into docs/images/chapter-transition/<size>.

Run under an X server (Xvfb) with a scratch home, e.g.::

    GRAIL_DESKTOP_HOME=/tmp/h QT_QPA_PLATFORM=xcb DISPLAY=:54 python tools/chapter_transition_screenshots.py 1280x800

A language after the size (``1280x800 de``) plays it in that language into docs/images/<lang>/chapter-*.png.

Chapter I is won by the scripted route tests/cli/routes/ending-blind-stone.actions (as the end-of-chapter test).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from grail_desktop.app.paths import saves_dir
from grail_desktop.app.session import GameSession
from grail_desktop.app.settings import Preferences, save_preferences
from grail_desktop.catalog import load_campaign
from grail_desktop.ui import dialogs
from grail_desktop.ui.application import create_application
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.saves_dialog import LoadDialog

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from route_files import read_route  # noqa: E402

ROUTE = "ending-blind-stone.actions"


def main() -> int:
    size = sys.argv[1] if len(sys.argv) > 1 else "1280x800"
    lang = sys.argv[2] if len(sys.argv) > 2 else ""  # "de": into docs/images/de/, named chapter-*.png
    width, height = (int(v) for v in size.split("x"))
    out = ROOT / "docs" / "images" / (lang or "chapter-transition") / ("" if lang else size)
    out.mkdir(parents=True, exist_ok=True)
    save_preferences(Preferences(animation_speed=0, confirm_pass=False, language=lang))
    app = create_application(lang=lang or None)
    dialogs.ask = lambda *a, **k: True  # type: ignore[assignment]

    def shot(widget: QWidget, name: str) -> None:
        for _ in range(30):
            app.processEvents()
        widget.grab().save(str(out / f"{'chapter-' if lang else ''}{name}.png"))

    header, actions = read_route(ROUTE)
    window = MainWindow()
    window.resize(width, height)
    window.show()
    session = GameSession.start(load_campaign(header["campaign"]), header["characters"].split(","), int(header["seed"]))
    window.open_session(session)
    table = window.table
    assert table is not None
    table.reveals = False
    for action in actions:
        assert session.submit(action), action
    if table.stage.mode == "journal":
        table.journal_close.click()
    panel = table.chapter_end.panel
    panel.members["ceri"].setChecked(True)  # a fresh character joins: the party change the screen offers
    shot(window, "01-chapter-end")
    panel.members["ceri"].setChecked(False)
    # the completion save, then the Load list (closed from a timer: the dialog is modal)
    name = table.chapter_end.current().completion_name  # type: ignore[union-attr]
    session.save_completion(name)
    dialog = LoadDialog(saves_dir(), window)
    dialog.resize(min(width - 80, 1100), min(height - 80, 700))
    QTimer.singleShot(300, lambda: (shot(dialog, "02-load-list-completion"), dialog.reject()))
    dialog.exec()
    window.begin_next_chapter()
    shot(window, "03-chapter-two-opening")
    print(f"chapter {session.game.state.chapter}, screenshots in {out}")
    session.dirty = False
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
