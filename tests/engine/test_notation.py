"""Standard move notation: str(play) and parse_play (keyboard entry, record import; R41).

Boards are drawn in the mover's numbering (X on roll, moving 24 -> 1; O the opponent). In
``from_points`` each side uses its own numbering: the opponent's point n is our point 25 - n.
"""

from __future__ import annotations

import re

import pytest

from bgdesk.engine import IllegalMoveError, NotationError, Position, Turn, parse_play

P = Position.from_points
START = {24: 2, 13: 5, 8: 3, 6: 5}
ALL_ROLLS = [(d1, d2) for d1 in range(1, 7) for d2 in range(1, d1 + 1)]


def strs(pos: Position, d1: int, d2: int) -> set:
    return {str(play) for play in pos.legal_plays(d1, d2)}


def play_with(pos: Position, dice, steps) -> object:
    """The legal play whose steps are exactly ``steps`` (as a multiset)."""
    found = [p for p in pos.legal_plays(*dice) if sorted(p.steps) == sorted(steps)]
    assert len(found) == 1, [str(p) for p in pos.legal_plays(*dice)]
    return found[0]


# ---------------------------------------------------------------------------------------------
# str(play)
# ---------------------------------------------------------------------------------------------

def test_str_two_checkers_with_a_hit():
    # A blot on our 11 (their 14); 6-2: 24/18 13/11* - highest starting point first, * marks the
    # hit.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X5   .   .   .  O3   . |     |  O5   .   .   .   .  X2
    #    O4  O1   .   .  X3   . |     |  X5   .   .   .   .  O2
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={24: 2, 13: 5, 8: 3, 6: 5}, opponent={24: 2, 14: 1, 13: 4, 8: 3, 6: 5})
    play = play_with(pos, (6, 2), [(24, 18), (13, 11)])
    assert str(play) == "24/18 13/11*"
    assert play.hits == (11,)


def test_str_entering_from_the_bar():
    # R15: 5-3, the 3 enters on our 22; the 5 is blocked both for entering (our 20) and for
    # moving on (22/17): "bar/22".
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O11   .   .   .  O2   . |     |   .  O2   .   .   .   .
    #     .   .   .   .   .   . |  X1 |   .   .   .   .   . X14
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={"bar": 1, 1: 14}, opponent={5: 2, 8: 2, 12: 11})
    (play,) = pos.legal_plays(5, 3)
    assert str(play) == "bar/22"
    assert play.steps == ((25, 22),)


def test_str_bearing_off():
    # 6-1 with checkers on 6 and 3: "6/off 3/2", or one checker 6/5/off written "6/off".
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O15   .   .   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |     |  X1   .   .  X1   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 13  (X on roll)
    pos = P(on_roll={6: 1, 3: 1}, opponent={12: 15})
    assert strs(pos, 6, 1) == {"6/off 3/2", "6/off"}


def test_str_groups_identical_moves():
    # 3-3 and 3-1 from the start.
    assert "8/5(2) 6/3(2)" in strs(Position.initial(), 3, 3)
    assert "8/5 6/5" in strs(Position.initial(), 3, 1)
    assert "24/18(2) 13/7(2)" in strs(Position.initial(), 6, 6)


def test_str_bearing_off_two_from_the_same_point():
    # 6-6 with the last two checkers on the 6-point.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O15   .   .   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |     |  X2   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 13  (X on roll)
    pos = P(on_roll={6: 2}, opponent={12: 15})
    (play,) = pos.legal_plays(6, 6)
    assert str(play) == "6/off(2)"


def test_str_hit_on_the_way():
    # A blot on our 18 (their 7); 6-5: one back checker hits on 18 and goes on to 13. The
    # other route (via 19) is blocked by their 6-point.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X5   .   .   .  O2  O1 |     |  O5   .   .   .   .  X2
    #    O5   .   .   .  X3   . |     |  X5   .   .   .   .  O2
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={24: 2, 13: 5, 8: 3, 6: 5}, opponent={24: 2, 13: 5, 8: 2, 7: 1, 6: 5})
    play = play_with(pos, (6, 5), [(24, 18), (18, 13)])
    assert str(play) == "24/18*/13"
    assert play.hits == (18,)


