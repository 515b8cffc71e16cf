"""Kill a process that is autosaving, at random moments, and check what survives.

Each round starts a fresh process running tests/storage/autosave_writer.py (forked from a server
that imported it once, tests/forkserver.py; it itself checks that it resumes from an intact
state), lets it save for a random 0-250 ms, kills it with SIGKILL and then checks that the
autosave loads without complaint, is exactly one of the complete states the writer produces, never
goes backwards, and is either the last save the writer reported as committed or the one after it
(killed between the save and the report): at most the move being made is lost.
"""

from __future__ import annotations

import os
import random
import signal
import sys
import time
from pathlib import Path

import pytest

from bgdesk.storage.atomic import remove_stale_temp_files
from bgdesk.storage.autosave import load_autosave
from bgdesk.storage.paths import autosave_path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
from autosave_writer import state  # noqa: E402

ROUNDS = 50
ROUND_LIMIT = 5.0  # seconds; a round that takes longer is a failure, not a hang


def _last_committed(log: Path) -> int | None:
    lines = [line for line in log.read_text().splitlines() if line.strip()]
    return int(lines[-1]) if lines else None


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")
def test_sigkill_never_leaves_a_partial_autosave(tmp_path, monkeypatch, fork_server):
    home = tmp_path / "home"
    monkeypatch.setenv("BGDESK_HOME", str(home))
    env = dict(os.environ, BGDESK_HOME=str(home),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    rng = random.Random(20261129)
    target = autosave_path()
    previous = 0
    kills = mid_write = 0
    seen_temps: set = set()
    started = time.monotonic()
    server = fork_server(HERE / "autosave_writer.py", env=env, cwd=ROOT)
    for round_no in range(ROUNDS):
        log = tmp_path / f"committed-{round_no}.log"

        def came_up(first: str, proc) -> None:
            assert first == f"resumed {previous}", (first, proc.stderr.read() if proc.poll() else "")

        server.kill_after([log], limit=ROUND_LIMIT, started=came_up,
                          wait=lambda: time.sleep(rng.uniform(0.0, 0.25)))
        kills += 1
        temps = set(target.parent.glob(f".{target.name}.*.tmp"))
        if temps - seen_temps:
            mid_write += 1  # killed between creating a temporary file and the rename
        seen_temps |= temps

        match, messages = load_autosave()
        assert messages == []
        if match is None:
            # Killed (on a loaded machine) before the very first save finished: nothing was
            # committed yet, and nothing half-written may be visible.
            assert previous == 0 and _last_committed(log) is None, round_no
            continue
        n = match["moves"]
        assert match == state(n), f"round {round_no}: autosave is not a complete state"
        committed = _last_committed(log)
        expected = {previous, previous + 1} if committed is None else {committed, committed + 1}
        assert n in expected, (round_no, n, committed, previous)
        assert n >= previous
        previous = n

    elapsed = time.monotonic() - started
    leftovers = remove_stale_temp_files(target, older_than=0)
    assert not list(target.parent.glob(f".{target.name}.*.tmp"))
    assert not [p for p in target.parent.iterdir() if ".corrupt-" in p.name]
    print(f"\nkill test: {kills} SIGKILLs, {mid_write} landed mid-write "
          f"(temporary file left, {leftovers} cleaned up), autosave intact every time; "
          f"last state {previous} moves, {elapsed:.1f} s")
    assert kills == ROUNDS
