"""Extract, merge and compile bgdesk's translations with Qt's own tools.

    python tools/update_translations.py            # lupdate bgdesk/gui/**/*.py -> .ts, lrelease -> .qm
    python tools/update_translations.py --check    # exit 1 when a .ts or .qm is not current
    python tools/update_translations.py --release  # only compile the .ts files into .qm
    python tools/update_translations.py --fill lv lv.json   # merge translations from a JSON file
    python tools/update_translations.py --merge-from REV    # after a git merge: keep REV's translations

pyside6-lupdate reads every ``tr()`` / ``QCoreApplication.translate()`` / ``QT_TRANSLATE_NOOP``
in every module under ``bgdesk/gui`` (subpackages included) and merges the messages into
``resources/i18n/bgdesk_<lang>.ts`` (keeping the translations already there, dropping messages
no longer in the code); pyside6-lrelease then compiles each ``.ts`` into the ``.qm`` the program
loads. English is the source language, so
``bgdesk_en.ts`` holds only the plural forms ("%n point(s)" -> "1 point" / "2 points").

Both the ``.ts`` and the ``.qm`` files are committed; tests/gui/test_i18n.py checks that they are
current (a fresh lupdate finds no new message, a fresh lrelease gives the same bytes).

``--fill LANG FILE``: FILE is JSON ``{"Context": {"source text": "translation", ...}, ...}``;
a numerus message takes a list of forms. Matching messages get the translation and lose their
"unfinished" mark. This is a convenience for translators who prefer a plain file to Qt Linguist.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "bgdesk" / "gui"
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("en", "sw", "lv", "mt", "af")
SOURCE_LANGUAGE = "en"


def tool(name: str) -> str:
    """Path of a PySide6 tool (pyside6-lupdate, pyside6-lrelease): beside this Python first."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (PySide6-Essentials ships it)")
    return found


def sources() -> list[Path]:
    return sorted(SOURCES.rglob("*.py"))


def ts_file(lang: str, folder: Path = I18N) -> Path:
    return folder / f"bgdesk_{lang}.ts"


def qm_file(lang: str, folder: Path = I18N) -> Path:
    return folder / f"bgdesk_{lang}.qm"


def lupdate(lang: str, ts: Path, *, quiet: bool = True) -> None:
    """Merge the messages of the sources into ``ts`` (created when missing)."""
    ts.parent.mkdir(parents=True, exist_ok=True)
    cmd = [tool("pyside6-lupdate"), *map(str, sources()), "-no-obsolete", "-locations", "none",
           "-source-language", "en", "-target-language", lang, "-ts", str(ts)]
    if lang == SOURCE_LANGUAGE:
        cmd.insert(-2, "-pluralonly")
    if quiet:
        cmd.insert(1, "-silent")
    subprocess.run(cmd, check=True, cwd=ROOT)


def lrelease(ts: Path, qm: Path, *, quiet: bool = True) -> None:
    """Compile ``ts`` into ``qm``."""
    cmd = [tool("pyside6-lrelease"), str(ts), "-qm", str(qm)]
    if quiet:
        cmd.insert(1, "-silent")
    subprocess.run(cmd, check=True, cwd=ROOT)


# -- reading .ts files -------------------------------------------------------------------------

def messages(ts: Path) -> dict[tuple[str, str, str], dict]:
    """``{(context, source, comment): {"numerus", "type", "forms"}}`` of one .ts file."""
    out = {}
    root = ET.parse(ts).getroot()
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            source = msg.findtext("source") or ""
            comment = msg.findtext("comment") or ""
            tr = msg.find("translation")
            numerus = msg.get("numerus") == "yes"
            if tr is None:
                forms, kind = [], "unfinished"
            elif numerus:
                forms = [f.text or "" for f in tr.iter("numerusform")]
                kind = tr.get("type", "finished")
            else:
                forms = [tr.text or ""]
                kind = tr.get("type", "finished")
            out[(name, source, comment)] = {"numerus": numerus, "type": kind, "forms": forms}
    return out


def fill(lang: str, data: dict) -> tuple[int, list[str]]:
    """Put the translations of ``data`` into bgdesk_<lang>.ts; (how many, unknown keys)."""
    ts = ts_file(lang)
    tree = ET.parse(ts)
    root = tree.getroot()
    done = 0
    seen = set()
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        table = data.get(name, {})
        for msg in ctx.iter("message"):
            source = msg.findtext("source") or ""
            if source not in table:
                continue
            seen.add((name, source))
            value = table[source]
            tr = msg.find("translation")
            if tr is None:
                tr = ET.SubElement(msg, "translation")
            if msg.get("numerus") == "yes":
                forms = value if isinstance(value, list) else [value]
                for f in list(tr):
                    tr.remove(f)
                tr.text = None
                for form in forms:
                    ET.SubElement(tr, "numerusform").text = form
            else:
                tr.text = value if isinstance(value, str) else value[0]
            if "type" in tr.attrib:
                del tr.attrib["type"]
            done += 1
    unknown = [f"{c}: {s}" for c, table in data.items() for s in table if (c, s) not in seen]
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                  + ET.tostring(root, encoding="unicode") + "\n", encoding="utf-8")
    return done, unknown


