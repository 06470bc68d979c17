"""The balance report of ``grail-desktop simulate`` as markdown (issue 13; content-guide.md "Quality bar").

Sections: outcomes and win rate, days to finish (with the winning day's spread and the wins by Day 8), fights
a game (every game and the won games; issue 23: "every winning game fights ≥ 5 encounters"), deaths and causes
of loss (with what games not won still lacked on each last step to a win), Menhirs lost and the Magic ledger,
encounters won by colour and level, journal sections never reached (with the static check, locations never
stood on and the frontier), items and Secrets never obtained, Statuses set but never read (static and in
play), unfinished games.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from grail_desktop.cli.plan import reachable_sections, status_is_read, statuses_set_and_read
from grail_desktop.engine.defs import Catalog
from grail_desktop.engine.effects import Condition

if TYPE_CHECKING:
    from grail_desktop.cli.simulate import Cell, GameRecord


def _pct(n: int, total: int) -> str:
    return f"{100.0 * n / total:.1f}%" if total else "n/a"


def _listing(names: list[str], limit: int = 200) -> str:
    if not names:
        return "none"
    shown = ", ".join(f"`{n}`" for n in names[:limit])
    return shown + (f" … and {len(names) - limit} more" if len(names) > limit else "")


def _days(values: list[int]) -> str:
    if not values:
        return "n/a"
    return (
        f"mean {statistics.mean(values):.1f}, median {statistics.median(values):g}, "
        f"min {min(values)}, max {max(values)}"
    )


#: a win on this day or earlier is an *early win* (issue 23: "a win by Day 8 is rare")
EARLY_WIN_DAY = 8
#: a winning game should have fought at least this many encounters (issue 23)
FIGHTS_PER_WIN = 5
#: winning-day bands of the report's distribution, as inclusive ``(first, last)`` days (``None``: no end)
WIN_DAY_BANDS: tuple[tuple[int, int | None], ...] = ((1, 8), (9, 13), (14, 20), (21, 30), (31, None))


def fight_count(record: GameRecord) -> int:
    """How many encounters (combat and diplomacy, won, lost or escaped) one game fought, Mercies included."""
    return len(record.encounters)


def early_wins(records: Sequence[GameRecord], day: int = EARLY_WIN_DAY) -> int:
    """How many of ``records`` were won on ``day`` or earlier."""
    return sum(1 for r in records if r.won and r.days <= day)


def fights_lost(records: Sequence[GameRecord], level: str) -> tuple[int, int]:
    """``(lost, fought)`` over encounters of ``level`` (``"1"``, ``"2"``, ``"2 Guardian"``; a Guardian of any
    level when ``level`` is ``"Guardian"``); an escape counts as lost."""
    results = [
        ok
        for r in records
        for _colour, lvl, ok in r.encounters
        if (lvl.endswith("Guardian") if level == "Guardian" else lvl == level)
    ]
    return sum(1 for ok in results if not ok), len(results)


def _win_day_bands(won: Sequence[GameRecord]) -> str:
    parts = []
    for first, last in WIN_DAY_BANDS:
        n = sum(1 for r in won if r.days >= first and (last is None or r.days <= last))
        label = f"day {first}–{last}" if last is not None else f"day {first}+"
        parts.append(f"{label}: {n} ({_pct(n, len(won))})")
    return ", ".join(parts)


def _gates(catalog: Catalog, records: list[GameRecord], never: set[str], visited: set[int]) -> list[str]:
    """For each never-reached section with a way in that play did reach: that way in and what guards it,
    flagging Statuses never marked, Items and Secrets never held in any game."""
    marked = set().union(*(r.statuses_marked for r in records)) if records else set()
    items = set().union(*(r.items for r in records)) if records else set()
    secrets = set().union(*(r.secrets for r in records)) if records else set()

    def note(cond: Condition) -> str:
        word, args = cond.word, cond.args
        flag = ""
        if word == "status" and not any(m == args[0] or m.startswith(args[0] + ".") for m in marked):
            flag = " (never marked in play)"
        elif (word == "has-item" and args[0] not in items) or (word == "has-secret" and args[0] not in secrets):
            flag = " (never obtained)"
        return f"`{cond}`{flag}"

    out: list[str] = []
    for sid in sorted(never):
        ways: list[str] = []
        for pid, parent in sorted(catalog.journal.items()):
            if pid in never:
                continue
            for i, option in enumerate(parent.options, start=1):
                if option.goto == sid or any(e.word == "goto" and e.args[0] == sid for e in option.effects):
                    guard = [note(c) for c in option.conditions] + [f"`{c}`" for c in option.costs]
                    ways.append(f"`{pid}` option {i}" + (f" if {', '.join(guard)}" if guard else " (open)"))
        for number, loc in sorted(catalog.locations.items()):
            if number not in visited:
                continue
            if loc.dream == sid:
                ways.append(f"the Dream of {number}")
            if loc.nightmare == sid:
                ways.append(f"the Nightmare of {number} (Going Insane there at the End of the Day)")
        if ways:
            out.append(f"`{sid}` ← " + "; ".join(ways))
    return out


def report(catalog: Catalog, records: list[GameRecord], title: str) -> str:
    """The balance report as markdown (sections: outcomes, days, deaths and causes, Menhirs, encounters,
    journal, items, secrets, statuses static and in play, unfinished games)."""
    total = len(records)
    won = [r for r in records if r.won]
    lost = [r for r in records if not r.won and r.outcome != "unfinished"]
    unfinished = [r for r in records if r.outcome == "unfinished"]
    lines = [f"### {title}", ""]
    lines += ["#### Outcomes", ""]
    lines.append(
        f"- games: {total}; won: {len(won)} ({_pct(len(won), total)}); lost: {len(lost)}; unfinished: {len(unfinished)}"
    )
    endings = Counter(r.outcome for r in records)
    for outcome, n in sorted(endings.items()):
        lines.append(f"  - `{outcome}`: {n} ({_pct(n, total)})")
    by_char: dict[str, list[bool]] = {}
    for r in records:
        by_char.setdefault(r.characters[0], []).append(r.won)
    lines.append(
        "- win rate by first character: " + ", ".join(f"{c} {_pct(sum(v), len(v))}" for c, v in sorted(by_char.items()))
    )
    mercies = [r for r in records if r.mercies]
    if mercies:
        lines.append(
            f"- games that took the Allmother's Mercy: {len(mercies)}; won after it: {sum(r.won for r in mercies)}"
        )
        lines.append(f"- Mercies taken before the win (won games): {_days([r.mercies for r in won])}")
    lines += ["", "#### Days to finish", ""]
    lines.append(f"- won games: {_days([r.days for r in won])}")
    lines.append(f"- lost games (day of the loss): {_days([r.days for r in lost])}")
    if won:
        early = early_wins(won)
        lines.append(f"- winning day: {_win_day_bands(won)}")
        lines.append(f"- won by Day {EARLY_WIN_DAY}: {early} of {len(won)} wins ({_pct(early, len(won))})")
    lines += ["", "#### Fights a game", ""]
    lines.append(f"- every game: {_days([fight_count(r) for r in records])}")
    lines.append(f"- won games: {_days([fight_count(r) for r in won])}")
    if won:
        enough = sum(1 for r in won if fight_count(r) >= FIGHTS_PER_WIN)
        lines.append(
            f"- won games that fought {FIGHTS_PER_WIN} or more encounters: {enough} of {len(won)} "
            f"({_pct(enough, len(won))})"
        )
    lines += ["", "#### Deaths and causes of loss", ""]
    lines.append(f"- character deaths: {sum(r.deaths for r in records)} in {sum(1 for r in records if r.deaths)} games")
    causes = Counter(r.cause or r.outcome for r in lost)
    for cause, n in causes.most_common():
        lines.append(f"  - {cause}: {n}")
    gaps = Counter(m for r in records if not r.won for m in r.missing)
    if gaps:
        lines.append(
            f"- what the {total - len(won)} games not won lacked at their end, by last step to a win "
            "(section: condition not met):"
        )
        for gap, n in sorted(gaps.items()):
            lines.append(f"  - `{gap}`: {n}")
    lines += ["", "#### Menhirs lost", ""]
    menhirs = [r.menhirs_lost for r in records]
    lines.append(
        f"- Menhirs gone dark: {sum(menhirs)} in all, {statistics.mean(menhirs) if menhirs else 0:.2f} a game; "
        f"games losing at least one: {sum(1 for m in menhirs if m)}"
    )
    if records:
        lines.append(
            f"- Menhir activations: {statistics.mean(r.activations for r in records):.2f} a game; Magic a game: "
            f"gained {statistics.mean(r.magic_gained for r in records):.2f}, spent on Menhirs "
            f"{statistics.mean(r.magic_menhirs for r in records):.2f}, spent otherwise "
            f"{statistics.mean(r.magic_other for r in records):.2f}"
        )
    lines += [
        "",
        "#### Encounters by colour and level",
        "",
        "| colour | level | fought | won | won % |",
        "| --- | --- | --- | --- | --- |",
    ]
    fights: dict[tuple[str, str], list[bool]] = {}
    for r in records:
        for colour, level, ok in r.encounters:
            fights.setdefault((colour, level), []).append(ok)
    for (colour, level), results in sorted(fights.items()):
        lines.append(f"| {colour} | {level} | {len(results)} | {sum(results)} | {_pct(sum(results), len(results))} |")
    if not fights:
        lines.append("| none | | 0 | 0 | n/a |")
    seen_sections = set().union(*(r.sections for r in records)) if records else set()
    never = sorted(set(catalog.journal) - seen_sections)
    lines += ["", "#### Journal sections never reached", ""]
    lines.append(f"- {len(never)} of {len(catalog.journal)}: {_listing(never)}")
    reads = Counter(sid for r in records for sid in r.sections)
    rare = sorted(sid for sid, n in reads.items() if n < max(2, total // 100) and sid in catalog.journal)
    lines.append(f"- reached, but in fewer than 1% of games: {len(rare)}: {_listing(rare)}")
    orphans = sorted(set(catalog.journal) - reachable_sections(catalog))
    lines.append(
        f"- of these, no option, `goto`, location entry, Dream, Nightmare or Mercy leads there at all "
        f"(static): {len(orphans)}: {_listing(orphans)}"
    )
    visited = set().union(*(r.visited for r in records)) if records else set()
    unvisited = sorted(str(n) for n in set(catalog.locations) - visited)
    lines.append(f"- locations never stood on: {len(unvisited)} of {len(catalog.locations)}: {_listing(unvisited)}")
    gates = _gates(catalog, records, set(never), visited)
    if gates:
        lines.append("- the way in to each section never reached whose way in was reached (the frontier):")
        lines.extend(f"  - {gate}" for gate in gates)
    items = set().union(*(r.items for r in records)) if records else set()
    lines += ["", "#### Items never obtained", ""]
    missing = sorted(set(catalog.items) - items)
    lines.append(f"- {len(missing)} of {len(catalog.items)}: {_listing(missing)}")
    held = Counter(i for r in records for i in r.items)
    rare_items = sorted(i for i, n in held.items() if n < max(2, total // 100) and i in catalog.items)
    lines.append(f"- obtained, but in fewer than 1% of games: {len(rare_items)}: {_listing(rare_items)}")
    secrets = set().union(*(r.secrets for r in records)) if records else set()
    missing_secrets = sorted(set(catalog.secrets) - secrets)
    lines.append(
        f"- Secrets never obtained: {len(missing_secrets)} of {len(catalog.secrets)}: {_listing(missing_secrets)}"
    )
    marked, read = statuses_set_and_read(catalog)
    static_unread = sorted(m for m in marked if not status_is_read(m, read))
    lines += ["", "#### Statuses set but never read", ""]
    lines.append(f"- in the catalog (static): {len(static_unread)} of {len(marked)}: {_listing(static_unread)}")
    marked_play = set().union(*(r.statuses_marked for r in records)) if records else set()
    read_play = set().union(*(r.statuses_read for r in records)) if records else set()
    play_unread = sorted(m for m in marked_play if not status_is_read(m, read_play))
    lines.append(
        f"- in play (marked in some game, no condition on it ever met in a section read or at a location "
        f"action): {len(play_unread)} of {len(marked_play)}: {_listing(play_unread)}"
    )
    never_marked = sorted(m for m in marked if m not in marked_play)
    lines.append(f"- marked in the catalog but never in play: {len(never_marked)}: {_listing(never_marked)}")
    lines += ["", "#### Unfinished games", ""]
    lines.append(f"- {len(unfinished)} of {total}")
    reasons = Counter(r.unfinished for r in unfinished)
    for reason, n in reasons.most_common():
        lines.append(f"  - {reason}: {n}")
    if unfinished:
        lines.append(
            "- seeds: " + ", ".join(str(r.seed) for r in unfinished[:20]) + (" …" if len(unfinished) > 20 else "")
        )
    return "\n".join(lines) + "\n"


def wilson(successes: int, total: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a rate (95 % by default), as fractions ``(low, high)``; (0, 1) for none."""
    if total == 0:
        return 0.0, 1.0
    p = successes / total
    centre = p + z * z / (2 * total)
    margin = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total))
    scale = 1 + z * z / total
    return max(0.0, (centre - margin) / scale), min(1.0, (centre + margin) / scale)


