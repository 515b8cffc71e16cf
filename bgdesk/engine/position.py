"""Positions, legal plays and the GNU Backgammon Position ID.

A :class:`Position` is immutable and seen from the player on roll (the *mover*), as in GNU
Backgammon: the mover's points are numbered 1..24 towards home (1 is the deepest point of the
mover's home board), 25 is the mover's bar and 0 is off the board. The opponent's point ``n`` is
the mover's point ``25 - n`` (R4).

Internally a position is one signed 26-tuple ``board`` in the mover's numbering:

* ``board[1..24]`` > 0: the mover's checkers on that point; < 0: the opponent's checkers there;
* ``board[25]``: the mover's checkers on the bar;
* ``board[0]``: the opponent's checkers on the bar (a count, >= 0).

Borne-off checkers are not stored: each side has ``15 - checkers on the board`` off.
"""

from __future__ import annotations

import base64
import binascii
from operator import itemgetter
from typing import Iterable, Mapping, Sequence

from .dice import DiceError
from .errors import NotationError, PositionError

CHECKERS = 15
BAR = 25
OFF = 0

_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
#: Longer text is refused before it is looked at ("Position ID: " and spaces around 14 characters).
_MAX_ID_TEXT = 200


# ---------------------------------------------------------------------------------------------
# Single-die move generation on a mutable board list (the hot path: keep it lean).
# ---------------------------------------------------------------------------------------------

def _sources(bl: list, d: int) -> list:
    """Points from which the mover may play die ``d`` (R10, R11, R15, R17-R20)."""
    if bl[25]:
        return [25] if bl[25 - d] >= -1 else []
    hi = 24
    while hi and bl[hi] <= 0:
        hi -= 1
    res = []
    if hi <= 6:
        # All fifteen are home (or off): bearing off is allowed (R17).
        for p in range(hi, 0, -1):
            if bl[p] > 0:
                q = p - d
                if q > 0:
                    if bl[q] >= -1:
                        res.append(p)
                elif q == 0 or p == hi:
                    # Exact bear-off (R18), or a higher die from the highest point (R19).
                    res.append(p)
    else:
        for p in range(hi, d, -1):
            if bl[p] > 0 and bl[p - d] >= -1:
                res.append(p)
    return res


def _apply(bl: list, s: int, d: int):
    """Move one checker from ``s`` by ``d``; return ``(destination, hit)``."""
    bl[s] -= 1
    t = s - d
    if t <= 0:
        return 0, False
    if bl[t] == -1:
        # A blot is hit and goes to the bar (R14).
        bl[t] = 1
        bl[0] += 1
        return t, True
    bl[t] += 1
    return t, False


def _undo(bl: list, s: int, t: int, hit: bool) -> None:
    bl[s] += 1
    if t:
        if hit:
            bl[t] = -1
            bl[0] -= 1
        else:
            bl[t] -= 1


def _generate(board: tuple, d1: int, d2: int) -> dict:
    """Every distinct legal complete play: ``{result board: ((src, dst, die, hit), ...)}``.

    Applies R8, R9 and R12: both dice (four for doubles) are used whenever possible; when only
    one die of a non-double can be used, the higher one must be if it can. An unplayable roll
    gives ``{board: ()}``.
    """
    bl = list(board)
    if d1 == d2:
        return _generate_doubles(bl, d1)
    two: dict = {}
    one: dict = {}
    hi, lo = (d1, d2) if d1 > d2 else (d2, d1)
    # The higher die first: a result that either die alone reaches is recorded as the higher
    # die's, as R12 wants when only one die can be played.
    for a, b in ((hi, lo), (lo, hi)):
        for s in _sources(bl, a):
            t, h = _apply(bl, s, a)
            src2 = _sources(bl, b)
            if src2:
                first = (s, t, a, h)
                for s2 in src2:
                    t2, h2 = _apply(bl, s2, b)
                    key = tuple(bl)
                    if key not in two:
                        two[key] = (first, (s2, t2, b, h2))
                    _undo(bl, s2, t2, h2)
            elif not two:
                key = tuple(bl)
                if key not in one:
                    one[key] = ((s, t, a, h),)
            _undo(bl, s, t, h)
    if two:
        return two
    if one:
        with_high = {k: v for k, v in one.items() if v[0][2] == hi}
        return with_high or one
    return {board: ()}


