"""Chouette mode of the main window.

``Game > New chouette…`` asks for the players and rules (:class:`NewChouetteDialog`) and switches
the window into chouette mode: the view shows a board scene of its own driven by a
:class:`ChouetteController`, the side panel becomes the :class:`ChouettePanel`, and a Chouette
menu and toolbar (Roll, Double, Undo, Done, Resign, Next game, Leave) replace the match's, whose
actions are disabled meanwhile (the match controller is left as it was, its signals held back).
``Game > New match…`` (or Leave chouette) switches back. While in chouette mode ``window.scene``
is the chouette's scene, so the window's settings (corner, theme, ...) apply to the board shown.

Decisions on the shared screen are prompts that name who must decide, shown one after another:
each team member confirming the team's double, the box answering it, each member answering the
box's double, the answer to a resignation. Computer seats decide by themselves (the controller).

The session is autosaved after every committed action in a file of its own
(``chouette-autosave.json`` beside the match autosave); ``Game > Resume chouette`` carries on
with it (:func:`resume_chouette`). Players join and leave from the Chouette menu. A chouette is
never dropped: ending the evening, or starting a new chouette while one is in progress (after
asking), keeps it in the archive, where ``Game > Past chouettes…`` finds it again; the summary of
an evening can be copied or saved, and its games opened in the replay viewer one by one (through
the window's ``open_replay``). The last seating is kept for the next New chouette, also after a
restart.
"""

from __future__ import annotations

from contextlib import contextmanager

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox, QToolBar

from bgdesk.engine.chouette import BOX, ChouetteAction
from bgdesk.gui.i18n import bind, make_action, on_language_changed, plain_text, translate_buttons, unbind
from bgdesk.gui.chouette.controller import (
    AGREE,
    HUMAN,
    TAKE_BOX,
    TAKE_TEAM,
    ChouetteConfig,
    ChouetteController,
    chouette_autosave_path,
    is_chouette_autosave,
    saved_chouette_text,
)
from bgdesk.gui.lifetime import run_modal

CONTEXT = "ChouetteMode"  # module-level texts use ChouetteMode.tr (the class below)


# --------------------------------------------------------------------------------------------
# Entry points used by the main window


def add_chouette_actions(window, menu, before=None) -> None:
    """Add New chouette… and Resume chouette to the window's Game ``menu`` (before the action
    ``before``, else at the end)."""
    window.chouette = None  # the active ChouetteMode, if any
    window.chouette_mode = None  # made on first use, kept for the window's life
    window.act_chouette = _window_action(
        window, QT_TRANSLATE_NOOP("ChouetteMode", "New c&houette…"), lambda: start_chouette(window),
        QT_TRANSLATE_NOOP("ChouetteMode", "Three to eight players around one board: one in the box "
                                          "against a team led by a captain"))
    window.act_resume_chouette = _window_action(window, QT_TRANSLATE_NOOP("ChouetteMode", "Resume chouette"),
                                                lambda: resume_chouette(window),
                                                QT_TRANSLATE_NOOP("ChouetteMode", "Carry on with the chouette saved last"))
    window.act_past_chouettes = _window_action(
        window, QT_TRANSLATE_NOOP("ChouetteMode", "Past chouettes…"),
        lambda: show_past_chouettes(window),
        QT_TRANSLATE_NOOP("ChouetteMode", "Chouettes kept in the archive: their summaries and "
                                          "their games in the replay viewer"))
    for a in (window.act_chouette, window.act_resume_chouette, window.act_past_chouettes):
        menu.insertAction(before, a)
    menu.insertSeparator(before)
    window.act_resume_chouette.setEnabled(has_saved_chouette())
    menu.aboutToShow.connect(lambda: window.act_resume_chouette.setEnabled(has_saved_chouette()))


def _window_action(window, text: str, slot, tip: str) -> QAction:
    """An action whose text and tip follow the language (``text`` and ``tip`` are source texts
    marked with QT_TRANSLATE_NOOP)."""
    a = QAction(window)
    bind(a, "ChouetteMode", text)
    bind(a, "ChouetteMode", tip, "status")
    bind(a, "ChouetteMode", tip, "tip")
    a.triggered.connect(lambda _=False: slot())
    return a


