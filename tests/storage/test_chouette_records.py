"""Chouette sessions in the archive (beside matches, one file per session, ended or abandoned)
and in the statistics (per player: points won and lost per game in the box and as a team
member, each game counted once). Sessions are played through the engine; R37 is the ledger the
statistics must agree with.
"""

from __future__ import annotations

import json

from bgdesk.engine import Position
from bgdesk.engine.chouette import BOX, Chouette, ChouettePhase
from bgdesk.engine.dice import ManualDice, SeededDice
from bgdesk.storage import paths
from bgdesk.storage.archive import (
    ArchivedChouette, ArchivedMatch, archive_chouette, archive_match, chouette_key, list_archive,
    load_archived,
)
from bgdesk.storage.autosave import clear_autosave, read_autosave, save_autosave
from bgdesk.storage.stats import (
    chouette_entries, load_stats, record_chouette_games, record_game, save_stats, Stats,
)

GAMMON = Position.from_points({2: 1}, {6: 15})   # the side on roll bears off for a gammon


def evening(dice=None, session="2026-11-29T20:00:00+01:00") -> Chouette:
    """Ann in the box, then Bob (captain), Cy, Dee; two games, a newcomer and a departure."""
    ch = Chouette(["Ann", "Bob", "Cy", "Dee"], dice=dice or ManualDice(),
                  meta={"session": session})
    for d in (6, 5, 4, 3):
        ch.roll_seat(d)
    # Game 1: the box doubles; Bob and Cy pass, Dee takes and is gammoned at 2 (R36, R37).
    ch.new_game(GAMMON, on_roll=BOX)
    ch.double(by="Ann")
    ch.drop(by="Bob")
    ch.drop(by="Cy")
    ch.take(by="Dee")
    ch.roll((2, 1))
    ch.play(ch.current_game.game.legal_plays[0], by="Ann")
    ch.join("Eve")
    ch.leave("Bob")
    return ch


def play_game_two(ch: Chouette) -> None:
    """Game 2: the team (captain Cy) bears off for a gammon at 1 against the box."""
    ch.new_game(GAMMON, on_roll=1)
    ch.roll((2, 1))
    ch.play(ch.current_game.game.legal_plays[0], by=ch.captain)


def test_history_lists_games_arrivals_and_departures():
    ch = evening()
    ch.new_game()
    ch.join("Fay")                            # during game 2
    h = ch.history()
    assert [r["kind"] for r in h] == ["game", "join", "leave", "game", "join"]
    g1 = h[0]
    assert (g1["game"], g1["box"], g1["line"], g1["captain"]) == (1, "Ann", ["Bob", "Cy", "Dee"], "Dee")
    assert g1["members"] == {
        "Bob": {"cube": 1, "turned": False, "outcome": "passed", "points": -1},
        "Cy": {"cube": 1, "turned": False, "outcome": "passed", "points": -1},
        "Dee": {"cube": 2, "turned": True, "outcome": "played", "points": -4}}
    assert g1["box_points"] == 6 and g1["result"]["winner"] == "box" and g1["result"]["kind"] == 2
    assert h[1] == {"kind": "join", "name": "Eve", "place": None, "game": None}
    assert h[2] == {"kind": "leave", "name": "Bob", "game": None}
    assert h[3]["result"] is None and h[3]["members"]["Eve"]["outcome"] == "playing"
    assert h[4] == {"kind": "join", "name": "Fay", "place": None, "game": 2}
    json.dumps(h)


def test_a_departure_that_ends_the_game_happened_during_it():
    ch = evening()
    ch.new_game()
    ch.roll((6, 1))
    ch.join("Gus")
    ch.join("Hal")
    ch.leave("Cy")
    ch.leave("Eve")                           # Dee is the last in the game
    ch.leave("Dee")
    assert ch.phase is ChouettePhase.GAME_OVER and ch.present == ("Ann", "Gus", "Hal")
    assert [(r["kind"], r.get("name"), r["game"]) for r in ch.history()[3:]] == [
        ("game", None, 2), ("join", "Gus", 2), ("join", "Hal", 2), ("leave", "Cy", 2),
        ("leave", "Eve", 2), ("leave", "Dee", 2)]
    ch.join("Ivy")
    assert ch.history()[-1] == {"kind": "join", "name": "Ivy", "place": None, "game": None}


# -- the archive -----------------------------------------------------------------------------

