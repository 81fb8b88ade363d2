"""Hover is not focus (kit22): the theme hovered every button with the keyboard focus ring's gold,
so on Kraken Bay's "for sale" panel Buy looked focused under the pointer though Enter does not
press it (Enter never presses a money decision). A button under the pointer wears a pale blue
border; gold is the focus ring's alone, on every board, and stays gold under the pointer."""

from __future__ import annotations

import pygame
import pytest

from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.property.rules.phases import BUY
from game.property.scenes.board_scene import BoardScene
from game.ui.focus import FOCUSED, THEME, FocusBorder
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts

GAMES = ["tycoon", "speedtycoon", "kraken_bay", "menedzher"]
GOLD = pygame.Color(THEME[FOCUSED]["colours"]["normal_border"])


def warm(colour) -> bool:
    """Gold, amber or a pale gold: what a player takes for the focus ring."""
    colour = pygame.Color(colour)
    return colour.a > 0 and colour.r > colour.b + 40


def point_at(app, monkeypatch, pos: tuple[int, int]) -> None:
    """The pointer moved to canvas point `pos`, and frames for the hover to be drawn."""
    where = app.canvas.to_window(pos)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: where)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(1, 0),
                                         buttons=(0, 0, 0)))
    app.run_frames(3)


def border_pixel(app, button) -> pygame.Color:
    """The drawn colour of the middle of the button's top edge."""
    rect = button.get_abs_rect()
    return app.screen.get_at((rect.centerx, rect.top))


@pytest.mark.parametrize("game", GAMES)
def test_no_button_on_a_board_hovers_gold_and_the_focused_one_is_gold(app, game):
    app.settings.animation_speed = "instant"
    entry = game_entry(game)
    seats = (Seat("human", "Anna", "red"), Seat("human", "Ben", "blue"))
    setup = GameSetup(game, 3, seats, entry.remembered_options({}, 2))
    app.scenes.push(entry.board()(app, setup, curtain=False))
    app.run_frames(3)
    canvas = app.screen.get_rect()  # the title's buttons wait off it, under the board
    buttons = [button for button in app.manager.buttons()
               if button.visible and button.get_abs_rect().colliderect(canvas)]
    assert buttons
    gold_hover = [button.text for button in buttons if warm(button.colours["hovered_border"])]
    assert gold_hover == [], "no button hovers in the focus ring's gold"
    first = next(button for button in buttons if button.is_enabled)
    FocusBorder().wear(first)  # the ring's mark, on whichever button the Tab reaches
    assert first.colours["normal_border"] == GOLD
    assert first.colours["hovered_border"] == GOLD, "focused, it stays gold under the pointer"


def test_kraken_bays_buy_under_the_pointer_is_drawn_unlike_the_focused_buy(app, monkeypatch):
    app.settings.animation_speed = "instant"
    board = app.scenes.push(BoardScene(app, setup_for("kraken_bay",
                                                      seed=first_seat_starts("kraken_bay")),
                                       curtain=False))
    app.run_frames(2)
    state = board.match.state
    state.phase, state.pos[0] = BUY, next(q for q in range(state.rs.n_spaces)
                                          if state.rs.price[q] > 0 and state.owner[q] < 0)
    state._legal = None
    board.sync()
    app.run_frames(3)
    buy = board.control("buy")
    point_at(app, monkeypatch, buy.get_abs_rect().center)
    assert buy.hovered and board.ring.current is not buy
    hovered = border_pixel(app, buy)
    assert not warm(hovered), f"the hovered Buy's border {hovered} reads as the focus ring"
    board.ring.focus(buy)
    app.run_frames(3)
    focused = border_pixel(app, buy)
    assert focused == GOLD, "the focused Buy is gold, under the pointer too"
    assert hovered != focused
