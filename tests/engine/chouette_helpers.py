"""Shared by the chouette engine tests: scripted seating, set-up games and random actions."""

import random

from bgdesk.engine import Position
from bgdesk.engine.chouette import BOX, TEAM, Chouette, ChouetteAction, ChouettePhase
from bgdesk.engine.dice import ManualDice

FOUR = ("Ann", "Bob", "Cy", "Dee")

# X (on roll) bears off its last checker with 2-1; O has all fifteen on O's 6-point: a gammon.
GAMMON = Position.from_points({2: 1}, {6: 15})
# As GAMMON, but one O checker still in X's home board (O's 20 = X's 5): a backgammon.
BACKGAMMON = Position.from_points({2: 1}, {6: 14, 20: 1})
# O has borne one checker off: a single game.
SINGLE = Position.from_points({2: 1}, {6: 14})


def seated(names=FOUR, rules=None, dice=None) -> Chouette:
    """Seats in the order given: the first name rolls 6 (box), the second 5 (captain)...
    (dice entered by hand, so ``dice``, default manual, is left for the games)."""
    ch = Chouette(names, rules, dice if dice is not None else ManualDice())
    for d in (6, 5, 4, 3, 2, 1)[:len(names)]:
        ch.roll_seat(d)
    assert ch.box == names[0] and ch.team == tuple(names[1:])
    return ch


def assert_zero_sum(ch: Chouette) -> None:
    assert sum(ch.ledger.values()) == 0


def box_on_roll(ch: Chouette, position=None):
    """A set-up game with the box about to roll (default: the starting position)."""
    return ch.new_game(position or Position.initial(), on_roll=BOX)


def team_on_roll(ch: Chouette, position=None):
    return ch.new_game(position or Position.initial(), on_roll=TEAM)


def box_bears_off(ch: Chouette) -> None:
    """The box rolls 2-1 and bears off its last checker."""
    ch.roll((2, 1))
    ch.play(ch.current_game.game.legal_plays[0], by=ch.box)


def everyone_passes_box_double(ch: Chouette) -> None:
    ch.double(by=ch.box)
    while ch.phase is ChouettePhase.BOX_DOUBLE_OFFERED:
        ch.drop(by=ch.to_act)


def random_action(ch: Chouette, rng: random.Random) -> None:
    """One random legal action by whoever must act (bots and people use the same calls)."""
    A = ChouetteAction
    if ch.phase in (ChouettePhase.READY, ChouettePhase.GAME_OVER):
        ch.new_game()
        return
    who = ch.to_act
    acts = ch.legal_actions(who)
    assert acts, (who, ch.phase)
    if ch.phase is ChouettePhase.SEATING:
        ch.roll_seat(by=who)
        return
    weights = {A.ROLL: 20, A.PLAY: 20, A.DOUBLE: 3, A.AGREE: 3, A.REFUSE: 1, A.TAKE: 3,
               A.DROP: 2, A.BEAVER: 1, A.RESIGN: 0.2, A.ACCEPT: 1, A.DECLINE: 1}
    choices = sorted(acts, key=lambda a: a.value)
    act = rng.choices(choices, [weights[a] for a in choices])[0]
    if act is A.ROLL:
        ch.roll(by=who)
    elif act is A.PLAY:
        ch.play(rng.choice(ch.current_game.game.legal_plays), by=who)
    elif act is A.RESIGN:
        ch.resign(rng.choice((1, 2, 3)), by=who)
    else:
        getattr(ch, act.value)(by=who)
