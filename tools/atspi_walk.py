"""Walk a running Grail Desktop's AT-SPI tree the way a screen reader's review mode does (docs/accessibility.md).

Run with the system Python that has pyatspi (Debian: python3-pyatspi), on the same session bus as the app:
``/usr/bin/python3 tools/atspi_walk.py [seconds to wait first]``. Prints role, name, description and states of
every shown element with something to say, rows of lists included, and under a label or text the text it
holds when that is more than its name (``text: …``, line breaks shown as ``/``).
"""

from __future__ import annotations

import sys
import time
from typing import Any

import pyatspi  # type: ignore[import-not-found]

LIMIT = 400


def line(node: Any, depth: int) -> str | None:
    role, name, desc = node.getRoleName(), node.name, node.description
    states = node.getState().getStates()
    showing = pyatspi.STATE_SHOWING in states
    parent = node.parent
    if parent is not None and parent.getRoleName() == "list":
        showing = True  # a collapsed mirror's rows are still read by list navigation
    body = ""
    if role in ("label", "text", "paragraph"):
        try:
            text = node.queryText()
            body = text.getText(0, min(text.characterCount, 200)).replace("\n", " / ")
        except Exception:  # no text interface
            pass
    if body == name:
        body = ""
    said = pyatspi.STATE_FOCUSABLE in states or name or desc or body
    if not (said and showing) or role == "scroll bar" or (not (name or desc) and role in ("filler", "panel")):
        return None
    flags = [
        word
        for state, word in (
            (pyatspi.STATE_FOCUSED, "FOCUSED"),
            (pyatspi.STATE_CHECKED, "checked"),
        )
        if state in states
    ]
    if pyatspi.STATE_SENSITIVE not in states:
        flags.append("unavailable")
    about = f" — {desc[:110]!r}" if desc else ""
    # the text a reader reads after the name and description (its text interface), on a line of its own
    read = "\n" + "  " * (depth + 1) + f"text: {body[:160]!r}" if body else ""
    return "  " * depth + f"[{role}] {name!r}{about}" + (f" {flags}" if flags else "") + read


def main() -> None:
    time.sleep(float(sys.argv[1]) if len(sys.argv) > 1 else 6)
    desktop = pyatspi.Registry.getDesktop(0)
    apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
    print("applications:", [a.name for a in apps if a is not None])
    target = next((a for a in apps if a is not None and "grail" in a.name.lower()), None)
    if target is None:
        sys.exit("the app is not on the accessibility bus")
    printed = 0

    def walk(node: Any, depth: int) -> None:
        nonlocal printed
        text = line(node, depth)
        if text is not None:
            print(text)
            printed += 1
        if depth < 30 and printed < LIMIT:
            for i in range(node.childCount):
                child = node.getChildAtIndex(i)
                if child is not None:
                    walk(child, depth + 1)

    walk(target, 0)


if __name__ == "__main__":
    main()
