"""Game review: a player's errors of an analysed game or match, worst first, each to be tried
again before the answer is shown.

For every error the board shows the position before the decision (the player deciding at the
bottom): with the roll to play for a checker play, or with the cube to decide on (double or
roll; take or pass). The player answers again, on the board or with the buttons; then the first
answer, the second try and the best one are drawn on the board (solid arrows in the colour of
their class, the best dashed, a badge on each) and listed with their equity and chances. "Play
from here" asks the main window to play the match on from the moment of that decision
(:attr:`ReviewWindow.play_from_here`: the game, the events before the decision, the player).

The window takes what the analysis found (:class:`~bgdesk.bots.analysis.MatchAnalysis`, whose
decisions keep bgsage's numbers), so it opens at once; only a second try the analysis did not
value is valued, on a worker thread.  "Roll out" rolls out the error shown (its leading plays,
the first answer and the second try; or its cube decision): the decision is then judged by the
rollout, here and in the analysis.  Every badge and row says how deep its figure is. ``ReviewWindow.open_for(parent, record, analysis, names,
player, settings)`` opens it.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from bgdesk.bots.skill import BEST_WITHIN, classify
from bgdesk.engine import Position
from bgdesk.gui.board.state import BadgeMark
from bgdesk.gui.i18n import is_language_change, plain_text, resize_within_screen, translate_buttons
from bgdesk.gui.practice.bot_runner import Runner
from bgdesk.gui.practice.feedback import badge_text, play_arrows, resigned_words, skill_words
from bgdesk.gui.practice.hint_window import choice_words, depth_mark, equity_text, percent_text
from bgdesk.gui.practice.rollout_panel import RolloutPanel, roll_decision
from bgdesk.gui.practice.tables import cell as _item, table, without_sideways_scrolling
from bgdesk.gui.practice.trying import CubeAnswers, TryBoard, beside_board
from bgdesk.gui.lifetime import deleted_when_closed

LAYERS = ("first", "second", "best")




def errors_of(analysis, player: int) -> list:
    """``player``'s decisions that were not the best, worst first."""
    out = [d for d in analysis.decisions if d.player == player and d.loss >= BEST_WITHIN
           and d.hint is not None]
    out.sort(key=lambda d: -d.loss)
    return out


