"""Issue 23, storage that tells: failed writes kept until one works (bgdesk.storage.health),
permission errors that are not corruption, folders under the home that are links or another
account's (neither followed nor re-moded), pipes and devices refused before opening, and
archive deletions that can be undone after a restart."""

from __future__ import annotations

import errno
import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bgdesk.storage import archive, atomic, fairseeds, health, paths
from bgdesk.storage.atomic import (NotOrdinaryFile, UnsafeFolder, not_ordinary,
                                   read_ordinary_file, read_versioned, write_versioned)
from bgdesk.storage.autosave import read_autosave, save_autosave
from bgdesk.storage.stats import load_stats, record_games

KIND = "bgdesk-test"
posix = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes, links and pipes")


def result(match="m1", game=1):
    return {"opponent": "Bob", "won": True, "kind": 1, "points": 1,
            "when": "2026-12-01T10:00:00+00:00", "match_won": None, "match": match, "game": game}


# -- the mechanism ---------------------------------------------------------------------------

def test_a_failed_write_is_kept_until_a_write_of_that_file_works(tmp_path, monkeypatch):
    target = tmp_path / "f.json"
    seen = []
    stop = health.listen(lambda fs: seen.append([(f.path.name, f.kind, f.count) for f in fs]))
    real = atomic.atomic_write_bytes

    def full(path, data, **kw):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))
    try:
        monkeypatch.setattr(atomic, "atomic_write_bytes", full)
        for _ in range(3):
            with pytest.raises(OSError):
                write_versioned(target, KIND, 1, {"a": 1})
        [f] = health.failures()
        assert (f.path, f.kind, f.count, f.reason) == (target, health.NO_SPACE, 3,
                                                       "No space left on device")
        tries = []

        def again():
            tries.append(1)
            write_versioned(target, KIND, 1, {"a": 2})
        health.pending(target, again)
        assert health.retry() == 1 and health.failures()[0].count == 4   # still full: kept
        monkeypatch.setattr(atomic, "atomic_write_bytes", real)
        assert health.retry() == 0 and health.failures() == []          # room again: written
        assert json.loads(target.read_text())["a"] == 2 and len(tries) == 2
        assert health.retry() == 0 and len(tries) == 2                   # done: not tried again
    finally:
        stop()
    assert seen[0] == [("f.json", "no-space", 1)] and seen[-1] == []


def test_kinds_of_failure():
    assert health.kind_of(OSError(errno.ENOSPC, "x")) == health.NO_SPACE
    assert health.kind_of(PermissionError(errno.EACCES, "x")) == health.PERMISSION
    assert health.kind_of(OSError(errno.EROFS, "x")) == health.READ_ONLY
    assert health.kind_of(UnsafeFolder(Path("/x/y"), "link")) == health.UNSAFE_FOLDER
    assert health.kind_of(atomic.UnreadableTarget(Path("/x"))) == health.UNREADABLE
    assert health.kind_of(OSError(errno.EIO, "x")) == health.OTHER


# -- permission errors are not corruption ---------------------------------------------------

def _deny(monkeypatch, target: Path):
    real = os.open

    def guarded(file, *args, **kwargs):
        if Path(file) == target:
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real(file, *args, **kwargs)
    monkeypatch.setattr(os, "open", guarded)


def test_unreadable_statistics_are_left_alone_reported_and_come_back(monkeypatch):
    record_games([result("m1", 1), result("m1", 2)])
    target = paths.stats_path()
    with monkeypatch.context() as m:
        _deny(m, target)
        stats, messages = load_stats()
        assert stats.results == [] and len(messages) == 1
        assert "permission denied" in messages[0] and "left where it is" in messages[0]
        with pytest.raises(PermissionError):
            record_games([result("m2", 1)])      # never a fresh file over the unreadable one
    assert not list(target.parent.glob("stats.json.corrupt-*"))
    stats, messages = load_stats()                # the permission fixed: all there
    assert messages == [] and len(stats.results) == 2
    record_games([result("m2", 1)])
    assert len(load_stats()[0].results) == 3


