"""The hint window's tables on figures given by hand (no bgsage needed): the cube table's Loss
column is measured from the proper action (empty there), a rollout in progress shows its
figures so far in every column (the losses and the best action from them), and a rollout
cancelled part way leaves the table as it was before it started."""

from __future__ import annotations

from bgdesk.bots.analysis import Candidate, CheckerHint, CubeHint
from bgdesk.gui.practice.hint_window import HintWindow


def _losses(w):
    return [w.cube.item(r, 2).text() for r in range(w.cube.rowCount())]


def test_cube_losses_are_measured_from_the_proper_action(qtbot):
    w = HintWindow()
    qtbot.addWidget(w)
    probs = (0.7, 0.1, 0.0, 0.05, 0.0)
    # double, take is proper (0.700): no double gives up 0.200; a pass would give the doubler
    # 0.300 more, which an opponent who takes never gives
    w.show_cube(CubeHint(0.5, 0.7, 1.0, probs), "Ann")
    assert _losses(w) == ["-0.200", "", "+0.300"]
    assert w.cube.item(1, 0).font().bold()
    # double, pass is proper: the double/take row is worth more only if the opponent errs
    w.show_cube(CubeHint(0.8, 1.3, 1.0, probs), "Ann")
    assert _losses(w) == ["-0.200", "+0.300", ""]
    # too good: no double (1.200) is proper
    w.show_cube(CubeHint(1.2, 1.5, 1.0, probs), "Ann")
    assert _losses(w) == ["", "+0.300", "-0.200"]
    # the taker: take (-0.700) against pass (-1.000)
    w.show_take(CubeHint(0.5, 0.7, 1.0, probs), "Ben", "Ann")
    assert _losses(w) == ["", "-0.300"]
    for r in range(w.cube.rowCount()):  # never a positive loss for the proper answer
        if w.cube.item(r, 0).font().bold():
            assert not w.cube.item(r, 2).text().startswith("+")


def _table(w, table):
    return [[table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())]


def test_a_cancelled_rollout_leaves_the_table_as_it_was(qtbot):
    w = HintWindow()
    qtbot.addWidget(w)
    boards = [tuple([0] * 25 + [i]) for i in range(3)]
    cands = tuple(Candidate(f"play {i}", b, 0.1 - 0.02 * i, -0.02 * i, (0.5, 0.1, 0.0, 0.1, 0.0))
                  for i, b in enumerate(boards))
    w.show_checker(CheckerHint("x", (3, 1), cands, None, "3ply"), "Ann")
    before = _table(w, w.plays)
    w._show_live((36, 1296, [(boards[1], 0.15, 0.02, 36), (boards[0], 0.05, 0.02, 36)]))
    assert _table(w, w.plays) != before and "±" in w.plays.item(1, 2).text()
    w._rolled(None)  # cancelled
    assert _table(w, w.plays) == before
    w.show_cube(CubeHint(0.5, 0.7, 1.0, (0.7, 0.1, 0.0, 0.05, 0.0)), "Ann")
    before = _table(w, w.cube)
    w._show_live((36, 1296, [("nd", 0.45, 0.01, 36), ("dt", 0.75, 0.02, 36)]))
    assert _table(w, w.cube) != before
    w._rolled(None)
    assert _table(w, w.cube) == before


def _best_row(w):
    return [r for r in range(w.cube.rowCount()) if w.cube.item(r, 0).font().bold()]


def test_a_cube_rollout_in_progress_shows_its_losses_and_best_action(qtbot):
    w = HintWindow()
    qtbot.addWidget(w)
    probs = (0.7, 0.1, 0.0, 0.05, 0.0)
    w.show_cube(CubeHint(0.754, 0.758, 1.0, probs, "3ply"), "Ann")  # double, take at 3-ply
    assert _best_row(w) == [1] and _losses(w) == ["-0.004", "", "+0.242"]
    # the rollout so far: no double better than double, take
    w._show_live((144, 1296, [("nd", 0.697, 0.047, 144), ("dt", 0.666, 0.050, 144)]))
    assert _best_row(w) == [0] and _losses(w) == ["", "-0.031", "+0.303"]
    assert w.cube.item(0, 1).text() == "+0.697 ±0.047"
    assert [w.cube.item(r, 3).text() for r in range(3)] == ["rollout 144"] * 3
    assert w.note.text() == "Proper cube action: Double, take."  # said when the rollout ends
    # the taker's view of the same figures
    w.show_take(CubeHint(0.5, 0.7, 1.0, probs, "3ply"), "Ben", "Ann")
    w._show_live((144, 1296, [("nd", 0.5, 0.02, 144), ("dt", 1.1, 0.03, 144)]))
    assert _best_row(w) == [1] and _losses(w) == ["-0.100", ""]  # a pass now: take gives 0.1 more away


def test_the_mark_of_a_settled_play():
    from bgdesk.gui.practice.hint_window import depth_mark

    assert depth_mark("3+4ply") == "3+4-ply"
    assert depth_mark("3ply") == "3-ply" and depth_mark("rollout", 72) == "rollout 72"


def test_beside_the_board_the_plays_figures_and_depths_stay_in_sight(qtbot):
    """Seen at 1366x768: the Hint window beside the board (about 460 px) scrolled its nine
    columns sideways, the depth marks (issue 22: every figure says how deep it is) out of
    sight. Now the titles give way to their figures, then the backgammons go, then the plays
    would be elided: plays, equities, losses, chances and depths whole, in Maltese too."""
    from bgdesk.gui.i18n import apply_language

    w = HintWindow()
    qtbot.addWidget(w)
    boards = [tuple([0] * 25 + [i]) for i in range(7)]
    cands = tuple(Candidate(play, b, 0.02 - 0.02 * i, -0.02 * i, (0.509, 0.13, 0.007, 0.135, 0.006),
                            "3+4ply" if i < 2 else "")
                  for i, (play, b) in enumerate(zip(
                      ("24/18 13/11", "24/16", "13/5", "13/11 13/7", "24/22 24/18", "24/22 13/7",
                       "24/18 8/6"), boards)))
    w.resize(460, 480)
    w.show()
    qtbot.waitExposed(w)
    t, head = w.plays, w.plays.horizontalHeader()
    for language in ("en", "mt", "af"):
        apply_language(language)
        w.show_checker(CheckerHint("x", (6, 2), cands, None, "3ply"), "Ann")

        def fitted() -> bool:
            whole = all(head.sectionSize(c) >= t.fontMetrics().horizontalAdvance(t.item(r, c).text())
                        for r in range(t.rowCount()) for c in (1, 2, 3, 4, 5, 6, 8))
            return whole and head.length() <= t.viewport().width() and \
                t.horizontalHeaderItem(8).toolTip() == t.horizontalHeaderItem(8).text()

        qtbot.waitUntil(fitted, timeout=2000)
        assert t.item(0, 8).text() in ("3+4-ply", "livell 3+4", "3+4 lae")
        assert t.item(0, 7).toolTip() == t.item(0, 7).text()  # the backgammons, if cut
        # the backgammons go whole or stay whole: in Afrikaans they were cut to "0…"
        bg = head.sectionSize(7)
        assert bg == 0 or all(bg >= t.fontMetrics().horizontalAdvance(t.item(r, 7).text())
                              for r in range(t.rowCount())), (language, bg)
