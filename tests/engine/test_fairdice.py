"""Fair dice: a seed fixed at the start, its SHA-256 shown before the first roll, the players'
contributions added after it, the seed revealed after the match; the record carries all of it and
:func:`verify` checks it (R1, R6, R7). Tampering with a die, the seed, a contribution, the
commitment or the first roll is caught. The derivation is checked here with hashlib alone,
written from the module's recipe."""

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
from bgdesk.engine.errors import ArgumentError, BgdeskError, NotationError
from bgdesk.engine.fairdice import (
    ALGORITHM, LEGACY_ALGORITHM, DiceVerificationError, FairCheck, FairDice, commitment_of,
    fair_roll, verification_steps, verify,
)
from bgdesk.engine.match import Match, replay_match, resume_dice
from bgdesk.engine.matfile import export_mat, import_mat
from bgdesk.engine.record import Event, EventKind, MatchRecord, Rules

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from test_matfile import play_out  # noqa: E402


def sha(text: str) -> str:
    """What ``printf '%s' TEXT | sha256sum`` prints."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def dice_of_block(hex_digest: str):
    """Two hex digits at a time, skip fc and above, the first two left give the dice."""
    usable = [int(hex_digest[i:i + 2], 16) for i in range(0, 64, 2)]
    return [b % 6 + 1 for b in usable if b < 252]


def by_the_book(seed: str, n: int, first: str = "", second: str = "") -> tuple[int, int]:
    """bgdesk-dice-v2 exactly as the recipe states it, with hashlib only."""
    key = sha(f"bgdesk-dice-v2:{seed}:{sha(first)}:{sha(second)}")
    dice, k = [], 0
    while len(dice) < 2:
        dice += dice_of_block(sha(f"{key}:{n}:{k}"))
        k += 1
    return dice[0], dice[1]


def by_the_old_book(seed: str, n: int) -> tuple[int, int]:
    dice, k = [], 0
    while len(dice) < 2:
        dice += dice_of_block(sha(f"bgdesk-dice-v1:{seed}:{n}:{k}"))
        k += 1
    return dice[0], dice[1]


def played_match(seed: str = "the seed", length: int = 5, rules: Rules | None = None,
                 rng_seed: int = 1, contributions=("ann's bit", "Bēb 42")) -> tuple[Match, FairDice]:
    dice = FairDice(seed)
    m = Match(length, rules, dice)
    if contributions is not None:
        dice.contribute(*contributions)
    rng = random.Random(rng_seed)
    games = 0
    while not m.is_over and (length or games < 4):
        play_out(m.new_game(), rng)
        games += 1
    return m, dice


def rolls_in(record: MatchRecord) -> int:
    return sum(1 for g in record.games for e in g.events
               if e.kind in (EventKind.OPENING_ROLL, EventKind.ROLL))


def recorded_rolls(record: MatchRecord) -> list[tuple[str, tuple[int, int]]]:
    return [(e.kind.value, tuple(e.dice)) for g in record.games for e in g.events
            if e.kind in (EventKind.OPENING_ROLL, EventKind.ROLL)]


# ---------------------------------------------------------------------------------------------
# The commitment and the dice
# ---------------------------------------------------------------------------------------------

def test_commitment_is_sha256_of_the_seed_text():
    assert commitment_of("abc") == \
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    assert commitment_of("ünïcode") == sha("ünïcode")


def test_rolls_follow_the_documented_derivation():
    # R7: anyone can recompute every roll from the revealed seed and the contributions.
    for seed, first, second in (("abc", "", ""), ("0" * 64, "x", ""), ("a seed", "tēja", "42"),
                                ("ünïcode", "", "it's mine")):
        got = [fair_roll(seed, n, (first, second)) for n in range(300)]
        assert got == [by_the_book(seed, n, first, second) for n in range(300)]
    assert [fair_roll("abc", n, algorithm=LEGACY_ALGORITHM) for n in range(100)] == \
        [by_the_old_book("abc", n) for n in range(100)]
    assert ALGORITHM == "bgdesk-dice-v2" and LEGACY_ALGORITHM == "bgdesk-dice-v1"


def test_each_contribution_changes_the_dice():
    base = [fair_roll("s", n) for n in range(40)]
    assert [fair_roll("s", n, ("a", "")) for n in range(40)] != base
    assert [fair_roll("s", n, ("", "a")) for n in range(40)] != base
    assert [fair_roll("s", n, ("a", "")) for n in range(40)] != \
        [fair_roll("s", n, ("", "a")) for n in range(40)]


def test_rolls_are_uniform():
    # R1: two fair six-sided dice: all 36 ordered rolls, each near 1/36.
    counts = Counter(fair_roll("uniformity", n, ("p", "q")) for n in range(36000))
    assert set(counts) == {(a, b) for a in range(1, 7) for b in range(1, 7)}
    chi2 = sum((c - 1000) ** 2 / 1000 for c in counts.values())
    assert chi2 < 80          # 35 degrees of freedom: p ~ 1e-5 for 80


def test_fair_dice_source():
    # R6, R7: a source for games and matches; the commitment exists before the first roll.
    d = FairDice("s")
    assert d.commitment == commitment_of("s") and d.rolls == 0 and not d.revealed
    first = [d.roll() for _ in range(5)]
    assert first == [by_the_book("s", n) for n in range(5)] and d.rolls == 5
    assert len(FairDice().commitment) == 64 and FairDice().commitment != FairDice().commitment
    for bad in (12, "", "x" * 1001, "\udc00"):
        with pytest.raises(DiceError):
            FairDice(bad)
    for bad in (-1, True, 2.5, 10 ** 12):
        with pytest.raises(DiceError):
            fair_roll("s", bad)
        with pytest.raises(DiceError):
            FairDice("s", rolls=bad)


def test_contributions_are_given_once_before_the_first_roll():
    d = FairDice("s")
    assert d.accepts_contributions and d.contributions == ("", "")
    d.contribute("mine", "")
    assert d.contributions == ("mine", "") and not d.accepts_contributions
    with pytest.raises(DiceError, match="once"):
        d.contribute("again", "")
    assert [d.roll() for _ in range(3)] == [by_the_book("s", n, "mine") for n in range(3)]
    late = FairDice("s")
    late.roll()
    with pytest.raises(DiceError, match="before the first roll"):
        late.contribute("too late", "")
    for bad in (("x" * 201, ""), ("line\nbreak", ""), (None, ""), ("\udc00", ""), ("only one",)):
        fresh = FairDice("s")
        with pytest.raises(DiceError):
            fresh.contribute(*bad) if len(bad) == 2 else FairDice("s", contributions=bad)
        assert fresh.accepts_contributions
    with pytest.raises(DiceError):
        FairDice("s", algorithm=LEGACY_ALGORITHM, contributions=("a", "b"))
    with pytest.raises(DiceError):
        FairDice("s", algorithm="rot13")


def test_the_seed_stays_secret_until_revealed():
    # No one (no bot either) can read the seed from what the program shows.
    d = FairDice("top secret")
    m = Match(3, dice=d)
    d.contribute("a", "b")
    m.new_game().roll()
    assert "top secret" not in repr(d) and "seed" not in d.to_dict()
    assert d.revealed_seed is None
    assert "top secret" not in json.dumps(m.record().to_dict())
    assert d.reveal() == "top secret" and d.revealed and d.revealed_seed == "top secret"
    assert d.to_dict()["seed"] == "top secret"
    assert m.record().dice["seed"] == "top secret"


def test_a_match_starts_at_the_first_roll_of_its_dice():
    # The commitment fixes the whole sequence; a match that started further on would let the
    # program choose which part of it to use.
    d = FairDice("s")
    d.roll()
    with pytest.raises(ArgumentError, match="first roll"):
        Match(3, dice=d)
    assert d.rolls == 1


def test_saved_and_restored_mid_match():
    # R7: the seed is kept apart from the saved match, and the same dice continue with it.
    d = FairDice("resume me")
    d.contribute("one", "two")
    for _ in range(9):
        d.roll()
    public = json.loads(json.dumps(d.to_dict()))
    assert "seed" not in public and public["contributions"] == ["one", "two"]
    again = dice_from_dict(public, seed="resume me")
    assert isinstance(again, FairDice) and again.commitment == d.commitment and not again.revealed
    assert [again.roll() for _ in range(20)] == [d.roll() for _ in range(20)]
    private = d.to_dict(private=True)
    assert dice_from_dict(json.loads(json.dumps(private))).rolls == d.rolls
    with pytest.raises(NotationError, match="seed was not saved"):
        dice_from_dict(public)
    with pytest.raises(NotationError, match="commitment"):
        dice_from_dict(public, seed="another seed")
    with pytest.raises(NotationError):
        dice_from_dict(dict(private, algorithm="rot13"))
    with pytest.raises(NotationError):
        dice_from_dict(dict(private, contributions="ab"))
    # Not yet rolled and no contribution yet: they can still be given after a restart.
    fresh = dice_from_dict(FairDice("later").to_dict(), seed="later")
    assert fresh.accepts_contributions
    # An old source (v1) goes on with the old derivation.
    old = dice_from_dict({"kind": "fair", "commitment": commitment_of("o"), "rolls": 4,
                          "seed": "o", "revealed": False})
    assert old.algorithm == LEGACY_ALGORITHM and old.roll() == by_the_old_book("o", 4)


def test_restoring_is_constant_time_and_refuses_what_no_match_reaches():
    d = dice_from_dict({"kind": "fair", "algorithm": ALGORITHM, "commitment": commitment_of("s"),
                        "rolls": 10 ** 9, "contributions": ["", ""]}, seed="s")
    assert d.roll() == by_the_book("s", 10 ** 9)
    with pytest.raises(NotationError):
        dice_from_dict({"kind": "fair", "commitment": commitment_of("s"), "rolls": 10 ** 12},
                       seed="s")


# ---------------------------------------------------------------------------------------------
# verify()
# ---------------------------------------------------------------------------------------------

def test_a_recorded_match_verifies_after_the_reveal():
    m, dice = played_match()
    rec = m.record()
    assert rec.commitment == dice.commitment and rec.dice["commitment"] == dice.commitment
    assert rec.dice["contributions"] == ["ann's bit", "Bēb 42"] and rec.dice["rolls"] == 0
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


def test_the_whole_derivation_checked_with_hashlib_only():
    # Every recorded roll, from the record's JSON, by the recipe alone: commitment, the two
    # contributions, the key, each roll's blocks; opening rolls first die to player 1.
    m, dice = played_match("hand check", 3, rng_seed=7, contributions=("Alice's 7", "ŗūķis"))
    dice.reveal()
    data = json.loads(json.dumps(m.record().to_dict()))
    fair = data["dice"]
    assert sha(fair["seed"]) == fair["commitment"] == data["commitment"]
    first, second = fair["contributions"]
    n = 0
    for game in data["games"]:
        for ev in game["events"]:
            if ev["kind"] in ("opening_roll", "roll"):
                assert tuple(ev["dice"]) == by_the_book(fair["seed"], n, first, second)
                if ev["kind"] == "opening_roll" and ev["dice"][0] != ev["dice"][1]:
                    assert ev["player"] == (0 if ev["dice"][0] > ev["dice"][1] else 1)
                n += 1
    assert n == rolls_in(m.record())
    # verification_steps lists the same texts and hashes a person types into sha256sum.
    steps = verification_steps(m.record())
    assert steps[0] == ("hand check", fair["commitment"])
    assert steps[1] == ("Alice's 7", sha("Alice's 7")) and steps[2] == ("ŗūķis", sha("ŗūķis"))
    assert steps[3] == (f"bgdesk-dice-v2:hand check:{sha(first)}:{sha(second)}", sha(steps[3][0]))
    assert all(sha(text) == digest for text, digest in steps)
    assert tuple(dice_of_block(steps[4][1])[:2]) == tuple(data["games"][0]["events"][0]["dice"])


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
    # A changed contribution.
    with pytest.raises(DiceVerificationError, match="the record shows"):
        verify(dataclasses.replace(rec, dice=dict(rec.dice, contributions=["ann's bit", "Bēb 43"])))
    # The first roll moved on: the commitment does not fix an offset, so it is refused.
    with pytest.raises(DiceVerificationError, match="starts at roll 2"):
        verify(dataclasses.replace(rec, dice=dict(rec.dice, rolls=1)))
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
    g.roll((6, 1)) if by_the_book("hand", 0) != (6, 1) else g.roll((5, 1))
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


def test_a_legacy_record_still_verifies():
    seed = "old"
    dice = FairDice(seed, algorithm=LEGACY_ALGORITHM)
    m = Match(3, dice=dice)
    play_out(m.new_game(), random.Random(5))
    dice.reveal()
    rec = m.record()
    assert rec.dice["algorithm"] == LEGACY_ALGORITHM and "contributions" not in rec.dice
    assert verify(rec) == rolls_in(rec)
    assert [d for _, d in recorded_rolls(rec)] == [by_the_old_book(seed, n)
                                                   for n in range(rolls_in(rec))]


def with_opening_tie(length: int, rules: Rules | None = None) -> tuple[Match, FairDice]:
    for rng_seed in range(40):
        m, dice = played_match(f"tie {rng_seed}", length, rules, rng_seed=rng_seed)
        if any(e.kind is EventKind.OPENING_ROLL and e.dice[0] == e.dice[1]
               for g in m.record().games for e in g.events):
            return m, dice
    raise AssertionError("no opening tie in 40 matches")


def test_opening_ties_left_out_by_a_format():
    # R6: .mat files do not record tied opening rolls; verify can pass over such ties.
    m, dice = with_opening_tie(0, Rules())
    dice.reveal()
    rec = m.record()
    games = tuple(dataclasses.replace(g, events=tuple(
        e for e in g.events if not (e.kind is EventKind.OPENING_ROLL and e.dice[0] == e.dice[1])))
        for g in rec.games)
    without = dataclasses.replace(rec, games=games)
    with pytest.raises(DiceVerificationError):
        verify(without)
    assert verify(without, skip_unrecorded_ties=True) == rolls_in(rec)


def by_hand_from_mat(text: str) -> int:
    """Verify a .mat export with hashlib only, from its tags and its rolls, as the recipe says
    (tied opening rolls are not in the file: a tie where the file shows another opening roll was
    rolled and left out). Returns the number of roll numbers used."""
    tags = dict(line[3:-2].split(' "', 1) for line in text.splitlines()
                if line.startswith("; [") and line.endswith('"]'))
    seed, commitment = tags["DiceSeed"], tags["DiceCommitment"]
    assert sha(seed) == commitment and tags["DiceAlgorithm"] == "bgdesk-dice-v2"
    c1, c2 = tags["DiceContributionHash1"], tags["DiceContributionHash2"]
    for i, c in ((1, c1), (2, c2)):
        if f"DiceContribution{i}" in tags:
            assert sha(tags[f"DiceContribution{i}"]) == c
    key = sha(f"bgdesk-dice-v2:{seed}:{c1}:{c2}")

    def roll(n):
        dice, k = [], 0
        while len(dice) < 2:
            dice += dice_of_block(sha(f"{key}:{n}:{k}"))
            k += 1
        return dice[0], dice[1]

    n = 0
    for g in import_mat(text).games:
        for e in g.events:
            if e.kind not in (EventKind.OPENING_ROLL, EventKind.ROLL):
                continue
            if e.kind is EventKind.OPENING_ROLL:
                while roll(n) != tuple(e.dice) and roll(n)[0] == roll(n)[1]:
                    n += 1
            assert roll(n) == tuple(e.dice), n
            n += 1
    return n


def test_a_mat_export_verifies_by_hand():
    m, dice = played_match("mat seed", 5, rng_seed=11, contributions=("plain words", 'a "quoted" ķ'))
    dice.reveal()
    rec = m.record()
    text = export_mat(rec, names=("Ann", "Bob"))
    assert '; [DiceContribution1 "plain words"]' in text
    assert "DiceContribution2 " not in text           # not carried unchanged by a tag: hash only
    assert f'; [DiceContributionHash2 "{sha(chr(97) + " " + chr(34) + "quoted" + chr(34) + " ķ")}"]' in text
    assert "DiceFirstRoll" not in text
    back = import_mat(text)
    assert verify(back, skip_unrecorded_ties=True) == by_hand_from_mat(text) == rolls_in(rec)
    ties = sum(1 for g in rec.games for e in g.events
               if e.kind is EventKind.OPENING_ROLL and e.dice[0] == e.dice[1])
    assert rolls_in(back) == rolls_in(rec) - ties


def test_a_mat_export_with_ties_verifies_by_hand():
    # A match whose dice have an opening tie, so the recipe's tie rule is exercised.
    m, dice = with_opening_tie(3)
    rec = m.record()
    dice.reveal()
    text = export_mat(m.record())
    assert by_hand_from_mat(text) == rolls_in(rec)


def one_game_of(length: int = 9) -> tuple[Match, FairDice]:
    dice = FairDice("the seed")
    m = Match(length, dice=dice)
    dice.contribute("x", "y")
    play_out(m.new_game(), random.Random(3))
    m.new_game().roll()
    assert not m.is_over
    return m, dice


def test_unverifiable_after_a_failed_restore():
    m, dice = one_game_of()
    rec = m.record()
    src, problem = resume_dice(rec, dice.to_dict())     # the seed was not kept: no dice
    assert problem and "seed" in problem and isinstance(src, SeededDice)
    again = replay_match(rec, dice=src)
    again.mark_dice_unverifiable(problem)
    assert again.dice_unverifiable == problem
    marked = MatchRecord.from_dict(json.loads(json.dumps(again.record().to_dict())))
    assert marked.commitment == dice.commitment and marked.dice["unverifiable"] == problem
    assert replay_match(marked).dice_unverifiable == problem
    marked = dataclasses.replace(marked, dice=dict(marked.dice, seed="the seed"))
    with pytest.raises(DiceVerificationError, match="no longer be verified"):
        verify(marked)
    text = export_mat(marked)
    assert "DiceUnverifiable" in text
    with pytest.raises(DiceVerificationError, match="no longer"):
        verify(import_mat(text), skip_unrecorded_ties=True)
    with pytest.raises(ArgumentError):
        again.mark_dice_unverifiable("  ")


def test_resume_dice_goes_on_with_the_same_dice():
    m, dice = one_game_of()
    rec = m.record()
    src, problem = resume_dice(rec, dice.to_dict(), seed="the seed")
    assert problem is None and src.commitment == dice.commitment and src.rolls == dice.rolls
    played = rolls_in(rec)
    assert [src.roll() for _ in range(5)] == [by_the_book("the seed", played + i, "x", "y")
                                              for i in range(5)]
    src, problem = resume_dice(rec, None)
    assert problem and isinstance(src, SeededDice)
    other = FairDice("other")
    src, problem = resume_dice(rec, other.to_dict(private=True))
    assert problem and "committed" in problem


def test_record_commitment_field_is_checked_on_load():
    rec = MatchRecord(commitment="ab" * 32)
    assert MatchRecord.from_dict(rec.to_dict()).commitment == "ab" * 32
    assert "commitment" not in MatchRecord().to_dict()      # old records are unchanged
    with pytest.raises(NotationError, match="commitment"):
        MatchRecord.from_dict(dict(rec.to_dict(), commitment="XYZ"))


def test_the_contributions_can_be_asked_for_at_the_first_roll():
    asked = []
    d = FairDice("ask")
    d.ask_contributions = lambda: asked.append(1) or ("mine", "yours")
    assert d.roll() == by_the_book("ask", 0, "mine", "yours")
    assert d.roll() == by_the_book("ask", 1, "mine", "yours") and asked == [1]
    none = FairDice("ask")
    none.ask_contributions = lambda: None
    assert none.roll() == by_the_book("ask", 0) and none.contributions == ("", "")
    bad = FairDice("ask")
    bad.ask_contributions = lambda: ("x" * 500, "")
    with pytest.raises(DiceError):
        bad.roll()
    assert bad.rolls == 0 and bad.accepts_contributions


# ---------------------------------------------------------------------------------------------
# Steering: the roll number comes from the record, the parts are sealed home first
# ---------------------------------------------------------------------------------------------


def saved_mid_match(seed: str = "steer me", rolls: int = 6):
    """A match to 7 with fair dice, stopped after ``rolls`` rolls, saved as the program saves it:
    the record's JSON and the dice's private state."""
    dice = FairDice(seed)
    m = Match(7, dice=dice)
    dice.contribute("ann", "bob")
    rng = random.Random(4)
    from test_matfile import game_driver, Ordered  # noqa: F401 - the random player of play_out
    view = Ordered(m.new_game())
    while m.rolls_played() < rolls:
        game_driver.act(view, rng, game_driver.race_weights())
    while m.current_game.phase.value == "moving":   # finish the play of the last roll
        game_driver.act(view, rng, game_driver.race_weights())
    assert m.rolls_played() == rolls == dice.rolls
    return m, dice, json.loads(json.dumps(m.record().to_dict())), dice.to_dict(private=True)


def test_an_edited_roll_counter_is_caught_at_resume_and_not_used():
    # Issue 23: the roll counter in the autosave was trusted; moving it from 6 to 73 made the
    # next roll a chosen 6-6. The next roll's number now comes from the record.
    m, dice, record_json, state = saved_mid_match()
    seed = state["seed"]
    chosen = next(n for n in range(7, 500) if fair_roll(seed, n, ("ann", "bob")) == (6, 6))
    honest_next = fair_roll(seed, 6, ("ann", "bob"))
    assert honest_next != (6, 6) or chosen != 6
    edited = dict(state, rolls=chosen)
    record = MatchRecord.from_dict(record_json)
    src, problem = resume_dice(record, edited)
    assert problem is None and src.rolls == 6 and src.saved_rolls == chosen
    again = replay_match(record, dice=src)
    # Caught: the check at resume names the counter, and every roll so far follows.
    check = src.check_record(again.record())
    assert check == FairCheck(rolls=6, saved_counter=chosen)
    # Not used: the next roll is roll 7 of the seed, the one the honest program would make.
    g = again.current_game
    assert g.phase.value == "before_roll"
    assert g.roll() == honest_next == by_the_book(seed, 6, "ann", "bob")
    # The honest save reports nothing.
    src2, _ = resume_dice(MatchRecord.from_dict(record_json), state)
    assert src2.check_record(replay_match(MatchRecord.from_dict(record_json), dice=src2).record()) \
        == FairCheck(rolls=6)
    # Edited to 0 with the parts taken out: the parts cannot be given again (the record has
    # rolls), and the record's parts are the ones used.
    stripped = {k: v for k, v in state.items() if k != "contributions"}
    src3, _ = resume_dice(MatchRecord.from_dict(record_json), dict(stripped, rolls=0))
    assert not src3.accepts_contributions and src3.contributions == ("ann", "bob")
    with pytest.raises(DiceError):
        src3.seal(0, "ground part")


def test_an_edited_record_is_caught_at_resume_naming_the_first_roll():
    m, dice, record_json, state = saved_mid_match(rolls=8)
    # The dice of a later roll turned round, in the roll and in the play after it (so the
    # record still replays): the game is the same, the dice no longer the seed's.
    events = record_json["games"][0]["events"]
    rolls = [i for i, e in enumerate(events) if e["kind"] in ("opening_roll", "roll")]
    at = next(i for i in rolls                       # a roll after the opening, not a double
              if events[i]["kind"] == "roll" and events[i]["dice"][0] != events[i]["dice"][1])
    victim = events[at]
    was = tuple(victim["dice"])
    for e in events[at:at + 2]:
        e["dice"] = e["dice"][::-1]
    record = MatchRecord.from_dict(record_json)
    src, problem = resume_dice(record, state)
    assert problem is None
    with pytest.raises(DiceVerificationError) as caught:
        src.check_record(replay_match(record, dice=src).record())
    err = caught.value
    assert err.reason == "roll"
    number = rolls.index(at) + 1
    assert err.details == {"game": 1, "roll_in_game": number, "roll": number,
                           "player": victim["player"], "recorded": was[::-1], "expected": was}
    # The contributions edited in the record: the first roll no longer follows.
    record_json2 = json.loads(json.dumps(m.record().to_dict()))
    record_json2["dice"]["contributions"] = ["ann", "bobby"]
    record2 = MatchRecord.from_dict(record_json2)
    src2, _ = resume_dice(record2, state)
    with pytest.raises(DiceVerificationError) as caught:
        src2.check_record(replay_match(record2, dice=src2).record())
    assert caught.value.reason == "roll" and caught.value.details["roll"] == 1


def test_a_roll_taken_back_is_rolled_again_with_the_same_number():
    # The record drops a reply that a take-back undid; its roll number is used again, so the
    # reply gets the same dice and the match still verifies.
    dice = FairDice("take back")
    m = Match(5, dice=dice)
    dice.contribute("p", "")
    g = m.new_game()
    while g.phase.value == "opening":
        g.roll()
    first = g.on_roll
    g.play(g.legal_plays[0])
    reply = g.roll()
    g.play(g.legal_plays[0])
    n_before = m.rolls_played()
    g.take_back(first)
    assert m.rolls_played() == n_before - 1 and g.on_roll == first
    g.play(g.legal_plays[-1])
    assert g.roll() == reply
    dice.reveal()
    assert verify(m.record()) == m.rolls_played()


def test_parts_are_sealed_at_home_first_and_never_change():
    d = FairDice("order")
    d.set_home(1)
    with pytest.raises(DiceError, match="seals first") as refused:
        d.seal(0, "guest first")
    assert refused.value.reason == "home-first"
    d.seal(1, "home part")
    assert "contributions" not in d.to_dict(private=True)    # a sealed part is not written
    assert d.accepts_contributions and d.contributions == ("", "")
    with pytest.raises(DiceError, match="cannot change"):
        d.seal(1, "home part, ground")
    with pytest.raises(DiceError):
        d.set_home(0)
    d.seal(0, "guest part")
    assert d.contributions == ("guest part", "home part") and not d.accepts_contributions
    assert d.to_dict()["contributions"] == ["guest part", "home part"]
    assert d.roll() == by_the_book("order", 0, "guest part", "home part")
    with pytest.raises(DiceError):
        d.seal(0, "late")
    # contribute() seals both in the order home asks; partial seals are not thrown away.
    e = FairDice("order")
    e.set_home(1)
    e.contribute("g", "h")
    assert e.contributions == ("g", "h")
    f = FairDice("order")
    f.seal(0, "one")
    with pytest.raises(DiceError):
        f.contribute("x", "y")
    # At the first roll the parts still missing are empty, the one sealed stays.
    assert f.roll() == by_the_book("order", 0, "one", "") and f.contributions == ("one", "")


def test_grinding_a_part_needs_the_other_part_which_the_order_keeps_from_home():
    # Issue 23: whoever reads the seed file and types last kept trying parts (389 tries forced
    # a 6-5 opening and a 6-6 on roll 2). The attack, done with the guest's part known:
    seed = secrets_seed = "5eed" * 16
    guest = "guest's own words"

    def wanted(part_home, part_guest):
        return (fair_roll(seed, 0, (part_home, part_guest)) in ((6, 5), (5, 6))
                and fair_roll(seed, 1, (part_home, part_guest)) == (6, 6))

    tries, ground = 0, None
    for tries in range(1, 20000):
        if wanted(f"try {tries}", guest):
            ground = f"try {tries}"
            break
    assert ground is not None        # the attack works when the guest's part is known first
    # Under the enforced order the part at home is sealed before the guest's exists: the
    # ground part cannot go in after it, and nothing can be changed once sealed.
    d = FairDice(secrets_seed)
    d.set_home(0)
    d.seal(0, "home's honest part")
    d.seal(1, guest)
    with pytest.raises(DiceError):
        d.seal(0, ground)
    with pytest.raises(DiceError):
        d.contribute(ground, guest)
    assert d.contributions == ("home's honest part", guest)
    # Home grinding blind (against a guess of the guest's part) gets nothing: a part ground
    # against the empty guess forces the wanted dice only by the chance of 1 in 648.
    blind = next(f"blind {i}" for i in range(1, 100000) if wanted(f"blind {i}", ""))
    guests = [f"guest {i}" for i in range(400)]
    hits = sum(wanted(blind, g) for g in guests)
    assert hits <= 4        # expected 400/648 = 0.6
