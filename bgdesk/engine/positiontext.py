"""Position text for the clipboard: GNU Backgammon's IDs and eXtreme Gammon's XGID.

:func:`position_text` writes what "Copy position" puts on the clipboard::

    XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10
    GNUbg ID: 4HPwATDgc/ABMA:cAkAAAAAAAAA

(the second line is GNU Backgammon's "GNUbg ID", Position ID and Match ID joined by a colon, as
its ``set gnubgid`` reads it). :func:`read_position_text` reads pasted text back into a
:class:`~bgdesk.engine.game.Game`: an XGID, a GNUbg ID, GNU Backgammon's board printout with its
``Position ID:`` and ``Match ID :`` lines, or a lone Position ID (a money game with player 0 to
roll). Anything else raises :class:`NotationError` with a message a person can act on; nothing
is changed until the text has been read completely.
"""

from __future__ import annotations

import re

from .dice import DiceSource
from .errors import NotationError
from .matchid import game_from_ids, game_ids
from .position import Position
from .xgid import game_from_xgid, game_xgid

__all__ = ["position_text", "read_position_text", "MAX_PASTE_CHARS"]

#: Longer pasted text is refused at once (a board printout is about 1,500 characters).
MAX_PASTE_CHARS = 20_000

_XGID = re.compile(r"XGID=([^\s]{20,120})", re.IGNORECASE)
_BARE_XGID = re.compile(r"(?<![\w=])([-a-oA-O]{26}(?::[-\w]{1,6}){8,9})(?![\w:])")
_GNUBG_ID = re.compile(r"(?<![\w+/])([A-Za-z0-9+/]{14}):([A-Za-z0-9+/]{12})(?![\w+/])")
_PID = re.compile(r"Position\s+ID\s*:\s*([A-Za-z0-9+/]{14})(?![\w+/])", re.IGNORECASE)
_MID = re.compile(r"Match\s+ID\s*:\s*([A-Za-z0-9+/]{12})(?![\w+/])", re.IGNORECASE)
_LONE_PID = re.compile(r"^\s*([A-Za-z0-9+/]{14})\s*$")


def position_text(game) -> str:
    """The clipboard text for a game (or a match's current game): its XGID and GNUbg ID."""
    g = game if hasattr(game, "position_for") else getattr(game, "current_game", None)
    if g is None:
        raise NotationError("there is no game to copy")
    pid, mid = game_ids(g)
    lines = []
    try:
        lines.append(game_xgid(g))
    except NotationError:
        pass          # a finished game has no XGID; the GNUbg ID still describes it
    lines.append(f"GNUbg ID: {pid}:{mid}")
    return "\n".join(lines) + "\n"


def read_position_text(text, rules=None, dice: DiceSource | None = None):
    """A :class:`~bgdesk.engine.game.Game` set up from pasted text (see the module docstring).

    ``rules`` supplies what the text does not carry (as for :func:`game_from_xgid` and
    :func:`~bgdesk.engine.matchid.game_from_ids`); ``dice`` is the dice source for the game.
    """
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text).decode("utf-8", "replace")
    if not isinstance(text, str):
        raise NotationError("paste a Position ID and Match ID, or an XGID")
    if len(text) > MAX_PASTE_CHARS:
        raise NotationError("that is far too much text for a position: paste an XGID, or a "
                            "Position ID and Match ID")
    m = _XGID.search(text) or _BARE_XGID.search(text)
    if m:
        xgid = m.group(0) if m.re is _XGID else m.group(1)
        return game_from_xgid(xgid.rstrip(".,;"), rules, dice)
    m = _GNUBG_ID.search(text)
    if m:
        return game_from_ids(m.group(1), m.group(2), rules, dice)
    pid, mid = _PID.search(text), _MID.search(text)
    if pid and mid:
        return game_from_ids(pid.group(1), mid.group(1), rules, dice)
    lone = pid.group(1) if pid else (_LONE_PID.match(text).group(1) if _LONE_PID.match(text) else None)
    if lone:
        from .game import Game

        position = Position.from_position_id(lone)
        if position.winner() is not None:
            raise NotationError("in that position one side has already borne off all its checkers")
        return Game.from_position(position, 0, rules=rules, dice=dice)
    if mid:
        raise NotationError("that is a Match ID without its Position ID: paste both")
    raise NotationError("no position found: paste an XGID (XGID=...), a GNUbg ID "
                        "(Position ID:Match ID) or GNU Backgammon's board with its IDs")
