"""The text match format (.mat, "Jellyfish" style) that GNU Backgammon and eXtreme Gammon import.

:func:`export_mat` writes a match or money session as GNU Backgammon 1.07 writes it
(``export match mat``). Reading is in :mod:`bgdesk.engine.matimport` (:func:`read_mat`,
:func:`import_mat`, re-exported here): it reads this text and the dialects other programs write
into a :class:`~bgdesk.engine.record.MatchRecord`, checking every roll, move and cube action
(R41). The engine does no I/O: the caller reads or writes the file (and should refuse files
larger than :data:`MAX_MAT_BYTES` before reading them).

The layout, as GNU Backgammon writes it::

    ; [Player 1 "Alice"]                           optional header tags (XG reads these)
    ; [EventDate "2026.11.29"]

     5 point match                                 (money sessions: " 0 point match")

     Game 1
     Alice : 0                      Bob : 0        the names and the score before the game
      1)                             53: 8/3 6/3   player 1 (right column) won the opening roll
      2) 62: 24/18 18/16             55: 13/8 13/8 6/1* 6/1
      3) 44: 25/21 13/9 13/9 13/9    31: 13/10 10/9*
      4) 11:                          Doubles => 2 a roll that cannot be played; a double
      5)  Takes                      31: 8/7 7/4*
     ...
                                      Wins 4 points    the winner's column: points won

Each numbered line holds one action of player 0 (left, from column 5) and one of player 1
(right, from column 33): a roll and its move (``dice: steps``, one checker step per die, bar =
25, off = 0, ``*`` a hit, points numbered from the mover's side as in bgdesk), ``Doubles => n``,
``Takes``, ``Drops`` or ``Beavers => n``. ``Wins n point(s)`` ends a game: after the last move or a
dropped double it repeats the result; while the game is still going it is a resignation (of a
single game, gammon or backgammon: n / cube) accepted by the winner. Opening rolls are not
written: the first move's dice are the opening roll, the higher die belonging to its player.

What the format cannot hold: tied opening rolls and automatic doubles, games started from a
set-up position, declined resignations (left out), and rule options other than through the
XG-style header tags written here (``Jacoby``, ``Beaver``, ``CubeLimit``, plus bgdesk's
``BackgammonValue``, ``DiceCommitment``, ``DiceSeed`` and ``DiceFirstRoll``).
"""

from __future__ import annotations

import re

from .errors import ArgumentError, BgdeskError
from .fairdice import ALGORITHMS as FAIR_ALGORITHMS
from .fairdice import LEGACY_ALGORITHM as FAIR_LEGACY
from .fairdice import record_contribution_hashes
from .game import Game
from .match import replay_match
from .matimport import (
    DEFAULT_NAMES, MAX_LINE_CHARS, MAX_MAT_BYTES, MAX_TAG_VALUE, ImportCancelled, MatNote, MatReadError,
    MatReading, _swap, import_mat, read_mat,
)
from .position import Position
from .record import EventKind, GameRecord, MatchRecord

__all__ = [
    "MAX_MAT_BYTES", "MAX_LINE_CHARS", "ImportCancelled", "MatExportError", "MatNote",
    "MatReadError", "MatReading", "export_mat", "import_mat", "player_names", "read_mat",
]

_LEFT = 5           # where player 0's column starts on a numbered line
_RIGHT = 33         # where player 1's column starts
_WIDTH = _RIGHT - _LEFT


class MatExportError(BgdeskError):
    """A record that the .mat format cannot express (a set-up start, automatic doubles)."""


# ---------------------------------------------------------------------------------------------
# Export
# ---------------------------------------------------------------------------------------------

def player_names(record: MatchRecord) -> tuple[str, str]:
    """The players' names kept in ``record.meta["names"]`` (defaults when absent)."""
    names = record.meta.get("names") if isinstance(record.meta, dict) else None
    if isinstance(names, (list, tuple)) and len(names) == 2 and all(isinstance(n, str) for n in names):
        return names[0], names[1]
    return DEFAULT_NAMES


def _clean_name(name, default: str) -> str:
    if not isinstance(name, str):
        return default
    text = re.sub(r"[\x00-\x1f\x7f:\[\]\"]", " ", name)
    text = " ".join(text.split())[:40]
    return text or default


def _clean_tag(value, limit: int = 200) -> str | None:
    if not isinstance(value, str):
        return None
    text = re.sub(r"[\x00-\x1f\x7f\"]", " ", value).strip()[:limit]
    return text or None


