"""Rollouts (bgdesk/bots/rollout.py) and the advice cache (bgdesk/bots/reference.py).

The rollouts here are of short races (a few rolls a trial), so they take a moment."""

import threading
import time

import pytest

from bgdesk.bots import CubeState, analysis, make_bot, reference
from bgdesk.bots.rollout import RolloutSettings, Stopped, rollout_cube, rollout_plays
from bgdesk.engine import Position

from bots_helpers import needs_sage

pytestmark = needs_sage

# A short race: the player on roll has six checkers left, the opponent five.
RACE = Position.from_points({1: 2, 2: 2, 4: 1, 6: 1}, {1: 2, 3: 2, 5: 1})


def test_settings_are_checked_and_batched():
    s = RolloutSettings(trials=300, batch=144)
    assert s.batches == [144, 144, 36] and sum(s.batches) == 324  # whole 36s: every first roll
    for bad in ({"trials": 0}, {"trials": 10**9}, {"truncation": -1}, {"batch": 100}):
        with pytest.raises(ValueError):
            RolloutSettings(**bad)


def test_plays_rolled_out_with_live_figures_seeded():
    plays = RACE.legal_plays(6, 2)
    boards = [p.result_board for p in plays][:3]
    seen = []
    s = RolloutSettings(trials=72, batch=36, seed=5)
    out = rollout_plays(RACE, (6, 2), None, boards, s,
                        progress=lambda done, total, figs: seen.append((done, total, len(figs))))
    assert [r.board for r in out] == boards and all(r.trials == 72 for r in out)
    assert all(0 <= r.se < 0.2 for r in out)
    dones = [d for d, _t, _n in seen]
    assert dones == sorted(dones) and dones[-1] == seen[-1][1] == 72 * 3
    # the same seed gives the same figures; the rollout agrees with the 3-ply values in a race
    again = rollout_plays(RACE, (6, 2), None, boards, s)
    assert [r.equity for r in again] == [r.equity for r in out]
    deep = reference.value_boards("3ply", RACE.board, boards, None)
    for r, (eq, _p) in zip(out, deep):
        assert abs(r.equity - eq) <= 4 * r.se + 0.05


def test_the_analyzers_kept_for_the_next_rollout_are_let_go_after_a_while(monkeypatch):
    """bgsage's rollout analyzers hold their threads' tables (the program: 590 MB after a
    rollout, 198 MB once they are let go); kept while rollouts follow one another, then let go."""
    from bgdesk.bots import rollout

    def kept() -> int:
        with rollout._idle_lock:
            return sum(len(pool) for pool in rollout._idle.values())

    plays = RACE.legal_plays(6, 2)
    boards = [p.result_board for p in plays][:2]
    s = RolloutSettings(trials=72, batch=36, seed=5)
    monkeypatch.setattr(rollout, "IDLE_KEEP_SECONDS", 30.0)
    rollout_plays(RACE, (6, 2), None, boards, s)
    assert kept() >= 1  # kept for the next rollout, which takes them again
    rollout_plays(RACE, (6, 2), None, boards, s)
    assert kept() >= 1
    monkeypatch.setattr(rollout, "IDLE_KEEP_SECONDS", 0.2)
    rollout_plays(RACE, (6, 2), None, boards, s)
    deadline = time.monotonic() + 10
    while kept() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert kept() == 0
    assert rollout.drop_idle() == 0


def test_a_cube_decision_rolled_out():
    # the player on roll bears off in two rolls at most, the opponent needs three: a pass
    lead = Position.from_points({1: 2, 2: 1}, {4: 2, 5: 2, 6: 2})
    r = rollout_cube(CubeState(lead), RolloutSettings(trials=36, batch=36))
    assert r.dp == 1.0 and r.dt > r.dp and r.trials == 36


def test_cancel_stops_within_a_batch():
    flag = threading.Event()
    boards = [p.result_board for p in Position.initial().legal_plays(3, 1)][:2]
    threading.Timer(0.3, flag.set).start()
    t0 = time.perf_counter()
    with pytest.raises(Stopped):
        rollout_plays(Position.initial(), (3, 1), None, boards, RolloutSettings(trials=1296),
                      cancelled=flag.is_set)
    assert time.perf_counter() - t0 < 30


