"""Every example of issue 22 against GNU Backgammon's own answer.

gnubg's answers (GNU Backgammon 1.07 at 2-ply, money play, cube centred, Jacoby off, every play
through to 2-ply) are stored in tests/bots/data/gnubg_examples.json, made by
``python tools/gnubg_referee.py examples``, which asks ``gnubg -t`` itself; the test only reads
them, so it runs fast and without gnubg.  bgdesk's side is its advice at the reference depth
(bgsage's 3-ply), as the feedback on the board, the review, the analysis and the drills judge.

Three examples are positions where bgsage (at 3-ply, at 4-ply and in its own rollouts) and
gnubg 2-ply disagree by more than a class bound; they are marked ``xfail`` with the figures, so
the disagreement stays visible and a change that removes it shows up.  GNU Backgammon's own
rollouts of them (1296 trials, cubeful, variance reduction, 0-ply checker play and cube, seed 1,
the positions after each play rolled out with ``gnubg -t``'s ``rollout``) side with bgsage in
all three: the two plays gnubg 2-ply calls doubtful are fine, and the losses it calls
overstated are larger still.
"""

import json
import random
from pathlib import Path

import pytest

from bgdesk.bots import CubeState, analysis, drills, make_bot, resign
from bgdesk.bots.skill import classify
from bgdesk.engine import Position
from bgdesk.engine.notation import parse_play

from bots_helpers import needs_sage

pytestmark = needs_sage

DATA = json.loads((Path(__file__).parent / "data" / "gnubg_examples.json").read_text())
EXAMPLES = {(e["what"], e["pid"]): e for e in DATA["examples"]}


def gnubg_plays(pid: str):
    e = EXAMPLES["play", pid]
    pos, dice = Position.from_position_id(pid), tuple(e["dice"])
    values = {parse_play(pos, dice, m["move"]).result_board: m["equity"] for m in e["gnubg"]["moves"]}
    assert all(m["plies"] == 2 for m in e["gnubg"]["moves"][:5])
    return pos, dice, values, e["played"]


def advice(pos, dice, played=None):
    return analysis.checker_analysis(pos, dice, None, played_boards=(played,) if played else ())


def test_the_fixtures_are_gnubgs():
    assert DATA["gnubg"].startswith("GNU Backgammon 1.07") and DATA["plies"] == 2
    assert len(DATA["examples"]) == 23


# -- checker plays ----------------------------------------------------------------------------------

@pytest.mark.parametrize("pid", ["mzYGgByw2xsADA", "cM8ZBwBsN8EAIw", "2J1NAAN2bGAwDA",
                                 "aNfBAQzg85gHAA", "4PO8AQBo18EBDA", "4HPwQSDgc/ABMA",
                                 "sN2hEAOGfQBgNg", "0N0DAwaMeT4GAA", "sO0wBQMW9wDAKg",
                                 "FVozABtoPwAAAA"])
def test_the_best_play_named_is_gnubgs(pid):
    """The play bgdesk calls best (and draws dashed) is gnubg's best: never again a dashed
    "best" worse than the play made (4PO8AQBo18EBDA 23, 4HPwQSDgc/ABMA 64, sN2hEAOGfQBgNg 35,
    0N0DAwaMeT4GAA 24)."""
    pos, dice, g, _played = gnubg_plays(pid)
    assert advice(pos, dice).best.board == max(g, key=g.get)


def _classes(pid):
    pos, dice, g, played = gnubg_plays(pid)
    board = parse_play(pos, dice, played).result_board
    ours = advice(pos, dice, board).loss_of(board)
    theirs = max(g.values()) - g[board]
    return classify(ours), classify(theirs), ours, theirs


def test_2J1N_18_9_is_bad_as_gnubg_says():
    ours, theirs, loss, _ = _classes("2J1NAAN2bGAwDA")  # was called "Fine -0.015"; gnubg -0.100
    assert ours is theirs and ours.value == "bad" and loss > 0.06


