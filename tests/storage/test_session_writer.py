"""The session writer: journal of finished games plus a small autosave, written on its own thread;
the newest state wins, finished games are never dropped, a failed write is told and tried again,
the state read back is exactly one that was saved; an old (version 1) autosave is still read; a
finished match is archived from what the session holds, once, under its own id."""

from __future__ import annotations

import json
import threading

import pytest

import bgdesk.storage.writer as writer_mod
from bgdesk.storage.archive import list_archive, load_archived
from bgdesk.storage.autosave import read_autosave, record_digest, save_autosave
from bgdesk.storage.journal import journal_path, read_journal
from bgdesk.storage.paths import autosave_path, data_dir
from bgdesk.storage.stats import load_stats
from bgdesk.storage.writer import Close, Sealed, SessionWriter, Snapshot

HEADER = {"version": 1, "length": 0, "meta": {"uid": "u1", "player0": "Ann"}}


def game(n: int, events: int = 3) -> dict:
    return {"number": n, "events": [{"kind": "roll", "n": i} for i in range(events)]}


def result(n: int) -> dict:
    return {"opponent": "Ben", "won": n % 2 == 0, "kind": 1, "points": 1,
            "when": "2026-12-01T20:00:00+00:00", "match": "u1", "game": n}


class Session:
    """What the GUI side does: a snapshot after each action, each finished game sealed once."""

    def __init__(self, writer: SessionWriter, uid: str = "u1") -> None:
        self.writer, self.uid = writer, uid
        self.games: list = [game(1, 0)]
        self.sealed = 0

    def act(self) -> None:
        self.games[-1]["events"].append({"kind": "play"})
        self.snapshot()

    def next_game(self) -> None:
        self.games.append(game(len(self.games) + 1, 0))
        self.snapshot()

    def snapshot(self) -> None:
        units = [Sealed(items=[json.loads(json.dumps(g))], results=[result(i + 1)])
                 for i, g in enumerate(self.games[self.sealed:-1], self.sealed)]
        self.sealed = len(self.games) - 1
        self.writer.save(Snapshot(uid=self.uid, header=dict(HEADER),
                                  tail=[json.loads(json.dumps(self.games[-1]))],
                                  first=self.sealed, sealed=units,
                                  summary={"games": len(self.games)}))

    def record(self) -> dict:
        return {**HEADER, "games": json.loads(json.dumps(self.games))}


def test_finished_games_go_once_to_the_journal_and_the_autosave_stays_small():
    w = SessionWriter(autosave_path())
    s = Session(w)
    heard = []
    w.add_listener(lambda kind, text: heard.append((kind, text)))
    sizes = []
    for n in range(30):
        for _ in range(5):
            s.act()
        s.next_game()
        assert w.flush()
        sizes.append(autosave_path().stat().st_size)
    saved, messages = read_autosave()
    assert messages == [] and saved.match == s.record()
    assert saved.sealed == 30 and saved.journal.count == 30
    assert [r["game"] for r in saved.results] == list(range(1, 31))
    # The autosave holds the game in progress only: the same size at game 1 and game 30.
    assert max(sizes) - min(sizes) < 100, sizes
    assert journal_path(autosave_path()).stat().st_size > 30 * 100
    # What the writer said it saved last is the record read back.
    assert [k for k, _ in heard][-2:] == ["saving", "saved"]
    assert heard[-1][1] == record_digest(saved.match)
    doc = json.loads(autosave_path().read_text())
    assert doc["version"] == 2 and len(doc["match"]["games"]) == 1
    assert doc["journal"]["records"] == 30 and doc["journal"]["list"] == "games"
    # Each finished game in the statistics once.
    keys = [(r["match"], r["game"]) for r in load_stats()[0].results]
    assert sorted(keys) == [("u1", n) for n in range(1, 31)]


def test_the_newest_state_wins_and_no_finished_game_is_dropped(monkeypatch):
    gate = threading.Event()
    real = writer_mod.write_autosave_body
    writes = []

    def slow(path, body, kept=None):
        gate.wait(10)
        writes.append(body["summary"]["games"])
        return real(path, body, kept=kept)

    monkeypatch.setattr(writer_mod, "write_autosave_body", slow)
    w = SessionWriter(autosave_path())
    s = Session(w)
    s.act()  # the thread is held in this write
    for _ in range(10):
        s.act()
        s.next_game()
    gate.set()
    assert w.flush()
    assert len(writes) <= 3  # the first, then the newest of the ten that waited
    saved, _ = read_autosave()
    assert saved.match == s.record() and saved.sealed == 10


