"""Atomic writes, versioned JSON, and moving unusable files aside."""

from __future__ import annotations

import ast
import json
import os
import re
import time
from pathlib import Path

import pytest

from bgdesk.storage import atomic
from bgdesk.storage.atomic import (
    atomic_write_bytes,
    dump_versioned,
    read_versioned,
    remove_stale_temp_files,
    write_versioned,
)

KIND = "bgdesk-test"
CORRUPT_RE = re.compile(r"data\.json\.corrupt-\d{8}T\d{6}(-\d+)?")


def temp_files(folder: Path) -> list:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def read(path: Path):
    return read_versioned(path, KIND, 2, what="test file", fallback="the test carries on")


# --- writing ---------------------------------------------------------------------------------


def test_write_creates_folder_and_leaves_no_temp_files(tmp_path):
    target = tmp_path / "a" / "b" / "data.json"
    atomic_write_bytes(target, b"one")
    assert target.read_bytes() == b"one"
    atomic_write_bytes(target, b"two, longer")
    assert target.read_bytes() == b"two, longer"
    assert temp_files(target.parent) == []
    assert sorted(p.name for p in target.parent.iterdir()) == ["data.json"]


def test_write_goes_through_fsync_and_replace(tmp_path, monkeypatch):
    calls = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b))[1])
    atomic_write_bytes(tmp_path / "data.json", b"x")
    # the file is fsynced before the rename; the folder after it (POSIX)
    assert calls[:2] == ["fsync", "replace"]
    if os.name != "nt":
        assert calls[2:] == ["fsync"]


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_failed_write_keeps_old_file_and_removes_temp(tmp_path, monkeypatch, failing):
    target = tmp_path / "data.json"
    atomic_write_bytes(target, b"old")

    def boom(*args):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as m:
        m.setattr(os, failing, boom)
        with pytest.raises(OSError):
            atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"old"
    assert temp_files(tmp_path) == []


def test_write_versioned_layout_and_round_trip(tmp_path):
    target = tmp_path / "data.json"
    body = {"name": "Zoë ✓", "n": [1, 2, {"x": None}], "flag": True}
    write_versioned(target, KIND, 2, body)
    on_disk = json.loads(target.read_text(encoding="utf-8"))
    assert on_disk == {"format": KIND, "version": 2, **body}
    assert list(on_disk)[:2] == ["format", "version"]
    result = read(target)
    assert (result.data, result.version, result.messages, result.moved_to) == (body, 2, [], None)


@pytest.mark.parametrize(
    "body, error",
    [
        ({"x": float("nan")}, ValueError),
        ({"x": {1, 2}}, TypeError),
        ({"format": "other"}, ValueError),
        ({"version": 3}, ValueError),
        (["not", "a", "dict"], TypeError),
    ],
)
def test_unsavable_body_raises_and_keeps_old_file(tmp_path, body, error):
    target = tmp_path / "data.json"
    write_versioned(target, KIND, 1, {"ok": 1})
    before = target.read_bytes()
    with pytest.raises(error):
        write_versioned(target, KIND, 1, body)
    assert target.read_bytes() == before
    assert temp_files(tmp_path) == []


def test_dump_is_utf8_and_ends_with_newline():
    raw = dump_versioned(KIND, 1, {"s": "Ħ"}, indent=None)
    assert raw.endswith(b"\n") and "Ħ".encode() in raw


# --- reading ---------------------------------------------------------------------------------


def test_missing_file_gives_nothing_and_no_message(tmp_path):
    result = read(tmp_path / "data.json")
    assert result.data is None and result.messages == [] and result.moved_to is None


def test_older_version_is_returned_for_migration(tmp_path):
    target = tmp_path / "data.json"
    write_versioned(target, KIND, 1, {"a": 1})
    result = read(target)
    assert result.data == {"a": 1} and result.version == 1 and result.messages == []


def test_byte_order_mark_is_accepted(tmp_path):
    target = tmp_path / "data.json"
    target.write_bytes(b"\xef\xbb\xbf" + dump_versioned(KIND, 2, {"a": 1}))
    assert read(target).data == {"a": 1}


BAD_FILES = {
    "empty": (b"", "empty"),
    "whitespace only": (b"  \n\t", "empty"),
    "truncated JSON": (dump_versioned(KIND, 2, {"a": [1, 2, 3]})[:-9], "cut short"),
    "not UTF-8": (b"\xff\xfe\x00garbage\x80", "UTF-8"),
    "a list": (b"[1, 2, 3]", "list"),
    "a string": (b'"hello"', "string"),
    "a number": (b"42", "number"),
    "null": (b"null", "null"),
    "NaN constant": (b'{"format": "bgdesk-test", "version": 2, "a": NaN}', "JSON"),
    "no format marker": (b'{"version": 2}', "format"),
    "another kind of file": (b'{"format": "bgdesk-other", "version": 2}', "bgdesk-other"),
    "version missing": (b'{"format": "bgdesk-test"}', "version"),
    "version is text": (b'{"format": "bgdesk-test", "version": "2"}', "version"),
    "version is a bool": (b'{"format": "bgdesk-test", "version": true}', "version"),
    "version is a float": (b'{"format": "bgdesk-test", "version": 1.5}', "version"),
    "version zero": (b'{"format": "bgdesk-test", "version": 0}', "version"),
    "nested too deeply": (b'{"format": "bgdesk-test", "version": 2, "a": ' + b"[" * 100000
                          + b"]" * 100000 + b"}", "JSON"),
}


