"""How to play Speedtycoon: every chapter in every language with its picture from the real
table, pages turned by keys and buttons, and a guided first turn at the real table whose lit
targets, clicked as a person would, really buy with an exact payment, take money with the
bonus action and build on a green cell, then let the computer play its turn."""

from __future__ import annotations

import re

import pygame
import pytest

from game.core.i18n import translate
from game.games import game_entry
from game.speedtycoon.howto.guided import COACH_CURRENCY_KEYS, GuidedTable, coach_money
from game.speedtycoon.howto.howto_scene import CHAPTERS, SpeedtycoonHowTo
from game.speedtycoon.howto.pictures import Pictures
from game.speedtycoon.rules import geometry, queries
from game.speedtycoon.rules.data import CARD_KIND, CURRENCIES
from game.speedtycoon.scenes.table_scene import HOVER_DELAY
from game.speedtycoon.view import score_sheet
from game.speedtycoon.view import table_view as tv
from game.ui import fonts
from tests import text_fit
from tests.languages import languages_of_game
from tests.speedtycoon_scenes.autoplay import click_at
from tests.speedtycoon_scenes.test_cards_and_pause import rest_on
from tests.support.howto import (
    asks_for_a_click,
    coach_says,
    distinct_colours,
    turn_pages_there_and_back,
)
from tests.support.wait import until

LANGUAGES = languages_of_game("speedtycoon")
COMPUTER_WAIT = 60.0  # seconds the computer's turn may take at most (a worker process)
MOTION_FRAMES = 400  # frames of 0.05 s stepped at full speed before the wait naps


def open_book(app, lang: str) -> SpeedtycoonHowTo:
    app.set_language(lang)
    app.settings.animation_speed = "instant"
    book = game_entry("speedtycoon").howto_class()(app)
    app.scenes.push(book)
    app.run_frames(2)
    return book


def open_guide(app, lang: str = "en") -> tuple[SpeedtycoonHowTo, GuidedTable]:
    book = open_book(app, lang)
    app.click(book.guided)
    guide = app.scenes.top
    assert isinstance(guide, GuidedTable)
    app.run_frames(2)
    return book, guide


def wait_until_ready(app, guide) -> None:
    """Until the computer's turn is over: its motion has its frames, its thinking (in the
    worker, on the wall clock) up to COMPUTER_WAIT seconds."""
    until(app, guide.ready, COMPUTER_WAIT, frames=MOTION_FRAMES, dt=0.05)


def click_target(app, guide) -> None:
    """What a person does: click the lit thing (a board button through pygame-gui)."""
    button = guide.target_button()
    if button is not None:
        app.click(button)
        return
    target = guide.target()
    assert target is not None, guide.step_name
    click_at(app, target.center)
    app.run_frames(1)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_chapter_opens_with_its_own_text_and_a_picture_of_the_table(app, lang):
    book = open_book(app, lang)
    bodies = set()
    for i, button in enumerate(book.chapter_buttons):
        app.click(button)
        assert book.page == i
        assert book.title.text == CHAPTERS[i].title
        body = app.tr(CHAPTERS[i].text)
        assert len(body) > 300 and "%{" not in body and body != CHAPTERS[i].text
        bodies.add(body)
        picture = book.picture(CHAPTERS[i].id)
        assert picture.get_size() == (860, 300)
        assert distinct_colours(picture) > 12, CHAPTERS[i].id
    assert len(bodies) == len(CHAPTERS)


def test_the_languages_say_each_chapter_in_their_own_words(app):
    texts = {}
    for lang in LANGUAGES:
        app.set_language(lang)
        texts[lang] = [app.tr(chapter.text) for chapter in CHAPTERS]
    for a in LANGUAGES:
        for b in LANGUAGES:
            if a < b:
                assert all(x != y for x, y in zip(texts[a], texts[b], strict=True)), (a, b)


