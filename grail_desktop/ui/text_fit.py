"""Text wrapped and elided to a box: shared by the encounter board's faces and the actions panel's note.

Kept apart from :mod:`grail_desktop.ui.board_faces` so that widgets on a resumed table's first frame (the
actions panel) do not import the encounter board's faces and the encounter view model with it (issue 25).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF


def fit_lines(text: str, face_font: QFont, width: float, max_lines: int) -> list[str]:
    """``text`` wrapped at word boundaries into at most ``max_lines`` lines of ``width`` (scene units) in
    ``face_font``; the last line ends in "…" when words are left over (the full text is in the lens)."""
    metrics = QFontMetricsF(face_font)
    lines: list[str] = []
    words = text.split()
    current = ""
    for i, word in enumerate(words):
        trial = f"{current} {word}".strip()
        if not current or metrics.horizontalAdvance(trial) <= width:
            current = trial
            continue
        if len(lines) == max_lines - 1:
            current = " ".join([current, *words[i:]])  # the rest goes on the last line, elided
            break
        lines.append(current)
        current = word
    if current:
        lines.append(current)
    elide = Qt.TextElideMode.ElideRight
    fits = metrics.horizontalAdvance
    return [line if fits(line) <= width else metrics.elidedText(line, elide, width) for line in lines]
