"""Make bgdesk's sounds (resources/sounds/*.wav) from seeded noise, resonators and envelopes.

Every sound is synthesised here from three ingredients:

* **noise**: short bursts of uniform white noise from ``random.Random(seed)``, one fixed seed per
  sound, standing for the instant of an impact or the rub of a slide;
* **resonators**: two-pole filters that ring at the frequencies of the object struck (the small
  hard dice ring high and briefly, wooden checkers lower, the big cube lower still and longer),
  or damped sine partials for the chimes;
* **envelopes**: linear attacks, exponential decays and a smooth fade to silence at both ends, so
  no file starts or stops with a click.

Every sound is then **levelled**: scaled so that its loudness is :data:`LEVEL_LUFS` (plus a small
offset of its own, :data:`OFFSETS_LU`), loudness meaning the ITU-R BS.1770-4 measure (the
K-weighting filter, mean square, ``-0.691 + 10 log10``) over the loudest 100 ms of the sound
(:func:`loudness`). BS.1770's momentary loudness uses 400 ms windows, which rate a 0.1 s click
6 dB below a long chime that sounds no louder (the ear sums loudness over about 100-200 ms), so
the cues are levelled on 100 ms windows; ``--levels`` prints both, with the peaks and RMS.

Nothing is recorded and nothing is copied from another program. Every value below is fixed and
only IEEE arithmetic is used (the cosine and exponential are computed here by series, not by the
platform's maths library), so running the script again reproduces the shipped files byte for byte;
``tests/sound/test_sound_files.py`` checks exactly that.

    python tools/make_sounds.py            # write resources/sounds/*.wav
    python tools/make_sounds.py --check    # exit 1 if a shipped file differs from a fresh render
    python tools/make_sounds.py --out DIR  # write somewhere else (e.g. to listen or to compare)
    python tools/make_sounds.py --levels   # print each file's peak, RMS and loudness (BS.1770)

Format: WAV, mono, 16-bit signed, 22050 Hz (``bgdesk.sound.events``).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bgdesk.sound.events import CHANNELS, SAMPLE_RATE, SAMPLE_WIDTH, SOUNDS, file_name  # noqa: E402

SR = SAMPLE_RATE
PI = 3.141592653589793
OUT_DIR = ROOT / "resources" / "sounds"

# Note frequencies (equal temperament, A4 = 440 Hz) used by the chimes.
C5, D5, E5, G5, A5 = 523.2511, 587.3295, 659.2551, 783.9909, 880.0
C6, E6, G6 = 1046.502, 1318.510, 1567.982


# -- deterministic maths --------------------------------------------------------------------------

def cos(x: float) -> float:
    """Cosine by its Taylor series after reduction to [-pi, pi] (error below 1e-13)."""
    x = x % (2 * PI)
    if x > PI:
        x -= 2 * PI
    x2 = x * x
    term = total = 1.0
    for i in range(1, 16):
        term *= -x2 / ((2 * i - 1) * (2 * i))
        total += term
    return total


def sin(x: float) -> float:
    return cos(x - PI / 2)


def exp(x: float) -> float:
    """e**x by its series on a halved argument, then repeated squaring."""
    halvings = 0
    while abs(x) > 0.25:
        x /= 2
        halvings += 1
    term = total = 1.0
    for i in range(1, 16):
        term *= x / i
        total += term
    for _ in range(halvings):
        total *= total
    return total


LN10 = 2.302585092994046


def tan(x: float) -> float:
    return sin(x) / cos(x)


def power10(x: float) -> float:
    """10 ** x, with :func:`exp` (so every platform gets the same bits)."""
    return exp(x * LN10)


# -- loudness (ITU-R BS.1770-4) -------------------------------------------------------------------
#
# The K-weighting filter is two biquads: a high shelf (+4 dB above about 1.7 kHz, the head's
# effect) and a high-pass (the RLB curve, below about 40 Hz). BS.1770 gives their coefficients at
# 48 kHz; at other rates they are designed from the analogue parameters below by the bilinear
# transform, which gives back the published 48 kHz coefficients (tests/sound checks it).

SHELF_F0, SHELF_GAIN_DB, SHELF_Q = 1681.974450955533, 3.999843853973347, 0.7071752369554196
SHELF_VB_EXPONENT = 0.4996667741545416   # the shelf's mid gain, as a power of its high gain
HIGHPASS_F0, HIGHPASS_Q = 38.13547087602444, 0.5003270373238773
LOUDNESS_WINDOW_S = 0.100                 # the loudest 100 ms (BS.1770's momentary: 400 ms)


def k_weighting(rate: int = SR) -> tuple:
    """The two K-weighting biquads at ``rate``: ``((b0, b1, b2), (a1, a2))`` each."""
    k = tan(PI * SHELF_F0 / rate)
    vh = power10(SHELF_GAIN_DB / 20)
    vb = exp(SHELF_VB_EXPONENT * (SHELF_GAIN_DB / 20) * LN10)
    a0 = 1 + k / SHELF_Q + k * k
    shelf = ((vh + vb * k / SHELF_Q + k * k) / a0, 2 * (k * k - vh) / a0,
             (vh - vb * k / SHELF_Q + k * k) / a0), (2 * (k * k - 1) / a0,
                                                     (1 - k / SHELF_Q + k * k) / a0)
    k = tan(PI * HIGHPASS_F0 / rate)
    a0 = 1 + k / HIGHPASS_Q + k * k
    highpass = (1.0, -2.0, 1.0), (2 * (k * k - 1) / a0, (1 - k / HIGHPASS_Q + k * k) / a0)
    return shelf, highpass


def biquad(x: list, b: tuple, a: tuple) -> list:
    """``x`` through one biquad (direct form I)."""
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for v in x:
        y = b[0] * v + b[1] * x1 + b[2] * x2 - a[0] * y1 - a[1] * y2
        out.append(y)
        x2, x1, y2, y1 = x1, v, y1, y
    return out


def loudest_power(x: list, window_s: float = LOUDNESS_WINDOW_S, rate: int = SR) -> float:
    """The mean square of the K-weighted ``x`` (full scale 1.0) over its loudest window of
    ``window_s`` (silence around a sound shorter than the window)."""
    shelf, highpass = k_weighting(rate)
    y = biquad(biquad(x, *shelf), *highpass)
    n = max(1, int(round(window_s * rate)))
    squares = [0.0] * n + [v * v for v in y] + [0.0] * n
    running = sum(squares[:n])
    best = running
    for i in range(n, len(squares)):
        running += squares[i] - squares[i - n]
        best = max(best, running)
    return max(best, 0.0) / n


def loudness(x: list, window_s: float = LOUDNESS_WINDOW_S, rate: int = SR) -> float:
    """BS.1770-4 loudness (LUFS) of the loudest ``window_s`` of ``x`` (full scale 1.0)."""
    power = loudest_power(x, window_s, rate)
    return -0.691 + 10 * math.log10(power) if power > 0 else float("-inf")


# -- building blocks ------------------------------------------------------------------------------

def samples(seconds: float) -> int:
    return int(round(seconds * SR))


def silence(seconds: float) -> list:
    return [0.0] * samples(seconds)


def mix_into(dst: list, src: list, at: float, gain: float = 1.0) -> None:
    """Add ``src`` (times ``gain``) into ``dst`` starting ``at`` seconds in; the end is cut off."""
    start = samples(at)
    for i, v in enumerate(src[: max(0, len(dst) - start)]):
        dst[start + i] += gain * v


TAIL_MS = 30.0  # every struck sound fades out over its last 30 ms, so cutting it off never clicks


def smooth_fades(x: list, fade_in_ms: float, fade_out_ms: float) -> list:
    """Fade both ends along a smoothstep curve, so the first and last samples are exactly 0."""
    n = len(x)
    a, b = max(1, samples(fade_in_ms / 1000)), max(1, samples(fade_out_ms / 1000))
    out = list(x)
    for i in range(min(a, n)):
        t = i / a
        out[i] *= t * t * (3 - 2 * t)
    for i in range(min(b, n)):
        t = i / b
        out[n - 1 - i] *= t * t * (3 - 2 * t)
    return out


def noise_burst(rng: random.Random, length_ms: float, decay_ms: float) -> list:
    """White noise falling away exponentially: the instant of an impact (or, long, a rub)."""
    n = max(1, samples(length_ms / 1000))
    fall = exp(-1000 / (decay_ms * SR))
    attack = max(1, samples(0.0003))
    out, level = [], 1.0
    for i in range(n):
        ramp = min(1.0, (i + 1) / attack)
        out.append((rng.random() * 2 - 1) * level * ramp)
        level *= fall
    return out


def resonate(x: list, freq: float, decay_s: float, seconds: float) -> list:
    """``x`` through a two-pole resonator ringing at ``freq`` whose ring falls by e in
    ``decay_s``; the output is ``seconds`` long. An impulse gives a sine of peak about 1."""
    r = exp(-1 / (decay_s * SR))
    w = 2 * PI * freq / SR
    a1, a2, g = 2 * r * cos(w), r * r, sin(w)
    y1 = y2 = 0.0
    out = []
    n_in = len(x)
    for i in range(samples(seconds)):
        y = (g * x[i] if i < n_in else 0.0) + a1 * y1 - a2 * y2
        out.append(y)
        y2, y1 = y1, y
    return out


def lowpass(x: list, cutoff: float) -> list:
    """One-pole low-pass: takes the edge off noise (a muffled contact)."""
    a = 1 - exp(-2 * PI * cutoff / SR)
    y, out = 0.0, []
    for v in x:
        y += a * (v - y)
        out.append(y)
    return out


def strike(rng: random.Random, modes: tuple, seconds: float, burst_ms: float = 1.2,
           burst_decay_ms: float = 0.5, click: float = 0.0) -> list:
    """One impact: a noise burst exciting the object's resonances ``(freq, decay_s, amplitude)``,
    plus a little of the raw burst (``click``) for the contact itself."""
    burst = noise_burst(rng, burst_ms, burst_decay_ms)
    out = [0.0] * samples(seconds)
    for freq, decay_s, amp in modes:
        mix_into(out, resonate(burst, freq, decay_s, seconds), 0.0, amp)
    if click:
        mix_into(out, burst, 0.0, click)
    return smooth_fades(out, 0, TAIL_MS)


def sweep(rng: random.Random, seconds: float, f_start: float, f_end: float, decay_s: float,
          envelope) -> list:
    """Noise through a resonator whose pitch glides from ``f_start`` to ``f_end`` (a slide or a
    swish), shaped by ``envelope(t)`` with t from 0 to 1."""
    n = samples(seconds)
    r = exp(-1 / (decay_s * SR))
    a2 = r * r
    y1 = y2 = 0.0
    out = []
    for i in range(n):
        t = i / n
        w = 2 * PI * (f_start + (f_end - f_start) * t) / SR
        y = sin(w) * (rng.random() * 2 - 1) * envelope(t) + 2 * r * cos(w) * y1 - a2 * y2
        out.append(y)
        y2, y1 = y1, y
    return smooth_fades(out, 0, TAIL_MS)


def bell(freq: float, seconds: float, decay_s: float, partials: tuple, attack_ms: float = 2.0) -> list:
    """A struck tone: damped sine partials ``(ratio, amplitude, decay factor)`` of ``freq``, each
    made by the two-term recurrence of a rotating phasor, after a short linear attack."""
    n = samples(seconds)
    out = [0.0] * n
    attack = max(1, samples(attack_ms / 1000))
    for ratio, amp, decay_factor in partials:
        f = freq * ratio
        if f >= SR / 2 * 0.9:
            continue
        w = 2 * PI * f / SR
        c = 2 * cos(w)
        s1, s2 = sin(-w), sin(-2 * w)  # so that the first value is sin(0)
        level = amp
        fall = exp(-1 / (decay_s * decay_factor * SR))
        for i in range(n):
            s = c * s1 - s2
            s2, s1 = s1, s
            out[i] += s * level * min(1.0, (i + 1) / attack)
            level *= fall
    return smooth_fades(out, 0, TAIL_MS)


LEAD_S = 0.001  # a millisecond of silence first: an impact at the very start keeps its edge


LEVEL_LUFS = -21.0   # every sound's loudness (loudest 100 ms, BS.1770-4), before its offset
PEAK_LIMIT = 0.70    # no sample louder than this once levelled: headroom for sounds mixed
#: A sound a little softer than the rest on purpose (all stay within 3 dB of each other).
OFFSETS_LU = {"illegal_drop": -2.0, "tutor_warning": -1.0}


def to_wav(x: list, offset_lu: float = 0.0, fade_in_ms: float = 0.4,
           fade_out_ms: float = 25.0) -> bytes:
    """Fade the ends of ``x``, put :data:`LEAD_S` of silence before it, scale it to a loudness of
    :data:`LEVEL_LUFS` + ``offset_lu`` (:func:`loudness`) and write 16-bit mono WAV bytes."""
    x = [0.0] * samples(LEAD_S) + smooth_fades(x, fade_in_ms, fade_out_ms)
    # power10 (our own exp) and math.sqrt (correctly rounded, IEEE 754) give the same bits on
    # every platform: so does the gain
    want = power10((LEVEL_LUFS + offset_lu + 0.691) / 10)
    gain = math.sqrt(want / loudest_power(x))
    top = max(abs(v) for v in x) * gain
    if top > PEAK_LIMIT:
        raise ValueError(f"levelled, a sample would reach {top:.2f} of full scale (more than "
                         f"{PEAK_LIMIT}): make the sound less spiky or lower LEVEL_LUFS")
    scale = gain * 32767
    frames = bytearray()
    for v in x:
        s = int(round(v * scale))
        s = max(-32768, min(32767, s))
        frames += s.to_bytes(2, "little", signed=True)
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(CHANNELS)
        w.setsampwidth(SAMPLE_WIDTH)
        w.setframerate(SR)
        w.writeframes(bytes(frames))
    return buf.getvalue()


# -- the objects ----------------------------------------------------------------------------------

def die_hit(rng: random.Random, strength: float) -> list:
    """A small hard die striking the board or the other die: a sharp tick whose bright rings
    differ from hit to hit (each face and corner lands differently), over a faint knock of the
    board."""
    def vary() -> float:
        return 0.85 + rng.random() * 0.3

    modes = ((2600 * vary(), 0.005, 1.0), (4000 * vary(), 0.004, 0.8), (6200 * vary(), 0.003, 0.5),
             (540 * vary(), 0.014, 0.3 * strength))
    return [v * strength for v in strike(rng, modes, 0.05, burst_ms=0.7, click=0.5)]


def checker_tock(rng: random.Random, pitch: float = 1.0) -> list:
    """A wooden checker set down on the board: a warm knock with a short ring."""
    modes = ((930 * pitch, 0.014, 1.0), (1780 * pitch, 0.009, 0.6), (3150 * pitch, 0.005, 0.35),
             (210, 0.020, 0.6))
    return strike(rng, modes, 0.10, burst_ms=1.5, click=0.3)


def checker_clack(rng: random.Random) -> list:
    """Checker striking checker: harder and brighter than a checker on the board."""
    modes = ((2250, 0.011, 1.0), (3700, 0.007, 0.7), (5200, 0.004, 0.35), (1150, 0.014, 0.45))
    return strike(rng, modes, 0.08, burst_ms=0.9, click=0.4)


def cube_knock(rng: random.Random, pitch: float = 1.0) -> list:
    """The big doubling cube set down on a face: a low, hollow knock that rings a little longer."""
    modes = ((620 * pitch, 0.030, 1.0), (1290 * pitch, 0.020, 0.6), (2400 * pitch, 0.009, 0.25),
             (150, 0.030, 0.7))
    return strike(rng, modes, 0.18, burst_ms=2.5, burst_decay_ms=0.9, click=0.2)


# -- the sounds -----------------------------------------------------------------------------------

ROLL_SECONDS = 0.50


def dice_roll() -> bytes:
    """Two dice thrown from the cup: each bounces and tumbles with ever shorter gaps and softer
    hits, now and then they knock each other, and they settle with a few tiny ticks; the rattle
    fills about half a second."""
    rng = random.Random(1901)
    out = silence(ROLL_SECONDS)
    for start, gap, strength in ((0.008, 0.070, 1.0), (0.030, 0.062, 0.9)):
        t = start
        while t < ROLL_SECONDS - 0.06:
            mix_into(out, die_hit(rng, strength), t)
            if rng.random() < 0.5:  # a tumble: a second quick contact of the same die
                mix_into(out, die_hit(rng, strength * 0.5), t + 0.010 + rng.random() * 0.012)
            t += gap * (0.8 + rng.random() * 0.4)
            gap = max(0.022, gap * 0.86)
            strength *= 0.86
    for _ in range(4):  # the dice knock each other while tumbling
        mix_into(out, die_hit(rng, 0.55), 0.05 + rng.random() * 0.30)
    return to_wav(out)


def checker_lands() -> bytes:
    """A checker put on a point, with a faint second contact as it settles."""
    rng = random.Random(1902)
    out = silence(0.14)
    mix_into(out, checker_tock(rng), 0.0)
    mix_into(out, checker_tock(rng, 1.04), 0.016, 0.18)
    return to_wav(out, fade_out_ms=30)


def checker_hit() -> bytes:
    """A hit: the checker clacks against the blot, which knocks down on the bar a moment later."""
    rng = random.Random(1903)
    out = silence(0.26)
    mix_into(out, checker_clack(rng), 0.0)
    mix_into(out, checker_tock(rng, 0.9), 0.045, 0.75)
    mix_into(out, checker_tock(rng, 0.92), 0.075, 0.2)
    return to_wav(out, fade_out_ms=40)


def bar_entry() -> bytes:
    """A checker slides off the bar (a short rub of noise) and lands on the point."""
    rng = random.Random(1904)
    out = silence(0.24)
    rub = sweep(rng, 0.09, 1500, 2600, 0.002, lambda t: (t * (1 - t)) * 4)
    mix_into(out, rub, 0.0, 0.25)
    mix_into(out, checker_tock(rng), 0.085)
    return to_wav(out, fade_in_ms=3, fade_out_ms=30)


def bear_off() -> bytes:
    """A checker dropped into the tray: muffled, lower, with a small bounce."""
    rng = random.Random(1905)
    modes = ((480, 0.030, 1.0), (860, 0.018, 0.5), (1500, 0.008, 0.2), (170, 0.035, 0.6))
    out = silence(0.20)
    mix_into(out, lowpass(strike(rng, modes, 0.14, burst_ms=2.0, burst_decay_ms=0.8), 2500), 0.0)
    mix_into(out, lowpass(strike(rng, modes, 0.10, burst_ms=1.5), 2500), 0.042, 0.3)
    return to_wav(out, fade_out_ms=35)


def double_offered() -> bytes:
    """The cube is picked up and turned over: two knocks, the second (the new face) firmer."""
    rng = random.Random(1906)
    out = silence(0.40)
    mix_into(out, cube_knock(rng, 1.06), 0.0, 0.35)
    mix_into(out, cube_knock(rng), 0.13)
    return to_wav(out, fade_out_ms=50)


def double_taken() -> bytes:
    """The cube is set down on the taker's side: one deep, decisive knock."""
    rng = random.Random(1907)
    out = silence(0.28)
    mix_into(out, cube_knock(rng, 0.88), 0.0)
    mix_into(out, cube_knock(rng, 0.9), 0.022, 0.15)
    return to_wav(out, fade_out_ms=50)


