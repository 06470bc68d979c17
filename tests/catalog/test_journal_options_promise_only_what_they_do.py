"""A newcomer (nc12): the option "Get up and make ready to feed the stone its Magic (Activate the Menhir)." did not
activate anything; the next page said to come back later. An option that names a table action in brackets
("(Activate the Menhir)") reads as doing it; none may, in English or German, unless its effects do (no journal
effect activates a Menhir: that is the Menhir's own action, S1 "Activate Menhir")."""

from __future__ import annotations

import re

import pytest

from grail_desktop.catalog import load_campaign

PROMISE = re.compile(r"\((?:Activate the Menhir|Menhir aktivieren)\)")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_option_promises_to_activate_a_menhir(lang: str) -> None:
    catalog = load_campaign("ynys-wen", lang=lang)
    promising = [
        f"{section.id}: {option.text}"
        for section in catalog.journal.values()
        for option in section.options
        if PROMISE.search(option.text)
    ]
    assert promising == []


def test_the_carn_naw_options_say_what_they_do() -> None:
    """Both lead to "Making Ready" (106.6), which tells how the stone is fed later."""
    catalog = load_campaign("ynys-wen")
    for section in ("106.1", "106.2"):
        option = next(o for o in catalog.journal[section].options if o.goto == "106.6")
        assert "reckon what the stone will want" in option.text
