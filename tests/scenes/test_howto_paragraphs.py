"""Every how-to book's paragraphs are parted by one blank line, in every language (the
Tycoon book showed two in German). pygame-gui 0.6.14 puts a line break that no longer fits at
the end of a full line on a row of its own, so a paragraph whose last line fills the text box
gains an extra blank line; such a paragraph is worded so its last line leaves room. No word is
cut between lines either, and no line runs past the box (tests/text_fit.broken_rows)."""

from __future__ import annotations

import pytest

from game.games import playable_games
from tests import text_fit

BOOKS = [entry for entry in playable_games() if entry.howto_scene]


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_no_book_page_has_a_doubled_blank_line(app, lang):
    app.set_language(lang)
    assert len(BOOKS) >= 3
    for entry in BOOKS:
        book = entry.howto_class()(app)
        app.scenes.push(book)
        app.run_frames(1)
        for page, chapter in enumerate(book.chapters):
            book.show(page)
            app.run_frames(1)
            assert text_fit.broken_rows(book.text) == [], (entry.id, chapter.id)
        app.scenes.pop()
        app.run_frames(1)
