"""Replay frames and the move list: step forward and back through every move of every
game, with the move list in step (R41: the record is checked as it replays)."""

import sys
from pathlib import Path

import pytest

from bgdesk.engine import Position
from bgdesk.engine.errors import BgdeskError
from bgdesk.engine.game import Phase
from bgdesk.engine.matfile import import_mat
from bgdesk.engine.record import EventKind, Rules
from bgdesk.engine.replay import (
    event_text, game_frames, match_frames, move_list_text, move_rows, result_text,
)

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from test_matfile import EXPECTED_SCRIPTED, random_match, scripted_match  # noqa: E402


def test_frames_follow_every_event():
    rec = scripted_match().record()
    frames = match_frames(rec)
    assert len(frames) == 3
    for g, fs in zip(rec.games, frames):
        assert len(fs) == len(g.events) + 1
        assert fs[0].step == 0 and fs[0].position == Position.initial() and fs[0].event is None
        assert [f.event for f in fs[1:]] == list(g.events)
        assert fs[-1].result == g.result and fs[-1].phase is Phase.GAME_OVER
    first = frames[0]
    assert first[0].text == "Game 1: Alice 0, Bob 0"
    assert first[1].text == "Opening roll: Alice 3, Bob 1: Alice starts"
    assert first[2].text == "Alice 31: 8/5 6/5" and first[2].dice == (3, 1)
    assert [f.text for f in first[5:7]] == ["Alice doubles to 2", "Bob takes"]
    assert first[6].cube_value == 2 and first[6].cube_owner == 1
    assert first[-1].text == ("Alice accepts. Alice wins 2 points (Bob resigned a single game)")
    assert first[-1].score == (2, 0) and frames[1][0].score == (2, 0) and frames[1][0].crawford


def test_move_rows_and_frames_agree():
    rec = scripted_match().record()
    rows = move_rows(rec.games[0])
    assert rows == [(1, "31: 8/5 6/5", "64: 24/18 13/9"), (2, "Doubles to 2", "Takes"),
                    (3, "21: 13/11 6/5", "Resigns single"), (4, "Accepts", "")]
    frames = game_frames(rec.games[0], ("Alice", "Bob"))
    for f in frames[1:]:
        if f.event.kind is EventKind.PLAY:
            left, right = rows[f.row - 1][1:]
            assert f.event.notation in (left + right)


def test_move_list_text_for_random_matches():
    for seed, length in ((31, 5), (32, 0)):
        m = random_match(length, seed, Rules(jacoby=True, beavers=True) if not length else None,
                         games=3)
        rec = m.record()
        text = move_list_text(rec)
        assert text.count("Game ") == len(rec.games)
        plays = sum(1 for g in rec.games for e in g.events
                    if e.kind is EventKind.PLAY and e.notation)
        assert sum(line.count(": ") for line in text.splitlines() if line[:4].strip().rstrip(".").isdigit()) >= plays
        for fs, g in zip(match_frames(rec), rec.games):
            assert fs[-1].position == fs[-1].position and len(fs) == len(g.events) + 1


def test_frames_of_an_imported_mat_file():
    rec = import_mat(EXPECTED_SCRIPTED)
    frames = match_frames(rec)
    assert frames[2][-1].text.endswith("Bob wins 1 point (Alice passed)")


def test_a_broken_record_is_refused():
    rec = scripted_match().record()
    g = rec.games[0]
    bad = g.events[:2] + (g.events[3],) + g.events[4:]
    import dataclasses
    broken = dataclasses.replace(rec, games=(dataclasses.replace(g, events=bad),) + rec.games[1:])
    with pytest.raises(BgdeskError):
        match_frames(broken)
