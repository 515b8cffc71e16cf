"""The Settings dialog: Board, Rules, Play, Appearance and Sound pages.

``SettingsDialog.edit(parent, settings)`` shows the dialog and returns the new
:class:`~bgdesk.storage.settings.Settings` (OK) or None (Cancel). The pages are built from
:data:`~bgdesk.storage.settings.SETTING_SPECS`, so every stored setting has a widget; a few get a
special one (the home-board corner as four small pictures of the board, drawn here with QPainter
from the board geometry itself). While the dialog is open every change is handed to ``preview``
(by default the parent's ``preview_settings``) so the board shows it at once; Cancel hands back
the settings as they were; Restore defaults puts every widget back to its default. The Sound page
lets each sound be heard (through the ``sound`` player given, normally the window's) and says so
when the computer has no audio device.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QHBoxLayout,
    QRadioButton,
    QSlider,
    QSpinBox,
    QToolButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from bgdesk.gui.board import geometry as geo_mod
from bgdesk.gui.board.geometry import CORNERS, VIEWER, BoardGeometry
from bgdesk.gui.i18n import NATIVE_NAMES, translate_buttons
from bgdesk.gui.match.persistence import to_storage_settings
from bgdesk.gui.board.theme import THEMES, Theme, theme_named
from bgdesk.storage.settings import SETTING_SPECS, Settings
from bgdesk.gui.lifetime import run_modal

try:  # marks strings for pyside6-lupdate without translating them yet
    from PySide6.QtCore import QT_TRANSLATE_NOOP
except ImportError:  # pragma: no cover
    def QT_TRANSLATE_NOOP(context, text):  # noqa: N802
        return text

CONTEXT = "SettingsDialog"
Driver = Callable[[QDialog], None] | None


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


# Page of each storage section, in order.
PAGES = (
    ("board", QT_TRANSLATE_NOOP("SettingsDialog", "Board")),
    ("rules", QT_TRANSLATE_NOOP("SettingsDialog", "Rules")),
    ("play", QT_TRANSLATE_NOOP("SettingsDialog", "Play")),
    ("appearance", QT_TRANSLATE_NOOP("SettingsDialog", "Appearance")),
    ("sound", QT_TRANSLATE_NOOP("SettingsDialog", "Sound")),
)

# Words shown for each setting (the storage labels are the English fallback).
LABELS = {
    "board.home_corner": QT_TRANSLATE_NOOP("SettingsDialog", "Where your home board is"),
    "board.auto_switch_sides": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Switch sides after each game (home board alternates right and left)"),
    "board.show_point_numbers": QT_TRANSLATE_NOOP("SettingsDialog", "Show point numbers"),
    "board.point_numbers_follow": QT_TRANSLATE_NOOP("SettingsDialog", "Point numbers are those of"),
    "board.show_pip_counts": QT_TRANSLATE_NOOP("SettingsDialog", "Show pip counts"),
    "rules.auto_doubles": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Automatic doubles on opening ties (money sessions)"),
    "rules.auto_double_limit": QT_TRANSLATE_NOOP("SettingsDialog", "At most, per game"),
    "rules.jacoby": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Jacoby rule: gammons count only after the cube is turned (money sessions)"),
    "rules.backgammon_value": QT_TRANSLATE_NOOP("SettingsDialog", "A backgammon counts"),
    "rules.beavers": QT_TRANSLATE_NOOP("SettingsDialog", "Beavers (money sessions)"),
    "play.auto_roll": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Roll automatically when no cube action is possible"),
    "play.auto_play_forced": QT_TRANSLATE_NOOP("SettingsDialog", "Play forced moves automatically"),
    "play.auto_bear_off": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Bear off automatically when nothing else matters"),
    "play.confirm_moves": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Confirm moves by picking up the dice"),
    "play.confirm_double": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Ask before doubling when the cube is clicked"),
    "play.highlight_destinations": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Highlight where a checker may go"),
    "play.animation_speed": QT_TRANSLATE_NOOP("SettingsDialog", "Animation speed"),
    "play.dice_source": QT_TRANSLATE_NOOP("SettingsDialog", "Dice"),
    "play.bot_level": QT_TRANSLATE_NOOP("SettingsDialog", "Default computer opponent"),
    "play.match_length": QT_TRANSLATE_NOOP("SettingsDialog", "A new match is played to (points)"),
    "play.tutor": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Tutor: warn before a play or cube decision that loses equity (needs bgsage)"),
    "play.tutor_threshold": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Tutor warns from (thousandths of a point)"),
    "play.show_feedback": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Against a computer player, show on the board how good each of my plays "
                          "and cube decisions was (needs bgsage)"),
    "play.threshold_doubtful": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Doubtful: gives up more than (thousandths of a point)"),
    "play.threshold_bad": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Bad: gives up more than (thousandths of a point)"),
    "play.threshold_very_bad": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Very bad: gives up more than (thousandths of a point)"),
    "appearance.theme": QT_TRANSLATE_NOOP("SettingsDialog", "Colours"),
    "appearance.language": QT_TRANSLATE_NOOP("SettingsDialog", "Language"),
    "sound.muted": QT_TRANSLATE_NOOP("SettingsDialog", "Mute all sounds (key M)"),
    "sound.volume": QT_TRANSLATE_NOOP("SettingsDialog", "Volume"),
    "sound.dice_roll": QT_TRANSLATE_NOOP("SettingsDialog", "The dice are rolled"),
    "sound.checker_lands": QT_TRANSLATE_NOOP("SettingsDialog", "A checker is put down"),
    "sound.checker_hit": QT_TRANSLATE_NOOP("SettingsDialog", "A checker is hit"),
    "sound.bar_entry": QT_TRANSLATE_NOOP("SettingsDialog", "A checker enters from the bar"),
    "sound.bear_off": QT_TRANSLATE_NOOP("SettingsDialog", "A checker is borne off"),
    "sound.double_offered": QT_TRANSLATE_NOOP("SettingsDialog", "A double is offered"),
    "sound.double_taken": QT_TRANSLATE_NOOP("SettingsDialog", "A double is taken"),
    "sound.double_passed": QT_TRANSLATE_NOOP("SettingsDialog", "A double is passed"),
    "sound.game_won": QT_TRANSLATE_NOOP("SettingsDialog", "A game is won"),
    "sound.game_lost": QT_TRANSLATE_NOOP("SettingsDialog", "A game is lost"),
    "sound.match_won": QT_TRANSLATE_NOOP("SettingsDialog", "The match is won"),
    "sound.resignation_offered": QT_TRANSLATE_NOOP("SettingsDialog", "The computer offers to resign"),
    "sound.illegal_drop": QT_TRANSLATE_NOOP("SettingsDialog", "A checker is put where it may not go"),
    "sound.tutor_warning": QT_TRANSLATE_NOOP("SettingsDialog", "The tutor warns"),
}

# Why there is no sound, by the player's reason code (bgdesk.sound.outputs).
NO_SOUND_TEXTS = {
    "no-device": QT_TRANSLATE_NOOP(
        "SettingsDialog", "No sound card or sound server was found, so bgdesk is silent."),
    "no-library": QT_TRANSLATE_NOOP(
        "SettingsDialog", "The audio library is not available on this computer, so bgdesk is silent."),
    "switched-off": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Sound is switched off for this run (BGDESK_AUDIO=off)."),
    "device-failed": QT_TRANSLATE_NOOP(
        "SettingsDialog", "The audio device would not open, so bgdesk is silent."),
    "no-sound-library": QT_TRANSLATE_NOOP(
        "SettingsDialog", "bgdesk is silent: this computer has none of the sound libraries it plays "
                          "through (PulseAudio's, ALSA's or JACK's). On Debian or Ubuntu install libpulse0 "
                          "or libasound2; on Fedora, pulseaudio-libs or alsa-lib."),
}

CORNER_LABELS = {
    "bottom-right": QT_TRANSLATE_NOOP("SettingsDialog", "Bottom right (usual)"),
    "bottom-left": QT_TRANSLATE_NOOP("SettingsDialog", "Bottom left"),
    "top-right": QT_TRANSLATE_NOOP("SettingsDialog", "Top right"),
    "top-left": QT_TRANSLATE_NOOP("SettingsDialog", "Top left"),
}

CHOICE_LABELS = {
    "board.point_numbers_follow": {
        "bottom": QT_TRANSLATE_NOOP("SettingsDialog", "the player at the bottom"),
        "on-roll": QT_TRANSLATE_NOOP("SettingsDialog", "the player on roll"),
    },
    "rules.backgammon_value": {
        3: QT_TRANSLATE_NOOP("SettingsDialog", "triple (3 times the cube)"),
        2: QT_TRANSLATE_NOOP("SettingsDialog", "double, like a gammon"),
    },
    "play.animation_speed": {
        "off": QT_TRANSLATE_NOOP("SettingsDialog", "Off (checkers jump)"),
        "slow": QT_TRANSLATE_NOOP("SettingsDialog", "Slow"),
        "normal": QT_TRANSLATE_NOOP("SettingsDialog", "Normal"),
        "fast": QT_TRANSLATE_NOOP("SettingsDialog", "Fast"),
    },
    "play.dice_source": {
        "random": QT_TRANSLATE_NOOP("SettingsDialog", "Rolled by the computer (random)"),
        "manual": QT_TRANSLATE_NOOP("SettingsDialog", "Entered by hand (your own dice)"),
    },
    "appearance.theme": {
        "classic": QT_TRANSLATE_NOOP("SettingsDialog", "Classic"),
        "high-contrast": QT_TRANSLATE_NOOP("SettingsDialog", "High contrast"),
        "ocean": QT_TRANSLATE_NOOP("SettingsDialog", "Ocean"),
    },
}

# Each language by its own name, so a person can find theirs whatever the current language.
LANGUAGE_NAMES = NATIVE_NAMES

BOT_LEVEL_NAMES = {
    "beginner": QT_TRANSLATE_NOOP("SettingsDialog", "Beginner"),
    "intermediate": QT_TRANSLATE_NOOP("SettingsDialog", "Intermediate"),
    "strong": QT_TRANSLATE_NOOP("SettingsDialog", "Strong"),
    "expert": QT_TRANSLATE_NOOP("SettingsDialog", "Expert"),
    "world-class": QT_TRANSLATE_NOOP("SettingsDialog", "World class"),
}


def bot_levels() -> tuple[str, ...]:
    """The bot levels that can be played here (weakest first)."""
    try:
        from bgdesk.bots import available_levels

        return tuple(available_levels())
    except Exception:  # bots missing or broken: offer what storage allows by default
        return ("beginner", "intermediate")


# --------------------------------------------------------------------------------------------
# The home-board corner as a small picture


def draw_mini_board(painter: QPainter, rect: QRectF, corner: str, theme: Theme) -> None:
    """A small board with the viewer's home board (bottom player, light checkers) in ``corner``:
    frame, points, the home board marked with checkers in it, the bear-off tray beside it and an
    arrow along the way the checkers travel. Drawn from :class:`BoardGeometry`, so it shows
    exactly what the board will do."""
    geo = BoardGeometry(corner)
    sx = rect.width() / geo_mod.SCENE_W
    sy = rect.height() / (geo_mod.BOARD_H)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.x(), rect.y())
    painter.scale(sx, sy)
    painter.translate(0, -geo_mod.BOARD_Y)  # the picture is the board without the name bands

    def qr(r) -> QRectF:
        return QRectF(r.x, r.y, r.w, r.h)

    board = qr(geo.board_rect)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.color("frame"))
    painter.drawRoundedRect(board, 24, 24)
    for half in ("left", "right"):
        painter.setBrush(theme.color("field"))
        painter.drawRect(qr(geo.field_rect(half)))
    painter.setBrush(theme.color("tray"))
    for side in (0, 1):
        painter.drawRect(qr(geo.tray_rect(side)))
    for n in range(1, 25):
        r = geo.point_rect(n)
        down = geo.point_points_down(n)
        base_y, tip_y = (r.y, r.y + r.h) if down else (r.y + r.h, r.y)
        tri = QPolygonF([QPointF(r.x, base_y), QPointF(r.x + r.w, base_y),
                         QPointF(r.x + r.w / 2, tip_y)])
        painter.setBrush(theme.color("point_a" if n % 2 else "point_b"))
        painter.drawPolygon(tri)
    # The home board (points 1-6): a bright outline and checkers on it.
    home = qr(geo.point_rect(1)).united(qr(geo.point_rect(6)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(theme.color("highlight"), 14))
    painter.drawRect(home.adjusted(-4, -4, 4, 4))
    painter.setPen(QPen(theme.checker_edge(0), 4))
    painter.setBrush(theme.checker(0))
    for n, count in ((6, 3), (5, 2), (4, 2), (3, 1), (2, 1), (1, 1)):
        for i in range(count):
            painter.drawEllipse(qr(geo.checker_rect(n, i, count)))
    # Borne-off checkers in the viewer's tray.
    for i in range(4):
        painter.drawRect(qr(geo.off_checker_rect(VIEWER, i)))
    # The way the checkers travel: 24 -> 13, across, 12 -> 1, then off.
    def mid(n: int) -> QPointF:
        r = geo.point_rect(n)
        down = geo.point_points_down(n)
        return QPointF(r.x + r.w / 2, r.y + (r.h * 0.80 if down else r.h * 0.20))

    path = QPainterPath(mid(24))
    path.lineTo(mid(13))
    path.lineTo(mid(12))
    path.lineTo(mid(1))
    tray = geo.tray_rect(VIEWER)
    end = QPointF(tray.x + tray.w / 2, mid(1).y())
    path.lineTo(end)
    pen = QPen(theme.color("last_move"), 16)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    direction = 1.0 if end.x() > mid(1).x() else -1.0
    head = QPolygonF([QPointF(end.x() + direction * 40, end.y()),
                      QPointF(end.x() - direction * 10, end.y() - 38),
                      QPointF(end.x() - direction * 10, end.y() + 38)])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.color("last_move"))
    painter.drawPolygon(head)
    painter.restore()


def corner_pixmap(corner: str, theme: Theme, size: QSize = QSize(132, 96)) -> QPixmap:
    pm = QPixmap(size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    draw_mini_board(p, QRectF(1, 1, size.width() - 2, size.height() - 2), corner, theme)
    p.end()
    return pm


def theme_swatch(theme: Theme, size: QSize = QSize(44, 20)) -> QPixmap:
    """A small sample of a theme: its field with one checker of each colour."""
    pm = QPixmap(size)
    pm.fill(QColor(theme.frame))
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    h = size.height()
    p.fillRect(QRectF(2, 2, size.width() - 4, h - 4), QColor(theme.field))
    for i in (0, 1):
        p.setPen(QPen(QColor(theme.checker_edges[i]), 1))
        p.setBrush(QColor(theme.checkers[i]))
        p.drawEllipse(QRectF(4 + i * (h - 2), 3, h - 6, h - 6))
    p.end()
    return pm


class CornerPicker(QWidget):
    """Four radio buttons, each with a picture of the board with the home board in that corner."""

    changed = Signal(str)

    def __init__(self, theme: Theme, parent=None) -> None:
        super().__init__(parent)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        for i, corner in enumerate(CORNERS):
            b = QRadioButton(_tr(CORNER_LABELS[corner]))
            b.setObjectName(f"corner-{corner}")
            b.setIconSize(QSize(132, 96))
            self.group.addButton(b, i)
            self.buttons[corner] = b
        # Laid out as on the screen: the "top" corners in the top row.
        order = ("top-left", "top-right", "bottom-left", "bottom-right")
        for i, corner in enumerate(order):
            grid.addWidget(self.buttons[corner], i // 2, i % 2)
        self.set_theme(theme)
        self.group.idToggled.connect(self._toggled)

    def set_theme(self, theme: Theme) -> None:
        for corner, b in self.buttons.items():
            b.setIcon(QIcon(corner_pixmap(corner, theme)))

    def _toggled(self, _id: int, on: bool) -> None:
        if on:
            self.changed.emit(self.value())

    def value(self) -> str:
        for corner, b in self.buttons.items():
            if b.isChecked():
                return corner
        return CORNERS[0]

    def set_value(self, corner: str) -> None:
        self.buttons.get(corner, self.buttons[CORNERS[0]]).setChecked(True)


# --------------------------------------------------------------------------------------------
# One widget per setting


class Field:
    """A setting's widget with uniform get/set and a change notification."""

    def __init__(self, key: str, widget: QWidget, get, put, signal) -> None:
        self.key = key
        self.widget = widget
        self.get = get
        self.put = put
        self.signal = signal


