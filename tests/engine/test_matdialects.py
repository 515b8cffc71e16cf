"""Reading the .mat dialects of other programs as GNU Backgammon reads them.

* The files in data/dialects/ are written the way eXtreme Gammon (BOM, CRLF, wide columns,
  ``Cannot Move``, ``???``, one checker's steps as one move), Backgammon Galaxy (``Losses``
  beside ``Wins``, the final line counting only the points needed, accented names), Backgammon
  Studio (no hit marks, ``Cannot Move``), GridGammon (ratings after the names) and old
  programs (no hit marks, 25/0 for bar/off, steps out of order, ``(2)``) write them, plus a
  money session whose score lines stay ``0 : 0``. GNU Backgammon (``gnubg -t``) imports each,
  and every game is compared with ours: the board before and after every move, every cube
  action, the winner and the points. Our export of what we read is imported by GNU
  Backgammon too, and must be read as the original.
* Small texts written here show each dialect feature alone, the warnings (read on, and say
  what was odd) and the errors (the line, in words a player knows).
* A property: matches played by the bots, written in each dialect, read back as the same
  match.
"""

from __future__ import annotations

import random
import re
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bgdesk.engine.errors import NotationError
from bgdesk.engine.match import Match, replay_match
from bgdesk.engine.matfile import export_mat
from bgdesk.engine.matimport import (
    MAX_WARNINGS, MESSAGES, ImportCancelled, MatReadError, import_mat, read_mat,
)
from bgdesk.engine.position import Position
from bgdesk.engine.record import EventKind, Rules

HERE = Path(__file__).resolve().parent
DIALECT_FILES = sorted((HERE / "data" / "dialects").glob("*.mat"))
sys.path.insert(0, str(HERE))
from mat_dialects import (  # noqa: E402
    DIALECTS, GALAXY, GNUBG, as_read, bot_match, repeated_session, write_dialect,
)
from test_matfile import _after, gnubg_path, our_records, run_gnubg  # noqa: E402

# On one worker: GNU Backgammon reads every dialect file once (gnubg_readings) for them all.
pytestmark = pytest.mark.xdist_group("matdialects")

PLAYER = {"X": 0, "O": 1}


# ---------------------------------------------------------------------------------------------
# GNU Backgammon, once for the module
# ---------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def gnubg_readings(tmp_path_factory):
    """GNU Backgammon's reading of every dialect file, and of our export of our reading."""
    if gnubg_path() is None:
        pytest.skip("GNU Backgammon is not installed (Debian package: gnubg)")
    work = tmp_path_factory.mktemp("dialects")
    jobs = []
    for path in DIALECT_FILES:
        money = read_mat(path.read_bytes()).record
        again = work / f"again-{path.name}"
        again.write_text(export_mat(money), encoding="utf-8")
        rules = {"jacoby": money.rules.jacoby, "beavers": money.rules.beavers}
        jobs += [dict(rules, path=str(path)), dict(rules, path=str(again))]
    result = run_gnubg({"imports": jobs}, work)
    out = {}
    for i, path in enumerate(DIALECT_FILES):
        first, again = result["imports"][2 * i], result["imports"][2 * i + 1]
        assert "error" not in first and "error" not in again, (first, again)
        out[path.name] = (first["match"], again["match"])
    return out


def gnubg_game(theirs: dict) -> list:
    """GNU Backgammon's records of a game that a .mat file holds, minus one artefact of its
    reader: a line too short to be split re-reads the right-hand entry of the line before it,
    which shows as a second double after a pass."""
    out = []
    for r in theirs["records"]:
        if r["action"] not in ("move", "set", "double", "take", "drop", "resign"):
            continue
        if r["action"] == "double" and out and out[-1]["action"] == "drop":
            continue
        out.append(r)
    return out


