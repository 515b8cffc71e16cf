"""GNU Backgammon's .sgf: the files GNU Backgammon writes are read move by move as GNU Backgammon
reads them, with the analysis it stored; our .sgf export loads in GNU Backgammon and exports back
to the same match (R41: every move checked; bad input gets a sentence, never a traceback).

The files are made in the test by ``gnubg -t`` (Debian package gnubg, installed by .ci/run):
matches of every kind (scripted, random lengths, races, money sessions with Jacoby and beavers)
are exported as .mat by bgdesk, imported by GNU Backgammon, three of them analysed at 0-ply, and
saved by GNU Backgammon as .sgf."""

from __future__ import annotations

import random
import re
import sys
import time
from pathlib import Path

import pytest

from bgdesk.engine import Match, ManualDice, Position, Rules, SeededDice
from bgdesk.engine.errors import NotationError
from bgdesk.engine.fileread import FileReadError
from bgdesk.engine.game import Game
from bgdesk.engine.match import replay_match
from bgdesk.engine.matfile import export_mat, import_mat
from bgdesk.engine.record import EventKind, MatchRecord
from bgdesk.engine.sgf import export_sgf, read_sgf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from test_matfile import (_after, compare_game, gnubg_path, matches_to_compare,  # noqa: E402
                          run_gnubg)

# On one worker: GNU Backgammon writes and reads every match once (gnubg_sgf) for them all.
pytestmark = pytest.mark.xdist_group("sgf")

FORMATS = next((p for p in (HERE.parents[2] / "shared" / "formats", Path("/work/shared/formats"))
                if p.is_dir()), None)
ANALYSED = ("scripted", "match5-2", "money-jacoby-beavers")


def plays(rec: MatchRecord) -> list:
    return [[(e.kind, e.player, e.dice and tuple(sorted(e.dice)), e.notation) for e in g.events
             if e.kind is not EventKind.OPENING_ROLL] for g in rec.games]


def beaver_session() -> Match:
    """A money session with a beaver (R33) and a resignation (R27)."""
    m = Match(0, Rules(beavers=True), ManualDice([(3, 1), (6, 4), (5, 2), (4, 1), (6, 5)]))
    g = m.new_game()
    g.roll()
    g.play(g.legal_plays[0])
    g.double()
    g.beaver()
    g.roll()
    g.play(g.legal_plays[0])
    g.resign(0, 1)
    g.accept_resignation()
    return m


def setup_match() -> MatchRecord:
    """Two positions set up (gnubg's "save position"): one to roll, one rolled, the cube owned."""
    a = Game.from_position(Position.from_position_id("4HPwATDgc/ABMA"), 1, match_length=5,
                           score=(1, 2), cube_value=2, cube_owner=1)
    b = Game.from_position(Position.from_position_id("jGfkASjg8wcBIA"), 0, rolled=(6, 2))
    return MatchRecord(length=5, start_score=(1, 2), games=(a.record(),)), \
        MatchRecord(length=0, games=(b.record(),))


@pytest.fixture(scope="module")
def gnubg_sgf(tmp_path_factory):
    """GNU Backgammon's .sgf of every match, our reading of each, and GNU Backgammon's reading
    of our .sgf export of what we read."""
    if gnubg_path() is None:
        pytest.skip("GNU Backgammon is not installed (Debian package: gnubg)")
    work = tmp_path_factory.mktemp("sgf")
    matches = matches_to_compare()
    matches["money-beaver"] = beaver_session()
    saves = []
    for name, m in matches.items():
        mat = work / f"{name}.mat"
        mat.write_text(export_mat(m))
        saves.append({"mat": str(mat), "sgf": str(work / f"{name}.sgf"),
                      "analyse": name in ANALYSED, "jacoby": m.rules.jacoby,
                      "beavers": m.rules.beavers})
    first = run_gnubg({"sgf_saves": saves}, work, timeout=600)
    ours = {}
    loads = []
    for name, sv in zip(matches, first["sgf_saves"]):
        reading = read_sgf(Path(sv["sgf"]).read_bytes())
        ours[name] = reading
        again = work / f"again-{name}.sgf"
        again.write_text(export_sgf(reading.record), encoding="utf-8")
        loads.append({"path": str(again), "mat": str(work / f"again-{name}.mat")})
        loads.append({"path": sv["sgf"], "mat": str(work / f"own-{name}.mat")})
    for i, rec in enumerate(setup_match()):
        path = work / f"setup-{i}.sgf"
        path.write_text(export_sgf(rec))
        loads.append({"path": str(path)})
    second = run_gnubg({"sgf_loads": loads}, work / "again" if (work / "again").mkdir() is None
                       else work, timeout=600)
    loaded = second["sgf_loads"]
    return matches, first["sgf_saves"], ours, loaded[:2 * len(matches):2], \
        loaded[1:2 * len(matches):2], loaded[2 * len(matches):]