def test_str_one_checker_moving_twice_without_a_hit():
    assert "24/13" in strs(Position.initial(), 6, 5)
    assert "24/21/16" not in strs(Position.initial(), 5, 3)


def test_str_empty_play():
    # R16: closed board, the checker on the bar dances.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    O3   .   .   .   .   . |     |  O2  O2  O2  O2  O2  O2
    #     .   .   .   .   .   . |  X1 | X14   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={"bar": 1, 6: 14}, opponent={1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 12: 3})
    (play,) = pos.legal_plays(6, 5)
    assert str(play) == ""
    assert play.steps == ()


# ---------------------------------------------------------------------------------------------
# parse_play: readable, legal text
# ---------------------------------------------------------------------------------------------

def test_parse_two_checkers():
    play = parse_play(Position.initial(), (6, 2), "24/18 13/11")
    assert sorted(play.steps) == [(13, 11), (24, 18)]
    assert play in Position.initial().legal_plays(6, 2)


def test_parse_entering_with_a_hit():
    # Two on the bar; their 5-point (our 20) is a blot, their 2-point (our 23) is held. 5-2:
    # the 5 enters hitting, the 2 cannot enter and nothing else may move.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O12   .   .   .   .   . |     |   .  O1   .   .  O2   .
    #     .   .   .   .   .   . |  X2 | X13   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={"bar": 2, 6: 13}, opponent={5: 1, 2: 2, 12: 12})
    play = parse_play(pos, (5, 2), "bar/20*")
    assert play.steps == ((25, 20),)
    assert play.result.theirs[25] == 1
    assert parse_play(pos, (5, 2), "25/20*") == play


def test_parse_bearing_off_two():
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O15   .   .   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |     |  X3  X3  X3  X3  X3   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={6: 3, 5: 3, 4: 3, 3: 3, 2: 3}, opponent={12: 15})
    play = parse_play(pos, (6, 5), "6/off 5/off")
    assert sorted(play.steps) == [(5, 0), (6, 0)]
    assert play.result.borne_off() == (2, 0)


def test_parse_grouped_moves():
    # 3-3 with two checkers on 8: 8/5(2); the other threes cannot move (5/2 is blocked, our 2 is
    # their 23) so that is the whole play.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O13   .   .   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .  X2   . |     |   .   .   .   .  O2 X13
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={8: 2, 1: 13}, opponent={23: 2, 12: 13})
    play = parse_play(pos, (3, 3), "8/5(2)")
    assert play.steps == ((8, 5), (8, 5))
    assert parse_play(Position.initial(), (3, 3), "8/5(2) 6/3(2)") == parse_play(
        Position.initial(), (3, 3), "6/3 8/5 6/3 8/5")


def test_parse_combined_move():
    play = parse_play(Position.initial(), (6, 5), "24/13")
    assert play.result.mine[24] == 1 and play.result.mine[13] == 6
    assert parse_play(Position.initial(), (6, 5), "24/18/13") == play
    assert parse_play(Position.initial(), (6, 5), "24/18 18/13") == play


@pytest.mark.parametrize("text", [
    "24/18 13/11", "  24/18   13/11  ", "24/18\t13/11\n", "13/11 24/18", "24/18, 13/11",
])
def test_parse_tolerates_whitespace_and_order(text):
    assert parse_play(Position.initial(), (6, 2), text) == parse_play(
        Position.initial(), (6, 2), "24/18 13/11")


def test_parse_tolerates_case():
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O12   .   .   .   .   . |     |   .  O1   .   .  O2   .
    #     .   .   .   .   .   . |  X2 | X13   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={"bar": 2, 6: 13}, opponent={5: 1, 2: 2, 12: 12})
    assert parse_play(pos, (5, 2), "BAR/20*").steps == ((25, 20),)
    assert parse_play(pos, (5, 2), "Bar/20*").steps == ((25, 20),)
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O15   .   .   .   .   . |     |   .   .   .   .   .   .
    #     .   .   .   .   .   . |     |  X3  X3  X3  X3  X3   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    home = P(on_roll={6: 3, 5: 3, 4: 3, 3: 3, 2: 3}, opponent={12: 15})
    assert parse_play(home, (6, 5), "6/OFF 5/Off") == parse_play(home, (6, 5), "6/off 5/off")


