"""A hover info card with its picture: the tile or money card as drawn on the table, above the
card's lines (game/ui/hover.py renders and places them)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.hover import BACK, CARD_WIDTH, PAD, Block, render_card

#: Every game's card width: at 380 px a card did not fit beside the open log in the 348 px
#: over the tray, planning and depot, and stood partly over the log (speedpolish).
WIDTH = CARD_WIDTH


def info_card(picture: pygame.Surface, blocks: Sequence[Block]) -> pygame.Surface:
    text = render_card(blocks, WIDTH)
    top = picture.get_height() + PAD
    card = pygame.Surface((WIDTH, text.get_height() + top), pygame.SRCALPHA)
    card.blit(text, (0, top))
    # opaque as the words' card (hover.BACK): at 238 the Planning heading showed through
    pygame.draw.rect(card, BACK, (0, 0, WIDTH, top + 12), border_top_left_radius=8,
                     border_top_right_radius=8)
    pygame.draw.rect(card, (70, 84, 106), card.get_rect(), 2, border_radius=8)
    card.blit(picture, (PAD, PAD))
    return card
