"""The advice (H) and the news line about a computer's move, up together: the advice's box,
690 px wide, took a bottom corner of the empire where the corners before it covered the city
(here the corners are narrowed to that one: a turn-12 city is small), first over the middle
of the line centred at the empire's foot, then (speedfix8) with the line stepped up above it,
over the buildings (speed23: under 300 px beside it). The box now stands above the news band,
and the line keeps its own place in the band; de/en/ru, two to six seats. The table lays out
on the one 1280x800 canvas every window shows scaled (docs/window.md): 1280x800, 1366x768
and 1920x1080 windows are checked with the same rects."""

from __future__ import annotations

import pytest

from game.speedtycoon.view import table_view as tv
from tests.languages import languages_of_game
from tests.speedtycoon_scenes.test_news_beside_since import news_rect, table_after_computers
from tests.support import wait

LANGUAGES = languages_of_game("speedtycoon")
WINDOWS = ((1280, 800), (1366, 768), (1920, 1080))


def advice_up(app, monkeypatch, lang: str, count: int, corner: str, window=(1280, 800)):
    """The person's table after the computers, in a window of `window`, the advice asked for."""
    monkeypatch.setattr(tv, "CORNERS", (corner,))
    app.canvas.resize_window(window)
    board = table_after_computers(app, lang, count)
    board.ask_advice()
    wait.until(app, lambda: board.adviser.answer is not None or board.adviser.failed)
    app.run_frames(2)
    return board


def assert_news_in_its_band(board, corner: str) -> None:
    box, news = board.advice_rect(), news_rect(board)
    assert box is not None and news is not None, "the advice and the computer's last move"
    assert tv.NEWS_BAND.contains(news), ("in its own band", news, tv.NEWS_BAND)
    assert news.centerx == tv.EMPIRE.centerx, "centred there, as without advice"
    assert not box.colliderect(news), (box, news)
    assert getattr(box, corner) == getattr(tv.ADVICE_AREA, corner), ("the case", box)
    assert box.bottom <= tv.NEWS_BAND.top, "the box stays above the band"


@pytest.mark.parametrize("corner", ["bottomleft", "bottomright"])
@pytest.mark.parametrize("count", range(2, 7))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_news_line_keeps_its_band_beside_the_advice(app, monkeypatch, lang, count, corner):
    board = advice_up(app, monkeypatch, lang, count, corner)
    assert_news_in_its_band(board, corner)


@pytest.mark.parametrize("window", WINDOWS)
def test_at_every_window_size(app, monkeypatch, window):
    board = advice_up(app, monkeypatch, "ru", 3, "bottomleft", window)
    assert app.canvas_size == (1280, 800), "one canvas, shown scaled"
    assert_news_in_its_band(board, "bottomleft")
