"""Screenshots of the table in each theme and at the largest Text size into docs/images/access/ (issue 28 "Seeing
it": "Screenshots at the largest text size and in each theme, at 1280×800").

Run under an X server (Xvfb) with a scratch home, e.g.::

    GRAIL_DESKTOP_HOME=/tmp/h QT_QPA_PLATFORM=xcb DISPLAY=:55 python tools/access_screenshots.py [de]

The map (Day 1 at Tref Eithin), the journal (its first section read) and the board (the fight at Blackyew Hollow,
a card drawn), each from the scripted route ``tools/atspi_screens.py`` uses, in the Dark, Light and High contrast
themes at 12 pt (``<screen>-<theme>.png``) and in the Dark theme at 24 pt (``<screen>-24pt.png``); the start
screen in High contrast. A language (``de``) writes ``<name>-de.png`` in that language instead.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tools"))

from atspi_screens import SCREENS  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from route_files import read_route  # noqa: E402

from grail_desktop.app.session import GameSession  # noqa: E402
from grail_desktop.app.settings import Preferences, save_preferences  # noqa: E402
from grail_desktop.catalog import load_campaign  # noqa: E402
from grail_desktop.ui import dialogs  # noqa: E402
from grail_desktop.ui.application import create_application  # noqa: E402
from grail_desktop.ui.main_window import MainWindow  # noqa: E402

#: (theme, Text size, file name's suffix) of each picture of a screen.
LOOKS = (("dark", 12, "dark"), ("light", 12, "light"), ("contrast", 12, "contrast"), ("dark", 24, "24pt"))


def settle() -> None:
    for _ in range(30):
        QApplication.processEvents()


def main() -> int:
    lang = sys.argv[1] if len(sys.argv) > 1 else "en"
    out = ROOT / "docs" / "images" / "access"
    out.mkdir(parents=True, exist_ok=True)
    tail = "" if lang == "en" else f"-{lang}"
    save_preferences(Preferences(animation_speed=0, confirm_pass=False, language=lang))
    create_application(sys.argv[:1], lang=lang)
    dialogs.ask = lambda *a, **k: True  # type: ignore[assignment]
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    window.apply_preferences(Preferences(animation_speed=0, confirm_pass=False, language=lang, theme="contrast"))
    settle()
    window.grab().save(str(out / f"start-contrast{tail}.png"))
    for screen, (route, steps) in SCREENS.items():
        header, actions = read_route(route)
        characters = header["characters"].split(",")
        session = GameSession.start(load_campaign(header["campaign"]), characters, int(header["seed"]))
        window.open_session(session)
        assert window.table is not None
        window.table.reveals = False
        for action in actions[:steps]:
            assert session.submit(action), action
        for theme, size, suffix in LOOKS:
            prefs = Preferences(animation_speed=0, confirm_pass=False, language=lang, theme=theme, text_size=size)
            window.apply_preferences(prefs)
            settle()
            assert window.width() == 1280 and window.height() == 800, "the window keeps its size"
            window.grab().save(str(out / f"{screen}-{suffix}{tail}.png"))
            print("wrote", out / f"{screen}-{suffix}{tail}.png")
        session.dirty = False
    window.apply_preferences(Preferences(animation_speed=0, confirm_pass=False, language=lang))
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