def test_an_unreadable_autosave_is_not_moved_aside_nor_written_over(monkeypatch):
    save_autosave({"games": []}, {"players": ["A", "B"]})
    target = paths.autosave_path()
    with monkeypatch.context() as m:
        _deny(m, target)
        saved, messages = read_autosave()
        assert saved is None and "permission denied" in messages[0]
        with pytest.raises(PermissionError):
            save_autosave({"games": [1]}, {})
    assert not list(target.parent.glob("autosave.json.corrupt-*"))
    saved, messages = read_autosave()
    assert saved.match == {"games": []} and messages == []


@posix
@pytest.mark.skipif(os.geteuid() != 0, reason="runs a child under another account (root)")
def test_a_real_permission_error_under_another_account():
    """A child process as the nobody account (uid 65534), on a home it owns whose stats.json
    it may not read: the file stays, as it was, and the child says permission denied."""
    import shutil
    import tempfile

    tmp_path = Path(tempfile.mkdtemp(prefix="bgdesk-perm-"))  # a folder nobody may enter
    os.chmod(tmp_path, 0o755)
    try:
        _as_nobody(tmp_path)
    finally:
        shutil.rmtree(tmp_path, ignore_errors=True)


def _as_nobody(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "data").mkdir(parents=True)
    stats = home / "data" / "stats.json"
    stats.write_text('{"format": "bgdesk-stats", "version": 1, "results": []}')
    for p in (tmp_path, home, home / "data"):
        os.chown(p, 65534, 65534)
    os.chmod(tmp_path, 0o755)
    os.chown(stats, 65534, 65534)
    os.chmod(stats, 0)
    # Everything imported first (the interpreter may sit where that account cannot read);
    # then the account that matters for the files is nobody's.
    code = ("import os; from bgdesk.storage.stats import load_stats, record_games;"
            "import bgdesk.storage.atomic, bgdesk.storage.health, bgdesk.storage.paths;"
            "import bgdesk.storage.instance, bgdesk.storage.pending, json, copy, platformdirs;"
            "os.setegid(65534); os.seteuid(65534);"
            "s, m = load_stats(); print(m[0]);"
            "import sys\n"
            "try:\n record_games([" + repr(result()) + "])\n"
            "except PermissionError as e: print('refused', e)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=dict(os.environ, BGDESK_HOME=str(home)), timeout=60)
    assert out.returncode == 0, out.stderr
    assert "permission denied" in out.stdout and "refused" in out.stdout
    assert stats.exists() and stat.S_IMODE(stats.stat().st_mode) == 0
    assert not list(stats.parent.glob("stats.json.corrupt-*"))


# -- folders under the home -----------------------------------------------------------------

@posix
def test_a_linked_seeds_folder_is_neither_followed_nor_re_moded(tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(mode=0o755)
    os.chmod(elsewhere, 0o755)
    data = paths.data_dir()
    data.mkdir(parents=True)
    (data / "private").symlink_to(elsewhere)
    with pytest.raises(UnsafeFolder) as caught:
        fairseeds.keep_seed("the seed")
    assert caught.value.why == "link" and caught.value.folder == data / "private"
    assert list(elsewhere.iterdir()) == [] and stat.S_IMODE(elsewhere.stat().st_mode) == 0o755
    [f] = health.failures()
    assert f.kind == health.UNSAFE_FOLDER and f.why == "link"
    # Reading through it is refused too, with a sentence, and nothing is moved.
    (elsewhere / ("dice-" + "0" * 64 + ".json")).write_text("{}")
    seed, messages = fairseeds.find_seed("0" * 64)
    assert seed is None and "symbolic link" in messages[0]
    assert messages[0].code == "read-unsafe-folder"
    assert (elsewhere / ("dice-" + "0" * 64 + ".json")).exists()


@posix
def test_a_linked_archive_folder_is_not_written_through(tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    paths.data_dir().mkdir(parents=True)
    paths.archive_dir().symlink_to(elsewhere)
    with pytest.raises(UnsafeFolder):
        archive.archive_match({"games": []}, {})
    assert list(elsewhere.iterdir()) == []


@posix
def test_a_folder_made_read_only_by_its_owner_keeps_its_mode():
    folder = fairseeds.seeds_dir()
    folder.mkdir(parents=True)
    os.chmod(folder, 0o755)
    try:
        fairseeds.keep_seed("kept in a folder of mode 755")
    finally:
        mode = stat.S_IMODE(folder.stat().st_mode)
    assert mode == 0o755                           # not made 700 behind the owner's back
    [seed_file] = folder.glob("dice-*.json")
    assert stat.S_IMODE(seed_file.stat().st_mode) == 0o600   # the file itself is private
    os.chmod(folder, 0o555)
    try:
        try:
            fairseeds.keep_seed("another seed")
        except PermissionError:
            assert health.failures()[0].kind == health.PERMISSION   # not root: refused, told
        assert stat.S_IMODE(folder.stat().st_mode) == 0o555
    finally:
        os.chmod(folder, 0o755)


def test_a_new_seeds_folder_is_made_private():
    fairseeds.keep_seed("a seed")
    if os.name == "posix":
        assert stat.S_IMODE(fairseeds.seeds_dir().stat().st_mode) & 0o077 == 0


@posix
@pytest.mark.skipif(os.geteuid() != 0, reason="needs root to give a folder to another account")
def test_a_folder_of_another_account_is_neither_written_in_nor_re_moded():
    folder = fairseeds.seeds_dir()
    folder.mkdir(parents=True)
    os.chmod(folder, 0o777)
    os.chown(folder, 65534, 65534)
    with pytest.raises(UnsafeFolder) as caught:
        fairseeds.keep_seed("the seed")
    assert caught.value.why == "owner"
    assert list(folder.iterdir()) == [] and stat.S_IMODE(folder.stat().st_mode) == 0o777
    assert folder.stat().st_uid == 65534


def test_files_the_person_chose_outside_the_home_are_not_checked(tmp_path):
    elsewhere = tmp_path / "exports"
    elsewhere.mkdir()
    link = tmp_path / "link"
    link.symlink_to(elsewhere)
    atomic.atomic_write_text(link / "match.mat", "x")   # an export: where the person said
    assert (elsewhere / "match.mat").read_text() == "x"


# -- pipes and devices ----------------------------------------------------------------------

@posix
def test_a_pipe_is_refused_at_once_without_opening_it(tmp_path):
    fifo = tmp_path / "f.mat"
    os.mkfifo(fifo)
    assert not_ordinary(fifo) == "pipe"
    assert not_ordinary("/dev/null") == "device"
    assert not_ordinary(tmp_path) == "folder"
    assert not_ordinary(tmp_path / "none") == "missing"
    started = time.monotonic()
    with pytest.raises(NotOrdinaryFile) as caught:
        read_ordinary_file(fifo, 1000)
    assert caught.value.kind == "pipe" and time.monotonic() - started < 1.0
    with pytest.raises(NotOrdinaryFile):
        read_ordinary_file("/dev/zero", 1000)     # a device that never ends


@posix
def test_a_pipe_in_place_of_a_stored_file_is_moved_aside_at_once(tmp_path):
    target = paths.stats_path()
    target.parent.mkdir(parents=True)
    os.mkfifo(target)
    started = time.monotonic()
    stats, messages = load_stats()
    assert time.monotonic() - started < 2.0 and stats.results == []
    assert "not an ordinary file" in messages[0]


# -- deleted archive files ------------------------------------------------------------------

def test_deleted_matches_are_listed_after_a_restart_restored_and_emptied_only_when_asked():
    first = archive.archive_match({"games": [], "meta": {"uid": "one"}}, {"players": ["A", "B"]})
    second = archive.archive_match({"games": [], "meta": {"uid": "two"}}, {"players": ["C", "D"]})
    gone1 = archive.delete_archived(first)
    time.sleep(0.01)
    gone2 = archive.delete_archived(second)
    # A new start: nothing of the deletion is in memory, the folder says it all.
    entries, messages = archive.list_deleted()
    assert messages == [] and [e.path for e in entries] == [gone2, gone1]
    assert archive.list_archive()[0] == []
    back = archive.undelete_archived(entries[1].path)
    assert back == first and [e.path for e in archive.list_archive()[0]] == [first]
    assert [e.path for e in archive.list_deleted()[0]] == [gone2]
    assert archive.empty_deleted() == 1
    assert archive.list_deleted()[0] == [] and first.exists()
