"""Idle costs nothing: a screen nobody touches is not drawn again, and every change still is."""

from __future__ import annotations

import pygame

from game.scenes.scene import Scene
from game.ui.redraw import RedrawWatch


def canvas_pixel(app, pos: tuple[int, int]) -> tuple[int, int, int]:
    return tuple(app.screen.get_at(pos))[:3]


def idle_frames(app, count: int = 60) -> int:
    """How many of `count` frames without events were drawn."""
    drawn = app.frames_drawn
    app.run_frames(count)
    return app.frames_drawn - drawn


def test_the_title_left_alone_is_not_drawn_again(app):
    app.run_frames(30)  # the start's events settle
    assert idle_frames(app) == 0
    assert app.frames_skipped >= 60


def test_a_key_press_draws_again(app):
    app.run_frames(30)
    app.press_key(pygame.K_DOWN)  # the title's focus walks to the first entry
    assert app.frames_drawn > 0
    button = app.scenes.top.buttons["new_game"]
    app.run_frames(30)
    assert button.is_selected
    assert idle_frames(app) == 0


def test_hovering_a_button_shows_its_hover_picture(app, monkeypatch):
    button = app.scenes.top.buttons["settings"]
    app.run_frames(30)
    before = canvas_pixel(app, button.rect.move(4, 4).topleft)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: button.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    app.run_frames(2)
    assert button.hovered
    assert canvas_pixel(app, button.rect.move(4, 4).topleft) != before


def test_a_tooltip_that_appears_after_its_delay_is_drawn(app, monkeypatch):
    button = next(b for b in app.scenes.top.buttons.values() if not b.is_enabled)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: button.rect.center)
    app.run_frames(30)
    drawn = app.frames_drawn
    app.run_frames(90)  # the theme's delay is 1 s
    assert button.tool_tip is not None
    assert app.frames_drawn > drawn
    tip = button.tool_tip.rect
    assert canvas_pixel(app, (tip.centerx, tip.top + 3)) != (12, 20, 33)


class Spinner(Scene):
    """A scene that moves without events and says so."""

    def __init__(self, app, moving: bool) -> None:
        super().__init__(app)
        self.moving = moving
        self.x = 0

    def animating(self) -> bool:
        return self.moving

    def update(self, dt: float) -> None:
        self.x = (self.x + 7) % 1200

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))
        surface.fill((250, 250, 250), pygame.Rect(self.x, 400, 20, 20))


def test_a_scene_that_animates_is_drawn_every_frame(app):
    app.scenes.push(Spinner(app, moving=True))
    app.run_frames(30)
    assert idle_frames(app) == 60
    spinner = app.scenes.top
    assert canvas_pixel(app, (spinner.x + 10, 410)) == (250, 250, 250)


def test_a_scene_says_nothing_moves_and_its_frames_are_skipped(app):
    app.scenes.push(Spinner(app, moving=False))
    app.run_frames(30)
    assert idle_frames(app) == 0


def test_a_scene_that_does_not_say_is_drawn_every_frame(app):
    class Quiet(Scene):
        pass

    app.scenes.push(Quiet(app))
    app.run_frames(30)
    assert idle_frames(app) == 60


def test_a_dialog_over_the_title_is_idle_and_over_a_moving_scene_is_not(app):
    from game.scenes.notice import NoticeScene

    app.scenes.push(NoticeScene(app, "app.notice.settings_title", "app.notice.settings_invalid",
                                {"path": "x"}))
    app.run_frames(30)
    assert idle_frames(app) == 0
    app.back_to_title()
    app.scenes.push(Spinner(app, moving=True))
    app.scenes.push(NoticeScene(app, "app.notice.settings_title", "app.notice.settings_invalid",
                                {"path": "x"}))
    app.run_frames(30)
    assert idle_frames(app) == 60


class Mover(Spinner):
    """A still scene that does a move's work in chosen frames (as a board applying a
    computer's move does) and asks for the drawing to wait a frame."""

    def __init__(self, app) -> None:
        super().__init__(app, moving=False)
        self.moves_due = 0

    def update(self, dt: float) -> None:
        if self.moves_due:
            self.moves_due -= 1
            super().update(dt)
            self.app.defer_draw()


def test_a_move_is_drawn_by_the_next_frame_and_shown_by_the_one_after(app):
    mover = app.scenes.push(Mover(app))
    window = pygame.display.get_surface()
    app.run_frames(30)
    mover.moves_due = 1
    assert idle_frames(app, 1) == 0, "the frame of the move does not draw"
    assert idle_frames(app, 1) == 1, "the next frame does, though nothing else changed"
    spot = (mover.x + 17, 410)  # in the new square, not where it stood before
    assert canvas_pixel(app, spot) == (250, 250, 250)
    assert tuple(window.get_at(spot))[:3] != (250, 250, 250), "not in the window yet"
    assert idle_frames(app, 1) == 0
    assert tuple(window.get_at(spot))[:3] == (250, 250, 250), "the frame after shows it"
    assert idle_frames(app) == 0


def test_moves_frame_after_frame_are_still_shown_every_second_frame(app):
    mover = app.scenes.push(Mover(app))
    app.run_frames(30)
    mover.moves_due = 60
    assert idle_frames(app) == 30
    assert canvas_pixel(app, (mover.x + 10, 410)) == (250, 250, 250), "the last move shows"


class _StillScene:
    """A visible scene that says it does not move (the title, Settings, Profiles)."""

    def animating(self) -> bool:
        return False


def test_a_long_frame_answering_an_event_is_still_followed_by_drawn_frames():
    """A language switch in a real window takes 1.5-1.8 s; the next frame's dt is that long.

    Counted from the event's frame's start, the settling was over after it: the new language
    stayed off the screen until the next key or mouse event (profkeys, ru 1920x1080).
    """
    watch = RedrawWatch()
    scenes = [_StillScene()]
    assert watch.needed(1 / 60, 1, scenes, None)  # the click's frame, the switch in it
    drawn = [watch.needed(dt, 0, scenes, None) for dt in (1.6, 1.2, 1 / 60, 1 / 60)]
    assert drawn == [True, True, True, True]
    idle = [watch.needed(1 / 60, 0, scenes, None) for _ in range(60)]
    assert not any(idle[-40:])  # and then it rests again: the idle saving stays


def test_the_app_draws_after_an_event_whose_frame_was_long(app):
    app.run_frames(30)
    pygame.event.post(pygame.event.Event(pygame.USEREVENT + 30))  # nobody's: only settles
    app.step(1 / 60)
    drawn = app.frames_drawn
    app.step(1.7)  # the dt after a long frame (a language switch, a rebuild)
    app.run_frames(3)
    assert app.frames_drawn - drawn == 4
    assert idle_frames(app) < 20
