"""Reading match files in the text format (.mat) that GNU Backgammon, eXtreme Gammon, Backgammon
Studio, Backgammon Galaxy and older programs write, as GNU Backgammon reads them.

:func:`read_mat` turns the text into a :class:`~bgdesk.engine.record.MatchRecord` and a list of
:class:`MatNote` warnings; :func:`import_mat` returns the record alone. Every roll, move and cube
action is checked against the rules while it is read (R41), in one pass over the text whose
time grows with the file. The engine does no I/O: the caller reads the file and may stop a long
import through the ``progress`` callback (:class:`ImportCancelled`).

What is read, dialect by dialect (GNU Backgammon reads all of these):

* Moves as written: each ``a/b`` step lands on ``b`` and hits a lone opposing checker there,
  whether or not it is marked ``*``; ``24/18/13`` passes through 18. A step over several dice
  (``24/13``, ``66: 24/12``, ``65: 9/off``) is split as GNU Backgammon splits it: for a double
  it lands on every point on the way, otherwise it takes a way that hits nothing on the way.
  Steps written out of order (``18/13 24/18``) are also tried highest point first.
* ``Cannot Move`` and ``???`` after a roll, or nothing at all: the roll is played when no move or
  exactly one play is possible; otherwise it stays unplayed, as before a resignation. A forced
  play that would end the game with another winner or other points than the ``Wins`` line
  after it is not made either: the game ended by a resignation after the roll (GNU Backgammon
  writes such a resignation so, but reads it with the play made).
* ``Wins N point(s)`` in the winner's column, ``Losses N point(s)`` in the loser's, and a final
  ``Wins N points and the match`` that counts only the points the winner needed: a game over
  on the board keeps the points it scores as played; a game still going was resigned, for a
  single game, gammon or backgammon as N compares with the cube (GNU Backgammon's reading).
* Names with spaces, accents or a GridGammon rating (``Name, 1750``), empty names, a UTF-8
  byte-order mark, CRLF or CR line ends, text in Latin-1, money sessions (``0 point match``)
  whose score lines stay ``0 : 0``, header tags (``; [Player 1 "..."]``, ``[EventDate]``,
  ``[Jacoby]``, ``[Beaver]``, ``[CubeLimit "1"]``).

The score before each game is the one the games before it give; a score line that says
otherwise is reported. Reading stops at the end of the match. What is odd but readable is
reported as a :class:`MatNote`; what cannot be read raises :class:`MatReadError`, a
:class:`~bgdesk.engine.errors.NotationError` that names the line and says what is wrong.
Both carry a ``code`` and ``values`` so that a user interface can say the sentence in its own
language (:data:`MESSAGES` holds the English ones).
"""

from __future__ import annotations

import gc
import hashlib
import re
from dataclasses import dataclass, field, replace
from itertools import chain, permutations
from operator import neg
from typing import Callable

from .errors import ArgumentError, BgdeskError, NotationError
from .fairdice import ALGORITHMS as FAIR_ALGORITHMS
from .fairdice import LEGACY_ALGORITHM as FAIR_LEGACY
from .fairdice import record_contribution_hashes
from .position import Position, _generate, format_steps
from .record import (
    EndReason, Event, EventKind, GameRecord, GameResult, GameStart, MatchRecord, Rules,
)

__all__ = [
    "MAX_MAT_BYTES", "MAX_LINE_CHARS", "MESSAGES", "ImportCancelled", "MatNote", "MatReadError",
    "MatReading", "import_mat", "read_mat",
]

#: Larger texts are refused (a long session of thousands of games is a few megabytes).
MAX_MAT_BYTES = 8 * 1024 * 1024
#: Longer lines of a game are refused (the format's lines stay under 80 characters).
MAX_LINE_CHARS = 1000
#: The longest value of a header tag read (a fair-dice part of 200 characters of 4 UTF-8 bytes
#: each, written in hex, is 1600); header lines are not game lines, MAX_LINE_CHARS is not theirs.
MAX_TAG_VALUE = 1600
#: At most this many warnings are kept; the last one says how many more there were.
MAX_WARNINGS = 50
#: ``progress`` is called after every this many lines.
PROGRESS_LINES = 500

DEFAULT_NAMES = ("Player 1", "Player 2")
MAX_CUBE = 64

#: The English sentence for every code a :class:`MatNote` or :class:`MatReadError` carries.
MESSAGES: dict[str, str] = {
    # -- errors: the file cannot be read -------------------------------------------------------
    "too-large": "the file is larger than {limit} MB, so it is not read",
    "binary": "this is binary data, not a text match file",
    "not-text": "a match file is text, not {type}",
    "no-length": "this is not a match file: there is no line such as ' 5 point match'",
    "length-too-long": "a match to {length} points is longer than any match can be (at most "
                       "32767)",
    "long-line": "the line is {length} characters long; lines of a match file are short",
    "control-char": "the line holds a control character, which a text match file does not",
    "variation": "this match is {variation}, which bgdesk does not play",
    "bad-move": "{player}'s '{entry}': '{text}' is not a move such as 24/18, 13/11*, bar/22, "
                "6/off or 8/5(2)",
    "too-many-entries": "a numbered line holds at most two entries, the left player's and then "
                        "the right player's",
    "opening-double": "{player}'s '{entry}' is the first roll of the game, which is one die for "
                      "each player, so it cannot be a double",
    "not-on-roll": "{player}'s '{entry}' is written, but it is {other}'s turn",
    "move-but-cannot": "{player}'s '{entry}': {roll} cannot be played in this position, yet a "
                       "move is written",
    "no-checker": "{player}'s '{entry}': {player} has no checker on {point}",
    "bar-first": "{player}'s '{entry}': {player} has a checker on the bar, which must come in "
                 "before any other checker moves",
    "blocked": "{player}'s '{entry}': {point} is held by {other}",
    "wrong-distance": "{player}'s '{entry}': {step} is a move of {pips}, which the roll {roll} does "
                      "not play",
    "not-home": "{player}'s '{entry}': {player} cannot bear off before all of the checkers "
                "are in the home board",
    "higher-checker": "{player}'s '{entry}': a {die} bears a checker off {point} only when "
                      "no checker stands on a higher point",
    "too-many-moves": "{player}'s '{entry}' moves more checkers than {roll} allows",
    "dice-unused": "{player}'s '{entry}' leaves part of the roll unplayed, but all of it can be "
                   "played here (for example {example})",
    "higher-die": "{player}'s '{entry}': only one die of {roll} can be played here, and then "
                  "it must be the higher one ({example})",
    "ambiguous-hit": "{player}'s '{entry}': {step} passes two lone checkers of {other}'s and "
                     "the file does not say which one was hit",
    "double-crawford": "{player} doubles in the Crawford game, when the cube is not used",
    "no-crawford": "{player} doubles in game {game}, which would be the Crawford game: the "
                   "match was played without the Crawford rule, and is read so",
    "double-owner": "{player} doubles, but the cube belongs to {other}",
    "double-no-cube": "{player} doubles, but this match is played without the cube",
    "double-limit": "{player} doubles, but the cube cannot go past 64",
    "double-early": "{player}'s '{entry}' comes before the game has begun",
    "double-pending": "{player}'s '{entry}' comes while a double already waits for an answer",
    "double-turn": "{player}'s '{entry}' comes when it is {other}'s turn to roll",
    "beaver-no-double": "{player}'s '{entry}' comes when no double waits for {player}'s "
                        "answer",
    "beaver-not-allowed": "{player} beavers, which only money sessions with beavers allow",
    "beaver-dropped": "{player} passes {other}'s beaver, which bgdesk cannot record",
    "raccoon": "{player} raccoons, which bgdesk does not play",
    "game-over": "{player}'s '{entry}' comes after the end of the game",
    "score-reached": "the score {score} has already reached the match length {length}",
    "wins-while-doubled": "{player}'s '{entry}' comes while {player}'s own double waits for "
                          "an answer",
    # -- warnings: read on, but say what was odd ------------------------------------------------
    "skipped": "'{text}' is not a roll, a move or a cube action; it is left out",
    "no-score-line": "game {game} has no line with the players' names and scores",
    "score-differs": "the score before game {game} is written as {written}, but the games "
                     "before it make it {computed}; {computed} is used",
    "names-differ": "game {game} names the players {name0} and {name1}, where the first game "
                    "named them {first0} and {first1}; the first names are kept",
    "winner-differs": "the file says {written} won game {game}, but as played {winner} won it; "
                      "the game is kept as played",
    "points-differ": "the file says game {game} was worth {pts_written}, but as played it "
                     "scores {pts}, which is kept",
    "resign-points": "{loser} gave up game {game} for {pts_written}; at a cube of {cube} that "
                     "is read as {kind}, worth {pts}",
    "said-cannot-move": "the file says {player} cannot play {roll}, but {play} can be played "
                        "(the only play), and it is played",
    "forced-move": "{player}'s roll of {roll} has no move written; the only play, {play}, is "
                   "made",
    "missing-turn": "{player}'s turn before this line is not written; it is read as a roll of "
                    "{roll}, which {player} could not play",
    "take-implied": "{player}'s answer to the double is not written; it is read as a take",
    "drop-implied": "{player}'s answer to the double is not written; the end of the game says "
                    "it was a pass",
    "no-double": "'{entry}' answers a double that was not offered; it is left out",
    "double-value": "{player}'s double is written as {written}, but it takes the cube to "
                    "{value}",
    "star-no-hit": "{player}'s '{entry}' marks a hit on {point}, but no lone checker of "
                   "{other}'s stands there",
    "hit-implied": "{player}'s '{entry}' does not say where {step} hit; read as {play}",
    "unfinished": "game {game} stops without a result; it is kept unfinished, and the next "
                  "game begins at the score its line gives",
    "after-match": "the match was won in game {game}; the {count} game(s) after it are not read",
    "second-match": "another match begins here; only the first one is read",
    "bad-tag": "the {tag} tag says '{value}', which is not understood; it is ignored",
    "setup-skipped": "a game set up from a position cannot be read; the line is left out",
    "fair-tags": "the fair-dice tags do not fit together, so these dice cannot be checked; the "
                 "games are read without them",
    "more-warnings": "{count} more warning(s) like these",
    # -- damage in one game: the game is kept as far as it can be read ----------------------------
    "game-cut": "game {game} cannot be read on from here: {reason}; it is kept up to the line "
                "before, unfinished, and the rest of it is left out",
    "game-rest": "{reason}; the rest of game {game} is left out",
    "roll-passed": "{player} rolled {roll} in game {game} and no move is written, although "
                   "{roll} can be played (for example {example}); GNU Backgammon reads on as if "
                   "the roll was passed, so the game is kept up to here and the rest of it is "
                   "read as a game set up from this position",
}


