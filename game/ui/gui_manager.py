"""The UI manager every scene draws with: pygame-gui's, with a theme whose id cache stays small.

pygame-gui 0.6.14 (`core/ui_appearance_theme.py`, `build_all_combined_ids`) keys its cache of
theming ids by string-joining the str() of four id lists into each other, so the key of one
deeply nested element (a label in a Load row) runs to megabytes, and the cache keeps every key
forever: the Load screen grew by ~100 MB a visit until the app was killed. Here the key is the
tuple of the same lists (same hits, a few hundred bytes) and the cache holds at most
`ID_CACHE_LIMIT` entries, dropping the oldest, so even ids that change every visit cost nothing
lasting. The ids built are exactly the library's, so every element looks as before.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence

import i18n
import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.core.interfaces import IUIElementInterface
from pygame_gui.core.layered_gui_group import LayeredGUIGroup
from pygame_gui.core.ui_appearance_theme import UIAppearanceTheme
from pygame_gui.core.utility import translate
from pygame_gui.elements import UIButton, UITextEntryLine, UITooltip

from game.ui.click_guard import ClickGuard
from game.ui.locale_switch import keeps_its_words
from game.ui.text import keep_short_words
from game.ui.widget_font import install as install_glyph_font

ID_CACHE_LIMIT = 2048
"""Distinct element paths kept; the app's scenes have a few hundred at most."""

Ids = Sequence[str | None] | None
CacheKey = tuple[tuple[str | None, ...] | None, ...]


class CompactIdTheme(UIAppearanceTheme):
    """A theme whose combined-id cache is keyed by tuples and bounded in size."""

    def __init__(self, *args, **kwargs) -> None:
        self.combined_id_cache: dict[CacheKey, list[str]] = {}
        super().__init__(*args, **kwargs)

    def build_all_combined_ids(
        self, element_base_ids: Ids, element_ids: Ids, class_ids: Ids, object_ids: Ids
    ) -> list[str]:
        key = tuple(
            None if ids is None else tuple(ids)
            for ids in (element_base_ids, element_ids, class_ids, object_ids)
        )
        cached = self.combined_id_cache.get(key)
        if cached is not None:
            return cached
        combined = self._themed_only(
            self._combined_ids(element_base_ids, element_ids, class_ids, object_ids))
        if len(self.combined_id_cache) >= ID_CACHE_LIMIT:
            del self.combined_id_cache[next(iter(self.combined_id_cache))]
        self.combined_id_cache[key] = combined
        return combined

    def load_theme(self, *args, **kwargs) -> None:
        """A new theme file can name ids the kept lists left out: start them afresh."""
        super().load_theme(*args, **kwargs)
        self.combined_id_cache.clear()

    def _themed_only(self, combined: list[str]) -> list[str]:
        """The ids the theme holds anything for, in the library's order, after the most
        specific one (which events name the element by). Every lookup walks this list to its
        first hit, so the hits are the same, but a label five containers deep walks a dozen
        ids instead of 810."""
        if not combined:
            return combined
        themed = {
            *self.ui_element_colours, *self.ui_element_fonts_info, *self.ele_font_res,
            *self.ui_element_image_locs, *self.ui_element_image_surfaces,
            *self.ui_element_misc_data,
        }
        return [combined[0], *(text for text in combined[1:] if text in themed)]

    def _combined_ids(
        self, element_base_ids: Ids, element_ids: Ids, class_ids: Ids, object_ids: Ids
    ) -> list[str]:
        """The library's list, most specific first: every path through the object, class,
        element and base ids, then each path with its outer parts cut off, level by level."""
        if None in (element_base_ids, element_ids, class_ids, object_ids):
            return []
        if not len(object_ids) == len(class_ids) == len(element_base_ids) == len(element_ids):
            raise ValueError(
                f"Object & class ID hierarchy is not equal in length to Element ID hierarchy: "
                f"{element_ids}, {class_ids}, {object_ids}"
            )
        combined: list[str] = []
        if element_ids:
            self._get_next_id_node(None, list(element_base_ids), list(element_ids),
                                   list(class_ids), list(object_ids), 0, len(element_ids),
                                   combined)
        current = combined[:]
        while current:
            reached_the_last_part = False
            for index, text in enumerate(current):
                dot = text.find(".")
                if dot == -1:
                    reached_the_last_part = True
                else:
                    current[index] = text[dot + 1:]
                    combined.append(current[index])
            if reached_the_last_part:
                break
        return combined


