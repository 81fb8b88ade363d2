"""The Speedtycoon table as a picture, and where a click lands on it (design §4.2).

Areas: the world market (four places with currency, building, price after modifiers and the
strong ▲ / weak ▼ / home / strike badges), the Kapital (four cards, deck and discard counts),
the empire grid of the seat on view (pannable by dragging, zoomable by the wheel, HQ in the
middle), the players' column, "Zu bauen" with the Lobbyist slot, planning, the depot grouped
by currency with subtotals, the tokens, the shown seat's government contracts (an inset at
the empire's top right, only with the module), and the status line. The view draws the state; it
never decides a rule: legal cells and prices come from rules/queries.py.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.speedtycoon.rules import contract_view, geometry, queries
from game.speedtycoon.rules.data import (
    CARD_CUR,
    CARD_KIND,
    CARD_VALUE,
    CURRENCIES,
    PLACES,
)
from game.speedtycoon.view import art, model, module_chips, ring_tally
from game.ui import clear_spot as spots
from game.ui import fonts
from game.ui.palette import (
    BACKGROUND,
    DIM_TEXT,
    GOLD,
    LIGHT_TEXT,
    PANEL,
    PANEL_EDGE,
    SEAT_RGB,
)
from game.ui.text import blit_text, wrap
from game.ui.toast import balanced

MARKET = pygame.Rect(16, 12, 600, 176)
KAPITAL = pygame.Rect(628, 12, 300, 176)
EMPIRE = pygame.Rect(16, 200, 912, 520)
#: px: the band at the empire panel's foot kept for the news line at its tallest (three
#: wrapped lines, `Toast.tallest()`: 77 px) and its margins.
NEWS_ROOM = 86
#: The part of the empire panel the city shows in (under the panel's title, over the news
#: band): what is drawn, hovered and framed; a tile outside it is cut. The news line has its
#: own band below it, so it never covers a building (speed22: it hid a tall city's bottom row).
EMPIRE_VIEW = pygame.Rect(EMPIRE.x + 2, EMPIRE.y + 30, EMPIRE.w - 4, EMPIRE.h - 32 - NEWS_ROOM)
#: Where the news line stands: the empire panel's foot, under the city's view.
NEWS_BAND = pygame.Rect(EMPIRE_VIEW.x, EMPIRE_VIEW.bottom, EMPIRE_VIEW.w, NEWS_ROOM)
PLAYERS = pygame.Rect(940, 12, 324, 250)
TRAY = pygame.Rect(940, 272, 324, 96)
PLANNING = pygame.Rect(940, 378, 324, 96)
DEPOT = pygame.Rect(940, 484, 324, 236)
#: The table's framed panels: a hover card lies inside or outside each, never a few pixels
#: over its edge (`game/ui/hover.py`'s `settle`).
PANELS = (MARKET, KAPITAL, EMPIRE, PLAYERS, TRAY, PLANNING, DEPOT)
STATUS = pygame.Rect(16, 770, 1248, 24)
BUTTON_TOP = 728  # the person's row of buttons, between the empire and the status line
#: The contracts inset: over the empire's top right corner, where a city rarely grows first
#: (the HQ is in the middle, and the city pans away from it).
CONTRACTS = pygame.Rect(EMPIRE.right - 200, EMPIRE.y + 30, 190, 92)
CONTRACT_STEP = 90
PLACE_W = 146
CARD = (48, 68)
SMALL_TILE = 48
CELL = 64
#: px: the smallest cell, the view's farthest zoom: 14 rows fit the city's view over the news
#: band (at 32 px, 12 rows did: a 13-row city that fitted before its band was cut)
FARTHEST = 28
ASKED = (236, 236, 244)  # the frame of a seat asked out of turn (its Lobbyist window)
#: Highlight colours of legal cells; each also carries its own mark (check, arch, arrows).
CELL_RGB = {queries.GREEN: (60, 200, 90), queries.YELLOW: (236, 200, 40),
            queries.BLUE: (70, 150, 240)}


@dataclass
class Marks:
    """What the person has picked, for the view to light up."""

    display: set[int] = field(default_factory=set)
    place: int | None = None
    payment: tuple[str, ...] = ()
    tile: int | None = None
    cells: dict[tuple[int, int], str] = field(default_factory=dict)
    building: tuple[int, int] | None = None  # an empire cell picked for "Abreißen"


@dataclass
class EmpireCamera:
    """Pan (pixels of the HQ's centre from the area's centre) and zoom (cell size)."""

    offset: tuple[float, float] = (0.0, 0.0)
    cell: int = CELL

    def cell_rect(self, x: int, y: int) -> pygame.Rect:
        cx = EMPIRE.centerx + self.offset[0] + x * self.cell
        cy = EMPIRE.centery + self.offset[1] + y * self.cell
        return pygame.Rect(round(cx - self.cell / 2), round(cy - self.cell / 2), self.cell,
                           self.cell)

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int]:
        fx = (pos[0] - EMPIRE.centerx - self.offset[0]) / self.cell
        fy = (pos[1] - EMPIRE.centery - self.offset[1]) / self.cell
        return round(fx), round(fy)

    def zoom(self, steps: int) -> None:
        self.cell = max(FARTHEST, min(96, self.cell + 8 * steps))

    def pan(self, dx: float, dy: float) -> None:
        self.offset = (self.offset[0] + dx, self.offset[1] + dy)

    def shows(self, cells: list[tuple[int, int]], area: pygame.Rect) -> bool:
        return all(area.contains(self.cell_rect(x, y)) for x, y in cells)

    def frame(self, cells: list[tuple[int, int]], area: pygame.Rect) -> None:
        """Zoom (no closer than CELL, no farther than FARTHEST) and centre on `cells` in `area`."""
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        self.cell = max(FARTHEST, min(CELL, area.w // (max(xs) - min(xs) + 1),
                                area.h // (max(ys) - min(ys) + 1)))
        self.offset = (area.centerx - EMPIRE.centerx - (min(xs) + max(xs)) / 2 * self.cell,
                       area.centery - EMPIRE.centery - (min(ys) + max(ys)) / 2 * self.cell)


def place_rect(p: int) -> pygame.Rect:
    return pygame.Rect(MARKET.x + 8 + p * PLACE_W, MARKET.y + 30, PLACE_W - 8, MARKET.h - 38)


def display_rect(i: int) -> pygame.Rect:
    return pygame.Rect(KAPITAL.x + 12 + i * (CARD[0] + 14), KAPITAL.y + 40, *CARD)


def tray_rect(i: int) -> pygame.Rect:
    return pygame.Rect(TRAY.x + 10 + i * (SMALL_TILE + 6), TRAY.y + 34, SMALL_TILE, SMALL_TILE)


def planning_rect(i: int) -> pygame.Rect:
    return pygame.Rect(PLANNING.x + 10 + i * (SMALL_TILE + 6), PLANNING.y + 34, SMALL_TILE,
                       SMALL_TILE)


def contract_rect(i: int) -> pygame.Rect:
    return pygame.Rect(CONTRACTS.x + 10 + i * CONTRACT_STEP, CONTRACTS.y + 32, SMALL_TILE,
                       SMALL_TILE)


#: The players' column's line (name and cards) at its one size, in the row's room up to the
#: score (three digits at 18 px bold and a gap): a long typed name is shortened to it
#: (table_words.column_names), not shrunk (it fell to 9 px at six seats).
PLAYER_LINE_SIZE = 13
PLAYER_LINE_W = PLAYERS.w - 12 - 28 - 50


def player_rect(seat: int, n: int) -> pygame.Rect:
    """Row `seat` of the players' column; with two players row 2 is the state fund's."""
    row = min(38, (PLAYERS.h - 30) // max(1, rows_of(n)))
    return pygame.Rect(PLAYERS.x + 6, PLAYERS.y + 28 + seat * row, PLAYERS.w - 12, row - 2)


def player_line_rect(seat: int, n: int) -> pygame.Rect:
    """Where row `seat`'s line (name and cards) stands: a shortened name says its whole there."""
    rect = player_rect(seat, n)
    return pygame.Rect(rect.x + 28, rect.y + 2, PLAYER_LINE_W, 16)


