"""Work off the GUI thread, answered by signal: computer players' decisions, hints and analysis.

Three pieces, from general to particular:

* :func:`pool_job` / :class:`JobSignals`: one computation run by a ``QThreadPool`` worker, its
  result (or the exception it raised) handed back to the GUI thread by a queued signal with the
  key it was asked for. The chouette's computer seats use these too
  (:mod:`bgdesk.gui.chouette.controller`).
* :class:`Runner`: a pool plus a generation counter. ``run(compute, done, key=...)`` calls
  ``done(result)`` on the GUI thread, unless :meth:`Runner.drop` was called meanwhile or the
  ``key`` (a callable giving the state the question was about) no longer matches: answers that
  arrive after the game moved on (undo, new match) are dropped. ``run_task`` adds progress and
  cancellation for long jobs (the analysis).
* :class:`BotDriver`: the computer players of a :class:`~bgdesk.gui.match.controller.GameController`.
  It watches the controller, and whenever a computer seat must act it asks that seat's bot on the
  worker (rolls need no thinking, only a short pause so people can follow), then acts through the
  controller's own methods: the roll, the double, the take, pass or beaver, the answer to a
  resignation, and the play, which is applied one checker step at a time through the
  :class:`~bgdesk.engine.Turn` so the board animates it at the animation speed.

Seats are chosen with :class:`~bgdesk.gui.match.controller.MatchConfig`::

    ctl.new_match(MatchConfig(players=("human", "intermediate")))     # person vs bot
    ctl.new_match(MatchConfig(players=("expert", "beginner"), no_delay=True, length=1))  # watch

``no_delay`` removes the pauses between a computer player's actions (the self-test plays a whole
bot-vs-bot match that way); the animation speed is the board's setting.
"""

from __future__ import annotations

import random
import threading
from typing import Callable

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QObject,
    QThreadPool,
    QTimer,
    Signal,
)

HUMAN = "human"

#: The bot levels in words (bgdesk.bots levels; an unknown level shows as itself).
LEVEL_NAMES = {
    "beginner": QT_TRANSLATE_NOOP("BotLevels", "Beginner"),
    "intermediate": QT_TRANSLATE_NOOP("BotLevels", "Intermediate"),
    "strong": QT_TRANSLATE_NOOP("BotLevels", "Strong"),
    "expert": QT_TRANSLATE_NOOP("BotLevels", "Expert"),
    "world-class": QT_TRANSLATE_NOOP("BotLevels", "World class"),
}
#: What each level is: whose evaluation, and how deep (bgsage's plies: its network alone is
#: 1-ply; see bgdesk.bots.LEVEL_INFO and Help).
LEVEL_KINDS = {
    "beginner": QT_TRANSLATE_NOOP("BotLevels", "our network, with mistakes"),
    "intermediate": QT_TRANSLATE_NOOP("BotLevels", "our network"),
    "strong": QT_TRANSLATE_NOOP("BotLevels", "bgsage, 1-ply"),
    "expert": QT_TRANSLATE_NOOP("BotLevels", "bgsage, 2-ply"),
    "world-class": QT_TRANSLATE_NOOP("BotLevels", "bgsage, 3-ply"),
}
#: Each level's error per decision (checker plays and cube decisions), thousandths of a point,
#: judged by GNU Backgammon 1.07 at 2-ply on the fixed set of tests/benchmarks/bench_advice.py
#: (its ladder, printed by the benchmark; Help > Rules, section 15, gives the whole table).
LEVEL_ERROR = {"beginner": 54.5, "intermediate": 14.7, "strong": 6.0, "expert": 2.4,
               "world-class": 1.1}
LEVEL_TIP = QT_TRANSLATE_NOOP(
    "BotLevels", "{name}: {kind}. It gives up about {error} thousandths of a point per decision, "
                 "judged by GNU Backgammon at 2-ply.")


def level_name(level: str) -> str:
    """A bot level in the current language ("Intermediate")."""
    text = LEVEL_NAMES.get(level)
    return QCoreApplication.translate("BotLevels", text) if text else str(level)


