"""Chouette: seating, box against team, per-member cubes, settlement, rotation, ledger, save and
resume (R34-R38, with R23-R33 for the cube and stakes). Scripted sessions with manual dice.

Board diagrams, where given, show the box as X in the box's numbering and the team as O.
"""

import json
import random

import pytest

from bgdesk.engine.chouette import (
    BOX, TEAM, Chouette, ChouetteAction, ChouettePhase,
)
from bgdesk.engine.dice import ManualDice, SeededDice
from bgdesk.engine.errors import IllegalActionError, IllegalMoveError, NotationError
from bgdesk.engine.record import EndReason, Rules

from chouette_helpers import (
    BACKGAMMON, FOUR, GAMMON, SINGLE, assert_zero_sum, box_bears_off, box_on_roll,
    everyone_passes_box_double, random_action, seated, team_on_roll,
)

# ---------------------------------------------------------------------------------------------
# Seating (R34)
# ---------------------------------------------------------------------------------------------

def test_seating_highest_in_box_second_captain_rest_in_roll_order():
    # R34: the highest die is in the box, the second the captain, the rest line up by their rolls.
    ch = Chouette(["Ann", "Bob", "Cy", "Dee", "Eve"], dice=ManualDice())
    assert ch.phase is ChouettePhase.SEATING and ch.box is None and ch.captain is None
    for name, die in (("Ann", 2), ("Bob", 6), ("Cy", 1), ("Dee", 4), ("Eve", 5)):
        assert ch.seating_next == name and ch.to_act == name
        assert ch.legal_actions(name) == {ChouetteAction.SEAT_ROLL}
        assert ch.roll_seat(die) == (name, die)
    assert ch.phase is ChouettePhase.READY
    assert ch.box == "Bob" and ch.captain == "Eve" and ch.team == ("Eve", "Dee", "Ann", "Cy")
    assert ch.order == ("Bob", "Eve", "Dee", "Ann", "Cy")
    assert ch.seat_rounds == [(("Ann", 2), ("Bob", 6), ("Cy", 1), ("Dee", 4), ("Eve", 5))]


def test_seating_ties_roll_again_among_the_tied_only():
    # R34: ties roll again, only among the tied, highest tied group first; each seat roll uses
    # the first die of one roll from the dice source. Ann and Cy tie on 5 (for the box), Bob and
    # Dee on 2 (for the end of the line); Eve's 3 is never rolled again.
    dice = ManualDice([(5, 1), (2, 1), (5, 1), (2, 1), (3, 1),     # round 1: everyone
                       (4, 1), (4, 1),                              # Ann, Cy tie again
                       (1, 1), (6, 1),                              # Ann 1, Cy 6: Cy is box
                       (6, 1), (3, 1)])                             # Bob 6, Dee 3
    ch = Chouette(["Ann", "Bob", "Cy", "Dee", "Eve"], dice=dice)
    rolled = []
    while ch.phase is ChouettePhase.SEATING:
        rolled.append(ch.roll_seat()[0])
        if len(rolled) == 5:
            assert ch.seating_tied == ("Ann", "Cy") and ch.seating_next == "Ann"
    assert rolled == ["Ann", "Bob", "Cy", "Dee", "Eve", "Ann", "Cy", "Ann", "Cy", "Bob", "Dee"]
    assert dice.remaining == 0
    assert ch.box == "Cy" and ch.team == ("Ann", "Eve", "Bob", "Dee")
    assert ch.seat_rounds[1:] == [(("Ann", 4), ("Cy", 4)), (("Ann", 1), ("Cy", 6)),
                                  (("Bob", 6), ("Dee", 3))]


def test_seating_three_way_tie_splits_by_the_reroll():
    # R34: three tie for the box; the re-roll ranks them, a new tie among two of them rolls again.
    ch = Chouette(["Ann", "Bob", "Cy"], dice=ManualDice())
    for d in (4, 4, 4, 2, 2, 6, 3, 1):
        ch.roll_seat(d)
    # Round 2: Ann 2, Bob 2, Cy 6 -> Cy in the box; round 3: Ann 3, Bob 1.
    assert ch.box == "Cy" and ch.team == ("Ann", "Bob")


