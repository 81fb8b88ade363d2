"""The pieces on the board: planes, hotels, factories, ticket cards, floating cash texts.

Every piece image is drawn once in code (three times larger, then smoothly scaled down for soft
edges) and cached, so a frame only blits. Each colour also has its own plane shape and its own
glyph on hotels and factories, so players who cannot tell red from green still can tell pieces
apart.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from game.tycoon.rules import board
from game.tycoon.view.layout import CASH_FLOAT_SIZE
from game.tycoon.view.texts import Texts
from game.ui import fonts
from game.ui.palette import INK, PAPER, SEAT_DARK, SEAT_RGB

SS = 3

#: Tycoon's four seat colours, from the house palette (each has its own plane shape below).
PLAYER_RGB: dict[str, tuple[int, int, int]] = {c: SEAT_RGB[c] for c in board.PLAYER_COLOURS}
PLAYER_DARK: dict[str, tuple[int, int, int]] = {c: SEAT_DARK[c] for c in board.PLAYER_COLOURS}

# Plane outlines pointing right (+x), in units of half the plane's length.
PLANE_SHAPES: dict[str, list[tuple[float, float]]] = {
    # red: a jet with swept wings
    "red": [(1.0, 0), (0.7, 0.1), (0.1, 0.12), (-0.35, 0.85), (-0.5, 0.85), (-0.25, 0.12),
            (-0.75, 0.12), (-0.95, 0.42), (-1.0, 0.42), (-0.9, 0), (-1.0, -0.42), (-0.95, -0.42),
            (-0.75, -0.12), (-0.25, -0.12), (-0.5, -0.85), (-0.35, -0.85), (0.1, -0.12),
            (0.7, -0.1)],
    # blue: a propeller plane with straight wings
    "blue": [(0.95, 0.08), (0.6, 0.14), (0.35, 0.14), (0.35, 0.95), (0.05, 0.95), (0.05, 0.14),
             (-0.7, 0.1), (-0.7, 0.4), (-0.95, 0.4), (-0.95, -0.4), (-0.7, -0.4), (-0.7, -0.1),
             (0.05, -0.14), (0.05, -0.95), (0.35, -0.95), (0.35, -0.14), (0.6, -0.14),
             (0.95, -0.08)],
    # yellow: a biplane, two stacked wings drawn as one wide double wing with a notch
    "yellow": [(0.9, 0.1), (0.55, 0.15), (0.55, 0.9), (0.35, 0.9), (0.3, 0.2), (0.15, 0.2),
               (0.1, 0.9), (-0.1, 0.9), (-0.1, 0.15), (-0.75, 0.1), (-0.8, 0.45), (-1.0, 0.45),
               (-0.95, 0), (-1.0, -0.45), (-0.8, -0.45), (-0.75, -0.1), (-0.1, -0.15),
               (-0.1, -0.9), (0.1, -0.9), (0.15, -0.2), (0.3, -0.2), (0.35, -0.9),
               (0.55, -0.9), (0.55, -0.15), (0.9, -0.1)],
    # green: a delta wing
    "green": [(1.0, 0), (0.5, 0.12), (-0.7, 0.9), (-0.8, 0.9), (-0.6, 0.12), (-1.0, 0.1),
              (-1.0, -0.1), (-0.6, -0.12), (-0.8, -0.9), (-0.7, -0.9), (0.5, -0.12)],
}


def _glyph(surface: pygame.Surface, colour: str, centre: tuple[float, float], r: float) -> None:
    """The colour's own small sign on hotels and factories (triangle, square, ring, diamond)."""
    cx, cy = centre
    white = (255, 255, 255)
    if colour == "red":
        pygame.draw.polygon(surface, white, [(cx, cy - r), (cx + r * 0.95, cy + r * 0.7),
                                             (cx - r * 0.95, cy + r * 0.7)])
    elif colour == "blue":
        pygame.draw.rect(surface, white, (cx - r * 0.75, cy - r * 0.75, r * 1.5, r * 1.5))
    elif colour == "yellow":
        pygame.draw.circle(surface, INK, (cx, cy), r * 0.9, max(1, int(r * 0.4)))
    else:
        pygame.draw.polygon(surface, white, [(cx, cy - r), (cx + r, cy), (cx, cy + r),
                                             (cx - r, cy)])


