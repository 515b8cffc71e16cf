"""Autosave, resume, archive and statistics for the match the controller is playing.

:class:`AutosaveSession` watches the controller. Whenever the engine's match record changes (a
roll, a committed play, a cube action, a resignation, a game's end, a new game) it saves the
record atomically with :func:`bgdesk.storage.save_autosave`, with a summary the resume prompt
shows (players, score, whose turn, dice if rolled). The checkers moved step by step in the roll
being played are not in the record, so they are never saved: only committed state is.

Every save carries the statistics entries of the games finished so far (:func:`results_of`),
which are then recorded; each names the match and the game, and storage records each once, also
when the saved match is read again after a crash or abandoned at the resume prompt
(:mod:`bgdesk.storage.autosave`). At the match's end the record is archived and the autosave
removed (storage records the games and archives first).

:func:`load_unfinished` rebuilds an unfinished match with the engine's replay, so the position,
the dice if rolled, the cube, the score, the Crawford state, whose turn it is and the game record
are exactly as saved (the start-up prompt that offers it is in :mod:`bgdesk.gui.window.startup`).

Statistics are kept from the point of view of the player at the bottom (player 0): the opponent
is the player at the top.
"""

from __future__ import annotations

import json
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone

from PySide6.QtCore import QCoreApplication, QObject, Signal

from bgdesk.engine import Match, MatchRecord, replay_match
from bgdesk.engine.game import Phase
from bgdesk.engine.match import resume_dice
from bgdesk.storage import fairseeds, health, paths
from bgdesk.storage.archive import archive_match, match_digest
from bgdesk.storage.atomic import move_aside
from bgdesk.storage.autosave import clear_autosave, read_autosave, save_autosave
from bgdesk.storage.stats import mark_take_back, record_games

CONTEXT = "Session"
COMPUTER_OPPONENT = "Computer ({level})"  # a computer opponent's key in the statistics
STATS_PLAYER = 0  # statistics are seen by the player at the bottom
#: The writes that failed are tried again at a save at most this often (and on the window's
#: timer): a full disk is not hammered at every move.
RETRY_AT_SAVE_SECONDS = 2.0


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _now() -> str:
    return datetime.now(timezone.utc).astimezone().isoformat(timespec="seconds")


# --------------------------------------------------------------------------------------------
# Rebuilding a saved match


@dataclass
class Unfinished:
    """A saved match rebuilt by the engine's replay, ready to resume."""

    match: Match
    names: tuple[str, str]
    summary: dict = field(default_factory=dict)
    record: dict = field(default_factory=dict)
    results: list = field(default_factory=list)  # the finished games saved with it

    @property
    def uid(self) -> str:
        return str(self.match.meta.get("uid", ""))


def dice_state(dice) -> dict | None:
    """The dice source as it is now, with what it needs to go on after a restart (a fair-dice
    seed stays out of the record until it is revealed, but the autosave must keep it)."""
    to_dict = getattr(dice, "to_dict", None)
    if to_dict is None:
        return None
    try:
        return to_dict(private=True)
    except TypeError:
        return to_dict()


def rebuild(match_dict: dict, summary: dict | None = None) -> tuple[Match, str | None]:
    """The match a saved record stands for, verified event by event by the engine's replay, and
    why its fair dice could not go on (None when they did, or were not fair dice).

    The dice go on exactly as saved (:func:`bgdesk.engine.match.resume_dice`). When fair dice
    cannot be restored the match goes on with ordinary dice and is marked as no longer
    verifiable; the caller tells the player. Raises ValueError (the engine's errors are
    ValueErrors) when the record does not replay."""
    record = MatchRecord.from_dict(match_dict)
    dice, problem = resume_dice(record, (summary or {}).get("dice_source"))
    match = replay_match(record, dice=dice)
    if problem is not None:
        match.mark_dice_unverifiable(problem)
    return match, problem


