"""Draw the Tycoon app icon in code and write every file the three platforms ask for.

The art is ours (rule 5): a night-blue tile, a globe, three golden hotel towers and a plane on
its way to the next city. It is drawn once on a large canvas and scaled down, so every size comes
from the same picture; the small sizes (<= 32 px) drop the thin lines that would only turn to mud.

Writes into assets/icons/:
  tycoon.png          256 x 256, the window icon (pygame.display.set_icon) and the Linux icon
  tycoon-<N>.png      16 ... 128 for the Linux hicolor theme (`make install-desktop`)
  tycoon.ico          Windows, 16/24/32/48/64/128/256 in one file
  tycoon.icns         macOS, 16 ... 1024 (retina pairs included)

Run: .venv/bin/python tools/make_icon.py   (no display needed; output is byte-for-byte stable)
"""

from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402  (the prompt switch must come first)

ICON_DIR = Path(__file__).resolve().parents[1] / "assets" / "icons"
CANVAS = 1024
LINUX_SIZES = (16, 24, 32, 48, 64, 128)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns type codes for PNG payloads, by pixel size; retina codes reuse a pixel size.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)
SMALL = 32

NIGHT_TOP = (24, 64, 104)
NIGHT_BOTTOM = (9, 27, 48)
OCEAN = (38, 118, 186)
OCEAN_LINE = (120, 184, 232)
GOLD = (244, 182, 52)
GOLD_SHADE = (196, 132, 28)
WINDOW = (92, 56, 12)
PLANE = (250, 250, 246)
TRAIL = (255, 255, 255, 120)


def _sky(size: int) -> pygame.Surface:
    """The night-blue gradient every other shape sits on."""
    sky = pygame.Surface((size, size), pygame.SRCALPHA)
    for y in range(size):
        t = y / (size - 1)
        colour = [round(a + (b - a) * t) for a, b in zip(NIGHT_TOP, NIGHT_BOTTOM, strict=True)]
        pygame.draw.line(sky, colour, (0, y), (size - 1, y))
    return sky


def _rounded_stencil(size: int) -> pygame.Surface:
    """White inside the rounded tile, clear outside: cuts the corners after all shapes are in."""
    stencil = pygame.Surface((size, size), pygame.SRCALPHA)
    stencil.fill((255, 255, 255, 0))
    margin = size * 0.04
    pygame.draw.rect(
        stencil,
        (255, 255, 255, 255),
        pygame.Rect(margin, margin, size - 2 * margin, size - 2 * margin),
        border_radius=round(size * 0.19),
    )
    return stencil


def _globe(size: int, detailed: bool) -> pygame.Surface:
    globe = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size * 0.5, size * 0.47)
    radius = size * 0.33
    pygame.draw.circle(globe, OCEAN, centre, radius)
    if detailed:
        line = max(2, round(size * 0.012))
        for k in (0.35, 0.7):
            half = radius * k
            pygame.draw.ellipse(
                globe,
                OCEAN_LINE,
                pygame.Rect(centre[0] - half, centre[1] - radius, 2 * half, 2 * radius),
                line,
            )
        top, bottom = (centre[0], centre[1] - radius), (centre[0], centre[1] + radius)
        pygame.draw.line(globe, OCEAN_LINE, top, bottom, line)
        for lat in (-0.5, 0.0, 0.5):
            y = centre[1] + lat * radius
            half = math.sqrt(radius**2 - (lat * radius) ** 2)
            pygame.draw.line(globe, OCEAN_LINE, (centre[0] - half, y), (centre[0] + half, y), line)
        pygame.draw.circle(globe, OCEAN_LINE, centre, radius, line)
    return globe


def _towers(surface: pygame.Surface, detailed: bool) -> None:
    """Three hotels of a chain, the tallest in the middle: what a Tycoon player builds."""
    size = surface.get_width()
    base = size * 0.90
    for left, width, top in ((0.20, 0.19, 0.60), (0.405, 0.19, 0.44), (0.61, 0.19, 0.66)):
        rect = pygame.Rect(size * left, size * top, size * width, base - size * top)
        pygame.draw.rect(surface, GOLD, rect)
        shade = rect.copy()
        shade.width = rect.width // 4
        shade.right = rect.right
        pygame.draw.rect(surface, GOLD_SHADE, shade)
        if not detailed:
            continue
        win = size * 0.035
        gap = size * 0.028
        cols = 3
        x0 = rect.left + (rect.width - cols * win - (cols - 1) * gap) / 2
        y = rect.top + gap * 1.4
        while y + win < base - gap:
            for c in range(cols):
                pygame.draw.rect(surface, WINDOW, pygame.Rect(x0 + c * (win + gap), y, win, win))
            y += win + gap


