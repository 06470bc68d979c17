"""Read-aloud through QtTextToSpeech, when the optional ``speech`` extra (pyside6-addons) is installed.

The module is imported lazily and guarded: without it :func:`speech_available` is False, :func:`create_speaker`
returns ``None`` and the reader shows no read-aloud control (architecture.md "Qt side"). Tests pass
``engine="mock"`` (Qt's mock engine) when the addon is present and simulate its absence by making the import fail.

Speech never blocks the window (issue 28: a hung speech service froze it for minutes when a campaign loaded):
the engine is created only when read-aloud is first asked for, on a daemon thread with its own event loop, and
everything is passed to it by queued signals. A :class:`Speaker` reports its state (``idle``, ``starting``,
``speaking``, ``unavailable``) with ``state_changed``; an engine that does not answer within
:data:`START_TIMEOUT_MS` is given up (its thread is left to die with the process).
"""

from __future__ import annotations

import importlib
import logging
import os
import threading
from pathlib import Path
from types import ModuleType
from typing import Any

from PySide6.QtCore import QEventLoop, QObject, QTimer, Signal, Slot

from grail_desktop.ui.i18n import tr

_log = logging.getLogger(__name__)

#: How long the speech engine may take to start before read-aloud is reported unavailable (milliseconds).
START_TIMEOUT_MS = 6000

#: Speaker states, as shown on the read-aloud button.
STATES = ("idle", "starting", "speaking", "unavailable")


def speech_module() -> ModuleType | None:
    """``PySide6.QtTextToSpeech``, or ``None`` when the addon is missing or broken."""
    try:
        return importlib.import_module("PySide6.QtTextToSpeech")
    except Exception:  # ImportError, or a broken addon build: read-aloud is optional
        return None


def speech_available() -> bool:
    """Whether read-aloud can be offered at all (the addon imports; nothing is started)."""
    return speech_module() is not None


def audio_output_found() -> bool | None:
    """Whether the machine has an audio output: QtMultimedia's device list when it is installed (it comes with
    the speech addon), else a look for a sound server's socket or a sound card (Linux). ``None``: unknown."""
    try:
        multimedia: Any = importlib.import_module("PySide6.QtMultimedia")
        return bool(multimedia.QMediaDevices.audioOutputs())
    except Exception:  # not installed: look for the usual signs instead
        pass
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and any((Path(runtime) / name).exists() for name in ("pulse/native", "pipewire-0")):
        return True
    snd = Path("/dev/snd")
    if snd.is_dir():
        return any(p.name.startswith("pcm") for p in snd.iterdir())
    return None if os.name != "posix" else False


class _Engine(QObject):
    """Owns one ``QTextToSpeech`` on the speech thread; every slot runs there."""

    ready = Signal(list)  # voice names
    failed = Signal(str)
    speaking = Signal(bool)

    def __init__(self, module: Any, engine: str | None) -> None:
        super().__init__()
        self.module = module
        self.engine_name = engine
        self.tts: Any = None

    @Slot()
    def start(self) -> None:
        try:
            tts = self.module.QTextToSpeech(self.engine_name) if self.engine_name else self.module.QTextToSpeech()
        except Exception as exc:
            self.failed.emit(tr("text to speech could not start: {error}").format(error=exc))
            return
        if tts.state() == self.module.QTextToSpeech.State.Error:
            self.failed.emit(str(tts.errorString()) or tr("text to speech is unavailable"))
            return
        self.tts = tts
        tts.stateChanged.connect(self._on_state)
        self.ready.emit([v.name() for v in tts.availableVoices()])

    def _on_state(self, state: Any) -> None:
        states = self.module.QTextToSpeech.State
        if state == states.Error:
            self.failed.emit(str(self.tts.errorString()) or tr("text to speech stopped with an error"))
        else:
            self.speaking.emit(state == states.Speaking)

    @Slot(str, str, float)
    def say(self, text: str, voice: str, rate: float) -> None:
        if self.tts is None:
            return
        for v in self.tts.availableVoices():
            if v.name() == voice:
                self.tts.setVoice(v)
                break
        self.tts.setRate(max(-1.0, min(1.0, float(rate))))
        self.tts.say(text)

    @Slot()
    def stop(self) -> None:
        if self.tts is not None:
            self.tts.stop()


