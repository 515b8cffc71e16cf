"""Records, interoperability and fair dice in the main window.

:func:`install_interop` gives a :class:`~bgdesk.gui.window.mainwindow.MainWindow` what this issue adds,
kept in one :class:`InteropTools` object (``window.interop``) so the window's own module only calls it:

- **File**: Open a match or positions (.mat, .sgf, .xg, .xgp, position texts: one filter; the
  size checked first, read and checked in a worker thread by :func:`bgdesk.engine.openfile.read_file`,
  any error shown with its line; nothing else is touched) into a replay viewer, or into a list of
  positions to step through; Open recent; a file (or position text) dropped on the window opens
  the same way; Export the match or money session as a .mat file (GNU Backgammon's and XG's text
  format) or as GNU Backgammon's .sgf, written atomically; and Replay the match being played.
  The analysis a file stored (GNU Backgammon's, eXtreme Gammon's) is a button of its replay,
  shown by the practice room's analysis window and review.
- **Edit**: Copy the position (XGID and GNUbg ID, or either alone), Paste a position (XGID, GNUbg
  ID, Position ID, or GNU Backgammon's board printout) to play on from it, Edit position… (the
  position editor), Copy the move list (also Ctrl+C on the move list, its context menu and a
  Copy button under it).
- **Fair dice**: new matches get :class:`~bgdesk.engine.fairdice.FairDice` (through the
  controller's ``dice_factory``); the commitment is shown in the status bar before the first roll,
  the seed is revealed when the match ends (or when another match replaces it), and
  Game > Dice fairness… shows both with a Verify button. With the setting
  ``play.dice_source = "manual"`` the dice are asked for instead (:mod:`bgdesk.gui.records.manual_dice`).
- **Dice statistics** (Tools menu): :class:`~bgdesk.gui.records.dice_stats_window.DiceStatsWindow`.

The action methods take the path or text as an argument so tests can bypass the file dialogs
and the clipboard.
"""

from __future__ import annotations

import os
import threading
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QObject,
    QRunnable,
    Qt,
    QThreadPool,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QMenu,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QToolButton,
    QWidget,
)

from bgdesk.engine.dice import ManualDice, SeededDice
from bgdesk.engine.errors import BgdeskError
from bgdesk.engine.fairdice import FairDice
from bgdesk.engine.game import Game
from bgdesk.engine.matchid import game_ids
from bgdesk.engine.matfile import ImportCancelled
from bgdesk.engine.openfile import MAX_FILE_BYTES, read_file, size_limit
from bgdesk.engine.positiontext import position_text, read_position_text
from bgdesk.engine.replay import move_list_text
from bgdesk.engine.xgid import game_xgid
from bgdesk.gui.i18n import Context, bind, make_action, on_language_changed, plain_text, translate_buttons
from bgdesk.gui.records.export import mat_file_name, save_mat, save_sgf, sentence
from bgdesk.gui.records.manual_dice import PromptDice, ask_for_controller
from bgdesk.gui.records.mat_messages import error_sentence, warning_sentences
from bgdesk.gui.prefs import pref
from bgdesk.storage.atomic import NotOrdinaryFile, not_ordinary, read_ordinary_file
from bgdesk.storage.fairseeds import seed_path
from bgdesk.gui.lifetime import showing

Interop = Context("Interop")

#: Hex digits of the dice commitment the status bar keeps when the whole one would crowd out the
#: game's message (a narrow window); the whole hash is in its tooltip and the fairness window,
#: and a right click copies it.
COMMITMENT_SHORT = 16
#: The whole commitment is on the status bar while its button takes at most this share of the
#: window's width.
DICE_BUTTON_SHARE = 0.5



def dice_kind(source) -> str:
    if isinstance(source, FairDice):
        return "fair"
    if isinstance(source, SeededDice):
        return "seeded"
    if isinstance(source, (ManualDice, PromptDice)):
        return "manual"
    return "other"


def fair_record(match):
    """``match.record()``, with the fair-dice seed once it is revealed."""
    rec = match.record()
    src = match.dice
    seed = getattr(src, "revealed_seed", None)
    d = rec.dice
    if (seed is not None and isinstance(d, dict) and d.get("kind") == "fair" and "seed" not in d
            and d.get("commitment") == getattr(src, "commitment", None)):
        rec = replace(rec, dice={**d, "seed": seed})
    return rec


def _recorded_contributions(record) -> tuple[str, str] | None:
    d = record.dice if isinstance(record.dice, dict) else {}
    parts = d.get("contributions")
    return tuple(parts) if isinstance(parts, list) and len(parts) == 2 else None


def not_ordinary_words(kind: str) -> str:
    """Why a path that is not an ordinary file is not opened (``kind`` from
    :func:`bgdesk.storage.atomic.not_ordinary`)."""
    if kind == "pipe":
        return Interop.tr("it is a named pipe (FIFO), not a file: bgdesk opens only ordinary "
                          "files, so it was not opened")
    if kind == "device":
        return Interop.tr("it is a device, not a file: bgdesk opens only ordinary files, so it "
                          "was not opened")
    if kind == "folder":
        return Interop.tr("it is a folder, not a file")
    if kind == "missing":
        return Interop.tr("there is no such file")
    return Interop.tr("it is not an ordinary file, so it was not opened")


# --------------------------------------------------------------------------------------------
# Reading a .mat file off the GUI thread


class _ImportSignals(QObject):
    progress = Signal(str, int, int)  # path, lines read, lines in all
    done = Signal(str, object)  # path, FileReading (the record, its warnings, stored analysis)
    failed = Signal(str, object)  # path, the error (its sentence is made on the GUI thread)
    cancelled = Signal(str)  # path


class MatImportTask(QRunnable):
    """Read and check a file (.mat, .sgf, .xg, .xgp, positions) in a worker thread; report by
    signals. :meth:`cancel` stops it within a few hundred lines (the readers ask now and then
    whether to go on)."""

    def __init__(self, path: str, then=None) -> None:
        super().__init__()
        self.path = path
        self.then = then  # what takes the record read, when not the replay viewer
        self.signals = _ImportSignals()
        self.setAutoDelete(False)
        self._stop = threading.Event()
        self.finished = threading.Event()

    def cancel(self) -> None:
        self._stop.set()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    def _progress(self, done: int, total: int) -> bool:
        if self._stop.is_set():
            return False
        self.signals.progress.emit(self.path, done, total)
        return True

    def run(self) -> None:
        try:
            if self._stop.is_set():
                raise ImportCancelled()
            # Never open() a pipe or a device: it would wait for ever (checked again on the
            # file opened, which is opened without waiting).
            data = read_ordinary_file(self.path, MAX_FILE_BYTES)
            reading = read_file(data, self.path, progress=self._progress)
        except ImportCancelled:
            self.signals.cancelled.emit(self.path)
        except NotOrdinaryFile as e:
            self.signals.failed.emit(self.path, not_ordinary_words(e.kind))
        except OSError as e:
            self.signals.failed.emit(self.path, e.strerror or str(e))
        except (BgdeskError, ValueError) as e:
            self.signals.failed.emit(self.path, e)
        except Exception as e:  # never let a hostile file take the program down
            self.signals.failed.emit(self.path, Interop.tr("it could not be read ({kind})").format(
                kind=type(e).__name__))
        else:
            self.signals.done.emit(self.path, reading)
        finally:
            self.finished.set()


