"""Autosave, resume, archive and statistics for the match the controller is playing.

:class:`AutosaveSession` watches the controller. Whenever the engine's match record changes (a
roll, a committed play, a cube action, a resignation, a game's end, a new game) it hands a
snapshot to its :class:`~bgdesk.storage.writer.SessionWriter`, which writes it on a thread of its
own: each game once the next one has begun goes to the journal (once), and the autosave holds
the game in progress with a summary the resume prompt shows (players, score, whose turn, dice if
rolled). The GUI thread builds a snapshot from the game in progress only, so it costs the same at
game 1 and game 1,000, and it never waits for a disk. The checkers moved step by step in the roll
being played are not in the record, so they are never saved: only committed state is.

Every finished game's statistics entry (:func:`result_of`) goes with it (in its journal record,
or in the autosave while it is the last game) and is then recorded; each names the match and the
game, and storage records each once, also when the saved match is read again after a crash or
abandoned at the resume prompt (:mod:`bgdesk.storage.autosave`). At the match's end (or when a
new match replaces it) the match as this session holds it is archived under its own id, its
games recorded, and the autosave and journal removed, in that order.

:func:`load_unfinished` rebuilds an unfinished match with the engine's replay, so the position,
the dice if rolled, the cube, the score, the Crawford state, whose turn it is and the game record
are exactly as saved (the start-up prompt that offers it is in :mod:`bgdesk.gui.window.startup`).

Statistics are kept from the point of view of the player at the bottom (player 0): the opponent
is the player at the top.
"""

from __future__ import annotations

import copy
import gc
import json
import time
import uuid
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from bgdesk.engine import Match, MatchRecord, replay_match
from bgdesk.engine.game import Phase
from bgdesk.engine.match import resume_dice
from bgdesk.storage import health, paths
from bgdesk.storage.atomic import move_aside
from bgdesk.storage.autosave import read_autosave
from bgdesk.storage.writer import Close, Sealed, SessionWriter, Snapshot

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
    journal: object = None  # the journal as read (bgdesk.storage.journal.JournalState)
    sealed: int = 0          # how many of its games the journal holds
    chain: bytes = bytes(32)  # their chain (bgdesk.storage.autosave.chain_item)

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
                      list(saved.results), saved.journal, saved.sealed, saved.chain), messages


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


def _keep_out_of_collections() -> None:
    """A game has finished for good: what the evening holds by now (the finished games'
    records, the window) lives on, so the collector's full passes stop walking it
    (:func:`gc.freeze`); without this a full pass over a long evening's records stops the board
    for 0.1-0.2 s at 600 games. The young generations are collected first, so the cyclic
    garbage of the game just played goes rather than being kept."""
    gc.collect(1)
    gc.freeze()


def result_of(m: Match, names: tuple[str, str], index: int, ended: dict[int, str],
              me: int | None = ..., take_backs: int | None = None) -> dict | None:
    """The statistics entry of game ``index`` (0: the first) of ``m`` if it is finished (None
    otherwise, and when both seats are computer players), naming the match and the game, so
    that storage records it once. ``ended`` keeps when each game ended (filled in here the
    first time a game is seen finished)."""
    me = stats_seat(m) if me is ... else me
    if me is None:
        return None
    g = m.games[index]
    r = g.result
    if r is None:
        return None
    n = index + 1
    last = m.is_over and index == len(m.games) - 1
    take_backs = m.take_back_count if take_backs is None else take_backs
    return {
        "opponent": opponent_key(m, names, 1 - me),
        "won": r.winner == me,
        "kind": int(r.kind),
        "points": max(1, r.points),
        "when": ended.setdefault(n, _now()),
        "match_won": (m.winner == me) if last else None,
        "player": names[me],
        "match": str(m.meta.get("uid", "")),
        "game": n,
        "length": m.length,
        **({"take_backs": take_backs} if take_backs else {}),
    }


def results_of(m: Match, names: tuple[str, str], ended: dict[int, str]) -> list[dict]:
    """The statistics entries of every finished game of ``m`` (see :func:`result_of`)."""
    me = stats_seat(m)
    out = []
    for i in range(len(m.games)):
        entry = result_of(m, names, i, ended, me)
        if entry is not None:
            out.append(entry)
    return out


