"""A game's board opened the way the kit tests play it: one person against one Easy computer,
waited on until it is the person's turn (the before-stop check found this block in several
kit tests)."""

from __future__ import annotations

from game.core.named import resolve
from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.ui.palette import SEAT_COLOURS
from tests.support.wait import until

#: Seconds for the computer's turns before the person's (it thinks in real time).
WAIT = 60.0


def persons_turn(app, board, seconds: float = WAIT) -> None:
    """Frames until the person (seat 0) is to move and the board has finished showing what
    came before."""
    until(app, lambda: board.person == 0 and not board.busy, seconds)
    assert board.person == 0, "the person's turn comes"


def persons_board(app, game: str, seed: int = 4, seconds: float = WAIT):
    """`game`'s board with Anna (a person, seat 0) against Robo (an Easy computer), motion
    instant, at the person's first turn."""
    app.settings.animation_speed = "instant"
    setup = GameSetup(game, seed, (Seat("human", "Anna", "red"),
                                   Seat("computer", "Robo", "blue", "easy")), {})
    board = app.scenes.push(game_entry(game).board()(app, setup, curtain=False))
    persons_turn(app, board, seconds)
    return board


def menu_button(board):
    """The board's Menu button (Speedtycoon keeps it among its action buttons)."""
    return getattr(board, "menu", None) or board.buttons["menu"]


def two_people_board(app, game: str, seed: int = 3):
    """`game`'s board with Anna and Ben, two people at one screen, in the game's own first two
    colours and remembered options, opened behind its curtain."""
    entry = game_entry(game)
    colours = resolve(entry.seat_colours) if entry.seat_colours else SEAT_COLOURS
    seats = (Seat("human", "Anna", colours[0]), Seat("human", "Ben", colours[1]))
    setup = GameSetup(game, seed, seats, entry.remembered_options({}, 2))
    return app.scenes.push(entry.board()(app, setup, curtain=True))