def rows_of(n: int) -> int:
    return n + 1 if n == 2 else n


def depot_groups(hand: list[int]) -> list[tuple[int, list[int], int]]:
    """(currency, cards, subtotal) per currency; an exchange card shows under both."""
    groups = []
    for cur in range(4):
        cards = [c for c in hand if CARD_CUR[c] & (1 << cur)]
        groups.append((cur, cards, sum(CARD_VALUE[c] for c in cards)))
    return groups


DEPOT_CARD = (26, 36)
DEPOT_STEP = 28  # px from one depot card to the next while a row has room
DEPOT_ROOM = DEPOT.w - 74  # a row's cards: from 64 px in to 10 px inside the frame
#: A currency's row in the depot: its cards and 2 px, so four rows leave room under them for
#: the tokens line and a two-line hint inside the frame (at 40 px the hint sat on the edge).
DEPOT_ROW = 38
TOKENS_TOP = DEPOT.bottom - 54  # the tokens line (13 px) under the fourth row
TOKENS_SIZE = 13
#: The Lobbyist's state stands right in the title row, beside "Depot" (in the tokens line it
#: made the line 325–417 px of 304 and shrank it to 10 px; under the line the two-line hint
#: leaves no room for a second one). LOBBYIST_W leaves the widest title (~60 px) its place.
LOBBYIST_TOP = DEPOT.y + 8
LOBBYIST_W = DEPOT.w - 90
HINT_STEP = 14  # px from one hint line to the next
HINT_PAD = 4  # px kept free above the depot's bottom edge


