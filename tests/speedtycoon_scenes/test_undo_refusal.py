"""U (or Ctrl+Z) that takes nothing back says why, as H does with "Advice only against
computers". In a Russian hot-seat game (pt-speed4) a person pressed U after placing a building
and nothing happened at all: no word that undo is off while several people share the screen,
though the README promises U. The reason shows in the advice's box: hot seat, the setting
switched off, or nothing of this turn to take back."""

from __future__ import annotations

import pygame
import pytest

from tests.speedtycoon_scenes.test_clicking import FRIEND, PERSON, ROBO, open_table
from tests.speedtycoon_scenes.test_turn_end import take_first_card


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_u_in_a_hot_seat_game_says_undo_is_off_for_several_people(app, lang):
    app.set_language(lang)
    board = open_table(app, 3, seats=(PERSON, FRIEND, ROBO))
    assert board.person is not None, "a person acts"
    take_first_card(app, board)
    moves = len(board.match.actions)
    app.press_key(pygame.K_u)
    assert len(board.match.actions) == moves, "the move stands"
    assert board.advice_text == app.tr("speedtycoon_play.undo_refusal.hot_seat")


def test_u_with_undo_switched_off_points_to_the_setting(app):
    app.settings.undo_vs_computers = False
    board = open_table(app, 3, seats=(PERSON, ROBO))
    take_first_card(app, board)
    app.press_key(pygame.K_u)
    assert board.match.actions, "the move stands"
    assert board.advice_text == app.tr("speedtycoon_play.undo_refusal.off")


def test_u_with_nothing_done_yet_says_there_is_nothing_to_take_back(app):
    board = open_table(app, 3, seats=(PERSON, ROBO))
    assert board.person == 0 and not board.match.actions
    app.press_key(pygame.K_u)
    assert board.advice_text == app.tr("speedtycoon_play.undo_refusal.nothing")
