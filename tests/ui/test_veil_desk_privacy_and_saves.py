"""Privacy, saves, undo, bots off the UI thread, no ids on screen, and the item models (issue 22 "Done when").

Pass-and-play privacy (issue 22 "A Preparation round in pass-and-play"): while one seat chooses, no visible text,
item or tooltip holds another seat's hand or choice; between seats the privacy screen shows no hand at all.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QListWidget, QWidget
from pytestqt.qtbot import QtBot
from ui_testkit import click
from veil_drive import click_entry, desk_window, on_desk, play_out, seats, step, visible_texts, when_modal

from grail_desktop.engine.veil.defs import VeilPack
from grail_desktop.ui.main_window import MainWindow
from grail_desktop.ui.veil.models import LogModel, ScoreModel
from grail_desktop.ui.veil.screen import VeilScreen
from grail_desktop.ui.veil.setup_dialog import VeilSetupDialog

PERSON = "person"


def table(qtbot: QtBot, kinds: list[str], seed: int = 3) -> tuple[MainWindow, VeilScreen]:
    win = desk_window(qtbot)
    screen = on_desk(win, seats(kinds), seed)
    return win, screen


def secret_names(screen: VeilScreen, seat: int) -> set[str]:
    """Names of the cards only ``seat`` may know: its hand and Artifact offer, less what is public."""
    g = screen.game
    s = g.state
    pack = g.pack
    public = " ".join(e.text for e in g.events_for(None))
    cards = [c for c in s.players[seat].hand if c not in s.known]
    names = {pack.cards[c].name for c in cards}
    if s.draft and s.draft[seat]:
        names |= {pack.artifacts[a].name for a in s.draft[seat]}
    mine = {pack.cards[c].name for k, p in enumerate(s.players) if k != seat for c in p.hand}
    return {n for n in names if n not in public and n not in mine}


def test_while_one_seat_chooses_nothing_on_screen_holds_another_seats_hand(app: QApplication, qtbot: QtBot) -> None:
    _win, screen = table(qtbot, [PERSON, PERSON, "greedy"], seed=4)
    checked = {"choose": 0, "privacy": 0}
    for _ in range(4000):
        page = screen.pages.currentWidget()
        texts = " ".join(visible_texts(screen))
        if page is screen.privacy:
            for seat in (0, 1):  # the blackout shows no hand at all
                assert not [n for n in secret_names(screen, seat) if n in texts]
            checked["privacy"] += 1
        elif screen.deciding is not None and screen.private_seat() == screen.deciding:
            other = 1 - screen.deciding
            leaked = [n for n in secret_names(screen, other) if n in texts]
            assert not leaked, f"seat {screen.deciding} sees seat {other}'s {leaked}"
            checked["choose"] += 1
        if step(qtbot, screen) == "over" or screen.game.state.season > 1:
            break
    assert checked["choose"] > 20 and checked["privacy"] > 5


def _ids(pack: VeilPack) -> set[str]:
    out = set(pack.factions) | set(pack.regions) | set(pack.mist) | set(pack.cards) | set(pack.combat)
    out |= set(pack.beasts) | set(pack.artifacts) | set(pack.prophecies)
    for f in pack.factions.values():
        out |= {a.id for a in f.side.abilities}
    return {i for i in out if "-" in i}


_NOTATION = re.compile(r"(?<![\w])\d+: [a-z]+|\?[a-z]+\b|\b(?:plan|play) [a-z]+-[a-z]")


def test_no_internal_id_or_notation_reaches_the_screen(app: QApplication, qtbot: QtBot) -> None:
    win, screen = table(qtbot, [PERSON, "greedy", "random"], seed=9)
    ids = _ids(screen.pack)
    word = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)+")

    def check(_what: str) -> None:
        for text in visible_texts(win):
            found = [w for w in word.findall(text) if w in ids] + _NOTATION.findall(text)
            assert not found, (found, text)

    play_out(qtbot, screen, each=check)


def test_save_mid_round_and_resume_lands_on_the_same_privacy_screen(
    app: QApplication, qtbot: QtBot, tmp_path: Path
) -> None:
    win, screen = table(qtbot, [PERSON, PERSON], seed=6)
    # Bea and Cal keep their Artifacts, land their Lords; then Bea chooses a card in secret.
    while not (screen.game.state.phase == "choose" and screen.game.state.sealed[0]):
        step(qtbot, screen)
    assert screen.pages.currentWidget() is screen.privacy and "Cal" in screen.privacy.title.text()
    log = list(screen.game.log)
    qtbot.keyClick(screen, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # Ctrl+S
    win.close()

    again = desk_window(qtbot)

    def resume(dialog: QWidget) -> None:
        assert isinstance(dialog, VeilSetupDialog)
        click(qtbot, dialog.resume_button)

    when_modal(VeilSetupDialog, resume)
    click(qtbot, again.start_screen.buttons["veil"])
    back = again.veil
    assert isinstance(back, VeilScreen)
    assert back.game.log == log
    assert back.pages.currentWidget() is back.privacy
    assert "Cal" in back.privacy.title.text() and back.privacy.seat == 1
    assert [s.name for s in back.seats] == ["Bea", "Cal"]
    bea_hand = {back.pack.cards[c].name for c in back.game.state.players[0].hand}
    assert not [n for n in bea_hand if n in " ".join(visible_texts(back))]


def test_undo_takes_back_only_the_acting_seats_unrevealed_action(app: QApplication, qtbot: QtBot) -> None:
    _win, screen = table(qtbot, [PERSON, "greedy", "greedy"], seed=5)
    while not (
        screen.deciding == 0
        and screen.private_seat() == 0
        and screen.pending is None
        and any(e[1][0].kind == "deploy" for e in screen._entries())
    ):
        step(qtbot, screen)
    row = next(k for k, e in enumerate(screen._entries()) if e[1][0].kind == "deploy")
    log = list(screen.game.log)
    click_entry(qtbot, screen, row)
    assert len(screen.game.log) == len(log) + 1
    assert screen.undo_button.isVisible() and screen.undo_button.isEnabled()
    click(qtbot, screen.undo_button)
    assert screen.game.log == log
    # past a reveal there is nothing to undo: the first Continue after a reveal leaves Undo disabled
    while screen.pending is None:
        step(qtbot, screen)
    assert not screen.game.can_undo(0)


def test_a_thinking_bot_leaves_the_window_responsive_and_savable(app: QApplication, qtbot: QtBot) -> None:
    _win, screen = table(qtbot, [PERSON, "search"], seed=2)
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    click_entry(qtbot, screen, 0)  # Bea keeps an Artifact; the search bot then thinks on its own thread
    qtbot.waitUntil(lambda: screen.runner.thinking or len(screen.game.log) > 1, timeout=5000)
    thinking_ticks = 0
    while screen.runner.thinking:
        QApplication.processEvents()
        thinking_ticks = len(ticks)
        if thinking_ticks >= 1:  # a timer event reached the UI thread while the bot thought
            assert screen.save_now()  # saving while a bot thinks
            assert "thinking" in screen.prompt.text()
            break
        qtbot.wait(10)
    timer.stop()
    assert thinking_ticks >= 1  # the UI thread's timer ticked (and a save was made) while the bot thought
    qtbot.waitUntil(lambda: len(screen.game.log) >= 2, timeout=30000)


def test_every_item_model_passes_the_model_tester(app: QApplication, qtbot: QtBot, qtmodeltester: object) -> None:
    log = LogModel()
    log.set_lines(["The Hollow Court keeps an Artifact.", "Season 1 begins."])
    log.set_lines(["The Hollow Court keeps an Artifact.", "Season 1 begins.", "Round 1."])
    qtmodeltester.check(log)  # type: ignore[attr-defined]
    scores = ScoreModel()
    scores.set_scores(["Bea", "Cal"], [{"regions": 5, "hand": 3}, {"artifacts": 2}], ["regions", "artifacts", "hand"])
    qtmodeltester.check(scores)  # type: ignore[attr-defined]
    _win, screen = table(qtbot, [PERSON, "greedy"], seed=1)
    for view in screen.findChildren(QListWidget):
        qtmodeltester.check(view.model())  # type: ignore[attr-defined]
    qtmodeltester.check(screen.log_model)  # type: ignore[attr-defined]
