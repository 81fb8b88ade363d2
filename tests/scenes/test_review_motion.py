"""The review screen's board moves as in play: → plays the next turn's events with the game's
own motion (planes, tiles, dice and tokens), the motion ends on the next position, → during a
motion finishes it first, and ← / a jump cut to the position at once."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import review_view as rv
from tests.scenes.test_review_screen import GAMES, canvas_at, kept_copy, open_screen

#: Frames of 1/60 s a turn's motion may take at normal speed (Kraken Bay's card: 2.2 s, ...).
LONGEST = 60 * 30


def first_moving_turn(app, scene) -> int:
    """Step forward from the start until a turn's events move something on the board."""
    app.press_key(pygame.K_HOME)
    for _ in range(12):
        app.press_key(pygame.K_RIGHT, frames=1)
        if scene.board.busy:
            return scene.move
    raise AssertionError("twelve turns without a motion")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_step_forward_plays_the_turn_and_ends_on_the_next_position(app, tmp_path, game_id):
    app.settings.animation_speed = "normal"
    path = kept_copy(tmp_path / "saves", game_id)
    scene = open_screen(app, path)
    move = first_moving_turn(app, scene)
    assert scene.animating()
    pictures = set()
    frames = 0
    while scene.board.busy and frames < LONGEST:
        pictures.add(canvas_at(app, rv.BOARD))
        app.run_frames(1)
        frames += 1
    assert not scene.board.busy, "the motion ends"
    assert not scene.animating()  # the screen is idle again
    assert len(pictures) >= 5  # the board's picture changed over the frames
    assert scene.move == move
    app.press_key(pygame.K_LEFT)  # a cut back: at once, no motion
    assert not scene.board.busy and scene.move < move
    app.press_key(pygame.K_RIGHT, frames=1)
    assert scene.move == move and scene.board.busy  # the same turn plays again
    app.press_key(pygame.K_RIGHT, frames=1)  # pressed during the motion: it is finished,
    assert scene.move > move  # the next turn plays
    app.press_key(pygame.K_LEFT, frames=1)
    assert scene.move == move and not scene.board.busy
    app.press_key(pygame.K_END, frames=1)
    assert scene.move == len(scene.replay) and not scene.board.busy


@pytest.mark.parametrize("game_id", GAMES)
def test_holding_the_key_never_queues_the_motion(app, tmp_path, game_id):
    app.settings.animation_speed = "slow"
    path = kept_copy(tmp_path / "saves", game_id)
    scene = open_screen(app, path)
    app.press_key(pygame.K_HOME)
    for _ in range(20):  # the key repeating, one press every two frames
        app.press_key(pygame.K_RIGHT, frames=2)
    target = scene.move
    assert target == [*scene.replay.turns, len(scene.replay)][20]
    frames = 0
    while scene.board.busy and frames < LONGEST:  # one turn's motion at most is left
        app.run_frames(1)
        frames += 1
    assert frames < 60 * 15  # not twenty turns' worth, even slowed down
    assert not scene.board.busy and scene.move == target


def test_with_the_animations_off_a_step_shows_the_next_position_at_once(app, tmp_path):
    app.settings.animation_speed = "instant"
    path = kept_copy(tmp_path / "saves", "kraken_bay")
    scene = open_screen(app, path)
    app.press_key(pygame.K_HOME)
    for _ in range(4):
        app.press_key(pygame.K_RIGHT, frames=1)
        assert not scene.board.busy and not scene.animating()
