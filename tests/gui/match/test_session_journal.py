"""The session through the main window: the autosave holds the game in progress and stays as
small at game 30 as at game 1, finished games go once to the journal, a version 1 autosave (a
player updating bgdesk mid-match) resumes and is then saved the new way with nothing lost, and a
finished match is archived from what the window holds under its own id, never from whatever
autosave is on disk (issue 23)."""

from __future__ import annotations

import json

from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.match.session import summary_of
from bgdesk.gui.prefs import GuiSettings
from bgdesk.gui.window.mainwindow import MainWindow
from bgdesk.gui.window.startup import start_session
from bgdesk.storage.archive import list_archive, load_archived
from bgdesk.storage.autosave import read_autosave, record_digest
from bgdesk.storage.journal import journal_path, read_journal
from bgdesk.storage.paths import autosave_path
from bgdesk.storage.stats import load_stats
from bgdesk.storage.writer import flush_all
from tests.gui.conftest import QueueDice


def never(*_args):
    raise AssertionError("not expected here")


def new_window(qtbot) -> MainWindow:
    w = MainWindow(GuiSettings(animation_speed="off"))
    qtbot.addWidget(w)
    w.prompt_driver = lambda dlg: dlg.choose("accept")
    return w


def short_game(ctl, dice: QueueDice, loser: int) -> None:
    """The opening roll, then ``loser`` resigns a single game (the window's prompt accepts)."""
    dice.push((6, 1) if loser == 1 else (1, 6))
    ctl.roll()
    ctl.resign(1, player=loser)


def test_the_autosave_stays_small_and_each_finished_game_goes_once_to_the_journal(qtbot):
    w = new_window(qtbot)
    start_session(w, ask=never, inform=never)
    ctl = w.controller
    dice = QueueDice(3)
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=0), dice=dice)
    sizes = []
    for n in range(30):
        short_game(ctl, dice, n % 2)
        ctl.next_game()
        dice.push((3, 1))
        ctl.roll()  # the next game's opening roll
        flush_all()
        sizes.append(autosave_path().stat().st_size)
    doc = json.loads(autosave_path().read_text())
    assert doc["version"] == 2 and len(doc["match"]["games"]) == 1  # the game in progress
    assert doc["journal"]["records"] == 30
    assert max(sizes) - min(sizes) < 200, sizes  # as small at game 30 as at game 1
    found = read_journal(journal_path(autosave_path()))
    assert found.state.count == 30 and [r["results"][0]["game"] for r in found.records] == \
        list(range(1, 31))
    saved, messages = read_autosave()
    assert messages == [] and saved.match == ctl.match.record().to_dict()
    assert doc["digest"] == record_digest(saved.match)
    results = load_stats()[0].results
    assert sorted(r["game"] for r in results) == list(range(1, 31))


def test_a_version_1_autosave_resumes_and_is_then_saved_the_new_way(qtbot):
    # What bgdesk wrote before the journal: every game in the autosave, their results with it.
    w = new_window(qtbot)
    ctl = w.controller
    dice = QueueDice(3)
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=7), dice=dice)
    ctl.match.meta.update(uid="old-match-1", player0="Ann", player1="Ben")
    for n in range(3):
        short_game(ctl, dice, n % 2)
        ctl.next_game()
    dice.push((4, 2))
    ctl.roll()
    record = ctl.match.record().to_dict()
    names = ("Ann", "Ben")
    from bgdesk.gui.match.session import results_of

    v1 = {"format": "bgdesk-autosave", "version": 1, "saved": "2026-11-30T20:00:00+00:00",
          "summary": summary_of(ctl.match, names), "match": record,
          "results": results_of(ctl.match, names, {})}
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(json.dumps(v1))

    w2 = new_window(qtbot)
    start_session(w2, ask=lambda u: True, inform=never)
    c2 = w2.controller
    assert c2.match.record().to_dict() == record  # nothing lost
    assert sorted(r["game"] for r in load_stats()[0].results) == [1, 2, 3]
    c2.resign(1, player=0)  # the next action is saved the new way
    c2.next_game()
    dice2 = QueueDice(5)
    c2.set_dice_source(dice2)
    dice2.push((5, 3))
    c2.roll()
    flush_all()
    doc = json.loads(autosave_path().read_text())
    assert doc["version"] == 2 and doc["journal"]["records"] == 4  # the three old games too
    saved, messages = read_autosave()
    assert messages == [] and saved.match == c2.match.record().to_dict()
    assert sorted(r["game"] for r in load_stats()[0].results) == [1, 2, 3, 4]


def test_a_finished_match_is_archived_from_the_window_not_from_the_disk(qtbot):
    w = new_window(qtbot)
    start_session(w, ask=never, inform=never)
    ctl = w.controller
    dice = QueueDice(3)
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=3), dice=dice)
    short_game(ctl, dice, 1)
    ctl.next_game()
    dice.push((2, 1))
    ctl.roll()
    flush_all()
    # Another program writes its own unfinished match over the autosave (a second copy on the
    # same home, a backup put back): a different match, with its own id.
    other = json.loads(autosave_path().read_text())
    other["match"]["meta"]["uid"] = "someone-elses-match"
    other["summary"]["players"] = ["Cy", "Di"]
    autosave_path().write_text(json.dumps(other))
    ctl.resign(2, player=1)  # 3-0: the match is over
    assert ctl.match.is_over
    flush_all()
    entries, _ = list_archive()
    assert len(entries) == 1
    archived, _ = load_archived(entries[0])
    assert archived.match == ctl.match.record().to_dict()  # the window's match, whole
    assert archived.match["meta"]["uid"] == ctl.match.meta["uid"]
    assert archived.summary["players"] == ["Ann", "Ben"] and archived.summary["finished"]
    # The other program's match is not archived (its file was replaced by this window's last
    # save, then removed with the match: one program per home is issue 23's lock).
    assert all(load_archived(e)[0].match["meta"]["uid"] != "someone-elses-match" for e in entries)
    keys = [(r["match"], r["game"]) for r in load_stats()[0].results]
    assert sorted(keys) == [(ctl.match.meta["uid"], 1), (ctl.match.meta["uid"], 2)]
