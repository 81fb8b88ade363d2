"""A hover card leaves the turn buttons and the open log in sight at 1280x800 (speedpolish):
with the log open, a depot card's card opened to the pointer's left, under the panel, only its
edge showing beside it; a thing the open log covers has no card at all."""

from __future__ import annotations

import pygame
import pytest

from game.app import CANVAS_SIZE
from game.speedtycoon.scenes import table_picture
from game.speedtycoon.view import model
from game.speedtycoon.view import table_view as tv
from game.ui.canvas import fit
from tests.speedtycoon_scenes.test_clicking import exact_start, open_table


def rested_on(app, board, pos: tuple[int, int]) -> pygame.Surface | None:
    """The card once the pointer has rested on `pos`."""
    board.pointer = pos
    app.run_frames(1)
    app.run_frames(30, dt=0.05)
    return board.hover_card()


def pointed_things(board) -> list[tuple[int, int]]:
    """The middle of every thing beside the log that has a card: tray, planning and depot."""
    s, seat = board.match.state, board.viewer
    spots = [tv.tray_rect(i).center for i in range(len(model.tray(s, seat)[:5]))]
    spots += [tv.planning_rect(i).center for i in range(len(model.planning(s, seat)[:5]))]
    spots += [rect.center for rect, _card in tv.depot_cards(model.hand(s, seat))]
    return spots


def test_hover_cards_leave_the_buttons_and_the_open_log_in_sight(app):
    board = open_table(app, exact_start()[0])
    app.press_key(pygame.K_l)
    assert board.game_log.open, "L opens the log"
    log = board.log_rect()
    buttons = [b.get_abs_rect() for b in board.buttons.values() if b.visible]
    spots = pointed_things(board)
    assert len(spots) >= 3, "the person holds things to point at"
    for pos in spots:
        card = rested_on(app, board, pos)
        assert card is not None, f"a card opens for the thing at {pos}"
        rect = board.card_spot(card.get_size(), pos, board._clock_rect)
        assert not rect.colliderect(log), f"the card at {pos} lies under the open log"
        assert rect.collidelist(buttons) < 0, f"the card at {pos} hides a turn button"
        assert not rect.collidepoint(pos), "the thing pointed at stays in sight"


def test_a_thing_under_the_open_log_has_no_card(app, monkeypatch):
    board = open_table(app, exact_start()[0])
    place = tv.place_rect(0).center
    assert rested_on(app, board, place) is not None, "a market building has a card"
    app.press_key(pygame.K_l)
    drawn = []
    monkeypatch.setattr(table_picture.TablePicture, "draw_pointer_card",
                        lambda self, surface: drawn.append(self.hover_card()))
    assert rested_on(app, board, place) is None, "the log hides the market"
    assert not [card for card in drawn if card is not None]


def test_a_kapital_cards_card_leaves_the_players_column_in_sight(app):
    """speed2 (speedpolish's play-test): a card left open on a Kapital card stays through the
    computers' turns, and it covered the top of the players' column, what a waiting person
    reads and where the computers' moves fly to. Every Kapital card's card now opens beside
    the pointer clear of the column, the buttons and the Kapital card pointed at."""
    board = open_table(app, exact_start()[0])
    buttons = [b.get_abs_rect() for b in board.buttons.values() if b.visible]
    cards = model.display(board.match.state)
    assert cards, "the Kapital shows cards"
    for i in range(len(cards)):
        pos = tv.display_rect(i).center
        card = rested_on(app, board, pos)
        assert card is not None, f"Kapital card {i} has a card"
        rect = board.card_spot(card.get_size(), pos, board._clock_rect)
        assert not rect.colliderect(tv.PLAYERS), f"Kapital card {i}'s card covers the players"
        assert rect.collidelist(buttons) < 0, f"Kapital card {i}'s card hides a turn button"
        assert not rect.collidepoint(pos), "the card pointed at stays in sight"


def on_window(rect: pygame.Rect, window: tuple[int, int]) -> pygame.Rect:
    """Where a canvas rect shows in a window of that size (the canvas scaled to fit)."""
    area = fit(CANVAS_SIZE, window)
    scale = area.w / CANVAS_SIZE[0]
    return pygame.Rect(area.x + round(rect.x * scale), area.y + round(rect.y * scale),
                       round(rect.w * scale), round(rect.h * scale))


@pytest.mark.parametrize("window", [(1280, 800), (1366, 768), (1920, 1080)])
def test_a_kapital_cards_card_leaves_to_build_the_planning_and_the_depot_in_sight(app, window):
    """speedleft: kept off the players' column, a Kapital card's card opened over "To build",
    the planning and the depot's top rows (en 1366x768), though the empire beside the
    Kapital had room for it. Every Kapital card's card now opens clear of all four, the
    Kapital card pointed at and the buttons, at each window size the canvas is shown in."""
    board = open_table(app, exact_start()[0])
    buttons = [b.get_abs_rect() for b in board.buttons.values() if b.visible]
    side = [tv.PLAYERS, tv.TRAY, tv.PLANNING, tv.DEPOT, *buttons]
    for i in range(len(model.display(board.match.state))):
        pos = tv.display_rect(i).center
        card = rested_on(app, board, pos)
        assert card is not None, f"Kapital card {i} has a card"
        rect = board.card_spot(card.get_size(), pos, board._clock_rect)
        shown = on_window(rect, window)
        for thing in side:
            assert not shown.colliderect(on_window(thing, window)), (i, rect, thing)
        assert not shown.collidepoint(on_window(pygame.Rect(pos, (1, 1)), window).topleft)
        assert on_window(pygame.Rect((0, 0), CANVAS_SIZE), window).contains(shown)
