"""Advice a strong player can trust, through the windows (issue 22): the quick figure first and
the reference one in its place, each with its depth mark; a rollout from the hint window, the
analysis and the review, with live figures, Cancel, and the result kept and judged again; a
person's resignation judged; GNU Backgammon's thresholds from Settings.

Rollouts here are of short races, with few trials, so they take a moment."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from bgdesk.bots import analysis, reference
from bgdesk.bots.skill import Skill, classify
from bgdesk.engine import Position
from bgdesk.engine.dice import SeededDice
from bgdesk.engine.game import Game, Phase
from bgdesk.engine.match import Match
from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.practice.feedback import LAYER

pytestmark = pytest.mark.skipif(not analysis.available(), reason="bgsage is not installed")

# A short race, the player on roll well ahead.
RACE = Position.from_points({1: 2, 2: 2, 4: 1, 6: 1}, {1: 2, 3: 2, 5: 1, 6: 1})
# The player on roll (X) can only save the gammon with 4-4, 5-5 or 6-6 (gnubg: 8 %).
GAMMON_SAVE = Position.from_position_id("BAAA7N0FBQAAAA")
# X has three checkers off, the opponent bears its last two off with any roll: a single game lost.
LOST_SINGLE = Position.from_points({0: 3, 6: 4, 5: 4, 4: 4}, {1: 2})


@pytest.fixture(autouse=True)
def fresh_cache():
    """Every test starts with nothing valued or rolled out (the cache lives as long as the
    program: one test's rollout would be the next one's figures)."""
    reference.CACHE.clear()
    yield
    reference.CACHE.clear()


def set_up(window, position, on_roll=0, rolled=None, players=("human", "human")):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bot"), length=0, seed=1, players=players,
                              no_delay=True))
    ctl.set_up(Game.from_position(position, on_roll=on_roll, rolled=rolled, rules=ctl.match.rules),
               ("Ann", "Bot"))
    return ctl


def test_the_hint_shows_the_quick_figures_then_the_reference_ones(window, qtbot):
    reference.CACHE.clear()
    set_up(window, RACE, rolled=(6, 2))
    shown = []
    practice = window.practice
    practice.hint()
    w = practice.hint_window
    orig = w.show_checker

    def spy(hint, who):
        shown.append(hint.level)
        orig(hint, who)

    w.show_checker = spy
    qtbot.waitUntil(lambda: bool(shown) and shown[-1] == "3ply", timeout=30000)
    assert shown[0] == "2ply"  # the quick one came first
    assert w.depth.text() == "Figures at 3-ply, about GNU Backgammon's 2-ply."
    assert {w.plays.item(r, 8).text() for r in range(w.plays.rowCount())} == {"3-ply"}
    assert w.plays.horizontalHeaderItem(8).text() == "Depth"


def test_a_rollout_from_the_hint_window_live_cancel_and_kept(window, qtbot):
    ctl = set_up(window, RACE, rolled=(6, 2))
    practice = window.practice
    practice.hint()
    w = practice.hint_window
    qtbot.waitUntil(lambda: w.kind == "checker" and w.hint.level == "3ply", timeout=30000)
    panel = w.rollout
    assert panel.isVisible() and panel.start_button.isEnabled()
    # a long rollout, cancelled: nothing is kept, the window says so
    panel.trials.setValue(1296 * 10)
    QTest.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert panel.running and panel.cancel_button.isVisible()
    QTest.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.running, timeout=30000)
    assert panel.status.text() == "Rollout cancelled."
    # a short one: live figures in the table, then the hint again with the rollout's figures
    panel.trials.setValue(72)
    live = []
    panel.live.connect(live.append)
    with qtbot.waitSignal(w.rolled_out, timeout=60000):
        QTest.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert live and live[-1][0] == live[-1][1]
    qtbot.waitUntil(lambda: any(c.level == "rollout" for c in w.hint.candidates), timeout=30000)
    rolled = [r for r in range(w.plays.rowCount()) if w.plays.item(r, 8).text() == "rollout 72"]
    assert rolled and "±" in w.plays.item(rolled[0], 2).text()
    # kept with the analysis: the feedback's judgement of this roll uses it too
    from bgdesk.bots import CubeState

    kept = analysis.kept_play_rollouts(RACE, (6, 2), CubeState.from_game(ctl.game, 0))
    assert kept and all(v[3] == 72 for v in kept.values())


def _short_match_record():
    """A money game from RACE played out by the first legal plays, with a double taken that
    should have been passed: a few decisions, quick to analyse at the reference depth."""
    match = Match(0, dice=SeededDice(3))
    game = Game.from_position(Position.from_points({6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2},
                                                   {6: 4, 5: 4, 4: 3}), on_roll=1, dice=SeededDice(3))
    match.adopt(game)
    game.double()
    game.take()
    while not game.is_over:
        if game.phase is Phase.BEFORE_ROLL:
            game.roll()
        else:
            game.play(game.legal_plays[-1])
    return match.record()


def test_the_analysis_at_the_reference_depth_and_a_rollout_from_it(window, qtbot, monkeypatch):
    monkeypatch.setattr(analysis, "ANALYSIS_LEVEL", analysis.HINT_LEVEL)  # the reference depth
    win = window.practice.analyse_record(_short_match_record(), ("Bea", "Ivy"), None, "Analysis")
    qtbot.addWidget(win)
    assert win.status.text() == "Analysing… (bgsage, 3-ply)"
    with qtbot.waitSignal(win.analysis_done, timeout=120000):
        pass
    assert win.result.level == "3ply"
    depths = {win.worst.item(r, 7).text() for r in range(win.worst.rowCount())}
    # every figure at the reference depth; plays within 0.02 of the best settled deeper
    assert "3-ply" in depths and depths <= {"3-ply", "3+4-ply"}
    take = next(i for i, d in enumerate(win.worst_rows) if d.kind == "take")
    win.worst.selectRow(take)
    assert win.rollout.isVisible() and win.rollout.start_button.isEnabled()
    win.rollout.trials.setValue(36)
    with qtbot.waitSignal(win.rejudged, timeout=60000) as got:
        QTest.mouseClick(win.rollout.start_button, Qt.MouseButton.LeftButton)
    d = got.args[0]
    assert d.kind == "take" and d.hint.level == "rollout" and d.hint.trials == 36
    assert d in win.result.decisions
    row = next(i for i, x in enumerate(win.worst_rows) if x is d)
    assert win.worst.item(row, 7).text() == "rollout 36"


def test_a_rollout_from_the_review(window, qtbot, monkeypatch):
    monkeypatch.setattr(analysis, "ANALYSIS_LEVEL", analysis.HINT_LEVEL)
    win = window.practice.analyse_record(_short_match_record(), ("Bea", "Ivy"), None, "Analysis",
                                         reviewer=0)
    qtbot.addWidget(win)
    with qtbot.waitSignal(win.analysis_done, timeout=120000):
        pass
    with qtbot.waitSignal(win.review_opened, timeout=5000) as got:
        QTest.mouseClick(win.review_button, Qt.MouseButton.LeftButton)
    review = got.args[0]
    qtbot.addWidget(review)
    takes = [i for i, d in enumerate(review.items) if d.kind == "take"]
    review.list.selectRow(takes[0])
    with qtbot.waitSignal(review.revealed, timeout=5000) as got:
        QTest.mouseClick(review.answer_buttons["pass"], Qt.MouseButton.LeftButton)
    assert all(row[5] == "3-ply" for row in got.args[0]["rows"])
    review.rollout.trials.setValue(36)
    with qtbot.waitSignal(review.revealed, timeout=60000) as got:
        QTest.mouseClick(review.rollout.start_button, Qt.MouseButton.LeftButton)
    assert all(row[5] == "rollout 36" for row in got.args[0]["rows"])
    assert review.items[takes[0]].hint.level == "rollout"


@pytest.mark.parametrize("position,kind,right", [(GAMMON_SAVE, 2, False), (LOST_SINGLE, 1, True)])
def test_a_persons_resignation_is_judged(window, qtbot, position, kind, right):
    ctl = set_up(window, position, players=("human", "intermediate"))
    ctl.bot_driver.pause()  # the computer answers later: the judgement is what is looked at
    assert ctl.resign(kind, 0)
    fb = window.practice.feedback
    qtbot.waitUntil(lambda: fb.last is not None and fb.last["kind"] == "resign", timeout=30000)
    assert fb.last["right"] is right
    (badge,) = window.scene.overlay(LAYER)[1]
    assert badge.anchor == "cube" and badge.depth == "3-ply"
    if right:
        assert badge.text == "Resign: right" and fb.last["loss"] <= 0.01
    else:
        # 4-4, 5-5 and 6-6 save the gammon: resigning it gives up about 0.083 (gnubg: 8 %)
        assert fb.last["loss"] == pytest.approx(3 / 36, abs=0.01)
        assert "save the gammon 8.3%" in fb.last["text"]
        assert badge.text.startswith("? Resign: -0.08")
    # the computer accepts: the game ends under its banner, and the judgement stays in sight
    # beside it, not under it (it sits by the cube, in the banner's middle row)
    ctl.bot_driver.resume()
    scene = window.scene
    qtbot.waitUntil(lambda: scene.banner_item.isVisible(), timeout=30000)
    (item,) = scene.overlay_items(LAYER)
    banner = scene.banner_item.sceneBoundingRect()
    assert not item.sceneBoundingRect().intersects(banner), (item.sceneBoundingRect(), banner)
    assert scene.sceneRect().contains(item.sceneBoundingRect())


def test_thresholds_from_settings(window):
    from bgdesk.bots import skill
    from bgdesk.gui.practice.menu import apply_thresholds

    try:
        window.settings.threshold_doubtful, window.settings.threshold_bad = 40, 80
        window.settings.threshold_very_bad = 160
        apply_thresholds(window.settings)
        assert classify(0.035) is Skill.FINE and classify(0.1) is Skill.BAD
    finally:
        skill.set_thresholds(None)
    assert classify(0.035) is Skill.DOUBTFUL


def test_help_states_the_thresholds_and_levels_in_use():
    """Help > Rules, section 15, says what the code does: GNU Backgammon 1.07's thresholds and
    each level's measured error (bot_runner.LEVEL_ERROR, the benchmark's ladder), in order."""
    import re

    from bgdesk.bots.skill import BAD, DOUBTFUL, VERY_BAD
    from bgdesk.gui.help.rules import page_html
    from bgdesk.gui.practice.bot_runner import LEVEL_ERROR

    html = page_html("en")
    section = html[html.index('name="practice"'):]
    for bound in (DOUBTFUL, BAD, VERY_BAD):
        assert f"more than {bound:.3f}" in section
    assert "GNU Backgammon 1.07" in section
    errors = [float(x) for x in re.findall(r"<td>(\d+\.\d)</td>", section)][:5]
    assert errors == [LEVEL_ERROR[k] for k in ("beginner", "intermediate", "strong", "expert",
                                               "world-class")]
    assert errors == sorted(errors, reverse=True)  # beginner > ... > world class


def test_a_hint_window_closed_with_escape_stops_its_rollout(window, qtbot):
    """Escape hides a dialog without a close event: the hint window's rollout went on, unseen,
    at 200% of the machine (seen on the desktop, in its helper process)."""
    set_up(window, RACE, rolled=(6, 2))
    practice = window.practice
    practice.hint()
    w = practice.hint_window
    qtbot.waitUntil(lambda: w.kind == "checker" and w.hint.level == "3ply", timeout=30000)
    panel = w.rollout
    panel.trials.setValue(1296 * 10)
    QTest.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert panel.running
    w.activateWindow()
    QTest.keyClick(w, Qt.Key.Key_Escape)
    assert not w.isVisible()
    qtbot.waitUntil(lambda: not panel.running, timeout=30000)
    assert panel.status.text() == "Rollout cancelled."


def test_a_resignation_in_the_analysis_and_the_review(window, qtbot):
    """Issue 22, 5: a person's resignation is judged in the analysis and the review too, not
    only on the board. Ann resigns a gammon where 4-4, 5-5 and 6-6 save it (gnubg: 8 %): listed
    among her errors ("Resign a gammon", best "Play on", about 3/36 given up) though, as in GNU
    Backgammon's statistics, not counted in her error rate; the review asks it again and
    compares her answers."""
    from bgdesk.gui.practice.hint_window import choice_words

    ctl = set_up(window, GAMMON_SAVE, players=("human", "intermediate"))
    assert ctl.resign(2, 0)
    qtbot.waitUntil(lambda: ctl.game.is_over, timeout=30000)  # the computer accepts
    win = window.practice.analyse_record(None, None, None, "Analysis")
    qtbot.addWidget(win)
    with qtbot.waitSignal(win.analysis_done, timeout=120000) as got:
        pass
    result = got.args[0]
    (d,) = [x for x in result.decisions if x.kind == "resign"]
    assert (d.player, d.chosen, d.best, d.counted) == (0, "resign a gammon", "play on", False)
    assert d.loss == pytest.approx(3 / 36, abs=0.01) and d.hint.kind == 2
    assert result.summary(0).decisions == 0  # the resignation does not count in the rate
    row = win.worst_rows.index(d)
    assert [win.worst.item(row, c).text() for c in (2, 3, 4, 5)] == \
        ["Ann", "Resignation", choice_words("resign a gammon"), "Play on"]
    win.worst.selectRow(row)
    assert not win.rollout.start_button.isEnabled()  # judged against playing on, no rollout

    with qtbot.waitSignal(win.review_opened, timeout=5000) as got:
        QTest.mouseClick(win.review_button, Qt.MouseButton.LeftButton)
    review = got.args[0]
    qtbot.addWidget(review)
    i = next(i for i, x in enumerate(review.items) if x.kind == "resign")
    review.list.selectRow(i)
    assert review.list.item(i, 2).text() == "Resign or play on"
    assert review.question.text().endswith("Resign a gammon here, or play on?")
    assert [k for k, b in review.answer_buttons.items() if not b.isHidden()] == ["play on", "resign"]
    assert not review.rollout.start_button.isEnabled()
    with qtbot.waitSignal(review.revealed, timeout=5000) as got:
        QTest.mouseClick(review.answer_buttons["play on"], Qt.MouseButton.LeftButton)
    rows = got.args[0]["rows"]
    assert [r[1] for r in rows] == ["resign a gammon", "play on", "play on"]
    assert rows[0][3] == pytest.approx(d.loss) and rows[1][3] == 0.0
    assert all(r[5] == "3-ply" for r in rows)
    assert review.note.text() == "Right this time: your second try is the best."
    # and play on from there instead: the position before the resignation, Ann to roll
    from tests.gui.practice.test_review_gui import assert_played_on_from, play_from_here

    record = review.record
    assert len(play_from_here(window, review.play_button, d.player)) == 1
    assert_played_on_from(window, record, d, ("Ann", "Bot"))
    assert not window.controller.game.is_over and window.controller.game.on_roll == 0


@pytest.mark.parametrize("rolled,right,loss", [((2, 1), True, 0.0), ((6, 6), False, 1.0)])
def test_a_resignation_after_the_roll_is_judged_with_the_dice(window, qtbot, rolled, right, loss):
    """Ann rolls, then resigns the gammon. Before the roll 4-4, 5-5 and 6-6 save it (8.3 %), but
    the dice are known now: after 2-1 nothing saves it (resigning it is right), after 6-6 it is
    saved for sure (resigning it throws a point away). The board, the analysis and the review
    judge it with the dice, not with the chances before them."""
    ctl = set_up(window, GAMMON_SAVE, rolled=rolled, players=("human", "intermediate"))
    ctl.bot_driver.pause()
    assert ctl.resign(2, 0)
    fb = window.practice.feedback
    qtbot.waitUntil(lambda: fb.last is not None and fb.last["kind"] == "resign", timeout=30000)
    assert fb.last["right"] is right and fb.last["loss"] == pytest.approx(loss, abs=0.005)
    ctl.bot_driver.resume()
    qtbot.waitUntil(lambda: ctl.game.is_over, timeout=30000)  # the computer accepts
    win = window.practice.analyse_record(None, None, None, "Analysis")
    qtbot.addWidget(win)
    with qtbot.waitSignal(win.analysis_done, timeout=120000) as got:
        pass
    (d,) = [x for x in got.args[0].decisions if x.kind == "resign"]
    assert d.loss == pytest.approx(loss, abs=0.005)
    assert d.best == ("resign a gammon" if right else "play on")
