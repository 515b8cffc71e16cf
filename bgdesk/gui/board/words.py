"""The board in words, for a screen reader: whose turn it is, the dice, the cube, the pip counts
and where every checker stands ("Ann (light): 2 on 24, 5 on 13, 3 on 8, 5 on 6; ...").

:func:`describe` reads a :class:`BoardState` only (the scene's snapshot), so it says exactly
what the board shows. Each player's points are counted from their own side, as players speak of
them. The board view gives the text to Qt's accessibility interface as its description.
"""

from __future__ import annotations

from bgdesk.gui.board.state import OPPONENT, VIEWER, BoardState
from bgdesk.gui.i18n import Context

BoardWords = Context("BoardWords")


def checkers_text(state: BoardState, side: int) -> str:
    """Where ``side``'s checkers are, in that side's own numbering: bar first, then from the
    back of the board to the front, then those borne off."""
    counts = state.mine if side == VIEWER else state.theirs
    parts = []
    if counts[25]:
        parts.append(BoardWords.tr("{n} on the bar").format(n=counts[25]))
    for point in range(24, 0, -1):
        if counts[point]:
            parts.append(BoardWords.tr("{n} on {point}").format(n=counts[point], point=point))
    if counts[0]:
        parts.append(BoardWords.tr("{n} borne off").format(n=counts[0]))
    return ", ".join(parts) if parts else BoardWords.tr("no checkers")


def side_name(state: BoardState, side: int) -> str:
    if state.colours[side] == 0:
        return BoardWords.tr("{name} (light)").format(name=state.names[side])
    return BoardWords.tr("{name} (dark)").format(name=state.names[side])


def dice_text(state: BoardState) -> str:
    if state.opening is not None:
        a, b = state.opening
        if not a and not b:
            return ""
        if not b:  # a chouette's seat roll: one die
            return BoardWords.tr("Die: {a}").format(a=a)
        return BoardWords.tr("Opening roll: {a} for {name0}, {b} for {name1}").format(
            a=a, b=b, name0=state.names[VIEWER], name1=state.names[OPPONENT])
    if not state.dice or state.dice_side is None:
        return BoardWords.tr("No dice rolled")
    values = list(state.dice) * (2 if len(state.dice) == 2 and state.dice[0] == state.dice[1] else 1)
    left = list(values)
    for used in state.dice_used:
        if used in left:
            left.remove(used)
    text = BoardWords.tr("Dice of {name}: {dice}").format(
        name=state.names[state.dice_side], dice=" ".join(str(v) for v in state.dice))
    if len(left) < len(values):
        text += "; " + (BoardWords.tr("left to play: {dice}").format(dice=" ".join(str(v) for v in left))
                        if left else BoardWords.tr("all played"))
    return text


def cube_text(state: BoardState) -> str:
    if not state.cube_enabled:
        return BoardWords.tr("No cube in this game")
    if state.cube_offered_by is not None:
        return BoardWords.tr("{name} offers the cube at {v}").format(
            name=state.names[state.cube_offered_by], v=state.cube_value * 2)
    if state.cube_owner is None:
        return BoardWords.tr("Cube at {v}, in the middle").format(v=state.cube_value)
    return BoardWords.tr("Cube at {v}, owned by {name}").format(v=state.cube_value, name=state.names[state.cube_owner])


def describe(state: BoardState) -> str:
    """The whole board in a few sentences."""
    parts = [state.status] if state.status else []
    banner = (state.extra or {}).get("banner")
    if banner:
        banner = banner.replace("\n", " ")
        if state.status and banner.startswith(state.status.strip()):
            parts = []  # the banner says the result again, with the score: said once
        parts.append(banner)
    dice = dice_text(state)
    if dice:
        parts.append(dice)
    parts.append(cube_text(state))
    if state.pips:
        parts.append(BoardWords.tr("Pip counts: {a} {pa}, {b} {pb}").format(
            a=state.names[VIEWER], pa=state.pips[VIEWER], b=state.names[OPPONENT], pb=state.pips[OPPONENT]))
    for side in (VIEWER, OPPONENT):
        parts.append(f"{side_name(state, side)}: {checkers_text(state, side)}")
    return " ".join(sentence(p) for p in parts if p.strip())


def sentence(text: str) -> str:
    """``text`` ended as a sentence: a full stop added unless it ends with one already, or with
    a question mark, an exclamation mark or an ellipsis ("thinking…", "take or pass?")."""
    text = text.strip()
    return text if text[-1:] in (".", "!", "?", "…", "。") else text + "."


def board_name() -> str:
    """The board's accessible name."""
    return BoardWords.tr("Backgammon board")


__all__ = ["BoardWords", "board_name", "checkers_text", "cube_text", "describe", "dice_text", "sentence",
           "side_name"]
