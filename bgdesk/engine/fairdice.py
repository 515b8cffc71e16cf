"""Fair dice: dice fixed by a secret seed committed to before the first roll, and by what each
player adds after seeing the commitment.

At the start of a match :class:`FairDice` draws a seed (256 random bits written as 64 hex
characters, or any text given). Before the first roll the program shows the *commitment*, the
SHA-256 hash of the seed text (UTF-8), written as 64 lower-case hex digits. Then each player adds
a *contribution*, any short text of their own (a computer player adds nothing, the empty text).
The rolls follow from the seed and both contributions together, so neither the program (which
had to commit to the seed before seeing the contributions) nor one player alone decides the
dice. After the match the seed is revealed; anyone can then check the commitment and repeat every
roll. :func:`verify` does that check on a :class:`~bgdesk.engine.record.MatchRecord`.

The derivation (``bgdesk-dice-v2``), every step a SHA-256 of UTF-8 text written as 64 lower-case
hex digits, so that it can be repeated with ``sha256sum`` (``printf '%s' TEXT | sha256sum``)::

    commitment = SHA-256(seed)                          shown before the first roll
    C1 = SHA-256(contribution of player 1)              the bottom player, the first named
    C2 = SHA-256(contribution of player 2)              (no contribution: SHA-256 of the empty
                                                         text, e3b0c442...b855)
    key = SHA-256("bgdesk-dice-v2:" + seed + ":" + C1 + ":" + C2)
    block(n, k) = SHA-256(key + ":" + n + ":" + k)       n, k written in decimal

Roll ``n`` (``n = 0`` for the first roll of the match, then 1, 2, ... over all its games; every
roll counts, tied opening rolls included): read the bytes of block(n, 0) in order (two hex digits
each), skip every byte of 252 (``fc``) or more, and the first two remaining bytes b give the two
dice, each ``b mod 6 + 1``. (If fewer than two bytes remain, go on with block(n, 1), and so on;
252 = 6 x 42 keeps the faces equally likely, and a second block is needed about once in 10^57
rolls.) In an opening roll the first die is player 1's and the second player 2's (R6). A tie is
rolled again with the next roll number. Every match starts at roll 0: the commitment fixes the
whole sequence, so there is no offset to choose.

Files in the .mat format do not list tied opening rolls. Verifying one: when a game's opening roll
in the file is not roll ``n`` and roll ``n`` is a tie, that tie was rolled and left out of the
file; go on with ``n + 1`` (and so on while the rolls are ties).

Records made before the contributions existed use ``bgdesk-dice-v1``: block(n, k) =
SHA-256("bgdesk-dice-v1:" + seed + ":" + n + ":" + k), the rest as above. They are still checked.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import unicodedata
from typing import Callable

from .dice import MAX_ROLLS, DiceError
from .errors import BgdeskError, NotationError

__all__ = [
    "FairDice", "DiceVerificationError", "commitment_of", "contribution_hash", "match_key",
    "key_from_hashes", "record_contribution_hashes", "fair_roll", "verify",
    "verification_steps", "mark_unverifiable", "ALGORITHM",
    "LEGACY_ALGORITHM", "MAX_CONTRIBUTION_CHARS",
]

#: Names the derivation above; stored with the dice so a future change cannot be confused.
ALGORITHM = "bgdesk-dice-v2"
#: The derivation without contributions, kept to check and continue older records.
LEGACY_ALGORITHM = "bgdesk-dice-v1"
ALGORITHMS = (ALGORITHM, LEGACY_ALGORITHM)

_HEX64 = re.compile(r"[0-9a-f]{64}")
MAX_SEED_CHARS = 1000
MAX_CONTRIBUTION_CHARS = 200
#: Blocks tried for one roll before giving up (each needs two of 32 bytes below 252; running
#: out is a chance of about one in 10^3700).
_MAX_BLOCKS = 64
#: Tied opening rolls passed over in a row when a format leaves ties out (64 ties in a row have
#: a chance of one in 10^49).
_MAX_SKIPPED_TIES = 64

NO_CONTRIBUTION = ("", "")


class DiceVerificationError(BgdeskError):
    """The recorded dice do not follow from the revealed seed, or the seed does not match the
    commitment, or there is nothing to check."""


def _check_seed(seed) -> str:
    if not isinstance(seed, str):
        raise DiceError(f"a fair-dice seed is text, not {type(seed).__name__}")
    if not seed or len(seed) > MAX_SEED_CHARS:
        raise DiceError(f"a fair-dice seed has 1 to {MAX_SEED_CHARS} characters")
    _utf8(seed, "a fair-dice seed")
    return seed


def _utf8(text: str, what: str) -> bytes:
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        raise DiceError(f"{what} is text that can be written in UTF-8") from None


def check_contribution(text) -> str:
    """A player's contribution: text of at most :data:`MAX_CONTRIBUTION_CHARS` characters with
    no control characters (so that it can be typed again to check it); the empty text is
    allowed (no contribution)."""
    if not isinstance(text, str):
        raise DiceError(f"a contribution to the dice is text, not {type(text).__name__}")
    if len(text) > MAX_CONTRIBUTION_CHARS:
        raise DiceError(f"a contribution to the dice has at most {MAX_CONTRIBUTION_CHARS} "
                        f"characters, not {len(text)}")
    if any(unicodedata.category(c) == "Cc" for c in text):
        raise DiceError("a contribution to the dice has no line breaks, tabs or other control "
                        "characters")
    _utf8(text, "a contribution to the dice")
    return text


def _check_contributions(value) -> tuple[str, str]:
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise DiceError(f"the contributions are two texts, one per player, not {value!r}")
    return check_contribution(value[0]), check_contribution(value[1])


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def commitment_of(seed: str) -> str:
    """The commitment to ``seed``: SHA-256 of its UTF-8 text, 64 lower-case hex digits."""
    return _sha(_check_seed(seed))


def contribution_hash(text: str) -> str:
    """C1 or C2 of the derivation: SHA-256 of a player's contribution."""
    return _sha(check_contribution(text))


