"""Movement, hitting, entering and bearing off: RULES.md R3, R4, R8-R22, R26, scenario by scenario.

Every position is written with ``Position.from_points(on_roll={...}, opponent={...})``, each side in
its own numbering (the opponent's point n is our point 25 - n), and drawn above in the mover's
numbering: X is the player on roll (moving from 24 towards 1 and off), O the opponent, ``X3`` three
of our checkers on that point.  Expected results are built by hand with :func:`after`, which knows
nothing of the engine's move generator.
"""

from __future__ import annotations

import pytest

from bgdesk.engine import IllegalMoveError, Position, Step, Turn

P = Position.from_points
ALL_ROLLS = [(d1, d2) for d1 in range(1, 7) for d2 in range(1, d1 + 1)]
START = {24: 2, 13: 5, 8: 3, 6: 5}


def _norm(side: dict) -> dict:
    out: dict = {}
    for key, count in side.items():
        k = str(key).lower()
        idx = 25 if k == "bar" else 0 if k == "off" else int(k)
        out[idx] = out.get(idx, 0) + count
    out.pop(0, None)  # the off count is derived
    return out


def after(on_roll: dict, opponent: dict, *moves) -> Position:
    """The position after the mover plays ``moves`` ((src, dst) pairs, 25 = bar, 0 = off), by hand.

    A checker landing on a single opposing checker sends it to the opponent's bar (R14).
    """
    me, op = _norm(on_roll), _norm(opponent)
    for src, dst in moves:
        assert me.get(src, 0) > 0, f"no checker on {src} in the scenario"
        me[src] -= 1
        if dst == 0:
            continue
        theirs = 25 - dst
        assert op.get(theirs, 0) <= 1, f"scenario error: {dst} is blocked"
        if op.get(theirs, 0) == 1:
            op[theirs] = 0
            op[25] = op.get(25, 0) + 1
        me[dst] = me.get(dst, 0) + 1
    return P({k: v for k, v in me.items() if v}, {k: v for k, v in op.items() if v})


def results(pos: Position, d1: int, d2: int) -> set:
    return {play.result for play in pos.legal_plays(d1, d2)}


def all_steps(pos: Position, d1: int, d2: int) -> list:
    return [step for play in pos.legal_plays(d1, d2) for step in play.steps]


def assert_no_legal_move(pos: Position, d1: int, d2: int) -> None:
    plays = pos.legal_plays(d1, d2)
    assert len(plays) == 1, [str(p) for p in plays]
    assert plays[0].steps == ()
    assert plays[0].result == pos
    assert str(plays[0]) == ""
    turn = Turn(pos, (d1, d2))
    assert turn.is_complete
    assert turn.legal_steps() == []


# ---------------------------------------------------------------------------------------------
# R3 - the starting position
# ---------------------------------------------------------------------------------------------

def test_r3_initial_position_from_each_side():
    # R3: two on the 24-point, five on 13, three on 8, five on 6, for each player in their own
    # numbering.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X5   .   .   .  O3   . |     |  O5   .   .   .   .  X2
    #    O5   .   .   .  X3   . |     |  X5   .   .   .   .  O2
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    expected = P(on_roll={24: 2, 13: 5, 8: 3, 6: 5}, opponent={24: 2, 13: 5, 8: 3, 6: 5})
    pos = Position.initial()
    assert pos == expected
    for side in (pos.mine, pos.theirs):
        assert side[24] == 2 and side[13] == 5 and side[8] == 3 and side[6] == 5
        assert sum(side[1:26]) == 15 and side[0] == 0 and side[25] == 0
    # In the mover's numbering the opponent's 24, 13, 8 and 6 are our 1, 12, 17 and 19 (R4).
    b = pos.board
    assert (b[1], b[12], b[17], b[19]) == (-2, -5, -3, -5)
    assert (b[24], b[13], b[8], b[6]) == (2, 5, 3, 5)
    assert b[0] == b[25] == 0
    assert pos.pip_counts() == (167, 167)
    assert pos.borne_off() == (0, 0)
    assert pos.swapped() == pos
    assert pos.winner() is None


# ---------------------------------------------------------------------------------------------
# R4 - numbering and direction
# ---------------------------------------------------------------------------------------------

def test_r4_opponent_point_n_is_our_25_minus_n():
    # R4: the opponent's point n is our point 25 - n.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   .   .   .   .   . |     |   .   .   .  O1   .   .
    #     .  O2   .   .   .   . |     | X15   .   .   .   . O12
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={6: 15}, opponent={3: 1, 14: 2, 24: 12})
    b = pos.board
    assert b[22] == -1      # their 3
    assert b[11] == -2      # their 14
    assert b[1] == -12      # their 24
    assert pos.theirs[3] == 1 and pos.theirs[14] == 2 and pos.theirs[24] == 12
    assert pos.mine[6] == 15


