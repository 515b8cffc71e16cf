"""Position text for the clipboard: GNU Backgammon's IDs and eXtreme Gammon's XGID.

:func:`position_text` writes what "Copy position" puts on the clipboard::

    XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10
    GNUbg ID: 4HPwATDgc/ABMA:cAkAAAAAAAAA

(the second line is GNU Backgammon's "GNUbg ID", Position ID and Match ID joined by a colon, as
its ``set gnubgid`` reads it). :func:`read_position_text` reads pasted text back into a
:class:`~bgdesk.engine.game.Game`: an XGID, a GNUbg ID, GNU Backgammon's board printout with its
``Position ID:`` and ``Match ID :`` lines, or a lone Position ID (a money game with player 0 to
roll). Anything else raises :class:`NotationError` with a message a person can act on; nothing
is changed until the text has been read completely.
"""

from __future__ import annotations

import re

from .dice import DiceSource
from .errors import BgdeskError, NotationError
from .matchid import game_from_ids, game_ids
from .position import Position
from .xgid import game_from_xgid, game_xgid

__all__ = ["position_text", "read_position_text", "read_positions", "MAX_PASTE_CHARS",
           "MAX_POSITION_FILE_CHARS"]

#: Longer pasted text is refused at once (a board printout is about 1,500 characters).
MAX_PASTE_CHARS = 20_000

_XGID = re.compile(r"XGID=([^\s]{20,120})", re.IGNORECASE)
_BARE_XGID = re.compile(r"(?<![\w=])([-a-oA-O]{26}(?::[-\w]{1,6}){8,9})(?![\w:])")
_GNUBG_ID = re.compile(r"(?<![\w+/])([A-Za-z0-9+/]{14}):([A-Za-z0-9+/]{12})(?![\w+/])")
_PID = re.compile(r"Position\s+ID\s*:\s*([A-Za-z0-9+/]{14})(?![\w+/])", re.IGNORECASE)
_MID = re.compile(r"Match\s+ID\s*:\s*([A-Za-z0-9+/]{12})(?![\w+/])", re.IGNORECASE)
_LONE_PID = re.compile(r"^\s*([A-Za-z0-9+/]{14})\s*$")


def position_text(game) -> str:
    """The clipboard text for a game (or a match's current game): its XGID and GNUbg ID."""
    g = game if hasattr(game, "position_for") else getattr(game, "current_game", None)
    if g is None:
        raise NotationError("there is no game to copy")
    pid, mid = game_ids(g)
    lines = []
    try:
        lines.append(game_xgid(g))
    except NotationError:
        pass          # a finished game has no XGID; the GNUbg ID still describes it
    lines.append(f"GNUbg ID: {pid}:{mid}")
    return "\n".join(lines) + "\n"


def read_position_text(text, rules=None, dice: DiceSource | None = None):
    """A :class:`~bgdesk.engine.game.Game` set up from pasted text (see the module docstring).

    ``rules`` supplies what the text does not carry (as for :func:`game_from_xgid` and
    :func:`~bgdesk.engine.matchid.game_from_ids`); ``dice`` is the dice source for the game.
    """
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text).decode("utf-8", "replace")
    if not isinstance(text, str):
        raise NotationError("paste a Position ID and Match ID, or an XGID")
    if len(text) > MAX_PASTE_CHARS:
        raise NotationError("that is far too much text for a position: paste an XGID, or a "
                            "Position ID and Match ID")
    m = _XGID.search(text) or _BARE_XGID.search(text)
    if m:
        xgid = m.group(0) if m.re is _XGID else m.group(1)
        return game_from_xgid(xgid.rstrip(".,;"), rules, dice)
    m = _GNUBG_ID.search(text)
    if m:
        return game_from_ids(m.group(1), m.group(2), rules, dice)
    pid, mid = _PID.search(text), _MID.search(text)
    if pid and mid:
        return game_from_ids(pid.group(1), mid.group(1), rules, dice)
    lone = pid.group(1) if pid else (_LONE_PID.match(text).group(1) if _LONE_PID.match(text) else None)
    if lone:
        from .game import Game

        position = Position.from_position_id(lone)
        if position.winner() is not None:
            raise NotationError("in that position one side has already borne off all its checkers")
        return Game.from_position(position, 0, rules=rules, dice=dice)
    if mid:
        raise NotationError("that is a Match ID without its Position ID: paste both")
    raise NotationError("no position found: paste an XGID (XGID=...), a GNUbg ID "
                        "(Position ID:Match ID) or GNU Backgammon's board with its IDs")


