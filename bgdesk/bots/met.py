"""Match equity: the chance of winning a match from a score, for cube and resignation decisions.

The values are the Kazaross-XG2 match equity table (Neil Kazaross, 2011; published with
permission to copy and distribute when this notice is kept), for scores up to 15-away.  Beyond
15-away, Janowski's formula (leader's chance = 0.5 + 0.85 * D / (T + 6), D the difference in
points needed, T the trailer's points needed) stands in.
"""

from __future__ import annotations

# PRE[a - 1][b - 1]: chance that the player needing a points wins against one needing b points,
# before the Crawford game (or in it: the Crawford game is played from these values).
PRE = (
    (0.50000, 0.67736, 0.75076, 0.81436, 0.84179, 0.88731, 0.90724, 0.93250, 0.94402, 0.95928,
     0.96644, 0.97553, 0.97985, 0.98527, 0.98789),
    (0.32264, 0.50000, 0.59947, 0.66870, 0.74359, 0.79940, 0.84225, 0.87539, 0.90197, 0.92303,
     0.93931, 0.95247, 0.96250, 0.97070, 0.97689),
    (0.24924, 0.40053, 0.50000, 0.57150, 0.64795, 0.71123, 0.76209, 0.80468, 0.84017, 0.87064,
     0.89442, 0.91483, 0.93070, 0.94443, 0.95493),
    (0.18564, 0.33130, 0.42850, 0.50000, 0.57732, 0.64285, 0.69924, 0.74577, 0.78799, 0.82406,
     0.85396, 0.87914, 0.90023, 0.91804, 0.93266),
    (0.15821, 0.25641, 0.35205, 0.42268, 0.50000, 0.56635, 0.62638, 0.67786, 0.72540, 0.76706,
     0.80273, 0.83365, 0.85993, 0.88287, 0.90201),
    (0.11269, 0.20060, 0.28877, 0.35715, 0.43365, 0.50000, 0.56261, 0.61636, 0.66787, 0.71306,
     0.75343, 0.78863, 0.81957, 0.84665, 0.87000),
    (0.09276, 0.15775, 0.23791, 0.30076, 0.37362, 0.43739, 0.50000, 0.55480, 0.60854, 0.65628,
     0.70021, 0.73905, 0.77412, 0.80520, 0.83257),
    (0.06750, 0.12461, 0.19532, 0.25423, 0.32214, 0.38364, 0.44520, 0.50000, 0.55442, 0.60372,
     0.64990, 0.69136, 0.72945, 0.76359, 0.79440),
    (0.05598, 0.09803, 0.15983, 0.21201, 0.27460, 0.33213, 0.39146, 0.44558, 0.50000, 0.55020,
     0.59793, 0.64148, 0.68212, 0.71893, 0.75281),
    (0.04073, 0.07697, 0.12936, 0.17594, 0.23295, 0.28694, 0.34372, 0.39628, 0.44980, 0.50000,
     0.54855, 0.59346, 0.63588, 0.67483, 0.71111),
    (0.03356, 0.06069, 0.10558, 0.14605, 0.19727, 0.24657, 0.29979, 0.35010, 0.40207, 0.45145,
     0.50000, 0.54555, 0.58924, 0.62974, 0.66793),
    (0.02447, 0.04753, 0.08517, 0.12086, 0.16635, 0.21137, 0.26095, 0.30864, 0.35852, 0.40654,
     0.45445, 0.50000, 0.54407, 0.58570, 0.62526),
    (0.02016, 0.03751, 0.06930, 0.09977, 0.14007, 0.18043, 0.22588, 0.27055, 0.31788, 0.36412,
     0.41076, 0.45593, 0.50000, 0.54194, 0.58255),
    (0.01473, 0.02930, 0.05557, 0.08196, 0.11713, 0.15335, 0.19480, 0.23641, 0.28107, 0.32517,
     0.37026, 0.41430, 0.45806, 0.50000, 0.54075),
    (0.01211, 0.02311, 0.04507, 0.06734, 0.09799, 0.13000, 0.16743, 0.20560, 0.24719, 0.28889,
     0.33207, 0.37474, 0.41746, 0.45925, 0.50000),
)

# POST[b - 1]: chance that the trailer needing b points wins after the Crawford game against a
# leader needing 1.
POST = (0.50000, 0.48803, 0.32264, 0.31002, 0.19012, 0.18072, 0.11559, 0.10906, 0.06953, 0.06516,
        0.04207, 0.03906, 0.02537, 0.02343, 0.01530)

SIZE = len(PRE)


def _janowski(a: int, b: int) -> float:
    if a == b:
        return 0.5
    lead = 0.5 + 0.85 * abs(a - b) / (max(a, b) + 6)
    lead = min(lead, 0.9999)
    return lead if a < b else 1.0 - lead


def equity(away_me: int, away_opp: int, post_crawford: bool = False) -> float:
    """Chance that I win the match needing *away_me* points against *away_opp* (<= 0: done).

    *post_crawford*: the Crawford game has been played (matters only when one side needs 1)."""
    if away_me <= 0:
        return 1.0
    if away_opp <= 0:
        return 0.0
    if post_crawford and (away_me == 1) != (away_opp == 1):
        if away_me == 1:
            return 1.0 - post_trailer(away_opp)
        return post_trailer(away_me)
    if away_me <= SIZE and away_opp <= SIZE:
        return PRE[away_me - 1][away_opp - 1]
    return _janowski(away_me, away_opp)


def post_trailer(away: int) -> float:
    if away <= SIZE:
        return POST[away - 1]
    # the trailer must win about every other game from far behind: extrapolate by halving
    return POST[SIZE - 1] * 0.5 ** ((away - SIZE) / 2.0)


def after_game(away_me: int, away_opp: int, points_me: int, points_opp: int,
               crawford_done: bool) -> float:
    """Match equity after a game that gives *points_me* to me and *points_opp* to the opponent.

    *crawford_done*: the Crawford game is this game or already behind us, so a side reaching
    1-away now is in post-Crawford play; otherwise reaching 1-away makes the next game the
    Crawford game (played from the PRE values)."""
    a = away_me - points_me
    b = away_opp - points_opp
    return equity(a, b, post_crawford=crawford_done)
