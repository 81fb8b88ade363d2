"""Gold means the keyboard's focus, nothing else (kit23): tooltips wore a gold border and a
pressed button flashed gold (its fill and border), both reading as "this has the focus"; and
on a dialog's gold primary answer, which every dialog opens focused, and on a chosen
(gold-filled) option, the gold ring hardly showed. A tip's border is neutral, a pressed button is
darker with the hover's pale blue edge, and the ring on gold is white."""

from __future__ import annotations

import pygame
import pytest

from game.games import game_entry
from game.scenes.question import QuestionScene
from game.ui.palette import contrast
from tests.scenes.test_hover_is_not_focus import GAMES, border_pixel, point_at, warm
from tests.scenes.test_settings_over_board import open_board

ANSWERS = [("no", "match.menu.settings"), ("yes", "match.menu.resume")]


def shown_buttons(app) -> list:
    canvas = app.screen.get_rect()  # the title's buttons wait off it, under the board
    return [button for button in app.manager.buttons()
            if button.visible and button.get_abs_rect().colliderect(canvas)]


def question(app, focus_default: bool = True) -> QuestionScene:
    scene = app.scenes.push(QuestionScene(app, "match.menu.heading", "match.menu.body",
                                          ANSWERS, "no", lambda answer: None,
                                          focus_default=focus_default))
    app.run_frames(3)
    return scene


@pytest.mark.parametrize("game", GAMES)
def test_no_pressed_button_and_no_tooltip_on_a_board_is_gold(app, game):
    open_board(app, game)
    buttons = shown_buttons(app)
    gold_press = [button.text for button in buttons
                  if warm(button.colours["active_border"]) or warm(button.colours["active_bg"])]
    assert gold_press == [], "no button flashes the focus ring's gold while pressed"
    tipped = next(button for button in buttons if button.is_enabled and button.tool_tip_text)
    tip = app.manager.open_tip(tipped)
    assert tip is not None
    assert not warm(tip.text_block.border_colour), "a tooltip's border is not the ring's gold"


def test_a_held_dialog_button_is_drawn_without_gold(app, monkeypatch):
    scene = question(app, focus_default=False)
    for answer in ("no", "yes"):
        button = scene.buttons[answer]
        point_at(app, monkeypatch, button.get_abs_rect().center)
        while app.manager.click_wait(button) > 0:  # come up over the title's: a person waits
            app.step()
        where = app.canvas.to_window(button.get_abs_rect().center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
        app.run_frames(2)
        assert button.held, "the pointer holds the button down"
        edge = border_pixel(app, button)
        assert not warm(edge), f"the held {answer!r} has a gold edge {edge}"
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(0, 0), button=1))
        app.run_frames(2)


def picture(app, button) -> pygame.Surface:
    return app.screen.subsurface(button.get_abs_rect().inflate(4, 4)).copy()


def assert_ring_shows(focused: pygame.Surface, plain: pygame.Surface, button) -> None:
    """The focused picture differs from the plain one, around the button at least, in pixels
    that stand out from the button's fill (the gold ring on gold: 24 pixels did)."""
    fill = plain.get_at((plain.get_width() // 2, 8))[:3]
    marked = [(x, y) for x in range(focused.get_width()) for y in range(focused.get_height())
              if focused.get_at((x, y)) != plain.get_at((x, y))
              and contrast(focused.get_at((x, y))[:3], fill) >= 1.8]
    ring = 2 * (button.rect.w + button.rect.h)
    assert len(marked) >= ring, (
        f"only {len(marked)} pixels of the focused {button.text!r} stand out from its fill "
        f"{fill}: the ring does not show on it")


def test_the_focused_primary_answer_stands_out_from_its_gold(app):
    scene = question(app)
    primary, other = scene.buttons["yes"], scene.buttons["no"]
    assert scene.ring.current is primary, "a dialog opens with its primary answer focused"
    focused = picture(app, primary)
    scene.ring.focus(other)
    app.run_frames(2)
    assert_ring_shows(focused, picture(app, primary), primary)


@pytest.mark.parametrize("game", ["speedtycoon", "kraken_bay"])
def test_a_focused_chosen_option_stands_out_from_its_gold(app, game):
    """A seat's chosen kind on the new-game screen is gold-filled: Tab onto it showed a
    gold ring on gold too."""
    screen = app.scenes.push(game_entry(game).new_game_class()(app))
    app.run_frames(3)
    chosen = next(button for button in screen.rows[1].kinds.buttons.values()
                  if button.is_selected)
    plain = picture(app, chosen)
    screen.ring.focus(chosen)
    app.run_frames(2)
    assert_ring_shows(picture(app, chosen), plain, chosen)
