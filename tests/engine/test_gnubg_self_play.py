"""Files GNU Backgammon wrote, of matches it played against itself (tools/gnubg_referee.self_play:
``gnubg -t``, both players gnubg at 0-ply, seeded dice), read back by bgdesk: the .mat of ``export
match mat`` and the .sgf of ``save match``, with gnubg's own doubles, takes, passes, Crawford game
and, in money play, Jacoby rule and beavers allowed. Every game replays under bgdesk's rules
(RULES.md R10-R22 for the plays, R24-R26 the cube and the points, R28-R29 the match and its
Crawford game, R32-R33 Jacoby and beavers) to the score gnubg itself gives (``show score``).
The test asks gnubg each time; it is skipped where gnubg is missing (.ci/run installs it)."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tools import gnubg_referee as referee  # noqa: E402

from bgdesk.engine.match import replay_match  # noqa: E402
from bgdesk.engine.openfile import read_file  # noqa: E402

# One worker runs the module, so that each match is played by gnubg once (tests/conftest.py).
pytestmark = [pytest.mark.skipif(referee.gnubg_path() is None, reason="GNU Backgammon is not installed"),
              pytest.mark.xdist_group("gnubg_self_play")]

#: (seed, match length, money games, Jacoby, beavers): a 7-point match with a Crawford game and
#: a redouble (seed 5), an 11-point one, a money session with the Jacoby rule and beavers.
PLAYED = [(5, 7, 0, False, 0), (12, 11, 0, False, 0), (6, 0, 4, True, 3)]


@pytest.fixture(scope="module", params=PLAYED, ids=lambda p: f"seed{p[0]}-{p[1] or 'money'}")
def played(request, tmp_path_factory):
    seed, length, games, jacoby, beavers = request.param
    folder = tmp_path_factory.mktemp(f"gnubg-{seed}")
    return referee.self_play(folder, seed, length, games or 5, jacoby=jacoby, beavers=beavers)


@pytest.mark.parametrize("kind", ["mat", "sgf"])
def test_gnubgs_own_files_replay_to_its_score(played, kind):
    path = played[kind]
    reading = read_file(path.read_bytes(), path.name)
    record = reading.record
    assert reading.warnings == ()
    assert record.length == played["length"]
    names = record.meta.get("names")
    assert len(names) == 2 and names[0] == "gnubg"  # gnubg's player 0, then the user's name
    assert len(record.games) == played["games"]
    match = replay_match(record)  # every play, double, take, pass and result under bgdesk's rules
    assert tuple(match.score) == played["score"]
    if played["length"]:
        assert match.is_over and max(match.score) >= played["length"]
    if kind == "sgf" and not played["length"]:
        assert record.rules.jacoby  # gnubg writes RU[Jacoby] in an .sgf (not in a .mat)


def test_the_mat_and_the_sgf_tell_the_same_games(played):
    """gnubg's two files of one match: the same winner and points, game by game."""
    results = []
    for kind in ("mat", "sgf"):
        path = played[kind]
        record = read_file(path.read_bytes(), path.name).record
        results.append([(g.result.winner, g.result.points) if g.result else None
                        for g in record.games])
    assert results[0] == results[1]
    assert all(results[0])


def test_gnubgs_own_resignations_are_judged_right(played):
    """GNU Backgammon resigns when the game is lost (a single game, or a gammon it cannot
    save): bgdesk's judgement of a resignation (the analysis', the board's) calls each of its
    resignations in these matches right, giving up at most COST (0.01) against playing on. (By
    hand on 40 self-played matches and 6 money sessions: 77 resignations, all right, the
    largest giving up 0.003.)"""
    from bgdesk.bots import sage
    from bgdesk.bots.analysis import walk_game
    from bgdesk.bots.resign import COST, judge_resignation

    if not sage.available():
        pytest.skip("bgsage is not installed")
    record = read_file(played["mat"].read_bytes(), played["mat"].name).record
    judged = []
    for gi, game in enumerate(record.games):
        walked = walk_game(gi, game, lambda *_a: None, lambda *_a: None,
                           resign_of=lambda _i, state, kind, dice: judge_resignation(state, kind, dice))
        judged += [d for d in walked.decisions if d.kind == "resign"]
    assert judged  # each of these matches has one at least
    assert [d.position_id for d in judged if d.loss > COST] == []


def test_a_match_gnubg_played_without_the_crawford_rule_is_read_so(tmp_path):
    """GNU Backgammon can play a match without the Crawford rule (``set automatic crawford
    off``): its .mat says nothing of the rule and its .sgf has no RU[Crawford]; the double in
    what would be the Crawford game (R29) shows it. bgdesk reads such a match as played without
    the rule (one note saying so, in place of a game cut at the double) and replays it to
    gnubg's score; its own .mat and .sgf of the match keep that ([Crawford "Off"], no
    RU[Crawford]) and read back without a note. (12 such matches by hand, seeds 217-228: all
    replay to gnubg's score; 9 had the double, which cut the game before.)"""
    from bgdesk.engine.matfile import export_mat
    from bgdesk.engine.sgf import export_sgf

    played = referee.self_play(tmp_path, 217, 7, crawford=False)  # its game 5 has the double
    for kind in ("mat", "sgf"):
        path = played[kind]
        reading = read_file(path.read_bytes(), path.name)
        assert [(w.code, w.values["game"]) for w in reading.warnings] == [("no-crawford", 5)]
        record = reading.record
        assert record.rules.crawford is False
        assert not any(g.crawford for g in record.games)
        match = replay_match(record)
        assert tuple(match.score) == played["score"] and match.is_over
        for text, name in ((export_mat(record), "again.mat"), (export_sgf(record), "again.sgf")):
            again = read_file(text.encode("utf-8"), name)
            assert again.warnings == () and again.record.rules.crawford is False, name
            assert tuple(replay_match(again.record).score) == played["score"]


def test_automatic_doubles_in_gnubgs_sgf_start_the_game_with_the_cube_doubled(tmp_path):
    """A money session GNU Backgammon plays with automatic doubles (R31) and the Jacoby rule
    (R32): its .sgf starts a game whose opening roll tied with CV[2] in the game's root (the
    tied rolls are not written). bgdesk reads such a game as starting with the cube at 2 in the
    middle (not turned), and every game's points come out as the file's RE gives them; before,
    those games were left out. (gnubg's .mat of the session does not show the automatic
    doubles, and gnubg's own score after loading the .sgf again, 6, leaves them out too, against
    its RE values, which make 9.)"""
    import re

    played = referee.self_play(tmp_path, 7, 0, 4, jacoby=True, auto_doubles=2)
    text = played["sgf"].read_text(encoding="utf-8")
    trees = text.split("(;FF[4]")[1:]
    written = [int(re.search(r"RE\[[WB]\+(\d+)", t).group(1)) for t in trees]
    started = [int(m.group(1)) if (m := re.search(r"CV\[(\d+)\]", t.split(";", 1)[0])) else 1
               for t in trees]
    assert len(trees) == 4 and max(started) > 1  # this seed ties an opening roll
    reading = read_file(text.encode("utf-8"), "session.sgf")
    assert reading.warnings == ()
    record = reading.record
    assert record.rules.auto_doubles and record.rules.jacoby
    assert [g.start.cube_value for g in record.games] == started
    assert not any(g.start.cube_turned for g in record.games)
    match = replay_match(record)
    assert [g.result.points for g in match.games] == written
