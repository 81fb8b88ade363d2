"""pygame-gui's tooltips kept off what a board must leave readable, by the hover cards' rule.

pygame-gui opens a tooltip below its widget, or above it where there is no room below, and
knows nothing of what the board draws itself: the greyed build button's reason in Tycoon's
action bar opened right over the news line above the bar, the line that said what the turn
allows (play-test pt-tycoon5). A tooltip that meets one of the rects a board keeps readable is
moved where `place_card` puts a hover card: beside its widget, lifted above what it met, else
the nearest spot that covers none of them.

Lifting may carry a tip far from its widget: a bar button's tip kept off the news line and then
off the plane's city in the lowest row of Tycoon's board opened over the cities of the middle
row, 300 px above the pointer (play-test playtest20b). A tip lifted more than `NEAR` above its
widget stands beside the widget in its row instead, where that covers nothing it must leave
clear (a one-line tip; a taller one finds no such spot and keeps the lifted one) and covers
no button that can be pressed: beside "Hotel" in Tycoon's bar the tip covered End turn, the
button the pointer goes to next after a build (play-test); it stands on the greyed side then.

A tip that covers a button that can be pressed is moved too, where it met nothing a board keeps
clear (allin22): pygame-gui opened the greyed "+10" bid's tip ("You only have 80.") below its
cell in the property auction, over "Bid typed" and Drop out, and only the placement beside the
row knew of the buttons. Every board runs this after its frame (`MatchScene.update`, its
rects from `tips_keep_clear`), so all games' panels get it.

A tip the keyboard's focus opened (`UIManager.open_tip`) is moved beside its widget instead:
above it, below it or level with it in its row, lifted over what it must leave clear, the
nearest such spot that covers no button first (`beside_widget`). A keyboard player reads the
tip where the focus ring is; the hover cards' rule, made for a pointer that can go anywhere,
carried Tycoon's "Fly home" tip across the screen, as the cities over the bar are buttons too
(speed24). Only where no spot beside the widget leaves the board's text clear does it take the
hover cards' rule.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
from pygame_gui.elements import UIButton, UITooltip

from game.ui.hover import place_card

#: How far above its widget a moved tip may stand before a spot in the widget's row is
#: preferred: the news line's height and a little.
NEAR = 80


def tooltips_clear_of(manager, keep_clear: Sequence[pygame.Rect | None],
                      bounds: pygame.Rect) -> list[UITooltip]:
    """Move every open tooltip that meets a rect of `keep_clear` (None: nothing there now) or
    a button that can be pressed off them, its own widget kept clear first, then `keep_clear`,
    then the buttons; the tooltips moved. Run after the manager's update, before anything is
    drawn (a tooltip opens in the update). The manager knows its open tips without walking its
    widgets each frame (`UIManager.tooltips`), so with none open this costs nothing."""
    clear = [rect for rect in keep_clear if rect is not None]
    moved: list[UITooltip] = []
    for sprite in manager.tooltips():
        owner = sprite.parent_element
        pressable = _pressable(manager, owner)
        if not any(sprite.rect.colliderect(rect) for rect in (*clear, *pressable)):
            continue
        widget = owner.get_abs_rect() if owner is not None else sprite.rect
        spot = beside_widget(sprite.rect.size, widget, clear, pressable, bounds) \
            if manager.opened_by_keys(sprite) else None
        if spot is None:
            spot = place_card(sprite.rect.size, widget.center, [widget, *clear, pressable],
                              bounds)
            if widget.top - spot.bottom > NEAR:
                spot = _beside_in_row(spot, widget, [*clear, *pressable], bounds) or spot
        sprite.set_position(spot.topleft)
        moved.append(sprite)
    return moved


def _pressable(manager, owner) -> list[pygame.Rect]:
    """Where the buttons a pointer may go to next stand: every shown, enabled button but the
    tip's own."""
    return [sprite.get_abs_rect() for sprite in manager.get_sprite_group().sprites()
            if isinstance(sprite, UIButton) and sprite is not owner and sprite.visible
            and sprite.is_enabled]


def _beside_in_row(tip: pygame.Rect, widget: pygame.Rect, clear: Sequence[pygame.Rect],
                   bounds: pygame.Rect) -> pygame.Rect | None:
    """A spot of `tip`'s size right of `widget` (else left of it), its bottom level with the
    widget's, that stays in `bounds` and covers nothing of `clear`; None where there is none."""
    for x in (widget.right + 4, widget.left - 4 - tip.width):
        spot = pygame.Rect((x, widget.bottom - tip.height), tip.size)
        if bounds.contains(spot) and not any(spot.colliderect(rect) for rect in clear):
            return spot
    return None


def beside_widget(size: tuple[int, int], widget: pygame.Rect, clear: Sequence[pygame.Rect],
                  pressable: Sequence[pygame.Rect], bounds: pygame.Rect) -> pygame.Rect | None:
    """A spot of `size` touching `widget`: above it or below it (lined up with its left edge,
    its middle or its right edge; lifted over, or pushed under, what of `clear` it meets), or
    level with it in its row (right of it or left, its bottom or its top with the widget's;
    moved along the row past what of `clear` it meets). Inside `bounds`, on nothing of
    `clear` nor the widget. The nearest of those within NEAR of the widget that covers no
    button of `pressable`, else the nearest; None where every spot meets `clear`."""
    w, h = size
    xs = (widget.x, widget.centerx - w // 2, widget.right - w)
    spots: list[tuple[pygame.Rect, int]] = []
    for x in xs:
        above = _past(pygame.Rect((x, widget.top - 4 - h), size), clear, "up")
        below = _past(pygame.Rect((x, widget.bottom + 4), size), clear, "down")
        spots += [(above, widget.top - above.bottom), (below, below.top - widget.bottom)]
    for right in (True, False):
        for y in (widget.bottom - h, widget.top):
            x = widget.right + 4 if right else widget.x - 4 - w
            row = _past(pygame.Rect((x, y), size), clear, "right" if right else "left")
            spots.append((row, row.x - widget.right if right else widget.x - row.right))
    fit = [(spot, gap) for spot, gap in spots if bounds.contains(spot)
           and not spot.colliderect(widget) and not any(spot.colliderect(r) for r in clear)]
    if not fit:
        return None
    return min(fit, key=lambda item: (item[1] > NEAR,
                                      any(item[0].colliderect(r) for r in pressable),
                                      item[1]))[0]


def _past(spot: pygame.Rect, clear: Sequence[pygame.Rect], way: str) -> pygame.Rect:
    """`spot` moved `way` ("up", "down", "left" or "right") past each rect of `clear` it
    meets, in turn."""
    for _ in clear:
        met = [r for r in clear if spot.colliderect(r)]
        if not met:
            break
        if way == "up":
            spot.bottom = min(r.top for r in met) - 4
        elif way == "down":
            spot.top = max(r.bottom for r in met) + 4
        elif way == "left":
            spot.right = min(r.left for r in met) - 4
        else:
            spot.left = max(r.right for r in met) + 4
    return spot
