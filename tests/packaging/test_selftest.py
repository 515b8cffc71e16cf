"""``bgdesk.selftest`` from source: passes, writes its screenshot and report, and fails with a
reason (exit 1) when a check fails. Quick (a few seconds each); the frozen binary's self-test is
in test_binary.py."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(args: list[str], tmp_path: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["BGDESK_HOME"] = str(tmp_path / "home")
    return subprocess.run([sys.executable, *args], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=timeout)


def test_self_test_passes_from_source(tmp_path):
    shot, report = tmp_path / "shots" / "board.png", tmp_path / "report.txt"
    out = run(["-m", "bgdesk.selftest", "--screenshot", str(shot), "--report", str(report)], tmp_path)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "platform plugin offscreen" in out.stdout  # chosen by the self-test: no display here
    assert "self-test: bgdesk from source" in out.stdout
    assert "self-test: game: " in out.stdout and "self-test passed" in out.stdout
    assert shot.read_bytes()[:4] == b"\x89PNG"
    assert report.read_text(encoding="utf-8").splitlines()[-1].startswith("self-test passed")
    assert not list((tmp_path / "home").rglob("*.tmp"))


def test_self_test_fails_with_a_reason(tmp_path):
    out = run(["-m", "bgdesk.selftest", "--bot", "no-such-level"], tmp_path)
    assert out.returncode == 1, out.stdout + out.stderr
    assert "self-test FAILED: make_bot('no-such-level') failed" in out.stdout


def test_python_dash_m_bgdesk_dispatches_self_test(tmp_path):
    out = run(["-m", "bgdesk", "--self-test", "--bot", "random"], tmp_path)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "self-test passed" in out.stdout


def test_self_test_says_only_sentences_and_leaves_no_folder_behind(tmp_path):
    """Every line it prints is a ``self-test:`` line (no bare figures; Qt's own messages, such as
    the offscreen platform's at every window shown, as ``self-test: qt says:`` lines, each once),
    nothing on stderr, and the settings folder it made for the run (no BGDESK_HOME given) is
    gone afterwards."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "BGDESK_HOME")}
    env["TMPDIR"] = str(tmp_path)
    out = subprocess.run([sys.executable, "-m", "bgdesk", "--self-test", "--bot", "random"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert all(line.startswith("self-test") for line in out.stdout.splitlines()), out.stdout
    assert out.stderr == "", out.stderr
    said = [line for line in out.stdout.splitlines() if line.startswith("self-test: qt says:")]
    assert len(said) == len(set(said)), said
    assert not list(tmp_path.glob("bgdesk-selftest-*"))
