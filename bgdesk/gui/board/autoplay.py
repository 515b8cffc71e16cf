"""Plays the program may make by itself when the player asked for it in the settings.

``bear_off_play``: "bear off automatically when nothing else matters". It applies only when the
race is on (no contact: no checker can be hit or hit any more, nobody is on the bar) and a play
bears a checker off with every die; then bearing off is the best any play can do, and when all
such plays lead to the same position there is nothing for the player to choose. In every other
case it returns None and the player moves as usual.
"""

from __future__ import annotations

from bgdesk.engine import Play, Position


def is_race(position: Position) -> bool:
    """No contact: every checker of the player on roll is past every opposing checker."""
    mine, theirs = position.mine, position.theirs
    if mine[25] or theirs[25]:
        return False
    occupied = [p for p in range(1, 25) if mine[p]]
    if not occupied:
        return True
    rearmost = max(occupied)
    # The opponent's point n is our point 25 - n; contact if any is below our rearmost checker.
    return all(25 - n > rearmost for n in range(1, 25) if theirs[n])


def bear_off_play(position: Position, dice: tuple[int, int], plays: list[Play]) -> Play | None:
    """The play to make by itself, or None when the player should choose."""
    if not plays or not is_race(position):
        return None
    moves = 4 if dice[0] == dice[1] else 2
    full = [p for p in plays
            if len(p.raw_steps) == moves and all(step[1] == 0 for step in p.raw_steps)]
    if not full or len({p.result for p in full}) != 1:
        return None
    return full[0]


__all__ = ["bear_off_play", "is_race"]
