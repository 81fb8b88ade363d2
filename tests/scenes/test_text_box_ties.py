"""Every pygame-gui text box keeps a one-letter Russian word with the next and a spaced dash
with the word before (game/ui/text_box.py): pygame-gui wraps at plain spaces only, so a how-to
page, a dialog or a Tycoon panel could end a row on «в» or start one with «—». Each box the app
makes there is read row by row, in ru and de at 1280x800, and its text still fits
(tests/text_fit.broken_rows)."""

from __future__ import annotations

import html
import re

import pygame
import pytest
from pygame_gui.elements import UITextBox

from game.core.i18n import read_locale_file
from game.core.paths import locales_dir
from game.games import playable_games
from game.scenes.notice import NoticeScene
from game.scenes.question import QuestionScene
from game.tycoon.panels.panel_names import PANELS
from tests import text_fit
from tests.scenes.test_short_words import ends_short
from tests.test_dashes import leaves
from tests.tycoon_info.host import HostScene
from tests.tycoon_view.games import mid_game

LANGUAGES = ["de", "ru"]
STARTS_WITH_DASH = re.compile(r"^[\s\u00a0]*[\u2013\u2014]")
#: A spaced dash or a one-letter Russian word: the texts a row could break wrongly at.
TIED = re.compile(r" [\u2013\u2014](\s|$)|(^|[\s«„\"'(])[«„\"'(]?[А-Яа-яЁё] ")


def untied(app) -> list[str]:
    """`row | next row` for each row of a shown text box that starts with a dash or ends on
    a one-letter Russian word, and each `broken_rows` entry."""
    out = []
    for box in app.manager.get_sprite_group().sprites():
        if not isinstance(box, UITextBox) or not box.visible:
            continue
        rows = [text_fit.row_text(row) for row in box.text_box_layout.layout_rows]
        out += [f"{row!r} | {after!r}" for row, after in zip(rows, rows[1:], strict=False)
                if STARTS_WITH_DASH.match(after) or ends_short(row)]
        out += text_fit.broken_rows(box)
    return out


def boxes_shown(app) -> int:
    return sum(isinstance(box, UITextBox) and box.visible
               for box in app.manager.get_sprite_group().sprites())


@pytest.mark.parametrize("app_language", LANGUAGES)
def test_every_how_to_page_keeps_its_short_words(app, app_language):
    books = [entry for entry in playable_games() if entry.howto_scene]
    assert len(books) == 4
    for entry in books:
        book = entry.howto_class()(app)
        app.scenes.push(book)
        for page, chapter in enumerate(book.chapters):
            book.show(page)
            app.run_frames(1)
            assert boxes_shown(app) >= 1
            assert untied(app) == [], (entry.id, chapter.id)
        app.scenes.pop()
        app.run_frames(1)


def texts_to_tie(language: str, namespaces) -> list[str]:
    """Every text of `namespaces` (a test on a namespace's name) that a row could break
    wrongly at, its placeholders left as they are."""
    return [text for path in sorted(locales_dir().glob(f"*.{language}.json"))
            if namespaces(path.name.split(".")[0])
            for text in leaves(read_locale_file(path, language))
            if TIED.search(text) and "<" not in text]


@pytest.mark.parametrize("app_language", LANGUAGES)
def test_the_common_dialogs_keep_their_short_words(app, app_language):
    """The shared namespaces' texts in a notice and a question card (every dialog_text)."""
    texts = texts_to_tie(app_language, lambda namespace: "_" not in namespace)
    assert texts, "the language has such texts"
    for text in texts:
        for dialog in (NoticeScene(app, "app.common.ok", text),
                       QuestionScene(app, "app.common.ok", text, [("ok", "app.common.ok")], "ok",
                                     lambda _answer: None)):
            app.scenes.push(dialog)
            app.run_frames(1)
            assert boxes_shown(app) == 1
            assert untied(app) == [], text
            app.scenes.pop()
    app.run_frames(1)


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])  # en: its spaced dashes
def test_every_tycoon_panel_keeps_its_short_words(app, app_language):
    """The panels as a mid game shows them, then the hint panel (the one panel that is a text
    box; the others draw through the house wrap) with every Tycoon info text."""
    host = HostScene(app, mid_game())
    app.scenes.replace(host)
    shown = 0
    for name in PANELS:
        host.info.open(name)
        app.run_frames(1)
        shown += boxes_shown(app)
        assert untied(app) == [], name
    assert shown >= 1
    host.info.open("hint")
    texts = texts_to_tie(app_language, lambda namespace: namespace == "tycoon_info")
    assert texts, "the language has such texts"
    for text in texts:
        # the hint panel's one text box, at its width, with each text a hint could hold
        host.info._text.set_text(html.escape(text))
        app.run_frames(1)
        assert untied(app) == [], text


STYLED = ("Он долго живёт в <b>Москве</b> и работает с <i>Анной</i>",
          "Кто строит больше всех, тот уверенно ведёт игру в <b>Москве</b> и в <b>Токио</b>",
          "Склад «в <b>Москве</b>» стоит давно",
          "<b>Он долго живёт в</b> Москве и работает")