def has_saved_chouette() -> bool:
    try:
        return chouette_autosave_path().exists()
    except OSError:
        return False


def start_chouette(window, config: ChouetteConfig | None = None, *, dice=None) -> "ChouetteMode | None":
    """Ask for the players and rules (unless ``config`` is given) and start a chouette. A
    chouette in progress is not dropped: the players are asked first, and it is kept in the
    archive."""
    from bgdesk.gui.chouette.dialogs import NewChouetteDialog, ReplaceChouetteDialog

    mode = getattr(window, "chouette_mode", None)
    running = mode is not None and mode.controller.chouette is not None
    replacing = running or has_saved_chouette()
    with held(mode):  # nobody plays on while the dialogs are open
        if replacing:
            about = (saved_chouette_text(mode.controller.autosave_summary()) if running
                     else _saved_summary_text())
            if not ReplaceChouetteDialog.ask(window, about, driver=window.prompt_driver):
                return None
        if config is None:
            defaults = mode.last_config if mode is not None else None
            config = NewChouetteDialog.ask(window, defaults or last_seating(window),
                                           driver=window.prompt_driver)
            if config is None:
                return None  # cancelled: the chouette in progress goes on, untouched
        # Only now that the new chouette is sure is the one in progress kept in the archive.
        if replacing and not _keep_in_archive(window, mode if running else None):
            return None
    mode = enter_chouette_mode(window)
    mode.last_config = config
    _keep_seating(window, config)
    mode.controller.new_chouette(config, dice=dice)
    return mode


@contextmanager
def held(mode: "ChouetteMode | None"):
    """Nobody in ``mode``'s chouette is asked anything, and no computer player acts, while the
    body runs (a dialog of the chouette's own is open); then the decision waiting is asked for
    again, unless the window left chouette mode meanwhile."""
    ctl = mode.controller if mode is not None and mode.active else None
    was = ctl.paused if ctl is not None else True
    if ctl is not None:
        ctl.pause()
    try:
        yield
    finally:
        if not was and mode.active:
            ctl.wake()


def _saved_summary_text() -> str:
    from bgdesk.storage.autosave import read_autosave

    try:
        saved, _messages = read_autosave(chouette_autosave_path())
    except OSError:
        return ""
    return saved_chouette_text(saved.summary) if saved is not None else ""


def _keep_in_archive(window, mode: "ChouetteMode | None") -> bool:
    """The chouette in progress (``mode``'s, or the saved one) goes to the archive, marked as
    abandoned; False (and the reason told) when it could not be kept."""
    if mode is not None:
        if mode.controller.archive(abandoned=True) is None:
            _tell(window, mode.controller.last_message)
            return False
        mode.controller.forget()
        return True
    from bgdesk.storage.autosave import clear_autosave, read_autosave

    try:
        saved, _messages = read_autosave(chouette_autosave_path())
        summary = dict(saved.summary) if saved is not None else {}
        summary["abandoned"] = True
        clear_autosave(summary, path=chouette_autosave_path())
    except (OSError, TypeError, ValueError) as err:
        _tell(window, ChouetteMode.tr("The saved chouette could not be kept in the archive "
                                      "({reason}); nothing was changed.").format(reason=err))
        return False
    return True


def last_seating(window) -> ChouetteConfig | None:
    """The seating of the last chouette started here, also after a restart (None if none)."""
    from bgdesk.engine.record import Rules
    from bgdesk.storage.seating import load_seating

    try:
        seating, messages = load_seating()
    except OSError:
        return None
    for text in messages:
        window.show_message(text)
    if seating is None:
        return None
    try:
        rules = Rules.from_dict(seating["rules"])
    except (TypeError, ValueError):
        rules = Rules()
    seats = {n: seating["seats"].get(n, HUMAN) for n in seating["names"]}
    return ChouetteConfig(names=tuple(seating["names"]), rules=rules, seats=seats)


def _keep_seating(window, config: ChouetteConfig) -> None:
    from bgdesk.storage.seating import save_seating

    try:
        save_seating(config.names, {n: lvl for n, lvl in config.seats.items() if lvl != HUMAN},
                     config.rules.to_dict())
    except (OSError, ValueError):
        pass  # the dialog will offer its usual players next time


