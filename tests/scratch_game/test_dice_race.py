"""The scratch third game proves the house: a board made of the shared pieces plays a person
against a computer (in the worker process) to the shared result scene, and the shared undo
stops at the game's own barrier."""

from __future__ import annotations

import pygame

from game.core.setup import GameSetup, Seat
from game.core.undo import TurnUndo
from game.scenes.match_loop import MatchScene
from game.scenes.result_scene import MatchResultScene
from game.ui.curtain import Curtain
from tests.scratch_game import rules
from tests.scratch_game.board import DiceRaceBoard
from tests.support.wait import until

PERSON = Seat("human", "Anna", "purple")
COMPUTER = Seat("computer", "Robo", "orange", "normal")


def play_to_the_end(app, board: DiceRaceBoard, limit: int = 6000) -> None:
    """The person rolls whenever the board offers the buttons; the computer answers alone (in
    the worker, on the wall clock: the wait is tests/support/wait.until's)."""

    def roll() -> None:
        top = app.scenes.top
        if isinstance(top, DiceRaceBoard) and top.curtain is not None:
            app.press_key(pygame.K_SPACE)
        elif isinstance(top, DiceRaceBoard) and top.roll.visible and not top.busy:
            app.click(top.roll)

    until(app, lambda: isinstance(app.scenes.top, MatchResultScene), frames=limit, dt=0.05,
          act=roll)


def test_a_person_races_a_computer_to_the_result_scene(app, scratch_game):
    setup = GameSetup("scratch", 7, (PERSON, COMPUTER))
    board = DiceRaceBoard(app, setup)
    app.scenes.push(board)
    app.run_frames(2)
    assert isinstance(board, MatchScene)
    app.press_key(pygame.K_l)
    assert board.game_log.open, "L opens the log"
    play_to_the_end(app, board)
    lines = board.game_log.book.lines
    assert len(lines) == len(board.match.actions), "every move is in the log"
    result = app.scenes.top
    state = board.match.state
    assert state.is_terminal() and max(state.scores()) == rules.GOAL
    assert any(line.seat == 1 for line in lines), "the computer moved in its turns"
    assert result.ranking()[0] == (state.winners()[0], rules.GOAL)
    assert result.score_text(rules.GOAL) == "20"
    app.run_frames(2)  # the card and its chart are drawn without error
    app.click(result.title)
    assert type(app.scenes.top).__name__ == "TitleScene"


def test_the_curtain_falls_between_two_people_and_shows_the_next_ones_emblem(app, scratch_game):
    setup = GameSetup("scratch", 3, (PERSON, Seat("human", "Ben", "green")))
    board = DiceRaceBoard(app, setup)
    app.scenes.push(board)
    app.run_frames(2)
    assert isinstance(board.curtain, Curtain) and board.curtain.name == "Anna"
    assert not board.roll.visible, "the buttons wait until Anna is ready"
    app.press_key(pygame.K_SPACE)
    app.click(board.roll)
    for _ in range(200):
        if not board.busy:
            break
        app.step(0.05)
    assert board.curtain is not None and board.curtain.name == "Ben"


def test_undo_stops_at_the_games_own_barrier():
    """Every dice race move shows a die or ends the turn: the contract's barrier says so, and
    the shared undo offers nothing to take back."""
    state = rules.new_game(2, 1)
    undo = TurnUndo(state, 0)
    undo.feed(state.apply(rules.Roll()), state, 1)
    assert undo.steps == 0
