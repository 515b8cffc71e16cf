"""Statistics per opponent and the time series of results."""

from __future__ import annotations

import json
from datetime import datetime, timezone

import pytest

from bgdesk.storage.paths import data_dir, stats_path
from bgdesk.storage.stats import Stats, load_stats, record_game


def game(opponent="Bot", won=True, kind=1, points=1, when="2026-11-29T12:00:00+00:00",
         match_won=None, **extra):
    return {"opponent": opponent, "won": won, "kind": kind, "points": points, "when": when,
            "match_won": match_won, **extra}


GAMES = [
    game("Bot", True, 1, 1, "2026-11-01T10:00:00+00:00"),
    game("Bot", True, 2, 4, "2026-11-02T10:00:00+00:00"),               # gammon on a 2-cube
    game("Bot", False, 3, 3, "2026-11-03T10:00:00+00:00"),              # backgammon lost
    game("Bot", False, 2, 2, "2026-11-04T10:00:00+00:00", match_won=False),
    game("Ann", True, 3, 6, "2026-11-05T10:00:00+00:00", match_won=True),
    game("Ann", True, 1, 2, "2026-11-06", match_won=None),
]


def test_no_statistics_yet():
    stats, messages = load_stats()
    assert messages == [] and stats.results == [] and stats.opponents() == {}
    assert stats.totals().games == 0 and stats.totals().points_per_game == 0.0
    assert stats.series() == []


def test_figures_per_opponent():
    for g in GAMES:
        record_game(g)
    stats, messages = load_stats()
    assert messages == []
    table = stats.opponents()
    assert list(table) == ["Ann", "Bot"]
    bot = table["Bot"]
    assert (bot.games, bot.wins, bot.losses) == (4, 2, 2)
    assert (bot.gammons_won, bot.gammons_lost) == (1, 1)
    assert (bot.backgammons_won, bot.backgammons_lost) == (0, 1)
    assert (bot.points_won, bot.points_lost, bot.net_points) == (5, 5, 0)
    assert bot.points_per_game == 0.0
    assert (bot.matches, bot.match_wins) == (1, 0)
    ann = table["Ann"]
    assert (ann.games, ann.wins, ann.backgammons_won, ann.gammons_won) == (2, 2, 1, 0)
    assert ann.points_per_game == 4.0 and ann.win_rate == 1.0
    assert (ann.matches, ann.match_wins) == (1, 1)
    total = stats.totals()
    assert (total.games, total.wins, total.net_points, total.matches, total.match_wins) == \
        (6, 4, 8, 2, 1)
    assert stats.totals("Nobody").games == 0


def test_time_series_in_date_order_with_running_total():
    for g in reversed(GAMES):  # recorded out of order
        record_game(g)
    stats, _ = load_stats()
    series = stats.series()
    assert [p.net for p in series] == [1, 4, -3, -2, 6, 2]
    assert [p.cumulative for p in series] == [1, 5, 2, 0, 6, 8]
    assert all(a.when <= b.when for a, b in zip(series, series[1:]))
    assert [p.cumulative for p in stats.series("Ann")] == [6, 8]
    assert series[0].when == datetime(2026, 11, 1, 10, tzinfo=timezone.utc)


def test_dates_with_z_and_naive_dates_are_accepted():
    record_game(game(when="2026-11-29T12:00:00Z"))
    record_game(game(when="2026-11-29T13:00:00"))
    record_game(game(when="2026-11-30"))
    assert len(load_stats()[0].series()) == 3


def test_file_is_versioned_json_with_the_series_and_extra_fields_kept():
    record_game(game(match_id="abc", cube=2))
    doc = json.loads(stats_path().read_text(encoding="utf-8"))
    assert doc["format"] == "bgdesk-stats" and doc["version"] == 1
    assert doc["results"] == [game(match_id="abc", cube=2)]
    assert sorted(p.name for p in data_dir().iterdir()) == ["stats.json"]  # no temp files


def test_match_won_may_be_left_out():
    summary = game()
    del summary["match_won"]
    stats, _ = record_game(summary)
    assert stats.results[0]["match_won"] is None and stats.totals().matches == 0


@pytest.mark.parametrize("bad", [
    {"opponent": "", "won": True, "kind": 1, "points": 1, "when": "2026-11-29"},
    game(opponent=None), game(won=1), game(won="yes"), game(kind=4), game(kind=0),
    game(kind=True), game(kind=2.0), game(points=0), game(points=-2), game(points=1.5),
    game(points=True), game(when="yesterday"), game(when=None), game(when=20261129),
    game(match_won=1), game(match_won="no"), ["not", "a", "dict"],
])
def test_invalid_summary_raises_and_writes_nothing(bad):
    with pytest.raises(ValueError):
        record_game(bad)
    assert not stats_path().exists()