def show_past_chouettes(window) -> None:
    """Game > Past chouettes…: every player's chouette statistics; pick a chouette from the
    archive, see its summary, replay its games."""
    from bgdesk.gui.chouette.dialogs import PastChouettesDialog
    from bgdesk.storage.archive import list_archive

    from bgdesk.storage.stats import load_stats

    entries, messages = list_archive()
    stats, more = load_stats()
    for text in messages + more:
        window.show_message(text)
    entries = [e for e in entries if e.kind == "chouette"]
    players = list(stats.chouette_players().values())
    if not entries and not players:
        _tell(window, ChouetteMode.tr("No chouette has been kept in the archive yet."))
        return
    labels = [_archive_label(e.summary, e.archived) for e in entries]
    with held(getattr(window, "chouette", None)):
        index = PastChouettesDialog.ask(window, labels, players, driver=window.prompt_driver)
        if index is None:
            return
        open_archived_chouette(window, entries[index])


def open_archived_chouette(window, entry):
    """The chouette of archive entry ``entry`` (:func:`bgdesk.storage.archive.list_archive`):
    its summary and its games, one by one, in the replay viewer (:func:`show_evening`). Says
    why when it cannot be read; returns the summary dialog, or None."""
    from bgdesk.engine.chouette import Chouette
    from bgdesk.storage.archive import load_archived

    loaded, messages = load_archived(entry)
    if loaded is None:
        _tell(window, "\n\n".join(messages))
        return None
    try:
        ch = Chouette.from_dict(loaded.chouette)
    except (ValueError, TypeError, KeyError, AttributeError) as err:
        _tell(window, ChouetteMode.tr("This chouette could not be read back because {reason}.")
              .format(reason=err))
        return None
    return show_evening(window, ch)


def _archive_label(summary: dict, archived: str) -> str:
    players = summary.get("players") if isinstance(summary.get("players"), list) else []
    games = summary.get("games") if isinstance(summary.get("games"), int) else 0
    from bgdesk.gui.chouette.controller import _local_time

    when = _local_time(summary.get("started")) or _local_time(archived)
    text = ChouetteMode.tr("{when}: {players} (%n game(s))", "", games).format(
        when=when, players=", ".join(str(p) for p in players[:8]))
    if summary.get("abandoned"):
        text += " " + ChouetteMode.tr("(abandoned)")
    return text


def show_evening(window, ch, title: str | None = None):
    """The summary of chouette ``ch`` (copy, save) and its games in the replay viewer."""
    from bgdesk.gui.chouette.dialogs import EveningDialog

    mode = getattr(window, "chouette_mode", None) or enter_chouette_mode(window, show=False)
    ctl = mode.controller
    games = [ChouetteMode.tr("Game {n}: {box} in the box against {team}").format(
        n=i + 1, box=g.box, team=", ".join(g.line_at_start)) for i, g in enumerate(ch.games)]
    with held(getattr(window, "chouette", None)):  # nobody plays on while it is open
        return EveningDialog.show_evening(window, title or ChouetteMode.tr("The evening"),
                                          ctl.summary_text(ch), games,
                                          lambda i, over: replay_game(window, ch, i, over),
                                          driver=window.prompt_driver)


def replay_game(window, ch, index: int, parent=None):
    """The games of chouette ``ch`` in the window's replay viewer, at the start of game
    ``index`` (0: the first), with every member's cube and the settlements; over ``parent``,
    the dialog it is opened from."""
    from bgdesk.gui.chouette.replay import replay_chouette

    mode = getattr(window, "chouette_mode", None) or enter_chouette_mode(window, show=False)
    return replay_chouette(window, ch, index, mode.controller, parent)


