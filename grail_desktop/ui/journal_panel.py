"""The Exploration Journal reader (ux.md "Journal reader"; issue 8).

Shows the section being read on a parchment page in the bundled reading font, with its heading, place and the
party reading it; options as buttons in the order written (failing ones disabled with the reason, secret ones
hidden, costs shown before choosing); effects announced where the eye is (the choice's effects above the next
section, the section's own below its prose). Back/forward pages through what was read in this reading (choices
stay made); "Story so far" opens every section read in the campaign; read-aloud appears only when speech is
available. Emits ``chosen("choose N")``; the table submits it. Nothing here changes the game.
"""

from __future__ import annotations

import html
from typing import Any

import attrs
from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.describe import READING_ENDS
from grail_desktop.app.emphasis import unmarked
from grail_desktop.app.glossary import Glossary, build_glossary
from grail_desktop.app.journal_view import (
    KIND_LABELS,
    NOTHING_CHANGES,
    OptionView,
    effect_line,
    only_way_on,
    option_views,
    place_of,
    story_so_far,
)
from grail_desktop.app.session import GameSession
from grail_desktop.app.settings import load_preferences
from grail_desktop.app.views import character_name
from grail_desktop.app.world_text import section_text
from grail_desktop.engine.core import Event
from grail_desktop.ui.fonts import READING_FAMILY
from grail_desktop.ui.i18n import tr, tr_noop
from grail_desktop.ui.prose import ProseBrowser, note_box, notes_box, plain_text, prose_html, smart_quotes
from grail_desktop.ui.speech import Speaker, create_speaker
from grail_desktop.ui.story_view import StoryDialog
from grail_desktop.ui.theme import theme_colour
from grail_desktop.ui.widgets import clear_layout

#: The note shown under the Story so far: the event log does not survive save/load (see the issue report).
STORY_NOTE = tr_noop(
    "Sections read before this campaign was last loaded are not in the story: saves keep only the reading in progress."
)


#: The closing words of a reading, by ``state.exploration.kind`` (S1 "Explore": "Exploration ends").
ENDINGS = READING_ENDS


@attrs.define
class Page:
    """One section read in the current reading, with what happened around it (effect lines, choice texts)."""

    section: str
    arrived_by: str = ""  # the option chosen on the previous page
    before: list[str] = attrs.field(factory=list)  # that option's costs and effects
    on_read: list[str] = attrs.field(factory=list)  # the section's own effects
    chosen: str = ""


#: Above this Text size (points) the options scroll in at most :data:`OPTIONS_SHARE` of the panel's height
LARGE_TEXT = 15
OPTIONS_SHARE = 0.3


