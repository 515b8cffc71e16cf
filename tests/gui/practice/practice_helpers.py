"""Shared by the practice tests: a game record with errors in it."""

from __future__ import annotations

import random

from bgdesk.bots import make_bot
from bgdesk.engine.dice import SeededDice
from bgdesk.engine.game import Phase
from bgdesk.engine.match import Match


def bot_game_record(seed: int = 12):
    """A 1-point match between a beginner (player 0, who errs) and the intermediate bot."""
    match = Match(1, dice=SeededDice(seed))
    game = match.new_game()
    bots = [make_bot("beginner", rng=random.Random(1)), make_bot("intermediate", rng=random.Random(2))]
    while not game.is_over:
        if game.phase in (Phase.OPENING, Phase.BEFORE_ROLL):
            game.roll()
        else:
            game.play(bots[game.on_roll].choose_play(game.position, game.dice))
    return match.record()
