"""Hover cards: which thing is under the mouse, and what its card says (the card's frame,
delay and placement are the house's: game/ui/hover.py).

The targets are found with the board view's own layout rectangles, so a card always belongs to
what the player sees under the pointer.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.tycoon.info import cards
from game.tycoon.info.cards import Card
from game.tycoon.panels.style import GOLD
from game.tycoon.panels.words import Words
from game.tycoon.rules import State, board
from game.tycoon.view import layout
from game.tycoon.view.model import BoardModel
from game.tycoon.view.places import panel_row
from game.ui import fonts
from game.ui.hover import Block, bad, good, heading
from game.ui.hover import render_card as card_frame
from game.ui.palette import LIGHT_TEXT

LOAN_CHIPS_SHOWN = 5

_YOU = "tycoon_info.card.you."
#: What a "For you now" line means for the person: in green only what helps (all green, "this
#: ticket takes you nowhere" read as good news in the play-test); in red what stands in the
#: way; plain what only informs. Every line's key is here (tests/tycoon_scenes: a new line
#: without a meaning fails).
MEANING: dict[str, str] = {
    **dict.fromkeys((_YOU + k for k in (
        "take_first", "take_second", "hotel_gain", "factory_gain", "evicts", "reach_with",
        "reaches", "reaches_from_home", "afford", "ahead_of")), "good"),
    **dict.fromkeys((_YOU + k for k in (
        "no_hotels", "chain_full", "evicts_own", "no_ticket_here", "reaches_nothing",
        "reaches_nothing_home", "cannot_afford", "loan_must_repay", "behind")), "bad"),
    **dict.fromkeys((_YOU + k for k in (
        "no_place", "plane_here", "your_runway", "land_here", "loan_choice", "loan_cost",
        "rank", "level")), "neutral"),
}


def for_you(text: str, key: str) -> Block:
    """A "For you now" line in the colour of its meaning (`MEANING`)."""
    meaning = MEANING[key]
    if meaning == "good":
        return good(text)
    return bad(text) if meaning == "bad" else Block(text, 13, LIGHT_TEXT, True)


@dataclass(frozen=True)
class Target:
    """kind: city, lot, runway, factory, ticket, loan or player; ``key`` the id or index."""

    kind: str
    key: int | str
    part: int = 0


def loan_chip_rects(model: BoardModel, seat: int, words: Words) -> list[tuple[pygame.Rect, str]]:
    """Where the board view lays a player's loan chips (same label, font and spacing), each
    with its loan card's id: the pointer's card and the keys' stops over them (read_spots.py)."""
    p = model.player(seat)
    rect = layout.player_panel(panel_row(model, seat))
    x, y = rect.x + 14, rect.y + 62
    out = []
    for chip in p.loans[:LOAN_CHIPS_SHOWN]:
        label = words.texts.t("tycoon_board.player.loan", amount=chip.amount, due=chip.due)
        if chip.extended:
            label += " " + words.texts.t("tycoon_board.player.loan_extended")
        w = fonts.size_of(label, 11, True)[0] + 10
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
            for rect, card in loan_chip_rects(model, p.seat, words):
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


def render_card(card: Card, words: Words) -> pygame.Surface:
    blocks = [heading(words(card.title))]
    blocks += [Block("• " + words(fact)) for fact in card.facts]
    if card.for_you:
        blocks += [Block("", 6), Block(words.t("tycoon_info.card.you.heading"), 13, GOLD, True)]
        blocks += [for_you(words(text), text[0]) for text in card.for_you]
    return card_frame(blocks)