def assert_same_game(grec, rules: Rules, theirs: dict, label: str) -> int:
    """Every move (the board before it, the board after it), cube action, resignation, the
    winner and the points of our record are GNU Backgammon's."""
    ours = our_records(grec, rules)
    recs = gnubg_game(theirs)
    assert [(o["action"], o["player"]) for o in ours] == \
        [(r["action"], PLAYER[r["player"]]) for r in recs], label
    moves = 0
    for j, (o, r) in enumerate(zip(ours, recs)):
        where = f"{label}, record {j + 1}"
        if o["action"] in ("move", "set"):
            assert o["dice"] == sorted(r["dice"]), where
        if o["action"] == "move":
            assert o["board"] == r["board"], where
            assert _after(Position.from_position_id(r["board"]).board, r["move"]) == o["after"], \
                where
            moves += 1
        if o["action"] == "resign":
            assert o["points"] == r["points"], where
    info = theirs["info"]
    res = grec.result
    if res is None:
        assert info.get("winner") is None, label
    else:
        assert (PLAYER[info["winner"]], info["points-won"]) == (res.winner, res.points), label
    return moves


@pytest.mark.parametrize("name", [p.name for p in DIALECT_FILES])
def test_gnubg_reads_each_dialect_file_as_we_do(gnubg_readings, name):
    # R41: every move of every game, the cube, the winner and the points, as GNU Backgammon.
    path = HERE / "data" / "dialects" / name
    reading = read_mat(path.read_bytes())
    rec = reading.record
    theirs, _again = gnubg_readings[name]
    assert theirs["info"]["match-length"] == rec.length
    assert len(theirs["games"]) == len(rec.games) >= 1
    moves = 0
    for gi, (g, t) in enumerate(zip(rec.games, theirs["games"])):
        moves += assert_same_game(g, rec.rules, t, f"{name} game {gi + 1}")
        if rec.length:
            # In a match the score before each game is the file's, as GNU Backgammon's.
            assert (t["info"]["score-X"], t["info"]["score-O"]) == g.score, name
    assert moves >= 15
    # These files hold nothing odd: no warning.
    assert reading.warnings == (), [str(w) for w in reading.warnings]


@pytest.mark.parametrize("name", [p.name for p in DIALECT_FILES])
def test_our_export_of_a_dialect_file_is_read_by_gnubg_as_the_original(gnubg_readings, name):
    theirs, again = gnubg_readings[name]
    assert len(again["games"]) == len(theirs["games"])
    for gi, (a, b) in enumerate(zip(theirs["games"], again["games"])):
        ra, rb = gnubg_game(a), gnubg_game(b)
        assert [(r["action"], r["player"], sorted(r.get("dice") or []), r.get("board"))
                for r in ra] == \
            [(r["action"], r["player"], sorted(r.get("dice") or []), r.get("board"))
             for r in rb], f"{name} game {gi + 1}"
        for x, y in zip(ra, rb):
            if x["action"] == "move":
                before = Position.from_position_id(x["board"]).board
                assert _after(before, x["move"]) == _after(before, y["move"]), name
        for key in ("winner", "points-won"):
            assert a["info"].get(key) == b["info"].get(key), f"{name} game {gi + 1}"


# ---------------------------------------------------------------------------------------------
# Each dialect feature alone
# ---------------------------------------------------------------------------------------------

HEAD = " 3 point match\n\n Game 1\n Alice : 0                      Bob : 0\n"


def plays(record, game: int = 0) -> list:
    return [e.notation for e in record.games[game].events if e.kind is EventKind.PLAY]


def codes(text) -> list:
    return [(w.line, w.code) for w in read_mat(text).warnings]


def test_an_unmarked_hit_is_a_hit():
    # R14: 24/18 lands on 18, where Bob's lone checker stands: it is hit whether or not the
    # file says so, and Bob must enter next.
    text = HEAD + ("  1)                             65: 13/7 13/8\n"
                   "  2) 63: 24/18 18/15             42: bar/21 13/11\n")
    assert plays(import_mat(text)) == ["13/8 13/7", "24/18*/15", "bar/21 13/11"]
    assert codes(text) == []


def test_the_written_points_are_passed_through():
    # 24/21 21/15 passes 21, not 18: Bob's blot on 18 stays, and 24/15 (one move) goes the way
    # that hits nothing, as GNU Backgammon reads it.
    via21 = HEAD + ("  1)                             65: 13/7 13/8\n"
                    "  2) 63: 24/21 21/15             42: 7/3 8/6\n")
    assert plays(import_mat(via21))[1] == "24/15"
    joined = via21.replace("24/21 21/15", "24/15")
    assert plays(import_mat(joined))[1] == "24/15"
    # Written highest point last, the steps are still read: 18/15 after 24/18.
    assert plays(import_mat(HEAD + "  1)                             65: 13/7 13/8\n"
                                   "  2) 63: 18/15 24/18             42: bar/21 13/11\n"))[1] \
        == "24/18*/15"


