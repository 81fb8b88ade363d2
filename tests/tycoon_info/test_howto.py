"""How to play: every page in both languages with its picture, and a guided first turn that
really buys, flies and builds, then explains payday with the rules' own numbers."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.title_entries import TitleEntry
from game.tycoon.howto.guided import GuidedTurnScene
from game.tycoon.howto.howto_scene import CHAPTERS, HowToPlayScene
from game.tycoon.panels.words import Words
from game.tycoon.rules import board, payday_preview
from tests.languages import TYCOON_LANGUAGES
from tests.support.howto import asks_for_a_click, coach_says, distinct_colours

TITLE_LINE = TitleEntry("how_to_play", "app.title.how_to_play",
                        "game.tycoon.howto.howto_scene:HowToPlayScene")


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_every_page_opens_with_its_text_and_picture(make_app, lang):
    app = make_app(lang)
    app.scenes.push(TITLE_LINE.scene_class()(app))
    app.run_frames(2)
    scene = app.scenes.top
    assert isinstance(scene, HowToPlayScene)
    seen = set()
    for i, button in enumerate(scene.chapter_buttons):
        app.click(button)
        assert scene.page == i
        title = scene.title.text
        assert title == CHAPTERS[i].title
        body = app.tr(CHAPTERS[i].text)
        assert len(body) > 200 and "%{" not in body
        seen.add(body)
        assert distinct_colours(scene.picture(CHAPTERS[i].id)) > 12
    assert len(seen) == len(CHAPTERS)
    app.press_key(pygame.K_LEFT)
    assert scene.page == len(CHAPTERS) - 2
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert not isinstance(app.scenes.top, HowToPlayScene)


def test_the_german_and_english_pages_say_different_things(make_app):
    app = make_app("de")
    german = [app.tr(chapter.text) for chapter in CHAPTERS]
    app.set_language("en")
    english = [app.tr(chapter.text) for chapter in CHAPTERS]
    assert all(de != en for de, en in zip(german, english, strict=True))


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_the_guided_turn_buys_flies_builds_and_explains_payday(make_app, lang):
    app = make_app(lang)
    app.settings.animation_speed = "instant"
    howto = HowToPlayScene(app)
    app.scenes.push(howto)
    app.run_frames(1)
    app.click(howto.guided)
    guide = app.scenes.top
    assert isinstance(guide, GuidedTurnScene)
    app.press_key(pygame.K_SPACE)  # the introduction
    for expected in ("buy", "fly", "build"):
        assert guide.step_name == expected
        target = guide.target()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target.center,
                                             button=1))
        app.run_frames(2)
    state = guide.state
    city = board.city_index(guide.city)
    assert state.chain[city * board.BUILD_LOTS] == 0  # your hotel on the first lot
    assert state.money[0] < board.START_MONEY
    app.click(guide.go)  # end the turn
    assert state.current_player == 1
    assert guide.step_name == "payday"
    money = Words(lang, ("", "")).money(payday_preview(state)[0].total)
    assert money in guide.text_of_step()
    app.click(guide.go)
    assert app.scenes.top is howto


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_the_coach_asks_to_choose_what_enter_does_too(make_app, lang):
    """The lesson said "Click the glowing card", "Click Cairo", "Click the glowing lot" though
    Enter (or Space) does each step as well, as the keys choose them in a game (keylate): it
    asks to choose, and Enter alone takes the lesson through the turn."""
    app = make_app(lang)
    app.settings.animation_speed = "instant"
    guide = GuidedTurnScene(app)
    app.scenes.push(guide)
    app.run_frames(2)
    while guide.step_name != "payday":
        said = coach_says(guide)
        assert not asks_for_a_click(said), (guide.step_name, said)
        app.press_key(pygame.K_RETURN, frames=2)
    assert not asks_for_a_click(coach_says(guide))
    state = guide.state
    assert state.chain[board.city_index(guide.city) * board.BUILD_LOTS] == 0, "Enter built"
    assert state.current_player == 1, "Enter ended the turn"


def test_the_winners_podium_keeps_its_planes_whole_inside_the_picture(make_app):
    """Play-test (en, 1280x800): the last page's red plane, over the highest column, had its
    wing cut off by the picture's top edge."""
    app = make_app("en")
    picture = HowToPlayScene(app).make_pictures().end()
    panel = picture.get_at((0, 0))
    for y in range(4):
        assert all(picture.get_at((x, y)) == panel for x in range(picture.get_width())), y


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_the_help_page_names_the_keys_for_the_news_and_the_cards(lang):
    """A keyboard player learns N (the news since their last turn) and Tab (a ticket's or a
    city's card) where the other keys are told (tycoonkeys: both opened only under the
    pointer before), and the Left / Right arrow keys (a city's runways and lots, named in
    words: the text font has no arrow glyphs; tycoonkeys2)."""
    text = Words(lang, ("Anna", "Ben")).t("tycoon_info.howto.end.text")
    arrows = {"de": "Pfeiltasten", "en": "arrow keys", "ru": "стрелки"}[lang]
    assert "<b>N</b>" in text and "Tab" in text and arrows in text, text
