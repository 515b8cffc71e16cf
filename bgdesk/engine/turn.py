"""One roll played a step at a time, as drag-to-move needs (R8, R9, R12, R39)."""

from __future__ import annotations

from typing import NamedTuple

from .errors import IllegalMoveError
from .position import Play, Position, _apply, _sources, _undo


class Step(NamedTuple):
    """One checker moved by one die: ``src`` 25 is the bar, ``dst`` 0 is off."""

    src: int
    dst: int
    die: int
    hit: bool

    def __str__(self) -> str:
        s = "bar" if self.src == 25 else str(self.src)
        d = "off" if self.dst == 0 else str(self.dst)
        return f"{s}/{d}{'*' if self.hit else ''}"


def _step_tree(board: tuple, dice: tuple) -> dict:
    """A tree ``{Step: subtree}`` of every step sequence that is a legal complete play.

    Every order of the dice and of the checkers is kept (a person may play 8/5 before or after
    6/5), and only sequences using the most dice possible survive; when only one die of a
    non-double can be used, only sequences using the higher die survive if any do (R12).
    """
    bl = list(board)
    doubles = dice[0] == dice[1]
    pool = list(dice) * 2 if doubles else list(dice)
    high = max(dice)

    def rec(remaining: list) -> tuple:
        """``(subtree, most dice playable from here)``; each entry maps a step to its subtree
        and the most dice playable starting with that step."""
        tree: dict = {}
        depth_here = 0
        tried = set()
        for i, d in enumerate(remaining):
            if d in tried:
                continue
            tried.add(d)
            rest = remaining[:i] + remaining[i + 1:]
            for s in _sources(bl, d):
                t, h = _apply(bl, s, d)
                sub, depth = rec(rest)
                _undo(bl, s, t, h)
                tree[Step(s, t, d, h)] = (sub, depth + 1)
                if depth + 1 > depth_here:
                    depth_here = depth + 1
        return tree, depth_here

    full, max_depth = rec(pool)

    def prune(tree: dict, need: int) -> dict:
        out = {}
        for step, (sub, depth) in tree.items():
            if depth < need:
                continue
            out[step] = prune(sub, need - 1) if need > 1 else {}
        return out

    tree = prune(full, max_depth)
    if max_depth == 1 and not doubles:
        with_high = {s: sub for s, sub in tree.items() if s.die == high}
        if with_high:
            tree = with_high
    return tree


