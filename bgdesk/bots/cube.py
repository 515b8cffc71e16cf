"""Cube and resignation decisions for our own bots, from cubeless probabilities.

Published methods only:

* **Janowski's cubeful equity** (R. Janowski, "Take-points in money games", 1993): the cubeful
  equity is interpolated between the dead-cube equity and a fully-live-cube model by a cube
  efficiency x (0.68 in contact play, less in short races).  With average win value W and loss
  value L (gammons included), the take point is (L - 1/2) / (W + L + x/2) and the cash point
  (L + 1) / (W + L + 1/2).  A double is right when min(double/take, double/pass) > no double;
  a take is right when double/take <= double/pass for the doubler.
* **Match play**: outcomes are valued by match winning chances from the Kazaross-XG2 table
  (:mod:`bgdesk.bots.met`).  Take and cash points come from the classic recursion over cube
  levels (a live take point is the dead-cube take point times the taker's own cash point as the
  new cube owner); a figure is the dead-cube value (with gammons) plus x times the value of
  cube access in that gammonless live model.  A side for which a win at the cube it would own
  already wins the match has a dead cube.  No double in the Crawford game; never a double
  by a side for which a win at the current cube already wins the match; after the Crawford game
  the trailer doubles at once.
* **Keith count** for money races (T. Keith): pip count, plus 2 for each checker beyond one on
  the 1-point, 1 for each beyond one on the 2-point, 1 for each beyond three on the 3-point, 1
  for each empty 4-, 5- or 6-point; the roller's count is raised by a seventh (rounded down).  The roller
  doubles when its count exceeds the opponent's by at most 4, redoubles by at most 3, and the
  opponent takes when the roller's count exceeds its own by at least 2.
* **Jacoby rule**: while the cube is centred, gammons are valued as single games for "no
  double" (they count only after the cube is turned), though the doubling window is the one of
  a turned cube, where they count.  So a player with big gammon chances who
  would play on for the gammon without the rule ("too good to double") doubles and cashes under
  it.  Beavers: the taker beavers when it expects to win after taking (double/take < 0 for the
  doubler).

All probabilities are five-tuples (win, win gammon, win backgammon, lose gammon, lose
backgammon) where gammon entries include backgammons.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import met
from .context import Answer, CubeState
from .features import is_race

CONTACT_EFFICIENCY = 0.68


def invert(p) -> tuple:
    """The same five probabilities seen from the other player."""
    w, wg, wbg, lg, lbg = p
    return (1.0 - w, lg, lbg, wg, wbg)


def efficiency(board) -> float:
    """Janowski's cube efficiency x for *board*: 0.68 in contact, from 0.6 to 0.7 in races."""
    if not is_race(board):
        return CONTACT_EFFICIENCY
    mine = theirs = 0
    for p in range(1, 25):
        v = board[p]
        if v > 0:
            mine += p * v
        elif v < 0:
            theirs += (25 - p) * -v
    pips = (mine + theirs) / 2.0
    return max(0.6, min(0.7, 0.55 + 0.0015 * pips))


# --------------------------------------------------------------------------- outcome values

@dataclass(frozen=True)
class Scale:
    """Values of the six game results for one player at one cube, in a common unit (points in
    money play, match winning chances in a match): win single/gammon/backgammon, then losses
    (as the value to that player, so losses are the lower numbers)."""

    win1: float
    win2: float
    win3: float
    lose1: float
    lose2: float
    lose3: float


def scale(away_me: int, away_opp: int, cube: int, crawford_done: bool, gammons: bool = True,
          backgammon: int = 3) -> Scale:
    """Result values for a player needing *away_me* (0: money play) at cube *cube*; a
    backgammon counts *backgammon* (3, or 2 when it counts as a gammon)."""
    if not away_me:
        if gammons:
            return Scale(cube, 2 * cube, backgammon * cube, -cube, -2 * cube, -backgammon * cube)
        return Scale(cube, cube, cube, -cube, -cube, -cube)
    e = met.after_game
    w1 = e(away_me, away_opp, cube, 0, crawford_done)
    l1 = e(away_me, away_opp, 0, cube, crawford_done)
    if not gammons:
        return Scale(w1, w1, w1, l1, l1, l1)
    return Scale(w1, e(away_me, away_opp, 2 * cube, 0, crawford_done),
                 e(away_me, away_opp, backgammon * cube, 0, crawford_done), l1,
                 e(away_me, away_opp, 0, 2 * cube, crawford_done),
                 e(away_me, away_opp, 0, backgammon * cube, crawford_done))