def test_r4_swapped_sees_the_board_from_the_other_side():
    # R4: seen from the opponent, their numbering becomes the mover's numbering.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X2   .   .   .   .   . |  O1 |   .   .   .  O1   .  X1
    #     .   .   .   .   .   . |  X1 | X11 O13   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={"bar": 1, 24: 1, 13: 2, 6: 11}, opponent={3: 1, 20: 13, "bar": 1})
    sw = pos.swapped()
    assert sw.mine == pos.theirs
    assert sw.theirs == pos.mine
    assert sw.board[25] == pos.board[0] == 1
    for p in range(1, 25):
        assert sw.board[p] == -pos.board[25 - p]
    assert sw.pip_counts() == pos.pip_counts()[::-1]
    assert sw.borne_off() == pos.borne_off()[::-1]


def test_r4_checkers_always_move_forward():
    # R4: always forward, from 24 towards 1 and off; never backwards. Every roll from the start.
    pos = Position.initial()
    for d1, d2 in ALL_ROLLS:
        for play in pos.legal_plays(d1, d2):
            for src, dst in play.steps:
                assert dst < src, (d1, d2, str(play))


def test_r4_crossing_the_bar_costs_no_pips():
    # R4: from our 7 to our 6 (outer board to home board) or from 19 to 18 (across the bar on
    # the far side) is one pip.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   . O15   .   .   . |     |  X1   .   .   .   .   .
    #     .   .   .   .   .  X1 |     | X13   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={19: 1, 7: 1, 6: 13}, opponent={10: 15})
    steps = Turn(pos, (2, 1)).legal_steps()
    assert Step(7, 6, 1, False) in steps
    assert Step(19, 18, 1, False) in steps
    assert after({19: 1, 7: 1, 6: 13}, {10: 15}, (7, 6), (19, 17)) in results(pos, 2, 1)


# ---------------------------------------------------------------------------------------------
# R8 - two dice, two moves
# ---------------------------------------------------------------------------------------------

#    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
#    X2   .   .   .   .   . |     |   .   .   .   .   . O15
#     .   .   .   .   .   . |     | X13   .   .   .   .   .
#    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
R8_ME, R8_OPP = {13: 2, 6: 13}, {1: 15}
R8_POS = Position.from_points(on_roll={13: 2, 6: 13}, opponent={1: 15})


def test_r8_two_four_with_two_checkers_or_one_checker():
    # R8: 2-4 can be 2 then 4 with two checkers, or one checker moving 2 and 4.
    res = results(R8_POS, 2, 4)
    assert after(R8_ME, R8_OPP, (13, 11), (13, 9)) in res     # two checkers
    assert after(R8_ME, R8_OPP, (13, 11), (6, 2)) in res
    assert after(R8_ME, R8_OPP, (13, 7)) in res               # one checker, 6 pips in two moves
    for play in R8_POS.legal_plays(2, 4):
        assert sorted(play.dice) == [2, 4]


def test_r8_one_checker_either_order():
    # R8: one checker may play 2 then 4 (13/11/7) or 4 then 2 (13/9/7).
    turn = Turn(R8_POS, (2, 4))
    turn.apply(Step(13, 11, 2, False))
    turn.apply(Step(11, 7, 4, False))
    via_11 = turn.position
    assert turn.is_complete
    turn.undo()
    turn.undo()
    turn.apply(Step(13, 9, 4, False))
    turn.apply(Step(9, 7, 2, False))
    assert turn.is_complete
    assert turn.position == via_11 == after(R8_ME, R8_OPP, (13, 7))


def test_r8_the_sum_is_never_one_move():
    # R8: never one move of their sum: no single step of 6 pips with 2-4.
    turn = Turn(R8_POS, (2, 4))
    assert all(step.die in (2, 4) and step.src - step.dst == step.die for step in turn.legal_steps())
    with pytest.raises(IllegalMoveError):
        turn.apply((13, 7))


# ---------------------------------------------------------------------------------------------
# R9 - doubles
# ---------------------------------------------------------------------------------------------

# Four lone back checkers, far from everything; the home checkers cannot move a 6 (not all home).
#    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
#   O15   .   .   .   .   . |     |   .   .  X1  X1  X1  X1
#     .   .   .   .   .   . |     | X11   .   .   .   .   .
#    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
R9_ME, R9_OPP = {24: 1, 23: 1, 22: 1, 21: 1, 6: 11}, {12: 15}
R9_POS = Position.from_points(on_roll={24: 1, 23: 1, 22: 1, 21: 1, 6: 11}, opponent={12: 15})


