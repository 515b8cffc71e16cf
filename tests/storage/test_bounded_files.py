"""Nothing a stored file says can hang the program or crash it: every file has a size cap and a
larger one is moved aside unread (with a message, the program carrying on with defaults); named
pipes and deep nesting are refused; writers refuse to write what readers would refuse; temporary
files of interrupted writes are cleaned when the data folder is first read; a file from a newer
bgdesk is moved aside under a name a later bgdesk finds and reads back."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from bgdesk.storage import archive as archive_module
from bgdesk.storage import autosave as autosave_module
from bgdesk.storage import settings as settings_module
from bgdesk.storage import stats as stats_module
from bgdesk.storage.archive import archive_match, list_archive, set_aside_files
from bgdesk.storage.atomic import FileTooLargeError, MB, write_versioned
from bgdesk.storage.autosave import read_autosave, save_autosave
from bgdesk.storage.paths import archive_dir, autosave_path, settings_path, stats_path
from bgdesk.storage.settings import Settings, load_settings, save_settings
from bgdesk.storage.stats import Stats, load_stats, record_game, save_stats

MATCH = {"version": 1, "length": 3, "games": [], "meta": {"uid": "m1"}}


def result(n: int, match: str = "m1", **extra) -> dict:
    return {"opponent": "Bob", "won": n % 2 == 0, "kind": 1, "points": 1,
            "when": "2026-11-29T12:00:00+00:00", "match_won": None, "match": match, "game": n,
            **extra}


def padded(kind: str, version: int, size: int, **body) -> bytes:
    """A valid versioned JSON document of ``size`` bytes (a long unknown string fills it).
    The filling goes between the quotes of the empty string's text, byte for byte what
    ``json.dumps`` writes for it (the archive's is 256 MB: ~2 s through json.dumps)."""
    empty = json.dumps({"format": kind, "version": version, **body, "padding": ""}).encode()
    assert empty.endswith(b'"padding": ""}')
    data = b"".join((empty[:-2], b"x" * (size - len(empty)), empty[-2:]))
    assert len(data) == size
    return data


def aside(folder: Path, name: str, mark: str = ".corrupt-") -> list:
    return sorted(p for p in folder.iterdir() if p.name.startswith(name + mark))


FILES = {
    # name: (path, kind, cap, loader returning (value, messages), default check)
    "settings": (settings_path, "bgdesk-settings", settings_module.MAX_BYTES,
                 load_settings, lambda v: v == Settings()),
    "statistics": (stats_path, "bgdesk-stats", stats_module.MAX_BYTES,
                   load_stats, lambda v: v.results == []),
    "autosave": (autosave_path, "bgdesk-autosave", autosave_module.MAX_BYTES,
                 read_autosave, lambda v: v is None),
}


@pytest.mark.parametrize("which", list(FILES))
def test_a_valid_file_just_over_its_cap_is_moved_aside_unread(which):
    path_of, kind, cap, load, is_default = FILES[which]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    body = {"match": MATCH} if which == "autosave" else {}
    path.write_bytes(padded(kind, 1, cap + 1, **body))
    value, messages = load()
    assert is_default(value)
    [message] = messages
    assert "larger than any such file bgdesk writes" in message and "not read" in message
    [kept] = aside(path.parent, path.name)
    assert kept.stat().st_size == cap + 1 and not path.exists()
    # A file at the cap is read.
    path.write_bytes(padded(kind, 1, cap, **body))
    value, messages = load()
    assert messages == [] and not (which == "autosave" and value is None)


@pytest.mark.parametrize("which", list(FILES))
def test_a_200_mb_file_is_not_read(which, monkeypatch):
    path_of, kind, cap, load, is_default = FILES[which]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:           # sparse: 200 MB long, nothing written to disk
        f.write(b'{"format": "%s", "version": 1, "x": "' % kind.encode())
        f.truncate(200 * MB)
    reads = []
    real_read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    value, messages = load()
    assert is_default(value) and reads == []
    assert "200.0 MB" in messages[0]
    [kept] = aside(path.parent, path.name)
    assert kept.stat().st_size == 200 * MB


def test_an_archive_file_over_its_cap_is_moved_aside_and_named():
    folder = archive_dir()
    good = archive_match({"moves": 1}, {"players": ["A", "B"]})
    big = folder / "match-20261129T120000Z-0123456789ab.json"
    big.write_bytes(padded("bgdesk-archive", 1, archive_module.MAX_BYTES + 1, match={}))
    entries, messages = list_archive()
    assert [e.path for e in entries] == [good]
    assert len(messages) == 1 and big.name in messages[0]
    [moved] = set_aside_files()
    assert moved.name.startswith(big.name + ".corrupt-") and moved.newer_version is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_in_place_of_a_file_does_not_hang():
    path = settings_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    settings, messages = load_settings()      # a blocking open would never return
    assert settings == Settings() and "not an ordinary file" in messages[0]
    [kept] = aside(path.parent, path.name)
    assert not kept.is_file()


@pytest.mark.parametrize("which", list(FILES))
def test_deep_nesting_is_refused_without_a_crash(which):
    path_of, kind, cap, load, is_default = FILES[which]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    deep = "[" * 900 + "]" * 900
    extra = '"match": {"a": %s}, ' % deep if which == "autosave" else ""
    path.write_text('{"format": "%s", "version": 1, %s"unknown": %s}' % (kind, extra, deep))
    value, messages = load()
    assert is_default(value) and "nested more than" in messages[0]


def test_writers_refuse_what_the_readers_would_refuse():
    save_stats(Stats(results=[result(1)]))
    before = stats_path().read_bytes()
    huge = Stats(results=[result(n, opponent_note="x" * 1000) for n in range(1, 9000)])
    with pytest.raises(FileTooLargeError):
        save_stats(huge)
    assert stats_path().read_bytes() == before
    with pytest.raises(ValueError):
        save_autosave({"big": "x" * (autosave_module.MAX_BYTES + 1)})
    assert not autosave_path().exists()
    with pytest.raises(ValueError):
        archive_match({"big": "x" * (archive_module.MAX_BYTES + 1)})
    # Settings kept from a newer bgdesk that would be too large indented are written compactly.
    s = Settings()
    s.unknown = {"future": [[i, i] for i in range(50_000)]}
    save_settings(s)
    assert settings_path().stat().st_size <= settings_module.MAX_BYTES
    assert load_settings()[0].unknown == s.unknown


def _stale(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.0123456789ab.tmp")
    tmp.write_bytes(b"half a write")
    old = time.time() - 3600
    os.utime(tmp, (old, old))
    return tmp


def test_temp_files_of_killed_writes_are_cleaned_when_the_data_folder_is_first_read():
    archived = archive_match({"moves": 2})
    temps = [_stale(stats_path()), _stale(archived), _stale(autosave_path()),
             _stale(stats_path().parent / "private" / ("dice-" + "a" * 64 + ".json"))]
    fresh = stats_path().with_name(f".{stats_path().name}.ba9876543210.tmp")
    fresh.write_bytes(b"a write going on now")
    saved, messages = read_autosave()        # the first read at start
    assert saved is None and messages == []
    assert not any(t.exists() for t in temps)
    assert fresh.exists()                    # too young: perhaps another bgdesk writing now
    stale = _stale(stats_path())
    load_stats()
    assert not stale.exists()
    stale = _stale(archived)
    list_archive()
    assert not stale.exists()


# ---------------------------------------------------------------------------------------------
# A file from a newer bgdesk


def test_newer_settings_are_kept_for_a_later_bgdesk_which_reads_them_back(monkeypatch):
    path = settings_path()
    path.parent.mkdir(parents=True)
    newer = {"format": "bgdesk-settings", "version": 2,
             "appearance": {"language": "lv"}, "future": {"x": 1}}
    path.write_text(json.dumps(newer))
    settings, messages = load_settings()
    assert settings == Settings() and "newer version" in messages[0]
    assert "a newer bgdesk will find it again" in messages[0]
    [kept] = aside(path.parent, path.name, ".newer-v2-")
    assert aside(path.parent, path.name) == []
    # This bgdesk goes on and never writes settings; then a later one that reads version 2 runs.
    monkeypatch.setattr(settings_module, "VERSION", 2)
    settings, messages = load_settings()
    assert settings.get("appearance.language") == "lv" and settings.unknown["future"] == {"x": 1}
    assert "back in use" in messages[0] and json.loads(path.read_text()) == newer
    assert not kept.exists()


def test_a_newer_autosave_comes_back_to_a_later_bgdesk(monkeypatch):
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "bgdesk-autosave", "version": 5, "match": MATCH}))
    saved, messages = read_autosave()
    assert saved is None and "newer" in messages[0]
    monkeypatch.setattr(autosave_module, "VERSION", 5)
    saved, messages = read_autosave()
    assert saved.match == MATCH and "back in use" in messages[0]


