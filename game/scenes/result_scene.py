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

from game.core.i18n import format_list, format_number, tr
from game.core.match import Match
from game.core.profiles import final_places
from game.core.setup import GameSetup
from game.games import game_entry
from game.scenes.rematch import rematch_setup
from game.scenes.review_open import review_match
from game.scenes.scene import Scene
from game.scenes.seat_rows import seat_names, short_names
from game.ui import fonts
from game.ui.chart import Axes
from game.ui.focus import FocusRing
from game.ui.palette import SEAT_RGB
from game.ui.result_table import SCORE, Breakdown, Line, Seats, draw_table

if TYPE_CHECKING:
    from game.app import App

HEADING = (255, 213, 110)
TEXT = (232, 234, 240)
DIM = (160, 170, 186)
#: The canvas's parts: the heading, the ranking with the chart and the numbers under it on
#: the left, the breakdown on the right, the buttons along the bottom. Six seats and a
#: Speedtycoon breakdown fit at 1280x800 in every language.
PANEL = pygame.Rect(20, 12, 1240, 704)
TOP = 96
LEFT = pygame.Rect(36, TOP, 500, 0)
TABLE = pygame.Rect(556, TOP, 688, PANEL.bottom - 12 - TOP)
ROW_H = 46
STAT_H = 21
#: The lines under the chart: their text size and room (the chart's width less a margin).
STAT_SIZE = 15
STAT_W = LEFT.width - 8
BUTTONS_Y = 734
#: A seat that went out has no parts: its total cell says so.
NOTHING = "–"


def ranking_rect(players: int) -> pygame.Rect:
    """The rows of the ranking, a row per seat, under the heading on the left."""
    return pygame.Rect(LEFT.x, TOP, LEFT.width, players * ROW_H)


def chart_rect(players: int, stats: int = 3) -> pygame.Rect:
    """Under the ranking, as tall as leaves room for the numbers under it: the whole game's
    course."""
    top = ranking_rect(players).bottom + 10
    bottom = PANEL.bottom - 14 - stats * STAT_H - 6
    return pygame.Rect(LEFT.x, top, LEFT.width, bottom - top)




