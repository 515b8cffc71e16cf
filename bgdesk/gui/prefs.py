"""The settings the GUI reads, with their defaults.

Accepts any settings object: a flat one (``settings.home_corner``) or the sectioned one from
:mod:`bgdesk.storage.settings` (``settings.board.home_corner``); anything missing takes its
default here, so the GUI works before and without stored settings.
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULTS = {
    "home_corner": "bottom-right",
    "auto_switch_sides": False,
    "show_point_numbers": True,
    "point_numbers_follow": "bottom",  # or "on-roll"
    "show_pip_counts": True,
    "auto_play_forced": False,
    "auto_bear_off": False,
    "auto_roll": False,
    "confirm_moves": True,
    "confirm_double": True,  # a click on the cube asks before doubling
    "highlight_destinations": True,
    "animation_speed": "normal",  # off, slow, normal, fast, or milliseconds per step
    "theme": "classic",
    "bot_level": "intermediate",  # the computer level offered first for a new match
    "match_length": 5,  # a new match's length, 0 for a money session (the last one chosen)
    "tutor": False,  # warn before a decision that loses equity (needs bgsage)
    "tutor_threshold": 60,  # ... from this many thousandths of a point
    "show_feedback": True,  # judge the person's plays on the board against a computer player
    # GNU Backgammon's analysis thresholds (1.07's defaults), thousandths of a point
    "threshold_doubtful": 30,
    "threshold_bad": 60,
    "threshold_very_bad": 120,
}

_SECTIONS = ("board", "play", "appearance", "rules", "sound")


def pref(settings, name: str, default=None):
    """``name`` from ``settings`` (flat attribute, or inside a section), else the default."""
    if default is None:
        default = DEFAULTS.get(name)
    if settings is None:
        return default
    value = getattr(settings, name, None)
    if value is None:
        for section in _SECTIONS:
            sub = getattr(settings, section, None)
            if sub is not None and not isinstance(sub, (str, int, float, bool)):
                value = getattr(sub, name, None)
                if value is not None:
                    break
    return default if value is None else value


def set_pref(settings, name: str, value) -> None:
    """Store ``name`` where ``settings`` keeps it (section or flat attribute)."""
    for section in _SECTIONS:
        sub = getattr(settings, section, None)
        if sub is not None and hasattr(sub, name) and not isinstance(sub, (str, int, float, bool)):
            setattr(sub, name, value)
            return
    setattr(settings, name, value)


@dataclass
class GuiSettings:
    """A plain, flat settings object with every default (used when none is given)."""

    home_corner: str = DEFAULTS["home_corner"]
    auto_switch_sides: bool = DEFAULTS["auto_switch_sides"]
    show_point_numbers: bool = DEFAULTS["show_point_numbers"]
    point_numbers_follow: str = DEFAULTS["point_numbers_follow"]
    show_pip_counts: bool = DEFAULTS["show_pip_counts"]
    auto_play_forced: bool = DEFAULTS["auto_play_forced"]
    auto_bear_off: bool = DEFAULTS["auto_bear_off"]
    auto_roll: bool = DEFAULTS["auto_roll"]
    confirm_moves: bool = DEFAULTS["confirm_moves"]
    confirm_double: bool = DEFAULTS["confirm_double"]
    highlight_destinations: bool = DEFAULTS["highlight_destinations"]
    animation_speed: str = DEFAULTS["animation_speed"]
    theme: str = DEFAULTS["theme"]
