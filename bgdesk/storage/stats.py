"""Statistics per opponent, kept as versioned JSON in the data folder.

The file keeps the time series of finished games; the per-opponent figures are computed from it,
so the two can never disagree.  File layout (format ``bgdesk-stats``, version 1)::

    {"format": "bgdesk-stats", "version": 1,
     "results": [{"opponent": "Bot (intermediate)", "won": true, "kind": 2, "points": 4,
                  "when": "2026-11-29T11:45:00+01:00", "match_won": null}, ...],
     "take_back_matches": ["<match uid>", ...]}

A result is one finished game as seen by the local player: ``won`` whether they won it, ``kind``
1 single, 2 gammon, 3 backgammon, ``points`` the points the game was worth (cube value times
kind, at least 1), ``match_won`` True/False when the game ended a match, else None.  A backgammon
counts as a backgammon, not also as a gammon.

Take-backs: a result may say ``"take_backs": n`` (plays taken back in its match so far) and
``"match": uid``; ``take_back_matches`` lists the matches in which a play was taken back, marked
at the moment it happened (:func:`mark_take_back`), so that a match abandoned after a take-back
is known too.  Every game of such a match stays in the file but is left out of the figures
(:meth:`Stats.counted`): the figures against an opponent are those of games played straight.

A result that carries ``"match"`` (the match's id) and ``"game"`` (its number in the match) has an
identity: recording it again
changes nothing, so a program killed between saving a match and recording its games can record
them again safely (see :func:`record_games` and the autosave's pending results).

Chouette games are kept beside them, one entry per game with every participant's points::

    "chouette_games": [{"session": "3f2a9c0d1b2e", "game": 4, "when": "2026-11-29T23:10:00+01:00",
                        "box": "Ann", "members": {"Bob": -2, "Cy": -2, "Dee": 1}}, ...]

``members`` maps each team member who played the game to the points they won from the box
(negative: lost to it); the box's points are minus their sum. ``session`` and ``game`` (1, 2, ...)
say which game it was, so recording it again changes nothing. Older versions of bgdesk keep
this key as it is.

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
CHOUETTE_KEY = "chouette_games"
#: At most this many team members in one chouette game (eight players, one in the box).
MAX_MEMBERS = 7


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
    take_backs = result.get("take_backs", 0)
    if isinstance(take_backs, bool) or not isinstance(take_backs, int) or take_backs < 0:
        return '"take_backs" must be a whole number of at least 0'
    match, number = result.get("match"), result.get("game")
    if match is not None and not isinstance(match, str):
        return '"match" must be the text of a match id'
    if number is not None and (isinstance(number, bool) or not isinstance(number, int)
                               or number < 1):
        return '"game" must be a game number of at least 1'
    return None


def result_key(result: dict) -> Optional[tuple]:
    """The identity of a result: ``(match id, game number)``, or None for a result that does not
    say which match and game it is."""
    match, number = result.get("match"), result.get("game")
    if not isinstance(match, str) or not match or isinstance(number, bool) \
            or not isinstance(number, int):
        return None
    return match, number


def chouette_problem(entry: object) -> Optional[str]:
    """Why ``entry`` is not a valid chouette game, or None."""
    if not isinstance(entry, dict):
        return "it is not a group of fields"
    session = entry.get("session")
    if not isinstance(session, str) or not session.strip():
        return "the session is missing"
    game = entry.get("game")
    if isinstance(game, bool) or not isinstance(game, int) or game < 1:
        return '"game" must be a whole number of at least 1'
    box = entry.get("box")
    if not isinstance(box, str) or not box.strip():
        return "the name of the box is missing"
    members = entry.get("members")
    if not isinstance(members, dict) or not 1 <= len(members) <= MAX_MEMBERS:
        return f'"members" must name 1 to {MAX_MEMBERS} team members with their points'
    for name, points in members.items():
        if not name.strip() or name == box:
            return "a team member's name is missing or is the box's"
        if isinstance(points, bool) or not isinstance(points, int):
            return "a team member's points must be a whole number"
    try:
        parse_when(entry.get("when"))
    except (TypeError, ValueError):
        return '"when" must be an ISO date such as 2026-11-29T11:45:00'
    return None


@dataclass
class PointsTally:
    """Games in one role, with the points won and lost (each game's net result, won or lost)."""

    games: int = 0
    won: int = 0
    lost: int = 0

    @property
    def net(self) -> int:
        return self.won - self.lost

    @property
    def per_game(self) -> float:
        """Net points per game (0.0 before any)."""
        return self.net / self.games if self.games else 0.0

    def add(self, net: int) -> None:
        self.games += 1
        self.won += max(net, 0)
        self.lost += max(-net, 0)


@dataclass
class ChouettePlayerStats:
    """One player's chouette games, in the box and as a team member."""

    player: str
    box: PointsTally = field(default_factory=PointsTally)
    member: PointsTally = field(default_factory=PointsTally)

    @property
    def games(self) -> int:
        return self.box.games + self.member.games

    @property
    def net_points(self) -> int:
        return self.box.net + self.member.net

    def add(self, entry: dict) -> None:
        if entry["box"] == self.player:
            self.box.add(-sum(entry["members"].values()))
        elif self.player in entry["members"]:
            self.member.add(entry["members"][self.player])


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
    """The recorded results, in the order recorded, the matches with take-backs, and unknown
    top-level keys (kept)."""

    results: list = field(default_factory=list)
    chouette_games: list = field(default_factory=list)
    unknown: dict = field(default_factory=dict, repr=False)
    take_back_matches: set = field(default_factory=set)

    def _excluded_matches(self) -> set:
        marked = set(self.take_back_matches)
        for r in self.results:
            if r.get("take_backs", 0) and isinstance(r.get("match"), str) and r["match"]:
                marked.add(r["match"])
        return marked

    def _is_counted(self, result: dict, excluded: set) -> bool:
        if result.get("take_backs", 0):
            return False
        uid = result.get("match")
        return not (isinstance(uid, str) and uid and uid in excluded)

    def counted(self) -> list:
        """The results that count in the figures: all but the games of matches with take-backs."""
        excluded = self._excluded_matches()
        return [r for r in self.results if self._is_counted(r, excluded)]

    def not_counted(self, opponent: Optional[str] = None) -> int:
        """How many recorded games (against *opponent*, or anyone) are left out of the figures
        because plays were taken back in their match."""
        excluded = self._excluded_matches()
        return sum(1 for r in self.results
                   if (opponent is None or r["opponent"] == opponent)
                   and not self._is_counted(r, excluded))

    def chouette_players(self) -> dict:
        """``{name: ChouettePlayerStats}`` over every recorded chouette game, names in
        alphabetical order (case-insensitive)."""
        table: dict = {}
        for entry in self.chouette_games:
            for name in [entry["box"], *entry["members"]]:
                table.setdefault(name, ChouettePlayerStats(name)).add(entry)
        return dict(sorted(table.items(), key=lambda kv: (kv[0].casefold(), kv[0])))

    def chouette_games_of(self, session: str) -> set:
        """The numbers of the games of chouette ``session`` already recorded."""
        return {e["game"] for e in self.chouette_games if e["session"] == session}

    def opponents(self) -> dict:
        """``{name: OpponentStats}``, names in alphabetical order (case-insensitive)."""
        table: dict = {}
        for result in self.counted():
            name = result["opponent"]
            table.setdefault(name, OpponentStats(name)).add(result)
        return dict(sorted(table.items(), key=lambda kv: (kv[0].casefold(), kv[0])))

    def totals(self, opponent: Optional[str] = None) -> OpponentStats:
        """Figures over all opponents, or for one (zeros if never played)."""
        total = OpponentStats(opponent if opponent is not None else "")
        for result in self.counted():
            if opponent is None or result["opponent"] == opponent:
                total.add(result)
        return total

    def series(self, opponent: Optional[str] = None) -> list:
        """Results in date order with the running net points, for the plot."""
        chosen = [r for r in self.counted() if opponent is None or r["opponent"] == opponent]
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
        if self.take_back_matches:
            body["take_back_matches"] = sorted(self.take_back_matches)
        if self.chouette_games:
            body[CHOUETTE_KEY] = copy.deepcopy(self.chouette_games)
        return body

    @classmethod
    def from_dict(cls, body: dict) -> tuple:
        """``(stats, number of entries left out because they are not valid results)``; the valid
        results of ``body`` (freshly read from a file) become the results themselves."""
        known = ("results", CHOUETTE_KEY, "take_back_matches")
        stats = cls(unknown={k: copy.deepcopy(v) for k, v in body.items() if k not in known})
        stats.take_back_matches = {u for u in body.get("take_back_matches", []) if u}
        left_out = 0
        for entry in body.get("results", []):
            if result_problem(entry) is None:
                stats.results.append(entry)
            else:
                left_out += 1
        seen = set()
        games = body.get(CHOUETTE_KEY, [])
        for entry in games if isinstance(games, list) else [games]:
            if chouette_problem(entry) is None and (entry["session"], entry["game"]) not in seen:
                seen.add((entry["session"], entry["game"]))
                stats.chouette_games.append(copy.deepcopy(entry))
            else:
                left_out += 1
        return stats, left_out


def _check(body: dict) -> Optional[str]:
    if not isinstance(body.get("results", []), list):
        return "its list of results is not a list"
    marked = body.get("take_back_matches", [])
    if not isinstance(marked, list) or not all(isinstance(u, str) for u in marked):
        return "its list of matches with take-backs is not a list of names"
    return None


def chouette_entries(history, session: str, when: str) -> list:
    """The statistics entries of the finished games in a chouette's history (the engine's
    ``Chouette.history()``), for :func:`record_chouette_games`."""
    out = []
    for row in history:
        if not isinstance(row, dict) or row.get("kind") != "game" or row.get("result") is None:
            continue
        members = {name: m["points"] for name, m in row["members"].items()
                   if m.get("points") is not None}
        if members:
            out.append({"session": session, "game": row["game"], "when": when,
                        "box": row["box"], "members": members})
    return out


def record_chouette_games(entries, path: Optional[Path] = None) -> tuple:
    """Add finished chouette games and save, each game once: a game (``session``, ``game``)
    already recorded is left as it is. Returns ``(Stats, messages from loading)``.

    Each entry is ``{"session": key, "game": n, "when": iso-date, "box": name, "members":
    {name: points won from the box, ...}}``. Raises ValueError for an invalid entry (nothing is
    written then).
    """
    entries = list(entries)
    for entry in entries:
        problem = chouette_problem(entry)
        if problem:
            raise ValueError(f"not a valid chouette game: {problem}")
    stats, messages = load_stats(path)
    seen = {(e["session"], e["game"]) for e in stats.chouette_games}
    new = []
    for entry in entries:
        if (entry["session"], entry["game"]) not in seen:
            seen.add((entry["session"], entry["game"]))
            new.append(copy.deepcopy(entry))
    if new:
        stats.chouette_games.extend(new)
        try:
            save_stats(stats, path)
        except (TypeError, ValueError):
            del stats.chouette_games[-len(new):]
            raise
    return stats, messages


def load_stats(path: Optional[Path] = None) -> tuple:
    """Load the statistics.  Returns ``(Stats, messages)``; never raises for what is on disk.

    Temporary files left by an interrupted write are removed first; statistics moved aside by an
    older bgdesk because this one wrote them are counted again (see :func:`_merge_newer`)."""
    path = Path(path) if path is not None else paths.stats_path()
    _flush_writers()
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


def _flush_writers() -> None:
    """Games this process's session writers are recording are in the file first (a read sees
    what was saved); nothing is waited for on a writer's own thread."""
    from .pending import flush_quickly  # none started: nothing to wait for

    flush_quickly()


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
    for kept, version in newer_copies(path):
        if version > VERSION:
            continue
        try:
            body, _version = parse_versioned(_read_bounded(kept, MAX_BYTES), KIND, VERSION)
        except (OSError, UnusableFile):
            continue
        if _check(body):
            continue
        extra, _left_out = Stats.from_dict(body)
        results_before, chouette_before = len(stats.results), len(stats.chouette_games)
        added = stats.add_new(extra.results)
        seen = {(e["session"], e["game"]) for e in stats.chouette_games}
        for entry in extra.chouette_games:
            if (entry["session"], entry["game"]) not in seen:
                seen.add((entry["session"], entry["game"]))
                stats.chouette_games.append(entry)
                added += 1
        try:
            if added:
                save_stats(stats, path)
            os.rename(kept, kept.with_name(kept.name.replace(".newer-v", MERGED_MARK + "v", 1)))
            fsync_dir(path.parent)
        except (OSError, ValueError) as err:
            del stats.results[results_before:]
            del stats.chouette_games[chouette_before:]
            messages.append(f"The statistics kept from a newer bgdesk in {kept.name} could not "
                            f"be counted again ({getattr(err, 'strerror', None) or err}).")
            continue
        messages.append(f"{added} game{'s' if added != 1 else ''} from the statistics kept as "
                        f"{kept.name} (written by a newer bgdesk) "
                        f"{'are' if added != 1 else 'is'} counted again.")
    return messages


def save_stats(stats: Stats, path: Optional[Path] = None) -> Path:
    """Write the statistics atomically. Raises ValueError (:class:`FileTooLargeError`) rather
    than write a file larger than :data:`MAX_BYTES`."""
    path = Path(path) if path is not None else paths.stats_path()
    write_versioned(path, KIND, VERSION, stats.to_dict(), max_bytes=MAX_BYTES, indent=None)
    return path


def mark_take_back(match_uid: str, path: Optional[Path] = None) -> tuple:
    """Note that a play was taken back in the match *match_uid*: none of its games count in
    the figures.  Returns ``(Stats, messages from loading)``."""
    if not isinstance(match_uid, str) or not match_uid:
        raise ValueError("a take-back is marked against a match's id")
    stats, messages = load_stats(path)
    if match_uid not in stats.take_back_matches:
        stats.take_back_matches.add(match_uid)
        save_stats(stats, path)
    return stats, messages


def record_games(summaries, path: Optional[Path] = None) -> tuple:
    """Add finished games and save once.  Returns ``(Stats, messages from loading)``.

    Each summary is ``{"opponent": name, "won": bool, "kind": 1|2|3, "points": int,
    "when": iso-date, "match_won": bool|None}``, with ``"match"`` (the match's id) and
    ``"game"`` (its number); other JSON-able keys are kept. A game whose identity
    (:func:`result_key`) is already recorded is not recorded again, so recording the same games
    twice counts them once. Raises ValueError for an invalid
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
