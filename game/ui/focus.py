"""Keyboard focus for a scene's widgets: Tab / Shift-Tab move, Space / Enter press.

pygame-gui has no focus traversal of its own, so each scene of every game keeps its widgets in one
ring. The focused widget wears a gold border, a white one on gold (a theme id swapped
in while it has focus, so the mark is drawn by the widget itself, above everything, in dialogs
too; the swap rebuilds the widget, which pygame-gui draws "normal", so a chosen option is drawn
chosen again each time the focus comes and goes: Tab across a row of choices left none lit). A
disabled button stays reachable on purpose when it has a tip: its tooltip text becomes the
scene's hint, so a keyboard player learns *why* it cannot be pressed, like a mouse player
hovering it (the title menu's rule for its greyed entries). A greyed widget with no tip says
nothing there and takes no Tab stop: it was one more stop on the way, pressing it did nothing
(proptext21).

Focus moved by Tab / Shift-Tab opens the widget's tooltip, as a pointer resting on it would
(the manager's `open_tip`): a tip opens only once the pointer moves (after a click or at a new
turn a resting pointer opened one over the board's words), so a player who never touches the
mouse saw none. Focus given by the screen itself (a dialog's default button) opens none, and a
press closes it, as a click keeps the pointer's tip shut: what the press brings is not covered.
A screen whose hint line already says the focused widget's tip passes `tips=False`.

A board whose widgets stand over things with a hover card of their own (Tycoon's tickets and
cities) passes `on_tip`: it is told the widget whenever the ring opens a tip and None whenever
it closes one, so the card opens and closes exactly as the tooltip does (a keyboard player
Tabbing to a ticket saw no card: cards opened only under the pointer).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TypeVar

import pygame
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import UIButton, UITextEntryLine, UITooltip

from game.ui.click_guard import PRESS_KEYS
from game.ui.gui_manager import keep_selected_look

FOCUSED = "#focus_ring"
#: The ring on a gold button (a dialog's primary answer), white: gold on its gold fill did
#: not show, a dark one merged with the dark card around it, and every dialog opens with its
#: primary focused (kit23).
FOCUSED_ON_GOLD = "#focus_ring_on_gold"
#: The class of the gold buttons (game/scenes/widgets.py's primary answer of a dialog).
PRIMARY = "@primary_button"
_GOLD = "#FFD54A"
_WHITE = "#ffffff"


def _ring(colour: str, width: int, chosen: str) -> dict:
    """The ring's border in every state; `chosen` on a chosen option (drawn gold-filled)."""
    return {"colours": {f"{state}_border": chosen if state == "selected" else colour
                        for state in ("normal", "hovered", "active", "selected", "disabled")},
            "misc": {"border_width": str(width)}}


#: The gold border (a white one on a gold button or a chosen option, gold-filled: the gold ring
#: hardly showed on a seat's chosen level, kit23), merged into the app's theme at run time (the
#: app's theme file is the foundation's; the ring's look travels with the ring).
THEME = {FOCUSED: _ring(_GOLD, 3, _WHITE), FOCUSED_ON_GOLD: _ring(_WHITE, 3, _WHITE)}


Slot = TypeVar("Slot", bound=Hashable)


def successor(order: Sequence[Slot], at: Slot, slot_of: Callable[[Slot], Hashable],
              find: Callable[[Slot], UIElement | None]) -> UIElement | None:
    """The widget that takes the focus from a pressed one that went with its press (a panel
    made anew after a move): the one now in `at`'s place, else another of its slot (Mortgage
    pressed comes back as Unmortgage), else the next place shown in `order`, else the one
    before. `find` gives a place's widget now (None: not there). One rule for every board's
    rebuilt buttons (the property boards' place buttons, Tycoon's payday loan rows): the
    focus dropped and the keyboard player had to Tab from the ring's head (propkeys2,
    paydaykeys)."""
    index = order.index(at)
    own = slot_of(at)
    same = [place for place in order if slot_of(place) == own and place != at]
    after = [place for place in order[index + 1:] if slot_of(place) != own]
    before = [place for place in reversed(order[:index]) if slot_of(place) != own]
    for place in (at, *same, *after, *before):
        widget = find(place)
        if widget is not None and widget.alive() and widget.visible:
            return widget
    return None


def ensure_theme(manager) -> None:
    """Merge the ring's entry into the app's theme once per manager."""
    theme = manager.get_theme()
    if not getattr(theme, "_focus_ring_theme", False):
        theme.load_theme(THEME)
        theme._focus_ring_theme = True


class KeyedTip:
    """The one tooltip the keys opened, for a ring or a screen's own arrow-key focus (the
    title menu, the game picker): opened past the pointer's rule, closed by the owner."""

    def __init__(self) -> None:
        self.tip: UITooltip | None = None
        self.owner: UIElement | None = None

    def open(self, item: UIElement) -> None:
        """`item`'s tip (None without one); the pointer passing over and off the widget may
        have closed it, then it opens again."""
        if item is self.owner and self.tip is not None and self.tip.alive():
            return
        self.close()
        open_tip = getattr(item.ui_manager, "open_tip", None)
        self.tip = open_tip(item) if open_tip is not None else None
        self.owner = item

    def close(self) -> None:
        tip, owner, self.tip, self.owner = self.tip, self.owner, None, None
        if tip is None:
            return
        if owner is not None and owner.tool_tip is tip:
            owner.tool_tip = None
        tip.kill()


