"""Saves in words for people, without Qt: when a sheet was written, and the Continue line of a campaign.

Kept apart from the Load list (``ui/saves_dialog.py``) so the start screen can say what Continue opens without
importing the list's views and models.
"""

from __future__ import annotations

import datetime as dt

from grail_desktop.app.i18n import date_text, tr
from grail_desktop.saves.lineages import CampaignEntry


def when_text(moment: dt.datetime | None, now: dt.datetime | None = None) -> str:
    """A save's time for people: ``"today 09:30"``, ``"yesterday 18:02"``, ``"3 Nov 2026, 18:02"`` (local)."""
    if moment is None:
        return ""
    local = moment.astimezone()
    today = (now or dt.datetime.now().astimezone()).date()
    clock = local.strftime("%H:%M")
    if local.date() == today:
        return tr("today {clock}").format(clock=clock)
    if local.date() == today - dt.timedelta(days=1):
        return tr("yesterday {clock}").format(clock=clock)
    if tr("today {clock}") != "today {clock}":  # another language: its own way of writing dates
        return date_text(local)
    return f"{local.day} {local.strftime('%b %Y')}, {clock}"


def describe_entry(entry: CampaignEntry) -> str:
    """One line for Continue: ``"Maelon Harrow & Ceri Halen · Day 4 · Tref Eithin · last played today 09:30"``
    (the characters are added when the campaign's name is not already them)."""
    info = entry.latest or entry.newest
    if info is None:
        return entry.name
    parts = [entry.name]
    characters = " & ".join(info.characters)
    if characters and characters != entry.name:
        parts.append(characters)
    parts.append(tr("Day {day}").format(day=info.day))
    if info.location_name:
        parts.append(info.location_name)
    parts.append(info.rules_words)  # the difficulty and any house rules (issue 23)
    if entry.last_played is not None:
        parts.append(tr("last played {when}").format(when=when_text(entry.last_played)))
    return " · ".join(parts)
