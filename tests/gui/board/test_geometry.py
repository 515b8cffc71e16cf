"""The pure geometry module: point <-> rectangle for every home-board corner (R2, R5)."""

import itertools

import pytest

from bgdesk.gui.board import geometry as g
from bgdesk.gui.board.geometry import CORNERS, OPPONENT, VIEWER, BoardGeometry, Rect, Target


@pytest.fixture(params=CORNERS)
def geo(request):
    return BoardGeometry(request.param)


def test_geometry_module_has_no_qt():
    import ast

    tree = ast.parse(open(g.__file__, encoding="utf-8").read())
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            assert not (node.module or "").startswith(("PySide6", "shiboken6"))
        elif isinstance(node, ast.Import):
            assert not any(a.name.startswith(("PySide6", "shiboken6")) for a in node.names)


def test_unknown_corner_rejected():
    with pytest.raises(ValueError, match="home corner"):
        BoardGeometry("middle")
    assert g.geometry_for("nonsense").corner == "bottom-right"
    assert g.geometry_for("top-left").corner == "top-left"


def test_point_round_trip(geo):
    for n in range(1, 25):
        x, y = geo.point_rect(n).center
        assert geo.point_at(x, y) == n
        for i in range(15):
            cx, cy = geo.checker_rect(n, i, 15).center
            assert geo.point_at(cx, cy) == n
        lx, ly = geo.point_label_rect(n).center
        assert geo.point_at(lx, ly) == n


def test_bar_and_tray_round_trip(geo):
    for side in (VIEWER, OPPONENT):
        for i in range(6):
            x, y = geo.bar_checker_rect(side, i, 6).center
            assert geo.target_at(x, y) == Target("bar", 25, side)
        for i in range(15):
            x, y = geo.off_checker_rect(side, i).center
            assert geo.target_at(x, y) == Target("tray", 0, side)
    x, y = geo.tray_rect(VIEWER).center
    assert geo.point_at(x, y) == 0
    x, y = geo.tray_rect(OPPONENT).center
    assert geo.point_at(x, y) is None
    assert geo.point_at(*geo.cube_rect("centre").center) is None
    assert geo.point_at(5, 5) is None


def test_zones_do_not_overlap_and_stay_on_the_board(geo):
    zones = [z for _, z in geo.zones()]
    for a, b in itertools.combinations(zones, 2):
        assert not a.intersects(b), (a, b)
    for z in zones:
        assert z.inside(geo.board_rect)


def test_points_do_not_overlap(geo):
    rects = [geo.point_rect(n) for n in range(1, 25)]
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b)
    for r in rects:
        assert r.inside(geo.board_rect)
        assert not r.intersects(geo.bar_rect)


@pytest.mark.parametrize("count", range(1, 16))
def test_stacks_stay_inside_their_point(geo, count):
    for n in range(1, 25):
        point = geo.point_rect(n)
        rects = [geo.checker_rect(n, i, count) for i in range(count)]
        for r in rects:
            assert r.inside(point)
        if count <= 5:  # up to five: full size, no overlap
            for a, b in itertools.combinations(rects, 2):
                assert not a.intersects(b)
        else:  # beyond five: compressed, still in order from the frame
            assert geo.stack_step(count) < g.CHECKER_D


def test_sixteen_checkers_rejected(geo):
    with pytest.raises(ValueError):
        geo.checker_rect(1, 15, 16)
    with pytest.raises(ValueError):
        geo.checker_rect(0, 0)
    with pytest.raises(ValueError):
        geo.point_rect(25)


def test_bottom_right_layout():
    geo = BoardGeometry("bottom-right")
    # 1..6 bottom right, 1 next to the tray; 24 top right.
    assert geo.point_rect(1).x > geo.point_rect(6).x > geo.bar_rect.x
    assert geo.point_rect(7).x < geo.bar_rect.x
    assert geo.point_rect(12).x < geo.point_rect(7).x
    assert geo.point_rect(13).x == geo.point_rect(12).x
    assert geo.point_rect(24).x == geo.point_rect(1).x
    assert geo.point_rect(1).y > geo.point_rect(24).y
    assert not geo.point_points_down(1) and geo.point_points_down(24)
    assert geo.tray_rect(VIEWER).x > geo.point_rect(1).x
    assert geo.cube_column.x < geo.point_rect(12).x


