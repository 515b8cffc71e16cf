"""Translations: every .qm loads and is compiled from the current .ts, every string the
code marks for translation reaches the .ts files, each language is at least 98 % translated with
its placeholders intact, and the language machinery (choice, live switching, plural forms,
number formats) works."""

from __future__ import annotations

import ast
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QTranslator
from PySide6.QtWidgets import QDialogButtonBox, QSpinBox, QWidget

from bgdesk.gui import i18n
from bgdesk.gui.i18n import (
    LANGUAGES,
    Context,
    apply_language,
    choose_language,
    count_affixes,
    current_language,
    qm_file,
    system_language,
    translate_buttons,
)

ROOT = Path(__file__).resolve().parents[2]
GUI = ROOT / "bgdesk" / "gui"
I18N = ROOT / "resources" / "i18n"
sys.path.insert(0, str(ROOT / "tools"))
import update_translations as ut  # noqa: E402

TRANSLATED = ("sw", "lv", "mt", "af")
MIN_COVERAGE = 0.98
# Qt's plural forms per language (Latvian: 1/21/31..., other, zero; Maltese: 1, 0 and 2-10,
# 11-19, 20 and over).
PLURAL_FORMS = {"en": 2, "sw": 2, "lv": 3, "mt": 4, "af": 2}


def ts_path(lang: str) -> Path:
    return I18N / f"bgdesk_{lang}.ts"


def ts_messages(lang: str) -> list[dict]:
    out = []
    for ctx in ET.parse(ts_path(lang)).getroot().iter("context"):
        name = ctx.findtext("name")
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            numerus = msg.get("numerus") == "yes"
            forms = [f.text or "" for f in tr.iter("numerusform")] if numerus else [tr.text or ""]
            out.append({"context": name, "source": msg.findtext("source"), "numerus": numerus,
                        "type": tr.get("type", "finished"), "forms": forms})
    return out


# -- the files --------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_qm_loads(lang, qapp):
    t = QTranslator()
    assert t.load(str(qm_file(lang))), qm_file(lang)
    if lang != "en":
        assert not t.isEmpty()


def test_ts_and_qm_files_are_current():
    """A fresh lupdate over bgdesk/gui finds no message the .ts files lack (nor any they should
    no longer have), and a fresh lrelease gives the committed .qm byte for byte."""
    assert ut.problems() == []


