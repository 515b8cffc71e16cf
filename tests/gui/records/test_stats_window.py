"""The Statistics window shows the figures of the stats file and plots them (drawn by us)."""

from __future__ import annotations

from bgdesk.gui.records.stats_window import LOSS_COLOUR, WIN_COLOUR, StatsWindow, nice_step
from bgdesk.storage.paths import stats_path
from bgdesk.storage.stats import Stats, save_stats


def result(opponent, won, kind, points, when, match_won=None):
    return {"opponent": opponent, "won": won, "kind": kind, "points": points,
            "when": when, "match_won": match_won, "player": "Alice"}


RESULTS = [
    result("Bob", True, 1, 1, "2026-03-01T10:00:00+00:00"),
    result("Bot (intermediate)", False, 2, 4, "2026-03-02T10:00:00+00:00"),
    result("Bob", False, 2, 2, "2026-03-03T10:00:00+00:00"),
    result("Bot (intermediate)", True, 1, 1, "2026-03-04T10:00:00+00:00", match_won=False),
    result("Bob", True, 3, 3, "2026-03-05T10:00:00+00:00", match_won=True),
]


def close(a, b, tol=40) -> bool:
    return abs(a.red() - b.red()) < tol and abs(a.green() - b.green()) < tol and abs(a.blue() - b.blue()) < tol


def test_window_shows_the_numbers_from_the_stats_file(qtbot):
    save_stats(Stats(results=[dict(r) for r in RESULTS]))
    win = StatsWindow.show_for(None)
    qtbot.addWidget(win)
    qtbot.waitExposed(win)
    assert win.table_text() == [
        ["Bob", "3", "2", "1", "0 / 1", "1 / 0", "+0.67", "1 / 1"],
        ["Bot (intermediate)", "2", "1", "1", "0 / 1", "0 / 0", "-1.50", "0 / 1"],
        ["All opponents", "5", "3", "2", "0 / 2", "1 / 0", "-0.20", "1 / 2"],
    ]
    assert "5 games recorded: 3 won, 2 lost, net -1 point." in win.heading.text()
    assert "Alice" in win.heading.text()
    # The plot: every game, running total of net points.
    assert [p.cumulative for p in win.plot.series] == [1, -3, -5, -4, -1]
    assert win.plot.title == "Net points against all opponents"
    image = win.plot.grab().toImage()
    ratio = image.devicePixelRatio()

    def colour_at(i):
        c = win.plot.point_at(i)
        return image.pixelColor(round(c.x() * ratio), round(c.y() * ratio))

    assert close(colour_at(1), WIN_COLOUR)  # a win: filled circle
    assert close(colour_at(5), WIN_COLOUR)
    # A loss is a hollow square: its outline is orange.
    c = win.plot.point_at(2)
    edge = [image.pixelColor(round((c.x() + dx) * ratio), round((c.y() + 1) * ratio)) for dx in (2, 3, 4, 5, 6)]
    assert any(close(e, LOSS_COLOUR) for e in edge)
    assert not close(colour_at(2), LOSS_COLOUR) and not close(colour_at(2), WIN_COLOUR)
    assert win.plot.point_at(2).y() > win.plot.point_at(1).y()  # lower on screen after a loss
    # Choosing an opponent plots that opponent's games only.
    win.table.selectRow(0)
    assert [p.cumulative for p in win.plot.series] == [1, -1, 2]
    assert win.plot.title == "Net points against Bob"
    win.plot.grab()


def test_empty_statistics(qtbot):
    win = StatsWindow.show_for(None)
    qtbot.addWidget(win)
    assert "No games recorded yet" in win.heading.text()
    assert win.plot.series == []
    win.plot.grab()  # draws the "no games" text


def test_unreadable_entries_are_reported_in_the_window(qtbot):
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "bgdesk-stats", "version": 1, "results": ['
                    '{"opponent": "Bob", "won": true, "kind": 1, "points": 1, "when": "2026-01-01"},'
                    '{"opponent": "", "won": "maybe"}]}')
    win = StatsWindow.show_for(None)
    qtbot.addWidget(win)
    assert not win.notes.isHidden() and "could not be read" in win.notes.text()
    assert win.table_text()[0][:3] == ["Bob", "1", "1"]


def test_menu_opens_the_statistics(window):
    save_stats(Stats(results=[dict(r) for r in RESULTS]))
    window.act_stats.trigger()
    assert window.stats_window.isVisible()
    assert window.stats_window.table.rowCount() == 3
    window.stats_window.close()


def test_nice_steps():
    assert [nice_step(s) for s in (1, 4, 9, 23, 180, 1000)] == [1, 1, 2, 5, 50, 200]


def test_games_of_matches_with_take_backs_are_named_but_not_counted(qtbot):
    rows = [dict(r, match="m1") for r in RESULTS[:2]] + [dict(RESULTS[2], match="m2")]
    rows[1]["take_backs"] = 2
    save_stats(Stats(results=rows))
    win = StatsWindow.show_for(None)
    qtbot.addWidget(win)
    assert win.table_text()[0][:2] == ["Bob", "1"]  # only match m2's game counts
    assert "Kept but not counted: 2 games of matches with take-backs." in win.heading.text()


def test_drills_week_by_week(qtbot):
    from datetime import date

    from bgdesk.storage.drills import record_drill_session

    def session(when, answered, best, loss):
        return {"kind": "openings", "when": when, "answered": answered, "best": best,
                "loss": loss, "misses": []}

    record_drill_session(session("2026-03-02T10:00:00+00:00", 10, 4, 0.8))
    record_drill_session(session("2026-03-04T10:00:00+00:00", 10, 6, 0.4))
    record_drill_session(session("2026-03-10T10:00:00+00:00", 15, 12, 0.3))
    win = StatsWindow.show_for(None)
    qtbot.addWidget(win)
    win.tabs.setCurrentIndex(1)
    assert win.tabs.tabText(1) == "Drills"
    rows = win.drill_text()
    assert [r[1:] for r in rows] == [["1", "15", "80%", "0.020"], ["2", "20", "50%", "0.060"]]
    assert "3 drill sets answered, 35 positions in all." in win.drill_heading.text()
    plot = win.drill_plot
    assert [w.week for w in plot.weeks] == [date(2026, 3, 2), date(2026, 3, 9)]
    # the line goes down: less equity given up in the second week
    assert plot.point_at(1).y() > plot.point_at(0).y()
    plot.grab()


def test_no_drills_yet(qtbot):
    win = StatsWindow.show_for(None)
    qtbot.addWidget(win)
    assert win.drill_text() == [] and "No drills yet" in win.drill_heading.text()
    win.drill_plot.grab()