def double_passed() -> bytes:
    """A pass: the game is swept away, a falling rush of noise ending on a soft knock."""
    rng = random.Random(1908)
    out = silence(0.42)
    swoosh = sweep(rng, 0.32, 2600, 500, 0.003, lambda t: (t ** 0.5) * (1 - t) * 2.6)
    mix_into(out, swoosh, 0.0, 0.6)
    mix_into(out, cube_knock(rng, 0.8), 0.30, 0.5)
    return to_wav(out, fade_in_ms=5, fade_out_ms=60)


CHIME = ((1.0, 1.0, 1.0), (2.0, 0.32, 0.55), (3.0, 0.12, 0.35), (4.2, 0.05, 0.2))
MARIMBA = ((1.0, 1.0, 1.0), (3.9, 0.18, 0.25))


def game_won() -> bytes:
    """A game won: three bright chimes rising (G, C, E)."""
    out = silence(0.95)
    for i, note in enumerate((G5, C6, E6)):
        mix_into(out, bell(note, 0.95 - 0.11 * i, 0.32, CHIME), 0.11 * i, 0.8 + 0.1 * i)
    return to_wav(out, fade_out_ms=120)


def game_lost() -> bytes:
    """A game lost: two soft, low marimba notes falling a minor third (E, C#), then quiet."""
    out = silence(0.75)
    mix_into(out, bell(E5, 0.75, 0.22, MARIMBA, attack_ms=4), 0.0, 0.9)
    mix_into(out, bell(554.3653, 0.57, 0.26, MARIMBA, attack_ms=4), 0.18, 0.8)
    return to_wav(out, fade_out_ms=120)