def test_a_newer_archived_match_is_listed_again_by_a_later_bgdesk(monkeypatch):
    folder = archive_dir()
    archive_match({"moves": 1}, {"players": ["A", "B"]})
    name = "match-20261129T120000Z-abcdefabcdef.json"
    (folder / name).write_text(json.dumps({"format": "bgdesk-archive", "version": 2,
                                           "archived": "2026-11-29T12:00:00+00:00",
                                           "summary": {"players": ["C", "D"]},
                                           "match": {"future": True}}))
    entries, messages = list_archive()
    assert len(entries) == 1 and "newer" in messages[0]
    [moved] = set_aside_files()
    assert moved.newer_version == 2 and moved.name.startswith(name + ".newer-v2-")
    assert list_archive() == (entries, [])               # said once, and nothing lost
    monkeypatch.setattr(archive_module, "VERSION", 2)
    entries, messages = list_archive()
    assert name in [e.name for e in entries] and len(entries) == 2
    assert "back in the list" in messages[0]
    assert set_aside_files() == []


def test_newer_statistics_are_counted_again_by_a_later_bgdesk(monkeypatch):
    path = stats_path()
    path.parent.mkdir(parents=True)
    newer = {"format": "bgdesk-stats", "version": 2,
             "results": [result(1, "old"), result(2, "old"), result(3, "both")]}
    path.write_text(json.dumps(newer))
    stats, messages = load_stats()
    assert stats.results == [] and "newer" in messages[0]
    record_game(result(3, "both"))      # this bgdesk records games meanwhile (one the same)
    record_game(result(1, "new"))
    monkeypatch.setattr(stats_module, "VERSION", 2)
    stats, messages = load_stats()
    keys = sorted((r["match"], r["game"]) for r in stats.results)
    assert keys == [("both", 3), ("new", 1), ("old", 1), ("old", 2)]
    assert "2 games" in messages[0] and "counted again" in messages[0]
    assert aside(path.parent, path.name, ".newer-v") == []
    assert len(aside(path.parent, path.name, ".merged-v2-")) == 1
    assert load_stats()[1] == [] and len(load_stats()[0].results) == 4
