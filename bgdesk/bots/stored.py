"""The analysis another program stored in a file, as bgdesk's own analysis (no Qt, no bgsage).

:func:`analysis_from_stored` turns a :class:`~bgdesk.engine.stored.StoredAnalysis` (what GNU
Backgammon kept in an .sgf, what eXtreme Gammon kept in an .xg) into the
:class:`~bgdesk.bots.analysis.MatchAnalysis` the Analysis and Review windows show: every checker
play with its candidates, every doubling decision and its answer, each player's error rate, and
the winning chances after each play. Nothing is computed again: the numbers are the file's.

Which decisions count towards an error rate is decided as :func:`bgdesk.bots.analysis.analyse`
decides it. GNU Backgammon stores a match's cube figures as match-winning chances: they become
normalized equities with the match equity table (Kazaross-XG2, GNU Backgammon's default), per
unit of the cube before the double, as GNU Backgammon shows them.
"""

from __future__ import annotations

from bgdesk.bots import met
from bgdesk.bots.analysis import Candidate, CheckerHint, CubeHint, MatchAnalysis, walk_game

__all__ = ["analysis_from_stored", "cube_hint_of", "checker_hint_of"]


def _level_name(source: str, level: str) -> str:
    return f"{source}, {level}" if level else source


def cube_hint_of(stored, game, doubler: int) -> CubeHint:
    """The stored doubling decision as a :class:`CubeHint` from the doubler's side."""
    nd, dt, dp = stored.nd, stored.dt, stored.dp
    if stored.mwc and game.match_length:
        L = game.match_length
        me, opp = L - game.score[doubler], L - game.score[1 - doubler]
        done = game.crawford or (L - 1) in game.score
        cube = game.cube_value
        win = met.after_game(me, opp, cube, 0, done)
        lose = met.after_game(me, opp, 0, cube, done)
        span = win - lose
        if span > 1e-9:
            nd, dt = (2.0 * (x - lose) / span - 1.0 for x in (nd, dt))
            dp = 1.0
    return CubeHint(float(nd), float(dt), float(dp), tuple(float(p) for p in stored.probs),
                    stored.level)


def checker_hint_of(stored, position, dice, played_board) -> CheckerHint:
    """The stored candidates of a play as a :class:`CheckerHint`, the play made marked. They
    stay in the program's order, its best first: a program lists the plays it looked at more
    deeply first, and a figure of a shallower look is not compared with them."""
    cands = list(stored.candidates)
    best = cands[0].equity if cands else 0.0
    out = tuple(Candidate(c.notation, tuple(c.board), float(c.equity), float(c.equity) - best,
                          tuple(float(p) for p in c.probs)) for c in cands)
    level = cands[0].level if cands else ""
    hint = CheckerHint(position.position_id(), tuple(dice), out, None, level)
    return hint.with_played(played_board)


def analysis_from_stored(record, stored, names=None) -> MatchAnalysis:
    """The decisions of ``record`` that ``stored`` holds figures for, as a
    :class:`MatchAnalysis` (games without any stored figure are left out)."""
    source = stored.source or "stored"
    out = MatchAnalysis(tuple(names) if names else ("Player 1", "Player 2"), [],
                        _level_name(source, ""))
    levels: set[str] = set()
    for gi, rec in enumerate(record.games):
        if not any(k[0] == gi for k in list(stored.checker) + list(stored.cube)):
            continue

        def checker_of(index, pos, dice, _state, after, gi=gi):
            sc = stored.checker.get((gi, index))
            if sc is None:
                return None
            hint = checker_hint_of(sc, pos, dice, after)
            levels.add(hint.level)
            return hint

        def cube_of(index, _state, game, gi=gi):
            sc = stored.cube.get((gi, index))
            if sc is None:
                return None
            hint = cube_hint_of(sc, game, game.on_roll)
            levels.add(hint.level)
            return hint

        out.games.append(walk_game(gi, rec, checker_of, cube_of))
    levels.discard("")
    if len(levels) == 1:
        out.level = _level_name(source, levels.pop())
    return out
