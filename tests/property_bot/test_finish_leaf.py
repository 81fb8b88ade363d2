"""Hard's rollouts value a position by each seat's chance to finish first (bot/finish.py).

A player wins by finishing first, not by a share of the wealth: a small lead in the last round
is nearly a win, the same lead with many rounds of rent still to come is much less."""

from __future__ import annotations

import pytest

from game.property.bot.finish import finish_chances
from game.property.bot.levels import RolloutKnowledge
from game.property.rules.actions import END_TURN
from tests.property_bot.board import POST_ROLL, at, board


def _cash_only(round_: int, ruleset: str = "kraken_bay", lead: float = 1.0 / 15):
    """Four seats with cash only, seat 0 ahead of three equal rivals by ``lead`` of their
    cash, in ``round_`` of a 40-round cap."""
    s = board(ruleset)
    s.round_cap = 40
    s.round = round_
    base = s.cash[1]
    s.cash[0] = round(base * (1 + lead))
    at(s, 1, POST_ROLL)
    return s


@pytest.mark.parametrize("ruleset", ["kraken_bay", "menedzher"])
def test_hard_values_a_small_lead_in_the_last_round_as_nearly_a_win(ruleset):
    chances = RolloutKnowledge([END_TURN], 1).evaluate(_cash_only(40, ruleset))
    assert chances[0] > 0.9
    assert sum(chances) == pytest.approx(1.0)


@pytest.mark.parametrize("ruleset", ["kraken_bay", "menedzher"])
def test_the_same_lead_is_worth_less_with_more_rounds_left(ruleset):
    last, early = (finish_chances(_cash_only(r, ruleset))[0] for r in (40, 25))
    assert 0.25 < early < last


def test_equal_seats_are_a_toss_up_and_a_seat_out_has_no_chance():
    s = _cash_only(30, lead=0.0)
    assert finish_chances(s) == pytest.approx([0.25] * 4)
    s.alive[3] = False
    chances = finish_chances(s)
    assert chances[3] == 0.0
    assert chances[:3] == pytest.approx([1 / 3] * 3)


def test_once_time_is_up_a_lead_is_a_win_whatever_the_rounds_to_the_cap():
    s = _cash_only(10)
    s.time_up = True
    assert finish_chances(s)[0] > 0.99