def resume_chouette(window, data: dict | None = None, *, dice=None) -> "ChouetteMode | None":
    """Carry on with the saved chouette (or ``data``, a ``Chouette.to_dict()``)."""
    if data is None:
        from bgdesk.storage.autosave import read_autosave

        saved, messages = read_autosave(chouette_autosave_path())
        if saved is None or not is_chouette_autosave(saved.match):
            _tell(window, "\n\n".join(messages) or ChouetteMode.tr("There is no saved chouette."))
            return None
        data = saved.match
    else:
        saved = None
    mode = enter_chouette_mode(window)
    try:
        mode.controller.resume(data, dice=dice, saved=saved)
    except (ValueError, TypeError, KeyError) as err:
        mode.leave()
        _tell(window, ChouetteMode.tr("The saved chouette could not be restored because {reason}.").format(
            reason=err))
        _move_aside()
        return None
    return mode


def _move_aside() -> None:
    try:
        from bgdesk.storage.atomic import move_aside

        move_aside(chouette_autosave_path())
    except (ImportError, OSError):
        pass


def _tell(window, text: str) -> None:
    if window.prompt_driver is not None:
        window.show_message(text)
        return
    box = plain_text(QMessageBox(QMessageBox.Icon.Information, ChouetteMode.tr("Chouette"), text,
                                 QMessageBox.StandardButton.Ok, window))   # names as they are
    translate_buttons(box)
    run_modal(box)


def enter_chouette_mode(window, show: bool = True) -> "ChouetteMode":
    """Switch ``window`` to chouette mode (one ChouetteMode per window, made on first use;
    ``show=False`` only makes it)."""
    mode = getattr(window, "chouette_mode", None)
    if mode is None:
        mode = window.chouette_mode = ChouetteMode(window)
    if show:
        mode.enter()
    return mode


def leave_chouette_mode(window) -> None:
    """Back to the normal (match) window, if it is in chouette mode."""
    mode = getattr(window, "chouette", None)
    if mode is not None:
        mode.leave()


# --------------------------------------------------------------------------------------------