class WatchedGroup(LayeredGUIGroup):
    """pygame-gui's group of every widget, counting the changes of what it shows (`changes`):
    a widget made or killed, shown or hidden, moved to another layer. The library marks each
    of those (and a widget's first picture) by setting `should_update_visibility`, so the
    count is kept there. The click guard and the tooltips' placing look at the widgets only
    when it moved (kit23): every frame each walked them all."""

    def __init__(self, *sprites) -> None:
        self.changes = 0
        self._update_visibility = True
        super().__init__(*sprites)

    @property
    def should_update_visibility(self) -> bool:
        return self._update_visibility

    @should_update_visibility.setter
    def should_update_visibility(self, value: bool) -> None:
        if value:
            self.changes += 1
        self._update_visibility = value


#: Seconds between the pointer's last move and a widget's hover starting within which the
#: pointer counts as having moved onto the widget: a few frames, and the widgets update only
#: every `redraw.IDLE_UI_PERIOD` (0.1 s) while nothing is drawn.
MOVED_ONTO = 0.25


class UIManager(pygame_gui.UIManager):
    """pygame-gui's manager, building its theme as a CompactIdTheme, keeping a button that
    just came up where another was from taking a click meant for that one (`ClickGuard`),
    wrapping tooltips the house's way (`keep_short_words`) and opening a widget's tooltip only
    once the pointer has moved onto or over it (`create_tool_tip`), or the keyboard's focus has
    (`open_tip`). Its widgets draw the minus sign as a minus (`widget_font`)."""

    def __init__(self, *args, **kwargs) -> None:
        install_glyph_font()
        self.click_guard = ClickGuard(self._buttons_if_changed)
        self._looked_at = -1  # the group's count of changes at the guard's last look
        self._tips_at = -1  # the same for `tooltips`
        self._tips: list[UITooltip] = []
        self._clock = 0.0  # seconds of updates
        self._pointer: tuple[int, int] | None = None
        self._moved_at = 0.0  # the clock when the pointer last moved
        self._pressed_at = -1.0  # the clock at the last mouse button press
        self._asked_by_keys: object | None = None  # the widget whose tip the keys open now
        #: The tips the keys opened (`open_tip`): they stand beside their widget when moved
        #: (game/ui/tooltips.py), where the keyboard player's eye is.
        self._keyed_tips: weakref.WeakSet[UITooltip] = weakref.WeakSet()
        super().__init__(*args, **kwargs)

    def update(self, time_delta: float) -> None:
        """Notes when the pointer moved, before the widgets check their hover (and open
        tooltips) in pygame-gui's update."""
        self._clock += time_delta
        self._update_mouse_position()
        pointer = (int(self.mouse_position[0]), int(self.mouse_position[1]))
        if pointer != self._pointer:
            self._pointer, self._moved_at = pointer, self._clock
        super().update(time_delta)

    def set_locale(self, locale: str) -> None:
        """pygame-gui's switch of language (the same four steps), but a widget that would
        show the same words is left as it is (`keeps_its_words`): redrawing it changed
        nothing on screen and cost most of a switch on the Tycoon board."""
        self._locale = locale
        i18n.set("locale", locale)
        self.ui_theme.set_locale(locale)
        self.ui_theme.get_font_dictionary().set_locale(locale)
        for sprite in self.ui_group.sprites():
            if isinstance(sprite, IUIElementInterface) and not keeps_its_words(sprite):
                sprite.on_locale_changed()

    @property
    def ui_group(self) -> WatchedGroup:
        return self._watched_group

    @ui_group.setter
    def ui_group(self, group: LayeredGUIGroup) -> None:
        """pygame-gui's `__init__` makes its group; ours counts what changes in it."""
        self._watched_group = group if isinstance(group, WatchedGroup) else \
            WatchedGroup(*group.sprites())

    def buttons(self) -> list[UIButton]:
        return [element for element in self.get_sprite_group().sprites()
                if isinstance(element, UIButton)]

    def _buttons_if_changed(self) -> list[UIButton] | None:
        """The guard's source: the buttons, or None while no widget was made, killed, shown
        or hidden since it last asked."""
        changes = self.ui_group.changes
        if changes == self._looked_at:
            return None
        self._looked_at = changes
        return self.buttons()

    def tooltips(self) -> list[UITooltip]:
        """The open tooltips, walked for only when a widget came or went."""
        if self._tips_at != self.ui_group.changes:
            self._tips_at = self.ui_group.changes
            self._tips = [element for element in self.get_sprite_group().sprites()
                          if isinstance(element, UITooltip)]
        return [tip for tip in self._tips if tip.alive()]

    def pass_time(self, dt: float) -> None:
        """The app's frame clock: the guard counts its time by it."""
        self.click_guard.advance(dt)

    def _typing(self) -> bool:
        """Whether a text field has the keys: its Space and Enter are the field's."""
        return any(isinstance(element, UITextEntryLine) and element.is_focused
                   for element in self.get_focus_set() or ())

    def key_wait(self) -> float:
        """Seconds until a press key presses a button again (`ClickGuard.key_wait`)."""
        return self.click_guard.key_wait()

    def click_wait(self, button: UIButton) -> float:
        """Seconds until `button`, as shown now, takes a click."""
        self.click_guard.look()
        return self.click_guard.wait_left(button)

    def process_events(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed_at = self._clock
        if self.click_guard.blocks(event):
            return True
        if self.click_guard.blocks_key(event, typing=self._typing()):
            return True  # a press key meant for the button that just went (`ClickGuard`)
        consumed = super().process_events(event)
        if event.type == pygame.MOUSEBUTTONUP:
            keep_selected_look(self.buttons())
        return consumed

    def create_tool_tip(self, text: str, *args, text_kwargs: dict[str, str] | None = None,
                        **kwargs):
        """Every tooltip's words with a one-letter Russian word tied to the next and a spaced
        dash to the word before (pygame-gui wraps them itself, at plain spaces only: a ru tip
        broke «В | планирование»). A tip with neither keeps its key, so it follows a change
        of language as before.

        No tooltip (None: the widget asks again next frame) for a widget that came up or was
        enabled under a pointer resting there, nor after a click until the pointer moves: after
        "End turn" the pointer still rests on it, and at the person's next turn its tip covered
        the hint box's last lines until the mouse moved (play-test tycoonleft2). Its tip opens
        once the pointer moves over it. A tip the keyboard asks for (`open_tip`) opens anyway:
        the pointer took no part."""
        owner = kwargs.get("parent_element", args[2] if len(args) > 2 else None)
        hovered_since = self._clock - getattr(owner, "hover_time", 0.0)
        if owner is not None and owner is not self._asked_by_keys and (
                self._moved_at < hovered_since - MOVED_ONTO
                                  or self._moved_at <= self._pressed_at):
            return None
        words = translate(text, **(text_kwargs or {}))
        if keep_short_words(words) != words:
            text, text_kwargs = keep_short_words(words), None
        return super().create_tool_tip(text, *args, text_kwargs=text_kwargs, **kwargs)

    def open_tip(self, element: UIElement) -> UITooltip | None:
        """Open `element`'s tip now, where hovering would put it (below, else above), for a
        keyboard player whose focus moved onto it (`FocusRing.move`): under the pointer's
        rule a pointer resting anywhere, after a click or a new turn, kept every tip shut for
        a player who never touches the mouse. The widget owns the tip as if hovered, so its
        kill, or the pointer passing over and off it, closes it too. None without a tip."""
        if not element.tool_tip_text or not element.alive():
            return None
        if element.tool_tip is None:
            rect = element.rect
            self._asked_by_keys = element
            try:
                element.tool_tip = self.create_tool_tip(
                    text=element.tool_tip_text, position=(rect.centerx, rect.centery),
                    hover_distance=(0, rect.height // 2), parent_element=element,
                    object_id=element.tool_tip_object_id,
                    wrap_width=element.tool_tip_wrap_width,
                    text_kwargs=element.tool_tip_text_kwargs)
            finally:
                self._asked_by_keys = None
            if element.tool_tip is not None:
                self._keyed_tips.add(element.tool_tip)
        return element.tool_tip

    def opened_by_keys(self, tip: UITooltip) -> bool:
        """Whether the keyboard's focus opened `tip` (`open_tip`), not the pointer."""
        return tip in self._keyed_tips

    def create_new_theme(self, theme_path=None) -> UIAppearanceTheme:
        theme = CompactIdTheme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme


def keep_selected_look(buttons: list[UIButton]) -> None:
    """Draw the selected buttons selected again: pygame-gui 0.6.14 draws a button "normal" when
    a press on it ends (`UIButton.set_inactive`), selected or not, so a click on the option
    already chosen (a language, a seat's level, Off) left its row showing no choice (play-test
    11, new game in ru at 1280x800)."""
    for button in buttons:
        shape = button.drawable_shape
        if button.is_selected and button.is_enabled and shape is not None \
                and shape.active_state.state_id != "selected":
            shape.set_active_state("selected")
