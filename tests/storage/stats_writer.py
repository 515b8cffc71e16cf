"""A stand-in for a match being played, for test_kill_stats.py: after each game it saves the
match with its finished games (the autosave's ``results``) and then records them in the
statistics, as the program does.

Usage: ``python stats_writer.py LOG UID GAMES`` with BGDESK_HOME pointing to a scratch folder.
It appends to LOG with plain os.write (SIGKILL loses nothing written):

    saved <n>      the match with n finished games is on disk
    recorded <n>   the statistics hold them
    done           all GAMES games played

The test kills it with SIGKILL at random moments, most of them inside a statistics write (the
statistics file is large, so writing it takes a while).
"""

from __future__ import annotations

import os
import sys
import time

from bgdesk.storage.autosave import save_autosave
from bgdesk.storage.stats import record_games


def match_after(uid: str, n: int) -> dict:
    return {"version": 1, "length": 99, "meta": {"uid": uid},
            "games": [{"number": i, "winner": i % 2} for i in range(1, n + 1)]}


def result(uid: str, n: int) -> dict:
    return {"opponent": "Bob", "won": n % 2 == 0, "kind": 1 + n % 3, "points": 1,
            "when": "2026-11-29T12:00:00+00:00", "match_won": None, "match": uid, "game": n}


def main() -> int:
    log = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    uid, games = sys.argv[2], int(sys.argv[3])
    print("ready", flush=True)
    for n in range(1, games + 1):
        results = [result(uid, i) for i in range(1, n + 1)]
        save_autosave(match_after(uid, n), {"players": ["Ann", "Bob"], "games": n},
                      results=results)
        os.write(log, b"saved %d\n" % n)
        record_games(results)
        os.write(log, b"recorded %d\n" % n)
    os.write(log, b"done\n")
    time.sleep(60)
    return 0


if __name__ == "__main__":
    sys.exit(main())
