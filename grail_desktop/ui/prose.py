"""Typeset journal prose: paragraphs, emphasis and glossary terms as HTML, in a browser with a book's measure.

:func:`prose_html` turns content text (blank line = paragraph, ``*x*`` = emphasis; docs/content-format.md
"Text") into HTML whose glossary terms are ``term:`` links. :class:`ProseBrowser` shows it on parchment,
keeps the line length near :data:`MEASURE` characters whatever the panel's width, underlines terms with a
dotted line and shows their explanation as a tooltip (hover, or click / Enter for keyboard users).
"""

from __future__ import annotations

import html
import re
from urllib.parse import quote, unquote

from PySide6.QtCore import QEvent, QPoint, QUrl
from PySide6.QtGui import QColor, QCursor, QFontMetricsF, QHelpEvent, QResizeEvent, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QTextBrowser, QToolTip, QWidget

from grail_desktop.app.glossary import Glossary
from grail_desktop.ui.fonts import READING_FAMILY, reading_font

#: Target line length in characters (a comfortable book measure is 60–75).
MEASURE = 68
INK = "#2b2218"
PAPER = "#efe5cc"
RUBRIC = "#7a2e1c"
MUTED_INK = "#6d5d45"
NOTE_PAPER = "#e3d5b3"

_EMPHASIS = re.compile(r"\*(.+?)\*")
#: A line of ordinary prose, to measure the average character width of running text.
_SAMPLE = "The stone stands on the green, and its fire gutters; “Sit,” she says, without looking round."


def _terms_html(text: str, glossary: Glossary | None, seen: set[str]) -> str:
    """Escape ``text``; wrap the first occurrence of each glossary term in a ``term:`` link."""
    if glossary is None:
        return html.escape(text)
    out, last = [], 0
    for start, end, term in glossary.find(text, seen):
        out.append(html.escape(text[last:start]))
        out.append(f'<a href="term:{quote(term)}">{html.escape(text[start:end])}</a>')
        last = end
    out.append(html.escape(text[last:]))
    return "".join(out)


def inline_html(text: str, glossary: Glossary | None, seen: set[str]) -> str:
    """One paragraph's inline HTML: ``*emphasis*`` in italics, glossary terms linked."""
    parts, last = [], 0
    for match in _EMPHASIS.finditer(text):
        parts.append(_terms_html(text[last : match.start()], glossary, seen))
        parts.append(f"<i>{_terms_html(match.group(1), glossary, seen)}</i>")
        last = match.end()
    parts.append(_terms_html(text[last:], glossary, seen))
    return "".join(parts)


_OPEN_DOUBLE = re.compile(r'(^|[\s(\[—–-])"')
_OPEN_SINGLE = re.compile(r"(^|[\s(\[—–\"“])'")


def smart_quotes(text: str) -> str:
    """Typographic quotes: ``"so," he said`` → ``“so,” he said``; apostrophes become ``’``."""
    text = _OPEN_DOUBLE.sub(lambda m: m.group(1) + "“", text).replace('"', "”")
    return _OPEN_SINGLE.sub(lambda m: m.group(1) + "‘", text).replace("'", "’")


def paragraphs(text: str) -> list[str]:
    """Content text split into paragraphs (a blank line starts one; single newlines are spaces), with
    typographic quotes."""
    return [smart_quotes(" ".join(p.split())) for p in re.split(r"\n\s*\n", text.strip()) if p.strip()]


def prose_html(text: str, glossary: Glossary | None = None, seen: set[str] | None = None) -> str:
    """Content prose as ``<p>`` paragraphs (module docstring)."""
    seen = set() if seen is None else seen
    return "".join(f"<p>{inline_html(p, glossary, seen)}</p>" for p in paragraphs(text))


def plain_text(text: str) -> str:
    """Content prose without markup, for reading aloud."""
    return "\n\n".join(_EMPHASIS.sub(r"\1", p) for p in paragraphs(text))


def document_css(size: int) -> str:
    """The reading stylesheet at body ``size`` points (line height 150%, headings in the reading font).

    Qt's rich text takes margins in px only, so spacing is derived from the size in points (1pt ≈ 1.33px).
    """
    em = round(size * 4 / 3)
    small = max(size - 1, 9)
    return f"""
    body {{ font-family: '{READING_FAMILY}'; font-size: {size}pt; color: {INK}; }}
    p {{ margin-top: 0px; margin-bottom: {round(em * 0.8)}px; line-height: 150%; }}
    h1 {{ font-family: '{READING_FAMILY}'; font-size: {round(size * 1.75)}pt; font-weight: 600; color: {RUBRIC};
          margin-top: 0px; margin-bottom: 0px; }}
    h2 {{ font-family: '{READING_FAMILY}'; font-size: {round(size * 1.3)}pt; font-weight: 600; color: {RUBRIC};
          margin-top: {em}px; margin-bottom: {em // 3}px; }}
    p.place {{ font-variant: small-caps; color: {MUTED_INK}; font-size: {small}pt; letter-spacing: 1px;
               margin-bottom: {em}px; line-height: 120%; }}
    p.note {{ color: {INK}; font-size: {small}pt; margin-bottom: 2px; line-height: 130%; }}
    p.label {{ font-variant: small-caps; color: {RUBRIC}; font-size: {max(size - 2, 9)}pt; letter-spacing: 1px;
               margin-top: 4px; margin-bottom: 3px; line-height: 110%; }}
    p.fleuron {{ color: {RUBRIC}; margin-top: {em}px; margin-bottom: {em // 2}px; }}
    a {{ color: {INK}; text-decoration: none; }}
    """