def _generate_doubles(bl: list, d: int) -> dict:
    found: list = [{}, {}, {}, {}, {}]  # by number of dice used
    steps: list = []

    def rec(depth: int, bound: int) -> None:
        moved = False
        for s in _sources(bl, d):
            if s > bound:
                continue
            moved = True
            t, h = _apply(bl, s, d)
            steps.append((s, t, d, h))
            if depth == 3:
                key = tuple(bl)
                if key not in found[4]:
                    found[4][key] = tuple(steps)
            else:
                rec(depth + 1, s)
            steps.pop()
            _undo(bl, s, t, h)
        if not moved and not found[4]:
            key = tuple(bl)
            if key not in found[depth]:
                found[depth][key] = tuple(steps)

    # Moving checkers in non-increasing order of their starting point reaches every result:
    # a move from a lower point never changes whether a move from a higher point is legal.
    rec(0, 25)
    for n in (4, 3, 2, 1):
        if found[n]:
            return found[n]
    return {tuple(bl): ()}


# ---------------------------------------------------------------------------------------------
# Plays
# ---------------------------------------------------------------------------------------------

def _point_name(p: int) -> str:
    if p == BAR:
        return "bar"
    if p <= 0:
        return "off"
    return str(p)


def format_steps(raw: Sequence[tuple]) -> str:
    """Standard notation for single-checker steps ``(src, dst, die, hit)``.

    One checker's consecutive steps are joined (``24/13``), keeping a point where it hit on the
    way (``24/18*/13``); identical moves are grouped (``8/5(2)``); moves are listed from the
    highest starting point down.
    """
    if len(raw) <= 2:
        return _format_short(raw)
    chains: list = []  # each: [points], [hit flags per landing]
    # Steps are joined in order of their starting points, highest first, so the same play is
    # written the same way whatever order its steps were made in.
    for s, t, _d, h in sorted(raw, key=itemgetter(0), reverse=True):
        for chain in reversed(chains):
            if chain[0][-1] == s and s != 0:
                chain[0].append(t)
                chain[1].append(h)
                break
        else:
            chains.append([[s, t], [h]])
    parts = []
    for points, hits in chains:
        text = _point_name(points[0])
        for i in range(1, len(points)):
            last = i == len(points) - 1
            if hits[i - 1]:
                text += "/" + _point_name(points[i]) + "*"
            elif last:
                text += "/" + _point_name(points[i])
        parts.append((-points[0], -points[-1], text))
    parts.sort(key=itemgetter(0, 1))
    out: list = []
    counts: list = []
    for _s, _t, text in parts:
        if out and out[-1] == text:
            counts[-1] += 1
        else:
            out.append(text)
            counts.append(1)
    return " ".join(t if n == 1 else f"{t}({n})" for t, n in zip(out, counts))


def _format_short(raw: Sequence[tuple]) -> str:
    """:func:`format_steps` for plays of at most two steps (most plays): the same text."""
    if not raw:
        return ""
    if len(raw) == 1:
        s, t, _d, h = raw[0]
        return f"{_point_name(s)}/{_point_name(t)}{'*' if h else ''}"
    a, b = raw
    if b[0] > a[0]:
        a, b = b, a
    s1, t1, _d1, h1 = a
    s2, t2, _d2, h2 = b
    if t1 == s2 and s2 != 0:
        # One checker played both dice.
        return (f"{_point_name(s1)}{f'/{t1}*' if h1 else ''}/{_point_name(t2)}"
                f"{'*' if h2 else ''}")
    x = f"{_point_name(s1)}/{_point_name(t1)}{'*' if h1 else ''}"
    y = f"{_point_name(s2)}/{_point_name(t2)}{'*' if h2 else ''}"
    if x == y:
        return f"{x}(2)"
    if s2 == s1 and t2 > t1:
        return f"{y} {x}"
    return f"{x} {y}"


