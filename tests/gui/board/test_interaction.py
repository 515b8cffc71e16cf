"""Click-to-move, double-click bear-off, drag distance, highlights, animation, settings, the view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from bgdesk.engine import Position
from bgdesk.engine.dice import ManualDice
from bgdesk.engine.game import Game, Phase
from bgdesk.engine.record import Rules
from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.board.geometry import VIEWER
from bgdesk.gui.board.scene import step_duration
from tests.gui.conftest import QueueDice, dice_point, drop_target

BEAR_OFF = Position.from_points(on_roll={1: 3, 2: 3, 3: 3, 4: 2, 5: 2, 6: 2}, opponent={6: 5, 8: 5, 13: 5})


def start(window, dice=(6, 4)):
    ctl = window.controller
    q = QueueDice()
    q.push(dice)
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=5), dice=q)
    ctl.roll()
    return ctl, q


def test_left_click_plays_higher_die_right_click_the_lower(window, mouse):
    ctl, _ = start(window, (6, 4))
    assert ctl.game.on_roll == 0
    scene = window.scene
    mouse.click(scene.location_scene_pos(0, 13))
    assert ctl.turn.steps[-1][:3] == (13, 7, 6)
    mouse.click(scene.location_scene_pos(0, 13), Qt.MouseButton.RightButton)
    assert ctl.turn.steps[-1][:3] == (13, 9, 4)
    assert ctl.turn.is_complete
    window.act_undo.trigger()
    window.act_undo.trigger()
    assert ctl.turn.steps == ()
    # Right click first: the lower die; then left click: the only die left.
    mouse.click(scene.location_scene_pos(0, 24), Qt.MouseButton.RightButton)
    assert ctl.turn.steps[-1][:3] == (24, 20, 4)
    mouse.click(scene.location_scene_pos(0, 24))
    assert ctl.turn.steps[-1][:3] == (24, 18, 6)
    # Clicking a checker that cannot move says so.
    assert not ctl.click(1)


def test_press_below_drag_distance_is_a_click(window, mouse):
    ctl, _ = start(window, (3, 1))
    scene = window.scene
    p = mouse.to_view(scene.location_scene_pos(0, 8))
    mouse.press(p)
    mouse.move(p + QPoint(max(QApplication.startDragDistance() - 2, 0) // 2, 0))
    mouse.release(p)
    assert ctl.turn.steps[-1][:3] == (8, 5, 3)  # played as a click, not a drag


def test_highlights_include_combined_and_bear_off(window, mouse):
    ctl = window.controller
    ctl.set_up(Game.from_position(BEAR_OFF, 0, rolled=(5, 1)), names=("Ann", "Ben"))
    scene = window.scene
    p = mouse.to_view(scene.location_scene_pos(0, 6))
    mouse.press(p)
    dsts = set(ctl.destinations(6))
    assert {5, 1, 0} <= dsts  # 6/5, 6/1, and 6/off with 5+1 combined
    assert scene.highlighted == len(dsts)
    mouse.release(p)
    assert scene.highlighted == 0


def test_drag_onto_tray_bears_off(window, mouse):
    ctl = window.controller
    ctl.set_up(Game.from_position(BEAR_OFF, 0, rolled=(6, 4)), names=("Ann", "Ben"))
    scene = window.scene
    mouse.drag(scene.location_scene_pos(0, 6), drop_target(scene, 0, 0))
    assert ctl.turn.steps[-1][:2] == (6, 0)
    assert len(scene.stack(0, 0)) == 1 and scene.stack(0, 0)[0].is_slab
    assert scene.state.mine[0] == 1


def test_double_click_bears_off(window, mouse):
    ctl = window.controller
    ctl.set_up(Game.from_position(BEAR_OFF, 0, rolled=(4, 2)), names=("Ann", "Ben"))
    scene = window.scene
    pos = mouse.to_view(scene.location_scene_pos(0, 4))
    mouse.double_click(pos)
    # The first click would have played 4/off too; the double click leaves exactly one step.
    assert [s[:2] for s in ctl.turn.steps] == [(4, 0)]
    # On the 2-point the left click plays 2/off... then the double click: still one bear-off.
    pos = mouse.to_view(scene.location_scene_pos(0, 2))
    mouse.double_click(pos)
    assert [s[:2] for s in ctl.turn.steps] == [(4, 0), (2, 0)]
    assert ctl.turn.is_complete


def test_double_click_before_the_bear_off_is_a_click(window, mouse):
    # Not all checkers are home (R17): nobody is bearing off, so the double click means the click.
    ctl, _ = start(window, (6, 4))
    scene = window.scene
    mouse.double_click(mouse.to_view(scene.location_scene_pos(0, 13)))
    assert [s[:3] for s in ctl.turn.steps] == [(13, 7, 6)]
    assert ctl.last_message == "Ann: 4 still to play."


def test_double_click_on_a_checker_that_cannot_bear_off_says_why(window, mouse):
    # R18, R19: all home, 2-1; the checker on 6 cannot bear off (a 6 is needed while 6 is held).
    ctl = window.controller
    pos = Position.from_points(on_roll={6: 2, 5: 13}, opponent={24: 15})
    ctl.set_up(Game.from_position(pos, 0, rolled=(2, 1)), names=("Ann", "Ben"))
    scene = window.scene
    mouse.double_click(mouse.to_view(scene.location_scene_pos(0, 6)))
    assert [s[:2] for s in ctl.turn.steps] == [(6, 4)]  # the click stays
    assert ctl.last_message.startswith("That checker cannot bear off with these dice")
    assert "R1" not in ctl.last_message


def test_double_click_on_the_dice_rolls_once_and_says_nothing_of_checkers(window, mouse):
    ctl = window.controller
    dice = QueueDice()
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=3), dice=dice)
    dice.push((5, 2))
    scene = window.scene
    zone = scene.geometry.dice_zone(0)
    mouse.double_click(mouse.to_view(QPointF(zone.x + zone.w / 2, zone.y + zone.h / 2)))
    assert ctl.game.phase is Phase.MOVING and ctl.game.dice == (5, 2)
    assert ctl.turn.steps == ()
    assert ctl.last_message.startswith("Ann wins the opening roll")


def test_cannot_move_passes_the_turn(window):
    ctl = window.controller
    closed = Position.from_points(on_roll={25: 1, 6: 14}, opponent={1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3})
    game = Game.from_position(closed, 0, dice=ManualDice([(6, 5)]))
    ctl.set_up(game, names=("Ann", "Ben"))
    assert ctl.roll()
    assert "cannot move" in ctl.last_message
    assert ctl.game.on_roll == 1 and ctl.game.phase is Phase.BEFORE_ROLL
    st = window.scene.state
    assert st.dice == (6, 5) and st.dice_side == 0 and len(st.dice_used) == 2  # shown dimmed
    assert all(d.used for d in window.scene.dice_items if d.isVisible())


def test_cannot_move_stays_on_the_board_for_a_moment(window, qtbot):
    # R16: the roll cannot be played; the board says so for a moment even when the opponent
    # (a computer player would) rolls at once, and the move list keeps it.
    ctl = window.controller
    closed = Position.from_points(on_roll={25: 1, 6: 14}, opponent={1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3})
    game = Game.from_position(closed, 0, dice=ManualDice([(6, 5), (3, 1)]))
    ctl.set_up(game, names=("Ann", "Ben"))
    ctl.roll()
    notice = window.scene.notice_item
    assert notice.isVisible() and notice.text == "Ann rolls 6-5 and cannot move."
    ctl.roll()  # Ben rolls straight away: the status line moves on, the notice stays
    assert "Ben rolls 3-1" in ctl.last_message
    assert notice.isVisible()
    assert any("Ann 65: cannot move" in line for line in ctl.move_list())
    qtbot.waitUntil(lambda: not notice.isVisible(), timeout=5000)


def test_confirm_off_finishes_the_turn_and_forced_moves_play_themselves(window, settings):
    settings.confirm_moves = False
    ctl, q = start(window, (3, 1))
    ctl.move(8, 5)
    ctl.move(6, 5)
    assert ctl.turn is None and ctl.game.on_roll == 1
    settings.auto_play_forced = True
    bar = Position.from_points(on_roll={25: 1, 6: 14}, opponent={1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 13: 5})
    ctl.set_up(Game.from_position(bar, 0, rolled=(6, 6)), names=("Ann", "Ben"))
    # The single legal play (bar/19/13/7/1) plays itself and, with confirm off, is final.
    assert ctl.turn is None and ctl.game.on_roll == 1
    assert ctl.game.position_for(0).mine[1] == 1 and ctl.game.position_for(0).mine[25] == 0


def test_keyboard_move_entry_errors_are_explained(window):
    ctl, _ = start(window, (3, 1))
    assert not ctl.enter_move("8/3")
    assert "8/3" in ctl.last_message
    assert not ctl.enter_move("hello")
    assert ctl.enter_move("8/5 6/5")
    assert ctl.turn.is_complete


def test_undo_before_any_step_and_commit_too_early(window):
    ctl, _ = start(window, (3, 1))
    assert not ctl.undo()
    assert not ctl.commit()
    assert "still to play" in ctl.last_message
    assert not ctl.roll()
    assert "play the roll first" in ctl.last_message


def test_opening_tie_with_automatic_doubles_money(window):
    ctl = window.controller
    q = QueueDice()
    q.push((4, 4), (5, 2))
    ctl.new_match(MatchConfig(length=0, rules=Rules(auto_doubles=True)), dice=q)
    ctl.roll()
    assert "roll again" in ctl.last_message and "cube is now at 2" in ctl.last_message
    st = window.scene.state
    assert st.opening == (4, 4) and st.cube_value == 2 and st.cube_owner is None
    assert window.scene.cube_item.face == "2"
    ctl.roll()
    assert ctl.game.on_roll == 0 and window.scene.state.opening == (5, 2)


def test_offered_cube_shown_in_doubler_half_while_prompt_open(window, mouse):
    ctl, _ = start(window, (3, 1))
    ctl.enter_move("8/5 6/5")
    ctl.commit()
    scene = window.scene
    seen = {}

    def driver(dlg):
        seen["offered"] = scene.cube_item.offered
        seen["face"] = scene.cube_item.face
        seen["pos"] = QPointF(scene.cube_item.pos())
        seen["status"] = scene.state.status
        dlg.choose("take")

    window.prompt_driver = driver
    mouse.click(scene.cube_item.pos())  # Ben doubles by clicking the cube
    r = scene.geometry.cube_rect("offered-by-opponent")
    assert seen["offered"] and seen["face"] == "2"
    assert seen["pos"] == QPointF(r.x + r.w / 2, r.y + r.h / 2)
    assert "Ann" in seen["status"]
    assert ctl.game.cube_owner == 0 and not scene.cube_item.offered
    r = scene.geometry.cube_rect("viewer")
    assert scene.cube_item.pos() == QPointF(r.x + r.w / 2, r.y + r.h / 2)


def test_declined_resignation_play_goes_on(window):
    ctl, _ = start(window, (3, 1))
    ctl.move(8, 5)
    window.prompt_driver = lambda dlg: dlg.choose("decline")
    assert ctl.resign(2)
    assert ctl.game.phase is Phase.MOVING and ctl.turn is not None
    assert ctl.turn.steps == ()  # the steps were taken back with the offer
    assert "declined" in ctl.last_message


def test_beaver_in_money_play(window):
    ctl = window.controller
    q = QueueDice()
    q.push((3, 1))
    ctl.new_match(MatchConfig(length=0, rules=Rules(beavers=True)), dice=q)
    ctl.roll()
    ctl.enter_move("8/5 6/5")
    ctl.commit()
    choices = []

    def driver(dlg):
        choices.append(sorted(dlg.buttons))
        dlg.choose("beaver")

    window.prompt_driver = driver
    assert ctl.double()
    assert choices == [["beaver", "pass", "take"]]
    assert ctl.game.cube_value == 4 and ctl.game.cube_owner == 0


@pytest.mark.parametrize("speed", ["fast", 30])
def test_moves_and_snap_back_are_animated(qtbot, window, mouse, settings, speed):
    settings.animation_speed = speed
    window.scene.apply_settings(settings)
    assert step_duration(speed) > 0
    ctl, _ = start(window, (6, 1))
    scene = window.scene
    ctl.move(13, 7)
    assert scene.animating
    qtbot.waitUntil(lambda: not scene.animating, timeout=3000)
    item = scene.top_checker(0, 7)
    assert item.pos() == scene.location_scene_pos(0, 7)
    # An illegal drop animates back to its slot.
    home = QPointF(scene.top_checker(0, 6).pos())
    mouse.drag(scene.location_scene_pos(0, 6), drop_target(scene, 0, 2))
    qtbot.waitUntil(lambda: not scene.animating, timeout=3000)
    assert scene.top_checker(0, 6).pos() == home


def test_hit_is_animated_to_the_bar(qtbot, window, settings):
    settings.animation_speed = "fast"
    window.scene.apply_settings(settings)
    ctl, q = start(window, (6, 4))
    ctl.enter_move("24/18 13/9")
    ctl.commit()
    q.push((6, 1))
    ctl.roll()
    scene = window.scene
    ctl.move(13, 7)  # Ben hits Ann's blot on her 18
    qtbot.waitUntil(lambda: not scene.animating, timeout=3000)
    blot = scene.stack(0, 25)
    assert len(blot) == 1 and blot[0].pos() == scene.location_scene_pos(0, 25)


def test_settings_menu_changes_corner_theme_and_pips(window):
    scene = window.scene
    window.act_corner["top-left"].trigger()
    assert scene.geometry.corner == "top-left"
    x, y = scene.location_scene_pos(0, 6).x(), scene.location_scene_pos(0, 6).y()
    assert x < 450 and y < 400
    window.toggles["show_pip_counts"].setChecked(False)
    assert scene.info_items[0].pips is None
    window.toggles["show_pip_counts"].setChecked(True)
    assert scene.info_items[0].pips == 167
    for a in window.theme_group.actions():
        a.trigger()
        assert scene.theme.label == a.text()
    window.toggles["point_numbers_follow"].setChecked(True)
    assert window.settings.point_numbers_follow == "on-roll"


def test_view_keeps_aspect_ratio(qtbot, window):
    view = window.view
    for w, h in ((1024, 640), (1600, 1000), (700, 900)):
        window.resize(w, h)
        qtbot.wait(5)
        view.fit()
        t = view.transform()
        assert t.m11() == pytest.approx(t.m22())
        rect = view.mapFromScene(view.sceneRect()).boundingRect()
        assert rect.width() <= view.viewport().width() + 2
        assert rect.height() <= view.viewport().height() + 2


def test_scene_ignores_middle_button_and_clicks_off_the_board(window, mouse):
    ctl, _ = start(window, (3, 1))
    scene = window.scene
    p = mouse.to_view(scene.location_scene_pos(0, 8))
    mouse.press(p, Qt.MouseButton.MiddleButton)
    mouse.release(p, Qt.MouseButton.MiddleButton)
    mouse.click(QPointF(3, 3))
    assert ctl.turn.steps == ()
    # A press on the opponent's checker does nothing either.
    mouse.drag(scene.location_scene_pos(1, 13), drop_target(scene, 1, 10))
    assert ctl.turn.steps == ()
    assert scene.mover_location(QPointF(-50, -50)) is None


def test_dice_click_before_the_move_is_complete_says_what_is_left(window, mouse):
    ctl, _ = start(window, (3, 1))
    mouse.click(dice_point(window.scene, VIEWER))
    assert ctl.turn is not None and "3-1 still to play" in ctl.last_message


def test_typed_bear_off_uses_the_die_the_turn_allows(window):
    """1/off with 4-6 and one checker left: the play may record die 4, the turn needs the 6."""
    ctl = window.controller
    last = Position.from_points(on_roll={1: 1}, opponent={1: 3})
    ctl.set_up(Game.from_position(last, 0, rolled=(4, 6)), names=("Ann", "Ben"))
    assert ctl.enter_move("1/off"), ctl.last_message
    assert ctl.turn.is_complete