def level_label(level: str) -> str:
    """A level as the choosers show it, with what it is ("Expert (bgsage, 2-ply)")."""
    kind = LEVEL_KINDS.get(level)
    if not kind:
        return level_name(level)
    return QCoreApplication.translate("BotLevels", "{name} ({kind})").format(
        name=level_name(level), kind=QCoreApplication.translate("BotLevels", kind))


def level_tip(level: str) -> str:
    """A sentence on a level: what it is and how strong it measured."""
    kind = LEVEL_KINDS.get(level)
    if not kind or level not in LEVEL_ERROR:
        return level_label(level)
    from bgdesk.gui.i18n import locale

    error = locale().toString(float(LEVEL_ERROR[level]), "f", 1)
    return QCoreApplication.translate("BotLevels", LEVEL_TIP).format(
        name=level_name(level), kind=QCoreApplication.translate("BotLevels", kind), error=error)


def bot_levels() -> tuple[str, ...]:
    """The levels that can play here, weakest first ("beginner", "intermediate", and with
    bgsage "strong", "expert")."""
    try:
        from bgdesk.bots import available_levels

        return tuple(available_levels())
    except Exception:  # noqa: BLE001 - bots that cannot be loaded: people only
        return ()


# -- one job on a worker thread ----------------------------------------------------------------

class JobSignals(QObject):
    """Lives on the GUI thread; a job emits through it, so the slot runs on the GUI thread."""

    done = Signal(object, object)  # the key the job was asked for, its answer (or exception)
    progress = Signal(object, int, int)  # key, done, total


def pool_job(key, compute: Callable[[], object], signals: JobSignals,
             wanted=None) -> Callable[[], None]:
    """What a pool thread runs for one question: ``compute()`` (inputs are immutable snapshots),
    then its answer (or the exception it raised) handed back through ``signals`` with ``key``.
    With ``wanted`` (a container of the keys still asked for), a question no longer in it when
    its turn comes is skipped: nobody would read its answer. (``QThreadPool.clear`` would
    leave the skipped job's callable, and all it holds, referenced by PySide.)

    A plain callable, not a QRunnable subclass: a Python QRunnable started from a slot (as
    every next question of a computer player is) stays referenced by the QThreadPool's wrapper
    after Qt deleted it, with all it holds: an evening of play would keep every decision."""

    def run() -> None:
        if wanted is not None and key not in wanted:
            return
        try:
            result = compute()
        except Exception as e:  # handed back: the GUI thread decides what to do with it
            result = e
        try:
            signals.done.emit(key, result)
        except RuntimeError:  # the receiver is gone (window closed meanwhile)
            pass

    return run


class Cancelled(Exception):
    """Raised inside a task whose cancel flag was set."""


class Task:
    """What a long job sees: ``progress(done, total)`` and ``cancelled()`` (or ``check()``,
    which raises :class:`Cancelled`)."""

    def __init__(self, key, signals: JobSignals) -> None:
        self.key = key
        self._signals = signals
        self._flag = threading.Event()

    def cancel(self) -> None:
        self._flag.set()

    def cancelled(self) -> bool:
        return self._flag.is_set()

    def check(self) -> None:
        if self._flag.is_set():
            raise Cancelled()

    def progress(self, done: int, total: int) -> None:
        try:
            self._signals.progress.emit(self.key, int(done), int(total))
        except RuntimeError:
            pass


class TaskView:
    """The parts shared by a window that runs one long task at a time (the analysis, a
    rollout): it has ``task`` (a :class:`Task` or None), ``progress`` (a QProgressBar),
    ``cancel_button`` and ``status`` (a QLabel)."""

    @property
    def running(self) -> bool:
        return self.task is not None

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def _stop_task(self, stopping: str) -> None:
        """Ask the task to stop; ``stopping`` says so meanwhile."""
        if self.task is not None:
            self.task.cancel()
            self.cancel_button.setEnabled(False)
            self.status.setText(stopping)

    def _task_over(self) -> None:
        self.task = None
        self.progress.hide()
        self.cancel_button.hide()


