"""The end of a game: the winner or winners, everyone's final score, and what comes next.

Rows come from the rules contract (`state.scores()`, best first, and `state.winners()`), so
every game's end looks alike; a game's result scene subclasses this one and says how a score
reads ("15 M", "84 points"), which emblem a seat wears, what chart goes beside the card (None:
no chart, the card stands in the middle) and which board "Rematch" opens. The buttons are the
same in every game (issue 30.5): New game (the game's new-game screen, to change the table),
Rematch (the same seats and options, a new deal: a table goes again with one click) and Menu
(the title). "Review the game" opens the game review of its save (game/scenes/review_open.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import UIButton

from game.core.i18n import tr
from game.core.match import Match
from game.core.setup import GameSetup
from game.games import game_entry
from game.scenes.rematch import rematch_setup
from game.scenes.review_open import review_match
from game.scenes.scene import Scene
from game.ui import fonts
from game.ui.focus import FocusRing
from game.ui.palette import SEAT_RGB

if TYPE_CHECKING:
    from game.app import App

HEADING = (255, 213, 110)
TEXT = (232, 234, 240)
DIM = (160, 170, 186)
CARD_WIDTH = 700
ROW_H = 78
CHART_GAP = 24
#: The row of "Review the game" above Play again / To title.
REVIEW_ROW = 62


def card_rect(players: int, beside_chart: bool = True) -> pygame.Rect:
    """The result card, as tall as its rows (six fit), left of the chart or in the middle."""
    height = 130 + players * ROW_H + 100 + REVIEW_ROW
    card = pygame.Rect(40, 400 - height // 2, CARD_WIDTH, height)
    if not beside_chart:
        card.centerx = 640
    return card


def chart_rect(players: int) -> pygame.Rect:
    """Right of the card and as tall: the whole game's course by turn."""
    card = card_rect(players)
    left = card.right + CHART_GAP
    return pygame.Rect(left, card.y, 1280 - 40 - left, card.height)


