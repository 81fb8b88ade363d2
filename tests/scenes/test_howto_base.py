"""The shared How-to-play book and guided turn (game/scenes/howto_book.py, guided_turn.py) keep
their promises for any game that plugs in: pages turn by keys and buttons, pictures are drawn
once per language, a step is done by its lit target, its button, Space or Enter and nothing
else, a waiting step waits, Esc leaves from any step, the coach never covers the target, and a
language switch keeps the step."""

from __future__ import annotations

import pygame
import pytest

from game.games import GameEntry, game_entry, playable_games
from game.scenes.guided_turn import GuidedTurn, Step
from game.scenes.howto_book import BookWords, Chapter, HowToBook
from game.scenes.scene import Scene
from game.ui.spotlight import RING

TARGETS = {"left": pygame.Rect(100, 100, 80, 80), "right": pygame.Rect(800, 100, 80, 80)}
PLACES = (pygame.Rect(40, 40, 400, 340), pygame.Rect(700, 40, 400, 340),
          pygame.Rect(40, 420, 400, 340))


class ToyPictures:
    def __init__(self, language: str) -> None:
        self.language = language
        self.drawn: list[str] = []

    def _picture(self, name: str, colour) -> pygame.Surface:
        self.drawn.append(name)
        s = pygame.Surface((860, 300))
        s.fill(colour)
        return s

    def first(self) -> pygame.Surface:
        return self._picture("first", (200, 40, 40))

    def second(self) -> pygame.Surface:
        return self._picture("second", (40, 200, 40))


class ToyBook(HowToBook):
    chapters = (Chapter("first", "speedtycoon_howto.chapter.goal.title",
                        "speedtycoon_howto.chapter.goal.text", ToyPictures.first),
                Chapter("second", "speedtycoon_howto.chapter.turn.title",
                        "speedtycoon_howto.chapter.turn.text", ToyPictures.second))
    words = BookWords("speedtycoon_howto.book.heading", "speedtycoon_howto.book.guided_tip")

    def make_pictures(self) -> ToyPictures:
        return ToyPictures(self.app.settings.language)

    def guided_scene(self) -> Scene:
        return ToyGuide(self.app)


