"""Settings: defaults, round trips for every setting, unknown keys, bad values, bad files."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from bgdesk.storage.paths import config_dir, settings_path
from bgdesk.storage.settings import (
    SETTING_SPECS,
    THEMES,
    Settings,
    load_settings,
    save_settings,
)

EXPECTED_DEFAULTS = {
    "board.home_corner": "bottom-right",
    "board.auto_switch_sides": False,
    "board.show_point_numbers": True,
    "board.point_numbers_follow": "bottom",
    "board.show_pip_counts": True,
    "rules.auto_doubles": False,
    "rules.auto_double_limit": 1,
    "rules.jacoby": False,
    "rules.backgammon_value": 3,
    "rules.beavers": False,
    "play.auto_roll": False,
    "play.auto_play_forced": False,
    "play.auto_bear_off": False,
    "play.confirm_moves": True,
    "play.confirm_double": True,
    "play.highlight_destinations": True,
    "play.animation_speed": "normal",
    "play.dice_source": "random",
    "play.bot_level": "intermediate",
    "play.match_length": 5,
    "play.tutor": False,
    "play.tutor_threshold": 60,
    "play.show_feedback": True,
    # GNU Backgammon 1.07's analysis thresholds, thousandths of a point (issue 22)
    "play.threshold_doubtful": 30,
    "play.threshold_bad": 60,
    "play.threshold_very_bad": 120,
    "appearance.theme": "classic",
    "appearance.language": "system",
    "sound.muted": False,
    "sound.volume": 70,
    **{f"sound.{name}": True for name in (
        "dice_roll", "checker_lands", "checker_hit", "bar_entry", "bear_off", "double_offered",
        "double_taken", "double_passed", "game_won", "game_lost", "match_won",
        "resignation_offered", "illegal_drop", "tutor_warning")},
}

CHOICES = {
    "board.home_corner": {"bottom-right", "bottom-left", "top-right", "top-left"},
    "board.point_numbers_follow": {"bottom", "on-roll"},
    "rules.backgammon_value": {3, 2},
    "play.animation_speed": {"off", "slow", "normal", "fast"},
    "play.dice_source": {"random", "manual"},
    "appearance.language": {"system", "en", "sw", "lv", "mt", "af"},
}


def allowed_values(key):
    spec = SETTING_SPECS[key]
    if spec.type is bool:
        return [True, False]
    if spec.choices is not None:
        return list(spec.choices)
    if spec.range is not None:
        low, high = spec.range
        if high - low <= 60:
            return list(range(low, high + 1))
        # a wide range (a threshold in thousandths): both ends and values spread between them
        step = (high - low) // 30
        return sorted(set(range(low, high + 1, step)) | {high})
    return ["beginner", "intermediate", "expert", "world-class", "level_2"]


EVERY_VALUE = [(key, value) for key in SETTING_SPECS for value in allowed_values(key)]


def write_raw(doc) -> Path:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc) if not isinstance(doc, (str, bytes)) else doc)
    return path


def aside_files():
    folder = config_dir()
    return sorted(folder.glob("settings.json.corrupt-*")) if folder.exists() else []


# --- defaults and specs ----------------------------------------------------------------------


def test_every_setting_of_the_issue_is_there_with_its_default():
    settings = Settings()
    assert set(SETTING_SPECS) == set(EXPECTED_DEFAULTS)
    for key, default in EXPECTED_DEFAULTS.items():
        assert settings.get(key) == default and type(settings.get(key)) is type(default), key
        assert SETTING_SPECS[key].default == default
    assert settings.problems() == []


@pytest.mark.parametrize("key", sorted(CHOICES))
def test_choices_are_the_documented_ones(key):
    assert set(SETTING_SPECS[key].choices) == CHOICES[key]


def test_at_least_three_themes_one_of_them_high_contrast():
    assert len(THEMES) >= 3 and "high-contrast" in THEMES and THEMES[0] == "classic"
    assert set(SETTING_SPECS["appearance.theme"].choices) == set(THEMES)


def test_no_file_gives_defaults_silently_and_writes_nothing(bgdesk_home):
    settings, messages = load_settings()
    assert settings == Settings() and messages == []
    assert not settings_path().exists()


# --- round trips -----------------------------------------------------------------------------


@pytest.mark.parametrize("key, value", EVERY_VALUE, ids=[f"{k}={v}" for k, v in EVERY_VALUE])
def test_round_trip_of_every_value_of_every_setting(key, value):
    settings = Settings()
    settings.set(key, value)
    save_settings(settings)
    loaded, messages = load_settings()
    assert messages == []
    assert loaded.get(key) == value and type(loaded.get(key)) is type(value)
    assert loaded == settings


def test_round_trip_with_every_setting_changed_at_once():
    settings = Settings()
    for key in SETTING_SPECS:
        other = [v for v in allowed_values(key) if v != SETTING_SPECS[key].default]
        settings.set(key, other[-1])
    assert all(settings.get(k) != SETTING_SPECS[k].default for k in SETTING_SPECS)
    save_settings(settings)
    loaded, messages = load_settings()
    assert messages == [] and loaded == settings


def test_file_layout_is_versioned_json_in_sections():
    save_settings(Settings())
    doc = json.loads(settings_path().read_text(encoding="utf-8"))
    assert doc["format"] == "bgdesk-settings" and doc["version"] == 1
    assert set(doc) == {"format", "version", "board", "rules", "play", "appearance", "sound"}
    assert doc["board"]["home_corner"] == "bottom-right"


def test_missing_keys_take_defaults_without_complaint():
    write_raw({"format": "bgdesk-settings", "version": 1, "board": {"home_corner": "top-left"}})
    settings, messages = load_settings()
    assert messages == []
    expected = Settings()
    expected.board.home_corner = "top-left"
    assert settings == expected


def test_copy_is_independent_and_restore_defaults_is_settings():
    settings = Settings()
    dialog_copy = settings.copy()
    dialog_copy.set("appearance.theme", "ocean")
    assert settings.appearance.theme == "classic"
    assert Settings() == Settings()


# --- unknown keys ----------------------------------------------------------------------------


def test_unknown_keys_are_kept_and_written_back():
    write_raw({
        "format": "bgdesk-settings",
        "version": 1,
        "window": {"width": 1600, "height": 1000, "maximised": False},
        "recent_opponents": ["Ann", "Bo"],
        "board": {"home_corner": "top-right", "felt": "green"},
        "play": {"bot_level": "beginner", "future_option": [1, {"a": None}]},
        "someday": {"section": {"deep": True}},
    })
    settings, messages = load_settings()
    assert messages == []
    assert settings.board.home_corner == "top-right" and settings.play.bot_level == "beginner"
    settings.set("appearance.theme", "high-contrast")
    save_settings(settings)
    doc = json.loads(settings_path().read_text(encoding="utf-8"))
    assert doc["window"] == {"width": 1600, "height": 1000, "maximised": False}
    assert doc["recent_opponents"] == ["Ann", "Bo"]
    assert doc["board"]["felt"] == "green" and doc["board"]["home_corner"] == "top-right"
    assert doc["play"]["future_option"] == [1, {"a": None}]
    assert doc["someday"] == {"section": {"deep": True}}
    assert doc["appearance"]["theme"] == "high-contrast"
    again, messages = load_settings()
    assert messages == [] and again == settings


# --- bad individual values -------------------------------------------------------------------

BAD_VALUES = [
    ("board.home_corner", "middle"),        # unknown choice
    ("board.home_corner", 1),               # wrong type
    ("board.auto_switch_sides", "yes"),     # wrong type
    ("board.show_point_numbers", 0),        # an int is not a bool
    ("board.point_numbers_follow", "top"),
    ("board.show_pip_counts", None),
    ("rules.auto_doubles", 1),
    ("rules.auto_double_limit", 0),         # out of range
    ("rules.auto_double_limit", 7),         # out of range
    ("rules.auto_double_limit", -3),
    ("rules.auto_double_limit", 2.0),       # a float is not a whole number here
    ("rules.auto_double_limit", "2"),
    ("rules.auto_double_limit", True),      # a bool is not a number
    ("rules.jacoby", "false"),
    ("rules.backgammon_value", 4),
    ("rules.backgammon_value", "3"),
    ("rules.backgammon_value", 3.0),
    ("rules.beavers", [True]),
    ("play.auto_roll", {"on": True}),
    ("play.auto_play_forced", "true"),
    ("play.auto_bear_off", 1.5),
    ("play.confirm_moves", None),
    ("play.highlight_destinations", "no"),
    ("play.animation_speed", "warp"),
    ("play.animation_speed", 2),
    ("play.dice_source", "loaded"),
    ("play.bot_level", ""),
    ("play.bot_level", "Gnu Bg!"),
    ("play.bot_level", 3),
    ("play.bot_level", "x" * 100),
    ("appearance.theme", "neon"),
    ("appearance.language", "de"),
    ("appearance.language", None),
    ("sound.muted", "yes"),
    ("sound.volume", 101),
    ("sound.volume", -1),
    ("sound.volume", 0.5),
    ("sound.dice_roll", 1),
    ("sound.tutor_warning", None),
]


@pytest.mark.parametrize("key, bad", BAD_VALUES, ids=[f"{k}={b!r}"[:60] for k, b in BAD_VALUES])
def test_bad_value_falls_back_alone_and_is_reported(key, bad):
    good = Settings()
    # every other setting holds a non-default value, which must survive
    for other in SETTING_SPECS:
        if other != key:
            good.set(other, [v for v in allowed_values(other)
                             if v != SETTING_SPECS[other].default][0])
    doc = {"format": "bgdesk-settings", "version": 1, **good.to_dict()}
    section, name = key.split(".")
    doc[section][name] = bad
    path = write_raw(doc)
    raw = path.read_text()
    settings, messages = load_settings()
    expected = good.copy()
    expected.set(key, SETTING_SPECS[key].default)
    assert settings == expected
    message, where = messages
    assert key in message and "default" in message and SETTING_SPECS[key].label in message
    [kept] = aside_files()  # the file as it was
    assert kept.read_text() == raw and kept.name in where
    # the file now holds the values in use, so the player is told once
    assert load_settings() == (expected, [])
    with pytest.raises(ValueError):
        Settings().set(key, bad)


def test_several_bad_values_give_one_message_each():
    write_raw({"format": "bgdesk-settings", "version": 1,
               "board": {"home_corner": "nowhere", "show_pip_counts": False},
               "rules": {"auto_double_limit": 99, "jacoby": True}})
    settings, messages = load_settings()
    assert len(messages) == 3 and "copy" in messages[2] and len(aside_files()) == 1
    assert settings.board.home_corner == "bottom-right" and settings.board.show_pip_counts is False
    assert settings.rules.auto_double_limit == 1 and settings.rules.jacoby is True


def test_bad_values_with_unknown_keys_are_repaired_keeping_the_unknown_keys():
    write_raw({"format": "bgdesk-settings", "version": 1, "window": [10, 20],
               "board": {"home_corner": 5, "felt": "green"}})
    settings, messages = load_settings()
    assert len(messages) == 2
    doc = json.loads(settings_path().read_text())
    assert doc["window"] == [10, 20] and doc["board"]["felt"] == "green"
    assert doc["board"]["home_corner"] == "bottom-right"


def test_bad_value_in_a_file_that_cannot_be_rewritten_is_reported_again(monkeypatch):
    from bgdesk.storage import settings as settings_module

    write_raw({"format": "bgdesk-settings", "version": 1, "board": {"home_corner": "x"}})

    def refuse(path, *args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(settings_module, "keep_copy", refuse)
    settings, messages = load_settings()
    assert settings == Settings() and len(messages) == 2 and "could not" in messages[1]
    assert load_settings()[1] == messages


def test_saving_a_bad_value_is_refused_and_the_file_kept():
    save_settings(Settings())
    before = settings_path().read_bytes()
    settings = Settings()
    settings.board.home_corner = "middle"  # bypassing set()
    with pytest.raises(ValueError, match="home_corner"):
        save_settings(settings)
    assert settings_path().read_bytes() == before


def test_set_rejects_unknown_keys():
    with pytest.raises(KeyError):
        Settings().set("board.colour", "red")


# --- files that cannot be used at all --------------------------------------------------------

BAD_FILES = {
    "empty file": "",
    "truncated JSON": '{"format": "bgdesk-settings", "version": 1, "board": {"home_cor',
    "not an object": '["bottom-right", true]',
    "top level of wrong type: section is text": json.dumps(
        {"format": "bgdesk-settings", "version": 1, "board": "bottom-right"}),
    "top level of wrong type: section is a list": json.dumps(
        {"format": "bgdesk-settings", "version": 1, "rules": [1, 2]}),
    "top level of wrong type: version is text": json.dumps(
        {"format": "bgdesk-settings", "version": "1", "board": {}}),
    "another bgdesk file": json.dumps({"format": "bgdesk-stats", "version": 1, "results": []}),
}


@pytest.mark.parametrize("case", list(BAD_FILES))
def test_unusable_file_gives_defaults_is_kept_and_reported_once(case):
    raw = BAD_FILES[case]
    path = write_raw(raw)
    settings, messages = load_settings()
    assert settings == Settings()
    [message] = messages
    [kept] = aside_files()
    assert re.fullmatch(r"settings\.json\.corrupt-\d{8}T\d{6}", kept.name)
    assert kept.read_text() == raw
    assert not path.exists()
    assert "settings file" in message and kept.name in message and "default settings" in message
    # told once
    settings, messages = load_settings()
    assert settings == Settings() and messages == []
    # and the program can save over it without touching the kept file
    save_settings(settings)
    assert kept.read_text() == raw and load_settings() == (Settings(), [])


def test_unreadable_permissions_folder_in_place_of_file():
    settings_path().mkdir(parents=True)
    settings, messages = load_settings()
    assert settings == Settings() and len(messages) == 1
    [kept] = aside_files()
    assert kept.is_dir() and "folder" in messages[0]


def test_unreadable_permissions_permission_error(monkeypatch):
    custom = Settings()
    custom.set("appearance.language", "mt")
    save_settings(custom)
    target = settings_path()
    real_open = os.open

    def guarded_open(file, *args, **kwargs):
        if Path(file) == target:
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)

    with monkeypatch.context() as m:
        m.setattr(os, "open", guarded_open)
        settings, messages = load_settings()
        assert settings == Settings()
        [message] = messages
        assert "permission" in message
        assert aside_files() == []   # not damaged: left where it is (issue 23)
        with pytest.raises(PermissionError):
            save_settings(Settings())   # and never written over while it cannot be read
    assert load_settings()[0].get("appearance.language") == "mt"


def test_explicit_path_is_honoured(tmp_path):
    path = tmp_path / "elsewhere" / "s.json"
    settings = Settings()
    settings.set("board.home_corner", "top-left")
    assert save_settings(settings, path) == path
    assert load_settings(path) == (settings, [])
    assert not settings_path().exists()


def test_the_sound_switches_are_the_sounds_bgdesk_plays():
    from bgdesk.sound import SOUNDS

    switches = [k.split(".", 1)[1] for k in SETTING_SPECS if k.startswith("sound.")]
    assert switches == ["muted", "volume", *SOUNDS]


def test_a_file_from_before_the_sound_section_gets_its_defaults_silently():
    doc = {"format": "bgdesk-settings", "version": 1, "board": {"home_corner": "top-left"}}
    write_raw(doc)
    settings, messages = load_settings()
    assert messages == [] and settings.board.home_corner == "top-left"
    assert settings.sound == Settings().sound and settings.sound.volume == 70
