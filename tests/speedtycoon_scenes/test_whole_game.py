"""Whole Speedtycoon games played headless by a person through the table's clicks, against the
real computer opponents in their worker process, to the result screen."""

from __future__ import annotations

import pytest

from game.core.setup import GameSetup, Seat
from game.scenes.result_scene import MatchResultScene
from game.speedtycoon.rules import actions as act
from game.speedtycoon.scenes.course import points_course
from game.speedtycoon.scenes.table_scene import TableScene
from tests.speedtycoon_scenes.autoplay import play_to_the_end

PERSON = Seat("human", "Anna", "purple")


def computer(colour: str, level: str = "normal") -> Seat:
    return Seat("computer", f"Robo {colour}", colour, level)


def open_table(app, seats, game_type, seed=5) -> TableScene:
    setup = GameSetup("speedtycoon", seed, tuple(seats), {"game_type": game_type,
                                                          "think": "none"})
    board = TableScene(app, setup)
    app.scenes.push(board)
    app.run_frames(2)
    return board


def the_result(app, board) -> MatchResultScene:
    result = app.scenes.top
    assert isinstance(result, MatchResultScene)
    state = board.match.state
    assert state.is_terminal()
    assert result.ranking()[0][1] == max(state.scores())
    assert [seat for seat, _ in result.ranking()] == sorted(
        range(state.n), key=lambda i: -state.scores()[i])
    app.run_frames(2)
    course = points_course(board.match.setup, board.match.actions)
    assert [line[-1][1] for line in course.points] == list(state.score), \
        "the result's points chart ends at the final scores"
    assert course.scorings[-1][1] == "ipo"
    return result


def persons_moves(board, seat: int = 0) -> list:
    """The person's own actions in the log (the log alternates seats; replay to tell)."""
    from game.speedtycoon import rules

    setup = board.match.setup
    state = rules.new_game(setup.num_players, setup.seed, setup.options)
    mine = []
    for action in board.match.actions:
        if state.current_player == seat:
            mine.append(action)
        state.apply(action)
    return mine


@pytest.mark.parametrize("language", ["de", "en"])
def test_a_person_plays_a_tycoon_game_against_three_computers_to_the_result(app, language):
    app.set_language(language)
    if language == "en":  # the German game plays with the motion at normal speed
        app.settings.animation_speed = "instant"
    board = open_table(app, [PERSON, computer("red"), computer("blue", "easy"),
                             computer("green")], "tycoon")
    person = play_to_the_end(app, TableScene)
    the_result(app, board)
    mine = persons_moves(board)
    assert any(isinstance(a, act.Buy) for a in mine), "the person bought buildings"
    assert any(isinstance(a, act.Place) for a in mine), "and built them into the empire"
    assert len(board.match.state.emp[1]) > 1, "the computers built too"
    assert person.clicks > 20
    assert person.scorings[-1] == "ipo" and "vc" in person.scorings, \
        "each scoring held the table until the person clicked Weiter"


@pytest.mark.parametrize("language", ["de", "en"])
def test_a_person_plays_a_two_player_classic_game_with_the_state_fund(app, language):
    app.set_language(language)
    app.settings.animation_speed = "instant"
    board = open_table(app, [PERSON, computer("red")], "classic", seed=11)
    person = play_to_the_end(app, TableScene)
    the_result(app, board)
    gifts = [a for a in persons_moves(board) if isinstance(a, act.ToFund)]
    assert person.to_fund > 0 and len(gifts) == person.to_fund, \
        "the person's buildings went to the fund through its button"
    state = board.match.state
    assert set(a.tile for a in gifts) <= set(state.fund)