class Turn:
    """The player on roll playing ``dice`` in ``position``, one step at a time."""

    def __init__(self, position: Position, dice) -> None:
        d1, d2 = dice
        if not all(isinstance(d, int) and 1 <= d <= 6 for d in (d1, d2)):
            raise ValueError(f"dice must be 1..6, got {dice!r}")
        self.start = position
        self.dice = (d1, d2)
        self._tree = _step_tree(position.board, self.dice)
        self._nodes = [self._tree]
        self._boards = [position.board]
        self._steps: list = []

    # -- state ----------------------------------------------------------------------------

    @property
    def position(self) -> Position:
        return Position._from_trusted(self._boards[-1])

    @property
    def steps(self) -> tuple:
        return tuple(self._steps)

    @property
    def remaining(self) -> tuple:
        """The dice not yet used (four entries at the start of a double)."""
        left = list(self.dice) * 2 if self.dice[0] == self.dice[1] else list(self.dice)
        for step in self._steps:
            left.remove(step.die)
        return tuple(left)

    @property
    def is_complete(self) -> bool:
        """True when no die can, or may, be played any more."""
        return not self._nodes[-1]

    @property
    def can_undo(self) -> bool:
        return bool(self._steps)

    def legal_steps(self) -> list:
        """Steps after which a legal complete play is still reachable."""
        return list(self._nodes[-1])

    def movable_points(self) -> set:
        """Points holding a checker that may move now."""
        return {s.src for s in self._nodes[-1]}

    def destinations(self, src: int) -> dict:
        """Every point reachable from ``src`` by one checker using one or more dice.

        ``{dst: [steps]}``; where several step sequences reach the same point, the one that hits
        fewest blots on the way (then the one using the smaller die first) is given.
        """
        found: dict = {}

        def walk(node: dict, at: int, path: list) -> None:
            for step in sorted(node, key=lambda s: s.die):
                if step.src != at:
                    continue
                new_path = path + [step]
                old = found.get(step.dst)
                if old is None or _hits(new_path) < _hits(old) or (
                        _hits(new_path) == _hits(old) and len(new_path) < len(old)):
                    found[step.dst] = new_path
                if step.dst != 0:
                    walk(node[step], step.dst, new_path)

        walk(self._nodes[-1], src, [])
        return found

    # -- actions --------------------------------------------------------------------------

    def apply(self, step) -> Step:
        """Play one step: a :class:`Step`, or a ``(src, dst)`` pair (the smallest fitting die)."""
        node = self._nodes[-1]
        if isinstance(step, Step):
            if step not in node:
                raise IllegalMoveError(self._why_not(step.src, step.dst))
            chosen = step
        else:
            try:
                src, dst = step
            except (TypeError, ValueError):
                raise IllegalMoveError(f"not a step: {step!r}") from None
            fitting = [s for s in node if s.src == src and s.dst == dst]
            if not fitting:
                raise IllegalMoveError(self._why_not(src, dst))
            chosen = min(fitting, key=lambda s: s.die)
        bl = list(self._boards[-1])
        t, _h = _apply(bl, chosen.src, chosen.die)
        assert t == chosen.dst
        self._boards.append(tuple(bl))
        self._nodes.append(node[chosen])
        self._steps.append(chosen)
        return chosen

    def apply_path(self, steps) -> None:
        """Apply several steps (e.g. from :meth:`destinations`); all or nothing."""
        done = 0
        try:
            for step in steps:
                self.apply(step)
                done += 1
        except IllegalMoveError:
            for _ in range(done):
                self.undo()
            raise

    def undo(self) -> Step:
        """Take back the last step (R39)."""
        if not self._steps:
            raise IllegalMoveError("there is no step to take back")
        self._boards.pop()
        self._nodes.pop()
        return self._steps.pop()

    def undo_all(self) -> None:
        while self._steps:
            self.undo()

    def play(self) -> Play:
        """The complete play made so far (only when :attr:`is_complete`)."""
        if not self.is_complete:
            raise IllegalMoveError("the roll is not fully played yet: "
                                   + ", ".join(str(d) for d in self.remaining) + " still to play")
        raw = tuple((s.src, s.dst, s.die, s.hit) for s in self._steps)
        return Play(self.start, self._boards[-1], raw)

    def _why_not(self, src: int, dst: int) -> str:
        b = self._boards[-1]
        where = "the bar" if src == 25 else f"point {src}"
        if not (0 <= src <= 25) or not (0 <= dst <= 25):
            return "points are numbered 1..24 (bar and off aside)"
        if self.is_complete:
            return "this roll is fully played"
        if b[src] <= 0:
            return f"you have no checker on {where}"
        if b[25] and src != 25:
            return "a checker on the bar must enter first (R15)"
        if dst and b[dst] <= -2:
            return f"point {dst} is held by the opponent (R11)"
        if dst == 0 and not all(b[p] <= 0 for p in range(7, 26)):
            return "you can bear off only when all your checkers are home (R17)"
        if dst == 0:
            return "that checker cannot bear off with these dice (R19, R20)"
        if src - dst not in self.remaining:
            left = "-".join(str(d) for d in self.remaining)
            return f"{src}/{dst} is {src - dst} pips; the dice left are {left}"
        return ("that step would leave a die unplayable; both dice must be played when possible, "
                "and the higher one when only one can be (R12)")


def _hits(path: list) -> int:
    return sum(1 for s in path if s.hit)
