"""Easy never proposes a trade (levels.EASY: `proposes=False`): a person waiting for an offer
from it waited in vain. The new-game screen says so on the level's button (its tooltip, and
the hint line while it has the focus) and the how-to's trade chapter says it too, in de, en
and ru (prop22)."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import set_language, tr
from game.property.bot.levels import EASY, STYLES
from game.property.scenes.new_game_scene import KrakenBayNewGame
from tests.property_scenes.test_howto import open_book
from tests.text_fit import tip_words

#: How each language says that it never proposes a trade.
NEVER = {"de": "Schlägt nie einen Handel vor", "en": "Never proposes a trade",
         "ru": "Никогда не предлагает сделок"}
HOWTO = {"de": "schlägt nie einen Handel vor", "en": "never proposes a trade",
         "ru": "никогда не предлагает сделок"}


def test_easy_is_the_level_that_proposes_none():
    assert not EASY.proposes and all(style.proposes for level, style in STYLES.items()
                                     if level != "easy")


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_easy_button_says_it_never_proposes_a_trade(app, monkeypatch, language):
    app.set_language(language)
    screen = app.scenes.push(KrakenBayNewGame(app))
    app.run_frames(2)
    button = screen.rows[1].kinds.buttons["easy"]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: button.rect.center)
    app.run_frames(90)  # 1.5 s of hovering; the theme's delay is 1 s
    assert button.tool_tip is not None
    assert NEVER[language] in tip_words(button.tool_tip).replace("\u00a0", " ")
    for level in ("normal", "hard"):
        tip = screen.rows[1].kinds.buttons[level].tool_tip_text
        assert tip and tr(tip) != tip and NEVER[language] not in tr(tip)
    for level in ("easy", "normal", "hard"):   # focused: the hint line says it, whole
        screen.ring.focus(screen.rows[1].kinds.buttons[level])
        app.run_frames(2)
        said = tr(screen.hint.text)
        assert screen.hint.text.endswith(f"level_{level}_tip")
        assert screen.hint.font.size(said)[0] <= screen.hint.rect.width - 8, said
    set_language("en")


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_how_tos_trade_chapter_says_it(app, language):
    app.set_language(language)
    book = open_book(app, "kraken_bay")
    chapter = next(i for i, c in enumerate(book.chapters) if c.id == "trade")
    app.click(book.chapter_buttons[chapter])
    assert HOWTO[language] in book.chapters[chapter].text.replace("\u00a0", " ")
    assert book.text.scroll_bar is None, "the chapter's text whole on its page"
    set_language("en")
