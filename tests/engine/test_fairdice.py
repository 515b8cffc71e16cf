"""Fair dice: a seed fixed at the start, its SHA-256 shown before the first roll, the
seed revealed after the match; the record carries both and :func:`verify` checks them (R1, R6,
R7). Tampering with a die, the seed or the commitment is caught."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
import sys
from collections import Counter
from pathlib import Path

import pytest

from bgdesk.engine.dice import DiceError, SeededDice, dice_from_dict
from bgdesk.engine.errors import BgdeskError, NotationError
from bgdesk.engine.fairdice import (
    ALGORITHM, DiceVerificationError, FairDice, commitment_of, fair_roll, verify,
)
from bgdesk.engine.match import Match, replay_match
from bgdesk.engine.record import Event, EventKind, MatchRecord, Rules

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from test_matfile import play_out  # noqa: E402


def by_the_book(seed: str, n: int) -> tuple[int, int]:
    """The derivation exactly as the module docstring states it, written independently."""
    dice = []
    k = 0
    while len(dice) < 2:
        block = hashlib.sha256(f"bgdesk-dice-v1:{seed}:{n}:{k}".encode("utf-8")).digest()
        dice.extend(b % 6 + 1 for b in block if b < 252)
        k += 1
    return dice[0], dice[1]


def played_match(seed: str = "the seed", length: int = 5, rules: Rules | None = None,
                 rng_seed: int = 1) -> tuple[Match, FairDice]:
    dice = FairDice(seed)
    m = Match(length, rules, dice)
    rng = random.Random(rng_seed)
    games = 0
    while not m.is_over and (length or games < 4):
        play_out(m.new_game(), rng)
        games += 1
    return m, dice


def rolls_in(record: MatchRecord) -> int:
    return sum(1 for g in record.games for e in g.events
               if e.kind in (EventKind.OPENING_ROLL, EventKind.ROLL))


# ---------------------------------------------------------------------------------------------
# The commitment and the dice
# ---------------------------------------------------------------------------------------------

def test_commitment_is_sha256_of_the_seed_text():
    assert commitment_of("abc") == \
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    assert commitment_of("ünïcode") == hashlib.sha256("ünïcode".encode()).hexdigest()


def test_rolls_follow_the_documented_derivation():
    # R7: anyone can recompute every roll from the revealed seed with any SHA-256 tool.
    for seed in ("abc", "0" * 64, "a seed with spaces", "ünïcode"):
        assert [fair_roll(seed, n) for n in range(300)] == [by_the_book(seed, n) for n in range(300)]


def test_rolls_are_uniform():
    # R1: two fair six-sided dice: all 36 ordered rolls, each near 1/36.
    counts = Counter(fair_roll("uniformity", n) for n in range(36000))
    assert set(counts) == {(a, b) for a in range(1, 7) for b in range(1, 7)}
    chi2 = sum((c - 1000) ** 2 / 1000 for c in counts.values())
    assert chi2 < 80          # 35 degrees of freedom: p ~ 1e-5 for 80


def test_fair_dice_source():
    # R6, R7: a source for games and matches; the commitment exists before the first roll.
    d = FairDice("s")
    assert d.commitment == commitment_of("s") and d.rolls == 0 and not d.revealed
    first = [d.roll() for _ in range(5)]
    assert first == [fair_roll("s", n) for n in range(5)] and d.rolls == 5
    assert len(FairDice().commitment) == 64 and FairDice().commitment != FairDice().commitment
    with pytest.raises(DiceError):
        FairDice(12)
    with pytest.raises(DiceError):
        FairDice("")
    with pytest.raises(DiceError):
        fair_roll("s", -1)


def test_the_seed_stays_secret_until_revealed():
    # Issue 6: no one (no bot either) can read the seed from what the program shows.
    d = FairDice("top secret")
    d.roll()
    assert "top secret" not in repr(d) and "seed" not in d.to_dict()
    assert d.revealed_seed is None
    m = Match(3, dice=d)
    assert "top secret" not in json.dumps(m.record().to_dict())
    assert d.reveal() == "top secret" and d.revealed and d.revealed_seed == "top secret"
    assert d.to_dict()["seed"] == "top secret"


def test_saved_and_restored_mid_match():
    # R7: the program's own autosave keeps the seed (private) and continues the same dice.
    d = FairDice("resume me")
    for _ in range(9):
        d.roll()
    saved = d.to_dict(private=True)
    again = dice_from_dict(json.loads(json.dumps(saved)))
    assert isinstance(again, FairDice) and again.commitment == d.commitment and not again.revealed
    assert [again.roll() for _ in range(20)] == [d.roll() for _ in range(20)]
    with pytest.raises(NotationError, match="seed was not saved"):
        dice_from_dict(FairDice("x").to_dict())
    with pytest.raises(NotationError, match="commitment"):
        dice_from_dict(dict(saved, commitment=commitment_of("other")))
    with pytest.raises(NotationError):
        dice_from_dict(dict(saved, algorithm="rot13"))


# ---------------------------------------------------------------------------------------------
# verify()
# ---------------------------------------------------------------------------------------------

def test_a_recorded_match_verifies_after_the_reveal():
    m, dice = played_match()
    rec = m.record()
    assert rec.commitment == dice.commitment and rec.dice["commitment"] == dice.commitment
    with pytest.raises(DiceVerificationError, match="not been revealed"):
        verify(rec)
    dice.reveal()
    rec = m.record()
    assert rec.dice["seed"] == "the seed"
    assert verify(rec) == rolls_in(rec) > 20
    # The record survives JSON and replay with everything needed to verify.
    back = MatchRecord.from_dict(json.loads(json.dumps(rec.to_dict())))
    assert back == rec and verify(back) == rolls_in(rec)
    assert verify(replay_match(back).record()) == rolls_in(rec)


def test_money_session_with_opening_ties_verifies():
    # R6, R31: tied opening rolls are part of the dice stream and are recorded.
    m, dice = played_match("money", 0, Rules(jacoby=True), rng_seed=3)
    dice.reveal()
    rec = m.record()
    assert verify(rec) == rolls_in(rec)


def tamper_event(rec: MatchRecord, which: int, new_dice) -> MatchRecord:
    """A copy of ``rec`` whose ``which``-th roll (counting over all games) shows ``new_dice``."""
    n = 0
    games = list(rec.games)
    for gi, g in enumerate(games):
        events = list(g.events)
        for ei, e in enumerate(events):
            if e.kind in (EventKind.OPENING_ROLL, EventKind.ROLL):
                if n == which:
                    events[ei] = dataclasses.replace(e, dice=new_dice(e.dice))
                    games[gi] = dataclasses.replace(g, events=tuple(events))
                    return dataclasses.replace(rec, games=tuple(games))
                n += 1
    raise AssertionError("no such roll")


def test_tampering_is_caught():
    m, dice = played_match(rng_seed=2)
    dice.reveal()
    rec = m.record()
    total = rolls_in(rec)
    # A changed die, anywhere.
    for which in (0, 1, total // 2, total - 1):
        bad = tamper_event(rec, which, lambda d: (d[0] % 6 + 1, d[1]))
        with pytest.raises(DiceVerificationError, match="the record shows"):
            verify(bad)
    # The dice of one roll swapped.
    which = next(i for i in range(total) if (lambda d: d[0] != d[1])(
        [e.dice for g in rec.games for e in g.events
         if e.kind in (EventKind.OPENING_ROLL, EventKind.ROLL)][i]))
    with pytest.raises(DiceVerificationError):
        verify(tamper_event(rec, which, lambda d: (d[1], d[0])))
    # A changed seed.
    with pytest.raises(DiceVerificationError, match="does not match the commitment"):
        verify(dataclasses.replace(rec, dice=dict(rec.dice, seed="the seeD")))
    # A changed commitment.
    with pytest.raises(DiceVerificationError):
        verify(dataclasses.replace(rec, commitment=commitment_of("x")))
    # A new seed with its own matching commitment: the dice no longer follow.
    forged = dataclasses.replace(rec, commitment=commitment_of("forged"),
                                 dice=dict(rec.dice, seed="forged", commitment=commitment_of("forged")))
    with pytest.raises(DiceVerificationError, match="the record shows"):
        verify(forged)
    # A roll removed.
    g0 = rec.games[0]
    first = next(i for i, e in enumerate(g0.events) if e.kind is EventKind.ROLL)
    cut = dataclasses.replace(g0, events=tuple(e for i, e in enumerate(g0.events) if i != first))
    with pytest.raises(DiceVerificationError):
        verify(dataclasses.replace(rec, games=(cut,) + rec.games[1:]))


def test_dice_typed_by_hand_do_not_verify():
    # The fair-dice promise covers the seeded dice only: a roll typed in breaks it.
    dice = FairDice("hand")
    m = Match(3, dice=dice)
    g = m.new_game()
    g.roll((6, 1)) if fair_roll("hand", 0) != (6, 1) else g.roll((5, 1))
    dice.reveal()
    with pytest.raises(DiceVerificationError, match="game 1, event 1"):
        verify(m.record())


def test_nothing_to_verify():
    m = Match(3, dice=SeededDice(1))
    with pytest.raises(DiceVerificationError, match="not fair dice"):
        verify(m.record())
    with pytest.raises(DiceVerificationError):
        verify(MatchRecord(dice={"kind": "fair", "seed": "x"}))
    with pytest.raises(DiceVerificationError):
        verify(MatchRecord(dice={"kind": "fair", "seed": "x", "commitment": "zz"}))
    assert issubclass(DiceVerificationError, BgdeskError)


def test_opening_ties_left_out_by_a_format():
    # R6: .mat files do not record tied opening rolls; verify can pass over such ties.
    m, dice = played_match("ties", 0, Rules(), rng_seed=4)
    dice.reveal()
    rec = m.record()
    ties = sum(1 for g in rec.games for e in g.events
               if e.kind is EventKind.OPENING_ROLL and e.dice[0] == e.dice[1])
    if not ties:
        pytest.skip("no tie in this stream")
    games = tuple(dataclasses.replace(g, events=tuple(
        e for e in g.events if not (e.kind is EventKind.OPENING_ROLL and e.dice[0] == e.dice[1])))
        for g in rec.games)
    without = dataclasses.replace(rec, games=games)
    with pytest.raises(DiceVerificationError):
        verify(without)
    assert verify(without, skip_unrecorded_ties=True) == rolls_in(rec)


def test_record_commitment_field_is_checked_on_load():
    rec = MatchRecord(commitment="ab" * 32)
    assert MatchRecord.from_dict(rec.to_dict()).commitment == "ab" * 32
    assert "commitment" not in MatchRecord().to_dict()      # old records are unchanged
    with pytest.raises(NotationError, match="commitment"):
        MatchRecord.from_dict(dict(rec.to_dict(), commitment="XYZ"))
    assert ALGORITHM == "bgdesk-dice-v1"
