"""The Rules window: the rules of backgammon in the language in use, with board diagrams.

The text is ours, one HTML page per language in ``resources/help/rules_<lang>.html``. Its
pictures are drawn at run time by the program's own board renderer: for each diagram a
:class:`~bgdesk.gui.board.scene.BoardScene` is given an example position (a
:class:`~bgdesk.gui.board.state.BoardState`) and rendered into a QImage, which is handed to the
page's QTextDocument under the name the HTML uses (``<img src="diagram:opening">``). So the
pictures always look like the board the player plays on, and their labels are in the same
language as the text.

``RulesWindow.show_for(parent)`` opens (or raises) the window; ``add_rules_action(window, menu)``
puts "Rules of backgammon" in a Help menu. The window follows live language changes.
"""

from __future__ import annotations

import html
import sys
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt, QUrl
from PySide6.QtGui import QAction, QImage, QKeySequence, QPainter, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from bgdesk.gui.board import geometry as g
from bgdesk.gui.i18n import (
    DEFAULT_LANGUAGE,
    Context,
    current_language,
    is_language_change,
    resize_within_screen,
    translate_buttons,
)
from bgdesk.gui.prefs import GuiSettings
from bgdesk.gui.board.state import BoardState, MoveMark
from bgdesk.resources_path import exists, read_file, resource

RulesHelp = Context("RulesHelp")

# Width in pixels of a diagram on the page (the height keeps the board's proportions).
DIAGRAM_WIDTH = 520


def _counts(points: dict[int, int]) -> tuple[int, ...]:
    """A 26-tuple of checker counts (index 0 = off, 25 = bar) from ``{point: count}``; the
    checkers not placed are off the board."""
    c = [0] * 26
    for p, n in points.items():
        c[p] = n
    c[0] = 15 - sum(c[1:])
    return tuple(c)


START = {24: 2, 13: 5, 8: 3, 6: 5}


def diagram_states() -> dict[str, BoardState]:
    """The example positions of the Rules page, by the name the HTML uses.

    Every position is seen from the light player at the bottom ("you"), home board at the
    bottom right, point numbers from your side."""
    names = (RulesHelp.tr("You"), RulesHelp.tr("Opponent"))
    base = BoardState(names=names, pips=None, score=(0, 0), match_length=0)

    def state(caption: str, mine: dict, theirs: dict, **kw) -> BoardState:
        extra = {"match_text": caption}
        extra.update(kw.pop("extra", {}))
        return replace(base, mine=_counts(mine), theirs=_counts(theirs), extra=extra, **kw)

    return {
        # The starting position and the way the light checkers travel (R3, R4).
        "start": state(
            RulesHelp.tr("The starting position"), START, START,
            last_move=(MoveMark(0, 24, 13), MoveMark(0, 13, 12), MoveMark(0, 12, 1), MoveMark(0, 1, 0)),
        ),
        # Opening roll 3-1 played 8/5 6/5 (R6).
        "opening": state(
            RulesHelp.tr("Opening roll: you 3, opponent 1"), {24: 2, 13: 5, 8: 2, 6: 4, 5: 2}, START,
            opening=(3, 1), on_roll=0, last_move=(MoveMark(0, 8, 5), MoveMark(0, 6, 5)),
        ),
        # Blocked points: 5-4 cannot move the back checkers (R11).
        "blocked": state(
            RulesHelp.tr("5-4: the back checkers cannot move"), START, {24: 2, 13: 5, 8: 3, 6: 3, 5: 2},
            dice=(5, 4), dice_side=0, on_roll=0,
        ),
        # Hitting a blot (R14): 13/7* sends the dark blot to the bar.
        "hit": state(
            RulesHelp.tr("13/7*: a hit"), {24: 2, 13: 4, 8: 3, 7: 1, 6: 5},
            {25: 1, 24: 1, 13: 5, 8: 3, 6: 5}, dice=(6, 3), dice_side=0, dice_used=(6,),
            last_move=(MoveMark(0, 13, 7, True),), on_roll=0,
        ),
        # A closed board: the dark checker on the bar cannot enter (R16).
        "closed": state(
            RulesHelp.tr("A closed board"), {6: 3, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2, 8: 2},
            {25: 1, 13: 5, 12: 3, 8: 3, 6: 3}, dice=(4, 2), dice_side=1, on_roll=1,
        ),
        # Bearing off with 6-4 (R22).
        "bearoff": state(
            RulesHelp.tr("Bearing off: 6-4"), {6: 2, 5: 3, 4: 2, 3: 2, 2: 2, 1: 2},
            {1: 4, 2: 3, 3: 3, 4: 2, 5: 2}, dice=(6, 4), dice_side=0, dice_used=(6, 4), on_roll=0,
            last_move=(MoveMark(0, 6, 0), MoveMark(0, 4, 0)),
        ),
        # A double offered (R24).
        "cube": state(
            RulesHelp.tr("You double to 2"), {6: 4, 5: 3, 4: 3, 3: 2, 8: 2, 10: 1},
            {24: 2, 13: 3, 8: 3, 6: 4, 5: 3}, cube_value=1, cube_offered_by=0, on_roll=0,
        ),
    }


