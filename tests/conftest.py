"""What every test shares: offscreen Qt, no sound, a private home, and the order the tests run in.

The suite runs in parallel (pytest-xdist: ``-n auto --dist loadgroup`` in pyproject.toml), each
worker a process of its own with its own offscreen QApplication (pytest-qt's ``qapp``), its own
temporary folders (``tmp_path``) and its own default ``BGDESK_HOME``. Tests are sent to the
workers one at a time, except those marked ``xdist_group(name)``, which all run on one worker in
a row: give a module that builds something once for all its tests (a ``scope="module"``
fixture: the packaged binary, a run of the program on the AT-SPI bus) such a mark
(``pytestmark = pytest.mark.xdist_group("its name")``), or every worker would build it again.

Longest first (:func:`pytest_collection_modifyitems`): the tests marked ``packaging`` (one
build of the binary, then its checks) start at once on a worker that then takes nothing else
until they are done, then the tests marked ``slow``, then the rest in their usual order, so that
no long test is left to run alone at the end. Run one file without workers with ``-n 0``.
"""

import ast
import os
from functools import lru_cache
from pathlib import Path

import pytest

# Every GUI test runs offscreen; no display is needed.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Tests never play through the computer's speakers: the real audio output sees BGDESK_AUDIO=off
# and reports no device. Tests of sound use bgdesk.sound.RecordingOutput instead.
os.environ["BGDESK_AUDIO"] = "off"

# The programs the tests start (the kill tests, the second starts, the self-test from source)
# keep their compiled modules: with PYTHONDONTWRITEBYTECODE set (as on some machines and CI
# images) each of them compiled bgdesk from its sources again, 0.1-0.2 s of CPU a start.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


def pytest_configure(config):
    """pytest-qt closes the widgets a test gave ``qtbot.addWidget`` after the test; a window the
    program deletes once it is closed (bgdesk.gui.lifetime: an analysis, a replay, the
    statistics) may be gone by then, and closing it again is not the test's failure: those are
    left out (pytest-qt's teardown calls its module's ``_close_widgets``)."""
    try:
        import pytestqt.plugin as qt_plugin
    except ImportError:
        return
    close = qt_plugin._close_widgets
    if getattr(close, "_skips_deleted", False):
        return

    def close_living(item) -> None:
        widgets = getattr(item, "qt_widgets", None)
        living = []
        if widgets:
            import shiboken6

            item.qt_widgets = [(ref, then) for ref, then in widgets
                               if ref() is not None and shiboken6.isValid(ref())]
            living = [ref() for ref, _then in item.qt_widgets]
        close(item)
        if living:
            finish_closed(living)

    def finish_closed(widgets) -> None:
        """The closed widgets are deleted here, in their own test's teardown, once their thread
        pools' jobs are done (questions not started are dropped). pytest-qt only asks for their deletion, which
        then happened in the next test's first event loop, and a pool deleted with its window
        waits for its running job there: a 3-ply judgement left over from one test stopped the
        next test's timers for 10-20 s on a loaded machine."""
        import shiboken6
        from PySide6.QtCore import QCoreApplication, QEvent, QThreadPool

        from bgdesk.gui.practice.bot_runner import Runner

        for w in widgets:
            if shiboken6.isValid(w):
                for runner in w.findChildren(Runner):
                    runner.drop()
                for pool in w.findChildren(QThreadPool):
                    pool.waitForDone(120_000)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    close_living._skips_deleted = True
    qt_plugin._close_widgets = close_living


@pytest.fixture(scope="session", autouse=True)
def worker_home(tmp_path_factory):
    """A home of this worker's own for any test that does not make its own (the GUI and storage
    tests give every test one): nothing is written to the real home folder, and no two workers
    write the same file."""
    if os.environ.get("BGDESK_HOME"):
        yield os.environ["BGDESK_HOME"]
        return
    home = tmp_path_factory.mktemp("worker-home")
    os.environ["BGDESK_HOME"] = str(home)
    try:
        yield str(home)
    finally:
        os.environ.pop("BGDESK_HOME", None)


def _rank(item) -> int:
    if item.get_closest_marker("packaging") is not None:
        return 0
    if item.get_closest_marker("slow") is not None:
        return 1
    return 2


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """Longest first (see above): the tests of one xdist group (or else of one module) keep
    together, ranked by their longest kind (packaging, slow, the rest); the order is otherwise
    kept."""
    def unit(item):
        group = item.get_closest_marker("xdist_group")
        if group is not None:
            return "group:" + str(group.args[0] if group.args else group.kwargs.get("name", "default"))
        return "module:" + item.nodeid.split("::", 1)[0]

    rank: dict = {}
    for item in items:
        key = unit(item)
        rank[key] = min(rank.get(key, 2), _rank(item))
    items.sort(key=lambda item: rank[unit(item)])


@pytest.fixture
def fork_server():
    """``fork_server(script, env=..., cwd=..., modules=(...))``: a :class:`sigkill.ForkServer`
    for the SIGKILL tests, closed at the end of the test."""
    from sigkill import ForkServer

    servers = []

    def start(script, **options):
        server = ForkServer(script, **options)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.close()


@lru_cache(maxsize=None)
def _module_group(path: Path) -> str | None:
    """The ``xdist_group`` name a test module's ``pytestmark`` gives, read from its source."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return None
    if "xdist_group" not in text:
        return None
    for node in ast.parse(text).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "pytestmark"
                                                for t in node.targets):
            for call in ast.walk(node.value):
                if (isinstance(call, ast.Call) and getattr(call.func, "attr", None) == "xdist_group"
                        and call.args and isinstance(call.args[0], ast.Constant)):
                    return str(call.args[0].value)
    return None


def pytest_xdist_make_scheduler(config, log):
    """``--dist loadgroup`` that keeps a module's tests together when its ``pytestmark`` names an
    ``xdist_group``. pytest-xdist marks a grouped test by adding ``@group`` to its id, which
    pytest 9.2 no longer lets it do (ids are derived, not stored), so its own loadgroup would
    send such tests anywhere; here the group is read from the module's source on the
    controller, which sees only the tests' ids."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadGroupScheduling

    root = Path(str(config.rootpath))

    class ModuleGroups(LoadGroupScheduling):
        def _split_scope(self, nodeid: str) -> str:
            scope = super()._split_scope(nodeid)
            if scope != nodeid:  # pytest-xdist could mark it itself
                return scope
            group = _module_group(root / nodeid.split("::", 1)[0])
            return nodeid if group is None else group

    return ModuleGroups(config, log)


@pytest.fixture(autouse=True)
def _storage_health_forgotten():
    """Each test starts with no failed writes on record (bgdesk.storage.health is global)."""
    from bgdesk.storage import health

    health.reset()
    yield
    health.reset()


@pytest.fixture(autouse=True)
def _session_writers_finished():
    """What a test handed to a session's writer thread is written before the next test starts
    (each writer keeps the folders it was made for)."""
    yield
    import sys

    writer = sys.modules.get("bgdesk.storage.writer")
    if writer is not None:
        writer.flush_all(10.0)