class Play:
    """One complete legal play of a roll: its single-checker steps and resulting position.

    ``steps`` are ``(from, to)`` pairs in the mover's numbering (from 25 = the bar, to 0 = off);
    ``dice`` gives the die used by each step and ``hits`` the points where a blot was hit.
    Plays compare equal when they come from the same position and lead to the same result.
    """

    __slots__ = ("origin", "_key", "_raw", "_result")

    def __init__(self, origin: "Position", key: tuple, raw: tuple) -> None:
        self.origin = origin
        self._key = key
        self._raw = raw
        self._result = None

    @property
    def steps(self) -> tuple:
        return tuple((s, t) for s, t, _d, _h in self._raw)

    @property
    def dice(self) -> tuple:
        return tuple(d for _s, _t, d, _h in self._raw)

    @property
    def hits(self) -> tuple:
        return tuple(t for _s, t, _d, h in self._raw if h)

    @property
    def raw_steps(self) -> tuple:
        """``(from, to, die, hit)`` for each step."""
        return self._raw

    @property
    def result(self) -> "Position":
        if self._result is None:
            self._result = Position._from_trusted(self._key)
        return self._result

    @property
    def result_board(self) -> tuple:
        return self._key

    def __bool__(self) -> bool:
        return True

    def is_empty(self) -> bool:
        return not self._raw

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Play):
            return NotImplemented
        return self._key == other._key and self.origin == other.origin

    def __hash__(self) -> int:
        return hash(self._key)

    def __str__(self) -> str:
        return format_steps(self._raw)

    def __repr__(self) -> str:
        return f"<Play {str(self) or '(no move)'}>"


# ---------------------------------------------------------------------------------------------
# Position
# ---------------------------------------------------------------------------------------------

