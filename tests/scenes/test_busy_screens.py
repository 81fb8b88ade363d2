"""Issue 14.7: the screens that can take a while (the title's Load, the older autosaves,
loading a save, Continue) first say that they are busy, and a second click meanwhile is
ignored instead of loading twice or landing on the next screen."""

from __future__ import annotations

from datetime import timedelta

import pygame
import pytest

from game.core import saves as core_saves
from game.core.saves import new_game_uid
from game.scenes.busy import BusyScene
from game.scenes.load_scene import ContinueScene, LoadScene
from game.scenes.title import TitleScene
from tests import text_fit
from tests.core import counting_game
from tests.scenes.test_load_scene import SETUP, play

pytestmark = pytest.mark.usefixtures("counting")


@pytest.fixture
def saves(saves, monkeypatch):
    monkeypatch.setattr(core_saves, "AUTOSAVE_SPACING", timedelta(0))  # a moment apart: all kept
    uid = new_game_uid()
    for moves in ((1,), (1, 2), (1, 2, 1)):  # three autosaves: two of them "older"
        saves.autosave(SETUP, *play(*moves), game_uid=uid)
    return saves


def click_at(element) -> None:
    pos = element.get_abs_rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def press(app, element) -> None:
    """A click and the frame its press arrives in: what the player sees right after it."""
    click_at(element)
    app.run_frames(2)


def busy_text(app) -> str:
    top = app.scenes.top
    assert isinstance(top, BusyScene), type(top).__name__
    return app.tr(top.text_key)


def load_screens(app) -> int:
    return sum(isinstance(scene, LoadScene) for scene in app.scenes)


def test_the_titles_load_says_it_reads_the_saves_and_opens_one_list(app, saves):
    title = next(scene for scene in app.scenes if isinstance(scene, TitleScene))
    button = title.buttons["load"]
    press(app, button)
    assert busy_text(app) == "Reading your saves…"
    press(app, button)  # the impatient second click, while the card is up
    app.run_frames(3)
    assert isinstance(app.scenes.top, LoadScene) and load_screens(app) == 1


def test_loading_a_save_says_so_and_a_second_click_loads_nothing_more(app, saves):
    load = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    button = next(iter(load.load_buttons))
    press(app, button)
    assert busy_text(app) == "Loading the game…"
    press(app, button)
    app.run_frames(3)
    boards = [s for s in app.scenes if isinstance(s, counting_game.Board)]
    assert len(boards) == 1 and app.scenes.top is boards[0]


def test_the_older_autosaves_are_read_behind_a_busy_card(app, saves):
    load = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    shown = len(load.listed)
    press(app, load.older_button)
    assert busy_text(app) == "Reading your saves…"
    app.run_frames(2)
    assert app.scenes.top is load and len(load.listed) == shown + 2


def test_continue_says_it_is_loading(app, saves):
    app.scenes.push(ContinueScene(app))
    app.run_frames(1)
    assert busy_text(app) == "Loading the game…"
    app.run_frames(2)
    assert isinstance(app.scenes.top, counting_game.Board)


def test_clicks_made_while_the_work_runs_are_dropped(app):
    title = app.scenes.top
    load = title.buttons["load"]
    app.scenes.push(BusyScene(app, "saves.ui.busy_reading", lambda: click_at(load)))
    app.run_frames(4)
    assert app.scenes.top is title  # the click made during the work opened nothing


@pytest.mark.parametrize("key", ["saves.ui.busy_reading", "saves.ui.busy_loading"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_busy_cards_text_fits(app, lang, key):
    app.set_language(lang)
    app.scenes.push(BusyScene(app, key, lambda: None))
    app.run_frames(1)
    assert text_fit.clipped(app.scenes.top.container, 8) == []
