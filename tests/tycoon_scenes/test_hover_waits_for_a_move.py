"""A hover card opens only for what the pointer moved onto (the rule a widget's tooltip keeps,
game/ui/hover.py): after the payday's Continue the pointer rests where Continue was, over a
market ticket, and after a second press on the setup's Start it rests over the new board's
market; neither ticket's card opens until the pointer moves."""

from __future__ import annotations

import pygame
import pytest

from game.tycoon.scenes.board_scene import BoardScene
from game.tycoon.view import layout
from tests.tycoon_scenes.autoplay import play_payday, play_to_payday, settle
from tests.tycoon_scenes.conftest import two_player_setup

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


def test_no_ticket_card_opens_under_the_second_press_on_start(app):
    board = app.scenes.push(BoardScene(app, two_player_setup(), curtain=False))
    over_ticket = board.panel.market[0].get_abs_rect().center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):   # meant for Start
        pygame.event.post(pygame.event.Event(kind, pos=over_ticket, button=1))
    app.run_frames(40)
    assert board.match.actions == [], "the press bought nothing"
    assert board.info.hover_card() is None, "a card for a ticket nobody pointed at"
    _point(app, (over_ticket[0] + 3, over_ticket[1]))
    assert board.info.hover_card() is not None, "the pointer moved onto it: its card opens"