def test_seating_order_and_dice_are_checked():
    # R34: everyone rolls in turn; a die shows 1 to 6.
    ch = Chouette(["Ann", "Bob", "Cy"], dice=ManualDice())
    with pytest.raises(IllegalActionError, match="Ann's turn"):
        ch.roll_seat(3, by="Bob")
    with pytest.raises(IllegalActionError, match="1 to 6"):
        ch.roll_seat(7)
    with pytest.raises(IllegalActionError, match="seats first"):
        ch.new_game()
    with pytest.raises(IllegalActionError, match="not decided"):
        ch.roll()
    for d in (1, 2, 3):
        ch.roll_seat(d)
    with pytest.raises(IllegalActionError, match="already decided"):
        ch.roll_seat(4)


@pytest.mark.parametrize("names", [["Ann", "Bob"], [f"P{i}" for i in range(9)],
                                   ["Ann", "Bob", "Ann"], ["Ann", "", "Cy"]])
def test_three_to_eight_players_with_distinct_names(names):
    # R34: a chouette is three or more players (bgdesk: three to eight).
    with pytest.raises(ValueError):
        Chouette(names)


def test_eight_players_fit():
    # R34: up to eight participants.
    ch = seated(tuple(f"P{i}" for i in range(6)))
    assert len(ch.team) == 5
    big = Chouette([f"P{i}" for i in range(8)], dice=SeededDice(1))
    while big.phase is ChouettePhase.SEATING:
        big.roll_seat()
    assert sorted(big.order) == sorted(big.names) and len(big.seat_rounds) > 1


# ---------------------------------------------------------------------------------------------
# Play: box against team, the captain moves (R35)
# ---------------------------------------------------------------------------------------------

def test_opening_roll_box_against_captain_and_only_the_captain_moves():
    # R6, R35: the box and the captain roll one die each; the team's checkers are the captain's
    # to move; the box moves its own.
    ch = seated()
    g = ch.new_game()
    assert ch.phase is ChouettePhase.OPENING and ch.to_act == "Ann"
    assert ChouetteAction.ROLL in ch.legal_actions("Bob")
    assert ch.legal_actions("Cy") == frozenset()
    with pytest.raises(IllegalActionError):
        ch.roll((3, 1), by="Cy")
    ch.roll((1, 3))                        # the captain's 3 beats the box's 1
    assert g.on_roll == TEAM and ch.to_act == "Bob" and ch.phase is ChouettePhase.MOVING
    assert ch.legal_actions("Bob") >= {ChouetteAction.PLAY}
    with pytest.raises(IllegalActionError, match="Bob's turn"):
        ch.play("8/5 6/5", by="Cy")
    with pytest.raises(IllegalActionError, match="Bob's turn"):
        ch.play("8/5 6/5", by="Ann")
    ch.play("8/5 6/5", by="Bob")
    assert g.game.position_for(TEAM).mine[5] == 2
    assert ch.to_act == "Ann" and ch.phase is ChouettePhase.BEFORE_ROLL
    ch.dice.push(6, 4)
    assert ch.roll(by="Ann") == (6, 4)
    ch.play("24/14", by="Ann")
    assert ch.to_act == "Bob"


def test_roles_are_shown_throughout():
    # R34, R35: who is in the box, the captain and the team order at all times.
    ch = seated()
    assert (ch.box, ch.captain, ch.team) == ("Ann", "Bob", ("Bob", "Cy", "Dee"))
    g = box_on_roll(ch)
    assert (ch.box, ch.captain, ch.team) == ("Ann", "Bob", ("Bob", "Cy", "Dee"))
    assert g.line_at_start == ("Bob", "Cy", "Dee") and "box Ann" in repr(ch)


# ---------------------------------------------------------------------------------------------
# Team doubles (R36)
# ---------------------------------------------------------------------------------------------

def test_unanimous_team_double_each_member_confirms_in_turn():
    # R36: the team doubles the box only if every member agrees; each confirms in turn.
    ch = seated()
    g = team_on_roll(ch)
    assert ChouetteAction.DOUBLE in ch.legal_actions("Cy")     # any member may propose
    ch.double(by="Bob")
    assert ch.phase is ChouettePhase.TEAM_DOUBLE_PROPOSED and ch.to_act == "Cy"
    assert g.proposal == (("Bob",), ("Cy", "Dee"))
    with pytest.raises(IllegalActionError, match="Cy's turn"):
        ch.agree(by="Dee")
    with pytest.raises(IllegalActionError):
        ch.roll()                          # nobody rolls while the team decides
    ch.agree(by="Cy")
    ch.agree(by="Dee")
    assert ch.phase is ChouettePhase.TEAM_DOUBLE_OFFERED and ch.to_act == "Ann"
    assert ch.legal_actions("Ann") == {ChouetteAction.TAKE, ChouetteAction.DROP}
    ch.take(by="Ann")
    for n in ("Bob", "Cy", "Dee"):
        c = ch.cube(n)
        assert (c.value, c.owner, c.turned, c.in_game) == (2, BOX, True, True)
    assert ch.phase is ChouettePhase.BEFORE_ROLL and ch.to_act == "Bob"
    # R25: the box owns the cubes now; the team may not redouble, the box may, on its turn.
    assert not g.can_propose("Bob")
    ch.roll((3, 1))
    ch.play("8/5 6/5", by="Bob")
    assert g.can_box_double()
    assert ch.ledger == {n: 0 for n in FOUR}


