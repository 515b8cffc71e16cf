"""Stepping through recorded games: frames for a replay viewer, and the move list as text.

:func:`match_frames` replays a :class:`~bgdesk.engine.record.MatchRecord` (for instance one read
by :func:`~bgdesk.engine.matfile.import_mat`) and returns, per game, one immutable
:class:`Frame` per event plus one for the start: the board, the dice, the cube, the score and a
line of text saying what happened. A viewer steps forward and back through the list; the move
list (:func:`move_rows`, :func:`move_list_text`) numbers the same events in two columns, in
standard notation (``bar/22 13/11*``, ``6/off(2)``), and :attr:`Frame.row` ties the two together.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .dice import DiceSource, ManualDice
from .errors import ArgumentError
from .game import Game, Phase, replay_into
from .match import Match, replay_match
from .position import Position
from .record import EventKind, Event, GameRecord, GameResult, MatchRecord

__all__ = ["Frame", "FramesByGame", "game_frames", "match_at", "match_frames", "move_rows", "move_list_text",
           "event_text", "result_text"]

DEFAULT_NAMES = ("Player 1", "Player 2")
_KIND = {1: "a single game", 2: "a gammon", 3: "a backgammon"}


@dataclass(frozen=True)
class Frame:
    """The state of a game after ``step`` of its events (0: the start of the game).

    ``position`` is seen from player 0. ``dice`` are the dice on the table: rolled and waiting,
    or, for the frame of a play, the dice just played. ``row`` is the move-list row
    (:func:`move_rows`) the event appears on (0 before the first row).
    """

    game: int
    step: int
    event: Event | None
    text: str
    position: Position
    on_roll: int | None
    dice: tuple | None
    cube_value: int
    cube_owner: int | None
    score: tuple
    crawford: bool
    phase: Phase
    result: GameResult | None
    row: int


def _names(names) -> tuple[str, str]:
    if names is None:
        return DEFAULT_NAMES
    a, b = names
    return str(a), str(b)


def _points(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


def result_text(result: GameResult, names=None) -> str:
    """``"Alice wins 2 points (a gammon)"``, ``"Bob wins 1 point (Alice passed)"``..."""
    n = _names(names)
    how = {"bear_off": _KIND[result.kind], "drop": f"{n[1 - result.winner]} passed",
           "resign": f"{n[1 - result.winner]} resigned {_KIND[result.kind]}"}[result.reason.value]
    return f"{n[result.winner]} wins {_points(result.points)} ({how})"


def event_text(ev: Event, names=None) -> str:
    """One event in words: ``"Bob 64: 24/18 13/9"``, ``"Alice doubles to 2"``..."""
    n = _names(names)
    who = n[ev.player] if ev.player is not None else ""
    k = ev.kind
    if k is EventKind.OPENING_ROLL:
        d0, d1 = ev.dice
        if d0 == d1:
            return f"Opening roll: {n[0]} {d0}, {n[1]} {d1}: a tie, roll again"
        return f"Opening roll: {n[0]} {d0}, {n[1]} {d1}: {who} starts"
    if k is EventKind.AUTO_DOUBLE:
        return f"Automatic double: the cube goes to {ev.cube}"
    if k is EventKind.ROLL:
        return f"{who} rolls {ev.dice[0]}{ev.dice[1]}"
    if k is EventKind.PLAY:
        d = ev.dice or ("?", "?")
        return f"{who} {max(d)}{min(d)}: {ev.notation or 'cannot move'}"
    if k is EventKind.DOUBLE:
        return f"{who} doubles to {ev.cube}"
    if k is EventKind.TAKE:
        return f"{who} takes"
    if k is EventKind.DROP:
        return f"{who} passes"
    if k is EventKind.BEAVER:
        return f"{who} beavers: the cube goes to {ev.cube}"
    if k is EventKind.RESIGN:
        return f"{who} offers to resign {_KIND[ev.resign]}"
    if k is EventKind.ACCEPT:
        return f"{who} accepts"
    return f"{who} declines"


def _cell(ev: Event) -> str | None:
    """An event's text in the move list, or None when it takes no cell of its own."""
    k = ev.kind
    if k is EventKind.PLAY:
        d = ev.dice or (0, 0)
        return f"{max(d)}{min(d)}: {ev.notation or '(no move)'}"
    if k is EventKind.DOUBLE:
        return f"Doubles to {ev.cube}"
    if k is EventKind.TAKE:
        return "Takes"
    if k is EventKind.DROP:
        return "Passes"
    if k is EventKind.BEAVER:
        return f"Beavers to {ev.cube}"
    if k is EventKind.RESIGN:
        return "Resigns " + {1: "single", 2: "gammon", 3: "backgammon"}[ev.resign]
    if k is EventKind.ACCEPT:
        return "Accepts"
    if k is EventKind.DECLINE:
        return "Declines"
    return None