# ---------------------------------------------------------------------------------------------
# Files of positions: XG's and BGBlitz's exports, GNU Backgammon's IDs, one or many
# ---------------------------------------------------------------------------------------------

#: Longer position files are refused (an export with full analysis is a few kilobytes a
#: position; this is thousands of them).
MAX_POSITION_FILE_CHARS = 4 * 1024 * 1024
#: At most this many positions are read from one file.
MAX_POSITIONS = 2000

_TOP = re.compile(r"^\s*\+13-14-15-16-17-18-+19-20-21-22-23-24-\+")
_BOTTOM = re.compile(r"^\s*\+12-11-10--9--8--7-+6--5--4--3--2--1-\+")
_TOP_GNUBG = re.compile(r"^\s*\+12-11-10--9--8--7-+6--5--4--3--2--1-\+")
_LABEL = re.compile(r"\d+")
_CELL = re.compile(r"[XxOo]|\d{1,2}")
_GNU_PAIR = re.compile(r"(?<![\w+/])([A-Za-z0-9+/]{14}):([A-Za-z0-9+/]{12})(?![\w+/])")


def _diagrams(lines: list[str]) -> list[tuple[int, dict]]:
    """Every board drawn as XG and BGBlitz draw it (13-24 along the top, 12-1 along the
    bottom, from X's side): ``(line number, {point: checkers, + for X, - for O})``; where a
    number stands in a stack, the point's checkers read both ways (a total, or the checkers
    past those drawn), as a pair."""
    out = []
    i = 0
    n = len(lines)
    while i < n:
        if not _TOP.match(lines[i]):
            i += 1
            continue
        top = lines[i]
        j = i + 1
        while j < n and j - i <= 40 and not _BOTTOM.match(lines[j]):
            j += 1
        if j >= n or j - i > 40:
            i += 1
            continue
        bottom = lines[j]
        rows = lines[i + 1:j]
        bar = next((k for k, r in enumerate(rows) if "BAR" in r.upper()), None)
        if bar is None:
            half = len(rows) // 2
            upper, lower = rows[:half], rows[len(rows) - half:]
        else:
            upper, lower = rows[:bar], rows[bar + 1:]
        counts: dict[int, int] = {}
        if len(upper) < 5 or len(lower) < 5:
            # Not the whole board (an excerpt): nothing to check it against.
            i = j + 1
            continue
        # Each stack is read from the board's edge toward the bar, the way it is drawn.
        for border, half_rows in ((top, upper), (bottom, lower[::-1])):
            for m in _LABEL.finditer(border, 0, border.rfind("+") + 1):
                point = int(m.group())
                if not 1 <= point <= 24:
                    continue
                col = m.end() - 1
                total, more = 0, None
                for row in half_rows:
                    cell = row[max(0, col - 1):col + 1]
                    c = row[col] if col < len(row) else " "
                    if c in "XxOo":
                        total += 1 if c in "Xx" else -1
                    elif cell.strip().isdigit() and total:
                        # A number in the stack: GNU Backgammon and XG write how many checkers
                        # the point holds, BGBlitz how many more than those drawn.
                        n, sign = int(cell.strip()), (1 if total > 0 else -1)
                        total, more = n * sign, total + n * sign
                counts[point] = total if more is None else (total, more)
        out.append((i + 1, counts))
        i = j + 1
    return out


def _check_diagram(number: int, counts: dict, position: Position, notes) -> None:
    """Say where the drawn board differs from the ID's position (seen from X, player 0)."""
    board = position.board
    for p in range(1, 25):
        drawn = counts.get(p)
        if drawn is None:
            continue
        readings = drawn if isinstance(drawn, tuple) else (drawn,)  # a number read either way
        drawn = readings[0]
        if board[p] not in readings:
            def words(v: int) -> str:
                return f"{abs(v)} {'X' if v > 0 else 'O'}" if v else "0"
            notes.add(0, "diagram-differs", number=number, point=p, drawn=words(drawn),
                      expected=words(board[p]))
            return


