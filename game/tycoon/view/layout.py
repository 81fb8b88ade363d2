"""Every rectangle of the 1280 x 800 Tycoon screen, in one place.

The board view draws into these rectangles and the board scene places its pygame-gui widgets
(action bar buttons, tooltips, dialogs) from them, so moving a panel is a change here only.
Cities are numbered 0..8 row by row (0 = top left, 8 = bottom right), as in the rules' 3 x 3 map;
hotel lots 0..11 run down the left side, along the bottom and up the right side (a U).
"""

from __future__ import annotations

from pygame import Rect

CANVAS = Rect(0, 0, 1280, 800)

# Board: the world map with the nine cities in a 3 x 3 grid.
BOARD = Rect(8, 8, 864, 660)
CITY_SIZE = (280, 212)
CITY_GAP = 12

# Below the board: the current player's hand, then the action bar (pygame-gui buttons).
HAND = Rect(8, 676, 864, 58)
HAND_CARD_SIZE = (100, 54)
HAND_CARD_GAP = 6
HAND_SLOTS = 8
ACTION_BAR = Rect(8, 740, 864, 52)

# Right column: turn lights, four player panels, the ticket market.
SIDEBAR = Rect(884, 8, 388, 784)
TURN_LIGHTS = Rect(884, 8, 388, 34)
PLAYER_PANEL_SIZE = (388, 94)
PLAYER_PANEL_TOP = 48
PLAYER_PANEL_STEP = 100
MAX_PLAYERS = 4
MARKET = Rect(884, 452, 388, 340)
MARKET_CARD_SIZE = (120, 80)
MARKET_CARD_GAP = 10
#: The market's heading line (its title drawn 5 px down, a 21 px line of the 15 px font),
#: above the first row of cards at +30.
MARKET_HEADING = Rect(MARKET.x, MARKET.y, MARKET.width, 26)

# Overlays drawn by scenes on top of everything (payday, result, curtain) and a slide-in
# panel over the right board column for information windows (history, payout table).
OVERLAY = Rect(64, 40, 1152, 720)
INFO_PANEL = Rect(BOARD.right - 300, BOARD.top, 300, BOARD.height)

# Inside one city cell (offsets from its top left corner).
LOT_SIZE = (42, 40)
LOTS_PER_SIDE = 4
LOT_COUNT = 12
STRIP_TOP = 6
STRIP_SIZE = (42, 28)
RUNWAY_X = (10, 56)
FACTORY_X = (182, 228)
U_TOP = 42


def city_rect(city: int) -> Rect:
    row, col = divmod(city, 3)
    w, h = CITY_SIZE
    return Rect(BOARD.x + col * (w + CITY_GAP), BOARD.y + row * (h + CITY_GAP), w, h)


def _u_left(city: int) -> int:
    return city_rect(city).x + (CITY_SIZE[0] - 6 * LOT_SIZE[0]) // 2


def lot_rect(city: int, lot: int) -> Rect:
    """Lots 0-3 down the left, 4-7 along the bottom, 8-11 up the right side."""
    if not 0 <= lot < LOT_COUNT:
        raise ValueError(f"lot {lot} outside 0..{LOT_COUNT - 1}")
    lw, lh = LOT_SIZE
    left = _u_left(city)
    top = city_rect(city).y + U_TOP
    if lot < 4:
        col, row = 0, lot
    elif lot < 8:
        col, row = lot - 3, 3
    else:
        col, row = 5, 11 - lot
    return Rect(left + col * lw, top + row * lh, lw, lh)


def lot_neighbours(city: int, lot: int) -> tuple[Rect, ...]:
    """The lots touching `lot` of `city`, corners included: a ring round the lot must leave
    their prices and hotels readable (it covered the top of the lot below)."""
    target = lot_rect(city, lot).inflate(2, 2)
    return tuple(lot_rect(city, k) for k in range(LOT_COUNT)
                 if k != lot and lot_rect(city, k).colliderect(target))


def centre_rect(city: int) -> Rect:
    """The picture inside the U: city name, skyline and the evicted hotels."""
    lw, lh = LOT_SIZE
    return Rect(_u_left(city) + lw, city_rect(city).y + U_TOP, 4 * lw, 3 * lh)


def name_rect(city: int) -> Rect:
    c = centre_rect(city)
    return Rect(c.x, c.y + 2, c.width, 20)


def emblem_rect(city: int) -> Rect:
    c = centre_rect(city)
    return Rect(c.x + 4, c.y + 24, c.width - 8, 66)


def evicted_rect(city: int) -> Rect:
    c = centre_rect(city)
    return Rect(c.x + 4, c.bottom - 28, c.width - 8, 26)


def evicted_slot(city: int, index: int) -> Rect:
    """Evicted hotels stand side by side in the centre (three red lots: at most a few)."""
    area = evicted_rect(city)
    return Rect(area.x + 2 + index * 24, area.y + 2, 22, 22)


def runway_rect(city: int, runway: int) -> Rect:
    c = city_rect(city)
    return Rect(c.x + RUNWAY_X[runway], c.y + STRIP_TOP, *STRIP_SIZE)


