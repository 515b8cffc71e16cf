"""Reading plays typed in standard notation: ``24/18 13/11``, ``bar/20*``, ``6/off(2)``."""

from __future__ import annotations

import re

from .errors import IllegalMoveError, NotationError
from .position import Play, Position

_MAX_TEXT = 200
_TOKEN = re.compile(r"^(bar|b|\d{1,2})((?:/(?:off|o|bar|b|\d{1,2})\*?)+)(?:\((\d)\))?$")
_SEGMENT = re.compile(r"/(off|o|bar|b|\d{1,2})(\*?)")


def _point(text: str, *, source: bool) -> int:
    if text in ("bar", "b"):
        if not source:
            raise NotationError("a checker cannot move to the bar")
        return 25
    if text in ("off", "o"):
        if source:
            raise NotationError("a move cannot start from off the board")
        return 0
    n = int(text)
    if source and n == 25:
        return 25
    if not source and n == 0:
        return 0
    if not 1 <= n <= 24:
        raise NotationError(f"there is no point {n}; points are 1 to 24")
    return n


def parse_moves(text: str) -> list:
    """Parse notation into ``[(points along the path, hit flags per landing), ...]``.

    Grouped moves (``8/5(2)``) are expanded; raises :class:`NotationError` on bad text.
    """
    if not isinstance(text, str):
        raise NotationError("a play is text such as 24/18 13/11")
    if len(text) > _MAX_TEXT:
        raise NotationError("that is far too long for one play")
    cleaned = text.strip().lower().replace(",", " ")
    if not cleaned:
        raise NotationError("type a play such as 24/18 13/11")
    moves = []
    for token in cleaned.split():
        m = _TOKEN.match(token)
        if not m:
            raise NotationError(
                f"cannot read {token!r}: write moves like 24/18, 13/11*, bar/22, 6/off or 8/5(2)")
        path = [_point(m.group(1), source=True)]
        hits = []
        for seg in _SEGMENT.finditer(m.group(2)):
            p = _point(seg.group(1), source=False)
            if path[-1] == 0:
                raise NotationError(f"{token!r}: nothing moves on from off the board")
            if p >= path[-1]:
                raise NotationError(f"{token!r}: checkers move towards lower point numbers")
            path.append(p)
            hits.append(bool(seg.group(2)))
        count = int(m.group(3)) if m.group(3) else 1
        if not 1 <= count <= 4:
            raise NotationError(f"{token!r}: a move can be repeated 1 to 4 times")
        for _ in range(count):
            moves.append((path, hits))
    return moves


def parse_play(position: Position, dice, text: str) -> Play:
    """The legal play of ``dice`` that ``text`` describes, or a clear error why not.

    Raises :class:`NotationError` for text that cannot be read and :class:`IllegalMoveError`
    for a readable play that the rules do not allow.
    """
    d1, d2 = dice
    moves = parse_moves(text)
    plays = position.legal_plays(d1, d2)
    if len(plays) == 1 and plays[0].is_empty():
        raise IllegalMoveError(f"{d1}-{d2} cannot be played here: the turn passes (R12, R16)")

    # The mover's side of the result: where the checkers end up.
    mine = list(position.mine)
    for path, _hits in moves:
        src, dst = path[0], path[-1]
        mine[src] -= 1
        mine[dst] += 1
    for p in range(1, 26):
        if mine[p] < 0:
            where = "on the bar" if p == 25 else f"on point {p}"
            raise IllegalMoveError(f"you do not have that many checkers {where}")
    stars = {p for path, hits in moves for p, h in zip(path[1:], hits) if h and p}

    target = tuple(mine[1:])
    candidates = [pl for pl in plays if not pl.is_empty() and pl.result.mine[1:] == target]
    if len(candidates) == 1:
        return candidates[0]
    if len(candidates) > 1:
        exact = [pl for pl in candidates if set(pl.hits) == stars]
        if len(exact) == 1:
            return exact[0]
        options = " or ".join(str(pl) for pl in candidates)
        raise NotationError(f"{text.strip()!r} could mean {options}: write which one")
    raise IllegalMoveError(_diagnose(position, (d1, d2), moves, plays))


def _diagnose(position: Position, dice, moves: list, plays: list) -> str:
    b = position.board
    roll = f"{dice[0]}-{dice[1]}"
    pips_allowed = set(dice) | {dice[0] + dice[1]}
    if dice[0] == dice[1]:
        pips_allowed |= {dice[0] * 3, dice[0] * 4}
    for path, _hits in moves:
        src, dst = path[0], path[-1]
        if b[25] and src != 25 and not any(p[0] == 25 for p, _ in moves):
            return "you have a checker on the bar: it must enter before anything else moves (R15)"
        for p in path[1:]:
            if p and b[p] <= -2:
                return f"point {p} is held by the opponent; you cannot land there (R11)"
        if dst == 0 and not position.can_bear_off():
            return "you can bear off only when all fifteen checkers are home (R17)"
        if dst != 0 and src - dst not in pips_allowed:
            return f"{roll} cannot move a checker {src - dst} pips ({_name(src)}/{dst})"
    moved = sum(path[0] - path[-1] for path, _hits in moves)
    least = min(position.pip_counts()[0] - pl.result.pip_counts()[0] for pl in plays)
    if moved < least:
        return f"that play leaves dice unused: {roll} must be played in full when possible (R12)"
    sample = ", ".join(str(pl) for pl in plays[:4])
    more = " ..." if len(plays) > 4 else ""
    return f"that is not a legal play of {roll} here; legal plays include {sample}{more}"


def _name(p: int) -> str:
    return "bar" if p == 25 else str(p)
