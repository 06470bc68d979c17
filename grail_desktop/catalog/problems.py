"""Problems found in a content pack, and the error that carries them.

Every check of the catalog reports a :class:`Problem` instead of raising, so one run lists every fault of a
pack (architecture.md "Data in"). Only errors make a pack fail; warnings are advice for the writer.
"""

from __future__ import annotations

import re
from typing import Literal

import attrs

Severity = Literal["error", "warning"]

_LONG_WORD = re.compile(r"\S{61,}")


def shorten_words(message: str) -> str:
    """``message`` with every word over 60 characters cut short: a message may quote an id or status of
    thousands of characters, and stays one readable line."""
    return _LONG_WORD.sub(lambda m: m[0][:57] + "...", message) if len(message) > 60 else message


@attrs.frozen(order=True)
class Problem:
    """One fault: ``file`` relative to the pack (``"journal/moor.toml"``), ``key`` a readable path into it
    (``"location 104 .keys.north"``, ``"section 101.2 .options[1].goto"``, ``"line 3, column 7"``) and a
    ``message`` saying what is wrong. ``str(problem)`` is ``"file: key: message"`` (warnings prefix the
    message with ``"warning: "``).
    """

    file: str
    key: str
    message: str
    severity: Severity = "error"

    @property
    def is_error(self) -> bool:
        return self.severity == "error"

    def __str__(self) -> str:
        prefix = "warning: " if self.severity == "warning" else ""
        return f"{self.file}: {self.key}: {prefix}{self.message}"


def errors_of(problems: list[Problem]) -> list[Problem]:
    """The problems that make a pack fail (severity ``"error"``)."""
    return [p for p in problems if p.is_error]


class ContentError(Exception):
    """A campaign pack that cannot be loaded. ``problems`` lists every problem found (errors and warnings)."""

    def __init__(self, problems: list[Problem], pack: str = "") -> None:
        self.problems = problems
        self.pack = pack
        errors = errors_of(problems)
        head = f"campaign pack {pack!r}" if pack else "campaign pack"
        lines = [f"{head} has {len(errors)} error(s):", *(f"  {p}" for p in errors[:20])]
        if len(errors) > 20:
            lines.append(f"  … and {len(errors) - 20} more (run `grail-desktop validate` for all)")
        super().__init__("\n".join(lines))