def test_a_joined_move_that_must_hit_on_the_way():
    # 64: 13/3 passes 9 or 7, and Bob has lone checkers on both: the file does not say which
    # one was hit, so the move cannot be read.
    text = HEAD + ("  1)                             62: 24/18 13/11\n"
                   "  2) 21: 13/11 6/5               53: 24/16\n"
                   "  3) 64: 13/3\n")
    err = damage(text)
    assert err.line == 7 and err.code == "ambiguous-hit"
    assert "does not say which one was hit" in str(err)


def find_play(test, seeds=range(1, 200)):
    """The first bot match (and game, event index) with a play for which ``test(position,
    event)`` holds."""
    from bgdesk.engine.game import Game, replay_into
    from bgdesk.engine.dice import ManualDice

    for seed in seeds:
        rec = bot_match(3, seed).record()
        for gi, grec in enumerate(rec.games):
            g = Game(rec.rules, ManualDice(), match_length=grec.match_length, score=grec.score,
                     crawford=grec.crawford)
            for i, ev in enumerate(grec.events):
                if ev.kind is EventKind.PLAY and test(g.position, ev):
                    return rec, gi, i
                replay_into(g, [ev])
    pytest.skip("no such play in the matches tried")


def test_a_joined_move_read_the_only_way_open_hits():
    # 24/13 written for a 6-5 whose only open way hits on the way: read that way, and said.
    def hit_between(pos, ev):
        if len(ev.steps) != 2 or ev.dice[0] == ev.dice[1]:
            return False
        (a, b), (c, d) = ev.steps
        if b != c or not d or pos.board[b] != -1:
            return False
        other = a - (a - b == ev.dice[0] and ev.dice[1] or ev.dice[0])
        return pos.board[other] <= -2

    rec, gi, i = find_play(hit_between)
    (a, b), (_c, d) = rec.games[gi].events[i].steps
    reading = read_mat(write_dialect(rec, GNUBG, {(gi, i): f"{a if a < 25 else 'bar'}/{d}"}))
    assert [w.code for w in reading.warnings] == ["hit-implied"]
    assert as_read(reading.record) == as_read(rec)


def test_cannot_move_and_nothing_written_for_a_dance():
    # R16: a roll that cannot be played, written as nothing (GNU Backgammon), as 'Cannot Move'
    # (XG, Backgammon Studio) or as "can't move".
    rec, _gi, _i = find_play(lambda pos, ev: not ev.steps)
    for dance in ("", "Cannot Move", "can't move"):
        text = write_dialect(rec, replace(GNUBG, dance=dance))
        assert dance in text
        reading = read_mat(text)
        assert reading.warnings == () and as_read(reading.record) == as_read(rec)


def test_a_roll_left_unplayed_before_a_resignation():
    # XG writes '???' after the dice when the player resigned after rolling; GNU Backgammon's
    # files leave the move empty. The roll stays unplayed and the game ends by resignation.
    for mark in ("", " ???", " ????"):
        text = HEAD + ("  1)                             65: 13/7 13/8\n"
                       f"  2) 63:{mark}\n"
                       "                                  Wins 1 point\n")
        rec = import_mat(text)
        g = rec.games[0]
        assert [e.kind for e in g.events][-4:] == [EventKind.PLAY, EventKind.ROLL,
                                                   EventKind.RESIGN, EventKind.ACCEPT]
        assert (g.result.winner, g.result.points, g.result.reason.value) == (1, 1, "resign")
        assert codes(text) == []


def _resigned_before_a_forced_win(seed: int):
    """A 7-point match of random plays in which, at some game's end, the player on roll has
    rolled a forced play that would bear off his last checkers for a gammon or more, and the
    other player resigns a single game instead (before the play). None when the seed gives no
    such moment."""
    import game_driver
    from bgdesk.engine.dice import SeededDice
    from bgdesk.engine.game import Phase

    rng = random.Random(seed)
    m = Match(7, dice=SeededDice(seed))
    while not m.is_over:
        g = m.new_game()
        for _ in range(3000):
            if g.is_over:
                break
            if g.phase is Phase.MOVING and len(g.legal_plays) == 1:
                after = g.legal_plays[0].result_board
                roller = g.on_roll
                if sum(n for n in after if n > 0) == 0 and g.position.board[0] > -15 \
                        and sum(-n for n in after if n < 0) == 15:
                    g.resign(1 - roller, 1)
                    g.accept_resignation(player=roller)
                    return m, len(m.games) - 1
            game_driver.act(g, rng, game_driver.race_weights())
    return None