def _check_count(value: object, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise PositionError(f"{where}: checker count must be a whole number, not {value!r}")
    if value < 0:
        raise PositionError(f"{where}: negative checker count ({value})")
    return value


class Position:
    """An immutable backgammon position seen from the player on roll."""

    __slots__ = ("_b", "_hash")

    def __init__(self, board: Iterable[int]) -> None:
        if isinstance(board, (str, bytes)):
            raise PositionError("a board is 26 numbers, not text")
        try:
            b = tuple(board)
        except TypeError:
            raise PositionError(f"a board is 26 numbers, not {board!r}") from None
        if len(b) != 26:
            raise PositionError(f"a board has 26 entries (0..25), not {len(b)}")
        mine = [0] * 26
        theirs = [0] * 26
        for p in range(1, 25):
            v = b[p]
            if isinstance(v, bool) or not isinstance(v, int):
                raise PositionError(f"point {p}: checker count must be a whole number, not {v!r}")
            if v > 0:
                mine[p] = v
            elif v < 0:
                theirs[25 - p] = -v
        mine[25] = _check_count(b[25], "the bar of the player on roll")
        theirs[25] = _check_count(b[0], "the opponent's bar")
        _validate(mine, theirs)
        self._b = b
        self._hash = hash(b)

    @classmethod
    def _from_trusted(cls, b: tuple) -> "Position":
        obj = object.__new__(cls)
        obj._b = b
        obj._hash = hash(b)
        return obj

    # -- construction ---------------------------------------------------------------------

    @classmethod
    def initial(cls) -> "Position":
        """The starting position (R3)."""
        start = {24: 2, 13: 5, 8: 3, 6: 5}
        return cls.from_points(start, start)

    @classmethod
    def from_board(cls, board: Iterable[int]) -> "Position":
        """From a signed 26-entry board (see the module docstring)."""
        return cls(board)

    @classmethod
    def from_counts(cls, mine: Sequence[int], theirs: Sequence[int]) -> "Position":
        """From per-point counts, each side in its own numbering.

        ``mine`` is the player on roll, ``theirs`` the opponent; each has 26 entries: index 0 the
        checkers borne off (may be given as 0 to derive it; otherwise it must add up to 15),
        1..24 the points, 25 the bar.
        """
        for name, seq in (("player on roll", mine), ("opponent", theirs)):
            if not isinstance(seq, Sequence) or isinstance(seq, (str, bytes)):
                raise PositionError(f"{name}: expected 26 counts, not {seq!r}")
            if len(seq) != 26:
                raise PositionError(f"{name}: 26 counts expected (off, points 1..24, bar), got {len(seq)}")
        m = [_check_count(v, f"player on roll, point {i}") for i, v in enumerate(mine)]
        t = [_check_count(v, f"opponent, point {i}") for i, v in enumerate(theirs)]
        for name, seq in (("player on roll", m), ("opponent", t)):
            on_board = sum(seq[1:])
            if seq[0] and seq[0] + on_board != CHECKERS:
                raise PositionError(
                    f"{name}: {on_board} checkers on the board and {seq[0]} off make "
                    f"{on_board + seq[0]}, not {CHECKERS}")
        _validate(m, t)
        b = [0] * 26
        for p in range(1, 25):
            b[p] = m[p] - t[25 - p]
        b[25] = m[25]
        b[0] = t[25]
        return cls._from_trusted(tuple(b))

    @classmethod
    def from_points(cls, on_roll: Mapping, opponent: Mapping) -> "Position":
        """From ``{point: count}`` maps, each side in its own numbering.

        Keys are 1..24, ``25`` or ``"bar"``, ``0`` or ``"off"`` (the off count is optional).
        """
        counts = []
        for name, mapping in (("player on roll", on_roll), ("opponent", opponent)):
            if not isinstance(mapping, Mapping):
                raise PositionError(f"{name}: expected a mapping of point to count, not {mapping!r}")
            seq = [0] * 26
            for key, value in mapping.items():
                if isinstance(key, str):
                    k = key.strip().lower()
                    if k == "bar":
                        idx = BAR
                    elif k == "off":
                        idx = OFF
                    elif k.isdigit():
                        idx = int(k)
                    else:
                        raise PositionError(f"{name}: unknown point {key!r}")
                elif isinstance(key, int) and not isinstance(key, bool):
                    idx = key
                else:
                    raise PositionError(f"{name}: unknown point {key!r}")
                if not 0 <= idx <= 25:
                    raise PositionError(f"{name}: point {key!r} is not 1..24, bar or off")
                seq[idx] += _check_count(value, f"{name}, point {key}")
            counts.append(seq)
        return cls.from_counts(counts[0], counts[1])

    # -- views ----------------------------------------------------------------------------

    @property
    def board(self) -> tuple:
        """The signed 26-tuple in the mover's numbering (see the module docstring)."""
        return self._b

    @property
    def mine(self) -> tuple:
        """The mover's counts in the mover's numbering: [0] off, [1..24] points, [25] bar."""
        b = self._b
        m = [0] * 26
        for p in range(1, 25):
            if b[p] > 0:
                m[p] = b[p]
        m[25] = b[25]
        m[0] = CHECKERS - sum(m)
        return tuple(m)

    @property
    def theirs(self) -> tuple:
        """The opponent's counts in the opponent's numbering: [0] off, [1..24] points, [25] bar."""
        b = self._b
        t = [0] * 26
        for p in range(1, 25):
            if b[p] < 0:
                t[25 - p] = -b[p]
        t[25] = b[0]
        t[0] = CHECKERS - sum(t)
        return tuple(t)

    def pip_counts(self) -> tuple:
        """``(mover, opponent)`` pip counts; a checker on the bar counts 25."""
        b = self._b
        mine = 25 * b[25]
        theirs = 25 * b[0]
        for p in range(1, 25):
            v = b[p]
            if v > 0:
                mine += p * v
            elif v < 0:
                theirs += (25 - p) * -v
        return mine, theirs

    def borne_off(self) -> tuple:
        """``(mover, opponent)`` checkers borne off."""
        b = self._b
        mine = b[25]
        theirs = b[0]
        for p in range(1, 25):
            v = b[p]
            if v > 0:
                mine += v
            else:
                theirs -= v
        return CHECKERS - mine, CHECKERS - theirs

    def swapped(self) -> "Position":
        """The same position seen from the opponent."""
        b = self._b
        s = [0] * 26
        for p in range(1, 25):
            s[p] = -b[25 - p]
        s[25] = b[0]
        s[0] = b[25]
        return Position._from_trusted(tuple(s))

    def winner(self):
        """``None`` while the game goes on, else ``(side, kind)``.

        ``side`` 0 is the player on roll in this position, 1 the opponent; ``kind`` is 1 for a
        single game, 2 for a gammon, 3 for a backgammon (R22, R26).
        """
        off_mine, off_theirs = self.borne_off()
        b = self._b
        if off_mine == CHECKERS:
            if off_theirs:
                return 0, 1
            # The loser still has a checker in the winner's home board or on the bar?
            if b[0] or any(b[p] < 0 for p in range(1, 7)):
                return 0, 3
            return 0, 2
        if off_theirs == CHECKERS:
            if off_mine:
                return 1, 1
            if b[25] or any(b[p] > 0 for p in range(19, 25)):
                return 1, 3
            return 1, 2
        return None

    # -- plays ----------------------------------------------------------------------------

    def legal_plays(self, die1: int, die2: int) -> list:
        """Every distinct legal complete play of the roll (distinct = distinct result).

        A roll that cannot be played gives one empty play whose result is this position.
        """
        if not (type(die1) is int and type(die2) is int and 1 <= die1 <= 6 and 1 <= die2 <= 6):
            raise DiceError(f"dice must be 1..6, got {die1!r} and {die2!r}")
        gen = _generate(self._b, die1, die2)
        return [Play(self, key, raw) for key, raw in gen.items()]

    def can_bear_off(self) -> bool:
        """True when all the mover's checkers are in the home board or off (R17)."""
        b = self._b
        return b[25] == 0 and all(b[p] <= 0 for p in range(7, 25))

    # -- Position ID ----------------------------------------------------------------------

    def position_id(self) -> str:
        """GNU Backgammon's 14-character Position ID."""
        mine = self.mine
        theirs = self.theirs
        bits = []
        # The opponent's checkers first, then the player on roll's; each from its own ace point
        # to its 24-point and then the bar: a 1 for each checker, a 0 closing each point.
        for side in (theirs, mine):
            for p in range(1, 26):
                bits.extend([1] * side[p])
                bits.append(0)
        data = bytearray(10)
        for i, bit in enumerate(bits):
            if bit:
                data[i >> 3] |= 1 << (i & 7)
        return base64.b64encode(bytes(data)).decode("ascii")[:14]

    @classmethod
    def from_position_id(cls, text: str) -> "Position":
        """The position for a GNU Backgammon Position ID; :class:`NotationError` if invalid."""
        if not isinstance(text, str):
            raise NotationError("a Position ID is text of 14 characters")
        if len(text) > _MAX_ID_TEXT:
            raise NotationError(f"a Position ID has 14 characters, not {len(text)}")
        pid = text.strip()
        if pid.lower().startswith("position id:"):
            pid = pid[len("position id:"):].strip()
        if len(pid) != 14:
            raise NotationError(
                f"a Position ID has 14 characters, {pid!r} has {len(pid)}")
        bad = [c for c in pid if c not in _B64]
        if bad:
            raise NotationError(f"a Position ID cannot contain {bad[0]!r}")
        try:
            data = base64.b64decode(pid + "==", validate=True)
        except (binascii.Error, ValueError) as exc:  # pragma: no cover - guarded above
            raise NotationError(f"not a Position ID: {exc}") from None
        if _B64.index(pid[-1]) & 0x0F:
            raise NotationError(f"{pid!r} is not a Position ID (stray bits at the end)")
        sides = [[0] * 26, [0] * 26]
        i = 0
        nbits = 80
        for side in sides:
            for p in range(1, 26):
                while True:
                    if i >= nbits:
                        raise NotationError(f"{pid!r} is not a Position ID (it ends too early)")
                    bit = (data[i >> 3] >> (i & 7)) & 1
                    i += 1
                    if not bit:
                        break
                    side[p] += 1
                    if sum(side) > CHECKERS:
                        raise NotationError(f"{pid!r} is not a Position ID (more than 15 checkers)")
        while i < nbits:
            if (data[i >> 3] >> (i & 7)) & 1:
                raise NotationError(f"{pid!r} is not a Position ID (stray bits at the end)")
            i += 1
        theirs, mine = sides
        try:
            return cls.from_counts(mine, theirs)
        except PositionError as exc:
            raise NotationError(f"{pid!r} is not a possible position: {exc}") from None

    # -- dunder ---------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return self._b == other._b

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        def pts(side: tuple) -> str:
            items = []
            for p in range(25, 0, -1):
                if side[p]:
                    key = '"bar"' if p == BAR else str(p)
                    items.append(f"{key}: {side[p]}")
            return "{" + ", ".join(items) + "}"

        return f"Position.from_points(on_roll={pts(self.mine)}, opponent={pts(self.theirs)})"

    def __str__(self) -> str:
        return render_ascii(self)


def _validate(mine: Sequence[int], theirs: Sequence[int]) -> None:
    for name, side in (("player on roll", mine), ("opponent", theirs)):
        total = sum(side[1:26])
        if total > CHECKERS:
            raise PositionError(f"{name} has {total} checkers on the board; the most is {CHECKERS}")
    for p in range(1, 25):
        if mine[p] and theirs[25 - p]:
            raise PositionError(
                f"point {p} (the opponent's {25 - p}) holds checkers of both colours")
    if sum(mine[1:26]) == 0 and sum(theirs[1:26]) == 0:
        raise PositionError("both players have borne off all their checkers")


def render_ascii(pos: Position) -> str:
    """An ASCII board: the player on roll (X) at the bottom, home board bottom right."""
    b = pos.board
    rows = 5

    def cell(p: int, row: int) -> str:
        v = b[p]
        n = abs(v)
        if n == 0:
            return " . " if row == 0 else "   "
        mark = "X" if v > 0 else "O"
        if row < rows - 1 or n <= rows:
            return f" {mark} " if n > row else "   "
        return f"{n:>2} " if n > rows - 1 else f" {mark} "

    top_left, top_right = range(13, 19), range(19, 25)
    bot_left, bot_right = range(12, 6, -1), range(6, 0, -1)
    pips = pos.pip_counts()
    off = pos.borne_off()

    def bar_cell(count: int, mark: str, row: int) -> str:
        if row == rows - 1 and count > rows:
            return f" {count:>2}  "
        return f"  {mark if count > row else ' '}  "

    lines = [" +13-14-15-16-17-18-+-BAR-+19-20-21-22-23-24-+   O  (opponent)"]
    for row in range(rows):
        lines.append(" |" + "".join(cell(p, row) for p in top_left) + "|" + bar_cell(b[0], "O", row)
                     + "|" + "".join(cell(p, row) for p in top_right) + "|")
    lines.append(" |" + " " * 18 + "|     |" + " " * 18 + "|")
    for row in range(rows - 1, -1, -1):
        lines.append(" |" + "".join(cell(p, row) for p in bot_left) + "|" + bar_cell(b[25], "X", row)
                     + "|" + "".join(cell(p, row) for p in bot_right) + "|")
    lines.append(" +12-11-10--9--8--7-+-BAR-+-6--5--4--3--2--1-+   X  (on roll)")
    lines.append(f"  X: {pips[0]} pips, {off[0]} off    O: {pips[1]} pips, {off[1]} off"
                 f"    Position ID: {pos.position_id()}")
    return "\n".join(lines)
