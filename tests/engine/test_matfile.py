""".mat export and import, checked against GNU Backgammon itself.

* Our exports of scripted and random (bot-vs-bot style) matches and money sessions are imported
  by ``gnubg -t`` and every game it replays is compared with ours, record by record: the actor,
  the dice, the Position ID before each move, the position after it, cube actions,
  resignations, the winner, the points and the scores.
* Files GNU Backgammon writes (it plays itself short matches) are imported by our engine with
  every move checked, and compared with GNU Backgammon's own record of those matches.
* Malformed and hostile text raises NotationError naming the line (R41).

GNU Backgammon runs once for the whole module (a Python script inside ``gnubg -t``); without it
those tests are skipped (``.ci/run`` installs the Debian package ``gnubg``).
"""

from __future__ import annotations

import functools
import json
import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bgdesk.engine import Position
from bgdesk.engine.dice import ManualDice, SeededDice
from bgdesk.engine.errors import BgdeskError, NotationError
from bgdesk.engine.fairdice import FairDice, verify
from bgdesk.engine.game import Game, Phase, replay_into
from bgdesk.engine.match import Match, replay_match
from bgdesk.engine.matfile import (
    MAX_MAT_BYTES, MatExportError, MatReadError, export_mat, import_mat, player_names, read_mat,
)
from bgdesk.engine.record import EventKind, MatchRecord, Rules
from bgdesk.engine.turn import Turn

HERE = Path(__file__).resolve().parent
DATA = HERE / "data"
sys.path.insert(0, str(HERE))
import game_driver  # noqa: E402

# On one worker: GNU Backgammon reads every match once (gnubg_run) for them all.
pytestmark = pytest.mark.xdist_group("matfile")


def gnubg_path() -> str | None:
    return shutil.which("gnubg") or next(
        (p for p in ("/usr/games/gnubg", "/usr/bin/gnubg") if os.access(p, os.X_OK)), None)