def test_gnubg_sgf_files_are_read_move_by_move_as_gnubg_reads_them(gnubg_sgf):
    # R41: every move of every game GNU Backgammon saved is read, checked, and is GNU
    # Backgammon's own: the board before it, the dice, the position after it, cube actions,
    # resignations, the points.
    matches, saves, ours, _loads, _own, _setups = gnubg_sgf
    games = moves = 0
    for name, sv in zip(matches, saves):
        reading = ours[name]
        assert reading.warnings == (), (name, [str(w) for w in reading.warnings])
        rec = reading.record
        theirs = sv["match"]
        assert rec.length == theirs["info"]["match-length"], name
        assert rec.meta["names"] == [theirs["info"]["X"]["name"], theirs["info"]["O"]["name"]]
        assert len(rec.games) == len(theirs["games"]), name
        for gi, (g, t) in enumerate(zip(rec.games, theirs["games"])):
            moves += compare_game(g, rec.rules, t, f"{name} game {gi + 1}")
            games += 1
        # The same match as the .mat bgdesk wrote in the first place (which holds no declined
        # resignation, as .sgf does not).
        mat = import_mat(Path(sv["sgf"]).with_suffix(".mat").read_text())
        assert plays(rec) == plays(mat), name
        assert [g.result for g in rec.games] == [g.result for g in mat.games], name
        replay_match(rec)
    print(f"\n.sgf files of GNU Backgammon: {len(saves)} matches, {games} games, {moves} moves "
          f"read as GNU Backgammon reads them")
    assert games >= 50 and moves >= 1500


def test_the_analysis_gnubg_stored_is_kept_figure_for_figure(gnubg_sgf):
    # Every candidate of every analysed play and every doubling decision GNU Backgammon stored:
    # the same plays, the same equities and chances, in its order.
    matches, saves, ours, _loads, _own, _setups = gnubg_sgf
    plays_checked = candidates = cubes = 0
    for name, sv in zip(matches, saves):
        if name not in ANALYSED:
            assert not ours[name].analysis, name
            continue
        stored = ours[name].analysis
        assert stored.source == "GNU Backgammon"
        checker = sorted(stored.checker)
        cube = sorted(stored.cube)
        theirs_checker, theirs_cube = [], []
        for gi, t in enumerate(sv["match"]["games"]):
            for r in t["records"]:
                a = r.get("analysis") or {}
                if r["action"] == "move" and a.get("moves"):
                    theirs_checker.append((gi, r, a))
                if r["action"] in ("move", "double") and "nd-cubeful-eq" in a:
                    theirs_cube.append((gi, r, a))
        assert [gi for gi, _r, _a in theirs_checker] == [gi for gi, _ev in checker], name
        for (gi, r, a), key in zip(theirs_checker, checker):
            ours_c = stored.checker[key].candidates
            before = Position.from_position_id(r["board"]).board
            assert len(ours_c) == len(a["moves"]), (name, key)
            for o, t in zip(ours_c, a["moves"]):
                assert Position(o.board) == _after(before, t["move"]), (name, key)
                assert o.equity == pytest.approx(t["score"], abs=1e-6), (name, key)
                assert o.probs == pytest.approx(tuple(t["probs"]), abs=1e-6), (name, key)
                candidates += 1
            plays_checked += 1
        assert [gi for gi, _r, _a in theirs_cube] == [gi for gi, _ev in cube], name
        for (gi, r, a), key in zip(theirs_cube, cube):
            c = stored.cube[key]
            assert c.nd == pytest.approx(a["nd-cubeful-eq"], abs=1e-6), (name, key)
            assert c.dt == pytest.approx(a["dt-cubeful-eq"], abs=1e-6), (name, key)
            assert c.probs == pytest.approx(tuple(a["probs"]), abs=1e-6), (name, key)
            assert c.mwc == bool(matches[name].length)
            cubes += 1
    print(f"\nanalysis kept: {plays_checked} plays ({candidates} candidates), {cubes} cube "
          f"decisions, each as GNU Backgammon stored it")
    assert plays_checked >= 200 and cubes >= 100


