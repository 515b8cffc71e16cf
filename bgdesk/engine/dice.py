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

from .dicecore import MAX_ROLLS, DiceError
from .errors import NotationError
from .fairdice import FairDice

__all__ = [
    "DiceSource", "SeededDice", "ManualDice", "DiceError", "DiceExhaustedError",
    "check_dice", "parse_dice", "dice_from_dict", "MAX_DICE_TEXT", "MAX_ROLLS",
]

#: The longest text :func:`parse_dice` reads ("3-1" with generous spaces); longer text is refused
#: before any matching, so no input can make the parser work long.
MAX_DICE_TEXT = 32

#: A seeded source saved without its generator state (by an older bgdesk) is restored by rolling
#: that many times again; beyond this many rolls it is refused rather than replayed.
LEGACY_REPLAY_LIMIT = 20_000

#: The largest seed, in characters for text and in bits for a number.
MAX_SEED_CHARS = 1000
MAX_SEED_BITS = 256

#: The most rolls a manual source keeps queued.
MAX_PENDING = 1000

_MT_WORDS = 624
_STATE_RE = re.compile(rf"[0-9a-f]{{{8 * _MT_WORDS}}}")


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
    if len(text) > MAX_DICE_TEXT:
        raise NotationError(f"dice are written as two digits 1-6 such as 3-1 or 31, not "
                            f"{len(text)} characters of text")
    m = _DICE_TEXT.match(text)
    if not m:
        raise NotationError(f"dice are written as two digits 1-6 such as 3-1 or 31, got {text!r}")
    return int(m.group(1)), int(m.group(2))


def _check_rolls(rolls, what: str = "'rolls'") -> int:
    if isinstance(rolls, bool) or not isinstance(rolls, int) or not 0 <= rolls <= MAX_ROLLS:
        raise DiceError(f"{what} is a whole number from 0 to {MAX_ROLLS}, not {rolls!r}")
    return rolls


def _check_seed(seed) -> int | str:
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise DiceError(f"a dice seed is a whole number or text, got {seed!r}")
    if isinstance(seed, str) and len(seed) > MAX_SEED_CHARS:
        raise DiceError(f"a dice seed has at most {MAX_SEED_CHARS} characters")
    if isinstance(seed, int) and seed.bit_length() > MAX_SEED_BITS:
        raise DiceError(f"a dice seed has at most {MAX_SEED_BITS} bits")
    return seed


class SeededDice:
    """Pseudo-random dice from ``random.Random(seed)``; replayable from :attr:`seed`.

    With no seed a fresh one is drawn from the operating system and kept in :attr:`seed`.
    :attr:`rolls` counts the rolls handed out. :meth:`to_dict` keeps the generator's state as
    well, so :func:`dice_from_dict` restores the source mid-session at once, however many rolls
    it has made.
    """

    def __init__(self, seed: int | str | None = None) -> None:
        if seed is None:
            seed = secrets.randbits(63)
        self.seed = _check_seed(seed)
        self._rng = random.Random(seed)
        self.rolls = 0

    def roll(self) -> tuple[int, int]:
        self.rolls += 1
        return self._rng.randint(1, 6), self._rng.randint(1, 6)

    def to_dict(self) -> dict:
        """The seed and the roll count, and once it has rolled the generator's state."""
        out = {"kind": "seeded", "seed": self.seed, "rolls": self.rolls}
        if self.rolls:
            # (kept until the next roll: the session saves after every action, and writing
            # the generator's 624 words out took 0.7 ms of the GUI thread each time)
            kept = self.__dict__.get("_state_text")
            if kept is None or kept[0] != self.rolls:
                _version, internal, _gauss = self._rng.getstate()
                kept = (self.rolls, "".join(f"{w:08x}" for w in internal[:_MT_WORDS]),
                        internal[_MT_WORDS])
                self._state_text = kept
            out["state"], out["position"] = kept[1], kept[2]
        return out

    @classmethod
    def from_dict(cls, data: dict) -> "SeededDice":
        """Rebuild a source saved with :meth:`to_dict` in constant time (from the generator's
        state); one saved without the state is rolled forward, up to :data:`LEGACY_REPLAY_LIMIT`
        rolls."""
        try:
            src = cls(data.get("seed"))
            rolls = _check_rolls(data.get("rolls", 0))
        except DiceError as e:
            raise NotationError(f"saved dice: {e}") from None
        state = data.get("state")
        if state is None:
            if rolls > LEGACY_REPLAY_LIMIT:
                raise NotationError(
                    f"saved dice: {rolls} rolls to repeat without the generator's state; "
                    f"at most {LEGACY_REPLAY_LIMIT} are repeated")
            for _ in range(rolls):
                src.roll()
            return src
        pos = data.get("position")
        if not isinstance(state, str) or not _STATE_RE.fullmatch(state):
            raise NotationError(f"saved dice: 'state' is {8 * _MT_WORDS} hex digits")
        if isinstance(pos, bool) or not isinstance(pos, int) or not 0 <= pos <= _MT_WORDS:
            raise NotationError(f"saved dice: 'position' is a whole number from 0 to {_MT_WORDS}")
        words = tuple(int(state[i:i + 8], 16) for i in range(0, len(state), 8))
        src._rng.setstate((3, words + (pos,), None))
        src.rolls = rolls
        return src

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


def dice_from_dict(data: dict, *, seed: str | None = None):
    """Rebuild a source saved with ``to_dict()``, in constant time whatever its roll count.

    A fair-dice source needs its seed: in ``data["seed"]`` or given as ``seed`` (the program keeps
    an unrevealed seed apart from the saved match). Raises :class:`NotationError` for anything
    that cannot be restored."""
    if not isinstance(data, dict):
        raise NotationError(f"a saved dice source is a mapping, got {type(data).__name__}")
    kind = data.get("kind")
    if kind == "seeded":
        return SeededDice.from_dict(data)
    if kind == "fair":
        return FairDice.from_dict(data, seed=seed)
    if kind == "manual":
        pending = data.get("pending", ())
        if not isinstance(pending, (list, tuple)) or len(pending) > MAX_PENDING:
            raise NotationError(f"saved dice: 'pending' is a list of at most {MAX_PENDING} rolls")
        try:
            src = ManualDice(pending)
            src.rolls = _check_rolls(data.get("rolls", 0))
        except DiceError as e:
            raise NotationError(f"saved dice: {e}") from None
        return src
    raise NotationError(f"saved dice: unknown kind {kind!r} (expected 'seeded', 'fair' or 'manual')")