BEFORE_A_TAG = re.compile(r"(^|[\s«„\"'(>])[«„\"'(]?[А-Яа-яЁё](</[a-z]+>)* <")


def test_a_one_letter_word_before_a_style_change_stays_with_the_next_word(app):
    """pygame-gui lays out each style's run apart and may break a row between two runs, so
    «в» tied to «<b>Москве</b>» by a no-break space still ended a row (reviewfix4). Every
    such Russian text of the app, and a few made up, at widths from 150 to 520 px."""
    from game.ui.fonts import preload_text_fonts
    from game.ui.text_box import TextBox

    preload_text_fonts(app.manager)  # as the scenes with styled text boxes do
    made_up = list(STYLED)
    texts = [text for path in sorted(locales_dir().glob("*.ru.json"))
             for text in leaves(read_locale_file(path, "ru")) if BEFORE_A_TAG.search(text)]
    assert texts, "the app has such texts (tycoon_info: «в городе с <b>самой длинной…»)"
    for text in made_up + texts:
        words = re.sub(r"<[^>]+>", "", text).split()
        for width in range(150, 520, 7):
            box = TextBox(text, pygame.Rect(0, 0, width, 2000), manager=app.manager)
            rows = [text_fit.row_text(row) for row in box.text_box_layout.layout_rows]
            box.kill()
            assert not any(ends_short(row) for row in rows[:-1]), (width, rows)
            shown = "\n".join(rows).replace("-\n-", "")  # a long word cut "отремонтиро- -вать"
            assert "".join(shown.split()) == "".join(words), (width, rows)


QUOTED = ("Er baut in „<b>Tokio</b>“ und danach in „<i>Kairo</i>“, dann fliegt er heim",
          "Der Zug „<b>Hotel in Kairo bauen</b>“ hätte dir 12 Mio. mehr gebracht, sagt er.",
          "The move \"<b>Build a hotel in Cairo</b>\" would have paid 12 M more, it says.",
          "Он строит в «<b>Токио</b>» и в «<i>Каире</i>», потом летит домой")
#: A row that starts with a closing mark apart from its word, or ends on an opening quote apart
#: from its word (“ opens in en and closes in de: apart from the word tells which).
STARTS_CLOSING = re.compile(r"^[\s\u00a0]*[“”\"»,.:;!?)]+(\s|$)")
ENDS_OPENING = re.compile(r"(^|\s)[„“«\"(]+[\s\u00a0]*$")


def test_a_quote_close_to_a_styled_word_stays_with_it(app):
    """pygame-gui may break a row where one style's piece meets the next, also where no
    space stands, so a closing quote right after a bold or italic word started a row
    («Kairo bauen» | «“ hätte dir») and an opening quote ended one (pt-tycoon5). In de, en
    and ru, at widths from 120 to 520 px, with every word still shown."""
    from game.ui.fonts import preload_text_fonts
    from game.ui.text_box import TextBox

    preload_text_fonts(app.manager)
    for text in QUOTED:
        words = re.sub(r"<[^>]+>", "", text).split()
        for width in range(120, 520, 3):
            box = TextBox(text, pygame.Rect(0, 0, width, 2000), manager=app.manager)
            rows = [text_fit.row_text(row) for row in box.text_box_layout.layout_rows]
            box.kill()
            assert not any(STARTS_CLOSING.match(row) for row in rows[1:]), (width, rows)
            assert not any(ENDS_OPENING.search(row) for row in rows[:-1]), (width, rows)
            shown = "\n".join(rows).replace("-\n-", "")
            assert "".join(shown.split()) == "".join(words), (width, rows)

AFTER_A_STYLE = ("<b>Gelb</b> hätte dir 12 Mio. mehr gebracht, sagt <i>er</i> dann",
                 "<b>Yellow</b> <i>would</i> have paid you 12 M more")


def test_no_row_starts_with_a_space_after_a_style_change(app):
    """pygame-gui may break a row where a bold or italic piece ends, and the plain piece after
    it kept its leading space: a row began « hätte dir 12» (smallfix). In de, en and ru, at
    widths from 120 to 520 px, no row after the first starts with a space, every word shown."""
    from game.ui.fonts import preload_text_fonts
    from game.ui.text_box import TextBox

    preload_text_fonts(app.manager)
    for text in (*QUOTED, *STYLED, *AFTER_A_STYLE):
        words = re.sub(r"<[^>]+>", "", text).split()
        for width in range(120, 520, 3):
            box = TextBox(text, pygame.Rect(0, 0, width, 2000), manager=app.manager)
            rows = [text_fit.row_text(row) for row in box.text_box_layout.layout_rows]
            box.kill()
            assert not any(row[:1].isspace() for row in rows[1:]), (width, rows)
            shown = "\n".join(rows).replace("-\n-", "")
            assert "".join(shown.split()) == "".join(words), (width, rows)
