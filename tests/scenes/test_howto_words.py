"""Every game's book says its buttons the same way, and a book opened over a game offers the
way back to that game, not to the title (playtest: three books said Back, Previous and Next
three ways in German, and Speedtycoon's and Tycoon's books in a game's menu said "Back to the
title" while Back returned to the game)."""

from __future__ import annotations

import pytest
from pygame_gui.core.utility import translate

from game.games import playable_games
from game.scenes.howto_book import HowToBook

GAMES = [entry for entry in playable_games() if entry.howto_scene]


def labels(app, entry, over_a_game: bool) -> list[str]:
    book: HowToBook = entry.howto_class()(app)
    book.guided_offered = not over_a_game
    app.scenes.push(book)
    app.run_frames(1)
    said = [translate(b.text) for b in (book.back, book.prev, book.next, book.guided)]
    app.scenes.pop()
    app.run_frames(1)
    return said


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_every_book_says_its_buttons_alike_and_back_says_where_it_goes(app, lang):
    app.set_language(lang)
    from_title = {entry.id: tuple(labels(app, entry, False)) for entry in GAMES}
    assert len(from_title) >= 3 and len(set(from_title.values())) == 1, from_title
    back, *_ = next(iter(from_title.values()))
    assert back == app.tr("app.howto.back_title")
    for entry in GAMES:
        assert labels(app, entry, True)[0] == app.tr("app.howto.back_menu"), entry.id