def test_a_resignation_after_a_roll_whose_only_play_would_win_more():
    # R16 and the resignation rules: Bob resigns a single game after Ann rolled a roll whose
    # only play bears off her last checkers for a gammon. The .mat writes the roll and no
    # move (as GNU Backgammon does); reading it, the forced play would end the game for 2 or
    # 3 points where the file says 1: the roll stays unplayed and the game ended by Bob's
    # resignation, and the games after it are read too.
    found = None
    for seed in range(1, 200):
        found = _resigned_before_a_forced_win(seed)
        if found:
            break
    assert found, "no seed gives the moment"
    m, gi = found
    # Play the match on to its end, so that games follow the resigned one.
    rng = random.Random(gi)
    import game_driver
    while not m.is_over:
        game_driver.play_out(m.new_game(), rng, weights=game_driver.race_weights())
    rec = m.record()
    text = export_mat(rec)
    reading = read_mat(text)
    assert [w.code for w in reading.warnings] == []
    back = reading.record
    assert len(back.games) == len(rec.games) > gi + 1
    g = back.games[gi]
    assert [e.kind for e in g.events][-3:] == [EventKind.ROLL, EventKind.RESIGN,
                                               EventKind.ACCEPT]
    assert (g.result.points, g.result.reason.value) == (rec.games[gi].result.points, "resign")
    assert as_read(back) == as_read(rec)


def test_a_forced_play_left_unwritten_is_made():
    # GNU Backgammon makes the only possible play of a roll written without a move.
    def forced(pos, ev):
        plays = pos.legal_plays(*ev.dice)
        return len(plays) == 1 and not plays[0].is_empty() and len(ev.steps) == 1

    rec, gi, i = find_play(forced)
    reading = read_mat(write_dialect(rec, GNUBG, {(gi, i): ""}))
    assert [w.code for w in reading.warnings] == ["forced-move"]
    assert as_read(reading.record) == as_read(rec)


def test_losses_beside_or_instead_of_wins():
    # Backgammon Galaxy writes the loser's 'Losses n' next to the winner's 'Wins n'; alone it
    # says the same. Bob resigns a single game here.
    game = HEAD + "  1)                             65: 13/7 13/8\n  2) 63: 24/18 18/15\n"
    for end in ("  3)                             Losses 1 point\n      Wins 1 point\n",
                "  3) Wins 1 point                  Losses 1 point\n",
                "  3)                             Losses 1 point\n"):
        rec = import_mat(game + end)
        r = rec.games[0].result
        assert (r.winner, r.points, r.kind, r.reason.value) == (0, 1, 1, "resign")
        assert codes(game + end) == []


def test_a_forfeit_before_the_first_roll():
    # A Galaxy game given up before anyone rolled: no score line, a 'Losses' and a 'Wins'.
    text = ('; [Site "BackgammonGalaxy"]\n; [Player 1 "ann"]\n; [Player 2 "bo"]\n\n'
            "2 point match\n\n Game 1\n"
            "  1)                              Losses 1 point\n      Wins 1 point\n")
    reading = read_mat(text)
    rec = reading.record
    assert rec.meta["names"] == ["ann", "bo"]
    assert [(w.line, w.code) for w in reading.warnings] == [(7, "no-score-line")]
    r = rec.games[0].result
    assert (r.winner, r.points, r.reason.value) == (0, 1, "resign")
    assert replay_match(rec).score == (1, 0)


