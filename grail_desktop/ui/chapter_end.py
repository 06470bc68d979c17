"""The end-of-chapter screen (issue 23): the stage's ``chapter`` mode once a chapter is won.

Renders a :class:`~grail_desktop.app.chapter_end.ChapterEndView`: the ending's own text as a page of the journal,
what the party achieved (quests, Statuses earned, Secrets), and the chapter's figures (days, fights, deaths,
Menhirs…). "Save the completion and return to the start" emits ``save_and_return()``; the table keeps the save.

The next chapter is a hook, absent by default: a host that can begin the next chapter calls
:meth:`ChapterEndPanel.offer_next_chapter` (with ``True``) and listens to ``next_chapter()``; the button then
shows, named for the chapter the view says follows ("Begin The Drowned Coast"), and only when there is one.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, SignalInstance
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.chapter_end import (
    ChapterEndView,
    chapter_end_view,
    next_chapter_notation,
    next_chapter_sentence,
)
from grail_desktop.ui.fonts import READING_FAMILY
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.prose import inline_html, smart_quotes

if TYPE_CHECKING:
    from grail_desktop.app.session import GameSession

_STYLE = """
#chapterEndPanel { background: #17191b; }
#chapterEndPanel QScrollArea, #chapterEndBody { background: transparent; }
#chapterEndPanel QLabel[role="section"] { color: #e6c77f; font-weight: bold; padding-top: 10px; }
#chapterEndPanel QLabel[role="figure"] { color: #b9b2a3; }
#chapterEndPanel QFrame#chapterEndRule { color: #6b5a36; }
"""


def roman(number: int) -> str:
    """``4`` → ``"IV"`` (chapters are numbered in Roman numerals, as the printed campaign book does)."""
    out = ""
    for value, letters in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"),
                           (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):  # fmt: skip
        while number >= value:
            out += letters
            number -= value
    return out


class ChapterEndPanel(QWidget):
    """Emits ``save_and_return()`` and, when the next chapter is offered, ``next_chapter()``.

    ``save_button`` and ``next_button`` are the two actions; ``figure_labels`` maps a figure's label to the
    label showing its value (for tests and the screen reader)."""

    save_and_return = Signal()
    next_chapter = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chapterEndPanel")
        self.setAccessibleName(tr("The chapter is won"))
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(_STYLE)
        self.view: ChapterEndView | None = None
        self._offered = False
        self.figure_labels: dict[str, QLabel] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget()
        body.setObjectName("chapterEndBody")
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        # one centred column of reading width; a label's height follows its width (no alignment flags, so
        # the layout asks heightForWidth and a long ending is never cut short)
        centring = QHBoxLayout(body)
        centring.setContentsMargins(32, 28, 32, 12)
        centring.addStretch(1)
        column = QWidget()
        column.setMaximumWidth(920)
        column.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        centring.addWidget(column, 12)
        centring.addStretch(1)
        self.body = QVBoxLayout(column)
        self.body.setContentsMargins(0, 0, 0, 0)
        self.body.setSpacing(8)
        self.heading = QLabel()
        self.heading.setObjectName("chapterEndHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading.setProperty("role", "muted")
        self.body.addWidget(self.heading)
        self.title = QLabel()
        self.title.setObjectName("chapterEndTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet(f'font-family: "{READING_FAMILY}"; font-size: 24pt; color: #e6c77f;')
        self.body.addWidget(self.title)
        self.ending = QLabel()
        self.ending.setObjectName("chapterEndText")
        self.ending.setWordWrap(True)
        self.ending.setTextFormat(Qt.TextFormat.RichText)
        self.ending.setStyleSheet(f'font-family: "{READING_FAMILY}"; font-size: 13pt;')
        self.body.addWidget(self.ending)
        rule = QFrame()
        rule.setObjectName("chapterEndRule")
        rule.setFrameShape(QFrame.Shape.HLine)
        self.body.addWidget(rule)
        # the figures, then what was achieved: one column, so the narrow stage of a 1280-wide window reads as well
        figures = QWidget()
        self.figures = QGridLayout(figures)
        self.figures.setContentsMargins(0, 0, 0, 0)
        self.figures.setHorizontalSpacing(24)
        self.figures.setColumnStretch(1, 1)
        self.party_slot = self.body.count()  # "Who goes on" comes here, before the figures (the decision first)
        self.body.addWidget(figures)
        self.achieved = QLabel()
        self.achieved.setObjectName("chapterEndAchieved")
        self.achieved.setWordWrap(True)
        self.achieved.setTextFormat(Qt.TextFormat.RichText)
        self.body.addWidget(self.achieved)
        # who goes on into the next chapter (issue 24; S0 "Adding or Removing players"): a box per living veteran
        # (ticked) and per character nobody has played (unticked); shown with the "Begin" button
        self.party_box = QWidget()
        self.party_box.setObjectName("chapterEndParty")
        party = QVBoxLayout(self.party_box)
        party.setContentsMargins(0, 0, 0, 0)
        party_head = QLabel(tr("Who goes on"))
        party_head.setProperty("role", "section")
        party.addWidget(party_head)
        party_note = QLabel(
            tr(
                "Untick a veteran to leave them behind (their Secrets go to those who go on); tick a fresh character "
                "to bring them in with their standard setup."
            )
        )
        party_note.setWordWrap(True)
        party_note.setProperty("role", "figure")
        party.addWidget(party_note)
        self.member_rows = QGridLayout()
        self.member_rows.setContentsMargins(0, 0, 0, 0)
        party.addLayout(self.member_rows)
        self.party_sentence = QLabel()
        self.party_sentence.setObjectName("chapterEndPartySentence")
        self.party_sentence.setWordWrap(True)
        party.addWidget(self.party_sentence)
        self.members: dict[str, QCheckBox] = {}
        self.party_box.hide()
        self.body.insertWidget(self.party_slot, self.party_box)
        self.sentence_for: Callable[[list[str]], str] | None = None
        self.body.addStretch(1)
        # one above the other, each its full text: the stage of a 1280-wide window is narrow
        buttons = QVBoxLayout()
        buttons.setContentsMargins(48, 8, 48, 16)
        buttons.setSpacing(6)
        self.save_button = QPushButton(tr("Save the completion and return to the start"))
        self.save_button.setObjectName("chapterEndSave")
        self.save_button.setProperty("role", "primary")
        self.save_button.setToolTip(
            tr(
                "Saves the campaign and keeps this moment as the chapter's completion save (Load… lists it), "
                "then goes back to the start screen."
            )
        )
        self.save_button.clicked.connect(self.save_and_return.emit)
        buttons.addWidget(self.save_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.next_button = QPushButton()
        self.next_button.setObjectName("chapterEndNext")
        self.next_button.clicked.connect(self.next_chapter.emit)
        self.next_button.hide()
        buttons.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addLayout(buttons)

    def offer_next_chapter(self, offered: bool) -> None:
        """Whether the host can begin the next chapter (the hook for the chapter transition): the button shows
        only when offered and the view names a next chapter."""
        self._offered = offered
        self._sync_next()

    def chosen_party(self) -> list[str]:
        """The ids ticked under "Who goes on", veterans first, in the order shown."""
        return [c for c, box in self.members.items() if box.isChecked()]

    def _sync_next(self) -> None:
        following = self.view.next_chapter if self.view is not None else None
        show = self._offered and following is not None
        veterans = {c for c, _ in self.view.veterans} if self.view is not None else set()
        chosen = self.chosen_party()
        same = set(chosen) == veterans
        if show:
            label = tr("Begin {following}") if same else tr("Begin {following} with this party")
            self.next_button.setText(label.format(following=following))
            self.next_button.setToolTip(
                tr("Save the completion and go on to {following} with the party ticked above.").format(
                    following=following
                )
            )
            self.next_button.setEnabled(1 <= len(chosen) <= 4)
            if self.sentence_for is not None:
                self.party_sentence.setText(self.sentence_for(chosen))
        self.next_button.setVisible(show)
        self.party_box.setVisible(show and bool(self.members))

    def _sync_members(self, view: ChapterEndView) -> None:
        """One box per veteran and newcomer of ``view``; ticks survive a re-sync of the same chapter's end."""
        kept = {c: box.isChecked() for c, box in self.members.items()}
        while self.member_rows.count():
            item = self.member_rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.members = {}
        rows = [(c, n, True) for c, n in view.veterans] + [(c, n, False) for c, n in view.newcomers]
        for i, (cid, name, veteran) in enumerate(rows):
            box = QCheckBox((tr("{name}, goes on") if veteran else tr("{name}, joins fresh")).format(name=name))
            box.setObjectName(f"chapterEndMember-{cid}")
            box.setChecked(kept.get(cid, veteran))
            box.toggled.connect(lambda _on: self._sync_next())
            self.member_rows.addWidget(box, i // 2, i % 2)
            self.members[cid] = box

    def sync(self, view: ChapterEndView) -> None:
        self.view = view
        self.heading.setText(
            tr("Chapter {value} · {chapter_title} · won").format(
                value=roman(view.chapter), chapter_title=view.chapter_title
            )
        )
        self.title.setText(view.ending)
        seen: set[str] = set()
        self.ending.setText("".join(f"<p>{inline_html(smart_quotes(p), None, seen)}</p>" for p in view.paragraphs))
        self.ending.setVisible(bool(view.paragraphs))
        parts = []
        for label, names in (
            (tr("Quests completed"), view.quests),
            (tr("What you leave behind"), view.statuses),
            (tr("Secrets carried"), view.secrets),
        ):
            if names:
                items = "".join(f"<li>{html.escape(n)}</li>" for n in names)
                parts.append(f'<p style="color:#e6c77f"><b>{html.escape(label)}</b></p><ul>{items}</ul>')
        self.achieved.setText("".join(parts) or "<p>{}</p>".format(tr("Nothing else is remembered of this chapter.")))
        while self.figures.count():
            item = self.figures.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.figure_labels = {}
        head = QLabel(tr("The chapter in figures"))
        head.setProperty("role", "section")
        self.figures.addWidget(head, 0, 0, 1, 2)
        for row, (label, value) in enumerate(view.figures, start=1):
            name = QLabel(tr(label))
            name.setProperty("role", "figure")
            shown = QLabel(value)
            shown.setWordWrap(True)
            shown.setAccessibleName(f"{tr(label)}: {value}")
            self.figures.addWidget(name, row, 0, Qt.AlignmentFlag.AlignTop)
            self.figures.addWidget(shown, row, 1, Qt.AlignmentFlag.AlignTop)
            self.figure_labels[label] = shown
        self._sync_members(view)
        self._sync_next()


class ChapterEnd(QObject):
    """The table's end of a chapter: builds the panel the first time a chapter is won (the stage's ``chapter``
    page), keeps the completion save (:meth:`GameSession.save_completion`) when the player asks, and says so.

    Signals: ``completed(path)`` after "Save the completion and return to the start" kept the save (the main
    window then shows the start screen); ``next_chapter(path)`` after the completion save when the player begins
    the next chapter (only offered through :meth:`offer_next_chapter`); ``message(str)`` for the status bar."""

    completed = Signal(str)
    next_chapter = Signal(str)
    message = Signal(str)

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._panel: ChapterEndPanel | None = None
        self._offered = False

    @property
    def panel(self) -> ChapterEndPanel:
        """The end-of-chapter page, built on first use."""
        if self._panel is None:
            self._panel = ChapterEndPanel()
            self._panel.sentence_for = lambda party: next_chapter_sentence(
                self.session.game, self.session.catalog, party
            )
            self._panel.offer_next_chapter(self._offered)
            self._panel.save_and_return.connect(lambda: self._keep(self.completed))
            self._panel.next_chapter.connect(lambda: self._keep(self.next_chapter))
        return self._panel

    def offer_next_chapter(self, offered: bool) -> None:
        """The hook for the chapter transition: ``True`` when a listener to ``next_chapter`` can begin the
        campaign's next chapter; the button shows only then, and only when the campaign has one."""
        self._offered = offered
        if self._panel is not None:
            self._panel.offer_next_chapter(offered)

    def chosen_notation(self) -> str:
        """The ``next-chapter`` action for the party ticked on the panel (the same living party by default)."""
        party = self.panel.chosen_party() if self._panel is not None else []
        if not party:
            return "next-chapter"
        return next_chapter_notation(self.session.game, self.session.catalog, party)

    def current(self) -> ChapterEndView | None:
        """The view of the won chapter, or ``None`` while the game goes on (or was lost)."""
        return chapter_end_view(self.session.game, self.session.catalog)

    def refresh(self) -> bool:
        """Render the won chapter on the panel; False (and nothing built) when the chapter is not won."""
        view = self.current()
        if view is None:
            return False
        self.panel.sync(view)
        return True

    def _keep(self, signal: SignalInstance) -> None:
        view = self.current()
        if view is None:
            return
        try:
            path = self.session.save_completion(view.completion_name)
        except Exception as exc:  # the files on disk stay as they were (atomic writes); nothing is lost
            self.message.emit(tr("The completion save could not be written: {error}").format(error=exc))
            return
        self.message.emit(tr("Kept as “{name}”: Load… lists it under this campaign.").format(name=view.completion_name))
        signal.emit(str(path))
