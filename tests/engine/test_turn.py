"""Turn: one roll played step by step, as drag-to-move needs (R8, R9, R11, R12, R39).

Boards are drawn in the mover's numbering (X on roll, moving 24 -> 1; O the opponent). In
``from_points`` each side uses its own numbering: the opponent's point n is our point 25 - n.
"""

from __future__ import annotations

import random

import re

import pytest

from bgdesk.engine import IllegalMoveError, Position, Step, Turn

P = Position.from_points


def complete_results(turn: Turn) -> set:
    """Every position a complete sequence of legal steps reaches (depth-first, with undo)."""
    found = set()

    def walk():
        if turn.is_complete:
            found.add(turn.position)
            return
        for step in turn.legal_steps():
            turn.apply(step)
            walk()
            turn.undo()

    walk()
    return found


# ---------------------------------------------------------------------------------------------
# legal_steps keeps a legal complete play reachable (R12)
# ---------------------------------------------------------------------------------------------

# Only the checkers on 13 and 8 can move; our 6 and 2 (their 19 and 23) are held.
#    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
#    X1   .   .   .   .   . |     |   .   .   .   .   . O11
#     .   .   .   .  X1   . |     |  O2   .   .   .  O2 X13
#    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
R12_POS = Position.from_points(on_roll={13: 1, 8: 1, 1: 13}, opponent={19: 2, 23: 2, 1: 11})


def test_a_step_that_would_strand_the_other_die_is_not_offered():
    # R12: 6-1. 13/12 with the 1 would leave the 6 unplayable (12/6 and 8/2 blocked) although
    # both dice can be played (13/7 8/7 or 8/7/1): 13/12 is not offered, and refused with R12.
    turn = Turn(R12_POS, (6, 1))
    steps = turn.legal_steps()
    assert Step(13, 12, 1, False) not in steps
    assert set(steps) == {Step(13, 7, 6, False), Step(8, 7, 1, False)}
    for step in ((13, 12), Step(13, 12, 1, False)):
        with pytest.raises(IllegalMoveError) as info:
            turn.apply(step)
        assert info.value.rules == ("R12",) and "R12" not in str(info.value)
    assert turn.steps == ()                       # a refused step changes nothing


def test_after_a_step_only_completing_steps_are_offered():
    turn = Turn(R12_POS, (6, 1))
    turn.apply((8, 7))
    assert set(turn.legal_steps()) == {Step(13, 7, 6, False), Step(7, 1, 6, False)}
    assert turn.remaining == (6,)
    turn.undo()
    turn.apply((13, 7))
    assert turn.legal_steps() == [Step(8, 7, 1, False)]


def test_a_die_that_cannot_be_played_is_never_offered():
    # R12: a lone runner on 13; our 8 (their 17) and our 2 (their 23) are held. 6-5: 13/8 is
    # blocked, and after 13/7 the 5 (7/2) is blocked too. Only the 6 is offered; the turn is
    # complete after it, with the 5 lost.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X1   .   .   .   .   . |     |   .   .   .   .   . O11
    #     .   .   .   .  O2   . |     |   .   .   .   .  O2 X14
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={13: 1, 1: 14}, opponent={17: 2, 23: 2, 1: 11})
    turn = Turn(pos, (6, 5))
    assert turn.legal_steps() == [Step(13, 7, 6, False)]
    turn.apply((13, 7))
    assert turn.is_complete
    assert turn.remaining == (5,)


def test_higher_die_is_the_only_single_die_offered():
    # R12: 13/7 or 13/8, never both (our 2 held): only the 6 is offered.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X1   .   .   .   .   . |     |   .   .   .   .   . O13
    #     .   .   .   .   .   . |     |   .   .   .   .  O2 X14
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={13: 1, 1: 14}, opponent={23: 2, 1: 13})
    turn = Turn(pos, (5, 6))
    assert turn.legal_steps() == [Step(13, 7, 6, False)]
    with pytest.raises(IllegalMoveError) as info:
        turn.apply((13, 8))
    assert info.value.rules == ("R12",) and info.value.reason == "dice_unused"


# ---------------------------------------------------------------------------------------------
# apply, undo, remaining, is_complete, position, play
# ---------------------------------------------------------------------------------------------

