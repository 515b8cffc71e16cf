"""Statistics per opponent, kept as versioned JSON in the data folder.

The file keeps the time series of finished games; the per-opponent figures are computed from it,
so the two can never disagree.  File layout (format ``bgdesk-stats``, version 1)::

    {"format": "bgdesk-stats", "version": 1,
     "results": [{"opponent": "Bot (intermediate)", "won": true, "kind": 2, "points": 4,
                  "when": "2026-11-29T11:45:00+01:00", "match_won": null}, ...]}

A result is one finished game as seen by the local player: ``won`` whether they won it, ``kind``
1 single, 2 gammon, 3 backgammon, ``points`` the points the game was worth (cube value times
kind, at least 1), ``match_won`` True/False when the game ended a match, else None.  A backgammon
counts as a backgammon, not also as a gammon.

A result that carries ``"match"`` (the match's id) and ``"game"`` (its number in the match), and
``"seat"`` where one match gives results to several people, has an identity: recording it again
changes nothing, so a program killed between saving a match and recording its games can record
them again safely (see :func:`record_games` and the autosave's pending results).

Entries that are not valid results are left out: a copy of the file as it was is kept
(``stats.json.corrupt-<time>``), the file is rewritten without them, and one message says so.
A file larger than :data:`MAX_BYTES` is not read (moved aside, reported). Statistics that a newer
bgdesk wrote and an older one moved aside are counted again by a bgdesk that reads them.
"""

from __future__ import annotations

import copy
import os
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import NamedTuple, Optional

from . import paths
from .atomic import (
    MB,
    UnusableFile,
    _read_bounded,
    fsync_dir,
    keep_copy,
    newer_copies,
    parse_versioned,
    read_versioned,
    remove_stale_temp_files,
    write_versioned,
)

KIND = "bgdesk-stats"
VERSION = 1
#: The largest statistics file read or written: about 25,000 games.
MAX_BYTES = 6 * MB
MERGED_MARK = ".merged-"


def parse_when(text: str) -> datetime:
    """An ISO date or date-time; a trailing ``Z`` is accepted; naive times are taken as local."""
    if not isinstance(text, str):
        raise ValueError("the date must be text")
    stamp = datetime.fromisoformat(text[:-1] + "+00:00" if text.endswith(("Z", "z")) else text)
    return stamp if stamp.tzinfo is not None else stamp.astimezone()


def result_problem(result: object) -> Optional[str]:
    """Why ``result`` is not a valid finished-game summary, or None."""
    if not isinstance(result, dict):
        return "it is not a group of fields"
    opponent = result.get("opponent")
    if not isinstance(opponent, str) or not opponent.strip():
        return "the opponent's name is missing"
    if not isinstance(result.get("won"), bool):
        return '"won" must be true or false'
    kind = result.get("kind")
    if isinstance(kind, bool) or not isinstance(kind, int) or kind not in (1, 2, 3):
        return '"kind" must be 1 (single), 2 (gammon) or 3 (backgammon)'
    points = result.get("points")
    if isinstance(points, bool) or not isinstance(points, int) or points < 1:
        return '"points" must be a whole number of at least 1'
    when = result.get("when")
    try:
        datetime.fromisoformat(when[:-1] + "+00:00" if when.endswith(("Z", "z")) else when)
    except (AttributeError, TypeError, ValueError):
        return '"when" must be an ISO date such as 2026-11-29T11:45:00'
    match_won = result.get("match_won")
    if match_won is not None and not isinstance(match_won, bool):
        return '"match_won" must be true, false or null'
    match, number = result.get("match"), result.get("game")
    if match is not None and not isinstance(match, str):
        return '"match" must be the text of a match id'
    if number is not None and (isinstance(number, bool) or not isinstance(number, int)
                               or number < 1):
        return '"game" must be a game number of at least 1'
    return None


def result_key(result: dict) -> Optional[tuple]:
    """The identity of a result: ``(match id, game number, seat)``, or None for a result that
    does not say which match and game it is."""
    match, number = result.get("match"), result.get("game")
    if not isinstance(match, str) or not match or isinstance(number, bool) \
            or not isinstance(number, int):
        return None
    seat = result.get("seat")
    return match, number, seat if isinstance(seat, (str, int)) and not isinstance(seat, bool) \
        else None


