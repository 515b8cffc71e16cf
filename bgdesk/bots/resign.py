"""When a computer player offers to resign, and what: a single game, a gammon or a backgammon.

A bot resigns only a game it cannot win, and offers the result the position already settles, so
that the offer is fair to both sides: the value of a resignation of *kind* (1 single, 2 gammon,
3 backgammon) is the bot's loss of that kind at the current cube, and the value of playing on is
the bot's expected result over the cubeless probabilities (gammons counted as single games
while the Jacoby rule applies, match winning chances from the match equity table in a match).
The offer is the smallest kind whose value lies within :data:`FAIR` of playing on, measured in
units where a single game at the current cube is worth 1:

* a single game once the bot cannot win and cannot be gammoned (or gammons do not count);
* a gammon once the gammon is as good as certain (and a backgammon is not);
* a backgammon once that is as good as certain.

While the result is still open (say a gammon in one game of two) no resignation is fair to both
sides, and the bot plays on.  "Cannot win" means a winning chance below :data:`HOPELESS`; with
that, cube ownership cannot change the value either (the bot never doubles, and a double by the
opponent is passed for the single-game loss).

The probabilities come from bgsage's neural network (with its exact bear-off database) when
bgsage can be imported, and from our own evaluation otherwise.

::

    from bgdesk.bots import resignation_offer, resignation_offer_in_game
    kind = resignation_offer(CubeState(position, ...))     # None, 1, 2 or 3
    kind = resignation_offer_in_game(game, player)         # the same for an engine Game

A controller asks before the bot rolls; after a declined offer it passes the kind declined
(``declined=``), and the bot offers again only a larger kind the position has come to warrant.
"""

from __future__ import annotations

from . import cube
from .context import CubeState

#: A winning chance below this is no chance at all.
HOPELESS = 0.002
#: How far (in single games at the current cube) a resignation may lie from the value of playing
#: on and still be offered: the most either side gives away by a resignation.
FAIR = 0.02


def probabilities(position, on_roll: bool = True) -> tuple:
    """Cubeless (win, win gammon, win backgammon, lose gammon, lose backgammon) of the player
    whose checkers are "mine" in *position*, *on_roll* telling whether that player rolls next:
    bgsage's network when it can be imported, our own evaluation otherwise."""
    from . import sage

    if sage.available():
        return sage.probabilities(position, on_roll)
    from .evaluator import default_evaluator

    ev = default_evaluator()
    if on_roll:
        return cube.invert(ev.probabilities(position.swapped().board))
    return tuple(ev.probabilities(position.board))


def warranted_resignation(p, state: CubeState) -> int | None:
    """The resignation the bot of *state* should offer with probabilities *p* (seen from the bot),
    or None to play on."""
    if p[0] >= HOPELESS:
        return None
    s = cube.state_scale(state)
    span = s.win1 - s.lose1
    if span <= 1e-12:
        return None  # nothing left to play for (cannot happen in a game that is still going)
    play_on = cube.expected(p, s)
    for kind, value in ((1, s.lose1), (2, s.lose2), (3, s.lose3)):
        if kind == 3 and state.backgammon_value == 2:
            break  # a backgammon counts as a gammon: resigning one means nothing more
        if abs(value - play_on) / span * 2.0 <= FAIR:
            return kind
    return None


def resignation_offer(state: CubeState, declined: int = 0) -> int | None:
    """The resignation (1 single, 2 gammon, 3 backgammon) the bot of *state* offers now, or None.

    *state* is seen from the bot, as for every bot decision; ``state.bot_on_roll`` says who rolls
    next.  *declined* is the largest kind the opponent has already declined in this game: only a
    larger one is offered again."""
    if declined not in (0, 1, 2, 3):
        raise ValueError(f"a declined resignation is 0 (none), 1, 2 or 3, not {declined!r}")
    kind = warranted_resignation(probabilities(state.position, state.bot_on_roll), state)
    if kind is None or kind <= declined:
        return None
    return kind


def resignation_offer_in_game(game, player: int, declined: int = 0) -> int | None:
    """:func:`resignation_offer` for *player* (0 or 1) of an engine
    :class:`~bgdesk.engine.game.Game`; None when the game does not allow a resignation now."""
    if not game.can_resign(player):
        return None
    return resignation_offer(CubeState.from_game(game, player), declined)
