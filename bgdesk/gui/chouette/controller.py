"""ChouetteController: drives a :class:`~bgdesk.engine.chouette.Chouette` from the shared screen.

It is a :class:`~bgdesk.gui.board.controller.BoardController` with the chouette's engine object
underneath: the board is the current chouette game's :class:`Game` (the box is player 0, drawn at
the bottom; the team is player 1), and the captain (or the box) plays a roll with the same
drag-to-move, click, undo and pick-up-the-dice code as a match, because the board controller's two
board-changing calls (``_engine_roll`` / ``_engine_play``) are routed to the chouette here. Everything else a
chouette adds is a decision by one named participant (seat rolls, a team double proposed and
confirmed member by member, each member's answer to the box's double, resignations), made through
methods that all take ``by=`` the person who decides (``double``, ``agree``, ``refuse``, ``take``,
``drop``, ``beaver``, ``resign``, ``accept_resignation``, ``decline_resignation``).

Who must decide is always ``chouette.to_act``. When that is a person, the controller emits
:attr:`ChouetteController.decision_needed` (once per decision) so the window can show a prompt
naming them; when it is a computer player, the decision is computed by the seat's bot on a
worker thread (a ``QThreadPool`` job) and handed back by a signal; answers that arrive after the
session has moved on are dropped.

After every committed action the whole session (``Chouette.to_dict()`` plus ``"kind":
"chouette"``, the summary too) is written atomically through :mod:`bgdesk.storage.autosave`, to a
file of its own beside the match autosave (:func:`chouette_autosave_path`), so an unfinished match
and a chouette never overwrite each other; a chouette resumes exactly
(:meth:`ChouetteController.resume`). Computer seats are kept in the session's ``meta["seats"]``.
"""

from __future__ import annotations

import random
import textwrap
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Callable

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer, Signal

from bgdesk.engine import BgdeskError, Turn
from bgdesk.engine.chouette import BOX, TEAM, Chouette, ChouetteAction, ChouettePhase
from bgdesk.engine.dice import SeededDice
from bgdesk.engine.game import Phase
from bgdesk.engine.record import EndReason, Rules
from bgdesk.gui.board.controller import BoardController
from bgdesk.gui.board.state import BoardState, MoveMark
from bgdesk.gui.practice.bot_runner import pool_job  # one decision on a pool thread
from bgdesk.gui.practice.bot_runner import JobSignals as _BotSignals
from bgdesk.gui.prefs import pref

HUMAN = "human"
# The value of ``"kind"`` in an autosaved chouette (a match autosave has none, or "match").
AUTOSAVE_KIND = "chouette"
CHOUETTE_AUTOSAVE_FILE = "chouette-autosave.json"
P = ChouettePhase
A = ChouetteAction

# decision_needed kinds
AGREE, TAKE_TEAM, TAKE_BOX, ANSWER_RESIGN = "agree", "take_team", "take_box", "resign"
# The sound of each cube or resignation action (a resignation's only when a bot offers it).
ACTION_SOUNDS = {"double": "double_offered", "take": "double_taken", "drop": "double_passed",
                 "resign": "resignation_offered"}


@dataclass
class ChouetteConfig:
    """What the New chouette dialog returns."""

    names: tuple[str, ...] = ("Player 1", "Player 2", "Player 3")
    rules: Rules = field(default_factory=Rules)
    seats: dict = field(default_factory=dict)  # name -> HUMAN or a bot level (missing: HUMAN)
    seed: int | None = None


def chouette_autosave_path():
    """Where the unfinished chouette is kept: beside the match autosave, in a file of its own, so
    a chouette and an unfinished match never overwrite each other."""
    from bgdesk.storage import paths

    return paths.data_dir() / CHOUETTE_AUTOSAVE_FILE


def is_chouette_autosave(data) -> bool:
    """Whether an autosaved record (the dict stored as the autosave's match) is a chouette."""
    return isinstance(data, dict) and (data.get("kind") == AUTOSAVE_KIND
                                       or data.get("format") == "bgdesk-chouette")


class _WriterBridge(QObject):
    """Carries what the session writer's thread reports to the GUI thread (a queued signal)."""

    event = Signal(str, str)


