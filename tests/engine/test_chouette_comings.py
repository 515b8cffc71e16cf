"""Chouette: players join and leave during a session. Newcomers take the last place in the line
or an agreed place, leavers' accounts are settled and kept, the box stays until the game is
over; the rotation (R38) and the ledger (R37) stay right through every change.

The clauses cited are the ones each change has to keep: R34 (the line behind the captain), R36
(a pass pays the stake before the double), R37 (the ledger), R38 (the rotation).
"""

import json
import random

import pytest

from bgdesk.engine.chouette import BOX, Chouette, ChouettePhase
from bgdesk.engine.dice import SeededDice
from bgdesk.engine.errors import IllegalActionError
from bgdesk.engine.record import EndReason, Rules

from chouette_helpers import (
    GAMMON, SINGLE, assert_zero_sum, box_bears_off, box_on_roll, everyone_passes_box_double,
    random_action, seated, team_on_roll,
)

FIVE = ("Ann", "Bob", "Cy", "Dee", "Eve")


def team_bears_off(ch: Chouette) -> None:
    """The (acting) captain rolls 2-1 and bears off the team's last checker (set up with SINGLE
    or GAMMON, team on roll)."""
    ch.roll((2, 1))
    ch.play(ch.current_game.game.legal_plays[0], by=ch.captain)


# ---------------------------------------------------------------------------------------------
# Arrivals
# ---------------------------------------------------------------------------------------------

def test_newcomer_between_games_takes_the_last_place():
    # R34: a newcomer lines up behind the others; R38 then rotates them like everyone else.
    ch = seated()
    box_on_roll(ch)
    everyone_passes_box_double(ch)
    assert (ch.box, ch.team) == ("Ann", ("Cy", "Dee", "Bob"))
    ch.join("Eve")
    assert (ch.box, ch.team) == ("Ann", ("Cy", "Dee", "Bob", "Eve"))
    assert ch.names == ("Ann", "Bob", "Cy", "Dee", "Eve") and ch.ledger["Eve"] == 0
    g = box_on_roll(ch)
    assert g.line_at_start == ("Cy", "Dee", "Bob", "Eve") and ch.cube("Eve").value == 1
    everyone_passes_box_double(ch)
    assert (ch.box, ch.team) == ("Ann", ("Dee", "Bob", "Eve", "Cy"))      # R38
    assert ch.ledger == {"Ann": 7, "Bob": -2, "Cy": -2, "Dee": -2, "Eve": -1}
    assert_zero_sum(ch)


def test_newcomer_at_the_place_the_group_agrees_on():
    # R34: the group may seat a newcomer anywhere in the line, as captain too.
    ch = seated()
    ch.join("Eve", place=0)
    assert (ch.box, ch.captain, ch.team) == ("Ann", "Eve", ("Eve", "Bob", "Cy", "Dee"))
    ch.join("Fay", place=2)
    assert ch.team == ("Eve", "Bob", "Fay", "Cy", "Dee")
    ch.join("Gus", place=5)
    assert ch.team == ("Eve", "Bob", "Fay", "Cy", "Dee", "Gus")
    g = ch.new_game()
    assert g.captain == "Eve" and g.line_at_start == ch.team


def test_newcomer_during_a_game_sits_down_when_it_is_over():
    # R38: the game is played out by those who started it; the rotation comes first, then the
    # newcomer takes the last place of the new line.
    ch = seated()
    team_on_roll(ch, SINGLE)
    ch.join("Eve")
    assert ch.waiting == ("Eve",) and "Eve" in ch.present and "Eve" not in ch.team
    assert ch.legal_actions("Eve") == frozenset()
    with pytest.raises(IllegalActionError, match="no cube in this game"):
        ch.cube("Eve")
    team_bears_off(ch)                          # the team wins: Bob takes the box
    assert ch.waiting == ()
    assert (ch.box, ch.team) == ("Bob", ("Cy", "Dee", "Ann", "Eve"))
    assert ch.current_game.settlements == {"Bob": 1, "Cy": 1, "Dee": 1}
    assert ch.ledger == {"Ann": -3, "Bob": 1, "Cy": 1, "Dee": 1, "Eve": 0}


def test_newcomer_during_a_game_at_an_agreed_place():
    # R38 first (the box wins, the captain goes to the end), then the agreed place.
    ch = seated()
    box_on_roll(ch)
    ch.join("Eve", place=0)
    ch.join("Fay", place=2)
    everyone_passes_box_double(ch)
    assert (ch.box, ch.team) == ("Ann", ("Eve", "Cy", "Fay", "Dee", "Bob"))