def test_refused_team_double_is_cancelled():
    # R36: one refusal cancels the team's double; the cubes stay as they were.
    ch = seated()
    g = team_on_roll(ch)
    ch.double(by="Cy")                     # a member other than the captain may propose
    assert ch.to_act == "Bob"              # the others confirm in line order
    ch.agree(by="Bob")
    ch.refuse(by="Dee")
    assert g.last_refusal == "Dee"
    assert ch.phase is ChouettePhase.BEFORE_ROLL and ch.to_act == "Bob"
    assert all(ch.cube(n).value == 1 and ch.cube(n).owner is None for n in ch.team)
    # One proposal per turn: the captain must roll now.
    assert ChouetteAction.DOUBLE not in ch.legal_actions("Bob")
    with pytest.raises(IllegalActionError):
        ch.double(by="Bob")
    ch.roll((3, 1), by="Bob")
    ch.play("8/5 6/5", by="Bob")
    ch.roll((6, 4), by="Ann")
    ch.play("24/14", by="Ann")
    assert ChouetteAction.DOUBLE in ch.legal_actions("Bob")   # a new turn, a new proposal


def test_box_passes_the_team_double_and_pays_every_member():
    # R36, R25, R38: the box passes: each member wins their stake before the double; the team
    # has won, so the captain takes the box and the former box goes to the end of the line.
    ch = seated()
    team_on_roll(ch)
    ch.double(by="Bob")
    ch.agree(by="Cy")
    ch.agree(by="Dee")
    ch.drop(by="Ann")
    g = ch.games[0]
    assert g.result.winner == TEAM and g.result.reason is EndReason.DROP
    assert ch.ledger == {"Ann": -3, "Bob": 1, "Cy": 1, "Dee": 1}
    assert ch.phase is ChouettePhase.GAME_OVER and ch.to_act is None
    assert (ch.box, ch.captain, ch.team) == ("Bob", "Cy", ("Cy", "Dee", "Ann"))


def test_team_of_one_left_doubles_alone():
    # R36: with everyone else out of the game, the one member left is the whole team.
    ch = seated()
    box_on_roll(ch)
    ch.double(by="Ann")
    ch.drop(by="Bob")
    ch.drop(by="Cy")
    ch.take(by="Dee")
    ch.roll((3, 1))
    ch.play("8/5 6/5", by="Ann")
    assert ch.captain == "Dee"
    ch.double(by="Dee")
    assert ch.phase is ChouettePhase.TEAM_DOUBLE_OFFERED
    ch.take(by="Ann")
    assert (ch.cube("Dee").value, ch.cube("Dee").owner) == (4, BOX)
    assert ch.cube("Bob").value == 1 and not ch.cube("Bob").in_game


# ---------------------------------------------------------------------------------------------
# Box doubles (R36)
# ---------------------------------------------------------------------------------------------

