"""When a computer player offers to resign, and what: a single game, a gammon or a backgammon;
and whether a person's resignation was right.

The value of a resignation of *kind* (1 single, 2 gammon, 3 backgammon) is the resigner's loss of
that kind at the current cube; the value of playing on is the resigner's expected result over
the cubeless probabilities before the roll (gammons counted as single games while the Jacoby
rule applies, match winning chances from the match equity table in a match), as GNU Backgammon
values a resignation, at the reference depth of bgdesk's advice (bgsage's 3-ply, about GNU
Backgammon's 2-ply) when bgsage can be imported, else by our own evaluation.  Both are measured
in normalized equity (a single game at the current cube is worth 1).  A person's resignation
made after the roll is judged on the probabilities after the best play of that roll
(:func:`probabilities_after_roll`): bgdesk's rule, not checked against GNU Backgammon.  With bgsage, a bot offers
only what holds with the cube too (:func:`cubeful_play_on`: the cubeful equity of its cube
analysis at the same depth): where the resigner still wins now and then but is gammoned often,
the cubeless figure can sit near a single loss (an offer that looks cheap) while the cubeful
one is well below it (the opponent, with its cube access and its gammons, should refuse a
single) or above it (the resigner's own cube access: resigning costs more).  Measured against
gnubg 2-ply on bot games (tests/benchmarks/bench_advice.py), 6 of 36 offers made by the cubeless
rule alone were too small or too costly, among them a single offered with 31 % to win.

A bot offers the smallest resignation its opponent should accept, i.e. the smallest kind worth
at least what playing on is worth to the opponent (a single game only while the bot's gammon
chances are nil, to the three decimals shown: :data:`ACCEPTABLE`), and only when that costs the
bot at most :data:`COST` (0.01) against playing on (:data:`OFFER_COST` by its own figures, leaving
room for the evaluators' disagreement; :data:`OWN_COST` by our own evaluation);
otherwise it plays on.  So it resigns a
single game when it cannot win and cannot be gammoned, a gammon once the gammon is certain to
within half a percent, a backgammon likewise; and a game still open (a gammon one game in ten, say) is
played out.  A quick look with bgsage's network (or our own evaluation) first leaves out every
position where no resignation is near (:data:`SCREEN`), so the deep evaluation runs only near
the end of a game that is lost.

::

    from bgdesk.bots import resignation_offer, resignation_offer_in_game
    kind = resignation_offer(CubeState(position, ...))     # None, 1, 2 or 3
    kind = resignation_offer_in_game(game, player)         # the same for an engine Game
    judge_resignation(CubeState(position, ...), 2)         # a person resigned a gammon: right?

A controller asks before the bot rolls; after a declined offer it passes the kind declined
(``declined=``), and the bot offers again only a larger kind the position has come to warrant.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import cube
from .context import CubeState

#: The most a resignation may cost the resigner against playing on (normalized equity).
COST = 0.01
#: What an offer may cost by bgdesk's own figures: half of :data:`COST`, the rest is room for
#: the evaluators' disagreement (against gnubg 2-ply, bgsage 3-ply's figure for saving a gammon
#: differs by up to 0.007: a gammon resigned at 0.0097 by bgsage's figures cost 0.011 by gnubg's).
OFFER_COST = 0.005
#: The same bound where bgsage is missing and our own, rougher evaluation judges (it puts a
#: certain gammon at 99.3 %, say).
OWN_COST = 0.02
#: A resignation the opponent should accept gives it at least what playing on is worth to it,
#: less this (what three decimals do not show).
ACCEPTABLE = 0.0005
#: The quick look: no resignation within this much of playing on by the network, no deep look.
SCREEN = 0.15
#: The depth of the deep look (the reference depth of the advice).
LEVEL = "3ply"
#: Kept for callers of the older rule: a winning chance below this is no chance at all.
HOPELESS = 0.002


def probabilities(position, on_roll: bool = True, level: str = LEVEL) -> tuple:
    """Cubeless (win, win gammon, win backgammon, lose gammon, lose backgammon) of the player
    whose checkers are "mine" in *position*, *on_roll* telling whether that player rolls next:
    bgsage at *level* ("1ply": its network alone) when it can be imported, our own evaluation
    otherwise."""
    from . import reference, sage

    if sage.available():
        return reference.probabilities(position, on_roll, eval_level=level)
    from .evaluator import default_evaluator

    ev = default_evaluator()
    if on_roll:
        return cube.invert(ev.probabilities(position.swapped().board))
    return tuple(ev.probabilities(position.board))


def probabilities_after_roll(position, dice, state: CubeState | None = None,
                             level: str = LEVEL) -> tuple:
    """Cubeless chances of the player on roll in *position* (its checkers "mine") who has
    rolled *dice*, after its best play: the plays bgsage's network ranks near its best (the
    advice's move filter) valued at *level* with the match state *state* (of that player), the
    best by its equity; without bgsage, our own evaluation of every play, the best by its
    cubeless money equity. A roll that cannot be played leaves the position to the opponent."""
    from . import reference, sage

    plays = position.legal_plays(*dice)
    if not plays:
        return probabilities(position, False, level)
    if sage.available():
        boards = reference.filtered(reference.network_ranking(position, dice, state))
        values = reference.value_boards(level, position.board, boards, state)
        return tuple(max(values, key=lambda v: v[0])[1])
    from .evaluator import default_evaluator

    ev = default_evaluator()

    def money(q) -> float:
        w, wg, wbg, lg, lbg = q
        return 2.0 * w - 1.0 + wg - lg + wbg - lbg

    return max((tuple(ev.probabilities(p.result_board)) for p in plays), key=money)


def _values(p, state: CubeState, play_on: float | None = None) -> tuple:
    """(playing on, [(kind, value of resigning it)]) in normalized equity for the resigner;
    playing on is worth *play_on* when given (the cubeful equity), else the cubeless expected
    result of *p*."""
    s = cube.state_scale(state)
    span = s.win1 - s.lose1
    if span <= 1e-12:
        return None, []

    def norm(u: float) -> float:
        return 2.0 * (u - s.lose1) / span - 1.0

    kinds = [(1, s.lose1), (2, s.lose2)]
    if state.backgammon_value != 2:  # a backgammon counting as a gammon is resigned as one
        kinds.append((3, s.lose3))
    value = norm(cube.expected(p, s)) if play_on is None else float(play_on)
    return value, [(k, norm(v)) for k, v in kinds]


def cubeful_play_on(state: CubeState, level: str = LEVEL) -> float | None:
    """What playing on is worth to the resigner of *state* with the cube (normalized, from its
    cube analysis at *level*), or None where the cube plays no part (a game without it), where
    a backgammon counts as a gammon (bgsage's figures count it as three) or bgsage is missing."""
    from dataclasses import replace

    from . import sage

    if not sage.available() or not state.use_cube or level == "1ply" or state.backgammon_value != 3:
        return None
    from . import reference

    def best(on_roll: CubeState) -> float:  # the proper cube action's equity (as the hint's)
        nd, dt, dp = reference.cube_figures(level, on_roll)[:3]
        return float(max(nd, min(dt, dp)))

    if state.bot_on_roll:
        return best(state)
    return -best(replace(state.for_opponent(), bot_on_roll=True))


def warranted_resignation(p, state: CubeState, cost: float = COST,
                          play_on: float | None = None) -> int | None:
    """The resignation the resigner of *state* should offer with probabilities *p* (seen from
    it), or None to play on: the smallest kind the opponent should accept, if it costs at most
    *cost* against playing on (worth *play_on* when given, see :func:`_values`)."""
    play_on, kinds = _values(p, state, play_on)
    if play_on is None:
        return None  # nothing left to play for (cannot happen in a game that is still going)
    for kind, value in kinds:
        if value > play_on + ACCEPTABLE:
            continue  # less than playing on is worth to the opponent: it should refuse
        return kind if play_on - value <= cost + 1e-9 else None
    return None


def resignation_offer(state: CubeState, declined: int = 0) -> int | None:
    """The resignation (1 single, 2 gammon, 3 backgammon) the bot of *state* offers now, or None.

    *state* is seen from the bot, as for every bot decision; ``state.bot_on_roll`` says who rolls
    next.  *declined* is the largest kind the opponent has already declined in this game: only a
    larger one is offered again."""
    if declined not in (0, 1, 2, 3):
        raise ValueError(f"a declined resignation is 0 (none), 1, 2 or 3, not {declined!r}")
    from . import sage

    if sage.available() and LEVEL != "1ply":
        quick = probabilities(state.position, state.bot_on_roll, level="1ply")
        if warranted_resignation(quick, state, cost=SCREEN) is None:
            return None
    cost = OFFER_COST if sage.available() else OWN_COST
    p = probabilities(state.position, state.bot_on_roll)
    kind = warranted_resignation(p, state, cost)
    if kind is not None:
        cubeful = cubeful_play_on(state)
        if cubeful is not None and warranted_resignation(p, state, cost, cubeful) != kind:
            return None  # right without the cube, not with it (or the other way): play on
    if kind is None or kind <= declined:
        return None
    return kind


def resignation_offer_in_game(game, player: int, declined: int = 0) -> int | None:
    """:func:`resignation_offer` for *player* (0 or 1) of an engine
    :class:`~bgdesk.engine.game.Game`; None when the game does not allow a resignation now."""
    if not game.can_resign(player):
        return None
    return resignation_offer(CubeState.from_game(game, player), declined)


@dataclass(frozen=True)
class ResignationJudgement:
    """A resignation of ``kind`` judged for the resigner (normalized equity): ``value`` of
    resigning, ``play_on`` (what playing on is worth), ``loss`` (what resigning gives up against
    playing on, >= 0), ``refusable`` (the opponent should refuse it: it gives the opponent less
    than playing on), ``warranted`` (the resignation bgdesk would offer, or None), and the
    resigner's chances ``probs``."""

    kind: int
    value: float
    play_on: float
    loss: float
    refusable: bool
    warranted: int | None
    probs: tuple

    @property
    def resigning_is_best(self) -> bool:
        """Resigning is worth at least what playing on is (the best answer, as the analysis and
        the review name it)."""
        return self.value >= self.play_on

    @property
    def right(self) -> bool:
        """Giving up no more than :data:`COST` against playing on."""
        return self.loss <= COST + 1e-9


def judge_resignation(state: CubeState, kind: int, dice: tuple | None = None) -> ResignationJudgement:
    """Whether resigning *kind* was right for the player of *state* (seen from the resigner).
    *dice*: the roll of the player on roll, when the resignation came after it (a 6-6 that
    saves the gammon makes resigning it a blunder, a 2-1 that cannot makes it right: the chances
    are those after the best play of that roll, not before it)."""
    if kind not in (1, 2, 3):
        raise ValueError(f"a resignation is of a single game (1), gammon (2) or backgammon (3), not {kind!r}")
    if dice:
        if state.bot_on_roll:
            p = probabilities_after_roll(state.position, tuple(dice), state)
        else:  # the opponent rolled: its best play, seen from the resigner
            from dataclasses import replace

            roller = replace(state.for_opponent(), bot_on_roll=True)
            p = cube.invert(probabilities_after_roll(roller.position, tuple(dice), roller))
    else:
        p = tuple(probabilities(state.position, state.bot_on_roll))
    play_on, kinds = _values(p, state)
    values = dict(kinds)
    value = values.get(kind, values.get(2, -1.0))
    return ResignationJudgement(kind, value, play_on, max(0.0, play_on - value),
                                value > play_on + ACCEPTABLE, warranted_resignation(p, state), p)


__all__ = ["ACCEPTABLE", "COST", "OFFER_COST", "ResignationJudgement", "cubeful_play_on", "judge_resignation",
           "probabilities", "probabilities_after_roll",
           "resignation_offer", "resignation_offer_in_game", "warranted_resignation"]
