"""Speedtycoon's pictures, drawn in code: a building tile per branch with its highway sides and
price, the headquarters, the special zones, and a money card per currency.

Each branch has its own colour AND its own pictogram (a crate, a factory, a bolt, a bank, a
chip, towers), so a colour-blind player tells them apart; everything is drawn at the size
asked and stays readable at the 64 px cells of the empire grid. Pictures are cached per
(what, size), since the grid draws dozens of them every frame.
"""

from __future__ import annotations

import math

import pygame

from game.speedtycoon.rules.data import (
    CARD_CUR,
    CARD_VALUE,
    CURRENCIES,
    DIRS,
    EXCHANGE_FIRST,
    EXCHANGE_PAIRS,
    HQ,
    ROW,
    SPECIAL_FIRST,
    TILE_BRANCH,
    TILE_PRICE,
    TILE_SIDES,
    ZONE_AXIS,
    ZONE_IDS,
    E,
    N,
    S,
    W,
)
from game.ui.palette import GOLD, INK, PAPER, SEAT_DARK, SEAT_RGB
from game.ui.text import blit_text

RGB = tuple[int, int, int]

#: Branch colours (Logistik .. Wolkenkratzer), chosen apart in hue and in lightness.
BRANCH_RGB: tuple[RGB, ...] = (
    (214, 148, 58),   # logistics: amber
    (128, 132, 142),  # industry: steel grey
    (236, 212, 64),   # energy: yellow
    (52, 140, 96),    # finance: green
    (62, 128, 214),   # technology: blue
    (168, 86, 160),   # skyscraper: violet
)
#: Currency colours ($ € 元 ¥), the card faces and the depot's groups. None is gold: gold
#: frames what the person selected, and a gold Yen card looked selected (issue 31).
CURRENCY_RGB: tuple[RGB, ...] = ((70, 150, 86), (60, 110, 200), (206, 64, 58), (150, 88, 190))
ROAD: RGB = (58, 62, 70)
ROAD_LINE: RGB = (236, 236, 226)
ZONE_RGB: RGB = (196, 200, 206)

_cache: dict[tuple, pygame.Surface] = {}


def _shade(rgb: RGB, factor: float) -> RGB:
    return tuple(max(0, min(255, int(v * factor))) for v in rgb)


def _cached(key: tuple, make) -> pygame.Surface:
    surface = _cache.get(key)
    if surface is None:
        if len(_cache) > 1024:
            _cache.clear()
        surface = _cache[key] = make()
    return surface


# --- pictograms -------------------------------------------------------------------------------

