"""The Riven Veil's rules in short at the desk (issue 26: the "?" in context on every screen): the desk's "?"
button and F1 open it. The words are :func:`grail_desktop.app.veil.rules_summary.rules_summary`, the same the
text mode's ``help`` prints, with the numbers of the match's own mode."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from grail_desktop.app.veil.rules_summary import rules_summary
from grail_desktop.engine.veil.state import Mode
from grail_desktop.ui.i18n import tr


def rules_html(mode: Mode) -> str:
    """The summary as rich text: its first line the heading, each rule a paragraph led by its name."""
    heading, *rules = rules_summary(mode)
    parts = [f"<h2>{html.escape(heading.capitalize())}</h2>"]
    for rule in rules:
        name, colon, rest = rule.partition(": ")
        if colon and len(name) < 30:
            parts.append(f"<p><b>{html.escape(name)}:</b> {html.escape(rest)}</p>")
        else:
            parts.append(f"<p>{html.escape(rule)}</p>")
    return "".join(parts)


class VeilRulesDialog(QDialog):
    """The rules of a match in ``mode``, in a browser (``browser``) with Close."""

    def __init__(self, mode: Mode, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("veilRulesDialog")
        self.setWindowTitle(tr("How to play the Riven Veil"))
        self.browser = QTextBrowser()
        self.browser.setObjectName("veilRulesPage")
        self.browser.setAccessibleName(tr("The Riven Veil's rules in short"))
        self.browser.document().setDefaultStyleSheet("h2 { color: #e6c77f; } p { line-height: 130%; }")
        self.browser.setHtml(rules_html(mode))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.resize(760, 600)
