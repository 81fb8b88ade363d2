"""Hard's answers to offers Normal refuses on value alone (game/property/bot/answers.py): a set
swap that completes a set for each side but brings the proposer more is refused by Normal;
Hard weighs it by rollouts and may take it, since both partners gain on the two seats left
out. A swap that gains Hard too little to raise its share is refused as Normal refuses it."""

from __future__ import annotations

from game.ai.budget import Budget
from game.property.bot.levels import choose
from game.property.rules import Offer, Terms
from game.property.rules.actions import ACCEPT, REJECT
from tests.property_bot.board import POST_ROLL, at, board, give

PROPOSER, BOT = 0, 1


def _swap(big: int, small: int):
    """Kraken Bay, round 10: the proposer holds set ``big`` but one place, which the bot
    holds; the bot holds set ``small`` but one place, which the proposer holds; the proposer
    offers its ``small`` place for the bot's ``big`` place, each side's set completed."""
    s = board("kraken_bay")
    rs = s.rs
    mine, theirs = rs.sets[small], rs.sets[big]
    give(s, PROPOSER, *theirs[:-1], mine[-1])
    give(s, BOT, *mine[:-1], theirs[-1])
    s.round = 10
    at(s, PROPOSER, POST_ROLL)
    s.apply(Offer(BOT, Terms((mine[-1],), 0, 0, (theirs[-1],))))
    return s


def test_hard_takes_a_set_swap_normal_refuses_as_worth_more_to_the_proposer():
    s = _swap(5, 2)
    normal = choose(s, BOT, "normal", None, 5)
    assert normal.action == REJECT
    assert normal.reason[0] == "property_bot.reason.reject_value"
    # Hard weighs it every time; a chance to finish first of 24 rollouts is noisy (accept
    # leads reject by about the switch at 200), so it takes the swap at some seeds, not all.
    answers = [choose(s, BOT, "hard", Budget(iterations=24), seed) for seed in (5, 6, 7)]
    assert all(hard.iterations == 24 for hard in answers)
    taken = [hard for hard in answers if hard.action == ACCEPT]
    assert taken and all(hard.reason == ("property_bot.reason.accept_rollouts",
                                         {"rival": PROPOSER, "samples": 24}) for hard in taken)


def test_hard_refuses_unweighed_a_swap_that_does_not_raise_its_share():
    """The proposer's dearest set for the bot's cheapest: the bot gains, but so little beside
    the proposer that its share of all standings falls."""
    s = _swap(7, 0)
    hard = choose(s, BOT, "hard", Budget(iterations=24), 5)
    assert hard.action == REJECT and hard.iterations == 0
    assert hard.reason[0] == "property_bot.reason.reject_value"
