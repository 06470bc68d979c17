"""The "Story so far": every journal section read in the campaign, typeset as one continuous book.

Built from :func:`grail_desktop.app.journal_view.story_so_far` (the session's event log plus the reading in
progress). Each reading (an exploration, a Dream, an Event) starts a chapter headed by its day and place; each
section shows its title, its prose, the effects it had and the choice made there.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from grail_desktop.app.glossary import Glossary
from grail_desktop.app.journal_view import KIND_LABELS, StoryEntry
from grail_desktop.app.world_text import section_text
from grail_desktop.engine.defs import Catalog
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.prose import ProseBrowser, notes_box, prose_html, smart_quotes
from grail_desktop.ui.widgets import fit_over


def story_html(entries: list[StoryEntry], catalog: Catalog, glossary: Glossary | None, game: Any = None) -> str:
    """The whole story as HTML (empty campaigns get one explanatory line)."""
    if not entries:
        return "<p><i>{}</i></p>".format(
            tr("Nothing has been read yet. Explore a location to open the Exploration Journal.")
        )
    parts = ["<h1>{}</h1>".format(tr("The Story so Far"))]
    for entry in entries:
        if entry.first_of_reading:
            where = f" · {html.escape(entry.place)}" if entry.place else ""
            parts.append(
                f'<p class="fleuron" align="center">❦</p>'
                f'<p class="place">{tr("Day {day}").format(day=entry.day)} · '
                f"{html.escape(tr(KIND_LABELS[entry.kind]) if entry.kind in KIND_LABELS else entry.kind)}"
                f"{where}</p>"
            )
        section = catalog.journal.get(entry.section)
        parts.append(f"<h2>{html.escape(smart_quotes(entry.title))}</h2>")
        if section is not None:
            parts.append(prose_html(section_text(game, section), glossary))
        chosen = [f"“{entry.chosen}”", *entry.after] if entry.chosen else []
        parts.append(notes_box([(tr("As you read"), list(entry.effects)), (tr("You chose"), chosen)], glossary))
    return "".join(parts)


class StoryDialog(QDialog):
    """A reading window over :func:`story_html`; opens scrolled to the latest section."""

    def __init__(
        self,
        entries: list[StoryEntry],
        catalog: Catalog,
        glossary: Glossary | None,
        text_size: int,
        note: str = "",
        parent: QWidget | None = None,
        game: Any = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Story so far"))
        self.setObjectName("storyDialog")
        self.entries = entries
        layout = QVBoxLayout(self)
        self.browser = ProseBrowser()
        self.browser.setObjectName("storyText")
        self.browser.setAccessibleName(tr("Story so far"))
        self.browser.set_page(story_html(entries, catalog, glossary, game), text_size + 2, glossary)
        layout.addWidget(self.browser, 1)
        if note:
            label = QLabel(note)
            label.setWordWrap(True)
            label.setProperty("role", "muted")
            layout.addWidget(label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_over(self, 880, 760)

    def scroll_to_end(self) -> None:
        bar = self.browser.verticalScrollBar()
        bar.setValue(bar.maximum())
