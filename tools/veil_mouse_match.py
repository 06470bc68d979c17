"""A whole Riven Veil match played with the X mouse under Xvfb (issue 22 "Done when"): one person against two
bots, from the start screen's button and the wizard to the final scores.

    Xvfb :NN -screen 0 1920x1080x24 &
    DISPLAY=:NN QT_QPA_PLATFORM=xcb GRAIL_DESKTOP_HOME=/tmp/home-x python tools/veil_mouse_match.py [SEED]

Every click is a real pointer event sent by ``xdotool`` to the X server: the start screen's "The Riven Veil…",
the wizard's "Begin the match" (default seats: a person, two steady bots), then the person's first listed choice,
each Continue and each scoring page's button, as a player clicking down the list would. Prints what was clicked,
the final scores and whether the window kept its size; exits non-zero if the match did not finish.
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections import Counter

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from grail_desktop.ui.application import create_application
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.veil.screen import VeilScreen
from grail_desktop.ui.veil.setup_dialog import VeilSetupDialog

#: Least time between two clicks (seconds): the table redraws in between, as for a person.
CLICK_GAP = 0.4
#: Longest the match may take (seconds).
LIMIT = 900


def centre(widget: QWidget, local: QPoint | None = None) -> QPoint:
    return widget.mapToGlobal(local if local is not None else widget.rect().center())


def main() -> int:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    app = create_application()
    win = MainWindow()
    win.setGeometry(0, 0, 1280, 770)
    win.show()
    clicks: Counter[str] = Counter()
    state = {"last": 0.0, "start": time.monotonic(), "size": None, "done": False}

    def click(at: QPoint, what: str) -> None:
        subprocess.run(["xdotool", "mousemove", str(at.x()), str(at.y()), "click", "1"], check=True)
        clicks[what] += 1
        state["last"] = time.monotonic()

    def target() -> tuple[QPoint, str] | None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, VeilSetupDialog):
            if modal.seed.value() != seed:
                modal.seed.setValue(seed)  # the one field typed rather than clicked: the run's seed
            ok = next(b for b in modal.buttons.buttons() if b.objectName() == "veilBegin")
            return centre(ok), "wizard: begin the match"
        screen = win.veil
        if not isinstance(screen, VeilScreen):
            if win.stack.currentWidget() is win.start_screen:
                return centre(win.start_screen.buttons["veil"]), "start screen: The Riven Veil"
            return None
        if state["size"] is None:
            state["size"] = (win.width(), win.height())
        page = screen.pages.currentWidget()
        if page is screen.privacy:
            return centre(screen.privacy.button), "privacy screen"
        if page is screen.scoring:
            if screen.game.over:
                state["done"] = True
                return None
            return centre(screen.scoring.button), "season scores: continue"
        if screen.continue_button.isVisible():
            return centre(screen.continue_button), "continue after a reveal"
        if screen.deciding is not None and screen.private_seat() == screen.deciding and screen.choices.count():
            item = screen.choices.item(0)
            screen.choices.scrollToItem(item)
            rect = screen.choices.visualItemRect(item)
            return centre(screen.choices.viewport(), rect.center()), f"choice ({screen.game.state.phase})"
        return None

    def tick() -> None:
        if state["done"]:
            finish()
            return
        if time.monotonic() - state["start"] > LIMIT:
            print("the match did not finish in time")
            app.exit(1)
            return
        if time.monotonic() - float(state["last"]) < CLICK_GAP:  # type: ignore[arg-type]
            return
        found = target()
        if found is not None:
            click(*found)

    def finish() -> None:
        timer.stop()
        screen = win.veil
        assert isinstance(screen, VeilScreen)
        s = screen.game.state
        for what, n in sorted(clicks.items()):
            print(f"{n:4d} clicks: {what}")
        print("final:", ", ".join(f"{screen.seat_words(k)} {p.vp} VP" for k, p in enumerate(s.players)))
        print("winner:", screen.scoring.summary.text())
        print("window kept its size:", state["size"] == (win.width(), win.height()), state["size"])
        print("seconds:", round(time.monotonic() - float(state["start"]), 1))  # type: ignore[arg-type]
        app.exit(0)

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(60)
    code = app.exec()
    if win.veil is not None:
        win.close()
    return code


if __name__ == "__main__":
    raise SystemExit(main())
