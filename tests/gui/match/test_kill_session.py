"""SIGKILL a 200-game money session 20 times, at random moments, and resume it each time.

Each round starts tests/gui/match/session_child.py (a fresh process forked from a server that
imported it and Qt once, tests/forkserver.py), which resumes the session through the
program's own load path (storage read of the autosave and its journal, the engine's replay,
``GameController.resume``) and plays on with random legal actions, its finished games going to
the journal and the game in progress to the autosave, written by the session's writer thread.
The test kills it at a random moment once the session has reached the round's share of the 200
games, and then, through the same load path:

- the autosave and its journal load without a message (a journal line cut short by the kill is
  recognised and left out; records written after the autosave that was replaced are not used);
- the record put together again is exactly the state the writer last reported saved, or the one
  it was saving when it died (its digest: the whole record, every game); never older;
- a controller resumed from it shows that state (position, dice, cube, score);
- the statistics hold every finished game of the session exactly once (each start records what
  the last run had not, and nothing twice).

The figures are printed (how many kills landed in a write, left a torn journal line or a
journal ahead of the autosave).
"""

from __future__ import annotations

import os
import random
import signal
import time
from pathlib import Path

import pytest

from bgdesk.gui.match.controller import GameController
from bgdesk.gui.match.session import AutosaveSession, load_unfinished
from bgdesk.gui.prefs import GuiSettings
from bgdesk.storage.autosave import read_autosave, record_digest
from bgdesk.storage.journal import journal_path, read_journal
from bgdesk.storage.paths import autosave_path
from bgdesk.storage.stats import load_stats
from sigkill import events_in as _events, read_log as _log

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
KILLS = int(os.environ.get("BGDESK_SESSION_KILLS", "20"))
GAMES = int(os.environ.get("BGDESK_SESSION_GAMES", "200"))
ROUND_LIMIT = 60.0  # seconds for one round; longer is a failure, not a hang


def _games_in(path: Path) -> int:
    try:
        text = path.read_text()
    except OSError:
        return 0
    found = [int(line.split()[1]) for line in text.splitlines() if line.startswith("game ")]
    return max(found, default=0)


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")
def test_sigkill_in_a_200_game_session_resumes_the_last_committed_state(qapp, tmp_path,
                                                                         private_home, fork_server):
    env = dict(os.environ, BGDESK_HOME=str(private_home), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    rng = random.Random(27)
    mid_save = torn = ahead = 0
    previous = None  # (events, games) of the last state found
    started = time.monotonic()
    games_before = 0
    server = fork_server(HERE / "session_child.py", env=env, cwd=ROOT, modules=(
        "PySide6.QtCore", "bgdesk.engine.game", "bgdesk.gui.match.controller",
        "bgdesk.gui.match.session", "bgdesk.gui.prefs", "bgdesk.storage.autosave"))
    for round_no in range(KILLS):
        log = tmp_path / f"round-{round_no}.log"
        # Killed once the session has reached its share of the games, give or take.
        target = max(games_before + 1, (round_no + 1) * GAMES // KILLS - rng.randint(0, 3))

        def came_up(ready: str, proc) -> None:
            assert ready == "ready", (ready, proc.stderr.read() if proc.poll() is not None else "",
                                      log.read_text() if log.exists() else "")

        def wait() -> None:
            deadline = time.monotonic() + ROUND_LIMIT - 10
            while _games_in(log) < target and time.monotonic() < deadline:
                time.sleep(0.005)
            time.sleep(rng.uniform(0.0, 0.25))

        server.kill_after([log, round_no + 1], limit=ROUND_LIMIT, started=came_up, wait=wait)

        lines = _log(log)
        resumed = next(rest.split()[0] for word, rest in lines if word in ("resumed", "new"))
        saved = [rest for word, rest in lines if word == "saved"]
        saving = [rest for word, rest in lines if word == "saving"]
        last_word = next((w for w, _ in reversed(lines) if w in ("saving", "saved")), None)

        found = read_journal(journal_path(autosave_path()))
        raw, raw_messages = read_autosave()
        assert raw_messages == [], raw_messages
        torn += found.torn
        ahead += raw is not None and raw.journal is not None and \
            found.state is not None and found.state.count > raw.journal.count
        unfinished, messages = load_unfinished()  # replays the record: raises nothing, says nothing
        assert messages == [], messages
        assert unfinished is not None, round_no  # a money session never ends by itself
        digest = record_digest(unfinished.record)
        ok = {saved[-1] if saved else resumed}
        if last_word == "saving":  # killed while saving: the old state or the new one
            ok.add(saving[-1])
            mid_save += digest == saving[-1]
        assert digest in ok, (round_no, digest, ok, lines[-4:])
        # Never backwards.
        events, games = _events(unfinished.record), len(unfinished.match.games)
        if previous is not None:
            assert (games, events) >= previous or games > previous[0], (round_no, previous)
        previous = (games, events)
        games_before = games - 1
        # The summary saved beside the record agrees with the replay.
        m = unfinished.match
        g = m.current_game
        assert raw.summary["phase"] == g.phase.value and raw.summary["score"] == list(m.score)
        assert raw.summary["games"] == games
        # A controller resumed from it shows exactly that state.
        ctl = GameController(GuiSettings(animation_speed="off"))
        ctl.resume(unfinished.match, unfinished.names)
        assert record_digest(ctl.match.record().to_dict()) == digest
        state = ctl.board_state()
        pos0 = g.position_for(0)
        assert (state.mine, state.theirs) == (pos0.mine, pos0.theirs)
        assert state.score == m.score and state.cube_value == g.cube_value
        if g.phase.value == "moving":
            assert ctl.turn is not None and ctl.turn.dice == g.dice and not ctl.turn.steps
        ctl.deleteLater()
        # Each finished game counted once (the read above recorded what the run had not).
        stats, messages = load_stats()
        assert messages == []
        keys = [(r["match"], r["game"]) for r in stats.results]
        assert len(keys) == len(set(keys)), "a game was recorded twice"
        done = {(unfinished.uid, i + 1) for i, gm in enumerate(m.games) if gm.result is not None}
        assert set(keys) == done, (round_no, sorted(set(keys) ^ done)[:5])

    # The last start (in-process) leaves everything as it was.
    unfinished, _ = load_unfinished()
    session = AutosaveSession(GameController(GuiSettings(animation_speed="off")))
    session.adopt(unfinished)
    assert session.flush()
    stats, _ = load_stats()
    finished = sum(1 for g in unfinished.match.games if g.result is not None)
    assert len(stats.results) == finished >= GAMES - KILLS
    elapsed = time.monotonic() - started
    print(f"\nsession kill test: {KILLS} SIGKILLs in {elapsed:.1f} s over {finished} finished games "
          f"({len(unfinished.match.games)} begun); {mid_save} killed mid-save and found the new "
          f"state; {torn} left a journal line cut short, {ahead} a journal ahead of its autosave; "
          f"{len(stats.results)} games in the statistics, each once")
