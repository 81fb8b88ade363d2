"""One fixed set of bid cells per bidder for the whole auction (bidcells22, the lead's option
(c)): the least bid, five and ten steps more and all the money keep their cells however short
the bidder's cash runs. Before, once ten steps more were over the cash, the all-money bid came
up where "ten steps more" had stood, and a habit click there bid all the cash. A step over the
cash now stays in its cell, greyed, and says why with the bidder's own cash."""

from __future__ import annotations

import pygame
import pytest

from game.property.rules.actions import Bid
from game.property.rules.auction import min_bid
from game.property.rules.phases import BUY
from game.property.scenes.decisions import ALL_IN
from tests.languages import PROPERTY_LANGUAGES
from tests.property_scenes.autoplay import settle
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_auction_panel import (
    computers_auction,
    empty_cells,
    first_roll_lands_on_a_sale,
    own_auction,
)
from tests.property_scenes.test_text_fit import cut_labels
from tests.support.hover import rested_tooltip


def hot_seat_auction(app, open_board, game: str):
    """Anna declines the place her first roll reached; Ben (or the computer, then Ben) bids
    first: two people at one screen, no Undo's cell."""
    seed = first_roll_lands_on_a_sale(game)
    board = open_board(setup_for(game, seed=seed, people=2, computers=1), curtain=False)
    app.click(board.control("roll"))
    settle(app, board)
    assert board.match.state.phase == BUY
    app.click(board.control("decline"))
    settle(app, board)
    assert board.match.state.au_place >= 0 and board.control("drop") is not None
    return board


def set_cash(board, cash: int) -> None:
    """The bidder's cash (the bank's ledger keeps the money conserved), the panel made anew."""
    state = board.match.state
    seat = state.current_player
    state.bank += state.cash[seat] - cash
    state.cash[seat] = cash
    state._legal = None
    board.sync()


def bid_rects(board) -> list[tuple[Bid, pygame.Rect]]:
    """The shown bid buttons: the rules' action each applies and its rect, in cell order."""
    shown = [(board.specs[cid].action, button.get_relative_rect())
             for cid, button in board.controls.items() if isinstance(board.specs[cid].action, Bid)]
    return sorted(shown, key=lambda pair: (pair[1].y, pair[1].x))


