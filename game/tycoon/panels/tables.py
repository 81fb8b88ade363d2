"""Pictures of the P, D and M panels: tables drawn in the board's style.

Each function takes the info package's plain facts and returns a Surface; the panels show it
in a pygame-gui image, so these stay easy to render into PNGs for looking and for tests.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.tycoon.info.forecast import PlayerSummary
from game.tycoon.info.standings import CityStanding, spread_table
from game.tycoon.panels.style import (
    BAD,
    DIM_TEXT,
    GOLD,
    LIGHT_TEXT,
    PANEL,
    ROW_LINE,
    blit_text,
    dot,
)
from game.tycoon.panels.words import Words
from game.tycoon.rules import board
from game.ui import fonts
from game.ui.text import wrap

LABEL_WIDTH = 170
PLAYER_COLUMN = 125  # the least a player's column of the P panel keeps
ROW = 23


def _blank(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill(PANEL)
    return surface


@dataclass(frozen=True)
class Row:
    """One line of a table as the player reads it; ``cells`` None makes a heading."""

    label: str
    cells: tuple[str, ...] | None
    strong: bool = False


def _loans(p: PlayerSummary, words: Words) -> str:
    """Cards grouped by what is due: "12 · 3×16*" (* extended); the sum is the next row."""
    if not p.loans:
        return "–"
    groups: dict[tuple[int, bool], int] = {}
    for loan in p.loans:
        groups[(loan.due, loan.extended)] = groups.get((loan.due, loan.extended), 0) + 1
    parts = []
    for (due, extended), count in sorted(groups.items()):
        if extended:
            key = (
                "tycoon_info.players.loan_ext" if count > 1 else "tycoon_info.players.loan_ext_one"
            )
        else:
            key = "tycoon_info.players.loan" if count > 1 else "tycoon_info.players.loan_one"
        parts.append(words.t(key, due=str(due), count=count))
    return " · ".join(parts)


def player_rows(people: Sequence[PlayerSummary], words: Words) -> list[Row]:
    """P's rows: position, then the payday forecast split into its three sources."""
    m = words.money

    def row(key: str, cell, strong: bool = False) -> Row:
        return Row(words.t(key), tuple(cell(p) for p in people), strong)

    return [
        row("tycoon_info.players.cash", lambda p: m(p.money)),
        row("tycoon_info.players.loans", lambda p: _loans(p, words)),
        row("tycoon_info.players.loans_due", lambda p: m(p.loans_due)),
        row("tycoon_info.players.net_worth", lambda p: m(p.net_worth), True),
        row("tycoon_info.players.tickets", lambda p: str(len(p.tickets))),
        row("tycoon_info.players.hotels", lambda p: words.t("tycoon_info.players.hotels_value",
                                                    session=p.hotels_session,
                                                    game=p.hotels_game)),
        row("tycoon_info.players.factories", lambda p: str(p.factories_left)),
        Row(words.t("tycoon_info.players.forecast_heading"), None),
        row("tycoon_info.players.spread", lambda p: words.t("tycoon_info.players.spread_value",
                                                    amount=p.forecast.spread,
                                                    spread_cities=p.forecast.spread_cities)),
        row("tycoon_info.players.majorities", lambda p: m(p.forecast.majority_total)),
        row("tycoon_info.players.factory_income", lambda p: m(p.forecast.factory_total)),
        row("tycoon_info.players.total", lambda p: m(p.forecast.total), True),
        row("tycoon_info.players.after_payday", lambda p: m(p.after_payday), True),
    ]


def players_label_width(rows: Sequence[Row], players: int, width: int) -> int:
    """P's label column: as wide as its longest label ("Hotels übrig (Durchgang / Spiel)" was
    shrunk to LABEL_WIDTH), as long as each player's column keeps PLAYER_COLUMN for a figure
    such as "15 Mio. (3 Städte)"."""
    labels = [fonts.size_of(row.label, 13)[0] + 16 for row in rows if row.cells is not None]
    return max(LABEL_WIDTH, min(max(labels, default=0), width - players * PLAYER_COLUMN))


