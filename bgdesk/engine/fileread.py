"""What the readers of other programs' files share: their sentences, their notes and errors,
what they return, and :class:`MatchBuilder`, which turns the actions a file records into games
checked by the rules.

The readers (:mod:`bgdesk.engine.sgf`, :mod:`bgdesk.engine.xgfile`,
:mod:`bgdesk.engine.positiontext`) do no I/O: they take the bytes or text of a file. Each returns a
:class:`FileReading`; what is odd but readable is a :class:`FileNote`, what cannot be read at all
raises :class:`FileReadError` (a :class:`~bgdesk.engine.errors.NotationError`). Like the .mat
reader's, notes and errors carry a ``code`` and ``values`` so that a user interface can say them
in its own language; :data:`MESSAGES` holds the English sentences (the .mat reader's codes are
used where the same thing is said).

Damage in one game never costs the file: :class:`MatchBuilder` keeps the game up to the action
that cannot be played, unfinished, says so, and the reader goes on with the next game, which
begins at the score the file gives it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable

from .dice import ManualDice
from .errors import BgdeskError, NotationError
from .game import Game, Phase
from .matimport import MESSAGES as MAT_MESSAGES
from .matimport import ImportCancelled, _text_of as _mat_text_of
from .record import GameRecord, GameStart, MatchRecord, Rules
from .stored import StoredAnalysis

__all__ = [
    "FileNote", "FileReadError", "FileReading", "ImportCancelled", "MESSAGES", "MatchBuilder",
    "MAX_WARNINGS", "note_text",
]

#: At most this many notes are kept; the last one says how many more there were.
MAX_WARNINGS = 50

#: The English sentence for every code the readers of other programs' files use (besides the
#: .mat reader's, :data:`bgdesk.engine.matimport.MESSAGES`). ``{reason}`` is the sentence of
#: the note's ``cause`` (a code and its values).
MESSAGES: dict[str, str] = {
    # -- errors: the file cannot be read ---------------------------------------------------------
    "file-empty": "the file is empty",
    "file-unknown": "this is not a file bgdesk reads: not a match (.mat, .sgf, .xg), nor a "
                    "position (.xgp, or text with an XGID or GNU Backgammon's IDs)",
    "sgf-not": "this is not an .sgf file of GNU Backgammon: it does not begin with '(;'",
    "sgf-open": "the .sgf text ends inside a value that begins on line {at}",
    "sgf-no-game": "the .sgf file holds no backgammon game",
    "xg-not": "this is not a file of eXtreme Gammon: it does not begin with 'RGMH'",
    "xg-damaged": "the eXtreme Gammon file is damaged: {part} cannot be unpacked",
    "xg-version": "this file was written by a newer eXtreme Gammon (file version {version}); "
                  "bgdesk reads versions up to {limit}",
    "xg-empty": "the eXtreme Gammon file holds no game and no position",
    "nothing-read": "no game of this file can be read: {reason}",
    "no-position": "the file holds no position: no XGID, and no Position ID with its Match ID",
    # -- notes: read on, but say what was odd -----------------------------------------------------
    "game-stopped": "game {game} cannot be read on from its move {move}: {reason}; it is kept up "
                    "to there, unfinished, and the rest of it is left out",
    "roll-read-on": "in game {game}, {player} rolled {roll} and no move is recorded, although "
                   "{roll} can be played (for example {example}); GNU Backgammon reads on as if "
                   "the roll was passed, so the game is kept up to there and the rest of it is "
                   "read as a game set up from that position",
    "game-skipped": "game {game} is not a backgammon game that bgdesk plays ({what}); it is "
                    "left out",
    "result-differs": "the file says {written} won game {game} with {pts_written}, but as played "
                      "{winner} won {pts}, which is kept",
    "diagram-differs": "position {number}: the board drawn beside the ID shows {drawn} on "
                       "{point}, where the ID has {expected}; the ID is used",
    "position-unread": "position {number} cannot be read: {reason}; it is left out",
    "analysis-left": "{count} analysed decision(s) do not fit the moves played and are left out",
    "comment-left": "the comments in the file are not shown",
    "games-left": "only the first {game} games of the file are read; the {count} game(s) after "
                  "them are left out",
    "positions-left": "only the first {game} positions of the file are read; the {count} "
                      "position(s) after them are left out",
}

_KINDS = {1: "a single game", 2: "a gammon", 3: "a backgammon"}


def note_text(code: str, values: dict) -> str:
    """The English sentence of a code from :data:`MESSAGES` or the .mat reader's."""
    template = MESSAGES.get(code)
    if template is None:
        return _mat_text_of(code, values)
    shown = {}
    for key, v in values.items():
        if key == "cause":
            shown["reason"] = note_text(*v)
        elif key.startswith("pts"):
            shown[key] = f"{v} point" if v == 1 else f"{v} points"
        elif key == "kind":
            shown[key] = _KINDS.get(v, str(v))
        elif key == "point":
            shown[key] = "the bar" if v == 25 else f"point {v}"
        else:
            shown[key] = v
    return template.format(**shown)