@pytest.mark.parametrize("moves, label", [
    ([(24, 18), (18, 12), (12, 6), (23, 17)], "three and one"),
    ([(24, 18), (18, 12), (23, 17), (17, 11)], "two and two"),
    ([(23, 17), (24, 18), (18, 12), (12, 6)], "one and three"),
    ([(24, 18), (18, 12), (23, 17), (22, 16)], "two, one and one"),
    ([(24, 18), (23, 17), (22, 16), (21, 15)], "four checkers once each"),
])
def test_r9_six_six_spread_over_several_checkers(moves, label):
    # R9: 6-6 gives four moves of 6 spread over the checkers in any way.
    assert after(R9_ME, R9_OPP, *moves) in results(R9_POS, 6, 6), label


def test_r9_one_checker_moves_all_four_sixes():
    # R9: 6-6, one checker four times. The checkers on the 1-point cannot move, so the runner
    # goes 24/18/12/6 and, being home with everyone else, bears off with the fourth six (R17).
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O15   .   .   .   .   . |     |   .   .   .   .   .  X1
    #     .   .   .   .   .   . |     |   .   .   .   .   . X14
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={24: 1, 1: 14}, opponent={12: 15})
    res = results(pos, 6, 6)
    assert res == {after({24: 1, 1: 14}, {12: 15}, (24, 18), (18, 12), (12, 6), (6, 0))}
    (play,) = pos.legal_plays(6, 6)
    assert play.dice == (6, 6, 6, 6)
    assert play.steps == ((24, 18), (18, 12), (12, 6), (6, 0))
    assert str(play) == "24/off"


def test_r9_doubles_always_give_four_moves_when_possible():
    # R9: every legal play of a double uses all four moves here.
    turn = Turn(R9_POS, (6, 6))
    assert turn.remaining == (6, 6, 6, 6)
    for play in R9_POS.legal_plays(6, 6):
        assert len(play.steps) == 4 and play.dice == (6, 6, 6, 6)
    for play in Position.initial().legal_plays(2, 2):
        assert len(play.steps) == 4


# ---------------------------------------------------------------------------------------------
# R10, R11 - where a checker may land
# ---------------------------------------------------------------------------------------------

def test_r10_landing_on_own_point_has_no_limit():
    # R10: own point, however many are there already: 8/6 7/6 makes fifteen on the 6-point.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   . O15   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .  X1  X1 |     | X13   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={8: 1, 7: 1, 6: 13}, opponent={10: 15})
    res = results(pos, 2, 1)
    target = after({8: 1, 7: 1, 6: 13}, {10: 15}, (8, 6), (7, 6))
    assert target in res
    assert target.mine[6] == 15


def test_r10_landing_on_empty_point_and_on_a_blot():
    # R10: an empty point (13/12) and a point with one opposing checker (13/11*, our 11 is their
    # 14) are both fine.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X2   .   .   .   .   . |     |   .   .   .   .   . O14
    #     .  O1   .   .   .   . |     | X13   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={13: 2, 6: 13}, opponent={14: 1, 1: 14})
    steps = Turn(pos, (2, 1)).legal_steps()
    assert Step(13, 12, 1, False) in steps
    assert Step(13, 11, 2, True) in steps


def test_r11_no_landing_on_a_point_held_by_two():
    # R11: our 11 (their 14) is held by two: nothing lands there with 2-1.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X2   .   .   .   .   . |     |   .   .   .   .   . O13
    #     .  O2   .   .   .   . |     | X13   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={13: 2, 6: 13}, opponent={14: 2, 1: 13})
    for play in pos.legal_plays(2, 1):
        assert all(dst != 11 for _src, dst in play.steps), str(play)
    assert Step(13, 11, 2, False) not in Turn(pos, (2, 1)).legal_steps()


def test_r11_touch_down_rule_example():
    # R11 example: both back checkers face blocked points 4 and 5 away (our 20 and 19, their 5
    # and 6); 5-4 cannot move them by 4, by 5 or by 9, even though 9 away (our 15) is open.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O11   .   .   .   .   . |     |  O2  O2   .   .   .  X2
    #     .   .   .   .   .   . |     | X13   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    me, opp = {24: 2, 6: 13}, {5: 2, 6: 2, 12: 11}
    pos = P(on_roll={24: 2, 6: 13}, opponent={5: 2, 6: 2, 12: 11})
    assert pos.board[15] == 0           # 9 away is open
    assert all(src != 24 for src, _dst in all_steps(pos, 5, 4))
    assert results(pos, 5, 4) == {after(me, opp, (6, 2), (6, 1))}
    assert 15 not in Turn(pos, (5, 4)).destinations(24)
    assert Turn(pos, (5, 4)).destinations(24) == {}


