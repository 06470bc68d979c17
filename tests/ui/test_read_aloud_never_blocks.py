"""Read-aloud never blocks the window and shows what it is doing (issue 28).

The speech addon is not needed: a stand-in ``QTextToSpeech`` module (same names as Qt's) is handed to
``ui/speech.py``, so the tests run the real threading, time-out and button-state code. One stand-in engine hangs
in its constructor the way a stuck speech service did; one speaks and finishes.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any, ClassVar

import pytest
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grail_desktop.app.session import GameSession
from grail_desktop.catalog import load_campaign
from grail_desktop.ui import speech
from grail_desktop.ui.journal_panel import JournalPanel

RELEASE = threading.Event()


class _State:
    Ready = 0
    Speaking = 1
    Error = 3


class _Voice:
    def __init__(self, name: str) -> None:
        self._name = name

    def name(self) -> str:
        return self._name


class FakeTTS(QObject):
    """Qt's QTextToSpeech as far as ui/speech.py uses it; ``hang`` makes the constructor wait."""

    State = _State
    stateChanged = Signal(object)
    hang = False
    said: ClassVar[list[str]] = []

    def __init__(self, engine: str | None = None) -> None:
        if FakeTTS.hang:
            RELEASE.wait(30)  # a speech service that does not answer
        super().__init__()
        self._state = _State.Ready

    def state(self) -> int:
        return self._state

    def errorString(self) -> str:
        return ""

    def availableVoices(self) -> list[_Voice]:
        return [_Voice("Ada"), _Voice("Bryn")]

    def setVoice(self, voice: Any) -> None:
        pass

    def setRate(self, rate: float) -> None:
        pass

    def say(self, text: str) -> None:
        FakeTTS.said.append(text)
        self._state = _State.Speaking
        self.stateChanged.emit(_State.Speaking)

    def stop(self) -> None:
        self._state = _State.Ready
        self.stateChanged.emit(_State.Ready)


@pytest.fixture(autouse=True)
def fake_speech(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    module = SimpleNamespace(QTextToSpeech=FakeTTS)
    monkeypatch.setattr(speech, "speech_module", lambda: module)
    monkeypatch.delenv("GRAIL_SPEECH_ENGINE", raising=False)
    speech.forget_speakers()
    FakeTTS.hang = False
    FakeTTS.said = []
    RELEASE.clear()
    yield
    RELEASE.set()
    speech.forget_speakers()


def reader(qtbot: QtBot) -> JournalPanel:
    session = GameSession.start(load_campaign("ynys-wen"), ["ceri"], seed=3)
    panel = JournalPanel(session)
    qtbot.addWidget(panel)
    session.submit("explore")
    panel.show_current()
    panel.show()
    return panel


def test_a_hung_speech_service_never_freezes_the_window(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(speech, "START_TIMEOUT_MS", 1500)
    FakeTTS.hang = True
    panel = reader(qtbot)
    assert panel.read_button is not None, "the control shows without starting the engine (nothing hangs at load)"
    panel.read_button.click()  # returns at once: the engine starts on its own thread
    assert panel.read_button.text() == "Starting to read…" and panel.read_button.isChecked()
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(50)
    qtbot.waitUntil(lambda: panel.speaker is not None and panel.speaker.state == "unavailable", timeout=5000)
    timer.stop()
    assert len(ticks) >= 3, f"the window's event loop kept running while the service hung ({len(ticks)} ticks)"
    assert panel.read_button.text() == "Read aloud (unavailable)" and not panel.read_button.isChecked()
    assert panel.speech_note.isVisible() and "did not answer" in panel.speech_note.text()
    assert FakeTTS.said == [], "nothing was said"


def test_the_button_shows_speaking_and_no_audio_output_is_told(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(speech, "audio_output_found", lambda: False)
    panel = reader(qtbot)
    assert panel.read_button is not None and panel.read_button.text() == "Read aloud"
    panel.read_button.click()
    qtbot.waitUntil(lambda: panel.speaker is not None and panel.speaker.speaking(), timeout=3000)
    assert panel.read_button.text() == "■ Stop reading" and panel.read_button.isChecked()
    assert "Reading aloud now" in panel.read_button.accessibleDescription()
    assert FakeTTS.said and FakeTTS.said[0].startswith("Tref Eithin.")
    assert panel.speech_note.isVisible() and "No audio output" in panel.speech_note.text()
    panel.read_button.click()  # a second press stops
    qtbot.waitUntil(lambda: panel.speaker is not None and panel.speaker.state == "idle", timeout=3000)
    assert panel.read_button.text() == "Read aloud" and not panel.read_button.isChecked()
    assert panel.speaker is not None and panel.speaker.voices() == ["Ada", "Bryn"]
