"""The doubling cube: offers, take/pass, ownership, the 64 limit, automatic doubles, Jacoby,
beavers (R23-R26, R30-R33).

Board diagrams show player 0 as X and player 1 as O, in X's numbering.
"""

import pytest

from bgdesk.engine import Position
from bgdesk.engine.dice import ManualDice
from bgdesk.engine.game import MAX_CUBE, EndReason, Game, IllegalActionError, Phase
from bgdesk.engine.record import EventKind, Rules


def before_roll(on_roll=0, **kw) -> Game:
    """The starting position, ``on_roll`` about to roll (a set-up game, not an opening)."""
    return Game.from_position(Position.initial(), on_roll, **kw)


def gammon_for_x(**kw) -> Game:
    """X bears off its last checker (2-1 from the 2-point); O has borne off none: a gammon.

        X home: 6  5  4  3  2  1        O: all 15 on O's 6-point (X's 19)
                .  .  .  .  X  .
    """
    g = Game.from_position(Position.from_points({2: 1}, {6: 15}), 0, rolled=(2, 1), **kw)
    g.play(g.legal_plays[0])
    assert g.result.kind == 2
    return g


def test_centred_cube_shows_64_and_means_1():
    # R23: a game starts at one point; the centred cube shows 64.
    g = Game()
    assert g.cube_value == 1 and g.cube_owner is None and g.cube_centred and g.cube_face == 64
    assert g.stake() == 1


def test_double_only_before_rolling():
    # R24: an offer is only possible before rolling.
    g = before_roll(0, dice=ManualDice([(3, 1)]))
    assert g.can_double(0)
    g.roll()
    assert g.phase is Phase.MOVING and not g.can_double(0)
    with pytest.raises(IllegalActionError):
        g.double()


def test_either_player_may_double_a_centred_cube_on_their_turn():
    # R24: centred: either player, but only the one about to roll.
    g = before_roll(1)
    assert g.can_double(1) and not g.can_double(0)
    with pytest.raises(IllegalActionError, match="player 1's turn"):
        g.double(player=0)
    assert g.double(player=1) == 2
    assert g.phase is Phase.DOUBLE_OFFERED and g.doubler == 1 and g.offered_value == 2
    assert g.to_act == 0
    assert g.cube_value == 1     # the stake changes only when the double is taken


def test_take_doubles_the_stake_and_gives_the_cube_to_the_taker():
    # R25: the taker owns the cube; the doubler then rolls.
    g = before_roll(0, dice=ManualDice([(3, 1)]))
    g.double()
    with pytest.raises(IllegalActionError, match="player 1's turn"):
        g.take(player=0)                           # the doubler cannot take its own double
    g.take(player=1)
    assert (g.cube_value, g.cube_owner, g.cube_face, g.cube_turned) == (2, 1, 2, True)
    assert g.phase is Phase.BEFORE_ROLL and g.on_roll == 0
    assert not g.can_double(0)                     # no longer X's cube
    g.roll()
    assert g.phase is Phase.MOVING
    kinds = [(e.kind, e.player, e.cube) for e in g.events]
    assert kinds[:2] == [(EventKind.DOUBLE, 0, 2), (EventKind.TAKE, 1, 2)]


def test_pass_gives_the_doubler_the_stake_before_the_double():
    # R25: X owns the cube at 4 and redoubles to 8; O passes: X wins 4.
    g = before_roll(0, cube_value=4, cube_owner=0, match_length=11, score=(2, 3))
    g.double()
    g.drop()
    assert g.is_over and g.winner == 0 and g.points == 4
    assert g.result.reason is EndReason.DROP and g.result.kind == 1
    assert g.final_score == (6, 3)
    assert g.events[-1].kind is EventKind.DROP and g.events[-1].cube == 4


def test_pass_of_the_first_double_scores_one():
    # R25: pass of a first double: the doubler wins 1.
    g = before_roll(1)
    g.double()
    g.pass_double()
    assert (g.winner, g.points) == (1, 1)


def test_only_the_owner_may_redouble():
    # R25: after X doubles and O takes, only O may redouble, on O's turn.
    g = Game(dice=ManualDice([(3, 1), (6, 5)]))
    g.roll()
    g.play("8/5 6/5")
    g.double(player=1)
    g.take(player=0)                        # X owns the cube at 2
    g.roll()
    g.play("24/13")
    assert g.on_roll == 0 and g.can_double(0)
    g.roll((4, 2))
    g.play("8/4 6/4")
    assert g.on_roll == 1 and not g.can_double(1)
    with pytest.raises(IllegalActionError):
        g.double()
    g.roll((2, 1))
    g.play(g.legal_plays[0])
    assert g.double(player=0) == 4          # the owner redoubles
    g.take()
    assert (g.cube_value, g.cube_owner) == (4, 1)


