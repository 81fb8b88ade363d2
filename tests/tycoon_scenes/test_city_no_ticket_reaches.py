"""A city clicked that no ticket in hand reaches said only "First choose a ticket from your
hand" (play-test): the news line now says why in words, by the rules' own reasons: no ticket
held, none of them reaching the city from here, the plane there already, a hotel built."""

from __future__ import annotations

import pytest

from game.tycoon.rules import BuildHotel
from game.tycoon.rules import board as rules_board
from tests.tycoon_scenes.autoplay import settle
from tests.tycoon_scenes.test_city_click_flies import MEXICO, bought

RIO = rules_board.city_index("rio_de_janeiro")


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_a_city_none_of_the_tickets_reaches_is_named_in_the_news_line(app, board):
    bought(app, board, "S08")  # seed 5 from home: S08 flies to Mexico City only
    app.click(board.panel.cities[RIO])
    settle(app, board)
    rio = board.view.texts.city(RIO)
    assert board.toast.text == app.tr("tycoon_play.board.no_ticket_reaches", city=rio)
    assert rio in board.toast.text and board.toast.text != app.tr(
        "tycoon_play.board.pick_ticket_first")
    assert board.match.state.pos[0] != RIO and board.turn.hand() == ["S08"]


def test_the_plane_already_in_the_city_says_so(app, board):
    bought(app, board, "S08", "S10")
    app.click(board.panel.cities[MEXICO])  # flies with S08, the only one to it
    settle(app, board)
    app.click(board.panel.cities[MEXICO])
    settle(app, board)
    assert board.toast.text == board.view.texts.reason(
        "tycoon_board.why.already_there", {"city": "mexico_city"}, board.turn.names())


def test_after_building_a_city_click_says_no_more_flights_this_turn(app, board):
    bought(app, board, "S08", "S10")
    app.click(board.panel.cities[MEXICO])
    settle(app, board)
    app.click(board.panel.buttons["hotel"])
    settle(app, board)
    assert board.match.actions[-1] == BuildHotel() and board.turn.hand() == ["S10"]
    app.click(board.panel.cities[RIO])
    settle(app, board)
    assert board.toast.text == board.view.texts.reason(
        "tycoon_board.why.already_built", {}, board.turn.names())
