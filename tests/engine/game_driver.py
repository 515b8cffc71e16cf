"""Test helpers for the game/match model: play games with random but reproducible decisions."""

from __future__ import annotations

import random

from bgdesk.engine.game import Action, Game, Phase

# How often a player picks each action when it is available (rolls and plays dominate so that
# games get somewhere; resignations are rare).
WEIGHTS = {
    Action.ROLL: 20, Action.PLAY: 20, Action.DOUBLE: 2, Action.TAKE: 6, Action.DROP: 2,
    Action.BEAVER: 1, Action.RESIGN: 0.15, Action.ACCEPT: 1, Action.DECLINE: 1,
}


def act(game: Game, rng: random.Random, weights=WEIGHTS) -> tuple[int | None, Action]:
    """Make one random legal action; returns (player, action)."""
    # in a fixed order: a frozenset of enum members iterates in an order that changes with
    # PYTHONHASHSEED, and a seeded game must be the same game in every run
    options = [(p, a) for p in (0, 1) for a in sorted(game.legal_actions(p), key=lambda a: a.value)]
    if game.phase is Phase.OPENING:
        options = [(None, Action.ROLL)]
    assert options, f"no action in {game!r}"
    player, action = rng.choices(options, [weights[a] for _p, a in options])[0]
    perform(game, player, action, rng)
    return player, action


def perform(game: Game, player: int | None, action: Action, rng: random.Random) -> None:
    """Make ``action`` for ``player``: a random legal play, a random kind of resignation."""
    if action is Action.ROLL:
        game.roll(player=player)
    elif action is Action.PLAY:
        game.play(rng.choice(game.legal_plays), player=player)
    elif action is Action.DOUBLE:
        game.double(player=player)
    elif action is Action.TAKE:
        game.take(player=player)
    elif action is Action.DROP:
        game.drop(player=player)
    elif action is Action.BEAVER:
        game.beaver(player=player)
    elif action is Action.RESIGN:
        game.resign(player, rng.choice((1, 2, 3)))
    elif action is Action.ACCEPT:
        game.accept_resignation(player=player)
    elif action is Action.DECLINE:
        game.decline_resignation(player=player)


def play_out(game: Game, rng: random.Random, max_actions: int = 5000, weights=WEIGHTS) -> Game:
    """Act randomly until the game is over (or max_actions)."""
    for _ in range(max_actions):
        if game.is_over:
            break
        act(game, rng, weights)
    return game


def race_weights():
    """Weights with no cube and no resignations: games end by bearing off."""
    w = dict(WEIGHTS)
    for a in (Action.DOUBLE, Action.RESIGN):
        w[a] = 0
    return w
