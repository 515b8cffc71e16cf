"""Settings, autosave, archive, statistics and drill results on disk (pure Python + platformdirs, no Qt).

See DESIGN.md, "Storage conventions": folders from platformdirs (redirected by BGDESK_HOME),
atomic writes, versioned JSON, unusable files moved aside and reported, never deleted.
"""

from .archive import (ArchiveEntry, ArchivedChouette, ArchivedMatch, SetAside, archive_chouette,
                      archive_match, chouette_key, delete_archived, list_archive, load_archived,
                      set_aside_files, undelete_archived)
from .autosave import (Autosave, clear_autosave, load_autosave, read_autosave, save_autosave,
                       settle_results, tidy_data_folder)
from .fairseeds import find_seed, forget_seed, keep_seed
from .drills import DrillHistory, load_drills, record_drill_session
from .paths import archive_dir, autosave_path, config_dir, data_dir, settings_path, stats_path
from .settings import SETTING_SPECS, Settings, load_settings, save_settings
from .stats import (ChouettePlayerStats, OpponentStats, SeriesPoint, Stats, chouette_entries,
                    load_stats, record_chouette_games, record_game, record_games, recorded_games,
                    result_key, save_stats)

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
