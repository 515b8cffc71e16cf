"""Analysis another program stored in a file: GNU Backgammon's .sgf, eXtreme Gammon's .xg/.xgp.

Plain data, no Qt, nothing computed here. The readers (:mod:`bgdesk.engine.sgf`,
:mod:`bgdesk.engine.xgfile`) fill a :class:`StoredAnalysis` while they read the games; each entry
is keyed by ``(game index, event index)`` in the :class:`~bgdesk.engine.record.MatchRecord` they
return:

* a checker play's candidates (:class:`StoredChecker`) at the index of its ``PLAY`` event;
* a cube decision (:class:`StoredCube`) at the index of the ``ROLL`` event of a player who
  could have doubled and rolled instead, or of the ``DOUBLE`` event itself (the answer that
  follows is judged on the same figures).

Equities are cubeful and normalized (per unit of the cube, from the side of the player deciding:
+1 a sure single win), as both programs show them, except GNU Backgammon's cube figures in a
match, which it stores as match-winning chances (``StoredCube.mwc``); :mod:`bgdesk.bots.stored`
turns those into equities with the match equity table.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["StoredAnalysis", "StoredChecker", "StoredCube", "StoredPlay"]


@dataclass(frozen=True)
class StoredPlay:
    """One candidate play: the board after it (mover's view, as ``Position.board``), its
    notation, equity and chances (win, win gammon, win backgammon, lose gammon, lose backgammon,
    from the mover's side after the play)."""

    board: tuple
    notation: str
    equity: float
    probs: tuple
    level: str = ""


@dataclass(frozen=True)
class StoredChecker:
    """The candidates of one checker play, in the order the program listed them; ``error``,
    when the program stored it, its own figure for the equity the play made lost (negative)."""

    candidates: tuple = ()
    error: float | None = None


@dataclass(frozen=True)
class StoredCube:
    """A doubling decision of the player on roll: no double, double/take, double/pass, and that
    player's chances before the roll. ``mwc``: the three figures are match-winning chances.
    ``error``: the program's own figure for what the decision made lost, when it stored one."""

    nd: float
    dt: float
    dp: float
    probs: tuple = (0.0, 0.0, 0.0, 0.0, 0.0)
    level: str = ""
    mwc: bool = False
    error: float | None = None


@dataclass
class StoredAnalysis:
    """What a file held: ``source`` names the program ("GNU Backgammon", "eXtreme Gammon")."""

    source: str = ""
    checker: dict = field(default_factory=dict)
    cube: dict = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.checker or self.cube)

    @property
    def decisions(self) -> int:
        return len(self.checker) + len(self.cube)
