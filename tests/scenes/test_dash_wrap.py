"""A wrapped line never starts with a dash: a spaced dash (ru " — ", de " – ") stays with the
word before it, in the house's wrap (game/ui/text.py) and in a pygame-gui tooltip
(game/ui/gui_manager.py). Tycoon's ru guided turn broke «компьютер | — Синий» (play-test).
Every locale text with a spaced dash is wrapped at many widths; the one-letter Russian words
(tests/scenes/test_short_words.py) still never end a line."""

from __future__ import annotations

import re

import pytest

from game.core.i18n import LANGUAGES, read_locale_file
from game.core.paths import locales_dir
from game.ui.text import wrap
from tests import text_fit
from tests.scenes.test_short_words import ends_short
from tests.test_dashes import leaves

STARTS_WITH_DASH = re.compile(r"^[\s\u00a0]*[\u2013\u2014]")
#: The ru guided turn's first card, where the play-test saw the dash start a line.
GUIDED_INTRO = "tycoon_info.guide.intro"


def dashed_texts(language: str) -> list[str]:
    """Every text of the language with a spaced dash between words."""
    return [text for path in sorted(locales_dir().glob(f"*.{language}.json"))
            for text in leaves(read_locale_file(path, language))
            if " \u2014 " in text or " \u2013 " in text]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_house_wrap_never_starts_a_line_with_a_dash(language):
    texts = dashed_texts(language)
    assert texts, "the language has texts with a spaced dash"
    for text in texts:
        for width in range(60, 600, 9):
            lines = wrap(text, 14, width)
            assert " ".join(lines).split() == text.split(), "the words are kept as they were"
            assert not any(STARTS_WITH_DASH.match(line) for line in lines), (width, lines)
            if language == "ru":
                assert not any(ends_short(line) for line in lines), (width, lines)


@pytest.mark.parametrize("app_language", ["ru"])
def test_a_tooltip_never_starts_a_row_with_a_dash(app, app_language):
    text = app.tr(GUIDED_INTRO).split("\n")[0]
    assert "компьютер \u2014 Синий" in text
    for width in range(120, 520, 6):
        tip = app.manager.create_tool_tip(text, (400, 300), (0, 10), None, None,
                                          wrap_width=width)
        app.run_frames(1)
        rows = [text_fit.row_text(row) for row in tip.text_block.text_box_layout.layout_rows]
        tip.kill()
        assert rows and not any(STARTS_WITH_DASH.match(row) for row in rows), (width, rows)
        assert not any(ends_short(row) for row in rows), (width, rows)


@pytest.mark.parametrize("app_language", ["ru"])
def test_the_guided_turns_card_never_starts_a_row_with_a_dash(app, app_language):
    """The card the play-test saw: Tycoon's guided turn, its first step, in Russian."""
    from game.tycoon.howto.guided import GuidedTurnScene

    app.settings.animation_speed = "instant"
    guide = app.scenes.push(GuidedTurnScene(app))
    app.run_frames(2)
    assert guide.step_name == "intro"
    rows = [text_fit.row_text(row) for row in guide.text.text_box_layout.layout_rows]
    assert any("компьютер" in row for row in rows), rows
    assert not any(STARTS_WITH_DASH.match(row) for row in rows), rows
    assert not any(ends_short(row) for row in rows), rows
