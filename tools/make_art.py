"""Render the Tycoon board art into assets/board/: the world map backdrop and nine city skylines.

Everything is drawn here in code (hand-made continent outlines in longitude/latitude, skylines
from rectangles and polygons), so the art is ours and can be redrawn at any size. Shapes are drawn
at three times the target size and smoothly scaled down, which gives soft, anti-aliased edges.
Run: `.venv/bin/python tools/make_art.py` (headless is fine).
"""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "board"
sys.path.insert(0, str(ROOT))
from game.tycoon.view import layout  # noqa: E402

SS = 3  # supersampling factor

# Longitude/latitude outlines, simplified by hand (coarse on purpose: the map is a backdrop).
CONTINENTS: dict[str, list[tuple[float, float]]] = {
    "north_america": [
        (-168, 66), (-162, 70), (-156, 71), (-140, 70), (-128, 70), (-115, 68), (-95, 72),
        (-85, 70), (-80, 63), (-94, 59), (-92, 55), (-82, 53), (-79, 55), (-77, 60), (-72, 62),
        (-65, 60), (-61, 56), (-56, 52), (-60, 47), (-66, 44), (-70, 42), (-74, 40), (-76, 35),
        (-81, 31), (-80, 25), (-82, 27), (-84, 30), (-90, 29), (-95, 29), (-97, 26), (-97, 22),
        (-95, 19), (-91, 18), (-88, 21), (-87, 16), (-83, 15), (-83, 10), (-79, 9), (-77, 8),
        (-80, 7), (-85, 11), (-92, 15), (-97, 16), (-105, 20), (-106, 23), (-110, 23),
        (-112, 29), (-115, 31), (-117, 32), (-120, 34), (-124, 40), (-124, 46), (-123, 49),
        (-130, 54), (-135, 58), (-140, 60), (-148, 61), (-152, 58), (-158, 57), (-165, 55),
        (-162, 60), (-165, 63),
    ],
    "greenland": [
        (-73, 78), (-60, 82), (-30, 83), (-20, 80), (-20, 72), (-25, 69), (-40, 65), (-43, 60),
        (-50, 63), (-53, 67), (-55, 72), (-65, 76),
    ],
    "south_america": [
        (-77, 8), (-72, 12), (-64, 11), (-60, 9), (-52, 5), (-50, 0), (-44, -2), (-35, -6),
        (-35, -9), (-39, -15), (-40, -21), (-45, -23), (-48, -27), (-53, -34), (-58, -35),
        (-57, -38), (-62, -39), (-65, -42), (-64, -46), (-68, -50), (-69, -55), (-72, -54),
        (-74, -50), (-75, -45), (-73, -37), (-71, -30), (-70, -18), (-76, -14), (-80, -6),
        (-81, -2), (-80, 1), (-78, 3),
    ],
    "eurasia": [
        (-9, 37), (-9, 43), (-2, 43.5), (-1, 46), (-4, 48), (2, 51), (5, 53), (8, 54), (9, 57),
        (11, 56), (13, 55), (18, 55), (21, 57), (24, 60), (22, 61), (21, 64), (18, 63),
        (17, 61), (18, 60), (16, 56), (12, 56), (11, 59), (7, 58), (5, 61), (8, 63), (14, 66),
        (18, 69), (25, 71), (33, 70), (41, 67), (44, 68), (55, 69), (68, 69), (73, 72),
        (80, 73), (100, 77), (112, 74), (130, 71), (140, 72), (160, 70), (170, 70), (180, 68),
        (180, 65), (178, 62), (170, 60), (163, 58), (160, 54), (156, 51), (155, 57), (162, 61),
        (158, 62), (150, 59), (142, 59), (136, 55), (140, 52), (135, 44), (130, 42),
        (129, 35), (126, 35), (126, 38), (122, 40), (118, 38), (122, 37), (120, 32),
        (122, 30), (119, 25), (114, 22), (110, 21), (108, 19), (109, 12), (106, 9), (105, 10),
        (103, 13), (100, 13), (102, 6), (104, 1.5), (101, 3), (98, 8), (98, 16), (94, 17),
        (92, 22), (88, 22), (86, 20), (80, 15), (80, 10), (77, 8), (73, 16), (72, 21),
        (67, 24), (62, 25), (57, 26), (56, 24), (59, 22), (57, 19), (53, 16), (45, 13),
        (43, 13), (40, 20), (35, 28), (32.5, 30), (35, 33), (36, 36), (30, 36), (27, 37),
        (26, 40), (23, 40), (24, 38), (22, 37), (21, 39), (19, 42), (13, 45), (12, 44),
        (16, 41), (18, 40), (16, 38), (15, 40), (12, 42), (10, 44), (8, 44), (3, 43),
        (0, 41), (-1, 38), (-2, 37), (-5, 36),
    ],
    "africa": [
        (-17, 21), (-17, 15), (-15, 11), (-13, 8), (-8, 4.5), (-4, 5), (2, 6), (6, 4), (9, 4),
        (10, 2), (9, -1), (12, -5), (13, -9), (12, -17), (15, -27), (18, -33), (20, -35),
        (25, -34), (30, -31), (33, -26), (35, -24), (35, -20), (40, -15), (40, -10), (39, -5),
        (42, 0), (48, 5), (51, 11), (44, 11), (43, 12), (38, 18), (37, 22), (34, 28),
        (32.5, 30), (31, 31.5), (25, 32), (20, 31), (19, 30), (15, 32), (11, 33), (10, 37),
        (3, 37), (-2, 35), (-6, 36), (-10, 30), (-13, 28),
    ],
    "madagascar": [(44, -25), (47, -25), (50, -15), (49, -12), (44, -17)],
    "australia": [
        (114, -22), (114, -26), (115, -34), (118, -35), (123, -34), (129, -32), (135, -35),
        (138, -35), (141, -38), (146, -39), (150, -37), (153, -31), (153, -26), (150, -22),
        (146, -19), (145, -15), (142, -11), (141, -17), (137, -16), (136, -12), (131, -11),
        (126, -14), (122, -18),
    ],
    "japan": [
        (130, 31), (132, 34), (135, 34), (140, 35), (141, 38), (141.5, 41), (140, 40.5),
        (139, 37), (136, 36), (133, 35), (130, 33.5),
    ],
    "hokkaido": [(140, 42), (145, 43), (142, 45.5)],
    "britain": [
        (-5, 50), (1, 51), (2, 53), (0, 54), (-2, 56), (-2, 58), (-5, 58.5), (-6, 56),
        (-5, 55), (-3, 54), (-4, 53), (-5, 52), (-4, 51.5),
    ],
    "ireland": [(-10, 52), (-6, 52), (-6, 55), (-8, 55), (-10, 54)],
    "iceland": [(-24, 65), (-14, 66), (-14, 64.5), (-22, 63.5)],
    "cuba": [(-85, 22), (-74, 20), (-78, 22.5)],
    "sumatra": [(95, 5), (98, 4), (104, -2), (106, -6), (102, -4), (96, 3)],
    "borneo": [(109, 1), (112, 3), (117, 7), (119, 5), (118, 1), (116, -4), (111, -3), (109, -1)],
    "java": [(105, -7), (114, -8.5), (107, -6)],
    "new_guinea": [
        (131, -1), (135, -3), (141, -3), (148, -8), (150, -10), (143, -9), (138, -8), (132, -3),
    ],
    "philippines": [(120, 18), (122, 18), (124, 13), (126, 7), (122, 7), (121, 14)],
    "new_zealand": [
        (172, -34), (175, -37), (178, -38), (175, -41), (174, -41), (171, -44), (167, -46),
        (170, -46), (173, -42),
    ],
}

