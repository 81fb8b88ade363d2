"""The review chart draws the game's real course to its end (play-test 12): in the Kraken Bay
example save the reviewed person goes bankrupt about 50 moves after their last decision and
the computers play on for some 200 more; the chart joined the person's last decision to the
result with one straight line per seat. Now every seat's line has a point at each round's
start after that decision but the next one (a round from a decision, game/ai/review.py's
`calm_course`; the computers' rounds once the person is out), and the person's reads 0 % from
the first after going out."""

from __future__ import annotations

from game.ai.review import distribution, round_starts
from game.scenes import review_view as rv
from tests.scenes.test_review_screen import kept_copy, open_screen, quick_review


def test_the_chart_follows_each_round_after_the_persons_last_decision(app, tmp_path,
                                                                       monkeypatch):
    drawn = []
    picture = rv.chart_picture
    monkeypatch.setattr(rv, "chart_picture",
                        lambda size, lines, *rest: drawn.append(lines) or picture(size, lines,
                                                                                  *rest))
    scene = open_screen(app, kept_copy(tmp_path / "saves", "kraken_bay"))
    scene.chart()
    review, replay = quick_review("kraken_bay"), scene.replay
    last = review.decisions[-1].move
    out = next(move for move in range(last, len(replay) + 1)
               if not replay.state_at(move).alive[review.seat])
    rounds = [move for move in round_starts(replay, review.seat) if move > last]
    assert out < len(replay) - 100, "the computers play on long after the person went out"
    assert len(rounds) > 20
    lines = drawn[-1]
    person = lines[-1]   # drawn last, on top
    assert person.colour == scene.colours[review.seat]
    for line in lines:
        moves = [move for move, _value in line.points]
        assert all(move in moves for move in rounds[1:]), "a point at each round to the end"
    assert all(value == 0 for move, value in person.points if move > out), person.points
    assert any(value > 0 for move, value in person.points if last < move < out)


def test_the_course_is_the_evaluator_at_each_turns_start_valued_in_the_one_walk(app, tmp_path):
    """The course is valued in the walk that checked the save (no walk of its own), and each
    point is still the game's evaluator at that turn's own position."""
    scene = open_screen(app, kept_copy(tmp_path / "saves", "kraken_bay"))
    replay, kit = scene.replay, scene.game.kit()
    assert [move for move, _chances in replay.course] == replay.turns
    for move, chances in replay.course[::20]:
        assert chances == distribution(kit.win_chances(replay.state_at(move))), move