def test_arrivals_that_cannot_be_seated():
    ch = seated()
    with pytest.raises(IllegalActionError, match="already in this chouette"):
        ch.join("Bob")
    with pytest.raises(IllegalActionError, match="not blank"):
        ch.join("  ")
    for bad in (-1, 4, True, "1"):
        with pytest.raises(IllegalActionError, match="place in the line is 0"):
            ch.join("Eve", place=bad)
    for name in ("Eve", "Fay", "Gus", "Hal"):
        ch.join(name)
    with pytest.raises(IllegalActionError, match="at most 8 players"):
        ch.join("Ivy")
    seating = Chouette(["Ann", "Bob", "Cy"])
    with pytest.raises(IllegalActionError, match="seats are still being decided"):
        seating.join("Dee")
    with pytest.raises(IllegalActionError, match="seats are still being decided"):
        seating.leave("Ann")
    assert ch.names == ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


def test_eight_present_counts_newcomers_who_wait():
    ch = seated()
    ch.new_game()
    for name in ("Eve", "Fay", "Gus", "Hal"):
        ch.join(name)
    with pytest.raises(IllegalActionError, match="at most 8"):
        ch.join("Ivy")
    ch.leave("Fay")                       # a newcomer may leave before sitting down
    assert ch.waiting == ("Eve", "Gus", "Hal") and ch.departed == ("Fay",)
    ch.join("Ivy")
    assert ch.ledger["Fay"] == 0 and len(ch.present) == 8


# ---------------------------------------------------------------------------------------------
# Departures between games
# ---------------------------------------------------------------------------------------------

def test_member_leaves_between_games_and_the_account_is_kept():
    # R37: the leaver's balance stays in the ledger; R38 goes on with the others.
    ch = seated()
    box_on_roll(ch)
    everyone_passes_box_double(ch)             # Ann +3; line Cy, Dee, Bob
    ch.leave("Dee")
    assert (ch.box, ch.team) == ("Ann", ("Cy", "Bob")) and ch.departed == ("Dee",)
    assert "Dee" not in ch.present and ch.ledger["Dee"] == -1
    g = box_on_roll(ch)
    assert g.line_at_start == ("Cy", "Bob")
    everyone_passes_box_double(ch)
    assert (ch.box, ch.team) == ("Ann", ("Bob", "Cy"))
    assert ch.ledger == {"Ann": 5, "Bob": -2, "Cy": -2, "Dee": -1}
    assert_zero_sum(ch)


def test_box_leaves_between_games_the_captain_takes_the_box():
    # R38 as when the team wins: the captain takes the box, the next member captains.
    ch = seated()
    box_on_roll(ch)
    everyone_passes_box_double(ch)
    ch.leave("Ann")
    assert (ch.box, ch.captain, ch.team) == ("Cy", "Dee", ("Dee", "Bob"))
    assert ch.ledger["Ann"] == 3 and ch.departed == ("Ann",)
    assert ch.new_game().box == "Cy"


def test_a_player_who_left_comes_back_with_the_same_account():
    # R37: one account per player for the whole evening.
    ch = seated(FIVE)
    box_on_roll(ch)
    everyone_passes_box_double(ch)
    ch.leave("Bob")
    box_on_roll(ch)
    everyone_passes_box_double(ch)
    ch.join("Bob")
    assert ch.team[-1] == "Bob" and ch.departed == () and ch.names == FIVE
    box_on_roll(ch)
    everyone_passes_box_double(ch)
    assert ch.ledger == {"Ann": 11, "Bob": -2, "Cy": -3, "Dee": -3, "Eve": -3}
    assert_zero_sum(ch)


def test_fewer_than_three_players_is_not_a_chouette():
    ch = seated(("Ann", "Bob", "Cy"))
    with pytest.raises(IllegalActionError, match="at least 3 players"):
        ch.leave("Cy")
    with pytest.raises(IllegalActionError, match="not at the table"):
        ch.leave("Zed")
    ch.join("Dee")
    ch.leave("Cy")
    assert ch.present == ("Ann", "Bob", "Dee")


# ---------------------------------------------------------------------------------------------
# Departures during a game
# ---------------------------------------------------------------------------------------------

def test_the_box_cannot_leave_during_a_game():
    ch = seated()
    box_on_roll(ch)
    with pytest.raises(IllegalActionError, match="in the box and cannot leave during a game"):
        ch.leave("Ann")
    everyone_passes_box_double(ch)
    ch.leave("Ann")                            # once the game is over, the box may go
    assert ch.box == "Cy"