def under(board, rect: pygame.Rect):
    """The Control of the button under `rect`'s middle (what a click there presses)."""
    hit = [cid for cid, button in board.controls.items()
           if button.get_relative_rect().collidepoint(rect.center)]
    assert len(hit) == 1, hit
    return board.specs[hit[0]]


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
@pytest.mark.parametrize("seats", ["one person, Undo's cell", "hot seat"])
def test_the_ten_steps_cell_never_bids_all_the_money(app, open_board, language, game, seats):
    """The bidder's cash from twelve steps over the least bid down to the least bid alone:
    under the cell of ten steps more there is always the bid of ten steps more (greyed once
    it is over the cash), under the all-money bid's cell always all the money, and no cell
    of the bids' rows is empty."""
    app.set_language(language)
    board = own_auction(app, open_board, game) if seats.startswith("one") \
        else hot_seat_auction(app, open_board, game)
    state = board.match.state
    step, least = state.rs.auction_step, min_bid(state)
    set_cash(board, least + 12 * step)
    first = dict(bid_rects(board))   # four amounts, all apart
    ten_cell, every_cell = first[Bid(least + 10 * step)], first[Bid(least + 12 * step)]
    fixed = {cid: button.get_relative_rect() for cid, button in board.controls.items()
             if cid in ("bid_typed", "drop")}
    for steps in range(12, -1, -1):
        set_cash(board, least + steps * step)
        ten = under(board, ten_cell)
        assert ten.action == Bid(least + 10 * step), (steps, ten.id)
        assert ten.enabled == (steps >= 10), steps
        assert under(board, every_cell).action == Bid(least + steps * step), steps
        assert [rect for _bid, rect in bid_rects(board)] == list(first.values()), steps
        assert {cid: board.controls[cid].get_relative_rect() for cid in fixed} == fixed
        assert empty_cells(board, range(3)) == [], steps


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
def test_a_greyed_step_bids_nothing_and_says_why(app, language, game):
    """Ten steps more over the cash: the greyed cell's tip names the bidder's own cash; a
    click on it bids nothing, and Enter on it (the ring stops there, its tip saying why)
    bids nothing and puts the reason on the news line."""
    app.set_language(language)
    board = computers_auction(app, game)
    state = board.match.state
    step, least = state.rs.auction_step, min_bid(state)
    cash = least + 7 * step
    set_cash(board, cash)
    ten = next(board.controls[cid] for cid, spec in board.specs.items()
               if spec.action == Bid(least + 10 * step))
    said = board.words.reason("property.why.bid_over_cash", {"cash": cash})
    assert not ten.is_enabled and ten.tool_tip_text == said, "the bidder's own cash"
    app.run_frames(40)   # past the click guard's half second
    made = len(board.match.actions)
    app.click(ten)
    app.run_frames(3)
    assert board.match.actions[made:] == [], "the greyed click bid nothing"
    board.ring.focus(ten)
    app.press_key(pygame.K_RETURN, frames=3)
    assert board.match.actions[made:] == [], "Enter on the greyed cell bid nothing"
    assert board.toast.text == said


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
@pytest.mark.parametrize("seats", ["one person, Undo's cell", "hot seat"])
def test_the_all_money_cell_says_all_in_and_fits(app, open_board, language, game, seats):
    """The all-money cell has words of its own ("All in: 80"), not a step's ("Bid 80"): it
    read as one more step though it has its own fixed cell. With cash up to 999 999 every
    bid cell's label fits its button at 1280×800."""
    app.set_language(language)
    board = own_auction(app, open_board, game) if seats.startswith("one") \
        else hot_seat_auction(app, open_board, game)
    for cash in (min_bid(board.match.state) + 7 * board.match.state.rs.auction_step, 999_999):
        set_cash(board, cash)
        cid = next(cid for cid, spec in board.specs.items() if spec.slot == ALL_IN)
        every, top = board.controls[cid], board.specs[cid].action.amount
        assert every.text == board.words.board("button.bid_all", amount=top), every.text
        assert every.text != board.words.board("button.bid", amount=top)
        assert cut_labels(board) == [], cash


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
def test_a_greyed_steps_tip_covers_no_button_that_can_be_pressed(app, monkeypatch, language,
                                                                 game):
    """The pointer resting on the greyed +10 cell: its tip ("You only have 80.") opened below
    it, over "Bid typed" and Drop out; it now covers no enabled button, nor its own cell."""
    app.set_language(language)
    board = computers_auction(app, game)
    state = board.match.state
    step, least = state.rs.auction_step, min_bid(state)
    set_cash(board, least + 7 * step)
    ten = next(board.controls[cid] for cid, spec in board.specs.items()
               if spec.action == Bid(least + 10 * step))
    assert not ten.is_enabled
    tip = rested_tooltip(app, monkeypatch, ten)
    covered = [button.text for button in app.manager.buttons()
               if button.visible and button.is_enabled and tip.colliderect(button.get_abs_rect())]
    assert covered == [], (tip, covered)
    assert not tip.colliderect(ten.get_abs_rect())
    assert pygame.Rect((0, 0), app.canvas_size).contains(tip), tip


def bid_near_cash(board, cash: int) -> None:
    """Another seat's high bid eleven steps under `cash`, the bidder's cash `cash`: every
    step's bid and the all-money bid a sum of that size (a typed bid of a million)."""
    state = board.match.state
    state.au_high = cash - 11 * state.rs.auction_step
    state.au_bidder = next(seat for seat in range(state.n) if seat != state.current_player)
    set_cash(board, cash)


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
def test_a_bid_of_millions_fits_its_cell_and_keeps_every_digit(app, language, game):
    """«Менеджер» prices reach a million in typed bids and all-in bids: "Ставка 1 000 000"
    (140 px) touched the edge of its 146 px cell. A bid whose sum would is set a font step
    smaller and still names its whole sum (a bid is money to the unit: a short "1 млн" would
    read the same for 1 000 000 and 1 002 500); a short bid keeps the panel's font."""
    app.set_language(language)
    board = computers_auction(app, game)
    panel_font = board.controls["drop"].font
    bids = [cid for cid, spec in board.specs.items() if isinstance(spec.action, Bid)]
    assert all(board.controls[cid].font is panel_font for cid in bids), "short sums"
    for cash in (1_000_000, 9_999_999):
        bid_near_cash(board, cash)
        assert cut_labels(board) == [], (language, cash)
        for cid, spec in board.specs.items():
            if isinstance(spec.action, Bid):
                key = "button.bid_all" if spec.slot == ALL_IN else "button.bid"
                assert board.controls[cid].text == board.words.board(key,
                                                                     amount=spec.action.amount)
        assert max(spec.action.amount for cid, spec in board.specs.items()
                   if isinstance(spec.action, Bid)) == cash
        least = min((spec.action.amount, cid) for cid, spec in board.specs.items()
                    if isinstance(spec.action, Bid))[1]
        board.ring.focus(board.controls[least])   # the gold border keeps the smaller font
        app.run_frames(1)
        assert cut_labels(board) == [], (language, cash, "focused")
