"""Fairness: no level's choice depends on anything its seat cannot see (issue 17 point 5).

The permuted state is another true state with every public fact kept: the money deck, the bag
and the news cards' sevenths dealt anew (`determinize` of the rules keeps `public_view`)."""

from __future__ import annotations

from random import Random

import pytest

from game.ai.budget import Budget
from game.speedtycoon.bot import LEVELS, choose_plan
from game.speedtycoon.rules.data import NEWS_FIRST

BUDGETS = {"hard": Budget(iterations=6)}


def permuted(state, k: int):
    other = state.determinize(state.current_player, Random(1000 + k))
    for seat in range(state.n):
        assert other.public_view(seat) == state.public_view(seat)
    return other


@pytest.mark.parametrize("level", LEVELS)
def test_shuffling_the_hidden_deck_and_bag_never_changes_a_choice(level, four_player_positions):
    changed_hidden = 0
    for k, state in enumerate(four_player_positions[5::30]):
        other = permuted(state, k)
        changed_hidden += other.deck != state.deck or other.bag != state.bag
        seat = state.current_player
        mine = choose_plan(state, seat, level, BUDGETS.get(level), seed=77 + k)
        theirs = choose_plan(other, seat, level, BUDGETS.get(level), seed=77 + k)
        assert mine.plan == theirs.plan
        assert mine.reason == theirs.reason
    assert changed_hidden >= 4


def test_two_player_fund_decisions_ignore_the_hidden_order(two_player_positions):
    for k, state in enumerate(two_player_positions[3::25]):
        other = permuted(state, k)
        seat = state.current_player
        for level in ("easy", "normal"):
            assert (choose_plan(state, seat, level, seed=k).plan
                    == choose_plan(other, seat, level, seed=k).plan)


def test_determinize_does_not_depend_on_which_news_lies_in_which_seventh(four_player_positions):
    """The rules fix this branch made: the news cards are dealt from a sorted list, so two
    states that differ only in the hidden news order give the same determinized copy."""
    state = four_player_positions[0]
    news = [i for i in range(0, len(state.bands), 3) if state.bands[i] >= NEWS_FIRST]
    assert len(news) >= 2
    other = state.clone()
    a, b = news[0], news[1]
    card_a, card_b = other.bands[a], other.bands[b]
    other.bands[a], other.bands[b] = card_b, card_a
    other.deck = [card_b if c == card_a else card_a if c == card_b else c for c in other.deck]
    assert other.public_view(0) == state.public_view(0)
    assert other != state
    assert state.determinize(1, Random(5)) == other.determinize(1, Random(5))
