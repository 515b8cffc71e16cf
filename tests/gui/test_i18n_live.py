"""Switching language while playing: the game, the position, the move list and the
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
    from bgdesk.gui.chouette.controller import ChouetteConfig
    from bgdesk.gui.chouette.mode import start_chouette

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


def _menu_titles(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def test_switching_language_keeps_the_game_and_retranslates(window, mouse, qtbot):
    from bgdesk.gui.match.controller import MatchConfig
    from tests.gui.conftest import drop_target

    ctl, scene = window.controller, window.scene
    dice = QueueDice(seed=5)
    ctl.new_match(MatchConfig(names=("Alice", "Bob"), length=5), dice=dice)
    dice.push((3, 1))
    click_dice(mouse, scene)  # the opening roll: Alice 3, Bob 1 -> Alice plays 3-1
    for src, dst in ((8, 5), (6, 5)):
        mouse.drag(scene.location_scene_pos(0, src), drop_target(scene, 0, dst))
    click_dice(mouse, scene)  # pick up the dice
    dice.push((6, 4))
    click_dice(mouse, scene, 1)  # Bob rolls and is to move
    g = ctl.game
    assert ctl.turn is not None and g.on_roll == 1
    record = ctl.match.to_dict() if hasattr(ctl.match, "to_dict") else None
    position = g.position.position_id()
    moves_en = [window.move_list.item(i).text() for i in range(window.move_list.count())]
    menus_en = _menu_titles(window)
    status_en = scene.state.status
    assert "&Game" in menus_en and window.act_roll.text() == "&Roll"
    assert any("8/5 6/5" in line for line in moves_en)

    apply_language("af")
    qtbot.wait(1)
    # The game is untouched: same match, position, dice and turn.
    assert ctl.game is g and g.position.position_id() == position and g.dice == (6, 4)
    assert ctl.turn is not None and g.on_roll == 1
    if record is not None:
        assert ctl.match.to_dict() == record
    # ... and everything shown is in Afrikaans.
    assert "&Spel" in _menu_titles(window) and window.act_roll.text() == "&Gooi"
    assert window.act_roll.toolTip().startswith("Gooi die dobbelstene")
    moves_af = [window.move_list.item(i).text() for i in range(window.move_list.count())]
    assert len(moves_af) == len(moves_en) and moves_af != moves_en
    assert any("8/5 6/5" in line for line in moves_af)  # the notation itself stays
    assert any(line.startswith("Spel 1") for line in moves_af)
    assert scene.state.status != status_en and "moet" in scene.state.status
    assert window.score_panel.title.text() == "Wedstryd tot 5 punte"
    assert "Taal: Afrikaans" in window.statusBar().currentMessage()

    # The game goes on in the new language, and back in English all is as it was.
    apply_language("en")
    assert [window.move_list.item(i).text() for i in range(window.move_list.count())] == moves_en
    assert _menu_titles(window) == menus_en and scene.state.status == status_en


def test_a_finished_game_s_banner_follows_the_language(window, qtbot):
    from bgdesk.gui.match.controller import MatchConfig

    ctl = window.controller
    dice = QueueDice(seed=2)
    ctl.new_match(MatchConfig(names=("Alice", "Bob"), length=3), dice=dice)
    dice.push((3, 1))
    ctl.roll()  # Alice wins the opening roll
    while not ctl.turn.is_complete:
        step = ctl.turn.legal_steps()[0]
        ctl.move(step.src, step.dst)
    ctl.commit()
    window.prompt_driver = lambda dlg: dlg.choose("pass")  # Alice passes Bob's double
    assert ctl.double()  # Bob doubles before his roll
    assert ctl.game.is_over
    banner_en = window.scene.banner_item.text
    assert "passes" in banner_en and "Click here" in banner_en
    apply_language("lv")
    assert window.scene.banner_item.text != banner_en and "atsakās" in window.scene.banner_item.text
    apply_language("en")
    assert window.scene.banner_item.text == banner_en


def test_settings_dialog_ok_applies_the_language(window, qtbot):
    from bgdesk.gui.i18n import current_language

    def choose_maltese(dlg):
        box = dlg.widget("appearance.language")
        box.setCurrentIndex(box.findData("mt"))
        dlg.accept()

    window.prompt_driver = choose_maltese
    window.edit_settings()
    assert current_language() == "mt"
    assert window.act_roll.text() == "&Armi"
