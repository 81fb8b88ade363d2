"""The government contracts on the table (design §4.2 "Staatsaufträge", §4.3 the contract's
info card): the seat on view shows its two open contracts, each with a card saying where the
building is now and what it does to its holder's count."""

from __future__ import annotations

import pygame

from game.speedtycoon.rules import contract_view
from game.speedtycoon.scenes.table_scene import HOVER_DELAY
from game.speedtycoon.view import table_view as tv
from game.ui.palette import GOLD
from tests.speedtycoon_scenes.test_cards_and_pause import card_text, rest_on
from tests.speedtycoon_scenes.test_clicking import open_table


def test_the_contracts_area_shows_the_two_contracts_of_the_city_on_view(app):
    board = open_table(app, 3, game_type="tycoon")
    s = board.match.state
    mine = contract_view.contracts_of(s, 0)
    assert len(mine) == 2
    for i, tile in enumerate(mine):
        assert board.hover_target(tv.contract_rect(i).center) == ("contract", i, tile)
    board.shown = 1  # the other player's city: their contracts (contracts are open)
    theirs = contract_view.contracts_of(s, 1)
    assert board.hover_target(tv.contract_rect(0).center) == ("contract", 0, theirs[0])


def test_a_contract_card_says_where_the_building_is_and_what_it_would_do(app):
    board = open_table(app, 3, game_type="tycoon")
    s = board.match.state
    tile = contract_view.contracts_of(s, 0)[0]
    rest_on(app, tv.contract_rect(0).center, HOVER_DELAY * 2)
    assert board.hover_card() is not None
    text = card_text(board)
    look = contract_view.contract_outlook(s, 0, tile)
    assert app.tr("speedtycoon_play.contract.yours") in text
    assert app.tr("speedtycoon_play.contract.rule") in text
    assert f"from {look['count']} to {look['count'] + 2}" in text, "own contract, not built"
    where = {"bag": "Still in the bag", "market": "On the market in", "fund": "state fund"}
    assert where[look["where"]] in text


def test_a_contract_standing_in_its_holders_empire_counts_double_and_says_so(app):
    board = open_table(app, 3, game_type="tycoon")
    s = board.match.state
    tile = contract_view.contracts_of(s, 0)[0]
    s.bag = [t for t in s.bag if t != tile]
    s.market = [-1 if t == tile else t for t in s.market]
    s.emp[0][1 + next(iter(s.emp[0]))] = tile  # beside the HQ (east)
    s.bc[0 * 6 + contract_view.TILE_BRANCH[tile]] += 1
    look = contract_view.contract_outlook(s, 0, tile)
    assert look["standing"] == contract_view.COUNTS
    board.sync()
    rest_on(app, tv.contract_rect(0).center, HOVER_DELAY * 2)
    text = card_text(board)
    assert "Counts double now" in text and str(look["count"]) in text
    picture = pygame.Surface(app.screen.get_size())
    board.paint_table(picture, [seat.colour for seat in board.match.setup.seats])
    top = tv.contract_rect(0).inflate(6, 6).midtop
    assert picture.get_at((top[0], top[1] + 1))[:3] == GOLD, "a counting contract is framed gold"


def test_without_the_module_there_is_no_contracts_area(app):
    board = open_table(app, 3, game_type="classic")
    assert contract_view.contracts_of(board.match.state, 0) == []
    target = board.hover_target(tv.contract_rect(0).center)
    assert target is None or target[0] != "contract"


def test_a_contract_card_reads_in_every_language(app):
    board = open_table(app, 3, game_type="tycoon")
    for lang in ("de", "ru", "en"):
        app.set_language(lang)
        _picture, blocks = board.info_blocks(("contract", 0,
                                             contract_view.contracts_of(board.match.state, 0)[0]))
        assert all("%{" not in b.text for b in blocks)