def test_the_cache_serves_the_hint_the_analysis_and_the_world_class_bot():
    pos, dice = Position.from_position_id("4HPwATDgc/ABMA"), (6, 4)
    reference.CACHE.clear()
    hint = analysis.checker_hint(pos, dice)  # every play at 3-ply
    misses = reference.CACHE.misses
    judged = analysis.checker_analysis(pos, dice, played_boards=(hint.candidates[-1].board,))
    assert reference.CACHE.misses == misses + 1  # only the network's ranking was new
    for c in judged.candidates:
        assert c.equity == hint.candidates[hint.index_of(c.board)].equity
    bot = make_bot("world-class")
    assert bot.choose_play(pos, dice).result_board == hint.best.board
    assert hint.level == judged.level == "3ply"


def test_progress_reported_from_bgsage_threads_never_steps_back():
    # bgsage reports from its worker threads; on a busy machine a report came after a later
    # one (168 then 160 trials in CI under load) and the bar would have stepped back
    from bgdesk.bots.rollout import _forward_only

    seen = []
    told = _forward_only(lambda done, total, figs: seen.append(done))
    for done in (8, 16, 168, 160, 168, 216):
        told(done, 216, [])
    assert seen == [8, 16, 168, 168, 216]


# -- in a rollout helper, as the program runs them (bgdesk.bots.sage_process) ---------------------

@pytest.fixture
def helpers():
    from bgdesk.bots import rollout, sage_process

    rollout.drop_idle()
    pool = sage_process.enable(size=1, warm=False)
    yield pool
    sage_process.disable()
    rollout.drop_idle()


def _kept_here() -> int:
    from bgdesk.bots import rollout

    with rollout._idle_lock:
        return sum(len(pool) for pool in rollout._idle.values())


def test_a_rollout_in_a_helper_gives_the_figures_of_one_made_here(helpers):
    """The program rolls out in a helper process: bgsage's rollout analyzers held its interpreter
    lock about 0.3 s when made, and made it ~480 MB bigger; the figures are the same."""
    import os

    from bgdesk.bots import sage_process

    boards = [p.result_board for p in RACE.legal_plays(6, 2)][:3]
    s = RolloutSettings(trials=72, batch=36, seed=5)
    lead = CubeState(Position.from_points({1: 2, 2: 1}, {4: 2, 5: 3, 6: 2}))
    sage_process.disable()
    here = rollout_plays(RACE, (6, 2), None, boards, s)
    here_cube = rollout_cube(lead, RolloutSettings(trials=36, batch=36))
    from bgdesk.bots import rollout

    rollout.drop_idle()
    sage_process.enable(size=1, warm=False)
    seen = []
    there = rollout_plays(RACE, (6, 2), None, boards, s,
                          progress=lambda done, total, figs: seen.append((done, total, figs)))
    assert [(r.board, r.equity, r.se, r.probs, r.trials) for r in there] == [
        (r.board, r.equity, r.se, r.probs, r.trials) for r in here]
    assert seen and seen[-1][0] == seen[-1][1] == 72 * 3
    assert [d for d, _t, _f in seen] == sorted(d for d, _t, _f in seen)
    assert all(f.board in boards for _d, _t, figs in seen for f in figs)
    assert rollout_cube(lead, RolloutSettings(trials=36, batch=36)) == here_cube
    pids = sage_process.rollout_pool().pids()
    assert len(pids) == 1 and os.getpid() not in pids
    assert _kept_here() == 0  # no rollout analyzer was made in this process
    assert sage_process.pool().pids() == []  # nor were the evaluations' helpers used