def names_of(match: Match, summary: dict | None = None) -> tuple[str, str]:
    meta = match.meta
    players = (summary or {}).get("players")
    out = []
    for i in (0, 1):
        name = meta.get(f"player{i}")
        if not isinstance(name, str) or not name.strip():
            name = players[i] if isinstance(players, list) and len(players) == 2 and isinstance(players[i], str) else ""
        out.append(name.strip() or f"Player {i + 1}")
    return out[0], out[1]


def load_unfinished() -> tuple[Unfinished | None, list[str]]:
    """The autosaved match, rebuilt; or None. Returns ``(unfinished, messages for the player)``.

    A saved match that does not replay is moved aside (kept, never deleted) with one message."""
    saved, messages = read_autosave()
    if saved is None:
        return None, list(messages)
    messages = list(messages)
    try:
        match, lost = rebuild(saved.match, saved.summary)
    except (ValueError, TypeError, KeyError) as err:
        path = paths.autosave_path()
        try:
            kept = move_aside(path)
            where = QCoreApplication.translate("Session", "It has been kept, renamed to {name} in the folder {folder}.").format(
                name=kept.name, folder=kept.parent)
        except OSError as oserr:
            where = QCoreApplication.translate("Session", "It could not be renamed ({reason}) and is still at {path}.").format(
                reason=oserr.strerror or oserr, path=path)
        messages.append(QCoreApplication.translate("Session", "The unfinished match that was saved could not be restored "
                            "because {reason}. {where} A new match starts instead.").format(
                                reason=err, where=where))
        return None, messages
    if lost is not None:
        messages.append(QCoreApplication.translate(
            "Session", "The fair dice of the unfinished match could not be restored ({reason}). "
            "If you resume it, it goes on with ordinary dice: its commitment no longer holds, "
            "and the match is marked as no longer verifiable.").format(reason=lost))
    return Unfinished(match, names_of(match, saved.summary), dict(saved.summary), saved.match,
                      list(saved.results)), messages


# --------------------------------------------------------------------------------------------
# Words for the prompt


def score_words(match: Match, names: tuple[str, str]) -> str:
    s = match.score
    if match.length:
        return QCoreApplication.translate("Session", "the match {a} vs {b}, {s0}-{s1} to {n}").format(
            a=names[0], b=names[1], s0=s[0], s1=s[1], n=match.length)
    return QCoreApplication.translate("Session", "the money session {a} vs {b}, {s0}-{s1}").format(
        a=names[0], b=names[1], s0=s[0], s1=s[1])


def situation_words(match: Match, names: tuple[str, str]) -> str:
    """Where the game stands, in a sentence: whose turn, the dice, the cube."""
    g = match.current_game
    if g is None:
        return ""
    head = QCoreApplication.translate("Session", "Game {n}").format(n=len(match.games))
    if g.crawford:
        head += " " + QCoreApplication.translate("Session", "(the Crawford game)")
    who = names[g.on_roll] if g.on_roll in (0, 1) else ""
    p = g.phase
    if p is Phase.OPENING:
        what = QCoreApplication.translate("Session", "waiting for the opening roll")
    elif p is Phase.BEFORE_ROLL:
        what = QCoreApplication.translate("Session", "{who} to roll").format(who=who)
    elif p is Phase.MOVING:
        what = QCoreApplication.translate("Session", "{who} has rolled {d1}-{d2} and is to move").format(who=who, d1=g.dice[0], d2=g.dice[1])
    elif p is Phase.DOUBLE_OFFERED:
        what = QCoreApplication.translate("Session", "{who} has doubled to {v}; {other} is to take or pass").format(
            who=who, v=g.offered_value, other=names[1 - g.on_roll])
    elif p is Phase.RESIGN_OFFERED:
        r = g.resignation[0]
        what = QCoreApplication.translate("Session", "{who} has offered to resign; {other} is to answer").format(
            who=names[r], other=names[1 - r])
    else:
        what = QCoreApplication.translate("Session", "the game is over; the next game has not started")
    text = f"{head}: {what}."
    if g.rules.use_cube and not g.crawford and (g.cube_value > 1 or g.cube_owner is not None):
        owner = QCoreApplication.translate("Session", "in the middle") if g.cube_owner is None else QCoreApplication.translate("Session", "owned by {who}").format(who=names[g.cube_owner])
        text += " " + QCoreApplication.translate("Session", "The cube is at {v}, {owner}.").format(v=g.cube_value, owner=owner)
    return text