def depot_cards(hand: list[int]) -> list[tuple[pygame.Rect, int]]:
    """Where each depot card is drawn (an exchange card twice, under each of its currencies),
    highest value first within a currency: the same list draws and answers clicks."""
    out = []
    y = DEPOT.y + 30
    width, height = DEPOT_CARD
    for _cur, cards, _total in depot_groups(hand):
        ordered = sorted(cards, key=lambda c: -CARD_VALUE[c])
        # more than 9 cards close up (play-test: the 10th and smaller cards were not shown,
        # so they could not be paid with); a card's rect is the part the next leaves showing
        step = DEPOT_STEP if len(ordered) < 2 else \
            min(DEPOT_STEP, (DEPOT_ROOM - width) / (len(ordered) - 1))
        for i, card in enumerate(ordered):
            left, right = round(i * step), round((i + 1) * step)
            shown = width if i == len(ordered) - 1 else min(width, right - left)
            out.append((pygame.Rect(DEPOT.x + 64 + left, y, shown, height), card))
        y += DEPOT_ROW
    return out


def chosen_cards(hand: list[int], payment: tuple[str, ...]) -> set[int]:
    """Indexes into depot_cards() shown as part of the payment: per kind, the first cards,
    and both places of a chosen exchange card (it is drawn under each of its currencies, one
    card: a play-test picked its second place as a second card, paid "$€4 + $€4" with one
    and Kaufen stayed grey without a word)."""
    left = list(payment)
    chosen = set()
    taken: set[int] = set()
    for i, (_rect, card) in enumerate(depot_cards(hand)):
        if card in taken:
            chosen.add(i)
        elif CARD_KIND[card] in left:
            left.remove(CARD_KIND[card])
            taken.add(card)
            chosen.add(i)
    return chosen


_PANELS: dict[tuple[int, int], pygame.Surface] = {}


def _panel(surface: pygame.Surface, rect: pygame.Rect, title: str) -> None:
    """A panel with its title; the rounded frame is drawn once per size (rounded rects are
    the slowest thing on the table to draw)."""
    frame = _PANELS.get(rect.size)
    if frame is None:
        frame = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(frame, PANEL, frame.get_rect(), border_radius=8)
        pygame.draw.rect(frame, PANEL_EDGE, frame.get_rect(), 1, border_radius=8)
        _PANELS[rect.size] = frame
    surface.blit(frame, rect)
    blit_text(surface, title, (rect.x + 10, rect.y + 6), 15, GOLD, bold=True,
              width=rect.w - 20)