def test_a_failed_write_is_told_once_tried_again_and_nothing_is_lost(monkeypatch):
    monkeypatch.setattr(writer_mod, "RETRY_FIRST", 0.01)
    real = writer_mod.write_autosave_body
    failures = [5]

    def full(path, body, kept=None):
        if failures[0]:
            failures[0] -= 1
            raise OSError(28, "No space left on device")
        return real(path, body, kept=kept)

    monkeypatch.setattr(writer_mod, "write_autosave_body", full)
    w = SessionWriter(autosave_path())
    heard = []
    w.add_listener(lambda kind, text: kind in ("failed", "recovered") and heard.append((kind, text)))
    s = Session(w)
    for _ in range(4):
        s.act()
        s.next_game()
    assert w.flush()
    assert heard == [("failed", "No space left on device"), ("recovered", "")]
    saved, _ = read_autosave()
    assert saved.match == s.record()


def test_killed_between_the_journal_and_the_autosave_the_older_state_is_read(monkeypatch):
    w = SessionWriter(autosave_path())
    s = Session(w)
    s.act()
    s.next_game()
    s.act()
    assert w.flush()
    before = read_autosave()[0].match

    def killed(path, body, kept=None):
        raise MemoryError("killed")  # stands for the end of the process: nothing more written

    with monkeypatch.context() as m:
        m.setattr(writer_mod, "write_autosave_body", killed)
        s.next_game()  # game 2 goes to the journal; the autosave is not replaced
        s.act()
        w.flush()
    assert read_journal(journal_path(autosave_path())).state.count == 2  # the journal is ahead
    saved, messages = read_autosave()
    assert messages == [] and saved.match == before and saved.journal.count == 1
    # The next program carries on from there: the record after game 1 is written again.
    w2 = SessionWriter(autosave_path())
    w2.take_over("u1", saved.journal, saved.sealed, saved.chain)
    s2 = Session(w2)
    s2.games, s2.sealed = json.loads(json.dumps(before["games"])), 1
    s2.next_game()
    assert w2.flush()
    again, messages = read_autosave()
    assert messages == [] and again.match == s2.record() and again.journal.count == 2


@pytest.mark.parametrize("damage", ["missing", "another chain", "shorter"])
def test_an_autosave_whose_journal_is_not_its_own_is_kept_aside_and_said(damage):
    w = SessionWriter(autosave_path())
    s = Session(w)
    for _ in range(3):
        s.act()
        s.next_game()
    assert w.flush()
    path = journal_path(autosave_path())
    if damage == "missing":
        path.unlink()
    elif damage == "another chain":
        w3 = SessionWriter(data_dir() / "other.json")
        s3 = Session(w3)
        s3.games[0]["number"] = "another"
        for _ in range(3):
            s3.act()
            s3.next_game()
        assert w3.flush()
        (data_dir() / "other.journal").replace(path)
    else:
        lines = path.read_bytes().splitlines(keepends=True)
        path.write_bytes(b"".join(lines[:-1]))
    saved, messages = read_autosave()
    assert saved is None
    [text] = messages
    assert "could not be used because" in text and "bgdesk starts without" in text
    kept = sorted(p.name for p in data_dir().glob("autosave.*.corrupt-*"))
    assert any(n.startswith("autosave.json.corrupt-") for n in kept)
    assert not autosave_path().exists()


def test_a_version_1_autosave_is_still_read():
    # Written by bgdesk before the journal: every game in the autosave, their results with it.
    record = {**HEADER, "games": [game(1), game(2), game(3, 1)]}
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "bgdesk-autosave", "version": 1, "saved": "",
                                "summary": {"games": 3}, "match": record,
                                "results": [result(1), result(2)]}))
    saved, messages = read_autosave()
    assert messages == [] and saved.version == 1 and saved.match == record
    assert saved.journal is None and saved.sealed == 0
    assert [(r["match"], r["game"]) for r in load_stats()[0].results] == [("u1", 1), ("u1", 2)]