@dataclass
class OpponentStats:
    opponent: str
    games: int = 0
    wins: int = 0
    gammons_won: int = 0
    gammons_lost: int = 0
    backgammons_won: int = 0
    backgammons_lost: int = 0
    points_won: int = 0
    points_lost: int = 0
    matches: int = 0
    match_wins: int = 0

    @property
    def losses(self) -> int:
        return self.games - self.wins

    @property
    def net_points(self) -> int:
        return self.points_won - self.points_lost

    @property
    def points_per_game(self) -> float:
        """Net points per game (won minus lost), 0.0 before any game."""
        return self.net_points / self.games if self.games else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def add(self, result: dict) -> None:
        won, kind, points = result["won"], result["kind"], result["points"]
        self.games += 1
        if won:
            self.wins += 1
            self.points_won += points
        else:
            self.points_lost += points
        if kind == 2:
            if won:
                self.gammons_won += 1
            else:
                self.gammons_lost += 1
        elif kind == 3:
            if won:
                self.backgammons_won += 1
            else:
                self.backgammons_lost += 1
        if result.get("match_won") is not None:
            self.matches += 1
            if result["match_won"]:
                self.match_wins += 1


class SeriesPoint(NamedTuple):
    when: datetime
    opponent: str
    net: int         # +points for a win, -points for a loss
    cumulative: int  # running total of net points


@dataclass
class Stats:
    """The recorded results, in the order recorded, and unknown top-level keys (kept)."""

    results: list = field(default_factory=list)
    unknown: dict = field(default_factory=dict, repr=False)

    def opponents(self) -> dict:
        """``{name: OpponentStats}``, names in alphabetical order (case-insensitive)."""
        table: dict = {}
        for result in self.results:
            name = result["opponent"]
            table.setdefault(name, OpponentStats(name)).add(result)
        return dict(sorted(table.items(), key=lambda kv: (kv[0].casefold(), kv[0])))

    def totals(self, opponent: Optional[str] = None) -> OpponentStats:
        """Figures over all opponents, or for one (zeros if never played)."""
        total = OpponentStats(opponent if opponent is not None else "")
        for result in self.results:
            if opponent is None or result["opponent"] == opponent:
                total.add(result)
        return total

    def series(self, opponent: Optional[str] = None) -> list:
        """Results in date order with the running net points, for the plot."""
        chosen = [r for r in self.results if opponent is None or r["opponent"] == opponent]
        chosen = sorted(chosen, key=lambda r: parse_when(r["when"]))  # stable for equal dates
        out, running = [], 0
        for r in chosen:
            net = r["points"] if r["won"] else -r["points"]
            running += net
            out.append(SeriesPoint(parse_when(r["when"]), r["opponent"], net, running))
        return out

    def add_new(self, entries) -> int:
        """Append the results not recorded yet (by :func:`result_key`; a result without an
        identity is always added). Returns how many were added."""
        known = {k for k in map(result_key, self.results) if k is not None}
        added = 0
        for entry in entries:
            key = result_key(entry)
            if key is not None:
                if key in known:
                    continue
                known.add(key)
            self.results.append(entry)
            added += 1
        return added

    def to_dict(self) -> dict:
        body = copy.deepcopy(self.unknown)
        body["results"] = [dict(r) for r in self.results]
        return body

    @classmethod
    def from_dict(cls, body: dict) -> tuple:
        """``(stats, number of entries left out because they are not valid results)``; the valid
        entries of ``body`` (freshly read from a file) become the results themselves."""
        stats = cls(unknown={k: copy.deepcopy(v) for k, v in body.items() if k != "results"})
        left_out = 0
        for entry in body.get("results", []):
            if result_problem(entry) is None:
                stats.results.append(entry)
            else:
                left_out += 1
        return stats, left_out


def _check(body: dict) -> Optional[str]:
    if not isinstance(body.get("results", []), list):
        return "its list of results is not a list"
    return None


def load_stats(path: Optional[Path] = None) -> tuple:
    """Load the statistics.  Returns ``(Stats, messages)``; never raises for what is on disk.

    Temporary files left by an interrupted write are removed first; statistics moved aside by an
    older bgdesk because this one wrote them are counted again (see :func:`_merge_newer`)."""
    path = Path(path) if path is not None else paths.stats_path()
    remove_stale_temp_files(path)
    result = read_versioned(
        path, KIND, VERSION,
        what="statistics file",
        fallback="statistics start again from zero",
        check=_check,
        max_bytes=MAX_BYTES,
    )
    messages = list(result.messages)
    if result.data is None:
        stats = Stats()
    else:
        stats, left_out = Stats.from_dict(result.data)
        if left_out:
            messages.append(_repair(path, stats, left_out))
    messages += _merge_newer(path, stats)
    return stats, messages


