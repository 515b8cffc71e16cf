"""The depths of bgdesk's advice, and its cache (no Qt; needs bgsage).

Advice is judged at bgsage's 3-ply (:data:`REFERENCE`): bgsage counts its network alone as
1-ply, so its 3-ply is two plies of look-ahead, which GNU Backgammon calls 2-ply; measured on a
fixed set of decisions against ``gnubg -t`` at 2-ply (tests/benchmarks/bench_advice.py), it is
the first of bgsage's depths close to it.  The quick figure (:data:`QUICK`, bgsage's 2-ply, about
gnubg's 1-ply) is shown first and replaced by the reference one; :data:`ROLLOUT` marks figures
from a rollout (:mod:`bgdesk.bots.rollout`).

Checker plays are valued one board at a time, as bgsage's own ``checker_play`` values its
candidates (:func:`bgdesk.bots.sage.plays_valued`), with the cube state of the decision, on all
cores, and every value is kept (:class:`Cache`, per position, match state, depth and play), so
a hint, the feedback on the board, the review and the analysis of the same decision agree and
are computed once.  Which plays are worth the reference depth is decided as GNU Backgammon
decides it for its own 2-ply: the network's (1-ply) best :data:`FILTER_KEEP` plays within
:data:`FILTER_WITHIN` of its best (gnubg 1.07's default filter, 8 plays within 0.16), plus
whatever the caller names (the play made).  The chances of a position before the roll come at
any depth from here too (:func:`probabilities`: the network read directly, deeper from the
cached cube analysis).

Close plays at the reference depth are settled by a deeper look (:func:`settle_plays`): where
plays are within :data:`SETTLE_WITHIN` of the best (at most :data:`SETTLE_KEEP` of them), the
mean of their 3-ply and 4-ply figures ranks them (:data:`SETTLED`, marked "3+4-ply"): odd and
even depths err on opposite sides, and their mean is the better figure.  Measured against gnubg
2-ply on bench_advice.py's fixed set (seed 22, 200 plays; the random games' plays were judged
then) the play called best costs 1.04 mEMG instead of 1.83 (agreement 90.0 % instead of
88.5 %); on a second set (seed 23, 199 plays) 2.20 instead of 2.75 (91.5 % instead of 88.9 %); a quarter of the decisions are settled, at about
0.5 s more each on two cores (up to 9-11 s on a machine loaded three times over).  Cube
decisions are not settled so: the same mean agreed with gnubg in 44 of 48 instead of 42 on the
first set but in 41 instead of 43 on the second.

A cube decision is settled by a rollout instead (:func:`bgdesk.bots.analysis.settled_cube_hint`)
where it is close at the reference depth: one of its two margins (doubling against not doubling,
taking against passing) within :data:`CUBE_SETTLE_WITHIN`.  The rollout (bgsage's, cubeful,
:data:`CUBE_SETTLE_TRIALS` trials, seed :data:`CUBE_SETTLE_SEED`) is kept, so every hint,
review and analysis of the decision shows it afterwards.  On bench_advice.py's first set the
three decisions this settles are three of bgsage's six disagreements with gnubg 2-ply
(lwMAAGwDAAAAAA and tvkCAwR23A4GAA, no double at 3-ply and at 4-ply, double/take by the
rollout and by gnubg; MWcDwDTMro0CQA, a pass at 3-ply, a take by both).  A wider window gained
nothing there: of the first 16 decisions within 0.1 rolled out (1296 trials), the rollout
changed no other answer for the better and one (nmcYA0CbbYQBAw, 0.041 at 3-ply) for the worse.  A rollout takes 0.1 s (a short bear-off) to
about 70 s (a contact position) on two cores.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor

from .context import CubeState

QUICK = "2ply"
REFERENCE = "3ply"
ROLLOUT = "rollout"
#: The deeper look that settles close calls, and the mark of a settled figure.
DEEPER = "4ply"
SETTLED = "3+4ply"
#: Plays within this much of the best at the reference depth are settled (at most SETTLE_KEEP).
SETTLE_WITHIN = 0.02
SETTLE_KEEP = 3
#: A cube decision this close at the reference depth (double against no double, or take
#: against pass) is settled by a rollout of CUBE_SETTLE_TRIALS trials, seed CUBE_SETTLE_SEED
#: (see the module docstring).
CUBE_SETTLE_WITHIN = 0.03
CUBE_SETTLE_TRIALS = 1296
CUBE_SETTLE_SEED = 1

#: bgsage's depths as GNU Backgammon counts plies (bgsage's 1-ply, the network alone, is gnubg's
#: 0-ply): for words in Help and marks on figures.
GNUBG_PLIES = {"1ply": 0, "2ply": 1, "3ply": 2, "4ply": 3}
FILTER_KEEP = 8
FILTER_WITHIN = 0.16
#: How many values the cache keeps: about 3 KB each with its key (measured with tracemalloc on
#: game positions), so at most about 25 MB; a 7-point match analysed fills about 3500.
CACHE_SIZE = 8000


class Cache:
    """A bounded, thread-safe map (least recently used first out)."""

    def __init__(self, size: int = CACHE_SIZE) -> None:
        self.size = size
        self._data: OrderedDict = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, key):
        with self._lock:
            value = self._data.get(key)
            if value is None:
                self.misses += 1
                return None
            self._data.move_to_end(key)
            self.hits += 1
            return value

    def peek(self, key):
        """The value kept for ``key`` (None: none), not counted as a hit or a miss."""
        with self._lock:
            return self._data.get(key)

    def put(self, key, value) -> None:
        with self._lock:
            self._data[key] = value
            self._data.move_to_end(key)
            while len(self._data) > self.size:
                self._data.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()

    def __len__(self) -> int:
        return len(self._data)


CACHE = Cache()
_pool = None
_pool_lock = threading.Lock()


def threads() -> int:
    """How many threads the advice uses: every core."""
    return max(1, os.cpu_count() or 1)


def _executor() -> ThreadPoolExecutor:
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=threads(), thread_name_prefix="bgdesk-advice")
        return _pool


def state_key(state: CubeState | None) -> tuple:
    """What of the match state a value depends on (hashable)."""
    from .sage import _match_args

    return tuple(sorted(_match_args(state).items()))


def gnubg_plies(level: str) -> int | None:
    return GNUBG_PLIES.get(level)


# -- checker plays --------------------------------------------------------------------------------

def network_ranking(position, dice, state: CubeState | None) -> list:
    """Every play of ``dice`` as the network (1-ply) ranks it, best first:
    ``[(board, cubeful equity, probabilities)]``."""
    key = ("rank", position.board, tuple(sorted(dice)), state_key(state))
    hit = CACHE.get(key)
    if hit is not None:
        return hit
    from .sage import _match_args, analyzer

    r = analyzer("1ply").checker_play(list(position.board), dice[0], dice[1], **_match_args(state))
    out = [(tuple(m.board), float(m.equity), tuple(float(x) for x in m.probs.to_list()))
           for m in r.moves]
    CACHE.put(key, out)
    return out


def filtered(ranking: list, keep: int = FILTER_KEEP, within: float = FILTER_WITHIN) -> list:
    """The boards of ``ranking`` (best first) that pass the move filter."""
    if not ranking:
        return []
    top = ranking[0][1]
    return [b for b, eq, _p in ranking if top - eq < within][:keep]


def value_boards(level: str, root_board, boards, state: CubeState | None) -> list:
    """``[(cubeful equity, probabilities)]`` of every board in ``boards`` (positions after a
    play from ``root_board``, seen from the mover) at ``level``, from the cache where it has
    them, the rest valued on all cores."""
    root = tuple(root_board)
    skey = state_key(state)
    out: list = [None] * len(boards)
    todo = []
    for i, b in enumerate(boards):
        hit = CACHE.get(("play", level, root, skey, tuple(b)))
        if hit is None:
            todo.append(i)
        else:
            out[i] = hit
    if todo:
        from .sage import plays_valued

        def one(i):
            return plays_valued(level, root, [boards[i]], state)[0]

        if len(todo) == 1:
            values = [one(todo[0])]
        else:
            values = list(_executor().map(one, todo))
        for i, v in zip(todo, values):
            v = (float(v[0]), tuple(float(x) for x in v[1]))
            CACHE.put(("play", level, root, skey, tuple(boards[i])), v)
            out[i] = v
    return out


def settle_plays(root_board, boards, values, state: CubeState | None) -> tuple:
    """``(values, settled boards)``: the reference depth's ``values`` of ``boards`` (as
    :func:`value_boards` gives them) with the close calls settled.  The plays within
    :data:`SETTLE_WITHIN` of the best (at most :data:`SETTLE_KEEP`, best first) are ranked, and
    their gaps measured, by the mean of their 3-ply and 4-ply figures; the best of them keeps the
    best 3-ply figure, so the losses of the plays left alone do not move.  Nothing is settled
    where one play is clearly best."""
    if len(boards) < 2:
        return list(values), set()
    order = sorted(range(len(boards)), key=lambda i: -values[i][0])
    top = values[order[0]][0]
    close = [i for i in order if top - values[i][0] <= SETTLE_WITHIN][:SETTLE_KEEP]
    if len(close) < 2:
        return list(values), set()
    deep = value_boards(DEEPER, root_board, [boards[i] for i in close], state)
    means = [((values[i][0] + d[0]) / 2.0,
              tuple((a + b) / 2.0 for a, b in zip(values[i][1], d[1]))) for i, d in zip(close, deep)]
    best = max(m[0] for m in means)
    out = list(values)
    for i, (eq, probs) in zip(close, means):
        out[i] = (top - (best - eq), probs)
    return out, {tuple(boards[i]) for i in close}


def known_value(level: str, root_board, board, state: CubeState | None):
    """The value of one play at ``level`` if it has been computed, else None."""
    return CACHE.get(("play", level, tuple(root_board), state_key(state), tuple(board)))


# -- cube decisions -------------------------------------------------------------------------------

def cube_margin(nd: float, dt: float, dp: float) -> float:
    """How close a cube decision is: the smaller of its two margins, doubling (the better
    answer to it) against not doubling, and taking against passing."""
    return min(abs(min(dt, dp) - nd), abs(dp - dt))


def cube_is_close(nd: float, dt: float, dp: float) -> bool:
    """Whether a cube decision is close enough at the reference depth to be settled by a
    rollout (:data:`CUBE_SETTLE_WITHIN`)."""
    return cube_margin(nd, dt, dp) <= CUBE_SETTLE_WITHIN


def cube_values(level: str, state: CubeState) -> tuple:
    """``(no double, double/take, double/pass, probabilities before the roll)`` for the player
    on roll of ``state`` (seen from that player), at ``level``; cached."""
    from .sage import _match_args, analyzer

    key = ("cube", level, state.position.board, state_key(state))
    hit = CACHE.get(key)
    if hit is not None:
        return hit
    r = analyzer(level).cube_action(list(state.position.board), **_match_args(state))
    value = (float(r.equity_nd), float(r.equity_dt), float(r.equity_dp),
             tuple(float(x) for x in r.probs.to_list()))
    CACHE.put(key, value)
    return value


def probabilities(position, on_roll: bool = True, eval_level: str = "1ply", threads: int = 0) -> tuple:
    """Cubeless (win, win gammon, win backgammon, lose gammon, lose backgammon) before the roll
    for the player whose checkers are "mine" in *position* at *eval_level*; *on_roll* tells
    whether that player rolls next."""
    from . import cube
    from .evaluator import impossible_results_removed
    from .features import is_race
    from .sage import analyzer

    if eval_level == "1ply":
        # the network's value of the position as the other side has just moved into it: the
        # same numbers as the 1-ply cube analysis gives, without its cost
        a = analyzer(eval_level, threads)
        if on_roll:
            p = list(cube.invert(a.post_move_analytics(list(position.swapped().board)).probs.to_list()))
        else:
            p = list(a.post_move_analytics(list(position.board)).probs.to_list())
    elif on_roll:
        # deeper: bgsage's cube analysis gives the chances before the roll (kept in the cache)
        p = list(cube_values(eval_level, CubeState(position))[3])
    else:
        p = list(cube.invert(cube_values(eval_level, CubeState(position.swapped()))[3]))
    # the network can see backgammons where the rules rule them out (e.g. a race with no
    # checker left in the winner's home board): drop what cannot happen
    b = position.board
    return tuple(impossible_results_removed(b, p, is_race(b)))


def keep_rollout(kind: str, key: tuple, value) -> None:
    """Keep a rollout's result (so a hint, the analysis and the review show it again)."""
    CACHE.put(("rollout", kind) + tuple(key), value)


