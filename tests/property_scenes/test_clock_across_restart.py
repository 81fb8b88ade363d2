"""Issue 21.5/8: a game with a time limit, saved and continued, goes on with the time that was
left (the clock neither restarts nor is lost), keeps its turn timer, and still ends when the
time runs out; saves from before the clock was kept load as a fresh clock."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.save_format import SaveError
from game.core.saves import read_document
from game.property.scenes.board_scene import BoardScene
from game.property.scenes.trade_flow import SAVE_CLOCK_EVERY
from game.scenes.player_files import player_files
from tests.property_scenes.autoplay import Person, play_to_the_end, settle
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts

GOLDEN = Path(__file__).resolve().parents[1] / "core" / "golden"


def _continue(app, board) -> BoardScene:
    """What Continue does after a restart: the newest autosave, replayed into a new board."""
    board.autosave()
    board.autosaver.flush()
    saves = player_files(app).saves()
    loaded = saves.load(saves.newest_game().path)
    again = BoardScene.from_save(app, loaded)
    app.scenes.replace(again)
    app.run_frames(2)
    return again


def _time_left(board) -> int:
    """The seconds the header shows as left ("Time left 39:58")."""
    parts, _warn = board.header_parts()
    shown = next(p for p in parts if ":" in p).split()[-1]
    minutes, seconds = shown.split(":")
    return int(minutes) * 60 + int(seconds)


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_a_continued_game_goes_on_with_the_time_that_was_left_and_ends_when_it_runs_out(
        app, open_board, game):
    board = open_board(setup_for(game, seed=6, options={"time_limit_min": 60,
                                                         "turn_timer_s": 60}))
    person = Person()
    settle(app, board)
    person.act(app, board)
    settle(app, board)
    # The clock counts every frame, also those a test steps while a computer thinks on the
    # wall clock (a loaded machine steps minutes of them): so the limit is read off the clock.
    app.step(20 * 60)                      # twenty minutes of play go by
    played = board.match.play_seconds
    assert played >= 20 * 60
    assert abs(_time_left(board) - (60 * 60 - played)) <= 1

    again = _continue(app, board)
    state = again.match.state
    assert (state.time_limit, state.turn_timer) == (60, 60)
    assert abs(again.match.play_seconds - played) <= 1
    assert abs(_time_left(again) - (60 * 60 - played)) <= 1

    app.step(60 * 60 - again.match.play_seconds - 2 * 60)   # not yet: two minutes are left
    assert not again.match.state.time_up
    settle(app, again)
    app.step(3 * 60)                       # and now they have run out
    play_to_the_end(app, again, person)
    result = app.scenes.top
    assert result.match.state.end_reason == "time_up"


def _turn_timer_left(board) -> int:
    """The seconds the header's turn timer shows ("Turn: 86 s")."""
    _parts, warn = board.header_parts()
    return int("".join(c for c in warn if c.isdigit()))


def _reopen(app, board) -> BoardScene:
    """What Continue does after a kill: the newest autosave as the board last kept it."""
    board.autosaver.flush()
    saves = player_files(app).saves()
    again = BoardScene.from_save(app, saves.load(saves.newest_game().path))
    app.scenes.replace(again)
    app.run_frames(2)
    return again


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_to_title_and_continue_goes_on_with_the_turn_timer_that_was_left(app, open_board, game):
    """Playtest (Kraken Bay, 1366x768): the turn timer said 86 s in the pause menu and 120 s
    again after To title and Continue; the person's decision goes on with what was left."""
    options = {"turn_timer_s": 60}
    board = open_board(setup_for(game, seed=first_seat_starts(game, options), options=options))
    app.step(25)
    assert board.match.actions == [] and 34 <= _turn_timer_left(board) <= 35
    again = _continue(app, board)
    assert again.match.actions == [] and again.person == 0
    assert 34 <= _turn_timer_left(again) <= 35
    app.step(36)
    assert again.match.actions != [], "the default move is made when the rest runs out"


def test_after_a_kill_continue_gives_back_at_most_a_few_seconds(app, open_board):
    options = {"turn_timer_s": 60}
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay", options),
                                 options=options))
    for _second in range(26):
        app.step(1)
    again = _reopen(app, board)             # no save on leaving: the timer's own saves
    assert again.match.actions == []
    assert 34 <= _turn_timer_left(again) <= 34 + SAVE_CLOCK_EVERY


def test_a_save_from_before_the_clock_was_kept_loads_with_a_fresh_clock():
    for game in ("kraken_bay", "menedzher"):
        assert read_document(GOLDEN / f"{game}-v2.json").meta.play_seconds == 0


def test_a_save_with_a_negative_clock_is_refused_with_the_field_named(tmp_path):
    data = json.loads((GOLDEN / "kraken_bay-v2.json").read_text(encoding="utf-8"))
    data["meta"]["play_seconds"] = -5
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        read_document(bad)
    assert "meta/play_seconds" in str(refused.value.params)