def test_r11_a_checker_may_jump_over_a_held_point():
    # R11: it may jump over: 13/7 passes our 11 and 10, both held.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X1   .   .   .   .   . |     |   .   .   .   .   . O11
    #     .  O2  O2   .   .   . |     | X14   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={13: 1, 6: 14}, opponent={14: 2, 15: 2, 1: 11})
    assert Step(13, 7, 6, False) in Turn(pos, (6, 5)).legal_steps()


def test_r11_touch_down_in_a_double():
    # R11 with a double: 3-3 from 24 cannot go past our 21 (their 4, held): the 24s stay put,
    # even though 18 and 15 are open.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X2   . O13   .   .   . |     |   .   .  O2   .   .  X2
    #     .   .   .   .   .   . |     | X11   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={24: 2, 13: 2, 6: 11}, opponent={4: 2, 10: 13})
    for play in pos.legal_plays(3, 3):
        assert all(src != 24 for src, _dst in play.steps), str(play)


# ---------------------------------------------------------------------------------------------
# R12 - using both dice, the higher die
# ---------------------------------------------------------------------------------------------

def test_r12_both_dice_used_whenever_possible():
    # R12: from the start every roll can use both dice, so every play has two (or four) moves.
    pos = Position.initial()
    for d1, d2 in ALL_ROLLS:
        n = 4 if d1 == d2 else 2
        for play in pos.legal_plays(d1, d2):
            assert len(play.steps) == n, (d1, d2, str(play))


# The checkers on our 1-point cannot move (not all home, no bear-off); only 13 and 8 can.
# Our 6 and 2 (their 19 and 23) are held.
#    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
#    X1   .   .   .   .   . |     |   .   .   .   .   . O11
#     .   .   .   .  X1   . |     |  O2   .   .   .  O2 X13
#    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
R12_ME, R12_OPP = {13: 1, 8: 1, 1: 13}, {19: 2, 23: 2, 1: 11}
R12_POS = Position.from_points(on_roll={13: 1, 8: 1, 1: 13}, opponent={19: 2, 23: 2, 1: 11})


def test_r12_a_single_die_play_that_strands_the_other_die_is_forbidden():
    # R12: 6-1. 13/12 with the 1 would leave the 6 unplayable (12/6 and 8/2 are blocked), but
    # both dice can be used (13/7 8/7, or 8/7/1), so 13/12 is not a legal play.
    res = results(R12_POS, 6, 1)
    assert res == {
        after(R12_ME, R12_OPP, (13, 7), (8, 7)),
        after(R12_ME, R12_OPP, (8, 7), (7, 1)),
    }
    assert after(R12_ME, R12_OPP, (13, 12)) not in res
    for play in R12_POS.legal_plays(6, 1):
        assert len(play.steps) == 2


# A lone runner on 13; the rest are stuck on the 1-point. Our 2 (their 23) is held.
#    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
#    X1   .   .   .   .   . |     |   .   .   .   .   . O13
#     .   .   .   .   .   . |     |   .   .   .   .  O2 X14
#    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
R12B_ME, R12B_OPP = {13: 1, 1: 14}, {23: 2, 1: 13}
R12B_POS = Position.from_points(on_roll={13: 1, 1: 14}, opponent={23: 2, 1: 13})


@pytest.mark.parametrize("dice", [(6, 5), (5, 6)])
def test_r12_only_one_die_playable_the_higher_must_be_used(dice):
    # R12: 13/7 then 7/2, or 13/8 then 8/2: the second die is always blocked. Either die alone
    # could be played; the higher (6) must be.
    plays = R12B_POS.legal_plays(*dice)
    assert [p.result for p in plays] == [after(R12B_ME, R12B_OPP, (13, 7))]
    assert plays[0].dice == (6,)
    turn = Turn(R12B_POS, dice)
    assert turn.legal_steps() == [Step(13, 7, 6, False)]


def test_r12_the_lower_die_when_the_higher_cannot_be_played():
    # R12: as above, but our 7 (their 18) is held too: the 6 cannot move at all, so the 5 is
    # played (13/8) and the 6 is lost (8/2 blocked).
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X1   .   .   .   .   . |     |   .   .   .   .   . O11
    #     .   .   .   .   .  O2 |     |   .   .   .   .  O2 X14
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    me, opp = {13: 1, 1: 14}, {18: 2, 23: 2, 1: 11}
    pos = P(on_roll={13: 1, 1: 14}, opponent={18: 2, 23: 2, 1: 11})
    plays = pos.legal_plays(6, 5)
    assert [p.result for p in plays] == [after(me, opp, (13, 8))]
    assert plays[0].dice == (5,)


def test_r12_a_roll_with_no_legal_move_gives_one_empty_play():
    # R12: our 7 and 8 (their 18 and 17) are held: 6-5 cannot move the runner; the turn passes.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X1   .   .   .   .   . |     |   .   .   .   .   . O11
    #     .   .   .   .  O2  O2 |     |   .   .   .   .   . X14
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={13: 1, 1: 14}, opponent={18: 2, 17: 2, 1: 11})
    assert_no_legal_move(pos, 6, 5)


