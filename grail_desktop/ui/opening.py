"""The opening of a new campaign (issue 26): each character's letter (S1 Character Setup step 10) and the first
Event read in full, on the stage over the map, before Day 1 is played.

:class:`OpeningPanel` covers the map page; Begin Day 1 (or Enter) closes it and emits ``read()``. It is shown once,
when a campaign starts (the table's :meth:`~grail_desktop.ui.table.TableScreen.show_opening`); the letter and the
Event stay in the Story so far afterwards.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from grail_desktop.app.world_text import plain_face
from grail_desktop.engine.defs import Catalog
from grail_desktop.ui.fonts import READING_FAMILY
from grail_desktop.ui.i18n import tr

_STYLE = """
#openingPanel { background: rgba(24, 27, 29, 0.97); border: 1px solid #c9a45a; border-radius: 10px; }
#openingPanel QScrollArea, #openingBody { background: transparent; }
"""


def opening_html(catalog: Catalog, characters: list[str], event_id: str | None) -> str:
    """The letters of ``characters`` (by id), then the Event ``event_id`` and its quest, as rich text."""
    parts: list[str] = []
    for cid in characters:
        definition = catalog.characters.get(cid)
        if definition is None or not definition.letter.strip():
            continue
        body, _, signature = definition.letter.rpartition(" - ")
        if not body:
            body, signature = definition.letter, ""
        parts.append("<h2>{}</h2>".format(tr("A letter for {name}").format(name=html.escape(definition.name))))
        parts.append(f"<p><i>{html.escape(body.strip())}</i></p>")
        if signature:
            parts.append(f'<p align="right">— {html.escape(signature.strip())}</p>')
    event = catalog.events.get(event_id) if event_id else None
    if event is not None:
        event = plain_face(event)
        parts.append(f"<h2>{tr('Day {day}').format(day=1)} · {html.escape(event.title)}</h2>")
        parts.extend(f"<p>{html.escape(' '.join(p.split()))}</p>" for p in event.text.split("\n\n") if p.strip())
        if event.quest is not None:
            parts.append("<h3>{}</h3>".format(tr("A new Active Quest")))
            parts.append(f"<p>{html.escape(' '.join(event.quest.text.split()))}</p>")
    return "".join(parts)


class OpeningPanel(QFrame):
    """The letters and the first Event over ``host`` (the map page); emits ``read()`` when closed."""

    read = Signal()

    def __init__(self, host: QWidget, text: str) -> None:
        super().__init__(host)
        self.setObjectName("openingPanel")
        self.setAccessibleName(tr("Your letter and the first Event"))
        self.setStyleSheet(_STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.host = host
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        scroll = QScrollArea()
        scroll.setObjectName("openingScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.text = QLabel(text)
        self.text.setObjectName("openingBody")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setStyleSheet(f'font-family: "{READING_FAMILY}"; font-size: 14pt;')
        self.text.setMaximumWidth(760)
        scroll.setWidget(self.text)
        outer.addWidget(scroll, 1)
        self.begin = QPushButton(tr("Begin Day 1 (Enter)"))
        self.begin.setObjectName("openingBegin")
        self.begin.setProperty("role", "primary")
        self.begin.clicked.connect(self.close_opening)
        outer.addWidget(self.begin, 0, Qt.AlignmentFlag.AlignHCenter)
        host.installEventFilter(self)
        self._place()
        self.show()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host and event.type() == QEvent.Type.Resize:
            self._place()
        return super().eventFilter(watched, event)

    def _place(self) -> None:
        margin = 12
        self.setGeometry(margin, margin, self.host.width() - 2 * margin, self.host.height() - 2 * margin)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape):
            self.close_opening()
            return
        super().keyPressEvent(event)

    def close_opening(self) -> None:
        """Close the panel: Day 1 is on the map."""
        self.host.removeEventFilter(self)
        self.hide()
        self.deleteLater()
        self.read.emit()
