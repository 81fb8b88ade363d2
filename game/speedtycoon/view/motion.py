"""What the table animates of the rules' events (design §4.9), as steps of the house timeline
(game/ui/animation.py): a bought tile flies from the market to "Zu bauen" (or to its buyer's row),
placing drops it onto its cell, demolishing lifts it off to planning, a swap crosses two tiles,
taken cards slide from the Kapital to the depot and paid ones to the discard, refills deal in,
a revealed special card turns over, fund draws fly from the bag to the fund's row. A tile in
motion is hidden on the settled table (the step's `reveals`) until it lands."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.speedtycoon.rules import events as ev
from game.speedtycoon.rules.data import KIND_FIRST, PLACE_SHORT
from game.speedtycoon.view import art, model
from game.speedtycoon.view import table_view as tv
from game.ui.animation import Drop, Move, Rise, Step, ease_out_cubic, together

FLY = 0.55
DROP = 0.4
SLIDE = 0.35
DEAL = 0.25
TURN = 0.45


class Sprite:
    """An image drawn centred at `pos`, scaled (a card turning over scales its width)."""

    def __init__(self, image: pygame.Surface, flip: bool = False) -> None:
        self.image = image
        self.pos = (0.0, 0.0)
        self.scale = 1.0
        self.alpha = 255
        self.flip = flip

    def draw(self, surface: pygame.Surface) -> None:
        image = self.image
        if self.scale != 1.0:
            w, h = image.get_size()
            size = (max(1, round(w * self.scale)), h) if self.flip else \
                (max(1, round(w * self.scale)), max(1, round(h * self.scale)))
            image = pygame.transform.smoothscale(image, size)
        if self.alpha < 255:
            image = image.copy()
            image.set_alpha(self.alpha)
        surface.blit(image, image.get_rect(center=(round(self.pos[0]), round(self.pos[1]))))


@dataclass
class Where:
    """What the table shows now: whose tray and depot, whose empire, and its camera."""

    viewer: int
    shown: int
    camera: tv.EmpireCamera
    seats: int


def _tile(tile: int, size: int = tv.SMALL_TILE) -> Sprite:
    return Sprite(art.tile_image(tile, size))


def _card(kind: str) -> Sprite:
    return Sprite(art.card_image(KIND_FIRST[kind], tv.DEPOT_CARD))


def _row(seat: int, where: Where) -> tuple[int, int]:
    return tv.player_rect(seat, where.seats).center


def _empire_cell(seat: int, x: int, y: int, where: Where) -> tuple[int, int] | None:
    if seat != where.shown:
        return None
    rect = where.camera.cell_rect(x, y)
    return rect.center if tv.EMPIRE.contains(rect) else None


#: Events whose steps play at the same time as the step before them: the turn end's refills
#: of the market and the Kapital, in other places than the move that emptied them.
REFILLS = (ev.MarketRefilled, ev.DisplayRefilled)


def steps_for(events: list, after, where: Where) -> list[Step]:
    """The steps of one move's events, in order, except that the turn end's refills play
    together with the step before them (issue 31.1: watching a take, then the market, then
    the Kapital one after the other was waiting); `after` is the state they led to."""
    steps: list[Step] = []
    for e in events:
        step = _step(e, after, where)
        if step is None:
            continue
        if steps and isinstance(e, REFILLS):
            steps[-1] = together([steps[-1], step])
        else:
            steps.append(step)
    return steps


def _step(e, s, where: Where) -> Step | None:
    if isinstance(e, ev.BuildingBought):
        p = PLACE_SHORT.index(e.place)
        start = tv.place_rect(p).center
        if e.seat == where.viewer and e.tile in model.tray(s, e.seat):
            end = tv.tray_rect(model.tray(s, e.seat).index(e.tile)).center
        else:
            end = _row(e.seat, where)
        tracks = [Move(_tile(e.tile, tv.CELL), start, end, FLY, bow=0.2, scale=(1.0, 0.75))]
        depot = tv.DEPOT.center if e.seat == where.viewer else _row(e.seat, where)
        discard = (tv.KAPITAL.x + 60, tv.KAPITAL.bottom - 30)
        tracks += [Move(_card(k), depot, discard, SLIDE, delay=0.08 * i)
                   for i, k in enumerate(e.cards)]
        return Step(tracks, reveals=frozenset({("tile", e.tile)}))
    if isinstance(e, ev.BuildingPlaced):
        end = _empire_cell(e.seat, e.x, e.y, where)
        if end is None:
            return None
        sprite = _tile(e.tile, where.camera.cell)
        return Step([Drop(sprite, end, DROP, height=70)], reveals=frozenset({("tile", e.tile)}))
    if isinstance(e, ev.Demolished):
        start = _empire_cell(e.seat, e.x, e.y, where)
        if start is None:
            return None
        end = tv.PLANNING.center if e.seat == where.viewer else _row(e.seat, where)
        return Step([Move(_tile(e.tile, where.camera.cell), (start[0], start[1]),
                          end, FLY, ease=ease_out_cubic, bow=-0.25, scale=(1.15, 0.75))],
                    reveals=frozenset({("tile", e.tile)}))
    if isinstance(e, ev.Swapped):
        cell = _empire_cell(e.seat, e.x, e.y, where)
        if cell is None:
            return None
        plan = tv.PLANNING.center
        return Step([Move(_tile(e.tile_in, where.camera.cell), plan, cell, FLY, bow=0.3),
                     Move(_tile(e.tile_out, where.camera.cell), cell, plan, FLY, bow=0.3)],
                    reveals=frozenset({("tile", e.tile_in), ("tile", e.tile_out)}))
    if isinstance(e, ev.MoneyTaken):
        end = tv.DEPOT.center if e.seat == where.viewer else _row(e.seat, where)
        return Step([Move(_card(k), tv.display_rect(i).center, end, SLIDE, delay=0.07 * i)
                     for i, k in enumerate(e.cards)])
    if isinstance(e, ev.MarketRefilled):
        tracks = []
        for i, (place, tile) in enumerate(e.tiles):
            p = PLACE_SHORT.index(place)
            rect = tv.place_rect(p)
            tracks.append(Drop(_tile(tile, tv.CELL), (rect.x + 6 + tv.CELL // 2,
                                                      rect.y + 30 + tv.CELL // 2), DROP,
                               delay=0.1 * i, height=40))
        return Step(tracks, reveals=frozenset(("tile", tile) for _p, tile in e.tiles))
    if isinstance(e, ev.DisplayRefilled):
        deck = (tv.KAPITAL.x + 40, tv.KAPITAL.bottom - 30)
        first = len(model.display(s)) - len(e.cards)
        return Step([Move(Sprite(art.card_image(KIND_FIRST[k], tv.CARD)), deck,
                          tv.display_rect(max(0, first + i)).center, DEAL, delay=0.08 * i)
                     for i, k in enumerate(e.cards)],
                    reveals=frozenset(("display", max(0, first + i))
                                      for i in range(len(e.cards))))
    if isinstance(e, ev.SpecialRevealed):
        card = KIND_FIRST.get(e.card)
        if card is None:
            return None
        sprite = Sprite(art.card_image(card, (96, 136)), flip=True)
        return Step([Rise(sprite, tv.KAPITAL.center, TURN)], min_duration=TURN + 0.4)
    if isinstance(e, ev.FundDrew) and where.seats == 2:
        bag = tv.STATUS.midleft
        row = _row(2, where)
        return Step([Move(_tile(t), (bag[0] + 60, bag[1]), row, FLY, delay=0.06 * i, bow=0.2)
                     for i, t in enumerate(e.tiles)])
    return None


def hidden_tiles(hidden: frozenset) -> frozenset[int]:
    return frozenset(key[1] for key in hidden if key[0] == "tile")


def hidden_display(hidden: frozenset) -> frozenset[int]:
    return frozenset(key[1] for key in hidden if key[0] == "display")


