"""After the payday's Continue the pointer rests where Continue was, over a market ticket: that
ticket's card does not open as the turn begins, only once the pointer moves (the rule a
widget's tooltip keeps, game/ui/hover.py)."""

from __future__ import annotations

import pygame
import pytest

from game.tycoon.view import layout
from tests.tycoon_scenes.autoplay import play_payday, play_to_payday, settle

pytestmark = pytest.mark.think_inline


def _point(app, pos, frames: int = 40) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.run_frames(frames)


def test_no_ticket_card_opens_under_a_pointer_resting_since_the_paydays_continue(app, board):
    play_to_payday(app, board)
    over_ticket = layout.market_card_rect("scheduled", 0).center
    _point(app, over_ticket, frames=1)   # the pointer rests on the card's button, over a ticket
    while board.payday is not None:
        play_payday(app, board)
    settle(app, board)
    assert board.human_turn() and board.model.market[0] is not None
    app.run_frames(40)
    assert board.info.hover_card() is None, "a card for a ticket nobody pointed at"
    _point(app, (over_ticket[0] + 3, over_ticket[1]))
    assert board.info.hover_card() is not None, "the pointer moved onto it: its card opens"
