"""Whose turn on Tycoon's board (issue 30.6): the acting seat's panel wears its colour in a
thick frame, the person's on their turn and the computer's on its own, and only one panel at a
time. Tycoon has no out-of-turn windows (every decision is the seat's own turn). The other
boards: tests/property_scenes/test_acting_seat.py (a turn and an auction's bidders) and
tests/speedtycoon_scenes/test_lobby_window.py (the Lobbyist window)."""

from __future__ import annotations

import time

from game.core.setup import GameSetup, Seat
from game.tycoon.scenes.board_scene import BoardScene
from game.tycoon.view import layout
from game.tycoon.view.sprites import PLAYER_RGB

SETUP = GameSetup("tycoon", 5, (Seat("human", "Anna", "red"),
                                Seat("computer", "Robo", "blue", "easy")),
                  {"stops": "exact", "start_player": 0})


def framed(app, seat: int) -> bool:
    """The panel's top edge, inside the thick frame, in the seat's colour (start player 0:
    the panels stand in seat order)."""
    rect = layout.player_panel(seat)
    colour = PLAYER_RGB[SETUP.seats[seat].colour]
    return tuple(app.screen.get_at((rect.centerx, rect.y + 1)))[:3] == colour


def test_the_acting_seats_panel_is_framed_on_the_persons_and_the_computers_turn(app):
    app.settings.animation_speed = "instant"
    app.settings.confirm_end_turn = False
    board = app.scenes.push(BoardScene(app, SETUP, curtain=False))
    app.run_frames(3)
    state = board.match.state
    assert state.current_player == 0
    assert framed(app, 0) and not framed(app, 1)

    while state.current_player == 0:  # Anna's moves until one ends her turn
        assert board.apply(state.legal_actions()[-1])
    app.run_frames(2)
    assert state.current_player == 1, "the computer's turn"
    assert framed(app, 1) and not framed(app, 0)

    deadline = time.monotonic() + 60
    while state.current_player != 0 and time.monotonic() < deadline:
        app.run_frames(1)
        time.sleep(0.005)
    app.run_frames(2)
    assert state.current_player == 0
    assert framed(app, 0) and not framed(app, 1), "the frame comes back with the turn"