class MatchResultScene(Scene):
    #: A chart stands right of the card (the game's `chart` draws it).
    has_chart: bool = False
    #: A line under the heading saying what the scores are (a locale key), or None.
    subtitle: str | None = None

    def __init__(self, app: App, match: Match, board_picture: pygame.Surface | None = None,
                 curtain: bool = True) -> None:
        super().__init__(app)
        self.match = match
        self.curtain = curtain
        self.board_picture = board_picture
        self.ring = FocusRing(self._press)
        self._painted: pygame.Surface | None = None

    # --- what a game says -------------------------------------------------------------------

    def score_text(self, score: int) -> str:
        raise NotImplementedError

    def seat_text(self, seat: int, score: int) -> str:
        """What a seat's row says on the right: its score, unless the game says more (a seat
        that went out says when)."""
        return self.score_text(score)

    def emblem(self, colour: str) -> pygame.Surface | None:
        """The seat's piece beside its name (None: only the colour stripe)."""
        return None

    def chart(self, size: tuple[int, int]) -> pygame.Surface | None:
        """The game's course beside the card, or None."""
        return None

    def new_game_screen(self) -> Scene:
        """What New game opens: the game's new-game screen (it starts from the profile's last
        table; a game may hand it the table just played)."""
        return game_entry(self.match.setup.game).new_game_class()(self.app)

    def board_for(self, setup: GameSetup) -> Scene:
        """The board "Play again" opens for the same table and a new seed: the one the game's
        entry names (no result screen imports its board)."""
        return game_entry(setup.game).board()(self.app, setup, curtain=self.curtain)

    # --- the scene --------------------------------------------------------------------------

    def _card(self) -> pygame.Rect:
        return card_rect(self.match.setup.num_players, self.has_chart)

    def enter(self) -> None:
        manager, box = self.app.manager, self.container
        card = self._card()
        self.new_game = UIButton(pygame.Rect(card.right - 628, card.bottom - 70, 196, 50),
                                 "match.result.new_game", manager=manager, container=box,
                                 object_id=ObjectID("#new_game", "@dialog_button"))
        self.again = UIButton(pygame.Rect(card.right - 420, card.bottom - 70, 196, 50),
                              "match.result.rematch", manager=manager, container=box,
                              object_id=ObjectID("#play_again", "@dialog_button"))
        self.title = UIButton(pygame.Rect(card.right - 212, card.bottom - 70, 180, 50),
                              "match.result.menu", manager=manager, container=box,
                              object_id=ObjectID("#to_title", "@dialog_button"))
        self.review = UIButton(pygame.Rect(card.x + 30, card.bottom - 70 - REVIEW_ROW, 300, 48),
                               "review.ui.button", manager=manager, container=box,
                               object_id=ObjectID("#review_game", "@dialog_button"))
        self.ring.set_items([self.review, self.new_game, self.again, self.title])
        self.ring.focus(self.again)
        self.app.audio.play("payday")

    def winners(self) -> list[int]:
        return list(self.match.state.winners())

    def ranking(self) -> list[tuple[int, int]]:
        """(seat, final score), best first; equal scores keep seat order (a game whose rules
        rank otherwise says so in its result scene)."""
        scores = self.match.state.scores()
        return sorted(enumerate(scores), key=lambda item: -item[1])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._press(event.ui_element)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.back_to_title()
            return True
        return self.ring.handle_key(event)

    def _press(self, element: UIElement) -> None:
        if element is self.title:
            self.app.back_to_title()
        elif element is self.review:
            review_match(self.app, self.match)
        elif element is self.new_game:
            self.app.scenes.replace(self.new_game_screen())
        elif element is self.again:
            self.app.scenes.replace(self.board_for(rematch_setup(self.match.setup)))

    def on_language_changed(self) -> None:
        self._painted = None

    def draw(self, surface: pygame.Surface) -> None:
        if self._painted is None:
            self._painted = self._paint()
        surface.blit(self._painted, (0, 0))

    def _paint(self) -> pygame.Surface:
        s = pygame.Surface(self.app.canvas_size)
        s.fill((12, 20, 33))
        if self.board_picture is not None:
            s.blit(self.board_picture, (0, 0))
        shade = pygame.Surface(self.app.canvas_size, pygame.SRCALPHA)
        shade.fill((6, 10, 20, 190))
        s.blit(shade, (0, 0))
        card = self._card()
        pygame.draw.rect(s, (20, 30, 48), card, border_radius=16)
        pygame.draw.rect(s, (110, 128, 160), card, 2, border_radius=16)
        seats = self.match.setup.seats
        winners = self.winners()
        if len(winners) == 1:
            heading = tr("match.result.winner", player=seats[winners[0]].name)
        else:
            heading = tr("match.result.shared", players=", ".join(seats[w].name for w in winners))
        title = fonts.fit(heading, 34, HEADING, card.width - 60, True)
        s.blit(title, title.get_rect(midtop=(card.centerx, card.y + 28)))
        if self.subtitle is not None:
            sub = fonts.text(tr(self.subtitle), 17, DIM)
            s.blit(sub, sub.get_rect(midtop=(card.centerx, card.y + 78)))
        top = card.y + 120
        for place, (seat, score) in enumerate(self.ranking()):
            y = top + place * ROW_H
            colour = seats[seat].colour
            row = pygame.Rect(card.x + 30, y, card.width - 60, ROW_H - 10)
            pygame.draw.rect(s, (30, 42, 64), row, border_radius=10)
            pygame.draw.rect(s, SEAT_RGB[colour], (row.x, row.y, 8, row.height),
                             border_radius=4)
            emblem = self.emblem(colour)
            if emblem is not None:
                s.blit(emblem, emblem.get_rect(midleft=(row.x + 24, row.centery)))
            is_winner = seat in winners
            name = fonts.fit(seats[seat].name, 24, HEADING if is_winner else TEXT,
                             row.width - 320, is_winner)
            s.blit(name, name.get_rect(midleft=(row.x + 90, row.centery)))
            amount = fonts.text(self.seat_text(seat, score), 26, HEADING if is_winner else TEXT,
                                True)
            placed = s.blit(amount, amount.get_rect(midright=(row.right - 20, row.centery)))
            if is_winner:  # left of the score, whatever its unit ("108 Punkte", "1.500 M")
                crown = fonts.text(tr("match.result.wins"), 15, HEADING, True)
                s.blit(crown, crown.get_rect(midright=(min(row.right - 160, placed.left - 14),
                                                       row.centery)))
        if self.has_chart:
            chart = chart_rect(len(seats))
            picture = self.chart(chart.size)
            if picture is not None:
                s.blit(picture, chart.topleft)
                pygame.draw.rect(s, (110, 128, 160), chart, 2, border_radius=6)
        return s