def test_member_leaving_mid_game_gives_up_the_cube_like_a_pass():
    # R36: leaving costs what passing would: the stake before any further double. The captain
    # leaves, the next member in line moves for the team; R38 at the end without the leaver.
    ch = seated()
    g = box_on_roll(ch, GAMMON)
    ch.double(by="Ann")
    for name in ("Bob", "Cy", "Dee"):
        ch.take(by=name)
    assert ch.captain == "Bob"
    ch.leave("Bob")
    assert g.settlements == {"Bob": -2} and ch.ledger["Bob"] == -2
    assert ch.captain == "Cy" and ch.team == ("Cy", "Dee") and ch.departed == ("Bob",)
    assert ch.phase is ChouettePhase.BEFORE_ROLL and ch.to_act == "Ann"
    box_bears_off(ch)                          # a gammon at each remaining cube of 2
    assert g.settlements == {"Bob": -2, "Cy": -4, "Dee": -4}
    assert (ch.box, ch.team) == ("Ann", ("Dee", "Cy"))
    assert ch.ledger == {"Ann": 10, "Bob": -2, "Cy": -4, "Dee": -4}


def test_captain_leaves_during_the_team_move_the_next_member_plays_and_takes_the_box():
    # R35: the next member in line moves for the team; R38: the team wins, that member takes
    # the box and the former box goes to the end.
    ch = seated()
    team_on_roll(ch, SINGLE)
    ch.roll((2, 1))
    ch.leave("Bob")
    assert ch.phase is ChouettePhase.MOVING and ch.to_act == "Cy"
    with pytest.raises(IllegalActionError):
        ch.play(ch.current_game.game.legal_plays[0], by="Bob")
    ch.play(ch.current_game.game.legal_plays[0], by="Cy")
    assert (ch.box, ch.team) == ("Cy", ("Dee", "Ann"))
    assert ch.ledger == {"Ann": -1, "Bob": -1, "Cy": 1, "Dee": 1}


def test_member_who_passed_leaves_at_no_further_cost():
    # R36: the pass was settled at once; leaving adds nothing.
    ch = seated()
    g = box_on_roll(ch, GAMMON)
    ch.double(by="Ann")
    ch.drop(by="Bob")
    ch.take(by="Cy")
    ch.take(by="Dee")
    ch.leave("Bob")
    assert g.settlements == {"Bob": -1} and ch.captain == "Cy"
    box_bears_off(ch)
    assert ch.ledger == {"Ann": 9, "Bob": -1, "Cy": -4, "Dee": -4}
    assert (ch.box, ch.team) == ("Ann", ("Dee", "Cy"))


def test_last_member_in_the_game_leaves_the_box_wins_it():
    # R36: as when every member has passed: the game is over, the box stays (R38).
    ch = seated()
    g = box_on_roll(ch)
    ch.double(by="Ann")
    ch.drop(by="Bob")
    ch.drop(by="Cy")
    ch.take(by="Dee")
    ch.leave("Dee")
    assert g.is_over and g.result.winner == BOX and g.result.reason is EndReason.DROP
    assert g.settlements == {"Bob": -1, "Cy": -1, "Dee": -2}
    assert ch.phase is ChouettePhase.GAME_OVER and (ch.box, ch.team) == ("Ann", ("Cy", "Bob"))
    assert ch.ledger == {"Ann": 4, "Bob": -1, "Cy": -1, "Dee": -2}


def test_leaving_before_anything_happened_costs_nothing():
    # R23: nothing is at stake before the first roll; the game goes on without the leaver.
    ch = seated(FIVE)
    g = ch.new_game()
    ch.leave("Bob")                            # the captain, before the opening roll
    assert g.line_at_start == ("Cy", "Dee", "Eve") and g.captain == "Cy" and g.settlements == {}
    ch.roll((6, 1))                            # Ann (box) wins the opening roll
    assert ch.to_act == "Ann"
    ch.leave("Dee")                            # now the game has begun: Dee pays the stake
    assert g.settlements == {"Dee": -1} and ch.team == ("Cy", "Eve")
    assert ch.ledger == {"Ann": 1, "Bob": 0, "Cy": 0, "Dee": -1, "Eve": 0}


def test_no_leaving_while_a_double_or_a_resignation_is_answered():
    ch = seated(FIVE)
    box_on_roll(ch)
    ch.double(by="Ann")
    with pytest.raises(IllegalActionError, match="answer it first"):
        ch.leave("Cy")
    ch.take(by="Bob")
    with pytest.raises(IllegalActionError, match="answer it first"):
        ch.leave("Bob")                        # Bob has answered, but the others have not
    for name in ("Cy", "Dee", "Eve"):
        ch.take(by=name)
    ch.resign(1, by="Ann")
    with pytest.raises(IllegalActionError, match="answer it first"):
        ch.leave("Dee")
    ch.decline(by="Bob")
    ch.leave("Dee")
    assert ch.current_game.settlements == {"Dee": -2}


