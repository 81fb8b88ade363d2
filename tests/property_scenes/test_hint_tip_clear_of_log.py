"""The Hint button's tip leaves the log's lines in sight (playtest24, «Менеджер» ru 1366x768):
during an auction it opened downward over the log and hid the latest bids, the lines a bidder
reads next to the hint."""

from __future__ import annotations

import pytest

from game.property.view import layout
from tests.property_scenes.test_auction_panel import own_auction
from tests.support.hover import rested_tooltip


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("language", ["ru", "en"])
def test_the_hint_tip_covers_no_line_of_the_log_in_an_auction(app, open_board, monkeypatch,
                                                             language, game):
    app.set_language(language)
    board = own_auction(app, open_board, game)
    hint = board.fixed[1]
    assert hint.text == board.say("property_board.button.hint")
    tip = rested_tooltip(app, monkeypatch, hint)
    assert not tip.colliderect(layout.LOG_INSIDE), (tip, layout.LOG_INSIDE)
    assert not tip.colliderect(hint.get_abs_rect())
