"""The Speedtycoon table played by clicking: a person against computers to the result scene."""

from __future__ import annotations

import pytest

from game.core.setup import GameSetup, Seat
from game.scenes.result_scene import MatchResultScene
from tests.speedtycoon_scenes.autoplay import play_to_the_end
from tests.speedtycoon_scenes.standin import StandInTable

PERSON = Seat("human", "Anna", "purple")


def computer(colour: str) -> Seat:
    return Seat("computer", f"Robo {colour}", colour, "normal")


def _board(app, seats, game_type, seed=5):
    setup = GameSetup("speedtycoon", seed, tuple(seats), {"game_type": game_type, "think": "none"})
    board = StandInTable(app, setup)
    app.scenes.push(board)
    app.run_frames(2)
    return board


@pytest.mark.parametrize("language", ["de", "en"])
def test_a_person_plays_a_tycoon_game_against_three_computers_to_the_result(app, language):
    app.set_language(language)
    board = _board(app, [PERSON, computer("red"), computer("blue"), computer("green")], "tycoon")
    clicks = play_to_the_end(app, StandInTable)
    state = board.match.state
    assert state.is_terminal() and clicks > 10
    result = app.scenes.top
    assert isinstance(result, MatchResultScene)
    assert result.ranking()[0][1] == max(state.scores())
    app.run_frames(2)