@pytest.mark.parametrize("case", list(BAD_FILES))
def test_unusable_file_is_moved_aside_with_a_message(tmp_path, case):
    raw, words = BAD_FILES[case]
    target = tmp_path / "data.json"
    target.write_bytes(raw)
    result = read(target)
    assert result.data is None
    assert not target.exists()
    assert result.moved_to is not None and result.moved_to.parent == tmp_path
    assert CORRUPT_RE.fullmatch(result.moved_to.name)
    assert result.moved_to.read_bytes() == raw  # kept, byte for byte
    [message] = result.messages
    assert words in message
    assert result.moved_to.name in message and str(tmp_path) in message
    assert "test file" in message and "the test carries on" in message
    # told once: the next read finds no file and says nothing
    again = read(target)
    assert again.data is None and again.messages == []


def test_rejected_shape_is_moved_aside(tmp_path):
    target = tmp_path / "data.json"
    write_versioned(target, KIND, 2, {"items": "not a list"})
    result = read_versioned(target, KIND, 2, what="test file", fallback="carry on",
                            check=lambda body: None if isinstance(body["items"], list)
                            else "its items are not a list")
    assert result.data is None and "its items are not a list" in result.messages[0]
    assert result.moved_to.exists()


def test_folder_in_place_of_file_is_moved_aside(tmp_path):
    target = tmp_path / "data.json"
    target.mkdir()
    (target / "inside").write_text("x")
    result = read(target)
    assert result.data is None and not target.exists()
    assert (result.moved_to / "inside").read_text() == "x"
    assert "folder" in result.messages[0]


def test_unreadable_file_is_left_in_place_reported_and_never_written_over(tmp_path, monkeypatch):
    """Issue 23: a permission error is not damage. The file stays where it is, the message
    says it cannot be read (permission), a write does not replace it, and once it can be read
    again it is used as it was."""
    from bgdesk.storage import health
    from bgdesk.storage.atomic import UnreadableTarget

    target = tmp_path / "data.json"
    write_versioned(target, KIND, 2, {"a": 1})
    real_open = os.open

    def guarded_open(file, *args, **kwargs):
        if Path(file) == target:
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)

    with monkeypatch.context() as m:
        m.setattr(os, "open", guarded_open)
        result = read(target)
        assert result.data is None and result.blocked and result.moved_to is None
        assert target.exists() and not list(tmp_path.glob("*.corrupt-*"))
        assert "permission denied" in result.messages[0]
        assert result.messages[0].code == "read-permission"
        with pytest.raises(UnreadableTarget):
            write_versioned(target, KIND, 2, {"a": 2})
        assert [f.kind for f in health.failures() if f.path == target] == ["unreadable"]
    assert read(target).data == {"a": 1}   # the permission fixed: all there, as it was
    write_versioned(target, KIND, 2, {"a": 3})
    assert not [f for f in health.failures() if f.path == target]


def test_file_that_cannot_be_moved_is_left_in_place_and_reported(tmp_path, monkeypatch):
    target = tmp_path / "data.json"
    target.write_bytes(b"")

    def refuse(a, b):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "rename", refuse)
    result = read(target)
    assert result.data is None and result.moved_to is None
    assert target.exists()
    assert "could not" in result.messages[0] and str(target) in result.messages[0]


def test_two_bad_files_in_the_same_second_get_distinct_names(tmp_path):
    target = tmp_path / "data.json"
    names = set()
    for _ in range(3):
        target.write_bytes(b"{")
        names.add(read(target).moved_to.name)
    assert len(names) == 3
    assert all(CORRUPT_RE.fullmatch(n) for n in names)


def test_stale_temp_files_are_removed_but_fresh_ones_kept(tmp_path):
    target = tmp_path / "data.json"
    old = tmp_path / ".data.json.0123456789ab.tmp"
    fresh = tmp_path / ".data.json.ba9876543210.tmp"
    other = tmp_path / ".other.json.0123456789ab.tmp"
    for p in (old, fresh, other):
        p.write_bytes(b"partial")
    hour_ago = time.time() - 3600
    os.utime(old, (hour_ago, hour_ago))
    os.utime(other, (hour_ago, hour_ago))
    assert remove_stale_temp_files(target) == 1
    assert not old.exists() and fresh.exists() and other.exists()


def test_storage_never_uses_pickle_or_eval():
    folder = Path(atomic.__file__).parent
    banned_modules = {"pickle", "cPickle", "marshal", "shelve", "dill"}
    for path in folder.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert not {a.name.split(".")[0] for a in node.names} & banned_modules, path
            elif isinstance(node, ast.ImportFrom):
                assert (node.module or "").split(".")[0] not in banned_modules, path
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in {"eval", "exec", "compile"}, path
