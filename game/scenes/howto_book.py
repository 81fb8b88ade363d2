"""How to play, for every game: a book of chapters with a picture each, a button into the
game's guided first turn and one into a real game of it.

Left: the chapters; right: the chapter's title, picture and text. Left/Right (or Page Up/Down)
and the buttons turn the pages, Esc goes back. A game gives only data: its chapters (id, title
key, text key, picture provider), its own words, the pictures object for a language and its
guided turn, so every game's book looks and behaves alike (house rule: one piece for all games,
no copies with small variations).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIImage, UILabel

from game.games import GameEntry, playable_games
from game.scenes.scene import Scene
from game.ui.fonts import preload_text_fonts
from game.ui.palette import BACKGROUND
from game.ui.text_box import TextBox

#: Every game's pictures have this size: the page layout below is built around it.
PICTURE_SIZE = (860, 300)
LEFT = 40
RIGHT = 360
#: The bottom row under the page: Previous and Next, Start a game, Guided first turn (the
#: last at the page's right edge). Sized so each language's longest label fits.
TURN_WIDTH = 150
PLAY_X, PLAY_WIDTH = RIGHT + 2 * TURN_WIDTH + 30, 220
GUIDED_WIDTH = 300


class BookWords(NamedTuple):
    """The game's own words for its book, as whole keys of the game's namespace. The buttons'
    words are the app's (app.howto), the same in every game's book (playtest: three books said
    Back, Previous, Next three ways in German, and a book opened from a game's menu offered
    "Back to the title" to go back to the game; over a game Back says "Back to the menu", where
    it goes)."""

    heading: str
    guided_tip: str


class Chapter(NamedTuple):
    """One page. `picture` is called with the game's pictures object (made per language by
    `HowToBook.make_pictures`), so the chapter list stays plain data."""

    id: str
    title: str
    text: str
    picture: Callable[[Any], pygame.Surface]


class HowToBook(Scene):
    """Subclasses set `chapters` and `words` and fill in the hooks at the end."""

    chapters: tuple[Chapter, ...] = ()
    words: BookWords
    #: False when the book is opened from a game's menu: its guided lesson is a table of its
    #: own, not one to start over the game in play.
    guided_offered = True

    def book_entry(self) -> GameEntry | None:
        """The registered game whose book this is (None for a book no entry names), found by
        the class's name: loading each entry's book class to compare imported every other
        game's how-to (Kraken Bay's book loaded Tycoon's and Speedtycoon's, their boards too)."""
        own = f"{type(self).__module__}:{type(self).__qualname__}"
        return next((entry for entry in playable_games() if entry.howto_scene == own), None)

    def __init__(self, app, page: int = 0) -> None:
        super().__init__(app)
        self.page = page

    def enter(self) -> None:
        manager = self.app.manager
        preload_text_fonts(manager)
        self._pictures: dict[str, pygame.Surface] = {}
        self.pictures = self.make_pictures()
        w = self.words
        UILabel(pygame.Rect(LEFT, 22, 300, 46), w.heading, manager=manager,
                container=self.container, object_id=ObjectID("#howto_heading", "@heading"))
        self.chapter_buttons = [
            UIButton(pygame.Rect(LEFT, 84 + i * 58, 290, 50), chapter.title, manager=manager,
                     container=self.container,
                     object_id=ObjectID(f"#howto_{chapter.id}", "@choice"))
            for i, chapter in enumerate(self.chapters)]
        first = self.chapters[0]
        self.title = UILabel(pygame.Rect(RIGHT, 22, PICTURE_SIZE[0], 46), first.title,
                             manager=manager, container=self.container,
                             object_id=ObjectID("#howto_title", "@heading"))
        self.image = UIImage(pygame.Rect(RIGHT, 76, *PICTURE_SIZE), pygame.Surface(PICTURE_SIZE),
                             manager=manager, container=self.container)
        self.text = TextBox(first.text, pygame.Rect(RIGHT, 388, PICTURE_SIZE[0], 324),
                            manager=manager, container=self.container,
                            object_id=ObjectID("#howto_text", None))
        y = 730
        # Over a game the book lies on the game menu it was opened from, and Back returns
        # there (polish13: straight to the board, a click meant for the book's button could
        # land on the board); its words say so (playtest: "Back to the game" led to the menu).
        back = "app.howto.back_title" if self.guided_offered else "app.howto.back_menu"
        self.back = UIButton(pygame.Rect(LEFT, y, 290, 48), back, manager=manager,
                             container=self.container, object_id=ObjectID("#howto_back", None))
        self.prev = UIButton(pygame.Rect(RIGHT, y, TURN_WIDTH, 48), "app.howto.prev",
                             manager=manager, container=self.container,
                             object_id=ObjectID("#howto_prev", None))
        self.next = UIButton(pygame.Rect(RIGHT + TURN_WIDTH + 10, y, TURN_WIDTH, 48),
                             "app.howto.next", manager=manager, container=self.container,
                             object_id=ObjectID("#howto_next", None))
        self.play = UIButton(pygame.Rect(PLAY_X, y, PLAY_WIDTH, 48), "app.howto.play",
                             manager=manager, container=self.container,
                             tool_tip_text="app.howto.play_tip",
                             object_id=ObjectID("#howto_play", "@dialog_button"))
        self.guided = UIButton(pygame.Rect(RIGHT + PICTURE_SIZE[0] - GUIDED_WIDTH, y,
                                           GUIDED_WIDTH, 48),
                               "app.howto.guided", manager=manager, container=self.container,
                               tool_tip_text=w.guided_tip,
                               object_id=ObjectID("#howto_guided", "@dialog_button"))
        if not self.guided_offered:
            self.guided.hide()
        # The way on from the lesson into a first real game (playtest: after the guided
        # turn's last step the book offered only Back to the title, where New game asked
        # for the game once more). Not over a game in play, and not for an unregistered book.
        self.entry = self.book_entry() if self.guided_offered else None
        if self.entry is None or self.entry.new_game_scene is None:
            self.play.hide()
        self.show(self.page)

    def picture(self, chapter_id: str) -> pygame.Surface:
        """Drawn on first view and kept until the language changes (some are board renders)."""
        if chapter_id not in self._pictures:
            chapter = next(c for c in self.chapters if c.id == chapter_id)
            self._pictures[chapter_id] = chapter.picture(self.pictures)
        return self._pictures[chapter_id]

    def show(self, page: int) -> None:
        self.page = page % len(self.chapters)
        chapter = self.chapters[self.page]
        self.title.set_text(chapter.title)
        self.text.set_text(chapter.text)
        self.image.set_image(self.picture(chapter.id))
        for i, button in enumerate(self.chapter_buttons):
            if i == self.page:
                button.select()
            else:
                button.unselect()
        for button, off in ((self.prev, self.page == 0),
                            (self.next, self.page == len(self.chapters) - 1)):
            if off:
                button.disable()
            else:
                button.enable()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            if element in self.chapter_buttons:
                self.show(self.chapter_buttons.index(element))
            elif element is self.prev:
                self.show(self.page - 1)
            elif element is self.next:
                self.show(self.page + 1)
            elif element is self.back:
                self.app.scenes.pop()
            elif element is self.guided and self.guided_offered:
                self.app.scenes.push(self.guided_scene())
            elif element is self.play and self.play.visible:
                self.app.scenes.replace(self.entry.new_game_class()(self.app))
            else:
                return False
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.scenes.pop()
            elif event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN) and \
                    self.page < len(self.chapters) - 1:
                self.show(self.page + 1)
            elif event.key in (pygame.K_LEFT, pygame.K_PAGEUP) and self.page > 0:
                self.show(self.page - 1)
            else:
                return False
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(BACKGROUND)

    def on_language_changed(self) -> None:
        self._pictures.clear()
        self.pictures = self.make_pictures()
        self.show(self.page)

    # --- hooks ------------------------------------------------------------------------------

    def make_pictures(self) -> Any:
        """The object the chapters' picture providers draw with, in the current language."""
        raise NotImplementedError

    def guided_scene(self) -> Scene:
        """The game's guided first turn (imported here, so opening the book stays light)."""
        raise NotImplementedError