def _text_tag(key: str, text) -> dict:
    """A fair-dice text (the seed, a player's part) as a header tag, so that a check by hand
    needs only the file: ``key`` with the text when a tag carries it unchanged (printable ASCII
    without quotes or outer spaces), else ``key + "Hex"`` with its UTF-8 bytes in hex
    (``printf '%s' HEX | xxd -r -p | sha256sum`` hashes them). Nothing for the empty text, or
    for a text too long for a tag (a seed of more than 800 bytes, never one bgdesk draws)."""
    if not isinstance(text, str) or not text:
        return {}
    if text == _clean_tag(text) and text.isprintable() and text.isascii():
        return {key: text}
    hexed = text.encode("utf-8").hex()
    return {key + "Hex": hexed} if len(hexed) <= MAX_TAG_VALUE else {}


def _as_record(source) -> MatchRecord:
    if isinstance(source, MatchRecord):
        return source
    if isinstance(source, GameRecord):
        return MatchRecord(rules=source.rules, length=source.match_length,
                           start_score=source.score, start_crawford=source.crawford,
                           games=(source,))
    rec = getattr(source, "record", None)
    if callable(rec):
        return _as_record(rec())
    raise ArgumentError(f"export_mat takes a Match, MatchRecord, Game or GameRecord, "
                    f"not {type(source).__name__}")


def play_steps(board: list, steps) -> list[bool]:
    """Play ``steps`` (from, to) in order on ``board`` (a list, mover's view, changed in
    place); returns which of them hit a blot."""
    out = []
    for s, t in steps:
        board[s] -= 1
        hit = False
        if t > 0:
            if board[t] == -1:
                board[t] = 1
                board[0] += 1
                hit = True
            else:
                board[t] += 1
        out.append(hit)
    return out


def cube_entry(event) -> str | None:
    """The entry of a cube action, as the format writes it (with its leading space), or None
    for any other event."""
    k = event.kind
    if k is EventKind.DOUBLE:
        return f" Doubles => {event.cube}"
    if k is EventKind.TAKE:
        return " Takes"
    if k is EventKind.DROP:
        return " Drops"
    if k is EventKind.BEAVER:
        return f" Beavers => {event.cube}"
    return None


def pair_rows(slots) -> list[list]:
    """``[player, entry]`` in the order played -> numbered rows ``[left, right]``: player 1's
    entry joins the row of player 0's entry before it."""
    rows: list[list] = []
    for player, text in slots:
        if player == 1 and rows and rows[-1][1] is None:
            rows[-1][1] = text
        else:
            rows.append([None, None])
            rows[-1][player] = text
    return rows


