"""How to play: one page per part of the rules, each with its picture; a guided first turn.

Left: the chapters; right: the picture and the text. Left/Right arrows or the buttons turn the
pages, Esc goes back. All text is ``tycoon_info.howto.*`` (our own words, German and English).
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIImage, UILabel, UITextBox

from game.scenes.scene import Scene
from game.tycoon.howto.pictures import SIZE, Pictures
from game.tycoon.panels.info_panels import preload_text_fonts
from game.tycoon.panels.words import Words
from game.tycoon.view.board_view import BACKGROUND

#: (id, title key, text key) in reading order.
CHAPTERS = (
    ("goal", "tycoon_info.howto.goal.title", "tycoon_info.howto.goal.text"),
    ("turn", "tycoon_info.howto.turn.title", "tycoon_info.howto.turn.text"),
    ("tickets", "tycoon_info.howto.tickets.title", "tycoon_info.howto.tickets.text"),
    ("hotels", "tycoon_info.howto.hotels.title", "tycoon_info.howto.hotels.text"),
    ("red_lots", "tycoon_info.howto.red_lots.title", "tycoon_info.howto.red_lots.text"),
    ("factories", "tycoon_info.howto.factories.title", "tycoon_info.howto.factories.text"),
    ("loans", "tycoon_info.howto.loans.title", "tycoon_info.howto.loans.text"),
    ("payday", "tycoon_info.howto.payday.title", "tycoon_info.howto.payday.text"),
    ("end", "tycoon_info.howto.end.title", "tycoon_info.howto.end.text"),
)
SAMPLE_NAMES = (
    "tycoon_info.howto.sample.red",
    "tycoon_info.howto.sample.blue",
    "tycoon_info.howto.sample.yellow",
)
LEFT = 40
RIGHT = 360


class HowToPlayScene(Scene):
    def __init__(self, app, page: int = 0) -> None:
        super().__init__(app)
        self.page = page

    def enter(self) -> None:
        manager = self.app.manager
        preload_text_fonts(manager)
        self._pictures: dict[str, pygame.Surface] = {}
        self._make_words()
        UILabel(pygame.Rect(LEFT, 22, 300, 46), "tycoon_info.howto.heading", manager=manager,
                container=self.container, object_id=ObjectID("#howto_heading", "@heading"))
        self.chapter_buttons = [
            UIButton(pygame.Rect(LEFT, 84 + i * 58, 290, 50), title, manager=manager,
                     container=self.container, object_id=ObjectID(f"#howto_{cid}", "@choice"))
            for i, (cid, title, _text) in enumerate(CHAPTERS)]
        self.title = UILabel(pygame.Rect(RIGHT, 22, SIZE[0], 46), CHAPTERS[0][1],
                             manager=manager, container=self.container,
                             object_id=ObjectID("#howto_title", "@heading"))
        self.image = UIImage(pygame.Rect(RIGHT, 76, *SIZE), pygame.Surface(SIZE),
                             manager=manager, container=self.container)
        self.text = UITextBox(CHAPTERS[0][2], pygame.Rect(RIGHT, 388, SIZE[0], 324),
                              manager=manager, container=self.container,
                              object_id=ObjectID("#howto_text", None))
        y = 730
        self.back = UIButton(
            pygame.Rect(LEFT, y, 290, 48),
            "tycoon_info.howto.back",
            manager=manager,
            container=self.container,
            object_id=ObjectID("#howto_back", None),
        )
        self.prev = UIButton(
            pygame.Rect(RIGHT, y, 180, 48),
            "tycoon_info.howto.prev",
            manager=manager,
            container=self.container,
            object_id=ObjectID("#howto_prev", None),
        )
        self.next = UIButton(pygame.Rect(RIGHT + 190, y, 180, 48), "tycoon_info.howto.next",
                             manager=manager, container=self.container,
                             object_id=ObjectID("#howto_next", None))
        self.guided = UIButton(
            pygame.Rect(RIGHT + SIZE[0] - 300, y, 300, 48),
            "tycoon_info.howto.guided",
            manager=manager,
            container=self.container,
            tool_tip_text="tycoon_info.howto.guided_tip",
            object_id=ObjectID("#howto_guided", "@dialog_button"),
        )
        self.show(self.page)

    def _make_words(self) -> None:
        names = tuple(self.app.tr(key) for key in SAMPLE_NAMES)
        self.words = Words(self.app.settings.language, names)
        self.pictures = Pictures(self.words)
        self._pictures.clear()

    def picture(self, chapter: str) -> pygame.Surface:
        if chapter not in self._pictures:
            self._pictures[chapter] = self.pictures.draw[chapter]()
        return self._pictures[chapter]

    def show(self, page: int) -> None:
        self.page = page % len(CHAPTERS)
        cid, title, text = CHAPTERS[self.page]
        self.title.set_text(title)
        self.text.set_text(text)
        self.image.set_image(self.picture(cid))
        for i, button in enumerate(self.chapter_buttons):
            if i == self.page:
                button.select()
            else:
                button.unselect()
        if self.page == 0:
            self.prev.disable()
        else:
            self.prev.enable()
        if self.page == len(CHAPTERS) - 1:
            self.next.disable()
        else:
            self.next.enable()

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
            elif element is self.guided:
                from game.tycoon.howto.guided import GuidedTurnScene

                self.app.scenes.push(GuidedTurnScene(self.app))
            else:
                return False
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.scenes.pop()
            elif event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN) and \
                    self.page < len(CHAPTERS) - 1:
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
        self._make_words()
        self.show(self.page)