def resume_question(unfinished: Unfinished) -> str:
    return QCoreApplication.translate("Session", "Resume {what}?").format(what=score_words(unfinished.match, unfinished.names))


# --------------------------------------------------------------------------------------------
# The session


def stats_seat(match: Match) -> int | None:
    """Whose statistics ``match`` goes into: the player at the bottom, or the person when the
    bottom seat is a computer player (seats in ``match.meta["seats"]``); None when both
    seats are computer players."""
    seats = match.meta.get("seats")
    if not isinstance(seats, list) or len(seats) != 2:
        return STATS_PLAYER
    people = [i for i, level in enumerate(seats) if level == "human"]
    if not people:
        return None
    return STATS_PLAYER if STATS_PLAYER in people else people[0]


def opponent_key(match: Match, names: tuple[str, str], seat: int) -> str:
    """Under which opponent a game against ``seat`` is counted: a person by name, a computer
    player by its level ("Computer (intermediate)"), so that a person called Bob and the
    computer player named Bob are never merged. The key is the same in every language; the
    Statistics window words it in the language in use."""
    seats = match.meta.get("seats")
    if isinstance(seats, list) and len(seats) == 2 and seats[seat] != "human":
        return COMPUTER_OPPONENT.format(level=seats[seat])
    return names[seat]


def summary_of(match: Match, names: tuple[str, str]) -> dict:
    """What the resume prompt and the archive list show, without replaying the record."""
    g = match.current_game
    return {
        "players": list(names),
        "length": match.length,
        "score": list(match.score),
        "games": len(match.games),
        "phase": g.phase.value if g else None,
        "on_roll": g.on_roll if g else None,
        "dice": list(g.dice) if g is not None and g.dice else None,
        "cube": g.cube_value if g else 1,
        "cube_owner": g.cube_owner if g else None,
        "crawford": bool(g and g.crawford),
        "finished": match.is_over,
        "winner": match.winner,
        "uid": str(match.meta.get("uid", "")),
        "saved": _now(),
        "dice_source": dice_state(match.dice),
    }


def results_of(m: Match, names: tuple[str, str], ended: dict[int, str]) -> list[dict]:
    """The statistics entries of every finished game of ``m`` (none when both seats are computer
    players), each naming the match and the game, so that storage records each once. ``ended``
    keeps when each game ended (filled in here the first time a game is seen finished)."""
    me = stats_seat(m)
    if me is None:
        return []
    uid = str(m.meta.get("uid", ""))
    out = []
    for i, g in enumerate(m.games):
        r = g.result
        if r is None:
            continue
        n = i + 1
        last = m.is_over and i == len(m.games) - 1
        out.append({
            "opponent": opponent_key(m, names, 1 - me),
            "won": r.winner == me,
            "kind": int(r.kind),
            "points": max(1, r.points),
            "when": ended.setdefault(n, _now()),
            "match_won": (m.winner == me) if last else None,
            "player": names[me],
            "match": uid,
            "game": n,
            "length": m.length,
            **({"take_backs": m.take_back_count} if m.take_back_count else {}),
        })
    return out


