"""The scene stack: hooks once, widgets gone with their scene, overlays modal and drawn."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UIButton

from game.scenes.scene import Scene


class Recorder(Scene):
    """Writes every hook call into a shared journal and owns one button."""

    def __init__(self, app, name: str, journal: list[str], *, overlay: bool = False):
        super().__init__(app)
        self.name = name
        self.journal = journal
        self.overlay = overlay
        self.pressed = 0

    def enter(self):
        assert self.container is not None
        self.journal.append(f"enter {self.name}")
        self.button = UIButton(pygame.Rect(500, 300, 200, 60), "app.common.ok",
                               manager=self.app.manager, container=self.container)

    def leave(self):
        self.journal.append(f"leave {self.name}")

    def resume(self):
        self.journal.append(f"resume {self.name}")

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.journal.append(f"key {self.name}")
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button:
            self.pressed += 1
            return True
        return False

    def update(self, dt):
        self.journal.append(f"update {self.name}")

    def draw(self, surface):
        self.journal.append(f"draw {self.name}")


def only(journal: list[str], verb: str) -> list[str]:
    return [entry for entry in journal if entry.startswith(verb)]


def test_push_and_pop_call_enter_and_leave_exactly_once(app):
    journal: list[str] = []
    scene = app.scenes.push(Recorder(app, "a", journal))
    app.run_frames(3)
    assert app.scenes.pop() is scene
    app.run_frames(3)
    assert only(journal, "enter") + only(journal, "leave") == ["enter a", "leave a"]


def test_replace_leaves_the_old_scene_before_the_new_one_enters(app):
    journal: list[str] = []
    app.scenes.push(Recorder(app, "a", journal))
    app.scenes.replace(Recorder(app, "b", journal))
    assert journal == ["enter a", "leave a", "enter b"]
    assert app.scenes.top.name == "b"


def test_a_left_scene_takes_all_its_widgets_with_it(app):
    scene = app.scenes.push(Recorder(app, "a", []))
    button, container = scene.button, scene.container
    app.scenes.pop()
    assert not button.alive()
    assert not container.alive()
    assert scene.container is None


def test_a_scene_that_builds_its_own_container_still_leaves_nothing_behind(app):
    class OwnContainer(Scene):
        def enter(self):
            self.container = pygame_gui.core.UIContainer(
                pygame.Rect(0, 0, 100, 100), self.app.manager)

    scene = app.scenes.push(OwnContainer(app))
    own = scene.container
    before = len(app.manager.get_sprite_group().sprites())
    app.scenes.pop()
    assert not own.alive()
    assert len(app.manager.get_sprite_group().sprites()) < before


def test_only_the_top_scene_hears_keys_and_is_updated(app):
    journal: list[str] = []
    app.scenes.push(Recorder(app, "below", journal))
    app.scenes.push(Recorder(app, "top", journal))
    app.press_key(pygame.K_a)
    assert only(journal, "key") == ["key top"]
    assert set(only(journal, "update")) == {"update top"}


def test_an_overlay_keeps_the_scene_below_drawing_first(app):
    journal: list[str] = []
    app.scenes.push(Recorder(app, "board", journal))
    app.scenes.push(Recorder(app, "dialog", journal, overlay=True))
    journal.clear()
    app.run_frames(1)
    assert only(journal, "draw") == ["draw board", "draw dialog"]


def test_a_full_scene_hides_the_scenes_below(app):
    journal: list[str] = []
    app.scenes.push(Recorder(app, "board", journal))
    app.scenes.push(Recorder(app, "menu", journal))
    journal.clear()
    app.run_frames(1)
    assert only(journal, "draw") == ["draw menu"]


def test_an_overlay_is_modal_clicks_never_reach_the_scene_below(app):
    below = app.scenes.push(Recorder(app, "board", []))
    app.scenes.push(Recorder(app, "dialog", [], overlay=True))
    dialog = app.scenes.top
    dialog.button.set_relative_position((100, 100))  # away from the button below
    app.click(below.button)
    assert below.pressed == 0
    app.click(dialog.button)
    assert dialog.pressed == 1
    app.scenes.pop()
    app.click(below.button)
    assert below.pressed == 1


def test_an_overlay_button_over_a_button_below_gets_the_click(app):
    below = app.scenes.push(Recorder(app, "board", []))
    dialog = app.scenes.push(Recorder(app, "dialog", [], overlay=True))
    assert dialog.button.rect == below.button.rect
    app.click(dialog.button)
    assert (dialog.pressed, below.pressed) == (1, 0)


def test_a_covered_scene_shows_no_widgets_and_takes_no_clicks(app):
    below = app.scenes.push(Recorder(app, "board", []))
    spot = below.button.rect.center
    app.scenes.push(Scene(app))
    assert not app.screen.get_rect().colliderect(below.button.rect)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=spot, button=1))
    app.run_frames(2)
    assert below.pressed == 0
    app.scenes.pop()
    assert below.button.rect.center == spot
    app.click(below.button)
    assert below.pressed == 1


def test_a_widget_the_scene_hid_stays_hidden_when_the_scene_is_uncovered(app):
    below = app.scenes.push(Recorder(app, "board", []))
    below.button.hide()
    app.scenes.push(Scene(app))
    app.scenes.pop()
    assert not below.button.visible


def test_overlays_stack_and_each_pop_reveals_the_one_below(app):
    journal: list[str] = []
    app.scenes.push(Recorder(app, "board", journal))
    app.scenes.push(Recorder(app, "first", journal, overlay=True))
    app.scenes.push(Recorder(app, "second", journal, overlay=True))
    assert [s.name for s in app.scenes.visible()] == ["board", "first", "second"]
    app.scenes.pop()
    assert [s.name for s in app.scenes.visible()] == ["board", "first"]


def test_clearing_after_an_error_cleans_every_scene_even_when_one_leave_fails(app):
    class BadLeave(Recorder):
        def leave(self):
            raise RuntimeError("broken leave")

    journal: list[str] = []
    good = app.scenes.push(Recorder(app, "good", journal))
    bad = app.scenes.push(BadLeave(app, "bad", journal))
    app.scenes.clear()
    assert len(app.scenes) == 0
    assert not bad.button.alive() and not good.button.alive()
    assert "leave good" in journal


def test_a_failing_scene_shows_the_error_screen_with_the_log_path(app):
    class Exploding(Scene):
        def update(self, dt):
            raise ValueError("the flight plan is empty")

    app.raise_errors = False
    app.scenes.push(Exploding(app))
    app.run_frames(2)
    top = app.scenes.top
    assert type(top).__name__ == "ErrorScene"
    assert len(app.scenes) == 1
    assert "the flight plan is empty" in app.paths.log_file.read_text(encoding="utf-8")
    assert "Traceback" in app.paths.log_file.read_text(encoding="utf-8")
    body = next(element for element in top.container.elements[0].get_container().elements
                if getattr(element, "html_text", None) == "app.error.body")
    assert "the flight plan is empty" in body.text_kwargs["error"]
    assert body.text_kwargs["log"] == str(app.paths.log_file)
    app.click(top.back)
    assert type(app.scenes.top).__name__ == "TitleScene"


def test_an_error_on_the_error_screen_itself_is_not_hidden(app):
    from game.scenes.error import ErrorScene

    class BrokenErrorScreen(ErrorScene):
        def update(self, dt):
            raise RuntimeError("error screen broke")

    app.raise_errors = False
    app.scenes.clear()
    app.scenes.push(BrokenErrorScreen(app, ValueError("first")))
    with pytest.raises(RuntimeError, match="error screen broke"):
        app.run_frames(1)


def test_the_uncovered_scene_resumes_once_after_each_pop(app):
    journal: list[str] = []
    app.scenes.push(Recorder(app, "a", journal))
    app.scenes.push(Recorder(app, "b", journal))
    app.scenes.push(Recorder(app, "dialog", journal, overlay=True))
    app.scenes.pop()
    app.scenes.pop()
    app.run_frames(2)
    assert only(journal, "resume") == ["resume b", "resume a"]