def match_key(seed: str, contributions=NO_CONTRIBUTION) -> str:
    """The key of the derivation: SHA-256 of ``bgdesk-dice-v2:<seed>:<C1>:<C2>``."""
    c1, c2 = (contribution_hash(c) for c in _check_contributions(contributions))
    return key_from_hashes(seed, (c1, c2))


def key_from_hashes(seed: str, hashes) -> str:
    """:func:`match_key` from the contributions' hashes C1 and C2 (what a .mat file carries
    when a contribution's text cannot go into it)."""
    if (not isinstance(hashes, (list, tuple)) or len(hashes) != 2
            or not all(isinstance(h, str) and _HEX64.fullmatch(h) for h in hashes)):
        raise DiceError("the contributions' hashes are two times 64 lower-case hex digits")
    return _sha(f"{ALGORITHM}:{_check_seed(seed)}:{hashes[0]}:{hashes[1]}")


def record_contribution_hashes(dice: dict) -> tuple[str, str]:
    """C1 and C2 of a record's fair dice: from the contributions' texts, or from their hashes
    when only those were kept; both must agree when both are there."""
    texts = dice.get("contributions")
    hashes = dice.get("contribution_hashes")
    from_texts = None
    if texts is not None:
        from_texts = tuple(contribution_hash(c) for c in _check_contributions(texts))
    if hashes is not None:
        if (not isinstance(hashes, (list, tuple)) or len(hashes) != 2
                or not all(isinstance(h, str) and _HEX64.fullmatch(h) for h in hashes)):
            raise DiceError("the contributions' hashes are two times 64 lower-case hex digits")
        if from_texts is not None and tuple(hashes) != from_texts:
            raise DiceError("the contributions do not match their hashes")
        return hashes[0], hashes[1]
    return from_texts or tuple(contribution_hash(c) for c in NO_CONTRIBUTION)


def _check_n(n) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MAX_ROLLS:
        raise DiceError(f"a roll number is a whole number from 0 to {MAX_ROLLS}, not {n!r}")
    return n


def _dice_from_blocks(prefix: str) -> tuple[int, int]:
    dice: list[int] = []
    for k in range(_MAX_BLOCKS):
        for b in hashlib.sha256(f"{prefix}{k}".encode("utf-8")).digest():
            if b < 252:
                dice.append(b % 6 + 1)
                if len(dice) == 2:
                    return dice[0], dice[1]
    raise DiceError("no dice in the first blocks of this roll")  # never in practice


