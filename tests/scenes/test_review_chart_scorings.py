"""Speedtycoon's review chart marks each scoring (speedleft2): it marked the swings and the
IPO scoring at the game's end, but not the Startup and Venture Capital scorings, where the
points are dealt and the win chances jump. Each mark says its scoring in the review's
language, after the move that brought it, and no label writes over another."""

from __future__ import annotations

import pytest

from game.ai.review import Replay
from game.core.i18n import LANGUAGES
from game.reviews import open_save
from game.scenes import review_view as rv
from game.speedtycoon.rules.events import ScoringDone
from game.ui import chart
from tests.scenes.test_review_screen import DATA, kept_copy, open_screen
from tests.support.drawn import blits_recorded


def scoring_moves(game) -> list[tuple[int, str]]:
    """(the position's move, the scoring's name) of each scoring, by a walk through its
    events: what the marks must show."""
    state, found = game.start(), []
    for move, action in enumerate(game.actions, start=1):
        found += [(move, e.scoring) for e in state.apply(action) if isinstance(e, ScoringDone)]
    return found


def written_labels(monkeypatch, scene) -> list[tuple[str, object]]:
    """Every (text, rect) the review chart writes."""
    written = blits_recorded(monkeypatch, chart, rv)
    scene._chart = None
    scene.chart()
    return written


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_review_chart_marks_every_scoring_in_words(app, tmp_path, monkeypatch, language):
    app.set_language(language)
    path = kept_copy(tmp_path / "saves", "speedtycoon")
    scene = open_screen(app, path)
    expected = scoring_moves(open_save(path))
    assert [name for _move, name in expected] == ["startup", "vc", "ipo"], "the example"
    words = {name: app.tr(f"speedtycoon_play.scoring.{name}") for _move, name in expected}
    written = written_labels(monkeypatch, scene)
    labels = [label for label, _rect in written]
    for name, text in words.items():
        assert labels.count(text) == 1, (name, labels)
    rects = [rect for _label, rect in written if rect.w]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), [label for label, r in written if r in (a, b)]


def test_a_scorings_mark_stands_at_the_move_that_brought_it(app, tmp_path):
    """The marks' moves: the position right after the action whose events hold the scoring
    (the chart's x is "the position after `move` actions")."""
    path = kept_copy(tmp_path / "saves", "speedtycoon")
    scene = open_screen(app, path)
    moments = scene.board.moments(scene.replay)
    expected = scoring_moves(open_save(path))
    assert [move for move, _key in moments] == [move for move, _name in expected[:2]]
    assert expected[2][0] == len(scene.replay), "the IPO ends the game: the end's mark"


@pytest.mark.parametrize("every", [1, 7, 40, 1000])
def test_the_first_move_a_mark_is_reached_is_found_from_any_kept_copies(every):
    game = open_save(DATA / "speedtycoon.json")
    replay = Replay.of(game.start(), game.actions, every=every)
    moves = [move for move, _name in scoring_moves(game)]
    for n, move in enumerate(moves, start=1):
        assert replay.first_move(lambda s, n=n: s.scorings >= n) == move
    assert replay.first_move(lambda s: s.scorings >= 4) is None
    assert replay.first_move(lambda s: True) == 0
