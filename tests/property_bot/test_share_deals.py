"""Hard against Normals proposes deals a Normal takes (issue 27, fourteenth session): two
Normals never agree on a deal, and before this Hard's own proposals asked more than a Normal
gives, so against three Normals no place changed hands by trade. A deal in which the Normal
gains more than Hard still raises Hard's share of all standings (both gain on the two seats
left out); Hard's rollouts propose it when they find its share better by HARD_SWITCH."""

from __future__ import annotations

import pytest

from game.property.bot.levels import HARD, choose
from game.property.bot.trades import share
from game.property.rules import Offer, new_game
from game.property.rules.actions import ACCEPT, Counter


def _first_deal_a_normal_takes(ruleset: str, seed: int, rounds: int = 20):
    """The first offer Hard (seat 0, three Normals) makes that its addressee accepts, with
    the position it was made in; None if none in the first ``rounds`` rounds."""
    s = new_game(4, seed, {"ruleset": ruleset, "round_cap": 40})
    levels = ["hard", "normal", "normal", "normal"]
    k = 0
    while not s.is_terminal() and s.round < rounds:
        seat = s.current_player
        a = choose(s, seat, levels[seat], None, seed * 1000 + k).action
        if type(a) is Offer and seat == 0:
            opened = s.clone()
            opened.apply(a)
            if choose(opened, a.to, "normal", None, k).action == ACCEPT:
                return s, a
        s.apply(a)
        k += 1
    return None


@pytest.mark.parametrize("ruleset", ["kraken_bay", "menedzher"])
def test_hard_proposes_a_deal_a_normal_takes_that_raises_its_share(ruleset):
    found = _first_deal_a_normal_takes(ruleset, 1)
    assert found is not None, "Hard made no offer a Normal accepts in 20 rounds"
    s, offer = found
    after = s.clone()
    after.apply(offer)
    back = after.clone()
    after.apply(ACCEPT)
    assert share(after, 0, HARD.horizon) > share(s, 0, HARD.horizon)
    # Issue 27.5: the same deal handed back unchanged is one Hard takes.
    back.apply(Counter(back.tr_terms.swapped()))
    assert choose(back, 0, "hard", None, 7).action == ACCEPT