@cache
def plane_image(colour: str, length: int) -> pygame.Surface:
    size = length * SS
    big = pygame.Surface((size + 4 * SS, size + 4 * SS), pygame.SRCALPHA)
    half = size / 2
    centre = half + 2 * SS
    points = [(centre + x * half, centre + y * half) for x, y in PLANE_SHAPES[colour]]
    shadow = [(x + 2 * SS, y + 2 * SS) for x, y in points]
    pygame.draw.polygon(big, (0, 0, 0, 70), shadow)
    pygame.draw.polygon(big, PLAYER_RGB[colour], points)
    pygame.draw.polygon(big, PLAYER_DARK[colour], points, 2 * SS)
    return pygame.transform.smoothscale(big, (length + 4, length + 4))


@cache
def plane_rotated(colour: str, length: int, angle_step: int) -> pygame.Surface:
    """Rotations are quantized to 5 degree steps so a flight reuses a few dozen images."""
    return pygame.transform.rotate(plane_image(colour, length), -angle_step * 5)


def plane_at(colour: str, length: int, heading_deg: float) -> pygame.Surface:
    return plane_rotated(colour, length, round(heading_deg / 5) % 72)


@cache
def _plane_shadow(colour: str, length: int, angle_step: int) -> pygame.Surface:
    shadow = plane_rotated(colour, length, angle_step).copy()
    shadow.fill((0, 0, 0, 60), special_flags=pygame.BLEND_RGBA_MULT)
    return shadow


def plane_shadow(colour: str, length: int, heading_deg: float) -> pygame.Surface:
    return _plane_shadow(colour, length, round(heading_deg / 5) % 72)


