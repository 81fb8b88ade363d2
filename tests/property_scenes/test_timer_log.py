"""When the turn timer runs out and moves for the person (D45), the log says the timer did it:
a line "time ran out: …" stands before the move's own lines (play-test: the roll stood in the
log as if the person had made it)."""

from __future__ import annotations

import pytest

from game.property.rules.actions import ROLL
from tests.property_scenes.test_trade_flow import TIMER, own_turn


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_log_says_the_timer_rolled_for_the_person(app, open_board, language):
    app.set_language(language)
    board = own_turn(app, open_board, "menedzher", TIMER)
    before = len(board.game_log.book.lines)
    app.step(31)
    assert board.match.actions[:1] == [ROLL]
    said = [board.log_words(line)[0] for line in board.game_log.book.lines[before:]]
    timed_out = board.say("property_board.event.timed_out", player=board.words.player(0))
    assert said[0] == timed_out, said
    assert board.words.player(0) in said[1], "the roll follows the timer's line"


def test_a_roll_the_person_makes_has_no_timer_line(app, open_board):
    board = own_turn(app, open_board, "menedzher", TIMER)
    app.step(5)
    board.apply(ROLL)
    keys = [line.text[0] for line in board.game_log.book.lines]
    assert "property_board.event.timed_out" not in keys