def run_gnubg(job: dict, workdir: Path, timeout: float = 120) -> dict:
    """Run tests/engine/data/gnubg_dump.py inside ``gnubg -t`` with ``job``; return its result."""
    home = workdir / "home"
    home.mkdir(exist_ok=True)
    job = dict(job, result=str(workdir / "result.json"))
    (workdir / "job.json").write_text(json.dumps(job))
    env = dict(os.environ, HOME=str(home), BGDESK_GNUBG_JOB=str(workdir / "job.json"))
    proc = subprocess.run([gnubg_path(), "-t", "-q", "-p", str(DATA / "gnubg_dump.py")],
                          env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True, errors="replace",
                          timeout=timeout)
    result = workdir / "result.json"
    if not result.exists():
        raise AssertionError(f"gnubg produced no result:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    return json.loads(result.read_text())


# ---------------------------------------------------------------------------------------------
# Matches to export
# ---------------------------------------------------------------------------------------------

def play(game: Game, *steps) -> None:
    """Play the roll by these (from, to) steps, in this order (as a person drags them)."""
    turn = Turn(game.position, game.dice)
    turn.apply_path(steps)
    game.play(turn.play())


def scripted_match() -> Match:
    """A 3-point match: opening, double/take, resignation, the Crawford game, a drop (R6, R24,
    R25, R27, R29)."""
    m = Match(3, dice=ManualDice(), meta={"names": ["Alice", "Bob"], "date": "2026.01.02"})
    g = m.new_game()
    g.roll((3, 1))                      # Alice 3, Bob 1: Alice opens with 3-1
    play(g, (8, 5), (6, 5))
    g.roll((6, 4))
    play(g, (24, 18), (13, 9))
    g.double()
    g.take()
    g.roll((2, 1))
    play(g, (13, 11), (6, 5))
    g.resign(1, 1)                      # Bob resigns a single game at cube 2
    g.accept_resignation()
    g = m.new_game()                    # 2-0: the Crawford game
    assert g.crawford
    g.roll((1, 5))                      # Bob opens with 5-1
    play(g, (13, 8), (6, 5))
    g.roll((6, 6))
    play(g, (24, 18), (24, 18), (13, 7), (13, 7))
    g.roll((3, 3))
    play(g, (8, 5), (8, 5), (6, 3), (6, 3))
    g.resign(0, 2)                      # Alice resigns a gammon: 2 points, 2-2
    g.accept_resignation()
    g = m.new_game()
    g.roll((6, 5))
    play(g, (24, 18), (18, 13))
    g.double()                          # Bob doubles, Alice passes: 2-3
    g.drop()
    assert m.is_over and m.score == (2, 3)
    return m


class Ordered:
    """A view of a game for game_driver: ``legal_actions`` comes back sorted, so that a seed
    gives the same match in every run (a frozenset's order follows the string hash seed)."""

    def __init__(self, game: Game) -> None:
        self._game = game

    def __getattr__(self, name):
        return getattr(self._game, name)

    def legal_actions(self, player):
        return sorted(self._game.legal_actions(player), key=lambda a: a.value)


def play_out(game: Game, rng: random.Random, weights=None) -> Game:
    view = Ordered(game)
    for _ in range(5000):
        if game.is_over:
            break
        game_driver.act(view, rng, weights or game_driver.WEIGHTS)
    return game


def random_match(length: int, seed: int, rules: Rules | None = None, games: int = 0,
                 weights=None) -> Match:
    """A match (or money session of ``games`` games) of random legal decisions."""
    rng = random.Random(seed)
    m = Match(length, rules, SeededDice(seed), meta={"names": [f"Bot {seed}a", f"Bot {seed}b"]})
    played = 0
    while not m.is_over and (length or played < games):
        play_out(m.new_game(), rng, weights)
        played += 1
    return m


def hitting_weights():
    """Rolls and plays only: long games with hits, bar entries, closed boards and bear-offs."""
    return game_driver.race_weights()


@functools.lru_cache(maxsize=None)
def matches_to_compare() -> dict[str, Match]:
    out = {"scripted": scripted_match()}
    for seed, length in ((1, 3), (2, 5), (3, 7), (4, 5), (5, 11), (11, 9), (12, 7), (13, 5),
                         (14, 5), (15, 3), (16, 13)):
        out[f"match{length}-{seed}"] = random_match(length, seed)
    for seed in (6, 7, 17, 18):
        out[f"race-{seed}"] = random_match(1, seed, weights=hitting_weights())
    out["money-jacoby-beavers"] = random_match(0, 8, Rules(jacoby=True, beavers=True), games=6)
    out["money-plain"] = random_match(0, 9, Rules(), games=4)
    out["money-races"] = random_match(0, 10, Rules(jacoby=True), games=4,
                                      weights=hitting_weights())
    return out


# ---------------------------------------------------------------------------------------------
# Our replay, in GNU Backgammon's terms
# ---------------------------------------------------------------------------------------------

def _after(board: tuple, steps) -> Position:
    """The position after ``steps`` (from, to) played in order from ``board`` (mover's view)."""
    bl = list(board)
    for s, t in steps:
        bl[s] -= 1
        if t > 0:
            if bl[t] == -1:
                bl[t] = 1
                bl[0] += 1
            else:
                bl[t] += 1
    return Position(tuple(bl))


def our_records(grec, rules: Rules) -> list[dict]:
    """The records GNU Backgammon keeps for a game, computed by our engine: each move with the
    Position ID before it (mover's view) and the position after it."""
    game = Game(rules, ManualDice(), match_length=grec.match_length, score=grec.score,
                crawford=grec.crawford, start=grec.start)
    out: list[dict] = []
    pending_resign = None
    for i, ev in enumerate(grec.events):
        before = game.position if game.phase is Phase.MOVING else None
        replay_into(game, [ev], f"event {i + 1}")
        made = game.events[-1]
        k = made.kind
        who = made.player
        if k is EventKind.ROLL or (k is EventKind.OPENING_ROLL and who is not None):
            out.append({"action": "set", "player": who, "dice": sorted(made.dice)})
        elif k is EventKind.PLAY:
            out[-1] = {"action": "move", "player": who, "dice": sorted(made.dice),
                       "board": before.position_id(), "after": game.position_for(who)}
        elif k is EventKind.DOUBLE:
            out.append({"action": "double", "player": who})
        elif k in (EventKind.TAKE, EventKind.DROP):
            out.append({"action": k.value, "player": who})
        elif k is EventKind.BEAVER:
            out.append({"action": "double", "player": who})
            out.append({"action": "take", "player": 1 - who})
        elif k is EventKind.RESIGN:
            # The format writes the points, not the kind: under the Jacoby rule a gammon
            # resigned with the cube not turned is worth a single game, and reads back as one.
            kind = min(x for x in (1, 2, 3) if game.stake(x) == game.stake(made.resign))
            pending_resign = (who, kind)
        elif k is EventKind.ACCEPT:
            out.append({"action": "resign", "player": pending_resign[0], "points": pending_resign[1]})
        elif k is EventKind.DECLINE:
            pending_resign = None
    return out


def compare_game(ours_rec, rules: Rules, theirs: dict, label: str) -> int:
    """Assert that GNU Backgammon's game ``theirs`` is our game record; returns moves compared."""
    ours = our_records(ours_rec, rules)
    recs = [r for r in theirs["records"] if r["action"] in
            ("move", "set", "double", "take", "drop", "resign")]
    pl = {"X": 0, "O": 1}
    assert len(ours) == len(recs), label
    moves = 0
    for j, (o, t) in enumerate(zip(ours, recs)):
        where = f"{label}, record {j + 1}"
        assert pl[t["player"]] == o["player"], where
        if o["action"] == "set" and t["action"] == "move":
            # A roll then a resignation before it was played ("53:" with no move). GNU
            # Backgammon keeps it as a roll, except that it plays a *forced* move by itself
            # (or, when the roller won, records an empty move). Either way it is the last roll.
            assert recs[j + 1]["action"] == "resign", where
            before = Position.from_position_id(t["board"])
            plays = before.legal_plays(*t["dice"])
            assert not t["move"] or len(plays) == 1, where
            assert o["dice"] == sorted(t["dice"]), where
            continue
        assert o["action"] == t["action"], where
        if o["action"] in ("move", "set"):
            assert o["dice"] == sorted(t["dice"]), where
        if o["action"] == "move":
            assert o["board"] == t["board"], where
            before = Position.from_position_id(t["board"])
            assert _after(before.board, t["move"]) == o["after"], where
            moves += 1
        if o["action"] == "resign":
            assert o["points"] == t["points"], where
    info = theirs["info"]
    assert (info["score-X"], info["score-O"]) == ours_rec.score, label
    res = ours_rec.result
    if res is None:
        assert info.get("winner") is None, label
    else:
        assert pl[info["winner"]] == res.winner and info["points-won"] == res.points, label
        assert bool(info.get("resigned")) == (res.reason.value == "resign"), label
    return moves


# ---------------------------------------------------------------------------------------------
# GNU Backgammon, once for the module
# ---------------------------------------------------------------------------------------------

SELFPLAY = [{"length": 3, "seed": 101}, {"length": 5, "seed": 102}, {"length": 3, "seed": 103}]


@pytest.fixture(scope="module")
def gnubg_run(tmp_path_factory):
    if gnubg_path() is None:
        pytest.skip("GNU Backgammon is not installed (Debian package: gnubg)")
    work = tmp_path_factory.mktemp("gnubg")
    matches = matches_to_compare()
    imports = []
    for name, m in matches.items():
        path = work / f"{name}.mat"
        path.write_text(export_mat(m))
        imports.append({"path": str(path), "jacoby": m.rules.jacoby, "beavers": m.rules.beavers})
    selfplay = [dict(sp, out=str(work / f"gnubg-{sp['length']}-{sp['seed']}.mat"))
                for sp in SELFPLAY]
    result = run_gnubg({"imports": imports, "selfplay": selfplay}, work)
    return matches, result


def test_gnubg_replays_every_game_of_our_exports_as_we_do(gnubg_run):
    # R41: every move of every exported game survives GNU Backgammon's import intact.
    matches, result = gnubg_run
    games = moves = 0
    for (name, m), imp in zip(matches.items(), result["imports"]):
        rec = m.record()
        theirs = imp["match"]
        assert theirs["info"]["match-length"] == m.length, name
        assert [theirs["info"]["X"]["name"], theirs["info"]["O"]["name"]] == list(player_names(rec))
        assert len(theirs["games"]) == len(rec.games), name
        for gi, (g, t) in enumerate(zip(rec.games, theirs["games"])):
            moves += compare_game(g, rec.rules, t, f"{name} game {gi + 1}")
            games += 1
    print(f"\nGNU Backgammon agreed on {games} games and {moves} moves of our exports")
    assert games >= 40 and moves >= 1500


def test_gnubg_self_play_files_import_with_every_move_legal(gnubg_run):
    # R41: files GNU Backgammon writes are read by our engine, every move checked, and our
    # replay agrees with GNU Backgammon's own record of the match.
    _matches, result = gnubg_run
    games = moves = 0
    for sp in result["selfplay"]:
        text = Path(sp["out"]).read_text()
        rec = import_mat(text)
        theirs = sp["match"]
        assert rec.length == theirs["info"]["match-length"]
        assert len(rec.games) == len(theirs["games"])
        m = replay_match(rec)
        assert m.is_over
        for gi, (g, t) in enumerate(zip(rec.games, theirs["games"])):
            moves += compare_game(g, rec.rules, t, f"{sp['out']} game {gi + 1}")
            games += 1
        # And our export of what we read goes back into gnubg's notation unchanged in substance.
        again = import_mat(export_mat(rec))
        assert [g.result for g in again.games] == [g.result for g in rec.games]
    print(f"\nour engine replayed {games} games and {moves} moves written by GNU Backgammon")
    assert games >= 3 and moves >= 50


# ---------------------------------------------------------------------------------------------
# Sample files written by GNU Backgammon (no gnubg needed)
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["gnubg_7pt", "gnubg_money_beaver"])
def test_sample_files_written_by_gnubg(name):
    # R41: stored files GNU Backgammon exported, with its own dump of the match alongside.
    rec = import_mat((DATA / f"{name}.mat").read_bytes())
    theirs = json.loads((DATA / f"{name}.json").read_text())
    assert len(rec.games) == len(theirs["games"])
    for gi, (g, t) in enumerate(zip(rec.games, theirs["games"])):
        compare_game(g, rec.rules, t, f"{name} game {gi + 1}")


