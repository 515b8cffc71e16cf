"""The sounds bgdesk plays: one per game event, each shipped as ``resources/sounds/<name>.wav``.

The names double as the keys of the per-sound switches in the settings (``sound.<name>``) and as
the file names, so the three can never drift apart.  The format is fixed: mono, 16-bit signed
samples at :data:`SAMPLE_RATE`; ``tools/make_sounds.py`` makes the files.
"""

from __future__ import annotations

SAMPLE_RATE = 22050
SAMPLE_WIDTH = 2  # bytes: signed 16-bit
CHANNELS = 1

#: Every sound, in the order the settings show them.
SOUNDS: tuple = (
    "dice_roll",            # the dice are rolled (as long as the dice tumble at the normal speed)
    "checker_lands",        # a checker is put down on a point
    "checker_hit",          # a blot is hit and goes to the bar
    "bar_entry",            # a checker enters from the bar
    "bear_off",             # a checker is borne off into the tray
    "double_offered",       # the cube is turned: a double is offered
    "double_taken",         # the double is taken
    "double_passed",        # the double is passed (dropped)
    "game_won",             # the game is over and the player at the board has won it
    "game_lost",            # ... and has lost it
    "match_won",            # the match (or chouette session) is won
    "resignation_offered",  # a bot offers to resign
    "illegal_drop",         # a checker put where it cannot go springs back (soft)
    "tutor_warning",        # the tutor warns before a decision that loses equity
)


def file_name(name: str) -> str:
    """The file under ``resources/sounds`` holding the sound ``name``."""
    if name not in SOUNDS:
        raise KeyError(f"no sound called {name!r}")
    return f"{name}.wav"
