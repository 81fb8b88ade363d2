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
from tests.scenes.test_review_screen import DATA, kept_copy, open_screen, quick_review


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


def test_the_course_is_the_evaluator_at_each_points_own_position(app, tmp_path):
    """Each point of the course is the game's evaluator at that turn's own position, valued
    when the chart asks for it (from the replay's kept copies, in one pass)."""
    scene = open_screen(app, kept_copy(tmp_path / "saves", "kraken_bay"))
    replay, kit = scene.replay, scene.game.kit()
    course = replay.values(replay.turns[::7])
    assert list(course) == replay.turns[::7]
    for move, chances in course.items():
        assert chances == distribution(kit.win_chances(replay.state_at(move))), move


def test_the_reviews_own_walk_values_no_position(monkeypatch):
    """The review's process walks the game for its decisions and draws no chart: it values no
    turn's start with the evaluator (formerly its walk valued all 191 of Kraken Bay's
    example, 0.043 s of CPU of its 0.011 s walk)."""
    from game.reviews import open_for_review, open_save

    kit = open_save(DATA / "kraken_bay.json").kit()
    valued: list = []
    real = kit.win_chances
    monkeypatch.setattr(kit, "win_chances", lambda state: valued.append(1) or real(state))
    game = open_for_review(DATA / "kraken_bay.json", 0)
    assert game.decisions_of(0) and valued == []
