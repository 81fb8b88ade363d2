"""A line never ends on a one-letter Russian word (в, к, с, у, о, и, а, я), neither in the
house's own wrap (game/ui/text.py) nor in a pygame-gui tooltip (game/ui/gui_manager.py): a ru
tooltip broke «В | планирование» (play-test pt-mix). Every width is tried, so wherever the
break would fall after such a word, it must fall before it."""

from __future__ import annotations

import re

import pytest

from game.ui.text import keep_short_words, wrap
from tests import text_fit

#: Tip texts with one-letter words, «В планирование» among them.
KEYS = ("speedtycoon_play.hint.place", "speedtycoon_play.hint.place_nowhere",
        "speedtycoon_play.greyed.plan_no_tile")
ENDS_SHORT = re.compile(r"(^|[\s«„\"'(])[«„\"'(]?[А-Яа-яЁё]$")


def ends_short(line: str) -> bool:
    return bool(ENDS_SHORT.search(line.rstrip(" \u00a0")))


@pytest.mark.parametrize("app_language", ["ru"])
def test_the_house_wrap_keeps_a_one_letter_word_with_the_next(app, app_language):
    for key in KEYS:
        text = app.tr(key)
        for width in range(120, 520, 4):
            lines = wrap(text, 14, width)
            assert " ".join(lines) == text, "the words themselves are kept as they were"
            assert not any(ends_short(line) for line in lines), (width, lines)


@pytest.mark.parametrize("app_language", ["ru"])
def test_a_tooltip_keeps_a_one_letter_word_with_the_next(app, app_language):
    for key in KEYS:
        for width in range(120, 520, 8):
            tip = app.manager.create_tool_tip(key, (400, 300), (0, 10), None, None,
                                              wrap_width=width)
            app.run_frames(1)
            rows = [text_fit.row_text(row)
                    for row in tip.text_block.text_box_layout.layout_rows]
            tip.kill()
            assert rows and not any(ends_short(row) for row in rows), (width, rows)


#: The short Russian prepositions and particles a line must not end on either.
PREPOSITION_END = re.compile(r"(^|[\s«„\"'(])(на|по|за|до|от|из|не|для|без|при|про)$",
                             re.IGNORECASE)


@pytest.mark.parametrize("app_language", ["ru"])
@pytest.mark.parametrize("key", ["property_bot.reason.counter",
                                 "property_bot.reason.counter_less"])
def test_a_computers_counter_keeps_its_preposition_with_the_sum(app, app_language, key):
    """pt-late: the log's reason row under a computer's counter ended on «просит на» and left
    «100 больше» alone on the next row. The row is wrapped as the log wraps it (a dash
    before the reason, one size smaller)."""
    text = "\u2014 " + app.tr(key, rival="Синий", extra="100")
    broke = set()
    for width in range(100, 520, 3):
        lines = wrap(text, 13, width)
        assert " ".join(lines) == text, "the words themselves are kept as they were"
        assert not any(PREPOSITION_END.search(line) for line in lines), (width, lines)
        broke.add(len(lines))
    assert len(broke) > 2, "the reason was wrapped at many places"


@pytest.mark.parametrize("app_language", ["ru"])
def test_a_tooltip_keeps_a_preposition_with_the_next_word(app, app_language):
    text = app.tr("property_bot.reason.counter", rival="Синий", extra="100")
    assert "на\u00a0100" in keep_short_words(text)


def test_no_other_language_is_changed(app):
    text = "Buy a building or I pass"
    assert " ".join(wrap(text, 14, 60)) == text
    tip = app.manager.create_tool_tip(text, (400, 300), (0, 10), None, None, wrap_width=400)
    app.run_frames(1)
    assert [text_fit.row_text(r) for r in tip.text_block.text_box_layout.layout_rows] == [text]


@pytest.mark.parametrize("app_language", ["ru", "en", "de"])
def test_the_house_wrap_keeps_a_number_with_the_word_after_it(app, app_language):
    """pt-prop5: the property panel broke «не больше 3 | переговоров за ход» (the turn's
    trade talks used up), the count at a line's end and its noun on the next."""
    text = app.tr("property_board.phase.post_roll_talked_out", limit=3)
    for width in range(120, 520, 4):
        for line in wrap(text, 14, width)[:-1]:
            assert not re.search(r"\d$", line), (width, line)
