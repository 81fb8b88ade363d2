"""Where the panels go: over the board, never over the action bar, the hand or the market's
card rows (the view's layout rectangles decide)."""

from __future__ import annotations

import pygame

from game.tycoon.rules.board import NUM_CITIES
from game.tycoon.view import layout

#: The panel frame: the right two thirds of the board (the left column stays visible).
PANEL = pygame.Rect(layout.BOARD.right - 600, layout.BOARD.top, 600, layout.BOARD.height)
#: The buttons H P D M R and undo: the market's heading row, right of its title (the strip
#: under the market holds the deck counts, the action bar the turn's buttons).
BUTTONS = pygame.Rect(layout.MARKET.x + 132, layout.MARKET.y + 2, layout.MARKET.width - 136, 26)
#: The hint's ring round a market card stops short of that heading row.
RING_KEEP_CLEAR = (layout.MARKET_HEADING,)
#: Width of the undo button (its word is longer than the one-letter keys).
UNDO_WIDTH = 100
#: The hint box's room: over the market cards, or over the board's bottom left when it points
#: at one. The box is as tall as its text up to these (a short plan left the lower half of
#: the 300 px box empty, play-test); a longer one (six steps in Russian) gets a taller box
#: from `hint_rect`.
HINT = pygame.Rect(layout.MARKET.x, layout.MARKET.y + 30, layout.MARKET.width, 300)
HINT_OVER_BOARD = pygame.Rect(layout.BOARD.x + 8, layout.BOARD.bottom - 308, 388, 300)
#: The least height of the hint box, its title and a line: what it has before its text is
#: measured (a text of one line measures this tall).
HINT_LEAST = 84

#: Hover cards stay inside this area, and above the hand strip (where the news line, the
#: status of the turn, usually stands) and the action bar.
CARD_BOUNDS = pygame.Rect(0, 0, *layout.CANVAS.size)
CARD_KEEP_CLEAR = layout.HAND.union(layout.ACTION_BAR)
#: The framed panels every board has (`InfoPanels.card_frames` adds the seated players').
CARD_FRAMES = (layout.BOARD, layout.HAND, layout.MARKET)


def headings(players: int) -> list[pygame.Rect]:
    """The headings a card the keys opened leaves readable, each its own thing: every city's
    name, "Session 1 of 3" over the turn lights, each player's panel's name line and "Ticket
    market". A walked lot's card, kept off its city only, lay over the next city's name or the
    session's line (play-test); it may still cover another city's lots."""
    return [layout.TURN_LIGHTS, layout.MARKET_HEADING,
            *(layout.name_rect(city) for city in range(NUM_CITIES)),
            *(pygame.Rect(panel.x, panel.y, panel.width, 30)
              for panel in map(layout.player_panel, range(players)))]


def hint_rect(height: int, over_market: bool, target: pygame.Rect | None) -> pygame.Rect:
    """Where the hint box goes when its text needs a box `height` px tall: in its usual room,
    as tall as the text (at least `HINT_LEAST`; over the market from the room's top, under the
    market's buttons; over the board from the room's foot, in the board's corner) when the
    text fits there, else a box that tall over the board's bottom left corner (or its bottom
    right, when the step's target lies in that corner). Why grow rather than scroll: a
    scrolled box shows its last line half cut, and the reason (the last line but one) is the
    line a player wants; the market box cannot grow (its buttons above, the screen's edge
    below), the board has the height."""
    base = HINT_OVER_BOARD if over_market else HINT
    if height <= base.height:
        fitted = base.copy()
        fitted.height = max(height, HINT_LEAST)
        if over_market:
            fitted.bottom = base.bottom
        return fitted
    height = min(height, layout.BOARD.height - 16)
    tall = pygame.Rect(HINT_OVER_BOARD.x, layout.BOARD.bottom - 8 - height,
                       HINT_OVER_BOARD.width, height)
    if target is not None and tall.colliderect(target):
        tall.right = layout.BOARD.right - 8
    return tall
