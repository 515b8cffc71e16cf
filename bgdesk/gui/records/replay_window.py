"""The replay viewer and the move list panel.

:class:`ReplayWindow` steps through every event of every game of a match record (imported from a
.mat file, or the match being played) on a board of its own: toolbar buttons and the keys Left /
Right (one event), Home / End (start / end of the game), Page Up / Page Down (previous / next
game) and a game selector. The frames come from :class:`bgdesk.engine.replay.FramesByGame`, which
replays and checks each game when it is first shown; the window only draws them. Play from here
(Ctrl+P) plays on from the frame shown in the main window, against the computer or a friend
(:mod:`bgdesk.gui.match.play_from_here`).

A room that knows more of its games than a match record holds (a chouette: every member's
cube, the payments, the settlement) opens the viewer with ``notes``: the board frames, the words,
a table beside the board and the lines of the move list then come from it (see
:class:`ReplayNotes`), and the move list is :class:`StepList`, one line per moment.

:class:`MoveListView` shows every game of a record in standard notation, two columns per game as
GNU Backgammon prints them (:func:`bgdesk.engine.replay.move_rows`); in the viewer it follows the
board (the current move highlighted) and a click on a move shows it. Its text, as
:func:`bgdesk.engine.replay.move_list_text` writes it, goes to the clipboard with Ctrl+C, the
context menu or the Copy button.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bgdesk.engine.game import Phase
from bgdesk.engine.position import Position
from bgdesk.engine.record import EventKind, MatchRecord
import re
from collections.abc import Sequence

from bgdesk.engine.record import GameResult
from bgdesk.engine.replay import Frame, FramesByGame, move_list_text, move_rows
from bgdesk.gui.i18n import Context, bind, on_language_changed, plain_text, resize_within_screen
from bgdesk.gui.board.scene import BoardScene
from bgdesk.gui.board.state import BoardState, MoveMark
from bgdesk.gui.board.view import BoardView
from bgdesk.gui.lifetime import deleted_when_closed

Replay = Context("Replay")



def record_names(record: MatchRecord, names=None) -> tuple[str, str]:
    """The players' names: given, else the record's ``meta["names"]`` or ``player0/1``."""
    if names is not None:
        return str(names[0]), str(names[1])
    meta = record.meta if isinstance(record.meta, dict) else {}
    n = meta.get("names")
    if isinstance(n, (list, tuple)) and len(n) == 2:
        return str(n[0]), str(n[1])
    p0, p1 = meta.get("player0"), meta.get("player1")
    if isinstance(p0, str) and isinstance(p1, str):
        return p0, p1
    return "Player 1", "Player 2"


# --------------------------------------------------------------------------------------------
# Frames -> board states


def play_marks(before: Position, player: int, steps) -> tuple[MoveMark, ...]:
    """The steps of a play (mover's numbering) as marks, with the hits found on ``before`` (the
    board before the play, seen from player 0)."""
    b = list((before if player == 0 else before.swapped()).board)
    marks = []
    for s, t in steps or ():
        b[s] -= 1
        hit = False
        if 1 <= t <= 24:
            if b[t] == -1:
                b[t] = 1
                b[0] += 1
                hit = True
            else:
                b[t] += 1
        marks.append(MoveMark(player, s, t, hit))
    return tuple(marks)


# -- the engine's words, in the language in use ------------------------------------------------
# The engine (no Qt) describes events in English; the viewer says the same in the language in
# use. The copied move list (move_list_text) stays in English: it is a record for other programs.

def result_words(result: GameResult, names) -> str:
    """"Alice wins 2 points (a gammon)", "Bob wins 1 point (Alice passed)"... translated."""
    from bgdesk.gui.match.controller import resign_words

    win, lose = names[result.winner], names[1 - result.winner]
    reason = result.reason.value
    if reason == "drop":
        how = Replay.tr("{name} passed").format(name=lose)
    elif reason == "resign":
        how = Replay.tr("{name} resigned {what}").format(name=lose, what=resign_words(result.kind))
    else:
        how = resign_words(result.kind)
    return Replay.tr("{name} wins {points} ({how})").format(
        name=win, points=Replay.tr("%n point(s)", "", result.points), how=how)


def event_words(ev, names) -> str:
    """One event in words ("Bob 64: 24/18 13/9", "Alice doubles to 2"), translated."""
    from bgdesk.gui.match.controller import resign_words

    who = names[ev.player] if ev.player is not None else ""
    k = ev.kind
    if k is EventKind.OPENING_ROLL:
        d0, d1 = ev.dice
        if d0 == d1:
            return Replay.tr("Opening roll: {a} {da}, {b} {db}: a tie, roll again").format(
                a=names[0], da=d0, b=names[1], db=d1)
        return Replay.tr("Opening roll: {a} {da}, {b} {db}: {who} starts").format(
            a=names[0], da=d0, b=names[1], db=d1, who=who)
    if k is EventKind.AUTO_DOUBLE:
        return Replay.tr("Automatic double: the cube goes to {v}").format(v=ev.cube)
    if k is EventKind.ROLL:
        return Replay.tr("{who} rolls {d1}{d2}").format(who=who, d1=ev.dice[0], d2=ev.dice[1])
    if k is EventKind.PLAY:
        d = ev.dice or ("?", "?")
        play = ev.notation or Replay.tr("cannot move")
        return f"{who} {max(d)}{min(d)}: {play}"
    if k is EventKind.DOUBLE:
        return Replay.tr("{who} doubles to {v}").format(who=who, v=ev.cube)
    if k is EventKind.TAKE:
        return Replay.tr("{who} takes").format(who=who)
    if k is EventKind.DROP:
        return Replay.tr("{who} passes").format(who=who)
    if k is EventKind.BEAVER:
        return Replay.tr("{who} beavers: the cube goes to {v}").format(who=who, v=ev.cube)
    if k is EventKind.RESIGN:
        return Replay.tr("{who} offers to resign {what}").format(who=who, what=resign_words(ev.resign))
    if k is EventKind.ACCEPT:
        return Replay.tr("{who} accepts").format(who=who)
    return Replay.tr("{who} declines").format(who=who)


def game_number(record: MatchRecord, gi: int) -> tuple[int, bool]:
    """The number the file gives game ``gi`` of ``record``, and whether it goes on from the game
    before it (a game read on past a roll written without its move: ``meta["continued"]``)."""
    meta = record.meta if isinstance(record.meta, dict) else {}
    cont = meta.get("continued")
    if not isinstance(cont, list) or not all(isinstance(c, int) for c in cont):
        return gi + 1, False
    return gi + 1 - sum(1 for c in cont if c <= gi), gi in cont


def frame_words(frame: Frame, names, score=None, number: int | None = None) -> str:
    """What a frame shows in words: the game's start, or the event (and the result at the end)."""
    if frame.event is None:
        s = score if score is not None else frame.score
        return Replay.tr("Game {n}: {a} {sa}, {b} {sb}").format(
            n=number or frame.game + 1, a=names[0], sa=s[0], b=names[1], sb=s[1])
    text = event_words(frame.event, names)
    if frame.result is not None and frame.phase is Phase.GAME_OVER:
        text += ". " + result_words(frame.result, names)
    return text