@dataclass
class TableTexts:
    """The words the view draws, in the board's language (the scene fills them in); `money`
    writes an amount in a currency (its index) the language's way ("$7" / "7 $")."""

    money: Callable[[int, int], str]
    market: str = ""
    kapital: str = ""
    empire: str = ""
    players: str = ""
    tray: str = ""
    planning: str = ""
    depot: str = ""
    place_names: tuple[str, ...] = ("", "", "", "")
    deck: str = ""
    closed: str = ""
    status: str = ""
    player_lines: tuple[str, ...] = ()
    column_names: tuple[str, ...] = ()  # the names in `player_lines`, some shortened
    scores: tuple[int, ...] = ()  # the players' column's points (a sheet may still tally)
    fund_line: str = ""
    depot_hint: str = ""
    advice: str = ""
    tokens: str = ""
    lobbyist: str = ""  # the Lobbyist's state, right in the depot's title row
    contracts: str = ""
    counts_double: str = ""
    #: the modules in play, each its chip's short name, in the rules' order (`model.modules`)
    modules: tuple[str, ...] = ()


def draw_table(surface: pygame.Surface, s, seat_colours: list[str], viewer: int, shown: int,
               camera: EmpireCamera, marks: Marks, words: TableTexts,
               hidden_tiles: frozenset[int] = frozenset(),
               hidden_display: frozenset[int] = frozenset(),
               empire: pygame.Surface | None = None) -> None:
    """`hidden_*`: tiles and display places the motion is still bringing (drawn by it).
    `empire`: the empire panel already drawn (draw_empire), to be copied rather than drawn."""
    surface.fill(BACKGROUND)
    _market(surface, s, viewer, marks, words, hidden_tiles)
    _kapital(surface, s, marks, words, hidden_display)
    if empire is None:
        _empire(surface, s, shown, camera, marks, words, seat_colours, hidden_tiles)
    else:
        surface.blit(empire, EMPIRE, area=EMPIRE)
    _contracts(surface, s, shown, words)
    _players(surface, s, seat_colours, shown, words)
    _trays(surface, s, viewer, marks, words, hidden_tiles)
    _depot(surface, s, viewer, marks, words)
    _advice(surface, words.advice, cells_in_use(s, shown, camera, marks))
    draw_status(surface, words)


def draw_status(surface: pygame.Surface, words: TableTexts) -> None:
    """The status line's words and the modules' chips beside them (`status_line`)."""
    status = status_line(words.status, words.modules)
    for i, line in enumerate(status.lines):
        blit_text(surface, line, (STATUS.x, status.top + STATUS_STEP * i), status.size,
                  DIM_TEXT, width=STATUS.w)
    module_chips.draw(surface, words.modules, status.chips)


#: px: the status line's words on one line, or on two at the smaller size where the modules'
#: chips need the room (speed23: thirteen chips in ru fell to 11 px and still ran over the
#: words "now: Venture Capital scoring"), as the depot's hint does (14 px or two lines at 12).
STATUS_SIZES = (15, 12)
STATUS_STEP = 14  # px from the first of two lines to the second; the second ends at 799
STATUS_GAP = 20  # px between the status line's words and the first chip
STATUS_PARTS = " · "  # between the status line's parts (the locales' status keys)


@dataclass(frozen=True)
class StatusLine:
    """The status line's words (one line or two), their size and top, and the chips."""

    lines: tuple[str, ...]
    size: int
    top: int
    chips: module_chips.Chips

    def rects(self) -> list[pygame.Rect]:
        """Where each of its lines' words stand."""
        return [pygame.Rect((STATUS.x, self.top + STATUS_STEP * i), fonts.size_of(line, self.size))
                for i, line in enumerate(self.lines)]


@lru_cache(maxsize=8)
def status_line(status: str, modules: tuple[str, ...]) -> StatusLine:
    """The words on one line with the chips beside them at 13 or 12 px; where they do not fit
    so, the words on two even lines at 12 px (starting 2 px higher, clear of the buttons'
    row) and the chips at the largest size beside those. Asked every frame (the chips' hover),
    so kept."""
    room = STATUS.w - STATUS_GAP
    one = fonts.size_of(status, STATUS_SIZES[0])[0]
    size = module_chips.size_for(modules, room - one)
    if size is not None:
        return StatusLine((status,), STATUS_SIZES[0], STATUS.y,
                          module_chips.lay_out(modules, STATUS, size))
    small = STATUS_SIZES[1]
    lines = two_lines(status, small)
    used = max(fonts.size_of(line, small)[0] for line in lines)
    size = module_chips.size_for(modules, room - used) or module_chips.SIZES[-1]
    return StatusLine(lines, small, STATUS.y - 2, module_chips.lay_out(modules, STATUS, size))


