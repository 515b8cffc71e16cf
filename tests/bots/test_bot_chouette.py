"""A computer player in a chouette (bgdesk/bots/chouette.py, Bot.agree_to_double): it agrees to
the team's double when its own evaluation says the double is right (R36), judges each member's
cube on its own (R32, R37), and offers resignations in hopeless games (R27) for every cube at
once.

Positions are seen from the side on roll unless said otherwise.
"""

import random

import pytest

from bgdesk.bots import CubeState, available_levels, cube, make_bot, sage
from bgdesk.bots import chouette as bc
from bgdesk.engine import Position
from bgdesk.engine.chouette import BOX, TEAM, Chouette, ChouettePhase
from bgdesk.engine.dice import ManualDice
from bgdesk.engine.record import Rules

# Four rolls into a game (two each), from a bot-against-bot game: the side on roll has made
# its 5-point and has the better of the exchange, about 67% to win with gammons both ways: a
# double and a take for our evaluation and for bgsage's.
EARLY_DOUBLE = Position.from_position_id("yOfgAyCMt8HBAA")
# A race the side on roll wins about 73% of the time: inside the doubling window for our own
# race evaluation and for bgsage's, though the Keith count still says "no double".
RACE_WINDOW = Position.from_position_id("u7MHIABrvg8AAA")
# Three opposing checkers on the bar against a five-point board: too good to double for money
# without the Jacoby rule (playing on for the gammon is worth more than the point).
BLITZ = Position.from_points({6: 3, 5: 2, 4: 2, 3: 2, 2: 2, 8: 2, 13: 2},
                             {25: 3, 24: 2, 13: 5, 8: 3, 6: 2})
# Seen from the box, about to roll: it bears its last two checkers off with any roll; the team's
# fifteen checkers are in its outer board: a certain gammon for the box.
TEAM_LOSES_GAMMON = Position.from_points({1: 2}, {7: 5, 8: 5, 9: 5})

LEVELS = [lvl for lvl in available_levels() if lvl != "beginner"]  # the beginner's cube is noisy
_bots = {}


def bot(level: str):
    if level not in _bots:
        opts = {"threads": 1} if level in ("strong", "expert") else {}
        _bots[level] = make_bot(level, random.Random(5), **opts)
    return _bots[level]


def chouette(names=("Ann", "Bob", "Cy"), rules=None) -> Chouette:
    """Ann in the box, Bob captain, then Cy (and the rest in order)."""
    ch = Chouette(names, rules, ManualDice())
    for d in (6, 5, 4, 3, 2, 1)[:len(names)]:
        ch.roll_seat(d)
    return ch


# -- agreeing to the team's double -----------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
def test_agrees_to_a_right_double_early_in_the_game(level):
    # R36: Bob proposes the team's double four rolls into the game; Cy (a computer) agrees,
    # because its own evaluation says doubling its cube is right; the box must then answer.
    ch = chouette()
    ch.new_game(EARLY_DOUBLE, on_roll=TEAM)
    ch.double(by="Bob")
    assert ch.to_act == "Cy"
    state = bc.cube_state(ch.current_game, TEAM, "Cy")
    assert bot(level).agree_to_double(state) is True
    ch.agree(by="Cy")
    assert ch.phase is ChouettePhase.TEAM_DOUBLE_OFFERED and ch.to_act == "Ann"


@pytest.mark.parametrize("level", LEVELS)
def test_refuses_a_double_that_is_wrong_for_its_cube(level):
    # R36: in the opening position, or when too good to double, a computer member refuses.
    assert bot(level).agree_to_double(CubeState(Position.initial())) is False
    assert bot(level).agree_to_double(CubeState(BLITZ)) is False
    # R32: with the Jacoby rule and a centred cube the gammons do not count: cash the point.
    assert bot(level).agree_to_double(CubeState(BLITZ, jacoby=True)) is True
    # R24: nobody doubles a cube the other side owns.
    assert bot(level).agree_to_double(CubeState(EARLY_DOUBLE, cube_value=2,
                                                cube_owner="opponent")) is False


def test_agreement_is_the_bots_own_evaluation_in_races_too():
    # Deciding alone in a race the bot uses the Keith count, which still says "no" here; asked
    # to agree, it goes by its own race evaluation, which sees a double (as bgsage does).
    b = bot("intermediate")
    state = CubeState(RACE_WINDOW)
    p = b.probabilities(RACE_WINDOW, True)
    assert cube.keith_decision(RACE_WINDOW)[0] is False and b.cube_action(state) is False
    assert cube.figures(p, state).should_double is True
    assert b.agree_to_double(state) is True
    if sage.available():
        assert bot("strong").agree_to_double(state) is True


