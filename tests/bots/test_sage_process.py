"""bgsage in helper processes (bgdesk.bots.sage_process): the same answers as in-process, a helper
that dies is replaced, one that cannot start leaves the evaluation in-process, and the helpers
leave with the program."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest

pytest.importorskip("bgsage")

from bgdesk.bots import make_bot, reference, sage, sage_process  # noqa: E402
from bgdesk.bots.context import CubeState  # noqa: E402
from bgdesk.engine import Position  # noqa: E402

# a middle-game position with gammons for both sides (Position ID from a bot game)
MIDDLE = Position.from_position_id("mzYGgByw2xsADA")
OPENING = Position.from_position_id("4HPwATDgc/ABMA")


@pytest.fixture
def helpers():
    """Helpers enabled for one test, and the analysis cache emptied around it (so the answers
    are computed, not remembered)."""
    reference.CACHE.clear()
    pool = sage_process.enable(size=2, warm=False)
    yield pool
    sage_process.disable()
    reference.CACHE.clear()


def _local_cube(level, state):
    return sage.local_analyzer(level).cube_action(list(state.position.board), **sage._match_args(state))


def test_the_helpers_answer_as_bgsage_in_this_process(helpers):
    state = CubeState(MIDDLE, cube_value=2, cube_owner="bot", match_length=7, bot_score=4,
                      opponent_score=2)
    local_cube = _local_cube("3ply", state)
    local_play = sage.local_analyzer("2ply").checker_play(list(MIDDLE.board), 5, 1)
    local_post = sage.local_analyzer("1ply").post_move_analytics(list(OPENING.board))
    boards = [p.result_board for p in MIDDLE.legal_plays(5, 1)][:4]
    local_values = sage.plays_valued_here("3ply", MIDDLE.board, boards, sage._match_args(state))

    a = sage.analyzer("3ply")
    assert isinstance(a, sage_process.RemoteAnalyzer)
    cube = a.cube_action(list(state.position.board), **sage._match_args(state))
    assert (cube.equity_nd, cube.equity_dt, cube.equity_dp) == (
        local_cube.equity_nd, local_cube.equity_dt, local_cube.equity_dp)
    assert (cube.should_double, cube.should_take, cube.is_beaver) == (
        local_cube.should_double, local_cube.should_take, local_cube.is_beaver)
    assert cube.probs.to_list() == list(local_cube.probs.to_list())
    play = sage.analyzer("2ply").checker_play(list(MIDDLE.board), 5, 1)
    assert [(tuple(m.board), m.equity) for m in play.moves] == [
        (tuple(m.board), m.equity) for m in local_play.moves]
    post = sage.analyzer("1ply").post_move_analytics(list(OPENING.board))
    assert post.cubeful_equity == local_post.cubeful_equity
    assert sage.plays_valued("3ply", MIDDLE.board, boards, state) == [
        (eq, tuple(p)) for eq, p in local_values]
    assert helpers.calls == 4 and len(helpers.pids()) >= 1


def _bot_game(seed: int, turns: int = 40) -> list:
    """The strong bot against itself from one seed: each turn's cube action and play."""
    import random

    reference.CACHE.clear()
    bot = make_bot("strong", rng=random.Random(seed))
    rng = random.Random(seed)
    pos, out = Position.initial(), []
    for _ in range(turns):
        state = CubeState(pos)
        doubles = bot.cube_action(state)
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        play = bot.choose_play(pos, dice, state)
        out.append((doubles, dice, play.result_board))
        if play.result.winner() is not None:
            break
        pos = play.result.swapped()
    return out


def test_a_bot_plays_the_same_game_through_the_helpers():
    """A game of the strong bot against itself from one seed, in-process and through the
    helpers: the same cube actions and plays (the bots' randomness stays in the program)."""
    here = _bot_game(7)
    sage_process.enable(size=2, warm=False)
    try:
        there = _bot_game(7)
        assert sage_process.pool().calls >= len(there)
    finally:
        sage_process.disable()
    assert there == here and len(here) >= 20


def test_a_helper_that_dies_is_replaced(helpers):
    a = sage.analyzer("1ply")
    first = a.checker_play(list(OPENING.board), 6, 5)
    (pid,) = helpers.pids()
    os.kill(pid, signal.SIGKILL)
    again = a.checker_play(list(OPENING.board), 6, 5)
    assert [m.equity for m in again.moves] == [m.equity for m in first.moves]
    assert helpers.pids() and pid not in helpers.pids()
    assert helpers.failed is None