def test_box_double_with_mixed_takes_and_passes():
    # R36: each member decides alone; passers pay their stake before the double and are out;
    # takers play on at twice the stake and own their cube.
    ch = seated(("Ann", "Bob", "Cy", "Dee", "Eve"))
    g = box_on_roll(ch)
    ch.double(by="Ann")
    assert ch.phase is ChouettePhase.BOX_DOUBLE_OFFERED and g.box_double_pending == (
        "Bob", "Cy", "Dee", "Eve")
    with pytest.raises(IllegalActionError, match="Bob's turn"):
        ch.take(by="Cy")
    ch.take(by="Bob")
    ch.drop(by="Cy")
    assert ch.ledger == {"Ann": 1, "Bob": 0, "Cy": -1, "Dee": 0, "Eve": 0}   # paid at once
    ch.take(by="Dee")
    ch.pass_double(by="Eve")
    assert ch.phase is ChouettePhase.BEFORE_ROLL and ch.to_act == "Ann"
    assert g.members_in_game == ["Bob", "Dee"] and ch.captain == "Bob"
    for n in ("Bob", "Dee"):
        c = ch.cube(n)
        assert (c.value, c.owner, c.turned) == (2, TEAM, True)
    assert not ch.cube("Cy").in_game and ch.cube("Cy").value == 1
    # R24: the box no longer owns any cube in play.
    assert ChouetteAction.DOUBLE not in ch.legal_actions("Ann")
    assert_zero_sum(ch)
    # Bob and Dee own their cubes: a team redouble needs both (Cy and Eve are not asked).
    ch.roll((3, 1))
    ch.play("8/5 6/5", by="Ann")
    ch.double(by="Bob")
    assert g.proposal == (("Bob",), ("Dee",))
    ch.agree(by="Dee")
    ch.take(by="Ann")
    assert [ch.cube(n).value for n in ("Bob", "Dee")] == [4, 4]
    assert ch.cube("Cy").value == 1


def test_box_double_everyone_passes_game_over_box_stays():
    # R36, R38: when every member passes, the game ends; the box has won.
    ch = seated()
    box_on_roll(ch)
    everyone_passes_box_double(ch)
    g = ch.games[0]
    assert g.result.winner == BOX and g.result.reason is EndReason.DROP
    assert ch.ledger == {"Ann": 3, "Bob": -1, "Cy": -1, "Dee": -1}
    assert (ch.box, ch.team) == ("Ann", ("Cy", "Dee", "Bob"))


def test_captain_passes_next_taker_is_acting_captain():
    # R36, R35: the captain passes, Cy passes, Dee takes: Dee moves the team's checkers for the
    # rest of the game; the passing captain goes to the end of the line.
    ch = seated(("Ann", "Bob", "Cy", "Dee", "Eve"))
    g = box_on_roll(ch)
    ch.double(by="Ann")
    ch.drop(by="Bob")
    # Until everyone doubled has answered, Bob is still the captain (nobody acts for him yet).
    assert ch.captain == "Bob" and ch.team == ("Bob", "Cy", "Dee", "Eve")
    ch.drop(by="Cy")
    ch.take(by="Dee")
    assert ch.captain == "Bob"
    ch.take(by="Eve")
    assert ch.captain == "Dee" and ch.team == ("Cy", "Dee", "Eve", "Bob")
    ch.roll((3, 1))
    ch.play("8/5 6/5", by="Ann")
    assert ch.to_act == "Dee"
    with pytest.raises(IllegalActionError, match="Dee's turn"):
        ch.roll((3, 1), by="Bob")
    ch.roll((3, 1), by="Dee")
    ch.play("8/5 6/5", by="Dee")
    # The acting captain resigns a single game for the team; the box accepts (R27).
    ch.resign(1, by="Dee")
    ch.accept(by="Ann")
    assert g.result.winner == BOX
    assert ch.ledger == {"Ann": 6, "Bob": -1, "Cy": -1, "Dee": -2, "Eve": -2}
    # R38 on the acting captain: the box stays, Dee goes to the end, Cy (first in line) leads.
    assert (ch.box, ch.team) == ("Ann", ("Cy", "Eve", "Bob", "Dee"))


def test_captain_passes_and_the_team_wins_on_the_board():
    # R36, R38: rotation follows the game on the board: the acting captain who won it takes the
    # box; the passing captain has already gone to the end; the former box goes behind him.
    ch = seated()
    box_on_roll(ch, SINGLE.swapped())       # the team is about to bear off its last checker
    ch.double(by="Ann")
    ch.drop(by="Bob")
    ch.take(by="Cy")
    ch.take(by="Dee")
    ch.roll((2, 1))                          # the box's roll: 2-1 from its 6-point
    ch.play(ch.current_game.game.legal_plays[0], by="Ann")
    ch.roll((2, 1), by="Cy")
    ch.play(ch.current_game.game.legal_plays[0], by="Cy")
    g = ch.games[0]
    assert g.result.winner == TEAM and g.result.kind == 1
    assert ch.ledger == {"Ann": -3, "Bob": -1, "Cy": 2, "Dee": 2}
    assert (ch.box, ch.captain, ch.team) == ("Cy", "Dee", ("Dee", "Bob", "Ann"))


