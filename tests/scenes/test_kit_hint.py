"""The Hint button on every board (issue 30.3): clicked on the person's turn, the computer's
advice comes in words on the board (no raw text key, not the "thinking" note) and the hint is
counted in the game (`hints_used`, kept in its saves and the profile's record). The H key
through every board: tests/scenes/test_every_board_keeps_the_game.py."""

from __future__ import annotations

import re

import pytest

from game.games import playable_games
from tests.support.boards import persons_board
from tests.support.wait import until

GAMES = [entry for entry in playable_games() if entry.id != "scratch"]
WAIT = 90  # seconds: the thinking worker starts with the first hint
RAW_KEY = re.compile(r"\b[a-z_]+\.[a-z_]+\.[a-z_.]+\b")  # "property_board.hint.said"


def property_hint(board):
    return next(button for button, run in board.handlers.items() if run == board.ask_hint)


#: game -> (its Hint button, the advice as the board shows it, the "thinking" note)
BOARDS = {
    "tycoon": (lambda b: b.info.buttons["hint"], lambda b: b.info.hint_html(),
               "tycoon_info.hint.thinking"),
    "speedtycoon": (lambda b: b.buttons["hint"], lambda b: b.advice_text, None),
    "kraken_bay": (property_hint, lambda b: b.toast.text or "", "property_board.hint.thinking"),
    "menedzher": (property_hint, lambda b: b.toast.text or "", "property_board.hint.thinking"),
}


@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_the_hint_button_gives_advice_in_words_and_counts_it(app, entry):
    button_of, advice_of, thinking = BOARDS[entry.id]
    board = persons_board(app, entry.id, seconds=WAIT)
    assert board.match.hints_used == 0

    button = button_of(board)
    assert button.visible and button.is_enabled
    app.click(button)
    until(app, lambda: board.match.hints_used > 0, WAIT)
    app.run_frames(2)
    assert board.match.hints_used == 1, "the answered hint is counted"
    advice = advice_of(board)
    assert advice.strip(), "the advice is shown"
    assert not RAW_KEY.search(advice), advice
    if thinking is not None:
        assert advice != app.tr(thinking)
