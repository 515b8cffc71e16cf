"""Fair dice: dice fixed in advance by a secret seed, committed to before the first roll.

At the start of a match :class:`FairDice` draws a seed (256 random bits written as 64 hex
characters, or any text given). Before the first roll the program shows the *commitment*, the
SHA-256 hash of the seed text (UTF-8), written as 64 lower-case hex digits. After the match the
seed is revealed; anyone can then check that the hash matches and that every recorded roll
follows from the seed, so the dice were fixed before play began and nobody (no bot either) could
have chosen them. :func:`verify` does that check on a :class:`~bgdesk.engine.record.MatchRecord`.

How roll number ``n`` (0 for the first roll of the match, opening rolls included) follows from
the seed, so that the check can be repeated with any SHA-256 tool::

    block k = SHA-256( UTF-8 text "bgdesk-dice-v1:" + seed + ":" + n + ":" + k )   k = 0, 1, ...
    take the bytes of block 0, then of block 1, ... in order; skip every byte >= 252;
    the first two remaining bytes b give the two dice, each  b mod 6 + 1.

(252 = 6 x 42, so every face is equally likely; a second block is needed about once in 10^57
rolls.) An opening roll is the first die for player 0 and the second for player 1 (R6).
"""

from __future__ import annotations

import hashlib
import re
import secrets

from .dice import DiceError
from .errors import BgdeskError, NotationError

__all__ = [
    "FairDice", "DiceVerificationError", "commitment_of", "fair_roll", "verify", "ALGORITHM",
]

#: Names the derivation above; stored with the dice so a future change cannot be confused.
ALGORITHM = "bgdesk-dice-v1"

_HEX64 = re.compile(r"^[0-9a-f]{64}$")
MAX_SEED_CHARS = 1000


class DiceVerificationError(BgdeskError):
    """The recorded dice do not follow from the revealed seed, or the seed does not match the
    commitment, or there is nothing to check."""


def _check_seed(seed) -> str:
    if not isinstance(seed, str):
        raise DiceError(f"a fair-dice seed is text, not {type(seed).__name__}")
    if not seed or len(seed) > MAX_SEED_CHARS:
        raise DiceError(f"a fair-dice seed has 1 to {MAX_SEED_CHARS} characters")
    return seed


def commitment_of(seed: str) -> str:
    """The commitment to ``seed``: SHA-256 of its UTF-8 text, 64 lower-case hex digits."""
    return hashlib.sha256(_check_seed(seed).encode("utf-8")).hexdigest()