@cache
def hotel_image(colour: str, diameter: int) -> pygame.Surface:
    size = diameter * SS
    big = pygame.Surface((size + 2 * SS, size + 2 * SS), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(big, (0, 0, 0, 80), (c + 2 * SS, c + 2 * SS), size / 2)
    pygame.draw.circle(big, PLAYER_RGB[colour], (c, c), size / 2)
    pygame.draw.circle(big, PLAYER_DARK[colour], (c, c), size / 2, 2 * SS)
    _glyph(big, colour, (c, c), size * 0.2)
    return pygame.transform.smoothscale(big, (diameter + 2, diameter + 2))


@cache
def factory_image(colour: str, width: int, height: int) -> pygame.Surface:
    w, h = width * SS, height * SS
    big = pygame.Surface((w + 2 * SS, h + 2 * SS), pygame.SRCALPHA)
    teeth = 3
    tooth = w / teeth
    roof = [(0, h)]
    for i in range(teeth):
        roof += [(i * tooth, h * 0.35), ((i + 1) * tooth, h * 0.05), ((i + 1) * tooth, h * 0.35)]
    roof += [(w, h)]
    pygame.draw.polygon(big, (0, 0, 0, 80), [(x + 2 * SS, y + 2 * SS) for x, y in roof])
    pygame.draw.polygon(big, PLAYER_RGB[colour], roof)
    pygame.draw.polygon(big, PLAYER_DARK[colour], roof, 2 * SS)
    _glyph(big, colour, (w / 2, h * 0.68), h * 0.2)
    return pygame.transform.smoothscale(big, (width + 2, height + 2))


# --- ticket cards ----------------------------------------------------------------------------

SCHEDULED_BAND = (48, 92, 150)
CHARTER_BAND = (186, 104, 46)


def _band_height(card_height: int) -> int:
    return max(12, card_height // 5)


def _card_base(size: tuple[int, int], band: tuple[int, int, int], label: str) -> pygame.Surface:
    w, h = size
    card = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(card, PAPER, card.get_rect(), border_radius=7)
    band_h = _band_height(h)
    pygame.draw.rect(card, band, (0, 0, w, band_h), border_top_left_radius=7,
                     border_top_right_radius=7)
    pygame.draw.rect(card, INK, card.get_rect(), 1, border_radius=7)
    caption = fonts.fit(label, max(9, band_h - 4), (255, 255, 255), w - 30, bold=True)
    card.blit(caption, (6, (band_h - caption.get_height()) // 2))
    return card


def _price_badge(card: pygame.Surface, price: int) -> None:
    w, h = card.get_size()
    r = max(8, h // 7)
    centre = (w - r - 3, r + 1)
    pygame.draw.circle(card, (250, 226, 120), centre, r)
    pygame.draw.circle(card, INK, centre, r, 1)
    label = fonts.text(str(price), int(r * 1.3), INK, bold=True)
    card.blit(label, label.get_rect(center=centre))


STOPS_MARGIN = 5  # between a ticket's "or 3 stops" and the card's edge


@cache
def _ticket_card(ticket_index: int, size: tuple[int, int], lang: str) -> pygame.Surface:
    texts = Texts(lang)
    t = board.TICKETS[ticket_index]
    w, h = size
    big = h >= 70
    name_size = 15 if big else 12
    if t.kind == board.SCHEDULED:
        card = _card_base(size, SCHEDULED_BAND, texts.t("tycoon_board.ticket.scheduled"))
        _city_lines(card, [_card_name(texts, t.dest)], name_size, h * 0.22 + 2, 0, big)
        box = 9 if big else 7
        y = h - box - (8 if big else 5)
        for i in range(t.stops):
            pygame.draw.rect(card, SCHEDULED_BAND, (6 + i * (box + 3), y, box, box))
        if big:  # right after its boxes, shrunk if need be ("oder 3 Stopps" ran off the card)
            left = 6 + t.stops * (box + 3) + 2
            stops = fonts.fit(texts.t("tycoon_board.ticket.stops", count=t.stops), 11, INK,
                              w - left - STOPS_MARGIN)
            card.blit(stops, (left, y + box // 2 - stops.get_height() // 2))
    else:
        card = _card_base(size, CHARTER_BAND, texts.t("tycoon_board.ticket.charter"))
        _city_lines(card, [_card_name(texts, c) for c in t.cities], name_size - 1,
                    h * 0.22 + (3 if big else 1), 6 if big else 3, big)
    _price_badge(card, t.cost)
    return card


def _card_name(texts: Texts, city: int) -> tuple[str, str | None]:
    """A city's name on a ticket card and its known short form (None: it has none)."""
    return texts.city(city), texts.city_short(city)


def _city_lines(card: pygame.Surface, names: list[tuple[str, str | None]], size: int,
                top: float, gap: int, big: bool) -> None:
    """The ticket's city names (each with its short form, or None) from `top` down, each at
    the card's `size`, `gap` px more between two names than between a name's own lines. A
    name too wide for one line is written in its short form («Рио», "Mexiko": «Рио-де-Жанейро»
    broke at its hyphens into three lines of a two-city charter card and read as more
    places, "Mexiko- / Stadt" as two; the ticket's hover card names it whole), else it breaks
    in two at a space or hyphen rather than shrink: at 9-11 px it was the smallest city on the
    table (play-test 3). A hand card keeps its bottom right corner for the key badge (from
    the second name on, or for a name that breaks), and a broken name there starts right
    under the band, the lines closer, so three fit above the stops."""
    w, h = card.get_size()
    lines = []  # (line, px before it)
    for i, (name, short) in enumerate(names):
        room = w - 10
        if not big and (i > 0 or fonts.size_of(name, size, True)[0] > room):
            room = w - 24
        if short is not None and fonts.size_of(name, size, True)[0] > room:
            name = short
        for j, line in enumerate(fonts.wrapped(name, size, INK, room, bold=True)):
            lines.append((line, gap if i and not j else 0))
    step = size + 1
    if not big and len(lines) > len(names):
        top = _band_height(h) - 2  # the line's own room above its letters overlaps the band
        lines, step = [(line, min(before, 1)) for line, before in lines], size
    y = top
    for line, before in lines:
        y += before
        card.blit(line, (6, round(y)))
        y += step


def ticket_card(ticket_index: int, size: tuple[int, int], lang: str, dim: bool = False):
    card = _ticket_card(ticket_index, tuple(size), lang)
    return dimmed(card) if dim else card


@cache
def dimmed(card: pygame.Surface) -> pygame.Surface:
    """A darker, fainter copy: unaffordable cards, players not on turn."""
    dim = card.copy()
    dim.fill((150, 150, 150, 150), special_flags=pygame.BLEND_RGBA_MULT)
    return dim


@cache
def card_back(size: tuple[int, int], kind: int) -> pygame.Surface:
    band = SCHEDULED_BAND if kind == board.SCHEDULED else CHARTER_BAND
    card = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(card, band, card.get_rect(), border_radius=6)
    inner = card.get_rect().inflate(-8, -8)
    pygame.draw.rect(card, (255, 255, 255), inner, 1, border_radius=4)
    cx, cy = inner.center
    r = min(inner.size) * 0.3
    plane = [(cx + x * r, cy + y * r) for x, y in PLANE_SHAPES["red"]]
    pygame.draw.polygon(card, (255, 255, 255), plane)
    return card


@cache
def ticket_icon(width: int = 18, height: int = 13) -> pygame.Surface:
    """A tiny ticket for counters: paper, a coloured band, a punched notch on each side."""
    icon = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(icon, PAPER, icon.get_rect(), border_radius=2)
    pygame.draw.rect(icon, SCHEDULED_BAND, (0, 0, width, height // 3), border_top_left_radius=2,
                     border_top_right_radius=2)
    for x in (0, width):
        pygame.draw.circle(icon, (0, 0, 0, 0), (x, height * 2 // 3), 2)
    pygame.draw.line(icon, INK, (4, height - 4), (width - 5, height - 4))
    return icon


# --- moving pieces ---------------------------------------------------------------------------


class PieceSprite:
    """A board piece image drawn centred at a position; the timeline moves it."""

    def __init__(self, image: pygame.Surface, pos: tuple[float, float]) -> None:
        self.image = image
        self.pos = pos
        self.alpha = 255
        self.scale = 1.0

    def draw(self, surface: pygame.Surface) -> None:
        image = self.image
        if self.scale != 1.0:
            w, h = image.get_size()
            image = pygame.transform.smoothscale(
                image, (max(1, round(w * self.scale)), max(1, round(h * self.scale))))
        if self.alpha < 255:
            image = image.copy()
            image.set_alpha(self.alpha)
        surface.blit(image, image.get_rect(center=(round(self.pos[0]), round(self.pos[1]))))


class PlaneSprite(PieceSprite):
    """A plane that turns to face where it flies; bigger while airborne (it is closer to us)."""

    LENGTH = 30

    def __init__(self, colour: str, pos: tuple[float, float], heading: float = 0.0) -> None:
        super().__init__(plane_at(colour, self.LENGTH, heading), pos)
        self.colour = colour
        self.heading = heading
        self.altitude = 0.0  # 0 on the ground .. 1 cruising

    def draw(self, surface: pygame.Surface) -> None:
        length = self.LENGTH + round(8 * self.altitude)
        image = plane_at(self.colour, length, self.heading)
        if self.altitude > 0:
            shadow = plane_shadow(self.colour, length, self.heading)
            offset = 4 + 10 * self.altitude
            surface.blit(shadow, shadow.get_rect(center=(self.pos[0] + offset,
                                                         self.pos[1] + offset)))
        surface.blit(image, image.get_rect(center=(round(self.pos[0]), round(self.pos[1]))))


class FloatingText(PieceSprite):
    """"+12 M" rising from a cash figure and fading out."""

    def __init__(self, label: str, gain: bool, pos: tuple[float, float]) -> None:
        colour = (40, 150, 70) if gain else (200, 50, 50)
        image = fonts.text(label, CASH_FLOAT_SIZE, colour, bold=True)
        outline = pygame.Surface((image.get_width() + 4, image.get_height() + 4), pygame.SRCALPHA)
        halo = fonts.text(label, CASH_FLOAT_SIZE, (255, 255, 255), bold=True)
        for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
            outline.blit(halo, (dx, dy))
        outline.blit(image, (2, 2))
        super().__init__(outline, pos)


def heading_of(dx: float, dy: float) -> float:
    return math.degrees(math.atan2(dy, dx))
