"""The jail's buttons say what they do and fit (issue 28.4, 28.8): the Russian pass button is
«Выйти по пропуску» (a bare «Пропуск» reads as "Skip"), and its label, the fine's and the
roll's fit their buttons in de, en and ru on both boards (text_fit covers the other moments)."""

from __future__ import annotations

import pytest

from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts
from tests.property_scenes.test_text_fit import cut_labels


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_jail_buttons_fit(app, open_board, language, game):
    app.set_language(language)
    board = open_board(setup_for(game, seed=first_seat_starts(game)), curtain=False)
    state = board.match.state
    state.jail[0], state.cash[0] = 0, 100_000
    state.held[0].append(0)   # the first deck's first card, held as a pass
    state._legal = None
    board.sync()
    app.run_frames(2)
    assert board.control("use_pass") is not None and board.control("pay_fine") is not None
    assert cut_labels(board) == []
    if language == "ru":
        assert board.control("use_pass").text == "Выйти по пропуску"