def test_agreement_follows_the_bots_figures_on_positions_from_play():
    # Over the team's turns of bot games: agreement is exactly "double/take and double/pass both
    # beat no double" by the bot's own figures.
    b = make_bot("intermediate", random.Random(1))
    rng = random.Random(11)
    seen = agreed = 0
    for _game in range(16):
        ch = chouette()
        ch.dice = ManualDice()
        cg = ch.new_game()
        while not cg.is_over and len(cg.game.events) < 60:
            if ch.phase in (ChouettePhase.OPENING, ChouettePhase.BEFORE_ROLL):
                if ch.phase is ChouettePhase.BEFORE_ROLL and cg.on_roll == TEAM:
                    state = bc.cube_state(cg, TEAM, "Cy")
                    fig = cube.figures(b.probabilities(state.position, True), state)
                    said = b.agree_to_double(state)
                    assert said is (min(fig.double_take, fig.double_pass) > fig.no_double)
                    seen += 1
                    agreed += said
                ch.roll((rng.randint(1, 6), rng.randint(1, 6)))
            else:
                g = cg.game
                ch.play(b.choose_play(g.position, g.dice), by=ch.to_act)
    assert seen > 150 and agreed >= 5


# -- each member's cube ----------------------------------------------------------------------

def test_cube_state_per_member():
    # R32: the Jacoby rule applies to a cube never turned; R36: each member's own cube.
    ch = chouette(("Ann", "Bob", "Cy", "Dee"), Rules(jacoby=True, beavers=True))
    cg = ch.new_game(EARLY_DOUBLE.swapped(), on_roll=BOX)
    ch.double(by="Ann")
    ch.take(by="Bob")
    ch.drop(by="Cy")
    ch.take(by="Dee")
    bob = bc.cube_state(cg, TEAM, "Bob")
    assert (bob.cube_value, bob.cube_owner, bob.jacoby, bob.beavers) == (2, "bot", False, True)
    assert bob.bot_on_roll is False and bob.position == cg.game.position_for(TEAM)
    box = bc.cube_state(cg, BOX, "Bob")
    assert (box.cube_owner, box.bot_on_roll, box.position) == ("opponent", True, EARLY_DOUBLE.swapped())
    assert bc.box_cube_member(cg) == "Bob"


def test_box_judges_by_the_captains_cube_or_the_first_it_may_turn():
    ch = chouette(("Ann", "Bob", "Cy", "Dee"))
    cg = ch.new_game(Position.initial(), on_roll=BOX)
    assert bc.box_cube_member(cg) == "Bob"
    ch.double(by="Ann")
    ch.take(by="Bob")
    ch.take(by="Cy")
    ch.drop(by="Dee")
    assert cg.captain == "Bob" and bc.box_cube_member(cg) == "Bob"  # owned by Bob: falls back


# -- resignations ------------------------------------------------------------------------------

def test_hopeless_team_resigns_the_gammon_for_every_cube(evaluation):
    # R27, R37: the captain offers the gammon; the box accepts; every member pays at its cube.
    ch = chouette(("Ann", "Bob", "Cy"))
    cg = ch.new_game(TEAM_LOSES_GAMMON.swapped(), on_roll=TEAM)
    assert bc.resignation_offer(*bc.resignation_states(cg, BOX)) is None   # the box is winning
    states, declined = bc.resignation_states(cg, TEAM)
    assert len(states) == 2 and declined == 0
    kind = bc.resignation_offer(states, declined)
    assert kind == 2
    ch.resign(kind, by=ch.captain)
    assert bc.resignation_states(cg, TEAM) == ((), 0)        # an offer is waiting
    ch.accept(by="Ann")
    assert cg.settlements == {"Bob": -2, "Cy": -2}


def test_an_offer_for_several_cubes_is_fair_to_each(evaluation):
    # R32, R37: one resignation settles every cube at once. A cube whose gammon counts needs
    # the gammon, one under the Jacoby rule with a centred cube only a single game: the offer
    # is the larger; while any cube's result is still open, the side plays on.
    counted = CubeState(TEAM_LOSES_GAMMON.swapped(), cube_value=2, cube_owner="bot",
                        jacoby=True)
    single = CubeState(TEAM_LOSES_GAMMON.swapped(), jacoby=True)
    assert bc.resignation_offer((single,)) == 1
    assert bc.resignation_offer((single, counted)) == 2
    assert bc.resignation_offer((counted,), declined=2) is None
    assert bc.resignation_offer((CubeState(Position.initial()), single)) is None
    assert bc.resignation_offer(()) is None


def test_declined_resignations_are_offered_again_only_larger(evaluation):
    ch = chouette()
    cg = ch.new_game(TEAM_LOSES_GAMMON.swapped(), on_roll=TEAM)
    ch.resign(1, by="Bob")
    ch.decline(by="Ann")
    states, declined = bc.resignation_states(cg, TEAM)
    assert declined == 1 and bc.resignation_offer(states, declined) == 2
    ch.resign(2, by="Bob")
    ch.decline(by="Ann")
    states, declined = bc.resignation_states(cg, TEAM)
    assert declined == 2 and bc.resignation_offer(states, declined) is None