def test_sample_money_session_with_beaver_resignation_and_unfinished_game():
    # R25, R27, R33: gnubg's " Beavers => 4", a resignation after a roll, an unfinished game.
    rec = import_mat((DATA / "gnubg_money_beaver.mat").read_text())
    assert rec.length == 0 and rec.rules.beavers
    g1, g2, g3 = rec.games
    assert any(e.kind is EventKind.BEAVER and e.cube == 4 for e in g1.events)
    assert (g1.result.winner, g1.result.points, g1.result.kind, g1.result.reason.value) == \
        (1, 12, 3, "resign")
    assert (g2.score, g2.result.points, g2.result.reason.value) == ((0, 12), 1, "drop")
    assert g3.score == (0, 13) and g3.result is None
    m = replay_match(rec)
    assert m.current_game.phase is Phase.MOVING and m.current_game.dice == (4, 3)


# ---------------------------------------------------------------------------------------------
# The text we write
# ---------------------------------------------------------------------------------------------

EXPECTED_SCRIPTED = """\
; [Player 1 "Alice"]
; [Player 2 "Bob"]
; [EventDate "2026.01.02"]
; [Crawford "On"]

 3 point match

 Game 1
 Alice : 0                      Bob : 0
  1) 31: 8/5 6/5                 64: 24/18 13/9
  2)  Doubles => 2                Takes
  3) 21: 13/11 6/5
      Wins 2 points

 Game 2
 Alice : 2                      Bob : 0
  1)                             51: 13/8 6/5
  2) 66: 24/18 24/18 13/7 13/7   33: 8/5 8/5 6/3 6/3
                                  Wins 2 points

 Game 3
 Alice : 2                      Bob : 2
  1) 65: 24/18 18/13              Doubles => 2
  2)  Drops                       Wins 1 point

"""


