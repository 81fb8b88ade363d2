"""Every how-to book's paragraphs are parted by one blank line, in every language (the
Tycoon book showed two in German). pygame-gui 0.6.14 puts a line break that no longer fits at
the end of a full line on a row of its own, so a paragraph whose last line fills the text box
gains an extra blank line; such a paragraph is worded so its last line leaves room."""

from __future__ import annotations

import pytest
from pygame_gui.core.text.line_break_layout_rect import LineBreakLayoutRect

from game.games import playable_games

BOOKS = [entry for entry in playable_games() if entry.howto_scene]


def pushed_breaks(box) -> list[str]:
    """The ends of lines whose line break went onto a row of its own (an extra blank line)."""
    rows = box.text_box_layout.layout_rows
    return ["".join(getattr(item, "text", "") for item in before.items)[-40:]
            for before, row in zip(rows, rows[1:], strict=False)
            if len(row.items) == 1 and isinstance(row.items[0], LineBreakLayoutRect)
            and before.items and not isinstance(before.items[-1], LineBreakLayoutRect)]


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
            assert pushed_breaks(book.text) == [], (entry.id, chapter.id)
        app.scenes.pop()
        app.run_frames(1)
