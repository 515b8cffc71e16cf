"""Why a checker cannot move, a drop or a typed play is refused: one sentence per reason, the same
for drag-to-move (Turn.why_not) and typed plays (parse_play, play_typed); rule codes are data
(error.rules), never in the sentence."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bgdesk.engine import (REASONS, BgdeskError, IllegalActionError, IllegalMoveError, Position, Step, Turn,
                           parse_play, play_typed)
from bgdesk.engine.chouette import Chouette
from bgdesk.engine.dice import SeededDice
from bgdesk.engine.record import Rules

P = Position.from_points
CODE = re.compile(r"\bR\d")


def test_rule_citations_are_taken_out_of_the_sentence():
    e = BgdeskError("the Crawford game is played without the cube (R29, R30)")
    assert str(e) == "the Crawford game is played without the cube"
    assert e.rules == ("R29", "R30")
    e = IllegalActionError("the seats are still being decided (R34): wait", rules=("R35",))
    assert str(e) == "the seats are still being decided: wait" and e.rules == ("R35", "R34")


def test_an_engine_refusal_names_no_rule_code():
    # R34: a chouette refuses a roll before the seats are decided; the code is data.
    ch = Chouette(["Ann", "Bob", "Cy"], Rules(), SeededDice(3))
    with pytest.raises(BgdeskError) as info:
        ch.roll(by="Ann")
    assert not CODE.search(str(info.value))
    assert "R34" in info.value.rules


def test_every_reason_has_a_sentence_without_codes():
    for reason, (text, rules) in REASONS.items():
        assert text and not CODE.search(text), reason
        assert all(re.fullmatch(r"R\d+", r) for r in rules), reason


# -- drag-to-move: Turn.why_not ------------------------------------------------------------------

def why(turn, src, dst=None):
    e = turn.why_not(src, dst)
    return None if e is None else (e.reason, str(e))


def test_a_legal_checker_and_drop_have_no_reason():
    turn = Turn(Position.initial(), (6, 5))
    assert turn.why_not(24) is None
    assert turn.why_not(24, 13) is None  # both dice, one checker (R8)
    assert turn.why_not(13, 7) is None


def test_a_drop_on_a_held_point_says_so():
    # R11: their 6-point is our 19.
    turn = Turn(Position.initial(), (6, 5))
    assert why(turn, 24, 19) == ("point_held", "point 19 is held by the opponent: you cannot land there")
    assert turn.why_not(24, 19).rules == ("R11",)


def test_a_drop_the_dice_cannot_make():
    turn = Turn(Position.initial(), (6, 5))
    assert why(turn, 13, 10) == ("distance", "13/10 is a move of 3, which the dice left (6-5) cannot make")
    assert why(turn, 13, 14)[0] == "backwards"


def test_a_combined_drop_through_held_points():
    # R11, R8: 6-5 from our 13 to 2; both stops (7 and 8) are held, so no way gets there.
    pos = P(on_roll={13: 1, 6: 14}, opponent={17: 2, 18: 2, 1: 11})
    turn = Turn(pos, (6, 5))
    assert why(turn, 13, 2) == ("point_held", "point 8 is held by the opponent: you cannot land there")


def test_a_checker_that_may_not_move_while_one_is_on_the_bar():
    # R15: a checker on the bar enters first; the checker on 13 may not move, a drop neither.
    pos = P(on_roll={"bar": 1, 13: 5, 6: 5, 8: 4}, opponent={24: 2, 13: 5, 8: 3, 6: 5})
    turn = Turn(pos, (6, 3))
    expected = ("bar_first", "you have a checker on the bar: it must enter before any other checker moves")
    assert why(turn, 13) == expected
    assert why(turn, 13, 7) == expected
    assert turn.why_not(25) is None


def test_bearing_off_before_all_are_home_and_with_the_wrong_die():
    # R17: a checker outside the home board; R18/R19: a 1 cannot bear off the checker on 6 while
    # 6 is occupied... and no higher die is rolled.
    turn = Turn(P(on_roll={8: 1, 6: 14}, opponent={24: 15}), (2, 1))
    assert why(turn, 6, 0)[0] == "not_all_home"
    turn = Turn(P(on_roll={6: 2, 5: 13}, opponent={24: 15}), (2, 1))
    assert why(turn, 6, 0)[0] == "bear_off_dice"
    assert turn.why_not(6, 0).rules == ("R18", "R19")


def test_a_step_that_strands_the_other_die():
    # R12: with 6-1, 13/12 would leave the 6 unplayable.
    pos = P(on_roll={13: 1, 8: 1, 1: 13}, opponent={19: 2, 23: 2, 1: 11})
    turn = Turn(pos, (6, 1))
    assert why(turn, 13, 12)[0] == "dice_unused"


def test_a_checker_every_die_of_which_lands_on_held_points():
    # R11: 6-5 and the checker on our 24 would land on 18 or 19, both held.
    pos = P(on_roll={24: 1, 13: 5, 8: 3, 6: 5, 1: 1}, opponent={6: 2, 7: 2, 13: 4, 8: 3, 2: 4})
    turn = Turn(pos, (6, 5))
    assert why(turn, 24) == ("checker_blocked", "the checker on point 24 cannot move: every point it "
                                                "could reach is held by the opponent")


def test_no_checker_and_the_roll_fully_played():
    turn = Turn(Position.initial(), (6, 5))
    assert why(turn, 15) == ("no_checker", "you have no checker on point 15")
    turn.apply_path([Step(24, 18, 6, False), Step(18, 13, 5, False)])
    assert why(turn, 13)[0] == "roll_done"


def test_the_drop_and_the_typed_play_give_the_same_sentence():
    turn = Turn(Position.initial(), (6, 5))
    with pytest.raises(IllegalMoveError) as typed:
        parse_play(Position.initial(), (6, 5), "24/19 13/7")
    assert str(typed.value) == str(turn.why_not(24, 19))
    pos = P(on_roll={"bar": 1, 13: 5, 6: 5, 8: 4}, opponent={24: 2, 13: 5, 8: 3, 6: 5})
    with pytest.raises(IllegalMoveError) as typed:
        parse_play(pos, (6, 3), "13/7 13/10")
    assert str(typed.value) == str(Turn(pos, (6, 3)).why_not(13))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 6), st.integers(1, 6), st.integers(0, 26), st.integers(-1, 26))
def test_every_refusal_is_a_sentence_and_legal_drops_are_not_refused(seed, d1, d2, src, dst):
    import random

    from bgdesk.engine.game import Game

    rng = random.Random(seed)
    g = Game(dice=SeededDice(seed))
    for _ in range(rng.randint(0, 30)):  # a position reached by play
        if g.is_over:
            break
        g.roll() if g.can_roll() else None
        plays = g.legal_plays
        if plays:
            g.play(rng.choice(plays))
    pos = g.position if not g.is_over else Position.initial()
    turn = Turn(pos, (d1, d2))
    reachable = {path[-1].dst for path in turn.paths_from(src)} if 0 <= src <= 25 else set()
    e = turn.why_not(src, dst)
    if dst in reachable:
        assert e is None
    else:
        assert e is not None and e.reason in REASONS and not CODE.search(str(e))
    stuck = turn.why_not(src)
    assert (stuck is None) == any(s.src == src for s in turn.legal_steps())


# -- typed plays after steps made with the mouse -------------------------------------------------

def test_the_rest_of_a_play_is_accepted_after_mouse_steps():
    # 3-3: two 3s made by clicks (13/10 twice); "13/10(2)" plays the remaining two.
    turn = Turn(Position.initial(), (3, 3))
    turn.apply((13, 10))
    turn.apply((13, 10))
    play_typed(turn, "13/10(2)")
    assert turn.is_complete
    assert sorted(turn.play().steps) == [(13, 10)] * 4


def test_the_whole_play_is_accepted_after_mouse_steps():
    # The steps made are taken back and the whole typed play is made instead.
    turn = Turn(Position.initial(), (3, 3))
    turn.apply((13, 10))
    play_typed(turn, "8/5(2) 6/3(2)")
    assert sorted(turn.play().steps) == [(6, 3), (6, 3), (8, 5), (8, 5)]


def test_a_refused_rest_leaves_the_steps_and_says_why():
    turn = Turn(Position.initial(), (3, 3))
    turn.apply((13, 10))
    turn.apply((13, 10))
    with pytest.raises(IllegalMoveError) as info:
        play_typed(turn, "13/10")  # one 3 still to play after it
    assert info.value.reason == "rest_incomplete" and str(info.value) == "that leaves 3 still to play"
    with pytest.raises(IllegalMoveError) as info:
        play_typed(turn, "24/20 13/10")  # 4 pips: no die is a 4
    # More pips than the two 3s left: read as the whole play, measured against the roll (R8).
    assert info.value.reason == "roll_distance"
    assert str(info.value) == "24/20 is a move of 4, which the roll 3-3 cannot make"
    assert turn.steps == (Step(13, 10, 3, False), Step(13, 10, 3, False))


def test_a_whole_play_refused_after_a_step_names_the_roll_not_the_dice_left():
    # After 24/18 with 6-3 only the 3 is left: 24/10 (14 pips) is read as a whole play of 6-3,
    # and the sentence names the roll, never "the dice left (6-3)" (R8).
    turn = Turn(Position.initial(), (6, 3))
    turn.apply((24, 18))
    with pytest.raises(IllegalMoveError) as info:
        play_typed(turn, "24/10")
    assert str(info.value) == "24/10 is a move of 14, which the roll 6-3 cannot make"
    assert "dice left" not in str(info.value)
    # The roll is said higher die first, as players say it, whichever die came first.
    low_first = Turn(Position.initial(), (3, 6))
    with pytest.raises(IllegalMoveError) as info:
        play_typed(low_first, "24/10")
    assert str(info.value) == "24/10 is a move of 14, which the roll 6-3 cannot make"
    # A rest that fits the 3 left is measured against the 3.
    with pytest.raises(IllegalMoveError) as info:
        play_typed(turn, "13/11")
    assert str(info.value) == "13/11 is a move of 2, which the dice left (3) cannot make"
    assert turn.steps == (Step(24, 18, 6, False),)


def test_a_typed_whole_play_without_mouse_steps():
    turn = Turn(Position.initial(), (6, 5))
    play_typed(turn, "24/13")
    assert turn.is_complete and turn.play().steps == ((24, 18), (18, 13))