def _quartiles(values: list[int]) -> str:
    if not values:
        return "n/a"
    if len(values) < 2:
        return f"{values[0]:g}"
    q1, q2, q3 = statistics.quantiles(values, n=4, method="inclusive")
    return f"{q2:g} ({q1:g}–{q3:g})"


def sweep_report(
    catalog: Catalog,
    cells: Sequence[Cell],
    by_cell: Sequence[Sequence[GameRecord]],
    keys: list[str],
    games: int,
    when: str,
) -> str:
    """A sweep's report (issue 27): a summary table with a row per cell and the spread of each figure
    (win rate with its 95 % Wilson interval, winning day as median and quartiles, deaths, Menhirs lost,
    fights won), the spread row (highest − lowest over the cells), then every cell's full report."""
    lines = [
        f"### Sweep over {', '.join(keys)}: {len(cells)} cells × {games} games "
        f"({catalog.campaign.id} {catalog.campaign.version}{f', {when}' if when else ''})",
        "",
        "| cell | games | won % (95 % interval) | winning day, median (quartiles) | deaths a game "
        "| Menhirs lost a game | fights won % | unfinished |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    figures: list[tuple[float, float, float, float]] = []
    for cell, records in zip(cells, by_cell, strict=True):
        total = len(records)
        won = [r for r in records if r.won]
        low, high = wilson(len(won), total)
        fights = [ok for r in records for _c, _l, ok in r.encounters]
        rate = 100.0 * len(won) / total if total else 0.0
        deaths = statistics.mean(r.deaths for r in records) if records else 0.0
        menhirs = statistics.mean(r.menhirs_lost for r in records) if records else 0.0
        fights_won = 100.0 * sum(fights) / len(fights) if fights else 0.0
        figures.append((rate, deaths, menhirs, fights_won))
        lines.append(
            f"| {cell.label(keys)} | {total} | {rate:.1f} ({100 * low:.1f}–{100 * high:.1f}) "
            f"| {_quartiles([r.days for r in won])} | {deaths:.2f} | {menhirs:.2f} "
            f"| {fights_won:.1f} | {sum(1 for r in records if r.outcome == 'unfinished')} |"
        )
    if figures:
        spread = [max(f[i] for f in figures) - min(f[i] for f in figures) for i in range(4)]
        lines.append(
            f"| spread (highest − lowest) | | {spread[0]:.1f} points | | {spread[1]:.2f} | {spread[2]:.2f} "
            f"| {spread[3]:.1f} points | |"
        )
    lines += [
        "",
        f"Fights and early wins (an escape counts as a fight lost; Day {EARLY_WIN_DAY} and earlier is early):",
        "",
        f"| cell | fights a game, median | fights a won game, min / median | won games with ≥ {FIGHTS_PER_WIN} "
        f"fights | wins by Day {EARLY_WIN_DAY} | level-1 fights lost | level-2 fights lost | Guardian fights lost |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for cell, records in zip(cells, by_cell, strict=True):
        won = [r for r in records if r.won]
        per_win = [fight_count(r) for r in won]
        enough = sum(1 for n in per_win if n >= FIGHTS_PER_WIN)
        by_level = [fights_lost(records, level) for level in ("1", "2", "Guardian")]
        lines.append(
            f"| {cell.label(keys)} | {statistics.median(fight_count(r) for r in records) if records else 0:g} "
            f"| {f'{min(per_win)} / {statistics.median(per_win):g}' if per_win else 'n/a'} "
            f"| {enough} of {len(won)} | {early_wins(won)} of {len(won)} ({_pct(early_wins(won), len(won))}) | "
            + " | ".join(f"{_pct(lost, n)} of {n}" for lost, n in by_level)
            + " |"
        )
    lines.append("")
    for cell, records in zip(cells, by_cell, strict=True):
        title = f"{cell.label(keys)}: {cell.bot} bot, {cell.players} player{'s' if cell.players > 1 else ''}"
        lines.append(report(catalog, list(records), title))
    return "\n".join(lines)