def test_aNfB_13_10_4_is_the_best_play_as_gnubg_says():
    ours, theirs, loss, _ = _classes("aNfBAQzg85gHAA")  # was called "Bad -0.094"
    assert ours is theirs and ours.value == "best" and loss == 0.0


@pytest.mark.parametrize("pid", ["mzYGgByw2xsADA", "cM8ZBwBsN8EAIw"])
def test_no_longer_called_best(pid):
    """Both were called "Best"; now gnubg's best play is named and the play made is not."""
    ours, _theirs, loss, _ = _classes(pid)
    assert ours.value != "best" and loss > 0.005


@pytest.mark.xfail(strict=True, reason="bgsage 3-ply: 0.014 (fine), 4-ply 0.017, its rollout "
                   "0.015; gnubg 2-ply 0.058 (doubtful); gnubg's own rollout sides with bgsage: "
                   "22/21* 9/4* +1.226 +-0.008, 22/21* 22/17 +1.221 +-0.005, a loss of 0.005 (fine)")
def test_mzYG_22_21_22_17_is_doubtful_as_gnubg_says():
    ours, theirs, _, _ = _classes("mzYGgByw2xsADA")
    assert ours is theirs


@pytest.mark.xfail(strict=True, reason="bgsage 3-ply: 0.020 (fine), its rollout 0.002; gnubg "
                   "2-ply 0.041 (doubtful); gnubg's own rollout sides with bgsage: 13/10 13/9 "
                   "-0.675 +-0.009, 6/2 5/2 -0.694 +-0.009, a loss of 0.019 (fine)")
def test_cM8Z_6_2_5_2_is_doubtful_as_gnubg_says():
    ours, theirs, _, _ = _classes("cM8ZBwBsN8EAIw")
    assert ours is theirs


@pytest.mark.xfail(strict=True, reason="bgsage 3-ply values the best play 22/10* 21/15(2) at "
                   "-0.858 (gnubg -0.944): the next play gives up 0.142 by bgsage, 0.056 by gnubg "
                   "2-ply; gnubg's own rollout gives more than either: 22/10* 21/15(2) -0.775 "
                   "+-0.012, 21/9(2) -0.964, 21/15(2) 7/1(2) -0.967, a loss of 0.19")
def test_sO0w_losses_are_not_overstated():
    pos, dice, g, _ = gnubg_plays("sO0wBQMW9wDAKg")
    hint = analysis.checker_hint(pos, dice)
    second = hint.candidates[1]
    assert abs(hint.loss_of(second.board) - (max(g.values()) - g[second.board])) <= 0.03


def test_FVoz_bear_off_61_is_not_overstated():
    """The bear-off drill said -0.111 for 6/off 5/4; gnubg says -0.028."""
    item = drills.play_item("bearoff", Position.from_position_id("FVozABtoPwAAAA"), (6, 1))
    pos, dice, g, _ = gnubg_plays("FVozABtoPwAAAA")
    other = item.options[1]
    theirs = max(g.values()) - g[other.board]
    assert item.best.board == max(g, key=g.get)
    assert item.loss_of(other.board) == pytest.approx(theirs, abs=0.01)
    assert classify(item.loss_of(other.board)) is classify(theirs)


# -- cube decisions and drills -------------------------------------------------------------------------

def _gnubg_cube(pid):
    return EXAMPLES["cube", pid]["gnubg"]


@pytest.mark.parametrize("pid", ["2jYEYDh2c2wBAA", "4NtgADZsnsEBAw"])
def test_double_drills_keyed_as_gnubg_and_no_double_not_overstated(pid):
    """The double drill said "no double" was very bad (-0.161, -0.174); gnubg: double, pass,
    and not doubling gives up 0.096 (0.079): bad."""
    g = _gnubg_cube(pid)
    assert g["action"] == "Double, pass"
    item = drills.double_item(Position.from_position_id(pid))
    assert item.best.text == "double, pass"
    gnubg_no_double = g["optimal"] - g["nd"]
    assert classify(item.loss_of("no double")) is classify(gnubg_no_double)
    h = analysis.cube_hint(CubeState(Position.from_position_id(pid)))
    assert h.proper == "double, pass"


