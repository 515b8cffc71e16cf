"""Help > Fair dice: what bgdesk's fair dice promise, who is protected against whom, the order in
which the players seal their parts, and how to check an exported .mat file by hand with
``sha256sum`` or ``python3`` (one page per language in ``resources/help/fairdice_<lang>.html``;
the commands are the same on every page, tests/gui/help/test_fair_dice_help.py runs them on an
exported match).

The window is the Rules window's (:class:`~bgdesk.gui.help.rules.RulesWindow`: one per program,
beside the board, following live language changes) showing this page instead.
``FairDiceHelpWindow.show_for(parent)`` opens (or raises) it; ``add_fair_dice_action`` puts
"Fair dice" in a Help menu.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from bgdesk.gui.help.rules import RulesWindow, page_html
from bgdesk.gui.i18n import Context, current_language, make_action, resize_within_screen, translate_buttons

FairDiceHelp = Context("FairDiceHelp")

PAGE = "fairdice"


class FairDiceHelpWindow(RulesWindow):
    """The fair-dice page; its text (the commands too) can be selected and copied."""

    _instance: "FairDiceHelpWindow | None" = None   # its own, not the Rules window's

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)   # calls retranslate_ui below, which loads the page
        self.setObjectName("FairDiceHelpWindow")
        self.browser.setObjectName("fair_dice_browser")
        resize_within_screen(self, 760, 760)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(FairDiceHelp.tr("Fair dice"))
        self.browser.setAccessibleName(self.windowTitle())
        translate_buttons(self.buttons)
        self.language = current_language()
        self.browser.setHtml(page_html(self.language, PAGE))


def add_fair_dice_action(window: QWidget, menu) -> QAction:
    """Put "Fair dice" in the Help ``menu`` of ``window``, after Rules of backgammon."""
    action = make_action(
        window, "FairDiceHelp", QT_TRANSLATE_NOOP("FairDiceHelp", "&Fair dice"),
        lambda: FairDiceHelpWindow.show_for(window),
        tip=QT_TRANSLATE_NOOP("FairDiceHelp", "What the fair dice promise, who is protected "
                                              "against whom, and how to check a match by hand"))
    action.setObjectName("act_fair_dice_help")
    rules = getattr(window, "act_rules", None)
    actions = menu.actions()
    after = actions.index(rules) + 1 if rules in actions else len(actions)
    if after < len(actions):
        menu.insertAction(actions[after], action)
    else:
        menu.addAction(action)
    window.act_fair_dice_help = action
    return action


__all__ = ["FairDiceHelpWindow", "add_fair_dice_action"]
