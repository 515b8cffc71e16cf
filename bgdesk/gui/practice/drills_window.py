"""Practice > Drills: short sets of positions answered one after another, scored by the equity
each answer gives up, with a running score, a review of the misses, and the results kept for
the statistics window.

The sets are drawn from the set that ships (:mod:`bgdesk.bots.drills`, keyed at the reference
depth, close keys settled by rollout) on a worker thread; answers are given on the window's own
board (plays, picked up with the dice) or with its buttons (the proper cube action: No double,
Double/take, Double/pass, Too good; take or pass, and beaver where Settings play beavers).
Each verdict says how deep its key is ("3-ply", "rollout"). After each answer the board shows it in the colour of its class
and the best answer dashed; the last one ends the set, which is then saved
(:func:`bgdesk.storage.drills.record_drill_session`).
"""

from __future__ import annotations

import random

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from bgdesk.bots.skill import Skill
from bgdesk.gui.board.state import BadgeMark
from bgdesk.gui.i18n import is_language_change, plain_text, reader_name, resize_within_screen, translate_buttons
from bgdesk.gui.practice.bot_runner import Cancelled, Runner
from bgdesk.gui.practice.feedback import amount_text, badge_text, play_arrows, skill_words
from bgdesk.gui.practice.hint_window import choice_words
from bgdesk.gui.practice.tables import cell, table, without_sideways_scrolling
from bgdesk.gui.practice.trying import CubeAnswers, TryBoard, beside_board
from bgdesk.gui.lifetime import deleted_when_closed

KIND_NAMES = {
    "openings": QT_TRANSLATE_NOOP("DrillsWindow", "The 15 opening rolls"),
    "replies": QT_TRANSLATE_NOOP("DrillsWindow", "Replies to common openings"),
    "bearoff": QT_TRANSLATE_NOOP("DrillsWindow", "Bearing off against contact"),
    "double": QT_TRANSLATE_NOOP("DrillsWindow", "The proper cube action"),
    "take": QT_TRANSLATE_NOOP("DrillsWindow", "Take or pass"),
}
LAYERS = ("answer", "best")


def kind_name(kind: str) -> str:
    return QCoreApplication.translate("DrillsWindow", KIND_NAMES.get(kind, kind))