def two_lines(status: str, size: int) -> tuple[str, ...]:
    """The status words on two lines of about even width, broken between two of its parts
    (" · ": the bag, the scoring, the turn), each part read whole; by words where it has one
    part only."""
    parts = status.split(STATUS_PARTS)
    if len(parts) < 2:
        return tuple(balanced(status, size, fonts.size_of(status, size)[0], 2))
    splits = [(STATUS_PARTS.join(parts[:i]) + STATUS_PARTS.rstrip(), STATUS_PARTS.join(parts[i:]))
              for i in range(1, len(parts))]
    return min(splits, key=lambda lines: max(fonts.size_of(line, size)[0] for line in lines))


def chips(words: TableTexts) -> module_chips.Chips:
    """Where the modules' chips stand: the status line's right end, beside its words."""
    return status_line(words.status, words.modules).chips


#: The advice's box (R): as wide as most of the empire, so a plan's purpose reads in full at a
#: readable size (issue 31: it ran past the depot's hint line); where it stands: `spots.clear_spot`.
ADVICE_W = 690
ADVICE_SIZE = 15
HINT_SIZES = (14, 12)  # the depot's hint: one line at 14 px, or two at 12 px
#: Where a box over the empire may stand (the advice, the "since your last turn" card): under
#: the panel's title row, inside its frame.
OVER_EMPIRE = pygame.Rect(EMPIRE.x + 8, EMPIRE.y + 30, EMPIRE.w - 16, EMPIRE.h - 38)
#: Where the advice's box stands: over the empire above the news band, so the news line keeps
#: its own place whatever the advice (speed23: a box at the foot left under 300 px beside it,
#: and the line stood above the box, over the buildings).
ADVICE_AREA = pygame.Rect(OVER_EMPIRE.x, OVER_EMPIRE.y, OVER_EMPIRE.w,
                          NEWS_BAND.y - 4 - OVER_EMPIRE.y)
#: The empire's corners in the order they are tried (game/ui/clear_spot.py).
CORNERS = spots.CORNERS


def cells_in_use(s, shown: int, camera: EmpireCamera, marks: Marks) -> list[pygame.Rect]:
    """What a box over the empire must leave in sight: the shown city's buildings, the cells
    lit for a placement, and the contracts inset where the seat has contracts."""
    cells = [camera.cell_rect(*geometry.xy(c)) for c in model.city(s, shown)]
    cells += [camera.cell_rect(x, y) for x, y in marks.cells]
    return cells + ([CONTRACTS] if contract_view.contracts_of(s, shown) else [])


def advice_box(advice: str, used: list[pygame.Rect] | tuple = ()) -> tuple[pygame.Rect, list[str]]:
    """The advice's box and lines, in the corner of `ADVICE_AREA` that leaves the cells in use
    in sight (`spots.clear_spot`; a city grown upwards once had the advised cell under it)."""
    lines = wrap(advice, ADVICE_SIZE, ADVICE_W - 20)
    return spots.clear_spot((ADVICE_W, (ADVICE_SIZE + 5) * len(lines) + 12), ADVICE_AREA,
                            list(used), CORNERS), lines


def _advice(surface: pygame.Surface, advice: str, lit: list[pygame.Rect] | tuple = ()) -> None:
    if not advice:
        return
    box, lines = advice_box(advice, lit)
    step = ADVICE_SIZE + 5
    pygame.draw.rect(surface, (28, 34, 48), box, border_radius=8)
    pygame.draw.rect(surface, GOLD, box, 2, border_radius=8)
    for i, line in enumerate(lines):
        blit_text(surface, line, (box.x + 10, box.y + 6 + i * step), ADVICE_SIZE, GOLD,
                  width=box.w - 20)


