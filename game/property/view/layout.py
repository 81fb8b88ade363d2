"""Where everything of a property board sits on the 1280 × 800 canvas: the ring of spaces on
the left (40 or 36 spaces, start at the bottom right, play runs clockwise as in the rules),
the centre inside the ring (title, dice, the drawn card, the news line) and the right column
(header, seats, the decision panel, the log).

Pure geometry: both rulesets share it, only the number of spaces differs.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import pygame

CANVAS = pygame.Rect(0, 0, 1280, 800)
BOARD = pygame.Rect(8, 8, 784, 784)
#: The board's drawn border, around the ring.
BOARD_BORDER = BOARD.inflate(4, 4)
CORNER = 104
BAND = 17  # the colour band on a place's inner edge
COLUMN = pygame.Rect(802, 8, 470, 784)
HEADER = pygame.Rect(COLUMN.x, COLUMN.y, COLUMN.w, 34)
#: The board's Menu button, at the header's right end.
MENU = pygame.Rect(HEADER.right - 92, HEADER.y + 2, 90, HEADER.h - 4)
#: Where the header's words go: left of the Menu button.
HEADER_WORDS = pygame.Rect(HEADER.x + 10, HEADER.y, MENU.x - 8 - HEADER.x - 10, HEADER.h)
SEATS = pygame.Rect(COLUMN.x, HEADER.bottom + 4, COLUMN.w, 6 * 40)
PANEL = pygame.Rect(COLUMN.x, SEATS.bottom + 6, COLUMN.w, 300)
#: The panel's inner margin: its lines and its buttons keep this far from its edge (the buttons
#: ran to the edge, their borders on the panel's own).
PANEL_MARGIN = 10
LOG = pygame.Rect(COLUMN.x, PANEL.bottom + 6, COLUMN.w, COLUMN.bottom - PANEL.bottom - 6)
#: The log box's buttons, Hint at the left and the info tabs at the right, each this wide; they
#: keep the panel's margin from the box's sides as the panel's buttons do (they stood 6 and
#: 4 px from its edges).
LOG_BUTTON_W = 106
LOG_BUTTON_GAP = 4   # between two tabs; Hint stands apart from them
LOG_BUTTONS = pygame.Rect(LOG.x + PANEL_MARGIN, LOG.y + 2, LOG.w - 2 * PANEL_MARGIN, 26)
#: Inside the log's box, below its tab buttons: the log's newest lines, the chart, the legend.
LOG_INSIDE = LOG.inflate(-12, -36).move(0, 14)
SEAT_ROW = 40
#: The framed panels a deed card lies wholly inside or outside of (`place_card`'s frames):
#: the board's border, the decision panel and the log box. Beside a place of the top row the
#: card stood 6 px over the board's border, above it (prop22).
CARD_FRAMES = (BOARD_BORDER, PANEL, LOG)


def log_buttons(tabs: int) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """Hint's place at the left of the log box's row and `tabs` tabs' at its right, left to
    right, all inside the panel's margin (`LOG_BUTTONS`)."""
    row = LOG_BUTTONS
    hint = pygame.Rect(row.x, row.y, LOG_BUTTON_W, row.h)
    first = row.right - tabs * LOG_BUTTON_W - (tabs - 1) * LOG_BUTTON_GAP
    return hint, [pygame.Rect(first + k * (LOG_BUTTON_W + LOG_BUTTON_GAP), row.y,
                              LOG_BUTTON_W, row.h) for k in range(tabs)]


#: Which way a side's inner edge (the colour band) faces: bottom row up, left column right,
#: top row down, right column left.
BOTTOM, LEFT, TOP, RIGHT = range(4)


@dataclass(frozen=True)
class Cell:
    rect: pygame.Rect
    side: int          # BOTTOM, LEFT, TOP, RIGHT; a corner carries the side it opens
    corner: bool

    @property
    def band(self) -> pygame.Rect:
        """The strip on the inner edge where a place shows its colour and buildings."""
        r = self.rect
        if self.side == BOTTOM:
            return pygame.Rect(r.x, r.y, r.w, BAND)
        if self.side == TOP:
            return pygame.Rect(r.x, r.bottom - BAND, r.w, BAND)
        if self.side == LEFT:
            return pygame.Rect(r.right - BAND, r.y, BAND, r.h)
        return pygame.Rect(r.x, r.y, BAND, r.h)

    @property
    def outer(self) -> pygame.Rect:
        """The strip on the outer edge: the owner's mark."""
        r = self.rect
        if self.side == BOTTOM:
            return pygame.Rect(r.x + 2, r.bottom - 7, r.w - 4, 5)
        if self.side == TOP:
            return pygame.Rect(r.x + 2, r.y + 2, r.w - 4, 5)
        if self.side == LEFT:
            return pygame.Rect(r.x + 2, r.y + 2, 5, r.h - 4)
        return pygame.Rect(r.right - 7, r.y + 2, 5, r.h - 4)

    @property
    def body(self) -> pygame.Rect:
        """The cell without its band and owner strip: the name and price."""
        r = self.rect
        if self.corner:
            return r.inflate(-8, -8)
        if self.side == BOTTOM:
            return pygame.Rect(r.x + 2, r.y + BAND + 2, r.w - 4, r.h - BAND - 10)
        if self.side == TOP:
            return pygame.Rect(r.x + 2, r.y + 8, r.w - 4, r.h - BAND - 10)
        if self.side == LEFT:
            return pygame.Rect(r.x + 9, r.y + 2, r.w - BAND - 11, r.h - 4)
        return pygame.Rect(r.x + BAND + 2, r.y + 2, r.w - BAND - 11, r.h - 4)


