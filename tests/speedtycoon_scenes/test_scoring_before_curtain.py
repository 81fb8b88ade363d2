"""A scoring at a hot-seat table is read by everyone before the next person's curtain falls
(speedleft's play-test, en 1366x768, Anna and Ben with a Normal computer): the scoring came
with the end of a turn, and the curtain for the next person fell over its sheet and both
Continue buttons, so the scoring was read only once that person had lifted it, their table
already under it. Now the sheet stands on the table as it was, every person's Continue in
sight; their last Continue lets the curtain fall for the person to act."""

from __future__ import annotations

import pygame

from game.core.setup import GameSetup
from game.speedtycoon.scenes.table_scene import TableScene
from tests.speedtycoon_scenes.test_clicking import FRIEND, PERSON, ROBO
from tests.support.wait import until


def hot_seat(app, seed: int = 2) -> TableScene:
    """Anna, Ben and a Normal computer at one screen, the curtain between the people."""
    setup = GameSetup("speedtycoon", seed, (PERSON, FRIEND, ROBO),
                      {"game_type": "classic", "think": "none"})
    board = app.scenes.push(TableScene(app, setup))
    app.run_frames(2)
    return board


def next_persons_scoring(app, board: TableScene) -> None:
    """Plays (the people by their first legal move, lifting each curtain, reading past the
    scorings where a computer moves next) until a scoring ends a turn before another
    person's, its motion done."""
    last = [None]  # the person who moved last

    def case() -> bool:
        seat = board.match.seat_to_act
        return (bool(board.pauses) and not board.busy and seat is not None
                and not board.match.is_computer(seat) and seat != last[0])

    def people_move() -> None:
        if board.pauses and not board.busy:
            for button in list(board.pauses[0].buttons.values()):
                if button.visible:
                    app.click(button)
        elif board.curtain is not None and not board.pauses and board.input_wait() == 0:
            app.press_key(pygame.K_SPACE)
        elif board.person is not None and not board.busy:
            last[0] = board.person
            board.apply(board.match.state.legal_actions()[0])

    until(app, case, act=people_move, frames=20000, dt=0.05)


def test_the_next_persons_curtain_falls_after_everyone_read_the_scoring(app):
    board = hot_seat(app)
    next_persons_scoring(app, board)
    app.step(0.05)
    pause = board.pauses[0]
    assert board.curtain is None, "the curtain fell over the scoring"
    assert set(pause.buttons) == {0, 1}
    assert all(button.visible for button in pause.buttons.values()), "every Continue shows"
    assert board.person is None, "nobody plays while the scoring is read"
    coming = board.match.seat_to_act
    pause.skip()  # the sheet whole: a Continue pressed before only shows it whole (speedleft2)
    app.click(pause.buttons[0])
    assert board.curtain is None and board.pauses, "one Continue: still read by the other"
    app.click(pause.buttons[1])
    assert not board.pauses
    assert board.curtain is not None and board.curtain.seat == coming, "then the curtain"
    app.run_frames(40, dt=0.05)
    app.press_key(pygame.K_SPACE)
    assert board.curtain is None and board.person == coming, "lifted: that person's turn"