def test_export_layout_matches_gnubg_columns():
    # R6, R24, R25, R27, R29: gnubg's layout: number, player 0's column at 5, player 1's at 33,
    # cube actions indented by one, the winner's "Wins" in the winner's column.
    text = export_mat(scripted_match())
    assert text == EXPECTED_SCRIPTED


def count_hits(board: tuple, steps) -> int:
    bl = list(board)
    hits = 0
    for s, t in steps:
        bl[s] -= 1
        if t > 0:
            if bl[t] == -1:
                bl[t] = 1
                bl[0] += 1
                hits += 1
            else:
                bl[t] += 1
    return hits


def test_export_marks_hits_bar_and_off_in_gnubg_notation():
    # R14, R15, R18: one step per die, 25 for the bar, 0 for off, '*' for each hit.
    m = random_match(1, 6, weights=hitting_weights())
    text = export_mat(m)
    rec = m.record()
    hits = 0
    for g in rec.games:
        game = Game(rec.rules, ManualDice(), match_length=1, score=g.score, crawford=g.crawford)
        for i, ev in enumerate(g.events):
            before = game.position.board if game.phase is Phase.MOVING else None
            replay_into(game, [ev])
            if ev.kind is EventKind.PLAY:
                hits += count_hits(before, game.events[-1].steps)
    assert hits > 0 and text.count("*") == hits
    assert re.search(r" 25/\d", text) and re.search(r"/0\b", text)
    assert "bar" not in text and "off" not in text
    with pytest.raises(MatExportError, match="set-up position"):
        export_mat(Game.from_position(Position.initial(), 0, rolled=(6, 5), match_length=1))


