"""The whole turn works without a mouse: Tab / Shift-Tab, Space / Enter, Esc, digits."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UITooltip

from game.tycoon.rules import Buy, Fly
from tests.support.press import tab_to


def test_tab_space_digits_and_enter_play_a_turn(app, board):
    scheduled = board.panel.market[0]
    tab_to(app, board, scheduled)
    app.press_key(pygame.K_SPACE)
    assert isinstance(board.match.actions[-1], Buy)

    app.press_key(pygame.K_1)
    assert board.turn.selected == 0
    reachable = board.turn.reachable()
    assert reachable and board.view.decor.reachable == reachable
    city = board.panel.cities[min(reachable)]
    tab_to(app, board, city)
    app.press_key(pygame.K_RETURN)
    assert isinstance(board.match.actions[-1], Fly)
    app.run_frames(2)

    hotel = board.panel.buttons["hotel"]
    assert hotel.is_enabled
    tab_to(app, board, hotel)
    app.press_key(pygame.K_SPACE)
    assert str(board.match.actions[-1]) == "hotel"
    end = board.panel.buttons["end"]
    tab_to(app, board, end)
    app.press_key(pygame.K_RETURN)
    assert str(board.match.actions[-1]) == "end"


def test_shift_tab_goes_back_and_escape_puts_the_ticket_back(app, board):
    app.press_key(pygame.K_TAB)
    first = board.ring.current
    app.press_key(pygame.K_TAB)
    assert board.ring.current is not first
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT,
                                             unicode="", scancode=0))
    app.run_frames(1)
    assert board.ring.current is first

    app.click(board.panel.market[0])
    app.press_key(pygame.K_1)
    assert board.turn.selected == 0
    app.press_key(pygame.K_ESCAPE)
    assert board.turn.selected is None
    assert board.view.decor.reachable == frozenset()


def test_focusing_a_disabled_action_tells_why(app, board):
    hotel = board.panel.buttons["hotel"]
    tab_to(app, board, hotel)
    assert not hotel.is_enabled
    app.press_key(pygame.K_SPACE)
    assert board.toast.text == hotel.tool_tip_text
    assert board.match.actions == []


def test_escape_opens_the_game_menu_and_escape_again_returns_to_the_game(app, board):
    app.press_key(pygame.K_ESCAPE, frames=2)
    menu = app.scenes.top
    assert menu is not board
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is board


def test_the_end_of_turn_question_keeps_the_turn_on_escape_and_ends_it_on_enter(app, board):
    app.settings.confirm_end_turn = True
    app.click(board.panel.market[0])
    app.press_key(pygame.K_1)
    app.click(board.panel.cities[min(board.turn.reachable())])
    app.run_frames(2)
    app.click(board.panel.buttons["hotel"])
    app.click(board.panel.buttons["end"])
    question = app.scenes.top
    assert question is not board
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is board and board.match.seat_to_act == 0
    app.click(board.panel.buttons["end"])
    app.press_key(pygame.K_RETURN, frames=2)
    assert app.scenes.top is board and str(board.match.actions[-1]) == "end"


def test_tab_onto_a_greyed_action_shows_why_under_the_resting_pointer(app, board, monkeypatch):
    """A keyboard player's pointer rests where it was, off every widget: the tooltip of the
    action Tab reaches opens all the same, and goes with the focus (tipkeys)."""
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (1, 1))
    app.run_frames(60)
    hotel = board.panel.buttons["hotel"]
    tab_to(app, board, hotel)
    app.run_frames(10)
    shown = [tip for tip in app.manager.get_sprite_group().sprites()
             if isinstance(tip, UITooltip)]
    assert [tip.parent_element for tip in shown] == [hotel]
    app.press_key(pygame.K_TAB, frames=10)
    assert not hotel.tool_tip


def test_after_choosing_a_ticket_tab_goes_to_a_city_it_reaches(app, board):
    """Tab walked the nine cities in board order from wherever the focus was (the market
    card just bought): the lit ones come first now (tipkeys, a real window)."""
    scheduled = board.panel.market[0]
    tab_to(app, board, scheduled)
    app.press_key(pygame.K_SPACE)
    app.press_key(pygame.K_1)
    reachable = board.turn.reachable()
    app.press_key(pygame.K_TAB)
    lit = [board.panel.cities[c] for c in sorted(reachable)]
    assert board.ring.current is lit[0]
    for city in lit[1:]:
        app.press_key(pygame.K_TAB)
        assert board.ring.current is city


def test_a_turn_begins_with_tab_at_its_start_not_past_the_menu(app, board):
    """Tab during the computer's turn reaches Menu, the one widget then; the focus stayed
    there, and the person's first Tab went past it to the cities (tipkeys, a real window)."""
    from tests.tycoon_scenes.autoplay import play_human_turn, settle, wait_until

    play_human_turn(app, board)
    wait_until(app, lambda: board.match.state.current_player != 0)
    app.press_key(pygame.K_TAB)
    assert board.ring.current is board.menu
    wait_until(app, lambda: board.human_turn())
    settle(app, board)
    app.press_key(pygame.K_TAB)
    first = board.ring.current
    assert first is not None and first not in board.panel.cities


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_the_news_after_choosing_a_ticket_does_not_ask_for_a_click(app, board, app_language):
    """Tab / Enter reach the lit cities (tipkeys), so the news line a keyboard player reads
    after choosing a ticket names no mouse: it said "now click one of the lit cities"."""
    tab_to(app, board, board.panel.market[0])
    app.press_key(pygame.K_SPACE)
    app.press_key(pygame.K_1)
    news = board.toast.text or ""
    assert news and board.turn.reachable()
    assert not any(word in news.lower() for word in ("click", "klick", "щёлк", "щелк"))


def test_tab_onto_a_market_ticket_opens_its_card_and_moving_on_closes_it(app, board):
    """A keyboard player sees what the mouse player sees resting on a ticket: its card, beside
    the ticket (cards opened only under the pointer)."""
    from game.tycoon.rules import board as rules_board

    scheduled = board.panel.market[0]
    tab_to(app, board, scheduled)
    ticket = rules_board.TICKET_IDS[board.model.market[0]]
    assert board.info.keyed is not None and board.info.keyed[0].key == ticket
    card = board.info.hover_card()
    assert card is not None
    surface = pygame.Surface(app.screen.get_size())
    place = board.info.draw_card(surface)
    assert place is not None and not place.colliderect(scheduled.rect)

    app.press_key(pygame.K_TAB)  # on to the next ticket: its own card
    nxt = rules_board.TICKET_IDS[board.model.market[1]]
    assert board.info.keyed[0].key == nxt
    app.press_key(pygame.K_SPACE)  # a press shuts it, as a click shuts the pointer's
    assert board.info.hover_card() is None


def test_tab_onto_a_city_opens_its_card(app, board):
    city = board.panel.cities[4]
    tab_to(app, board, city)
    from game.tycoon.panels.hover import Target

    assert board.info.keyed is not None and board.info.keyed[0] == Target("city", 4)
    assert board.info.hover_card() is not None