def hint_lines(hint: str) -> tuple[int, list[str]]:
    """The depot hint's size and lines: one line at 14 px when it fits, else two at 12 px
    (never shrunk to an unreadable size: a longer text loses its end, not its size)."""
    room = DEPOT.w - 20
    if fonts.size_of(hint, HINT_SIZES[0])[0] <= room:
        return HINT_SIZES[0], [hint]
    lines = wrap(hint, HINT_SIZES[1], room)
    if len(lines) > 2:
        words = " ".join(lines[1:]).split(" ")
        while len(words) > 1 and fonts.size_of(" ".join(words) + " …", HINT_SIZES[1])[0] > room:
            words.pop()
        lines = [lines[0], " ".join(words) + " …"]
    return HINT_SIZES[1], lines


def _market(surface, s, viewer, marks, words, hidden) -> None:
    _panel(surface, MARKET, words.market)
    for p, info in enumerate(queries.market_prices(s, viewer)):
        rect = place_rect(p)
        chosen = marks.place == p
        pygame.draw.rect(surface, (48, 60, 80) if not chosen else (80, 70, 30), rect,
                         border_radius=6)
        pygame.draw.rect(surface, GOLD if chosen else PANEL_EDGE, rect, 2 if chosen else 1,
                         border_radius=6)
        cur = PLACES[p][2]
        badges = ""
        if model.strong_currency(s) == cur:
            badges += "▲"
        if model.weak_currency(s) == cur:
            badges += "▼"
        if model.home_place(s, viewer) == p:
            badges += " H"
        marked = blit_text(surface, badges, (rect.right - 6, rect.y + 4), 14, GOLD, align="right")
        blit_text(surface, f"{words.place_names[p]} {CURRENCIES[cur]}", (rect.x + 6, rect.y + 4),
                  14, LIGHT_TEXT, bold=True, width=marked.x - rect.x - 10)  # beside the badges
        if info is None or info["tile"] in hidden:
            continue
        surface.blit(art.tile_image(info["tile"], CELL), (rect.x + 6, rect.y + 30))
        price = info["price"]
        blit_text(surface, words.money(price, cur), (rect.x + 78, rect.y + 40), 22,
                  LIGHT_TEXT if price == info["printed"] else GOLD, bold=True)
        if price != info["printed"]:
            blit_text(surface, words.money(info["printed"], cur), (rect.x + 78, rect.y + 72), 13,
                      DIM_TEXT)
        if info["closed"]:  # the strike crosses the building, the place's name stays legible
            tile = pygame.Rect(rect.x + 6, rect.y + 30, CELL, CELL)
            pygame.draw.line(surface, (220, 60, 50), tile.topleft, tile.bottomright, 4)
            pygame.draw.line(surface, (220, 60, 50), tile.topright, tile.bottomleft, 4)
            blit_text(surface, words.closed, (rect.centerx, rect.bottom - 22), 13,
                      (255, 140, 120), align="center")


def _kapital(surface, s, marks, words, hidden) -> None:
    _panel(surface, KAPITAL, words.kapital)
    for i, card in enumerate(model.display(s)):
        if i in hidden:
            continue
        rect = display_rect(i)
        surface.blit(art.card_image(card, CARD), rect)
        if i in marks.display:
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 3, border_radius=8)
    blit_text(surface, words.deck, (KAPITAL.x + 12, KAPITAL.bottom - 40), 14, DIM_TEXT,
              width=KAPITAL.w - 24)


def draw_empire(surface: pygame.Surface, s, seat_colours: list[str], shown: int,
                camera: EmpireCamera, marks: Marks, words: TableTexts,
                hidden_tiles: frozenset[int] = frozenset()) -> None:
    """The empire panel alone, at its place on a table-sized surface: the costliest part of
    the table (a late city is a hundred tiles), kept while only the rest changes."""
    surface.fill(BACKGROUND, EMPIRE)
    _empire(surface, s, shown, camera, marks, words, seat_colours, hidden_tiles)


