"""A game saved while people settle their loans at a payday opens at that payday's card
(play-test 13, de 1920x1080, two people and a Hard computer): Continue showed the board with
"Anna ist dran: Tickets kaufen oder fliegen", every button grey and no card, while the rules
waited for Anna's loan card only, so the game could not go on."""

from __future__ import annotations

from game.tycoon.rules.actions import Extend, Pass, Repay, TakeLoan
from game.tycoon.rules.legal import LOANS
from game.tycoon.scenes.board_scene import BoardScene
from game.tycoon.scenes.match import Match
from tests.tycoon_scenes.autoplay import settle
from tests.tycoon_scenes.conftest import two_player_setup


def at_the_loans(setup):
    """A match of two people who borrow while they can and pass otherwise, up to the first
    payday's loan decisions (the state a save made then holds)."""
    match = Match.new(setup)
    state = match.state
    while state.phase != LOANS:
        legal = state.legal_actions()
        move = next((a for a in legal if isinstance(a, TakeLoan)), None) or next(
            (a for a in legal if isinstance(a, Pass)), legal[0])
        match.apply(move)
    return match


def test_a_game_saved_at_the_loans_opens_on_the_payday_card(app):
    setup = two_player_setup(second="human")
    match = at_the_loans(setup)
    loaded = Match(setup, match.state, list(match.actions))  # as `from_save` builds it
    board = app.scenes.push(BoardScene(app, setup, match=loaded))
    app.run_frames(3)
    if board.curtain is not None:
        app.click(board.menu)  # a click on the curtain lifts it and does nothing else
    settle(app, board)
    overlay = board.payday
    assert overlay is not None, "the payday card is up again"
    while overlay.stage == "income":
        app.click(overlay.next_button)
    buttons = [b for b, action in overlay.loan_buttons.items()
               if isinstance(action, Repay | Extend) and b.is_enabled]
    assert buttons, "the person to act has buttons for their cards"
    before = len(match.actions)
    app.click(buttons[0])
    assert len(loaded.actions) == before + 1 and loaded.seat_to_act is not None
