"""Hard looks to the payday (issue 35): its samples play the rounds really left in the
session, with rivals that play the plain styles a table may hold, and stop at the payday."""

from __future__ import annotations

from random import Random

from game.ai.search import rollout
from game.tycoon.bot.knowledge import TycoonKnowledge
from game.tycoon.bot.levels import HARD_ROLLOUT_CAP
from game.tycoon.bot.rollout import STYLES, borrower, draw_styles, normal
from game.tycoon.bot.view import world
from game.tycoon.rules import TakeLoan, new_game


def test_a_sample_plays_the_whole_session_and_stops_at_its_payday():
    """From the first turn of the game, a sample ends right at the first payday: the session
    is over (its hotels run out), the second has not begun."""
    for seed in (1, 2, 3):
        state = new_game(4, seed)
        knowledge = TycoonKnowledge(5, 4.0, searcher=0, horizon=state.paydays + 1)
        sample = world(state, 0, Random(seed))
        values = rollout(sample, knowledge, Random(seed), HARD_ROLLOUT_CAP)
        assert sample.paydays == 1 and sample.session == 1
        assert len(values) == 4 and abs(sum(values) - 1.0) < 0.2


def test_in_the_last_session_a_sample_plays_to_the_end_of_the_game():
    state = new_game(3, 5)
    while state.paydays < 2:
        seat = state.current_player
        for action in normal(state, seat):
            state.apply(action)
    knowledge = TycoonKnowledge(5, 4.0, searcher=state.current_player,
                                horizon=state.paydays + 1)
    sample = world(state, state.current_player, Random(1))
    values = rollout(sample, knowledge, Random(1), HARD_ROLLOUT_CAP)
    assert sample.is_terminal()
    assert sorted(values)[-1] >= 0.5  # the real result: the winners share 1


def test_every_rival_keeps_one_style_for_the_sample_and_the_searcher_plays_normal():
    rng = Random(7)
    drawn = [draw_styles(4, 2, rng) for _ in range(40)]
    assert all(styles[2] is normal for styles in drawn)
    seen = {styles[seat] for styles in drawn for seat in (0, 1, 3)}
    assert seen == set(STYLES.values())


def test_the_borrower_style_takes_three_cards_before_its_first_build():
    """The league's strongest idea: the 16 M card, then 10 M cards, then a build."""
    state = new_game(4, 2)
    ours = []
    while len(ours) < 4:
        seat = state.current_player
        plan = borrower(state, seat)
        for action in plan:
            state.apply(action)
        if seat == 0:
            ours.append(plan[-1])
    assert [getattr(last, "amount", None) for last in ours[:3]] == [16, 10, 10]
    assert all(isinstance(last, TakeLoan) for last in ours[:3])
    assert not isinstance(ours[3], TakeLoan)
    assert 0 in state.chain or 0 in state.fact
