"""Acting at the Speedtycoon table by clicking (design §4.4): the best payment preselected,
payments changed in the depot, lit cells with a shape per colour, "Abreißen" with the reason it
is refused, the keys M, R, Esc and undo within the own turn."""

from __future__ import annotations

import time

import pygame
import pytest
from pygame_gui.core.utility import translate

from game.core.i18n import Money
from game.core.setup import GameSetup, Seat
from game.speedtycoon import rules
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules import queries
from game.speedtycoon.rules.data import CARD_CUR, CARD_KIND, CARD_VALUE, CURRENCIES, PLACES
from game.speedtycoon.scenes.table_scene import TableScene
from game.speedtycoon.view import table_view as tv
from tests.speedtycoon_scenes.autoplay import click_at

PERSON = Seat("human", "Anna", "purple")
FRIEND = Seat("human", "Ben", "green")
ROBO = Seat("computer", "Robo", "red", "normal")


def exact_start(game_type: str = "classic") -> tuple[int, int]:
    """A seed whose first turn is seat 0's with an exact payment at some place."""
    for seed in range(200):
        s = rules.new_game(2, seed, {"game_type": game_type})
        if s.current_player != 0:
            continue
        for place in range(4):
            best = queries.best_payment(s, 0, place)
            if best and queries.payment_verdict(s, 0, place, best)[0] == "exact":
                return seed, place
    raise AssertionError("no such seed")


def open_table(app, seed: int, seats=(PERSON, ROBO), game_type: str = "classic") -> TableScene:
    setup = GameSetup("speedtycoon", seed, tuple(seats), {"game_type": game_type,
                                                          "think": "none"})
    board = TableScene(app, setup, curtain=False)
    app.scenes.push(board)
    app.run_frames(2)
    return board


def bought_and_waiting(app) -> TableScene:
    """A person's exact purchase on the first turn with the bonus action left unused (End
    turn): the bought building waits to be built, its cells marked (the placing phase)."""
    seed, place = exact_start()
    board = open_table(app, seed)
    click_at(app, tv.place_rect(place).center)
    app.click(board.buttons["buy"])
    app.click(board.buttons["end"])
    return board


@pytest.fixture
def exact(app):
    seed, place = exact_start()
    return open_table(app, seed), place


def wait_for_advice(app, board) -> None:
    """Frames until the adviser answers, by the clock: the worker boots and thinks for seconds
    on a busy machine, and idle frames skip drawing, so a count of frames passes too soon."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        app.step(0.02)
        if board.adviser.answer is not None or board.adviser.failed:
            break
        time.sleep(0.01)
    app.step(0.02)
    assert board.adviser.answer is not None


def usable(button) -> bool:
    return button.visible and button.is_enabled


def test_a_market_building_comes_with_the_best_payment_preselected(app, exact):
    board, place = exact
    click_at(app, tv.place_rect(place).center)
    s = board.match.state
    assert board.marks.payment == queries.best_payment(s, 0, place)
    assert usable(board.buttons["buy"])
    assert board.depot_hint() == app.tr("speedtycoon_play.pay.exact",
                                        cards=" + ".join(board.marks.payment))


def test_a_superfluous_card_in_the_depot_greys_buy_and_is_named(app, exact):
    board, place = exact
    click_at(app, tv.place_rect(place).center)
    hand = board.match.state.hands[0]
    chosen = tv.chosen_cards(hand, board.marks.payment)
    bit = 1 << PLACES[place][2]
    extra = next(((i, card) for i, (_rect, card) in enumerate(tv.depot_cards(hand))
                  if i not in chosen and CARD_CUR[card] & bit), None)
    if extra is None:  # only the paying cards in this currency: add any other card
        extra = next((i, card) for i, (_r, card) in enumerate(tv.depot_cards(hand))
                     if i not in chosen)
    index, card = extra
    click_at(app, tv.depot_cards(hand)[index][0].center)
    assert CARD_KIND[card] in board.marks.payment
    assert not board.buttons["buy"].is_enabled, "Kaufen only for a minimal covering payment"
    verdict, params = queries.payment_verdict(board.match.state, 0, place, board.marks.payment)
    assert verdict in ("superfluous", "wrong_currency")
    assert params["card"] in board.depot_hint()
    click_at(app, tv.depot_cards(hand)[index][0].center)
    assert usable(board.buttons["buy"]), "taking the card out again makes the payment legal"


def test_an_exact_purchase_offers_end_turn_and_undo_takes_it_back(app, exact):
    board, place = exact
    before = board.match.state.to_dict()
    click_at(app, tv.place_rect(place).center)
    app.click(board.buttons["buy"])
    assert isinstance(board.match.actions[-1], act.Buy)
    assert usable(board.buttons["end"]), "after an exact payment: Zug beenden"
    assert usable(board.buttons["undo"])
    app.press_key(pygame.K_u)
    assert board.match.state.to_dict() == before and board.match.actions == []
    assert not board.buttons["undo"].is_enabled


def test_undo_stops_where_the_turn_revealed_cards(app):
    app.settings.confirm_end_turn = False  # the turn ends with its last placement
    board = bought_and_waiting(app)
    while board.marks.tile is not None and board.person == 0:
        app.click(board.buttons["plan"])
    logged = len(board.match.actions)
    assert board.match.state.turn != 0 or board.match.undo_steps == 0
    app.press_key(pygame.K_u)
    assert len(board.match.actions) >= logged, "the refill revealed cards: nothing goes back"


def test_placing_lights_green_cells_each_with_its_shape(app):
    board = bought_and_waiting(app)
    assert board.marks.tile is not None and board.marks.cells
    assert set(board.marks.cells.values()) <= {queries.GREEN, queries.YELLOW}
    legal = board.match.state.legal_actions()
    for (x, y) in board.marks.cells:
        assert act.Place(board.marks.tile, x, y) in legal
    x, y = next(iter(board.marks.cells))
    click_at(app, board.camera.cell_rect(x, y).center)
    assert board.match.actions[-1] == act.Place(board.marks.tile or board.match.actions[-1].tile,
                                                x, y)


def test_green_yellow_and_blue_cells_differ_in_shape_not_only_in_colour(app):
    shapes = []
    for kind in (queries.GREEN, queries.YELLOW, queries.BLUE):
        surface = pygame.Surface((64, 64))
        surface.fill((0, 0, 0))
        tv._cell_mark(surface, surface.get_rect(), kind)
        colour = tv.CELL_RGB[kind]
        mask = pygame.mask.from_threshold(surface, colour, (1, 1, 1, 255))
        shapes.append(mask.to_surface().get_buffer().raw)
    assert len(set(shapes)) == 3


def test_the_headquarters_cannot_be_demolished_and_the_table_says_why(app, exact):
    board, _place = exact
    click_at(app, board.camera.cell_rect(0, 0).center)
    assert board.marks.building == (0, 0)
    assert board.buttons["demolish"].visible and not board.buttons["demolish"].is_enabled
    assert board.depot_hint() == app.tr("speedtycoon_play.demolish.hq")


def test_esc_clears_the_selection_then_opens_the_game_menu(app, exact):
    """As on every board (README): Esc first takes back a pick, then opens the game menu,
    and Esc there plays on (pt-mix: Esc only cleared the selection, the menu never came)."""
    board, _place = exact
    click_at(app, tv.display_rect(0).center)
    assert board.marks.display == {0}
    app.press_key(pygame.K_ESCAPE)
    assert board.marks.display == set() and app.scenes.top is board
    app.press_key(pygame.K_ESCAPE, frames=2)
    menu = app.scenes.top
    assert menu is not board and app.tr("match.menu.to_title") in menu_texts(menu)
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is board and board.match.actions == []


def menu_texts(scene) -> list[str]:
    """The labels of a question scene's buttons as the player reads them."""
    return [translate(button.text) for button in scene.buttons.values()]