# -- a pool with stale answers dropped ----------------------------------------------------------

class Runner(QObject):
    """Runs computations on its own pool and hands answers back on the GUI thread.

    ``run(compute, done, key=None, delay_ms=0)``: after ``delay_ms``, ``compute()`` runs on a
    worker (``compute=None``: nothing to compute, ``done(None)`` after the delay); ``done(result)``
    is called on the GUI thread unless :meth:`drop` was called since, or ``key()`` now gives
    something other than it gave when asked. ``result`` may be an exception raised by
    ``compute``."""

    def __init__(self, parent: QObject | None = None, threads: int = 1) -> None:
        super().__init__(parent)
        # The pool is created before the signals object, so it is destroyed (waiting for a
        # running job) before the object the job reports through.
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(max(1, threads))
        self.signals = JobSignals(self)
        self.signals.done.connect(self._done)
        self.signals.progress.connect(self._progress)
        self.generation = 0
        self._next = 0
        self._pending: dict[int, tuple] = {}
        self._tasks: dict[int, Task] = {}
        # When the program ends the questions still queued are not computed: the pool is
        # destroyed with its owner, and that waits for every job it holds, so an ending
        # program (or a window deleted later) would wait for answers nobody will read.
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.drop)

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def drop(self) -> None:
        """Forget every question asked so far: their answers will be ignored, and those not
        started yet are not computed (a running one finishes: a computation cannot be stopped
        half way, a task stops at its next check)."""
        self.generation += 1
        self._pending.clear()  # in place: the queued jobs look at this dict
        for task in self._tasks.values():
            task.cancel()
        self._tasks.clear()

    def run(self, compute: Callable[[], object] | None, done: Callable[[object], None], *,
            key: Callable[[], object] | None = None, delay_ms: int = 0) -> int:
        self._next += 1
        n = self._next
        asked = key() if key is not None else None
        self._pending[n] = (self.generation, key, asked, done, None)

        def start() -> None:
            if n not in self._pending:
                return
            if compute is None:
                self._done(n, None)
            else:
                self.pool.start(pool_job(n, compute, self.signals, wanted=self._pending))

        if delay_ms > 0:
            QTimer.singleShot(int(delay_ms), self, start)
        else:
            start()
        return n

    def run_task(self, work: Callable[[Task], object], done: Callable[[object], None],
                 progress: Callable[[int, int], None] | None = None) -> Task:
        """A long job: ``work(task)`` reports ``task.progress(done, total)`` and stops when
        ``task.cancelled()`` (raising :class:`Cancelled` is fine). Returns the task, whose
        ``cancel()`` asks it to stop; ``done`` then receives a :class:`Cancelled`."""
        self._next += 1
        n = self._next
        task = Task(n, self.signals)
        self._tasks[n] = task
        self._pending[n] = (self.generation, None, None, done, progress)
        self.pool.start(pool_job(n, lambda: work(task), self.signals, wanted=self._pending))
        return task

    def _progress(self, n, done: int, total: int) -> None:
        entry = self._pending.get(n)
        if entry is not None and entry[4] is not None:
            entry[4](done, total)

    def _done(self, n, result) -> None:
        entry = self._pending.pop(n, None)
        task = self._tasks.pop(n, None)
        if entry is None:
            return
        generation, key, asked, done, _progress = entry
        if generation != self.generation:
            return
        if key is not None and key() != asked:
            return
        if task is not None and task.cancelled() and not isinstance(result, Cancelled):
            result = Cancelled()
        done(result)

    def shutdown(self, ms: int = 10000) -> None:
        """Drop every answer and wait for a running job (before closing)."""
        self.drop()
        self.pool.waitForDone(ms)


# -- the computer players of a two-player match --------------------------------------------------