def kept_rollout(kind: str, key: tuple):
    return CACHE.peek(("rollout", kind) + tuple(key))


def cube_figures(level: str, state: CubeState) -> tuple:
    """The cube decision of the player on roll of ``state`` as the advice shows it: ``(no
    double, double/take, double/pass, probabilities, depth, no double's and double/take's
    standard errors, trials)``, a rollout's figures when one of this decision is kept (depth
    "rollout"), else :func:`cube_values` at ``level`` (no errors, 0 trials)."""
    rolled = kept_rollout("cube", (state.position.board, state_key(state)))
    if rolled is not None:
        return (rolled.nd, rolled.dt, rolled.dp, tuple(rolled.probs), "rollout", rolled.nd_se,
                rolled.dt_se, rolled.trials)
    nd, dt, dp, probs = cube_values(level, state)
    return nd, dt, dp, probs, level, None, None, 0


__all__ = ["CACHE", "CUBE_SETTLE_SEED", "CUBE_SETTLE_TRIALS", "CUBE_SETTLE_WITHIN", "Cache",
           "cube_is_close", "cube_margin", "DEEPER", "FILTER_KEEP", "FILTER_WITHIN", "GNUBG_PLIES", "QUICK",
           "REFERENCE", "ROLLOUT", "SETTLED", "SETTLE_KEEP", "SETTLE_WITHIN", "cube_figures", "cube_values",
           "filtered", "settle_plays", "gnubg_plies", "keep_rollout", "kept_rollout",
           "known_value", "network_ranking", "probabilities", "state_key", "threads", "value_boards"]
