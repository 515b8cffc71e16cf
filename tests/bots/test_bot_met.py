"""Match equity table (bgdesk/bots/met.py)."""

import pytest

from bgdesk.bots import met


def test_table_is_complementary():
    for a in range(1, met.SIZE + 1):
        for b in range(1, met.SIZE + 1):
            assert met.equity(a, b) + met.equity(b, a) == pytest.approx(1.0, abs=2e-5)


def test_more_points_needed_means_less_chance():
    for a in range(1, 25):
        for b in range(1, 25):
            assert met.equity(a + 1, b) <= met.equity(a, b) + 1e-12
            assert met.equity(a, b + 1) >= met.equity(a, b) - 1e-12


def test_known_values():
    assert met.equity(1, 2) == pytest.approx(0.67736)     # Crawford game, leader 1-away
    assert met.equity(3, 5) == pytest.approx(0.64795)
    assert met.equity(1, 1) == 0.5
    assert met.equity(0, 3) == 1.0 and met.equity(3, 0) == 0.0


def test_post_crawford():
    # the trailer 2-away after the Crawford game: about even (free drop)
    assert met.equity(2, 1, post_crawford=True) == pytest.approx(0.48803)
    assert met.equity(1, 2, post_crawford=True) == pytest.approx(1 - 0.48803)


def test_after_game():
    # leading 3-away vs 5-away, winning a gammon at cube 2 wins the match
    assert met.after_game(3, 5, 4, 0, False) == 1.0
    assert met.after_game(3, 5, 0, 1, False) == pytest.approx(met.equity(3, 4))


def test_beyond_the_table_uses_a_formula():
    assert 0.5 < met.equity(16, 20) < 1.0
    assert met.equity(20, 16) == pytest.approx(1 - met.equity(16, 20))
