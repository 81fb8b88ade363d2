"""The person's clocks stand still while they read the log (polish10): the open panel lies over
the board, so the time limit and the turn timer wait, as under the pause menu, and run on once
the panel is closed; the turn timer says it is paused."""

from __future__ import annotations

import pygame
import pytest

from tests.property_scenes.test_trade_flow import key, own_turn

CLOCKS = {"turn_timer_s": 30, "time_limit_min": 30}


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_clocks_stand_still_while_the_person_to_act_reads_the_log(app, open_board, game):
    board = own_turn(app, open_board, game, CLOCKS)
    app.step(5)
    key(app, pygame.K_l)
    assert board.game_log.open
    played, left = board.match.play_seconds, board.decision_left
    app.step(60)
    app.step(60)
    assert board.match.actions == [], "the turn timer made no move for the reader"
    assert (board.match.play_seconds, board.decision_left) == (played, left)
    paused = board.say("property_board.board.turn_timer_paused", seconds=int(left))
    assert paused in board.header_parts()[0]
    key(app, pygame.K_l)
    assert not board.game_log.open
    app.step(5)
    assert board.match.play_seconds == pytest.approx(played + 5, abs=0.5)
    assert board.decision_left == pytest.approx(left - 5, abs=0.5), "no time given back"
    assert board.header_parts()[1] is not None, "the turn timer runs again, in warning colour"
