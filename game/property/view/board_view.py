"""The property boards drawn in code: the ring of spaces (one static picture per language),
then what changes: owner marks, buildings, mortgaged places greyed, the highlighted places
and the tokens. Both rulesets use this one view with their own theme (game/property/view/
theme.py) and texts; nothing here reads a rule beyond the state's public fields."""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field

import pygame

from game.property.rules.rulesets import (
    CARDS,
    FERRY,
    GO_TO_JAIL,
    JAIL,
    POWER,
    PROPERTY,
    REST,
    START,
    TAX,
    WINNINGS,
)
from game.property.view import layout, model
from game.property.view.cell_text import clean_fit, fit_lines
from game.property.view.theme import THEMES, Theme
from game.ui import fonts
from game.ui.palette import SEAT_DARK, SEAT_RGB
from game.ui.text import blit_text

GREY = (120, 124, 128, 150)
SELECTED = (255, 204, 60)
WALKED = (255, 255, 255)   # the keyboard's place, framed outside the selection's gold
WALKED_BAND = (20, 24, 36)
TOKEN_R = 9
OWNER_R = 8
#: A shape per seat colour, in the seat's token, its row and the tag on each place it owns:
#: seats told apart without telling colours apart (issue 28.6).
SHAPES = {"red": "circle", "blue": "square", "yellow": "triangle", "green": "diamond",
          "purple": "star", "orange": "cross"}
#: The heat map's scale, from rarely to often landed on: dark blue through teal to bright
#: yellow, far from the cells' cream and the set colours' pastels.
HEAT_STOPS = ((30, 36, 110), (24, 150, 150), (255, 236, 60))


@dataclass(frozen=True)
class BoardTexts:
    """Everything the static picture says, in one language."""

    names: tuple[str, ...]        # per space
    prices: tuple[str, ...]       # per space: price, tax or winnings ("" for none)
    title: str
    subtitle: str


@dataclass
class Marks:
    """What the person points at: the selected space and the places lit for a choice (a trade's
    two sides, a set to build on)."""

    selected: int | None = None
    lit: dict[int, tuple[int, int, int]] = field(default_factory=dict)
    acting: int | None = None     # the seat deciding now: its token wears a gold ring
    walked: int | None = None     # the place the arrow keys stand on (board_input.walk)


