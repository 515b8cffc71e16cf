"""Pixels where checkers must be, for a known position, in all four home-board corners (R5)."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from bgdesk.gui.board import theme as theme_mod
from bgdesk.gui.board.geometry import CORNERS, OPPONENT, VIEWER
from bgdesk.gui.prefs import GuiSettings
from bgdesk.gui.board.scene import BoardScene
from bgdesk.gui.board.state import BoardState
from bgdesk.gui.board.view import BoardView

TEST_THEME = dataclasses.replace(
    theme_mod.CLASSIC,
    name="pixel-test",
    field="#808080",
    point_a="#00b000",
    point_b="#c0c000",
    checkers=("#ff0000", "#0000ff"),
    checker_edges=("#800000", "#000080"),
    pips=("#ffffff", "#ffffff"),
)


def counts(points: dict) -> tuple:
    c = [0] * 26
    for k, v in points.items():
        c[k] = v
    return tuple(c)


# Viewer: one on the bar, one borne off. Opponent: two borne off.
MINE = counts({6: 5, 8: 3, 13: 4, 24: 1, 25: 1, 0: 1})
THEIRS = counts({6: 4, 8: 3, 13: 5, 24: 1, 0: 2})


def is_red(c: QColor) -> bool:
    return c.red() > 150 and c.green() < 110 and c.blue() < 110


def is_blue(c: QColor) -> bool:
    return c.blue() > 150 and c.red() < 110 and c.green() < 110


@pytest.fixture
def pixel_theme(monkeypatch):
    monkeypatch.setitem(theme_mod.THEMES, "pixel-test", TEST_THEME)


@pytest.mark.parametrize("corner", CORNERS)
def test_checker_pixels_in_every_corner(qtbot, pixel_theme, corner):
    scene = BoardScene(GuiSettings(home_corner=corner, theme="pixel-test", animation_speed="off"))
    scene.set_state(BoardState(mine=MINE, theirs=THEIRS, dice=(3, 1), dice_side=VIEWER, on_roll=VIEWER))
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(1200, 900)
    view.show()
    qtbot.waitExposed(view)
    image = view.grab().toImage()
    geo = scene.geometry

    def pixel(p: QPointF) -> QColor:
        v = view.mapFromScene(p)
        return image.pixelColor(round(v.x() * image.devicePixelRatio()), round(v.y() * image.devicePixelRatio()))

    def centre(r) -> QPointF:
        return QPointF(r.x + r.w / 2, r.y + r.h / 2)

    checked = 0
    for v in range(1, 25):
        mine, theirs = MINE[v], THEIRS[25 - v]
        n = mine or theirs
        for i in range(n):
            c = pixel(centre(geo.checker_rect(v, i, n)))
            assert (is_red(c) if mine else is_blue(c)), (corner, v, i, c.name())
            checked += 1
        if n == 0:  # an empty point shows no checker at its first slot
            c = pixel(centre(geo.checker_rect(v, 0, 1)))
            assert not is_red(c) and not is_blue(c), (corner, v, c.name())
    # The bar checker, and the borne-off slabs in each side's tray.
    assert is_red(pixel(centre(geo.bar_checker_rect(VIEWER, 0, 1))))
    assert is_red(pixel(centre(geo.off_checker_rect(VIEWER, 0))))
    assert not is_red(pixel(centre(geo.off_checker_rect(VIEWER, 1))))
    for i in range(2):
        assert is_blue(pixel(centre(geo.off_checker_rect(OPPONENT, i))))
    assert not is_blue(pixel(centre(geo.off_checker_rect(OPPONENT, 2))))
    assert checked == 13 + 13
    # The viewer's home board is in the requested corner: the 6-point stack is there.
    x6, y6 = geo.point_rect(6).center
    assert (x6 > 450) == corner.endswith("right")
    assert (y6 > 400) == corner.startswith("bottom")


def test_the_dice_area_shows_where_to_roll(window, mouse):
    # R6: at the opening each player's half shows where their die will fall; clicking it rolls.
    from bgdesk.gui.match.controller import MatchConfig
    from tests.gui.conftest import QueueDice

    ctl, scene = window.controller, window.scene
    dice = QueueDice()
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=3), dice=dice)
    cups = [c for c in scene.cup_items if c.isVisible()]
    assert len(cups) == 2 and all(c.text == "Roll" for c in cups)
    dice.push((6, 5))
    mouse.click(cups[0].sceneBoundingRect().center())
    assert ctl.game.dice == (6, 5)
    assert not any(c.isVisible() for c in scene.cup_items)  # the dice lie there now
    ctl.enter_move("24/13")
    ctl.commit()
    cups = [c for c in scene.cup_items if c.isVisible()]
    assert len(cups) == 1 and cups[0].sceneBoundingRect().intersects(
        QRectF(*scene.geometry.field_rect("left")))  # Ben's half
    # A computer player rolls by itself: no place to click.
    ctl.new_match(MatchConfig(names=("Ann", "Bot"), length=3, players=("human", "beginner")), dice=dice)
    dice.push((5, 6))
    ctl.roll()  # Bot wins the opening and plays; Ann's turn next
    assert all(not c.isVisible() or scene.state.on_roll == 0 for c in scene.cup_items)