def state_scale(state: CubeState, cube: int | None = None, gammons: bool | None = None) -> Scale:
    """Result values for the bot of *state* (at its cube unless *cube* is given)."""
    if gammons is None:
        gammons = not state.jacoby_active
    return scale(state.bot_away, state.opponent_away, cube or state.cube_value, state.crawford_done,
                 gammons, state.backgammon_value)


def expected(p, s: Scale) -> float:
    """Dead-cube expected value of probabilities *p* under result values *s*."""
    w, wg, wbg, lg, lbg = p
    return ((w - wg) * s.win1 + (wg - wbg) * s.win2 + wbg * s.win3
            + (1.0 - w - lg) * s.lose1 + (lg - lbg) * s.lose2 + lbg * s.lose3)


def _win_loss_values(p, s: Scale, to_e) -> tuple:
    """Average value of a win and of a loss (both >= 1) in units where a single game is 1."""
    w, wg, wbg, lg, lbg = p
    win_val = (to_e(s.win1) * (w - wg) + to_e(s.win2) * (wg - wbg) + to_e(s.win3) * wbg) / w
    lose_val = -(to_e(s.lose1) * (1.0 - w - lg) + to_e(s.lose2) * (lg - lbg) + to_e(s.lose3) * lbg) / (1.0 - w)
    return max(win_val, 1.0), max(lose_val, 1.0)


def janowski(p, s: Scale, owner: str, x: float, window: Scale | None = None) -> float:
    """Cubeful value (same unit as *s*) for the player with probabilities *p*.

    *owner*: "centered", "mine" (this player owns the cube) or "theirs".  *window*: the result
    values that set the doubling window (take and cash points) when they differ from *s*:
    under the Jacoby rule a centred cube values gammons as singles (*s*), but any double turns
    the cube and makes them count (*window*)."""
    span = s.win1 - s.lose1
    dead = expected(p, s)
    w = p[0]
    if span <= 1e-12 or x <= 0.0 or w <= 1e-9 or w >= 1.0 - 1e-9:
        return dead
    to_e = lambda u: 2.0 * (u - s.lose1) / span - 1.0  # noqa: E731
    e_dead = to_e(dead)
    W, L = _win_loss_values(p, s, to_e)
    if window is None:
        Wt, Lt = W, L
    else:
        wspan = window.win1 - window.lose1
        Wt, Lt = _win_loss_values(p, window, lambda u: 2.0 * (u - window.lose1) / wspan - 1.0)
    tp = (Lt - 0.5) / (Wt + Lt + 0.5)
    cp = (Lt + 1.0) / (Wt + Lt + 0.5)
    if owner == "centered":
        if w < tp:
            live = -L + (L - 1.0) * w / tp
        elif w < cp:
            live = -1.0 + 2.0 * (w - tp) / (cp - tp)
        else:
            live = 1.0 + (W - 1.0) * (w - cp) / (1.0 - cp)
    elif owner == "mine":
        if w < cp:
            live = -L + (L + 1.0) * w / cp
        else:
            live = 1.0 + (W - 1.0) * (w - cp) / (1.0 - cp)
    else:
        if w < tp:
            live = -L + (L - 1.0) * w / tp
        else:
            live = -1.0 + (W + 1.0) * (w - tp) / (1.0 - tp)
    e = x * live + (1.0 - x) * e_dead
    return s.lose1 + (e + 1.0) / 2.0 * span


# --------------------------------------------------------------------------- Keith count

def keith_count(mine: tuple) -> float:
    """Keith count of one side (``Position.mine``-style counts: [1..24] points, [25] bar)."""
    pips = sum(p * mine[p] for p in range(1, 25)) + 25 * mine[25]
    count = pips
    count += 2 * max(0, mine[1] - 1)
    count += max(0, mine[2] - 1)
    count += max(0, mine[3] - 3)
    count += sum(1 for p in (4, 5, 6) if mine[p] == 0)
    return count


