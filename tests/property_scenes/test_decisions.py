"""The person's decisions on the board: building by clicking a set (evenly, the rules' reason
when refused: the real blocker), place buttons only where they can act, the turn timer's
default move, a click that skips the motion, the curtain between two people."""

from __future__ import annotations

import pygame
import pytest

from game.games import game_entry
from game.property.rules import Offer, Terms
from game.property.rules.actions import ROLL
from tests.property_scenes.autoplay import Person, click_space, press, settle
from tests.property_scenes.conftest import setup_for
from tests.support.drawn import drawn_texts


def first_seat_starts(game: str, options: dict | None = None, people: int = 1) -> int:
    """A seed whose roll-off lets seat 0 (the person) begin."""
    for seed in range(1, 200):
        state = game_entry(game).new_game(people + 2 if people == 1 else people, seed,
                                          dict(options or {}))
        if state.turn_player() == 0:
            return seed
    raise AssertionError("no seed lets seat 0 start")


def give(state, seat: int, *spaces: int) -> None:
    """Hand places to a seat for a test position (the engine's caches forget it)."""
    for p in spaces:
        state.owner[p] = seat
    state._owned = None
    state._legal = None


def test_building_on_a_set_the_person_does_not_own_whole_shows_the_rules_reason(
        app, open_board):
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    give(board.match.state, 0, 1)
    click_space(app, board, 1)
    assert board.control("build") is None, "nothing to build there: no Build button"
    assert board.match.state.level[1] == 0
    # pt-men: "the whole set of Taxi fleet" named a place where a set was meant
    assert board.decisions.place_refusal() == "Build: You do not own the whole Driftwood set."
    assert not board.offers("build")


def test_after_a_mortgage_the_red_line_plainly_says_it_is_about_building(
        app, open_board, monkeypatch):
    """pt-late: after a mortgage the panel kept the red «You do not own the whole set.», read
    as if it were about the mortgage just made. The line says it is about building."""
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    give(board.match.state, 0, 1)
    click_space(app, board, 1)
    app.click(board.control("mortgage"))
    assert board.match.state.mort[1], "the place is mortgaged"
    shown = drawn_texts(app, monkeypatch, 2)
    about_set = [line for line in shown if "the whole Driftwood set" in line]
    assert about_set, "the panel still says why nothing can be built"
    assert all(line.startswith("Build:") for line in about_set), about_set


def test_a_set_with_a_mortgage_is_named_as_the_set(app, open_board):
    """pt-men («Менеджер» en): the refusals named a place where the set was meant ("A place of
    Taxi fleet's set is mortgaged."); they name the set."""
    board = open_board(setup_for("menedzher", seed=first_seat_starts("menedzher")))
    s = board.match.state
    transport = s.rs.sets[s.rs.set_ids.index("transport")]
    give(s, 0, *transport)
    s.mort[transport[0]] = True
    click_space(app, board, transport[1])
    assert board.decisions.place_refusal() == "Build: A place of the Transport set is mortgaged."


def test_build_on_a_set_goes_up_evenly_whichever_place_is_clicked(app, open_board):
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state = board.match.state
    give(state, 0, 1, 3)
    click_space(app, board, 3)
    app.click(board.control("build"))
    app.click(board.control("build"))
    assert (state.level[1], state.level[3]) == (1, 1)
    assert state.cash[0] == state.rs.start_money - 2 * state.rs.build_cost[1]


def test_a_build_refused_for_cash_says_cash_not_evenness(app, open_board):
    """Issue 28.5: on the higher place of an uneven set, with too little cash, the reason is
    the cash the next piece needs (the lower place's), not "build evenly"."""
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state, rs = board.match.state, board.match.state.rs
    give(state, 0, 1, 3)
    state.level[1], state.cash[0] = 1, 10
    click_space(app, board, 1)
    button = board.control("build")
    assert button is not None and not button.is_enabled
    assert button.tool_tip_text == f"Not enough cash: {rs.build_cost[3]} needed."
    assert board.decisions.place_refusal() == f"Build: {button.tool_tip_text}"


def test_place_buttons_show_only_what_can_act(app, open_board):
    """Issue 28.5: no Sell where no building stands, no Build on a place outside a whole set;
    Mortgage on a place whose set has a building is disabled with the reason."""
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state = board.match.state
    give(state, 0, 1, 3, 5)
    click_space(app, board, 5)   # a ferry: no set to build on
    assert board.control("build") is None and board.control("sell") is None
    assert board.offers("mortgage")
    click_space(app, board, 3)
    assert board.offers("build") and board.control("sell") is None
    state.level[1] = 1
    state._legal = None
    click_space(app, board, 1)
    assert board.offers("sell")
    mortgage = board.control("mortgage")
    assert mortgage is not None and not mortgage.is_enabled
    assert mortgage.tool_tip_text and "not possible right now" not in mortgage.tool_tip_text


def test_in_jail_without_the_fine_the_button_says_the_sum_and_no_pass_is_offered(
        app, open_board):
    """Issue 28.5: not "That is not possible right now." but the cash the fine needs; no Use a
    pass button without a pass."""
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state = board.match.state
    state.jail[0], state.cash[0] = 0, 10
    state._legal = None
    board.sync()
    fine = board.control("pay_fine")
    assert fine is not None and not fine.is_enabled
    assert fine.tool_tip_text == f"Not enough cash: {state.rs.jail_fine} needed."
    assert board.control("use_pass") is None
    assert board.offers("roll")


