"""How to play Kraken Bay Tycoon and «Менеджер» (issue 21.8): every chapter of both rulesets
opens with its picture and the ruleset's own rules, the pages turn, and the guided first turn
is a real turn on the real board, done by clicking what it lights."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.games import GAMES
from game.property.howto.chapters import PAGES
from game.property.howto.guided import GUIDE_SEEDS, STEPS, GuidedBoard
from game.property.howto.howto_scene import PropertyHowTo
from game.property.rules import Roll, new_game, queries
from game.property.rules.phases import BUY, POST_ROLL, PRE_ROLL
from game.property.rules.rulesets import GO_TO_JAIL, PROPERTY, RULESETS
from game.property.scenes.board_scene import BoardScene
from game.property.scenes.words import Words
from game.property.view import layout
from game.ui.spotlight import RING
from tests import text_fit
from tests.languages import languages_of_game
from tests.support.howto import (
    asks_for_a_click,
    coach_says,
    distinct_colours,
    turn_pages_there_and_back,
)
from tests.support.wait import until

GAMES_AND_LANGUAGES = [(game, lang) for game in ("kraken_bay", "menedzher")
                       for lang in languages_of_game(game)]
SIDE_ROOM = 8
WAIT_FRAMES = 3000


@pytest.fixture
def make_app(tmp_path):
    apps: list[App] = []

    def make(lang: str) -> App:
        app = App.headless(tmp_path / f"user{len(apps)}", language=lang)
        app.settings.animation_speed = "instant"
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.close()


def open_book(app: App, game: str) -> PropertyHowTo:
    """The book as the title's How to play opens it: through the game's registry entry."""
    book = app.scenes.push(GAMES[game].howto_class()(app))
    app.run_frames(2)
    assert isinstance(book, PropertyHowTo) and book.ruleset == game
    return book


def click_at(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run_frames(2)


def click_target(app: App, guide: GuidedBoard) -> None:
    """A click on what the step lights: the board's own button, else the lit spot."""
    button = guide.target_button()
    if button is not None:
        assert button.is_enabled
        app.click(button)
    else:
        click_at(app, guide.target().center)


def wait_until_ready(app: App, guide: GuidedBoard) -> None:
    """Until the computer's turn is over; it thinks in the worker on the wall clock, so the
    wait has the wall-clock floor of tests/support/wait.py (a loaded machine failed the frame
    count alone: test_the_how_to_texts_fit[kraken_bay-en], once)."""
    until(app, guide.ready, frames=WAIT_FRAMES)
    app.run_frames(2)


def open_guide(app: App, game: str) -> tuple[PropertyHowTo, GuidedBoard]:
    book = open_book(app, game)
    app.click(book.guided)
    guide = app.scenes.top
    assert isinstance(guide, GuidedBoard)
    return book, guide


# --- the book ------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "lang"), GAMES_AND_LANGUAGES)
def test_every_chapter_opens_with_its_picture_and_its_text_whole(make_app, game, lang):
    app = make_app(lang)
    book = open_book(app, game)
    bodies = set()
    for i, button in enumerate(book.chapter_buttons):
        app.click(button)
        assert book.page == i
        chapter = book.chapters[i]
        assert app.tr(chapter.title) != chapter.title  # a title the language has
        assert len(chapter.text) > 200 and "%{" not in chapter.text
        assert book.text.scroll_bar is None, chapter.id  # the text whole on its page
        assert distinct_colours(book.picture(chapter.id)) > 12, chapter.id
        bodies.add(chapter.text)
    assert len(bodies) == len(PAGES)


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_pages_turn_by_keys_and_buttons_and_esc_leaves(make_app, game):
    app = make_app("en")
    book = open_book(app, game)
    turn_pages_there_and_back(app, book)
    assert not book.prev.is_enabled
    app.click(book.chapter_buttons[-1])
    assert not book.next.is_enabled
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is not book