@functools.cache
def cells(n_spaces: int) -> tuple[Cell, ...]:
    """The ring of `n_spaces` (a multiple of 4): corners at 0, n/4, n/2, 3n/4."""
    k = n_spaces // 4
    width = (BOARD.w - 2 * CORNER) / (k - 1)
    out = []
    for i in range(n_spaces):
        side, off = divmod(i, k)
        if off == 0:
            x, y = {BOTTOM: (BOARD.right - CORNER, BOARD.bottom - CORNER),
                    LEFT: (BOARD.x, BOARD.bottom - CORNER),
                    TOP: (BOARD.x, BOARD.y),
                    RIGHT: (BOARD.right - CORNER, BOARD.y)}[side]
            out.append(Cell(pygame.Rect(x, y, CORNER, CORNER), side, True))
            continue
        a = round(CORNER + (off - 1) * width)
        b = round(CORNER + off * width)
        if side == BOTTOM:
            rect = pygame.Rect(BOARD.right - b, BOARD.bottom - CORNER, b - a, CORNER)
        elif side == LEFT:
            rect = pygame.Rect(BOARD.x, BOARD.bottom - b, CORNER, b - a)
        elif side == TOP:
            rect = pygame.Rect(BOARD.x + a, BOARD.y, b - a, CORNER)
        else:
            rect = pygame.Rect(BOARD.right - CORNER, BOARD.y + a, CORNER, b - a)
        out.append(Cell(rect, side, False))
    return tuple(out)


def centre() -> pygame.Rect:
    """The square inside the ring."""
    return BOARD.inflate(-2 * CORNER - 8, -2 * CORNER - 8)


#: The news line: at most this wide, its bottom's middle here, at the centre's foot.
NEWS_WIDTH = centre().w - 20
NEWS_AT = (centre().centerx, centre().bottom - 6)


#: The smallest token a cell shrinks its tokens to (its shape still reads at this size).
TOKEN_MIN_R = 7


@dataclass(frozen=True)
class TokenRoom:
    """The strip of a cell its tokens stand in, in a row along its long side, and their
    radius."""

    rect: pygame.Rect
    radius: int