def note_box(label: str, lines: list[str], glossary: Glossary | None = None) -> str:
    """A tinted aside (effects announced, the choice made) as an HTML table the rich-text engine can shade."""
    return notes_box([(label, lines)], glossary)


def notes_box(groups: list[tuple[str, list[str]]], glossary: Glossary | None = None) -> str:
    """One tinted aside holding several labelled groups of lines; empty groups are left out ("" if all are)."""
    seen: set[str] = set()
    body = "".join(
        f'<p class="label">{html.escape(label)}</p>'
        + "".join(f'<p class="note">{inline_html(line, glossary, seen)}</p>' for line in lines)
        for label, lines in groups
        if lines
    )
    if not body:
        return ""
    return (
        f'<table width="100%" cellspacing="0" cellpadding="10" style="background-color: {NOTE_PAPER}; '
        f'margin-top: 6px; margin-bottom: 16px;"><tr><td>{body}</td></tr></table>'
    )


class ProseBrowser(QTextBrowser):
    """A read-only parchment page with glossary tooltips and a measure near :data:`MEASURE` characters."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.glossary: Glossary | None = None
        self.size_pt = 14
        #: When set, the page is no taller than its text, so what follows (the options) sits right under it.
        self.fit_to_content = False
        self.setStyleSheet(
            f"QTextBrowser {{ background: {PAPER}; color: {INK}; border: 1px solid #8c7a55; "
            "border-radius: 4px; padding: 0; }"
        )
        self.anchorClicked.connect(self._show_term_at_cursor)
        # The pointer on a term shows its tip at once, as the coach's rule words do: Qt's own ToolTip event
        # comes only while the window is the active one (newcomer 8 hovered the journal and saw nothing).
        self.highlighted.connect(self._show_term_hovered)

    def set_page(self, body_html: str, size: int, glossary: Glossary | None) -> None:
        """Show ``body_html`` at ``size`` points; terms get a dotted underline and tooltips from ``glossary``."""
        self.glossary = glossary
        self.size_pt = size
        doc = self.document()
        doc.setDefaultFont(reading_font(size))
        doc.setDefaultStyleSheet(document_css(size))
        doc.setDocumentMargin(0)
        self.setHtml(f"<body>{body_html}</body>")
        self._style_terms()
        self._apply_measure()
        self._fit()
        self.verticalScrollBar().setValue(0)

    def term_at(self, pos: QPoint) -> str | None:
        """The glossary term under viewport position ``pos``, if any."""
        href = self.anchorAt(pos)
        return unquote(href[5:]) if href.startswith("term:") else None

    def tooltip_for(self, term: str) -> str:
        """The tooltip text of ``term``: its name in bold, then the explanation."""
        text = self.glossary.lookup(term) if self.glossary is not None else None
        return f"<b>{html.escape(term)}</b><br/>{html.escape(text)}" if text else ""

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            term = self.term_at(event.pos())
            tip = self.tooltip_for(term) if term else ""
            if tip:
                QToolTip.showText(event.globalPos(), tip, self.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().viewportEvent(event)

    def _show_term_hovered(self, url: QUrl) -> None:
        text = url.toString()
        tip = self.tooltip_for(unquote(text[5:])) if text.startswith("term:") else ""
        if tip:
            QToolTip.showText(QCursor.pos(), tip, self.viewport())
        else:
            QToolTip.hideText()

    def _show_term_at_cursor(self, url: QUrl) -> None:
        text = url.toString()
        if not text.startswith("term:"):
            return
        tip = self.tooltip_for(unquote(text[5:]))
        rect = self.cursorRect(self.textCursor())
        QToolTip.showText(self.viewport().mapToGlobal(rect.bottomLeft()), tip, self.viewport())

    def _style_terms(self) -> None:
        """Dotted underline for glossary links (CSS in Qt's rich text has no dotted underline)."""
        doc = self.document()
        block = doc.begin()
        fmt = QTextCharFormat()
        fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.DotLine)
        fmt.setUnderlineColor(QColor(RUBRIC))
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                if fragment.isValid() and fragment.charFormat().anchorHref().startswith("term:"):
                    cursor = QTextCursor(doc)
                    cursor.setPosition(fragment.position())
                    cursor.setPosition(fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor)
                    cursor.mergeCharFormat(fmt)
                it += 1
            block = block.next()

    def measure_width(self) -> float:
        """The text column width in pixels for :data:`MEASURE` characters of the reading font."""
        # The font's own average (OS/2 xAvgCharWidth) counts capitals and wide glyphs; prose is mostly lowercase.
        return QFontMetricsF(reading_font(self.size_pt)).horizontalAdvance(_SAMPLE) / len(_SAMPLE) * MEASURE

    def _apply_measure(self) -> None:
        width = self.viewport().width()
        side = max(20.0, (width - self.measure_width()) / 2)
        frame = self.document().rootFrame()
        fmt = frame.frameFormat()
        fmt.setLeftMargin(side)
        fmt.setRightMargin(side)
        fmt.setTopMargin(22)
        fmt.setBottomMargin(22)
        frame.setFrameFormat(fmt)

    def _fit(self) -> None:
        if not self.fit_to_content:
            return
        doc = self.document()
        doc.setTextWidth(self.viewport().width())
        height = int(doc.size().height()) + 2 * self.frameWidth() + 2
        self.setMaximumHeight(max(height, 120))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._apply_measure()
        if event.oldSize().width() != event.size().width():
            self._fit()
