"""The encounter board's faces read whole where their room allows, and say so where it does not (issue 18: enemy
rule lines and hand-card text were shortened on the board, the whole only in the lens). A lone enemy effect takes
every line its face has free; a face whose words or title are shortened shows a lens mark in its title band (the
lens and the large card say the words whole), and one whose words all fit shows none."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from grail_desktop.app.encounter_view import CardFace, EnemyView, StrikeView
from grail_desktop.ui.board_faces import (
    ENEMY_FACE_W,
    FACE_W,
    enemy_face_rows,
    paint_enemy_face,
    paint_face,
    strike_lines,
    title_fits,
)

LONG = "It rakes the ground before it and every die you hold this round comes up one face lower than rolled."


def _enemy(*after: str, name: str = "The Grey Abbess") -> EnemyView:
    return EnemyView(
        number=1, id="e", name=name, level=1, health=3, hits=0, defeated=False, guardian=False, dial="red",
        right_nodes=("top",), during=(), after=after, special=(), instant_rewards=(), item_rewards=(),
        escape_cost=(), chain=(), end_name=name, end_nodes=("top",),
    )  # fmt: skip


def _card(*texts: str, name: str = "Low Guard") -> CardFace:
    positions = (("top",), ("bottom",))
    return CardFace("c", name, tuple(StrikeView(p, t) for p, t in zip(positions, texts, strict=False)), ("top",))


def _painted(paint) -> QImage:  # type: ignore[no-untyped-def]
    image = QImage(300, 200, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    paint(painter)
    painter.end()
    return image


def test_a_lone_effect_takes_the_lines_its_face_has(app: QApplication) -> None:
    rows, _more = enemy_face_rows(_enemy(LONG))
    assert len(rows) > 2, "a lone effect was cut after two lines with room under it"
    short, more = enemy_face_rows(_enemy("It bites: 1 Health."))
    assert not more and " ".join(r for _h, r in short).endswith("1 Health.")


def test_a_shortened_face_shows_the_lens_mark_and_a_whole_one_none(app: QApplication) -> None:
    _rows, more = enemy_face_rows(_enemy(LONG, LONG, LONG))
    assert more, "three long effects cannot fit: the face must say there is more"
    assert strike_lines(_card(LONG, "1 hit."))[1] and not strike_lines(_card("1 hit.", "Draw 1 card."))[1]
    assert not title_fits("Mind the Footing of the Old Causeway", FACE_W, True) and title_fits(
        "Low Guard", FACE_W, True
    )
    # the mark is painted in the title band's right end: there the band's pixels differ from a whole face's

    def corner(image: QImage, right: float) -> list[int]:
        return [image.pixel(i, j) for i in range(int(right) - 20, int(right) - 4) for j in range(6, 24)]

    whole = _painted(lambda p: paint_face(p, _card("1 hit.", "Draw 1 card."), False))
    cut = _painted(lambda p: paint_face(p, _card(LONG, "Draw 1 card."), False))
    assert corner(whole, FACE_W) != corner(cut, FACE_W)
    whole = _painted(lambda p: paint_enemy_face(p, _enemy("It bites."), False))
    cut = _painted(lambda p: paint_enemy_face(p, _enemy(LONG, LONG, LONG), False))
    assert corner(whole, ENEMY_FACE_W) != corner(cut, ENEMY_FACE_W)