def test_pages_turn_by_keys_and_buttons_and_esc_goes_back(app):
    book = open_book(app, "en")
    assert not book.prev.is_enabled
    turn_pages_there_and_back(app, book)
    app.press_key(pygame.K_LEFT)
    assert book.page == 0, "no page before the first"
    app.click(book.chapter_buttons[-1])
    assert not book.next.is_enabled
    app.press_key(pygame.K_RIGHT)
    assert book.page == len(CHAPTERS) - 1, "no page after the last"
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is not book


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_guided_turn_names_its_game_type_as_the_new_game_screen_does(app, lang):
    """Play-test (en, 1920x1080): the English coach said "you play Klassisch"."""
    _book, guide = open_guide(app, lang)
    assert guide.step_name == "intro"
    name = app.tr("speedtycoon_play.new_game.type_classic")
    assert name in guide.text_of_step()
    others = {translate("speedtycoon_play.new_game.type_classic", other)
              for other in LANGUAGES if other != lang} - {name}
    assert not any(other in guide.text_of_step() for other in others)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_modules_page_names_the_game_types_as_the_new_game_screen_does(lang):
    """Play-test (en, 1280x800): the English page said "**Klassisch** uses none of them"
    beside its own picture's "Classic" (the guide's coach had been fixed, the page not)."""
    text = translate("speedtycoon_howto.chapter.modules.text", lang)
    bold = {word.strip("«»") for word in re.findall(r"<b>(.*?)</b>", text)}
    for kind in ("classic", "modern", "tycoon"):
        key = f"speedtycoon_play.new_game.type_{kind}"
        name = translate(key, lang)
        others = {translate(key, other) for other in LANGUAGES} - {name}
        assert name in bold and not others & bold, (lang, name, bold)


def test_the_guided_turn_done_by_clicking_the_lit_targets_is_a_real_turn(app):
    book, guide = open_guide(app)
    s = guide.match.state
    place, tile = guide.place, guide.tile
    hand_before = list(s.hands[0])
    click_target(app, guide)  # the introduction points at the depot
    assert guide.step_name == "market"
    assert guide.target() == tv.place_rect(place)
    click_target(app, guide)
    assert guide.marks.place == place
    verdict = queries.payment_verdict(s, 0, place, guide.marks.payment)[0]
    assert verdict == "exact", "the guide buys with an exact payment"
    assert guide.step_name == "buy"
    click_target(app, guide)
    s = guide.match.state
    assert tile in s.tray and s.market[place] != tile, "the building was bought"
    assert len(s.hands[0]) == len(hand_before) - len(guide.payment)
    assert s.turn == 0 and s.current_player == 0, "an exact payment leaves another action"
    hand = len(s.hands[0])
    while guide.step_name.startswith("card"):
        index = guide.card_to_pick()
        assert guide.target() == tv.display_rect(index)
        click_target(app, guide)
        assert index in guide.marks.display
    assert guide.step_name == "take"
    picked = sorted(CARD_KIND[s.display[i]] for i in guide.marks.display)
    assert picked == sorted(guide.take)
    click_target(app, guide)
    s = guide.match.state
    assert len(s.hands[0]) == hand + len(guide.take), "the money was taken"
    assert guide.step_name == "place"
    cell = guide.green_cell()
    assert cell in queries.legal_cells(s, 0, tile), "the lit cell is a legal one"
    click_target(app, guide)
    s = guide.match.state
    assert s.emp[0].get(geometry.cell(*cell)) == tile, "the building stands on that cell"
    assert guide.step_name == "computer"
    turns = s.turn_no
    wait_until_ready(app, guide)
    app.click(guide.go)
    s = guide.match.state
    assert s.turn_no > turns and s.turn == 0, "the computer played its turn, now it is yours"
    assert guide.step_name == "again"
    app.click(guide.go)
    assert app.scenes.top is book


def test_the_button_and_space_do_the_same_steps_as_the_clicks(app):
    _book, guide = open_guide(app)
    app.press_key(pygame.K_SPACE)
    app.click(guide.go)
    assert guide.marks.place == guide.place
    app.press_key(pygame.K_RETURN)
    assert guide.tile in guide.match.state.tray


def test_m_shows_the_majorities_in_the_guide_as_in_a_game_and_esc_closes_them_first(app):
    """Play-test (en, 1280x800): the last step's coach says "M shows the majorities", and M
    did nothing in the guide."""
    book, guide = open_guide(app)
    app.press_key(pygame.K_m)
    assert guide.majorities and guide.step_name == "intro"
    assert not guide.coach.get_abs_rect().colliderect(score_sheet.SHEET), "coach over the sheet"
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert not guide.majorities and app.scenes.top is guide, "Esc closed the sheet first"
    app.press_key(pygame.K_m)
    app.press_key(pygame.K_SPACE)
    assert guide.step_name == "market" and not guide.majorities, "a step closes the sheet"
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is book


