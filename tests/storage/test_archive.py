"""Archive of finished matches: one file each, listed newest first, loaded back."""

from __future__ import annotations

import json
import re

import pytest

from bgdesk.storage.archive import ArchiveEntry, archive_match, list_archive, load_archived
from bgdesk.storage.paths import archive_dir


def match(n):
    return {"length": 5, "games": [{"moves": [f"move {i}" for i in range(n)]}], "n": n}


def test_archive_one_file_each_with_versioned_json():
    path = archive_match(match(1), {"players": ["Ann", "Bo"], "score": "5-2", "date": "2026-11-29"})
    assert path.parent == archive_dir()
    assert re.fullmatch(r"match-\d{8}T\d{6}Z-[0-9a-f]{12}\.json", path.name)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format"] == "bgdesk-archive" and doc["version"] == 1
    assert doc["match"] == match(1) and doc["summary"]["score"] == "5-2" and doc["archived"]
    assert [p.name for p in archive_dir().iterdir()] == [path.name]


def test_list_newest_first_with_summaries():
    paths = [archive_match(match(n), {"score": f"5-{n}"}) for n in range(4)]
    entries, messages = list_archive()
    assert messages == []
    assert [e.path for e in entries] == paths[::-1]
    assert [e.summary["score"] for e in entries] == ["5-3", "5-2", "5-1", "5-0"]
    assert all(isinstance(e, ArchiveEntry) and e.archived for e in entries)


def test_load_by_entry_path_or_name():
    path = archive_match(match(3), {"players": "Ann v Bo"})
    [entry], _ = list_archive()
    for which in (entry, path, path.name):
        loaded, messages = load_archived(which)
        assert messages == [] and loaded.match == match(3)
        assert loaded.summary == {"players": "Ann v Bo"} and loaded.path == path


def test_archiving_the_same_record_twice_keeps_one_file():
    first = archive_match(match(2), {"score": "5-4"})
    assert archive_match(match(2), {"score": "5-4"}) == first
    assert len(list(archive_dir().iterdir())) == 1


@pytest.mark.parametrize("name", ["../settings.json", "/etc/passwd", "match-x.json", ""])
def test_load_by_name_refuses_anything_but_archive_names(name):
    with pytest.raises(ValueError):
        load_archived(name)


def test_missing_archived_match_is_reported():
    loaded, messages = load_archived("match-20261129T114500Z-0123456789ab.json")
    assert loaded is None and "no longer there" in messages[0]


def test_corrupt_archive_file_is_moved_aside_and_the_rest_listed():
    good = archive_match(match(1), {"score": "5-0"})
    bad = archive_dir() / "match-20260101T000000Z-0123456789ab.json"
    bad.write_text('{"format": "bgdesk-archive", "version": 1, "match": {"games": [')
    entries, messages = list_archive()
    assert [e.path for e in entries] == [good]
    assert len(messages) == 1 and "archived match file" in messages[0]
    kept = list(archive_dir().glob("match-20260101T000000Z-0123456789ab.json.corrupt-*"))
    assert len(kept) == 1
    assert list_archive() == (entries, [])


def test_bad_arguments_raise_before_writing():
    with pytest.raises(TypeError):
        archive_match(["not a dict"])
    with pytest.raises(TypeError):
        archive_match(match(1), summary="5-3")
    with pytest.raises(TypeError):
        archive_match({"x": {1, 2}})
    assert not archive_dir().exists() or list(archive_dir().iterdir()) == []


def test_empty_archive():
    assert list_archive() == ([], [])
