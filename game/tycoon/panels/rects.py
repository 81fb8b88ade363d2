"""Where the panels go: over the board, never over the action bar, the hand or the market's
card rows (the view's layout rectangles decide)."""

from __future__ import annotations

import pygame

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
#: The hint box: over the market cards, or over the board's bottom left when it points at one.
#: Tall enough for a whole plan (four steps, the reason and the count) without a scroll bar.
HINT = pygame.Rect(layout.MARKET.x, layout.MARKET.y + 30, layout.MARKET.width, 300)
HINT_OVER_BOARD = pygame.Rect(layout.BOARD.x + 8, layout.BOARD.bottom - 308, 388, 300)
#: Hover cards stay inside this area, and above the hand strip (where the news line, the
#: status of the turn, usually stands) and the action bar.
CARD_BOUNDS = pygame.Rect(0, 0, *layout.CANVAS.size)
CARD_KEEP_CLEAR = layout.HAND.union(layout.ACTION_BAR)