def keith_decision(position) -> tuple:
    """``(double, redouble, take)`` by the Keith count for the player on roll of *position*."""
    count = keith_count(position.mine)
    roller = count + count // 7
    other = keith_count(position.theirs)
    lead = roller - other
    return lead <= 4.0, lead <= 3.0, lead >= 2.0


# --------------------------------------------------------------------------- decisions

@dataclass(frozen=True)
class CubeFigures:
    """Values for the doubler: no double, double/take, double/pass (points or match chances)."""

    no_double: float
    double_take: float
    double_pass: float

    @property
    def should_double(self) -> bool:
        return min(self.double_take, self.double_pass) > self.no_double

    @property
    def should_take(self) -> bool:
        return self.double_take <= self.double_pass


def figures(p_doubler, doubler: CubeState) -> CubeFigures:
    """Cube figures for the player on roll described by *doubler* (a CubeState seen from the
    doubler, whatever its ``bot`` naming) with cubeless pre-roll probabilities *p_doubler*."""
    if not doubler.is_money:
        return match_figures(p_doubler, doubler)
    v = doubler.cube_value
    x = efficiency(doubler.position.board)
    own = "mine" if doubler.cube_owner == "bot" else "centered"
    # no double: the cube stays where it is; under Jacoby with a centred cube gammons don't count
    s_nd = state_scale(doubler)
    window = state_scale(doubler, gammons=True) if doubler.jacoby_active else None
    nd = janowski(p_doubler, s_nd, own, x, window)
    # double, take: cube at 2v owned by the taker; gammons count (the cube has been turned)
    s_dt = state_scale(doubler, 2 * v, gammons=True)
    x_dt = 0.0 if 4 * v > doubler.cube_limit else x
    dt = janowski(p_doubler, s_dt, "theirs", x_dt)
    return CubeFigures(nd, dt, float(v))


# --------------------------------------------------------------------------- match play

def live_take_point(taker_away: int, doubler_away: int, new_cube: int, done: bool, limit: int) -> float:
    """Gammonless take point, with a fully live cube, of a player needing *taker_away* who is
    doubled to *new_cube* by one needing *doubler_away*: the dead-cube take point from the match
    equity table, times the taker's cash point as the new owner (who may redouble)."""
    v = new_cube // 2
    e = met.after_game
    pass_ = e(taker_away, doubler_away, 0, v, done)
    win = e(taker_away, doubler_away, new_cube, 0, done)
    lose = e(taker_away, doubler_away, 0, new_cube, done)
    if win - lose <= 1e-12:
        return 0.0
    dead = min(1.0, max(0.0, (pass_ - lose) / (win - lose)))
    return dead * cash_point(taker_away, doubler_away, new_cube, done, limit)


def cash_point(owner_away: int, other_away: int, cube: int, done: bool, limit: int) -> float:
    """Winning chance at which the owner of *cube* cashes: the other side is at its take point
    for a redouble.  1 when a redouble is pointless (a win at *cube* already wins the match) or
    not allowed (the 64 limit)."""
    if owner_away <= cube or 2 * cube > limit:
        return 1.0
    return 1.0 - live_take_point(other_away, owner_away, 2 * cube, done, limit)


def _line(q: float, x0: float, y0: float, x1: float, y1: float) -> float:
    if x1 - x0 <= 1e-12:
        return y1 if q >= x1 else y0
    return y0 + (y1 - y0) * (q - x0) / (x1 - x0)


