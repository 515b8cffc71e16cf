"""The mixer: sounds at once are summed, a burst is merged or dropped rather than queued, a sound
stopped early fades instead of clicking, and nothing it does waits for the audio thread."""

from __future__ import annotations

from array import array

import pytest

from bgdesk.sound.mixer import FADE_S, MAX_VOICES, MAX_WAIT_S, RETRIGGER_S, Mixer


class Clock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def tone(value: int, n: int) -> array:
    return array("h", [value] * n)


def render_all(mixer: Mixer, block: int = 100, limit: int = 10_000) -> list:
    out = []
    while not mixer.is_idle() and limit > 0:
        data = mixer.render(block)
        out += list(array("h", data)) if data else [0] * block
        limit -= 1
    return out


def test_silence_is_empty_and_cheap():
    m = Mixer(clock=Clock())
    assert m.render(441) == b""
    assert m.is_idle()


def test_two_sounds_at_once_are_summed():
    m = Mixer(clock=Clock())
    a = array("h", [100, 200, 300, 400])
    b = array("h", [-50, 50, 1000])
    assert m.start("a", a) and m.start("b", b)
    out = array("h", m.render(6))
    assert list(out) == [50, 250, 1300, 400, 0, 0]
    assert m.is_idle()


def test_master_gain_scales_and_the_sum_is_clipped_not_wrapped():
    m = Mixer(clock=Clock())
    m.set_gain(0.5)
    m.start("a", tone(1000, 4))
    assert list(array("h", m.render(4))) == [500] * 4
    m.set_gain(1.0)
    m.start("b", tone(30000, 4))
    m.start("c", tone(30000, 4))
    m.start("d", tone(-30000, 2) + tone(-30000, 2))  # three voices: +30000 +30000 -30000
    assert list(array("h", m.render(4))) == [30000] * 4
    m2 = Mixer(clock=Clock())
    m2.start("b", tone(30000, 3))
    m2.start("c", tone(30000, 3))
    m2.start("e", tone(-32000, 1))
    assert list(array("h", m2.render(3))) == [28000, 32767, 32767]


def test_a_sound_continues_across_blocks():
    m = Mixer(clock=Clock())
    s = array("h", range(1, 251))
    m.start("ramp", s)
    assert render_all(m, block=100)[:250] == list(range(1, 251))


def test_the_same_sound_again_at_once_is_merged():
    clock = Clock()
    m = Mixer(clock=clock)
    assert m.start("click", tone(1000, 10))
    assert not m.start("click", tone(1000, 10))  # would only double the loudness
    assert m.start("other", tone(1, 10))
    clock.t += RETRIGGER_S + 0.001
    assert m.start("click", tone(1000, 10))
    assert m.dropped == 1


def test_a_sound_that_waited_too_long_is_dropped_not_played_late():
    clock = Clock()
    m = Mixer(clock=clock)
    heard = []
    m.on_start = heard.append
    m.start("late", tone(1000, 10))
    clock.t += MAX_WAIT_S + 0.01  # the device was slow to ask
    m.start("fresh", tone(7, 10))
    assert list(array("h", m.render(10))) == [7] * 10
    assert heard == ["fresh"]
    assert m.dropped == 1


def test_a_burst_of_sounds_leaves_no_long_tail():
    clock = Clock()
    m = Mixer(clock=clock, max_voices=MAX_VOICES)
    sound = tone(100, 2205)  # 0.1 s
    asked = 0
    for i in range(500):  # 500 different requests within 50 ms of audio
        asked += m.start(f"s{i}", sound)
        clock.t += 0.0001
    heard = []
    m.on_start = heard.append
    out = render_all(m, block=441)
    assert len(heard) <= MAX_VOICES
    assert len(out) <= 2205 + 441  # one sound's length (plus the block it ends in), not 500
    assert max(abs(v) for v in out) <= MAX_VOICES * 100


def test_more_voices_than_allowed_steal_the_oldest_with_a_fade():
    clock = Clock()
    m = Mixer(clock=clock, max_voices=2)
    m.start("a", tone(1000, 5000))
    m.start("b", tone(1000, 5000))
    first = array("h", m.render(100))
    assert set(first) == {2000}
    clock.t += 0.05
    m.start("c", tone(1000, 5000))
    out = array("h", m.render(400))
    fade = int(FADE_S * m.sample_rate)
    # "a" (the oldest) fades out sample by sample while "b" and "c" play on.
    assert out[0] > 2000 and out[fade + 5] == 2000
    steps = [abs(x - y) for x, y in zip(out, out[1:])]
    assert max(steps) <= 1000 / fade + 1  # no jump: a ramp


def test_stop_all_fades_everything_and_forgets_what_waits():
    m = Mixer(clock=Clock())
    m.start("a", tone(3000, 10_000))
    m.render(50)
    m.stop_all()
    out = render_all(m)
    fade = int(FADE_S * m.sample_rate)
    assert len(out) <= fade + 100
    assert out[0] < 3000 and out[fade] == 0
    assert m.is_idle()


@pytest.mark.parametrize("gain", [-1, 0, 0.25, 2])
def test_gain_is_kept_between_zero_and_one(gain):
    m = Mixer(clock=Clock())
    m.set_gain(gain)
    assert 0.0 <= m.gain <= 1.0
