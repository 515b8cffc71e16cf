"""A computer player asks its next question from the slot that received the last answer; every
question's work, and what it holds (positions, cube states, the bot's closures), must be freed
once answered, or an evening of bot play keeps every decision (the benchmark
tests/benchmarks/bench_long_session.py found ~15 a game kept by the pool).

A Python QRunnable that finishes before ``QThreadPool.start`` has returned to Python stays
referenced by the pool's wrapper; another busy Python thread makes that happen often (the GUI
thread waits for the interpreter lock while the pool thread runs the whole job), as a loaded
machine does."""

from __future__ import annotations

import contextlib
import gc
import threading
import weakref

from bgdesk.gui.practice.bot_runner import Runner

QUESTIONS = 200


class Snapshot:
    """Stands for the position a question is about."""


@contextlib.contextmanager
def another_busy_python_thread():
    stop = threading.Event()

    def spin() -> None:
        while not stop.is_set():
            sum(range(200))

    thread = threading.Thread(target=spin, daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()


def settle(qtbot, runner) -> None:
    runner.pool.waitForDone(5000)
    qtbot.wait(20)
    gc.collect()


def test_questions_asked_from_the_answer_slot_are_freed(qtbot):
    runner = Runner(threads=1)
    alive: list[weakref.ref] = []
    answers: list[int] = []

    def ask(k: int) -> None:
        snapshot = Snapshot()
        alive.append(weakref.ref(snapshot))
        runner.run(lambda: (snapshot, k)[1], answered)

    def answered(k: int) -> None:
        answers.append(k)
        if k:
            ask(k - 1)  # the next question, from within the answer's slot

    with another_busy_python_thread():
        ask(QUESTIONS)
        qtbot.waitUntil(lambda: len(answers) == QUESTIONS + 1, timeout=60_000)
    settle(qtbot, runner)
    assert answers == list(range(QUESTIONS, -1, -1))
    assert [ref() for ref in alive if ref() is not None] == []


def test_long_tasks_are_freed_too(qtbot):
    runner = Runner(threads=1)
    alive: list[weakref.ref] = []
    results: list = []

    def again(result) -> None:
        results.append(result)
        if len(results) <= QUESTIONS // 4:
            snapshot = Snapshot()
            alive.append(weakref.ref(snapshot))
            runner.run_task(lambda task: (task.progress(1, 1), snapshot)[0], again)

    with another_busy_python_thread():
        again(None)
        qtbot.waitUntil(lambda: len(results) > QUESTIONS // 4, timeout=60_000)
    settle(qtbot, runner)
    assert [ref() for ref in alive if ref() is not None] == []


def test_dropped_questions_not_started_are_not_computed(qtbot):
    """A question still queued when the game moves on (undo, a new match, the window closing)
    is not computed: its answer would be dropped, and a pool deleted with its window waits for
    every job it holds (a queue of 3-ply judgements kept the GUI thread 10-20 s on a loaded
    machine). The running one finishes; what the queued one held is freed."""
    runner = Runner(threads=1)
    started, gate = threading.Event(), threading.Event()
    ran: list[str] = []
    answers: list = []

    def first() -> str:
        started.set()
        gate.wait(10)
        ran.append("first")
        return "first"

    runner.run(first, answers.append)
    snapshot = Snapshot()
    queued = weakref.ref(snapshot)
    runner.run(lambda s=snapshot: ran.append(type(s).__name__), answers.append)
    del snapshot
    assert started.wait(10)
    runner.drop()
    gate.set()
    settle(qtbot, runner)
    assert ran == ["first"]
    assert answers == []
    assert queued() is None
