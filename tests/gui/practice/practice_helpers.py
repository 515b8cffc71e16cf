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


def doubled_match_record(seed: int = 12):
    """A 5-point match: the first game ends with a double passed (the score is then 1-0 or
    0-1); in the second, the first player able to double does, the other takes, and the
    beginner (player 0) and the intermediate bot play it out at a cube of 2."""
    match = Match(5, dice=SeededDice(seed))
    bots = [make_bot("beginner", rng=random.Random(1)), make_bot("intermediate", rng=random.Random(2))]
    for answer in ("drop", "take"):
        game = match.new_game()
        doubled = False
        while not game.is_over:
            if game.phase is Phase.BEFORE_ROLL and not doubled and game.can_double(game.on_roll):
                game.double()
                getattr(game, answer)()
                doubled = True
            elif game.phase in (Phase.OPENING, Phase.BEFORE_ROLL):
                game.roll()
            else:
                game.play(bots[game.on_roll].choose_play(game.position, game.dice))
    return match.record()
