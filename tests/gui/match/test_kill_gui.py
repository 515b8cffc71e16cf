"""SIGKILL a real game controller that is autosaving, at random moments, and resume it each time.

Each round starts a fresh process running tests/gui/match/autosave_game.py (forked from a server
that imported it and Qt once, tests/forkserver.py), which resumes the autosaved match through the
program's own load path (storage read, the engine's replay, ``GameController.resume``) and plays
random legal moves one checker step at a time, with autosave, archive and statistics on. The test
kills it after a random 0-400 ms and then, through the same load path:

- the autosave loads without any message and the engine replays it cleanly;
- it is exactly a state the writer reported: the last one it said was saved, or the one it was
  saving when it died (at most the move being made is lost), or, if it saved nothing, the state
  it resumed; its summary agrees with the replay;
- a controller resumed from it shows the same match (record, position, dice, cube, score);
- states never go backwards within a match.

At the end the statistics hold every finished game exactly once, and every archived match is
complete. The figures are printed.
"""

from __future__ import annotations

import collections
import os
import random
import signal
import time
from pathlib import Path

import pytest

from bgdesk.gui.match.controller import GameController
from bgdesk.gui.prefs import GuiSettings
from bgdesk.gui.match.session import AutosaveSession, load_unfinished
from bgdesk.storage.archive import list_archive, load_archived
from bgdesk.storage.autosave import read_autosave, record_digest
from bgdesk.storage.paths import autosave_path
from bgdesk.storage.stats import load_stats
from sigkill import events_in as _events, read_log as _log

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
ROUNDS = int(os.environ.get("BGDESK_KILL_ROUNDS", "50"))
ROUND_LIMIT = 30.0  # seconds for one round; longer is a failure, not a hang


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")
def test_sigkill_at_random_moments_resumes_a_committed_state(qapp, tmp_path, private_home, fork_server):
    env = dict(os.environ, BGDESK_HOME=str(private_home), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    rng = random.Random(4)
    kills = mid_save = no_save = empty = 0
    phases: collections.Counter = collections.Counter()
    previous: tuple[str, int] | None = None  # (match uid, events) of the last state found
    target = autosave_path()
    temps_seen: set = set()
    mid_write = 0
    started = time.monotonic()
    # each round's game is forked from one process that has imported Qt and the program once
    server = fork_server(HERE / "autosave_game.py", env=env, cwd=ROOT, modules=(
        "PySide6.QtCore", "bgdesk.gui.match.controller", "bgdesk.gui.prefs",
        "bgdesk.gui.match.session", "bgdesk.storage.archive"))
    for round_no in range(ROUNDS):
        log = tmp_path / f"round-{round_no}.log"

        def came_up(ready: str, proc) -> None:
            assert ready == "ready", (ready, proc.stderr.read() if proc.poll() is not None else "",
                                      log.read_text() if log.exists() else "")

        server.kill_after([log, round_no + 1], limit=ROUND_LIMIT, started=came_up,
                          wait=lambda: time.sleep(rng.uniform(0.0, 0.4)))
        kills += 1
        temps = set(target.parent.glob(f".{target.name}.*.tmp"))
        mid_write += bool(temps - temps_seen)
        temps_seen |= temps

        lines = _log(log)
        resumed = next(rest for word, rest in lines if word in ("resumed", "new"))
        saved = [rest for word, rest in lines if word == "saved"]
        saving = [rest for word, rest in lines if word == "saving"]
        last_word = next((w for w, _ in reversed(lines) if w in ("saving", "saved")), None)

        raw, raw_messages = read_autosave()
        unfinished, messages = load_unfinished()  # replays the record: raises nothing, says nothing
        assert raw_messages == [] and messages == [], messages
        last_saved = saved[-1] if saved else resumed  # resumed is "-" for a new match
        if unfinished is None:
            # Right after a match ended (archived, autosave removed, the next one not begun), or
            # a new match killed before its first roll.
            empty += 1
            archived = {record_digest(load_archived(e)[0].match) for e in list_archive()[0]}
            last_at = max((i for i, (word, _rest) in enumerate(lines) if word == "saved"),
                          default=-1)
            closing = [rest.split()[0] for word, rest in lines[last_at + 1:] if word == "closing"]
            # The match last saved is archived as saved, or as it ended: the first close after
            # that save is its close (a close stands for the snapshots still waiting). Matches
            # played from start to end while that close was written were never saved: a kill
            # while archiving one of them loses only it.
            assert last_saved == "-" or last_saved in archived or \
                (closing and closing[0] in archived), (round_no, last_saved, closing)
            previous = None
            continue
        digest = record_digest(unfinished.record)
        ok = {last_saved}
        if last_word == "saving":  # killed while saving: the old state or the new one
            ok.add(saving[-1])
            mid_save += digest == saving[-1]
        assert digest in ok, (round_no, digest, ok)
        no_save += not saved
        # The summary saved beside the record agrees with the replay.
        m = unfinished.match
        g = m.current_game
        assert raw.summary["phase"] == g.phase.value
        assert raw.summary["dice"] == (list(g.dice) if g.dice else None)
        assert raw.summary["score"] == list(m.score)
        assert raw.summary["on_roll"] == g.on_roll
        phases[g.phase.value] += 1
        # Never backwards within a match.
        uid = unfinished.uid
        events = _events(unfinished.record)
        if previous is not None and previous[0] == uid:
            assert events >= previous[1], (round_no, events, previous)
        previous = (uid, events)
        # A controller resumed from it shows exactly that match.
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

    # Whatever the last kill left unrecorded is recorded by the next start (here, in-process).
    unfinished, _ = load_unfinished()
    if unfinished is not None:
        AutosaveSession(GameController(GuiSettings(animation_speed="off"))).adopt(unfinished)
    stats, messages = load_stats()
    assert messages == []
    keys = [(r["match"], r["game"]) for r in stats.results]
    assert len(keys) == len(set(keys)), "a game was recorded twice"
    entries, messages = list_archive()
    assert messages == []
    finished_games = 0
    for entry in entries:
        archived, _ = load_archived(entry)
        uid = archived.match["meta"]["uid"]
        games = [i + 1 for i, gr in enumerate(archived.match["games"]) if gr["result"] is not None]
        finished_games += len(games)
        assert all((uid, n) in set(keys) for n in games), uid
    if unfinished is not None:
        done = [i + 1 for i, g in enumerate(unfinished.match.games) if g.result is not None]
        assert all((unfinished.uid, n) in set(keys) for n in done)
    elapsed = time.monotonic() - started
    print(f"\nGUI kill test: {kills} SIGKILLs in {elapsed:.1f} s; resumed states by phase "
          f"{dict(phases)}; {mid_save} killed mid-save and found the new state, {no_save} rounds "
          f"saved nothing, {empty} found the match just archived, {mid_write} left a temporary "
          f"file; {len(entries)} matches archived, {len(keys)} games in the statistics, each once")
    assert kills == ROUNDS
