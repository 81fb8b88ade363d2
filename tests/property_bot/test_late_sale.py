"""Hard's answer to a late set sale (game/property/bot/late.py): three rounds before a round
cap of 40 a rival offers cash for the last place of its set. The set earns it only a few
rounds of rent, the cash counts in full at the cap: Hard takes it when that puts it ahead
of the leader, and refuses the same offer in round 10 (twenty rounds of rent are worth far
more than the cash) and when the buyer, rich enough to build at once, would lead instead.
Normal refuses all three (its set rule)."""

from __future__ import annotations

import pytest

from game.ai.budget import Budget
from game.property.bot.late import late_sale, rent_ahead, turns_left
from game.property.bot.levels import choose
from game.property.bot.value import ept
from game.property.rules import Offer, Terms
from game.property.rules.actions import ACCEPT, REJECT
from tests.property_bot.board import POST_ROLL, at, board, give

BUYER, BOT, LEADER = 0, 1, 2
PAY = 56_000          # twice the list price of the place (28,000)


def _cash(s, seat: int, amount: int) -> None:
    s.bank -= amount - s.cash[seat]
    s.cash[seat] = amount
    s._legal = None


def _late(round_no: int, buyer_cash: int):
    """«Менеджер», round cap 40: the buyer holds two places of the tourism set (no
    buildings), the bot the third; the leader holds 360,000 in cash, the bot 330,000 and a
    place of 28,000; the buyer offers PAY for the bot's place in its own turn."""
    s = board("menedzher")
    a, b, c = s.rs.sets[5]
    give(s, BUYER, a, b)
    give(s, BOT, c)
    for seat, cash in ((BUYER, buyer_cash), (BOT, 330_000), (LEADER, 360_000), (3, 250_000)):
        _cash(s, seat, cash)
    s.round_cap, s.round = 40, round_no
    at(s, BUYER, POST_ROLL)
    s.apply(Offer(BOT, Terms((), PAY, 0, (c,))))
    return s


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hard_sells_a_set_s_last_place_for_cash_three_rounds_before_the_cap(seed):
    """The buyer has 150,000 left: it builds a level a turn, the set takes the bot less
    than the 28,000 the sale brings over the price, and the cash puts the bot ahead of the
    leader (the bot first in 51 % → 85 % of 100 paired worlds, rivals as in its rollouts)."""
    s = _late(37, 150_000)
    assert choose(s, BOT, "normal", None, seed).action == REJECT
    hard = choose(s, BOT, "hard", Budget(iterations=64), seed)
    assert hard.action == ACCEPT
    assert hard.reason == ("property_bot.reason.accept_rollouts", {"rival": BUYER, "samples": 64})


def test_the_same_offer_in_round_10_is_refused_without_rollouts():
    """Thirty rounds of rent from a built set are worth far more to the buyer than the cash
    is to the bot: the set rule refuses it, as Normal does."""
    s = _late(10, 150_000)
    assert not late_sale(s, BOT, 20)
    hard = choose(s, BOT, "hard", Budget(iterations=64), 1)
    assert hard.action == REJECT and hard.iterations == 0
    assert hard.reason[0] == "property_bot.reason.reject_set"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_an_offer_that_makes_the_buyer_the_leader_is_refused(seed):
    """A buyer with 300,000 builds a level every turn and collects rent from all three
    rivals: it would finish first (the bot first in 44 % → 29 % of 100 paired worlds)."""
    s = _late(37, 300_000)
    assert late_sale(s, BOT, 4)
    hard = choose(s, BOT, "hard", Budget(iterations=64), seed)
    assert hard.action == REJECT and hard.iterations == 64
    assert hard.reason[0] == "property_bot.reason.reject_set"


def test_the_rent_ahead_follows_the_build_limit_and_the_turns_left():
    """«Менеджер» builds one level a place a turn: the bot's four turns left meet the set at
    levels 1 to 4 (the buyer builds in its own turn first); when time is up nothing is left."""
    s = _late(37, 300_000)
    assert [q for q, _ in turns_left(s)].count(BOT) == 4
    after = s.clone()
    after.apply(ACCEPT)
    rs = s.rs
    members = rs.sets[5]
    per = [sum(ept(s)[q]
               * rs.rents[q][lv] for q in members) for lv in (1, 2, 3, 4)]
    before = sum(ept(s)[q]
                 * rs.rents[q][0] for q in members[:2])
    assert rent_ahead(s, after, BUYER, BOT, members) == pytest.approx(sum(per) - 4 * before)
    s.time_up = True
    assert turns_left(s) == []
