"""What the review screen draws besides the board: the win-chance chart of every seat over the
whole game (the swings marked, the shown move lit) and the swing cards' words.

Kept apart from the scene (game/scenes/review_scene.py) so the chart's geometry, which a click
on the chart reads back into a move, lives in one place with the drawing that makes it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.ai.review import DecisionReview, GameReview
from game.core.i18n import format_percent, whole_percent
from game.scenes.load_lines import shortened
from game.ui import chart, fonts
from game.ui.chart import ChartLine, Marked, chart_layout, line_chart
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
                course: Sequence[tuple[int, Sequence[float]]] = (),
                drawn: Sequence[DecisionReview] | None = None) -> list[ChartLine]:
    """One line per seat: its win chance (in %) before each reviewed decision (`drawn`, by
    default all: the screen leaves out those in an auction in progress, `chart_decisions`), by
    the game's evaluator in between (`course`, game/ai/review.py's `calm_course`: where the
    person decided nothing for rounds the line follows the game, not a straight line from one
    decision to the next, nor from the last decision to the result after a bankruptcy,
    play-test 12), and at `end` (the last move and the real result) when the game is over.
    The moves a clock made for the reviewed seat are ringed on its line, which is drawn last,
    on top."""
    chances = {move: values for move, values in course}
    chances.update((d.move, d.before) for d in (review.decisions if drawn is None else drawn))
    if end is not None:
        chances[end[0]] = end[1]
    seats = list(range(review.num_players))
    seats.remove(review.seat)
    return [ChartLine(colours[seat],
                      [(move, round(chances[move][seat] * 100)) for move in sorted(chances)],
                      end_dot=seat == review.seat,
                      rings=[c.move for c in review.clock] if seat == review.seat else ())
            for seat in [*seats, review.seat]]


def opening_move(review: GameReview) -> int:
    """Where the screen opens: at the biggest swing; without one, at the first move a clock
    made for the person (listed at the column's foot: the staged Kraken Bay review, whose only
    swing the clock made, opened at move 0, far from all it had to show); else at the start."""
    if review.swings:
        return review.swings[0].move
    return review.clock[0].move if review.clock else 0


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


def nearest_point(points: Sequence[tuple[int, int]], move: int) -> int:
    """The move of the drawn point nearest `move` (every seat's line has its points at the
    same moves): what the chart's hover card tells, a value the chart really drew rather
    than one read between two points."""
    return min((p[0] for p in points), key=lambda m: (abs(m - move), m))


@dataclass(frozen=True)
class ChartWords:
    title: str
    axis: str
    names: Sequence[str]
    key: str = ""
    """What a ring on the person's line means ("moved by the clock"); none without rings."""
    end: Marked | None = None
    """The finished game's last move and the words its mark says (the review board's
    `end_key`: "Result", Speedtycoon's "IPO scoring", Tycoon's "Payday 3"): there the line
    leaves the computer's estimate for the real result, 0 or 100 %; unmarked it read as a
    jump nobody explained (speedpolish). None while the game goes on."""
    moments: Sequence[Marked] = ()
    """The game's own moments on the way, in words (the review board's `moments`:
    Speedtycoon's Startup and Venture Capital scorings, where its points jump, Tycoon's first
    two paydays): only the last scoring, the IPO, was marked (speedleft2)."""
    short: Sequence[str] = ()
    """The seats' names in fewer letters (`seat_rows.short_names`), for a legend the whole
    names do not fit; none: the whole names are cut where they must be."""


def _marks(words: ChartWords) -> list[Marked]:
    """The game's moments and its end with their words (`ChartWords.moments`,
    `ChartWords.end`), left to right as the chart places the labels along the moves
    (`game.ui.chart.label_places`). The swings are not among them: "2 3 1" among the paydays
    under the plot read like a scale (`badge_places`)."""
    marks = [m for m in words.moments if words.end is None or m.turn != words.end.turn]
    marks += [words.end] if words.end is not None else []
    return sorted(marks, key=lambda mark: mark.turn)


#: px, the radius of a swing's numbered disc on the person's line.
BADGE = 8


