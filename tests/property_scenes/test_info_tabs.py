"""The info box's tabs (en/de play-test): the tab of what the box shows reads pressed, the
others not, whether clicked or, for the log, opened with L; in every language, and after the
Settings switch it."""

from __future__ import annotations

import pygame
import pytest

from tests.property_scenes.conftest import setup_for


def pressed(board) -> list[str]:
    return [tab for tab, button in board.info_tabs.items() if button.is_selected]


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_chosen_tab_reads_pressed(app, open_board, language):
    app.set_language(language)
    board = open_board(setup_for("kraken_bay", seed=3), curtain=False)
    assert pressed(board) == ["log"], "the log is what a new board shows"
    for tab in ["chart", "heat", "log", "heat"]:
        app.click(board.info_tabs[tab])
        app.run_frames(2)
        assert board.info == tab and pressed(board) == [tab]
    app.press_key(pygame.K_l, frames=2)
    assert board.game_log.open and pressed(board) == ["log"], "L's whole log is the log"
    app.press_key(pygame.K_l, frames=2)
    assert pressed(board) == ["heat"], "closed again: the box's tab as before"
    app.set_language("en" if language != "en" else "de")
    app.run_frames(2)
    assert pressed(board) == ["heat"], "the tabs made anew in another language keep the mark"