def test_apply_and_undo_a_whole_turn():
    # 3-1 from the start: 8/5 6/5.
    start = Position.initial()
    turn = Turn(start, (3, 1))
    assert turn.remaining == (3, 1) and not turn.is_complete and not turn.can_undo
    assert turn.position == start
    step = turn.apply((8, 5))
    assert step == Step(8, 5, 3, False)
    assert turn.remaining == (1,)
    assert turn.position.mine[8] == 2 and turn.position.mine[5] == 1
    assert not turn.is_complete and turn.can_undo
    turn.apply((6, 5))
    assert turn.is_complete and turn.remaining == ()
    assert turn.steps == (Step(8, 5, 3, False), Step(6, 5, 1, False))
    play = turn.play()
    assert str(play) == "8/5 6/5"
    assert play in start.legal_plays(3, 1)
    assert play.result == turn.position
    # take it all back (R39)
    assert turn.undo() == Step(6, 5, 1, False)
    assert turn.remaining == (1,) and not turn.is_complete
    turn.undo()
    assert turn.position == start and turn.remaining == (3, 1)
    with pytest.raises(IllegalMoveError, match="take back"):
        turn.undo()


def test_play_before_the_end_is_refused():
    turn = Turn(Position.initial(), (3, 1))
    turn.apply((8, 5))
    with pytest.raises(IllegalMoveError, match="still to play"):
        turn.play()


def test_doubles_have_four_dice_to_spend():
    turn = Turn(Position.initial(), (2, 2))
    assert turn.remaining == (2, 2, 2, 2)
    for expected in ((2, 2, 2), (2, 2), (2,), ()):
        turn.apply(turn.legal_steps()[0])
        assert turn.remaining == expected
    assert turn.is_complete
    assert turn.play() in Position.initial().legal_plays(2, 2)


def test_apply_after_the_turn_is_complete_is_refused():
    turn = Turn(Position.initial(), (3, 1))
    turn.apply((8, 5))
    turn.apply((6, 5))
    with pytest.raises(IllegalMoveError, match="fully played"):
        turn.apply((13, 12))


def test_a_hit_step_and_its_undo():
    # A blot on our 11 (their 14).
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X2   .   .   .   .   . |     |   .   .   .   .   . O14
    #     .  O1   .   .   .   . |     | X13   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={13: 2, 6: 13}, opponent={14: 1, 1: 14})
    turn = Turn(pos, (2, 1))
    assert Step(13, 11, 2, True) in turn.legal_steps()
    assert turn.apply((13, 11)) == Step(13, 11, 2, True)
    assert turn.position.theirs[25] == 1 and turn.position.theirs[14] == 0
    turn.undo()
    assert turn.position == pos


def test_no_legal_move_the_turn_is_complete_at_once():
    # R16: closed board.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    O3   .   .   .   .   . |     |  O2  O2  O2  O2  O2  O2
    #     .   .   .   .   .   . |  X1 | X14   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={"bar": 1, 6: 14}, opponent={1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 12: 3})
    turn = Turn(pos, (6, 5))
    assert turn.is_complete
    assert turn.legal_steps() == []
    play = turn.play()
    assert play.steps == () and play.result == pos
    assert [play] == pos.legal_plays(6, 5)


def test_apply_path_is_all_or_nothing():
    turn = Turn(Position.initial(), (6, 5))
    with pytest.raises(IllegalMoveError):
        turn.apply_path([Step(24, 18, 6, False), Step(18, 12, 5, False)])   # 18/12 is 6 pips
    assert turn.steps == () and turn.position == Position.initial()
    turn.apply_path([Step(24, 18, 6, False), Step(18, 13, 5, False)])
    assert turn.is_complete


# ---------------------------------------------------------------------------------------------
# Illegal steps: IllegalMoveError with a reason
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("step, words", [
    ((24, 19), ["19", "held"]),               # their 6-point (R11)
    ((13, 10), ["a move of 3", "6-5"]),            # no die is a 3
    ((13, 2), ["a move of 11"]),                   # the sum is not one step (R8)
    ((12, 7), ["no checker"]),                # their 13-point, not ours
    ((15, 9), ["no checker"]),                # empty point
    ((6, 0), ["R17", "home board"]),          # bearing off before all are home
    ((26, 20), ["1 to 24"]),
    ((13, -1), ["1 to 24"]),
    (None, ["not a step"]),
    ((1, 2, 3), ["not a step"]),
])
def test_illegal_steps_say_why(step, words):
    turn = Turn(Position.initial(), (6, 5))
    with pytest.raises(IllegalMoveError) as info:
        turn.apply(step)
    for word in words:  # a rule code is data, never in the sentence
        assert word in (info.value.rules if word[0] == "R" and word[1:].isdigit() else str(info.value))
    assert not re.search(r"\bR\d", str(info.value))
    assert turn.steps == ()