class ChouetteController(BoardController):
    decision_needed = Signal(str, str)  # who must decide, kind: agree | take_team | take_box | resign

    def __init__(self, settings=None, parent=None, *, autosave: bool = False) -> None:
        super().__init__(settings, parent)
        self.chouette: Chouette | None = None
        self.autosave = autosave
        self.autosave_path = None  # None: chouette_autosave_path()
        self.seats: dict[str, str] = {}
        self.bot_delay_ms = 450  # a pause before each computer decision, so people can follow
        # A computer captain waits this much longer before rolling when a person in the team
        # could still propose a double (R36: any member may propose before the roll).
        self.proposal_window_ms = 2000
        self.save_error = ""
        self.paused = False  # True while the window shows something else: nobody is asked
        self._bots: dict = {}
        self._version = 0  # bumped by every committed chouette action
        self._busy: int | None = None  # the version a computer decision is being made for
        self._jobs: dict[int, Callable[[object], None]] = {}
        self._asked: tuple | None = None  # the team turn on which bot members were asked to double
        self._resign_asked: tuple | None = None  # the turn a computer on roll looked at resigning
        self._recorded: set[int] = set()  # numbers of the games already in the statistics
        self._prompted: int | None = None
        self._pump_queued = False
        self._for_bot = False
        self._seat_die: tuple[str, int] | None = None
        # The pool is created before the signals object, so it is destroyed (waiting for a
        # running job) before the object the job reports through.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _BotSignals(self)
        self._signals.done.connect(self._bot_done)
        self._sealed_entries = 0  # the log entries the autosave's journal holds
        self._writer = None
        self._bridge = _WriterBridge(self)  # the writer's reports, on the GUI thread
        self._bridge.event.connect(self._writer_event)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    # -- names -------------------------------------------------------------------------------
    @property
    def names(self) -> tuple[str, str]:
        """(box, captain) of the game on the board: the players drawn at the bottom and top."""
        ch = getattr(self, "chouette", None)
        if ch is None or ch.box is None:
            return (self.tr("Box"), self.tr("Team"))
        cg = ch.current_game
        if cg is not None:
            return (cg.box, cg.captain)
        return (ch.box, ch.captain)

    def _person_rolls(self) -> bool:
        return not self.is_bot(self.to_act)

    def is_bot(self, name: str | None) -> bool:
        return name is not None and name in self._bots

    def computer_plays(self, player) -> bool:
        return player in (0, 1) and self.is_bot(self.names[player])

    def seat_label(self, name: str) -> str:
        level = self.seats.get(name, HUMAN)
        if level == HUMAN:
            return name
        return self.tr("{name} (computer)").format(name=name)

    # -- setup -------------------------------------------------------------------------------
    def new_chouette(self, config: ChouetteConfig, *, dice=None) -> None:
        """Start a chouette: everyone rolls one die for the seats first (R34)."""
        self._forget_bots()
        names = [n.strip() for n in config.names]
        seats = {n: config.seats.get(n, HUMAN) or HUMAN for n in names}
        meta = {"seats": {n: lvl for n, lvl in seats.items() if lvl != HUMAN}, "session": _now()}
        source = dice if dice is not None else SeededDice(config.seed)
        self.chouette = Chouette(names, config.rules, source, meta=meta)
        self._sealed_entries = 0
        self._set_seats(seats)
        self._reset_game_view()
        self._seat_die = None
        self._recorded = set()
        self._committed()
        self._say(self.tr("New chouette: {names}. Everyone rolls one die for the seats; {first} "
                          "rolls first.").format(names=", ".join(names),
                                                 first=self.chouette.seating_next))
        self._emit()

    def resume(self, data: dict, dice=None, *, saved=None) -> None:
        """Carry on with a chouette saved by :meth:`Chouette.to_dict` (e.g. the autosave:
        ``saved``, the :class:`~bgdesk.storage.autosave.Autosave` it was read from, whose
        journal the writer then carries on)."""
        self._forget_bots()
        ch = Chouette.from_dict(data, dice)
        self.chouette = ch
        self._sealed_entries = 0
        if saved is not None and self.autosave:
            self._sealed_entries = saved.sealed
            self._session_writer().take_over(self._uid(), saved.journal, saved.sealed,
                                             saved.chain)
        saved = ch.meta.get("seats", {}) if isinstance(ch.meta.get("seats"), dict) else {}
        self._set_seats({n: saved.get(n, HUMAN) for n in ch.names})
        self._reset_game_view()
        self._seat_die = None
        self._version += 1
        self._recorded = set()
        self._record_stats()  # games that ended just before the program stopped
        cg = ch.current_game
        self._say(self.tr("Chouette resumed: {ledger}.").format(ledger=self.ledger_text()))
        if cg is not None and cg.is_over:
            self._announcement = banner_text(self._end_text(cg))
        elif ch.phase is P.READY:
            self._announcement = banner_text(self._seats_text())
        if cg is not None and ch.phase is P.MOVING:
            self._start_turn()
        else:
            self._emit()

    def set_dice_source(self, dice) -> None:
        """Replace the dice source (tests and manual dice)."""
        ch = self.chouette
        if ch is not None:
            ch.dice = dice
            for cg in ch.games:
                cg.game.dice_source = dice

    def _set_seats(self, seats: dict[str, str]) -> None:
        self.seats = {}
        self._bots = {}
        for name, level in seats.items():
            self._add_seat(name, level)

    def _add_seat(self, name: str, level: str) -> None:
        """``name`` is played by a person (HUMAN) or by a computer of ``level``."""
        self.seats[name] = level or HUMAN
        self._bots.pop(name, None)
        if self.seats[name] == HUMAN:
            return
        from bgdesk.bots import make_bot

        try:
            self._bots[name] = make_bot(level, rng=random.Random(f"chouette:{name}"))
        except Exception:  # a level that cannot be played here (e.g. bgsage missing)
            self._bots[name] = make_bot("intermediate", rng=random.Random(f"chouette:{name}"))
            self.seats[name] = "intermediate"

    # -- players coming and going --------------------------------------------------------------
    def join(self, name: str, level: str = HUMAN, place: int | None = None) -> bool:
        """``name`` sits down (played by a person or a computer of ``level``): at the end of the
        line, or at ``place`` (0: the captain's place); during a game, from the next one."""
        ch = self.chouette
        if ch is None:
            return False
        name = (name or "").strip()
        try:
            ch.join(name, place)
        except BgdeskError as e:
            self._say(str(e))
            self._emit()
            return False
        self._add_seat(name, level)
        ch.meta["seats"] = {n: lvl for n, lvl in self.seats.items() if lvl != HUMAN}
        self._committed()
        if name in ch.waiting:
            text = self.tr("{name} joins the chouette and plays from the next game.")
        elif ch.team and ch.team[0] == name:
            text = self.tr("{name} joins the chouette as captain.")
        else:
            text = self.tr("{name} joins the chouette: place {place} in the line.")
        place_shown = ch.team.index(name) + 1 if name in ch.team else 0
        self._say(self._roles_changed(text.format(name=name, place=place_shown)))
        self._emit()
        return True

    def player_leaves(self, name: str) -> bool:
        """``name`` leaves the session; their account is kept in the ledger (see the engine for
        what leaving during a game costs)."""
        ch = self.chouette
        if ch is None:
            return False
        cg = ch.current_game
        paid_before = dict(cg.settlements) if cg is not None else {}
        mover = ch.to_act
        try:
            ch.leave(name)
        except BgdeskError as e:
            self._say(str(e))
            self._emit()
            return False
        self._committed()
        text = self.tr("{name} leaves the chouette; their account stands at {points}.").format(
            name=name, points=_signed(ch.ledger[name]))
        if cg is not None and name in cg.settlements and name not in paid_before:
            text = self.tr("{name} leaves during the game and pays {box} {points} for their cube."
                           ).format(name=name, box=cg.box, points=_pts(-cg.settlements[name])
                                    ) + " " + text
        if cg is not None and cg.is_over and ch.phase is P.GAME_OVER and name in cg.left:
            self.turn = None
            self._say(text)
            self._finished()
            return True
        if ch.phase is P.MOVING and ch.to_act != mover:
            # the captain left in the middle of the roll: the next member plays it from the start
            self._start_turn()
        self._say(self._roles_changed(text))
        self._emit()
        return True

    def _roles_changed(self, text: str) -> str:
        """After someone joins or leaves between games: the banner says the next roles as they
        are now, and so does ``text`` (the status line) after a game."""
        ch = self.chouette
        if ch.phase not in (P.READY, P.GAME_OVER):
            return text
        self._refresh_banner()
        if ch.phase is P.GAME_OVER:
            text += " " + self.tr("Next: {rotation}").format(rotation=self.rotation_text())
        return text

    def _forget_bots(self) -> None:
        self._version += 1  # answers still on their way are dropped
        self._busy = None
        self._jobs.clear()

    def shutdown(self) -> None:
        """Drop pending computer decisions and wait for a running one (before closing)."""
        self._forget_bots()
        self._pool.waitForDone(10000)

    def _reset_game_view(self) -> None:
        super()._reset_game_view()
        self._asked = None
        self._resign_asked = None

    # -- queries -----------------------------------------------------------------------------
    @property
    def current(self):
        """The current (or last) chouette game, or None."""
        return self.chouette.current_game if self.chouette else None

    @property
    def game(self):
        cg = self.current
        return cg.game if cg is not None else None

    @property
    def phase(self) -> ChouettePhase | None:
        return self.chouette.phase if self.chouette else None

    @property
    def to_act(self) -> str | None:
        return self.chouette.to_act if self.chouette else None

    def can_double(self, name: str | None) -> bool:
        """Whether ``name`` may double now: the box doubles, a team member proposes (R36)."""
        ch = self.chouette
        return bool(ch and name and A.DOUBLE in ch.legal_actions(name))

    def can(self, action: str) -> bool:
        ch = self.chouette
        if action == "new":
            return True
        if ch is None:
            return False
        ph, who = ch.phase, ch.to_act
        human = who is not None and not self.is_bot(who)
        if action == "roll":
            return ph in (P.READY, P.GAME_OVER) or (ph in (P.SEATING, P.OPENING, P.BEFORE_ROLL) and human)
        if action == "next":
            return ph in (P.READY, P.GAME_OVER)
        if action == "double":
            return ph is P.BEFORE_ROLL and human and self.can_double(who)
        if action == "resign":
            return ph in (P.BEFORE_ROLL, P.MOVING) and human and A.RESIGN in ch.legal_actions(who)
        if action in ("undo", "done", "move"):
            return super().can(action)
        return False

    def seat_dice(self, name: str) -> list[int]:
        """Every die ``name`` rolled for the seats, in order (R34: ties roll again)."""
        ch = self.chouette
        if ch is None:
            return []
        return [e["die"] for e in ch.to_dict()["log"]
                if e.get("kind") == "seat_roll" and e.get("by") == name]

    def ledger_text(self) -> str:
        ch = self.chouette
        if ch is None:
            return ""
        return ", ".join(f"{n} {_signed(p)}" for n, p in ch.ledger.items())

    # -- engine calls used by the shared drag-to-move code --------------------------------------
    def _engine_roll(self) -> tuple[int, int]:
        ch = self.chouette
        got = ch.roll(by=ch.to_act)
        self._committed()
        return got

    def _engine_play(self, play):
        ch = self.chouette
        made = ch.play(play, by=ch.to_act)
        self._committed()
        return made

    # -- rolls -------------------------------------------------------------------------------
    def roll(self) -> bool:
        """Roll: a seat die, the opening roll, the turn's roll; or start the next game."""
        ch = self.chouette
        if ch is None:
            return False
        ph = ch.phase
        if ph is P.SEATING:
            return self.roll_seat()
        if ph in (P.READY, P.GAME_OVER):
            return self.next_game()
        if ph not in (P.OPENING, P.BEFORE_ROLL):
            self._say(self._blocked_reason())
            return False
        if not self._may_act(ch.to_act):
            return False
        cg = ch.current_game
        autos = cg.auto_doubles
        ok = super().roll()
        if ok and cg.auto_doubles != autos:
            self._say(self.last_message + " " + self.tr(
                "Automatic double: every cube is now at {value}.").format(
                value=cg.cube(cg.team[0]).value))
        return ok

    def roll_seat(self) -> bool:
        """The next player rolls one die for the seats (R34)."""
        ch = self.chouette
        if ch is None or ch.phase is not P.SEATING:
            return False
        who = ch.seating_next
        if not self._may_act(who):
            return False
        rounds = len(ch.seat_rounds)
        try:
            name, die = ch.roll_seat(by=who)
        except BgdeskError as e:
            self._say(str(e))
            return False
        self._committed()
        self.cue.emit("dice_roll")
        self._seat_die = (name, die)
        if ch.phase is P.READY:
            self._announcement = banner_text(self._seats_text())
            self._say(self.tr("{name} rolls {die}. ").format(name=name, die=die)
                      + self._seats_text().replace("\n", " "))
        elif len(ch.seat_rounds) > rounds:
            self._say(self.tr("{name} rolls {die}. Tie between {tied}: they roll again; {next} "
                              "first.").format(name=name, die=die, tied=", ".join(ch.seating_tied),
                                               next=ch.seating_next))
        else:
            self._say(self.tr("{name} rolls {die}. {next}: roll for your seat.").format(
                name=name, die=die, next=ch.seating_next))
        self._emit()
        return True

    def retranslate(self) -> None:
        """After a language change: the banner and the board's texts again, in the new
        language; the chouette itself is untouched."""
        self._refresh_banner()
        self._emit()

    def _refresh_banner(self) -> None:
        """The banner between games says the roles as they are now: after a result, after a
        language change, and after someone joins or leaves (the box who leaves is replaced)."""
        ch = self.chouette
        if ch is None:
            return
        cg = ch.current_game
        if cg is not None and cg.is_over:
            self._announcement = banner_text(self._end_text(cg))
        elif ch.phase is P.READY and ch.box is not None:
            self._announcement = banner_text(self._seats_text())

    def _seats_text(self) -> str:
        ch = self.chouette
        rest = ch.team[1:]
        text = self.tr("{box} is in the box, {captain} is captain").format(box=ch.box,
                                                                           captain=ch.captain)
        if rest:
            text += self.tr(", then {rest}").format(rest=", ".join(rest))
        return text + ".\n" + self.tr("Click here or press Roll to start the first game.")

    def next_game(self) -> bool:
        ch = self.chouette
        if ch is None:
            return False
        if ch.phase is P.SEATING:
            self._say(self.tr("Roll for the seats first."))
            return False
        if ch.phase not in (P.READY, P.GAME_OVER):
            self._say(self.tr("The current game is not over yet."))
            return False
        try:
            cg = ch.new_game()
        except BgdeskError as e:
            self._say(str(e))
            return False
        self._committed()
        self._reset_game_view()
        self._say(self.tr("Game {n}: {box} in the box against {team}; {captain} is captain. "
                          "Roll for the opening.").format(n=len(ch.games), box=cg.box,
                                                          team=", ".join(cg.team),
                                                          captain=cg.captain))
        self._emit()
        return True

    def start_game_at(self, position, on_roll: int = BOX, rolled=None) -> bool:
        """Start the next game set up at ``position`` (seen from ``on_roll``: BOX or TEAM), e.g.
        to practise an ending; ``rolled`` dice waiting to be played."""
        ch = self.chouette
        if ch is None or ch.phase not in (P.READY, P.GAME_OVER):
            self._say(self.tr("The current game is not over yet."))
            return False
        try:
            ch.new_game(position, on_roll=on_roll, rolled=rolled)
        except BgdeskError as e:
            self._say(str(e))
            return False
        self._committed()
        self._reset_game_view()
        self._say(self.tr("Game {n} set up: {name} to {what}.").format(
            n=len(ch.games), name=ch.to_act, what=self.tr("play") if rolled else self.tr("roll")))
        if rolled:
            self._start_turn()
        else:
            self._emit()
        return True

    def _start_turn(self) -> None:
        g = self.game
        mover = self.chouette.to_act
        if self.is_bot(mover) and not Turn(g.position, g.dice).is_complete:
            self.turn = None  # the computer plays it (see _pump_now)
            self._emit()
            return
        super()._start_turn()

    def _maybe_auto_roll(self) -> None:
        ch = self.chouette
        if not (pref(self.settings, "auto_roll") and ch and ch.phase is P.BEFORE_ROLL):
            return
        who = ch.to_act
        cg = ch.current_game
        anyone = cg.can_box_double() if cg.on_roll == BOX else any(
            cg.can_propose(m) for m in cg.members_in_game)
        if not self.is_bot(who) and not anyone:
            self.roll()

    def dice_clicked(self) -> None:
        """Clicking the dice rolls (seats, opening, turn, next game) or picks them up."""
        if self.chouette is None:
            return
        if self.turn is not None:
            self.commit()
        else:
            self.roll()

    # -- decisions (each names who decides) --------------------------------------------------
    def double(self, by: str | None = None) -> bool:
        """The box doubles, or ``by`` (default: the captain) proposes the team's double."""
        ch = self.chouette
        if ch is None or ch.phase is not P.BEFORE_ROLL:
            self._say(self.tr("Doubling is not possible now."))
            return False
        if by is None:
            by = ch.to_act
        return self._act("double", by)

    def key_double(self) -> bool:
        return self.double()

    def key_answer(self, answer: str) -> bool:
        """T or P on the board: the one to answer a double takes or passes it."""
        ch = self.chouette
        if ch is not None and ch.phase in (P.TEAM_DOUBLE_OFFERED, P.BOX_DOUBLE_OFFERED):
            return self.take() if answer == "take" else self.drop()
        return super().key_answer(answer)

    def agree(self, by: str | None = None) -> bool:
        return self._act("agree", by)

    def refuse(self, by: str | None = None) -> bool:
        return self._act("refuse", by)

    def take(self, by: str | None = None) -> bool:
        return self._act("take", by)

    def drop(self, by: str | None = None) -> bool:
        return self._act("drop", by)

    def beaver(self, by: str | None = None) -> bool:
        return self._act("beaver", by)

    def resign(self, kind: int = 1, by: str | None = None) -> bool:
        """The box or the captain (default: whoever is on roll) offers to resign ``kind``."""
        ch = self.chouette
        if ch is None:
            return False
        if by is None:
            by = ch.to_act
        if ch.phase not in (P.BEFORE_ROLL, P.MOVING) or A.RESIGN not in ch.legal_actions(by or ""):
            self._say(self.tr("Resigning is not possible now."))
            return False
        if self.turn is not None:
            self.turn.undo_all()
            self.turn = None  # recreated if the resignation is declined
        return self._act("resign", by, kind=kind)

    def accept_resignation(self, by: str | None = None) -> bool:
        return self._act("accept", by)

    def decline_resignation(self, by: str | None = None) -> bool:
        return self._act("decline", by)

    def _may_act(self, who: str | None) -> bool:
        if self.is_bot(who) and not self._for_bot:
            self._say(self.tr("{name} is a computer player: wait for its decision.").format(name=who))
            return False
        return True

    def _act(self, what: str, by: str | None, **kw) -> bool:
        ch = self.chouette
        if ch is None:
            return False
        if by is None:
            by = ch.to_act
        if by is None or not self._may_act(by):
            if by is None:
                self._say(self._blocked_reason())
            return False
        cg = ch.current_game
        before = {n: cg.cube(n) for n in cg.cubes} if cg is not None else {}
        captain = cg.captain if cg is not None else None
        try:
            getattr(ch, what)(by=by, **kw)
        except BgdeskError as e:
            self._say(str(e))
            self._emit()
            return False
        self._committed()
        sound = ACTION_SOUNDS.get(what)
        if sound is not None and (what != "resign" or self.is_bot(by)):
            self.cue.emit(sound)
        if cg.is_over:
            self.turn = None
            self._finished()
            return True
        text = self._describe(what, by, cg, before, kw)
        if captain is not None and cg.captain != captain:
            text += " " + self.tr("{name} is acting captain.").format(name=cg.captain)
        self._say(text)
        if what == "decline" and cg.game.phase is Phase.MOVING and not self.is_bot(ch.to_act):
            self.turn = Turn(cg.game.position, cg.game.dice)
        self._emit()
        return True

    def _describe(self, kind: str, by: str, cg, before: dict, kw: dict) -> str:
        ch = self.chouette
        nxt = ch.to_act
        box = cg.box
        if kind == "double" and by == box:
            names = ", ".join(cg.box_doubled)
            return self.tr("{box} (box) doubles {names}. {next}: take or pass?").format(
                box=box, names=names, next=nxt)
        if kind in ("double", "agree") and ch.phase is P.TEAM_DOUBLE_PROPOSED:
            lead = (self.tr("{name} proposes a team double.") if kind == "double"
                    else self.tr("{name} agrees.")).format(name=by)
            return lead + " " + self.tr("{next}: agree or refuse?").format(next=nxt)
        if kind in ("double", "agree"):  # every member agreed: the team doubles the box
            text = self.tr("The team doubles {box}. {box}: take or pass?").format(box=box)
            if kind == "agree":  # who agreed last (a computer member, often) is said too
                text = self.tr("{name} agrees.").format(name=by) + " " + text
            return text
        if kind == "refuse":
            return self.tr("{name} refuses: no team double this turn. {captain} to roll.").format(
                name=by, captain=cg.captain)
        if kind in ("take", "beaver") and by == box:
            value = cg.cube(cg.captain).value
            what = (self.tr("{box} takes the team's double") if kind == "take"
                    else self.tr("{box} beavers the team's double")).format(box=box)
            return what + self.tr(": the cubes are on the box's side at {value}. {captain} to roll."
                                  ).format(value=value, captain=cg.captain)
        if kind in ("take", "beaver", "drop"):
            was = before[by].value
            if kind == "take":
                text = self.tr("{name} takes at {value}.").format(name=by, value=2 * was)
            elif kind == "beaver":
                text = self.tr("{name} beavers at {value}.").format(name=by, value=4 * was)
            else:
                text = self.tr("{name} passes and pays {box} {points}.").format(
                    name=by, box=box, points=_pts(was))
            if ch.phase is P.BOX_DOUBLE_OFFERED:
                return text + " " + self.tr("{next}: take or pass?").format(next=nxt)
            return text + " " + self.tr("{box} to roll.").format(box=box)
        if kind == "resign":
            return self.tr("{name} offers to resign {what}. {next}: accept or decline?").format(
                name=by, what=self.resign_words(kw.get("kind", 1)), next=nxt)
        if kind == "decline":
            return self.tr("{name} declines the resignation: play goes on.").format(name=by)
        return ""

    def resign_words(self, kind: int) -> str:
        return {1: self.tr("a single game"), 2: self.tr("a gammon"),
                3: self.tr("a backgammon")}[int(kind)]

    def kind_words(self, kind: int) -> str:
        return self.resign_words(kind)

    # -- the evening in plain text -------------------------------------------------------------
    def rules_text(self, rules=None) -> str:
        """The money-play rules of the session in a few words."""
        rules = rules or (self.chouette.rules if self.chouette else Rules())
        parts = []
        if not rules.use_cube:
            parts.append(self.tr("no cube"))
        if rules.jacoby:
            parts.append(self.tr("Jacoby rule"))
        if rules.auto_doubles:
            parts.append(self.tr("automatic doubles (at most {n})").format(n=rules.auto_double_limit))
        if rules.beavers:
            parts.append(self.tr("beavers"))
        if rules.backgammon_value == 2:
            parts.append(self.tr("backgammons count as gammons"))
        return self.tr("Money play") + (": " + ", ".join(parts) if parts else "")

    def summary_text(self, ch: Chouette | None = None) -> str:
        """The evening in plain text, to copy or save: every game (who was in the box, the
        team, the result, each member's cube and points), who came and went, and the ledger.
        Of this controller's chouette, or of ``ch`` (e.g. one from the archive)."""
        ch = ch or self.chouette
        if ch is None:
            return ""
        seats = ch.meta.get("seats") if isinstance(ch.meta.get("seats"), dict) else {}
        labels = [self.tr("{name} (computer)").format(name=n) if seats.get(n, HUMAN) != HUMAN
                  else n for n in ch.names]
        when = _local_time(ch.meta.get("session"))
        lines = [self.tr("Chouette of {when}").format(when=when) if when else self.tr("Chouette"),
                 self.tr("Players: {names}").format(names=", ".join(labels)),
                 self.rules_text(ch.rules)]
        if ch.box is None:
            lines.append(self.tr("The seats are being decided."))
        outcome = {"passed": self.tr("passed"), "left": self.tr("left the chouette"),
                   "played": self.tr("played to the end"), "playing": self.tr("still playing")}
        for row in ch.history():
            if row["kind"] == "game":
                g = ch.games[row["game"] - 1]
                lines += ["", self.tr("Game {n}: {box} in the box; team {team}").format(
                    n=row["game"], box=row["box"], team=", ".join(row["line"]))]
                lines.append("  " + (self.result_text(g) if g.is_over
                                     else self.tr("Still being played.")))
                for name, m in row["members"].items():
                    points = _signed(m["points"]) if m["points"] is not None else "-"
                    lines.append("  " + self.tr("{name}: cube {value}, {how}: {points}").format(
                        name=name, value=m["cube"], how=outcome[m["outcome"]], points=points))
                if g.is_over:
                    lines.append("  " + self.tr("{box} (box): {points}").format(
                        box=row["box"], points=_signed(row["box_points"])))
            else:
                text = (self.tr("{name} joins the chouette") if row["kind"] == "join"
                        else self.tr("{name} leaves the chouette")).format(name=row["name"])
                if row["game"] is not None:
                    text += " " + self.tr("(during game {n})").format(n=row["game"])
                lines += ["", text]
        lines += ["", self.tr("Ledger")]
        gone = set(ch.departed)
        for name, points in sorted(ch.ledger.items(), key=lambda kv: -kv[1]):
            mark = " " + self.tr("(left)") if name in gone else ""
            lines.append(f"  {name}{mark}: {_signed(points)}")
        return "\n".join(lines) + "\n"

    # -- the end of a game -------------------------------------------------------------------
    def end_sound(self, cg=None) -> str:
        """The sound of the game just ended for the people in it: a loss when every person
        playing is on the losing side, else a win (also when only bots play)."""
        cg = cg or self.current
        r = cg.result if cg is not None else None
        if r is None:
            return "game_won"
        winners = {cg.box} if r.winner == BOX else set(cg.team)
        people = [n for n in (cg.box, *cg.team) if not self.is_bot(n)]
        if people and not winners.intersection(people):
            return "game_lost"
        return "game_won"

    def _finished(self, marks: tuple = ()) -> None:
        cg = self.current
        self._record_stats()
        self.cue.emit(self.end_sound(cg))
        text = self._end_text(cg)
        self._announcement = banner_text(text)
        # The status line says who won and who is in the box next; who paid whom (a long list
        # with eight players) is in the banner and in the panel's last game.
        self._say(self.result_text(cg) + " " + self.tr("Next: {rotation}").format(
            rotation=self.rotation_text()))
        self._emit(marks)
        self.game_over.emit(self._announcement)

    def result_text(self, cg=None) -> str:
        cg = cg or self.current
        r = cg.result if cg is not None else None
        if r is None:
            return ""
        box, captain = cg.box, cg.captain
        if r.reason is EndReason.DROP and r.winner == TEAM:
            return self.tr("{box} (box) passes the team's double.").format(box=box)
        if r.reason is EndReason.DROP:
            return self.tr("Every member passed: {box} (box) wins.").format(box=box)
        winner = box if r.winner == BOX else self.tr("the team")
        if r.reason is EndReason.RESIGN:
            loser = self.tr("The team") if r.winner == BOX else box
            return self.tr("{loser} resigns {what}: {winner} wins.").format(
                loser=loser, what=self.kind_words(r.kind), winner=winner)
        if r.winner == BOX:
            return self.tr("{box} (box) wins {what}.").format(box=box, what=self.kind_words(r.kind))
        return self.tr("The team (captain {captain}) wins {what}.").format(
            captain=captain, what=self.kind_words(r.kind))

    def settlement_text(self, cg=None) -> str:
        """Who paid whom in a game: ``Bob pays Ann 2; Ann pays Cy 1, Dee 1``."""
        cg = cg or self.current
        if cg is None or not cg.settlements:
            return ""
        parts = [self.tr("{name} pays {box} {points}").format(name=name, box=cg.box, points=-pts)
                 for name, pts in cg.settlements.items() if pts < 0]
        paid = [f"{name} {pts}" for name, pts in cg.settlements.items() if pts > 0]
        if paid:
            parts.append(self.tr("{box} pays {members}").format(box=cg.box,
                                                                members=", ".join(paid)))
        return "; ".join(parts)

    def rotation_text(self) -> str:
        ch = self.chouette
        cg = ch.current_game
        if cg is None or not cg.is_over:
            return ""
        if ch.box == cg.box:
            head = self.tr("{box} stays in the box").format(box=ch.box)
        else:
            head = self.tr("{box} takes the box").format(box=ch.box)
        return head + self.tr("; {captain} is captain.").format(captain=ch.captain)

    def _end_text(self, cg) -> str:
        lines = [self.result_text(cg)]
        settle = self.settlement_text(cg)
        if settle:
            lines.append(settle + ".")
        lines.append(self.tr("Next: {rotation}").format(rotation=self.rotation_text()))
        lines.append(self.tr("Click here or press Roll for the next game."))
        return "\n".join(lines)

    # -- state for the scene -----------------------------------------------------------------
    def board_state(self) -> BoardState:
        ch = self.chouette
        if ch is None:
            return BoardState(names=self.names, status=self.tr("Start a chouette (Game > New chouette…)."))
        cg = ch.current_game
        if cg is None:
            names = self.names
            if ch.box is not None:
                names = (self.tr("{name} (box)").format(name=ch.box),
                         self.tr("{name} (captain)").format(name=ch.captain))
            seat = self._seat_die if ch.phase is P.SEATING and self._seat_die else None
            banner = self._announcement if ch.phase is P.READY else ""
            extra = {"match_text": self.tr("Chouette")}
            if banner:
                extra["banner"] = banner
            return BoardState(names=names, pips=None, status=self.status_text(),
                              opening=(seat[1], 0) if seat else None,
                              cube_enabled=ch.rules.use_cube, extra=extra)
        g = cg.game
        # While the phase is MOVING with no Turn, a computer player is thinking over its dice.
        thinking = g.phase is Phase.MOVING and not cg.is_over
        captain = cg.captain
        cube = cg.cube(captain)
        ledger = ch.ledger
        extra = {"banner": self._announcement} if cg.is_over else {}
        extra["match_text"] = self.tr("Chouette · game {n}").format(n=ch.games.index(cg) + 1)
        return BoardState(
            **self.game_board(g, thinking=thinking),
            names=self.board_names(cg),
            score=(ledger[cg.box], ledger[captain]),
            match_length=0,
            cube_value=cube.value,
            cube_owner=cube.owner,
            cube_offered_by=self.cube_offered_by(ch.phase, cg),
            cube_enabled=cg.rules.use_cube,
            game_over=cg.is_over,
            extra=extra,
        )

    def board_names(self, game) -> tuple[str, str]:
        """The names at the bottom and the top of the board during ``game`` (a ChouetteGame or
        a replay's ChouetteMoment): the box, and the captain with the size of the team."""
        team_in = game.members_in_game
        if len(team_in) > 1:
            team = self.tr("{name} (captain of {n})").format(name=game.captain, n=len(team_in))
        else:
            team = self.tr("{name} (captain)").format(name=game.captain)
        return self.tr("{name} (box)").format(name=game.box), team

    @staticmethod
    def cube_offered_by(phase, game) -> int | None:
        """The side whose double the board's cube (the captain's) shows offered, if any."""
        if phase is P.BOX_DOUBLE_OFFERED and game.captain in game.box_double_pending:
            return BOX
        return TEAM if phase is P.TEAM_DOUBLE_OFFERED else None

    def status_text(self) -> str:
        ch = self.chouette
        if ch is None:
            return ""
        ph, who = ch.phase, ch.to_act
        if ph is P.SEATING:
            return self.tr("{name}: roll one die for your seat").format(name=who)
        if ph is P.READY:
            return self.tr("Press Roll to start the first game")
        cg = ch.current_game
        if ph is P.GAME_OVER:
            n = ch.games.index(cg) + 1
            if cg.result.winner == BOX:
                return self.tr("Game {n} is over: the box wins.").format(n=n)
            return self.tr("Game {n} is over: the team wins.").format(n=n)
        if ph is P.OPENING:
            return self.tr("Opening roll: click the dice area or press Roll")
        if self.is_bot(who) and ph is not P.MOVING:
            return self.tr("{name} (computer) is thinking…").format(name=who)
        if ph is P.BEFORE_ROLL:
            if self.can_double(who):
                return self.tr("{name}: roll or double").format(name=who)
            return self.tr("{name}: roll").format(name=who)
        if ph is P.MOVING:
            if self.is_bot(who):
                return self.tr("{name} (computer) is thinking…").format(name=who)
            if self.turn is not None and self.turn.is_complete:
                return self.tr("{name}: pick up the dice").format(name=who)
            left = "-".join(str(d) for d in (self.turn.remaining if self.turn else cg.game.dice))
            return self.tr("{name} to play {dice}").format(name=who, dice=left)
        if ph is P.TEAM_DOUBLE_PROPOSED:
            return self.tr("{name}: agree to the team's double?").format(name=who)
        if ph is P.TEAM_DOUBLE_OFFERED:
            return self.tr("{name}: take or pass the team's double?").format(name=who)
        if ph is P.BOX_DOUBLE_OFFERED:
            return self.tr("{name}: take or pass the box's double?").format(name=who)
        if ph is P.RESIGN_OFFERED:
            return self.tr("{name}: accept or decline the resignation?").format(name=who)
        return ""

    def _blocked_reason(self) -> str:
        ch = self.chouette
        if ch is None:
            return self.tr("Start a chouette first.")
        ph, who = ch.phase, ch.to_act
        if ph is P.MOVING and self.turn is not None:
            return self.tr("{name} must play the roll first.").format(name=who)
        if ph is P.MOVING:
            return self.tr("{name} is playing the roll.").format(name=who)
        if ph in (P.TEAM_DOUBLE_PROPOSED, P.TEAM_DOUBLE_OFFERED, P.BOX_DOUBLE_OFFERED,
                  P.RESIGN_OFFERED):
            return self.tr("{name} must decide first.").format(name=who)
        if ph is P.GAME_OVER:
            return self.tr("The game is over.")
        if ph in (P.OPENING, P.BEFORE_ROLL, P.SEATING):
            return self.tr("Roll the dice first.")
        return self.tr("Not now.")

    # -- the session log ---------------------------------------------------------------------
    def move_list(self) -> list[str]:
        """Every seat roll, roll, play and decision of the session, with each game's result."""
        ch = self.chouette
        if ch is None:
            return []
        lines: list[str] = []
        games = iter(ch.games)
        cg = None
        opening = False
        dice = None
        box = captain = None

        def close(game) -> None:
            lines.append("  " + self.result_text(game))
            settle = self.settlement_text(game)
            if settle:
                lines.append("  " + settle)

        for i, e in enumerate(ch.to_dict()["log"], start=1):
            kind, by = e.get("kind"), e.get("by")
            if kind == "seat_roll":
                lines.append(self.tr("{name} rolls {die} for the seats").format(name=by, die=e["die"]))
            elif kind == "new_game":
                cg = next(games)
                box, captain = cg.box, cg.line_at_start[0]
                opening, dice = True, None
                lines.append(self.tr("Game {n}: {box} in the box; team {team}").format(
                    n=ch.games.index(cg) + 1, box=box, team=", ".join(cg.line_at_start)))
            elif kind == "roll":
                dice = tuple(e["dice"])
                if opening:
                    tie = dice[0] == dice[1]
                    opening = tie
                    lines.append("  " + self.tr("Opening roll: {box} {d1}, {captain} {d2}").format(
                        box=box, captain=captain, d1=dice[0], d2=dice[1])
                        + (self.tr(" (tie)") if tie else ""))
            elif kind == "join":
                lines.append(self.tr("{name} joins the chouette").format(name=by))
            elif kind == "leave":
                lines.append(self.tr("{name} leaves the chouette").format(name=by))
            elif kind == "play":
                d = sorted(dice or (0, 0), reverse=True)
                lines.append(f"  {by} {d[0]}{d[1]}: " + (e.get("notation") or self.tr("cannot move")))
            else:
                words = {
                    "double": self.tr("doubles") if by == box else self.tr("proposes a team double"),
                    "agree": self.tr("agrees"), "refuse": self.tr("refuses"),
                    "take": self.tr("takes"), "drop": self.tr("passes"),
                    "beaver": self.tr("beavers"),
                    "resign": self.tr("offers to resign {what}").format(
                        what=self.resign_words(e.get("resign", 1))),
                    "accept": self.tr("accepts"), "decline": self.tr("declines"),
                }
                lines.append(f"  {by} {words.get(kind, kind)}")
            if cg is not None and cg.ended_at == i:  # the result right after its last action
                close(cg)
        return lines

    # -- plumbing: autosave, prompts, computer players ----------------------------------------
    def _committed(self) -> None:
        """After every committed chouette action: a new version, and the autosave."""
        self._version += 1
        if self.autosave and self.chouette is not None:
            self.save()

    # The session is saved by a SessionWriter on a thread of its own (bgdesk.storage.writer):
    # each finished game's log entries go to the journal once the next game has begun, the
    # autosave holds the rest (the game in progress), so a save costs the same at game 1 and
    # game 50, and the GUI thread never waits for the disk.

    def _session_writer(self):
        from bgdesk.storage.writer import SessionWriter

        path = self.autosave_path or chouette_autosave_path()
        w = getattr(self, "_writer", None)
        if w is None or w.path != path:
            w = SessionWriter(path, name="bgdesk-chouette-autosave")
            w.add_listener(self._bridge.event.emit)
            self._writer = w
        return w

    def _uid(self) -> str:
        from bgdesk.storage.archive import chouette_key

        return chouette_key(self._header())

    def _header(self) -> dict:
        """The session's record without its log (the autosave's and the archive's header)."""
        data = self.chouette.to_dict(log_from=self.chouette.log_length)
        data["kind"] = AUTOSAVE_KIND
        del data["log"]
        return data

    def save(self, path=None) -> bool:
        """Hand the session to its writer (the autosave is written off the GUI thread; a write
        that fails is said once in the status line, and tried again). With ``path`` the whole
        session is written there at once instead (no journal). Returns False when the session
        could not be made ready for saving."""
        from bgdesk.storage.writer import Sealed, Snapshot

        ch = self.chouette
        if ch is None:
            return False
        if path is not None:
            from bgdesk.storage.autosave import save_autosave

            try:
                save_autosave(self._record(), self.autosave_summary(), path=path)
            except (OSError, TypeError, ValueError) as e:
                self._save_failed(str(e))
                return False
            return True
        writer = self._session_writer()
        sealed = []
        start = ch.last_game_start()
        if start is not None and start > self._sealed_entries:
            sealed.append(Sealed(items=ch.log_entries(self._sealed_entries, start)))
            self._sealed_entries = start
        header = self._header()
        writer.save(Snapshot(uid=self._uid(), header=header, first=self._sealed_entries,
                             tail=ch.log_entries(self._sealed_entries), sealed=sealed,
                             summary=self.autosave_summary(), list_key="log"))
        return True

    def _writer_event(self, kind: str, text: str) -> None:
        if kind == "failed":
            self._save_failed(text)
        elif kind == "recovered":
            self.save_error = ""
        elif kind == "message":
            self._say(text)

    def _save_failed(self, reason: str) -> None:
        if not self.save_error:
            self._say(self.tr("The chouette could not be saved ({reason}); play goes on.")
                      .format(reason=reason))
        self.save_error = reason or "?"

    def flush(self, timeout: float = 30.0) -> bool:
        """Wait until the session's writer has written what it was handed."""
        w = getattr(self, "_writer", None)
        return w.flush(timeout) if w is not None else True

    def shutdown(self) -> None:
        """The program quits: what is waiting is written first (a few seconds at most)."""
        w = getattr(self, "_writer", None)
        if w is not None:
            w.shutdown(10.0)

    def autosave_summary(self) -> dict:
        """What is saved beside the session for the resume prompt (:func:`saved_chouette_text`)."""
        ch = self.chouette
        if ch is None:
            return {}
        cg = ch.current_game
        playing = cg is not None and not cg.is_over
        summary = {"kind": AUTOSAVE_KIND, "players": list(ch.present), "box": ch.box,
                   "team": list(ch.team), "games": len(ch.games), "ledger": ch.ledger,
                   "playing": playing, "seating": ch.box is None}
        if playing:
            # who moves for the team now: the acting captain when the captain passed a double
            summary["captain"] = cg.captain
        return summary

    def forget(self) -> None:
        """No chouette any more (it has been kept in the archive)."""
        self._forget_bots()
        self.chouette = None
        self.turn = None
        self._sealed_entries = 0
        self._reset_game_view()
        self._emit()

    def _record(self) -> dict:
        """The session as saved and archived: the engine's record marked as a chouette."""
        data = self.chouette.to_dict()
        data["kind"] = AUTOSAVE_KIND
        return data

    def _record_stats(self) -> None:
        """Put every finished game not yet counted into the statistics (each game once, by the
        session's key and the game's number, whatever happens in between), through the writer
        (a failure is said, and tried again)."""
        ch = self.chouette
        if ch is None or not self.autosave:
            return
        from bgdesk.storage.stats import chouette_entries
        from bgdesk.storage.writer import Record

        entries = [e for e in chouette_entries(ch.history(), self._uid(), _now())
                   if e["game"] not in self._recorded]
        if not entries:
            return
        self._session_writer().record(Record(chouette_games=entries))
        self._recorded.update(e["game"] for e in entries)

    def archive(self, *, abandoned: bool = False):
        """Keep the session in the archive, ended or ``abandoned`` (for a new one), and remove
        its autosave and journal (on the writer's thread, after what it was handed before;
        this waits for it). Returns the archive file, or None when it could not be written (the
        autosave is then kept and the reason said)."""
        ch = self.chouette
        if ch is None:
            return None
        from bgdesk.storage.writer import Close

        self._record_stats()
        summary = {"kind": AUTOSAVE_KIND, "players": list(ch.names), "games": len(ch.games),
                   "ledger": ch.ledger, "abandoned": bool(abandoned),
                   "started": ch.meta.get("session"), "ended": _now()}
        path, error = self._session_writer().run_sync(Close(
            uid=self._uid(), header=self._header(), items=ch.log_entries(), summary=summary,
            list_key="log"))
        if error is not None:
            reason = getattr(error, "strerror", None) or str(error)
            self._say(self.tr("The chouette could not be kept in the archive ({reason}); it stays "
                              "saved.").format(reason=reason))
            return None
        self._sealed_entries = 0
        return path

    def pause(self) -> None:
        """Nobody is asked anything until :meth:`wake` (the window shows something else)."""
        self.paused = True
        self._forget_bots()

    def wake(self) -> None:
        """Ask again for the decision that is waiting, if any."""
        self.paused = False
        self._prompted = None
        self._pump()

    def _emit(self, moves: tuple[MoveMark, ...] = ()) -> None:
        super()._emit(moves)
        self._pump()

    def _pump(self) -> None:
        if not self._pump_queued:
            self._pump_queued = True
            QTimer.singleShot(0, self._pump_now)

    def _pump_now(self) -> None:
        """Hand the next decision to whoever must make it: a prompt for a person, a job for a
        computer player."""
        self._pump_queued = False
        ch = self.chouette
        if ch is None or self.paused:
            return
        ph, who, key = ch.phase, ch.to_act, self._version
        if ph is P.SEATING:
            if self.is_bot(who):
                self._think(key, None, lambda _r: self.roll_seat())
            return
        if ph in (P.READY, P.GAME_OVER) or who is None:
            return
        cg = ch.current_game
        if ph is P.OPENING:
            if self.is_bot(who):
                self._think(key, None, lambda _r: self.roll())
            return
        if ph is P.BEFORE_ROLL:
            self._before_roll(key, cg, who)
            return
        if ph is P.MOVING:
            if self.is_bot(who) and self.turn is None:
                self._think(key, *self._play_job(cg, who))
            return
        kind = {P.TEAM_DOUBLE_PROPOSED: AGREE, P.TEAM_DOUBLE_OFFERED: TAKE_TEAM,
                P.BOX_DOUBLE_OFFERED: TAKE_BOX, P.RESIGN_OFFERED: ANSWER_RESIGN}.get(ph)
        if kind is None:
            return
        if self.is_bot(who):
            self._think(key, *self._decision_job(cg, who, kind))
        elif self._prompted != key:
            self._prompted = key
            self.decision_needed.emit(who, kind)

    def _before_roll(self, key: int, cg, who: str) -> None:
        turn = (len(self.chouette.games), len(cg.game.events))
        if self.is_bot(who) and self._resign_asked != turn:
            # A computer player on roll first sees whether the game is lost (R27).
            from bgdesk.bots import chouette as bc

            states, declined = bc.resignation_states(cg, cg.on_roll)

            def resign_or_not(kind) -> None:
                self._resign_asked = turn
                if isinstance(kind, int) and not isinstance(kind, bool):
                    self.resign(kind, by=who)
                else:
                    self._pump()

            self._think(key, lambda: bc.resignation_offer(states, declined), resign_or_not, 0)
            return
        if cg.on_roll == BOX:
            if not self.is_bot(who):
                return
            if not cg.can_box_double():
                self._think(key, None, lambda _r: self.roll())
                return
            bot, state = self._bots[who], self._cube_state(cg, BOX, self._box_cube_member(cg))

            def apply(yes) -> None:
                if yes is True:
                    self.double(by=who)
                else:
                    self.roll()

            self._think(key, lambda: bot.cube_action(state), apply)
            return
        proposers = [m for m in cg.members_in_game if self.is_bot(m) and cg.can_propose(m)]
        if proposers and self._asked != turn:
            asks = [(m, self._bots[m], self._cube_state(cg, TEAM, m)) for m in proposers]

            def compute():
                return next((m for m, bot, state in asks if bot.cube_action(state)), None)

            def apply(member) -> None:
                self._asked = turn
                if isinstance(member, str):
                    self.double(by=member)
                else:
                    self._pump()

            self._think(key, compute, apply)
        elif self.is_bot(who):
            people = any(cg.can_propose(m) and not self.is_bot(m) for m in cg.members_in_game)
            wait = self.bot_delay_ms + (self.proposal_window_ms if people else 0)
            self._think(key, None, lambda _r: self.roll(), wait)

    @staticmethod
    def _box_cube_member(cg) -> str:
        from bgdesk.bots.chouette import box_cube_member

        return box_cube_member(cg)

    @staticmethod
    def _cube_state(cg, side: int, member: str):
        """The cube decision of ``side`` (BOX or TEAM) about ``member``'s cube, for a bot."""
        from bgdesk.bots.chouette import cube_state

        return cube_state(cg, side, member)

    def _play_job(self, cg, who: str):
        g = cg.game
        side = g.on_roll
        pos, dice, plays = g.position, g.dice, list(g.legal_plays)
        bot = self._bots[who]
        member = cg.captain if side == TEAM else self._box_cube_member(cg)
        context = self._cube_state(cg, side, member)

        def compute():
            return bot.choose_play(pos, dice, context)

        def apply(play) -> None:
            if isinstance(play, BaseException) or play not in plays:
                play = plays[0]
            self._bot_play(play)

        return compute, apply

    def _bot_play(self, play) -> None:
        g = self.game
        mover = g.on_roll
        who = self.chouette.to_act
        try:
            made = self._engine_play(play)
        except BgdeskError as e:
            self._say(str(e))
            return
        marks = tuple(MoveMark(mover, s, t, h) for s, t, _d, h in play.raw_steps)
        self._last_move = marks
        self._opening = None
        self._shown_roll = None
        if self.current.is_over:
            self._finished(marks)
            return
        self._say(self.tr("{name} played {play}. {next} is on roll.").format(
            name=who, play=made, next=self.chouette.to_act))
        self._emit(marks)

    def _decision_job(self, cg, who: str, kind: str):
        bot = self._bots[who]
        if kind == AGREE:
            state = self._cube_state(cg, TEAM, who)
            return (lambda: bot.agree_to_double(state),
                    lambda yes: self.agree(by=who) if yes is True else self.refuse(by=who))
        if kind in (TAKE_TEAM, TAKE_BOX):
            side, member = (BOX, cg.captain) if kind == TAKE_TEAM else (TEAM, who)
            state = self._cube_state(cg, side, member)
            beaver_ok = A.BEAVER in self.chouette.legal_actions(who)

            def apply(answer) -> None:
                value = getattr(answer, "value", answer)
                if value == "pass":
                    self.drop(by=who)
                elif value == "beaver" and beaver_ok:
                    self.beaver(by=who)
                else:
                    self.take(by=who)

            return (lambda: bot.answer_double(state)), apply
        resigner, rkind = cg.game.resignation
        side = BOX if resigner == TEAM else TEAM
        state = self._cube_state(cg, side, cg.captain)
        return (lambda: bot.accept_resignation(state, rkind),
                lambda yes: self.accept_resignation(by=who) if yes is True
                else self.decline_resignation(by=who))

    def _think(self, key: int, compute, apply, delay: int | None = None) -> None:
        """Make a computer decision for session version ``key``: ``compute`` (or nothing) on the
        worker thread after the thinking pause, then ``apply(result)`` on the GUI thread."""
        if self._busy == key:
            return
        self._busy = key
        self._jobs[key] = apply

        def start() -> None:
            if self._version != key or self._busy != key:
                self._jobs.pop(key, None)
                return
            if compute is None:
                self._bot_done(key, None)
            else:
                self._pool.start(pool_job(key, compute, self._signals))

        QTimer.singleShot(max(0, int(self.bot_delay_ms if delay is None else delay)), start)

    def _bot_done(self, key: int, result) -> None:
        apply = self._jobs.pop(key, None)
        if self._busy == key:
            self._busy = None
        if apply is None or key != self._version:
            self._pump()
            return
        self._for_bot = True
        try:
            apply(result)
        finally:
            self._for_bot = False
        self._pump()


