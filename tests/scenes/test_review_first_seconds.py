"""The review screen's first seconds (review23): its process took ~8 s on a busy machine to say
its first word, and meanwhile the bar stood empty over "Starting the review…". From the first
frame it says how many decisions it will look at, and the bar moves."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game import reviews
from game.ai.budget import Budget
from game.ai.review import ReviewCancelled, ReviewSoFar, decision_points
from game.core.i18n import LANGUAGES
from game.core.saves import new_game_uid
from game.core.setup import Seat
from game.reviews import open_save, review_save, store_so_far
from game.scenes.player_files import player_files
from game.scenes.review_open import PersonPicker, open_review
from game.scenes.review_scene import BAR, ReviewScene
from tests.support.drawn import drawn_texts

DATA = Path(__file__).resolve().parents[1] / "data" / "review"


class SilentJob:
    """A review process that has not said a word yet: `poll()` gives what it was started
    with, as a `ReviewJob` does until its first news."""

    finished = False

    def __init__(self, _target: str, *_args: object, news: dict | None = None) -> None:
        self.news = news or {"state": "running", "done": 0, "total": 0}

    def poll(self) -> dict:
        return self.news

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass


@pytest.fixture
def silent(monkeypatch):
    monkeypatch.setattr(reviews, "ReviewJob", SilentJob)


def opened(app, tmp_path: Path, game_id: str) -> ReviewScene:
    path = tmp_path / "saves" / f"{game_id}.json"
    path.parent.mkdir()
    shutil.copy(DATA / path.name, path)  # no kept review: the progress shows
    open_review(app, path)
    app.run_frames(2)  # the "Opening the game…" card, then the review screen
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene) and scene.review is None
    return scene


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_first_frame_names_the_decisions_to_look_at(app, tmp_path, monkeypatch, silent,
                                                        language):
    app.set_language(language)
    opened(app, tmp_path, "kraken_bay")
    game = open_save(DATA / "kraken_bay.json")
    count = len(decision_points(game.kit(), game.start(), game.actions, 0))
    texts = drawn_texts(app, monkeypatch, 1)
    assert app.tr("review.ui.starting_count", count=count) in texts
    assert str(count) in app.tr("review.ui.starting_count", count=count)


def test_the_bar_moves_before_the_review_says_a_word(app, tmp_path, silent):
    opened(app, tmp_path, "menedzher")
    pictures = []
    for _ in range(4):
        app.run_frames(6)  # a tenth of a second each
        pictures.append(pygame.image.tobytes(app.screen.subsurface(BAR), "RGB"))
    assert len(set(pictures)) == len(pictures), "the bar changes every tenth of a second"


def test_a_review_closed_part_way_begins_at_its_decisions_from_the_first_frame(app, tmp_path,
                                                                              monkeypatch,
                                                                              silent):
    """The work so far (newgame21) counts at once, as the process will count it."""
    path = tmp_path / "saves" / "kraken_bay.json"
    path.parent.mkdir()
    shutil.copy(DATA / path.name, path)
    game = open_save(path)
    kit = game.kit()
    kept: list[ReviewSoFar] = []
    with pytest.raises(ReviewCancelled):  # two decisions made cheaply, kept as the kit's
        review_save(game, 0, replace(kit.budget, samples=1, hard=Budget(iterations=1)),
                    keep=kept.append, cancelled=lambda: len(kept) >= 2)
    budget = kit.budget.for_decisions(len(decision_points(kit, game.start(), game.actions, 0)))
    store_so_far(game, ReviewSoFar(0, budget, 0, kept[-1].decisions))
    open_review(app, path)
    app.run_frames(2)
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene)
    assert scene.news["done"] == 2 and scene.news["total"] > 2
    texts = drawn_texts(app, monkeypatch, 1)
    assert app.tr("review.ui.progress", done=2, count=scene.news["total"]) in texts


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_second_person_picked_at_one_screen_is_told_the_count_too(app, tmp_path,
                                                                      monkeypatch, silent,
                                                                      language):
    """The picker's second person read "Starting the review…" without a count (the save's
    check had found only the first person's decisions), the first "…: 58 decisions to look
    at…" (session 24): each is counted from the first frame."""
    app.set_language(language)
    game = open_save(DATA / "kraken_bay.json")
    seats = list(game.setup.seats)
    seats[2] = Seat("human", "Boris", seats[2].colour)
    setup = replace(game.setup, seats=tuple(seats))
    files = player_files(app)
    files.profiles.create("Anna", language)
    state = game.replay().state_at(len(game.actions))
    saved = files.saves().save_slot("Evening", setup, game.actions, state,
                                    game_uid=new_game_uid())
    open_review(app, saved.path)
    app.run_frames(2)
    picker = app.scenes.top
    assert isinstance(picker, PersonPicker)
    boris = next(button for button, seat in picker.buttons.items() if seat == 2)
    app.click(boris, frames=2)
    assert isinstance(app.scenes.top, ReviewScene) and app.scenes.top.seat == 2
    count = len(decision_points(game.kit(), game.start(), game.actions, 2))
    assert count > 0
    texts = drawn_texts(app, monkeypatch, 1)
    assert app.tr("review.ui.starting_count", count=count) in texts, texts
