"""Side panels over a board, the frame every game's share: a row of toggle buttons (one per
panel, plus actions such as undo), the open panel's frame with its title and close button, and
what a key press means to them.

One panel is open at a time. The frame is made on a higher layer than the board's hotspots, so
it takes the clicks over them. What a panel shows is the game's (Tycoon: history, players,
payouts, majorities, hint hosted by game/tycoon/panels/info_panels.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel, UIPanel

from game.scenes.widgets import TipButton  # a greyed panel button still says why
from game.ui.keys import SHORTCUT_MODS, is_undo

TITLE_HEIGHT = 34
BUTTON_GAP = 5
#: Keys that scroll a scrollable panel (rows; positive: back in time).
PAGE_KEYS = {pygame.K_PAGEUP: 20, pygame.K_PAGEDOWN: -20, pygame.K_HOME: 10**6,
             pygame.K_END: -10**6}
#: Ctrl+Z is the house's undo, whatever letter a game gives its undo panel button.
UNDO = "undo"


def panel_buttons(manager, container, area: pygame.Rect,
                  buttons: Sequence[tuple[str, str, str]],
                  widths: Mapping[str, int] | None = None) -> dict[str, UIButton]:
    """(name, label key, tooltip key) left to right across `area`; a name in `widths` gets
    that width, the others share the rest."""
    widths = dict(widths or {})
    shared = len(buttons) - len(widths)
    free = area.width - sum(widths.values()) - BUTTON_GAP * (len(buttons) - 1)
    width = free // max(1, shared)
    made: dict[str, UIButton] = {}
    x = area.x
    for name, label, tip in buttons:
        w = widths.get(name, width)
        made[name] = TipButton(pygame.Rect(x, area.y, w, area.height), label, manager=manager,
                              container=container, tool_tip_text=tip,
                              object_id=ObjectID(f"#info_{name}", "@choice"))
        x += w + BUTTON_GAP
    return made


def mark_open(buttons: Mapping[str, UIButton], open_name: str | None) -> None:
    """The open panel's button is shown pressed, the others not."""
    for name, button in buttons.items():
        if name == open_name:
            button.select()
        elif button.is_selected:
            button.unselect()


class PanelFrame:
    """The open panel: a raised frame with its title and a close button; `content` is the
    rectangle (inside the frame) left for what the panel shows."""

    def __init__(self, manager, container, rect: pygame.Rect, title_key: str,
                 close_key: str, close_tip: str) -> None:
        self.rect = rect
        self.panel = UIPanel(rect, starting_height=4, manager=manager, container=container,
                             object_id=ObjectID("#info_panel", None))
        self.title = UILabel(pygame.Rect(10, 4, rect.width - 60, 26), title_key,
                             manager=manager, container=self.panel,
                             object_id=ObjectID("#info_title", None))
        self.close = UIButton(pygame.Rect(rect.width - 44, 4, 34, 26), close_key,
                              manager=manager, container=self.panel, tool_tip_text=close_tip,
                              object_id=ObjectID("#info_close", None))
        self.content = content_rect(rect.size)
        lift_tooltips(manager)

    def place(self, rect: pygame.Rect) -> None:
        """Move the open frame to `rect`, what it holds kept (a box sized to its text takes
        its new height in place: made anew, it would lose the text it shows)."""
        self.rect = rect.copy()
        self.panel.set_relative_position(rect.topleft)
        self.panel.set_dimensions(rect.size)
        self.title.set_dimensions((rect.width - 60, 26))
        self.close.set_relative_position((rect.width - 44, 4))
        self.content = content_rect(rect.size)

    def covers(self, pos: tuple[int, int]) -> bool:
        return self.panel.get_abs_rect().collidepoint(pos)

    def kill(self) -> None:
        self.panel.kill()


def content_rect(size: tuple[int, int]) -> pygame.Rect:
    """The room inside a frame of `size` (inside its coordinates) left under its title."""
    return pygame.Rect(8, TITLE_HEIGHT + 4, size[0] - 16, size[1] - TITLE_HEIGHT - 12)


def lift_tooltips(manager) -> None:
    """A tooltip open when a panel opens is made again over it. pygame-gui lays a tooltip on
    the top layer of the moment it opens, so a panel opened later (L under a button's pointer)
    covered all of it but the edge below the panel's foot (play-test pt-speed4); its button,
    still hovered, opens it anew on the next frame, on the new top layer."""
    for element in manager.get_sprite_group().sprites():
        if getattr(element, "tool_tip", None) is not None:
            element.tool_tip.kill()
            element.tool_tip = None


def route_key(event: pygame.event.Event, keys: Mapping[int, str], open_name: str | None,
              scrollable: frozenset[str] = frozenset()) -> tuple[str, object] | None:
    """What a key press means to the panels: ("toggle", name) for a panel's key (or undo),
    ("scroll", rows) for a page key over a scrollable open panel, ("close", None) for Esc
    while one is open; None leaves the key to the board."""
    if event.type != pygame.KEYDOWN:
        return None
    if is_undo(event):
        return "toggle", UNDO
    if event.mod & SHORTCUT_MODS:
        return None
    if event.key in keys:
        return "toggle", keys[event.key]
    if event.key in PAGE_KEYS and open_name in scrollable:
        return "scroll", PAGE_KEYS[event.key]
    if event.key == pygame.K_ESCAPE and open_name is not None:
        return "close", None
    return None
