"""The Rules window: one page per language with the same sections and diagrams, diagrams drawn
by the board renderer, Help menu action, live language switching."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QMenu, QWidget

from bgdesk.gui.i18n import LANGUAGES, apply_language
from bgdesk.gui.help.rules import (
    RulesWindow,
    add_rules_action,
    diagram_states,
    page_file,
    page_html,
    render_diagram,
)

SECTIONS = ("board", "opening", "moving", "doubles", "blocked", "bothdice", "hitting", "bearoff",
            "cube", "gammons", "matches", "money", "chouette", "etiquette", "practice")


@pytest.fixture
def english():
    apply_language("en")
    yield
    apply_language("en")


def anchors(html: str) -> list[str]:
    return re.findall(r'<a name="([a-z]+)">', html)


def links(html: str) -> list[str]:
    return re.findall(r'<a href="#([a-z]+)">', html)


def images(html: str) -> list[str]:
    return re.findall(r'<img src="diagram:([a-z]+)"', html)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_its_own_page_with_every_section_and_diagram(lang):
    path = page_file(lang)
    assert path.name == f"rules_{lang}.html"
    html = page_html(lang)
    assert f'lang="{lang}"' in html
    assert tuple(anchors(html)) == SECTIONS
    assert tuple(links(html)) == SECTIONS
    assert images(html) == images(page_html("en"))
    assert set(images(html)) == set(diagram_states())
    if lang != "en":
        # Written in the language, not a copy of the English page.
        english_words = set(re.findall(r"[a-z]{6,}", page_html("en")))
        words = set(re.findall(r"[a-z]{6,}", html))
        assert len(words & english_words) < len(words) / 3


def test_diagram_positions_have_fifteen_checkers_a_side_and_no_shared_point():
    for name, st in diagram_states().items():
        assert sum(st.mine) == 15 and sum(st.theirs) == 15, name
        for p in range(1, 25):
            assert not (st.mine[p] and st.theirs[25 - p]), (name, p)


def test_diagrams_are_drawn_by_the_board_renderer(qapp):
    st = diagram_states()["start"]
    img = render_diagram(st, 300)
    assert img.width() == 300 and img.height() > 200
    # Not blank: the board's frame, field and checkers give many colours.
    colours = {img.pixel(x, y) for x in range(0, 300, 7) for y in range(0, img.height(), 7)}
    assert len(colours) > 20


def test_rules_window_shows_the_page_with_its_diagrams(qtbot, english):
    win = RulesWindow()
    qtbot.addWidget(win)
    win.show()
    assert win.windowTitle() == "Rules of backgammon"
    text = win.browser.toPlainText()
    assert "Crawford rule" in text and "Chouette" in text and "Etiquette" in text
    doc = win.browser.document()
    for name in diagram_states():
        res = doc.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"diagram:{name}"))
        assert isinstance(res, QImage) and not res.isNull(), name


def test_rules_window_follows_a_language_change(qtbot, english):
    win = RulesWindow()
    qtbot.addWidget(win)
    win.show()
    apply_language("lv")
    qtbot.waitUntil(lambda: win.browser.language == "lv")
    assert "Kroforda noteikums" in win.browser.toPlainText()
    assert win.windowTitle() != "Rules of backgammon"
    apply_language("sw")
    qtbot.waitUntil(lambda: win.browser.language == "sw")
    assert "kanuni ya Crawford" in win.browser.toPlainText()
    apply_language("en")
    qtbot.waitUntil(lambda: win.browser.language == "en")
    assert win.windowTitle() == "Rules of backgammon"


def test_help_menu_action_opens_one_rules_window(qtbot, english):
    host = QWidget()
    qtbot.addWidget(host)
    menu = QMenu(host)
    menu.addAction("About")
    action = add_rules_action(host, menu)
    assert menu.actions()[0] is action
    assert action.text() == "&Rules of backgammon"
    action.trigger()
    first = RulesWindow._instance
    assert first is not None and first.isVisible()
    action.trigger()
    assert RulesWindow._instance is first
    first.close()
    apply_language("af")
    assert action.text() != "&Rules of backgammon"
    apply_language("en")
    assert action.text() == "&Rules of backgammon"


@pytest.fixture
def help_copy(tmp_path, monkeypatch):
    """The Help pages copied to a folder of their own, packed as the packages carry them (.gz),
    and the program pointed at that copy."""
    import gzip
    import shutil

    from bgdesk.gui.help import rules
    from bgdesk.resources_path import resource

    folder = tmp_path / "help"
    folder.mkdir()
    for page in resource("help").glob("*.html"):
        (folder / (page.name + ".gz")).write_bytes(gzip.compress(page.read_bytes()))
    monkeypatch.setattr(rules, "resource", lambda *parts: tmp_path.joinpath(*parts))
    return folder


def test_a_damaged_help_page_gives_the_english_page_then_a_sentence(help_copy, capfd):
    (help_copy / "rules_af.html.gz").write_bytes(b"\x1f\x8b\x08\x00 not a gzip stream")
    html = page_html("af")
    assert 'lang="en"' in html and tuple(anchors(html)) == SECTIONS
    assert "rules_af.html" in capfd.readouterr().err
    # the English page damaged too (not UTF-8 here): a sentence, naming the file, no traceback
    (help_copy / "rules_en.html.gz").unlink()
    (help_copy / "rules_en.html").write_bytes(b"\xff\xfe\x00<html>")
    html = page_html("af")
    assert html.startswith("<p>") and "rules_af.html" in html and "<a name" not in html
    err = capfd.readouterr().err
    assert "rules_af.html" in err and "rules_en.html" in err and "Traceback" not in err
    # fair dice: the same, page by page
    (help_copy / "fairdice_mt.html.gz").write_bytes(b"")
    assert 'lang="en"' in page_html("mt", "fairdice")


def test_the_rules_window_says_in_its_language_that_its_page_cannot_be_read(help_copy, qtbot, english, capfd):
    for page in help_copy.glob("rules_*"):
        page.write_bytes(b"junk")
    apply_language("lv")
    win = RulesWindow()
    qtbot.addWidget(win)
    text = win.browser.toPlainText()
    assert "rules_lv.html" in text and "bgdesk" in text
    assert "cannot be read" not in text  # in Latvian
    assert "Traceback" not in capfd.readouterr().err