def test_r12_higher_die_when_the_last_checker_comes_off():
    # R12: the last checker on our 2-point, roll 5-6: either die bears it off and the game ends,
    # so only one die is used, and R12 says it is the higher one (the 6). The Turn agrees
    # (it only offers the 6); legal_plays should too.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O15   .   .   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |     |   .   .   .   .  X1   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 14  (X on roll)
    pos = P(on_roll={2: 1}, opponent={12: 15})
    for dice in ((6, 5), (5, 6)):
        (play,) = pos.legal_plays(*dice)
        assert play.result.winner() == (0, 2)
        assert Turn(pos, dice).legal_steps() == [Step(2, 0, 6, False)]
        assert play.dice == (6,), dice


# ---------------------------------------------------------------------------------------------
# R13, R14 - blots and hitting
# ---------------------------------------------------------------------------------------------

# An opposing blot on our 11 (their 14).
#    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
#    X2   .   .   .   .   . |     |   .   .   .   .   . O14
#     .  O1   .   .   .   . |     | X13   .   .   .   .   .
#    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
HIT_ME, HIT_OPP = {13: 2, 6: 13}, {14: 1, 1: 14}
HIT_POS = Position.from_points(on_roll={13: 2, 6: 13}, opponent={14: 1, 1: 14})


def test_r14_a_hit_blot_goes_to_the_opponents_bar():
    # R13/R14: the lone checker on our 11 is a blot; 13/11* hits it and it goes to the bar.
    hitting = [p for p in HIT_POS.legal_plays(6, 2) if 11 in p.hits]
    assert hitting
    for play in hitting:
        assert play.result.theirs[25] == 1
        assert play.result.board[0] == 1
        # the opponent's pips rise by 11: from their 14-point to the bar (25)
        assert play.result.pip_counts()[1] == HIT_POS.pip_counts()[1] + 11
    assert after(HIT_ME, HIT_OPP, (13, 11), (13, 7)) in {p.result for p in hitting}
    (play,) = [p for p in hitting if set(p.steps) == {(13, 11), (13, 7)}]
    assert str(play) == "13/11* 13/7"


def test_r14_hitting_is_not_compulsory():
    # R14: plays that leave the blot alone are legal too.
    quiet = [p for p in HIT_POS.legal_plays(6, 2) if not p.hits]
    assert quiet
    assert after(HIT_ME, HIT_OPP, (13, 7), (6, 4)) in {p.result for p in quiet}
    for play in quiet:
        assert play.result.theirs[25] == 0


# ---------------------------------------------------------------------------------------------
# R15, R16 - the bar
# ---------------------------------------------------------------------------------------------

def test_r15_enter_before_anything_else_moves():
    # R15: a checker on the bar enters first; every play starts from the bar.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X2   . O15   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |  X1 | X12   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={"bar": 1, 13: 2, 6: 12}, opponent={10: 15})
    for d1, d2 in ALL_ROLLS:
        for play in pos.legal_plays(d1, d2):
            assert play.steps[0][0] == 25, (d1, d2, str(play))
            assert play.result.mine[25] == 0
    turn = Turn(pos, (6, 1))
    assert {s.src for s in turn.legal_steps()} == {25}
    with pytest.raises(IllegalMoveError, match="bar"):
        turn.apply((13, 7))


def test_r15_entry_point_is_25_minus_die_one_die_per_checker():
    # R15: a 6 enters on their 6-point (our 19), a 1 on their 1-point (our 24); two checkers on
    # the bar need both dice.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   . O15   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |  X2 | X13   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    me, opp = {"bar": 2, 6: 13}, {10: 15}
    pos = P(on_roll={"bar": 2, 6: 13}, opponent={10: 15})
    assert results(pos, 6, 1) == {after(me, opp, (25, 19), (25, 24))}
    (play,) = pos.legal_plays(6, 1)
    assert sorted(str(play).split()) == ["bar/19", "bar/24"]
    assert play.result.mine[19] == 1 and play.result.mine[24] == 1 and play.result.mine[25] == 0


def test_r15_dice_may_not_be_added_to_enter():
    # R15: our 24 and 23 (their 1 and 2) are held, our 22 is open: 2-1 does not enter on 22.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   . O11   .   .   . |     |   .   .   .   .  O2  O2
    #     .   .   .   .   .   . |  X1 | X14   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={"bar": 1, 6: 14}, opponent={1: 2, 2: 2, 10: 11})
    assert_no_legal_move(pos, 2, 1)


