"""The news line at 1280x800: a computer's move keeps to one line rather than leave its "click
for the moves" hint alone on a second (ru), and once the news has faded the strip still says
whose turn it is (it stood empty after "your turn" faded: play-test)."""

from __future__ import annotations

import re

import pytest

from game.core.i18n import read_locale_file
from game.core.paths import locales_dir
from game.ui.text import wrap

READ = 420  # frames (7 s): the turn's news line (4.5 s and its fade) has gone
HINTS = {"de": "(L oder Klick zeigt die Züge)", "en": "(L or click for the moves)",
        "ru": "(L или щелчок — ходы)"}


def reasons(language: str) -> list[str]:
    """Every computer reason in `language`, its params filled with long-ish words."""
    node = read_locale_file(locales_dir() / f"tycoon_ai.{language}.json", language)["reason"]
    texts = [t for t in node.values() if isinstance(t, str)]
    return [re.sub(r"%\{\w+\}", "Кейптаун 16 M", t) for t in texts]


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_a_computers_move_never_leaves_its_hint_alone_on_a_second_line(app, board,
                                                                          app_language):
    from game.tycoon.scenes.news_line import FRAME, news_width

    width = news_width(board._hand_cards()) - FRAME
    hinted = 0
    for reason in reasons(app_language):
        line = board._computer_news("Синий (средний)", reason)
        if HINTS[app_language] in line:
            hinted += 1
            assert len(wrap(line, 18, width)) == 1, line
    assert hinted, "a short move keeps its hint"


def test_the_strip_says_whose_turn_it_is_once_the_news_has_faded(app, board):
    app.run_frames(READ)
    assert board.toast.text is None, "the turn's news has faded"
    assert board.news_rect is not None, "a line stands in the strip"
    assert board.calm.text == "Anna's turn: buy tickets, fly or borrow"
    ticket = next(a for a in board.match.state.legal_actions() if type(a).__name__ == "Buy")
    assert board.apply(ticket)
    app.run_frames(READ)
    assert board.news_rect is not None and "Anna" in board.calm.text


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_a_bare_news_line_ending_in_an_amount_has_one_full_stop(app, board, app_language):
    """German writes millions "2 Mio.": a reason ending in an amount, said bare (a long name
    wraps the hint away), ended "… bringt 2 Mio.." (playtest21b, de 1920x1080)."""
    reason = board.view.texts.reason("tycoon_ai.reason.hotel_new_city",
                                     {"city": "cairo", "count": 2, "spread": 2})
    line = board._computer_news("Blau (leicht) " * 6, reason)
    assert HINTS[app_language] not in line, "said bare"
    assert line.endswith(".") and not line.endswith(".."), line