def players_table(people: Sequence[PlayerSummary], rows: Sequence[Row], words: Words,
                  colours: Sequence[str], size: tuple[int, int]) -> pygame.Surface:
    s = _blank(size)
    label_width = players_label_width(rows, len(people), size[0])
    col = (size[0] - label_width) // max(1, len(people))
    y = 4
    for i, p in enumerate(people):
        x = label_width + i * col
        dot(s, colours[p.seat], (x + 10, y + 11))
        blit_text(s, words.name(p.seat), (x + 20, y + 2), 14, LIGHT_TEXT, True, col - 24)
    y += ROW + 6
    for row in rows:
        if row.cells is None:
            y += 4
            blit_text(s, row.label, (6, y), 13, GOLD, True, size[0] - 12)
            y += ROW
            continue
        pygame.draw.line(s, ROW_LINE, (4, y - 2), (size[0] - 4, y - 2))
        blit_text(s, row.label, (6, y + 2), 13, DIM_TEXT, False, label_width - 10)
        for i, label in enumerate(row.cells):
            colour = BAD if label.startswith("−") else (GOLD if row.strong else LIGHT_TEXT)
            blit_text(s, label, (label_width + i * col + 4, y + 2), 13, colour, row.strong,
                      col - 8)
        y += ROW
    blit_text(
        s, words.t("tycoon_info.players.loan_note"), (6, y + 2), 11, DIM_TEXT, width=size[0] - 12
    )
    return s


def payout_rows(cities: Sequence[CityStanding], words: Words) -> list[Row]:
    """D's rows per city: name; cells = payout now, leader, second, chain (+ "longest")."""
    rows = []
    for st in cities:
        chain = words.t("tycoon_info.payouts.chain_value", used=st.chain, max=board.BUILD_LOTS)
        rows.append(Row(words.city(st.city), (
            words.t("tycoon_info.payouts.pair", first=st.first_pay, second=st.second_pay),
            "–" if st.leader is None else words.name(st.leader),
            "–" if st.runner_up is None else words.name(st.runner_up),
            chain), st.longest and st.chain > 0))
    return rows


def payouts_table(cities: Sequence[CityStanding], rows: Sequence[Row], words: Words,
                  colours: Sequence[str], size: tuple[int, int]) -> pygame.Surface:
    """D: the spread table, then per city the payout read now, leader, second and chain."""
    s = _blank(size)
    w = size[0]
    blit_text(s, words.t("tycoon_info.payouts.spread_heading"), (6, 4), 13, GOLD, True)
    cell = (w - 12 - 90) // board.NUM_CITIES
    blit_text(s, words.t("tycoon_info.payouts.cities"), (6, 30), 12, DIM_TEXT, width=88)
    blit_text(s, words.t("tycoon_info.payouts.pays"), (6, 52), 12, DIM_TEXT, width=88)
    for i, (count, pay) in enumerate(spread_table()):
        x = 96 + i * cell + cell // 2
        blit_text(s, str(count), (x, 30), 13, LIGHT_TEXT, True, align="center")
        blit_text(s, words.money(pay), (x, 52), 12, LIGHT_TEXT, width=cell - 2, align="center")
    y = 84
    heads = (
        ("tycoon_info.payouts.city", 6),
        ("tycoon_info.payouts.now", 170),
        ("tycoon_info.payouts.first", 270),
        ("tycoon_info.payouts.second", 400),
        ("tycoon_info.payouts.chain", 520),
    )
    for key, x in heads:
        blit_text(s, words.t(key), (x, y), 12, DIM_TEXT, width=120)
    y += 22
    for st, row in zip(cities, rows, strict=True):
        pay, first, second, chain = row.cells
        pygame.draw.line(s, ROW_LINE, (4, y - 2), (w - 4, y - 2))
        blit_text(s, row.label, (6, y + 4), 14, LIGHT_TEXT, True, 160)
        blit_text(s, pay, (170, y + 4), 13, GOLD, True, 96)
        for seat, name, x, end in ((st.leader, first, 270, 400),
                                   (st.runner_up, second, 400, 520)):
            if seat is not None:
                dot(s, colours[seat], (x + 7, y + 14))
                x += 18
            # a gap before the next column: "Зелёный (слабый)" ran into "6 / 11" (pt-mix2)
            blit_text(s, name, (x, y + 4), 13, LIGHT_TEXT if seat is not None else DIM_TEXT,
                      width=end - 8 - x)
        room = w - 520 - 4  # the chain column runs to the panel's edge, no further
        blit_text(s, chain, (520, y + 4), 13, GOLD if row.strong else LIGHT_TEXT, row.strong,
                  room)
        if row.strong:  # on two rows where it must: ru "самая длинная" ran past the edge
            longest = wrap(words.t("tycoon_info.payouts.longest"), 10, room)
            for i, line in enumerate(longest):
                blit_text(s, line, (520, y + 22 + 13 * i), 10, GOLD, width=room)
        y += 52
    return s