def test_our_sgf_loads_in_gnubg_and_exports_back_to_the_same_match(gnubg_sgf):
    # What bgdesk writes, GNU Backgammon loads: every move, cube action and resignation, and
    # its .mat export of our .sgf is the match we read.
    matches, _saves, ours, loads, own, _setups = gnubg_sgf
    games = 0

    def mat_text(path: str) -> list[str]:
        return [line.rstrip() for line in Path(path).read_text().splitlines()
                if "EventDate" not in line]

    for name, ld, own_ld in zip(matches, loads, own):
        assert "error" not in ld, ld
        rec = ours[name].record
        theirs = ld["match"]
        assert len(theirs["games"]) == len(rec.games), name
        for gi, (g, t) in enumerate(zip(rec.games, theirs["games"])):
            compare_game(g, rec.rules, t, f"our .sgf of {name}, game {gi + 1}")
            games += 1
        # GNU Backgammon exports the same .mat from our .sgf as from its own, line for line.
        assert mat_text(ld["mat"]) == mat_text(own_ld["mat"]), name
    assert games >= 50
    # The beaver went across as GNU Backgammon's beaver: a redouble by the taker.
    beaver = next(ld for name, ld in zip(matches, loads) if name == "money-beaver")
    actions = [r["action"] for r in beaver["match"]["games"][0]["records"]]
    assert actions[1:4] == ["double", "double", "take"]
    assert "Beavers => 4" in Path(beaver["mat"]).read_text()


def test_positions_set_up_in_our_sgf_are_gnubgs(gnubg_sgf):
    # A game set up from a position ("save position"): GNU Backgammon sees the same board, the
    # same player to act, the same cube and score.
    _m, _s, _o, _loads, _own, setups = gnubg_sgf
    for ld, rec in zip(setups, setup_match()):
        assert "error" not in ld, ld
        theirs = ld["match"]["games"][0]
        records = [r for r in theirs["records"] if "board" in r]
        g = rec.games[0]
        start = Game(g.rules, None, match_length=g.match_length, score=g.score,
                     crawford=g.crawford, start=g.start)
        # GNU Backgammon numbers a set board from the player to act.
        assert records[0]["board"] == start.position.position_id(), ld["path"]
        back = read_sgf(Path(ld["path"]).read_text()).record.games[0]
        again = Game(back.rules, None, match_length=back.match_length, score=back.score,
                     crawford=back.crawford, start=back.start)
        assert (again.position_for(0), again.on_roll, again.dice, again.cube_value,
                again.cube_owner, again.score, again.match_length) == \
            (start.position_for(0), start.on_roll, start.dice, start.cube_value,
             start.cube_owner, start.score, start.match_length)


def test_the_shared_gnubg_file_is_its_mat_move_for_move():
    # shared/formats: GNU Backgammon's .sgf of a 3-point match (with its analysis) and the .mat
    # it was made from.
    if FORMATS is None:
        pytest.skip("shared/formats is not beside the checkout")
    data = (FORMATS / "gnubg-test-match01.sgf").read_bytes()
    t = time.perf_counter()
    reading = read_sgf(data)
    took = time.perf_counter() - t
    mat = import_mat((FORMATS / "gnubg-test-match01.mat").read_text())
    rec = reading.record
    assert [g.events for g in rec.games] == [g.events for g in mat.games]
    assert [g.result for g in rec.games] == [g.result for g in mat.games]
    assert rec.meta["names"] == ["gnubg", "LMDN"] and rec.meta["date"] == "2023.09.01"
    assert len(reading.analysis.checker) == 72 and len(reading.analysis.cube) == 3
    print(f"\n{len(data)} bytes read in {took * 1000:.1f} ms")


