"""The bear-off database as the packaged program carries it: compressed beside bgsage's data,
unpacked into memory (bgdesk.bots.sage.bearoff_database), it answers as bgsage's own file does."""

from __future__ import annotations

import gzip
import os
import shutil

import pytest

bgsage = pytest.importorskip("bgsage")
bgbot_cpp = pytest.importorskip("bgbot_cpp")

from bgsage import weights  # noqa: E402

from bgdesk.bots import sage  # noqa: E402


@pytest.fixture
def fresh(monkeypatch):
    monkeypatch.setattr(sage, "_bearoff", [])
    monkeypatch.setattr(sage, "_memory_files", [])


def test_bgsage_s_own_file_is_used_where_it_is(fresh):
    assert os.path.exists(os.path.join(weights._data_dir(), weights.BEAROFF_DB_FILENAME))
    assert sage.bearoff_database() is True


@pytest.mark.skipif(not hasattr(os, "memfd_create"), reason="in-memory files are Linux's")
def test_the_compressed_copy_is_unpacked_in_memory_and_answers_the_same(fresh, monkeypatch, tmp_path):
    original = os.path.join(weights._data_dir(), weights.BEAROFF_DB_FILENAME)
    with open(original, "rb") as src:
        data = src.read()
    (tmp_path / (weights.BEAROFF_DB_FILENAME + ".gz")).write_bytes(gzip.compress(data, mtime=0))
    monkeypatch.setattr(weights, "_data_dir", lambda: str(tmp_path))
    path = sage.bearoff_database()
    assert isinstance(path, str) and path.startswith("/proc/")
    assert sage.bearoff_database() == path  # unpacked once
    with open(path, "rb") as fh:
        assert fh.read() == data
    assert not [p for p in tmp_path.iterdir() if p.suffix != ".gz"], "nothing written to disk"
    mine, theirs = bgbot_cpp.BearoffDB(), bgbot_cpp.BearoffDB()
    assert mine.load(path) and theirs.load(original)
    # bearing off: three checkers on the 1, 2 and 5 points against three on the opponent's side
    for mover in ({1: 1, 2: 1, 5: 1}, {3: 2, 6: 4}, {1: 5, 4: 5, 6: 5}):
        board = [0] * 26
        for point, n in mover.items():
            board[point] = n
        board[20], board[23] = -2, -1
        assert mine.is_bearoff(board)
        assert mine.lookup_probs(board, post_move=False) == theirs.lookup_probs(board, post_move=False)
        assert mine.get_mean_rolls(board) == theirs.get_mean_rolls(board)
    analyzer = bgsage.BgBotAnalyzer(bearoff_db=path)
    assert analyzer._bearoff_db is not None


def test_no_database_at_all_leaves_bgsage_to_say_so(fresh, monkeypatch, tmp_path):
    monkeypatch.setattr(weights, "_data_dir", lambda: str(tmp_path))
    assert sage.bearoff_database() is True  # bgsage's default: it finds none and plays without
