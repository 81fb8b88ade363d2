"""The auction's buttons and the typed bid's field lie inside the decision panel, in every
language and at every window size: the field had a row of its own under the grid and fell 4 px
below the panel's bottom edge when Undo took a cell of the first row (a person against
computers who declines a place: the auction asks them last, in their own turn). Drop out, the
field and "Bid typed" keep their places from one auction to the next: in a computer's auction
(no Undo) Drop out lay where "Bid typed" lay in the person's own (play-test, 1366x768)."""

from __future__ import annotations

import pygame
import pytest

from game.core.match import Match
from game.games import game_entry
from game.property.rules.actions import ROLL, Bid
from game.property.rules.auction import min_bid
from game.property.rules.phases import BUY
from game.property.scenes.board_scene import COLUMNS, BoardScene, cell
from game.property.scenes.decisions import ALL_IN, Decisions
from game.property.view import layout
from game.ui.palette import PANEL, SEAT_COLOURS, TEXT_CONTRAST, contrast
from tests.languages import PROPERTY_LANGUAGES
from tests.property_scenes.autoplay import settle
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.stage import computers_auction_start


def first_roll_lands_on_a_sale(game: str) -> int:
    """A seed whose person begins and whose first roll lands on a place for sale."""
    for seed in range(1, 200):
        state = game_entry(game).new_game(3, seed, {})
        if state.turn_player() == 0:
            state.apply(ROLL)
            if state.phase == BUY:
                return seed
    raise AssertionError("no seed lands the person's first roll on a place for sale")


WINDOWS = [(1280, 800), (1366, 768), (1920, 1080)]


def panel_widgets(board) -> dict[str, pygame.Rect]:
    """The auction's buttons by id and the typed bid's field, as they lie on the canvas."""
    shown = {cid: widget.get_relative_rect() for cid, widget in board.controls.items()}
    shown["bid field"] = board.bid_entry.get_relative_rect()
    return shown


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
def test_the_typed_bid_row_lies_inside_the_panel(app, open_board, language, game):
    app.set_language(language)
    board = own_auction(app, open_board, game)
    for window in WINDOWS:
        app.canvas.resize_window(window)
        app.run_frames(2)
        shown = panel_widgets(board)
        assert {cid: rect for cid, rect in shown.items()
                if not layout.PANEL.contains(rect)} == {}, window
        field, button = shown["bid field"], shown["bid_typed"]
        assert field.y == button.y and field.right < button.x, "the field left of its button"
        rects = list(shown.values())
        assert not [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:]
                    if a.colliderect(b)], "nothing overlaps"


def own_auction(app, open_board, game: str):
    """The person declines the place their first roll reached; the computers bid, then the
    person is asked, in their own turn, with Undo shown (the fullest panel)."""
    app.settings.undo_vs_computers = True   # Undo keeps a cell of the first row: most rows
    board = open_board(setup_for(game, seed=first_roll_lands_on_a_sale(game)), curtain=False)
    app.click(board.control("roll"))
    settle(app, board)
    app.click(board.control("decline"))
    settle(app, board)   # the computers bid first; the decliner is asked last
    assert board.match.state.au_place >= 0, "the person's turn to bid"
    assert board.control("undo") is not None, "the fullest panel: Undo shown too"
    assert board.bid_entry is not None and board.control("bid_typed") is not None
    return board


def computers_auction(app, game: str):
    """A computer declines the place its first roll reached; the other computer bids the
    least, and the person (the second seat) is asked: no Undo, it is not the person's turn."""
    setup, state = computers_auction_start(game)
    board = app.scenes.push(BoardScene(app, setup, curtain=False, match=Match(setup, state)))
    app.run_frames(2)
    return board


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
def test_drop_out_and_the_typed_bid_keep_their_places_in_every_auction(app, open_board,
                                                                       language, game):
    app.set_language(language)
    kept = ("drop", "bid field", "bid_typed")
    own = {cid: rect for cid, rect in panel_widgets(own_auction(app, open_board, game)).items()
           if cid in kept}
    app.scenes.pop()
    board = computers_auction(app, game)
    assert board.control("undo") is None and board.control("drop") is not None
    shown = panel_widgets(board)
    assert {cid: shown[cid] for cid in kept} == own
    every_bid = shown[all_money(board)]   # over Drop out
    assert every_bid.right == shown["drop"].right and every_bid.bottom < shown["drop"].top