def test_team_double_after_a_member_left_asks_only_those_in_the_game():
    # R36: agreement is among the members still in the game.
    ch = seated()
    team_on_roll(ch)
    ch.roll((3, 1))
    ch.play("8/5 6/5", by="Bob")
    ch.roll((2, 1))
    ch.play(ch.current_game.game.legal_plays[0], by="Ann")
    ch.leave("Cy")
    ch.double(by="Bob")
    assert ch.to_act == "Dee"
    ch.agree(by="Dee")
    ch.take(by="Ann")
    assert ch.cube("Bob").value == ch.cube("Dee").value == 2 and ch.cube("Cy").value == 1


# ---------------------------------------------------------------------------------------------
# The record and long random evenings
# ---------------------------------------------------------------------------------------------

def test_save_and_resume_with_arrivals_and_departures():
    # R34-R38: a session with people coming and going restores exactly, waiting newcomers and
    # a departure in the middle of a game included.
    ch = seated(dice=SeededDice(4))
    box_on_roll(ch)
    everyone_passes_box_double(ch)
    ch.join("Eve", place=1)
    ch.leave("Bob")
    g = box_on_roll(ch, GAMMON)
    ch.double(by="Ann")
    ch.take(by="Cy")
    ch.take(by="Eve")
    ch.take(by="Dee")
    ch.leave("Eve")
    ch.join("Fay")
    ch.join("Bob", place=0)
    data = json.loads(json.dumps(ch.to_dict()))
    assert data["version"] == 2 and data["names"] == ["Ann", "Bob", "Cy", "Dee"]
    back = Chouette.from_dict(data)
    assert back.to_dict() == ch.to_dict()
    for c in (ch, back):
        assert c.waiting == ("Fay", "Bob") and c.departed == ("Eve",)
        assert c.names == ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")
        box_bears_off(c)
        assert (c.box, c.team) == ("Ann", ("Bob", "Dee", "Cy", "Fay"))
    assert back.ledger == ch.ledger == {"Ann": 3 + 2 + 8, "Bob": -1, "Cy": -1 - 4, "Dee": -1 - 4,
                                        "Eve": -2, "Fay": 0}
    assert g.left == ["Eve"]


def test_version_1_records_still_load():
    ch = seated()
    box_on_roll(ch)
    everyone_passes_box_double(ch)
    data = ch.to_dict()
    data["version"] = 1
    assert Chouette.from_dict(data).ledger == ch.ledger


def random_change(ch: Chouette, rng: random.Random, newcomers: list) -> None:
    """Someone arrives or leaves, when the rules allow it now (refusals leave no trace)."""
    before = ch.to_dict()
    try:
        if rng.random() < 0.5 and newcomers:
            name = newcomers.pop(0)
            place = rng.choice([None, rng.randrange(len(ch.present))])
            ch.join(name, place)
        else:
            ch.leave(rng.choice(ch.present))
    except IllegalActionError:
        assert ch.to_dict() == before


@pytest.mark.parametrize("seed", range(4))
def test_ledger_and_rotation_stay_right_while_people_come_and_go(seed):
    # R37: the ledger is zero-sum after every action; R38: each game starts with the roles the
    # last one ended with, without those who left, newcomers where they sat down; nobody is
    # seated twice; the session replays from its record.
    rng = random.Random(seed)
    ch = Chouette(FIVE[:3 + seed % 3], Rules(jacoby=seed == 1, auto_doubles=True,
                                             beavers=seed == 2), SeededDice(seed))
    newcomers = [f"New{i}" for i in range(12)] + ["Ann", "Bob"]
    roles = []
    while len(ch.games) < 12 or not ch.current_game.is_over:
        if ch.box is not None and rng.random() < 0.08:
            random_change(ch, rng, newcomers)
        elif ch.phase in (ChouettePhase.READY, ChouettePhase.GAME_OVER):
            roles.append((ch.box, ch.team))
            ch.new_game()
        else:
            random_action(ch, rng)
        assert_zero_sum(ch)
        if ch.box is not None:
            present = ch.present
            assert len(set(present)) == len(present) and 3 <= len(present) <= 8
            assert not set(present) & set(ch.departed)
            assert set(present) | set(ch.departed) == set(ch.names)
    # Each game began with the roles of the moment, less anyone who left before its first roll.
    for g, (box, line) in zip(ch.games, roles):
        rest = iter(line)
        assert g.box == box and all(n in rest for n in g.line_at_start)
    assert Chouette.from_dict(json.loads(json.dumps(ch.to_dict()))).to_dict() == ch.to_dict()