@pytest.mark.parametrize(
    "corner, right, bottom",
    [("bottom-right", True, True), ("bottom-left", False, True), ("top-right", True, False), ("top-left", False, False)],
)
def test_home_board_in_its_corner(corner, right, bottom):
    geo = BoardGeometry(corner)
    cx, cy = g.SCENE_W / 2, g.SCENE_H / 2
    for n in range(1, 7):
        x, y = geo.point_rect(n).center
        assert (x > cx) == right and (y > cy) == bottom
    x, y = geo.tray_rect(VIEWER).center
    assert (x > cx) == right and (y > cy) == bottom
    # The opponent's home is on the same side, the other half.
    for n in range(19, 25):
        x, y = geo.point_rect(n).center
        assert (x > cx) == right and (y > cy) != bottom
    # The viewer's 1-point is the deepest: next to the tray.
    d1 = abs(geo.point_rect(1).center[0] - geo.tray_rect(VIEWER).center[0])
    d6 = abs(geo.point_rect(6).center[0] - geo.tray_rect(VIEWER).center[0])
    assert d1 < d6
    # The cube column is on the other side; the points point to the middle.
    assert (geo.cube_column.center[0] > cx) != right
    assert geo.point_points_down(1) != bottom


def test_track_is_continuous(geo):
    # Consecutive points in one quarter are neighbours; 12/13 and 6/7 and 18/19 too (across bar).
    for n in range(1, 24):
        a, b = geo.point_rect(n), geo.point_rect(n + 1)
        if n == 12:
            assert a.x == b.x
        else:
            assert a.y == b.y
            gap = abs(a.x - b.x)
            assert gap == pytest.approx(g.POINT_W) or gap == pytest.approx(g.POINT_W + g.BAR_W)


def test_dice_and_cube(geo):
    for side in (VIEWER, OPPONENT):
        for count in (1, 2, 4):
            rects = geo.dice_rects(side, count)
            assert len(rects) == count
            half = geo.field_rect("right" if side == VIEWER else "left")
            for r in rects:
                assert r.inside(half)
                for n in range(1, 25):
                    assert not r.intersects(geo.point_rect(n))
            for a, b in itertools.combinations(rects, 2):
                assert not a.intersects(b)
            for r in rects:
                assert r.inside(geo.dice_zone(side))
        assert geo.opening_die_rect(side).inside(geo.field_rect("right" if side == VIEWER else "left"))
    with pytest.raises(ValueError):
        geo.dice_rects(VIEWER, 5)
    centre, mine, theirs = geo.cube_rect("centre"), geo.cube_rect("viewer"), geo.cube_rect("opponent")
    for r in (centre, mine, theirs):
        assert r.inside(geo.cube_column)
    # An owned cube sits at its owner's end, next to their name band (R5: the home board's side).
    if geo.flip_y:
        assert mine.y < centre.y < theirs.y
    else:
        assert theirs.y < centre.y < mine.y
    for side, r in ((VIEWER, mine), (OPPONENT, theirs)):
        band = geo.info_rect(side)
        other = geo.info_rect(1 - side)
        assert abs(r.center[1] - band.center[1]) < abs(r.center[1] - other.center[1])
    assert geo.cube_rect("offered-by-viewer").inside(geo.field_rect("right"))
    assert geo.cube_rect("offered-by-opponent").inside(geo.field_rect("left"))
    with pytest.raises(ValueError):
        geo.cube_rect("floor")


def test_off_slabs_stack_inside_tray(geo):
    for side in (VIEWER, OPPONENT):
        tray = geo.tray_rect(side)
        rects = [geo.off_checker_rect(side, i) for i in range(15)]
        for r in rects:
            assert r.inside(tray)
        for a, b in itertools.combinations(rects, 2):
            assert not a.intersects(b)
    with pytest.raises(ValueError):
        geo.off_checker_rect(VIEWER, 15)


def test_bar_stacks_stay_in_their_half(geo):
    for side in (VIEWER, OPPONENT):
        for count in range(1, 16):
            for i in range(count):
                assert geo.bar_checker_rect(side, i, count).inside(geo.bar_zone(side))


def test_rect_helpers():
    r = Rect(0, 0, 10, 10)
    assert r.contains(0, 0) and not r.contains(10, 10)
    assert r.center == (5, 5) and r.right == 10 and r.bottom == 10
    assert not r.intersects(Rect(10, 0, 5, 5))
    assert r.adjusted(1, 1, -1, -1) == Rect(1, 1, 8, 8)


@pytest.mark.parametrize("corner", CORNERS)
def test_each_name_band_is_on_the_side_of_its_home_board(corner):
    # R5: with the home boards at the top, the viewer's name and pips are at the top too.
    geo = g.geometry_for(corner)
    home = [geo.point_rect(n) for n in range(1, 7)]
    band, other = geo.info_rect(VIEWER), geo.info_rect(OPPONENT)
    for r in home:
        assert abs(r.center[1] - band.center[1]) < abs(r.center[1] - other.center[1])
    assert (band.y == 0.0) == corner.startswith("top")