_CELL_WORDS = (
    (re.compile(r"^Doubles to (\d+)$"), lambda m: Replay.tr("Doubles to {v}").format(v=m.group(1))),
    (re.compile(r"^Beavers to (\d+)$"), lambda m: Replay.tr("Beavers to {v}").format(v=m.group(1))),
    (re.compile(r"^Takes$"), lambda m: Replay.tr("Takes")),
    (re.compile(r"^Passes$"), lambda m: Replay.tr("Passes")),
    (re.compile(r"^Accepts$"), lambda m: Replay.tr("Accepts")),
    (re.compile(r"^Declines$"), lambda m: Replay.tr("Declines")),
    (re.compile(r"^Resigns single$"), lambda m: Replay.tr("Resigns a single game")),
    (re.compile(r"^Resigns gammon$"), lambda m: Replay.tr("Resigns a gammon")),
    (re.compile(r"^Resigns backgammon$"), lambda m: Replay.tr("Resigns a backgammon")),
    (re.compile(r"^(\d\d): \(no move\)$"), lambda m: m.group(1) + ": " + Replay.tr("(no move)")),
)


def cell_words(text: str) -> str:
    """A move-list cell of the engine's (``Doubles to 2``, ``Takes``...) in the language in use;
    plays in notation (``31: 8/5 6/5``) stay as they are."""
    for pattern, words in _CELL_WORDS:
        m = pattern.match(text)
        if m:
            return words(m)
    return text


def frame_state(frame: Frame, names, length: int, previous: Frame | None = None,
                use_cube: bool = True, total: int = 0, number: int | None = None) -> BoardState:
    """The board a frame shows: the position, the dice rolled or just played, the cube (offered
    when a double waits for its answer), the score and the last play marked."""
    pos = frame.position
    ev = frame.event
    dice: tuple = ()
    side = None
    used: tuple = ()
    opening = None
    marks: tuple = ()
    if ev is not None and ev.kind is EventKind.OPENING_ROLL:
        opening = tuple(ev.dice)
    elif ev is not None and ev.kind is EventKind.PLAY:
        if ev.dice:
            dice = tuple(ev.dice)
            side = ev.player
            used = dice * (2 if dice[0] == dice[1] else 1)
        if previous is not None:
            marks = play_marks(previous.position, ev.player, ev.steps)
    elif frame.dice and frame.on_roll is not None:
        dice, side = tuple(frame.dice), frame.on_roll
    over = frame.phase is Phase.GAME_OVER
    extra = {}
    if over and frame.result is not None:
        extra["banner"] = result_words(frame.result, names)
    status = ""
    if total:
        status = Replay.tr("Game {g}: {step} of {n}").format(g=number or frame.game + 1,
                                                             step=frame.step, n=total)
    return BoardState(
        mine=pos.mine, theirs=pos.theirs, names=tuple(names), pips=pos.pip_counts(),
        score=tuple(frame.score), match_length=length, crawford=frame.crawford,
        on_roll=None if over else frame.on_roll, dice=dice, dice_side=side, dice_used=used,
        opening=opening, cube_value=frame.cube_value, cube_owner=frame.cube_owner,
        cube_offered_by=frame.on_roll if frame.phase is Phase.DOUBLE_OFFERED else None,
        cube_enabled=use_cube and not frame.crawford, last_move=marks, status=status,
        game_over=over, game_index=frame.game, extra=extra)