def test_only_the_owner_redoubles_and_the_cube_stops_at_64():
    # R24, R25: only the owner of a cube may redouble it; no cube goes past 64.
    ch = seated(("Ann", "Bob", "Cy"))
    g = box_on_roll(ch)

    def turn(by):
        ch.roll((2, 1), by=by)
        ch.play(g.game.legal_plays[0], by=by)

    ch.double(by="Ann")
    ch.take(by="Bob")
    ch.take(by="Cy")
    assert not g.can_box_double()
    with pytest.raises(IllegalActionError):
        ch.double(by="Ann")
    turn("Ann")
    values = []
    while True:
        ch.double(by="Bob")                  # the team redoubles the box...
        ch.agree(by="Cy")
        ch.take(by="Ann")
        values.append(ch.cube("Bob").value)
        if values[-1] == 64:
            break
        turn("Bob")
        ch.double(by="Ann")                  # ...and the box redoubles the team
        ch.take(by="Bob")
        ch.take(by="Cy")
        values.append(ch.cube("Cy").value)
        turn("Ann")
    assert values == [4, 8, 16, 32, 64]
    turn("Bob")
    assert ch.to_act == "Ann" and ChouetteAction.DOUBLE not in ch.legal_actions("Ann")
    with pytest.raises(IllegalActionError):
        ch.double(by="Ann")


# ---------------------------------------------------------------------------------------------
# Beavers (R33) and automatic doubles (R31)
# ---------------------------------------------------------------------------------------------

def test_beavers_per_member_and_by_the_box():
    # R33, R36: a member doubled by the box may beaver (4x, keeping the cube); the box may beaver
    # the team's double (every cube 4x, owned by the box). Off unless the rules say so.
    ch = seated(rules=Rules(beavers=True))
    box_on_roll(ch)
    ch.double(by="Ann")
    assert ChouetteAction.BEAVER in ch.legal_actions("Bob")
    ch.beaver(by="Bob")
    ch.take(by="Cy")
    ch.drop(by="Dee")
    assert [(ch.cube(n).value, ch.cube(n).owner) for n in ("Bob", "Cy")] == [(4, TEAM), (2, TEAM)]
    ch.roll((3, 1))
    ch.play("8/5 6/5", by="Ann")
    ch.double(by="Cy")
    ch.agree(by="Bob")
    ch.beaver(by="Ann")
    assert [(ch.cube(n).value, ch.cube(n).owner) for n in ("Bob", "Cy")] == [(16, BOX), (8, BOX)]
    plain = seated()
    box_on_roll(plain)
    plain.double(by="Ann")
    with pytest.raises(IllegalActionError, match="beavers are off"):
        plain.beaver(by="Bob")


def test_automatic_double_doubles_every_members_cube():
    # R31, R6: an opening tie between the box and the captain doubles every member's cube, which
    # stays centred, up to the limit; it is not a turned cube (R32).
    ch = seated(rules=Rules(auto_doubles=True, auto_double_limit=1))
    g = ch.new_game()
    ch.roll((4, 4))
    assert all((ch.cube(n).value, ch.cube(n).owner, ch.cube(n).turned) == (2, None, False)
               for n in ch.team)
    ch.roll((5, 5))
    assert ch.cube("Bob").value == 2 and g.auto_doubles == 1
    ch.roll((3, 1))
    assert g.on_roll == BOX and ch.phase is ChouettePhase.MOVING
    off = seated()
    off.new_game()
    off.roll((4, 4))
    assert off.cube("Bob").value == 1


# ---------------------------------------------------------------------------------------------
# Settlement (R37) with gammons, backgammons and the Jacoby rule
# ---------------------------------------------------------------------------------------------

def test_settlement_with_a_gammon_at_each_members_stake():
    # R37, R26: the box wins a gammon: each member still in the game pays 2 x their own cube;
    # the member who passed paid 1 already.
    ch = seated()
    box_on_roll(ch, GAMMON)
    ch.double(by="Ann")
    ch.take(by="Bob")
    ch.drop(by="Cy")
    ch.take(by="Dee")
    box_bears_off(ch)
    g = ch.games[0]
    assert (g.result.winner, g.result.kind, g.result.reason) == (BOX, 2, EndReason.BEAR_OFF)
    assert dict(g.result.settlements) == {"Cy": -1, "Bob": -4, "Dee": -4}
    assert ch.ledger == {"Ann": 9, "Bob": -4, "Cy": -1, "Dee": -4}
    assert g.box_points == 9
    assert (ch.box, ch.team) == ("Ann", ("Cy", "Dee", "Bob"))     # R38: the box stays


