"""The advice (H) and the news line about a computer's move, up together: the advice's box,
690 px wide, takes a bottom corner of the empire where the corners before it cover the
city (here the corners are narrowed to that one: a turn-12 city is small), and hid the
middle of the line centred at the empire's foot. The line now stands clear of the box
(above it: the room beside is too narrow), as it stands beside the since card; de/en/ru,
two to six seats."""

from __future__ import annotations

import pytest

from game.speedtycoon.view import table_view as tv
from tests.languages import languages_of_game
from tests.speedtycoon_scenes.test_news_beside_since import (
    centred,
    news_rect,
    table_after_computers,
)
from tests.support import wait

LANGUAGES = languages_of_game("speedtycoon")


@pytest.mark.parametrize("corner", ["bottomleft", "bottomright"])
@pytest.mark.parametrize("count", range(2, 7))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_advice_box_never_covers_the_news_line(app, monkeypatch, lang, count, corner):
    monkeypatch.setattr(tv, "CORNERS", (corner,))
    board = table_after_computers(app, lang, count)
    board.ask_advice()
    wait.until(app, lambda: board.adviser.answer is not None or board.adviser.failed)
    app.run_frames(2)
    box, news = board.advice_rect(), news_rect(board)
    assert box is not None and getattr(box, corner) == getattr(tv.OVER_EMPIRE, corner), box
    assert news is not None, "the computer's last move still on the news line"
    assert box.colliderect(centred(board)), ("the case: the centred line is under it", box)
    assert not box.colliderect(news), (box, news)
    assert tv.EMPIRE.contains(news), news