def token_room(cell: Cell, box: pygame.Rect, name_bottom: int, full: int) -> TokenRoom:
    """Where a place's tokens stand: the free strip of its name's box under the name's last
    line, above the price (a token covered a name's second line: play-test 12), tokens shrunk
    to fit it from `full` down to TOKEN_MIN_R; where a long name leaves less than that, the
    cell's band on its inner edge (only on a space without buildings: a place's name leaves
    the strip, see BoardView)."""
    strip = pygame.Rect(box.x, name_bottom, box.w, box.bottom - name_bottom)
    radius = min(full, strip.h // 2)
    if radius >= TOKEN_MIN_R:
        return TokenRoom(strip, radius)
    band = cell.band
    return TokenRoom(band, min(full, min(band.size) // 2))


def token_spot(cell: Cell, index: int, jailed: bool = False, room: TokenRoom | None = None,
               count: int = 1) -> tuple[float, float]:
    """Where the `index`-th of `count` tokens on a cell stands: on a place or a space along
    its `room` (token_room), side by side, stacked closer when more than fit; without a room
    a 3 × 2 grid in the body above the price (a token never covers it, issue 28.6). In the
    jail corner the jailed sit on its bars, over the corner's name (a first row low in the
    inner square covered the name's top, "Börse" read "Borse": play-test 11), its visitors in
    its `room` (jail_visitors): beside the bars, above the name (low in the corner they
    covered the name's second line: play-test pt-prop6, "Щупальцевая пробка" read
    "…робка")."""
    if room is not None and not cell.corner:
        return _in_a_row(room, index, count)
    if room is not None and not jailed:
        return _in_two_rows(room, index, count)
    col, row = index % 3, index // 3
    if cell.corner and jailed:
        bars = jail_bars(cell)
        return bars.x + (col + 0.5) * bars.w / 3, bars.y + 11 + row * 22
    body = cell.body
    r = pygame.Rect(body.x, body.y, body.w, body.h - PRICE) if not cell.corner \
        else cell.rect.inflate(-14, -14)
    if cell.corner:
        r = pygame.Rect(r.x, r.centery + 8, r.w, r.h // 2 - 8)
    return (r.x + (col + 0.5) * r.w / 3, r.bottom - (row + 0.5) * min(r.h / 2, 22) - 2)


def _in_a_row(room: TokenRoom, index: int, count: int) -> tuple[float, float]:
    """The `index`-th of `count` discs centred along the room's long side, 2 px apart, or
    overlapping evenly when the row is too short for them all."""
    r, rect = room.radius, room.rect
    across = rect.w >= rect.h
    length = rect.w if across else rect.h
    step = min(2 * r + 2, (length - 2 * r) / max(1, count - 1))
    along = length / 2 + (index - (count - 1) / 2) * step
    return (rect.x + along, rect.centery) if across else (rect.centerx, rect.y + along)


def _in_two_rows(room: TokenRoom, index: int, count: int) -> tuple[float, float]:
    """The `index`-th of `count` discs in the room: one row for up to two, else two rows
    (the first filled first), each centred, overlapping evenly when too many for its width."""
    rows = 1 if count <= 2 else 2
    cols = -(-count // rows)
    col, row = index % cols, index // cols
    r, rect = room.radius, room.rect
    step_x = min(2 * r + 2, (rect.w - 2 * r) / max(1, cols - 1))
    step_y = min(2 * r + 2, (rect.h - 2 * r) / max(1, rows - 1))
    return (rect.centerx + (col - (cols - 1) / 2) * step_x,
            rect.centery + (row - (rows - 1) / 2) * step_y)


def buildings(cell: Cell, level: int, top: bool) -> list[pygame.Rect]:
    """Where a place's buildings stand, in its band: `level` houses spread evenly along it, or
    (`top`) one big piece across its middle."""
    band = cell.band
    horizontal = cell.side in (BOTTOM, TOP)
    if top:
        r = pygame.Rect(0, 0, 26, 11) if horizontal else pygame.Rect(0, 0, 11, 26)
        r.center = band.center
        return [r]
    step = (band.w if horizontal else band.h) / (level + 1)
    out = []
    for k in range(level):
        r = pygame.Rect(0, 0, 10, 10)
        offset = step * (k + 1)
        r.center = ((band.x + offset, band.centery) if horizontal
                    else (band.centerx, band.y + offset))
        out.append(r)
    return out


def jail_bars(cell: Cell) -> pygame.Rect:
    """The jail corner's bars: the upper half of its inner side."""
    r = cell.rect
    return pygame.Rect(r.centerx - 4, r.y + 6, r.w // 2 - 4, r.h // 2 - 14)


def jail_visitors(cell: Cell) -> pygame.Rect:
    """Where the jail's visitors stand: the corner's upper outer quarter, beside the bars and
    above the name (four tokens side by side, more a little overlapped)."""
    r, bars = cell.rect, jail_bars(cell)
    return pygame.Rect(r.x + 4, bars.y, bars.x - r.x - 8, bars.h)


def jail_name(cell: Cell) -> pygame.Rect:
    """Where the jail corner's name is written: its lower half, under the bars."""
    r = cell.rect
    return pygame.Rect(r.x + 4, r.centery - 4, r.w - 8, r.h // 2)


def owner_spot(cell: Cell) -> tuple[int, int]:
    """Where the owner's tag sits: at the start of the outer edge's strip, clear of the
    centred price and name."""
    o = cell.outer
    if cell.side == BOTTOM:
        return o.x + 8, o.bottom - 8
    if cell.side == TOP:   # the outer edge holds the name: the tag goes beside the price
        return o.x + 8, cell.body.bottom - 7
    if cell.side == LEFT:
        return o.x + 8, o.bottom - 8
    return o.right - 8, o.bottom - 8


def seat_row(seat: int) -> pygame.Rect:
    return pygame.Rect(SEATS.x, SEATS.y + seat * SEAT_ROW, SEATS.w, SEAT_ROW - 3)


def space_at(n_spaces: int, pos: tuple[int, int]) -> int | None:
    for i, cell in enumerate(cells(n_spaces)):
        if cell.rect.collidepoint(pos):
            return i
    return None


ICON = 22
PRICE = 14


def name_box(cell: Cell, icon: bool, price: bool) -> tuple[pygame.Rect, tuple[int, int]]:
    """Where a non-corner space's name goes, and its icon's centre: above the name in the top
    and bottom rows, left of it in the side columns (they are wide but low)."""
    body = cell.body
    low = PRICE if price else 0
    if not icon:
        return pygame.Rect(body.x, body.y, body.w, body.h - low), (0, 0)
    if cell.side in (LEFT, RIGHT):
        box = pygame.Rect(body.x + ICON, body.y, body.w - ICON, body.h - low)
        return box, (body.x + ICON // 2, body.y + (body.h - low) // 2)
    box = pygame.Rect(body.x, body.y + ICON, body.w, body.h - ICON - low)
    return box, (body.centerx, body.y + 12)