def render_diagram(state: BoardState, width: int = DIAGRAM_WIDTH, dpr: float = 1.0,
                   theme: str = "classic") -> QImage:
    """``state`` drawn by the board scene, ``width`` logical pixels wide."""
    from bgdesk.gui.board.scene import BoardScene

    settings = GuiSettings(animation_speed="off", theme=theme, home_corner="bottom-right",
                           show_pip_counts=False, show_point_numbers=True)
    scene = BoardScene(settings)
    scene.set_state(state)
    height = round(width * g.SCENE_H / g.SCENE_W)
    image = QImage(QSize(round(width * dpr), round(height * dpr)), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, width, height), QRectF(0, 0, g.SCENE_W, g.SCENE_H))
    painter.end()
    scene.deleteLater()
    return image


def page_file(lang: str, page: str = "rules") -> Path:
    """The Help ``page`` (Rules by default) for ``lang`` (English when there is none for it)."""
    path = Path(str(resource("help", f"{page}_{lang}.html")))
    if not exists(path):
        path = Path(str(resource("help", f"{page}_{DEFAULT_LANGUAGE}.html")))
    return path


def page_html(lang: str, page: str = "rules") -> str:
    """The HTML of the Help ``page`` for ``lang``. When its file cannot be read (missing, damaged,
    not UTF-8), the English page; when that cannot be read either, a page that says so in a
    sentence (the reason goes to stderr)."""
    path = page_file(lang, page)
    tried = [path]
    if lang != DEFAULT_LANGUAGE:
        tried.append(page_file(DEFAULT_LANGUAGE, page))
    for candidate in dict.fromkeys(tried):
        try:
            return read_file(candidate).decode("utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            if sys.stderr is not None:
                sys.stderr.write(f"bgdesk: cannot read the Help page {candidate}: {exc}\n")
    return "<p>%s</p>" % html.escape(RulesHelp.tr(
        "This Help page cannot be read: its file {name} is missing or damaged. "
        "Installing bgdesk again puts it back.").format(name=path.name))


class RulesBrowser(QTextBrowser):
    """The page, with the diagrams as document resources."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_browser")
        self.setOpenExternalLinks(False)
        self.setOpenLinks(True)
        self.language = ""
        self.diagram_names: list[str] = []

    def show_language(self, lang: str) -> None:
        """Load the page for ``lang`` and draw its diagrams with labels in that language."""
        dpr = max(1.0, self.devicePixelRatioF())
        doc = self.document()
        doc.clear()
        self.diagram_names = []
        for name, state in diagram_states().items():
            doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"diagram:{name}"),
                            render_diagram(state, DIAGRAM_WIDTH, dpr))
            self.diagram_names.append(name)
        self.setHtml(page_html(lang))
        self.language = lang


class RulesWindow(QDialog):
    """A window beside the board with the rules of backgammon."""

    _instance: "RulesWindow | None" = None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesWindow")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.setModal(False)
        layout = QVBoxLayout(self)
        self.browser = RulesBrowser(self)
        layout.addWidget(self.browser, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        layout.addWidget(self.buttons)
        resize_within_screen(self, 720, 760)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Rules of backgammon"))
        self.browser.setAccessibleName(self.windowTitle())  # the page a screen reader reads
        translate_buttons(self.buttons)
        self.browser.show_language(current_language())

    def changeEvent(self, event) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate_ui()
        super().changeEvent(event)

    @classmethod
    def show_for(cls, parent: QWidget | None = None) -> "RulesWindow":
        """Open the Rules window (one per program) or bring it to the front."""
        win = cls._instance
        try:
            alive = win is not None and win.isVisible() is not None
        except RuntimeError:  # deleted by Qt
            alive = False
        if not alive:
            win = cls(parent)
            cls._instance = win
            win.destroyed.connect(lambda *_: setattr(cls, "_instance", None))
        win.show()
        win.raise_()
        win.activateWindow()
        return win


class RulesAction(QAction):
    """Help > Rules of backgammon (F1); keeps its text in the language in use."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("act_rules")
        self.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.triggered.connect(lambda _=False: RulesWindow.show_for(window))
        self.retranslate_ui()
        from bgdesk.gui.i18n import on_language_changed

        on_language_changed(self._language_changed)

    def _language_changed(self, _lang: str) -> None:
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setText(RulesHelp.tr("&Rules of backgammon"))
        self.setStatusTip(RulesHelp.tr(
            "How to play: the board, moving, hitting, bearing off, the cube, matches, chouettes"))


def add_rules_action(window: QWidget, menu) -> QAction:
    """Put "Rules of backgammon" (F1) at the top of the Help ``menu`` of ``window``."""
    action = RulesAction(window)
    first = menu.actions()[0] if menu.actions() else None
    if first is not None:
        menu.insertAction(first, action)
    else:
        menu.addAction(action)
    window.act_rules = action
    return action


__all__ = ["RulesWindow", "RulesBrowser", "add_rules_action", "diagram_states", "render_diagram"]
