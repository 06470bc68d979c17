"""Issue 28: the Riven Veil engine's refusal reasons ("Refused: …" on the desk and in the text mode) read in
German. The engine stays pure and English; :func:`grail_desktop.app.veil.event_words.veil_refusal` renders each
reason through the catalog. Real refusals are provoked from a German match (a seat out of turn, a seat that does
not exist, an action not on offer, an undo at a barrier, bad notation, a bad replay line, the game over) and each
must read in German; every template has its German."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from grail_desktop.app import i18n
from grail_desktop.app.veil.event_words import REFUSALS, veil_refusal
from grail_desktop.catalog.veil import load_veil_pack
from grail_desktop.engine.core import IllegalActionError
from grail_desktop.engine.veil.actions import act, parse_act
from grail_desktop.engine.veil.defs import VeilPack
from grail_desktop.engine.veil.game import VeilGame
from grail_desktop.engine.veil.state import Mode

#: English words of the refusal reasons that no German one holds (notation and seat numbers aside).
ENGLISH = re.compile(
    r"\b(the|is|no|not|seat|has|already|made|its|decision|one|of|legal|actions|now|nothing|"
    r"since|last|drawn|revealed|explored|starts|with|colon|after|unknown|known|takes|got|write|"
    r"over|there|secret|choice|this|time|verb|action|arguments?)\b"
)


@pytest.fixture(scope="module")
def pack() -> Iterator[VeilPack]:
    i18n.set_language("de")
    yield load_veil_pack("saltcrown", lang="de")
    i18n.set_language("en")


def _reason(call: object) -> str:
    with pytest.raises(IllegalActionError) as refused:
        call()  # type: ignore[operator]
    return refused.value.reason


def _german(reason: str) -> str:
    words = veil_refusal(reason)
    shown = re.sub(r"'[^']*'|\{[^}]*\}", "", words)  # notation the player typed stays as written
    assert words != reason and not ENGLISH.search(shown), (reason, words)
    return words


def test_real_refusals_read_in_german(pack: VeilPack) -> None:
    game = VeilGame(pack, ["hollow-court", "tide-wardens"], Mode(seasons=2), 7)
    assert "nichts zurückzunehmen" in _german(_reason(game.undo))  # nothing done yet
    seat = game.to_act()[0]
    first = game.legal_actions(seat)[0]  # the draft: each seat keeps an Artifact in secret
    game.apply(first)
    again = _german(_reason(lambda: game.apply(first)))
    assert again == f"Platz {seat} hat seine geheime Wahl für diesmal schon getroffen"
    assert _german(_reason(lambda: game.apply(act(5, "end")))) == "es gibt keinen Platz 5"
    waiting = game.to_act()[0]
    assert "erlaubten Aktionen" in _german(_reason(lambda: game.apply(act(waiting, "pass"))))
    assert "Doppelpunkt" in _german(_reason(lambda: parse_act("end")))
    assert "unbekanntes Verb" in _german(_reason(lambda: parse_act("0: fly")))
    assert "braucht 0 Angaben, erhalten: 2" in _german(_reason(lambda: parse_act("0: end now please")))
    line = veil_refusal("action 3 ('0: fly'): there is no seat 9")
    assert line == "Aktion 3 ('0: fly'): es gibt keinen Platz 9"
    assert veil_refusal("the game is over") == "das Spiel ist vorbei"


def test_every_refusal_template_has_german_and_english_stays_english(pack: VeilPack) -> None:
    for template in REFUSALS:
        assert i18n.tr(template) != template, template
    i18n.set_language("en")
    try:
        assert veil_refusal("there is no seat 5") == "there is no seat 5"
    finally:
        i18n.set_language("de")
    assert veil_refusal("a reason no template knows") == "a reason no template knows"


def test_a_plural_faction_takes_a_plural_verb(pack: VeilPack) -> None:
    """The pack translation's ``number = "plural"`` (docs/content-format.md "Translations") picks the plural
    form of each sentence whose subject is that faction."""
    from grail_desktop.app.veil.event_words import PLURAL_FORMS, veil_sentence

    assert veil_sentence("FavorGained", "Die Gezeitenhüter gains 2 Favor, now 3.") == (
        "Die Gezeitenhüter erhalten 2 Gunst, jetzt 3."
    )
    assert (
        veil_sentence("FavorGained", "Der Hohle Hof gains 2 Favor, now 3.") == "Der Hohle Hof erhält 2 Gunst, jetzt 3."
    )
    assert veil_sentence("GameOver", "The game ends. Die Gezeitenhüter wins with 12 VP.") == (
        "Das Spiel endet. Die Gezeitenhüter gewinnen mit 12 SP."
    )
    for template in PLURAL_FORMS:  # every plural form has its German, differing from the singular's
        plural = i18n.tr(template, "plural subject")
        assert plural != template and plural != i18n.tr(template), template
