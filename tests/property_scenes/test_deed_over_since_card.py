"""The deed card under the pointer lies over the "since your last turn" card (play-test
pt-prop4, Kraken Bay, de, 1920x1080: pointing at Harpunenhügel showed the top of its deed,
the rest under the since card). Every place whose deed meets the since card is read whole."""

from __future__ import annotations

import pygame

from tests.property_scenes.test_since_card_and_draft import board_with_since_card


def covered(frame: pygame.Surface, card: pygame.Surface, rect: pygame.Rect) -> int:
    """How many of the card's solid dots show something else on `frame` at `rect`."""
    solid = pygame.mask.from_surface(card, 254)
    return sum(frame.get_at((rect.x + x, rect.y + y))[:3] != card.get_at((x, y))[:3]
               for x in range(0, rect.w, 3) for y in range(0, rect.h, 3)
               if solid.get_at((x, y)))


def test_a_deed_that_meets_the_since_card_is_drawn_whole_over_it(app, open_board):
    board = board_with_since_card(app, open_board)
    log = board.game_log
    since = log.card_rect
    met = 0
    for space in range(len(board.view.cells)):
        if not board.rs.price[space]:
            continue
        deed = board.deed_card(space)
        rect = board.deed_rect(deed.get_size(), space)
        if not rect.colliderect(since):
            continue
        met += 1
        board.hover.target, board.hover.age = space, 10.0    # the pointer rested on it
        assert log.card_rect == since, "the since card is still up"
        frame = pygame.Surface(app.canvas_size)
        board.draw(frame)
        board.draw_over_widgets(frame)  # the pointer's card lies over the widgets too
        assert covered(frame, deed, rect) == 0, f"the deed of {board.words.space(space)} is whole"
    assert met, "some deed card meets the since card"
