"""The rules reference (Help → Rules reference, F1; issue 26): searchable, linked, every rule's source shown.

Left, a search field and the rules by chapter (each marked: from the rule documents, decided for this edition, or
both); right, the chosen rule with its source, its glossary words as links and the glossary's word on each. A
glossary link (``term:<Term>``) shows the term's explanation and the rule it belongs to (``rule:<anchor>``).
:meth:`RulesDialog.open_at` opens at a rule, :meth:`RulesDialog.open_term` at a glossary term.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.glossary import RULES_TERMS, Glossary
from grail_desktop.app.rules_index import BOTH, EDITION, RuleEntry, RulesIndex, rules_index
from grail_desktop.ui.i18n import tr

#: A short mark per source, shown beside each rule in the list.
SOURCE_MARKS = {"documents": "◆", EDITION: "◇", BOTH: "◆◇"}
_ANCHOR = Qt.ItemDataRole.UserRole


def rule_html(entry: RuleEntry, glossary: Glossary) -> str:
    """One rule as rich text: heading, source, then the text with glossary words as ``term:`` links."""
    seen: set[str] = set()
    paragraphs = [f"<p>{_inline(p, glossary, seen)}</p>" for p in _paragraphs(entry.text)]
    return (
        f"<h2>{html.escape(entry.title)}</h2>"
        f"<p><i>{html.escape(entry.chapter)} · {html.escape(entry.source_label)}</i></p>" + "".join(paragraphs)
    )


def _paragraphs(text: str) -> list[str]:
    """Markdown paragraphs: blank lines part them, and each numbered step or ``-`` item starts its own; wrapped
    lines join the line before."""
    out: list[str] = []
    joining = False
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            joining = False
        elif joining and not re.match(r"^(\d+\.|- )", line):
            out[-1] += " " + line
        else:
            out.append(line.removeprefix("- "))
            joining = True
    return out or [text]


def _inline(text: str, glossary: Glossary, seen: set[str]) -> str:
    """Markdown's **bold**, *italic* and `code` on escaped text with glossary links (outside code spans)."""
    out: list[str] = []
    for i, part in enumerate(re.split(r"(`[^`]*`)", text)):
        if i % 2:
            out.append(f"<code>{html.escape(part.strip('`'))}</code>")
            continue
        last, pieces = 0, []
        for start, end, term in glossary.find(part, seen):
            pieces.append(html.escape(part[last:start]))
            pieces.append(f'<a href="term:{html.escape(term, quote=True)}">{html.escape(part[start:end])}</a>')
            last = end
        pieces.append(html.escape(part[last:]))
        out.append("".join(pieces))
    joined = "".join(out)
    joined = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", joined)
    return re.sub(r"(?<![*\w])\*([^*]+)\*(?!\w)", r"<i>\1</i>", joined)


