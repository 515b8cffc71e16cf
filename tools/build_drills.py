"""Build the drill set that ships with bgdesk: resources/drills/drills.json.

    python tools/build_drills.py                    # the whole set (hours: rollouts)
    python tools/build_drills.py --per-kind 5 --trials 144 --out /tmp/drills.json   # a quick look

Items are made by :mod:`bgdesk.bots.drills` from seeds (the 15 opening rolls, replies to common
openings, bear-offs against contact, cube actions and takes from bot games), keyed by bgsage's
cubeful evaluation at the reference depth.  A key whose first two answers lie within
:data:`bgdesk.bots.drills.CLOSE_KEY` (0.02) of each other is settled by a rollout
(:mod:`bgdesk.bots.rollout`: cubeful, variance reduction, seeded, every core): for a play, every
play within 0.02 of the best is rolled out and valued by its rollout; for a cube position the
cube decision is rolled out.  A settled item's ``level`` is "rollout".  Rolled-out items keep
their standard errors in ``rollout`` (trials and the largest standard error).

The work is kept in ``<out>.partial`` after every item, so an interrupted build goes on where
it stopped when run again with the same arguments.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bgdesk.bots import CubeState, analysis, drills  # noqa: E402
from bgdesk.bots.rollout import RolloutSettings, rollout_cube, rollout_plays  # noqa: E402

OUT = ROOT / "resources" / "drills" / "drills.json"
PER_KIND = 30


def settle_play(item, settings: RolloutSettings, log) -> tuple:
    """Roll out the plays within CLOSE_KEY of the best; returns (item, rollout note or None)."""
    best = item.options[0].equity
    close = [o for o in item.options if best - o.equity <= drills.CLOSE_KEY]
    if len(close) < 2:
        return item, None
    position = item.position
    rolled = rollout_plays(position, item.dice, None, [o.board for o in close], settings)
    by_board = {r.board: r for r in rolled}
    options = []
    for o in item.options:
        r = by_board.get(o.board)
        options.append(o if r is None else replace(o, equity=r.equity, probs=tuple(r.probs)))
    options.sort(key=lambda o: -o.equity)
    note = {"trials": rolled[0].trials, "se": round(max(r.se for r in rolled), 4),
            "candidates": len(rolled)}
    log(f"    rolled out {len(rolled)} plays: " + ", ".join(
        f"{o.text} {o.equity:+.3f}" for o in options[:len(rolled)]))
    return replace(item, options=tuple(options), level="rollout"), note


def settle_cube(item, settings: RolloutSettings, log) -> tuple:
    offered = item.offered()
    if offered[0].equity - offered[1].equity > drills.CLOSE_KEY:
        return item, None
    position = item.position if item.kind == "double" else item.position.swapped()
    r = rollout_cube(CubeState(position), settings)
    if item.kind == "double":
        options = drills.cube_options(r.nd, r.dt, r.dp)
        if abs(r.nd - min(r.dt, r.dp)) <= drills.NOTHING_TO_DECIDE or drills.nothing_to_decide(options):
            log("    rollout: nothing to decide, left out")
            return None, None
    else:
        options = drills.take_options(r.dt, r.dp)
        if abs(r.dt - r.dp) <= drills.NOTHING_TO_DECIDE:
            log("    rollout: nothing to decide, left out")
            return None, None
    log(f"    rolled out the cube: nd {r.nd:+.3f} ({r.nd_se:.3f}) dt {r.dt:+.3f} ({r.dt_se:.3f}) "
        f"-> {options[0].text}")
    note = {"trials": r.trials, "se": round(max(r.nd_se, r.dt_se), 4), "candidates": 2}
    return replace(item, options=options, level="rollout"), note


def build(out: Path, per_kind: int, trials: int, seed: int, truncation: int = 0) -> dict:
    partial = Path(str(out) + ".partial")
    settings = RolloutSettings(trials=trials, seed=seed, truncation=truncation)
    made = {"format": drills.SET_FORMAT, "version": drills.SET_VERSION,
            "made_by": f"python tools/build_drills.py --per-kind {per_kind} --trials {trials} "
                       f"--seed {seed}" + (f" --truncation {truncation}" if truncation else ""),
            "level": analysis.ANALYSIS_LEVEL,
            "rollouts": {"trials": -(-trials // 36) * 36, "truncation": truncation, "seed": seed,
                         "cubeful": True, "variance_reduction": True},
            "close_key": drills.CLOSE_KEY, "nothing_to_decide": drills.NOTHING_TO_DECIDE,
            "kinds": {}, "notes": {}}
    if partial.exists():
        old = json.loads(partial.read_text())
        if old.get("made_by") == made["made_by"]:
            made = old
            print(f"going on from {partial}")

    def log(text: str) -> None:
        print(text, flush=True)

    for kind in drills.KINDS:
        size = 15 if kind == "openings" else per_kind
        have = made["kinds"].get(kind)
        if have is not None and len(have) >= size:
            continue
        t0 = time.time()
        log(f"{kind}: making {size} items")
        candidates = drills.MAKERS[kind](random.Random(f"{seed}:{kind}"), size + size // 2)
        items = made["kinds"].get(kind + ".partial", [])
        notes = made["notes"].get(kind, [])[:len(items)]
        start = made.setdefault("consumed", {}).get(kind, 0)
        for index, item in enumerate(candidates):
            if index < start:
                continue
            if len(items) >= size:
                break
            made["consumed"][kind] = index + 1
            log(f"  {item.position_id} {item.dice or ''}: key {item.best.text} ({item.level})")
            if item.dice is not None:
                item, note = settle_play(item, settings, log)
            else:
                item, note = settle_cube(item, settings, log)
            if item is None:
                partial.write_text(json.dumps(made))
                continue
            items.append(drills.item_to_dict(item))
            notes.append(note)
            made["kinds"][kind + ".partial"] = items
            made["notes"][kind] = notes
            partial.write_text(json.dumps(made))
        made["kinds"].pop(kind + ".partial", None)
        made["kinds"][kind] = items
        partial.write_text(json.dumps(made))
        log(f"{kind}: {len(items)} items, {sum(1 for n in notes if n)} settled by rollout, "
            f"{time.time() - t0:.0f} s")
    made.pop("consumed", None)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(made, indent=0, separators=(",", ":")) + "\n")
    partial.unlink(missing_ok=True)
    return made


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--per-kind", type=int, default=PER_KIND)
    ap.add_argument("--trials", type=int, default=1296)
    ap.add_argument("--truncation", type=int, default=0)
    ap.add_argument("--seed", type=int, default=22)
    args = ap.parse_args(argv)
    if not analysis.available():
        print("bgsage is not installed")
        return 1
    made = build(args.out, args.per_kind, args.trials, args.seed, args.truncation)
    print(f"wrote {args.out}: " + ", ".join(f"{k} {len(v)}" for k, v in made["kinds"].items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
