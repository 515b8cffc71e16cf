"""The main window: the board, menus and toolbar for every action, score and move-list panels,
keyboard move entry, and the prompts (take/pass, resignations) that name who decides."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QMargins, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from bgdesk.gui.match.controller import GameController, MatchConfig, resign_words
from bgdesk.gui.i18n import (
    NATIVE_NAMES, apply_settings_language, bind, ensure_language, make_action, on_language_changed,
    plain_text,
)
from bgdesk.gui.match.persistence import copy_into, persist, rules_from_settings
from bgdesk.gui.prefs import DEFAULTS, GuiSettings, pref, set_pref
from bgdesk.storage.settings import MATCH_LENGTH_RANGE
from bgdesk.gui.board.scene import ANIMATION_SPEEDS, BoardScene
from bgdesk.gui.board.theme import THEMES
from bgdesk.gui.board.view import BoardView
from bgdesk.gui.window.lines import OneLineList
from bgdesk.gui.window.keys import back_to_board, keep_shortcuts, keyboard_sections, plain

CORNER_LABELS = {
    "bottom-right": QT_TRANSLATE_NOOP("MainWindow", "Bottom right"),
    "bottom-left": QT_TRANSLATE_NOOP("MainWindow", "Bottom left"),
    "top-right": QT_TRANSLATE_NOOP("MainWindow", "Top right"),
    "top-left": QT_TRANSLATE_NOOP("MainWindow", "Top left"),
}
ANIMATION_LABELS = {
    "off": QT_TRANSLATE_NOOP("MainWindow", "Off"),
    "slow": QT_TRANSLATE_NOOP("MainWindow", "Slow"),
    "normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    "fast": QT_TRANSLATE_NOOP("MainWindow", "Fast"),
}
#: How many games the move list shows (the last ones; earlier games are in Copy moves and Replay).
LISTED_GAMES = 20
RESIGN_ACTIONS = {
    1: (QT_TRANSLATE_NOOP("MainWindow", "Resign a single game"),
        QT_TRANSLATE_NOOP("MainWindow", "Offer to resign a single game")),
    2: (QT_TRANSLATE_NOOP("MainWindow", "Resign a gammon"),
        QT_TRANSLATE_NOOP("MainWindow", "Offer to resign a gammon")),
    3: (QT_TRANSLATE_NOOP("MainWindow", "Resign a backgammon"),
        QT_TRANSLATE_NOOP("MainWindow", "Offer to resign a backgammon")),
}


def fit_frame(room: QRect, margins: QMargins, want: QSize) -> QRect:
    """The client geometry of a window of ``want`` size (at most) whose frame (``margins``: the
    title bar and borders around the client area) fits inside ``room``, centred in it."""
    width = min(want.width(), room.width() - margins.left() - margins.right())
    height = min(want.height(), room.height() - margins.top() - margins.bottom())
    outer_w = width + margins.left() + margins.right()
    outer_h = height + margins.top() + margins.bottom()
    x = room.x() + (room.width() - outer_w) // 2 + margins.left()
    y = room.y() + (room.height() - outer_h) // 2 + margins.top()
    return QRect(x, y, width, height)


class ScorePanel(QFrame):
    """Names, score, match length, cube and the Crawford marker, beside the board."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(self)
        # The players' names (from a file, too) and everything beside them are plain text.
        self.title = plain_text(QLabel())
        f = self.title.font()
        f.setBold(True)
        self.title.setFont(f)
        grid.addWidget(self.title, 0, 0, 1, 2)
        self.names = [plain_text(QLabel()), plain_text(QLabel())]
        self.scores = [plain_text(QLabel()), plain_text(QLabel())]
        for i in range(2):
            self.scores[i].setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(self.names[i], 1 + i, 0)
            grid.addWidget(self.scores[i], 1 + i, 1)
        self.cube = plain_text(QLabel())
        grid.addWidget(self.cube, 3, 0, 1, 2)
        self.crawford = plain_text(QLabel())
        self.crawford.setWordWrap(True)
        bind(self.crawford, "ScorePanel", QT_TRANSLATE_NOOP("ScorePanel", "Crawford game: no doubling"))
        self.crawford.setStyleSheet("color: #c07000; font-weight: bold")
        self.cube.setWordWrap(True)
        grid.addWidget(self.crawford, 4, 0, 1, 2)

    def update_from(self, ctl: GameController) -> None:
        m, g = ctl.match, ctl.game
        if m is None:
            self.title.setText(self.tr("No match"))
            return
        self.title.setText(self.tr("Match to %n", "", m.length) if m.length else self.tr("Money session"))
        marks = ("○", "●")
        for i in range(2):
            self.names[i].setText(f"{marks[i]} {ctl.names[i]}")
            self.scores[i].setText(str(m.score[i]) + (f" / {m.length}" if m.length else ""))
        if g is not None:
            owner = (self.tr("centred") if g.cube_owner is None
                     else self.tr("owned by {name}").format(name=ctl.names[g.cube_owner]))
            self.cube.setText(self.tr("Cube: {v} ({owner})").format(v=g.cube_value, owner=owner)
                              if g.rules.use_cube and not g.crawford else self.tr("Cube: not in use"))
            self.crawford.setVisible(g.crawford)


