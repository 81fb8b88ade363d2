"""A synthetic person for scene tests: plays a seat through the board's real widgets only
(mouse clicks on buttons and hotspots, keys), never by applying actions itself."""

from __future__ import annotations

import pygame

from game.tycoon.rules.actions import BUY
from tests.support.wait import until

MAX_FRAMES_WAITING = 4000


def wait_until(app, condition, frames: int = MAX_FRAMES_WAITING) -> None:
    """Until `condition()` holds; the worker thinks on the wall clock (tests/support/wait.py)."""
    until(app, condition, frames=frames)


def settle(app, board) -> None:
    """Let motion and the computer finish until a person must act or the game is over."""
    wait_until(app, lambda: app.scenes.top is not board or (
        not board.view.busy and (board.payday is not None or board.curtain is not None
                                 or board.human_turn())))


def play_human_turn(app, board) -> None:
    """Build if the plane stands where that is possible; else fly with a bought ticket and
    build there; else borrow; pass when nothing else is legal. Only while a person's turn
    stands (`settle` first): with a computer to act, a payday or a curtain up there are no
    turn widgets to press."""
    assert board.panel is not None and board.human_turn(), (
        f"no person's turn to play: seat {board.match.seat_to_act} to act, "
        f"payday {board.payday is not None}, curtain {board.curtain is not None}")
    panel, turn = board.panel, board.turn
    if _build(app, board):
        return
    affordable = [slot for slot, t in enumerate(board.model.market)
                  if t is not None and board.match.state.is_legal(BUY[t])]
    for slot in affordable[:2]:
        app.click(panel.market[slot])
        settle(app, board)
        hand = turn.hand()
        if len(hand) <= 9:
            app.press_key(pygame.K_1 + len(hand) - 1)
        else:
            app.click(panel.hand[len(hand) - 1])
        reachable = sorted(turn.reachable())
        if reachable:
            app.click(panel.cities[reachable[-1]])
            settle(app, board)
            if _build(app, board):
                return
        elif turn.selected is not None:
            app.press_key(pygame.K_ESCAPE)
    for action_id in ("loan_10", "loan_16", "end"):
        if panel.buttons[action_id].is_enabled:
            app.click(panel.buttons[action_id])
            return
    raise AssertionError("no way found to end the turn")


def _build(app, board) -> bool:
    panel = board.panel
    for action_id in ("hotel", "renovate", "factory"):
        if panel.buttons[action_id].is_enabled:
            app.click(panel.buttons[action_id])
            settle(app, board)
            if board.human_turn() and panel.buttons["end"].is_enabled:
                app.click(panel.buttons["end"])
            return True
    return False


def play_to_payday(app, board):
    """The person's turns (the computers play theirs) until a payday's card is up and shown;
    the card."""
    while board.payday is None:
        settle(app, board)
        if board.payday is None:
            play_human_turn(app, board)
    overlay = board.payday
    wait_until(app, lambda: overlay.shown)
    return overlay


def play_to_loans(app, board):
    """As `play_to_payday`, then on through the income to the loan cards; the card."""
    overlay = play_to_payday(app, board)
    while overlay.stage == "income":
        app.click(overlay.next_button)
    return overlay


def guided_board(app):
    """A real game at the guided turn's deal (Anna against an Easy Blue), Anna to act; the
    board and the guide's first flight (ticket, city id)."""
    from game.core.setup import GameSetup, Seat
    from game.tycoon.howto.guided import GUIDE_SEED, cheapest_first_flight
    from game.tycoon.scenes.board_scene import BoardScene

    setup = GameSetup("tycoon", GUIDE_SEED, (Seat("human", "Anna", "red"),
                                             Seat("computer", "Blue", "blue", "easy")),
                      {"stops": "exact", "start_player": 0})
    board = app.scenes.push(BoardScene(app, setup))
    app.run_frames(2)
    return board, cheapest_first_flight(board.match.state)


def play_payday(app, board) -> None:
    """Repay what can be repaid, extend the rest, continue through every stage."""
    overlay = board.payday
    for button, action in list(overlay.loan_buttons.items()):
        if button.alive() and button.is_enabled and str(action).startswith("repay"):
            app.click(button)
            return
    for button in list(overlay.loan_buttons):
        if button.alive() and button.is_enabled:
            app.click(button)
            return
    if overlay.next_button.is_enabled and overlay.shown:
        app.click(overlay.next_button)
    else:
        app.run_frames(1)  # a computer decides its loans, or the board still moves
