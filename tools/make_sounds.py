"""Synthesize the Tycoon sounds into assets/sounds/ with nothing but math, random and wave.

Effects: takeoff, landing, cash, build, eviction, payday; and music.wav, a calm loop that
ends exactly where it begins. 22050 Hz mono 16-bit keeps everything near 1 MB, so the frozen
app stays small. A fixed seed makes every run write the same bytes.
Run: `.venv/bin/python tools/make_sounds.py`.
"""

from __future__ import annotations

import math
import random
import wave
from array import array
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"
TAU = 2 * math.pi


def silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def mix(target: list[float], source: list[float], at: float = 0.0, gain: float = 1.0) -> None:
    start = int(at * RATE)
    for i, v in enumerate(source):
        j = start + i
        if j >= len(target):
            break
        target[j] += v * gain


def tone(freq, seconds: float, partials=((1, 1.0),), attack=0.005, decay=4.0) -> list[float]:
    """A note with harmonics; `freq` may be a function of time for glides."""
    n = int(seconds * RATE)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq(t) if callable(freq) else freq
        phase += TAU * f / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        out.append(env * sum(a * math.sin(phase * k) for k, a in partials))
    return out


def noise(seconds: float, rng: random.Random, cutoff, gain) -> list[float]:
    """Low-passed noise; `cutoff` (Hz) and `gain` are functions of time (wind, engines)."""
    out = []
    y = 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        alpha = min(1.0, TAU * cutoff(t) / RATE)
        y += alpha * (rng.uniform(-1, 1) - y)
        out.append(y * gain(t))
    return out


def normalise(samples: list[float], peak: float = 0.8) -> list[float]:
    top = max(1e-9, max(abs(v) for v in samples))
    return [v * peak / top for v in samples]


def fade(samples: list[float], out_seconds: float) -> list[float]:
    n = int(out_seconds * RATE)
    for i in range(min(n, len(samples))):
        samples[-1 - i] *= i / n
    return samples


def takeoff(rng: random.Random) -> list[float]:
    length = 1.5
    out = silence(length)
    mix(out, noise(length, rng, lambda t: 300 + 1400 * t, lambda t: min(1, t * 2) *
                   (1 - t / length) ** 0.5), gain=1.6)
    mix(out, tone(lambda t: 90 + 160 * t, length, ((1, 0.6), (2, 0.3), (3, 0.15)),
                  attack=0.3, decay=0.9), gain=0.6)
    return fade(normalise(out, 0.7), 0.3)


def landing(rng: random.Random) -> list[float]:
    length = 1.3
    out = silence(length)
    mix(out, noise(0.9, rng, lambda t: 1500 - 1200 * t, lambda t: (1 - t / 0.9)), gain=1.4)
    mix(out, tone(lambda t: 230 - 120 * t, 0.9, ((1, 0.6), (2, 0.25)), attack=0.05,
                  decay=1.8), gain=0.5)
    mix(out, tone(70, 0.3, ((1, 1.0), (2, 0.3)), decay=14), at=0.85, gain=0.9)
    mix(out, noise(0.25, rng, lambda t: 3000, lambda t: math.exp(-18 * t)), at=0.86, gain=0.6)
    return fade(normalise(out, 0.7), 0.2)


def cash(rng: random.Random) -> list[float]:
    out = silence(0.7)
    bell = ((1, 1.0), (2.76, 0.35), (5.4, 0.12))
    mix(out, tone(1318.5, 0.6, bell, decay=7), gain=0.6)
    mix(out, tone(1975.5, 0.55, bell, decay=6), at=0.09, gain=0.5)
    mix(out, noise(0.05, rng, lambda t: 6000, lambda t: math.exp(-60 * t)), gain=0.3)
    return normalise(out, 0.6)


def build(rng: random.Random) -> list[float]:
    out = silence(0.55)
    for at in (0.0, 0.16):
        mix(out, tone(160, 0.2, ((1, 1.0), (2.3, 0.4)), decay=22), at=at, gain=0.9)
        mix(out, noise(0.08, rng, lambda t: 2200, lambda t: math.exp(-45 * t)), at=at, gain=0.8)
    return normalise(out, 0.7)


