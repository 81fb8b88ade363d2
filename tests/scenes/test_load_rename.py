"""The Load list's Rename, driven by clicks and keys on the real widgets: the new name is
listed and the save loads; a bad name says why and renames nothing; a name in use asks as
saving does; a damaged file is not renamed and says why; an autosave offers no Rename."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.core.utility import translate

from game.core.saves import new_game_uid
from game.scenes.confirm_dialog import ConfirmScene
from game.scenes.load_scene import LoadScene
from game.scenes.name_prompt import NamePromptScene
from game.scenes.notice import NoticeScene
from tests.core import counting_game
from tests.scenes.test_load_scene import SETUP, open_load, play
from tests.support.drawn import shown
from tests.support.press import tab_to, type_text
from tests.support.wait import until
from tests.text_fit import clipped

pytestmark = pytest.mark.usefixtures("counting")


def titles(scene: LoadScene) -> list[str]:
    """Each built row's first line, as the player reads it."""
    return [shown(next(w for w in widgets if "#row_line0" in w.object_ids))
            for _, widgets in sorted(scene.rows.built.items())
            if any("#row_line0" in w.object_ids for w in widgets)]


def rename_button(scene: LoadScene, path):
    return next(b for b, e in scene.rename_buttons.items() if e.path == path)


def open_rename(app, scene: LoadScene, path) -> NamePromptScene:
    app.click(rename_button(scene, path))
    prompt = app.scenes.top
    assert isinstance(prompt, NamePromptScene)
    return prompt


def answered(app) -> None:
    """Frames until the rename's dialog has its answer (the write runs on its own thread)."""
    until(app, lambda: getattr(app.scenes.top, "waiting", None) is None, 10)
    app.run_frames(2)


def retype(app, prompt: NamePromptScene, text: str) -> None:
    """Type over the old name, which the dialog opens selected (an empty text: Backspace)."""
    if text:
        type_text(app, text)
    else:
        app.press_key(pygame.K_BACKSPACE, frames=2)
    assert prompt.entry.get_text() == text


def test_a_renamed_save_is_listed_by_its_new_name_and_loads(app, saves):
    entry = saves.save_slot("Before lunch", SETUP, *play(1, 2), game_uid=new_game_uid())
    scene = open_load(app)
    assert titles(scene) == ["counting.name · Before lunch"]
    prompt = open_rename(app, scene, entry.path)
    assert prompt.entry.get_text() == "Before lunch", "the dialog starts from the old name"
    retype(app, prompt, "After the airport")
    app.click(prompt.buttons["ok"])
    answered(app)
    assert app.scenes.top is scene
    assert titles(scene) == ["counting.name · After the airport"]
    [load] = scene.load_buttons
    app.click(load, frames=3)
    board = app.scenes.top
    assert isinstance(board, counting_game.Board)
    assert board.loaded.entry.meta.name == "After the airport"
    assert board.loaded.state.to_dict() == play(1, 2)[1].to_dict()


@pytest.mark.parametrize(("typed", "said"), [
    ("", "Please give the save a name."),
    ("x" * 41, "The name is too long: at most 40 characters."),
])
def test_a_bad_name_is_refused_with_its_reason(app, saves, typed, said):
    entry = saves.save_slot("Before lunch", SETUP, *play(1), game_uid=new_game_uid())
    kept = entry.path.read_bytes()
    scene = open_load(app)
    prompt = open_rename(app, scene, entry.path)
    retype(app, prompt, typed)
    assert shown(prompt.reason) == said
    assert not prompt.buttons["ok"].is_enabled
    app.press_key(pygame.K_RETURN, frames=2)
    assert app.scenes.top is prompt, "Enter renames nothing under a refused name"
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is scene
    assert entry.path.read_bytes() == kept
    assert titles(scene) == ["counting.name · Before lunch"]


def test_a_name_in_use_asks_before_replacing_that_save(app, saves):
    other = saves.save_slot("Lunch", SETUP, *play(1), game_uid=new_game_uid())
    entry = saves.save_slot("Before lunch", SETUP, *play(1, 2), game_uid=new_game_uid())
    scene = open_load(app)
    prompt = open_rename(app, scene, entry.path)
    retype(app, prompt, "LUNCH")
    app.click(prompt.buttons["ok"])
    question = app.scenes.top
    assert isinstance(question, ConfirmScene)
    said = translate(question.body, **question.params)
    assert said == ("There is already a save called <b>Lunch</b>. Delete it and give this "
                    "save its name?")
    app.click(question.buttons["keep"])
    assert app.scenes.top is prompt and other.path.exists()
    app.click(prompt.buttons["ok"])
    app.click(app.scenes.top.buttons["confirm"])
    answered(app)
    assert app.scenes.top is scene
    assert titles(scene) == ["counting.name · LUNCH"]
    assert not other.path.exists()
    assert saves.load(entry.path).entry.moves == 2


