"""Fast computers (issue 28.9): while a computer acts, the panel offers to play the computers'
moves at four times the animation speed (F too); the Settings' animation speed still counts,
and the person's own turn keeps it. The label promises no factor: a whole computer turn gets
about 2.7 times faster, since thinking is not scaled."""

from __future__ import annotations

import pygame

from game.core.settings import ANIMATION_FACTORS
from game.games import game_entry
from game.property.scenes.board_scene import BUTTON_GAP
from game.property.view import layout
from tests.property_scenes.conftest import setup_for


def test_fast_computers_play_at_a_quarter_of_the_time(app, open_board):
    app.settings.animation_speed = "normal"
    seed = next(seed for seed in range(1, 200)
                if game_entry("kraken_bay").new_game(3, seed, {}).turn_player() != 0)
    board = open_board(setup_for("kraken_bay", seed=seed), curtain=False)
    assert board.person is None, "a computer begins"
    button = board.control("fast")
    assert button is not None and button.text == board.say("property_board.button.fast_on")
    app.click(button)
    assert board.fast_computers
    assert board.factor == ANIMATION_FACTORS["normal"] / 4
    assert board.control("fast").text != button.text, "the button says how to go back"
    app.settings.animation_speed = "slow"
    assert board.factor == ANIMATION_FACTORS["slow"] / 4, "the Settings' speed still counts"
    app.press_key(pygame.K_f)
    assert not board.fast_computers and board.factor == ANIMATION_FACTORS["slow"]


def test_the_persons_own_turn_keeps_its_speed(app, open_board):
    app.settings.animation_speed = "normal"
    seed = next(seed for seed in range(1, 200)
                if game_entry("kraken_bay").new_game(3, seed, {}).turn_player() == 0)
    board = open_board(setup_for("kraken_bay", seed=seed), curtain=False)
    board.fast_computers = True
    assert board.person == 0
    assert board.factor == ANIMATION_FACTORS["normal"]
    assert board.control("fast") is None, "the person's panel holds their own moves"


def test_a_two_cell_label_is_drawn_whole(app, open_board):
    """A label too long for one cell gets a button two cells wide, drawn at that width: in
    pygame-gui 0.6.14 a resized button kept its label clipped to the first cell and lost its
    border (seen in Russian: «Быстрые компьюте»)."""
    app.set_language("ru")
    seed = next(seed for seed in range(1, 200)
                if game_entry("menedzher").new_game(3, seed, {}).turn_player() != 0)
    board = open_board(setup_for("menedzher", seed=seed), curtain=False)
    app.run_frames(2)
    button = board.control("fast")
    cell = (layout.PANEL.w - 2 * BUTTON_GAP) // 3
    assert button.rect.w > cell, "the Russian label takes two cells"
    image = button.image
    w, h = image.get_size()
    y = h // 2
    background = image.get_at((12, y))   # inside the border
    inked = [x for x in range(12, w - 12) if image.get_at((x, y)) != background]
    assert inked and max(inked) > cell + 12, "the label runs on into the second cell"