def test_export_refuses_what_the_format_cannot_hold():
    # R31: automatic doubles happen on tied opening rolls, which a .mat file does not record.
    m = Match(0, Rules(auto_doubles=True), ManualDice())
    g = m.new_game()
    g.roll((4, 4))
    g.roll((3, 1))
    g.play("8/5 6/5")
    with pytest.raises(MatExportError, match="automatic double"):
        export_mat(m)


def test_round_trip_through_our_own_importer():
    # R41: export then import gives the same games, results, positions and dice.
    for name, m in matches_to_compare().items():
        rec = m.record()
        back = import_mat(export_mat(rec))
        assert back.length == rec.length and back.rules.jacoby == rec.rules.jacoby, name
        assert player_names(back) == player_names(rec), name
        assert len(back.games) == len(rec.games), name
        for g0, g1 in zip(rec.games, back.games):
            assert (g0.score, g0.crawford) == (g1.score, g1.crawford), name
            r0, r1 = g0.result, g1.result
            assert (r0 is None) == (r1 is None), name
            if r0 is not None:
                # The format keeps the points; a resigned gammon worth one point under the
                # Jacoby rule reads back as a resigned single game.
                assert (r0.winner, r0.points, r0.reason) == (r1.winner, r1.points, r1.reason)
                assert r0.kind == r1.kind or r0.reason.value == "resign", name
            p0 = [e for e in g0.events if e.kind is EventKind.PLAY]
            p1 = [e for e in g1.events if e.kind is EventKind.PLAY]
            assert [e.dice for e in p0] == [e.dice for e in p1], name
        a, b = replay_match(rec), replay_match(back)
        for x, y in zip(a.games, b.games):
            assert x.position_for(0) == y.position_for(0), name
        assert a.score == b.score


def test_fair_dice_survive_export_and_import():
    # Issue 6, fair dice: the commitment and the revealed seed travel in the header tags.
    dice = FairDice("my secret seed")
    m = Match(3, dice=dice, meta={"names": ["A", "B"]})
    rng = random.Random(5)
    while not m.is_over:
        play_out(m.new_game(), rng)
    dice.reveal()
    text = export_mat(m)
    assert f'; [DiceCommitment "{dice.commitment}"]' in text
    assert '; [DiceSeed "my secret seed"]' in text
    back = import_mat(text)
    assert back.commitment == dice.commitment
    assert verify(back, skip_unrecorded_ties=True) > 0


# ---------------------------------------------------------------------------------------------
# Hostile and malformed input (R41)
# ---------------------------------------------------------------------------------------------

GOOD = EXPECTED_SCRIPTED