def test_a_session_archives_what_it_holds_under_its_own_id_once():
    w = SessionWriter(autosave_path())
    s = Session(w)
    for _ in range(3):
        s.act()
        s.next_game()
    assert w.flush()
    # Another program's autosave on disk (a second copy, a restored backup): not this session's.
    foreign = {**HEADER, "meta": {"uid": "u-other"}, "games": [game(1)]}
    save_autosave(foreign, {"players": ["X", "Y"]}, path=data_dir() / "foreign.json")
    record = s.record()
    request = dict(uid="u1", header=dict(HEADER), items=record["games"],
                   summary={"finished": True}, results=[result(n) for n in (1, 2, 3)])
    path, error = w.run_sync(Close(**request))
    assert error is None
    archived, _ = load_archived(path)
    assert archived.match == record and archived.summary == {"finished": True}
    assert not autosave_path().exists() and not journal_path(autosave_path()).exists()
    # Archived again (a resume after a kill before the autosave went): the same file, once.
    path2, _ = w.run_sync(Close(**request))
    assert path2 == path and len(list_archive()[0]) == 1
    # A longer record of the same match replaces it; the other match's file is untouched.
    longer = dict(request, items=record["games"] + [game(5)])
    path3, _ = w.run_sync(Close(**longer))
    assert path3 == path and len(load_archived(path)[0].match["games"]) == 5
    assert (data_dir() / "foreign.json").exists()
    keys = [(r["match"], r["game"]) for r in load_stats()[0].results]
    assert sorted(keys) == [("u1", 1), ("u1", 2), ("u1", 3)]


def test_a_match_never_saved_is_saved_whole_before_it_is_archived(monkeypatch):
    # A match played from start to end while the thread wrote something else reaches the
    # writer as a Close only. Killed between its archive and its statistics, the next start
    # must find something that says its games are still to be counted: the match is saved
    # whole first, and the archive keeps its games' entries.
    w = SessionWriter(autosave_path())
    heard: list = []
    w.add_listener(lambda kind, text: heard.append((kind, text.split()[0] if text else "")))
    games = [game(1), game(2)]

    def killed(*args, **kwargs):
        raise MemoryError("killed")  # stands for the end of the process

    with monkeypatch.context() as m:
        m.setattr(writer_mod, "record_games", killed)
        w.close(Close(uid="u1", header=dict(HEADER), items=games, summary={"finished": True},
                      results=[result(1), result(2)]))
        w.flush()
    kinds = [k for k, _ in heard]
    assert kinds[:3] == ["saving", "saved", "closing"], heard
    assert heard[1][1] == heard[2][1]  # the state saved is the state archived
    assert autosave_path().exists() and len(list_archive()[0]) == 1
    assert load_stats()[0].results == []
    saved, messages = read_autosave()  # the next start
    assert saved is None and messages == [] and not autosave_path().exists()
    assert sorted(r["game"] for r in load_stats()[0].results) == [1, 2]


def test_a_first_save_past_the_end_of_a_game_never_leaves_a_journal_without_its_autosave(
        monkeypatch):
    # The first snapshot of a session already holds a finished game (the earlier ones were
    # coalesced): killed right after the journal is written, the autosave must be there too.
    w = SessionWriter(autosave_path())
    s = Session(w)
    s.games = [game(1), game(2, 1)]
    real = writer_mod.write_autosave_body
    calls = {"n": 0}

    def second_is_killed(path, body, kept=None):
        calls["n"] += 1
        if calls["n"] == 2:
            raise MemoryError("killed")
        return real(path, body, kept=kept)

    with monkeypatch.context() as m:
        m.setattr(writer_mod, "write_autosave_body", second_is_killed)
        s.snapshot()
        w.flush()
    assert journal_path(autosave_path()).exists()
    saved, messages = read_autosave()
    assert messages == [] and saved.match == s.record()  # the whole record, inline
    # Resumed, the next save starts the journal again (it replaces the one left).
    w2 = SessionWriter(autosave_path())
    w2.take_over("u1", saved.journal, saved.sealed, saved.chain)
    s2 = Session(w2)
    s2.games, s2.sealed = json.loads(json.dumps(saved.match["games"])), 0
    s2.act()
    assert w2.flush()
    again, messages = read_autosave()
    assert messages == [] and again.match == s2.record() and again.journal.count == 1
