"""eXtreme Gammon's files: matches (.xg) and positions (.xgp), read into bgdesk's records.

Written from the format's published description (eXtreme Gammon's "XG file format", GameSite
2000 Ltd, 2009-2014, free to redistribute), with the layout of its records worked out from
those declarations under Delphi's alignment rules and checked against real files:

1. A 8232-byte header (``RGMH``, the header's size at byte 8, the size of a JPEG thumbnail at
   byte 20); the archive follows the thumbnail.
2. The archive's last 36 bytes: a CRC, the number of files, a version, the size and place of the
   registry (zlib-compressed entries of 532 bytes: a Pascal short string naming the file, then at
   byte 512 its size, its compressed size and its place). The files are zlib streams:
   ``temp.xg`` (the game, records of 2560 bytes), ``temp.xgi``, ``temp.xgr`` (rollouts),
   ``temp.xgc`` (comments).
3. Each record of ``temp.xg`` is tagged at byte 8: 0 the match header (names, length, rules,
   date, event), 1 a game header (the score, the Crawford game), 2 a cube action (who, double,
   take / pass / beaver, the cube before, the analysis of the doubling decision), 3 a checker play
   (who, the dice, the steps, the candidates analysed), 4 a game footer (winner, points, how it
   ended: 0 a pass, 1-3 single, gammon, backgammon, +100 resigned), 5 the match footer.

Steps are ``from, to`` in the mover's numbering counted from 0 (24 the bar, -1 off). Player 1 of
XG is bgdesk's player 0 (the left column of the .mat text XG exports). Equities are normalized,
probabilities are stored lose-backgammon first. Every read is bounded: the file's size, each
unpacked file's size, the number of records.
"""

from __future__ import annotations

import struct
import zlib
from datetime import date, timedelta
from typing import Callable

from .errors import BgdeskError
from .fileread import (Damage, FileReadError, FileReading, MatchBuilder, Notes, apply_steps,
                       check_progress)
from .game import Phase
from .position import Position
from .record import GameStart, MatchRecord, Rules
from .stored import StoredAnalysis, StoredChecker, StoredCube, StoredPlay

__all__ = ["MAX_XG_BYTES", "MAX_UNPACKED", "read_xg"]

#: Larger files are refused (a long session is a few megabytes).
MAX_XG_BYTES = 64 * 1024 * 1024
#: No file of the archive may unpack to more than this.
MAX_UNPACKED = 256 * 1024 * 1024
#: The newest file version XG2 itself accepts (its "MaxSaveFileVersion").
MAX_VERSION = 40

HEADER_SIZE = 8232
RECORD = 2560
_TAIL = 36
_ENTRY = 532
_MAGIC = b"RGMH"
_DMLI = 0x494C4D44

#: XG's analysis levels (its PLAYERLEVEL table).
LEVELS = {0: "1-ply", 1: "2-ply", 2: "3-ply", 12: "3-ply red", 3: "4-ply", 4: "5-ply",
          5: "6-ply", 6: "7-ply", 100: "rollout", 1000: "XG Roller", 1001: "XG Roller+",
          1002: "XG Roller++", 998: "opening book", 999: "opening book"}

_I = struct.Struct("<i")
_D = struct.Struct("<d")
_F7 = struct.Struct("<7f")
_POS = struct.Struct("<26b")


def _int(b: bytes, off: int) -> int:
    return _I.unpack_from(b, off)[0]


def _short_string(b: bytes, off: int, size: int) -> str:
    n = min(b[off], size)
    return b[off + 1:off + 1 + n].decode("cp1252", "replace")


def _wide(b: bytes, off: int, chars: int) -> str:
    raw = b[off:off + 2 * chars]
    for i in range(0, len(raw) - 1, 2):
        if raw[i] == 0 and raw[i + 1] == 0:
            raw = raw[:i]
            break
    return raw.decode("utf-16-le", "replace")


def _clean(text: str) -> str:
    return " ".join("".join(c if c.isprintable() else " " for c in text).split())[:100]


# ---------------------------------------------------------------------------------------------
# The archive
# ---------------------------------------------------------------------------------------------

