"""Every refusal is explained, through real events: an illegal drop, a press on a checker that may
not move, a typed play (the whole roll, or the rest after steps made with the mouse); the turn
arrow points at whoever must act now. Sentences only: rule codes never reach the player."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from bgdesk.engine import Position
from bgdesk.engine.game import Game
from bgdesk.gui.board.geometry import OPPONENT, VIEWER
from bgdesk.gui.board.refusals import SENTENCES, refusal_text
from bgdesk.gui.match.controller import MatchConfig
from tests.gui.conftest import QueueDice, drop_target

CODE = re.compile(r"\bR\d")


def start(window, dice, length=5):
    ctl = window.controller
    q = QueueDice()
    q.push(dice)
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=length), dice=q)
    ctl.roll()
    return ctl, q


def status(window) -> str:
    return window.statusBar().currentMessage()


def test_every_engine_reason_has_a_translatable_sentence():
    from bgdesk.engine import REASONS

    assert set(SENTENCES) == set(REASONS)
    for text in SENTENCES.values():
        assert not CODE.search(text)


def test_an_illegal_drop_snaps_back_and_says_why(window, mouse):
    # R11: with 6-5 the back checker dropped on our 19 (their 6-point, held).
    ctl, _ = start(window, (6, 5))
    scene = window.scene
    before = scene.checker_positions(VIEWER, 24)
    mouse.drag(scene.location_scene_pos(VIEWER, 24), drop_target(scene, VIEWER, 19))
    assert ctl.turn.steps == ()
    assert status(window) == "Point 19 is held by the opponent: you cannot land there."
    assert scene.checker_positions(VIEWER, 24) == before
    # A drop the dice cannot make.
    mouse.drag(scene.location_scene_pos(VIEWER, 13), drop_target(scene, VIEWER, 10))
    assert status(window) == "13/10 is a move of 3, which the dice left (6-5) cannot make."


def test_a_drop_and_a_typed_play_say_the_same(window, mouse, qtbot):
    ctl, _ = start(window, (6, 5))
    scene = window.scene
    mouse.drag(scene.location_scene_pos(VIEWER, 24), drop_target(scene, VIEWER, 19))
    dropped = status(window)
    window.move_entry.setFocus()
    QTest.keyClicks(window.move_entry, "24/19 13/7")
    QTest.keyClick(window.move_entry, Qt.Key.Key_Return)
    assert window.entry_error.text() == dropped  # the box still shows what was typed
    assert ctl.turn.steps == ()


def test_a_typed_refusal_never_repeats_the_input(window):
    """An unreadable entry is quoted short, however long it is; the sentence is the refusal
    alone (the box still holds the text)."""
    ctl, _ = start(window, (6, 3))
    window.move_entry.setFocus()
    QTest.keyClicks(window.move_entry, "hello")
    QTest.keyClick(window.move_entry, Qt.Key.Key_Return)
    assert window.entry_error.text() == (
        "Cannot read 'hello': write moves like 24/18, 13/11*, bar/22, 6/off or 8/5(2).")
    assert status(window) == window.entry_error.text()
    window.move_entry.setText("x" * 10_000)
    QTest.keyClick(window.move_entry, Qt.Key.Key_Return)
    assert status(window) == "That is far too long for one play."
    window.move_entry.setText("y" * 150)
    QTest.keyClick(window.move_entry, Qt.Key.Key_Return)
    assert len(status(window)) < 120 and "yyy…'" in status(window)
    assert window.move_entry.text() == "y" * 150


def test_a_typed_whole_play_after_a_step_names_the_roll(window):
    """After 24/18 with 6-3 only the 3 is left: 24/10 is refused by the roll 6-3, never by
    "the dice left (6-3)"."""
    ctl, _ = start(window, (6, 3))
    assert ctl.move(24, 18)
    assert not ctl.enter_move("24/10")
    assert status(window) == "24/10 is a move of 14, which the roll 6-3 cannot make."


def test_pressing_a_checker_that_may_not_move_says_why(window, mouse):
    # R15: Ann has a checker on the bar; pressing her checker on 13 explains it.
    ctl = window.controller
    pos = Position.from_points(on_roll={"bar": 1, 13: 5, 6: 5, 8: 4}, opponent={24: 2, 13: 5, 8: 3, 6: 5})
    ctl.set_up(Game.from_position(pos, 0, rolled=(6, 3)), names=("Ann", "Ben"))
    scene = window.scene
    mouse.click(scene.location_scene_pos(VIEWER, 13))
    assert status(window) == "You have a checker on the bar: it must enter before any other checker moves."
    assert ctl.turn.steps == ()
    # Before the roll, a checker press says to roll first.
    ctl2, _ = start(window, (6, 5))
    ctl2.enter_move("24/13")
    ctl2.commit()
    mouse.click(scene.location_scene_pos(OPPONENT, 13))  # Ben's checkers, Ben to roll
    assert status(window) == "Roll the dice first."


def test_the_rest_of_a_play_typed_after_two_clicks(window, mouse):
    # 3-3: two 3s by clicks on 13, then "13/10(2)" typed for the other two.
    ctl, _ = start(window, (3, 1))  # Ann wins the opening with 3-1 ...
    ctl.enter_move("8/5 6/5")
    ctl.commit()
    ctl.dice_factory = None
    ctl.set_dice_source(QueueDice())
    ctl.game.dice_source.push((3, 3))
    ctl.roll()  # Ben rolls 3-3
    scene = window.scene
    mouse.click(scene.location_scene_pos(OPPONENT, 13))
    mouse.click(scene.location_scene_pos(OPPONENT, 13))
    assert [s[:2] for s in ctl.turn.steps] == [(13, 10), (13, 10)]
    window.move_entry.setFocus()
    QTest.keyClicks(window.move_entry, "13/10(2)")
    QTest.keyClick(window.move_entry, Qt.Key.Key_Return)
    assert ctl.turn.is_complete
    assert [s[:2] for s in ctl.turn.steps] == [(13, 10)] * 4
    assert window.entry_error.text() == ""
    # The whole play typed instead: the four steps are taken back and the typed play made.
    ctl.undo()
    ctl.undo()
    QTest.keyClicks(window.move_entry, "13/10(2) 6/3(2)")
    QTest.keyClick(window.move_entry, Qt.Key.Key_Return)
    assert window.entry_error.text() == ""
    assert sorted(s[:2] for s in ctl.turn.steps) == [(6, 3), (6, 3), (13, 10), (13, 10)]


def test_the_whole_play_typed_after_a_click_replaces_it(window, mouse):
    ctl, _ = start(window, (6, 5))
    mouse.click(window.scene.location_scene_pos(VIEWER, 13))
    assert ctl.turn.steps[0][:2] == (13, 7)
    window.move_entry.setFocus()
    QTest.keyClicks(window.move_entry, "24/13")
    QTest.keyClick(window.move_entry, Qt.Key.Key_Return)
    assert window.entry_error.text() == ""
    assert [s[:2] for s in ctl.turn.steps] == [(24, 18), (18, 13)]
    assert window.move_entry.text() == "" and ctl.turn.is_complete


def test_messages_never_cite_rule_codes(window):
    # R29: the Crawford game; doubling refused in it.
    ctl, _ = start(window, (6, 5), length=3)
    ctl.blockSignals(True)  # no prompt: Ben resigns a gammon and Ann accepts, 2-0 in a match to 3
    ctl.resign(2, player=1)
    ctl.accept_resignation()
    ctl.blockSignals(False)
    ctl.next_game()
    assert ctl.game.crawford
    assert not CODE.search(ctl.last_message)
    assert not ctl.double()
    assert ctl.last_message == "No doubling in the Crawford game."


def test_the_turn_arrow_points_at_who_must_decide(window):
    ctl, _ = start(window, (6, 5))
    ctl.enter_move("24/13")
    ctl.commit()
    window.prompt_driver = lambda dialog: None  # leave the take/pass prompt unanswered
    info = window.scene.info_items
    assert info[OPPONENT].on_roll and not info[VIEWER].on_roll
    ctl.double()
    assert window.scene.state.to_act == VIEWER
    assert info[VIEWER].on_roll and not info[OPPONENT].on_roll  # Ann must take or pass
    ctl.take()
    assert info[OPPONENT].on_roll and not info[VIEWER].on_roll


def test_refusal_text_of_an_error_without_reason_is_a_sentence():
    assert refusal_text(ValueError("something odd")) == "Something odd."


def test_a_press_or_a_drag_on_the_opponents_checker_is_answered_and_announced(window, mouse, heard):
    ctl, _ = start(window, (6, 5))  # Ann (bottom) to play 6-5
    scene = window.scene
    mouse.click(scene.location_scene_pos(OPPONENT, 6))  # Ben's 6-point is Ann's 19
    assert status(window) == "You have no checker on point 19."
    assert heard[-1] == "You have no checker on point 19."
    heard.clear()
    before = scene.checker_positions(OPPONENT, 8)
    mouse.drag(scene.location_scene_pos(OPPONENT, 8), drop_target(scene, OPPONENT, 3))  # Ann's 17
    assert heard == ["You have no checker on point 17."]
    assert scene.checker_positions(OPPONENT, 8) == before and ctl.turn.steps == ()
    heard.clear()
    mouse.click(drop_target(scene, VIEWER, 4))  # an empty point
    assert heard == ["You have no checker on point 4."]
    heard.clear()
    mouse.click(drop_target(scene, VIEWER, 25))  # the bar, empty
    assert heard == ["You have no checker on the bar."]


def test_a_press_before_the_opening_roll_and_after_the_game_says_why(window, mouse, heard):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=5), dice=QueueDice())
    mouse.click(window.scene.location_scene_pos(VIEWER, 13))
    assert heard[-1] == "Roll the dice first."
    mouse.click(window.scene.location_scene_pos(OPPONENT, 13))
    assert heard[-1] == "Roll the dice first."
    ctl.blockSignals(True)
    ctl.resign(1, player=1)
    ctl.accept_resignation()
    ctl.blockSignals(False)
    mouse.click(window.scene.location_scene_pos(VIEWER, 6))
    assert heard[-1] == "The game is over."


def test_a_click_on_the_cube_that_cannot_double_says_why(window, mouse, heard):
    ctl, _ = start(window, (6, 5))
    cube = window.scene.cube_item.sceneBoundingRect().center()
    mouse.click(cube)  # Ann has rolled
    assert heard[-1] == "Ann has rolled: a double is offered only before rolling."
    assert ctl.game.cube_value == 1
