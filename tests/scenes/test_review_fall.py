"""Where the person's win chance went when their own decisions cost little of it (reviewplay).

Played as a person who lost: a «Менеджер» game of 20 rounds against two Normal computers
(tests/data/review/menedzher_lost.json, saved by the app as it ended: "Игрок 1" third of
three), reviewed at the kit's budget: the person's line falls from 32 % to 0, one card of
2 points, and "No other decision of Player 1 lost more than a point of win chance" — and
nothing said where the other 30 points went. The note now goes on: the chance fell from 32 %
to 0 %, the person's own decisions cost 2 points of that, the rest came from the other
players' moves and from luck. A review whose cards explain the fall says nothing more.
"""

from __future__ import annotations

import re
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from game.ai.review import GameReview
from game.app import App
from game.core.i18n import whole_percent
from game.reviews import open_save, review_save, store_review
from game.scenes import review_view as rv
from game.scenes.review_open import open_review
from game.scenes.review_scene import ReviewScene
from game.ui.chart import ChartLine
from tests.text_fit import clipped

LOST = Path(__file__).resolve().parents[1] / "data" / "review" / "menedzher_lost.json"
_REVIEW: list[GameReview] = []


def lost_review() -> GameReview:
    """The lost game's review of the person (seat 0) at the kit's own budget, made once."""
    if not _REVIEW:
        _REVIEW.append(review_save(open_save(LOST), 0))
    return _REVIEW[0]


def open_lost(app: App, folder: Path) -> ReviewScene:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOST.name
    shutil.copy(LOST, path)
    store_review(open_save(path), lost_review())
    open_review(app, path)
    app.run_frames(3)
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene)
    return scene


def cost_in_points(review: GameReview) -> int:
    return sum(max(0, whole_percent(d.after_preferred[0]) - whole_percent(d.after_taken[0]))
               for d in review.decisions)


def test_a_lost_game_says_the_fall_came_mostly_from_the_others_and_luck(app, tmp_path):
    scene = open_lost(app, tmp_path / "saves")
    review = lost_review()
    assert len(scene.cards()) < rv.SWINGS_SHOWN  # the note is shown
    note = " ".join(scene.note())
    assert note.startswith("No other decision of Player 1") or note.startswith(
        "No decision of Player 1")
    cost = cost_in_points(review)
    fell = re.search(r"fell from (\d+)% to (\d+)%", note)
    assert fell, note
    start, end = int(fell[1]), int(fell[2])
    assert end == 0  # third of three: the result
    assert start - end - cost >= rv.FALL_NOTED
    assert f"cost {cost} point" in note
    assert "the rest came from the other players' moves and from luck" in note
    assert clipped(scene.container, 12) == []


@pytest.mark.parametrize("language", ["de", "ru"])
def test_the_fall_is_told_in_every_language_and_fits(tmp_path, language):
    app = App.headless(tmp_path / "user", language=language)
    try:
        scene = open_lost(app, tmp_path / "saves")
        note = scene.note()
        words = {"de": "der Rest kam aus den Zügen der anderen",
                 "ru": "остальное принесли ходы соперников"}[language]
        assert words in " ".join(note)
        bottom = scene.layout().below + 8 + len(note) * rv.NOTE_LINE
        assert bottom <= rv.SWINGS.bottom - rv.FOOT_LINE  # above the foot's count
        assert clipped(scene.container, 12) == []
    finally:
        app.close()


def test_no_word_on_the_fall_where_the_persons_decisions_cost_it():
    """A line falling from 40 % to 0 where the person's decisions cost 35 points: the cards
    and the note already say where it went."""
    review = lost_review()
    costly = [replace(d, after_taken=(0.0, *d.after_taken[1:]),
                      after_preferred=(0.35, *d.after_preferred[1:]))
              for d in review.decisions[:1]]
    line = ChartLine("red", [(0, 40), (100, 0)])
    assert rv.fall_elsewhere(line, costly) is None
    assert rv.fall_elsewhere(line, []) == rv.Fall(40, 0, 0)
    assert rv.fall_elsewhere(ChartLine("red", [(0, 10), (100, 30)]), []) is None  # it rose