def _combo(key: str, items: list[tuple[object, str]], icons: dict | None = None) -> Field:
    box = QComboBox()
    box.setObjectName(key)
    for value, text in items:
        if icons and value in icons:
            box.addItem(icons[value], text, value)
        else:
            box.addItem(text, value)

    def put(value) -> None:
        i = box.findData(value)
        if i < 0:  # a value the list does not offer (e.g. a bot level not installed here)
            box.addItem(str(value), value)
            i = box.count() - 1
        box.setCurrentIndex(i)

    return Field(key, box, box.currentData, put, box.currentIndexChanged)


def make_field(key: str, theme: Theme) -> Field:
    """The widget for one setting: special ones by key, the rest by the spec's type."""
    spec = SETTING_SPECS[key]
    label = _tr(LABELS.get(key, spec.label))
    if key == "board.home_corner":
        picker = CornerPicker(theme)
        picker.setObjectName(key)
        return Field(key, picker, picker.value, picker.set_value, picker.changed)
    if key == "appearance.theme":
        items = [(name, _tr(CHOICE_LABELS[key].get(name, THEMES[name].label if name in THEMES else name)))
                 for name in spec.choices]
        icons = {name: QIcon(theme_swatch(theme_named(name))) for name in spec.choices}
        f = _combo(key, items, icons)
        f.widget.setIconSize(QSize(44, 20))
        return f
    if key == "appearance.language":
        items = [(code, QCoreApplication.translate("SettingsDialog", "Same as the computer") if code == "system" else LANGUAGE_NAMES.get(code, code))
                 for code in spec.choices]
        return _combo(key, items)
    if key == "play.bot_level":
        from bgdesk.gui.practice.bot_runner import LEVEL_KINDS, level_label

        return _combo(key, [(lv, level_label(lv) if lv in LEVEL_KINDS else _tr(BOT_LEVEL_NAMES.get(lv, lv)))
                            for lv in bot_levels()])
    if spec.type is bool:
        box = QCheckBox(label)
        box.setObjectName(key)
        return Field(key, box, box.isChecked, box.setChecked, box.toggled)
    if spec.choices is not None:
        names = CHOICE_LABELS.get(key, {})
        return _combo(key, [(c, _tr(names.get(c, str(c)))) for c in spec.choices])
    if key == "sound.volume":
        slider = QSlider(Qt.Orientation.Horizontal)
        slider.setObjectName(key)
        slider.setRange(*spec.range)
        slider.setSingleStep(5)
        slider.setPageStep(10)
        slider.setMinimumWidth(180)
        return Field(key, slider, slider.value, slider.setValue, slider.valueChanged)
    if spec.type is int and spec.range is not None:
        spin = QSpinBox()
        spin.setObjectName(key)
        spin.setRange(*spec.range)
        if key == "play.match_length":  # 0 points: a money session
            spin.setSpecialValueText(_tr(QT_TRANSLATE_NOOP("SettingsDialog", "Money session")))
        return Field(key, spin, spin.value, spin.setValue, spin.valueChanged)
    # A free-form setting nobody has a special widget for yet: an editable list of its default.
    box = QComboBox()
    box.setObjectName(key)
    box.setEditable(True)
    return Field(key, box, box.currentText, box.setCurrentText, box.currentTextChanged)


