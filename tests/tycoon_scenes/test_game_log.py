"""Tycoon's history in the game log every board has (issue 30.4): L and the panels' Log
button open it, it scrolls and filters, a move taken back takes its line along, a loaded game
gets its whole log back, and its buttons' words fit in every language."""

from __future__ import annotations

import pygame
import pytest

from game.tycoon.rules import Buy
from game.tycoon.scenes.board_scene import BoardScene
from game.tycoon.scenes.match import Match
from tests import text_fit
from tests.languages import TYCOON_LANGUAGES
from tests.tycoon_scenes.autoplay import play_human_turn, settle
from tests.tycoon_scenes.conftest import two_player_setup


def play_turns(app, board, turns: int) -> None:
    for _ in range(turns):
        settle(app, board)
        if board.payday is not None or not board.human_turn():
            break
        play_human_turn(app, board)
    settle(app, board)


def firsts(board) -> list[str]:
    return [row.text for row in board.game_log.panel.rows if row.first]


def test_l_and_the_log_button_open_the_history_which_scrolls_and_filters(app, board):
    play_turns(app, board, 6)
    log = board.game_log
    lines = log.book.lines
    assert lines[0].header and lines[0].text[0] == "tycoon_info.history.turn"
    assert any(line.reason for line in lines if line.seat == 1), "the computer's reasons"
    app.press_key(pygame.K_l, frames=2)
    assert log.open
    newest = [row.text for row in log.panel.rows]
    app.press_key(pygame.K_HOME, frames=2)
    assert board.log_words(lines[0])[0] in [row.text for row in log.panel.rows]
    app.press_key(pygame.K_END, frames=2)
    assert [row.text for row in log.panel.rows] == newest
    filters = {name: button for button, name in log.panel.filters.items()}
    app.click(filters["money"])
    money = {board.log_words(line)[0] for line in lines if line.money}
    assert firsts(board) and all(any(m.startswith(t) for m in money) for t in firsts(board))
    app.click(filters["mine"])
    assert all(row.seat in (0, None) for row in log.panel.rows), "Anna's lines only"
    app.press_key(pygame.K_l, frames=2)
    assert not log.open
    app.click(board.info.buttons["history"])
    assert log.open, "the panels' Log button opens the same log"
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert not log.open


def test_a_move_taken_back_takes_its_line_and_the_next_one_replaces_it(app, board):
    settle(app, board)
    app.press_key(pygame.K_l, frames=2)
    buys = [a for a in board.match.state.legal_actions() if isinstance(a, Buy)]
    before = len(board.game_log.book.lines)
    board.apply(buys[0])
    app.run_frames(1)
    texts = board.view.texts
    assert texts.ticket(buys[0].ticket) in " ".join(r.text for r in board.game_log.panel.rows)
    app.press_key(pygame.K_u, frames=2)
    assert len(board.game_log.book.lines) == before
    board.apply(buys[1])
    app.run_frames(1)
    shown = " ".join(row.text for row in board.game_log.panel.rows)
    assert texts.ticket(buys[1].ticket) in shown
    assert texts.ticket(buys[0].ticket) not in shown


def test_a_loaded_game_gets_its_whole_log_back(app, board):
    play_turns(app, board, 5)
    played = [(line.seat, line.text) for line in board.game_log.book.lines]
    setup = board.match.setup
    app.scenes.pop()
    loaded = app.scenes.push(BoardScene(app, setup, match=Match(
        setup, board.match.state.clone(), list(board.match.actions))))
    app.run_frames(2)
    assert [(line.seat, line.text) for line in loaded.game_log.book.lines] == played


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_the_logs_buttons_fit(app, lang):
    app.set_language(lang)
    board = app.scenes.push(BoardScene(app, two_player_setup()))
    app.run_frames(2)
    app.press_key(pygame.K_l, frames=2)
    assert board.game_log.open
    assert text_fit.clipped(board.container, 8, visible_only=True) == []


def test_the_persons_turn_opens_with_the_since_card_of_every_board(app, board):
    for _turn in range(14):
        settle(app, board)
        if board.since.lines:
            break
        play_human_turn(app, board)
    assert board.since.lines, "the computer did something worth saying within a few turns"
    log = board.game_log
    assert log.since_seat == 0 and log.since == board.since.lines, "Tycoon's own summary"
    assert log.card_rect is not None and log.card_rect.topleft == board.since_place()
    app.press_key(pygame.K_l, frames=2)
    assert log.card_rect is None, "the open log lies over it"
    app.press_key(pygame.K_l, frames=2)
    play_human_turn(app, board)
    assert log.card_rect is None, "the person's first move puts it away"


def test_a_loaded_game_opens_the_persons_turn_with_the_since_card(app, board):
    """Back at the table (Continue, Load) the person's first turn opened with no card: Tycoon's
    own summary kept its glances in memory only (play-test pt-tycoon5). The loaded board
    says what the board said before the save."""
    for _turn in range(14):
        settle(app, board)
        if board.since.lines:
            break
        play_human_turn(app, board)
    said = list(board.since.lines)
    assert said, "the computer did something worth saying within a few turns"
    setup = board.match.setup
    app.scenes.pop()
    loaded = app.scenes.push(BoardScene(app, setup, match=Match(
        setup, board.match.state.clone(), list(board.match.actions))))
    settle(app, loaded)
    assert loaded.since.lines == said
    assert loaded.game_log.since == said and loaded.game_log.card_rect is not None
