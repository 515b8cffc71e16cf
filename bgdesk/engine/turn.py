"""One roll played a step at a time, as drag-to-move needs (R8, R9, R12, R39)."""

from __future__ import annotations

from typing import NamedTuple

from .dice import DiceError
from .errors import IllegalMoveError
from .refusals import refusal
from .position import Play, Position, _apply, _generate, _sources, _undo


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


class _Oracle:
    """Answers "is this step legal now?" for one roll, lazily and with memory.

    A step is legal when, after it, a legal complete play (R12: the most dice possible, the
    higher die when only one of a non-double can be used) can still be reached. The legal
    results are the engine's own (:func:`_generate`); a search with memo over
    ``(board, dice left)`` states tells whether one of them is still reachable.
    """

    def __init__(self, board: tuple, dice: tuple) -> None:
        gen = _generate(board, dice[0], dice[1])
        self.results = set(gen)
        self.need = max(len(raw) for raw in gen.values())  # dice a complete play uses
        self.total = 4 if dice[0] == dice[1] else 2
        self.only_die = None
        if self.need == 1 and dice[0] != dice[1]:
            # Only one die can be played: the higher one when it can (R12).
            self.only_die = max(raw[0][2] for raw in gen.values())
        self._memo: dict = {}

    def steps_from(self, board: tuple, left: tuple) -> list:
        """The legal steps in ``board`` with the dice ``left`` (a sorted tuple)."""
        used = self._used(left)
        if used >= self.need:
            return []
        out = []
        bl = list(board)
        for d in sorted(set(left)):
            if self.only_die is not None and d != self.only_die:
                continue
            rest = _remove(left, d)
            for s in _sources(bl, d):
                t, h = _apply(bl, s, d)
                if self._reachable(tuple(bl), rest, used + 1):
                    out.append(Step(s, t, d, h))
                _undo(bl, s, t, h)
        return out

    def _used(self, left: tuple) -> int:
        return self.total - len(left)

    def _reachable(self, board: tuple, left: tuple, used: int) -> bool:
        if used == self.need:
            return board in self.results
        key = (board, left)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        ok = False
        bl = list(board)
        for d in set(left):
            rest = _remove(left, d)
            for s in _sources(bl, d):
                t, h = _apply(bl, s, d)
                ok = self._reachable(tuple(bl), rest, used + 1)
                _undo(bl, s, t, h)
                if ok:
                    break
            if ok:
                break
        self._memo[key] = ok
        return ok


def _remove(left: tuple, d: int) -> tuple:
    i = left.index(d)
    return left[:i] + left[i + 1:]