# --------------------------------------------------------------------------------------------
# The move list


class MoveListView(QTableWidget):
    """Every game of a record: a heading row per game, its numbered moves in two columns (one
    per player) and the result. ``cell_chosen(game, row, player)`` when a move is clicked
    (player None for the number column or a heading)."""

    cell_chosen = Signal(int, int, object)
    #: The record's games are positions (a position file): headed "Position n".
    positions = False

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 3, parent)
        self.setObjectName("replay_move_list")
        bind(self, "Replay", QT_TRANSLATE_NOOP("Replay", "Moves"), "accessible_name")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.verticalHeader().setVisible(False)
        h = self.horizontalHeader()
        fm = self.fontMetrics()
        # Fixed: the game headings span all columns and must not widen the number column.
        h.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        self.setColumnWidth(0, fm.horizontalAdvance("000.") + 14)
        h.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        h.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setDefaultSectionSize(fm.height() + 8)
        self.setWordWrap(False)
        self.record: MatchRecord | None = None
        self.names = ("Player 1", "Player 2")
        self._game = 0
        self._rows: dict[tuple[int, int], int] = {}  # (game, row in game; 0 = heading) -> row
        self._where: list[tuple[int, int]] = []  # table row -> (game, row in game; -1 = result)
        self.copy_action = QAction(Replay.tr("&Copy move list"), self)
        self.copy_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Copy))
        self.copy_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.copy_action.triggered.connect(lambda _=False: self.copy())
        self.addAction(self.copy_action)
        self.cellClicked.connect(self._clicked)

    #: A record of more games than this shows the moves of one game at a time (the one on the
    #: board): a session of thousands of games opens at once.
    ALL_GAMES_UP_TO = 60

    def set_record(self, record: MatchRecord, names=None, game: int = 0) -> None:
        self.record = record
        self.names = record_names(record, names)
        self._game = game
        self._fill()

    @property
    def one_game_at_a_time(self) -> bool:
        return self.record is not None and len(self.record.games) > self.ALL_GAMES_UP_TO

    def show_game(self, game: int) -> None:
        """The game on the board: listed alone when the record lists one game at a time."""
        if self.one_game_at_a_time and game != self._game:
            self._game = game
            self._fill()

    def _fill(self) -> None:
        record = self.record
        self.setHorizontalHeaderLabels(["#", self.names[0], self.names[1]])
        self.clearSpans()
        self._rows, self._where = {}, []
        rows: list[tuple[int, int, list[str]]] = []
        shown = [self._game] if self.one_game_at_a_time else range(len(record.games))
        for gi in shown:
            g = record.games[gi]
            # Each game's own length: the positions of a position file have each their own.
            if g.match_length:
                kind = Replay.tr("match to {n}").format(n=g.match_length)
            else:
                kind = Replay.tr("money session")
            number, continued = game_number(record, gi)
            if self.positions:
                words = Replay.tr("Position {n} ({kind}): {a} {sa}, {b} {sb}")
            elif continued:
                words = Replay.tr("Game {n}, continued ({kind}): {a} {sa}, {b} {sb}")
            else:
                words = Replay.tr("Game {n} ({kind}): {a} {sa}, {b} {sb}")
            head = words.format(n=number, kind=kind, a=self.names[0], sa=g.score[0],
                                b=self.names[1], sb=g.score[1])
            if g.crawford:
                head += " " + Replay.tr("(Crawford game)")
            rows.append((gi, 0, [head]))
            for i, a, b in move_rows(g):
                rows.append((gi, i, [f"{i}.", cell_words(a), cell_words(b)]))
            if g.result is not None:
                rows.append((gi, -1, [result_words(g.result, self.names)]))
        self.setRowCount(len(rows))
        for r, (gi, i, cells) in enumerate(rows):
            self._where.append((gi, i))
            if i >= 0:
                self._rows[(gi, i)] = r
            if len(cells) == 1:
                item = QTableWidgetItem(cells[0])
                f = item.font()
                f.setBold(i == 0)
                f.setItalic(i == -1)
                item.setFont(f)
                self.setItem(r, 0, item)
                for c in (1, 2):
                    self.setItem(r, c, QTableWidgetItem(""))
                self.setSpan(r, 0, 1, 3)
            else:
                for c, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    if c:
                        item.setToolTip(text)
                    if c == 0:
                        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    self.setItem(r, c, item)

    def table_row(self, game: int, row: int) -> int | None:
        return self._rows.get((game, row))

    def highlight(self, game: int, row: int, player: int | None) -> None:
        """Select the cell of the current move (the heading before the first move)."""
        r = self.table_row(game, row)
        if r is None:
            self.clearSelection()
            return
        col = 0 if row == 0 or player not in (0, 1) else 1 + player
        self.setCurrentCell(r, col)
        self.scrollToItem(self.item(r, col), QAbstractItemView.ScrollHint.EnsureVisible)

    def highlighted_text(self) -> str:
        item = self.currentItem()
        return item.text() if item is not None else ""

    def _clicked(self, r: int, c: int) -> None:
        if 0 <= r < len(self._where):
            gi, i = self._where[r]
            self.cell_chosen.emit(gi, i, None if c == 0 or i <= 0 else c - 1)

    def text(self) -> str:
        if self.record is None:
            return ""
        return move_list_text(self.record, self.names)

    def copy(self) -> str:
        text = self.text()
        QGuiApplication.clipboard().setText(text)
        return text

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        menu = QMenu(self)
        menu.addAction(self.copy_action)
        menu.popup(event.globalPos())
        self._menu = menu  # kept for tests
        event.accept()


