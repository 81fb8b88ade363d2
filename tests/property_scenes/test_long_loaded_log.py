"""A long loaded game opens and its log opens without a stall (leftovers 1). The saves keep the
computers' reasons (`meta.reasons`, and since format 4 a long game's move pages), and with
10,000 moves and 7,500 reasons the game took seconds to come back: the reasons' order was
checked against every reason before (7 s to read the file, and as long to list it on the Load
screen), the log book scanned all its marks at every move it rebuilt, and every one of the
11,000 log lines was worded and wrapped as the board first drew the log's tail and again as L
opened the panel (4 s). Now the file reads in a linear pass, the book drops its marks from the
end, and the log words only the lines a window shows, the newest at first, the older ones as
they are scrolled to (Home the first lines alone: a line not worded yet counts as one row).
"""

from __future__ import annotations

import random
import time

import pygame

from game.core.save_format import parse_reasons
from game.core.saves import new_game_uid
from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.property.scenes.board_scene import BoardScene
from game.scenes.player_files import player_files
from game.ui.log_book import LogBook, LogLine

MOVES = 3000
REASON = ("property_bot.reason.jail_stay", {})  # a reason the log shows on its move's line


def long_game(moves: int):
    """«Менеджер», Anna and three computers, `moves` seeded random legal moves that keep the
    game going (no bankruptcy; buying only early), a reason for every computer's move."""
    entry = game_entry("menedzher")
    setup = GameSetup("menedzher", 5, (
        Seat("human", "Anna", "red"), Seat("computer", "Ben", "blue", "normal"),
        Seat("computer", "Cleo", "green", "normal"), Seat("computer", "Dan", "yellow", "normal"),
    ), {**entry.options(), "round_cap": 0})
    state, rng, actions, reasons = entry.start(setup), random.Random(5), [], {}
    while len(actions) < moves:
        legal = state.legal_actions()
        avoid = ("bankrupt",) if len(actions) < 300 else ("bankrupt", "buy", "bid")
        calm = [a for a in legal if not str(a).startswith(avoid)]
        seat = state.current_player
        action = rng.choice(calm or legal)
        state.apply(action)
        actions.append(action)
        if seat != 0:
            reasons[len(actions) - 1] = REASON
    return setup, actions, state, reasons


def ends_with_newest(board, log) -> bool:
    """Whether the panel's last row is of the log's newest line (its words or its reason)."""
    words, reason = board.log_words(log.book.lines[-1])
    last = log.panel.rows[-1].text
    return last in words or (reason is not None and last in "— " + reason)


def test_a_long_loaded_games_log_words_only_the_lines_a_window_shows(app):
    setup, actions, state, reasons = long_game(MOVES)
    store = player_files(app).saves()
    entry = store.save_slot("long", setup, actions, state, game_uid=new_game_uid(),
                            reasons=reasons)
    worded: list = []
    real = BoardScene.log_words

    def counted(self, line):
        worded.append(line)
        return real(self, line)

    BoardScene.log_words = counted
    try:
        board = BoardScene.from_save(app, store.load(entry.path))
        app.scenes.replace(board)
        app.run_frames(2)
        if app.scenes.top is not board:  # Anna went bankrupt in the random play: watch
            app.press_key(pygame.K_ESCAPE, frames=2)
        assert app.scenes.top is board
        log = board.game_log
        assert len(log.book.lines) > MOVES
        tail = len(worded)
        assert 0 < tail < 100, f"the tail worded {tail} of {len(log.book.lines)} lines"
        app.press_key(pygame.K_l, frames=2)
        assert log.open and log.panel.rows
        assert len(worded) - tail < 100, "L worded the whole log"
        assert log.panel.view.scroll == 0 and ends_with_newest(board, log), "opens on the end"
        opened = len(worded)
        app.press_key(pygame.K_HOME, frames=2)  # the oldest lines are there when scrolled to
        assert len(worded) - opened < 100, "Home worded every line down to the first"
        first = real(board, log.book.lines[0])[0]
        assert log.panel.rows[0].text in first and log.panel.rows[0].first, \
            "Home: the log's first line"
        app.press_key(pygame.K_END, frames=2)  # (the computers played on meanwhile)
        assert log.panel.view.scroll == 0 and ends_with_newest(board, log)
    finally:
        BoardScene.log_words = real


def test_many_reasons_read_back_at_once():
    """7,500 reasons (a 10,000-move game against three computers) read in a blink: each
    checked against the one before (against all before: seconds, at every load and Load
    list)."""
    reasons = [[move, *REASON] for move in range(0, 30000, 4)]
    started = time.process_time()
    assert len(parse_reasons(reasons, "long.json")) == 7500
    assert time.process_time() - started < 1.0


def test_a_long_logs_book_adds_each_move_in_its_own_time():
    """Rebuilding a long game's log (one `add` a move) takes time in its moves, not their
    square: 30,000 moves in well under a second."""
    book = LogBook()
    started = time.process_time()
    for move in range(1, 30001):
        book.add([LogLine(move % 4, ("x", {}))], move)
    assert time.process_time() - started < 1.0
    book.cut(10)
    assert len(book.lines) == 10