class Speaker(QObject):
    """Read-aloud for the window: ``say``, ``stop``, voices by name, rate −1.0…1.0; never blocks.

    ``state_changed(str)`` carries one of :data:`STATES`; ``note_changed(str)`` a sentence for the player
    (why read-aloud is unavailable, or that no audio output was found), "" when there is nothing to say."""

    state_changed = Signal(str)
    note_changed = Signal(str)
    _say = Signal(str, str, float)
    _stop = Signal()

    def __init__(self, module: Any, engine: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.module = module
        self.engine_name = engine
        self.state = "idle"
        self.note = ""
        self._voices: list[str] = []
        self._voice, self._rate = "", 0.0
        self._queued: str | None = None
        self._thread: threading.Thread | None = None
        self._started = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._timed_out)

    # ---------------------------------------------------------------- the player's side

    def voices(self) -> list[str]:
        """Names of the voices the engine offered (empty until it has started)."""
        return list(self._voices)

    def configure(self, voice: str, rate: float) -> None:
        """Use ``voice`` (by name; unknown names keep the default) at ``rate`` (clamped to −1.0…1.0)."""
        self._voice, self._rate = voice, max(-1.0, min(1.0, float(rate)))

    def say(self, text: str) -> None:
        """Speak ``text`` (starting the engine first, off the window's thread, if it is not running yet)."""
        if self.state == "unavailable":
            self.note_changed.emit(self.note)
            return
        if not self._started:
            self._queued = text
            self.warm()
            return
        self._say.emit(text, self._voice, self._rate)

    def stop(self) -> None:
        self._queued = None
        if self._started:
            self._stop.emit()
        if self.state in ("speaking", "starting"):
            self._set_state("idle" if self._started else self.state)

    def speaking(self) -> bool:
        return self.state == "speaking"

    def warm(self) -> None:
        """Start the engine on its thread now (read-aloud then answers at once); returns at once."""
        if self._thread is not None:
            return
        self._set_state("starting")
        self._timer.start(START_TIMEOUT_MS)
        self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
        self._thread.start()

    # ---------------------------------------------------------------- the speech thread

    def _run(self) -> None:
        loop = QEventLoop()
        engine = _Engine(self.module, self.engine_name)
        self._say.connect(engine.say)
        self._stop.connect(engine.stop)
        engine.ready.connect(self._on_ready)
        engine.failed.connect(self._on_failed)
        engine.speaking.connect(self._on_speaking)
        QTimer.singleShot(0, engine.start)
        loop.exec()

    # ---------------------------------------------------------------- back on the window's thread

    @Slot(list)
    def _on_ready(self, voices: list[str]) -> None:
        if self.state == "unavailable":
            return  # it answered after the time-out: stays given up (the player was told)
        self._timer.stop()
        self._started = True
        self._voices = [str(v) for v in voices]
        self._set_state("idle")
        if audio_output_found() is False:
            self._set_note(tr("No audio output was found: read-aloud speaks, but nothing can be heard here."))
        if self._queued is not None:
            text, self._queued = self._queued, None
            self._say.emit(text, self._voice, self._rate)
            self._set_state("speaking")  # the engine confirms (or corrects) it with its own state

    @Slot(str)
    def _on_failed(self, why: str) -> None:
        self._timer.stop()
        _log.warning("read-aloud unavailable: %s", why)
        self._set_note(tr("Read-aloud is unavailable: {why}.").format(why=why))
        self._set_state("unavailable")

    @Slot(bool)
    def _on_speaking(self, speaking: bool) -> None:
        if self.state != "unavailable":
            self._set_state("speaking" if speaking else "idle")

    def _timed_out(self) -> None:
        if self.state == "starting":
            self._on_failed(
                tr("the speech service did not answer within {seconds} seconds").format(
                    seconds=START_TIMEOUT_MS // 1000
                )
            )

    def _set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.state_changed.emit(state)

    def _set_note(self, note: str) -> None:
        self.note = note
        self.note_changed.emit(note)


_shared: dict[str, Speaker] = {}


def create_speaker(engine: str | None = None, parent: Any = None) -> Speaker | None:
    """The window's :class:`Speaker` on the named engine (one per engine, shared by the reader and Settings), or
    ``None`` without the speech addon. Nothing is started here: the engine starts on the first ``say``.

    ``engine`` ``None`` means ``$GRAIL_SPEECH_ENGINE`` if set (tests use ``mock``), else the platform default.
    ``parent`` is accepted for older callers; the shared speaker has none, so it outlives any one screen.
    """
    module = speech_module()
    if module is None:
        return None
    name = engine or os.environ.get("GRAIL_SPEECH_ENGINE") or ""
    speaker = _shared.get(name)
    if speaker is None:
        speaker = Speaker(module, name or None)
        _shared[name] = speaker
    return speaker


def forget_speakers() -> None:
    """Drop the shared speakers (tests, or another engine chosen); running engine threads end with the process."""
    for speaker in _shared.values():
        speaker.stop()
        speaker.deleteLater()
    _shared.clear()
