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
from bgdesk.bots.analysis import (CLOSE_CUBE, Candidate, CheckerHint, CubeHint, Decision,
                                  GameAnalysis, MatchAnalysis, _groups, may_double_usefully)
from bgdesk.bots.context import CubeState

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
    from bgdesk.engine import EventKind
    from bgdesk.engine.game import Game, Phase, replay_into

    source = stored.source or "stored"
    out = MatchAnalysis(tuple(names) if names else ("Player 1", "Player 2"), [],
                        _level_name(source, ""))
    levels: set[str] = set()
    for gi, rec in enumerate(record.games):
        if not any(k[0] == gi for k in list(stored.checker) + list(stored.cube)):
            continue
        game = Game(rec.rules, None, match_length=rec.match_length, score=rec.score,
                    crawford=rec.crawford, start=rec.start)
        ga = GameAnalysis(gi, [], [(0, 0.5)])
        plays = 0
        offered = offered_state = None
        at = 0
        for group in _groups(rec.events):
            index, at = at, at + len(group)
            ev = group[0]
            k, p = ev.kind, ev.player
            before = None
            if k is EventKind.PLAY and game.phase is Phase.MOVING:
                before = (game.position, game.dice, CubeState.from_game(game, game.on_roll),
                          len({pl.result_board for pl in game.legal_plays}))
            elif k in (EventKind.ROLL, EventKind.DOUBLE) and game.phase is Phase.BEFORE_ROLL:
                state = CubeState.from_game(game, game.on_roll)
                if game.can_double(game.on_roll) and may_double_usefully(state):
                    before = (state, cube_hint_of(stored.cube[(gi, index)], game, game.on_roll)
                              if (gi, index) in stored.cube else None)
            replay_into(game, group, where=f"game {gi + 1}")
            if k is EventKind.PLAY:
                plays += 1
                sc = stored.checker.get((gi, index))
                if before is None or sc is None:
                    continue
                pos, dice, state, distinct = before
                after = game.position_for(p).board
                hint = checker_hint_of(sc, pos, dice, after)
                levels.add(hint.level)
                i = hint.played
                if i is None:
                    continue
                cand = hint.candidates[i]
                ga.trace.append((plays, cand.win if p == 0 else 1.0 - cand.win))
                if distinct > 1:
                    ga.decisions.append(Decision(
                        gi, plays, p, "play", tuple(dice), pos.position_id(), cand.play,
                        hint.best.play, hint.loss_of(after) or 0.0, True, index, state,
                        tuple(after), hint))
            elif k is EventKind.ROLL and before is not None and before[1] is not None:
                state, hint = before
                levels.add(hint.level)
                loss = hint.double_loss(False)
                close = hint.double_equity - hint.nd > -CLOSE_CUBE
                ga.decisions.append(Decision(
                    gi, plays + 1, p, "double", None, state.position.position_id(), "no double",
                    hint.proper, loss, loss > 0.0005 or close, index, state, None, hint))
            elif k is EventKind.DOUBLE:
                offered = offered_state = None
                if before is not None and before[1] is not None:
                    state, hint = before
                    levels.add(hint.level)
                    offered, offered_state = hint, state
                    ga.decisions.append(Decision(
                        gi, plays + 1, p, "double", None, state.position.position_id(), "double",
                        hint.proper, hint.double_loss(True), True, index, state, None, hint))
            elif k in (EventKind.TAKE, EventKind.BEAVER, EventKind.DROP) and offered is not None:
                took = k is not EventKind.DROP
                ga.decisions.append(Decision(
                    gi, plays + 1, p, "take", None, game.position_for(p).position_id(),
                    "pass" if not took else ("beaver" if k is EventKind.BEAVER else "take"),
                    "take" if offered.should_take else "pass", offered.take_loss(took), True,
                    index, offered_state, None, offered))
                offered = offered_state = None
        if game.result is not None:
            ga.winner = game.result.winner
            ga.trace.append((plays, 1.0 if ga.winner == 0 else 0.0))
        else:
            ga.complete = False
        out.games.append(ga)
    levels.discard("")
    if len(levels) == 1:
        out.level = _level_name(source, levels.pop())
    return out
