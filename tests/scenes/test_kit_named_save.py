"""Every game's menu saves a named game and the Load list brings it back (issue 30.1, Done
when): a person moves, saves under a name from the board's Menu, plays on, leaves to the
title, and loading that name from the Load list opens the same game at the saved position,
the same seat to move, not the later one the autosave keeps."""

from __future__ import annotations

import pygame
import pytest

from game.games import playable_games
from game.scenes.load_scene import LoadScene
from game.scenes.name_prompt import NamePromptScene
from game.scenes.player_files import player_files
from game.scenes.title import TitleScene
from tests.support.boards import menu_button, persons_board, persons_turn
from tests.support.wait import save_answered, until

GAMES = [entry for entry in playable_games() if entry.id != "scratch"]


def persons_move(app, board) -> None:
    persons_turn(app, board)
    assert board.apply(board.match.state.legal_actions()[0])
    app.run_frames(2)


@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_a_named_save_from_the_menu_loads_from_the_load_list_at_its_position(app, entry):
    app.settings.confirm_end_turn = False
    files = player_files(app)
    files.profiles.create("Anna", "en")
    board = persons_board(app, entry.id)
    persons_move(app, board)

    app.click(menu_button(board))
    menu = app.scenes.top
    # The position the menu saves: taken once the menu stands over the board, since a
    # computer's reply thought out in the worker may still land in the click's frames (on a
    # loaded machine it did, and the save rightly held one move more than a snapshot before).
    saved_state = board.match.state.to_dict()
    saved_actions = [str(a) for a in board.match.actions]
    saved_seat = board.match.seat_to_act
    app.click(menu.buttons["save"])
    prompt = app.scenes.top
    assert isinstance(prompt, NamePromptScene)
    prompt.entry.set_text("")
    for char in "Harbour at dusk":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.run_frames(2)
    app.click(prompt.buttons["ok"])
    save_answered(app)
    assert app.scenes.top is board, "saving returns to the game"

    if board.match.seat_to_act == 0:  # the game goes on past the save
        persons_move(app, board)
    until(app, lambda: len(board.match.actions) > len(saved_actions))
    assert len(board.match.actions) > len(saved_actions), "the game went on after the save"
    app.click(menu_button(board))
    app.click(app.scenes.top.buttons["title"])
    assert isinstance(app.scenes.top, TitleScene)

    listing = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    [load] = [button for button, save in listing.load_buttons.items()
              if save.meta.kind == "slot" and save.meta.name == "Harbour at dusk"]
    app.click(load, frames=3)  # a frame more: the "loading" card comes first
    loaded = app.scenes.top
    assert isinstance(loaded, entry.board()), "the Load list opens the game's own board"
    assert [type(scene) for scene in app.scenes] == [TitleScene, entry.board()]
    assert loaded.match.state.to_dict() == saved_state
    assert [str(a) for a in loaded.match.actions] == saved_actions
    assert loaded.match.seat_to_act == saved_seat, "the seat to move is the saved one"
    if saved_seat == 0:
        until(app, lambda: not loaded.busy, 5)
        assert loaded.person == 0, "the person moves on from the saved position"