def test_the_final_line_that_counts_only_the_points_needed():
    # Galaxy writes 'Wins 2 points and the match' when 2 points were all the winner needed:
    # the game keeps what it scores as played (a gammon at a cube of 2: 4 points), as GNU
    # Backgammon keeps it, and nothing is reported.
    for seed in range(1, 200):
        rec = bot_match(5, seed).record()
        last = rec.games[-1]
        needed = 5 - last.score[last.result.winner]
        if last.result.points > needed and last.result.reason.value != "resign":
            break
    else:
        pytest.skip("no match won by more points than needed")
    text = write_dialect(rec, GALAXY)
    assert f"Wins {needed} point{'s' if needed > 1 else ''} and the match" in text
    reading = read_mat(text)
    assert reading.warnings == ()
    assert as_read(reading.record) == as_read(rec)
    # A resignation capped the same way is read as GNU Backgammon reads it: from the points
    # and the cube (2 points at a cube of 1: a gammon).
    text = HEAD.replace("Alice : 0 ", "Alice : 1 ") + (
        "  1)                             65: 13/7 13/8\n"
        "  2) 63: 24/18 18/15\n"
        "      Wins 2 points and the match\n")
    r = import_mat(text).games[0].result
    assert (r.winner, r.kind, r.points) == (0, 2, 2)


def test_names_with_ratings_accents_or_nothing():
    # GridGammon writes a rating after the name; GNU Backgammon keeps it apart.
    text = (" 1 point match\n\n Game 1\n Jérôme, 1650.25 : 0            bob, 1702 : 0\n"
            "  1) 31: 8/5 6/5\n")
    rec = import_mat(text)
    assert rec.meta["names"] == ["Jérôme", "bob"] and rec.meta["ratings"] == ["1650.25", "1702"]
    # The same file in Latin-1 (older programs) and in UTF-8 with a byte-order mark.
    assert import_mat(text.encode("latin-1")).meta["names"][0] == "Jérôme"
    assert import_mat(b"\xef\xbb\xbf" + text.encode("utf-8")).meta["names"][0] == "Jérôme"
    # Names with spaces; an empty name is the header tag's, else 'Player 1' / 'Player 2'.
    text = " 1 point match\n\n Game 1\n  : 0            Anna  Maria  Lopez : 0\n  1) 31: 8/5 6/5\n"
    assert import_mat(text).meta["names"] == ["Player 1", "Anna Maria Lopez"]
    assert import_mat('; [Player 1 "Zoë"]\n' + text).meta["names"] == ["Zoë", "Anna Maria Lopez"]


@pytest.mark.parametrize("newline", ["\r\n", "\r", "\n"])
def test_line_ends_and_byte_order_mark(newline):
    text = HEAD + ("  1)                             65: 13/7 13/8\n"
                   "  2) 63: 24/18 18/15             42: bar/21 13/11\n")
    data = text.replace("\n", newline)
    for form in (data, "\ufeff" + data, data.encode("utf-8"), b"\xef\xbb\xbf" + data.encode()):
        assert plays(import_mat(form)) == ["13/8 13/7", "24/18*/15", "bar/21 13/11"]
    # An end-of-file mark (Ctrl-Z) from old DOS programs.
    assert plays(import_mat(data + "\x1a")) == plays(import_mat(data))


def test_money_sessions_whose_score_lines_stay_zero():
    rec = bot_match(0, 1, games=5, rules=Rules(jacoby=True, beavers=True)).record()
    text = write_dialect(rec, replace(GNUBG, zero_money_scores=True))
    assert text.count(" : 0") == 2 * len(rec.games)
    reading = read_mat('; [Jacoby "On"]\n' + text)
    assert reading.warnings == ()
    assert [g.score for g in reading.record.games] == [g.score for g in rec.games]
    assert as_read(reading.record) == as_read(rec)


def test_reading_stops_at_the_end_of_the_match():
    rec = bot_match(3, 2).record()
    text = export_mat(rec)
    more = text + text[text.index(" Game 1"):]
    reading = read_mat(more)
    assert len(reading.record.games) == len(rec.games)
    assert [w.code for w in reading.warnings] == ["after-match"]
    assert reading.warnings[0].values["count"] == len(rec.games)


def test_missing_answers_and_turns():
    # The doubler rolls on: the take was not written (read as a take).
    text = HEAD + ("  1)                             65: 13/7 13/8\n"
                   "  2)  Doubles => 2\n"
                   "  3) 63: 24/18 18/15             42: bar/21 13/11\n")
    assert codes(text) == [(7, "take-implied")]
    g = import_mat(text).games[0]
    assert [e.kind for e in g.events][2:5] == [EventKind.DOUBLE, EventKind.TAKE, EventKind.ROLL]
    # A pass not written: the end of the game says it.
    text = HEAD + ("  1)                             65: 13/7 13/8\n"
                   "  2)  Doubles => 2\n"
                   "      Wins 1 point\n")
    assert codes(text) == [(7, "drop-implied")]
    assert import_mat(text).games[0].result.reason.value == "drop"
    # A take that answers nothing is left out.
    assert codes(HEAD + "  1)                             65: 13/7 13/8\n  2)  Takes\n") == [
        (6, "no-double")]


