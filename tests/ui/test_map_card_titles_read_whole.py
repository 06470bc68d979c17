"""Every bundled location's title reads whole on its map card (issue 18: "The Camp of Spe…"; ux.md "The table holds
still": nothing elided). The title takes one line at the largest size that fits between the card's number and its
seals, else wraps into two lines over the art; it never runs into the number, the "was N" of a card that replaced
another, or the seals. Sizes are scene units, so the fit holds at the default zoom (0.85) as at every other.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from grail_desktop.app.views import CardView
from grail_desktop.catalog import load_campaign
from grail_desktop.ui.fonts import READING_FAMILY
from grail_desktop.ui.map_scene import CARD_W, TWO_LINES, _font, title_fit


def _card(number: int, name: str, seals: tuple[str, ...], legacy: int | None) -> CardView:
    return CardView(
        number=number, name=name, x=0, y=0, terrain="", description="", legacy=legacy, seals=seals, action="",
        instant="", keys=(), time_tokens=0, vanishing=False, travel_target=False, items=(),
    )  # fmt: skip


@pytest.mark.parametrize("lang", ["", "de"])
def test_every_bundled_location_title_fits_its_card(app: QApplication, lang: str) -> None:
    catalog = load_campaign("ynys-wen", lang=lang)
    assert len(catalog.locations) > 20
    two = 0
    for number, location in catalog.locations.items():
        card = _card(number, location.name, tuple(location.seals), location.legacy)
        size, lines, band = title_fit(card)
        assert " ".join(lines) == " ".join(location.name.split()), f"{location.name!r} is shortened to {lines}"
        assert size >= TWO_LINES[-1] and len(lines) <= 2
        metrics = QFontMetricsF(_font(READING_FAMILY, size, bold=True))
        for line in lines:
            assert metrics.horizontalAdvance(line) <= band.width(), f"{line!r} runs out of its band"
        assert len(lines) * metrics.lineSpacing() <= band.height(), f"{location.name!r} is taller than its band"
        # the band keeps clear of the number on the left and the seals on the right
        seals_left = CARD_W - 12 - 19 * (len(card.seals) - 1) - 8 if card.seals else CARD_W - 8
        assert band.right() <= seals_left and band.left() >= 8 + 6
        assert band.top() >= 0 and band.bottom() <= 30, "over the art, never on it"
        two += len(lines) == 2
    assert two, "some long titles take their second line (the Flooded Causeway, the Drowned Court …)"


def test_a_short_title_stays_one_large_centred_line(app: QApplication) -> None:
    size, lines, band = title_fit(_card(101, "Tref Eithin", ("menhir", "settlement", "dream"), None))
    assert lines == ["Tref Eithin"] and size >= 9.0
    size, lines, band = title_fit(_card(105, "The Black Mere", (), None))
    assert lines == ["The Black Mere"] and size == 10.5
    assert abs(band.center().x() - CARD_W / 2) < 1, "centred on the card"
    assert isinstance(band, QRectF)