class OptionButton(QPushButton):
    """A journal option: its words wrapped in the reading font, and a smaller line for costs or the reason.

    ``text()`` and ``description()`` return the two lines (QPushButton cannot wrap its own text).
    """

    def __init__(self, text: str, description: str, text_size: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text, self._description = text, description
        self.setAccessibleName(text)
        self.setAccessibleDescription(description)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 7, 12, 7)
        layout.setSpacing(1)
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.label.setStyleSheet(
            f'font-family: "{READING_FAMILY}"; font-size: {text_size + 3}pt; '
            "background: transparent; color: palette(button-text);"
        )
        layout.addWidget(self.label)
        self.note = QLabel(description)
        self.note.setWordWrap(True)
        self.note.setObjectName("optionNote")
        note = theme_colour("heading", "#c9a45a")
        self.note.setStyleSheet(f"font-size: {max(text_size - 1, 9)}pt; background: transparent; color: {note};")
        layout.addWidget(self.note)
        # Only once it has a parent: shown before, a label is a top-level window of its own for a moment, which
        # takes the activation (and the keyboard focus) from the main window.
        self.note.setVisible(bool(description))
        for label in (self.label, self.note):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        # The theme's own colours (issue 28: in the light theme the options were dark words on a dark box).
        focus = theme_colour("focus", "#7fd4ff")
        self.setStyleSheet(
            "OptionButton { text-align: left; border: 1px solid palette(mid); border-radius: 6px;"
            " background: palette(button); }"
            " OptionButton:hover { border: 1px solid palette(highlight); }"
            # the focus ring at a glance (issue 28: a 1 px line was not seen), in the theme's focus colour
            f" OptionButton:focus {{ border: 3px solid {focus}; }}"
            " OptionButton:disabled { background: palette(window); border: 1px dashed palette(mid); }"
        )

    def text(self) -> str:
        return self._text

    def description(self) -> str:
        return self._description

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.EnabledChange:
            enabled = self.isEnabled()
            text = "palette(button-text)" if enabled else theme_colour("muted", "#a39a86")
            note = theme_colour("heading", "#c9a45a") if enabled else theme_colour("danger", "#d08a6e")
            self.label.setStyleSheet(self.label.styleSheet().split(" color:")[0] + f" color: {text};")
            self.note.setStyleSheet(self.note.styleSheet().split(" color:")[0] + f" color: {note};")

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        return layout.totalHeightForWidth(width) if layout is not None else super().heightForWidth(width)

    def sizeHint(self) -> QSize:
        layout = self.layout()
        hint = layout.totalSizeHint() if layout is not None else super().sizeHint()
        width = max(self.width(), 200)
        return QSize(hint.width(), self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(120, self.sizeHint().height())


#: The read-aloud button's label and tooltip for each speech state (ui/speech.py STATES).
SPEECH_LABELS: dict[str, tuple[str, str]] = {
    "idle": (tr_noop("Read aloud"), tr_noop("Read this section aloud (Ctrl+R); press again to stop")),
    "starting": (tr_noop("Starting to read…"), tr_noop("Read-aloud is starting (Ctrl+R stops it)")),
    "speaking": (tr_noop("■ Stop reading"), tr_noop("Reading aloud now: press (or Ctrl+R) to stop")),
    "unavailable": (
        tr_noop("Read aloud (unavailable)"),
        tr_noop("Read-aloud is unavailable here; the note below says why"),
    ),
}


class JournalPanel(QWidget):
    """The journal reader for ``session``; emits ``chosen(notation)`` (``choose N``)."""

    chosen = Signal(str)

    def __init__(
        self,
        session: GameSession | None = None,
        text_size: int = 12,
        parent: QWidget | None = None,
        speech_engine: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.text_size = text_size
        self.glossary: Glossary | None = build_glossary(session.catalog) if session is not None else None
        self.pages: list[Page] = []
        self.index = 0
        self.ended = False
        self.closing_notes: list[str] = []
        self.kind = "explore"
        self.option_buttons: list[QPushButton] = []
        self.story: StoryDialog | None = None
        self._collect_after = False
        self._prefs_hooked = False

        self.setObjectName("journalPanel")
        self.setAccessibleName(tr("Exploration Journal"))
        self.setStyleSheet("#journalPanel { background: #1b1f21; }")
        self.setMinimumWidth(420)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(8)

        self.kind_label = QLabel()
        self.kind_label.setObjectName("journalKind")
        self.title = self.kind_label  # the heading line above the page (kept for older callers)
        self.party_label = QLabel()
        self.party_label.setObjectName("journalParty")
        self.party_label.setTextFormat(Qt.TextFormat.RichText)
        self.party_label.setWordWrap(True)
        layout.addWidget(self.kind_label)
        layout.addWidget(self.party_label)

        nav = QHBoxLayout()
        self.back_button = QPushButton(tr("◀ Back"))
        self.back_button.setObjectName("journalBack")
        self.back_button.setToolTip(tr("The previous section of this reading (Alt+Left). Choices stay made."))
        self.back_button.clicked.connect(self.back)
        self.forward_button = QPushButton(tr("Forward ▶"))
        self.forward_button.setObjectName("journalForward")
        self.forward_button.setToolTip(tr("The next section read (Alt+Right)"))
        self.forward_button.clicked.connect(self.forward)
        self.position_label = QLabel()
        self.position_label.setObjectName("journalPosition")
        self.position_label.setProperty("role", "muted")
        self.story_button = QPushButton(tr("Story so far"))
        self.story_button.setObjectName("journalStory")
        self.story_button.setToolTip(tr("Every section read in this campaign (Ctrl+Shift+J)"))
        self.story_button.clicked.connect(self.show_story)
        nav.addWidget(self.back_button)
        nav.addWidget(self.forward_button)
        nav.addWidget(self.position_label, 1)
        nav.addWidget(self.story_button)

        self.speaker: Speaker | None = create_speaker(speech_engine, self)
        self.read_button: QPushButton | None = None
        self.read_action: QAction | None = None
        if self.speaker is not None:
            self.read_button = QPushButton(tr("Read aloud"))
            self.read_button.setObjectName("journalReadAloud")
            self.read_button.setToolTip(tr("Read this section aloud (Ctrl+R); press again to stop"))
            self.read_button.setCheckable(True)  # checked while speaking: the state a screen reader announces
            self.read_button.clicked.connect(self.read_aloud)
            nav.addWidget(self.read_button)
            self.speaker.state_changed.connect(self._show_speech_state)
            self.speaker.note_changed.connect(self._show_speech_note)
            self.read_action = QAction(tr("Read aloud"), self)
            self.read_action.setShortcut(QKeySequence("Ctrl+R"))
            self.read_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.read_action.triggered.connect(self.read_aloud)
            self.addAction(self.read_action)
        layout.addLayout(nav)
        self._nav = nav
        #: the second row of the navigation: Story so far (and Read aloud) when the first row is too narrow for them
        self._nav_more = QHBoxLayout()
        layout.addLayout(self._nav_more)
        #: what read-aloud has to say for itself (unavailable, no audio output), under the buttons
        self.speech_note = QLabel()
        self.speech_note.setObjectName("journalSpeechNote")
        self.speech_note.setWordWrap(True)
        self.speech_note.setProperty("role", "muted")
        self.speech_note.hide()
        layout.addWidget(self.speech_note)

        self.text = ProseBrowser()
        self.text.setObjectName("journalText")
        self.text.setAccessibleName(tr("Journal section"))
        self.text.fit_to_content = True
        layout.addWidget(self.text, 1)

        self.history_note = QLabel()
        self.history_note.setObjectName("journalHistoryNote")
        self.history_note.setWordWrap(True)
        self.history_note.setProperty("role", "muted")
        self.history_note.hide()
        layout.addWidget(self.history_note)
        self.options_holder = QWidget()
        self.options_holder.setObjectName("journalOptions")
        self.options_box = QVBoxLayout(self.options_holder)
        self.options_box.setContentsMargins(0, 0, 0, 0)
        self.options_box.setSpacing(4)
        layout.addWidget(self.options_holder)
        # at a large Text size the options scroll in a part of the panel, so the page keeps lines of its own
        # (issue 28: at 24 pt on 1280 x 800 the page showed about two lines above four options)
        self.options_area = QScrollArea()
        self.options_area.setObjectName("journalOptionsArea")
        self.options_area.setWidgetResizable(True)
        self.options_area.setFrameShape(QFrame.Shape.NoFrame)
        self.options_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.options_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no empty focus stop: the options take it
        self.options_area.hide()
        layout.addWidget(self.options_area)
        self.footer = QVBoxLayout()
        layout.addLayout(self.footer)
        layout.addStretch(0)

        #: Opens the Story so far from anywhere on the table (the table adds this action to itself).
        self.story_action = QAction(tr("Story so far"), self)
        self.story_action.setShortcut(QKeySequence("Ctrl+Shift+J"))
        self.story_action.triggered.connect(self.show_story)
        history_keys = ((QKeySequence.StandardKey.Back, self.back), (QKeySequence.StandardKey.Forward, self.forward))
        for keys, slot in history_keys:
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setWhatsThis(tr("Back or forward through what was read"))  # the shortcuts sheet (issue 26)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        for number in range(1, 10):
            shortcut = QShortcut(QKeySequence(str(number)), self)
            shortcut.setWhatsThis(tr("Choose the option with that number"))
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda n=number: self._press_option(n))

        if session is not None:
            self._record(session.events)
            session.events_added.connect(self._record)

    # ---------------------------------------------------------------- the reading, from events

    def _record(self, events: list[Event]) -> None:
        """Follow the reading from the session's events: sections read, choices, effects (in order).

        The engine pays an option's costs before it emits ``OptionChosen``, so effect events are held until
        the next journal event of the same batch says whom they belong to.
        """
        held: list[str] = []
        for event in events:
            if event.kind == "OptionChosen" and self.pages and not self.ended:
                self.pages[-1].chosen = event.text
                self.closing_notes = held
                held = []
                self._collect_after = True
                continue
            if event.kind in ("SectionRead", "ExplorationEnded"):
                self._flush(held)
                held = []
            if event.kind == "SectionRead":
                section = str(event.get("section", ""))
                arrived_by, before = "", []
                if self.pages and not self.ended:
                    arrived_by, before = self.pages[-1].chosen, list(self.closing_notes)
                else:
                    self.pages = []
                self.ended = False
                self.closing_notes = []
                self._collect_after = False
                self.pages.append(Page(section, arrived_by, before))
                self.index = len(self.pages) - 1
            elif event.kind == "ExplorationEnded" and self.pages:
                self.ended = True
                self.kind = str(event.get("kind", self.kind))
                self.index = len(self.pages) - 1
            elif self.pages and not self.ended:
                line = effect_line(event)
                if line:
                    held.append(line)
        self._flush(held)
        if self.session is not None and only_way_on(self.session.game) is not None:
            QTimer.singleShot(0, self._read_on)  # once this page is shown, not inside the session's signal

    def _read_on(self) -> None:
        """A Dream's lone "Sleep." is taken for the player (issue 23): the night reads straight on, and the next
        page does not call it "your choice"."""
        if self.session is None:
            return
        before = len(self.pages)
        if self.session.read_on() and len(self.pages) > before > 0:
            page = self.pages[before]
            page.on_read[0:0] = page.before
            page.arrived_by, page.before = "", []
            self.pages[before - 1].chosen = ""
            self._render()

    def _flush(self, lines: list[str]) -> None:
        if not lines or not self.pages or self.ended:
            return
        (self.closing_notes if self._collect_after else self.pages[-1].on_read).extend(lines)

    def _sync_pages(self) -> None:
        """Match the pages to ``state.exploration.read`` (a save loaded mid-reading has no events for them)."""
        if self.session is None:
            return
        ex = self.session.game.state.exploration
        if ex is None:
            return
        self.kind = ex.kind
        if [p.section for p in self.pages] != list(ex.read) or self.ended:
            known = {p.section: p for p in self.pages} if not self.ended else {}
            self.pages = [known.get(s) or Page(s) for s in ex.read]
            self.ended = False
            self.index = len(self.pages) - 1

    # ---------------------------------------------------------------- showing

    def show_current(self) -> None:
        """Show the section being read now, at the end of this reading's history, with its options."""
        self._sync_pages()
        self.index = max(len(self.pages) - 1, 0)
        self._render()

    def show_closing(self) -> None:
        """Show the last section of a reading that has just ended ("Exploration ends"), without options."""
        self.index = max(len(self.pages) - 1, 0)
        self._render()

    def back(self) -> None:
        """The previous section of this reading (reading only; choices stay made)."""
        if self.index > 0:
            self.index -= 1
            self._render()

    def forward(self) -> None:
        if self.index < len(self.pages) - 1:
            self.index += 1
            self._render()

    def at_current(self) -> bool:
        return self.index >= len(self.pages) - 1

    def set_text_size(self, size: int) -> None:
        """Follow the text-size setting (points of the interface; the prose is set 3 points larger)."""
        self.text_size = size
        if self.pages:
            self._render()
        self._fit_options()

    def _render(self) -> None:
        if not self.pages or self.session is None:
            return
        catalog = self.session.catalog
        page = self.pages[self.index]
        section = catalog.journal.get(page.section)
        live = self.at_current() and not self.ended and self.session.game.state.exploration is not None
        self._render_header(page.section)
        parts = []
        if live and page.chosen:
            # chosen here, the story not yet on (a fight, a decision first): the choice just made, never the one
            # before it (newcomer 8)
            parts.append(note_box(tr("Your choice"), [f"“{page.chosen}”", *self.closing_notes], self.glossary))
        elif page.arrived_by or page.before:
            lines = ([f"“{page.arrived_by}”"] if page.arrived_by else []) + page.before
            parts.append(note_box(tr("Your choice"), lines, self.glossary))
        title = section.title if section is not None else page.section
        parts.append(f"<h1>{html.escape(smart_quotes(title))}</h1>")
        where = section.location if section is not None and section.location is not None else None
        name = catalog.locations[where].name if where in catalog.locations else ""
        if name and name != title:  # the place, never the section's number ("§ 101.16" meant nothing to a newcomer)
            parts.append(f'<p class="place">{html.escape(name)}</p>')
        if section is not None:
            parts.append(prose_html(section_text(self.session.game, section), self.glossary))
        groups = [(tr("As you read"), page.on_read)]
        if self.ended and self.at_current():
            lines = ([tr("You chose: “{option}”").format(option=unmarked(page.chosen))] if page.chosen else []) + (
                self.closing_notes or [tr(NOTHING_CHANGES)] if page.chosen else self.closing_notes
            )
            ending = tr(ENDINGS[self.kind]) if self.kind in ENDINGS else tr("Exploration ends")
            groups.append((ending, lines or [tr("The reading is over.")]))
        parts.append(notes_box(groups, self.glossary))
        self.text.set_page("".join(parts), self.text_size + 3, self.glossary)
        self._render_options(live, page)
        self._describe_page(smart_quotes(title), name if name != title else "")
        self.back_button.setEnabled(self.index > 0)
        self.forward_button.setEnabled(self.index < len(self.pages) - 1)
        self.position_label.setText(tr("{value} of {value2}").format(value=self.index + 1, value2=len(self.pages)))
        self.position_label.setToolTip(tr("Sections read in this reading"))

    def _describe_page(self, title: str, place: str) -> None:
        """What a screen reader says of the page before its text (issue 28: the AT-SPI read gave only "Journal
        section" and then the raw text, heading and prose run together): the section, where it is read, how
        far into the reading, and how many choices follow it."""
        said = tr("Section “{title}”").format(title=title)
        if place:
            said += ", " + place
        said += "; " + tr("{value} of {value2} read in this reading").format(
            value=self.index + 1, value2=len(self.pages)
        )
        if self.option_buttons:
            said += "; " + tr("%n choice(s) follow it", n=len(self.option_buttons))
        self.text.setAccessibleDescription(said + ".")

    def _render_header(self, section_id: str) -> None:
        assert self.session is not None
        catalog = self.session.catalog
        label = tr(KIND_LABELS[self.kind]) if self.kind in KIND_LABELS else self.kind.capitalize()
        place = place_of(catalog, section_id)
        self.kind_label.setText(f"{label} · {place}" if place else label)
        self.kind_label.setStyleSheet(
            f'font-family: "{READING_FAMILY}"; font-size: {self.text_size + 4}pt; '
            f"color: {theme_colour('heading', '#e6c77f')}; font-variant: small-caps;"
        )
        ex = self.session.game.state.exploration
        party = list(ex.party) if ex is not None else []
        reader = ex.character if ex is not None else None
        names = []
        for c in party:
            d = catalog.characters.get(c)
            colour = d.colour if d is not None else "#ccc"
            mark = tr(" (reads)") if c == reader and len(party) > 1 else ""
            names.append(f'<span style="color:{colour}">■</span> {html.escape(character_name(catalog, c))}{mark}')
        if not names:
            self.party_label.setText("")
        else:
            joined = " · ".join(names)
            words = tr("Party: {names}") if len(names) > 1 else tr("Read by {names}")
            self.party_label.setText(words.format(names=joined))

    def _render_options(self, live: bool, page: Page) -> None:
        clear_layout(self.options_box)
        self.option_buttons = []
        if not live:
            if self.ended and self.at_current():
                self.history_note.hide()
            else:
                made = tr("You chose “{option}” here.").format(option=page.chosen) + " " if page.chosen else ""
                self.history_note.setText(
                    tr(
                        "{made}Reading back: choices stay made. Forward (Alt+Right) returns to the current section."
                    ).format(made=made)
                )
                self.history_note.show()
            return
        self.history_note.hide()
        assert self.session is not None
        views = option_views(
            self.session.game, self.session.catalog, self.session.legal_actions(), self.session.why_not
        )
        # Shown options are numbered 1, 2, 3… as seen (hidden secret ones leave no gap); keys follow the labels.
        for shown, view in enumerate((v for v in views if not v.hidden), start=1):
            self.options_box.addWidget(self._option_button(view, shown))
        self._fit_options()

    def _fit_options(self) -> None:
        """Above :data:`LARGE_TEXT` points the options sit in a scroll area at most :data:`OPTIONS_SHARE` of the
        panel tall (as tall as they need when they fit); at the usual sizes they stand whole under the page."""
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        holder, area = self.options_holder, self.options_area
        large = self.text_size > LARGE_TEXT
        inside = area.widget() is holder
        if large and not inside:
            layout.removeWidget(holder)
            area.setWidget(holder)
            area.show()
        elif not large and inside:
            area.takeWidget()
            layout.insertWidget(layout.indexOf(area), holder)
            area.hide()
        self._fit_nav()
        if not large:
            return
        width = max(area.viewport().width(), self.width() - 28, 100)
        whole = holder.heightForWidth(width) if holder.hasHeightForWidth() else holder.sizeHint().height()
        tall = max(min(whole, int(self.height() * OPTIONS_SHARE)), 0)
        if area.height() != tall or area.minimumHeight() != tall:
            area.setFixedHeight(tall)

    def _fit_nav(self) -> None:
        """Story so far and Read aloud on a second row where one row would cut the navigation's buttons (issue 28:
        at 24 pt "Bisherige Geschichte" and "Zurück" were cut at their ends)."""
        extra = [w for w in (self.story_button, self.read_button) if w is not None]
        first = [self.back_button, self.forward_button, self.position_label, *extra]
        margins = self.layout().contentsMargins()  # type: ignore[union-attr]
        room = self.width() - margins.left() - margins.right()
        need = sum(w.sizeHint().width() for w in first) + self._nav.spacing() * (len(first) - 1)
        below = self.width() > 100 and need > room
        if below == (self._nav_more.indexOf(self.story_button) >= 0):
            return
        for widget in extra:
            (self._nav if below else self._nav_more).removeWidget(widget)
            (self._nav_more if below else self._nav).addWidget(widget)
        if below:
            self._nav_more.addStretch(1)
        else:
            while self._nav_more.count():
                self._nav_more.takeAt(0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.text_size > LARGE_TEXT:
            self._fit_options()
        else:
            self._fit_nav()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QWidget) and self.options_area.isVisible():
            self.options_area.ensureWidgetVisible(watched)  # the option the keyboard reached is in sight
        return super().eventFilter(watched, event)

    def _option_button(self, view: OptionView, shown: int) -> QPushButton:
        notes = []
        if view.costs:
            notes.append(tr("Costs {costs}").format(costs=view.costs))
        if view.moves:
            notes.append(tr("Also: {effects}").format(effects=view.moves))
        if not view.enabled:
            notes.append(tr("Not available: {why}").format(why=view.reason))
        button = OptionButton(f"{shown}.  {smart_quotes(view.text)}", " · ".join(notes), self.text_size)
        button.setObjectName(f"option{view.number}")
        button.setProperty("shown_number", shown)
        button.installEventFilter(self)  # scrolled into sight when it takes the keyboard (:meth:`eventFilter`)
        button.setEnabled(view.enabled)
        button.setToolTip(" · ".join(notes) if notes else tr("Choose this option (or press its number)"))
        if view.enabled:
            button.clicked.connect(lambda _=False, n=view.number: self.chosen.emit(f"choose {n}"))
        self.option_buttons.append(button)
        return button

    def _press_option(self, number: int) -> None:
        for button in self.option_buttons:
            if button.property("shown_number") == number and button.isEnabled() and button.isVisible():
                button.click()
                return

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """1–9 choose the shown option of that number (also a shortcut; this covers an inactive window)."""
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self._press_option(key - Qt.Key.Key_1 + 1)
            return
        super().keyPressEvent(event)

    def add_footer(self, widget: QWidget) -> None:
        """Put ``widget`` below the options (the table's "Exploration ends" button)."""
        self.footer.addWidget(widget)

    # ---------------------------------------------------------------- story so far, read aloud

    def show_story(self) -> StoryDialog | None:
        """Open the Story so far (non-modal), scrolled to the latest section; returns the dialog."""
        if self.session is None:
            return None
        state = self.session.game.state
        ex = state.exploration
        entries = story_so_far(
            self.session.events, self.session.catalog, list(ex.read) if ex else [], ex.kind if ex else "explore"
        )
        loaded = any(e.kind == "CampaignLoaded" for e in self.session.events)
        if self.story is not None:
            self.story.close()
            self.story.deleteLater()
        self.story = StoryDialog(
            entries,
            self.session.catalog,
            self.glossary,
            self.text_size,
            tr(STORY_NOTE) if loaded else "",
            self.window(),
            game=self.session.game,
        )
        self.story.show()
        self.story.scroll_to_end()
        return self.story

    def reading_text(self) -> str:
        """What read-aloud says: the title, the prose and the options that can be chosen or are shown."""
        if not self.pages or self.session is None:
            return ""
        page = self.pages[self.index]
        section = self.session.catalog.journal.get(page.section)
        if section is None:
            return ""
        parts = [section.title + ".", plain_text(section_text(self.session.game, section))]
        for button in self.option_buttons:
            if button.isEnabled():
                parts.append(tr("Option {option}").format(option=button.text().replace(".  ", ": ", 1)))
        return "\n\n".join(parts)

    def read_aloud(self) -> None:
        """Read the section aloud with the voice and rate from Settings; a second press stops."""
        if self.speaker is None:
            return
        if self.speaker.state in ("speaking", "starting"):
            self.speaker.stop()
            self._show_speech_state(self.speaker.state)
            return
        prefs = load_preferences()
        self.speaker.configure(prefs.speech_voice, prefs.speech_rate)
        self.speaker.say(self.reading_text())  # returns at once: the engine runs on its own thread
        self._show_speech_state(self.speaker.state)

    def _show_speech_state(self, state: str) -> None:
        """The read-aloud button says what speech is doing (issue 28: its label never changed)."""
        button = self.read_button
        if button is None:
            return
        label, tip = (tr(t) for t in SPEECH_LABELS.get(state, SPEECH_LABELS["idle"]))
        button.setText(label)
        button.setToolTip(tip)
        button.setAccessibleDescription(tip)
        button.setChecked(state in ("speaking", "starting"))

    def _show_speech_note(self, note: str) -> None:
        self.speech_note.setText(note)
        self.speech_note.setVisible(bool(note))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._hook_preferences()

    def _hook_preferences(self) -> None:
        """Follow the text-size setting live when the main window announces changed preferences."""
        if self._prefs_hooked:
            return
        signal: Any = getattr(self.window(), "preferences_changed", None)
        if signal is not None and hasattr(signal, "connect"):
            signal.connect(lambda prefs: self.set_text_size(int(prefs.text_size)))
            self._prefs_hooked = True
