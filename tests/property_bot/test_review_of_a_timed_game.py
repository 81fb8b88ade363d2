"""The review of a timed property game (play-test 6, «Менеджер» ru): the board ends the game
when its time is up, in whoever's turn it is; the review listed that as the person's move,
"Ход игрока Павел: time_up", and as their biggest swing. The table's move is no decision."""

from __future__ import annotations

from game.ai.review import decision_points
from game.games import game_entry
from game.property.bot.levels import choose
from game.property.bot.review import KIT
from game.property.rules.actions import TIME_UP


def test_the_time_running_out_in_a_seats_turn_is_not_its_decision():
    start = game_entry("menedzher").new_game(3, 11, {"time_limit_min": 30})
    state, actions = start.clone(), []
    while not (state.current_player == 0 and KIT.is_real(state, 0) and state.round >= 3):
        action = choose(state, state.current_player, "normal", seed=len(actions)).action
        state.apply(action)
        actions.append(action)
    timed_out = len(actions)
    state.apply(TIME_UP)                 # the clock, while seat 0 is deciding
    actions.append(TIME_UP)
    while not state.is_terminal():
        action = choose(state, state.current_player, "normal", seed=len(actions)).action
        state.apply(action)
        actions.append(action)
    points = decision_points(KIT, start, actions, 0)
    assert all(actions[move] != TIME_UP for move, _length in points), points
    assert (timed_out + 1, 1) in points, "seat 0 still answers what it was deciding"