def test_automatic_doubles_are_written_as_gnubg_writes_them():
    # R31: a tied opening roll doubles the cube in the middle. GNU Backgammon's .sgf keeps the
    # cube in the game's root (CV[2]), not the tied roll; bgdesk's export did refuse them.
    m = Match(0, Rules(auto_doubles=True, auto_double_limit=2), ManualDice([(3, 3), (2, 2), (3, 1)]))
    g = m.new_game()
    for _ in range(3):
        g.roll()
    assert g.cube_value == 4
    g.resign(1, 1)
    g.accept_resignation()
    text = export_sgf(m.record())
    assert "CV[4]" in text.split(";")[1]          # the game's root
    back = read_sgf(text.encode("utf-8"))
    assert back.warnings == ()
    (game,) = back.record.games
    assert game.start.cube_value == 4 and not game.start.cube_turned
    assert back.record.rules.auto_doubles and back.record.rules.auto_double_limit == 2
    assert game.result.points == 4 == g.result.points
    assert export_sgf(back.record) == text          # the read game writes the same text


@pytest.mark.slow  # a long test: started early (tests/conftest.py)
def test_a_long_random_session_goes_across_and_back_event_for_event():
    # Resignations after a roll (even the opening roll), doubles, beavers, every end: our .sgf
    # reads back to the same games; a declined resignation leaves no trace in .sgf.
    from game_driver import play_out
    rng = random.Random(3)
    m = Match(0, Rules(beavers=True), SeededDice(3))
    for i in range(150):
        if i % 50 == 0:
            # Resigned at once after the opening roll; declined after it, then played on.
            g = m.new_game()
            while g.on_roll is None:
                g.roll()            # ties rolled again
            g.resign(g.on_roll, 2)
            g.decline_resignation()
            g.play(g.legal_plays[0])
            g.resign(g.on_roll, 1)
            g.accept_resignation()
            g = m.new_game()
            while g.on_roll is None:
                g.roll()
            g.resign(1 - g.on_roll, 3)
            g.accept_resignation()
        play_out(m.new_game(), rng)
    rec = m.record()
    back = read_sgf(export_sgf(rec)).record
    traceless = (EventKind.RESIGN, EventKind.DECLINE, EventKind.ACCEPT)
    assert len(back.games) == len(rec.games)
    early = 0
    for a, b in zip(rec.games, back.games):
        assert b.start == a.start and b.result == a.result and b.score == a.score
        rolled = [e for e in a.events
                  if not (e.kind is EventKind.OPENING_ROLL and e.player is None)]
        assert [e for e in b.events if e.kind not in traceless] == \
            [e for e in rolled if e.kind not in traceless]
        early += rolled[1].kind is EventKind.RESIGN and rolled[-1].kind is EventKind.ACCEPT
    assert early >= 3       # resigned right after the opening roll


def test_dice_set_in_a_node_of_their_own_are_rolled_there():
    # ;PL[B]DI[32] alone at the start is the opening roll; a move after it plays those dice,
    # at the start and after a position set up.
    head = "(;FF[4]GM[6]MI[length:0][game:0][ws:0][bs:0]PW[Alice]PB[Bob]\n"
    g = read_sgf(head + ";PL[B]DI[32]\n;B[32loln]\n;W[double])").record.games[0]
    assert g.start.phase == "opening"
    assert [(e.kind, e.player, e.notation) for e in g.events] == [
        (EventKind.OPENING_ROLL, 1, None), (EventKind.PLAY, 1, "13/11 13/10"),
        (EventKind.DOUBLE, 0, None)]
    reading = read_sgf(head + ";PL[B]AE[a:y]AW[a][a][b]AB[x][x][w]\n;PL[B]DI[32]\n"
                              ";B[32wzxz])")
    g = reading.record.games[0]
    assert not reading.warnings and g.start.dice == (3, 2)
    assert [e.notation for e in g.events] == ["2/off 1/off"]


@pytest.mark.parametrize("text,code", [
    ("", "sgf-not"), ("hello", "sgf-not"), ("(;GM[1]FF[4])", "sgf-no-game"),
    ("(;FF[4]GM[6]MI[length:3]PW[a]PB[b]\n;W[31xvzz", "sgf-open"),
    ("(;FF[4]GM[6]MI[length:3][ws:3][bs:0]\n;W[31mkkj])", "score-reached"),
])
def test_hostile_sgf_text_names_what_is_wrong(text, code):
    with pytest.raises(FileReadError) as info:
        read_sgf(text)
    assert info.value.code == code
    assert not re.search(r"Traceback|\bR\d+\b", str(info.value))


