"""The scoring sheet's row names stand at one size (issue 31 point 8: the Russian ring row was
shrunk below the branches' because "Кольцевая автострада" did not fit its column)."""

from __future__ import annotations

import dataclasses
import re

import pygame
import pytest

from game.core.i18n import translate
from game.core.setup import Seat
from game.speedtycoon.rules.data import BRANCHES
from game.speedtycoon.scenes import keys
from game.speedtycoon.view import score_sheet
from game.ui import fonts
from tests.support.drawn import blits_recorded

ROWS = ("ring", "zones", "sustainability", "loans", "total")


pytestmark = pytest.mark.usefixtures("display")


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_every_row_name_fits_its_column_at_14_px(lang):
    room = score_sheet.FIRST_COLUMN - 44  # as draw_sheet gives the label
    labels = [translate(f"speedtycoon_play.sheet.{row}", lang) for row in ROWS]
    labels += [translate(keys.BRANCH[b], lang) for b in BRANCHES]
    for label in labels:
        assert fonts.size_of(label, 14)[0] <= room, f"{label} would be drawn smaller"


def test_the_sheet_hides_the_table_under_it():
    """The sheet was a shade the empire showed through: drawn over black and over white,
    everything inside its rounded frame is the same."""
    from game.speedtycoon import rules
    from game.speedtycoon.rules import queries

    state = rules.new_game(2, 1, {"game_type": "classic"})
    words = score_sheet.SheetWords("Startup", tuple(BRANCHES), "ring", "zones", "sus", "loans",
                                   "total", ("Anna", "Ben", "Fund"))
    drawn = []
    for ground in ((0, 0, 0), (255, 255, 255)):
        surface = pygame.Surface((960, 400))
        surface.fill(ground)
        score_sheet.draw_sheet(surface, queries.what_if(state), None, None,
                               ["red", "blue"], words)
        inside = score_sheet.SHEET.inflate(-20, -20)
        drawn.append(pygame.image.tobytes(surface.subsurface(inside), "RGB"))
    assert drawn[0] == drawn[1]


def test_the_russian_majorities_title_opens_with_the_scoring_and_no_capital_mid_sentence(
        app, monkeypatch):
    """The M sheet's title said «Лидеры отраслей — Подсчёт «Венчурный капитал», …»: the
    scoring's name, capitalised as a title, stood mid-sentence; now it opens the title."""
    from game.speedtycoon.scenes import table_picture
    from tests.speedtycoon_scenes.test_clicking import exact_start, open_table

    titles = []
    drawn = table_picture.score_sheet.draw_sheet
    monkeypatch.setattr(table_picture.score_sheet, "draw_sheet",
                        lambda surface, view, counts, doubled, colours, words, **kw:
                        titles.append(words.title) or drawn(surface, view, counts, doubled,
                                                            colours, words, **kw))
    app.set_language("ru")
    board = open_table(app, exact_start()[0])
    board.majorities = True
    app.run_frames(2)
    assert titles, "the majorities sheet was drawn"
    title = titles[-1]
    assert title.startswith("Подсчёт «Стартап»"), title
    assert not re.search(r"\S\s+[А-ЯЁ]", title.replace("«Стартап»", "")), title


@pytest.mark.parametrize("game_type", ["classic", "tycoon"])
def test_a_module_not_in_play_has_no_row_on_the_sheet(app, monkeypatch, game_type):
    """A classic game's sheet listed special zones, sustainability and loans, each a row of
    noughts for a rule the table does not have (play-test, ru and de: "Кредиты 0 0", with no
    loan to take anywhere); the Tycoon type plays those modules and keeps their rows."""
    from game.speedtycoon.scenes import table_picture
    from tests.speedtycoon_scenes.test_clicking import exact_start, open_table

    written = []
    real = score_sheet.blit_text
    monkeypatch.setattr(score_sheet, "blit_text", lambda surface, text, *args, **kw:
                        written.append(text) or real(surface, text, *args, **kw))
    board = open_table(app, exact_start(game_type)[0], game_type=game_type)
    board.majorities = True
    app.run_frames(2)
    assert table_picture.score_sheet.blit_text is not real
    modules = [app.tr(f"speedtycoon_play.sheet.{row}") for row in ("zones", "sustainability",
                                                                    "loans")]
    for row in ("ring", "total"):
        assert app.tr(f"speedtycoon_play.sheet.{row}") in written
    assert [m in written for m in modules] == [game_type == "tycoon"] * 3, written


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_six_seats_names_over_the_sheet_fit_whole_or_shortened_at_one_readable_size(
        lang, monkeypatch):
    """Six computers in ru: «Фиолетовый (средний)» went down to 9 px over its column and
    still ran under the next one. The names stand at one size, 11 px or more, each in its
    column: whole where all fit, else by colour (the players' column names the level), a
    word still too wide shortened with a full stop, never cut."""
    from game.scenes.seat_rows import seat_names, short_names
    from game.speedtycoon import rules
    from game.speedtycoon.rules import queries
    from game.ui.result_table import SMALL

    say = lambda key, **params: translate(key, lang, **params)  # noqa: E731
    seats = [Seat("computer", "", colour, "normal") for colour in keys.COLOUR]
    names = tuple(seat_names(seats, keys.COLOUR, say))
    words = score_sheet.SheetWords("Startup", tuple(BRANCHES), "ring", "zones", "sus", "loans",
                                   "total", names,
                                   short=tuple(short_names(seats, names, keys.COLOUR, say)))
    written = []
    real = score_sheet.blit_text

    def record(surface, label, pos, size=14, *args, **kwargs):
        rect = real(surface, label, pos, size, *args, **kwargs)
        written.append((label, size, rect))
        return rect

    monkeypatch.setattr(score_sheet, "blit_text", record)
    state = rules.new_game(6, 1, {"game_type": "classic"})
    score_sheet.draw_sheet(pygame.Surface((960, 400)), queries.what_if(state), None, None,
                           list(keys.COLOUR), words)
    width = (score_sheet.SHEET.w - score_sheet.FIRST_COLUMN - 20) // 6
    heads = written[1:7]  # the title, then the six names
    assert len({size for _label, size, _rect in heads}) == 1, "one size for all"
    for (label, size, rect), whole in zip(heads, names, strict=True):
        assert size >= SMALL and rect.w <= width - 12, (label, size, rect)
        assert all(word == full or word.endswith(".") and full.startswith(word[:-1])
                   for word, full in zip(label.split(" "), whole.split(" "), strict=False)), \
            (label, whole)


