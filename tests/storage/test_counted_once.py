"""Every finished game is counted exactly once, whatever the person answers at the resume prompt
and whenever the program stopped: the autosave carries the statistics entries of the games
finished so far, every read of it records those not yet recorded, and recording is idempotent.
A statistics file found corrupt on the way is reported like at any start."""

from __future__ import annotations

import json

import pytest

from bgdesk.storage.archive import list_archive, load_archived
from bgdesk.storage.autosave import clear_autosave, read_autosave, save_autosave
from bgdesk.storage.paths import autosave_path, stats_path
from bgdesk.storage.stats import load_stats, record_game, record_games, recorded_games

MATCH = {"version": 1, "length": 5, "games": [{"n": 1}, {"n": 2}, {"n": 3}],
         "meta": {"uid": "u1"}}


def result(n: int, match: str = "u1", **extra) -> dict:
    return {"opponent": "Bob", "won": n != 2, "kind": 1, "points": n, "match_won": None,
            "when": f"2026-11-29T12:0{n}:00+00:00", "match": match, "game": n, **extra}


def counted(match: str = "u1") -> list:
    stats, _messages = load_stats()
    return sorted(r["game"] for r in stats.results if r.get("match") == match)


def test_recording_the_same_game_twice_counts_it_once():
    record_game(result(1))
    record_game(result(1))
    record_games([result(1), result(2), result(2)])
    assert counted() == [1, 2]
    # The identity is (match, game): the same game of another match is another result.
    record_games([result(1, "u2"), result(1, "u2")])
    assert counted() == [1, 2] and counted("u2") == [1]
    # Results without a match and game number are always added (the old behaviour).
    plain = {k: v for k, v in result(3).items() if k not in ("match", "game")}
    record_game(plain)
    record_game(plain)
    assert len(load_stats()[0].results) == 5
    assert recorded_games("u1") == ({1, 2}, [])


def test_an_invalid_result_writes_nothing():
    record_game(result(1))
    before = stats_path().read_bytes()
    for bad in (dict(result(2), game=0), dict(result(2), game="2"), dict(result(2), match=7)):
        with pytest.raises(ValueError):
            record_games([result(3), bad])
    assert stats_path().read_bytes() == before


def test_killed_before_recording_then_resumed():
    # Saved with games 1 and 2 finished, killed before the statistics were written.
    save_autosave(MATCH, {"players": ["Ann", "Bob"]}, results=[result(1), result(2)])
    saved, messages = read_autosave()          # the start-up read
    assert messages == [] and saved.results == [result(1), result(2)]
    assert counted() == [1, 2]
    read_autosave()
    read_autosave()
    assert counted() == [1, 2]


@pytest.mark.parametrize("recorded_before", [[], [1], [1, 2]])
def test_start_a_new_match_at_the_prompt_counts_the_finished_games(recorded_before):
    # The person declines to resume: the match is archived as abandoned, and its finished games
    # are in the statistics once, however many had been recorded before the program stopped.
    record_games([result(n) for n in recorded_before])
    save_autosave(MATCH, {"players": ["Ann", "Bob"]}, results=[result(1), result(2)])
    saved, _ = read_autosave()
    archived, messages = clear_autosave(dict(saved.summary, abandoned=True))
    assert messages == [] and counted() == [1, 2]
    assert not autosave_path().exists()
    entry, _ = load_archived(archived)
    assert entry.summary["abandoned"] is True and entry.match == MATCH
    # Killed after archiving, before the autosave went: nothing twice at the next start.
    save_autosave(MATCH, {"players": ["Ann", "Bob"]}, results=[result(1), result(2)])
    assert read_autosave() == (None, [])
    assert counted() == [1, 2] and len(list_archive()[0]) == 1


def test_clear_without_reading_first_still_counts():
    save_autosave(MATCH, results=[result(1), result(2), result(3)])
    clear_autosave({"finished": True})
    assert counted() == [1, 2, 3]


def test_a_corrupt_statistics_file_found_while_resuming_is_reported():
    save_autosave(MATCH, results=[result(1)])
    stats_path().write_text('{"format": "bgdesk-stats", "version": 1, "results": [')
    saved, messages = read_autosave()
    assert saved is not None
    [message] = messages
    assert "statistics file could not be used" in message and "start again from zero" in message
    assert counted() == [1]       # the saved match's finished game is counted in the new file
    assert list(stats_path().parent.glob("stats.json.corrupt-*"))
    assert read_autosave()[1] == []   # said once


def test_a_folder_in_place_of_the_statistics_is_moved_aside_and_the_games_counted():
    save_autosave(MATCH, results=[result(1)])
    stats_path().mkdir()
    saved, messages = read_autosave()
    assert saved is not None and counted() == [1] and messages


def test_results_saved_with_a_match_name_their_game():
    with pytest.raises(ValueError):
        save_autosave(MATCH, results=[{k: v for k, v in result(1).items() if k != "game"}])
    with pytest.raises(ValueError):
        save_autosave(MATCH, results=[dict(result(1), won="yes")])
    with pytest.raises(TypeError):
        save_autosave(MATCH, results="all of them")
    assert not autosave_path().exists()
    # Entries that became invalid on disk are left out, not counted, not fatal.
    save_autosave(MATCH, results=[result(1)])
    data = json.loads(autosave_path().read_text())
    data["results"].append(dict(result(2), kind=9))
    autosave_path().write_text(json.dumps(data))
    saved, messages = read_autosave()
    assert saved.results == [result(1)] and counted() == [1]


def test_killed_after_archiving_before_recording_counts_the_games_at_the_next_start():
    # The session's close archives the match, then records its games, then removes the
    # autosave: killed between the first two, the next start finds the match archived and
    # must still count its games (it dropped the autosave without recording them).
    from bgdesk.storage.archive import archive_match

    save_autosave(MATCH, {"players": ["Ann", "Bob"]}, results=[result(1), result(2), result(3)])
    archive_match(MATCH, {"players": ["Ann", "Bob"]})
    assert counted() == []
    saved, messages = read_autosave()          # the start-up read
    assert saved is None and messages == []    # archived already: not offered again
    assert not autosave_path().exists()
    assert counted() == [1, 2, 3]
    assert len(list_archive()[0]) == 1


def test_killed_after_archiving_a_match_whose_autosave_lags_behind_counts_every_game():
    # The writer's close stands for the snapshots still waiting: the autosave on disk may be an
    # action behind the match it archived (here: its last game not finished in the autosave).
    # The archive file keeps its games' statistics entries, so the next start counts them all.
    from bgdesk.storage.archive import archive_match_parts

    save_autosave(MATCH, {"players": ["Ann", "Bob"]}, results=[result(1)])
    header = {k: v for k, v in MATCH.items() if k != "games"}
    texts = [json.dumps(g).encode() for g in MATCH["games"]]
    archive_match_parts(header, texts, {"players": ["Ann", "Bob"]},
                        results=[result(1), result(2), result(3)])
    saved, messages = read_autosave()
    assert saved is None and messages == [] and not autosave_path().exists()
    assert counted() == [1, 2, 3]
    read_autosave()
    assert counted() == [1, 2, 3]
