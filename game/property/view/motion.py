"""What the board plays after a move: the two dice tumbling and landing, the token hopping
space by space, a drawn card turning over with its text, money flying between a seat's row and
the bank, a building rising or falling. Beats play one after another; the computer's next
move and the result wait for them (`busy`); a click skips them all. Durations are scaled by
the animation speed of the Settings (0 = instant: nothing is queued)."""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field

import pygame

from game.property.rules import events as ev
from game.property.view import layout
from game.ui import fonts
from game.ui.animation import ease_in_out_cubic, ease_out_back, ease_out_cubic, lerp
from game.ui.palette import GOLD
from game.ui.text import wrap
from game.ui.toast import Toast

DICE = 0.7
HOP = 0.13
JUMP = 0.5
CARD = 2.2
MONEY = 0.45
BUILD = 0.35
DIE = 44
DIE_SHADOW = (3, 4)   # px right and down a die's shadow falls
CARD_RECT = pygame.Rect(0, 0, 330, 190)   # a card's usual width; seven lines at the most
#: A card too tall for the room under the dice wraps wider, at the first width it fits: the
#: tallest (Kraken Bay's whirlpool in de and ru) covered the dice at 330 (propfix7).
CARD_WIDTHS = (CARD_RECT.w, 430, 530)
CARD_LINES, CARD_LINE, CARD_TEXT_TOP = 7, 20, 38
CARD_INK = (40, 30, 24)
CARD_PAPER = (252, 246, 228)
NEWS_GAP = 6  # px between a drawn card and the news line under it, and the dice above it
TOKEN_BEATS = ("dice", "hop", "jump", "card")


@dataclass
class Beat:
    kind: str
    duration: float
    data: dict = field(default_factory=dict)


