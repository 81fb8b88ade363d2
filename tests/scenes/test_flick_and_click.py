"""A first click is never lost: a person who flicks the pointer onto a button and clicks within
one frame presses it (playtest21 saw first clicks "do nothing" on a machine at load 21; the
press had been taken, the next screen only took seconds to come up)."""

from __future__ import annotations

import pygame

from game.scenes.title import TitleScene


def flick_and_click(app, pos: tuple[int, int]) -> None:
    """The pointer's move, the press and the release, all in the same frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(40, 40),
                                         buttons=(0, 0, 0)))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.run_frames(3)


def test_a_click_in_the_frame_the_pointer_arrives_presses_the_button(app):
    app.run_frames(60)  # the title left alone: its widgets update only now and then
    how_to = next(button for button in app.manager.buttons()
                  if button.object_ids[-1] == "#menu_how_to_play")
    assert not how_to.hovered
    flick_and_click(app, how_to.get_abs_rect().center)
    assert not isinstance(app.scenes.top, TitleScene), "the first click on How to play is lost"
