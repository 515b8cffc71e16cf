"""Reading plays typed in standard notation: ``24/18 13/11``, ``bar/20*``, ``6/off(2)``."""

from __future__ import annotations

import itertools
import re

from .errors import IllegalMoveError, NotationError
from .position import Play, Position
from .refusals import refusal

_MAX_TEXT = 200
_TOKEN = re.compile(r"^(bar|b|\d{1,2})((?:/(?:off|o|bar|b|\d{1,2})\*?)+)(?:\((\d)\))?$")
_SEGMENT = re.compile(r"/(off|o|bar|b|\d{1,2})(\*?)")


def _point(text: str, *, source: bool) -> int:
    if text in ("bar", "b"):
        if not source:
            raise refusal("to_bar", NotationError)
        return 25
    if text in ("off", "o"):
        if source:
            raise refusal("from_off", NotationError)
        return 0
    n = int(text)
    if source and n == 25:
        return 25
    if not source and n == 0:
        return 0
    if not 1 <= n <= 24:
        raise refusal("no_such_point", NotationError, point=n)
    return n


def parse_moves(text: str) -> list:
    """Parse notation into ``[(points along the path, hit flags per landing), ...]``.

    Grouped moves (``8/5(2)``) are expanded; raises :class:`NotationError` on bad text.
    """
    if not isinstance(text, str):
        raise NotationError("a play is text such as 24/18 13/11")
    if len(text) > _MAX_TEXT:
        raise refusal("too_long", NotationError)
    cleaned = text.strip().lower().replace(",", " ")
    if not cleaned:
        raise refusal("empty", NotationError)
    moves = []
    for token in cleaned.split():
        m = _TOKEN.match(token)
        if not m:
            raise refusal("unreadable", NotationError, token=repr(token))
        path = [_point(m.group(1), source=True)]
        hits = []
        for seg in _SEGMENT.finditer(m.group(2)):
            p = _point(seg.group(1), source=False)
            if path[-1] == 0:
                raise refusal("past_off", NotationError, token=repr(token))
            if p >= path[-1]:
                raise refusal("backwards", NotationError)
            path.append(p)
            hits.append(bool(seg.group(2)))
        count = int(m.group(3)) if m.group(3) else 1
        if not 1 <= count <= 4:
            raise refusal("repeat", NotationError, token=repr(token))
        # ``13/9*(2)``: two checkers 13/9, one of which hits. Only the first can: the blot it
        # hits is gone (the point is ours) when the second one arrives.
        moves.append((path, hits))
        for _ in range(count - 1):
            moves.append((path, [False] * len(hits)))
    return moves


def parse_play(position: Position, dice, text: str) -> Play:
    """The legal play of ``dice`` that ``text`` describes, or a clear error why not.

    Every move written must be made by the dice: each segment ``a/b`` is one checker moving
    from ``a`` to ``b`` with one die or several in a row (R8), a ``*`` must mark a real hit,
    and the whole must be a legal complete play (R12). Raises :class:`NotationError` for text
    that cannot be read and :class:`IllegalMoveError` for a play the rules do not allow.
    """
    from .turn import Turn

    d1, d2 = dice
    moves = parse_moves(text)
    plays = position.legal_plays(d1, d2)
    if len(plays) == 1 and plays[0].is_empty():
        raise refusal("cannot_play", roll=f"{max(d1, d2)}-{min(d1, d2)}")
    segments = _segments(moves)
    turn = Turn(position, (d1, d2))
    for order in _orders(segments):
        if _play_segments(turn, order, 0):
            made = turn.play()
            for play in plays:
                if play == made:
                    return play
            return made  # pragma: no cover - every complete Turn play is a legal play
    play = _by_net_movement((d1, d2), moves, plays)
    if play is not None:
        return play
    raise _diagnose(position, (d1, d2), moves, plays)


def _by_net_movement(dice, moves: list, plays: list):
    """The legal play that moves the same checkers from the same points to the same points and
    hits at least where a ``*`` is written (fewest hits first), when every written move is a
    distance the dice can make; None when there is none.

    This reads a play whose moves can only be made interleaved: ``bar/23(2)`` with 1-1 is
    bar/24 bar/24 24/23 24/23 (both checkers must enter before either moves on)."""
    pips = set(dice) | {dice[0] + dice[1]}
    if dice[0] == dice[1]:
        pips |= {dice[0] * 3, dice[0] * 4}
    want: dict = {}
    starred = set()
    for path, hits in moves:
        for a, c in zip(path, path[1:]):
            if c != 0 and a - c not in pips:
                return None
        want[path[0]] = want.get(path[0], 0) - 1
        want[path[-1]] = want.get(path[-1], 0) + 1
        starred |= {p for p, star in zip(path[1:], hits) if star}
    want = {p: n for p, n in want.items() if n}
    found = []
    for play in plays:
        net: dict = {}
        for s, t, _d, _h in play.raw_steps:
            net[s] = net.get(s, 0) - 1
            net[t] = net.get(t, 0) + 1
        hit = {t for _s, t, _d, h in play.raw_steps if h}
        if {p: n for p, n in net.items() if n} == want and starred <= hit:
            found.append((len(hit), play))
    return min(found, key=lambda x: x[0])[1] if found else None


