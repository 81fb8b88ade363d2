"""The log's trade lines read at a glance (proptable): a trade's line opens with the seat that
acts, says the deal as "what the proposer gives for what the other gives" without naming the
two seats again, and no row of the column's log or of L's panel cuts a seat's or a place's
name in two (ru broke «Паром | „Туман“» and «Синий | (средний)», 2 and 3 rows a line)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from tests.property_scenes.autoplay import wait_until

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import window_shots  # noqa: E402

TRADE_KEYS = {"property_board.event.offered", "property_board.event.countered"}


def trade_rows(rows) -> list[list[str]]:
    """The rows of each trade line (its own rows, the reason's left out), in order."""
    out: list[list[str]] = []
    for row in rows:
        if row.reason:
            continue
        if row.first:
            out.append([row.text])
        elif out:
            out[-1].append(row.text)
    return out


def names_whole(line_rows: list[str], names: list[str]) -> list[str]:
    """The names the line says that no single row holds whole."""
    text = " ".join(line_rows)
    return [name for name in names if name in text and not any(name in row for row in line_rows)]


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_trades_log_lines_open_with_the_seat_and_cut_no_name(app, game, language):
    app.set_language(language)
    board = window_shots.counter_to_person(app, game)
    wait_until(app, lambda: board.draft is not None)
    board.close_trade()
    board.show_info("log")
    app.run_frames(3)
    lines = [line for line in board.game_log.book.lines if line.text[0] in TRADE_KEYS]
    assert len(lines) == 2, "the person's offer and the computer's counter"
    state, words = board.match.state, board.words
    seats = [words.player(seat) for seat in range(state.num_players)]
    places = [words.space(p) for p in range(state.rs.n_spaces)]
    said = [board.log_words(line)[0] for line in lines]
    column = [rows for rows in trade_rows(board.game_log.tail_rows) if " ".join(rows) in said]
    app.press_key(pygame.K_l, frames=2)
    panel = trade_rows(board.game_log.panel.rows)
    assert len(column) == 2
    for rows, line in zip(column, lines, strict=True):
        assert rows[0].startswith(words.player(line.seat)), rows
        assert len(rows) <= 2, rows
        assert not names_whole(rows, seats + places), rows
    for rows in panel:
        assert not names_whole(rows, seats + places), rows