def test_a_session_is_archived_beside_matches_and_opens_again():
    ch = evening(SeededDice(5))
    match_file = archive_match({"games": [], "length": 3}, {"players": ["Ann", "Bo"]})
    path = archive_chouette(ch.to_dict(), {"players": list(ch.names), "games": 1})
    assert path.parent == paths.archive_dir() and path.name.startswith("chouette-")
    assert path.name.endswith(f"-{chouette_key(ch.to_dict())}.json")
    entries, messages = list_archive()
    assert messages == [] and {(e.path, e.kind) for e in entries} == {
        (path, "chouette"), (match_file, "match")}
    loaded, messages = load_archived(path.name)
    assert messages == [] and isinstance(loaded, ArchivedChouette)
    assert loaded.summary == {"players": ["Ann", "Bob", "Cy", "Dee", "Eve"], "games": 1}
    back = Chouette.from_dict(loaded.chouette)
    assert back.ledger == ch.ledger and back.history() == ch.history()
    assert isinstance(load_archived(match_file)[0], ArchivedMatch)


def test_archiving_a_session_again_replaces_its_file_with_the_longer_record():
    ch = evening()
    first = archive_chouette(ch.to_dict(), {"games": 1})
    assert archive_chouette(ch.to_dict(), {"games": 1}) == first
    play_game_two(ch)
    again = archive_chouette(ch.to_dict(), {"games": 2})
    assert again == first and len(list(paths.archive_dir().iterdir())) == 1
    loaded, _ = load_archived(again)
    assert loaded.chouette == ch.to_dict() and loaded.summary == {"games": 2}
    # An older save of the session never replaces the longer one.
    other = evening()
    assert archive_chouette(other.to_dict()) != first
    assert load_archived(first)[0].chouette == ch.to_dict()


def test_another_session_with_the_same_key_gets_its_own_file():
    # Same players, same rules, dice by hand, no session mark: the same key, another evening.
    a = evening(session=None)
    b = evening(session=None)
    b.new_game()
    b.roll((6, 5))
    a.new_game()
    a.roll((5, 6))
    assert chouette_key(a.to_dict()) == chouette_key(b.to_dict())
    pa, pb = archive_chouette(a.to_dict()), archive_chouette(b.to_dict())
    assert pa != pb
    assert load_archived(pa)[0].chouette == a.to_dict()
    assert load_archived(pb)[0].chouette == b.to_dict()


def test_clearing_the_chouette_autosave_archives_it_as_a_chouette():
    ch = evening(SeededDice(2))
    where = paths.data_dir() / "chouette-autosave.json"
    save_autosave(ch.to_dict(), {"ledger": ch.ledger}, path=where)
    archived, messages = clear_autosave(path=where)
    assert messages == [] and not where.exists() and archived.name.startswith("chouette-")
    assert load_archived(archived)[0].chouette == ch.to_dict()


def test_an_autosave_already_archived_is_dropped_after_a_crash():
    # Killed between archiving and removing the autosave: the next start finds the session in
    # the archive and does not offer it again; a session that went on is offered.
    ch = evening(SeededDice(3))
    where = paths.data_dir() / "chouette-autosave.json"
    save_autosave(ch.to_dict(), path=where)
    archive_chouette(ch.to_dict())
    assert read_autosave(where) == (None, []) and not where.exists()
    save_autosave(ch.to_dict(), path=where)
    play_game_two(ch)
    save_autosave(ch.to_dict(), path=where)
    saved, _ = read_autosave(where)
    assert saved is not None and saved.match == ch.to_dict()


def test_a_broken_chouette_archive_file_is_moved_aside_and_named():
    ch = evening()
    path = archive_chouette(ch.to_dict())
    doc = json.loads(path.read_text(encoding="utf-8"))
    del doc["chouette"]
    path.write_text(json.dumps(doc), encoding="utf-8")
    entries, messages = list_archive()
    assert entries == [] and len(messages) == 1 and path.name in messages[0]
    assert not path.exists() and list(paths.archive_dir().glob(path.name + ".corrupt-*"))


# -- the statistics --------------------------------------------------------------------------