def _points(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


def _game_lines(game: Game) -> list[str]:
    """The numbered lines (and Wins line) of one replayed game (standard start)."""
    board0 = list(Position.from_position_id(game.start.position_id).board)
    slots: list[list] = []   # [player, text]; cube actions carry a leading space
    for made in game.events:
        k = made.kind
        if k is EventKind.OPENING_ROLL:
            if made.player is not None:
                hi, lo = max(made.dice), min(made.dice)
                slots.append([made.player, f"{hi}{lo}:"])
        elif k is EventKind.ROLL:
            slots.append([made.player, f"{made.dice[0]}{made.dice[1]}:"])
        elif k is EventKind.PLAY:
            steps = made.steps or ()
            board = board0 if made.player == 0 else _swap(board0)
            hits = play_steps(board, steps)
            board0 = board if made.player == 0 else _swap(board)
            text = " ".join(f"{s}/{t}{'*' if h else ''}" for (s, t), h in zip(steps, hits))
            if text:
                slots[-1][1] += " " + text
        elif cube_entry(made) is not None:
            slots.append([made.player, cube_entry(made)])
        # RESIGN / ACCEPT: the Wins line says it; DECLINE: the format has no place for it.
    if tuple(board0) != game.position_for(0).board:   # pragma: no cover - a broken invariant
        raise MatExportError("internal error: the written moves do not reach the game's position")

    rows = pair_rows(slots)
    tail = []
    if game.result is not None:
        wins = f"Wins {_points(game.result.points)}"
        if game.result.winner == 1 and rows and rows[-1][1] is None:
            rows[-1][1] = " " + wins
        elif game.result.winner == 1:
            tail.append(" " * (_RIGHT + 1) + wins)
        else:
            tail.append(" " * (_LEFT + 1) + wins)
    lines = []
    for n, (left, right) in enumerate(rows, 1):
        text = f"{n:3d}) "
        if right is None:
            text += left or ""
        else:
            left = left or ""
            text += left.ljust(_WIDTH) if len(left) < _WIDTH else left + " "
            text += right
        lines.append(text.rstrip())
    return lines + tail


def export_mat(source, *, names: tuple[str, str] | None = None, date: str | None = None,
               tags: bool = True) -> str:
    """The .mat text of a :class:`~bgdesk.engine.match.Match`, :class:`MatchRecord`, game or
    game record (a money session is written as a ``0 point match``).

    ``names`` defaults to ``record.meta["names"]``; ``date`` (``"YYYY.MM.DD"``) to
    ``meta["date"]``. With ``tags`` the XG-style header tags are written (players, date, rules,
    fair-dice commitment and, once revealed, the seed). Every game is replayed and checked first.
    Raises :class:`MatExportError` for what the format cannot express.
    """
    record = _as_record(source)
    for i, g in enumerate(record.games):
        if not g.start.is_standard:
            raise MatExportError(f"game {i + 1} starts from a set-up position, which the .mat "
                                 f"format cannot record")
        if any(e.kind is EventKind.AUTO_DOUBLE for e in g.events):
            raise MatExportError(f"game {i + 1} has an automatic double (R31), which the .mat "
                                 f"format cannot record")
    replayed = replay_match(record)   # every game checked before anything is written
    meta = record.meta if isinstance(record.meta, dict) else {}
    n0, n1 = names if names is not None else player_names(record)
    n0, n1 = _clean_name(n0, DEFAULT_NAMES[0]), _clean_name(n1, DEFAULT_NAMES[1])
    rules = record.rules
    out: list[str] = []
    if tags:
        tag = {"Player 1": n0, "Player 2": n1, "EventDate": date or meta.get("date")}
        for key in ("Event", "Site", "Round", "EventTime"):
            tag[key] = meta.get(key.lower() if key != "EventTime" else "time")
        if record.length:
            tag["Crawford"] = "On" if rules.crawford else "Off"
        else:
            tag["Jacoby"] = "On" if rules.jacoby else "Off"
            tag["Beaver"] = "On" if rules.beavers else "Off"
        if not rules.use_cube:
            tag["CubeLimit"] = "1"
        if rules.backgammon_value != 3:
            tag["BackgammonValue"] = str(rules.backgammon_value)
        dice = record.dice if isinstance(record.dice, dict) else {}
        commitment = record.commitment or (dice.get("commitment") if dice.get("kind") == "fair"
                                           else None)
        if commitment:
            tag["DiceCommitment"] = commitment
            tag.update(_text_tag("DiceSeed", dice.get("seed")))
            first = dice.get("rolls", 0)
            if isinstance(first, int) and not isinstance(first, bool) and first > 0:
                tag["DiceFirstRoll"] = str(first)
            given = dice.get("given_rolls", 0)
            if isinstance(given, int) and not isinstance(given, bool) and given > 0:
                tag["DiceGivenRolls"] = str(given)
            tag.update(_contribution_tags(dice))
            if isinstance(dice.get("unverifiable"), str):
                tag["DiceUnverifiable"] = dice["unverifiable"]
        for key, value in tag.items():
            value = _clean_tag(value, MAX_TAG_VALUE if key.endswith("Hex") else 200)
            if value is not None:
                out.append(f'; [{key} "{value}"]')
        out.append("")
    out.append(f" {record.length} point match")
    out.append("")
    for i, g in enumerate(record.games):
        out.append(f" Game {i + 1}")
        out.append(" " + f"{n0} : {g.score[0]}".ljust(_RIGHT - 2) + f"{n1} : {g.score[1]}")
        out.extend(_game_lines(replayed.games[i]))
        out.append("")
    return "\n".join(out) + "\n"


def _contribution_tags(dice: dict) -> dict:
    """The fair-dice algorithm and the players' contributions as header tags: the hashes C1 and
    C2 always (the derivation needs only them), and each text (see :func:`_text_tag`)."""
    algorithm = dice.get("algorithm", FAIR_LEGACY)
    if algorithm == FAIR_LEGACY or algorithm not in FAIR_ALGORITHMS:
        return {}
    tag = {"DiceAlgorithm": algorithm}
    try:
        hashes = record_contribution_hashes(dice)
    except BgdeskError:
        return tag
    texts = dice.get("contributions") or ("", "")
    for i in (0, 1):
        tag[f"DiceContributionHash{i + 1}"] = hashes[i]
        tag.update(_text_tag(f"DiceContribution{i + 1}", texts[i]))
    return tag

