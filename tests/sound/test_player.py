"""The sound player: switches (mute, volume, one per sound), no audio device (silent, no error),
play() never waiting for the device, the device closed when idle and reopened on demand."""

from __future__ import annotations

import sys
import threading
import types
from array import array

import pytest

from bgdesk.sound import (DEVICE_FAILED, NO_DEVICE, NO_LIBRARY, READY, SOUNDS, SWITCHED_OFF,
                          UNAVAILABLE, MiniaudioOutput, NoAudioDevice, RecordingOutput, SoundBank,
                          SoundPlayer, volume_gain)
from bgdesk.sound import outputs


@pytest.fixture
def bank():
    return SoundBank.load()


@pytest.fixture
def make_player(bank):
    players = []

    def make(output=None, **kw):
        p = SoundPlayer(output if output is not None else RecordingOutput(), bank, **kw).start()
        assert p.wait_ready(5)
        players.append(p)
        return p

    yield make
    for p in players:
        p.close()


def test_every_sound_is_heard_when_played(make_player, bank):
    p = make_player()
    assert p.state == READY and p.available
    for name in SOUNDS:
        assert p.play(name)
        assert p.output.drain() == [name]
    # What came out is the sound itself at the default volume.
    rec = RecordingOutput()
    p2 = make_player(rec)
    p2.volume = 100
    p2.play("checker_lands")
    rec.drain()
    samples = array("h", bytes(rec.audio))
    assert samples[: len(bank.get("checker_lands"))] == bank.get("checker_lands")


def test_each_switch_turns_its_sound_off_alone(make_player):
    p = make_player()
    for name in SOUNDS:
        p.set_enabled(name, False)
        assert not p.play(name)
        others = [n for n in SOUNDS if n != name]
        for other in others:
            assert p.play(other)
            assert p.output.drain() == [other]
        assert p.output.drain() == []
        p.set_enabled(name, True)
    with pytest.raises(KeyError):
        p.play("fanfare")


def test_mute_silences_everything_and_cuts_what_plays(make_player):
    p = make_player()
    p.play("match_won")
    p.output.pump(0.1)
    assert p.toggle_mute() is True
    assert not p.play("dice_roll")
    before = len(p.output.audio)
    p.output.drain()
    assert len(p.output.audio) - before < 0.05 * 22050 * 2  # faded out at once, not rung out
    assert p.toggle_mute() is False
    assert p.play("dice_roll")
    # the player's own thread opens the device again (a few ms; under load CI pulled first)
    assert _wait(lambda: p.output.is_open)
    assert p.output.drain() == ["dice_roll"]


def test_master_volume_scales_the_sound(make_player, bank):
    rec = RecordingOutput()
    p = make_player(rec)
    p.volume = 50
    assert p.mixer.gain == volume_gain(50) == 0.25
    p.play("double_taken")
    rec.drain()
    out = array("h", bytes(rec.audio))
    src = bank.get("double_taken")
    assert list(out[: len(src)]) == [int(s * 0.25) for s in src]
    p.volume = 0
    assert not p.play("double_taken")
    p.volume = 250
    assert p.volume == 100


def test_apply_takes_the_settings_section(make_player):
    p = make_player()
    section = types.SimpleNamespace(muted=False, volume=40, **{n: True for n in SOUNDS})
    section.hit = "not a sound"  # unknown attributes are ignored
    setattr(section, "bear_off", False)
    p.apply(section)
    assert p.volume == 40 and not p.muted
    assert not p.is_enabled("bear_off") and p.is_enabled("dice_roll")
    p.apply(types.SimpleNamespace(muted=True))
    assert p.muted and p.volume == 40 and not p.is_enabled("bear_off")


@pytest.mark.parametrize("reason", [NO_DEVICE, NO_LIBRARY, DEVICE_FAILED])
def test_no_audio_device_means_silence_without_error(make_player, reason):
    p = make_player(RecordingOutput(fail=reason))
    assert p.state == UNAVAILABLE and not p.available
    assert p.reason == reason
    for name in SOUNDS:
        assert p.play(name) is False
    assert p.output.heard == []
    p.retry()  # still nothing there
    assert p.wait_ready(5)
    assert p.state == UNAVAILABLE


