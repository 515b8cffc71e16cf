"""The frozen binary's entry (packaging/bgdesk_main.py), from source: a missing system library is
named with the command that installs it (in the terminal's language) instead of a traceback, and
fontconfig is pointed at the user's cache folder. Quick; the frozen binary itself is run by
test_binary.py."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import bgdesk_main  # noqa: E402 - packaging/bgdesk_main.py


@pytest.fixture
def bundle(tmp_path, monkeypatch):
    """A bundle folder (``_internal``) with the table of system libraries and fonts.conf."""
    (tmp_path / "bgdesk").mkdir()
    table = {"libGL.so.1": ["libgl1", "libglvnd-glx", "required"],
             "libc.so.6": ["libc6-never", "glibc-never", "required"],
             "libbgdesk-absent.so.9": ["libbgdesk-absent9", "bgdesk-absent-libs", "required"],
             "libbgdesk-wayland.so.2": ["libbgdesk-wayland2", "bgdesk-wayland", "optional"]}
    (tmp_path / "bgdesk" / "system-libraries.json").write_text(json.dumps(table), encoding="utf-8")
    (tmp_path / "bgdesk" / "fonts.conf").write_text("<fontconfig/>", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    return tmp_path


def test_a_missing_library_is_named_with_the_commands_that_install_it(bundle):
    error = ImportError("libbgdesk-absent.so.9: cannot open shared object file: No such file or directory")
    text = bgdesk_main.missing_libraries_text(error, environ={"LANG": "C.UTF-8"})
    lines = text.splitlines()
    assert lines[0] == "bgdesk cannot start: this computer lacks libbgdesk-absent.so.9, which it needs."
    assert lines[1] == "Install what it needs with:"
    assert lines[2] == "  Debian, Ubuntu: sudo apt install libbgdesk-absent9"
    assert lines[3] == "  Fedora: sudo dnf install bgdesk-absent-libs"
    assert "libc.so.6" not in text  # loadable here: not named
    assert "wayland" not in text  # only Wayland's plugin needs it: Qt uses the X server without it
    assert "Traceback" not in text


def test_the_message_speaks_the_terminals_language(bundle):
    error = ImportError("libbgdesk-absent.so.9: cannot open shared object file: No such file or directory")
    assert bgdesk_main.missing_libraries_text(error, environ={"LANG": "lv_LV.UTF-8"}).startswith(
        "bgdesk nevar sākt darbu")
    assert bgdesk_main.missing_libraries_text(error, environ={"LANGUAGE": "af:en", "LANG": "de_DE"}).startswith(
        "bgdesk kan nie begin nie")
    assert bgdesk_main.missing_libraries_text(error, environ={"LANG": "de_DE.UTF-8"}).startswith(
        "bgdesk cannot start")


def test_other_import_errors_are_left_alone(bundle):
    assert bgdesk_main.missing_libraries_text(ImportError("No module named 'bgsage'")) is None


def test_fontconfig_is_pointed_at_the_user_cache(bundle, tmp_path):
    system = tmp_path / "fonts.conf.system"
    system.write_text("<fontconfig/>", encoding="utf-8")
    env: dict[str, str] = {}
    assert bgdesk_main.user_font_cache(env, str(system)) == str(bundle / "bgdesk" / "fonts.conf")
    assert env["FONTCONFIG_FILE"] == str(bundle / "bgdesk" / "fonts.conf")
    chosen = {"FONTCONFIG_FILE": "/etc/mine.conf"}
    assert bgdesk_main.user_font_cache(chosen, str(system)) is None and chosen["FONTCONFIG_FILE"] == "/etc/mine.conf"
    assert bgdesk_main.user_font_cache({}, str(tmp_path / "none")) is None  # no system configuration


def test_the_shipped_fonts_conf_puts_the_user_cache_first_then_the_system_configuration():
    text = (ROOT / "packaging" / "linux" / "fonts.conf").read_text(encoding="utf-8")
    assert text.index('<cachedir prefix="xdg">bgdesk/fontconfig</cachedir>') < text.index(
        '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>')
