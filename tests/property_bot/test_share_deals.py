"""Hard proposes deals a rival takes that raise its share (issue 27, fourteenth and sixteenth
sessions): two Normals never agree on a deal, and before this Hard's own proposals asked more
than a Normal gives, so against three Normals no place changed hands by trade. A deal in which
the rival gains more than Hard still raises Hard's share of all standings (both gain on the
two seats left out). Hard cannot know how a rival answers and plays on, so a deal is listed
only when both Normal and the plain player (who counts places at their printed price, as the
league's members do) would take it, and proposed only when its rollouts beat Normal's choice
by HARD_SWITCH at a table of Normals and at a table of plain players, each."""

from __future__ import annotations

import pytest

from game.ai.budget import never_cancelled
from game.ai.search import PlanStats, SearchResult
from game.property.bot import levels, plain
from game.property.bot.levels import HARD, HARD_BUDGET, choose
from game.property.bot.shares import ShareDeal
from game.property.bot.trades import share
from game.property.rules import Offer, new_game
from game.property.rules.actions import ACCEPT, END_TURN, Counter, Terms

SEED = {"kraken_bay": 2, "menedzher": 1}


def _first_deal_a_normal_takes(ruleset: str, seed: int, rounds: int = 20):
    """The first offer Hard (seat 0, three Normals) makes that its addressee accepts, with
    the position it was made in; None if none in the first ``rounds`` rounds."""
    s = new_game(4, seed, {"ruleset": ruleset, "round_cap": 40})
    levels_ = ["hard", "normal", "normal", "normal"]
    k = 0
    while not s.is_terminal() and s.round < rounds:
        seat = s.current_player
        a = choose(s, seat, levels_[seat], None, seed * 1000 + k).action
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
    found = _first_deal_a_normal_takes(ruleset, SEED[ruleset])
    assert found is not None, "Hard made no offer a Normal accepts in 20 rounds"
    s, offer = found
    after = s.clone()
    after.apply(offer)
    back = after.clone()
    # A player who counts places at their printed price takes it too.
    assert plain.act(after, offer.to) == ACCEPT
    after.apply(ACCEPT)
    assert share(after, 0, HARD.horizon) > share(s, 0, HARD.horizon)
    # Issue 27.5: the same deal handed back unchanged is one Hard takes.
    back.apply(Counter(back.tr_terms.swapped()))
    assert choose(back, 0, "hard", None, 7).action == ACCEPT


def _tables(monkeypatch, means: dict) -> None:
    """Hard's rollouts replaced by fixed mean shares a table (normal, plain) and choice."""

    def search(state, seat, knowledge, *args, **kwargs):
        m = means[knowledge.table]
        stats = [PlanStats(plan, 32, m[plan[0]]) for plan in knowledge.plans(state)]
        return SearchResult(stats[0].plan, 64, "iterations", 0.0, stats)

    monkeypatch.setattr(levels, "flat_monte_carlo", search)


@pytest.mark.parametrize(("plain_edge", "proposed"), [(-0.5, False), (1.5, True)])
def test_a_share_deal_must_win_at_a_table_of_plain_players_too(monkeypatch, plain_edge,
                                                                 proposed):
    """The fourteenth session's deals won at a table of Normals and lost against every
    league member that answers offers: a deal far better among Normals (by 3 switches)
    but worse among plain players is not proposed, though the two tables' mean beats
    ending the turn by more than HARD_SWITCH."""
    s = new_game(4, 1, {"ruleset": "kraken_bay", "round_cap": 40})
    p = s.rs.sets[0][0]
    offer = Offer(1, Terms((), s.rs.price[p], 0, (p,), 0, 0))
    deal = ShareDeal(offer, 0, p, 0.01)
    _tables(monkeypatch, {"normal": {END_TURN: 0.25, offer: 0.25 + 3 * levels.HARD_SWITCH},
                          "plain": {END_TURN: 0.25,
                                    offer: 0.25 + plain_edge * levels.HARD_SWITCH}})
    reply = levels._weigh_shares(s, 0, END_TURN, ("r", {}), [END_TURN, offer], {offer: deal},
                                 HARD_BUDGET, 1, never_cancelled)
    assert (reply.action == offer) is proposed
