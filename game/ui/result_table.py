"""The result screen's breakdown (issue 30.5): where each seat's final score came from, as one
table for every game (rows are the game's categories, columns the seats), and a few numbers
about the game under the chart.

A game's view (game/<game>/view/result_breakdown.py) fills a `Breakdown` from a replay of the
game's actions, reading the rules' events and state; it never works a rule out again. The
numbers stay numbers (no language): the result scene turns them into words, so a test can add
the parts up and compare them with the score the card shows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import pygame

from game.ui import fonts
from game.ui.palette import DIM_TEXT, GOLD, SEAT_RGB

#: A value in the game's unit (money, points); it adds up to the final score when `adds`.
SCORE = "score"
#: A plain count (places owned, buildings standing).
COUNT = "count"
#: The round a seat went out in ("out in round 31").
ROUND = "round"

TEXT = (232, 234, 240)
ROW_SHADE = (30, 42, 64)
LABEL_SHARE = 0.36  # of the table's width, for the category names
MAX_ROW = 26
MIN_ROW = 17
#: The table's smallest text (a row's text never goes below it): the seats' names over the
#: columns neither, where a word too wide for its column is shortened instead (six seats in
#: ru: «Фиолетовый» shrank the whole header to 9 px).
SMALL = 11


@dataclass(frozen=True)
class Line:
    """One row: a category's value per seat (None: nothing to show for that seat, e.g. a seat
    that went out before). `adds`: the row is a part of the final score (the parts of a seat
    add up to it); a heading row (`heading`) shows a subtotal of the rows under it and adds
    nothing itself."""

    key: str
    values: tuple[int | None, ...]
    params: Mapping[str, object] = field(default_factory=dict)
    adds: bool = True
    heading: bool = False
    unit: str = SCORE
    #: placeholder -> locale key of a word that goes into it ({scoring}: "IPO").
    words: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Stat:
    """One number about the game under the chart. `seats` fill {player}, every one of them
    joined the language's way ("Rot und Grün"), and give {count} its number for a text with
    plural forms ("получатели"); `amount` fills {amount} in the game's unit, `words`
    placeholders with translated words; `params` go in as they are (numbers through Babel).
    A tuple, not one seat: a best value two seats reached named only the first (play-test,
    Speedtycoon, Rot and Grün both 89 in the IPO)."""

    key: str
    params: Mapping[str, object] = field(default_factory=dict)
    seats: tuple[int, ...] = ()
    amount: int | None = None
    words: Mapping[str, str] = field(default_factory=dict)


@dataclass
class Top:
    """The best value of one kind in a game (the biggest payday, scoring, rent) and every seat
    that reached it, so a tie names them all. A best reached in different moments (Rot's 89
    in the IPO, Blau's in Capital) gives one line per moment, each with its own seats, so no
    line names a seat with the moment of another; a seat that reached it twice in one
    moment is named once."""

    key: str
    #: What to say when every seat's best was nothing (0 or less): naming every seat as the
    #: best at 0 ("Biggest payday: 0 M for A and B") read as a feat; None: no line.
    none_key: str | None = None
    amount: int | None = None
    _moments: dict[tuple, tuple[Mapping[str, object], Mapping[str, str], list[int]]] = \
        field(default_factory=dict)

    def see(self, amount: int, seat: int, params: Mapping[str, object] | None = None,
            words: Mapping[str, str] | None = None) -> None:
        """One seat's value at one moment (`params` and `words` name the moment)."""
        if self.amount is not None and amount < self.amount:
            return
        if self.amount is None or amount > self.amount:
            self.amount, self._moments = amount, {}
        params, words = dict(params or {}), dict(words or {})
        moment = (tuple(sorted(params.items())), tuple(sorted(words.items())))
        seats = self._moments.setdefault(moment, (params, words, []))[2]
        if seat not in seats:
            seats.append(seat)

    def stats(self) -> list[Stat]:
        """A line per moment the best was reached in (none if nothing was seen), its seats in
        seat order; when the best is 0 or less, the one line `none_key` (no seat named)."""
        if self.amount is not None and self.amount <= 0:
            return [] if self.none_key is None else [Stat(self.none_key)]
        return [Stat(self.key, params, tuple(sorted(seats)), self.amount, words)
                for params, words, seats in self._moments.values()]


@dataclass
class Breakdown:
    lines: list[Line] = field(default_factory=list)
    stats: list[Stat] = field(default_factory=list)

    def total(self, seat: int) -> int:
        """What the parts of `seat` add up to: the final score the card shows."""
        return sum(line.values[seat] or 0 for line in self.lines if line.adds)


def section(heading: Line, parts: Sequence[Line]) -> list[Line]:
    """A heading (its key and params) over its parts, showing their sum per seat."""
    values = tuple(sum(v or 0 for v in seat) for seat in zip(*(p.values for p in parts),
                                                                 strict=True))
    return [Line(heading.key, values, heading.params, adds=False, heading=True,
                 words=heading.words), *parts]


def shown(lines: Sequence[Line]) -> list[Line]:
    """The rows worth a line: a part nobody scored in (a module not played, no loans) is
    left out; headings and notes stay."""
    return [line for line in lines if line.heading or not line.adds
            or any(line.values)]


@dataclass(frozen=True)
class Seats:
    """The seats over the columns: their names, colours and (optional) short names, the names
    without a computer's level, for a header too narrow for the whole names on one line."""

    names: Sequence[str]
    colours: Sequence[str]
    short: Sequence[str] = ()


@dataclass(frozen=True)
class Grid:
    """The table's measures: the labels' column, each seat's column, a row's height and the
    text size (a text wider than its room is shrunk; the tests check none needs it)."""

    label_w: int
    col_w: int
    row_h: int
    size: int

    def label_room(self, line: Line) -> int:
        return self.label_w - _indent(line) - 4

    @property
    def value_room(self) -> int:
        return self.col_w - 8


def grid(rect: pygame.Rect, seats: int, rows: int) -> Grid:
    """Rows as tall as fits (the header and the total count as rows), between MIN_ROW and
    MAX_ROW; the text as big as the rows allow."""
    label_w = int(rect.width * LABEL_SHARE)
    row_h = max(MIN_ROW, min(MAX_ROW, rect.height // (rows + 2)))
    return Grid(label_w, (rect.width - label_w) // seats, row_h,
                max(SMALL, min(15, row_h - 8)))


def head_lines(names: Sequence[str], g: Grid) -> list[list[str]]:
    """Each seat's name for the header, at the table's text size: on one line, or broken in
    two at a space when one name is too wide for its column ("Красный / (средний)"), each
    name then as two lines (the first empty for a short one) so all stand on one baseline.
    Shrinking each name on its own made the header a row of different sizes (seen in ru at
    1280x800: «Синий (средний)» big beside a tiny «Красный (средний)»)."""
    def fits(words: str) -> bool:
        return fonts.size_of(words, g.size, True)[0] <= g.value_room

    def split(name: str) -> list[str]:
        spaces = [i for i, ch in enumerate(name) if ch == " "]
        if fits(name) or not spaces:
            return [name]
        best = min(spaces, key=lambda i: max(fonts.size_of(name[:i], g.size, True)[0],
                                             fonts.size_of(name[i + 1:], g.size, True)[0]))
        return [name[:best], name[best + 1:]]

    heads = [split(name) for name in names]
    if all(len(head) == 1 for head in heads):
        return heads
    return [head if len(head) == 2 else ["", *head] for head in heads]


@dataclass(frozen=True)
class Header:
    """The seats' names over the columns: each as one or two lines, all at one `size`."""

    lines: list[list[str]]
    size: int


def one_line(names: Sequence[str], g: Grid) -> int | None:
    """The largest size from the table's down to SMALL at which every name fits its column
    on one line, or None."""
    for size in range(g.size, SMALL - 1, -1):
        if all(fonts.size_of(name, size, True)[0] <= g.value_room for name in names):
            return size
    return None


def header(rect: pygame.Rect, names: Sequence[str], rows: int,
           short: Sequence[str] = ()) -> tuple[Grid, Header]:
    """The table's grid and its header: every name on one line if it fits at SMALL or more
    (the same size for all); else the `short` names (a computer's colour without its level,
    which the ranking beside the table names) on one line: «Жёлтый (средний)» wrapped onto
    two lines over four seats in ru at 1366x768 (speedfix). Only when neither fits (six
    seats) `head_lines` breaks each name in two, at the table's size or the largest below it
    at which every line fits its column, never below SMALL: a word still too wide there is
    shortened with a full stop (`abbreviated`: «Фиолет.»; cut with a hyphen over two lines,
    «Фиолето-» / «вый», it read as a broken word in the play-test)."""
    g = grid(rect, len(names), rows)
    for shown in (names, short):
        size = one_line(shown, g) if shown else None
        if size is not None:
            return g, Header([[name] for name in shown], size)
    heads = head_lines(names, g)
    if len(heads[0]) > 1:
        g = grid(rect, len(names), rows + 1)
        heads = head_lines(names, g)
    size = g.size

    def fits(part: str) -> bool:
        return fonts.size_of(part, size, True)[0] <= g.value_room

    while size > SMALL and not all(fits(part) for head in heads for part in head):
        size -= 1
    heads = [[" ".join(abbreviated(word, fits) for word in part.split(" ")) for part in head]
             for head in heads]
    return g, Header(heads, size)


VOWELS = frozenset("aeiouyäöüаеёиоуыэюя")


def abbreviated(word: str, fits: Callable[[str], bool]) -> str:
    """`word` whole where it fits, else its longest head that fits with a full stop, cut as
    print shortens a word: after a consonant, before a vowel, dropping more than an ending
    («Фиолет.», «Оранж.», never «Фиолето.» nor «Фиолетов.»), else wherever the most fits.
    A word is never split over two lines."""
    if fits(word) or len(word) <= 3:
        return word
    cuts = [i for i in range(2, len(word) - 1) if fits(word[:i] + ".")]
    if not cuts:
        return word

    def vowels(part: str) -> int:
        return sum(ch.lower() in VOWELS for ch in part)

    in_print = [i for i in cuts if word[i - 1].isalpha() and word[i - 1].lower() not in VOWELS
                and word[i].lower() in VOWELS and vowels(word[i:]) >= 2]
    return word[:max(in_print or cuts)] + "."


def _indent(line: Line) -> int:
    """Parts stand in under their heading; headings and notes at the left edge."""
    return 6 if line.heading or not line.adds else 18


def draw_table(surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[Line], seats: Seats,
               label: Callable[[Line], str], value: Callable[[Line, int], str],
               totals: tuple[str, Sequence[str]]) -> pygame.Rect:
    """The table inside `rect`: a header of the seats' names, a row per line, then the totals
    row (its label and each seat's score as the card writes it). Returns the area used."""
    n = len(seats.names)
    g, head_of = header(rect, seats.names, len(lines), seats.short)
    size, row_h, col_w, label_w = g.size, g.row_h, g.col_w, g.label_w
    y = rect.y
    head_h = row_h * len(head_of.lines[0])
    for seat, head in enumerate(head_of.lines):
        cell = pygame.Rect(rect.x + label_w + seat * col_w, y, col_w, head_h)
        pygame.draw.rect(surface, SEAT_RGB[seats.colours[seat]],
                         (cell.x + 4, cell.bottom - 4, cell.width - 8, 3))
        bottom = cell.bottom - 5
        for words in reversed(head):
            if words:
                name = fonts.text(words, head_of.size, TEXT, True)
                surface.blit(name, name.get_rect(bottomright=(cell.right - 4, bottom)))
            bottom -= fonts.font(head_of.size, True).get_linesize()
    y += head_h
    for index, line in enumerate(lines):
        row = pygame.Rect(rect.x, y, rect.width, row_h)
        if line.heading:
            pygame.draw.rect(surface, ROW_SHADE, row, border_radius=4)
        elif index % 2:
            pygame.draw.rect(surface, (24, 35, 54), row)
        colour = GOLD if line.heading else (TEXT if line.adds else DIM_TEXT)
        text = fonts.fit(label(line), size, colour, g.label_room(line), line.heading)
        surface.blit(text, text.get_rect(midleft=(row.x + _indent(line), row.centery)))
        for seat in range(n):
            if line.values[seat] is None:
                continue
            words = fonts.fit(value(line, seat), size, colour, g.value_room, line.heading)
            right = rect.x + label_w + (seat + 1) * col_w - 4
            surface.blit(words, words.get_rect(midright=(right, row.centery)))
        y += row_h
    row = pygame.Rect(rect.x, y + 2, rect.width, row_h)
    pygame.draw.line(surface, DIM_TEXT, (rect.x, y + 1), (rect.right, y + 1))
    text = fonts.fit(totals[0], size, GOLD, label_w - 10, True)
    surface.blit(text, text.get_rect(midleft=(row.x + 6, row.centery)))
    for seat, score in enumerate(totals[1]):
        words = fonts.fit(score, size, GOLD, g.value_room, True)
        right = rect.x + label_w + (seat + 1) * col_w - 4
        surface.blit(words, words.get_rect(midright=(right, row.centery)))
    return pygame.Rect(rect.x, rect.y, rect.width, row.bottom - rect.y)
