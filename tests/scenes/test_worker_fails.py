"""A board whose computers' worker process cannot start (issue 33, point 4): the game is
saved, a message offers Leave and Try again, and once a worker starts the game plays on.
The same for every board, from the shared match loop."""

from __future__ import annotations

import errno
import time

import pytest

from game.ai.worker import ThinkingWorker
from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.scenes.load_scene import ContinueScene
from game.scenes.match_loop import MatchScene
from game.scenes.player_files import player_files
from game.scenes.question import QuestionScene
from game.scenes.title import TitleScene

GAMES = ["tycoon", "speedtycoon", "kraken_bay", "menedzher"]


def refuse_processes(monkeypatch):
    def no_process(worker):
        raise OSError(errno.EAGAIN, "Resource temporarily unavailable")

    monkeypatch.setattr(ThinkingWorker, "_ensure_started", no_process)


def computers_board(app, game):
    entry = game_entry(game)
    colours = entry.colours() or ("red", "blue")
    setup = GameSetup(game, 3, tuple(Seat("computer", f"C{i}", colours[i], "easy")
                                     for i in range(2)), entry.options())
    app.settings.animation_speed = "instant"
    player_files(app).profiles.create("Anna", "en")
    board = app.scenes.push(entry.board()(app, setup, curtain=False))
    app.run_frames(3)
    return board


def question(app) -> QuestionScene:
    top = app.scenes.top
    assert isinstance(top, QuestionScene) and top.heading == "match.worker.heading"
    return top


@pytest.mark.parametrize("game", GAMES)
def test_no_worker_saves_the_game_and_asks_then_plays_on_when_one_starts(app, game,
                                                                         monkeypatch):
    refuse_processes(monkeypatch)
    board = computers_board(app, game)
    asked = question(app)
    assert board.autosaver.flush()
    saved = player_files(app).newest_game()
    assert saved is not None and saved.setup.game == game
    app.click(asked.buttons["again"], frames=3)  # still no process: asked again
    asked = question(app)
    monkeypatch.undo()
    played = len(board.match.actions)
    app.click(asked.buttons["again"], frames=3)
    assert app.scenes.top is board
    deadline = time.monotonic() + 60   # a worker process starts in real time, not in frames
    while len(board.match.actions) <= played and time.monotonic() < deadline:
        app.run_frames(1)
    assert len(board.match.actions) > played


@pytest.mark.parametrize("game", GAMES[:1])
def test_leave_goes_to_the_title_and_continue_opens_the_game(app, game, monkeypatch):
    refuse_processes(monkeypatch)
    computers_board(app, game)
    app.click(question(app).buttons["leave"], frames=3)
    assert isinstance(app.scenes.top, TitleScene)
    monkeypatch.undo()
    app.scenes.push(ContinueScene(app))
    app.run_frames(3)
    assert isinstance(app.scenes.top, MatchScene)