class Motion:
    def __init__(self, view, seat_anchor, money, card_words) -> None:
        """`seat_anchor(seat)` is where a seat's money comes from and goes to (its row);
        `money(amount)` writes an amount, `card_words(deck, card_id)` a card's deck name and
        text: both asked when drawn, so a language switch in the Settings while a card or a
        sum shows speaks the new language at once (issue 28)."""
        self.view = view
        self.money = money
        self.card_words = card_words
        self.seat_anchor = seat_anchor
        self.beats: deque[Beat] = deque()
        self.t = 0.0
        self.hold: dict[int, int] = {}      # seat -> the space its token is shown on
        self.dice: tuple[int, int] | None = None
        self._rng = random.Random(7)

    @property
    def busy(self) -> bool:
        return bool(self.beats)

    @property
    def token_moving(self) -> bool:
        """Whether the dice, a token or a drawn card are still to be seen: what a person's
        next move depends on (a bought place or a building rising is not)."""
        return any(beat.kind in TOKEN_BEATS for beat in self.beats)

    def play(self, events: list, state_before, factor: float) -> None:
        """Queue the beats of `events` (state_before: where the tokens stood)."""
        for e in events:
            if type(e) is ev.DiceRolled:
                self.dice = (e.d1, e.d2)
            elif type(e) is ev.Moved:
                self.hold.setdefault(e.seat, e.origin)
        for beat in beats_of(events, factor):
            self._add(beat, factor)
        if not self.beats:
            self.hold.clear()

    def _add(self, beat: Beat, factor: float) -> None:
        if factor > 0:
            self.beats.append(beat)
        elif beat.kind in ("hop", "jump"):
            self.hold.pop(beat.data["seat"], None)

    def skip(self) -> None:
        self.beats.clear()
        self.hold.clear()
        self.t = 0.0

    def update(self, dt: float) -> None:
        while self.beats and dt > 0:
            beat = self.beats[0]
            left = beat.duration - self.t
            if dt < left:
                self.t += dt
                return
            dt -= left
            self._finish(self.beats.popleft())
        if not self.beats:
            self.hold.clear()

    def _finish(self, beat: Beat) -> None:
        self.t = 0.0
        if beat.kind in ("hop", "jump"):
            seat = beat.data["seat"]
            later = any(b.kind in ("hop", "jump") and b.data["seat"] == seat
                        for b in self.beats)
            if later:
                self.hold[seat] = beat.data["path"][-1]
            else:
                self.hold.pop(seat, None)

    # --- where things are now -----------------------------------------------------------

    def token_at(self, state) -> dict[int, tuple[float, float]]:
        out = {}
        for seat, space in self.hold.items():
            out[seat] = self.view.spot(state, seat, space)
        if self.beats and self.beats[0].kind in ("hop", "jump"):
            beat = self.beats[0]
            seat, path = beat.data["seat"], beat.data["path"]
            f = min(1.0, self.t / beat.duration) if beat.duration else 1.0
            if beat.kind == "jump":
                a = self.view.spot(state, seat, path[0])
                b = self.view.spot(state, seat, path[1])
                out[seat] = lerp(a, b, ease_in_out_cubic(f))
            else:
                steps = len(path) - 1
                i = min(steps - 1, int(f * steps))
                g = f * steps - i
                a = self.view.spot(state, seat, path[i])
                b = self.view.spot(state, seat, path[i + 1])
                x, y = lerp(a, b, ease_out_cubic(g))
                out[seat] = (x, y - 14 * (1 - (2 * g - 1) ** 2))
        return out

    def draw(self, surface: pygame.Surface, colours: list[str]) -> None:
        beat = self.beats[0] if self.beats else None
        f = min(1.0, self.t / beat.duration) if beat and beat.duration else 1.0
        if self.dice is not None:
            if beat is not None and beat.kind == "dice" and f < 0.8:
                faces = (self._rng.randint(1, 6), self._rng.randint(1, 6))
                lift = 30 * (1 - f / 0.8)
            else:
                faces, lift = self.dice, 0
            for k, (face, rest) in enumerate(zip(faces, dice_rest(), strict=True)):
                die(surface, (rest.centerx, rest.centery - lift * (1 + k * 0.4)), face)
        if beat is not None and beat.kind == "card":
            # shown while its beat plays, once the token stands on the card's place; then it
            # goes (its text stays in the log), never left over the board (issue 28.7)
            face = card_face(self.card_words(*beat.data["card"]))
            turn_over(surface, face, card_place(face.get_size()).center,
                      ease_out_back(min(1.0, f / 0.2)))
        if beat is not None and beat.kind == "money":
            a = self._anchor(beat.data["from"])
            b = self._anchor(beat.data["to"])
            x, y = lerp(a, b, ease_in_out_cubic(f))
            pygame.draw.circle(surface, GOLD, (int(x), int(y)), 11)
            pygame.draw.circle(surface, (120, 90, 20), (int(x), int(y)), 11, 2)
            label = fonts.text(self.money(beat.data["amount"]), 13,
                               (255, 255, 255), True)
            surface.blit(label, label.get_rect(midbottom=(x, y - 12)))
        if beat is not None and beat.kind == "build":
            cell = self.view.cells[beat.data["space"]]
            grow = f if beat.data["up"] else 1 - f
            pygame.draw.rect(surface, GOLD, cell.band.inflate(int(10 * grow), int(10 * grow)), 3)

    def _anchor(self, seat: int) -> tuple[float, float]:
        return layout.centre().center if seat < 0 else self.seat_anchor(seat)