def match_won() -> bytes:
    """The match won: a rising arpeggio (C E G C) into a ringing C major chord."""
    out = silence(1.6)
    for i, note in enumerate((C5, E5, G5, C6)):
        mix_into(out, bell(note, 0.6, 0.22, CHIME), 0.1 * i, 0.7)
    for note, gain in ((C6, 0.7), (E6, 0.55), (G6, 0.5), (C5, 0.45)):
        mix_into(out, bell(note, 1.2, 0.45, CHIME, attack_ms=6), 0.42, gain)
    return to_wav(out, fade_out_ms=250)


def resignation_offered() -> bytes:
    """A resignation offered: a question waiting for its answer. Two quick, bright chimes rising
    a fourth (D5 then G5, 120 ms apart), the second left ringing: it goes up where a lost game
    falls, and rings like glass where the loss is a soft, low marimba."""
    out = silence(0.75)
    mix_into(out, bell(D5, 0.40, 0.10, CHIME, attack_ms=2), 0.0, 0.8)
    mix_into(out, bell(G5, 0.63, 0.35, CHIME, attack_ms=2), 0.12, 1.0)
    return to_wav(out, fade_out_ms=120)


def illegal_drop() -> bytes:
    """A refused drop: a soft, short, dull "bonk" whose pitch sags; quiet on purpose."""
    rng = random.Random(1913)
    out = silence(0.16)
    thud = sweep(rng, 0.12, 380, 300, 0.035, lambda t: (1 - t) ** 2)
    tone = bell(330, 0.14, 0.035, ((1.0, 1.0, 1.0), (2.0, 0.25, 0.6)), attack_ms=6)
    mix_into(out, thud, 0.0, 0.4)
    mix_into(out, tone, 0.0, 1.0)
    return to_wav(out, OFFSETS_LU["illegal_drop"], fade_in_ms=4, fade_out_ms=40)