class ToyGuide(GuidedTurn, Scene):
    look_keys = (pygame.K_l,)
    steps = (Step("right", "speedtycoon_howto.guide.intro", "speedtycoon_howto.guide.start"),
             Step("left", "speedtycoon_howto.guide.intro", "speedtycoon_howto.guide.do_buy"),
             Step("wait", "speedtycoon_howto.guide.intro", "speedtycoon_howto.guide.do_watch"),
             Step("last", "speedtycoon_howto.guide.intro", "speedtycoon_howto.guide.finish"))

    def __init__(self, app) -> None:
        super().__init__(app)
        self.start_guide()
        self.done: list[str] = []
        self.waiting = False
        self.moving = False
        self.looking = False
        self.also_clear: list[pygame.Rect] = []

    def enter(self) -> None:
        self.show_step()

    def target(self):
        return TARGETS.get(self.step_name)

    def coach_places(self):
        return PLACES

    def keep_clear(self):
        return self.also_clear

    def text_of_step(self) -> str:
        if not self.ready():
            return self.app.tr("speedtycoon_howto.guide.watch", computer="Robo")
        return self.app.tr(self.steps[self.step].text)

    def perform(self) -> None:
        self.done.append(self.step_name)

    def ready(self) -> bool:
        return not (self.step_name == "wait" and self.waiting)

    def look(self, event) -> bool:
        self.looking = not self.looking
        return True

    def close_look(self) -> bool:
        shown, self.looking = self.looking, False
        return shown

    @property
    def motion_busy(self) -> bool:
        return self.moving

    def skip_motion(self) -> None:
        self.moving = False

    def update(self, dt: float) -> None:
        self.update_guide(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((30, 30, 30))
        self.draw_guide(surface)


def click(app, pos) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.run_frames(1)


@pytest.fixture
def book(app):
    scene = ToyBook(app)
    app.scenes.push(scene)
    app.run_frames(1)
    return scene


@pytest.fixture
def guide(app, book):
    app.click(book.guided)
    assert isinstance(app.scenes.top, ToyGuide)
    return app.scenes.top


def test_the_book_turns_pages_and_draws_each_picture_once_per_language(app, book):
    assert book.title.text == ToyBook.chapters[0].title
    app.press_key(pygame.K_RIGHT)
    assert book.page == 1 and book.title.text == ToyBook.chapters[1].title
    app.click(book.prev)
    app.click(book.next)
    app.click(book.chapter_buttons[0])
    assert book.pictures.drawn == ["first", "second"], "each picture drawn once"
    app.set_language("de")
    app.run_frames(1)
    assert book.pictures.language == "de" and book.pictures.drawn == ["first"]
    assert book.page == 0
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is not book


def test_a_step_is_done_by_its_target_and_not_by_a_click_beside_it(app, guide):
    click(app, TARGETS["left"].center)  # the next step's target, not this one's
    assert guide.done == []
    click(app, TARGETS["right"].center)
    assert guide.done == ["right"] and guide.step_name == "left"
    app.click(guide.go)
    assert guide.done == ["right", "left"]


def test_space_and_enter_do_the_step_and_the_last_step_leaves(app, book, guide):
    app.press_key(pygame.K_SPACE)
    app.press_key(pygame.K_RETURN)
    app.press_key(pygame.K_KP_ENTER)
    assert guide.step_name == "last"
    app.press_key(pygame.K_SPACE, frames=2)
    assert guide.done == ["right", "left", "wait", "last"]
    assert app.scenes.top is book


def test_a_waiting_step_waits_and_a_running_motion_is_finished_first(app, guide):
    guide.advance()
    guide.advance()
    guide.waiting, guide.moving = True, True
    app.press_key(pygame.K_SPACE)
    assert guide.step_name == "wait" and not guide.moving
    guide.waiting = False
    app.press_key(pygame.K_SPACE)
    assert guide.step_name == "last"


def test_a_waiting_step_greys_its_button_and_is_said_anew_once_ready(app, guide):
    """Its words fit the board when read (playtest: "Now Red plays" stayed up after Red had
    played): made again the moment the step becomes ready, its button lit then."""
    guide.advance()
    guide.advance()
    guide.waiting = True
    guide.show_step()
    assert "Robo" in guide.text.html_text and not guide.go.is_enabled
    guide.waiting = False
    app.run_frames(1)
    assert "Robo" not in guide.text.html_text and guide.go.is_enabled
    assert guide.step_name == "wait" and guide.done == ["right", "left"]


@pytest.mark.parametrize("steps", [0, 1, 2, 3])
def test_esc_and_the_leave_button_leave_from_any_step(app, book, guide, steps):
    for _ in range(steps):
        guide.advance()
    if steps % 2:
        app.click(guide.leave_button, frames=2)
    else:
        app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is book
    assert guide.done == [s.name for s in ToyGuide.steps[:steps]]


def test_a_look_key_works_in_the_guide_and_esc_or_a_step_closes_what_it_opened(app, book,
                                                                            guide):
    """A key the coach names (Speedtycoon's M, the majorities) works in the lesson as in a
    game; Esc closes its view before it leaves the lesson, and a step is never done under it."""
    app.press_key(pygame.K_l)
    assert guide.looking and guide.done == []
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert not guide.looking and app.scenes.top is guide
    app.press_key(pygame.K_l)
    app.press_key(pygame.K_SPACE)
    assert guide.done == ["right"] and not guide.looking
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is book


def test_the_coach_moves_clear_of_the_target_and_stays_where_it_can(app, guide):
    assert guide.coach_place == PLACES[0]
    guide.advance()  # the target is now under the first place
    assert guide.coach_place == PLACES[1]
    assert not guide.coach.get_abs_rect().colliderect(TARGETS["left"])
    guide.advance()  # nothing to point at: the coach stays put
    assert guide.coach_place == PLACES[1]


def test_the_coach_leaves_its_place_when_what_it_should_keep_clear_comes_under_it(app, guide):
    """It stays put only while its place is as clear as the best: a view opened under it (a
    sheet shown by a look key) sends it to a place clear of both target and view."""
    assert guide.coach_place == PLACES[0]
    guide.also_clear = [pygame.Rect(0, 300, 500, 60)]  # under the first place only
    guide.show_step()
    assert guide.coach_place == PLACES[2]
    guide.also_clear = [pygame.Rect(0, 0, 1280, 800)]  # no place can keep this clear
    guide.show_step()
    assert guide.coach_place == PLACES[2], "clear of the target: it stays"


def test_the_target_glows_only_once_the_board_has_settled(app, guide):
    target = TARGETS["right"]
    picture = pygame.Surface(app.canvas_size)
    guide.draw(picture)
    ring = [picture.get_at((x, target.centery))[:3] for x in range(target.left - 20,
                                                                    target.left)]
    assert RING in ring
    assert sum(picture.get_at((2, 2))[:3]) < 90, "the rest is dimmed"
    guide.moving = True
    guide.draw(picture)
    ring = [picture.get_at((x, target.centery))[:3] for x in range(target.left - 20,
                                                                    target.left)]
    assert RING not in ring


def test_a_language_switch_keeps_the_step_and_says_it_anew(app, guide):
    guide.advance()
    english = guide.text.html_text
    app.set_language("de")
    app.run_frames(1)
    assert guide.step_name == "left" and guide.done == ["right"]
    assert guide.text.html_text != english
    assert guide.go.text == "speedtycoon_howto.guide.do_buy"


@pytest.mark.parametrize("game_id", [e.id for e in playable_games() if e.howto_scene])
def test_the_book_opened_from_the_title_leads_on_to_a_new_game_of_its_game(app, game_id):
    """After the lesson a newcomer goes on to a real game from the book itself (playtest: the
    book offered only Back to the title, where New game asked for the game once more)."""
    entry = game_entry(game_id)
    book = app.scenes.push(entry.howto_class()(app))
    app.run_frames(1)
    assert book.play.visible and book.play.rect.right <= book.guided.rect.left
    assert book.next.rect.right <= book.play.rect.left
    app.click(book.play, frames=2)
    assert isinstance(app.scenes.top, entry.new_game_class())
    assert book not in list(app.scenes), "the book gave its place to the new game"


def test_a_book_over_a_game_in_play_offers_no_new_game(app):
    book = game_entry("tycoon").howto_class()(app)
    book.guided_offered = False
    app.scenes.push(book)
    app.run_frames(1)
    assert not book.play.visible and not book.guided.visible


def test_a_book_no_game_names_offers_no_new_game(app, book):
    assert not book.play.visible


@pytest.mark.parametrize("game_id", [entry.id for entry in playable_games() if entry.howto_scene])
def test_a_book_finds_its_game_without_loading_the_other_games_books(monkeypatch, game_id):
    """Kraken Bay's book loaded Tycoon's and Speedtycoon's books (and their boards) to find
    its own entry: seconds on its first opening, and of the property how-to tests (start22)."""
    book_class = game_entry(game_id).howto_class()
    loaded: list[str] = []
    monkeypatch.setattr(GameEntry, "howto_class",
                        lambda entry: loaded.append(entry.id) or book_class)
    assert book_class.__new__(book_class).book_entry() is game_entry(game_id)
    assert loaded == []