def _swap_id(item: UIElement, object_id: ObjectID) -> None:
    """The widget's look by `object_id`, a chosen option still drawn chosen."""
    item.change_object_id(object_id)
    if isinstance(item, UIButton):
        keep_selected_look([item])


class FocusBorder:
    """The gold border worn by one widget at a time: the ring's mark, and the title menu's for
    a greyed entry (its lit "selected" look would say the entry can be pressed)."""

    def __init__(self) -> None:
        self.item: UIElement | None = None
        self._own_id: ObjectID | None = None

    def wear(self, item: UIElement) -> None:
        self.take_off()
        ensure_theme(item.ui_manager)
        own_class = item.class_ids[-1]
        self.item, self._own_id = item, ObjectID(item.object_ids[-1], own_class)
        _swap_id(item, ObjectID(FOCUSED_ON_GOLD if own_class == PRIMARY else FOCUSED, own_class))

    def take_off(self) -> None:
        item, own_id, self.item, self._own_id = self.item, self._own_id, None, None
        if item is not None and own_id is not None and item.alive():
            _swap_id(item, own_id)


def stops(item: UIElement) -> bool:
    """Whether Tab stops on `item`: an enabled widget, or a greyed one whose tip says why."""
    return bool(item.is_enabled or getattr(item, "tool_tip_text", None))


class FocusRing:
    """The scene's widgets in Tab order; `set_items` whenever the screen changes."""

    def __init__(self, on_press: Callable[[UIElement], None], *, tips: bool = True,
                 on_tip: Callable[[UIElement | None], None] | None = None) -> None:
        self._on_press = on_press
        self._tips = tips
        self._on_tip = on_tip
        self._tip = KeyedTip()
        self.items: list[UIElement] = []
        self.current: UIElement | None = None
        self._border = FocusBorder()

    def set_items(self, items: Sequence[UIElement]) -> None:
        """Replace the order, keeping focus on the same widget if it is still there."""
        self.items = [item for item in items if item.alive()]
        if self.current is not None and self.current not in self.items:
            self.clear()

    def clear(self) -> None:
        self.close_tip()
        item, self.current = self.current, None
        if item is None or not item.alive():
            return
        if isinstance(item, UITextEntryLine):
            item.unfocus()
        self._border.take_off()

    def focus(self, item: UIElement | None) -> None:
        if item is self.current:
            return
        self.clear()
        if item is None:
            return
        self.current = item
        if isinstance(item, UITextEntryLine):
            item.ui_manager.set_focus_set(item)
            # its text selected, the caret at its end, as Tab leaves a field in every program:
            # the caret stood at the start, so a typed bid of 200 over "30" read 20030
            text = item.get_text()
            item.select_range = [0, len(text)]
            item.edit_position = len(text)
            return
        self._border.wear(item)

    def move(self, step: int) -> None:
        shown = [item for item in self.items if item.visible and item.alive() and stops(item)]
        if not shown:
            self.clear()
            return
        if self.current in shown:
            index = (shown.index(self.current) + step) % len(shown)
        else:
            index = 0 if step > 0 else len(shown) - 1
        self.focus(shown[index])
        self.open_tip()

    def open_tip(self) -> None:
        """The focused widget's tooltip, opened by the keys (see the module's docstring)."""
        if self._tips and self.current is not None:
            self._tip.open(self.current)
        if self._on_tip is not None and self.current is not None:
            self._on_tip(self.current)

    def close_tip(self) -> None:
        self._tip.close()
        if self._on_tip is not None:
            self._on_tip(None)

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Tab moves; Space / Enter presses the focused button. True when the key was used."""
        if event.type != pygame.KEYDOWN:
            return False
        self._follow_click()
        if event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in PRESS_KEYS and isinstance(self.current, UIButton) \
                and self.current.visible:
            self.close_tip()
            self._on_press(self.current)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and isinstance(
                self.current, UITextEntryLine):
            self.move(1)
            return True
        return False

    def _follow_click(self) -> None:
        """Take as the ring's place a field of the ring that a click put the typing in: Tab
        went on from where the ring stood before and left the typing in the clicked field,
        so the next field took none and the clicked one all (newgame21)."""
        for item in self.items:
            if isinstance(item, UITextEntryLine) and item.is_focused and item is not self.current:
                self.clear()
                self.current = item
                return

    def hint(self) -> tuple[str, dict] | None:
        """The focused widget's tooltip (a locale key and its placeholders), for a hint line."""
        key = getattr(self.current, "tool_tip_text", None)
        if not key:
            return None
        return key, dict(getattr(self.current, "tool_tip_text_kwargs", None) or {})
