"""The dice race's board: a row of squares, a token per seat, two buttons, the log.

Built only from the house's pieces: the match loop (game/scenes/match_loop.py) with the
computer seats in the worker, the curtain, the autosave and the game log (L: the race gives
only its lines' words); the animation timeline, toast, focus ring and palette (game/ui/); the
result scene with its line chart. The buttons' labels are numbers, so the scratch game brings
no texts of its own.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from game.scenes.match_loop import MatchScene, Reason
from game.scenes.result_scene import MatchResultScene
from game.ui.animation import Move, Step, Timeline
from game.ui.chart import ChartLine, line_chart
from game.ui.focus import FocusRing
from game.ui.log_book import LogLine
from game.ui.palette import BACKGROUND, LIGHT_TEXT, PANEL, PANEL_EDGE, SEAT_DARK, SEAT_RGB
from game.ui.text import blit_text
from tests.scratch_game import rules

SQUARE = 56
TRACK = pygame.Rect(40, 260, (rules.GOAL + 1) * (SQUARE + 2), SQUARE)
LOG = pygame.Rect(40, 380, 600, 340)
TOKEN = 20
MOVE_SECONDS = 0.45


def square_centre(square: int, seat: int) -> tuple[float, float]:
    x = TRACK.x + square * (SQUARE + 2) + SQUARE / 2
    return x, TRACK.y - 24 - seat * (TOKEN + 4)


@dataclass
class Token:
    """A seat's piece as the animation tracks move it."""

    colour: str
    pos: tuple[float, float] = (0.0, 0.0)
    scale: float = 1.0

    def draw(self, surface: pygame.Surface) -> None:
        radius = TOKEN / 2 * self.scale
        pygame.draw.circle(surface, SEAT_RGB[self.colour], self.pos, radius)
        pygame.draw.circle(surface, SEAT_DARK[self.colour], self.pos, radius, 2)


class DiceRaceBoard(MatchScene):
    def enter_board(self) -> None:
        self.timeline = Timeline(self.app.settings.animation_speed, self.app.audio.play)
        manager = self.app.manager
        self.roll = UIButton(pygame.Rect(700, 440, 160, 56), "1–6", manager=manager,
                             container=self.container,
                             object_id=ObjectID("#race_roll", "@dialog_button"))
        self.walk = UIButton(pygame.Rect(880, 440, 160, 56), str(rules.WALK), manager=manager,
                             container=self.container,
                             object_id=ObjectID("#race_walk", "@dialog_button"))
        self.ring = FocusRing(self._press)

    # --- the match loop's hooks -------------------------------------------------------------

    def show(self, events: list, seat: int | None, reason: Reason | None) -> None:
        steps = []
        for ev in events:
            token = Token(self.match.seat(ev.seat).colour)
            steps.append(Step([Move(token, square_centre(ev.start, ev.seat),
                                    square_centre(ev.end, ev.seat), MOVE_SECONDS, bow=0.2)],
                              reveals=frozenset({ev.seat})))
        self.timeline.play(steps)

    def log_lines(self, events: list, seat: int | None, reason: Reason | None,
                  state) -> list[LogLine]:
        return [LogLine(ev.seat, ("", {"start": ev.start, "end": ev.end, "die": ev.die}))
                for ev in events]

    def log_words(self, line: LogLine) -> tuple[str, str | None]:
        """Numbers only, as the buttons say them: the race has no texts of its own."""
        move = line.text[1]
        how = f"1–6: {move['die']}" if move["die"] is not None else str(rules.WALK)
        return f"{self.match.seat(line.seat).name}: {move['start']} – {move['end']} ({how})", \
            None

    def log_rect(self) -> pygame.Rect:
        return LOG

    def refused(self, reason: Reason) -> None:
        self.toast.show(self.app.tr(reason[0], **reason[1]))

    @staticmethod
    def token_picture(colour: str, size: int) -> pygame.Surface:
        picture = pygame.Surface((size, size), pygame.SRCALPHA)
        Token(colour, (size / 2, size / 2), size / TOKEN).draw(picture)
        return picture

    def curtain_emblem(self, seat: int) -> pygame.Surface:
        return self.token_picture(self.match.seat(seat).colour, 120)

    @property
    def busy(self) -> bool:
        return self.timeline.busy

    def sync(self) -> None:
        seat = self.match.seat_to_act
        mine = seat is not None and not self.match.is_computer(seat) and self.curtain is None
        for button in (self.roll, self.walk):
            button.show() if mine else button.hide()
        self.ring.set_items([self.roll, self.walk] if mine else [])

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._press(event.ui_element)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.timeline.busy:
            self.timeline.skip()
            return True
        return self.ring.handle_key(event)

    def _press(self, element) -> None:
        if self.timeline.busy:
            self.timeline.skip()
        if element is self.roll:
            self.apply(rules.Roll())
        elif element is self.walk:
            self.apply(rules.Walk())

    def update_board(self, dt: float) -> None:
        self.timeline.set_speed(self.app.settings.animation_speed)
        self.timeline.update(dt)

    def draw_board(self, surface: pygame.Surface) -> None:
        surface.fill(BACKGROUND)
        for square in range(rules.GOAL + 1):
            rect = pygame.Rect(TRACK.x + square * (SQUARE + 2), TRACK.y, SQUARE, SQUARE)
            pygame.draw.rect(surface, PANEL, rect, border_radius=6)
            pygame.draw.rect(surface, PANEL_EDGE, rect, 1, border_radius=6)
            blit_text(surface, str(square), (rect.centerx, rect.y + 18), 16, LIGHT_TEXT,
                      align="center")
        moving = self.timeline.hidden()
        for seat, square in enumerate(self.match.state.squares):
            if seat not in moving:
                Token(self.match.seat(seat).colour, square_centre(square, seat)).draw(surface)
        self.timeline.draw(surface)
        self.toast.draw(surface, 560, midbottom=(TRACK.centerx, TRACK.y - 150))


class DiceRaceResult(MatchResultScene):
    has_chart = True

    def score_text(self, score: int) -> str:
        return str(score)

    def chart(self, size: tuple[int, int]) -> pygame.Surface:
        """Each seat's square after every move, replayed from the log."""
        setup = self.match.setup
        state = rules.new_game(setup.num_players, setup.seed)
        paths = [[(0, 0)] for _ in setup.seats]
        for move, action in enumerate(self.match.actions, start=1):
            for ev in state.apply(action):
                paths[ev.seat].append((move, ev.end))
        lines = [ChartLine(seat.colour, path, end_dot=True)
                 for seat, path in zip(setup.seats, paths, strict=True)]
        return line_chart(size, "", "", lines, [], str, "")
