"""The pictures of the How-to-play pages, drawn from the board view's own sprites and from
crops of the real board rendered for a small made-up position (so they always look like the
game itself)."""

from __future__ import annotations

import pygame

from game.scenes.howto_book import PICTURE_SIZE
from game.tycoon.panels.style import DIM_TEXT, GOLD, LIGHT_TEXT, PANEL, blit_text
from game.tycoon.panels.words import Words
from game.tycoon.rules import board
from game.tycoon.view import layout
from game.tycoon.view.board_view import BoardView
from game.tycoon.view.model import BoardModel, CityInfo, LoanChip, PlayerInfo
from game.tycoon.view.sprites import (
    PLAYER_RGB,
    factory_image,
    hotel_image,
    plane_image,
    ticket_card,
)
from game.ui import fonts
from game.ui.text import wrap

SIZE = PICTURE_SIZE
COLOURS = board.PLAYER_COLOURS
R, B, Y = 0, 1, 2
CAIRO, TOKYO, HONG_KONG = 4, 2, 5


def _lots(*seats: int | None) -> tuple[int | None, ...]:
    return tuple(seats) + (None,) * (board.TRACK_LOTS - len(seats))


def sample_model(names: tuple[str, ...]) -> BoardModel:
    """A small position that shows majorities, a red lot with its closed hotel and factories."""
    players = tuple(PlayerInfo(seat=i, colour=COLOURS[i], name=names[i], cash=15,
                               hotels_session=4, hotels_total=16, factories=5,
                               city=HONG_KONG if i == B else None, runway=0 if i == B else None)
                    for i in range(3))
    cities = [CityInfo() for _ in range(board.NUM_CITIES)]
    cities[CAIRO] = CityInfo(lots=_lots(R, B, R, Y, R))
    cities[TOKYO] = CityInfo(lots=_lots(None, B, R, Y, B, R, B), evicted=(R,))
    cities[HONG_KONG] = CityInfo(lots=_lots(Y, Y, B, None, Y, B, B, Y, B),
                                 factories=(B, Y), evicted=(R,))
    return BoardModel(players=players, cities=tuple(cities), current=B)


def loan_card_rect(index: int) -> pygame.Rect:
    """Where the loans page draws its `index`th card."""
    return pygame.Rect(60, 50 + index * 70, 170, 48)


def _canvas() -> pygame.Surface:
    s = pygame.Surface(SIZE, pygame.SRCALPHA)
    s.fill(PANEL)
    return s


def _arrow(s: pygame.Surface, x0: int, x1: int, y: int) -> None:
    pygame.draw.line(s, GOLD, (x0, y), (x1 - 10, y), 4)
    pygame.draw.polygon(s, GOLD, [(x1, y), (x1 - 14, y - 9), (x1 - 14, y + 9)])


