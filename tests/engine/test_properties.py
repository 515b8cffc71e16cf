"""Hypothesis properties of the engine over random reachable positions.

Positions come from playing whole games from the initial position with a seeded
``random.Random``: hypothesis draws the seed and how far into the game to look. Each seed also
picks a playing style (uniform, racing, hitting) so that races, bear-offs, closed boards and
checkers on the bar all turn up. Games are cached per seed, so the tests share them.

``reference_results`` below is an independent, deliberately naive move generator written from
RULES.md (R8-R20) - it shares no code with ``bgdesk.engine`` - used as an oracle.
"""

from __future__ import annotations

import functools
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bgdesk.engine import IllegalMoveError, Position, Step, Turn, parse_play

MAX_PLIES = 250
SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow])


# ---------------------------------------------------------------------------------------------
# Random reachable positions
# ---------------------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def game(seed: int) -> tuple:
    """Every position (seen from the player on roll) of one random game."""
    rng = random.Random(seed)
    style = seed % 3
    pos = Position.initial()
    seen = [pos]
    for _ in range(MAX_PLIES):
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        plays = pos.legal_plays(*dice)
        if style == 1 and rng.random() < 0.8:        # racing: fewest pips left
            play = min(plays, key=lambda p: (p.result.pip_counts()[0], rng.random()))
        elif style == 2 and rng.random() < 0.8:      # hitting
            play = max(plays, key=lambda p: (len(p.hits), rng.random()))
        else:
            play = rng.choice(plays)
        if play.result.winner() is not None:
            break
        pos = play.result.swapped()
        seen.append(pos)
    return tuple(seen)


@st.composite
def positions(draw) -> Position:
    seed = draw(st.integers(0, 999))
    ply = draw(st.integers(0, MAX_PLIES))
    seen = game(seed)
    return seen[ply % len(seen)]


dice_st = st.tuples(st.integers(1, 6), st.integers(1, 6))


# ---------------------------------------------------------------------------------------------
# An independent reference generator (the oracle)
# ---------------------------------------------------------------------------------------------

def ref_single_moves(b: tuple, die: int) -> list:
    """Every (src, dst) one checker may move with ``die`` on the signed board ``b``
    (b[1..24] > 0 ours, < 0 theirs, b[25] our bar, b[0] their bar)."""
    if b[25]:                                               # R15: enter first
        dst = 25 - die
        return [(25, dst)] if b[dst] >= -1 else []
    home = all(b[p] <= 0 for p in range(7, 25))             # R17
    highest = max((p for p in range(1, 25) if b[p] > 0), default=0)
    moves = []
    for src in range(1, 25):
        if b[src] <= 0:
            continue
        dst = src - die
        if dst >= 1:
            if b[dst] >= -1:                                # R10, R11
                moves.append((src, dst))
        elif home and (dst == 0 or src == highest):         # R18, R19
            moves.append((src, 0))
    return moves


def ref_apply(b: tuple, src: int, dst: int) -> tuple:
    n = list(b)
    n[src] -= 1
    if dst:
        if n[dst] == -1:                                    # R14: hit
            n[dst] = 0
            n[0] += 1
        n[dst] += 1
    return tuple(n)


def reference_results(b: tuple, d1: int, d2: int) -> set:
    """The set of resulting boards of every legal play (R8, R9, R12)."""
    orders = [(d1,) * 4] if d1 == d2 else [(d1, d2), (d2, d1)]
    by_length: dict = {}
    memo = set()

    def rec(board, dice, used):
        key = (board, dice, used)
        if key in memo:
            return
        memo.add(key)
        moves = ref_single_moves(board, dice[0]) if dice else []
        if not moves:
            by_length.setdefault(len(used), set()).add((board, used))
            return
        for src, dst in moves:
            rec(ref_apply(board, src, dst), dice[1:], used + (dice[0],))

    for order in orders:
        rec(tuple(b), order, ())
    best = max(by_length)
    found = by_length[best]
    if best == 1 and d1 != d2:                              # R12: the higher die if possible
        high = {(board, used) for board, used in found if used[0] == max(d1, d2)}
        found = high or found
    return {board for board, _used in found}