@dataclass(frozen=True)
class FileNote:
    """Something odd that was read on: ``line`` (1-based in a text file, 0 when there is no
    line), a ``code`` and the ``values`` that fill its sentence."""

    line: int
    code: str
    values: dict = field(default_factory=dict)

    @property
    def text(self) -> str:
        return note_text(self.code, self.values)

    def __str__(self) -> str:
        return f"line {self.line}: {self.text}" if self.line else self.text


class FileReadError(NotationError):
    """A file that cannot be read: ``line`` (0 when none), ``code`` and ``values``."""

    def __init__(self, line: int, code: str, **values) -> None:
        self.line = line
        self.code = code
        self.values = values
        text = note_text(code, values)
        super().__init__(f"line {line}: {text}" if line else text)


@dataclass(frozen=True)
class FileReading:
    """What a reader returns.

    ``kind`` is "match" (a match or money session: ``record`` holds its games) or "positions"
    (``record`` holds one game per position, each set up from it, with its own length and
    score); ``format`` names the file's format ("mat", "sgf", "xg", "xgp", "text");
    ``analysis`` is what the file stored (empty when nothing)."""

    record: MatchRecord
    warnings: tuple = ()
    analysis: StoredAnalysis = field(default_factory=StoredAnalysis)
    kind: str = "match"
    format: str = ""


class Notes:
    """A bounded list of notes."""

    def __init__(self) -> None:
        self.items: list[FileNote] = []
        self.dropped = 0

    def add(self, line: int, code: str, **values) -> None:
        if len(self.items) < MAX_WARNINGS:
            self.items.append(FileNote(line, code, values))
        else:
            self.dropped += 1

    def final(self) -> tuple:
        out = list(self.items)
        if self.dropped:
            out.append(FileNote(0, "more-warnings", {"count": self.dropped}))
        return tuple(out)


class Damage(Exception):
    """An action the file records that the rules do not allow here: a code and its values."""

    def __init__(self, code: str, **values) -> None:
        super().__init__(code)
        self.code = code
        self.values = values


def apply_steps(board: tuple, steps) -> tuple | None:
    """The board (mover's view) after moving checkers ``steps`` (from, to; 25 the bar, 0 off),
    hitting lone opposing checkers, or None when a step has no checker to move."""
    b = list(board)
    for s, t in steps:
        if not 1 <= s <= 25 or not 0 <= t <= 24 or b[s] <= 0:
            return None
        b[s] -= 1
        if t:
            if b[t] == -1:
                b[t] = 1
                b[0] += 1
            elif b[t] < -1:
                return None
            else:
                b[t] += 1
    return tuple(b)