def read_positions(text, rules=None):
    """Every position of a file or pasted text, in order: XG's and BGBlitz's exports (an
    XGID and a board drawn beside it), GNU Backgammon's board printouts and IDs.

    Returns a :class:`~bgdesk.engine.fileread.FileReading` of kind "positions": one game per
    position, set up from its ID (the position, the dice, the cube, the score and the side on
    roll come from the ID; the drawn board is checked against it and a difference is
    reported). A position that cannot be read is reported and left out; a text with none
    raises :class:`~bgdesk.engine.fileread.FileReadError`."""
    from .fileread import FileReadError, FileReading, Notes
    from .record import MatchRecord

    if isinstance(text, (bytes, bytearray, memoryview)):
        raw = bytes(text)
        if len(raw) > MAX_POSITION_FILE_CHARS:
            raise FileReadError(0, "too-large", limit=MAX_POSITION_FILE_CHARS // (1024 * 1024))
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            text = raw.decode("cp1252", "replace")
    if not isinstance(text, str):
        raise FileReadError(0, "not-text", type=type(text).__name__)
    if len(text) > MAX_POSITION_FILE_CHARS:
        raise FileReadError(0, "too-large", limit=MAX_POSITION_FILE_CHARS // (1024 * 1024))
    if "\x00" in text:
        raise FileReadError(text[:text.index("\x00")].count("\n") + 1, "binary")
    notes = Notes()
    lines = text.splitlines()
    found: list[tuple[int, str, tuple]] = []   # (line, kind, ids)
    for no, line in enumerate(lines, 1):
        if len(line) > 2000:
            continue
        for m in _XGID.finditer(line):
            found.append((no, "xgid", (m.group(0).rstrip(".,;"),)))
    if not found:
        for no, line in enumerate(lines, 1):
            if len(line) > 2000:
                continue
            m = _GNU_PAIR.search(line)
            if m:
                found.append((no, "gnubg", (m.group(1), m.group(2))))
                continue
            pid = _PID.search(line)
            if pid:
                mid = next((_MID.search(x) for x in lines[no:no + 3] + [line]
                            if _MID.search(x)), None)
                if mid:
                    found.append((no, "gnubg", (pid.group(1), mid.group(1))))
        if not found:
            m = _BARE_XGID.search(text)
            if m:
                found.append((text[:m.start()].count("\n") + 1, "xgid", (m.group(1),)))
    if not found:
        raise FileReadError(0, "no-position")
    drawn = _diagrams(lines) if len(found) <= MAX_POSITIONS else []
    pair = len(drawn) == len(found)
    games = []
    first_error = None
    for k, (no, kind, ids) in enumerate(found[:MAX_POSITIONS]):
        number = k + 1
        try:
            if kind == "xgid":
                game = game_from_xgid(ids[0], rules)
            else:
                game = game_from_ids(ids[0], ids[1], rules)
        except BgdeskError as e:
            first_error = first_error or e
            notes.add(no, "position-unread", number=number, cause=("refused", {"reason": str(e)}))
            continue
        if pair and kind == "xgid":
            _check_diagram(number, drawn[k][1], game.position_for(0), notes)
        games.append(game.record())
    if len(found) > MAX_POSITIONS:
        notes.add(0, "positions-left", game=MAX_POSITIONS, count=len(found) - MAX_POSITIONS)
    if not games:
        raise FileReadError(0, "nothing-read",
                            cause=("refused", {"reason": str(first_error)}))
    first = games[0]
    names = _names(lines)
    record = MatchRecord(rules=first.rules, length=first.match_length, start_score=first.score,
                         start_crawford=first.crawford, games=tuple(games),
                         meta={"names": list(names)} if names else {})
    return FileReading(record=record, warnings=notes.final(), kind="positions", format="text")


_XG_NAMES = re.compile(r"^\s*X:\s*(?P<x>.+?)\s{2,}O:\s*(?P<o>.+?)\s*$")
_BLITZ_NAME = re.compile(r"\+\s+(?P<side>[XO]):\s*(?P<name>.+?)\s+\d+\s*$")


def _names(lines: list[str]) -> tuple[str, str] | None:
    """The players' names the first export gives (X: bgdesk's player 0, O: player 1)."""
    x = o = None
    for line in lines[:200]:
        m = _XG_NAMES.match(line)
        if m:
            return m.group("x")[:40], m.group("o")[:40]
        m = _BLITZ_NAME.search(line)
        if m:
            if m.group("side") == "X" and x is None:
                x = m.group("name")[:40]
            elif m.group("side") == "O" and o is None:
                o = m.group("name")[:40]
        if x and o:
            return x, o
    return None
