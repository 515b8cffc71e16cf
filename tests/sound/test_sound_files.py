"""The shipped sounds: made by tools/make_sounds.py (byte for byte), in the player's format, with
silent ends (no click), sensible lengths and levels, and each described in resources/README.md."""

from __future__ import annotations

import importlib.util
import io
import math
import wave
from array import array
from pathlib import Path

import pytest

from bgdesk.sound import SAMPLE_RATE, SOUNDS, SoundBank, file_name
from bgdesk.sound.bank import decode_wav

# On one worker: the loudness of every sound is measured once (levels) for them all.
pytestmark = pytest.mark.xdist_group("sound_files")

ROOT = Path(__file__).resolve().parents[2]
SOUND_DIR = ROOT / "resources" / "sounds"

# Seconds each sound may last: clicks are short, the roll fills about half a second (the dice
# animation), the chimes ring out.
LENGTHS = {
    "dice_roll": (0.40, 0.60),
    "checker_lands": (0.08, 0.20),
    "checker_hit": (0.15, 0.35),
    "bar_entry": (0.15, 0.35),
    "bear_off": (0.10, 0.30),
    "double_offered": (0.25, 0.50),
    "double_taken": (0.15, 0.40),
    "double_passed": (0.25, 0.55),
    "game_won": (0.6, 1.2),
    "game_lost": (0.5, 1.0),
    "match_won": (1.0, 2.0),
    "resignation_offered": (0.5, 1.0),
    "illegal_drop": (0.08, 0.25),
    "tutor_warning": (0.2, 0.5),
}


def load_tool():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def samples_of(name: str) -> array:
    return decode_wav((SOUND_DIR / file_name(name)).read_bytes())


def test_the_script_reproduces_every_shipped_file_byte_for_byte():
    rendered = load_tool().render_all()
    assert tuple(rendered) == SOUNDS
    for name, data in rendered.items():
        assert (SOUND_DIR / file_name(name)).read_bytes() == data, f"{file_name(name)} differs"


def test_the_script_check_mode_reports_a_changed_file(tmp_path, capsys):
    tool = load_tool()
    assert tool.main(["--out", str(tmp_path)]) == 0
    assert tool.main(["--out", str(tmp_path), "--check"]) == 0
    target = tmp_path / file_name("bear_off")
    target.write_bytes(target.read_bytes()[:-2] + b"\x01\x00")
    capsys.readouterr()
    assert tool.main(["--out", str(tmp_path), "--check"]) == 1
    assert "bear_off.wav differs" in capsys.readouterr().out


def test_the_folder_holds_exactly_the_sounds():
    assert sorted(p.name for p in SOUND_DIR.glob("*.wav")) == sorted(file_name(n) for n in SOUNDS)
    assert set(LENGTHS) == set(SOUNDS)


@pytest.mark.parametrize("name", SOUNDS)
def test_format_length_and_level(name):
    with wave.open(io.BytesIO((SOUND_DIR / file_name(name)).read_bytes())) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, SAMPLE_RATE)
        seconds = w.getnframes() / SAMPLE_RATE
    low, high = LENGTHS[name]
    assert low <= seconds <= high, (name, seconds)
    s = samples_of(name)
    peak = max(abs(v) for v in s) / 32768
    # Loud enough to hear, with headroom so that several sounds mixed rarely clip.
    assert 0.1 <= peak <= 0.7, (name, peak)


@pytest.mark.parametrize("name", SOUNDS)
def test_no_click_at_either_end(name):
    s = samples_of(name)
    assert s[0] == 0 and s[-1] == 0
    # The last 5 ms fade smoothly to silence: small values, no sample-to-sample jump.
    tail = s[-int(0.005 * SAMPLE_RATE):]
    assert max(abs(v) for v in tail) < 0.02 * 32768, name
    assert max(abs(a - b) for a, b in zip(tail, tail[1:])) < 0.005 * 32768, name
    # The first samples rise from silence (an impact is sharp, but never a jump from nothing).
    assert abs(s[1]) < 0.01 * 32768


def test_sound_begins_at_once():
    # A sound that lags its event feels wrong: each one is audible within 10 ms.
    for name in SOUNDS:
        s = samples_of(name)
        first = next(i for i, v in enumerate(s) if abs(v) > 0.01 * 32768)
        assert first < 0.010 * SAMPLE_RATE, (name, first)