class _Bridge(QObject):
    """Carries what the writer's thread reports to the GUI thread (a queued signal)."""

    event = Signal(str, str)


class AutosaveSession(QObject):
    """Keeps the autosave, the journal, the statistics and the archive in step with the
    controller. The GUI thread only hands snapshots to a :class:`SessionWriter`; every file is
    written on the writer's thread (see :mod:`bgdesk.storage.writer`)."""

    saving = Signal(str)  # the digest of a record about to be saved (on disk: old or this)
    saved = Signal(str)  # ... and once it is on disk
    message = Signal(str)  # something the player should know (a file that could not be written)

    def __init__(self, controller, parent: QObject | None = None, *, path=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.path = Path(path) if path is not None else paths.autosave_path()
        self.writer = SessionWriter(self.path)
        self._bridge = _Bridge(self)
        self._bridge.event.connect(self._writer_event)
        self.writer.add_listener(self._bridge.event.emit)
        self._match: Match | None = None
        self._key = None
        self._ended: dict[int, str] = {}  # when each finished game (numbered from 1) ended
        self._closed = False
        self._warned = False
        self._sealed: list = []  # the GameRecords of the games before the current one
        self._handed = 0         # how many of them the writer has been given
        self._sealed_take_backs = 0
        self._retried = 0.0  # when the writes that failed were last tried again at a save
        self.saves = 0           # snapshots handed over
        #: The longest the GUI thread took to hand a snapshot over (seconds), for benchmarks.
        self.longest_handover = 0.0
        controller.state_changed.connect(self.checkpoint)
        taken_back = getattr(controller, "taken_back", None)
        if taken_back is not None:
            taken_back.connect(self._taken_back)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

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
        self._sealed, self._handed, self._sealed_take_backs = [], 0, 0

    def _end_previous(self) -> None:
        """A new match replaces one that was not finished: keep the old one in the archive
        (marked unfinished) rather than dropping it: the match as this session holds it."""
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
        changes; the writer carries on with its journal. The games it finished that the
        statistics lack were recorded as it was read."""
        m = unfinished.match
        self._match = m
        self._closed = False
        if not unfinished.uid:
            m.meta["uid"] = uuid.uuid4().hex
        self._ended = {r["game"]: r["when"] for r in unfinished.results
                       if isinstance(r.get("game"), int)}
        self._sealed = [g.record() for g in m.games[:-1]]
        self._sealed_take_backs = sum(len(r.take_backs) for r in self._sealed)
        self._handed = min(unfinished.sealed, len(self._sealed))
        self._key = self._key_of(m)
        self.writer.take_over(str(m.meta["uid"]), unfinished.journal, self._handed,
                              unfinished.chain)
        names = names_of(m, unfinished.summary)
        if m.closed is not None:
            # Over (or its dice seed revealed) but stopped before it was archived: it stays
            # finished, archived now (marked abandoned if nobody won it).
            summary = summary_of(m, names)
            if not m.is_over:
                summary["abandoned"] = True
            self._close(m, names, summary)

    def abandon(self, unfinished: Unfinished, summary: dict | None = None) -> None:
        """The saved match is not resumed: the writer archives it as it was read (marked with
        ``summary``), records its games and removes the autosave and the journal."""
        m = unfinished.match
        uid = str(m.meta.get("uid", ""))
        record = unfinished.record
        self.writer.take_over(uid, unfinished.journal, unfinished.sealed, unfinished.chain)
        header = {k: v for k, v in record.items() if k != "games"}
        self.writer.close(Close(uid=uid, header=header, items=list(record.get("games", [])),
                                summary=dict(summary if summary is not None
                                             else unfinished.summary),
                                results=list(unfinished.results)))

    def _key_of(self, match: Match):
        g = match.current_game
        return (len(match.games), len(g.events) if g else 0, bool(g and g.is_over),
                self._sealed_take_backs + (len(g.take_backs) if g else 0))

    def _taken_back(self, _player: int) -> None:
        """A play was taken back: the match no longer counts in the statistics against its
        opponent (marked at once, in case the match is never finished)."""
        m = self.controller.match
        if m is None or stats_seat(m) is None:
            return
        if m is not self._match:
            self._begin(m)
        self.writer.mark_take_back(str(m.meta["uid"]))

    # -- saving ------------------------------------------------------------------------------
    def checkpoint(self) -> bool:
        """Hand the match to the writer if its record changed since the last time. Returns True
        if it did. Costs the game in progress, whatever the number of games before it."""
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
        if len(m.games) < 2 and not (m.games and m.games[0].events):
            return False  # nothing played yet: nothing to lose
        started = time.perf_counter()
        names = self.controller.names
        m.meta["player0"], m.meta["player1"] = names[0], names[1]
        me = stats_seat(m)
        sealed = self._seal(m, names, me)
        last = len(m.games) - 1
        rec = m.record(first_game=last)
        header = _header(rec)
        summary = summary_of(m, names)
        entry = result_of(m, names, last, self._ended, me, key[3])
        self.writer.save(Snapshot(uid=str(m.meta["uid"]), header=header, tail=list(rec.games),
                                  first=len(self._sealed), sealed=sealed, summary=summary,
                                  results=[entry] if entry is not None else []))
        self._key = key
        self.saves += 1
        self.longest_handover = max(self.longest_handover, time.perf_counter() - started)
        if sealed:
            _keep_out_of_collections()
        if m.is_over:
            self._close(m, names, summary)
        return True

    def _seal(self, m: Match, names: tuple[str, str], me) -> list:
        """The games finished for good since the last snapshot (every game before the current
        one: its plays can no longer be taken back), each once, with its statistics entry."""
        while len(self._sealed) < len(m.games) - 1:
            g = m.games[len(self._sealed)]
            self._sealed.append(g.record())
            self._sealed_take_backs += len(g.take_backs)
        out = []
        take_backs = self._sealed_take_backs + len(m.games[-1].take_backs)
        for i in range(self._handed, len(self._sealed)):
            entry = result_of(m, names, i, self._ended, me, take_backs)
            out.append(Sealed(items=[self._sealed[i]], results=[entry] if entry else []))
        self._handed = len(self._sealed)
        return out

    def _close(self, m: Match, names: tuple[str, str], summary: dict | None = None) -> None:
        """The match is over (or abandoned): the writer archives it as this session holds it,
        under its own id, records its games and removes the autosave and the journal."""
        summary = summary or summary_of(m, names)
        self._seal(m, names, stats_seat(m))
        last = len(m.games) - 1
        rec = m.record(first_game=last)
        results = [r for r in (result_of(m, names, i, self._ended) for i in range(len(m.games)))
                   if r is not None]
        self.writer.close(Close(uid=str(m.meta.get("uid", "")), header=_header(rec),
                                items=list(self._sealed) + list(rec.games), summary=summary,
                                results=results))
        self._closed = True

    def flush(self, timeout: float = 30.0) -> bool:
        """Wait until everything handed to the writer is on disk (tests, quitting)."""
        return self.writer.flush(timeout)

    def shutdown(self) -> None:
        """The program quits: what is waiting is written first (a few seconds at most)."""
        self.writer.shutdown(10.0)

    def _writer_event(self, kind: str, text: str) -> None:
        if kind == "saving":
            self.saving.emit(text)
        elif kind == "saved":
            self.saved.emit(text)
        elif kind == "failed":
            self._warn(text)
        elif kind == "message":
            self.message.emit(text)
        elif kind == "recovered":  # saved again (the status bar's mark goes: storage.health)
            self._warned = False

    def _warn(self, reason) -> None:
        if self._warned:
            return
        self._warned = True
        reason = getattr(reason, "strerror", None) or str(reason)
        self.message.emit(QCoreApplication.translate("Session", "The match could not be saved automatically ({reason}). Play goes "
                              "on, but if bgdesk is closed now this match may be lost.").format(reason=reason))


def _header(rec) -> dict:
    """A match record's header (the record without its games), JSON-ready and the caller's."""
    out = replace(rec, games=()).to_dict()
    del out["games"]
    return copy.deepcopy(out)


def record_json(match: Match) -> str:
    """The match record as canonical JSON (what the kill test compares)."""
    return json.dumps(match.record().to_dict(), sort_keys=True, separators=(",", ":"))


__all__ = [
    "AutosaveSession", "COMPUTER_OPPONENT", "Unfinished", "load_unfinished", "opponent_key", "rebuild",
    "record_json", "results_of",
    "resume_question", "situation_words", "summary_of",
]