def eviction(rng: random.Random) -> list[float]:
    out = silence(1.0)
    mix(out, tone(lambda t: 620 * math.exp(-1.8 * t), 0.75, ((1, 0.8), (2, 0.25)),
                  attack=0.02, decay=2.5), gain=0.5)
    mix(out, noise(0.6, rng, lambda t: 900, lambda t: math.sin(math.pi * t / 0.6)), gain=0.5)
    mix(out, tone(85, 0.3, ((1, 1.0), (2, 0.4)), decay=12), at=0.68, gain=0.9)
    return normalise(out, 0.7)


def payday(rng: random.Random) -> list[float]:
    out = silence(2.0)
    bell = ((1, 1.0), (2, 0.4), (3, 0.2), (4.2, 0.08))
    notes = (523.25, 659.25, 783.99, 1046.5)
    for i, f in enumerate(notes):
        mix(out, tone(f, 0.8, bell, decay=4), at=i * 0.12, gain=0.5)
    for f in (523.25, 659.25, 783.99, 1046.5, 1318.5):
        mix(out, tone(f, 1.4, bell, attack=0.02, decay=2.2), at=0.55, gain=0.3)
    mix(out, noise(0.3, rng, lambda t: 7000, lambda t: math.exp(-12 * t)), at=0.55, gain=0.15)
    return fade(normalise(out, 0.7), 0.4)


# --- music -----------------------------------------------------------------------------------

BPM = 80
BEAT = 60 / BPM
CHORDS = (  # (bass root, chord tones) in Hz, two bars each
    (130.81, (261.63, 329.63, 392.00, 493.88)),  # C maj7
    (110.00, (220.00, 261.63, 329.63, 392.00)),  # A min7
    (87.31, (261.63, 349.23, 440.00, 523.25)),  # F maj7
    (98.00, (246.94, 293.66, 392.00, 440.00)),  # G6
)
MELODY = (  # (beat, semitones above C5 in a pentatonic scale, beats long)
    (0, 4, 2), (2, 7, 1), (3, 9, 1), (4, 7, 3), (8, 9, 2), (10, 12, 1), (11, 9, 1), (12, 7, 3),
    (16, 5, 2), (18, 4, 1), (19, 2, 1), (20, 0, 3), (24, 2, 2), (26, 4, 1), (27, 7, 1),
    (28, 2, 4),
)


def music() -> list[float]:
    """Eight bars at 80 bpm, 24 s; notes that ring past the end wrap to the start."""
    bars = 2 * len(CHORDS)
    length = bars * 4 * BEAT
    n = int(length * RATE)
    out = silence(length + 4)
    pad = ((1, 1.0), (2, 0.12))
    for index, (root, chord) in enumerate(CHORDS):
        at = index * 8 * BEAT
        for f in chord:
            mix(out, tone(f, 8 * BEAT + 1.5, pad, attack=1.2, decay=0.25), at=at, gain=0.09)
        for beat in (0, 2, 4, 6):
            mix(out, tone(root, 2 * BEAT, ((1, 1.0), (2, 0.3)), attack=0.02, decay=1.6),
                at=at + beat * BEAT, gain=0.22)
    bell = ((1, 1.0), (2, 0.25), (3, 0.1))
    for beat, semis, beats in MELODY:
        f = 523.25 * 2 ** (semis / 12)
        mix(out, tone(f, beats * BEAT + 0.8, bell, attack=0.01, decay=2.0),
            at=beat * BEAT, gain=0.16)
        mix(out, tone(f, beats * BEAT + 0.8, bell, attack=0.01, decay=2.5),
            at=beat * BEAT + BEAT * 0.75 + (32 * BEAT if beat < 16 else 0), gain=0.05)
    looped = out[:n]
    for i, v in enumerate(out[n:]):
        looped[i % n] += v
    return normalise(looped, 0.55)


def write(name: str, samples: list[float]) -> Path:
    path = OUT / f"{name}.wav"
    data = array("h", (max(-32767, min(32767, int(v * 32767))) for v in samples))
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())
    return path


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    rng = random.Random(1998)
    for name, make in (("takeoff", takeoff), ("landing", landing), ("cash", cash),
                       ("build", build), ("eviction", eviction), ("payday", payday)):
        write(name, fade(make(rng), 0.05))  # no click when a sound ends
    write("music", music())
    total = sum(p.stat().st_size for p in OUT.glob("*.wav"))
    print(f"wrote 7 sounds to {OUT}, {total / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
