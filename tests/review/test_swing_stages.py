"""The swings are spread over the game's stages (game/ai/review.py's `top_swings` with the kit's
`stage`: a Tycoon session, Speedtycoon's time before a scoring): a stage gives at most two of the
first cards while another stage has a decision that cost 3 points or more. A Tycoon game lost
in its first session showed three cards of that session (reviewplay, 7 December) where a later
session's mistake went unshown; where no later session has one worth showing, the first
session's still fill the cards. The property games have no stages: biggest first, as before."""

from __future__ import annotations

import pytest

import game.ai.review as review_module
from game.ai.review import DecisionReview, review_game, top_swings
from game.games import game_entry
from game.reviews import open_for_review
from tests.review.conftest import save_of


def decision(move: int, loss: float) -> DecisionReview:
    return DecisionReview(move=move, seat=0, taken=("a",), preferred=("b",),
                          before=(0.5, 0.5), after_taken=(0.5 - loss, 0.5 + loss),
                          after_preferred=(0.5, 0.5), reason=("", {}))


def test_a_stage_gives_two_cards_while_another_has_one_worth_showing():
    losses = [0.20, 0.15, 0.10, 0.08, 0.05, 0.02]
    stages = [1, 1, 1, 1, 2, 3]
    decisions = [decision(move, loss) for move, loss in enumerate(losses)]
    swings = top_swings(decisions, stages=stages)
    assert swings[:3] == (0, 1, 4), "two of session 1, then session 2's 5 points"
    assert swings[3:] == (2, 3), "the first session's others after it, biggest first"
    assert top_swings(decisions) == (0, 1, 2, 3, 4), "without stages: biggest first"


def test_noise_in_a_later_stage_does_not_push_a_big_swing_out():
    decisions = [decision(move, loss) for move, loss in enumerate([0.20, 0.15, 0.10, 0.02])]
    assert top_swings(decisions, stages=[1, 1, 1, 2]) == (0, 1, 2, 3), \
        "2 points in session 2 is within the noise: session 1 keeps its three cards"
    assert top_swings(decisions, stages=[1, 1, 1, 1]) == (0, 1, 2, 3)


@pytest.mark.parametrize("game_id,field,stages", [("tycoon", "session", {1, 2, 3}),
                                                   ("speedtycoon", "scorings", {0, 1, 2})])
def test_the_review_spreads_a_games_swings_over_its_stages(monkeypatch, game_id, field, stages):
    """A review of the example save whose estimates (made up here) put the three biggest
    losses in the first stage and a smaller one, of 5 points, in the last: the cards are two
    of the first and the last one's."""
    game = open_for_review(save_of(game_id), 0)
    kit = game.kit()
    points = game.decisions_of(0)
    stage_of = {p.move: getattr(p.state, field) for p in points}  # a session, the scorings
    assert set(stage_of.values()) == stages
    first = [p.move for p in points if stage_of[p.move] == min(stages)][:3]
    last = [p.move for p in points if stage_of[p.move] == max(stages)][0]
    losses = {first[0]: 0.20, first[1]: 0.15, first[2]: 0.10, last: 0.05}

    def made_up(_kit, _state, seat, taken, _budget, _seed, _cancelled, move):
        return decision(move, losses.get(move, 0.0))

    monkeypatch.setattr(review_module, "review_decision", made_up)
    reviewed = review_game(kit, game.start(), game.actions, 0, decisions=points)
    assert [d.move for d in reviewed.swings[:3]] == [first[0], first[1], last]
    assert [d.move for d in reviewed.swings] == [first[0], first[1], last, first[2]]


def test_the_property_games_have_no_stages():
    for game_id in ("kraken_bay", "menedzher"):
        assert not hasattr(game_entry(game_id).review(), "stage")
