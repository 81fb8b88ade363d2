"""The offer panel's green and red follow the figures a player reads on it (play-test
playtest23, Kraken Bay en): the colour came from the unrounded rent per round alone, so Ben's
line "2 now, 2 after" stood in red while his net worth rose 1,540 → 1,550, and Anna's "0 now,
0 after" in green while hers fell 1,500 → 1,490. Now a line is green only when neither shown
figure falls, red only when neither rises, and plain when they part."""

from __future__ import annotations

from game.property.scenes.trade_draft import Preview
from game.ui.palette import BAD, GOOD, LIGHT_TEXT
from tests.property_scenes.test_trade_flow import own_turn


def colours(board, preview: Preview) -> list:
    """The colours of the person's line and the partner's (seat 1, the draft's first tab)."""
    board.open_trade()
    assert board.draft.partner == 1
    return [block.colour for block in board.preview_lines(preview)]


def test_the_counter_offer_of_the_play_test_is_coloured_by_its_net_worth(app, open_board):
    board = own_turn(app, open_board)
    # me (Anna): rent 0 → 0 shown (0.1 → 0.3), net worth 1,500 → 1,490;
    # Ben: rent 2 → 2 shown (2.4 → 1.6), net worth 1,540 → 1,550
    preview = Preview((0.1, 2.4), (0.3, 1.6), (1490, 1550), (1500, 1540))
    assert colours(board, preview) == [BAD, GOOD]


def test_net_worth_rising_while_the_shown_rent_falls_is_neither_green_nor_red(app, open_board):
    board = own_turn(app, open_board)
    rising_worth_falling_rent = Preview((5.0, 3.0), (3.0, 5.0), (1600, 1400), (1500, 1500))
    assert colours(board, rising_worth_falling_rent) == [LIGHT_TEXT, LIGHT_TEXT]
    both_up_or_level = Preview((5.0, 3.0), (5.2, 1.0), (1600, 1400), (1500, 1500))
    assert colours(board, both_up_or_level) == [GOOD, BAD]
    nothing_moves = Preview((5.0, 3.0), (5.0, 3.0), (1500, 1500), (1500, 1500))
    assert colours(board, nothing_moves) == [LIGHT_TEXT, LIGHT_TEXT]