def test_one_book_tells_each_ruleset_its_own_rules(make_app):
    """Same chapters, the ruleset's names and numbers, and the paragraphs of its own rules."""
    app = make_app("en")
    text = {game: {c.id: c.text for c in open_book(app, game).chapters}
            for game in ("kraken_bay", "menedzher")}
    kb, m = text["kraken_bay"], text["menedzher"]
    assert "1,500" in kb["goal"] and "200,000" in m["goal"]
    assert "from round 31" in kb["end"] and "round" not in m["end"]
    assert "200 for all four" in kb["rent"] and "ferr" not in m["rent"]
    assert "breaks its group" in m["rent"] and "breaks" not in kb["rent"]
    assert "one piece per turn" in m["build"] and "one piece per turn" not in kb["build"]
    assert "steps of 500" in m["buy"] and "from 10 upwards in steps of 10" in kb["buy"]
    assert "cannot be traded" in m["trade"] and "stays mortgaged" in kb["trade"]
    assert "whole debt" in m["debt"] and "half their cost" in kb["debt"]
    for game, chapters in text.items():
        rs = RULESETS[game]
        words = Words(app.tr, rs, [])
        assert words.space(rs.kind.index(GO_TO_JAIL)) in chapters["jail"]
        assert app.tr("property_board.button.roll") in chapters["turn"]


def test_a_language_switch_keeps_the_page_and_retells_it(make_app):
    app = make_app("en")
    book = open_book(app, "menedzher")
    app.click(book.chapter_buttons[7])
    english = book.chapters[7].text
    app.set_language("ru")
    app.run_frames(2)
    assert book.page == 7
    russian = book.chapters[7].text
    assert russian != english and "Брокер" in russian
    assert app.tr(book.title.text) == app.tr("property_howto.menedzher.jail_title")


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_books_own_words_exist(make_app, lang):
    app = make_app(lang)
    for key in PropertyHowTo.words:
        assert app.tr(key) != key


# --- the guided turn -----------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(GUIDE_SEEDS))
def test_the_guide_seed_makes_an_instructive_first_turn(game):
    """You move first, roll no double and land on a place nobody owns that you can pay."""
    s = new_game(2, GUIDE_SEEDS[game], {"ruleset": game})
    assert s.turn == 0
    s.apply(Roll())
    p = s.pos[0]
    assert s.d1 != s.d2 and s.phase == BUY
    assert s.rs.kind[p] == PROPERTY and s.owner[p] < 0 and s.rs.price[p] < s.cash[0]


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_guided_turn_is_played_by_clicking_each_lit_target(make_app, game):
    app = make_app("en")
    book, guide = open_guide(app, game)
    s = guide.match.state
    rs = s.rs
    assert guide.step_name == "intro" and guide.target() == layout.seat_row(0)
    click_target(app, guide)

    assert guide.step_name == "roll" and guide.target_button() is guide.control("roll")
    click_target(app, guide)
    s = guide.match.state
    place = s.pos[0]
    assert s.d1 and s.d2, "the dice were rolled"
    assert place == s.d1 + s.d2, "the token moved by their sum"
    assert s.phase == BUY

    assert guide.step_name == "buy" and guide.target_button() is guide.control("buy")
    assert not guide.control("decline").is_enabled  # shown as in the game, held back
    click_target(app, guide)
    assert s.owner[place] == 0, "the place is yours"
    assert s.cash[0] == rs.start_money - rs.price[place]
    assert s.phase == POST_ROLL

    assert guide.step_name == "end"
    click_target(app, guide)
    assert s.turn == 1, "the turn passed to the computer"
    app.run_frames(30)
    assert s.pos[1] == 0, "the computer waits until you watch"

    assert guide.step_name == "computer"
    click_target(app, guide)
    assert guide.step_name == "rent"
    wait_until_ready(app, guide)
    s = guide.match.state
    assert s.turn == 0 and s.phase == PRE_ROLL and s.round == 2
    rent = queries.rent_now(s, place)
    assert s.pos[1] == place and s.cash[1] == rs.start_money - rent, "the computer paid rent"
    assert s.cash[0] == rs.start_money - rs.price[place] + rent
    text = guide.text_of_step()
    words = Words(app.tr, rs, [])
    assert words.space(place) in text
    for amount in (rent, rs.rents[place][0] * 2, rs.rents[place][rs.top_level]):
        assert app.tr("property_board.result.worth", amount=amount) in text
    assert guide.target() == guide.view.cells[place].rect
    click_target(app, guide)
    app.run_frames(2)
    assert app.scenes.top is book


