"""Read-aloud through QtTextToSpeech, when the optional ``speech`` extra (pyside6-addons) is installed.

The module is imported lazily and guarded: without it :func:`speech_available` is False, :func:`create_speaker`
returns ``None`` and the reader shows no read-aloud control (architecture.md "Qt side"). Tests pass
``engine="mock"`` (Qt's mock engine) when the addon is present and simulate its absence by making the import fail.
"""

from __future__ import annotations

import importlib
import logging
import os
from types import ModuleType
from typing import Any

_log = logging.getLogger(__name__)


def speech_module() -> ModuleType | None:
    """``PySide6.QtTextToSpeech``, or ``None`` when the addon is missing or broken."""
    try:
        return importlib.import_module("PySide6.QtTextToSpeech")
    except Exception:  # ImportError, or a broken addon build: read-aloud is optional
        return None


def speech_available() -> bool:
    """Whether read-aloud can be offered at all."""
    return speech_module() is not None


class Speaker:
    """A thin wrapper over one ``QTextToSpeech``: say, stop, voices by name, rate −1.0…1.0."""

    def __init__(self, engine: Any) -> None:
        self.engine = engine

    def voices(self) -> list[str]:
        """Names of the voices of the current locale."""
        return [v.name() for v in self.engine.availableVoices()]

    def configure(self, voice: str, rate: float) -> None:
        """Use ``voice`` (by name; unknown names keep the default) at ``rate`` (clamped to −1.0…1.0)."""
        for v in self.engine.availableVoices():
            if v.name() == voice:
                self.engine.setVoice(v)
                break
        self.engine.setRate(max(-1.0, min(1.0, float(rate))))

    def say(self, text: str) -> None:
        self.engine.say(text)

    def stop(self) -> None:
        self.engine.stop()

    def speaking(self) -> bool:
        module = speech_module()
        if module is None:
            return False
        return bool(self.engine.state() == module.QTextToSpeech.State.Speaking)


def create_speaker(engine: str | None = None, parent: Any = None) -> Speaker | None:
    """A :class:`Speaker` on the named engine, or ``None`` without speech or when the engine fails to start.

    ``engine`` ``None`` means ``$GRAIL_SPEECH_ENGINE`` if set (tests use ``mock``), else the platform default.
    """
    module = speech_module()
    if module is None:
        return None
    engine = engine or os.environ.get("GRAIL_SPEECH_ENGINE") or None
    try:
        tts = module.QTextToSpeech(engine, parent) if engine else module.QTextToSpeech(parent)
    except Exception:
        _log.exception("text to speech could not start")
        return None
    if tts.state() == module.QTextToSpeech.State.Error:
        _log.warning("text to speech is unavailable: %s", tts.errorString())
        tts.deleteLater()
        return None
    return Speaker(tts)
