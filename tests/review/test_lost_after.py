"""The note under the cards that no later decision mattered (game/ai/review.py's `lost_after`):
a Tycoon game lost in its first session showed cards of session 1 alone and a chart at 0 %
after it, and nothing said why the later sessions had no card (reviewlate). The note stands
only where every shown card is from one stage and the seat's chance was about 0 at every
decision after that stage, in every branch."""

from __future__ import annotations

from game.ai.budget import Budget
from game.ai.review import DecisionReview, GameReview, ReviewBudget, lost_after


def decision(move: int, chance: float, loss: float = 0.0) -> DecisionReview:
    return DecisionReview(move=move, seat=0, taken=("a",), preferred=("b",),
                          before=(chance, 1 - chance),
                          after_taken=(chance - loss, 1 - chance + loss),
                          after_preferred=(chance, 1 - chance), reason=("", {}))


def review_of(decisions: list[DecisionReview], swings: tuple[int, ...]) -> GameReview:
    return GameReview(seat=0, num_players=2, decisions=tuple(decisions),
                      budget=ReviewBudget(4, 2, Budget(iterations=4)), swing_indices=swings)


def test_cards_of_one_stage_then_a_lost_game_name_the_first_later_decision():
    review = review_of([decision(0, 0.4, 0.2), decision(1, 0.2, 0.1), decision(2, 0.05),
                        decision(3, 0.01), decision(4, 0.0)], (0, 1))
    assert lost_after(review, [1, 1, 1, 2, 3], 3) == 3, "session 2's first decision"


def test_no_note_where_a_later_decision_still_had_a_chance():
    review = review_of([decision(0, 0.4, 0.2), decision(1, 0.01), decision(2, 0.08)], (0,))
    assert lost_after(review, [1, 2, 3], 3) is None


def test_no_note_where_the_cards_span_stages_or_no_stage_follows():
    spread = review_of([decision(0, 0.4, 0.2), decision(1, 0.2, 0.1), decision(2, 0.0)],
                       (0, 1))
    assert lost_after(spread, [1, 2, 3], 3) is None, "cards of sessions 1 and 2"
    assert lost_after(spread, [1, 1, 1], 3) is None, "no later session"
    assert lost_after(review_of([decision(0, 0.0)], ()), [1], 3) is None, "no card"


def test_the_stages_are_found_from_the_kept_positions_as_a_walk_finds_them():
    """`decision_stages` (the screen's: no second walk through the game) gives each move the
    stage its own position is in, Tycoon's sessions and Speedtycoon's scorings."""
    from game.ai.review import decision_stages
    from game.reviews import open_save
    from tests.scenes.test_review_screen import DATA

    for game_id in ("tycoon", "speedtycoon"):
        game = open_save(DATA / f"{game_id}.json")
        replay, stage = game.replay(), game.kit().stage
        moves = list(range(0, len(replay) + 1, 7))
        assert decision_stages(replay, stage, moves) == [stage(replay.state_at(m))
                                                         for m in moves], game_id