def majority_rows(cities: Sequence[CityStanding], words: Words) -> list[Row]:
    """M's rows per city: cells are (entry, note) pairs in payday order: "1. Anna 3" with
    "ahead by 1", or the tie-break "tie, lot 2 first" when counts are equal (D7)."""
    rows = []
    for st in cities:
        cells: list[str] = []
        for place, standing in enumerate(st.ranking, start=1):
            nxt = st.ranking[place] if place < len(st.ranking) else None
            cells.append(words.t("tycoon_info.majorities.entry", place=place,
                                 name=words.name(standing.seat), hotels=standing.hotels))
            if nxt is not None and nxt.tied_above:
                cells.append(words.t("tycoon_info.majorities.tie", lot=standing.first_lot + 1))
            elif nxt is not None:
                cells.append(
                    words.t("tycoon_info.majorities.lead", count=standing.hotels - nxt.hotels)
                )
            else:
                cells.append(words.t("tycoon_info.majorities.alone") if place == 1 else "")
        rows.append(Row(words.city(st.city), tuple(cells)))
    return rows


#: M's left column (city and what it pays) and the sizes its texts are tried at, largest
#: first; a note is a step smaller than its entry, never under 12 px.
MAJORITY_LABEL = 136
MAJORITY_SIZES = (14, 13, 12)
MIN_SIZE = 12
ENTRY_LINES = 2  # a long name wraps once
LABEL_LINES = 2  # a long city name wraps once, after a hyphen («Рио-де-» | «Жанейро»)
PAY_LINES = 2  # what a city pays wraps once, at its "/"
MARK_ROOM = 22  # the hotel mark left of an entry


@dataclass(frozen=True)
class MajorityLayout:
    """One size for every entry ("1. Anna 3") and one, a step smaller, for every note under
    it and every city's pay line: the largest at which the whole table fits the panel, so it
    never mixes sizes or shrinks one long German name alone. A city's row is as tall as its
    wrapped cells need."""

    size: int
    column: int
    heights: tuple[int, ...]

    @property
    def note_size(self) -> int:
        return max(MIN_SIZE, self.size - 1)

    @property
    def room(self) -> int:
        return self.column - MARK_ROOM - 4

    def room_from(self, width: int) -> Callable[[int], int]:
        """The room of a row's last place (0-based) in a table `width` wide: to its edge."""
        return lambda place: width - MAJORITY_LABEL - 6 - place * self.column - MARK_ROOM - 4


def _place_room(place: int, places: int, room: int, last_room: Callable[[int], int]) -> int:
    """The width a row's place (0-based) of `places` is wrapped and drawn in: its column, or
    for the last place the rest of the row."""
    return room if place < places - 1 else max(room, last_room(place))


def _cell_lines(row: Row, size: int, note: int, room: int,
                last_room: Callable[[int], int]) -> tuple[list[list[str]], int]:
    """Each place's wrapped entry and note lines, and the row's text height. The row's last
    place may run on to the panel's edge (`last_room`): "1. Blau (normal) 1" wrapped in its
    column while the rest of the row stood empty."""
    cells, tallest = [], 0
    pairs = list(zip(row.cells[0::2], row.cells[1::2], strict=True))
    for place, (entry, remark) in enumerate(pairs):
        width = _place_room(place, len(pairs), room, last_room)
        entry_lines = wrap(entry, size, width, True)
        note_lines = wrap(remark, note, width) if remark else []
        cells.append([entry_lines, note_lines])
        tallest = max(tallest, len(entry_lines) * fonts.font(size, True).get_linesize()
                      + len(note_lines) * fonts.font(note).get_linesize())
    return cells, tallest


