"""Money over time: a point per turn, paydays marked once settled, the worth line counting the
board (hotels and factories) so a player who built everything does not look broke."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.i18n import load_translations
from game.core.paths import locales_dir
from game.scenes.result_scene import chart_rect
from game.tycoon.info.series import MoneySeries, replay
from game.tycoon.panels.words import Words
from game.tycoon.rules import (
    SessionStarted,
    State,
    TurnStarted,
    board_worth,
    net_worth,
    new_game,
)
from game.ui import fonts
from tests.tycoon.conftest import make_state
from tests.tycoon_view.games import choose


def whole_game(seed: int, players: int = 3) -> tuple[MoneySeries, list, int, State]:
    rng = random.Random(seed)
    state = new_game(players, seed)
    series = MoneySeries.starting(state)
    settled, turns = [], 0
    while not state.is_terminal():
        events = state.apply(choose(state, rng))
        series.feed(events, state)
        turns += sum(1 for ev in events if isinstance(ev, TurnStarted))
        if any(isinstance(ev, SessionStarted) for ev in events):
            settled.append((tuple(state.money), tuple(board_worth(state))))
    return series, settled, turns, state


def test_a_point_per_turn_and_each_payday_marked_on_its_settled_point():
    series, settled, turns, state = whole_game(4)
    assert [p.payday for p in series.paydays] == [1, 2, 3]
    for point, (money, worth) in zip(series.paydays, settled, strict=False):
        assert (point.money, point.worth) == (money, worth)
    assert series.points[-1].money == tuple(state.final_money())
    assert len(series.points) == 1 + turns + 1
    assert [p.turn for p in series.points] == sorted(p.turn for p in series.points)


def test_no_payday_draws_a_spike_two_points_on_one_turn():
    """The cash line goes up with the income and down with the repayments: both show in the
    one step from the last turn before the payday to the first after it."""
    series, _settled, _turns, _state = whole_game(6, players=4)
    turns = [p.turn for p in series.points[:-1]]
    assert len(turns) == len(set(turns))


def test_a_player_whose_money_is_in_hotels_and_factories_is_not_broke_on_the_chart():
    state = make_state(3, chains={"cairo": [0, 0, 1], "tokyo": [0]}, factories={"cairo": [0]},
                       loans={"L01": (0, False)}, seats={0: {"money": 0}})
    point = MoneySeries.starting(state).points[0]
    assert point.money[0] == 0 and net_worth(state)[0] < 0
    assert point.worth[0] == board_worth(state)[0] > 0


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


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_charts_legend_fits_beside_its_title_on_the_result_screen(lang):
    load_translations(locales_dir())
    pygame.font.init()
    words = Words(lang, ("Anna", "Bert"))
    width = chart_rect(4).width
    title = fonts.size_of(words.t("tycoon_info.chart.title"), 13, True)[0]
    legend = fonts.size_of(words.t("tycoon_info.chart.legend"), 11)[0]
    assert 6 + title + 24 + legend + 6 <= width