def badge_places(size: tuple[int, int], lines: Sequence[ChartLine],
                 swings: Sequence[DecisionReview], words: ChartWords) -> list[pygame.Rect]:
    """Where `chart_picture` draws each swing's number with the same arguments: a gold disc
    on the person's line (the last one) at the swing's move, inside the plot. On the line, not
    under it with the paydays: "2 3 1" among the labels along the moves' axis read like a
    scale (tycoon22), and the disc says whose moment it was and how it went; the swing cards
    beside the board carry the same numbers. A disc keeps off the raised labels, off the
    clock's rings (a swing the clock made: the disc hid the ring, tycoon23) and off the discs
    before it (two swings a move apart): it steps away from the plot's nearer edge, over or
    under its move."""
    marks = _marks(words)
    layout = chart_layout(size, lines, marks, words.axis, turns_right=True, key=words.key)
    if layout is None:
        return []
    plot = layout.plot
    taken = [pygame.Rect(centre - w // 2 - 1, plot.top + 1 + chart.LABEL_RISE * (row - 1),
                         w + 2, h)
             for mark, (centre, row) in zip(marks, layout.places, strict=True) if row
             for w, h in [fonts.size_of(mark.label, 11)]]
    taken += [ring_rect(layout.ring_at(line.points, move)) for line in lines
              for move in line.rings]
    places = []
    for swing in swings:
        rect = pygame.Rect(0, 0, 2 * BADGE + 1, 2 * BADGE + 1)
        rect.center = layout.ring_at(lines[-1].points, swing.move)
        rect.clamp_ip(plot)
        step = -(2 * BADGE + 2) if rect.centery > plot.centery else 2 * BADGE + 2
        while rect.collidelist(taken) != -1 and plot.contains(rect.move(0, step)):
            rect.move_ip(0, step)
        taken.append(rect)
        places.append(rect)
    return places


def ring_rect(centre: tuple[int, int]) -> pygame.Rect:
    """The square a clock's ring covers (`game.ui.chart.draw_ring`: its outline included)."""
    rect = pygame.Rect(0, 0, 2 * chart.RING + 3, 2 * chart.RING + 3)
    rect.center = centre
    return rect