def _empire(surface, s, shown, camera, marks, words, colours, hidden) -> None:
    _panel(surface, EMPIRE, words.empire)
    clip = surface.get_clip()
    surface.set_clip(EMPIRE_VIEW)
    for c, tile in model.city(s, shown).items():
        x, y = geometry.xy(c)
        rect = camera.cell_rect(x, y)
        if tile in hidden:
            continue
        surface.blit(art.tile_image(tile, camera.cell, colours[shown]), rect)
    for (x, y), kind in marks.cells.items():
        _cell_mark(surface, camera.cell_rect(x, y), kind)
    if marks.building is not None:
        pygame.draw.rect(surface, GOLD, camera.cell_rect(*marks.building).inflate(-2, -2), 3,
                         border_radius=6)
    for joint in model.tunnel_joints(s, shown):
        rect = camera.cell_rect(*geometry.xy(joint // 2))
        centre = rect.midbottom if joint % 2 else rect.midright
        mark = art.tunnel_mark(max(12, camera.cell * 2 // 5))
        surface.blit(mark, mark.get_rect(center=centre))
    surface.set_clip(clip)
    # The seat's colour round the whole panel, title and all, over the city's cut edge: drawn
    # inside the city's clip, its top edge (above the title's line) was cut away (play-test 3).
    pygame.draw.rect(surface, SEAT_RGB[colours[shown]], EMPIRE.inflate(-4, -4), 2,
                     border_radius=8)


def _contracts(surface, s, shown, words) -> None:
    """The shown seat's two contracts: a counting one framed gold with its "x2", a lost one
    struck through (contracts are open, so every seat's city shows its own)."""
    tiles = contract_view.contracts_of(s, shown)
    if not tiles:
        return
    _panel(surface, CONTRACTS, words.contracts)
    for i, tile in enumerate(tiles[:2]):
        rect = contract_rect(i)
        surface.blit(art.tile_image(tile, SMALL_TILE), rect)
        standing = contract_view.contract_outlook(s, shown, tile)["standing"]
        if standing == contract_view.COUNTS:
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 3, border_radius=6)
            blit_text(surface, words.counts_double, (rect.right + 6, rect.y + 12), 18, GOLD,
                      bold=True)
        elif standing == contract_view.LOST:
            pygame.draw.line(surface, (220, 60, 50), rect.topleft, rect.bottomright, 4)


def _cell_mark(surface: pygame.Surface, rect: pygame.Rect, kind: str) -> None:
    """A legal cell: its colour AND its shape (check, tunnel arch, swap arrows)."""
    colour = CELL_RGB[kind]
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((*colour, 90))
    surface.blit(shade, rect)
    pygame.draw.rect(surface, colour, rect.inflate(-4, -4), 3, border_radius=6)
    x, y, w = rect.x, rect.y, rect.w
    if kind == queries.GREEN:
        pygame.draw.lines(surface, colour, False, [(x + w * 0.3, y + w * 0.52),
                                                   (x + w * 0.45, y + w * 0.68),
                                                   (x + w * 0.72, y + w * 0.34)], max(3, w // 12))
    elif kind == queries.YELLOW:
        pygame.draw.arc(surface, colour, pygame.Rect(x + w * 0.25, y + w * 0.3, w * 0.5, w * 0.6),
                        0, 3.1416, max(3, w // 12))
        pygame.draw.line(surface, colour, (x + w * 0.2, y + w * 0.62), (x + w * 0.8, y + w * 0.62),
                         max(2, w // 16))
    else:
        for k, (a, b) in enumerate(((0.25, 0.75), (0.75, 0.25))):
            yy = y + w * (0.4 + 0.2 * k)
            pygame.draw.line(surface, colour, (x + w * a, yy), (x + w * b, yy), max(2, w // 16))
            tip = x + w * b
            d = w * 0.08 * (1 if b > a else -1)
            pygame.draw.polygon(surface, colour, [(tip + d, yy), (tip - d, yy - w * 0.08),
                                                  (tip - d, yy + w * 0.08)])


def _players(surface, s, colours, shown, words) -> None:
    _panel(surface, PLAYERS, words.players)
    for seat in range(s.num_players):
        rect = player_rect(seat, s.num_players)
        if seat == shown:
            pygame.draw.rect(surface, (56, 70, 94), rect, border_radius=4)
        if seat == s.turn_player():  # the seat whose turn it is
            pygame.draw.rect(surface, GOLD, rect, 1, border_radius=4)
        elif seat == s.current_player:  # asked in that turn's Lobbyist window: deciding now
            pygame.draw.rect(surface, ASKED, rect, 2, border_radius=4)
        surface.blit(art.seat_emblem(colours[seat], 22), (rect.x + 2, rect.y + 4))
        line = words.player_lines[seat] if seat < len(words.player_lines) else ""
        blit_text(surface, line, player_line_rect(seat, s.num_players).topleft,
                  PLAYER_LINE_SIZE, LIGHT_TEXT, width=PLAYER_LINE_W)
        _branch_counts(surface, model.branch_counts(s, seat), rect)
        score = words.scores[seat] if seat < len(words.scores) else s.scores()[seat]
        blit_text(surface, str(score), (rect.right - 6, rect.y + 6), 18, GOLD,
                  bold=True, align="right")
    if s.num_players == 2:
        rect = player_rect(2, 2)
        pygame.draw.rect(surface, (40, 46, 60), rect, border_radius=4)
        blit_text(surface, words.fund_line, (rect.x + 28, rect.y + 2), 13, DIM_TEXT, width=260)
        _branch_counts(surface, queries.majority_counts(s)[0][2], rect)


def _branch_counts(surface, counts, rect) -> None:
    x = rect.x + 28
    for b, count in enumerate(counts):
        surface.blit(art.branch_icon(b, 14), (x, rect.y + 19))
        blit_text(surface, str(count), (x + 15, rect.y + 18), 12, LIGHT_TEXT)
        x += 34


def _trays(surface, s, viewer, marks, words, hidden) -> None:
    _panel(surface, TRAY, words.tray)
    tray = model.tray(s, viewer)
    for i, tile in enumerate(tray[:5]):
        if tile in hidden:
            continue
        rect = tray_rect(i)
        surface.blit(art.tile_image(tile, SMALL_TILE), rect)
        if marks.tile == tile:
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 3, border_radius=6)
    _panel(surface, PLANNING, words.planning)
    for i, tile in enumerate(model.planning(s, viewer)[:5]):
        rect = planning_rect(i)
        surface.blit(art.tile_image(tile, SMALL_TILE), rect)
        if marks.tile == tile:
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 3, border_radius=6)


def _depot(surface, s, viewer, marks, words) -> None:
    _panel(surface, DEPOT, words.depot)
    y = DEPOT.y + 30
    for cur, _cards, total in depot_groups(model.hand(s, viewer)):
        blit_text(surface, words.money(total, cur), (DEPOT.x + 10, y + 8), 16,
                  art.CURRENCY_RGB[cur], bold=True)
        y += DEPOT_ROW
    chosen = chosen_cards(model.hand(s, viewer), marks.payment)
    for i, (rect, card) in enumerate(depot_cards(model.hand(s, viewer))):
        surface.blit(art.card_image(card, DEPOT_CARD), rect)
        if i in chosen:
            pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), 2, border_radius=4)
    blit_text(surface, words.tokens, (DEPOT.x + 10, TOKENS_TOP), TOKENS_SIZE, DIM_TEXT,
              width=DEPOT.w - 20)
    if words.lobbyist:
        blit_text(surface, words.lobbyist, (DEPOT.right - 10, LOBBYIST_TOP), TOKENS_SIZE,
                  DIM_TEXT, width=LOBBYIST_W, align="right")
    size, lines = hint_lines(words.depot_hint)
    top = hint_top(size, len(lines))
    for i, line in enumerate(lines):
        blit_text(surface, line, (DEPOT.x + 10, top + HINT_STEP * i), size, GOLD,
                  width=DEPOT.w - 20)


def hint_top(size: int, count: int) -> int:
    """Where the depot hint's first line starts: its last line ends HINT_PAD above the
    frame's bottom edge (two lines at 12 px sat on it)."""
    return DEPOT.bottom - HINT_PAD - fonts.size_of("Ag", size)[1] - HINT_STEP * (count - 1)


def draw_ring_run(surface: pygame.Surface, segments, camera: EmpireCamera) -> None:
    """The highway ring's counting run traced on the city (queries.ring_run), in the M view."""
    ring_tally.draw_run(surface, segments, camera, EMPIRE_VIEW,
                        max(3, camera.cell // 12))