LON_RANGE = (-140.0, 182.0)
LAT_RANGE = (80.0, -56.0)
OCEAN_TOP = (22, 56, 86)
OCEAN_BOTTOM = (14, 38, 62)
LAND = (196, 183, 138)
LAND_EDGE = (150, 132, 92)
COAST_GLOW = (64, 110, 140)


def miller(lat: float) -> float:
    """Miller's projection: a world map without Mercator's giant poles."""
    return 1.25 * math.log(math.tan(math.pi / 4 + 0.4 * math.radians(lat)))


def project(lon: float, lat: float, size: tuple[int, int]) -> tuple[float, float]:
    w, h = size
    x = (lon - LON_RANGE[0]) / (LON_RANGE[1] - LON_RANGE[0]) * w
    top, bottom = miller(LAT_RANGE[0]), miller(LAT_RANGE[1])
    y = (top - miller(lat)) / (top - bottom) * h
    return x, y


def vertical_gradient(size: tuple[int, int], top, bottom) -> pygame.Surface:
    surface = pygame.Surface(size)
    w, h = size
    for y in range(h):
        t = y / max(1, h - 1)
        colour = [round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)]
        pygame.draw.line(surface, colour, (0, y), (w, y))
    return surface


def world_map(size: tuple[int, int]) -> pygame.Surface:
    big = (size[0] * SS, size[1] * SS)
    sea = vertical_gradient(big, OCEAN_TOP, OCEAN_BOTTOM)
    grid = pygame.Surface(big, pygame.SRCALPHA)
    for lon in range(-120, 181, 30):
        x0, _ = project(lon, 0, big)
        pygame.draw.line(grid, (255, 255, 255, 22), (x0, 0), (x0, big[1]), SS)
    for lat in range(-45, 80, 15):
        _, y0 = project(0, lat, big)
        pygame.draw.line(grid, (255, 255, 255, 22 if lat else 40), (0, y0), (big[0], y0), SS)
    sea.blit(grid, (0, 0))
    glow = pygame.Surface(big, pygame.SRCALPHA)
    land = pygame.Surface(big, pygame.SRCALPHA)
    for outline in CONTINENTS.values():
        points = [project(lon, lat, big) for lon, lat in outline]
        pygame.draw.polygon(glow, (*COAST_GLOW, 120), points, 10 * SS)
        pygame.draw.polygon(land, LAND, points)
        pygame.draw.polygon(land, LAND_EDGE, points, 2 * SS)
    sea.blit(glow, (0, 0))
    shadow = land.copy()
    shadow.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MULT)
    sea.blit(shadow, (2 * SS, 3 * SS))
    sea.blit(land, (0, 0))
    _compass(sea, (int(big[0] * 0.5), int(big[1] * 0.93)), 26 * SS)
    return pygame.transform.smoothscale(sea, size)