def test_a_click_beside_the_target_does_nothing(app):
    _book, guide = open_guide(app)
    guide.advance()
    assert guide.step_name == "market"
    other = next(p for p in range(4) if p != guide.place)
    click_at(app, tv.place_rect(other).center)
    app.run_frames(1)
    assert guide.step_name == "market" and guide.marks.place is None


def test_esc_leaves_the_guide_from_any_step(app):
    book, guide = open_guide(app)
    names = [step.name for step in guide.steps]
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is book
    for count in range(1, len(names)):
        app.click(book.guided)
        guide = app.scenes.top
        for _ in range(count):
            wait_until_ready(app, guide)
            guide.advance()
        assert guide.step_name == names[count]
        app.press_key(pygame.K_ESCAPE, frames=2)
        assert app.scenes.top is book, names[count]


def test_a_language_switch_keeps_the_step_and_the_picks(app):
    _book, guide = open_guide(app, "en")
    while not guide.step_name.startswith("card"):
        guide.advance()
    guide.advance()
    step, picked = guide.step, set(guide.marks.display)
    english = guide.text_of_step()
    for lang in ("de", "ru"):
        app.set_language(lang)
        app.run_frames(1)
        assert guide.step == step and guide.marks.display == picked
        assert guide.text_of_step() != english
        assert guide.go.text == guide.steps[step].button
    click_target(app, guide)
    assert guide.step == step + 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_fits_and_the_coach_leaves_the_target_free(app, lang):
    book = open_book(app, lang)
    for i in range(len(CHAPTERS)):
        book.show(i)
        app.run_frames(1)
        assert text_fit.clipped(book.container, 8, visible_only=True) == [], CHAPTERS[i].id
        assert not set(app.tr(CHAPTERS[i].text)) & set(fonts.GLYPHS), CHAPTERS[i].id
    app.click(book.guided)
    guide = app.scenes.top
    for step in guide.steps:
        app.run_frames(1)
        assert guide.step_name == step.name
        assert text_fit.clipped(guide.container, 8, visible_only=True) == [], step.name
        assert guide.text.scroll_bar is None, step.name  # the step's text whole
        # the text box's font lacks these signs (the table draws them from its glyph font)
        assert not set(guide.text_of_step()) & set(fonts.GLYPHS), step.name
        coach = guide.coach.get_abs_rect()
        target = guide.target()
        assert target is None or not coach.colliderect(target), step.name
        assert not coach.colliderect(tv.DEPOT) and not coach.colliderect(tv.PLAYERS)
        if step is not guide.steps[-1]:
            wait_until_ready(app, guide)
            guide.advance()


def test_the_tables_menu_is_greyed_as_in_every_lesson_and_undo_and_hint_are_not_offered(app):
    """The Menu is greyed, as in the property lesson (lessonleft: it left the lesson at once
    here); Esc, as its tip says, leaves."""
    book, guide = open_guide(app)
    guide.advance()
    guide.advance()
    guide.advance()  # bought: in a game, undo would be offered now
    assert not guide.buttons["undo"].visible
    assert not guide.buttons["hint"].visible, "a Hint that does nothing in the lesson"
    assert guide.buttons["menu"].visible and not guide.buttons["menu"].is_enabled
    app.click(guide.buttons["menu"], frames=2)
    assert app.scenes.top is guide
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is book


def test_closing_the_window_is_not_swallowed_by_the_guide(app):
    _book, guide = open_guide(app)
    assert guide.handle_event(pygame.event.Event(pygame.QUIT)) is False
    assert guide.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0,
                                                 unicode="m", scancode=0)) is True


def test_the_pictures_are_the_tables_own_drawing(app):
    """The building page lights the waiting tile's legal cells in the table's green, and the
    paying page shows the depot's own hint line for the exact payment."""
    book = open_book(app, "en")
    green = tv.CELL_RGB[queries.GREEN]
    building = book.picture("building")
    assert any(building.get_at((x, y))[:3] == green
               for x in range(0, 520, 2) for y in range(0, 300, 2))
    plain = Pictures(app.tr).paying()
    without_hint = Pictures(lambda key, **params: "" if key == "speedtycoon_play.pay.exact"
                            else app.tr(key, **params)).paying()
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(without_hint, "RGB")


