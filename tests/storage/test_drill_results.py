"""Drill results on disk: versioned, atomic, bounded, progress by week (bgdesk/storage/drills.py)."""

from __future__ import annotations

import json
from datetime import date

import pytest

from bgdesk.storage import drills
from bgdesk.storage.drills import (MAX_SESSIONS, drills_path, load_drills, record_drill_session,
                                   save_drills)


def session(kind="openings", when="2026-11-02T10:00:00+00:00", answered=15, best=11, loss=0.2,
            misses=None):
    return {"kind": kind, "when": when, "answered": answered, "best": best, "loss": loss,
            "misses": misses if misses is not None else [
                {"position_id": "4HPwATDgc/ABMA", "dice": [6, 4], "chosen": "24/14",
                 "best": "24/18 13/9", "loss": 0.061}]}


def test_nothing_yet():
    history, messages = load_drills()
    assert history.sessions == [] and messages == [] and history.weekly() == []


def test_sessions_are_kept_versioned_and_summed_by_week():
    record_drill_session(session(when="2026-11-02T10:00:00+00:00", answered=10, best=5, loss=0.5))
    record_drill_session(session(when="2026-11-04T10:00:00+00:00", answered=10, best=7, loss=0.3))
    record_drill_session(session("take", when="2026-11-12T10:00:00+00:00", answered=5, best=5,
                                 loss=0.0, misses=[]))
    data = json.loads(drills_path().read_text(encoding="utf-8"))
    assert data["format"] == "bgdesk-drills" and data["version"] == 1
    assert len(data["sessions"]) == 3
    history, messages = load_drills()
    assert messages == []
    weeks = history.weekly()
    assert [w.week for w in weeks] == [date(2026, 11, 2), date(2026, 11, 9)]
    first = weeks[0]
    assert (first.sessions, first.answered, first.best) == (2, 20, 12)
    assert first.mean_loss == pytest.approx(0.04) and first.best_share == pytest.approx(0.6)
    assert [w.week for w in history.weekly("take")] == [date(2026, 11, 9)]
    assert len(history.of_kind("openings")) == 2


@pytest.mark.parametrize("bad", [
    session(kind="cards"), session(when="yesterday"), session(answered=0),
    session(best=16), session(loss=-1), session(loss=float("nan")),
    session(misses=[{"position_id": "", "dice": [1, 2], "chosen": "a", "best": "b", "loss": 0.1}]),
    session(misses=[{"position_id": "x", "dice": [0, 2], "chosen": "a", "best": "b", "loss": 0.1}]),
    session(misses=[{"position_id": "x", "dice": None, "chosen": 3, "best": "b", "loss": 0.1}]),
    session(misses="none"),
])
def test_invalid_sessions_are_refused(bad):
    with pytest.raises(ValueError, match="not a valid drill result"):
        record_drill_session(bad)
    assert not drills_path().exists()


def test_bad_entries_are_left_out_once_and_the_file_kept():
    drills_path().parent.mkdir(parents=True, exist_ok=True)
    drills_path().write_text(json.dumps({"format": "bgdesk-drills", "version": 1, "theme": "x",
                                         "sessions": [session(), {"kind": "openings"}]}),
                             encoding="utf-8")
    history, messages = load_drills()
    assert len(history.sessions) == 1 and len(messages) == 1
    assert "1 drill set in the drill results could not be read" in messages[0]
    assert load_drills()[1] == []  # said once: the file was set right
    assert history.unknown == {"theme": "x"}
    kept = [p for p in drills_path().parent.iterdir() if p.name != drills_path().name]
    assert kept


def test_an_unreadable_file_is_moved_aside_and_said():
    drills_path().parent.mkdir(parents=True, exist_ok=True)
    drills_path().write_bytes(b'{"format": "bgdesk-drills", "version": 1, "sessions": [')
    history, messages = load_drills()
    assert history.sessions == [] and len(messages) == 1
    assert "drill results" in messages[0]
    assert any(p.name.startswith("drills.json") and p.name != "drills.json"
               for p in drills_path().parent.iterdir())


def test_a_newer_file_is_not_overwritten_silently():
    drills_path().parent.mkdir(parents=True, exist_ok=True)
    drills_path().write_text(json.dumps({"format": "bgdesk-drills", "version": 99,
                                         "sessions": []}), encoding="utf-8")
    history, messages = load_drills()
    assert history.sessions == [] and messages


def test_the_file_keeps_the_newest_sessions(monkeypatch):
    monkeypatch.setattr(drills, "MAX_SESSIONS", 3)
    for day in range(1, 6):
        record_drill_session(session(when=f"2026-11-0{day}T10:00:00+00:00"))
    history, _ = load_drills()
    assert [s["when"][:10] for s in history.sessions] == ["2026-11-03", "2026-11-04", "2026-11-05"]
    assert MAX_SESSIONS >= 1000


def test_save_is_atomic_json(tmp_path):
    path = tmp_path / "d.json"
    history, _ = load_drills(path)
    history.sessions.append(session())
    save_drills(history, path)
    assert not [p for p in tmp_path.iterdir() if p.name != "d.json"]
    assert json.loads(path.read_text(encoding="utf-8"))["sessions"][0]["kind"] == "openings"
