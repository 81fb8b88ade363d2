"""Turns the rules' events into steps on the timeline: what moves where, for how long, and
with which sound.

The engine says what happened (`Flew`, `HotelBuilt`, `HotelEvicted`, ...); this module decides
how it looks. It reads positions from layout.py and the two view models around the action
(before and after), never a rule. Durations are at normal speed; the timeline scales them.
"""

from __future__ import annotations

from game.tycoon.rules import board
from game.tycoon.rules import events as ev
from game.tycoon.view import layout
from game.tycoon.view.model import BoardModel
from game.tycoon.view.places import (
    EVICTED_D,
    FACTORY_SIZE,
    HOTEL_D,
    panel_row,
    plane_home,
    plane_position,
    runway_centre,
)
from game.tycoon.view.sprites import (
    FloatingText,
    PieceSprite,
    PlaneSprite,
    factory_image,
    hotel_image,
    ticket_card,
)
from game.tycoon.view.texts import Texts
from game.ui.animation import (
    Drop,
    FlightPath,
    Float,
    Fly,
    Move,
    Rise,
    Step,
    ease_in_out_cubic,
    ease_out_cubic,
)

LEG_SECONDS = 0.55
FLIGHT_EXTRA = 0.35
DROP_SECONDS = 0.5
SLIDE_SECONDS = 0.6
RISE_SECONDS = 0.55
CARD_SECONDS = 0.45
FLOAT_SECONDS = 1.1
PAYDAY_SECONDS = 1.2


