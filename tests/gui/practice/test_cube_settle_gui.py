"""Close cube decisions settled by a rollout, through the windows (issue 22): the board's
feedback shows the 3-ply judgement, then the rollout's in its place with its depth mark; the Hint
window starts the rollout itself (progress and Cancel there) and shows its figures when it ends;
a decision that is not close is not rolled out; a settle still running when the person rolls
again is cancelled; the Hint window and the feedback settling one decision at once share one
rollout.

The close decision is a short bear-off (its rollout takes well under a second), where bgsage's
3-ply says no double and GNU Backgammon 1.07's 2-ply and bgsage's rollout say double, take."""

from __future__ import annotations

import threading
import time

import pytest

from bgdesk.bots import CubeState, analysis, reference
from bgdesk.bots.rollout import Stopped
from bgdesk.bots.skill import classify
from bgdesk.engine.game import Game, Phase
from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.practice.feedback import LAYER

from cube_positions import CLOSE_BEAROFF, SHORT_RACE

pytestmark = pytest.mark.skipif(not analysis.available(), reason="bgsage is not installed")


@pytest.fixture(autouse=True)
def fresh_cache():
    reference.CACHE.clear()
    yield
    reference.CACHE.clear()


def set_up(window, position, players=("human", "beginner")):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bot"), length=0, seed=1, players=players,
                              no_delay=True))
    ctl.set_up(Game.from_position(position, on_roll=0, rules=ctl.match.rules), ("Ann", "Bot"))
    assert ctl.game.phase is Phase.BEFORE_ROLL
    return ctl


def test_the_feedback_on_a_close_cube_decision_is_settled_by_a_rollout(window, qtbot):
    ctl = set_up(window, CLOSE_BEAROFF)
    fb = window.practice.feedback
    levels = []
    fb.judged.connect(lambda *_a: levels.append(fb.last["level"]))
    ctl.roll()  # Ann rolls without doubling: the cube decision is judged
    qtbot.waitUntil(lambda: fb.last is not None and fb.last.get("level") == "rollout", timeout=60000)
    assert levels[:2] == ["2ply", "3ply"] and levels[-1] == "rollout"
    settled = analysis.cube_hint(CubeState(CLOSE_BEAROFF))  # the rollout, kept
    assert settled.level == "rollout" and settled.proper == "double, take"
    loss = settled.double_loss(False)
    assert loss > 0 and fb.last["kind"] == "double" and fb.last["loss"] == pytest.approx(loss)
    assert fb.last["skill"] is classify(loss)
    (badge,) = window.scene.overlay(LAYER)[1]
    assert badge.anchor == "cube" and badge.depth == f"rollout {reference.CUBE_SETTLE_TRIALS}"
    assert badge.text.startswith(("No double: right", "?! No double", "? No double", "?? No double"))
    assert "No double" in badge.text and fb.settling is None


def test_a_settle_still_running_at_the_next_roll_is_cancelled(window, qtbot, monkeypatch):
    asked, stopped = threading.Event(), threading.Event()

    def slow(state, *, cancelled=None, threads=0):
        asked.set()
        t = time.monotonic() + 20
        while time.monotonic() < t:
            if cancelled is not None and cancelled():
                stopped.set()
                raise Stopped()
            time.sleep(0.01)
        return analysis.cube_hint(state)

    monkeypatch.setattr(analysis, "settled_cube_hint", slow)
    ctl = set_up(window, CLOSE_BEAROFF)
    fb = window.practice.feedback
    ctl.roll()
    qtbot.waitUntil(asked.is_set, timeout=30000)
    assert fb.last["level"] == "3ply" and fb.settling is not None
    fb.clear()  # what the person's next roll does
    qtbot.waitUntil(stopped.is_set, timeout=5000)
    qtbot.wait(100)
    assert fb.last is None and fb.settling is None and window.scene.overlay(LAYER) == ((), ())


def test_the_hint_window_settles_a_close_cube_decision(window, qtbot):
    set_up(window, CLOSE_BEAROFF, players=("human", "human"))
    practice = window.practice
    practice.hint()
    w = practice.hint_window
    started = []
    w.rollout.finished.connect(lambda r: started.append(r))
    qtbot.waitUntil(lambda: w.hint is not None and w.hint.level == "rollout", timeout=60000)
    assert started and started[0] is not None  # the window's own rollout ran to its end
    assert w.kind == "cube" and w.hint.proper == "double, take"
    assert w.note.text() == "Proper cube action: Double, take."
    assert w.depth.text() == "Figures from a rollout."
    assert w.rollout.trials.value() == reference.CUBE_SETTLE_TRIALS and not w.rollout.running


def test_the_hint_window_leaves_a_clear_cube_decision_at_3_ply(window, qtbot):
    set_up(window, SHORT_RACE, players=("human", "human"))
    practice = window.practice
    practice.hint()
    w = practice.hint_window
    qtbot.waitUntil(lambda: w.hint is not None and w.hint.level == "3ply", timeout=30000)
    qtbot.wait(200)
    assert not w.rollout.running and w.hint.level == "3ply" and w.hint.proper == "double, pass"


def test_the_hint_window_and_the_feedback_settle_one_decision_with_one_rollout(window, qtbot,
                                                                               monkeypatch):
    from bgdesk.bots import rollout

    calls, go = [], threading.Event()
    real = rollout.rollout_cube_here

    def counted(*args):
        calls.append(1)
        go.wait(30)  # the feedback asks for the same rollout while this one runs
        return real(*args)

    monkeypatch.setattr(rollout, "rollout_cube_here", counted)
    ctl = set_up(window, CLOSE_BEAROFF)
    practice = window.practice
    practice.hint()  # Ann asks for a hint: the Hint window settles the decision
    w = practice.hint_window
    qtbot.waitUntil(lambda: len(calls) == 1, timeout=30000)
    fb = window.practice.feedback
    ctl.roll()  # then rolls without doubling: the feedback settles the same decision
    qtbot.waitUntil(lambda: any(len(j.watchers) == 2 for j in list(rollout._jobs.values())),
                    timeout=30000)
    go.set()
    qtbot.waitUntil(lambda: fb.last is not None and fb.last.get("level") == "rollout", timeout=60000)
    assert len(calls) == 1  # one rollout for both
    assert analysis.cube_hint(CubeState(CLOSE_BEAROFF)).level == "rollout"
    (badge,) = window.scene.overlay(LAYER)[1]
    assert badge.depth == f"rollout {reference.CUBE_SETTLE_TRIALS}"
    qtbot.waitUntil(lambda: not w.rollout.running, timeout=30000)
    assert len(calls) == 1