def roll_from_key(key: str, n: int) -> tuple[int, int]:
    """Roll number ``n`` from a ``bgdesk-dice-v2`` key (see :func:`match_key`)."""
    if not isinstance(key, str) or not _HEX64.fullmatch(key):
        raise DiceError("a dice key is 64 lower-case hex digits")
    return _dice_from_blocks(f"{key}:{_check_n(n)}:")


def fair_roll(seed: str, n: int, contributions=None, *, algorithm: str = ALGORITHM
              ) -> tuple[int, int]:
    """Roll number ``n`` (from 0) of the dice fixed by ``seed`` and the players'
    ``contributions`` (default: none), by ``algorithm`` (see the module docstring)."""
    _check_n(n)
    if algorithm == LEGACY_ALGORITHM:
        if contributions not in (None, NO_CONTRIBUTION, list(NO_CONTRIBUTION)):
            raise DiceError(f"{LEGACY_ALGORITHM} dice take no contributions")
        return _dice_from_blocks(f"{LEGACY_ALGORITHM}:{_check_seed(seed)}:{n}:")
    if algorithm != ALGORITHM:
        raise DiceError(f"unknown fair-dice algorithm {algorithm!r}")
    return roll_from_key(match_key(seed, contributions or NO_CONTRIBUTION), n)


