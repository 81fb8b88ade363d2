"""The longest income list a payday can bring (a final payday of nine cities and five factories,
four seats: the narrowest columns) ran down over the loans and the standings (play-test): the
card keeps every list within its room by summing alike lines ("5 factories", "1st in 9
cities"), every amount still in its total, in de and ru, in a 1280x800 and a 1920x1080 window
(the 1280x800 canvas scaled to it). `docs/screenshots/tycoon_payday_long_{de,ru}.png`.

Where nobody holds a loan card the loans take one line, and the lists take the room above it
in full: summed for loans that never came, they left an empty half-card under "5 factories"
(play-test pt-tycoon4, `docs/screenshots/tycoon_payday_long_no_loans_en.png`)."""

from __future__ import annotations

import pygame
import pytest

from game.core.setup import GameSetup
from game.tycoon.scenes.board_scene import BoardScene
from game.tycoon.scenes.payday_overlay import INCOME_TOP, LOANS_TOP, STANDINGS_TOP
from game.tycoon.scenes.payday_rows import LINE_H, income_row
from game.tycoon.view import layout
from tests.tycoon_scenes.stage_payday_long import SEATS, open_longest

BLANK = (255, 0, 255)


def _longest(app, window, loans: bool):
    app.canvas.resize_window(window)
    board = app.scenes.push(BoardScene(app, GameSetup("tycoon", 11, SEATS, {
        "stops": "exact", "start_player": 0}), curtain=False))
    app.run_frames(2)
    overlay = open_longest(board, loans)
    app.run_frames(2)  # drawn in the window, as a person sees it
    return board, overlay


@pytest.mark.parametrize("loans", [True, False])
@pytest.mark.parametrize("window", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("app_language", ["de", "ru"])
def test_the_longest_payday_keeps_each_income_list_above_its_total(app, window, loans):
    board, overlay = _longest(app, window, loans)
    texts = board.view.texts
    anna = overlay.columns[0]
    pp = overlay.payday.players[anna.seat]
    assert len(pp.majorities) + len(pp.factories) == 14, "nine cities and five factories"
    if loans:
        assert overlay.loans_top <= LOANS_TOP, "the loans and the standings keep their places"
    else:
        assert overlay.loans_top + 22 + LINE_H <= STANDINGS_TOP - 8, "No loans. over standings"
    for column in overlay.columns:
        assert sum(line.amount for line in column.lines) == column.total, "nothing dropped"
        rows = [income_row(line, texts, column.rect.width) for line in column.lines]
        total_line = overlay.loans_top - 46  # where "Income" and its amount stand
        assert INCOME_TOP + 2 + sum(row.height for row in rows) <= total_line, column.name
        picture = pygame.Surface(layout.CANVAS.size)
        picture.fill(BLANK)
        overlay._draw_income(picture, texts, column, len(column.lines))
        below = pygame.Rect(column.rect.x, overlay.loans_top - 20, column.rect.width,
                            layout.OVERLAY.bottom - overlay.loans_top + 20)
        assert all(picture.get_at((x, y))[:3] == BLANK
                   for x in range(below.left, below.right, 2)
                   for y in range(below.top, below.bottom, 2)), "a line under the total"
    if loans:
        assert len(anna.lines) < 1 + len(pp.majorities) + len(pp.factories), "lines summed"


@pytest.mark.parametrize("app_language", ["en"])
def test_a_payday_without_loans_lists_every_income_line(app):
    """In English all of Anna's lines (spread, nine cities, her factories city by city) fit
    above one "No loans." line: none summed."""
    _board, overlay = _longest(app, (1920, 1080), loans=False)
    anna = overlay.columns[0]
    pp = overlay.payday.players[anna.seat]
    cities = {f.city for f in pp.factories}
    assert len(anna.lines) == 1 + len(pp.majorities) + len(cities), "nothing summed"
    _board, overlay = _longest(app, (1920, 1080), loans=True)
    assert len(overlay.columns[0].lines) < len(anna.lines), "with loans they are summed"


@pytest.mark.parametrize(("app_language", "anna", "blue"), [
    ("en", "5 factories in 4 cities", "1 factory in Mexico City"),
    ("de", "5 Fabriken in 4 Städten", "1 Fabrik in Mexiko-Stadt"),
    ("ru", "5 фабрик в 4 городах", "1 фабрика: Мехико")])
def test_every_column_says_its_factories_one_way(app, anna, blue):
    """The final payday card said "5 factories 42 M" in Anna's column (summed to fit) beside
    "Factory in Mexico City" in Blue's, and "2 factories in New York" elsewhere: the same thing
    worded three ways (tycoonleft2). Every factory line leads with its count and says where,
    the sum with its count of cities."""
    from game.tycoon.scenes.payday_rows import label_of

    board, overlay = _longest(app, (1280, 800), loans=True)
    texts = board.view.texts
    said = [[label_of(line, texts).replace("\u00a0", " ") for line in column.lines
             if "factor" in line.key] for column in overlay.columns]
    assert said[:2] == [[anna], [blue]]


@pytest.mark.parametrize("app_language", ["en"])
def test_a_final_payday_that_repays_due_cards_lists_every_income_line(app):
    """The final payday repays every card by the rules, before the card is drawn: the lists
    were still summed for the loan buttons that never come ("2. in 4 Städten", "2-е место в
    4 городах") over a half-empty card (tycoonleft2, de and ru play-tests). Blue's due card
    takes one line; Anna's every line stands above it, as where nobody held a card."""
    from game.tycoon.rules import LoanRepaid
    from game.tycoon.rules import board as rules_board
    from game.tycoon.scenes.payday_overlay import PaydayOverlay
    from tests.tycoon_scenes.stage_payday_long import longest_payday

    board = app.scenes.push(BoardScene(app, GameSetup("tycoon", 11, SEATS, {
        "stops": "exact", "start_player": 0}), curtain=False))
    app.run_frames(2)
    state = board.match.state
    payday = longest_payday(state)
    overlay = PaydayOverlay(board, payday, board.turn.names(), tuple(
        seat.colour for seat in SEATS), board.model.turn_order())
    overlay.add_events([LoanRepaid(1, rules_board.LOAN_IDS[0], rules_board.LOAN_DUE[0][0],
                                   True)])
    overlay.finish_loans([0] * len(SEATS), list(state.money))
    anna = overlay.columns[0]
    pp = payday.players[anna.seat]
    assert len(anna.lines) == 1 + len(pp.majorities) + len({f.city for f in pp.factories})
    assert overlay.loans_top + 22 + LINE_H <= STANDINGS_TOP - 8, "Blue's line over standings"