def test_no_double_past_64():
    # R25: X owns the cube at 32 and may double to 64; nobody may double a 64 cube.
    g = before_roll(0, cube_value=32, cube_owner=0, dice=ManualDice([(3, 1), (6, 5)]))
    assert g.double() == MAX_CUBE == 64
    g.take()
    assert g.cube_value == 64 and g.cube_owner == 1
    g.roll()
    g.play("8/5 6/5")
    assert g.on_roll == 1 and not g.can_double(1) and not g.cube_available(1)
    with pytest.raises(IllegalActionError):
        g.double()


CLOSED_OUT = Position.from_points(
    # X has a checker on the bar against O's closed home board (X's 19..24 all O points):
    #   24 23 22 21 20 19 | ... | 13 12 ... 8 ... 6
    #   O2 O2 O2 O2 O2 O2 |     | X6 O3     X3    X5      X: 1 on the bar
    {"bar": 1, 6: 5, 8: 3, 13: 6},
    {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3},
)


def test_a_player_who_cannot_move_may_still_double():
    # R24: X cannot enter whatever it rolls, and may still double before rolling.
    g = Game.from_position(CLOSED_OUT, 0, dice=ManualDice([(6, 5)]))
    assert g.can_double(0)
    g.double()
    g.take()
    g.roll()
    assert g.cannot_move
    g.play(g.legal_plays[0])
    assert g.on_roll == 1 and g.cube_value == 2 and g.cube_owner == 1


def test_no_cube_at_all_when_the_rules_say_so():
    # R24: a game played without the cube offers no double.
    g = before_roll(0, rules=Rules(use_cube=False))
    assert not g.can_double(0)


# -- Jacoby (R32, R30) ---------------------------------------------------------------------

def test_jacoby_gammon_counts_single_with_an_unturned_cube():
    # R32: money play, cube never turned: the gammon counts as a single game.
    assert gammon_for_x(rules=Rules(jacoby=True)).points == 1


def test_jacoby_gammon_counts_once_the_cube_was_turned():
    # R32: the cube was offered and taken: the gammon counts double the cube.
    g = gammon_for_x(rules=Rules(jacoby=True), cube_value=2, cube_owner=1, cube_turned=True)
    assert g.points == 4


def test_jacoby_with_a_double_taken_in_the_game():
    # R32: X doubles, O takes, X bears off: the gammon counts (2 x 2).
    g = Game.from_position(Position.from_points({2: 1}, {6: 15}), 0,
                           rules=Rules(jacoby=True), dice=ManualDice([(2, 1)]))
    g.double()
    g.take()
    assert g.cube_turned
    g.roll()
    g.play(g.legal_plays[0])
    assert (g.result.kind, g.points) == (2, 4)


def test_jacoby_off_counts_gammons():
    # R26, R32: without the Jacoby rule a gammon is worth two.
    assert gammon_for_x(rules=Rules(jacoby=False)).points == 2


def test_jacoby_does_not_apply_to_matches():
    # R30: automatic doubles and the Jacoby rule are for money play only.
    assert gammon_for_x(rules=Rules(jacoby=True), match_length=5).points == 2


def test_jacoby_applies_to_resignations():
    # R27 + R32: a resigned backgammon with an unturned cube is worth 1.
    g = before_roll(0, rules=Rules(jacoby=True))
    g.resign(0, 3)
    g.accept_resignation()
    assert (g.result.kind, g.points) == (3, 1)


# -- Automatic doubles (R31, R6, R30) -------------------------------------------------------

def test_automatic_double_on_an_opening_tie_up_to_the_limit():
    # R31: a tie doubles the cube, which stays centred; default limit one per game.
    g = Game(Rules(auto_doubles=True), ManualDice([(3, 3), (5, 5), (4, 2)]))
    g.roll()
    assert (g.cube_value, g.cube_owner, g.auto_doubles, g.cube_face) == (2, None, 1, 2)
    g.roll()
    assert g.cube_value == 2                 # the limit (1) is reached
    g.roll()
    assert g.phase is Phase.MOVING and g.on_roll == 0
    kinds = [e.kind for e in g.events]
    assert kinds == [EventKind.OPENING_ROLL, EventKind.AUTO_DOUBLE, EventKind.OPENING_ROLL,
                     EventKind.OPENING_ROLL]
    assert not g.cube_turned                 # an automatic double is not a turned cube (R32)


