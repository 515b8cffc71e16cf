"""Feedback on the board against a computer player, through real events on the viewport: the
person's play drawn in the colour of its class (checked against the equity loss bgsage gives
for fixed positions), the best play dashed, cube decisions judged on the cube, the computer's
play drawn from where its checkers started (the bar too), the last move shown again, and a Hint
window row previewed on the board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from bgdesk.bots import analysis
from bgdesk.bots.skill import Skill, classify
from bgdesk.engine import Position
from bgdesk.engine.game import Game, Phase
from bgdesk.gui.board.theme import MARK_COLOURS
from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.practice.feedback import LAYER, PREVIEW, play_arrows

from tests.gui.conftest import QueueDice, dice_point, drop_target

pytestmark = [
    pytest.mark.skipif(not analysis.available(), reason="bgsage is not installed"),
    # one search for the opening cases (cases(): 3-ply values of some forty plays, ~7 s of CPU)
    # serves every test here, and the judgements the window makes of those plays come from the
    # advice cache it filled: on one worker (tests/conftest.py)
    pytest.mark.xdist_group("feedback"),
]

NON_DOUBLES = [(a, b) for a in range(6, 0, -1) for b in range(a - 1, 0, -1)]


def opening_cases():
    """For each class a bgsage judgement can give, one opening roll and a play of that class
    (found by the same analysis the feedback uses: no hand-typed key).

    Per roll, the plays the move filter keeps are judged together (one analysis, no play
    named: what the feedback computes for any of them); a play the filter leaves out costs an
    analysis of its own, so those are judged (the network's best first) only while a class is
    missing that such a play is likely to give (bad, very bad), and every play of every roll if
    a class is still missing at the end."""
    from bgdesk.bots import CubeState
    from bgdesk.bots.reference import network_ranking

    found = {}
    state = CubeState(Position.initial(), match_length=3)  # the first game of a match to 3
    pos = Position.initial()

    def judge(dice, play) -> None:
        hint = analysis.checker_analysis(pos, dice, state, level=analysis.HINT_LEVEL,
                                         played_boards=(play.result_board,))
        loss = hint.loss_of(play.result_board)
        found.setdefault(classify(loss), (dice, play, loss))

    for dice in NON_DOUBLES:
        plays = {p.result_board: p for p in pos.legal_plays(*dice)}
        kept = analysis.checker_analysis(pos, dice, state, level=analysis.HINT_LEVEL)
        for candidate in kept.candidates:
            judge(dice, plays[tuple(candidate.board)])  # valued already: from the cache
        for board, _equity, _p in network_ranking(pos, dice, state):
            if not {Skill.BAD, Skill.VERY_BAD} - set(found):
                break
            if kept.index_of(board) is None:
                judge(dice, plays[board])
        if len(found) == len(Skill):
            return found
    for dice in NON_DOUBLES:
        for play in pos.legal_plays(*dice):
            judge(dice, play)
    return found


_cases = {}


def cases():
    if not _cases:
        _cases.update(opening_cases())
    return _cases


def practice(window, rolls, animation="off"):
    ctl = window.controller
    window.settings.animation_speed = animation
    window.scene.apply_settings(window.settings)
    dice = QueueDice(5)
    dice.push(*rolls)
    ctl.new_match(MatchConfig(names=("Ann", "Bot"), length=3, players=("human", "intermediate"),
                              no_delay=True), dice=dice)
    return ctl


def deep(qtbot, fb, timeout=30000):
    """Wait for the judgement at the reference depth (the quick one comes first)."""
    qtbot.waitUntil(lambda: fb.last is not None and fb.last.get("level") == analysis.HINT_LEVEL,
                    timeout=timeout)


def drag_play(mouse, scene, play, side=0):
    for s, t, _d, _h in play.raw_steps:
        mouse.drag(scene.location_scene_pos(side, s), drop_target(scene, side, t))


@pytest.mark.parametrize("skill", list(Skill))
def test_the_arrows_of_a_play_have_the_colour_of_its_loss(window, mouse, qtbot, skill):
    if skill not in cases():
        pytest.skip(f"no opening play is {skill.value} for bgsage")
    dice, play, loss = cases()[skill]
    ctl = practice(window, [dice])
    scene = window.scene
    mouse.click(dice_point(scene, 0))  # the opening roll: Ann's die is the higher
    assert ctl.game.on_roll == 0 and ctl.game.dice == dice
    drag_play(mouse, scene, play)
    mouse.click(dice_point(scene, 0))  # pick up the dice
    fb = window.practice.feedback
    depths = []
    fb.judged.connect(lambda *_a: depths.append(fb.last["depth"]))
    deep(qtbot, fb)
    # the quick judgement came first, the reference one replaced it, each with its mark
    # (a play within 0.02 of the best is settled deeper: "3+4-ply")
    assert depths[0] == "2-ply" and depths[-1] in ("3-ply", "3+4-ply")
    assert fb.last["skill"] is skill and fb.last["loss"] == pytest.approx(loss, abs=1e-6)
    arrows, badges = scene.overlay(LAYER)
    played = [a for a in arrows if not a.dashed]
    assert played == list(play_arrows(0, play, skill.value))
    items = [i for i in scene.overlay_items(LAYER) if hasattr(i, "dashed")]
    for item in items:
        if not item.dashed:
            assert item.kind == skill.value
            assert item.colour.name().lower() == MARK_COLOURS[skill.value].lower()
    # the best play, dashed, when another play was made
    dashed = [a for a in arrows if a.dashed]
    assert bool(dashed) == (skill is not Skill.BEST)
    assert all(a.kind == "best" for a in dashed)
    # the class in words as well as in colour, and how deep the judgement is
    (badge,) = badges
    words = {Skill.BEST: "Best", Skill.FINE: "Fine", Skill.DOUBTFUL: "?! Doubtful",
             Skill.BAD: "? Bad", Skill.VERY_BAD: "?? Very bad"}[skill]
    assert badge.text.startswith(words) and badge.kind == skill.value
    assert badge.depth == depths[-1]
    # it stays while the computer replies, and goes with Ann's next roll
    qtbot.waitUntil(lambda: ctl.game.on_roll == 0 and ctl.game.phase is Phase.BEFORE_ROLL,
                    timeout=20000)
    assert scene.overlay(LAYER)[0]
    mouse.click(dice_point(scene, 0))
    assert scene.overlay(LAYER) == ((), ())


def test_feedback_off_draws_nothing(window, mouse, qtbot):
    dice, play, _loss = next(iter(cases().values()))
    window.practice.act_feedback.trigger()  # off
    assert not window.practice.feedback.enabled
    ctl = practice(window, [dice])
    mouse.click(dice_point(window.scene, 0))
    drag_play(mouse, window.scene, play)
    mouse.click(dice_point(window.scene, 0))
    qtbot.waitUntil(lambda: ctl.game.on_roll == 0 and ctl.game.phase is Phase.BEFORE_ROLL,
                    timeout=20000)
    assert window.scene.overlay(LAYER) == ((), ())
    window.practice.act_feedback.trigger()  # back on for the other tests' settings object


def test_a_person_against_a_person_gets_no_feedback(window, mouse, qtbot):
    dice, play, _loss = next(iter(cases().values()))
    ctl = window.controller
    q = QueueDice(5)
    q.push(dice)
    ctl.new_match(MatchConfig(names=("Ann", "Bea"), length=3), dice=q)
    mouse.click(dice_point(window.scene, 0))
    drag_play(mouse, window.scene, play)
    mouse.click(dice_point(window.scene, 0))
    qtbot.wait(300)
    assert window.practice.feedback.last is None and window.scene.overlay(LAYER) == ((), ())


# The player on roll leads a race 101 to 113 pips: double, take (money play).
RACE_LEAD = Position.from_points({6: 4, 5: 3, 4: 2, 8: 2, 9: 2, 10: 2},
                                 {6: 4, 5: 3, 4: 2, 8: 2, 11: 1, 12: 1, 13: 1, 14: 1})
# The player on roll has 42 pips against 56, both with checkers off: double, pass.
SHORT_RACE = Position.from_points({6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2}, {6: 4, 5: 4, 4: 3})


def set_up(window, position, on_roll, rolled=None):
    ctl = practice(window, [])
    ctl.set_up(Game.from_position(position, on_roll=on_roll, rolled=rolled, rules=ctl.match.rules),
               ("Ann", "Bot"))
    return ctl


def test_a_right_double_gets_its_badge_on_the_cube(window, mouse, qtbot):
    ctl = set_up(window, RACE_LEAD, 0)
    scene = window.scene
    mouse.click(scene.cube_item.pos())  # the cube is clicked: Ann doubles
    assert ctl.game.phase in (Phase.DOUBLE_OFFERED, Phase.GAME_OVER)
    fb = window.practice.feedback
    deep(qtbot, fb)
    assert fb.last["kind"] == "double" and fb.last["skill"] in (Skill.BEST, Skill.FINE)
    (badge,) = scene.overlay(LAYER)[1]
    assert badge.anchor == "cube" and badge.text == "Double: right"


def test_a_wrong_take_is_named_on_the_cube(window, qtbot):
    """The computer doubles in a position Ann should pass; Ann takes (through the take dialog)."""
    from bgdesk.gui.match.dialogs import TakeDialog

    def take(dlg):
        if isinstance(dlg, TakeDialog):
            dlg.choose("take")

    window.prompt_driver = take
    ctl = set_up(window, SHORT_RACE, 1)  # the computer is on roll, far ahead
    fb = window.practice.feedback
    deep(qtbot, fb)
    from bgdesk.bots import CubeState
    from bgdesk.gui.practice.feedback import MARKS

    hint = analysis.cube_hint(CubeState(SHORT_RACE))
    loss = hint.take_loss(True)
    skill = classify(loss)
    assert skill in (Skill.DOUBTFUL, Skill.BAD, Skill.VERY_BAD)
    assert fb.last["kind"] == "take" and fb.last["skill"] is skill
    (badge,) = window.scene.overlay(LAYER)[1]
    words = {Skill.DOUBTFUL: "doubtful", Skill.BAD: "bad", Skill.VERY_BAD: "very bad"}[skill]
    assert badge.text.startswith(f"{MARKS[skill]} Take was {words}: -")
    assert badge.kind == skill.value and ctl.game.cube_value == 2


# The computer (on roll) has a checker on the bar; Ann's home board has two points open.
ON_THE_BAR = Position.from_points(on_roll={25: 1, 13: 4, 8: 4, 6: 6},
                                  opponent={1: 3, 2: 3, 3: 3, 4: 3, 13: 3})


def test_the_computers_play_is_drawn_from_the_bar(window, qtbot):
    ctl = set_up(window, ON_THE_BAR, 1, rolled=(6, 5))
    qtbot.waitUntil(lambda: ctl.game.on_roll == 0, timeout=20000)
    scene = window.scene
    marks = scene.state.last_move
    assert any(m.src == 25 and m.side == 1 for m in marks)
    from_bar = [a for a in scene._arrows
                if (a.start - scene._location_center(1, 25, scene.state.count_at(1, 25))).manhattanLength() < 1]
    assert from_bar, "an arrow starts on the bar"


def test_the_last_move_is_shown_again_with_ctrl_l(window, qtbot):
    ctl = set_up(window, ON_THE_BAR, 1, rolled=(6, 5))
    qtbot.waitUntil(lambda: ctl.game.on_roll == 0, timeout=20000)
    window.settings.animation_speed = "fast"
    scene = window.scene
    scene.apply_settings(window.settings)
    after = scene.state
    window.practice.update_actions()
    assert window.practice.act_last_move.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert scene.animating  # the move plays again ...
    qtbot.waitUntil(lambda: not scene.animating, timeout=5000)
    assert scene.state == after  # ... and the board ends as it was
    assert scene.stack(1, 25) == [] or len(scene.stack(1, 25)) == after.count_at(1, 25)


def test_a_hint_row_pointed_at_is_previewed_on_the_board(window, qtbot):
    dice = (6, 5)
    ctl = practice(window, [dice])
    ctl.roll()
    QTest.keyClick(window, Qt.Key.Key_H)
    hw = window.practice.hint_window
    qtbot.waitUntil(lambda: hw is not None and hw.kind == "checker", timeout=20000)
    table = hw.plays
    table.show()
    rect = table.visualRect(table.model().index(1, 1))
    pos = QPointF(rect.center())
    ev = QMouseEvent(QEvent.Type.MouseMove, pos, QPointF(table.viewport().mapToGlobal(rect.center())),
                     Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(table.viewport(), ev)
    second = hw.hint.candidates[1]
    play = next(p for p in Position.initial().legal_plays(*dice) if p.result_board == second.board)
    qtbot.waitUntil(lambda: window.scene.overlay(PREVIEW)[0] == play_arrows(0, play, "preview"),
                    timeout=5000)
    # selecting the first row previews it; closing the window clears the board
    table.selectRow(0)
    first = next(p for p in Position.initial().legal_plays(*dice)
                 if p.result_board == hw.hint.candidates[0].board)
    assert window.scene.overlay(PREVIEW)[0] == play_arrows(0, first, "preview")
    hw.close()
    assert window.scene.overlay(PREVIEW) == ((), ())


def test_a_judgement_is_said_once_and_without_its_marks(window, mouse, qtbot, heard):
    """The quick figure comes first and the reference one replaces it on the badge; a screen
    reader hears the judgement once when both give the same verdict (other decimals only), and
    never the ?!/?/?? marks (it would spell them out)."""
    skill = next((s for s in (Skill.VERY_BAD, Skill.BAD, Skill.DOUBTFUL) if s in cases()), None)
    if skill is None:
        pytest.skip("no opening play is doubtful or worse for bgsage")
    dice, play, _loss = cases()[skill]
    ctl = practice(window, [dice])
    scene = window.scene
    mouse.click(dice_point(scene, 0))
    drag_play(mouse, scene, play)
    fb = window.practice.feedback
    shown = []
    fb.judged.connect(lambda *_a: shown.append((fb.last["skill"], fb.last["best"], window.statusBar().currentMessage())))
    mouse.click(dice_point(scene, 0))
    deep(qtbot, fb)
    said = [t for t in heard if t.startswith("Your play")]
    verdicts = {(s, b) for s, b, _text in shown}
    assert len(shown) == 2 and len(said) == len(verdicts)  # said again only for another verdict
    assert said[-1] == shown[-1][2] or len(verdicts) == 1
    assert not [t for t in heard if t.startswith(("?", "?!", "??"))]