def test_a_damaged_game_is_kept_up_to_the_damage_and_the_others_are_read():
    # R41: an illegal move in game 2 of 3 costs only the rest of game 2.
    good = export_sgf(matches_to_compare()["scripted"].record())
    trees = good.split("(;")[1:]
    lines = trees[1].split("\n")
    k = next(i for i, line in enumerate(lines) if re.match(r";[WB]\[\d\d[a-z]{4}", line))
    lines[k] = lines[k][:6] + "aa" + lines[k][8:]      # a checker from a point it is not on
    bad = "(;" + trees[0] + "(;" + "\n".join(lines) + "(;" + trees[2]
    reading = read_sgf(bad)
    notes = [w for w in reading.warnings if w.code == "game-stopped"]
    assert len(notes) == 1 and notes[0].values["game"] == 2
    assert notes[0].line == sum(t.count("\n") for t in trees[:1]) + k + 1
    assert "cannot be read on from its move" in str(notes[0])
    rec = reading.record
    assert len(rec.games) == 3 and rec.games[1].result is None
    assert rec.games[0].result is not None and rec.games[2].result is not None
    replay_match(rec)


def test_reading_is_bounded_and_linear():
    if FORMATS is None:
        pytest.skip("shared/formats is not beside the checkout")
    one = (FORMATS / "gnubg-test-match01.sgf").read_text()
    many = one * 20
    t = time.perf_counter()
    read_sgf(one)
    t1 = time.perf_counter() - t
    t = time.perf_counter()
    reading = read_sgf(many)
    t20 = time.perf_counter() - t
    # The match is won in its third game: the rest of the collection is reported, not read.
    assert len(reading.record.games) == 3
    assert any(w.code == "after-match" for w in reading.warnings)
    assert t20 < 40 * t1 + 1.0
    # Nesting 10,000 deep is followed along its main line, without recursion.
    t = time.perf_counter()
    deep = read_sgf(b"(" * 10_000 + b";GM[6]MI[length:3]\n;W[31hefe]" + b")" * 10_000)
    assert time.perf_counter() - t < 2.0
    assert len(deep.record.games) == 1 and len(deep.record.games[0].events) == 2


def test_more_games_than_are_read_are_said_and_a_tree_of_nothing_is_no_game(monkeypatch):
    from bgdesk.engine import sgf

    monkeypatch.setattr(sgf, "MAX_GAMES", 5)
    reading = read_sgf(b"(;FF[4]GM[6]MI[length:0])" * 8)
    assert len(reading.record.games) == 5
    assert [w.code for w in reading.warnings] == ["games-left"]
    assert str(reading.warnings[0]).startswith("only the first 5 games of the file are read; the 3")
    # Parentheses and semicolons with nothing of backgammon in them are not a game read.
    for text in (b"(;" + b"(" * 1000, b"(;;;;)", b"(;C[a comment])"):
        with pytest.raises(FileReadError) as info:
            read_sgf(text)
        assert info.value.code == "sgf-no-game"
    # gnubg's file of a match saved before its first roll is one game, not nothing.
    assert len(read_sgf(b"(;FF[4]GM[6]AP[GNU Backgammon:1.07]MI[length:7][game:0])").record.games) == 1


def test_a_file_of_nackgammon_only_is_refused_in_one_sentence():
    # What GNU Backgammon's save match writes for a Nackgammon match (its RU, 4 games): every game
    # is a variant bgdesk does not play; one sentence, as for such a .mat, not an empty replay.
    tree = ("(;FF[4]GM[6]CA[UTF-8]AP[GNU Backgammon:1.07.001]MI[length:5][game:{g}][ws:0][bs:0]"
            "PW[gnubg]PB[root]RU[Crawford:Nackgammon]RE[B+2];B[21xxyy];W[52aabb])\n")
    text = "".join(tree.format(g=g) for g in range(4))
    with pytest.raises(FileReadError) as e:
        read_sgf(text.encode("utf-8"))
    assert str(e.value) == "this match is Nackgammon, which bgdesk does not play"
    # one game of the variant among games bgdesk plays: left out with a note, the rest read
    plain = tree.replace("RU[Crawford:Nackgammon]", "RU[Crawford]").replace(";B[21xxyy];W[52aabb]", "")
    reading = read_sgf((tree.format(g=0) + plain.format(g=1)).encode("utf-8"))
    assert reading.warnings[0].code == "game-skipped" and len(reading.record.games) == 1