class ChouetteMode(QObject):
    """Everything the window shows and does while a chouette is played."""

    def __init__(self, window) -> None:
        super().__init__(window)
        from bgdesk.gui.chouette.panel import ChouettePanel
        from bgdesk.gui.board.scene import BoardScene

        self.window = window
        self.last_config: ChouetteConfig | None = None
        self.active = False
        self.controller = ChouetteController(window.settings, self, autosave=True)
        self.scene = BoardScene(window.settings, self)
        self.scene.delegate = self.controller
        self.panel = ChouettePanel()
        self.panel.setMinimumWidth(420)
        self.panel.setMaximumWidth(520)
        self._build_actions()
        self._connect()
        self._side = None
        self._match_scene = None
        self._match_toolbar = None
        self._disabled: list[QAction] = []
        on_language_changed(self._language_changed)

    def _language_changed(self, _lang: str) -> None:
        """Texts in the new language; the chouette goes on as it was."""
        self.panel.retranslate_ui()
        self.controller.retranslate()
        self.update_ui()

    # -- actions -----------------------------------------------------------------------------
    def _action(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        """An action of the chouette menu and tool bar; ``text`` and ``tip`` are source texts
        (QT_TRANSLATE_NOOP) shown in the language in use, also after a language change."""
        a = make_action(self.window, "ChouetteMode", text, slot, shortcut, tip)
        a.setEnabled(False)
        return a

    def _build_actions(self) -> None:
        c = self.controller
        self.act_roll = self._action(QT_TRANSLATE_NOOP("ChouetteMode", "&Roll"), c.roll, "Ctrl+R",
                                     QT_TRANSLATE_NOOP("ChouetteMode", "Roll the dice (seats, opening roll, turn) or start the next game"))
        self.act_double = self._action(QT_TRANSLATE_NOOP("ChouetteMode", "&Double"), self.double, "Ctrl+D",
                                       QT_TRANSLATE_NOOP("ChouetteMode", "The box doubles, or the captain proposes the team's double"))
        self.act_undo = self._action(QT_TRANSLATE_NOOP("ChouetteMode", "&Undo step"), c.undo, QKeySequence.StandardKey.Undo,
                                     QT_TRANSLATE_NOOP("ChouetteMode", "Take back the last step"))
        self.act_done = self._action(QT_TRANSLATE_NOOP("ChouetteMode", "D&one"), c.commit, "Ctrl+Return",
                                     QT_TRANSLATE_NOOP("ChouetteMode", "Pick up the dice: the move is final"))
        self.act_next = self._action(QT_TRANSLATE_NOOP("ChouetteMode", "Ne&xt game"), c.next_game, "Ctrl+G",
                                     QT_TRANSLATE_NOOP("ChouetteMode", "Start the next game with the new roles"))
        words = {1: QT_TRANSLATE_NOOP("ChouetteMode", "Resign a single game"),
                 2: QT_TRANSLATE_NOOP("ChouetteMode", "Resign a gammon"),
                 3: QT_TRANSLATE_NOOP("ChouetteMode", "Resign a backgammon")}
        keys = {1: "Ctrl+Shift+S", 2: "Ctrl+Shift+G", 3: "Ctrl+Shift+B"}  # as in a match
        self.act_resign = {k: self._action(words[k], lambda k=k: c.resign(k), keys[k], words[k])
                           for k in (1, 2, 3)}
        self.act_leave = self._action(QT_TRANSLATE_NOOP("ChouetteMode", "&Leave chouette"), self.leave, "Ctrl+Shift+Q",
                                      QT_TRANSLATE_NOOP("ChouetteMode", "Back to the match (the chouette stays saved)"))
        self.act_join_player = self._action(
            QT_TRANSLATE_NOOP("ChouetteMode", "A player &joins…"), self.player_joins, None,
            QT_TRANSLATE_NOOP("ChouetteMode", "A newcomer sits down: last in the line, or where "
                                              "the group agrees"))
        self.act_player_leaves = self._action(
            QT_TRANSLATE_NOOP("ChouetteMode", "A player lea&ves…"), self.player_leaves, None,
            QT_TRANSLATE_NOOP("ChouetteMode", "Someone leaves; their account stays in the "
                                              "ledger"))
        self.act_evening = self._action(
            QT_TRANSLATE_NOOP("ChouetteMode", "Summary of the &evening…"), self.show_summary, None,
            QT_TRANSLATE_NOOP("ChouetteMode", "Every game, who was in the box, each cube's "
                                              "result and the ledger: copy it, save it, replay "
                                              "a game"))
        self.act_end = self._action(
            QT_TRANSLATE_NOOP("ChouetteMode", "&End the evening…"), self.end_evening, None,
            QT_TRANSLATE_NOOP("ChouetteMode", "Keep this chouette in the archive and see its "
                                              "summary"))
        self.menu = QMenu(self.window)
        bind(self.menu.menuAction(), "ChouetteMode", QT_TRANSLATE_NOOP("ChouetteMode", "&Chouette"))
        for a in (self.act_roll, self.act_double, self.act_undo, self.act_done, self.act_next):
            self.menu.addAction(a)
        resign = self.menu.addMenu("")
        bind(resign.menuAction(), "ChouetteMode", QT_TRANSLATE_NOOP("ChouetteMode", "Re&sign"))
        for a in self.act_resign.values():
            resign.addAction(a)
        self.menu.addSeparator()
        for a in (self.act_join_player, self.act_player_leaves, self.act_evening, self.act_end):
            self.menu.addAction(a)
        self.menu.addSeparator()
        self.menu.addAction(self.act_leave)
        self.toolbar = QToolBar()
        bind(self.toolbar, "ChouetteMode", QT_TRANSLATE_NOOP("ChouetteMode", "Chouette"), "window_title")
        self.toolbar.setObjectName("chouette_actions")
        self.toolbar.setMovable(False)
        for a in (self.act_roll, self.act_double, self.act_undo, self.act_done):
            self.toolbar.addAction(a)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.act_resign[1])
        self.toolbar.addAction(self.act_next)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.act_leave)

    def _connect(self) -> None:
        c, s = self.controller, self.scene
        s.connect_controller(c)
        sound = getattr(self.window, "sound", None)  # the window's player, when it has one
        if sound is not None:
            s.cue.connect(lambda name: sound.play(name))
        c.state_changed.connect(self.update_ui)
        c.message.connect(self._message)
        c.decision_needed.connect(self.ask)
        s.cube_clicked.connect(self._cube_clicked)
        self.panel.double_requested.connect(lambda name: c.double(by=name))
        self.panel.move_entered.connect(self.enter_move)

    def _message(self, text: str) -> None:
        if self.active:
            self.window.show_message(text)

    # -- entering and leaving ----------------------------------------------------------------
    def enter(self) -> None:
        w = self.window
        if self.active:
            return
        self.active = True
        w.chouette = self
        w.controller.blockSignals(True)  # the match waits, untouched, until we leave
        self._match_scene = w.scene
        w.scene = self.scene
        self.scene.apply_settings(w.settings)
        w.view.setScene(self.scene)
        w.view.fit()
        split = w.centralWidget()
        self._side = split.widget(1)
        if self._side is not None:
            self._side.hide()
        split.addWidget(self.panel)
        self.panel.show()
        self._match_toolbar = w.findChild(QToolBar, "actions")
        if self._match_toolbar is not None:
            self._match_toolbar.hide()
        w.addToolBar(self.toolbar)
        self.toolbar.show()
        bar = w.menuBar()
        menus = bar.actions()
        bar.insertAction(menus[1] if len(menus) > 1 else None, self.menu.menuAction())
        self._disabled = [a for a in (getattr(w, n, None) for n in
                                      ("act_roll", "act_double", "act_undo", "act_done", "act_next"))
                          if a is not None]
        self._disabled += list(getattr(w, "act_resign", {}).values())
        for a in self._disabled:
            a.setEnabled(False)
        bind(w, "ChouetteMode", QT_TRANSLATE_NOOP("ChouetteMode", "bgdesk — chouette"), "window_title")
        self.act_leave.setEnabled(True)
        self.update_ui()
        self.controller.wake()  # a decision that was waiting is asked for again

    def leave(self) -> None:
        w = self.window
        if not self.active:
            return
        self.active = False
        self.controller.pause()
        self.controller.shutdown()
        w.scene = self._match_scene
        w.view.setScene(self._match_scene)
        self._match_scene.apply_settings(w.settings)
        w.view.fit()
        self.panel.hide()
        self.panel.setParent(None)
        if self._side is not None:
            self._side.show()
        w.removeToolBar(self.toolbar)
        if self._match_toolbar is not None:
            self._match_toolbar.show()
        w.menuBar().removeAction(self.menu.menuAction())
        w.controller.blockSignals(False)
        w.chouette = None
        for a in self._own_actions():
            a.setEnabled(False)  # hidden with the menu and toolbar; no stray shortcuts either
        resume = getattr(w, "act_resume_chouette", None)
        if resume is not None:
            resume.setEnabled(has_saved_chouette())
        unbind(w, "window_title")
        w.setWindowTitle("bgdesk")
        if hasattr(w, "update_ui"):
            w.update_ui()
        else:  # pragma: no cover - the window always has update_ui
            for a in self._disabled:
                a.setEnabled(True)

    def _own_actions(self) -> list[QAction]:
        return [self.act_roll, self.act_double, self.act_undo, self.act_done, self.act_next,
                self.act_leave, self.act_join_player, self.act_player_leaves, self.act_evening,
                self.act_end, *self.act_resign.values()]

    # -- the window's side of things ---------------------------------------------------------
    def update_ui(self) -> None:
        c = self.controller
        self.act_roll.setEnabled(c.can("roll"))
        self.act_double.setEnabled(c.can("double"))
        self.act_undo.setEnabled(c.can("undo"))
        self.act_done.setEnabled(c.can("done"))
        self.act_next.setEnabled(c.can("next"))
        for a in self.act_resign.values():
            a.setEnabled(c.can("resign"))
        seated = c.chouette is not None and c.chouette.box is not None
        for a in (self.act_join_player, self.act_player_leaves):
            a.setEnabled(seated)
        self.act_evening.setEnabled(c.chouette is not None)
        self.act_end.setEnabled(c.chouette is not None)
        self.panel.update_from(c)

    # -- players, the evening ------------------------------------------------------------------
    def player_joins(self) -> bool:
        """A newcomer sits down (Chouette > A player joins…)."""
        from bgdesk.gui.chouette.dialogs import JoinDialog

        c = self.controller
        ch = c.chouette
        if ch is None or ch.box is None:
            return False
        cg = ch.current_game
        playing = cg is not None and not cg.is_over
        with held(self):  # nobody plays on while the dialog is open
            answer = JoinDialog.ask(self.window, ch.present, ch.team, playing,
                                    driver=self.window.prompt_driver)
        if answer is None:
            return False
        name, level, place = answer
        return c.join(name, level, place)

    def player_leaves(self) -> bool:
        """Someone leaves (Chouette > A player leaves…)."""
        from bgdesk.gui.chouette.dialogs import LeaveDialog

        c = self.controller
        if c.chouette is None or c.chouette.box is None:
            return False
        with held(self):  # nobody plays on (and no prompt opens) while the dialog is open
            name = LeaveDialog.ask(self.window, c.chouette, driver=self.window.prompt_driver)
        return bool(name) and c.player_leaves(name)

    def show_summary(self):
        """The summary of this evening so far."""
        ch = self.controller.chouette
        if ch is None:
            return None
        return show_evening(self.window, ch)

    def end_evening(self) -> bool:
        """End the chouette: it goes to the archive, its summary is shown, and the window goes
        back to the match."""
        from bgdesk.gui.chouette.dialogs import EndEveningDialog

        c = self.controller
        ch = c.chouette
        if ch is None:
            return False
        with held(self):
            if not EndEveningDialog.ask(self.window, driver=self.window.prompt_driver):
                return False
        if c.archive() is None:
            _tell(self.window, c.last_message)
            return False
        c.forget()
        self.leave()
        show_evening(self.window, ch, ChouetteMode.tr("The evening is over"))
        return True

    def enter_move(self, text: str) -> None:
        ok = self.controller.enter_move(text)
        self.panel.move_result(ok, self.controller.last_message)

    def double(self) -> None:
        self.controller.double()  # says why not, where doubling does not apply now

    def _cube_clicked(self) -> None:
        self.double()

    def ask(self, name: str, kind: str) -> None:
        """Prompt ``name`` on the shared screen for the decision ``kind`` (see the controller)."""
        from bgdesk.gui.chouette.dialogs import BoxAnswerDialog, TeamDoubleDialog
        from bgdesk.gui.match.dialogs import ResignDialog, TakeDialog

        c = self.controller
        ch = c.chouette
        if ch is None or ch.to_act != name or not self.active:
            return
        cg = ch.current_game
        w = self.window
        driver = w.prompt_driver
        legal = ch.legal_actions(name)
        while True:
            if kind == AGREE:
                agreed, _waiting = cg.proposal
                ans = TeamDoubleDialog.ask(w, name, agreed[0], cg.box, agreed,
                                           2 * cg.cube(name).value, driver=driver)
            elif kind == TAKE_TEAM:
                stakes = {m: cg.cube(m).value for m in cg.members_in_game}
                ans = BoxAnswerDialog.ask(w, name, stakes, ChouetteAction.BEAVER in legal,
                                          driver=driver)
            elif kind == TAKE_BOX:
                v = cg.cube(name).value
                ans = TakeDialog.ask(w, name, ChouetteMode.tr("{box} (the box)").format(box=cg.box), 2 * v, v,
                                     ChouetteAction.BEAVER in legal, driver=driver)
            else:
                side, rkind = cg.game.resignation
                resigner = cg.box if side == BOX else ChouetteMode.tr("The team ({captain})").format(
                    captain=cg.captain)
                points = sum(cg.stake(m, rkind) for m in cg.members_in_game)
                ok = ResignDialog.ask(w, name, resigner, c.resign_words(rkind), points,
                                      driver=driver)
                ans = None if ok is None else ("accept" if ok else "decline")
            if ans is not None or driver is not None:
                break
        act = {"agree": c.agree, "refuse": c.refuse, "take": c.take, "pass": c.drop,
               "beaver": c.beaver, "accept": c.accept_resignation,
               "decline": c.decline_resignation}.get(ans)
        if act is not None:
            act(by=name)


__all__ = [
    "ChouetteMode", "add_chouette_actions", "enter_chouette_mode", "has_saved_chouette",
    "leave_chouette_mode", "open_archived_chouette", "resume_chouette", "start_chouette",
]