def test_each_step_lights_the_games_own_control_and_dims_the_rest(make_app):
    app = make_app("en")
    _book, guide = open_guide(app, "kraken_bay")
    lit = 0
    for step in STEPS[:4]:
        app.run_frames(2)
        target = guide.target()
        picture = pygame.Surface(app.canvas_size)
        BoardScene.draw(guide, picture)
        plain = picture.copy()
        guide.draw(picture)
        ring = [picture.get_at((x, target.centery))[:3]
                for x in range(target.left - 20, target.left)]
        assert RING in ring, step.name
        assert sum(picture.get_at((400, 20))[:3]) < sum(plain.get_at((400, 20))[:3])
        assert picture.get_at(target.center) == plain.get_at(target.center)
        button = guide.target_button()
        if button is not None:
            assert button.get_abs_rect() == target and button.is_enabled
            others = [b for b in guide.controls.values() if b is not button]
            assert others and not any(b.is_enabled for b in others)
            lit += 1
        assert guide.fixed and not any(b.is_enabled for b in guide.fixed), \
            "Menu, Hint and the info tabs stood bright above the dimmed board"
        click_target(app, guide)
    assert lit == 3  # roll, buy and end turn: the board's own buttons


@pytest.mark.parametrize(("game", "lang"), GAMES_AND_LANGUAGES)
def test_the_lesson_asks_to_press_what_enter_does_too(make_app, game, lang):
    """The lesson and its book said "Click “Roll the dice”" (and "click “Build”", "click
    “Trade”") though Enter, Space or Tab and Enter press those buttons as well (board_input):
    they ask to press, and Enter alone takes the guided turn through."""
    app = make_app(lang)
    book = open_book(app, game)
    for chapter in book.chapters:
        assert not asks_for_a_click(chapter.text), chapter.id
    app.click(book.guided)
    guide = app.scenes.top
    app.run_frames(2)
    while guide.step_name != "rent":
        said = coach_says(guide)
        assert not asks_for_a_click(said), (guide.step_name, said)
        app.press_key(pygame.K_RETURN, frames=2)
    s = guide.match.state
    assert s.owner[guide.place] == 0, "Enter bought the place"
    wait_until_ready(app, guide)
    assert not asks_for_a_click(coach_says(guide))
    app.press_key(pygame.K_RETURN, frames=2)
    assert app.scenes.top is book


@pytest.mark.parametrize("leave_at", range(len(STEPS)))
def test_esc_leaves_the_guide_from_any_step(make_app, leave_at):
    app = make_app("en")
    book, guide = open_guide(app, "menedzher")
    for _ in range(leave_at):
        app.press_key(pygame.K_SPACE, frames=2)
    assert guide.step == leave_at
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is book


def test_a_language_switch_keeps_the_step_and_the_game(make_app):
    app = make_app("en")
    _book, guide = open_guide(app, "kraken_bay")
    app.press_key(pygame.K_SPACE)
    app.press_key(pygame.K_SPACE, frames=2)
    assert guide.step_name == "buy"
    before = guide.match.state.to_dict()
    english = guide.text_of_step()
    app.set_language("de")
    app.run_frames(2)
    assert guide.step_name == "buy"
    assert guide.match.state.to_dict() == before
    german = guide.text_of_step()
    assert german != english and "Kaufe" in german
    assert guide.target_button() is guide.control("buy")
    assert guide.control("buy").text.startswith("Kaufen")


@pytest.mark.parametrize(("game", "lang"), GAMES_AND_LANGUAGES)
def test_the_how_to_texts_fit(make_app, game, lang):
    """No clipped label or button in the book, and each step's coach holds its text whole
    (no word cut, no line past the card, no blank line the text never asked for), inside
    the ring (above the dice), clear of what the step lights."""
    app = make_app(lang)
    book = open_book(app, game)
    for button in book.chapter_buttons:
        app.click(button)
        assert text_fit.clipped(book.container, SIDE_ROOM, visible_only=True) == []
    app.click(book.guided)
    guide = app.scenes.top
    for step in STEPS:
        app.run_frames(2)
        if step.name == "rent":
            wait_until_ready(app, guide)
        assert guide.step_name == step.name
        assert guide.text.scroll_bar is None, step.name
        coach = guide.coach.get_container()
        assert text_fit.clipped(coach, SIDE_ROOM, visible_only=True) == [], step.name
        assert text_fit.broken_rows(guide.text) == [], step.name
        target = guide.target()
        assert target is None or not guide.coach.get_abs_rect().colliderect(target), step.name
        assert layout.centre().contains(guide.coach_place), step.name  # the log stays free
        if step is not STEPS[-1]:
            click_target(app, guide)


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_coach_names_the_seats_as_their_rows_do(make_app, lang):
    """Playtest: the coach's first words named the computer "Boris" beside a row saying
    "Blue (easy)"; a reader looks for the name it is told."""
    app = make_app(lang)
    _book, guide = open_guide(app, "kraken_bay")
    text = guide.text_of_step()
    for seat in (0, 1):
        assert guide.seat_name(seat) in text
    assert app.tr("property_howto.sample.second") != guide.seat_name(1)
    assert app.tr("property_howto.sample.second") not in text
    while guide.step_name != "computer":
        click_target(app, guide)
    assert guide.seat_name(1) in guide.text_of_step()