def test_a_step_with_the_wrong_die_is_refused():
    turn = Turn(Position.initial(), (6, 5))
    with pytest.raises(IllegalMoveError):
        turn.apply(Step(24, 18, 5, False))      # 6 pips with the 5
    with pytest.raises(IllegalMoveError):
        turn.apply(Step(13, 7, 6, True))        # there is nothing to hit on 7
    assert turn.apply(Step(13, 7, 6, False)) == Step(13, 7, 6, False)


def test_bar_first_says_why():
    # R15.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X2   . O15   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |  X1 | X12   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={"bar": 1, 13: 2, 6: 12}, opponent={10: 15})
    turn = Turn(pos, (6, 5))
    with pytest.raises(IllegalMoveError, match="bar"):
        turn.apply((13, 7))
    assert {s.src for s in turn.legal_steps()} == {25}


def test_bad_dice_are_refused():
    for dice in ((0, 3), (7, 1), (3.0, 1)):
        with pytest.raises(ValueError):
            Turn(Position.initial(), dice)


# ---------------------------------------------------------------------------------------------
# destinations: dropping a checker on the sum of the dice
# ---------------------------------------------------------------------------------------------

def test_destinations_include_combined_moves_with_their_steps():
    # 6-5 from the start: 24/18, and 24/18/13 (24/19 is blocked by their 6-point).
    turn = Turn(Position.initial(), (6, 5))
    assert turn.destinations(24) == {
        18: [Step(24, 18, 6, False)],
        13: [Step(24, 18, 6, False), Step(18, 13, 5, False)],
    }
    dest = turn.destinations(13)
    assert set(dest) == {7, 8, 2}
    assert [s.die for s in dest[2]] in ([6, 5], [5, 6])
    turn.apply_path(dest[2])
    assert turn.is_complete
    assert turn.play().result.mine[2] == 1


def test_no_combined_destination_through_two_blocked_points():
    # R11: our 18 and 19 (their 7 and 6) are held: from 24 nothing at all, although 13 is ours.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X5   .   .   .  O1  O2 |     |  O5   .   .   .   .  X2
    #    O5   .   .   .  X3   . |     |  X5   .   .   .   .  O2
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={24: 2, 13: 5, 8: 3, 6: 5}, opponent={24: 2, 13: 5, 8: 1, 7: 2, 6: 5})
    turn = Turn(pos, (6, 5))
    assert turn.destinations(24) == {}


def test_combined_destination_only_through_the_open_point():
    # R11: 6-2 from 13, our 11 (their 14) held: 13/5 only via 7.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X1   .   .   .   .   . |     |   .   .   .   .   . O13
    #     .  O2   .   .   .   . |     |   .   .   .   .   . X14
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={13: 1, 1: 14}, opponent={14: 2, 1: 13})
    dest = Turn(pos, (6, 2)).destinations(13)
    assert set(dest) == {7, 5}
    assert dest[5] == [Step(13, 7, 6, False), Step(7, 5, 2, False)]


def test_destinations_of_a_double():
    # 3-3 with a lone back checker and an open road: 21, 18, 15, 12 in one to four steps.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O15   .   .   .   .   . |     |   .   .   .   .   .  X1
    #     .   .   .   .   .   . |     | X14   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={24: 1, 6: 14}, opponent={12: 15})
    dest = Turn(pos, (3, 3)).destinations(24)
    assert set(dest) == {21, 18, 15, 12}
    for dst, n in ((21, 1), (18, 2), (15, 3), (12, 4)):
        assert len(dest[dst]) == n
        assert dest[dst][0].src == 24 and dest[dst][-1].dst == dst
        assert all(a.dst == b.src for a, b in zip(dest[dst], dest[dst][1:]))