class BoardView:
    def __init__(self, rs) -> None:
        self.rs = rs
        self.theme: Theme = THEMES[rs.id]
        self.cells = layout.cells(rs.n_spaces)
        self._static: pygame.Surface | None = None
        self._texts: BoardTexts | None = None
        #: Per place and space, where its tokens stand clear of its name (as painted last).
        self.rooms: dict[int, layout.TokenRoom] = {}

    # --- the picture that changes only with the language --------------------------------

    def static(self, texts: BoardTexts) -> pygame.Surface:
        if self._static is None or texts != self._texts:
            self._texts = texts
            self._static = self._paint_static(texts)
        return self._static

    def _paint_static(self, texts: BoardTexts) -> pygame.Surface:
        t = self.theme
        surface = pygame.Surface(layout.CANVAS.size)
        surface.fill(t.background)
        pygame.draw.rect(surface, t.border, layout.BOARD_BORDER, border_radius=4)
        self._paint_centre(surface, texts)
        for i, cell in enumerate(self.cells):
            self._paint_cell(surface, i, cell, texts)
        return surface

    def _paint_centre(self, surface: pygame.Surface, texts: BoardTexts) -> None:
        t = self.theme
        c = layout.centre()
        pygame.draw.rect(surface, t.centre, c)
        if t.poster:  # rays from the centre, a five-pointed star above the title
            cx, cy = c.center
            surface.set_clip(c)
            for k in range(24):
                a = k * math.pi / 12
                b = a + math.pi / 48
                far = c.w
                pygame.draw.polygon(surface, t.centre_line, [
                    (cx, cy), (cx + far * math.cos(a), cy + far * math.sin(a)),
                    (cx + far * math.cos(b), cy + far * math.sin(b))])
            surface.set_clip(None)
            _star(surface, (cx, c.y + 120), 46, t.title)
        else:  # waves and a tentacle curling out of them
            for row in range(9):
                y = c.y + 40 + row * 62
                points = [(c.x + x, y + 8 * math.sin(x / 22 + row)) for x in range(0, c.w, 6)]
                pygame.draw.lines(surface, t.centre_line, False, points, 2)
            _tentacle(surface, (c.x + 70, c.bottom - 40), t.accent)
        blit_text(surface, texts.title, (c.centerx, c.y + (180 if t.poster else 150)), 44,
                  t.title, True, width=c.w - 40, align="center")
        blit_text(surface, texts.subtitle, (c.centerx, c.y + (236 if t.poster else 206)), 18,
                  t.title, False, width=c.w - 40, align="center")
        pygame.draw.rect(surface, t.border, layout.BOARD_BORDER, 4, border_radius=4)

    def _paint_cell(self, surface, i: int, cell: layout.Cell, texts: BoardTexts) -> None:
        t, rs = self.theme, self.rs
        kind = rs.kind[i]
        pygame.draw.rect(surface, t.corner if cell.corner else t.cell, cell.rect)
        pygame.draw.rect(surface, t.border, cell.rect, 1)
        body = cell.body
        if cell.corner:
            self._paint_corner(surface, i, cell, texts)
            return
        if kind == PROPERTY:
            pygame.draw.rect(surface, t.set_colours[rs.set_of[i]], cell.band)
            pygame.draw.rect(surface, t.border, cell.band, 1)
        icon = kind in (FERRY, POWER, CARDS, TAX, WINNINGS)
        box, icon_at = layout.name_box(cell, icon, bool(texts.prices[i]))
        if icon:
            _icon(surface, kind, icon_at, t)
        size, lines = name_lines(texts.names[i], box, kind == PROPERTY)
        line_h = fonts.font(size).get_linesize()
        y = box.y
        for line in lines:
            blit_text(surface, line, (box.centerx, y), size, t.ink, align="center")
            y += line_h
        self.rooms[i] = layout.token_room(cell, box, y, TOKEN_R)
        price_h = layout.PRICE if texts.prices[i] else 0
        if price_h:
            blit_text(surface, texts.prices[i], (body.centerx, body.bottom - price_h), 11,
                      t.dim_ink, True, width=body.w, align="center")

    def _paint_corner(self, surface, i: int, cell: layout.Cell, texts: BoardTexts) -> None:
        t, kind = self.theme, self.rs.kind[i]
        r = cell.rect
        if kind == JAIL:
            bars = layout.jail_bars(cell)
            pygame.draw.rect(surface, t.accent, bars, border_radius=3)
            for k in range(1, 4):
                x = bars.x + k * bars.w // 4
                pygame.draw.line(surface, t.border, (x, bars.y), (x, bars.bottom), 2)
            name_box = layout.jail_name(cell)
            self.rooms[i] = layout.TokenRoom(layout.jail_visitors(cell), TOKEN_R)
        elif kind == START:
            pygame.draw.polygon(surface, t.accent, [(r.x + 16, r.bottom - 26),
                                                    (r.x + 40, r.bottom - 40),
                                                    (r.x + 40, r.bottom - 12)])
            pygame.draw.rect(surface, t.accent, (r.x + 40, r.bottom - 31, 50, 10))
            name_box = pygame.Rect(r.x + 4, r.y + 6, r.w - 8, r.h - 50)
        else:
            if kind == GO_TO_JAIL:
                pygame.draw.circle(surface, t.accent, (r.centerx, r.bottom - 28), 18)
                pygame.draw.line(surface, t.cell, (r.centerx - 10, r.bottom - 28),
                                 (r.centerx + 10, r.bottom - 28), 4)
            elif kind == REST:
                pygame.draw.circle(surface, t.title, (r.centerx, r.bottom - 28), 16)
                pygame.draw.circle(surface, t.border, (r.centerx, r.bottom - 28), 16, 2)
            name_box = pygame.Rect(r.x + 4, r.y + 6, r.w - 8, r.h - 52)
        size, lines = fit_lines(texts.names[i], name_box.w, name_box.h, bold=True)
        y = name_box.y
        for line in lines:
            blit_text(surface, line, (name_box.centerx, y), size, t.ink, True, align="center")
            y += fonts.font(size, True).get_linesize()
        if texts.prices[i]:
            blit_text(surface, texts.prices[i], (r.centerx, r.bottom - 16 if kind != START
                      else r.bottom - 56), 11, t.dim_ink, True, align="center")

    # --- the frame ----------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, state, colours: list[str], texts: BoardTexts,
             marks: Marks, token_at: dict[int, tuple[float, float]] | None = None,
             heat: list[float] | None = None) -> None:
        surface.blit(self.static(texts), (0, 0))
        rs = self.rs
        for p in rs.ownable:
            cell = self.cells[p]
            owner = model.owners(state)[p]
            if owner >= 0:
                pygame.draw.rect(surface, SEAT_RGB[colours[owner]], cell.outer)
                owner_tag(surface, layout.owner_spot(cell), colours[owner])
            if model.levels(state)[p]:
                self._buildings(surface, cell, model.levels(state)[p])
            if model.mortgaged(state)[p]:
                surface.blit(_veil(cell.rect.size, GREY), cell.rect)
                pygame.draw.line(surface, (90, 90, 90), cell.rect.topleft,
                                 cell.rect.bottomright, 2)
        if heat is not None:
            low = min((h for h in heat if h > 0), default=0.0)
            span = (max(heat) - low) or 1.0
            for i, cell in enumerate(self.cells):
                f = (heat[i] - low) / span if heat[i] > 0 else 0.0
                surface.blit(_veil(cell.rect.size, (*heat_colour(f), 215)), cell.rect)
        for p, colour in marks.lit.items():
            pygame.draw.rect(surface, colour, self.cells[p].rect, 3)
        if marks.selected is not None:
            pygame.draw.rect(surface, SELECTED, self.cells[marks.selected].rect.inflate(2, 2), 3)
        if marks.walked is not None:   # white on a dark band around the gold: seen on the
            # harbour's light cells and the poster's cream ones, on a selected place too
            rect = self.cells[marks.walked].rect
            pygame.draw.rect(surface, WALKED_BAND, rect.inflate(12, 12), 6)
            pygame.draw.rect(surface, WALKED, rect.inflate(8, 8), 2)
        self._tokens(surface, state, colours, token_at or {}, marks.acting)

    def _buildings(self, surface, cell: layout.Cell, level: int) -> None:
        t = self.theme
        if level >= self.rs.top_level:
            r, = layout.buildings(cell, level, True)
            pygame.draw.rect(surface, t.big_piece, r, border_radius=2)
            pygame.draw.rect(surface, (255, 255, 255), r, 1, border_radius=2)
            return
        for r in layout.buildings(cell, level, False):
            pygame.draw.rect(surface, t.small_piece, r)
            pygame.draw.rect(surface, (255, 255, 255), r, 1)

    def _tokens(self, surface, state, colours, token_at, acting: int | None) -> None:
        by_space: dict[int, list[int]] = {}
        for seat in range(state.num_players):
            if model.alive(state)[seat] and seat not in token_at:
                by_space.setdefault(model.positions(state)[seat], []).append(seat)
        spots = dict(token_at)
        for space, seats in by_space.items():
            cell, room = self.cells[space], self.rooms.get(space)
            for k, seat in enumerate(seats):
                jailed = model.jail(state)[seat] >= 0
                spots[seat] = layout.token_spot(cell, k, jailed, room, len(seats))
                if seat != acting:
                    token(surface, spots[seat], colours[seat], radius=self.radius(space))
        if acting in spots:   # drawn last, ringed: on top of the others on its space
            x, y = int(spots[acting][0]), int(spots[acting][1])
            radius = TOKEN_R if acting in token_at else \
                self.radius(model.positions(state)[acting])
            pygame.draw.circle(surface, SELECTED, (x, y), radius + 4, 3)
            if acting not in token_at:
                token(surface, (x, y), colours[acting], radius=radius)
        for seat, pos in token_at.items():
            token(surface, pos, colours[seat], lifted=True)

    def spot(self, state, seat: int, space: int) -> tuple[float, float]:
        """Where `seat`'s token stands on `space` (its place among the others there)."""
        here = [s for s in range(state.num_players) if s != seat and model.alive(state)[s]
                and model.positions(state)[s] == space]
        return layout.token_spot(self.cells[space], sum(1 for s in here if s < seat),
                                 model.jail(state)[seat] >= 0, self.rooms.get(space),
                                 len(here) + 1)

    def radius(self, space: int) -> int:
        """A token's radius standing on `space`: smaller where a long name leaves less room."""
        room = self.rooms.get(space)
        return TOKEN_R if room is None or self.cells[space].corner else room.radius


