"""The loan's words say "fly home" only where the plane is away from home.

Play-test playtest20b (Tycoon hot seat, en 1920×1080): Ben, his plane at the bank, pressed
"Borrow 10" and was asked "Fly home (free) and take a loan card of 10 M ...": there was
nothing to fly. At home the tooltip and the question say only what the loan costs.
"""

from __future__ import annotations

from game.tycoon import rules
from game.tycoon.rules.actions import BUY, Fly
from game.tycoon.rules.board import TICKET_KIND
from tests.tycoon_scenes.autoplay import settle


def test_at_home_the_loan_says_nothing_of_flying_home_and_away_it_does(app, board):
    settle(app, board)
    button = board.panel.buttons["loan_10"]
    assert board.match.state.pos[0] < 0 and button.is_enabled
    assert "Fly home" not in button.tool_tip_text, button.tool_tip_text
    assert button.tool_tip_text.startswith("Borrow 10")
    ticket = next(t for t in board.model.market
                  if t is not None and TICKET_KIND[t] == rules.board.SCHEDULED)
    assert board.apply(BUY[ticket])
    assert board.apply(next(a for a in board.match.state.legal_actions() if isinstance(a, Fly)))
    settle(app, board)
    assert board.match.state.pos[0] >= 0
    assert button.is_enabled and "Fly home (free)" in button.tool_tip_text
