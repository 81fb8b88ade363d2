"""Issue 14.3: the guided turn says "click the glowing lot to build", and the game keeps that
promise: a click on a city's next free lot builds a hotel there, reaching the city the cheapest
way, and asks when several ways cost the same."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.tycoon.rules import BuildHotel, Buy, Fly, Home
from game.tycoon.rules import board as rules_board
from game.tycoon.rules.ways import Way, ways_to_build
from game.tycoon.scenes.way_question import WayQuestion
from game.tycoon.view import layout
from game.tycoon.view.texts import Texts
from tests import text_fit
from tests.tycoon_scenes.autoplay import settle, wait_until

#: At the test table's deal (seed 5) from home: one cheapest way to Mexico City, two equally
#: cheap ways to Monaco, none to New York.
ONE_WAY, TWO_WAYS, NO_WAY = 3, 1, 0


def carried_out(app, board) -> None:
    """Until the clicked way has been flown and built, step by step with its motion."""
    wait_until(app, lambda: not board.queued and not board.view.busy)
    settle(app, board)


def chain_end(board, city: int) -> int:
    return board.match.state.cend[city]


def test_the_lot_hotspot_lies_over_the_next_free_lot(app, board):
    for city in range(rules_board.NUM_CITIES):
        spot = board.panel.lots[city]
        assert spot.get_abs_rect() == layout.lot_rect(city, chain_end(board, city))


def test_clicking_the_next_lot_of_a_reachable_city_builds_there_the_cheapest_way(app, board):
    state = board.match.state
    cheapest = ways_to_build(state, ONE_WAY)[0]
    cash = state.money[0]
    app.click(board.panel.lots[ONE_WAY])
    carried_out(app, board)
    state = board.match.state
    assert chain_end(board, ONE_WAY) == 1  # the hotel stands on the first lot
    assert state.pos[0] == ONE_WAY and state.built
    assert state.money[0] == cash - cheapest.spent


def test_several_equally_cheap_ways_are_a_question_and_cancel_changes_nothing(app, board):
    moves = len(board.match.actions)
    app.click(board.panel.lots[TWO_WAYS])
    question = app.scenes.top
    assert isinstance(question, WayQuestion) and len(question.ways) == 2
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is board and len(board.match.actions) == moves


def test_the_way_chosen_in_the_question_is_the_way_flown(app, board):
    app.click(board.panel.lots[TWO_WAYS])
    question = app.scenes.top
    buttons = list(question.buttons)
    chosen = question.buttons[buttons[1]]
    app.click(buttons[1])
    carried_out(app, board)
    assert tuple(board.match.actions) == chosen.actions
    assert chain_end(board, TWO_WAYS) == 1


def test_a_lot_out_of_reach_says_so_and_changes_nothing(app, board):
    assert ways_to_build(board.match.state, NO_WAY) == []
    app.click(board.panel.lots[NO_WAY])
    assert board.match.actions == []
    assert board.toast.text == board.view.texts.t(
        "tycoon_turn.lot.out_of_reach", city=board.view.texts.city(NO_WAY))


def test_after_the_flight_the_lot_click_builds_where_the_plane_stands(app, board):
    """The guided turn's order: buy, fly (the city), then the glowing lot."""
    way = ways_to_build(board.match.state, ONE_WAY)[0]
    for action in way.actions[:-1]:
        board.apply(action)
        settle(app, board)
    app.click(board.panel.lots[ONE_WAY])
    settle(app, board)
    assert board.match.actions[-1] == way.actions[-1] and chain_end(board, ONE_WAY) == 1


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_way_question_fits_its_longest_texts(tmp_path, lang):
    app = App.headless(tmp_path, language=lang)
    try:
        texts = Texts(lang)
        longest = sorted(rules_board.TICKET_IDS, key=lambda t: len(texts.ticket(t)))[-2:]
        city = max(range(rules_board.NUM_CITIES), key=lambda c: len(texts.city(c)))
        legs = (Buy(longest[0]), Fly(longest[0], "cairo"), Buy(longest[1]),
                Fly(longest[1], "cairo"), BuildHotel())
        from_hand = (Fly(longest[0], "cairo"), Fly(longest[1], "cairo"), BuildHotel())
        ways = [Way(legs, 99), Way((Home(), *legs), 99), Way((Home(), *from_hand), 99)]
        app.scenes.push(WayQuestion(app, texts, city, ways, lambda way: None))
        app.run_frames(2)
        assert text_fit.clipped(app.scenes.top.container, 8) == []
        assert app.scenes.top.body.scroll_bar is None
    finally:
        app.close()


def test_the_guided_turns_clicks_do_the_same_in_a_real_game(app):
    """Buy the glowing card, choose it and click the lit city, then click the glowing lot."""
    from tests.tycoon_scenes.autoplay import guided_board

    board, (ticket, city_id) = guided_board(app)
    city = rules_board.city_index(city_id)
    slot = board.match.state.display.index(rules_board.ticket_index(ticket))
    app.click(board.panel.market[slot])
    settle(app, board)
    app.click(board.panel.hand[0])
    app.click(board.panel.cities[city])
    settle(app, board)
    assert board.match.state.pos[0] == city
    app.click(board.panel.lots[city])
    settle(app, board)
    assert chain_end(board, city) == 1 and board.match.state.built
