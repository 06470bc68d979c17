"""Issue 28: ``veil simulate``'s balance report in the interface language. In German every heading, column and
sentence is German, numbers and percentages are written the German way ("25,0 %") and VP sources and the mode
read as words, and so does the progress line; in English the report stays exactly as the balance tools read it."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator

import pytest

from grail_desktop.app import i18n
from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.cli import fanout as fan
from grail_desktop.cli import veil_simulate
from grail_desktop.cli.run_log import Progress

ENGLISH = re.compile(
    r"\b(matches|seats?|wins|share|source|by|of|all|the|actions|average|battles|winning|rotated|faction|"
    r"Riven|Veil|balance|report|two|seasons|Combat|Cards|asymmetric|from|for|favor|regions|hand)\b"
)


@pytest.fixture
def records() -> Iterator[list[veil_simulate.Record]]:
    pack = load_veil_pack("saltcrown", lang="")
    cell = veil_simulate.VeilCell(seats=("greedy", "random"), seed=5)
    got: dict[int, veil_simulate.Record] = {}
    fan.run_tasks(
        veil_simulate.match_task, (pack, (cell,), 3), range(3), backend="serial", workers=1, on_result=got.__setitem__
    )
    yield [got[i] for i in range(3)]


def test_the_report_reads_in_german(records: list[veil_simulate.Record]) -> None:
    cell = veil_simulate.VeilCell(seats=("greedy", "random"), seed=5)
    english = veil_simulate.full_report([records], [cell], [], load_veil_pack("saltcrown", lang=""), 3, 0.0)
    i18n.set_language("de")
    try:
        pack = load_veil_pack("saltcrown", lang="de")
        german = veil_simulate.full_report([records], [cell], [], pack, 3, 0.0)
    finally:
        i18n.set_language("en")
    assert german.startswith("# Balancebericht Zerrissener Schleier: 3 Partien, 2 Plätze, zwei Jahreszeiten")
    assert "| Fraktion | Platz 1 | Platz 2 |" in german and "SP nach Quelle" in german
    assert re.search(r"\| \d+,\d\u00a0%", german) and "%" not in german.replace("\u00a0%", "")
    assert "von der Gunstleiste" in german or "für eine Region" in german
    names = "|".join(re.escape(f.name) for f in pack.factions.values())
    shown = re.sub(names + r"|greedy|random|Salzkroneninsel", "", german)
    assert not ENGLISH.search(shown), ENGLISH.search(shown)
    # English unchanged: what the balance tools read
    assert english.startswith("# Riven Veil balance report: 3 matches, 2 seats, normal,standard,asymmetric")
    assert "| seat 1 | seat 2 |" in english and re.search(r"\| \d+\.\d%", english)


def test_the_progress_line_follows_the_language() -> None:
    """The line ``veil simulate`` redraws on standard error as matches finish (``cli/run_log.py``)."""
    english = io.StringIO()
    progress = Progress(4, unit="matches", stream=english)
    progress._start -= 100.0  # begun a hundred seconds ago
    progress.tick()
    i18n.set_language("de")
    try:
        german = io.StringIO()
        progress = Progress(2000, already=999, unit="matches", stream=german)
        progress._start -= 100.0
        progress.tick()
        games = io.StringIO()
        Progress(4, unit="games", stream=games).tick()
    finally:
        i18n.set_language("en")
    assert re.fullmatch(r"  1/4 matches · 0\.0 matches/s · \d+:\d\d:\d\d left\n", english.getvalue())
    assert re.fullmatch(r"  1000/2000 Partien · 0,0 Partien/s · \d+:\d\d:\d\d verbleibend\n", german.getvalue())
    assert "Spiele" in games.getvalue() and "games" not in games.getvalue()