class MatchResultScene(Scene):
    #: A line under the heading saying how the game ended and what the scores are (a locale
    #: key), or None; a game that can end in more than one way says which in `subtitle_text`.
    subtitle: str | None = None
    #: The breakdown's last row: what the final score is ("Money", "Points", "Net worth").
    total_key: str = "match.result.total"
    #: The chart's axes: along the bottom and up the side (locale keys).
    axis_keys: tuple[str, str] = ("match.chart.turns", "match.chart.points")

    def __init__(self, app: App, match: Match, board_picture: pygame.Surface | None = None,
                 curtain: bool = True) -> None:
        super().__init__(app)
        self.match = match
        self.curtain = curtain
        self.board_picture = board_picture
        self.ring = FocusRing(self._press)
        self._painted: pygame.Surface | None = None
        self.details = Breakdown()

    # --- what a game says -------------------------------------------------------------------

    def score_text(self, score: int) -> str:
        raise NotImplementedError

    def cell_text(self, value: int) -> str:
        """A value in the breakdown's cells (the score's unit, short)."""
        return self.score_text(value)

    def seat_text(self, seat: int, score: int) -> str:
        """What a seat's row says on the right: its score, unless the game says more (a seat
        that went out says when)."""
        return self.score_text(score)

    def subtitle_text(self) -> str | None:
        """The line under the heading: why the game ended and what the scores are (a property
        game ends by bankruptcies, the time limit or the round limit), or None."""
        return None if self.subtitle is None else tr(self.subtitle)

    def emblem(self, colour: str) -> pygame.Surface | None:
        """The seat's piece beside its name (None: only the colour stripe)."""
        return None

    def chart(self, size: tuple[int, int]) -> pygame.Surface | None:
        """The game's course under the ranking, or None."""
        return None

    def breakdown(self) -> Breakdown:
        """Where the scores came from and a few numbers about the game, from a replay of the
        game's actions (the game's view/result_breakdown.py)."""
        return Breakdown()

    def axes(self) -> Axes:
        return Axes(*(tr(key) for key in self.axis_keys))

    def new_game_screen(self) -> Scene:
        """What New game opens: the game's new-game screen (it starts from the profile's last
        table; a game may hand it the table just played)."""
        return game_entry(self.match.setup.game).new_game_class()(self.app)

    def board_for(self, setup: GameSetup) -> Scene:
        """The board "Play again" opens for the same table and a new seed: the one the game's
        entry names (no result screen imports its board)."""
        return game_entry(setup.game).board()(self.app, setup, curtain=self.curtain)

    # --- the scene --------------------------------------------------------------------------

    def enter(self) -> None:
        self.details = self.breakdown()
        manager, box = self.app.manager, self.container
        right = PANEL.right - 16
        self.title = UIButton(pygame.Rect(right - 180, BUTTONS_Y, 180, 50),
                              "match.result.menu", manager=manager, container=box,
                              object_id=ObjectID("#to_title", "@dialog_button"))
        self.again = UIButton(pygame.Rect(right - 180 - 12 - 196, BUTTONS_Y, 196, 50),
                              "match.result.rematch", manager=manager, container=box,
                              object_id=ObjectID("#play_again", "@dialog_button"))
        self.new_game = UIButton(pygame.Rect(right - 180 - 2 * (12 + 196), BUTTONS_Y, 196, 50),
                                 "match.result.new_game", manager=manager, container=box,
                                 object_id=ObjectID("#new_game", "@dialog_button"))
        self.review = UIButton(pygame.Rect(PANEL.x + 16, BUTTONS_Y, 300, 50),
                               "review.ui.button", manager=manager, container=box,
                               object_id=ObjectID("#review_game", "@dialog_button"))
        # no button has the focus until Tab gives it one: the boards' Space and Enter roll,
        # end turns and lift the curtain, and one still pressed (or held) as the game ended
        # pressed a focused Rematch, a new game nobody meant (play-test 9; a 0.8 s hold on
        # the keys was still too short for a person lifting the curtain or skipping)
        self.ring.set_items([self.review, self.new_game, self.again, self.title])
        self.app.audio.play("payday")

    def winners(self) -> list[int]:
        return list(self.match.state.winners())

    def ranking(self) -> list[tuple[int, int]]:
        """(seat, final score), best first; equal scores keep seat order (a game whose rules
        rank otherwise says so in its result scene)."""
        scores = self.match.state.scores()
        return sorted(enumerate(scores), key=lambda item: -item[1])

    def places(self) -> list[int]:
        """Each row's place, 1 first: equal scores share a place, unless the rules break
        every tie (`final_places`, the place the profile's record counts too)."""
        places = final_places(self.match.state)
        return [places[seat] for seat, _score in self.ranking()]

    def names(self) -> list[str]:
        """The seats' names as their table showed them (`seat_names`): a computer by its
        colour and level in the current language, whatever name the set-up stored."""
        keys = game_entry(self.match.setup.game).new_game_class().colour_keys
        return seat_names(self.match.setup.seats, keys, tr)

    def short_names(self) -> list[str]:
        """The names over the breakdown's columns when the whole ones do not fit on one line:
        a computer by its colour alone (the ranking beside the table names its level)."""
        keys = game_entry(self.match.setup.game).new_game_class().colour_keys
        return short_names(self.match.setup.seats, self.names(), keys, tr)

    def stats(self) -> list[str]:
        """The numbers under the chart: the game's own, then the time played. A line naming
        seats names them whole where it fits on one line, else by `short_names` (the ranking
        above names the levels): three tied computers' whole names shrank «Самая большая
        рента» to 8 px in ru."""
        names, short = self.names(), self.short_names()
        lines = []
        for stat in self.details.stats:
            params: dict[str, object] = dict(stat.params)
            params.update({name: tr(key) for name, key in stat.words.items()})
            if stat.amount is not None:
                params["amount"] = self.score_text(stat.amount)
            if not stat.seats:
                lines.append(tr(stat.key, **params))
                continue
            params.setdefault("count", len(stat.seats))
            for shown in (names, short):
                params["player"] = format_list([shown[seat] for seat in stat.seats],
                                               self.app.settings.language)
                line = tr(stat.key, **params)
                if fonts.size_of(line, STAT_SIZE)[0] <= STAT_W:
                    break
            lines.append(line)
        return lines + [played_text(self.match.play_seconds)]

    def stat_rows(self) -> list[str]:
        """The lines under the chart as drawn: each on one row, or on two where it is wider
        than the room even with short names (a tie of six), never shrunk."""
        return [part for line in self.stats()
                for part in fonts.wrap_parts(line, STAT_SIZE, STAT_W)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._press(event.ui_element)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.back_to_title()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            return True  # the boards' roll and skip key presses nothing here, even after Tab
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

    def animating(self) -> bool:
        """The card is painted once: only events (a key, a click, a hover) draw again."""
        return False

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
        pygame.draw.rect(s, (20, 30, 48), PANEL, border_radius=16)
        pygame.draw.rect(s, (110, 128, 160), PANEL, 2, border_radius=16)
        seats = self.match.setup.seats
        winners, names = self.winners(), self.names()
        if len(winners) == 1:
            heading = tr("match.result.winner", player=names[winners[0]])
        else:
            heading = tr("match.result.shared", players=", ".join(names[w] for w in winners))
        title = fonts.fit(heading, 32, HEADING, PANEL.width - 60, True)
        s.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 12)))
        subtitle = self.subtitle_text()
        if subtitle is not None:
            sub = fonts.fit(subtitle, 16, DIM, PANEL.width - 60)
            s.blit(sub, sub.get_rect(midtop=(PANEL.centerx, PANEL.y + 54)))
        self._paint_ranking(s, winners)
        stats = self.stat_rows()
        chart = chart_rect(len(seats), len(stats))
        picture = self.chart(chart.size)
        if picture is not None:
            s.blit(picture, chart.topleft)
            pygame.draw.rect(s, (110, 128, 160), chart, 1, border_radius=6)
        for index, line in enumerate(stats):
            words = fonts.fit(line, STAT_SIZE, TEXT, STAT_W)
            s.blit(words, (chart.x + 4, chart.bottom + 8 + index * STAT_H))
        self._paint_table(s)
        return s

    def _paint_ranking(self, s: pygame.Surface, winners: list[int]) -> None:
        seats, names = self.match.setup.seats, self.names()
        for index, ((seat, score), place) in enumerate(zip(self.ranking(), self.places(),
                                                           strict=True)):
            row = pygame.Rect(LEFT.x, TOP + index * ROW_H, LEFT.width, ROW_H - 6)
            pygame.draw.rect(s, (30, 42, 64), row, border_radius=8)
            pygame.draw.rect(s, SEAT_RGB[seats[seat].colour], (row.x, row.y, 6, row.height),
                             border_radius=3)
            is_winner = seat in winners
            colour = HEADING if is_winner else TEXT
            number = fonts.text(f"{place}.", 18, colour, True)
            s.blit(number, number.get_rect(midright=(row.x + 40, row.centery)))
            emblem = self.emblem(seats[seat].colour)
            if emblem is not None:
                s.blit(emblem, emblem.get_rect(center=(row.x + 66, row.centery)))
            amount = fonts.fit(self.seat_text(seat, score), 20, colour, 190, True)
            placed = s.blit(amount, amount.get_rect(midright=(row.right - 12, row.centery)))
            right = placed.left - 10
            if is_winner:  # left of the score, whatever its unit ("108 Punkte", "1.500 M")
                crown = fonts.text(tr("match.result.wins"), 13, HEADING, True)
                right = s.blit(crown, crown.get_rect(midright=(right, row.centery))).left - 8
            name = fonts.fit(names[seat], 20, colour, right - row.x - 96, is_winner)
            s.blit(name, name.get_rect(midleft=(row.x + 94, row.centery)))

    def _paint_table(self, s: pygame.Surface) -> None:
        lines = self.details.lines
        if not lines:
            return
        seats = self.match.setup.seats
        pygame.draw.rect(s, (16, 25, 41), TABLE.inflate(12, 8), border_radius=10)
        draw_table(s, TABLE, lines, Seats(self.names(), [seat.colour for seat in seats],
                                          self.short_names()),
                   self.label_text, self.value_text, (tr(self.total_key), self.total_texts()))

    def total_texts(self) -> list[str]:
        """The breakdown's last row: each seat's final score as the card has it (a seat that
        went out has no parts: a dash)."""
        lines = self.details.lines
        return [NOTHING if all(line.values[seat] is None for line in lines if line.adds)
                else self.cell_text(score) for seat, score in enumerate(self.match.state.scores())]

    def label_text(self, line: Line) -> str:
        return tr(line.key, **line.params, **{name: tr(key) for name, key in line.words.items()})

    def value_text(self, line: Line, seat: int) -> str:
        value = line.values[seat]
        assert value is not None
        if line.unit == SCORE:
            return self.cell_text(value)
        return format_number(value, self.app.settings.language)


def played_text(seconds: float) -> str:
    """"Time played: 1 h 12 min" (minutes alone under an hour, "under a minute" before)."""
    minutes = int(seconds) // 60
    if minutes == 0:
        return tr("match.result.stats.time_none")
    if minutes < 60:
        return tr("match.result.stats.time_minutes", minutes=minutes)
    return tr("match.result.stats.time", hours=minutes // 60, minutes=minutes % 60)