# --------------------------------------------------------------------------------------------
# Games told by the room that played them


class ReplayNotes(Protocol):
    """What a room tells the viewer about its own games (``ReplayWindow(..., notes=...)``)."""

    headers: tuple[str, ...]           # the titles of the table beside the board

    def frames(self, game: int) -> list[Frame]:
        """The board, moment by moment (``Frame.row``: the moment's line in :meth:`lines`)."""

    def label(self, game: int) -> str:
        """The game as the game selector names it."""

    def lines(self, game: int) -> list[str]:
        """The move list of the game: line 0 its heading, then one line per moment; more lines
        after the last moment (the result, the settlement) show the last moment."""

    def view(self, game: int, step: int) -> dict:
        """Moment ``step``: ``names`` (bottom, top), ``words`` (what happened), ``rows`` (the
        table's rows of cells), and optionally ``banner``, ``match_text`` (the board's centre
        line), ``score``, ``cube_offered_by`` (0, 1 or None) and ``use_cube``."""


class StepList(QListWidget):
    """The move list of a game told by :class:`ReplayNotes`: one line per moment, the current
    one selected; a click shows it. Quacks like :class:`MoveListView` for the viewer."""

    cell_chosen = Signal(int, int, object)

    def __init__(self, notes: ReplayNotes, games: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay_move_list")
        bind(self, "Replay", QT_TRANSLATE_NOOP("Replay", "Moves"), "accessible_name")
        self.setWordWrap(True)
        self.notes = notes
        self.games = games
        self._game = -1
        self.copy_action = QAction(Replay.tr("&Copy move list"), self)
        self.copy_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Copy))
        self.copy_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.copy_action.triggered.connect(lambda _=False: self.copy())
        self.addAction(self.copy_action)
        self.itemClicked.connect(lambda item: self._clicked(self.row(item)))

    def set_record(self, _record, _names=None, game: int = 0) -> None:
        """(Again) the lines of ``game``, in the language in use."""
        self._game = -1
        self.show_game(game)

    def show_game(self, game: int) -> None:
        if game != self._game:
            self._game = game
            self.clear()
            self.addItems(self.notes.lines(game))

    def highlight(self, game: int, row: int, _player=None) -> None:
        self.show_game(game)
        if 0 <= row < self.count():
            self.setCurrentRow(row)
            self.scrollToItem(self.item(row), QAbstractItemView.ScrollHint.EnsureVisible)

    def highlighted_text(self) -> str:
        item = self.currentItem()
        return item.text() if item is not None else ""

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """The current moment stays in sight when the list is made smaller (the words above
        it grew by a line or two)."""
        super().resizeEvent(event)
        item = self.currentItem()
        if item is not None:
            self.scrollToItem(item, QAbstractItemView.ScrollHint.EnsureVisible)

    def _clicked(self, row: int) -> None:
        last = len(self.notes.frames(self._game)) - 1
        self.cell_chosen.emit(self._game, min(row, last), None)

    def text(self) -> str:
        return "\n\n".join("\n".join(self.notes.lines(g)) for g in range(self.games)) + "\n"

    def copy(self) -> str:
        text = self.text()
        QGuiApplication.clipboard().setText(text)
        return text


class _NotedFrames(Sequence):
    """The frames of every game, from the notes, each asked for when first shown."""

    def __init__(self, notes: ReplayNotes, games: int) -> None:
        self.notes = notes
        self.games = games

    def __len__(self) -> int:
        return self.games

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self.games))]
        if isinstance(index, bool) or not isinstance(index, int) or not -self.games <= index < self.games:
            raise IndexError(f"{self.games} game(s), not {index!r}")
        return self.notes.frames(index % self.games)


