"""Which points of the evaluator's course the review chart draws (game/ai/review.py's
`round_starts`, `calm_course`): a round's start, the same seat to move each time, a round away
from the person's decisions; after the person is out, the next seat's round; the game's last
round, which the person no longer reaches, none (Tycoon's example: the evaluator's 71 % after
a last decision's 100 %)."""

from __future__ import annotations

from game.ai.review import Replay, calm_course, round_starts


def replay_of(movers: list[int], moves: int) -> Replay:
    """A replay whose turns begin every two moves with `movers` to move, each valued (the seat
    to move at 1, the others at 0: a course that favours the seat to move)."""
    turns = [2 * i for i in range(len(movers))]
    course = [(move, tuple(float(seat == mover) for seat in range(4)))
              for move, mover in zip(turns, movers, strict=True)]
    return Replay([None] * moves, [], turns, None, 40, course, movers)


def test_a_round_begins_at_the_persons_turn_then_at_the_next_seat_still_playing():
    # three rounds of four seats, seat 0 out in its turn at move 16, seats 1-3 play on
    movers = [0, 1, 2, 3] * 3 + [1, 2, 3] * 3
    replay = replay_of(movers, 2 * len(movers))
    assert round_starts(replay, 0) == [0, 8, 16, 18, 24, 30, 36]
    assert round_starts(replay, 2) == [4, 12, 20, 26, 32, 38]


def test_the_game_s_last_round_begins_none_after_the_person_s_last_turn():
    movers = [0, 1, 2, 3] * 3
    assert round_starts(replay_of(movers, 24), 0) == [0, 8, 16]


def test_the_course_is_drawn_only_a_round_from_the_persons_decisions():
    movers = [0, 1, 2, 3] * 6
    replay = replay_of(movers, 48)
    # rounds start at 0, 8, 16, 24, 32, 40; the person decides at 1 (round 0) and 41 (round 5)
    drawn = calm_course(replay, 0, [1, 41])
    assert [move for move, _chances in drawn] == [16, 24]
    assert all(chances[0] == 1.0 for _move, chances in drawn), "the same seat to move at each"
    assert calm_course(replay, 0, [1, 17, 41]) == []
