"""Fairness: the computer never sees future dice or the card order. Every level decides on
`determinize(seat, rng)`; reshuffling the real decks and reseeding the real dice (the same
seed for the decision) never changes a choice or its reason."""

from __future__ import annotations

from random import Random

import pytest

from game.ai.budget import Budget
from game.core import rng as rng_mod
from game.property.bot.levels import choose
from tests.property_bot.board import close_buy
from tests.property_bot.games import decision_points


def _permuted(s, r: Random):
    """The same public state with the unseen cards in another order and other dice ahead."""
    c = s.clone()
    for d, deck in enumerate(c.decks):
        hidden = len(deck) - c.seen[d]
        top = deck[:hidden]
        r.shuffle(top)
        deck[:hidden] = top
    c.rng = rng_mod.seed_state(r.randrange(2**32))
    c._legal = None
    return c


@pytest.mark.parametrize("ruleset", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_reshuffled_decks_and_dice_never_change_a_choice(ruleset, level):
    r = Random(99)
    checked = 0
    for s, seat in decision_points(ruleset, 6, rounds=15, every=5):
        other = _permuted(s, r)
        if other.decks == s.decks and other.rng == s.rng:
            continue
        mine = choose(s, seat, level, Budget(iterations=4), 17)
        assert choose(other, seat, level, Budget(iterations=4), 17) == mine
        checked += 1
    assert checked > 10


def test_hards_rollouts_at_a_close_call_do_not_depend_on_the_real_decks_or_dice():
    s = close_buy()
    mine = choose(s, 0, "hard", Budget(iterations=6), 5)
    assert mine.iterations == 6                      # the rollouts ran
    r = Random(3)
    for _ in range(5):
        assert choose(_permuted(s, r), 0, "hard", Budget(iterations=6), 5) == mine
