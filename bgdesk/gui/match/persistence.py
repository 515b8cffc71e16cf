"""Glue between the GUI's settings object and :mod:`bgdesk.storage.settings`.

The window keeps one settings object that the controller and the scene read through
:func:`bgdesk.gui.prefs.pref`: normally the sectioned :class:`~bgdesk.storage.settings.Settings`
loaded at start, or a flat :class:`~bgdesk.gui.prefs.GuiSettings` in tests. These helpers convert
between the two, copy new values into the object everyone holds (so references stay valid), save
through storage, and build the rules for a new match from the rules defaults.
"""

from __future__ import annotations

from bgdesk.engine.record import Rules
from bgdesk.gui.i18n import Context
from bgdesk.gui.prefs import pref, set_pref
from bgdesk.storage.settings import SETTING_SPECS, Settings, load_settings, save_settings

Persistence = Context("Persistence")


def to_storage_settings(settings) -> Settings:
    """A :class:`Settings` holding the values of ``settings`` (a copy when it already is one).

    Values missing from a flat object, or not allowed by storage, take their defaults."""
    if isinstance(settings, Settings):
        return settings.copy()
    out = Settings()
    if settings is None:
        return out
    for key, spec in SETTING_SPECS.items():
        value = pref(settings, spec.name, spec.default)
        if spec.problem(value) is None:
            out.set(key, value)
    return out


def copy_into(target, source: Settings) -> None:
    """Give ``target`` (the object the window, controller and scene share) every value of
    ``source``, in place."""
    if isinstance(target, Settings):
        for key in SETTING_SPECS:
            target.set(key, source.get(key))
        target.unknown = source.copy().unknown
        return
    for key, spec in SETTING_SPECS.items():
        set_pref(target, spec.name, source.get(key))


def persist(settings) -> str | None:
    """Save ``settings`` through storage (atomically). Returns None, or a sentence saying why the
    settings could not be saved (the program carries on with them in memory)."""
    try:
        save_settings(to_storage_settings(settings))
    except (OSError, ValueError) as err:
        reason = getattr(err, "strerror", None) or str(err)
        return Persistence.tr("Your settings could not be saved ({reason}); they apply until bgdesk "
                              "is closed.").format(reason=reason)
    return None


def load() -> tuple[Settings, list[str]]:
    """The stored settings and the messages for the player (empty when all was well)."""
    try:
        return load_settings()
    except Exception as err:  # never let a settings problem stop the program
        return Settings(), [Persistence.tr("The settings could not be read ({reason}); bgdesk uses the "
                                           "defaults.").format(reason=err)]


def rules_from_settings(settings) -> Rules:
    """The rules defaults for a new money session or match (R26, R30-R33; the Crawford rule is
    always applied in matches and is not an option)."""
    s = to_storage_settings(settings)
    return Rules(
        jacoby=s.rules.jacoby,
        auto_doubles=s.rules.auto_doubles,
        auto_double_limit=s.rules.auto_double_limit,
        backgammon_value=s.rules.backgammon_value,
        beavers=s.rules.beavers,
    )


__all__ = ["copy_into", "load", "persist", "rules_from_settings", "to_storage_settings"]