def _unpack(blob: bytes, name: str, limit: int) -> bytes:
    """A zlib stream (or several one after another), bounded."""
    out = []
    size = 0
    data = blob
    while data:
        d = zlib.decompressobj()
        try:
            chunk = d.decompress(data, limit - size + 1)
        except zlib.error:
            raise FileReadError(0, "xg-damaged", part=name) from None
        size += len(chunk)
        if size > limit:
            raise FileReadError(0, "xg-damaged", part=name)
        out.append(chunk)
        if not d.eof:
            raise FileReadError(0, "xg-damaged", part=name)
        data = d.unused_data
        if data and data[:1] != b"\x78":
            break
    return b"".join(out)


def _files(data: bytes) -> dict[str, bytes]:
    if len(data) < HEADER_SIZE + _TAIL or data[:4] != _MAGIC:
        raise FileReadError(0, "xg-not")
    header = _int(data, 8)
    if header != HEADER_SIZE:
        header = HEADER_SIZE
    thumb = struct.unpack_from("<I", data, 20)[0]
    base = header + thumb
    if base + _TAIL > len(data):
        raise FileReadError(0, "xg-damaged", part="the archive")
    archive = data[base:]
    count, _version, reg_size, reg_at = struct.unpack_from("<iiii", archive, len(archive) - _TAIL + 4)
    if not 1 <= count <= 64 or reg_size <= 0 or reg_at < 0 or reg_at + reg_size > len(archive):
        raise FileReadError(0, "xg-damaged", part="the archive's list of files")
    registry = _unpack(archive[reg_at:reg_at + reg_size], "the archive's list of files",
                       64 * _ENTRY)
    files = {}
    for k in range(min(count, len(registry) // _ENTRY)):
        e = registry[k * _ENTRY:(k + 1) * _ENTRY]
        name = _short_string(e, 0, 255).lower()
        size, packed, at = struct.unpack_from("<iii", e, 512)
        if not name or packed <= 0 or at < 0 or at + packed > reg_at or size < 0:
            continue
        files[name] = _unpack(archive[at:at + packed], name, min(MAX_UNPACKED, max(size, 1)))
    if "temp.xg" not in files:
        raise FileReadError(0, "xg-damaged", part="temp.xg")
    return files


# ---------------------------------------------------------------------------------------------
# The records
# ---------------------------------------------------------------------------------------------

def _probs(e) -> tuple:
    """XG's outputs (lose bg, lose gammon, lose, win, win gammon, win bg, ...) -> bgdesk's
    (win, win gammon, win bg, lose gammon, lose bg)."""
    return (e[3], e[4], e[5], e[1], e[0])


def _sane(*values) -> bool:
    return all(v == v and abs(v) < 1e4 for v in values)


def _board(raw) -> tuple:
    """XG's PositionEngine (mover's view: 0 the opponent's bar, 25 the mover's, the opponent's
    checkers negative) as a bgdesk board."""
    b = list(raw)
    b[0] = abs(b[0])
    b[25] = abs(b[25])
    return tuple(b)


def _steps(moves) -> list:
    steps = []
    for i in range(0, len(moves) - 1, 2):
        s, t = moves[i], moves[i + 1]
        if s < 0:
            break
        steps.append((s + 1, max(t + 1, 0)))
    return steps


class _Reader:
    def __init__(self, data: bytes, progress) -> None:
        self.data = data
        self.progress = progress
        self.notes = Notes()
        self.analysis = StoredAnalysis(source="eXtreme Gammon")
        self.misfits = 0

    def run(self) -> FileReading:
        files = _files(self.data)
        xg = files["temp.xg"]
        n = len(xg) // RECORD
        recs = [xg[i * RECORD:(i + 1) * RECORD] for i in range(n)]
        if not recs or recs[0][8] != 0:
            raise FileReadError(0, "xg-damaged", part="the match header")
        head = recs[0]
        version = _int(head, 552)
        if _int(head, 556) != _DMLI:
            raise FileReadError(0, "xg-damaged", part="the match header")
        if version > MAX_VERSION:
            raise FileReadError(0, "xg-version", version=version, limit=MAX_VERSION)
        if _int(head, 96) != 0:
            variation = {1: "Nackgammon", 2: "Hypergammon", 3: "Longgammon"}.get(
                _int(head, 96), "a variation")
            raise FileReadError(0, "variation", variation=variation)
        names = self._names(head, version)
        length = _int(head, 92)
        if not 0 <= length <= 32767:
            length = 0       # 99999: an unlimited session (money play)
        rules = self._rules(head, length, version)
        meta = self._meta(head, names, version)
        actions = [r for r in recs[1:] if r[8] in (1, 2, 3, 4)]
        games = sum(1 for r in actions if r[8] == 1)
        if not games:
            raise FileReadError(0, "xg-empty")
        positions = games == 1 and not any(r[8] == 4 for r in actions) \
            and sum(1 for r in actions if r[8] in (2, 3)) <= 2 and len(recs) <= 4
        if positions and self._is_position(actions):
            return self._position(actions, length, rules, names, meta)
        b = MatchBuilder(length, rules, self.notes, names)
        self._match(b, actions, games)
        if self.misfits:
            self.notes.add(0, "analysis-left", count=self.misfits)
        if "temp.xgc" in files and files["temp.xgc"].strip():
            self.notes.add(0, "comment-left")
        record = b.record(meta)
        if not record.games:
            raise FileReadError(0, "xg-empty")
        return FileReading(record=record, warnings=self.notes.final(), analysis=self.analysis,
                           kind="match", format="xg")

    # -- the header -------------------------------------------------------------------------
    @staticmethod
    def _names(head: bytes, version: int) -> tuple[str, str]:
        names = []
        for ansi, wide in ((9, 880), (50, 1138)):
            name = _wide(head, wide, 129) if version >= 24 else ""
            names.append(_clean(name or _short_string(head, ansi, 40)))
        return names[0], names[1]

    @staticmethod
    def _rules(head: bytes, length: int, version: int) -> Rules:
        money = not length
        use_cube = True
        if version >= 8:
            limit = _int(head, 612)
            use_cube = limit != 0
        return Rules(jacoby=money and bool(head[101]), beavers=money and bool(head[102]),
                     use_cube=use_cube)

    @staticmethod
    def _meta(head: bytes, names, version: int) -> dict:
        meta: dict = {"names": list(names)}
        stamp = _D.unpack_from(head, 128)[0]
        if stamp == stamp and 1 <= stamp < 2958466:
            day = date(1899, 12, 30) + timedelta(days=int(stamp))
            meta["date"] = f"{day:%Y.%m.%d}"
        for key, ansi, wide in (("event", 136, 622), ("site", 283, 1396), ("round", 417, 1654)):
            text = _wide(head, wide, 129) if version >= 24 else ""
            text = _clean(text or _short_string(head, ansi, 128))
            if text:
                meta[key] = text
        return meta

    # -- a match ----------------------------------------------------------------------------
    def _match(self, b: MatchBuilder, actions: list, games: int) -> None:
        header = None
        begun = False
        cut = False
        pending_cube = None
        gi = 0
        done_games = 0
        for k, r in enumerate(actions):
            if k % 200 == 0:
                check_progress(self.progress, done_games, games)
            kind = r[8]
            if kind == 1:
                if begun and b.game is not None:
                    b.end_game(None, None)
                header, begun, cut, pending_cube = r, False, False, None
                done_games += 1
                continue
            if header is None or cut:
                continue
            if not begun:
                if b.over:
                    break
                try:
                    started = self._begin(b, header, r)
                except Damage as d:
                    b.number += 1
                    self.notes.add(0, "game-stopped", game=b.number, move=1,
                                   cause=(d.code, d.values))
                    b.cut_game = True
                    cut = True
                    continue
                if not started:
                    rest = games - done_games + 1
                    self.notes.add(0, "after-match", game=len(b.games), count=rest)
                    break
                begun = True
                gi = b.index
            try:
                if kind == 2:
                    pending_cube = self._cube(b, gi, r)
                elif kind == 3:
                    self._move(b, gi, r, pending_cube)
                    pending_cube = None
                elif kind == 4:
                    self._footer(b, r)
            except Damage as d:
                if d.code == "roll-unrecorded":
                    b.pass_roll(0, d)
                    gi = b.index
                    continue
                b.cut(0, d)
                cut = True
        check_progress(self.progress, games, games)

    def _begin(self, b: MatchBuilder, header: bytes, first: bytes) -> bool:
        score = (_int(header, 12), _int(header, 16))
        crawford = bool(header[20])
        init = _POS.unpack_from(header, 21)
        start = None
        if any(init) and _board(init) != Position.initial().board:
            # A game set up from a position: seen from XG's player 1 (bgdesk's player 0).
            on_roll = 0 if _int(first, 64 if first[8] == 3 else 12) == 1 else 1
            try:
                pos0 = Position(_board(init))
            except BgdeskError as e:
                raise Damage("setup", reason=str(e)) from None
            start = GameStart(position_id=pos0.position_id(), phase=Phase.BEFORE_ROLL.value,
                              on_roll=on_roll)
        return b.begin_game(score, crawford, 0, start)

    def _cube(self, b: MatchBuilder, gi: int, r: bytes):
        """A cube record: the analysis of the doubling decision and, when the player doubled,
        the double and its answer. Returns the analysis for the roll that follows."""
        player = 0 if _int(r, 12) == 1 else 1
        doubled = _int(r, 16)
        take = _int(r, 20)
        analysis = self._cube_analysis(r)
        g = b.game
        if doubled == 1:
            ev = b.double(player)
            if analysis is not None:
                self.analysis.cube[(gi, ev)] = analysis
            if take == 1:
                b.take(1 - player)
            elif take == 0:
                b.drop(1 - player)
            elif take == 2:
                if _int(r, 24) == 2:
                    raise Damage("raccoon", player=b.who(player))
                b.beaver(1 - player)
            return None
        if g.phase is Phase.BEFORE_ROLL and g.on_roll == player and g.can_double(player):
            return analysis
        return None

    def _cube_analysis(self, r: bytes) -> StoredCube | None:
        dd = r[64:64 + 132]
        level = _int(dd, 28)
        ev = _F7.unpack_from(dd, 60)
        # -100 in FlagDouble: no analysis (a player who may not double).
        if level not in LEVELS or struct.unpack_from("<h", dd, 56)[0] == -100 or not any(ev):
            return None
        nd, dt, dp = struct.unpack_from("<3f", dd, 88)
        if not _sane(nd, dt, dp, *ev):
            self.misfits += 1
            return None
        err = _D.unpack_from(r, 200)[0]
        return StoredCube(nd=nd, dt=dt, dp=dp, probs=_probs(ev), level=LEVELS[level],
                          error=err if _sane(err) and err != -1000 else None)

    def _move(self, b: MatchBuilder, gi: int, r: bytes, cube: StoredCube | None) -> None:
        player = 0 if _int(r, 64) == 1 else 1
        d1, d2 = _int(r, 100), _int(r, 104)
        if not (1 <= d1 <= 6 and 1 <= d2 <= 6):
            raise Damage("bad-move", player=b.who(player), entry=f"{d1}{d2}", text=f"{d1}{d2}")
        moves = struct.unpack_from("<8i", r, 68)
        b.roll(player, (d1, d2))
        if cube is not None:
            self.analysis.cube[(gi, b.event - 1)] = cube
        if not r[2308]:
            return          # rolled, and the game ended before the play (a resignation)
        g = b.game
        before = g.position.board
        legal = {p.result_board: str(p) for p in g.legal_plays}
        ev = b.play(player, _steps(moves))
        cands = self._candidates(r, before, legal)
        if cands:
            err = _D.unpack_from(r, 2312)[0]
            self.analysis.checker[(gi, ev)] = StoredChecker(
                cands, error=err if _sane(err) and err != -1000 else None)

    def _candidates(self, r: bytes, before: tuple, legal: dict) -> tuple:
        dm = r[124:124 + 2184]
        count = _int(dm, 64)
        if not 0 < count <= 32:
            return ()
        out = []
        for i in range(count):
            moves = struct.unpack_from("<8b", dm, 900 + 8 * i)
            steps = _steps(moves)
            board = apply_steps(before, steps) if steps else before
            if board is None or board not in legal:
                self.misfits += 1
                continue
            e = _F7.unpack_from(dm, 1284 + 28 * i)
            if not any(e):
                return ()      # not analysed
            if not _sane(*e):
                self.misfits += 1
                continue
            level = LEVELS.get(struct.unpack_from("<h", dm, 1156 + 4 * i)[0], "")
            out.append(StoredPlay(board=board, notation=legal[board], equity=e[6],
                                  probs=_probs(e), level=level))
        return tuple(out)

    def _footer(self, b: MatchBuilder, r: bytes) -> None:
        winner = 0 if _int(r, 24) == 1 else 1
        points = _int(r, 28)
        how = _int(r, 32)
        g = b.game
        if g is None:
            return
        if how >= 1000:
            return          # a settlement: the game stays unfinished
        if how >= 100 and not g.is_over and points > 0:
            b.resign(winner, points)
        b.end_game(winner, points if points > 0 else None)

    # -- a position (.xgp) ------------------------------------------------------------------
    @staticmethod
    def _is_position(actions: list) -> bool:
        return any(r[8] in (2, 3) for r in actions)

    def _position(self, actions: list, length: int, rules: Rules, names, meta) -> FileReading:
        header = next(r for r in actions if r[8] == 1)
        rec = next(r for r in reversed(actions) if r[8] in (2, 3))
        score = (max(0, _int(header, 12)), max(0, _int(header, 16)))
        if length and max(score) >= length:
            raise FileReadError(0, "score-reached", score=f"{score[0]}-{score[1]}", length=length)
        crawford = bool(header[20]) and bool(length) and length - 1 in score
        if rec[8] == 3:
            player = 0 if _int(rec, 64) == 1 else 1
            raw = _POS.unpack_from(rec, 9)
            cube_code = _int(rec, 108)
            dice = (_int(rec, 100), _int(rec, 104))
            if not (1 <= dice[0] <= 6 and 1 <= dice[1] <= 6):
                dice = None
        else:
            player = 0 if _int(rec, 12) == 1 else 1
            raw = _POS.unpack_from(rec, 36)
            cube_code = _int(rec, 32)
            dice = None
        cube = 1 << min(abs(cube_code), 6)
        owner = None if cube_code == 0 else (0 if cube_code > 0 else 1)
        try:
            mover_view = Position(_board(raw))
        except BgdeskError as e:
            raise FileReadError(0, "position-unread", number=1, cause=("setup", {"reason": str(e)}))
        pos0 = mover_view if player == 0 else mover_view.swapped()
        start = GameStart(position_id=pos0.position_id(),
                          phase=(Phase.MOVING if dice else Phase.BEFORE_ROLL).value,
                          on_roll=player, dice=dice, cube_value=cube, cube_owner=owner,
                          cube_turned=owner is not None)
        from .game import Game
        try:
            game = Game(rules, None, match_length=length, score=score, crawford=crawford,
                        start=start)
        except BgdeskError as e:
            raise FileReadError(0, "position-unread", number=1,
                                cause=("setup", {"reason": str(e)})) from None
        if rec[8] == 3 and dice:
            legal = {p.result_board: str(p) for p in game.legal_plays}
            cands = self._candidates(rec, mover_view.board, legal)
            if cands:
                self.analysis.checker[(0, -1)] = StoredChecker(cands)
        else:
            cube_analysis = self._cube_analysis(rec)
            if cube_analysis is not None:
                self.analysis.cube[(0, -1)] = cube_analysis
        record = MatchRecord(rules=rules, length=length, start_score=score,
                             start_crawford=crawford, games=(game.record(),), meta=meta)
        return FileReading(record=record, warnings=self.notes.final(), analysis=self.analysis,
                           kind="positions", format="xgp")


def read_xg(data, *, progress: Callable[[int, int], object] | None = None) -> FileReading:
    """Read an .xg match or .xgp position file of eXtreme Gammon (its bytes). ``progress(games
    read, games in all)`` may stop the reading by returning False. Raises
    :class:`~bgdesk.engine.fileread.FileReadError` for a file that cannot be read."""
    if isinstance(data, (bytearray, memoryview)):
        data = bytes(data)
    if not isinstance(data, bytes):
        raise FileReadError(0, "not-text", type=type(data).__name__)
    if len(data) > MAX_XG_BYTES:
        raise FileReadError(0, "too-large", limit=MAX_XG_BYTES // (1024 * 1024))
    return _Reader(data, progress).run()
