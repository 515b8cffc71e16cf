"""Rollouts: the leading plays of a roll, or a cube decision, played out many times by bgsage
(no Qt; needs bgsage).

bgsage's rollouts are cubeful (every trial plays the cube as well as the checkers, with the
match state of the decision), use variance reduction and stratified dice (the first roll of
every 36 trials is each of the 36 rolls once), are seeded (the same settings give the same
figures) and run on all cores.  :class:`RolloutSettings` chooses the trials, the seed and an
optional truncation (stop after so many plies and value the position there with bgsage's
network at the rollout's decision depth).

A rollout asked for again while the same one (the same decision or plays, match state and
settings) is still running is not started twice: the second caller waits for the first one's
figures and is told its progress (:func:`shared`); the rollout stops only when every caller has
cancelled.  The Hint window and the board's feedback both settle a close cube decision, often
at the same moment.

The trials are run in batches (:attr:`RolloutSettings.batch`, a multiple of 36), round-robin
over the candidates, so that every candidate's equity and standard error can be shown while
the rollout goes on (``progress``), and a rollout stops within a batch when asked
(``cancelled``).  Batch ``k`` is seeded ``seed * 1000 + k`` for every candidate (the same dice
for all of them, so the differences between them are sharper than their own errors); the batches of a candidate are
independent, so their figures are pooled: the mean of the batch means weighted by their trials,
and a standard error of ``sqrt(sum(n_i^2 se_i^2)) / N``.

When the program evaluates in helper processes (:func:`bgdesk.bots.sage_process.enable`), a
rollout runs in a rollout helper of its own (:func:`bgdesk.bots.sage_process.rollout_pool`),
which sends its progress as it goes and stops when asked; the program's process neither waits
for bgsage's interpreter lock (making the analyzers alone held it for about 0.3 s) nor grows by
bgsage's rollout tables (about 480 MB). Those helpers are closed after
:data:`IDLE_KEEP_SECONDS` without a rollout. Without helpers (the library, most tests) the
rollout runs in this process, with the same figures.

::

    settings = RolloutSettings(trials=1296, seed=7)
    plays = rollout_plays(position, (3, 1), state, boards, settings, progress=show)
    plays[0].equity, plays[0].se          # cubeful, normalized, the mover's side
    cube = rollout_cube(state, settings)  # no double / double take / double pass, with errors
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass, field, replace
from typing import Callable

from .context import CubeState

TRIALS = 1296
BATCH = 144
#: The most trials a rollout may be asked for (a bound on a number typed in by a person).
MAX_TRIALS = 1296 * 100


class Stopped(Exception):
    """The rollout was cancelled."""


@dataclass(frozen=True)
class RolloutSettings:
    """``trials`` per candidate (rounded up to a multiple of 36), ``truncation`` plies after
    which a trial is valued by the network instead of played out (0: every trial to the end of
    its game), ``seed``, ``threads`` (0: every core), ``batch`` trials between two reports."""

    trials: int = TRIALS
    truncation: int = 0
    seed: int = 1
    threads: int = 0
    batch: int = BATCH

    def __post_init__(self) -> None:
        if not 36 <= int(self.trials) <= MAX_TRIALS:
            raise ValueError(f"a rollout has from 36 to {MAX_TRIALS} trials")
        if not 0 <= int(self.truncation) <= 200:
            raise ValueError("the truncation is 0 (none) to 200 plies")
        if not 36 <= int(self.batch) <= 1296 or int(self.batch) % 36:
            raise ValueError("a batch is a multiple of 36 trials, at most 1296")

    @property
    def batches(self) -> list[int]:
        """The trials of each batch (the last may be smaller; all multiples of 36)."""
        total = -(-int(self.trials) // 36) * 36
        out = []
        while total > 0:
            n = min(self.batch, total)
            out.append(n)
            total -= n
        return out

    def key(self) -> tuple:
        return (-(-int(self.trials) // 36) * 36, int(self.truncation), int(self.seed))


@dataclass
class Rolled:
    """One candidate's rollout so far: a play (``board``) or a cube figure (``what``: "nd",
    "dt"), its equity (cubeful, normalized, the deciding player's side), standard error,
    chances (a play's, after it) and trials."""

    board: tuple | None = None
    what: str = ""
    equity: float = 0.0
    se: float = 0.0
    probs: tuple = (0.0, 0.0, 0.0, 0.0, 0.0)
    trials: int = 0
    _sum_se2: float = field(default=0.0, repr=False)

    def add(self, n: int, equity: float, se: float | None, probs) -> None:
        total = self.trials + n
        self.equity = (self.equity * self.trials + equity * n) / total
        self.probs = tuple((a * self.trials + b * n) / total for a, b in zip(self.probs, probs))
        self._sum_se2 += (n * float(se or 0.0)) ** 2
        self.trials = total
        self.se = math.sqrt(self._sum_se2) / total


@dataclass(frozen=True)
class CubeRollout:
    """A cube decision rolled out, from the doubler's side: no double, double/take (each with its
    standard error), double/pass, and the doubler's chances before the roll."""

    nd: float
    dt: float
    dp: float
    nd_se: float
    dt_se: float
    probs: tuple
    trials: int


Progress = Callable[[int, int, list], None]


_idle: dict = {}
_idle_lock = threading.Lock()
#: How long bgsage's rollout analyzers are kept after a rollout for the next one. They hold their
#: threads' tables (measured in the program on a desktop: 109 MB before a rollout from the Hint
#: window, 590 MB after it, 198 MB once they are let go); making one takes about 0.25 s. So they
#: are kept while rollouts follow one another, and let go after this long without one, rather
#: than held until the program ends.
IDLE_KEEP_SECONDS = 90.0
_drop_timer: threading.Timer | None = None


def drop_idle() -> int:
    """Let go of the rollout analyzers kept for the next rollout (their memory goes back), and
    close the rollout helpers no rollout uses (the program's helpers: bgdesk.bots.sage_process);
    how many of both. A rollout running keeps its own."""
    from . import sage_process

    with _idle_lock:
        n = sum(len(pool) for pool in _idle.values())
        _idle.clear()
    if n:
        _give_back_memory()
    helpers = sage_process.rollout_pool()
    if helpers is not None:
        n += helpers.close_idle()
    return n


def _give_back_memory() -> None:
    """Ask the C library to hand the freed pages back to the system: the analyzers were made
    and used on worker threads, whose malloc arenas keep freed memory between other
    allocations (in the program, letting go of them gave back 41 MB of ~440 MB without this)."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (ImportError, OSError, AttributeError):  # no ctypes or not glibc: still free to reuse
        pass


def _drop_idle_later() -> None:
    global _drop_timer
    with _idle_lock:
        if _drop_timer is not None:
            _drop_timer.cancel()
        _drop_timer = threading.Timer(IDLE_KEEP_SECONDS, drop_idle)
        _drop_timer.daemon = True
        _drop_timer.start()


class _Analyzers:
    """bgsage's rollout analyzers for one rollout, per batch size: taken from those kept idle
    (loading one takes a while) and given back afterwards, the cancel flag cleared."""

    def __init__(self, settings: RolloutSettings) -> None:
        self.settings = settings
        self.taken: dict = {}

    def get(self, n: int):
        if n not in self.taken:
            key = (n, int(self.settings.truncation), int(self.settings.threads))
            with _idle_lock:
                pool = _idle.setdefault(key, [])
                a = pool.pop() if pool else None
            if a is None:
                import bgsage

                from bgdesk.bots.sage import bearoff_database, networks

                a = bgsage.BgBotAnalyzer(weights=networks(), eval_level="rollout", n_trials=n,
                                         truncation_depth=int(self.settings.truncation),
                                         seed=int(self.settings.seed),
                                         parallel_threads=int(self.settings.threads),
                                         bearoff_db=bearoff_database())
            self.taken[n] = (key, a)
        return self.taken[n][1]

    def __enter__(self) -> "_Analyzers":
        return self

    def __exit__(self, *_exc) -> None:
        for key, a in self.taken.values():
            a.reset_cancel()
            with _idle_lock:
                pool = _idle.setdefault(key, [])
                if len(pool) < 2:
                    pool.append(a)
        self.taken.clear()
        _drop_idle_later()


def _args(state: CubeState | None) -> dict:
    from .sage import _match_args

    return _match_args(state)


def _watch(analyzer, cancelled: Callable[[], bool] | None, report: Callable[[int], None]):
    """A progress callback for bgsage that cancels the rollout when asked."""

    def callback(done, _total, *_rest) -> None:
        if cancelled is not None and cancelled():
            analyzer.cancel()
        report(int(done))

    return callback


def _forward_only(progress: "Progress | None") -> "Progress | None":
    """``progress`` told only counts that go forward: bgsage reports from its worker threads,
    and on a busy machine a report can come after a later one (the bar would step back)."""
    if progress is None:
        return None
    lock = threading.Lock()
    most = [-1]

    def told(done, total, figures) -> None:
        with lock:
            if done < most[0]:
                return
            most[0] = done
        progress(done, total, figures)

    return told


#: The most times a caller starts over when the rollout it waited for was stopped by the others.
MAX_RETRIES = 5


class _Job:
    """One rollout running for every caller that asked for it (:func:`shared`)."""

    def __init__(self) -> None:
        self.cond = threading.Condition()
        self.watchers: list = []  # [progress, cancelled] of each caller waiting for it
        self.last: tuple | None = None  # the last progress report
        self.finished = False
        self.result = None
        self.error: BaseException | None = None


_jobs: dict = {}
_jobs_lock = threading.Lock()


def shared(key, compute: Callable, progress: "Progress | None" = None,
           cancelled: Callable[[], bool] | None = None):
    """``compute(progress, cancelled)``, run once for the callers that ask for the same ``key``
    while it runs: the first caller runs it on its own thread, told to stop when every caller
    has cancelled; each caller gets its result (or its error) and every progress report from the
    moment it asked.  A caller that cancels stops waiting at once (:class:`Stopped`)."""
    for _attempt in range(MAX_RETRIES):
        me = [progress, cancelled]
        with _jobs_lock:
            job = _jobs.get(key)
            first = job is None
            if first:
                job = _jobs[key] = _Job()
            with job.cond:
                job.watchers.append(me)
                last = job.last
        if first:
            return _compute(key, job, compute)
        if last is not None and progress is not None:
            progress(*last)
        with job.cond:
            while not job.finished:
                if cancelled is not None and cancelled():
                    job.watchers.remove(me)
                    raise Stopped()
                job.cond.wait(0.05)
            result, error = job.result, job.error
        if error is None:
            return result
        if not isinstance(error, Stopped):
            raise error
        # the callers before this one all cancelled before it asked: start over
    return compute(progress, cancelled)


def _compute(key, job: _Job, compute: Callable):
    owner = job.watchers[0]

    def report(done, total, figures) -> None:
        with job.cond:
            job.last = (done, total, figures)
            told = [w for w in job.watchers if w[0] is not None]
        for w in told:
            if w is owner:
                w[0](done, total, figures)
                continue
            try:  # another caller's trouble is not this rollout's
                w[0](done, total, figures)
            except Exception:  # noqa: BLE001
                pass

    def everyone_cancelled() -> bool:
        with job.cond:
            asking = list(job.watchers)
        return all(c is not None and c() for _p, c in asking)

    try:
        result, error = compute(report, everyone_cancelled), None
    except BaseException as e:  # noqa: BLE001 - handed to every caller, raised here too
        result, error = None, e
    with _jobs_lock:
        if _jobs.get(key) is job:
            del _jobs[key]
        with job.cond:
            job.finished, job.result, job.error = True, result, error
            job.cond.notify_all()
    if error is not None:
        raise error
    return result


def _state_key(state: CubeState | None) -> tuple:
    return tuple(sorted(_args(state).items()))


def _run(call):
    try:
        return call()
    except Exception as e:
        if type(e).__name__ == "RolloutCancelled":  # bgsage's, or its C++ library's
            raise Stopped() from None
        raise


def rollout_plays(position, dice, state: CubeState | None, boards, settings: RolloutSettings,
                  progress: Progress | None = None,
                  cancelled: Callable[[], bool] | None = None) -> list:
    """Roll out the plays leading to ``boards`` (positions after a play of ``dice`` from
    ``position``, seen from the mover) with the match state ``state``; returns one
    :class:`Rolled` per board, in the order given.  ``progress(trials done, trials in all,
    figures so far)`` is called as trials finish; :class:`Stopped` is raised when
    ``cancelled()`` becomes true."""
    boards = [tuple(b) for b in boards]
    if not boards:
        return []
    key = ("plays", tuple(position.board), tuple(sorted(dice)), _state_key(state), tuple(boards),
           settings.key())
    args = {k: v for k, v in _args(state).items() if k != "beaver"}

    def compute(told, stop) -> list:
        told = _forward_only(told)
        request = [[list(b) for b in boards], args, settings_to_dict(settings)]
        return _anywhere("rollout_plays", request,
                         lambda: rollout_plays_here(boards, args, settings, told, stop),
                         lambda ok: [rolled_from_list(x) for x in ok], told, stop)

    return shared(key, compute, progress, cancelled)


def rollout_plays_here(boards, args: dict, settings: RolloutSettings,
                       progress: "Progress | None" = None,
                       cancelled: Callable[[], bool] | None = None) -> list:
    """:func:`rollout_plays` in this process, the match state given as bgsage's arguments."""
    progress = _forward_only(progress)
    out = [Rolled(board=b) for b in boards]
    sizes = settings.batches
    total = sum(sizes) * len(boards)
    done_before = 0
    with _Analyzers(settings) as analyzers:
        for k, n in enumerate(sizes):
            a = analyzers.get(n)
            for i, b in enumerate(boards):
                if cancelled is not None and cancelled():
                    raise Stopped()
                # every candidate of a batch gets the same dice: their differences are sharper
                a.set_seed(int(settings.seed) * 1000 + k)
                base = done_before

                def report(done: int, base=base, n=n) -> None:
                    if progress is not None:
                        progress(base + min(done, n), total, out)

                cb = _watch(a, cancelled, report)
                r = _run(lambda: a.post_move_analytics(list(b), progress_callback=cb, **args))
                se = r.cubeful_se if r.cubeful_se is not None else r.cubeless_se
                out[i].add(n, float(r.cubeful_equity), se, r.probs.to_list())
                done_before += n
                if progress is not None:
                    progress(done_before, total, out)
    return out


def rollout_cube(state: CubeState, settings: RolloutSettings, progress: Progress | None = None,
                 cancelled: Callable[[], bool] | None = None) -> CubeRollout:
    """Roll out the cube decision of the player on roll of ``state`` (seen from that player):
    no double against double/take (double/pass is the cube's value).  ``progress`` receives the
    figures so far as two :class:`Rolled` ("nd", "dt")."""
    if not state.bot_on_roll:
        state = replace(state, bot_on_roll=True)
    key = ("cube", tuple(state.position.board), _state_key(state), settings.key())
    args = _args(state)
    board = [int(x) for x in state.position.board]

    def compute(told, stop) -> CubeRollout:
        told = _forward_only(told)
        return _anywhere("rollout_cube", [board, args, settings_to_dict(settings)],
                         lambda: rollout_cube_here(board, args, settings, told, stop),
                         lambda ok: CubeRollout(**{**ok, "probs": tuple(ok["probs"])}), told, stop)

    return shared(key, compute, progress, cancelled)


def rollout_cube_here(board, args: dict, settings: RolloutSettings,
                      progress: "Progress | None" = None,
                      cancelled: Callable[[], bool] | None = None) -> CubeRollout:
    """:func:`rollout_cube` in this process, the board seen from the player on roll and the
    match state given as bgsage's arguments."""
    progress = _forward_only(progress)
    nd, dt = Rolled(what="nd"), Rolled(what="dt")
    dp = 1.0
    sizes = settings.batches
    total = sum(sizes)
    done_before = 0
    with _Analyzers(settings) as analyzers:
        for k, n in enumerate(sizes):
            a = analyzers.get(n)
            a.set_seed(int(settings.seed) * 1000 + k)
            if cancelled is not None and cancelled():
                raise Stopped()
            base = done_before

            def report(done: int, base=base, n=n) -> None:
                if progress is not None:
                    progress(base + min(done, n), total, [nd, dt])

            cb = _watch(a, cancelled, report)
            r = _run(lambda: a.cube_action(list(board), progress_callback=cb, **args))
            probs = r.probs.to_list()
            nd.add(n, float(r.equity_nd), r.equity_nd_se, probs)
            dt.add(n, float(r.equity_dt), r.equity_dt_se, probs)
            dp = float(r.equity_dp)
            done_before += n
            if progress is not None:
                progress(done_before, total, [nd, dt])
    return CubeRollout(nd.equity, dt.equity, dp, nd.se, dt.se, nd.probs, nd.trials)


# -- in a helper process (bgdesk.bots.sage_process), as the program runs them ----------------------

def _anywhere(op: str, args: list, here: Callable, answer: Callable, progress, cancelled):
    """The rollout ``op`` in a rollout helper when the program uses helpers (bgsage's rollouts
    then neither hold the program's interpreter lock nor make it bigger), else ``here()``;
    ``answer`` turns the helper's answer into the result."""
    from . import sage_process

    helpers = sage_process.rollout_pool()
    if helpers is None or helpers.failed:
        return here()

    def told(p) -> None:
        if progress is not None:
            done, total, figures = p
            progress(int(done), int(total), [rolled_from_list(x) for x in figures])

    try:
        return answer(helpers.stream(op, args, told, cancelled))
    except (sage_process.HelperStopped, sage_process.PoolClosed):
        # closed: the program is ending (or helpers were switched off), not a helper gone wrong
        raise Stopped() from None
    except sage_process.HelperGone as e:
        sage_process._tell(e)
        return here()
    finally:
        _drop_idle_later()


def settings_to_dict(settings: RolloutSettings) -> dict:
    return {"trials": int(settings.trials), "truncation": int(settings.truncation),
            "seed": int(settings.seed), "threads": int(settings.threads),
            "batch": int(settings.batch)}


def rolled_to_list(r: Rolled) -> list:
    """A :class:`Rolled` as JSON numbers (between a helper and the program)."""
    return [None if r.board is None else [int(x) for x in r.board], r.what, float(r.equity),
            float(r.se), [float(x) for x in r.probs], int(r.trials)]


def rolled_from_list(x: list) -> Rolled:
    board, what, equity, se, probs, trials = x
    return Rolled(board=None if board is None else tuple(int(v) for v in board), what=str(what),
                  equity=float(equity), se=float(se), probs=tuple(float(p) for p in probs),
                  trials=int(trials))


def cube_to_dict(c: CubeRollout) -> dict:
    return {"nd": float(c.nd), "dt": float(c.dt), "dp": float(c.dp), "nd_se": float(c.nd_se),
            "dt_se": float(c.dt_se), "probs": [float(x) for x in c.probs], "trials": int(c.trials)}


__all__ = ["BATCH", "CubeRollout", "IDLE_KEEP_SECONDS", "MAX_TRIALS", "Rolled", "RolloutSettings",
           "Stopped", "TRIALS", "cube_to_dict", "drop_idle", "rolled_from_list", "rolled_to_list",
           "rollout_cube", "rollout_cube_here", "rollout_plays", "rollout_plays_here",
           "settings_to_dict", "shared"]
