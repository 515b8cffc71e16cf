"""A rollout asked for twice at once runs once (issue 22: the Hint window and the board's feedback
both settle a close cube decision, often at the same moment): the second caller waits for the
first one's figures and is told its progress; the rollout stops only when every caller has
cancelled; a caller that cancels stops waiting at once."""

from __future__ import annotations

import threading
import time

import pytest

from bgdesk.bots import CubeState, analysis, rollout
from bgdesk.bots.rollout import RolloutSettings, Stopped, shared
from bgdesk.engine import Position


def in_thread(fn):
    """Run ``fn`` on a thread; returns (thread, box) where box gets "result" or "error"."""
    box: dict = {}

    def run() -> None:
        try:
            box["result"] = fn()
        except BaseException as e:  # noqa: BLE001 - the test looks at it
            box["error"] = e

    t = threading.Thread(target=run, daemon=True)
    t.start()
    return t, box


def wait_for(condition, seconds: float = 10.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.005)


class Gate:
    """A computation of 10 steps that waits for the test between steps."""

    def __init__(self) -> None:
        self.runs = 0
        self.step = threading.Semaphore(0)
        self.started = threading.Event()
        self.saw_cancel = threading.Event()

    def compute(self, progress, cancelled):
        self.runs += 1
        run = self.runs
        self.started.set()
        for i in range(1, 11):
            self.step.acquire()
            if cancelled():
                self.saw_cancel.set()
                raise Stopped()
            progress(i, 10, [f"figures {i}"])
        return f"result of run {run}"

    def go(self, n: int = 10) -> None:
        for _ in range(n):
            self.step.release()


def test_two_callers_of_one_key_share_one_computation_and_its_progress():
    gate = Gate()
    heard_a, heard_b = [], []
    a, box_a = in_thread(lambda: shared("k1", gate.compute, lambda *r: heard_a.append(r)))
    wait_for(gate.started.is_set)
    gate.go(3)
    wait_for(lambda: len(heard_a) == 3)
    b, box_b = in_thread(lambda: shared("k1", gate.compute, lambda *r: heard_b.append(r)))
    wait_for(lambda: len(heard_b) == 1)  # told at once what the rollout has so far
    assert heard_b[0] == (3, 10, ["figures 3"])
    gate.go(7)
    a.join(5)
    b.join(5)
    assert box_a == box_b == {"result": "result of run 1"}
    assert gate.runs == 1
    assert [r[0] for r in heard_a] == list(range(1, 11))
    assert [r[0] for r in heard_b] == list(range(3, 11))


def test_other_keys_run_on_their_own():
    gate1, gate2 = Gate(), Gate()
    a, box_a = in_thread(lambda: shared(("cube", 1), gate1.compute))
    b, box_b = in_thread(lambda: shared(("cube", 2), gate2.compute))
    wait_for(lambda: gate1.started.is_set() and gate2.started.is_set())
    gate1.go()
    gate2.go()
    a.join(5)
    b.join(5)
    assert box_a == box_b == {"result": "result of run 1"} and gate1.runs == gate2.runs == 1


def test_the_first_caller_cancelling_leaves_the_rollout_to_the_other():
    gate = Gate()
    stop_a = threading.Event()
    a, box_a = in_thread(lambda: shared("k2", gate.compute, None, stop_a.is_set))
    wait_for(gate.started.is_set)
    b, box_b = in_thread(lambda: shared("k2", gate.compute))
    wait_for(lambda: len(rollout._jobs["k2"].watchers) == 2)
    stop_a.set()  # the board's feedback moves on; the Hint window still waits
    gate.go()
    a.join(5)
    b.join(5)
    assert not gate.saw_cancel.is_set() and gate.runs == 1
    assert box_b == {"result": "result of run 1"}
    assert box_a == {"result": "result of run 1"}  # its own caller drops it (cancelled)


def test_a_waiting_caller_that_cancels_stops_waiting_at_once():
    gate = Gate()
    stop_b = threading.Event()
    a, box_a = in_thread(lambda: shared("k3", gate.compute))
    wait_for(gate.started.is_set)
    b, box_b = in_thread(lambda: shared("k3", gate.compute, None, stop_b.is_set))
    wait_for(lambda: len(rollout._jobs["k3"].watchers) == 2)
    stop_b.set()
    b.join(2)
    assert isinstance(box_b.get("error"), Stopped)
    gate.go()
    a.join(5)
    assert box_a == {"result": "result of run 1"} and not gate.saw_cancel.is_set()
    assert "k3" not in rollout._jobs


