"""Damaged .mat files: damage in one game never costs the file (R41).

Where GNU Backgammon reads on, so does bgdesk, with a warning naming the line: a roll written
without its move although it could be played (the FIBS-era logs, BgMatchFormat's dance.mat) is
read as GNU Backgammon reads it, as if passed, and the game goes on as a game set up from that
position. Where a game cannot be read at all, the games before and after it are kept, the game
itself up to the line before the damage, and the warning says which game and why."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from bgdesk.engine.dice import ManualDice
from bgdesk.engine.errors import NotationError
from bgdesk.engine.game import Game
from bgdesk.engine.match import replay_match
from bgdesk.engine.matfile import MatExportError, export_mat, import_mat, read_mat
from bgdesk.engine.position import Position
from bgdesk.engine.record import EventKind

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from test_matdialects import gnubg_game  # noqa: E402
from test_matfile import (EXPECTED_SCRIPTED, _after, gnubg_path, our_records,  # noqa: E402
                          run_gnubg)

GOOD = EXPECTED_SCRIPTED

def _line(n: int, left: str = "", right: str = "") -> str:
    return f"{n:3d}) {left:<28}{right}".rstrip()


def passed_file() -> str:
    """Three games to 5 points; in game 2 Bob's 5-3 is written without its move although it
    could be played, and the game goes on from the position as it was (Alice rolls next). The
    moves are legal plays chosen by the engine; GNU Backgammon checks them on its own."""
    game = Game(None, ManualDice([(4, 2), (5, 3)]), match_length=5, score=(1, 0))
    game.roll()
    game.play("8/4 6/4")
    game.roll()
    rest = Game.from_position(game.position_for(0), 0, match_length=5, score=(1, 0),
                              dice=ManualDice([(6, 1), (6, 4), (5, 5)]))
    moves = []
    for _ in range(3):
        rest.roll()
        d = rest.dice
        play = rest.legal_plays[0]
        rest.play(play)
        moves.append(f"{max(d)}{min(d)}: {play}")
    lines = [" 5 point match", "", " Game 1", " Alice : 0                      Bob : 0",
             _line(1, "31: 8/5 6/5", "64: 24/18 13/9"), _line(2, " Doubles => 2", " Drops"),
             "      Wins 1 point", "", " Game 2", " Alice : 1                      Bob : 0",
             _line(1, "42: 8/4 6/4", "53:"), _line(2, moves[0], moves[1]),
             _line(3, moves[2], " Doubles => 2"), _line(4, " Drops"),
             "                                  Wins 1 point", "", " Game 3",
             " Alice : 1                      Bob : 1",
             _line(1, "31: 8/5 6/5", "64: 24/18 13/9"), _line(2, " Doubles => 2", " Drops"),
             "      Wins 1 point", ""]
    return "\n".join(lines)


PASSED = passed_file()


def kinds(game) -> list:
    return [(e.kind, e.player, e.notation) for e in game.events]


def test_a_game_that_cannot_be_read_keeps_the_games_before_and_after_it():
    lines = GOOD.split("\n")
    n = next(i for i, line in enumerate(lines) if "21: 13/11 6/5" in line)
    bad = "\n".join(lines[:n] + [lines[n].replace("13/11 6/5", "13/11 6/4")] + lines[n + 1:])
    reading = read_mat(bad)
    good = import_mat(GOOD)
    rec = reading.record
    (note,) = reading.warnings
    assert note.code == "game-cut" and note.line == n + 1 and note.values["game"] == 1
    assert str(note).startswith(f"line {n + 1}: game 1 cannot be read on from here: Alice's "
                                f"'21: 13/11 6/4': 6/4 is a move of 2")
    # Game 1 up to the line before the damage, unfinished; games 2 and 3 whole.
    assert len(rec.games) == 3 and rec.games[0].result is None
    kept = rec.games[0].events
    assert kept == good.games[0].events[:len(kept)] and len(kept) >= 4
    assert rec.games[1:] == good.games[1:]
    m = replay_match(rec)
    assert m.score == (2, 3)


def test_damage_in_the_last_game_keeps_every_game_before_it():
    lines = GOOD.split("\n")
    n = max(i for i, line in enumerate(lines) if "65: 24/18 18/13" in line)
    bad = "\n".join(lines[:n] + [lines[n].replace("18/13", "18/12")] + lines[n + 1:])
    rec = import_mat(bad)
    good = import_mat(GOOD)
    assert rec.games[:2] == good.games[:2] and rec.games[2].result is None


def test_a_file_where_nothing_can_be_read_is_still_refused():
    with pytest.raises(NotationError) as info:
        import_mat(" 3 point match\n\n Game 1\n A : 0   B : 0\n  1) 31: 8/4 6/5\n")
    assert str(info.value).startswith("line 5: ")


def test_a_roll_written_without_its_move_is_read_on_as_gnubg_reads_it():
    reading = read_mat(PASSED)
    rec = reading.record
    (note,) = reading.warnings
    assert note.code == "roll-passed" and note.line == 11
    assert note.values["player"] == "Bob" and note.values["roll"] == "5-3"
    assert note.values["game"] == 2
    # Game 1 whole; game 2 in two parts: up to Bob's roll, then on from that position with
    # Alice to roll; game 3 at the score the games before it give.
    assert len(rec.games) == 4
    first, second = rec.games[1], rec.games[2]
    assert first.result is None and first.events[-1].kind is EventKind.ROLL
    assert second.start.phase == "before_roll" and second.start.on_roll == 0
    assert Position.from_position_id(second.start.position_id) == \
        _position_after(first)
    assert second.result.winner == 1 and second.result.points == 1
    assert [g.score for g in rec.games] == [(0, 0), (1, 0), (1, 0), (1, 1)]
    # A viewer numbers the games as the file does: the third record goes on from the second.
    assert rec.meta["continued"] == [2]
    m = replay_match(rec)
    assert m.score == (2, 1)
    # A file read on like this no longer fits .mat: it says so, it does not write a wrong file.
    with pytest.raises(MatExportError, match="set-up position"):
        export_mat(rec)


def _position_after(grec) -> Position:
    from bgdesk.engine.game import Game, replay_into

    game = Game(grec.rules, None, match_length=grec.match_length, score=grec.score,
                crawford=grec.crawford, start=grec.start)
    replay_into(game, grec.events)
    return game.position_for(0)


def test_gnubg_reads_on_past_the_same_roll_move_for_move(tmp_path):
    # GNU Backgammon's own reading of the same file: it sets Bob's dice, never plays them, and
    # reads on; every move after it, with its dice, is ours. (Its boards after the pass are no
    # longer turned to the player moving: it did not turn the board for the roll passed. Ours
    # are the checkers as the moves leave them.)
    if gnubg_path() is None:
        pytest.skip("GNU Backgammon is not installed (Debian package: gnubg)")
    path = tmp_path / "passed.mat"
    path.write_text(PASSED)
    result = run_gnubg({"imports": [{"path": str(path)}]}, tmp_path)
    theirs = result["imports"][0]["match"]["games"]
    rec = import_mat(PASSED)
    assert len(theirs) == 3
    # Less an artefact of its reader after a pass: the right-hand entry of the line before
    # re-read, a second double, and the result read as a resignation.
    gnubg = gnubg_game(theirs[1])
    gnubg = gnubg[:next(i for i, r in enumerate(gnubg) if r["action"] == "drop") + 1]
    pl = {"X": 0, "O": 1}
    theirs_actions = [(t["action"], pl[t["player"]], tuple(sorted(t.get("dice", ()))),
                       tuple(sorted(tuple(m) for m in t.get("move", ())))) for t in gnubg]
    ours_actions = []
    for part in rec.games[1:3]:
        for e in part.events:
            if e.kind is EventKind.ROLL or e.kind is EventKind.OPENING_ROLL:
                ours_actions.append(("set", e.player, tuple(sorted(e.dice)), ()))
            elif e.kind is EventKind.PLAY:
                ours_actions[-1] = ("move", e.player, tuple(sorted(e.dice)),
                                    tuple(sorted(e.steps)))
            elif e.kind in (EventKind.DOUBLE, EventKind.TAKE, EventKind.DROP):
                ours_actions.append((e.kind.value, e.player, (), ()))
    assert ours_actions == theirs_actions
    assert sum(a[0] == "move" for a in ours_actions) >= 4
    # The game before the damaged one and the one after it are GNU Backgammon's, board for
    # board.
    from test_matfile import compare_game
    compare_game(rec.games[0], rec.rules, theirs[0], "game 1")
    compare_game(rec.games[3], rec.rules, theirs[2], "game 3")