def tutor_warning() -> bytes:
    """The tutor's warning: two soft short beeps on A, like a polite tap on the shoulder."""
    out = silence(0.34)
    for at in (0.0, 0.15):
        pulse = bell(A5, 0.16, 0.05, ((1.0, 1.0, 1.0), (2.0, 0.15, 0.6)), attack_ms=8)
        mix_into(out, pulse, at)
    return to_wav(out, OFFSETS_LU["tutor_warning"], fade_in_ms=8, fade_out_ms=40)


RECIPES = {
    "dice_roll": dice_roll,
    "checker_lands": checker_lands,
    "checker_hit": checker_hit,
    "bar_entry": bar_entry,
    "bear_off": bear_off,
    "double_offered": double_offered,
    "double_taken": double_taken,
    "double_passed": double_passed,
    "game_won": game_won,
    "game_lost": game_lost,
    "match_won": match_won,
    "resignation_offered": resignation_offered,
    "illegal_drop": illegal_drop,
    "tutor_warning": tutor_warning,
}


def render(name: str) -> bytes:
    """The WAV bytes of one sound."""
    return RECIPES[name]()


def render_all() -> dict:
    """``{name: wav bytes}`` for every sound bgdesk plays."""
    assert tuple(RECIPES) == SOUNDS, "every sound in bgdesk.sound.events needs a recipe here"
    return {name: render(name) for name in SOUNDS}


