"""Dice sources, injected into games and matches (DESIGN.md: randomness is never module-global).

A dice source is any object with a ``roll() -> (int, int)`` method. For the opening roll the
first die is player 0's and the second player 1's (R6); afterwards both dice belong to the
player on roll (R7).

- :class:`SeededDice` wraps ``random.Random(seed)``: the same seed gives the same rolls, so every
  run can be replayed from its seed.
- :class:`ManualDice` hands out dice entered by hand or scripted in a list, and raises
  :class:`DiceExhaustedError` when it has none left.
- :class:`~bgdesk.engine.fairdice.FairDice` (in :mod:`fairdice`) fixes the dice by a secret seed
  committed to before the first roll and revealed after the match.
"""

from __future__ import annotations

import random
import re
import secrets
from collections import deque
from typing import Iterable, Protocol, runtime_checkable

from .errors import BgdeskError, NotationError

__all__ = [
    "DiceSource", "SeededDice", "ManualDice", "DiceError", "DiceExhaustedError",
    "check_dice", "parse_dice", "dice_from_dict",
]


class DiceError(BgdeskError):
    """Dice that are not two whole numbers from 1 to 6."""


class DiceExhaustedError(DiceError):
    """A manual dice source was asked for a roll it does not have."""


@runtime_checkable
class DiceSource(Protocol):
    def roll(self) -> tuple[int, int]:
        """Two dice, each 1..6."""
        ...


def check_dice(dice) -> tuple[int, int]:
    """``dice`` as a tuple of two ints 1..6, or :class:`DiceError` saying what is wrong."""
    try:
        d1, d2 = dice
    except (TypeError, ValueError):
        raise DiceError(f"a roll is two dice, got {dice!r}") from None
    for d in (d1, d2):
        if isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 6:
            raise DiceError(f"each die shows a whole number from 1 to 6, got {d!r} in {dice!r}")
    return d1, d2


_DICE_TEXT = re.compile(r"^\s*([1-6])\s*[-,/ x]?\s*([1-6])\s*$")


def parse_dice(text: str) -> tuple[int, int]:
    """Read a roll typed by a person: ``"31"``, ``"3-1"``, ``"3 1"``, ``"3,1"``."""
    if not isinstance(text, str):
        raise NotationError(f"dice are written as two digits 1-6 such as 3-1, got {text!r}")
    m = _DICE_TEXT.match(text)
    if not m:
        raise NotationError(f"dice are written as two digits 1-6 such as 3-1 or 31, got {text!r}")
    return int(m.group(1)), int(m.group(2))


class SeededDice:
    """Pseudo-random dice from ``random.Random(seed)``; replayable from :attr:`seed`.

    With no seed a fresh one is drawn from the operating system and kept in :attr:`seed`.
    :attr:`rolls` counts the rolls handed out, so :meth:`to_dict` / :func:`dice_from_dict`
    can restore the source mid-session.
    """

    def __init__(self, seed: int | str | None = None) -> None:
        if seed is None:
            seed = secrets.randbits(63)
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            raise DiceError(f"a dice seed is a whole number or text, got {seed!r}")
        self.seed = seed
        self._rng = random.Random(seed)
        self.rolls = 0

    def roll(self) -> tuple[int, int]:
        self.rolls += 1
        return self._rng.randint(1, 6), self._rng.randint(1, 6)

    def to_dict(self) -> dict:
        return {"kind": "seeded", "seed": self.seed, "rolls": self.rolls}

    def __repr__(self) -> str:
        return f"SeededDice(seed={self.seed!r})  # {self.rolls} rolls so far"


class ManualDice:
    """Dice entered by hand or scripted: hands out the queued rolls in order.

    ``ManualDice([(3, 1), (6, 6)])``; :meth:`push` adds a roll (two ints or text like ``"3-1"``).
    Asking for a roll when none is queued raises :class:`DiceExhaustedError`.
    """

    def __init__(self, rolls: Iterable = ()) -> None:
        self._queue: deque[tuple[int, int]] = deque()
        self.rolls = 0
        self.extend(rolls)

    def push(self, d1, d2: int | None = None) -> None:
        """Queue one roll: ``push(3, 1)``, ``push((3, 1))`` or ``push("3-1")``."""
        if d2 is not None:
            dice = check_dice((d1, d2))
        elif isinstance(d1, str):
            dice = parse_dice(d1)
        else:
            dice = check_dice(d1)
        self._queue.append(dice)

    def extend(self, rolls: Iterable) -> None:
        for r in rolls:
            self.push(r)

    @property
    def remaining(self) -> int:
        return len(self._queue)

    def pending(self) -> list[tuple[int, int]]:
        return list(self._queue)

    def roll(self) -> tuple[int, int]:
        if not self._queue:
            raise DiceExhaustedError(
                f"no dice left after {self.rolls} roll(s): enter the next roll (two dice 1-6)")
        self.rolls += 1
        return self._queue.popleft()

    def to_dict(self) -> dict:
        return {"kind": "manual", "pending": [list(d) for d in self._queue], "rolls": self.rolls}

    def __repr__(self) -> str:
        return f"ManualDice({self.pending()!r})"


def dice_from_dict(data: dict):
    """Rebuild a source saved with ``to_dict()`` (a seeded source is advanced to where it was)."""
    if not isinstance(data, dict):
        raise NotationError(f"a saved dice source is a mapping, got {type(data).__name__}")
    kind = data.get("kind")
    if kind == "seeded":
        src = SeededDice(data.get("seed"))
        rolls = data.get("rolls", 0)
        if isinstance(rolls, bool) or not isinstance(rolls, int) or rolls < 0:
            raise NotationError(f"saved dice: 'rolls' must be a whole number >= 0, got {rolls!r}")
        for _ in range(rolls):
            src.roll()
        return src
    if kind == "fair":
        from .fairdice import FairDice
        return FairDice.from_dict(data)
    if kind == "manual":
        src = ManualDice(data.get("pending", ()))
        src.rolls = int(data.get("rolls", 0))
        return src
    raise NotationError(f"saved dice: unknown kind {kind!r} (expected 'seeded', 'fair' or 'manual')")