# --------------------------------------------------------------------------------------------
# The viewer

#: The viewer's actions: (attribute, text, keys, method, tip); the texts are marked for
#: translation in the "Replay" context. Help > Keyboard lists them (:func:`replay_keys`).
REPLAY_ACTIONS = (
    ("act_first", QT_TRANSLATE_NOOP("Replay", "|◀ Start"), (Qt.Key.Key_Home,), "first",
     QT_TRANSLATE_NOOP("Replay", "Start of the game")),
    ("act_back", QT_TRANSLATE_NOOP("Replay", "◀ Back"), (Qt.Key.Key_Left,), "back",
     QT_TRANSLATE_NOOP("Replay", "One step back")),
    ("act_forward", QT_TRANSLATE_NOOP("Replay", "Forward ▶"), (Qt.Key.Key_Right,), "forward",
     QT_TRANSLATE_NOOP("Replay", "One step forward")),
    ("act_last", QT_TRANSLATE_NOOP("Replay", "End ▶|"), (Qt.Key.Key_End,), "last",
     QT_TRANSLATE_NOOP("Replay", "End of the game")),
    ("act_prev_game", QT_TRANSLATE_NOOP("Replay", "Previous game"), (Qt.Key.Key_PageUp,), "previous_game",
     QT_TRANSLATE_NOOP("Replay", "Start of the previous game")),
    ("act_next_game", QT_TRANSLATE_NOOP("Replay", "Next game"), (Qt.Key.Key_PageDown,), "next_game",
     QT_TRANSLATE_NOOP("Replay", "Start of the next game")),
    ("act_copy", QT_TRANSLATE_NOOP("Replay", "Copy move list"), (QKeySequence.StandardKey.Copy,), "copy",
     QT_TRANSLATE_NOOP("Replay", "Copy every game's moves as text")),
    ("act_play_on", QT_TRANSLATE_NOOP("Replay", "Play from here"), ("Ctrl+P",), "play_from_here",
     QT_TRANSLATE_NOOP("Replay", "Play on from this moment of the match, against the computer or a friend")),
    ("act_stored", QT_TRANSLATE_NOOP("Replay", "Analysis from the file…"), ("Ctrl+Shift+A",), "show_stored",
     QT_TRANSLATE_NOOP("Replay", "The analysis the program that wrote the file stored in it: error rates, the "
                                 "worst errors and their review")),
    ("act_close", QT_TRANSLATE_NOOP("Replay", "Close"), (QKeySequence.StandardKey.Close, Qt.Key.Key_Escape),
     "close", QT_TRANSLATE_NOOP("Replay", "Close the replay")),
)


def key_sequences(keys) -> list[QKeySequence]:
    """``keys`` (keys, key names, standard keys) as key sequences; a standard key gives every
    binding of the platform (Close: Ctrl+F4 and Ctrl+W)."""
    out: list[QKeySequence] = []
    for k in keys:
        out.extend(QKeySequence.keyBindings(k) if isinstance(k, QKeySequence.StandardKey) else [QKeySequence(k)])
    return out


def replay_keys() -> list[tuple[str, str, tuple[str, ...]]]:
    """The viewer's keys for Help > Keyboard: ``(keys as written, what they do, keys)`` per
    action, in the language in use."""
    rows = []
    for _attr, _text, keys, _slot, tip in REPLAY_ACTIONS:
        seqs = key_sequences(keys)
        rows.append((", ".join(q.toString(QKeySequence.SequenceFormat.NativeText) for q in seqs),
                     Replay.tr(tip), tuple(q.toString() for q in seqs)))
    return rows


