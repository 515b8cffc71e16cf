"""Fair dice: dice fixed by a secret seed committed to before the first roll, and by a part each
player adds after seeing the commitment.

At the start of a match :class:`FairDice` draws a seed (256 random bits written as 64 hex
characters, or any text given). Before the first roll the program shows the *commitment*, the
SHA-256 hash of the seed text (UTF-8), written as 64 lower-case hex digits. Then each player adds
a *part* (the code says *contribution*), any short text of their own; a computer player adds
nothing, the empty text. The rolls follow from the seed and both parts together, so neither the
program (which had to commit to the seed before seeing the parts) nor one player alone decides
the dice. After the match the seed is revealed; anyone can then check the commitment and repeat
every roll. :func:`verify` does that check on a :class:`~bgdesk.engine.record.MatchRecord`.

The parts are *sealed* one at a time (:meth:`FairDice.seal`): a sealed part never changes and is
not written anywhere until both are sealed. Whoever can read this computer's files while the
match is played could read the seed; a player who knew the seed and sealed last, after seeing
the other part, could try parts until the dice suited them. So the player at home on this
computer (:attr:`FairDice.home`) must seal first and the guest seals last: the one who could
know the seed never chooses a part knowing the other. See Help > Fair dice for what each player
is guaranteed, and against whom.

The derivation (``bgdesk-dice-v2``), every step a SHA-256 of UTF-8 text written as 64 lower-case
hex digits, so that it can be repeated with ``sha256sum`` (``printf '%s' TEXT | sha256sum``)::

    commitment = SHA-256(seed)                          shown before the first roll
    C1 = SHA-256(part of player 1)                      the first named (left in a .mat file,
    C2 = SHA-256(part of player 2)                      the bottom player on the board; no
                                                         part: the empty text, e3b0c442...b855)
    key = SHA-256("bgdesk-dice-v2:" + seed + ":" + C1 + ":" + C2)
    block(n, k) = SHA-256(key + ":" + n + ":" + k)       n, k written in decimal

Roll ``n`` (``n = 0`` for the first roll of the match, then 1, 2, ... over all its games; every
roll counts, tied opening rolls included): read the bytes of block(n, 0) in order (two hex digits
each), skip every byte of 252 (``fc``) or more, and the first two remaining bytes b give the two
dice d1, d2, each ``b mod 6 + 1``. (If fewer than two bytes remain, go on with block(n, 1), and so
on; 252 = 6 x 42 keeps the faces equally likely, and a second block is needed about once in
10^57 rolls.) In an opening roll d1 is player 1's die and d2 player 2's (R6): the higher wins; a
tie is rolled again with the next roll number. A later roll is the mover's, in the order d1, d2.
Every match starts at roll 0, and the roll number is the number of rolls the match record holds
before it (never a counter saved apart from the record): the commitment fixes the whole sequence,
so there is no offset to choose, and a roll taken back is rolled again with the same number. A
match played on from a moment of another (Play from here) begins with that game's rolls so far,
which these dice did not make: the record says how many (``given_rolls``, tied opening rolls not
counted; in a .mat file the tag ``DiceGivenRolls``), they are passed over, and roll 0 is the
first after them.

In a .mat file (:mod:`matfile`) an opening roll is written by its winner, the winner's die first:
``d1 d2`` in player 1's column when d1 > d2, ``d2 d1`` in player 2's when d2 > d1. Tied opening
rolls are not written: at the start of each game, every roll number whose dice are equal was a
tie and is passed over.

Records made before the parts existed use ``bgdesk-dice-v1``: block(n, k) =
SHA-256("bgdesk-dice-v1:" + seed + ":" + n + ":" + k), the rest as above. They are still checked.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import unicodedata
import weakref
from dataclasses import dataclass
from typing import Callable

from .dicecore import MAX_ROLLS, DiceError
from .errors import BgdeskError, NotationError

__all__ = [
    "FairDice", "FairCheck", "DiceVerificationError", "commitment_of", "contribution_hash",
    "match_key", "key_from_hashes", "record_contribution_hashes", "fair_roll", "verify",
    "verification_steps", "mark_unverifiable", "rolls_in_record", "ALGORITHM",
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
    """The recorded dice do not follow from the seed, or the seed does not match the
    commitment, or there is nothing to check.

    ``reason`` says which (a stable key a translated interface words itself) and ``details``
    the values its sentence names; for ``"roll"``, the first roll that does not follow:
    ``game`` (from 1), ``roll_in_game`` and ``roll`` (the roll's number in the game and in the
    match, from 1, tied opening rolls counted), ``player`` (whose roll: 0, 1, or None for a
    tie), ``recorded`` and ``expected`` (the dice)."""


def _fail(reason: str, message: str, **details) -> DiceVerificationError:
    return DiceVerificationError(message, reason=reason, **details)


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


def _check_player(player) -> int:
    if player not in (0, 1) or isinstance(player, bool):
        raise DiceError(f"a player is 0 or 1, not {player!r}")
    return player


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


def rolls_in_record(record) -> int:
    """The rolls a match record holds (opening rolls, tied ones too, and every later roll): the
    number of the roll fair dice make next."""
    from .record import EventKind

    kinds = (EventKind.OPENING_ROLL, EventKind.ROLL)
    return sum(1 for g in record.games for e in g.events if e.kind in kinds)


@dataclass(frozen=True)
class FairCheck:
    """What :meth:`FairDice.check_record` found when every roll so far follows from the seed.

    ``rolls``: the rolls checked. ``saved_counter``: the roll counter a saved match carried
    when it disagrees with the record (someone or something changed the file); it is never
    used, the record gives the next roll number (``rolls``)."""

    rolls: int
    saved_counter: int | None = None


class FairDice:
    """A dice source whose rolls are fixed by a secret seed and the players' parts (see the
    module docstring).

    ``FairDice()`` draws a fresh seed; ``FairDice(seed)`` uses the given text. :attr:`commitment`
    is shown before the first roll. The parts are sealed one at a time with :meth:`seal` (the
    player at :attr:`home` first), or both at once with :meth:`contribute`; at the first roll
    :attr:`ask_contributions` is asked for the parts still missing, and any left are empty.
    :meth:`reveal` discloses the seed (after the match). ``to_dict()`` leaves the seed out until
    it is revealed; ``to_dict(private=True)`` keeps it, for the program to store apart from the
    match (where only its user can read it).

    A match binds its fair dice (:meth:`bind`): the number of each roll is then the number of
    rolls its record holds, never :attr:`rolls`, which only counts.
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
        self._sealed: list[str | None] = [None, None]
        self._key: str | None = None
        self._index: Callable[[], Callable[[], int] | None] | None = None
        #: The player at home on this computer (0 or 1), who seals first; None: any order.
        self.home: int | None = None
        #: The roll counter a saved source carried (see :meth:`from_dict`), for the check at
        #: resume; None for a source that was not read from a save.
        self.saved_rolls: int | None = None
        #: Asked at the first roll when the parts are not all sealed: it seals them (with
        #: :meth:`seal`) or returns the two parts, or None.
        self.ask_contributions: Callable[[], tuple[str, str] | None] | None = None
        if contributions is not None:
            if algorithm == LEGACY_ALGORITHM:
                raise DiceError(f"{LEGACY_ALGORITHM} dice take no contributions")
            self._contributions = _check_contributions(contributions)
            self._sealed = list(self._contributions)

    # -- the players' parts --------------------------------------------------------------------
    @property
    def contributions(self) -> tuple[str, str]:
        """The players' parts once both are sealed (empty texts until then)."""
        return self._contributions or NO_CONTRIBUTION

    @property
    def accepts_contributions(self) -> bool:
        """True until both parts are sealed or the first roll is made."""
        return (self.algorithm == ALGORITHM and self._contributions is None
                and self._key is None and self.rolls == 0)

    def is_sealed(self, player: int) -> bool:
        """Whether ``player``'s part is sealed (it can no longer change)."""
        return self._sealed[_check_player(player)] is not None

    def set_home(self, player: int | None) -> None:
        """The player at home on this computer, who could read the seed while the match is
        played: that player seals first and the other last. Set before any part is sealed."""
        if player is not None:
            _check_player(player)
        if not self.accepts_contributions or any(p is not None for p in self._sealed):
            raise DiceError("who seals first is chosen before any part is sealed")
        self.home = player

    def seal(self, player: int, text: str) -> None:
        """Seal ``player``'s part: it never changes, and stays out of :meth:`to_dict` until both
        parts are sealed. With :attr:`home` set the other player seals only after the player at
        home. Raises :class:`DiceError` out of turn, twice, or after the first roll."""
        player = _check_player(player)
        if not self.accepts_contributions:
            raise DiceError("the parts are sealed once, before the first roll", reason="late")
        if self._sealed[player] is not None:
            raise DiceError(f"player {player + 1}'s part is sealed and cannot change",
                            reason="sealed", player=player)
        if self.home is not None and player != self.home and self._sealed[self.home] is None:
            raise DiceError("the player at home on this computer seals first and the guest last",
                            reason="home-first", player=player)
        self._sealed[player] = check_contribution(text)
        if all(p is not None for p in self._sealed):
            self._contributions = (self._sealed[0], self._sealed[1])

    def contribute(self, first: str, second: str) -> None:
        """Both parts at once (player 1's, player 2's; "" for a computer player), sealed in the
        order :attr:`home` asks, before the first roll."""
        if not self.accepts_contributions or any(p is not None for p in self._sealed):
            raise DiceError("the contributions are given once, before the first roll")
        parts = _check_contributions((first, second))
        order = (1, 0) if self.home == 1 else (0, 1)
        for player in order:
            self.seal(player, parts[player])

    def _seal_the_rest(self) -> None:
        """At the first roll: ask for the parts still missing; any left are empty."""
        if self.ask_contributions is not None:
            given = self.ask_contributions()
            if given is not None and self.accepts_contributions:
                if any(p is not None for p in self._sealed):
                    raise DiceError("some parts are sealed: seal the others one by one")
                self.contribute(*given)
        if self.accepts_contributions:
            for player in ((1, 0) if self.home == 1 else (0, 1)):
                if self._sealed[player] is None:
                    self.seal(player, "")

    # -- rolling -------------------------------------------------------------------------------
    def bind(self, rolls_played: Callable[[], int]) -> None:
        """Number every roll by ``rolls_played()`` (a match's count of the rolls its record
        holds; kept by weak reference) instead of by the counter."""
        try:
            self._index = weakref.WeakMethod(rolls_played)
        except TypeError:
            self._index = lambda: rolls_played
        self.rolls = self._next_index()

    def _next_index(self) -> int:
        source = self._index() if self._index is not None else None
        return _check_n(source()) if source is not None else self.rolls

    def roll(self) -> tuple[int, int]:
        n = self._next_index()
        if self.accepts_contributions and n == 0:
            self._seal_the_rest()
        if self.algorithm == LEGACY_ALGORITHM:
            dice = fair_roll(self._seed, n, algorithm=LEGACY_ALGORITHM)
        else:
            if self._key is None:  # the first roll fixes the parts for good
                self._contributions = self.contributions
                self._key = match_key(self._seed, self._contributions)
            dice = roll_from_key(self._key, n)
        self.rolls = n + 1
        return dice

    def resume_at(self, played: int, contributions=None) -> None:
        """Go on after a restart from the match record: ``played`` rolls made, with the parts
        the record holds (``contributions``, when it holds them). The saved counter is kept
        in :attr:`saved_rolls` for the check, never used."""
        self.saved_rolls = self.rolls
        self.rolls = _check_n(played)
        if self.algorithm != ALGORITHM:
            return
        if contributions is not None:
            self._contributions = _check_contributions(contributions)
            self._sealed = list(self._contributions)
        if played:
            self._contributions = self.contributions
            self._key = match_key(self._seed, self._contributions)
        elif self._contributions is None:
            self._key = None

    def check_record(self, record) -> FairCheck:
        """Check ``record`` (the match these dice serve, seed unrevealed or not) against the
        seed: the commitment, the parts and every roll so far. Raises
        :class:`DiceVerificationError` naming the first thing that does not follow."""
        n = verify(record, seed=self._seed)
        counter = self.saved_rolls
        return FairCheck(rolls=n, saved_counter=counter if counter not in (None, n) else None)

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
        private save) or given as ``seed``. Raises :class:`NotationError`. Its saved roll
        counter is kept in :attr:`saved_rolls`; a match going on with it numbers the rolls from
        its record (:meth:`resume_at`, :meth:`bind`)."""
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
        src.saved_rolls = src.rolls
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
        raise _fail("not-fair", "this record's dice were not fair dice with a commitment")
    algorithm = d.get("algorithm", LEGACY_ALGORITHM)
    if algorithm not in ALGORITHMS:
        raise _fail("unknown-algorithm", f"unknown fair-dice algorithm {algorithm!r}",
                    algorithm=str(algorithm))
    if d.get("unverifiable"):
        raise _fail(
            "unverifiable",
            f"the fair dice of this match could not be restored after a restart "
            f"({d['unverifiable']}), and the match went on with other dice, so it can no longer "
            f"be verified", why=str(d["unverifiable"]))
    commitment = getattr(record, "commitment", None)
    inner = d.get("commitment")
    if commitment is None:
        commitment = inner
    if not isinstance(commitment, str) or not _HEX64.fullmatch(commitment):
        raise _fail("no-commitment", "the record carries no valid commitment (64 hex digits)")
    if inner is not None and inner != commitment:
        raise _fail("two-commitments", "the record carries two different commitments")
    return d, commitment, algorithm


def verification_steps(record) -> list[tuple[str, str]]:
    """The check of a record's revealed dice as ``(text, expected SHA-256)`` pairs, in the order
    a person repeats them with ``printf '%s' TEXT | sha256sum``: the seed (giving the
    commitment), each contribution, the key, and the first block of the first roll. Raises
    :class:`DiceVerificationError` when there is nothing to check."""
    d, commitment, algorithm = _record_dice(record)
    seed = d.get("seed")
    if not isinstance(seed, str):
        raise _fail("not-revealed", "the seed has not been revealed yet")
    steps = [(seed, commitment)]
    if algorithm == LEGACY_ALGORITHM:
        text = f"{LEGACY_ALGORITHM}:{seed}:0:0"
        return steps + [(text, _sha(text))]
    try:
        hashes = record_contribution_hashes(d)
    except DiceError as e:
        raise _fail("bad-parts", f"the record's contributions are unusable: {e}",
                    problem=str(e)) from None
    texts = d.get("contributions")
    if texts is not None:
        steps += list(zip(texts, hashes))
    key_text = f"{ALGORITHM}:{seed}:{hashes[0]}:{hashes[1]}"
    key = _sha(key_text)
    steps.append((key_text, key))
    block = f"{key}:0:0"
    steps.append((block, _sha(block)))
    return steps


def verify(record, *, skip_unrecorded_ties: bool = False, seed: str | None = None) -> int:
    """Check a match record's dice against its seed; returns the number of rolls checked.

    The seed is the revealed one the record carries, or ``seed`` (the program checking a match
    whose seed it still keeps secret). Raises :class:`DiceVerificationError` (see its
    ``reason``) when the record has no fair dice, is marked no longer verifiable, the seed is
    not revealed, the seed does not hash to the commitment, the record does not start at roll
    0, or a recorded roll (opening rolls included, in order over all games) differs from the one
    the seed and the parts give; the error names the first such roll.

    ``skip_unrecorded_ties``: formats such as .mat do not record tied opening rolls (R6); with
    this set, a tie the seed gives where the record shows a decided opening roll is passed over.
    """
    from .record import EventKind

    d, commitment, algorithm = _record_dice(record)
    if seed is None:
        seed = d.get("seed")
    if seed is None:
        raise _fail("not-revealed", "the seed has not been revealed yet")
    try:
        actual = commitment_of(seed)
    except DiceError as e:
        raise _fail("bad-seed", f"the revealed seed is unusable: {e}", problem=str(e)) from None
    if actual != commitment:
        raise _fail("seed-mismatch", "the revealed seed does not match the commitment: the seed "
                    "or the commitment has been changed")
    start = d.get("rolls", 0)
    if isinstance(start, bool) or not isinstance(start, int) or start < 0:
        raise _fail("bad-start", f"the record's first roll number is invalid: {start!r}",
                    first=str(start))
    if start:
        raise _fail(
            "bad-start",
            f"the record starts at roll {start + 1} of its seed, not at the first: the commitment "
            f"does not fix where a match starts, so these dice cannot be verified",
            first=str(start + 1))
    if algorithm == LEGACY_ALGORITHM:
        if (d.get("contributions") not in (None, [], list(NO_CONTRIBUTION))
                or d.get("contribution_hashes") is not None):
            raise _fail("bad-parts", f"{LEGACY_ALGORITHM} dice take no contributions",
                        problem=f"{LEGACY_ALGORITHM} dice take no contributions")

        def nth(n: int) -> tuple[int, int]:
            return fair_roll(seed, n, algorithm=LEGACY_ALGORITHM)
    else:
        try:
            key = key_from_hashes(seed, record_contribution_hashes(d))
        except DiceError as e:
            raise _fail("bad-parts", f"the record's contributions are unusable: {e}",
                        problem=str(e)) from None

        def nth(n: int) -> tuple[int, int]:
            return roll_from_key(key, n)
    given = d.get("given_rolls", 0)
    if isinstance(given, bool) or not isinstance(given, int) or given < 0:
        raise _fail("bad-start", f"the record's given rolls are invalid: {given!r}",
                    first=str(given))
    n = 0
    for gi, game in enumerate(record.games):
        in_game = 0
        for ei, ev in enumerate(game.events):
            if ev.kind not in (EventKind.OPENING_ROLL, EventKind.ROLL):
                continue
            if given:  # rolls of the match this one was played on from: not these dice's
                if not (ev.kind is EventKind.OPENING_ROLL and ev.dice[0] == ev.dice[1]):
                    given -= 1  # (a tied opening roll is not counted: a .mat leaves it out)
                in_game += 1
                continue
            if n > MAX_ROLLS:
                raise _fail("too-many-rolls", f"more than {MAX_ROLLS} rolls")
            expected = nth(n)
            if (skip_unrecorded_ties and ev.kind is EventKind.OPENING_ROLL
                    and ev.dice[0] != ev.dice[1]):
                for _ in range(_MAX_SKIPPED_TIES):
                    if expected[0] != expected[1]:
                        break
                    n += 1
                    in_game += 1
                    expected = nth(n)
            in_game += 1
            if tuple(ev.dice) != expected:
                raise _fail(
                    "roll",
                    f"game {gi + 1}, event {ei + 1}: the record shows {ev.dice[0]}-{ev.dice[1]} but "
                    f"roll {n + 1} from the seed is {expected[0]}-{expected[1]}",
                    game=gi + 1, roll_in_game=in_game, roll=n + 1, player=ev.player,
                    recorded=tuple(ev.dice), expected=expected)
            n += 1
    return n
