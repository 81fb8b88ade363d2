"""The Settings screen: every change applies at once, so there is no Cancel to get wrong.

Opened from the title it stands on the city backdrop; opened from a game's menu it is a dialog
over that game's board, dimmed as under every other dialog over a board (the menu's own card
steps aside: `Scene.covers_dialogs`). It showed the title's city over every board (kit22)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIHorizontalSlider, UILabel

from game.core.i18n import LANGUAGES, language_name_key
from game.core.settings import ANIMATION_SPEEDS, VOLUME_MAX
from game.scenes.backdrop import paint_backdrop
from game.scenes.scene import Scene
from game.scenes.widgets import DIALOG_PAD, ChoiceRow, dialog_buttons, dialog_panel

if TYPE_CHECKING:
    from game.app import App

PANEL_SIZE = (820, 680)
ROW_TOP = 92
ROW_HEIGHT = 66
LABEL_WIDTH = 300
CONTROL_LEFT = DIALOG_PAD + LABEL_WIDTH + 16
CONTROL_WIDTH = PANEL_SIZE[0] - CONTROL_LEFT - DIALOG_PAD - 4
CONTROL_HEIGHT = 44
VALUE_WIDTH = 80
NOTE_HEIGHT = 26  # the two notes under the rows, one above the other

LANGUAGE_OPTIONS = [(language, language_name_key(language)) for language in LANGUAGES]
DISPLAY_OPTIONS = [("window", "app.settings.window"), ("fullscreen", "app.settings.fullscreen")]
SPEED_LABELS = {
    "slow": "app.settings.speed_slow",
    "normal": "app.settings.speed_normal",
    "fast": "app.settings.speed_fast",
    "instant": "app.settings.speed_instant",
}
ON_OFF_OPTIONS = [("on", "app.settings.on"), ("off", "app.settings.off")]


class SettingsScene(Scene):
    covers_dialogs = True

    def __init__(self, app: App, over_game: bool = False) -> None:
        super().__init__(app)
        self.overlay = over_game
        self.backdrop: pygame.Surface | None = None

    def animating(self) -> bool:
        """Changes only in answer to events: idle frames are not drawn."""
        return False

    def enter(self) -> None:
        if not self.overlay:
            self.backdrop = paint_backdrop(self.app.canvas_size, seed=2)
        settings = self.app.settings
        panel = dialog_panel(self, PANEL_SIZE, "app.settings.heading")
        self.panel = panel
        self.language = ChoiceRow(self, self._control_rect(0), LANGUAGE_OPTIONS,
                                  settings.language, panel, "language")
        # the mode the window is in now: `--fullscreen` (or `--windowed`) sets it for the
        # session only, and Settings showed the saved "Window" lit over a fullscreen app, where
        # a click on it did nothing (speedleft4, ru 1280x800)
        self.display = ChoiceRow(self, self._control_rect(1), DISPLAY_OPTIONS,
                                 "fullscreen" if self.app.fullscreen else "window", panel,
                                 "display")
        self.music, self.music_value = self._volume_row(2, settings.music_volume, "music")
        self.effects, self.effects_value = self._volume_row(3, settings.effects_volume,
                                                            "effects")
        self.speed = ChoiceRow(self, self._control_rect(4),
                               [(speed, SPEED_LABELS[speed]) for speed in ANIMATION_SPEEDS],
                               settings.animation_speed, panel, "speed")
        self.confirm = ChoiceRow(self, self._control_rect(5), ON_OFF_OPTIONS,
                                 "on" if settings.confirm_end_turn else "off", panel, "confirm")
        self.undo = ChoiceRow(self, self._control_rect(6), ON_OFF_OPTIONS,
                              "on" if settings.undo_vs_computers else "off", panel, "undo")
        for row, key in enumerate(("app.settings.language", "app.settings.display",
                                   "app.settings.music_volume", "app.settings.effects_volume",
                                   "app.settings.animation_speed",
                                   "app.settings.confirm_end_turn",
                                   "app.settings.undo_vs_computers")):
            UILabel(pygame.Rect(DIALOG_PAD, self._row_top(row), LABEL_WIDTH, CONTROL_HEIGHT),
                    key, manager=self.app.manager, container=panel,
                    object_id=ObjectID(f"#settings_label_{row}", "@row_label"))
        # the property boards' turn always waits for End turn (issue 30.2): said, not hidden
        UILabel(pygame.Rect(DIALOG_PAD, self._row_top(7) - 12, PANEL_SIZE[0] - 2 * DIALOG_PAD,
                            NOTE_HEIGHT),
                "app.settings.confirm_end_turn_note", manager=self.app.manager, container=panel,
                object_id=ObjectID("#settings_confirm_note", "@hint"))
        # undo is a thing against computers: at a hot seat "On" seemed to do nothing (undo24)
        UILabel(pygame.Rect(DIALOG_PAD, self._row_top(7) + 14, PANEL_SIZE[0] - 2 * DIALOG_PAD,
                            NOTE_HEIGHT),
                "app.settings.undo_note", manager=self.app.manager, container=panel,
                object_id=ObjectID("#settings_undo_note", "@hint"))
        UILabel(pygame.Rect(DIALOG_PAD, PANEL_SIZE[1] - DIALOG_PAD - 40, 440, 28),
                "app.settings.saved_at_once", manager=self.app.manager, container=panel,
                object_id=ObjectID("#settings_hint", "@hint"))
        self.done = dialog_buttons(self, panel, [("done", "app.settings.done")])["done"]

    def _row_top(self, row: int) -> int:
        return ROW_TOP + row * ROW_HEIGHT

    def _control_rect(self, row: int, width: int = CONTROL_WIDTH) -> pygame.Rect:
        return pygame.Rect(CONTROL_LEFT, self._row_top(row), width, CONTROL_HEIGHT)

    def _volume_row(self, row: int, value: int,
                    name: str) -> tuple[UIHorizontalSlider, UILabel]:
        slider_rect = self._control_rect(row, CONTROL_WIDTH - VALUE_WIDTH - 12)
        slider_rect.inflate_ip(0, -12)
        slider = UIHorizontalSlider(
            slider_rect, value, (0, VOLUME_MAX), manager=self.app.manager,
            container=self.panel, click_increment=5,
            object_id=ObjectID(f"#{name}_volume", "@volume"))
        label = UILabel(
            pygame.Rect(CONTROL_LEFT + CONTROL_WIDTH - VALUE_WIDTH, self._row_top(row),
                        VALUE_WIDTH, CONTROL_HEIGHT),
            "app.settings.percent", manager=self.app.manager, container=self.panel,
            object_id=ObjectID(f"#{name}_value", "@value_label"),
            text_kwargs={"value": str(value)})
        return slider, label

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._on_button(event.ui_element)
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            return self._on_slider(event.ui_element, int(event.value))
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        return False

    def _on_button(self, element: object) -> bool:
        settings = self.app.settings
        if element is self.done:
            self.app.scenes.pop()
        elif (language := self.language.pick(element)) is not None:
            self.app.set_language(language)
        elif (display := self.display.pick(element)) is not None:
            self.app.set_fullscreen(display == "fullscreen")
        elif (speed := self.speed.pick(element)) is not None:
            settings.animation_speed = speed
            settings.save()
        elif (confirm := self.confirm.pick(element)) is not None:
            settings.confirm_end_turn = confirm == "on"
            settings.save()
        elif (undo := self.undo.pick(element)) is not None:
            settings.undo_vs_computers = undo == "on"
            settings.save()
        else:
            return False
        return True

    def _on_slider(self, element: object, value: int) -> bool:
        """Volumes apply while dragging; the file is written once, when the screen closes."""
        if element is self.music:
            self.app.settings.music_volume = value
            self.music_value.set_text("app.settings.percent", text_kwargs={"value": str(value)})
            self.app.audio.apply_volumes()
        elif element is self.effects:
            self.app.settings.effects_volume = value
            self.effects_value.set_text("app.settings.percent",
                                        text_kwargs={"value": str(value)})
        else:
            return False
        return True

    def leave(self) -> None:
        self.app.settings.save()

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop is not None:
            surface.blit(self.backdrop, (0, 0))
