"""The board's header under a round limit: "Round 12 of 20", as the time limit shows the time
left, and the review's board says the same; with every clock at its longest the header's words
stay inside the column in each language."""

from __future__ import annotations

import pytest

from game.property.scenes.review_board import PropertyReviewBoard
from game.property.view import column, layout
from tests.languages import PROPERTY_LANGUAGES
from tests.property_scenes.test_trade_flow import own_turn

#: Every clock at its longest: the biggest round cap, time limit and turn timer offered.
LONGEST = {"round_cap": 60, "time_limit_min": 90, "turn_timer_s": 120}


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_header_says_which_round_of_how_many(app, open_board, game, monkeypatch):
    board = own_turn(app, open_board, game, {"round_cap": 20})
    assert board.header_parts()[0][0] == "Round 1 of 20"
    board.match.state.round = 12
    assert board.header_parts()[0][0] == "Round 12 of 20"
    drawn = []
    monkeypatch.setattr(column, "draw_header", lambda _s, parts, _w: drawn.append(parts))
    PropertyReviewBoard(board.match.setup, app.tr, "en").picture(board.match.state, 0)
    assert drawn == [["Round 12 of 20"]], "the review's board says it too"


def test_without_a_round_limit_the_header_says_the_round_alone(app, open_board):
    board = own_turn(app, open_board, "kraken_bay")
    assert board.header_parts()[0][0] == "Round 1"


@pytest.mark.parametrize("time_up", [False, True])
@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
def test_the_longest_header_fits_the_column(app, open_board, language, time_up, monkeypatch):
    """Kraken Bay at round 60 of 60 (rents ×8), 90:00 left (or time up) and the turn timer
    paused at 120 s: the header's words stay inside it, left of the Menu button, at 1280x800
    (they shrink together, and take two rows when one is too narrow)."""
    app.set_language(language)
    board = own_turn(app, open_board, "kraken_bay", LONGEST)
    board.match.state.round = 60
    board.match.state.time_up = time_up
    board.decision_left = 120
    monkeypatch.setattr(board, "timer_paused", lambda: True)
    monkeypatch.setattr(board.match, "play_seconds", 0.0)
    parts, warn = board.header_parts()
    assert parts[0] == app.tr("property_board.board.round_of", round=60, cap=60)
    assert len(parts) == (3 if time_up else 4) and (warn is not None) == time_up, parts
    taken = column.draw_header(app.screen, parts, warn)
    assert layout.HEADER.contains(taken), (parts, warn, taken)
    assert taken.right <= layout.MENU.x - 8, "no word under the Menu button"
    app.set_language("en")
