"""Settings, autosave, archive, statistics and drill results on disk (pure Python + platformdirs, no Qt).

See DESIGN.md, "Storage conventions": folders from platformdirs (redirected by BGDESK_HOME),
atomic writes, versioned JSON, unusable files moved aside and reported, never deleted.

The names below are imported from their modules on first use (PEP 562), so that reading the
settings at start-up does not load the archive, statistics and autosave modules.
"""

from importlib import import_module

#: Each public name, by the module that holds it.
_MODULES = {
    "archive": ("ArchiveEntry", "ArchivedChouette", "ArchivedMatch", "SetAside", "archive_chouette",
                "archive_match", "chouette_key", "delete_archived", "list_archive", "load_archived",
                "set_aside_files", "undelete_archived"),
    "autosave": ("Autosave", "clear_autosave", "load_autosave", "read_autosave", "save_autosave",
                 "settle_results", "tidy_data_folder"),
    "fairseeds": ("find_seed", "forget_seed", "keep_seed"),
    "drills": ("DrillHistory", "load_drills", "record_drill_session"),
    "paths": ("archive_dir", "autosave_path", "config_dir", "data_dir", "settings_path", "stats_path"),
    "settings": ("SETTING_SPECS", "Settings", "load_settings", "save_settings"),
    "stats": ("ChouettePlayerStats", "OpponentStats", "SeriesPoint", "Stats", "chouette_entries",
              "load_stats", "record_chouette_games", "record_game", "record_games", "recorded_games",
              "result_key", "save_stats"),
}
_WHERE = {name: module for module, names in _MODULES.items() for name in names}


def __getattr__(name: str):
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))


__all__ = [
    "ArchiveEntry", "ArchivedChouette", "ArchivedMatch", "SetAside", "archive_chouette",
    "archive_match", "chouette_key", "delete_archived", "list_archive", "load_archived",
    "set_aside_files", "undelete_archived",
    "DrillHistory", "load_drills", "record_drill_session",
    "Autosave", "clear_autosave", "load_autosave", "read_autosave", "save_autosave",
    "settle_results", "tidy_data_folder", "find_seed", "forget_seed", "keep_seed",
    "archive_dir", "autosave_path", "config_dir", "data_dir", "settings_path", "stats_path",
    "SETTING_SPECS", "Settings", "load_settings", "save_settings",
    "ChouettePlayerStats", "OpponentStats", "SeriesPoint", "Stats", "chouette_entries",
    "load_stats", "record_chouette_games", "record_game", "record_games", "recorded_games",
    "result_key", "save_stats",
]