def test_settlement_when_the_team_wins_a_gammon():
    # R37: the box pays each member in the game; R38: the captain takes the box.
    ch = seated(("Ann", "Bob", "Cy"))
    team_on_roll(ch, GAMMON)
    ch.roll((2, 1))
    ch.play(ch.current_game.game.legal_plays[0], by="Bob")
    assert ch.ledger == {"Ann": -4, "Bob": 2, "Cy": 2}
    assert (ch.box, ch.team) == ("Bob", ("Cy", "Ann"))


@pytest.mark.parametrize("bg_value,expected", [(3, 6), (2, 4)])
def test_settlement_with_a_backgammon(bg_value, expected):
    # R37, R26: a backgammon triples each stake, or doubles it under the option.
    ch = seated(rules=Rules(backgammon_value=bg_value))
    box_on_roll(ch, BACKGAMMON)
    ch.double(by="Ann")
    ch.take(by="Bob")
    ch.take(by="Cy")
    ch.drop(by="Dee")
    box_bears_off(ch)
    assert ch.games[0].result.kind == 3
    assert ch.ledger == {"Ann": 2 * expected + 1, "Bob": -expected, "Cy": -expected, "Dee": -1}
    assert_zero_sum(ch)


def test_settlement_single_game():
    # R37: a single game pays each member's cube value.
    ch = seated()
    box_on_roll(ch, SINGLE)
    box_bears_off(ch)
    assert ch.ledger == {"Ann": 3, "Bob": -1, "Cy": -1, "Dee": -1}


def test_jacoby_gammon_counts_single_with_unturned_cubes():
    # R32, R37: with the Jacoby rule and no cube turned the gammon counts single for everyone.
    ch = seated(rules=Rules(jacoby=True))
    box_on_roll(ch, GAMMON)
    box_bears_off(ch)
    assert ch.games[0].result.kind == 2
    assert ch.ledger == {"Ann": 3, "Bob": -1, "Cy": -1, "Dee": -1}


def test_jacoby_gammon_counts_for_members_whose_cube_was_turned():
    # R32, R37: the cube turned for a member (offered and taken): the gammon counts for them.
    ch = seated(rules=Rules(jacoby=True))
    box_on_roll(ch, BACKGAMMON)
    ch.double(by="Ann")
    ch.take(by="Bob")
    ch.drop(by="Cy")
    ch.take(by="Dee")
    box_bears_off(ch)
    assert ch.ledger == {"Ann": 6 + 6 + 1, "Bob": -6, "Cy": -1, "Dee": -6}


def test_jacoby_after_an_automatic_double_counts_single_times_the_cube():
    # R31, R32, R37: cubes at 2 from an automatic double are not turned: a gammon pays 2 each.
    ch = seated(("Ann", "Bob", "Cy"), rules=Rules(jacoby=True, auto_doubles=True))
    g = ch.new_game()
    ch.roll((2, 2))
    assert g.stake("Bob", kind=2) == 2 and g.stake("Bob", kind=1) == 2
    ch.roll((3, 1))
    ch.resign(2, by="Bob")                  # the captain resigns a gammon for the team
    ch.accept(by="Ann")
    assert ch.ledger == {"Ann": 4, "Bob": -2, "Cy": -2}


def test_box_resigns_and_the_captain_answers_for_the_team():
    # R27, R35, R37: the box offers a gammon; the captain declines, then accepts a backgammon.
    ch = seated(("Ann", "Bob", "Cy"))
    box_on_roll(ch)
    ch.resign(2, by="Ann")
    assert ch.phase is ChouettePhase.RESIGN_OFFERED and ch.to_act == "Bob"
    with pytest.raises(IllegalActionError):
        ch.accept(by="Cy")
    ch.decline(by="Bob")
    assert ch.phase is ChouettePhase.BEFORE_ROLL and ch.to_act == "Ann"
    with pytest.raises(IllegalActionError):
        ch.resign(1, by="Cy")               # only the box or the captain
    ch.resign(3, by="Ann")
    ch.accept(by="Bob")
    assert ch.ledger == {"Ann": -6, "Bob": 3, "Cy": 3}
    assert (ch.box, ch.team) == ("Bob", ("Cy", "Ann"))


# ---------------------------------------------------------------------------------------------
# Rotation (R38)
# ---------------------------------------------------------------------------------------------