def make_seat_bot(level: str, seed: int | None, seat: int):
    """A bot for ``level`` (a level that cannot be played here, e.g. a strong one without
    bgsage, falls back to "intermediate"); returns ``(bot, level played)``."""
    from bgdesk.bots import make_bot

    rng = random.Random(f"{seed}:{seat}") if seed is not None else random.Random()
    try:
        return make_bot(level, rng=rng), level
    except Exception:  # noqa: BLE001 - unknown level or a missing optional dependency
        return make_bot("intermediate", rng=rng), "intermediate"


def declined_resignation(game, player: int) -> int:
    """The largest resignation ``player`` has offered in ``game`` and seen declined (0: none):
    a computer player offers again only a larger one."""
    from bgdesk.engine import EventKind

    largest, offered = 0, 0
    for ev in game.events:
        if ev.kind is EventKind.RESIGN and ev.player == player:
            offered = ev.resign or 0
        elif ev.kind is EventKind.DECLINE and ev.player == 1 - player and offered:
            largest, offered = max(largest, offered), 0
    return largest


class BotDriver(QObject):
    """Plays the computer seats of ``controller`` (see the module docstring)."""

    #: A computer player's cube action or answer, in words, for the window's banner.
    announce = Signal(str)
    #: A computer player starts (True) or stops (False) thinking.
    thinking = Signal(bool)

    THINK_MS = 550  # the pause before a computer player's roll or decision
    NEXT_GAME_MS = 2500  # bot against bot: the pause before the next game starts
    STEP_PAUSE_MS = 90  # between two checker steps, after the step's animation

    def __init__(self, controller) -> None:
        super().__init__(controller)
        self.ctl = controller
        self.runner = Runner(self, threads=1)
        self.bots: dict[int, object] = {}
        self.levels: tuple[str, str] = (HUMAN, HUMAN)
        self.no_delay = False
        self.paused = False
        self._queued = False
        self._asked = None  # the state a question is out for
        self._steps: list = []
        self._playing = None  # (turn, steps applied) while a play is being shown
        controller.state_changed.connect(self.pump)

    # -- seats --------------------------------------------------------------------------------
    def seat(self, levels, *, no_delay: bool = False, seed: int | None = None) -> tuple[str, str]:
        """Put bots in the seats whose level is not "human"; returns the levels played."""
        self.runner.drop()
        self._asked = None
        self._playing = None
        self._steps = []
        self.no_delay = bool(no_delay)
        self.bots = {}
        played = []
        for i, level in enumerate(levels):
            if level == HUMAN:
                played.append(HUMAN)
                continue
            bot, level = make_seat_bot(level, seed, i)
            self.bots[i] = bot
            played.append(level)
        self.levels = (played[0], played[1])
        self.pump()
        return self.levels

    def is_bot(self, player) -> bool:
        return player in self.bots

    @property
    def watching(self) -> bool:
        """Both seats are computer players."""
        return len(self.bots) == 2

    @property
    def busy(self) -> bool:
        """A computer player is thinking or showing its play."""
        return self._asked is not None or self._playing is not None

    def pause(self) -> None:
        """Ask nothing until :meth:`resume` (the window shows something else)."""
        self.paused = True
        self.runner.drop()
        self._asked = None
        self._playing = None

    def resume(self) -> None:
        self.paused = False
        self.pump()

    def interrupt(self) -> None:
        """Forget the question out and the play being shown (the game went back in time);
        the next state change asks again."""
        self.runner.drop()
        self._asked = None
        self._playing = None
        self._steps = []

    def shutdown(self) -> None:
        self.pause()
        self.runner.shutdown()

    def _delay(self, ms: int) -> int:
        return 0 if self.no_delay else ms

    # -- the state a question is about --------------------------------------------------------
    def _key(self):
        ctl = self.ctl
        m = ctl.match
        g = ctl.game
        if m is None or g is None:
            return None
        turn = ctl.turn
        return (id(m), len(m.games), len(g.events), g.phase, id(turn),
                len(turn.steps) if turn is not None else -1, self.runner.generation)

    # -- deciding who acts --------------------------------------------------------------------
    def pump(self) -> None:
        if not self._queued and self.bots:
            self._queued = True
            QTimer.singleShot(0, self, self._pump_now)

    def _pump_now(self) -> None:
        self._queued = False
        ctl = self.ctl
        if self.paused or not self.bots or self._playing is not None:
            return
        if ctl.signalsBlocked():  # the window shows a chouette: look again later
            QTimer.singleShot(500, self, self.pump)
            return
        g = ctl.game
        key = self._key()
        if g is None or key is None or self._asked == key:
            return
        from bgdesk.bots import CubeState
        from bgdesk.engine.game import Phase

        if g.is_over:
            if self.watching and not ctl.match.is_over:
                self._ask(None, lambda _r: self._act(None, ctl.next_game), self.NEXT_GAME_MS)
            return
        ph = g.phase
        if ph is Phase.OPENING:
            if self.watching:
                self._ask(None, lambda _r: self._act(0, ctl.roll))
            return
        if ph is Phase.BEFORE_ROLL:
            p = g.on_roll
            if not self.is_bot(p):
                return
            bot, state = self.bots[p], CubeState.from_game(g, p)
            declined = declined_resignation(g, p)
            may_double = g.can_double(p)

            def decide():
                kind = bot.offer_resignation(state, declined)
                if kind:
                    return ("resign", kind)
                return ("double", bool(may_double and bot.cube_action(state)))

            self._ask(decide, lambda answer: self._before_roll(p, answer))
            return
        if ph is Phase.MOVING:
            p = g.on_roll
            turn = ctl.turn
            if not self.is_bot(p) or turn is None or turn.steps or turn.is_complete:
                if self.is_bot(p) and turn is not None and turn.is_complete:
                    self._ask(None, lambda _r: self._act(p, ctl.commit),
                              self._step_ms() + self.STEP_PAUSE_MS)
                return
            bot, pos, dice = self.bots[p], turn.start, turn.dice
            plays = list(pos.legal_plays(*dice))
            state = CubeState.from_game(g, p)
            self._ask(lambda: bot.choose_play(pos, dice, state),
                      lambda play: self._show_play(p, turn, play, plays))
            return
        if ph is Phase.DOUBLE_OFFERED:
            taker = 1 - g.on_roll
            if not self.is_bot(taker):
                return
            bot, state = self.bots[taker], CubeState.from_game(g, taker)
            beaver_ok = g.can_beaver(taker)
            self._ask(lambda: bot.answer_double(state),
                      lambda answer: self._answer_double(taker, answer, beaver_ok))
            return
        if ph is Phase.RESIGN_OFFERED:
            resigner, kind = g.resignation
            answerer = 1 - resigner
            if not self.is_bot(answerer):
                return
            bot, state = self.bots[answerer], CubeState.from_game(g, answerer)
            self._ask(lambda: bot.accept_resignation(state, kind),
                      lambda yes: self._answer_resignation(answerer, yes is True))

    def _ask(self, compute, apply, delay: int | None = None) -> None:
        key = self._key()
        self._asked = key
        self.thinking.emit(True)

        def done(result) -> None:
            self._asked = None
            self.thinking.emit(False)
            if self.paused or self.ctl.signalsBlocked():
                return
            apply(result)
            self.pump()

        self.runner.run(compute, done, key=self._key,
                        delay_ms=self._delay(self.THINK_MS if delay is None else delay))

    def _act(self, player, method, *args) -> bool:
        """Call a controller method on behalf of computer seat ``player``."""
        ctl = self.ctl
        before = ctl._bot_acting
        ctl._bot_acting = player
        try:
            return bool(method(*args))
        finally:
            ctl._bot_acting = before

    # -- cube actions and answers -------------------------------------------------------------
    def _announce(self, text: str) -> None:
        self.announce.emit(text)

    def _before_roll(self, player: int, answer) -> None:
        """A computer player before its roll: resign (a game lost for it), double, or roll."""
        ctl = self.ctl
        if isinstance(answer, tuple) and answer[0] == "resign" and ctl.game.can_resign(player):
            # the controller says what is resigned; the banner says that it happens
            self._announce(self.tr("{name} offers to resign.").format(name=ctl.name(player)))
            self._act(player, ctl.resign, answer[1], player)
            return
        self._cube_action(player, isinstance(answer, tuple) and answer[1] is True)

    def _cube_action(self, player: int, double: bool) -> None:
        ctl = self.ctl
        g = ctl.game
        if not double or not g.can_double(player):
            self._act(player, ctl.roll)
            return
        # said first: the person's take-or-pass prompt opens while the double is made
        self._announce(self.tr("{name} doubles to {value}.").format(name=ctl.name(player),
                                                                 value=2 * g.cube_value))
        self._act(player, ctl.double)

    def _answer_double(self, taker: int, answer, beaver_ok: bool) -> None:
        ctl = self.ctl
        value = getattr(answer, "value", answer)
        if isinstance(answer, BaseException):
            value = "take"
        name = ctl.name(taker)
        if value == "pass":
            if self._act(taker, ctl.drop):
                self._announce(self.tr("{name} passes.").format(name=name))
        elif value == "beaver" and beaver_ok:
            if self._act(taker, ctl.beaver):
                self._announce(self.tr("{name} beavers: the cube is at {value}.").format(
                    name=name, value=ctl.game.cube_value))
        elif self._act(taker, ctl.take):
            self._announce(self.tr("{name} takes: the cube is at {value}.").format(
                name=name, value=ctl.game.cube_value))

    def _answer_resignation(self, answerer: int, accept: bool) -> None:
        ctl = self.ctl
        name = ctl.name(answerer)
        if accept:
            if self._act(answerer, ctl.accept_resignation):
                self._announce(self.tr("{name} accepts the resignation.").format(name=name))
        elif self._act(answerer, ctl.decline_resignation):
            self._announce(self.tr("{name} declines the resignation: play goes on.").format(name=name))

    # -- a play, one checker step at a time ---------------------------------------------------
    def _show_play(self, player: int, turn, play, plays: list) -> None:
        from bgdesk.engine import Step

        ctl = self.ctl
        if isinstance(play, BaseException) or play not in plays:
            play = plays[0]
        if ctl.turn is not turn or turn.steps:
            return
        self._steps = [Step(*raw) for raw in play.raw_steps]
        self._playing = (turn, player)
        if not self._steps:  # nothing to move (cannot happen: such turns pass by themselves)
            self._playing = None
            self._act(player, ctl.commit)
            return
        self._next_step()

    def _next_step(self) -> None:
        ctl = self.ctl
        playing = self._playing
        if playing is None:
            return
        turn, player = playing
        if self.paused or ctl.turn is not turn or ctl.signalsBlocked():
            self._playing = None  # the game moved on (new match, undo...): stop showing it
            self.pump()
            return
        step = self._steps.pop(0)
        try:
            turn.apply(step)
        except ValueError:
            self._playing = None
            return
        last = not self._steps
        if last:
            self._playing = None  # with moves confirmed, the pump picks up the dice after a pause
        self._act(player, ctl._after_steps, [step], True)
        if last and ctl.turn is turn and turn.is_complete:  # waiting for the dice to be picked up
            ctl._say(self.tr("{name} plays {play}.").format(name=ctl.name(player), play=turn.play()))
        if not last:
            self.runner.run(None, lambda _r: self._next_step(),
                            delay_ms=self._delay(self._step_ms() + self.STEP_PAUSE_MS))

    def _step_ms(self) -> int:
        from bgdesk.gui.prefs import pref
        from bgdesk.gui.board.scene import step_duration

        return step_duration(pref(self.ctl.settings, "animation_speed"))


__all__ = ["BotDriver", "Cancelled", "HUMAN", "JobSignals", "LEVEL_ERROR", "LEVEL_KINDS",
           "LEVEL_NAMES", "Runner", "Task", "TaskView", "bot_levels", "declined_resignation", "level_label",
           "level_name", "level_tip", "make_seat_bot", "pool_job"]
