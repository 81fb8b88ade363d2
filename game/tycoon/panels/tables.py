"""Pictures of the P, D and M panels: tables drawn in the board's style.

Each function takes the info package's plain facts and returns a Surface; the panels show it
in a pygame-gui image, so these stay easy to render into PNGs for looking and for tests.
"""

from __future__ import annotations

from collections.abc import Sequence
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

LABEL_WIDTH = 170
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
                                                    count=p.forecast.spread_cities)),
        row("tycoon_info.players.majorities", lambda p: m(p.forecast.majority_total)),
        row("tycoon_info.players.factory_income", lambda p: m(p.forecast.factory_total)),
        row("tycoon_info.players.total", lambda p: m(p.forecast.total), True),
        row("tycoon_info.players.after_payday", lambda p: m(p.after_payday), True),
    ]


def players_table(people: Sequence[PlayerSummary], rows: Sequence[Row], words: Words,
                  colours: Sequence[str], size: tuple[int, int]) -> pygame.Surface:
    s = _blank(size)
    col = (size[0] - LABEL_WIDTH) // max(1, len(people))
    y = 4
    for i, p in enumerate(people):
        x = LABEL_WIDTH + i * col
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
        blit_text(s, row.label, (6, y + 2), 13, DIM_TEXT, False, LABEL_WIDTH - 10)
        for i, label in enumerate(row.cells):
            colour = BAD if label.startswith("−") else (GOLD if row.strong else LIGHT_TEXT)
            blit_text(s, label, (LABEL_WIDTH + i * col + 4, y + 2), 13, colour, row.strong,
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
        for seat, name, x in ((st.leader, first, 270), (st.runner_up, second, 400)):
            if seat is not None:
                dot(s, colours[seat], (x + 7, y + 14))
                x += 18
            blit_text(s, name, (x, y + 4), 13, LIGHT_TEXT if seat is not None else DIM_TEXT,
                      width=104)
        blit_text(s, chain, (520, y + 4), 13, GOLD if row.strong else LIGHT_TEXT, row.strong,
                  56)
        if row.strong:
            blit_text(s, words.t("tycoon_info.payouts.longest"), (520, y + 22), 10, GOLD, width=76)
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


def majorities_table(cities: Sequence[CityStanding], rows: Sequence[Row], words: Words,
                     colours: Sequence[str], size: tuple[int, int]) -> pygame.Surface:
    s = _blank(size)
    w = size[0]
    row_h = (size[1] - 8) // board.NUM_CITIES
    y = 4
    for st, row in zip(cities, rows, strict=True):
        pygame.draw.line(s, ROW_LINE, (4, y), (w - 4, y))
        blit_text(s, row.label, (6, y + 4), 14, LIGHT_TEXT, True, 130)
        blit_text(s, words.t("tycoon_info.majorities.pays", first=st.first_pay,
                             second=st.second_pay), (6, y + 24), 11, DIM_TEXT, width=130)
        if not st.ranking:
            blit_text(s, words.t("tycoon_info.majorities.empty"), (144, y + 6), 13, DIM_TEXT)
        x = 144
        for place, standing in enumerate(st.ranking, start=1):
            entry, note = row.cells[2 * place - 2:2 * place]
            dot(s, colours[standing.seat], (x + 8, y + 16))
            colour = GOLD if place <= 2 else DIM_TEXT
            blit_text(s, entry, (x + 20, y + 4), 13, colour, place == 1, 92)
            if note:
                blit_text(s, note, (x + 20, y + 24), 11, DIM_TEXT, width=94)
            x += 114
        y += row_h
    return s