def test_a_double_click_takes_one_display_card_at_once(app, exact):
    board, _place = exact
    card = board.match.state.display[0]
    click_at(app, tv.display_rect(0).center)
    click_at(app, tv.display_rect(0).center)
    assert board.match.actions[0] == act.TakeMoney((CARD_KIND[card],))


def test_m_shows_the_majorities_of_the_next_scoring(app, exact):
    board, _place = exact
    app.press_key(pygame.K_m)
    assert board.majorities
    app.run_frames(2)
    app.press_key(pygame.K_ESCAPE)
    assert not board.majorities


def test_no_advice_with_two_people_at_one_screen_and_it_says_why(app):
    """D44; playtest23 finding 3: "Advice only against computers." read oddly with two people
    and no computer at the table, only the state fund."""
    board = open_table(app, 3, seats=(PERSON, FRIEND))
    app.press_key(pygame.K_h)
    assert board.advice_text == app.tr("speedtycoon_play.advice.hot_seat")
    assert "everyone would see it" in board.advice_text
    assert not board.buttons["undo"].visible, "with two people at one screen a move stands"


def test_r_shows_the_computers_move_for_the_person_and_lights_it(app, exact):
    board, _place = exact
    app.press_key(pygame.K_h)
    wait_for_advice(app, board)
    assert board.advice_text.startswith(app.tr("speedtycoon_play.advice.with_reason",
                                               move="", reason="")[:6])
    lit = board.marks
    assert lit.display or lit.place is not None or lit.tile is not None or lit.building


def test_a_building_out_of_reach_says_how_much_is_missing(app):
    """Issue 31 point 7: not "pick the cards you pay with" when no cards could pay."""
    for seed in range(60):
        s = rules.new_game(2, seed, {"game_type": "classic"})
        if s.current_player != 0:
            continue
        short = [(p, queries.market_prices(s, 0)[p]["price"] - sum(
            CARD_VALUE[c] for c in s.hands[0] if CARD_CUR[c] & 1 << PLACES[p][2]))
            for p in range(4) if s.market[p] >= 0]
        short = [(p, missing) for p, missing in short if missing > 0]
        if short:
            break
    else:
        raise AssertionError("no deal with a building out of reach")
    place, missing = short[0]
    board = open_table(app, seed)
    click_at(app, tv.place_rect(place).center)
    assert board.marks.payment == () and not usable(board.buttons["buy"])
    money = Money(missing, CURRENCIES[PLACES[place][2]])
    assert board.depot_hint() == app.tr("speedtycoon_play.pay.cannot_afford", missing=money)
    assert str(missing) in board.depot_hint()


def test_one_esc_closes_the_majorities_and_the_pick_then_the_menu_comes(app):
    """While the bought building waits to be placed, with M's majorities shown and a built
    cell picked, one Esc closes both (the building stays lit, it still has to go somewhere)
    and the next opens the game menu: it took three Escs (keylate)."""
    board = bought_and_waiting(app)
    click_at(app, board.camera.cell_rect(0, 0).center)
    app.press_key(pygame.K_m)
    assert board.majorities and board.marks.building == (0, 0)
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert not board.majorities and board.marks.building is None
    assert board.marks.tile is not None and board.marks.cells and app.scenes.top is board
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.tr("match.menu.to_title") in menu_texts(app.scenes.top)
