"""Draws the Tycoon board: a static layer made once, a settled layer made per change, sprites.

Three layers keep a frame cheap:
- the static layer (map, routes, cities with their printed prices and payouts, panel frames)
  depends only on the language and is drawn once;
- the settled layer (pieces, player panels, market, hand) is a copy of the static layer with
  the current model drawn on it; it is rebuilt only when the model, the pieces hidden by a
  running animation or the scene's decorations change, a few times per turn;
- each frame blits the settled layer and draws the moving sprites and the selection glow.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import pygame

from game.core.paths import assets_dir
from game.tycoon.rules import Event, State, board
from game.tycoon.view import layout
from game.tycoon.view.choreography import steps_for
from game.tycoon.view.model import BoardModel, CityInfo, PlayerInfo
from game.tycoon.view.places import (
    EVICTED_D,
    FACTORY_SIZE,
    HOTEL_D,
    panel_row,
    parked_heading,
    plane_home,
    plane_position,
)
from game.tycoon.view.sprites import (
    INK,
    PLAYER_RGB,
    PlaneSprite,
    card_back,
    dimmed,
    factory_image,
    hotel_image,
    plane_at,
    ticket_card,
    ticket_icon,
)
from game.tycoon.view.state_adapter import Seat, from_state
from game.tycoon.view.texts import Texts
from game.ui import fonts
from game.ui.animation import Timeline, quad_bezier, together
from game.ui.palette import BACKGROUND, DIM_TEXT, GOLD, LIGHT_TEXT, PANEL, PANEL_EDGE

BANNER = GOLD  # the last-round announcement in the header
BANNER_TEXT = (34, 38, 48)

CITY_PAPER = (244, 236, 214, 196)
CITY_EDGE = (126, 104, 70)
LOT_FILL = (234, 226, 204)
RED_LOT = (208, 88, 74)
LAST_LOT = (196, 196, 196)
LOT_EDGE = (150, 128, 94)
RUNWAY = (72, 76, 86)
FACTORY_LOT = (204, 200, 190)


@dataclass(frozen=True)
class Decor:
    """What the scene marks on the board; drawn over the pieces, never part of the rules."""

    hand_seat: int | None = None  # whose hand is shown face up below the board
    selected_hand: int | None = None  # index in that hand of the chosen ticket
    reachable: frozenset[int] = frozenset()  # cities the chosen ticket can reach
    dimmed_market: frozenset[int] = frozenset()  # display slots the player cannot afford
    hover_city: int | None = None


@dataclass
class _Settled:
    """The settled board and what it was drawn from."""

    surface: pygame.Surface
    model: BoardModel
    key: tuple


class BoardView:
    """The Tycoon board for one language. `draw` each frame; `timeline` plays motion."""

    def __init__(self, lang: str, speed: str = "normal",
                 on_sound: Callable[[str], None] | None = None) -> None:
        self.texts = Texts(lang)
        self.lang = lang
        self.timeline = Timeline(speed, on_sound)
        self.decor = Decor()
        self._static: pygame.Surface | None = None
        self._settled: _Settled | None = None
        self._clock = 0.0
        self.settled_builds = 0  # how often the settled board was redrawn (tests, benchmarks)
        self._skylines: dict[str, pygame.Surface] = {}

    # --- public -------------------------------------------------------------------------

    def set_decor(self, **changes) -> None:
        self.decor = replace(self.decor, **changes)

    def animate(self, events: list[Event], before: BoardModel, after: BoardModel,
                at_once: bool = False) -> None:
        """Queue the motion of `events`, which led from `before` to `after`; keep drawing
        `after`: pieces the motion has not brought yet stay hidden until it does.
        `at_once` plays all of it at the same time instead of one after another."""
        steps, cash = steps_for(events, before, after, self.texts, self.decor.hand_seat)
        if at_once and steps:
            steps = [together(steps)]
        self.timeline.play(steps, cash)

    def update(self, dt: float) -> None:
        """Advance the motion by dt seconds of real time (the speed setting scales it)."""
        self._clock += dt
        self.timeline.update(dt)

    def skip(self) -> None:
        """A click or Space: every running and waiting motion jumps to its end."""
        self.timeline.skip()

    @property
    def busy(self) -> bool:
        return self.timeline.busy

    def moving(self) -> bool:
        """Whether the next frame looks different with nothing else changed: motion plays, a
        cash float still rises or fades (left undrawn, its last frame stood on the panel while
        the next computer thought) or the reachable cities' glow pulses."""
        return self.timeline.moving or bool(self.decor.reachable)

    def draw(self, surface: pygame.Surface, model: BoardModel, floats: bool = True) -> None:
        """One frame: settled board, the scene's highlights, then everything in motion; the
        cash floats only with `floats` (under the payday card the scene draws them itself,
        above the card: `draw_floats`)."""
        surface.blit(self._settled_layer(model), (0, 0))
        self._draw_highlights(surface, model, self._clock)
        self.timeline.draw(surface, floaters=floats)

    def draw_floats(self, surface: pygame.Surface) -> None:
        """The rising cash changes ("−12 M") alone, unclipped."""
        self.timeline.draw_floaters(surface)

    def render(self, model: BoardModel) -> pygame.Surface:
        """A new picture of `model` as the board shows it now, motion included: for PNGs,
        tests and screenshots."""
        out = pygame.Surface(layout.CANVAS.size)
        self.draw(out, model)
        return out

    # --- static layer -------------------------------------------------------------------

    def static_layer(self) -> pygame.Surface:
        if self._static is None:
            self._static = self._build_static()
        return self._static

    def _build_static(self) -> pygame.Surface:
        s = pygame.Surface(layout.CANVAS.size)
        s.fill(BACKGROUND)
        world = pygame.image.load(str(assets_dir() / "board" / "world.png")).convert()
        s.blit(world, layout.BOARD.topleft)
        self._draw_routes(s)
        for city in range(board.NUM_CITIES):
            self._draw_city_print(s, city)
        for rect in (layout.HAND, layout.ACTION_BAR, layout.TURN_LIGHTS, layout.MARKET):
            _panel(s, rect)
        title = fonts.text(self.texts.t("tycoon_board.market.title"), 15, LIGHT_TEXT, bold=True)
        s.blit(title, (layout.MARKET.x + 8, layout.MARKET.y + 5))
        return s

    def _draw_routes(self, s: pygame.Surface) -> None:
        """Decorative air routes between neighbouring cities and across the map."""
        overlay = pygame.Surface(layout.BOARD.size, pygame.SRCALPHA)
        ox, oy = layout.BOARD.topleft
        pairs = [(a, b) for a in range(9) for b in board.NEIGHBOURS[a] if a < b]
        pairs += [(0, 4), (2, 4), (4, 6), (4, 8), (0, 8), (3, 2)]
        for i, (a, b) in enumerate(pairs):
            p0 = layout.centre_rect(a).center
            p1 = layout.centre_rect(b).center
            bow = 0.22 if i % 2 else -0.22
            points = _arc_points((p0[0] - ox, p0[1] - oy), (p1[0] - ox, p1[1] - oy), bow, 48)
            for j in range(0, len(points) - 1, 2):
                pygame.draw.line(overlay, (255, 255, 255, 110), points[j], points[j + 1], 2)
        s.blit(overlay, layout.BOARD.topleft)

    def _draw_city_print(self, s: pygame.Surface, city: int) -> None:
        rect = layout.city_rect(city)
        paper = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(paper, CITY_PAPER, paper.get_rect(), border_radius=12)
        pygame.draw.rect(paper, CITY_EDGE, paper.get_rect(), 2, border_radius=12)
        s.blit(paper, rect.topleft)
        cls = board.CITY_CLASS[city]
        for runway in range(2):
            r = layout.runway_rect(city, runway)
            pygame.draw.rect(s, RUNWAY, r, border_radius=4)
            for x in range(r.x + 16, r.right - 4, 8):
                pygame.draw.line(s, (200, 200, 200), (x, r.centery), (x + 3, r.centery), 1)
            price = fonts.text(str(board.RUNWAY_PRICES[cls][runway]), 14, (255, 255, 255), True)
            s.blit(price, (r.x + 4, r.centery - price.get_height() // 2))
        for slot in range(2):
            r = layout.factory_rect(city, slot)
            pygame.draw.rect(s, FACTORY_LOT, r, border_radius=4)
            pygame.draw.rect(s, LOT_EDGE, r, 1, border_radius=4)
            price = fonts.text(str(board.FACTORY_PRICES[cls][slot]), 14, INK, True)
            s.blit(price, price.get_rect(center=r.center))
        for lot in range(board.TRACK_LOTS):
            self._draw_lot(s, city, lot)
        name = fonts.fit(self.texts.city(city), 15, INK, layout.name_rect(city).width, bold=True)
        s.blit(name, name.get_rect(center=layout.name_rect(city).center))
        sky = self._skyline(board.CITY_IDS[city])
        s.blit(sky, sky.get_rect(center=layout.emblem_rect(city).center))

    def _draw_lot(self, s: pygame.Surface, city: int, lot: int) -> None:
        r = layout.lot_rect(city, lot).inflate(-2, -2)
        red = board.IS_RED[lot]
        fill = RED_LOT if red else LAST_LOT if lot == board.BUILD_LOTS else LOT_FILL
        pygame.draw.rect(s, fill, r, border_radius=5)
        pygame.draw.rect(s, LOT_EDGE, r, 1, border_radius=5)
        if lot == board.BUILD_LOTS:
            for x in range(r.x - r.height, r.right, 7):
                pygame.draw.line(s, (172, 172, 172), (max(x, r.x), r.bottom - 1 - max(0, r.x - x)),
                                 (min(x + r.height, r.right - 1),
                                  r.bottom - 1 - min(r.height - 1, r.right - 1 - x)), 1)
        first, second = board.PAYOUTS[board.CITY_CLASS[city]][lot]
        colour = (255, 255, 255) if red else INK
        top = fonts.text(str(first), 14, colour, bold=True)
        bottom = fonts.text(str(second), 11, colour)
        s.blit(top, top.get_rect(midbottom=(r.centerx, r.centery + 3)))
        s.blit(bottom, bottom.get_rect(midtop=(r.centerx, r.centery + 1)))

    def _skyline(self, city_id: str) -> pygame.Surface:
        if city_id not in self._skylines:
            path = assets_dir() / "board" / f"skyline_{city_id}.png"
            self._skylines[city_id] = pygame.image.load(str(path)).convert_alpha()
        return self._skylines[city_id]

    # --- settled layer ------------------------------------------------------------------

    def _settled_layer(self, model: BoardModel) -> pygame.Surface:
        key = (self.timeline.hidden(), self.timeline.cash_shown(), self.decor.hand_seat,
               self.decor.dimmed_market)
        settled = self._settled
        if settled is None or settled.model is not model or settled.key != key:
            surface = settled.surface if settled else pygame.Surface(layout.CANVAS.size)
            surface.blit(self.static_layer(), (0, 0))
            self._draw_pieces(surface, model)
            self._settled = _Settled(surface, model, key)
            self.settled_builds += 1
        return self._settled.surface

    def _draw_pieces(self, s: pygame.Surface, model: BoardModel) -> None:
        hidden = self.timeline.hidden()
        for city, info in enumerate(model.cities):
            self._draw_city_pieces(s, model, city, info, hidden)
        for seat, player in enumerate(model.players):
            if player.city is not None and ("plane", seat) not in hidden:
                image = plane_at(player.colour, PlaneSprite.LENGTH, parked_heading(model, seat))
                s.blit(image, image.get_rect(center=plane_position(model, seat)))
        for player in model.players:
            self._draw_player_panel(s, model, player, hidden)
        self._draw_turn_lights(s, model)
        self._draw_market(s, model, hidden)
        self._draw_hand(s, model, hidden)

    def _draw_city_pieces(self, s, model: BoardModel, city: int, info: CityInfo, hidden) -> None:
        payout = info.payout_lot
        if payout < board.TRACK_LOTS:
            pygame.draw.rect(s, GOLD, layout.lot_rect(city, payout).inflate(2, 2), 3,
                             border_radius=6)
        for lot, seat in enumerate(info.lots):
            if seat is not None and ("hotel", city, lot) not in hidden:
                image = hotel_image(model.player(seat).colour, HOTEL_D)
                s.blit(image, image.get_rect(center=layout.lot_rect(city, lot).center))
        shown = [(i, seat) for i, seat in enumerate(info.evicted)
                 if ("evicted", city, i) not in hidden]
        if shown:
            plaza = layout.evicted_rect(city)
            plaza.width = 24 * (shown[-1][0] + 1) + 4
            pygame.draw.rect(s, (120, 110, 96), plaza, border_radius=8)
        for index, seat in shown:
            image = hotel_image(model.player(seat).colour, EVICTED_D)
            s.blit(image, layout.evicted_slot(city, index))
        for slot, seat in enumerate(info.factories):
            if seat is not None and ("factory", city, slot) not in hidden:
                image = factory_image(model.player(seat).colour, *FACTORY_SIZE)
                s.blit(image, image.get_rect(center=layout.factory_rect(city, slot).center))

    def _draw_player_panel(self, s, model: BoardModel, p: PlayerInfo, hidden) -> None:
        t = self.texts
        row = panel_row(model, p.seat)
        rect = layout.player_panel(row)
        current = model.current == p.seat
        _panel(s, rect, edge=PLAYER_RGB[p.colour] if current else PANEL_EDGE,
               width=3 if current else 1)
        pygame.draw.rect(s, PLAYER_RGB[p.colour], (rect.x, rect.y, 8, rect.height),
                         border_top_left_radius=8, border_bottom_left_radius=8)
        icon = plane_at(p.colour, 22, 0)
        s.blit(icon, (rect.x + 14, rect.y + 6))
        name = fonts.fit(p.name, 16, LIGHT_TEXT, layout.NAME_WIDTH, bold=True)
        s.blit(name, layout.seat_name_rect(row))
        cash = self.timeline.cash_shown_for(p.seat, p.cash)
        money = fonts.text(t.money(cash), layout.CASH_FIGURE_SIZE,
                           (255, 120, 110) if cash < 0 else GOLD, bold=True)
        anchor = layout.cash_anchor(row)
        s.blit(money, money.get_rect(midright=anchor))
        y = rect.y + 36
        s.blit(hotel_image(p.colour, 14), (rect.x + 14, y + 1))
        hotels = fonts.text(t.t("tycoon_board.player.hotels", session=p.hotels_session,
                                total=p.hotels_total), 13, LIGHT_TEXT)
        s.blit(hotels, (rect.x + 34, y))
        s.blit(factory_image(p.colour, 16, 12), (rect.x + 150, y + 2))
        factories = fonts.text(t.t("tycoon_board.player.factories", count=p.factories), 13,
                               LIGHT_TEXT)
        s.blit(factories, (rect.x + 170, y))
        hand_count = len(p.hand) - sum(1 for k in hidden if k[:2] == ("hand", p.seat))
        s.blit(ticket_icon(), (rect.x + 248, y + 3))
        tickets = fonts.text(str(hand_count), 13, LIGHT_TEXT)
        s.blit(tickets, (rect.x + 268, y))
        # its kind under the name, as the property tables' marks (after the name "ИИ" read as
        # part of it, "Синий ИИ", play-test 3): a computer's and a person's alike, the word the
        # set-up's seat gave ("Person"), so every panel has the line and its loans stand alike
        kind = "tycoon_board.player.computer" if p.is_computer else "match.new_game.kind_human"
        tag = fonts.text(t.t(kind), 12, DIM_TEXT)
        s.blit(tag, tag.get_rect(midleft=(rect.x + 14, rect.y + 73)))
        self._draw_loans(s, p, rect.x + 14 + tag.get_width() + 8, rect.y + 62, rect.right - 8)
        bank = layout.home_bank_rect(row)
        pygame.draw.rect(s, (28, 36, 50), bank, border_radius=6)
        pygame.draw.rect(s, PANEL_EDGE, bank, 1, border_radius=6)
        if p.city is None:  # the home field; away, the box says where the plane is instead
            label = fonts.text(t.t("tycoon_board.player.home_bank"), 10, DIM_TEXT)
            s.blit(label, label.get_rect(midbottom=(bank.centerx, bank.bottom - 1)))
        else:
            label = fonts.fit(t.t("tycoon_board.player.plane_in"), 10, DIM_TEXT, bank.width - 4)
            s.blit(label, label.get_rect(midtop=(bank.centerx, bank.y + 2)))
        if p.city is None and ("plane", p.seat) not in hidden:
            plane = plane_at(p.colour, PlaneSprite.LENGTH, parked_heading(model, p.seat))
            s.blit(plane, plane.get_rect(center=plane_home(model, p.seat)))
        elif p.city is not None:  # where the plane is, for a quick look
            lines = fonts.wrapped(t.city(p.city), 11, LIGHT_TEXT, bank.width - 6)
            top = bank.y + 30 - 7 * (len(lines) - 1)
            for i, line in enumerate(lines):
                s.blit(line, line.get_rect(center=(bank.centerx, top + 14 * i)))

    def _draw_loans(self, s, p: PlayerInfo, x: int, y: int, right: int) -> None:
        """A chip per loan from `x`; those that would pass `right` (less the room of "+N")
        are counted in "+N" instead."""
        t = self.texts
        room_for_more = fonts.size_of(t.t("tycoon_board.board.more", count=len(p.loans)), 12)[0]
        shown = 0
        for chip in p.loans:
            label = t.t("tycoon_board.player.loan", amount=chip.amount, due=chip.due)
            if chip.extended:
                label += " " + t.t("tycoon_board.player.loan_extended")
            image = fonts.text(label, 11, INK, bold=True)
            w = image.get_width() + 10
            last = shown == len(p.loans) - 1
            if x + w > right - (0 if last else room_for_more + 4):
                break
            colour = (240, 170, 90) if chip.extended else (226, 220, 200)
            pygame.draw.rect(s, colour, (x, y, w, 22), border_radius=4)
            s.blit(image, (x + 5, y + 11 - image.get_height() // 2))
            x += w + 4
            shown += 1
        if shown < len(p.loans):
            more = fonts.text(t.t("tycoon_board.board.more", count=len(p.loans) - shown), 12,
                              LIGHT_TEXT)
            s.blit(more, (x, y + 3))

    def _draw_turn_lights(self, s, model: BoardModel) -> None:
        for row, seat in enumerate(model.turn_order()):
            colour = model.player(seat).colour
            centre = layout.turn_light(row)
            lit = model.current == seat
            if lit:
                pygame.draw.circle(s, (255, 255, 255), centre, 13)
            light = hotel_image(colour, 22)  # the colour's glyph, for colour-blind players
            if not lit:
                light = dimmed(light)
            s.blit(light, light.get_rect(center=centre))
        right = (layout.TURN_LIGHTS.right - 10, layout.TURN_LIGHTS.centery)
        room = right[0] - layout.turn_light(len(model.players) - 1)[0] - 30
        lines, banner = self.header(model)
        if banner:
            texts = [fonts.fit(line, 12, BANNER_TEXT, room - 16, True) for line in lines]
            pill = pygame.Rect(0, 0, max(t.get_width() for t in texts) + 20,
                               layout.TURN_LIGHTS.height - 2)
            pill.midright = right
            pygame.draw.rect(s, BANNER, pill, border_radius=10)
            top = pill.centery - sum(t.get_height() for t in texts) // 2
            for text in texts:
                s.blit(text, text.get_rect(midtop=(pill.centerx, top)))
                top += text.get_height()
        else:
            text = fonts.fit(lines[0], 14, LIGHT_TEXT, room, True)
            s.blit(text, text.get_rect(midright=right))

    def header(self, model: BoardModel) -> tuple[tuple[str, ...], bool]:
        """The header's lines right of the turn lights, and whether they are the last-round
        banner, which stays there from the last hotel of a session until its payday."""
        last = model.payday_after()
        if last is not None:
            return (self.texts.t("tycoon_board.board.last_round"),
                    self.texts.t("tycoon_board.board.payday_after",
                                 player=model.player(last).name)), True
        if model.current is None:
            return (self.texts.t("tycoon_board.board.game_over"),), False
        return (self.texts.t("tycoon_board.board.session", session=model.session,
                             sessions=board.SESSIONS),), False

    def _draw_market(self, s, model: BoardModel, hidden) -> None:
        for slot, ticket in enumerate(model.market):
            kind = board.KIND_NAMES[board.SLOT_KIND[slot]]
            index = slot if slot < board.DISPLAY_SCHEDULED else slot - board.DISPLAY_SCHEDULED
            rect = layout.market_card_rect(kind, index)
            if ticket is None or ("market", slot) in hidden:
                pygame.draw.rect(s, PANEL_EDGE, rect, 1, border_radius=7)
                continue
            dim = slot in self.decor.dimmed_market
            s.blit(ticket_card(ticket, rect.size, self.lang, dim=dim), rect)
        piles = layout.market_piles_rect()
        back = (52, 34)
        for i, (kind, count) in enumerate(((board.SCHEDULED, model.scheduled_deck),
                                           (board.CHARTER, model.charter_deck))):
            pos = (piles.x + i * (back[0] + 8), piles.y + 2)
            if count:
                s.blit(card_back(back, kind), pos)
            else:
                pygame.draw.rect(s, PANEL_EDGE, (*pos, *back), 1, border_radius=6)
            number = fonts.text(str(count), 14, LIGHT_TEXT if count else DIM_TEXT, bold=True)
            s.blit(number, number.get_rect(midtop=(pos[0] + back[0] // 2, pos[1] + back[1] + 1)))
        t = self.texts.t
        counts = "   ".join((t("tycoon_board.market.scheduled_deck", count=model.scheduled_deck),
                             t("tycoon_board.market.charter_deck", count=model.charter_deck),
                             t("tycoon_board.market.discard", count=model.discard)))
        line = layout.market_counts_rect()
        text = fonts.fit(counts, 12, DIM_TEXT, line.width)
        s.blit(text, text.get_rect(midleft=line.midleft))

    def _draw_hand(self, s, model: BoardModel, hidden) -> None:
        seat = self.decor.hand_seat
        if seat is None:
            return
        hand = model.player(seat).hand
        for index, ticket in enumerate(hand):
            if ("hand", seat, index) in hidden:
                continue
            rect = layout.hand_card_rect(index, len(hand))
            s.blit(ticket_card(ticket, rect.size, self.lang), rect)
            if index < 9:  # the key that picks this ticket
                digit = fonts.text(str(index + 1), 11, (255, 255, 255), bold=True)
                badge = digit.get_rect(bottomright=(rect.right - 4, rect.bottom - 2)).inflate(6, 0)
                pygame.draw.rect(s, INK, badge, border_radius=4)
                s.blit(digit, digit.get_rect(center=badge.center))

    # --- per frame ----------------------------------------------------------------------

    def _draw_highlights(self, s: pygame.Surface, model: BoardModel, now: float) -> None:
        glow = 150 + int(100 * (0.5 + 0.5 * math.sin(now * 5)))
        for city in self.decor.reachable:
            pygame.draw.rect(s, (glow, 255, glow // 2), layout.city_rect(city).inflate(4, 4), 4,
                             border_radius=14)
        if self.decor.hover_city is not None:
            pygame.draw.rect(s, (255, 255, 255), layout.city_rect(self.decor.hover_city), 2,
                             border_radius=12)
        seat, index = self.decor.hand_seat, self.decor.selected_hand
        if seat is not None and index is not None:
            rect = layout.hand_card_rect(index, len(model.player(seat).hand))
            pygame.draw.rect(s, GOLD, rect.inflate(4, 4), 3, border_radius=8)


def render_state(state: State, seats: Sequence[Seat], lang: str,
                 hand_seat: int | None = None) -> pygame.Surface:
    """A picture of a rules State on the 1280 x 800 canvas: thumbnails, tests, screenshots."""
    view = BoardView(lang)
    view.set_decor(hand_seat=hand_seat)
    return view.render(from_state(state, seats))


def _panel(s: pygame.Surface, rect: pygame.Rect, edge=PANEL_EDGE, width: int = 1) -> None:
    pygame.draw.rect(s, PANEL, rect, border_radius=8)
    pygame.draw.rect(s, edge, rect, width, border_radius=8)


def _arc_points(p0, p1, bow: float, steps: int) -> list[tuple[float, float]]:
    return [quad_bezier(p0, p1, bow, i / steps) for i in range(steps + 1)]
