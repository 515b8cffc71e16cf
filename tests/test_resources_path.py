"""Resources as they are in a source checkout, or gzip-compressed as the packages carry them
(packaging/bgdesk.spec: PACKED_SUFFIXES): read_file reads either, and refuses a damaged or
oversized compressed one with OSError."""

from __future__ import annotations

import gzip

import pytest

from bgdesk import resources_path


def test_a_file_is_read_as_it_is_or_from_its_compressed_copy(tmp_path):
    plain = tmp_path / "a.json"
    plain.write_bytes(b'{"x": 1}')
    assert resources_path.read_file(plain) == b'{"x": 1}' and resources_path.exists(plain)
    packed_only = tmp_path / "b.qm"
    resources_path.packed(packed_only).write_bytes(gzip.compress(b"\x3c\xb8\x64\x18" * 1000, mtime=0))
    assert resources_path.packed(packed_only).name == "b.qm.gz"
    assert resources_path.exists(packed_only) and not packed_only.exists()
    assert resources_path.read_file(packed_only) == b"\x3c\xb8\x64\x18" * 1000
    with pytest.raises(FileNotFoundError):
        resources_path.read_file(tmp_path / "none.html")
    assert not resources_path.exists(tmp_path / "none.html")


def test_a_damaged_or_oversized_compressed_copy_is_an_oserror(tmp_path, monkeypatch):
    cut = tmp_path / "cut.html"
    resources_path.packed(cut).write_bytes(gzip.compress(b"<p>Rules</p>" * 100)[:-12])
    with pytest.raises(OSError, match="damaged"):
        resources_path.read_file(cut)
    junk = tmp_path / "junk.html"
    resources_path.packed(junk).write_bytes(b"\x1f\x8b\x08\x00" + bytes(30))
    with pytest.raises(OSError, match="damaged"):
        resources_path.read_file(junk)
    big = tmp_path / "big.wav"
    resources_path.packed(big).write_bytes(gzip.compress(bytes(4096)))
    monkeypatch.setattr(resources_path, "MAX_UNPACKED", 1024)
    with pytest.raises(OSError, match="more than 1024 bytes"):
        resources_path.read_file(big)


def test_the_program_reads_its_resources_compressed(tmp_path, monkeypatch):
    """The translations, Help pages, drill set, intermediate weights and sounds, each read from a
    compressed copy of the resources folder, give what the plain files give."""
    import shutil

    from bgdesk.bots import drills, evaluator
    from bgdesk.gui.help import rules
    from bgdesk.sound.bank import SoundBank

    root = tmp_path / "resources"
    shutil.copytree(resources_path.resource_root(), root, ignore=shutil.ignore_patterns("*.ts", "__pycache__"))
    for f in list(root.rglob("*")):
        if f.suffix in (".qm", ".html", ".json", ".wav"):
            resources_path.packed(f).write_bytes(gzip.compress(f.read_bytes(), mtime=0))
            f.unlink()
    plain_page = rules.page_html("lv")
    plain_sounds = SoundBank.load()
    monkeypatch.setattr(resources_path, "resource_root", lambda: root)
    assert rules.page_html("lv") == plain_page
    assert rules.page_file("xx").name == "rules_en.html"  # English where a language has none
    packed_sounds = SoundBank.load(root / "sounds")
    assert not packed_sounds.problems
    assert packed_sounds.names() == plain_sounds.names()
    assert [packed_sounds.duration(n) for n in packed_sounds.names()] == \
        [plain_sounds.duration(n) for n in plain_sounds.names()]
    evaluator.default_evaluator.cache_clear()
    try:
        assert evaluator.default_evaluator() is not None
    finally:
        evaluator.default_evaluator.cache_clear()
    monkeypatch.setattr(drills, "_shipped", None)
    assert len(drills.shipped_items("openings")) > 0
    monkeypatch.setattr(drills, "_shipped", None)


def test_translations_load_from_their_compressed_copies(tmp_path):
    from PySide6.QtCore import QTranslator

    from bgdesk.gui.i18n import load_translation, qm_file

    packed = tmp_path / "bgdesk_mt.qm"
    resources_path.packed(packed).write_bytes(gzip.compress(qm_file("mt").read_bytes(), mtime=0))
    t = QTranslator()
    assert load_translation(t, packed)
    assert t.translate("CommandLine", "Environment:") not in ("", "Environment:")
    assert not load_translation(QTranslator(), tmp_path / "bgdesk_xx.qm")
