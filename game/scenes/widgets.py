"""Small widget variants the stock pygame-gui set lacks, shared by every scene."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import UIButton, UILabel, UIPanel, UITextEntryLine

from game.core.validate import draws_nothing
from game.scenes.card import CardPanel
from game.ui.focus import PRIMARY
from game.ui.palette import DIM_TEXT
from game.ui.text_box import TextBox

if TYPE_CHECKING:
    from game.scenes.scene import Scene

DIALOG_PAD = 32
DIALOG_BUTTON_SIZE = (210, 48)


class TipButton(UIButton):
    """A button whose tooltip also shows while it is disabled.

    Stock pygame-gui never hovers a disabled button, so "why can't I press this?" would go
    unanswered; here the tooltip explains, while the button still refuses presses.
    """

    def can_hover(self) -> bool:
        return not self.is_selected and not self.held

    def on_hovered(self) -> None:
        if self.is_enabled:
            super().on_hovered()
        else:
            UIElement.on_hovered(self)

    def on_unhovered(self) -> None:
        if self.is_enabled:
            super().on_unhovered()
        else:
            UIElement.on_unhovered(self)


class QuietLabel(UILabel):
    """A label the pointer passes through: a note laid over a button (the title's "click to
    rename" beside the player's name) leaves the button its hover, tooltip and click."""

    def hover_point(self, hover_x: float, hover_y: float) -> bool:
        # not `can_hover`: pygame-gui's hover check still blocks the widgets below an element
        # that only refuses to be hovered
        return False


class _CharactersThatDrawNothing:
    """What a name field refuses to take: `game.core.validate.draws_nothing`, the one rule
    for names typed here and names read from files.

    pygame-gui raises "Text has zero width" when a line holds only such characters (U+200B,
    U+00AD, U+FEFF...), so one typed or pasted alone would end the game; a combining accent
    such as U+0301 draws and stays typeable.
    """

    def __contains__(self, character: str) -> bool:
        return draws_nothing(character)

    def strip(self, text: str) -> str:
        return "".join(character for character in text if not draws_nothing(character))


class NameEntry(UITextEntryLine):
    """A one-line text field for a name that refuses characters that draw nothing.

    Typing and pasting go through pygame-gui's forbidden-character check; a name given in code
    (a profile's current name) loses such characters instead of being refused whole. Unlike
    `initial_text`, the name is never looked up as a translation key.

    A field may show a hint while it is empty (`set_hint`): the name that holds when nothing
    is typed ("Player 2"), in the house's dim text (`DIM_TEXT`, lighter than a disabled
    field's grey), gone while the field is typed in. The text is then only what the person
    typed: a seat's default name held as text took the typing after it, and a person who
    clicked in and typed "Ben" played as "Player 2Ben" (newgame21).
    """

    def __init__(self, rect: pygame.Rect, text: str, **kwargs) -> None:
        self._hint_drawn = False
        super().__init__(rect, **kwargs)
        self.undrawable = _CharactersThatDrawNothing()
        self.forbidden_characters = self.undrawable
        self.set_text(text)

    @property
    def shown_text(self) -> str:
        """What the field shows: the typed text, else the hint."""
        return self.text or self.placeholder_text

    def set_hint(self, hint: str) -> None:
        """Show `hint` greyed while the field is empty and not typed in (pygame-gui's
        placeholder, drawn in its own colour here: pygame-gui draws it as typed text)."""
        if hint != self.placeholder_text:
            self.placeholder_text = hint
            self.rebuild()

    def set_text(self, text: str | None) -> None:
        super().set_text(None if text is None else self.undrawable.strip(text))
        self._draw_hint(not self.text and not self.is_focused)

    def focus(self) -> None:
        self._draw_hint(False)
        super().focus()

    def unfocus(self) -> None:
        super().unfocus()
        self._draw_hint(not self.text)

    def _draw_hint(self, hint: bool) -> None:
        """Redraw the field when the hint comes or goes: its colour is fixed at a rebuild."""
        if hint != self._hint_drawn:
            self._hint_drawn = hint
            self.rebuild()

    def rebuild(self) -> None:
        """Redraw in the hint's grey while the hint shows; a disabled field (a computer's
        seat) keeps its disabled look: pygame-gui's rebuild drew it as an enabled one, so a
        computer's name read as typed once its level changed (playtest24)."""
        own = self.text_colour
        if self._hint_drawn and self.placeholder_text:
            self.text_colour = pygame.Color(DIM_TEXT)
        try:
            super().rebuild()
        finally:
            self.text_colour = own
        if not self.is_enabled and self.drawable_shape is not None:
            self.drawable_shape.set_active_state("disabled")
        self._reselect()

    def on_locale_changed(self) -> None:
        super().on_locale_changed()
        self._reselect()

    def _reselect(self) -> None:
        """A redrawn field (a language switch sets every widget's text anew) draws its
        selection again: pygame-gui's new text layout forgets it, and Delete on the range the
        field still kept raised inside pygame-gui."""
        if getattr(self, "_select_range", [0, 0]) != [0, 0]:
            self.select_range = list(self._select_range)


def centred_rect(size: tuple[int, int], canvas: tuple[int, int]) -> pygame.Rect:
    rect = pygame.Rect((0, 0), size)
    rect.center = (canvas[0] // 2, canvas[1] // 2)
    return rect


def dialog_panel(scene: Scene, size: tuple[int, int], heading: str) -> UIPanel:
    """A centred dialog card with its heading, inside the scene's container; its card is a
    kept picture (`card.CardPanel`), not drawn anew by pygame-gui each time it opens."""
    panel = CardPanel(
        centred_rect(size, scene.app.canvas_size),
        manager=scene.app.manager,
        container=scene.container,
        object_id=ObjectID("#dialog", "@dialog"),
    )
    UILabel(
        pygame.Rect(DIALOG_PAD, 20, size[0] - 2 * DIALOG_PAD, 44),
        heading,
        manager=scene.app.manager,
        container=panel,
        object_id=ObjectID("#dialog_heading", "@heading"),
    )
    return panel


def clear_dialog(panel: UIPanel) -> None:
    """Everything on a dialog card but its heading goes, for a screen that builds its
    contents anew: the card stays, as drawn. pygame-gui draws a rounded card at four times
    its size and caches none this large, so a card made again cost the Profiles screen
    0.3 s of CPU on every click there and every language switch."""
    for element in list(panel.get_container().elements):
        if element.object_ids[-1] != "#dialog_heading":
            element.kill()


def dialog_buttons(scene: Scene, panel: UIPanel, keys: list[tuple[str, str]],
                   button_width: int = DIALOG_BUTTON_SIZE[0]) -> dict[str, UIButton]:
    """Buttons in the card's bottom-right corner, last key rightmost and marked as the
    default action (what Enter does); `button_width` each (a card of many answers gives
    less).

    `keys` is [(id, label key)]; returns {id: button} in the keys' order, left to right on
    the card: a dialog's Tab walks its buttons in that order (they were made right to left,
    and Tab went leftwards, Shift-Tab rightwards, on the game menu and every question).
    """
    width, height = panel.get_container().get_size()
    buttons = {}
    x = width - DIALOG_PAD
    for index, (button_id, label) in enumerate(reversed(keys)):
        style = PRIMARY if index == 0 else "@dialog_button"
        x -= button_width
        buttons[button_id] = UIButton(
            pygame.Rect((x, height - DIALOG_PAD - DIALOG_BUTTON_SIZE[1]),
                        (button_width, DIALOG_BUTTON_SIZE[1])),
            label,
            manager=scene.app.manager,
            container=panel,
            object_id=ObjectID(f"#{button_id}", style),
        )
        x -= 16
    return {button_id: buttons[button_id] for button_id, _label in keys}


def dialog_text(scene: Scene, panel: UIPanel, key: str, params: dict[str, str]) -> TextBox:
    """The wrapped body text of a card, between its heading and its buttons."""
    width, height = panel.get_container().get_size()
    return TextBox(
        key,
        pygame.Rect(DIALOG_PAD - 6, 74, width - 2 * DIALOG_PAD + 12,
                    height - 74 - DIALOG_BUTTON_SIZE[1] - DIALOG_PAD - 12),
        manager=scene.app.manager,
        container=panel,
        object_id=ObjectID("#dialog_text", "@body_text"),
        text_kwargs=params,
    )


class SwitchButton(UIButton):
    """An on/off button that explains itself on hover in both states.

    Stock pygame-gui never hovers a selected button, so a switch that is on (a lit module)
    would keep its tooltip to itself; here it shows it and keeps its lit look. A choice row's
    buttons are these too: the chosen "On" of the new-game curtain row never said what the
    curtain is, only "Off" did (tycoonpay's play-test).
    """

    def can_hover(self) -> bool:
        return self.is_enabled and not self.held

    def on_hovered(self) -> None:
        if self.is_selected:
            UIElement.on_hovered(self)
        else:
            super().on_hovered()


class ChoiceRow:
    """A row of buttons of which exactly one is selected (language, speed, on/off).

    Plain buttons rather than a drop-down: every option is visible at once and one click
    changes it.
    """

    def __init__(self, scene: Scene, rect: pygame.Rect, options: list[tuple[str, str]],
                 value: str, container: UIPanel, name: str) -> None:
        gap = 8
        width = (rect.width - gap * (len(options) - 1)) // len(options)
        self.value = value
        self.buttons: dict[str, UIButton] = {}
        for index, (option, label) in enumerate(options):
            self.buttons[option] = SwitchButton(
                pygame.Rect(rect.x + index * (width + gap), rect.y, width, rect.height),
                label,
                manager=scene.app.manager,
                container=container,
                object_id=ObjectID(f"#{name}_{option}", "@choice"),
            )
        self._show()

    def _show(self) -> None:
        for option, button in self.buttons.items():
            if option == self.value:
                button.select()
            else:
                button.unselect()

    def show(self, value: str) -> None:
        """Light `value`'s button, as a choice the screen made (not a press)."""
        self.value = value
        self._show()

    def pick(self, element: UIElement) -> str | None:
        """The newly chosen value when `element` is one of this row's buttons, else None."""
        for option, button in self.buttons.items():
            if button is element and option != self.value:
                self.value = option
                self._show()
                return option
        return None
