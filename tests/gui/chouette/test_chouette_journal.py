"""A chouette's autosave stays small too: each finished game's log goes once to the journal
(chouette-autosave.journal) when the next game begins, the autosave holds the rest; the session
read back (journal and autosave together) is the whole session, and Resume chouette carries on
from it exactly, also after a kill that cut the journal's last line short."""

from __future__ import annotations

import json

from bgdesk.engine import Position
from bgdesk.engine.chouette import BOX
from bgdesk.gui.chouette.controller import chouette_autosave_path
from bgdesk.storage.autosave import read_autosave, record_digest
from bgdesk.storage.journal import journal_path, read_journal
from bgdesk.storage.writer import flush_all
from tests.gui.chouette.test_chouette_evening import seated


def test_finished_chouette_games_go_once_to_the_journal_and_resume_exactly(window, qtbot):
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy"))
    ch = ctl.chouette
    sizes = []
    for n in range(6):
        assert ctl.start_game_at(Position.initial(), on_roll=BOX)
        box = ch.box
        ctl.double(by=box)
        for name in ch.current_game.members_in_game:
            ctl.drop(by=name)  # every member passes: the box wins 1 from each
        flush_all()
        sizes.append(chouette_autosave_path().stat().st_size)
    assert ctl.start_game_at(Position.initial(), on_roll=BOX)  # game 7 begins: game 6 sealed
    flush_all()
    path = chouette_autosave_path()
    doc = json.loads(path.read_text())
    assert doc["version"] == 2 and doc["journal"]["list"] == "log"
    found = read_journal(journal_path(path))
    assert found.state.count == doc["journal"]["records"] == 7  # the seating, then six games
    assert len(doc["match"]["log"]) == 1  # the autosave: game 7's start only
    assert max(sizes) - min(sizes) < 200, sizes
    saved, messages = read_autosave(path)
    whole = ctl._record()
    assert messages == [] and saved.match == whole
    assert doc["digest"] == record_digest(whole)
    # A kill while a journal line was being written leaves it cut short: left out, and the
    # session read is the one the autosave stands on.
    with open(journal_path(path), "ab") as fh:
        fh.write(b'{"not a whole line')
    ledger = dict(ch.ledger)
    mode.leave()
    window.act_resume_chouette.trigger()                 # Game > Resume chouette
    ch2 = window.chouette.controller.chouette
    assert ch2 is not ch and ch2.ledger == ledger and len(ch2.games) == 7
    def but_dice(record: dict) -> dict:  # the test's dice are not saved; resumed ones are
        return {k: v for k, v in record.items() if k != "dice"}

    assert but_dice(window.chouette.controller._record()) == but_dice(whole)
    # It goes on saving from there: the cut line is gone, the next game is journalled.
    c2 = window.chouette.controller
    c2.double(by=ch2.box)
    for name in ch2.current_game.members_in_game:
        c2.drop(by=name)
    assert c2.start_game_at(Position.initial(), on_roll=BOX)
    flush_all()
    again = read_journal(journal_path(path))
    assert not again.torn and again.state.count == 8
    saved, messages = read_autosave(path)
    assert messages == [] and saved.match == c2._record()
