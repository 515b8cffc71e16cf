"""The player's settings, kept as versioned JSON in the config folder.

File layout (format ``bgdesk-settings``, version 1)::

    {"format": "bgdesk-settings", "version": 1,
     "board": {...}, "rules": {...}, "play": {...}, "appearance": {...}, "sound": {...}}

Missing keys take their defaults.  A section added later (``sound``) therefore needs no new
format version: a file written before it gets the section's defaults, and an older bgdesk keeps the
section it does not know and writes it back unchanged.  Keys this version does not know (at the top level or inside a
section) are kept and written back unchanged.  A setting with a bad value (wrong type, out of
range, unknown choice) falls back to its default on its own, with a message, while the other
settings keep their values; a copy of the file as it was is kept (``settings.json.corrupt-<time>``)
and the file is rewritten with the values in use, so the player is told once.  A file that cannot
be used at all is moved aside (see ``atomic``).
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, Optional

from . import paths
from .atomic import MB, FileTooLargeError, keep_copy, read_versioned, remove_stale_temp_files, write_versioned

KIND = "bgdesk-settings"
VERSION = 1
#: The largest settings file read or written (a real one is about 1 KB).
MAX_BYTES = 1 * MB

HOME_CORNERS = ("bottom-right", "bottom-left", "top-right", "top-left")
POINT_NUMBERS_FOLLOW = ("bottom", "on-roll")
BACKGAMMON_VALUES = (3, 2)
ANIMATION_SPEEDS = ("off", "slow", "normal", "fast")
DICE_SOURCES = ("random", "manual")
THEMES = ("classic", "high-contrast", "ocean")
LANGUAGES = ("system", "en", "sw", "lv", "mt", "af")
# Bot levels belong to bgdesk.bots; storage only checks that the value looks like a level name,
# and the caller falls back to "intermediate" when make_bot() does not know it.
BOT_LEVEL_PATTERN = r"[a-z][a-z0-9_-]{0,31}"
AUTO_DOUBLE_LIMIT_RANGE = (1, 6)  # 6 automatic doubles already put the cube on 64
# The tutor's threshold in thousandths of a point of (normalized) equity: 0.010 to 0.500.
TUTOR_THRESHOLD_RANGE = (10, 500)
# A new match's length in points (the New match dialog's range); 0 is a money session.
MATCH_LENGTH_RANGE = (0, 25)
# GNU Backgammon's analysis thresholds in thousandths of a point (gnubg 1.07: 30, 60, 120).
THRESHOLD_RANGE = (1, 1000)


def _flag(default: bool, label: str) -> Any:
    return field(default=default, metadata={"type": bool, "label": label})


def _choice(default: Any, choices: tuple, label: str) -> Any:
    assert default in choices
    return field(default=default, metadata={"type": type(default), "choices": choices, "label": label})


def _number(default: int, bounds: tuple, label: str) -> Any:
    return field(default=default, metadata={"type": int, "range": bounds, "label": label})


def _name(default: str, pattern: str, label: str) -> Any:
    return field(default=default, metadata={"type": str, "pattern": pattern, "label": label})


@dataclass
class BoardSettings:
    home_corner: str = _choice("bottom-right", HOME_CORNERS, "Home board corner")
    auto_switch_sides: bool = _flag(False, "Switch sides after each game")
    show_point_numbers: bool = _flag(True, "Show point numbers")
    point_numbers_follow: str = _choice("bottom", POINT_NUMBERS_FOLLOW, "Point numbers follow")
    show_pip_counts: bool = _flag(True, "Show pip counts")


@dataclass
class RulesSettings:
    auto_doubles: bool = _flag(False, "Automatic doubles")
    auto_double_limit: int = _number(1, AUTO_DOUBLE_LIMIT_RANGE, "Automatic doubles per game")
    jacoby: bool = _flag(False, "Jacoby rule")
    backgammon_value: int = _choice(3, BACKGAMMON_VALUES, "Backgammon counts")
    beavers: bool = _flag(False, "Beavers")


@dataclass
class PlaySettings:
    auto_roll: bool = _flag(False, "Roll automatically when no cube action is possible")
    auto_play_forced: bool = _flag(False, "Play forced moves automatically")
    auto_bear_off: bool = _flag(False, "Bear off automatically")
    confirm_moves: bool = _flag(True, "Confirm moves by picking up the dice")
    confirm_double: bool = _flag(True, "Ask before doubling when the cube is clicked")
    highlight_destinations: bool = _flag(True, "Highlight legal destinations")
    animation_speed: str = _choice("normal", ANIMATION_SPEEDS, "Animation speed")
    dice_source: str = _choice("random", DICE_SOURCES, "Dice")
    bot_level: str = _name("intermediate", BOT_LEVEL_PATTERN, "Default bot level")
    # The last choice made in the New match dialog, offered again (and played at start-up).
    match_length: int = _number(5, MATCH_LENGTH_RANGE, "Length of a new match (0: money session)")
    tutor: bool = _flag(False, "Tutor mode: warn before a decision that loses equity")
    tutor_threshold: int = _number(60, TUTOR_THRESHOLD_RANGE, "Tutor warns from (thousandths of a point)")
    show_feedback: bool = _flag(True, "Show on the board how good my plays and cube decisions were "
                                      "(against a computer player)")
    # GNU Backgammon's names and 1.07's defaults: a decision giving up more than this is marked
    threshold_doubtful: int = _number(30, THRESHOLD_RANGE, "Doubtful (thousandths of a point)")
    threshold_bad: int = _number(60, THRESHOLD_RANGE, "Bad (thousandths of a point)")
    threshold_very_bad: int = _number(120, THRESHOLD_RANGE, "Very bad (thousandths of a point)")


@dataclass
class AppearanceSettings:
    theme: str = _choice("classic", THEMES, "Theme")
    language: str = _choice("system", LANGUAGES, "Language")


VOLUME_RANGE = (0, 100)


@dataclass
class SoundSettings:
    """Sound: mute, master volume and one switch per sound. The switches are named after the
    sounds of :mod:`bgdesk.sound.events` (a test keeps the two lists equal)."""

    muted: bool = _flag(False, "Mute all sounds")
    volume: int = _number(70, VOLUME_RANGE, "Volume")
    dice_roll: bool = _flag(True, "Dice roll")
    checker_lands: bool = _flag(True, "Checker put down")
    checker_hit: bool = _flag(True, "Hit")
    bar_entry: bool = _flag(True, "Checker enters from the bar")
    bear_off: bool = _flag(True, "Bearing off")
    double_offered: bool = _flag(True, "Double offered")
    double_taken: bool = _flag(True, "Double taken")
    double_passed: bool = _flag(True, "Double passed")
    game_won: bool = _flag(True, "Game won")
    game_lost: bool = _flag(True, "Game lost")
    match_won: bool = _flag(True, "Match won")
    resignation_offered: bool = _flag(True, "Resignation offered")
    illegal_drop: bool = _flag(True, "Checker put where it may not go")
    tutor_warning: bool = _flag(True, "Tutor's warning")


SECTIONS = {
    "board": BoardSettings,
    "rules": RulesSettings,
    "play": PlaySettings,
    "appearance": AppearanceSettings,
    "sound": SoundSettings,
}


@dataclass(frozen=True)
class SettingSpec:
    """One setting: its dotted key (``"board.home_corner"``), default and allowed values."""

    key: str
    section: str
    name: str
    label: str
    type: type
    default: Any
    choices: Optional[tuple] = None
    range: Optional[tuple] = None
    pattern: Optional[str] = None

    def problem(self, value: Any) -> Optional[str]:
        """Why ``value`` is not allowed for this setting (plain words), or None when it is."""
        wanted = {bool: "true or false", int: "a whole number", str: "a piece of text"}[self.type]
        if self.type is bool:
            ok_type = isinstance(value, bool)
        elif self.type is int:
            ok_type = isinstance(value, int) and not isinstance(value, bool)
        else:
            ok_type = isinstance(value, str)
        if not ok_type:
            return f"it should be {wanted}"
        if self.choices is not None and value not in self.choices:
            return "it is not one of " + ", ".join(str(c) for c in self.choices)
        if self.range is not None and not (self.range[0] <= value <= self.range[1]):
            return f"it is outside the range {self.range[0]} to {self.range[1]}"
        if self.pattern is not None and not re.fullmatch(self.pattern, value):
            return "it is not a valid name"
        return None


def _build_specs() -> dict:
    specs = {}
    for section, cls in SECTIONS.items():
        for f in fields(cls):
            meta = f.metadata
            key = f"{section}.{f.name}"
            specs[key] = SettingSpec(
                key=key,
                section=section,
                name=f.name,
                label=meta["label"],
                type=meta["type"],
                default=f.default,
                choices=meta.get("choices"),
                range=meta.get("range"),
                pattern=meta.get("pattern"),
            )
    return specs


#: Every setting, in dialog order, keyed by ``"section.name"``.
SETTING_SPECS: dict = _build_specs()


def _show(value: Any) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


@dataclass
class Settings:
    """All settings.  ``Settings()`` holds the defaults ("Restore defaults").

    ``unknown`` keeps whatever the file held that this version does not know, in the file's own
    shape (top-level keys, and per known section a dict of its unknown keys); it is written back.
    """

    board: BoardSettings = field(default_factory=BoardSettings)
    rules: RulesSettings = field(default_factory=RulesSettings)
    play: PlaySettings = field(default_factory=PlaySettings)
    appearance: AppearanceSettings = field(default_factory=AppearanceSettings)
    sound: SoundSettings = field(default_factory=SoundSettings)
    unknown: dict = field(default_factory=dict, repr=False)

    # -- access by dotted key, for generic dialog code -----------------------------------------

    def get(self, key: str) -> Any:
        spec = SETTING_SPECS[key]
        return getattr(getattr(self, spec.section), spec.name)

    def set(self, key: str, value: Any) -> None:
        """Set one setting; raises KeyError for an unknown key, ValueError for a bad value."""
        spec = SETTING_SPECS[key]
        problem = spec.problem(value)
        if problem:
            raise ValueError(f"{key} = {_show(value)}: {problem}")
        setattr(getattr(self, spec.section), spec.name, value)

    def copy(self) -> "Settings":
        return copy.deepcopy(self)

    def problems(self) -> list:
        """Plain-words problems with the current values (empty when every value is allowed)."""
        out = []
        for key, spec in SETTING_SPECS.items():
            problem = spec.problem(self.get(key))
            if problem:
                out.append(f"{key} = {_show(self.get(key))}: {problem}")
        return out

    # -- conversion to and from the file body ---------------------------------------------------

    def to_dict(self) -> dict:
        """The file body (without the envelope): known sections first, unknown keys kept."""
        body: dict = {}
        for section in SECTIONS:
            values = {name: getattr(getattr(self, section), name)
                      for name in (f.name for f in fields(SECTIONS[section]))}
            extra = self.unknown.get(section)
            if isinstance(extra, dict):
                values.update({k: v for k, v in extra.items() if k not in values})
            body[section] = values
        for key, value in self.unknown.items():
            if key not in SECTIONS:
                body[key] = copy.deepcopy(value)
        return body

    @classmethod
    def from_dict(cls, body: dict) -> tuple:
        """Build settings from a file body.  Returns ``(settings, messages)``.

        Each bad value falls back to its default with one message; the shape of ``body`` itself
        (a dict whose known sections are dicts) is the caller's to check, see ``section_problem``.
        """
        settings = cls()
        messages = []
        unknown: dict = {}
        for key, value in body.items():
            if key not in SECTIONS:
                unknown[key] = copy.deepcopy(value)
        for section in SECTIONS:
            values = body.get(section, {})
            if not isinstance(values, dict):
                messages.append(
                    f'The "{section}" settings were not readable; they are back to their defaults.'
                )
                continue
            extra = {}
            for name, value in values.items():
                key = f"{section}.{name}"
                spec = SETTING_SPECS.get(key)
                if spec is None:
                    extra[name] = copy.deepcopy(value)
                    continue
                problem = spec.problem(value)
                if problem:
                    messages.append(
                        f'The setting "{spec.label}" ({key}) had the value {_show(value)}, but '
                        f"{problem}; it is back to its default ({_show(spec.default)})."
                    )
                    continue
                setattr(getattr(settings, section), name, value)
            if extra:
                unknown[section] = extra
        settings.unknown = unknown
        return settings, messages


def section_problem(body: dict) -> Optional[str]:
    """Reason the file's overall shape is unusable (a known section is not an object), or None."""
    for section in SECTIONS:
        if section in body and not isinstance(body[section], dict):
            return f'its "{section}" part should be a group of settings but is {_show(body[section])}'
    return None