def majority_layout(cities: Sequence[CityStanding], rows: Sequence[Row], words: Words,
                    size: tuple[int, int], seats: int) -> MajorityLayout:
    width, height = size
    column = (width - MAJORITY_LABEL - 6) // max(2, seats)
    for text_size in MAJORITY_SIZES:
        fit = MajorityLayout(text_size, column, ())
        note = fit.note_size
        heights, fits = [], True
        for st, row in zip(cities, rows, strict=True):
            pays = _pay_lines(st, words, note)
            label = city_lines(row.label, text_size)
            label_h = (len(label) * fonts.font(text_size + 1, True).get_linesize()
                       + len(pays) * fonts.font(note).get_linesize())
            fits = fits and (len(label) <= LABEL_LINES
                             and all(fonts.size_of(line, text_size + 1, True)[0]
                                     <= MAJORITY_LABEL - 10 for line in label)
                             and len(pays) <= PAY_LINES
                             and all(fonts.size_of(line, note)[0] <= MAJORITY_LABEL - 10
                                     for line in pays))
            cells, tallest = _cell_lines(row, text_size, note, fit.room,
                                         fit.room_from(width))
            fits = fits and all(len(entry) <= ENTRY_LINES for entry, _notes in cells)
            heights.append(max(label_h, tallest) + 14)
        if fits and sum(heights) <= height - 8:
            return MajorityLayout(text_size, column, tuple(heights))
    spare = max(0, height - 8 - sum(heights)) // len(heights)
    return MajorityLayout(MAJORITY_SIZES[-1], column, tuple(h + spare for h in heights))


def city_lines(label: str, size: int) -> list[str]:
    """A city's name in the M panel's city column, at `size` + 1 bold: on one line, or on
    two, broken after a hyphen or at a space. «Рио-де-Жанейро» on one line was wider than
    the column at every size, so the whole ru table fell to 12 px (play-test pt-tycoon4)."""
    return wrap(label, size + 1, MAJORITY_LABEL - 10, True, hyphens=True)


def _pay_lines(st: CityStanding, words: Words, size: int) -> list[str]:
    """What the city pays ("платит 22 млн / 11 млн"), wrapped under its name: on one line
    it was shrunk into the city column, and the whole ru table fell to its smallest size."""
    pays = words.t("tycoon_info.majorities.pays", first=st.first_pay, second=st.second_pay)
    return wrap(pays, size, MAJORITY_LABEL - 10)


def majorities_table(cities: Sequence[CityStanding], rows: Sequence[Row], words: Words,
                     colours: Sequence[str], size: tuple[int, int]) -> pygame.Surface:
    s = _blank(size)
    w = size[0]
    fit = majority_layout(cities, rows, words, size, len(colours))
    entry_line = fonts.font(fit.size, True).get_linesize()
    note_line = fonts.font(fit.note_size).get_linesize()
    extra = max(0, size[1] - 8 - sum(fit.heights)) // len(fit.heights)
    y = 4
    for st, row, height in zip(cities, rows, fit.heights, strict=True):
        pygame.draw.line(s, ROW_LINE, (4, y), (w - 4, y))
        pay_y = y + 6
        for line in city_lines(row.label, fit.size):
            blit_text(s, line, (6, pay_y), fit.size + 1, LIGHT_TEXT, True, MAJORITY_LABEL - 10)
            pay_y += fonts.font(fit.size + 1, True).get_linesize()
        for line in _pay_lines(st, words, fit.note_size):
            blit_text(s, line, (6, pay_y), fit.note_size, DIM_TEXT, width=MAJORITY_LABEL - 10)
            pay_y += note_line
        if not st.ranking:
            blit_text(s, words.t("tycoon_info.majorities.empty"), (MAJORITY_LABEL, y + 7),
                      fit.size, DIM_TEXT)
        cells, _tallest = _cell_lines(row, fit.size, fit.note_size, fit.room, fit.room_from(w))
        x = MAJORITY_LABEL
        for place, (standing, (entry, notes)) in enumerate(zip(st.ranking, cells, strict=True),
                                                           start=1):
            dot(s, colours[standing.seat], (x + 8, y + 6 + entry_line // 2))
            colour = GOLD if place <= 2 else DIM_TEXT
            # drawn in the room it was wrapped in: a lone "1. Жёлтый (сильный) 1" was wrapped
            # to the row's end but shrunk into one column, to a tiny font (pt-mix2)
            room = _place_room(place - 1, len(cells), fit.room, fit.room_from(w))
            line_y = y + 6
            for line in entry:
                blit_text(s, line, (x + MARK_ROOM, line_y), fit.size, colour, True, room)
                line_y += entry_line
            for line in notes:
                blit_text(s, line, (x + MARK_ROOM, line_y), fit.note_size, DIM_TEXT, width=room)
                line_y += note_line
            x += fit.column
        y += height + extra
    return s