class DrillsWindow(QDialog):
    """See the module docstring. ``DrillsWindow.open_for(parent, settings)``."""

    ready = Signal(object)  # a new set is ready (the Drill)
    answered = Signal(object)  # a Verdict
    finished_set = Signal(object)  # the summary saved at the end of a set

    def __init__(self, parent: QWidget | None, settings, seed: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DrillsWindow")
        self.setModal(False)
        self.settings = settings
        self.rng = random.Random(seed)
        self.runner = Runner(self, threads=1)
        self.task = None
        self.drill = None
        self.messages: list[str] = []  # what loading or saving the results said
        self.board = TryBoard(settings, self, name=lambda: self.tr("Drill board"))
        self.board.controller.tried.connect(self._tried_play)

        self.kind = QComboBox()
        self.kind.setObjectName("drill_kind")
        for key in KIND_NAMES:
            self.kind.addItem("", key)
        self.new_button = QPushButton()
        self.new_button.setObjectName("drill_new")
        self.new_button.clicked.connect(lambda _=False: self.new_set())
        self.progress = QProgressBar()
        self.progress.setObjectName("drill_progress")
        self.progress.hide()
        self.score = plain_text(QLabel())
        self.score.setObjectName("drill_score")
        self.score.setWordWrap(True)
        f = self.score.font()
        f.setBold(True)
        self.score.setFont(f)
        self.question = plain_text(QLabel())
        self.question.setObjectName("drill_question")
        self.question.setWordWrap(True)
        self.verdict = plain_text(QLabel())
        self.verdict.setObjectName("drill_verdict")
        self.verdict.setWordWrap(True)
        self.answers = CubeAnswers("drill", self, kinds=("drill-double", "drill-take", "drill-take-beaver"))
        self.answers.answered.connect(self.answer)
        self.answers.listen_to(self.board)  # D, N, T, P on the board answer too
        self.answer_buttons = self.answers.buttons
        self.next_button = QPushButton()
        self.next_button.setObjectName("drill_next")
        self.next_button.clicked.connect(lambda _=False: self.next_item())
        self.next_button.setEnabled(False)
        self.misses_label = plain_text(QLabel())
        self.misses = table(4, single=True)
        self.misses.setObjectName("drill_misses")
        without_sideways_scrolling(self.misses, 0, 1, 2)  # the ID gives way, then the answers
        self.misses.itemSelectionChanged.connect(self._miss_selected)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)

        top = QHBoxLayout()
        top.addWidget(self.kind, 1)
        top.addWidget(self.new_button)
        side = QWidget()
        right = QVBoxLayout(side)
        right.addLayout(top)
        right.addWidget(self.progress)
        right.addWidget(self.score)
        right.addWidget(self.question)
        right.addWidget(self.answers)
        right.addWidget(self.verdict)
        right.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignRight)
        right.addWidget(self.misses_label)
        right.addWidget(self.misses, 1)
        split = beside_board(self.board.view, side, 400)
        lay = QVBoxLayout(self)
        lay.addWidget(split, 1)
        lay.addWidget(self.buttons)
        resize_within_screen(self, 1280, 720)
        self.retranslate_ui()

    @classmethod
    def open_for(cls, parent, settings, seed: int | None = None) -> "DrillsWindow":
        w = cls(parent, settings, seed)
        deleted_when_closed(w)
        w.show()
        w.raise_()
        return w

    # -- texts --------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Drills"))
        for i in range(self.kind.count()):
            self.kind.setItemText(i, kind_name(self.kind.itemData(i)))
        self.new_button.setText(self.tr("New set"))
        self.next_button.setText(self.tr("Next position ▶"))
        self.misses_label.setText(self.tr("Misses (select one to see it again):"))
        self.misses.setAccessibleName(self.tr("Misses"))
        reader_name(self.kind, self.tr("Drill set"))
        self.progress.setAccessibleName(self.tr("Making the set"))
        self.misses.setHorizontalHeaderLabels([self.tr("Position"), self.tr("Your answer"),
                                               self.tr("Best"), self.tr("Equity lost")])
        translate_buttons(self.buttons)
        self._show_score()
        if self.drill is None and self.task is None:
            self.question.setText(self.tr("Choose a drill and press New set."))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if is_language_change(event):
            self.retranslate_ui()
        super().changeEvent(event)

    # -- a set ----------------------------------------------------------------------------------
    def set_kind(self, kind: str) -> None:
        self.kind.setCurrentIndex(self.kind.findData(kind))

    def new_set(self, size: int | None = None) -> None:
        """Make a new set of the chosen kind (on a worker thread)."""
        from bgdesk.bots import drills

        if self.task is not None:
            self.task.cancel()
        kind = self.kind.currentData()
        seed = self.rng.randrange(1 << 30)
        from bgdesk.gui.prefs import pref

        beavers = bool(pref(self.settings, "beavers", False))
        self.drill = None
        self._clear_board()
        self.misses.setRowCount(0)
        self.verdict.clear()
        self.next_button.setEnabled(False)
        self._show_answers(None)
        self.progress.setRange(0, size or (15 if kind == "openings" else 10))
        self.progress.setValue(0)
        self.progress.show()
        self.question.setText(self.tr("Making the set with bgsage…"))
        self.score.clear()

        def work(task):
            def progress(done, total):
                task.progress(done, total)
                task.check()

            return drills.make_drill(kind, random.Random(seed), size=size, progress=progress,
                                     seed=seed, beavers=beavers)

        self.task = self.runner.run_task(work, self._made, self._progress)

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def _made(self, result) -> None:
        self.task = None
        self.progress.hide()
        if isinstance(result, Cancelled):
            return
        if isinstance(result, BaseException) or not result.items:
            reason = result if isinstance(result, BaseException) else self.tr("no position found")
            self.question.setText(self.tr("No drill could be made ({reason}).").format(reason=reason))
            return
        self.drill = result
        self._show_score()
        self.show_current()
        self.ready.emit(result)

    def _show_score(self) -> None:
        d = self.drill
        if d is None:
            self.score.clear()
            return
        n = len(d.verdicts)
        self.score.setText(self.tr("{kind}: {n} of {total} answered, {best} best, equity given up "
                                   "{loss}.").format(kind=kind_name(d.kind), n=n, total=len(d.items),
                                                     best=d.best_count, loss=amount_text(d.loss)))

    def _clear_board(self) -> None:
        for layer in LAYERS:
            self.board.scene.clear_overlay(layer)

    def _show_answers(self, kind: str | None) -> None:
        self.answers.ask(kind)

    def show_current(self) -> None:
        """Put the next unanswered position on the board."""
        d = self.drill
        item = d.current if d is not None else None
        self._clear_board()
        self.verdict.clear()
        self.next_button.setEnabled(False)
        if item is None:
            return
        ctl = self.board.controller
        pos = item.position
        number = len(d.verdicts) + 1
        if item.dice is not None:
            d1, d2 = sorted(item.dice, reverse=True)
            ctl.set_position(pos, item.dice, None,
                             status=self.tr("Your play: {d1}-{d2}").format(d1=d1, d2=d2))
            ask = self.tr("Position {n}: play {d1}-{d2}, then pick up the dice.").format(
                n=number, d1=d1, d2=d2)
        elif item.kind == "double":
            ctl.set_position(pos, None, None, status=self.tr("Double or roll?"))
            ask = self.tr("Position {n}: you are on roll, the cube in the middle (money play). "
                          "The proper cube action?").format(n=number)
        else:
            ctl.set_position(pos, None, None, offered=True, status=self.tr("Take or pass?"))
            ask = self.tr("Position {n}: your opponent doubles (money play). Take or pass?").format(
                n=number)
        self.question.setText(ask)
        if item.dice is not None:
            self._show_answers(None)
        elif item.kind == "double":
            self._show_answers("drill-double")
        else:
            self._show_answers("drill-take-beaver" if d.beavers else "drill-take")

    # -- answers --------------------------------------------------------------------------------
    def _tried_play(self, play) -> None:
        d = self.drill
        if d is None or d.current is None or d.current.dice is None:
            return
        self._judge(play.result_board)

    def answer(self, choice: str) -> None:
        """Answer the current cube position: "no double", "double, take", "double, pass", "too
        good"; or "take", "pass", "beaver"."""
        d = self.drill
        if d is None or d.current is None or d.current.dice is not None:
            return
        self._judge(choice)

    def _judge(self, choice) -> None:
        d = self.drill
        index = len(d.verdicts)
        item = d.current
        verdict = d.answer(index, choice)
        self._show_answers(None)
        self.board.controller.lock()
        self._draw_verdict(item, verdict)
        self._show_score()
        self._fill_misses()
        self.answered.emit(verdict)
        if d.done:
            self._finish()
        else:
            self.next_button.setEnabled(True)

    def _draw_verdict(self, item, verdict) -> None:
        from bgdesk.gui.practice.feedback import depth_of

        skill, loss = verdict.skill, verdict.loss
        depth = depth_of(item.level)
        if item.dice is not None:
            pos = item.position
            by_board = {p.result_board: p for p in pos.legal_plays(*item.dice)}
            chosen, best = by_board[verdict.chosen.board], by_board[item.best.board]
            # the position before the answer, with the answer and the best drawn on it
            self.board.controller.set_position(pos, None, None)
            self.board.controller.lock(self.tr("Your answer and the best one."))
            mine = tuple(a._replace(made=False) for a in play_arrows(0, chosen, skill.value))
            self.board.scene.set_overlay("answer", mine, (BadgeMark(badge_text(skill, loss), skill.value,
                                                                    (0, mine[-1].dst), depth),)
                                         if mine else ())
            if skill is not Skill.BEST:
                self.board.scene.set_overlay("best", play_arrows(0, best, "best", dashed=True))
        else:
            self.board.scene.set_overlay("answer", (), (BadgeMark(badge_text(skill, loss), skill.value,
                                                                  "cube", depth),))
        if skill is Skill.BEST:
            text = self.tr("{answer}: the best answer.").format(answer=choice_words(verdict.chosen.text))
        else:
            text = self.tr("{answer}: {words}, it gives up {loss}. Best: {best}.").format(
                answer=choice_words(verdict.chosen.text), words=skill_words(skill).lower(),
                loss=amount_text(loss), best=choice_words(verdict.best.text))
        self.verdict.setText(text)

    def next_item(self) -> None:
        self.show_current()

    def _fill_misses(self) -> None:
        d = self.drill
        misses = d.misses if d is not None else []
        t = self.misses
        t.blockSignals(True)
        t.setRowCount(len(misses))
        for r, v in enumerate(misses):
            where = v.item.position_id
            if v.item.dice:
                where += "  " + "-".join(str(x) for x in sorted(v.item.dice, reverse=True))
            for c, it in enumerate((cell(where, False), cell(choice_words(v.chosen.text), False),
                                    cell(choice_words(v.best.text), False), cell(amount_text(v.loss)))):
                if c == 0:
                    it.setToolTip(where)
                t.setItem(r, c, it)
        t.blockSignals(False)

    def _miss_selected(self) -> None:
        rows = self.misses.selectionModel().selectedRows()
        d = self.drill
        if not rows or d is None:
            return
        v = d.misses[rows[0].row()]
        self._clear_board()
        self.board.controller.set_position(
            v.item.position, None, None,
            offered=v.item.kind == "take")
        self.board.controller.lock()
        self._draw_verdict(v.item, v)

    def _finish(self) -> None:
        from bgdesk.storage.drills import now_text, record_drill_session

        d = self.drill
        summary = d.summary(now_text())
        try:
            _history, messages = record_drill_session(summary)
            self.messages.extend(messages)
        except (OSError, ValueError) as err:
            self.messages.append(str(err))
        self.question.setText(self.tr("Set finished: {best} of {n} best, equity given up {loss}. "
                                      "Press New set for another.").format(
            best=d.best_count, n=len(d.items), loss=amount_text(d.loss)))
        self.next_button.setEnabled(False)
        self.finished_set.emit(summary)

    def stop_work(self) -> None:
        """Closed (its close button, or Escape, which sends no close event): stop making a set
        and drop the questions asked."""
        if self.task is not None:
            self.task.cancel()
        self.runner.drop()

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.stop_work()
        super().closeEvent(event)


__all__ = ["DrillsWindow", "KIND_NAMES", "kind_name"]
