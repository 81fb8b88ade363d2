"""A whole two-player game played headless: the person through clicks and keys on the real
widgets, the other seat by the computer in its worker process, to the final result."""

from __future__ import annotations

from game.tycoon.rules import Payday
from game.tycoon.scenes.result_scene import ResultScene
from game.tycoon.view.state_adapter import from_state
from tests.tycoon_scenes.autoplay import play_human_turn, play_payday, settle

MAX_TURNS = 400


def test_a_person_plays_a_whole_game_against_the_computer_to_the_result(app, board):
    paydays_seen = []
    turns = 0
    while app.scenes.top is board:
        settle(app, board)
        if app.scenes.top is not board:
            break
        if board.payday is not None:
            if board.payday.payday not in paydays_seen:
                paydays_seen.append(board.payday.payday)
            play_payday(app, board)
        else:
            play_human_turn(app, board)
            turns += 1
            assert turns < MAX_TURNS, "the game does not end"

    result = app.scenes.top
    assert isinstance(result, ResultScene)
    state = result.match.state
    assert state.is_terminal()
    assert [p.session for p in paydays_seen] == [1, 2, 3]
    assert all(isinstance(p, Payday) for p in paydays_seen)
    assert paydays_seen[-1].final
    assert result.winners() == list(state.winners())
    money = state.final_money()
    assert result.ranking()[0][1] == max(money)
    # the computer seat really played: its hotels stand on the board (or were closed there)
    model = from_state(state, board.view_seats)
    assert any(1 in city.lots or 1 in city.evicted for city in model.cities)
    app.click(result.title)
    assert type(app.scenes.top).__name__ == "TitleScene"
