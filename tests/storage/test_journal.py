"""The journal of finished games: versioned, checksummed, chained records; a last line cut short
by a kill recognised and left out (and cut off before the next append); damage, bounds, other
sessions' records and newer versions refused with the reason; never a blocking open."""

from __future__ import annotations

import json
import os

import pytest

import bgdesk.storage.journal as journal_mod
from bgdesk.storage.journal import (
    JournalError, JournalWriter, body_text, encode_record, journal_path, read_journal,
)
from bgdesk.storage.paths import autosave_path


def make(n: int, uid: str = "s1"):
    w = JournalWriter(journal_path(autosave_path()))
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    w.start(uid, {"kind": "games"})
    for i in range(n):
        w.append(uid, [body_text({"items": [{"game": i + 1}], "results": []})])
    return w


def test_records_read_back_in_order_with_their_chain():
    w = make(5)
    found = read_journal(w.path)
    assert found.problem is None and found.messages == [] and not found.torn
    assert [r["items"][0]["game"] for r in found.records] == [1, 2, 3, 4, 5]
    assert found.state == w.state and found.state.count == 5
    assert found.state.length == w.path.stat().st_size
    # Every line: its checksum, a space, the record (format, version, number, session).
    for n, line in enumerate(w.path.read_bytes().splitlines()):
        doc = json.loads(line[65:])
        assert (doc["format"], doc["version"], doc["n"], doc["uid"]) == ("bgdesk-journal", 1, n, "s1")
    # Read up to a record: the rest counted, not used.
    part = read_journal(w.path, upto=3)
    assert part.state.count == 3 and part.extra == 2 and len(part.records) == 3
    assert part.state.chain != found.state.chain


@pytest.mark.parametrize("cut", [1, 10, 64, 65, 100, -2, -1])
def test_a_last_line_cut_short_is_left_out_and_cut_off_before_the_next_append(cut):
    w = make(4)
    whole = w.path.read_bytes()
    last_start = whole.rstrip(b"\n").rfind(b"\n") + 1
    at = last_start + cut if cut > 0 else len(whole) + cut
    w.path.write_bytes(whole[:at])  # what a kill in the middle of the last write leaves
    found = read_journal(w.path)
    assert found.torn and found.problem is None and found.messages == []
    assert found.state.count == 3 and found.state.length == last_start
    # The writer carries on from the last whole record.
    w2 = JournalWriter(w.path)
    w2.take_over(found.state)
    w2.append("s1", [body_text({"items": [{"game": "4 again"}], "results": []})])
    again = read_journal(w.path)
    assert not again.torn and again.state.count == 4
    assert again.records[-1]["items"] == [{"game": "4 again"}]


def test_a_damaged_line_with_good_ones_after_it_is_said_and_the_file_kept():
    w = make(5)
    lines = w.path.read_bytes().splitlines(keepends=True)
    lines[3] = lines[3][:100] + b"X" + lines[3][101:]  # record 3's text no longer its checksum's
    w.path.write_bytes(b"".join(lines))
    found = read_journal(w.path)
    assert found.state.count == 2 and len(found.records) == 2
    [text] = found.messages
    assert "damaged from record 3" in text and "does not match its checksum" in text
    kept = list(w.path.parent.glob("autosave.journal.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"".join(lines)


@pytest.mark.parametrize("change, words", [
    (lambda d: d.update(uid="other"), "belongs to another session"),
    (lambda d: d.update(n=7), "missing or out of order"),
    (lambda d: d.update(version=2), "newer version of bgdesk"),
    (lambda d: d.update(format="bgdesk-stats"), "not a journal record"),
    (lambda d: d.update(body=[1, 2]), "holds no body"),
])
def test_a_record_that_is_not_this_journals_next_is_refused(change, words):
    w = make(3)
    lines = w.path.read_bytes().splitlines(keepends=True)
    doc = json.loads(lines[2][65:])
    change(doc)
    payload = json.dumps(doc).encode()
    import hashlib
    lines[2] = hashlib.sha256(payload).hexdigest().encode() + b" " + payload + b"\n"
    w.path.write_bytes(b"".join(lines))
    found = read_journal(w.path)
    assert found.state.count == 1
    assert any(words in m for m in found.messages), found.messages


def test_records_are_bounded_in_length_and_number(monkeypatch):
    monkeypatch.setattr(journal_mod, "MAX_RECORD_BYTES", 2000)
    w = make(2)
    with pytest.raises(JournalError, match="longer than"):
        encode_record("s1", 3, body_text({"items": ["x" * 3000], "results": []}))
    # A longer line in the file (not bgdesk's): not read past the bound.
    with open(w.path, "ab") as fh:
        fh.write(b"0" * 64 + b" " + b"y" * 5000 + b"\n")
        fh.write(encode_record("s1", 4, body_text({"items": [], "results": []}))[0])
    found = read_journal(w.path)
    assert found.state.count == 2 and any("longer than any record" in m for m in found.messages)
    monkeypatch.setattr(journal_mod, "MAX_RECORDS", 3)
    w2 = make(6, uid="s2")
    found = read_journal(w2.path)
    assert found.state.count == 3 and any("more than 3 records" in m for m in found.messages)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_where_the_journal_should_be_is_refused_at_once():
    path = journal_path(autosave_path())
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    found = read_journal(path)
    assert found.state is None and "not an ordinary file" in found.problem


def test_appending_to_another_sessions_journal_is_refused():
    w = make(1)
    with pytest.raises(JournalError):
        w.append("s2", [body_text({"items": [], "results": []})])