def test_automatic_doubles_with_a_higher_limit():
    # R31: the players may set a higher limit: three ties, cube at 8.
    g = Game(Rules(auto_doubles=True, auto_double_limit=3),
             ManualDice([(1, 1), (2, 2), (3, 3), (4, 4), (6, 1)]))
    while g.phase is Phase.OPENING:
        g.roll()
    assert g.cube_value == 8 and g.cube_owner is None and g.auto_doubles == 3


def test_after_an_automatic_double_either_player_may_double_to_4():
    g = Game(Rules(auto_doubles=True), ManualDice([(2, 2), (3, 1)]))
    g.roll()
    g.roll()
    g.play("8/5 6/5")
    assert g.can_double(1)
    assert g.double() == 4
    g.drop()
    assert g.points == 2                     # the stake before the double (R25)


def test_automatic_doubles_off_or_in_a_match():
    # R31 off by default; R30 never in a match.
    for g in (Game(None, ManualDice([(3, 3), (3, 1)])),
              Game(Rules(auto_doubles=True), ManualDice([(3, 3), (3, 1)]), match_length=5)):
        g.roll()
        g.roll()
        assert g.cube_value == 1


def test_jacoby_gammon_after_automatic_double_counts_single_times_cube():
    # R31 + R32: the cube is at 2 from an automatic double but was never turned.
    g = Game.from_position(Position.from_points({2: 1}, {6: 15}), 0, rolled=(2, 1),
                           cube_value=2, rules=Rules(jacoby=True, auto_doubles=True))
    g.play(g.legal_plays[0])
    assert g.points == 2


# -- Beavers (R33) --------------------------------------------------------------------------

def test_beavers_are_off_by_default():
    # R33: beavers are an optional extra, off by default.
    g = before_roll(0)
    g.double()
    assert not g.can_beaver(1)
    with pytest.raises(IllegalActionError):
        g.beaver()


def test_beaver_redoubles_and_keeps_the_cube():
    # R33: X doubles to 2; O beavers: the cube goes to 4 on O's side and X rolls.
    g = before_roll(0, rules=Rules(beavers=True), dice=ManualDice([(3, 1)]))
    g.double()
    assert g.can_beaver(1)
    g.beaver(player=1)
    assert (g.cube_value, g.cube_owner, g.cube_turned) == (4, 1, True)
    assert g.phase is Phase.BEFORE_ROLL and g.on_roll == 0 and not g.can_double(0)
    g.roll()
    assert g.phase is Phase.MOVING
    assert [(e.kind, e.player, e.cube) for e in g.events[-3:-1]] == [
        (EventKind.DOUBLE, 0, 2), (EventKind.BEAVER, 1, 4)]


def test_no_beaver_in_a_match_or_past_64():
    # R33 money play only (R30); R25 the cube cannot go past 64.
    g = before_roll(0, rules=Rules(beavers=True), match_length=7)
    g.double()
    assert not g.can_beaver(1)
    g = before_roll(0, rules=Rules(beavers=True), cube_value=16, cube_owner=0)
    g.double()                                   # to 32; a beaver would make 64: allowed
    assert g.can_beaver(1)
    g = before_roll(0, rules=Rules(beavers=True), cube_value=32, cube_owner=0)
    g.double()                                   # to 64; a beaver would make 128
    assert not g.can_beaver(1) and g.can_take(1)


def test_crawford_game_has_no_cube():
    # R29: no doubling at all in the Crawford game.
    g = before_roll(0, match_length=5, score=(4, 2), crawford=True)
    assert not g.can_double(0) and not g.cube_available(1)
    with pytest.raises(IllegalActionError):
        g.double()


def test_an_owned_cube_counts_as_turned():
    # R32: a cube set up on one side has been offered and taken, so gammons count.
    g = gammon_for_x(rules=Rules(jacoby=True), cube_value=2, cube_owner=0)
    assert g.points == 4


@pytest.mark.parametrize("value,owner", [(3, 0), (128, 1), (0, None), (2, 2), (2, True)])
def test_set_up_cube_must_be_a_cube_face(value, owner):
    # R1: the cube shows 2, 4, 8, 16, 32, 64 (centred: 1).
    with pytest.raises(ValueError, match="cube"):
        before_roll(0, cube_value=value, cube_owner=owner)
