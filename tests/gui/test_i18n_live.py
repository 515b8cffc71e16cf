"""Switching language while playing (issue 8): the game, the position, the move list and the
prompts' state stay exactly as they were; menus, panels and the board's texts change language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel

from bgdesk.gui.i18n import apply_language, bind, retranslate_bound, unbind
from tests.gui.conftest import QueueDice, dice_point


def click_dice(mouse, scene, side=0):
    mouse.click(dice_point(scene, side))


def test_bound_texts_follow_the_language(qtbot):
    from PySide6.QtCore import QT_TRANSLATE_NOOP

    label = QLabel()
    qtbot.addWidget(label)
    bind(label, "StandardButtons", QT_TRANSLATE_NOOP("StandardButtons", "Cancel"))
    bind(label, "RulesWindow", QT_TRANSLATE_NOOP("RulesWindow", "Rules of backgammon"), "tip", suffix=" (F1)")
    assert label.text() == "Cancel" and label.toolTip() == "Rules of backgammon (F1)"
    apply_language("af")
    assert label.text() == "Kanselleer" and label.toolTip() == "Reëls van backgammon (F1)"
    unbind(label, "tip")
    label.setToolTip("something else")
    apply_language("lv")
    assert label.text() == "Atcelt" and label.toolTip() == "something else"
    apply_language("en")
    assert retranslate_bound(label) == 1 and label.text() == "Cancel"


def test_chouette_keeps_going_through_a_language_change(window, mouse, qtbot):
    from bgdesk.gui.chouette_controller import ChouetteConfig
    from bgdesk.gui.chouette_mode import start_chouette

    mode = start_chouette(window, ChouetteConfig(names=("Ann", "Bob", "Cy")))
    assert mode is not None and mode.active
    ctl, panel = mode.controller, mode.panel
    dice = QueueDice(seed=3)
    ctl.set_dice_source(dice)
    for d in ((6, 1), (4, 2), (3, 3)):
        dice.push(d)
        click_dice(mouse, window.scene)
    ch = ctl.chouette
    before = ch.to_dict()
    banner_en = window.scene.banner_item.text
    assert "Ann is in the box" in banner_en
    header = panel.table.horizontalHeaderItem(0).text()
    assert header == "Seat" and mode.menu.title() == "&Chouette"

    apply_language("sw")
    qtbot.wait(1)
    assert ctl.chouette is ch and ch.to_dict() == before  # nothing about the chouette changed
    assert panel.table.horizontalHeaderItem(0).text() == "Nafasi"
    assert panel.cell("Ann", 0) == "Sanduku"
    assert mode.menu.title() == "&Chouette" and mode.act_roll.text() == "&Rusha"
    assert "yuko sandukuni" in window.scene.banner_item.text
    assert window.windowTitle() == "bgdesk — chouette"

    apply_language("en")
    assert window.scene.banner_item.text == banner_en
    assert mode.act_roll.text() == "&Roll" and panel.cell("Ann", 0) == "Box"
    mode.leave()
    assert window.windowTitle() == "bgdesk"
    apply_language("mt")
    assert window.windowTitle() == "bgdesk"  # the chouette's title is not brought back
