"""The scripted routes of tests/cli/routes/ (``*.actions``): a header of ``# key: value`` lines (campaign,
characters, seed, …) and one action a line in the notation the engine parses. Read by the tests and by the
screenshot tools (which put this folder on ``sys.path``)."""

from __future__ import annotations

from pathlib import Path

ROUTES = Path(__file__).resolve().parent / "cli" / "routes"


def read_route(route: str | Path) -> tuple[dict[str, str], list[str]]:
    """The route ``route`` (a file name in :data:`ROUTES`, or a path): ``(header, actions)``, the header's keys
    and values stripped, blank lines skipped."""
    path = ROUTES / route if isinstance(route, str) else route
    header: dict[str, str] = {}
    actions: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            key, _, value = line[1:].partition(":")
            header[key.strip()] = value.strip()
        elif line.strip():
            actions.append(line.strip())
    return header, actions