def levels(data: bytes) -> dict:
    """A WAV file's peak and RMS (dBFS) and its BS.1770-4 loudness (LUFS) over its loudest
    100 ms (``loudness``, what the sounds are levelled on) and 400 ms (``momentary``)."""
    with wave.open(io.BytesIO(data)) as w:
        raw = w.readframes(w.getnframes())
    x = [int.from_bytes(raw[i:i + 2], "little", signed=True) / 32768
         for i in range(0, len(raw), 2)]
    peak = max(abs(v) for v in x)
    rms = math.sqrt(sum(v * v for v in x) / len(x))
    return {"seconds": len(x) / SR, "peak": 20 * math.log10(peak), "rms": 20 * math.log10(rms),
            "loudness": loudness(x), "momentary": loudness(x, 0.400)}


def print_levels(folder: Path) -> int:
    """A table of every sound's levels, and their spreads."""
    rows = {name: levels((folder / file_name(name)).read_bytes()) for name in SOUNDS}
    print(f"{'sound':<21}{'s':>6}{'peak dBFS':>11}{'RMS dBFS':>10}{'LUFS 100ms':>12}"
          f"{'LUFS 400ms':>12}")
    for name, r in rows.items():
        print(f"{name:<21}{r['seconds']:>6.2f}{r['peak']:>11.1f}{r['rms']:>10.1f}"
              f"{r['loudness']:>12.1f}{r['momentary']:>12.1f}")
    for key, what in (("peak", "peaks"), ("rms", "RMS"), ("loudness", "loudness (100 ms)"),
                      ("momentary", "loudness (400 ms)")):
        values = [r[key] for r in rows.values()]
        print(f"spread of {what}: {max(values) - min(values):.1f} dB")
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="folder to write (default: %(default)s)")
    parser.add_argument("--check", action="store_true",
                        help="compare the files in --out with a fresh render instead of writing")
    parser.add_argument("--levels", action="store_true",
                        help="print the peak, RMS and loudness of each file in --out")
    args = parser.parse_args(argv)
    if args.levels:
        return print_levels(args.out)
    rendered = render_all()
    if args.check:
        differ = [n for n, data in rendered.items()
                  if not (args.out / file_name(n)).is_file() or (args.out / file_name(n)).read_bytes() != data]
        for n in differ:
            print(f"{file_name(n)} differs from a fresh render")
        return 1 if differ else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for name, data in rendered.items():
        (args.out / file_name(name)).write_bytes(data)
        print(f"{file_name(name)}: {len(data)} bytes, {(len(data) - 44) / SAMPLE_WIDTH / SR:.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