def test_rotation_box_stays_several_times_and_captaincy_cycles():
    # R38: the box wins: the box stays, the captain goes to the end, the next member captains.
    ch = seated()
    lines = []
    for _ in range(4):
        box_on_roll(ch)
        assert ch.captain == ch.team[0]
        everyone_passes_box_double(ch)
        lines.append((ch.box, ch.team))
    assert lines == [("Ann", ("Cy", "Dee", "Bob")), ("Ann", ("Dee", "Bob", "Cy")),
                     ("Ann", ("Bob", "Cy", "Dee")), ("Ann", ("Cy", "Dee", "Bob"))]
    assert ch.ledger == {"Ann": 12, "Bob": -4, "Cy": -4, "Dee": -4}


def test_rotation_team_wins_captain_takes_the_box():
    # R38: the team wins: the captain takes the box, the next member captains, the former box
    # goes to the end of the team.
    ch = seated()
    team_on_roll(ch, GAMMON)
    ch.roll((2, 1))
    ch.play(ch.current_game.game.legal_plays[0], by="Bob")
    assert (ch.box, ch.captain, ch.team) == ("Bob", "Cy", ("Cy", "Dee", "Ann"))
    # The next game is played with the new roles.
    g = ch.new_game()
    assert (g.box, g.captain, g.line_at_start) == ("Bob", "Cy", ("Cy", "Dee", "Ann"))


def test_rotation_through_a_scripted_session():
    # R38 both ways in one session, with the ledger always zero-sum (R37).
    ch = seated()
    expected = []
    # Game 1: box Ann wins -> Ann stays, Bob to the end.
    box_on_roll(ch)
    everyone_passes_box_double(ch)
    expected.append(("Ann", ("Cy", "Dee", "Bob")))
    # Game 2: Ann passes the team double -> Cy takes the box, Ann to the end.
    team_on_roll(ch)
    ch.double(by="Cy")
    ch.agree(by="Dee")
    ch.agree(by="Bob")
    ch.drop(by="Ann")
    expected.append(("Cy", ("Dee", "Bob", "Ann")))
    # Game 3: Cy wins a gammon on the board -> Cy stays, Dee to the end.
    box_on_roll(ch, GAMMON)
    box_bears_off(ch)
    expected.append(("Cy", ("Bob", "Ann", "Dee")))
    # Game 4: the team (captain Bob) wins on the board -> Bob takes the box.
    team_on_roll(ch, SINGLE)
    ch.roll((2, 1))
    ch.play(ch.current_game.game.legal_plays[0], by="Bob")
    expected.append(("Bob", ("Ann", "Dee", "Cy")))
    # Each game started with the roles the previous one ended with.
    assert [(g.box, g.line_at_start) for g in ch.games[1:]] == expected[:-1]
    assert (ch.box, ch.team) == expected[-1]
    assert ch.ledger == {"Ann": 3 - 3 - 2 + 1, "Bob": -1 + 1 - 2 + 1, "Cy": -1 + 1 + 6 - 3,
                         "Dee": -1 + 1 - 2 + 1}
    assert_zero_sum(ch)


def test_no_new_game_while_one_is_in_progress():
    # R38: the roles change only when a game is over.
    ch = seated()
    ch.new_game()
    with pytest.raises(IllegalActionError, match="not over"):
        ch.new_game()


# ---------------------------------------------------------------------------------------------
# The ledger, random sessions, save and resume
# ---------------------------------------------------------------------------------------------

def test_ledger_always_sums_to_zero_in_random_sessions():
    # R36, R37: every settlement is between the box and one member: the ledger is zero-sum after
    # every action, through passes, board wins, resignations and rotations (R38).
    for seed in range(3):
        rng = random.Random(seed)
        ch = Chouette(["Ann", "Bob", "Cy", "Dee", "Eve"][:3 + seed],
                      Rules(jacoby=seed == 1, auto_doubles=True, beavers=seed == 2),
                      SeededDice(seed))
        while len(ch.games) < 6 or not ch.current_game.is_over:
            random_action(ch, rng)
            assert_zero_sum(ch)
            if ch.box is not None:
                assert sorted(ch.order) == sorted(ch.names)
        finished = [g for g in ch.games if g.is_over]
        assert len(finished) >= 6
        for g in finished:
            assert g.box_points == -sum(pts for _n, pts in g.result.settlements)
        for prev, nxt in zip(ch.games, ch.games[1:]):
            assert prev.next_roles() == (nxt.box, nxt.line_at_start)     # R38