def test_r15_entering_hits_a_blot():
    # R15: entering on an opposing blot (their 3, our 22) hits it.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   . O14   .   .   . |     |   .   .   .  O1   .   .
    #     .   .   .   .   .   . |  X1 | X14   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    me, opp = {"bar": 1, 6: 14}, {3: 1, 10: 14}
    pos = P(on_roll={"bar": 1, 6: 14}, opponent={3: 1, 10: 14})
    plays = [p for p in pos.legal_plays(3, 1) if p.steps[0] == (25, 22)]
    assert plays
    for play in plays:
        assert play.hits[0] == 22
        assert play.result.theirs[25] == 1
    res = results(pos, 3, 1)
    # after entering, the other die may move any checker, the entered one included
    assert after(me, opp, (25, 22), (6, 5)) in res
    assert after(me, opp, (25, 22), (22, 21)) in res
    assert after(me, opp, (25, 24), (6, 3)) in res


def test_r15_two_on_the_bar_only_one_enters():
    # R15/R16: two on the bar, 6-5 with our 20 (their 5) held: one enters with the 6, the
    # other stays on the bar and nothing else may move, so the 5 is lost.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   . O13   .   .   . |     |   .  O2   .   .   .   .
    #     .   .   .   .   .   . |  X2 | X13   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    me, opp = {"bar": 2, 6: 13}, {5: 2, 10: 13}
    pos = P(on_roll={"bar": 2, 6: 13}, opponent={5: 2, 10: 13})
    plays = pos.legal_plays(6, 5)
    assert [p.result for p in plays] == [after(me, opp, (25, 19))]
    assert plays[0].result.mine[25] == 1
    assert str(plays[0]) == "bar/19"


def test_r16_dancing():
    # R16: neither die enters (our 19 and 24, their 6 and 1, are held): no move at all.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   . O11   .   .   . |     |  O2   .   .   .   .  O2
    #     .   .   .   .   .   . |  X1 | X14   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={"bar": 1, 6: 14}, opponent={6: 2, 1: 2, 10: 11})
    assert_no_legal_move(pos, 6, 1)


def test_r16_closed_board_no_roll_plays():
    # R16: all six home points of the opponent held: a checker on the bar cannot play at all.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X4   .  O3   .   .   . |     |  O2  O2  O2  O2  O2  O2
    #     .   .   .   .   .   . |  X1 | X10   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={"bar": 1, 13: 4, 6: 10}, opponent={1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 10: 3})
    for d1, d2 in ALL_ROLLS:
        assert_no_legal_move(pos, d1, d2)


# ---------------------------------------------------------------------------------------------
# R17-R20, R22 - bearing off
# ---------------------------------------------------------------------------------------------

# One straggler on 13; fourteen home.
#    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
#    X1   . O15   .   .   . |     |   .   .   .   .   .   .
#     .   .   .   .   .   . |     | X14   .   .   .   .   .
#    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
STRAG_ME, STRAG_OPP = {13: 1, 6: 14}, {10: 15}
STRAG_POS = Position.from_points(on_roll={13: 1, 6: 14}, opponent={10: 15})


def test_r17_no_bearing_off_until_all_fifteen_are_home():
    # R17: with a checker on 13, 6-5 cannot bear off (13/2 brings it home with the last die).
    for play in STRAG_POS.legal_plays(6, 5):
        assert all(dst != 0 for _src, dst in play.steps), str(play)
    assert Step(6, 0, 6, False) not in Turn(STRAG_POS, (6, 5)).legal_steps()
    with pytest.raises(IllegalMoveError, match="home"):
        Turn(STRAG_POS, (6, 5)).apply((6, 0))


def test_r17_bearing_off_starts_once_the_last_checker_is_home():
    # R17: 6-6: 13/7/1 brings the straggler home; the other two sixes may then bear off.
    res = results(STRAG_POS, 6, 6)
    assert after(STRAG_ME, STRAG_OPP, (13, 7), (7, 1), (6, 0), (6, 0)) in res
    turn = Turn(STRAG_POS, (6, 6))
    assert all(s.dst != 0 for s in turn.legal_steps())
    turn.apply((13, 7))
    assert all(s.dst != 0 for s in turn.legal_steps())
    turn.apply((7, 1))
    assert Step(6, 0, 6, False) in turn.legal_steps()


# Every home point has two or more checkers.
#    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
#     .   . O15   .   .   . |     |   .   .   .   .   .   .
#     .   .   .   .   .   . |     |  X2  X2  X3  X3  X3  X2
#    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
FULL_ME, FULL_OPP = {6: 2, 5: 2, 4: 3, 3: 3, 2: 3, 1: 2}, {10: 15}
FULL_POS = Position.from_points(on_roll={6: 2, 5: 2, 4: 3, 3: 3, 2: 3, 1: 2}, opponent={10: 15})


