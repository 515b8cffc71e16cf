"""bgsage's networks as the Debian package carries them (packaging/deb_python.pack_networks:
each file's bytes regrouped by their place in its 4-byte numbers, then gzip-compressed; links
between identical files kept): unpacked into memory once per process
(bgdesk.bots.sage.networks), they evaluate exactly as bgsage's own files do, and nothing is
written to disk."""

from __future__ import annotations

import gzip
import os
import shutil
import sys
from pathlib import Path

import pytest

bgsage = pytest.importorskip("bgsage")

from bgsage import weights  # noqa: E402

from bgdesk.bots import sage  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
import deb_python  # noqa: E402 - packaging/deb_python.py

pytestmark = pytest.mark.skipif(not hasattr(os, "memfd_create"), reason="in-memory files are Linux's")


@pytest.fixture
def fresh(monkeypatch):
    monkeypatch.setattr(sage, "_networks", [])
    monkeypatch.setattr(sage, "_memory_files", [])


def test_planes_and_unplane_are_inverse_for_every_length():
    for n in (0, 1, 3, 4, 5, 8, 31, 400_032):
        data = bytes((i * 37 + i // 7) % 256 for i in range(n))
        assert sage.unplane(sage.planes(data)) == data
    assert sage.planes(b"ABCDabcd!") == b"AaBbCcDd!"


def test_bgsage_s_own_files_are_used_where_they_are(fresh):
    assert sage.networks() is None


def _packed_copy(tmp_path: Path) -> Path:
    """bgsage's model folder copied as the .deb carries it (deb_python.pack_networks)."""
    lib = tmp_path / "lib"
    models = lib / deb_python.NETWORKS
    shutil.copytree(weights._models_dir(), models, symlinks=True)
    # one network under two names, as the build makes identical files links
    first = sorted(models.glob("*.weights.best"))[0]
    alias = models / ("alias_" + first.name)
    alias.symlink_to(first.name)
    before, after = deb_python.pack_networks(lib)
    assert after < before * 0.9, (before, after)
    assert not list(models.glob("*.weights.best"))
    alias.with_name(alias.name + sage.NETWORKS_PACKED_SUFFIX).unlink()
    return models


def test_the_packed_copies_unpack_in_memory_and_evaluate_the_same(fresh, monkeypatch, tmp_path):
    plain = bgsage.BgBotAnalyzer(eval_level="1ply")
    models = _packed_copy(tmp_path)
    monkeypatch.setattr(weights, "_models_dir", lambda: str(models))
    config = sage.networks()
    assert config is not None and sage.networks() is config  # unpacked once per process
    paths = config.weight_paths_list
    assert all(p.startswith(f"/proc/{os.getpid()}/fd/") for p in paths)
    theirs = weights.WeightConfigPair.from_model(weights.PRODUCTION_MODEL).paths
    for mine, name in zip(paths, theirs):
        with open(mine, "rb") as a, open(os.path.join(plain_dir(), os.path.basename(name)), "rb") as b:
            assert a.read() == b.read(), name
    # names bgsage gives one network share one copy in memory
    assert len(set(paths)) == len({os.path.realpath(os.path.join(plain_dir(), os.path.basename(n))) for n in theirs})
    packed = bgsage.BgBotAnalyzer(weights=config, eval_level="1ply")
    for dice in ((3, 1), (6, 5), (2, 2)):
        a = plain.checker_play(bgsage.STARTING_BOARD, *dice).moves[:3]
        b = packed.checker_play(bgsage.STARTING_BOARD, *dice).moves[:3]
        assert [(m.board, m.equity) for m in a] == [(m.board, m.equity) for m in b]
    assert {p.name for p in models.iterdir()} == {p.name for p in models.iterdir() if p.name.endswith(".gz")}, \
        "nothing written to disk"


def plain_dir() -> str:
    """bgsage's own model folder (weights._models_dir as installed, not as a test patches it)."""
    return os.path.join(os.path.dirname(weights.__file__), "_assets", "models")


def test_a_damaged_packed_network_is_an_error_not_a_wrong_network(fresh, monkeypatch, tmp_path):
    models = _packed_copy(tmp_path)
    victim = sorted(p for p in models.iterdir() if not p.is_symlink())[0]
    victim.write_bytes(gzip.compress(b"not a network")[:-6])
    monkeypatch.setattr(weights, "_models_dir", lambda: str(models))
    with pytest.raises(OSError, match="damaged"):
        sage.networks()


def test_a_packed_network_that_is_not_gzip_is_an_error(fresh, monkeypatch, tmp_path):
    models = _packed_copy(tmp_path)
    victim = sorted(p for p in models.iterdir() if not p.is_symlink())[0]
    victim.write_bytes(b"\x1f\x8b\x08\x00" + bytes(40))
    monkeypatch.setattr(weights, "_models_dir", lambda: str(models))
    with pytest.raises(OSError, match="damaged"):
        sage.networks()