_KIND_WORDS = {1: "a single game", 2: "a gammon", 3: "a backgammon"}


def _pts(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


def _text_of(code: str, values: dict) -> str:
    """The English sentence: ``point`` is a point (25: the bar), ``kind`` the kind of a game
    (1 single, 2 gammon, 3 backgammon), and values named ``pts...`` are points scored."""
    shown = dict(values)
    for key, v in values.items():
        if key == "cause":
            shown["reason"] = _text_of(*v)
        elif key == "point":
            shown[key] = "the bar" if v == 25 else f"point {v}"
        elif key == "kind":
            shown[key] = _KIND_WORDS[v]
        elif key.startswith("pts"):
            shown[key] = _pts(v)
    return MESSAGES[code].format(**shown)


@dataclass(frozen=True)
class MatNote:
    """Something odd that was read on: ``line`` (1-based, 0 for the whole file), a ``code``
    from :data:`MESSAGES` and the ``values`` that fill its sentence."""

    line: int
    code: str
    values: dict = field(default_factory=dict)

    @property
    def text(self) -> str:
        return _text_of(self.code, self.values)

    def __str__(self) -> str:
        return f"line {self.line}: {self.text}" if self.line else self.text


class MatReadError(NotationError):
    """A match file that cannot be read: the ``line`` (0 for the whole file), a ``code`` from
    :data:`MESSAGES` and the ``values`` that fill its sentence."""

    def __init__(self, line: int, code: str, **args) -> None:
        self.line = line
        self.code = code
        self.values = args
        text = _text_of(code, args)
        super().__init__(f"line {line}: {text}" if line else text)


class ImportCancelled(Exception):
    """The ``progress`` callback asked to stop."""


@dataclass(frozen=True)
class MatReading:
    """What :func:`read_mat` returns: the match and what was odd in the file."""

    record: MatchRecord
    warnings: tuple[MatNote, ...] = ()


# ---------------------------------------------------------------------------------------------
# Lines and entries
# ---------------------------------------------------------------------------------------------

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_LENGTH = re.compile(r"\s*(\d{1,9})\s*points?\s+match\b", re.IGNORECASE)
_GAME = re.compile(r"\s*game\s+(\d{1,9})\b", re.IGNORECASE)
_NUMBERED = re.compile(r"\s*\d{1,6}\)")
_TAG = re.compile(r'[;#]\s*\[\s*(?P<key>[^"\]]{1,40}?)\s+"(?P<value>[^"]{0,%d})"\s*\]'
                  % MAX_TAG_VALUE)
_SCORES = re.compile(r"\s*(?P<n0>[^:]*?)\s*:\s*(?P<s0>\d{1,9})\s+(?P<n1>[^:]*?)\s*:\s*"
                     r"(?P<s1>\d{1,9})\b")
_RATING = re.compile(r"^(?P<name>.*?)\s*,\s*(?P<rating>\d[\d.]*)\s*$")
_BAD_CHARS = re.compile(r"[\x00-\x08\x0e-\x1f\x7f]")
# A roll and its moves. The moves follow one another after one space (or two: a longer gap
# ends the column); each is read by _segments. A roll that is not played is followed by
# nothing, 'Cannot Move' or '???'.
_ROLL = (r"(?P<roll>(?P<d1>[1-6])(?P<d2>[1-6]):"
         r"(?P<moves>(?:[ \t]{1,2}[0-9A-Za-z*(),]*/[0-9A-Za-z/*(),]*)*)"
         r"(?:[ \t]{1,2}(?P<none>(?i:cannot[ \t]+move|can't[ \t]+move)|\?{3,4}))?)")
_ROLL_AT = re.compile(r" *" + _ROLL)
_ENTRY = re.compile(
    _ROLL +
    r"|(?P<double>(?:re)?doubles?)(?:[ \t]*(?:=>|to)[ \t]*(?P<dv>\d{1,9}))?"
    r"|(?P<beaver>beavers?)(?:[ \t]*(?:=>|to)[ \t]*(?P<bv>\d{1,9}))?"
    r"|(?P<raccoon>raccoons?)(?:[ \t]*(?:=>|to)[ \t]*\d{1,9})?"
    r"|(?P<take>takes?|accepts?)"
    r"|(?P<drop>drops?|pass(?:es)?|rejects?|refuses?)"
    r"|(?P<wins>wins?|losses|loses|lost)[ \t]+(?P<wv>\d{1,9})(?:[ \t]*(?:points?|pts?))?"
    r"(?:[ \t]+and[ \t]+the[ \t]+match)?"
    r"|(?P<resign>resigns?)",
    re.IGNORECASE)
#: An entry after any spaces.
_ENTRY_AT = re.compile(r" *(?:" + _ENTRY.pattern + ")", re.IGNORECASE)
_MOVE_TOKEN = re.compile(r"(bar|b|\d{1,2})((?:/(?:off|o|bar|b|\d{1,2})\*?)+)(?:\((\d)\))?(\*?)$")
_BEAVER = re.compile(r"\bbeavers?\b", re.IGNORECASE)
_PLAIN_MOVE = re.compile(r"(\d\d?)/(\d\d?)(\*?)$")
_SEGMENT = re.compile(r"/(off|o|bar|b|\d{1,2})(\*?)")

_DIE = {str(d): d for d in range(1, 7)}
_HEX64 = re.compile(r"[0-9a-f]{64}")

#: Where a lone entry of the right-hand player may start at the earliest (GNU Backgammon
#: splits its lines at column 15 when nothing else tells the columns apart).
_RIGHT_FROM = 15


def _to_text(data) -> str:
    if isinstance(data, (bytes, bytearray, memoryview)):
        data = bytes(data)
        if len(data) > MAX_MAT_BYTES:
            raise MatReadError(0, "too-large", limit=MAX_MAT_BYTES // (1024 * 1024))
        nul = data.find(b"\x00")
        if nul >= 0:
            raise MatReadError(data[:nul].count(b"\n") + 1, "binary")
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            # Older programs write their own code page: Windows-1252, or Latin-1 for the bytes
            # Windows-1252 leaves undefined.
            try:
                text = data.decode("cp1252")
            except UnicodeDecodeError:
                text = data.decode("latin-1")
    elif isinstance(data, str):
        if len(data) > MAX_MAT_BYTES:
            raise MatReadError(0, "too-large", limit=MAX_MAT_BYTES // (1024 * 1024))
        text = data[1:] if data.startswith("\ufeff") else data
        if "\x00" in text:
            raise MatReadError(text[:text.index("\x00")].count("\n") + 1, "binary")
    else:
        raise MatReadError(0, "not-text", type=type(data).__name__)
    # An end-of-file mark (Ctrl-Z) left by old DOS programs.
    return text.rstrip("\x1a")


def _segments(text: str) -> tuple:
    """Written moves -> single segments ``(from, to, marked hit)`` in the mover's numbering,
    chains split (``24/18/13``: 24/18, 18/13) and repeats expanded (``8/5(2)``). Raises
    ValueError(token) for a token that is not a move."""
    out = []
    for token in text.lower().replace(",", " ").split():
        m = _PLAIN_MOVE.match(token)
        if m:
            # The usual '13/7' or '13/7*'.
            a, c = int(m.group(1)), int(m.group(2))
            if 0 < c < a <= 25:
                out.append((a, c, bool(m.group(3))))
                if len(out) > 8:
                    raise ValueError(token)
                continue
        m = _MOVE_TOKEN.match(token)
        if not m:
            raise ValueError(token)
        src = m.group(1)
        if src in ("bar", "b"):
            prev = 25
        else:
            prev = int(src)
            if not 1 <= prev <= 25:
                raise ValueError(token)
        chain = []
        for seg in _SEGMENT.finditer(m.group(2)):
            dst = seg.group(1)
            if dst in ("off", "o"):
                p = 0
            elif dst in ("bar", "b"):
                raise ValueError(token)
            else:
                p = int(dst)
                if p > 24:
                    raise ValueError(token)
            if prev == 0 or p >= prev:
                raise ValueError(token)
            chain.append((prev, p, bool(seg.group(2))))
            prev = p
        if m.group(4) and chain:
            s, t, _star = chain[-1]
            chain[-1] = (s, t, True)
        count = int(m.group(3)) if m.group(3) else 1
        if not 1 <= count <= 4:
            raise ValueError(token)
        out.extend(chain * count)
        if len(out) > 8:
            raise ValueError(token)
    return tuple(out)


class _Illegal(Exception):
    """A written play that the rules do not allow: a code and its values."""

    def __init__(self, code: str, **args) -> None:
        super().__init__(code)
        self.code = code
        self.values = args


def _swap(b: list) -> list:
    """The same board seen from the other player."""
    nb = list(map(neg, reversed(b)))
    nb[0] = b[25]
    nb[25] = b[0]
    return nb


def _run(b: list, steps, dice) -> tuple[list, list, int]:
    """Play single-die ``steps`` (from, to) with ``dice`` (one per step) on a copy of ``b``
    (mover's view), checking every step (R10, R11, R14, R15, R17-R20). Returns the board after,
    the steps as (from, to, die, hit) and which steps hit (a bit each); raises
    :class:`_Illegal`."""
    b = b[:]
    raw = []
    mask = 0
    for (s, t), d in zip(steps, dice):
        if s == 25:
            if b[25] <= 0:
                raise _Illegal("no-checker", point=25)
        else:
            if b[25] > 0:
                raise _Illegal("bar-first")
            if b[s] <= 0:
                raise _Illegal("no-checker", point=s)
        if t:
            if s - t != d:
                raise _Illegal("wrong-distance", step=f"{_name(s)}/{t}", pips=s - t)
            v = b[t]
            if v <= -2:
                raise _Illegal("blocked", point=t)
            b[s] -= 1
            if v == -1:
                b[t] = 1
                b[0] += 1
                mask |= 1 << len(raw)
                raw.append((s, t, d, True))
            else:
                b[t] = v + 1
                raw.append((s, t, d, False))
        else:
            for p in range(7, 26):
                if b[p] > 0:
                    raise _Illegal("not-home")
            if d < s:
                raise _Illegal("wrong-distance", step=f"{s}/off", pips=s)
            if d > s:
                for p in range(s + 1, 7):
                    if b[p] > 0:
                        raise _Illegal("higher-checker", die=d, point=s)
            b[s] -= 1
            raw.append((s, 0, d, False))
    return b, raw, mask


def _name(p: int) -> str:
    return "bar" if p == 25 else str(p)


def _dice_orders(steps, d1: int, d2: int) -> list:
    """The ways to give each step one die of the roll (the dice a step can use: its distance,
    or a larger die to bear off)."""
    if d1 == d2:
        return [(d1,) * len(steps)]
    n = len(steps)
    if n == 1:
        orders = [(d1,), (d2,)]
    else:
        orders = [(d1, d2), (d2, d1)]
    fits = []
    for order in orders:
        if all(d == s - t if t else d >= s for (s, t), d in zip(steps, order)):
            fits.append(order)
    return fits or orders[:1]


def _play(b: list, steps, d1: int, d2: int) -> tuple[list, list, int]:
    """Play the steps as written, else highest point first (GNU Backgammon's order), else in
    any other order; the error is the one of the order as written."""
    first_error = None
    tried = set()
    canonical = tuple(sorted(steps, key=lambda st: (-st[0], -st[1])))
    for order in chain((tuple(steps), canonical), permutations(steps)):
        if order in tried:
            continue
        tried.add(order)
        for dice in _dice_orders(order, d1, d2):
            try:
                return _run(b, order, dice)
            except _Illegal as e:
                if first_error is None:
                    first_error = e
    raise first_error


def _expand(b: list, segs, d1: int, d2: int) -> tuple[list, tuple | None]:
    """Split segments that span several dice into single-die steps, as GNU Backgammon does.

    Returns the steps and, when a way that hits had to be chosen for a non-double, the
    segment it was for."""
    steps = []
    implied = None
    if d1 == d2:
        d = d1
        for s, t, _star in segs:
            dist = s - t if t else s
            if t and dist > d and dist % d == 0:
                steps.extend((p, p - d) for p in range(s, t, -d))
            elif not t and dist > d:
                p = s
                while p > d:
                    steps.append((p, p - d))
                    p -= d
                steps.append((p, 0))
            else:
                steps.append((s, t))
        return steps, None
    for s, t, _star in segs:
        whole = t and s - t == d1 + d2
        off_over = not t and s > d1 and s > d2
        if len(segs) != 1 or not (whole or off_over):
            steps.append((s, t))
            continue
        ways = []
        for first, second in ((d1, d2), (d2, d1)):
            mid = s - first
            ways.append(((s, mid), (mid, t)) if t else ((s, mid), (mid, 0)))
        clear = [w for w in ways if b[w[0][1]] >= 0 and _legal_steps(b, w, d1, d2)]
        if clear:
            steps.extend(clear[0])
            continue
        # Every way passes an opposing checker: a way that hits a blot on the way is read
        # when it is the only one.
        hitting = [w for w in ways if _legal_steps(b, w, d1, d2)]
        if len(hitting) == 1:
            steps.extend(hitting[0])
            implied = (s, t)
            continue
        if len(hitting) > 1:
            raise _Illegal("ambiguous-hit", step=f"{_name(s)}/{t if t else 'off'}")
        steps.append((s, t))
    return steps, implied


def _legal_steps(b: list, steps, d1: int, d2: int) -> bool:
    try:
        _play(b, steps, d1, d2)
        return True
    except _Illegal:
        return False


# ---------------------------------------------------------------------------------------------
# The reader
# ---------------------------------------------------------------------------------------------

_OPENING, _BEFORE_ROLL, _DOUBLED, _MOVING, _OVER = range(5)
_START = GameStart()
#: The starting position (R3) seen from either player: see position.py for the layout.
_INITIAL = (0, -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2, 0)


class _Game:
    """One game being read: the board (seen from ``view``), the turn, the cube, the events."""

    __slots__ = ("line", "score", "crawford", "first_crawford", "b", "view", "phase",
                 "on_roll", "dice", "roll_text", "roll_line", "cube", "owner", "turned",
                 "events", "result", "left", "beavered", "end_written", "start", "unforced")

    def __init__(self, line: int) -> None:
        self.line = line
        self.score = (0, 0)
        self.crawford = False
        self.first_crawford = False
        self.b = list(_INITIAL)
        self.view = 0
        self.phase = _OPENING
        self.on_roll = None
        self.dice = None
        self.roll_text = ""
        self.roll_line = 0
        self.cube = 1
        self.owner = None
        self.turned = False
        self.events: list = []
        self.result = None
        self.left = [15, 15]
        self.beavered = False
        self.end_written = None
        self.start = _START
        #: A forced play filled in for an unwritten one that ended the game: what the game was
        #: before it, in case the result line says the game ended otherwise (see _wins).
        self.unforced: tuple | None = None

    def turn_to(self, player: int) -> list:
        if self.view != player:
            self.b = _swap(self.b)
            self.view = player
        return self.b


class _Reader:
    def __init__(self, text: str, rules: Rules | None, progress) -> None:
        self.text = text
        self.lines = _LINE_BREAK.split(text)
        self.rules_given = rules
        self.progress = progress
        self.notes: list[MatNote] = []
        self.dropped_notes = 0
        self.length = 0
        self.tags: dict = {}
        self.names: list = [None, None]
        self.first_names: tuple | None = None
        self.ratings: list = [None, None]
        self.games: list[GameRecord] = []
        self.start_score = (0, 0)
        self.start_crawford = False
        self.score = (0, 0)
        self.crawford_used = False
        self.game: _Game | None = None
        self.roll_events: dict = {}
        self.play_events: dict = {}
        self.plans: dict = {}
        self.quick: dict = {}
        self.tokens: dict = {}
        self.names_warned = False
        self.unfinished_line = 0
        self.extra = 0          # games read on as a second part (see _pass_roll)
        self.continued: list[int] = []   # their indices in the record
        self.cut_line = 0       # the line where the last game was cut (see _cut)
        self.damage: MatReadError | None = None

    # -- notes ------------------------------------------------------------------------------

    def warn(self, line: int, code: str, **args) -> None:
        if len(self.notes) < MAX_WARNINGS:
            self.notes.append(MatNote(line, code, args))
        else:
            self.dropped_notes += 1

    def who(self, player: int) -> str:
        name = self.names[player]
        return name if name else DEFAULT_NAMES[player]

    # -- the file -----------------------------------------------------------------------------

    def run(self) -> MatReading:
        lines = self.lines
        n = len(lines)
        i = self._header()
        self.rules = self._rules()
        last_report = 0
        odd_chars = _BAD_CHARS.search(self.text) is not None
        while i < n:
            if self.progress is not None and i - last_report >= PROGRESS_LINES:
                last_report = i
                if self.progress(i, n) is False:
                    raise ImportCancelled()
            raw = lines[i]
            no = i + 1
            i += 1
            numbered = _NUMBERED.match(raw)
            if numbered and self.game is not None:
                # The usual line of a game: '  7) 31: 8/5 6/5         64: 24/18 13/9'.
                try:
                    if len(raw) > MAX_LINE_CHARS or (odd_chars and _BAD_CHARS.search(raw)):
                        self._check_line(no, raw)
                    self._line(no, raw, numbered.end())
                except MatReadError as e:
                    self._cut(e)
                continue
            stripped = raw.strip()
            if not stripped:
                continue
            if stripped[0] in ";#":
                if stripped.lower().startswith("; set pos"):
                    self.warn(no, "setup-skipped")
                continue
            if not numbered and _GAME.match(raw):
                if not self._begin_game(no, i):
                    break
                i, go_on = self._score_line(i)
                if not go_on:
                    break
                continue
            if _LENGTH.match(raw):
                self.warn(no, "second-match")
                break
            if self.game is None:
                # Between the match length and the first game, or after a game cut short:
                # skipped, as GNU Backgammon does.
                if not self.cut_line:
                    self._check_line(no, raw)
                continue
            try:
                self._check_line(no, raw)
                self._line(no, raw, numbered.end() if numbered else 0)
            except MatReadError as e:
                self._cut(e)
        self._end_game()
        if self.damage is not None and not any(
                e.kind is not EventKind.OPENING_ROLL and e.kind is not EventKind.ROLL
                for g in self.games for e in g.events):
            # Not one move of any game could be read: the damage is the file's.
            raise self.damage
        if self.progress is not None and self.progress(n, n) is False:
            raise ImportCancelled()
        return MatReading(self._record(), self._final_notes())

    def _final_notes(self) -> tuple:
        notes = list(self.notes)
        if self.dropped_notes:
            notes.append(MatNote(0, "more-warnings", {"count": self.dropped_notes}))
        return tuple(notes)

    def _header(self) -> int:
        """Read the tags up to the ' N point match' line; returns the index after it."""
        for i, raw in enumerate(self.lines):
            # A byte-order mark may start any line before the match (files put together from
            # several); GNU Backgammon passes over it too.
            raw = raw.lstrip("\ufeff")
            stripped = raw.strip()
            if not stripped:
                continue
            if stripped[0] in ";#":
                m = _TAG.match(stripped)
                if m:
                    self.tags.setdefault(m.group("key").strip().lower(),
                                         (m.group("value").strip(), i + 1))
                continue
            m = _LENGTH.match(raw)
            if m:
                length = int(m.group(1))
                if length > 32767:
                    raise MatReadError(i + 1, "length-too-long", length=length)
                self.length = length
                # Tags may also stand between the length and the first game.
                for j in range(i + 1, len(self.lines)):
                    s = self.lines[j].strip()
                    if s and s[0] in ";#":
                        t = _TAG.match(s)
                        if t:
                            self.tags.setdefault(t.group("key").strip().lower(),
                                                 (t.group("value").strip(), j + 1))
                    elif s:
                        break
                return i + 1
            # Anything else before the match length is passed over, as GNU Backgammon does.
        raise MatReadError(0, "no-length")

    def _rules(self) -> Rules:
        tags = self.tags
        variation = tags.get("variation")
        if variation and not variation[0].lower().startswith("backgammon"):
            raise MatReadError(variation[1], "variation", variation=variation[0])
        if self.rules_given is not None:
            if not isinstance(self.rules_given, Rules):
                raise ArgumentError(f"rules must be a Rules, not "
                                    f"{type(self.rules_given).__name__}")
            return self.rules_given
        money = not self.length

        def on_off(key: str, default: bool) -> bool:
            if key not in tags:
                return default
            value, line = tags[key]
            v = value.lower()
            if v in ("on", "yes", "true", "1"):
                return True
            if v in ("off", "no", "false", "0"):
                return False
            self.warn(line, "bad-tag", tag=key.title(), value=value)
            return default

        jacoby = on_off("jacoby", False) if money else False
        has_beaver = money and self._has_beaver()
        beavers = on_off("beaver", has_beaver) if money else False
        if has_beaver:
            beavers = True
        use_cube = True
        if "cubelimit" in tags:
            value, line = tags["cubelimit"]
            if value.isdigit() and len(value) < 10:
                use_cube = int(value) > 1
            else:
                self.warn(line, "bad-tag", tag="CubeLimit", value=value)
        bg = 3
        if "backgammonvalue" in tags:
            value, line = tags["backgammonvalue"]
            if value in ("2", "3"):
                bg = int(value)
            else:
                self.warn(line, "bad-tag", tag="BackgammonValue", value=value)
        # XG and bgdesk write [Crawford "On"] in a match; "Off": played without the rule (a
        # .mat without the tag tells it only by a double in what would be the Crawford game:
        # see _double)
        crawford = on_off("crawford", True) if not money else True
        return Rules(jacoby=jacoby, beavers=beavers, use_cube=use_cube, backgammon_value=bg,
                     crawford=crawford)

    def _has_beaver(self) -> bool:
        """Whether a game of the file (not a comment) has a beaver."""
        text = self.text
        if "beaver" not in text.lower():
            return False
        for m in _BEAVER.finditer(text):
            start = max(text.rfind("\n", 0, m.start()), text.rfind("\r", 0, m.start())) + 1
            if text[start:m.start()].lstrip()[:1] not in (";", "#"):
                return True
        return False

    def _fair_dice(self) -> dict | None:
        """bgdesk's fair-dice tags (a commitment, later the seed, the algorithm and the players'
        contributions) as the record's dice, or None; tags that do not fit are reported and the
        games are read without them."""
        tags = self.tags
        if "dicecommitment" not in tags:
            return None
        value, line = tags["dicecommitment"]
        if not _HEX64.fullmatch(value):
            self.warn(line, "bad-tag", tag="DiceCommitment", value=value)
            return None
        first = 0
        if "dicefirstroll" in tags:
            v, ln = tags["dicefirstroll"]
            if v.isdigit() and len(v) < 10:
                first = int(v)
            else:
                self.warn(ln, "bad-tag", tag="DiceFirstRoll", value=v)
        algorithm = FAIR_LEGACY
        if "dicealgorithm" in tags:
            algorithm, ln = tags["dicealgorithm"]
            if algorithm not in FAIR_ALGORITHMS:
                self.warn(ln, "bad-tag", tag="DiceAlgorithm", value=algorithm)
                return None
        dice = {"kind": "fair", "algorithm": algorithm, "commitment": value, "rolls": first}
        if "dicegivenrolls" in tags:
            v, ln = tags["dicegivenrolls"]
            if v.isdigit() and len(v) < 10:
                dice["given_rolls"] = int(v)
            else:
                self.warn(ln, "bad-tag", tag="DiceGivenRolls", value=v)
        seed = self._fair_text("diceseed", "DiceSeed")
        if seed is False:
            return None
        if seed:
            dice["seed"] = seed
        if "diceunverifiable" in tags:
            dice["unverifiable"] = tags["diceunverifiable"][0]
        if algorithm == FAIR_LEGACY:
            return dice
        hashes, texts = [], []
        for i in (1, 2):
            h = tags.get(f"dicecontributionhash{i}")
            if h is not None and not _HEX64.fullmatch(h[0]):
                self.warn(h[1], "bad-tag", tag=f"DiceContributionHash{i}", value=h[0])
                return None
            hashes.append(h[0] if h is not None else None)
            t = self._fair_text(f"dicecontribution{i}", f"DiceContribution{i}")
            if t is False:
                return None
            texts.append(t)
        known = [h for h in hashes if h is not None]
        if len(known) == 2:
            dice["contribution_hashes"] = hashes
        elif known:
            self.warn(line, "fair-tags")
            return None
        if all(h is None for h in hashes) or all(
                hashlib.sha256(t.encode("utf-8")).hexdigest() == h for t, h in zip(texts, hashes)):
            dice["contributions"] = texts
        try:
            record_contribution_hashes(dice)
        except BgdeskError:
            self.warn(line, "fair-tags")
            return None
        return dice

    def _fair_text(self, key: str, name: str):
        """A fair-dice text from the tag ``key`` (as written) or ``key + "hex"`` (its UTF-8
        bytes in hex): the text, "" when neither is there, False (reported) when the hex does
        not spell UTF-8 text."""
        if key in self.tags:
            return self.tags[key][0]
        if key + "hex" not in self.tags:
            return ""
        value, line = self.tags[key + "hex"]
        try:
            if not re.fullmatch(r"(?:[0-9a-f]{2})+", value):
                raise ValueError("not hex digits")
            return bytes.fromhex(value).decode("utf-8")
        except ValueError:     # UnicodeDecodeError included
            self.warn(line, "bad-tag", tag=name + "Hex", value=value[:40])
            return False

    def _check_line(self, no: int, raw: str) -> None:
        if len(raw) > MAX_LINE_CHARS:
            raise MatReadError(no, "long-line", length=len(raw))
        if _BAD_CHARS.search(raw):
            raise MatReadError(no, "control-char")

    # -- games --------------------------------------------------------------------------------

    def _begin_game(self, no: int, next_index: int) -> bool:
        """A 'Game n' line: close the game before, start this one. False: stop reading."""
        self._end_game()
        if self.games and self.games[-1].result is None:
            if self.cut_line != self.unfinished_line:
                self.warn(self.unfinished_line, "unfinished", game=self._number() - 1)
        if self.games and self.length and max(self.score) >= self.length:
            rest = 1 + sum(1 for raw in self.lines[next_index:]
                           if _GAME.match(raw) and not _NUMBERED.match(raw))
            self.warn(no, "after-match", game=self._number() - 1, count=rest)
            return False
        self.game = _Game(no)
        return True

    def _score_line(self, i: int) -> tuple[int, bool]:
        """Read the names and scores after a 'Game n' line: the next line index, and whether
        to read on."""
        g = self.game
        lines = self.lines
        j = i
        while j < len(lines) and not lines[j].strip():
            j += 1
        if j == len(lines):
            # The file ends after 'Game n': there is no game (as GNU Backgammon reads it).
            self.game = None
            return j, False
        m = _SCORES.match(lines[j])
        if m is None or _NUMBERED.match(lines[j]):
            self.warn(g.line, "no-score-line", game=self._number())
            return j, self._start_game(g.line, None, None)
        self._check_line(j + 1, lines[j])
        names = []
        for side, key in enumerate(("n0", "n1")):
            name = _BAD_CHARS.sub(" ", " ".join(m.group(key).split())).strip()
            r = _RATING.match(name)
            if r:
                name = r.group("name")
                self.ratings[side] = r.group("rating")
            names.append(name)
        score = (int(m.group("s0")), int(m.group("s1")))
        return j + 1, self._start_game(j + 1, (names[0], names[1]), score)

    def _start_game(self, no: int, names, written) -> bool:
        g = self.game
        first = not self.games
        number = self._number()
        if names is not None:
            if first:
                self.names = [names[0] or None, names[1] or None]
            elif not self.names_warned and any(
                    names[s] and self.names[s] and names[s] != self.names[s] for s in (0, 1)):
                self.names_warned = True
                self.warn(no, "names-differ", game=number, name0=names[0] or "-",
                          name1=names[1] or "-", first0=self.who(0), first1=self.who(1))
            for side in (0, 1):
                if not self.names[side] and names[side]:
                    self.names[side] = names[side]
        if first:
            self._fill_names_from_tags()
        L = self.length
        if first:
            score = written if written is not None else (0, 0)
            if L and max(score) >= L:
                # GNU Backgammon reads no game at a score that has reached the length.
                raise MatReadError(no, "score-reached", score=f"{score[0]}-{score[1]}",
                                   length=L)
            self.start_score = score
            self.score = score
            # A file that starts where one player needs one point begins with the Crawford
            # game (GNU Backgammon's reading); a double in it shows that the Crawford game is
            # already behind (see _double).
            crawford = bool(L) and (score[0] == L - 1) != (score[1] == L - 1)
            self.start_crawford = crawford
            self.crawford_used = bool(L) and L - 1 in score
        else:
            s = self.score
            if written is not None and self.games[-1].result is None:
                # The game before stopped without a result: its score line says how it ended.
                if L and max(written) >= L:
                    self.game = None
                    return False
                s = self.score = written
            elif written is not None and written != s and L:
                self.warn(no, "score-differs", game=number, written=f"{written[0]}-{written[1]}",
                          computed=f"{s[0]}-{s[1]}")
                if max(written) >= L:
                    # GNU Backgammon stops at a game whose score has reached the length.
                    self.game = None
                    return False
            # Both one point away: the Crawford game is behind (a score the file gives after
            # a game cut short can jump there).
            crawford = bool(L) and not self.crawford_used and max(s) < L and L - 1 in s \
                and s != (L - 1, L - 1)
            if crawford:
                self.crawford_used = True
        g.score = self.score
        g.crawford = crawford = crawford and self.rules.crawford
        g.first_crawford = first and crawford
        return True

    def _fill_names_from_tags(self) -> None:
        for side, key in ((0, "player 1"), (1, "player 2")):
            if not self.names[side] and key in self.tags and self.tags[key][0].strip():
                self.names[side] = self.tags[key][0].strip()

    def _end_game(self) -> None:
        g = self.game
        if g is None:
            return
        self.game = None
        if g.result is None:
            self.unfinished_line = g.line
        else:
            s = list(self.score)
            s[g.result.winner] += g.result.points
            self.score = (s[0], s[1])
        self.games.append(GameRecord(
            rules=self.rules, match_length=self.length, score=g.score, crawford=g.crawford,
            start=g.start, events=tuple(g.events), result=g.result))

    # -- damage in a game ---------------------------------------------------------------------

    def _number(self) -> int:
        """The file's number of the game being read (a game read on in two parts counts once)."""
        return len(self.games) + 1 - self.extra

    def _cut(self, err: MatReadError) -> None:
        """A line of a game cannot be read: keep the game up to the line before, unfinished,
        say so, and pass over the rest of it (the next game begins at its own score line)."""
        if self.game is None:
            raise err
        if self.damage is None:
            self.damage = err
        over = self.game.result is not None
        self.warn(err.line, "game-rest" if over else "game-cut", game=self._number(),
                  cause=(err.code, err.values))
        self._end_game()
        self.cut_line = self.unfinished_line if not over else -1

    def _pass_roll(self, no: int) -> None:
        """The roll before was written without a move although it could be played. GNU
        Backgammon reads on as if the roll was passed: the game is kept up to that roll
        (unfinished) and the rest is read as a game set up from its position, the other player
        on roll."""
        g = self.game
        side = g.on_roll
        d1, d2 = g.dice
        b = g.turn_to(side)
        gen = _generate(tuple(b), d1, d2)
        example = format_steps(max(gen.values(), key=len))
        b0 = b if side == 0 else _swap(b)
        start = GameStart(position_id=Position._from_trusted(tuple(b0)).position_id(),
                          phase="before_roll", on_roll=1 - side, cube_value=g.cube,
                          cube_owner=g.owner, cube_turned=g.turned)
        self.warn(g.roll_line, "roll-passed", player=self.who(side), roll=g.roll_text,
                  game=self._number(), example=example)
        self._end_game()
        self.cut_line = self.unfinished_line
        c = _Game(g.line)
        c.score = g.score
        c.b = list(b)
        c.view = side
        c.phase = _BEFORE_ROLL
        c.on_roll = 1 - side
        c.cube, c.owner, c.turned = g.cube, g.owner, g.turned
        c.left = list(g.left)
        c.start = start
        # The second part is never the Crawford game: the first part was, or it is behind.
        self.game = c
        self.extra += 1
        self.continued.append(len(self.games))

    # -- entries ------------------------------------------------------------------------------

    def _line(self, no: int, raw: str, pos: int) -> None:
        """Read the entries of one line of a game (from ``pos``, after its number) and act on
        them in order."""
        if "\t" in raw:
            pos = len(raw[:pos].expandtabs(8))
            raw = raw.expandtabs(8)
        n = len(raw)
        found = []   # entry matches, or a column where text was left out
        while pos < n:
            e = _ROLL_AT.match(raw, pos) or _ENTRY_AT.match(raw, pos)
            if e is not None and (e.end() == n or raw[e.end()] == " "):
                found.append(e)
                pos = e.end()
                continue
            rest = raw[pos:]
            if not rest.strip():
                break
            # Text that is no entry reaches to the next gap of two spaces (a column's end).
            pos += len(rest) - len(rest.lstrip(" "))
            stop = raw.find("  ", pos)
            stop = n if stop < 0 else stop
            prev = found[-1] if found else None
            if e is not None and e.group("roll"):
                self._bad_move(no, raw[pos:stop], bool(found) or pos >= _RIGHT_FROM)
            if prev is not None and not isinstance(prev, int) and prev.group("roll") \
                    and "  " not in raw[prev.end():pos]:
                self._bad_move(no, raw[prev.start():stop], len(found) > 1
                               or _column(prev) >= _RIGHT_FROM)
            self.warn(no, "skipped", text=raw[pos:stop].strip()[:40])
            found.append(pos)
            pos = stop
        if len(found) == 2:
            sides = (0, 1)
        elif len(found) == 1:
            col = found[0] if isinstance(found[0], int) else _column(found[0])
            sides = (1 if col >= _RIGHT_FROM else 0,)
        elif found:
            raise MatReadError(no, "too-many-entries")
        else:
            return
        g = self.game
        for e, side in zip(found, sides):
            if isinstance(e, int):
                continue
            if e.group("roll") and g.phase != _MOVING and g.phase != _OVER:
                self._roll(no, side, e)
            else:
                self._entry(no, side, e)

    def _bad_move(self, no: int, text: str, right: bool) -> None:
        words = text.split()
        bad = next((w for w in words[1:] if not _MOVE_TOKEN.match(w.lower().rstrip(","))),
                   words[-1])
        raise MatReadError(no, "bad-move", player=self.who(1 if right else 0),
                           entry=" ".join(words), text=bad)

    def _entry(self, no: int, side: int, e) -> None:
        g = self.game
        if e.group("roll"):
            kind = "roll"
        else:
            kind = next(k for k in ("double", "take", "drop", "wins", "beaver", "raccoon",
                                    "resign") if e.group(k))
        if kind == "resign":
            return   # a resignation offer: the Wins line says how it ended
        if g.phase == _OVER:
            if kind == "wins":
                self._wins(no, side, e)
                return
            raise MatReadError(no, "game-over", player=self.who(side), entry=_txt(e))
        if g.phase == _MOVING and kind != "wins":
            # The roll before was left unplayed though it could be played: GNU Backgammon reads
            # on as if it was passed.
            self._pass_roll(no)
            g = self.game
        if kind == "roll":
            self._roll(no, side, e)
        elif kind == "double":
            self._double(no, side, e)
        elif kind == "beaver":
            self._beaver(no, side, e)
        elif kind == "raccoon":
            raise MatReadError(no, "raccoon", player=self.who(side))
        elif kind == "take":
            self._take(no, side, e)
        elif kind == "drop":
            self._drop(no, side, e)
        else:
            self._wins(no, side, e)

    # -- rolls and plays ------------------------------------------------------------------------

    def _roll_event(self, player: int, dice: tuple) -> Event:
        key = (player, dice)
        ev = self.roll_events.get(key)
        if ev is None:
            ev = self.roll_events[key] = Event(EventKind.ROLL, player=player, dice=dice)
        return ev

    def _roll(self, no: int, side: int, e) -> None:
        g = self.game
        if g.phase == _BEFORE_ROLL and side == g.on_roll:
            # The usual turn, done here at once: every written step is one die, all the dice
            # are played, nothing is borne off. Anything else goes the long way below.
            roll = e.group("roll")
            quick = self.quick.get(roll)
            if quick is None:
                quick = self._quick_plan(no, side, e)
            if quick:
                ways, clear_only, stars, segs, roll_events = quick
                if g.view != side:
                    g.b = _swap(g.b)
                    g.view = side
                b = g.b
                after = None
                for way, (steps, dice_seq) in enumerate(ways):
                    if clear_only and b[steps[0][1]] < 0:
                        continue
                    try:
                        after, raw, mask = _run(b, steps, dice_seq)
                        break
                    except _Illegal:
                        after = None
                if after is not None:
                    if stars & ~mask:
                        self._star_warning(no, side, e, segs, raw)
                    ekey = (roll, side, mask, way)
                    ev = self.play_events.get(ekey)
                    roll_event = roll_events[side]
                    if ev is None:
                        if len(self.play_events) > 100_000:
                            self.play_events.clear()
                        ev = self.play_events[ekey] = self._play_event(side, roll_event.dice, raw)
                    events = g.events
                    events.append(roll_event)
                    events.append(ev)
                    g.b = after
                    g.on_roll = 1 - side
                    return
        d1, d2 = e.group("d1", "d2")
        d1 = _DIE[d1]
        d2 = _DIE[d2]
        if g.phase == _OPENING:
            if d1 == d2:
                raise MatReadError(no, "opening-double", player=self.who(side), entry=_txt(e))
            hi, lo = (d1, d2) if d1 > d2 else (d2, d1)
            dice = (hi, lo) if side == 0 else (lo, hi)
            g.events.append(Event(EventKind.OPENING_ROLL, player=side, dice=dice))
            g.on_roll = side
        else:
            if g.phase == _DOUBLED and side == g.on_roll:
                # The doubler rolls on: the answer was a take that is not written.
                self.warn(no, "take-implied", player=self.who(1 - side))
                self._take_cube(1 - side)
            if side != g.on_roll:
                if g.phase == _BEFORE_ROLL:
                    self._missing_turn(no, side, e)
                else:
                    raise MatReadError(no, "not-on-roll", player=self.who(side), entry=_txt(e),
                                       other=self.who(g.on_roll))
            dice = (d1, d2)
            g.events.append(self._roll_event(side, dice))
        g.phase = _MOVING
        g.dice = dice
        g.roll_text = f"{d1}-{d2}"
        g.roll_line = no
        moves = e.group("moves")
        if moves:
            self._written_play(no, side, moves, e)
        else:
            none = e.group("none")
            self._unwritten_play(no, side, bool(none) and none[0] in "cC")

    def _missing_turn(self, no: int, side: int, e) -> None:
        """``side`` rolls while the other player is on roll: that player's turn is missing.
        GNU Backgammon reads on as if it passed; it can only have passed on a roll that
        cannot be played, so the first such roll is recorded."""
        g = self.game
        other = g.on_roll
        b = tuple(g.turn_to(other))
        for d1 in range(1, 7):
            for d2 in range(1, d1 + 1):
                if _generate(b, d1, d2) == {b: ()}:
                    self.warn(no, "missing-turn", player=self.who(other), roll=f"{d1}-{d2}")
                    g.events.append(self._roll_event(other, (d1, d2)))
                    g.events.append(self._play_event(other, (d1, d2), ()))
                    g.on_roll = side
                    return
        raise MatReadError(no, "not-on-roll", player=self.who(side), entry=_txt(e),
                           other=self.who(other))

    @staticmethod
    def _play_event(player: int, dice: tuple, raw) -> Event:
        return Event.play(player, dice, tuple([(s, t) for s, t, _d, _h in raw]),
                          format_steps(raw))

    def _plan(self, no: int, side: int, moves: str, d1: int, d2: int, e) -> tuple:
        """What the written moves say, whatever the position: the segments; the steps with one
        die each when every segment is one die's move (else None); which steps are marked as
        hits (a bit each)."""
        segs = []
        tokens = self.tokens
        for token in moves.split():
            part = tokens.get(token)
            if part is None:
                try:
                    part = _segments(token)
                except ValueError as err:
                    raise MatReadError(no, "bad-move", player=self.who(side), entry=_txt(e),
                                       text=str(err)) from None
                if len(tokens) > 100_000:
                    tokens.clear()
                tokens[token] = part
            segs.extend(part)
        if len(segs) > 8:
            raise MatReadError(no, "too-many-moves", player=self.who(side), entry=_txt(e),
                               roll=f"{d1}-{d2}")
        steps = tuple([(s, t) for s, t, _star in segs])
        dist = [s - t if t else s for s, t in steps]
        dice = None
        alts = ()
        stars = 0
        for i, (_s, t, star) in enumerate(segs):
            if star and t:
                stars |= 1 << i
        if d1 == d2:
            # A double's move over several dice lands on every point on the way (as GNU
            # Backgammon splits it), whatever the position: split it here.
            parts = []
            stars = 0
            for s, t, star in segs:
                if t and s - t > d1 and (s - t) % d1 == 0:
                    parts.extend((p, p - d1) for p in range(s, t, -d1))
                else:
                    parts.append((s, t))
                if star and t:
                    stars |= 1 << (len(parts) - 1)
            if len(parts) <= 4 and all(t and s - t == d1 or not t and s == d1
                                       for s, t in parts):
                steps = tuple(parts)
                dice = (d1,) * len(steps)
        elif len(steps) == 2:
            if dist == [d1, d2]:
                dice = (d1, d2)
            elif dist == [d2, d1]:
                dice = (d2, d1)
        elif len(steps) == 1 and dist[0] in (d1, d2):
            dice = (dist[0],)
        elif len(steps) == 1 and steps[0][1] and dist[0] == d1 + d2:
            # One checker over both dice (24/13): two ways, tried in the order of the dice as
            # written, each only where it passes no opposing checker (GNU Backgammon's reading;
            # anything else goes the long way).
            s, t = steps[0]
            alts = ((((s, s - d1), (s - d1, t)), (d1, d2)), (((s, s - d2), (s - d2, t)), (d2, d1)))
            stars <<= 1
        full = 4 if d1 == d2 else 2
        # Whether the quick way in _roll may take it: one die a step, all dice, no bearing off.
        quick = (dice is not None and len(steps) == full and all(t for _s, t in steps)) \
            or bool(alts)
        return tuple(segs), (steps if dice else None), dice, stars, quick, alts

    def _quick_plan(self, no: int, side: int, e):
        """For a roll entry: its steps, dice, marked hits, segments and roll events when the
        quick way in _roll can take it, else False (kept by the entry's text)."""
        roll = e.group("roll")
        d1 = _DIE[e.group("d1")]
        d2 = _DIE[e.group("d2")]
        moves = e.group("moves")
        quick = False
        if moves:
            plan = self.plans.get((moves, d1, d2))
            if plan is None:
                plan = self.plans[(moves, d1, d2)] = self._plan(no, side, moves, d1, d2, e)
            segs, steps, dice, stars, ok, alts = plan
            if ok:
                ways = ((steps, dice),) if steps is not None else alts
                quick = (ways, bool(alts), stars, segs,
                         (self._roll_event(0, (d1, d2)), self._roll_event(1, (d1, d2))))
        if len(self.quick) > 100_000:
            self.quick.clear()
            self.plans.clear()
        self.quick[roll] = quick
        return quick

    def _written_play(self, no: int, side: int, moves: str, e) -> None:
        g = self.game
        d1, d2 = g.dice
        key = (moves, d1, d2)
        plan = self.plans.get(key)
        if plan is None:
            if len(self.plans) > 100_000:
                self.plans.clear()
            plan = self.plans[key] = self._plan(no, side, moves, d1, d2, e)
        segs, steps, dice, stars, _quick, _alts = plan
        b = g.turn_to(side)
        after = None
        full = 4 if d1 == d2 else 2
        if steps is not None:
            try:
                after, raw, mask = _run(b, steps, dice)
            except _Illegal:
                after = None
            if after is not None and len(raw) == full:
                # The usual case: each written step is one die, all of them are played. The
                # same text, roll, player and hits make the same event.
                if stars & ~mask:
                    self._star_warning(no, side, e, segs, raw)
                ekey = (moves, d1, d2, side, mask, g.dice)
                ev = self.play_events.get(ekey)
                if ev is None:
                    if len(self.play_events) > 100_000:
                        self.play_events.clear()
                    ev = self.play_events[ekey] = self._play_event(side, g.dice, raw)
                self._made(side, raw, after, ev)
                return
        implied = None
        if after is None or len(raw) < full:
            try:
                if after is None:
                    steps, implied = _expand(b, segs, d1, d2)
                    if len(steps) > full:
                        raise _Illegal("too-many-moves")
                    after, raw, _mask = _play(b, steps, d1, d2)
                if len(raw) < full:
                    self._check_short_play(b, after, raw, d1, d2)
            except _Illegal as err:
                self._illegal(no, side, e, b, err)
        if implied is not None:
            s, t = implied
            self.warn(no, "hit-implied", player=self.who(side), entry=_txt(e),
                      step=f"{_name(s)}/{t if t else 'off'}", play=format_steps(raw))
        if stars:
            self._star_warning(no, side, e, segs, raw)
        self._made(side, raw, after, self._play_event(side, g.dice, raw))

    def _star_warning(self, no: int, side: int, e, segs, raw) -> None:
        """A hit marked where nothing was hit."""
        for s, t, star in segs:
            if star and t and not any(h and rt == t for _rs, rt, _d, h in raw):
                self.warn(no, "star-no-hit", player=self.who(side), entry=_txt(e), point=t,
                          other=self.who(1 - side))
                return

    def _illegal(self, no: int, side: int, e, b: list, err: _Illegal) -> None:
        d1, d2 = self.game.dice
        args = {"player": self.who(side), "entry": _txt(e), "other": self.who(1 - side),
                "roll": self.game.roll_text}
        if err.code in ("no-checker", "bar-first", "blocked", "wrong-distance", "not-home",
                        "higher-checker", "too-many-moves") and _cannot_play(b, d1, d2):
            raise MatReadError(no, "move-but-cannot", **args) from None
        raise MatReadError(no, err.code, **{**args, **err.values}) from None

    def _check_short_play(self, b: list, after: list, raw: list, d1: int, d2: int) -> None:
        """A play that leaves dice unused is legal only when no play uses more (R12)."""
        gen = _generate(tuple(b), d1, d2)
        if tuple(after) in gen:
            return
        best = max(gen.values(), key=len)
        example = format_steps(best)
        if len(best) > len(raw):
            raise _Illegal("dice-unused", example=example)
        raise _Illegal("higher-die", example=example)

    def _unwritten_play(self, no: int, side: int, said_cannot: bool) -> None:
        """A roll with no move (nothing, 'Cannot Move' or '???'): as GNU Backgammon, a roll
        that cannot be played passes, a forced play is made, anything else waits (for a
        resignation, or the end of the file)."""
        g = self.game
        d1, d2 = g.dice
        b = g.turn_to(side)
        if b[25] > 0 and b[25 - d1] <= -2 and b[25 - d2] <= -2:
            # On the bar, and neither die enters: the usual roll that cannot be played.
            self._made(side, (), b, self._play_event(side, g.dice, ()))
            return
        key = tuple(b)
        gen = _generate(key, d1, d2)
        if gen == {key: ()}:
            self._made(side, (), b, self._play_event(side, g.dice, ()))
            return
        if len(gen) == 1:
            (after, raw), = gen.items()
            play = format_steps(raw)
            notes = len(self.notes)
            if said_cannot:
                self.warn(no, "said-cannot-move", player=self.who(side), roll=g.roll_text,
                          play=play)
            else:
                self.warn(no, "forced-move", player=self.who(side), roll=g.roll_text, play=play)
            before = (list(g.b), g.view, list(g.left), g.dice, g.phase, g.on_roll,
                      len(g.events), notes)
            self._made(side, raw, list(after), self._play_event(side, g.dice, raw))
            if g.phase == _OVER:
                g.unforced = before

    def _made(self, side: int, raw, after, event: Event) -> None:
        """Record the play and move on to the other player (or end the game)."""
        g = self.game
        g.events.append(event)
        g.b = after if isinstance(after, list) else list(after)
        g.view = side
        for _s, t, _d, _h in raw:
            if not t:
                g.left[side] -= 1
        g.dice = None
        if g.left[side] == 0:
            b = g.b
            loser = 1 - side
            if g.left[loser] < 15:
                kind = 1
            elif b[0] > 0 or any(b[p] < 0 for p in range(1, 7)):
                kind = 3
            else:
                kind = 2
            self._end(side, kind, EndReason.BEAR_OFF)
        else:
            g.on_roll = 1 - side
            g.phase = _BEFORE_ROLL

    # -- the cube -----------------------------------------------------------------------------

    def _without_crawford(self, no: int, who: str, game: int) -> None:
        self.rules = replace(self.rules, crawford=False)
        self.games = [replace(gr, rules=self.rules) for gr in self.games]
        self.game.crawford = False
        self.game.first_crawford = False
        self.start_crawford = False
        self.warn(no, "no-crawford", player=who, game=game)

    def _double(self, no: int, side: int, e) -> None:
        g = self.game
        who = self.who(side)
        if g.phase == _DOUBLED or (g.phase == _BEFORE_ROLL and side != g.on_roll) \
                or g.phase == _OPENING:
            code = {_DOUBLED: "double-pending", _OPENING: "double-early"}.get(g.phase,
                                                                              "double-turn")
            if g.on_roll is None:
                raise MatReadError(no, code, player=who, entry=_txt(e))
            raise MatReadError(no, code, player=who, entry=_txt(e), other=self.who(g.on_roll))
        if g.crawford:
            if g.first_crawford and not self.games:
                # The file starts after the Crawford game (see _start_game).
                g.crawford = False
                g.first_crawford = False
                self.start_crawford = False
            elif "crawford" in self.tags:  # the file says the rule is used
                raise MatReadError(no, "double-crawford", player=who)
            else:
                # Nothing in the file says the Crawford rule is used (GNU Backgammon's .mat
                # says nothing of it, and writes such a double when it plays without the rule):
                # the match was played without it, and is read so from its first game.
                self._without_crawford(no, who, len(self.games) + 1)
        if not self.rules.use_cube:
            raise MatReadError(no, "double-no-cube", player=who)
        if g.owner is not None and g.owner != side:
            raise MatReadError(no, "double-owner", player=who, other=self.who(g.owner))
        if 2 * g.cube > MAX_CUBE:
            raise MatReadError(no, "double-limit", player=who)
        value = 2 * g.cube
        if e.group("dv") and int(e.group("dv")) != value:
            self.warn(no, "double-value", player=who, written=int(e.group("dv")), value=value)
        g.events.append(Event(EventKind.DOUBLE, player=side, cube=value))
        g.phase = _DOUBLED

    def _take_cube(self, taker: int) -> None:
        g = self.game
        g.cube *= 2
        g.owner = taker
        g.turned = True
        g.events.append(Event(EventKind.TAKE, player=taker, cube=g.cube))
        g.phase = _BEFORE_ROLL

    def _take(self, no: int, side: int, e) -> None:
        g = self.game
        if g.phase != _DOUBLED:
            if not (g.beavered and side == g.on_roll):
                # A take after a beaver, by the doubler, says the beaver was taken: nothing to
                # record. Otherwise there is nothing to answer.
                self.warn(no, "no-double", entry=_txt(e))
            g.beavered = False
            return
        if side == g.on_roll:
            raise MatReadError(no, "not-on-roll", player=self.who(side), entry=_txt(e),
                               other=self.who(1 - side))
        self._take_cube(side)

    def _drop(self, no: int, side: int, e) -> None:
        g = self.game
        if g.phase != _DOUBLED:
            if g.beavered and side == g.on_roll:
                raise MatReadError(no, "beaver-dropped", player=self.who(side),
                                   other=self.who(1 - side))
            self.warn(no, "no-double", entry=_txt(e))
            return
        if side == g.on_roll:
            raise MatReadError(no, "not-on-roll", player=self.who(side), entry=_txt(e),
                               other=self.who(1 - side))
        g.events.append(Event(EventKind.DROP, player=side, cube=g.cube))
        self._end(1 - side, 1, EndReason.DROP, points=g.cube)

    def _beaver(self, no: int, side: int, e) -> None:
        g = self.game
        if g.phase != _DOUBLED or side == g.on_roll:
            raise MatReadError(no, "beaver-no-double", player=self.who(side), entry=_txt(e))
        if self.length or not self.rules.beavers or 4 * g.cube > MAX_CUBE:
            raise MatReadError(no, "beaver-not-allowed", player=self.who(side))
        g.cube *= 4
        g.owner = side
        g.turned = True
        g.events.append(Event(EventKind.BEAVER, player=side, cube=g.cube))
        if e.group("bv") and int(e.group("bv")) != g.cube:
            self.warn(no, "double-value", player=self.who(side), written=int(e.group("bv")),
                      value=g.cube)
        g.phase = _BEFORE_ROLL
        g.beavered = True

    # -- the end of a game ----------------------------------------------------------------------

    def _stake(self, kind: int) -> int:
        g = self.game
        if kind > 1 and not self.length and self.rules.jacoby and not g.turned:
            return g.cube
        return g.cube * (1 if kind == 1 else 2 if kind == 2 else self.rules.backgammon_value)

    def _end(self, winner: int, kind: int, reason: EndReason, points: int | None = None) -> None:
        g = self.game
        if points is None:
            points = self._stake(kind)
        g.result = GameResult(winner=winner, points=points, kind=kind, reason=reason)
        g.phase = _OVER
        g.dice = None

    def _wins(self, no: int, side: int, e) -> None:
        """'Wins n' in the winner's column, 'Losses n' in the loser's."""
        g = self.game
        word = e.group("wins").lower()
        winner = side if word.startswith("win") else 1 - side
        loser = 1 - winner
        n = int(e.group("wv"))
        number = self._number()
        if g.unforced is not None and g.phase == _OVER:
            r = g.result
            if r.winner != winner or (r.points != n and not self._capped(n, winner)):
                # The roll was not played: the game ended before it, by a resignation (as
                # bgdesk and GNU Backgammon write a resignation after a roll), not by the
                # forced play, which would give another result.
                b, g.view, g.left, g.dice, g.phase, g.on_roll, events, notes = g.unforced
                g.b = b
                del g.events[events:]
                del self.notes[notes:]
                g.result = None
        g.unforced = None
        if g.phase == _DOUBLED:
            if winner != g.on_roll:
                raise MatReadError(no, "wins-while-doubled", player=self.who(g.on_roll),
                                   entry=_txt(e))
            self.warn(no, "drop-implied", player=self.who(loser))
            g.events.append(Event(EventKind.DROP, player=loser, cube=g.cube))
            self._end(winner, 1, EndReason.DROP, points=g.cube)
        if g.phase != _OVER:
            # The game goes on: the loser resigned and the winner accepted. How much, GNU
            # Backgammon reads from n and the cube.
            kind = 1 if n <= g.cube else 2 if n <= 2 * g.cube else 3
            g.events.append(Event(EventKind.RESIGN, player=loser, resign=kind))
            g.events.append(Event(EventKind.ACCEPT, player=winner, resign=kind))
            self._end(winner, kind, EndReason.RESIGN)
            g.end_written = (winner, n)
            if g.result.points != n and not self._capped(n, winner):
                self.warn(no, "resign-points", loser=self.who(loser), game=number,
                          pts_written=n, cube=g.cube, kind=kind, pts=g.result.points)
            return
        if g.end_written == (winner, n):
            return      # 'Losses n' beside 'Wins n': said once
        g.end_written = (winner, n)
        r = g.result
        if r.winner != winner:
            self.warn(no, "winner-differs", written=self.who(winner), game=number,
                      winner=self.who(r.winner))
        elif r.points != n and not self._capped(n, winner):
            self.warn(no, "points-differ", game=number, pts_written=n, pts=r.points)

    def _capped(self, n: int, winner: int) -> bool:
        """Backgammon Galaxy writes only the points the winner needed to win the match."""
        g = self.game
        L = self.length
        return bool(L) and g.result.points > n and g.score[winner] + n == L

    def _record(self) -> MatchRecord:
        names = [self.who(0), self.who(1)]
        meta: dict = {"names": names}
        for key, meta_key in (("eventdate", "date"), ("event", "event"), ("site", "site"),
                              ("round", "round"), ("eventtime", "time")):
            if key in self.tags:
                meta[meta_key] = self.tags[key][0]
        if any(self.ratings):
            meta["ratings"] = [r or "" for r in self.ratings]
        if self.continued:
            # Games that go on from the game before them (read on past a roll written without
            # its move): a viewer numbers them as the file does.
            meta["continued"] = list(self.continued)
        dice = self._fair_dice()
        commitment = dice["commitment"] if dice else None
        return MatchRecord(rules=self.rules, length=self.length, start_score=self.start_score,
                           start_crawford=self.start_crawford, games=tuple(self.games),
                           dice=dice, meta=meta, commitment=commitment)


def _column(e) -> int:
    """Where the entry ``e`` (of :data:`_ENTRY_AT`) starts on its line."""
    text = e.group(0)
    return e.start() + len(text) - len(text.lstrip(" "))


def _txt(e) -> str:
    """An entry's text, spaces tidied, to quote in a message."""
    return " ".join(e.group(0).split())


def _cannot_play(b: list, d1: int, d2: int) -> bool:
    key = tuple(b)
    return _generate(key, d1, d2) == {key: ()}


def read_mat(data, rules: Rules | None = None, *,
             progress: Callable[[int, int], object] | None = None) -> MatReading:
    """Read .mat text (``str`` or ``bytes``): the match and the warnings.

    ``rules`` overrides what the header tags say (Jacoby, beavers, cube limit). ``progress``,
    if given, is called now and then with (lines read, lines in all); when it returns
    ``False`` the reading stops with :class:`ImportCancelled`. The players' names go to
    ``meta["names"]``, header tags to ``meta`` (``date``, ``event``, ``site``, ``round``,
    ``time``, ``ratings``), a fair-dice commitment and seed to ``record.dice`` /
    ``record.commitment``. Raises :class:`MatReadError` for what cannot be read.
    """
    text = _to_text(data)
    # A long file makes hundreds of thousands of small objects and no reference cycles: the
    # cycle collector, run again and again as they pile up, would take a third of the time.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _Reader(text, rules, progress).run()
    finally:
        if collecting:
            gc.enable()


def import_mat(data, rules: Rules | None = None, *,
               progress: Callable[[int, int], object] | None = None) -> MatchRecord:
    """:func:`read_mat` without the warnings: the match alone."""
    return read_mat(data, rules, progress=progress).record