class Choreographer:
    """Builds steps for one batch of events; keeps the running plane positions and cash."""

    def __init__(self, texts: Texts, before: BoardModel, after: BoardModel,
                 hand_seat: int | None) -> None:
        self.texts = texts
        self.before = before
        self.after = after
        self.hand_seat = hand_seat
        self.cash = {p.seat: p.cash for p in before.players}
        self.planes = {p.seat: plane_position(before, p.seat) for p in before.players}
        self.hand_counts = {p.seat: len(p.hand) for p in before.players}

    def steps(self, events: list[ev.Event]) -> list[Step]:
        out: list[Step] = []
        previous = None
        for event in events:
            handler = getattr(self, "_" + type(event).__name__, None)
            step = handler(event) if handler else None
            if step is None:
                continue
            self._money(event, step)
            if type(event) is ev.HotelEvicted and type(previous) in BUILDS and out:
                _append(out[-1], step)
            else:
                out.append(step)
            previous = event
        return out

    # --- money -----------------------------------------------------------------------------

    def _money(self, event: ev.Event, step: Step) -> None:
        """Cash floats up beside the figure, which shows the new amount from the start."""
        deltas = ev.money_deltas([event], len(self.cash))
        for seat, delta in enumerate(deltas):
            if not delta:
                continue
            self.cash[seat] += delta
            step.cash[seat] = self.cash[seat]
            label = FloatingText(self.texts.money_delta(delta), delta > 0, (0, 0))
            start = layout.cash_float_start(self._row(seat), label.image.get_width())
            label.pos = start
            step.floaters.append(Float(label, start, FLOAT_SECONDS, rise=layout.CASH_FLOAT_RISE))
            if ("cash" not in [name for _t, name in step.cues]) and type(event) is not ev.Payday:
                step.cues += ((0.0, "cash"),)

    def _row(self, seat: int) -> int:
        return panel_row(self.after, seat)

    # --- tickets ---------------------------------------------------------------------------

    def _hand_target(self, seat: int, index: int, count: int) -> tuple[float, float]:
        if seat == self.hand_seat:
            return layout.hand_card_rect(index, count).center
        panel = layout.player_panel(self._row(seat))
        return panel.x + 256, panel.y + 42

    def _TicketBought(self, e: ev.TicketBought) -> Step:
        t = board.ticket_index(e.ticket)
        kind = board.KIND_NAMES[board.SLOT_KIND[e.slot]]
        index = e.slot if e.slot < board.DISPLAY_SCHEDULED else e.slot - board.DISPLAY_SCHEDULED
        start = layout.market_card_rect(kind, index)
        hand = self.after.player(e.seat).hand
        count = self.hand_counts[e.seat] = self.hand_counts[e.seat] + 1
        position = hand.index(t) if t in hand else count - 1
        target = self._hand_target(e.seat, position, max(count, len(hand)))
        sprite = PieceSprite(ticket_card(t, layout.HAND_CARD_SIZE, self.texts.lang),
                             start.center)
        reveals = {("hand", e.seat, position)} if t in hand else set()
        return Step([Move(sprite, start.center, target, CARD_SECONDS, bow=0.15)],
                    reveals=frozenset(reveals))

    def _TicketsRefunded(self, e: ev.TicketsRefunded) -> Step:
        tracks = []
        for i, (ticket, slot) in enumerate(zip(e.tickets, e.slots, strict=True)):
            t = board.ticket_index(ticket)
            kind = board.KIND_NAMES[board.SLOT_KIND[slot]]
            index = slot if slot < board.DISPLAY_SCHEDULED else slot - board.DISPLAY_SCHEDULED
            target = layout.market_card_rect(kind, index).center
            start = self._hand_target(e.seat, i, len(e.tickets))
            sprite = PieceSprite(ticket_card(t, layout.HAND_CARD_SIZE, self.texts.lang), start)
            tracks.append(Move(sprite, start, target, CARD_SECONDS, delay=i * 0.1, bow=-0.15))
        self.hand_counts[e.seat] -= len(e.tickets)
        return Step(tracks, reveals=frozenset(("market", s) for s in e.slots))

    def _DisplayRefilled(self, e: ev.DisplayRefilled) -> Step | None:
        if not e.filled:
            return None
        tracks = []
        piles = layout.market_piles_rect()
        for i, (slot, ticket) in enumerate(e.filled):
            kind = board.KIND_NAMES[board.SLOT_KIND[slot]]
            index = slot if slot < board.DISPLAY_SCHEDULED else slot - board.DISPLAY_SCHEDULED
            rect = layout.market_card_rect(kind, index)
            sprite = PieceSprite(ticket_card(board.ticket_index(ticket), rect.size,
                                             self.texts.lang), piles.center)
            tracks.append(Move(sprite, piles.center, rect.center, CARD_SECONDS, delay=i * 0.08,
                               ease=ease_out_cubic))
        return Step(tracks, reveals=frozenset(("market", slot) for slot, _t in e.filled))

    # --- flights ---------------------------------------------------------------------------

    def _flight(self, seat: int, points: list[tuple[float, float]], land: bool) -> Step:
        colour = self.after.player(seat).colour
        path = FlightPath(points)
        duration = LEG_SECONDS * path.legs + FLIGHT_EXTRA
        self.planes[seat] = points[-1]
        cues = ((0.0, "takeoff"),) + (((duration - 0.45, "landing"),) if land else ())
        return Step([Fly(PlaneSprite(colour, points[0]), path, duration)],
                    reveals=frozenset({("plane", seat)}), cues=cues)

    def _Flew(self, e: ev.Flew) -> Step:
        cities = [board.city_index(c) for c in e.path]
        points = [self.planes[e.seat]]
        points += [layout.centre_rect(c).center for c in cities[:-1]]
        points.append(runway_centre(cities[-1], e.runway - 1 if e.runway else None))
        return self._flight(e.seat, points, land=bool(e.runway))

    def _FlewHome(self, e: ev.FlewHome) -> Step:
        return self._flight(e.seat, [self.planes[e.seat], plane_home(self.after, e.seat)],
                            land=True)

    # --- buildings -------------------------------------------------------------------------

    def _HotelBuilt(self, e: ev.HotelBuilt) -> Step:
        c = board.city_index(e.city)
        colour = self.after.player(e.seat).colour
        target = layout.lot_rect(c, e.lot).center
        sprite = PieceSprite(hotel_image(colour, HOTEL_D), target)
        return Step([Drop(sprite, target, DROP_SECONDS)], reveals=frozenset({("hotel", c, e.lot)}),
                    cues=((DROP_SECONDS * 0.4, "build"),))

    def _HotelRenovated(self, e: ev.HotelRenovated) -> Step:
        c = board.city_index(e.city)
        colour = self.after.player(e.seat).colour
        evicted = self.before.cities[c].evicted
        index = len(evicted) - 1 - evicted[::-1].index(e.seat) if e.seat in evicted else 0
        start = layout.evicted_slot(c, index).center
        target = layout.lot_rect(c, e.lot).center
        sprite = PieceSprite(hotel_image(colour, HOTEL_D), start)
        return Step([Move(sprite, start, target, SLIDE_SECONDS, bow=0.3,
                          scale=(EVICTED_D / HOTEL_D, 1.0))],
                    reveals=frozenset({("hotel", c, e.lot)}), cues=((SLIDE_SECONDS, "build"),))

    def _HotelEvicted(self, e: ev.HotelEvicted) -> Step:
        c = board.city_index(e.city)
        colour = self.after.player(e.owner).colour
        evicted = self.after.cities[c].evicted
        index = len(evicted) - 1 - evicted[::-1].index(e.owner) if e.owner in evicted else 0
        start = layout.lot_rect(c, e.lot).center
        target = layout.evicted_slot(c, index).center
        sprite = PieceSprite(hotel_image(colour, HOTEL_D), start)
        return Step([Move(sprite, start, target, SLIDE_SECONDS, ease=ease_in_out_cubic,
                          bow=0.25, scale=(1.0, EVICTED_D / HOTEL_D))],
                    reveals=frozenset({("evicted", c, index)}), cues=((0.0, "eviction"),))

    def _FactoryBuilt(self, e: ev.FactoryBuilt) -> Step:
        c = board.city_index(e.city)
        colour = self.after.player(e.seat).colour
        target = layout.factory_rect(c, e.lot).center
        sprite = PieceSprite(factory_image(colour, *FACTORY_SIZE), target)
        return Step([Rise(sprite, target, RISE_SECONDS)],
                    reveals=frozenset({("factory", c, e.lot)}), cues=((0.0, "build"),))

    # --- money only ------------------------------------------------------------------------

    def _LoanTaken(self, e: ev.LoanTaken) -> Step:
        return Step(min_duration=0.4)

    def _LoanRepaid(self, e: ev.LoanRepaid) -> Step:
        return Step(min_duration=0.3)

    def _Payday(self, e: ev.Payday) -> Step:
        return Step(min_duration=PAYDAY_SECONDS, cues=((0.0, "payday"),))


BUILDS = (ev.HotelBuilt, ev.HotelRenovated)


def _append(first: Step, then: Step) -> None:
    """Play `then` right after `first` within one step: the evicted hotel stays visible on its
    lot while the new hotel drops, then slides to the centre."""
    offset = first.duration
    for track in then.tracks:
        track.delay += offset
        first.tracks.append(track)
    first.reveals |= then.reveals
    first.cues += tuple((at + offset, name) for at, name in then.cues)
    first.cash.update(then.cash)
    first.floaters += then.floaters


def steps_for(events: list[ev.Event], before: BoardModel, after: BoardModel, texts: Texts,
              hand_seat: int | None = None) -> tuple[list[Step], dict[int, int]]:
    """Steps for `events` that led from `before` to `after`, and the cash shown until then."""
    director = Choreographer(texts, before, after, hand_seat)
    return director.steps(events), {p.seat: p.cash for p in before.players}