class MatchBuilder:
    """Builds a match record from the actions a file records, checking each with the rules.

    The reader calls :meth:`begin_game`, then :meth:`roll`, :meth:`play`, :meth:`double`,
    :meth:`take`, :meth:`drop`, :meth:`resign` as the file says, and :meth:`end_game`. An action
    the rules refuse raises :class:`Damage`; :meth:`cut` then keeps the game up to there. Scores
    follow the results; the score a file writes before a game is checked against them."""

    def __init__(self, length: int, rules: Rules, notes: Notes, names=("", "")) -> None:
        self.length = length
        self.rules = rules
        self.notes = notes
        self.names = [names[0] or "Player 1", names[1] or "Player 2"]
        self.games: list[GameRecord] = []
        self.start_score = (0, 0)
        self.start_crawford = False
        self.score = (0, 0)
        self.crawford_used = False
        self.game: Game | None = None
        self.number = 0           # the file's game number of the game being read
        self.cut_game = False     # the game before stopped at damage (its score is unknown)
        self.over = False         # the match was won: nothing more is read
        self.continued: list[int] = []   # games that go on from the one before (pass_roll)
        self.analysis = StoredAnalysis()
        self.said_crawford = False   # the file says the game being read is the Crawford game
        self.line = 0                # the line the reader is at (for a note)
        #: the file says the match uses the Crawford rule (an .sgf's RU[Crawford])
        self.crawford_said = False

    # -- games ------------------------------------------------------------------------------
    def who(self, player: int) -> str:
        return self.names[player]

    def begin_game(self, written=None, file_crawford: bool | None = None, line: int = 0,
                   start: GameStart | None = None) -> bool:
        """Start the file's next game; ``written``: the score the file gives before it. Returns
        False when the match is already won (the game is not read)."""
        self._close()
        self.number += 1
        L = self.length
        if self.over or (self.games and L and max(self.score) >= L):
            self.over = True
            return False
        first = not self.games
        if written is not None:
            written = (max(0, int(written[0])), max(0, int(written[1])))
        if first:
            score = written if written is not None else (0, 0)
            if L and max(score) >= L:
                raise FileReadError(line, "score-reached", score=f"{score[0]}-{score[1]}",
                                    length=L)
            self.start_score = self.score = score
            crawford = bool(L) and (score[0] == L - 1) != (score[1] == L - 1)
            if crawford and file_crawford is False:
                crawford = False      # the file starts after the Crawford game
            self.start_crawford = crawford
            self.crawford_used = bool(L) and L - 1 in score
        else:
            s = self.score
            unknown = self.cut_game or self.games[-1].result is None
            if written is not None and unknown:
                if L and max(written) >= L:
                    self.over = True
                    return False
                s = self.score = written
            elif written is not None and written != s and L:
                self.notes.add(line, "score-differs", game=self.number,
                               written=f"{written[0]}-{written[1]}", computed=f"{s[0]}-{s[1]}")
            # Both one point away: the Crawford game is behind (a score the file gives after
            # a game cut short can jump there).
            crawford = bool(L) and not self.crawford_used and max(s) < L and L - 1 in s \
                and s != (L - 1, L - 1)
            if crawford:
                self.crawford_used = True
        self.cut_game = False
        crawford = crawford and self.rules.crawford
        # whether the file itself says this game is the Crawford game (else bgdesk infers it)
        self.said_crawford = bool(file_crawford) and crawford
        try:
            self.game = Game(self.rules, ManualDice(), match_length=L, score=self.score,
                             crawford=crawford, start=start)
        except BgdeskError as e:
            raise Damage("setup", reason=str(e)) from None
        return True

    def _close(self) -> None:
        g = self.game
        if g is None:
            return
        self.game = None
        self.games.append(g.record())
        if g.result is not None:
            s = list(self.score)
            s[g.result.winner] += g.result.points
            self.score = (s[0], s[1])

    @property
    def index(self) -> int:
        """The record's index of the game being read."""
        return len(self.games)

    @property
    def move(self) -> int:
        """The number of the game's next play (1 before the first)."""
        g = self.game
        return 1 + (sum(1 for e in g.events if e.kind.value == "play") if g is not None else 0)

    @property
    def event(self) -> int:
        """How many events the game being read has."""
        return len(self.game.events) if self.game is not None else 0

    def cut(self, line: int, damage: Damage) -> None:
        """The game cannot be read on: keep it up to here, unfinished."""
        self.notes.add(line, "game-stopped", game=self.number, move=self.move,
                       cause=(damage.code, damage.values))
        self._close()
        self.cut_game = True

    # -- actions ----------------------------------------------------------------------------
    def _checked(self, action, *args, **kw):
        try:
            return action(*args, **kw)
        except BgdeskError as e:
            raise Damage("refused", reason=str(e)) from None

    def roll(self, player: int, dice: tuple) -> None:
        g = self.game
        d1, d2 = dice
        if g.phase is Phase.OPENING:
            if d1 == d2:
                raise Damage("opening-double", player=self.who(player), entry=f"{d1}{d2}")
            hi, lo = max(d1, d2), min(d1, d2)
            self._checked(g.roll, (hi, lo) if player == 0 else (lo, hi))
            return
        if g.phase is Phase.DOUBLE_OFFERED:
            raise Damage("double-pending", player=self.who(player), entry=f"{d1}{d2}")
        if g.phase is not Phase.BEFORE_ROLL or g.on_roll != player:
            other = g.on_roll if g.on_roll is not None else 1 - player
            raise Damage("not-on-roll", player=self.who(player), entry=f"{d1}{d2}",
                         other=self.who(other))
        self._checked(g.roll, (d1, d2), player=player)

    def play(self, player: int, steps) -> int:
        """Play the rolled dice by ``steps`` (from, to) in the mover's numbering; returns the
        index of the play's event. No steps: the roll could not be played."""
        g = self.game
        before = g.position.board
        plays = g.legal_plays
        if not steps:
            if not g.cannot_move:
                best = max(plays, key=lambda p: len(p.steps))
                raise Damage("roll-unrecorded", player=self.who(player),
                             roll="{}-{}".format(*g.dice), example=str(best))
            self._checked(g.play, plays[0])
            return len(g.events) - 1
        after = apply_steps(before, steps)
        chosen = None
        if after is not None:
            chosen = next((p for p in plays if p.result_board == after), None)
        if chosen is None:
            d1, d2 = g.dice
            text = " ".join(f"{'bar' if s == 25 else s}/{t if t else 'off'}" for s, t in steps)
            raise Damage("illegal-play", player=self.who(player), play=text, roll=f"{d1}-{d2}")
        # The steps in the file's order when they are a path of single dice (as written);
        # when the engine's play has them in that order already, it is that play.
        if tuple(chosen.steps) == tuple(steps):
            self._checked(g.play, chosen)
            return len(g.events) - 1
        from .turn import Turn
        try:
            turn = Turn(g.position, g.dice)
            turn.apply_path(steps)
            if turn.is_complete and turn.play().result_board == chosen.result_board:
                chosen = turn.play()
        except BgdeskError:
            pass
        self._checked(g.play, chosen)
        return len(g.events) - 1

    def double(self, player: int) -> int:
        g = self.game
        if g.phase is not Phase.BEFORE_ROLL or g.on_roll != player:
            raise Damage("double-turn", player=self.who(player), entry="double",
                         other=self.who(1 - player))
        if g.crawford:
            if self.said_crawford or self.crawford_said:
                raise Damage("double-crawford", player=self.who(player))
            # Nothing in the file says the Crawford rule is used: the match was played without
            # it (GNU Backgammon writes such a double when it plays so), and is read so (the
            # games read before are given these rules in record()).
            self.rules = replace(self.rules, crawford=False)
            g.crawford = False
            if not self.games:
                self.start_crawford = False
            self.notes.add(self.line, "no-crawford", player=self.who(player), game=self.number)
        self._checked(g.double, player=player)
        return len(g.events) - 1

    def take(self, player: int) -> None:
        self._answer(self.game.take, player, "take")

    def drop(self, player: int) -> None:
        self._answer(self.game.drop, player, "drop")

    def beaver(self, player: int) -> None:
        self._answer(self.game.beaver, player, "beaver")

    def _answer(self, action, player: int, entry: str) -> None:
        g = self.game
        if g.phase is not Phase.DOUBLE_OFFERED:
            raise Damage("beaver-no-double", player=self.who(player), entry=entry)
        self._checked(action, player=player)

    def resign(self, winner: int, points: int) -> None:
        """The game ended by a resignation worth ``points``: the kind is read from the points
        and the cube, as GNU Backgammon reads it."""
        g = self.game
        if g.is_over:
            return
        loser = 1 - winner
        cube = g.cube_value
        kind = 1 if points <= cube else 2 if points <= 2 * cube else 3
        if g.phase is Phase.DOUBLE_OFFERED:
            # Resigning instead of answering a double is passing it.
            if loser == g.on_roll:
                raise Damage("wins-while-doubled", player=self.who(loser), entry="resign")
            self._checked(g.drop, player=loser)
            return
        self._checked(g.resign, loser, kind)
        self._checked(g.accept_resignation, player=winner)
        if g.result.points != points:
            self.notes.add(0, "resign-points", loser=self.who(loser), game=self.number,
                           pts_written=points, cube=cube, kind=kind, pts=g.result.points)

    def end_game(self, winner: int | None, points: int | None, line: int = 0) -> None:
        """The file says how the game ended (``winner`` None: it does not say): check it
        against the game as played."""
        g = self.game
        if g is None:
            return
        r = g.result
        if r is None:
            if winner is not None:
                self.notes.add(line, "unfinished", game=self.number)
            return
        if winner is None or points is None:
            return
        if winner != r.winner or (points != r.points and not self._capped(points, winner)):
            self.notes.add(line, "result-differs", written=self.who(winner), game=self.number,
                           pts_written=points, winner=self.who(r.winner), pts=r.points)

    def _capped(self, n: int, winner: int) -> bool:
        """Some programs write only the points the winner needed to win the match."""
        L = self.length
        return bool(L) and self.game.result.points > n and self.score[winner] + n >= L

    def pass_roll(self, line: int, damage: Damage) -> None:
        """A roll that could be played is recorded without a move: keep the game up to here
        and read on from its position as a game set up there (GNU Backgammon reads on as if
        the roll was passed)."""
        g = self.game
        mover = g.on_roll
        pos0 = g.position_for(0)
        start = GameStart(position_id=pos0.position_id(), phase=Phase.BEFORE_ROLL.value,
                          on_roll=1 - mover, cube_value=g.cube_value, cube_owner=g.cube_owner,
                          cube_turned=g.cube_turned)
        self.notes.add(line, "roll-read-on", game=self.number, **damage.values)
        # The first part ends with the roll that was never played.
        self._close()
        # Its continuation is never the Crawford game: the first part was (or the Crawford
        # game is behind), as a replay of the record sees it.
        self.continued.append(len(self.games))
        self.game = Game(self.rules, ManualDice(), match_length=self.length, score=self.score,
                         crawford=False, start=start)

    # -- the end ----------------------------------------------------------------------------
    def record(self, meta: dict) -> MatchRecord:
        self._close()
        if self.continued:
            meta = dict(meta, continued=list(self.continued))
        games = tuple(self.games)
        if not self.rules.crawford:  # read without the rule: every game says so
            games = tuple(replace(gr, rules=self.rules) for gr in games)
        return MatchRecord(rules=self.rules, length=self.length, start_score=self.start_score,
                           start_crawford=self.start_crawford, games=games, meta=meta)



def check_progress(progress: Callable | None, done: int, total: int) -> None:
    """Report progress; stop with :class:`ImportCancelled` when the callback says so."""
    if progress is not None and progress(done, total) is False:
        raise ImportCancelled()


# Codes of :class:`Damage`: the sentences of what cannot be played.
MESSAGES.update({
    "refused": "{reason}",
    "illegal-play": "{player}'s {play} is not a legal play of {roll} here",
    "setup": "the position the game starts from cannot be played: {reason}",
    "roll-unrecorded": "{player} rolled {roll} and no move is recorded, although it can be "
                       "played (for example {example})",
})
