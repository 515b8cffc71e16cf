"""The analysis values only the plays that matter (bgdesk/bots/analysis.py): its verdicts agree
with the full hint, and far-off cube decisions are screened out cheaply."""

import random

import pytest

from bgdesk.bots import CubeState, analysis, make_bot
from bgdesk.bots.skill import classify
from bgdesk.engine import Position
from bgdesk.engine.dice import SeededDice
from bgdesk.engine.game import Game, Phase

from bots_helpers import needs_sage, random_position

pytestmark = needs_sage


def _decisions(n: int, seed: int):
    """(position, dice, play made) from seeded games of two beginners (who err now and then)."""
    rng = random.Random(seed)
    bots = [make_bot("beginner", random.Random(seed + i)) for i in (1, 2)]
    out = []
    while len(out) < n:
        g = Game(dice=SeededDice(rng.randrange(10**6)))
        while not g.is_over and len(out) < n:
            if g.phase in (Phase.OPENING, Phase.BEFORE_ROLL):
                g.roll()
                continue
            pos, dice = g.position, g.dice
            play = bots[g.on_roll].choose_play(pos, dice)
            if len({p.result_board for p in pos.legal_plays(*dice)}) > 1:
                out.append((pos, dice, play.result_board))
            g.play(play)
    return out


def test_filtered_losses_agree_with_the_full_hint():
    """At the quick depth (the filter is the same at every depth, and the test stays fast)."""
    agree = 0
    cases = _decisions(16, 5)
    level = analysis.QUICK_LEVEL
    for pos, dice, played in cases:
        full = analysis.checker_hint(pos, dice, played_board=played, level=level)
        quick = analysis.checker_analysis(pos, dice, played_boards=(played,), level=level)
        assert quick.played is not None and quick.candidates[quick.played].board == tuple(played)
        assert quick.candidates == tuple(sorted(quick.candidates, key=lambda c: -c.equity))
        assert len(quick.candidates) <= analysis.FILTER_KEEP + 1
        # the plays kept are valued exactly as the full hint values them ...
        for c in quick.candidates:
            assert c.equity == pytest.approx(full.candidates[full.index_of(c.board)].equity, abs=1e-6)
        # ... so the verdict differs only where the filter dropped the full hint's best play
        agree += classify(full.loss_of(played)) is classify(quick.loss_of(played))
    assert agree >= len(cases) - 1


def test_every_play_made_is_valued_even_when_the_filter_drops_it():
    pos = Position.initial()
    worst = pos.legal_plays(6, 5)[-1].result_board  # some poor 6-5
    quick = analysis.checker_analysis(pos, (6, 5), played_boards=(worst,))
    assert quick.index_of(worst) is not None
    assert quick.best.play == "24/13"


def test_screen_margin_separates_cube_decisions_from_none():
    # far ahead in a race: doubling is right or close; the opening position: far from it
    race = Position.from_points({6: 4, 5: 3, 4: 2, 8: 2, 9: 2, 10: 2},
                                {6: 4, 5: 3, 4: 2, 8: 2, 11: 1, 12: 1, 13: 1, 14: 1})
    assert analysis.screen_margin(CubeState(race)) > -analysis.SCREEN_CUBE
    # 75 pips against 18 with none off: doubling would only hand the cube over
    crushed = Position.from_points({6: 5, 5: 5, 4: 5}, {3: 3, 2: 3, 1: 3})
    assert analysis.screen_margin(CubeState(crushed)) < -analysis.SCREEN_CUBE
    # a screened position never hides a double the full analysis would call right
    for seed in range(6):
        pos = random_position(seed, 20)
        state = CubeState(pos)
        if analysis.screen_margin(state) < -analysis.SCREEN_CUBE:
            assert not analysis.cube_hint(state).should_double
