"""A press that comes less than `GUARD_SECONDS` after the hot-seat curtain fell was meant for
the board it covered: it neither lifts the curtain nor reaches the board (play-test pt-speed4,
Speedtycoon ru: a click meant for a Lobbyist window that had just timed out lifted the next
person's curtain and showed their hand to the wrong person). The presses here are real
down/up pairs posted through `App.step`, one frame apart, as a hand makes them, and the
board is never waited on (`App.wait_for_input` is what the other tests' presses do)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.click_guard import GUARD_SECONDS
from tests.support.boards import menu_button, two_people_board
from tests.support.wait import until

BOARDS = ["tycoon", "speedtycoon", "kraken_bay"]


def press(app, pos: tuple[int, int]) -> None:
    """A click: the press, a frame, the release, then frames for what the manager makes of it."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run_frames(3)


def key(app, which: int) -> None:
    """A key's press and release, a frame apart, without waiting for the board."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=which, mod=0, unicode="", scancode=0))
        app.step()


def anna_sees_her_board(app, game: str):
    """Anna and Ben at one screen; Anna has lifted her curtain and has her board."""
    app.settings.animation_speed = "instant"
    board = two_people_board(app, game)
    until(app, lambda: board.curtain is not None, 30)
    app.press_key(pygame.K_SPACE)
    assert board.curtain is None and board.shown_human == 0
    app.run_frames(40)  # well past the lifting press's double
    return board


def untouched(app, board, actions: int, said) -> bool:
    """Nothing reached the board: no menu opened, no move made, nothing said."""
    return (app.scenes.top is board and len(board.match.actions) == actions
            and board.toast.text == said)


@pytest.mark.parametrize("game", BOARDS)
def test_a_click_just_after_the_curtain_fell_neither_lifts_it_nor_reaches_the_board(app, game):
    board = anna_sees_her_board(app, game)
    centre = menu_button(board).get_abs_rect().center
    actions, said = len(board.match.actions), board.toast.text
    board.cover_person(1)  # Ben is to act: Anna's window timed out under her pointer
    press(app, centre)  # Anna's click, meant for her window, lands 4 frames later
    assert board.curtain is not None and board.curtain.seat == 1, "Ben's curtain stays down"
    assert board.shown_human == 0
    assert untouched(app, board, actions, said), "the click under the curtain did nothing"
    app.run_frames(round(GUARD_SECONDS * 60))
    press(app, centre)
    assert board.curtain is None and board.shown_human == 1, "a later click lifts it for Ben"
    assert untouched(app, board, actions, said), "the lifting click opens no menu"


@pytest.mark.parametrize("game", BOARDS)
def test_space_just_after_the_curtain_fell_does_not_lift_it(app, game):
    board = anna_sees_her_board(app, game)
    actions, said = len(board.match.actions), board.toast.text
    board.cover_person(1)
    key(app, pygame.K_SPACE)  # Anna's Space for her own turn's button, a frame too late
    assert board.curtain is not None and board.curtain.seat == 1
    assert untouched(app, board, actions, said)
    app.run_frames(round(GUARD_SECONDS * 60))
    key(app, pygame.K_SPACE)
    assert board.curtain is None and board.shown_human == 1


@pytest.mark.parametrize("game", BOARDS)
def test_the_first_curtain_of_the_game_waits_as_well(app, game):
    app.settings.animation_speed = "instant"
    board = two_people_board(app, game)
    until(app, lambda: board.curtain is not None, 30)
    assert board.input_wait() > 0, "the curtain has only just fallen"
    press(app, menu_button(board).get_abs_rect().center)
    assert board.curtain is not None and app.scenes.top is board
    app.wait_for_input()
    assert board.input_wait() == 0
    key(app, pygame.K_RETURN)
    assert board.curtain is None and board.shown_human == 0


@pytest.mark.parametrize("game", BOARDS)
def test_a_curtain_for_the_same_person_does_not_start_the_wait_again(app, game):
    """The curtain stays while the same person is to act (`cover_person`): a second call
    after every move is no new fall, or a person clicking on it would wait for ever."""
    board = anna_sees_her_board(app, game)
    board.cover_person(1)
    app.run_frames(round(GUARD_SECONDS * 60) + 2)  # its wait counts from the frame after
    board.cover_person(1)
    assert board.input_wait() == 0
    key(app, pygame.K_SPACE)
    assert board.curtain is None and board.shown_human == 1


@pytest.mark.parametrize("game", BOARDS)
def test_a_long_frame_does_not_spend_the_curtains_wait(app, game):
    """The guard's clock moves by a frame's whole time before that frame's events: after a
    slow load the curtain made in the load's frame took a press in the very first frame that
    showed it and rose at once (kit22). Its wait counts from that first frame."""
    board = anna_sees_her_board(app, game)
    centre = menu_button(board).get_abs_rect().center
    board.cover_person(1)  # Ben's curtain falls in a frame that takes two seconds
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
    app.step(2.0)  # the next frame: its clock jumps, then the press meant for Anna's board
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1))
    app.run_frames(3)
    assert board.curtain is not None and board.curtain.seat == 1, "Ben's curtain stays down"
    app.run_frames(round(GUARD_SECONDS * 60))
    press(app, centre)
    assert board.curtain is None and board.shown_human == 1, "a later click lifts it for Ben"