def load_settings(path: Optional[Path] = None) -> tuple:
    """Load the settings.  Returns ``(settings, messages)``; never raises for what is on disk.

    No file gives the defaults and no message.  A file that cannot be used is moved aside and
    one message says where it went; bad individual values give one message each. Temporary files
    left by an interrupted save are removed first.
    """
    path = Path(path) if path is not None else paths.settings_path()
    remove_stale_temp_files(path)
    result = read_versioned(
        path,
        KIND,
        VERSION,
        what="settings file",
        fallback="bgdesk is using the default settings",
        check=section_problem,
        max_bytes=MAX_BYTES,
    )
    if result.data is None:
        return Settings(), list(result.messages)
    settings, messages = Settings.from_dict(result.data)
    if messages:
        messages.append(_repair(path, settings))
    return settings, list(result.messages) + messages


def _repair(path: Path, settings: Settings) -> str:
    """Keep a copy of a file with bad values, then rewrite it with the values in use, so the
    player is told once.  Returns the message saying where the copy is."""
    try:
        copy_path = keep_copy(path, MAX_BYTES)
    except OSError as err:
        return (f"bgdesk could not keep a copy of the settings file ({err.strerror or err}), so "
                "it has left the file unchanged and will mention this again next time.")
    try:
        save_settings(settings, path)
    except (OSError, ValueError) as err:
        err = getattr(err, "strerror", None) or err
        return (f"A copy of the settings file as it was is kept as {copy_path.name} in the folder "
                f"{copy_path.parent}; the file itself could not be corrected "
                f"({err}).")
    return (f"A copy of the settings file as it was is kept as {copy_path.name} in the folder "
            f"{copy_path.parent}, and the settings file now holds the values in use.")


def save_settings(settings: Settings, path: Optional[Path] = None) -> Path:
    """Write the settings atomically.  Raises ValueError if a value is not allowed."""
    problems = settings.problems()
    if problems:
        raise ValueError("cannot save settings: " + "; ".join(problems))
    path = Path(path) if path is not None else paths.settings_path()
    body = settings.to_dict()
    try:
        write_versioned(path, KIND, VERSION, body, max_bytes=MAX_BYTES)
    except FileTooLargeError:  # keys kept from a newer bgdesk: written without indentation
        write_versioned(path, KIND, VERSION, body, max_bytes=MAX_BYTES, indent=None)
    return path