class FairDice:
    """A dice source whose rolls are fixed by a secret seed and the players' contributions (see
    the module docstring).

    ``FairDice()`` draws a fresh seed; ``FairDice(seed)`` uses the given text. :attr:`commitment`
    is shown before the first roll; :meth:`contribute` takes the players' contributions before
    the first roll, or :attr:`ask_contributions` is asked for them at the first roll (without
    either both are empty); :meth:`reveal` discloses the seed (after the
    match). ``to_dict()`` leaves the seed out until it is revealed; ``to_dict(private=True)``
    keeps it, for the program to store apart from the match (where only its user can read it).
    """

    def __init__(self, seed: str | None = None, *, rolls: int = 0, contributions=None,
                 algorithm: str = ALGORITHM) -> None:
        self._seed = secrets.token_hex(32) if seed is None else _check_seed(seed)
        if isinstance(rolls, bool) or not isinstance(rolls, int) or not 0 <= rolls <= MAX_ROLLS:
            raise DiceError(f"'rolls' is a whole number from 0 to {MAX_ROLLS}, not {rolls!r}")
        if algorithm not in ALGORITHMS:
            raise DiceError(f"unknown fair-dice algorithm {algorithm!r}")
        self.algorithm = algorithm
        self.rolls = rolls
        self.commitment = commitment_of(self._seed)
        self._revealed = False
        self._contributions: tuple[str, str] | None = None
        self._key: str | None = None
        #: Asked at the first roll when the contributions have not been given: returns the two
        #: contributions (the program asks the people at the table), or None for none.
        self.ask_contributions: Callable[[], tuple[str, str] | None] | None = None
        if contributions is not None:
            if algorithm == LEGACY_ALGORITHM:
                raise DiceError(f"{LEGACY_ALGORITHM} dice take no contributions")
            self._contributions = _check_contributions(contributions)

    # -- the players' part ---------------------------------------------------------------------
    @property
    def contributions(self) -> tuple[str, str]:
        """The players' contributions (empty texts until given)."""
        return self._contributions or NO_CONTRIBUTION

    @property
    def accepts_contributions(self) -> bool:
        """True until the contributions are given or the first roll is made."""
        return (self.algorithm == ALGORITHM and self._contributions is None
                and self._key is None and self.rolls == 0)

    def contribute(self, first: str, second: str) -> None:
        """The players' contributions (player 1's, player 2's; "" for a computer player),
        given once, after the commitment is shown and before the first roll."""
        if not self.accepts_contributions:
            raise DiceError("the contributions are given once, before the first roll")
        self._contributions = _check_contributions((first, second))

    # -- rolling -------------------------------------------------------------------------------
    def roll(self) -> tuple[int, int]:
        if self.accepts_contributions and self.ask_contributions is not None:
            given = self.ask_contributions()
            if given is not None:
                self.contribute(*given)
        if self.algorithm == LEGACY_ALGORITHM:
            dice = fair_roll(self._seed, self.rolls, algorithm=LEGACY_ALGORITHM)
        else:
            if self._key is None:  # the first roll fixes the contributions for good
                self._key = match_key(self._seed, self.contributions)
            dice = roll_from_key(self._key, self.rolls)
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

    # -- saving --------------------------------------------------------------------------------
    def to_dict(self, private: bool = False) -> dict:
        out = {"kind": "fair", "algorithm": self.algorithm, "commitment": self.commitment,
               "rolls": self.rolls}
        if self.algorithm == ALGORITHM and not self.accepts_contributions:
            out["contributions"] = list(self.contributions)
        if private or self._revealed:
            out["seed"] = self._seed
        if private:
            out["revealed"] = self._revealed
        return out

    @classmethod
    def from_dict(cls, data: dict, *, seed: str | None = None) -> "FairDice":
        """Rebuild a source saved with ``to_dict()``; the seed is in ``data`` (a revealed or
        private save) or given as ``seed``. Raises :class:`NotationError`."""
        if not isinstance(data, dict) or data.get("kind") != "fair":
            raise NotationError("saved dice: not a fair-dice source")
        algorithm = data.get("algorithm", LEGACY_ALGORITHM)
        if algorithm not in ALGORITHMS:
            raise NotationError(f"saved dice: unknown fair-dice algorithm {algorithm!r}")
        if seed is None:
            seed = data.get("seed")
        if seed is None:
            raise NotationError("saved dice: the seed was not saved, so these dice cannot go on")
        contributions = data.get("contributions")
        if contributions is not None and not isinstance(contributions, list):
            raise NotationError("saved dice: 'contributions' is a list of two texts")
        try:
            src = cls(seed, rolls=data.get("rolls", 0), algorithm=algorithm,
                      contributions=contributions if algorithm == ALGORITHM else None)
        except DiceError as e:
            raise NotationError(f"saved dice: {e}") from None
        if algorithm == LEGACY_ALGORITHM and contributions not in (None, [], list(NO_CONTRIBUTION)):
            raise NotationError(f"saved dice: {LEGACY_ALGORITHM} dice take no contributions")
        if data.get("commitment", src.commitment) != src.commitment:
            raise NotationError("saved dice: the seed does not match the saved commitment")
        if src.rolls and src._contributions is None and algorithm == ALGORITHM:
            src._contributions = NO_CONTRIBUTION
        if src.rolls and algorithm == ALGORITHM:
            src._key = match_key(src._seed, src.contributions)
        if data.get("revealed") is True or (data.get("seed") is not None
                                            and "revealed" not in data):
            src._revealed = True
        return src

    def __repr__(self) -> str:
        return f"FairDice(commitment={self.commitment[:16]}..., rolls={self.rolls})"


# ---------------------------------------------------------------------------------------------
# Checking a record


def mark_unverifiable(dice: dict | None, reason: str) -> dict | None:
    """A record's fair-dice description marked as no longer verifiable, with the reason (e.g.
    the dice could not be restored after a restart and the match went on with other dice)."""
    if not isinstance(dice, dict) or dice.get("kind") != "fair":
        return dice
    return {**dice, "unverifiable": str(reason)}


def _record_dice(record) -> tuple[dict, str, str]:
    """``(dice, commitment, algorithm)`` of a record with fair dice, checked for shape."""
    d = getattr(record, "dice", None)
    if not isinstance(d, dict) or d.get("kind") != "fair":
        raise DiceVerificationError("this record's dice were not fair dice with a commitment")
    algorithm = d.get("algorithm", LEGACY_ALGORITHM)
    if algorithm not in ALGORITHMS:
        raise DiceVerificationError(f"unknown fair-dice algorithm {algorithm!r}")
    if d.get("unverifiable"):
        raise DiceVerificationError(
            f"the fair dice of this match could not be restored after a restart "
            f"({d['unverifiable']}), and the match went on with other dice, so it can no longer "
            f"be verified")
    commitment = getattr(record, "commitment", None)
    inner = d.get("commitment")
    if commitment is None:
        commitment = inner
    if not isinstance(commitment, str) or not _HEX64.fullmatch(commitment):
        raise DiceVerificationError("the record carries no valid commitment (64 hex digits)")
    if inner is not None and inner != commitment:
        raise DiceVerificationError("the record carries two different commitments")
    return d, commitment, algorithm