def test_the_rollout_stops_when_every_caller_has_cancelled():
    gate = Gate()
    stop_a, stop_b = threading.Event(), threading.Event()
    a, box_a = in_thread(lambda: shared("k4", gate.compute, None, stop_a.is_set))
    wait_for(gate.started.is_set)
    b, box_b = in_thread(lambda: shared("k4", gate.compute, None, stop_b.is_set))
    wait_for(lambda: len(rollout._jobs["k4"].watchers) == 2)
    stop_a.set()
    gate.go(1)
    wait_for(lambda: rollout._jobs["k4"].last is not None)
    assert not gate.saw_cancel.is_set()  # the other still waits: it goes on
    stop_b.set()
    b.join(2)
    gate.go()
    a.join(5)
    assert gate.saw_cancel.is_set()
    assert isinstance(box_a.get("error"), Stopped) and isinstance(box_b.get("error"), Stopped)
    assert "k4" not in rollout._jobs


def test_after_a_stopped_rollout_the_next_caller_runs_it_anew():
    gate = Gate()
    stop_a = threading.Event()
    a, box_a = in_thread(lambda: shared("k5", gate.compute, None, stop_a.is_set))
    wait_for(gate.started.is_set)
    stop_a.set()
    gate.go(1)
    a.join(5)
    assert isinstance(box_a.get("error"), Stopped) and "k5" not in rollout._jobs
    gate.started.clear()
    b, box_b = in_thread(lambda: shared("k5", gate.compute))
    wait_for(gate.started.is_set)
    gate.go()
    b.join(5)
    assert box_b == {"result": "result of run 2"} and gate.runs == 2


def test_a_late_caller_of_a_run_stopped_under_it_starts_over():
    """The race: every caller cancelled, the run decided to stop, and a new caller joined before
    it ended. That caller is not cancelled: it starts the computation again itself."""
    runs = []
    stop_a, decided = threading.Event(), threading.Event()

    def compute(progress, cancelled):
        runs.append(1)
        if len(runs) == 1:
            wait_for(lambda: cancelled())  # a cancels: nobody else asks, the run decides to stop
            decided.set()
            wait_for(lambda: len(rollout._jobs["k6"].watchers) == 2)  # b asks meanwhile
            raise Stopped()
        return "second run"

    a, box_a = in_thread(lambda: shared("k6", compute, None, stop_a.is_set))
    wait_for(lambda: "k6" in rollout._jobs)
    stop_a.set()
    wait_for(decided.is_set)
    b, box_b = in_thread(lambda: shared("k6", compute))
    a.join(5)
    b.join(5)
    assert isinstance(box_a.get("error"), Stopped)
    assert box_b == {"result": "second run"} and len(runs) == 2


def test_an_error_reaches_every_caller():
    gate = Gate()

    def failing(progress, cancelled):
        gate.started.set()
        gate.step.acquire()
        raise ValueError("bgsage failed")

    a, box_a = in_thread(lambda: shared("k7", failing))
    wait_for(gate.started.is_set)
    b, box_b = in_thread(lambda: shared("k7", failing))
    wait_for(lambda: len(rollout._jobs["k7"].watchers) == 2)
    gate.go(1)
    a.join(5)
    b.join(5)
    assert isinstance(box_a.get("error"), ValueError) and isinstance(box_b.get("error"), ValueError)


@pytest.mark.skipif(not analysis.available(), reason="bgsage is not installed")
def test_one_bgsage_cube_rollout_for_two_callers_with_the_figures_of_one_alone(monkeypatch):
    state = CubeState(Position.from_position_id("lwMAAGwDAAAAAA"))
    settings = RolloutSettings(trials=288, seed=3, batch=72)
    alone = rollout.rollout_cube(state, settings)
    calls = []
    real = rollout.rollout_cube_here
    go = threading.Event()

    def counted(*args):
        calls.append(1)
        go.wait(10)  # the second caller asks while this one runs
        return real(*args)

    monkeypatch.setattr(rollout, "rollout_cube_here", counted)
    a, box_a = in_thread(lambda: rollout.rollout_cube(state, settings))
    wait_for(lambda: calls)
    heard = []
    b, box_b = in_thread(lambda: rollout.rollout_cube(state, settings, progress=lambda *r: heard.append(r[0])))
    key = next(iter(rollout._jobs))
    wait_for(lambda: len(rollout._jobs[key].watchers) == 2)
    go.set()
    a.join(60)
    b.join(60)
    assert len(calls) == 1
    assert box_a["result"] == box_b["result"] == alone  # seeded: the figures one rollout gives
    assert heard and heard[-1] == 288
