"""Activating a still-lit Menhir can lower its dial (rules-decisions.md "Menhirs": re-activating sets the
dial, leftover power is lost): the action says what the dial becomes, and text play asks before lowering
(issue 20: a dial of 7 set to 4 threw away 3 days with no warning)."""

from __future__ import annotations

import io

from engine_testkit import CATALOG

from grail_desktop.cli import play, render
from grail_desktop.engine import legal, new_game
from grail_desktop.engine.actions import ActivateMenhir


def _at_lit_menhir(dial: int):  # type: ignore[no-untyped-def]
    g = new_game(CATALOG, ["a"], seed=1)
    g.state.characters["a"].resources["magic"] = 5
    g.apply("travel 102")
    g.apply("activate-menhir")
    g.state.menhirs["102"].dial = dial
    return g


def test_the_dial_change_is_known_before_acting() -> None:
    g = _at_lit_menhir(7)
    assert legal.menhir_dial_change(g, 102) == (7, 4)
    warning = legal.menhir_lowering_warning(g, 102)
    assert warning is not None and "7 days" in warning and "to 4" in warning and "3 days" in warning
    g.state.menhirs["102"].dial = 3
    assert legal.menhir_lowering_warning(g, 102) is None  # raising it is no loss
    del g.state.menhirs["102"]
    assert legal.menhir_dial_change(g, 102) == (None, 4)


def test_the_text_label_says_what_the_dial_becomes() -> None:
    g = _at_lit_menhir(7)
    g.state.characters["a"].acted = False
    label = render.label(g, ActivateMenhir())
    assert "dial will show 4" in label and "now 7" in label and "3 days lost" in label


def test_text_play_asks_before_lowering_the_dial() -> None:
    g = _at_lit_menhir(7)
    g.state.characters["a"].acted = False
    out = io.StringIO()
    play.session(g, ["activate-menhir", "state"], out)
    assert "thrown away" in out.getvalue()
    assert g.state.menhirs["102"].dial == 7  # not lowered: the player did not repeat it
    out = io.StringIO()
    play.session(g, ["activate-menhir", "activate-menhir"], out)
    assert g.state.menhirs["102"].dial == 4
