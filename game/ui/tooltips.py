"""pygame-gui's tooltips kept off what a board must leave readable, by the hover cards' rule.

pygame-gui opens a tooltip below its widget, or above it where there is no room below, and
knows nothing of what the board draws itself: the greyed build button's reason in Tycoon's
action bar opened right over the news line above the bar, the line that said what the turn
allows (play-test pt-tycoon5). A tooltip that meets one of the rects a board keeps readable is
moved where `place_card` puts a hover card: beside its widget, lifted above what it met, else
the nearest spot that covers none of them.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
from pygame_gui.elements import UITooltip

from game.ui.hover import place_card


def tooltips_clear_of(manager, keep_clear: Sequence[pygame.Rect | None],
                      bounds: pygame.Rect) -> list[UITooltip]:
    """Move every open tooltip that meets a rect of `keep_clear` (None: nothing there now)
    off it, its own widget kept clear first; the tooltips moved. Run after the manager's
    update, before anything is drawn (a tooltip opens in the update)."""
    clear = [rect for rect in keep_clear if rect is not None]
    moved: list[UITooltip] = []
    for sprite in manager.get_sprite_group().sprites():
        if not isinstance(sprite, UITooltip) or not any(
                sprite.rect.colliderect(rect) for rect in clear):
            continue
        owner = sprite.parent_element
        widget = owner.get_abs_rect() if owner is not None else sprite.rect
        spot = place_card(sprite.rect.size, widget.center, [widget, *clear], bounds)
        sprite.set_position(spot.topleft)
        moved.append(sprite)
    return moved
