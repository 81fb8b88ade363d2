"""The turn banner: one line in the empire panel's title row, framed in the colour of the seat
it names, that says whose turn it is: "Your turn, Anna", "Blue (normal) is thinking…",
"Blue (normal)'s turn" while a person's Lobbyist window is open in it, and, while a
computer's move plays, what it does (its line in the game log: "Blue (normal) buys
Energy 7 in Frankfurt, paying €5 + €2"). Before, only the framed row in the players' column
said whose turn a computer's was, and the news line's "is thinking" note faded.

It stands centred between the panel's title and the clock, and waits while the M sheet covers
that row (the sheet is read whole; the clock goes under it); a hover card keeps clear of it
(table_picture.card_spot), and the buttons' tooltips open at the table's bottom edge.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.speedtycoon.view import art, log_lines, model
from game.speedtycoon.view import table_view as tv
from game.ui import fonts
from game.ui.log_book import LogLine
from game.ui.palette import LIGHT_TEXT, SEAT_RGB

#: A computer's move is said while it plays and, while computers act, at least this long
#: (seconds); once its motion is over a person's turn is said at once (their clock runs).
DOING_SECONDS = 1.6
SIZE = 16  # px of the banner's words; smaller only where the title and the clock leave less
HEIGHT = 26
EMBLEM = 18
GAP = 14  # px kept free to the title's and the clock's ends
BACK = (14, 20, 32)


@dataclass
class Doing:
    """A computer's move being shown: its seat, its log line, how long it has been said."""

    seat: int
    line: LogLine
    age: float = 0.0


def doing_of(events: list, seat: int) -> Doing | None:
    """What a computer's move does, as the log says it: its first own line (not a turn's
    header); None for a move with nothing to say (the turn's end)."""
    for line in log_lines.lines_of(events):
        if line.seat == seat and not line.header:
            return Doing(seat, line)
    return None


class TurnBanner:
    """The banner side of TableScene (mixed in)."""

    says_turns = True  # the shared news line leaves whose turn it is to the banner
    doing: Doing | None = None
    banner_rect: pygame.Rect | None = None  # where it was last drawn (None: not shown)

    def note_move(self, events: list, seat: int | None) -> None:
        """A move was applied: a computer's is said while it plays; a person's ends that."""
        self.doing = doing_of(events, seat) if seat is not None and \
            self.match.is_computer(seat) else None

    def age_banner(self, dt: float) -> None:
        if self.doing is not None:
            self.doing.age += dt

    def banner_line(self) -> tuple[str, str] | None:
        """(words, the colour of the seat they name), or None where nothing needs saying:
        the game is over, or the curtain, a scoring or the M sheet covers the table (the banner
        was drawn over the sheet's ring row; the players' column still frames whose turn it
        is). In a person's Lobbyist window it names the seat whose turn it is (the window's
        clock line says what the person may do)."""
        s = self.match.state
        if self.curtain is not None or self.holding or self.majorities or s.is_terminal():
            return None
        seat = self.match.seat_to_act
        if seat is None:
            return None
        doing = self.doing
        if doing is not None and (self.busy or (doing.age < DOING_SECONDS
                                                and self.match.is_computer(seat))):
            return (log_lines.say(doing.line, self.say, self.names),
                    self.match.seat(doing.seat).colour)
        colour = self.match.seat(seat).colour
        if self.match.is_computer(seat):
            return self.say("match.board.thinking", player=self.seat_name(seat)), colour
        turn = model.turn(s)
        if seat != turn:  # a person's Lobbyist window: the clock line says what they may do
            return (self.say("match.curtain.turn", player=self.seat_name(turn)),
                    self.match.seat(turn).colour)
        return self.say("speedtycoon_play.banner.yours", player=self.seat_name(seat)), colour

    def banner_keep_clear(self) -> tuple[pygame.Rect | None, ...]:
        """What stands over the empire's title row, which the banner goes beside (a game:
        nothing; the lesson: the coach's card)."""
        return ()

    def draw_banner(self, surface: pygame.Surface, title: str,
                    clock: pygame.Rect | None) -> None:
        """The banner centred in the empire's title row, between the title and the clock and
        beside what `banner_keep_clear` names (playtest lessonleft: the lesson's coach hid
        the left of «Красный (слабый) думает…»)."""
        line = self.banner_line()
        if line is None:
            self.banner_rect = None
            return
        text, colour = line
        left = tv.EMPIRE.x + 10 + fonts.size_of(title, 15, True)[0] + GAP
        right = (clock.left if clock is not None else tv.EMPIRE.right - 10) - GAP
        row = pygame.Rect(tv.EMPIRE.x, tv.EMPIRE.y + 3, tv.EMPIRE.w, HEIGHT)
        for over in self.banner_keep_clear():  # a card over the title row: beside it
            if over is not None and over.colliderect(row):
                if over.centerx < tv.EMPIRE.centerx:
                    left = max(left, over.right + GAP)
                else:
                    right = min(right, over.left - GAP)
        words = fonts.fit(text, SIZE, LIGHT_TEXT, right - left - EMBLEM - 30, bold=True)
        rect = pygame.Rect(0, tv.EMPIRE.y + 3, words.get_width() + EMBLEM + 30, HEIGHT)
        rect.centerx = tv.EMPIRE.centerx
        rect.x = max(left, min(rect.x, right - rect.w))
        pygame.draw.rect(surface, BACK, rect, border_radius=HEIGHT // 2)
        pygame.draw.rect(surface, SEAT_RGB[colour], rect, 2, border_radius=HEIGHT // 2)
        surface.blit(art.seat_emblem(colour, EMBLEM),
                     (rect.x + 8, rect.centery - EMBLEM // 2))
        surface.blit(words, words.get_rect(midleft=(rect.x + EMBLEM + 16, rect.centery)))
        self.banner_rect = rect
