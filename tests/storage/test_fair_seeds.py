"""The unrevealed fair-dice seed never goes into the autosave: it is kept in a file only the
user's account can read (mode 0600 in a 0700 folder), put back when the match is read, archived
with the match when it is over or abandoned, and its private file then removed. The autosave
alone does not let anyone predict the next roll."""

from __future__ import annotations

import hashlib
import json
import os
import random
import stat
import sys
from pathlib import Path

import pytest

from bgdesk.engine.fairdice import FairDice, fair_roll
from bgdesk.engine.match import Match, resume_dice
from bgdesk.engine.record import MatchRecord
from bgdesk.storage.archive import load_archived
from bgdesk.storage.autosave import clear_autosave, read_autosave, save_autosave
from bgdesk.storage.fairseeds import find_seed, keep_seed, seed_path, seeds_dir
from bgdesk.storage.paths import autosave_path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "engine"))
from test_matfile import play_out  # noqa: E402


def a_match_in_play():
    """A fair-dice match one game in, saved the way the program saves it: the record, and the
    dice source with its seed (``to_dict(private=True)``) in the summary."""
    dice = FairDice("5e7c0d9a" * 8)     # a fixed seed, so the game played is always the same
    m = Match(25, dice=dice)
    dice.contribute("Ann's", "Bob's")
    play_out(m.new_game(), random.Random(1))
    m.new_game().roll()
    summary = {"players": ["Ann", "Bob"], "dice_source": dice.to_dict(private=True)}
    return m, dice, summary


def every_string(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from every_string(v)
    elif isinstance(value, list):
        for v in value:
            yield from every_string(v)


def test_the_autosave_alone_does_not_predict_the_next_roll():
    m, dice, summary = a_match_in_play()
    seed = summary["dice_source"]["seed"]
    save_autosave(m.record().to_dict(), summary)
    raw = autosave_path().read_text()
    data = json.loads(raw)
    # The seed is nowhere in the file, in any form that hashes to the commitment.
    assert seed not in raw
    assert all(hashlib.sha256(s.encode()).hexdigest() != dice.commitment
               for s in every_string(data))
    # Everything the file holds is not enough to restore the dice.
    record = MatchRecord.from_dict(data["match"])
    source, problem = resume_dice(record, data["summary"]["dice_source"])
    assert problem and "seed" in problem
    coming = [fair_roll(seed, dice.rolls + i, dice.contributions) for i in range(10)]
    assert [source.roll() for _ in range(10)] != coming
    nxt = coming[0]
    # With the private file the program goes on with exactly the same dice.
    saved, messages = read_autosave()
    assert messages == []
    again, problem = resume_dice(MatchRecord.from_dict(saved.match),
                                 saved.summary["dice_source"])
    assert problem is None and again.roll() == nxt == dice.roll()


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_the_seed_file_is_readable_by_the_user_only():
    m, dice, summary = a_match_in_play()
    os.umask(0o022)
    save_autosave(m.record().to_dict(), summary)
    path = seed_path(dice.commitment)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(seeds_dir().stat().st_mode) == 0o700
    assert stat.S_IMODE(autosave_path().stat().st_mode) & 0o077 != 0   # the autosave is not secret
    assert json.loads(path.read_text())["seed"] == summary["dice_source"]["seed"]


def test_the_seed_is_archived_with_the_match_and_its_private_file_removed():
    m, dice, summary = a_match_in_play()
    save_autosave(m.record().to_dict(), summary)
    assert seed_path(dice.commitment).exists()
    archived, messages = clear_autosave(dict(summary, abandoned=True))
    assert messages == [] and not seed_path(dice.commitment).exists()
    entry, _ = load_archived(archived)
    assert entry.summary["dice_source"]["seed"] == summary["dice_source"]["seed"]
    # The caller's summary itself is not changed.
    assert "seed" in summary["dice_source"]


def test_without_archiving_the_seed_stays():
    m, dice, summary = a_match_in_play()
    save_autosave(m.record().to_dict(), summary)
    clear_autosave(archive=False)
    assert find_seed(dice.commitment) == (summary["dice_source"]["seed"], [])


def test_a_seed_file_that_does_not_match_is_moved_aside_and_the_dice_cannot_go_on():
    m, dice, summary = a_match_in_play()
    save_autosave(m.record().to_dict(), summary)
    path = seed_path(dice.commitment)
    path.write_text(json.dumps({"format": "bgdesk-dice-seed", "version": 1,
                                "commitment": dice.commitment, "seed": "another seed"}))
    saved, messages = read_autosave()
    assert "does not match its commitment" in messages[0]
    assert "seed" not in saved.summary["dice_source"]
    _source, problem = resume_dice(MatchRecord.from_dict(saved.match),
                                   saved.summary["dice_source"])
    assert problem
    assert list(path.parent.glob(path.name + ".corrupt-*"))


def test_a_revealed_seed_stays_in_the_autosave():
    m, dice, summary = a_match_in_play()
    dice.reveal()
    summary["dice_source"] = dice.to_dict(private=True)
    save_autosave(m.record().to_dict(), summary)
    assert summary["dice_source"]["seed"] in autosave_path().read_text()
    assert not seed_path(dice.commitment).exists()


def test_keep_seed_checks_the_commitment():
    with pytest.raises(ValueError):
        keep_seed("s", "0" * 64)
    assert find_seed("not a commitment") == (None, [])