def name_lines(name: str, box: pygame.Rect, built: bool) -> tuple[int, tuple[str, ...]]:
    """(size, lines) of a space's name in its box. A place that carries buildings (`built`)
    keeps a strip under its name for its tokens, the name smaller or filled to its lines' ends
    if it must: its band holds the houses, and tokens sent there covered them (play-test 12,
    Kraken Bay's side columns in en and ru)."""
    size, lines = fit_lines(name, box.w, box.h)
    room = 2 * layout.TOKEN_MIN_R
    if built and box.h - len(lines) * fonts.font(size).get_linesize() < room:
        return clean_fit(name, box.w, box.h - room) or (size, lines)
    return size, lines


@functools.lru_cache(maxsize=64)
def _veil(size: tuple[int, int], rgba: tuple[int, int, int, int]) -> pygame.Surface:
    """A translucent cell-sized sheet (mortgaged grey, the heat map's red), made once."""
    sheet = pygame.Surface(size, pygame.SRCALPHA)
    sheet.fill(rgba)
    return sheet


def token(surface, pos, colour: str, lifted: bool = False, radius: int = TOKEN_R) -> None:
    """A seat's token: its colour with its shape in white (SHAPES), the shape shrinking with
    a smaller token."""
    x, y = int(pos[0]), int(pos[1])
    if lifted:
        pygame.draw.circle(surface, (0, 0, 0), (x + 2, y + 4), radius)
    pygame.draw.circle(surface, SEAT_RGB[colour], (x, y), radius)
    pygame.draw.circle(surface, SEAT_DARK[colour], (x, y), radius, 2)
    shape(surface, (x, y), max(3, radius * 4 // TOKEN_R), SHAPES.get(colour, "circle"),
          (255, 255, 255))


def owner_tag(surface, pos, colour: str) -> None:
    """The owner's tag on a place: a white disc ringed in ink with the seat's shape in its
    colour; white and a shape, so it never reads as a set's colour band."""
    x, y = int(pos[0]), int(pos[1])
    pygame.draw.circle(surface, (255, 255, 255), (x, y), OWNER_R)
    pygame.draw.circle(surface, (20, 24, 32), (x, y), OWNER_R, 2)
    shape(surface, (x, y), 5, SHAPES.get(colour, "circle"), SEAT_DARK[colour])


def shape(surface, centre, r: int, kind: str, rgb) -> None:
    """One of SHAPES, about 2r across, filled."""
    x, y = centre
    if kind == "circle":
        pygame.draw.circle(surface, rgb, (x, y), r)
    elif kind == "square":
        pygame.draw.rect(surface, rgb, (x - r + 1, y - r + 1, 2 * r - 1, 2 * r - 1))
    elif kind == "triangle":
        pygame.draw.polygon(surface, rgb, [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)])
    elif kind == "diamond":
        pygame.draw.polygon(surface, rgb, [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1),
                                           (x - r - 1, y)])
    elif kind == "star":
        _star(surface, (x, y), r + 2, rgb)
    else:  # cross
        w = max(2, r * 2 // 3)
        pygame.draw.rect(surface, rgb, (x - r, y - w // 2, 2 * r + 1, w))
        pygame.draw.rect(surface, rgb, (x - w // 2, y - r, w, 2 * r + 1))


def heat_colour(f: float) -> tuple[int, int, int]:
    """The heat map's colour at `f` on its scale: 0 the rarest space, 1 the most landed on."""
    f = max(0.0, min(1.0, f)) * (len(HEAT_STOPS) - 1)
    k = min(int(f), len(HEAT_STOPS) - 2)
    low, high, g = HEAT_STOPS[k], HEAT_STOPS[k + 1], f - k
    return tuple(round(a + (b - a) * g) for a, b in zip(low, high, strict=True))


def _star(surface, centre, radius, colour) -> None:
    cx, cy = centre
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.4
        a = -math.pi / 2 + k * math.pi / 5
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(surface, colour, points)


def _tentacle(surface, base, colour) -> None:
    x0, y0 = base
    for k in range(26):
        f = k / 25
        x = x0 + 60 * f + 30 * math.sin(f * 5)
        y = y0 - 140 * f
        pygame.draw.circle(surface, colour, (int(x), int(y)), int(16 * (1 - f) + 3))
    for k in range(2, 24, 4):
        f = k / 25
        x = x0 + 60 * f + 30 * math.sin(f * 5) + 6
        y = y0 - 140 * f
        pygame.draw.circle(surface, (250, 210, 190), (int(x), int(y)), 3)


def _icon(surface, kind: int, centre, t: Theme) -> None:
    x, y = centre
    if kind == FERRY:
        pygame.draw.polygon(surface, t.border, [(x - 14, y), (x + 14, y), (x + 9, y + 7),
                                                (x - 9, y + 7)])
        pygame.draw.rect(surface, t.accent, (x - 6, y - 8, 12, 8))
        pygame.draw.rect(surface, t.border, (x + 1, y - 13, 3, 5))
    elif kind == POWER:
        pygame.draw.polygon(surface, (236, 190, 40), [(x + 3, y - 10), (x - 7, y + 2),
                                                      (x - 1, y + 2), (x - 4, y + 10),
                                                      (x + 7, y - 2), (x + 1, y - 2)])
        pygame.draw.polygon(surface, t.border, [(x + 3, y - 10), (x - 7, y + 2),
                                                (x - 1, y + 2), (x - 4, y + 10),
                                                (x + 7, y - 2), (x + 1, y - 2)], 1)
    elif kind == CARDS:
        r = pygame.Rect(x - 8, y - 10, 16, 20)
        pygame.draw.rect(surface, t.accent, r, border_radius=3)
        pygame.draw.rect(surface, t.border, r, 1, border_radius=3)
        blit_text(surface, "?", (x, y - 9), 13, (255, 255, 255), True, align="center")
    elif kind == TAX:
        pygame.draw.circle(surface, (200, 170, 60), (x, y), 9)
        pygame.draw.circle(surface, t.border, (x, y), 9, 1)
        pygame.draw.line(surface, t.border, (x, y - 5), (x, y + 5), 2)
    elif kind == WINNINGS:
        _star(surface, (x, y), 10, (220, 170, 30))