def test_r18_exact_die_bears_off_or_moves_inside():
    # R18: a 4 bears off from the 4-point, or moves 6/2 or 5/1 inside; a 3 bears off from the
    # 3-point or moves 6/3, 5/2, 4/1. A 4 may not bear off from 3, 2 or 1 (R19).
    steps = set(Turn(FULL_POS, (4, 3)).legal_steps())
    assert {Step(4, 0, 4, False), Step(6, 2, 4, False), Step(5, 1, 4, False)} <= steps
    assert {Step(3, 0, 3, False), Step(6, 3, 3, False), Step(5, 2, 3, False),
            Step(4, 1, 3, False)} <= steps
    for low in (1, 2, 3):
        assert Step(low, 0, 4, False) not in steps
    for low in (1, 2):
        assert Step(low, 0, 3, False) not in steps


def test_r22_example_six_four_with_every_home_point_made():
    # R22 example: 6-4, at least two on every home point: the 6 must bear off from the 6-point;
    # the 4 bears off from the 4-point or moves 6/2 or 5/1.
    assert results(FULL_POS, 6, 4) == {
        after(FULL_ME, FULL_OPP, (6, 0), (4, 0)),
        after(FULL_ME, FULL_OPP, (6, 0), (6, 2)),
        after(FULL_ME, FULL_OPP, (6, 0), (5, 1)),
    }


def test_r19_a_higher_die_bears_off_from_the_highest_point():
    # R19: nothing above the 3-point: 6-5 bears two off the 3-point.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   . O15   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |     |   .   .   .  X2  X3 X10
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    me, opp = {3: 2, 2: 3, 1: 10}, {10: 15}
    pos = P(on_roll={3: 2, 2: 3, 1: 10}, opponent={10: 15})
    assert results(pos, 6, 5) == {after(me, opp, (3, 0), (3, 0))}
    (play,) = pos.legal_plays(6, 5)
    assert str(play) == "3/off(2)"


def test_r19_a_die_may_not_bear_off_below_a_higher_checker():
    # R19: a checker still on the 6-point; a 4 may not bear off from the 3-point. 5-4: the 5
    # plays 6/1 first, and only then may the 4 bear off the 3 (now the highest).
    # Our 2 (their 23) is held.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   . O13   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |     |  X1   .   .  X1  O2 X13
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    me, opp = {6: 1, 3: 1, 1: 13}, {23: 2, 10: 13}
    pos = P(on_roll={6: 1, 3: 1, 1: 13}, opponent={23: 2, 10: 13})
    assert results(pos, 5, 4) == {after(me, opp, (6, 1), (3, 0))}
    assert Step(3, 0, 4, False) not in Turn(pos, (5, 4)).legal_steps()


def test_r19_the_die_is_lost_when_it_cannot_move_inside():
    # R19: same board, 4-4: 6/2 is blocked and no 4 may bear off the 3 or 1: every four is lost.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   . O13   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |     |  X1   .   .  X1  O2 X13
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={6: 1, 3: 1, 1: 13}, opponent={23: 2, 10: 13})
    assert_no_legal_move(pos, 4, 4)


def test_r20_a_die_is_played_at_full_value():
    # R20: a 3 moves 6/3 (full value) but never bears off from the 2- or 1-point while the
    # 6-point is occupied; 5-3 bears off only after the 6-point checker has moved.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   . O15   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |     |  X1   .   .   .  X1 X13
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    me, opp = {6: 1, 2: 1, 1: 13}, {10: 15}
    pos = P(on_roll={6: 1, 2: 1, 1: 13}, opponent={10: 15})
    steps = Turn(pos, (5, 3)).legal_steps()
    assert Step(6, 3, 3, False) in steps
    assert Step(2, 0, 3, False) not in steps and Step(1, 0, 3, False) not in steps
    assert results(pos, 5, 3) == {
        after(me, opp, (6, 1), (2, 0)),      # 6/1, then the 3 bears off the highest (2)
        after(me, opp, (6, 3), (3, 0)),      # 6/3, then the 5 bears it off
    }


def test_r21_a_hit_checker_must_come_home_before_bearing_off_resumes():
    # R21: fourteen home, one hit checker on the bar: 6-5 enters (bar/19 or bar/20) and the
    # other die may not bear off - the entered checker is not home yet.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   . O15   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |  X1 |  X4  X4  X3  X3   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={"bar": 1, 6: 4, 5: 4, 4: 3, 3: 3}, opponent={10: 15})
    plays = pos.legal_plays(6, 5)
    assert plays
    for play in plays:
        assert play.steps[0][0] == 25
        assert all(dst != 0 for _src, dst in play.steps), str(play)
    # once every checker is home again, the same roll bears off
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   . O15   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |     |  X5  X4  X3  X3   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    home = P(on_roll={6: 5, 5: 4, 4: 3, 3: 3}, opponent={10: 15})
    assert any((6, 0) in p.steps for p in home.legal_plays(6, 5))


