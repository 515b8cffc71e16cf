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
_memory_files: list = []  # the open in-memory files behind those paths (bear-off database, networks)


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

    with gzip.open(packed, "rb") as src:
        return _memory_file("bgsage-bearoff", iter(lambda: src.read(1 << 20), b""))


def _memory_file(name: str, chunks) -> str:
    """A file in memory (Linux: ``memfd_create``) holding ``chunks``, kept open for the life of
    the process; its ``/proc/<pid>/fd`` path, which bgsage's engine opens as any file."""
    import os

    fd = os.memfd_create(name, os.MFD_CLOEXEC)
    out = os.fdopen(fd, "wb")
    for chunk in chunks:
        out.write(chunk)
    out.flush()
    _memory_files.append(out)
    return f"/proc/{os.getpid()}/fd/{fd}"


#: bgsage's networks as the Debian package carries them (packaging/deb_python.pack_networks):
#: each weight file's bytes regrouped by their place in its 4-byte numbers (every first byte,
#: then every second, third and fourth; a length not a multiple of 4 keeps its last bytes at the
#: end), then gzip-compressed: 8.88 MB -> 7.62 MB (the numbers' exponent bytes repeat; the same
#: files gzip-compressed as they are gain 7%).
NETWORKS_PACKED_SUFFIX = ".planes.gz"

#: The most one network file may unpack to (bgsage's are 0.4 MB).
MAX_NETWORK_BYTES = 64 * 1024 * 1024

_networks_lock = threading.Lock()
_networks: list = []  # [the weights handed to bgsage's analyzers (None: bgsage's own)], once worked out


def networks():
    """What bgsage's analyzers are given as ``weights``: ``None`` (bgsage's own files, where a
    normal installation of bgsage has them), or, where only the packed copies
    (:data:`NETWORKS_PACKED_SUFFIX`) are there, bgsage's production configuration with each file
    unpacked once per process into an in-memory file (about 25 ms for all 21 distinct files on a
    2-core machine): nothing is written to disk."""
    with _networks_lock:
        if not _networks:
            _networks.append(_find_networks())
        return _networks[0]


def planes(data: bytes) -> bytes:
    """``data``'s bytes regrouped by their place in its 4-byte numbers: every first byte, then
    every second, third, fourth; the last ``len % 4`` bytes as they are, at the end (the build
    packs the networks so: packaging/deb_python.pack_networks)."""
    q = len(data) // 4
    return b"".join(data[i:4 * q:4] for i in range(4)) + data[4 * q:]


def unplane(data: bytes) -> bytes:
    """The inverse of :func:`planes`: 4 planes of ``len // 4`` bytes, then the rest."""
    q = len(data) // 4
    out = bytearray(len(data))
    for i in range(4):
        out[i:4 * q:4] = data[i * q:(i + 1) * q]
    out[4 * q:] = data[4 * q:]
    return bytes(out)


def _unpack_network(path: str) -> bytes:
    from bgdesk.resources_path import gunzip

    return unplane(gunzip(path, MAX_NETWORK_BYTES))


def _find_networks():
    import dataclasses
    import os

    from bgsage import weights

    config = weights.default_weights()
    if isinstance(config, weights.WeightConfigPair):
        fields = {"paths": list(config.paths)}
    else:
        fields = {f: getattr(config, f) for f in ("purerace", "racing", "attacking", "priming", "anchoring")}
    paths = [p for v in fields.values() for p in (v if isinstance(v, list) else [v])]
    if all(os.path.exists(p) for p in paths) or not hasattr(os, "memfd_create"):
        return None
    made: dict[str, str] = {}

    def here(path: str) -> str:
        if os.path.exists(path):
            return path
        packed = os.path.realpath(path + NETWORKS_PACKED_SUFFIX)  # aliases share one copy
        if packed not in made:
            made[packed] = _memory_file(f"bgsage-{os.path.basename(path)}", [_unpack_network(packed)])
        return made[packed]

    fields = {k: [here(p) for p in v] if isinstance(v, list) else here(v) for k, v in fields.items()}
    return dataclasses.replace(config, **fields)


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

            _analyzers[key] = bgsage.BgBotAnalyzer(weights=networks(), eval_level=eval_level,
                                                   cubeful=cubeful, parallel_threads=threads,
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
