"""Clipboard text: copy a game as XGID + GNUbg ID; paste an XGID, a GNUbg ID, GNU
Backgammon's board printout or a lone Position ID to set up that exact position and match state
(R41: bad text gets a clear error)."""

import pytest

from bgdesk.engine import Position
from bgdesk.engine.dice import SeededDice
from bgdesk.engine.errors import NotationError
from bgdesk.engine.game import Phase
from bgdesk.engine.match import Match
from bgdesk.engine.matchid import game_ids
from bgdesk.engine.positiontext import MAX_PASTE_CHARS, position_text, read_position_text
from bgdesk.engine.xgid import game_xgid

# GNU Backgammon 1.07's own "show board" printout (Match ID UYmlACAACAAE: 5-point match, 2-1,
# cube 2 owned by player 1, player 1 to play 3-1).
GNUBG_BOARD = """\
 GNU Backgammon  Position ID: 4HPwATDgc/ABMA
                 Match ID   : UYmlACAACAAE
 +13-14-15-16-17-18------19-20-21-22-23-24-+     O: gnubg
 | X           O    |   | O              X |     2 points
 +12-11-10--9--8--7-------6--5--4--3--2--1-+     X: root (Cube: 2)
"""


def test_copy_then_paste_gives_the_same_game():
    # R41: what is copied pastes back to the same state, through either line.
    m = Match(5, dice=SeededDice(4))
    g = m.new_game()
    while g.phase is Phase.OPENING:
        g.roll()
    g.play(g.legal_plays[0])
    g.double()
    text = position_text(g)
    xgid_line, gnubg_line = text.splitlines()
    assert xgid_line == game_xgid(g)
    assert gnubg_line == "GNUbg ID: {}:{}".format(*game_ids(g))
    for pasted in (text, xgid_line, gnubg_line, gnubg_line.split(": ", 1)[1]):
        back = read_position_text(pasted)
        assert back.position_for(0) == g.position_for(0)
        assert (back.phase, back.on_roll, back.cube_value, back.score) == \
            (g.phase, g.on_roll, g.cube_value, g.score)
    assert position_text(m) == text


def test_paste_gnubg_board_printout():
    g = read_position_text(GNUBG_BOARD)
    assert (g.match_length, g.score, g.cube_value, g.cube_owner, g.on_roll, g.dice) == \
        (5, (2, 1), 2, 1, 1, (3, 1))


def test_paste_xgid_inside_other_text_and_without_prefix():
    g = read_position_text("Look at this: XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:5:10.")
    assert g.dice == (5, 2) and g.match_length == 5
    g = read_position_text("-b----E-C---eE---c-e----B-:0:0:-1:00:0:0:0:0:10")
    assert g.on_roll == 1 and g.phase is Phase.BEFORE_ROLL


def test_paste_a_lone_position_id():
    g = read_position_text("  4HPwATDgc/ABMA \n")
    assert g.position == Position.initial() and g.on_roll == 0 and g.match_length == 0
    assert read_position_text("Position ID: 4HPwATDgc/ABMA").phase is Phase.BEFORE_ROLL


def test_a_finished_game_copies_its_gnubg_id_only():
    m = Match(3, dice=SeededDice(1))
    g = m.new_game()
    while g.phase is Phase.OPENING:
        g.roll()
    g.resign(g.on_roll, 1)
    g.accept_resignation()
    text = position_text(g)
    assert text.startswith("GNUbg ID: ") and "XGID" not in text


@pytest.mark.parametrize("text", [
    "", "hello", "Match ID: UYmlACAACAAE", "XGID=nonsense:0:0", "4HPwATDgc/ABMA:UYmlACAACAA!",
    "4HPwATDgc/ABMA:AAAAAAAAAAAA" + "x", "x" * (MAX_PASTE_CHARS + 1), None, 42,
    "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:9:9:0:5:10",
])
def test_bad_paste(text):
    with pytest.raises(NotationError):
        read_position_text(text)