def test_the_turn_timer_plays_the_default_move_when_it_runs_out(app, open_board):
    options = {"turn_timer_s": 30}
    board = open_board(setup_for("menedzher", seed=first_seat_starts("menedzher", options),
                                 options=options))
    app.step(29)
    assert board.match.actions == []
    app.step(2)
    assert board.match.actions[:1] == [ROLL]


def test_a_click_on_the_board_skips_the_dice_and_the_hop(app, open_board):
    app.settings.animation_speed = "normal"
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    assert press(app, board, "roll")
    assert board.busy
    moving = board.motion.token_at(board.match.state)
    assert 0 in moving, "the token is shown where it left until it has hopped"
    click_space(app, board, 20)
    assert not board.busy
    assert board.motion.token_at(board.match.state) == {}


def test_the_curtain_falls_between_two_people_at_one_screen(app, open_board):
    seed = first_seat_starts("menedzher", people=2)
    board = open_board(setup_for("menedzher", seed=seed, people=2, computers=0))
    person = Person()
    assert board.curtain is not None and board.curtain.seat == 0
    app.press_key(pygame.K_SPACE)
    assert board.curtain is None
    while board.match.state.turn_player() == 0:
        settle(app, board)
        person.act(app, board)
    settle(app, board)
    assert board.curtain is not None and board.curtain.seat == 1
    assert board.person is None, "nobody acts for the next person while the curtain is up"


def test_a_greyed_place_button_says_why_on_hover(app, open_board, monkeypatch):
    """«Менеджер» in German: with a house in the set, "Beleihen" is greyed; hovering it
    shows the rules' reason in words (a stock pygame-gui button never hovers while greyed,
    so it said nothing)."""
    app.set_language("de")
    board = open_board(setup_for("menedzher", seed=first_seat_starts("menedzher")))
    state = board.match.state
    first, second = state.rs.sets[0][:2]
    give(state, 0, *state.rs.sets[0])
    click_space(app, board, first)
    app.click(board.control("build"))
    assert state.level[first] == 1
    click_space(app, board, second)
    button = board.control("mortgage")
    assert button is not None and not button.is_enabled, "Beleihen is shown greyed"
    tip = board.specs["mortgage"].tip
    assert tip and "property_board" not in tip
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: button.rect.center)
    app.run_frames(90)  # 1.5 s of hovering; the theme's delay is 1 s
    assert button.tool_tip is not None, "the greyed button's tip shows on hover"
    assert button.tool_tip.text_block.html_text == tip, tip


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_beside_an_offer_the_panel_says_nothing_of_the_selected_place(app, open_board,
                                                                       monkeypatch, game):
    """Play-test 6 («Менеджер» ru 1920x1080): a place selected before a computer's offer
    came kept its name and "you do not own the whole set" under the offer, with no button of
    its own, the last line touching Accept. Beside an offer the panel is the offer's."""
    board = open_board(setup_for(game, seed=first_seat_starts(game), level="normal"))
    state = board.match.state
    mine = state.rs.sets[1][0]
    *theirs, asked = state.rs.sets[0]
    give(state, 0, mine, asked)
    give(state, 1, *theirs)
    board.marks.selected = mine
    board.sync()
    name, refusal = board.words.space(mine), board.decisions.place_refusal()
    shown = " ".join(drawn_texts(app, monkeypatch, 2))
    assert refusal and refusal in shown and name in shown, "on its own the place is explained"
    price = state.rs.price[asked]
    assert board.apply(Offer(0, Terms((), price, 0, (asked,), 0, 0), by=1))
    shown = " ".join(drawn_texts(app, monkeypatch, 3))
    assert board.words.space(asked) in shown, "the offer is drawn"
    assert refusal not in shown and name not in shown


def test_a_place_selected_last_turn_says_nothing_in_the_next(app, open_board, monkeypatch):
    """Play-test pt-prop2 (ru): «Вам принадлежит не вся группа…» of the place selected last
    turn stayed on the panel while the person was buying another place. A new turn lets the
    selection and its hint go."""
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    give(board.match.state, 0, 1)
    click_space(app, board, 1)
    refusal = board.decisions.place_refusal()
    assert refusal and refusal in " ".join(drawn_texts(app, monkeypatch, 2))
    person = Person()
    while board.match.state.turn_player() == 0:
        settle(app, board)
        person.act(app, board)
    while board.match.state.turn_player() != 0 or board.person != 0:  # the computers play
        settle(app, board)
        if board.person is not None:
            person.act(app, board)
    assert board.match.state.owner[1] == 0 and board.marks.selected is None
    shown = " ".join(drawn_texts(app, monkeypatch, 2))
    assert refusal not in shown and board.words.space(1) not in shown


@pytest.mark.parametrize(("game", "language", "name"), [
    ("menedzher", "de", "Die Börse"), ("kraken_bay", "en", "The Tentacle Traffic Jam"),
    ("menedzher", "ru", "Биржа")])
def test_the_jail_line_keeps_the_spaces_name_as_written(app, open_board, game, language, name):
    """The jail's line opens with the space's name, its first letter up and the rest as the
    board writes it: str.capitalize made «Die börse» and "The tentacle traffic jam"."""
    app.set_language(language)
    board = open_board(setup_for(game, seed=first_seat_starts(game)), curtain=False)
    board.match.state.jail[0] = 0
    board.match.state._legal = None
    board.sync()
    assert board.decisions.lines()[0].text.startswith(f"{name}:"), board.decisions.lines()
