"""Bot-against-bot benchmark: cubeless games, points per game and decision times.

    python tests/benchmarks/bench_bots.py                 # all pairings, default game counts
    python tests/benchmarks/bench_bots.py --games 200 --only intermediate:pubeval

Games are played in pairs with the same dice, each bot taking each side once (so luck largely
cancels); pair k uses dice seed ``seed + k``; every bot has its own seeded ``random.Random``.
A game scores 1, 2 or 3 points (single, gammon, backgammon) with no cube.  Printed per pairing:
points per game for the first bot with its standard error (over pairs), its share of games won,
and each bot's decision time per ``choose_play`` (median over all decisions and over those
with a real choice, and worst).

Luck-adjusted results (with bgsage): the dice decide much of a game, so each game's points are
also given with every roll's luck taken out.  A roll's luck is the value of the best play of that
roll minus the average of that over all 21 rolls (the 15 non-doubles for the opening roll), both
valued by bgsage's network (cubeless equity, gammons counted, from the roller's side); the
adjusted result is the points won minus the first bot's luck plus the second bot's.  Whatever
the network's errors, a roll's luck averages exactly zero over the rolls from its position, so
the adjusted figure has the same expectation as the plain one and a much smaller spread: it is
the one that can tell two close bots apart.

Budgets (DESIGN.md): intermediate beats pubeval (ppg > 0 over >= 1,000 games); beginner
loses to intermediate by >= 0.3 ppg; intermediate decides in <= 20 ms median, <= 200 ms worst;
expert beats strong (luck-adjusted ppg > 0 over 2,000 games) and decides in <= 250 ms median,
<= 3 s worst.  Runs on one core (bgsage is asked for one thread).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bgdesk.bots import available_levels, make_bot  # noqa: E402
from bgdesk.bots.pubeval import PubevalBot  # noqa: E402
from bgdesk.engine import Position  # noqa: E402

PAIRINGS = (
    ("intermediate", "beginner", 1000),
    ("strong", "intermediate", 2000),
    ("expert", "strong", 2000),
    ("expert", "intermediate", 1000),
    ("intermediate", "pubeval", 1000),
    ("beginner", "pubeval", 1000),
)


def build(level: str, seed: int):
    rng = random.Random(seed)
    if level == "pubeval":
        return PubevalBot(rng)
    if level in ("strong", "expert"):
        return make_bot(level, rng, threads=1)
    return make_bot(level, rng)


ROLLS = [(a, b) for a in range(1, 7) for b in range(a, 7)]


class Luck:
    """The luck of a roll, valued by bgsage's network (see the module docstring)."""

    def __init__(self) -> None:
        from bgdesk.bots import sage

        self._a = sage.analyzer("1ply", 1, cubeful=False)

    def best(self, pos: Position, d1: int, d2: int) -> float:
        moves = self._a.checker_play(list(pos.board), d1, d2).moves
        if moves:
            return float(moves[0].equity)
        # no legal move: the position stays, now with the opponent to roll
        return float(self._a.post_move_analytics(list(pos.board)).cubeless_equity)

    def __call__(self, pos: Position, dice, opening: bool) -> float:
        lo, hi = min(dice), max(dice)
        total = weight = 0.0
        actual = None
        for a, b in ROLLS:
            if opening and a == b:
                continue
            v = self.best(pos, a, b)
            w = 1.0 if a == b else 2.0
            total += w * v
            weight += w
            if (a, b) == (lo, hi):
                actual = v
        return actual - total / weight


def play_game(bots, dice_rng: random.Random, first: int, times, luck=None) -> tuple:
    """One cubeless game; *first* (0/1) opens.  Returns (points for bots[0] (negative: lost),
    the same with the luck taken out, or None without *luck*)."""
    pos = Position.initial()
    side = first
    while True:
        d1, d2 = dice_rng.randint(1, 6), dice_rng.randint(1, 6)
        if d1 != d2:
            break
    ply = 0
    lucky = 0.0  # bots[0]'s luck minus bots[1]'s
    while True:
        if ply:
            d1, d2 = dice_rng.randint(1, 6), dice_rng.randint(1, 6)
        if luck is not None:
            got = luck(pos, (d1, d2), ply == 0)
            lucky += got if side == 0 else -got
        t0 = time.perf_counter()
        play = bots[side].choose_play(pos, (d1, d2))
        elapsed = time.perf_counter() - t0
        times[side].append(elapsed)
        if len(pos.legal_plays(d1, d2)) > 1:
            times[side + 2].append(elapsed)
        after = play.result
        result = after.winner()
        if result is not None:
            winner_side, kind = result
            assert winner_side == 0, "only the mover can win on its own play"
            pts = kind if side == 0 else -kind
            return pts, (pts - lucky if luck is not None else None)
        pos = after.swapped()
        side = 1 - side
        ply += 1