class RulesDialog(QDialog):
    """The reference. ``browser`` shows the chosen rule; ``search`` filters ``tree``; ``index`` holds the rules."""

    def __init__(
        self, parent: QWidget | None = None, glossary: Glossary | None = None, index: RulesIndex | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Rules reference"))
        self.setObjectName("rulesDialog")
        self.index = rules_index() if index is None else index
        self.glossary = glossary if glossary is not None else Glossary(RULES_TERMS)
        self.search = QLineEdit()
        self.search.setObjectName("rulesSearch")
        self.search.setPlaceholderText(tr("Search the rules"))
        self.search.setToolTip(tr("Search the rules by any word, e.g. Exhausted, Menhir, escape"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(tr("Search the rules"))
        self.count = QLabel()
        self.count.setProperty("role", "muted")
        self.tree = QTreeWidget()
        self.tree.setObjectName("rulesTree")
        self.tree.setHeaderLabels([tr("Rule"), tr("From")])
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.setAccessibleName(tr("Rules by chapter"))
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenLinks(False)
        self.browser.document().setDefaultStyleSheet(
            "a { color: #e6c77f; } h1, h2, h3 { color: #e6c77f; } code { color: #d9cfb6; }"
        )
        self.browser.anchorClicked.connect(self._on_link)
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.search)
        column.addWidget(self.count)
        column.addWidget(self.tree, 1)
        legend = QLabel(tr("◆ from the printed rules\n◇ decided for this edition, where the printed rules say nothing"))
        legend.setWordWrap(True)
        legend.setProperty("role", "muted")
        column.addWidget(legend)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(self.browser)
        split.setSizes([360, 540])
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        foot = QHBoxLayout()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        foot.addWidget(buttons)
        layout.addLayout(foot)
        self._items: dict[str, QTreeWidgetItem] = {}
        self._fill()
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self._first_match)
        self.tree.currentItemChanged.connect(self._on_current)
        self.resize(900, 640)
        if self.index.entries:
            self.open_at(self.index.entries[0].anchor)
        else:
            self.browser.setPlainText(tr("Rules reference\n\nThe rules reference is not part of this build."))

    def _fill(self) -> None:
        chapters: dict[str, QTreeWidgetItem] = {}
        for entry in self.index.entries:
            parent = chapters.get(entry.chapter)
            if parent is None:
                parent = QTreeWidgetItem(self.tree, [entry.chapter, ""])
                parent.setFlags(Qt.ItemFlag.ItemIsEnabled)
                chapters[entry.chapter] = parent
            item = QTreeWidgetItem(parent, [entry.title, SOURCE_MARKS[entry.source]])
            item.setData(0, _ANCHOR, entry.anchor)
            item.setToolTip(0, f"{entry.title}: {entry.source_label}")
            item.setToolTip(1, entry.source_label)
            self._items[entry.anchor] = item
        self.tree.expandAll()
        self._filter("")

    def _filter(self, query: str) -> None:
        shown = {e.anchor for e in self.index.search(query)}
        for anchor, item in self._items.items():
            item.setHidden(anchor not in shown)
        for i in range(self.tree.topLevelItemCount()):
            chapter = self.tree.topLevelItem(i)
            if chapter is not None:
                kids = [chapter.child(j) for j in range(chapter.childCount())]
                chapter.setHidden(all(k is None or k.isHidden() for k in kids))
        total = len(self.index.entries)
        self.count.setText(
            tr("{value} of {total} rules").format(value=len(shown), total=total)
            if query.strip()
            else tr("{total} rules").format(total=total)
        )
        current = self.tree.currentItem()
        if query.strip() and shown and (current is None or current.isHidden()):
            self._first_match()

    def _first_match(self) -> None:
        found = self.index.search(self.search.text())
        if found:
            self.open_at(found[0].anchor)

    def visible_rules(self) -> list[str]:
        """Titles of the rules the list shows now (after the search)."""
        return [self.index.get(a).title for a, item in self._items.items() if not item.isHidden()]  # type: ignore[union-attr]

    def current_rule(self) -> RuleEntry | None:
        """The rule on show."""
        item = self.tree.currentItem()
        anchor = item.data(0, _ANCHOR) if item is not None else None
        return self.index.get(anchor) if isinstance(anchor, str) else None

    def _on_current(self, item: QTreeWidgetItem | None, _previous: object = None) -> None:
        anchor = item.data(0, _ANCHOR) if item is not None else None
        entry = self.index.get(anchor) if isinstance(anchor, str) else None
        if entry is not None:
            self.browser.setHtml(rule_html(entry, self.glossary))

    def open_at(self, anchor: str) -> None:
        """Show the rule ``anchor`` (selected in the list, which scrolls to it)."""
        item = self._items.get(anchor)
        if item is None:
            return
        item.setHidden(False)
        self.tree.setCurrentItem(item)
        self.tree.scrollToItem(item)
        self._on_current(item)

    def open_screen(self, screen: str) -> None:
        """Open at the rule that fits ``screen`` (``start``, ``map``, ``journal``, ``encounter``, ``day``)."""
        entry = self.index.for_screen(screen)
        if entry is not None:
            self.open_at(entry.anchor)

    def open_term(self, term: str) -> None:
        """Show glossary ``term``: its explanation, then the rule it belongs to."""
        rule = self.index.rule_for(term)
        if rule is not None:
            self.open_at(rule.anchor)
        gloss = self.glossary.lookup(term) or ""
        head = f'<p style="background:#2b2f31; padding:6px"><b>{html.escape(term)}</b>: {html.escape(gloss)}</p>'
        body = rule_html(rule, self.glossary) if rule is not None else "<p>{}</p>".format(tr("No rule names it."))
        self.browser.setHtml(head + body)

    def _on_link(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("term:"):
            self.open_term(text.removeprefix("term:"))
        elif text.startswith("rule:"):
            self.open_at(text.removeprefix("rule:"))