def _marked_strings() -> tuple[set[tuple[str, str]], list[str]]:
    """Every literal the code hands to tr()/translate()/QT_TRANSLATE_NOOP, with its context as
    Qt will look it up at run time; and the calls pyside6-lupdate would miss or misfile."""
    found: set[tuple[str, str]] = set()
    wrong: list[str] = []
    for path in sorted(GUI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        contexts = {t.id for node in tree.body if isinstance(node, ast.Assign)
                    and isinstance(node.value, ast.Call) and getattr(node.value.func, "id", "") == "Context"
                    for t in node.targets if isinstance(t, ast.Name)}
        classes = {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
        for node in tree.body:  # X = Context("X"): lupdate takes the variable's name
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) \
                    and getattr(node.value.func, "id", "") == "Context" and node.value.args:
                name = node.value.args[0].value
                if [t.id for t in node.targets if isinstance(t, ast.Name)] != [name]:
                    wrong.append(f"{path.name}:{node.lineno}: Context({name!r}) must be named {name}")

        def visit(node, cls):
            for child in ast.iter_child_nodes(node):
                visit(child, child.name if isinstance(child, ast.ClassDef) else cls)
            if not isinstance(node, ast.Call):
                return
            f = node.func
            args = node.args
            where = f"{path.name}:{node.lineno}"
            first = args[0] if args else None
            literal = isinstance(first, ast.Constant) and isinstance(first.value, str)
            if isinstance(f, ast.Attribute) and f.attr == "tr" and literal:
                owner = f.value
                if isinstance(owner, ast.Name) and owner.id == "self":
                    if cls is None:
                        wrong.append(f"{where}: self.tr outside a class")
                        return
                    found.add((cls, first.value))
                elif isinstance(owner, ast.Name) and (owner.id in contexts or owner.id in classes
                                                      or owner.id[:1].isupper()):
                    found.add((owner.id, first.value))  # a Context, or a QObject class (its name)
                else:
                    wrong.append(f"{where}: .tr on {ast.unparse(owner)!r}: lupdate files it under "
                                 f"that name, not the object's class")
                if len(args) > 2 and not isinstance(args[1], ast.Constant):
                    wrong.append(f"{where}: disambiguation must be a literal")
            elif isinstance(f, ast.Attribute) and f.attr == "translate" and len(args) > 1 \
                    and isinstance(args[0], ast.Constant) and isinstance(args[0].value, str):
                if not (isinstance(args[1], ast.Constant) and isinstance(args[1].value, str)):
                    return  # a text marked elsewhere (QT_TRANSLATE_NOOP), looked up here
                if len(args) > 3 or any(k.arg == "n" for k in node.keywords):
                    wrong.append(f"{where}: translate() with a count: lupdate misses the plural; "
                                 f"use self.tr or a Context")
                found.add((args[0].value, args[1].value))
            elif isinstance(f, ast.Name) and f.id == "QT_TRANSLATE_NOOP" and len(args) == 2:
                found.add((args[0].value, args[1].value))
            elif isinstance(f, ast.Name) and f.id in ("_tr", "tr", "_") and literal:
                wrong.append(f"{where}: {f.id}({first.value[:30]!r}...) is not seen by lupdate; "
                             f"use self.tr or a Context")
            elif isinstance(f, ast.Attribute) and f.attr == "tr" and first is not None \
                    and not literal and not (isinstance(first, ast.Name)):
                wrong.append(f"{where}: tr() of an expression ({ast.unparse(first)[:40]})")

        visit(tree, None)
    return found, wrong


def test_every_marked_string_reaches_the_ts_under_its_run_time_context():
    found, wrong = _marked_strings()
    assert wrong == []
    in_ts = {(m["context"], m["source"]) for m in ts_messages("sw")}
    missing = sorted(found - in_ts)
    assert missing == [], f"{len(missing)} marked string(s) not extracted, e.g. {missing[:5]}"


# -- coverage and quality ---------------------------------------------------------------------

def coverage(lang: str) -> tuple[int, int, int]:
    """(finished, total, obsolete) messages of one language."""
    msgs = ts_messages(lang)
    obsolete = sum(m["type"] in ("obsolete", "vanished") for m in msgs)
    current = [m for m in msgs if m["type"] not in ("obsolete", "vanished")]
    done = sum(m["type"] == "finished" and all(f.strip() for f in m["forms"]) for m in current)
    return done, len(current), obsolete


@pytest.mark.parametrize("lang", TRANSLATED)
def test_each_language_is_at_least_98_percent_translated(lang):
    done, total, obsolete = coverage(lang)
    print(f"{lang}: {done}/{total} translated ({done / total:.1%}), {obsolete} obsolete")
    assert total > 300
    assert obsolete == 0
    assert done / total >= MIN_COVERAGE, f"{lang}: {done}/{total}"


def placeholders(text: str) -> list[str]:
    """Qt's %1..%99 and %n / %Ln, and Python's {name} / {name:spec} fields, sorted."""
    qt = re.findall(r"%L?(?:\d+|n)", text)
    py = re.findall(r"\{([A-Za-z_][A-Za-z0-9_]*)(?:[:!][^}]*)?\}", text)
    return sorted(qt) + sorted(set(py))


@pytest.mark.parametrize("lang", TRANSLATED + ("en",))
def test_placeholders_and_plural_forms_match_the_source(lang):
    bad = []
    for m in ts_messages(lang):
        if m["type"] != "finished":
            continue
        if m["numerus"]:
            assert len(m["forms"]) == PLURAL_FORMS[lang], (lang, m["source"])
        want = placeholders(m["source"])
        for form in m["forms"]:
            got = placeholders(form)
            # A plural form may leave the number out ("one point" written as a word).
            if got != want and [p for p in want if p not in ("%n", "%Ln")] != [p for p in got if p not in ("%n", "%Ln")]:
                bad.append((m["context"], m["source"], form))
            if m["source"].startswith("&") or re.search(r"[^&]&[^&\s]", m["source"]):
                if "&" not in form:
                    bad.append((m["context"], m["source"], form + "  <- no & accelerator"))
    assert bad == [], bad[:10]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_differ_from_english_where_words_are_involved(lang):
    """A translation identical to the English is allowed for names and numbers, not for
    sentences (that would be a copy, not a translation)."""
    keys = re.compile(r"[A-Za-z0-9]+(\+[A-Za-z0-9]+)*(, [A-Za-z0-9]+(\+[A-Za-z0-9]+)*)*")
    same = [m["source"] for m in ts_messages(lang)
            if m["type"] == "finished" and not m["numerus"] and m["forms"][0] == m["source"]
            and len(re.findall(r"[A-Za-z]{3,}", m["source"])) > 2
            and not keys.fullmatch(m["source"])]  # key names ("Tab, Shift+Tab") stay as they are
    assert same == []


# -- choosing and switching -------------------------------------------------------------------

def test_language_choice_setting_then_system_then_english():
    assert choose_language("lv") == "lv"
    assert choose_language("system", QLocale("mt_MT")) == "mt"
    assert choose_language("system", QLocale("af_ZA")) == "af"
    assert choose_language("system", QLocale("sw_KE")) == "sw"
    assert choose_language("system", QLocale("de_DE")) == "en"
    assert choose_language(None, QLocale("fr_FR")) == "en"
    assert system_language(QLocale("lv_LV")) == "lv"


def test_apply_language_installs_ours_and_qts_and_sends_language_change(qapp, qtbot):
    seen = []

    class Probe(QWidget):
        def changeEvent(self, event):  # noqa: N802
            if event.type() == QEvent.Type.LanguageChange:
                seen.append(current_language())
            super().changeEvent(event)

    probe = Probe()
    qtbot.addWidget(probe)
    assert apply_language("lv") == "lv"
    assert "bgdesk_lv.qm" in i18n.manager().loaded
    if i18n.qt_qm_file("lv") is not None:
        assert "qtbase_lv.qm" in i18n.manager().loaded
    qtbot.waitUntil(lambda: "lv" in seen)
    assert QLocale().name() == "lv_LV"
    assert QCoreApplication.translate("StandardButtons", "Cancel") != "Cancel"
    assert apply_language("xx") == "en"  # unknown: English
    assert QCoreApplication.translate("StandardButtons", "Cancel") == "Cancel"


@pytest.mark.parametrize("lang,n,expected", [
    ("en", 1, "1 point"), ("en", 2, "2 points"),
    ("lv", 1, "1 punktu"), ("lv", 21, "21 punktu"), ("lv", 2, "2 punktus"), ("lv", 11, "11 punktus"),
    ("lv", 0, "0 punktu"),
    ("mt", 1, "punt wieħed"), ("mt", 3, "3 punti"), ("mt", 11, "11-il punt"), ("mt", 25, "25 punt"),
    ("af", 1, "1 punt"), ("af", 7, "7 punte"),
    ("sw", 1, "alama 1"), ("sw", 5, "alama 5"),
])
def test_plural_forms_follow_each_language(lang, n, expected, qapp):
    from bgdesk.gui.chouette.controller import ChouetteController

    apply_language(lang)
    # "pays 2 points": Latvian takes the accusative here.
    assert ChouetteController.tr("%n point(s)", "", n) == expected


def test_numbers_and_dates_follow_the_language(qapp):
    from bgdesk.gui.records.stats_window import signed

    apply_language("lv")
    assert signed(-0.2, 2) in ("-0,20", "\u22120,20")
    apply_language("af")
    assert signed(1.5, 2) == "+1,50"
    apply_language("en")
    assert signed(1.5, 2) == "+1.50" and signed(0.0, 2) == "0.00"


def test_spin_box_words_go_around_the_number():
    assert count_affixes("5 points", 5) == ("", " points")
    assert count_affixes("alama 5", 5) == ("alama ", "")
    assert count_affixes("11-il punt", 11) == ("", "-il punt")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_standard_buttons_are_translated(lang, qapp, qtbot):
    apply_language(lang)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                           | QDialogButtonBox.StandardButton.RestoreDefaults)
    qtbot.addWidget(box)
    translate_buttons(box)
    texts = {b.text() for b in box.buttons()}
    assert "Cancel" not in texts and "Restore Defaults" not in texts


def test_language_listeners_are_held_weakly(qapp):
    calls = []

    class Listener(QObject):
        def on_change(self, lang):
            calls.append(lang)

    keep = Listener()
    gone = Listener()
    i18n.on_language_changed(keep.on_change)
    i18n.on_language_changed(gone.on_change)
    del gone
    apply_language("af")
    apply_language("en")
    assert calls == ["af", "en"]
