"""The payday forecast (P) is the rules' own payday: split right, and exact when payday comes."""

from __future__ import annotations

from game.tycoon.info.forecast import summaries
from game.tycoon.rules import (
    BuildFactory,
    BuildHotel,
    Payday,
    Renovate,
    board,
    loans_of,
    payday_preview,
)
from tests.tycoon_info.games import moves

BUILDS = (BuildHotel, BuildFactory, Renovate)


def test_forecast_equals_the_real_payday_when_payday_comes_without_further_moves():
    """The forecast read right after the session's last build (tickets bought, flights and
    loans after it change no payout) is what payday pays, for every player and every part."""
    checked = 0
    for seed in (1, 2, 3, 4):
        state_after_build = None
        for before, action, events in moves(seed, players=2 + seed % 3):
            payday = next((ev for ev in events if isinstance(ev, Payday)), None)
            if payday is not None:
                forecast = summaries(state_after_build)
                for pay in payday.players:
                    f = forecast[pay.seat].forecast
                    assert (f.total, f.spread, f.majorities, f.factories) == (
                        pay.total, pay.spread, pay.majorities, pay.factories)
                checked += 1
            if isinstance(action, BUILDS):
                state_after_build = before.clone()
                state_after_build.apply(action)
    assert checked >= 12  # four games, three paydays each


def test_forecast_split_adds_up_to_the_payday_preview():
    for before, _action, _events in list(moves(7, players=4))[::25]:
        preview = payday_preview(before)
        for person in summaries(before):
            f = person.forecast
            assert f.spread + f.majority_total + f.factory_total == f.total
            assert f.total == preview[person.seat].total
            assert f.spread == board.SPREAD[f.spread_cities]


def test_net_worth_is_cash_minus_every_loan_at_its_current_amount():
    for before, _action, _events in list(moves(11, players=3))[::30]:
        for person in summaries(before):
            due = sum(d for _card, _ext, d in loans_of(before, person.seat))
            assert person.net_worth == person.money - due
            assert person.loans_due == due
            assert person.after_payday == person.net_worth + person.forecast.total