def test_unsavable_extra_field_raises_and_keeps_the_file():
    record_game(game())
    before = stats_path().read_bytes()
    with pytest.raises(TypeError):
        record_game(game(extra={1, 2}))
    assert stats_path().read_bytes() == before


@pytest.mark.parametrize("raw", [
    "",
    '{"format": "bgdesk-stats", "version": 1, "results": [{"opponent": "Bot", "won"',
    "[]",
    '{"format": "bgdesk-stats", "version": 1, "results": {"Bot": 3}}',
])
def test_unusable_file_is_moved_aside_and_counting_restarts(raw):
    stats_path().parent.mkdir(parents=True)
    stats_path().write_text(raw)
    stats, messages = load_stats()
    assert stats.results == [] and len(messages) == 1 and "statistics" in messages[0]
    [kept] = data_dir().glob("stats.json.corrupt-*")
    assert kept.read_text() == raw
    stats, messages = record_game(game())
    assert messages == [] and stats.totals().games == 1
    assert kept.read_text() == raw


def test_bad_entries_are_left_out_kept_in_a_copy_and_reported_once():
    raw = json.dumps({
        "format": "bgdesk-stats", "version": 1, "plot": {"style": "line"},
        "results": [game(), {"opponent": "Bot", "won": "maybe"}, 17],
    })
    stats_path().parent.mkdir(parents=True)
    stats_path().write_text(raw)
    stats, messages = load_stats()
    assert len(stats.results) == 1 and stats.totals().games == 1
    [message] = messages
    [kept] = data_dir().glob("stats.json.corrupt-*")
    assert "2 recorded games" in message and kept.name in message
    assert kept.read_text() == raw
    assert load_stats() == (stats, [])  # told once: the file now holds the good entries only
    record_game(game(won=False))
    doc = json.loads(stats_path().read_text(encoding="utf-8"))
    assert doc["plot"] == {"style": "line"}  # unknown keys kept
    assert len(doc["results"]) == 2 and load_stats()[0].totals().games == 2


def test_stats_from_dict_round_trip():
    stats, left_out = Stats.from_dict({"results": GAMES})
    assert left_out == 0 and Stats.from_dict(stats.to_dict()) == (stats, 0)


# -- take-backs ---------------------------------------------------------------------------------

def test_games_of_a_match_with_take_backs_are_kept_but_not_counted():
    record_game(game("Bot (expert)", True, 1, 1, match="m1"))
    record_game(game("Bot (expert)", False, 2, 2, match="m2"))
    # in match m1 a play was taken back in its second game: its first game stops counting too
    record_game(game("Bot (expert)", True, 2, 2, match="m1", take_backs=3))
    stats, _ = load_stats()
    assert len(stats.results) == 3
    assert [r["match"] for r in stats.counted()] == ["m2"]
    table = stats.opponents()["Bot (expert)"]
    assert (table.games, table.wins, table.net_points) == (1, 0, -2)
    assert stats.totals().games == 1 and [p.net for p in stats.series()] == [-2]
    assert stats.not_counted() == 2 and stats.not_counted("Bot (expert)") == 2
    assert stats.not_counted("Ann") == 0


def test_a_take_back_marked_before_any_game_ends_excludes_the_match():
    from bgdesk.storage.stats import mark_take_back

    record_game(game("Bot (strong)", True, 1, 1, match="m7"))
    mark_take_back("m7")
    mark_take_back("m7")  # once is enough
    stats, _ = load_stats()
    assert stats.take_back_matches == {"m7"}
    assert stats.opponents() == {} and stats.not_counted() == 1
    data = json.loads(stats_path().read_text(encoding="utf-8"))
    assert data["take_back_matches"] == ["m7"]
    with pytest.raises(ValueError):
        mark_take_back("")


def test_a_bad_take_back_count_is_not_a_result():
    with pytest.raises(ValueError, match="take_backs"):
        record_game(game(take_backs=-1))
    with pytest.raises(ValueError, match="take_backs"):
        record_game(game(take_backs=True))


def test_a_malformed_list_of_take_back_matches_is_moved_aside():
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(json.dumps({"format": "bgdesk-stats", "version": 1, "results": [],
                                        "take_back_matches": {"m1": True}}), encoding="utf-8")
    stats, messages = load_stats()
    assert stats.results == [] and messages
    assert any(p.name.startswith("stats.json") and p != stats_path()
               for p in stats_path().parent.iterdir())