def banner_text(text: str, width: int = 40) -> str:
    """``text`` broken into short lines for the board's banner (which sizes itself by lines)."""
    return "\n".join(textwrap.fill(line, width) if line else line for line in text.split("\n"))


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def _now() -> str:
    return datetime.now(timezone.utc).astimezone().isoformat(timespec="seconds")


def _local_time(iso) -> str:
    """An ISO time as the language in use writes a date and time, or "" when there is none."""
    if not isinstance(iso, str):
        return ""
    from PySide6.QtCore import QDateTime, QLocale, Qt

    when = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    return QLocale().toString(when, QLocale.FormatType.ShortFormat) if when.isValid() else ""


def saved_chouette_text(summary) -> str:
    """What the resume prompt says about a saved chouette, from the summary saved with it: who
    plays, which game, the ledger ("" when the summary says nothing usable)."""
    if not isinstance(summary, dict):
        return ""
    players = [p for p in summary.get("players", []) if isinstance(p, str)][:16]
    box, team = summary.get("box"), summary.get("team")
    games = summary.get("games")
    lines = []
    if players:
        lines.append(ChouetteController.tr("Players: {names}").format(names=", ".join(players))
                     + ".")
    captain = team[0] if isinstance(team, list) and team and isinstance(team[0], str) else None
    if summary.get("playing") and isinstance(summary.get("captain"), str) and summary["captain"] in players:
        captain = summary["captain"]  # the acting captain of the game being played
    if summary.get("seating") or not isinstance(box, str) or captain is None:
        lines.append(ChouetteController.tr("The seats are being decided."))
    elif isinstance(games, int) and not isinstance(games, bool):
        if summary.get("playing"):
            lines.append(ChouetteController.tr(
                "Game {n} is being played: {box} in the box, {captain} captain.").format(
                n=games, box=box, captain=captain))
        else:
            lines.append(ChouetteController.tr(
                "%n game(s) played; next: {box} in the box, {captain} captain.", "",
                games).format(box=box, captain=captain))
    ledger = summary.get("ledger")
    if isinstance(ledger, dict):
        parts = [f"{n} {_signed(p)}" for n, p in list(ledger.items())[:16]
                 if isinstance(n, str) and isinstance(p, int) and not isinstance(p, bool)]
        if parts:
            lines.append(ChouetteController.tr("Ledger: {ledger}.").format(
                ledger=", ".join(parts)))
    return "\n".join(lines)


def _pts(n: int) -> str:
    return ChouetteController.tr("%n point(s)", "", n)


__all__ = ["AUTOSAVE_KIND", "CHOUETTE_AUTOSAVE_FILE", "ChouetteConfig", "chouette_autosave_path",
           "ChouetteController", "HUMAN", "is_chouette_autosave", "saved_chouette_text"]