def _draw_badge(surface: pygame.Surface, rect: pygame.Rect, number: str) -> None:
    pygame.draw.circle(surface, PANEL, rect.center, BADGE + 1)
    pygame.draw.circle(surface, GOLD, rect.center, BADGE)
    height = fonts.size_of(number, 11, True)[1]
    blit_text(surface, number, (rect.centerx, rect.centery - height // 2), 11, PANEL, True,
              align="center")


def chart_picture(size: tuple[int, int], lines: Sequence[ChartLine],
                  swings: Sequence[DecisionReview], words: ChartWords, colours: Sequence[str],
                  lang: str) -> pygame.Surface:
    """The chart with the swings numbered 1, 2, 3 on the person's line (`badge_places`), the
    game's moments along the moves, the clock's moves ringed on the person's line (their key
    under the plot's left end) and the seats named in their colours (the legend)."""
    picture = line_chart(size, words.title, "", lines, _marks(words),
                         lambda v: format_percent(v / 100, lang), words.axis,
                         turns_right=True,  # the moves' axis, under its right end
                         ceiling=100, key=words.key)
    for number, rect in enumerate(badge_places(size, lines, swings, words), start=1):
        _draw_badge(picture, rect, str(number))
    font, names, shares = legend_names(words, size[0])
    x = size[0] - 8
    for name, colour, share in reversed(list(zip(names, colours, shares, strict=True))):
        rect = blit_text(picture, name, (x, 3), font, SEAT_TEXT[colour], True, width=share,
                         align="right")
        x = rect.left - LEGEND_GAP
    return picture


def legend_names(words: ChartWords, width: int) -> tuple[int, list[str], list[int | None]]:
    """The legend's type size, its names as drawn and each one's room (None: its own width).
    Where the whole names do not fit even at the smallest type, the seats' short names
    (`ChartWords.short`: a computer by its colour, as the score sheets and the result name
    it) before any is cut: at six seats in Russian the legend read «Синий…», «Фиолетов…»,
    «Оранжевы…» (speedleft3's play-test, 1920x1080)."""
    names = list(words.names)
    font, each = legend_fit(words.title, names, width)
    if each is not None and words.short:
        names = list(words.short)
        font, each = legend_fit(words.title, names, width)
    if each is None:
        return font, names, [None] * len(names)
    shares = legend_shares(names, each * len(names))
    # the type stops shrinking at 9 px: a longer name is shortened
    return font, [shortened(name, lambda text, room=share: fonts.size_of(text, 9, True)[0]
                            <= room) for name, share in zip(names, shares, strict=True)], \
        list(shares)


LEGEND_GAP = 12


#: px from a ring's centre that still points at it (its card shows)
RING_REACH = chart.RING + 3


def ring_places(size: tuple[int, int], lines: Sequence[ChartLine],
                words: ChartWords
                ) -> list[tuple[int, tuple[int, int]]]:
    """(move, centre) of each ring `chart_picture` draws with the same arguments: where the
    pointer finds a clock's move on the chart."""
    layout = chart_layout(size, lines, _marks(words), words.axis, turns_right=True,
                          key=words.key)
    if layout is None:
        return []
    return [(move, layout.ring_at(line.points, move))
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


@dataclass(frozen=True)
class Foot:
    """The column's foot, each line wrapped to the column's width: the count of the reviewed
    decisions, then (when a clock moved for the person) the clock's heading, the first
    `moves` of the clock's moves whole and, for the rest, one line pointing to the chart's
    rings. A clock's move is wrapped, never cut ("… Accept the offer — player Yellow gives …"
    ended in an ellipsis before the offer's terms)."""

    rows: Sequence[Sequence[str]]
    moves: int = 0
    clocked: bool = False
    """The review lists moves a clock made: the cards leave the foot FOOT_ROWS rows."""

    @property
    def height(self) -> int:
        return sum(len(row) for row in self.rows) * FOOT_LINE


#: The foot's rows under three cards when a clock moved for the person: the count, the clock's
#: heading and one line more (a short move, or where the rest are: ringed on the chart). The
#: cards keep one size whatever the clock's moves say (three trade answers of two rows each
#: took eight rows and shrank every card by 40 px, its type to 12 px); a card's words need
#: up to 155 px in Russian (Speedtycoon's example at 11 px), so the foot keeps no more.
FOOT_ROWS = 3
SWINGS_TOP = SWINGS.y + 64
#: Under the cards, a note when fewer than three decisions lost more than the noise, or
#: when no decision after the cards' stage could matter.
NOTE_SIZE = 15
NOTE_LINE = 20


#: A fall of the person's line this many points beyond what their own decisions cost is told
#: under the note (`fall_elsewhere`); less is within the estimates' scatter.
FALL_NOTED = 10


@dataclass(frozen=True)
class Fall:
    """The person's win chance on the chart from its first point to its last (the result of a
    finished game), in whole %, and what all their reviewed decisions cost against the
    computer's choices, in the cards' points (each the difference of the two chances shown)."""

    start: int
    end: int
    cost: int


def fall_elsewhere(person: ChartLine, decisions: Sequence[DecisionReview]) -> Fall | None:
    """The fall to tell when the person's line fell by FALL_NOTED points or more beyond what
    their own decisions cost. Played as a person who lost (reviewplay): a «Менеджер» game lost
    from 32 % to 0 showed one card of 2 points and "no other decision lost more than a
    point", and left the person asking where the other 30 points went: to the others' moves
    and to luck, which the screen now says with the figures."""
    if len(person.points) < 2:
        return None
    start, end = person.points[0][1], person.points[-1][1]
    cost = sum(max(0, whole_percent(d.after_preferred[d.seat])
                   - whole_percent(d.after_taken[d.seat])) for d in decisions)
    return Fall(start, end, cost) if start - end - cost >= FALL_NOTED else None


def card_height(clocked: bool) -> int:
    """Every swing card's height: one for every review without a clock's move (the foot is its
    count alone), one for every review with them (the foot keeps FOOT_ROWS)."""
    foot = (FOOT_ROWS if clocked else 1) * FOOT_LINE
    return (SWINGS.bottom - SWINGS_TOP - foot - SWING_GAP * SWINGS_SHOWN) // SWINGS_SHOWN


def note_height(note_rows: int) -> int:
    """The room a note of `note_rows` rows takes under the cards, the gap before the foot
    too."""
    return 8 + note_rows * NOTE_LINE + SWING_GAP if note_rows else 0


def foot_room(top: int, note_rows: int) -> int:
    """The foot's rows below `top` (under the cards) and a note of `note_rows` rows (under
    fewer cards than three, or that no later decision mattered): all the column's room left,
    never less than FOOT_ROWS."""
    return max(FOOT_ROWS, (SWINGS.bottom - top - note_height(note_rows)) // FOOT_LINE)


def fit_foot(counted: str, heading: str, moves: Sequence[str], total: int,
             more: Callable[[int, bool], str], room: int) -> Foot:
    """The foot in `room` rows: the count, and when the clock moved (`total` lines, each
    what it did in one go, the first ones in words: `moves`), its heading, as many of its
    lines (at most CLOCK_SHOWN) as fit whole with the line for the rest (`more(n, listed)`
    for the last n lines: "… and 2 more", or where they are when none is listed)."""
    def wrapped(line: str) -> list[str]:
        return wrap(line, FOOT_SIZE, SWINGS.w)

    rows = [wrapped(counted)]
    if not total:
        return Foot(rows)
    rows.append(wrapped(heading))
    used, shown = sum(len(row) for row in rows), 0
    for line in moves[:CLOCK_SHOWN]:
        left = total - shown - 1
        need = len(wrapped(line)) + (len(wrapped(more(left, True))) if left else 0)
        if used + need > room:
            break
        rows.append(wrapped(line))
        used += len(rows[-1])
        shown += 1
    if shown < total:
        rows.append(wrapped(more(total - shown, shown > 0)))
    return Foot(rows, shown, True)


def foot_top(foot: Foot) -> int:
    return SWINGS.bottom - foot.height


def clock_rects(foot: Foot) -> list[pygame.Rect]:
    """The clock's moves shown at the foot, each as high as its wrapped rows: a click on one
    shows that move."""
    y = foot_top(foot) + sum(len(row) for row in foot.rows[:2]) * FOOT_LINE
    rects = []
    for row in foot.rows[2:2 + foot.moves]:
        rects.append(pygame.Rect(SWINGS.x, y, SWINGS.w, len(row) * FOOT_LINE))
        y += len(row) * FOOT_LINE
    return rects


#: A card's type sizes, the largest first: one for every card on the screen.
@dataclass(frozen=True)
class CardLayout:
    """Where the swing cards stand and the one type size they are drawn in."""

    rects: Sequence[pygame.Rect]
    size: int

    @property
    def below(self) -> int:
        """Where the column goes on under the cards (their note, the foot)."""
        return self.rects[-1].bottom + SWING_GAP if self.rects else SWINGS_TOP


def card_need(card: CardText, size: int) -> int:
    """The height `card` needs with its words wrapped at type `size`."""
    width = SWINGS.w - 2 * CARD_PAD
    return 2 * CARD_PAD + (size + 8) + sum(len(wrap(row, size, width)) * (size + 4) + 4
                                           for row in card.rows)


def card_layout(cards: Sequence[CardText], clocked: bool, reserve: int = 0) -> CardLayout:
    """The swing cards one under the other below the column's heading, in the room of three
    cards of `card_height` (the foot's lines never squeeze it): at the largest type at which
    every card's words fit, each card as high as its words need, the room left shared out.
    Three cards of one height left a four-step plan at 11 px beside cards with room to spare
    (Speedtycoon's example in Russian); a card alone keeps at least `card_height`. The note
    under the cards keeps `reserve` pixels of that room: three cards filled it, and the note
    that no later decision mattered (reviewlate) ran into the foot."""
    if not cards:
        return CardLayout([], CARD_SIZES[0])
    room = SWINGS_SHOWN * card_height(clocked) - reserve
    for size in CARD_SIZES:
        needs = [card_need(card, size) for card in cards]
        if sum(needs) <= room:
            break
    if len(cards) < SWINGS_SHOWN and sum(max(n, card_height(clocked)) for n in needs) <= room:
        heights = [max(n, card_height(clocked)) for n in needs]
    else:
        share = (room - sum(needs)) // len(cards)
        heights = [n + share for n in needs]
    rects, y = [], SWINGS_TOP
    for height in heights:
        rects.append(pygame.Rect(SWINGS.x, y, SWINGS.w, height))
        y += height + SWING_GAP
    return CardLayout(rects, size)


def draw_foot(surface: pygame.Surface, foot: Foot, shown: int | None) -> None:
    """The column's foot, the clock's move `shown` (index into the clock's moves) lit."""
    y = foot_top(foot)
    for number, row in enumerate(foot.rows):
        clock_line = 2 <= number < 2 + foot.moves
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


def card_lines(rect: pygame.Rect, card: CardText, size: int) -> list[list[str]]:
    """Each row's lines for a swing's card in `rect` at type `size` (`card_layout`'s): where
    the card cannot hold them all (a computer's plan of nine steps in Russian), the longest row
    gives up its last lines, its end shortened with "…", so the rows after it stay whole
    (pt-speed4, ru: the card cut "… first place in the branch" before its branch and scoring)."""
    width = rect.w - 2 * CARD_PAD
    wrapped = [wrap(row, size, width) for row in card.rows]
    if all_drawn(rect, size, wrapped):
        return wrapped
    longest = max(range(len(wrapped)), key=lambda i: len(wrapped[i]))
    lines = wrapped[longest]
    font = fonts.font(size)
    for keep in range(len(lines) - 1, 0, -1):  # its last lines go until the card holds all
        last = shortened(lines[keep - 1] + " " + lines[keep],
                         lambda text: font.size(text)[0] <= width)
        wrapped[longest] = [*lines[:keep - 1], last]
        if all_drawn(rect, size, wrapped):
            break
    return wrapped


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


def draw_card(surface: pygame.Surface, rect: pygame.Rect, card: CardText, shown: bool,
              size: int) -> None:
    """A swing's card at type `size` (`card_layout`'s, one for all cards), its rows wrapped
    (`card_lines`)."""
    pygame.draw.rect(surface, PANEL, rect, border_radius=10)
    pygame.draw.rect(surface, GOLD if shown else PANEL_EDGE, rect, 3 if shown else 1,
                     border_radius=10)
    width = rect.w - 2 * CARD_PAD
    wrapped = card_lines(rect, card, size)
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