def test_parse_uses_the_hit_marks_to_choose_a_route():
    # A blot on our 18 (their 7), our 22 open: 24/16 can go via 18 (hitting) or via 22. The text
    # says which.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X5   .   .   .  O2  O1 |     |  O5   .   .   .   .  X2
    #    O5   .   .   .  X3   . |     |  X5   .   .   .   .  O2
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={24: 2, 13: 5, 8: 3, 6: 5}, opponent={24: 2, 13: 5, 8: 2, 7: 1, 6: 5})
    quiet = parse_play(pos, (6, 2), "24/16")
    hitting = parse_play(pos, (6, 2), "24/18*/16")
    assert quiet.hits == () and quiet.result.theirs[25] == 0
    assert hitting.hits == (18,) and hitting.result.theirs[25] == 1
    assert str(hitting) == "24/18*/16"


@pytest.mark.parametrize("dice", ALL_ROLLS)
def test_every_play_from_the_start_reads_back(dice):
    pos = Position.initial()
    for play in pos.legal_plays(*dice):
        assert parse_play(pos, dice, str(play)) == play


# ---------------------------------------------------------------------------------------------
# parse_play: text that cannot be read (NotationError) or is not legal (IllegalMoveError)
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("24-18 13/11", ["24-18"]),            # the token is quoted back
    ("24/18 banana", ["banana"]),
    ("off/6", ["off/6"]),
    ("13/18", ["forwards"]),               # backwards (R4)
    ("26/20", ["26"]),
    ("24/0x", ["24/0x"]),
    ("8/5(5)", ["1 to 4"]),
    ("8/5(0)", ["1 to 4"]),
    ("6/off/3", ["off"]),
    ("", ["24/18"]),                       # an example of what to type
    ("   ", ["24/18"]),
])
def test_unreadable_text(text, words):
    with pytest.raises(NotationError) as info:
        parse_play(Position.initial(), (6, 2), text)
    for word in words:
        assert word in str(info.value), str(info.value)


@pytest.mark.parametrize("value", [None, 42, b"24/18 13/11", ["24/18"]])
def test_text_of_the_wrong_type(value):
    with pytest.raises(NotationError):
        parse_play(Position.initial(), (6, 2), value)


def test_far_too_long_text():
    with pytest.raises(NotationError, match="long"):
        parse_play(Position.initial(), (6, 2), "24/18 " * 100)


@pytest.mark.parametrize("dice, text, words", [
    ((6, 5), "24/18", ["R12"]),                     # leaves the 5 unplayed
    ((6, 5), "13/10 13/8", ["a move of 3"]),             # no die is a 3
    ((6, 5), "24/19 24/18", ["19", "held"]),        # their 6-point (R11)
    ((6, 5), "6/off 6/1", ["R17"]),                 # not all home
    ((6, 5), "bar/20 13/7", ["bar"]),               # nothing on the bar
    ((6, 6), "24/18(3) 13/7", ["24"]),              # only two on 24
    ((4, 4), "24/20 24/20 24/20 24/20", ["24"]),
    ((6, 2), "24/18 13/10", ["a move of 3"]),
])
def test_illegal_text_says_why(dice, text, words):
    with pytest.raises(IllegalMoveError) as info:
        parse_play(Position.initial(), dice, text)
    message = str(info.value)
    for word in words:  # a rule code is data, never in the sentence
        assert word in (info.value.rules if word[0] == "R" and word[1:].isdigit() else message), message
    assert not re.search(r"\bR\d", message)


def test_illegal_entering_says_why():
    # One on the bar: nothing else moves first (R15), and a held point cannot be entered on.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X2   . O13   .   .   . |     |  O2   .   .   .   .   .
    #     .   .   .   .   .   . |  X1 | X12   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={"bar": 1, 13: 2, 6: 12}, opponent={6: 2, 10: 13})
    with pytest.raises(IllegalMoveError, match="bar"):
        parse_play(pos, (6, 5), "13/7 13/8")
    with pytest.raises(IllegalMoveError, match="19.*held|held.*19"):
        parse_play(pos, (6, 5), "bar/19 13/8")


def test_unplayable_roll_says_the_turn_passes():
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    O3   .   .   .   .   . |     |  O2  O2  O2  O2  O2  O2
    #     .   .   .   .   .   . |  X1 | X14   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={"bar": 1, 6: 14}, opponent={1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 12: 3})
    with pytest.raises(IllegalMoveError, match="pass"):
        parse_play(pos, (6, 5), "bar/19")


