"""The command line: ``--help``, ``-h`` and ``--version`` answered in the terminal with no window
(and no display), mistakes named in the chosen language with exit status 2, Qt's own options
passed on, ``--language`` for one run, and a .mat file given as an argument opened in the replay
viewer."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import bgdesk
from bgdesk.gui.i18n import apply_language, current_language
from bgdesk.gui.window.cli import Options, parse

ROOT = Path(__file__).resolve().parents[3]
MAT = ROOT / "tests" / "engine" / "data" / "gnubg_7pt.mat"


def bgdesk_cmd(*args: str, home: Path, **env_extra) -> subprocess.CompletedProcess:
    """``python -m bgdesk ARGS`` with no display at all: a window would make Qt abort."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update({"BGDESK_HOME": str(home), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", **env_extra})
    env.pop("LANGUAGE", None)
    return subprocess.run([sys.executable, "-m", "bgdesk", *args], env=env, capture_output=True, text=True,
                          timeout=60)


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_is_answered_in_the_terminal_without_a_window(flag, tmp_path):
    out = bgdesk_cmd(flag, home=tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""
    text = out.stdout
    assert text.startswith("Usage: bgdesk [--language LANG] [FILE]")
    for needed in ("--self-test", "--screenshot", "--language LANG", "FILE", ".mat", "-h, --help", "--version",
                   "BGDESK_HOME", "QT_QPA_PLATFORM", "Environment:"):
        assert needed in text, needed
    # BGDESK_HOME's line says where the files go now
    assert str(tmp_path / "config") in text and str(tmp_path / "data") in text


def test_version_is_answered_in_the_terminal(tmp_path):
    out = bgdesk_cmd("--version", home=tmp_path)
    assert out.returncode == 0, out.stderr
    first, second = out.stdout.splitlines()[:2]
    assert first == f"bgdesk {bgdesk.__version__}"
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(rf'^version = "{re.escape(bgdesk.__version__)}"$', pyproject, re.M)
    assert second.startswith("Python ") and "Qt 6." in second


def test_help_speaks_the_language_asked_for(tmp_path):
    out = bgdesk_cmd("--language", "lv", "--help", home=tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("Lietojums: bgdesk [--language VALODA] [FAILS]")
    assert "parādīt šo palīdzību un beigt" in out.stdout
    # and the computer's language when none is asked for
    out = bgdesk_cmd("--help", home=tmp_path, LC_ALL="af_ZA.UTF-8", LANG="af_ZA.UTF-8")
    assert out.stdout.startswith("Gebruik: bgdesk"), out.stdout[:200]


@pytest.mark.parametrize("args, english, maltese", [
    (["--hepl"], "There is no option --hepl.", "M'hemmx għażla --hepl."),
    (["--language", "xx"], 'bgdesk does not speak "xx"', 'bgdesk ma jitkellimx "xx"'),
    (["a.mat", "b.mat"], "Give one file at most.", "Agħti fajl wieħed biss."),
    (["no-such-file.mat"], "no-such-file.mat is not a file.", "no-such-file.mat mhuwiex fajl."),
    (["-platform"], "-platform needs a value.", "-platform jeħtieġ valur."),
])
def test_mistakes_are_named_and_exit_with_status_2(args, english, maltese, tmp_path):
    out = bgdesk_cmd(*args, home=tmp_path)
    assert out.returncode == 2, out.stdout + out.stderr
    assert out.stdout == ""
    assert out.stderr.startswith(f"bgdesk: {english}")
    assert '"bgdesk --help" lists the options.' in out.stderr
    if args[0] != "--language":
        out = bgdesk_cmd("--language", "mt", *args, home=tmp_path)
        assert out.returncode == 2
        assert out.stderr.startswith(f"bgdesk: {maltese}"), out.stderr


def test_qt_options_pass_through_and_the_file_is_made_absolute(tmp_path, monkeypatch):
    mat = tmp_path / "m.mat"
    shutil.copyfile(MAT, mat)
    monkeypatch.chdir(tmp_path)
    opts = parse(["-platform", "offscreen", "--style=fusion", "-reverse", "--language", "sw", "m.mat"])
    assert isinstance(opts, Options)
    assert opts.qt_args == ["-platform", "offscreen", "--style=fusion", "-reverse"]
    assert opts.language == "sw" and opts.file == str(mat)
    assert parse(["--", "m.mat"]).file == str(mat)


def test_a_file_on_the_command_line_opens_in_the_replay_viewer_in_the_language_asked_for(qtbot, tmp_path,
                                                                                        monkeypatch):
    from bgdesk.gui.window.app import start

    monkeypatch.setenv("BGDESK_HOME", str(tmp_path / "home"))
    mat = tmp_path / "seven.mat"
    shutil.copyfile(MAT, mat)
    try:
        window = start(["bgdesk"], open_file=str(mat), language="lv")
        qtbot.addWidget(window)
        assert current_language() == "lv"
        # the board is painted first; the rooms (File > Import...), then the file, come after
        qtbot.waitUntil(lambda: window.rooms_installed and bool(window.interop.replays), timeout=15000)
        replay = window.interop.replays[-1]
        qtbot.addWidget(replay)
        assert replay.isVisible()
        assert "seven.mat" in replay.windowTitle()
        assert len(replay.record.games) >= 1
    finally:
        apply_language("en")


@pytest.mark.parametrize("display", [None, ":1987"])
def test_without_a_display_one_sentence_and_exit_status_2(tmp_path, display):
    """No DISPLAY (or one that does not answer): one sentence, not Qt's advice and an abort."""
    extra = {"DISPLAY": display} if display else {}
    out = bgdesk_cmd(home=tmp_path, **extra)
    assert out.returncode == 2, out.stdout + out.stderr
    assert out.stdout == ""
    lines = out.stderr.splitlines()
    assert lines == ["bgdesk: There is no display to open the window on: start bgdesk from your desktop, "
                     "where DISPLAY or WAYLAND_DISPLAY is set."], out.stderr


def test_without_a_display_the_sentence_is_in_the_language_asked_for(tmp_path):
    out = bgdesk_cmd("--language", "lv", home=tmp_path)
    assert out.returncode == 2 and out.stderr.startswith("bgdesk: Nav displeja"), out.stderr
    assert len(out.stderr.splitlines()) == 1


def test_help_names_bgdesk_audio(tmp_path):
    out = bgdesk_cmd("--help", home=tmp_path)
    assert "BGDESK_AUDIO" in out.stdout and "no sound for this run" in out.stdout


def test_offscreen_needs_no_display():
    from bgdesk.gui.window.cli import display_missing

    env = {"QT_QPA_PLATFORM": "offscreen"}
    assert not display_missing([], env)
    assert display_missing([], {}) == sys.platform.startswith("linux")
    assert not display_missing(["-platform", "offscreen"], {})
    assert not display_missing([], {"WAYLAND_DISPLAY": "wayland-0"})


def test_the_platforms_this_copy_carries_are_found():
    from bgdesk.gui.window.cli import platform_plugins

    found = platform_plugins()
    if sys.platform.startswith("linux"):
        assert {"xcb", "offscreen"} <= found, found


X11_ONLY = {"xcb", "offscreen"}  # the Debian package's platform plugins (deb_python.DEB_LEAVES_OUT)
BOTH = {"xcb", "wayland", "wayland-egl", "offscreen"}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 and Wayland are Linux's")
def test_without_the_wayland_plugin_qt_is_asked_for_x11_for_this_program_only():
    from bgdesk.gui.window.cli import fit_platform

    argv = ["bgdesk", "-style", "fusion"]
    # with the plugin, nothing changes
    assert fit_platform(argv, {"WAYLAND_DISPLAY": "wayland-0"}, BOTH) == argv
    # without it: X11 (XWayland) instead of Qt's search for Wayland and its message on stderr
    assert fit_platform(argv, {"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}, X11_ONLY) == \
        ["bgdesk", "-platform", "xcb", "-style", "fusion"]
    env = {"QT_QPA_PLATFORM": "wayland"}
    assert fit_platform(["bgdesk"], env, X11_ONLY) == ["bgdesk", "-platform", "xcb"]
    assert env == {"QT_QPA_PLATFORM": "wayland"}, "the environment (inherited by what bgdesk opens) is left"
    assert fit_platform(["bgdesk"], {"QT_QPA_PLATFORM": "wayland-egl;xcb:nograb"}, X11_ONLY) == \
        ["bgdesk", "-platform", "xcb:nograb"]
    # asked for something else, or on the command line: left to Qt
    assert fit_platform(["bgdesk"], {"QT_QPA_PLATFORM": "offscreen"}, X11_ONLY) == ["bgdesk"]
    assert fit_platform(["bgdesk", "-platform", "wayland"], {}, X11_ONLY) == ["bgdesk", "-platform", "wayland"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 and Wayland are Linux's")
def test_a_wayland_display_alone_is_no_display_without_the_wayland_plugin():
    from bgdesk.gui.window.cli import display_missing, no_display_text

    wayland = {"WAYLAND_DISPLAY": "wayland-0"}
    assert not display_missing([], wayland, BOTH)
    assert display_missing([], wayland, X11_ONLY)
    assert display_missing(["-platform", "xcb"], wayland, BOTH)
    assert not display_missing([], {"DISPLAY": ":0", **wayland}, X11_ONLY)
    assert not display_missing(["-platform", "offscreen"], wayland, X11_ONLY)
    said = no_display_text("en", wayland, X11_ONLY)
    assert said.startswith("bgdesk: ") and "X11" in said and "XWayland" in said and said.count("\n") == 1
    assert "WAYLAND_DISPLAY is set" in no_display_text("en", {}, X11_ONLY)
    latvian = no_display_text("lv", wayland, X11_ONLY)
    assert "X11" in latvian and "darbvirsm" in latvian
