"""A hot-seat game opened from a named save comes back behind the curtain of the seat to
act, in every game: the first frame drawn is the curtain's, never the board of a person's
turn that another person at the screen could read (playtest21, Kraken Bay, en 1280x800:
a save made mid-turn of a person was reported to open on that person's board). A property
auction is the exception, as in play: its bids are public and have no curtain
(tests/property_scenes/test_auction_curtain_after_load.py)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.saves import new_game_uid
from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.property.view import model
from game.scenes.load_scene import open_game
from game.scenes.player_files import player_files


def mid_turn_of_a_person(game: str, seed: int = 5):
    """Two people and a computer, after 40 random legal moves and on to a person's move (out
    of a property auction)."""
    entry = game_entry(game)
    options = entry.options()
    seats = (Seat("human", "Anna", "red"), Seat("human", "Ben", "blue"),
             Seat("computer", "Robo", "green", "easy"))
    state = entry.new_game(3, seed, options)
    rng = random.Random(seed)
    actions = []
    while len(actions) < 40 or seats[state.current_player].kind != "human" or (
            game in ("kraken_bay", "menedzher") and model.auction_place(state) >= 0):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return GameSetup(game, seed, seats, options), actions, state


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher", "tycoon", "speedtycoon"])
def test_a_loaded_hot_seat_game_opens_behind_the_curtain(app, game):
    app.settings.animation_speed = "instant"
    files = player_files(app)
    files.profiles.create("Anna", "en")
    store = files.saves()
    setup, actions, state = mid_turn_of_a_person(game)
    entry = store.save_slot("Mid turn", setup, actions, state, game_uid=new_game_uid())
    open_game(app, store.load(entry.path))
    board = app.scenes.top
    app.run_frames(1)
    assert board.curtain is not None, "the curtain is up as the loaded game opens"
    assert board.curtain.seat == state.current_player, "it names the seat to act"
    cover = pygame.Surface(app.canvas_size)
    board.curtain.draw(cover)
    w, h = app.canvas_size
    for x in range(5, w, 97):
        for y in range(5, h, 89):
            assert app.screen.get_at((x, y)) == cover.get_at((x, y)), (x, y)