def test_the_higher_die_when_only_one_can_be_played():
    # R12: the lone runner can play 13/7 or 13/8 but not both (our 2, their 23, is held); the
    # 6 must be played, so "13/8" is refused with a reason.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X1   .   .   .   .   . |     |   .   .   .   .   . O13
    #     .   .   .   .   .   . |     |   .   .   .   .  O2 X14
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={13: 1, 1: 14}, opponent={23: 2, 1: 13})
    assert parse_play(pos, (6, 5), "13/7").steps == ((13, 7),)
    with pytest.raises(IllegalMoveError) as info:
        parse_play(pos, (6, 5), "13/8")
    assert info.value.reason == "higher_die" and info.value.rules == ("R12",)
    assert str(info.value) == "only one die of 6-5 can be played, so it must be the higher one"


def test_moves_that_are_not_the_dice_are_refused():
    # R41: a record saying 10/7 8/6 for a 4-1 is wrong (3 and 2 pips), even though 10/6 8/7
    # ends in the same position. It must be reported, not silently turned into another play.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O15   .   .   .   .   . |     |   .   .   .   .   .   .
    #     .   .  X1   .  X1   . |     | X13   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={10: 1, 8: 1, 6: 13}, opponent={12: 15})
    assert str(parse_play(pos, (4, 1), "10/6 8/7")) == "10/6 8/7"
    with pytest.raises(IllegalMoveError):
        parse_play(pos, (4, 1), "10/7 8/6")


def test_equal_plays_print_the_same_whatever_the_step_order():
    # 3-1: 11/10/7 and "10/7 then 11/10" are the same play (same result, equal Play objects);
    # the record and the move list should show it the same way.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #   O15   .   .   .   .   . |     |   .   .   .   .   .   .
    #     .  X1  X1   .   .   . |     | X13   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={11: 1, 10: 1, 6: 13}, opponent={12: 15})
    (listed,) = [p for p in pos.legal_plays(3, 1) if p.result.mine[7] == 1 and p.result.mine[11] == 0
                 and p.result.mine[10] == 1]
    turn = Turn(pos, (3, 1))
    turn.apply((10, 7))
    turn.apply((11, 10))
    made = turn.play()
    assert made == listed
    assert str(made) == str(listed)


def test_a_grouped_move_with_a_hit_mark():
    # R10: two checkers 13/9 (one of them hits the blot on 9) and two 6/2 (one hits on 2): the
    # hit mark and the count written together, as GNU Backgammon writes them.
    pos = Position.from_points(on_roll={24: 2, 13: 5, 8: 3, 6: 5},
                               opponent={24: 2, 16: 1, 23: 1, 13: 5, 8: 3, 6: 3})
    with_counts = parse_play(pos, (4, 4), "13/9*(2) 6/2*(2)")
    assert with_counts == parse_play(pos, (4, 4), "13/9(2) 6/2(2)")
    assert with_counts == parse_play(pos, (4, 4), "13/9* 13/9 6/2* 6/2")
    assert sorted(with_counts.steps) == [(6, 2), (6, 2), (13, 9), (13, 9)]
    assert with_counts.result.theirs[25] == 2  # both blots are on the bar


def test_the_hit_mark_may_stand_on_either_of_two_equal_moves():
    # Two checkers 22/18 with 2-2; the first to arrive hits the blot on 18. The writer lists the
    # hitting one second ("22/18 22/18*"); the reader finds it whichever way round it is written.
    pos = Position.from_points(on_roll={22: 2, 20: 1, 13: 2, 8: 1, 5: 3, 4: 4, 1: 2},
                               opponent={23: 3, 22: 3, 13: 2, 8: 1, 7: 1, 2: 3, 1: 2})
    play = next(p for p in pos.legal_plays(2, 2) if sorted(p.steps) == [(20, 18), (20, 18), (22, 20), (22, 20)])
    for text in (str(play), "22/18* 22/18", "22/18*(2)"):
        assert parse_play(pos, (2, 2), text) == play, text
    with pytest.raises(IllegalMoveError):
        parse_play(pos, (2, 2), "22/18*(2) 22/18*")  # three checkers from 22: there are two