def line_error(text, number: int | None = None):
    """What cannot be read in ``text``: the error reading it raises or, for damage in a game
    when other games can be read, the reason the game was cut (R41: a game is never lost for
    damage in another). It names line ``number`` (0: the whole file)."""
    try:
        reading = read_mat(text)
    except NotationError as e:
        msg = str(e)
    else:
        cut = [w for w in reading.warnings if w.code in ("game-cut", "game-rest")]
        assert cut, f"neither an error nor a game cut: {[str(w) for w in reading.warnings]}"
        code, values = cut[0].values["cause"]
        msg = str(MatReadError(cut[0].line, code, **values))
    if number == 0:
        assert not msg.startswith("line "), msg
    else:
        assert msg.startswith("line "), msg
    if number:
        assert msg.startswith(f"line {number}:"), msg
    assert "you" not in msg.lower().split() and not re.search(r"\bR\d+\b", msg), msg
    return msg


def warnings_of(text) -> list:
    """``(line, code)`` of each warning reading ``text`` gives."""
    return [(w.line, w.code) for w in read_mat(text).warnings]


def replace_line(text: str, number: int, new: str) -> str:
    lines = text.split("\n")
    lines[number - 1] = new
    return "\n".join(lines)


def test_good_text_imports():
    reading = read_mat(GOOD)
    rec = reading.record
    assert rec.length == 3 and player_names(rec) == ("Alice", "Bob") and len(rec.games) == 3
    assert rec.meta["date"] == "2026.01.02"
    assert [g.result.points for g in rec.games] == [2, 2, 1]
    assert reading.warnings == ()


def test_illegal_move_names_the_line():
    msg = line_error(GOOD.replace("31: 8/5 6/5", "31: 8/4 6/5"), 10)
    assert "Alice" in msg and "31" in msg


def test_move_for_the_wrong_dice():
    msg = line_error(GOOD.replace("64: 24/18 13/9", "64: 24/18 13/8"), 10)
    assert "Bob" in msg and "13/8 is a move of 5" in msg


def test_wrong_scores_are_reported_and_the_games_score_kept():
    # GNU Backgammon reads on; the score before game 2 is the one game 1 gives.
    text = GOOD.replace(" Alice : 2                      Bob : 0",
                        " Alice : 1                      Bob : 0")
    assert warnings_of(text) == [(16, "score-differs")]
    assert "2-0" in str(read_mat(text).warnings[0])
    assert import_mat(text).games[1].score == (2, 0)


def test_wrong_points_are_reported_and_the_game_kept_as_played():
    # Game 1 is still going: 'Wins 1 point' at a cube of 2 is read, as GNU Backgammon reads
    # it, as a resigned single game, worth 2.
    text = GOOD.replace("      Wins 2 points", "      Wins 1 point", 1)
    assert warnings_of(text) == [(13, "resign-points")]
    rec = import_mat(text)
    assert (rec.games[0].result.kind, rec.games[0].result.points) == (1, 2)
    # 'Wins 5 points' at a cube of 2 is a resigned backgammon (6 points), which wins the match:
    # the games after it are not read.
    text = GOOD.replace("      Wins 2 points", "      Wins 5 points", 1)
    assert warnings_of(text) == [(13, "resign-points"), (15, "after-match")]
    rec = import_mat(text)
    assert (rec.games[0].result.kind, rec.games[0].result.points) == (3, 6)
    assert len(rec.games) == 1
    # Game 3 ended with a pass: the points stay what the pass gave.
    text = GOOD.replace("  2)  Drops                       Wins 1 point",
                        "  2)  Drops                       Wins 2 points")
    assert warnings_of(text) == [(24, "points-differ")]
    assert import_mat(text).games[2].result.points == 1


def test_winner_in_the_wrong_column():
    text = GOOD.replace("  2)  Drops                       Wins 1 point",
                        "  2)  Drops\n      Wins 1 point")
    assert warnings_of(text) == [(25, "winner-differs")]
    assert import_mat(text).games[2].result.winner == 1


def test_truncated_file_keeps_the_finished_games():
    # A file cut after a complete line: the last game is simply unfinished.
    cut = GOOD[:GOOD.index("  2)  Drops")]
    rec = import_mat(cut)
    assert len(rec.games) == 3 and rec.games[2].result is None
    # Cut in the middle of a line: the part left cannot be read and is left out.
    cut = GOOD[:GOOD.index("Doubles => 2") + 4]
    assert warnings_of(cut) == [(11, "skipped")]
    assert len(import_mat(cut).games) == 1
    # Cut before the players' line: as GNU Backgammon, no game 2.
    rec = import_mat(GOOD[:GOOD.index(" Alice : 2")])
    assert len(rec.games) == 1


