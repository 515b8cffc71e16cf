"""Why a checker cannot move, a step or a typed play is refused: one sentence per reason.

Drag-to-move (:meth:`Turn.why_not`) and typed plays (:func:`~bgdesk.engine.notation.parse_play`)
refuse with the same :class:`IllegalMoveError`, built here: ``str(error)`` is the sentence,
``error.reason`` the key of :data:`REASONS`, ``error.details`` the values the sentence names
(so an interface can word it in another language) and ``error.rules`` the clauses of the rules it
rests on.
"""

from __future__ import annotations

from .errors import BgdeskError, IllegalMoveError

# reason -> (sentence with {placeholders}, clauses of RULES.md)
REASONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "bad_point": ("points are numbered 1 to 24, with 25 for the bar and 0 for off", ()),
    "roll_done": ("the roll is fully played: pick up the dice, or take a step back", ("R39",)),
    "no_checker": ("you have no checker on point {point}", ()),
    "no_checker_bar": ("you have no checker on the bar", ()),
    "too_many": ("you do not have that many checkers on point {point}", ()),
    "too_many_bar": ("you do not have that many checkers on the bar", ()),
    "bar_first": ("you have a checker on the bar: it must enter before any other checker moves",
                  ("R15",)),
    "backwards": ("checkers move only forwards, towards your home board", ("R4",)),
    "point_held": ("point {point} is held by the opponent: you cannot land there", ("R11",)),
    "checker_blocked": ("the checker on point {point} cannot move: every point it could reach is "
                        "held by the opponent", ("R11",)),
    "no_blot": ("there is no blot to hit on point {point}", ("R14",)),
    "not_all_home": ("you can bear off only when all fifteen of your checkers are in your home "
                     "board", ("R17",)),
    "bear_off_dice": ("that checker cannot bear off with these dice: a die bears off from its own "
                      "point, or from the highest point when no checker is higher", ("R18", "R19")),
    "distance": ("{move} is a move of {pips}, which the dice left ({dice}) cannot make", ("R8",)),
    # A whole play typed: its moves are measured against the roll, whatever steps the board shows.
    "roll_distance": ("{move} is a move of {pips}, which the roll {roll} cannot make", ("R8",)),
    "dice_unused": ("that leaves a die unplayed: both dice must be played when possible, and the "
                    "higher one when only one can be", ("R12",)),
    "play_incomplete": ("that play leaves dice unused: {roll} must be played in full when "
                        "possible", ("R12",)),
    "higher_die": ("only one die of {roll} can be played, so it must be the higher one", ("R12",)),
    "rest_incomplete": ("that leaves {dice} still to play", ("R12",)),
    "cannot_play": ("{roll} cannot be played here: the turn passes", ("R12", "R16")),
    "not_legal": ("that is not a legal play of {roll} here; legal plays include {plays}", ()),
    # Typed text that cannot be read (NotationError).
    "empty": ("type a play such as 24/18 13/11", ()),
    "too_long": ("that is far too long for one play", ()),
    "unreadable": ("cannot read {token}: write moves like 24/18, 13/11*, bar/22, 6/off or 8/5(2)", ()),
    "no_such_point": ("there is no point {point}; points are 1 to 24", ()),
    "to_bar": ("a checker cannot move to the bar", ()),
    "from_off": ("a move cannot start from off the board", ()),
    "past_off": ("{token}: nothing moves on from off the board", ()),
    "repeat": ("{token}: a move can be repeated 1 to 4 times", ()),
}


def refusal(reason: str, error: type[BgdeskError] = IllegalMoveError, **details) -> BgdeskError:
    """The error for ``reason`` (a key of :data:`REASONS`), its sentence filled from ``details``
    (an :class:`IllegalMoveError` unless ``error`` names another class)."""
    text, rules = REASONS[reason]
    return error(text.format(**details), rules=rules, reason=reason, **details)


__all__ = ["REASONS", "refusal"]
