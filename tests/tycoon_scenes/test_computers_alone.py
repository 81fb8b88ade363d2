"""A table of computers only: nobody can press the payday card, so the game goes on alone."""

from __future__ import annotations

from game.tycoon.scenes.result_scene import ResultScene
from game.tycoon.scenes.smoke import play_computer_game


def test_computers_alone_play_through_every_payday_to_the_result(app):
    app.settings.animation_speed = "slow"
    assert play_computer_game(app, seed=3) == "ResultScene"
    result = app.scenes.top
    assert isinstance(result, ResultScene)
    assert result.match.state.is_terminal()
    assert app.settings.animation_speed == "slow"  # the player's choice is given back


def test_the_result_shows_the_money_chart_of_the_whole_game_with_its_three_paydays(app):
    play_computer_game(app, seed=4)
    result = app.scenes.top
    series = result.series
    assert [point.payday for point in series.paydays] == [1, 2, 3]
    assert series.points[-1].money == tuple(result.match.state.final_money())
    app.run_frames(2)  # the card and chart are painted without error
