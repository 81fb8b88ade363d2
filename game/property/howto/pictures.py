"""The pictures of the property How-to-play pages, cut from the real board view.

Each picture renders the ruleset's own board (game/property/view/board_view.py) for a small
made-up position — a whole set, buildings, a mortgage, a jailed token — and crops what the
page talks about, next to the game's own title deed, dice, card and seat rows. So the pages
always look like the board a player will meet, in both rulesets and every language.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

from game.property.rules import State, new_game
from game.property.rules.auction import opening
from game.property.rules.rulesets import CASH, GO_TO_JAIL, START, TAX, Ruleset
from game.property.scenes.deed import deed_blocks
from game.property.scenes.words import Words
from game.property.view import column, layout
from game.property.view.board_view import BoardTexts, BoardView, Marks, token
from game.property.view.motion import die, draw_card
from game.scenes.howto_book import PICTURE_SIZE
from game.ui.chart import ChartLine, line_chart
from game.ui.hover import render_card
from game.ui.palette import DIM_TEXT, GOLD, LIGHT_TEXT, PANEL
from game.ui.text import blit_text, wrap

COLOURS = ["red", "blue", "green"]
#: The sample rivals' names; the first seat is you, as the lesson names you (`Pictures`).
SAMPLE_NAMES = ("property_howto.sample.second", "property_howto.sample.third")
YOU, RIVAL, THIRD = 0, 1, 2


def position(rs: Ruleset, owner: dict[int, int] | None = None,
             level: dict[int, int] | None = None, mortgaged: Iterable[int] = (),
             pos: tuple[int, int, int] = (0, 0, 0), jail: tuple[int, int, int] = (-1, -1, -1),
             cash: tuple[int, int, int] | None = None) -> State:
    """A three-seat state of `rs` with these holdings (a picture's stage, checked by the
    snapshot loader like any saved game, so it is a position the rules accept)."""
    data = new_game(3, 1, {"ruleset": rs.id}).to_dict()
    for p, seat in (owner or {}).items():
        data["owner"][p] = seat
    for p, lv in (level or {}).items():
        data["level"][p] = lv
    for p in mortgaged:
        data["mort"][p] = True
    levels = data["level"]
    data["supply"] = [rs.small_supply - sum(lv for lv in levels if lv < rs.top_level),
                      rs.big_supply - sum(1 for lv in levels if lv == rs.top_level)]
    data["pos"], data["jail"] = list(pos), list(jail)
    if cash is not None:
        data["cash"] = list(cash)
    return State.from_dict(data)


def canvas() -> pygame.Surface:
    s = pygame.Surface(PICTURE_SIZE, pygame.SRCALPHA)
    s.fill(PANEL)
    return s


def arrow(s: pygame.Surface, a: tuple[int, int], b: tuple[int, int]) -> None:
    """A gold arrow from `a` to `b`."""
    va = pygame.math.Vector2(a)
    vb = pygame.math.Vector2(b)
    direction = (vb - va).normalize()
    side = pygame.math.Vector2(-direction.y, direction.x)
    tip = vb
    base = vb - direction * 14
    pygame.draw.line(s, GOLD, va, base, 4)
    pygame.draw.polygon(s, GOLD, [tip, base + side * 9, base - side * 9])


def caption(s: pygame.Surface, text: str, pos: tuple[int, int], width: int, size: int = 16,
            colour=LIGHT_TEXT, bold: bool = False) -> int:
    """Wrapped lines from `pos` down; returns the y below them."""
    x, y = pos
    for line in wrap(text, size, width, bold):
        blit_text(s, line, (x, y), size, colour, bold)
        y += size + 8
    return y


def scaled(image: pygame.Surface, factor: float) -> pygame.Surface:
    w, h = image.get_size()
    return pygame.transform.smoothscale(image, (round(w * factor), round(h * factor)))


def fit_height(image: pygame.Surface, height: int) -> pygame.Surface:
    return image if image.get_height() <= height else scaled(image, height / image.get_height())


class Pictures:
    """The pictures of one ruleset in one language; `draw[chapter id]()` makes one."""

    CHAPTERS = ("goal", "turn", "buy", "rent", "build", "mortgage", "trade", "jail", "cards",
                "debt", "end")

    def __init__(self, rs: Ruleset, say: Callable[..., str], you: str | None = None) -> None:
        """`you`: the red first seat's name, as the lesson and the new-game screen call the
        person (`player_files.person_name`; without it the first seat's default): the pictures
        said "Anna", the lesson "Player 1" or the profile's name (playtest lessonleft)."""
        self.rs = rs
        self.say = say
        self.names = [you or say("match.new_game.default_name", number=1),
                      *(say(key) for key in SAMPLE_NAMES)]
        self.words = Words(say, rs, self.names)
        self.view = BoardView(rs)
        w = self.words
        self.texts = BoardTexts(w.names(), w.prices(), w.game("title"), w.game("subtitle"))
        sets = rs.sets
        self.whole = sets[1]          # a set to own whole, build on and collect from
        self.other = sets[2]          # the rival's set, one place mortgaged
        self.for_sale = sets[3][0]
        self.draw: dict[str, Callable[[], pygame.Surface]] = {
            name: getattr(self, name) for name in self.CHAPTERS}

    # --- the board, rendered and cut -----------------------------------------------------

    def render(self, state: State) -> pygame.Surface:
        surface = pygame.Surface(layout.CANVAS.size)
        self.view.draw(surface, state, COLOURS, self.texts, Marks())
        return surface

    def cut(self, state: State, spaces: Iterable[int], factor: float = 1.0) -> pygame.Surface:
        """The cells of `spaces` (and whatever lies between them) from the rendered board."""
        cells = self.view.cells
        rects = [cells[p].rect for p in spaces]
        area = rects[0].unionall(rects[1:])
        return scaled(self.render(state).subsurface(area).copy(), factor)

    def deed(self, state: State, p: int, viewer: int | None = None) -> pygame.Surface:
        return fit_height(render_card(deed_blocks(state, p, viewer, self.words), 300), 280)

    def t(self, key: str, **params) -> str:
        return self.say(key, **params)

    # --- the pages ---------------------------------------------------------------------------

    def goal(self) -> pygame.Surface:
        """The board's title beside the seat rows, a gap between them: the title's strip
        was cut as wide as the board's centre and ran 50 px under the rows (play-test
        pt-prop3, en 1280x800); it is cut about the centre as wide as the room left."""
        rs, s = self.rs, canvas()
        board = self.render(position(rs))
        rows = layout.seat_row(0).unionall([layout.seat_row(1), layout.seat_row(2)])
        rows_x = PICTURE_SIZE[0] - rows.w - 16
        factor = 0.72
        c = layout.centre()
        width = min(c.w, round((rows_x - 2 * 16) / factor))
        strip = pygame.Rect(c.centerx - width // 2, c.y + 60, width, 220)
        s.blit(scaled(board.subsurface(strip).copy(), factor), (16, 20))
        seats = pygame.Surface(layout.CANVAS.size, pygame.SRCALPHA)
        money = self.words.money(rs.start_money)
        worth = self.t("property_board.board.worth", amount=rs.start_money)
        column.draw_seats(seats, [column.SeatLine(name, COLOURS[k], money, worth, "", k == 0,
                                                  k == 0, False)
                                  for k, name in enumerate(self.names)])
        s.blit(seats.subsurface(rows).copy(), (rows_x, 40))
        caption(s, self.t("property_howto.picture.start_money", amount=rs.start_money),
                (rows_x, 190), rows.w, 18, GOLD, True)
        return s

    def turn(self) -> pygame.Surface:
        rs, s = self.rs, canvas()
        start = rs.kind.index(START)
        steps, factor, top = 5, 1.25, 110
        path = range(start, start + steps + 1)
        state = position(rs, pos=(start + steps, start, start))
        strip = self.cut(state, path, factor)
        s.blit(strip, (16, top))
        cells = self.view.cells
        left = cells[path[-1]].rect.x

        def centre(p: int) -> int:
            return 16 + round((cells[p].rect.centerx - left) * factor)

        for a, b in zip(path, path[1:], strict=False):  # the hops, as the token runs
            x0, x1 = centre(b), centre(a)
            pygame.draw.arc(s, GOLD, pygame.Rect(x0, top - 36, x1 - x0, 64), 0.35, 2.8, 3)
        x = 40 + strip.get_width()
        die(s, (x + 30, 90), 2)
        die(s, (x + 100, 90), 3)
        caption(s, self.t("property_howto.picture.dice", d1=2, d2=3, steps=steps),
                (x, 140), PICTURE_SIZE[0] - x - 16, 17, LIGHT_TEXT, True)
        caption(s, self.t("property_howto.picture.salary", amount=rs.salary,
                          start=self.words.space(start)),
                (x, 200), PICTURE_SIZE[0] - x - 16, 16, GOLD, True)
        return s

    def buy(self) -> pygame.Surface:
        rs, s = self.rs, canvas()
        p = self.for_sale
        state = position(rs, pos=(p, 0, 0))
        cell = self.cut(state, [p], 2.0)
        s.blit(cell, (24, (PICTURE_SIZE[1] - cell.get_height()) // 2))
        card = self.deed(state, p, YOU)
        x = 48 + cell.get_width()
        s.blit(card, (x, (PICTURE_SIZE[1] - card.get_height()) // 2))
        x += card.get_width() + 24
        width = PICTURE_SIZE[0] - x - 16
        y = caption(s, self.t("property_howto.picture.buy", price=rs.price[p]), (x, 90), width,
                    20, GOLD, True)
        caption(s, self.t("property_howto.picture.auction_from", opening=opening(state, p)),
                (x, y + 6), width, 16)
        return s

    def rent(self) -> pygame.Surface:
        rs, s = self.rs, canvas()
        places = self.whole
        state = position(rs, owner={p: YOU for p in places}, pos=(places[0], places[1], 0))
        strip = self.cut(state, places, 1.8)
        s.blit(strip, (16, 40))
        caption(s, self.t("property_howto.picture.whole_set"), (16, 60 + strip.get_height()),
                strip.get_width(), 18, GOLD, True)
        card = self.deed(state, places[1], YOU)
        s.blit(card, (PICTURE_SIZE[0] - card.get_width() - 24,
                      (PICTURE_SIZE[1] - card.get_height()) // 2))
        return s

    def build(self) -> pygame.Surface:
        rs, s = self.rs, canvas()
        places = self.whole
        levels = [2] * (len(places) - 1) + [1]
        state = position(rs, owner={p: YOU for p in places},
                         level=dict(zip(places, levels, strict=True)))
        strip = self.cut(state, places, 1.6)
        s.blit(strip, (16, (PICTURE_SIZE[1] - strip.get_height()) // 2))
        x = 40 + strip.get_width()
        text = self.t("property_howto.picture.levels", levels=" · ".join(map(str, levels)))
        caption(s, text, (x, 100), PICTURE_SIZE[0] - x - 16, 20, GOLD, True)
        small = blit_text(s, self.words.game("small", count=rs.top_level - 1), (x, 150), 17)
        arrow(s, (small.right + 10, small.centery), (small.right + 50, small.centery))
        blit_text(s, self.words.game("big"), (small.right + 60, 150), 17, LIGHT_TEXT, True)
        return s

    def mortgage(self) -> pygame.Surface:
        rs, s = self.rs, canvas()
        places = self.other
        p = places[-1]
        state = position(rs, owner={q: YOU for q in places}, mortgaged=[p])
        strip = fit_height(self.cut(state, places), PICTURE_SIZE[1] - 16)
        s.blit(strip, (24, (PICTURE_SIZE[1] - strip.get_height()) // 2))
        card = self.deed(state, p, YOU)
        x = 56 + strip.get_width()
        s.blit(card, (x, (PICTURE_SIZE[1] - card.get_height()) // 2))
        x += card.get_width() + 24
        caption(s, self.t("property_howto.picture.mortgage", value=rs.mortgage_value(p),
                          cost=rs.unmortgage_cost(p)), (x, 100), PICTURE_SIZE[0] - x - 16,
                18, GOLD, True)
        return s

    def trade(self) -> pygame.Surface:
        rs, s = self.rs, canvas()
        mine, theirs = self.whole[0], self.other[0]
        state = position(rs, owner={mine: YOU, theirs: RIVAL})
        a = self.cut(state, [mine], 1.6)
        b = self.cut(state, [theirs], 1.6)
        top = (PICTURE_SIZE[1] - 60 - max(a.get_height(), b.get_height())) // 2
        s.blit(a, (60, top))
        bx = PICTURE_SIZE[0] - 60 - b.get_width()
        s.blit(b, (bx, top))
        mid = top + a.get_height() // 2
        arrow(s, (80 + a.get_width(), mid - 16), (bx - 20, mid - 16))
        arrow(s, (bx - 20, mid + 16), (80 + a.get_width(), mid + 16))
        for k, colour in enumerate(("red", "blue")):
            token(s, (40 if k == 0 else PICTURE_SIZE[0] - 40, top + 12), colour)
        caption(s, self.t("property_howto.picture.trade"), (60, PICTURE_SIZE[1] - 56),
                PICTURE_SIZE[0] - 120, 18, GOLD, True)
        return s

    def jail(self) -> pygame.Surface:
        rs, s = self.rs, canvas()
        cell = rs.jail_space
        go = rs.kind.index(GO_TO_JAIL)
        state = position(rs, pos=(go, cell, cell), jail=(-1, 1, -1))
        held = self.cut(state, [cell], 2.0)
        sent = self.cut(state, [go], 2.0)
        top = (PICTURE_SIZE[1] - held.get_height()) // 2
        s.blit(sent, (40, top))
        s.blit(held, (360, top))
        arrow(s, (60 + sent.get_width(), top + sent.get_height() // 2),
              (340, top + held.get_height() // 2))
        x = 600
        for k, (colour, key) in enumerate((("blue", "property_howto.picture.held"),
                                           ("green", "property_howto.picture.visiting"))):
            y = 110 + k * 50
            token(s, (x, y + 10), colour)
            blit_text(s, self.t(key), (x + 20, y), 18, LIGHT_TEXT, True, width=220)
        return s

    def cards(self) -> pygame.Surface:
        rs, s = self.rs, canvas()
        deck = rs.decks[0]
        space = deck.spaces[0]
        state = position(rs, pos=(space, 0, 0))
        cell = self.cut(state, [space], 2.0)
        s.blit(cell, (40, (PICTURE_SIZE[1] - cell.get_height()) // 2))
        card = next(c for c, effect in zip(deck.cards, deck.effects, strict=True)
                    if effect[0] == CASH and effect[1] > 0)
        draw_card(s, (self.words.game(f"deck.{deck.id}"), self.words.card(card)),
                  (PICTURE_SIZE[0] // 2 + 90, PICTURE_SIZE[1] // 2), 1.0)
        arrow(s, (60 + cell.get_width(), PICTURE_SIZE[1] // 2),
              (PICTURE_SIZE[0] // 2 - 90, PICTURE_SIZE[1] // 2))
        return s

    def debt(self) -> pygame.Surface:
        rs, s = self.rs, canvas()
        owed = rs.amount[rs.kind.index(TAX)]
        cash = owed // 10
        seats = pygame.Surface(layout.CANVAS.size, pygame.SRCALPHA)
        b = self.t
        lines = [column.SeatLine(self.names[0], COLOURS[0], self.words.money(cash),
                                 b("property_board.board.worth", amount=cash), "", True, True,
                                 False),
                 column.SeatLine(self.names[1], COLOURS[1], self.words.money(0),
                                 b("property_board.board.worth", amount=0),
                                 b("property_board.board.bankrupt"), False, False, True)]
        column.draw_seats(seats, lines)
        rows = layout.seat_row(0).union(layout.seat_row(1))
        s.blit(scaled(seats.subsurface(rows).copy(), 1.2), (24, 70))
        x = 24 + round(rows.w * 1.2) + 24
        width = PICTURE_SIZE[0] - x - 16
        y = caption(s, b("property_howto.picture.debt", amount=owed, cash=cash), (x, 76), width,
                    17, (255, 150, 120), True)
        caption(s, b("property_howto.picture.bankrupt"), (x, y + 14), width, 17, DIM_TEXT, True)
        return s

    def end(self) -> pygame.Surface:
        rs, s = self.rs, canvas()
        m = rs.start_money
        curves = ((10, 12, 15, 19, 24, 30), (10, 11, 9, 10, 8, 7), (10, 9, 11, 13, 12, 14))
        lines = [ChartLine(COLOURS[k], [(turn, m * v // 10) for turn, v in enumerate(curve)],
                           end_dot=True) for k, curve in enumerate(curves)]
        chart = line_chart((560, 270), self.t("property_board.board.chart_title"),
                           self.t("property_board.board.chart_legend"), lines, [],
                           self.words.money, self.t("property_board.board.chart_rounds"))
        s.blit(chart, (16, 15))
        caption(s, self.t("property_howto.picture.worth"), (600, 110), 240, 20, GOLD, True)
        return s
