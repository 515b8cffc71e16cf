"""Layouts survive long words: every dialog and the main window, in every language,
offscreen on a 1024x640 screen, shows every label, button, check box, radio button, group box
title and tab title in full; and switching language live keeps the game and retranslates."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QDialog,
    QGroupBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QTabBar,
    QToolButton,
    QWidget,
)

from bgdesk.gui.i18n import LANGUAGES, apply_language

SCREEN = QSize(1024, 640)


def _plain(text: str) -> str:
    """The text as drawn: no accelerator marks, no rich-text tags."""
    text = re.sub(r"&(?!&)", "", text).replace("&&", "&")
    if "<" in text and ">" in text:
        text = re.sub(r"<[^>]+>", "", text)
    return text


def _width(fm: QFontMetrics, text: str) -> int:
    return max((fm.horizontalAdvance(line) for line in _plain(text).split("\n")), default=0)


def clipped(root: QWidget) -> list[str]:
    """Every visible text under ``root`` that is wider than the room its widget gives it."""
    problems = []
    style = QApplication.style()
    widgets = [root] + root.findChildren(QWidget)
    for w in widgets:
        if not w.isVisible() or w.width() <= 0:
            continue
        fm = w.fontMetrics()
        name = f"{type(w).__name__}({w.objectName() or ''})"
        if isinstance(w, QLabel) and not w.wordWrap() and w.text() and w.pixmap().isNull():
            need = _width(fm, w.text()) + 2 * w.margin() + max(w.indent(), 0)
            room = w.contentsRect().width()
            if need > room:
                problems.append(f"{name} {w.text()!r}: {need} > {room}")
        elif isinstance(w, QLabel) and w.wordWrap() and w.text() and w.pixmap().isNull():
            # a wrapped text squeezed into fewer lines than it takes at its width
            need = w.heightForWidth(w.width())
            if need > w.height() + 1:
                problems.append(f"{name} {w.text()[:40]!r}...: {need} px high > {w.height()}")
        elif isinstance(w, (QCheckBox, QRadioButton)) and w.text():
            if isinstance(w, QCheckBox):
                ind = style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, w)
                gap = style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, w)
            else:
                ind = style.pixelMetric(QStyle.PixelMetric.PM_ExclusiveIndicatorWidth, None, w)
                gap = style.pixelMetric(QStyle.PixelMetric.PM_RadioButtonLabelSpacing, None, w)
            icon = w.iconSize().width() + 4 if not w.icon().isNull() else 0
            need = ind + gap + icon + _width(fm, w.text())
            room = w.contentsRect().width()
            if need > room:
                problems.append(f"{name} {w.text()!r}: {need} > {room}")
        elif isinstance(w, (QPushButton, QToolButton)) and w.text() and not isinstance(w.parent(), QTabBar):
            if isinstance(w, QToolButton) and w.toolButtonStyle().name == "ToolButtonIconOnly":
                continue
            margin = style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, w)
            icon = w.iconSize().width() + 4 if not w.icon().isNull() else 0
            need = _width(fm, w.text()) + icon
            room = w.contentsRect().width() - margin
            if need > room:
                problems.append(f"{name} {w.text()!r}: {need} > {room}")
        elif isinstance(w, QGroupBox) and w.title():
            need = _width(fm, w.title()) + (20 if w.isCheckable() else 0)
            room = w.contentsRect().width()
            if need > room:
                problems.append(f"{name} title {w.title()!r}: {need} > {room}")
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                need = w.tabSizeHint(i).width()
                got = w.tabRect(i).width()
                if got < need or w.tabRect(i).right() > w.width():
                    problems.append(f"tab {w.tabText(i)!r}: {got} < {need}")
    return problems


def fit_to_screen(w: QWidget) -> list[str]:
    """Give ``w`` its natural size, as large as a 1024x640 screen allows; the problem when it
    cannot fit there at all."""
    w.adjustSize()
    hint = w.sizeHint().expandedTo(w.minimumSizeHint())
    w.resize(min(max(hint.width(), w.width()), SCREEN.width()), min(max(hint.height(), w.height()), SCREEN.height()))
    need = w.minimumSizeHint()
    if need.width() > SCREEN.width() or need.height() > SCREEN.height():
        return [f"{type(w).__name__} needs {need.width()}x{need.height()}, more than 1024x640"]
    return []


# -- what is opened ---------------------------------------------------------------------------

def _settings_dialog(window):
    from bgdesk.gui.settings.dialog import SettingsDialog

    return SettingsDialog(window, window.settings)


def _new_match(window):
    from bgdesk.gui.match.controller import MatchConfig
    from bgdesk.gui.match.dialogs import NewMatchDialog

    return NewMatchDialog(window, MatchConfig())


def _take(window):
    from bgdesk.gui.match.dialogs import TakeDialog

    return TakeDialog(window, "Alexandra", "Bartholomew", 4, 2, can_beaver=True)


def _resign(window):
    from bgdesk.gui.match.controller import RESIGN_WORDS
    from bgdesk.gui.match.dialogs import ResignDialog

    return ResignDialog(window, "Alexandra", "Bartholomew", RESIGN_WORDS[3], 3)


def _stats(window):
    from bgdesk.gui.records.stats_window import StatsWindow

    return StatsWindow(None, window)


def _rules(window):
    from bgdesk.gui.help.rules import RulesWindow

    return RulesWindow(window)


def _new_chouette(window):
    from bgdesk.gui.chouette.dialogs import NewChouetteDialog

    return NewChouetteDialog(window)


def _team_double(window):
    from bgdesk.gui.chouette.dialogs import TeamDoubleDialog

    return TeamDoubleDialog(window, "Cyril", "Bartholomew", "Alexandra", ("Bartholomew",), 2)


def _box_answer(window):
    from bgdesk.gui.chouette.dialogs import BoxAnswerDialog

    return BoxAnswerDialog(window, "Alexandra", {"Bartholomew": 1, "Cyril": 1}, True)


def _evening_chouette():
    """Four long-named players, Bartholomew in the box, a game under way after a first roll."""
    from bgdesk.engine.chouette import Chouette
    from bgdesk.engine.dice import ManualDice

    ch = Chouette(["Bartholomew", "Alexandra", "Cyril", "Evangeline"], dice=ManualDice())
    for d in (6, 5, 4, 3):
        ch.roll_seat(d)
    ch.new_game()
    ch.roll((6, 1))
    return ch


def _join(window):
    from bgdesk.gui.chouette.dialogs import JoinDialog

    ch = _evening_chouette()
    return JoinDialog(window, ch.present, ch.team, True, levels=("beginner", "intermediate"))


def _leave(window):
    from bgdesk.gui.chouette.dialogs import LeaveDialog

    dlg = LeaveDialog(window, _evening_chouette())
    dlg.who.setCurrentIndex(1)  # the longest explanation: a member gives up their cube
    return dlg


def _replace_chouette(window):
    from bgdesk.gui.chouette.controller import saved_chouette_text
    from bgdesk.gui.chouette.dialogs import ReplaceChouetteDialog

    ch = _evening_chouette()
    return ReplaceChouetteDialog(window, saved_chouette_text(
        {"players": list(ch.present), "box": ch.box, "team": list(ch.team), "games": 1,
         "ledger": ch.ledger, "playing": True}))


def _end_evening(window):
    from bgdesk.gui.chouette.dialogs import EndEveningDialog

    return EndEveningDialog(window)


def _evening(window):
    from bgdesk.gui.chouette.controller import ChouetteController
    from bgdesk.gui.chouette.dialogs import EveningDialog

    ch = _evening_chouette()
    text = ChouetteController().summary_text(ch)
    return EveningDialog(window, "Evening", text, ["Game 1: Bartholomew"], lambda _i: None)


def _past_chouettes(window):
    from bgdesk.gui.chouette.dialogs import PastChouettesDialog

    from bgdesk.storage.stats import Stats

    stats = Stats(chouette_games=[{"session": "s", "game": 1, "when": "2026-11-29T20:00:00",
                                   "box": "Bartholomew", "members": {"Alexandra": -12,
                                                                     "Cyril": 4}}])
    return PastChouettesDialog(window, ["29/11/2026 20:00: Bartholomew, Alexandra, Cyril (4)"],
                               list(stats.chouette_players().values()))


def _position_editor(window):
    from bgdesk.gui.records.position_editor import PositionEditor

    return PositionEditor(window, window.settings, window.controller.game, window.controller.names)


def _replay(window):
    from bgdesk.gui.records.interop import fair_record
    from bgdesk.gui.records.replay_window import ReplayWindow

    return ReplayWindow(fair_record(window.controller.match), window.controller.names, window.settings, window)


def _fairness(window):
    from bgdesk.gui.records.fairness_dialog import DiceFairnessDialog

    return DiceFairnessDialog(window, window.interop.fairness_entries())


def _dice_entry(window):
    from bgdesk.gui.records.manual_dice import ManualDiceDialog

    return ManualDiceDialog(window, "Alexandra", ("Alexandra", "Bartholomew"))


def _dice_stats(window):
    from bgdesk.gui.records.dice_stats_window import DiceStatsWindow

    return DiceStatsWindow(window, window.controller.match, window.controller.names)


def _play_from_here(window):
    from bgdesk.gui.match.play_from_here import PlayFromHereDialog

    return PlayFromHereDialog(window, ("Alexandra", "Bartholomew"),
                              "game 12 of the match to 11, Alexandra 9, Bartholomew 10")


def _import_remarks(window):
    from bgdesk.gui.records.mat_messages import warning_sentences
    from bgdesk.engine.matimport import MatNote

    window.interop._show_warnings(window, "a-long-file-name-of-a-match.mat", warning_sentences(
        [MatNote(12, "resign-points", {"loser": "Alexandra", "game": 3, "pts_written": 1,
                                       "cube": 2, "kind": 2, "pts": 4}),
         MatNote(40, "unfinished", {"game": 5})]))
    box = window.interop.remarks_box
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)   # qtbot closes it
    return box


def _hint(window):
    from bgdesk.gui.practice.hint_window import HintWindow

    return HintWindow(window)


def _analysis(window):
    from bgdesk.gui.practice.analysis_window import AnalysisWindow

    return AnalysisWindow(window, "Alexandra")


def _tutor(window):
    from bgdesk.gui.practice.tutor import TutorDialog

    return TutorDialog(window, "This play gives up 0.123 points of equity.",
                       "Your play: 13/7 8/7.\nBetter: 24/18 13/11.", "Keep my play", "Take it back")


def _archive(window):
    from bgdesk.gui.records.archive_window import ArchiveWindow

    return ArchiveWindow(window)


def _review(window):
    from bgdesk.bots.analysis import MatchAnalysis
    from bgdesk.gui.practice.review import ReviewWindow

    names = ("Alexandra", "Bartholomew")
    return ReviewWindow(window, window.controller.match.record(), MatchAnalysis(names), names, 0,
                        window.settings)


def _drills(window):
    from bgdesk.gui.practice.drills_window import DrillsWindow

    return DrillsWindow(window, window.settings)


def _about(window):
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Information, window.tr("About bgdesk"),
                      window.tr("bgdesk — desktop backgammon.\nTwo players on one computer, matches and "
                                "money sessions."), QMessageBox.StandardButton.Ok, window)
    return box


def _double(window):
    from bgdesk.gui.match.dialogs import DoubleDialog

    return DoubleDialog(window, "Alexandra", 64)


def _replace(window):
    from bgdesk.gui.match.dialogs import ReplaceMatchDialog

    return ReplaceMatchDialog(window, "Alexandra 12, Bartholomew 11 (match to 13)")


def _keyboard(window):
    from bgdesk.gui.help.keyboard import KeyboardHelp
    from bgdesk.gui.window.keys import keyboard_sections

    return KeyboardHelp(window, lambda: keyboard_sections(window))


DIALOGS = {
    "settings": _settings_dialog,
    "new match": _new_match,
    "take": _take,
    "resign": _resign,
    "statistics": _stats,
    "rules": _rules,
    "new chouette": _new_chouette,
    "team double": _team_double,
    "box answer": _box_answer,
    "chouette join": _join,
    "chouette leave": _leave,
    "replace chouette": _replace_chouette,
    "end evening": _end_evening,
    "evening summary": _evening,
    "past chouettes": _past_chouettes,
    "position editor": _position_editor,
    "replay": _replay,
    "play from here": _play_from_here,
    "import remarks": _import_remarks,
    "dice fairness": _fairness,
    "dice entry": _dice_entry,
    "dice statistics": _dice_stats,
    "hint": _hint,
    "analysis": _analysis,
    "tutor": _tutor,
    "archive": _archive,
    "review": _review,
    "drills": _drills,
    "about": _about,
    "keyboard": _keyboard,
    "double": _double,
    "replace match": _replace,
}


@pytest.fixture
def small_window(window, qtbot):
    window.resize(SCREEN)
    qtbot.wait(10)
    return window


def _check_all_pages(dlg: QWidget, qtbot) -> list[str]:
    """Check the dialog, each tab page in turn when it has tabs."""
    from PySide6.QtWidgets import QTabWidget

    problems = []
    tabs = dlg.findChildren(QTabWidget)
    if not tabs:
        return clipped(dlg)
    tab = tabs[0]
    for i in range(tab.count()):
        tab.setCurrentIndex(i)
        qtbot.wait(1)
        problems += [f"[{tab.tabText(i)}] {p}" for p in clipped(dlg)]
    return problems


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("which", list(DIALOGS))
def test_no_text_is_clipped_in_any_dialog(which, lang, small_window, qtbot):
    apply_language(lang)
    dlg = DIALOGS[which](small_window)
    qtbot.addWidget(dlg)
    problems = fit_to_screen(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    problems += _check_all_pages(dlg, qtbot)
    dlg.close()
    assert problems == [], f"{which} in {lang}:\n" + "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_text_is_clipped_in_the_main_window(lang, small_window, qtbot):
    apply_language(lang)
    qtbot.wait(10)
    assert small_window.minimumSizeHint().width() <= SCREEN.width()
    assert small_window.minimumSizeHint().height() <= SCREEN.height()
    problems = clipped(small_window)
    assert problems == [], f"main window in {lang}:\n" + "\n".join(problems)


def test_the_checker_finds_a_clipped_label(qtbot):
    label = QLabel("A label much wider than the space it is given")
    qtbot.addWidget(label)
    label.setFixedWidth(60)
    label.show()
    assert clipped(label)
    button = QPushButton("A very long button text indeed")
    qtbot.addWidget(button)
    button.setFixedWidth(50)
    button.show()
    assert clipped(button)


def test_dialogs_are_exercised_in_a_real_language(small_window, qtbot):
    """Sanity: the settings dialog really is translated when the check runs."""
    apply_language("af")
    dlg = _settings_dialog(small_window)
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == "Instellings"
    assert isinstance(dlg, QDialog)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_board_band_texts_are_shown_whole(lang, qapp):
    """The status in the player's band (and the match in the opponent's) fit, on one line or
    two, in every language, with long names: nothing is elided."""
    from bgdesk.gui.chouette.controller import ChouetteController
    from bgdesk.gui.match.controller import GameController
    from bgdesk.gui.board.geometry import VIEWER, BoardGeometry
    from bgdesk.gui.board.items import InfoItem, fit_text
    from bgdesk.gui.board.scene import BoardScene
    from bgdesk.gui.board.theme import theme_named

    apply_language(lang)
    item = InfoItem(BoardGeometry().info_rect(VIEWER), theme_named("classic"))
    room = item.centre_rect()
    name = "Bartholomew"
    G, C = GameController, ChouetteController  # noqa: N806
    texts = [
        G.tr("Opening roll: click the dice area or press Roll"),
        G.tr("{name}: roll or double").format(name=name),
        G.tr("{name}: pick up the dice").format(name=name),
        G.tr("{name} to play {dice}").format(name=name, dice="6-6-6-6"),
        G.tr("{name}: take or pass?").format(name=name),
        G.tr("{name}: accept or decline?").format(name=name),
        G.tr("{name} (computer) is thinking…").format(name=name),
        C.tr("{name}: roll one die for your seat").format(name=name),
        C.tr("{name}: take or pass the team's double?").format(name=name),
        C.tr("{name}: accept or decline the resignation?").format(name=name),
        C.tr("Game {n} is over: the box wins.").format(n=12),
        C.tr("Game {n} is over: the team wins.").format(n=12),
        BoardScene.tr("Match to %n", "the match length, in the band at the top", 25) + "  ·  "
        + BoardScene.tr("Crawford game"),
    ]
    for text in texts:
        shown = fit_text(text, room)[2]
        assert shown == text, f"{lang}: {text!r} elided to {shown!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_dice_contribution_panel_fits(lang, small_window, qtbot):
    from bgdesk.gui.match.controller import MatchConfig

    apply_language(lang)
    small_window.controller.new_match(MatchConfig(names=("Alexandra", "Bartholomew"), length=5))
    qtbot.wait(10)
    panel = small_window.interop.contribution_panel
    assert panel.isVisible() and len(panel.fields) == 2
    assert small_window.minimumSizeHint().height() <= SCREEN.height()
    problems = clipped(small_window)
    assert problems == [], f"main window with the dice panel in {lang}:\n" + "\n".join(problems)
