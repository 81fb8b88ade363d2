"""Which hover card a widget the keys focused opens, and what that card must leave in sight.

The pointer's card goes beside the pointer; the keys' card goes beside the focused widget
(`InfoPanels.show_keyed`), and it must also leave the heading of the panel the widget belongs
to readable: a market ticket's card lay over "Ticket market" and the panel keys beside it
(tycoonkeys2, a real window). So each card names what it keeps clear, in order of weight: the
widget, then its panel's heading (the market's heading row, the city a lot belongs to, the
player's panel a loan chip sits in); the hand strip and the action bar stay clear anyway
(`rects.CARD_KEEP_CLEAR`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIElement

from game.tycoon.panels.hover import Target
from game.tycoon.rules import board
from game.tycoon.view import layout
from game.tycoon.view.state_adapter import chain_ends

if TYPE_CHECKING:
    from game.tycoon.scenes.board_scene import BoardScene


@dataclass(frozen=True)
class KeyedCard:
    """The card's target and the rects it leaves in sight after its widget's, weightiest
    first (a tuple of rects is one thing, as `place_card` takes it)."""

    target: Target
    keep: tuple[pygame.Rect | tuple[pygame.Rect, ...], ...] = ()


def keyed_card(scene: BoardScene, widget: UIElement) -> KeyedCard | None:
    """The card `widget` stands for on `scene`'s board, or None (an action button: its
    tooltip says it all)."""
    read = scene.read_spots.spots.get(widget)
    if read is not None:
        return KeyedCard(read.target, (read.panel,))
    spot = scene.panel.spots.get(widget) if scene.panel is not None else None
    if spot is None:
        return None
    if spot.kind == "city":
        return KeyedCard(Target("city", spot.index))
    if spot.kind == "lot":
        lot = chain_ends(scene.match.state)[spot.index]
        return KeyedCard(Target("lot", spot.index, lot), (layout.city_rect(spot.index),))
    if spot.kind == "market":
        ticket = scene.model.market[spot.index]
        if ticket is None:
            return None
        return KeyedCard(Target("ticket", board.TICKET_IDS[ticket]), (layout.MARKET_HEADING,))
    hand = scene.turn.hand()
    return KeyedCard(Target("ticket", hand[spot.index])) if spot.index < len(hand) else None
