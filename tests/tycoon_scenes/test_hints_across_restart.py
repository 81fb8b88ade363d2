"""Issue 14.4: the hints of a game are counted in the profile's record across a restart (13
used, 11 recorded was seen): the count travels in the game's saves, and older saves load as 0."""

from __future__ import annotations

from pathlib import Path

from game.core.saves import read_document
from game.scenes.match_loop import record_result
from game.scenes.player_files import player_files
from game.tycoon.scenes.board_scene import BoardScene

GOLDEN = Path(__file__).resolve().parents[1] / "core" / "golden"


def _reload(app, board) -> BoardScene:
    """What Continue does after a restart: the newest autosave, replayed into a new board."""
    board.autosave()
    board.autosaver.flush()
    saves = player_files(app).saves()
    loaded = saves.load(saves.newest_game().path)
    again = BoardScene.from_save(app, loaded)
    app.scenes.replace(again)
    app.run_frames(2)
    return again


def test_the_hints_of_a_game_survive_a_restart_and_reach_the_record(app, board):
    board.info.hints_used = 2  # asked before the restart
    again = _reload(app, board)
    assert again.hints_used == 2
    assert str(2) in again.info.hint_html()  # "Hints used this game: 2"
    again.info.hints_used += 11  # and eleven more after it
    record_result(app, _finished(again.match), again.hints_used)
    profile = player_files(app).current
    assert player_files(app).profiles.get(profile.id).stats_for("tycoon").hints_used == 13


def test_a_named_save_keeps_the_count_too(app, board):
    board.info.hints_used = 5
    saves = player_files(app).saves()
    entry = saves.save_slot("before lunch", board.match.setup, board.match.actions,
                            board.match.state, game_uid=board.match.game_uid,
                            hints_used=board.hints_used)
    assert saves.load(entry.path).hints_used == 5


def test_a_save_from_before_the_count_loads_with_none_used():
    assert read_document(GOLDEN / "tycoon-v2.json").meta.hints_used == 0


def _finished(match):
    """The same game, played to its end by a plain legal move for everyone."""
    from game.tycoon.scenes.brain import fallback

    while not match.state.is_terminal():
        match.apply(fallback(match.state))
    return match