def play_typed(turn, text: str) -> None:
    """Make the play typed in ``text`` on ``turn``, a roll being played step by step that may
    already hold some steps (made with the mouse): ``text`` is either the rest of the play, or
    the whole of it (the steps already made are then taken back first). The turn is complete
    afterwards. A refusal leaves the turn as it was and says why, with the same sentences as
    :func:`parse_play` and :meth:`Turn.why_not`."""
    from .turn import Step

    moves = parse_moves(text)
    made = list(turn.steps)
    if made:
        segments = _segments(moves)
        for order in _orders(segments):
            if _play_segments(turn, order, 0):
                return
    turn.undo_all()
    try:
        play = parse_play(turn.start, turn.dice, text)
        try:
            turn.apply_path([Step(*raw) for raw in play.raw_steps])
        except IllegalMoveError:
            # The play's recorded die may differ from the one the turn uses for a step (a
            # bear-off either die could make): let the turn choose the die of each step.
            turn.apply_path(list(play.steps))
    except IllegalMoveError as whole:
        turn.undo_all()
        turn.apply_path(made)
        typed = sum(path[0] - path[-1] for path, _hits in moves)
        if made and typed <= sum(turn.remaining):
            raise _diagnose_rest(turn, moves) from None
        raise whole


def _segments(moves: list) -> list:
    return [(path[i - 1], path[i], hits[i - 1]) for path, hits in moves for i in range(1, len(path))]


def _diagnose_rest(turn, moves: list) -> IllegalMoveError:
    """Why ``moves`` are not the rest of the roll on ``turn`` (left as it was)."""
    applied = 0
    try:
        for src, dst, star in _segments(moves):
            paths = [p for p in turn.paths_from(src) if p[-1].dst == dst and (p[-1].hit or not star)]
            if not paths:
                if star and any(p[-1].dst == dst for p in turn.paths_from(src)):
                    return refusal("no_blot", point=dst)
                return turn.why_not(src, dst) or refusal("dice_unused")
            turn.apply_path(paths[0])
            applied += len(paths[0])
        return refusal("rest_incomplete", dice="-".join(str(d) for d in turn.remaining))
    finally:
        for _ in range(applied):
            turn.undo()


def _orders(segments: list):
    """The orders to try the written segments in: as written, highest starting point first, then
    (a play has at most four) every other order, so that a hit mark finds the move that hits
    whichever way round the moves were written (``22/18 22/18*``)."""
    seen = set()
    candidates = [segments, sorted(segments, key=lambda seg: -seg[0])]
    if len(segments) <= 4:
        candidates = itertools.chain(candidates, itertools.permutations(segments))
    for order in candidates:
        key = tuple(order)
        if key not in seen:
            seen.add(key)
            yield list(order)


def _play_segments(turn, segments: list, i: int) -> bool:
    """Make ``segments[i:]`` on ``turn`` (backtracking over dice choices); leave it complete."""
    if i == len(segments):
        return turn.is_complete
    src, dst, star = segments[i]
    candidates = [p for p in turn.paths_from(src) if p[-1].dst == dst]
    # Fewest hits on the way first: "24/13" means no hit unless one is written (24/18*/13).
    candidates.sort(key=lambda p: (sum(s.hit for s in p[:-1]), len(p)))
    for path in candidates:
        if star and not path[-1].hit:
            continue
        turn.apply_path(path)
        if _play_segments(turn, segments, i + 1):
            return True
        for _ in path:
            turn.undo()
    return False


def _diagnose(position: Position, dice, moves: list, plays: list) -> IllegalMoveError:
    b = position.board
    roll = f"{max(dice)}-{min(dice)}"  # as players say a roll: the higher die first
    pips_allowed = set(dice) | {dice[0] + dice[1]}
    if dice[0] == dice[1]:
        pips_allowed |= {dice[0] * 3, dice[0] * 4}
    mine = list(position.mine)
    for path, _hits in moves:
        mine[path[0]] -= 1
        mine[path[-1]] += 1
    for p in range(1, 26):
        if mine[p] < 0:
            return refusal("too_many_bar") if p == 25 else refusal("too_many", point=p)
    for path, hits in moves:
        src, dst = path[0], path[-1]
        if b[25] and src != 25 and not any(p[0] == 25 for p, _ in moves):
            return refusal("bar_first")
        for p, star in zip(path[1:], hits):
            if p and b[p] <= -2:
                return refusal("point_held", point=p)
            if p and star and b[p] != -1:
                return refusal("no_blot", point=p)
        if dst == 0 and not position.can_bear_off():
            return refusal("not_all_home")
        for a, c in zip(path, path[1:]):
            if c != 0 and a - c not in pips_allowed:
                return refusal("roll_distance", move=f"{_name(a)}/{c}", pips=a - c, roll=roll)
    moved = sum(path[0] - path[-1] for path, _hits in moves)
    least = min(position.pip_counts()[0] - pl.result.pip_counts()[0] for pl in plays)
    if moved < least:
        if dice[0] != dice[1] and all(len(pl.raw_steps) == 1 for pl in plays):
            return refusal("higher_die", roll=roll)
        return refusal("play_incomplete", roll=roll)
    sample = ", ".join(str(pl) for pl in plays[:4])
    more = " ..." if len(plays) > 4 else ""
    return refusal("not_legal", roll=roll, plays=sample + more)


def _name(p: int) -> str:
    return "bar" if p == 25 else str(p)