def fair_roll(seed: str, n: int) -> tuple[int, int]:
    """Roll number ``n`` (from 0) of the dice fixed by ``seed`` (see the module docstring)."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise DiceError(f"a roll number is a whole number >= 0, not {n!r}")
    prefix = f"{ALGORITHM}:{_check_seed(seed)}:{n}:"
    dice: list[int] = []
    k = 0
    while True:
        for b in hashlib.sha256((prefix + str(k)).encode("utf-8")).digest():
            if b < 252:
                dice.append(b % 6 + 1)
                if len(dice) == 2:
                    return dice[0], dice[1]
        k += 1


class FairDice:
    """A dice source whose rolls are fixed by a secret seed (see the module docstring).

    ``FairDice()`` draws a fresh seed; ``FairDice(seed)`` uses the given text. :attr:`commitment`
    is shown before the first roll; :meth:`reveal` discloses the seed (after the match).
    ``to_dict()`` leaves the seed out until it is revealed; ``to_dict(private=True)`` keeps it,
    for the program's own autosave so that a match can continue after a restart.
    """

    def __init__(self, seed: str | None = None, *, rolls: int = 0) -> None:
        self._seed = secrets.token_hex(32) if seed is None else _check_seed(seed)
        if isinstance(rolls, bool) or not isinstance(rolls, int) or rolls < 0:
            raise DiceError(f"'rolls' is a whole number >= 0, not {rolls!r}")
        self.rolls = rolls
        self.commitment = commitment_of(self._seed)
        self._revealed = False

    def roll(self) -> tuple[int, int]:
        dice = fair_roll(self._seed, self.rolls)
        self.rolls += 1
        return dice

    @property
    def revealed(self) -> bool:
        return self._revealed

    @property
    def revealed_seed(self) -> str | None:
        """The seed once :meth:`reveal` has been called, else None."""
        return self._seed if self._revealed else None

    def reveal(self) -> str:
        """Disclose the seed (call it when the match or session is over)."""
        self._revealed = True
        return self._seed

    def to_dict(self, private: bool = False) -> dict:
        out = {"kind": "fair", "algorithm": ALGORITHM, "commitment": self.commitment,
               "rolls": self.rolls}
        if private or self._revealed:
            out["seed"] = self._seed
        if private:
            out["revealed"] = self._revealed
        return out

    @classmethod
    def from_dict(cls, data: dict) -> "FairDice":
        """Rebuild a source saved with ``to_dict(private=True)``."""
        if not isinstance(data, dict) or data.get("kind") != "fair":
            raise NotationError("saved dice: not a fair-dice source")
        if data.get("algorithm", ALGORITHM) != ALGORITHM:
            raise NotationError(f"saved dice: unknown fair-dice algorithm {data.get('algorithm')!r}")
        seed = data.get("seed")
        if seed is None:
            raise NotationError("saved dice: the seed was not saved, so these dice cannot go on")
        try:
            src = cls(seed, rolls=data.get("rolls", 0))
        except DiceError as e:
            raise NotationError(f"saved dice: {e}") from None
        if data.get("commitment", src.commitment) != src.commitment:
            raise NotationError("saved dice: the seed does not match the saved commitment")
        if data.get("revealed") is True:
            src._revealed = True
        return src

    def __repr__(self) -> str:
        return f"FairDice(commitment={self.commitment[:16]}..., rolls={self.rolls})"


def verify(record, *, skip_unrecorded_ties: bool = False) -> int:
    """Check a match record's dice against its revealed seed; returns the number of rolls checked.

    Raises :class:`DiceVerificationError` when the record has no fair dice, the seed is not
    revealed, the seed does not hash to the commitment, or a recorded roll (opening rolls
    included, in order over all games) differs from the one the seed gives.

    ``skip_unrecorded_ties``: formats such as .mat do not record tied opening rolls (R6); with
    this set, a tie the seed gives where the record shows a decided opening roll is passed over.
    """
    from .record import EventKind

    d = getattr(record, "dice", None)
    if not isinstance(d, dict) or d.get("kind") != "fair":
        raise DiceVerificationError("this record's dice were not fair dice with a commitment")
    if d.get("algorithm", ALGORITHM) != ALGORITHM:
        raise DiceVerificationError(f"unknown fair-dice algorithm {d.get('algorithm')!r}")
    commitment = getattr(record, "commitment", None)
    inner = d.get("commitment")
    if commitment is None:
        commitment = inner
    if not isinstance(commitment, str) or not _HEX64.match(commitment):
        raise DiceVerificationError("the record carries no valid commitment (64 hex digits)")
    if inner is not None and inner != commitment:
        raise DiceVerificationError("the record carries two different commitments")
    seed = d.get("seed")
    if seed is None:
        raise DiceVerificationError("the seed has not been revealed yet")
    try:
        actual = commitment_of(seed)
    except DiceError as e:
        raise DiceVerificationError(f"the revealed seed is unusable: {e}") from None
    if actual != commitment:
        raise DiceVerificationError("the revealed seed does not match the commitment: the seed or "
                                    "the commitment has been changed")
    start = d.get("rolls", 0)
    if isinstance(start, bool) or not isinstance(start, int) or start < 0:
        raise DiceVerificationError(f"the record's first roll number is invalid: {start!r}")
    n = start
    for gi, game in enumerate(record.games):
        for ei, ev in enumerate(game.events):
            if ev.kind not in (EventKind.OPENING_ROLL, EventKind.ROLL):
                continue
            expected = fair_roll(seed, n)
            if (skip_unrecorded_ties and ev.kind is EventKind.OPENING_ROLL
                    and ev.dice[0] != ev.dice[1]):
                while expected[0] == expected[1]:
                    n += 1
                    expected = fair_roll(seed, n)
            if tuple(ev.dice) != expected:
                raise DiceVerificationError(
                    f"game {gi + 1}, event {ei + 1}: the record shows {ev.dice[0]}-{ev.dice[1]} but "
                    f"roll {n + 1} from the seed is {expected[0]}-{expected[1]}")
            n += 1
    return n - start