# --------------------------------------------------------------------------------------------
# The window's part


class InteropTools(QObject):
    imported = Signal(object)  # the ReplayWindow opened for an imported file
    import_failed = Signal(str)  # the message shown
    import_cancelled = Signal(str)  # the message shown

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.replays: list = []
        self.previous = None  # the last match replaced while its fair dice were in play
        self.dice_stats = None
        self.archive_window = None
        self.last_message = ""
        self._match = None
        self._tasks: list[MatImportTask] = []
        self._ending: list[MatImportTask] = []
        self.import_progress = None  # the progress window of the last reading started
        self.remarks_box = None  # what was odd in the last file read
        self.last_warnings: list[str] = []
        self.last_dir = str(Path.home())
        # The last automatic check of the fair dice: (the match, its FairOutcome).
        self.fair_checked: tuple | None = None
        self.controller.dice_factory = self.make_dice
        self._build_actions()
        self._build_status()
        self._extend_move_list()
        self._build_contribution_panel()
        self.controller.state_changed.connect(self._state_changed)
        on_language_changed(self._language_changed)
        # Closing the window stops a reading under way at once (and quitting the program: see
        # import_mat); a file dropped on the window is opened (see eventFilter).
        window.installEventFilter(self)
        self._accept_drops()

    def _language_changed(self, _lang: str) -> None:
        if self.fair_checked is not None:  # its sentence again, in the new language
            from bgdesk.gui.records.fair_check import check_match

            m = self.fair_checked[0]
            self.fair_checked = (m, check_match(m, tuple(self.controller.names), fair_record(m)))
        self._update_dice_button()

    # -- building ----------------------------------------------------------------------------
    def _action(self, text: str, slot, shortcut=None, tip: str = "", shortcuts=None) -> QAction:
        """An action whose ``text`` and ``tip`` (English, marked with QT_TRANSLATE_NOOP) follow
        the language, also when it changes while the window is open."""
        return make_action(self.window, "Interop", text, slot, shortcuts or shortcut, tip)

    def _build_actions(self) -> None:
        w = self.window
        act = self._action
        bar = w.menuBar()
        first = bar.actions()[0] if bar.actions() else None
        self.file_menu = QMenu(w)
        bind(self.file_menu, "Interop", QT_TRANSLATE_NOOP("Interop", "&File"), "title")
        self.act_export = act(
            QT_TRANSLATE_NOOP("Interop", "&Export match (.mat)…"), self.export_mat, "Ctrl+Shift+E",
            QT_TRANSLATE_NOOP("Interop", "Save this match or money session as a .mat file "
                                         "(GNU Backgammon, eXtreme Gammon)"))
        self.act_export_sgf = act(
            QT_TRANSLATE_NOOP("Interop", "Export match for &GNU Backgammon (.sgf)…"),
            self.export_sgf, "Ctrl+Alt+E",
            QT_TRANSLATE_NOOP("Interop", "Save this match or money session as GNU Backgammon's "
                                         "own file"))
        self.act_import = act(
            QT_TRANSLATE_NOOP("Interop", "&Open match or positions…"), self.import_mat,
            QKeySequence.StandardKey.Open,
            QT_TRANSLATE_NOOP("Interop", "Read a match (.mat, .sgf, .xg) or positions (.xgp, "
                                         "position texts) and step through them"))
        self.recent_menu = QMenu(w)
        self.recent_menu.setObjectName("recent_files")
        bind(self.recent_menu, "Interop", QT_TRANSLATE_NOOP("Interop", "Open &recent"), "title")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        # Emptied again once closed (after the entry chosen has been acted on): the list is
        # read when shown, and Help > Keyboard lists only the menus' fixed actions.
        self.recent_menu.aboutToHide.connect(
            lambda: QTimer.singleShot(0, self.recent_menu.clear))
        self.act_replay = act(
            QT_TRANSLATE_NOOP("Interop", "&Replay this match"), self.replay_current, "F7",
            QT_TRANSLATE_NOOP("Interop", "Step through every move of the match being played"))
        for a in (self.act_import, self.recent_menu.menuAction(), self.act_export,
                  self.act_export_sgf, self.act_replay):
            self.file_menu.addAction(a)
        bar.insertMenu(first, self.file_menu) if first is not None else bar.addMenu(self.file_menu)

        self.edit_menu = QMenu(w)
        bind(self.edit_menu, "Interop", QT_TRANSLATE_NOOP("Interop", "&Edit"), "title")
        self.act_copy_position = act(
            QT_TRANSLATE_NOOP("Interop", "&Copy position (XGID and GNUbg ID)"), self.copy_position,
            "Ctrl+Shift+C",
            QT_TRANSLATE_NOOP("Interop", "Copy the position and match state for GNU Backgammon or "
                                         "eXtreme Gammon"))
        self.act_copy_xgid = act(
            QT_TRANSLATE_NOOP("Interop", "Copy &XGID"), lambda: self.copy_position("xgid"),
            tip=QT_TRANSLATE_NOOP("Interop", "Copy the XGID of the position"))
        self.act_copy_gnubg = act(
            QT_TRANSLATE_NOOP("Interop", "Copy &GNUbg ID"), lambda: self.copy_position("gnubg"),
            tip=QT_TRANSLATE_NOOP("Interop", "Copy the Position ID and Match ID"))
        self.act_paste_position = act(
            QT_TRANSLATE_NOOP("Interop", "&Paste position"), self.paste_position,
            shortcuts=["Ctrl+Shift+V", "Ctrl+V"],
            tip=QT_TRANSLATE_NOOP("Interop", "Set up the position from an XGID, GNUbg ID or "
                                             "Position ID and play on"))
        self.act_edit_position = act(
            QT_TRANSLATE_NOOP("Interop", "&Edit position…"), self.edit_position, "Ctrl+E",
            QT_TRANSLATE_NOOP("Interop", "Set up any position, cube, score and dice"))
        for a in (self.act_copy_position, self.act_copy_xgid, self.act_copy_gnubg,
                  self.act_paste_position):
            self.edit_menu.addAction(a)
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.act_edit_position)
        self.edit_menu.addSeparator()
        # The Game menu is the first menu after File; Edit goes right after it.
        actions = bar.actions()
        index = actions.index(self.file_menu.menuAction())
        after = actions[index + 2] if index + 2 < len(actions) else None
        bar.insertMenu(after, self.edit_menu) if after is not None else bar.addMenu(self.edit_menu)

        self.act_fairness = act(
            QT_TRANSLATE_NOOP("Interop", "Dice &fairness…"), self.show_fairness, None,
            QT_TRANSLATE_NOOP("Interop", "The commitment to this match's dice, the seed after the "
                                         "match, and a check of every roll"))
        self.act_dice_stats = act(
            QT_TRANSLATE_NOOP("Interop", "&Dice statistics…"), self.show_dice_stats, None,
            QT_TRANSLATE_NOOP("Interop", "Each player's rolls against fair dice"))
        self.act_archive = act(
            QT_TRANSLATE_NOOP("Interop", "&Archive…"), self.show_archive, None,
            QT_TRANSLATE_NOOP("Interop", "Every finished or abandoned match: open, export or "
                                         "delete it"))
        quit_action = getattr(w, "act_quit", None)
        game_menu = self._menu_holding(quit_action)
        if game_menu is not None:
            game_menu.insertAction(quit_action, self.act_fairness)
            game_menu.insertAction(quit_action, self.act_archive)
            game_menu.insertSeparator(quit_action)
        else:
            self.edit_menu.addAction(self.act_fairness)
            self.edit_menu.addAction(self.act_archive)
        tools = self._menu_holding(getattr(w, "act_stats", None))
        (tools or self.edit_menu).addAction(self.act_dice_stats)
        self.edit_menu.aboutToShow.connect(self.update_actions)
        self.file_menu.aboutToShow.connect(self.update_actions)

    @staticmethod
    def _menu_holding(action):
        if action is None:
            return None
        for obj in action.associatedObjects():
            if isinstance(obj, QMenu):
                return obj
        return None

    def _build_status(self) -> None:
        self._dice_texts = ("", "")  # the dice button's whole and short texts (_fit_dice_button)
        self.dice_button = QToolButton()
        self.dice_button.setObjectName("dice_commitment")
        self.dice_button.setAutoRaise(True)
        self.dice_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the focus where it is
        self.dice_button.clicked.connect(lambda _checked=False: self.show_fairness())
        # A right click copies the commitment (a menu of the button's own would add an arrow).
        self.act_copy_commitment = QAction(self.dice_button)
        bind(self.act_copy_commitment, "Interop", QT_TRANSLATE_NOOP("Interop", "Copy the commitment"))
        self.act_copy_commitment.triggered.connect(lambda _checked=False: self.copy_commitment())
        self.dice_button.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.dice_button.customContextMenuRequested.connect(self._dice_button_menu)
        self.window.statusBar().addPermanentWidget(self.dice_button)
        # a long message takes the room of the whole commitment (the arguments are not wanted)
        self.window.statusBar().messageChanged.connect(lambda _text: self._fit_dice_button())

    def _dice_button_menu(self, pos) -> None:
        if self.controller.match is None or not self.controller.match.commitment:
            return
        menu = QMenu(self.dice_button)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.addAction(self.act_copy_commitment)
        menu.popup(self.dice_button.mapToGlobal(pos))
        self.dice_menu = menu

    def _build_contribution_panel(self) -> None:
        """The players' part of the fair dice, under the score panel (shown before a match's
        first roll, see :mod:`bgdesk.gui.records.dice_contribution`)."""
        from bgdesk.gui.records.dice_contribution import ContributionPanel

        self.contribution_panel = ContributionPanel()
        self.contribution_panel.help_requested.connect(self.show_fair_dice_help)
        self._asking = None  # the fair dice the panel is showing rows for
        anchor = getattr(self.window, "score_panel", None)
        lay = anchor.parentWidget().layout() if anchor is not None and anchor.parentWidget() else None
        if lay is not None:
            lay.insertWidget(lay.indexOf(anchor) + 1, self.contribution_panel)

    def _extend_move_list(self) -> None:
        ml = getattr(self.window, "move_list", None)
        if ml is None:
            return
        self.act_copy_moves = QAction(ml)
        bind(self.act_copy_moves, "Interop", QT_TRANSLATE_NOOP("Interop", "Copy &move list"))
        self.act_copy_moves.setShortcut(QKeySequence(QKeySequence.StandardKey.Copy))
        self.act_copy_moves.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        copy_tip = QT_TRANSLATE_NOOP("Interop", "Copy every game's moves as text")
        bind(self.act_copy_moves, "Interop", copy_tip, "status")
        self.act_copy_moves.triggered.connect(lambda _=False: self.copy_move_list())
        ml.addAction(self.act_copy_moves)
        ml.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.edit_menu.addAction(self.act_copy_moves)
        lay = ml.parentWidget().layout() if ml.parentWidget() is not None else None
        if lay is not None:
            row = QWidget()
            rl = QHBoxLayout(row)
            rl.setContentsMargins(0, 0, 0, 0)
            self.copy_moves_button = QPushButton()
            bind(self.copy_moves_button, "Interop", QT_TRANSLATE_NOOP("Interop", "Copy moves"))
            self.copy_moves_button.setObjectName("copy_moves")
            bind(self.copy_moves_button, "Interop", copy_tip, "tip")
            self.copy_moves_button.clicked.connect(lambda: self.copy_move_list())
            self.replay_button = QPushButton()
            bind(self.replay_button, "Interop", QT_TRANSLATE_NOOP("Interop", "Replay"))
            bind(self.replay_button, "Interop",
                 QT_TRANSLATE_NOOP("Interop", "Step through every move of this match"), "tip")
            self.replay_button.clicked.connect(lambda: self.replay_current())
            rl.addWidget(self.copy_moves_button)
            rl.addWidget(self.replay_button)
            rl.addStretch(1)
            lay.insertWidget(lay.indexOf(ml) + 1, row)

    # -- state -------------------------------------------------------------------------------
    def _busy(self) -> bool:
        """True while the window shows a chouette (the match actions are off then)."""
        return getattr(self.window, "chouette", None) is not None

    def update_actions(self) -> None:
        ctl = self.controller
        g = ctl.game
        free = not self._busy()
        has_game = g is not None and free
        for a in (self.act_copy_position, self.act_copy_gnubg):
            a.setEnabled(has_game)
        self.act_copy_xgid.setEnabled(has_game and not g.is_over)
        self.act_paste_position.setEnabled(free)
        self.act_edit_position.setEnabled(free)
        has_events = ctl.match is not None and any(gm.events for gm in ctl.match.games)
        self.act_export.setEnabled(free and has_events)
        self.act_export_sgf.setEnabled(free and has_events)
        self.act_replay.setEnabled(free and has_events)

    def _state_changed(self) -> None:
        m = self.controller.match
        if m is not self._match:
            old, self._match = self._match, m
            # A match replaced (a new match, a pasted or edited position): its dice are out of
            # play, so its seed can be shown.
            if old is not None and isinstance(old.dice, FairDice) and not old.dice.revealed \
                    and old.dice.rolls > 0:
                old.dice.reveal()
                self.previous = old
                self._check_fair_dice(old, quiet=True)
            if m is not None and isinstance(m.dice, FairDice) and not m.is_over \
                    and (m.rolls_played() or m.dice.saved_rolls is not None):
                self._check_fair_dice(m)   # a match resumed: checked before it goes on
        if m is not None:
            if type(m.dice) is ManualDice:  # resumed with dice entered by hand: ask again
                self.controller.set_dice_source(PromptDice(ask_for_controller(self.window), m.dice))
            if m.is_over and isinstance(m.dice, FairDice) and not m.dice.revealed:
                # Before the autosave archives the match, so the record carries the seed.
                m.dice.reveal()
                self.previous = None
                self._check_fair_dice(m)
        self._update_contributions(m)
        self._update_dice_button()
        self.update_actions()
        if showing(self.dice_stats):
            self.dice_stats.set_source(self.controller.match, self.controller.names)

    def _check_fair_dice(self, m, quiet: bool = False) -> None:
        """The automatic check (at resume, at the end of a match): the outcome on the dice
        button and in the status bar; a failure, or a saved match found changed, in a message
        that cannot be missed (also when ``quiet``, for a match replaced by another)."""
        from bgdesk.gui.records.fair_check import check_match

        names = tuple(self.controller.names) if m is self.controller.match else \
            tuple(m.meta.get(f"player{i}", "") for i in (0, 1))
        outcome = check_match(m, names, fair_record(m))
        if outcome is None:
            return
        if m is self.controller.match:
            self.fair_checked = (m, outcome)
        if not outcome.ok or outcome.counter is not None:
            self.warn(Interop.tr("Fair dice"), outcome.text)
        elif not quiet:
            self.say(outcome.text)

    def copy_commitment(self) -> str:
        """The commitment of this match's fair dice, all 64 hex digits, on the clipboard."""
        m = self.controller.match
        text = m.commitment if m is not None and m.commitment else ""
        if text:
            QGuiApplication.clipboard().setText(text)
        return text

    def show_fair_dice_help(self) -> None:
        """Help > Fair dice, through the main window's action (records never import the help room)."""
        action = getattr(self.window, "act_fair_dice_help", None)
        if action is not None:
            action.trigger()

    def _update_contributions(self, m) -> None:
        """Before the first roll of fair dice, the people at the table seal their parts; the
        dice ask the panel for the parts still open at that roll."""
        dice = m.dice if m is not None else None
        panel = self.contribution_panel
        if isinstance(dice, FairDice) and dice.accepts_contributions and not self._busy():
            dice.ask_contributions = panel.seal_the_rest
            if self._asking is not dice:
                self._asking = dice
                ctl = self.controller
                panel.show_for(dice, ctl.names, (not ctl.is_bot_seat(0), not ctl.is_bot_seat(1)))
            return
        self._asking = None
        panel.hide()

    def _fit_dice_button(self) -> None:
        """The whole text on the dice button when the window has the room, else the short one
        (the status bar's message needs the rest): at most :data:`DICE_BUTTON_SHARE` of the
        window, and not when the message shown would then be cut (a judged resignation's
        sentence is long)."""
        full, short = self._dice_texts
        b = self.dice_button
        room = self.window.width() * DICE_BUTTON_SHARE
        margins = 24  # the tool button's own padding around its text
        bar = self.window.statusBar()
        message = bar.currentMessage()
        if message:
            others = sum(w.sizeHint().width() for w in bar.findChildren(QWidget)
                         if w.parent() is bar and w is not b and w.isVisible())
            room = min(room, bar.width() - others - bar.fontMetrics().horizontalAdvance(message) - 40)
        text = full if b.fontMetrics().horizontalAdvance(full) + margins <= room else short
        if b.text() != text:
            b.setText(text)

    def _update_dice_button(self) -> None:
        m = self.controller.match
        b = self.dice_button
        text, short = "", None  # the button's text, and its short form for a narrow window
        src = m.dice if m is not None else None
        kind = dice_kind(src)
        b.setStyleSheet("")
        if m is not None and m.dice_unverifiable:
            text = Interop.tr("Fair dice lost: not verifiable")
            b.setToolTip(Interop.tr("The fair dice of this match could not be restored after a "
                                    "restart ({reason}); it goes on with ordinary dice and can no "
                                    "longer be verified. Click for details.").format(
                                        reason=m.dice_unverifiable))
        elif kind == "fair":
            checked = self.fair_checked[1] if self.fair_checked is not None \
                and self.fair_checked[0] is m else None
            if checked is not None and not checked.ok:
                text = Interop.tr("Fair dice: the check failed")
                b.setToolTip(checked.text)
                b.setStyleSheet("color: #c03030; font-weight: bold")
            elif src.revealed and checked is not None:
                text = Interop.tr("Dice verified: all {n} rolls").format(n=checked.rolls)
                b.setToolTip(checked.text + " " + Interop.tr("Click to see the seed and check "
                                                             "again."))
            elif src.revealed:
                text = Interop.tr("Dice seed revealed: verify")
                b.setToolTip(Interop.tr("The match is over and its dice seed is revealed. Click to check "
                                        "every roll against the commitment."))
            else:
                # The whole hash where the window has the room; in a narrow one its first 16 hex
                # digits, so that the status bar's message keeps its room (see _fit_dice_button).
                said = Interop.tr("Dice commitment {hash}")
                text = said.format(hash=src.commitment)
                short = said.format(hash=src.commitment[:COMMITMENT_SHORT] + "\u2026")
                b.setToolTip(Interop.tr("Fair dice: every roll of this match follows from a secret seed "
                                        "whose SHA-256 hash is {hash}, and from the players' parts. The "
                                        "seed is revealed when the match is over. Click for "
                                        "details.").format(hash=src.commitment))
        elif kind == "manual":
            text = Interop.tr("Dice entered by hand")
            b.setToolTip(Interop.tr("You enter every roll (Settings > Play > Dice)."))
        elif kind == "seeded":
            text = Interop.tr("Seeded dice")
            b.setToolTip(Interop.tr("Pseudo-random dice from a seed, without a commitment."))
        else:
            b.setToolTip("")
        self._dice_texts = (text, short or text)
        self._fit_dice_button()
        b.setVisible(bool(b.text()))

    # -- dice --------------------------------------------------------------------------------
    def new_dice(self):
        """The dice for a match that starts now: asked for by hand when the settings say so,
        else fair dice committed to before the first roll."""
        if pref(self.window.settings, "dice_source", "random") == "manual":
            return PromptDice(ask_for_controller(self.window))
        return FairDice()

    def make_dice(self, config):
        """The controller's ``dice_factory``: a seed in the config (tests, the self-test) gives
        seeded dice, as before."""
        if getattr(config, "seed", None) is not None:
            return SeededDice(config.seed)
        return self.new_dice()

    def _rules(self):
        from bgdesk.gui.match.persistence import rules_from_settings

        g = self.controller.game
        return g.rules if g is not None else rules_from_settings(self.window.settings)

    # -- messages ----------------------------------------------------------------------------
    def say(self, text: str) -> None:
        self.last_message = text
        self.window.show_message(text)

    def warn(self, title: str, text: str) -> None:
        """A clear message that does not block (tests read ``last_message``)."""
        self.say(text)
        if getattr(self.window, "prompt_driver", None) is not None:
            return  # scripted: the message is in the status bar and in last_message
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("interop_message")
        plain_text(box)  # names and text from files are shown as they are
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.show()
        self.message_box = box

    # -- clipboard ---------------------------------------------------------------------------
    def position_text(self, which: str = "both") -> str:
        g = self.controller.game
        if g is None:
            raise BgdeskError(Interop.tr("there is no game to copy"))
        if which == "xgid":
            return game_xgid(g) + "\n"
        if which == "gnubg":
            pid, mid = game_ids(g)
            return f"GNUbg ID: {pid}:{mid}\n"
        return position_text(g)

    def copy_position(self, which: str = "both") -> str | None:
        """Copy the position and match state (as it stands before the roll being played)."""
        if self._busy():
            self.say(Interop.tr("Copying a position is for matches; leave the chouette first."))
            return None
        try:
            text = self.position_text(which)
        except BgdeskError as e:
            self.warn(Interop.tr("Copy position"),
                      Interop.tr("Nothing was copied. {reason}").format(reason=sentence(e)))
            return None
        QGuiApplication.clipboard().setText(text)
        shown = " · ".join(line for line in text.splitlines() if line)
        self.say(Interop.tr("Copied {text}").format(text=shown))
        return text

    def paste_position(self, text: str | None = None) -> bool:
        """Set up the game from pasted text and play on from it. Bad text changes nothing."""
        if self._busy():
            self.say(Interop.tr("Pasting a position is for matches; leave the chouette first."))
            return False
        if text is None:
            text = QGuiApplication.clipboard().text()
        if not text or not text.strip():
            self.warn(Interop.tr("Paste position"),
                      Interop.tr("The clipboard holds no text: copy an XGID or a GNUbg ID "
                                 "first. Nothing was changed."))
            return False
        from bgdesk.engine.positiontext import read_positions

        try:
            several = read_positions(text, self._rules())
        except BgdeskError:
            several = None
        if several is not None and len(several.record.games) > 1:
            win = self.open_positions(several.record, Interop.tr("Pasted positions"))
            self.say(Interop.tr("%n positions pasted. Step through them with Page Up and Page "
                                "Down; Play from here plays on from one.", "",
                                len(several.record.games)))
            sentences = warning_sentences(several.warnings)
            if sentences:
                self._show_warnings(win, Interop.tr("The pasted text"), sentences)
            return True
        try:
            game = read_position_text(text, self._rules(), self.new_dice())
        except BgdeskError as e:
            self.warn(Interop.tr("Paste position"),
                      Interop.tr("{reason} Nothing was changed.").format(reason=sentence(e)))
            return False
        if not self.play_from(game):
            return False
        self.say(Interop.tr("Position set up from the pasted text: {where}. Play on from here.").format(
            where=self._where(game)))
        return True

    def _where(self, game: Game) -> str:
        ctl = self.controller
        if game.match_length:
            text = Interop.tr("match to {n}, {a} {sa}, {b} {sb}").format(
                n=game.match_length, a=ctl.names[0], sa=game.score[0], b=ctl.names[1], sb=game.score[1])
        else:
            text = Interop.tr("money play")
        if game.on_roll in (0, 1):
            text += ", " + Interop.tr("{name} on roll").format(name=ctl.names[game.on_roll])
        return text

    def play_from(self, game: Game) -> bool:
        """Make ``game`` the controller's game (a new one-game match at its score), once the
        player agrees to end a match in progress."""
        from bgdesk.gui.match.dialogs import ReplaceMatchDialog

        m = self.controller.match
        if m is not None and not m.is_over and any(g.events for g in m.games):
            if not ReplaceMatchDialog.ask(self.window, self.controller.score_text(),
                                          driver=self.window.prompt_driver):
                self.say(Interop.tr("The match goes on; nothing was changed."))
                return False
        try:
            self.controller.set_up(game, self.controller.names)
        except (BgdeskError, ValueError) as e:
            self.warn(Interop.tr("Set up position"), Interop.tr("This cannot be played. {reason} Nothing was "
                                                                "changed.").format(reason=sentence(e)))
            return False
        return True

    def edit_position(self, driver=None):
        """Open the position editor on the current game; play on from what it sets up."""
        from bgdesk.gui.records.position_editor import PositionEditor

        if self._busy():
            self.say(Interop.tr("The position editor is for matches; leave the chouette first."))
            return None
        ctl = self.controller
        game = PositionEditor.edit(self.window, self.window.settings, ctl.game, ctl.names,
                                   self._rules(), self.new_dice(),
                                   driver=driver if driver is not None else self.window.prompt_driver)
        if game is None:
            return None
        if not self.play_from(game):
            return None
        self.say(Interop.tr("Position set up: {where}. Play on from here.").format(where=self._where(game)))
        return game

    def move_list_text(self) -> str:
        m = self.controller.match
        if m is None:
            return ""
        return move_list_text(m.record(), self.controller.names)

    def copy_move_list(self) -> str:
        text = self.move_list_text()
        QGuiApplication.clipboard().setText(text)
        self.say(Interop.tr("The move list is on the clipboard."))
        return text

    # -- files -------------------------------------------------------------------------------
    def _default_name(self) -> str:
        return mat_file_name(self.controller.names)

    def export_mat(self, path: str | os.PathLike | None = None) -> bool:
        """Write the match (or money session) as .mat text, atomically."""
        return self._export(save_mat, ".mat", path)

    def export_sgf(self, path: str | os.PathLike | None = None) -> bool:
        """Write the match (or money session) as GNU Backgammon's .sgf, atomically."""
        return self._export(save_sgf, ".sgf", path)

    def _export(self, save, suffix: str, path) -> bool:
        m = self.controller.match
        if m is None:
            return False
        suggested = os.path.join(self.last_dir, self._default_name()[:-4] + suffix)
        written, message = save(self.window, fair_record(m), self.controller.names, suggested,
                                path)
        if written is None:
            if message:
                self.warn(Interop.tr("Export"), message)
            return False
        self.last_dir = str(written.parent)
        self.say(message)
        return True

    def import_mat(self, path: str | os.PathLike | None = None, then=None) -> bool:
        """Start reading a file off the GUI thread (File > Open: a match as .mat, .sgf or .xg,
        positions as .xgp or text), with a progress window whose Cancel button stops it; the
        replay viewer opens when it has been read and checked (``imported`` signal; what was
        odd in the file is said then), or the error is shown (``import_failed``). ``then(record,
        file name, stored analysis)``, when given, takes the match read instead of the replay
        viewer (Practice > Analyse and review a match file) and returns the window that shows
        it, or None. Returns whether the reading started."""
        if path is None:
            path, _filter = QFileDialog.getOpenFileName(
                self.window, Interop.tr("Open match or positions"), self.last_dir,
                Interop.tr("Matches and positions (*.mat *.txt *.sgf *.xg *.xgp);;All files (*)"))
            if not path:
                return False
        path = str(path)
        name = os.path.basename(path)
        kind = not_ordinary(path)
        if kind is not None:  # a pipe or a device is refused before it is opened
            self._import_error(path, not_ordinary_words(kind))
            return False
        try:
            size = os.stat(path).st_size
        except OSError as e:
            self._import_error(path, e.strerror or str(e))
            return False
        limit = size_limit(name)
        if size > limit:
            self._import_error(path, Interop.tr("the file is {size:.1f} MB, and at most {limit} MB "
                                                "are read").format(
                size=size / 1024 / 1024, limit=limit // (1024 * 1024)))
            return False
        task = MatImportTask(path, then)
        sig = task.signals
        sig.progress.connect(self._import_progress)
        sig.done.connect(self._imported)
        sig.failed.connect(self._import_error)
        sig.cancelled.connect(self._import_cancelled)
        self._tasks.append(task)
        self._show_import_progress(task, name)
        # The program quitting stops it too (connected only while it reads: the application
        # outlives this window).
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(task.cancel)
        self.say(Interop.tr("Reading {name}…").format(name=name))
        QThreadPool.globalInstance().start(task)
        return True

    def _show_import_progress(self, task: MatImportTask, name: str) -> None:
        """A progress window for the reading, shown when it takes more than a moment; its
        Cancel button stops the reading."""
        dlg = QProgressDialog(self.window)
        dlg.setObjectName("import_progress")
        dlg.setWindowTitle(Interop.tr("Import"))
        plain_text(dlg)
        dlg.setLabelText(Interop.tr("Reading {name}…").format(name=name))
        dlg.setCancelButtonText(Interop.tr("Cancel"))
        dlg.setRange(0, 1000)
        dlg.setMinimumDuration(400)
        dlg.setAutoClose(False)
        dlg.setAutoReset(False)
        dlg.setWindowModality(Qt.WindowModality.NonModal)
        dlg.canceled.connect(task.cancel)
        dlg.setValue(0)
        task.progress_dialog = dlg
        self.import_progress = dlg

    def _task(self, path: str) -> MatImportTask | None:
        return next((t for t in self._tasks if t.path == path), None)

    def _import_progress(self, path: str, done: int, total: int) -> None:
        task = self._task(path)
        if task is not None and not task.cancelled:
            task.progress_dialog.setValue(int(1000 * done / max(1, total)))

    def _forget_task(self, path: str) -> None:
        task = self._task(path)
        if task is None:
            return
        self._tasks.remove(task)
        # Kept until its thread has left run(): the signal that brought us here may come first.
        self._ending = [t for t in self._ending if not t.finished.is_set()] + [task]
        app = QCoreApplication.instance()
        if app is not None:
            try:
                app.aboutToQuit.disconnect(task.cancel)
            except (RuntimeError, TypeError):
                pass
        dlg = task.progress_dialog
        dlg.canceled.disconnect(task.cancel)
        dlg.close()
        dlg.deleteLater()

    def cancel_imports(self, wait: float = 2.0) -> int:
        """Stop every reading under way (the program is closing); waits up to ``wait`` seconds
        for them to stop. Returns how many were stopped."""
        tasks = list(self._tasks)
        for t in tasks:
            t.cancel()
        for t in tasks:
            t.finished.wait(wait)
        return len(tasks)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if obj is not self.window:
            return False
        kind = event.type()
        if kind == QEvent.Type.Close:
            # The window (and with it, usually, the program) closes: stop reading now.
            self.cancel_imports()
        elif kind == QEvent.Type.Resize:
            self._fit_dice_button()
        elif kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            if self._dropped(event.mimeData()) is not None:
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop:
            dropped = self._dropped(event.mimeData())
            if dropped is not None:
                event.acceptProposedAction()
                self.open_dropped(dropped)
                return True
        return False

    # -- drag and drop -----------------------------------------------------------------------
    #: At most this many files dropped at once are opened.
    MAX_DROPPED = 8

    def _accept_drops(self) -> None:
        """Files and text dropped anywhere on the window come here: the window takes drops,
        and the board (which would take them first) passes them on."""
        self.window.setAcceptDrops(True)
        for name in ("view", "board_view"):
            view = getattr(self.window, name, None)
            if view is not None and hasattr(view, "viewport"):
                view.setAcceptDrops(False)
                view.viewport().setAcceptDrops(False)

    @staticmethod
    def _dropped(mime):
        """What a drag carries that can be opened: ("files", [paths]) or ("text", text), or
        None."""
        if mime is None:
            return None
        if mime.hasUrls():
            paths = [u.toLocalFile() for u in mime.urls() if u.isLocalFile()]
            # Anything that is there: a pipe or a folder dropped is refused with a word.
            paths = [p for p in paths if p and os.path.lexists(p)]
            if paths:
                return "files", paths
        if mime.hasText() and mime.text().strip() and not mime.hasUrls():
            return "text", mime.text()
        return None

    def open_dropped(self, dropped) -> int:
        """Open what was dropped on the window: each file (at most :attr:`MAX_DROPPED`), or
        text as pasted positions. Returns how many readings were started."""
        kind, what = dropped
        if kind == "text":
            return int(self.paste_position(what))
        started = 0
        for path in what[:self.MAX_DROPPED]:
            started += bool(self.import_mat(path))
        if len(what) > self.MAX_DROPPED:
            self.say(Interop.tr("%n file(s) were dropped; the first {max} are opened.", "",
                                len(what)).format(max=self.MAX_DROPPED))
        return started

    # -- recent files --------------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        from bgdesk.storage.recent import load_recent

        files, messages = load_recent()
        if messages:
            self.say(" ".join(messages))
        return files

    def _fill_recent(self) -> None:
        m = self.recent_menu
        m.clear()
        files = self.recent_files()
        for i, path in enumerate(files):
            a = m.addAction(f"&{i + 1} {Path(path).name}" if i < 9 else Path(path).name)
            a.setToolTip(path)
            a.setStatusTip(path)
            a.triggered.connect(lambda _=False, p=path: self.open_recent(p))
        if not files:
            a = m.addAction(Interop.tr("No files opened yet"))
            a.setEnabled(False)
            return
        m.addSeparator()
        clear = m.addAction(Interop.tr("Clear the list"))
        clear.triggered.connect(lambda _=False: self.clear_recent())

    def open_recent(self, path: str) -> bool:
        """Open a file of the Open recent menu; one that is gone is taken off the list."""
        kind = not_ordinary(path)
        if kind not in (None, "missing"):
            from bgdesk.storage.recent import forget_recent

            forget_recent(path)
            self.warn(Interop.tr("Open recent"),
                      Interop.tr("{path} is not opened: {reason}. It is taken off the list.").format(
                          path=path, reason=not_ordinary_words(kind)))
            return False
        if not os.path.isfile(path):
            from bgdesk.storage.recent import forget_recent

            forget_recent(path)
            self.warn(Interop.tr("Open recent"),
                      Interop.tr("{path} is no longer there; it is taken off the list.").format(
                          path=path))
            return False
        return self.import_mat(path)

    def clear_recent(self) -> None:
        from bgdesk.storage.recent import clear_recent

        clear_recent()
        self.say(Interop.tr("The list of recent files is empty."))

    def _remember(self, path: str) -> None:
        from bgdesk.storage.recent import remember_recent

        try:
            remember_recent(path)
        except (OSError, ValueError):
            pass  # the list is a convenience: a file it cannot keep is simply not listed

    def _import_error(self, path: str, reason) -> None:
        self._forget_task(path)
        if not isinstance(reason, str):
            reason = error_sentence(reason)
        text = Interop.tr("{name} could not be imported. {reason} Nothing was changed.").format(
            name=os.path.basename(path), reason=sentence(reason))
        self.warn(Interop.tr("Import"), text)
        self.import_failed.emit(text)

    def _import_cancelled(self, path: str) -> None:
        self._forget_task(path)
        text = Interop.tr("Reading {name} was stopped. Nothing was changed.").format(
            name=os.path.basename(path))
        self.say(text)
        self.import_cancelled.emit(text)

    def _imported(self, path: str, reading) -> None:
        task = self._task(path)
        then = task.then if task is not None else None
        self._forget_task(path)
        self.last_dir = str(Path(path).parent)
        self._remember(path)
        record = reading.record
        name = os.path.basename(path)
        self.last_warnings = warning_sentences(reading.warnings)
        positions = getattr(reading, "kind", "match") == "positions"
        stored = getattr(reading, "analysis", None) or None
        if then is not None and not positions:
            win = then(record, name, stored)
            if self.last_warnings:
                self._show_warnings(win or self.window, name, self.last_warnings)
            return
        if positions:
            win = self.open_positions(record, Interop.tr("Positions: {name}").format(name=name),
                                      self.position_notes(stored))
            self.say(Interop.tr("{name}: %n position(s) read. Step through them with Page Up and "
                                "Page Down; Play from here plays on from one.", "",
                                len(record.games)).format(name=name))
            if self.last_warnings:
                self._show_warnings(win, name, self.last_warnings)
            self.imported.emit(win)
            return
        win = self.open_replay(record, title=Interop.tr("Replay: {name}").format(name=name),
                               stored=stored, name=name)
        # A game read on in two parts (see bgdesk.engine.matimport) is one game of the file.
        continued = record.meta.get("continued") if isinstance(record.meta, dict) else None
        games = len(record.games) - (len(continued) if isinstance(continued, list) else 0)
        if self.last_warnings:
            self.say(Interop.tr("{name}: %n game(s) read, with remarks about the file.", "",
                                games).format(name=name))
            self._show_warnings(win, name, self.last_warnings)
        else:
            self.say(Interop.tr("{name}: %n game(s) read. Step through them with the arrow keys.",
                                "", games).format(name=name))
        self.imported.emit(win)

    def _show_warnings(self, parent, name: str, sentences: list[str]) -> None:
        """What was odd in the file, in sentences, in a window that does not block."""
        box = QMessageBox(QMessageBox.Icon.Information, Interop.tr("Import"),
                          Interop.tr("{name} was read. Some of it was not as expected:").format(
                              name=name), QMessageBox.StandardButton.Ok, parent)
        box.setObjectName("import_remarks")
        plain_text(box)
        shown = sentences[:12]
        more = len(sentences) - len(shown)
        details = "\n".join(f"• {s}" for s in shown)
        if more:
            details += "\n" + Interop.tr("… and %n more.", "", more)
        box.setInformativeText(details)
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        translate_buttons(box)
        self.remarks_box = box
        if getattr(self.window, "prompt_driver", None) is None:
            box.show()

    def open_replay(self, record, names=None, frames=None, title=None, notes=None, parent=None,
                    stored=None, positions: bool = False, position_notes: dict | None = None,
                    name: str = ""):
        """``record`` in a replay viewer of its own, in front; over ``parent`` (a modal dialog
        it is opened from) when given, so that it stacks above it and takes clicks. A record
        told by ``notes`` (a chouette's) cannot be played on. ``stored``, the analysis a file
        held (the file's ``name``), adds a button that shows it (in the analysis window, with
        its review); ``positions``: the record's games are positions to step through, with
        ``position_notes`` under them."""
        from bgdesk.gui.records.replay_window import ReplayWindow

        def play_on(game, step):
            return self.play_from_here(record, game, step, win)

        show = None
        practice = getattr(self.window, "practice", None)
        if stored and practice is not None:
            def show():
                return practice.show_stored_analysis(
                    record, win.names, stored, Interop.tr("Analysis from the file: {title}").format(
                        title=name or win.windowTitle()))
        win = ReplayWindow(record, names, self.window.settings, parent, frames=frames,
                           title=title, play_on=play_on if notes is None else None, notes=notes,
                           stored=show, positions=positions, position_notes=position_notes)
        self.replays = [r for r in self.replays if showing(r)] + [win]
        win.show_front()
        return win

    def open_positions(self, record, title: str, notes: dict | None = None):
        """A list of positions (each a game set up from it) to step through, one at a time;
        ``notes``: the text shown under a position (by index), such as its stored analysis."""
        return self.open_replay(record, title=title, positions=True, position_notes=notes)

    @staticmethod
    def position_notes(stored) -> dict:
        """The analysis a position file stored for each position, in a few lines of text."""
        from bgdesk.gui.i18n import locale

        def eq(x: float) -> str:
            return ("+" if x >= 0 else "−") + locale().toString(abs(float(x)), "f", 3)

        out: dict = {}
        if not stored:
            return out
        for (gi, ev), c in stored.cube.items():
            if ev == -1:
                out[gi] = Interop.tr("{program} ({level}): no double {nd}, double/take {dt}, "
                                     "double/pass {dp}.").format(
                    program=stored.source, level=c.level, nd=eq(c.nd), dt=eq(c.dt), dp=eq(c.dp))
        for (gi, ev), c in stored.checker.items():
            if ev == -1 and c.candidates:
                best = c.candidates[0].equity
                lines = [f"{i + 1}. {x.notation}   {eq(x.equity)}"
                         + (f" ({eq(x.equity - best)})" if i else "")
                         for i, x in enumerate(c.candidates[:6])]
                out[gi] = Interop.tr("{program} ({level}):").format(
                    program=stored.source, level=c.candidates[0].level) + "\n" + "\n".join(lines)
        return out

    def play_from_here(self, record, game: int, step: int, parent=None, driver=None, *,
                       names=None, me: int | None = None, said: str | None = None) -> bool:
        """Play on in this window from the moment after ``step`` events of game ``game`` of
        ``record`` (a replay's frame, a reviewed or analysed decision): asks who plays (a
        friend, or a computer player in one seat; ``me``, the player offered as the person's),
        then the match goes on from that moment with its score, cube and Crawford state.
        ``names`` default to the record's; ``said`` is what the status bar says then (a
        translated sentence with ``{where}``)."""
        from bgdesk.gui.match.play_from_here import play_from_here

        if self._busy():
            self.say(Interop.tr("Playing on from a position is for matches; leave the chouette "
                                "first."))
            return False
        if driver is None:
            driver = getattr(self.window, "prompt_driver", None)
        try:
            match = play_from_here(self.controller, record, game, step,
                                   parent=parent or self.window, dice=self.new_dice(),
                                   names=names, driver=driver, me=me)
        except (BgdeskError, ValueError) as e:
            self.warn(Interop.tr("Play from here"),
                      Interop.tr("This moment cannot be played on. {reason}").format(
                          reason=sentence(e)))
            return False
        if match is None:
            return False
        if said is None:
            said = Interop.tr("Playing on from the replay: {where}.")
        self.say(said.format(where=self._where(match.current_game)))
        self.window.raise_()
        self.window.activateWindow()
        return True

    def replay_current(self):
        """The match being played, in the replay viewer (from its start)."""
        m = self.controller.match
        if m is None or self._busy():
            return None
        try:
            return self.open_replay(fair_record(m), self.controller.names,
                                    title=Interop.tr("Replay: this match"))
        except (BgdeskError, ValueError) as e:
            self.warn(Interop.tr("Replay"), str(e))
            return None

    # -- fair dice and statistics ------------------------------------------------------------
    def fairness_entries(self) -> list:
        from bgdesk.gui.records.fairness_dialog import FairnessEntry

        out = []
        for match, title in ((self.controller.match, Interop.tr("This match")),
                             (self.previous, Interop.tr("The previous match"))):
            if match is None or (out and match is self.controller.match):
                continue
            src = match.dice
            kind = dice_kind(src)
            entry = FairnessEntry(title=title, kind=kind, rolls=getattr(src, "rolls", 0),
                                  names=tuple(self.controller.names) if match is
                                  self.controller.match else tuple(match.meta.get(f"player{i}", "")
                                                                   for i in (0, 1)))
            if match.dice_unverifiable:
                entry.kind = "fair"
                entry.commitment = match.commitment
                entry.record = match.record()
                entry.unverifiable = match.dice_unverifiable
                entry.contributions = _recorded_contributions(entry.record)
            elif kind == "fair":
                entry.commitment = src.commitment
                entry.seed = src.revealed_seed
                entry.record = fair_record(match)
                entry.contributions = (None if src.accepts_contributions
                                       else tuple(src.contributions))
                if src.revealed_seed is None:
                    entry.seed_file = str(seed_path(src.commitment))
                if src.revealed_seed is None and match.length:
                    entry.note = Interop.tr("Write the commitment down (or copy it) now; after the "
                                            "match, check that the revealed seed gives it.")
                elif src.revealed_seed is None:
                    entry.note = Interop.tr("A money session has no end of its own: its seed is "
                                            "revealed when a new match or session replaces it.")
            out.append(entry)
        return out

    def show_fairness(self, driver=None):
        from bgdesk.gui.records.fairness_dialog import DiceFairnessDialog

        return DiceFairnessDialog.show_for(self.window, self.fairness_entries(),
                                           driver=driver if driver is not None else self.window.prompt_driver)

    def show_archive(self):
        """The archive window (Game > Archive…), opening matches in this window's viewer and
        chouettes through the window (their summary, each game in the viewer)."""
        from bgdesk.gui.records.archive_window import ArchiveWindow

        win = getattr(self, "archive_window", None)
        if showing(win):
            win.refresh()
            win.raise_()
            return win
        self.archive_window = ArchiveWindow.show_for(
            self.window, lambda record, names, title: self.open_replay(record, names, title=title),
            getattr(self.window, "open_archived_chouette", None))
        return self.archive_window

    def show_dice_stats(self):
        from bgdesk.gui.records.dice_stats_window import DiceStatsWindow

        if showing(self.dice_stats):
            self.dice_stats.set_source(self.controller.match, self.controller.names)
            self.dice_stats.raise_()
            return self.dice_stats
        self.dice_stats = DiceStatsWindow.show_for(self.window, self.controller.match,
                                                   self.controller.names)
        return self.dice_stats


def install_interop(window) -> InteropTools:
    """Add this issue's menus, status and panels to ``window`` (a MainWindow)."""
    window.interop = InteropTools(window)
    return window.interop


__all__ = ["InteropTools", "MatImportTask", "dice_kind", "fair_record", "install_interop"]