# ---------------------------------------------------------------------------------------------
# Properties
# ---------------------------------------------------------------------------------------------

def on_board(side: tuple) -> int:
    return sum(side[1:26])


@settings(max_examples=150, **SETTINGS)
@given(positions(), dice_st)
def test_checkers_are_conserved(pos, dice):
    assert on_board(pos.mine) + pos.borne_off()[0] == 15
    assert on_board(pos.theirs) + pos.borne_off()[1] == 15
    for play in pos.legal_plays(*dice):
        r = play.result
        n_off = sum(1 for _src, dst in play.steps if dst == 0)
        assert on_board(r.mine) == on_board(pos.mine) - n_off
        assert r.borne_off() == (pos.borne_off()[0] + n_off, pos.borne_off()[1])
        assert on_board(r.theirs) == on_board(pos.theirs)          # hit checkers go to the bar
        assert r.theirs[25] == pos.theirs[25] + len(play.hits)
        assert on_board(r.mine) + r.borne_off()[0] == 15
        assert on_board(r.theirs) + r.borne_off()[1] == 15


@settings(max_examples=150, **SETTINGS)
@given(positions(), dice_st)
def test_pips_fall_by_exactly_the_dice_used(pos, dice):
    d1, d2 = dice
    roll = [d1] * 4 if d1 == d2 else [d1, d2]
    for play in pos.legal_plays(d1, d2):
        assert len(play.dice) == len(play.steps)
        left = list(roll)
        for die in play.dice:
            left.remove(die)                                       # only dice of the roll
        expected = 0
        for (src, dst), die in zip(play.steps, play.dice):
            if dst == 0 and src < die:
                expected += src                                    # bear-off with a higher die
            else:
                assert src - dst == die, (str(play), play.steps, play.dice)
                expected += die
        mine_before, theirs_before = pos.pip_counts()
        mine_after, theirs_after = play.result.pip_counts()
        assert mine_before - mine_after == expected, str(play)
        # each hit blot on our point t was on their 25 - t and is now on the bar (25)
        assert theirs_after - theirs_before == sum(play.hits)


@settings(max_examples=150, **SETTINGS)
@given(positions(), dice_st)
def test_every_step_is_legal_and_no_die_is_left_that_could_be_played(pos, dice):
    d1, d2 = dice
    roll = [d1] * 4 if d1 == d2 else [d1, d2]
    plays = pos.legal_plays(d1, d2)
    assert len({p.result for p in plays}) == len(plays)            # distinct results
    sizes = {len(p.steps) for p in plays}
    assert len(sizes) == 1                                         # R12: all use as many dice
    for play in plays:
        board = pos.board
        left = list(roll)
        for (src, dst), die in zip(play.steps, play.dice):
            assert (src, dst) in ref_single_moves(board, die), (str(play), board)
            board = ref_apply(board, src, dst)
            left.remove(die)
        assert board == play.result.board
        # R12: no die left over could still be played
        for die in set(left):
            assert ref_single_moves(board, die) == [], (str(play), die)
    if d1 != d2 and sizes == {1}:
        # R12: when only one die can be played, it is the higher one if that one can be played.
        can_high = bool(ref_single_moves(pos.board, max(dice)))
        if can_high:
            assert all(p.dice == (max(dice),) for p in plays), [(str(p), p.dice) for p in plays]


@settings(max_examples=300, **SETTINGS)
@given(positions(), dice_st)
def test_legal_plays_match_the_reference_generator(pos, dice):
    ours = {p.result.board for p in pos.legal_plays(*dice)}
    assert ours == reference_results(pos.board, *dice)


