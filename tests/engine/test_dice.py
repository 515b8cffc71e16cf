"""Dice sources: seeded (replayable) and manual (DESIGN.md "Randomness is injected"; R1, R6, R7)."""

import json
import random

import pytest

from bgdesk.engine.dice import (
    DiceError, DiceExhaustedError, DiceSource, ManualDice, SeededDice, check_dice, dice_from_dict,
    parse_dice,
)
from bgdesk.engine.errors import BgdeskError, NotationError


def test_same_seed_same_rolls():
    # R7: players alternate rolling two dice; with one seed every roll can be replayed.
    a, b = SeededDice(2024), SeededDice(2024)
    assert [a.roll() for _ in range(200)] == [b.roll() for _ in range(200)]
    assert a.rolls == 200


def test_different_seeds_differ():
    # R7: rolls are random; different seeds give different games.
    a, b = SeededDice(1), SeededDice(2)
    assert [a.roll() for _ in range(50)] != [b.roll() for _ in range(50)]


def test_seeded_dice_ignore_the_module_global_random():
    # R7 + DESIGN: randomness is injected, never module-global.
    # DESIGN.md: randomness is injected, never module-global.
    a = SeededDice(7)
    first = [a.roll() for _ in range(20)]
    random.seed(12345)
    random.random()
    b = SeededDice(7)
    random.seed(999)
    assert [b.roll() for _ in range(20)] == first


def test_seeded_dice_cover_all_36_rolls_within_1_to_6():
    # R1: two six-sided dice.
    d = SeededDice(3)
    seen = {d.roll() for _ in range(2000)}
    assert seen == {(i, j) for i in range(1, 7) for j in range(1, 7)}


def test_a_fresh_seed_is_drawn_and_kept_for_replay():
    # R7 + DESIGN: an unseeded source still records its seed.
    a = SeededDice()
    assert isinstance(a.seed, int)
    rolls = [a.roll() for _ in range(30)]
    b = SeededDice(a.seed)
    assert [b.roll() for _ in range(30)] == rolls


def test_text_seed():
    # R7: a text seed works like a number.
    a, b = SeededDice("abc"), SeededDice("abc")
    assert [a.roll() for _ in range(3)] == [b.roll() for _ in range(3)]


@pytest.mark.parametrize("bad", [1.5, object(), True, [1]])
def test_bad_seed(bad):
    # R7: a seed is a whole number or text.
    with pytest.raises(DiceError):
        SeededDice(bad)


def test_seeded_source_saved_and_restored_mid_stream():
    # R7: an autosaved dice source continues with the same rolls.
    a = SeededDice(99)
    for _ in range(17):
        a.roll()
    b = dice_from_dict(a.to_dict())
    assert [b.roll() for _ in range(10)] == [a.roll() for _ in range(10)]


def test_manual_dice_in_order_then_exhausted():
    # R6, R7: dice entered by hand, in order; none left is a clear error.
    m = ManualDice([(3, 1), (6, 6)])
    m.push("5-2")
    m.push(4, 4)
    m.push((2, 1))
    assert m.remaining == 5
    assert [m.roll() for _ in range(5)] == [(3, 1), (6, 6), (5, 2), (4, 4), (2, 1)]
    with pytest.raises(DiceExhaustedError, match="enter the next roll"):
        m.roll()
    assert isinstance(DiceExhaustedError("x"), BgdeskError)


def test_manual_source_saved_and_restored():
    # R7: queued manual dice survive a save.
    m = ManualDice([(3, 1), (2, 2)])
    m.roll()
    r = dice_from_dict(m.to_dict())
    assert r.pending() == [(2, 2)] and r.rolls == 1


@pytest.mark.parametrize("bad", [(0, 1), (7, 2), (1,), (1, 2, 3), (True, 2), ("3", 1), 31, (2.0, 3)])
def test_manual_dice_reject_impossible_dice(bad):
    # R1: dice show 1..6.
    with pytest.raises(DiceError):
        ManualDice([bad])


@pytest.mark.parametrize("text,dice", [("31", (3, 1)), ("3-1", (3, 1)), (" 6 6 ", (6, 6)),
                                       ("5,2", (5, 2)), ("4/3", (4, 3)), ("2x1", (2, 1))])
def test_parse_dice(text, dice):
    # R1: dice typed by a person.
    assert parse_dice(text) == dice


@pytest.mark.parametrize("text", ["", "7-1", "0-3", "3", "3-1-2", "three one", "1--2", None])
def test_parse_dice_rejects_bad_text(text):
    # R1: only two dice 1-6 are accepted.
    with pytest.raises(NotationError, match="two digits"):
        parse_dice(text)