def factory_rect(city: int, slot: int) -> Rect:
    c = city_rect(city)
    return Rect(c.x + FACTORY_X[slot], c.y + STRIP_TOP, *STRIP_SIZE)


def city_at(pos: tuple[int, int]) -> int | None:
    for city in range(9):
        if city_rect(city).collidepoint(pos):
            return city
    return None


def player_panel(seat_row: int) -> Rect:
    """Panel of the player shown in row `seat_row` (rows follow the turn order)."""
    return Rect(SIDEBAR.x, PLAYER_PANEL_TOP + seat_row * PLAYER_PANEL_STEP, *PLAYER_PANEL_SIZE)


def home_bank_rect(seat_row: int) -> Rect:
    p = player_panel(seat_row)
    return Rect(p.right - 72, p.y + 6, 64, 50)


#: The widest a seat's name is drawn in its panel (a longer one is fitted to it).
NAME_WIDTH = 160


def seat_name_rect(seat_row: int) -> Rect:
    """The box a seat's name may fill: right of the plane icon, on the cash figure's line."""
    p = player_panel(seat_row)
    return Rect(p.x + 42, p.y + 6, NAME_WIDTH, 22)


def cash_anchor(seat_row: int) -> tuple[int, int]:
    """Right end of the cash figure: floating +12 / -5 texts start here."""
    p = player_panel(seat_row)
    return p.right - 84, p.y + 18


#: The cash figure's font size (the board view draws it; a floating change keeps beside it).
CASH_FIGURE_SIZE = 20
#: How far a "+12 M" rises: a little, inside the player's own panel (rising from the figure
#: itself ran into the header or the row above; rising onto it hid the figure it changes, "-6 M"
#: over a computer's cash; left of the figure it covered the end of a long name, "Синий
#: (средний)": play-tests).
CASH_FLOAT_RISE = 12
CASH_FLOAT_GAP = 4
#: The change's font size: at 16 px "−129 Mio." (the widest a game shows) fits between the
#: figure and the panel's edge.
CASH_FLOAT_SIZE = 16


def cash_float_start(seat_row: int, label_width: int) -> tuple[int, int]:
    """Where a floating cash change (`label_width` wide) starts: right of the figure, over the
    home bank's box, kept inside the panel and clear of the figure, so it covers neither the
    figure nor the name left of it; it ends CASH_FLOAT_RISE higher, level with the figure."""
    x, y = cash_anchor(seat_row)
    half = (label_width + 1) // 2
    centre = min(home_bank_rect(seat_row).centerx, player_panel(seat_row).right - half)
    return max(centre, x + CASH_FLOAT_GAP + half), y + CASH_FLOAT_RISE


def turn_light(seat_row: int) -> tuple[int, int]:
    return TURN_LIGHTS.x + 18 + seat_row * 30, TURN_LIGHTS.centery


def market_card_rect(kind: str, slot: int) -> Rect:
    """Scheduled slots 0-1 fill the first row; charter slots 0-5 the next two rows."""
    w, h = MARKET_CARD_SIZE
    if kind == "scheduled":
        if not 0 <= slot < 2:
            raise ValueError(f"scheduled slot {slot} outside 0..1")
        row, col = 0, slot
    elif kind == "charter":
        if not 0 <= slot < 6:
            raise ValueError(f"charter slot {slot} outside 0..5")
        row, col = 1 + slot // 3, slot % 3
    else:
        raise ValueError(f"unknown ticket kind {kind!r}")
    return Rect(MARKET.x + 4 + col * (w + MARKET_CARD_GAP), MARKET.y + 30 + row * (h + 8), w, h)


def market_piles_rect() -> Rect:
    """Deck and discard counts, next to the two scheduled cards."""
    w, h = MARKET_CARD_SIZE
    return Rect(MARKET.x + 4 + 2 * (w + MARKET_CARD_GAP), MARKET.y + 30, w, h)


def market_counts_rect() -> Rect:
    """The line under the cards naming the deck and discard counts in words."""
    return Rect(MARKET.x + 8, MARKET.bottom - 30, MARKET.width - 16, 22)


def market_slot_at(pos: tuple[int, int]) -> tuple[str, int] | None:
    for kind, count in (("scheduled", 2), ("charter", 6)):
        for slot in range(count):
            if market_card_rect(kind, slot).collidepoint(pos):
                return kind, slot
    return None


def hand_card_rect(index: int, count: int = HAND_SLOTS) -> Rect:
    """Card `index` of a hand of `count`; beyond eight cards they overlap to stay in the strip."""
    w, h = HAND_CARD_SIZE
    step = w + HAND_CARD_GAP
    if count > HAND_SLOTS:
        step = (HAND.width - 8 - w) // (count - 1)
    return Rect(HAND.x + 4 + index * step, HAND.y + 2, w, h)


def hand_slot_at(pos: tuple[int, int], count: int) -> int | None:
    """Topmost card under `pos` (later cards lie on top of earlier ones)."""
    for index in reversed(range(count)):
        if hand_card_rect(index, count).collidepoint(pos):
            return index
    return None
