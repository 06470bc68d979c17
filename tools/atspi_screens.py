"""Show one screen of the table for an AT-SPI reader (docs/accessibility.md "Tried with an AT-SPI reader").

Run on a D-Bus session bus with the accessibility bus up, under a display of your own, then walk the tree with
``tools/atspi_walk.py`` while the window is shown::

    dbus-run-session -- bash -c '/usr/libexec/at-spi-bus-launcher --launch-immediately &
      QT_QPA_PLATFORM=xcb DISPLAY=:NN python tools/atspi_screens.py board 30 de &
      sleep 15; /usr/bin/python3 tools/atspi_walk.py > docs/accessibility/atspi-board.txt; wait'

Screens: ``map`` (Day 1 at Tref Eithin), ``journal`` (its first section read) and ``board`` (the fight at
Blackyew Hollow, a card drawn), each from a scripted route of tests/cli/routes/; the window closes after the
given seconds. A language (``de``) after the seconds plays it in that language.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QTimer

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui import dialogs
from grail_desktop.ui.application import create_application
from grail_desktop.ui.main_window import MainWindow

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from route_files import read_route

#: Each screen: the route it starts from and how many of its actions lead there.
SCREENS = {"map": ("ending-blind-stone.actions", 0), "journal": ("ending-blind-stone.actions", 1)}
SCREENS["board"] = ("fight-at-blackyew-hollow.actions", 3)


def main() -> int:
    screen, seconds = sys.argv[1], float(sys.argv[2])
    lang = sys.argv[3] if len(sys.argv) > 3 else None
    os.environ.setdefault("QT_LINUX_ACCESSIBILITY_ALWAYS_ON", "1")
    app = create_application(sys.argv[:1], lang=lang)
    dialogs.ask = lambda *a, **k: True  # type: ignore[assignment]
    route, steps = SCREENS[screen]
    header, actions = read_route(route)
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    session = GameSession.start(load_campaign(header["campaign"]), header["characters"].split(","), int(header["seed"]))
    window.open_session(session)
    assert window.table is not None
    window.table.reveals = False
    for action in actions[:steps]:
        assert session.submit(action), action

    def done() -> None:
        session.dirty = False  # nothing to save: closing asks nothing
        window.close()
        app.quit()

    QTimer.singleShot(int(seconds * 1000), done)
    app.exec()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
