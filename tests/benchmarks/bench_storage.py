"""Benchmark of reading bgdesk's stored files when they are huge, deep or hostile.

    python tests/benchmarks/bench_storage.py             # 200 MB files
    python tests/benchmarks/bench_storage.py --mb 50 --strict

For each stored file (settings, statistics, autosave, one archived match, a fair-dice seed file)
it writes a *valid* JSON document of ``--mb`` megabytes in a scratch BGDESK_HOME (a huge list of
results for the statistics, a huge unknown key elsewhere), then times the program's own loader on
it in a fresh child process, which reports the time and the peak memory it used. A file over its
cap is moved aside unread and the loader answers with defaults and one message. Then the same
with a file just under its cap (the largest a loader parses), a file nested 900 levels deep, and
an autosave claiming 10^12 rolls of seeded dice restored through the engine.

Budget (shared/DESIGN.md): start-up with any stored file <= 1 s to a usable window; each loader
here must answer in well under that. ``--strict`` exits with status 1 when one takes 0.5 s or
more.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

BUDGET_S = 0.5

CHILD = r"""
import json, resource, sys, time
which = sys.argv[1]
t0 = time.perf_counter()
if which == "settings":
    from bgdesk.storage.settings import load_settings as load
elif which == "statistics":
    from bgdesk.storage.stats import load_stats as load
elif which == "autosave":
    from bgdesk.storage.autosave import read_autosave as load
elif which == "archive":
    from bgdesk.storage.archive import list_archive as load
elif which == "seed":
    from bgdesk.storage.fairseeds import find_seed
    load = lambda: find_seed(sys.argv[2])
elif which == "dice":
    from bgdesk.storage.autosave import read_autosave
    from bgdesk.engine.match import resume_dice
    from bgdesk.engine.record import MatchRecord
    def load():
        saved, messages = read_autosave()
        return resume_dice(MatchRecord.from_dict(saved.match), saved.summary["dice_source"]), messages
imported = time.perf_counter()
value, messages = load()
done = time.perf_counter()
peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"load_s": done - imported, "peak_mb": peak_kb / 1024,
                  "messages": len(messages), "message": messages[0][:90] if messages else ""}))
"""


def write_big(path: Path, kind: str, mb: float, body: dict, *, results: bool = False) -> None:
    """A valid versioned JSON file of about ``mb`` megabytes, written in pieces."""
    path.parent.mkdir(parents=True, exist_ok=True)
    target = int(mb * 1024 * 1024)
    head = json.dumps({"format": kind, "version": 1, **body})[:-1]
    with open(path, "w", encoding="utf-8") as f:
        f.write(head)
        written = len(head)
        if results:
            entry = json.dumps({"opponent": "Bob", "won": True, "kind": 1, "points": 1,
                                "when": "2026-11-29T12:00:00+00:00", "match_won": None})
            f.write(', "results": [' + entry)
            written += len(entry) + 14
            while written + len(entry) + 3 < target:
                n = max(1, min(1000, (target - written - 2) // (len(entry) + 1)))
                f.write(("," + entry) * n)
                written += n * (len(entry) + 1)
            f.write("]}")
        else:
            f.write(', "unknown": "')
            written += 14
            while written + 2 < target:
                chunk = "x" * min(1024 * 1024, target - written - 2)
                f.write(chunk)
                written += len(chunk)
            f.write('"}')


def run(which: str, home: Path, *args: str) -> dict:
    env = dict(os.environ, BGDESK_HOME=str(home),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", CHILD, which, *args], env=env,
                         capture_output=True, text=True, timeout=600)
    if out.returncode:
        raise SystemExit(f"{which}: {out.stderr}")
    figures = json.loads(out.stdout)
    figures["process_s"] = time.perf_counter() - started
    return figures


def prepare(case: str, which: str, home: Path, mb: float) -> tuple:
    from bgdesk.storage import archive, autosave, fairseeds, settings, stats

    data, config = home / "data", home / "config"
    match = {"version": 1, "length": 3, "games": []}
    args: tuple = ()
    if which == "settings":
        path, kind, body, cap = config / "settings.json", settings.KIND, {}, settings.MAX_BYTES
    elif which == "statistics":
        path, kind, body, cap = data / "stats.json", stats.KIND, {}, stats.MAX_BYTES
    elif which == "autosave":
        path, kind, body, cap = data / "autosave.json", autosave.KIND, {"match": match}, \
            autosave.MAX_BYTES
    elif which == "archive":
        path = data / "archive" / "match-20261129T120000Z-0123456789ab.json"
        kind, body, cap = archive.KIND, {"match": match, "summary": {}}, archive.MAX_BYTES
    else:
        commitment = "0" * 64
        path = data / "private" / f"dice-{commitment}.json"
        kind, body, cap = fairseeds.KIND, {"commitment": commitment, "seed": "s"}, \
            fairseeds.MAX_BYTES
        args = (commitment,)
    size = {"huge": mb, "at cap": cap / (1024 * 1024) * 0.98}.get(case)
    if size is not None:
        write_big(path, kind, size, body, results=which == "statistics")
    else:  # deep
        path.parent.mkdir(parents=True, exist_ok=True)
        deep = "[" * 900 + "]" * 900
        path.write_text(json.dumps({"format": kind, "version": 1, **body})[:-1]
                        + f', "unknown": {deep}}}')
    return args


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mb", type=float, default=200.0, help="size of the huge files")
    parser.add_argument("--strict", action="store_true", help="exit 1 when over budget")
    opts = parser.parse_args()
    over = []
    print(f"{'file':<12} {'case':<8} {'size':>9} {'load s':>8} {'process s':>10} "
          f"{'peak MB':>8}  result")
    for which in ("settings", "statistics", "autosave", "archive", "seed"):
        for case in ("huge", "at cap", "deep"):
            with tempfile.TemporaryDirectory() as tmp:
                home = Path(tmp)
                args = prepare(case, which, home, opts.mb)
                size = sum(p.stat().st_size for p in home.rglob("*") if p.is_file())
                f = run(which, home, *args)
                said = f["message"] or "read"
                print(f"{which:<12} {case:<8} {size / 1048576:>7.1f}MB {f['load_s']:>8.3f} "
                      f"{f['process_s']:>10.3f} {f['peak_mb']:>8.1f}  {said}")
                if f["load_s"] >= BUDGET_S:
                    over.append((which, case, f["load_s"]))
    # Seeded dice claiming 10^12 rolls, in an autosave: restored through the engine.
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        data = home / "data"
        data.mkdir()
        saved = {"format": "bgdesk-autosave", "version": 1,
                 "match": {"version": 1, "length": 3, "games": [],
                           "dice": {"kind": "seeded", "seed": 5, "rolls": 10 ** 12}},
                 "summary": {"dice_source": {"kind": "seeded", "seed": 5, "rolls": 10 ** 12}}}
        (data / "autosave.json").write_text(json.dumps(saved))
        f = run("dice", home)
        print(f"{'dice':<12} {'10^12':<8} {'-':>9} {f['load_s']:>8.3f} {f['process_s']:>10.3f} "
              f"{f['peak_mb']:>8.1f}  restored or refused at once")
        if f["load_s"] >= BUDGET_S:
            over.append(("dice", "10^12 rolls", f["load_s"]))
    if over:
        print("over budget:", over)
        return 1 if opts.strict else 0
    print(f"every loader answered in under {BUDGET_S} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
