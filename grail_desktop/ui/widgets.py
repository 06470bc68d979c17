"""Small widget helpers shared by the screens."""

from __future__ import annotations

from PySide6.QtWidgets import QLayout


def clear_layout(layout: QLayout) -> None:
    """Remove and delete every widget in ``layout`` now (hidden at once, deleted by the event loop)."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            continue
        widget = item.widget()
        if widget is not None:
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()
        else:
            inner = item.layout()
            if inner is not None:
                clear_layout(inner)