def match_figures(p, doubler: CubeState) -> CubeFigures:
    """Match play: match winning chances for the doubler.

    Each figure is the dead-cube value (gammons included) plus x times the value of cube access
    in the gammonless, fully live model, where the take and cash points come from the match
    equity table by the recursion of :func:`live_take_point` (a dead cube, x = 0, falls out of it:
    a side for which a win at the cube it would own already wins the match never redoubles)."""
    v, limit = doubler.cube_value, doubler.cube_limit
    a_d, a_t = doubler.bot_away, doubler.opponent_away
    done = doubler.crawford_done
    x = efficiency(doubler.position.board)
    q = p[0]
    s_v = state_scale(doubler)
    s_2v = state_scale(doubler, 2 * v)
    lose, win = s_v.lose1, s_v.win1
    dead_gl = lose + (win - lose) * q
    # no double: the doubler keeps access to the cube at v
    cp_d = cash_point(a_d, a_t, v, done, limit)
    if doubler.cube_owner == "centered" and a_t > v and 2 * v <= limit:
        tp_d = live_take_point(a_d, a_t, 2 * v, done, limit)  # if the opponent doubles first
        if q <= tp_d:
            live = lose
        elif q >= cp_d:
            live = win
        else:
            live = _line(q, tp_d, lose, cp_d, win)
    else:
        live = win if q >= cp_d else _line(q, 0.0, lose, cp_d, win)
    nd = expected(p, s_v) + x * (live - dead_gl)
    # double, take: the taker owns the cube at 2v
    cp_t = cash_point(a_t, a_d, 2 * v, done, limit)
    qt = 1.0 - q
    win_t, lose_t = 1.0 - s_2v.lose1, 1.0 - s_2v.win1
    bonus_t = (win_t - lose_t) * (min(1.0, qt / cp_t) - qt) if cp_t > 0 else 0.0
    dt = expected(p, s_2v) - x * bonus_t
    dp = met.after_game(a_d, a_t, v, 0, done)
    return CubeFigures(nd, dt, dp)


def should_double(p_bot, state: CubeState) -> bool:
    """Should the bot (on roll, pre-roll probabilities *p_bot*) double?"""
    if not state.may_double(bot=True):
        return False
    if not state.is_money:
        a_d, a_t = state.bot_away, state.opponent_away
        if a_d <= state.cube_value:
            return False  # any win already wins the match: the cube can only help the opponent
        if state.post_crawford and a_t == 1:
            return state.cube_owner == "centered"  # the trailer doubles at once
    if state.is_money and is_race(state.position.board):
        double, redouble, take = keith_decision(state.position)
        if state.cube_owner == "centered":
            return double
        return redouble
    return figures(p_bot, state).should_double


def answer(p_doubler, state: CubeState) -> Answer:
    """The bot's answer to a double; *state* is seen from the bot (the taker), *p_doubler* are
    the doubler's pre-roll probabilities."""
    doubler = state.for_opponent()
    if state.is_money and is_race(state.position.board):
        _double, _redouble, take = keith_decision(doubler.position)
        if not take:
            return Answer.PASS
        fig = figures(p_doubler, doubler)
        if _may_beaver(state) and fig.double_take < 0.0:
            return Answer.BEAVER
        return Answer.TAKE
    if not state.is_money and state.opponent_away <= state.cube_value:
        # a pass would give the doubler the match: taking can only help
        return Answer.TAKE
    fig = figures(p_doubler, doubler)
    if not fig.should_take:
        return Answer.PASS
    if _may_beaver(state) and fig.double_take < 0.0:
        return Answer.BEAVER
    return Answer.TAKE


def agrees_to_double(p_bot, state: CubeState) -> bool:
    """Should the bot (its side on roll, pre-roll probabilities *p_bot*) agree to a double that
    someone else on its side proposes, such as a chouette team mate (R36)?

    Yes when the bot's own evaluation says a double of its own cube is right now: double/take and
    double/pass both worth more to it than no double.  In money play that is the cubeful figures
    of :func:`figures` in races as well (the Keith count, which :func:`should_double` prefers in
    races, is a rule of thumb for a player deciding alone, and it stays quiet well inside the
    doubling window that the bot's own race evaluation sees); in a match, as
    :func:`should_double`."""
    if not state.may_double(bot=True):
        return False
    if not state.is_money:
        return should_double(p_bot, state)
    return figures(p_bot, state).should_double


def _may_beaver(state: CubeState) -> bool:
    """R33: money play with beavers on, and the cube after the beaver still within the limit."""
    return state.is_money and state.beavers and 4 * state.cube_value <= state.cube_limit


def accept_resignation(p_bot, state: CubeState, kind: int) -> bool:
    """Accept the opponent's offer to resign *kind* (1 single, 2 gammon, 3 backgammon)?

    Accept when the points offered are worth at least the bot's expected result of playing on
    (gammons counted as single games while Jacoby applies)."""
    if kind not in (1, 2, 3):
        raise ValueError(f"a resignation is of a single game (1), gammon (2) or backgammon (3), not {kind!r}")
    s = state_scale(state)
    offered = (s.win1, s.win2, s.win3)[kind - 1]
    play_on = expected(p_bot, s)
    return offered >= play_on - 1e-9
