"""The interface language without Qt: the same message catalog the Qt interface uses (issue 28).

The one source of interface strings is the Qt Linguist file ``grail_desktop/i18n/grail_desktop_<lang>.ts``
(written by ``tools/update_translations.py``, compiled to ``.qm`` by ``pyside6-lrelease`` for Qt's
``QTranslator``). The text mode and the app layer may not import Qt, so this module reads the same ``.ts``
with the standard library's XML parser: :func:`tr` here and ``grail_desktop.ui.i18n.tr`` give the same words.

``tr(text, n=…)`` follows Qt's rules: a message marked ``numerus`` has one form per plural form of the language
(German and English: one, other) and ``%n`` stands for the number, written the locale's way. :func:`number` and
:func:`date_text` write numbers and dates the language's way.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import datetime as _dt

#: The context every marked string lives in (the ``<context><name>`` of the ``.ts`` file).
CONTEXT = "GrailDesktop"
#: Languages with a catalog, and their own names (for the Settings list).
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch"}
#: Largest catalog file read (the German one is well under 1 MiB).
MAX_CATALOG_BYTES = 8 * 1024 * 1024

_STATE: dict[str, str] = {"lang": "en"}


def catalog_dir() -> Path:
    """The folder of the ``.ts`` sources (and of ``.qm`` files built beside them)."""
    return Path(__file__).resolve().parent.parent / "i18n"


def ts_path(lang: str) -> Path:
    """The catalog source of ``lang``: ``grail_desktop/i18n/grail_desktop_<lang>.ts``."""
    return catalog_dir() / f"grail_desktop_{lang}.ts"


def normalize(lang: str | None) -> str:
    """``"de"`` for ``"de_DE.UTF-8"`` or ``"de-AT"``; ``"en"`` for anything without a catalog."""
    if not lang:
        return "en"
    base = lang.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    return base if base in LANGUAGES else "en"


def system_language() -> str:
    """The system's language (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, then the C library's), as a
    catalog code; ``"en"`` when it has no catalog."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return normalize(value.split(":")[0])
    import locale  # only when no variable says it (the module is ≈ 2 ms of a start; issue 25)

    try:
        found = locale.getlocale()[0]
    except ValueError:
        found = None
    return normalize(found)


def set_language(lang: str) -> str:
    """Speak ``lang`` from now on (``""`` or ``"system"``: the system's); returns the code used (``"de"``)."""
    code = system_language() if lang in ("", "system") else normalize(lang)
    _STATE["lang"] = code
    return code


def language() -> str:
    """The interface language in use (``"en"`` until :func:`set_language`)."""
    return _STATE["lang"]


@cache
def messages(lang: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """``{(source, disambiguation): forms}`` of ``lang``'s catalog: one form, or one per plural form; only
    finished translations (never ``type="unfinished"``, ``"obsolete"`` or ``"vanished"``). ``{}`` when the
    language has no catalog or it cannot be read."""
    path = ts_path(lang)
    try:
        if path.stat().st_size > MAX_CATALOG_BYTES:
            return {}
    except OSError:  # no catalog (English, the source language, has none): nothing to read or import
        return {}
    import xml.etree.ElementTree as ET  # only when a catalog is read

    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return {}
    found: dict[tuple[str, str], tuple[str, ...]] = {}
    for context in root.iter("context"):
        if (context.findtext("name") or "") != CONTEXT:
            continue
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None or translation.get("type"):
                continue
            comment = message.findtext("comment") or ""
            if message.get("numerus") == "yes":
                forms = tuple(f.text or "" for f in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            if all(forms):
                found[(source, comment)] = forms
    return found


def english_plural(text: str, n: int) -> str:
    """The English source's own plural: ``"(s)"`` is dropped for one and becomes ``"s"`` otherwise
    (``"%n day(s)"`` → ``"1 day"``, ``"3 days"``); ``text`` itself without a count (``n < 0``)."""
    if n < 0 or "(s)" not in text:
        return text
    return text.replace("(s)", "" if abs(n) == 1 else "s")


def plural_form(lang: str, n: int) -> int:
    """Which plural form ``n`` takes in ``lang`` (German and English: 0 for one, 1 for everything else)."""
    return 0 if abs(n) == 1 else 1


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the interface language; itself where the catalog has no finished translation.

    With ``n >= 0`` the plural form for ``n`` is chosen and ``%n`` replaced by ``n`` written the locale's
    way (as Qt's ``QCoreApplication.translate``)."""
    forms = messages(language()).get((text, disambiguation or ""))
    if forms is None:
        chosen = english_plural(text, n)
    elif n >= 0 and len(forms) > 1:
        chosen = forms[min(plural_form(language(), n), len(forms) - 1)]
    else:
        chosen = forms[0]
    return chosen.replace("%n", number(n)) if n >= 0 else chosen


def tr_noop(text: str, disambiguation: str | None = None) -> str:
    """Marks ``text`` for the catalog where it is defined (a table of labels) and returns it unchanged; it is
    translated with :func:`tr` (or the Qt ``tr``) where it is shown."""
    return text


#: The rules' standard words shown beside numbers (attributes, resources, tracks), marked for the catalog.
TERMS: tuple[str, ...] = (
    tr_noop("Might"),
    tr_noop("Empathy"),
    tr_noop("Guile"),
    tr_noop("Candour"),
    tr_noop("Zeal"),
    tr_noop("Lore"),
    tr_noop("Food"),
    tr_noop("Wealth"),
    tr_noop("Magic"),
    tr_noop("Reputation"),
    tr_noop("Experience"),
    tr_noop("Exp"),
    tr_noop("Energy"),
    tr_noop("Health"),
    tr_noop("Terror"),
)


def term(word: str) -> str:
    """A rules term (``"might"`` or ``"Might"``) in the interface language (TRANSLATION.md's German terms)."""
    return tr(word[:1].upper() + word[1:])


def number(value: float, decimals: int = 0) -> str:
    """``value`` written the interface language's way: ``1.234,5`` in German, ``1,234.5`` in English."""
    text = f"{value:,.{decimals}f}"
    if language() == "de":
        text = text.replace(",", "\0").replace(".", ",").replace("\0", ".")
    return text


_MONTHS_DE = (
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
)


def date_text(when: _dt.datetime | _dt.date, *, with_time: bool = True) -> str:
    """A date (and time) the interface language's way: ``1. Dezember 2026, 15:40`` / ``1 December 2026,
    15:40``."""
    import datetime as _dt  # here: a start screen shows no date (issue 25)

    if language() == "de":
        day = f"{when.day}. {_MONTHS_DE[when.month - 1]} {when.year}"
    else:
        day = f"{when.day} {when.strftime('%B')} {when.year}"
    if with_time and isinstance(when, _dt.datetime):
        return f"{day}, {when:%H:%M}"
    return day
