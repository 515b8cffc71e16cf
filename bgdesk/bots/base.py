"""The interface every bot level offers, and the shared cube/resignation plumbing."""

from __future__ import annotations

import random

from . import cube
from .context import Answer, CubeState


class Bot:
    """A computer player.

    ``choose_play(position, dice)`` returns one of ``position.legal_plays(*dice)``; an optional
    ``context`` (:class:`CubeState`, position ignored) lets it weigh gammons by the match score,
    the cube and the Jacoby rule.  ``cube_action(state)`` says whether to double, ``answer_double
    (state)`` answers a double with an :class:`Answer`, ``accept_resignation(state, kind)`` says
    whether to accept the opponent's offer to resign a single game (1), gammon (2) or backgammon (3),
    ``offer_resignation(state)`` whether to resign now and what (see :mod:`bgdesk.bots.resign`),
    ``agree_to_double(state)`` whether to agree to a double a team mate proposes (a chouette).
    """

    level = "bot"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng if rng is not None else random.Random()

    # -- to be provided by each level ---------------------------------------------------------

    def choose_play(self, position, dice, context: CubeState | None = None):
        raise NotImplementedError

    def probabilities(self, position, bot_on_roll: bool) -> tuple:
        """Cubeless (win, gammon, backgammon, lose gammon, lose backgammon) for the bot, with
        *position* seen from the bot and *bot_on_roll* telling who rolls next."""
        raise NotImplementedError

    # -- cube ----------------------------------------------------------------------------------

    def cube_action(self, state: CubeState) -> bool:
        """True to offer a double now (before rolling)."""
        if not state.may_double(bot=True):
            return False
        p = self.probabilities(state.position, True)
        return cube.should_double(p, _on_roll(state, True))

    def agree_to_double(self, state: CubeState) -> bool:
        """Agree to a double another player on the bot's side proposes (a chouette team's
        double, R36): True when the bot's own evaluation says a double of its cube is right."""
        state = _on_roll(state, True)
        return cube.agrees_to_double(self.probabilities(state.position, True), state)

    def answer_double(self, state: CubeState) -> Answer:
        """Take, pass or (money play with beavers on) beaver the opponent's double."""
        state = _on_roll(state, False)
        p_bot = self.probabilities(state.position, False)
        result = cube.answer(cube.invert(p_bot), state)
        if result is Answer.BEAVER and not (state.beavers and state.is_money):
            return Answer.TAKE
        return result

    def accept_resignation(self, state: CubeState, kind: int) -> bool:
        p = self.probabilities(state.position, state.bot_on_roll)
        return cube.accept_resignation(p, state, kind)

    def offer_resignation(self, state: CubeState, declined: int = 0) -> int | None:
        """The resignation to offer now (1 single, 2 gammon, 3 backgammon) or None to play on;
        every level judges it by the best evaluation at hand, so none resigns a live game."""
        from .resign import resignation_offer

        return resignation_offer(state, declined)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.level}>"


def _on_roll(state: CubeState, bot_on_roll: bool) -> CubeState:
    if state.bot_on_roll == bot_on_roll:
        return state
    from dataclasses import replace

    return replace(state, bot_on_roll=bot_on_roll)
