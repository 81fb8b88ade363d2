"""The title backdrop, painted in code: a night over the world of Tycoon.

A globe's horizon, the nine cities of the board linked by flight paths, a plane under way and a
skyline of hotel towers. Painted once per scene visit (a few milliseconds), never at import.
"""

from __future__ import annotations

import math
import random

import pygame

SKY_TOP = (8, 14, 28)
SKY_BOTTOM = (22, 40, 70)
GLOBE = (17, 32, 58)
GLOBE_LINES = (34, 56, 92)
ROUTE = (214, 170, 86)
CITY = (246, 216, 150)
TOWER = (7, 12, 22)
WINDOW_LIT = (240, 196, 110)
PLANE = (246, 234, 210)

# The 3x3 board (rows: price class A, B, C) as a constellation on the right half.
CITY_GRID_ORIGIN = (760, 150)
CITY_GRID_STEP = (170, 120)


def paint_backdrop(size: tuple[int, int], *, seed: int = 1) -> pygame.Surface:
    surface = pygame.Surface(size).convert()
    rng = random.Random(seed)
    _sky(surface)
    _stars(surface, rng)
    _globe(surface)
    _routes(surface)
    _skyline(surface, rng)
    _menu_shade(surface)
    return surface


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def _sky(surface: pygame.Surface) -> None:
    # One pixel column stretched sideways: the title is on screen ~10 ms sooner than drawing
    # 800 lines.
    width, height = surface.get_size()
    column = pygame.Surface((1, height))
    for y in range(height):
        column.set_at((0, y), _mix(SKY_TOP, SKY_BOTTOM, y / height))
    surface.blit(pygame.transform.scale(column, (width, height)), (0, 0))


def _stars(surface: pygame.Surface, rng: random.Random) -> None:
    width, height = surface.get_size()
    for _ in range(140):
        x, y = rng.randrange(width), rng.randrange(int(height * 0.6))
        shade = rng.randrange(70, 170)
        surface.set_at((x, y), (shade, shade, min(255, shade + 30)))


def _globe(surface: pygame.Surface) -> None:
    width, height = surface.get_size()
    centre = (int(width * 0.68), int(height * 1.55))
    radius = int(height * 1.05)
    pygame.draw.circle(surface, GLOBE, centre, radius)
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for step in range(1, 7):
        tilt = radius * step / 7
        rect = pygame.Rect(0, 0, int(tilt * 2), radius * 2)
        rect.center = centre
        pygame.draw.ellipse(layer, (*GLOBE_LINES, 120), rect, 1)
    for step in range(1, 6):
        r = radius * step / 6
        pygame.draw.circle(layer, (*GLOBE_LINES, 110), centre, int(r), 1)
    surface.blit(layer, (0, 0))
    pygame.draw.circle(surface, (60, 94, 140), centre, radius, 2)


def _city_points() -> list[list[tuple[float, float]]]:
    ox, oy = CITY_GRID_ORIGIN
    dx, dy = CITY_GRID_STEP
    # A slight perspective: lower rows spread wider, as if lying on the globe.
    return [[(ox + (col - 1) * dx * (1 + row * 0.12) + dx, oy + row * dy)
             for col in range(3)] for row in range(3)]


def _arc(a: tuple[float, float], b: tuple[float, float], lift: float) -> list[tuple[float, float]]:
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 - lift)
    points = []
    for i in range(33):
        t = i / 32
        x = (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * mid[0] + t ** 2 * b[0]
        y = (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * mid[1] + t ** 2 * b[1]
        points.append((x, y))
    return points


def _routes(surface: pygame.Surface) -> None:
    grid = _city_points()
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pairs = []
    for row in range(3):
        for col in range(3):
            if col < 2:
                pairs.append((grid[row][col], grid[row][col + 1]))
            if row < 2:
                pairs.append((grid[row][col], grid[row + 1][col]))
    for a, b in pairs:
        points = _arc(a, b, 26)
        for i in range(0, len(points) - 1, 2):  # dashed
            pygame.draw.aaline(layer, (*ROUTE, 150), points[i], points[i + 1])
    surface.blit(layer, (0, 0))
    for row_index, row in enumerate(grid):
        size = 7 - 2 * row_index  # price class A cities shine brightest
        reach = 12 + 3 * size
        for x, y in row:
            glow = pygame.Surface((2 * reach + 2, 2 * reach + 2), pygame.SRCALPHA)
            for r in range(reach, 4, -3):
                pygame.draw.circle(glow, (*CITY, 14), (reach + 1, reach + 1), r)
            surface.blit(glow, (x - reach - 1, y - reach - 1))
            pygame.draw.circle(surface, CITY, (round(x), round(y)), size)
            pygame.draw.circle(surface, SKY_TOP, (round(x), round(y)), max(1, size - 3))
    _plane(surface, _arc(grid[0][0], grid[0][1], 26), 0.62)


def _plane(surface: pygame.Surface, path: list[tuple[float, float]], t: float) -> None:
    index = int(t * (len(path) - 1))
    (x0, y0), (x1, y1) = path[index], path[index + 1]
    angle = math.atan2(y1 - y0, x1 - x0)
    # Fuselage, wings and tail as one silhouette, pointing along the route.
    shape = [(14, 0), (4, -2), (-2, -12), (-6, -12), (-2, -2), (-10, -2), (-13, -7),
             (-15, -7), (-13, 0), (-15, 7), (-13, 7), (-10, 2), (-2, 2), (-6, 12),
             (-2, 12), (4, 2)]
    cos, sin = math.cos(angle), math.sin(angle)
    points = [(x0 + px * cos - py * sin, y0 + px * sin + py * cos) for px, py in shape]
    pygame.draw.polygon(surface, PLANE, points)


def _skyline(surface: pygame.Surface, rng: random.Random) -> None:
    width, height = surface.get_size()
    x = int(width * 0.43)
    while x < width:
        tower_w = rng.randrange(34, 74)
        tower_h = rng.randrange(70, 210)
        top = height - tower_h
        pygame.draw.rect(surface, TOWER, (x, top, tower_w, tower_h))
        if rng.random() < 0.3:  # a roof sign mast
            pygame.draw.line(surface, TOWER, (x + tower_w // 2, top),
                             (x + tower_w // 2, top - 18), 2)
        for wy in range(top + 10, height - 8, 14):
            for wx in range(x + 6, x + tower_w - 8, 11):
                if rng.random() < 0.28:
                    surface.fill(WINDOW_LIT, (wx, wy, 5, 7))
        x += tower_w + rng.randrange(2, 10)


def _menu_shade(surface: pygame.Surface) -> None:
    """Darken the left side so the menu reads calmly over the picture."""
    width, height = surface.get_size()
    edge = int(width * 0.5)
    row = pygame.Surface((edge, 1), pygame.SRCALPHA)
    for x in range(edge):
        row.set_at((x, 0), (6, 10, 20, int(200 * (1 - x / edge) ** 1.4)))
    surface.blit(pygame.transform.scale(row, (edge, height)), (0, 0))