def _mean_se(values) -> tuple:
    se = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")
    return statistics.fmean(values), se


def run_pairing(a: str, b: str, games: int, seed: int, out=print, luck: bool | None = None) -> dict:
    """Play *games* games (in pairs) between levels *a* and *b*; *luck*: also give the
    luck-adjusted figure (default: when bgsage is there)."""
    bots = (build(a, seed * 2 + 1), build(b, seed * 2 + 2))
    if luck is None:
        from bgdesk.bots import sage

        luck = sage.available()
    luck_of = Luck() if luck else None
    times = ([], [], [], [])  # all decisions of bot 0, bot 1; then those with a real choice
    pair_points = []
    pair_adjusted = []
    wins = 0
    gammons = 0
    start = time.time()
    for k in range(games // 2):
        total = adjusted = 0.0
        for first in (0, 1):
            # same dice for both games of the pair; the bots swap who opens
            pts, adj = play_game(bots, random.Random(seed * 1_000_003 + k), first, times, luck_of)
            total += pts
            wins += pts > 0
            gammons += abs(pts) >= 2
            if adj is not None:
                adjusted += adj
        pair_points.append(total / 2.0)
        pair_adjusted.append(adjusted / 2.0)
    n = 2 * len(pair_points)
    ppg, se = _mean_se(pair_points)
    res = {"a": a, "b": b, "games": n, "ppg": ppg, "se": se, "wins": wins / n,
           "gammons": gammons / n, "seconds": time.time() - start}
    if luck_of is not None:
        res["adjusted_ppg"], res["adjusted_se"] = _mean_se(pair_adjusted)
    for i, name in enumerate((a, b)):
        ts = sorted(times[i])
        res[f"median_ms_{i}"] = 1000 * statistics.median(ts)
        res[f"worst_ms_{i}"] = 1000 * ts[-1]
        choice = times[i + 2] or [0.0]
        res[f"median_choice_ms_{i}"] = 1000 * statistics.median(choice)
    out(f"{a} vs {b}: {n} games, {a} {ppg:+.3f} ppg +- {se:.3f} (wins {res['wins']:.1%}, "
        f"gammons {res['gammons']:.1%}), {res['seconds']:.0f} s")
    if luck_of is not None:
        out(f"    luck-adjusted: {a} {res['adjusted_ppg']:+.3f} ppg +- {res['adjusted_se']:.3f}")
    for i, name in enumerate((a, b)):
        out(f"    {name:12s} decision time: median {res[f'median_ms_{i}']:.2f} ms "
            f"({res[f'median_choice_ms_{i}']:.2f} ms over the {len(times[i + 2])} with two or more "
            f"legal plays), worst {res[f'worst_ms_{i}']:.1f} ms over {len(times[i])} decisions")
    return res


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=None, help="games per pairing (default: per pairing)")
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--only", action="append", default=[], help="a:b pairing to run (repeatable)")
    ap.add_argument("--no-luck", action="store_true", help="leave out the luck-adjusted figures")
    args = ap.parse_args(argv)
    pairings = PAIRINGS
    if args.only:
        pairings = tuple((p.split(":")[0], p.split(":")[1], 1000) for p in args.only)
    levels = set(available_levels()) | {"pubeval"}
    for a, b, default_games in pairings:
        if a not in levels or b not in levels:
            print(f"{a} vs {b}: skipped ({a if a not in levels else b} is not available)")
            continue
        run_pairing(a, b, args.games or default_games, args.seed,
                    luck=False if args.no_luck else None)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