def test_destinations_prefer_the_route_that_does_not_hit():
    # A blot on our 18 (their 7), our 19 open: 24/13 can go via 18 (hitting) or via 19; the drop
    # on 13 stands for the quiet route, and the hit is still available as a drop on 18.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   . O14   .   .  O1 |     |   .   .   .   .   .  X1
    #     .   .   .   .   .   . |     | X14   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={24: 1, 6: 14}, opponent={7: 1, 10: 14})
    dest = Turn(pos, (6, 5)).destinations(24)
    assert dest[13] == [Step(24, 19, 5, False), Step(19, 13, 6, False)]
    assert dest[18] == [Step(24, 18, 6, True)]


def test_destinations_bearing_off_with_combined_dice():
    # 6-3: the checker on 9 comes home and off: 9/3/off or 9/6/off.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O15   .   .   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .  X1   .   . |     |   . X14   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={9: 1, 5: 14}, opponent={12: 15})
    dest = Turn(pos, (6, 3)).destinations(9)
    assert 0 in dest and len(dest[0]) == 2
    assert dest[0][0].src == 9 and dest[0][-1].dst == 0
    turn = Turn(pos, (6, 3))
    turn.apply_path(dest[0])
    assert turn.is_complete and turn.position.borne_off()[0] == 1


def test_destinations_from_the_bar_stop_while_another_checker_waits():
    # Two on the bar: each checker enters with one die and cannot go on (R15).
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   . O15   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |  X2 | X13   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={"bar": 2, 6: 13}, opponent={10: 15})
    assert set(Turn(pos, (6, 5)).destinations(25)) == {19, 20}


def test_destinations_of_a_point_that_cannot_move():
    # From the start with 6-5: the 6-point checkers cannot move (6/1 is their 24-point, and no
    # bearing off yet); 3 is empty; 8 goes to 2 or 3 but not further (8/off is not allowed).
    turn = Turn(Position.initial(), (6, 5))
    assert turn.destinations(6) == {}
    assert turn.destinations(3) == {}
    assert turn.destinations(12) == {}            # their checkers
    assert set(turn.destinations(8)) == {2, 3}


# ---------------------------------------------------------------------------------------------
# Bearing off by (src, 0)
# ---------------------------------------------------------------------------------------------

def test_bearing_off_with_src_zero_pairs():
    # R22 example board: 6-4, 6/off then 4/off.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O15   .   .   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |     |  X2  X2  X3  X3  X3  X2
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={6: 2, 5: 2, 4: 3, 3: 3, 2: 3, 1: 2}, opponent={12: 15})
    turn = Turn(pos, (6, 4))
    assert turn.apply((6, 0)) == Step(6, 0, 6, False)
    assert turn.apply((4, 0)) == Step(4, 0, 4, False)
    assert turn.is_complete
    assert turn.position.borne_off() == (2, 0)
    assert turn.play() in pos.legal_plays(6, 4)


def test_bearing_off_a_pair_uses_the_smallest_fitting_die():
    # 6-4 with the highest checker on 3: either die bears it off; the pair takes the 4 and the
    # 6 is left for the next checker.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O15   .   .   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |     |   .   .   .  X1  X1 X13
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={3: 1, 2: 1, 1: 13}, opponent={12: 15})
    turn = Turn(pos, (6, 4))
    assert turn.apply((3, 0)) == Step(3, 0, 4, False)
    assert turn.remaining == (6,)
    assert turn.apply((2, 0)) == Step(2, 0, 6, False)
    assert turn.is_complete


# ---------------------------------------------------------------------------------------------
# A full turn's play is one of legal_plays
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(8))
def test_random_turns_end_in_a_legal_play(seed):
    rng = random.Random(seed)
    pos = Position.initial()
    for _ply in range(40):
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        turn = Turn(pos, dice)
        while not turn.is_complete:
            turn.apply(rng.choice(turn.legal_steps()))
        play = turn.play()
        plays = pos.legal_plays(*dice)
        assert play in plays
        assert play.result in {p.result for p in plays}
        if play.result.winner() is not None:
            break
        pos = play.result.swapped()


@pytest.mark.parametrize("dice", [(6, 5), (3, 3), (6, 1), (2, 2)])
def test_complete_turn_paths_equal_legal_plays_from_the_start(dice):
    pos = Position.initial()
    assert complete_results(Turn(pos, dice)) == {p.result for p in pos.legal_plays(*dice)}


def test_complete_turn_paths_equal_legal_plays_in_r12_positions():
    assert complete_results(Turn(R12_POS, (6, 1))) == {p.result for p in R12_POS.legal_plays(6, 1)}
