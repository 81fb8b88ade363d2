"""The check on a text box's rows (tests/text_fit.broken_rows) finds what a reader would trip
over: a word cut between lines, a line break pushed onto a row of its own. It watches the
books (tests/scenes/test_howto_paragraphs.py) and the guided turns' coach cards."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextBox

from tests import text_fit


def box(app, text: str, width: int) -> UITextBox:
    made = UITextBox(text, pygame.Rect(0, 0, width, 300), manager=app.manager)
    app.run_frames(1)
    return made


def test_a_word_too_long_for_its_line_is_reported_cut(app):
    broken = text_fit.broken_rows(box(app, "Грузоперевозчикдальнегоследования едет", 120))
    assert any(entry.startswith("word cut") for entry in broken), broken


def test_a_line_break_after_a_full_line_is_reported_pushed(app):
    """At some width the second line fills the box and pygame-gui puts the break below it:
    an empty row, a blank line the text never asked for."""
    found = []
    for width in range(100, 200):
        made = box(app, "Kaufen Sie Straßen und mehr<br>Zweite Zeile", width)
        broken = text_fit.broken_rows(made)
        if broken:
            found.append(broken)
            texts = [text_fit.row_text(row) for row in made.text_box_layout.layout_rows]
            assert "" in texts, texts
        made.kill()
    assert found and all(entry[0].startswith("line break pushed") for entry in found), found


def test_words_that_wrap_at_spaces_are_fine(app):
    assert text_fit.broken_rows(box(app, "Ход: Синий (слабый). " * 6, 200)) == []