class AutosaveSession(QObject):
    """Keeps the autosave, the statistics and the archive in step with the controller."""

    saving = Signal(str)  # the digest of a record about to be saved
    saved = Signal(str)  # ... and once it is on disk (the kill test reports both)
    message = Signal(str)  # something the player should know (a file that could not be written)

    def __init__(self, controller, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._match: Match | None = None
        self._key = None
        self._ended: dict[int, str] = {}  # when each finished game (numbered from 1) ended
        self._closed = False
        self._warned = False
        self._retried = 0.0  # when the writes that failed were last tried again at a save
        self.saves = 0
        controller.state_changed.connect(self.checkpoint)
        taken_back = getattr(controller, "taken_back", None)
        if taken_back is not None:
            taken_back.connect(self._taken_back)

    # -- matches -----------------------------------------------------------------------------
    def _begin(self, match: Match) -> None:
        """A match the session has not seen yet: give it an id and the players' names."""
        self._end_previous()
        names = self.controller.names
        match.meta.setdefault("uid", uuid.uuid4().hex)
        match.meta.setdefault("player0", names[0])
        match.meta.setdefault("player1", names[1])
        match.meta.setdefault("started", _now())
        self._match = match
        self._key = None
        self._ended = {}
        self._closed = False

    def _end_previous(self) -> None:
        """A new match replaces one that was not finished: keep the old one in the archive
        (marked unfinished) rather than dropping it."""
        old = self._match
        if old is None or self._closed or self._key is None:
            return
        names = names_of(old)
        summary = summary_of(old, names)
        if not old.is_over:
            summary["abandoned"] = True
        self._close(old, names, summary)

    def adopt(self, unfinished: Unfinished) -> None:
        """Resume ``unfinished``: it is the match on disk, so nothing needs saving until it
        changes; the games it finished that the statistics lack are recorded now."""
        m = unfinished.match
        self._match = m
        self._closed = False
        self._key = self._key_of(m)
        if not unfinished.uid:
            m.meta["uid"] = uuid.uuid4().hex
        self._ended = {r["game"]: r["when"] for r in unfinished.results}
        names = names_of(m, unfinished.summary)
        self._record(results_of(m, names, self._ended))
        if m.closed is not None:
            summary = summary_of(m, names)
            if not m.is_over:
                summary["abandoned"] = True
            self._close(m, names, summary)

    @staticmethod
    def _key_of(match: Match):
        g = match.current_game
        return (len(match.games), len(g.events) if g else 0, bool(g and g.is_over),
                match.take_back_count)

    def _taken_back(self, _player: int) -> None:
        """A play was taken back: the match no longer counts in the statistics against its
        opponent (marked at once, in case the match is never finished)."""
        m = self.controller.match
        if m is None or stats_seat(m) is None:
            return
        if m is not self._match:
            self._begin(m)
        try:
            _stats, messages = mark_take_back(str(m.meta["uid"]))
        except (OSError, ValueError) as err:
            self._warn(err)
            return
        for text in messages:
            self.message.emit(text)

    # -- saving ------------------------------------------------------------------------------
    def checkpoint(self) -> bool:
        """Save the match if its record changed since the last save. Returns True if saved.
        Writes that failed before are tried again first (:func:`bgdesk.storage.health.retry`)."""
        m = self.controller.match
        if m is None:
            return False
        now = time.monotonic()
        if now - self._retried >= RETRY_AT_SAVE_SECONDS and health.failures():
            self._retried = now
            health.retry()
        if m is not self._match:
            self._begin(m)
        if self._closed:
            return False
        key = self._key_of(m)
        if key == self._key:
            return False
        if not any(g.events for g in m.games):  # nothing played yet: nothing to lose
            return False
        names = self.controller.names
        m.meta["player0"], m.meta["player1"] = names[0], names[1]
        record = m.record().to_dict()
        summary = summary_of(m, names)
        results = results_of(m, names, self._ended)
        digest = match_digest(record)
        self.saving.emit(digest)
        try:
            save_autosave(record, summary, results=results)
        except (OSError, TypeError, ValueError) as err:
            self._warn(err)
            if m.is_over:
                # Its last state could not be saved: it is archived from memory all the same.
                self._close(m, names, summary)
            else:
                health.pending(paths.autosave_path(), lambda m=m: self._save_again(m))
            return False
        self._key = key
        self._warned = False  # a later failure is told again
        self.saves += 1
        self.saved.emit(digest)
        self._record(results)
        if m.is_over:
            self._close(m, names, summary)
        return True

    def _save_again(self, m: Match) -> None:
        """A pending retry of the autosave (raises OSError while it still fails)."""
        if m is not self._match or self._closed:
            return  # replaced or finished since: that match is archived from memory
        if self._key_of(m) == self._key:
            return
        if not self.checkpoint() and self._key_of(m) != self._key:
            raise OSError("the match could not be saved yet")

    def _record(self, results: list[dict]) -> None:
        """Put the finished games in the statistics (those already there stay as they are)."""
        if not results:
            return
        try:
            _stats, messages = record_games(results)
        except (OSError, ValueError) as err:
            self._warn(err)
            if isinstance(err, OSError):
                health.pending(paths.stats_path(), lambda r=list(results): record_games(r))
            return
        for text in messages:
            self.message.emit(text)

    def _close(self, m: Match, names: tuple[str, str], summary: dict | None = None) -> None:
        """The match is over (or replaced): its games go into the statistics and its record
        into the archive, as the program holds them (not whatever file is on disk), then the
        autosave is removed. A write that fails is kept in memory and tried again until it
        works (:mod:`bgdesk.storage.health`), so nothing is lost once the disk has room."""
        summary = dict(summary or summary_of(m, names))
        record = m.record().to_dict()
        results = results_of(m, names, self._ended)
        self._closed = True
        commitment = m.commitment
        uid = str(m.meta.get("uid", ""))
        said: list[str] = []

        def store() -> None:
            # Each part on its own, so that each file that cannot be written says so; the
            # first error is raised once all were tried (each part can be done again).
            problems: list[BaseException] = []
            if results:
                try:
                    _stats, notes = record_games(results)
                    said.extend(notes)
                except (OSError, ValueError) as err:
                    problems.append(err)
            try:
                archive_match(record, summary)
            except (OSError, TypeError, ValueError) as err:
                problems.append(err)
            if problems:
                raise problems[0]
            if commitment:
                fairseeds.forget_seed(commitment)
            said.extend(_drop_autosave_of(uid))

        try:
            store()
        except (OSError, TypeError, ValueError) as err:
            self._warn(err)
            if isinstance(err, OSError):
                health.pending(f"archive:{uid or id(m)}", store)
        for text in said:
            self.message.emit(text)

    def _warn(self, err: Exception) -> None:
        if self._warned:
            return
        self._warned = True
        reason = getattr(err, "strerror", None) or str(err)
        self.message.emit(QCoreApplication.translate("Session", "The match could not be saved automatically ({reason}). Play goes "
                              "on, but if bgdesk is closed now this match may be lost.").format(reason=reason))


def _drop_autosave_of(uid: str) -> list[str]:
    """Remove the autosave when it holds the match ``uid`` (archived now); one that holds
    another match (the next one, saved meanwhile) stays. Returns messages."""
    saved, messages = read_autosave()
    if saved is None:
        return list(messages)
    meta = saved.match.get("meta") if isinstance(saved.match, dict) else None
    if isinstance(meta, dict) and str(meta.get("uid", "")) == uid and uid:
        _archived, more = clear_autosave(archive=False)
        messages = list(messages) + list(more)
    return list(messages)


def record_json(match: Match) -> str:
    """The match record as canonical JSON (what the kill test compares)."""
    return json.dumps(match.record().to_dict(), sort_keys=True, separators=(",", ":"))


__all__ = [
    "AutosaveSession", "COMPUTER_OPPONENT", "Unfinished", "load_unfinished", "opponent_key", "rebuild",
    "record_json", "results_of",
    "resume_question", "situation_words", "summary_of",
]
