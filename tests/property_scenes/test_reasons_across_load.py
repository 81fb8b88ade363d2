"""The computers' reasons survive a save and a load (the last play-tests): before saving each
computer move in the log said why, after Load only the bare moves were left. The save keeps
them (`meta.reasons`, optional: an older file loads with bare moves, as before)."""

from __future__ import annotations

import json

import pytest

from game.core.save_format import SaveError
from game.core.saves import read_document
from game.property.scenes.board_scene import BoardScene
from game.scenes.player_files import player_files
from tests.property_scenes.autoplay import Person, settle
from tests.property_scenes.conftest import setup_for


def read_log(board) -> list[tuple[str, str | None]]:
    """Every line of the log as the person reads it: its words and the computer's reason."""
    return [board.log_words(line) for line in board.game_log.book.lines]


def played_with_reasons(app, open_board) -> BoardScene:
    """Kraken Bay, Anna and two computers, played until six log lines carry a computer's
    reason and it is Anna's move again."""
    board = open_board(setup_for("kraken_bay", seed=3), curtain=False)
    person = Person()
    while True:
        settle(app, board)
        reasons = sum(line.reason is not None for line in board.game_log.book.lines)
        if reasons >= 6 and board.person is not None:
            return board
        person.act(app, board)


def saved_file(app, board):
    board.autosave()
    board.autosaver.flush()
    return player_files(app).saves().newest_game().path


def loaded_board(app, path) -> BoardScene:
    again = BoardScene.from_save(app, player_files(app).saves().load(path))
    app.scenes.replace(again)
    app.run_frames(2)
    return again


def test_the_log_after_a_load_reads_as_it_did_before_the_save(app, open_board):
    board = played_with_reasons(app, open_board)
    before = read_log(board)
    assert sum(reason is not None for _words, reason in before) >= 6
    again = loaded_board(app, saved_file(app, board))
    assert read_log(again) == before


def test_an_older_save_without_reasons_loads_with_bare_moves(app, open_board):
    board = played_with_reasons(app, open_board)
    before = read_log(board)
    path = saved_file(app, board)
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["meta"]["reasons"]
    path.write_text(json.dumps(data), encoding="utf-8")
    again = loaded_board(app, path)
    assert read_log(again) == [(words, None) for words, _reason in before]


def test_a_bad_reason_is_refused_with_the_field_named(app, open_board, tmp_path):
    board = played_with_reasons(app, open_board)
    data = json.loads(saved_file(app, board).read_text(encoding="utf-8"))
    data["meta"]["reasons"][1][0] = data["meta"]["reasons"][0][0]     # a move twice
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        read_document(bad)
    assert "meta/reasons" in str(refused.value.params)


def test_taking_back_a_move_drops_its_reason():
    """Undo takes a move back with its reason: the move made again in its place (by a person,
    say) is not logged with a computer's reason after a load."""
    from tests.core.test_clock_moves import tycoon_match, until_undoable

    match = tycoon_match()
    until_undoable(match)
    match.apply(match.state.legal_actions()[0], ("tycoon_ai.reason.test", {"amount": 3}))
    move = len(match.actions) - 1
    assert match.reasons == {move: ("tycoon_ai.reason.test", {"amount": 3})}
    match.take_back()
    assert match.reasons == {}
