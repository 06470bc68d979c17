"""Screenshots of the main screens in German (issue 28) into docs/images/de/, at a given window size.

Run under an X server (Xvfb) with a scratch home, e.g.::

    GRAIL_DESKTOP_HOME=/tmp/h QT_QPA_PLATFORM=xcb DISPLAY=:55 python tools/german_screenshots.py 1280x800

The start screen, the new-campaign wizard, Settings, then the guided first day played by its test's driver
(tests/ui/guided_day_driver.py): the table, the journal, the encounter board and the End of the Day.
The pack text stays English where the bundled pack has no German yet (content/*/*/i18n/de/).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "ui"))

from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from grail_desktop.app.settings import Preferences, save_preferences  # noqa: E402
from grail_desktop.ui import dialogs  # noqa: E402
from grail_desktop.ui.application import create_application  # noqa: E402
from grail_desktop.ui.main_window import MainWindow  # noqa: E402

#: The guided day's steps worth a picture (the first time each comes on show).
STEPS = ("travel", "explore", "journal", "encounter", "fight", "end-of-day", "rest")


def main() -> int:
    size = sys.argv[1] if len(sys.argv) > 1 else "1280x800"
    theme = sys.argv[2] if len(sys.argv) > 2 else "dark"
    width, height = (int(v) for v in size.split("x"))
    out = ROOT / "docs" / "images" / "de"
    out.mkdir(parents=True, exist_ok=True)
    save_preferences(Preferences(animation_speed=0, confirm_pass=False, language="de", theme=theme))
    create_application(lang="de")
    dialogs.ask = lambda *a, **k: True  # type: ignore[assignment]
    from guided_day_driver import play_guided_day, pump

    def shot(widget: QWidget, name: str) -> None:
        for _ in range(20):
            QApplication.processEvents()
        widget.grab().save(str(out / f"{name}.png"))
        print("wrote", out / f"{name}.png")

    window = MainWindow()
    window.resize(width, height)
    window.show()
    pump()
    suffix = "" if theme == "dark" else f"-{theme}"
    shot(window, f"start-screen{suffix}")
    if theme != "dark":
        window.close()
        return 0
    from grail_desktop.ui.new_campaign import NewCampaignWizard

    wizard = NewCampaignWizard(window)
    wizard.resize(900, 700)
    wizard.show()
    for n in range(3):
        shot(wizard, f"wizard-{n + 1}")
        wizard.next()
    wizard.close()
    settings = dialogs.SettingsDialog(Preferences(language="de"), window)
    settings.show()
    shot(settings, "settings")
    settings.close()
    window.start_guide()
    shown: set[str] = set()

    def before(step: str) -> None:
        coach = window.coach
        if coach is not None and step not in shown:
            shown.add(step)
            pump()
            coach.place()
            shot(window, f"day-{coach.index + 1:02d}-{step}")

    play_guided_day(window, before=before)
    if window.session is not None:
        window.session.dirty = False
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
