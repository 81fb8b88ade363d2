"""Issue 14.3: the guided turn marks what to click so it cannot be missed, and its coach card
never covers the player panels it talks about, nor what the step points at."""

from __future__ import annotations

import pygame
import pytest

from game.tycoon.howto.guided import STEPS, GuidedTurnScene
from game.tycoon.rules import board
from game.tycoon.view import layout
from game.ui.spotlight import RING


def steps(app):
    guide = GuidedTurnScene(app)
    app.scenes.push(guide)
    for name in STEPS:
        app.run_frames(3)
        assert guide.step_name == name
        yield guide
        if name != STEPS[-1]:
            guide.advance()


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_coach_covers_no_player_panel_and_not_the_target(make_app, lang):
    """Nor the city the ticket flies to, which every step talks about (on the ticket step a
    board corner covered Cairo)."""
    app = make_app(lang)
    app.settings.animation_speed = "instant"
    panels = [layout.player_panel(row) for row in range(2)]
    for guide in steps(app):
        coach = guide.coach.get_abs_rect()
        assert not any(coach.colliderect(p) for p in panels), guide.step_name
        target = guide.target()
        assert target is None or not coach.colliderect(target), guide.step_name
        destination = layout.city_rect(board.city_index(guide.city))
        assert not coach.colliderect(destination), guide.step_name
        assert guide.text.scroll_bar is None, guide.step_name  # the step's text whole


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_computers_row_does_not_say_computer_twice(make_app, lang):
    """Its panel row adds the word "Computer" to the name: the name is the seat's colour."""
    app = make_app(lang)
    guide = GuidedTurnScene(app)
    app.scenes.push(guide)
    app.run_frames(2)
    name, tag = guide.model.players[1].name, app.tr("tycoon_board.player.computer")
    assert guide.model.players[1].is_computer and name and tag not in name


def test_the_target_glows_in_a_colour_of_its_own_and_the_rest_is_dimmed(make_app):
    app = make_app("en")
    app.settings.animation_speed = "instant"
    for guide in steps(app):
        target = guide.target()
        if target is None:
            continue
        picture = pygame.Surface(app.canvas_size)
        guide.view.draw(picture, guide.model)
        plain = picture.copy()
        guide.draw(picture)
        ring = [picture.get_at((x, target.centery))[:3]
                for x in range(target.left - 20, target.left)]
        assert RING in ring, guide.step_name
        corner = (2, 2) if not target.collidepoint(2, 2) else (1270, 790)
        assert sum(picture.get_at(corner)[:3]) < sum(plain.get_at(corner)[:3])
        inside = target.center
        assert picture.get_at(inside) == plain.get_at(inside)  # the target itself is not dimmed
