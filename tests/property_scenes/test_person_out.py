"""Issue 28.3: when the only person at the table goes bankrupt the board asks what next instead
of playing on at the normal pace without a word: watch fast (the computers' turns at a quarter
of the time, the log open) or go to the title (the game saved, Continue finds it). The
computers wait while the question is open; Esc watches."""

from __future__ import annotations

import time
from types import SimpleNamespace

import pygame
import pytest

from game.core.saves import read_whole_document
from game.core.settings import ANIMATION_FACTORS
from game.games import game_entry
from game.property.rules import events as ev
from game.property.scenes.person_out import WATCH_FAST, SkipClock
from game.property.view.motion import DICE, HOP
from game.scenes.player_files import player_files
from game.scenes.question import QuestionScene
from game.scenes.title import TitleScene
from tests.property_scenes.conftest import setup_for


def _bankrupt_person(app, open_board, game: str, options: dict | None = None):
    """A board at normal speed whose person (seat 0) owes far more than all they have and
    presses Go bankrupt; returns the board and the question that follows."""
    seed = next(seed for seed in range(1, 200)
                if game_entry(game).new_game(3, seed, dict(options or {})).turn_player() == 0)
    app.settings.animation_speed = "normal"
    board = open_board(setup_for(game, seed=seed, options=options), curtain=False)
    state = board.match.state
    state.bank += state.cash[0]   # the cash went to the bank: the money stays conserved
    state.cash[0] = 0
    state.in_debt, state.dues = True, [0, -1, 10**6, 0]
    state._owned = state._legal = None
    board.sync()
    app.click(board.control("bankrupt"))
    assert not state.alive[0] and not state.is_terminal()
    for _ in range(600):                   # the bankruptcy is shown first, then the question
        if isinstance(app.scenes.top, QuestionScene):
            break
        app.run_frames(1)
    question = app.scenes.top
    assert isinstance(question, QuestionScene)
    assert question.heading == "property_board.out.heading"
    assert set(question.buttons) == {"watch", "skip", "leave"}
    moves = len(board.match.actions)
    app.run_frames(120)                    # two seconds: no computer moves behind the question
    assert len(board.match.actions) == moves and app.scenes.top is question
    return board, question


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_watch_fast_plays_the_computers_on_at_four_times_the_speed_with_the_log(
        app, open_board, game):
    board, question = _bankrupt_person(app, open_board, game)
    board.info = "chart"
    moves, lines = len(board.match.actions), len(board.game_log.book.lines)
    app.click(question.buttons["watch"])
    assert app.scenes.top is board
    assert board.factor <= ANIMATION_FACTORS["normal"] / 4
    assert board.info == "log"
    started = time.monotonic()   # the computers think in their worker, in real time
    while len(board.match.actions) <= moves + 3 and time.monotonic() - started < 60:
        app.step(1 / 60)
        time.sleep(0.001)
    assert len(board.match.actions) > moves
    assert len(board.game_log.book.lines) > lines     # the log tells what the computers did


def test_skip_plays_the_rest_out_at_once_and_shows_the_result(app, open_board):
    board, question = _bankrupt_person(app, open_board, "kraken_bay", {"time_limit_min": 30})
    app.click(question.buttons["skip"])
    assert board.factor == 0.0, "nothing animated, no pause between the computers' moves"
    board.match.play_seconds = 30 * 60   # the clock runs out: the turn is the last one (D43)
    finished = []
    board.finish = lambda: finished.append(True)   # the result screen replays the game from
    # its start, which this staged debt cannot be: the board's way to it is what counts here
    moves, started = len(board.match.actions), time.monotonic()
    while not finished and time.monotonic() - started < 60:
        app.step(1 / 60)
        assert not board.motion.busy
        time.sleep(0.001)    # the computers think in their worker
    assert board.match.state.is_terminal(), "the computers played the game to its end"
    assert len(board.match.actions) > moves
    assert finished, "then the result screen"


def test_esc_on_the_question_watches(app, open_board):
    board, _question = _bankrupt_person(app, open_board, "kraken_bay")
    app.press_key(pygame.K_ESCAPE)
    assert app.scenes.top is board and board.out_answer == "watch"


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_leave_goes_to_the_title_with_the_game_saved_as_it_stands(app, open_board, game):
    board, question = _bankrupt_person(app, open_board, game)
    moves = len(board.match.actions)
    app.click(question.buttons["leave"])
    app.run_frames(2)
    assert isinstance(app.scenes.top, TitleScene)
    saved = read_whole_document(player_files(app).saves().newest_game().path)
    assert len(saved.actions) == moves     # (the staged debt cannot be replayed: read as is)
    assert saved.actions[-1] == "bankrupt"


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_a_skipped_game_ends_by_the_time_limit_where_watching_would(app, open_board, game):
    """Play-test pt-men: with 4:42 of the time limit left, "Skip to the result" played the
    computers on for 15 rounds to a bankruptcy: the clock hardly ran while they played at once,
    so the limit the person set did nothing. Here skipping takes no time of its own (frames of
    0 s): the clock counts what watching would have taken, so the limit still ends the game,
    by time and net worth, within a turn of the clock running out."""
    board, question = _bankrupt_person(app, open_board, game, {"time_limit_min": 30})
    limit = 30 * 60
    board.match.play_seconds = limit - 8
    app.click(question.buttons["skip"])
    finished = []
    board.finish = lambda: finished.append(True)   # (the staged debt cannot be replayed)
    moves, started = len(board.match.actions), time.monotonic()
    while not finished and time.monotonic() - started < 60:
        app.step(0.0)
        time.sleep(0.001)    # the computers think in their worker
    state = board.match.state
    assert len(board.match.actions) > moves, "the computers played on"
    assert state.is_terminal() and state.end_reason == "time_up", state.end_reason
    assert limit <= board.match.play_seconds < limit + 30, "the limit ended it, in that turn"


def test_the_skipped_clock_counts_a_move_as_watched_and_a_think_only_past_it():
    """Watching, the next computer thinks while a move is shown: the time between two moves
    is the longer of the motion (with its pause) and the think, and so is the skipped clock's."""
    match = SimpleNamespace(play_seconds=100.0)
    roll = [ev.DiceRolled(1, 3, 4, "move"),
            ev.Moved(1, 0, 7, 7, 40)]
    watched = (DICE + 7 * HOP) * WATCH_FAST
    clock = SkipClock()
    clock.shown(match, roll, WATCH_FAST)
    clock.paused(match, 0.1)
    assert match.play_seconds == pytest.approx(100 + watched + 0.1)
    for _ in range(3):                  # a think of 0.3 s, hidden behind the motion
        match.play_seconds += 0.1       # (the loop counts each frame)
        clock.passed(match, 0.1)
    assert match.play_seconds == pytest.approx(100 + watched + 0.1)
    for _ in range(10):                 # a think of 1.3 s outlasts it: the rest counts
        match.play_seconds += 0.1
        clock.passed(match, 0.1)
    assert match.play_seconds == pytest.approx(101.3)


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_a_skipped_game_ends_at_the_round_limit(app, open_board, game):
    """The round limit (D56) is the rules' own (turn.next_turn): skipping ends there too."""
    board, question = _bankrupt_person(app, open_board, game, {"round_cap": 10})
    app.click(question.buttons["skip"])
    finished = []
    board.finish = lambda: finished.append(True)   # (the staged debt cannot be replayed)
    started = time.monotonic()
    while not finished and time.monotonic() - started < 60:
        app.step(0.0)
        time.sleep(0.001)
    assert board.match.state.end_reason == "round_cap"