def test_the_guide_plays_its_own_seed_and_refuses_a_deal_that_cannot_teach_the_turn():
    from game.speedtycoon.howto.guided import GUIDE_SEED, OPTIONS, guide_seed, plan_steps
    from game.speedtycoon.rules import new_game

    assert guide_seed() == GUIDE_SEED
    deals = (new_game(2, seed, OPTIONS) for seed in range(50))
    computer_first = next(s for s in deals if s.current_player == 1)
    assert plan_steps(computer_first) is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_coach_writes_every_currency_as_a_word(app, lang):
    """Issue 31: a take of Yuan and Yen read "4 Yuan + ¥1" (¥ is the Yen here): the coach
    writes no sign at all, each currency its own word, the value kept."""
    said = {sign: coach_money(lambda key, **p: translate(key, lang, **p), f"{sign}4")
            for sign in CURRENCIES}
    assert len(set(said.values())) == 4
    for text in said.values():
        assert "4" in text and not set(CURRENCIES) & set(text)


def test_what_the_computer_did_is_not_hidden_under_the_coach(app):
    """Playtest: back on the person's turn the "since your last turn" card (what the computer
    just did) came up under the coach, where nobody could read it."""
    _book, guide = open_guide(app)
    while guide.step_name != "computer":
        guide.advance()
        app.run_frames(1)
    wait_until_ready(app, guide)
    app.run_frames(2)
    card = guide.game_log.card_rect
    assert card is not None, "the computer's turn is summed up"
    assert not guide.coach.get_abs_rect().colliderect(card)
    guide.advance()
    app.run_frames(1)
    assert guide.step_name == "again"
    assert not guide.coach.get_abs_rect().colliderect(guide.game_log.card_rect)


def test_a_hover_card_leaves_the_next_target_and_the_coach_in_sight(app):
    """Playtest: resting on the first card picked for the bonus take, its hover card covered
    the next card to pick (the spotlight ring drew over the hover card); resting on the market
    building, its card slid under the coach."""
    _book, guide = open_guide(app)
    while not guide.step_name.startswith("card"):
        guide.advance()
        app.run_frames(1)
    click_target(app, guide)
    picked = tv.display_rect(next(iter(guide.marks.display)))
    rest_on(app, picked.center, HOVER_DELAY * 2)
    card = guide.hover_card()
    assert card is not None, "the picked card tells what it is"
    spot = guide.card_spot(card.get_size(), guide.pointer, None)
    assert not spot.colliderect(guide.target()), "the next card to pick stays in sight"
    assert not spot.colliderect(guide.coach.get_abs_rect())


def test_what_the_computer_did_leaves_the_city_in_sight_as_at_a_game(app):
    """The lesson's "since your last turn" card stood at a fixed spot in the empire's right
    strip, over a city panned there; it now takes the table's own place (the first corner
    that covers nothing in use) and still leaves the coach in sight."""
    _book, guide = open_guide(app, "ru")
    while guide.step_name != "computer":
        guide.advance()
        app.run_frames(1)
    wait_until_ready(app, guide)
    guide.advance()
    app.run_frames(2)
    assert guide.step_name == "again"
    card = guide.game_log.card_rect
    assert card is not None, "the computer's turn is summed up"
    old = pygame.Rect(tv.EMPIRE.right - 8 - card.w, tv.EMPIRE.y + 30, *card.size)
    hq = guide.camera.cell_rect(0, 0)
    guide.camera.pan(old.centerx - hq.centerx, old.y + 40 - hq.centery)
    app.run_frames(2)
    cells = [guide.camera.cell_rect(*geometry.xy(c)) for c in guide.match.state.emp[0]]
    assert any(old.colliderect(cell) for cell in cells), "the case: the old spot covers it"
    card = guide.game_log.card_rect
    assert card is not None and tv.EMPIRE.contains(card)
    assert not any(card.colliderect(cell) for cell in cells), (card, cells)
    assert not guide.coach.get_abs_rect().colliderect(card)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_coach_says_the_computer_plays_only_while_it_does(app, lang):
    """Playtest howtoleft: "Now Red plays – watch the table" stayed up after Red's one quick
    move was done. While Red plays the coach says so (its button greyed); once Red is done it
    says Red has played and names the card that sums the move up, which is on the table."""
    _book, guide = open_guide(app, lang)
    while guide.step_name != "place":
        guide.advance()
        app.run_frames(1)
    guide.advance()
    red = guide.seat_name(1)
    assert guide.step_name == "computer" and not guide.ready(), "Red has not played yet"
    assert coach_says(guide) == translate("speedtycoon_howto.guide.watch", lang, computer=red)
    assert not guide.go.is_enabled
    wait_until_ready(app, guide)
    app.run_frames(2)
    said = coach_says(guide)
    assert said != translate("speedtycoon_howto.guide.watch", lang, computer=red)
    assert red in said and translate("match.log.since", lang) in said, said
    assert guide.game_log.card_rect is not None, "the card the coach names is on the table"
    assert guide.go.is_enabled


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_turn_banner_is_not_under_the_coach_while_the_computer_plays(app, lang):
    """Playtest lessonleft: the Russian «Красный (слабый) думает…» was partly hidden under the
    coach's card during the computer's step; the banner goes beside the card, whole."""
    _book, guide = open_guide(app, lang)
    while guide.step_name != "place":
        guide.advance()
        app.run_frames(1)
    guide.advance()
    app.run_frames(2)
    red = guide.seat_name(1)
    assert guide.banner_line()[0] == translate("match.board.thinking", lang, player=red)
    banner, coach = guide.banner_rect, guide.coach.get_abs_rect()
    assert banner is not None and not banner.colliderect(coach), (banner, coach)
    assert tv.EMPIRE.contains(banner)


