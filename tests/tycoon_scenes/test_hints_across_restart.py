"""Issue 14.4: the hints of a game are counted in the profile's record across a restart (13
used, 11 recorded was seen): the count travels in the game's saves, and older saves load as 0.
Counted per seat (the person whose turn it was): a hot-seat friend's hints are no one's record,
and a format-4 save's one number is the profile seat's."""

from __future__ import annotations

import json
from html import escape
from pathlib import Path

import pygame

from game.core.saves import read_document
from game.scenes.match_loop import record_result
from game.scenes.player_files import player_files
from game.tycoon.scenes.board_scene import BoardScene
from tests.support.wait import until
from tests.tycoon_scenes.conftest import two_player_setup

GOLDEN = Path(__file__).resolve().parents[1] / "core" / "golden"
WAIT = 90  # seconds: the thinking worker starts with the first hint


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


def _recorded_hints(app) -> int:
    files = player_files(app)
    return files.profiles.get(files.current.id).stats_for("tycoon").hints_used


def test_the_hints_of_a_game_survive_a_restart_and_reach_the_record(app, board):
    board.match.seat_hints = (2, 0)  # asked before the restart
    again = _reload(app, board)
    assert again.match.seat_hints == (2, 0)
    assert str(2) in again.info.hint_html()  # "Your hints this game: 2"
    for _ in range(11):  # and eleven more after it
        again.match.count_hint(0)
    record_result(app, _finished(again.match))
    assert _recorded_hints(app) == 13


def test_a_named_save_keeps_the_count_too(app, board):
    board.match.seat_hints = (5, 0)
    saves = player_files(app).saves()
    entry = saves.save_slot("before lunch", board.match.setup, board.match.actions,
                            board.match.state, game_uid=board.match.game_uid,
                            seat_hints=board.match.seat_hints)
    assert saves.load(entry.path).seat_hints == (5, 0)


def test_a_save_from_before_the_count_loads_with_none_used():
    assert read_document(GOLDEN / "tycoon-v2.json").meta.seat_hints == ()


def test_a_hot_seat_friends_hint_is_not_the_profiles(app):
    """Anna (the profile's seat) and Ben at one screen: Ben presses H on his turn. The hint is
    his (the panel says his count, not that a record keeps it), and Anna's record has none of
    it when the game ends."""
    board = app.scenes.push(BoardScene(app, two_player_setup(second="human"), curtain=False))
    app.run_frames(2)
    until(app, lambda: board.person == 0 and not board.busy, WAIT)
    board.apply(next(a for a in board.match.state.legal_actions() if str(a) == "loan 10"))
    until(app, lambda: board.person == 1 and not board.busy, WAIT)
    assert board.person == 1, "Ben's turn comes"
    app.press_key(pygame.K_h, frames=2)
    until(app, lambda: any(board.match.seat_hints), WAIT)
    app.run_frames(2)
    assert board.match.seat_hints == (0, 1), "the hint is Ben's"
    shown = board.info.hint_html()
    assert escape(app.tr("tycoon_info.hint.counted", count=1)) in shown
    assert escape(app.tr("tycoon_info.hint.counted_for", count=1)) not in shown
    record_result(app, _finished(board.match))
    assert _recorded_hints(app) == 0


def test_the_profiles_own_hint_is_said_to_be_recorded(app, board):
    board.match.count_hint(0)
    assert escape(app.tr("tycoon_info.hint.counted_for", count=1)) in board.info.hint_html()


def test_a_format_4_save_keeps_its_count_as_the_profile_seats(app, tmp_path):
    """A format-4 save kept one number for the game: it loads as the first person's (Anna's,
    the profile's seat), not Jörg's at the same screen, and reaches the record whole."""
    data = json.loads((GOLDEN / "tycoon-v4.json").read_text(encoding="utf-8"))
    data["meta"]["hints_used"] = 4
    old = tmp_path / "old.json"
    old.write_text(json.dumps(data), encoding="utf-8")
    assert read_document(old).meta.seat_hints == (4, 0, 0)
    saves = player_files(app).saves()
    saves.folder.mkdir(parents=True, exist_ok=True)
    saved = saves.folder / "slot-0123456789ab.json"
    saved.write_text(json.dumps(data), encoding="utf-8")
    loaded = saves.load(saved)
    board = app.scenes.push(BoardScene.from_save(app, loaded))
    app.run_frames(2)
    assert board.match.hints_of(0) == 4 and board.match.hints_of(2) == 0
    record_result(app, _finished(board.match))
    assert _recorded_hints(app) == 4


def _finished(match):
    """The same game, played to its end by a plain legal move for everyone."""
    from game.tycoon.scenes.brain import fallback

    while not match.state.is_terminal():
        match.apply(fallback(match.state))
    return match
