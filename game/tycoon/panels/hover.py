"""Hover cards: which thing is under the mouse, and its card drawn in the board's style.

The targets are found with the board view's own layout rectangles, so a card always belongs to
what the player sees under the pointer.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.tycoon.info import cards
from game.tycoon.info.cards import Card
from game.tycoon.panels.style import GOLD, GOOD, LIGHT_TEXT, PANEL_EDGE, blit_text
from game.tycoon.panels.words import Words
from game.tycoon.rules import State, board
from game.tycoon.view import fonts, layout
from game.tycoon.view.model import BoardModel
from game.tycoon.view.places import panel_row

CARD_WIDTH = 340
PAD = 10
BACK = (18, 24, 36, 238)
LOAN_CHIPS_SHOWN = 5


@dataclass(frozen=True)
class Target:
    """kind: city, lot, runway, factory, ticket, loan or player; ``key`` the id or index."""

    kind: str
    key: int | str
    part: int = 0


def _loan_chip_rects(model: BoardModel, seat: int, words: Words) -> list[tuple[pygame.Rect, str]]:
    """Where the board view lays a player's loan chips (same label, font and spacing)."""
    p = model.player(seat)
    rect = layout.player_panel(panel_row(model, seat))
    x, y = rect.x + 14, rect.y + 62
    out = []
    for chip in p.loans[:LOAN_CHIPS_SHOWN]:
        label = words.texts.t("tycoon_board.player.loan", amount=chip.amount, due=chip.due)
        if chip.extended:
            label += " " + words.texts.t("tycoon_board.player.loan_extended")
        w = fonts.font(11, True).size(label)[0] + 10
        out.append((pygame.Rect(x, y, w, 22), board.LOAN_IDS[chip.card]))
        x += w + 4
    return out


def target_at(pos: tuple[int, int], model: BoardModel, hand_seat: int | None,
              words: Words) -> Target | None:
    city = layout.city_at(pos)
    if city is not None:
        for lot in range(layout.LOT_COUNT):
            if layout.lot_rect(city, lot).collidepoint(pos):
                return Target("lot", city, lot)
        for r in range(2):
            if layout.runway_rect(city, r).collidepoint(pos):
                return Target("runway", city, r)
            if layout.factory_rect(city, r).collidepoint(pos):
                return Target("factory", city, r)
        return Target("city", city)
    spot = layout.market_slot_at(pos)
    if spot is not None:
        kind, slot = spot
        index = slot if kind == "scheduled" else slot + board.DISPLAY_SCHEDULED
        ticket = model.market[index]
        return None if ticket is None else Target("ticket", board.TICKET_IDS[ticket])
    if hand_seat is not None and layout.HAND.collidepoint(pos):
        hand = model.player(hand_seat).hand
        index = layout.hand_slot_at(pos, len(hand))
        return None if index is None else Target("ticket", board.TICKET_IDS[hand[index]])
    for p in model.players:
        if layout.player_panel(panel_row(model, p.seat)).collidepoint(pos):
            for rect, card in _loan_chip_rects(model, p.seat, words):
                if rect.collidepoint(pos):
                    return Target("loan", card)
            return Target("player", p.seat)
    return None


def card_for(target: Target, state: State, viewer: int | None) -> Card:
    kind, key, part = target.kind, target.key, target.part
    if kind == "city":
        return cards.city_card(state, key, viewer)
    if kind == "lot":
        return cards.lot_card(state, key, part, viewer)
    if kind == "runway":
        return cards.runway_card(state, key, part, viewer)
    if kind == "factory":
        return cards.factory_card(state, key, part, viewer)
    if kind == "ticket":
        return cards.ticket_card(state, key, viewer)
    if kind == "loan":
        return cards.loan_card(state, key, viewer)
    return cards.player_card(state, key, viewer)


def wrap(label: str, size: int, width: int, bold: bool = False) -> list[str]:
    font = fonts.font(size, bold)
    lines: list[str] = []
    line = ""
    for word in label.split():
        trial = f"{line} {word}".strip()
        if line and font.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def render_card(card: Card, words: Words) -> pygame.Surface:
    inner = CARD_WIDTH - 2 * PAD
    blocks: list[tuple[str, int, tuple, bool]] = []
    for line in wrap(words(card.title), 16, inner, True):
        blocks.append((line, 16, GOLD, True))
    for fact in card.facts:
        for line in wrap("• " + words(fact), 13, inner):
            blocks.append((line, 13, LIGHT_TEXT, False))
    if card.for_you:
        blocks.append(("", 6, LIGHT_TEXT, False))
        blocks.append((words.t("tycoon_info.card.you.heading"), 13, GOLD, True))
        for text in card.for_you:
            for line in wrap(words(text), 13, inner, True):
                blocks.append((line, 13, GOOD, True))
    height = PAD * 2 + sum(fonts.font(size, bold).get_linesize() for _l, size, _c, bold in blocks)
    surface = pygame.Surface((CARD_WIDTH, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, BACK, surface.get_rect(), border_radius=8)
    pygame.draw.rect(surface, PANEL_EDGE, surface.get_rect(), 2, border_radius=8)
    y = PAD
    for line, size, colour, bold in blocks:
        if line:
            blit_text(surface, line, (PAD, y), size, colour, bold)
        y += fonts.font(size, bold).get_linesize()
    return surface


def place_card(size: tuple[int, int], pointer: tuple[int, int], keep_clear: pygame.Rect,
               bounds: pygame.Rect) -> pygame.Rect:
    """Beside the pointer (never under it, so the thing stays hoverable), inside `bounds`,
    above `keep_clear` (the action bar) when possible."""
    rect = pygame.Rect((0, 0), size)
    rect.topleft = (pointer[0] + 18, pointer[1] - size[1] // 3)
    if rect.right > bounds.right:
        rect.right = pointer[0] - 18
    rect.clamp_ip(bounds)
    if rect.colliderect(keep_clear):
        rect.bottom = keep_clear.top - 4
        rect.clamp_ip(bounds)
    return rect