def _layout(events) -> tuple[list[list], list[int]]:
    """Rows ``[left, right]`` of cells, and for each event the row (1-based) it is on."""
    rows: list[list] = []
    where: list[int] = []
    pending_roll = None
    for ev in events:
        cell = _cell(ev)
        if ev.kind is EventKind.ROLL:
            pending_roll = ev
        if cell is None and ev.kind is EventKind.ROLL:
            # A roll shows with its play; alone (say, before a resignation) it is a cell itself.
            cell = f"{ev.dice[0]}{ev.dice[1]}:"
        if cell is None:
            where.append(len(rows))
            continue
        p = ev.player if ev.player is not None else 0
        if ev.kind is EventKind.PLAY and pending_roll is not None and rows \
                and rows[-1][p] == f"{pending_roll.dice[0]}{pending_roll.dice[1]}:":
            rows[-1][p] = cell                  # the roll's cell becomes the play's
        elif p == 1 and rows and rows[-1][1] is None:
            rows[-1][1] = cell
        else:
            rows.append([None, None])
            rows[-1][p] = cell
        if ev.kind is EventKind.PLAY:
            pending_roll = None
        where.append(len(rows))
    return rows, where


def move_rows(record: GameRecord) -> list[tuple[int, str, str]]:
    """The game's move list: ``(number, player 0's cell, player 1's cell)`` per row."""
    rows, _where = _layout(record.events)
    return [(i, a or "", b or "") for i, (a, b) in enumerate(rows, 1)]


def move_list_text(record, names=None, width: int = 30) -> str:
    """Every game of a match (or one game) as plain text, for the move list and the clipboard."""
    if isinstance(record, GameRecord):
        record = MatchRecord(rules=record.rules, length=record.match_length,
                             start_score=record.score, start_crawford=record.crawford,
                             games=(record,))
    if names is None:
        meta = record.meta.get("names") if isinstance(record.meta, dict) else None
        names = tuple(meta) if isinstance(meta, (list, tuple)) and len(meta) == 2 else None
    n = _names(names)
    kind = f"match to {record.length}" if record.length else "money session"
    out = []
    for gi, g in enumerate(record.games):
        crawford = ", Crawford game" if g.crawford else ""
        out.append(f"Game {gi + 1} ({kind}{crawford}): {n[0]} {g.score[0]}, {n[1]} {g.score[1]}")
        out.append(f"     {n[0][:width - 1]:<{width}}{n[1][:width]}")
        for i, a, b in move_rows(g):
            line = f"{i:3d}. {a:<{width}}{b}" if len(a) < width else f"{i:3d}. {a} {b}"
            out.append(line.rstrip())
        if g.result is not None:
            out.append(f"     {result_text(g.result, n)}")
        out.append("")
    return "\n".join(out)