def test_the_roll_rattles_until_near_its_end():
    # The rattle fills its length: impacts are heard in every tenth of a second but the last.
    s = samples_of("dice_roll")
    tenth = SAMPLE_RATE // 10
    for k in range(len(s) // tenth - 1):
        window = s[k * tenth:(k + 1) * tenth]
        assert max(abs(v) for v in window) > 0.03 * 32768, k


def test_readme_says_how_each_sound_was_made():
    text = (ROOT / "resources" / "README.md").read_text(encoding="utf-8")
    assert "tools/make_sounds.py" in text
    for name in SOUNDS:
        assert file_name(name) in text, name


def test_the_bank_loads_every_shipped_sound():
    bank = SoundBank.load()
    assert bank.problems == []
    assert bank.names() == SOUNDS
    assert bank.get("dice_roll") == samples_of("dice_roll")
    assert bank.duration("dice_roll") == pytest.approx(len(samples_of("dice_roll")) / SAMPLE_RATE)


# -- levels (issue 27) ---------------------------------------------------------------------------

def test_k_weighting_gives_the_published_48_khz_coefficients():
    # ITU-R BS.1770-4, table 1 (the high shelf) and table 2 (the high-pass), at 48 kHz.
    shelf, highpass = load_tool().k_weighting(48000)
    assert shelf[0] == pytest.approx((1.53512485958697, -2.69169618940638, 1.19839281085285),
                                     abs=1e-12)
    assert shelf[1] == pytest.approx((-1.69065929318241, 0.73248077421585), abs=1e-12)
    assert highpass == ((1.0, -2.0, 1.0),
                        pytest.approx((-1.99004745483398, 0.99007225036621), abs=1e-12))


def test_the_loudness_of_a_full_scale_1_khz_sine_is_minus_3_lufs():
    # BS.1770's calibration: a 0 dBFS 1 kHz sine on one channel reads -3.01 LKFS (the K-weighting
    # gains about +0.69 dB at 1 kHz, which the -0.691 offset takes back).
    tool = load_tool()
    rate = 48000
    x = [tool.sin(2 * tool.PI * 1000 * i / rate) for i in range(rate)]
    assert tool.loudness(x, 0.400, rate) == pytest.approx(-3.01, abs=0.02)


@pytest.fixture(scope="module")
def levels():
    tool = load_tool()
    return {name: tool.levels((SOUND_DIR / file_name(name)).read_bytes()) for name in SOUNDS}


def test_every_sound_is_within_3_db_of_the_others_in_loudness(levels):
    # BS.1770-4 loudness over each sound's loudest 100 ms (tools/make_sounds.py --levels).
    loud = {name: r["loudness"] for name, r in levels.items()}
    assert max(loud.values()) - min(loud.values()) <= 3.0, loud
    tool = load_tool()
    for name, value in loud.items():  # as levelled, give or take the 16-bit rounding
        assert value == pytest.approx(tool.LEVEL_LUFS + tool.OFFSETS_LU.get(name, 0.0), abs=0.05)
    # The cues heard most (the roll, a checker landing) are as loud as a passed double.
    assert abs(loud["dice_roll"] - loud["double_passed"]) < 0.1
    assert abs(loud["checker_lands"] - loud["double_passed"]) < 0.1
    limit = 20 * math.log10(tool.PEAK_LIMIT)
    assert all(r["peak"] <= limit for r in levels.values())


def dominant_frequency(s, start: float, end: float, low: float = 300, high: float = 1300,
                       step: float = 4) -> float:
    """The strongest frequency in ``s`` between ``start`` and ``end`` seconds (Goertzel over a
    grid of frequencies, Hann-windowed)."""
    seg = s[int(start * SAMPLE_RATE):int(end * SAMPLE_RATE)]
    n = len(seg)
    seg = [v * (0.5 - 0.5 * math.cos(2 * math.pi * i / (n - 1))) for i, v in enumerate(seg)]
    best, best_f = -1.0, 0.0
    f = low
    while f <= high:
        c = 2 * math.cos(2 * math.pi * f / SAMPLE_RATE)
        s1 = s2 = 0.0
        for v in seg:
            s1, s2 = v + c * s1 - s2, s1
        power = s1 * s1 + s2 * s2 - c * s1 * s2
        if power > best:
            best, best_f = power, f
        f += step
    return best_f


def test_a_resignation_offered_rises_where_a_lost_game_falls():
    # The two cues were alike (two notes falling); a resignation now asks (rising), a loss sighs.
    resign, lost = samples_of("resignation_offered"), samples_of("game_lost")
    r1, r2 = dominant_frequency(resign, 0.02, 0.10), dominant_frequency(resign, 0.25, 0.40)
    l1, l2 = dominant_frequency(lost, 0.02, 0.10), dominant_frequency(lost, 0.25, 0.40)
    assert r2 > r1 * 1.25, (r1, r2)       # up a fourth: D5 (587 Hz) to G5 (784 Hz)
    assert l2 < l1 / 1.15, (l1, l2)       # down a minor third: E5 (659 Hz) to C#5 (554 Hz)
    # and they share no note (each pair at least a quarter tone apart)
    assert min(max(a, b) / min(a, b) for a in (r1, r2) for b in (l1, l2)) > 1.03