@pytest.mark.parametrize("pid", ["7eYHAIBeAAAAAA", "1e0HAAAPAAAAAA"])
def test_games_already_won_are_no_drill_and_a_cash(pid):
    g = _gnubg_cube(pid)
    assert g["probs"][0] == pytest.approx(1.0) and g["probs"][1] == 0.0
    assert g["action"] == "Double, pass"
    assert drills.double_item(Position.from_position_id(pid)) is None
    assert analysis.cube_hint(CubeState(Position.from_position_id(pid))).proper == "double, pass"


def test_a_take_by_0_004_is_a_take_and_no_drill():
    g = EXAMPLES["take", "xrYbBgDozuAADQ"]["gnubg"]
    assert g["action"] == "Double, take" and 0 < g["dp"] - g["dt"] <= drills.NOTHING_TO_DECIDE
    taker = Position.from_position_id("xrYbBgDozuAADQ")
    assert drills.take_item(taker) is None  # every answer within 0.005: nothing to drill
    assert analysis.cube_hint(CubeState(taker.swapped())).should_take


# -- resignations -------------------------------------------------------------------------------------------

def test_no_gammon_resigned_that_three_rolls_in_36_save():
    """BAAA7N0FBQAAAA: gnubg gives the player on roll 8 % to save the gammon (3 of 36 rolls);
    the beginner resigned a gammon there."""
    g = EXAMPLES["probs", "BAAA7N0FBQAAAA"]["gnubg"]["probs"]
    assert g[0] == 0.0 and 0.08 <= 1.0 - g[3] <= 0.09
    state = CubeState(Position.from_position_id("BAAA7N0FBQAAAA"))
    for level in ("beginner", "intermediate", "world-class"):
        assert make_bot(level, random.Random(1)).offer_resignation(state) is None
    judged = resign.judge_resignation(state, 2)
    assert not judged.right and judged.loss == pytest.approx(1.0 - g[3], abs=0.01)


# Offers the cubeless rule alone made in bot games (tests/benchmarks/bench_advice.py), each too
# small or too costly by gnubg 2-ply: (Position ID, the kind offered then)
OFFERED_WRONGLY = [("utuMAAjYtigAbA", 1), ("7m4DABSYZ3AAbA", 1), ("27YTBADfPwIAQA", 1),
                   ("9y4AAIB5GyAXAA", 2), ("d28AAODXAOAIDA", 2)]


@pytest.mark.parametrize("pid,kind", OFFERED_WRONGLY)
def test_no_resignation_gnubg_would_fault(pid, kind):
    """A single with 31 %, 31 % and 3 % to win (gammons making the cubeless figure look like a
    single loss), gammons that 1.1 % and 2.6 % of games save: gnubg's chances (as gnubg judges a
    resignation) make each offer too small or cost more than 0.01, and no bot offers them now."""
    state = CubeState(Position.from_position_id(pid))
    g = tuple(EXAMPLES["probs", pid]["gnubg"]["probs"])
    play_on, kinds = resign._values(g, state)
    value = dict(kinds)[kind]
    assert value > play_on + resign.ACCEPTABLE or play_on - value > resign.COST
    assert resign.warranted_resignation(g, state) is None
    for level in ("beginner", "intermediate", "world-class"):
        assert make_bot(level, random.Random(1)).offer_resignation(state) is None


@pytest.mark.parametrize("pid,kind", [("DwAA4L8nAAAAAA", 1), ("AQAAdNZGiAEAAA", 2)])
def test_resignations_gnubg_agrees_with_are_still_offered(pid, kind):
    state = CubeState(Position.from_position_id(pid))
    assert resign.warranted_resignation(tuple(EXAMPLES["probs", pid]["gnubg"]["probs"]), state) == kind
    assert make_bot("intermediate", random.Random(1)).offer_resignation(state) == kind
