"""The cash floats of the board under the payday card ("−12 M" rising over a player's home
bank) stood across the card's right edge, cut by it while the card was up (tycoonpay's
play-test): the card hides the board but for its margins, and the floats were drawn with the
board. They are drawn whole, above the card."""

from __future__ import annotations

import pygame

from game.tycoon.view import layout
from tests.tycoon_scenes.autoplay import play_to_loans


def _board_picture(board) -> pygame.Surface:
    surface = pygame.Surface(layout.CANVAS.size)
    board.draw_board(surface)
    return surface


def test_a_cash_float_under_the_payday_card_is_drawn_whole_above_it(app, board):
    state = board.match.state
    state.last_round = True
    state.loan_owner[0] = 0            # Anna holds a 10 M card and repays it on the card
    state.money[0] = 40
    overlay = play_to_loans(app, board)
    app.settings.animation_speed = "normal"   # the float rises for a second, as in play
    repay = next(button for button, action in overlay.loan_buttons.items()
                 if str(action).startswith("repay") and button.is_enabled)
    app.click(repay)
    app.run_frames(2)
    timeline = board.view.timeline
    assert board.payday is not None and board.payday.shown and timeline._floaters
    sprite = timeline._floaters[0][1].sprite
    rect = sprite.image.get_rect(center=(round(sprite.pos[0]), round(sprite.pos[1])))
    under_card = rect.clip(layout.OVERLAY)
    assert under_card.width > 0, f"the float {rect} stands across the card's edge"
    with_float = _board_picture(board)
    floats, timeline._floaters = timeline._floaters, []
    without = _board_picture(board)
    timeline._floaters = floats
    changed = [(x, y) for x in range(under_card.left, under_card.right)
               for y in range(under_card.top, under_card.bottom)
               if with_float.get_at((x, y)) != without.get_at((x, y))]
    assert len(changed) > under_card.width, "the float's part over the card is drawn"
