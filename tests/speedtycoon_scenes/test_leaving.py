"""Leaving the Speedtycoon table and coming back (issue 31.6): the game menu over the table
stops the think time without resetting it, and a table killed right after a computer's
Lobbyist purchase continues from its autosave at the right seat, the purchase made once.
(To title keeping the game is tested for every board in tests/scenes/
test_every_board_keeps_the_game.py.)"""

from __future__ import annotations

from game.core.setup import GameSetup
from game.scenes.player_files import player_files
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules.phases import LOBBY
from game.speedtycoon.scenes.table_scene import TableScene
from tests.speedtycoon_scenes.test_clicking import exact_start
from tests.speedtycoon_scenes.test_clock import timed_table, until, wait
from tests.speedtycoon_scenes.test_lobby_window import SEATS, table_at


def test_the_menu_stops_the_think_time_and_play_on_does_not_reset_it(app):
    board = timed_table(app, exact_start()[0], "30")
    wait(app, 5)
    app.click(board.buttons["menu"])
    menu = app.scenes.top
    assert menu is not board
    clock = board.clock
    spent = clock.elapsed
    assert 4.5 <= spent <= 5.5
    wait(app, 40)
    assert board.clock is clock and clock.elapsed == spent, "the menu stops the clock"
    app.click(menu.buttons["resume"])
    assert app.scenes.top is board
    wait(app, 1)
    assert board.clock is clock and spent < clock.elapsed <= spent + 1.5, \
        "Play on goes on with the time left, not a fresh clock"


def test_a_kill_after_a_lobbyist_purchase_continues_at_the_right_seat(app):
    app.settings.animation_speed = "instant"
    player_files(app).profiles.create("Anna", "en")

    def a_computer_may_lobby(s) -> bool:
        return (s.phase == LOBBY and s.asked != 0
                and any(isinstance(a, act.LobbyBuy) for a in s.legal_actions()))

    found = None
    for seed in range(5, 40):
        setup = GameSetup("speedtycoon", seed, SEATS, {"game_type": "tycoon", "think": "none"})
        board = table_at(app, setup, a_computer_may_lobby)
        length = len(board.match.actions)
        until(app, lambda b=board, n=length: len(b.match.actions) > n)
        if isinstance(board.match.actions[length], act.LobbyBuy):
            found = board, length
            break
        app.scenes.pop()
    assert found is not None, "a computer buys through its Lobbyist"
    board, length = found
    board.autosaver.flush()  # what the saver's thread wrote before the kill
    saves = player_files(app).saves()
    loaded = saves.load(saves.newest_game().path)
    assert [str(a) for a in loaded.actions] == [str(a) for a in board.match.actions]
    assert loaded.state.current_player == board.match.state.current_player
    again = TableScene.from_save(app, loaded)
    app.scenes.replace(again)
    app.run_frames(2)
    buys = [a for a in again.match.actions[length:] if isinstance(a, act.LobbyBuy)]
    assert len(buys) == 1, "the Lobbyist's purchase is not made again"
