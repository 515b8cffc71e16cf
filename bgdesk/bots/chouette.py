"""A computer player's decisions in a chouette (R34-R38), from the engine's chouette game.

A chouette game is a money game between the box and the team, with one cube per team member
(:class:`~bgdesk.engine.chouette.ChouetteGame`). A bot judges one cube at a time, from its
side's point of view, through an ordinary :class:`CubeState`:

- a team member's own cube, to propose or agree to the team's double and to answer the box's
  double (:func:`cube_state` with ``TEAM`` and the member);
- the box's decisions are judged on the captain's cube, or the first cube the box may turn
  (:func:`box_cube_member`);
- a resignation by the box or the captain settles with every member still in the game, each at
  their own cube (R37): the offer (:func:`resignation_offer`) is the kind the position warrants
  for every one of those cubes (under the Jacoby rule, R32, a gammon may count on a turned cube
  and not on a centred one), the largest of them, and none while any of them is still open.

Bots decide off the GUI thread, so the chouette game is read once, on the caller's thread
(:func:`cube_state`, :func:`resignation_states`), and the decision computed from those values.
"""

from __future__ import annotations

from bgdesk.engine.chouette import BOX, ChouettePhase
from bgdesk.engine.record import EventKind

from . import sage
from .context import CubeState
from .resign import (OFFER_COST, OWN_COST, SCREEN, cubeful_play_on, probabilities,
                     warranted_resignation)


def cube_state(cg, side: int, member: str) -> CubeState:
    """The state of ``member``'s cube in the chouette game ``cg`` seen from ``side`` (BOX or
    TEAM): the board from that side, the cube's value and owner, the Jacoby rule while that cube
    has never been turned (R32; automatic doubles do not turn it)."""
    c = cg.cubes[member]
    r = cg.rules
    owner = "centered" if c.owner is None else ("bot" if c.owner == side else "opponent")
    on_roll = cg.game.on_roll
    return CubeState(position=cg.game.position_for(side), cube_value=c.value, cube_owner=owner,
                     jacoby=r.jacoby and not c.turned, beavers=r.beavers,
                     backgammon_value=r.backgammon_value, use_cube=r.use_cube,
                     bot_on_roll=on_roll is None or on_roll == side)


def box_cube_member(cg) -> str:
    """The member whose cube the box's cube decisions are judged by: the captain's when the box
    may turn it, else the first such member's."""
    if cg.cubes[cg.captain].available_to(BOX):
        return cg.captain
    return next((m for m in cg.members_in_game if cg.cubes[m].available_to(BOX)), cg.captain)


def declined_resignation(cg, side: int) -> int:
    """The largest resignation ``side`` has offered in this game and seen declined (0: none)."""
    other = 1 - side
    return max((e.resign for e in cg.game.events
                if e.kind is EventKind.DECLINE and e.player == other and e.resign), default=0)


def resignation_states(cg, side: int) -> tuple[tuple[CubeState, ...], int]:
    """What a resignation by ``side`` would settle: one state per member still in the game, and
    the largest kind already declined in this game. Empty when ``side`` may not resign now."""
    if not cg.game.can_resign(side) or cg.phase not in (ChouettePhase.BEFORE_ROLL,
                                                      ChouettePhase.MOVING):
        return (), 0
    states = tuple(cube_state(cg, side, m) for m in cg.members_in_game)
    return states, declined_resignation(cg, side)


def resignation_offer(states, declined: int = 0) -> int | None:
    """The resignation (1 single, 2 gammon, 3 backgammon) to offer for every cube of ``states``
    (from :func:`resignation_states`), or None to play on; only a kind larger than ``declined``."""
    if not states:
        return None
    first = states[0]
    if sage.available():  # the network's quick look first: no deep one far from a resignation
        quick = probabilities(first.position, first.bot_on_roll, level="1ply")
        if any(warranted_resignation(quick, s, cost=SCREEN) is None for s in states):
            return None
    p = probabilities(first.position, first.bot_on_roll)
    cost = OFFER_COST if sage.available() else OWN_COST
    kinds = [warranted_resignation(p, s, cost) for s in states]
    if None not in kinds:  # right without the cube must be right with every cube too
        for s, k in zip(states, kinds):
            cubeful = cubeful_play_on(s)
            if cubeful is not None and warranted_resignation(p, s, cost, cubeful) != k:
                return None
    if any(k is None for k in kinds):
        return None
    kind = max(kinds)
    return kind if kind > declined else None


__all__ = ["box_cube_member", "cube_state", "declined_resignation", "resignation_offer",
           "resignation_states"]