@settings(max_examples=150, **SETTINGS)
@given(positions(), dice_st, st.randoms(use_true_random=False))
def test_every_play_is_reachable_step_by_step_with_turn(pos, dice, rnd):
    plays = pos.legal_plays(*dice)
    for play in rnd.sample(plays, min(8, len(plays))):
        turn = Turn(pos, dice)
        for (src, dst), die in zip(play.steps, play.dice):
            hit = bool(dst) and turn.position.board[dst] == -1
            turn.apply(Step(src, dst, die, hit))
        assert turn.is_complete, str(play)
        assert turn.play() == play
        assert turn.play().result == play.result
        assert turn.position == play.result


@settings(max_examples=60, **SETTINGS)
@given(positions(), dice_st)
def test_legal_plays_equal_the_complete_turn_paths(pos, dice):
    turn = Turn(pos, dice)
    plays = pos.legal_plays(*dice)
    found = set()

    def walk():
        steps = turn.legal_steps()
        if turn.is_complete:
            assert steps == []
            found.add(turn.position)
            assert turn.play() in plays
            return
        assert steps, "an incomplete turn must offer a step"
        for step in steps:
            turn.apply(step)
            walk()
            turn.undo()

    walk()
    assert found == {p.result for p in plays}
    assert turn.position == pos


@settings(max_examples=60, **SETTINGS)
@given(positions(), dice_st)
def test_destinations_are_exactly_the_single_checker_routes(pos, dice):
    turn = Turn(pos, dice)
    for src in range(1, 26):
        # every point one checker reaches by consecutive legal steps from src
        reach: set = set()

        def walk(at):
            for step in turn.legal_steps():
                if step.src == at:
                    reach.add(step.dst)
                    turn.apply(step)
                    if step.dst:
                        walk(step.dst)
                    turn.undo()

        walk(src)
        dest = turn.destinations(src)
        assert set(dest) == reach, (src, dest, reach)
        for dst, path in dest.items():
            assert path[0].src == src and path[-1].dst == dst
            assert all(a.dst == b.src for a, b in zip(path, path[1:]))
            trial = Turn(pos, dice)
            trial.apply_path(path)
            assert trial.steps == tuple(path)


@settings(max_examples=80, **SETTINGS)
@given(positions(), dice_st, st.randoms(use_true_random=False))
def test_notation_reads_back(pos, dice, rnd):
    plays = pos.legal_plays(*dice)
    for play in rnd.sample(plays, min(4, len(plays))):
        if not play.steps:
            continue
        assert parse_play(pos, dice, str(play)) == play, str(play)


@settings(max_examples=200, **SETTINGS)
@given(positions())
def test_swapped_twice_is_the_same_position(pos):
    sw = pos.swapped()
    assert sw.swapped() == pos
    assert sw.mine == pos.theirs and sw.theirs == pos.mine
    assert sw.pip_counts() == pos.pip_counts()[::-1]


@settings(max_examples=200, **SETTINGS)
@given(positions())
def test_position_id_round_trip(pos):
    pid = pos.position_id()
    assert len(pid) == 14
    assert Position.from_position_id(pid) == pos
    assert Position.from_position_id(pos.swapped().position_id()) == pos.swapped()


@settings(max_examples=200, **SETTINGS)
@given(positions())
def test_board_counts_and_repr_round_trip(pos):
    assert Position.from_board(pos.board) == pos
    assert Position.from_counts(pos.mine, pos.theirs) == pos
    assert eval(repr(pos), {"Position": Position}) == pos  # noqa: S307 - our own repr


@settings(max_examples=100, **SETTINGS)
@given(positions(), dice_st)
def test_turn_refuses_what_legal_steps_does_not_offer(pos, dice):
    turn = Turn(pos, dice)
    offered = {(s.src, s.dst) for s in turn.legal_steps()}
    for src in range(0, 26):
        for dst in range(0, 25):
            if (src, dst) in offered:
                continue
            try:
                turn.apply((src, dst))
            except IllegalMoveError as exc:
                assert str(exc)
            else:
                raise AssertionError(f"{src}/{dst} was applied but not offered")
    assert turn.steps == ()