def test_a_change_of_case_only_asks_nothing(app, saves):
    entry = saves.save_slot("before lunch", SETUP, *play(1), game_uid=new_game_uid())
    scene = open_load(app)
    prompt = open_rename(app, scene, entry.path)
    retype(app, prompt, "Before Lunch")
    app.press_key(pygame.K_RETURN, frames=2)
    answered(app)
    assert titles(scene) == ["counting.name · Before Lunch"]


def test_a_save_damaged_since_the_list_was_read_is_not_renamed_and_says_why(app, saves):
    entry = saves.save_slot("Before lunch", SETUP, *play(1), game_uid=new_game_uid())
    scene = open_load(app)
    cut = entry.path.read_bytes()[:100]
    entry.path.write_bytes(cut)
    prompt = open_rename(app, scene, entry.path)
    retype(app, prompt, "After the airport")
    app.click(prompt.buttons["ok"])
    answered(app)
    notice = app.scenes.top
    assert isinstance(notice, NoticeScene)
    assert translate(notice.heading) == "Save not renamed"
    assert translate(notice.body, **notice.params) == (
        f"The saved game “{entry.path.name}” is cut off: it ends in the middle.")
    app.press_key(pygame.K_RETURN, frames=2)
    assert scene.load_buttons == {} and scene.rename_buttons == {}
    assert [path for path, _ in scene.delete_buttons.values()] == [entry.path]
    assert entry.path.read_bytes() == cut


def test_an_autosave_offers_no_rename(app, saves):
    saves.autosave(SETUP, *play(1), game_uid=new_game_uid())
    named = saves.save_slot("Before lunch", SETUP, *play(1), game_uid=new_game_uid())
    scene = open_load(app)
    assert len(scene.load_buttons) == 2
    assert [e.path for e in scene.rename_buttons.values()] == [named.path]


def test_rename_by_keyboard_alone(app, saves):
    """Tab to the row's Rename, Enter, type, Enter: the list shows the new name."""
    entry = saves.save_slot("Before lunch", SETUP, *play(1), game_uid=new_game_uid())
    scene = open_load(app)
    tab_to(app, scene, rename_button(scene, entry.path), frames=2)
    app.press_key(pygame.K_RETURN, frames=2)
    prompt = app.scenes.top
    assert isinstance(prompt, NamePromptScene)
    type_text(app, "Keyboard only")
    app.press_key(pygame.K_RETURN, frames=2)
    answered(app)
    assert app.scenes.top is scene
    assert titles(scene) == ["counting.name · Keyboard only"]


def test_tab_scrolls_the_focused_row_into_view(app, saves):
    paths = [saves.save_slot(f"Save {n}", SETUP, *play(1), game_uid=new_game_uid()).path
             for n in range(9)]
    scene = open_load(app)
    last = paths[0]  # newest first: the first saved is listed last
    for _ in range(40):
        app.press_key(pygame.K_TAB, frames=2)
        if scene.ring.current in scene.rename_buttons \
                and scene.rename_buttons[scene.ring.current].path == last:
            break
    else:
        raise AssertionError("Tab never reached the last row")
    focused = scene.ring.current.get_abs_rect()
    view = scene.scroller.get_abs_rect()
    assert view.contains(focused), "the focused button is out of sight"


@pytest.mark.parametrize("app_language", ["ru", "de", "en"])
def test_rename_and_its_dialog_fit_in_every_language(app, saves):
    """«Переименовать» is the longest word on a row's buttons: the row and the dialog (with
    its refusal and its "renaming" line) show every text whole."""
    entry = saves.save_slot("Before lunch", SETUP, *play(1), game_uid=new_game_uid())
    scene = open_load(app)
    assert clipped(scene.container, 12) == []
    prompt = open_rename(app, scene, entry.path)
    retype(app, prompt, "x" * 41)
    assert clipped(prompt.container, 12) == []
    prompt.reason.set_text("saves.ui.renaming")
    assert clipped(prompt.container, 12) == []


def test_after_a_rename_by_keyboard_the_list_stays_and_the_focus_comes_back(app, saves):
    """The list is read again after a rename: it went back to the top with no focus, so a
    keyboard player renaming the ninth save lost the place and had to Tab from the start."""
    paths = [saves.save_slot(f"Save {n}", SETUP, *play(1), game_uid=new_game_uid()).path
             for n in range(9)]
    scene = open_load(app)
    tab_to_row = paths[0]  # listed last
    for _ in range(40):
        app.press_key(pygame.K_TAB, frames=2)
        if scene.ring.current in scene.rename_buttons \
                and scene.rename_buttons[scene.ring.current].path == tab_to_row:
            break
    app.press_key(pygame.K_RETURN, frames=2)
    type_text(app, "Renamed last")
    app.press_key(pygame.K_RETURN, frames=2)
    answered(app)
    app.run_frames(3)
    focused = scene.ring.current
    assert focused in scene.rename_buttons, "the focus was lost"
    assert scene.rename_buttons[focused].path == tab_to_row
    assert scene.rename_buttons[focused].meta.name == "Renamed last"
    assert scene.scroller.get_abs_rect().contains(focused.get_abs_rect())
