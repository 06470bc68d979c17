"""German templates never put a pack name that carries its own article after a word (issue 28: "translated
with care"): a name such as "Der Schwarze See" (TRANSLATION_NAMES.md) cannot follow "nach", "gegen", "von" or
"Gegner" without a grammar change the text has not got ("nach dem Schwarzen See"), so every template that shows
a place, enemy, card, item, faction, region or holder gives the name on its own: after a colon, in brackets, in
quotes or at the start ("Reisen: Der Schwarze See")."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from grail_desktop.app import i18n

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from update_translations import marked_strings

#: The layers whose templates are checked: the text mode and the Qt interface. The app layer's engine event
#: sentences (``app/``, issue 28's tr-app half, landed after this check was written) still hold 67 templates
#: such as "{who} hebt {item} auf"; they are listed in the report to the coordinator, to be rephrased there.
CHECKED_LAYERS = ("cli/", "ui/")

#: Placeholders that hold a pack's name (which may start with Der, Die, Das, Ein, Eine in German).
NAME_SLOTS = frozenset(
    (  # noqa: SIM905 (a word list reads best as words)
        "place enemy enemies card end_name faction region item thing target against other others match seat lord holder"
    ).split()
)
#: Templates where such a placeholder holds a number, not a name (the source, the placeholder).
NUMBERS = frozenset(
    (
        ("needs the Quest Dial of “{name}” to show {target} (it shows {now})", "target"),
        ("Pass to {name} (seat {seat}). Press Enter when only they can see the screen.", "seat"),
    )
)
NAME = "Der Schwarze See"
PLACEHOLDER = re.compile(r"\{([a-z_0-9]+)\}")
#: A word right before the name: "nach Der …", "Gegner Der …", "Nach Der …".
AFTER_A_WORD = re.compile(r"[A-Za-zÄÖÜäöüß]+ " + NAME)


def filled(source: str, template: str) -> str:
    """``template`` with every name placeholder set to :data:`NAME` and every other one to ``7``."""

    def value(match: re.Match[str]) -> str:
        slot = match.group(1)
        return NAME if slot in NAME_SLOTS and (source, slot) not in NUMBERS else "7"

    return PLACEHOLDER.sub(value, template)


def test_no_german_template_puts_a_name_with_an_article_after_a_word() -> None:
    where = {key: first for key, (_, first) in marked_strings().items()}
    checked = [
        (key, forms) for key, forms in i18n.messages("de").items() if where.get(key, "").startswith(CHECKED_LAYERS)
    ]
    assert len(checked) > 500  # the text mode's and the interface's templates, not a handful
    wrong = [
        (source, form) for (source, _), forms in checked for form in forms if AFTER_A_WORD.search(filled(source, form))
    ]
    assert wrong == []


def test_the_travel_line_names_the_place_alone() -> None:
    i18n.set_language("de")
    try:
        line = i18n.tr("Travel to {place}").format(place=NAME)
        text_mode = i18n.tr("Travel to {place}", "text mode: the number and the price follow")
    finally:
        i18n.set_language("en")
    assert line == "Reisen: Der Schwarze See"  # the place by its name, not its card number (issue 19)
    assert text_mode.format(place=NAME) == "Reisen: Der Schwarze See"


def test_the_check_finds_an_article_after_a_preposition() -> None:
    assert AFTER_A_WORD.search(filled("Travel to {place}", "Reisen nach {place}"))
    assert AFTER_A_WORD.search(filled("x", "Würfel auf Gegner {enemy} legen"))
    assert not AFTER_A_WORD.search(filled("x", "Reisen: {place} · {enemy} ({place}) · „{card}“"))


def test_no_german_template_capitalises_an_article_after_a_lowercase_word() -> None:
    mid_sentence = re.compile(r"\b[a-zäöüß]+ (Der|Die|Das|Dem|Den|Des|Ein|Eine|Einen|Einem|Eines) ")
    wrong = [form for forms in i18n.messages("de").values() for form in forms if mid_sentence.search(form)]
    assert wrong == []