class SidePanelArea(QScrollArea):
    """The panels beside the board, scrolled when the window is too short for all of them at
    the height their texts need (a 1024x640 screen with the players' part of the fair dice in
    Swahili); otherwise they fill it as a plain column would. Room for the vertical scroll bar
    is kept in its width, so that it never takes the width of the panels' texts."""

    def __init__(self, content: QWidget, min_width: int, max_width: int) -> None:
        super().__init__()
        self.setObjectName("side_panels")
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        bar = self.verticalScrollBar().sizeHint().width()
        self.setMinimumWidth(min_width + bar)
        self.setMaximumWidth(max_width + bar)
        content.setMaximumWidth(max_width)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = self.widget().sizeHint()
        return QSize(hint.width() + self.verticalScrollBar().sizeHint().width(), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.minimumWidth(), 0)


class MainWindow(QMainWindow):
    def __init__(self, settings=None, parent=None, *, rooms_later: bool = False) -> None:
        """The window with the board, its panels, the Game, Board, Tools and Help menus and a
        match to play, and the feature rooms (File and Edit, Practice, chouette mode, sound,
        Help > Rules): at once, or with ``rooms_later`` when :meth:`install_rooms` is called
        (the ``bgdesk`` command paints the board first, then installs them)."""
        super().__init__(parent)
        self.setWindowTitle("bgdesk")
        self.settings = settings if settings is not None else GuiSettings()
        ensure_language(self.settings)  # app.run applies it first; other callers get it here
        # Tests set this to answer prompts without a modal loop: driver(dialog).
        self.prompt_driver = None
        self._spoken = ""  # the game's last sentence in the status bar
        self.controller = GameController(self.settings, self)
        self.scene = BoardScene(self.settings, self)
        self.scene.delegate = self.controller
        self.view = BoardView(self.scene)
        self._build_panels()
        self._build_actions()
        self._connect()
        self._fit_to_screen(1400, 900)
        self.session = None  # the AutosaveSession, attached by bgdesk.gui.window.startup.start_session
        self.rooms_installed = False
        # Dice entered by hand are asked for through the records room: it must be there first.
        if not rooms_later or pref(self.settings, "dice_source", "random") == "manual":
            self.install_rooms()
        # Texts follow live language changes; the game is left as it is.
        on_language_changed(self._language_changed)
        # The match the window opens with: as long as the last one chosen (0: a money session),
        # so that it agrees with what the New match dialog offers.
        self.controller.new_match(MatchConfig(
            names=(GameController.tr("Player 1"), GameController.tr("Player 2")), length=self.new_match_length(),
            rules=rules_from_settings(self.settings)))

    def install_rooms(self) -> None:
        """Add the feature rooms to the window (once): chouette mode's actions in the Game menu,
        Help > Rules and Fair dice, File and Edit (records), Practice (bots, hints, tutor, analysis) and the
        sounds; then a key for every menu action. Their modules are imported here, so a window
        made with ``rooms_later`` paints its board before importing them."""
        if self.rooms_installed:
            return
        self.rooms_installed = True
        from bgdesk.gui.chouette.mode import add_chouette_actions  # New/Resume chouette

        add_chouette_actions(self, self.game_menu, before=self.act_next)
        from bgdesk.gui.help.rules import add_rules_action  # Help > Rules of backgammon

        add_rules_action(self, self.help_menu)
        from bgdesk.gui.help.fairdice import add_fair_dice_action  # Help > Fair dice

        add_fair_dice_action(self, self.help_menu)
        from bgdesk.gui.records.interop import install_interop  # File/Edit menus, fair dice

        install_interop(self)
        from bgdesk.gui.practice.menu import install_practice  # bots, hints, tutor, analysis

        install_practice(self)
        from bgdesk.gui.window.sound import install_sound  # the board's sounds, Mute (M)

        install_sound(self)
        keep_shortcuts(self)  # a key for every menu action (window/keys.py), chouette mode's too
        back_to_board(self)  # Escape from any control of the window: back to the board
        from bgdesk.gui.window.storage_status import install_storage_status

        install_storage_status(self)  # a write that failed: said, and marked until it works
        from bgdesk.gui.window.tool_windows import keep_windows

        keep_windows(self)  # the windows it opens take its keys, and leave the tree when closed
        if self.controller.match is not None:  # installed after the first match began: catch up
            self.controller.state_changed.emit()

    # -- layout ------------------------------------------------------------------------------
    def _fit_to_screen(self, width: int, height: int) -> None:
        """Open at ``width`` x ``height``, or smaller when the screen is smaller (1024x640 up):
        the whole window, title bar and frame included, fits in the screen's free area, so the
        status bar (where the game speaks) is on the screen. The frame is estimated until the
        window manager has framed the window; then :meth:`showEvent` fits it exactly."""
        self._wanted = QSize(width, height)
        screen = self.screen() or QApplication.primaryScreen()
        if screen is not None:
            self.setGeometry(fit_frame(screen.availableGeometry(), self._frame_margins(), self._wanted))
        else:
            self.resize(width, height)
        self._fitted_size = self.size()  # a size given later by someone else is left alone

    def _frame_margins(self) -> QMargins:
        handle = self.windowHandle()
        margins = handle.frameMargins() if handle is not None else QMargins()
        if margins.isNull():  # not framed yet: a title bar (its text and some room) and thin borders
            # (from the font, not QStyle's title bar metric: Python's QStyle class with its enums
            # costs ~6 ms before the first paint; Fusion's metric is a constant 24 anyway)
            title = self.fontMetrics().height() + 10
            margins = QMargins(4, max(title, 24) + 4, 4, 4)
        return margins

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if not getattr(self, "_fitted", False):
            self._fitted = True
            # Once the window manager has put its frame on (a moment after showing), fit again.
            QTimer.singleShot(150, self._refit)

    def _refit(self) -> None:
        screen = self.screen()
        if screen is None or self.isMaximized() or self.isFullScreen() or self.size() != self._fitted_size:
            return
        room = screen.availableGeometry()
        if not room.contains(self.frameGeometry()):
            self.setGeometry(fit_frame(room, self._frame_margins(), self.size().boundedTo(self._wanted)))

    def _build_panels(self) -> None:
        side = QWidget()
        lay = QVBoxLayout(side)
        lay.setContentsMargins(6, 6, 6, 6)
        self.score_panel = ScorePanel()
        lay.addWidget(self.score_panel)
        self.moves_label = QLabel()
        bind(self.moves_label, "MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Moves"))
        lay.addWidget(self.moves_label)
        self.move_list = OneLineList()  # a long line ends in "…", whole in its tooltip
        self.move_list.setObjectName("move_list")
        # one line a row: with rows of one height, scrolling to the newest move needs no layout
        # of every row (4 ms a move at twenty games listed)
        self.move_list.setUniformItemSizes(True)
        # It takes the room the other panels leave, and may shrink to two lines when they need it
        # (the players' part of the fair dice before the first roll, in a long language on a
        # laptop's screen): its size hint (12 lines) is not counted in the side panels' height.
        self.move_list.setMinimumHeight(2 * self.move_list.fontMetrics().lineSpacing()
                                        + 2 * self.move_list.frameWidth() + 4)
        policy = self.move_list.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Ignored)
        self.move_list.setSizePolicy(policy)
        bind(self.move_list, "MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Moves"), "accessible_name")
        lay.addWidget(self.move_list, 1)
        self.entry_label = QLabel()
        self.entry_label.setWordWrap(True)  # long in some languages; the panel is narrow
        bind(self.entry_label, "MainWindow",
             QT_TRANSLATE_NOOP("MainWindow", "Type a move (e.g. 24/18 13/11) and press Enter:"))
        lay.addWidget(self.entry_label)
        self.move_entry = QLineEdit()
        self.move_entry.setObjectName("move_entry")
        self.move_entry.setPlaceholderText("24/18 13/11")
        self.entry_label.setBuddy(self.move_entry)  # the box's name for a screen reader
        lay.addWidget(self.move_entry)
        self.entry_error = plain_text(QLabel())
        self.entry_error.setWordWrap(True)
        self.entry_error.setStyleSheet("color: #c03030")
        lay.addWidget(self.entry_error)
        self.side_panels = SidePanelArea(side, 230, 340)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.view)
        split.addWidget(self.side_panels)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        self.setCentralWidget(split)
        # Tab from the board goes to the move box at once (then the move list, the panels);
        # Shift+Tab or Escape goes back.
        QWidget.setTabOrder(self.view, self.move_entry)
        QWidget.setTabOrder(self.move_entry, self.move_list)

    def _action(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        """An action whose ``text`` and ``tip`` (source texts in the MainWindow context, marked
        with QT_TRANSLATE_NOOP) follow the language in use."""
        return make_action(self, "MainWindow", text, slot, shortcut, tip)

    def _menu(self, parent, text: str):
        """A menu (of the menu bar or of another menu) whose title follows the language."""
        menu = parent.addMenu("")
        bind(menu.menuAction(), "MainWindow", text)
        return menu

    def _choice(self, context: str, text: str) -> QAction:
        a = QAction(self, checkable=True)
        bind(a, context, text)
        return a

    def _build_actions(self) -> None:
        c = self.controller
        self.act_new = self._action(QT_TRANSLATE_NOOP("MainWindow", "&New match…"), self.new_match, QKeySequence.StandardKey.New,
                                    QT_TRANSLATE_NOOP("MainWindow", "Start a new match or money session"))
        self.act_next = self._action(QT_TRANSLATE_NOOP("MainWindow", "Ne&xt game"), c.next_game, "Ctrl+G",
                                     QT_TRANSLATE_NOOP("MainWindow", "Start the next game"))
        self.act_roll = self._action(QT_TRANSLATE_NOOP("MainWindow", "&Roll"), c.roll, "Ctrl+R", QT_TRANSLATE_NOOP("MainWindow", "Roll the dice"))
        self.act_double = self._action(QT_TRANSLATE_NOOP("MainWindow", "&Double"), c.double, "Ctrl+D",
                                       QT_TRANSLATE_NOOP("MainWindow", "Offer the doubling cube"))
        self.act_undo = self._action(QT_TRANSLATE_NOOP("MainWindow", "&Undo step"), c.undo, QKeySequence.StandardKey.Undo,
                                     QT_TRANSLATE_NOOP("MainWindow", "Take back the last step"))
        self.act_done = self._action(QT_TRANSLATE_NOOP("MainWindow", "D&one"), c.commit, "Ctrl+Return",
                                     QT_TRANSLATE_NOOP("MainWindow", "Pick up the dice: the move is final"))
        self.act_resign = {k: self._action(RESIGN_ACTIONS[k][0], lambda k=k: c.resign(k), None, RESIGN_ACTIONS[k][1])
                           for k in (1, 2, 3)}
        self.act_quit = self._action(QT_TRANSLATE_NOOP("MainWindow", "&Quit"), self.close, QKeySequence.StandardKey.Quit)

        bar = self.menuBar()
        game = self._menu(bar, QT_TRANSLATE_NOOP("MainWindow", "&Game"))
        game.addAction(self.act_new)
        game.addAction(self.act_next)  # chouette mode's actions go before it (install_rooms)
        game.addSeparator()
        for a in (self.act_roll, self.act_double, self.act_undo, self.act_done):
            game.addAction(a)
        resign = self._menu(game, QT_TRANSLATE_NOOP("MainWindow", "Re&sign"))
        for a in self.act_resign.values():
            resign.addAction(a)
        game.addSeparator()
        game.addAction(self.act_quit)
        self.game_menu = game

        board = self._menu(bar, QT_TRANSLATE_NOOP("MainWindow", "&Board"))
        corner = self._menu(board, QT_TRANSLATE_NOOP("MainWindow", "&Home board"))
        self.corner_group = QActionGroup(self)
        self.act_corner = {}
        for key, label in CORNER_LABELS.items():
            a = self._choice("MainWindow", label)
            a.setChecked(pref(self.settings, "home_corner") == key)
            a.triggered.connect(lambda _=False, k=key: self.set_setting("home_corner", k))
            self.corner_group.addAction(a)
            corner.addAction(a)
            self.act_corner[key] = a
        theme = self._menu(board, QT_TRANSLATE_NOOP("MainWindow", "&Theme"))
        self.theme_group = QActionGroup(self)
        for key, t in THEMES.items():
            a = self._choice("Theme", t.label)
            a.setChecked(pref(self.settings, "theme") == key)
            a.triggered.connect(lambda _=False, k=key: self.set_setting("theme", k))
            self.theme_group.addAction(a)
            theme.addAction(a)
        anim = self._menu(board, QT_TRANSLATE_NOOP("MainWindow", "&Animation"))
        self.anim_group = QActionGroup(self)
        for key in ("off", "slow", "normal", "fast"):
            a = self._choice("MainWindow", ANIMATION_LABELS[key])
            a.setChecked(pref(self.settings, "animation_speed") == key)
            a.triggered.connect(lambda _=False, k=key: self.set_setting("animation_speed", k))
            self.anim_group.addAction(a)
            anim.addAction(a)
        board.addSeparator()
        self.toggles = {}
        for key, label in (
            ("show_pip_counts", QT_TRANSLATE_NOOP("MainWindow", "Show pip counts")),
            ("show_point_numbers", QT_TRANSLATE_NOOP("MainWindow", "Show point numbers")),
            ("highlight_destinations", QT_TRANSLATE_NOOP("MainWindow", "Highlight legal destinations")),
            ("confirm_moves", QT_TRANSLATE_NOOP("MainWindow", "Confirm moves by picking up the dice")),
            ("confirm_double", QT_TRANSLATE_NOOP("MainWindow", "Ask before doubling when the cube is clicked")),
            ("auto_play_forced", QT_TRANSLATE_NOOP("MainWindow", "Play forced moves automatically")),
            ("auto_roll", QT_TRANSLATE_NOOP("MainWindow", "Roll automatically when no double is possible")),
        ):
            a = self._choice("MainWindow", label)
            a.setChecked(bool(pref(self.settings, key)))
            a.toggled.connect(lambda on, k=key: self.set_setting(k, on))
            board.addAction(a)
            self.toggles[key] = a
        a = self._choice("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Point numbers follow the player on roll"))
        a.setChecked(pref(self.settings, "point_numbers_follow") == "on-roll")
        a.toggled.connect(lambda on: self.set_setting("point_numbers_follow", "on-roll" if on else "bottom"))
        board.addAction(a)
        self.toggles["point_numbers_follow"] = a

        tools = self._menu(bar, QT_TRANSLATE_NOOP("MainWindow", "&Tools"))
        self.act_settings = self._action(QT_TRANSLATE_NOOP("MainWindow", "&Settings…"), self.edit_settings, "Ctrl+,",
                                         QT_TRANSLATE_NOOP("MainWindow", "Board, rules, play and appearance settings"))
        self.act_settings.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.act_stats = self._action(QT_TRANSLATE_NOOP("MainWindow", "S&tatistics…"), self.show_statistics, None,
                                      QT_TRANSLATE_NOOP("MainWindow", "Results against each opponent, and a plot over time"))
        tools.addAction(self.act_settings)
        tools.addAction(self.act_stats)
        self.tools_menu = tools

        helpm = self._menu(bar, QT_TRANSLATE_NOOP("MainWindow", "&Help"))
        self.act_keyboard = self._action(QT_TRANSLATE_NOOP("MainWindow", "&Keyboard"), self.show_keyboard, None,
                                         QT_TRANSLATE_NOOP("MainWindow", "Every key of the board and of the menus"))
        helpm.addAction(self.act_keyboard)
        helpm.addAction(self._action(QT_TRANSLATE_NOOP("MainWindow", "&About bgdesk"), self.about))
        self.help_menu = helpm  # Help > Rules and Help > Fair dice go on top (install_rooms)

        tb = self.addToolBar("")
        bind(tb, "MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Actions"), "window_title")
        tb.setObjectName("actions")
        tb.setMovable(False)
        more = tb.findChild(QWidget, "qt_toolbar_ext_button")  # shown when the window is narrow
        if more is not None:
            bind(more, "MainWindow", QT_TRANSLATE_NOOP("MainWindow", "More actions"), "accessible_name")
        for a in (self.act_new, self.act_roll, self.act_double, self.act_undo, self.act_done):
            tb.addAction(a)
        tb.addSeparator()
        tb.addAction(self.act_resign[1])
        tb.addAction(self.act_next)

    def _connect(self) -> None:
        c, s = self.controller, self.scene
        s.connect_controller(c)
        c.state_changed.connect(self.update_ui)
        c.message.connect(self.show_message)
        c.double_offered.connect(self.ask_take)
        c.resignation_offered.connect(self.ask_resignation)
        s.cube_clicked.connect(self._cube_clicked)
        self.view.action_refused.connect(self._action_refused)
        self.move_entry.returnPressed.connect(self.enter_move)
        # The pointer leaving a menu entry or tool button empties the status bar (Qt's status
        # tips), which would wipe the game's last sentence, e.g. when a prompt opens under a
        # parked pointer: the status bar goes back to what the game said instead.
        self.statusBar().messageChanged.connect(self._status_emptied)

    # -- slots -------------------------------------------------------------------------------
    def _cube_clicked(self) -> None:
        """A click on the cube doubles, after asking when the settings say so (D on the board
        doubles without asking); where doubling does not apply now, the controller says why."""
        c = self.controller
        if not c.can("double"):
            c.double()
            return
        if pref(self.settings, "confirm_double"):
            from bgdesk.gui.match.dialogs import DoubleDialog

            g = c.game
            if not DoubleDialog.ask(self, c.name(g.on_roll), 2 * g.cube_value, driver=self.prompt_driver):
                return
        c.double()

    def _action_refused(self, action) -> None:
        """The key of a disabled action was pressed on the board: the game says why it cannot be
        done now (the controller's own reason for the game's actions)."""
        c = self.controller
        chouette = getattr(self, "chouette", None)
        if chouette is None or not chouette.active:
            explain = {self.act_roll: c.roll, self.act_double: c.double, self.act_undo: c.undo,
                       self.act_done: c.commit, self.act_next: c.next_game}
            explain.update({a: (lambda k=k: c.resign(k)) for k, a in self.act_resign.items()})
            if action in explain:
                explain[action]()
                return
        self.show_message(self.tr("{action} is not possible now.").format(action=plain(action.text())))

    def show_message(self, text: str, announce: bool = True) -> None:
        """The game speaks: in the status bar, and to a screen reader (``announce`` False: a
        sentence that only corrects the figures of one just said is shown, not said again)."""
        self._spoken = text
        self.statusBar().showMessage(text)
        self.statusBar().setToolTip(text)  # whole, should the bar be too narrow for it
        if announce:
            self.view.announce(text)

    def _status_emptied(self, text: str) -> None:
        if not text and self._spoken:
            self.statusBar().showMessage(self._spoken)

    def update_ui(self) -> None:
        c = self.controller
        self.act_roll.setEnabled(c.can("roll"))
        self.act_double.setEnabled(c.can("double"))
        self.act_undo.setEnabled(c.can("undo"))
        self.act_done.setEnabled(c.can("done"))
        for a in self.act_resign.values():
            a.setEnabled(c.can("resign"))
        g = c.game
        self.act_next.setEnabled(bool(g and g.is_over and not c.match.is_over))
        # Enabled whenever there is a game, so that a player who types keeps the focus here after
        # the move is committed (a refused entry says why).
        self.move_entry.setEnabled(g is not None)
        self.score_panel.update_from(c)
        self._show_moves(self.listed_blocks())

    def _show_moves(self, blocks: list) -> None:
        """The move list shows ``blocks`` (``(key, lines)``, :meth:`listed_blocks`): the rows of
        blocks that left the top go, blocks shown as they are stay, and the rows from the first
        block that changed on are made anew, so that a move adds a row or two rather than the
        list being rebuilt (a click on the board waited for that: 20-40 ms a move at twenty
        games listed)."""
        shown = self.__dict__.setdefault("_shown_blocks", [])  # [(key, lines)] as in the list
        ml = self.move_list
        if sum(len(lines) for _k, lines in shown) != ml.count():
            shown.clear()  # (emptied by something else: made anew)
            ml.clear()
        keys = [k for k, _lines in blocks]
        where = {k[0]: i for i, k in enumerate(keys)}  # by which block, whatever its version
        # blocks gone from the top (the oldest game, when a new one is listed), then new blocks
        # above the first one shown (the "Games 1 to n" line, when the first game goes)
        drop = 0
        while drop < len(shown) and shown[drop][0][0] not in where:
            drop += 1
        for _ in range(sum(len(lines) for _k, lines in shown[:drop])):
            ml.takeItem(0)  # (returned to Python, freed with it)
        del shown[:drop]
        if shown:
            above = where[shown[0][0][0]]
            row = 0
            for _k, lines in blocks[:above]:
                ml.insertItems(row, lines)
                row += len(lines)
            shown[:0] = blocks[:above]
        same = 0
        while same < len(shown) and same < len(blocks) and shown[same][0] == keys[same]:
            same += 1
        if same == len(shown) == len(blocks):
            return
        # from the first block that changed on; within it, the lines it still starts with stay
        # (the game in progress gains a line a move)
        keep_rows = sum(len(lines) for _k, lines in shown[:same])
        if same < len(shown) and same < len(blocks) and shown[same][0][0] == keys[same][0]:
            old, new = shown[same][1], blocks[same][1]
            common = 0
            while common < min(len(old), len(new)) and old[common] == new[common]:
                common += 1
            keep_rows += common
        ml.setUpdatesEnabled(False)
        try:
            while ml.count() > keep_rows:
                ml.takeItem(ml.count() - 1)
            rest = [line for _k, lines in blocks[same:] for line in lines]
            ml.addItems(rest[keep_rows - sum(len(lines) for _k, lines in shown[:same]):])
            shown[same:] = blocks[same:]
        finally:
            ml.setUpdatesEnabled(True)
        ml.scrollToBottom()

    def listed_blocks(self) -> list[tuple]:
        """The move list's blocks (:meth:`GameController.move_blocks`): the last LISTED_GAMES
        games, so that a session played all evening neither fills the list nor rebuilds it ever
        longer after each move (Copy moves and Replay still give every game)."""
        c = self.controller
        games = len(c.match.games) if c.match is not None else 0
        first = max(0, games - LISTED_GAMES)
        blocks = c.move_blocks(first)
        if first:
            line = self.tr("Games 1 to {n}: Copy moves or Replay shows them").format(n=first)
            # (a block of its own for each n: when the oldest game goes, its rows and this line
            # leave from the top and the new line comes in above the rest, which stay)
            blocks.insert(0, ((("earlier", first), line), [line]))
        return blocks

    def listed_moves(self) -> list[str]:
        """The move list's lines (:meth:`listed_blocks`)."""
        return [line for _key, lines in self.listed_blocks() for line in lines]

    def enter_move(self) -> None:
        text = self.move_entry.text().strip()
        c = self.controller
        if not text:
            # Enter in the empty box does what Enter on the board does once the roll is played:
            # picks up the dice, or rolls; so a player who types never has to leave the box.
            # Before the roll is played it says what to type.
            if c.turn is not None and not c.turn.is_complete:
                done = c.enter_move(text)
            elif c.turn is not None:
                done = c.commit()
            else:
                done = c.roll()
            self.entry_error.setText("" if done else c.last_message)
            return
        if self.controller.enter_move(text):
            self.move_entry.clear()
            self.entry_error.clear()
        else:
            self.entry_error.setText(self.controller.last_message)

    def ask_take(self, doubler: int, value: int) -> None:
        c = self.controller
        g = c.game
        taker = 1 - doubler
        if c.is_bot_seat(taker):  # a computer player answers for itself (gui/bot_runner.py)
            return
        from bgdesk.gui.match.dialogs import TakeDialog

        while True:
            answer = TakeDialog.ask(self, c.name(taker), c.name(doubler), value, g.cube_value,
                                    g.can_beaver(taker), driver=self.prompt_driver)
            if answer is not None or self.prompt_driver is not None:
                break
        if answer == "take":
            c.take()
        elif answer == "pass":
            c.drop()
        elif answer == "beaver":
            c.beaver()

    def ask_resignation(self, resigner: int, kind: int) -> None:
        c = self.controller
        g = c.game
        if c.is_bot_seat(1 - resigner):  # a computer player answers for itself
            return
        from bgdesk.gui.match.dialogs import ResignDialog

        while True:
            ok = ResignDialog.ask(self, c.name(1 - resigner), c.name(resigner), resign_words(kind),
                                  g.stake(kind), driver=self.prompt_driver)
            if ok is not None or self.prompt_driver is not None:
                break
        if ok:
            c.accept_resignation()
        else:
            c.decline_resignation()

    def new_match(self, defaults: MatchConfig | None = None) -> None:
        """The New match dialog, showing the current match's choices (or ``defaults``): the
        names, match or money session and its length, and who plays each seat."""
        c = self.controller
        if defaults is None:
            defaults = MatchConfig(names=c.names, length=c.match.length if c.match else self.new_match_length(),
                                   rules=rules_from_settings(self.settings), players=c.seat_levels)
        from bgdesk.gui.match.dialogs import NewMatchDialog

        cfg = NewMatchDialog.ask(self, defaults, driver=self.prompt_driver)
        if cfg is not None:
            from bgdesk.gui.chouette.mode import leave_chouette_mode

            leave_chouette_mode(self)  # back from chouette mode, if in it
            if cfg.length != self.new_match_length():  # remembered for the next start
                self.set_setting("match_length", cfg.length)
            self.controller.new_match(cfg)

    def new_match_length(self) -> int:
        """The length of a new match as last chosen (0: a money session)."""
        try:
            length = int(pref(self.settings, "match_length"))
        except (TypeError, ValueError):
            return DEFAULTS["match_length"]
        low, high = MATCH_LENGTH_RANGE
        return length if low <= length <= high else DEFAULTS["match_length"]

    def set_setting(self, name: str, value) -> None:
        set_pref(self.settings, name, value)
        self.scene.apply_settings(self.settings)
        self._persist_settings()

    # -- settings dialog and statistics --------------------------------------------
    def preview_settings(self, settings) -> None:
        """Show ``settings`` on the board (and the sound settings in the sounds) while the
        Settings dialog is open."""
        from bgdesk.gui.window.sound import apply_sound

        self.scene.apply_settings(settings)
        apply_sound(self, settings)

    def edit_settings(self) -> None:
        from bgdesk.gui.settings.dialog import SettingsDialog

        new = SettingsDialog.edit(self, self.settings, driver=self.prompt_driver, sound=self.sound)
        if new is not None:
            copy_into(self.settings, new)
            from bgdesk.gui.practice.menu import apply_thresholds

            apply_thresholds(self.settings)  # GNU Backgammon's thresholds, as set
            self._sync_setting_menus()
            self._persist_settings()
            apply_settings_language(self.settings)  # a new language applies now
        from bgdesk.gui.window.sound import apply_sound

        self.scene.apply_settings(self.settings)
        apply_sound(self)

    # -- languages -----------------------------------------------------------------
    def _language_changed(self, lang: str) -> None:
        """Every text in the new language: menus and actions re-set themselves (i18n.bind); the
        board, the banner, the score panel and the move list are rebuilt from the same game."""
        self.controller.retranslate()
        self.update_ui()
        if self.controller.last_message:
            self.show_message(self.tr("Language: {name}").format(name=NATIVE_NAMES.get(lang, lang)))

    def _persist_settings(self) -> None:
        problem = persist(self.settings)
        if problem:
            self.show_message(problem)

    def _sync_setting_menus(self) -> None:
        """Tick the Board menu's entries as the settings now are."""
        for key, a in self.act_corner.items():
            a.setChecked(pref(self.settings, "home_corner") == key)
        for a, key in zip(self.theme_group.actions(), THEMES):
            a.setChecked(pref(self.settings, "theme") == key)
        for a, key in zip(self.anim_group.actions(), ("off", "slow", "normal", "fast")):
            a.setChecked(pref(self.settings, "animation_speed") == key)
        for key, a in self.toggles.items():
            on = (pref(self.settings, key) == "on-roll") if key == "point_numbers_follow" else bool(pref(self.settings, key))
            a.blockSignals(True)
            a.setChecked(on)
            a.blockSignals(False)

    def show_statistics(self) -> None:
        from bgdesk.gui.records.stats_window import StatsWindow

        self.stats_window = StatsWindow.show_for(self)

    def show_keyboard(self):
        """Help > Keyboard: every key, window by window (the menus as they are now)."""
        from bgdesk.gui.help.keyboard import KeyboardHelp

        self.keyboard_help = KeyboardHelp.show_for(self, lambda: keyboard_sections(self))
        return self.keyboard_help

    def open_replay(self, record, names=None, title=None, notes=None, parent=None):
        """A record in the replay viewer (for the rooms that cannot import it themselves, such
        as the chouette's games, told by their ``notes``), over ``parent`` when given."""
        return self.interop.open_replay(record, names, title=title, notes=notes, parent=parent)

    def open_archived_chouette(self, entry):
        """An archived chouette (an entry of the archive) with its games in the replay viewer,
        for the archive window, which cannot open chouettes itself."""
        from bgdesk.gui.chouette.mode import open_archived_chouette

        return open_archived_chouette(self, entry)

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, self.tr("About bgdesk"),
                          self.tr("bgdesk — desktop backgammon.\nTwo players on one computer, matches and "
                                  "money sessions."))

    def start_next_game_later(self) -> None:
        QTimer.singleShot(0, self.controller.next_game)


__all__ = ["MainWindow", "ScorePanel", "ANIMATION_SPEEDS", "fit_frame"]