def _compass(surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    cx, cy = centre
    colour = (230, 220, 190)
    pygame.draw.circle(surface, colour, centre, r, max(1, r // 14))
    for angle in range(0, 360, 90):
        a = math.radians(angle)
        tip = (cx + math.cos(a) * r * 1.25, cy + math.sin(a) * r * 1.25)
        side1 = (cx + math.cos(a + 1.57) * r * 0.18, cy + math.sin(a + 1.57) * r * 0.18)
        side2 = (cx + math.cos(a - 1.57) * r * 0.18, cy + math.sin(a - 1.57) * r * 0.18)
        pygame.draw.polygon(surface, colour, [tip, side1, centre, side2])


# --- skylines ------------------------------------------------------------------------------
# Each draws on a canvas of EMBLEM size * SS in one ink colour; coordinates are in target pixels
# and scaled by S() so the shapes read at a glance at 160 x 66.

INK = (52, 64, 86)
ACCENT = (196, 92, 60)


def _s(points):
    return [(x * SS, y * SS) for x, y in points]


def _rect(surface, x, y, w, h, colour=INK):
    pygame.draw.rect(surface, colour, (x * SS, y * SS, w * SS, h * SS))


def _poly(surface, points, colour=INK):
    pygame.draw.polygon(surface, colour, _s(points))


def _circle(surface, x, y, r, colour=INK, width=0):
    pygame.draw.circle(surface, colour, (x * SS, y * SS), r * SS, width * SS)


def _sun(surface, x, y, r):
    _circle(surface, x, y, r, (236, 176, 84))


def new_york(s):
    _sun(s, 130, 22, 11)
    for x, h in ((14, 30), (26, 42), (40, 24), (98, 34), (112, 46), (126, 28), (140, 38)):
        _rect(s, x, 66 - h, 12, h)
    _rect(s, 60, 16, 26, 50)
    _rect(s, 65, 8, 16, 8)
    _rect(s, 70, 2, 6, 6)
    _rect(s, 72, 0, 2, 3)
    for y in range(20, 62, 6):
        for x in (63, 69, 75, 81):
            _rect(s, x, y, 2, 3, (236, 210, 140))


def monaco(s):
    _sun(s, 26, 20, 10)
    _poly(s, [(0, 66), (30, 40), (60, 52), (90, 30), (130, 46), (160, 38), (160, 66)],
          (84, 110, 96))
    _rect(s, 56, 34, 48, 26)
    _circle(s, 80, 34, 13)
    _rect(s, 78, 16, 4, 8)
    for x in (60, 70, 86, 96):
        _rect(s, x, 40, 4, 20, (236, 210, 140))
    _poly(s, [(112, 60), (150, 60), (144, 66), (118, 66)])
    _poly(s, [(128, 58), (128, 38), (142, 58)], (240, 236, 226))


def tokyo(s):
    _poly(s, [(0, 66), (40, 26), (50, 22), (60, 26), (100, 66)], (120, 136, 160))
    _poly(s, [(40, 26), (50, 22), (60, 26), (55, 32), (50, 28), (45, 32)], (240, 240, 244))
    _poly(s, [(108, 66), (118, 2), (122, 2), (132, 66)], ACCENT)
    _poly(s, [(113, 66), (118, 30), (122, 30), (127, 66)], (242, 232, 214))
    _rect(s, 111, 30, 18, 3, ACCENT)
    _rect(s, 114, 14, 12, 3, ACCENT)
    for x, h in ((10, 14), (70, 20), (84, 26), (140, 22), (150, 16)):
        _rect(s, x, 66 - h, 10, h)
    _sun(s, 30, 12, 8)


def mexico_city(s):
    _sun(s, 130, 18, 11)
    for i in range(5):
        _rect(s, 30 + i * 8, 62 - i * 9, 80 - i * 16, 9)
    _rect(s, 62, 10, 16, 8)
    _rect(s, 68, 18, 4, 48, (236, 210, 140))
    _rect(s, 130, 34, 6, 32, (72, 120, 80))
    _rect(s, 122, 42, 4, 12, (72, 120, 80))
    _rect(s, 122, 50, 10, 4, (72, 120, 80))
    _rect(s, 140, 38, 4, 12, (72, 120, 80))
    _rect(s, 134, 46, 10, 4, (72, 120, 80))


def cairo(s):
    _sun(s, 136, 16, 12)
    _poly(s, [(6, 66), (44, 18), (82, 66)])
    _poly(s, [(44, 18), (82, 66), (60, 66)], (80, 90, 112))
    _poly(s, [(70, 66), (100, 32), (130, 66)])
    _poly(s, [(100, 32), (130, 66), (114, 66)], (80, 90, 112))
    _poly(s, [(122, 66), (140, 46), (158, 66)])
    _rect(s, 0, 64, 160, 2, (170, 140, 90))


def hong_kong(s):
    _poly(s, [(0, 66), (0, 30), (40, 16), (80, 34), (80, 66)], (84, 110, 96))
    for x, h in ((20, 34), (34, 48), (50, 40), (64, 58), (80, 44), (96, 52)):
        _rect(s, x, 62 - h, 12, h)
    _poly(s, [(64, 4), (70, 0), (76, 4)])
    _rect(s, 0, 60, 160, 6, (70, 110, 150))
    _poly(s, [(114, 60), (150, 60), (146, 64), (118, 64)], (90, 60, 40))
    _poly(s, [(124, 58), (126, 24), (142, 58)], ACCENT)
    _poly(s, [(130, 58), (134, 34), (146, 56)], (220, 120, 80))


def rio_de_janeiro(s):
    _poly(s, [(0, 66), (10, 40), (22, 20), (34, 18), (44, 40), (56, 66)], (84, 110, 96))
    _poly(s, [(56, 66), (66, 50), (76, 48), (84, 66)], (84, 110, 96))
    _poly(s, [(90, 66), (106, 34), (118, 28), (136, 40), (150, 66)], (96, 124, 104))
    _rect(s, 116, 10, 4, 20)
    _rect(s, 108, 14, 20, 3)
    _rect(s, 0, 62, 160, 4, (70, 110, 150))
    _sun(s, 74, 16, 8)


def cape_town(s):
    _poly(s, [(0, 66), (20, 22), (120, 20), (140, 36), (160, 66)], (96, 110, 120))
    _rect(s, 20, 18, 100, 5, (240, 240, 244))
    _rect(s, 0, 58, 160, 8, (70, 110, 150))
    _rect(s, 140, 26, 8, 34, (240, 236, 226))
    _rect(s, 140, 34, 8, 5, ACCENT)
    _rect(s, 140, 46, 8, 5, ACCENT)
    _poly(s, [(138, 26), (144, 18), (150, 26)], ACCENT)
    _sun(s, 80, 8, 6)


def sydney(s):
    _sun(s, 20, 14, 8)
    _rect(s, 14, 58, 92, 6, (150, 110, 90))
    for x, h, w in ((20, 30, 26), (38, 40, 30), (60, 32, 26), (78, 22, 20)):
        _poly(s, [(x, 58), (x + w * 0.35, 58 - h), (x + w, 58)], (236, 238, 242))
        _poly(s, [(x + w * 0.35, 58 - h), (x + w * 0.55, 58), (x + w, 58)], (196, 202, 214))
    pygame.draw.arc(s, INK, (106 * SS, 24 * SS, 56 * SS, 60 * SS), 0, math.pi, 4 * SS)
    _rect(s, 106, 52, 56, 3)
    _rect(s, 0, 63, 160, 3, (70, 110, 150))


SKYLINES = {
    "new_york": new_york, "monaco": monaco, "tokyo": tokyo,
    "mexico_city": mexico_city, "cairo": cairo, "hong_kong": hong_kong,
    "rio_de_janeiro": rio_de_janeiro, "cape_town": cape_town, "sydney": sydney,
}


def skyline(draw) -> pygame.Surface:
    size = layout.emblem_rect(0).size
    big = pygame.Surface((size[0] * SS, size[1] * SS), pygame.SRCALPHA)
    draw(big)
    return pygame.transform.smoothscale(big, size)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    pygame.image.save(world_map(layout.BOARD.size), str(OUT / "world.png"))
    for name, draw in SKYLINES.items():
        pygame.image.save(skyline(draw), str(OUT / f"skyline_{name}.png"))
    print(f"wrote {len(SKYLINES) + 1} images to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