class ReviewWindow(QDialog):
    """See the module docstring."""

    #: Play on from a decision: the game's index in the record, how many of its events came
    #: before the decision, and the player who made it.
    play_from_here = Signal(int, int, int)
    revealed = Signal(object)  # the answer is on the board: a dict of what is shown (tests)
    rejudged = Signal(object)  # an error judged again by its rollout

    def __init__(self, parent: QWidget | None, record, analysis, names, player: int, settings) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewWindow")
        self.setModal(False)
        self.record, self.analysis = record, analysis
        self.names = tuple(names)
        self.player = player
        self.runner = Runner(self, threads=1)
        self.items: list = []
        self.index = -1
        self.shown: dict | None = None  # what the reveal shows (tests)
        self.board = TryBoard(settings, self, name=lambda: self.tr("Review board"))
        self.board.controller.tried.connect(self._tried_play)
        self.board.controller.message.connect(lambda text: self.note.setText(text))

        self.who_label = plain_text(QLabel())
        self.who = QComboBox()
        self.who.setObjectName("review_player")
        self.who.addItems(list(self.names))
        self.who.setCurrentIndex(player)
        self.who.currentIndexChanged.connect(self.set_player)
        self.list = without_sideways_scrolling(table(5, single=True), 2)  # the decision gives way
        self.list.setObjectName("review_list")
        self.list.itemSelectionChanged.connect(self._selected)
        self.question = plain_text(QLabel())
        self.question.setObjectName("review_question")
        self.question.setWordWrap(True)
        f = self.question.font()
        f.setBold(True)
        self.question.setFont(f)
        self.answers = CubeAnswers("review", self, kinds=("double", "take", "resign"))
        self.answers.answered.connect(self.answer_cube)
        self.answers.listen_to(self.board)  # D, N, T, P on the board answer too
        # The board's bands name the match reviewed, from the first board on.
        self.board.controller.set_match(record.length, money=not record.length)
        self.board.controller.clear((self.names[player], self.names[1 - player]))
        self.answer_buttons = self.answers.buttons
        # the answers compared: the rows' names, then the choices, give way to the figures and
        # the depth marks (the rows come in one order: first answer, second try, best)
        self.results = without_sideways_scrolling(table(8), 0, 1, titles_first=True)
        self.results.setWordWrap(False)  # an elided line, not two cut ones
        self.results.setObjectName("review_results")
        self.note = plain_text(QLabel())
        self.note.setObjectName("review_note")
        self.note.setWordWrap(True)
        self.prev_button = QPushButton()
        self.prev_button.setObjectName("review_previous")
        self.prev_button.clicked.connect(lambda _=False: self.step(-1))
        self.next_button = QPushButton()
        self.next_button.setObjectName("review_next")
        self.next_button.clicked.connect(lambda _=False: self.step(1))
        self.play_button = QPushButton()
        self.play_button.setObjectName("review_play_from_here")
        self.play_button.clicked.connect(lambda _=False: self.play_from())
        nav = QHBoxLayout()
        nav.addWidget(self.prev_button)
        nav.addWidget(self.next_button)
        nav.addStretch(1)
        nav.addWidget(self.play_button)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        self.rollout = RolloutPanel(self)
        self.rollout.start_button.clicked.connect(lambda _=False: self.roll_out())
        self.rollout.finished.connect(self._rolled)
        self._second = None  # the second try: a board, or a cube answer

        side = QWidget()
        right = QVBoxLayout(side)
        who = QHBoxLayout()
        who.addWidget(self.who_label)
        who.addWidget(self.who, 1)
        right.addLayout(who)
        right.addWidget(self.list, 2)
        right.addWidget(self.question)
        right.addWidget(self.answers)
        right.addWidget(self.results, 1)
        right.addWidget(self.note)
        right.addWidget(self.rollout)
        right.addLayout(nav)
        # the side a little wider than the board's size hint leaves it: the answers compared
        # keep their eight columns in sight (seen at 1366x768: 400 px cut the depth marks off)
        split = beside_board(self.board.view, side, 420, share=0.42)
        lay = QVBoxLayout(self)
        lay.addWidget(split, 1)
        lay.addWidget(self.buttons)
        resize_within_screen(self, 1280, 720)
        self.retranslate_ui()
        self.set_player(player)

    @classmethod
    def open_for(cls, parent, record, analysis, names, player: int, settings) -> "ReviewWindow":
        w = cls(parent, record, analysis, names, player, settings)
        deleted_when_closed(w)
        w.show()
        w.raise_()
        return w

    # -- texts ----------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Game review"))
        self.who_label.setText(self.tr("Errors of:"))
        self.list.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Move"), self.tr("Decision"),
                                             self.tr("Class"), self.tr("Equity lost")])
        self.results.setHorizontalHeaderLabels([
            "", self.tr("Choice"), self.tr("Equity"), self.tr("Loss"), self.tr("Win"),
            self.tr("Win gammon"), self.tr("Lose gammon"), self.tr("Depth")])
        self.list.setAccessibleName(self.tr("Errors, worst first"))
        self.results.setAccessibleName(self.tr("The answers compared"))
        self.prev_button.setText(self.tr("◀ Previous error"))
        self.next_button.setText(self.tr("Next error ▶"))
        self.play_button.setText(self.tr("Play from here"))
        translate_buttons(self.buttons)
        self._fill_list()
        if self.shown is not None:
            self._show_results(self.shown)
        elif 0 <= self.index < len(self.items):
            self.question.setText(self._question(self.items[self.index]))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if is_language_change(event):
            self.retranslate_ui()
        super().changeEvent(event)

    def _what(self, d) -> str:
        if d.kind == "play":
            d1, d2 = sorted(d.dice, reverse=True)
            return self.tr("Play {d1}-{d2}").format(d1=d1, d2=d2)
        if d.kind == "resign":
            return self.tr("Resign or play on")
        return self.tr("Double or roll") if d.kind == "double" else self.tr("Take or pass")

    def _question(self, d) -> str:
        where = self.tr("Game {g}, move {m}.").format(g=d.game + 1, m=d.move)
        if d.kind == "play":
            d1, d2 = sorted(d.dice, reverse=True)
            ask = self.tr("Play {d1}-{d2} again: what do you play now? (Pick up the dice when "
                          "done.)").format(d1=d1, d2=d2)
        elif d.kind == "double":
            ask = self.tr("Before your roll: double or not?")
        elif d.kind == "resign":
            ask = self.tr("Resign {what} here, or play on?").format(
                what=resigned_words(getattr(d.hint, "kind", 1)))
        else:
            ask = self.tr("{name} doubles: take or pass?").format(name=self.names[1 - d.player])
        return f"{where} {ask}"

    # -- the list -------------------------------------------------------------------------------
    def set_player(self, player: int) -> None:
        """Review ``player``'s errors."""
        self.player = int(player)
        self.items = errors_of(self.analysis, self.player)
        self._fill_list()
        if self.items:
            self.list.selectRow(0)
        else:
            self.index = -1
            self._clear_board()
            self.board.controller.set_match(self.record.length, money=not self.record.length)
            self.board.controller.clear((self.names[self.player], self.names[1 - self.player]))
            self.question.setText(self.tr("{name} made no error in what was analysed.").format(
                name=self.names[self.player]))
            self._set_answering(None)
            self.results.setRowCount(0)
        self._update_buttons()

    def _fill_list(self) -> None:
        t = self.list
        t.blockSignals(True)
        t.setRowCount(len(self.items))
        for r, d in enumerate(self.items):
            skill = d.skill
            for c, it in enumerate((_item(str(d.game + 1)), _item(str(d.move)),
                                    _item(self._what(d), right=False),
                                    _item(skill_words(skill), right=False),
                                    _item(equity_text(-d.loss)))):
                if c == 2:
                    it.setToolTip(it.text())
                t.setItem(r, c, it)
        t.resizeColumnsToContents()
        if 0 <= self.index < len(self.items):
            t.selectRow(self.index)
        t.blockSignals(False)

    def _selected(self) -> None:
        rows = self.list.selectionModel().selectedRows()
        if rows:
            self.show_item(rows[0].row())

    def step(self, delta: int) -> None:
        i = self.index + delta
        if 0 <= i < len(self.items):
            self.list.selectRow(i)

    def _update_buttons(self) -> None:
        self.prev_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(0 <= self.index < len(self.items) - 1)
        self.play_button.setEnabled(0 <= self.index < len(self.items))

    # -- one error ------------------------------------------------------------------------------
    def _clear_board(self) -> None:
        for layer in LAYERS:
            self.board.scene.clear_overlay(layer)

    def _set_answering(self, kind: str | None) -> None:
        self.answers.ask(kind)

    def show_item(self, i: int) -> None:
        """Ask item ``i`` again: the position before the decision, the answer hidden."""
        self.runner.drop()
        self.index = i
        self.shown = None
        self._second = None
        d = self.items[i]
        self._clear_board()
        self.results.setRowCount(0)
        self.note.clear()
        pos = Position.from_position_id(d.position_id)
        me, other = self.names[d.player], self.names[1 - d.player]
        ctl = self.board.controller
        cube_value, owner = self._cube_of(d)
        ctl.set_match(*self._match_of(d), money=not self.record.length)
        if d.kind == "play":
            ctl.set_position(pos, tuple(d.dice), (me, other), cube_value=cube_value, cube_owner=owner,
                             status=self.tr("{name}: your play").format(name=me))
        elif d.kind == "double":
            ctl.set_position(pos, None, (me, other), cube_value=cube_value, cube_owner=owner,
                             status=self.tr("{name}: double or roll?").format(name=me))
        elif d.kind == "resign":
            ctl.set_position(pos, None, (me, other), cube_value=cube_value, cube_owner=owner,
                             status=self.tr("{name}: resign or play on?").format(name=me))
        else:
            ctl.set_position(pos, None, (me, other), cube_value=cube_value, cube_owner=owner,
                             offered=True, status=self.tr("{name}: take or pass?").format(name=me))
        self._set_answering(None if d.kind == "play" else d.kind)
        self.question.setText(self._question(d))
        if not self.rollout.running:  # a resignation is judged against playing on, not rolled out
            self.rollout.start_button.setEnabled(d.kind != "resign")
        self._update_buttons()

    def _match_of(self, d) -> tuple:
        """The match length, the score (the player deciding first) and the Crawford game at the
        decision."""
        st = d.state
        if st is None:
            return self.record.length, (0, 0), False
        mine, theirs = st.bot_score, st.opponent_score
        if d.kind == "take":  # the state is the doubler's
            mine, theirs = theirs, mine
        return st.match_length, (mine, theirs), st.crawford

    @staticmethod
    def _cube_of(d) -> tuple:
        """The cube before the decision, owner as the board's seat (0: the player deciding)."""
        st = d.state
        if st is None:
            return 1, None
        if d.kind == "take":  # the state is the doubler's
            owner = {"centered": None, "bot": 1, "opponent": 0}[st.cube_owner]
        else:
            owner = {"centered": None, "bot": 0, "opponent": 1}[st.cube_owner]
        return st.cube_value, owner

    # -- the second try -------------------------------------------------------------------------
    def answer_cube(self, answer: str) -> None:
        """The second try of a cube decision: "double", "no double", "take" or "pass"; of a
        resignation: "resign" or "play on"."""
        if not 0 <= self.index < len(self.items) or self.shown is not None:
            return
        d = self.items[self.index]
        h = d.hint
        if d.kind == "resign":
            self._answer_resignation(d, answer)
            return
        self._second = answer
        if d.kind == "double":
            first_doubled = d.chosen == "double"
            rows = [(self.tr("Your first answer"), d.chosen, h.double_loss(first_doubled)),
                    (self.tr("Your second try"), answer, h.double_loss(answer == "double"))]
            best = "double" if h.should_double else "no double"
            equity = {"double": h.double_equity, "no double": h.nd}
        else:
            first_took = d.chosen != "pass"
            rows = [(self.tr("Your first answer"), "take" if first_took else "pass",
                     h.take_loss(first_took)),
                    (self.tr("Your second try"), answer, h.take_loss(answer == "take"))]
            best = "take" if h.should_take else "pass"
            equity = {"take": -h.dt, "pass": -h.dp}
        rows.append((self.tr("Best"), best, 0.0))
        self._set_answering(None)
        self.board.controller.lock()
        probs = h.probs if d.kind == "double" else (1 - h.probs[0], h.probs[3], h.probs[4],
                                                    h.probs[1], h.probs[2])
        depth = depth_mark(h.level, h.trials)
        shown = {"kind": d.kind, "rows": [(label, choice, equity[choice], loss, probs, depth)
                                          for label, choice, loss in rows]}
        badges = [BadgeMark(self.tr("1st: {what}").format(what=badge_text(classify(rows[0][2]), rows[0][2])),
                            classify(rows[0][2]).value, "cube", depth)]
        self.board.scene.set_overlay("first", (), badges)
        self._reveal(shown)

    def _answer_resignation(self, d, answer: str) -> None:
        """The second try of a resignation (``d.hint``, the judgement of the kind resigned):
        resigning gives up what playing on is worth more, playing on what resigning is worth
        more."""
        from bgdesk.bots.analysis import PLAY_ON

        j = d.hint
        if answer not in ("resign", PLAY_ON):
            return
        self._second = answer
        equity = {d.chosen: j.value, PLAY_ON: j.play_on}
        loss = {d.chosen: max(0.0, j.play_on - j.value), PLAY_ON: max(0.0, j.value - j.play_on)}
        second = d.chosen if answer == "resign" else PLAY_ON
        best = d.chosen if j.resigning_is_best else PLAY_ON
        rows = [(self.tr("Your first answer"), d.chosen), (self.tr("Your second try"), second),
                (self.tr("Best"), best)]
        self._set_answering(None)
        self.board.controller.lock()
        from bgdesk.bots.resign import LEVEL

        depth = depth_mark(LEVEL)
        first_loss = loss[d.chosen]
        badges = [BadgeMark(self.tr("1st: {what}").format(what=badge_text(classify(first_loss), first_loss)),
                            classify(first_loss).value, "cube", depth)]
        self.board.scene.set_overlay("first", (), badges)
        self._reveal({"kind": "resign", "rows": [(label, choice, equity[choice], loss[choice], j.probs,
                                                  depth) for label, choice in rows]})

    def _tried_play(self, play) -> None:
        if not 0 <= self.index < len(self.items) or self.shown is not None:
            return
        d = self.items[self.index]
        if d.kind != "play":
            return
        second = play.result_board
        self._second = second
        hint = d.hint
        if hint.index_of(second) is not None and hint.index_of(d.board) is not None:
            self._reveal_play(d, hint, second)
            return
        from bgdesk.bots import analysis

        pos = Position.from_position_id(d.position_id)
        dice, state, first = tuple(d.dice), d.state, d.board
        self.note.setText(self.tr("Looking at your second try…"))
        index = self.index

        def done(result) -> None:
            if self.index != index or self.shown is not None:
                return
            if isinstance(result, BaseException):
                self.note.setText(self.tr("Your second try could not be valued ({reason}).").format(
                    reason=result))
                return
            self._reveal_play(d, result, second)

        self.runner.run(lambda: analysis.checker_analysis(
            pos, dice, state, level=hint.level, played_boards=(first, second)), done)

    def _reveal_play(self, d, hint, second) -> None:
        pos = Position.from_position_id(d.position_id)
        by_board = {p.result_board: p for p in pos.legal_plays(*d.dice)}
        best = hint.best
        first = hint.candidates[hint.index_of(d.board)]
        again = hint.candidates[hint.index_of(second)]
        # the board goes back to the position before the decision; all three plays are drawn on it
        self.board.controller.set_position(pos, None, (self.names[d.player], self.names[1 - d.player]),
                                           cube_value=self._cube_of(d)[0], cube_owner=self._cube_of(d)[1])
        self.board.controller.lock(self.tr("Your first play, your second try and the best play."))
        rows = []
        same = first.board == again.board
        for layer, label, cand in (("first", self.tr("Your first play"), first),
                                   ("second", self.tr("Your second try"), again),
                                   ("best", self.tr("Best"), best)):
            loss = max(0.0, best.equity - cand.equity)
            depth = depth_mark(cand.level or hint.level, cand.trials)
            rows.append((label, cand.play, cand.equity, loss, cand.probs, depth))
            skill = classify(loss)
            play = by_board.get(cand.board)
            if play is None or (layer == "second" and same) or (layer == "best" and loss == 0.0
                                                                and cand.board in (first.board, again.board)):
                continue  # drawn once: the same play
            if layer == "best":
                arrows = play_arrows(0, play, "best", dashed=True)
                text = self.tr("Best")
            else:
                arrows = play_arrows(0, play, skill.value)
                if layer == "first" and same:
                    ordinal = self.tr("1st and 2nd")
                else:
                    ordinal = self.tr("1st") if layer == "first" else self.tr("2nd")
                text = f"{ordinal}: {badge_text(skill, loss)}"
            arrows = tuple(a._replace(made=False) for a in arrows)
            badges = (BadgeMark(text, "best" if layer == "best" else skill.value,
                                (0, arrows[-1].dst), depth),) if arrows else ()
            self.board.scene.set_overlay(layer, arrows, badges)
        self._reveal({"kind": "play", "rows": rows})

    def _reveal(self, shown: dict) -> None:
        self.shown = shown
        d = self.items[self.index]
        self.question.setText(self.tr("Game {g}, move {m}: the answer.").format(g=d.game + 1, m=d.move))
        self._show_results(shown)
        self.revealed.emit(shown)

    def _show_results(self, shown: dict) -> None:
        t = self.results
        rows = shown["rows"]
        t.setRowCount(len(rows))
        short = (self.tr("1st"), self.tr("2nd"), self.tr("Best"))  # as the board's labels
        for r, (label, choice, equity, loss, probs, depth) in enumerate(rows):
            w, wg, _wbg, lg, _lbg = probs
            name = _item(short[r] if r < len(short) else label, right=False)
            name.setToolTip(label)  # "Your first answer", "Your second try", "Best"
            cells = [name, _item(choice_words(choice), right=False),
                     _item(equity_text(equity)), _item("" if loss < BEST_WITHIN else equity_text(-loss)),
                     _item(percent_text(w)), _item(percent_text(wg)), _item(percent_text(lg)),
                     _item(depth, right=False)]
            for c, it in enumerate(cells):
                t.setItem(r, c, it)
        t.resizeColumnsToContents()
        first_loss, second_loss = rows[0][3], rows[1][3]
        if second_loss < BEST_WITHIN:
            self.note.setText(self.tr("Right this time: your second try is the best."))
        elif second_loss < first_loss - BEST_WITHIN:
            self.note.setText(self.tr("Better than the first time, not yet the best."))
        else:
            self.note.setText(self.tr("Not better than the first time: look at the best (dashed)."))

    # -- play on ------------------------------------------------------------------------------------
    def play_from(self) -> tuple | None:
        """Emit :attr:`play_from_here` for the error shown; returns what was emitted."""
        if not 0 <= self.index < len(self.items) or self.items[self.index].event < 0:
            return None
        d = self.items[self.index]
        moment = (d.game, d.event, d.player)
        self.play_from_here.emit(*moment)
        return moment

    # -- rollouts ------------------------------------------------------------------------------------
    def roll_out(self) -> bool:
        """Roll out the error shown (with the second try, once it is made)."""
        if not 0 <= self.index < len(self.items):
            return False
        d = self.items[self.index]
        self._rolling = (self.index, d)
        extra = (self._second,) if d.kind == "play" and self._second is not None else ()
        return roll_decision(self.rollout, d, extra)

    def _rolled(self, result) -> None:
        from bgdesk.bots import analysis

        rolling = getattr(self, "_rolling", None)
        if result is None or rolling is None:
            return
        index, d = rolling
        level = getattr(self.analysis, "level", analysis.ANALYSIS_LEVEL)
        second = self._second

        def work():
            new = analysis.rejudged(d, level)
            hint = None
            if new.kind == "play" and second is not None:
                hint = analysis.checker_analysis(Position.from_position_id(new.position_id),
                                                 tuple(new.dice), new.state, level=level,
                                                 played_boards=(new.board, second))
            return new, hint

        def done(result) -> None:
            if isinstance(result, BaseException) or index >= len(self.items) \
                    or self.items[index] is not d:
                return
            new, hint = result
            self.analysis.replace(d, new)
            self.items[index] = new
            self._fill_list()
            self.rejudged.emit(new)
            if self.index != index or self.shown is None or second is None:
                return
            if new.kind == "play":
                self._reveal_play(new, hint, second)
            else:
                self.shown = None
                self.answer_cube(second)

        self.runner.run(work, done)

    def stop_work(self) -> None:
        """Closed (its close button, or Escape, which sends no close event): drop the questions
        asked and stop the rollout."""
        self.runner.drop()
        self.rollout.cancel()

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.stop_work()
        super().closeEvent(event)


__all__ = ["ReviewWindow", "errors_of"]