class Pictures:
    """Pictures for one language, one method per chapter (named by the chapter's id); the
    board crops are rendered once and shared."""

    def __init__(self, words: Words) -> None:
        self.words = words
        self._board: pygame.Surface | None = None

    def city(self, index: int) -> pygame.Surface:
        if self._board is None:
            view = BoardView(self.words.texts.lang, "instant")
            self._board = view.render(sample_model(self.words.names))
        return self._board.subsurface(layout.city_rect(index)).copy()

    def goal(self) -> pygame.Surface:
        s = _canvas()
        for i, colour in enumerate(COLOURS):
            plane = plane_image(colour, 90)
            s.blit(plane, plane.get_rect(center=(130 + i * 200, 110)))
            blit_text(s, self.words.money(board.START_MONEY), (130 + i * 200, 170), 22, GOLD,
                      True, align="center")
        blit_text(s, self.words.t("tycoon_info.howto.picture.goal"), (430, 240), 16, LIGHT_TEXT,
                  align="center")
        return s

    def turn(self) -> pygame.Surface:
        s = _canvas()
        card = ticket_card(board.ticket_index("S08"), (150, 100), self.words.texts.lang)
        s.blit(card, (40, 80))
        _arrow(s, 210, 300, 130)
        plane = plane_image("blue", 110)
        s.blit(plane, plane.get_rect(center=(390, 130)))
        _arrow(s, 470, 560, 130)
        s.blit(hotel_image("blue", 64), (600, 98))
        s.blit(factory_image("blue", 64, 48), (700, 106))
        labels = ("tycoon_info.howto.picture.buy", "tycoon_info.howto.picture.fly",
                  "tycoon_info.howto.picture.build")
        for key, x in zip(labels, (115, 390, 700), strict=True):
            blit_text(s, self.words.t(key), (x, 200), 16, LIGHT_TEXT, True, 220,
                      align="center")
        blit_text(s, self.words.t("tycoon_info.howto.picture.or_loan"), (430, 250), 14, DIM_TEXT,
                  align="center")
        return s

    def tickets(self) -> pygame.Surface:
        s = _canvas()
        lang = self.words.texts.lang
        s.blit(ticket_card(board.ticket_index("S11"), (170, 112), lang), (30, 40))
        s.blit(ticket_card(board.ticket_index("C08"), (170, 112), lang), (30, 168))
        cell, gap, left, top = 92, 8, 300, 12
        reach = {1, 3, 7}
        for c in range(board.NUM_CITIES):
            row, col = divmod(c, 3)
            rect = pygame.Rect(left + col * (cell + gap), top + row * (cell + gap), cell, cell)
            colour = (70, 120, 80) if c in reach else (44, 56, 76)
            if c == HONG_KONG:
                colour = (120, 96, 40)
            pygame.draw.rect(s, colour, rect, border_radius=8)
            blit_text(s, self.words.city(board.CITY_IDS[c]), (rect.centerx, rect.y + 36), 12,
                      LIGHT_TEXT, True, cell - 6, align="center")
        plane = plane_image("blue", 40)
        s.blit(plane, plane.get_rect(center=(left + 2 * (cell + gap) + cell // 2, top + 100 + 70)))
        y = 90
        for line in wrap(self.words.t("tycoon_info.howto.picture.two_stops"), 16, 230):
            blit_text(s, line, (620, y), 16, LIGHT_TEXT)
            y += 26
        return s

    def _crop_page(self, city: int, key: str) -> pygame.Surface:
        s = _canvas()
        crop = self.city(city)
        s.blit(crop, (20, (SIZE[1] - crop.get_height()) // 2))
        y = 40
        for line in self.words.t(key).split("\n"):
            blit_text(s, line, (330, y), 16, LIGHT_TEXT, width=510)
            y += 30
        return s

    def hotels(self) -> pygame.Surface:
        return self._crop_page(CAIRO, "tycoon_info.howto.picture.hotels")

    def red_lots(self) -> pygame.Surface:
        return self._crop_page(TOKYO, "tycoon_info.howto.picture.red_lots")

    def factories(self) -> pygame.Surface:
        return self._crop_page(HONG_KONG, "tycoon_info.howto.picture.factories")

    def loans(self) -> pygame.Surface:
        s = _canvas()
        for i, chip in enumerate((LoanChip(0), LoanChip(14), LoanChip(0, True))):
            label = self.words.texts.t("tycoon_board.player.loan", amount=chip.amount, due=chip.due)
            if chip.extended:
                label += " " + self.words.texts.t("tycoon_board.player.loan_extended")
            rect = loan_card_rect(i)
            pygame.draw.rect(s, (240, 170, 90) if chip.extended else (226, 220, 200), rect,
                             border_radius=8)
            words = fonts.fit(label, 20, (34, 38, 48), rect.width - 16, True)
            s.blit(words, words.get_rect(center=rect.center))  # in the card's middle, both ways
            key = ("tycoon_info.howto.picture.loan_extended" if chip.extended
                   else "tycoon_info.howto.picture.loan")
            blit_text(s, self.words.t(key, amount=self.words.money(chip.amount),
                                      due=self.words.money(chip.due)),
                      (260, rect.centery - fonts.font(15).get_linesize() // 2), 15, LIGHT_TEXT,
                      width=560)
        return s

    def payday(self) -> pygame.Surface:
        s = _canvas()
        blit_text(s, self.words.t("tycoon_info.payouts.spread_heading"), (30, 20), 15, GOLD, True)
        for i in range(board.NUM_CITIES):
            x = 60 + i * 88
            blit_text(s, str(i + 1), (x, 56), 16, LIGHT_TEXT, True, align="center")
            blit_text(s, self.words.money(board.SPREAD[i + 1]), (x, 82), 14, LIGHT_TEXT,
                      align="center")
        y = 130
        for key in ("tycoon_info.howto.picture.payday_1", "tycoon_info.howto.picture.payday_2",
                    "tycoon_info.howto.picture.payday_3"):
            pygame.draw.circle(s, GOLD, (40, y + 11), 5)
            blit_text(s, self.words.t(key), (56, y), 16, LIGHT_TEXT, width=780)
            y += 48
        return s

    def end(self) -> pygame.Surface:
        s = _canvas()
        # The highest column leaves its plane (74 px, centred 30 px above it) whole inside the
        # picture: at 200 the red plane's wing was cut by the top edge.
        heights = (140, 185, 100)
        for i, (colour, h) in enumerate(zip(("blue", "red", "yellow"), heights, strict=True)):
            x = 250 + i * 140
            pygame.draw.rect(s, PLAYER_RGB[colour], (x, 260 - h, 100, h), border_radius=6)
            plane = plane_image(colour, 70)
            s.blit(plane, plane.get_rect(center=(x + 50, 230 - h)))
        blit_text(s, self.words.t("tycoon_info.howto.picture.end"), (430, 268), 15, LIGHT_TEXT,
                  align="center")
        return s
