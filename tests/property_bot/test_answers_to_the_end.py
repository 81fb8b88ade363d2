"""Hard weighs an offer Normal refuses on value alone to the game's end when a round cap is in
reach (issue 27, nineteenth session, docs/ai.md): the share of all standings after 120
decisions, the leaf elsewhere, disagreed in sign with the win share at the end at the answers
a large fair budget found to matter. Both answers are played in the same determinized worlds
to the end and valued by the win share; the offer is taken only when it wins END_SWITCH more
often. A game without a round cap (a time limit a rollout cannot foresee) keeps the leaf."""

from __future__ import annotations

import pytest

from game.ai.budget import Budget
from game.ai.search import PlanStats, SearchResult
from game.property.bot import levels
from game.property.bot.levels import END_SWITCH, EndKnowledge, choose, end_values
from game.property.rules import new_game
from game.property.rules.actions import ACCEPT, REJECT
from tests.property_bot.test_answers import _swap

BOT = 1


def _capped_swap():
    """test_answers' set swap (Normal refuses it on value, Hard weighs it), in a game with
    a 40-round cap at round 10."""
    s = _swap(5, 2)
    s.round_cap = 40
    return s


def _paired(monkeypatch, gain: float) -> list:
    """The paired search replaced by fixed win shares: accepting wins ``gain`` more often than
    refusing. Returns the knowledge and settings each call got."""
    calls: list = []

    def search(state, seat, knowledge, budget, seed, settings, *args):
        calls.append((knowledge, settings, budget))
        means = {REJECT: 0.25, ACCEPT: 0.25 + gain}
        stats = [PlanStats(p, budget.iterations, means[p[0]]) for p in knowledge.plans(state)]
        return SearchResult(stats[0].plan, budget.iterations, "iterations", 0.0, stats)

    def leaf(*args, **kwargs):
        raise AssertionError("an answer in reach of the end is not weighed by the leaf")

    monkeypatch.setattr(levels, "paired_monte_carlo", search)
    monkeypatch.setattr(levels, "flat_monte_carlo", leaf)
    return calls


@pytest.mark.parametrize(("gain", "taken"), [(END_SWITCH + 0.01, True),
                                             (END_SWITCH - 0.01, False)])
def test_an_answer_in_a_capped_game_is_weighed_by_the_win_share_at_the_end(monkeypatch, gain,
                                                                           taken):
    calls = _paired(monkeypatch, gain)
    hard = choose(_capped_swap(), BOT, "hard", Budget(iterations=24), 5)
    (knowledge, settings, budget), = calls
    assert type(knowledge) is EndKnowledge
    assert settings.rollout_decisions >= 1000     # to the end, not 120 decisions
    assert budget.iterations == 36                # 1.5 x the level's iterations, paired
    if taken:
        assert hard.action == ACCEPT
        assert hard.reason == ("property_bot.reason.accept_rollouts",
                               {"rival": 0, "samples": 36})
    else:
        assert hard.action == REJECT
        assert hard.reason[0] == "property_bot.reason.reject_value"


def test_without_a_round_cap_the_answer_keeps_the_leaf(monkeypatch):
    def paired(*args, **kwargs):
        raise AssertionError("no end a rollout can reach")

    monkeypatch.setattr(levels, "paired_monte_carlo", paired)
    hard = choose(_swap(5, 2), BOT, "hard", Budget(iterations=24), 5)
    assert hard.iterations == 24


def test_the_real_search_plays_both_answers_to_the_end():
    hard = choose(_capped_swap(), BOT, "hard", Budget(iterations=4), 5)
    assert hard.action in (ACCEPT, REJECT) and hard.iterations == 6


def test_a_finished_game_is_valued_by_who_won():
    s = new_game(4, 3, {"ruleset": "kraken_bay", "round_cap": 2})
    k = 0
    while not s.is_terminal():
        s.apply(choose(s, s.current_player, "normal", None, k).action)
        k += 1
    values = end_values(s)
    for won, v in zip(s.returns(), values, strict=True):
        assert won <= v <= won + levels.END_WORTH
    assert max(values) == values[max(range(4), key=lambda q: s.returns()[q])]
