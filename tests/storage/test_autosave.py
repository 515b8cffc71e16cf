"""Autosave of the unfinished match: round trip, corruption, clearing into the archive."""

from __future__ import annotations

import json
import os
import re
import time

import pytest

from bgdesk.storage.archive import archive_match, list_archive, load_archived
from bgdesk.storage.autosave import (
    clear_autosave,
    load_autosave,
    read_autosave,
    save_autosave,
)
from bgdesk.storage.paths import archive_dir, autosave_path, data_dir

MATCH = {
    "kind": "match", "length": 5, "score": [2, 1], "crawford": False,
    "cube": {"value": 2, "owner": 1}, "on_roll": 0, "dice": [6, 3],
    "position_id": "4HPwATDgc/ABMA", "games": [{"moves": ["31: 8/5 6/5", "64: 24/18 13/9"]}],
    "players": ["Zoë", "Bot (intermediate)"],
}


def aside():
    return sorted(p.name for p in data_dir().glob("autosave.json.corrupt-*"))


def test_no_autosave():
    assert load_autosave() == (None, [])
    assert read_autosave() == (None, [])


def test_round_trip_exactly_as_saved():
    path = save_autosave(MATCH, summary={"players": "Zoë v Bot", "score": "2-1"})
    assert path == autosave_path()
    match, messages = load_autosave()
    assert match == MATCH and messages == []
    saved, _ = read_autosave()
    assert saved.summary == {"players": "Zoë v Bot", "score": "2-1"} and saved.saved
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format"] == "bgdesk-autosave" and doc["version"] == 2


def test_each_save_replaces_the_last_and_leaves_no_temp_files():
    for n in range(1, 30):
        save_autosave({**MATCH, "move_count": n})
    assert load_autosave()[0]["move_count"] == 29
    assert sorted(p.name for p in data_dir().iterdir()) == ["autosave.json"]


def test_unsavable_record_raises_and_keeps_the_previous_save():
    save_autosave(MATCH)
    with pytest.raises(TypeError):
        save_autosave({"bad": object()})
    with pytest.raises(ValueError):
        save_autosave({"bad": float("inf")})
    with pytest.raises(TypeError):
        save_autosave(["not", "a", "dict"])
    assert load_autosave() == (MATCH, [])
    assert sorted(p.name for p in data_dir().iterdir()) == ["autosave.json"]


BAD = {
    "empty file": "",
    "truncated JSON": json.dumps({"format": "bgdesk-autosave", "version": 1,
                                  "match": MATCH})[:-20],
    "not an object": "[]",
    "top level of wrong type: match is text": json.dumps(
        {"format": "bgdesk-autosave", "version": 1, "match": "5-point match"}),
    "top level of wrong type: summary is a list": json.dumps(
        {"format": "bgdesk-autosave", "version": 1, "match": MATCH, "summary": []}),
    "no match at all": json.dumps({"format": "bgdesk-autosave", "version": 1}),
}


@pytest.mark.parametrize("case", list(BAD))
def test_unusable_autosave_is_moved_aside_and_reported_once(case):
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text(BAD[case])
    match, messages = load_autosave()
    assert match is None
    [message] = messages
    [kept] = aside()
    assert re.fullmatch(r"autosave\.json\.corrupt-\d{8}T\d{6}", kept)
    assert (data_dir() / kept).read_text() == BAD[case]
    assert kept in message and "resume" in message
    assert load_autosave() == (None, [])


def test_folder_in_place_of_autosave():
    autosave_path().mkdir(parents=True)
    match, messages = load_autosave()
    assert match is None and len(messages) == 1 and len(aside()) == 1


def test_clear_archives_first_then_removes():
    save_autosave(MATCH, summary={"players": "Zoë v Bot", "score": "5-3"})
    archived, messages = clear_autosave()
    assert messages == [] and archived is not None and archived.parent == archive_dir()
    assert not autosave_path().exists()
    assert load_autosave() == (None, [])
    [entry], _ = list_archive()
    assert entry.path == archived and entry.summary == {"players": "Zoë v Bot", "score": "5-3"}
    loaded, _ = load_archived(entry)
    assert loaded.match == MATCH


def test_clear_with_a_summary_of_its_own():
    save_autosave(MATCH, summary={"score": "4-3"})
    archived, _ = clear_autosave({"score": "5-3", "date": "2026-11-29"})
    loaded, _ = load_archived(archived)
    assert loaded.summary == {"score": "5-3", "date": "2026-11-29"}


def test_clear_without_archiving():
    save_autosave(MATCH)
    assert clear_autosave(archive=False) == (None, [])
    assert not autosave_path().exists() and list_archive() == ([], [])


def test_clear_when_there_is_nothing():
    assert clear_autosave() == (None, [])


def test_clear_with_a_corrupt_autosave_keeps_it_aside():
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_text("{")
    archived, messages = clear_autosave()
    assert archived is None and len(messages) == 1 and len(aside()) == 1


def test_crash_between_archiving_and_clearing_is_repaired():
    save_autosave(MATCH)
    first = archive_match(MATCH, {"score": "5-3"})  # archived, then the program died
    assert autosave_path().exists()
    assert load_autosave() == (None, [])           # not offered for resuming again
    assert not autosave_path().exists()
    save_autosave(MATCH)
    archived, _ = clear_autosave()                 # archiving again finds the same file
    assert archived == first
    assert len(list_archive()[0]) == 1


def test_stale_temp_files_from_a_killed_save_are_cleaned_on_load():
    save_autosave(MATCH)
    stale = data_dir() / ".autosave.json.0123456789ab.tmp"
    fresh = data_dir() / ".autosave.json.ba9876543210.tmp"
    stale.write_text('{"format": "bgdesk-aut')
    fresh.write_text('{"format": "bgdesk-aut')
    old = time.time() - 3600
    os.utime(stale, (old, old))
    assert load_autosave() == (MATCH, [])
    assert not stale.exists() and fresh.exists()