def test_game_without_result_followed_by_another():
    # GNU Backgammon leaves the game unfinished and reads the next one; so do we.
    # The next game's score line says where the unfinished game left the match: game 2 is
    # the Crawford game at 2-0, as the file says.
    text = GOOD.replace("      Wins 2 points\n", "", 1)
    assert warnings_of(text) == [(8, "unfinished")]
    rec = import_mat(text)
    assert rec.games[0].result is None
    assert [(g.score, g.crawford) for g in rec.games[1:]] == [((2, 0), True), ((2, 2), False)]
    m = replay_match(rec)
    assert [g.result is None for g in m.games] == [True, False, False] and m.score == (2, 3)


def test_opening_double_and_out_of_turn_rolls():
    msg = line_error(GOOD.replace("31: 8/5 6/5", "33: 8/5(2) 6/3(2)"), 10)
    assert "first roll" in msg
    msg = line_error(GOOD.replace("  3) 21: 13/11 6/5", "  3)                             21: 13/11 6/5"), 12)
    assert "Bob's '21: 13/11 6/5' is written, but it is Alice's turn" in msg


def test_double_in_the_crawford_game():
    # R29: no doubling in the Crawford game.
    msg = line_error(GOOD.replace("  2) 66: 24/18 24/18 13/7 13/7", "  2)  Doubles => 2"), 18)
    assert "Crawford game" in msg


def test_garbage_binary_and_huge_input():
    line_error("hello world\n", 0)
    line_error(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", 3)
    line_error(GOOD.encode() + b"\x00rest", GOOD.count("\n") + 1)
    line_error(" 3 point match\n\n Game 1\n A : 0  B : 0\n" + "  1) 31: 8/5 6/5" + " " * 2000, 5)
    limit = f"larger than {MAX_MAT_BYTES // (1024 * 1024)} MB"
    with pytest.raises(NotationError, match=limit):
        import_mat(" " * (MAX_MAT_BYTES + 1))
    with pytest.raises(NotationError, match=limit):
        import_mat(b"x" * (MAX_MAT_BYTES + 1))
    line_error(GOOD.replace(" 3 point match", " 99999 point match"), 6)
    line_error("\n\n Game 1\n", 0)
    line_error(" 0 point match\n Game 1\n A : 0 B : 0\n  1) 31: 8/5 6/5 64: 24/18 13/9 52: 8/3 6/4\n", 4)
    line_error(" 3 point match\n Game 1\n A : 0 B : 0\n  1) 31: 8/5 6/5\x07\n", 4)
    with pytest.raises(NotationError):
        import_mat(12345)
    # What GNU Backgammon passes over is passed over, and said.
    assert warnings_of(GOOD.replace("  2)  Doubles", "  2)  Dubbles"))[:2] == [
        (11, "skipped"), (11, "no-double")]
    assert len(import_mat(GOOD.replace(" Game 2", " Game 7")).games) == 3
    text = GOOD.replace(" 3 point match", " 3 point match\n 5 point match")
    assert warnings_of(text) == [(7, "second-match")] and import_mat(text).games == ()


def test_header_tags_that_cannot_be_read_are_reported():
    assert warnings_of('; [Jacoby "maybe"]\n\n 0 point match\n\n Game 1\n A : 0   B : 0\n') == [
        (1, "bad-tag")]
    assert warnings_of('; [DiceCommitment "abc"]\n\n 1 point match\n') == [(1, "bad-tag")]
    reading = read_mat('; [CubeLimit "lots"]\n\n 1 point match\n')
    assert [(w.line, w.code) for w in reading.warnings] == [(1, "bad-tag")]
    assert reading.record.rules.use_cube


def test_money_session_tags_set_the_rules():
    text = '; [Jacoby "On"]\n; [Beaver "Off"]\n\n 0 point match\n'
    rec = import_mat(text)
    assert rec.length == 0 and rec.rules.jacoby and not rec.rules.beavers and rec.games == ()
    assert import_mat(text, rules=Rules()).rules == Rules()
