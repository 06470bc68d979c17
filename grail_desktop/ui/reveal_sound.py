"""The chime of a big moment (issue 19: "a short reveal (the card shown large, a line of text, optional sound)").

The sound is ``assets/sounds/reveal.wav``, synthesised by ``tools/make_reveal_sound.py`` (the project's own).
It is played with QtMultimedia's ``QSoundEffect`` where that module is installed (it ships with pyside6-addons,
e.g. the ``speech`` extra; pyside6-essentials alone has none); otherwise the platform's beep
(``QApplication.beep``), or nothing when the file is missing. The Settings switch ``ui/reveal_sound`` turns it off.
"""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import QObject, QUrl
from PySide6.QtWidgets import QApplication

from grail_desktop.resources import asset

#: where the chime lives among the bundled assets
SOUND = ("sounds", "reveal.wav")


def _sound_effect(parent: QObject) -> Any | None:
    """A ``QSoundEffect`` loaded with the chime, or None without QtMultimedia or without the file."""
    path = asset(*SOUND)
    if not path.is_file():
        return None
    try:
        multimedia = importlib.import_module("PySide6.QtMultimedia")
    except ImportError:
        return None
    effect = multimedia.QSoundEffect(parent)
    effect.setSource(QUrl.fromLocalFile(str(path)))
    effect.setVolume(0.6)
    return effect


class RevealSound(QObject):
    """Plays the chime when :attr:`enabled`. ``backend`` says how: ``"qtmultimedia"``, ``"beep"`` or ``"none"``
    (no sound file); ``played`` counts the chimes asked for (tests and the Settings preview)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = True
        self.played = 0
        self._effect: Any | None = None
        self._loaded = False
        self.backend = "beep" if asset(*SOUND).is_file() else "none"

    def _load(self) -> None:
        # QtMultimedia is loaded at the first chime, not at start-up (issue 25: start-up speed).
        if not self._loaded:
            self._loaded = True
            self._effect = _sound_effect(self)
            if self._effect is not None:
                self.backend = "qtmultimedia"

    def play(self) -> None:
        """The chime, once (nothing when switched off or without a sound file)."""
        if not self.enabled or self.backend == "none":
            return
        self._load()
        self.played += 1
        if self._effect is not None:
            self._effect.play()
        else:
            QApplication.beep()
