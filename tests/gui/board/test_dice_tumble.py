"""Freshly rolled dice tumble into place while the rattle sounds: they turn and grow for about as
long as dice_roll.wav lasts at the normal animation speed, end upright, are left still when the
same roll is drawn again, and the animation is freed; with animations off they simply appear."""

from __future__ import annotations

import wave
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractAnimation

from bgdesk.gui.board.scene import DICE_TUMBLE_MS
from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.prefs import GuiSettings
from tests.gui.conftest import QueueDice

SOUNDS = Path(__file__).resolve().parents[3] / "resources" / "sounds"


def shown_dice(scene):
    return [d for d in scene.dice_items + scene.opening_items if d.isVisible()]


def start(window, *rolls):
    dice = QueueDice(3)
    dice.push(*rolls)
    window.controller.new_match(MatchConfig(names=("Ann", "Ben"), length=5), dice=dice)
    return window.controller


@pytest.fixture
def settings():
    return GuiSettings(animation_speed="normal", confirm_double=False)


def test_the_tumble_lasts_as_long_as_the_rattle():
    with wave.open(str(SOUNDS / "dice_roll.wav")) as w:
        rattle_ms = 1000 * w.getnframes() / w.getframerate()
    assert abs(rattle_ms - DICE_TUMBLE_MS) <= 100


def test_a_new_roll_tumbles_into_place_and_is_freed(window, qtbot):
    scene = window.scene
    ctl = start(window, (5, 2), (6, 4))
    assert scene.tumble_ms() == DICE_TUMBLE_MS
    ctl.roll()  # the opening roll: both dice tumble
    assert scene.tumbling and len(shown_dice(scene)) == 2
    qtbot.wait(120)
    moving = [d for d in shown_dice(scene) if d.rotation() != 0.0 or d.scale() != 1.0]
    assert moving, "the dice are turning half way through"
    qtbot.waitUntil(lambda: not scene.tumbling, timeout=3000)
    assert all(d.rotation() == 0.0 and d.scale() == 1.0 for d in shown_dice(scene))
    qtbot.wait(20)  # Qt deletes the stopped animation on the next turn of the loop
    assert window.scene.findChildren(QAbstractAnimation) == []


def test_the_same_roll_drawn_again_stays_still(window, qtbot):
    scene = window.scene
    ctl = start(window, (5, 2))
    ctl.roll()
    qtbot.waitUntil(lambda: not scene.tumbling, timeout=3000)
    assert ctl.move(13, 11)  # a step played: the same dice, one dimmed
    assert not scene.tumbling
    scene.refresh()  # a settings change draws everything again
    assert not scene.tumbling


def test_a_new_state_mid_tumble_leaves_the_dice_upright(window, qtbot):
    scene = window.scene
    ctl = start(window, (5, 2))
    ctl.roll()
    assert scene.tumbling
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=3))  # the dice go away mid-tumble
    assert not scene.tumbling
    assert all(d.rotation() == 0.0 and d.scale() == 1.0 for d in scene.dice_items + scene.opening_items)


@pytest.mark.parametrize("speed, ms", [("off", 0), ("fast", 250), ("slow", DICE_TUMBLE_MS)])
def test_the_tumble_follows_the_animation_speed(window, qtbot, speed, ms):
    window.settings.animation_speed = speed
    scene = window.scene
    assert scene.tumble_ms() == ms
    ctl = start(window, (5, 2))
    ctl.roll()
    assert scene.tumbling == (ms > 0)
