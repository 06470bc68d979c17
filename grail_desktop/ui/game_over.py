"""Deaths and the end of the game: a co-op death (hand on Secrets, claim a character), a solo death, a co-op
failure, and the Allmother's Mercy that restarts the chapter (S0 "Death"; rules-decisions.md "Dying and Going
Insane"). Renders a :class:`~grail_desktop.app.day_views.GameOverView`; emits ``submitted(notation)``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from grail_desktop.app.day_views import GameOverView
from grail_desktop.ui.fonts import READING_FAMILY
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.widgets import clear_layout


class GameOverPanel(QWidget):
    """Emits ``submitted(notation)``; ``buttons`` maps notations to buttons."""

    submitted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameOverPanel")
        self.setAccessibleName(tr("A death in the party"))
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#gameOverPanel { background: #17191b; }")
        self.buttons: dict[str, QPushButton] = {}
        self.view: GameOverView | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 40, 40, 40)
        layout.addStretch(1)
        self.title = QLabel()
        self.title.setObjectName("gameOverTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet(f'font-family: "{READING_FAMILY}"; font-size: 26pt; color: #e6c77f;')
        layout.addWidget(self.title)
        self.text = QLabel()
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
        self.fallen = QLabel()
        self.fallen.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.fallen.setProperty("role", "muted")
        layout.addWidget(self.fallen)
        self.choices = QVBoxLayout()
        self.choices.setContentsMargins(60, 16, 60, 0)
        layout.addLayout(self.choices)
        layout.addStretch(2)

    def sync(self, view: GameOverView) -> None:
        self.view = view
        self.buttons.clear()
        clear_layout(self.choices)
        self.title.setText(view.title)
        self.text.setText(view.text)
        self.fallen.setText(tr("Fallen: {names}").format(names=", ".join(view.dead)) if view.dead else "")
        for choice in view.choices:
            button = QPushButton(choice.label)
            button.setObjectName(f"over:{choice.notation}")
            button.setProperty("role", "primary")
            button.setToolTip(choice.detail)
            button.clicked.connect(lambda _=False, n=choice.notation: self.submitted.emit(n))
            self.buttons[choice.notation] = button
            self.choices.addWidget(button)
            if choice.detail:
                detail = QLabel(choice.detail)
                detail.setWordWrap(True)
                detail.setProperty("role", "muted")
                self.choices.addWidget(detail)
        if not view.choices and view.kind in ("death", "failure"):
            note = QLabel(tr("The Allmother's Mercy is not offered here."))
            note.setProperty("role", "muted")
            self.choices.addWidget(note)