def test_a_rollout_in_a_helper_is_cancelled_and_the_helper_serves_the_next(helpers):
    from bgdesk.bots import sage_process

    flag = threading.Event()
    boards = [p.result_board for p in Position.initial().legal_plays(3, 1)][:2]
    seen = []

    def progress(done, _total, _figs):
        seen.append(done)
        flag.set()  # cancelled once the rollout is under way

    t0 = time.perf_counter()
    with pytest.raises(Stopped):
        rollout_plays(Position.initial(), (3, 1), None, boards, RolloutSettings(trials=1296),
                      progress=progress, cancelled=flag.is_set)
    assert time.perf_counter() - t0 < 30 and seen and seen[-1] < 1296 * 2
    (pid,) = sage_process.rollout_pool().pids()
    s = RolloutSettings(trials=36, batch=36, seed=2)
    race = [p.result_board for p in RACE.legal_plays(6, 2)][:2]
    assert [r.trials for r in rollout_plays(RACE, (6, 2), None, race, s)] == [36, 36]
    assert sage_process.rollout_pool().pids() == [pid]


def test_idle_rollout_helpers_are_closed_and_a_dead_one_is_made_up_for(helpers, monkeypatch):
    import os
    import signal

    from bgdesk.bots import rollout, sage_process

    race = [p.result_board for p in RACE.legal_plays(6, 2)][:2]
    s = RolloutSettings(trials=36, batch=36, seed=3)
    first = rollout_plays(RACE, (6, 2), None, race, s)
    pool = sage_process.rollout_pool()
    assert len(pool.pids()) == 1
    assert rollout.drop_idle() >= 1 and pool.pids() == []  # closed: its memory goes back
    # a helper killed during a rollout: the rollout is made here instead, said once
    monkeypatch.setattr(sage_process, "_told", [])
    killed = []

    def progress(_done, _total, _figs):
        if not killed and pool.pids():
            killed.append(pool.pids()[0])
            os.kill(killed[0], signal.SIGKILL)

    big = RolloutSettings(trials=144, batch=36, seed=3)
    out = rollout_plays(RACE, (6, 2), None, race, big, progress=progress)
    assert killed and [r.trials for r in out] == [144, 144]
    assert sage_process._told  # said on stderr
    assert [r.equity for r in rollout_plays(RACE, (6, 2), None, race, s)] == [r.equity for r in first]


def test_a_third_rollout_waits_for_a_rollout_helper_and_can_be_cancelled_meanwhile(helpers):
    """At most ROLLOUT_HELPERS rollouts run at once; one more waits, and its Cancel is heard
    while it waits."""
    from bgdesk.bots import sage_process

    pool = sage_process.rollout_pool()
    busy = [pool._take() for _ in range(pool.size)]  # every rollout helper at work
    flag = threading.Event()
    threading.Timer(0.3, flag.set).start()
    race = [p.result_board for p in RACE.legal_plays(6, 2)][:2]
    t0 = time.perf_counter()
    with pytest.raises(Stopped):
        rollout_plays(RACE, (6, 2), None, race, RolloutSettings(trials=36, batch=36, seed=4),
                      cancelled=flag.is_set)
    assert 0.25 < time.perf_counter() - t0 < 5
    for h in busy:
        pool._idle.put(h)
    s = RolloutSettings(trials=36, batch=36, seed=4)
    assert [r.trials for r in rollout_plays(RACE, (6, 2), None, race, s)] == [36, 36]


def test_a_rollout_running_when_the_program_ends_stops_and_is_not_made_here(helpers, monkeypatch):
    """At exit the rollout helpers are closed under a running rollout (the Hint window's, say).
    That is not a helper gone wrong: the rollout stops, none is started in the ending program
    and nothing is said on stderr (it said "helper not available ... evaluating in the program
    itself", and began the rollout again in-process)."""
    from bgdesk.bots import rollout, sage_process

    monkeypatch.setattr(sage_process, "_told", [])
    closing = []

    def progress(_done, _total, _figs):
        if not closing:
            pool = sage_process.rollout_pool()
            closing.append(threading.Thread(target=pool.close))
            closing[0].start()

    boards = [p.result_board for p in Position.initial().legal_plays(3, 1)][:2]
    with pytest.raises(Stopped):
        rollout_plays(Position.initial(), (3, 1), None, boards, RolloutSettings(trials=1296),
                      progress=progress)
    closing[0].join(5)
    assert closing and sage_process._told == []
    assert _kept_here() == 0  # no rollout analyzer made in this process
    # the evaluations' pool closed too: a question is answered here, and nobody is told
    sage_process.pool().close()
    assert sage_process.remote_or_local("ping", [], lambda: "here") == "here"
    assert sage_process._told == []
