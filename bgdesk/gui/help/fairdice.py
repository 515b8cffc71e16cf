"""Help > Fair dice: what bgdesk's fair dice promise, who is protected against whom, the order in
which the players seal their parts, and how to check an exported .mat file by hand with
``sha256sum`` or ``python3`` (one page per language in ``resources/help/fairdice_<lang>.html``;
the commands are the same on every page, tests/gui/help/test_fair_dice_help.py runs them on an
exported match).

``FairDiceHelpWindow.show_for(parent)`` opens (or raises) the window; ``add_fair_dice_action``
puts "Fair dice" in a Help menu. The window follows live language changes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from bgdesk.gui.help.rules import page_html
from bgdesk.gui.i18n import (
    Context,
    current_language,
    is_language_change,
    on_language_changed,
    resize_within_screen,
    translate_buttons,
)

FairDiceHelp = Context("FairDiceHelp")

PAGE = "fairdice"


class FairDiceHelpWindow(QDialog):
    """The fair-dice page in a window beside the board; its text can be selected and copied."""

    _instance: "FairDiceHelpWindow | None" = None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("FairDiceHelpWindow")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.setModal(False)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("fair_dice_browser")
        self.browser.setOpenExternalLinks(False)
        layout.addWidget(self.browser, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        layout.addWidget(self.buttons)
        resize_within_screen(self, 760, 760)
        self.language = ""
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(FairDiceHelp.tr("Fair dice"))
        translate_buttons(self.buttons)
        self.language = current_language()
        self.browser.setHtml(page_html(self.language, PAGE))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate_ui()
        super().changeEvent(event)

    @classmethod
    def show_for(cls, parent: QWidget | None = None) -> "FairDiceHelpWindow":
        """Open the window (one per program) or bring it to the front."""
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


class FairDiceHelpAction(QAction):
    """Help > Fair dice; keeps its text in the language in use."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("act_fair_dice_help")
        self.triggered.connect(lambda _=False: FairDiceHelpWindow.show_for(window))
        self.retranslate_ui()
        on_language_changed(self._language_changed)

    def _language_changed(self, _lang: str) -> None:
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setText(FairDiceHelp.tr("&Fair dice"))
        self.setStatusTip(FairDiceHelp.tr(
            "What the fair dice promise, who is protected against whom, and how to check a "
            "match by hand"))


def add_fair_dice_action(window: QWidget, menu) -> QAction:
    """Put "Fair dice" in the Help ``menu`` of ``window``, after Rules of backgammon."""
    action = FairDiceHelpAction(window)
    rules = getattr(window, "act_rules", None)
    actions = menu.actions()
    after = actions.index(rules) + 1 if rules in actions else 0
    if after < len(actions):
        menu.insertAction(actions[after], action)
    else:
        menu.addAction(action)
    window.act_fair_dice_help = action
    return action


__all__ = ["FairDiceHelpWindow", "add_fair_dice_action"]
