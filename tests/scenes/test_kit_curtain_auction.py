"""Hot seat on the property boards: no curtain between the bids of an auction. Every bid is
public, so the curtain that fell at each change of bidder (since a428316, the curtain per
person to act) only cost a click at every bid; the auction panel names the person to bid in
their colour instead. After the auction the curtain falls as usual: at the next turn of the
other person (tests/scenes/test_kit_curtain_per_person.py is the rule it excepts)."""

from __future__ import annotations

import pygame
import pytest

from game.games import game_entry
from game.property.rules.actions import DECLINE, ROLL
from game.property.rules.phases import BUY
from game.property.view import model
from game.ui.palette import SEAT_TEXT
from tests.property_scenes.conftest import setup_for


def lands_on_sale(game: str) -> int:
    """A seed where Anna (seat 0 of two) begins and her first roll, no doubles, lands on a
    place for sale."""
    for seed in range(1, 200):
        state = game_entry(game).new_game(2, seed, {})
        if state.turn_player() != 0:
            continue
        state.apply(ROLL)
        if state.phase == BUY and state.d1 != state.d2:
            return seed
    raise AssertionError("no seed lands Anna on a place for sale")


def auction_between_two(app, game: str):
    """Anna and Ben at one screen, Anna's curtain lifted, the place she landed on declined:
    the auction is open with Ben to bid first (the decliner bids last)."""
    from game.property.scenes.board_scene import BoardScene

    app.settings.animation_speed = "instant"
    app.settings.confirm_end_turn = False
    board = app.scenes.push(BoardScene(app, setup_for(game, seed=lands_on_sale(game), people=2,
                                                      computers=0), curtain=True))
    app.run_frames(2)
    assert board.curtain is not None and board.curtain.seat == 0
    app.press_key(pygame.K_SPACE)
    assert board.apply(ROLL) and board.apply(DECLINE)
    app.run_frames(2)
    assert model.auction_place(board.match.state) >= 0
    return board


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_no_curtain_between_the_bids_of_two_people(app, game):
    board = auction_between_two(app, game)
    assert board.match.seat_to_act == 1
    assert board.curtain is None, "Ben's first bid comes with no curtain"
    assert board.person == 1 and board.control("drop") is not None
    first_bid = next(cid for cid in board.specs if cid.startswith("bid_"))
    app.click(board.control(first_bid))
    app.run_frames(2)
    assert board.match.seat_to_act == 0 and model.auction_place(board.match.state) >= 0
    assert board.curtain is None, "no curtain after the first bid: Anna bids at once"
    assert board.person == 0 and board.control("drop") is not None


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_curtain_falls_after_the_auction_at_the_other_persons_turn(app, game):
    board = auction_between_two(app, game)
    first_bid = next(cid for cid in board.specs if cid.startswith("bid_"))
    app.click(board.control(first_bid))   # Ben bids
    app.run_frames(2)
    app.click(board.control("drop"))       # Anna drops out: Ben has the place
    app.run_frames(2)
    state = board.match.state
    assert model.auction_place(state) < 0 and state.owner[model.positions(state)[0]] == 1
    assert board.match.seat_to_act == 0 and board.curtain is None, \
        "Anna's turn goes on: she was at the screen"
    assert board.control("end_turn") is not None
    app.click(board.control("end_turn"))
    app.run_frames(2)
    assert board.match.seat_to_act == 1
    assert board.curtain is not None and board.curtain.seat == 1, "Ben's turn: his curtain"


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_the_auction_panel_names_the_person_to_bid_in_their_colour(app, app_language):
    """A line of its own, bold, in the seat's colour: with no curtain it is what tells the
    table whose hand goes to the mouse (before, only "Ben: to bid" in the row of bids)."""
    board = auction_between_two(app, "menedzher")
    for seat, name, colour in ((1, "Ben", "blue"), (0, "Anna", "red")):
        assert board.match.seat_to_act == seat
        named = [line for line in board.decisions.lines()
                 if name in line.text and line.bold and line.colour == SEAT_TEXT[colour]]
        assert named, [(line.text, line.colour) for line in board.decisions.lines()]
        if seat == 1:
            app.click(board.control(next(cid for cid in board.specs
                                          if cid.startswith("bid_"))))
            app.run_frames(2)


def test_a_fast_second_click_on_drop_out_is_not_the_next_bidders(app):
    """With no curtain between the bids, Anna's Drop out comes up where Ben's was, with the
    same text: Ben's double-click dropped Anna out too (the click guard let a button rebuilt
    with the same text at the same place through). Another person's buttons wait 500 ms."""
    from game.property.rules.actions import DROP
    from tests.property_scenes.test_fast_clicks import fast_click

    board = auction_between_two(app, "kraken_bay")
    place = board.control("drop").get_abs_rect()
    app.click(board.control("drop"))
    assert board.match.actions[-1] == DROP and board.match.seat_to_act == 0
    assert board.control("drop").get_abs_rect() == place, "Anna's Drop out is where Ben's was"
    fast_click(app, place.center)
    assert board.match.actions.count(DROP) == 1, "Ben's second click dropped Anna out"
    app.run_frames(30)
    fast_click(app, place.center)
    assert board.match.actions.count(DROP) == 2, "500 ms later Anna's button takes her click"