def test_check_dice_and_protocol():
    # R1: a roll is two dice 1-6.
    assert check_dice([2, 5]) == (2, 5)
    assert isinstance(SeededDice(1), DiceSource) and isinstance(ManualDice(), DiceSource)


def test_dice_from_dict_rejects_unknown_kinds():
    # R41: a saved dice source that cannot be read is reported.
    with pytest.raises(NotationError, match="unknown kind"):
        dice_from_dict({"kind": "loaded"})
    with pytest.raises(NotationError):
        dice_from_dict({"kind": "seeded", "seed": 1, "rolls": -1})
    with pytest.raises(NotationError):
        dice_from_dict("seeded")


def test_a_seeded_source_is_restored_at_once_whatever_its_count(monkeypatch):
    # A saved source keeps its generator's state, so restoring never rolls again: an autosave
    # saying 10^12 rolls is refused or restored without a single roll, never replayed.
    src = SeededDice(2026)
    for _ in range(5000):
        src.roll()
    saved = json.loads(json.dumps(src.to_dict()))
    calls = []
    real_roll = SeededDice.roll
    monkeypatch.setattr(SeededDice, "roll", lambda self: calls.append(1) or real_roll(self))
    again = dice_from_dict(saved)
    assert calls == [] and again.rolls == 5000
    assert [again.roll() for _ in range(50)] == [real_roll(src) for _ in range(50)]
    calls.clear()
    assert dice_from_dict(dict(saved, rolls=10 ** 9)).rolls == 10 ** 9
    for rolls in (10 ** 12, 2 ** 80):
        with pytest.raises(NotationError):
            dice_from_dict(dict(saved, rolls=rolls))
        # Saved without the state (an older bgdesk): rolled forward only up to a bound.
        with pytest.raises(NotationError, match="at most"):
            dice_from_dict({"kind": "seeded", "seed": 1, "rolls": 10 ** 6})
    assert calls == []
    old = dice_from_dict({"kind": "seeded", "seed": 2026, "rolls": 5000})
    assert len(calls) == 5000
    fresh = dice_from_dict(saved)
    assert [old.roll() for _ in range(5)] == [fresh.roll() for _ in range(5)]


@pytest.mark.parametrize("bad", [
    {"state": "00" * 10, "position": 3}, {"state": "zz" * 2496, "position": 3},
    {"position": 625}, {"position": True}, {"position": -1}, {"seed": 2 ** 300},
    {"seed": "s" * 1001}, {"seed": 1.5}, {"rolls": "7"},
])
def test_a_bad_saved_state_is_refused(bad):
    saved = SeededDice(7)
    saved.roll()
    with pytest.raises(NotationError):
        dice_from_dict({**saved.to_dict(), **bad})


def test_a_saved_manual_source_is_checked():
    assert dice_from_dict({"kind": "manual", "pending": [[3, 1]], "rolls": 4}).rolls == 4
    for bad in ({"pending": [[3, 1]] * 1001}, {"pending": "31"}, {"rolls": 10 ** 12},
                {"rolls": "x"}, {"pending": [[7, 1]]}):
        with pytest.raises(NotationError):
            dice_from_dict({"kind": "manual", "pending": [], **bad})


def test_parse_dice_is_bounded_at_its_own_entry():
    # A huge text is refused before any matching: no backtracking over megabytes.
    for text in (" " * 5_000_000 + "x", "3" + " " * 5_000_000 + "-", "3-1" + " " * 40):
        with pytest.raises(NotationError, match=f"not {len(text)} characters"):
            parse_dice(text)
        with pytest.raises(NotationError):
            ManualDice([text])
    assert parse_dice(" 3 - 1 ") == (3, 1)


def test_the_saved_state_follows_every_roll():
    """The generator's state written out is kept between two rolls (a save after every action):
    after each roll it is the generator's own, and a source restored from it rolls on alike."""
    import random

    d = SeededDice(99)
    assert "state" not in d.to_dict()
    for n in range(1, 40):
        d.roll()
        first = d.to_dict()
        assert d.to_dict() == first  # (kept)
        fresh = random.Random()
        fresh.setstate(d._rng.getstate())
        words = fresh.getstate()[1]
        assert first["rolls"] == n and first["state"] == "".join(f"{w:08x}" for w in words[:624])
        assert first["position"] == words[624]
        back = SeededDice.from_dict(first)
        assert back.to_dict() == first
        ahead = SeededDice.from_dict(first)
        assert [back.roll() for _ in range(3)] == [ahead.roll() for _ in range(3)]
        assert back.to_dict() == ahead.to_dict() and back.to_dict()["rolls"] == n + 3
