"""What every dice source shares, below both :mod:`dice` and :mod:`fairdice`: the error they
raise and the most rolls a source may claim. (Kept apart so that :mod:`dice` can name
:class:`~bgdesk.engine.fairdice.FairDice` and :mod:`fairdice` can use these without importing
each other.)"""

from __future__ import annotations

from .errors import BgdeskError

__all__ = ["DiceError", "MAX_ROLLS"]

#: More rolls than any match or session reaches (a long game has about 100); a saved source
#: claiming more is refused.
MAX_ROLLS = 10 ** 9


class DiceError(BgdeskError):
    """Dice that are not two whole numbers from 1 to 6."""