def merge_from(rev: str, langs=LANGUAGES) -> int:
    """Give every message that has no finished translation here the finished translation that
    git revision ``rev`` has for it (a git merge that took one side's .ts files loses the other
    side's translations; this brings them back). Returns how many were filled."""
    total = 0
    with tempfile.TemporaryDirectory() as tmp:
        for lang in langs:
            rel = ts_file(lang).relative_to(ROOT).as_posix()
            shown = subprocess.run(["git", "show", f"{rev}:{rel}"], cwd=ROOT, capture_output=True)
            if shown.returncode != 0:
                continue
            other_ts = Path(tmp) / f"{lang}.ts"
            other_ts.write_bytes(shown.stdout)
            here, other = messages(ts_file(lang)), messages(other_ts)
            data: dict[str, dict] = {}
            for key, m in other.items():
                mine = here.get(key)
                if mine is None or m["type"] != "finished" or not any(m["forms"]):
                    continue
                if mine["type"] == "finished" and any(mine["forms"]):
                    continue
                value = m["forms"] if m["numerus"] else m["forms"][0]
                data.setdefault(key[0], {})[key[1]] = value
            if data:
                done, _unknown = fill(lang, data)
                total += done
                lupdate(lang, ts_file(lang))
    release(langs)
    return total


# -- commands ----------------------------------------------------------------------------------

def english_forms(source: str) -> list[str]:
    """Singular and plural of an English source text written with "(s)" or "(es)":
    "%n point(s)" -> ["%n point", "%n points"]; a text without them is the same in both."""
    singular = source.replace("(es)", "").replace("(s)", "")
    plural = source.replace("(es)", "es").replace("(s)", "s")
    return [singular, plural]


def fill_english() -> int:
    """Give every plural message of bgdesk_en.ts its English forms (English is the source
    language: only the plural forms need a translation)."""
    ts = ts_file(SOURCE_LANGUAGE)
    data: dict[str, dict[str, list[str]]] = {}
    for (context, source, _comment), m in messages(ts).items():
        if m["numerus"] and (m["type"] != "finished" or m["forms"] != english_forms(source)):
            data.setdefault(context, {})[source] = english_forms(source)
    if data:
        fill(SOURCE_LANGUAGE, data)
    return sum(len(v) for v in data.values())


def update(langs=LANGUAGES) -> None:
    for lang in langs:
        lupdate(lang, ts_file(lang))
        if lang == SOURCE_LANGUAGE and fill_english():
            lupdate(lang, ts_file(lang))  # back to lupdate's own layout
    release(langs)


def release(langs=LANGUAGES) -> None:
    for lang in langs:
        lrelease(ts_file(lang), qm_file(lang))


def problems(langs=LANGUAGES) -> list[str]:
    """Why the committed .ts/.qm files are not current (empty: all current)."""
    found = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for lang in langs:
            ts, qm = ts_file(lang), qm_file(lang)
            if not ts.exists():
                found.append(f"{ts.name} is missing")
                continue
            fresh = folder / ts.name
            shutil.copy(ts, fresh)
            lupdate(lang, fresh)
            before, after = messages(ts), messages(fresh)
            new = sorted(set(after) - set(before))
            gone = sorted(set(before) - set(after))
            if new:
                found.append(f"{ts.name}: {len(new)} message(s) in the code are missing, e.g. {new[0][:2]}")
            if gone:
                found.append(f"{ts.name}: {len(gone)} message(s) no longer in the code, e.g. {gone[0][:2]}")
            compiled = folder / qm.name
            lrelease(ts, compiled)
            if not qm.exists() or qm.read_bytes() != compiled.read_bytes():
                found.append(f"{qm.name} is not compiled from the current {ts.name}")
    return found


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="only report files that are not current")
    ap.add_argument("--release", action="store_true", help="only compile .ts into .qm")
    ap.add_argument("--fill", nargs=2, metavar=("LANG", "JSON"), help="merge translations from JSON")
    ap.add_argument("--merge-from", metavar="REV", help="fill untranslated messages from REV's .ts")
    ap.add_argument("langs", nargs="*", help="languages (default: all)")
    args = ap.parse_args(argv)
    langs = tuple(args.langs) or LANGUAGES
    if args.fill:
        lang, path = args.fill
        done, unknown = fill(lang, json.loads(Path(path).read_text(encoding="utf-8")))
        for u in unknown:
            print(f"not in bgdesk_{lang}.ts: {u}", file=sys.stderr)
        lupdate(lang, ts_file(lang))  # back to lupdate's own layout
        lrelease(ts_file(lang), qm_file(lang))
        print(f"{done} translation(s) merged into bgdesk_{lang}.ts")
        return 0
    if args.merge_from:
        print(f"{merge_from(args.merge_from, langs)} translation(s) taken from {args.merge_from}")
        return 0
    if args.check:
        found = problems(langs)
        for p in found:
            print(p)
        return 1 if found else 0
    if args.release:
        release(langs)
    else:
        update(langs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