def _repair(path: Path, stats: Stats, left_out: int) -> str:
    games = f"{left_out} recorded game{'s' if left_out != 1 else ''}"
    verb = "are" if left_out != 1 else "is"
    head = f"{games} in the statistics could not be read and {verb} left out of the figures."
    # Keep the file as it was, then rewrite it without the bad entries, so this is said once.
    try:
        kept = keep_copy(path, MAX_BYTES)
        save_stats(stats, path)
    except (OSError, ValueError) as err:
        return f"{head} (bgdesk could not set the file right: {getattr(err, 'strerror', None) or err}.)"
    return f"{head} The file as it was is kept as {kept.name} in the folder {kept.parent}."


def _merge_newer(path: Path, stats: Stats) -> list:
    """Results in copies that an older bgdesk moved aside (written by a version this one reads)
    are added to ``stats`` once, the file is saved, and each copy is renamed ``.merged-<time>``
    (kept). Returns messages."""
    messages = []
    for copy, version in newer_copies(path):
        if version > VERSION:
            continue
        try:
            body, _version = parse_versioned(_read_bounded(copy, MAX_BYTES), KIND, VERSION)
        except (OSError, UnusableFile):
            continue
        if _check(body):
            continue
        extra, _left_out = Stats.from_dict(body)
        added = stats.add_new(extra.results)
        try:
            if added:
                save_stats(stats, path)
            target = copy.with_name(copy.name.replace(".newer-v", MERGED_MARK + "v", 1))
            os.rename(copy, target)
            fsync_dir(path.parent)
        except (OSError, ValueError) as err:
            for _ in range(added):
                stats.results.pop()
            messages.append(f"The statistics kept from a newer bgdesk in {copy.name} could not "
                            f"be counted again ({getattr(err, 'strerror', None) or err}).")
            continue
        messages.append(f"{added} game{'s' if added != 1 else ''} from the statistics kept as "
                        f"{copy.name} (written by a newer bgdesk) "
                        f"{'are' if added != 1 else 'is'} counted again.")
    return messages


def save_stats(stats: Stats, path: Optional[Path] = None) -> Path:
    """Write the statistics atomically. Raises ValueError (:class:`FileTooLargeError`) rather
    than write a file larger than :data:`MAX_BYTES`."""
    path = Path(path) if path is not None else paths.stats_path()
    write_versioned(path, KIND, VERSION, stats.to_dict(), max_bytes=MAX_BYTES, indent=None)
    return path


def record_games(summaries, path: Optional[Path] = None) -> tuple:
    """Add finished games and save once.  Returns ``(Stats, messages from loading)``.

    Each summary is ``{"opponent": name, "won": bool, "kind": 1|2|3, "points": int,
    "when": iso-date, "match_won": bool|None}``, with ``"match"`` (the match's id), ``"game"``
    (its number) and, when one match counts for several people, ``"seat"``; other JSON-able keys
    are kept. A game whose identity (:func:`result_key`) is already recorded is not recorded
    again, so recording the same games twice counts them once. Raises ValueError for an invalid
    summary, or when the file would grow past its cap (nothing is written then).
    """
    entries = []
    for summary in summaries:
        problem = result_problem(summary)
        if problem:
            raise ValueError(f"not a valid game result: {problem}")
        entry = copy.deepcopy(summary)
        entry.setdefault("match_won", None)
        entries.append(entry)
    stats, messages = load_stats(path)
    added = stats.add_new(entries)
    if added:
        try:
            save_stats(stats, path)
        except (TypeError, ValueError):
            del stats.results[len(stats.results) - added:]
            raise
    return stats, messages


def record_game(summary: dict, path: Optional[Path] = None) -> tuple:
    """Add one finished game and save (see :func:`record_games`).  Returns ``(Stats, messages
    from loading)``."""
    return record_games([summary], path)


def recorded_games(match: str, path: Optional[Path] = None) -> tuple:
    """The game numbers of match ``match`` already in the statistics: ``(set, messages)``; the
    messages say what loading found (a file moved aside...), for the player to see."""
    stats, messages = load_stats(path)
    return {r.get("game") for r in stats.results if r.get("match") == match}, messages