def dice_rest() -> tuple[pygame.Rect, ...]:
    """Where the two dice lie once they have landed, under the board's title."""
    c = layout.centre()
    return tuple(pygame.Rect(0, 0, DIE, DIE).move(c.centerx - 30 + k * 60 - DIE // 2,
                                                  c.y + 330 - DIE // 2) for k in (0, 1))


def card_room() -> int:
    """How tall a card may be to stand between the dice (their shadow too) and the tallest
    news line: the roll and the card it brought both show."""
    news_top = layout.NEWS_AT[1] - Toast.tallest()
    return news_top - NEWS_GAP - (dice_rest()[0].bottom + DIE_SHADOW[1] + NEWS_GAP)


def card_place(size: tuple[int, int]) -> pygame.Rect:
    """Where a drawn card of `size` stands: under the dice, or higher where the tallest
    news line could reach it; the same whether a line is up or not, so the card holds still
    when one appears while it shows (it jumped up: play-test 12) and no line hides its words
    (a wrapped line hid a card's fifth line: play-test 12)."""
    c = layout.centre()
    width, height = size
    news_top = layout.NEWS_AT[1] - Toast.tallest()
    top = min(c.y + 375, news_top - NEWS_GAP - height)
    return pygame.Rect(c.centerx - width // 2, top, width, height)


def die(surface: pygame.Surface, centre, face: int) -> None:
    r = pygame.Rect(0, 0, DIE, DIE)
    r.center = (int(centre[0]), int(centre[1]))
    pygame.draw.rect(surface, (30, 30, 30), r.move(*DIE_SHADOW), border_radius=8)
    pygame.draw.rect(surface, (250, 248, 240), r, border_radius=8)
    pygame.draw.rect(surface, (60, 60, 60), r, 2, border_radius=8)
    spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
             4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
             5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
             6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}[face]
    for dx, dy in spots:
        pygame.draw.circle(surface, (30, 30, 30), (r.centerx + dx * 11, r.centery + dy * 11), 4)


def draw_card(surface: pygame.Surface, card: tuple[str, str], centre, turn: float) -> None:
    """The card's face, turned over: its width grows from an edge to full."""
    turn_over(surface, card_face(card), centre, turn)


def card_face(card: tuple[str, str]) -> pygame.Surface:
    """The card's deck name and words, as tall as its lines: a short card leaves the board
    below it free, so the news line seldom has to push it up; a long one wraps wider
    (`CARD_WIDTHS`) rather than grow over the dice."""
    deck, body = card
    for width in CARD_WIDTHS:
        lines = wrap(body, 14, width - 28)[:CARD_LINES]
        height = CARD_TEXT_TOP + CARD_LINE * len(lines) + 12
        if height <= card_room():
            break
    face = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(face, CARD_PAPER, face.get_rect(), border_radius=10)
    pygame.draw.rect(face, (160, 60, 40), face.get_rect(), 3, border_radius=10)
    face.blit(fonts.text(deck, 15, (160, 60, 40), True), (14, 10))
    y = CARD_TEXT_TOP
    for line in lines:
        face.blit(fonts.text(line, 14, CARD_INK), (14, y))
        y += CARD_LINE
    return face


def turn_over(surface: pygame.Surface, face: pygame.Surface, centre, turn: float) -> None:
    """`face` centred on `centre`, `turn` of its width shown (it grows from an edge)."""
    width = max(2, int(face.get_width() * max(0.0, min(1.2, turn))))
    shown = pygame.transform.smoothscale(face, (width, face.get_height())) \
        if width != face.get_width() else face
    surface.blit(shown, shown.get_rect(center=(int(centre[0]), int(centre[1]))))


def beats_of(events: list, factor: float) -> list[Beat]:
    """The beats `events` play at `factor` (the Settings' speed times the board's pace)."""
    beats: list[Beat] = []
    for e in events:
        kind = type(e)
        if kind is ev.DiceRolled:
            beats.append(Beat("dice", DICE * factor, {"d": (e.d1, e.d2)}))
        elif kind is ev.Moved:
            if e.steps == 0:
                beats.append(Beat("jump", JUMP * factor, {"seat": e.seat,
                                                          "path": (e.origin, e.to)}))
            else:
                beats.append(Beat("hop", HOP * factor * abs(e.steps),
                                  {"seat": e.seat, "path": (e.origin, *e.path)}))
        elif kind is ev.CardDrawn:
            beats.append(Beat("card", CARD * factor, {"card": (e.deck, e.card)}))
        elif kind in (ev.SalaryPaid, ev.Collected):
            beats.append(Beat("money", MONEY * factor, {"from": -1, "to": e.seat,
                                                        "amount": e.amount}))
        elif kind is ev.Paid and e.amount:
            beats.append(Beat("money", MONEY * factor, {"from": e.payer, "to": e.payee,
                                                        "amount": e.amount}))
        elif kind in (ev.Built, ev.Sold):
            beats.append(Beat("build", BUILD * factor, {"space": e.space,
                                                        "up": kind is ev.Built}))
    return beats


def seconds_of(events: list, factor: float) -> float:
    """How long the board shows `events` at `factor`: what a skipped game's clock counts for
    a move it did not show (person_out.SkipClock)."""
    return sum(beat.duration for beat in beats_of(events, factor))
