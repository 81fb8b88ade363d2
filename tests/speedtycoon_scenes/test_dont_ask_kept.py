""""Don't ask again" in the Lobbyist window is the game's choice and survives leaving it (the
tenth session's play-test lost it on Continue and Load): the saves carry the seats that said
it, so a game continued or loaded passes their later windows at once; a save without the
field (older versions) asks as before, and a bad one is refused with the field named."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.saves import read_document
from game.scenes.player_files import player_files
from game.scenes.save_dialog import save_slot_dialog
from game.speedtycoon.scenes.table_scene import TableScene
from tests.speedtycoon_scenes.test_clock import lobby_for_the_person
from tests.speedtycoon_scenes.test_leaving import assert_meta_refused
from tests.speedtycoon_scenes.test_lobby_window import play_until_asked_again
from tests.support.wait import save_answered

GOLDEN = Path(__file__).resolve().parents[1] / "core" / "golden"


def said_dont_ask(app) -> TableScene:
    player_files(app).profiles.create("Anna", "en")
    board = lobby_for_the_person(app)
    board.press(board.buttons["lobby_off"])
    return board


def go_on_from(app, path: Path) -> TableScene:
    again = TableScene.from_save(app, player_files(app).saves().load(path))
    app.scenes.replace(again)
    app.run_frames(2)
    return again


def test_continue_does_not_ask_again(app):
    board = said_dont_ask(app)
    board.autosaver.flush()  # what Continue finds, also after a kill
    again = go_on_from(app, player_files(app).saves().newest_game().path)
    assert again.match.dont_ask == {0}
    play_until_asked_again(app, again)


def test_a_named_save_loaded_does_not_ask_again(app):
    board = said_dont_ask(app)
    app.scenes.push(save_slot_dialog(app, board.match))
    app.run_frames(2)
    app.click(app.scenes.top.buttons["ok"])
    save_answered(app)
    assert app.scenes.top is board
    [slot] = [e for e in player_files(app).saves().list_saves().entries if e.meta.kind == "slot"]
    again = go_on_from(app, slot.path)
    assert again.match.dont_ask == {0}
    play_until_asked_again(app, again)


def test_a_save_without_the_field_asks_as_before():
    for version in (2, 3):
        assert read_document(GOLDEN / f"speedtycoon-v{version}.json").meta.dont_ask == set()


@pytest.mark.parametrize("seats", [[0, 0], [-1], ["0"], 0, [True], [9]])
def test_a_bad_dont_ask_in_a_save_is_refused_with_the_field_named(tmp_path, seats):
    assert_meta_refused(tmp_path, "dont_ask", seats)
