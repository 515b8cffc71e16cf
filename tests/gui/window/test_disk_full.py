"""Issue 23, storage that tells: ten matches played while the disk fills up and empties again.

The home is a tmpfs of a few hundred KB when this process may mount one (root; as in CI), else
a folder whose writes fail with ENOSPC while the test says the disk is full. Matches 1-2 are
played with room, 3-7 with the disk full from before their first roll to after their end (each
ends, is replaced by the next, and can be neither saved nor archived nor counted), 8-10 with
room again. Every failed write must be told (the status bar's mark is up with a sentence for
each file from its first failure until it is written), and once there is room nothing is lost:
all ten matches in the archive, each once under its own id, every finished game in the
statistics once, and nothing left marked.
"""

from __future__ import annotations

import errno
import os
import random
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.prefs import GuiSettings
from bgdesk.gui.window.mainwindow import MainWindow
from bgdesk.gui.window.startup import start_session
from bgdesk.storage import atomic, health
from bgdesk.storage.archive import list_archive, load_archived
from bgdesk.storage.stats import load_stats
from bgdesk.engine.game import Phase

MATCHES = int(os.environ.get("BGDESK_DISK_MATCHES", "10"))
FULL = range(2, 7) if MATCHES == 10 else range(1, 2)  # matches 3 to 7 (from 0)


def act(ctl, rng: random.Random) -> bool:
    """One roll, step or pick-up of the dice (no cube, no resignation: no prompt to answer).
    False when the match is over."""
    m, g = ctl.match, ctl.game
    if m is None or m.is_over:
        return False
    if g.is_over:
        ctl.next_game()
    elif g.phase in (Phase.OPENING, Phase.BEFORE_ROLL):
        ctl.roll()
    elif g.phase is Phase.MOVING and ctl.turn is not None:
        turn = ctl.turn
        if not turn.is_complete:   # the whole roll typed at once (fewer repaints than steps)
            plays = g.legal_plays
            play = max(plays, key=lambda p: (sum(b == 0 for _a, b in p.steps),
                                             sum(a for a, _b in p.steps))) \
                if rng.random() < 0.8 else rng.choice(plays)
            text = " ".join(f"{'bar' if a == 25 else a}/{'off' if b == 0 else b}"
                            for a, b in play.steps)
            assert ctl.enter_move(text) or not play.steps, text
        if ctl.turn is not None and ctl.turn.is_complete:
            ctl.commit()
    return True


