"""Screenshots of the first hour (issue 26): every step of the guided first day, the letter, How to play and the
shortcuts sheet, at a given window size, into docs/images/first-hour.

Run under an X server (Xvfb) with a scratch home, e.g.::

    GRAIL_DESKTOP_HOME=/tmp/h QT_QPA_PLATFORM=xcb DISPLAY=:36 python tools/first_hour_screenshots.py 1280x800

The guided day is played by the same driver as its test (tests/ui/guided_day_driver.py).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "ui"))

from PySide6.QtWidgets import QDialog, QWidget  # noqa: E402

from grail_desktop.app.settings import Preferences, save_preferences  # noqa: E402
from grail_desktop.ui import dialogs  # noqa: E402
from grail_desktop.ui.application import create_application  # noqa: E402
from grail_desktop.ui.main_window import MainWindow  # noqa: E402


def main() -> int:
    size = sys.argv[1] if len(sys.argv) > 1 else "1280x800"
    width, height = (int(v) for v in size.split("x"))
    out = ROOT / "docs" / "images" / "first-hour" / size
    out.mkdir(parents=True, exist_ok=True)
    app = create_application()
    save_preferences(Preferences(animation_speed=0, confirm_pass=False))
    dialogs.ask = lambda *a, **k: True  # type: ignore[assignment]
    from guided_day_driver import play_guided_day, pump

    window = MainWindow()
    window.resize(width, height)
    window.show()
    pump()

    def shot(widget: QWidget, name: str) -> None:
        for _ in range(20):
            app.processEvents()
        widget.grab().save(str(out / f"{name}.png"))

    shot(window, "00-start-screen")
    window.start_guide()
    # one shot per step, when it first comes on show (before the player's move; the ring has found its widget)
    shown: set[str] = set()

    def before(step: str) -> None:
        coach = window.coach
        if coach is not None and step not in shown:
            shown.add(step)
            pump()
            coach.place()
            shot(window, f"step-{coach.index + 1:02d}-{step}")

    play_guided_day(window, before=before)

    from grail_desktop.ui.how_to_play import HowToPlayDialog
    from grail_desktop.ui.rules_reference import RulesDialog
    from grail_desktop.ui.shortcuts_sheet import ShortcutsDialog

    def dialog_shot(dialog: QDialog, name: str) -> None:
        dialog.show()
        shot(dialog, name)
        dialog.close()

    how = HowToPlayDialog(window)
    for page in how.pages:
        how.open_page(page.id)
        dialog_shot(how, f"how-to-play-{page.id}")
    dialog_shot(ShortcutsDialog(window), "shortcuts-sheet")
    rules = RulesDialog(window)
    rules.open_screen("encounter")
    dialog_shot(rules, "rules-reference-encounter")
    rules.search.setText("Exhausted")
    dialog_shot(rules, "rules-reference-search")
    rules.open_term("Menhir")
    dialog_shot(rules, "rules-reference-term")
    print(f"{len(shown)} steps, screenshots in {out}")
    if window.session is not None:
        window.session.dirty = False  # the guided game is autosaved; nothing to ask on closing
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
