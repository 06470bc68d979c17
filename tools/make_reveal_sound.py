"""Write ``assets/sounds/reveal.wav``: the short chime of a big moment (issue 19), synthesised here, so the sound
is the project's own (no recording, no sample library).

Three soft bell partials (a rising fifth and octave over A4, each with a quick attack and an exponential
decay) mixed in 16-bit mono at 22 050 Hz, 0.9 s long, peaking at about half of full scale. Stdlib only:
``python tools/make_reveal_sound.py [OUT]``. The output is deterministic (the same bytes on every run).
"""

from __future__ import annotations

import math
import struct
import sys
import wave
from pathlib import Path

RATE = 22_050
LENGTH_S = 0.9
PEAK = 0.5
#: (start s, frequency Hz, loudness, decay per second): a rising A4 – E5 – A5 bell figure
NOTES = ((0.00, 440.0, 1.0, 5.0), (0.09, 659.25, 0.8, 5.5), (0.18, 880.0, 0.7, 6.0))
ATTACK_S = 0.008


def sample(t: float) -> float:
    """The mixed signal at ``t`` seconds (unscaled)."""
    value = 0.0
    for start, freq, loud, decay in NOTES:
        local = t - start
        if local < 0:
            continue
        envelope = min(1.0, local / ATTACK_S) * math.exp(-decay * local)
        # a bell: the fundamental and a quieter inharmonic partial
        value += (
            loud * envelope * (math.sin(2 * math.pi * freq * local) + 0.3 * math.sin(2 * math.pi * 2.76 * freq * local))
        )
    return value


def frames() -> bytes:
    """The whole sound as 16-bit little-endian mono frames, normalised to :data:`PEAK`."""
    raw = [sample(n / RATE) for n in range(int(RATE * LENGTH_S))]
    top = max(abs(v) for v in raw) or 1.0
    fade = int(RATE * 0.05)  # the last 50 ms fade to silence: no click at the end
    out = bytearray()
    for n, v in enumerate(raw):
        tail = min(1.0, (len(raw) - n) / fade)
        out += struct.pack("<h", round(v / top * PEAK * tail * 32767))
    return bytes(out)


def write(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames())
    return path


if __name__ == "__main__":
    target = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parents[1] / "assets" / "sounds" / "reveal.wav"
    )
    print(f"wrote {write(target)}")
