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
with it (:func:`resume_chouette`).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox, QToolBar

from bgdesk.engine.chouette import BOX, ChouetteAction
from bgdesk.gui.i18n import bind, on_language_changed, unbind
from bgdesk.gui.chouette.controller import (
    AGREE,
    TAKE_BOX,
    TAKE_TEAM,
    ChouetteConfig,
    ChouetteController,
    chouette_autosave_path,
    is_chouette_autosave,
)

CONTEXT = "ChouetteMode"  # module-level texts use ChouetteMode.tr (the class below)


# --------------------------------------------------------------------------------------------
# Entry points used by the main window


def add_chouette_actions(window, menu) -> None:
    """Add New chouette… and Resume chouette to the window's Game ``menu``."""
    window.chouette = None  # the active ChouetteMode, if any
    window.chouette_mode = None  # made on first use, kept for the window's life
    window.act_chouette = _window_action(
        window, QT_TRANSLATE_NOOP("ChouetteMode", "New c&houette…"), lambda: start_chouette(window),
        QT_TRANSLATE_NOOP("ChouetteMode", "Three to eight players around one board: one in the box "
                                          "against a team led by a captain"))
    window.act_resume_chouette = _window_action(window, QT_TRANSLATE_NOOP("ChouetteMode", "Resume chouette"),
                                                lambda: resume_chouette(window),
                                                QT_TRANSLATE_NOOP("ChouetteMode", "Carry on with the chouette saved last"))
    menu.addAction(window.act_chouette)
    menu.addAction(window.act_resume_chouette)
    menu.addSeparator()
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
    """Ask for the players and rules (unless ``config`` is given) and start a chouette."""
    from bgdesk.gui.chouette.dialogs import NewChouetteDialog

    if config is None:
        mode = getattr(window, "chouette_mode", None)
        defaults = mode.last_config if mode is not None else None
        config = NewChouetteDialog.ask(window, defaults, driver=window.prompt_driver)
        if config is None:
            return None
    mode = enter_chouette_mode(window)
    mode.last_config = config
    mode.controller.new_chouette(config, dice=dice)
    return mode


def resume_chouette(window, data: dict | None = None, *, dice=None) -> "ChouetteMode | None":
    """Carry on with the saved chouette (or ``data``, a ``Chouette.to_dict()``)."""
    if data is None:
        from bgdesk.storage.autosave import read_autosave

        saved, messages = read_autosave(chouette_autosave_path())
        if saved is None or not is_chouette_autosave(saved.match):
            _tell(window, "\n\n".join(messages) or ChouetteMode.tr("There is no saved chouette."))
            return None
        data = saved.match
    mode = enter_chouette_mode(window)
    try:
        mode.controller.resume(data, dice=dice)
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
    QMessageBox.information(window, ChouetteMode.tr("Chouette"), text)


def enter_chouette_mode(window) -> "ChouetteMode":
    """Switch ``window`` to chouette mode (one ChouetteMode per window, made on first use)."""
    mode = getattr(window, "chouette_mode", None)
    if mode is None:
        mode = window.chouette_mode = ChouetteMode(window)
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
        a = QAction(self.window)
        bind(a, "ChouetteMode", text)
        if shortcut:
            a.setShortcut(QKeySequence(shortcut))
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if tip:
            bind(a, "ChouetteMode", tip, "status")
            bind(a, "ChouetteMode", tip, "tip",
                 suffix=f" ({QKeySequence(shortcut).toString()})" if shortcut else "")
        a.triggered.connect(lambda _=False: slot())
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
        self.menu = QMenu(self.window)
        bind(self.menu.menuAction(), "ChouetteMode", QT_TRANSLATE_NOOP("ChouetteMode", "&Chouette"))
        for a in (self.act_roll, self.act_double, self.act_undo, self.act_done, self.act_next):
            self.menu.addAction(a)
        resign = self.menu.addMenu("")
        bind(resign.menuAction(), "ChouetteMode", QT_TRANSLATE_NOOP("ChouetteMode", "Re&sign"))
        for a in self.act_resign.values():
            resign.addAction(a)
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
                self.act_leave, *self.act_resign.values()]

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
        self.panel.update_from(c)

    def enter_move(self, text: str) -> None:
        ok = self.controller.enter_move(text)
        self.panel.move_result(ok, self.controller.last_message)

    def double(self) -> None:
        if self.controller.can("double"):
            self.controller.double()

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
    "leave_chouette_mode", "resume_chouette", "start_chouette",
]
