"""Tycoon's review chart marks its paydays (tycoonpay), as Speedtycoon's marks its scorings:
it marked only the swings and the game's end, so the jumps of the win chances at the first
two paydays, where the income is dealt, went unexplained. Each mark says "Payday 1", "2", "3"
in the review's language (the money chart's words), at the move that paid it; the third
ends the game and is the end's mark."""

from __future__ import annotations

import pytest

from game.core.i18n import LANGUAGES
from game.scenes import review_view as rv
from game.tycoon.rules.events import Payday
from tests.scenes.test_review_chart_scorings import written_labels
from tests.scenes.test_review_screen import kept_copy, open_screen


def payday_moves(replay) -> list[tuple[int, int]]:
    """(the position's move, the payday's number) of each payday, read from each move's
    events: what the marks must show."""
    return [(move, e.session) for move in range(1, len(replay) + 1)
            for e in replay.events_at(move) if isinstance(e, Payday)]


def chart_marks(monkeypatch, scene) -> list[tuple[int, str]]:
    """The (move, words) of every mark the review chart is given."""
    given = []
    real = rv.line_chart

    def record(size, title, legend, lines, marks, *args, **kwargs):
        given.extend((mark.turn, mark.label) for mark in marks)
        return real(size, title, legend, lines, marks, *args, **kwargs)

    monkeypatch.setattr(rv, "line_chart", record)
    scene._chart = None
    scene.chart()
    return given


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_review_chart_marks_each_payday_at_the_move_that_paid_it(app, tmp_path,
                                                                     monkeypatch, language):
    app.set_language(language)
    path = kept_copy(tmp_path / "saves", "tycoon")
    scene = open_screen(app, path)
    expected = payday_moves(scene.replay)
    assert [n for _move, n in expected] == [1, 2, 3], "the example is a finished game"
    assert expected[-1][0] == len(scene.replay), "the third payday ends the game"
    marks = chart_marks(monkeypatch, scene)
    for move, number in expected:
        words = app.tr("tycoon_info.chart.payday", number=number)
        assert (move, words) in marks, (words, marks)
        assert [label for _move, label in marks].count(words) == 1, marks
    assert app.tr("review.ui.chart_end") not in [label for _move, label in marks]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_payday_label_writes_over_another(app, tmp_path, monkeypatch, language):
    app.set_language(language)
    scene = open_screen(app, kept_copy(tmp_path / "saves", "tycoon"))
    written = written_labels(monkeypatch, scene)
    paydays = [app.tr("tycoon_info.chart.payday", number=n) for n in (1, 2, 3)]
    assert all(any(label == words for label, _rect in written) for words in paydays), written
    rects = [rect for _label, rect in written if rect.w]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), [label for label, r in written if r in (a, b)]