@pytest.mark.parametrize("profile", [None, "Mira"])
def test_the_books_pictures_call_you_as_the_lesson_does(app, profile):
    """Playtest lessonleft: the book's table pictures said "Newcomer", the lesson then
    "Player 1" or the profile's name; the computer keeps its sample name."""
    from game.scenes.player_files import player_files
    from game.speedtycoon.howto.pictures import MIDDLE_ACTIONS, sample_state

    if profile is not None:
        player_files(app).profiles.create(profile, "en")
    book, guide = open_guide(app)
    you = guide.seat_name(0)
    assert you == (profile or translate("match.new_game.default_name", "en", number=1))
    lines = book.pictures.texts(sample_state(MIDDLE_ACTIONS)).player_lines
    assert lines[0].startswith(you), lines
    assert translate("speedtycoon_howto.guide.computer", "en") in lines[1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_coach_asks_to_choose_or_press_what_enter_does_too(app, lang):
    """The lesson said "Click the building", "Click “Buy”" though Enter (or Space) does
    each step as well: it asks to choose or press, in the board's words (speedkeys2), and
    Enter alone takes the lesson through the person's turn."""
    _book, guide = open_guide(app, lang)
    tile = guide.tile
    while guide.step_name != "computer":
        said = coach_says(guide)
        assert not asks_for_a_click(said), (guide.step_name, said)
        app.press_key(pygame.K_RETURN)
        app.run_frames(1)
    assert tile in guide.match.state.emp[0].values(), "Enter bought and built the building"


def currency_words(lang: str) -> set[str]:
    """Every form of the coach's four currency words ("euro", "euros", «юаня»), no number."""
    return {translate(key, lang, count=count).split(str(count), 1)[1].strip()
            for key in COACH_CURRENCY_KEYS for count in range(1, 30)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_coach_row_starts_with_a_currency_word(app, lang):
    """The coach wrapped "7 Euro + 1 | Euro": a number and its currency word are tied by a
    no-break space (as the locale's own money is), so no row of any step starts with the
    word."""
    _book, guide = open_guide(app, lang)
    units = currency_words(lang)
    seen = 0
    while guide.step_name != "computer":
        rows = [text_fit.row_text(row).strip() for row in guide.text.text_box_layout.layout_rows]
        for row in rows:
            assert not any(row.startswith(unit) for unit in units), (guide.step_name, rows)
        seen += sum(unit in " ".join(rows) for unit in units)
        guide.advance()
        app.run_frames(1)
    assert seen, "the steps name money"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_coach_row_starts_with_a_plus(app, lang):
    """Speed22: the coach wrapped "7 euros" | "+ 1 euro is an exact payment" (en) and
    «4 юаня» | «+ 1 иена.» (ru), a row that reads as a signed number: the plus stays with
    the amount before it, in every step that adds cards up."""
    _book, guide = open_guide(app, lang)
    sums = 0
    while guide.step_name != "computer":
        rows = [text_fit.row_text(row) for row in guide.text.text_box_layout.layout_rows]
        sums += any("+" in row for row in rows)
        assert not [row for row in rows if row.lstrip(" \u00a0").startswith("+")], rows
        guide.advance()
        app.run_frames(1)
    assert sums >= 4, "the market, buy, card and take steps add cards up"