class Turn:
    """The player on roll playing ``dice`` in ``position``, one step at a time."""

    def __init__(self, position: Position, dice) -> None:
        try:
            d1, d2 = dice
        except (TypeError, ValueError):
            raise DiceError(f"dice must be two numbers 1..6, got {dice!r}") from None
        if not all(type(d) is int and 1 <= d <= 6 for d in (d1, d2)):
            raise DiceError(f"dice must be 1..6, got {dice!r}")
        self.start = position
        self.dice = (d1, d2)
        all_dice = (d1,) * 4 if d1 == d2 else tuple(sorted((d1, d2)))
        self._oracle = _Oracle(position.board, self.dice)
        self._boards = [position.board]
        self._left = [all_dice]
        self._steps: list = []
        self._legal_cache: dict = {}

    # -- state ----------------------------------------------------------------------------

    @property
    def position(self) -> Position:
        return Position._from_trusted(self._boards[-1])

    @property
    def steps(self) -> tuple:
        return tuple(self._steps)

    @property
    def remaining(self) -> tuple:
        """The dice not yet used (four entries at the start of a double), higher first."""
        return tuple(sorted(self._left[-1], reverse=True))

    @property
    def is_complete(self) -> bool:
        """True when no die can, or may, be played any more."""
        return not self._legal_now()

    @property
    def can_undo(self) -> bool:
        return bool(self._steps)

    def _legal_now(self) -> list:
        return self._legal_at(self._boards[-1], self._left[-1])

    def _legal_at(self, board: tuple, left: tuple) -> list:
        key = (board, left)
        steps = self._legal_cache.get(key)
        if steps is None:
            steps = self._oracle.steps_from(board, left)
            self._legal_cache[key] = steps
        return steps

    def legal_steps(self) -> list:
        """Steps after which a legal complete play is still reachable."""
        return list(self._legal_now())

    def movable_points(self) -> set:
        """Points holding a checker that may move now."""
        return {s.src for s in self._legal_now()}

    def destinations(self, src: int) -> dict:
        """Every point reachable from ``src`` by one checker using one or more dice.

        ``{dst: [steps]}``; where several step sequences reach the same point, the one that hits
        fewest blots on the way (then the one using the smaller die first) is given.
        """
        found: dict = {}
        for path in self.paths_from(src):
            old = found.get(path[-1].dst)
            if old is None or (_hits(path), len(path)) < (_hits(old), len(old)):
                found[path[-1].dst] = path
        return found

    def paths_from(self, src: int) -> list:
        """Every sequence of legal steps moving one checker on from ``src``, smaller dice first."""
        out: list = []

        def walk(board: tuple, left: tuple, at: int, path: list) -> None:
            for step in sorted(self._legal_at(board, left), key=lambda s: s.die):
                if step.src != at:
                    continue
                new_path = path + [step]
                out.append(new_path)
                if step.dst != 0:
                    bl = list(board)
                    _apply(bl, step.src, step.die)
                    walk(tuple(bl), _remove(left, step.die), step.dst, new_path)

        walk(self._boards[-1], self._left[-1], src, [])
        return out

    # -- actions --------------------------------------------------------------------------

    def apply(self, step) -> Step:
        """Play one step: a :class:`Step`, or a ``(src, dst)`` pair (the smallest fitting die)."""
        legal = self._legal_now()
        if isinstance(step, Step):
            if step not in legal:
                raise self._why_not(step.src, step.dst)
            chosen = step
        else:
            try:
                src, dst = step
            except (TypeError, ValueError):
                raise IllegalMoveError(f"not a step: {step!r}") from None
            if type(src) is not int or type(dst) is not int:
                raise IllegalMoveError(f"a step is two point numbers, not {step!r}")
            fitting = [s for s in legal if s.src == src and s.dst == dst]
            if not fitting:
                raise self._why_not(src, dst)
            chosen = min(fitting, key=lambda s: s.die)
        bl = list(self._boards[-1])
        _apply(bl, chosen.src, chosen.die)
        self._boards.append(tuple(bl))
        self._left.append(_remove(self._left[-1], chosen.die))
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
        self._left.pop()
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

    def why_not(self, src: int, dst: int | None = None) -> IllegalMoveError | None:
        """Why the checker on ``src`` cannot move now (``dst`` None), or cannot be moved to
        ``dst`` by one die or several; None when it can. The error's text is the sentence a
        player reads (the same as for a typed play); see :mod:`bgdesk.engine.refusals`."""
        if dst is None:
            if any(s.src == src for s in self._legal_now()):
                return None
            return self._why_stuck(src)
        if any(path[-1].dst == dst for path in self.paths_from(src)):
            return None
        return self._why_not(src, dst, combined=True)

    def _why_stuck(self, src: int) -> IllegalMoveError:
        """Why no die moves the checker on ``src``."""
        first = self._checker_refusal(src)
        if first is not None:
            return first
        reasons = [self._why_not(src, max(src - d, 0)) for d in sorted(set(self.remaining), reverse=True)]
        if all(r.reason == "point_held" for r in reasons):
            return refusal("checker_blocked", point=src)
        return next(r for r in reasons if r.reason != "point_held")

    def _checker_refusal(self, src: int) -> IllegalMoveError | None:
        """A refusal that does not depend on where the checker goes, or None."""
        b = self._boards[-1]
        if self.is_complete:
            return refusal("roll_done")
        if not 1 <= src <= 25 or b[src] <= 0:
            return refusal("no_checker_bar") if src == 25 else refusal("no_checker", point=src)
        if b[25] and src != 25:
            return refusal("bar_first")
        return None

    def _why_not(self, src: int, dst: int, combined: bool = False) -> IllegalMoveError:
        """Why ``src`` -> ``dst`` is refused: as one step (one die), or with ``combined`` as one
        checker moving by one die or several."""
        b = self._boards[-1]
        if not (0 <= src <= 25) or not (0 <= dst <= 25):
            return refusal("bad_point")
        first = self._checker_refusal(src)
        if first is not None:
            return first
        if dst >= src:
            return refusal("backwards")
        if dst and b[dst] <= -2:
            return refusal("point_held", point=dst)
        if dst == 0 and not all(b[p] <= 0 for p in range(7, 26)):
            return refusal("not_all_home")
        if dst == 0:
            return refusal("bear_off_dice")
        left = self.remaining
        sums = set(left)
        if combined:
            sums |= {sum(left[:k]) for k in range(1, len(left) + 1)} if len(sums) == 1 else {sum(left)}
        if src - dst not in sums:
            return refusal("distance", move=f"{_name(src)}/{dst}", pips=src - dst,
                           dice="-".join(str(d) for d in left))
        if src - dst not in left:  # several dice: where could it stop on the way?
            stops = [[src - d] for d in set(left) if src - d > dst] if len(set(left)) == 2 else \
                [[src - k * left[0] for k in range(1, (src - dst) // left[0])]]
            held = [[p for p in way if b[p] <= -2] for way in stops]
            if all(held):
                return refusal("point_held", point=max(p for way in held for p in way))
        return refusal("dice_unused")


def _name(p: int) -> str:
    return "bar" if p == 25 else str(p)


def _hits(path: list) -> int:
    return sum(1 for s in path if s.hit)
