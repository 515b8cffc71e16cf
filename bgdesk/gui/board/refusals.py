"""The engine's refusals as sentences in the language in use.

The engine says why a checker cannot move, a drop or a typed play is refused with an error that
names its reason (:data:`bgdesk.engine.REASONS`) and the values the sentence needs; here each
reason has its sentence, translated (context ``Refusals``). A drop, a click on a checker that may
not move and the typed-move box all show :func:`refusal_text` of the same error, so they say the
same thing. An error without a known reason shows its own text, as a sentence.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

SENTENCES = {
    "bad_point": QT_TRANSLATE_NOOP("Refusals", "Points are numbered 1 to 24, with 25 for the bar and 0 for off."),
    "roll_done": QT_TRANSLATE_NOOP("Refusals", "The roll is fully played: pick up the dice, or take a step back."),
    "no_checker": QT_TRANSLATE_NOOP("Refusals", "You have no checker on point {point}."),
    "no_checker_bar": QT_TRANSLATE_NOOP("Refusals", "You have no checker on the bar."),
    "too_many": QT_TRANSLATE_NOOP("Refusals", "You do not have that many checkers on point {point}."),
    "too_many_bar": QT_TRANSLATE_NOOP("Refusals", "You do not have that many checkers on the bar."),
    "bar_first": QT_TRANSLATE_NOOP(
        "Refusals", "You have a checker on the bar: it must enter before any other checker moves."),
    "backwards": QT_TRANSLATE_NOOP("Refusals", "Checkers move only forwards, towards your home board."),
    "point_held": QT_TRANSLATE_NOOP("Refusals", "Point {point} is held by the opponent: you cannot land there."),
    "checker_blocked": QT_TRANSLATE_NOOP(
        "Refusals", "The checker on point {point} cannot move: every point it could reach is held by the opponent."),
    "no_blot": QT_TRANSLATE_NOOP("Refusals", "There is no blot to hit on point {point}."),
    "not_all_home": QT_TRANSLATE_NOOP(
        "Refusals", "You can bear off only when all fifteen of your checkers are in your home board."),
    "bear_off_dice": QT_TRANSLATE_NOOP(
        "Refusals", "That checker cannot bear off with these dice: a die bears off from its own point, or from "
                    "the highest point when no checker is higher."),
    "distance": QT_TRANSLATE_NOOP("Refusals", "{move} is a move of {pips}, which the dice left ({dice}) cannot make."),
    "roll_distance": QT_TRANSLATE_NOOP("Refusals", "{move} is a move of {pips}, which the roll {roll} cannot make."),
    "dice_unused": QT_TRANSLATE_NOOP(
        "Refusals", "That leaves a die unplayed: both dice must be played when possible, and the higher one when "
                    "only one can be."),
    "play_incomplete": QT_TRANSLATE_NOOP(
        "Refusals", "That play leaves dice unused: {roll} must be played in full when possible."),
    "higher_die": QT_TRANSLATE_NOOP("Refusals", "Only one die of {roll} can be played, so it must be the higher one."),
    "rest_incomplete": QT_TRANSLATE_NOOP("Refusals", "That leaves {dice} still to play."),
    "cannot_play": QT_TRANSLATE_NOOP("Refusals", "{roll} cannot be played here: the turn passes."),
    "not_legal": QT_TRANSLATE_NOOP("Refusals", "That is not a legal play of {roll} here; legal plays include {plays}."),
    "empty": QT_TRANSLATE_NOOP("Refusals", "Type a play such as 24/18 13/11."),
    "too_long": QT_TRANSLATE_NOOP("Refusals", "That is far too long for one play."),
    "unreadable": QT_TRANSLATE_NOOP(
        "Refusals", "Cannot read {token}: write moves like 24/18, 13/11*, bar/22, 6/off or 8/5(2)."),
    "no_such_point": QT_TRANSLATE_NOOP("Refusals", "There is no point {point}; points are 1 to 24."),
    "to_bar": QT_TRANSLATE_NOOP("Refusals", "A checker cannot move to the bar."),
    "from_off": QT_TRANSLATE_NOOP("Refusals", "A move cannot start from off the board."),
    "past_off": QT_TRANSLATE_NOOP("Refusals", "{token}: nothing moves on from off the board."),
    "repeat": QT_TRANSLATE_NOOP("Refusals", "{token}: a move can be repeated 1 to 4 times."),
}


def as_sentence(text: str) -> str:
    """``text`` with a capital first letter and a full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?…" else text + "."


#: How much of a piece of typed text a refusal quotes.
QUOTED = 24


def shorten(text: str, limit: int = QUOTED) -> str:
    """``text``, or its start and an ellipsis when it is longer than ``limit`` characters (a
    quoted text keeps its quotes)."""
    if len(text) <= limit:
        return text
    if len(text) > 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[0] + text[1:limit - 2] + "…" + text[-1]
    return text[:limit - 1] + "…"


def refusal_text(error: BaseException) -> str:
    """What a player reads for ``error``: its reason's sentence in the language in use."""
    reason = getattr(error, "reason", "")
    source = SENTENCES.get(reason)
    if source is not None:
        details = dict(getattr(error, "details", {}))
        if isinstance(details.get("token"), str):  # what was typed, quoted: never all of it
            details["token"] = shorten(details["token"])
        try:
            return QCoreApplication.translate("Refusals", source).format(**details)
        except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder
            return as_sentence(str(error))
    return as_sentence(str(error))


__all__ = ["QUOTED", "SENTENCES", "as_sentence", "refusal_text", "shorten"]
