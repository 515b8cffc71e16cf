"""Dice statistics per player against the expected frequencies (R1, R6, R7)."""

import random

import pytest

from bgdesk.engine.dicestats import ROLLS, chi_square_p, dice_stats
from bgdesk.engine.fairdice import FairDice
from bgdesk.engine.match import Match
from bgdesk.engine.record import Event, EventKind, GameRecord

import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_matfile import play_out  # noqa: E402


def test_counts_by_hand():
    events = (Event(EventKind.OPENING_ROLL, dice=(3, 3)),
              Event(EventKind.OPENING_ROLL, player=1, dice=(2, 5)),
              Event(EventKind.ROLL, player=0, dice=(1, 6)), Event(EventKind.ROLL, player=1, dice=(6, 1)),
              Event(EventKind.ROLL, player=0, dice=(4, 4)))
    a, b = dice_stats(GameRecord(events=events))
    assert a.turns == 2 and b.turns == 1
    assert a.rolls[(6, 1)] == 1 and a.rolls[(4, 4)] == 1 and b.rolls[(6, 1)] == 1
    assert a.doubles == 1 and b.doubles == 0
    assert a.faces == {1: 1, 2: 1, 3: 1, 4: 2, 5: 0, 6: 1} and a.opening_dice == 2
    assert b.faces == {1: 1, 2: 0, 3: 1, 4: 0, 5: 1, 6: 1}
    assert a.expected((6, 1)) == 2 * 2 / 36 and a.expected((4, 4)) == 2 / 36
    assert a.pips == 7 + 16 and len(ROLLS) == 21


def test_chi_square_p_values_match_the_tables():
    assert chi_square_p(31.410, 20) == pytest.approx(0.05, abs=1e-3)
    assert chi_square_p(37.566, 20) == pytest.approx(0.01, abs=1e-3)
    assert chi_square_p(11.070, 5) == pytest.approx(0.05, abs=1e-3)
    assert chi_square_p(0.0, 5) == 1.0 and chi_square_p(500, 20) < 1e-50


def test_fair_dice_look_fair_and_loaded_dice_do_not():
    m = Match(0, dice=FairDice("stats"))
    rng = random.Random(2)
    for _ in range(30):
        play_out(m.new_game(), rng)
    for st in dice_stats(m):
        assert st.turns > 300 and st.rolls_p > 0.001 and st.faces_p > 0.001
        assert abs(st.doubles - st.expected_doubles) < 4 * (st.turns * 5 / 36) ** 0.5
    loaded = GameRecord(events=tuple(Event(EventKind.ROLL, player=0, dice=(6, 6)) for _ in range(60)))
    st, _ = dice_stats([loaded])
    assert st.rolls_p < 1e-6 and st.faces_p < 1e-6
    empty, _ = dice_stats([])
    assert empty.rolls_p == 1.0 and empty.faces_p == 1.0