def test_r21_an_entered_checker_is_not_home_yet():
    # R21 with a double: 6-6 from the bar must take the entered checker all the way round
    # (bar/19/13/7/1): the home checkers cannot move a 6 while it is out, and nothing is borne
    # off, since the checker arrives home only with the last six.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   . O15   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |  X1 |  X4  X4  X3  X3   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    me, opp = {"bar": 1, 6: 4, 5: 4, 4: 3, 3: 3}, {10: 15}
    pos = P(on_roll={"bar": 1, 6: 4, 5: 4, 4: 3, 3: 3}, opponent={10: 15})
    assert results(pos, 6, 6) == {after(me, opp, (25, 19), (19, 13), (13, 7), (7, 1))}


# ---------------------------------------------------------------------------------------------
# R22, R26 - the end of the game and its value
# ---------------------------------------------------------------------------------------------

def test_r22_bearing_off_the_last_checker_wins_a_single_game():
    # R22: the mover bears off the last checker; the opponent has one off: a single game.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 1
    #     .   .   .   .   .   . |     | O14   .   .   .   .   .
    #     .   .   .   .   .   . |     |   .   .   .   .   .  X1
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 14  (X on roll)
    pos = P(on_roll={1: 1}, opponent={6: 14, "off": 1})
    assert pos.winner() is None
    (play,) = pos.legal_plays(2, 1)
    assert play.result.borne_off() == (15, 1)
    assert play.result.winner() == (0, 1)
    assert play.result.swapped().winner() == (1, 1)


def test_r22_borne_off_checkers_stay_off():
    # R22: no play ever brings a checker back; the off count only grows.
    for play in FULL_POS.legal_plays(2, 1):
        assert play.result.borne_off()[0] >= FULL_POS.borne_off()[0]
        assert play.result.borne_off()[1] == FULL_POS.borne_off()[1]


@pytest.mark.parametrize("opponent, kind", [
    ({7: 15}, 2),                       # none off, nothing in our home board: gammon
    ({7: 14, 20: 1}, 3),                # their 20 is our 5: in the winner's home: backgammon
    ({7: 14, "bar": 1}, 3),             # on the bar: backgammon
    ({7: 14, 19: 1}, 3),                # their 19 is our 6: backgammon
    ({7: 14, 18: 1}, 2),                # their 18 is our 7: outside our home: gammon
    ({7: 13, "off": 2}, 1),             # some off: single game
    ({20: 13, "off": 2}, 1),            # some off, even in our home board: single game
])
def test_r26_gammon_and_backgammon_when_the_mover_wins(opponent, kind):
    # R26: gammon - the loser has borne off none; backgammon - none off and a checker still in
    # the winner's home board or on the bar.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   .   .   .   . O14 |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |     |   .  O1   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 15  (X on roll)
    pos = P(on_roll={"off": 15}, opponent={7: 14, 20: 1})
    assert pos.winner() == (0, 3)
    pos = P(on_roll={"off": 15}, opponent=opponent)
    assert pos.winner() == (0, kind)
    assert pos.swapped().winner() == (1, kind)


@pytest.mark.parametrize("on_roll, kind", [
    ({6: 15}, 2),
    ({24: 1, 6: 14}, 3),                # our 24 is in the opponent's home board
    ({19: 1, 6: 14}, 3),                # our 19 too
    ({18: 1, 6: 14}, 2),                # our 18 is not
    ({"bar": 1, 6: 14}, 3),
    ({6: 14, "off": 1}, 1),
])
def test_r26_the_opponent_has_won(on_roll, kind):
    # R26, seen from the loser on roll: winner() side 1 is the opponent.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 15
    #     .   .   .   .   .   . |     |   .   .   .   .   .  X1
    #     .   .   .   .   .   . |     | X14   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={24: 1, 6: 14}, opponent={"off": 15})
    assert pos.winner() == (1, 3)
    pos = P(on_roll=on_roll, opponent={"off": 15})
    assert pos.winner() == (1, kind)
    assert pos.swapped().winner() == (0, kind)


def test_r26_backgammon_reached_by_a_play():
    # R22/R26: bearing off the last two checkers against an opponent with none off and a
    # checker still on our 3-point (their 22): the play's result is a backgammon.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   .   .   .   . O14 |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |     |   .   .   .  O1  X1  X1
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 13  (X on roll)
    pos = P(on_roll={2: 1, 1: 1}, opponent={22: 1, 7: 14})
    results_ = [p.result for p in pos.legal_plays(6, 5)]
    assert any(r.winner() == (0, 3) for r in results_)
    for r in results_:
        if r.borne_off()[0] == 15:
            assert r.winner() == (0, 3)
