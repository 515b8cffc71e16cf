"""The one adapter to bgsage (Open Sage, MPL-2.0): whether it is here, its shared analyzers, the
match state in its terms, and the value of single plays.

bgsage is imported lazily, only here and in the modules built on this one, so bgdesk starts and
plays fully without it.  Its board layout is exactly ``Position.board`` (seen from the player on
roll, positive = that player's checkers, [25] that player's bar, [0] the opponent's bar as a
count), so no conversion is needed.

Built on it: :mod:`bgdesk.bots.reference` (the depths of the advice, its cache, and the chances
of a position at a depth), :mod:`bgdesk.bots.analysis` (hints and analysis) and
:mod:`bgdesk.bots.sagebot` (the strong bot levels named in :data:`LEVELS`).
"""

from __future__ import annotations

import threading
from functools import lru_cache

from .context import CubeState

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


#: The bear-off database as the packaged program carries it: gzip-compressed beside bgsage's
#: data (4.9 MB as bgsage ships it, 1.0 MB compressed; packaging/bgdesk.spec).
BEAROFF_COMPRESSED_SUFFIX = ".gz"

_bearoff_lock = threading.Lock()
_bearoff: list = []  # [the path handed to bgsage, or True], once worked out
_bearoff_keep: list = []  # the open in-memory file behind that path


def bearoff_database() -> "str | bool":
    """What bgsage's analyzers are given as ``bearoff_db``: ``True`` (bgsage's own file, where a
    normal installation of bgsage has it), or, when only the compressed copy the packaged program
    carries is there, that copy unpacked once per process into an in-memory file (Linux:
    ``memfd_create``), named by its ``/proc/self/fd`` path - nothing is written to disk."""
    with _bearoff_lock:
        if not _bearoff:
            _bearoff.append(_find_bearoff())
        return _bearoff[0]


def _find_bearoff() -> "str | bool":
    import os

    from bgsage import weights

    plain = os.path.join(weights._data_dir(), weights.BEAROFF_DB_FILENAME)
    packed = plain + BEAROFF_COMPRESSED_SUFFIX
    if os.path.exists(plain) or not os.path.exists(packed) or not hasattr(os, "memfd_create"):
        return True
    import gzip

    fd = os.memfd_create("bgsage-bearoff", os.MFD_CLOEXEC)
    out = os.fdopen(fd, "wb")
    with gzip.open(packed, "rb") as src:
        while chunk := src.read(1 << 20):
            out.write(chunk)
    out.flush()
    _bearoff_keep.append(out)
    return f"/proc/{os.getpid()}/fd/{fd}"


_analyzers: dict = {}
_lock = threading.Lock()


def analyzer(eval_level: str, threads: int = 0, cubeful: bool = True):
    """The analyzer of (level, threads, cubeful) to ask: bgsage's own, shared in this process, or,
    once the program has moved bgsage into helper processes (:mod:`bgdesk.bots.sage_process`),
    a stand-in whose calls those helpers answer."""
    from . import sage_process

    if sage_process.pool() is not None:
        return sage_process.RemoteAnalyzer(eval_level, threads, cubeful,
                                           lambda: local_analyzer(eval_level, threads, cubeful))
    return local_analyzer(eval_level, threads, cubeful)


def local_analyzer(eval_level: str, threads: int = 0, cubeful: bool = True):
    """A shared bgsage analyzer per (level, threads, cubeful) in this process; bgsage's analyzers
    are thread-safe."""
    key = (eval_level, threads, cubeful)
    with _lock:
        if key not in _analyzers:
            import bgsage

            _analyzers[key] = bgsage.BgBotAnalyzer(eval_level=eval_level, cubeful=cubeful,
                                                   parallel_threads=threads,
                                                   bearoff_db=bearoff_database())
        return _analyzers[key]


def plays_valued(eval_level: str, board, boards, state: CubeState | None = None) -> list:
    """``[(cubeful equity, probabilities)]`` of each board in *boards* (positions after a play
    from *board*, seen from the mover), valued as bgsage's ``checker_play`` values its candidates
    at *eval_level* (see :func:`plays_valued_here`); by a helper process where the program uses
    them."""
    from . import sage_process

    args = _match_args(state)
    return sage_process.remote_or_local(
        "plays_valued", [eval_level, [int(x) for x in board], [[int(x) for x in b] for b in boards], args],
        lambda: plays_valued_here(eval_level, board, boards, args),
        lambda out: [(float(eq), tuple(float(x) for x in p)) for eq, p in out])


def plays_valued_here(eval_level: str, board, boards, args: dict) -> list:
    """:func:`plays_valued` in this process, the match state given as bgsage's arguments
    (:func:`_match_args`): for more than one ply, the opponent's cube-aware search from the
    position the play leaves.  bgsage offers that only for a whole roll, so this reaches the
    function its analyzer calls for each candidate; should a bgsage version not have it, the
    boards are valued by ``post_move_analytics`` (the same probabilities, cubeful by Janowski's
    formula)."""
    a = local_analyzer(eval_level)
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
