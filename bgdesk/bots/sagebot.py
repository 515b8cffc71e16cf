"""The strong bot levels, played by bgsage (:mod:`bgdesk.bots.sage` is the adapter to it).

Levels (bgsage counts its network alone as 1-ply; GNU Backgammon calls that 0-ply):

* "strong": bgsage's network, no look-ahead (bgsage's 1-ply);
* "expert": one ply of look-ahead (bgsage's 2-ply);
* "world-class": two plies of look-ahead (bgsage's 3-ply: as far ahead as gnubg's 2-ply), the
  depth of bgdesk's advice: it plays what the hint calls best (:mod:`bgdesk.bots.reference`).

Judged by gnubg 2-ply on checker plays (tests/benchmarks/bench_advice.py), bgsage's 2-ply errs
about as much as gnubg's own 0-ply (3.0 and 2.8 thousandths of a point per decision), its 3-ply
about as much as gnubg's 1-ply (1.6 and 1.9).

Given a game context (a :class:`CubeState`), they choose plays by bgsage's cubeful evaluation
with the match state; without one, "strong" and "expert" by cubeless equity, "world-class" as
money play with the cube centred.  Doubles, takes, passes and beavers come from bgsage's cube
analysis at the level's depth.  How strong each level measures (error per decision judged by
GNU Backgammon at 2-ply) is printed by tests/benchmarks/bench_advice.py.
"""

from __future__ import annotations

import random
from dataclasses import replace

from . import reference
from .analysis import checker_analysis
from .base import Bot
from .context import Answer, CubeState
from .sage import LEVELS, _match_args, analyzer


class SageBot(Bot):
    """A strong level played by bgsage."""

    def __init__(self, level: str = "strong", rng: random.Random | None = None, threads: int = 0) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown bgsage level {level!r}; choose from {sorted(LEVELS)}")
        super().__init__(rng)
        self.level = level
        self.eval_level = LEVELS[level]
        self.threads = threads
        self._analyzer = analyzer(self.eval_level, threads)

    def choose_play(self, position, dice, context: CubeState | None = None):
        plays = position.legal_plays(*dice)
        if len(plays) == 1:
            return plays[0]
        if self.eval_level == "3ply":
            # the advice's own choice: the plays GNU Backgammon's filter keeps, at 3-ply
            best = checker_analysis(position, dice, context, level=self.eval_level).best
            play = next((p for p in plays if best is not None and p.result_board == best.board),
                        None)
            if play is not None:
                return play
        if context is None:
            # no game context: plain cubeless equity, as our own bots use (gammons count)
            result = analyzer(self.eval_level, self.threads, cubeful=False).checker_play(
                list(position.board), dice[0], dice[1])
        else:
            result = self._analyzer.checker_play(list(position.board), dice[0], dice[1],
                                                 **_match_args(context))
        by_board = {play.result_board: play for play in plays}
        for move in result.moves:
            play = by_board.get(tuple(move.board))
            if play is not None:
                return play
        raise RuntimeError(f"bgsage proposed no legal play for {position.position_id()} {dice}")

    def _cube(self, state: CubeState):
        """bgsage's cube analysis for the player on roll, *state* seen from that player."""
        return self._analyzer.cube_action(list(state.position.board), **_match_args(state))

    def probabilities(self, position, bot_on_roll: bool) -> tuple:
        return reference.probabilities(position, bot_on_roll, self.eval_level, self.threads)

    def cube_action(self, state: CubeState) -> bool:
        if not state.may_double(bot=True):
            return False
        if not state.is_money and state.bot_away <= state.cube_value:
            return False
        r = self._cube(state)
        # on a tie between no double and a pass (a game won, or gammons that do not count),
        # double and cash, as GNU Backgammon advises
        return bool(r.should_double or (not r.should_take and r.equity_dp >= r.equity_nd - 1e-9))

    def agree_to_double(self, state: CubeState) -> bool:
        """bgsage's cube analysis is this level's own evaluation of the double."""
        return self.cube_action(state)

    def answer_double(self, state: CubeState) -> Answer:
        doubler = state.for_opponent()
        if not doubler.bot_on_roll:
            doubler = replace(doubler, bot_on_roll=True)
        r = self._cube(doubler)
        if not r.should_take:
            return Answer.PASS
        if r.is_beaver and state.is_money and state.beavers and 4 * state.cube_value <= state.cube_limit:
            return Answer.BEAVER
        return Answer.TAKE
