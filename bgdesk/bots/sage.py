"""The one adapter to bgsage (Open Sage, MPL-2.0): the strong bot levels.

bgsage is imported lazily, only here, so bgdesk starts and plays fully without it.  Its board
layout is exactly ``Position.board`` (seen from the player on roll, positive = that player's
checkers, [25] that player's bar, [0] the opponent's bar as a count), so no conversion is needed.

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
import threading
from functools import lru_cache

from . import cube
from .base import Bot
from .context import Answer, CubeState
from .evaluator import impossible_results_removed
from .features import is_race

#: level name -> bgsage eval_level
LEVELS = {"strong": "1ply", "expert": "2ply", "world-class": "3ply"}

_OWNER_FOR_BOT = {"centered": "centered", "bot": "player", "opponent": "opponent"}


@lru_cache(maxsize=1)
def available() -> bool:
    """True when bgsage can be imported (its wheels exist for Linux x86_64, Windows, macOS)."""
    try:
        import bgsage  # noqa: F401
    except Exception:  # ImportError, or a broken native library
        return False
    return True


_analyzers: dict = {}
_lock = threading.Lock()


def analyzer(eval_level: str, threads: int = 0, cubeful: bool = True):
    """A shared bgsage analyzer per (level, threads, cubeful); bgsage's analyzers are thread-safe."""
    key = (eval_level, threads, cubeful)
    with _lock:
        if key not in _analyzers:
            import bgsage

            _analyzers[key] = bgsage.BgBotAnalyzer(eval_level=eval_level, cubeful=cubeful,
                                                   parallel_threads=threads)
        return _analyzers[key]


def probabilities(position, on_roll: bool = True, eval_level: str = "1ply", threads: int = 0) -> tuple:
    """Cubeless (win, win gammon, win backgammon, lose gammon, lose backgammon) before the roll
    for the player whose checkers are "mine" in *position*; *on_roll* tells whether that player
    rolls next."""
    if eval_level != "1ply":
        # deeper: bgsage's cube analysis gives the chances before the roll (kept in the cache)
        from .reference import cube_values

        if on_roll:
            p = list(cube_values(eval_level, CubeState(position))[3])
        else:
            p = list(cube.invert(cube_values(eval_level, CubeState(position.swapped()))[3]))
        b = position.board
        return tuple(impossible_results_removed(b, p, is_race(b)))
    a = analyzer(eval_level, threads)
    if eval_level == "1ply":
        # the network's value of the position as the other side has just moved into it: the
        # same numbers as the 1-ply cube analysis gives, without its cost
        if on_roll:
            p = list(cube.invert(a.post_move_analytics(list(position.swapped().board)).probs.to_list()))
        else:
            p = list(a.post_move_analytics(list(position.board)).probs.to_list())
    elif on_roll:
        p = list(a.cube_action(list(position.board)).probs.to_list())
    else:
        p = list(cube.invert(a.cube_action(list(position.swapped().board)).probs.to_list()))
    # the network can see backgammons where the rules rule them out (e.g. a race with no
    # checker left in the winner's home board): drop what cannot happen
    b = position.board
    return tuple(impossible_results_removed(b, p, is_race(b)))


def plays_valued(eval_level: str, board, boards, state: CubeState | None = None) -> list:
    """``[(cubeful equity, probabilities)]`` of each board in *boards* (positions after a play
    from *board*, seen from the mover), valued as bgsage's ``checker_play`` values its candidates
    at *eval_level*: for more than one ply, the opponent's cube-aware search from the position
    the play leaves.  bgsage offers that only for a whole roll, so this reaches the function its
    analyzer calls for each candidate; should a bgsage version not have it, the boards are valued
    by ``post_move_analytics`` (the same probabilities, cubeful by Janowski's formula)."""
    a = analyzer(eval_level)
    args = _match_args(state)
    match = bool(args.get("away1") or args.get("away2"))
    jacoby = bool(args.get("jacoby")) and not match
    beaver = bool(args.get("beaver")) and not match
    owner_name = args["cube_owner"]
    inner = getattr(getattr(a, "_analyzer", None), "_inner", None)
    plies = getattr(inner, "_n_plies", 1)
    strategy = getattr(inner, "_strategy_1ply", None)
    if plies > 1 and strategy is not None:
        try:
            import bgbot_cpp
            from bgsage.analyzer import OWNER_MAP, _FLIP_OWNER

            out = []
            for b in boards:
                r = bgbot_cpp.cubeful_probs_and_equity_nply(
                    bgbot_cpp.flip_board(list(b)), _FLIP_OWNER[OWNER_MAP[owner_name]], strategy,
                    plies, n_threads=1, cube_value=args["cube_value"],
                    away1=args.get("away2", 0), away2=args.get("away1", 0),
                    is_crawford=bool(args.get("is_crawford", False)), jacoby=jacoby,
                    beaver=beaver, bearoff_db=getattr(inner, "_bearoff_db", None),
                    root_board=list(board))
                q = r["probs"]
                out.append((-float(r["equity"]), (1.0 - q[0], q[3], q[4], q[1], q[2])))
            return out
        except (ImportError, AttributeError, KeyError, TypeError):
            pass
    post_args = {k: v for k, v in args.items() if k != "beaver"}
    out = []
    for b in boards:
        post = a.post_move_analytics(list(b), **post_args)
        out.append((float(post.cubeful_equity), tuple(float(x) for x in post.probs.to_list())))
    return out


def _match_args(state: CubeState | None) -> dict:
    if state is None:
        return dict(cube_value=1, cube_owner="centered", jacoby=False, beaver=False)
    return dict(cube_value=state.cube_value, cube_owner=_OWNER_FOR_BOT[state.cube_owner],
                away1=state.bot_away, away2=state.opponent_away, is_crawford=state.crawford,
                jacoby=state.is_money and state.jacoby, beaver=state.is_money and state.beavers)


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
            from .analysis import checker_analysis

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
        return probabilities(position, bot_on_roll, self.eval_level, self.threads)

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
            from dataclasses import replace

            doubler = replace(doubler, bot_on_roll=True)
        r = self._cube(doubler)
        if not r.should_take:
            return Answer.PASS
        if r.is_beaver and state.is_money and state.beavers and 4 * state.cube_value <= state.cube_limit:
            return Answer.BEAVER
        return Answer.TAKE
