"""What the review screen draws besides the board: the win-chance chart of every seat over the
whole game (the swings marked, the shown move lit) and the swing cards' words.

Kept apart from the scene (game/scenes/review_scene.py) so the chart's geometry, which a click
on the chart reads back into a move, lives in one place with the drawing that makes it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.ai.review import DecisionReview, GameReview
from game.core.i18n import format_percent
from game.scenes.load_lines import shortened
from game.ui import chart, fonts
from game.ui.chart import ChartLine, Marked, chart_layout, line_chart, value_on
from game.ui.palette import DIM_TEXT, GOLD, LIGHT_TEXT, PANEL, PANEL_EDGE, SEAT_TEXT
from game.ui.text import blit_text, wrap

Say = Callable[..., str]

BOARD = pygame.Rect(24, 72, 704, 440)
NAV = pygame.Rect(24, 520, 704, 40)
CHART = pygame.Rect(24, 568, 704, 216)
SWINGS = pygame.Rect(748, 72, 508, 712)
SWING_GAP = 10
SWINGS_SHOWN = 3
CARD_PAD = 12
CARD_SIZES = (15, 14, 13, 12, 11)  # a swing card's type, largest first
#: The clock's moves listed at the column's foot; more are counted ("… and 2 more").
CLOCK_SHOWN = 3
FOOT_LINE = 18
FOOT_SIZE = 13


def chart_lines(review: GameReview, colours: Sequence[str], end: tuple[int, list[float]] | None,
                course: Sequence[tuple[int, Sequence[float]]] = ()) -> list[ChartLine]:
    """One line per seat: its win chance (in %) before each reviewed decision, by the game's
    evaluator in between (`course`, game/ai/review.py's `calm_course`: where the person decided
    nothing for rounds the line follows the game, not a straight line from one decision to the
    next, nor from the last decision to the result after a bankruptcy, play-test 12), and at
    `end` (the last move and the real result) when the game is over. The moves a clock made
    for the reviewed seat are ringed on its line, which is drawn last, on top."""
    chances = {move: values for move, values in course}
    chances.update((d.move, d.before) for d in review.decisions)
    if end is not None:
        chances[end[0]] = end[1]
    seats = list(range(review.num_players))
    seats.remove(review.seat)
    return [ChartLine(colours[seat],
                      [(move, round(chances[move][seat] * 100)) for move in sorted(chances)],
                      end_dot=seat == review.seat,
                      rings=[c.move for c in review.clock] if seat == review.seat else ())
            for seat in [*seats, review.seat]]


def plot_rect(size: tuple[int, int]) -> pygame.Rect:
    """The chart's plot area inside its surface (game/ui/chart.py's margins)."""
    w, h = size
    return pygame.Rect(chart.MARGIN_LEFT, chart.MARGIN_TOP, w - chart.MARGIN_LEFT - 8,
                       h - chart.MARGIN_TOP - chart.MARGIN_BOTTOM)


def last_move(lines: Sequence[ChartLine]) -> int:
    return max(1, max((line.points[-1][0] for line in lines if line.points), default=1))


def x_of(move: int, size: tuple[int, int], last: int) -> int:
    plot = plot_rect(size)
    return plot.x + round(min(move, last) / last * plot.width)


def move_at(x: int, size: tuple[int, int], last: int) -> int:
    """The move a click at `x` (in the chart's surface) points at."""
    plot = plot_rect(size)
    return max(0, min(last, round((x - plot.x) / plot.width * last)))


@dataclass(frozen=True)
class ChartWords:
    title: str
    axis: str
    names: Sequence[str]
    key: str = ""
    """What a ring on the person's line means ("moved by the clock"); none without rings."""


def _marks(swings: Sequence[DecisionReview]) -> list[Marked]:
    return [Marked(d.move, str(n)) for n, d in enumerate(swings, start=1)]


def chart_picture(size: tuple[int, int], lines: Sequence[ChartLine],
                  swings: Sequence[DecisionReview], words: ChartWords, colours: Sequence[str],
                  lang: str) -> pygame.Surface:
    """The chart with the swings marked 1, 2, 3 along the moves, the clock's moves ringed on
    the person's line (their key under the plot's left end) and the seats named in their
    colours (the legend)."""
    picture = line_chart(size, words.title, "", lines, _marks(swings),
                         lambda v: format_percent(v / 100, lang), words.axis,
                         turns_right=True,  # the moves' axis, under its right end
                         ceiling=100, key=words.key)
    font, each = legend_fit(words.title, words.names, size[0])
    shares = [None] * len(words.names) if each is None else \
        legend_shares(words.names, each * len(words.names))
    x = size[0] - 8
    for name, colour, share in reversed(list(zip(words.names, colours, shares, strict=True))):
        if share is not None:  # the type stops shrinking at 9 px: a longer name is shortened
            name = shortened(name, lambda text, room=share: fonts.size_of(text, 9, True)[0]
                             <= room)
        rect = blit_text(picture, name, (x, 3), font, SEAT_TEXT[colour], True, width=share,
                         align="right")
        x = rect.left - LEGEND_GAP
    return picture


LEGEND_GAP = 12


#: px from a ring's centre that still points at it (its card shows)
RING_REACH = chart.RING + 3


def ring_places(size: tuple[int, int], lines: Sequence[ChartLine],
                swings: Sequence[DecisionReview], words: ChartWords
                ) -> list[tuple[int, tuple[int, int]]]:
    """(move, centre) of each ring `chart_picture` draws with the same arguments: where the
    pointer finds a clock's move on the chart."""
    layout = chart_layout(size, lines, _marks(swings), words.axis, turns_right=True,
                          key=words.key)
    if layout is None:
        return []
    return [(move, layout.xy(move, value_on(line.points, move)))
            for line in lines for move in line.rings]


def legend_fit(title: str, names: Sequence[str], width: int) -> tuple[int, int | None]:
    """The legend's type size and, when even the smallest is too wide, each name's width:
    the legend never runs over the chart's title ("Синий (средний)" is long)."""
    room = width - 8 - (6 + fonts.text(title, 13, GOLD, True).get_width()) - 2 * LEGEND_GAP
    room -= LEGEND_GAP * (len(names) - 1)
    for font in (12, 11, 10):
        if sum(fonts.text(name, font, GOLD, True).get_width() for name in names) <= room:
            return font, None
    return 10, max(1, room // max(1, len(names)))


def legend_shares(names: Sequence[str], room: int) -> list[int]:
    """Each name's room in a legend `room` wide at the smallest type: a short name takes what
    it needs, the longer ones share the rest, so only the longest is shortened."""
    shares = [0] * len(names)
    needs = [fonts.size_of(name, 9, True)[0] for name in names]
    for done, i in enumerate(sorted(range(len(names)), key=needs.__getitem__)):
        shares[i] = min(needs[i], room // (len(names) - done))
        room -= shares[i]
    return shares


def mark_move(picture: pygame.Surface, move: int, last: int) -> pygame.Surface:
    """A copy of the chart with the shown move lit by a vertical line."""
    out = picture.copy()
    plot = plot_rect(out.get_size())
    x = x_of(move, out.get_size(), last)
    pygame.draw.line(out, LIGHT_TEXT, (x, plot.top), (x, plot.bottom), 2)
    return out


def foot_rows(lines: Sequence[str]) -> list[list[str]]:
    """The column's foot, each of its lines wrapped to the column's width: the count of the
    reviewed decisions, then the clock's heading, its moves (at most CLOCK_SHOWN) and one line
    for the rest. A clock's move is wrapped, never cut: "… Accept the offer — player Yellow
    gives …" ended in an ellipsis before the offer's terms."""
    return [wrap(line, FOOT_SIZE, SWINGS.w) for line in lines]


def foot_top(rows: Sequence[Sequence[str]]) -> int:
    return SWINGS.bottom - sum(len(row) for row in rows) * FOOT_LINE


def clock_rects(rows: Sequence[Sequence[str]]) -> list[pygame.Rect]:
    """The clock's moves shown at the foot (`foot_rows`), each as high as its wrapped rows:
    a click on one shows that move."""
    y = foot_top(rows) + sum(len(row) for row in rows[:2]) * FOOT_LINE
    rects = []
    for row in rows[2:2 + CLOCK_SHOWN]:
        rects.append(pygame.Rect(SWINGS.x, y, SWINGS.w, len(row) * FOOT_LINE))
        y += len(row) * FOOT_LINE
    return rects


def card_rects(count: int, rows: Sequence[Sequence[str]] = ()) -> list[pygame.Rect]:
    """The swing cards, one under the other below the column's heading, above its foot."""
    top = SWINGS.y + 64
    bottom = foot_top(rows) - SWING_GAP
    height = (bottom - top - SWING_GAP * (SWINGS_SHOWN - 1)) // SWINGS_SHOWN
    return [pygame.Rect(SWINGS.x, top + i * (height + SWING_GAP), SWINGS.w, height)
            for i in range(count)]


def draw_foot(surface: pygame.Surface, rows: Sequence[Sequence[str]],
              shown: int | None) -> None:
    """The column's foot (`foot_rows`), the clock's move `shown` (index into the clock's
    lines) lit."""
    y = foot_top(rows)
    for number, row in enumerate(rows):
        clock_line = 2 <= number < 2 + CLOCK_SHOWN
        colour = GOLD if clock_line and number - 2 == shown else (
            LIGHT_TEXT if clock_line else DIM_TEXT)
        for text in row:
            blit_text(surface, text, (SWINGS.x, y), FOOT_SIZE, colour)
            y += FOOT_LINE


@dataclass(frozen=True)
class CardText:
    """One swing in words: its heading, then (label, text) rows."""

    heading: str
    rows: Sequence[str]


def card_lines(rect: pygame.Rect, card: CardText) -> tuple[int, list[list[str]]]:
    """The type size and each row's lines for a swing's card in `rect`: the largest size at
    which every row fits whole; where even the smallest does not, the longest row (a
    computer's plan of nine steps) gives up its last lines, its end shortened with "…", so the
    rows after it stay whole (pt-speed4, ru: the card cut "… first place in the branch" before
    its branch and its scoring)."""
    width = rect.w - 2 * CARD_PAD
    room = rect.h - 2 * CARD_PAD

    def height(size: int, wrapped: list[list[str]]) -> int:
        return (size + 8) + sum(len(lines) * (size + 4) + 4 for lines in wrapped)

    for size in CARD_SIZES:
        wrapped = [wrap(row, size, width) for row in card.rows]
        if height(size, wrapped) <= room:
            return size, wrapped
    if all_drawn(rect, size, wrapped):  # the drawing has a few pixels more than the estimate
        return size, wrapped
    longest = max(range(len(wrapped)), key=lambda i: len(wrapped[i]))
    lines = wrapped[longest]
    font = fonts.font(size)
    for keep in range(len(lines) - 1, 0, -1):  # its last lines go until the card holds all
        last = shortened(lines[keep - 1] + " " + lines[keep],
                         lambda text: font.size(text)[0] <= width)
        wrapped[longest] = [*lines[:keep - 1], last]
        if all_drawn(rect, size, wrapped):
            break
    return size, wrapped


def all_drawn(rect: pygame.Rect, size: int, wrapped: list[list[str]]) -> bool:
    """Whether `draw_card` draws every line (it stops at the card's foot)."""
    y = rect.y + CARD_PAD + size + 8
    for lines in wrapped:
        for _line in lines:
            if y + size > rect.bottom - 4:
                return False
            y += size + 4
        y += 4
    return True


def draw_card(surface: pygame.Surface, rect: pygame.Rect, card: CardText, shown: bool) -> None:
    """A swing's card, its rows wrapped (smaller type when they would not fit; `card_lines`)."""
    pygame.draw.rect(surface, PANEL, rect, border_radius=10)
    pygame.draw.rect(surface, GOLD if shown else PANEL_EDGE, rect, 3 if shown else 1,
                     border_radius=10)
    width = rect.w - 2 * CARD_PAD
    size, wrapped = card_lines(rect, card)
    y = rect.y + CARD_PAD
    blit_text(surface, card.heading, (rect.x + CARD_PAD, y), size + 1, GOLD, True, width=width)
    y += size + 8
    for lines in wrapped:
        for line in lines:
            if y + size > rect.bottom - 4:
                return
            blit_text(surface, line, (rect.x + CARD_PAD, y), size, LIGHT_TEXT)
            y += size + 4
        y += 4