def test_a_turn_that_is_not_written():
    # GNU Backgammon reads on when a player's turn is missing (a dance left out altogether);
    # such a turn is read as a roll that cannot be played (the first of them), and reported.
    rec, gi, i = find_play(lambda pos, ev: not ev.steps and ev.dice[0] != ev.dice[1])
    reading = read_mat(write_dialect(rec, GNUBG, {(gi, i): None}))
    assert [w.code for w in reading.warnings] == ["missing-turn"]
    m = replay_match(reading.record)
    assert [g.result for g in m.games] == [g.result for g in rec.games]
    assert [g.position_for(0) for g in m.games] == [g.position_for(0)
                                                     for g in replay_match(rec).games]


def test_a_game_may_be_read_from_a_file_that_starts_mid_match():
    # A file that starts at 4-2 in a 5-point match begins with the Crawford game; a double in
    # it says the Crawford game is already behind.
    start = (" 5 point match\n\n Game 1\n Alice : 4                      Bob : 2\n"
             "  1)                             65: 13/7 13/8\n")
    rec = import_mat(start)
    assert rec.start_score == (4, 2) and rec.start_crawford and rec.games[0].crawford
    rec = import_mat(start + "  2)  Doubles => 2               Takes\n")
    assert not rec.start_crawford and not rec.games[0].crawford
    replay_match(rec)


def test_warnings_are_bounded():
    text = HEAD + "".join(f"  {i + 1}) nonsense here\n" for i in range(200))
    reading = read_mat(text)
    assert len(reading.warnings) == MAX_WARNINGS + 1
    assert reading.warnings[-1].code == "more-warnings"
    assert reading.warnings[-1].values["count"] == 200 - MAX_WARNINGS


# ---------------------------------------------------------------------------------------------
# Errors: the line, in words a player knows
# ---------------------------------------------------------------------------------------------

BAD = [
    ("  1)                             65: 13/7 13/8\n  2) 63: 24/18 18/14\n",
     6, "wrong-distance", "Alice's '63: 24/18 18/14': 18/14 is a move of 4, which the roll 6-3 "
                          "does not play"),
    ("  1)                             65: 13/7 13/8\n  2) 63: 24/18 18/15             42: 13/9 13/11\n",
     6, "bar-first", "Bob has a checker on the bar, which must come in before any other "
                     "checker moves"),
    ("  1)                             65: 13/7 13/8\n  2) 63: 20/14 24/21\n",
     6, "no-checker", "Alice has no checker on point 20"),
    ("  1)                             64: 24/18 13/9\n  2) 65: 24/19 24/18\n",
     6, "blocked", "point 19 is held by Bob"),
    ("  1)                             64: 24/18 13/9\n  2) 65: 6/1\n",
     6, "dice-unused", "leaves part of the roll unplayed"),
    ("  1)                             64: 24/18 13/9\n  2)  Doubles => 2\n  3)  Doubles => 2\n",
     7, "double-pending", "a double already waits"),
    ("  1)                             64: 24/18 13/9 8/2\n",
     5, "too-many-moves", "moves more checkers than 6-4 allows"),
    ("  1)                             64: 24/18 13/9x\n",
     5, "bad-move", "'13/9x' is not a move"),
    ("  1)                             64: 24/18 13/9\n      Wins 1 point\n  2) 65: 24/13\n",
     7, "game-over", "comes after the end of the game"),
]


def damage(text: str) -> MatReadError:
    """What cannot be read in ``text``: the error, or the reason a game was cut short (R41: a
    game read up to the damage is kept, unfinished, and the file is not refused)."""
    try:
        reading = read_mat(text)
    except MatReadError as e:
        return e
    cut = [w for w in reading.warnings if w.code in ("game-cut", "game-rest")]
    assert cut, [str(w) for w in reading.warnings]
    # A game cut short is kept unfinished; one already over keeps its result.
    assert (reading.record.games[0].result is None) == (cut[0].code == "game-cut")
    code, values = cut[0].values["cause"]
    assert cut[0].line == MatReadError(cut[0].line, code, **values).line
    return MatReadError(cut[0].line, code, **values)