def game_frames(record: GameRecord, names=None, game_index: int = 0) -> list[Frame]:
    """One frame for the start of the game and one after each event (checked as it replays)."""
    game = Game(record.rules, ManualDice(), match_length=record.match_length, score=record.score,
                crawford=record.crawford, start=record.start)
    _rows, where = _layout(record.events)

    def frame(step: int, ev: Event | None, text: str, dice) -> Frame:
        return Frame(game=game_index, step=step, event=ev, text=text,
                     position=game.position_for(0), on_roll=game.on_roll, dice=dice,
                     cube_value=game.cube_value, cube_owner=game.cube_owner,
                     score=game.final_score, crawford=game.crawford, phase=game.phase,
                     result=game.result, row=where[step - 1] if step else 0)

    n = _names(names)
    # A game set up with the dice rolled shows them from its start.
    frames = [frame(0, None, f"Game {game_index + 1}: {n[0]} {record.score[0]}, "
                              f"{n[1]} {record.score[1]}", game.dice)]
    events = list(record.events)
    i = 0
    while i < len(events):
        # An opening tie and the automatic double it brings are applied together.
        j = i + 1
        while j < len(events) and events[j].kind is EventKind.AUTO_DOUBLE:
            j += 1
        replay_into(game, events[i:j], f"game {game_index + 1}, event {i + 1}")
        for k in range(i, j):
            ev = events[k]
            text = event_text(ev, n)
            if game.is_over and k == len(events) - 1:
                text += f". {result_text(game.result, n)}"
            dice = ev.dice if ev.kind is EventKind.PLAY else game.dice
            frames.append(frame(k + 1, ev, text, dice))
        i = j
    return frames


class FramesByGame(Sequence):
    """The frames of every game of a record (as :func:`match_frames` gives them), each game
    replayed, and checked, only when it is first asked for: a record of thousands of games opens
    at once. The most recently used games are kept."""

    KEEP = 200

    def __init__(self, record: MatchRecord, names=None) -> None:
        self.record = record
        self.names = names
        self._kept: dict[int, list[Frame]] = {}

    def __len__(self) -> int:
        return len(self.record.games)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        n = len(self)
        if isinstance(index, bool) or not isinstance(index, int) or not -n <= index < n:
            raise IndexError(f"the record has {n} game(s), not {index!r}")
        index %= n
        frames = self._kept.pop(index, None)
        if frames is None:
            frames = game_frames(self.record.games[index], self.names, index)
        self._kept[index] = frames
        while len(self._kept) > self.KEEP:
            del self._kept[next(iter(self._kept))]
        return frames


def match_frames(record: MatchRecord, names=None) -> list[list[Frame]]:
    """Frames for every game of a match or money session (the record is checked first)."""
    replay_match(record)
    if names is None:
        meta = record.meta.get("names") if isinstance(record.meta, dict) else None
        names = tuple(meta) if isinstance(meta, (list, tuple)) and len(meta) == 2 else None
    return [game_frames(g, names, i) for i, g in enumerate(record.games)]


def match_at(record: MatchRecord, game: int, step: int, dice: DiceSource | None = None) -> Match:
    """The match as it stood after ``step`` events of game ``game`` (0: before its first), ready
    to be played on with ``dice``: that game's events so far, the score before it, the cube and
    the Crawford state of that moment (the frame :func:`game_frames` shows at that step). The
    games before it are not replayed: the new match starts at their score. An opening tie's
    automatic double goes with the tie."""
    games = record.games
    if isinstance(game, bool) or not isinstance(game, int) or not 0 <= game < len(games):
        raise ArgumentError(f"the record has games 0 to {len(games) - 1}, not {game!r}")
    grec = games[game]
    events = grec.events
    if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= len(events):
        raise ArgumentError(f"game {game + 1} has steps 0 to {len(events)}, not {step!r}")
    while step < len(events) and step and events[step].kind is EventKind.AUTO_DOUBLE:
        step += 1
    source = dice if dice is not None else ManualDice()
    match = Match(grec.match_length, grec.rules, source, score=grec.score,
                  crawford=grec.crawford, meta=dict(record.meta))
    if grec.start.is_standard:
        g = match.new_game()
    else:
        g = match.adopt(Game(grec.rules, source, match_length=grec.match_length,
                             score=grec.score, crawford=grec.crawford, start=grec.start))
    # The rolls made so far are the record's: replaying them takes nothing from ``dice``, and
    # fair dice number their first roll 0 after them (the record says how many were given).
    replay_into(g, events[:step], f"game {game + 1}")
    match.start_after_given_rolls()
    return match