def test_a_device_that_appears_later_is_found_on_retry(make_player):
    rec = RecordingOutput(fail=NO_DEVICE)
    p = make_player(rec)
    assert p.state == UNAVAILABLE
    rec.fail = None
    p.retry()
    assert p.wait_ready(5)
    assert p.state == READY
    assert p.play("game_won")
    assert rec.drain() == ["game_won"]


def test_the_real_output_reports_each_missing_piece(monkeypatch, make_player):
    monkeypatch.setenv(outputs.ENV_SWITCH, "off")
    assert make_player(MiniaudioOutput()).reason == SWITCHED_OFF
    monkeypatch.delenv(outputs.ENV_SWITCH)
    if sys.platform.startswith("linux"):
        monkeypatch.setattr(outputs, "linux_audio_present", lambda environ=None: False)
        assert make_player(MiniaudioOutput()).reason == NO_DEVICE
    monkeypatch.setattr(outputs, "linux_audio_present", lambda environ=None: True)
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # the library is not installed
    p = make_player(MiniaudioOutput())
    assert p.state == UNAVAILABLE and p.reason == NO_LIBRARY


def test_linux_audio_present_looks_for_a_card_or_a_server(tmp_path, monkeypatch):
    monkeypatch.setattr(outputs.glob, "glob", lambda pattern: [])
    assert not outputs.linux_audio_present({})
    assert outputs.linux_audio_present({"PULSE_SERVER": "unix:/x"})
    assert not outputs.linux_audio_present({"XDG_RUNTIME_DIR": str(tmp_path)})
    (tmp_path / "pipewire-0").touch()
    assert outputs.linux_audio_present({"XDG_RUNTIME_DIR": str(tmp_path)})
    monkeypatch.setattr(outputs.glob, "glob", lambda pattern: ["/dev/snd/pcmC0D0p"] if "snd" in pattern else [])
    assert outputs.linux_audio_present({})


class SlowOutput(RecordingOutput):
    """A device that takes as long to open as the test wants (a sluggish sound server)."""

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()
        self.opening = threading.Event()

    def open(self, mixer) -> None:
        self.opening.set()
        assert self.release.wait(10)
        super().open(mixer)


def test_play_never_waits_for_the_device(bank):
    out = SlowOutput()
    p = SoundPlayer(out, bank).start()
    try:
        assert out.opening.wait(5)
        # The device is still opening (its open() is blocked): play() returns at once anyway.
        assert p.play("dice_roll") is True
        assert not out.is_open
        out.release.set()
        assert p.wait_ready(5)
        assert out.drain() == ["dice_roll"]
    finally:
        out.release.set()
        p.close()


def _wait(predicate, seconds=5.0):
    done = threading.Event()
    for _ in range(int(seconds / 0.01)):
        if predicate():
            return True
        done.wait(0.01)
    return predicate()


def test_the_device_closes_when_idle_and_reopens_for_the_next_sound(make_player):
    rec = RecordingOutput()
    p = make_player(rec, idle_close_s=0.2)
    assert _wait(lambda: rec.closed == 1 and not rec.is_open)  # nothing to play: closed
    assert p.play("checker_hit")  # asked for while closed: the worker opens the device again
    assert _wait(lambda: rec.is_open)
    assert rec.opened == 2
    assert rec.drain() == ["checker_hit"]


def test_muting_closes_the_device_and_unmuting_opens_it_again(make_player):
    rec = RecordingOutput()
    p = make_player(rec)
    assert rec.is_open
    p.muted = True
    assert _wait(lambda: not rec.is_open)
    p.muted = False
    assert _wait(lambda: rec.is_open)  # ready before the next sound is asked for
    p.volume = 0
    assert _wait(lambda: not rec.is_open)
    p.volume = 30
    assert _wait(lambda: rec.is_open)
    assert rec.opened == 3
    assert p.play("double_offered")
    assert rec.drain() == ["double_offered"]


def test_a_lost_device_is_opened_again(make_player):
    class Losing(RecordingOutput):
        gone = False

        @property
        def lost(self):
            return self.gone

        def open(self, mixer):
            self.gone = False
            super().open(mixer)

    rec = Losing()
    p = make_player(rec)
    rec.gone = True
    with p._cond:
        p._cond.notify()
    assert _wait(lambda: rec.opened == 2 and rec.is_open)
    assert p.play("bear_off")
    assert rec.drain() == ["bear_off"]


