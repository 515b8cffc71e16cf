"""Cube decisions the tests of close-decision settling share (tests/bots and tests/gui).

CLOSE_BEAROFF is close at bgsage's 3-ply (no double there and at 4-ply) and a double/take by GNU
Backgammon 1.07's 2-ply (no double 0.511, double/take 0.537, money, cube centred) and by bgsage's
rollout; a short bear-off, so its rollout takes well under a second. SHORT_RACE is a double/pass
by far: nothing to settle."""

from bgdesk.engine import Position

# X (on roll) has 6 checkers left on her 3, 4 and 5 points; O has 7 on his 1, 3 and 4 points.
CLOSE_BEAROFF = Position.from_position_id("lwMAAGwDAAAAAA")
# X has 12 checkers on her 1-6 points against O's 11 on his 4-6 points, both with checkers off.
SHORT_RACE = Position.from_points({6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2}, {6: 4, 5: 4, 4: 3})
