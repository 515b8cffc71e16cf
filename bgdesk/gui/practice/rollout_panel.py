"""A rollout from a practice window (the hint, the analysis, the review): its settings, its
progress and Cancel, on a worker thread.

:class:`RolloutPanel` rolls out the leading plays of a roll (:meth:`RolloutPanel.roll_plays`) or
a cube decision (:meth:`RolloutPanel.roll_cube`) with :mod:`bgdesk.bots.rollout`: cubeful,
variance reduction, the seed and the trials chosen here, truncation as an option, every core.
While it runs, :attr:`RolloutPanel.live` hands the figures so far (equity and standard error of
each candidate) to the window, which shows them; the window never waits.  The result is kept
with the analysis (:func:`bgdesk.bots.analysis.keep_play_rollout`, ``keep_cube_rollout``), so
every hint, review and analysis of the same decision shows it from then on, and
:attr:`RolloutPanel.finished` says it is there (None when cancelled or failed).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bgdesk.gui.i18n import is_language_change, plain_text
from bgdesk.gui.practice.bot_runner import Cancelled, Runner, TaskView

#: How often the figures so far are handed to the window at most (seconds).
LIVE_EVERY = 0.25
#: The leading plays rolled out: at most this many, within this much of the best.
LEADING = 4
LEADING_WITHIN = 0.10


def leading_boards(hint, played=None) -> list:
    """The boards of the leading plays of a :class:`~bgdesk.bots.analysis.CheckerHint` worth a
    rollout (the first :data:`LEADING` within :data:`LEADING_WITHIN` of the best), and the play
    made if it is not among them."""
    if not hint.candidates:
        return []
    best = hint.candidates[0].equity
    boards = [c.board for c in hint.candidates if best - c.equity <= LEADING_WITHIN][:LEADING]
    if len(boards) < 2 and len(hint.candidates) > 1:
        boards = [c.board for c in hint.candidates[:2]]
    if played is not None and tuple(played) not in boards:
        boards.append(tuple(played))
    return boards


def roll_decision(panel: "RolloutPanel", decision, extra=()) -> bool:
    """Roll out an analysed :class:`~bgdesk.bots.analysis.Decision`: a play's leading plays and
    the play made (and ``extra`` boards, a second try), or the cube decision it was about."""
    if decision is None or decision.state is None or decision.kind == "resign":
        return False  # a resignation is judged against playing on, not rolled out
    if decision.kind == "play":
        from bgdesk.engine import Position

        if decision.hint is None or decision.dice is None:
            return False
        boards = leading_boards(decision.hint, decision.board)
        boards += [tuple(b) for b in extra if tuple(b) not in boards]
        return panel.roll_plays(Position.from_position_id(decision.position_id),
                                tuple(decision.dice), decision.state, boards)
    return panel.roll_cube(decision.state)


class RolloutPanel(TaskView, QWidget):
    """See the module docstring."""

    started = Signal()
    #: (trials done, trials in all, [(board or "nd"/"dt", equity, standard error, trials)])
    live = Signal(object)
    finished = Signal(object)  # the rollout's result, or None (cancelled, failed)
    _figures = Signal(object)  # from the worker: the figures so far

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rollout_panel")
        self.runner = Runner(self, threads=1)
        self.task = None
        self.error = ""
        self.result = None
        self._last_live = 0.0
        self._figures.connect(self._show_figures)
        self.trials = QSpinBox()
        self.trials.setObjectName("rollout_trials")
        self.trials.setRange(36, 1296 * 100)
        self.trials.setSingleStep(36)
        self.trials.setValue(1296)
        self.truncation = QSpinBox()
        self.truncation.setObjectName("rollout_truncation")
        self.truncation.setRange(0, 200)
        self.seed = QSpinBox()
        self.seed.setObjectName("rollout_seed")
        self.seed.setRange(1, 999999)
        self.seed.setValue(1)
        self.start_button = QPushButton()
        self.start_button.setObjectName("rollout_start")
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("rollout_cancel")
        self.cancel_button.clicked.connect(lambda _=False: self.cancel())
        self.progress = QProgressBar()
        self.progress.setObjectName("rollout_progress")
        self.status = plain_text(QLabel())
        self.status.setObjectName("rollout_status")
        self.status.setWordWrap(True)
        self.trials_label, self.trunc_label, self.seed_label = QLabel(), QLabel(), QLabel()
        row = QGridLayout()  # two rows, so the panel fits a narrow window
        row.setContentsMargins(0, 0, 0, 0)
        for label, box, r, c in ((self.trials_label, self.trials, 0, 0),
                                 (self.seed_label, self.seed, 0, 2),
                                 (self.trunc_label, self.truncation, 1, 0)):
            label.setBuddy(box)
            row.addWidget(label, r, c)
            row.addWidget(box, r, c + 1, 1, 1 if c else 1)
        row.setColumnStretch(4, 1)
        row2 = QHBoxLayout()
        row2.setContentsMargins(0, 0, 0, 0)
        row2.addWidget(self.start_button)
        row2.addWidget(self.progress, 1)
        row2.addWidget(self.cancel_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(row)
        lay.addLayout(row2)
        lay.addWidget(self.status)
        self.progress.hide()
        self.cancel_button.hide()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.cancel)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.trials_label.setText(self.tr("Trials:"))
        self.trunc_label.setText(self.tr("Truncate after (plies):"))
        self.truncation.setSpecialValueText(self.tr("no truncation"))
        self.seed_label.setText(self.tr("Seed:"))
        self.start_button.setText(self.tr("Roll out"))
        self.cancel_button.setText(self.tr("Cancel"))
        tip = self.tr("Play the position out many times, cube and checkers, on every core: "
                      "cubeful, with variance reduction; the same seed gives the same figures")
        self.start_button.setToolTip(tip)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if is_language_change(event):
            self.retranslate_ui()
        super().changeEvent(event)

    # -- running ------------------------------------------------------------------------------
    def settings(self):
        from bgdesk.bots.rollout import RolloutSettings

        return RolloutSettings(trials=self.trials.value(), truncation=self.truncation.value(),
                               seed=self.seed.value())

    def roll_plays(self, position, dice, state, boards) -> bool:
        """Roll out the plays leading to ``boards``; False when one is running already."""
        from bgdesk.bots import analysis, rollout

        boards = [tuple(b) for b in boards]
        if self.running or not boards:
            return False
        settings = self.settings()

        def work(task):
            out = rollout.rollout_plays(position, dice, state, boards, settings,
                                        progress=self._reporter(task), cancelled=task.cancelled)
            analysis.keep_play_rollout(position, dice, state, out)
            return out

        self._start(work, len(boards) * sum(settings.batches),
                    self.tr("Rolling out %n play(s)…", "", len(boards)))
        return True

    def roll_cube(self, state, settings=None, status: str | None = None) -> bool:
        """Roll out the cube decision of the player on roll of ``state`` (with the settings
        shown, unless ``settings`` are given: they are then shown)."""
        from bgdesk.bots import analysis, rollout

        if self.running:
            return False
        if settings is None:
            settings = self.settings()
        else:
            self.trials.setValue(int(settings.trials))
            self.truncation.setValue(int(settings.truncation))
            self.seed.setValue(int(settings.seed))

        def work(task):
            out = rollout.rollout_cube(state, settings, progress=self._reporter(task),
                                       cancelled=task.cancelled)
            analysis.keep_cube_rollout(state, out)
            return out

        self._start(work, sum(settings.batches), status or self.tr("Rolling out the cube decision…"))
        return True

    def _reporter(self, task):
        def report(done: int, total: int, figures) -> None:
            task.progress(done, total)
            now = time.monotonic()
            if now - self._last_live >= LIVE_EVERY or done >= total:
                self._last_live = now
                snap = [(f.board if f.board is not None else f.what, f.equity, f.se, f.trials)
                        for f in figures if f.trials]
                try:
                    self._figures.emit((done, total, snap))
                except RuntimeError:  # the window is gone
                    pass

        return report

    def _start(self, work, total: int, text: str) -> None:
        self.error = ""
        self.result = None
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.show()
        self.cancel_button.setEnabled(True)
        self.start_button.setEnabled(False)
        self.status.setText(text)
        self.task = self.runner.run_task(work, self._done, self._progress)
        self.started.emit()

    def _show_figures(self, figures) -> None:
        if self.task is not None:
            done, total, _snap = figures
            self.status.setText(self.tr("Rolling out: {done} of {total} trials.").format(
                done=done, total=total))
            self.live.emit(figures)

    def cancel(self) -> None:
        self._stop_task(self.tr("Stopping…"))

    def _done(self, result) -> None:
        self._task_over()
        self.start_button.setEnabled(True)
        if isinstance(result, BaseException):
            from bgdesk.bots.rollout import Stopped

            if isinstance(result, (Cancelled, Stopped)):
                self.status.setText(self.tr("Rollout cancelled."))
            else:
                self.error = str(result)
                self.status.setText(self.tr("The rollout failed: {reason}").format(reason=result))
            self.finished.emit(None)
            return
        self.result = result
        trials = result[0].trials if isinstance(result, list) and result else getattr(result, "trials", 0)
        self.status.setText(self.tr("Rolled out: {trials} trials each, seed {seed}.").format(
            trials=trials, seed=self.seed.value()))
        self.finished.emit(result)

    def shutdown(self) -> None:
        self.cancel()
        self.runner.shutdown()


__all__ = ["LEADING", "LEADING_WITHIN", "RolloutPanel", "leading_boards", "roll_decision"]
