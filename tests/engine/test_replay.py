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


# ---------------------------------------------------------------------------------------------
# Playing on from a frame
# ---------------------------------------------------------------------------------------------

def test_match_at_is_the_frame_ready_to_play_on():
    # R28, R29: the score, the cube and the Crawford state of every frame carry into a match
    # that can be played on, with dice of its own.
    from bgdesk.engine.dice import SeededDice
    from bgdesk.engine.errors import ArgumentError
    from bgdesk.engine.replay import match_at

    rec = import_mat(EXPECTED_SCRIPTED)
    frames = match_frames(rec)
    for gi, game_frames_ in enumerate(frames):
        for f in game_frames_:
            m = match_at(rec, gi, f.step, SeededDice(3))
            g = m.current_game
            assert g.position_for(0) == f.position and g.phase is f.phase, (gi, f.step)
            assert (g.cube_value, g.cube_owner, g.crawford, g.dice) == \
                (f.cube_value, f.cube_owner, f.crawford, f.dice if f.phase is Phase.MOVING
                 else None), (gi, f.step)
            assert m.score == f.score and g.score == rec.games[gi].score
            assert m.meta["names"] == ["Alice", "Bob"]
    # Game 3 at 2-2 is after the Crawford game: the cube is back, and the game plays on.
    m = match_at(rec, 2, 0, SeededDice(3))
    g = m.current_game
    assert not g.crawford and m.is_post_crawford
    g.roll()
    assert g.phase is Phase.MOVING
    # Game 2 (2-0) is the Crawford game: no double.
    assert match_at(rec, 1, 2).current_game.crawford
    # At the end of a game, the next one can start at the score it left.
    m = match_at(rec, 0, len(rec.games[0].events))
    assert m.current_game.is_over and m.score == (2, 0)
    assert m.new_game().crawford
    with pytest.raises(ArgumentError):
        match_at(rec, 3, 0)
    with pytest.raises(ArgumentError):
        match_at(rec, 0, 99)


def test_frames_by_game_are_the_match_frames_made_when_asked():
    from bgdesk.engine.replay import FramesByGame

    rec = import_mat(EXPECTED_SCRIPTED)
    lazy = FramesByGame(rec, ("Alice", "Bob"))
    assert lazy._kept == {}
    full = match_frames(rec, ("Alice", "Bob"))
    assert len(lazy) == len(full) == 3 and bool(lazy)
    assert lazy[1] == full[1] and list(lazy._kept) == [1]
    assert lazy[-1] == full[-1] and lazy[0:2] == full[0:2]
    assert lazy[1] is lazy[1]
    with pytest.raises(IndexError):
        lazy[3]
    FramesByGame.KEEP, keep = 2, FramesByGame.KEEP
    try:
        for i in range(3):
            lazy[i]
        assert len(lazy._kept) == 2
    finally:
        FramesByGame.KEEP = keep
