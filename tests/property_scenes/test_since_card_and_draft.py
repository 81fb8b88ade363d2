"""The since-your-last-turn card waits while the person's trade draft is up (play-test 12:
it stood over the board's title, «KRAKEN BAY», while the person picked places for a trade),
and stands there again when the draft is closed without a move."""

from __future__ import annotations

from game.property.rules.actions import DECLINE, Offer
from game.property.view import layout
from tests.property_scenes.conftest import setup_for
from tests.support.wait import until


def board_with_since_card(app, open_board):
    """A Kraken Bay board (seed 3, a person and two computers) played on, the person declining
    every buy, until the person's since-your-last-turn card stands."""
    board = open_board(setup_for("kraken_bay", seed=3, people=1, computers=2))
    log = board.game_log

    def person_moves():
        if board.person is not None and not board.busy:
            legal = [a for a in board.match.state.legal_actions()
                     if not isinstance(a, Offer)]
            board.apply(DECLINE if DECLINE in legal else legal[-1])

    until(app, lambda: log.since_seat == board.humans[0] and log.card_rect is not None,
          act=person_moves, frames=20000)
    return board


def test_the_since_card_waits_while_a_trade_draft_is_open(app, open_board):
    board = board_with_since_card(app, open_board)
    log = board.game_log
    app.run_frames(2)
    card = log.card_rect.clip(layout.centre())
    with_card = app.screen.subsurface(card).copy()
    board.open_trade()
    app.run_frames(2)
    assert log.card_rect is None
    board_only = board.view.static(board.texts()).subsurface(card)
    shown = app.screen.subsurface(card)
    differing = sum(shown.get_at((x, y)) != board_only.get_at((x, y))
                    for x in range(0, card.w, 4) for y in range(0, card.h, 4))
    assert differing < card.w * card.h // 16 // 20, "the board shows where the card stood"
    assert any(with_card.get_at((x, y)) != shown.get_at((x, y))
               for x in range(0, card.w, 4) for y in range(0, card.h, 4))
    board.close_trade()
    app.run_frames(2)
    assert log.card_rect is not None, "no move made: the card is back"