def _plane(surface: pygame.Surface, detailed: bool) -> None:
    """A jet seen from above, nose towards the upper right: the next city is one flight away."""
    size = surface.get_width()
    # Plane outline in its own frame: x along the fuselage (nose at +1), y across (wing tips +-1).
    outline = [
        (1.00, 0.00),
        (0.88, 0.07),
        (0.25, 0.09),
        (-0.10, 0.70),
        (-0.26, 0.70),
        (-0.06, 0.09),
        (-0.55, 0.08),
        (-0.70, 0.32),
        (-0.80, 0.32),
        (-0.72, 0.00),
        (-0.80, -0.32),
        (-0.70, -0.32),
        (-0.55, -0.08),
        (-0.06, -0.09),
        (-0.26, -0.70),
        (-0.10, -0.70),
        (0.25, -0.09),
        (0.88, -0.07),
    ]
    centre = (size * 0.60, size * 0.30)
    scale = size * 0.26
    angle = math.radians(-35)
    cos_a, sin_a = math.cos(angle), math.sin(angle)
    points = [
        (centre[0] + scale * (x * cos_a - y * sin_a), centre[1] + scale * (x * sin_a + y * cos_a))
        for x, y in outline
    ]
    if detailed:
        trail = pygame.Surface((size, size), pygame.SRCALPHA)
        tail = (centre[0] - scale * 0.8 * cos_a, centre[1] - scale * 0.8 * sin_a)
        width = max(2, round(size * 0.018))
        for i in range(7):
            t0, t1 = i / 7, (i + 0.55) / 7
            a = (tail[0] - t0 * size * 0.34, tail[1] + t0 * size * 0.30 - t0 * t0 * size * 0.05)
            b = (tail[0] - t1 * size * 0.34, tail[1] + t1 * size * 0.30 - t1 * t1 * size * 0.05)
            pygame.draw.line(trail, TRAIL, a, b, width)
        surface.blit(trail, (0, 0))
    pygame.draw.polygon(surface, PLANE, points)


def draw_icon(size: int) -> pygame.Surface:
    """The icon at `size` pixels: drawn large, then averaged down for smooth edges."""
    detailed = size > SMALL
    big = max(CANVAS, size * 4)
    art = _sky(big)
    art.blit(_globe(big, detailed), (0, 0))
    _towers(art, detailed)
    _plane(art, detailed)
    art.blit(_rounded_stencil(big), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return pygame.transform.smoothscale(art, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def _dib_bytes(surface: pygame.Surface) -> bytes:
    """A 32-bit BMP image as .ico stores it: bottom-up BGRA plus an all-clear AND mask.

    The classic format keeps the small sizes readable by every Windows tool that still
    chokes on PNG entries below 256 px.
    """
    size = surface.get_width()
    rows = pygame.image.tobytes(surface, "RGBA")
    stride = size * 4
    pixels = bytearray()
    for y in range(size - 1, -1, -1):
        row = rows[y * stride : (y + 1) * stride]
        for x in range(0, stride, 4):
            r, g, b, a = row[x : x + 4]
            pixels += bytes((b, g, r, a))
    mask_stride = ((size + 31) // 32) * 4
    header = struct.pack("<IiiHHIIiiII", 40, size, size * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    return header + bytes(pixels) + bytes(mask_stride * size)


def ico_bytes(images: dict[int, pygame.Surface]) -> bytes:
    entries = []
    for size in sorted(images):
        data = png_bytes(images[size]) if size >= 256 else _dib_bytes(images[size])
        entries.append((size, data))
    offset = 6 + 16 * len(entries)
    head = struct.pack("<HHH", 0, 1, len(entries))
    table = b""
    body = b""
    for size, data in entries:
        edge = 0 if size >= 256 else size
        table += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset + len(body))
        body += data
    return head + table + body


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    chunks = b"".join(
        code + struct.pack(">I", len(pngs[size]) + 8) + pngs[size] for code, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", len(chunks) + 8) + chunks


def build() -> dict[str, bytes]:
    """Every icon file by name, so a test can compare them with what is committed."""
    sizes = sorted(set(LINUX_SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    images = {size: draw_icon(size) for size in sizes}
    pngs = {size: png_bytes(image) for size, image in images.items()}
    files = {"tycoon.png": pngs[256]}
    files.update({f"tycoon-{size}.png": pngs[size] for size in LINUX_SIZES})
    files["tycoon.ico"] = ico_bytes({size: images[size] for size in ICO_SIZES})
    files["tycoon.icns"] = icns_bytes(pngs)
    return files


def main() -> int:
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    for name, data in build().items():
        (ICON_DIR / name).write_bytes(data)
        print(f"{ICON_DIR / name}  {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