def verification_steps(record) -> list[tuple[str, str]]:
    """The check of a record's revealed dice as ``(text, expected SHA-256)`` pairs, in the order
    a person repeats them with ``printf '%s' TEXT | sha256sum``: the seed (giving the
    commitment), each contribution, the key, and the first block of the first roll. Raises
    :class:`DiceVerificationError` when there is nothing to check."""
    d, commitment, algorithm = _record_dice(record)
    seed = d.get("seed")
    if not isinstance(seed, str):
        raise DiceVerificationError("the seed has not been revealed yet")
    steps = [(seed, commitment)]
    if algorithm == LEGACY_ALGORITHM:
        text = f"{LEGACY_ALGORITHM}:{seed}:0:0"
        return steps + [(text, _sha(text))]
    try:
        hashes = record_contribution_hashes(d)
    except DiceError as e:
        raise DiceVerificationError(f"the record's contributions are unusable: {e}") from None
    texts = d.get("contributions")
    if texts is not None:
        steps += list(zip(texts, hashes))
    key_text = f"{ALGORITHM}:{seed}:{hashes[0]}:{hashes[1]}"
    key = _sha(key_text)
    steps.append((key_text, key))
    block = f"{key}:0:0"
    steps.append((block, _sha(block)))
    return steps


def verify(record, *, skip_unrecorded_ties: bool = False) -> int:
    """Check a match record's dice against its revealed seed; returns the number of rolls checked.

    Raises :class:`DiceVerificationError` when the record has no fair dice, is marked no longer
    verifiable, the seed is not revealed, the seed does not hash to the commitment, the record
    does not start at roll 0, or a recorded roll (opening rolls included, in order over all
    games) differs from the one the seed and the contributions give.

    ``skip_unrecorded_ties``: formats such as .mat do not record tied opening rolls (R6); with
    this set, a tie the seed gives where the record shows a decided opening roll is passed over.
    """
    from .record import EventKind

    d, commitment, algorithm = _record_dice(record)
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
    if start:
        raise DiceVerificationError(
            f"the record starts at roll {start + 1} of its seed, not at the first: the commitment "
            f"does not fix where a match starts, so these dice cannot be verified")
    if algorithm == LEGACY_ALGORITHM:
        if (d.get("contributions") not in (None, [], list(NO_CONTRIBUTION))
                or d.get("contribution_hashes") is not None):
            raise DiceVerificationError(f"{LEGACY_ALGORITHM} dice take no contributions")

        def nth(n: int) -> tuple[int, int]:
            return fair_roll(seed, n, algorithm=LEGACY_ALGORITHM)
    else:
        try:
            key = key_from_hashes(seed, record_contribution_hashes(d))
        except DiceError as e:
            raise DiceVerificationError(f"the record's contributions are unusable: {e}") from None

        def nth(n: int) -> tuple[int, int]:
            return roll_from_key(key, n)
    n = 0
    for gi, game in enumerate(record.games):
        for ei, ev in enumerate(game.events):
            if ev.kind not in (EventKind.OPENING_ROLL, EventKind.ROLL):
                continue
            if n > MAX_ROLLS:
                raise DiceVerificationError(f"more than {MAX_ROLLS} rolls")
            expected = nth(n)
            if (skip_unrecorded_ties and ev.kind is EventKind.OPENING_ROLL
                    and ev.dice[0] != ev.dice[1]):
                for _ in range(_MAX_SKIPPED_TIES):
                    if expected[0] != expected[1]:
                        break
                    n += 1
                    expected = nth(n)
            if tuple(ev.dice) != expected:
                raise DiceVerificationError(
                    f"game {gi + 1}, event {ei + 1}: the record shows {ev.dice[0]}-{ev.dice[1]} but "
                    f"roll {n + 1} from the seed is {expected[0]}-{expected[1]}")
            n += 1
    return n
