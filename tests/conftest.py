import os

# Every GUI test runs offscreen; no display is needed.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Tests never play through the computer's speakers: the real audio output sees BGDESK_AUDIO=off
# and reports no device. Tests of sound use bgdesk.sound.RecordingOutput instead.
os.environ["BGDESK_AUDIO"] = "off"


import pytest  # noqa: E402


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