# --------------------------------------------------------------------------------------------


class SettingsDialog(QDialog):
    """Board, Rules, Play, Appearance and Sound, with live preview."""

    def __init__(self, parent: QWidget | None = None, settings=None,
                 preview: Callable[[Settings], None] | None = None, sound=None) -> None:
        super().__init__(parent)
        self.sound = sound  # the player the Sound page plays through (None: no Listen buttons)
        self.setObjectName("SettingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self._original = to_storage_settings(settings)
        self._current = self._original.copy()
        self._preview = preview
        self._loading = False
        theme = theme_named(self._original.appearance.theme)
        self.fields: dict[str, Field] = {}
        self.tabs = QTabWidget()
        self.pages: dict[str, QWidget] = {}
        for section, title in PAGES:
            page = QWidget()
            page.setObjectName(f"page-{section}")
            self.pages[section] = page
            self.tabs.addTab(page, _tr(title))
        for key in SETTING_SPECS:
            self.fields[key] = make_field(key, theme)
        self._build_board()
        self._build_rules()
        self._build_play()
        self._build_appearance()
        self._build_sound()
        missing = [k for k in SETTING_SPECS if self.fields[k].widget.parent() is None]
        if missing:  # a section added in storage without a page here still gets its widgets
            extra = QWidget()
            form = QFormLayout(extra)
            for k in missing:
                self._add_row(form, k)
            self.tabs.addTab(extra, self.tr("Other"))

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults)
        translate_buttons(self.buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            self.restore_defaults)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)

        self._show(self._current)
        for key, f in self.fields.items():
            f.signal.connect(lambda *_a, k=key: self._changed(k))
        self._update_enabled()

    # -- layout ------------------------------------------------------------------------------
    def _add_row(self, form: QFormLayout, key: str) -> None:
        f = self.fields[key]
        if isinstance(f.widget, QCheckBox):
            form.addRow(f.widget)
        else:
            spec = SETTING_SPECS[key]
            form.addRow(_tr(LABELS.get(key, spec.label)) + ":", f.widget)

    @staticmethod
    def _note(text: str) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setStyleSheet("color: palette(placeholder-text)")
        return label

    def _build_board(self) -> None:
        page = self.pages["board"]
        lay = QVBoxLayout(page)
        box = QGroupBox(_tr(LABELS["board.home_corner"]))
        bl = QVBoxLayout(box)
        bl.addWidget(self.fields["board.home_corner"].widget)
        bl.addWidget(self._note(self.tr(
            "Your checkers are the light ones; they travel along the arrow and are borne off "
            "beside your home board.")))
        bl.addWidget(self.fields["board.auto_switch_sides"].widget)
        lay.addWidget(box)
        form = QFormLayout()
        for key in ("board.show_point_numbers", "board.point_numbers_follow", "board.show_pip_counts"):
            self._add_row(form, key)
        lay.addLayout(form)
        lay.addStretch(1)

    def _build_rules(self) -> None:
        page = self.pages["rules"]
        lay = QVBoxLayout(page)
        lay.addWidget(self._note(self.tr(
            "These are the rules offered for each new money session or match; "
            "you can still change them when you start one.")))
        form = QFormLayout()
        self._add_row(form, "rules.auto_doubles")
        self._add_row(form, "rules.auto_double_limit")
        self._add_row(form, "rules.jacoby")
        self._add_row(form, "rules.beavers")
        self._add_row(form, "rules.backgammon_value")
        lay.addLayout(form)
        self.crawford_note = QLabel(self.tr(
            "The Crawford rule is always applied in matches: when a player first comes within "
            "one point of winning, the next game is played without the doubling cube."))
        self.crawford_note.setObjectName("crawford_note")
        self.crawford_note.setWordWrap(True)
        lay.addWidget(self.crawford_note)
        lay.addWidget(self._note(self.tr(
            "Automatic doubles, the Jacoby rule and beavers are for money play; "
            "matches never use them.")))
        lay.addStretch(1)

    def _build_play(self) -> None:
        page = self.pages["play"]
        lay = QVBoxLayout(page)
        form = QFormLayout()
        for key in ("play.auto_roll", "play.auto_play_forced", "play.auto_bear_off",
                    "play.confirm_moves", "play.confirm_double", "play.highlight_destinations",
                    "play.animation_speed", "play.dice_source", "play.bot_level",
                    "play.match_length", "play.tutor", "play.tutor_threshold", "play.show_feedback",
                    "play.threshold_doubtful", "play.threshold_bad", "play.threshold_very_bad"):
            self._add_row(form, key)
        lay.addLayout(form)
        lay.addWidget(self._note(self.tr(
            "Plays and cube decisions are marked doubtful, bad or very bad as GNU Backgammon marks "
            "them, by the equity they give up; GNU Backgammon 1.07's thresholds are 30, 60 and "
            "120 thousandths of a point.")))
        lay.addWidget(self._note(self.tr(
            "With moves confirmed by picking up the dice, every step can be taken back until "
            "you click the dice.")))
        lay.addStretch(1)

    def _build_appearance(self) -> None:
        page = self.pages["appearance"]
        lay = QVBoxLayout(page)
        form = QFormLayout()
        self._add_row(form, "appearance.theme")
        self._add_row(form, "appearance.language")
        lay.addLayout(form)
        lay.addWidget(self._note(self.tr(
            "Every colour scheme keeps the two players' checkers far apart in lightness, so they "
            "stay easy to tell apart with colour blindness. A new language applies as soon as you "
            "press OK; the game in progress carries on.")))
        lay.addStretch(1)

    def _build_sound(self) -> None:
        page = self.pages["sound"]
        lay = QVBoxLayout(page)
        self.no_sound_note = self._note("")
        self.no_sound_note.setObjectName("no_sound_note")
        self.look_again = QPushButton(self.tr("Look for an audio device again"))
        self.look_again.setObjectName("look_again")
        self.look_again.clicked.connect(lambda _=False: self._look_again())
        lay.addWidget(self.no_sound_note)
        lay.addWidget(self.look_again, 0, Qt.AlignmentFlag.AlignLeft)
        lay.addWidget(self.fields["sound.muted"].widget)
        row = QHBoxLayout()
        volume = QLabel(_tr(LABELS["sound.volume"]) + ":")
        volume.setBuddy(self.fields["sound.volume"].widget)  # the slider's name for a screen reader
        row.addWidget(volume)
        row.addWidget(self.fields["sound.volume"].widget, 1)
        self.volume_label = QLabel()
        self.volume_label.setObjectName("volume_label")
        self.volume_label.setMinimumWidth(self.volume_label.fontMetrics().horizontalAdvance("100 %") + 4)
        row.addWidget(self.volume_label)
        lay.addLayout(row)
        box = QGroupBox(self.tr("Play a sound when"))
        grid = QGridLayout(box)
        self.listen: dict[str, QToolButton] = {}
        names = [k.split(".", 1)[1] for k in SETTING_SPECS if k.startswith("sound.")][2:]
        rows = (len(names) + 1) // 2  # two columns, so the page is no taller than the others
        for i, name in enumerate(names):
            row, col = i % rows, 2 * (i // rows)
            grid.addWidget(self.fields[f"sound.{name}"].widget, row, col)
            b = QToolButton()
            b.setObjectName(f"listen-{name}")
            b.setText("\u25b6")
            b.setToolTip(self.tr("Listen"))
            b.setAccessibleName(self.tr("Listen: {what}").format(what=_tr(LABELS[f"sound.{name}"])))
            b.clicked.connect(lambda _=False, n=name: self.listen_to(n))
            grid.addWidget(b, row, col + 1)
            self.listen[name] = b
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(2, 1)
        lay.addWidget(box)
        lay.addStretch(1)
        self._update_sound_note()

    def listen_to(self, name: str) -> bool:
        """Play one sound at the volume shown (also while muted or switched off)."""
        return bool(self.sound is not None and self.sound.preview(name))

    def _look_again(self) -> None:
        if self.sound is not None:
            self.sound.retry()
            self.sound.wait_ready(2.0)
        self._update_sound_note()

    def _update_sound_note(self) -> None:
        """Say why bgdesk is silent when it has no audio device; the Listen buttons follow."""
        sound = self.sound
        silent = sound is not None and not sound.available
        self.no_sound_note.setText(_tr(NO_SOUND_TEXTS.get(getattr(sound, "reason", ""), NO_SOUND_TEXTS["no-device"]))
                                   if silent else "")
        self.no_sound_note.setVisible(silent)
        self.look_again.setVisible(silent)
        for b in self.listen.values():
            b.setEnabled(sound is not None and sound.available)
        self.volume_label.setText(f"{self.fields['sound.volume'].get()} %")

    # -- values ------------------------------------------------------------------------------
    def widget(self, key: str) -> QWidget:
        return self.fields[key].widget

    def value(self, key: str):
        return self.fields[key].get()

    def settings(self) -> Settings:
        """The settings as the widgets show them (unknown keys of the original kept)."""
        return self._current.copy()

    def _show(self, settings: Settings) -> None:
        self._loading = True
        try:
            for key, f in self.fields.items():
                f.put(settings.get(key))
        finally:
            self._loading = False

    def _changed(self, key: str) -> None:
        if self._loading:
            return
        value = self.fields[key].get()
        try:
            self._current.set(key, value)
        except ValueError:
            return  # e.g. a half-typed free-form value: keep the last good one
        if key == "appearance.theme":
            theme = theme_named(value)
            self.fields["board.home_corner"].widget.set_theme(theme)
        self._update_enabled()
        self.preview()

    def _update_enabled(self) -> None:
        self.fields["rules.auto_double_limit"].widget.setEnabled(
            bool(self.fields["rules.auto_doubles"].get()))
        self.fields["board.point_numbers_follow"].widget.setEnabled(
            bool(self.fields["board.show_point_numbers"].get()))
        self.volume_label.setText(f"{self.fields['sound.volume'].get()} %")

    def preview(self) -> None:
        if self._preview is not None:
            self._preview(self._current.copy())

    def restore_defaults(self) -> None:
        """Every widget back to its default (the unknown keys of the file are kept)."""
        defaults = Settings()
        defaults.unknown = self._current.unknown
        self._current = defaults.copy()
        self._show(self._current)
        self.fields["board.home_corner"].widget.set_theme(theme_named(self._current.appearance.theme))
        self._update_enabled()
        self.preview()

    def reject(self) -> None:
        """Cancel: the board goes back to the settings as they were."""
        self._current = self._original.copy()
        if self._preview is not None:
            self._preview(self._original.copy())
        super().reject()

    def place_beside(self, parent: QWidget | None) -> None:
        """Open against the right edge of the window, so most of the board stays in view for
        the live preview."""
        if parent is None or not parent.isVisible():
            return
        self.adjustSize()
        frame = parent.frameGeometry()
        x = max(frame.left(), frame.right() - self.width() - 24)
        y = frame.top() + max(0, (frame.height() - self.height()) // 2)
        self.move(x, y)

    # -- entry point -------------------------------------------------------------------------
    @classmethod
    def edit(cls, parent: QWidget | None, settings, *, preview: Callable[[Settings], None] | None = None,
             driver: Driver = None, sound=None) -> Settings | None:
        """Show the dialog. Returns the new settings on OK, None on Cancel.

        ``preview`` receives the settings after every change (default: ``parent.preview_settings``
        when the parent has it). Tests pass ``driver(dialog)``, which sets widgets and presses a
        button; the dialog then returns without a modal loop."""
        if preview is None:
            preview = getattr(parent, "preview_settings", None)
        dlg = cls(parent, settings, preview, sound)
        dlg.place_beside(parent)
        code = run_modal(dlg, driver)
        return dlg.settings() if code == QDialog.DialogCode.Accepted else None


__all__ = ["SettingsDialog", "CornerPicker", "corner_pixmap", "draw_mini_board", "make_field"]