def test_close_stops_the_worker_and_the_device(bank):
    rec = RecordingOutput()
    p = SoundPlayer(rec, bank).start()
    assert p.wait_ready(5)
    thread = p._thread
    p.close()
    assert not thread.is_alive()
    assert rec.closed == 1 and not rec.is_open
    assert not p.play("dice_roll")


def test_a_broken_sound_file_only_silences_that_sound(tmp_path):
    from bgdesk.resources_path import resource

    for name in SOUNDS:
        (tmp_path / f"{name}.wav").write_bytes((resource("sounds") / f"{name}.wav").read_bytes())
    (tmp_path / "bear_off.wav").write_bytes(b"RIFF\x00\x00not a wave file")
    (tmp_path / "hit.wav").write_bytes(b"")
    (tmp_path / "checker_hit.wav").unlink()
    bank = SoundBank.load(tmp_path)
    assert bank.get("bear_off") is None and bank.get("checker_hit") is None
    assert len(bank.problems) == 2
    rec = RecordingOutput()
    p = SoundPlayer(rec, bank).start()
    try:
        assert p.wait_ready(5)
        assert not p.play("bear_off")
        assert p.play("dice_roll")
        assert rec.drain() == ["dice_roll"]
    finally:
        p.close()


def test_a_file_in_another_format_or_too_long_is_refused():
    import io
    import wave

    from bgdesk.sound.bank import MAX_SECONDS, decode_wav

    def wav(channels=1, width=2, rate=22050, frames=10):
        buf = io.BytesIO()
        with wave.open(buf, "wb") as w:
            w.setnchannels(channels)
            w.setsampwidth(width)
            w.setframerate(rate)
            w.writeframes(bytes(channels * width * frames))
        return buf.getvalue()

    assert len(decode_wav(wav())) == 10
    for bad in (wav(channels=2), wav(width=1), wav(rate=44100), wav(frames=int(MAX_SECONDS * 22050) + 1)):
        with pytest.raises(ValueError):
            decode_wav(bad)


def test_the_real_output_feeds_the_mixer_through_its_generator():
    # The generator miniaudio drives: primed with next(), then sent frame counts.
    from bgdesk.sound.mixer import Mixer

    m = Mixer()
    stream = outputs._pull(m)
    assert next(stream) == b""
    assert stream.send(441) == b""
    m.start("x", array("h", [5] * 10))
    assert list(array("h", stream.send(10))) == [5] * 10


def test_real_device_when_present(monkeypatch, make_player):
    """On a machine with sound (not CI), the real device opens, plays and closes cleanly."""
    monkeypatch.delenv(outputs.ENV_SWITCH, raising=False)
    pytest.importorskip("miniaudio")
    if sys.platform.startswith("linux") and not outputs.linux_audio_present():
        pytest.skip("no sound card or sound server here")
    p = make_player(MiniaudioOutput())
    if p.state != READY:
        pytest.skip(f"no usable audio device: {p.detail}")
    pulls, heard = [], []
    render = p.mixer.render
    p.mixer.render = lambda frames: (pulls.append(frames), render(frames))[1]
    p.mixer.on_start = heard.append
    # A sound server may take a moment to settle on a new stream: wait for steady pulls.
    assert _wait(lambda: len(pulls) >= 10, 10)
    p.volume = 1  # barely audible
    assert p.play("checker_lands")
    assert _wait(lambda: heard == ["checker_lands"], 5)
    p.close()
    assert not p.output.lost


def test_no_error_leaks_from_an_output_that_raises_something_else(make_player):
    class Broken(RecordingOutput):
        def open(self, mixer):
            raise RuntimeError("driver bug")

    p = make_player(Broken())
    assert p.state == UNAVAILABLE and p.reason == DEVICE_FAILED and "driver bug" in p.detail


def test_no_audio_device_exception_carries_its_reason():
    err = NoAudioDevice(NO_DEVICE, "nothing here")
    assert err.reason == NO_DEVICE and str(err) == "nothing here"


def test_preview_plays_a_sound_even_when_muted_or_switched_off(make_player):
    p = make_player()
    p.set_enabled("bear_off", False)
    p.muted = True
    assert not p.play("bear_off")
    assert _wait(lambda: not p.output.is_open)  # muted: the device was let go
    assert p.preview("bear_off")
    assert _wait(lambda: p.output.is_open)
    assert p.output.drain() == ["bear_off"]
    p.volume = 0
    assert not p.preview("bear_off")
    with pytest.raises(KeyError):
        p.preview("fanfare")
