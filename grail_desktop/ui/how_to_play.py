"""How to play (Help → How to play, and the "?" on each screen; issue 26): a short illustrated page per part of
the day, read from ``assets/howto/pages.toml`` with its drawings beside it.

:func:`load_pages` reads and checks the pages (a broken file names the file, the key and the problem);
:class:`HowToPlayDialog` shows them, one at a time, and :meth:`HowToPlayDialog.open_page` /
:func:`page_for_screen` open the page that fits the screen the player asked from.
"""

from __future__ import annotations

import html
import tomllib
from pathlib import Path

import attrs
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from grail_desktop.app.asset_translation import translated_asset
from grail_desktop.resources import asset
from grail_desktop.ui.i18n import tr


@attrs.frozen
class HowToPage:
    """One page: ``id``, ``title``, the drawing's file name, the paragraphs and the screens it answers for."""

    id: str
    title: str
    image: str
    text: tuple[str, ...]
    screens: tuple[str, ...] = ()


def load_pages(path: Path | None = None) -> list[HowToPage]:
    """The pages in reading order; raises ValueError naming the file, the key and the problem."""
    path = asset("howto", "pages.toml") if path is None else path
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ValueError(f"{path.name}: cannot be read: {exc}") from exc
    raw = translated_asset(raw, path, frozenset({"title", "text"}), "how to play")
    pages = []
    for i, item in enumerate(raw.get("page", [])):
        where = f"{path.name}: page[{i}]"
        for key in ("id", "title", "image"):
            if not isinstance(item.get(key), str) or not item[key]:
                raise ValueError(f"{where}.{key}: missing or empty")
        text = item.get("text")
        if not isinstance(text, list) or not text or not all(isinstance(t, str) for t in text):
            raise ValueError(f"{where}.text: a list of paragraphs")
        if not (path.parent / item["image"]).is_file():
            raise ValueError(f"{where}.image: {item['image']!r} is not beside the pages")
        screens = tuple(str(s) for s in item.get("screens", []))
        pages.append(HowToPage(item["id"], item["title"], item["image"], tuple(text), screens))
    if not pages:
        raise ValueError(f"{path.name}: page: at least one [[page]]")
    return pages


def page_image(page: HowToPage) -> Path:
    """The page's drawing, in the interface language when ``i18n/<lang>/`` beside it has its own (its words
    translated), else the original."""
    from grail_desktop.app.i18n import language

    original = asset("howto", page.image)
    translated = original.parent / "i18n" / language() / page.image
    return translated if language() != "en" and translated.is_file() else original


def page_for_screen(pages: list[HowToPage], screen: str) -> HowToPage:
    """The page the "?" on ``screen`` opens (the first page when none names the screen)."""
    return next((p for p in pages if screen in p.screens), pages[0])


class HowToPlayDialog(QDialog):
    """The pages: a list on the left (``contents``), the page on the right (``browser``)."""

    def __init__(self, parent: QWidget | None = None, screen: str = "start") -> None:
        super().__init__(parent)
        self.setObjectName("howToPlayDialog")
        self.setWindowTitle(tr("How to play"))
        self.pages = load_pages()
        self.contents = QListWidget()
        self.contents.setObjectName("howToPlayContents")
        self.contents.setAccessibleName(tr("Parts of the day"))
        self.contents.addItems([p.title for p in self.pages])
        self.contents.setMaximumWidth(230)
        self.browser = QTextBrowser()
        self.browser.setObjectName("howToPlayPage")
        self.browser.document().setDefaultStyleSheet("h2 { color: #e6c77f; } p { line-height: 130%; }")
        self.browser.setSearchPaths([str(asset("howto"))])
        row = QHBoxLayout()
        row.addWidget(self.contents)
        row.addWidget(self.browser, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.contents.currentRowChanged.connect(self._show)
        self.resize(860, 600)
        self.open_screen(screen)

    @property
    def page(self) -> HowToPage:
        """The page on show."""
        return self.pages[max(self.contents.currentRow(), 0)]

    def open_page(self, page_id: str) -> None:
        """Show the page ``page_id`` (unknown ids leave the page as it is)."""
        for i, page in enumerate(self.pages):
            if page.id == page_id:
                self.contents.setCurrentRow(i)

    def open_screen(self, screen: str) -> None:
        """Show the page that fits ``screen`` (``start``, ``map``, ``journal``, ``encounter``, ``day``)."""
        self.open_page(page_for_screen(self.pages, screen).id)

    def _show(self, row: int) -> None:
        if not 0 <= row < len(self.pages):
            return
        page = self.pages[row]
        image = QUrl.fromLocalFile(str(page_image(page))).toString()
        body = "".join(f"<p>{html.escape(p)}</p>" for p in page.text)
        self.browser.setHtml(
            tr('<h2>{value}</h2><p><img src="{image}" width="480"></p>{body}').format(
                value=html.escape(page.title), image=image, body=body
            )
        )