def resumed(ch: Chouette) -> Chouette:
    return Chouette.from_dict(json.loads(json.dumps(ch.to_dict())))


def test_save_and_resume_mid_game_round_trip():
    # R34-R38: the session record restores the session exactly in the middle of a game, and
    # both copies go on identically with the same dice.
    ch = seated(rules=Rules(jacoby=True, auto_doubles=True), dice=SeededDice(7))
    box_on_roll(ch)
    everyone_passes_box_double(ch)
    ch.new_game()
    rng = random.Random(3)
    for _ in range(12):
        random_action(ch, rng)
    back = resumed(ch)
    assert back.to_dict() == ch.to_dict()
    assert (back.box, back.team, back.captain, back.phase, back.to_act, back.ledger) == (
        ch.box, ch.team, ch.captain, ch.phase, ch.to_act, ch.ledger)
    rng_a, rng_b = random.Random(5), random.Random(5)
    for _ in range(300):
        random_action(ch, rng_a)
        random_action(back, rng_b)
    assert back.to_dict() == ch.to_dict() and back.ledger == ch.ledger


def test_save_and_resume_with_a_box_double_half_answered():
    # R36: saved while the members answer the box's double, one by one.
    ch = seated(dice=SeededDice(8))
    g = box_on_roll(ch)
    ch.double(by="Ann")
    ch.take(by="Bob")
    ch.drop(by="Cy")
    back = resumed(ch)
    bg = back.current_game
    assert back.phase is ChouettePhase.BOX_DOUBLE_OFFERED and back.to_act == "Dee"
    assert bg.box_double_pending == ("Dee",) and back.ledger == ch.ledger == {
        "Ann": 1, "Bob": 0, "Cy": -1, "Dee": 0}
    assert (back.cube("Bob").value, back.cube("Bob").owner) == (2, TEAM)
    for c in (ch, back):
        c.take(by="Dee")
        c.roll()
    assert g.game.dice == bg.game.dice and back.to_dict() == ch.to_dict()


def test_save_during_seating_and_between_games():
    # R34: a session saved during the seat rolls resumes with the same tied players to roll.
    ch = Chouette(["Ann", "Bob", "Cy"], dice=ManualDice([(4, 1), (4, 1), (2, 1)]))
    for _ in range(3):
        ch.roll_seat()
    back = Chouette.from_dict(json.loads(json.dumps(ch.to_dict())))
    assert back.seating_tied == ("Ann", "Bob") and back.seating_next == "Ann"
    assert back.dice.pending() == []
    back.roll_seat(1)
    back.roll_seat(2)
    assert (back.box, back.team) == ("Bob", ("Ann", "Cy"))
    box_on_roll(back)
    everyone_passes_box_double(back)
    again = Chouette.from_dict(back.to_dict())
    assert again.phase is ChouettePhase.GAME_OVER and again.ledger == back.ledger
    assert (again.box, again.team) == ("Bob", ("Cy", "Ann"))


def test_saved_record_is_checked():
    # R41: a record that does not replay is reported, never silently accepted.
    ch = seated(("Ann", "Bob", "Cy"))
    box_on_roll(ch)
    ch.double(by="Ann")
    ch.take(by="Bob")
    data = ch.to_dict()
    newer = dict(data, version=99)
    with pytest.raises(NotationError, match="newer"):
        Chouette.from_dict(newer)
    with pytest.raises(NotationError, match="not a bgdesk chouette"):
        Chouette.from_dict({"version": 1})
    bad = json.loads(json.dumps(data))
    bad["log"][-1]["by"] = "Cy"             # Cy cannot answer before Bob
    with pytest.raises(IllegalMoveError, match="log entry"):
        Chouette.from_dict(bad)
    cooked = json.loads(json.dumps(data))
    cooked["summary"]["ledger"]["Ann"] = 5
    with pytest.raises(IllegalMoveError, match="ledger"):
        Chouette.from_dict(cooked)


def test_record_keeps_the_board_games():
    # R35: each game's board record (rolls and plays) is there for replay and export.
    ch = seated(("Ann", "Bob", "Cy"))
    g = ch.new_game()
    ch.roll((3, 1))
    ch.play("8/5 6/5", by="Ann")
    s = g.summary()
    assert s["box"] == "Ann" and s["line"] == ["Bob", "Cy"]
    assert [e["kind"] for e in s["record"]["events"]] == ["opening_roll", "play"]
    json.dumps(s)