def nested_brackets(text: str) -> bool:
    """Whether a bracket opens inside another one: "(Синий (слабый))"."""
    depth = 0
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth > 1:
            return True
    return False


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_computers_name_is_never_bracketed_twice(make_app, lang):
    """Playtest (ru): the seat's name has its level in brackets, and the coach put it in
    brackets again ("Теперь бросает компьютер (Синий (слабый))"), as did the log's turn line
    ("Ход: Синий (слабый) (круг 1)"). Every step's words and every log line of the guided
    turn read without a bracket inside a bracket."""
    app = make_app(lang)
    _book, guide = open_guide(app, "menedzher")
    assert "(" in guide.seat_name(1)  # the level, in brackets
    for step in STEPS:
        app.run_frames(2)
        if step.name == "rent":
            wait_until_ready(app, guide)
        assert not nested_brackets(guide.text_of_step()), guide.text_of_step()
        if step is not STEPS[-1]:
            click_target(app, guide)
    said = [guide.log_words(line)[0] for line in guide.game_log.book.lines]
    assert any(guide.seat_name(1) in line for line in said)
    assert [line for line in said if nested_brackets(line)] == []


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_goal_pictures_board_title_stays_clear_of_the_seat_rows(make_app, game):
    """The goal page's strip of the board ran 50 px under its seat rows (play-test pt-prop3,
    en 1280x800): a column of plain panel stands between them, the whole picture's height."""
    from game.property.howto.pictures import Pictures
    from game.scenes.howto_book import PICTURE_SIZE
    from game.ui.palette import PANEL

    app = make_app("en")
    picture = Pictures(RULESETS[game], app.tr).draw["goal"]()
    rows = layout.seat_row(0).unionall([layout.seat_row(1), layout.seat_row(2)])
    gap = PICTURE_SIZE[0] - rows.w - 16 - 6       # just left of the rows
    assert all(tuple(picture.get_at((gap, y)))[:3] == tuple(PANEL)[:3]
               for y in range(PICTURE_SIZE[1])), "the board's strip runs under the seat rows"
    assert distinct_colours(picture.subsurface((16, 20, gap - 30, 150))) > 8, \
        "the board's strip is still there"


#: How the buy step's second sentence opens: the place is not bought yet, so the auction is
#: what happens if it is not (not "Had you not bought it, ...").
IF_NOT_BOUGHT = {"de": "Kaufst du ihn nicht, wird er", "en": "If you do not buy it, it is",
                 "ru": "Если вы его не купите, его разыграют"}


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_buy_step_tells_the_auction_as_what_comes_if_not_bought(make_app, lang):
    """Play-test pt-men («Менеджер» en): the buy step said "Had you not bought it, it would be
    auctioned ..." over the Buy button, before anything was bought (de and ru alike)."""
    app = make_app(lang)
    _book, guide = open_guide(app, "menedzher")
    app.press_key(pygame.K_SPACE)
    app.press_key(pygame.K_SPACE, frames=2)
    assert guide.step_name == "buy" and guide.match.state.owner[guide.match.state.pos[0]] < 0
    _buy, auction = guide.text_of_step().split("\n")
    assert auction.startswith(IF_NOT_BOUGHT[lang]), auction


@pytest.mark.parametrize("profile", [None, "Mira"])
@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_books_pictures_call_you_as_the_lesson_does(app, game, profile):
    """Playtest lessonleft: the book's seat rows said "Anna" for the red first seat, the
    lesson then "Player 1" or the profile's name; the sample rivals keep their names."""
    from game.scenes.player_files import player_files

    if profile is not None:
        player_files(app).profiles.create(profile, "en")
    book, guide = open_guide(app, game)
    assert book.pictures.names[0] == guide.seat_name(0) == \
        (profile or app.tr("match.new_game.default_name", number=1))
    assert book.pictures.names[1] == app.tr("property_howto.sample.second")