#: Typed names of the profile limit's length (MAX_NAME_LENGTH, 24) in the scripts the table's
#: font writes: words that each fit a six-seat column but not together, and one long word.
LONG_NAMES = ("Maximiliane Wolkenstein", "Ширшова-Жуковская Юлия", "Αικατερίνη Παπαδοπούλου",
              "Wolkensteinmaximilianowa")


@pytest.mark.parametrize("app_language", ["de", "ru"])
@pytest.mark.parametrize("typed", LONG_NAMES)
def test_a_long_typed_name_is_shortened_over_its_column_and_whole_in_its_tooltip(
        app, monkeypatch, typed, app_language):
    """The M sheet at six seats wrote a person's long typed name whole: shrunk to 9 px it still
    ran under the next column. It is shortened as the sheet shortens a computer's colour
    (a full stop for what is left out) and says its whole in a tooltip on hover."""
    from game.core.names import MAX_NAME_LENGTH
    from game.ui.result_table import SMALL
    from tests.speedtycoon_scenes.test_clicking import open_table
    from tests.text_fit import broken_rows, drawn_texts, tip_words

    assert len(typed) <= MAX_NAME_LENGTH
    seats = (Seat("human", typed, "purple"),
             *(Seat("computer", "", colour, "normal") for colour in keys.COLOUR
               if colour != "purple"))[:6]
    board = open_table(app, 1, seats=seats)
    board.majorities = True
    drawn = drawn_texts(monkeypatch)
    app.run_frames(2)
    spot = score_sheet.name_rects(board.sheet_words(""))[0]
    room = score_sheet.column_width(score_sheet.SHEET, 6) - 12
    heads = [(text, px) for text, px in drawn if text.endswith(".")
             and typed.startswith(text[:-1])]
    assert heads, f"the name is shortened: {drawn[:12]}"
    label, px = heads[-1]
    assert px >= SMALL and fonts.size_of(label, px, True)[0] <= room, (label, px, room)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: spot.center)
    app.run_frames(90)  # 1.5 s of hovering; the theme's delay is 1 s
    tip = board.sheet_tips.tips[0].tool_tip
    assert tip is not None and tip_words(tip) == typed
    assert broken_rows(tip.text_block) == []
    board.majorities = False
    app.run_frames(2)
    assert board.sheet_tips.tips == [], "no tooltip without the sheet"


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_a_negative_row_is_written_with_a_true_minus(lang, monkeypatch):
    """speedleft3's play-test (ru, six seats): the IPO sheet's sustainability row read "-1",
    a hyphen, where the house writes a loss with a true minus (docs/languages.md)."""
    from game.speedtycoon import rules
    from game.speedtycoon.rules import queries

    written = blits_recorded(monkeypatch, score_sheet)
    state = rules.new_game(2, 1, {"game_type": "tycoon"})
    done = dataclasses.replace(queries.what_if(state), sustainability=(0, -1))
    words = score_sheet.SheetWords("IPO", tuple(BRANCHES), "ring", "zones", "sus", "loans",
                                   "total", ("Anna", "Ben", "Fund"), language=lang)
    score_sheet.draw_sheet(pygame.Surface((960, 400)), done, None, None, ["red", "blue"],
                           words)
    drawn = [label for label, _rect in written]
    assert "\u22121" in drawn, drawn
    assert "-1" not in drawn
