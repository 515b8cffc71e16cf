"""Autosave and resume, archive and statistics at the end of a match, messages about unusable
files at start, and switching sides after each game (R5) across a game boundary."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import QPointF

from bgdesk.engine.game import Phase
from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.board.geometry import CORNERS, BoardGeometry, mirrored_corner
from bgdesk.gui.window.mainwindow import MainWindow
from bgdesk.gui.match.persistence import load as load_settings_and_messages
from bgdesk.gui.prefs import GuiSettings
from bgdesk.gui.match.session import resume_question, situation_words
from bgdesk.gui.window.startup import start_session
from bgdesk.storage.archive import list_archive, load_archived
from bgdesk.storage.autosave import read_autosave, save_autosave
from bgdesk.storage.paths import autosave_path, settings_path
from bgdesk.storage.settings import Settings
from bgdesk.storage.stats import load_stats
from bgdesk.storage.writer import flush_all
from tests.gui.conftest import QueueDice


def never(*_args):
    raise AssertionError("not expected here")


def new_window(qtbot, settings=None) -> MainWindow:
    w = MainWindow(settings if settings is not None else GuiSettings(animation_speed="off"))
    qtbot.addWidget(w)
    return w


def play_roll(ctl) -> None:
    """Play the whole roll (first legal step each time) and pick up the dice."""
    while ctl.turn is not None and not ctl.turn.is_complete:
        step = ctl.turn.legal_steps()[0]
        assert ctl.move(step.src, step.dst)
    if ctl.turn is not None:
        assert ctl.commit()


def answer(choice):
    def driver(dlg):
        dlg.choose(choice)
    return driver


# -- resume ------------------------------------------------------------------------------------

def test_resume_is_offered_and_restores_exactly(window, qtbot):
    start_session(window, ask=never, inform=never)  # nothing saved yet: nothing asked
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Alice", "Bob"), length=5, seed=2024))
    assert read_autosave()[0] is None  # nothing played yet, nothing saved
    g = ctl.game
    ctl.roll()  # opening roll
    play_roll(ctl)
    # The player on roll doubles, the other passes: game 1 over.
    window.prompt_driver = answer("pass")
    assert ctl.double()
    assert g.is_over
    ctl.next_game()
    ctl.roll()
    play_roll(ctl)
    window.prompt_driver = answer("take")
    ctl.double()
    assert ctl.game.cube_value == 2
    ctl.roll()
    step = ctl.turn.legal_steps()[0]
    ctl.move(step.src, step.dst)  # a step of the roll being played: not committed, not saved
    saved_record = ctl.match.record().to_dict()
    ctl.undo()
    expected_state = ctl.board_state()
    expected_dice = ctl.game.dice
    score = ctl.match.score

    # "Restart": a new window goes through the start-up path.
    w2 = new_window(qtbot)
    asked = []

    def ask(unfinished):
        asked.append((resume_question(unfinished), situation_words(unfinished.match, unfinished.names)))
        return True

    start_session(w2, ask=ask, inform=never)
    s0, s1 = score
    assert asked[0][0] == f"Resume the match Alice vs Bob, {s0}-{s1} to 5?"
    mover = ctl.name(ctl.game.on_roll)
    assert f"Game 2: {mover} has rolled {expected_dice[0]}-{expected_dice[1]} and is to move." in asked[0][1]
    assert "The cube is at 2, owned by" in asked[0][1]
    c2 = w2.controller
    assert c2.names == ("Alice", "Bob")
    assert c2.match.record().to_dict() == saved_record
    g2 = c2.game
    assert g2.phase is Phase.MOVING and g2.dice == expected_dice
    assert (g2.cube_value, g2.cube_owner, g2.crawford) == (2, ctl.game.cube_owner, False)
    assert c2.match.score == score and g2.on_roll == ctl.game.on_roll
    assert c2.turn is not None and c2.turn.steps == ()
    assert c2.board_state() == expected_state
    assert w2.scene.state == expected_state
    assert w2.move_list.count() == window.move_list.count()
    # The dice go on as they would have: the same next roll in both.
    play_roll(ctl)
    play_roll(c2)
    ctl.roll()
    c2.roll()
    assert ctl.game.dice == c2.game.dice
    # And the resumed match keeps autosaving.
    assert read_autosave()[0].match == c2.match.record().to_dict()


def test_resume_a_double_waiting_for_its_answer(window, qtbot):
    start_session(window, ask=never, inform=never)
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=0, seed=7))
    ctl.roll()
    play_roll(ctl)
    window.prompt_driver = lambda dlg: None  # the prompt is left unanswered: the program dies
    ctl.double()
    assert ctl.game.phase is Phase.DOUBLE_OFFERED
    w2 = new_window(qtbot)
    seen = []

    def driver(dlg):
        seen.append(type(dlg).__name__)
        dlg.choose("take")

    w2.prompt_driver = driver
    asked = []
    start_session(w2, ask=lambda u: asked.append(resume_question(u)) or True, inform=never)
    assert asked == ["Resume the money session Ann vs Ben, 0-0?"]
    assert seen == ["TakeDialog"]  # the taker is asked again, by name
    assert w2.controller.game.cube_value == 2 and w2.controller.game.phase is Phase.BEFORE_ROLL


def test_resume_between_games_and_in_the_crawford_game(window, qtbot):
    start_session(window, ask=never, inform=never)
    ctl = window.controller
    dice = QueueDice(3)
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=3), dice=dice)
    dice.push((6, 1))
    ctl.roll()  # Ann wins the opening roll
    window.prompt_driver = answer("accept")
    ctl.resign(2, player=1)  # Ben resigns a gammon: 2-0, next game is the Crawford game
    assert ctl.game.is_over and ctl.match.is_crawford
    w2 = new_window(qtbot)
    start_session(w2, ask=lambda u: True, inform=never)
    c2 = w2.controller
    assert c2.game.is_over and c2.match.score == (2, 0)
    assert "Next game is the Crawford game" in w2.scene.state.extra["banner"]
    assert w2.scene.banner_item.isVisible()
    c2.roll()  # starts the Crawford game
    assert c2.game.crawford and not c2.can("double")
    c2.roll()
    w3 = new_window(qtbot)
    start_session(w3, ask=lambda u: True, inform=never)
    c3 = w3.controller
    assert c3.game.crawford and c3.game.phase is c2.game.phase
    assert w3.scene.state.crawford and not w3.scene.state.cube_enabled
    assert c3.match.record().to_dict() == c2.match.record().to_dict()


def test_declined_match_is_kept_in_the_archive(window, qtbot):
    start_session(window, ask=never, inform=never)
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=5, seed=1))
    ctl.roll()
    w2 = new_window(qtbot)
    shown = []

    def accept_as_shown(dlg):  # "Start a new match" opens the New match dialog
        shown.append(dlg.config())
        dlg.accept()

    w2.prompt_driver = accept_as_shown
    start_session(w2, ask=lambda u: False, inform=never)
    assert read_autosave()[0] is None
    entries, _ = list_archive()
    assert len(entries) == 1 and entries[0].summary["abandoned"] is True
    assert w2.controller.match.games[0].events == ()  # a fresh match
    # ... with the choices of the match left unfinished: the names and the length.
    assert shown and shown[0].names == ("Ann", "Ben") and shown[0].length == 5
    assert w2.controller.names == ("Ann", "Ben") and w2.controller.match.length == 5


def test_finished_match_is_archived_and_counted(window):
    start_session(window, ask=never, inform=never)
    ctl = window.controller
    dice = QueueDice(3)
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=3), dice=dice)
    dice.push((6, 1))
    ctl.roll()
    window.prompt_driver = answer("accept")
    ctl.resign(1, player=1)  # 1-0
    ctl.next_game()
    dice.push((1, 6))
    ctl.roll()
    ctl.resign(2, player=0)  # Ben wins a gammon: 1-2
    ctl.next_game()  # Crawford game
    dice.push((5, 2))
    ctl.roll()
    ctl.resign(3, player=1)  # Ann wins a backgammon: 4-2, match over
    assert ctl.match.is_over
    flush_all()  # the session's writer has written what it was handed
    assert not autosave_path().exists()
    entries, messages = list_archive()
    assert messages == [] and len(entries) == 1
    archived, _ = load_archived(entries[0])
    assert archived.match == ctl.match.record().to_dict()
    assert archived.summary["finished"] is True and archived.summary["players"] == ["Ann", "Ben"]
    stats, _ = load_stats()
    assert [(r["opponent"], r["won"], r["kind"], r["points"], r["match_won"]) for r in stats.results] == [
        ("Ben", True, 1, 1, None), ("Ben", False, 2, 2, None), ("Ben", True, 3, 3, True)]
    ben = stats.opponents()["Ben"]
    assert (ben.games, ben.wins, ben.gammons_lost, ben.backgammons_won, ben.match_wins) == (3, 2, 1, 1, 1)


def test_a_game_is_counted_once_even_if_stopped_before_counting(window, qtbot, monkeypatch):
    import bgdesk.storage.writer as writer_mod

    start_session(window, ask=never, inform=lambda texts: None)
    ctl = window.controller
    dice = QueueDice(3)
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=5), dice=dice)
    dice.push((6, 1))
    ctl.roll()

    real = writer_mod.record_games
    failing = [True]

    def crash(entries, path=None):
        if failing:
            raise OSError(28, "No space left on device")
        return real(entries, path)

    # The game end is saved, not counted: the statistics refuse, and the program stops
    # (its writer gives up) before they take it.
    monkeypatch.setattr(writer_mod, "record_games", crash)
    window.prompt_driver = answer("accept")
    ctl.resign(1, player=1)
    assert not window.session.writer.shutdown(timeout=1.0)
    failing.clear()
    assert load_stats()[0].results == []
    for _ in range(2):  # each start records what is missing, and only that
        w = new_window(qtbot)
        start_session(w, ask=lambda u: True, inform=never)
        assert [(r["game"], r["won"]) for r in load_stats()[0].results] == [(1, True)]


def test_unusable_autosave_is_kept_and_reported_once(qtbot):
    bad = {"version": 1, "length": 3, "games": [{"version": 1, "match_length": 3,
                                                  "events": [{"kind": "opening_roll", "player": 0, "dice": [3, 1]},
                                                             {"kind": "play", "player": 0, "steps": [[24, 10]]}]}]}
    save_autosave(bad, {"players": ["A", "B"]})
    texts = []
    w = new_window(qtbot)
    start_session(w, ask=never, inform=texts.append)
    assert len(texts) == 1 and "could not be restored" in texts[0][0]
    flush_all()  # the session's writer has written what it was handed
    assert not autosave_path().exists()
    assert list(autosave_path().parent.glob("autosave.json.corrupt-*"))
    w2 = new_window(qtbot)
    start_session(w2, ask=never, inform=never)  # told once


# -- settings at start ---------------------------------------------------------------------

CORRUPT = {
    "empty file": b"",
    "truncated JSON": b'{"format": "bgdesk-settings", "version": 1, "board": {"home_cor',
    "wrong types": json.dumps({"format": "bgdesk-settings", "version": 1,
                               "board": {"home_corner": 7, "show_pip_counts": "yes"},
                               "play": {"animation_speed": ["fast"]}}).encode(),
    "future version": json.dumps({"format": "bgdesk-settings", "version": 99}).encode(),
    "not settings": b"[1, 2, 3]",
}


@pytest.mark.parametrize("case", list(CORRUPT))
def test_corrupt_settings_are_reported_once_and_the_app_starts_with_defaults(qtbot, case):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(CORRUPT[case])
    settings, messages = load_settings_and_messages()
    assert {k: v for k, v in settings.to_dict().items() if k in ("board", "rules", "play", "appearance", "sound")} \
        == Settings().to_dict()
    w = new_window(qtbot, settings)
    told = []
    start_session(w, messages, ask=never, inform=told.append)
    assert len(told) == 1 and told[0] and all(isinstance(t, str) and t for t in told[0])
    assert w.scene.geometry.corner == "bottom-right" and w.scene.theme.name == "classic"
    # The bad file is kept; one from a newer bgdesk under a name a newer bgdesk finds again.
    mark = ".newer-v99-" if case == "future version" else ".corrupt-"
    assert list(path.parent.glob(f"settings.json{mark}*"))
    settings2, messages2 = load_settings_and_messages()
    assert messages2 == []  # told once
    w2 = new_window(qtbot, settings2)
    start_session(w2, messages2, ask=never, inform=never)


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads any file")
def test_unreadable_settings_are_reported(qtbot):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{}")
    path.chmod(0)
    try:
        settings, messages = load_settings_and_messages()
    finally:
        for p in path.parent.iterdir():
            p.chmod(0o600)
    assert messages and settings.to_dict() == Settings().to_dict()


# -- switching sides after each game (R5) ----------------------------------------------------

def viewer_six_point(scene) -> list[QPointF]:
    return scene.checker_positions(0, 6)


def expected_six_point(corner: str, count: int) -> list[QPointF]:
    geo = BoardGeometry(corner)
    return [QPointF(r.x + r.w / 2, r.y + r.h / 2) for r in (geo.checker_rect(6, i, count) for i in range(count))]


def finish_game(ctl, dice) -> None:
    dice.push((6, 1))
    ctl.roll()
    ctl.resign(1, player=1)  # the window's prompt driver accepts


@pytest.mark.parametrize("corner", CORNERS)
def test_sides_switch_after_each_game_in_every_corner(qtbot, corner):
    w = new_window(qtbot, GuiSettings(animation_speed="off", home_corner=corner, auto_switch_sides=True))
    w.prompt_driver = answer("accept")
    ctl, scene = w.controller, w.scene
    dice = QueueDice(1)
    ctl.new_match(MatchConfig(length=7), dice=dice)
    other = mirrored_corner(corner)
    assert other != corner and other.split("-")[0] == corner.split("-")[0]
    expected = [corner, other, corner, other]
    for game, where in enumerate(expected):
        assert scene.state.game_index == game
        assert scene.geometry.corner == where, (game, where)
        # The checkers are drawn where the geometry puts them for that corner.
        assert viewer_six_point(scene) == expected_six_point(where, 5)
        home_x = scene.geometry.point_rect(1).x
        assert (home_x > scene.geometry.bar_rect.x) == where.endswith("right")
        finish_game(ctl, dice)
        assert scene.geometry.corner == where  # the finished game keeps its board
        ctl.roll()  # click or Roll: the next game
    # Without the option the corner never changes.
    w.set_setting("auto_switch_sides", False)
    assert scene.geometry.corner == corner
    finish_game(ctl, dice)
    ctl.roll()
    assert scene.state.game_index == 5 and scene.geometry.corner == corner


def test_resumed_match_keeps_the_switched_side(window, qtbot):
    start_session(window, ask=never, inform=never)
    window.settings.auto_switch_sides = True
    window.prompt_driver = answer("accept")
    ctl = window.controller
    dice = QueueDice(1)
    ctl.new_match(MatchConfig(length=7), dice=dice)
    finish_game(ctl, dice)
    ctl.roll()
    assert window.scene.geometry.corner == "bottom-left"
    dice.push((3, 1))
    ctl.roll()
    w2 = new_window(qtbot, GuiSettings(animation_speed="off", auto_switch_sides=True))
    start_session(w2, ask=lambda u: True, inform=never)
    assert w2.scene.state.game_index == 1 and w2.scene.geometry.corner == "bottom-left"


def test_a_new_match_keeps_the_unfinished_one_in_the_archive(window):
    start_session(window, ask=never, inform=never)
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=5, seed=3))
    ctl.roll()
    old = ctl.match.record().to_dict()
    ctl.new_match(MatchConfig(names=("Cy", "Di"), length=3, seed=4))
    entries, _ = list_archive()
    assert len(entries) == 1 and entries[0].summary["abandoned"] is True
    assert load_archived(entries[0])[0].match == old
    assert read_autosave()[0] is None  # the new match has nothing to save yet
    ctl.roll()
    saved = read_autosave()[0]
    assert saved.summary["players"] == ["Cy", "Di"] and saved.match["meta"]["player0"] == "Cy"


def test_a_computer_opponent_is_counted_under_its_level(window, qtbot):
    # A person called Bob and the computer player named Bob are two opponents.
    from bgdesk.gui.records.stats_window import StatsWindow, opponent_words

    start_session(window, ask=never, inform=never)
    ctl = window.controller
    window.prompt_driver = answer("accept")
    for players in (("human", "beginner"), ("human", "human")):
        dice = QueueDice(5)
        ctl.new_match(MatchConfig(names=("Ann", "Bob"), length=1), dice=dice)
        ctl.match.meta["seats"] = list(players)  # who played the top seat, as the record keeps it
        dice.push((6, 1))
        ctl.roll()
        ctl.resign(1, player=1)  # Bob resigns; Ann accepts
        assert ctl.match.is_over
    opponents = load_stats()[0].opponents()
    assert set(opponents) == {"Computer (beginner)", "Bob"}
    assert opponents["Bob"].games == 1 and opponents["Computer (beginner)"].games == 1
    assert opponent_words("Computer (beginner)") == "Computer (Beginner)"
    win = StatsWindow.show_for(window)
    qtbot.addWidget(win)
    assert {win.table.item(r, 0).text() for r in range(win.table.rowCount())} >= {"Computer (Beginner)", "Bob"}
