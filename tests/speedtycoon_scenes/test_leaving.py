"""Leaving the Speedtycoon table and coming back (issue 31.6): the game menu over the table
stops the think time without resetting it, and a table killed right after a computer's
Lobbyist purchase continues from its autosave at the right seat, the purchase made once; the
think time used goes into the saves, so To title + Continue (or a kill) gives no fresh clock,
and a save without it (an older version's) continues with a fresh one, as before.
(To title keeping the game is tested for every board in tests/scenes/
test_every_board_keeps_the_game.py.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.save_format import SaveError
from game.core.saves import read_document
from game.core.setup import GameSetup
from game.scenes.player_files import player_files
from game.scenes.title import TitleScene
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules.phases import LOBBY
from game.speedtycoon.scenes.table_clock import SAVE_CLOCK_EVERY
from game.speedtycoon.scenes.table_scene import TableScene
from tests.speedtycoon_scenes.test_clicking import exact_start
from tests.speedtycoon_scenes.test_clock import timed_table, wait
from tests.speedtycoon_scenes.test_lobby_window import SEATS, table_at
from tests.support.wait import until

GOLDEN = Path(__file__).resolve().parents[1] / "core" / "golden"


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
        until(app, lambda b=board, n=length: len(b.match.actions) > n, dt=0.05)
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


def _continue(app) -> TableScene:
    """What Continue does: the newest autosave replayed into a new table."""
    saves = player_files(app).saves()
    again = TableScene.from_save(app, saves.load(saves.newest_game().path))
    app.scenes.replace(again)
    app.run_frames(2)
    return again


def test_to_title_and_continue_goes_on_with_the_think_time_that_was_left(app):
    player_files(app).profiles.create("Anna", "en")
    board = timed_table(app, exact_start()[0], "30")
    wait(app, 12)
    assert board.match.actions == [] and board.person == 0
    app.click(board.buttons["menu"])
    app.click(app.scenes.top.buttons["title"])
    assert isinstance(app.scenes.top, TitleScene)

    again = _continue(app)
    assert again.person == 0 and again.clock is not None
    assert 17.5 <= again.clock.left <= 18.5, "18 s of 30 are left, not a fresh clock"
    assert again.clock_text()[0] == app.tr("speedtycoon_play.clock.think", left="0:18")


def test_after_a_kill_continue_gives_back_at_most_a_few_seconds(app):
    player_files(app).profiles.create("Anna", "en")
    board = timed_table(app, exact_start()[0], "30")
    wait(app, 12)
    board.autosaver.flush()  # what the saver's thread wrote before the kill, no leaving
    again = _continue(app)
    assert again.clock is not None
    assert 18 <= again.clock.left <= 18 + SAVE_CLOCK_EVERY + 0.5, \
        "the save knew the time used to within a few seconds"


def test_a_save_from_before_the_clock_was_kept_continues_with_a_fresh_clock(app):
    player_files(app).profiles.create("Anna", "en")
    board = timed_table(app, exact_start()[0], "30")
    wait(app, 12)
    app.click(board.buttons["menu"])
    app.click(app.scenes.top.buttons["title"])
    newest = player_files(app).saves().newest_game().path
    data = json.loads(newest.read_text(encoding="utf-8"))
    assert data["meta"].pop("turn_clock")["seat"] == 0
    newest.write_text(json.dumps(data), encoding="utf-8")  # as an older version wrote it

    again = _continue(app)
    assert again.clock is not None and again.clock.left > 29.5, "a fresh clock, as before"


def test_the_golden_save_has_no_clock_and_loads_as_before():
    assert read_document(GOLDEN / "speedtycoon-v3.json").meta.turn_clock is None
    assert read_document(GOLDEN / "speedtycoon-v2.json").meta.turn_clock is None


@pytest.mark.parametrize("clock", [{"seat": 0, "turn": 3}, {"seat": -1, "turn": 3, "used": 2},
                                   {"seat": 0, "turn": 3, "used": "12"}, [0, 3, 12.0],
                                   {"seat": 0, "turn": 3, "used": float("nan")}])
def test_a_bad_clock_in_a_save_is_refused_with_the_field_named(tmp_path, clock):
    assert_meta_refused(tmp_path, "turn_clock", clock)


def assert_meta_refused(tmp_path, field: str, value) -> None:
    """A golden save with `meta[field]` set to `value` is refused, and the refusal names the
    field (a player's message says which part of the file is bad)."""
    data = json.loads((GOLDEN / "speedtycoon-v3.json").read_text(encoding="utf-8"))
    data["meta"][field] = value
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        read_document(bad)
    assert f"meta/{field}" in str(refused.value.params)