class ReplayWindow(QMainWindow):
    """Steps through a match record on a board of its own, the move list in step."""

    frame_changed = Signal(int, int)  # game, step

    def __init__(self, record: MatchRecord, names=None, settings=None, parent: QWidget | None = None,
                 frames: list[list[Frame]] | None = None, title: str | None = None,
                 play_on=None, notes: ReplayNotes | None = None, stored=None,
                 positions: bool = False, position_notes: dict | None = None) -> None:
        """``play_on(game, step)``, when given, plays on from the frame shown (Play from
        here); it returns whether it did. ``notes``: the room that played the record's games
        tells them (:class:`ReplayNotes`). ``stored()``, when given, shows the analysis the
        file held (a toolbar button). ``positions``: each game of the record is a position to
        step through (read from a position file), each with its own score; ``position_notes``:
        text shown under a position at its start (by index: its stored analysis)."""
        super().__init__(parent)
        self.setObjectName("ReplayWindow")
        deleted_when_closed(self)
        self.record = record
        self.names = record_names(record, names)
        self.play_on = play_on
        self.notes = notes
        if notes is not None:
            frames = _NotedFrames(notes, len(record.games))
        self.stored = stored
        self.positions = positions
        self.position_notes = dict(position_notes or {})
        # Each game's frames are made (and the game checked) when it is first shown.
        self.frames = frames if frames is not None else FramesByGame(record, self.names)
        if title:
            self.setWindowTitle(title)
        else:
            bind(self, "Replay", QT_TRANSLATE_NOOP("Replay", "Replay"), "window_title")
        self.game_index = 0
        self.step = 0
        self.scene = BoardScene(settings, self)
        self.view = BoardView(self.scene, name=lambda: Replay.tr("Replay board"))
        self.move_list = MoveListView() if notes is None else StepList(notes, len(record.games))
        self.move_list.positions = positions
        self.move_list.set_record(record, self.names)
        self.move_list.cell_chosen.connect(self._cell_chosen)
        self.games = QComboBox()
        self.games.setObjectName("game_selector")
        bind(self.games, "Replay", QT_TRANSLATE_NOOP("Replay", "Game shown"), "accessible_name")
        for gi in range(len(record.games)):
            self.games.addItem(self._game_label(gi))
        self.games.currentIndexChanged.connect(self._game_chosen)
        self.text = plain_text(QLabel())   # names from a file are shown as they are
        self.text.setObjectName("frame_text")
        self.text.setWordWrap(True)
        self.text.setMinimumHeight(48)
        self._build()
        resize_within_screen(self, 1400, 880)
        if self.frames:
            self.go(0, 0)
        else:
            self.text.setText(Replay.tr("This record has no games."))
            self._update_actions()

    # -- layout ------------------------------------------------------------------------------
    def _act(self, text: str, keys, slot, tip: str) -> QAction:
        """A window action; ``text`` and ``tip`` (marked with QT_TRANSLATE_NOOP) follow the
        language."""
        a = QAction(self)
        seqs = key_sequences(keys if isinstance(keys, (list, tuple)) else [keys])
        a.setShortcuts(seqs)
        a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        bind(a, "Replay", text)
        bind(a, "Replay", tip, "tip", suffix=f" ({seqs[0].toString()})")
        bind(a, "Replay", tip, "status")
        a.triggered.connect(lambda _=False: slot())
        self.addAction(a)
        return a

    def _build(self) -> None:
        for attr, text, keys, slot, tip in REPLAY_ACTIONS:
            target = self.move_list if slot == "copy" else self
            setattr(self, attr, self._act(text, list(keys), getattr(target, slot), tip))
        self.act_play_on.setObjectName("play_from_here")
        self.act_stored.setObjectName("stored_analysis")
        self.act_stored.setVisible(self.stored is not None)
        if self.positions:
            bind(self.act_prev_game, "Replay", QT_TRANSLATE_NOOP("Replay", "Previous position"))
            bind(self.act_next_game, "Replay", QT_TRANSLATE_NOOP("Replay", "Next position"))
        tb = self.addToolBar(Replay.tr("Replay"))
        tb.setObjectName("replay_toolbar")
        tb.setMovable(False)
        more = tb.findChild(QWidget, "qt_toolbar_ext_button")  # shown when the window is narrow
        if more is not None:
            bind(more, "Replay", QT_TRANSLATE_NOOP("Replay", "More actions"), "accessible_name")
        tb.addAction(self.act_prev_game)
        tb.addWidget(self.games)
        tb.addAction(self.act_next_game)
        tb.addSeparator()
        for a in (self.act_first, self.act_back, self.act_forward, self.act_last):
            tb.addAction(a)
        tb.addSeparator()
        tb.addAction(self.act_play_on)
        if self.stored is not None:
            tb.addAction(self.act_stored)
        side = QWidget()
        lay = QVBoxLayout(side)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(self.text)
        self.notes_table = None
        if self.notes is not None:  # e.g. every member's cube in a chouette game
            self.notes_table = QTableWidget(0, len(self.notes.headers))
            self.notes_table.setObjectName("replay_notes")
            bind(self.notes_table, "Replay", QT_TRANSLATE_NOOP("Replay", "At this moment"), "accessible_name")
            self.notes_table.verticalHeader().setVisible(False)
            self.notes_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            self.notes_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
            self.notes_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.notes_table.setWordWrap(True)
            self.notes_table.setTextElideMode(Qt.TextElideMode.ElideNone)
            head = self.notes_table.horizontalHeader()
            head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            head.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
            self.notes_table.setHorizontalHeaderLabels(list(self.notes.headers))
            lay.addWidget(self.notes_table)
        moves = QLabel()
        bind(moves, "Replay", QT_TRANSLATE_NOOP("Replay", "Moves"))
        lay.addWidget(moves)
        lay.addWidget(self.move_list, 1)
        row = QHBoxLayout()
        self.copy_button = QPushButton()
        bind(self.copy_button, "Replay", QT_TRANSLATE_NOOP("Replay", "Copy"))
        self.copy_button.setObjectName("copy_moves")
        bind(self.copy_button, "Replay", QT_TRANSLATE_NOOP("Replay", "Copy every game's moves as text"), "tip")
        self.copy_button.clicked.connect(lambda: self.move_list.copy())
        row.addWidget(self.copy_button)
        self.stats_button = QPushButton()
        bind(self.stats_button, "Replay", QT_TRANSLATE_NOOP("Replay", "Dice statistics…"))
        self.stats_button.clicked.connect(self.show_dice_stats)
        row.addWidget(self.stats_button)
        row.addStretch(1)
        self.close_button = QPushButton()
        self.close_button.setObjectName("close_replay")
        bind(self.close_button, "Replay", QT_TRANSLATE_NOOP("Replay", "Close"))
        bind(self.close_button, "Replay", QT_TRANSLATE_NOOP("Replay", "Close the replay"), "tip",
             suffix=" (Esc)")
        self.close_button.clicked.connect(lambda _=False: self.close())
        row.addWidget(self.close_button)
        lay.addLayout(row)
        side.setMinimumWidth(380)
        side.setMaximumWidth(640)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.view)
        split.addWidget(side)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setSizes([960, 460])
        self.setCentralWidget(split)
        # The keys belong to the window: the move list takes clicks, not the keyboard focus.
        self.move_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.games.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        on_language_changed(self._language_changed)

    def _language_changed(self, _lang: str) -> None:
        """The move list, the game list and the frame's words again, in the new language."""
        self.move_list.set_record(self.record, self.names, self.game_index)
        for gi in range(len(self.record.games)):
            self.games.setItemText(gi, self._game_label(gi))
        if self.notes_table is not None:
            self.notes_table.setHorizontalHeaderLabels(list(self.notes.headers))
        if self.frames:
            self.go(self.game_index, self.step)

    def _game_label(self, gi: int) -> str:
        """A game's (or a position's) line in the game selector."""
        if self.notes is not None:
            return self.notes.label(gi)
        g = self.record.games[gi]
        if self.positions:
            return Replay.tr("Position {n}: {a} {sa}, {b} {sb}").format(
                n=gi + 1, a=self.names[0], sa=g.score[0], b=self.names[1], sb=g.score[1])
        number, continued = game_number(self.record, gi)
        words = (Replay.tr("Game {n}, continued: {a} {sa}, {b} {sb}") if continued
                 else Replay.tr("Game {n}: {a} {sa}, {b} {sb}"))
        return words.format(n=number, a=self.names[0], sa=g.score[0], b=self.names[1],
                            sb=g.score[1])

    def show_front(self) -> None:
        """Show the viewer in front of the other windows, with the keyboard (also when it was
        hidden behind them, or closed). Opened from a modal dialog, the viewer is that dialog's
        child (its ``parent``), so that it takes clicks while the dialog waits."""
        self.show()
        self.raise_()
        self.activateWindow()

    # -- navigation --------------------------------------------------------------------------
    @property
    def frame(self) -> Frame | None:
        if not self.frames:
            return None
        return self.frames[self.game_index][self.step]

    def go(self, game: int, step: int, animate: bool = False) -> bool:
        """Show frame ``step`` of game ``game`` (both clamped). Returns whether it changed."""
        if not self.frames:
            return False
        game = max(0, min(game, len(self.frames) - 1))
        step = max(0, min(step, len(self.frames[game]) - 1))
        changed = (game, step) != (self.game_index, self.step)
        self.game_index, self.step = game, step
        frames = self.frames[game]
        f = frames[step]
        prev = frames[step - 1] if step else None
        grec = self.record.games[game]
        if self.notes is None:
            number, _continued = game_number(self.record, game)
            state = frame_state(f, self.names, grec.match_length, prev, grec.rules.use_cube,
                                total=len(frames) - 1, number=number)
            if self.positions and f.event is None:
                note = self.position_notes.get(game)
                words = self._position_words(game, f) + (f"\n\n{note}" if note else "")
            elif f.event is None:
                words = self._game_label(game)
            else:
                words = frame_words(f, self.names, grec.score, number)
        else:
            state, words = self._noted(game, step, f, prev, len(frames) - 1)
        self.scene.set_state(state, state.last_move if animate else ())
        self.text.setText(words)
        ev = f.event
        self.move_list.show_game(game)
        self.move_list.highlight(game, f.row, ev.player if ev is not None else None)
        if self.games.currentIndex() != game:
            self.games.blockSignals(True)
            self.games.setCurrentIndex(game)
            self.games.blockSignals(False)
        self._update_actions()
        self.frame_changed.emit(game, step)
        return changed

    def _position_words(self, game: int, f: Frame) -> str:
        """A position of a position file in words: which of how many, the score, who acts."""
        g = self.record.games[game]
        where = (Replay.tr("match to {n}").format(n=g.match_length) if g.match_length
                 else Replay.tr("money play"))
        text = Replay.tr("Position {n} of {count} ({where}): {a} {sa}, {b} {sb}.").format(
            n=game + 1, count=len(self.record.games), where=where, a=self.names[0],
            sa=g.score[0], b=self.names[1], sb=g.score[1])
        if f.on_roll is not None:
            who = self.names[f.on_roll]
            if f.phase is Phase.DOUBLE_OFFERED:
                text += " " + Replay.tr("{name} has doubled.").format(name=who)
            elif f.dice:
                text += " " + Replay.tr("{name} to play {d1}{d2}.").format(
                    name=who, d1=f.dice[0], d2=f.dice[1])
            else:
                text += " " + Replay.tr("{name} on roll.").format(name=who)
        return text

    def _noted(self, game: int, step: int, f: Frame, prev: Frame | None, total: int):
        """The board and the words of a moment told by the notes, and the table filled."""
        view = self.notes.view(game, step)
        state = frame_state(f, view["names"], 0, prev, view.get("use_cube", True), total=total)
        extra = {k: v for k, v in state.extra.items() if k != "banner"}
        for key in ("banner", "match_text"):
            if view.get(key):
                extra[key] = view[key]
        state = replace(state, extra=extra, cube_offered_by=view.get("cube_offered_by"),
                        score=tuple(view.get("score", state.score)))
        t = self.notes_table
        rows = view.get("rows", ())
        t.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for c, text in enumerate(cells):
                item = t.item(r, c)
                if item is None:
                    item = QTableWidgetItem()
                    t.setItem(r, c, item)
                item.setText(text)
                if c == len(cells) - 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
        t.resizeRowsToContents()
        t.setFixedHeight(t.horizontalHeader().sizeHint().height() + t.verticalHeader().length()
                         + 2 * t.frameWidth())
        return state, view.get("words", "")

    def forward(self) -> bool:
        """One event on; from the end of a game to the start of the next."""
        if not self.frames:
            return False
        if self.step + 1 < len(self.frames[self.game_index]):
            return self.go(self.game_index, self.step + 1, animate=True)
        if self.game_index + 1 < len(self.frames):
            return self.go(self.game_index + 1, 0)
        return False

    def back(self) -> bool:
        """One event back; from the start of a game to the end of the one before."""
        if not self.frames:
            return False
        if self.step > 0:
            return self.go(self.game_index, self.step - 1)
        if self.game_index > 0:
            return self.go(self.game_index - 1, len(self.frames[self.game_index - 1]) - 1)
        return False

    def first(self) -> bool:
        return self.go(self.game_index, 0)

    def last(self) -> bool:
        return self.go(self.game_index, len(self.frames[self.game_index]) - 1) if self.frames else False

    def next_game(self) -> bool:
        return self.go(self.game_index + 1, 0) if self.game_index + 1 < len(self.frames) else False

    def previous_game(self) -> bool:
        return self.go(self.game_index - 1, 0) if self.game_index > 0 else False

    def _game_chosen(self, index: int) -> None:
        if index >= 0:
            self.go(index, 0)

    def _cell_chosen(self, game: int, row: int, player) -> None:
        """Show the move clicked: the last frame on that row by that player (its play)."""
        if not self.frames:
            return
        if row <= 0:
            self.go(game, 0 if row == 0 else len(self.frames[game]) - 1)
            return
        best = None
        for f in self.frames[game]:
            if f.row == row and (player is None or (f.event is not None and f.event.player == player)):
                best = f.step
        if best is not None:
            self.go(game, best)

    def _update_actions(self) -> None:
        n = len(self.frames)
        at_start = not n or (self.game_index == 0 and self.step == 0)
        at_end = not n or (self.game_index == n - 1 and self.step == len(self.frames[-1]) - 1)
        self.act_back.setEnabled(not at_start)
        self.act_first.setEnabled(bool(n) and self.step > 0)
        self.act_forward.setEnabled(not at_end)
        self.act_last.setEnabled(bool(n) and self.step < len(self.frames[self.game_index]) - 1)
        self.act_prev_game.setEnabled(bool(n) and self.game_index > 0)
        self.act_next_game.setEnabled(bool(n) and self.game_index < n - 1)
        self.act_play_on.setEnabled(bool(n) and self.play_on is not None)

    def play_from_here(self) -> bool:
        """Play on from the frame shown (its score, cube and Crawford state), in the main
        window."""
        if not self.frames or self.play_on is None:
            return False
        return bool(self.play_on(self.game_index, self.step))

    # -- extras ------------------------------------------------------------------------------
    def show_stored(self):
        """The analysis the file held, in an analysis window (None when there is none)."""
        return self.stored() if self.stored is not None else None

    def show_dice_stats(self):
        from bgdesk.gui.records.dice_stats_window import DiceStatsWindow

        self.dice_stats = DiceStatsWindow.show_for(self, self.record, self.names,
                                                   Replay.tr("Dice statistics: {title}").format(
                                                       title=self.windowTitle()))
        return self.dice_stats


__all__ = ["MoveListView", "REPLAY_ACTIONS", "ReplayNotes", "ReplayWindow", "StepList", "frame_state",
           "key_sequences", "play_marks", "record_names", "replay_keys"]
