"""The board shows exactly what the rules state holds."""

from __future__ import annotations

import pytest

from game.tycoon.rules import board, loans_of, new_game
from game.tycoon.view.state_adapter import Seat, default_seats, from_state
from tests.tycoon_view.games import late_game, mid_game


def test_a_new_game_shows_everyone_at_home_with_15_and_a_full_market():
    state = new_game(3, 4, {"start_player": 2})
    model = from_state(state, default_seats(3))
    assert [p.cash for p in model.players] == [15, 15, 15]
    assert all(p.city is None and p.hotels_session == 6 and p.hotels_total == 18
               and p.factories == 5 for p in model.players)
    assert None not in model.market
    assert model.scheduled_deck == 18 - 2 and model.charter_deck == 36 - 6
    assert model.current == 2 and model.turn_order() == (2, 0, 1)


@pytest.mark.parametrize("make", [mid_game, late_game])
def test_pieces_cash_and_loans_match_the_state(make):
    state = make()
    model = from_state(state, default_seats(state.num_players))
    for c, city in enumerate(model.cities):
        chain = state.chain[c * board.BUILD_LOTS:(c + 1) * board.BUILD_LOTS]
        assert [s if s is not None else -1 for s in city.lots[:board.BUILD_LOTS]] == chain
        assert city.lots[board.BUILD_LOTS] is None
        assert city.payout_lot == state.cend[c]
        for p in range(state.num_players):
            assert city.evicted.count(p) == state.evicted[c * board.MAX_PLAYERS + p]
    for p, player in enumerate(model.players):
        assert player.cash == state.money[p]
        assert len(player.loans) == len(loans_of(state, p))
        assert sum(chip.due for chip in player.loans) == sum(d for _c, _e, d in loans_of(state, p))
        if player.city is not None:
            assert state.runways[2 * player.city + player.runway] == p


def test_seats_must_match_the_players_of_the_game():
    with pytest.raises(ValueError, match="2 seats given for a game of 3 players"):
        from_state(new_game(3, 1), [Seat("A", "red"), Seat("B", "blue")])


def test_a_state_renders_to_a_full_canvas_picture_in_either_language():
    from game.tycoon.view.board_view import render_state

    state = mid_game()
    seats = default_seats(state.num_players)
    german = render_state(state, seats, "de")
    english = render_state(state, seats, "en")
    assert german.get_size() == english.get_size() == (1280, 800)
    assert german.get_view("2").raw != english.get_view("2").raw, "city names differ"
