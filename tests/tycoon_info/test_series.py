"""Money over time: a point per turn, paydays marked with the money right after the income."""

from __future__ import annotations

import random

from game.tycoon.info.series import MoneySeries, replay
from game.tycoon.rules import Payday, TurnStarted, money_deltas, new_game
from tests.tycoon_view.games import choose


def test_a_point_per_turn_and_one_per_payday_with_the_income_in():
    rng = random.Random(4)
    state = new_game(3, 4)
    series = MoneySeries.starting(state)
    turns = paydays = 0
    actions = []
    while not state.is_terminal():
        before = list(state.money)
        action = choose(state, rng)
        actions.append(action)
        events = state.apply(action)
        series.feed(events, state)
        turns += sum(1 for ev in events if isinstance(ev, TurnStarted))
        for i, ev in enumerate(events):
            if isinstance(ev, Payday):
                paydays += 1
                upto = money_deltas(events[:i + 1], state.num_players)
                expected = tuple(b + d for b, d in zip(before, upto, strict=True))
                assert series.paydays[-1].money == expected
                assert series.paydays[-1].payday == ev.session
    assert paydays == 3 and len(series.paydays) == 3
    assert series.points[-1].money == tuple(state.final_money())
    assert len(series.points) == 1 + turns + paydays + 1
    assert [p.turn for p in series.points] == sorted(p.turn for p in series.points)


def test_a_loaded_game_replays_to_the_same_chart():
    rng = random.Random(8)
    state = new_game(2, 8)
    start = state.clone()
    series = MoneySeries.starting(state)
    actions = []
    while not state.is_terminal() and len(actions) < 300:
        action = choose(state, rng)
        actions.append(action)
        series.feed(state.apply(action), state)
    assert replay(start, actions).points == series.points