class Disk:
    """A home whose disk can be filled and emptied: a real tmpfs, or injected ENOSPC."""

    def __init__(self, root: Path, monkeypatch) -> None:
        self.root = root
        self.mounted = False
        self.full = False
        self.filler = root / "filler"
        root.mkdir(parents=True, exist_ok=True)
        if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("mount"):
            done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=768k,mode=0700", "tmpfs",
                                   str(root)], capture_output=True)
            self.mounted = done.returncode == 0
        if not self.mounted:
            real = atomic.atomic_write_bytes

            def write(path, data, **kw):
                if self.full:
                    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
                return real(path, data, **kw)
            monkeypatch.setattr(atomic, "atomic_write_bytes", write)

    def fill(self) -> None:
        self.full = True
        if self.mounted:
            fd = os.open(self.filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            try:
                while True:
                    os.write(fd, b"\0" * 4096)
            except OSError as e:
                assert e.errno == errno.ENOSPC
            finally:
                os.close(fd)

    def free(self) -> None:
        self.full = False
        if self.mounted:
            self.filler.unlink(missing_ok=True)

    def close(self) -> None:
        if self.mounted:
            subprocess.run(["umount", "-l", str(self.root)], capture_output=True)


@pytest.fixture
def disk(tmp_path, monkeypatch):
    home = tmp_path / "full-home"
    d = Disk(home, monkeypatch)
    monkeypatch.setenv("BGDESK_HOME", str(home / "bgdesk"))
    yield d
    d.close()


@pytest.mark.slow
def test_ten_matches_through_a_full_disk_lose_nothing_and_every_failure_is_told(qtbot, disk):
    w = MainWindow(GuiSettings(animation_speed="off", confirm_moves=True))
    qtbot.addWidget(w)
    told: list[str] = []
    start_session(w, ask=lambda u: True, inform=told.extend)
    status = w.storage_status
    ctl = w.controller
    rng = random.Random(23)
    seen_failing: set[str] = set()   # every file that failed at some moment
    unmarked_while_failing = 0        # moments a failure was on record with no mark shown
    uids: list[str] = []
    finished_games = 0
    failures_seen = 0
    stop = health.listen(lambda fs: None)
    try:
        for k in range(MATCHES):
            if k == FULL.start:
                # The session writes on its writer's thread: the disk fills once it has written
                # what it was given, so that what fails is the next matches'.
                assert w.session.flush(60)
                disk.fill()
            if k == FULL.stop:
                disk.free()
            ctl.new_match(MatchConfig(names=("Ann", "Bob"), length=1, seed=2300 + k))
            m = ctl.match
            for _ in range(20_000):
                if not act(ctl, rng):
                    break
                qtbot.wait(0) if rng.random() < 0.02 else None
                # The session writes on its writer's thread: a failure it has recorded is shown
                # once the GUI thread takes the news (the next turn of its event loop).
                failing = health.failures()
                QApplication.processEvents()
                if failing:
                    failures_seen += 1
                    seen_failing |= {str(f.path) for f in failing}
                    # Recorded while the news was on its way: the writer's thread records a
                    # failure, then tells, and a loaded machine may run the GUI thread in
                    # between for a while (once 5 ms were not enough under load).
                    deadline = time.monotonic() + 2.0
                    while (not status.label.isVisibleTo(w) and health.failures()
                           and time.monotonic() < deadline):
                        time.sleep(0.005)
                        QApplication.processEvents()
                    unmarked_while_failing += bool(health.failures()) and \
                        not status.label.isVisibleTo(w)
            assert m.is_over
            uids.append(str(m.meta["uid"]))
            finished_games += len(m.games)
            qtbot.wait(1)  # the status bar takes what storage said (queued to the GUI thread)
            if k in FULL:
                assert health.failures(), "a full disk and nothing told"
                assert status.label.isVisibleTo(w) and "Not saved" in status.label.text()
        # Room again (matches 8-10 were played with it): what failed is written by the retries
        # (before each save and on the timer); one more turn of the timer finishes it.
        status.retry()
        assert w.session.flush(60)  # the session's writer has written what failed
        qtbot.wait(1)
    finally:
        stop()
        disk.free()
    assert failures_seen and unmarked_while_failing == 0
    kinds = {Path(p).name.split("-")[0] for p in seen_failing}
    assert {"autosave.json", "stats.json", "match"} <= kinds, kinds  # all three told
    # Each failing file was said in a sentence naming the disk as full.
    assert any("disk is full" in t and "saved match" in t for t in status.said)
    assert any("disk is full" in t and "statistics" in t for t in status.said)
    assert any("disk is full" in t and "archive" in t for t in status.said)
    # Nothing left marked, and the window said so.
    assert health.failures() == [] and not status.label.isVisibleTo(w)
    assert "written again" in status.said[-1]
    # Nothing lost: every match archived once under its own id, every game counted once.
    entries, messages = list_archive()
    assert messages == []
    archived = [load_archived(e)[0].match["meta"]["uid"] for e in entries]
    assert sorted(archived) == sorted(uids) and len(set(archived)) == MATCHES
    stats, messages = load_stats()
    keys = [(r["match"], r["game"]) for r in stats.results]
    assert len(keys) == len(set(keys)) == finished_games
    assert {u for u, _g in keys} == set(uids)
    print(f"\ndisk-full loop: {MATCHES} matches, {finished_games} games, disk "
          f"{'tmpfs 768 KB' if disk.mounted else 'ENOSPC injected'}; "
          f"{len(seen_failing)} files failed and were told, {failures_seen} moments with a write "
          f"outstanding, each with the mark shown; all archived and counted once after")
