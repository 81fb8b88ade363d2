"""The news band under the city keeps the last news, dimmed, until the next: its 86 px stood
empty once a line faded, most of the time, and a person who looked at their depot while a
computer moved never read what it did (speed23). A refusal is read alone and fades as before;
the kept line is back under it afterwards. The city keeps its place whatever the band shows."""

from __future__ import annotations

import pygame
import pytest

from game.ui.palette import PANEL
from game.ui.toast import FADE_SECONDS, SHOW_SECONDS
from tests.languages import languages_of_game
from tests.speedtycoon_scenes.test_news_beside_since import news_rect, table_after_computers

LANGUAGES = languages_of_game("speedtycoon")


def faded(app, board) -> None:
    """The fresh line's whole time on the table and its fade gone by."""
    board.toast.update(SHOW_SECONDS + FADE_SECONDS + 0.1)
    app.run_frames(2)


def frame_top(app, rect) -> tuple[int, ...]:
    """The colour of the line's frame at its top middle: the seat's colour, or dimmed."""
    return tuple(app.screen.get_at((rect.centerx, rect.top))[:3])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_last_computer_move_stays_readable_dimmed_after_its_line_faded(app, lang):
    board = table_after_computers(app, lang, 3)
    assert board.toast.text and board.toast.colour, "the last computer's move on the news line"
    fresh = news_rect(board)
    lit = frame_top(app, fresh)
    offset = board.camera.offset
    faded(app, board)
    assert board.toast.text is None, "the fresh line is gone"
    width, anchor = board.news_spot()
    assert board.kept_news.line.place(width, **anchor) == fresh, "kept at the same place"
    kept = frame_top(app, fresh)
    assert kept != PANEL[:3], "the band shows it"
    assert sum(PANEL[:3]) < sum(kept) < sum(lit), ("dimmed", kept, lit)
    assert board.camera.offset == offset, "the city stays where it was"


def test_after_a_refusal_fades_the_kept_news_is_back(app):
    board = table_after_computers(app, "ru", 2)
    place = news_rect(board)
    faded(app, board)
    kept = frame_top(app, place)
    assert kept != PANEL[:3], "the band shows the kept news"
    board.refused(("speedtycoon.illegal.turn_done", {}))
    app.run_frames(1)
    assert board.toast.text is not None, "the refusal is said"
    faded(app, board)
    assert frame_top(app, place) == kept


def test_a_greyed_buttons_tip_leaves_the_kept_news_in_sight(app, monkeypatch):
    """Play-test ru 1366x768: greyed Take's reason opened over what a computer had done; here
    End turn's, under the line beside the since card."""
    board = table_after_computers(app, "ru", 3)
    faded(app, board)
    end = board.buttons["end"]
    assert end.visible and not end.is_enabled, "nothing done yet: End turn is greyed"
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: end.rect.center)
    app.run_frames(90)  # 1.5 s of hovering; the theme's delay is 1 s
    assert end.tool_tip is not None, "its reason opened"
    width, anchor = board.news_spot()
    kept = board.kept_news.line.place(width, **anchor)
    assert not end.tool_tip.rect.colliderect(kept), (end.tool_tip.rect, kept)
