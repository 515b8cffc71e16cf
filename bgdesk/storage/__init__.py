"""Settings, autosave, archive, statistics and drill results on disk (pure Python + platformdirs, no Qt).

See DESIGN.md, "Storage conventions": folders from platformdirs (redirected by BGDESK_HOME),
atomic writes, versioned JSON, unusable files moved aside and reported, never deleted.
"""

from .archive import (ArchiveEntry, ArchivedChouette, ArchivedMatch, archive_chouette, archive_match,
                      chouette_key, list_archive, load_archived)
from .drills import DrillHistory, load_drills, record_drill_session
from .autosave import Autosave, clear_autosave, load_autosave, read_autosave, save_autosave
from .paths import archive_dir, autosave_path, config_dir, data_dir, settings_path, stats_path
from .settings import SETTING_SPECS, Settings, load_settings, save_settings
from .stats import (ChouettePlayerStats, OpponentStats, SeriesPoint, Stats, load_stats,
                    chouette_entries, record_chouette_games, record_game, save_stats)

__all__ = [
    "ArchiveEntry", "ArchivedChouette", "ArchivedMatch", "archive_chouette", "archive_match",
    "chouette_key", "list_archive", "load_archived",
    "DrillHistory", "load_drills", "record_drill_session",
    "Autosave", "clear_autosave", "load_autosave", "read_autosave", "save_autosave",
    "archive_dir", "autosave_path", "config_dir", "data_dir", "settings_path", "stats_path",
    "SETTING_SPECS", "Settings", "load_settings", "save_settings",
    "ChouettePlayerStats", "OpponentStats", "SeriesPoint", "Stats", "load_stats",
    "chouette_entries", "record_chouette_games", "record_game", "save_stats",
]
