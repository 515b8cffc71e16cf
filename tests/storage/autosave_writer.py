"""A stand-in for a running game, for test_kill.py: resume, then autosave forever.

It loads the autosave (BGDESK_HOME must point to a scratch folder), checks that it is exactly one
of the states this script writes, prints "resumed <n>" and then saves states n+1, n+2, ... in a
loop, each a larger record.  After each save returns it appends the committed number to the file
named by argv[1] with a plain os.write (no fsync is needed: SIGKILL does not lose written data).
The test kills it with SIGKILL at a random moment.
"""

from __future__ import annotations

import os
import sys

from bgdesk.storage.autosave import load_autosave, save_autosave


def state(n: int) -> dict:
    """The record after n moves: deterministic, and growing with n."""
    return {
        "moves": n,
        "record": [[i % 6 + 1, (i * 5) % 6 + 1, f"{24 - i % 18}/{18 - i % 12}"] for i in range(n)],
        "checksum": n * n + 7,
    }


def main() -> int:
    log = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    match, messages = load_autosave()
    if messages:
        print("MESSAGES", messages, flush=True)
        return 3
    n = 0 if match is None else match.get("moves")
    if match is not None and match != state(n):
        print("MISMATCH", n, flush=True)
        return 4
    print(f"resumed {n}", flush=True)
    while True:
        n += 1
        save_autosave(state(n))
        os.write(log, b"%d\n" % n)


if __name__ == "__main__":
    sys.exit(main())
