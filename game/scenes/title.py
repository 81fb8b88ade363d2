"""The first screen: the game's name over our backdrop and the main menu."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UILabel

from game import __version__
from game.scenes.backdrop import paint_backdrop
from game.scenes.player_files import is_first_profile_name, player_files
from game.scenes.quit_confirm import QuitConfirmScene
from game.scenes.scene import Scene
from game.scenes.title_entries import TITLE_ENTRIES, TitleEntry
from game.scenes.widgets import QuietLabel, TipButton
from game.ui.focus import FocusBorder, KeyedTip

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

MENU_LEFT = 110
MENU_TOP = 318
MENU_BUTTON = (380, 50)
MENU_GAP = 10
PLAYER_CHIP = pygame.Rect(MENU_LEFT, 272, 380, 34)
RENAME_GAP = 14  # between the player's name and the hint after it


class TitleScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.backdrop: pygame.Surface | None = None
        self.buttons: dict[str, TipButton] = {}
        self._places: dict[TipButton, TitleEntry] = {}  # each button's own entry
        self._entries: dict[TipButton, TitleEntry] = {}  # what each button opens now
        self._focus: TipButton | None = None
        self._keyed_tip = KeyedTip()
        self._border = FocusBorder()  # a greyed entry's focus mark

    @property
    def focused(self) -> TipButton | None:
        """The entry the keys stand on (None while the pointer is used)."""
        return self._focus

    def animating(self) -> bool:
        """Changes only in answer to events: idle frames are not drawn."""
        return False

    def enter(self) -> None:
        self.backdrop = paint_backdrop(self.app.canvas_size)
        manager = self.app.manager
        UILabel(pygame.Rect(MENU_LEFT - 6, 96, 700, 136), "app.title.logo", manager=manager,
                container=self.container, object_id=ObjectID("#logo", "@logo"))
        UILabel(pygame.Rect(MENU_LEFT, 226, 640, 36), "app.title.tagline", manager=manager,
                container=self.container, object_id=ObjectID("#tagline", "@tagline"))
        for index, entry in enumerate(TITLE_ENTRIES):
            top = MENU_TOP + index * (MENU_BUTTON[1] + MENU_GAP)
            button = TipButton(
                pygame.Rect((MENU_LEFT, top), MENU_BUTTON),
                entry.label,
                manager=manager,
                container=self.container,
                object_id=ObjectID(f"#menu_{entry.id}", "@menu_button"),
            )
            self.buttons[entry.id] = button
            self._places[button] = self._entries[button] = entry
        self.player_chip = TipButton(PLAYER_CHIP, "app.title.playing_as", manager=manager,
                                     container=self.container,
                                     object_id=ObjectID("#player_chip", "@player_chip"),
                                     tool_tip_text="app.title.switch_profile")
        # its words stand in from its hover border by the theme's padding, and the chip out to
        # the left by as much, so they stay in line with the tagline's (the border touched
        # the text, profkeys)
        pad = self.player_chip.text_horiz_alignment_padding
        self.player_chip.set_relative_position((PLAYER_CHIP.x - pad, PLAYER_CHIP.y))
        self.player_chip.set_dimensions((PLAYER_CHIP.width + pad, PLAYER_CHIP.height))
        # after the chip, so it is drawn over it; the pointer passes through it to the chip
        self.rename_hint = QuietLabel(self.player_chip.relative_rect.copy(),
                                      "app.title.rename_hint",
                                      manager=manager, container=self.container,
                                      object_id=ObjectID("#rename_hint", "@hint"))
        self.resume()
        UILabel(pygame.Rect(MENU_LEFT, self.app.canvas_size[1] - 44, 310, 28),
                "app.title.version", manager=manager, container=self.container,
                object_id=ObjectID("#version", "@hint"), text_kwargs={"version": __version__})

    def resume(self) -> None:
        """Who is playing and whether there is a game to continue change behind the title's
        back (in Profiles, in a game), so both are read again whenever it is on top."""
        for button, entry in self._places.items():
            if entry.instead is not None:
                entry = self._in_place_of(entry)
                self._entries[button] = entry
                button.set_text(entry.label)
            tip = self._unavailable_tip(entry)
            if tip is None:
                key, params = entry.usable_tip(self.app) or (None, None)
                button.set_tooltip(key, text_kwargs=params)
                button.enable()
            else:
                button.set_tooltip(tip)
                button.disable()
        current = player_files(self.app).current
        if current is None:
            self.player_chip.hide()
        else:
            self.player_chip.set_text("app.title.playing_as", text_kwargs={"name": current.name})
            self.player_chip.show()
        self._show_rename_hint(current is not None and is_first_profile_name(self.app, current))

    def _show_rename_hint(self, shown: bool) -> None:
        """A first profile nobody named ("Player", «Игрок») says, right after its name, that a
        click changes it: the lead's newcomer met a name they never chose and nothing said it
        could be changed. Once renamed, the line says the name alone."""
        if not shown:
            self.rename_hint.hide()
            return
        chip = self.player_chip
        words = self.app.tr("app.title.playing_as", name=chip.text_kwargs["name"])
        left = (chip.relative_rect.x + chip.text_horiz_alignment_padding
                + chip.font.size(words)[0] + RENAME_GAP)
        self.rename_hint.set_relative_position((left, chip.relative_rect.y))
        self.rename_hint.set_dimensions((chip.relative_rect.right - left, chip.rect.height))
        self.rename_hint.show()

    def _in_place_of(self, entry: TitleEntry) -> TitleEntry:
        """The entry a place shows now: its own, or its `instead` while only that one can be
        used."""
        if self._unavailable_tip(entry) is not None and entry.instead is not None \
                and self._unavailable_tip(entry.instead) is None:
            return entry.instead
        return entry

    def _unavailable_tip(self, entry: TitleEntry) -> str | None:
        """The tooltip key saying why an entry cannot be used, or None when it can."""
        if entry.scene is None:
            return entry.soon_tip
        check = entry.ready_check()
        if check is not None and not check(self.app):
            return entry.not_ready_tip
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._entries:
            self._open(self._entries[event.ui_element])
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.player_chip:
            self._open_profiles()
            return True
        if event.type == pygame.MOUSEMOTION:
            self._move_focus(None)
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_ESCAPE:
            self.app.scenes.push(QuitConfirmScene(self.app))
        elif event.key in (pygame.K_DOWN, pygame.K_UP):
            self._step_focus(1 if event.key == pygame.K_DOWN else -1)
        elif event.key == pygame.K_TAB:  # a first key for many: as the arrows, as every ring
            self._step_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1, chip=True)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self._focus is not None:
            if self._focus is self.player_chip:
                self._open_profiles()
            elif self._focus.is_enabled:  # a greyed entry's tip already says why not
                self._open(self._entries[self._focus])
        else:
            return False
        return True

    def _open(self, entry: TitleEntry) -> None:
        self._move_focus(None)
        self.app.scenes.push(entry.scene_class()(self.app))

    def _open_profiles(self) -> None:
        """The player chip's press, by a click or by Enter: the Profiles screen."""
        from game.scenes.profiles_scene import ProfilesScene

        self._move_focus(None)
        self.app.scenes.push(ProfilesScene(self.app))

    def _step_focus(self, step: int, chip: bool = False) -> None:
        """Arrow keys and Tab walk the entries (wrapping), so the menu works without a mouse;
        the entry's tip opens as the focus comes (a resting pointer opens none). A greyed
        entry is a stop too: its tip says why it is greyed (Continue: no game to continue),
        which a keyboard player learned nowhere while the keys skipped it. Tab (`chip`) walks
        on to the player chip after the menu, as every ring reaches every button; the arrows
        stay the menu's (Tab never reached the chip, profkeys)."""
        shown = [button for button in self.buttons.values() if button.visible]
        if chip and self.player_chip.visible:
            shown.append(self.player_chip)
        if not shown:
            return
        if self._focus in shown:
            index = (shown.index(self._focus) + step) % len(shown)
        else:
            index = 0 if step > 0 else len(shown) - 1
        self._move_focus(shown[index])
        self._keyed_tip.open(shown[index])

    def _move_focus(self, button: TipButton | None) -> None:
        """A usable entry is lit as the pointer lights it; a greyed one wears the focus ring's
        border instead (lit, it would look usable; left as it is, the focus would vanish)."""
        self._keyed_tip.close()
        self._border.take_off()
        if self._focus is not None and self._focus.is_enabled:
            self._focus.unselect()
        self._focus = button
        if button is None:
            return
        if button.is_enabled:
            button.select()
        else:
            self._border.wear(button)

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop is not None:
            surface.blit(self.backdrop, (0, 0))