def all_money(board) -> str:
    """The id of the all-money bid's button."""
    return next(cid for cid, spec in board.specs.items() if spec.slot == ALL_IN)


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_enter_in_the_typed_bid_field_bids_it(app, open_board, game):
    """Play-test 9: a person typed 190 into the field and pressed Enter; nothing happened
    until they found "Bid typed"."""
    board = own_auction(app, open_board, game)
    bid = min_bid(board.match.state)
    app.click(board.bid_entry)
    board.bid_entry.set_text(str(bid))
    made = len(board.match.actions)
    app.press_key(pygame.K_RETURN, frames=2)
    assert board.match.actions[made:made + 1] == [Bid(bid)], "the typed bid was made"


@pytest.mark.parametrize("colour", SEAT_COLOURS)
def test_the_bidder_line_reads_on_the_panel_in_every_seat_colour(app, open_board, colour,
                                                                   monkeypatch):
    """Play-test 12: the blue seat's "To bid: Anna" read at 2.6:1 on the panel."""
    board = own_auction(app, open_board, "kraken_bay")
    acting = board.match.state.current_player
    monkeypatch.setattr(BoardScene, "colours", property(lambda _board: [colour] * 3))
    said = board.words.board("auction.bidder", player=board.words.player(acting))
    line = [block for block in Decisions(board).lines() if block.text == said]
    assert len(line) == 1, "the bidder line is shown"
    assert contrast(line[0].colour, PANEL) >= TEXT_CONTRAST, colour


def empty_cells(board, rows: range) -> list[tuple[int, int]]:
    """The grid's cells (column, row) in `rows` that no shown button or field covers."""
    shown = [widget.get_relative_rect() for widget in board.controls.values()]
    if board.bid_entry is not None:
        shown.append(board.bid_entry.get_relative_rect())
    lift = board.buttons_lift
    return [(column, row) for row in rows for column in range(COLUMNS)
            if not any(cell(column, row).move(0, -lift).colliderect(r) for r in shown)]


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
def test_at_a_hot_seat_no_panel_leaves_undos_cell_empty(app, open_board, language, game):
    """Two people at one screen never see Undo, and its cell, the first row's last, stood
    empty in every panel: beside Roll, beside Buy and Auction, beside End turn and among the
    bids (propkeys2). The decision's buttons take it: Roll and End turn the whole row, Buy
    two cells; the bids' rows have no empty cell."""
    app.set_language(language)
    seed = first_roll_lands_on_a_sale(game)
    board = open_board(setup_for(game, seed=seed, people=2, computers=1), curtain=False)
    seen = set()

    def look(kind: str, rows: range) -> None:
        assert board.control("undo") is None
        assert empty_cells(board, rows) == [], (kind, sorted(board.controls))
        rects = [w.get_relative_rect() for w in board.controls.values()]
        assert all(layout.PANEL.contains(r) for r in rects), kind
        seen.add(kind)

    look("roll", range(1))
    assert board.control("roll").get_relative_rect().w > 2 * board.control("trade").rect.w
    app.click(board.control("roll"))
    settle(app, board)
    assert board.match.state.phase == BUY
    look("buy", range(1))
    assert board.control("buy").rect.w > board.control("decline").rect.w, "Buy is the wider"
    app.click(board.control("decline"))
    settle(app, board)
    assert board.match.state.au_place >= 0 and board.bid_entry is not None
    look("auction", range(3))
    app.click(board.control("drop"))
    settle(app, board)
    while board.match.state.au_place >= 0:   # the computer's bids; Anna's turn goes on
        if board.control("drop") is not None:
            app.click(board.control("drop"))
        settle(app, board)
    app.run_frames(3)
    if board.control("end_turn") is not None:
        look("end_turn", range(1))
    assert {"roll", "buy", "auction"} <= seen