def test_statistics_per_player_in_the_box_and_as_a_team_member():
    # R37: each player's figures add up to their ledger; each game once.
    ch = evening()
    play_game_two(ch)                          # Cy captains against Ann: +2 each for Cy, Dee, Eve
    when = "2026-11-29T23:00:00+01:00"
    key = chouette_key(ch.to_dict())
    entries = chouette_entries(ch.history(), key, when)
    assert entries == [
        {"session": key, "game": 1, "when": when, "box": "Ann",
         "members": {"Bob": -1, "Cy": -1, "Dee": -4}},
        {"session": key, "game": 2, "when": when, "box": "Ann",
         "members": {"Cy": 2, "Dee": 2, "Eve": 2}}]
    stats, messages = record_chouette_games(entries)
    assert messages == []
    record_chouette_games(entries)             # again, e.g. after a restart: nothing changes
    stats, _ = load_stats()
    assert len(stats.chouette_games) == 2 and stats.chouette_games_of(key) == {1, 2}
    table = stats.chouette_players()
    assert list(table) == ["Ann", "Bob", "Cy", "Dee", "Eve"]
    ann, cy = table["Ann"], table["Cy"]
    assert (ann.box.games, ann.box.won, ann.box.lost, ann.member.games) == (2, 6, 6, 0)
    assert ann.box.per_game == 0.0 and ann.games == 2
    assert (cy.member.games, cy.member.won, cy.member.lost, cy.member.per_game) == (2, 2, 1, 0.5)
    assert {n: p.net_points for n, p in table.items()} == ch.ledger


def test_statistics_keep_matches_and_leave_out_bad_chouette_entries(bgdesk_home):
    record_game({"opponent": "Bot", "won": True, "kind": 1, "points": 1,
                 "when": "2026-11-29T20:00:00"})
    stats, _ = load_stats()
    good = {"session": "s1", "game": 1, "when": "2026-11-29T21:00:00", "box": "Ann",
            "members": {"Bob": 1, "Cy": -1}}
    bad = [dict(good, game=0), dict(good, members={}), dict(good, members={"Ann": 1}),
           dict(good, members={"Bob": True}), dict(good, when="yesterday"),
           dict(good, session=""), "text", dict(good)]   # the last repeats game 1
    stats.chouette_games = [good]
    save_stats(stats)
    doc = json.loads(paths.stats_path().read_text(encoding="utf-8"))
    doc["chouette_games"] += bad
    doc["future_key"] = {"kept": True}
    paths.stats_path().write_text(json.dumps(doc), encoding="utf-8")
    stats, messages = load_stats()
    assert stats.chouette_games == [good] and len(stats.results) == 1
    assert len(messages) == 1 and "8 recorded games" in messages[0]
    assert stats.unknown == {"future_key": {"kept": True}}
    again, messages = load_stats()
    assert messages == [] and again.chouette_games == [good]


def test_a_stats_file_without_chouette_games_is_unchanged():
    stats = Stats()
    assert "chouette_games" not in stats.to_dict() and stats.chouette_players() == {}


# -- the last seating ------------------------------------------------------------------------

def test_the_last_seating_is_kept_for_the_next_chouette():
    from bgdesk.engine.record import Rules
    from bgdesk.storage.seating import MAX_NAME, load_seating, save_seating, seating_path

    assert load_seating() == (None, [])
    rules = Rules(jacoby=True, beavers=True).to_dict()
    save_seating(["Ann", "Bob", "Cyprian Montgomery-Smith"], {"Bob": "intermediate",
                                                              "Zed": "expert"}, rules)
    assert load_seating() == ({"names": ["Ann", "Bob", "Cyprian Montgomery-Smith"],
                               "seats": {"Bob": "intermediate"}, "rules": rules}, [])
    doc = json.loads(seating_path().read_text(encoding="utf-8"))
    assert doc["format"] == "bgdesk-chouette-seating" and doc["version"] == 1
    for names, seats in ((["x" * (MAX_NAME + 1), "Bob", "Cy"], {}), ([], {}),
                         (["Ann", "Bob", "Cy"], {"Ann": "not a level!"})):
        try:
            save_seating(names, seats, rules)
        except ValueError:
            pass
        else:
            raise AssertionError(f"{names}, {seats} should not be kept")
    assert load_seating()[0]["names"][0] == "Ann"     # the good seating is still there


def test_an_unusable_seating_file_is_moved_aside_and_said():
    from bgdesk.storage.seating import load_seating, seating_path

    seating_path().parent.mkdir(parents=True, exist_ok=True)
    seating_path().write_text('{"format": "bgdesk-chouette-seating", "version": 1, '
                              '"names": "Ann"}', encoding="utf-8")
    seating, messages = load_seating()
    assert seating is None and len(messages) == 1
    assert "usual players" in messages[0]
    assert not seating_path().exists()
    assert list(seating_path().parent.glob(seating_path().name + ".corrupt-*"))
