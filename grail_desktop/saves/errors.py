"""The one error every save-sheet problem becomes: :class:`SaveError`."""

from __future__ import annotations

#: Longest key or problem text kept in a message: a hostile file must not make the message huge.
MAX_PART = 300


def _clip(text: str) -> str:
    return text if len(text) <= MAX_PART else text[: MAX_PART - 1] + "…"


class SaveError(Exception):
    """A save sheet could not be read or written.

    ``str(error)`` is one line for the player: ``"<file>: <key>: <problem>"`` (the key is omitted when the
    problem concerns the whole file), e.g. ``"slot1.toml: character[0].energy: 9 is above health 6"``.
    ``file`` is the file's name (not its full path), ``key`` a dotted path into the sheet with ``[i]`` for
    array items, ``problem`` the plain words.
    """

    def __init__(self, file: str, key: str, problem: str) -> None:
        self.file = file
        self.key = _clip(key)
        self.problem = _clip(problem)
        key, problem = self.key, self.problem
        super().__init__(f"{file}: {key}: {problem}" if key else f"{file}: {problem}")

    def with_file(self, file: str) -> SaveError:
        """The same error attributed to ``file``."""
        return SaveError(file, self.key, self.problem)
