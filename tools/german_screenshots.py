"""Screenshots of the main screens in German (issue 28) into docs/images/de/, at a given window size.

Run under an X server (Xvfb) with a scratch home, e.g.::

    GRAIL_DESKTOP_HOME=/tmp/h QT_QPA_PLATFORM=xcb DISPLAY=:55 python tools/german_screenshots.py 1280x800

The start screen, the new-campaign wizard, Settings, then the guided first day played by its test's driver
(tests/ui/guided_day_driver.py): the table, the journal, the encounter board and the End of the Day; then the
morning after, the Load list, How to play, the rules reference and the Riven Veil desk (a person and two bots:
the draft, the secret choice, a battle).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
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
    _after_the_guided_day(window, shot)
    if window.session is not None:
        window.session.dirty = False
    window.close()
    return 0


def _after_the_guided_day(window: MainWindow, shot: Callable[[QWidget, str], None]) -> None:
    """The screens the guided day does not reach: the next morning, Load, How to play, the rules, the desk."""
    from guided_day_driver import pump

    from grail_desktop.app.paths import saves_dir
    from grail_desktop.app.veil.seating import Seat
    from grail_desktop.catalog.veil import load_veil_pack
    from grail_desktop.engine.veil.game import VeilGame
    from grail_desktop.engine.veil.state import Mode
    from grail_desktop.ui.how_to_play import HowToPlayDialog
    from grail_desktop.ui.rules_reference import RulesDialog
    from grail_desktop.ui.saves_dialog import LoadDialog
    from grail_desktop.ui.veil.load_rows import match_rows
    from grail_desktop.ui.veil.screen import VeilScreen

    session, table = window.session, window.table
    if session is not None and table is not None:
        for _ in range(40):  # the rest of Day 1 by the same gate, until the Start of the Day summary
            if table.day_screens.page == "start" or session.state.day > 1:
                break
            legal = [str(a) for a in session.legal_actions()]
            answer = next((n for n in ("pass", "eat", "fast", "done") if n in legal), None)
            answer = answer or next((n for n in legal if n.startswith("choose")), None)
            if answer is None or not session.submit(answer):
                break
            pump()
        if session.state.day > 1:
            shot(window, "start-of-day")
        session.save()
    load = LoadDialog(saves_dir(), window, match_rows)
    load.resize(1000, 600)
    load.show()
    shot(load, "load")
    load.close()
    how = HowToPlayDialog(window, "map")
    how.show()
    shot(how, "how-to-play")
    how.close()
    rules = RulesDialog(window)
    rules.show()
    shot(rules, "rules-reference")
    rules.close()
    pack = load_veil_pack("saltcrown")
    seats = [
        Seat("person", "Bea", "#c0463a", "hollow-court"),
        Seat("greedy", pack.factions["tide-wardens"].name, "#3f7fbf", "tide-wardens"),
        Seat("greedy", pack.factions["thorn-kin"].name, "#5c9a4a", "thorn-kin"),
    ]
    screen = VeilScreen(VeilGame(pack, [s.faction for s in seats], Mode(), 5), seats)
    screen.pause_ms = 60
    screen.click_guard_s = 0.0
    window.veil = screen
    window.stack.addWidget(screen)
    window.stack.setCurrentWidget(screen)
    shot(window, "veil-draft")
    wanted = [("choose", "veil-choose"), ("turn", "veil-turn"), ("plan", "veil-battle"), ("combat", "veil-battle")]
    done: set[str] = set()
    deadline = time.monotonic() + 240  # bots think in their own thread: wait for them, never forever
    while time.monotonic() < deadline:
        phase = screen.game.state.phase
        for when, name in wanted:
            if phase == when and name not in done and screen.deciding == 0 and not screen.pending:
                done.add(name)
                shot(window, name)
        if screen.game.over or {"veil-choose", "veil-turn", "veil-battle"} <= done:
            break
        if screen.pages.currentWidget() is screen.privacy:
            screen.privacy.button.click()
        elif screen.pages.currentWidget() is screen.scoring:
            if "scores" not in done:
                shot(window, "veil-season-scores")
                done.add("scores")
            screen.scoring.button.click()
        elif screen.continue_button.isVisible():
            screen.continue_button.click()
        elif screen.deciding is not None and screen.private_seat() == screen.deciding and screen.choices.count():
            screen._item_clicked(screen.choices.item(0))
        else:
            QApplication.processEvents()
            time.sleep(0.01)
    screen.runner.shutdown()


if __name__ == "__main__":
    raise SystemExit(main())
