"""Files of positions: the exports eXtreme Gammon and BGBlitz write (an XGID and a board drawn
beside it), GNU Backgammon's IDs, one or many in a file. Every position is read from its ID, the
drawn board is checked against it, and what cannot be read is said (R41)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from bgdesk.engine.fileread import FileReadError
from bgdesk.engine.game import Game, Phase
from bgdesk.engine.openfile import file_kind, read_file
from bgdesk.engine.positiontext import read_positions
from bgdesk.engine.xgid import decode_xgid

DATA = Path(__file__).resolve().parent / "data" / "positions"
FILES = sorted(DATA.glob("*.txt"))


def game_of(rec, i: int) -> Game:
    g = rec.games[i]
    return Game(g.rules, None, match_length=g.match_length, score=g.score, crawford=g.crawford,
                start=g.start)


def xgids(text: str) -> list[str]:
    return [line.split("XGID=")[1].strip() for line in text.splitlines() if "XGID=" in line]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_each_real_export_is_the_position_of_its_xgid(path):
    # The position, the dice, the cube, the score and the side on roll come from the ID.
    text = path.read_text()
    reading = read_positions(text)
    assert reading.kind == "positions" and reading.warnings == ()
    (xgid,) = xgids(text)
    st = decode_xgid(xgid)
    game = game_of(reading.record, 0)
    assert game.position_for(0) == st.position
    assert game.on_roll == st.on_roll and game.dice == st.dice
    assert (game.cube_value, game.cube_owner) == (st.cube_value, st.cube_owner)
    assert (game.score, game.match_length) == (st.score, st.match_length)
    # Opened as a file, it is recognised by what it holds.
    assert file_kind(path.read_bytes()) == "positions"
    assert read_file(path.read_bytes(), path.name).record == reading.record


def test_the_players_names_come_from_the_export():
    assert read_positions((DATA / "bgblitz_cube_en.txt").read_text()).record.meta["names"] == \
        ["Red", "Green"]
    assert read_positions((DATA / "xg_checker_en.txt").read_text()).record.meta["names"] == \
        ["Player 1", "Player 2"]


def test_a_file_of_several_positions_gives_every_one_in_order():
    texts = [p.read_text() for p in FILES]
    joined = "\n\n".join(texts + texts)
    reading = read_positions(joined)
    assert len(reading.record.games) == 2 * len(texts) and reading.warnings == ()
    expected = [x for t in texts + texts for x in xgids(t)]
    for i, xgid in enumerate(expected):
        assert game_of(reading.record, i).position_for(0) == decode_xgid(xgid).position


def test_a_drawn_board_that_differs_from_its_id_is_reported():
    text = (DATA / "xg_checker_en.txt").read_text()
    wrong = text.replace(" |          X  X    |   | X  X  X  X  X    | +---+",
                         " |          X  X    |   | X  X  X     X    | +---+")
    reading = read_positions(wrong)
    (note,) = reading.warnings
    assert note.code == "diagram-differs" and note.values["point"] == 3
    assert str(note) == ("position 1: the board drawn beside the ID shows 1 X on point 3, "
                         "where the ID has 2 X; the ID is used")
    # The ID wins.
    assert game_of(reading.record, 0).position_for(0) == \
        decode_xgid(xgids(text)[0]).position


def test_a_position_that_cannot_be_read_is_left_out_and_said():
    good = (DATA / "bgblitz_checker_en.txt").read_text()
    bad = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:9:9:0:5:10\n"   # the score past the length
    reading = read_positions(bad + "\n" + good)
    assert len(reading.record.games) == 1
    (note,) = reading.warnings
    assert note.code == "position-unread" and note.values["number"] == 1 and note.line == 1
    with pytest.raises(FileReadError) as info:
        read_positions(bad)
    assert info.value.code == "nothing-read"


def test_a_stack_written_as_a_number_is_read_as_each_program_writes_it():
    # GNU Backgammon (and XG) write a point's whole count in the stack ("6" under four
    # checkers: the board gnubg -t shows for 4D/gBwDgz+AHAA); BGBlitz writes how many more there are than those drawn ("2" under four:
    # six, bgblitz_race_en.txt). Neither is a difference from the ID.
    printout = (
        "XGID=------G-B---fF-----i------:0:0:1:52:0:0:0:0:10\n"
        " +13-14-15-16-17-18------19-20-21-22-23-24-+     O: gnubg\n"
        " | X                |   | O                |     0 points\n"
        " | X                |   | O                |\n"
        " | X                |   | O                |\n"
        " | X                |   | O                |\n"
        " | 6                |   | 9                |\n"
        "v|                  |BAR|                  |     (Cube: 1)\n"
        " | 6                |   | 7                |\n"
        " | O                |   | X                |\n"
        " | O                |   | X                |\n"
        " | O           X    |   | X                |     Rolled 52\n"
        " | O           X    |   | X                |     0 points\n"
        " +12-11-10--9--8--7-------6--5--4--3--2--1-+     X: root\n")
    reading = read_positions(printout)
    assert reading.warnings == ()
    wrong = printout.replace(" | 6                |   | 9", " | 5                |   | 9")
    (note,) = read_positions(wrong).warnings
    assert "13" in str(note) and "6 X" in str(note)


def test_gnubg_ids_without_an_xgid():
    text = ("Position ID: 4HPwATDgc/ABMA\nMatch ID   : UYmlACAACAAE\n\n"
            "GNUbg ID: 4HPwATDgc/ABMA:cAkAAAAAAAAA\n")
    reading = read_positions(text)
    assert len(reading.record.games) == 2
    first = game_of(reading.record, 0)
    assert (first.match_length, first.score, first.cube_value, first.on_roll, first.dice) == \
        (5, (2, 1), 2, 1, (3, 1))
    assert game_of(reading.record, 1).phase is Phase.BEFORE_ROLL


@pytest.mark.parametrize("text,code", [
    ("", "no-position"), ("hello world", "no-position"), ("Match ID: UYmlACAACAAE", "no-position"),
    ("XGID=nonsense:0:0", "no-position"),
])
def test_text_without_a_position_says_so(text, code):
    with pytest.raises(FileReadError) as info:
        read_positions(text)
    assert info.value.code == code


def test_reading_is_bounded():
    one = (DATA / "xg_checker_en.txt").read_text()
    many = "\n".join([one] * 2100)     # more positions than are read
    t = time.perf_counter()
    reading = read_positions(many)
    assert time.perf_counter() - t < 30
    assert len(reading.record.games) == 2000
    assert reading.warnings[-1].code == "positions-left"
    assert str(reading.warnings[-1]).startswith("only the first 2000 positions of the file are read; the 100")
    with pytest.raises(FileReadError):
        read_positions("x" * (5 * 1024 * 1024))


def test_a_txt_holding_neither_a_match_nor_a_position_is_said_to_be_neither():
    # A .txt may be a match export or a position export: the sentence names both.
    with pytest.raises(FileReadError) as info:
        read_file(b"Dear diary, today I played chess.\n" * 30, "diary.txt")
    assert info.value.code == "file-unknown"
    # A .mat that is not one is still told in the .mat reader's words.
    with pytest.raises(Exception) as info:
        read_file(b"Dear diary, today I played chess.\n" * 30, "diary.mat")
    assert "point match" in str(info.value)
