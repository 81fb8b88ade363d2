"""Enter ends the turn like the End turn button, asking first when the settings say so
(issue 14, point 7)."""

from __future__ import annotations

import pygame

from tests.tycoon_scenes.autoplay import play_human_turn, settle


def _built_this_turn(app, board) -> None:
    for _turn in range(12):
        settle(app, board)
        for name in ("hotel", "factory", "renovate"):
            if board.human_turn() and board.panel.buttons[name].is_enabled:
                app.click(board.panel.buttons[name])
                settle(app, board)
                assert board.match.state.built
                return
        play_human_turn(app, board)
    raise AssertionError("Anna never stood where she could build at a turn's start")


def test_enter_ends_the_turn_after_asking_when_confirm_is_on(app, board):
    _built_this_turn(app, board)
    app.settings.confirm_end_turn = True
    app.press_key(pygame.K_RETURN)
    assert app.scenes.top is not board, "the end-of-turn question is up"
    assert board.match.state.current == 0
    app.press_key(pygame.K_ESCAPE)
    assert app.scenes.top is board and board.match.state.current == 0


def test_enter_ends_the_turn_at_once_when_confirm_is_off(app, board):
    _built_this_turn(app, board)
    app.press_key(pygame.K_RETURN)
    assert app.scenes.top is board and board.match.state.current != 0


def test_enter_before_building_explains_instead_of_ending(app, board):
    settle(app, board)
    assert not board.match.state.built
    greeting = board.toast.text
    app.press_key(pygame.K_RETURN)
    assert board.match.state.current == 0
    assert board.toast.text and board.toast.text != greeting, "the rules' reason is said"
