"""Kill the program while it records finished games in the statistics, then decline to resume.

Each round a writer (tests/storage/stats_writer.py, a fresh process forked from a server that
imported it once: tests/forkserver.py) plays a new match: after each game it saves
the match with its finished games and then records them in a large statistics file. The test
kills it with SIGKILL at a random moment, or (every other round) as soon as a statistics write
has begun, so that many kills land inside a statistics write (which leaves a temporary file); then does what the program does at the next start when the person answers
"Start a new match": reads the autosave and clears it (archiving the match as abandoned).
Afterwards:

- every game of that match that the surviving autosave finished is in the statistics exactly
  once, and no other game of it;
- the match is in the archive, marked abandoned, and the autosave is gone;
- temporary files left by the kill are removed by the start-up read (once old enough);
- the statistics of earlier rounds are untouched.
"""

from __future__ import annotations

import os
import random
import signal
import time
from pathlib import Path

import pytest

from bgdesk.storage.archive import list_archive, load_archived
from bgdesk.storage.autosave import clear_autosave, read_autosave
from bgdesk.storage.paths import autosave_path, stats_path
from bgdesk.storage.stats import Stats, load_stats, save_stats

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
ROUNDS = int(os.environ.get("BGDESK_KILL_ROUNDS", "30"))
GAMES = 12
FILLER = 15_000        # results already in the statistics: each write is a few MB
ROUND_LIMIT = 60.0


def _log(path: Path) -> list:
    return [line.split() for line in path.read_text().splitlines() if line.strip()]


def _wait_for_stats_write(deadline: float) -> None:
    folder, prefix = stats_path().parent, f".{stats_path().name}."
    while time.monotonic() < deadline:
        try:
            if any(n.startswith(prefix) and n.endswith(".tmp") for n in os.listdir(folder)):
                return
        except OSError:
            pass
        time.sleep(0.0005)


def _backdate_temps(folder: Path) -> int:
    old = time.time() - 3600
    temps = [p for p in folder.rglob(".*.tmp")]
    for p in temps:
        os.utime(p, (old, old))
    return len(temps)


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")
def test_kill_during_statistics_recording_then_decline_resume(tmp_path, fork_server):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT),
                                                                    os.environ.get("PYTHONPATH")])))
    filler = [{"opponent": f"Old {i % 7}", "won": i % 3 == 0, "kind": 1, "points": 1,
               "when": "2025-01-01T10:00:00+00:00", "match_won": None, "match": f"old{i // 10}",
               "game": i % 10 + 1} for i in range(FILLER)]
    save_stats(Stats(results=filler))
    rng = random.Random(15)
    in_stats_write = after_save = temps_cleaned = 0
    counted: dict = {}
    started = time.monotonic()
    server = fork_server(HERE / "stats_writer.py", env=env, cwd=ROOT)
    for round_no in range(ROUNDS):
        uid = f"match{round_no}"
        log = tmp_path / f"round-{round_no}.log"

        def came_up(first: str, proc) -> None:
            assert first == "ready", proc.stderr.read()

        def wait() -> None:
            if round_no % 2:
                time.sleep(rng.uniform(0.05, 1.5))
            else:   # aim: as soon as a statistics write has begun, give or take a little
                _wait_for_stats_write(time.monotonic() + 10)
                time.sleep(rng.choice((0.0, 0.0, 0.001)))

        server.kill_after([log, uid, GAMES], limit=ROUND_LIMIT, started=came_up, wait=wait)
        lines = _log(log)
        stats_temps = list(stats_path().parent.glob(f".{stats_path().name}.*.tmp"))
        in_stats_write += bool(stats_temps)
        after_save += bool(lines) and lines[-1][0] == "saved"
        saved_n = max((int(line[1]) for line in lines if line[0] == "saved" and len(line) == 2),
                      default=0)
        temps_cleaned += _backdate_temps(stats_path().parent)

        # The next start: the autosave is read (temporary files go), then the person declines.
        saved, messages = read_autosave()
        assert messages == [], messages
        assert not list(stats_path().parent.rglob(".*.tmp"))
        if saved is None:       # killed before the first save completed
            assert saved_n == 0 and not autosave_path().exists()
            finished = 0
        else:
            finished = len(saved.match["games"])
            assert finished in (saved_n, saved_n + 1), (round_no, finished, saved_n)
            archived, messages = clear_autosave(dict(saved.summary, abandoned=True))
            assert messages == [] and not autosave_path().exists()
            entry, _ = load_archived(archived)
            assert entry.summary["abandoned"] and entry.match["meta"]["uid"] == uid
        stats, _ = load_stats()
        games = sorted(r["game"] for r in stats.results if r.get("match") == uid)
        assert games == list(range(1, finished + 1)), (round_no, games, finished)
        counted[uid] = finished
        # Nothing of earlier rounds changed, nothing lost, nothing twice.
        assert len(stats.results) == FILLER + sum(counted.values())
    archived = {load_archived(e)[0].match["meta"]["uid"] for e in list_archive()[0]}
    assert archived == {uid for uid, n in counted.items() if n}
    print(f"\nkill-during-statistics test: {ROUNDS} SIGKILLs, {in_stats_write} inside a "
          f"statistics write, {after_save} between saving the match and recording its games, "
          f"{temps_cleaned} temporary files cleaned at the next start; "
          f"{sum(counted.values())} finished games, each counted once, "
          f"{time.monotonic() - started:.1f} s")
    assert after_save + in_stats_write > ROUNDS // 2 and in_stats_write > 0
