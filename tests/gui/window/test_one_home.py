"""Issue 23, one program per home, through real processes on one BGDESK_HOME.

- ``bgdesk`` started twice: the second start hands its file to the first (which opens it and
  remembers it in Open recent) and ends with status 0; with the first stopped (SIGSTOP) the
  second says the program does not answer and ends with status 3, and not one file of the home
  changed; after the first is killed with SIGKILL the next start holds the home (the system
  let go of the lock). --help, --version and --self-test never wait for the lock.
- Two process slots, A and B, take turns holding the home and playing; while one plays, the
  other starts and is forwarded (or is killed while it starts). 40 SIGKILLs land on the one
  holding the home, spread over both slots, plus some on starts. At the end every finished
  game is counted once, and every match is archived once, under its own id.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bgdesk.storage.archive import list_archive, load_archived
from bgdesk.storage.autosave import read_autosave
from bgdesk.storage.instance import lock_path
from bgdesk.storage.stats import load_stats

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
KILLS = int(os.environ.get("BGDESK_HOME_KILLS", "40"))
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL") or os.name == "nt",
                                reason="needs SIGKILL and Unix sockets (POSIX)")


def _env(home: Path) -> dict:
    return dict(os.environ, BGDESK_HOME=str(home), QT_QPA_PLATFORM="offscreen",
                BGDESK_AUDIO="off",
                PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))


def _holder(home: Path) -> int | None:
    try:
        return json.loads((home / "data" / "bgdesk.lock").read_text()).get("pid")
    except (OSError, ValueError):
        return None


def _wait(cond, seconds: float, what: str):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = cond()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"not within {seconds} s: {what}")


def _snapshot(home: Path) -> dict:
    out = {}
    for p in sorted(home.rglob("*")):
        st = p.lstat()
        out[str(p.relative_to(home))] = (st.st_size, st.st_mtime_ns, st.st_mode)
    return out


def _bgdesk(*args) -> list[str]:
    return [sys.executable, "-m", "bgdesk", *args]


@pytest.mark.slow
def test_a_second_start_is_handed_over_or_refused_and_a_kill_leaves_no_stale_lock(tmp_path):
    home = tmp_path / "home"
    env = _env(home)
    first = subprocess.Popen(_bgdesk(), cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    try:
        _wait(lambda: _holder(home) == first.pid, 30, "the first start holds the home")
        mat = ROOT.parent / "shared" / "formats" / "gnubg-test-match01.mat"
        if not mat.is_file():
            mat = tmp_path / "game.mat"
            from bgdesk.engine.dice import SeededDice
            from bgdesk.engine.match import Match
            from bgdesk.engine.matfile import export_mat

            m = Match(1, dice=SeededDice(1))
            m.new_game().roll()
            mat.write_text(export_mat(m.record(), names=("Ann", "Bob")))
        started = time.monotonic()
        second = subprocess.run(_bgdesk(str(mat)), cwd=ROOT, env=env, capture_output=True,
                                text=True, timeout=60)
        took = time.monotonic() - started
        assert second.returncode == 0, second.stderr
        assert "already running" in second.stderr and mat.name in second.stderr
        assert str(first.pid) in second.stderr
        recent = home / "config" / "recent-files.json"
        _wait(lambda: recent.is_file() and str(mat) in recent.read_text(), 30,
              "the first opened the file handed to it")
        # --version and --help are answered at once, the lock or not.
        for flag in ("--version", "--help"):
            out = subprocess.run(_bgdesk(flag), cwd=ROOT, env=env, capture_output=True,
                                 text=True, timeout=60)
            assert out.returncode == 0 and "bgdesk" in out.stdout
        # The first is stuck: the second says so, ends with 3 and changes nothing.
        before = _snapshot(home)
        first.send_signal(signal.SIGSTOP)
        try:
            refused = subprocess.run(_bgdesk(str(mat)), cwd=ROOT, env=env, capture_output=True,
                                     text=True, timeout=60)
        finally:
            first.send_signal(signal.SIGCONT)
        assert refused.returncode == 3, refused.stderr
        assert "does not answer" in refused.stderr and "was not opened" in refused.stderr
        assert _snapshot(home) == before
        # Killed: the system lets go of the lock; the next start holds the home.
        first.send_signal(signal.SIGKILL)
        first.wait(10)
        assert (home / "data" / "bgdesk.lock").exists()   # the file stays; the lock does not
        again = subprocess.Popen(_bgdesk(), cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
        try:
            _wait(lambda: _holder(home) == again.pid, 30, "a start after the kill holds the home")
        finally:
            again.kill()
            again.wait(10)
    finally:
        if first.poll() is None:
            first.kill()
            first.wait(10)
    print(f"\nsecond start handed its file over in {took:.2f} s")


def _start(slot: str, home: Path, log: Path, seed: int, *extra) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(HERE / "home_player.py"), str(log), str(seed),
                             *extra], cwd=ROOT, env=_env(home), stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)


#: What a holder imports on its way to playing (home_player.py), imported once by the fork server.
PLAYER_MODULES = (
    "PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "bgdesk.gui.window.app",
    "bgdesk.gui.window.instance", "bgdesk.gui.window.mainwindow", "bgdesk.gui.window.startup",
    "bgdesk.gui.match.controller", "bgdesk.gui.chouette.mode", "bgdesk.gui.help.rules",
    "bgdesk.gui.help.fairdice", "bgdesk.gui.records.interop", "bgdesk.gui.practice.menu",
    "bgdesk.gui.window.sound", "bgdesk.gui.window.storage_status",
    "bgdesk.gui.window.tool_windows", "tests.gui.window.test_disk_full")


def _lines(log: Path) -> list[str]:
    return log.read_text().splitlines() if log.exists() else []


@pytest.mark.slow
def test_forty_kills_over_two_processes_count_each_game_once_and_archive_each_match_once(
        tmp_path, fork_server):
    home = tmp_path / "home"
    # Each slot's processes are forked from a server of its own that imported the program
    # once (tests/forkserver.py): real processes, without Python's and Qt's start-up each time,
    # nor the imports of the window's rooms (MainWindow.install_rooms) and of the player's
    # moves (test_disk_full, which imports pytest): a third of a second a start.
    servers = {slot: fork_server(HERE / "home_player.py", env=_env(home), cwd=ROOT,
                                 modules=PLAYER_MODULES) for slot in ("A", "B")}

    def _start(slot: str, _home: Path, log: Path, seed: int, *extra):
        return servers[slot].start([log, seed, *extra])
    rng = random.Random(2323)
    kills = {"A": 0, "B": 0}
    start_kills = 0
    forwarded = 0
    started = time.monotonic()
    slots = ("A", "B")
    for r in range(KILLS):
        holder_slot, other_slot = slots[r % 2], slots[1 - r % 2]
        log = tmp_path / f"{holder_slot}-{r}.log"
        holder = _start(holder_slot, home, log, r + 1)
        try:
            _wait(lambda: "ready" in _lines(log) or holder.poll() is not None, 60,
                  f"round {r}: {holder_slot} comes up")
            assert f"first {holder.pid}" in _lines(log), (r, _lines(log), holder.stderr.read())
            # The other slot starts while it plays: handed over, or killed while it starts.
            other_log = tmp_path / f"{other_slot}-{r}.log"
            other = _start(other_slot, home, other_log, 1000 + r, "--finish")
            if r % 5 == 4:
                time.sleep(rng.uniform(0.0, 0.6))
                if other.poll() is None:
                    other.send_signal(signal.SIGKILL)
                    start_kills += 1
                other.wait(30)
            else:
                assert other.wait(60) == 0, other.stderr.read()
                assert f"forwarded {other.pid}" in _lines(other_log)
                forwarded += 1
            other.stderr.close()
            assert "refused" not in " ".join(_lines(other_log))
            time.sleep(rng.uniform(0.1, 0.8))
            assert holder.poll() is None, holder.stderr.read()
            holder.send_signal(signal.SIGKILL)
            holder.wait(10)
            kills[holder_slot] += 1
        finally:
            if holder.poll() is None:
                holder.kill()
                holder.wait(10)
            holder.stderr.close()
    # A last start resumes, records and archives what is due, and ends.
    last = _start("A", home, tmp_path / "last.log", 99, "--finish")
    assert last.wait(60) == 0, last.stderr.read()
    last.stderr.close()
    elapsed = time.monotonic() - started
    os.environ["BGDESK_HOME"], old = str(home), os.environ.get("BGDESK_HOME")
    try:
        stats, messages = load_stats()
        assert messages == []
        keys = [(r["match"], r["game"]) for r in stats.results]
        assert len(keys) == len(set(keys)), "a game was counted twice"
        entries, messages = list_archive()
        assert messages == []
        uids = []
        for entry in entries:
            archived, _ = load_archived(entry)
            uid = archived.match["meta"]["uid"]
            uids.append(uid)
            done = [i + 1 for i, g in enumerate(archived.match["games"]) if g["result"]]
            assert all((uid, n) in set(keys) for n in done), uid
        assert len(uids) == len(set(uids)), "a match was archived twice"
        assert uids, "no match finished: the test played too little to show anything"
        saved, _ = read_autosave()
        going_on = {saved.match["meta"]["uid"]} if saved is not None else set()
        assert {u for u, _n in keys} <= set(uids) | going_on
    finally:
        if old is None:
            del os.environ["BGDESK_HOME"]
        else:
            os.environ["BGDESK_HOME"] = old
    assert lock_path(home / "data").exists()
    assert sum(kills.values()) == KILLS and min(kills.values()) == KILLS // 2
    print(f"\ntwo processes on one home: {sum(kills.values())} SIGKILLs of the holder "
          f"(A {kills['A']}, B {kills['B']}) and {start_kills} of a second start, "
          f"{forwarded} second starts handed over, in {elapsed:.0f} s; {len(uids)} matches "
          f"archived once each, {len(keys)} games counted once each")