def test_without_a_helper_the_evaluation_is_made_here_and_said_once(capsys, tmp_path):
    reference.CACHE.clear()
    sage_process.disable()
    pool = sage_process.enable(size=1, warm=False)
    pool.cmd = [str(tmp_path / "no-such-program")]
    sage_process._told.clear()
    try:
        a = sage.analyzer("1ply")
        r1 = a.checker_play(list(OPENING.board), 3, 1)
        r2 = a.checker_play(list(OPENING.board), 4, 2)
    finally:
        sage_process.disable()
    local = sage.local_analyzer("1ply")
    assert r1.moves[0].equity == local.checker_play(list(OPENING.board), 3, 1).moves[0].equity
    assert r2.moves[0].equity == local.checker_play(list(OPENING.board), 4, 2).moves[0].equity
    assert pool.failed
    err = capsys.readouterr().err
    assert err.count("helper process is not available") == 1


def test_bgsage_errors_come_back_as_errors(helpers):
    with pytest.raises(sage_process.HelperError, match="unknown request"):
        helpers.call("no such question", [])
    # the helper answers the next question as before
    assert helpers.call("ping", []) == "pong"


def test_a_helper_leaves_when_the_program_is_gone():
    """The helper reads its questions from a pipe: when the program ends (or is killed) the pipe
    closes and the helper exits, leaving no process behind."""
    proc = subprocess.Popen(sage_process.command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    proc.stdin.write('{"op":"ping","args":[]}\n')
    proc.stdin.flush()
    assert proc.stdout.readline().strip() == '{"ok":"pong"}'
    proc.stdin.close()  # what the kernel does for a killed program
    assert proc.wait(timeout=30) == 0
    proc.stdout.close()


def test_a_helper_rolling_out_leaves_when_the_program_is_gone():
    """Killed in the middle of a long rollout, the program leaves no helper rolling out on every
    core: the helper stops once its pipe closes."""
    import json
    import time

    from bgdesk.bots.rollout import RolloutSettings, settings_to_dict

    proc = subprocess.Popen(sage_process.command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    boards = [list(p.result_board) for p in Position.initial().legal_plays(3, 1)][:2]
    args = {k: v for k, v in sage._match_args(None).items() if k != "beaver"}  # (as rollout_plays)
    request = {"op": "rollout_plays",
               "args": [boards, args, settings_to_dict(RolloutSettings(trials=12960))]}
    proc.stdin.write(json.dumps(request) + "\n")
    proc.stdin.flush()
    assert proc.stdout.readline().startswith('{"progress"')  # under way
    t0 = time.monotonic()
    proc.stdin.close()  # what the kernel does for a killed program
    proc.wait(timeout=30)
    assert time.monotonic() - t0 < 10
    proc.stdout.close()


def test_stray_output_cannot_garble_an_answer():
    """Whatever a helper's code prints goes to stderr; stdout carries only answers."""
    code = ("import sys; from bgdesk.bots.sage_helper import serve; "
            "import bgdesk.bots.sage_helper as h; real = h._answer; "
            "h._answer = lambda op, args: (print('noise'), real(op, args))[1]; sys.exit(serve())")
    proc = subprocess.run([sys.executable, "-c", code], input='{"op":"ping","args":[]}\n',
                          capture_output=True, text=True, timeout=60)
    assert proc.stdout == '{"ok":"pong"}\n'
    assert "noise" in proc.stderr


def test_the_helper_runs_below_the_program():
    proc = subprocess.Popen(sage_process.command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    try:
        proc.stdin.write('{"op":"ping","args":[]}\n')
        proc.stdin.flush()
        proc.stdout.readline()
        with open(f"/proc/{proc.pid}/stat") as f:
            nice = int(f.read().rsplit(")", 1)[1].split()[16])
        assert nice == min(19, os.nice(0) + sage_process.NICENESS)  # (19 is the lowest)
    finally:
        proc.stdin.close()
        proc.wait(timeout=30)
        proc.stdout.close()


def test_the_debian_packages_launcher_starts_the_helpers_too(monkeypatch):
    """Run from a launcher script on the system's Python (the .deb's /usr/games/bgdesk, which
    sets bgdesk.LAUNCHER), a helper is that script with --sage-worker, isolated as the launcher
    itself runs; from source it is the helper's module, frozen the binary itself."""
    import bgdesk

    monkeypatch.setattr(bgdesk, "LAUNCHER", "/usr/games/bgdesk")
    assert sage_process.command() == [sys.executable, "-I", "/usr/games/bgdesk", "--sage-worker"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert sage_process.command() == [sys.executable, "--sage-worker"]
    monkeypatch.setattr(sys, "frozen", False)
    monkeypatch.setattr(bgdesk, "LAUNCHER", None)
    assert sage_process.command() == [sys.executable, "-m", "bgdesk.bots.sage_helper"]
