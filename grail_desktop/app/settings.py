"""Typed access to the player's preferences, persisted with ``QSettings`` (QtCore only).

Keys: ``ui/text_size`` (points, 9–24), ``ui/theme`` ("dark" | "light" | "contrast", the high-contrast theme),
``ui/animation_speed`` (0 = off, 1 = normal, 2 = fast), ``ui/confirm_pass`` (bool), ``ui/colour_blind`` (bool),
``speech/voice`` (str), ``speech/rate`` (-1.0 … 1.0), ``ui/reveals`` (bool: big moments shown large),
``ui/reveal_sound`` (bool: a short chime with them), ``ui/language`` ("" for the system's, or a code of
:data:`grail_desktop.app.i18n.LANGUAGES`; read at start), ``veil/reveal_seconds`` (0 = off, 1–30: the Riven Veil
continues by itself this long after each reveal), ``window/geometry`` and ``window/state`` (bytes).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import QByteArray, QSettings

from grail_desktop.app.i18n import LANGUAGES

THEMES = ("dark", "light", "contrast")
#: Longest wait the Riven Veil's reveal timer offers (seconds).
MAX_REVEAL_SECONDS = 30


class Preferences(NamedTuple):
    """The UI preferences with their defaults (immutable: the Settings dialog returns a new one). A NamedTuple,
    not a dataclass: the start screen's first frame does without the ``dataclasses`` module (issue 25)."""

    text_size: int = 12
    theme: str = "dark"
    animation_speed: int = 1
    confirm_pass: bool = True
    colour_blind: bool = False
    speech_voice: str = ""
    speech_rate: float = 0.0
    reveals: bool = True
    reveal_sound: bool = True
    language: str = ""
    veil_reveal_seconds: int = 0


def _settings() -> QSettings:
    return QSettings()


def _bool(value: Any, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return value.lower() in ("1", "true", "yes")
    return default


def _number(value: Any, default: float) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return default


def load_preferences() -> Preferences:
    """Read the preferences; any missing or malformed value falls back to its default."""
    s = _settings()
    d = Preferences()
    text_size = int(_number(s.value("ui/text_size", d.text_size), d.text_size))
    theme = str(s.value("ui/theme", d.theme))
    speed = int(_number(s.value("ui/animation_speed", d.animation_speed), d.animation_speed))
    rate = _number(s.value("speech/rate", d.speech_rate), d.speech_rate)
    language = str(s.value("ui/language", d.language))
    wait = int(_number(s.value("veil/reveal_seconds", d.veil_reveal_seconds), d.veil_reveal_seconds))
    return Preferences(
        text_size=min(24, max(9, text_size)),
        theme=theme if theme in THEMES else d.theme,
        animation_speed=min(2, max(0, speed)),
        confirm_pass=_bool(s.value("ui/confirm_pass", d.confirm_pass), d.confirm_pass),
        colour_blind=_bool(s.value("ui/colour_blind", d.colour_blind), d.colour_blind),
        speech_voice=str(s.value("speech/voice", d.speech_voice)),
        speech_rate=min(1.0, max(-1.0, rate)),
        reveals=_bool(s.value("ui/reveals", d.reveals), d.reveals),
        reveal_sound=_bool(s.value("ui/reveal_sound", d.reveal_sound), d.reveal_sound),
        language=language if language in LANGUAGES else d.language,
        veil_reveal_seconds=min(MAX_REVEAL_SECONDS, max(0, wait)),
    )


def save_preferences(prefs: Preferences) -> None:
    """Persist the preferences."""
    s = _settings()
    s.setValue("ui/text_size", prefs.text_size)
    s.setValue("ui/theme", prefs.theme)
    s.setValue("ui/animation_speed", prefs.animation_speed)
    s.setValue("ui/confirm_pass", prefs.confirm_pass)
    s.setValue("ui/colour_blind", prefs.colour_blind)
    s.setValue("speech/voice", prefs.speech_voice)
    s.setValue("speech/rate", prefs.speech_rate)
    s.setValue("ui/reveals", prefs.reveals)
    s.setValue("ui/reveal_sound", prefs.reveal_sound)
    s.setValue("ui/language", prefs.language)
    s.setValue("veil/reveal_seconds", prefs.veil_reveal_seconds)
    s.sync()


def save_window_state(geometry: QByteArray, state: QByteArray) -> None:
    """Keep the window's geometry and dock state (``QMainWindow.saveGeometry``/``saveState`` bytes). Values
    equal to the kept ones are not written again: ``QSettings`` rewrites its file for any ``setValue`` (a
    locked write and an fsync, 12–19 ms of a quit's wall time here; issue 25)."""
    s = _settings()
    for key, value in (("window/geometry", geometry), ("window/state", state)):
        if s.value(key) != value:
            s.setValue(key, value)


def load_window_state() -> tuple[QByteArray | None, QByteArray | None]:
    s = _settings()
    geometry = s.value("window/geometry")
    state = s.value("window/state")
    return (
        geometry if isinstance(geometry, QByteArray) else None,
        state if isinstance(state, QByteArray) else None,
    )