def draw_branch_icon(surface: pygame.Surface, branch: int, rect: pygame.Rect,
                     colour: RGB = INK) -> None:
    """The branch's pictogram filling ``rect`` (square), drawn in ``colour``."""
    x, y, s = rect.x, rect.y, rect.width
    line = max(1, s // 12)

    def p(fx: float, fy: float) -> tuple[int, int]:
        return x + round(fx * s), y + round(fy * s)

    if branch == 0:  # logistics: a crate with an arrow
        pygame.draw.rect(surface, colour, (*p(0.1, 0.3), round(0.55 * s), round(0.55 * s)), line)
        pygame.draw.line(surface, colour, p(0.1, 0.57), p(0.65, 0.57), line)
        pygame.draw.polygon(surface, colour, [p(0.7, 0.15), p(0.95, 0.3), p(0.7, 0.45)])
        pygame.draw.line(surface, colour, p(0.45, 0.3), p(0.72, 0.3), line)
    elif branch == 1:  # industry: a saw-tooth factory with a chimney
        pygame.draw.polygon(surface, colour, [
            p(0.05, 0.9), p(0.05, 0.5), p(0.3, 0.3), p(0.3, 0.5), p(0.55, 0.3), p(0.55, 0.5),
            p(0.7, 0.5), p(0.7, 0.1), p(0.85, 0.1), p(0.85, 0.5), p(0.95, 0.5), p(0.95, 0.9)])
    elif branch == 2:  # energy: a lightning bolt
        pygame.draw.polygon(surface, colour, [
            p(0.58, 0.02), p(0.18, 0.55), p(0.45, 0.55), p(0.35, 0.98), p(0.82, 0.4),
            p(0.54, 0.4)])
    elif branch == 3:  # finance: a bank with columns under a pediment
        pygame.draw.polygon(surface, colour, [p(0.05, 0.32), p(0.5, 0.06), p(0.95, 0.32)])
        for fx in (0.14, 0.38, 0.62, 0.86):
            pygame.draw.rect(surface, colour, (*p(fx - 0.06, 0.38), round(0.12 * s),
                                               round(0.42 * s)))
        pygame.draw.rect(surface, colour, (*p(0.05, 0.84), round(0.9 * s), round(0.1 * s)))
    elif branch == 4:  # technology: a chip with pins
        pygame.draw.rect(surface, colour, (*p(0.25, 0.25), round(0.5 * s), round(0.5 * s)),
                         border_radius=max(1, s // 16))
        for f in (0.35, 0.5, 0.65):
            pygame.draw.line(surface, colour, p(f, 0.08), p(f, 0.92), line)
            pygame.draw.line(surface, colour, p(0.08, f), p(0.92, f), line)
        pygame.draw.rect(surface, colour, (*p(0.25, 0.25), round(0.5 * s), round(0.5 * s)))
    elif branch == 5:  # skyscraper: three towers, the middle one with a spire
        pygame.draw.rect(surface, colour, (*p(0.08, 0.45), round(0.24 * s), round(0.5 * s)))
        pygame.draw.rect(surface, colour, (*p(0.38, 0.2), round(0.24 * s), round(0.75 * s)))
        pygame.draw.line(surface, colour, p(0.5, 0.02), p(0.5, 0.2), line)
        pygame.draw.rect(surface, colour, (*p(0.68, 0.35), round(0.24 * s), round(0.6 * s)))


def branch_icon(branch: int, size: int, colour: RGB | None = None) -> pygame.Surface:
    """The pictogram alone (legend, players' column, info cards), in the branch colour."""
    colour = colour or BRANCH_RGB[branch]

    def make() -> pygame.Surface:
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        draw_branch_icon(out, branch, out.get_rect(), colour)
        return out

    return _cached(("icon", branch, size, colour), make)


def draw_axis_arrow(surface: pygame.Surface, axis: int, rect: pygame.Rect,
                    colour: RGB = INK) -> None:
    """A special zone's direction (D40): a double arrow ⟷ along its row or ↕ along its
    column, the way it counts buildings, drawn as a shape (no font has to carry it)."""
    horizontal = axis == ROW
    length = rect.width if horizontal else rect.height
    thick = max(2, length // 9)
    head = max(4, length // 4)

    def at(along: float, across: float) -> tuple[float, float]:
        if horizontal:
            return rect.x + along, rect.centery + across
        return rect.centerx + across, rect.y + along

    pygame.draw.polygon(surface, colour, [at(head, -thick / 2), at(length - head, -thick / 2),
                                          at(length - head, thick / 2), at(head, thick / 2)])
    for tip, base in ((0, head), (length, length - head)):
        pygame.draw.polygon(surface, colour, [at(tip, 0), at(base, -head * 0.7),
                                              at(base, head * 0.7)])


# --- tiles ------------------------------------------------------------------------------------

def _roads(surface: pygame.Surface, sides: int, size: int) -> None:
    """A highway from the tile's middle to every side it has one on."""
    width = max(4, size // 6)
    mid = size // 2
    ends = {N: (mid, 0), E: (size, mid), S: (mid, size), W: (0, mid)}
    for d in DIRS:
        if sides & d:
            pygame.draw.line(surface, ROAD, (mid, mid), ends[d], width)
            dash = max(1, width // 4)
            pygame.draw.line(surface, ROAD_LINE, (mid, mid), ends[d], dash)
    if sides:
        pygame.draw.circle(surface, ROAD, (mid, mid), width // 2 + 1)


def tile_image(tile: int, size: int = 64, colour: str | None = None) -> pygame.Surface:
    """A tile as it lies in the empire or the market: colour, pictogram, highways, code, price.
    `colour` is the seat whose city the tile stands in: its headquarters is that seat's
    emblem, so whose city is on view reads from the HQ (every HQ was gold, play-test 3). Only
    an HQ needs it, and an HQ only ever lies in a city."""
    if tile == HQ:
        return _cached(("hq", colour, size), lambda: _draw_hq_tile(colour, size))
    return _cached(("tile", tile, size), lambda: _draw_tile(tile, size))


def _octagon(rect: pygame.Rect, cut: float) -> list[tuple[float, float]]:
    x, y, r, b = rect.x, rect.y, rect.right - 1, rect.bottom - 1
    return [(x + cut, y), (r - cut, y), (r, y + cut), (r, b - cut), (r - cut, b), (x + cut, b),
            (x, b - cut), (x, y + cut)]


def _draw_hq_tile(colour: str, size: int) -> pygame.Surface:
    """The HQ in a city: the seat's emblem as an octagon in a broad light ring. Every building
    is a rounded square of its branch colour, and a blue, green or purple seat's HQ beside that
    branch's buildings read as one more of them (play-test 10); the shape and the ring tell it
    apart without the colour."""
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = out.get_rect()
    ring = max(3, size // 9)
    inner = rect.inflate(-2 * ring, -2 * ring)
    pygame.draw.polygon(out, PAPER, _octagon(rect, size * 0.26))
    pygame.draw.polygon(out, INK, _octagon(rect, size * 0.26), max(1, size // 32))
    pygame.draw.polygon(out, SEAT_RGB[colour], _octagon(inner, inner.width * 0.26))
    pygame.draw.polygon(out, SEAT_DARK[colour], _octagon(inner, inner.width * 0.26),
                        max(1, size // 32))
    _draw_hq(out, inner.inflate(-inner.width // 8, -inner.width // 8))
    return out


def _draw_tile(tile: int, size: int) -> pygame.Surface:
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = out.get_rect()
    radius = max(2, size // 10)
    if tile in ZONE_IDS:
        pygame.draw.rect(out, ZONE_RGB, rect, border_radius=radius)
        step = max(4, size // 8)
        for k in range(-size, size, step):
            pygame.draw.line(out, _shade(ZONE_RGB, 0.8), (k, size), (k + size, 0), 1)
        pygame.draw.rect(out, _shade(ZONE_RGB, 0.5), rect, max(2, size // 20),
                         border_radius=radius)
        draw_axis_arrow(out, ZONE_AXIS[tile], rect.inflate(-size // 5, -size // 5), INK)
        blit_text(out, str(TILE_PRICE[tile]), (size - size // 12, size // 24),
                  max(9, size // 5), INK, bold=True, align="right")
        return out
    branch = TILE_BRANCH[tile]
    base = BRANCH_RGB[branch]
    pygame.draw.rect(out, base, rect, border_radius=radius)
    _roads(out, TILE_SIDES[tile], size)
    icon = max(10, int(size * 0.46))
    plate = pygame.Rect(0, 0, icon + size // 10, icon + size // 10)
    plate.center = rect.center
    pygame.draw.rect(out, _shade(base, 1.25), plate, border_radius=max(2, size // 14))
    draw_branch_icon(out, branch, pygame.Rect(0, 0, icon, icon).move(
        plate.x + size // 20, plate.y + size // 20), INK)
    pygame.draw.rect(out, _shade(base, 0.55), rect, max(2, size // 24), border_radius=radius)
    small = max(9, size // 5)
    blit_text(out, str(TILE_PRICE[tile]), (size - size // 12, size // 24), small, INK,
              bold=True, align="right")
    return out


TUNNEL_STONE: RGB = (168, 152, 124)


def tunnel_mark(size: int) -> pygame.Surface:
    """A tunnel (Tunnel & Brücken) on a highway joint: a stone portal with its dark arched
    mouth, drawn across the joint where two cells meet (a dot read as a crumb, issue 31)."""

    def make() -> pygame.Surface:
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        portal = pygame.Rect(0, size // 8, size, size - size // 8)
        pygame.draw.rect(out, TUNNEL_STONE, portal, border_radius=max(2, size // 5))
        pygame.draw.rect(out, INK, portal, max(1, size // 12), border_radius=max(2, size // 5))
        mouth = portal.inflate(-size // 2, -size // 4)
        mouth.bottom = portal.bottom
        pygame.draw.ellipse(out, INK, (mouth.x, mouth.y, mouth.w, mouth.w))
        pygame.draw.rect(out, INK, (mouth.x, mouth.y + mouth.w // 2, mouth.w,
                                    mouth.h - mouth.w // 2))
        for fx in (0.18, 0.82):  # the portal's stones beside the mouth
            pygame.draw.line(out, _shade(TUNNEL_STONE, 0.7), (round(fx * size), portal.y + 3),
                             (round(fx * size), portal.bottom - 3), 1)
        return out

    return _cached(("tunnel", size), make)


def _draw_hq(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The headquarters: a tower with gold windows and a gold flag (the HQ's mark, which
    reads on every seat colour: a red flag vanished on the red seat) over a plinth."""
    x, y, s = rect.x, rect.y, rect.width
    pygame.draw.rect(surface, INK, (x + s * 0.1, y + s * 0.82, s * 0.8, s * 0.16))
    pygame.draw.rect(surface, INK, (x + s * 0.3, y + s * 0.25, s * 0.4, s * 0.6))
    for row in range(3):
        for col in range(2):
            pygame.draw.rect(surface, GOLD, (x + s * (0.36 + col * 0.16),
                                             y + s * (0.33 + row * 0.16), s * 0.1, s * 0.08))
    pygame.draw.line(surface, INK, (x + s * 0.5, y + s * 0.25), (x + s * 0.5, y), 2)
    flag = [(x + s * 0.5, y), (x + s * 0.8, y + s * 0.09), (x + s * 0.5, y + s * 0.18)]
    pygame.draw.polygon(surface, GOLD, flag)
    pygame.draw.polygon(surface, INK, flag, 1)


# --- money ------------------------------------------------------------------------------------

def currency_sign(currency: int) -> str:
    return CURRENCIES[currency]


def card_image(card: int, size: tuple[int, int] = (48, 68)) -> pygame.Surface:
    """A money card: the currency's colour and sign with the value; exchange cards show both
    currencies split diagonally; special cards a gold back with a star."""
    return _cached(("card", card, size), lambda: _draw_card(card, size))


def _star(surface: pygame.Surface, centre: tuple[int, int], radius: float) -> None:
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        angle = math.pi / 2 + k * math.pi / 5
        points.append((centre[0] + r * math.cos(angle), centre[1] - r * math.sin(angle)))
    pygame.draw.polygon(surface, INK, points)


def _draw_card(card: int, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    out = pygame.Surface(size, pygame.SRCALPHA)
    rect = out.get_rect()
    radius = max(2, w // 8)
    big = max(10, h // 3)
    if card >= SPECIAL_FIRST:
        pygame.draw.rect(out, GOLD, rect, border_radius=radius)
        pygame.draw.rect(out, INK, rect, 2, border_radius=radius)
        _star(out, rect.center, min(w, h) * 0.32)
        return out
    if card >= EXCHANGE_FIRST:
        a, b = EXCHANGE_PAIRS[(card - EXCHANGE_FIRST) // 2]
        pygame.draw.rect(out, CURRENCY_RGB[a], rect, border_radius=radius)
        pygame.draw.polygon(out, CURRENCY_RGB[b], [(w, 0), (w, h), (0, h)])
        label = f"{CURRENCIES[a]}{CURRENCIES[b]}"
    else:
        currency = CARD_CUR[card].bit_length() - 1
        pygame.draw.rect(out, CURRENCY_RGB[currency], rect, border_radius=radius)
        label = CURRENCIES[currency]
    inner = rect.inflate(-max(4, w // 6), -max(4, w // 6))
    pygame.draw.rect(out, PAPER, inner, max(1, w // 24), border_radius=radius)
    blit_text(out, label, (w // 2, h // 10), max(9, h // 5), PAPER, bold=True, align="center",
              width=w - 6)
    blit_text(out, str(CARD_VALUE[card]), (w // 2, h // 2 - big // 3), big, PAPER, bold=True,
              align="center")
    pygame.draw.rect(out, INK, rect, 1, border_radius=radius)
    return out


def seat_emblem(colour: str, size: int) -> pygame.Surface:
    """A seat's mark (seat rows, curtain, players' column, its city's HQ): its HQ tower on its
    colour."""

    def make() -> pygame.Surface:
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        rect = out.get_rect()
        pygame.draw.rect(out, SEAT_RGB[colour], rect, border_radius=max(2, size // 8))
        pygame.draw.rect(out, SEAT_DARK[colour], rect, max(1, size // 16),
                         border_radius=max(2, size // 8))
        _draw_hq(out, rect.inflate(-size // 4, -size // 4))
        return out

    return _cached(("emblem", colour, size), make)
