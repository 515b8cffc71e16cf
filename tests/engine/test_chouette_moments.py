"""A chouette game moment by moment, as a replay shows it (Chouette.game_moments): every
member's cube after each decision (R36), payments as they happen and the settlement at the end
(R37), the board at each step, and the same moments after the session is saved and loaded."""

import random

import pytest

from bgdesk.engine import Position
from bgdesk.engine.chouette import BOX, TEAM, Chouette, ChouettePhase
from bgdesk.engine.errors import ArgumentError
from bgdesk.engine.game import Phase
from bgdesk.engine.record import EventKind, Rules
from tests.engine.chouette_helpers import (
    FOUR, GAMMON, assert_zero_sum, box_on_roll, random_action, seated, team_on_roll,
)

P = ChouettePhase


def cubes(m) -> dict:
    return {n: (c.value, c.owner, c.in_game) for n, c in m.cubes}


def test_every_cube_after_each_answer_to_the_box_double_and_the_team_redouble():
    # R36: Bob passes (pays 1 at once), Cy and Dee take at 2; the team doubles back and the
    # box takes: Cy's and Dee's cubes at 4 on the box's side, Bob's out of the game.
    ch = seated(FOUR)
    box_on_roll(ch)
    ch.double(by="Ann")
    ch.drop(by="Bob")
    ch.take(by="Cy")
    ch.take(by="Dee")
    ch.roll((3, 1))
    ch.play("8/5 6/5", by="Ann")
    ch.double(by="Cy")
    ch.agree(by="Dee")
    ch.take(by="Ann")
    g = ch.current_game
    moments = ch.game_moments(0)
    kinds = [m.entry["kind"] if m.entry else None for m in moments]
    assert kinds == [None, "double", "drop", "take", "take", "roll", "play", "double", "agree",
                     "take"]
    start, doubled, bob, cy, dee = moments[:5]
    assert cubes(start) == {n: (1, None, True) for n in ("Bob", "Cy", "Dee")}
    assert doubled.phase is P.BOX_DOUBLE_OFFERED
    assert doubled.box_doubled == ("Bob", "Cy", "Dee") and doubled.box_double_pending == doubled.box_doubled
    assert bob.settlements == (("Bob", -1),) and bob.passed == ("Bob",) and bob.box_points == 1
    assert cubes(bob)["Bob"] == (1, None, False) and bob.box_double_pending == ("Cy", "Dee")
    assert cubes(cy)["Cy"] == (2, TEAM, True)
    # Once everyone has answered, Cy is acting captain and the board shows Cy's cube.
    assert dee.captain == "Cy" and dee.frame.cube_value == 2 and dee.frame.cube_owner == TEAM
    roll, play = moments[5:7]
    assert roll.event.kind is EventKind.ROLL and roll.frame.dice == (3, 1)
    assert play.event.kind is EventKind.PLAY and play.frame.dice == (3, 1)
    proposed, agreed, taken = moments[7:]
    assert proposed.phase is P.TEAM_DOUBLE_PROPOSED and proposed.proposal == (("Cy",), ("Dee",))
    assert agreed.phase is P.TEAM_DOUBLE_OFFERED
    assert cubes(taken) == {"Bob": (1, None, False), "Cy": (4, BOX, True), "Dee": (4, BOX, True)}
    assert [m.frame.row for m in moments] == list(range(len(moments)))
    assert taken.frame.position == g.game.position_for(BOX)


def test_the_last_moment_is_the_settlement_and_matches_the_ledger():
    ch = seated(FOUR, Rules(jacoby=False))
    team_on_roll(ch, GAMMON)   # the team bears off its last checker with 2-1: a gammon
    ch.double(by="Bob")
    ch.agree(by="Cy")
    ch.agree(by="Dee")
    ch.take(by="Ann")
    ch.roll((2, 1))
    ch.play(ch.current_game.game.legal_plays[0], by="Bob")
    assert ch.phase is P.GAME_OVER
    last = ch.game_moments(0)[-1]
    assert last.result is not None and last.result.winner == TEAM and last.result.kind == 2
    assert dict(last.settlements) == {"Bob": 4, "Cy": 4, "Dee": 4} and last.box_points == -12
    assert last.frame.phase is Phase.GAME_OVER and last.frame.result is None
    assert ch.ledger == {"Ann": -12, "Bob": 4, "Cy": 4, "Dee": 4}


def test_a_member_who_leaves_during_the_game_pays_and_is_shown_out():
    ch = seated(("Ann", "Bob", "Cy", "Dee", "Eve"))
    box_on_roll(ch)
    ch.leave("Eve")              # nothing has happened yet: simply left out of the game
    ch.roll((3, 1))
    ch.leave("Dee")              # gives up the cube as a pass would: pays 1
    ch.join("Fay")               # waits for the next game
    ch.play("8/5 6/5", by="Ann")
    moments = ch.game_moments(0)
    assert [m.entry["kind"] if m.entry else None for m in moments] == [None, "roll", "leave",
                                                                      "play"]
    out = moments[2]
    assert [n for n, _c in moments[0].cubes] == ["Bob", "Cy", "Dee"]
    assert moments[0].line_at_start == ("Bob", "Cy", "Dee")
    assert out.members_in_game == ["Bob", "Cy"] and out.cube("Dee").in_game is False
    assert out.left == ("Dee",) and dict(out.settlements) == {"Dee": -1}
    assert cubes(out)["Dee"] == (1, None, False)


def test_an_opening_tie_doubles_every_cube_in_the_moment():
    ch = seated(("Ann", "Bob", "Cy"), Rules(auto_doubles=True, auto_double_limit=1))
    ch.new_game()
    ch.roll((4, 4))
    ch.roll((5, 2))
    tie, opening = ch.game_moments(0)[1:]
    assert tie.auto_doubles == 1 and cubes(tie) == {"Bob": (2, None, True), "Cy": (2, None, True)}
    assert tie.event.kind is EventKind.OPENING_ROLL and opening.frame.on_roll == BOX


@pytest.mark.parametrize("seed", range(6))
def test_random_evenings_replay_every_game_to_its_ledger_also_after_loading(seed):
    rng = random.Random(seed)
    ch = seated(FOUR, Rules(beavers=True, jacoby=seed % 2 == 0), dice=None)
    from bgdesk.engine.dice import SeededDice

    ch.dice = SeededDice(seed)
    games_done = 0
    steps = 0
    while games_done < 4 and steps < 3000:
        steps += 1
        before = len(ch.games)
        random_action(ch, rng)
        if ch.phase is P.GAME_OVER and len(ch.games) == before:
            games_done = len(ch.games)
    assert_zero_sum(ch)
    again = Chouette.from_dict(ch.to_dict())
    for i, g in enumerate(ch.games):
        moments = ch.game_moments(i)
        last = moments[-1]
        assert dict(last.settlements) == g.settlements
        assert last.result == g.result
        assert [m.frame for m in again.game_moments(i)] == [m.frame for m in moments]
    with pytest.raises(ArgumentError):
        ch.game_moments(len(ch.games))
    with pytest.raises(ArgumentError):
        ch.game_moments(True)