@pytest.mark.parametrize("body,line,code,words", BAD)
def test_errors_name_the_line_in_a_players_words(body, line, code, words):
    err = damage(HEAD + body)
    text = str(err)
    assert (err.line, err.code) == (line, code), text
    assert text.startswith(f"line {line}: ") and words in text, text
    assert not re.search(r"\byou\b|\byour\b|\bR\d+\b", text, re.IGNORECASE), text
    assert isinstance(err, NotationError)


def test_every_message_reads_as_a_sentence_for_a_player():
    for code, template in MESSAGES.items():
        assert not re.search(r"\byou\b|\byour\b|\bR\d+\b", template, re.IGNORECASE), code
        assert (template[0].islower() or template[0] in "{'") and not template.endswith("."), \
            code


# ---------------------------------------------------------------------------------------------
# Progress, cancelling, limits
# ---------------------------------------------------------------------------------------------

def test_progress_is_reported_and_the_reading_can_be_cancelled():
    text = repeated_session(40)
    seen = []
    rec = import_mat(text, progress=lambda done, total: seen.append((done, total)))
    total = text.count("\n") + 1
    assert len(rec.games) == 40 and seen[-1] == (total, total)
    assert seen == sorted(seen) and len(seen) >= 2
    calls = []

    def stop(done, total):
        calls.append(done)
        return False

    with pytest.raises(ImportCancelled):
        import_mat(text, progress=stop)
    assert len(calls) == 1 and calls[0] < total


def test_a_long_session_is_read_with_its_score():
    text = repeated_session(80)
    rec = import_mat(text)
    m = replay_match(rec)
    assert len(rec.games) == 80
    for player in (0, 1):
        assert sum(g.result.points for g in rec.games if g.result.winner == player) == \
            m.score[player]


def test_the_match_score_is_kept_as_games_are_added():
    # The score before the next game is the last one plus one result, however long the match.
    m = Match(0)
    for _ in range(3):
        g = m.new_game()
        g.resign(0)
        g.accept_resignation()
    assert m.score == (0, 3)
    g = m.new_game()
    assert g.score == (0, 3) and m.score == (0, 3)


# ---------------------------------------------------------------------------------------------
# The property: bot matches written in every dialect read back the same
# ---------------------------------------------------------------------------------------------

@pytest.mark.slow  # a long test: started early (tests/conftest.py)
@settings(max_examples=20, deadline=None, print_blob=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(1, 10_000), length=st.sampled_from([0, 1, 3, 5]),
       dialect=st.sampled_from(DIALECTS), crlf=st.booleans(), bom=st.booleans())
def test_bot_matches_read_back_the_same_in_every_dialect(seed, length, dialect, crlf, bom):
    rules = Rules(jacoby=bool(seed % 2), beavers=bool(seed % 3 == 0)) if not length else None
    rec = bot_match(length, seed, games=2, rules=rules).record()
    d = replace(dialect, newline="\r\n" if crlf else "\n", bom=bom)
    if not length:
        tags = tuple(t for t in d.tags if "Jacoby" not in t and "Beaver" not in t)
        d = replace(d, tags=tags + (f'; [Jacoby "{"On" if rec.rules.jacoby else "Off"}"]',
                                    f'; [Beaver "{"On" if rec.rules.beavers else "Off"}"]'))
    text = write_dialect(rec, d)
    reading = read_mat(text.encode("utf-8") if seed % 2 else text)
    got, want = as_read(reading.record), as_read(rec)
    if d.galaxy_end and rec.length and rec.games[-1].result.reason.value == "resign":
        # The capped final line of a resignation keeps only what the winner needed; GNU
        # Backgammon reads the resignation from it (see the test above): same winner, and the
        # match is won.
        (s, c, r, items), (s2, c2, r2, items2) = got[-1], want[-1]
        assert (s, c, r[0], items[:-1]) == (s2, c2, r2[0], items2[:-1])
        assert s[r[0]] + r[1] >= rec.length
        got, want = got[:-1], want[:-1]
    assert got == want
    assert reading.warnings == ()
