"""The one result screen (issue 30.5): New game, Rematch and Menu side by side in every game,
New game opens the game's own new-game screen."""

from __future__ import annotations

import random

import pygame
from pygame_gui.core.utility import translate

from game.core.match import Match
from game.core.setup import GameSetup, Seat
from game.scenes.title import TitleScene
from game.tycoon.rules import new_game
from game.tycoon.scenes.new_game_scene import NewGameScene
from game.tycoon.scenes.result_scene import ResultScene

SETUP = GameSetup("tycoon", 3, (Seat("human", "Anna", "red"),
                                Seat("computer", "Robo", "blue", "easy")),
                  {"stops": "exact", "start_player": 0})


def finished() -> Match:
    state = new_game(2, SETUP.seed, dict(SETUP.options))
    rng, log = random.Random(2), []
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        log.append(action)
    return Match(SETUP, state, log)


def test_new_game_rematch_and_menu_stand_side_by_side_and_new_game_opens_the_set_up(app):
    result = app.scenes.push(ResultScene(app, finished(), curtain=False))
    app.run_frames(2)
    buttons = [result.new_game, result.again, result.title]
    assert [translate(b.text) for b in buttons] == ["New game", "Rematch", "Menu"]
    rects = [b.get_abs_rect() for b in buttons]
    assert rects[0].right < rects[1].left and rects[1].right < rects[2].left
    app.click(result.new_game)
    assert isinstance(app.scenes.top, NewGameScene)


def test_menu_goes_to_the_title(app):
    result = app.scenes.push(ResultScene(app, finished(), curtain=False))
    app.run_frames(2)
    app.click(result.title)
    assert isinstance(app.scenes.top, TitleScene)


def test_the_boards_keys_never_start_a_rematch_and_tab_then_enter_does(app):
    """Play-test 9 and the last ones: Space and Enter roll, end turns and lift the curtain on
    the board; still pressed (held, repeated) on the result screen they played again unread.
    Only a deliberate act does: Tab to Rematch, then Enter (Space never, it is the boards')."""
    result = app.scenes.push(ResultScene(app, finished(), curtain=False))
    for _ in range(3):
        app.press_key(pygame.K_SPACE, frames=30)
        app.press_key(pygame.K_RETURN, frames=30)
    assert app.scenes.top is result, "a key the board used started a new game"
    while result.ring.current is not result.again:
        app.press_key(pygame.K_TAB)
    app.press_key(pygame.K_SPACE, frames=2)
    assert app.scenes.top is result, "Space, the boards' roll key, pressed Rematch"
    app.press_key(pygame.K_RETURN, frames=2)
    assert app.scenes.top is not result and app.scenes.top.match.setup.game == "tycoon"
